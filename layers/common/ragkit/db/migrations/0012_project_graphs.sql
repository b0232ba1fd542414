-- Every big project gets a vector graph of its own: a partial HNSW index over its rows, named
-- chunks_graph_<project id without dashes>, built online (CREATE INDEX CONCURRENTLY) by the
-- sweep once the project passes PROJECT_GRAPH_MIN_CHUNKS (db/graphs.py). The planner picks it
-- for a search of that project, because the search binds the project id as a value it can
-- prove the index's predicate with; smaller projects are scanned exactly.
--
-- The graph all projects shared goes: to find a project's neighbours a walk through it visited
-- every other project's nodes (a 39k-chunk project of a 1M table: 51 ms p50, recall 0.87 for a
-- 180k one; README, bench.latency), and every insert paid for it.
DROP INDEX chunks_embedding_hnsw;
DROP FUNCTION vector_index_pays(uuid, integer);
