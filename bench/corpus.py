"""Distinct chunks of realistic text and their vectors, built offline, for the latency benchmark.

Text: an order-2 word Markov chain over the three collections under ../shared/datasets (SciFact,
PubMedQA, COVID-QA: ~1.6M words of scientific prose). A chunk starts at a random sentence start
and follows the chain for 110-170 words. Most word pairs of so small a corpus have a single
continuation, so a chunk is a run of real phrasing that switches to another source text at common
pairs ("of the", "in patients"): no two chunks are alike, while the words, their frequencies and
their neighbours stay those of real documents. A word seen at most three times in the sources is
written in a variant per 100,000-chunk shard, so the vocabulary grows with the corpus as a real
one does instead of a rare word recurring in every ten-thousandth chunk.

Vectors: the MiniLM embedding of each word seen at least twice (one model call per word, ~40 s),
weighted by tf x idf, summed per chunk, centred on the corpus mean and normalised. Queries are
turned into vectors the same way, so queries and chunks share one space; search recall is
measured against an exact search in it. Embedding every chunk with the model would take ~14 hours
per million chunks on this machine."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from bench.common import ROOT
from ragkit.embeddings import get_embedder

DATASETS = ROOT.parent / "shared" / "datasets"
SOURCES = ("scifact", "pubmedqa", "covidqa-dev")
SHARD_CHUNKS = 100_000
RARE = 3
STAY = 0.95
_WORD = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
_TRAILING = re.compile(r"^(.*?\w)(\W*)$")
_SHARD_MARKS = "abcdefghijklmnopqrstuvwxyz"


def source_texts() -> Iterator[str]:
    for name in SOURCES:
        with (DATASETS / name / "corpus.jsonl").open() as corpus:
            for line in corpus:
                record = json.loads(line)
                yield f"{record.get('title', '')}\n{record['text']}".strip()


def word_key(token: str) -> str:
    """The word a token stands for: lower case, without punctuation (empty for pure symbols)."""
    match = _WORD.search(token.lower())
    return match.group(0) if match else ""


@dataclass
class Chain:
    tokens: list[str]  # vocabulary of whitespace-separated tokens
    token_ids: np.ndarray  # the sources, token ids, concatenated
    starts: np.ndarray  # positions where a sentence (or a source) begins
    next_offsets: np.ndarray  # CSR: positions following the pair at position i...
    next_positions: np.ndarray
    pair_of: np.ndarray  # position -> its pair id
    rare: np.ndarray  # token id -> seen at most RARE times


def build_chain() -> Chain:
    vocabulary: dict[str, int] = {}
    ids: list[int] = []
    starts: list[int] = []
    ends: list[int] = []  # the last position of each source text
    for text in source_texts():
        starts.append(len(ids))
        previous = "."
        for token in text.split():
            if previous.endswith((".", "?", "!")):
                starts.append(len(ids))
            ids.append(vocabulary.setdefault(token, len(vocabulary)))
            previous = token
        ends.append(len(ids) - 1)
    token_ids = np.array(ids, dtype=np.int64)
    # a pair (t_i, t_i+1) continues with the pair (t_i+1, t_i+2): the chain's state is the pair
    pair_keys = token_ids[:-1] * len(vocabulary) + token_ids[1:]
    _, pair_of = np.unique(pair_keys, return_inverse=True)
    pair_of = np.append(pair_of, -1)  # the last position has no pair
    pair_of[np.array(ends)] = -1  # nor does any source's last token
    valid = np.flatnonzero(pair_of[:-1] >= 0)
    follows = valid[(pair_of[valid + 1] >= 0)]  # positions whose next pair exists
    order = np.argsort(pair_of[follows], kind="stable")
    follows = follows[order]
    counts = np.bincount(pair_of[follows], minlength=int(pair_of.max()) + 1)
    offsets = np.concatenate([[0], np.cumsum(counts)])
    return Chain(
        tokens=list(vocabulary),
        token_ids=token_ids,
        starts=np.array([s for s in starts if pair_of[s] >= 0], dtype=np.int64),
        next_offsets=offsets,
        next_positions=follows + 1,
        pair_of=pair_of,
        rare=np.zeros(len(vocabulary), dtype=bool),
    )


def generate(chain: Chain, count: int, rng: np.random.Generator, length: int = 170) -> np.ndarray:
    """`count` chunks of `length` token ids (a chunk's real length is cut later)."""
    positions = chain.starts[rng.integers(0, len(chain.starts), count)]
    out = np.empty((count, length), dtype=np.int64)
    for step in range(length):
        out[:, step] = chain.token_ids[positions]
        pairs = chain.pair_of[positions]
        lo, hi = chain.next_offsets[pairs], chain.next_offsets[pairs + 1]
        stuck = (pairs < 0) | (hi == lo)
        pick = lo + (rng.random(count) * np.maximum(hi - lo, 1)).astype(np.int64)
        branch = chain.next_positions[np.minimum(pick, len(chain.next_positions) - 1)]
        # mostly read on in the same source, sometimes take another text's turn at this pair
        following = np.where(rng.random(count) < STAY, positions + 1, branch)
        restart = chain.starts[rng.integers(0, len(chain.starts), count)]
        positions = np.where(stuck, restart, following)
    return out


class Corpus:
    """Chunks and query vectors for the latency benchmark, deterministic for a seed."""

    def __init__(self, seed: int = 11) -> None:
        self.chain = build_chain()
        self.rng = np.random.default_rng(seed)
        self._word_vectors()

    def _word_vectors(self) -> None:
        key_ids: dict[str, int] = {"": 0}  # 0: symbols and padding, no vector
        token_key = np.array(
            [key_ids.setdefault(word_key(t), len(key_ids)) for t in self.chain.tokens],
            dtype=np.int64,
        )
        frequency = np.bincount(token_key[self.chain.token_ids], minlength=len(key_ids))
        idf = np.log(1 + frequency.sum() / (1 + frequency)).astype(np.float32)
        embedded = [k for k, i in key_ids.items() if k and frequency[i] >= 2]
        vectors = np.zeros((len(key_ids), 384), dtype=np.float32)
        vectors[[key_ids[k] for k in embedded]] = np.array(
            get_embedder().embed_documents(embedded), dtype=np.float32
        )
        self.key_ids, self.token_key = key_ids, token_key
        wordlike = np.array([any(ch.isalpha() for ch in k) for k in key_ids])
        self.chain.rare = (frequency <= RARE)[token_key] & wordlike[token_key]
        self.weighted = vectors * idf[:, None]
        sample = token_key[self.chain.token_ids[: 200 * 5000]].reshape(5000, 200)
        self.mean = self._summed(sample).mean(axis=0)

    def _summed(self, key_matrix: np.ndarray) -> np.ndarray:
        summed = self.weighted[key_matrix].sum(axis=1)
        unit: np.ndarray = summed / np.maximum(np.linalg.norm(summed, axis=1, keepdims=True), 1e-9)
        return unit

    def _vectors(self, key_matrix: np.ndarray) -> np.ndarray:
        # without centring every vector leans towards the average text (cosines all ~0.8)
        centred = self._summed(key_matrix) - self.mean
        unit: np.ndarray = centred / np.maximum(
            np.linalg.norm(centred, axis=1, keepdims=True), 1e-9
        )
        return unit

    def chunks(self, count: int, first: int) -> tuple[list[str], np.ndarray]:
        """`count` chunks (texts and unit vectors); `first` is the running number of the first,
        which picks the shard of its rare-word variants."""
        ids = generate(self.chain, count, self.rng)
        lengths = self.rng.integers(110, 171, count)
        keys = np.where(np.arange(ids.shape[1])[None, :] < lengths[:, None], self.token_key[ids], 0)
        vectors = np.vstack([self._vectors(keys[i : i + 500]) for i in range(0, count, 500)])
        texts = []
        tokens, rare = self.chain.tokens, self.chain.rare
        for row, (token_ids, length) in enumerate(zip(ids, lengths, strict=True)):
            mark = _SHARD_MARKS[((first + row) // SHARD_CHUNKS) % len(_SHARD_MARKS)]
            texts.append(
                " ".join(
                    _variant(tokens[t], mark) if rare[t] else tokens[t] for t in token_ids[:length]
                )
            )
        return texts, vectors.astype(np.float32)

    def query_vectors(self, queries: list[str]) -> np.ndarray:
        rows = []
        for query in queries:
            keys = [self.key_ids.get(word_key(t), 0) for t in query.split()]
            rows.append(self._vectors(np.array([keys], dtype=np.int64))[0])
        return np.array(rows, dtype=np.float32)


def _variant(token: str, mark: str) -> str:
    """The shard's spelling of a rare word: 'lipoxin,' -> 'lipoxinqb,' (punctuation kept last)."""
    match = _TRAILING.match(token)
    if not match:
        return token
    return f"{match.group(1)}q{mark}{match.group(2)}"
