"""A PDF page's text as its lines stand on the page, rebuilt from the pieces pypdf reads.

pypdf ends a line wherever a new text object begins, and PDF writers such as Word's begin one for
each table cell: a row "Basic  120 euros  1,000 euros" came out as three lines, and a row of a
table could no longer be told from the next. Here the pieces that stand on one baseline, one
after another to the right, are one line again: beside each other, they are one text (a word set
in bold in a line of its own object, a list item's number before its text); apart by more than
a wide space, they are cells. Lines of
cells under a line of cells are a table, written as a DOCX table is (`ragkit.tables`: each cell
labelled by the header cell above it); a line of cells alone keeps them apart with " | ". A
page with none of this reads exactly as pypdf reads it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ragkit.tables import row_of, table_text

_SAME_BASELINE = 0.3  # of the font size: how far apart two baselines of one line may be
_CELL_GAP = 1.5  # of the font size: a gap wider than this parts two cells
_WIDEST = 0.75  # of the font size: wider than a line of any font's characters is on average
_TABLE_ROWS = 3  # a header and two rows: two lines of cells may be two columns of text
_LABEL_WORDS = 5  # a column's header says at most this many words
_FIGURE = re.compile(r"\W*[\d.,]+\W*")
# A list item's number or bullet, set apart from its text by a tab: no cell of its own
_MARKER = re.compile(
    r"\(?(?:\d{1,3}(?:\.\d{1,3})*|[A-Za-z]|[ivxIVX]{1,4})[.)]|\d{1,3}(?:\.\d{1,3})+|[•◦▪‣∙·–-]"
)


@dataclass
class _Cell:
    text: str
    left: float
    right: float
    baseline: float
    size: float


@dataclass
class _Line:
    cells: list[_Cell] = field(default_factory=list)

    def text(self) -> str:
        return row_of([cell.text.strip() for cell in self.cells])


@dataclass
class PageLines:
    """Collects a page's pieces of text as pypdf reads them (`visit`, its `visitor_text`), and
    gives the page's lines (`text`)."""

    lines: list[_Line] = field(default_factory=lambda: [_Line()])
    broken: bool = False  # whether the last piece ended its line
    rebuilt: bool = False  # whether a piece stood apart from, or beside, where pypdf read it

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
                width = _width(piece, size) * scale_x
                # a piece after a line break within the text has no place of its own
                self._add(_Cell(piece, x, x + width, y, height), placed=index == 0)

    def _add(self, piece: _Cell, *, placed: bool) -> None:
        """The piece on the line pypdf read it on, as a cell of its own when it stands apart
        from the one before it; or on the line of the piece before it when it stands beside
        that one, though pypdf began a line with it. A space has no place of its own (pypdf
        sets it where the next piece begins)."""
        line = self.lines[-1]
        last = line.cells[-1] if line.cells else None
        broken, self.broken = self.broken, False
        if last is None or not piece.text.strip():
            if last is None and piece.text.strip():
                line.cells.append(piece)
            elif last is not None and not broken:
                last.text += piece.text
            return
        beside = placed and _beside(last, piece)
        if broken and not beside:
            self.lines.append(_Line([piece]))
        elif (
            beside
            and piece.left - last.right > _CELL_GAP * piece.size
            and not _MARKER.fullmatch(last.text.strip())
        ):
            self.rebuilt = True
            line.cells.append(piece)
        else:
            self.rebuilt = self.rebuilt or broken
            last.text = (
                f"{last.text.rstrip()} {piece.text.lstrip()}" if broken else last.text + piece.text
            )
            last.right = piece.right if placed else last.right

    def text(self, as_read: str) -> str:
        """The page's lines, a table's rows labelled by its header's cells; `as_read` (pypdf's
        text) when no piece stood apart from or beside another where pypdf read it."""
        if not self.rebuilt:
            return as_read
        lines = [line for line in self.lines if line.cells]
        written: list[str] = []
        i = 0
        while i < len(lines):
            end = i
            while end < len(lines) and len(lines[end].cells) > 1:
                end += 1
            if end - i >= _TABLE_ROWS and _heads_columns(lines[i]):
                written.append(_table(lines[i:end]))
                i = end
            else:
                written.append(lines[i].text())
                i += 1
        return "\n".join(written) + ("\n" if written else "")


def _heads_columns(line: _Line) -> bool:
    """Whether a line of cells can head a table: labels, none a figure (a table of contents'
    page numbers) nor a line of text (two columns of text set line by line)."""
    return all(
        len(cell.text.split()) <= _LABEL_WORDS and not _FIGURE.fullmatch(cell.text.strip())
        for cell in line.cells
    )


def _beside(last: _Cell, piece: _Cell) -> bool:
    """Whether `piece` stands on the baseline of `last`, to its right."""
    return abs(piece.baseline - last.baseline) <= _SAME_BASELINE * piece.size and (
        piece.left > last.left
    )


def _table(lines: Sequence[_Line]) -> str:
    """A table's lines, the first its header, as labelled rows (a paragraph each): each cell
    under the header cell it overlaps most, or stands nearest to."""
    header = lines[0].cells
    rows = [[cell.text.strip() for cell in header]]
    for line in lines[1:]:
        row = [""] * len(header)
        for cell in line.cells:
            column = _column(header, cell)
            row[column] = f"{row[column]} {cell.text.strip()}".strip()
        rows.append(row)
    return "\n" + table_text(rows) + "\n"


def _column(header: Sequence[_Cell], cell: _Cell) -> int:
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


def _width(text: str, size: float) -> float:
    """As wide as `text` can be set at `size`: a cell's gap is told by where the next piece
    begins, and only a gap wider than any font's text can fill is one (a font's own widths
    are no sure guide: a subset font's character codes are not its text's)."""
    return len(text) * _WIDEST * size
