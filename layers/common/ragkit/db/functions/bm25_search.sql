-- A repeatable file (db/migrate.py): applied after the migrations whenever its checksum changes,
-- so this is the function's one live definition; the migrations keep its history.
--
-- Top `p_limit` chunks of a project by Okapi BM25 (Lucene's idf: ln(1 + (N - df + .5)/(df + .5))),
-- OR semantics over the query's lexemes, stemmed by the same regconfig as the column.
--
-- MaxScore: terms are ordered by their largest possible contribution, idf * (k1 + 1). Only chunks
-- containing one of the "essential" (rarest) terms are scored, with all query terms. If the
-- p_limit-th score is at least the sum of the bounds of the other terms, no unscored chunk can
-- reach the top: the result is exact. Otherwise rarer-first terms are added and the step repeats,
-- scoring only the chunks the added terms bring in. Adding a term is refused once the candidate
-- postings would exceed p_max_postings; the result then omits only chunks whose every matched
-- term is that common (documented as the one approximation).
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
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
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
    scored_j   integer;  -- chunks holding any of lexemes[scored_j + 1..m] are scored already
    theta      double precision;
    ids        bigint[];
    scores     double precision[];
    covers     double precision[];
    added      tsquery;  -- the essential terms new in this round
    seen       tsquery;  -- the essential terms of earlier rounds
BEGIN
    SELECT s.chunk_count, s.total_length::double precision / greatest(s.chunk_count, 1)
    INTO n_chunks, avgdl
    FROM project_text_stats AS s WHERE s.project_id = p_project;
    IF coalesce(n_chunks, 0) = 0 THEN
        RETURN;
    END IF;

    -- The question is stemmed by each configuration the project's chunks are indexed with
    -- (one per language): a lexeme of another language's stemming simply matches nothing.
    WITH by_config AS (
        SELECT c.config, u.lexeme
        FROM project_configs(p_project) AS c (config), unnest(to_tsvector(c.config, p_query)) AS u
    ), q AS (
        SELECT DISTINCT b.lexeme FROM by_config AS b
    ), scored AS (
        SELECT q.lexeme, s.doc_freq AS df,
               ln(1 + (n_chunks - coalesce(s.doc_freq, 0) + 0.5) / (coalesce(s.doc_freq, 0) + 0.5)) AS idf
        FROM q LEFT JOIN lexeme_stats AS s ON s.project_id = p_project AND s.lexeme = q.lexeme
    )
    SELECT array_agg(lexeme ORDER BY idf, lexeme) FILTER (WHERE df IS NOT NULL),
           array_agg(idf ORDER BY idf, lexeme) FILTER (WHERE df IS NOT NULL),
           array_agg(df ORDER BY idf, lexeme) FILTER (WHERE df IS NOT NULL),
           -- the idf mass of the question as one configuration reads it (the largest): with
           -- several languages, a word's other stems must not dilute every chunk's coverage
           (SELECT max(per_config.mass) FROM (
                SELECT sum(s.idf) AS mass
                FROM (SELECT DISTINCT b.config, b.lexeme FROM by_config AS b) AS b
                JOIN scored AS s USING (lexeme)
                GROUP BY b.config) AS per_config)
    INTO lexemes, idfs, dfs, total_idf
    FROM scored;
    IF lexemes IS NULL THEN
        RETURN;
    END IF;

    m := array_length(lexemes, 1);
    j := m - 1;  -- lexemes[1..j] are non-essential, lexemes[j+1..m] essential
    scored_j := m;
    -- Fewer than p_limit candidate postings cannot fill the top: theta would stay 0 and the round
    -- would be wasted, so start with enough of the rarest terms, within the postings budget.
    WHILE j > 0 AND (SELECT sum(x) FROM unnest(dfs[j + 1:m]) AS x) < p_limit
          AND (SELECT sum(x) FROM unnest(dfs[j:m]) AS x) <= p_max_postings LOOP
        j := j - 1;
    END LOOP;
    LOOP
        added := lexemes_or_query(lexemes[j + 1:scored_j]);
        seen := lexemes_or_query(lexemes[scored_j + 1:m]);
        SELECT array_agg(r.id ORDER BY r.sc DESC, r.id), array_agg(r.sc ORDER BY r.sc DESC, r.id),
               array_agg(r.cov ORDER BY r.sc DESC, r.id)
        INTO ids, scores, covers
        FROM (
            SELECT * FROM unnest(ids, scores, covers) AS kept (id, sc, cov)
            UNION ALL
            (SELECT c.id,
                    sum(t.idf * (array_length(u.positions, 1) * (p_k1 + 1))
                        / (array_length(u.positions, 1)
                           + p_k1 * (1 - p_b + p_b * c.lexeme_count / avgdl))) AS sc,
                    least(1.0, sum(t.idf) / total_idf) AS cov
             FROM chunks AS c
             -- Only the query's lexemes, cut out in C (setweight marks them, ts_filter keeps
             -- them) rather than unnesting every lexeme of the chunk: several times faster.
             CROSS JOIN LATERAL unnest(ts_filter(setweight(c.tsv, 'A', lexemes), '{a}')) AS u
             JOIN unnest(lexemes, idfs) AS t (lexeme, idf) ON t.lexeme = u.lexeme
             WHERE c.project_id = p_project
               AND c.tsv @@ added AND (seen IS NULL OR NOT c.tsv @@ seen)
               AND chunk_in_scope(c, p_documents, p_page_from, p_page_to, p_section)
             GROUP BY c.id
             ORDER BY sc DESC, c.id
             LIMIT p_limit)
            ORDER BY sc DESC, id
            LIMIT p_limit
        ) AS r;
        scored_j := j;

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
