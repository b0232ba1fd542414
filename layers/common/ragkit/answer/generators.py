"""Answer generators behind one interface: `openai` (Chat Completions, or any OpenAI-compatible
server through OPENAI_BASE_URL) and `extractive` (offline, deterministic, no model)."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from ragkit.answer.context import Source
from ragkit.answer.prompt import (
    AUGMENTED_SYSTEM,
    IDK,
    REWRITE_SYSTEM,
    STRICT_SYSTEM,
    question_message,
)
from ragkit.providers import openai_client, provider_call
from ragkit.settings import Settings


@dataclass(frozen=True, slots=True)
class Turn:
    role: Literal["user", "assistant"]
    content: str


class Generator(Protocol):
    name: str

    def answer(self, question: str, sources: Sequence[Source]) -> str: ...

    def general(self, question: str) -> str | None: ...

    def rewrite(self, history: Sequence[Turn], question: str) -> str: ...


def create_generator(settings: Settings) -> Generator:
    if settings.resolved_llm_provider == "openai":
        return OpenAIGenerator(settings)
    return ExtractiveGenerator()


class OpenAIGenerator:
    name = "openai"

    def __init__(self, settings: Settings) -> None:
        self._client = openai_client(settings)
        self._settings = settings
        self._model = settings.llm_model
        self._temperature = settings.llm_temperature
        self._max_tokens = settings.llm_max_tokens

    def _chat(self, system: str, user: str, history: Sequence[Turn] = ()) -> str:
        messages = [{"role": "system", "content": system}]
        messages += [{"role": turn.role, "content": turn.content} for turn in history]
        messages.append({"role": "user", "content": user})
        with provider_call("language model", self._client, self._settings) as client:
            response = client.chat.completions.create(
                model=self._model,
                messages=messages,  # type: ignore[arg-type]
                temperature=self._temperature,
                max_tokens=self._max_tokens,
            )
        return (response.choices[0].message.content or "").strip()

    def answer(self, question: str, sources: Sequence[Source]) -> str:
        return self._chat(STRICT_SYSTEM, question_message(question, sources)) or IDK

    def general(self, question: str) -> str | None:
        return self._chat(AUGMENTED_SYSTEM, question) or None

    def rewrite(self, history: Sequence[Turn], question: str) -> str:
        return self._chat(REWRITE_SYSTEM, question, history) or question


# -- extractive ---------------------------------------------------------------------------------

_WORD = re.compile(r"\w+", re.UNICODE)
# Sentence ends, and blank lines; a single newline is only a wrapped line (PDF text).
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])|\n\s*\n")
_STOP = frozenset(
    (
        "a an and are as at be been but by can do does did for from had has have how i if in into "
        "is it its me my of on or our so than that the their them then there these they this to "
        "was we were what when where which who whom why will with would you your about tell more "
        "please much many any some also just"
    ).split()
)
_FOLLOW_UP = re.compile(
    r"^(and|but|so|also|what about|how about|tell me more|more|why|how so)\b|\b(it|its|this|that|"
    r"these|those|they|them|he|she|there|page \d+)\b",
    re.IGNORECASE,
)
_MAX_SENTENCES = 3
_MIN_SENTENCE_WORDS = 4  # headings and table fragments are not answers
_KEEP_RATIO = 0.7  # further sentences must score this close to the best
_SHORT_QUESTION_WORDS = 4
_STEM_CHARS = 5


def _terms(text: str) -> set[str]:
    """Lower-case content words, cut to a 5-character stem so that inflections still match."""
    words = (w.lower() for w in _WORD.findall(text))
    return {w[:_STEM_CHARS] for w in words if w not in _STOP and len(w) > 1}


class ExtractiveGenerator:
    """Answers with the sentences of the sources that best match the question, each cited [n].

    Deterministic: the same question and sources give the same answer."""

    name = "extractive"

    def answer(self, question: str, sources: Sequence[Source]) -> str:
        wanted = _terms(question)
        candidates = [
            (source.n, position, " ".join(sentence.split()))
            for source in sources
            for position, sentence in enumerate(_SENTENCE.split(source.hit.content))
            if len(sentence.split()) >= _MIN_SENTENCE_WORDS
        ]
        if not candidates:
            return IDK
        rarity = self._rarity(wanted, [text for _, _, text in candidates])
        scored = [
            (sum(rarity[t] for t in wanted & _terms(text)), n, position, text)
            for n, position, text in candidates
        ]
        best = max(score for score, *_ in scored)
        if best == 0:  # relevant by meaning, not by words: quote the top source's opening
            n, _, text = candidates[0]
            return f"{text} [{n}]"
        chosen = sorted(scored, key=lambda item: (-item[0], item[1], item[2]))[:_MAX_SENTENCES]
        chosen = [item for item in chosen if item[0] >= best * _KEEP_RATIO]
        chosen.sort(key=lambda item: (item[1], item[2]))  # in source order, as written
        return " ".join(f"{text} [{n}]" for _, n, _, text in chosen)

    @staticmethod
    def _rarity(wanted: set[str], sentences: Sequence[str]) -> dict[str, float]:
        """idf of each question term over the candidate sentences."""
        counts = dict.fromkeys(wanted, 0)
        for sentence in sentences:
            for term in wanted & _terms(sentence):
                counts[term] += 1
        total = len(sentences)
        return {term: math.log(1 + total / (1 + count)) for term, count in counts.items()}

    def general(self, question: str) -> str | None:
        return None  # no model, no general knowledge

    def rewrite(self, history: Sequence[Turn], question: str) -> str:
        """A follow-up (short, or leaning on "it", "that", "page 3", "tell me more") is joined
        to the previous user question, so retrieval sees the topic again."""
        previous = next((t.content for t in reversed(history) if t.role == "user"), None)
        if previous is None:
            return question
        is_follow_up = len(question.split()) <= _SHORT_QUESTION_WORDS or _FOLLOW_UP.search(question)
        return f"{previous} {question}" if is_follow_up else question
