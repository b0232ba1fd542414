"""Markdown: ATX headings (`#` to `######`) start sections; fenced code is never a heading."""

from __future__ import annotations

import re

from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_utf8
from ragkit.settings import Settings

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")


def extract_markdown(data: bytes, settings: Settings) -> Extracted:
    blocks: list[Block] = []
    section: str | None = None
    lines: list[str] = []
    in_fence = False

    def flush() -> None:
        text = "\n".join(lines)
        if text.strip():
            blocks.append(Block(text=text + "\n", section=section))
        lines.clear()

    for line in decode_utf8(data).split("\n"):
        if _FENCE.match(line):
            in_fence = not in_fence
        heading = None if in_fence else _HEADING.match(line)
        if heading:
            flush()
            section = heading.group(2).strip()
        lines.append(line)  # the heading line stays in the text: it helps both search branches
    flush()
    return Extracted(file_type="md", blocks=blocks)
