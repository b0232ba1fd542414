-- Issue 17: soft delete with a recovery window, and ingestion runs.

-- A deleted project or document is hidden at once and purged after DELETE_RETENTION_DAYS.
ALTER TABLE projects ADD COLUMN deleted_at timestamptz;
ALTER TABLE documents ADD COLUMN deleted_at timestamptz;

-- A deleted project's name is free again; restoring it while another holds the name conflicts.
ALTER TABLE projects DROP CONSTRAINT projects_owner_id_name_key;
CREATE UNIQUE INDEX projects_owner_name_live ON projects (owner_id, name) WHERE deleted_at IS NULL;
CREATE INDEX projects_deleted ON projects (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX documents_deleted ON documents (deleted_at) WHERE deleted_at IS NOT NULL;

-- A deleted document's chunks wait here, out of the search indexes (and out of the project's
-- BM25 statistics, which chunks' statement triggers keep), so search pays nothing for the
-- recycle bin and a restore moves them back without embedding anything again.
CREATE TABLE deleted_chunks (LIKE chunks INCLUDING STORAGE);
ALTER TABLE deleted_chunks
    ADD CONSTRAINT deleted_chunks_document_fkey
    FOREIGN KEY (document_id) REFERENCES documents (id) ON DELETE CASCADE;
CREATE INDEX deleted_chunks_document ON deleted_chunks (document_id);

-- One run per bulk drop (object events of a project within a quiet window) or per explicit
-- reconciliation of a prefix with the database; one item per object it touched.
CREATE TABLE ingestion_runs (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id    uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    trigger       text NOT NULL CHECK (trigger IN ('drop', 'reconcile')),
    prefix        text,
    started_at    timestamptz NOT NULL DEFAULT now(),
    last_event_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ingestion_runs_project ON ingestion_runs (project_id, started_at DESC);

CREATE TABLE ingestion_run_items (
    run_id      uuid NOT NULL REFERENCES ingestion_runs (id) ON DELETE CASCADE,
    s3_key      text NOT NULL,
    document_id uuid,
    change      text NOT NULL CHECK (change IN ('new', 'existing', 'unchanged', 'deleted')),
    outcome     text CHECK (outcome IN ('ready', 'unchanged', 'failed', 'duplicate', 'deleted',
                                        'ignored')),
    reason      text,
    code        text,   -- the document's error code when it failed
    settled     text,   -- what the item had settled to before the object was seen again
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (run_id, s3_key)
);
-- the process function finds the open item of an object by its key
CREATE INDEX ingestion_run_items_open ON ingestion_run_items (s3_key) WHERE outcome IS NULL;
