"""Answer and citation quality on COVID-QA (long articles, reference answer spans).

    python -m bench.answers [--dataset DIR] [--held-out 6] [--label X]

The articles are ingested through the pipeline as text files (kept in the `answers` benchmark
database for the next run). Every question is asked with the configured answerer (offline:
extractive) and scored:
- answer-right: at least 80% of the reference answer's words appear in the answer;
- cited-right: they appear in the quotes of the cited sources from the question's own article;
- refused: the answer is "I don't know." (every question here is answerable).
In-domain unanswerables: a second project holds the collection minus `--held-out` articles; the
questions of those articles are asked there (answered = a false answer unless another article
happens to answer it, which this figure does not check by hand). Off-topic: the 20 everyday
questions of bench.calibrate. Chat latency includes the query embedding.

This is the COVID-QA part of the benchmark issue 15 asks for; pubmedqa and mixed office documents
are not in it yet."""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
import uuid
from pathlib import Path
from typing import Any

import psycopg

from bench.calibrate import OFF_TOPIC
from bench.common import ROOT, fresh_database, percentiles, write_result
from bench.quality import Collection, ingest

COVIDQA = ROOT.parent / "shared" / "datasets" / "covidqa-dev"
IDK = "I don't know."
_WORD = re.compile(r"\w+")


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def covers(reference: str, text: str, share: float = 0.8) -> bool:
    wanted = words(reference)
    return bool(wanted) and len(wanted & words(text)) >= share * len(wanted)


def references(path: Path) -> dict[str, tuple[str, str]]:
    """Question id -> (its article id, reference answer text)."""
    found = {}
    with (path / "answers.jsonl").open() as lines:
        for line in lines:
            record = json.loads(line)
            found[str(record["_id"])] = (str(record["doc_id"]), record["answers"][0]["text"])
    return found


def ask_all(
    conn: psycopg.Connection, project: uuid.UUID, questions: dict[str, str]
) -> tuple[dict[str, Any], list[float]]:
    from ragkit.answer.generators import create_generator
    from ragkit.answer.service import Answerer
    from ragkit.embeddings import get_embedder
    from ragkit.settings import get_settings

    settings = get_settings()
    answerer = Answerer(conn, get_embedder(), create_generator(settings), settings)
    answers, seconds = {}, []
    for qid, question in questions.items():
        started = time.perf_counter()
        answers[qid] = answerer.ask(project_id=project, owner_id="bench", question=question)
        seconds.append(time.perf_counter() - started)
    return answers, seconds


def score(answers: dict[str, Any], refs: dict[str, tuple[str, str]]) -> dict[str, float]:
    right = cited = refused = 0
    lengths = []
    for qid, answer in answers.items():
        doc_id, reference = refs[qid]
        refused += answer.answer == IDK
        right += covers(reference, answer.answer)
        quotes = " ".join(
            s.quote for s in answer.sources if s.cited and s.filename == f"{doc_id}.txt"
        )
        cited += covers(reference, quotes)
        lengths.append(len(answer.answer.split()))
    n = len(answers)
    return {
        "questions": n,
        "answer_right": round(right / n, 3),
        "cited_right": round(cited / n, 3),
        "refused": round(refused / n, 3),
        "answer_words_median": statistics.median(lengths),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dataset", type=Path, default=COVIDQA)
    parser.add_argument("--held-out", type=int, default=6)
    parser.add_argument("--label", default="")
    args = parser.parse_args(argv)

    collection = Collection.load(args.dataset)
    refs = references(args.dataset)
    held_out = sorted(collection.corpus)[: args.held_out]
    partial = Collection(
        {d: t for d, t in collection.corpus.items() if d not in held_out},
        collection.queries,
        collection.qrels,
    )
    unanswerable = {q: t for q, t in collection.queries.items() if refs[q][0] in held_out}
    with fresh_database("answers", keep=True) as conn:
        full_project, _ = ingest(conn, collection, "covidqa-all")
        partial_project, _ = ingest(conn, partial, f"covidqa-without-{args.held_out}")
        answers, seconds = ask_all(conn, full_project, collection.queries)
        false_answers, _ = ask_all(conn, partial_project, unanswerable)
        off_topic, _ = ask_all(conn, full_project, dict(enumerate(OFF_TOPIC)))  # type: ignore[arg-type]
    result = {
        "label": args.label,
        "dataset": args.dataset.name,
        **score(answers, refs),
        "unanswerable_questions": len(unanswerable),
        "unanswerable_answered": round(
            sum(a.answer != IDK for a in false_answers.values()) / len(false_answers), 3
        ),
        "off_topic_answered": sum(a.answer != IDK for a in off_topic.values()),
        "chat": percentiles(seconds),
    }
    write_result(f"answers-{args.dataset.name}{'-' + args.label if args.label else ''}", result)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
