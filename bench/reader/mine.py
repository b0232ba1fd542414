"""Training groups as the product reads them: the train split's questions asked through the
product's own retrieval, each with the candidate sentences the answer step would give the
reader (`Answerer.reading`), labelled.

    .venv/bin/python -m bench.reader.mine     # .local/reader/mined{,-languages}-train.jsonl

`bench.reader.data` draws a question's wrong sentences from its own document (its paragraph,
the sentences sharing its rarest words); at run time the reader reads what the hybrid search
and `candidates` choose from the whole project: other documents, table rows, sentences near in
meaning but not in words. The reader ranked well on the first kind (office dev top-1 0.83) and
worse on the second (its top sentence right for 0.48 of the paraphrased office dev questions,
where the embedder's cosine alone picked the right one for 0.68). These groups are the second
kind. A candidate is right when it holds the reference (or lies within a reference of several
sentences), as `bench.reader.calibrate` counts it; an unanswerable question's candidates are all
wrong. Only train-split documents and office sets are read."""

from __future__ import annotations

import argparse
import itertools
import json
from collections.abc import Iterator
from typing import Any

import psycopg

from bench.common import fresh_database
from bench.reader import questions
from bench.reader.calibrate import OTHER_LANGUAGES, holds
from bench.reader.data import OUT
from bench.splits import Split
from ragkit import runtime
from ragkit.answer.reader import pair
from ragkit.answer.service import Answerer

# questions a collection: the office train sets give about 2,150; these keep the datasets'
# share near the one they have in `bench.reader.data` and a run of both within a session
CAPS = {"squad2": 700, "covidqa-dev": 300, "policyqa": 300, "doc2dial": 300}
# XQuAD's train questions a language (of about 430): answerable, and on-topic unanswerable (each
# one a project of its article without the answering paragraph, so the slow part of a run)
LANGUAGE_CAPS = (250, 50)


def group(
    answerer: Answerer, project: Any, question: str, reference: str | None, collection: str
) -> dict[str, Any]:
    found = answerer.reading(project, question).found
    pairs = [
        [
            *pair(question, c.text, c.source.hit.section, c.before),
            int(holds(reference, c.text)),
        ]
        for c in found
    ]
    kind = "unanswerable" if reference is None else "answerable"
    return {"collection": collection, "kind": kind, "question": question, "pairs": pairs}


Groups = Iterator[dict[str, Any]]


def office_groups(conn: psycopg.Connection, answerer: Answerer, split: Split) -> Groups:
    for question in questions.office(conn, split):
        yield group(answerer, *question, "office")


def dataset_groups(conn: psycopg.Connection, answerer: Answerer, split: Split) -> Groups:
    for folder, cap in CAPS.items():
        for question in questions.dataset(conn, folder, split, cap):
            yield group(answerer, *question, folder)


def language_groups(conn: psycopg.Connection, answerer: Answerer, split: Split) -> Groups:
    """XQuAD's questions in the languages other than English: the reader's base learned
    English only, and these are the only training questions in other languages there are."""
    answerable, unanswerable = LANGUAGE_CAPS
    for language in OTHER_LANGUAGES:
        folder = f"xquad/{language}"
        for question in questions.dataset(conn, folder, split, answerable):
            yield group(answerer, *question, folder)
        for question in questions.without_paragraph(conn, folder, split, unanswerable):
            yield group(answerer, *question, folder)


PARTS = {"mined": (office_groups, dataset_groups), "mined-languages": (language_groups,)}


def write(name: str, found: Groups) -> None:
    written = 0
    with (OUT / f"{name}.jsonl").open("w") as out:
        for one in found:
            if one["kind"] == "answerable" and not any(label for *_, label in one["pairs"]):
                # the retrieval missed its answer: the group would teach the reader that the
                # sentences near such a question never answer it (first run: dev datasets
                # refused 0.53 -> 0.77), when they only do not hold this answer
                continue
            out.write(json.dumps(one) + "\n")
            written += 1
    print(f"{written} groups in {OUT / name}.jsonl", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database", default="answers-train")
    parser.add_argument(
        "--parts", nargs="+", choices=sorted(PARTS), default=sorted(PARTS), help="what is mined"
    )
    parser.add_argument(
        "--split",
        choices=("train", "dev"),
        default="train",
        help="dev: the same groups of dev questions, to compare readers on (bench.reader.ship)",
    )
    args = parser.parse_args()
    embedder, settings = runtime.embedder(), runtime.settings()
    with fresh_database(args.database, keep=True) as conn:
        answerer = Answerer(conn, embedder, None, settings)
        for name in args.parts:
            found = (part(conn, answerer, args.split) for part in PARTS[name])
            write(f"{name}-{args.split}", itertools.chain.from_iterable(found))


if __name__ == "__main__":
    main()
