"""Calibrate the reader's threshold on the dev split, end to end: through the product's own
retrieval and candidates (`Answerer.reading`), not on sampled groups.

    .venv/bin/python -m bench.reader.calibrate [--write]

For each dev question the best candidate's probability is recorded with whether the question is
answerable and whether that candidate holds the reference answer: office dev sets (answerable,
unanswerable, table rows), COVID-QA's, PolicyQA's and Doc2Dial's dev questions (answerable,
asked of a project of the dev documents; right when the best sentence holds the reference or,
for a reference of several sentences, lies within it), and COVID-QA's dev questions asked of a
project without their articles (unanswerable there). The threshold maximises right answers among
answerable questions minus answers to unanswerable ones (each a share of its kind), averaged over
the office sets and the datasets; `--write` stores it in
`ragkit/answer/reader_assets/reader.json`."""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from typing import Any

import psycopg

from bench.answers import corpus_files, covers, jsonl, sample
from bench.common import ROOT, fresh_database, write_result
from bench.quality import ingest_files
from bench.sets import office_sets
from bench.splits import split_of

ASSETS = ROOT / "layers" / "common" / "ragkit" / "answer" / "reader_assets"
DEV_QUESTIONS = 200  # per dataset


@dataclass(frozen=True)
class Seen:
    answerable: bool
    probability: float  # the best candidate's
    right: bool  # the best candidate holds the reference


def _best(answerer: Any, project: Any, question: str, reference: str | None) -> Seen:
    best = answerer.reading(project, question).best
    probability = best.probability if best else 0.0
    # the sentence holds the reference, or (a reference of several sentences) lies within it
    right = (
        best is not None
        and reference is not None
        and (covers(reference, best.text) or covers(best.text, reference))
    )
    return Seen(reference is not None, probability, right)


def office_dev(conn: psycopg.Connection, answerer: Any) -> list[Seen]:
    seen = []
    for office in office_sets():
        if split_of("office", office.name) != "dev":
            continue
        project, _ = ingest_files(conn, office.documents(), f"office:{office.name}", {})
        seen += [_best(answerer, project, q["text"], q["reference"]) for q in office.answerable]
        seen += [_best(answerer, project, text, None) for text in office.unanswerable]
        seen += [_best(answerer, project, t, " ".join(w)) for t, w, _ in office.table_rows]
    return seen


def datasets_dev(conn: psycopg.Connection, answerer: Any) -> list[Seen]:
    seen = []
    for folder in ("covidqa-dev", "policyqa", "doc2dial"):
        queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}

        def in_dev(doc: str, folder: str = folder) -> bool:
            return split_of(folder, doc) == "dev"

        project, _ = ingest_files(conn, corpus_files(folder, in_dev), f"{folder}:dev")
        rows = sample(
            [r for r in jsonl(folder, "answers.jsonl") if in_dev(r["doc_id"])], DEV_QUESTIONS
        )
        for row in rows:
            reference = row["answers"][0]["text"]
            seen.append(_best(answerer, project, queries[row["_id"]], reference))
        if folder == "covidqa-dev":  # the same questions, of a project without their articles
            without, _ = ingest_files(
                conn, corpus_files(folder, lambda doc: not in_dev(doc)), "covidqa-dev:without-dev"
            )
            seen += [_best(answerer, without, queries[row["_id"]], None) for row in rows]
    return seen


def rates(seen: list[Seen], threshold: float) -> dict[str, float]:
    answerable = [s for s in seen if s.answerable]
    unanswerable = [s for s in seen if not s.answerable]
    right = sum(s.right and s.probability >= threshold for s in answerable)
    refused = sum(s.probability < threshold for s in answerable)
    answered = sum(s.probability >= threshold for s in unanswerable)
    return {
        "answer_right": round(right / max(1, len(answerable)), 3),
        "refused": round(refused / max(1, len(answerable)), 3),
        "unanswerables_answered": round(answered / max(1, len(unanswerable)), 3),
    }


def calibrate(suites: list[list[Seen]]) -> float:
    """The threshold maximising the mean over the suites of (answer-right − unanswerables
    answered): office documents and the datasets count alike, whatever their sizes."""

    def gain(threshold: float) -> float:
        r = [rates(seen, threshold) for seen in suites]
        return sum(x["answer_right"] - x["unanswerables_answered"] for x in r) / len(r)

    return max((t / 100 for t in range(1, 100)), key=gain)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--database", default="answers")
    args = parser.parse_args()
    from ragkit import runtime
    from ragkit.answer.service import Answerer

    with fresh_database(args.database, keep=True) as conn:
        answerer = Answerer(conn, runtime.embedder(), None, runtime.settings())
        office, datasets = office_dev(conn, answerer), datasets_dev(conn, answerer)
    threshold = calibrate([office, datasets])
    result = {
        "threshold": threshold,
        "dev_all": rates(office + datasets, threshold),
        "dev_office": rates(office, threshold),
        "dev_datasets": rates(datasets, threshold),
        "questions": {"office": len(office), "datasets": len(datasets)},
        "curve_office": {f"{t / 20:.2f}": rates(office, t / 20) for t in range(1, 20)},
        "curve_datasets": {f"{t / 20:.2f}": rates(datasets, t / 20) for t in range(1, 20)},
    }
    print(json.dumps(result, indent=1))
    write_result("reader-calibration", result)
    if args.write:
        card = json.loads((ASSETS / "reader.json").read_text())
        card |= {
            "threshold": threshold,
            "calibrated_on": "dev split, end to end (bench.reader.calibrate)",
        }
        (ASSETS / "reader.json").write_text(json.dumps(card, indent=1) + "\n")


if __name__ == "__main__":
    main()
