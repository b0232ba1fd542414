"""A table's rows as text (DOCX, HTML and Markdown tables), and known again as rows."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ragkit.tables import is_table_row, table_text, values

cell = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9 ,.]{0,12}[A-Za-z0-9.]", fullmatch=True)


@given(st.lists(cell, min_size=2, max_size=4), st.lists(st.lists(cell), min_size=1, max_size=5))
def test_each_row_is_a_paragraph_of_labelled_cells_known_as_a_row_with_its_values(
    header: list[str], body: list[list[str]]
) -> None:
    rows = [cells[: len(header)] or header[:1] for cells in body]
    paragraphs = table_text([header, *rows]).split("\n\n")
    assert len(paragraphs) == len(rows)
    for paragraph, cells in zip(paragraphs, rows, strict=True):
        assert paragraph.startswith(f"{header[0]}: {cells[0]}")
        assert values(paragraph) == " ".join(cells)
        assert is_table_row(paragraph) == (len(cells) > 1)


def test_a_csv_rows_values_are_its_lines_without_their_column_names() -> None:
    assert values("item: Standing desk\nprice_eur: 489") == "Standing desk 489"
    assert not is_table_row("item: Standing desk\nprice_eur: 489")  # a CSV row has its row
    assert not is_table_row("Costs rose. Revenue fell.")
