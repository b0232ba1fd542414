-- Where each answer came from (documents, documents+general, general, none), so a reopened
-- conversation shows it as it was given; NULL for questions and for answers stored before.
ALTER TABLE chat_messages ADD COLUMN pathway text;
