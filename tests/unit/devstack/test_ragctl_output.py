"""What `ragctl ask` prints for an answer, and what `ragctl up --demo` ingests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from devstack.ragctl import demo_files, print_answer

SOURCE = {
    "n": 1,
    "filename": "trial.txt",
    "page": None,
    "row": None,
    "relevance": 0.42,
    "cited": True,
    "quote": "A carrageenan nasal spray shortened colds by two days.",
}


def test_the_question_as_searched_is_printed_before_the_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    print_answer(
        {"answer": "Two days [1]", "sources": [SOURCE], "readAs": "What did carrageenan do?"}
    )
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["(searched for: What did carrageenan do?)", "Two days [1]"]
    assert lines[2].startswith("*[1] trial.txt (42%): A carrageenan nasal spray")


def test_nothing_is_printed_about_searching_when_the_question_was_read_as_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    print_answer({"answer": "I don't know.", "sources": []})
    assert capsys.readouterr().out == "I don't know.\n"


def test_a_note_is_printed_after_the_answer(capsys: pytest.CaptureFixture[str]) -> None:
    note = 'The documents speak of "annual leave", not of "parental leave".'
    print_answer({"answer": "I don't know.", "sources": [], "note": note})
    assert capsys.readouterr().out.splitlines() == ["I don't know.", f"({note})"]


def test_the_demo_is_the_company_s_documents_without_the_folder_s_readme() -> None:
    names = [Path(path).name for path in demo_files()]
    assert "README.md" not in names and "employee-handbook.md" in names and len(names) >= 5


def test_the_closest_sentence_of_an_unanswered_question_is_printed_as_no_answer(
    capsys: pytest.CaptureFixture[str],
) -> None:
    closest = {k: v for k, v in SOURCE.items() if k not in ("n", "cited")}
    print_answer({"answer": "I don't know.", "sources": [], "closest": closest})
    assert capsys.readouterr().out.splitlines() == [
        "I don't know.",
        "(closest passage, not an answer: trial.txt (42%): A carrageenan nasal spray shortened "
        "colds by two days.)",
    ]


@pytest.mark.parametrize(
    ("filename", "place", "named"),
    [
        ("handbook.pdf", {"page": 3}, "handbook.pdf, p. 3"),
        ("review.pptx", {"page": 3}, "review.pptx, slide 3"),
        ("review.odp", {"page": 2}, "review.odp, slide 2"),
        ("rooms.csv", {"row": 4}, "rooms.csv, row 4"),
        ("fleet.xlsx", {"row": 6, "section": "Vehicles"}, "fleet.xlsx, Vehicles, row 6"),
    ],
)
def test_a_source_is_named_by_its_page_slide_or_row_and_a_workbook_s_by_its_sheet_too(
    capsys: pytest.CaptureFixture[str], filename: str, place: dict[str, object], named: str
) -> None:
    print_answer({"answer": "Yes [1]", "sources": [SOURCE | {"filename": filename} | place]})
    assert capsys.readouterr().out.splitlines()[1].startswith(f"*[1] {named} (42%): ")


def test_a_sources_further_quotes_are_printed_each_with_its_page(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A sentence a page's end cuts in two is quoted on both pages: both are shown."""
    source = {
        **SOURCE,
        "filename": "manual.pdf",
        "page": 1,
        "quote": "The first coffee may taste",
        "moreQuotes": [{"quote": "slightly bitter while the\ngrinder settles.", "page": 2}],
    }
    print_answer(
        {"answer": "The first coffee may taste slightly bitter ... [1]", "sources": [source]}
    )
    assert capsys.readouterr().out.splitlines()[1:] == [
        "*[1] manual.pdf, p. 1 (42%): The first coffee may taste",
        "     and p. 2: slightly bitter while the grinder settles.",
    ]


def test_a_reader_that_leaves_early_ends_the_command_without_a_traceback() -> None:
    """`ragctl ask ... | head -1`: the pipe closes while the answer is printed."""
    script = (
        "import sys, devstack.ragctl as r\n"
        "def run(args):\n"
        "    for _ in range(100000):\n"
        "        print('a line of the answer')\n"
        "    return 0\n"
        "r.cmd_projects = run\n"
        "sys.exit(r.main(['projects']))\n"
    )
    shell = f'{sys.executable} -c "$SCRIPT" | head -1'
    done = subprocess.run(
        ["bash", "-c", shell],
        env={**os.environ, "SCRIPT": script},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.stdout == "a line of the answer\n"
    assert "Traceback" not in done.stderr
