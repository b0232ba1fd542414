"""PDF with pypdf, page by page. A page without a real text layer (a scan) is read by OCR when a
provider is configured; a PDF with no text at all fails instead of being "ready" with nothing.
The pages' text loses what a reader skips (running headers and footers, page numbers) and has
the words a line end broke with a hyphen whole again."""

from __future__ import annotations

import io
import re
from collections import Counter

from pypdf import PageObject, PdfReader, PdfWriter

from ragkit.errors import ExtractionError
from ragkit.ingest.extract.model import Block, Extracted, as_read, is_page_number, page_blocks
from ragkit.ingest.extract.pdf_lines import PageLines
from ragkit.ocr import OcrReader
from ragkit.settings import Settings

SCANNED = "no extractable text (scanned PDF?)"
_BROKEN_WORD = re.compile(r"(\w+)-\n[ \t]*(\w+)")  # a word a line end broke with a hyphen
_HYPHENATED = re.compile(r"\w+-\w+")
_WORD = re.compile(r"\w+")
# A page's running header or footer: among its first or last lines, the same on most pages but
# for its figures ("Handbook - Page 3 of 12"), or a page number alone ("- 3 -", "Page 3").
_EDGE_LINES = 2
_RUNNING_SHARE = 0.6  # of the pages
_RUNNING_PAGES = 3  # a document of fewer pages has no running lines to tell apart
_RUNNING_CHARS = 80
_FIGURES = re.compile(r"\d+")
# "Page 2 of 3" set right on a running header's line: the word says what the figures are
_PAGE_LABEL_AT_END = re.compile(
    r"(?<=\S)\s+(?:\|\s+)?page\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?\W*$", re.IGNORECASE
)


def extract_pdf(data: bytes, settings: Settings, ocr: OcrReader | None = None) -> Extracted:
    reader, pages = _read(data)
    thin = [n for n, text in enumerate(pages) if _visible(text) < settings.min_chars_per_pdf_page]
    scanned = sum(_visible(text) for text in pages) < settings.min_chars_per_pdf_page * len(pages)
    if ocr is None and scanned:
        raise ExtractionError(f"{SCANNED}; OCR is off (OCR_PROVIDER=none)")
    descriptions: list[Block] = []
    if ocr is not None and thin:
        ocr.require_pages(len(thin))
        for done, index in enumerate(thin, start=1):
            page = _single_page(reader, index)
            read = ocr.read_page(page, done, len(thin))
            if _visible(read) > _visible(pages[index]):
                pages[index] = read
            description = ocr.page_description(page, pages[index])
            if description:  # a block of its own after the page's text: its chunks name the model
                descriptions.append(
                    Block(description + "\n", page=index + 1, described_by=ocr.describer_model)
                )
    blocks = page_blocks(_whole_words(_without_running_lines(pages)))
    # page order, each page's own text before its description (a stable sort)
    blocks = sorted(blocks + descriptions, key=lambda block: block.page or 0)
    if not blocks and ocr is not None:
        raise ExtractionError(
            f"no text found: OCR read the {len(thin):,} pages without a text layer and found "
            "nothing legible"
        )
    return Extracted(
        file_type="pdf",
        blocks=blocks,
        page_count=len(pages),
        ocr_pages=ocr.pages if ocr else 0,
        ocr_confidence=ocr.mean_confidence if ocr else None,
        described_pages=ocr.described if ocr else 0,
        description_note=("; ".join(ocr.notes) or None) if ocr else None,
    )


def _page_text(page: PageObject) -> str:
    """The page's text as its lines stand (`pdf_lines`): a table's cells, which pypdf reads a
    line each, back in their rows."""
    lines = PageLines()
    as_read = page.extract_text(visitor_text=lines.visit) or ""
    return lines.text(as_read)


def _read(data: bytes) -> tuple[PdfReader, list[str]]:
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractionError("the PDF is password-protected")
        pages = [_page_text(page) for page in reader.pages]
    except ExtractionError:
        raise
    except Exception as exc:  # pypdf raises many types on malformed files; all mean "unreadable"
        raise ExtractionError(
            f"the PDF is damaged or truncated and cannot be read ({type(exc).__name__})"
        ) from exc
    if not pages:
        raise ExtractionError("the PDF has no pages")
    return reader, pages


def _single_page(reader: PdfReader, index: int) -> bytes:
    """Page `index` as a PDF of its own: what an OCR provider reads (and pays for) alone."""
    writer = PdfWriter()
    try:
        writer.add_page(reader.pages[index])
        buffer = io.BytesIO()
        writer.write(buffer)
    except Exception as exc:  # as in _read: a page pypdf cannot copy is an unreadable page
        raise ExtractionError(
            f"page {index + 1} of the PDF cannot be read ({type(exc).__name__})"
        ) from exc
    return buffer.getvalue()


def _visible(text: str) -> int:
    return len("".join(text.split()))


def _whole_words(pages: list[str]) -> list[str]:
    """The pages with the words a line end broke with a hyphen whole again, as a reader reads
    them, so that search finds "encryption" in "encryp-\ntion" and a quote shows it whole. The
    hyphen stays before a capital or a digit ("SARS-\nCoV-2", "COVID-\n19"), and where the
    document writes the word with one where no line breaks it, or does not write it without one
    but has both parts as words of their own ("full-\ndisk" beside "full" and "disk"; "encryp"
    and "tion" are no words). Soft hyphens, marks of where a word may break, go first
    (`as_read`)."""
    pages = [as_read(page) for page in pages]
    text = "\n".join(pages)
    hyphenated = {word.lower() for word in _HYPHENATED.findall(text)}
    words = {word.lower() for word in _WORD.findall(_BROKEN_WORD.sub(" ", text))}

    def whole(broken: re.Match[str]) -> str:
        first, rest = broken.groups()
        joined = f"{first}{rest}".lower()
        compound = f"{first}-{rest}".lower() in hyphenated or (
            joined not in words and {first.lower(), rest.lower()} <= words
        )
        kept = rest[0].isupper() or rest[0].isdigit() or compound
        return f"{first}-{rest}" if kept else f"{first}{rest}"

    return [_BROKEN_WORD.sub(whole, page) for page in pages]


def _without_running_lines(pages: list[str]) -> list[str]:
    """The pages without their running headers and footers, which would stand in the middle of
    a section that runs across the page break (and in an answer that quotes it), and read as a
    heading there: a page number alone, or a short line among a page's first or last few that
    most pages have there, figures aside (`_running`; a line that ends a sentence is neither:
    "40." may be the figure a sentence wrapped onto the page's last line). A document of one or
    two pages keeps all but page numbers."""
    marked = [_marked(page) for page in pages]
    running: set[str] = set()
    if len(pages) >= _RUNNING_PAGES:
        seen = Counter(
            k for lines in marked for k in {_running_key(t) for t, edge in lines if edge}
        )
        running = {k for k, count in seen.items() if count >= _RUNNING_SHARE * len(pages)}

    def kept(line: str, at_edge: bool) -> bool:
        return not at_edge or not (
            _running(line) and (is_page_number(line) or _running_key(line) in running)
        )

    return [
        "\n".join(
            _without_page_number(line) if at_edge else line
            for line, at_edge in lines
            if kept(line, at_edge)
        )
        for lines in marked
    ]


def _without_page_number(line: str) -> str:
    """An edge line without the page's number at its end ("Staff Handbook Page 2 of 3", a
    header with the number set right on its line); not figures without the word "page", which
    a sentence or a table's row at a page's top may end with ("2 of 3", "1/15")."""
    return _PAGE_LABEL_AT_END.sub("", line)


def _marked(page: str) -> list[tuple[str, bool]]:
    """The page's lines, each marked whether it is among the first or last non-empty ones."""
    lines = page.split("\n")
    filled = [i for i, line in enumerate(lines) if line.strip()]
    edge = set(filled[:_EDGE_LINES] + filled[-_EDGE_LINES:])
    return [(line, i in edge) for i, line in enumerate(lines)]


def _running(line: str) -> bool:
    """Whether a line may be a running header or footer: short, and not a sentence's end (the
    last line of a page's text may be the same on most pages of a form, and belongs to it)."""
    text = line.strip()
    return len(text) <= _RUNNING_CHARS and not text.endswith((".", "!", "?"))


def _running_key(line: str) -> str:
    return _FIGURES.sub("#", " ".join(line.lower().split()))
