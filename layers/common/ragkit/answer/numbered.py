"""What a question asks of by its number: a year ("in 2024"), a quarter or half of one ("Q4"), a
numbered or lettered name ("scope 3", "phase 2", "study room B"), a code of letters and a number
("error E4", "a P1 ticket"); and whether a sentence speaks
of others of the same kind and not of it ("We planted 12,000 trees in 2025." asked about 2024,
the "Q3" row of a chart asked about Q4). The embedder and the word signals weigh a number as
they weigh any word, so a sentence on the year before comes as close as one on the year asked;
what it says is no answer."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ragkit.answer.evidence import OtherKind, stems
from ragkit.answer.questions import YEAR, codes, period_codes

# a word and the number that names one of its kind ("scope 3", "Phase 2"), not a figure
# ("10,000", "2.5") nor a code ("3a")
_NUMBERED_NAME = re.compile(r"(?<![\w-])([A-Za-z]{3,})\s+(\d{1,3})(?![\w%]|[.,]\d)")
# a word and the capital letter that names one of its kind ("study room B", "hepatitis B"), not
# an initial ("John F. Kennedy") nor the pronoun ("should I")
_LETTERED_NAME = re.compile(r"(?<![\w-])([A-Za-z]{3,})\s+([A-HJ-Z])(?![\w'’-]|\.\s*[A-Z])")
# words a number follows as a quantity, not as a name ("at least 14", "within 30", "over 65"),
# and places a question names to be read, not asked of ("page 7", `questions.asked_page`)
_NOT_NAMES = frozenset(
    (
        "least most over under above below than around approximately nearly almost about "
        "within after before every per only just top last next past first up aged "
        "page pages slide slides"
    ).split()
)
# a year a question asks from or up to ("since 2020", "before 2024"): the years after it or
# before it answer too ("We opened 14 stores between 2021 and 2024." since 2020)
_FROM_YEAR = re.compile(rf"\b(?:since|after|from)\s+{YEAR.pattern}", re.IGNORECASE)
_UP_TO_YEAR = re.compile(rf"\b(?:before|until|till|by|through)\s+{YEAR.pattern}", re.IGNORECASE)
# a code that numbers one of a series by its letters ("E4", "P1", "TW-201"); not one whose
# letters follow its digits ("3a") or stand on both sides ("H1N1")
_SERIES_CODE = re.compile(r"([A-Za-z]{1,3}-?)(\d{1,4})")
_YEARS = range(1800, 2100)
_RANGE = 2  # a question naming two of a kind asks of what lies between ("between 2023 and 2025")


@dataclass
class _Kind:
    """Numbers of one kind, and how the text names the kind ("scope", "Q")."""

    label: str
    numbers: set[int] = field(default_factory=set)
    lettered: bool = False  # the numbers stand for letters, "room B" as ord("B")
    coded: bool = False  # written as one word with its label ("Q3", "E4")

    def shown(self) -> str:
        """The numbers as a reader knows them: "2025", "Q3", "E4", "scope 1 or 2", "room A"."""
        ordered = [chr(n) if self.lettered else str(n) for n in sorted(self.numbers)]
        if self.coded:
            return " or ".join(f"{self.label}{n}" for n in ordered)
        return " or ".join(ordered) if not self.label else f"{self.label} {' or '.join(ordered)}"


def another_number(question: str, sentence: str) -> OtherKind | None:
    """The year, quarter or numbered name the sentence speaks of where the question asks of
    another of the same kind that the sentence never names: asked "in 2024", it says "in
    2025" and not "2024". A question naming two of a kind asks of those between them too ("from
    2023 to 2025" is answered by 2024's figure), and one asking since or up to a year of those
    after or before it. None when the sentence names one asked of, or none of its kind."""
    asked, named = _numbers(question), _numbers(sentence)
    kind = next(iter(_others(question, asked, named)), None)
    if kind is None:
        return None
    return OtherKind(asked[kind].shown(), named[kind].shown(), numbered=True)


def answers_instead(question: str, sentence: str, first: str) -> bool:
    """Whether the sentence names what the question asks of where the `first` sentence names
    only others of its kind (of each such kind, one asked of), and of no kind another: the
    2024 row in place of a sentence on 2025; not a sentence on 2025 without a scope in place of
    the row of scopes 1 and 2 asked of scope 3 in 2025."""
    asked = _numbers(question)
    named = _numbers(sentence)
    instead_of = set(_others(question, asked, _numbers(first)))
    return not _others(question, asked, named) and instead_of <= named.keys()


def _others(question: str, asked: dict[str, _Kind], named: dict[str, _Kind]) -> list[str]:
    """The kinds of which the question asks of some (`asked`) and a text names (`named`) only
    others."""
    found = []
    for kind, of in asked.items():
        said = named.get(kind)
        wanted = _between(of.numbers) | (_open_years(question) if kind == "" else set())
        if said and not said.numbers & wanted:
            found.append(kind)
    return found


def _numbers(text: str) -> dict[str, _Kind]:
    """The text's years, quarters and halves, codes of a series, and numbered and lettered
    names, by kind ("" for years, "Q", "H", a code's letters with a hash, a name's stem, and
    that stem with a colon for its letters)."""
    found: dict[str, _Kind] = {}

    def add(
        kind: str, label: str, number: int, lettered: bool = False, coded: bool = False
    ) -> None:
        found.setdefault(kind, _Kind(label, lettered=lettered, coded=coded)).numbers.add(number)

    for year in YEAR.finditer(text):
        add("", "", int(year.group(1)))
    for code in period_codes(text):
        add(code[0], code[0], int(code[1:]), coded=True)
    for code in codes(text):
        if series := _SERIES_CODE.fullmatch(code):
            letters, number = series.groups()
            add(f"#{letters.rstrip('-').upper()}", letters.upper(), int(number), coded=True)
    for name in _NUMBERED_NAME.finditer(text):
        word, number = name.group(1), int(name.group(2))
        kind = stems(word)
        if word.lower() not in _NOT_NAMES and kind:
            add(kind[0], word.lower(), number)
    for name in _LETTERED_NAME.finditer(text):
        kind = stems(name.group(1))
        if kind:
            add(f"{kind[0]}:", name.group(1).lower(), ord(name.group(2)), lettered=True)
    return found


def _open_years(question: str) -> set[int]:
    """The years a question asks of from or up to one it names ("since 2020": 2020 on)."""
    found: set[int] = set()
    for year in _FROM_YEAR.finditer(question):
        found.update(y for y in _YEARS if y >= int(year.group(1)))
    for year in _UP_TO_YEAR.finditer(question):
        found.update(y for y in _YEARS if y <= int(year.group(1)))
    return found


def _between(asked: set[int]) -> set[int]:
    """The numbers asked of: those named, and with two or more those between them."""
    if len(asked) < _RANGE:
        return asked
    return set(range(min(asked), max(asked) + 1))
