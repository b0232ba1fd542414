"""The reader: a cross-encoder that scores (question, candidate sentence in its place) -> the
probability that the sentence answers the question, weighed with the embedder's cosine and the
question's words in the sentence by a judge calibrated on dev data.

It is all-MiniLM-L6-v2 fine-tuned as a cross-encoder by `bench/reader/train.py` on the train
split of `bench/splits.json` and shipped as an int8 ONNX file beside this module (the model card,
`reader_assets/MODEL_CARD.md`, says on what and how well). The threshold above which a sentence
is an answer is calibrated on the dev split and shipped with the model (`reader.json`).

`pair` is the one definition of what the model reads; training builds its examples with it, so
the model sees at run time exactly what it saw in training: the question, then the sentence,
then where it stands (its section heading, and the sentence before it, which for a PDF or a
Markdown page is often the heading the text carries itself).

`Judge` is the last step: the cross-encoder reads a question against one sentence; the
embedder's cosine (trained on a billion question-answer pairs, and the better judge of a
paraphrase), the BM25 of the question's words in the sentence, and how the sentence stands
against the other candidates say more together. A logistic regression over them, fitted on the
dev split by `bench.reader.calibrate` (as a threshold is), turns them into the probability the
threshold applies to. An embedder that gives sentences no vectors (a provider's API) leaves no
cosine to weigh: a judge and threshold calibrated on dev read that way decide then; each
embedding model whose cosines are weighed has its own, and one for questions in languages the
cross-encoder was not trained on (`Card`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from ragkit.errors import ConfigurationError

MAX_WORD_PIECES = 160  # question and sentence fit; the place is cut first
_CONTEXT_CHARS = 200
_QUESTION_CHARS = 300  # a longer question is read by its beginning
_ASSETS = "reader_assets"
_TOKENIZER = "all-MiniLM-L6-v2.tokenizer.json"


def pair(question: str, sentence: str, section: str | None, before: str | None) -> tuple[str, str]:
    """What the reader reads: the question, and the sentence followed by its place."""
    place = [text for text in (section, before) if text and text != sentence]
    passage = " | ".join([sentence, *(text[:_CONTEXT_CHARS] for text in place)])
    return " ".join(question.split())[:_QUESTION_CHARS], " ".join(passage.split())


def features(
    scores: Sequence[float],
    cosines: Sequence[float] | None,
    ranks: Sequence[int],
    lexical: Sequence[float],
    coverage: Sequence[float] | None = None,
) -> list[list[float]]:
    """What the judge weighs for each candidate of one question: the reader's log-odds, the
    question's words in the sentence (`candidates.lexical_scores`), the embedder's cosine (when
    the embedder gave the sentences vectors), the share of the question's words its chunk
    matches (the full-text search's `coverage`, when the judge weighs it), each also against
    the question's best candidate, and the rank of the chunk the sentence stands in (1 =
    retrieval's best)."""
    logits = [_logit(p) for p in scores]
    best_logit, best_lexical = max(logits, default=0.0), max(lexical, default=0.0)
    rows = [
        [z, z - best_logit, math.log1p(rank), lex, lex - best_lexical]
        for z, rank, lex in zip(logits, ranks, lexical, strict=True)
    ]
    for column in (cosines, coverage):
        if column is not None:
            best = max(column, default=0.0)
            rows = [[*row, x, x - best] for row, x in zip(rows, column, strict=True)]
    return rows


def _sigmoid(margin: float) -> float:
    """1 / (1 + e^-margin), without overflowing for a margin far below zero."""
    if margin >= 0:
        return 1.0 / (1.0 + math.exp(-margin))
    odds = math.exp(margin)
    return odds / (1.0 + odds)


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


class Judge(BaseModel):
    """A logistic regression over `features`, standardised by the dev data it was fitted on."""

    model_config = ConfigDict(frozen=True)

    weights: tuple[float, ...]
    means: tuple[float, ...]
    scales: tuple[float, ...]
    bias: float
    coverage: bool = False  # fitted with the chunk's coverage of the question (`features`)

    @property
    def weighs_cosines(self) -> bool:
        coverage = [0.0] if self.coverage else None
        return len(self.weights) == len(features([0.5], [0.0], [1], [0.0], coverage)[0])

    def probabilities(
        self,
        scores: Sequence[float],
        cosines: Sequence[float] | None,
        ranks: Sequence[int],
        lexical: Sequence[float],
        coverage: Sequence[float],
    ) -> list[float]:
        """The probability that each candidate answers the question; cosines and coverage are
        left out when the judge was fitted without them."""
        rows = features(
            scores,
            cosines if self.weighs_cosines else None,
            ranks,
            lexical,
            coverage if self.coverage else None,
        )
        return [_sigmoid(self._margin(row)) for row in rows]

    def _margin(self, row: Sequence[float]) -> float:
        parts = zip(row, self.weights, self.means, self.scales, strict=True)
        return self.bias + sum(w * (x - m) / s for x, w, m, s in parts)


# the cross-encoder's own probability, unweighed: what the answer step read before the judge
# (no cosine among its weights, so it reads candidates with cosines or without alike)
READER_ALONE = Judge(weights=(1, 0, 0, 0, 0), means=(0,) * 5, scales=(1,) * 5, bias=0)


class Calibration(BaseModel):
    """A judge and the probability from which the best candidate is an answer."""

    model_config = ConfigDict(frozen=True)

    judge: Judge
    threshold: float


NO_SENTENCE_VECTORS = "none"  # the card's key for candidates without cosines


class Card(BaseModel):
    """`reader_assets/reader.json`: what `bench.reader.calibrate` fitted on dev data, by the
    embedding model whose sentence cosines the judge weighs (each model's cosines have their own
    spread), and for candidates without cosines (a provider's API gives sentences no vectors).
    The cross-encoder was trained on questions in the languages `reads`; a question in another
    language is judged by the model's calibration `in_other_languages`, fitted on dev questions
    in other languages, where it has one."""

    calibrations: dict[str, Calibration]
    in_other_languages: dict[str, Calibration] = {}
    reads: tuple[str, ...] = ("en",)
    calibrated_on: str

    def calibration(
        self, embedding_model: str | None, language: str | None = None, cosines: bool = True
    ) -> Calibration:
        """The judge of an embedding model's cosines; `None`, a model nobody calibrated, or
        candidates without cosines (`cosines` False) are judged without them. `language`: the
        question's, None when unknown; in another language than the reader's, the model's judge
        of other languages, when it weighs what the candidates have (an English embedder's is
        fitted without cosines: its candidates have none in other languages)."""
        calibrated = cosines and embedding_model in self.calibrations
        key = embedding_model if calibrated and embedding_model else NO_SENTENCE_VECTORS
        if language is not None and language not in self.reads:
            for name in (key, embedding_model):
                other = self.in_other_languages.get(name or "")
                if other is not None and (cosines or not other.judge.weighs_cosines):
                    return other
        return self.calibrations[key]


class Reader:
    """Scores pairs with the shipped ONNX model on onnxruntime (the `local` extra)."""

    def __init__(self, model: Path | None = None, threads: int = 0) -> None:
        """The shipped model, or (benchmarks, calibration) the ONNX file `model`."""
        try:
            import numpy as np
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ConfigurationError(
                "the offline reader needs the 'local' extra (pip install 'ragkit[local]')"
            ) from exc
        assets = resources.files("ragkit.answer") / _ASSETS
        embedder_assets = resources.files("ragkit.embeddings") / "assets"
        self._np = np
        self._tokenizer = Tokenizer.from_str((embedder_assets / _TOKENIZER).read_text())
        # the passage is cut first; a question too long for the window is cut too, never refused
        self._tokenizer.enable_truncation(MAX_WORD_PIECES, strategy="longest_first")
        self._tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # noqa: S106
        options = ort.SessionOptions()
        if threads:
            options.intra_op_num_threads = threads
        with resources.as_file(assets / "reader.onnx") as shipped:
            self._session = ort.InferenceSession(
                str(model or shipped), options, providers=["CPUExecutionProvider"]
            )
        # the judges and the probabilities from which a sentence answers, calibrated on dev data
        self.card = Card.model_validate_json((assets / "reader.json").read_text())

    def scores(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """The cross-encoder's probability that each pair's sentence answers its question (the
        judge weighs it with the rest). Each pair is scored alone: the int8 model quantises its
        activations per call, so in a batch the padding and the other pairs moved a pair's
        probability (by up to 0.39 on dev groups), and twelve calls of one pair took a quarter
        less time than one padded batch of twelve."""
        return [self._probability(one) for one in pairs]

    def _probability(self, pair: tuple[str, str]) -> float:
        np = self._np
        encoding = self._tokenizer.encode(*pair)
        feeds: dict[str, Any] = {
            "input_ids": np.array([encoding.ids], dtype=np.int64),
            "attention_mask": np.array([encoding.attention_mask], dtype=np.int64),
            "token_type_ids": np.array([encoding.type_ids], dtype=np.int64),
        }
        logit = float(self._session.run(None, feeds)[0].reshape(-1)[0])
        return _sigmoid(logit)


@cache
def get_reader(threads: int = 0) -> Reader:
    return Reader(threads=threads)
