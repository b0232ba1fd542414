"""A PDF page's text as its lines stand on the page, rebuilt from the pieces pypdf reads.

pypdf ends a line wherever a new text object begins, and PDF writers such as Word's begin one for
each table cell: a row "Basic  120 euros  1,000 euros" came out as three lines, and a row of a
table could no longer be told from the next. Here the pieces that stand on one baseline, one
after another to the right, are one line again: beside each other, they are one text (a word set
in bold in a line of its own object); apart by more than a wide space, they are cells. Lines of
cells under a line of cells are a table, written as a DOCX table is (`ragkit.tables`: each cell
labelled by the header cell above it); a line of cells alone keeps them apart with " | ". A
page with none of this reads exactly as pypdf reads it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ragkit.tables import row_of, table_text

_SAME_BASELINE = 0.3  # of the font size: how far apart two baselines of one line may be
_CELL_GAP = 1.5  # of the font size: a gap wider than this parts two cells
_AVERAGE_WIDTH = 0.5  # of the font size: a character's width, where the font does not say
_THOUSANDTHS = 1000.0  # PDF glyph widths are in thousandths of the font size
_TABLE_ROWS = 2  # a header and at least one row


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
    rejoined: bool = False  # whether a piece pypdf began a line with stands beside another

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
                width = _width(piece, font, size) * scale_x
                # a piece after a line break within the text has no place of its own
                self._add(_Cell(piece, x, x + width, y, height), placed=index == 0)

    def _add(self, piece: _Cell, *, placed: bool) -> None:
        """The piece on the line pypdf read it on, or on the line of the piece before it when it
        stands beside that one, though pypdf began a line with it."""
        line = self.lines[-1]
        last = line.cells[-1] if line.cells else None
        broken, self.broken = self.broken, False
        if last is None:
            line.cells.append(piece)
        elif not broken:
            last.text += piece.text
            last.right = piece.right if placed else last.right
        elif not (placed and _beside(last, piece)):
            self.lines.append(_Line([piece]))
        elif piece.left - last.right > _CELL_GAP * piece.size:
            self.rejoined = True
            line.cells.append(piece)
        else:
            self.rejoined = True
            last.text = f"{last.text.rstrip()} {piece.text.lstrip()}"
            last.right = piece.right

    def text(self, as_read: str) -> str:
        """The page's lines, a table's rows labelled by its header's cells; `as_read` (pypdf's
        text) when no piece was found beside another."""
        if not self.rejoined:
            return as_read
        lines = [line for line in self.lines if line.cells]
        written: list[str] = []
        i = 0
        while i < len(lines):
            end = i
            while end < len(lines) and len(lines[end].cells) > 1:
                end += 1
            if end - i >= _TABLE_ROWS:
                written.append(_table(lines[i:end]))
                i = end
            else:
                written.append(lines[i].text())
                i += 1
        return "\n".join(written) + ("\n" if written else "")


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


def _width(text: str, font: Any, size: float) -> float:
    """How wide `text` is set in `font` at `size`, from the font's glyph widths where it gives
    them by character code (a simple font), else at an average character's width."""
    known, first = _glyph_widths(font)
    if known is None:
        return len(text) * _AVERAGE_WIDTH * size
    total = 0.0
    for char in text:
        code = ord(char) - first
        total += known[code] if 0 <= code < len(known) else _AVERAGE_WIDTH * _THOUSANDTHS
    return total * size / _THOUSANDTHS


def _glyph_widths(font: Any) -> tuple[list[float] | None, int]:
    """A simple font's glyph widths, and the character code of the first; None for another
    font, or a damaged one (no reason to lose the page's text)."""
    if not hasattr(font, "get"):
        return None, 0
    widths, first = _resolved(font.get("/Widths")), _resolved(font.get("/FirstChar"))
    if not isinstance(widths, list) or not isinstance(first, int):
        return None, 0
    try:
        return [float(_resolved(width)) for width in widths], first
    except (TypeError, ValueError):
        return None, 0


def _resolved(value: Any) -> Any:
    """A PDF object itself, where `value` refers to it."""
    return value.get_object() if hasattr(value, "get_object") else value
