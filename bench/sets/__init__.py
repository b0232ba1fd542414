"""The office check sets as data: `bench/sets/<name>/documents/` holds the files a project is
made of, `questions.json` the questions asked of them (see `OfficeSet`). Each set's split is in
`bench/splits.json` (`bench.splits`); a set added later is test. A set written the same in
several languages is a folder of them, one a language (`bench/sets/<name>/<language>/`,
`in_languages`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

SETS = Path(__file__).resolve().parent


@dataclass(frozen=True)
class OfficeSet:
    """One set: `answerable` items are {text, reference, filename, page, paraphrased};
    `unanswerable` are questions; `table_rows` are [question, [values the answer names],
    [values of other rows it must not name]]; `follow_ups` are {first, follow_up, reference,
    rows, other_rows}; office's own `extras` hold its other kinds (two-part questions, requests,
    page questions, other sections)."""

    name: str
    about: str
    answerable: list[dict[str, Any]]
    unanswerable: list[str]
    table_rows: list[list[Any]]
    follow_ups: list[dict[str, Any]]
    extras: dict[str, list[Any]]

    @property
    def folder(self) -> Path:
        return SETS / self.name

    def documents(self) -> dict[str, bytes]:
        return {p.name: p.read_bytes() for p in sorted((self.folder / "documents").iterdir())}


def _number(name: str) -> int:
    return int(name.removeprefix("office") or 1)


@cache
def office_set(name: str) -> OfficeSet:
    data = json.loads((SETS / name / "questions.json").read_text())
    main = ("about", "answerable", "unanswerable", "table_rows", "follow_ups")
    return OfficeSet(
        name,
        data.get("about", ""),
        data.get("answerable", []),
        data.get("unanswerable", []),
        data.get("table_rows", []),
        data.get("follow_ups", []),
        {key: value for key, value in data.items() if key not in main},
    )


def office_sets() -> list[OfficeSet]:
    names = sorted((p.name for p in SETS.iterdir() if (p / "questions.json").exists()), key=_number)
    return [office_set(name) for name in names]


MULTILINGUAL = ("languages", "languages-dev")  # sets written the same in several languages


def in_languages(name: str) -> dict[str, OfficeSet]:
    """A set written in several languages (`bench/sets/<name>/<language>`), by language."""
    folders = sorted(p.name for p in (SETS / name).iterdir() if (p / "questions.json").exists())
    return {language: office_set(f"{name}/{language}") for language in folders}
