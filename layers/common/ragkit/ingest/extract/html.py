"""HTML (web pages): visible text only; h1-h3 start sections; scripts and styles are dropped."""

from __future__ import annotations

from html.parser import HTMLParser

from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_utf8
from ragkit.sentences import one_line
from ragkit.settings import Settings

_SKIP = {"script", "style", "noscript", "template", "svg", "head"}
_BREAK = {
    "p",
    "div",
    "li",
    "tr",
    "br",
    "section",
    "article",
    "table",
    "ul",
    "ol",
    "pre",
    "blockquote",
    "h4",
    "h5",
    "h6",
    "title",
}
_SECTION = {"h1", "h2", "h3"}


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[Block] = []
        self.section: str | None = None
        self.text: list[str] = []
        self.heading: list[str] | None = None
        self.skip_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _SKIP:
            self.skip_depth += 1
        elif tag in _SECTION:
            self.flush()
            self.heading = []
        elif tag in _BREAK:
            self.text.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _SKIP:
            self.skip_depth = max(0, self.skip_depth - 1)
        elif tag in _SECTION and self.heading is not None:
            self.section = one_line("".join(self.heading)) or self.section
            self.text.append(f"{self.section}\n\n")
            self.heading = None

    def handle_data(self, data: str) -> None:
        if self.skip_depth:
            return
        (self.heading if self.heading is not None else self.text).append(data)

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
    collector.flush()
    return Extracted(file_type="html", blocks=collector.blocks)
