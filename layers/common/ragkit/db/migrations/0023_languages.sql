-- Documents in other languages (issue 63): each document has a language (asked for on upload,
-- or detected, or the project's), and its chunks are indexed with that language's text-search
-- configuration, so BM25's statistics and a question's lexemes are stemmed alike.

-- ISO 639-1 code -> the Snowball configuration PostgreSQL ships for it. A configuration this
-- server lacks (Aurora's older versions have fewer) is simply not found: `simple` is used.
CREATE TABLE text_search_languages (
    language text PRIMARY KEY,
    config name NOT NULL
);
INSERT INTO text_search_languages (language, config) VALUES
    ('ar', 'arabic'), ('hy', 'armenian'), ('eu', 'basque'), ('ca', 'catalan'),
    ('da', 'danish'), ('nl', 'dutch'), ('en', 'english'), ('fi', 'finnish'),
    ('fr', 'french'), ('de', 'german'), ('el', 'greek'), ('hi', 'hindi'),
    ('hu', 'hungarian'), ('id', 'indonesian'), ('ga', 'irish'), ('it', 'italian'),
    ('lt', 'lithuanian'), ('ne', 'nepali'), ('no', 'norwegian'), ('nb', 'norwegian'),
    ('nn', 'norwegian'), ('pt', 'portuguese'), ('ro', 'romanian'), ('ru', 'russian'),
    ('sr', 'serbian'), ('es', 'spanish'), ('sv', 'swedish'), ('ta', 'tamil'),
    ('tr', 'turkish'), ('yi', 'yiddish');

CREATE FUNCTION text_config_of(p_language text) RETURNS regconfig
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT coalesce(
        (SELECT c.oid::regconfig
         FROM text_search_languages AS l
         JOIN pg_ts_config AS c ON c.cfgname = l.config AND c.cfgnamespace = 'pg_catalog'::regnamespace
         WHERE l.language = p_language),
        'simple'::regconfig)
$$;

ALTER TABLE projects ADD COLUMN language text
    CONSTRAINT projects_language_check CHECK (language ~ '^[a-z]{2,3}$');
-- language_asked: what the upload named; language: what the document was indexed as;
-- language_source: how that was decided (asked | detected | project | none).
ALTER TABLE documents ADD COLUMN language_asked text
    CONSTRAINT documents_language_asked_check CHECK (language_asked ~ '^[a-z]{2,3}$');
ALTER TABLE documents ADD COLUMN language text;
ALTER TABLE documents ADD COLUMN language_source text
    CONSTRAINT documents_language_source_check
    CHECK (language_source IN ('asked', 'detected', 'project', 'none'));
-- Documents stored before this migration keep language NULL and their English index.
ALTER TABLE documents ADD COLUMN text_config regconfig NOT NULL DEFAULT 'english'::regconfig;

-- Every chunk so far was indexed as English: the default keeps it so (no re-indexing, no
-- re-embedding). The recycle bin gets the same column in the same place (rows move by SELECT *).
ALTER TABLE chunks ADD COLUMN text_config regconfig NOT NULL DEFAULT 'english'::regconfig;
ALTER TABLE deleted_chunks ADD COLUMN text_config regconfig NOT NULL DEFAULT 'english'::regconfig;

-- A chunk is indexed with its document's configuration, whoever inserts it (ingestion, a
-- restore from the recycle bin, a move that gives it a place).
CREATE OR REPLACE FUNCTION chunks_index_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    SELECT d.text_config INTO NEW.text_config FROM documents AS d WHERE d.id = NEW.document_id;
    NEW.text_config := coalesce(NEW.text_config, 'english'::regconfig);
    NEW.tsv := to_tsvector(NEW.text_config, NEW.place || E'\n' || NEW.content);
    NEW.lexeme_count := tsvector_length(NEW.tsv);
    RETURN NEW;
END
$$;
DROP TRIGGER chunks_text_not_edited ON chunks;
CREATE TRIGGER chunks_text_not_edited
    BEFORE UPDATE OF content, place, project_id, tsv, lexeme_count, text_config ON chunks
    FOR EACH ROW EXECUTE FUNCTION chunks_refuse_text_update();

-- The configurations a project's chunks are indexed with, counted, so a question is stemmed by
-- each of them (bm25_search) without scanning the chunks.
CREATE TABLE project_text_configs (
    project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    config regconfig NOT NULL,
    chunk_count bigint NOT NULL,
    PRIMARY KEY (project_id, config)
);
INSERT INTO project_text_configs (project_id, config, chunk_count)
SELECT project_id, 'english'::regconfig, chunk_count FROM project_text_stats WHERE chunk_count > 0;

CREATE OR REPLACE FUNCTION chunks_stats_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
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
    INSERT INTO project_text_configs AS s (project_id, config, chunk_count)
    SELECT project_id, text_config, count(*) FROM new_rows GROUP BY project_id, text_config
    ORDER BY 1, 2
    ON CONFLICT (project_id, config) DO UPDATE SET chunk_count = s.chunk_count + excluded.chunk_count;
    RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION chunks_stats_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
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
    UPDATE project_text_configs AS s SET chunk_count = s.chunk_count - gone.n
    FROM (SELECT project_id, text_config, count(*) AS n FROM old_rows GROUP BY 1, 2) AS gone
    WHERE s.project_id = gone.project_id AND s.config = gone.text_config;
    DELETE FROM project_text_configs AS s
    USING (SELECT DISTINCT project_id FROM old_rows) AS gone
    WHERE s.project_id = gone.project_id AND s.chunk_count <= 0;
    RETURN NULL;
END
$$;
