-- Chat sessions and their messages. A session belongs to one project and one owner; it expires
-- after SESSION_TTL_MINUTES without activity (checked on use, swept when a new one starts).
CREATE TABLE chat_sessions (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id     uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    owner_id       text NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    last_active_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_sessions_project_active ON chat_sessions (project_id, last_active_at);

CREATE TABLE chat_messages (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
    role       text NOT NULL CHECK (role IN ('user', 'assistant')),
    content    text NOT NULL,
    sources    jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session ON chat_messages (session_id, id);
