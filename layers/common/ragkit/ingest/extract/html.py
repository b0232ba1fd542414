"""HTML (web pages): visible text only (not scripts, styles, navigation, controls, nor what
the page hides or makes a menu); h1-h3 start sections; preformatted text keeps its lines;
every block a browser shows apart is a paragraph of its own, an ordered list's items with the
numbers it shows ("3. "); a table's rows are written as a
DOCX table's are (`ragkit.tables`), each cell labelled with its column's header, so that cells
never run together ("Single2.90 euros" from minified HTML), unless the table lays out the page
(`_LAYOUT`): then its text is the page's."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.numbering import numeral
from ragkit.ingest.extract.text import decode_text
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import table_text

# Elements whose content is no text of the page's: code, styles, the title a browser shows in
# its tab (not on the page), a site's navigation, controls
_SKIP = {
    *("script", "style", "noscript", "template", "svg", "title"),
    *("nav", "button", "select", "textarea"),
}
# Elements whose end tag HTML requires: one hidden (`hidden`, `aria-hidden="true"`, an inline
# `display: none`) or a menu is skipped up to its end (an unclosed `<p hidden>` could not be)
_CLOSED = {
    *("div", "section", "article", "aside", "header", "footer", "main", "span", "ul", "ol"),
    *("dl", "table", "form", "fieldset", "details", "dialog", "figure", "blockquote", "label"),
}
_NOT_CONTENT_ROLES = {"navigation", "menu", "menubar", "search", "dialog"}
# Elements a browser shows as blocks of their own: their text never runs into the text around
# them ("NorthwindHome" from "<header>Northwind</header><nav>Home</nav>").
_BREAK = {
    *("p", "div", "br", "hr", "pre", "blockquote", "h4", "h5", "h6"),
    *("section", "article", "main", "header", "footer", "nav", "aside", "address"),
    *("ul", "ol", "li", "dl", "dt", "figure", "figcaption", "caption"),
    *("details", "summary", "dialog", "form", "fieldset", "legend", "hgroup"),
}
_DEFINITION = "dd"  # follows its term on the same line: "Opening hours: 9:00 to 17:00"
_SECTION = {"h1", "h2", "h3"}
_CELL = {"td", "th"}
# What a cell of a table that lays out a page holds, not a cell of data: a heading, a list, a
# table, a sectioning element, or a second paragraph (a sidebar beside the content, as old
# intranet pages and e-mails saved as HTML are built). Its text flows as the page's does.
_LAYOUT = {
    *_SECTION,
    *("h4", "h5", "h6", "table", "ul", "ol", "dl", "blockquote", "pre", "form"),
    *("section", "article", "main", "header", "footer", "nav", "aside"),
}
_PARAGRAPH = {"p", "div"}
# An ordered list's `type`, as the style of its numbers
_LIST_STYLES = {
    "1": "decimal",
    "a": "lowerLetter",
    "A": "upperLetter",
    "i": "lowerRoman",
    "I": "upperRoman",
}
# `<meta charset="...">` or `<meta http-equiv="Content-Type" content="text/html; charset=...">`.
_META_CHARSET = re.compile(rb"<meta[^>]*?charset\s*=\s*[\"']?\s*([\w.:-]+)", re.IGNORECASE)


@dataclass
class _Table:
    """A table being read: its rows of cells so far, and the text of the cell open, if one is
    (a cell or row may be left unclosed: the next one closes it), with the paragraphs begun in
    it; or a table that lays out the page (`layout`), whose text is the page's."""

    rows: list[list[str]] = field(default_factory=list)
    cell: list[str] | None = None
    paragraphs: int = 0
    layout: bool = False

    def open_cell(self) -> None:
        self.close_cell()
        self.cell, self.paragraphs = [], 0

    def close_cell(self) -> None:
        if self.cell is not None:
            if not self.rows:
                self.rows.append([])
            self.rows[-1].append(one_line("".join(self.cell)))
            self.cell = None

    def lays_out(self, tag: str) -> bool:
        """Whether `tag`, starting in the open cell, shows the table lays out a page."""
        self.paragraphs += tag in _PARAGRAPH
        return self.cell is not None and (tag in _LAYOUT or self.paragraphs > 1)

    def as_text(self) -> str:
        """What was read of a table found to lay out the page, as the page's text: from then on
        it holds no cells."""
        read = [*(" | ".join(row) for row in self.rows), "".join(self.cell or [])]
        self.rows, self.cell, self.layout = [], None, True
        return "\n\n".join(read)


@dataclass
class _List:
    """A list being read: for an ordered one (`ol`), the number of its next item and the style
    its `type` gives the numbers ("a", "I" ...)."""

    ordered: bool
    next: int = 1
    style: str = "decimal"

    def item(self, attrs: dict[str, str | None]) -> str:
        """What a browser shows before the next item: its number ("3. "), or nothing."""
        if not self.ordered:
            return ""
        number = _whole(attrs.get("value"), self.next)
        self.next = number + 1
        return f"{numeral(number, self.style)}. "


@dataclass
class _Skipped:
    """An element whose content no reader sees, being skipped: its tag, and how many elements
    of that tag are open (it ends when none is)."""

    tag: str
    open: int = 1


def _not_shown(attrs: dict[str, str | None]) -> bool:
    """Whether an element's attributes hide it, or make it a menu or a dialog, not content."""
    style = (attrs.get("style") or "").replace(" ", "").lower()
    return (
        "hidden" in attrs
        or attrs.get("aria-hidden") == "true"
        or "display:none" in style
        or "visibility:hidden" in style
        or attrs.get("role") in _NOT_CONTENT_ROLES
    )


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lists: list[_List] = []  # the lists open, the innermost last
        self.blocks: list[Block] = []
        self.section: str | None = None
        self.text: list[str] = []
        self.heading: list[str] | None = None
        self.tables: list[_Table] = []  # the tables open, the innermost last
        self.skipped: _Skipped | None = None
        self.in_pre = 0  # preformatted text open: its lines stay apart

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skipped is not None:
            self.skipped.open += tag == self.skipped.tag
            return
        if tag in _SKIP or (tag in _CLOSED and _not_shown(dict(attrs))):
            self.skipped = _Skipped(tag)
            return
        top = self.tables[-1] if self.tables else None
        if top is not None and top.lays_out(tag):
            self._write(f"\n\n{top.as_text()}\n\n")
        if tag in _SECTION:
            self.flush()
            self.heading = []
        elif tag == "table":
            self.tables.append(_Table())
        elif top is not None and tag in {*_CELL, "tr"}:
            self._open_row_or_cell(top, tag)
        elif tag in {"ol", "ul", "li"}:
            self._open_list_or_item(tag, dict(attrs))
        elif tag in _BREAK:
            self._write("\n\n")
            self.in_pre += tag == "pre"
        elif tag == _DEFINITION:
            self._write(": ")

    def _open_row_or_cell(self, table: _Table, tag: str) -> None:
        """A row or a cell of the innermost table begins: a paragraph, if it lays out a page."""
        if table.layout:
            self._write("\n\n")
        elif tag == "tr":
            table.close_cell()
            table.rows.append([])
        else:
            table.open_cell()

    def _open_list_or_item(self, tag: str, attrs: dict[str, str | None]) -> None:
        """A list begins, or an item, after its number if its list is ordered: a paragraph."""
        if tag == "li":
            self._write("\n\n" + (self.lists[-1].item(attrs) if self.lists else ""))
            return
        self._write("\n\n")
        style = _LIST_STYLES.get(attrs.get("type") or "1", "decimal")
        self.lists.append(_List(tag == "ol", _whole(attrs.get("start"), 1), style))

    def handle_endtag(self, tag: str) -> None:
        if self.skipped is not None:
            self.skipped.open -= tag == self.skipped.tag
            self.skipped = self.skipped if self.skipped.open else None
        elif tag in _SECTION and self.heading is not None:
            self.section = one_line("".join(self.heading)) or self.section
            self.text.append(f"{self.section}\n\n")
            self.heading = None
        elif tag in _BREAK and tag != "dt":  # a term's definition follows it on its line
            self._write("\n\n")
            self.in_pre = max(0, self.in_pre - (tag == "pre"))
            if tag in {"ol", "ul"} and self.lists:
                self.lists.pop()
        elif self.tables and tag in {*_CELL, "tr"}:
            self.tables[-1].close_cell()
            if self.tables[-1].layout:
                self._write("\n\n")
        elif self.tables and tag == "table":
            table = self.tables.pop()
            table.close_cell()
            rows = [row for row in table.rows if any(row)]
            self._write(f"\n\n{'' if table.layout else table_text(rows)}\n\n")

    def handle_data(self, data: str) -> None:
        if self.skipped is None:
            self._write(data.replace("\n", "\n\n") if self.in_pre else data)

    def _write(self, data: str) -> None:
        """Text goes to the heading being read, else to the open cell, else to the page."""
        if self.heading is not None:
            self.heading.append(data)
        elif self.tables and self.tables[-1].cell is not None:
            self.tables[-1].cell.append(data)
        else:
            self.text.append(data)

    def finish(self) -> None:
        """The last text, with the tables never closed (the page ended inside them)."""
        while self.tables:
            self.handle_endtag("table")
        self.flush()

    def flush(self) -> None:
        paragraphs = [one_line(p) for p in "".join(self.text).split("\n\n")]
        text = "\n\n".join(p for p in paragraphs if p)
        if text:
            self.blocks.append(Block(text=text + "\n", section=self.section))
        self.text = []


def extract_html(data: bytes, settings: Settings) -> Extracted:
    collector = _Collector()
    collector.feed(decode_text(data, _declared_charset(data)))
    collector.close()
    collector.finish()
    return Extracted(file_type="html", blocks=collector.blocks)


def _whole(value: str | None, otherwise: int) -> int:
    """An attribute's whole number ("3" in `start="3"`), or `otherwise` when it is none."""
    try:
        return int(value or "")
    except ValueError:
        return otherwise


def _declared_charset(data: bytes) -> str | None:
    """The encoding a page names in a `<meta>` among its first 1024 bytes, where browsers look
    for it."""
    found = _META_CHARSET.search(data[:1024])
    return found.group(1).decode("ascii") if found else None
