-- BM25 inside PostgreSQL. Per-project lexical statistics (document frequency per lexeme, number
-- of chunks, total length) are kept exact by statement-level triggers on `chunks`, so they change
-- in the same transaction as the chunks themselves, whatever path inserts or deletes them
-- (COPY, DELETE, ON DELETE CASCADE from documents or projects).

-- Number of lexeme occurrences in a tsvector: BM25's document length.
CREATE FUNCTION tsvector_length(v tsvector) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN (SELECT coalesce(sum(coalesce(array_length(u.positions, 1), 1)), 0)::integer FROM unnest(v) AS u);

ALTER TABLE chunks ADD COLUMN lexeme_count integer
    GENERATED ALWAYS AS (tsvector_length(to_tsvector('english'::regconfig, content))) STORED;

CREATE TABLE lexeme_stats (
    project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    lexeme     text NOT NULL,
    doc_freq   integer NOT NULL,
    PRIMARY KEY (project_id, lexeme)
);

CREATE TABLE project_text_stats (
    project_id   uuid PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    chunk_count  bigint NOT NULL,
    total_length bigint NOT NULL
);

CREATE FUNCTION chunks_stats_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- One writer per project at a time: the upserts below then never deadlock.
    PERFORM pg_advisory_xact_lock(hashtextextended(p::text, 7270002))
    FROM (SELECT DISTINCT project_id AS p FROM new_rows ORDER BY 1) AS projects;
    INSERT INTO lexeme_stats AS s (project_id, lexeme, doc_freq)
    SELECT n.project_id, u.lexeme, count(*)
    FROM new_rows AS n, unnest(n.tsv) AS u
    GROUP BY n.project_id, u.lexeme
    ORDER BY n.project_id, u.lexeme
    ON CONFLICT (project_id, lexeme) DO UPDATE SET doc_freq = s.doc_freq + excluded.doc_freq;
    INSERT INTO project_text_stats AS s (project_id, chunk_count, total_length)
    SELECT project_id, count(*), sum(lexeme_count) FROM new_rows GROUP BY project_id
    ON CONFLICT (project_id) DO UPDATE
        SET chunk_count = s.chunk_count + excluded.chunk_count,
            total_length = s.total_length + excluded.total_length;
    RETURN NULL;
END
$$;

CREATE FUNCTION chunks_stats_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(p::text, 7270002))
    FROM (SELECT DISTINCT project_id AS p FROM old_rows ORDER BY 1) AS projects;
    WITH gone AS (
        SELECT o.project_id, u.lexeme, count(*) AS n
        FROM old_rows AS o, unnest(o.tsv) AS u
        GROUP BY o.project_id, u.lexeme
    )
    UPDATE lexeme_stats AS s SET doc_freq = s.doc_freq - gone.n
    FROM gone
    WHERE s.project_id = gone.project_id AND s.lexeme = gone.lexeme;
    DELETE FROM lexeme_stats AS s
    USING (SELECT DISTINCT o.project_id, u.lexeme FROM old_rows AS o, unnest(o.tsv) AS u) AS gone
    WHERE s.project_id = gone.project_id AND s.lexeme = gone.lexeme AND s.doc_freq <= 0;
    UPDATE project_text_stats AS s
    SET chunk_count = s.chunk_count - gone.n, total_length = s.total_length - gone.len
    FROM (SELECT project_id, count(*) AS n, sum(lexeme_count) AS len FROM old_rows GROUP BY project_id) AS gone
    WHERE s.project_id = gone.project_id;
    RETURN NULL;
END
$$;

CREATE TRIGGER chunks_stats_after_insert AFTER INSERT ON chunks
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chunks_stats_insert();
CREATE TRIGGER chunks_stats_after_delete AFTER DELETE ON chunks
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chunks_stats_delete();

-- Statistics of chunks that existed before this migration.
INSERT INTO lexeme_stats (project_id, lexeme, doc_freq)
SELECT c.project_id, u.lexeme, count(*) FROM chunks AS c, unnest(c.tsv) AS u GROUP BY 1, 2;
INSERT INTO project_text_stats (project_id, chunk_count, total_length)
SELECT project_id, count(*), sum(lexeme_count) FROM chunks GROUP BY project_id;

-- Chunks matching `query` in a project, with optional filters (the one place they are spelled).
CREATE FUNCTION chunk_in_scope(
    c chunks, p_documents uuid[], p_page_from integer, p_page_to integer, p_section text
) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (p_documents IS NULL OR c.document_id = ANY (p_documents))
   AND (p_page_from IS NULL OR coalesce(c.page_end, c.page_start) >= p_page_from)
   AND (p_page_to IS NULL OR c.page_start <= p_page_to)
   AND (p_section IS NULL OR c.section = p_section);

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
CREATE FUNCTION bm25_search(
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
