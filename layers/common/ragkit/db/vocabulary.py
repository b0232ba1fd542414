"""A project's own vocabulary (`lexeme_stats`): which words of a question it has nowhere, and
the nearest words it does have, spelt as its documents spell them."""

from __future__ import annotations

import re
from collections.abc import Sequence
from uuid import UUID

import psycopg

from ragkit.wordforms import derived_forms, other_forms

# ts_debug token types made of letters, or of digits and letters ("3D", "5G": a word that
# names a kind, "3D prints"; codes such as "N3" too, which `questions.codes` also finds); not
# numbers, URLs, e-mail addresses
_WORD_TYPES = ["asciiword", "word", "asciihword", "hword", "numword"]
_SURROGATES = range(0xD800, 0xE000)  # no text holds them
_LAST_CODE_POINT = 0x10FFFF


def unknown_words(conn: psycopg.Connection, project_id: UUID, text: str) -> dict[str, str]:
    """The words of `text` whose stem (the text index's, in each of the project's languages) no
    chunk of the project has, each with that stem; a word of digits and letters that the
    project writes another way ("COVID19" of documents saying "COVID-19"), or an irregular form
    of a word it has in another ("child" of documents saying "children"; "deliver" of documents
    saying "delivery": `wordforms`), is known."""
    rows = conn.execute(
        """
        SELECT d.token, min(d.lexemes[1]), d.alias = 'numword'
        FROM project_configs(%(project)s) AS c (config), ts_debug(c.config, %(text)s) AS d
        WHERE d.alias = ANY(%(types)s) AND cardinality(d.lexemes) = 1
        GROUP BY d.token, d.alias
        HAVING bool_and(NOT EXISTS (SELECT 1 FROM lexeme_stats AS s
                                    WHERE s.project_id = %(project)s AND s.lexeme = d.lexemes[1]))
        """,
        {"text": text, "types": _WORD_TYPES, "project": project_id},
    ).fetchall()
    unknown = {
        token: lexeme
        for token, lexeme, digits in rows
        if not digits or written_as(conn, project_id, ways_of_writing(token)) is None
    }
    forms = {token: other_forms(token) | derived_forms(token) for token in unknown}
    if not any(forms.values()):
        return unknown
    said = held(conn, project_id, sorted(set().union(*forms.values())))
    return {token: lexeme for token, lexeme in unknown.items() if not forms[token] & said}


def ways_of_writing(code: str) -> list[str]:
    """The ways a document may write a code: as asked, and its letters and digits run together,
    apart, or joined by hyphens ("TW-401", "TW401", "TW 401")."""
    pieces = re.findall(r"[A-Za-z]+|\d+", code)
    return list(dict.fromkeys([code, "".join(pieces), " ".join(pieces), "-".join(pieces)]))


def _spaced(way: str) -> str:
    """The way as a pattern whose spaces stand for any run of whitespace (a line's end)."""
    return r"\s+".join(re.escape(piece) for piece in way.split())


def written_as(
    conn: psycopg.Connection,
    project_id: UUID,
    ways: Sequence[str],
    document_ids: Sequence[UUID] | None = None,
) -> str | None:
    """How a chunk of the project (of `document_ids`, when given) writes a code, as its text
    spells it ("TW-201" for "tw-201"), in the first of the `ways` ("TW-401", "TW401") that one
    writes as a phrase; None when none does."""
    for way in ways:
        row = conn.execute(
            # the phrase as each of the project's languages stems it: a constant query per
            # language, which the text index answers
            "SELECT w.written FROM project_configs(%(project)s) AS q (config), chunks AS c,"
            " LATERAL (SELECT substring(c.content FROM %(pattern)s) AS written) AS w"
            " WHERE c.project_id = %(project)s AND c.text_config = q.config"
            " AND chunk_in_scope(c, %(documents)s, NULL, NULL, NULL)"
            " AND c.tsv @@ phraseto_tsquery(q.config, %(way)s) AND w.written IS NOT NULL"
            " LIMIT 1",
            {
                "project": project_id,
                "documents": None if document_ids is None else list(document_ids),
                "way": way,
                # the way, whatever its case, as whole words (the text's own spelling), for the
                # text search reads "A 5" as "5" ("a" is a stop word): any "5" is no "A5"
                "pattern": rf"(?i)(?<![\w-]){_spaced(way)}(?![\w-])",
            },
        ).fetchone()
        if row:
            return str(row[0])
    return None


def held(conn: psycopg.Connection, project_id: UUID, words: Sequence[str]) -> set[str]:
    """Those of `words` whose stems (the text index's, in one of the project's languages) some
    chunk of the project has, all of them ("2", "3rd", "second")."""
    rows = conn.execute(
        """
        SELECT DISTINCT w
        FROM unnest(%(words)s::text[]) AS w, project_configs(%(project)s) AS c (config)
        WHERE to_tsvector(c.config, w) <> ''
          AND NOT EXISTS (
              SELECT 1 FROM unnest(tsvector_to_array(to_tsvector(c.config, w))) AS said(stem)
              WHERE NOT EXISTS (SELECT 1 FROM lexeme_stats AS s
                                WHERE s.project_id = %(project)s AND s.lexeme = said.stem))
        """,
        {"words": list(words), "project": project_id},
    ).fetchall()
    return {str(word) for (word,) in rows}


def nearest_spelling(
    conn: psycopg.Connection, project_id: UUID, word: str, stem: str, max_edits: int
) -> str | None:
    """How the project's documents spell the word nearest to `word` (whose stem is `stem`):
    among its stems one letter from `stem` with the same first letter (a slip of the pen rarely
    hits it), or up to `max_edits` letters with the same first four ("decision" is no slip for
    "delusion", "infleunza" one for "influenza"), the nearest, the most frequent of those; of that
    stem's spellings in a few of its chunks, the nearest to `word`, if that one too is at most
    `max_edits` letters away ("motivates" is not a slip for "motifs", although "motiv" is one
    for "motif"). None when there is none. Only the project's stems of that first letter are
    read (a range of its primary key)."""
    row = conn.execute(
        """
        WITH near AS (
            SELECT s.lexeme
            FROM lexeme_stats AS s
            WHERE s.project_id = %(project)s
              AND s.lexeme >= %(first)s AND (%(after)s::text IS NULL OR s.lexeme < %(after)s)
              AND left(s.lexeme, 1) = left(%(stem)s, 1)
              AND abs(length(s.lexeme) - length(%(stem)s)) <= %(edits)s
              AND levenshtein(s.lexeme, %(stem)s)
                  <= CASE WHEN left(s.lexeme, 4) = left(%(stem)s, 4) THEN %(edits)s ELSE 1 END
            ORDER BY levenshtein(s.lexeme, %(stem)s), s.doc_freq DESC, s.lexeme
            LIMIT 1
        ), spelt AS (
            SELECT d.token, levenshtein(lower(d.token), lower(%(word)s)) AS edits
            FROM near, LATERAL (
                SELECT c.content, c.text_config FROM chunks AS c
                WHERE c.project_id = %(project)s AND c.tsv @@ quote_literal(near.lexeme)::tsquery
                ORDER BY c.id  -- the same chunks however the table's rows lie on disk
                LIMIT %(chunks)s
            ) AS c, LATERAL ts_debug(c.text_config, c.content) AS d
            WHERE d.lexemes[1] = near.lexeme
        )
        SELECT token FROM spelt WHERE edits <= %(edits)s ORDER BY edits, token LIMIT 1
        """,
        {
            "project": project_id,
            "word": word,
            "stem": stem,
            "edits": max_edits,
            "chunks": 5,
            "first": stem[:1],
            "after": _next_character(stem[:1]),
        },
    ).fetchone()
    return None if row is None else str(row[0])


def _next_character(char: str) -> str | None:
    """The character after `char` (the end of the range of words that start with it), or None
    when there is none PostgreSQL can hold (past a surrogate block or the last code point)."""
    after = ord(char) + 1 if char else _LAST_CODE_POINT + 1
    if after > _LAST_CODE_POINT:
        return None
    return chr(_SURROGATES.stop) if after in _SURROGATES else chr(after)
