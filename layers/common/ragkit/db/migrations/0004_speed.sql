-- Search speed on big projects and storage speed (measured by bench/latency and bench/ingest;
-- figures in the README).

-- Stemming a chunk (to_tsvector) is the costliest part of storing it, and the generated columns
-- did it twice: once for `tsv`, once more for `lexeme_count`. A row trigger does it once.
ALTER TABLE chunks ALTER COLUMN lexeme_count DROP EXPRESSION;
ALTER TABLE chunks ALTER COLUMN tsv DROP EXPRESSION;
CREATE FUNCTION chunks_index_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- The regconfig is named, never taken from default_text_search_config (see 0001).
    NEW.tsv := to_tsvector('english'::regconfig, NEW.content);
    NEW.lexeme_count := tsvector_length(NEW.tsv);
    RETURN NEW;
END
$$;
CREATE TRIGGER chunks_index_text BEFORE INSERT OR UPDATE OF content ON chunks
    FOR EACH ROW EXECUTE FUNCTION chunks_index_text();

-- Keep vectors and tsvectors inside the heap row. pgvector declares `vector` EXTERNAL, so a
-- chunk row over 2 kB (text + 384 floats + tsvector) had its embedding moved to the TOAST table:
-- every candidate the HNSW scan checked and every BM25 candidate cost extra TOAST lookups. MAIN
-- keeps a value inline unless the row would not fit a page (then it still goes out of line, so
-- 3072-dimension vectors keep working). The chunk text stays EXTENDED: only the top k read it.
-- Rows written before this migration keep their old layout until rewritten.
ALTER TABLE chunks ALTER COLUMN embedding SET STORAGE MAIN;
ALTER TABLE chunks ALTER COLUMN tsv SET STORAGE MAIN;

-- Every text search is inside one project. With (project_id, tsv) in one GIN index, the scan
-- intersects the project's posting list with the query terms' inside the index, instead of
-- ANDing a bitmap of all the project's rows with the terms' matches in every project.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX chunks_project_tsv_gin ON chunks USING gin (project_id, tsv);
DROP INDEX chunks_tsv_gin;

-- bm25_search, changed in two ways:
-- * its statements are planned for each call with the real project and query
--   (plan_cache_mode): a cached generic plan cannot tell a 20-chunk project from a 20,000-chunk
--   one, and picked a project scan that rechecked every chunk's tsvector (55 ms, not 13 ms);
-- * the first MaxScore round starts with enough rare terms to fill the top (see below).
-- Top `p_limit` chunks of a project by Okapi BM25 (Lucene's idf: ln(1 + (N - df + .5)/(df + .5))),
-- OR semantics over the query's lexemes, stemmed by the same regconfig as the column.
--
-- Scoring every chunk that shares one common word is slow, so this follows MaxScore: terms are
-- ordered by their largest possible contribution, idf * (k1 + 1). Only chunks containing one of
-- the "essential" (rarest) terms are scored, with all query terms. If the p_limit-th score is at
-- least the sum of the bounds of the other terms, no unscored chunk can reach the top: the result
-- is exact. Otherwise rarer-first terms are added and the step repeats. Adding a term is refused
-- once the candidate postings would exceed p_max_postings; the result then omits only chunks
-- whose every matched term is that common (documented as the one approximation).
--
-- `coverage` is the share of the query's idf mass the chunk matches (terms unknown to the
-- project count at full idf): the answering gate's lexical relevance signal.
CREATE OR REPLACE FUNCTION bm25_search(
    p_project uuid,
    p_query text,
    p_limit integer,
    p_k1 double precision DEFAULT 1.2,
    p_b double precision DEFAULT 0.75,
    p_documents uuid[] DEFAULT NULL,
    p_page_from integer DEFAULT NULL,
    p_page_to integer DEFAULT NULL,
    p_section text DEFAULT NULL,
    p_max_postings bigint DEFAULT 500
) RETURNS TABLE (chunk_id bigint, score double precision, coverage double precision)
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET plan_cache_mode = force_custom_plan AS $$
DECLARE
    n_chunks   bigint;
    avgdl      double precision;
    lexemes    text[];
    idfs       double precision[];
    dfs        bigint[];
    total_idf  double precision;
    m          integer;
    j          integer;
    next_j     integer;
    theta      double precision;
    ids        bigint[];
    scores     double precision[];
    covers     double precision[];
    query      tsquery;
BEGIN
    SELECT s.chunk_count, s.total_length::double precision / greatest(s.chunk_count, 1)
    INTO n_chunks, avgdl
    FROM project_text_stats AS s WHERE s.project_id = p_project;
    IF coalesce(n_chunks, 0) = 0 THEN
        RETURN;
    END IF;

    WITH q AS (
        SELECT DISTINCT u.lexeme FROM unnest(to_tsvector('english'::regconfig, p_query)) AS u
    ), scored AS (
        SELECT q.lexeme, s.doc_freq AS df,
               ln(1 + (n_chunks - coalesce(s.doc_freq, 0) + 0.5) / (coalesce(s.doc_freq, 0) + 0.5)) AS idf
        FROM q LEFT JOIN lexeme_stats AS s ON s.project_id = p_project AND s.lexeme = q.lexeme
    )
    SELECT array_agg(lexeme ORDER BY idf, lexeme) FILTER (WHERE df IS NOT NULL),
           array_agg(idf ORDER BY idf, lexeme) FILTER (WHERE df IS NOT NULL),
           array_agg(df ORDER BY idf, lexeme) FILTER (WHERE df IS NOT NULL),
           sum(idf)
    INTO lexemes, idfs, dfs, total_idf
    FROM scored;
    IF lexemes IS NULL THEN
        RETURN;
    END IF;

    m := array_length(lexemes, 1);
    j := m - 1;  -- lexemes[1..j] are non-essential, lexemes[j+1..m] essential
    -- Fewer than p_limit candidate postings cannot fill the top: theta would stay 0 and the round
    -- would be wasted, so start with enough of the rarest terms, within the postings budget.
    WHILE j > 0 AND (SELECT sum(x) FROM unnest(dfs[j + 1:m]) AS x) < p_limit
          AND (SELECT sum(x) FROM unnest(dfs[j:m]) AS x) <= p_max_postings LOOP
        j := j - 1;
    END LOOP;
    LOOP
        SELECT string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
        INTO query FROM unnest(lexemes[j + 1:m]) AS l;

        SELECT array_agg(r.id ORDER BY r.sc DESC, r.id), array_agg(r.sc ORDER BY r.sc DESC, r.id),
               array_agg(r.cov ORDER BY r.sc DESC, r.id)
        INTO ids, scores, covers
        FROM (
            SELECT c.id,
                   sum(t.idf * (array_length(u.positions, 1) * (p_k1 + 1))
                       / (array_length(u.positions, 1)
                          + p_k1 * (1 - p_b + p_b * c.lexeme_count / avgdl))) AS sc,
                   sum(t.idf) / total_idf AS cov
            FROM chunks AS c
            -- Only the query's lexemes, cut out in C (setweight marks them, ts_filter keeps
            -- them) rather than unnesting every lexeme of the chunk: several times faster.
            CROSS JOIN LATERAL unnest(ts_filter(setweight(c.tsv, 'A', lexemes), '{a}')) AS u
            JOIN unnest(lexemes, idfs) AS t (lexeme, idf) ON t.lexeme = u.lexeme
            WHERE c.project_id = p_project AND c.tsv @@ query
              AND chunk_in_scope(c, p_documents, p_page_from, p_page_to, p_section)
            GROUP BY c.id
            ORDER BY sc DESC, c.id
            LIMIT p_limit
        ) AS r;

        theta := CASE WHEN coalesce(array_length(ids, 1), 0) >= p_limit THEN scores[p_limit] ELSE 0 END;
        EXIT WHEN j = 0 OR theta >= (p_k1 + 1) * (SELECT sum(x) FROM unnest(idfs[1:j]) AS x);

        next_j := j - 1;  -- the largest j' whose non-essential bound stays under theta
        WHILE next_j > 0 AND (p_k1 + 1) * (SELECT sum(x) FROM unnest(idfs[1:next_j]) AS x) > theta LOOP
            next_j := next_j - 1;
        END LOOP;
        WHILE next_j < j AND (SELECT sum(x) FROM unnest(dfs[next_j + 1:m]) AS x) > p_max_postings LOOP
            next_j := next_j + 1;
        END LOOP;
        EXIT WHEN next_j = j;  -- over the postings budget: keep what the rarer terms found
        j := next_j;
    END LOOP;

    RETURN QUERY SELECT * FROM unnest(ids, scores, covers);
END
$$;
