"""Which language a text is in, and what the answer step says in it.

Detection is CLD3 (Google's Compact Language Detector v3, the `cld3-py` wheel: a 1.4 MB
compiled neural model, no dependencies, arm64 wheels for the layer, 0.1 ms a call here). A text is
read in pieces of about a paragraph; the language with the most letters among the pieces CLD3
calls reliable wins, so a mostly German document with an English table is German, and a document
of digits, or of too few words, has no language (None), never a guess."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from importlib import resources
from typing import Any

import gcld3

FALLBACK = "en"
_PIECE_CHARS = 600  # about a paragraph: short enough for one language, long enough to tell
_MIN_LETTERS = 12  # fewer letters say nothing reliable about a language
_MAX_PIECES = 64  # a long document's language shows in its first pages
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)
_CODE = re.compile(r"^[a-z]{2,3}$")
# CLD3's probability a question's language must reach before the answer step acts on it,
# calibrated on dev by `python -m bench.question_language` (bench/results/question-language.json):
# the lowest floor at which no English question of 1,057 was taken for German, French or Spanish
# (0.28% were without one, 0.19% at 0.8), keeping 81-94% of XQuAD's German, Spanish, Russian and
# Arabic questions.
QUESTION_FLOOR = 0.98
# Written without spaces between words: PostgreSQL's text-search parser cannot find their words,
# so its full-text index cannot read them (a fact of the writing systems, not of any text)
UNSPACED = frozenset({"zh", "ja", "th", "lo", "km", "my", "bo"})
# CLD3 still answers with the codes ISO 639-1 retired
_RENAMED = {"iw": "he", "in": "id", "ji": "yi", "jw": "jv"}


@cache
def _identifier() -> Any:
    return gcld3.NNetLanguageIdentifier(min_num_bytes=0, max_num_bytes=4 * _PIECE_CHARS)


def _code(cld3_language: str) -> str | None:
    """CLD3's answer as the ISO 639 code the project stores ("zh-Latn", romanised Chinese, is
    "zh"; "und" is none)."""
    code = cld3_language.split("-", maxsplit=1)[0]
    code = _RENAMED.get(code, code)
    return code if _CODE.match(code) and code != "und" else None


def _pieces(text: str) -> list[str]:
    """The text cut at line breaks into pieces of about `_PIECE_CHARS` characters."""
    pieces: list[str] = []
    current = ""
    for line in text.splitlines():
        current = f"{current}\n{line}" if current else line
        if len(current) >= _PIECE_CHARS:
            pieces.append(current)
            current = ""
            if len(pieces) >= _MAX_PIECES:
                return pieces
    return [*pieces, current] if current else pieces


def guess(text: str) -> tuple[str, float] | None:
    """CLD3's reliable answer for a text (a question, a piece of a document) with its
    probability; None when it has none or the text too few letters."""
    if letters(text) < _MIN_LETTERS:
        return None
    result = _identifier().FindLanguage(text=text)
    code = _code(result.language)
    return (code, float(result.probability)) if result.is_reliable and code else None


def of_question(text: str) -> str | None:
    """A question's language, when CLD3 is sure enough of it (QUESTION_FLOOR); else None."""
    guessed = guess(text)
    return guessed[0] if guessed and guessed[1] >= QUESTION_FLOOR else None


def letters(text: str) -> int:
    return len(_LETTER.findall(text))


def detect(text: str) -> str | None:
    """The language most of the text's letters are in (ISO 639 code), or None when no piece of
    it is reliably in any."""
    weights: Counter[str] = Counter()
    for piece in _pieces(text):
        guessed = guess(piece)
        if guessed:
            weights[guessed[0]] += letters(piece)
    return weights.most_common(1)[0][0] if weights else None


def is_code(language: str) -> bool:
    return bool(_CODE.match(language))


def _by_language(name: str) -> dict[str, Any]:
    """A data file of this package, keyed by language (its `_comment` left out)."""
    raw = json.loads((resources.files("ragkit.languages") / name).read_text("utf-8"))
    return {language: entries for language, entries in raw.items() if is_code(language)}


@cache
def _phrases() -> dict[str, dict[str, str]]:
    return _by_language("phrases.json")


@cache
def abbreviations() -> frozenset[str]:
    """The words, in every language the project lists, that a full stop follows without ending
    a sentence ("bzw", "pág", "e.g"), in lower case."""
    return frozenset(
        word for words in _by_language("abbreviations.json").values() for word in words
    )


def say(key: str, language: str | None, **fields: str) -> str:
    """The phrase `key` in `language` (English when the project has no translation of it),
    with its fields filled in."""
    table = _phrases()
    phrase = table.get(language or FALLBACK, {}).get(key) or table[FALLBACK][key]
    return phrase.format(**fields) if fields else phrase


def spoken() -> list[str]:
    """The languages the answer step's phrases exist in."""
    return sorted(_phrases())


def translated(language: str | None) -> bool:
    """Whether the answer step's phrases exist in `language`."""
    return (language or FALLBACK) in _phrases()
