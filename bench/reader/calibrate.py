"""Calibrate the reader's judge and threshold on the dev split, end to end: through the
product's own retrieval and candidates (`Answerer.reading`), not on sampled groups.

    .venv/bin/python -m bench.reader.calibrate [--write] [--without-sentence-vectors]
        [--other-languages]

The judge weighs the configured embedder's sentence cosines (its calibration in `reader.json` is
keyed by the embedding model's name: `EMBEDDING_MODEL=... ` calibrates another); with
`--without-sentence-vectors` the questions are read as with an embedder that gives sentences no
vectors (candidates chosen without a cosine, none to weigh), for the card's "none"
calibration; with `--other-languages` on XQuAD's dev questions in the languages other than
English, for the card's calibration of questions in a language the cross-encoder was not
trained on (`Card.in_other_languages`).

For each dev question every candidate is recorded (the cross-encoder's score, the embedder's
cosine, its chunk's rank, whether it holds the reference answer) with whether the question is
answerable: office dev sets (answerable, unanswerable, table rows), COVID-QA's, PolicyQA's and
Doc2Dial's dev questions (answerable, asked of a project of the dev documents; a candidate is
right when it holds the reference or, for a reference of several sentences, lies within it), and
COVID-QA's dev questions asked of a project without their articles (unanswerable there).

The judge (`ragkit.answer.reader.Judge`) is a logistic regression of "this candidate is right"
on `reader.features`, fitted by Newton's method on every dev candidate. The threshold on its
probability maximises right answers among answerable questions minus answers to unanswerable
ones (each a share of its kind), averaged over the office sets and the datasets. Fitting seven
weights on dev is a calibration like the threshold's; the result also reports them fitted on
half the dev questions and measured on the other half (`dev_crossfit`), which is what the
fit is worth on questions it did not see. `--write` stores judge and threshold in
`ragkit/answer/reader_assets/reader.json` under the embedding model's name (or "none")."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import psycopg

from bench.answers import corpus_files, covers, jsonl, without_answer
from bench.common import ROOT, fresh_database, write_result
from bench.quality import ingest_files
from bench.reader import questions
from bench.sets import MULTILINGUAL, in_languages
from bench.splits import split_of
from ragkit import runtime
from ragkit.answer.candidates import Candidate, chunk_coverage, known_cosines
from ragkit.answer.reader import (
    NO_SENTENCE_VECTORS,
    READER_ALONE,
    Calibration,
    Card,
    Judge,
    features,
)
from ragkit.answer.service import Answerer
from ragkit.models.retrieval import SearchHit
from ragkit.settings import DEFAULT_EMBEDDING_MODEL

ASSETS = ROOT / "layers" / "common" / "ragkit" / "answer" / "reader_assets"
DEV_QUESTIONS = 200  # per dataset


L2 = 1e-3  # the fit's ridge: keeps the weights finite when dev separates a feature cleanly
NEWTON_STEPS = 25


@dataclass(frozen=True)
class Seen:
    answerable: bool
    probability: float  # the best candidate's
    right: bool  # the best candidate holds the reference


@dataclass(frozen=True)
class Asked:
    """One dev question as the reader saw it: its candidates' scores, cosines, chunk ranks and
    lexical scores, and which of them hold the reference."""

    answerable: bool
    scores: list[float]
    cosines: list[float] | None  # None: read without sentence vectors
    ranks: list[int]
    lexical: list[float]
    right: list[bool]
    coverage: list[float]
    language: str | None  # as the answer step took the question (`Reading.language`)

    def features(self) -> list[list[float]]:
        return features(self.scores, self.cosines, self.ranks, self.lexical, self.coverage)

    def seen(self, judge: Judge) -> Seen:
        """The question as the answer step decides it: by its likeliest candidate."""
        if not self.scores:
            return Seen(self.answerable, 0.0, False)
        probabilities = judge.probabilities(
            self.scores, self.cosines, self.ranks, self.lexical, self.coverage
        )
        best = max(range(len(probabilities)), key=probabilities.__getitem__)
        return Seen(self.answerable, probabilities[best], self.right[best])


def _asked(answerer: Answerer, project: Any, question: str, reference: str | None) -> Asked:
    reading = answerer.reading(project, question)
    found: list[Candidate] = reading.found
    return Asked(
        reference is not None,
        [c.score for c in found],
        known_cosines(found),
        [c.source.n for c in found],
        [c.lexical for c in found],
        [holds(reference, c.text) for c in found],
        chunk_coverage(found),
        reading.language,
    )


def holds(reference: str | None, sentence: str) -> bool:
    """A candidate is right: it holds the reference, or (a reference of several sentences) lies
    within it; no candidate of an unanswerable question (`reference` None) is."""
    return reference is not None and (covers(reference, sentence) or covers(sentence, reference))


def fit(asked: Sequence[Asked]) -> Judge:
    """The logistic regression of a candidate's rightness on its standardised features."""
    x = np.array([row for a in asked for row in a.features()], dtype=float)
    y = np.array([r for a in asked for r in a.right], dtype=float)
    means, scales = x.mean(axis=0), x.std(axis=0) + 1e-9
    design = np.hstack([np.ones((len(x), 1)), (x - means) / scales])
    w = np.zeros(design.shape[1])
    ridge = L2 * len(y) * np.diag([0.0] + [1.0] * (design.shape[1] - 1))
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-design @ w))
        gradient = design.T @ (p - y) + ridge @ w
        hessian = design.T @ (design * (p * (1 - p))[:, None]) + ridge
        w -= np.linalg.solve(hessian, gradient)
    return Judge(
        weights=tuple(float(v) for v in w[1:]),
        means=tuple(float(v) for v in means),
        scales=tuple(float(v) for v in scales),
        bias=float(w[0]),
        coverage=True,
    )


def office_dev(conn: psycopg.Connection, answerer: Answerer) -> list[Asked]:
    return [_asked(answerer, *question) for question in questions.office(conn, "dev")]


def datasets_dev(conn: psycopg.Connection, answerer: Answerer) -> list[Asked]:
    seen = []
    for folder in ("covidqa-dev", "policyqa", "doc2dial"):
        asked = list(questions.dataset(conn, folder, "dev", DEV_QUESTIONS))
        seen += [_asked(answerer, *question) for question in asked]
        if folder == "covidqa-dev":  # the same questions, of a project without their articles
            files = corpus_files(folder, lambda doc: split_of("covidqa-dev", doc) != "dev")
            without, _ = ingest_files(conn, files, "covidqa-dev:without-dev")
            seen += [_asked(answerer, without, text, None) for _, text, _ in asked]
    return seen


OTHER_LANGUAGES = ("ar", "de", "es", "ru", "zh")  # XQuAD's, English left out


def other_languages_dev(
    conn: psycopg.Connection, answerer: Answerer, reads: Sequence[str]
) -> dict[str, list[Asked]]:
    """Dev questions in languages the reader was not trained on (`reads`), one suite a language
    and kind: XQuAD's (`xquad_dev`), and the dev office set written in several languages
    (`bench/sets/languages-dev`: office documents, paraphrased questions, on-topic ones they do
    not answer). Only the questions the answer step took for another language
    (`Reading.language`)."""

    def other(asked: Asked) -> bool:
        return asked.language not in (None, *reads)

    suites = dict(zip(OTHER_LANGUAGES, xquad_dev(conn, answerer, other), strict=True))
    for name in MULTILINGUAL:
        if split_of("languages", name) != "dev":
            continue
        for language, office_set in in_languages(name).items():
            asked = [_asked(answerer, *q) for q in questions.of_set(conn, office_set)]
            if kept := [a for a in asked if other(a)]:
                suites[f"office-{language}"] = kept
    return suites


def xquad_dev(
    conn: psycopg.Connection, answerer: Answerer, other: Callable[[Asked], bool]
) -> list[list[Asked]]:
    """XQuAD's dev questions in each language but English (those `other` keeps, as the answer
    step took them): asked of a project of the dev articles (answerable), and unanswerable of one
    of the train articles and of their own article without the paragraph that answers them (on
    the very topic)."""
    suites = []
    for language in OTHER_LANGUAGES:
        folder = f"xquad/{language}"
        queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}
        rows = [r for r in jsonl(folder, "answers.jsonl") if split_of(folder, r["doc_id"]) == "dev"]

        def in_split(doc: str, split: str, folder: str = folder) -> bool:
            return split_of(folder, doc) == split

        dev, _ = ingest_files(
            conn, corpus_files(folder, lambda d: in_split(d, "dev")), f"{folder}:dev"
        )
        train, _ = ingest_files(
            conn, corpus_files(folder, lambda d: in_split(d, "train")), f"{folder}:train"
        )
        answerable = [
            _asked(answerer, dev, queries[r["_id"]], r["answers"][0]["text"]) for r in rows
        ]
        kept = [r for r, a in zip(rows, answerable, strict=True) if other(a)]
        elsewhere = [_asked(answerer, train, queries[r["_id"]], None) for r in kept]
        silent = [(p, r) for r in kept if (p := without_answer(conn, folder, r))]
        on_topic = [_asked(answerer, p, queries[r["_id"]], None) for p, r in silent]
        suites.append([a for a in [*answerable, *elsewhere, *on_topic] if other(a)])
    return suites


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


def seen_by(judge: Judge, suites: Sequence[Sequence[Asked]]) -> list[list[Seen]]:
    return [[a.seen(judge) for a in asked] for asked in suites]


def report(seen: Sequence[list[Seen]], names: Sequence[str]) -> dict[str, Any]:
    """The threshold calibrated on the suites, and the rates it gives each."""
    threshold = calibrate(list(seen))
    return {"threshold": threshold} | {
        name: rates(s, threshold) for name, s in zip(names, seen, strict=True)
    }


def crossfit(suites: Sequence[Sequence[Asked]], names: Sequence[str]) -> dict[str, Any]:
    """The judge fitted on every other dev question and measured on the rest, both ways round."""
    halves = [[a for asked in suites for a in asked[k::2]] for k in (0, 1)]
    judges = [fit(halves[1]), fit(halves[0])]
    seen = [[a.seen(judges[k]) for k in (0, 1) for a in asked[k::2]] for asked in suites]
    return report(seen, names)


class WithoutSentenceVectors(Answerer):
    """The answer step as it reads with an embedder that gives sentences no vectors (a
    provider's API): candidates chosen and judged without a cosine."""

    def cosines(self, hits: Sequence[SearchHit], vector: Sequence[float]) -> dict[int, list[float]]:
        return {}


def calibrated(suites: Sequence[Sequence[Asked]], names: Sequence[str]) -> dict[str, Any]:
    """The judge fitted on every dev candidate, its threshold and rates, and what it is worth
    fitted on half of dev and measured on the other half."""
    judge = fit([a for asked in suites for a in asked])
    seen = seen_by(judge, suites)
    chosen = report(seen, names)
    curves = {
        f"curve_{name}": {f"{t / 20:.2f}": rates(s, t / 20) for t in range(1, 20)}
        for name, s in zip(names, seen, strict=True)
    }
    return {
        "threshold": chosen["threshold"],
        "judge": judge.model_dump(),
        "dev": chosen,
        "dev_crossfit": crossfit(suites, names),
    } | curves


def dev_suites(
    conn: psycopg.Connection, answerer: Answerer, reads: Sequence[str]
) -> list[list[Asked]]:
    """The office and dataset dev questions the reader's own judge decides: those the answer
    step did not take for a language the reader was not trained on (`Reading.language`; with
    e5 a short English question CLD3 takes for another language goes to the judge of other
    languages)."""
    suites = [office_dev(conn, answerer), datasets_dev(conn, answerer)]
    return [[a for a in asked if a.language in (None, *reads)] for asked in suites]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--database", default="answers")
    parser.add_argument(
        "--without-sentence-vectors",
        action="store_true",
        help="calibrate the judge of candidates without cosines (a provider's embeddings)",
    )
    parser.add_argument(
        "--other-languages",
        action="store_true",
        help="calibrate the judge of questions in languages the reader was not trained on",
    )
    args = parser.parse_args()
    embedder, settings = runtime.embedder(), runtime.settings()
    shipped = Card.model_validate_json((ASSETS / "reader.json").read_text())
    without = args.without_sentence_vectors
    key = NO_SENTENCE_VECTORS if without else embedder.model
    with fresh_database(args.database, keep=True) as conn:
        answerer = (WithoutSentenceVectors if without else Answerer)(conn, embedder, None, settings)
        if args.other_languages:
            by_name = other_languages_dev(conn, answerer, shipped.reads)
        else:
            suites = dev_suites(conn, answerer, shipped.reads)
            by_name = dict(zip(("office", "datasets"), suites, strict=True))
    names, suites = tuple(by_name), list(by_name.values())
    result = calibrated(suites, names) | {
        "embedding_model": key,
        "questions": {name: len(asked) for name, asked in zip(names, suites, strict=True)},
    }
    if not without:
        result["dev_reader_alone"] = report(seen_by(READER_ALONE, suites), names)
    before = (
        shipped.in_other_languages.get(key)
        if args.other_languages
        else shipped.calibration(None if without else key)
    )
    cosines = all(a.cosines is not None for asked in suites for a in asked if a.scores)
    if before and (cosines or not before.judge.weighs_cosines):  # it can weigh what they have
        result["dev_before"] = {  # the judge that decided them before, at its own threshold
            name: rates(seen, before.threshold)
            for name, seen in zip(names, seen_by(before.judge, suites), strict=True)
        }
    print(json.dumps(result, indent=1))
    own = "" if key == DEFAULT_EMBEDDING_MODEL["local"] else f"-{key}"
    write_result(f"reader-calibration{own}{'-other-languages' * args.other_languages}", result)
    if args.write:
        fitted = Calibration(judge=Judge(**result["judge"]), threshold=result["threshold"])
        field = "in_other_languages" if args.other_languages else "calibrations"
        # read again: another calibration (another judge) may have written it meanwhile
        card = Card.model_validate_json((ASSETS / "reader.json").read_text())
        update = {field: getattr(card, field) | {key: fitted}}
        (ASSETS / "reader.json").write_text(
            card.model_copy(update=update).model_dump_json(indent=1) + "\n"
        )


if __name__ == "__main__":
    main()
