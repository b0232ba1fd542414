"""A table's rows as records (a CSV file's or a sheet's rows; a DOCX, HTML, Markdown or PPTX
table's, `ragkit.tables`): what a question asks of their values, and whether it asks of a row
that none of them is."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ragkit.answer.evidence import Evidence, ordinal_number, stems, terms
from ragkit.tables import is_table_row, labels, values


def is_row(evidence: Evidence) -> bool:
    return evidence.span.row is not None or is_table_row(evidence.text)


def asked_of_values(asked: Sequence[str], *rows: str) -> set[str]:
    """The question's words (`asked`, stemmed, in order) but those that say a label of the rows
    (its words one after another: "the monthly premium of the Basic plan"): what it asks of a
    row, not which row it asks about, though another row's value says one of them (the Premium
    plan's). A word said again still counts ("the monthly premium of the Premium plan"); an
    ordinal counts as its number ("the second floor" is a floor of 2)."""
    left = list(asked)
    said = {tuple(stems(name)) for row in rows for name in labels(row)} - {()}
    for label in sorted(said, key=len, reverse=True):  # "monthly premium" before "premium"
        at = _where(left, label)
        if at is not None:
            left[at : at + len(label)] = [""] * len(label)
    return {ordinal_number(word) or word for word in left} - {""}


def _where(words: Sequence[str], phrase: Sequence[str]) -> int | None:
    """Where `phrase` first stands in `words`, if it does."""
    n, wanted = len(phrase), tuple(phrase)
    return next((i for i in range(len(words) - n + 1) if tuple(words[i : i + n]) == wanted), None)


def names_no_row(question: str, likely: Sequence[Evidence], unknown: Collection[str]) -> bool:
    """Whether the question asks of a row by a value that none of the likeliest rows' values
    says, a word the project has nowhere (`unknown`): "How many open positions are there for
    accountants?" of a table of drivers, dispatchers and mechanics. The rows' closeness is then
    the labels' ("open positions"), which every row repeats; a paraphrase that names the row in
    other words still says some value of it ("a damaged van" is the "Vehicle damage" row)."""
    rows = [e for e in likely if is_row(e)]
    if not rows or not is_row(likely[0]):
        return False
    wanted = asked_of_values(stems(question), *(e.text for e in rows))
    said_by = [terms(values(e.text)) for e in rows]
    # a value every row says names none of them ("Brewmaster" of "Brewmaster Compact", "...
    # Classic"): "the Brewmaster Mini" is no row of theirs
    shared = set.intersection(*said_by) if len(said_by) > 1 else set()
    said = set().union(*said_by) - shared
    unheard = set().union(*(terms(word) for word in unknown))
    return bool(wanted & unheard) and not wanted & said
