"""A spreadsheet's cell as Excel shows it (XLSX and XLS alike): a date as a date, a number in
its format's decimals, thousands separators, percent sign and the text around it ("1,500 €")."""

from __future__ import annotations

import datetime as dt
import re

# What a number format only lays out: a colour, condition or currency in brackets ("[Red]",
# "[$€-407]", whose symbol is kept), a space as wide as a character ("_)"), a character repeated
# to fill the cell ("* ")
_LAYOUT = re.compile(r"\[\$?([^-\]]*)[^\]]*\]|_.|\*.")
# What it writes as it stands: quoted text, an escaped character
_LITERAL = re.compile(r'"[^"]*"|\\.')
# Where the number goes, with its digits, separators and decimals ("#,##0.00")
_NUMBER = re.compile(r"[#0?,.]*[0#?][#0?,.]*")
# The whole numbers General shows without an exponent
_WHOLE = 1e15


def shown(value: object, number_format: str) -> str:
    """A cell's value as Excel shows it in `number_format` (the common formats)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, dt.datetime):
        return _moment(value)
    if isinstance(value, dt.date | dt.time):
        return (
            value.isoformat(timespec="minutes") if isinstance(value, dt.time) else value.isoformat()
        )
    if isinstance(value, int | float):
        return _number(float(value), number_format)
    return str(value)


def _moment(value: dt.datetime) -> str:
    if value.time() == dt.time():
        return value.date().isoformat()
    return value.isoformat(sep=" ", timespec="minutes" if value.second == 0 else "seconds")


def _number(value: float, number_format: str) -> str:
    """The number with the decimals, thousands separators, percent sign and text around it that
    the format's first section sets; as Excel's General format shows it otherwise."""
    section = _LAYOUT.sub(_currency, number_format.split(";", maxsplit=1)[0])
    bare = _LITERAL.sub(lambda literal: " " * len(literal.group()), section)  # same places
    core = _NUMBER.search(bare)
    if core is None or "E" in bare.upper():  # General, text (@), scientific
        return _general(value)
    digits = core.group()
    percent = "%" in bare
    separator = "," if "," in digits.rstrip(",") else ""
    whole, _, fraction = digits.partition(".")
    decimals = len(fraction.rstrip(","))
    width = whole.count("0") + (decimals + 1 if decimals else 0)  # "00" shows 7 as "07"
    number = f"{value * 100 if percent else value:0{width}{separator}.{decimals}f}"
    return (_text(section[: core.start()]) + number + _text(section[core.end() :])).strip()


def _currency(layout: re.Match[str]) -> str:
    """A currency in brackets as quoted text; other layout marks nothing."""
    return f'"{layout.group(1)}"' if layout.group().startswith("[$") else ""


def _text(part: str) -> str:
    """What a part of a format beside the number writes: its quoted and escaped text, and the
    signs and spaces that stand as they are."""
    return "".join(
        token[1:-1] if token.startswith('"') else token[-1]
        for token in re.findall(r'"[^"]*"|\\.|[%\s$€£¥()+-]', part)
    )


def _general(value: float) -> str:
    """As Excel's General format: a whole number without decimals, others to 10 significant
    digits."""
    return str(int(value)) if value.is_integer() and abs(value) < _WHOLE else f"{value:.10g}"
