"""Retrieval in other languages (issue 63), on XQuAD: the same Wikipedia paragraphs and
questions in Arabic, Chinese, English, German, Russian and Spanish (`../shared/datasets/xquad`).

    python -m bench.languages [--languages de,es,ru,ar,zh,en] [--splits test] [--label after]
        [--database languages] [--text-variants own,english,simple]

Each language's 24 articles are ingested through the product's pipeline as uploads are: the
language detected, the chunks indexed with its text-search configuration (`own`); for the text
branch also indexed as English (`english`, what every chunk was before) and word for word
(`simple`, an upload naming a language PostgreSQL has no configuration for). The split's
questions (`bench/splits.json`, XQuAD shares SQuAD's) are searched as the answer step searches.

Figures: answer-chunk hit@1 / hit@10, the share of questions for which a chunk of the question's
article holding its reference answer ranks first / within the top 10, and nDCG@10 with that
chunk as the one relevant (1 / log2(1 + its rank), 0 beyond 10); per language, per branch
(text, vector, hybrid as the product searches: the branches that can read the question's
language, `answer.branches.fitted_mode`; `hybrid/fused`: both, always). `cross`: the question in
its language, the English articles, vector and hybrid: what a multilingual embedder makes of a
question asked in another language than the documents'."""

from __future__ import annotations

import argparse
import json
import math
import uuid
from typing import Any

import psycopg

from bench.answers import corpus_files, jsonl
from bench.common import fresh_database, write_result
from bench.quality import ingest_files
from bench.splits import Split, split_of
from ragkit.answer.branches import fitted_mode
from ragkit.db.search import search
from ragkit.embeddings import get_embedder
from ragkit.models.retrieval import Mode
from ragkit.settings import get_settings
from ragkit.storage import safe_filename

LANGUAGES = ("de", "es", "ru", "ar", "zh", "en")
# an upload's language: None detects it; "und" (ISO 639 "undetermined") has no configuration
VARIANTS = {"own": None, "english": "en", "simple": "und"}


def _folder(language: str) -> str:
    return f"xquad/{language}"


def _questions(language: str, split: Split) -> list[tuple[str, str, str, str]]:
    """(id, question, its article, its reference answer) of the split's articles."""
    folder = _folder(language)
    queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}
    return [
        (row["_id"], queries[row["_id"]], str(row["doc_id"]), row["answers"][0]["text"])
        for row in jsonl(folder, "answers.jsonl")
        if split_of(folder, str(row["doc_id"])) == split
    ]


def _hits(
    conn: psycopg.Connection,
    project: uuid.UUID,
    questions: list[tuple[str, str, str, str]],
    vectors: list[list[float]],
    mode: Mode,
    *,
    fitted: bool = False,
) -> dict[str, float]:
    """Answer-chunk hit@1, hit@10 and nDCG@10; `fitted`: in the mode the product searches a
    question of its language in (`fitted_mode`)."""
    settings = get_settings()
    embedder = get_embedder()
    first = within = 0
    gain = 0.0
    for (_, question, article, reference), vector in zip(questions, vectors, strict=True):
        found = search(
            conn,
            project_id=project,
            query=question,
            embedding=vector,
            settings=settings,
            k=10,
            mode=fitted_mode(conn, embedder, project, mode, question) if fitted else mode,
        )
        filename = safe_filename(f"{article}.txt")  # as the upload stored it
        holds = [hit.filename == filename and reference in hit.content for hit in found]
        first += bool(holds[:1] and holds[0])
        within += any(holds)
        gain += 1 / math.log2(2 + holds.index(True)) if any(holds) else 0.0
    n = len(questions) or 1
    return {
        "hit@1": round(first / n, 3),
        "hit@10": round(within / n, 3),
        "ndcg@10": round(gain / n, 3),
    }


def _project(conn: psycopg.Connection, language: str, variant: str) -> uuid.UUID:
    files = corpus_files(_folder(language), lambda _: True)
    project, _ = ingest_files(
        conn, files, f"{_folder(language)}:{variant}", language=VARIANTS[variant]
    )
    return project


def measure(
    conn: psycopg.Connection, language: str, split: Split, variants: list[str]
) -> dict[str, Any]:
    questions = _questions(language, split)
    embedder = get_embedder()
    vectors = [embedder.embed_query(question) for _, question, _, _ in questions]
    result: dict[str, Any] = {"n": len(questions)}
    own = _project(conn, language, "own")
    detected = conn.execute(
        "SELECT array_agg(DISTINCT coalesce(language, '-')) FROM documents WHERE project_id = %s",
        (own,),
    ).fetchone()
    result["detected"] = detected[0] if detected else []
    for variant in variants:
        project = own if variant == "own" else _project(conn, language, variant)
        result[f"text/{variant}"] = _hits(conn, project, questions, vectors, "text")
    result["vector"] = _hits(conn, own, questions, vectors, "vector")
    result["hybrid/fused"] = _hits(conn, own, questions, vectors, "hybrid")
    result["hybrid"] = _hits(conn, own, questions, vectors, "hybrid", fitted=True)
    if language != "en":
        # the question as asked, the English article's answer (XQuAD's ids are parallel)
        english = _project(conn, "en", "own")
        answers = {qid: reference for qid, _, _, reference in _questions("en", split)}
        asked = [(qid, q, article, answers[qid]) for qid, q, article, _ in questions]
        result["cross/vector"] = _hits(conn, english, asked, vectors, "vector")
        result["cross/hybrid/fused"] = _hits(conn, english, asked, vectors, "hybrid")
        result["cross/hybrid"] = _hits(conn, english, asked, vectors, "hybrid", fitted=True)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--splits", default="test")
    parser.add_argument("--label", default="after")
    parser.add_argument("--database", default="languages", help="kept benchmark database")
    parser.add_argument(
        "--text-variants",
        default=",".join(VARIANTS),
        help="how the text branch indexes (the embedder changes none of them)",
    )
    args = parser.parse_args(argv)
    settings = get_settings()
    result: dict[str, Any] = {
        "label": args.label,
        "embedding_model": settings.resolved_embedding_model,
    }
    with fresh_database(args.database, keep=True) as conn:
        for split in args.splits.split(","):
            for language in args.languages.split(","):
                result[f"{language}/{split}"] = figures = measure(
                    conn, language, split, args.text_variants.split(",")
                )
                print(language, split, json.dumps(figures), flush=True)
    print(write_result(f"languages-{args.label}", result))


if __name__ == "__main__":
    main()
