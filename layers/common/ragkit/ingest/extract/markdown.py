"""Markdown: headings start sections, ATX (`#` to `######`) and setext (a line underlined with
`===` or `---`, written as the ATX heading it is); fenced code is never a heading. A
table (GitHub's pipe tables) is written as a DOCX or HTML table is (`ragkit.tables`): one
paragraph per row, each cell labelled by its column's header, so that a row quoted alone says
what its values are. Outside fenced and inline code, emphasis marks go and a link reads as its
text with its address in brackets, as a reader sees them ("**28 days**" is "28 days" in a
quote, "[the portal](https://hr.example)" is "the portal (https://hr.example)"), inline HTML
tags go, an ordered list's items read with the numbers a renderer shows (`_OrderedLists`), and
what a reader never sees (HTML comments, front matter's fences, thematic breaks, a quote's `>`
marks) is not read."""

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
_ORDERED_ITEM = re.compile(r"^([ \t]*)(\d{1,9})([.)])([ \t].*)$")
_YAML_KEY = re.compile(r"^[\w-]+[ \t]*:")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_THEMATIC_BREAK = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_QUOTE_MARKS = re.compile(r"^ {0,3}(?:>[ \t]?)+")
_BLOCK_START = re.compile(r"^ {0,3}(?:[-*+][ \t]|\d{1,9}[.)][ \t]|>)")
# Inline HTML a Markdown file uses for what Markdown cannot say: only these tags go (a block's
# tags break the line), as a placeholder such as "deploy <version>" is text meant to be read.
_INLINE_TAGS = "a|abbr|b|big|center|cite|del|em|font|i|img|ins|kbd|mark|s|small|span|strike|"
_INLINE_TAGS += "strong|sub|sup|u"
_TAG = re.compile(rf"</?(?:{_INLINE_TAGS})(?:\s[^<>]*)?/?>", re.IGNORECASE)
_LINE_BREAK = re.compile(r"<(?:br|/?(?:p|div|details|summary))(?:\s[^<>]*)?/?>", re.IGNORECASE)


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
    (a fence's own line counts as inside). Outside fenced code: each pipe table (a header row, a
    delimiter row such as `|---|:--:|`, then its rows) is replaced by its labelled rows, a blank
    line around each; a setext heading (a line underlined with `===` or `---`) is written as the
    ATX heading it is; a quote's `>` marks, thematic breaks, the fences of front matter and
    HTML comments (which a reader never sees: they often hold notes not meant to be published)
    go."""
    i = _after_front_matter(lines)
    yield from ((line, False) for line in lines[1 : max(i - 1, 0)])  # "title: ..." is text
    in_fence, in_comment, lists = False, False, _OrderedLists()
    while i < len(lines):
        line = lines[i]
        fence = not in_comment and _FENCE.match(line)
        in_fence = in_fence != bool(fence)
        if in_fence or fence:
            yield line, True
            i += 1
            continue
        line, in_comment = _without_comments(line, in_comment)
        if _is_table(lines, i):
            end = i + 2
            while end < len(lines) and lines[end].strip() and _TABLE_ROW.match(lines[end]):
                end += 1
            rows = [_cells(row) for row in [line, *lines[i + 2 : end]]]
            yield from ((_as_read(row), False) for row in ["", *table_text(rows).split("\n"), ""])
            i = end
            continue
        underline = _SETEXT.match(lines[i + 1]) if i + 1 < len(lines) else None
        if underline and _may_head(lines, i):
            level = "#" if underline.group(1).startswith("=") else "##"
            yield _as_read(f"{level} {line.strip()}"), False
            i += 2
            continue
        if not _THEMATIC_BREAK.match(line):
            yield _as_read(_QUOTE_MARKS.sub("", lists.shown(line))), False
        i += 1


class _OrderedLists:
    """The numbers a Markdown renderer shows before ordered list items: the first item's, then
    one more for each item of the same list, whatever is typed ("1." before every item is
    common). A list ends at a line of text at the margin, or an item of another delimiter or
    of a shallower list; lines indented under an item (its text, a nested list) keep it open."""

    def __init__(self) -> None:
        self.open: dict[int, tuple[int, str]] = {}  # indent -> (next number, delimiter)

    def shown(self, line: str) -> str:
        item = _ORDERED_ITEM.match(line)
        if item is None:
            if line.strip() and not line[:1].isspace():
                self.open.clear()
            return line
        indent, typed, delimiter, rest = item.groups()
        for deeper in [at for at in self.open if at > len(indent)]:
            del self.open[deeper]
        number, open_delimiter = self.open.get(len(indent), (int(typed), delimiter))
        if open_delimiter != delimiter:  # "1." after "1)" begins another list
            number = int(typed)
        self.open[len(indent)] = (number + 1, delimiter)
        return f"{indent}{number}{delimiter}{rest}"


def _after_front_matter(lines: list[str]) -> int:
    """The first line after the front matter (a `---` line first, then YAML's `key:` lines up
    to a `---` or `...` line), or 0 if the file has none (a file may open with a rule)."""
    if len(lines) > 1 and lines[0].strip() == "---" and _YAML_KEY.match(lines[1]):
        for i, line in enumerate(lines[1:], start=1):
            if line.strip() in {"---", "..."}:
                return i + 1
    return 0


def _without_comments(line: str, in_comment: bool) -> tuple[str, bool]:
    """The line without HTML comments, and whether one is left open at its end."""
    kept, rest = [], line
    while rest:
        if in_comment:
            _, closed, rest = rest.partition("-->")
            in_comment = not closed
        else:
            before, opened, rest = rest.partition("<!--")
            kept.append(before)
            in_comment = bool(opened)
    return "".join(kept), in_comment


def _is_table(lines: list[str], i: int) -> bool:
    return bool(
        i + 1 < len(lines)
        and _TABLE_ROW.match(lines[i])
        and _DELIMITER_ROW.match(lines[i + 1])
        and "|" in lines[i + 1]
    )


def _may_head(lines: list[str], i: int) -> bool:
    """Whether line `i`, underlined, is a setext heading: a line of text of its own (after a
    blank line or at the top), not a list item, quote or heading."""
    line = lines[i]
    return bool(
        line.strip()
        and (i == 0 or not lines[i - 1].strip())
        and not _HEADING.match(line)
        and not _BLOCK_START.match(line)
    )


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
    text = _TAG.sub("", _LINE_BREAK.sub("\n", text))  # inline HTML: "<b>#ops</b>" reads "#ops"
    previous = None
    while previous != text:  # "***both***", "**a _b_ c**"
        previous = text
        text = _EMPHASIS.sub(lambda m: next(g for g in m.groups()[1:] if g is not None), text)
    return text
