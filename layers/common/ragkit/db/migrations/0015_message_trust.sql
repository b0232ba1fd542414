-- What an answer said of its own trust, so a reopened conversation shows it as it was given:
-- whether every claim carried a verified citation, the sentences that did not, and the parts of
-- the question the documents do not answer (answer/service.py). NULL / empty for a question, and
-- for answers recorded before this column existed (unknown, not "grounded").
ALTER TABLE chat_messages
    ADD COLUMN grounded boolean,
    ADD COLUMN unsupported text[] NOT NULL DEFAULT '{}',
    ADD COLUMN unanswered text[] NOT NULL DEFAULT '{}';
