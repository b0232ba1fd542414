-- Questions in the documents' spelling (db/vocabulary.py): the edit distance between a question's
-- unknown word and the project's own lexemes (lexeme_stats), which Aurora PostgreSQL also offers.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
