-- The sentence closest to an answer that an "I don't know." showed (`Answer.closest`, as the API
-- gives it), so a reopened conversation shows it as it was given. NULL for a question, for an
-- answer without one, and for answers recorded before this column existed.
ALTER TABLE chat_messages ADD COLUMN closest jsonb;
