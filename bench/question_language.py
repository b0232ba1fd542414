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
from collections.abc import Iterator
from typing import Any

from bench.common import ROOT, write_result
from bench.splits import DATASETS, split_of
from ragkit import languages

FLOORS = (0.0, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)
MAX_WRONG_REPLY = 0.001
OTHERS = ("de", "es", "ru", "ar", "zh")
SPOKEN = frozenset({"de", "fr", "es"})


def _texts(item: Any) -> Iterator[str]:
    if isinstance(item, dict):
        for key, value in item.items():
            if key in ("question", "first", "follow_up") and isinstance(value, str):
                yield value
            elif isinstance(value, dict | list):
                yield from _texts(value)
    elif isinstance(item, list):
        for each in item:
            yield from _texts(each)


def _dataset(folder: str) -> list[str]:
    with (DATASETS / folder / "queries.jsonl").open() as lines:
        queries = {row["_id"]: row["text"] for row in map(json.loads, lines)}
    with (DATASETS / folder / "answers.jsonl").open() as lines:
        return [
            queries[row["_id"]]
            for row in map(json.loads, lines)
            if split_of(folder, str(row["doc_id"])) == "dev"
        ]


def english_questions() -> list[str]:
    found: list[str] = []
    for office in sorted((ROOT / "bench" / "sets").glob("office*")):
        if split_of("office", office.name) == "dev":
            asked = json.loads((office / "questions.json").read_text())
            for key in ("answerable", "unanswerable", "table_rows", "follow_ups"):
                found += [t for t in _texts(asked.get(key, [])) if "?" in t or len(t) > 30]
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
