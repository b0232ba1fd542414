"""Each extractor on real files the tests generate, and on broken ones."""

from __future__ import annotations

import io
import os
import zipfile
from typing import Any

import pytest
from docx import Document
from docx.oxml import OxmlElement, parse_xml
from docx.oxml.ns import nsdecls, qn
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from ragkit.errors import ExtractionError, TooLarge, UnsupportedType
from ragkit.ingest.extract import FileType, detect_type, extract
from ragkit.ingest.extract.pdf import SCANNED
from ragkit.settings import Settings
from tests.support import files

LOREM = (
    "The warranty covers manufacturing defects for twenty-four months from the date of purchase. "
    "Damage caused by misuse, accidents or unauthorised repairs is not covered. "
)


def test_pdf_keeps_page_numbers() -> None:
    data = files.pdf([f"Page {n} talks about topic {n}. " + LOREM for n in range(1, 4)])
    result = extract(data, "manual.pdf")
    assert result.file_type == "pdf"
    assert result.page_count == 3
    assert [block.page for block in result.blocks] == [1, 2, 3]
    assert "topic 2" in result.blocks[1].text


def test_pdf_detected_from_bytes_whatever_its_name() -> None:
    data = files.pdf([LOREM])
    assert detect_type(data, "upload.bin") is FileType.PDF
    assert extract(data, "no-extension").file_type == "pdf"


def test_scanned_pdf_fails_with_the_reason() -> None:
    with pytest.raises(ExtractionError, match=r"no extractable text \(scanned PDF\?\)"):
        extract(files.blank_pdf(3), "scan.pdf")
    assert SCANNED == "no extractable text (scanned PDF?)"


def test_pdf_with_too_little_text_per_page_counts_as_scanned() -> None:
    data = files.pdf(["p. 1", "p. 2", "p. 3"])  # page numbers stamped on scanned pages
    with pytest.raises(ExtractionError, match="scanned"):
        extract(data, "scan.pdf")


def test_truncated_pdf_fails_clearly() -> None:
    data = files.pdf([LOREM] * 3)
    with pytest.raises(ExtractionError, match="damaged or truncated"):
        extract(data[: len(data) // 3], "cut.pdf")


def test_random_bytes_named_pdf_fail() -> None:
    data = os.urandom(4096).replace(b"%PDF-", b"xxxxx")
    with pytest.raises((ExtractionError, UnsupportedType)):
        extract(data, "random.pdf")


def test_pdf_running_headers_footers_and_page_numbers_go() -> None:
    """They would stand inside a section running across the page break, as a heading there."""
    body = [
        "Parental leave\nBirth mothers receive 16 weeks of fully paid maternity leave.",
        "The second parent receives 6 weeks of fully paid leave within the first year.",
        "Training\nEach employee has a personal training budget of 1,500 euros per year.",
    ]
    framed = [
        f"Staff Handbook\n{text}\nLumen - Internal - Page {n} of 3"
        for n, text in enumerate(body, start=1)
    ]
    assert [b.text for b in extract(files.pdf(framed), "handbook.pdf").blocks] == [
        f"{text}\n" for text in body
    ]
    # two pages: too few to tell a running line from the text; a page number alone still goes
    numbered = [f"Staff Handbook\n{text}\n- {n} -" for n, text in enumerate(body[:2], start=1)]
    assert [b.text for b in extract(files.pdf(numbered), "handbook.pdf").blocks] == [
        f"Staff Handbook\n{text}\n" for text in body[:2]
    ]


def test_a_number_ending_a_sentence_on_a_pages_last_line_is_no_page_number() -> None:
    """The line a sentence wrapped its last figure onto ("... the pass mark of\n40.") is the
    sentence's end; a page number ends no sentence."""
    late = LOREM + "Late work loses 5 marks a day, down to the pass mark of\n40."
    first, _ = extract(files.pdf([late, LOREM]), "rules.pdf").blocks
    assert first.text.endswith("down to the pass mark of\n40.\n")


def test_pdf_line_end_hyphens_join_broken_words_but_not_compounds() -> None:
    pages = [
        "Laptops use encryp-\ntion and full-\ndisk backups. SARS-\nCoV-2 and COVID-\n19 spread.\n"
        "A well-\nknown re-\nport, a soft\u00adhyphen.",
        "It is well known. The report on every full disk.",
    ]
    first, second = extract(files.pdf(pages), "guide.pdf").blocks
    assert first.text == (
        "Laptops use encryption and full-disk backups. SARS-CoV-2 and COVID-19 spread.\n"
        "A well-known report, a softhyphen.\n"
    )
    assert second.text == "It is well known. The report on every full disk.\n"


def _drawn_pdf(draw: Any) -> bytes:
    """A one-page PDF that `draw` writes on a reportlab canvas, each string its own text
    object, as Word's PDFs set each table cell and each run of a line in another font."""
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4)
    draw(page)
    page.showPage()
    page.save()
    return buffer.getvalue()


def test_pdf_table_cells_pypdf_reads_a_line_each_are_rows_again() -> None:
    def draw(page: Any) -> None:
        page.drawString(40, 800, "Health insurance plans")
        rows = [("Plan", "Monthly premium", "Deductible"), ("Basic", "120 euros", "1,000 euros")]
        rows += [("Plus", "210 euros", ""), ("Premium", "340 euros", "none")]
        for n, row in enumerate(rows):
            for x, cell in zip((40, 200, 380), row, strict=True):
                page.drawString(x, 780 - 14 * n, cell)
        page.drawString(40, 700, "The company pays 70 percent of the")
        bold_at = 40 + page.stringWidth("premium, which is ", "Helvetica", 12)
        page.drawString(40, 686, "premium, which is")
        page.setFont("Helvetica-Bold", 12)
        page.drawString(bold_at, 686, "paid monthly.")
        page.setFont("Helvetica", 12)
        page.drawString(40, 40, "Benefits guide")
        page.drawRightString(550, 40, "Page 1 of 1")

    (block,) = extract(_drawn_pdf(draw), "benefits.pdf").blocks
    assert block.text == (
        "Health insurance plans\n\n"
        "Plan: Basic | Monthly premium: 120 euros | Deductible: 1,000 euros\n\n"
        "Plan: Plus | Monthly premium: 210 euros\n\n"
        "Plan: Premium | Monthly premium: 340 euros | Deductible: none\n\n"
        "The company pays 70 percent of the\npremium, which is paid monthly.\nBenefits guide\n"
    )


def test_pdf_pieces_on_one_baseline_that_are_no_table_keep_their_text_whole() -> None:
    def draw(page: Any) -> None:
        page.drawString(40, 800, "Comet")  # a row of a table at the page's top: figures stay
        page.drawString(200, 800, "4")
        for n, (number, text) in enumerate([("2.", "Termination."), ("2.1", "Either party")]):
            page.drawString(40, 780 - 14 * n, number)  # a list's number, a tab from its text
            page.drawString(76, 780 - 14 * n, text)
        page.drawString(40, 700, "Annual leave")  # apart, but in no column: one text
        page.drawString(300, 700, "28 days")
        page.drawString(40, 60, "A change needs the votes of 2 of 3")  # no page's number

    (block,) = extract(_drawn_pdf(draw), "lease.pdf").blocks
    assert block.text == (
        "Comet 4\n2. Termination.\n2.1 Either party\nAnnual leave 28 days\n"
        "A change needs the votes of 2 of 3\n"
    )


def test_docx_headings_become_sections_and_tables_become_text() -> None:
    data = files.docx(
        {"Revenue": ["Revenue grew by 12 percent."], "Costs": ["Costs fell by 3 percent."]},
        table=[["Region", "Sales"], ["North", "120"], ["South", "80"]],
    )
    result = extract(data, "report.docx")
    assert result.file_type == "docx"
    sections = {block.section: block.text for block in result.blocks}
    assert "Revenue grew by 12 percent." in sections["Revenue"]
    assert "Costs fell" in sections["Costs"]
    # the table follows the Costs heading, a paragraph per row, each cell named by its header
    assert "Region: North | Sales: 120\n\nRegion: South | Sales: 80" in sections["Costs"]


def _in_content_control(paragraph: Any, gallery: str | None = None) -> None:
    """Wrap a python-docx paragraph in a block-level content control (`w:sdt`), as Word's
    templates and tables of contents are."""
    sdt, content = OxmlElement("w:sdt"), OxmlElement("w:sdtContent")
    if gallery is not None:
        properties, part, kind = (
            OxmlElement(t) for t in ("w:sdtPr", "w:docPartObj", "w:docPartGallery")
        )
        kind.set(qn("w:val"), gallery)
        part.append(kind)
        properties.append(part)
        sdt.append(properties)
    paragraph._p.addprevious(sdt)
    sdt.append(content)
    content.append(paragraph._p)


def test_docx_text_in_a_content_control_is_read_but_not_a_table_of_contents() -> None:
    document = Document()
    document.add_paragraph("Before the control.")
    _in_content_control(document.add_paragraph("Parking is free for all staff members."))
    _in_content_control(document.add_paragraph("Annual leave\t3"), "Table of Contents")
    document.add_paragraph("After the control.")
    buffer = io.BytesIO()
    document.save(buffer)
    (block,) = extract(buffer.getvalue(), "policy.docx").blocks
    assert block.text == (
        "Before the control.\n\nParking is free for all staff members.\n\nAfter the control.\n"
    )


def _tracked(kind: str, text: str) -> Any:
    """A run of tracked-change text: inserted (`w:ins`, `w:t`) or deleted (`w:del`,
    `w:delText`)."""
    change, run = OxmlElement(f"w:{kind}"), OxmlElement("w:r")
    change.set(qn("w:id"), "1")
    change.set(qn("w:author"), "editor")
    said = OxmlElement("w:t" if kind == "ins" else "w:delText")
    said.text = text
    run.append(said)
    change.append(run)
    return change


def test_docx_reads_as_its_tracked_changes_make_it_in_paragraphs_and_cells() -> None:
    document = Document()
    paragraph = document.add_paragraph("Staff receive ")
    paragraph._p.append(_tracked("ins", "30 days"))
    paragraph._p.append(_tracked("del", "28 days"))
    paragraph.add_run(" of annual leave.")
    table = document.add_table(rows=2, cols=1)
    table.cell(0, 0).text = "Plan"
    table.cell(1, 0).paragraphs[0].text = "Gold"
    table.cell(1, 0).paragraphs[0]._p.append(_tracked("ins", " Plus"))
    buffer = io.BytesIO()
    document.save(buffer)
    (block,) = extract(buffer.getvalue(), "policy.docx").blocks
    assert block.text == "Staff receive 30 days of annual leave.\n\nPlan: Gold Plus\n"


def _text_box(text: str) -> Any:
    """A run holding a text box as Word writes one: a shape, and a VML copy for old readers."""
    box = f"<w:txbxContent><w:p><w:r><w:t>{text}</w:t></w:r></w:p></w:txbxContent>"
    return parse_xml(
        f"<w:r {nsdecls('w')} xmlns:mc='{_MC}' xmlns:v='urn:schemas-microsoft-com:vml'>"
        f"<mc:AlternateContent><mc:Choice Requires='wps'><w:drawing>{box}</w:drawing></mc:Choice>"
        f"<mc:Fallback><w:pict><v:shape><v:textbox>{box}</v:textbox></v:shape></w:pict>"
        "</mc:Fallback></mc:AlternateContent></w:r>"
    )


_MC = "http://schemas.openxmlformats.org/markup-compatibility/2006"


def test_docx_text_boxes_footnotes_and_layout_tables_are_read_where_they_stand() -> None:
    document = Document()
    document.add_paragraph("Reception is on the ground floor.")._p.append(
        _text_box("Visitors sign in at reception.")
    )
    noted = document.add_paragraph("Parking is free for employees.")
    noted._p.append(parse_xml(f'<w:r {nsdecls("w")}><w:footnoteReference w:id="1"/></w:r>'))
    layout = document.add_table(rows=1, cols=2)  # a form: a table in a cell of a table
    layout.cell(0, 0).text = "Parking levels"
    levels = layout.cell(0, 1).add_table(rows=2, cols=2)
    for r, row in enumerate([["Level", "Spaces"], ["B1", "40 for visitors"]]):
        for c, value in enumerate(row):
            levels.cell(r, c).text = value
    buffer = io.BytesIO()
    document.save(buffer)
    data = files.with_footnotes(buffer.getvalue(), {1: "Contractors are not eligible."})
    (block,) = extract(data, "guide.docx").blocks
    assert block.text == (
        "Reception is on the ground floor.\n\nVisitors sign in at reception.\n\n"
        "Parking is free for employees.\n\nContractors are not eligible.\n\n"
        "Parking levels\n\nLevel: B1 | Spaces: 40 for visitors\n"
    )


def _numbered(document: Any, text: str, level: int, list_id: int = 90) -> None:
    paragraph = document.add_paragraph(text)
    paragraph._p.get_or_add_pPr().append(
        parse_xml(
            f'<w:numPr {nsdecls("w")}><w:ilvl w:val="{level}"/><w:numId w:val="{list_id}"/>'
            "</w:numPr>"
        )
    )


def test_docx_numbered_paragraphs_read_with_the_numbers_word_shows() -> None:
    document = Document()
    document.add_paragraph("Drain the load balancer.", style="List Number")
    document.add_paragraph("Restart the containers.", style="List Number")  # numbered by style
    document.add_paragraph("A bullet has no number.", style="List Bullet")
    clauses = document.part.numbering_part.element
    levels = [("decimal", "%1."), ("decimal", "%1.%2"), ("lowerLetter", "(%3)")]
    clauses.append(
        parse_xml(
            f'<w:abstractNum {nsdecls("w")} w:abstractNumId="90">'
            + "".join(
                f'<w:lvl w:ilvl="{i}"><w:start w:val="1"/><w:numFmt w:val="{style}"/>'
                f'<w:lvlText w:val="{text}"/></w:lvl>'
                for i, (style, text) in enumerate(levels)
            )
            + "</w:abstractNum>"
        )
    )
    for list_id, restart in (
        (90, ""),
        (91, '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride>'),
    ):
        clauses.append(
            parse_xml(
                f'<w:num {nsdecls("w")} w:numId="{list_id}"><w:abstractNumId w:val="90"/>'
                f"{restart}</w:num>"
            )
        )
    for text, level in [
        ("Definitions.", 0),
        ("The term is one year.", 1),
        ("Termination.", 0),
        ("Either party may end the lease.", 1),
        ("in writing;", 2),
        ("by registered post.", 2),
        ("", 1),  # an empty numbered paragraph still takes its number
        ("Deposits are returned within 30 days.", 1),
    ]:
        _numbered(document, text, level)
    _numbered(document, "Annex rules.", 0, list_id=91)  # a list restarted
    buffer = io.BytesIO()
    document.save(buffer)
    (block,) = extract(buffer.getvalue(), "lease.docx").blocks
    assert block.text.split("\n\n") == [
        "1. Drain the load balancer.",
        "2. Restart the containers.",
        "A bullet has no number.",
        "1. Definitions.",
        "1.1 The term is one year.",
        "2. Termination.",
        "2.1 Either party may end the lease.",
        "(a) in writing;",
        "(b) by registered post.",
        "2.3 Deposits are returned within 30 days.",
        "1. Annex rules.\n",
    ]


def test_docx_list_made_with_a_list_style_reads_with_that_style_s_numbers() -> None:
    document = Document()
    document.styles.element.append(
        parse_xml(
            f'<w:style {nsdecls("w")} w:type="numbering" w:styleId="LegalList">'
            '<w:name w:val="Legal List"/><w:pPr><w:numPr><w:numId w:val="95"/></w:numPr>'
            "</w:pPr></w:style>"
        )
    )
    numbering = document.part.numbering_part.element
    for xml in (
        f'<w:abstractNum {nsdecls("w")} w:abstractNumId="95"><w:styleLink w:val="LegalList"/>'
        '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/>'
        '<w:lvlText w:val="Article %1."/></w:lvl></w:abstractNum>',
        f'<w:abstractNum {nsdecls("w")} w:abstractNumId="96">'
        '<w:numStyleLink w:val="LegalList"/></w:abstractNum>',
        f'<w:num {nsdecls("w")} w:numId="95"><w:abstractNumId w:val="95"/></w:num>',
        f'<w:num {nsdecls("w")} w:numId="96"><w:abstractNumId w:val="96"/></w:num>',
    ):
        numbering.append(parse_xml(xml))
    _numbered(document, "Scope.", 0, list_id=96)
    _numbered(document, "Term.", 0, list_id=96)
    buffer = io.BytesIO()
    document.save(buffer)
    (block,) = extract(buffer.getvalue(), "contract.docx").blocks
    assert block.text == "Article 1. Scope.\n\nArticle 2. Term.\n"


@pytest.mark.parametrize(
    ("start", "level"), [("abc", "0"), ("1000000", "0"), ("1", "99"), ("1", "x"), ("-5", "0")]
)
def test_docx_numbering_word_could_not_read_leaves_the_text_whole(start: str, level: str) -> None:
    document = Document()
    document.part.numbering_part.element.append(
        parse_xml(
            f'<w:abstractNum {nsdecls("w")} w:abstractNumId="90"><w:lvl w:ilvl="{level}">'
            f'<w:start w:val="{start}"/><w:numFmt w:val="upperRoman"/><w:lvlText w:val="%1."/>'
            "</w:lvl></w:abstractNum>"
        )
    )
    document.part.numbering_part.element.append(
        parse_xml(f'<w:num {nsdecls("w")} w:numId="90"><w:abstractNumId w:val="90"/></w:num>')
    )
    _numbered(document, "Either party may end the lease.", 0)
    _numbered(document, "Deposits are returned.", 99)
    buffer = io.BytesIO()
    document.save(buffer)
    (block,) = extract(buffer.getvalue(), "lease.docx").blocks
    assert block.text.endswith("Either party may end the lease.\n\nDeposits are returned.\n")


def test_docx_headers_and_footers_are_read_once_first_without_page_numbers() -> None:
    document = Document()
    first = document.sections[0]
    first.header.paragraphs[0].text = "Travel Policy v3.2, valid from 1 March 2026"
    first.footer.paragraphs[0].text = "Page 1 of 2"  # Word's field, read as its text
    first.footer.add_paragraph("Confidential")
    document.add_heading("Hotels", 1)
    document.add_paragraph("Hotels up to 150 euros a night are reimbursed.")
    second = document.add_section()  # linked to the first: its header is the first's
    second.footer.is_linked_to_previous = False
    second.footer.paragraphs[0].text = "Confidential"  # the same again: read once
    document.add_paragraph("Meals up to 40 euros a day.")
    buffer = io.BytesIO()
    document.save(buffer)
    blocks = extract(buffer.getvalue(), "travel.docx").blocks
    assert [(block.section, block.text) for block in blocks] == [
        (None, "Travel Policy v3.2, valid from 1 March 2026\n\nConfidential\n"),
        (
            "Hotels",
            "Hotels\n\nHotels up to 150 euros a night are reimbursed.\n\n"
            "Meals up to 40 euros a day.\n",
        ),
    ]


def test_a_docx_footnote_referring_to_itself_is_read_once() -> None:
    document = Document()
    document.add_paragraph("Parking is free.")._p.append(
        parse_xml(f'<w:r {nsdecls("w")}><w:footnoteReference w:id="1"/></w:r>')
    )
    buffer = io.BytesIO()
    document.save(buffer)
    data = files.with_footnotes(buffer.getvalue(), {1: "Not for contractors."})
    crafted = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(crafted, "w") as target:
        for item in source.infolist():
            content = source.read(item.filename)
            if item.filename == "word/footnotes.xml":
                content = content.replace(b"<w:footnoteRef/>", b'<w:footnoteReference w:id="1"/>')
            target.writestr(item, content)
    (block,) = extract(crafted.getvalue(), "crafted.docx").blocks
    assert block.text == "Parking is free.\n\nNot for contractors.\n"


def test_docx_zip_bomb_is_refused(settings: Settings) -> None:
    small_limit = settings.model_copy(update={"max_office_uncompressed_bytes": 5 * 1024 * 1024})
    with pytest.raises(ExtractionError, match="ZIP bomb"):
        extract(files.zip_bomb("word/document.xml", 20), "bomb.docx", small_limit)


def test_markdown_headings_become_sections_but_not_inside_code() -> None:
    text = (
        "# Install\nRun the installer.\n\n```\n# not a heading\n```\n## Configure\nEdit the file.\n"
    )
    result = extract(text.encode(), "guide.md")
    assert [block.section for block in result.blocks] == ["Install", "Configure"]
    assert "# not a heading" in result.blocks[0].text


def test_a_markdown_pipe_table_becomes_labelled_rows_but_not_inside_code() -> None:
    text = (
        "# Plans\n| Plan | Deductible |\n|:--|--:|\n| Basic | 1,000 euros |\nPlus | 400 \\| 500\n"
        "After the table.\n```\n| a | b |\n|---|---|\n```\nNot | a table\n"
    )
    (block,) = extract(text.encode(), "plans.md").blocks
    assert block.text == (
        "# Plans\n\nPlan: Basic | Deductible: 1,000 euros\n\nPlan: Plus | Deductible: 400 | 500\n\n"
        "After the table.\n```\n| a | b |\n|---|---|\n```\nNot | a table\n\n"
    )


def test_markdown_reads_as_a_reader_sees_it_without_emphasis_marks_links_as_their_text() -> None:
    text = (
        "# Leave **policy**\nYou get **28 days** of *paid* leave; see [the portal](https://hr.x "
        '"HR") or <https://hr.x/a>.\nRun `rm *.tmp` on file_name_here; 2 * 3 = 6. ![map](m.png)\n'
        "```\n**kept** [x](y)\n```\n"
    )
    (block,) = extract(text.encode(), "leave.md").blocks
    assert block.section == "Leave policy"
    assert block.text == (
        "# Leave policy\nYou get 28 days of paid leave; see the portal (https://hr.x) or "
        "https://hr.x/a.\nRun `rm *.tmp` on file_name_here; 2 * 3 = 6. map\n"
        "```\n**kept** [x](y)\n```\n\n"
    )


def test_markdown_setext_headings_front_matter_quotes_comments_and_html_read_as_rendered() -> None:
    text = (
        "---\nowner: platform team\n---\n\nRelease runbook\n===\n\nShips on Tuesdays.\n\n"
        "Rollback\n--------\nRun <kbd>deploy --previous</kbd>.<br>Then tell <b>#ops</b>.\n\n"
        "***\n<!-- draft: do not publish\nthe date -->\n> **Note:** freeze from 15 December.\n"
        "Pass `<version>` or <version>.\n```\n<!-- kept -->\n---\n```\n"
    )
    blocks = extract(text.encode(), "runbook.md").blocks
    assert [(block.section, block.text) for block in blocks] == [
        (None, "owner: platform team\n\n"),
        ("Release runbook", "# Release runbook\n\nShips on Tuesdays.\n\n"),
        (
            "Rollback",
            "## Rollback\nRun deploy --previous.\nThen tell #ops.\n\n\n\nNote: freeze from "
            "15 December.\nPass `<version>` or <version>.\n```\n<!-- kept -->\n---\n```\n\n",
        ),
    ]


def test_a_title_above_a_csv_header_is_text_not_the_header() -> None:
    data = b"Meeting rooms 2026\n\nroom,floor,seats\nAurora,2,12\nComet,3,\n"
    blocks = extract(data, "rooms.csv").blocks
    assert [(block.row, block.text) for block in blocks] == [
        (1, "Meeting rooms 2026\n\n"),
        (4, "room: Aurora\nfloor: 2\nseats: 12\n\n"),
        (5, "room: Comet\nfloor: 3\n\n"),
    ]


def test_excel_sep_line_names_the_delimiter_and_a_cell_line_break_reads_as_a_space() -> None:
    data = b'sep=;\nName;Price;Note\nTea;3,20;"green,\nloose leaf"\n'
    (block,) = extract(data, "prices.csv").blocks  # Excel hides the sep line: Tea is row 2
    assert (block.row, block.text) == (2, "Name: Tea\nPrice: 3,20\nNote: green, loose leaf\n\n")


def test_csv_rows_become_column_value_lines_numbered_like_a_spreadsheet() -> None:
    data = b"product,price,currency\nWidget,9.99,EUR\n,,\nGadget,19.50,USD\n"
    blocks = extract(data, "prices.csv").blocks
    assert [block.row for block in blocks] == [2, 4]  # the header is row 1; row 3 is empty
    assert blocks[0].text.startswith("product: Widget\nprice: 9.99\ncurrency: EUR")
    assert "product: Gadget" in blocks[1].text


def test_text_saved_by_windows_tools_is_read_in_its_encoding() -> None:
    # Excel's "CSV (Comma delimited)" on a Western Windows: Windows-1252, ";" in Europe.
    data = "Produkt;Preis\nKaffee;4,50 €\nTee;3,20 €\n".encode("cp1252")
    assert extract(data, "preise.csv").blocks[0].text == "Produkt: Kaffee\nPreis: 4,50 €\n\n"
    # Excel's "Unicode Text" and Notepad's "Unicode": UTF-16 with its mark, CRLF line ends.
    data = "Name\tRoom\r\nZoë\tAurora\r\n".encode("utf-16")
    assert extract(data, "rooms.csv").blocks[0].text == "Name: Zoë\nRoom: Aurora\n\n"
    assert extract("Café crème".encode("utf-16"), "notes").blocks[0].text == "Café crème"
    assert extract("Café crème".encode("latin-1"), "notes.txt").blocks[0].text == "Café crème"


def test_a_page_is_read_in_the_encoding_its_meta_declares_else_utf8_else_windows_1252() -> None:
    koi8 = '<html><head><meta charset="koi8-r"></head><body><p>Привет</p></body></html>'
    assert extract(koi8.encode("koi8-r"), "p.html").blocks[0].text == "Привет\n"
    latin1 = b'<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'
    latin1 += b"<p>5 \x80, caf\xe9</p>"  # labelled ISO-8859-1, written as Windows-1252
    assert extract(latin1, "p.html").blocks[0].text == "5 €, café\n"
    copied = '<meta charset="iso-8859-1"><p>Café ☕</p>'.encode()  # the label is stale
    assert extract(copied, "p.html").blocks[0].text == "Café ☕\n"


def test_bytes_no_text_encoding_reads_fail_naming_the_first_byte_not_utf8() -> None:
    with pytest.raises(ExtractionError, match=r"not valid UTF-8.*0xe9 at offset 5"):
        extract(b"abc\x01\x02\xe9def", "notes.txt")  # control characters: not text
    with pytest.raises(ExtractionError, match=r"not valid UTF-8.*0x81 at offset 4"):
        extract(b"data\x81\x8d", "notes.txt")  # undefined in Windows-1252
    with pytest.raises(ExtractionError, match=r"begins as UTF-16 text but byte"):
        extract(b"\xff\xfeA\x00\x00\xd8", "notes.txt")  # a lone surrogate


def test_text_reads_without_invisible_characters_and_with_ligatures_as_letters() -> None:
    text = "# The \ufb01nance team\nEncryp\u00adtion of data\u200b is re\ufeffquired by "
    text += "\ufb02ights.\n\uf0b7 A bullet of Word's Symbol font."
    (block,) = extract(text.encode(), "notes.md").blocks
    assert block.section == "The finance team"
    assert block.text == (
        "# The finance team\nEncryption of data is required by flights.\n"
        "• A bullet of Word's Symbol font.\n"
    )
    html = b"<p>Datenverschl&shy;&uuml;sselung, co&#8203;operation</p>"
    assert extract(html, "page.html").blocks[0].text == "Datenverschlüsselung, cooperation\n"


def test_empty_file_fails() -> None:
    with pytest.raises(ExtractionError, match="empty"):
        extract(b"", "empty.txt")


def test_whitespace_only_file_fails() -> None:
    with pytest.raises(ExtractionError, match="no text"):
        extract(b"  \n\n \t ", "blank.md")


def test_unread_images_and_unknown_binaries_are_unsupported() -> None:
    with pytest.raises(UnsupportedType, match="GIF"):
        extract(b"GIF89a" + os.urandom(100), "photo.txt")
    with pytest.raises(UnsupportedType, match=r"\.exe"):
        extract(b"MZ\x90\x00" + b"\x00" * 100, "setup.exe")


def test_size_limits_are_per_type(settings: Settings) -> None:
    tight = settings.model_copy(update={"max_text_bytes": 10})
    with pytest.raises(TooLarge, match="TXT files are limited"):
        extract(b"x" * 11, "big.txt", tight)


def test_html_tables_are_rows_of_labelled_cells_as_docx_tables_are() -> None:
    """Minified HTML has nothing between its cells: each cell is labelled with its column's
    header, cells and rows never run together ("Single2.90 euros"), a cell left unclosed is
    closed by the next one, and a table the page never closes still counts."""
    page = (
        b"<h2>Fares</h2><table><tr><th>Ticket</th><th>Price</th></tr><tr><td>Single</td>"
        b"<td>2.90<br>euros</td></tr><tr><td>Day pass<td>8.60 euros</table>"
        b"<p>Children under six travel free.</p><table><tr><td>Open</td><td>daily"
    )
    text = extract(page, "fares.html").blocks[0].text
    assert text == (
        "Fares\n\nTicket: Single | Price: 2.90 euros\n\nTicket: Day pass | Price: 8.60 euros\n\n"
        "Children under six travel free.\n\nOpen | daily\n"
    )


def test_an_html_table_that_lays_out_the_page_is_read_as_the_page_not_as_cells() -> None:
    """A cell that holds headings, paragraphs and a table of its own is the page's content
    beside a sidebar: its sections and paragraphs stay, and the table inside is data."""
    page = (
        b"<table><tr><td><a href=/>Home</a><br><a href=/hr>HR</a></td><td><h1>Canteen</h1>"
        b"<p>The canteen is open from 11:30.</p><p>It closes in August.</p><table><tr><th>Dish"
        b"</th><th>Price</th></tr><tr><td><p>Soup</p></td><td>3 euros</td></tr></table><h2>"
        b"Contact</h2><p>Call 123.</p></td></tr></table>"
    )
    blocks = extract(page, "canteen.html").blocks
    assert [(b.section, b.text) for b in blocks] == [
        (None, "Home HR\n"),
        (
            "Canteen",
            "Canteen\n\nThe canteen is open from 11:30.\n\nIt closes in August.\n\n"
            "Dish: Soup | Price: 3 euros\n",
        ),
        ("Contact", "Contact\n\nCall 123.\n"),
    ]


def test_html_blocks_never_run_together_and_a_definition_follows_its_term() -> None:
    page = (
        b"<header>Northwind</header><nav>Home</nav><main><h1>Library</h1><dl><dt>Opening hours"
        b"</dt><dd>9:00 to 17:00</dd></dl><figure><figcaption>The reading room.</figcaption>"
        b"</figure><details><summary>Wi-Fi</summary>Ask at the desk.</details></main>"
        b"<footer>Contact <b>us</b></footer>"
    )
    text = "".join(block.text for block in extract(page, "library.html").blocks)
    assert text == (
        "Northwind\nLibrary\n\nOpening hours: 9:00 to 17:00\n\nThe reading room.\n\n"
        "Wi-Fi\n\nAsk at the desk.\n\nContact us\n"
    )  # the navigation ("Home") is the site's, not the page's text


def test_html_without_what_no_reader_reads_as_content_and_with_its_head_left_open() -> None:
    page = (
        b"<html><head><title>Library</title><meta charset=utf-8><body>"  # no </head>: valid HTML
        b"<nav><a href='/'>Home</a></nav><div role=menu><span>Light theme</span></div>"
        b"<div hidden><p>Draft</p><div>not yet</div></div><div style='display: none'>Gone</div>"
        b"<p>Open <button>Book</button> daily.</p><pre>$ borrow --card 42\n$ return</pre>"
        b"<p hidden>A hidden paragraph may be left open, so it is read.</p><p>End.</p>"
    )
    (block,) = extract(page, "library.html").blocks
    assert block.text == (
        "Open daily.\n\n$ borrow --card 42\n\n$ return\n\n"
        "A hidden paragraph may be left open, so it is read.\n\nEnd.\n"
    )


def test_ordered_lists_read_with_the_numbers_a_browser_or_renderer_shows() -> None:
    html = (
        b"<ol><li>Drain the load balancer.</li><li>Restart.<ol type='a'><li>web</li>"
        b"<li>worker</li></ol></li><li>Check health.</li></ol><ol start='7'><li>Seven</li>"
        b"<li value='x'>Eight</li></ol><ul><li>A bullet</li></ul><ol type='I'><li>One</li></ol>"
    )
    assert extract(html, "steps.html").blocks[0].text.split("\n\n") == [
        *("1. Drain the load balancer.", "2. Restart.", "a. web", "b. worker", "3. Check health."),
        *("7. Seven", "8. Eight", "A bullet", "I. One\n"),
    ]
    markdown = (
        "1. Drain.\n1. Restart.\n   1. web\n   1. worker\n1. Check.\n\n   Its text.\n\n"
        "1. Report.\n\n- a bullet\n\n5) Five\n5) Six\n\nText.\n\n1. Again.\n"
    )
    assert extract(markdown.encode(), "steps.md").blocks[0].text == (
        "1. Drain.\n2. Restart.\n   1. web\n   2. worker\n3. Check.\n\n   Its text.\n\n"
        "4. Report.\n\n- a bullet\n\n5) Five\n6) Six\n\nText.\n\n1. Again.\n\n"
    )


def test_html_keeps_visible_text_only() -> None:
    page = (
        b"<html><head><title>T</title><script>var x=1;</script></head>"
        b"<body><h1>Intro</h1><p>Hello &amp; welcome.</p></body></html>"
    )
    result = extract(page, "page.html")
    assert result.blocks[-1].section == "Intro"
    text = "".join(block.text for block in result.blocks)
    assert "Hello & welcome." in text
    assert "var x" not in text
