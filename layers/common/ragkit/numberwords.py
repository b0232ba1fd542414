"""Numbers written in words ("twenty-eight", "one hundred and twenty", "two million"): what a
citation's figures are checked against and what a question's count before a column's label
says. One home, so a figure read in one place is read the same in the other."""

from __future__ import annotations

import re

_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = {
    word: 10 * i
    for i, word in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)
}
_HUNDRED = 100
_SCALES = {"hundred": _HUNDRED, "thousand": 10**3, "million": 10**6, "billion": 10**9}
_WORD_VALUES = {**{word: i for i, word in enumerate(_UNITS)}, **_TENS, **_SCALES}
_NUMBER_WORD = "|".join(_WORD_VALUES)
# "twenty-eight", "one hundred and twenty", "two million": one figure
NUMBER_WORDS = re.compile(
    rf"\b(?:{_NUMBER_WORD})(?:(?:[\s-]+|\s+and\s+)(?:{_NUMBER_WORD}))*\b", re.IGNORECASE
)


def is_number_word(word: str) -> bool:
    """Whether a lower-case word is a number's word ("two", "twenty", "hundred")."""
    return word in _WORD_VALUES


def number_value(number: str) -> int:
    """The value of a number in words ("one hundred and twenty" is 120)."""
    total = current = 0
    for word in re.findall(r"[a-z]+", number.lower()):
        said = _WORD_VALUES.get(word)
        if said is None:  # "and"
            continue
        if said == _HUNDRED:
            current = max(current, 1) * said
        elif said in _SCALES.values():
            total += max(current, 1) * said
            current = 0
        else:
            current += said
    return total + current
