"""How a document may write a code the question names."""

from __future__ import annotations

from ragkit.db.vocabulary import ways_of_writing


def test_a_code_may_be_written_run_together_apart_or_hyphenated() -> None:
    assert ways_of_writing("TW-401") == ["TW-401", "TW401", "TW 401"]
    assert ways_of_writing("fc07") == ["fc07", "fc 07", "fc-07"]
    assert ways_of_writing("3D") == ["3D", "3 D", "3-D"]
