"""An Office chart (a part of a PPTX, DOCX or XLSX: DrawingML's `c:chartSpace`) read as what a
reader sees of it: its figures as a table, a row per category and a column per series, each
row under the chart's title ("Revenue (million euros): Q3 | 2025: 3.9 M€ | 2026: 4.2 M€"): a
row read alone (a quote, a search hit) says what its figures are, as a reader of the chart
knows from its title. Each value as the chart shows it; the values the chart saved with it, not
its embedded workbook. A chart without figures is its title."""

from __future__ import annotations

from typing import Any

from ragkit.ingest.extract.cells import shown
from ragkit.ingest.extract.office_xml import qualified
from ragkit.sentences import one_line
from ragkit.tables import table_text

NS = {
    "c": "http://schemas.openxmlformats.org/drawingml/2006/chart",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
}
MAX_POINTS = 10_000  # a chart's points read: past this, a chart is data, not a figure to read


def chart_texts(chart_space: Any) -> list[str]:
    """The chart's figures' table, each row under its title (or else the categories' axis
    title); the title alone without figures; nothing for a chart without either."""
    chart = chart_space.find("c:chart", NS)
    if chart is None:
        return []
    title = _rich_text(chart.find("c:title", NS))
    series = chart.findall("c:plotArea/*/c:ser", NS)
    return figures(_rows(series, title or _axis_title(chart)), title)


def figures(rows: list[list[str]], title: str) -> list[str]:
    """A chart's table (its header's first cell the chart's title), or its title alone when it
    has no figures: a title stands on every row, and apart would read as an answer."""
    return [table_text(rows)] if len(rows) > 1 else [title] if title else []


def _rows(series: list[Any], category_label: str) -> list[list[str]]:
    """The header (the categories' axis title, then each series' name) and a row per
    category: its name, then each series' value for it; none when no series has a value."""
    columns = [_points(_first(s, "c:val", "c:yVal")) for s in series]
    if not any(columns):
        return []
    named = (_points(_first(s, "c:cat", "c:xVal")) for s in series)
    categories = next((found for found in named if found), {})
    count = min(max(index + 1 for points in (categories, *columns) for index in points), MAX_POINTS)
    header = [category_label, *(_series_name(s, n) for n, s in enumerate(series, start=1))]
    body = [
        [categories.get(i, ""), *(column.get(i, "") for column in columns)] for i in range(count)
    ]
    return [header, *body]


def _first(series: Any, *names: str) -> Any:
    """The series' first child of those named (bar and line charts name their values `val`,
    scatter charts `yVal`)."""
    return next((found for name in names if (found := series.find(name, NS)) is not None), None)


_NUMBERS = qualified(NS, "c:numCache")


def _points(reference: Any) -> dict[int, str]:
    """The values a series' reference (its values, categories or x values) saved with the
    chart, by index, each as the chart shows it; a category of several levels by its innermost."""
    if reference is None:
        return {}
    caches = (reference.find(f".//c:{kind}", NS) for kind in ("numCache", "strCache", "lvl"))
    cache = next((found for found in caches if found is not None), None)
    if cache is None:
        return {}
    number_format = cache.findtext("c:formatCode", "General", NS)
    numeric = cache.tag == _NUMBERS
    found: dict[int, str] = {}
    for point in cache.iterfind("c:pt", NS):
        index, value = int(point.get("idx", "-1") or -1), point.findtext("c:v", "", NS)
        if 0 <= index < MAX_POINTS:
            found[index] = (
                _shown(value, point.get("formatCode") or number_format)
                if numeric
                else one_line(value)
            )
    return found


def _shown(value: str, number_format: str) -> str:
    """A cached number as the chart shows it in its format, a date format's serial a date."""
    try:
        number = float(value)
    except ValueError:
        return one_line(value)
    from openpyxl.styles.numbers import is_date_format
    from openpyxl.utils.datetime import from_excel

    if is_date_format(number_format):
        return shown(from_excel(number), number_format)
    return shown(number, number_format)


def _series_name(series: Any, number: int) -> str:
    name = series.find("c:tx", NS)
    if name is None:
        return f"Series {number}"
    text = " ".join(v.text or "" for v in name.iter(qualified(NS, "c:v")))
    return one_line(text) or f"Series {number}"


def _axis_title(chart: Any) -> str:
    """The title of the axis the categories stand on ("Quarter"); "" when it has none."""
    for axis in ("c:catAx", "c:dateAx"):
        found = chart.find(f"c:plotArea/{axis}/c:title", NS)
        if found is not None:
            return _rich_text(found)
    return ""


def _rich_text(title: Any) -> str:
    if title is None:
        return ""
    return one_line(" ".join(t.text or "" for t in title.iter(qualified(NS, "a:t"))))
