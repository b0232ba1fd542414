"""A PDF page's text as its lines and tables stand on the page, rebuilt from the pieces pypdf
reads.

pypdf ends a line wherever a new text object begins, and PDF writers such as Word's begin one for
each table cell and each run of a line in another font: a row "Basic  120 euros  1,000 euros"
came out as three lines, and a bold word as a line of its own. LibreOffice sets a row in one
line, its cells apart by a space only. Here the pieces that stand on one baseline, one after
another to the right, are one line again; and a piece is a cell of its own where it begins a
column: where pieces of the lines next to it begin (or end) too, as a table's cells stand one
under another and the words of a paragraph do not (a word set in another font in justified
text stands anywhere). Lines of cells under a line of labels are a table, written as a DOCX
table is (`ragkit.tables`: each cell labelled by the header cell above it). A page with none of
this reads exactly as pypdf reads it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pypdf.generic._font import Font  # pypdf's own reading of a font (pinned: 7.1.0)

from ragkit.tables import row_of, table_text

_SAME_BASELINE = 0.3  # of the font size: how far apart two baselines of one line may be
_APART = 0.5  # of the font size: a gap narrower than this is no cell's (a space is a third)
_ALIGNED = 2.0  # points: how far apart two cells' edges of one column may stand
_NEAR_LINES = 3  # a column's cells stand in lines this close to each other
_COLUMN_LINES = 3  # a column has cells in at least this many lines (a header and two rows)
_WIDEST = 0.75  # of the font size: wider than a line of any font's characters is on average
_THOUSANDTHS = 1000.0  # glyph widths are in thousandths of the font size
_LABEL_WORDS = 5  # a column's header says at most this many words
_FIGURE = re.compile(r"\W*[\d.,]+\W*")
_LEADER = re.compile(r"(?:\.\s?){3}")  # the dots that lead a table of contents' entry to its page
# A list item's number or bullet, set apart from its text by a tab: no cell of its own
_MARKER = re.compile(
    r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[A-Za-z]|[ivxIVX]{1,4})[.)]|\d{1,3}(?:\.\d{1,3})+"
    r"|[•◦▪‣∙·–\-\uf0b7\uf0a7]"  # and the bullets of Word's symbol fonts (`model.as_read`)
)


@dataclass
class _Piece:
    """Text pypdf read at one place: where it begins and ends on its baseline."""

    text: str
    left: float
    right: float
    baseline: float
    size: float
    after_break: bool = False  # pypdf began a line with it, though it stands beside the last


@dataclass
class PageLines:
    """Collects a page's pieces of text as pypdf reads them (`visit`, its `visitor_text`), and
    gives the page's lines (`text`)."""

    lines: list[list[_Piece]] = field(default_factory=lambda: [[]])
    broken: bool = False  # whether the last piece ended its line
    rejoined: bool = False  # whether a piece pypdf began a line with stands beside the last
    fonts: dict[int, Font | None] = field(default_factory=dict)  # by the resource's id

    def visit(
        self, text: str, cm: Sequence[float], tm: Sequence[float], font: Any, size: float
    ) -> None:
        if not text:
            return
        scale_x, x, y = _position(cm, tm)
        height = abs(size * _scale_y(cm, tm)) or 1.0
        for index, piece in enumerate(text.split("\n")):
            if index > 0:
                self.broken = True
            if piece:
                width = self._width(piece, font, size) * scale_x
                # a piece after a line break within the text has no place of its own
                self._add(_Piece(piece, x, x + width, y, height), placed=index == 0)

    def _width(self, text: str, font: Any, size: float) -> float:
        """How wide `text` is set in `font` (a font resource) at `size`: by the font's glyph
        widths, as pypdf reads them; as wide as any font's text could be where it cannot."""
        if id(font) not in self.fonts:
            self.fonts[id(font)] = _font(font)
        known = self.fonts[id(font)]
        try:
            measured = known.get_text_width(text) if known is not None else 0.0
        except (KeyError, TypeError, ValueError):
            measured = 0.0
        return measured * size / _THOUSANDTHS if measured > 0 else len(text) * _WIDEST * size

    def _add(self, piece: _Piece, *, placed: bool) -> None:
        """The piece on the line pypdf read it on, or on the line before when it stands beside
        that line's last piece, though pypdf began a line with it. A space has no place of its
        own (pypdf sets it where the next piece begins)."""
        line = self.lines[-1]
        if not piece.text.strip():
            if line and not self.broken:
                line[-1].text += piece.text
            return
        broken, self.broken = self.broken, False
        if broken and line and placed and _beside(line[-1], piece):
            self.rejoined = True
            piece.after_break = True
        elif broken or not placed:
            self.lines.append([])
        self.lines[-1].append(piece)

    def text(self, as_read: str) -> str:
        """The page's lines, a table's rows labelled by its header's cells; `as_read` (pypdf's
        text) when no piece was found beside another, nor a column."""
        lines = [line for line in self.lines if line]
        splits = [_splits(line) for line in lines]
        cells = [_cells(line, _column_edges(lines, splits, at)) for at, line in enumerate(lines)]
        if not self.rejoined and all(len(row) < 2 for row in cells):  # noqa: PLR2004
            return as_read
        written: list[str] = []
        at = 0
        while at < len(cells):
            end = at
            while end < len(cells) and len(cells[end]) > 1:
                end += 1
            if end - at >= _COLUMN_LINES and _heads_columns(cells[at]):
                written.append(_table(cells[at:end]))
                at = end
            else:
                written.append(row_of([cell.text.strip() for cell in cells[at]]))
                at += 1
        return "\n".join(written) + ("\n" if written else "")


def _beside(last: _Piece, piece: _Piece) -> bool:
    """Whether `piece` stands on the baseline of `last`, to its right."""
    return abs(piece.baseline - last.baseline) <= _SAME_BASELINE * piece.size and (
        piece.left > last.left
    )


def _splits(line: Sequence[_Piece]) -> list[int]:
    """Where a line may part into cells: before each piece set apart from the one before it by
    more than a narrow space (not after a list item's number, nor before a contents' leader
    dots)."""
    return [
        at
        for at in range(1, len(line))
        if line[at].left - line[at - 1].right > _APART * line[at].size
        and not _MARKER.fullmatch(line[at - 1].text.strip())
        and not _LEADER.match(line[at].text.strip())
    ]


def _column_edges(
    lines: Sequence[Sequence[_Piece]], splits: Sequence[Sequence[int]], at: int
) -> set[int]:
    """Which of line `at`'s possible splits (`splits`, each line's `_splits`) begin a column: a
    piece begins (or the piece before ends) where pieces of at least two lines near it begin
    (or end) too."""
    near = [
        other
        for other in range(max(0, at - _NEAR_LINES), min(len(lines), at + _NEAR_LINES + 1))
        if other != at
    ]
    lefts = [lines[other][i].left for other in near for i in splits[other]]
    rights = [lines[other][i - 1].right for other in near for i in splits[other]]
    line = lines[at]
    return {
        i
        for i in splits[at]
        if _stand_with(line[i].left, lefts) or _stand_with(line[i - 1].right, rights)
    }


def _stand_with(edge: float, edges: Sequence[float]) -> bool:
    return sum(abs(edge - other) <= _ALIGNED for other in edges) >= _COLUMN_LINES - 1


def _cells(line: Sequence[_Piece], edges: set[int]) -> list[_Piece]:
    """The line's pieces joined into its cells, parted at the column edges."""
    cells: list[_Piece] = []
    for i, piece in enumerate(line):
        if not cells or i in edges:
            cells.append(_Piece(piece.text, piece.left, piece.right, piece.baseline, piece.size))
            continue
        last = cells[-1]
        joint = " " if piece.after_break else ""
        last.text = (
            f"{last.text.rstrip()}{joint}{piece.text.lstrip()}" if joint else last.text + piece.text
        )
        last.right = piece.right
    return cells


def _heads_columns(cells: Sequence[_Piece]) -> bool:
    """Whether a line of cells can head a table: labels, none a figure (a table of contents'
    page numbers) nor a line of text (two columns of text set line by line)."""
    return all(
        len(cell.text.split()) <= _LABEL_WORDS and not _FIGURE.fullmatch(cell.text.strip())
        for cell in cells
    )


def _table(lines: Sequence[Sequence[_Piece]]) -> str:
    """A table's lines, the first its header, as labelled rows (a paragraph each): each cell
    under the header cell it overlaps most, or stands nearest to."""
    header = lines[0]
    rows = [[cell.text.strip() for cell in header]]
    for line in lines[1:]:
        row = [""] * len(header)
        for cell in line:
            column = _column(header, cell)
            row[column] = f"{row[column]} {cell.text.strip()}".strip()
        rows.append(row)
    return "\n" + table_text(rows) + "\n"


def _column(header: Sequence[_Piece], cell: _Piece) -> int:
    def closeness(column: int) -> tuple[float, float]:
        head = header[column]
        overlap = min(head.right, cell.right) - max(head.left, cell.left)
        centre = abs((head.left + head.right) / 2 - (cell.left + cell.right) / 2)
        return (-max(overlap, 0.0), centre)

    return min(range(len(header)), key=closeness)


def _position(cm: Sequence[float], tm: Sequence[float]) -> tuple[float, float, float]:
    """The horizontal scale, and where a piece starts on the page (text matrix, then the
    current transformation matrix)."""
    x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
    y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
    return tm[0] * cm[0] + tm[1] * cm[2], x, y


def _scale_y(cm: Sequence[float], tm: Sequence[float]) -> float:
    return tm[2] * cm[1] + tm[3] * cm[3]


def _font(resource: Any) -> Font | None:
    """pypdf's reading of a font resource, with its glyph widths; None for one it cannot read
    (no reason to lose the page's text)."""
    try:
        return Font.from_font_resource(resource) if resource is not None else None
    except Exception:  # pypdf raises many types on damaged fonts
        return None
