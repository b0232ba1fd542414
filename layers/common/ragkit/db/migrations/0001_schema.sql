-- Projects, documents and chunks. The embedding model and its dimension come from the settings
-- `ragkit.embedding_model` / `ragkit.embedding_dimensions`, which the migration runner sets.
CREATE EXTENSION IF NOT EXISTS vector;

-- One row: the model whose vectors this database holds. Vectors of two models never mix.
CREATE TABLE embedding_config (
    singleton  boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    model      text NOT NULL,
    dimensions integer NOT NULL CHECK (dimensions > 0),
    created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO embedding_config (model, dimensions)
VALUES (current_setting('ragkit.embedding_model'), current_setting('ragkit.embedding_dimensions')::integer);

CREATE TABLE projects (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id   text NOT NULL,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (owner_id, name)
);

CREATE TABLE documents (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id     uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    filename       text NOT NULL,
    s3_key         text NOT NULL UNIQUE,
    file_type      text,
    size_bytes     bigint,
    content_sha256 text,
    status         text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'processing', 'ready', 'failed')),
    error_message  text,
    chunk_count    integer NOT NULL DEFAULT 0,
    page_count     integer,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    processed_at   timestamptz
);
CREATE INDEX documents_project_created ON documents (project_id, created_at);
CREATE INDEX documents_project_sha ON documents (project_id, content_sha256);

DO $$
BEGIN
    EXECUTE format($ddl$
        CREATE TABLE chunks (
            id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            project_id     uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
            document_id    uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
            chunk_index    integer NOT NULL,
            content        text NOT NULL,
            token_count    integer NOT NULL,
            page_start     integer,
            page_end       integer,
            section        text,
            content_sha256 text NOT NULL,
            embedding      vector(%s) NOT NULL,
            -- The regconfig is named, never taken from default_text_search_config, so the
            -- column and every query stem the same way.
            tsv            tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content)) STORED,
            created_at     timestamptz NOT NULL DEFAULT now(),
            UNIQUE (document_id, chunk_index)
        )$ddl$, current_setting('ragkit.embedding_dimensions')::integer);
END
$$;
CREATE INDEX chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops);
CREATE INDEX chunks_tsv_gin ON chunks USING gin (tsv);
CREATE INDEX chunks_project_document ON chunks (project_id, document_id);
