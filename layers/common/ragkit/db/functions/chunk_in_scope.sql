-- A repeatable file (db/migrate.py): applied after the migrations whenever its checksum changes,
-- so this is the function's one live definition; the migrations keep its history.
--
-- Chunks matching `query` in a project, with optional filters (the one place they are spelled).
CREATE OR REPLACE FUNCTION chunk_in_scope(
    c chunks, p_documents uuid[], p_page_from integer, p_page_to integer, p_section text
) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (p_documents IS NULL OR c.document_id = ANY (p_documents))
   AND (p_page_from IS NULL OR coalesce(c.page_end, c.page_start) >= p_page_from)
   AND (p_page_to IS NULL OR c.page_start <= p_page_to)
   AND (p_section IS NULL OR c.section = p_section);
