"""Automatic list numbers ("3.", "4.2", "b)"), which a document does not hold as text but a
reader sees, and asks by ("What does clause 4.2 say?", "What is step 3?"): each numbered
paragraph is read with its number before it. Word counts a DOCX's numbered paragraphs as it lays
them out, from the list definitions of the numbering part (`numbering`); a browser numbers an
HTML list's items, and a Markdown renderer an ordered list's, in the list's style (`numeral`).
Bullets have none to read."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.ns import qn

_VAL = qn("w:val")
_LETTERS = 26
_ROMAN = (
    (1000, "m"),
    (900, "cm"),
    (500, "d"),
    (400, "cd"),
    (100, "c"),
    (90, "xc"),
    (50, "l"),
    (40, "xl"),
    (10, "x"),
    (9, "ix"),
    (5, "v"),
    (4, "iv"),
    (1, "i"),
)
_LEVELS = 9  # Word's levels of a list, 0 to 8
_MAX_ROMAN = 3999


@dataclass(frozen=True, slots=True)
class _Level:
    start: int
    style: str  # numFmt: decimal, lowerLetter, upperRoman, bullet, none ...
    text: str  # lvlText: "%1.", "%1.%2", "(%3)"


@dataclass
class Numbering:
    """The numbers of a document's numbered paragraphs, read in document order (`label`)."""

    levels: dict[str, dict[int, _Level]]  # abstract list -> level -> its definition
    lists: dict[str, tuple[str, dict[int, int]]]  # numId -> (abstract list, start overrides)
    styles: dict[str, tuple[str, int]]  # paragraph style id -> (numId, level) it numbers with
    counts: dict[str, list[int | None]] = field(default_factory=dict)  # abstract list -> counts
    started: set[str] = field(default_factory=set)  # the numIds whose overrides were applied

    def label(self, paragraph: Any) -> str:
        """The number Word shows before `paragraph` (a `w:p`), counting it: "" when it has none
        or a bullet."""
        numbered = self._numbered(paragraph)
        if numbered is None:
            return ""
        num_id, level = numbered
        abstract, overrides = self.lists.get(num_id, ("", {}))
        definitions = self.levels.get(abstract, {})
        if level not in definitions:  # no list, or a level it does not define
            return ""
        counts = self.counts.setdefault(abstract, [None] * _LEVELS)
        if num_id not in self.started:  # a list restarted by its own instance
            self.started.add(num_id)
            for at, start in overrides.items():
                counts[at] = start - 1  # levels 0 to 8 (`numbering`)
        before = counts[level]
        counts[level] = definitions[level].start if before is None else before + 1
        counts[level + 1 :] = [None] * (_LEVELS - level - 1)  # a deeper level starts again
        return _formatted(definitions, counts, level)

    def _numbered(self, paragraph: Any) -> tuple[str, int] | None:
        properties = paragraph.find(f"{qn('w:pPr')}/{qn('w:numPr')}")
        if properties is not None:
            num_id = _val(properties, "w:numId")
            if num_id is not None:
                return num_id, _level(_val(properties, "w:ilvl"))
        style = paragraph.find(f"{qn('w:pPr')}/{qn('w:pStyle')}")
        return self.styles.get(style.get(_VAL) if style is not None else "Normal")


def numbering(document: Any) -> Numbering:
    """The document's list definitions, and which paragraph styles number with them; none when
    it has no numbering part, or one Word could not read either (a level or start that is no
    number: its text is read all the same, without numbers)."""
    try:
        root = document.part.part_related_by(RT.NUMBERING).element
        levels, lists = _definitions(root)
        styles = _numbered_styles(document)
    except (KeyError, ValueError):
        return Numbering({}, {}, {})
    _link_list_styles(root, levels, lists, styles)
    return Numbering(levels, lists, styles)


def _link_list_styles(
    root: Any,
    levels: dict[str, dict[int, _Level]],
    lists: dict[str, tuple[str, dict[int, int]]],
    styles: dict[str, tuple[str, int]],
) -> None:
    """An abstract list that only names a list style (`w:numStyleLink`, as Word writes a list
    made with a multi-level list style) numbers with the levels of that style's list."""
    for abstract in root.iterfind(qn("w:abstractNum")):
        own = abstract.get(qn("w:abstractNumId"))
        style = _val(abstract, "w:numStyleLink")
        if style is None or levels.get(own) or style not in styles:
            continue
        source, _ = lists.get(styles[style][0], ("", {}))
        if levels.get(source):
            levels[own] = levels[source]


def _definitions(
    root: Any,
) -> tuple[dict[str, dict[int, _Level]], dict[str, tuple[str, dict[int, int]]]]:
    """The abstract lists' levels, and each list's abstract list and start overrides, of levels
    0 to 8 only."""
    levels = {
        abstract.get(qn("w:abstractNumId")): {
            int(level.get(qn("w:ilvl"))): _Level(
                int(_val(level, "w:start") or 1),
                _val(level, "w:numFmt") or "decimal",
                _val(level, "w:lvlText") or "",
            )
            for level in abstract.iterfind(qn("w:lvl"))
            if 0 <= _level(level.get(qn("w:ilvl"))) < _LEVELS
        }
        for abstract in root.iterfind(qn("w:abstractNum"))
    }
    lists = {
        num.get(qn("w:numId")): (
            _val(num, "w:abstractNumId") or "",
            {
                int(override.get(qn("w:ilvl"))): int(_val(override, "w:startOverride") or 1)
                for override in num.iterfind(qn("w:lvlOverride"))
                if override.find(qn("w:startOverride")) is not None
                and 0 <= _level(override.get(qn("w:ilvl"))) < _LEVELS
            },
        )
        for num in root.iterfind(qn("w:num"))
    }
    return levels, lists


def _numbered_styles(document: Any) -> dict[str, tuple[str, int]]:
    """The paragraph styles that number their paragraphs ("List Number", a legal template's
    headings), each with its list and level, through the styles they are based on."""
    numbered = {}
    for style in document.styles:
        base = style
        while base is not None:
            properties = base.element.find(f"{qn('w:pPr')}/{qn('w:numPr')}")
            num_id = None if properties is None else _val(properties, "w:numId")
            if num_id is not None:
                numbered[style.style_id] = (num_id, _level(_val(properties, "w:ilvl")))
                break
            base = getattr(base, "base_style", None)
    return numbered


def _level(value: str | None) -> int:
    """A level's number (0 when not given); -1 when it is no number, which no list defines."""
    return int(value) if value and value.isdigit() else (0 if not value else -1)


def _val(element: Any, child: str) -> str | None:
    found = element.find(qn(child))
    return None if found is None else found.get(_VAL)


def _formatted(definitions: dict[int, _Level], counts: list[int | None], level: int) -> str:
    """The level's lvlText with each %n replaced by the count of level n-1 (its start if that
    level has not counted yet), as its list writes numbers; "" for a bullet or no number."""
    if definitions[level].style in {"bullet", "none"}:
        return ""
    text = definitions[level].text
    for at in range(level, -1, -1):  # nine levels: no %10 to mistake for %1
        defined = definitions.get(at, _Level(1, "decimal", ""))
        count = counts[at]
        text = text.replace(
            f"%{at + 1}", numeral(defined.start if count is None else count, defined.style)
        )
    return text.strip()


def numeral(n: int, style: str) -> str:
    """`n` as a list's style writes it (Word's names: decimal, lowerLetter, upperLetter,
    lowerRoman, upperRoman, decimalZero): letters and Roman numerals up to where they are read
    (past "zz" or 3999, and below 1, as a figure)."""
    if style in {"lowerLetter", "upperLetter"} and 1 <= n <= _LETTERS * 2:
        letters = chr(ord("a") + (n - 1) % _LETTERS) * ((n - 1) // _LETTERS + 1)
        return letters.upper() if style == "upperLetter" else letters
    if style in {"lowerRoman", "upperRoman"} and 1 <= n <= _MAX_ROMAN:
        roman = ""
        for value, numeral in _ROMAN:
            while n >= value:
                roman, n = roman + numeral, n - value
        return roman.upper() if style == "upperRoman" else roman
    if style == "decimalZero":
        return f"{n:02d}"
    return str(n)
