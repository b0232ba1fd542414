"""What a question asks of by its number: a year ("in 2024"), a quarter or half of one ("Q4"), a
numbered, measured or lettered name ("scope 3", "a 45-minute lesson", "study room B"), a code
of letters and a number ("error E4", "a P1 ticket"), a day of the week ("on Friday", counted
Monday as 0), a version ("version 2.4"), a period ("a monthly membership"); and whether a
sentence speaks of others of the same kind and not of it ("We planted 12,000 trees in 2025."
asked about 2024, the "Q3" row of a chart asked about Q4, the Monday row of a timetable asked
about Friday). The embedder and the word signals weigh a number as they weigh any word, so a
sentence on the year before comes as close as one on the year asked; what it says is no
answer."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ragkit.answer.evidence import OtherKind, stems, terms
from ragkit.answer.questions import DAY_SPAN, DAYS, MONTHS, YEAR, codes, period_codes
from ragkit.tables import row_name, values

# a word and the number that names one of its kind ("scope 3", "Phase 2"), not a figure
# ("10,000", "2.5") nor a code ("3a")
_NUMBERED_NAME = re.compile(r"(?<![\w-])([A-Za-z]{3,})\s+(\d{1,3})(?![\w%]|[.,]\d)")
# ... and a name with a capital and four digits ("Fibre 1000"), not a month's year ("March 2024")
_NUMBERED_PRODUCT = re.compile(r"(?<![\w-])([A-Z][A-Za-z]{2,})\s+(\d{4})(?![\w%]|[.,]\d)")
# a word and the capital letter that names one of its kind ("study room B", "hepatitis B"), not
# an initial ("John F. Kennedy") nor the pronoun ("should I")
_LETTERED_NAME = re.compile(r"(?<![\w-])([A-Za-z]{3,})\s+([A-HJ-Z])(?![\w'’-]|\.\s*[A-Z])")
# a figure joined to its unit to name a kind of thing ("a 45-minute lesson", "a 3-day pass"),
# not an age ("a 10-year-old") nor a range ("5-8")
_MEASURED_NAME = re.compile(r"(?<![\w.,-])(\d{1,3})-([A-Za-z]{3,})\b(?!-)")
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
# the days of the week, named whole (in any case, "Fridays" too) or shortened with a capital
# ("Mon", "Thurs"), and the days a range of them covers ("Monday to Friday", "Mon-Fri", "Friday
# to Monday") or a word for several ("weekdays", "weekends"): a timetable's row of Monday is no
# answer for Friday, as 2025's is none for 2024
_DAY = rf"(?:(?i:{'|'.join(DAYS)})s?|Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\b"
# what joins the first and the last of a range of days or months
_THROUGH = r"\s*(?:-|–|—|\bto\b|\bthrough\b|\buntil\b|\btill\b)\s*"
_DAYS_RANGE = re.compile(rf"\b({_DAY}){_THROUGH}({_DAY})")
_ONE_DAY = re.compile(rf"\b{_DAY}")
_SEVERAL_DAYS = {"weekday": range(5), "weekend": (5, 6)}  # the words `questions.DAY_SPAN` finds
_DAY_KIND = "day"
# the months of the year: "in June" is not answered by "in July and August"
_MONTH_KIND = "month"
_MONTH = re.compile(rf"\b(?:{'|'.join(MONTHS)})\b", re.IGNORECASE)
# "July to August", "October-April", "5 December to 10 January", "between May and September"
_MONTHS_RANGE = re.compile(
    rf"\b({_MONTH.pattern}){_THROUGH}(?:\d{{1,2}}\s+)?({_MONTH.pattern})"
    rf"|\bbetween\s+({_MONTH.pattern})\s+and\s+({_MONTH.pattern})",
    re.IGNORECASE,
)
# "May" names the month after these, else it may be the verb ("May I bring my dog?")
_BEFORE_MAY = frozenset("in of from to until till and since by early late mid".split())
_VERSION_KIND = "version"
# how often a thing recurs, named by a word ("a monthly membership", "daily lenses"): a monthly
# one is no answer for a yearly one, as Monday's row is none for Friday
_PERIOD_KIND = "period"
_PERIODS = ("daily", "weekly", "monthly", "quarterly", "yearly")
_PERIOD_WORDS = {**{word: n for n, word in enumerate(_PERIODS)}, "annual": 4, "annually": 4}
_PERIOD = re.compile(rf"\b(?:{'|'.join(_PERIOD_WORDS)})\b", re.IGNORECASE)
_DAY_TERMS = terms(" ".join(DAYS))
# a version of a program ("version 2.4", "v2.4", a row's "Version: 2.4"): its major and minor
# numbers (a patch number is left out), as major * 100 + minor; "versions 2.1 and 2.4" both
_VERSION_NUMBER = r"(\d{1,3})\.(\d{1,2})(?:\.\d+)*\b"
_VERSIONS = re.compile(
    rf"\b(?:versions?|releases?|v)\s*:?\s*v?{_VERSION_NUMBER}"
    rf"(?:\s*(?:,|and|or|to|-|–)\s*v?{_VERSION_NUMBER})*",
    re.IGNORECASE,
)
_MINORS = 100
_RUN = 3  # named numbers in a row shown as a range ("Monday to Friday")
_YEARS = range(1800, 2100)
_RANGE = 2  # a question naming two of a kind asks of what lies between ("between 2023 and 2025")


@dataclass
class _Kind:
    """Numbers of one kind, and how the text names the kind ("scope", "Q")."""

    label: str
    numbers: set[int] = field(default_factory=set)
    lettered: bool = False  # the numbers stand for letters, "room B" as ord("B")
    coded: bool = False  # written as one word with its label ("Q3", "E4")
    spelled: tuple[str, ...] = ()  # the numbers stand for these names ("Monday" as 0)
    dotted: bool = False  # a version's major and minor numbers ("2.4" as 204)
    hyphened: bool = False  # written before its label with a hyphen ("45-minute")

    def shown(self) -> str:
        """The numbers as a reader knows them: "2025", "Q3", "E4", "scope 1 or 2", "room A",
        "Monday"."""
        if self.spelled:
            return " or ".join(_runs(sorted(self.numbers), self.spelled))
        if self.dotted:
            shown = (f"{n // _MINORS}.{n % _MINORS}" for n in sorted(self.numbers))
            return f"{self.label} {' or '.join(shown)}"
        ordered = [chr(n) if self.lettered else str(n) for n in sorted(self.numbers)]
        if self.hyphened:
            return " or ".join(f"{n}-{self.label}" for n in ordered)
        if self.coded:
            return " or ".join(f"{self.label}{n}" for n in ordered)
        return " or ".join(ordered) if not self.label else f"{self.label} {' or '.join(ordered)}"


def another_number(question: str, sentence: str) -> OtherKind | None:
    """The year, quarter or numbered name the sentence speaks of where the question asks of
    another of the same kind that the sentence never names: asked "in 2024", it says "in
    2025" and not "2024". A question naming two of a kind asks of those between them too ("from
    2023 to 2025" is answered by 2024's figure), and one asking since or up to a year of those
    after or before it. None when the sentence names one asked of, or none of its kind."""
    asked, named = _numbers(question), _spoken_of(question, sentence)
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
    named = _spoken_of(question, sentence)
    instead_of = set(_others(question, asked, _spoken_of(question, first)))
    return not _others(question, asked, named) and instead_of <= named.keys()


def _spoken_of(question: str, sentence: str) -> dict[str, _Kind]:
    """The numbers of each kind the sentence speaks of; but a table's row that the question
    names by its name (its first cell: "Dr Amelia Hart") is the one asked of, and the days of
    the week it says are then what is asked of it ("When does Dr Hart work on Fridays?" is
    answered "Monday to Thursday"), not which row. Days that only label its columns ("Friday:
    16:30") are the days it has: asked of Monday, the row of a film shown Friday to Sunday has
    none to give."""
    named = _numbers(sentence)
    name = row_name(sentence)
    days_said = _DAY_KIND in _numbers(values(sentence))
    if name and (terms(name) - _DAY_TERMS) & terms(question) and days_said:
        named.pop(_DAY_KIND, None)
    return named


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
    """The text's numbers of every kind (`_numbered`), the days of the week and the months it
    names, its versions and how often a thing it names recurs ("monthly")."""
    found = _numbered(text)
    days = _days(text)
    if days:
        found[_DAY_KIND] = _Kind("", days, spelled=DAYS)
    months = _months(text)
    if months:
        found[_MONTH_KIND] = _Kind("", months, spelled=MONTHS)
    versions = {
        int(major) * _MINORS + int(minor)
        for named in _VERSIONS.finditer(text)
        for major, minor in re.findall(_VERSION_NUMBER, named.group())
    }
    if versions:
        found[_VERSION_KIND] = _Kind("version", versions, dotted=True)
    periods = {_PERIOD_WORDS[word.group().lower()] for word in _PERIOD.finditer(text)}
    if periods:
        found[_PERIOD_KIND] = _Kind("", periods, spelled=_PERIODS)
    return found


def _numbered(text: str) -> dict[str, _Kind]:
    """The text's years, quarters and halves, codes of a series, numbered, measured and
    lettered names, by kind ("" for years, "Q", "H", a code's letters with a hash, a name's
    stem, a unit's stem with a hyphen, and a name's stem with a colon for its letters)."""
    found: dict[str, _Kind] = {}
    for kind, shape, number in (*_codes_numbered(text), *_names_numbered(text)):
        found.setdefault(kind, shape).numbers.add(number)
    return found


def _codes_numbered(text: str) -> Iterator[tuple[str, _Kind, int]]:
    """The years, quarters and halves, and codes of a series: each kind, how it is shown and
    its number."""
    for year in YEAR.finditer(text):
        yield "", _Kind(""), int(year.group(1))
    for code in period_codes(text):
        yield code[0], _Kind(code[0], coded=True), int(code[1:])
    for code in codes(text):
        if series := _SERIES_CODE.fullmatch(code):
            letters, number = series.groups()
            shape = _Kind(letters.upper(), coded=True)
            yield f"#{letters.rstrip('-').upper()}", shape, int(number)


def _names_numbered(text: str) -> Iterator[tuple[str, _Kind, int]]:
    """The numbered, measured and lettered names: each kind, how it is shown and its number."""
    products = (
        name
        for name in _NUMBERED_PRODUCT.finditer(text)
        if name.group(1) not in MONTHS and name.group(1) not in DAYS
    )
    for name in (*_NUMBERED_NAME.finditer(text), *products):
        word, kind = name.group(1), stems(name.group(1))
        if word.lower() not in _NOT_NAMES and kind:
            yield kind[0], _Kind(word.lower()), int(name.group(2))
    for name in _MEASURED_NAME.finditer(text):
        unit, kind = name.group(2), stems(name.group(2))
        if kind:
            yield f"{kind[0]}-", _Kind(unit.lower(), hyphened=True), int(name.group(1))
    for name in _LETTERED_NAME.finditer(text):
        kind = stems(name.group(1))
        if kind:
            shape = _Kind(name.group(1).lower(), lettered=True)
            yield f"{kind[0]}:", shape, ord(name.group(2))


def _runs(numbers: Sequence[int], names: Sequence[str]) -> list[str]:
    """Named numbers as a reader writes them: three or more in a row as a range ("Monday to
    Friday"), others one by one."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and runs[-1][-1] == n - 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    shown: list[str] = []
    for run in runs:
        if len(run) >= _RUN:
            shown.append(f"{names[run[0]]} to {names[run[-1]]}")
        else:
            shown.extend(names[n] for n in run)
    return shown


def _days(text: str) -> set[int]:
    """The days of the week a text names, those a range of them covers, and those a word for
    several names (Monday as 0)."""
    found = {_day(day.group()) for day in _ONE_DAY.finditer(text)}
    for first, last in (r.groups() for r in _DAYS_RANGE.finditer(text)):
        found.update(_spanned(_day(first), _day(last), len(DAYS)))
    for several in DAY_SPAN.finditer(text):
        found.update(_SEVERAL_DAYS[several.group(1).lower()])
    return found


def _months(text: str) -> set[int]:
    """The months a text names (January as 0), those a range of them spans included ("October
    to April" is seven, across the year's end)."""
    found = {
        MONTHS.index(month.group().capitalize())
        for month in _MONTH.finditer(text)
        if month.group().lower() != "may" or _the_month_may(text[: month.start()])
    }
    for span in _MONTHS_RANGE.finditer(text):
        first, last = (MONTHS.index(m.capitalize()) for m in span.groups() if m)
        found.update(_spanned(first, last, len(MONTHS)))
    return found


def _spanned(first: int, last: int, cycle: int) -> list[int]:
    """The numbers from `first` to `last` of a cycle of `cycle` (a week's days, a year's
    months), across its end ("Friday to Monday", "October to April")."""
    return [(first + i) % cycle for i in range((last - first) % cycle + 1)]


def _the_month_may(before: str) -> bool:
    """Whether "May" after this text is the month: after a day's number or a word that leads to
    a time ("in May", "3 May"), not a question's opening verb."""
    last = re.findall(r"\w+", before)[-1:]
    return bool(last) and (last[0].isdigit() or last[0].lower() in _BEFORE_MAY)


def _day(name: str) -> int:
    """Monday as 0: a day's name whole, plural or shortened to its first three letters."""
    return next(i for i, day in enumerate(DAYS) if day[:3].lower() == name[:3].lower())


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
