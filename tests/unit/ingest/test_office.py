"""Workbooks (XLSX, XLS, ODS), presentations (PPTX, ODP) and OpenDocument texts, written by
openpyxl, xlwt, python-pptx and odfpy as Excel, PowerPoint and LibreOffice write them, and crafted
or broken ones."""

from __future__ import annotations

import datetime as dt
import re
import zipfile
from io import BytesIO
from typing import Any

import pytest

from ragkit.errors import ExtractionError, TooLarge, UnsupportedType
from ragkit.ingest.extract import FileType, detect_type, extract
from ragkit.ingest.extract.cells import shown
from ragkit.ingest.extract.charts import chart_texts
from ragkit.settings import Settings
from tests.support import files
from tests.support.files import Chart, Picture, Slide

EURO = '#,##0 "€"'
ROOMS: list[list[Any]] = [
    ["Meeting rooms, building A"],
    [],
    ["Room", "Floor", "Seats", "Day rate", "Booked", "Free from"],
    ["Aurora", 2, 12, (1500, '#,##0 "€"'), (0.85, "0%"), dt.date(2026, 3, 2)],
    ["Nebula", 5, 20, (2250.5, "#,##0.00"), (0.4, "0%"), None],
]


def _part(data: bytes, name: str) -> str:
    with zipfile.ZipFile(BytesIO(data)) as archive:
        return archive.read(name).decode()


def test_a_sheet_s_rows_are_labelled_records_numbered_as_excel_numbers_them() -> None:
    """The title above the header is text of its own; each row below it a record whose values
    read as Excel shows them, cited by its row, under the sheet's name; a hidden sheet (lookups)
    is not read."""
    data = files.xlsx({"Rooms": ROOMS, "Codes": [["code"], ["X1"]]}, hidden=("Codes",))
    blocks = extract(data, "rooms.xlsx").blocks
    assert [(b.section, b.row) for b in blocks] == [("Rooms", 1), ("Rooms", 4), ("Rooms", 5)]
    assert blocks[0].text == "Meeting rooms, building A\n\n"
    assert blocks[1].text == (
        "Room: Aurora\nFloor: 2\nSeats: 12\nDay rate: 1,500 €\nBooked: 85%\n"
        "Free from: 2026-03-02\n\n"
    )
    assert (
        blocks[2].text == "Room: Nebula\nFloor: 5\nSeats: 20\nDay rate: 2,250.50\nBooked: 40%\n\n"
    )


def test_a_title_and_a_total_row_of_one_cell_each_do_not_make_the_title_the_header() -> None:
    """A short table between a title and a total of one cell (its formulas never calculated by
    Excel, so empty): the header is still the row of labels."""
    rows: list[list[Any]] = [
        ["Expense budget"],
        ["Item", "Cost", "Share", "Due"],
        ["Books", 300, "=B3/B5", "April"],
    ]
    rows += [["Courses", 1200, "=B4/B5", "June"], ["Total", "=SUM(B3:B4)"]]
    blocks = extract(files.xlsx({"Budget": rows}), "budget.xlsx").blocks
    assert [b.text for b in blocks] == [
        "Expense budget\n\n",
        "Item: Books\nCost: 300\nDue: April\n\n",
        "Item: Courses\nCost: 1200\nDue: June\n\n",
        "Item: Total\n\n",
    ]


RESULTS: list[list[Any]] = [
    ["Regional results"],
    [],
    ["Region", "2024", None, "2025", None],
    [None, "Sales", "Profit", "Sales", "Profit"],
    ["North", 10, 2, 12, 3],
    ["South", 8, 1, 9, 2],
]
RESULTS_ROWS = [
    (1, "Regional results\n\n"),
    (5, "Region: North\n2024 Sales: 10\n2024 Profit: 2\n2025 Sales: 12\n2025 Profit: 3\n\n"),
    (6, "Region: South\n2024 Sales: 8\n2024 Profit: 1\n2025 Sales: 9\n2025 Profit: 2\n\n"),
]


def test_a_header_of_two_rows_labels_each_column_with_its_group() -> None:
    """Columns grouped under merged cells ("2024" over "Sales" and "Profit", "Region" merged
    down): each value is labelled with its group and its column; the first row of data was
    the header ("North: South", "10: 8")."""
    blocks = extract(files.xlsx({"Results": RESULTS}), "results.xlsx").blocks
    assert [(b.row, b.text) for b in blocks] == RESULTS_ROWS
    across = [RESULTS[0], RESULTS[1], [None, *RESULTS[2][1:]], ["Region", *RESULTS[3][1:]]]
    blocks = extract(files.xlsx({"Results": [*across, *RESULTS[4:]]}), "results.xlsx").blocks
    assert [(b.row, b.text) for b in blocks] == RESULTS_ROWS
    exported = b"Region,2024,,2025,\n,Sales,Profit,Sales,Profit\nNorth,10,2,12,3\n"
    (row,) = extract(exported, "results.csv").blocks
    assert row.text == RESULTS_ROWS[1][1]


def test_merged_header_cells_as_excel_saves_them_are_read_as_groups() -> None:
    """openpyxl merges the cells as Excel does (the value in the first, the others empty)."""
    from openpyxl import Workbook

    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet["A1"], sheet["B1"], sheet["D1"] = "Region", 2024, 2025
    for merged in ("A1:A2", "B1:C1", "D1:E1"):
        sheet.merge_cells(merged)
    for column, label in zip("BCDE", ["Sales", "Profit", "Sales", "Profit"], strict=True):
        sheet[f"{column}2"] = label
    sheet.append(["North", 10, 2, 12, 3])
    buffer = BytesIO()
    workbook.save(buffer)
    (north,) = extract(buffer.getvalue(), "results.xlsx").blocks
    assert (north.row, north.text) == (3, RESULTS_ROWS[1][1])


def test_rows_above_a_header_that_do_not_group_its_columns_stay_text() -> None:
    """A title and a line of two cells right above the header are text of their own, not
    groups of its columns."""
    rows: list[list[Any]] = [
        ["Budget"],
        ["Prepared by", "Finance"],
        ["Item", "Cost", "Due"],
        ["Books", 300, "April"],
        ["Courses", 1200, "June"],
    ]
    blocks = extract(files.xlsx({"Budget": rows}), "budget.xlsx").blocks
    assert [b.text for b in blocks] == [
        "Budget\n\n",
        "Prepared by Finance\n\n",
        "Item: Books\nCost: 300\nDue: April\n\n",
        "Item: Courses\nCost: 1200\nDue: June\n\n",
    ]
    # nor over a header of years, which labels columns the line does not
    years: list[list[Any]] = [["Prepared by", "Finance"], ["Region", 2024, 2025], ["North", 10, 12]]
    blocks = extract(files.xlsx({"Budget": years}), "budget.xlsx").blocks
    assert [b.text for b in blocks][-1] == "Region: North\n2024: 10\n2025: 12\n\n"


def test_an_excel_97_workbook_is_read_as_an_xlsx_is() -> None:
    """Told from other OLE files (a .doc, an encrypted file) by its Workbook stream."""
    dated: list[list[Any]] = [
        ["Room", "Booked", "Free from"],
        ["Aurora", (0.85, "0%"), (dt.date(2026, 3, 2), "DD.MM.YYYY")],
    ]
    data = files.xls({"Rooms": dated, "Codes": [["code"], ["X1"]]}, hidden=("Codes",))
    assert detect_type(data, "upload") is FileType.XLS
    (block,) = extract(data, "rooms.xls").blocks
    assert (block.section, block.row) == ("Rooms", 2)
    assert block.text == "Room: Aurora\nBooked: 85%\nFree from: 2026-03-02\n\n"
    with pytest.raises(ExtractionError, match="XLS file is damaged"):
        extract(data[:512] + b"\xff" * 512 + data[1024:], "damaged.xls")


def test_a_second_table_below_an_empty_row_is_read_under_its_own_header() -> None:
    """A sheet of two tables: the cards are labelled by their own header, not the vehicles';
    rows grouped by empty rows, or a group's name above them, stay in the table they are in."""
    sheet: list[list[Any]] = [
        ["Plate", "Payload (kg)"],
        ["TW-101", 1200],
        [],
        ["Depot South"],
        ["TW-102", 1200],
        [],
        ["Card", "Holder", "Monthly limit"],
        ["FC-01", "Night shift team", (900, EURO)],
        ["FC-02", "Harbour depot", (1400, EURO)],
    ]
    blocks = extract(files.xlsx({"Fleet": sheet}), "fleet.xlsx").blocks
    assert [(b.row, b.text) for b in blocks] == [
        (2, "Plate: TW-101\nPayload (kg): 1200\n\n"),
        (4, "Plate: Depot South\n\n"),
        (5, "Plate: TW-102\nPayload (kg): 1200\n\n"),
        (8, "Card: FC-01\nHolder: Night shift team\nMonthly limit: 900 €\n\n"),
        (9, "Card: FC-02\nHolder: Harbour depot\nMonthly limit: 1,400 €\n\n"),
    ]
    roster = [["Name", "Team"], ["Anna", "Sales"], [], ["Ben", "Support"], ["Cara", "Support"]]
    texts = [b.text for b in extract(files.xlsx({"Roster": roster}), "roster.xlsx").blocks]
    assert texts[1] == "Name: Ben\nTeam: Support\n\n"


def test_every_visible_sheet_is_read_in_the_workbook_s_order() -> None:
    data = files.xlsx(
        {
            "2025": [["Plan", "Premium"], ["Basic", 110]],
            "2026": [["Plan", "Premium"], ["Basic", 120]],
        }
    )
    blocks = extract(data, "plans.xlsx").blocks
    assert [(b.section, b.text) for b in blocks] == [
        ("2025", "Plan: Basic\nPremium: 110\n\n"),
        ("2026", "Plan: Basic\nPremium: 120\n\n"),
    ]


@pytest.mark.parametrize(
    ("value", "number_format", "text"),
    [
        (1500, "#,##0", "1,500"),
        (1500, '"€"#,##0.00', "€1,500.00"),
        (1500, "[$€-407] #,##0.00", "€ 1,500.00"),
        (1234.5, '_-* #,##0.00 €_-;-* #,##0.00 €_-;_-* "-"?? €_-;_-@_-', "1,234.50 €"),
        (0.125, "0.0%", "12.5%"),
        (7, "00", "07"),
        (42, '0" days"', "42 days"),
        (-1500, "#,##0;(#,##0)", "-1,500"),
        (0.1 + 0.2, "General", "0.3"),
        (3.0, "General", "3"),
        (12, "@", "12"),
        (True, "General", "TRUE"),
        (dt.datetime(2026, 3, 2, 9, 30), "yyyy-mm-dd hh:mm", "2026-03-02 09:30"),
        (dt.datetime(2026, 3, 2), "dd.mm.yyyy", "2026-03-02"),
        (dt.time(14, 0), "hh:mm", "14:00"),
        ("#DIV/0!", "General", "#DIV/0!"),
    ],
)
def test_a_cell_reads_as_excel_shows_it(value: object, number_format: str, text: str) -> None:
    assert shown(value, number_format) == text


def test_a_formula_reads_as_the_value_excel_saved_with_it() -> None:
    data = files.xlsx({"Budget": [["Item", "Cost"], ["Books", 300], ["Total", "=B2*5"]]})
    sheet = "xl/worksheets/sheet1.xml"
    saved = re.sub(r"<f>B2\*5</f>(<v\s*/>|<v></v>)?", "<f>B2*5</f><v>1500</v>", _part(data, sheet))
    blocks = extract(files.with_replaced(data, {sheet: saved.encode()}), "budget.xlsx").blocks
    assert blocks[-1].text == "Item: Total\nCost: 1500\n\n"


def test_a_sheet_that_claims_every_cell_is_read_by_the_cells_it_holds(settings: Settings) -> None:
    """A crafted sheet's stated size (A1:XFD1048576) is not trusted: rows are numbered as they
    stand, and a sheet spanning more cells than a document may hold characters is refused."""
    data = files.xlsx({"Sheet1": [["Name", "Age"], ["Ann", 41]]})
    sheet = "xl/worksheets/sheet1.xml"
    far = '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>far</t></is></c></row>'
    stated = re.sub(r'<dimension ref="[^"]*"', '<dimension ref="A1:XFD1048576"', _part(data, sheet))
    crafted = stated.replace("</sheetData>", far + "</sheetData>").encode()
    blocks = extract(files.with_replaced(data, {sheet: crafted}), "crafted.xlsx").blocks
    assert [(b.row, b.text) for b in blocks] == [
        (2, "Name: Ann\nAge: 41\n\n"),
        (1048576, "column 16384: far\n\n"),
    ]
    tight = settings.model_copy(update={"max_extracted_chars": 10_000})
    with pytest.raises(TooLarge, match="over 10,000 cells"):
        extract(files.with_replaced(data, {sheet: crafted}), "crafted.xlsx", tight)


def test_broken_workbooks_fail_saying_why(settings: Settings) -> None:
    data = files.xlsx({"Sheet1": [["a"]]})
    damaged = files.with_replaced(data, {"xl/workbook.xml": b"<workbook"})
    with pytest.raises(ExtractionError, match="XLSX file is damaged"):
        extract(damaged, "damaged.xlsx")
    empty = files.xlsx({"Sheet1": [], "Sheet2": [[None, ""]]})
    with pytest.raises(ExtractionError, match="no text"):
        extract(empty, "empty.xlsx")
    small = settings.model_copy(update={"max_office_uncompressed_bytes": 5 * 1024 * 1024})
    with pytest.raises(ExtractionError, match="XLSX file expands to 20 MB"):
        extract(files.zip_bomb("xl/workbook.xml", 20), "bomb.xlsx", small)


DECK = [
    Slide("Quarterly review", ["Lumen Software, Q3 2026"]),
    Slide(
        "Revenue",
        ["Revenue grew by 12 percent to 4.2 million euros", "The Berlin office opened in August"],
        notes="Most of the growth came from Spain.",
    ),
    Slide("Headcount", table=[["Team", "People"], ["Sales", "14"], ["Engineering", "31"]]),
    Slide("Draft numbers", ["Not for sharing"], hidden=True),
    Slide(None, ["A slide without a title"]),
]


def test_each_slide_is_a_page_under_its_title_with_its_notes_after_it() -> None:
    """Slides are numbered as PowerPoint numbers them (a hidden one too, unread); a table's rows
    are labelled records, as a DOCX table's are."""
    result = extract(files.pptx(DECK), "review.pptx")
    assert result.page_count == 5
    assert [(b.page, b.section, b.text) for b in result.blocks] == [
        (1, "Quarterly review", "Quarterly review\n\nLumen Software, Q3 2026\n"),
        (
            2,
            "Revenue",
            "Revenue\n\nRevenue grew by 12 percent to 4.2 million euros\n\n"
            "The Berlin office opened in August\n\nMost of the growth came from Spain.\n",
        ),
        (
            3,
            "Headcount",
            "Headcount\n\nTeam: Sales | People: 14\n\nTeam: Engineering | People: 31\n",
        ),
        (5, None, "A slide without a title\n"),
    ]


_P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"'
_A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"'
_R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
_DGM = 'xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram"'


def _shape(text: str, placeholder: str | None = None) -> str:
    ph = f'<p:ph type="{placeholder}"/>' if placeholder else ""
    return (
        f'<p:sp><p:nvSpPr><p:cNvPr id="9" name="s"/><p:cNvSpPr/><p:nvPr>{ph}</p:nvPr></p:nvSpPr>'
        f"<p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:t>{text}</a:t></a:r></a:p></p:txBody></p:sp>"
    )


def test_groups_and_smartart_are_read_but_not_the_slide_number_date_or_footer() -> None:
    deck = files.pptx([Slide("Steps")])
    slide, rels = "ppt/slides/slide1.xml", "ppt/slides/_rels/slide1.xml.rels"
    group = f"<p:grpSp><p:nvGrpSpPr/><p:grpSpPr/>{_shape('Grouped caption')}</p:grpSp>"
    smartart = (
        '<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="7" name="d"/><p:cNvGraphicFramePr/>'
        "<p:nvPr/></p:nvGraphicFramePr><p:xfrm/><a:graphic><a:graphicData "
        'uri="http://schemas.openxmlformats.org/drawingml/2006/diagram">'
        f'<dgm:relIds {_DGM} {_R} r:dm="rIdData" r:lo="x" r:qs="x" r:cs="x"/>'
        "</a:graphicData></a:graphic></p:graphicFrame>"
    )
    repeated = "".join(
        _shape(text, kind) for text, kind in [("7", "sldNum"), ("1 March", "dt"), ("Lumen", "ftr")]
    )
    xml = _part(deck, slide).replace("</p:spTree>", group + smartart + repeated + "</p:spTree>")
    data = (
        f'<dgm:dataModel {_DGM} {_A}><dgm:ptLst><dgm:pt modelId="1"><dgm:t><a:bodyPr/><a:p><a:r>'
        '<a:t>Plan</a:t></a:r></a:p></dgm:t></dgm:pt><dgm:pt modelId="2"><dgm:t><a:bodyPr/>'
        "<a:p><a:r><a:t>Build</a:t></a:r></a:p></dgm:t></dgm:pt></dgm:ptLst></dgm:dataModel>"
    )
    relationship = (
        '<Relationship Id="rIdData" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/diagramData" Target="../diagrams/data1.xml"/></Relationships>'
    )
    crafted = files.with_replaced(
        deck,
        {
            slide: xml.encode(),
            rels: _part(deck, rels).replace("</Relationships>", relationship).encode(),
            "ppt/diagrams/data1.xml": data.encode(),
        },
    )
    (block,) = extract(crafted, "steps.pptx").blocks
    assert block.text == "Steps\n\nGrouped caption\n\nPlan\n\nBuild\n"


REVENUE = Slide(
    "Revenue",
    chart=Chart("Revenue (million euros)", ["Q1", "Q2"], {"2025": [3.1, 3.4], "2026": [3.6, 4.0]}),
    pictures=[
        "Map of the depot: staff park at gate 3",
        "A picture containing text. Description automatically generated",
    ],
)


@pytest.mark.parametrize(
    ("build", "name"), [(files.pptx, "review.pptx"), (files.odp, "review.odp")]
)
def test_a_chart_reads_as_its_title_and_figures_and_a_picture_as_what_its_author_wrote(
    build: Any, name: str
) -> None:
    """A row per category under the chart's title, a column per series; Office's own guess of
    what a picture shows is not read."""
    (block,) = extract(build([REVENUE]), name).blocks
    assert block.text.split("\n\n") == [
        "Revenue",
        "Revenue (million euros): Q1 | 2025: 3.1 | 2026: 3.6",
        "Revenue (million euros): Q2 | 2025: 3.4 | 2026: 4",
        "Map of the depot: staff park at gate 3\n",
    ]


@pytest.mark.parametrize("odt", [False, True])
def test_a_document_s_chart_and_picture_are_read_after_the_paragraph_they_stand_in(
    odt: bool,
) -> None:
    chart = Chart("Revenue (million euros)", ["Q1", "Q2"], {"2025": [3.1, 3.4]})
    items: list[str | Chart | Picture] = [
        "Revenue rose.",
        chart,
        Picture("Map of the depot"),
        "The end.",
    ]
    data = files.report(items, odt=odt)
    (block,) = extract(data, "report.odt" if odt else "report.docx").blocks
    assert block.text.split("\n\n") == [
        "Revenue rose.",
        "Revenue (million euros): Q1 | 2025: 3.1",
        "Revenue (million euros): Q2 | 2025: 3.4",
        "Map of the depot",
        "The end.\n",
    ]


def test_a_chart_s_figures_read_as_the_chart_shows_them() -> None:
    chart = Chart("Revenue", ["Q1", "Q2"], {"2026": [3.6, 4.0]}, '#,##0.0 "M€"')
    (block,) = extract(files.pptx([Slide("Revenue", chart=chart)]), "r.pptx").blocks
    assert block.text.endswith("Revenue: Q1 | 2026: 3.6 M€\n\nRevenue: Q2 | 2026: 4.0 M€\n")


def _chart(plot: str) -> Any:
    from lxml import etree

    c = 'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"'
    return etree.fromstring(
        f"<c:chartSpace {c}><c:chart><c:plotArea>{plot}</c:plotArea></c:chart></c:chartSpace>"
    )


def _cache(kind: str, values: list[str], number_format: str = "General") -> str:
    points = "".join(f'<c:pt idx="{i}"><c:v>{v}</c:v></c:pt>' for i, v in enumerate(values))
    code = f"<c:formatCode>{number_format}</c:formatCode>" if kind == "numCache" else ""
    return f"<c:{kind}>{code}{points}</c:{kind}>"


def test_date_categories_scatter_points_and_unnamed_series_read_as_a_reader_sees_them() -> None:
    dated = (
        "<c:lineChart><c:ser><c:cat><c:numRef>"
        + _cache("numCache", ["46023", "46054"], "mmm yy")
        + "</c:numRef></c:cat><c:val><c:numRef>"
        + _cache("numCache", ["0.25", "0.5"], "0%")
        + "</c:numRef></c:val></c:ser></c:lineChart>"
    )
    assert chart_texts(_chart(dated)) == [
        "2026-01-01 | Series 1: 25%\n\n2026-02-01 | Series 1: 50%"
    ]
    scatter = (
        "<c:scatterChart><c:ser><c:tx><c:v>Load</c:v></c:tx><c:xVal><c:numRef>"
        + _cache("numCache", ["10", "20"])
        + "</c:numRef></c:xVal><c:yVal><c:numRef>"
        + _cache("numCache", ["1.5", "3"])
        + "</c:numRef></c:yVal></c:ser></c:scatterChart>"
    )
    assert chart_texts(_chart(scatter)) == ["10 | Load: 1.5\n\n20 | Load: 3"]
    assert chart_texts(_chart("<c:barChart/>")) == []
    from lxml import etree

    title = _chart("<c:barChart/>").find(".//{*}chart")
    heading = etree.SubElement(
        title, "{http://schemas.openxmlformats.org/drawingml/2006/chart}title"
    )
    etree.SubElement(
        heading, "{http://schemas.openxmlformats.org/drawingml/2006/main}t"
    ).text = "Sales"
    assert chart_texts(title.getparent()) == ["Sales"]  # a chart without figures: its title


def test_broken_presentations_fail_saying_why_and_entities_are_not_expanded() -> None:
    deck = files.pptx([Slide("Safety", ["Wear a helmet"])])
    slide = "ppt/slides/slide1.xml"
    for broken in (
        {"ppt/presentation.xml": b"<p:presentation"},
        {"ppt/_rels/presentation.xml.rels": b"<Relationships/>"},  # the slide cannot be found
    ):
        with pytest.raises(ExtractionError, match="PPTX file is damaged"):
            extract(files.with_replaced(deck, broken), "broken.pptx")
    laughs = (
        '<?xml version="1.0"?><!DOCTYPE p:sld [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;">'
        '<!ENTITY c "&b;&b;&b;&b;&b;">]>'
        + _part(deck, slide).split("?>", 1)[1].replace("Wear a helmet", "Wear a helmet &c;")
    )
    (block,) = extract(files.with_replaced(deck, {slide: laughs.encode()}), "laughs.pptx").blocks
    assert "haha" not in block.text
    assert "Wear a helmet" in block.text


def test_office_files_are_told_apart_by_their_parts_not_their_names() -> None:
    assert detect_type(files.xlsx({"S": [["a"]]}), "upload.bin") is FileType.XLSX
    assert detect_type(files.pptx([Slide("a")]), "upload") is FileType.PPTX
    with pytest.raises(
        UnsupportedType, match=r"Excel \(\.xlsx\), PowerPoint \(\.pptx\) or OpenDocument"
    ):
        detect_type(_other_zip(), "archive.zip")
    with pytest.raises(ExtractionError, match=r"named \.xlsx but is not an Excel workbook"):
        detect_type(b"name,age\nAnn,41\n", "people.xlsx")
    with pytest.raises(UnsupportedType, match="password-protected Office document"):
        detect_type(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 512, "locked.xlsx")


def _other_zip() -> bytes:
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("readme.txt", "hello")
    return buffer.getvalue()


def test_an_odt_reads_as_a_docx_does() -> None:
    """Its page header once, first (without the footer's page number); headings as sections;
    a footnote after its paragraph (its citation mark not read); list items; a table as
    labelled rows."""
    data = files.odt(
        {"Leave": ["Staff get 28 days.", "- Ask two weeks ahead"], "Pay": ["Pay is monthly."]},
        [["Plan", "Premium"], ["Basic", "120 euros"]],
        header="Travel Policy v3.2, valid from 1 March 2026",
        note=("Staff get 28 days.", "Contractors are not eligible."),
    )
    assert detect_type(data, "upload") is FileType.ODT
    assert [(b.section, b.text) for b in extract(data, "policy.odt").blocks] == [
        (None, "Travel Policy v3.2, valid from 1 March 2026\n"),
        (
            "Leave",
            "Leave\n\nStaff get 28 days.\n\nContractors are not eligible.\n\nAsk two weeks ahead\n",
        ),
        ("Pay", "Pay\n\nPay is monthly.\n\nPlan: Basic | Premium: 120 euros\n"),
    ]


def test_an_ods_reads_as_an_xlsx_does_its_repeated_rows_each_numbered() -> None:
    rows = [["Room", "Seats", "Rate"], ["Aurora", "12", "1,500 €"], ["Spare", "2", ""]]
    rows += [["Spare", "2", ""], ["Nebula", "20", "85%"]]
    data = files.ods({"Rooms": rows, "Codes": [["code"], ["X1"]]}, hidden=("Codes",))
    assert detect_type(data, "upload") is FileType.ODS
    blocks = extract(data, "rooms.ods").blocks
    assert [(b.section, b.row, b.text) for b in blocks] == [
        ("Rooms", 2, "Room: Aurora\nSeats: 12\nRate: 1,500 €\n\n"),
        ("Rooms", 3, "Room: Spare\nSeats: 2\n\n"),
        ("Rooms", 4, "Room: Spare\nSeats: 2\n\n"),
        ("Rooms", 5, "Room: Nebula\nSeats: 20\nRate: 85%\n\n"),
    ]


def test_broken_or_huge_opendocument_files_fail_saying_why(settings: Settings) -> None:
    data = files.ods({"Rooms": [["Room"], ["Aurora"]]})
    damaged = files.with_replaced(data, {"content.xml": b"<office:document-content"})
    with pytest.raises(ExtractionError, match="ODS file is damaged"):
        extract(damaged, "damaged.ods")
    many = files.ods({"Log": [["Entry", "Value"], *([["a", "1"]] * 4000)]})
    tight = settings.model_copy(update={"max_extracted_chars": 5000})
    with pytest.raises(TooLarge, match="over 5,000 cells"):
        extract(many, "log.ods", tight)
    with pytest.raises(ExtractionError, match=r"named \.odt but is not an OpenDocument text"):
        detect_type(b"plain words", "notes.odt")
    deck = files.odp([Slide("Safety", ["Wear a helmet"])])
    broken = files.with_replaced(deck, {"content.xml": b"<office:document-content"})
    with pytest.raises(ExtractionError, match="ODP file is damaged"):
        extract(broken, "broken.odp")
    with pytest.raises(ExtractionError, match=r"named \.odp but is not an OpenDocument present"):
        detect_type(b"plain words", "slides.odp")


def test_an_odp_reads_as_a_pptx_does() -> None:
    """The same deck from Impress: slides numbered as Impress numbers them (the hidden one
    unread), titles as sections, a table's rows labelled, notes after the slide, and not the
    notes page's slide number."""
    data = files.odp(DECK)
    assert detect_type(data, "upload") is FileType.ODP
    result, as_pptx = extract(data, "review.odp"), extract(files.pptx(DECK), "review.pptx")
    assert result.page_count == 5
    assert [(b.page, b.section, b.text) for b in result.blocks] == [
        (b.page, b.section, b.text) for b in as_pptx.blocks
    ]


def test_an_odp_s_groups_and_shapes_are_read_but_not_its_footer_or_date() -> None:
    deck = files.odp([Slide("Steps")])
    shapes = (
        "<draw:g><draw:custom-shape><text:p>Plan</text:p></draw:custom-shape>"
        "<draw:rect><text:p>Build</text:p></draw:rect></draw:g>"
        + "".join(
            f'<draw:frame presentation:class="{kind}"><draw:text-box><text:p>{text}</text:p>'
            "</draw:text-box></draw:frame>"
            for kind, text in [("footer", "Lumen"), ("date-time", "1 March"), ("subtitle", "Q3")]
        )
    )
    content = _part(deck, "content.xml").replace(
        "<presentation:notes>", shapes + "<presentation:notes>"
    )
    (block,) = extract(files.with_replaced(deck, {"content.xml": content.encode()}), "s.odp").blocks
    assert block.text == "Steps\n\nPlan\n\nBuild\n\nQ3\n"


def _numbered_lease(continued: bool) -> bytes:
    """A lease whose clauses are a numbered list ("1.", its items "1.1"), as Writer saves one,
    its second part a list of its own that continues the first's numbers or restarts them."""
    from odf.opendocument import OpenDocumentText
    from odf.style import ListLevelProperties
    from odf.text import List, ListItem, ListLevelStyleBullet, ListLevelStyleNumber, ListStyle, P

    document = OpenDocumentText()
    style = ListStyle(name="Clauses")
    style.addElement(ListLevelStyleNumber(level=1, numformat="1", numsuffix="."))
    style.addElement(ListLevelStyleNumber(level=2, numformat="1", displaylevels=2))
    style.addElement(ListLevelStyleNumber(level=3, numformat="a", numsuffix=")"))
    style.addElement(ListLevelStyleBullet(level=4, bulletchar="•"))
    for level in style.childNodes:
        level.addElement(ListLevelProperties())
    document.automaticstyles.addElement(style)

    def clause(title: str, *points: str | list[str]) -> ListItem:
        item = files._with(ListItem(), P(text=title))
        inner = List()
        for point in points:
            texts = point if isinstance(point, list) else [point]
            sub = files._with(ListItem(), P(text=texts[0]))
            if len(texts) > 1:
                sub.addElement(
                    files._with(List(), *(files._with(ListItem(), P(text=t)) for t in texts[1:]))
                )
            inner.addElement(sub)
        if points:
            item.addElement(inner)
        return item

    first = files._with(
        List(stylename=style),
        clause(
            "Rent.", "Rent is 950 euros.", ["Fees:", "25 euros if late", "10 euros per reminder"]
        ),
        clause("Termination.", "Either party may end it with three months' notice."),
    )
    second = files._with(
        List(stylename=style, continuenumbering="true" if continued else "false"),
        clause("Deposit.", "The deposit is returned within 30 days."),
    )
    document.text.addElement(first)
    document.text.addElement(P(text="Signed in Berlin."))
    document.text.addElement(second)
    buffer = BytesIO()
    document.write(buffer)
    return buffer.getvalue()


def test_an_odt_numbered_list_reads_with_the_numbers_writer_shows() -> None:
    """Writer stores no numbers: "1.", "1.1" and "a)" are counted from the list style, the
    second list continuing the first's numbers when it says so, restarting when not."""
    (block,) = extract(_numbered_lease(continued=True), "lease.odt").blocks
    assert block.text.split("\n\n") == [
        "1. Rent.",
        "1.1 Rent is 950 euros.",
        "1.2 Fees:",
        "a) 25 euros if late",
        "b) 10 euros per reminder",
        "2. Termination.",
        "2.1 Either party may end it with three months' notice.",
        "Signed in Berlin.",
        "3. Deposit.",
        "3.1 The deposit is returned within 30 days.\n",
    ]
    (restarted,) = extract(_numbered_lease(continued=False), "lease.odt").blocks
    assert "1. Deposit.\n\n1.1 The deposit" in restarted.text
