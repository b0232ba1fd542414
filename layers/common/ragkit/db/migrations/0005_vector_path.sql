-- Vector search: when to walk the HNSW graph and when to scan the project exactly, and a bound on
-- the text index's pending list (measured by bench/latency; figures in the README).

-- The graph walk is shared by all projects, so to find `candidates` chunks of one project it
-- visits about candidates * total / project_chunks tuples (iterative scans), at ~15 µs each here;
-- an exact scan reads the project's rows at ~1.5 µs each. The walk pays only when
--     project_chunks² ≥ 10 * candidates * total
-- (100k chunks in all: from ~10,000 chunks in the project; 1M: from ~32,000). Below that the
-- planner's own estimate still picked the graph: a 3,900-chunk project of a 100k table took
-- 35-39 ms there against 8 ms exactly, an 8,400-chunk one 18-20 ms against 12-14 ms, and the
-- scan-tuple cap cut their recall. The exact scan's recall is 1 by definition. `total` is the
-- planner's row estimate: cheap and close enough.
CREATE FUNCTION vector_index_pays(p_project uuid, p_candidates integer) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT coalesce((SELECT s.chunk_count FROM project_text_stats AS s
                     WHERE s.project_id = p_project), 0)::double precision ^ 2
           >= 10.0 * p_candidates * greatest((SELECT c.reltuples FROM pg_class AS c
                                             WHERE c.oid = 'chunks'::regclass), 0)
$$;

-- New chunks enter the GIN index through its pending list, which every text search reads in
-- full until the list is merged. At the 4 MB default that added 3 to 5 ms to each BM25 search
-- after a bulk load; 256 kB bounds it to a fraction of a millisecond, and inserts merge
-- smaller batches more often for about the same total work.
ALTER INDEX chunks_project_tsv_gin SET (gin_pending_list_limit = 256);

-- bm25_search goes back to cached plans. 0004 had it planned on every call, because a cached
-- generic plan used to scan the whole project and recheck every tsvector; with the
-- (project_id, tsv) GIN index the generic plan is that index scan with both keys, the right plan
-- for any project size. Planning every statement of the function on every call (the MaxScore
-- bookkeeping included) cost more than it saved: in an A/B on 100k chunks (same session,
-- alternating), text search p50 was 6.5-10 ms planned per call and 5-8.4 ms with cached plans.
ALTER FUNCTION bm25_search(uuid, text, integer, double precision, double precision, uuid[],
                           integer, integer, text, bigint)
    RESET plan_cache_mode;
