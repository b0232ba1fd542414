-- A repeatable file (db/migrate.py): applied after the migrations whenever its checksum changes,
-- so this is the function's one live definition; the migrations keep its history.
--
-- OR of the given lexemes, quoted as tsquery input; NULL for none.
CREATE OR REPLACE FUNCTION lexemes_or_query(p_lexemes text[]) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM unnest(p_lexemes) AS l
$$;
