"""The one train / dev / test split of every collection the project measures or trains on.

`bench/splits.json` is the split itself, written once (2026-11-28) by `python -m bench.splits
--write` before any reader was trained, and kept: re-running the command must leave it unchanged.
A unit is a document (an article, a policy, a service page, a paper) or, for the office sets, a
whole set: every question about it falls in its split, so a model never sees a test document in
training. SQuAD 2.0 and XQuAD share Wikipedia articles, so they share one assignment.

train: the reader learns from it. dev: thresholds are calibrated and failures are read here.
test: figures are reported here and nowhere else; never read item by item, never tuned on. A
check set added later goes to test."""

from __future__ import annotations

import argparse
import hashlib
import json
from functools import cache
from typing import Literal

from bench.common import ROOT

Split = Literal["train", "dev", "test"]
SPLITS_FILE = ROOT / "bench" / "splits.json"
DATASETS = ROOT.parent / "shared" / "datasets"
_SHARES = (("train", 0.70), ("dev", 0.15))  # test: the rest
# collections whose documents are assigned together (same articles)
_GROUPS = {
    "squad2": ("squad2", "xquad/en"),
    "policyqa": ("policyqa",),
    "doc2dial": ("doc2dial",),
    "covidqa-dev": ("covidqa-dev",),
    "pubmedqa": ("pubmedqa",),
}


def _order(unit: str) -> str:
    return hashlib.sha256(f"ragkit-split-v1:{unit}".encode()).hexdigest()


def assign(units: list[str]) -> dict[str, Split]:
    """70% train, 15% dev, the rest test, in the order of a fixed hash of each unit's name."""
    ordered = sorted(set(units), key=_order)
    result: dict[str, Split] = {}
    start = 0
    for name, share in _SHARES:
        end = start + round(share * len(ordered))
        result.update({unit: name for unit in ordered[start:end]})  # type: ignore[misc]
        start = end
    result.update({unit: "test" for unit in ordered[start:]})
    return result


def _document_ids(folder: str) -> list[str]:
    with (DATASETS / folder / "corpus.jsonl").open() as corpus:
        return [json.loads(line)["_id"] for line in corpus]


def _office_sets() -> list[str]:
    sets = (ROOT / "bench" / "sets").iterdir()
    return sorted(path.name for path in sets if (path / "questions.json").exists())


def build() -> dict[str, dict[str, Split]]:
    split: dict[str, dict[str, Split]] = {}
    for name, folders in _GROUPS.items():
        split[name] = assign([doc for folder in folders for doc in _document_ids(folder)])
    split["office"] = assign(_office_sets())
    # the sets written the same in several languages (`bench.sets.MULTILINGUAL`, added on
    # 2026-11-29): the library is a check set, the sports centre calibrates
    split["languages"] = {"languages": "test", "languages-dev": "dev"}
    return split


@cache
def load() -> dict[str, dict[str, Split]]:
    return json.loads(SPLITS_FILE.read_text())  # type: ignore[no-any-return]


def split_of(collection: str, unit: str) -> Split:
    """The split of a document of a collection (xquad/<lang> shares squad2's; an office set
    written after the split was taken is test)."""
    key = "squad2" if collection.startswith("xquad") else collection
    return load()[key].get(unit, "test")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="write bench/splits.json")
    args = parser.parse_args()
    split = build()
    text = json.dumps(split, indent=1, sort_keys=True) + "\n"
    if args.write:
        SPLITS_FILE.write_text(text)
    for name, units in split.items():
        counts = {s: sum(1 for v in units.values() if v == s) for s in ("train", "dev", "test")}
        print(name, counts)


if __name__ == "__main__":
    main()
