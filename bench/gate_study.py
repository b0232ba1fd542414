"""Why office questions are refused, and whether answer models fitted on office questions too
would tell paraphrases from unanswerables better (README, thirty-second round).

    python -m bench.gate_study refusals [--suites office,office2,...]
    python -m bench.gate_study folds

`refusals` asks every office set's answerable and unanswerable questions of its project (the
`answers` benchmark database, ingesting what it lacks) and prints which gate refused each, how
often the likeliest sentence held the answer of a refused answerable one, and what lowering the
answerability threshold alone would let through. `folds` reads the features of the last
`bench.calibrate_answers --with-office` run (its cache) and, by fold, compares the models fitted
on the datasets alone with those fitted on the odd-numbered office sets too: the sentence
model's top-1 on each kind of question, and the answerables the question model lets through at
the same share of unanswerables let through."""

from __future__ import annotations

import argparse
import json
import pickle
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from bench.answers import OFFICE_SETS, covers
from bench.calibrate_answers import (
    CACHE,
    FOLDS,
    Asked,
    fit,
    fitted,
    from_office,
    question_rows,
    top1,
)
from bench.common import fresh_database, write_result
from bench.quality import ingest_files

THRESHOLDS = (0.28, 0.25, 0.22, 0.2, 0.15, 0.1)
SHARES = (0.1, 0.2, 0.3)  # of the unanswerables let through


def refusals(suites: Sequence[str]) -> dict[str, Any]:
    from ragkit.answer.evidence import calibration
    from ragkit.answer.generators import create_generator
    from ragkit.answer.prompt import IDK
    from ragkit.answer.service import Answerer
    from ragkit.embeddings import get_embedder
    from ragkit.settings import get_settings

    settings = get_settings()
    fitted_gate = calibration(settings.resolved_embedding_model)
    rows = []
    with fresh_database("answers", keep=True) as conn:
        answerer = Answerer(conn, get_embedder(), create_generator(settings), settings)
        for name in suites:
            documents = OFFICE_SETS[name]
            project, _ = ingest_files(conn, documents.documents(), name, {})
            asked = [(q.text, q.reference) for q in documents.ANSWERABLE]
            for text, reference in [*asked, *((q, None) for q in documents.UNANSWERABLE)]:
                found = answerer.evidence(project, text)
                gate, probability, top = "relevance", None, ""
                if found is not None:
                    findings = found[1]
                    probability = findings.answerable
                    gate = answerer._refused_by(project, text, findings) or "none"
                    top = findings.evidence[0].text if findings.evidence else ""
                answer = answerer.ask(project_id=project, owner_id="bench", question=text)
                rows.append(
                    {
                        "answerable": reference is not None,
                        "gate": gate,
                        "probability": probability,
                        "top_holds": reference is not None and covers(reference, top),
                        "answered": answer.answer != IDK,
                    }
                )
    return _refusal_figures(rows, fitted_gate.question.threshold)


def _refusal_figures(rows: list[dict[str, Any]], threshold: float) -> dict[str, Any]:
    answerable = [r for r in rows if r["answerable"]]
    unanswerable = [r for r in rows if not r["answerable"]]
    refused = [r for r in answerable if not r["answered"]]
    # past the relevance gate and another kind: what the answerability check weighs
    weighed = [r for r in rows if r["gate"] not in ("relevance", "other kind")]

    def past(bar: float, answerable: bool) -> int:
        return sum(
            r["probability"] >= bar
            for r in weighed
            if r["answerable"] == answerable
            and (answerable or r["gate"] in ("answerability", "none"))
        )

    return {
        "answerable": len(answerable),
        "unanswerable": len(unanswerable),
        "answerable_refused_by_gate": dict(Counter(r["gate"] for r in refused)),
        "refused_with_top_sentence_holding_answer": sum(r["top_holds"] for r in refused),
        "refused_by_answerability_with_top_holding": sum(
            r["top_holds"] for r in refused if r["gate"] == "answerability"
        ),
        "unanswerable_answered": sum(r["answered"] for r in unanswerable),
        "unanswerable_refused_by_gate": dict(
            Counter(r["gate"] for r in unanswerable if not r["answered"])
        ),
        "threshold": threshold,
        # what the answerability check alone would let through at a lower threshold (the rules
        # after it refuse some unanswerables still)
        "past_the_check": {
            str(t): {
                "answerable": past(t, True),
                "answerable_top_holds": sum(
                    r["probability"] >= t and r["top_holds"] for r in weighed if r["answerable"]
                ),
                "unanswerable": past(t, False),
            }
            for t in THRESHOLDS
        },
    }


def folds() -> dict[str, Any]:
    asked: list[Asked] = pickle.loads(CACHE.read_bytes())
    if not from_office(asked).any():
        raise SystemExit("the cache has no office questions: run calibrate_answers --with-office")
    of_office = from_office(asked)
    labels = np.array([a.answerable for a in asked])
    fold_of = np.array([a.fold for a in asked])
    result: dict[str, Any] = {}
    for variant, with_office in (("datasets alone", False), ("with office", True)):
        scores = np.zeros(len(asked))
        top: dict[str, list[float]] = {"datasets": [], "office": []}
        for fold in range(FOLDS):
            training = [
                a for a in asked if a.fold != fold and (with_office or a.source != "office")
            ]
            models = fitted(training)
            question = fit(*question_rows(training, models))
            tested = [a for a in asked if a.fold == fold]
            x, _ = question_rows(tested, models)
            scores[fold_of == fold] = [question(r) for r in x]
            for kind, by_fold in top.items():
                of_kind = [a for a in tested if (a.source == "office") == (kind == "office")]
                by_fold.append(top1(of_kind, models))
        result[variant] = {
            "sentence_top1_by_fold": top,
            "answerables_let_through": {
                kind: _let_through(scores, labels, mask)
                for kind, mask in (("datasets", ~of_office), ("office", of_office))
            },
        }
    return result


def _let_through(scores: np.ndarray, labels: np.ndarray, mask: np.ndarray) -> dict[str, float]:
    """The share of answerables whose probability exceeds that of the given share of
    unanswerables (the same false answers, a better check lets more answerables through)."""
    negatives = np.sort(scores[mask & (labels == 0)])[::-1]
    positives = mask & (labels == 1)
    return {
        str(share): round(
            float(
                (scores[positives] > negatives[int(share * len(negatives))]).sum() / positives.sum()
            ),
            3,
        )
        for share in SHARES
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("study", choices=["refusals", "folds"])
    parser.add_argument("--suites", default=",".join(OFFICE_SETS))
    args = parser.parse_args(argv)
    study: Callable[[], dict[str, Any]] = (
        (lambda: refusals(args.suites.split(","))) if args.study == "refusals" else folds
    )
    result = study()
    write_result(f"gate-study-{args.study}", result)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
