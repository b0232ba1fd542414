-- A repeatable file (db/migrate.py): the text-search configurations a question to the project
-- is stemmed with: those its chunks are indexed with (migration 0023), or, before it has any,
-- its own language's (English when it names none).
CREATE OR REPLACE FUNCTION project_configs(p_project uuid) RETURNS SETOF regconfig
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT t.config FROM project_text_configs AS t WHERE t.project_id = p_project
    UNION ALL
    SELECT text_config_of(coalesce(p.language, 'en')) FROM projects AS p
    WHERE p.id = p_project
      AND NOT EXISTS (SELECT 1 FROM project_text_configs AS t WHERE t.project_id = p_project)
$$;
