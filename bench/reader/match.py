"""Train the matcher: all-MiniLM-L6-v2 fine-tuned as a bi-encoder of (question, sentence in its
place), tried as a second opinion for the reader's judge and not shipped: it measured better on
dev but doubled a question's time (docs/reader.md, "Tried and not shipped").

    .venv-train/bin/python -m bench.reader.match --epochs 1 --hours 0.75

The cross-encoder reads a question and a sentence together; this model embeds each alone, as
the embedder does, but fine-tuned on the reader's own training groups (`bench.reader.data`, the
train split): each answerable question against its right sentence, its group's likeliest wrong
sentences (hard negatives) and every other sentence of the batch (in-batch negatives), by the
contrastive loss of sentence-transformers' MultipleNegativesRankingLoss (cosines scaled by 20,
cross-entropy over the batch). What the sentence is embedded with is `reader.pair`'s second
half, so the matcher sees the sentence in its place as the cross-encoder does. Checkpoints go to
.local/reader/matcher-checkpoint.pt (resumed); the run exports `matcher-fp32.onnx` and
`matcher-int8.onnx` (mean-pooled, L2-normalised embeddings) to .local/reader/."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import torch
from tokenizers import Tokenizer
from transformers import BertModel

from bench.reader.train import (
    OUT,
    arguments,
    base_model,
    encode,
    export,
    resume,
    schedule_of,
    train,
)
from ragkit.answer.reader import MAX_WORD_PIECES

CHECKPOINT = OUT / "matcher-checkpoint.pt"
SCALE = 20.0  # MultipleNegativesRankingLoss's: cosines are too close together to softmax raw
HARD_NEGATIVES = 2
ANSWERABLE = ("answerable", "row")


class Matcher(torch.nn.Module):  # type: ignore[misc]
    """Mean-pooled, L2-normalised embeddings: all-MiniLM-L6-v2's own pooling."""

    def __init__(self, bert: BertModel) -> None:
        super().__init__()
        self.bert = bert

    def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
        hidden = self.bert(
            input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
        ).last_hidden_state
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
        return torch.nn.functional.normalize(pooled, dim=-1)


Example = tuple[str, str, list[str]]  # question, right sentence, hard negatives


def examples(split: str, seed: int) -> list[Example]:
    """Each answerable group's question with one right sentence and its likeliest wrong ones."""
    rng = random.Random(seed)
    found = []
    with (OUT / f"{split}.jsonl").open() as lines:
        for group in map(json.loads, lines):
            if group["kind"] not in ANSWERABLE:
                continue
            right = [s for _, s, label in group["pairs"] if label]
            wrong = [s for _, s, label in group["pairs"] if not label]
            if right:
                found.append((group["pairs"][0][0], rng.choice(right), wrong[:HARD_NEGATIVES]))
    return found


def tokenizer(folder: Path) -> Tokenizer:
    tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tok.enable_truncation(MAX_WORD_PIECES)
    tok.enable_padding(pad_id=0, pad_token="[PAD]")
    return tok


def loss_of(model: Matcher, tok: Tokenizer, batch: list[Example]) -> Any:
    """Cross-entropy of each question over every sentence of the batch, its own right one the
    target: the others' right sentences and everyone's hard negatives are its negatives."""
    questions = model(**encode(tok, [q for q, _, _ in batch]))
    sentences = [s for _, s, _ in batch] + [n for _, _, negatives in batch for n in negatives]
    embedded = model(**encode(tok, sentences))
    logits = SCALE * questions @ embedded.T
    return torch.nn.functional.cross_entropy(logits, torch.arange(len(batch)))


def main() -> None:
    args = arguments(__doc__, epochs=1, hours=0.75, lr=2e-5).parse_args()
    torch.manual_seed(13)
    torch.set_num_threads(args.threads)
    folder = base_model()
    tok = tokenizer(folder)
    model = Matcher(BertModel.from_pretrained(str(folder), add_pooling_layer=False))
    plan = []
    for epoch in range(int(args.epochs)):
        order = examples("train", 13 + epoch)
        random.Random(13 + epoch).shuffle(order)
        plan += [order[i : i + args.batch] for i in range(0, len(order), args.batch)]
    optimiser = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    schedule = schedule_of(optimiser, len(plan))
    step = resume(CHECKPOINT, model, optimiser, schedule)
    budget = (args.hours, args.every, CHECKPOINT)
    train(
        model, plan, lambda batch: loss_of(model, tok, batch), (optimiser, schedule, step), budget
    )
    export(model, encode(tok, ["how long?", "ten days | leave"]), "matcher", "embeddings")
    print(f"exported to {OUT}", flush=True)


if __name__ == "__main__":
    main()
