"""The sweep's work after migration 0017: giving chunks stored before migration 0016 their place
words (`db/chunks.place_older_chunks`), timed on this machine: a project of
SciFact abstracts stored as named files, one chunk each, with random unit vectors (the step
moves rows through the vector index but embeds nothing), their place words taken away as they
were before 0016; then the work, and its second run (nothing left to place).

    python -m bench.places [--chunks 5000]"""

from __future__ import annotations

import argparse
import random
import re
import time

from bench.common import fresh_database, write_result
from bench.folder import abstracts
from ragkit.db.chunks import place_older_chunks
from ragkit.deadline import Deadline
from tests.conftest import make_project
from tests.support.corpus import add_document, without_place_words

_DIMENSIONS = 384
_PER_DOCUMENT = 10  # chunks


def _unit_vector(rng: random.Random) -> list[float]:
    vector = [rng.gauss(0, 1) for _ in range(_DIMENSIONS)]
    norm = sum(v * v for v in vector) ** 0.5
    return [v / norm for v in vector]


def _filename(title: str, i: int) -> str:
    words = re.findall(r"[a-z]+", title.lower())[:4]
    return f"{'-'.join(words) or 'abstract'}-{i}.txt"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chunks", type=int, default=5000)
    args = parser.parse_args(argv)
    rng = random.Random(7)
    texts = abstracts(args.chunks)
    with fresh_database("places") as conn:
        project = make_project(conn, owner="bench", name="places")
        for start in range(0, len(texts), _PER_DOCUMENT):
            batch = texts[start : start + _PER_DOCUMENT]
            add_document(
                conn,
                project,
                _filename(batch[0][0], start),
                [body for _, body in batch],
                vectors=[_unit_vector(rng) for _ in batch],
            )
        without_place_words(conn, project)
        started = time.perf_counter()
        placed = place_older_chunks(conn, Deadline.never())
        seconds = time.perf_counter() - started
        started = time.perf_counter()
        again = place_older_chunks(conn, Deadline.never())
        second_seconds = time.perf_counter() - started
    result = {
        "chunks": len(texts),
        "placed": placed,
        "seconds": round(seconds, 2),
        "chunks_per_second": round(placed / seconds),
        "second_run_placed": again,
        "second_run_seconds": round(second_seconds, 3),
    }
    path = write_result("places", result)
    print(f"placed {placed} of {len(texts)} chunks in {seconds:.2f} s ({placed / seconds:.0f}/s);")
    print(f"second run: {again} placed in {second_seconds:.3f} s  -> {path}")


if __name__ == "__main__":
    main()
