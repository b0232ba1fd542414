"""Sentence spans of a chunk, each on one page (PDF) or one row (CSV): the units an answer quotes.

A span ends at sentence punctuation followed by a capital, digit or opening quote (not after an
abbreviation or an initial), at a blank line, at a single line break that is not a wrapped line
(after a short line such as a heading, before a list item or table row, after a colon), where the
page or row changes, and, for run-on text without punctuation, at the last clause break before
MAX_SENTENCE_CHARS. A CSV row is one span: its fields mean something only together. Reference
numbers flattened from superscripts ("... children. 3, 4 The most ...") end the sentence they
cite."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise

from ragkit.languages import abbreviations

MAX_SENTENCE_CHARS = 400
# what ends a sentence as its last character: a stop in any script the splitter knows (full-width
# and Arabic/Devanagari marks included), or a closing quote or bracket after one
SENTENCE_ENDINGS = (
    ".!?;\u2026\u3002\uff01\uff1f\u061f\u06d4\u0964\"')]\u2019\u201d\u00bb\u300d\u300f\uff09"
)
_SHORT_LINE_CHARS = 40  # a line this short that is not a sentence's end is a heading or label
# a sentence's end: its punctuation (and closing quotes or brackets), then space; or a full-width
# or Arabic/Devanagari mark, which needs none. What follows must start a sentence (`_starts`).
_END = re.compile(
    r"[.!?\u2026][\"'\u2019\u201d\u00bb)\]]*\s+|[\u3002\uff01\uff1f][\u300d\u300f\uff09]*\s*"
    r"|[\u061f\u06d4\u0964]\s+"
)
_OPENERS = (
    "\"'([\u2018\u201c\u00ab\u00bf\u00a1\u300c\u300e"  # quotes, brackets, Spanish \u00bf \u00a1
)
_WORD_BEFORE_STOP = re.compile(r"(?:^|[^\w.])([\w.]+)\.$")
_LIST_NUMBER = re.compile(r"(?:^|\n)\s*\d{1,3}\.$")
_LINE_BREAK = re.compile(r"\n")
# a figure and the word after it, as the rest of a sentence a page's end cut may begin ("14
# days"); a numbered item's "2. Scan the code" is none
_FIGURE_THEN = re.compile(r"\d[\d.,]*\s+(\w)")
_ITEM = re.compile(r"\s*(?:[-*•▪‣]\s|\d{1,3}[.)]\s|\|)")
_CLAUSE = re.compile(r"[;,:]\s")
# superscript reference numbers flattened into the text ("... in children. 3, 4 The most ...")
# belong to the sentence before them, not to the one they seem to start
_REFERENCE_NUMBERS = re.compile(r"\d{1,3}(?:\s*[,\u2013-]\s*\d{1,3})*\s+(?=[A-Z])")


@dataclass(frozen=True, slots=True)
class Place:
    """Where the text from `offset` on came from."""

    offset: int
    page: int | None = None
    row: int | None = None


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    page: int | None = None
    row: int | None = None

    def as_list(self) -> list[int | None]:
        return [self.start, self.end, self.page, self.row]

    @staticmethod
    def from_list(values: Sequence[int | None]) -> Span:
        start, end, page, row = values
        assert start is not None and end is not None
        return Span(start, end, page, row)


_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
_ENDS_A_CLAUSE = (".", "!", "?", ":", ";", ",")


def as_read(text: str) -> str:
    """`text` on one line (`one_line`) as a reader takes it in: paragraphs that end without
    punctuation one after another (a slide's points, a list's items) are set off by
    semicolons, not run together ("... outside the EU; Laptops may not ..."); a heading before
    its sentence, or a line wrapped inside a paragraph (a PDF's), is a space, as in
    `one_line`."""
    read, bare = "", False
    for paragraph in _PARAGRAPH_BREAK.split(text):
        line = one_line(paragraph)
        if not line:
            continue
        unpunctuated = not line.endswith(_ENDS_A_CLAUSE)
        if read:
            read += "; " if bare and unpunctuated else " "
        read, bare = read + line, unpunctuated
    return read


def runs_on(piece: str, after: str) -> bool:
    """Whether a piece of a chunk's text is a sentence's first part whose rest is `after` (the
    text that follows it): cut where its page ends, or where run-on text is bounded (`split`),
    it ends without a sentence's punctuation, and the rest starts in lower case on the next
    line at most, not after a blank one, or with a figure and then a word in lower case ("we
    keep it for" before "14 days before ...", not a numbered step's "2. Scan"). A short line
    before lower case is no unit of its own (`_breaks`), so no heading or label runs on."""
    rest = after.lstrip(" \t")
    return (
        piece.rstrip()[-1:] not in (".", "!", "?", "")
        and "|" not in piece
        and not rest.startswith("\n\n")
        and _begins_in_lower_case(rest.lstrip())
    )


def _begins_in_lower_case(rest: str) -> bool:
    """Whether the text begins with a word in lower case, or with a figure and one."""
    figure = _FIGURE_THEN.match(rest)
    return (figure.group(1) if figure else rest[:1]).islower()


def goes_on_into(content: str, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether the piece of `content` at `first` (start, end) is a sentence's first part whose
    rest begins the piece at `second`, with nothing but white space between (`runs_on`)."""
    (start, end), (next_start, next_end) = first, second
    return not content[end:next_start].strip() and runs_on(
        content[start:end], content[end:next_end]
    )


def one_line(text: str) -> str:
    """`text` with every run of whitespace (line breaks too) as one space, and none at either
    end: how two texts are compared when only their words and punctuation matter (a quote
    against a sentence said before, a PDF's wrapped line against the same sentence in the
    next chunk)."""
    return " ".join(text.split())


def split(text: str, places: Sequence[Place] = ()) -> list[Span]:
    """The sentence spans of `text`, in order, trimmed, never empty, never across a place."""
    regions = list(_regions(text, places))
    spans: list[Span] = []
    for start, end, place in regions:
        cuts = [start, end] if place.row is not None else _cuts(text, start, end)
        for a, b in pairwise(cuts):
            for piece_start, piece_end in _bounded(text, a, b):
                trimmed = _trim(text, piece_start, piece_end)
                if trimmed:
                    spans.append(Span(*trimmed, place.page, place.row))
    return spans


def sentence_ends(text: str) -> list[int]:
    """Where the sentences of `text` end, by the rules of `split` (so "Ae. aegypti" or "et al.
    2020" is no end): the offsets, ascending, at which a following sentence starts."""
    return _cuts(text, 0, len(text))[1:-1]


def _regions(text: str, places: Sequence[Place]) -> Iterator[tuple[int, int, Place]]:
    ordered = sorted(places, key=lambda p: p.offset) or [Place(0)]
    if ordered[0].offset > 0:
        ordered.insert(0, Place(0))
    for place, following in zip(ordered, [*ordered[1:], None], strict=True):
        end = len(text) if following is None else min(following.offset, len(text))
        if place.offset < end:
            yield place.offset, end, place


def _starts(text: str, at: int) -> bool:
    """Whether a sentence may start at `at`: after opening quotes, brackets or Spanish
    inverted marks, a capital or a digit, or a letter of a script without case (Arabic, CJK)."""
    while at < len(text) and (text[at] in _OPENERS or text[at].isspace()):
        at += 1  # French sets its guillemets off by a space: « Oui »
    char = text[at : at + 1]
    return bool(char) and (char.isdigit() or (char.isalpha() and not char.islower()))


def _abbreviated(head: str) -> bool:
    """Whether the full stop ending `head` follows an abbreviation ("bzw.", "e.g.") or a single
    letter (an initial, the "B." of "z.B.")."""
    word = _WORD_BEFORE_STOP.search(head)
    if word is None:
        return False
    letters = word.group(1).lower()
    last = letters.rsplit(".", 1)[-1]
    return letters in abbreviations() or (len(last) == 1 and last.isalpha())


def _cuts(text: str, start: int, end: int) -> list[int]:
    cuts = {start, end}
    for match in _END.finditer(text, start, end):
        if match.end() < end and not _starts(text, match.end()):
            continue
        head = text[max(0, match.start() - 12) : match.start() + 1]
        stop = text[match.start()] == "."
        if not ((stop and _abbreviated(head)) or _LIST_NUMBER.search(head)):
            numbers = _REFERENCE_NUMBERS.match(text, match.end(), end)
            cuts.add(numbers.end() if numbers else match.end())
    for match in _LINE_BREAK.finditer(text, start, end):
        if _breaks(text, start, end, match.start()):
            cuts.add(match.end())
    return sorted(cuts)


def _breaks(text: str, start: int, end: int, newline: int) -> bool:
    """Whether the line break at `newline` ends a unit rather than wrapping a line."""
    line = text[max(start, text.rfind("\n", start, newline) + 1) : newline].strip()
    next_end = text.find("\n", newline + 1, end)
    following = text[newline + 1 : end if next_end < 0 else next_end]
    if not line or not following.strip():
        return True  # a blank line
    if line[-1] in ".!?:;" or _ITEM.match(following):
        return True
    short = len(line) < _SHORT_LINE_CHARS and line[-1] not in ",-("
    return short and following.strip()[0].isupper()


def _bounded(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Run-on text cut at the last clause break (or space) before MAX_SENTENCE_CHARS."""
    while end - start > MAX_SENTENCE_CHARS:
        limit = start + MAX_SENTENCE_CHARS
        clause = [m.end() for m in _CLAUSE.finditer(text, start + MAX_SENTENCE_CHARS // 2, limit)]
        space = text.rfind(" ", start + MAX_SENTENCE_CHARS // 2, limit)
        cut = clause[-1] if clause else (space + 1 if space > 0 else limit)
        yield start, cut
        start = cut
    yield start, end


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if start < end else None
