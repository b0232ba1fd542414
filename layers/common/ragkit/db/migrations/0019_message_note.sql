-- The note an answer carried (what the documents speak of instead, the words they never use, a
-- page no document has), so a reopened conversation shows it as it was given. NULL for a
-- question, for an answer without one, and for answers recorded before this column existed.
ALTER TABLE chat_messages ADD COLUMN note text;
