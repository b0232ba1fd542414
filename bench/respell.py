"""What reading a misspelt word costs in a big project: a project whose vocabulary holds 400,000
stems (about a million chunks' worth), beside another project with the same stems, and 50 words
of nine letters or more with two letters swapped.

    python -m bench.respell [--stems 400000]

Prints `vocabulary.nearest_spelling` per word (the stems of the word's first letter, read from the
primary key's range, with `levenshtein`) and `vocabulary.unknown_words` for a question."""

from __future__ import annotations

import argparse
import random
import string
import time
import uuid
from typing import Any

from bench.common import fresh_database, percentiles, write_result
from ragkit.db import vocabulary

WORDS = 50
QUESTION = "What is the carageenan dosage for zanamavir in children?"


def swapped(word: str) -> str:
    return word[:3] + word[4] + word[3] + word[5:]


def run(stems: int) -> dict[str, Any]:
    rng = random.Random(1)
    vocabulary_words = {
        "".join(rng.choices(string.ascii_lowercase, k=rng.randint(4, 14))) for _ in range(stems)
    }
    with fresh_database("respell") as conn:
        project, neighbour = uuid.uuid4(), uuid.uuid4()
        for pid, owner in ((project, "bench"), (neighbour, "bench-neighbour")):
            conn.execute(
                "INSERT INTO projects (id, owner_id, name) VALUES (%s, %s, %s)",
                (pid, owner, f"respell-{owner}"),
            )
        with conn.cursor().copy(
            "COPY lexeme_stats (project_id, lexeme, doc_freq) FROM STDIN"
        ) as copy:
            for word in vocabulary_words:
                copy.write_row((project, word, rng.randint(1, 50)))
                copy.write_row((neighbour, word, 1))
        conn.execute("ANALYZE lexeme_stats")
        long_words = rng.sample(sorted(w for w in vocabulary_words if len(w) >= 9), WORDS)
        nearest = []
        for word in long_words:
            started = time.perf_counter()
            vocabulary.nearest_spelling(conn, project, swapped(word), swapped(word), 2)
            nearest.append(time.perf_counter() - started)
        started = time.perf_counter()
        vocabulary.unknown_words(conn, project, QUESTION)
        unknown = time.perf_counter() - started
    return {
        "stems": len(vocabulary_words),
        "nearest_spelling": percentiles(nearest),
        "unknown_words_ms": round(unknown * 1000, 2),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--stems", type=int, default=400_000)
    result = run(parser.parse_args(argv).stems)
    write_result("respell", result)
    print(result)


if __name__ == "__main__":
    main()
