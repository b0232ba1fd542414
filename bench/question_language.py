"""How sure CLD3 must be of a question's language before the answer step acts on it.

    python -m bench.question_language

A question is short, and CLD3 takes some English questions for another language with
confidence ("Whom do I call about a neighbour problem?" read as Portuguese). The answer step
acts on a question's language twice: it says "I don't know." in it (en, de, fr, es) and it
keeps the hybrid branches that can read it. Measured on dev only (`bench/splits.json`): the
English questions of the office sets, SQuAD 2.0, COVID-QA and PolicyQA, against XQuAD's
questions in German, Spanish, Russian, Arabic and Chinese, at each probability floor: the share
of English questions taken for another language (for German, French or Spanish: the ones that
would hear "I don't know." in it) and the share of the other languages' questions recognised.
The floor chosen is the lowest whose English-to-de/fr/es share is at most MAX_WRONG_REPLY."""

from __future__ import annotations

import json
from typing import Any

from bench.answers import jsonl
from bench.common import write_result
from bench.sets import OfficeSet, office_sets
from bench.splits import split_of
from ragkit import languages

FLOORS = (0.0, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)
MAX_WRONG_REPLY = 0.001
OTHERS = ("de", "es", "ru", "ar", "zh")
SPOKEN = frozenset({"de", "fr", "es"})


def _dataset(folder: str) -> list[str]:
    """The questions of a collection's dev documents."""
    queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}
    return [
        queries[row["_id"]]
        for row in jsonl(folder, "answers.jsonl")
        if split_of(folder, str(row["doc_id"])) == "dev"
    ]


def _office_questions(office: OfficeSet) -> list[str]:
    """Every question a set asks: answerable, unanswerable, about table rows, and both turns
    of its follow-ups."""
    return [
        *(item["text"] for item in office.answerable),
        *office.unanswerable,
        *(row[0] for row in office.table_rows),
        *(turn for f in office.follow_ups for turn in (f["first"], f["follow_up"])),
    ]


def english_questions() -> list[str]:
    found = [
        question
        for office in office_sets()
        if split_of("office", office.name) == "dev"
        for question in _office_questions(office)
    ]
    for folder in ("squad2", "covidqa-dev", "policyqa"):
        found += _dataset(folder)
    return found


def main() -> None:
    english = [languages.guess(text) for text in english_questions()]
    others = {code: [languages.guess(t) for t in _dataset(f"xquad/{code}")] for code in OTHERS}
    rows: list[dict[str, Any]] = []
    for floor in FLOORS:
        taken = [g for g in english if g and g[0] != "en" and g[1] >= floor]
        rows.append(
            {
                "floor": floor,
                "english_taken_for_another": round(len(taken) / len(english), 4),
                "english_taken_for_de_fr_es": round(
                    sum(1 for g in taken if g[0] in SPOKEN) / len(english), 4
                ),
                "recognised": {
                    code: round(
                        sum(1 for g in guesses if g and g[0] == code and g[1] >= floor)
                        / len(guesses),
                        3,
                    )
                    for code, guesses in others.items()
                },
            }
        )
    chosen = next(r["floor"] for r in rows if r["english_taken_for_de_fr_es"] <= MAX_WRONG_REPLY)
    result = {"english_questions": len(english), "floors": rows, "chosen": chosen}
    print(json.dumps(result, indent=1))
    print(write_result("question-language", result))


if __name__ == "__main__":
    main()
