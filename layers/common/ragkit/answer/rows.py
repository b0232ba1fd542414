"""A table's rows as records (a CSV file's or a sheet's rows; a DOCX, HTML, Markdown or PPTX
table's, `ragkit.tables`): what a question asks of their values, and whether it asks of a row
that none of them is."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from itertools import pairwise

from ragkit.answer.evidence import (
    CURRENCY,
    PRICE_WORDS,
    Evidence,
    in_a_table,
    name_and_section,
    ordinal_number,
    stems,
    terms,
)
from ragkit.answer.questions import Superlative, proper_names, said_whole
from ragkit.numberwords import NUMBER_WORDS, is_number_word, number_value
from ragkit.tables import cells, labels, row_name, unbracketed, values

_FIGURE = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_PRICE_LABELS = terms(" ".join(PRICE_WORDS))
_NAME_WORDS = 3  # "the main train station branch"
# a row's name this short is compared as written ("XL" is no "xl"), a longer one in any case
_CASED_NAME = 3
# what a yes-or-no column says of a row ("API access: Yes", "Breakfast: included")
_YES = frozenset({"yes", "y", "true", "included", "✓", "✔"})
_NO = frozenset({"no", "n", "false", "not included", "-", "–", "—", "✗", "✘"})
_ASKS_WHICH = re.compile(r"^\s*(?:which|what)\b", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|no|without|\w+n't)\b", re.IGNORECASE)
# The ranges a cell states: "6 to 17", "87-92"; "under 6", "up to 3"; "over 65", "from 65", "65+"
_N = r"(\d+(?:\.\d+)?)"
_BETWEEN = re.compile(rf"{_N}\s*(?:-|–|to)\s*{_N}", re.IGNORECASE)
_BELOW = re.compile(rf"\b(?:under|below|less than)\s+{_N}", re.IGNORECASE)
_UP_TO = re.compile(rf"\bup to\s+{_N}", re.IGNORECASE)
_ABOVE = re.compile(rf"\b(?:over|above|more than)\s+{_N}", re.IGNORECASE)
_FROM = re.compile(rf"\bfrom\s+{_N}|{_N}\s*(?:\+|and over|or more)", re.IGNORECASE)
# A figure a question gives as a value, not as a range of its own ("a child of 10", not "under 6"
# or "2-3 days"), nor a year
_VALUE = re.compile(
    r"(?<![\d.,\-–])(?<!under )(?<!below )(?<!over )(?<!above )(?<!than )(?<!to )(?<!from )"
    r"(\d+(?:\.\d+)?)(?![\d.,]?\d)(?!\s*(?:-|–|to)\s*\d)(?!\s*\+)",
    re.IGNORECASE,
)
_YEARS = range(1900, 2100)
# words before a name column's label that ask which one, not name one ("What size van ...")
_ASKS_A_KIND = terms("size kind type sort colour color model make")
_WORDS = re.compile(r"[\w'-]+")  # "children's", "e-bike" whole
_SHORT_WORD = 3
# the unit a word like "yearly" says a rate per ("a yearly membership" is one per year)
_RATE_WORDS = {
    "hourly": "hour",
    "daily": "day",
    "nightly": "night",
    "weekly": "week",
    "monthly": "month",
    "yearly": "year",
    "annual": "year",
}
# a price's unit: "per week", "per extra kilometre", "a month", "monthly"
_RATE = re.compile(
    r"\bper\s+((?:\w+\s+)?\w+)|\b(?:a|an|each)\s+(hour|day|night|week|month|year)\b"
    rf"|\b({'|'.join(_RATE_WORDS)})\b",
    re.IGNORECASE,
)
_HOW_WORD = re.compile(r"\bhow\s+[\w-]+", re.IGNORECASE)
_HOW_MUCH = re.compile(r"^\s*how much\b", re.IGNORECASE)
# "3-bedroom" is "3" and "bedroom"; a code ("A3", "B2") one word, no figure
_PLAIN_WORDS = re.compile(r"[^\W\d_]+\d\w*|\d+(?:\.\d+)?|[^\W\d_]+")
# the verb after "do"'s one-word subject that ends a question ("Which night do the pairs
# play?"): no head noun of that subject, whatever the project lacks
_DONE_BY = re.compile(
    r"\b(?:do|does|did)\s+(?:(?:the|a|an|my|our|your|their)\s+)?([\w'-]+)\s+([\w'-]+)\W*$",
    re.IGNORECASE,
)
# a length of time ("45 minutes", "1-hour", "two hours"), and its unit in minutes
_MINUTES = {"minute": 1, "hour": 60, "day": 24 * 60, "week": 7 * 24 * 60}
_LENGTH_OF_TIME = re.compile(
    rf"\b(\d+(?:\.\d+)?|{NUMBER_WORDS.pattern})[\s-]+({'|'.join(_MINUTES)})s?\b", re.IGNORECASE
)
# what a thing is for, in a row's name ("Weights for a gazebo", "Cover for the pool")
_FOR_A_THING = re.compile(r"\b(?:for|of|with)\s+(?:(?:a|an|the)\s+)?([\w-]+)", re.IGNORECASE)
# a row named as a way from one place or value to another ("Portlow to Gannet Rock")
_WAY = re.compile(r"^\s*(.+?)\s+to\s+(.+?)\s*$", re.IGNORECASE)


def is_row(evidence: Evidence) -> bool:
    return in_a_table(evidence.span, evidence.text)


def asked_of_values(asked: Sequence[str], *rows: str) -> set[str]:
    """The question's words (`asked`, stemmed, in order) but those that say a label of the rows
    (its words one after another: "the monthly premium of the Basic plan"): what it asks of a
    row, not which row it asks about, though another row's value says one of them (the Premium
    plan's). A word said again still counts ("the monthly premium of the Premium plan"); an
    ordinal counts as its number ("the second floor" is a floor of 2)."""
    left = list(asked)
    said = {tuple(stems(name)) for row in rows for name in labels(row)} - {()}
    for label in sorted(said, key=len, reverse=True):  # "monthly premium" before "premium"
        at = _where(left, label)
        if at is not None:
            left[at : at + len(label)] = [""] * len(label)
    return {ordinal_number(word) or word for word in left} - {""}


def _where(words: Sequence[str], phrase: Sequence[str]) -> int | None:
    """Where `phrase` first stands in `words`, if it does."""
    n, wanted = len(phrase), tuple(phrase)
    return next((i for i in range(len(words) - n + 1) if tuple(words[i : i + n]) == wanted), None)


def names_no_row(question: str, likely: Sequence[Evidence], unknown: Collection[str]) -> bool:
    """Whether the question asks of a row by a value that none of the likeliest rows' values
    says, a word the project has nowhere (`unknown`): "How many open positions are there for
    accountants?" of a table of drivers, dispatchers and mechanics. The rows' closeness is then
    the labels' ("open positions"), which every row repeats; a paraphrase that names the row in
    other words still says some value of it ("a damaged van" is the "Vehicle damage" row)."""
    rows = [e for e in likely if is_row(e)]
    if not rows or not is_row(likely[0]):
        return False
    wanted = asked_of_values(stems(question), *(e.text for e in rows))
    said_by = [terms(values(e.text)) for e in rows]
    # a value every row says names none of them ("Brewmaster" of "Brewmaster Compact", "...
    # Classic"): "the Brewmaster Mini" is no row of theirs
    shared = set.intersection(*said_by) if len(said_by) > 1 else set()
    unheard = set().union(*(terms(word) for word in unknown))
    # a word of a row's name said right before a common noun the project lacks names a thing
    # of its own ("ski goggles" of rows of skis), unless it is that row's whole name ("a P2
    # ticket", "a crown's cost"): the rows say what it is not ("the Pro Mini" may be the Pro's,
    # "Switzerland quickly" Switzerland's, and "no meat" is said of no row's name); nor is the
    # verb after "do" and its subject a head noun ("do the pairs play?": `_DONE_BY`)
    names = [row_name(e.text) for e in rows]
    in_names = set().union(*(terms(name) for name in names if not _named(question, name)))
    done_by = _DONE_BY.search(question)
    naming_another = {
        stem
        for word, head in pairwise(_WORDS.findall(question))
        if head.islower()
        and not head.endswith("ly")
        and terms(head) & unheard
        and not (done_by and (word, head) == done_by.groups())
        for stem in terms(word) & in_names
    }
    said = set().union(*said_by) - shared - naming_another
    if wanted & unheard and not wanted & said:
        return True
    # a row named as its name column is labelled ("the train station branch" of a table whose
    # rows are branches) is named by the words before that label, whatever another column says
    # ("14 Station Road" is an address, not a branch's name); "What size van" names none
    naming = _naming(question, rows) - _ASKS_A_KIND
    named = set().union(*(terms(name) for name in names))
    # ... by a name the project has elsewhere too ("the Airport customer centre" beside a night
    # bus to the airport): a word the question capitalises as a name (`proper_names`), not a
    # label's ("the EU size of an M" asks the "EU size" column)
    capitalised = terms(" ".join(proper_names(question)))
    labelled = set().union(*(terms(label) for e in rows for label in labels(e.text)))
    return bool(naming & (unheard | capitalised - labelled)) and not naming & named


def names_no_such_way(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether the likeliest sentence is a row named as a way from one place to another
    ("Portlow to Gannet Rock") and the question asks of a way between two of the rows' places
    that no likely row is named ("the first departure from Gannet Rock to Portlow", the way
    back; "the crossing from Hale Island to Gannet Rock"): the row of another way is not the
    one asked about."""
    if not likely or not is_row(likely[0]):
        return False
    rows = [row_name(e.text) for e in likely if is_row(e)]
    ways = {name: way.groups() for name in rows if (way := _WAY.match(name))}
    if rows[0] not in ways:
        return False
    places = {place for way in ways.values() for place in way}
    asked = any(
        said_whole(question, f"{start} to {end}", re.IGNORECASE)
        for start in places
        for end in places - {start}
    )
    return asked and not any(said_whole(question, name, re.IGNORECASE) for name in ways)


def names_values_of_no_row(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether the question names values of two or more columns of the likeliest row's table
    (each value's every word) that no likely row of that table holds together: "How often does
    a rabbit need a distemper vaccine?" of a table whose Distemper row is a dog's and whose
    rabbit's row is another vaccine's. Yes, no and figures name no row: "no" and "2" are said
    of many."""
    rows = _table_rows(likely)
    # "How hard is the Pharaoh's Tomb?" asks its difficulty: "hard" is the question's form,
    # no value of the Hard room's
    asked = terms(_HOW_WORD.sub(" ", question))
    said: dict[str, set[str]] = {}
    for row in rows:
        for label, value in row.items():
            words = terms(value)
            plain = value.lower() not in _YES | _NO and not _FIGURE.search(value)
            if plain and words and words <= asked and not _a_state(value, rows):
                said.setdefault(label, set()).add(value)
    if len(said) < 2:  # noqa: PLR2004 (values of two columns)
        return False
    return not any(all(row.get(label) in values for label, values in said.items()) for row in rows)


def names_parts_of_two_rows(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether the question names a thing by two words side by side that stand in the names of
    two likely rows of the likeliest sentence's table and together in no row's name, nor in the
    table's file or sheet name: "the adult choir" of "Children's choir" and "Adult jazz band"
    is a thing the table does not have."""
    rows = [next(iter(row.values()), "") for row in _table_rows(likely)]  # their names
    names = [set(stems(row)) for row in rows]
    if not rows or any(_named_alone(question, row, names) for row in rows):
        return False  # "the Suite room" names the Suite, beside a Single room and a Double room
    said = [stems(word) for word in _WORDS.findall(question)]
    # what the table's file or sheet is named for, or its name column is labelled, is every
    # row's kind: "an adult ticket" of tickets.xlsx is the Adults row's, beside a "Family
    # ticket"; "the puppy group" of a column "Group" the Puppies row's, beside a "Quiet group"
    kind = name_and_section(likely[0].source) | set(stems(" ".join(labels(likely[0].text)[:1])))
    # side by side: "adults or children" names two things
    pairs = ((a[0], b[0]) for a, b in pairwise(said) if a and b)
    for first, second in ((a, b) for a, b in pairs if not {a, b} & kind):
        holding = [(first in name, second in name) for name in names]
        if (True, False) in holding and (False, True) in holding and (True, True) not in holding:
            return True
    return False


def names_a_figure_no_row_has(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether the question gives a figure of a column (`_figure_of`: "a place for two days a
    week" of "Days a week", "a 3-bedroom flat" of "Bedrooms", "a group of 8" of "Group size")
    that no likely row of the likeliest sentence's table has under that label, where every one
    of them has a figure there, or a length of time none of a column of lengths has
    (`_names_a_length_no_row_has`): the table has no such row."""
    rows = _table_rows(likely)
    said = [_singular(word) for word in _PLAIN_WORDS.findall(question.lower())]
    for label in rows[0] if len(rows) > 1 else {}:
        words = [_singular(word) for word in _PLAIN_WORDS.findall(label.lower())]
        figure = _figure_of(said, words, naming=label == next(iter(rows[0])))
        under = [row.get(label, "") for row in rows]
        if figure is None or any(_figure(value) is None for value in under):
            continue
        if not any(_figure(value) == figure or _in_range(value, figure) for value in under):
            return True
    return _names_a_length_no_row_has(question, rows)


def _names_a_length_no_row_has(question: str, rows: Sequence[Mapping[str, str]]) -> bool:
    """Whether the question gives one length of time ("a private lesson for two hours", "a
    90-minute massage") and the rows have a column of lengths of time of which none is it: the
    table has no such row."""
    asked = _lengths_of_time(question)
    if len(asked) != 1 or len(rows) < 2:  # noqa: PLR2004 (a row and another)
        return False
    for label in list(rows[0])[1:]:
        under = [_lengths_of_time(row.get(label, "")) for row in rows]
        if all(under):
            return not any(asked <= lengths for lengths in under)
    return False


def _lengths_of_time(text: str) -> set[float]:
    """The lengths of time a text states, in minutes ("45 minutes", "Three 1-hour lessons": 60,
    "two hours": 120)."""
    found = set()
    for length in _LENGTH_OF_TIME.finditer(text):
        figure, unit = length.groups()
        value = float(figure) if figure[0].isdigit() else number_value(figure)
        found.add(value * _MINUTES[unit.lower()])
    return found


def _figure_of(said: Sequence[str], label: Sequence[str], *, naming: bool) -> float | None:
    """The figure the question's words (`said`) give of a column: right before its label ("two
    days a week" of "Days a week"), or, of the column that names the rows (`naming`), after its
    first word and "of" ("a group of 8" of "Group size"; "the weekend of 5-6 players" gives no
    weekend price); None when they give none."""
    if list(label) == ["age"]:  # "a 13-year-old" gives the figure of an "Age" column
        old = _where(said, ["year", "old"])
        return _said_figure(said[old - 1]) if old else None
    at = _where(said, label)
    if at:
        # a count of the label's things, not a number naming another ("version 2.4 released")
        counts = at == 1 or not terms(said[at - 2])
        return _said_figure(said[at - 1]) if counts else None
    of = _where(said, [label[0], "of"]) if label and naming else None
    return _said_figure(said[of + 2]) if of is not None and of + 2 < len(said) else None


def asks_a_rate_not_given(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether a "how much" question asks a price per a unit ("per week") of which the
    likeliest sentence gives rates per other units only: the Riverside car park's row has a
    price per hour and per day, not per week; "2 euros per extra kilometre" is no price per
    hour. A rate in the name of the row asked of names it ("pay per ride", "a day pass"); one
    in the name of another is its rate ("Water per cubic metre" is no price per year)."""
    if not likely or not _HOW_MUCH.match(question):
        return False
    best = likely[0]
    named = _said_at(question, row_name(best.text)) if is_row(best) else None
    asked = _RATE.search(question[: named.start()] + question[named.end() :] if named else question)
    if asked is None:
        return False
    # a row's rates are its labels' and its name's ("Water per cubic metre")
    said = (
        [row_name(best.text), *labels(best.text)]
        if is_row(best)
        else [m.group() for m in _RATE.finditer(best.text)]
    )
    rates = {_rate_unit(rate) for rate in said} - {None}
    return bool(rates) and _rate_unit(asked.group()) not in rates


def _rate_unit(text: str) -> str | None:
    """The unit a rate is per ("Per day", "per extra kilometre": "day", "kilometr"), stemmed."""
    rate = _RATE.search(text)
    if rate and rate.group(3):
        return stems(_RATE_WORDS[rate.group(3).lower()])[0]
    units = stems(rate.group(1) or rate.group(2)) if rate else []
    return units[-1] if units else None


def _singular(word: str) -> str:
    """The word without a plural's "s" ("bedrooms"), but a short word as it is ("bus")."""
    return word[:-1] if word.endswith("s") and len(word) > _SHORT_WORD else word


def _said_figure(word: str) -> float | None:
    """The figure a word says, in digits or in a number's word ("two", "twelve")."""
    if word[:1].isdigit():
        return float(word)
    return float(number_value(word)) if is_number_word(word) else None


def _a_state(value: str, rows: Sequence[Mapping[str, str]]) -> bool:
    """Whether a value stands under two labels of the rows: a state said of many things
    ("Closed" on a Saturday and on a Sunday), not a name of one ("Market Square")."""
    return len({label for row in rows for label, cell in row.items() if cell == value}) > 1


def along_the_way(question: str, likely: Sequence[Evidence]) -> list[Evidence]:
    """The likely sentences without the rows of a table of ways (`_WAY`) that the question does
    not follow, when it follows some: "When does the last ferry leave Portlow for Hale
    Island?" names both places of "Portlow to Hale Island" in that order, and of "Hale Island
    to Portlow" in the other; all of them when it names no way's two places."""
    return _keeping(likely, lambda row: _follows(question, row_name(row)))


def _follows(question: str, name: str) -> bool:
    """Whether the question says both places of a way's name, the start before the end."""
    way = _WAY.match(name)
    if way is None:
        return False
    start, end = (said_whole(question, place, re.IGNORECASE) for place in way.groups())
    return start is not None and end is not None and start.start() < end.start()


def asks_under_another_column(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether the likeliest sentence is a row, the question names one of its columns (a label
    said whole, "Hall B") and asks of a word that stands in the value of a sibling column (one
    whose label shares a word with it: "Privacy by design" under "Hall A") and in the named
    column's value of no likely row of the table: "Who speaks on privacy in Hall B?" of an
    agenda whose privacy talk is in Hall A. Another kind of column names the row asked of
    ("the Sunday 15:00 tour" is the row whose time is 15:00), as the row's name does; the
    labels are no words asked of."""
    rows = _table_rows(likely)
    if not rows:
        return False
    row = rows[0]
    name, *columns = row
    named = [label for label in columns if said_whole(question, label, re.IGNORECASE)]
    if not named or len(named) == len(columns):
        return False
    asked = terms(question) - terms(" ".join(row)) - terms(row[name])
    for label in named:
        siblings = [
            other for other in columns if other not in named and terms(other) & terms(label)
        ]
        elsewhere = set().union(*(terms(row[other]) for other in siblings))
        wanted = (asked & elsewhere) - terms(row[label])
        if wanted and not any(wanted & terms(other.get(label, "")) for other in rows):
            return True
    return False


def asks_a_column_of_another_table(question: str, likely: Sequence[Evidence]) -> bool:
    """Whether the likeliest sentence is a row the question names, and the question names,
    whole, a column of another likely table that the row neither has nor says, of which no
    likely row is named so: "How much is a Pixel 8 battery?" of the screen repairs' Pixel 8 row,
    beside a table of batteries without a Pixel 8. The row says what it says of another thing
    (its screen); the table of the thing asked of has no such row."""
    if not likely or not is_row(likely[0]):
        return False
    best = likely[0]
    if not names_the_row(question, best):
        return False
    own = {label.lower() for label in cells(best.text)}
    table = best.source.hit.document_id
    others = [e for e in likely if is_row(e) and e.source.hit.document_id != table]
    asked = [
        label
        for e in others
        for label in list(cells(e.text))[1:]
        if label.lower() not in own
        and said_whole(question, label, re.IGNORECASE)
        and terms(label)  # a "When" column: any question's "when" says it
        and not terms(label) & terms(best.text)
    ]
    return bool(asked) and not any(names_the_row(question, e) for e in others)


def _table_rows(likely: Sequence[Evidence]) -> list[dict[str, str]]:
    """The labelled cells of the likely rows of the likeliest sentence's table, its own first;
    none when the likeliest sentence is no row or a row without labelled cells (a sheet's
    title line, "Sales 2026, year to date (million euros)": no record to reason about), and no
    such row among the others."""
    if not likely or not is_row(likely[0]) or not cells(likely[0].text):
        return []
    table = likely[0].source.hit.document_id
    rows = (cells(e.text) for e in likely if is_row(e) and e.source.hit.document_id == table)
    return [row for row in rows if row]


def _naming(question: str, rows: Sequence[Evidence]) -> set[str]:
    """The words (stemmed) a question says right before the label of the rows' name column
    (their first: "Branch"), at most `_NAME_WORDS` of them and none before a function word
    ("the vet fees limit of Premium cover": "Premium"); none when it does not say the label."""
    label = stems(next(iter(labels(rows[0].text)), ""))
    # each word's stem, a function word's none: the name ends where one stands
    said = [stems(word) for word in _WORDS.findall(question)]
    flat = [stem[0] if stem else "" for stem in said]
    at = _where(flat, label) if label else None
    if not at:
        return set()
    before = flat[max(0, at - _NAME_WORDS) : at]
    cut = max((i + 1 for i, word in enumerate(before) if not word), default=0)
    return set(before[cut:])


def named_as_written(question: str, likely: Sequence[Evidence]) -> list[Evidence]:
    """The likely sentences without the rows of a table that the question does not name, when
    it names some of that table's rows by their names as written, whole ("What is the EU size
    of an M?" names the M row, not the S, L and XL rows: a one-letter name is no word to
    compare; a longer name is named in any case: "an e-bike" names the E-bike row); all of
    them when it names none; and without a row of a thing for the one a row's name opens with
    ("Weights for a gazebo" beside "Gazebo 3 x 3 m")."""
    named = _keeping(likely, lambda row: _named(question, row_name(row)))
    # ... and without a row of a thing for another ("Weights for a gazebo") where a row's name
    # opens with what the question asks of ("a gazebo" is the "Gazebo 3 x 3 m" row)
    opening = {_first_stem(row_name(e.text)) for e in named if is_row(e)}
    wanted = set(stems(question)) & opening
    return [e for e in named if not (is_row(e) and _for_another(row_name(e.text), wanted))]


def _first_stem(name: str) -> str:
    """The stem of the first word of a row's name that has one ("" when none does)."""
    return next(iter(stems(name)), "")


def _for_another(name: str, things: set[str]) -> bool:
    """Whether the row's name is of a thing for one of `things` (stemmed), which it does not
    open with: "Weights for a gazebo" of "gazebo"."""
    said = _FOR_A_THING.search(name)
    if said is None or _first_stem(name) in things:
        return False
    return bool(set(stems(said.group(1))) & things)


def names_the_row(question: str, row: Evidence) -> bool:
    """Whether the question names the row by its name, whole (`named_as_written`)."""
    return is_row(row) and _named(question, row_name(row.text))


def _named(question: str, name: str) -> bool:
    """Whether the question says the row's name whole (`_said_at`)."""
    return _said_at(question, name) is not None


def _said_at(question: str, name: str) -> re.Match[str] | None:
    """Where the question says the row's name whole, less what its brackets add ("a child"
    names "Child (3-17)"): as written, or in any case when it is longer than a size or a letter
    ("M", "XL", "A")."""
    name = unbracketed(name)
    flags = re.IGNORECASE if len(name.strip()) > _CASED_NAME else 0
    return said_whole(question, name, flags)


def _named_alone(question: str, name: str, names: Sequence[set[str]]) -> bool:
    """Whether the question says the row's name whole and not right after a word of another
    row's name that is not of its own: "a budget winter tyre" names no Winter row beside a
    "Budget summer" one."""
    said = _said_at(question, name)
    if said is None:
        return False
    before = _WORDS.findall(question[: said.start()])[-1:]
    others = set().union(*names) - set(stems(name))
    return not set(stems(" ".join(before))) & others


def within_the_range(question: str, likely: Sequence[Evidence]) -> list[Evidence]:
    """The likely sentences without the rows of a table whose ranges leave out the figure the
    question gives, when another row's range holds it: "And for children of 10?" is the
    "Children 6 to 17" row, not "Children under 6" nor the Adults row; "a chest of 90 cm" is the
    row whose chest range holds 90, whatever its waist range. The ranges read are those of the
    columns the question names, else the row's name; all the sentences when no row's holds
    the figure or none is in a range."""
    figures = [float(m.group(1)) for m in _VALUE.finditer(question)]
    figures = [f for f in figures if f not in _YEARS]
    if len(figures) != 1:
        return list(likely)
    return _keeping(likely, lambda row: _holds(question, row, figures[0]))


def _keeping(likely: Sequence[Evidence], kept: Callable[[str], bool]) -> list[Evidence]:
    """The likely sentences without the rows that `kept` does not keep of a table some of whose
    rows it keeps (`named_as_written`, `within_the_range`); the rows of a table it keeps none
    of, and every other sentence, stay."""
    keeping = {e.source.hit.document_id for e in likely if is_row(e) and kept(e.text)}
    return [
        e
        for e in likely
        if not is_row(e) or e.source.hit.document_id not in keeping or kept(e.text)
    ]


def _holds(question: str, row: str, figure: float) -> bool:
    """Whether a range of the row's cells that the question names (`within_the_range`) holds
    the figure."""
    asked = terms(question)
    named = [value for label, value in cells(row).items() if terms(label) & asked]
    # a column named for its value is no range ("at the weekend" of the Weekend prices)
    ranged = [value for value in named if _a_range(value)] or [row_name(row)]
    return any(_in_range(value, figure) for value in ranged)


def _a_range(value: str) -> bool:
    """Whether a cell states a range ("4 to 11 years", "Under 1", "65 and over")."""
    return any(found.search(value) for found in (_BETWEEN, _BELOW, _UP_TO, _ABOVE, _FROM))


def _in_range(value: str, figure: float) -> bool:
    between = [(float(lo), float(hi)) for lo, hi in _BETWEEN.findall(value)]
    return (
        any(lo <= figure <= hi for lo, hi in between)
        or any(figure < float(n) for n in _BELOW.findall(value))
        or any(figure <= float(n) for n in _UP_TO.findall(value))
        or any(figure > float(n) for n in _ABOVE.findall(value))
        or any(figure >= float(a or b) for a, b in _FROM.findall(value))
    )


def with_the_asked_value(question: str, rows: Sequence[Evidence]) -> list[Evidence]:
    """Of the rows of an answer to a question that asks which one has something ("Which plan
    can I use the API on?"), those whose yes-or-no column that the question names says yes
    ("API access: Yes"), or no when the question is negated ("Which plans have no API
    access?"); all of them when no such column divides them."""
    cells_of = [cells(row.text) for row in rows]
    if not _ASKS_WHICH.match(question) or len(rows) < 2 or not all(cells_of):  # noqa: PLR2004
        return list(rows)
    asked = terms(question)
    wanted = _NO if _NEGATED.search(question) else _YES
    for label in cells_of[0]:
        said = [row.get(label, "").strip().lower() for row in cells_of]
        if terms(label) & asked and all(value in _YES | _NO for value in said):
            kept = [row for row, value in zip(rows, said, strict=True) if value in wanted]
            if 0 < len(kept) < len(rows):
                return kept
    return list(rows)


def extreme_rows(wanted: Superlative, question: str, rows: Sequence[Evidence]) -> list[Evidence]:
    """The rows of the first row's table (the rows of its chunk with its labels) whose figure in
    the column the question asks of is the greatest or least (`wanted`): "the largest water
    tank" is the row with the most litres under "Water tank", "the cheapest model" the one with
    the lowest price; of the rows that say a word the question does, if some do. The column is
    the one figure column the question names, or for a price the one labelled or written as a
    price, never the rows' name column; none ([]) when that is not one column, or a row has no
    figure in it, or the first row has no labelled cells (a sheet's title line)."""
    if not rows or not cells(rows[0].text):
        return []
    first = rows[0]
    table = [
        e
        for e in rows
        if is_row(e)
        and e.source.n == first.source.n
        and cells(e.text).keys() == cells(first.text).keys()
    ]
    # "Which pitch is cheapest?" chooses among the rows that say "pitch" ("Tent pitch",
    # "Caravan pitch"), not "Extra person"
    naming = [e for e in table if terms(values(e.text)) & terms(wanted.asked)]
    table = naming or table
    if len(table) < 2:  # noqa: PLR2004 (a row is the greatest of two or more)
        return []
    by_label = [cells(e.text) for e in table]
    figures = {label: [_figure(row[label]) for row in by_label] for label in by_label[0]}
    # the column that names the rows holds no figure to compare ("Screen 1", "Room 101")
    name = next(iter(by_label[0]))
    columns = [label for label, found in figures.items() if None not in found and label != name]
    column = _asked_column(wanted, question, columns, by_label)
    if column is None:
        return []
    found = [figure for figure in figures[column] if figure is not None]
    extreme = max(found) if wanted.most else min(found)
    return [e for e, figure in zip(table, figures[column], strict=True) if figure == extreme]


def _asked_column(
    wanted: Superlative, question: str, columns: Sequence[str], rows: Sequence[dict[str, str]]
) -> str | None:
    """Of the figure columns, the one the question asks of (`extreme_rows`), if one."""
    asked = terms(question)
    # "low season" names the "Low season" column, not "High season", which shares a word
    named = [label for label in columns if terms(label) <= asked] or [
        label for label in columns if terms(label) & asked
    ]
    if wanted.money:
        priced = [
            label
            for label in columns
            if terms(label) & _PRICE_LABELS or all(CURRENCY.search(row[label]) for row in rows)
        ]
        named = [label for label in named if label in priced] or priced or named
    return named[0] if len(named) == 1 else None


def _figure(value: str) -> float | None:
    """The first figure a cell's value states ("£1,299" is 1299, "2.5 litres" 2.5)."""
    found = _FIGURE.search(value)
    return float(found.group().replace(",", "")) if found else None
