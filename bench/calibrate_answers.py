"""Fit the logistic models of ragkit.answer (evidence, reading) and write answerability.json.

    python -m bench.calibrate_answers [--write]

Data, all through the product's own ingestion, search, gate and evidence features:
- sentences: every candidate sentence of every COVID-QA question asked of the whole collection,
  labelled 1 when it holds the reference answer (at least 60% of the answer's words, or made of
  them for at least 60% of its own words, from the question's article);
- questions: answerable = COVID-QA questions asked of the whole collection and PubMedQA questions
  (outside the official test split) asked of theirs; unanswerable = the same questions asked of
  projects without their article (COVID-QA: three folds of the articles, leaving out questions
  whose reference answer stands word for word in another article, and the articles whose
  questions bench.answers asks as its unanswerables; PubMedQA: 60 held out), and
  the everyday questions of bench.calibrate;
- with `--with-office` (an experiment, README "Thirty-second round"), also the
  odd-numbered sets of bench.answers' office suites (`office` is the first): their answerable
  questions (half of them paraphrased), sentences labelled as COVID-QA's are, and their in-domain
  unanswerables, each asked of its own project; the even-numbered sets are never fitted on.
Questions are read as typed, not respelt (README, "Misspelt names and terms": a slip, like a
paraphrase, is an answerable question whose words the documents do not share). The sentence
model is fitted first; a sentence's log-odds under it is a feature of the reader's model, which
is fitted on the sentences the product reads (its likeliest, `ANSWER_READ_SENTENCES`; more are
read while collecting, so that a refitted sentence model's likeliest have been read too), and
the reader's best probability is a feature of the question model. A second question model
(`unread`) is fitted on the same questions ranked by the sentence model alone, without the
reader's signals: the gate for evidence nobody read (an embedder without token states). Each
threshold is the one that maximises balanced accuracy (answered answerables and refused
unanswerables, each as a share) or, with `--max-refused`, the highest that refuses at most that
share of the datasets' answerable questions (the office sets' are fitted on but set no
threshold: the issue's bar on refusals is COVID-QA's). Figures are reported by fold (articles,
abstracts, office sets; fit on two, test on the third), then the models are fitted on
everything. Other collections of the same kinds check it (bench.answers runs the PubMedQA test
split and the office sets, none of them seen here by default)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import pickle
import uuid
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import psycopg

from bench.answers import (
    COVIDQA_HELD_OUT,
    DATASETS,
    OFFICE_SETS,
    covers,
    load_answers,
    normalised,
    words,
)
from bench.calibrate import OFF_TOPIC
from bench.common import ROOT, fresh_database
from bench.quality import Collection, ingest, ingest_files
from ragkit.answer.evidence import (
    QUESTION_FEATURES,
    READER_FEATURES,
    SENTENCE_FEATURES,
    Evidence,
    Findings,
    Logistic,
    question_features,
)
from ragkit.answer.reading import log_odds, read_again

TARGET = ROOT / "layers/common/ragkit/answer/answerability.json"
CACHE = ROOT / ".local" / "answers-calibration.pickle"  # the features of the last run
FOLDS = 3
PUBMED_QUESTIONS = 300
PUBMED_HELD_OUT = 60
# sentences read per question while collecting: more than the product reads, so that a refitted
# sentence model's likeliest sentences have been read too
READ_WHILE_COLLECTING = 16


@dataclasses.dataclass
class Asked:
    """One question's candidates, with its answerability label and fold (by article)."""

    question: str
    evidence: list[Evidence]
    labels: list[int]  # per sentence (1: holds the answer); empty when not labelled
    answerable: int
    fold: int
    ignored: float  # Findings.ignored (for the product's best sentence)
    source: str = "datasets"  # "office": an office set's question (no say in the threshold)


def holds_answer(reference: str, sentence: str) -> bool:
    own = words(sentence)
    return covers(reference, sentence, 0.6) or (
        len(own) >= 4 and len(own & words(reference)) >= 0.6 * len(own)
    )


def asked_of(
    conn: psycopg.Connection, project: uuid.UUID, question: str, answerable: int, fold: int
) -> Asked:
    """The question asked of the project the way the chat asks it, not yet labelled."""
    from ragkit.answer.generators import create_generator
    from ragkit.answer.service import Answerer
    from ragkit.embeddings import get_embedder
    from ragkit.settings import get_settings

    settings = get_settings().model_copy(update={"answer_read_sentences": READ_WHILE_COLLECTING})
    answerer = Answerer(conn, get_embedder(), create_generator(settings), settings)
    found = answerer.evidence(project, question)
    findings = Findings([], 0.0) if found is None else found[1]
    return Asked(question, findings.evidence, [], answerable, fold, findings.ignored)


def collect(conn: psycopg.Connection, with_office: bool) -> list[Asked]:
    asked: list[Asked] = []
    covid_path = DATASETS / "covidqa-dev"
    covid = Collection.load(covid_path)
    refs = load_answers(covid_path)
    articles = sorted(covid.corpus)
    fold_of = {article: i % FOLDS for i, article in enumerate(articles)}
    benched = set(articles[:COVIDQA_HELD_OUT])  # bench.answers' unanswerables: never fitted on
    full, _ = ingest(conn, covid, "covidqa-all")
    for qid, question in covid.queries.items():
        article = str(refs[qid]["doc_id"])
        labelled = asked_of(conn, full, question, 1, fold_of[article])
        reference = refs[qid]["answers"][0]["text"]
        labelled.labels = [
            int(e.source.hit.filename == f"{article}.txt" and holds_answer(reference, e.text))
            for e in labelled.evidence
        ]
        asked.append(labelled)
    for fold in range(FOLDS):
        held = {a for a in articles if fold_of[a] == fold}
        partial = Collection(
            {d: t for d, t in covid.corpus.items() if d not in held}, covid.queries, covid.qrels
        )
        project, _ = ingest(conn, partial, f"covidqa-fold-{fold}")
        remaining = [normalised(text) for text in partial.corpus.values()]
        for qid, question in covid.queries.items():
            reference = normalised(refs[qid]["answers"][0]["text"])
            article = str(refs[qid]["doc_id"])
            if article in held - benched and not any(reference in a for a in remaining):
                asked.append(asked_of(conn, project, question, 0, fold))
    for i, question in enumerate(OFF_TOPIC):
        asked.append(asked_of(conn, full, question, 0, i % FOLDS))
    asked += pubmed(conn)
    return asked + (office_sets(conn) if with_office else [])


def office_sets(conn: psycopg.Connection) -> list[Asked]:
    """The odd-numbered office sets' questions, each asked of its own project (fold: the set's
    number modulo the folds)."""
    asked = []
    for number, (name, documents) in enumerate(OFFICE_SETS.items(), 1):
        if number % 2 == 0:
            continue
        project, _ = ingest_files(conn, documents.documents(), name, {})
        fold = number % FOLDS
        for question in documents.ANSWERABLE:
            labelled = asked_of(conn, project, question.text, 1, fold)
            labelled.labels = [
                int(
                    e.source.hit.filename == question.filename
                    and holds_answer(question.reference, e.text)
                )
                for e in labelled.evidence
            ]
            asked.append(dataclasses.replace(labelled, source="office"))
        for text in documents.UNANSWERABLE:
            asked.append(
                dataclasses.replace(asked_of(conn, project, text, 0, fold), source="office")
            )
    return asked


def pubmed(conn: psycopg.Connection) -> list[Asked]:
    path = DATASETS / "pubmedqa"
    collection = Collection.load(path)
    chosen = [q for q, r in load_answers(path).items() if r["split"] != "test"][:PUBMED_QUESTIONS]
    held = set(chosen[:PUBMED_HELD_OUT])
    full, _ = ingest(conn, collection, "pubmedqa-all")
    partial = Collection(
        {d: t for d, t in collection.corpus.items() if d not in held},
        collection.queries,
        collection.qrels,
    )
    without, _ = ingest(conn, partial, f"pubmedqa-calibration-without-{PUBMED_HELD_OUT}")
    asked = []
    for i, qid in enumerate(chosen):
        question = collection.queries[qid]
        asked.append(asked_of(conn, full, question, 1, i % FOLDS))
        if qid in held:
            asked.append(asked_of(conn, without, question, 0, i % FOLDS))
    return asked


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0) -> Logistic:
    """L2-regularised logistic regression by Newton's method (features standardised inside,
    weights returned on the original scale)."""
    mean, std = x.mean(axis=0), x.std(axis=0) + 1e-9
    z = np.hstack([(x - mean) / std, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    penalty = np.eye(z.shape[1]) * l2
    penalty[-1, -1] = 0
    for _ in range(50):
        p = 1 / (1 + np.exp(-z @ w))
        gradient = z.T @ (p - y) + penalty @ w
        hessian = (z * (p * (1 - p))[:, None]).T @ z + penalty
        step = np.linalg.solve(hessian, gradient)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    weights = w[:-1] / std
    bias = w[-1] - float((w[:-1] * mean / std).sum())
    return Logistic(tuple(round(float(v), 5) for v in weights), round(float(bias), 5))


def sentence_rows(asked: list[Asked]) -> tuple[np.ndarray, np.ndarray]:
    rows = [
        (e.features, label)
        for a in asked
        if a.labels
        for e, label in zip(a.evidence, a.labels, strict=True)
    ]
    return np.array([r[0] for r in rows]), np.array([r[1] for r in rows], dtype=float)


def rescored(asked: Asked, model: Logistic) -> list[Evidence]:
    evidence = [dataclasses.replace(e, probability=model(e.features)) for e in asked.evidence]
    return sorted(evidence, key=lambda e: (-e.probability, e.source.n, e.span.start))


@dataclasses.dataclass(frozen=True)
class Models:
    sentence: Logistic
    reader: Logistic | None = None


def _key(evidence: Evidence) -> tuple[int, int]:
    return evidence.source.n, evidence.span.start


def read_first(asked: Asked, sentence: Logistic) -> tuple[list[Evidence], list[Evidence]]:
    """By the sentence model: the sentences the product reads (its likeliest, as many as it
    reads, of those read while collecting), then the others."""
    from ragkit.settings import get_settings

    evidence = rescored(asked, sentence)
    count = get_settings().answer_read_sentences
    read = [e for e in evidence[:count] if e.reading]
    chosen = {_key(e) for e in read}
    return read, [e for e in evidence if _key(e) not in chosen]


def ranked(asked: Asked, models: Models) -> list[Evidence]:
    """The candidates as the product ranks them."""
    return read_again(*read_first(asked, models.sentence), models.reader)


def reader_rows(asked: list[Asked], sentence: Logistic) -> tuple[np.ndarray, np.ndarray]:
    rows = []
    for a in (a for a in asked if a.labels):
        label = dict(zip(map(_key, a.evidence), a.labels, strict=True))
        read, _ = read_first(a, sentence)
        rows += [((log_odds(e.probability), *e.reading), label[_key(e)]) for e in read]
    return np.array([r[0] for r in rows]), np.array([r[1] for r in rows], dtype=float)


def fitted(asked: list[Asked]) -> Models:
    sentence = fit(*sentence_rows(asked))
    x, y = reader_rows(asked, sentence)
    # an embedder without token states (a provider's) reads nothing: no reader to fit
    return Models(sentence, fit(x, y) if len(y) else None)


def _question_rows(
    asked: list[Asked], ranking: Callable[[Asked], list[Evidence]]
) -> tuple[np.ndarray, np.ndarray]:
    x = np.array([question_features(ranking(a), a.ignored) for a in asked])
    return x, np.array([a.answerable for a in asked], dtype=float)


def question_rows(asked: list[Asked], models: Models) -> tuple[np.ndarray, np.ndarray]:
    return _question_rows(asked, lambda a: ranked(a, models))


def unread(asked: Asked, sentence: Logistic) -> list[Evidence]:
    """The candidates as the product ranks them when it reads none (an embedder without token
    states): by the sentence model, with no reader's signals."""
    return [dataclasses.replace(e, reading=()) for e in rescored(asked, sentence)]


def unread_question_rows(asked: list[Asked], models: Models) -> tuple[np.ndarray, np.ndarray]:
    return _question_rows(asked, lambda a: unread(a, models.sentence))


QuestionRows = Callable[[list[Asked], Models], tuple[np.ndarray, np.ndarray]]


def best_threshold(
    p: np.ndarray,
    y: np.ndarray,
    max_refused: float | None = None,
    counted: np.ndarray | None = None,
) -> float:
    """The threshold of best balanced accuracy or, with `max_refused`, the highest one that
    refuses at most that share of the answerable questions `counted` (all by default)."""
    grid = [round(float(t), 3) for t in np.linspace(0.02, 0.95, 94)]
    if max_refused is not None:
        kept = (y == 1) if counted is None else (y == 1) & counted
        refused = {t: ((p < t) & kept).sum() / kept.sum() for t in grid}
        return max((t for t in grid if refused[t] <= max_refused), default=grid[0])

    def balanced(t: float) -> float:
        return float(
            ((p >= t) & (y == 1)).sum() / (y == 1).sum()
            + ((p < t) & (y == 0)).sum() / (y == 0).sum()
        )

    return max(grid, key=balanced)


def rates(
    p: np.ndarray, y: np.ndarray, threshold: float, of_office: np.ndarray
) -> dict[str, float]:
    """Answerables refused and unanswerables answered at the threshold, of the datasets' questions
    and apart of the office sets' if any (the answerability check alone: the product's rules
    after it refuse more)."""

    def share(chosen: np.ndarray, label: int) -> float:
        wanted = chosen & (y == label)
        hit = (p < threshold) if label == 1 else (p >= threshold)
        return round(float((hit & wanted).sum() / max(1, wanted.sum())), 3)

    office_rates = {
        "office_answerable_refused": share(of_office, 1),
        "office_unanswerable_answered": share(of_office, 0),
    }
    return {
        "answerable_refused": share(~of_office, 1),
        "unanswerable_answered": share(~of_office, 0),
        **(office_rates if of_office.any() else {}),
    }


def from_office(asked: Sequence[Asked]) -> np.ndarray:
    return np.array([a.source == "office" for a in asked])


def top1(asked: list[Asked], models: Models) -> float:
    labelled = [a for a in asked if any(a.labels)]
    hits = 0
    for a in labelled:
        label = dict(zip(map(_key, a.evidence), a.labels, strict=True))
        hits += label[_key(ranked(a, models)[0])]
    return round(hits / max(1, len(labelled)), 3)


def _entry(model: Logistic, features: Sequence[str]) -> dict[str, Any]:
    return {"features": list(features), "weights": list(model.weights), "bias": model.bias}


@dataclasses.dataclass(frozen=True)
class GateFit:
    model: Logistic
    threshold: float
    folds: list[dict[str, float]]  # per article fold: refused and unanswerables answered
    fitted: dict[str, float]  # the same on everything, by the final model


def fit_gate(
    asked: list[Asked],
    fold_models: Sequence[Models],
    models: Models,
    rows: QuestionRows,
    max_refused: float | None,
) -> GateFit:
    """A question model fitted on `rows` by article fold, then on everything; the threshold is
    chosen on the folds' out-of-fold probabilities (what a model says of questions it was not
    fitted on, as the product's will), not on the final model's own fitted ones."""
    folds = []
    unseen_p: list[float] = []
    unseen_y: list[float] = []
    unseen: list[Asked] = []
    for fold, trained in enumerate(fold_models):
        training = [a for a in asked if a.fold != fold]
        x_train, y_train = rows(training, trained)
        question = fit(x_train, y_train)
        p_train = np.array([question(r) for r in x_train])
        threshold = best_threshold(p_train, y_train, max_refused, ~from_office(training))
        tested = [a for a in asked if a.fold == fold]
        x, y = rows(tested, trained)
        p = [question(r) for r in x]
        unseen_p += p
        unseen_y += list(y)
        unseen += tested
        folds.append(rates(np.array(p), y, threshold, from_office(tested)))
    x, y = rows(asked, models)
    question = fit(x, y)
    threshold = best_threshold(
        np.array(unseen_p), np.array(unseen_y), max_refused, ~from_office(unseen)
    )
    return GateFit(
        question,
        threshold,
        folds,
        rates(np.array([question(r) for r in x]), y, threshold, from_office(asked)),
    )


def calibrate(asked: list[Asked], max_refused: float | None) -> dict[str, Any]:
    """Cross-validated figures by article fold, then the models fitted on everything: the
    sentence model, the reader, the question model for evidence the reader read and the one for
    evidence it did not (`unread`)."""
    fold_models = [fitted([a for a in asked if a.fold != fold]) for fold in range(FOLDS)]
    models = fitted(asked)
    read = fit_gate(asked, fold_models, models, question_rows, max_refused)
    not_read = fit_gate(asked, fold_models, models, unread_question_rows, max_refused)
    labels = np.array([a.answerable for a in asked])
    return {
        "sentence": _entry(models.sentence, SENTENCE_FEATURES),
        **({"reader": _entry(models.reader, READER_FEATURES)} if models.reader else {}),
        "question": _entry(read.model, QUESTION_FEATURES),
        "threshold": read.threshold,
        "unread": {
            **_entry(not_read.model, QUESTION_FEATURES),
            "threshold": not_read.threshold,
            "cross_validated": not_read.folds,
            "all": not_read.fitted,
        },
        "fitted_on": {
            "sentences": len(sentence_rows(asked)[1]),
            "answerable_questions": int((labels == 1).sum()),
            "unanswerable_questions": int((labels == 0).sum()),
            "of_them_office": int(from_office(asked).sum()),
        },
        "cross_validated": [
            {
                "fold": fold,
                "top1_sentence_holds_answer": top1([a for a in asked if a.fold == fold], trained),
                **rates_of_fold,
            }
            for fold, (trained, rates_of_fold) in enumerate(
                zip(fold_models, read.folds, strict=True)
            )
        ],
        "all": {"top1_sentence_holds_answer": top1(asked, models), **read.fitted},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help=f"write {TARGET.name}")
    parser.add_argument(
        "--max-refused", type=float, help="threshold: refuse at most this share of answerables"
    )
    parser.add_argument("--cached", action="store_true", help=f"reuse {CACHE.name} of a last run")
    parser.add_argument(
        "--with-office", action="store_true", help="fit on the odd-numbered office sets too"
    )
    args = parser.parse_args(argv)
    from ragkit.settings import get_settings

    model = get_settings().resolved_embedding_model
    if args.cached:
        asked = pickle.loads(CACHE.read_bytes())
    else:
        with fresh_database("answers", keep=True) as conn:
            asked = collect(conn, args.with_office)
        CACHE.write_bytes(pickle.dumps(asked))
    fitted = calibrate(asked, args.max_refused)
    print(json.dumps(fitted, indent=2))
    if args.write:
        table = json.loads(TARGET.read_text())
        table["models"][model] = fitted
        TARGET.write_text(json.dumps(table, indent=2) + "\n")
        print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
