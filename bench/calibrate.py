"""Calibrate the relevance gate's thresholds for the configured embedding model.

    python -m bench.calibrate [--dataset DIR]

Uses the corpus ingested by `bench.quality --reuse`. For every query of the collection:
- positive: the best cosine (and BM25 coverage) among the chunks of its relevant documents;
- hard negative: the best among the other documents' chunks (on topic, but not the answer);
- off-topic negative: everyday questions that the collection cannot answer.
Prints, per candidate threshold, the share of positives that pass and of negatives blocked."""

from __future__ import annotations

import argparse
from pathlib import Path

from bench.common import SCIFACT, fresh_database, table, write_result
from bench.quality import Collection, ingest
from ragkit.db.search import search
from ragkit.embeddings import get_embedder
from ragkit.models.retrieval import SearchHit
from ragkit.settings import get_settings

OFF_TOPIC = [
    "What time does the train to Paris leave?",
    "How do I reset my router password?",
    "Who won the football world cup in 2014?",
    "What is the capital of Mongolia?",
    "How many vacation days do new employees get?",
    "Recommend a good pasta recipe.",
    "What is the price of a monthly gym membership?",
    "How do I file my tax return online?",
    "When does the library open on Sundays?",
    "What is the warranty period of this laptop?",
    "How do I change a flat tyre?",
    "Which programming language should I learn first?",
    "What are the rules of chess castling?",
    "How tall is the Eiffel Tower?",
    "Where can I park near the office?",
    "What is the dress code for the wedding?",
    "How do I cancel my phone contract?",
    "What is the best way to learn guitar?",
    "Who wrote the novel War and Peace?",
    "How long should I boil an egg?",
]
COSINES = [round(0.25 + 0.05 * i, 2) for i in range(9)]
COVERAGES = [0.4, 0.5, 0.6, 0.7, 0.8]


def best_signals(hits: list[SearchHit]) -> list[tuple[float, float]]:
    """[(best cosine, best BM25 coverage)] of the hits, or [] when there are none."""
    if not hits:
        return []
    return [(max(h.cosine for h in hits), max(h.coverage or 0.0 for h in hits))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, default=SCIFACT)
    args = parser.parse_args()
    name = args.dataset.resolve().name
    collection = Collection.load(args.dataset)
    embedder = get_embedder()
    with fresh_database(f"bench_quality_{name}_kept", keep=True) as conn:
        project, _ = ingest(conn, collection, name)
        settings = get_settings()

        def hits_for(text: str) -> list[SearchHit]:
            embedding = embedder.embed_query(text)
            return search(
                conn, project_id=project, query=text, embedding=embedding, settings=settings, k=50
            )

        positives, hard, off = [], [], []
        for qid, text in collection.queries.items():
            hits = hits_for(text)
            relevant = [h for h in hits if h.filename.removesuffix(".txt") in collection.qrels[qid]]
            positives += best_signals(relevant)
            hard += best_signals([h for h in hits if h not in relevant])
        for text in OFF_TOPIC:
            off += best_signals(hits_for(text)) or [(0.0, 0.0)]

    def share(values: list[tuple[float, float]], cosine: float, coverage: float) -> float:
        return sum(1 for c, v in values if c >= cosine or v >= coverage) / max(1, len(values))

    rows = []
    for cosine in COSINES:
        for coverage in COVERAGES:
            rows.append(
                {
                    "min_cosine": cosine,
                    "min_coverage": coverage,
                    "positives_pass": round(share(positives, cosine, coverage), 3),
                    "hard_negatives_pass": round(share(hard, cosine, coverage), 3),
                    "off_topic_pass": round(share(off, cosine, coverage), 3),
                }
            )
    model = settings.resolved_embedding_model
    write_result(f"calibrate-{name}", {"model": model, "dataset": name, "grid": rows})
    print(f"{model} on {name}: {len(positives)} positives, {len(hard)} hard, {len(off)} off-topic")
    print(table([list(r.values()) for r in rows], list(rows[0].keys())))


if __name__ == "__main__":
    main()
