"""The README and docs/ stay true: every command they show exists, and every module, file and
page they name is there."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from devstack.ragctl import parser

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# a command as the pages show one: at a line's start (a code block) or after a backtick
_MAKE = re.compile(r"(?:^|`)make ([a-z][a-z0-9-]*)", re.MULTILINE)
_RAGCTL = re.compile(r"(?:^|`|/)ragctl (?:--[a-z]+ \S+ )*([a-z]+)\b", re.MULTILINE)
_BENCH = re.compile(r"\b(bench(?:\.[a-z_0-9]+)+)")
_MODULE = re.compile(r"\b(ragkit(?:/[a-z_0-9]+)+\.(?:py|sql|json)|ragkit(?:\.[a-z_0-9]+)+)\b")
_LINK = re.compile(r"\]\(((?:docs/)?[a-z-]+\.md)(?:#[a-z-]+)?\)")


def _text(page: Path) -> str:
    return page.read_text()


def _make_targets() -> set[str]:
    makefile = (ROOT / "Makefile").read_text()
    return set(re.findall(r"^([a-z][a-z0-9-]*):", makefile, re.MULTILINE))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_make_target_named_exists(page: Path) -> None:
    assert set(_MAKE.findall(_text(page))) <= _make_targets()


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_ragctl_command_named_exists(page: Path) -> None:
    (subcommands,) = [
        action for action in parser()._actions if isinstance(action, argparse._SubParsersAction)
    ]
    assert set(_RAGCTL.findall(_text(page))) <= set(subcommands.choices)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_benchmark_module_named_exists(page: Path) -> None:
    for name in set(_BENCH.findall(_text(page))):
        path = ROOT / Path(*name.split("."))
        assert path.with_suffix(".py").exists() or path.is_dir(), name


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_package_module_named_exists(page: Path) -> None:
    package = ROOT / "layers" / "common"
    for name in set(_MODULE.findall(_text(page))):
        if "/" in name:
            assert (package / name).exists(), name
            continue
        parts = name.split(".")
        # a module, a package, or an attribute of a module ("ragkit.answer.reader.Reader")
        found = any(
            (package / Path(*parts[:n])).with_suffix(".py").exists()
            or (package / Path(*parts[:n])).is_dir()
            for n in (len(parts), len(parts) - 1)
            if n > 0
        )
        assert found, name


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_page_linked_exists(page: Path) -> None:
    for link in _LINK.findall(_text(page)):
        assert (page.parent / link).exists() or (ROOT / link).exists(), link


def test_the_readme_is_read_in_ten_minutes() -> None:
    assert len((ROOT / "README.md").read_text().splitlines()) <= 300
