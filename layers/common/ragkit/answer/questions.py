"""Reading a question before searching: its length, a page it names, and a misspelt word read
as the documents spell it. Structure only: what the question means is the reader's to judge."""

from __future__ import annotations

import re

from ragkit.errors import ValidationFailed
from ragkit.models.retrieval import MAX_PAGE, SearchFilters
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tokens import count_tokens

# A page named by its number; a deck's slide is its page ("What is on slide 3?")
_PAGE = re.compile(r"\b(?:on |at |from )?(?:page|p\.|slide)\s*(\d{1,7})\b", re.IGNORECASE)
_RESPELL_MIN_LETTERS = 5
_TWO_EDITS_FROM_LETTERS = 8


def require_question(text: str, settings: Settings) -> None:
    """A question (or search query) within MAX_QUESTION_CHARS, and not blank."""
    if not text.strip() or len(text) > settings.max_question_chars:
        raise ValidationFailed(
            f"the question must have 1 to {settings.max_question_chars:,} characters"
        )


def with_page(question: str, filters: SearchFilters | None) -> tuple[str, SearchFilters | None]:
    """A page named in the question ("what about page 7?") becomes a page filter, unless the
    caller already filters by page; the question keeps its other words."""
    match = _PAGE.search(question)
    if match is None or int(match.group(1)) < 1 or int(match.group(1)) > MAX_PAGE:
        return question, filters
    if filters is not None and filters.names_pages:
        return question, filters
    page = int(match.group(1))
    base = filters or SearchFilters()
    rest = one_line(question[: match.start()] + question[match.end() :])
    return rest or question, base.model_copy(update={"page_from": page, "page_to": page})


def slips_allowed(word: str, stem: str) -> int:
    """How many letters of a question word the project has nowhere may be a slip of the pen: none
    in a short word, an acronym, a word with a digit (codes: "N3" is not "N1") or a common word,
    one that the tokenizer's large vocabulary holds as a single token ("parental" is not a slip
    for "parenteral"); one in a rarer word ("carageenan"), two from eight letters."""
    if len(stem) < _RESPELL_MIN_LETTERS or word.isupper() or any(c.isdigit() for c in word):
        return 0
    if count_tokens(" " + word.lower()) == 1:
        return 0
    return 2 if len(stem) >= _TWO_EDITS_FROM_LETTERS else 1


def respelled(question: str, spellings: dict[str, str]) -> str:
    """The question with each word of `spellings` replaced, as a whole word, by its spelling."""
    for word, spelling in spellings.items():
        whole_word = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)")
        question = whole_word.sub(spelling.replace("\\", r"\\"), question)
    return question


def joined(previous: str, question: str) -> str:
    """A follow-up read with the question before it ("What does E2 mean? And E3?"): the one
    form the reader is trained on (`bench.reader.data`) and asked at run time."""
    return f"{previous} {question}"
