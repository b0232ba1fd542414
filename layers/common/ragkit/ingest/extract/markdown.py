"""Markdown: ATX headings (`#` to `######`) start sections; fenced code is never a heading. A
table (GitHub's pipe tables) is written as a DOCX or HTML table is (`ragkit.tables`): one
paragraph per row, each cell labelled by its column's header, so that a row quoted alone says
what its values are. Outside fenced and inline code, emphasis marks go and a link reads as its
text with its address in brackets, as a reader sees them ("**28 days**" is "28 days" in a
quote, "[the portal](https://hr.example)" is "the portal (https://hr.example)")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ragkit.ingest.extract.model import Block, Extracted
from ragkit.ingest.extract.text import decode_text
from ragkit.settings import Settings
from ragkit.tables import table_text

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_TABLE_ROW = re.compile(r"^ {0,3}\|?.*\|.*$")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_AUTOLINK = re.compile(r"<((?:https?|mailto):[^>\s]+)>")
_EMPHASIS = re.compile(
    r"(\*\*|__|~~)(?=\S)(.+?)(?<=\S)\1"  # strong, strikethrough
    r"|(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])"  # *emphasis*
    r"|(?<![\w_])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?![\w_])"  # _emphasis_, not snake_case
)
_CODE_SPAN = re.compile(r"(`+)[^`]*?\1")
_DELIMITER_ROW = re.compile(r"^ {0,3}\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$")


def extract_markdown(data: bytes, settings: Settings) -> Extracted:
    blocks: list[Block] = []
    section: str | None = None
    lines: list[str] = []

    def flush() -> None:
        text = "\n".join(lines)
        if text.strip():
            blocks.append(Block(text=text + "\n", section=section))
        lines.clear()

    for line, in_fence in _as_read_lines(decode_text(data).split("\n")):
        heading = None if in_fence else _HEADING.match(line)
        if heading:
            flush()
            section = heading.group(2).strip()
        lines.append(line)  # the heading line stays in the text: it helps both search branches
    flush()
    return Extracted(file_type="md", blocks=blocks)


def _as_read_lines(lines: list[str]) -> Iterator[tuple[str, bool]]:
    """The lines as a reader sees them (`_as_read`), each with whether it stands in fenced code
    (a fence's own line counts as inside), each pipe table outside fenced code (a header row, a
    delimiter row such as `|---|:--:|`, then its rows) replaced by its labelled rows, a blank
    line around each."""
    in_fence, i = False, 0
    while i < len(lines):
        line = lines[i]
        if _FENCE.match(line):
            in_fence = not in_fence
        is_table = (
            not in_fence
            and i + 1 < len(lines)
            and _TABLE_ROW.match(line)
            and _DELIMITER_ROW.match(lines[i + 1])
            and "|" in lines[i + 1]
        )
        if not is_table:
            yield (line, True) if in_fence or _FENCE.match(line) else (_as_read(line), False)
            i += 1
            continue
        end = i + 2
        while end < len(lines) and lines[end].strip() and _TABLE_ROW.match(lines[end]):
            end += 1
        rows = [_cells(row) for row in [line, *lines[i + 2 : end]]]
        yield from ((_as_read(row), False) for row in ["", *table_text(rows).split("\n"), ""])
        i = end


def _cells(row: str) -> list[str]:
    """A pipe table row's cells, without the outer pipes; an escaped pipe stays in its cell."""
    inner = row.strip().removeprefix("|").removesuffix("|")
    return [cell.strip().replace("\\|", "|") for cell in re.split(r"(?<!\\)\|", inner)]


def _as_read(line: str) -> str:
    """A line outside fenced code without emphasis marks, and its links and images as their
    text (a link's address in brackets after it); code spans stay as they are."""
    kept, last = [], 0
    for code in _CODE_SPAN.finditer(line):
        kept += [_plain(line[last : code.start()]), code.group()]
        last = code.end()
    return "".join([*kept, _plain(line[last:])])


def _plain(text: str) -> str:
    """Text outside code as a reader sees it (`_as_read`)."""
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(lambda link: f"{link[1]} ({link[2]})", text)
    text = _AUTOLINK.sub(r"\1", text)
    previous = None
    while previous != text:  # "***both***", "**a _b_ c**"
        previous = text
        text = _EMPHASIS.sub(lambda m: next(g for g in m.groups()[1:] if g is not None), text)
    return text
