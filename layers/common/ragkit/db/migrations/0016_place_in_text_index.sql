-- A chunk's place (its file name in words, and its section when its text does not hold it: the
-- label it is embedded under, models/chunks.place_label) is indexed with its text. A question
-- that names its document ("What does the security guide say about laptops?") matched that word
-- in the vector search and in the answerer's chunk signals, but no chunk's text: the text
-- search's coverage counted it missing everywhere, and the question was refused. Documents named
-- by an id (COVID-QA's 4711.txt) have no place words: their index is unchanged. Chunks stored
-- before this migration keep an index of their text alone until their document is processed again.
ALTER TABLE chunks ADD COLUMN place text NOT NULL DEFAULT '';
-- the recycle bin keeps the same columns in the same order (a delete and a restore move rows
-- with SELECT *, db/documents.py)
ALTER TABLE deleted_chunks ADD COLUMN place text NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION chunks_index_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- The regconfig is named, never taken from default_text_search_config (see 0001).
    NEW.tsv := to_tsvector('english'::regconfig, NEW.place || E'\n' || NEW.content);
    NEW.lexeme_count := tsvector_length(NEW.tsv);
    RETURN NEW;
END
$$;
DROP TRIGGER chunks_index_text ON chunks;
CREATE TRIGGER chunks_index_text BEFORE INSERT OR UPDATE OF content, place ON chunks
    FOR EACH ROW EXECUTE FUNCTION chunks_index_text();
