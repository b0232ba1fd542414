"""HTML (web pages): visible text only; h1-h3 start sections; scripts and styles are dropped;
a table's rows are written as a DOCX table's are (`ragkit.tables`), each cell labelled with its
column's header, so that cells never run together ("Single2.90 euros" from minified HTML)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_utf8
from ragkit.sentences import one_line
from ragkit.settings import Settings
from ragkit.tables import table_text

_SKIP = {"script", "style", "noscript", "template", "svg", "head"}
# Elements a browser shows as blocks of their own: their text never runs into the text around
# them ("NorthwindHome" from "<header>Northwind</header><nav>Home</nav>").
_BREAK = {
    *("p", "div", "br", "hr", "pre", "blockquote", "title", "h4", "h5", "h6"),
    *("section", "article", "main", "header", "footer", "nav", "aside", "address"),
    *("ul", "ol", "li", "dl", "dt", "figure", "figcaption", "caption"),
    *("details", "summary", "dialog", "form", "fieldset", "legend", "hgroup"),
}
_DEFINITION = "dd"  # follows its term on the same line: "Opening hours: 9:00 to 17:00"
_SECTION = {"h1", "h2", "h3"}
_CELL = {"td", "th"}


@dataclass
class _Table:
    """A table being read: its rows of cells so far, and the text of the cell open, if one is
    (a cell or row may be left unclosed: the next one closes it)."""

    rows: list[list[str]] = field(default_factory=list)
    cell: list[str] | None = None

    def close_cell(self) -> None:
        if self.cell is not None:
            if not self.rows:
                self.rows.append([])
            self.rows[-1].append(one_line("".join(self.cell)))
            self.cell = None


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.section: str | None = None
        self.text: list[str] = []
        self.heading: list[str] | None = None
        self.tables: list[_Table] = []  # a table inside a table's cell reads into that cell
        self.skip_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP:
            self.skip_depth += 1
        elif tag in _SECTION:
            self.flush()
            self.heading = []
        elif tag == "table":
            self.tables.append(_Table())
        elif self.tables and tag == "tr":
            self.tables[-1].close_cell()
            self.tables[-1].rows.append([])
        elif self.tables and tag in _CELL:
            self.tables[-1].close_cell()
            self.tables[-1].cell = []
        elif tag in _BREAK:
            self._write("\n\n")
        elif tag == _DEFINITION:
            self._write(": ")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self.skip_depth = max(0, self.skip_depth - 1)
        elif tag in _SECTION and self.heading is not None:
            self.section = one_line("".join(self.heading)) or self.section
            self.text.append(f"{self.section}\n\n")
            self.heading = None
        elif tag in _BREAK and tag != "dt":  # a term's definition follows it on its line
            self._write("\n\n")
        elif self.tables and tag in {*_CELL, "tr"}:
            self.tables[-1].close_cell()
        elif self.tables and tag == "table":
            table = self.tables.pop()
            table.close_cell()
            self._write(f"\n\n{table_text([row for row in table.rows if any(row)])}\n\n")

    def handle_data(self, data: str) -> None:
        if not self.skip_depth:
            self._write(data)

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
    collector.feed(decode_utf8(data))
    collector.close()
    collector.finish()
    return Extracted(file_type="html", blocks=collector.blocks)
