"""Check a trained reader, calibrate its threshold on dev, and ship it into the package.

    .venv/bin/python -m bench.reader.ship [--model .local/reader/reader-int8.onnx] [--ship]

On the groups of `bench.reader.data` (each question with its answer sentence(s) and its likeliest
wrong ones): top-1 (the best sentence of an answerable question is a right one), the ROC AUC of
right against wrong sentences, and for int8 how often it keeps fp32's top sentence. The threshold
is the one that maximises, on dev, answerable questions answered with a right sentence minus
unanswerable questions answered (`calibrate`), to compare models on the groups; `--ship` copies
the model into `ragkit/answer/reader_assets/` and writes `.local/reader/metrics.json` for the
model card. The shipped judge and threshold are then fitted end to end by
`bench.reader.calibrate --write`."""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path
from typing import Any

from bench.reader.calibrate import ASSETS, Seen, calibrate
from bench.reader.calibrate import rates as calibration_rates
from bench.reader.data import OUT
from ragkit.answer.reader import Reader

ANSWERABLE = ("answerable", "row")


TRAIN_SAMPLE = 1500  # train groups scored for the train-test gap (every 4th)
# dev questions with the candidates the product reads them with (`bench.reader.mine --split dev`)
MINED_DEV = ("mined-dev", "mined-languages-dev")


def scored(reader: Reader, split: str) -> list[dict[str, Any]]:
    groups = [g for line in (OUT / f"{split}.jsonl").open() if (g := json.loads(line))["pairs"]]
    if split == "train":
        groups = groups[::4][:TRAIN_SAMPLE]
    for group in groups:
        group["scores"] = reader.scores([(q, s) for q, s, _ in group["pairs"]])
    return groups


def _best(group: dict[str, Any]) -> tuple[float, int]:
    i = max(range(len(group["scores"])), key=lambda k: group["scores"][k])
    return group["scores"][i], group["pairs"][i][2]


def auc(groups: list[dict[str, Any]]) -> float:
    right = [s for g in groups for s, p in zip(g["scores"], g["pairs"], strict=True) if p[2]]
    wrong = sorted(
        s for g in groups for s, p in zip(g["scores"], g["pairs"], strict=True) if not p[2]
    )
    from bisect import bisect_left

    return sum(bisect_left(wrong, s) for s in right) / max(1, len(right) * len(wrong))


def seen(groups: list[dict[str, Any]]) -> list[Seen]:
    """Each group as the calibration reads a question: its best sentence's probability, and
    whether that sentence is a right one."""
    return [Seen(g["kind"] in ANSWERABLE, *_best_seen(g)) for g in groups]


def _best_seen(group: dict[str, Any]) -> tuple[float, bool]:
    probability, label = _best(group)
    return probability, bool(label)


def rates(groups: list[dict[str, Any]], threshold: float) -> dict[str, float]:
    """The calibration's rates (`bench.reader.calibrate.rates`), with top-1 and the counts."""
    answerable = [g for g in groups if g["kind"] in ANSWERABLE]
    unanswerable = len(groups) - len(answerable)
    top1 = sum(_best(g)[1] for g in answerable) / max(1, len(answerable))
    return (
        {"top1": round(top1, 3)}
        | calibration_rates(seen(groups), threshold)
        | {"answerable": len(answerable), "unanswerable": unanswerable}
    )


def report(
    reader: Reader,
    threshold: float | None = None,
    splits: tuple[str, ...] = ("train", "dev", "test"),
) -> dict[str, Any]:
    result: dict[str, Any] = {}
    by_split = {split: scored(reader, split) for split in splits}
    if threshold is None:  # the rates' threshold: top-1 and the AUC do not depend on it
        threshold = calibrate([seen(by_split["dev"])]) if "dev" in by_split else 0.5
    for split, groups in by_split.items():
        collections = sorted({g["collection"] for g in groups})
        result[split] = {"all": rates(groups, threshold) | {"auc": round(auc(groups), 3)}} | {
            c: rates([g for g in groups if g["collection"] == c], threshold) for c in collections
        }
    result["threshold"] = threshold
    return result


def agreement(fp32: Reader, int8: Reader, split: str = "dev") -> float:
    a, b = scored(fp32, split), scored(int8, split)
    same = sum(
        1
        for x, y in zip(a, b, strict=True)
        if max(range(len(x["scores"])), key=x["scores"].__getitem__)
        == max(range(len(y["scores"])), key=y["scores"].__getitem__)
    )
    return round(same / max(1, len(a)), 3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", type=Path, default=OUT / "reader-int8.onnx")
    parser.add_argument("--fp32", type=Path, default=OUT / "reader-fp32.onnx")
    parser.add_argument("--ship", action="store_true")
    parser.add_argument(
        "--groups",
        nargs="+",
        default=["train", "dev", "test"] + [g for g in MINED_DEV if (OUT / f"{g}.jsonl").exists()],
        help="the files of groups in .local/reader reported on",
    )
    args = parser.parse_args()
    reader = Reader(args.model)
    metrics = report(reader, splits=tuple(args.groups))
    # on dev: whether quantisation cost what the model learned
    if args.fp32.exists() and "dev" in args.groups:
        fp32 = Reader(args.fp32)
        metrics["fp32_dev"] = report(fp32, metrics["threshold"], ("dev",))["dev"]["all"]
        metrics["int8_keeps_fp32_top1_dev"] = agreement(fp32, reader)
    print(json.dumps(metrics, indent=1))
    (OUT / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    if args.ship:
        shutil.copy(args.model, ASSETS / "reader.onnx")
        print("shipped: now fit its judge and threshold (bench.reader.calibrate --write)")


if __name__ == "__main__":
    main()
