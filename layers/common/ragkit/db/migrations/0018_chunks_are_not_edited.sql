-- The BM25 statistics (lexeme_stats, project_text_stats) follow the chunks by statement triggers
-- on INSERT and DELETE. An UPDATE of a chunk's text, place or project would re-index the chunk
-- (chunks_index_text, since 0016) and leave the statistics as they were: every later score of the
-- project off, silently. Nothing edits a chunk: a reprocess, a restore and the place backfill
-- delete and insert them. Such an UPDATE is refused instead, with the reason, and the text index
-- is built on INSERT only.
CREATE FUNCTION chunks_refuse_text_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'chunk % is replaced, not edited', OLD.id
        USING ERRCODE = 'feature_not_supported',
              HINT = 'delete it and insert it again: the BM25 statistics follow inserts and deletes';
END
$$;
CREATE TRIGGER chunks_text_not_edited
    BEFORE UPDATE OF content, place, project_id, tsv, lexeme_count ON chunks
    FOR EACH ROW EXECUTE FUNCTION chunks_refuse_text_update();

DROP TRIGGER chunks_index_text ON chunks;
CREATE TRIGGER chunks_index_text BEFORE INSERT ON chunks
    FOR EACH ROW EXECUTE FUNCTION chunks_index_text();
