-- The question as it was searched when a misspelt word in it was read as the documents spell it
-- (answer/questions.py), so a reopened conversation shows it as it was given; NULL otherwise.
ALTER TABLE chat_messages ADD COLUMN read_as text;
