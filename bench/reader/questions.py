"""The questions of a split, each with the project it is asked of and its reference answer (None:
the documents do not answer it): what `bench.reader.calibrate` fits on (dev) and
`bench.reader.mine` learns from (train), read the same way."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import psycopg

from bench.answers import corpus_files, jsonl, sample, without_answer
from bench.quality import ingest_files
from bench.sets import OfficeSet, office_sets
from bench.splits import Split, split_of

Question = tuple[uuid.UUID, str, str | None]  # project, question, reference


def office(conn: psycopg.Connection, split: Split) -> Iterator[Question]:
    """The split's office sets, set by set (`of_set`)."""
    for office_set in office_sets():
        if split_of("office", office_set.name) == split:
            yield from of_set(conn, office_set)


def of_set(conn: psycopg.Connection, office_set: OfficeSet) -> Iterator[Question]:
    """An office set's answerable questions, its unanswerable ones, then its table-row questions
    (their reference: the row's values)."""
    name = f"office:{office_set.name}"
    project, _ = ingest_files(conn, office_set.documents(), name, {})
    for q in office_set.answerable:
        yield project, q["text"], q["reference"]
    for text in office_set.unanswerable:
        yield project, text, None
    for text, values, _ in office_set.table_rows:
        yield project, text, " ".join(values)


def dataset(conn: psycopg.Connection, folder: str, split: Split, limit: int) -> Iterator[Question]:
    """`limit` questions of a collection's split (`bench.answers.sample`), asked of a project of
    the split's documents."""

    def in_split(doc: str) -> bool:
        return split_of(folder, doc) == split

    project, _ = ingest_files(conn, corpus_files(folder, in_split), f"{folder}:{split}")
    queries, rows = _sampled(folder, split, limit)
    for row in rows:
        answerable = bool(row["answers"]) and row.get("answerable", True)
        yield project, queries[row["_id"]], row["answers"][0]["text"] if answerable else None


def without_paragraph(
    conn: psycopg.Connection, folder: str, split: Split, limit: int
) -> Iterator[Question]:
    """The same `limit` questions as `dataset`'s, each asked of its own article without the
    paragraph that answers it (`bench.answers.without_answer`): on the very topic, unanswerable.
    A question whose answer's words stand elsewhere in the article too is left out."""
    queries, rows = _sampled(folder, split, limit)
    for row in rows:
        if row["answers"] and (project := without_answer(conn, folder, row)):
            yield project, queries[row["_id"]], None


def _sampled(folder: str, split: Split, limit: int) -> tuple[dict[str, str], list[dict[str, Any]]]:
    """The collection's questions by id, and `limit` of its split's answer rows
    (`bench.answers.sample`): the same rows for `dataset` and `without_paragraph`."""
    queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}
    rows = [r for r in jsonl(folder, "answers.jsonl") if split_of(folder, r["doc_id"]) == split]
    return queries, sample(rows, limit)
