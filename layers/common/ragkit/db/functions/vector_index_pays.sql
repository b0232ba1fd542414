-- A repeatable file (db/migrate.py): applied after the migrations whenever its checksum changes,
-- so this is the function's one live definition; the migrations keep its history.
--
-- The graph walk is shared by all projects, so to find `candidates` chunks of one project it
-- visits about candidates * total / project_chunks tuples (iterative scans), at ~15 µs each here;
-- an exact scan reads the project's rows at ~1.5 µs each. The walk pays only when
--     project_chunks² ≥ 10 * candidates * total
-- (100k chunks in all: from ~10,000 chunks in the project; 1M: from ~32,000). Below that the
-- planner's own estimate still picked the graph: a 3,900-chunk project of a 100k table took
-- 35-39 ms there against 8 ms exactly, an 8,400-chunk one 18-20 ms against 12-14 ms, and the
-- scan-tuple cap cut their recall. The exact scan's recall is 1 by definition. `total` is the
-- planner's row estimate: cheap and close enough.
CREATE OR REPLACE FUNCTION vector_index_pays(p_project uuid, p_candidates integer) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT coalesce((SELECT s.chunk_count FROM project_text_stats AS s
                     WHERE s.project_id = p_project), 0)::double precision ^ 2
           >= 10.0 * p_candidates * greatest((SELECT c.reltuples FROM pg_class AS c
                                             WHERE c.oid = 'chunks'::regclass), 0)
$$;
