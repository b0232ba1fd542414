"""The likeliest sentences read again, token by token.

The sentence model (`evidence.find`) sees a question word as present or missing: a sentence that
says "annual leave" to a question about "holiday" misses the word, and one that repeats the
question's words without answering it ranks high. The reader embeds the question and each of
the likeliest sentences on its own, and compares the model's token states: a question
word is met by the sentence token closest to it in context, which for a paraphrase shares no
letters with it. Its signals, for each sentence read:
- soft coverage: the share of the question's idf mass the sentence meets, a word it has counting
  whole and any other word as far as its closest token comes to it;
- unmatched alignment: how close the sentence comes to the question word its chunk lacks that it
  meets least (1 when the chunk has them all): a question about "parental" leave is not met by
  "annual";
- token alignment: the mean, over the question's tokens, of their closest token's cosine;
- alone cosine: the sentence embedded on its own against the question.
A logistic model learned from data (`bench/calibrate_answers.py`) weighs them with the sentence
model's log-odds into the probability that the sentence holds the answer. Only an embedder that
exposes its token states (`embeddings.Aligner`: the local model) can read; with another, the
sentence model's ranking stands and the gate fitted on unread evidence judges it
(`Calibration.gate`)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace

from ragkit.answer.evidence import (
    Evidence,
    Findings,
    Logistic,
    asked_words,
    calibration,
    chunk_terms,
    sentence_terms,
    terms,
)
from ragkit.embeddings import Aligner, Alignment


def reread(question: str, findings: Findings, aligner: Aligner, model: str, count: int) -> Findings:
    """The findings with their `count` likeliest sentences read (`Evidence.reading`) and, once
    the reader is fitted, ranked by what it makes of them, ahead of the sentences not read."""
    read, rest = findings.evidence[:count], findings.evidence[count:]
    signed = with_reading(question, read, findings.idf, aligner)
    return replace(findings, evidence=read_again(signed, rest, calibration(model).reader))


def with_reading(
    question: str, read: Sequence[Evidence], idf: Mapping[str, float], aligner: Aligner
) -> list[Evidence]:
    """The sentences `read` with the reader's signals (none when the question has no content
    word), weighing each word by its idf among the candidates (`Findings.idf`); what the
    asker does with a thing is no word a sentence must meet (`evidence.asked_words`)."""
    words = asked_words(question)
    if not read or not words:
        return list(read)
    stems = [terms(word.group()) for word in words]
    weights = [max(idf[stem] for stem in word) for word in stems]
    # a code or a figure is met only by itself: "N3" and "N2" stand close in the model's states
    # but name different buses
    literal = [any(c.isdigit() for c in word.group()) for word in words]
    alignments = aligner.align(question, [word.span() for word in words], [e.text for e in read])
    return [
        replace(e, reading=_signals(e, stems, weights, _closeness(alignment, literal)))
        for e, alignment in zip(read, alignments, strict=True)
    ]


def _closeness(alignment: Alignment, literal: Sequence[bool]) -> Alignment:
    words = tuple(0.0 if exact else c for c, exact in zip(alignment.words, literal, strict=True))
    return replace(alignment, words=words)


def read_again(
    read: Sequence[Evidence], unread: Sequence[Evidence], reader: Logistic | None
) -> list[Evidence]:
    """The sentences read, ranked by the reader's probability, then those not read (as they
    are when the reader could read nothing: a question of stop words alone)."""
    if reader is None or not read or not all(e.reading for e in read):
        return [*read, *unread]
    ranked = sorted(
        (replace(e, probability=reader((log_odds(e.probability), *e.reading))) for e in read),
        key=lambda e: (-e.probability, e.source.n, e.span.start),
    )
    # a sentence the reader did not read stands behind every one it did: the sentence model
    # ranked it lower, and nothing has spoken for it since
    floor = ranked[-1].probability
    return ranked + [replace(e, probability=min(e.probability, floor)) for e in unread]


def log_odds(probability: float) -> float:
    p = min(max(probability, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def _signals(
    evidence: Evidence,
    stems: Sequence[set[str]],
    weights: Sequence[float],
    alignment: Alignment,
) -> tuple[float, ...]:
    own, chunk = sentence_terms(evidence), chunk_terms(evidence.source)
    met = [1.0 if word & own else close for word, close in zip(stems, alignment.words, strict=True)]
    total = sum(weights)
    unmatched = [
        close for word, close in zip(stems, alignment.words, strict=True) if not word & chunk
    ]
    return (
        sum(w * m for w, m in zip(weights, met, strict=True)) / total if total else 0.0,
        min(unmatched, default=1.0),
        alignment.tokens,
        alignment.cosine,
    )
