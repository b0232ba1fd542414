"""The numbers LibreOffice shows before a numbered list's items, which an ODT does not store:
counted as Writer counts them, from the list styles (`text:list-style`: each level's format,
prefix, suffix, how many levels it shows, where it starts), a list restarting unless it says it
continues the one before, an item that says where it starts starting there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ragkit.ingest.extract.numbering import numeral
from ragkit.ingest.extract.odf import q

# ODF's number formats as Word names them (`numbering.numeral`); "" is a level without numbers
_FORMATS = {
    "1": "decimal",
    "a": "lowerLetter",
    "A": "upperLetter",
    "i": "lowerRoman",
    "I": "upperRoman",
}
_DEEPEST = 10  # the levels a list style has


@dataclass(frozen=True, slots=True)
class _Level:
    style: str  # Word's name, or "" for none
    prefix: str
    suffix: str
    shown: int  # how many levels the label shows ("2.1" shows 2)
    start: int


class ListNumbers:
    """Counts the items of the document's numbered lists in reading order."""

    def __init__(self, *roots: Any) -> None:
        self._styles = {
            style.get(q("style:name")): _levels(style)
            for root in roots
            for style in root.iter(q("text:list-style"))
        }
        self._counts: dict[str | None, list[int]] = {}

    def begin(self, style: str | None, a_list: Any) -> None:
        """A list at the top level begins: its numbers restart unless it continues the list
        before it."""
        continues = a_list.get(q("text:continue-numbering")) == "true" or a_list.get(
            q("text:continue-list")
        )
        if not continues:
            self._counts[style] = []

    def label(self, style: str | None, level: int, item: Any) -> str:
        """The label of the list item at `level` (from 1) of a list in `style` ("2.1", "b)");
        "" for a bulleted or unnumbered level."""
        levels = self._styles.get(style, {})
        counts = self._counts.setdefault(style, [])
        del counts[level:]  # a deeper level restarts under a new item
        while len(counts) < level:
            counts.append(_start(levels, len(counts) + 1) - 1)
        restart = item.get(q("text:start-value"))
        counts[level - 1] = int(restart) if restart and restart.isdigit() else counts[level - 1] + 1
        own = levels.get(level)
        if own is None or not own.style:
            return ""
        shown = range(max(1, level - own.shown + 1), level + 1)
        numbers = ".".join(numeral(counts[n - 1], _format(levels, n)) for n in shown)
        return f"{own.prefix}{numbers}{own.suffix}"


def _levels(style: Any) -> dict[int, _Level]:
    levels = {}
    for level in style.iter(q("text:list-level-style-number")):
        number = _int(level.get(q("text:level")), 1)
        if 1 <= number <= _DEEPEST:
            levels[number] = _Level(
                style=_FORMATS.get(level.get(q("style:num-format"), ""), ""),
                prefix=level.get(q("style:num-prefix"), ""),
                suffix=level.get(q("style:num-suffix"), ""),
                shown=_int(level.get(q("text:display-levels")), 1),
                start=_int(level.get(q("text:start-value")), 1),
            )
    return levels


def _start(levels: dict[int, _Level], level: int) -> int:
    own = levels.get(level)
    return own.start if own else 1


def _format(levels: dict[int, _Level], level: int) -> str:
    own = levels.get(level)
    return own.style if own and own.style else "decimal"


def _int(value: str | None, default: int) -> int:
    return int(value) if value and value.isdigit() else default
