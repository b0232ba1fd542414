"""The trust figures of the answer step, per suite and split (`bench/splits.json`).

    python -m bench.answers [--suites office,covidqa,squad2,policyqa] [--splits test,train]
        [--label after] [--limit 150]

Suites `xquad/<language>` (ar, de, en, es, ru, zh) ask XQuAD's questions of its paragraphs in
that language: the same questions in six languages, for per-language figures. Suites
`languages/<language>` (en, de, fr, es) ask one library's office documents and questions,
written the same in four languages (`bench/sets/languages/`), as the office suite asks its sets
(a check set: test); `languages-dev/<language>` a sports centre's, the same way (dev).

Every collection is ingested through the product's pipeline into the benchmark database
`answers_<label>` (kept for the next run) and every question asked the way the chat route asks
it, with the configured answerer (offline: the reader). The same command measures another
version of the code: `PYTHONPATH=<its layers/common> python -m bench.answers --label before`.

Figures (a question is right when at least 80% of its reference answer's words are in the
answer; cited-right when they are in the cited quotes of the reference's file):
- answer_right, paraphrased_right (office: the questions written in other words than the
  text), worded_right (the others), cited_right, refused (answerable, "I don't know."),
  page_right (office PDF questions: every citation of the file names the reference page);
- unanswerables_answered: office's in-domain questions the documents do not answer; SQuAD 2.0's
  unanswerable questions asked of their article; COVID-QA's questions of the split's articles
  asked of a project without them; XQuAD's questions asked of their article without the
  paragraph that answers them;
- rows_right (office: the answer names the row asked about and no other row of its table);
- follow_ups_right (office: asked in the conversation of a first question; right when the
  answer holds the reference and names the rows asked about and no others);
- off_topic_answered (COVID-QA project, `bench/sets/off-topic.json`);
- chat p50/p95 in ms, the query's embedding included."""

from __future__ import annotations

import argparse
import functools
import json
import random
import re
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import psycopg

from bench.common import ROOT, fresh_database, percentiles, write_result
from bench.quality import ingest_files
from bench.sets import MULTILINGUAL, OfficeSet, office_set, office_sets
from bench.splits import DATASETS, Split, split_of

SUITES = ("office", "covidqa", "squad2", "policyqa")  # and xquad/<language>
# a word, or one ideograph or kana: Chinese and Japanese put no spaces between words, so an
# answer's words are its characters there (the measure's own, whatever the product tokenises)
_IDEOGRAPHS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_WORD = re.compile(f"[{_IDEOGRAPHS}]|[^\\W{_IDEOGRAPHS}]+")


def answered(answer: Any) -> bool:
    """Whether the answer step answered (anything but "I don't know.", in any language)."""
    return bool(answer.pathway != "none")


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def covers(reference: str, text: str, share: float = 0.8) -> bool:
    wanted = words(reference)
    return bool(wanted) and len(wanted & words(text)) >= share * len(wanted)


def cited_quotes(answer: Any, filename: str | None = None) -> str:
    cited = [s for s in answer.sources if s.cited and filename in (None, s.filename)]
    return " ".join(q.quote for s in cited for q in [s, *s.more_quotes])


class Asker:
    """Asks questions of a project as the chat route does, timing each."""

    def __init__(self, conn: psycopg.Connection) -> None:
        from ragkit.answer.generators import create_generator
        from ragkit.answer.service import Answerer
        from ragkit.embeddings import get_embedder
        from ragkit.settings import get_settings

        settings = get_settings()
        self.answerer = Answerer(conn, get_embedder(), create_generator(settings), settings)
        self.ms: list[float] = []

    def __call__(self, project: uuid.UUID, question: str, session: Any = None) -> Any:
        started = time.perf_counter()
        answer = self.answerer.ask(
            project_id=project, owner_id="bench", question=question, session_id=session
        )
        self.ms.append((time.perf_counter() - started) * 1000)
        return answer


@dataclass
class Tally:
    """Counts of one suite and split: each figure's (hits, of)."""

    counts: dict[str, list[int]] = field(default_factory=dict)
    ms: list[float] = field(default_factory=list)

    def add(self, name: str, hit: bool) -> None:
        pair = self.counts.setdefault(name, [0, 0])
        pair[0] += int(hit)
        pair[1] += 1

    def figures(self) -> dict[str, Any]:
        shares = {k: round(h / n, 3) for k, (h, n) in self.counts.items() if n}
        sizes = {f"n_{k}": n for k, (_, n) in self.counts.items()}
        chat = percentiles([m / 1000 for m in self.ms]) if self.ms else {}
        return shares | sizes | {"chat": chat}


def _answerable(tally: Tally, answer: Any, reference: str, filename: str | None) -> None:
    right = answered(answer) and covers(reference, answer.answer)
    tally.add("answer_right", right)
    tally.add("cited_right", covers(reference, cited_quotes(answer, filename)))
    tally.add("refused", not answered(answer))


def _names_rows(answer: Any, wanted: list[str], others: list[str]) -> bool:
    said = answer.answer.lower()
    return all(w.lower() in said for w in wanted) and not any(o.lower() in said for o in others)


def follow_up_right(ask: Asker, project: uuid.UUID, f: dict[str, Any]) -> bool:
    """A set's follow-up asked after its first question in one session: right when the answer
    holds the reference and names the rows asked about and no others."""
    first = ask(project, f["first"])
    answer = ask(project, f["follow_up"], first.session_id)
    right = covers(f["reference"], answer.answer) and _names_rows(
        answer, f["rows"], f["other_rows"]
    )
    return answered(answer) and right


def office(conn: psycopg.Connection, ask: Asker, sets: list[OfficeSet]) -> Tally:
    tally = Tally()
    for each in sets:
        project, _ = ingest_files(conn, each.documents(), f"office:{each.name}", {})
        for q in each.answerable:
            answer = ask(project, q["text"])
            _answerable(tally, answer, q["reference"], q["filename"])
            kind = "paraphrased_right" if q["paraphrased"] else "worded_right"
            tally.add(kind, answered(answer) and covers(q["reference"], answer.answer))
            if q["page"] is not None:
                cited = [s for s in answer.sources if s.cited and s.filename == q["filename"]]
                tally.add("page_right", bool(cited) and all(s.page == q["page"] for s in cited))
        for text in each.unanswerable:
            tally.add("unanswerables_answered", answered(ask(project, text)))
        for text, wanted, others in each.table_rows:
            tally.add("rows_right", _names_rows(ask(project, text), wanted, others))
        for f in each.follow_ups:
            tally.add("follow_ups_right", follow_up_right(ask, project, f))
    tally.ms = ask.ms[:]
    return tally


def jsonl(folder: str, name: str) -> Iterator[dict[str, Any]]:
    with (DATASETS / folder / name).open() as lines:
        yield from map(json.loads, lines)


@functools.cache
def articles(folder: str) -> dict[str, str]:
    return {str(row["_id"]): row["text"] for row in jsonl(folder, "corpus.jsonl")}


def corpus_files(folder: str, keep: Callable[[str], bool]) -> dict[str, bytes]:
    return {f"{doc}.txt": text.encode() for doc, text in articles(folder).items() if keep(doc)}


def without_answer(conn: psycopg.Connection, folder: str, row: dict[str, Any]) -> uuid.UUID | None:
    """A project of the question's article without the paragraph that answers it: on the very
    topic and silent on the question (SQuAD 2.0's kind of unanswerable, for a collection whose
    questions are all answerable); None when the rest of the article holds the answer's words
    too."""
    start, end = row["paragraph"]
    text = articles(folder)[str(row["doc_id"])]
    rest = f"{text[:start].strip()}\n\n{text[end:].strip()}".strip()
    if covers(row["answers"][0]["text"], rest):
        return None
    files = {f"{row['doc_id']}.txt": rest.encode()}
    project, _ = ingest_files(conn, files, f"{folder}:{row['doc_id']}:without:{start}")
    return project


def sample(rows: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    rows = sorted(rows, key=lambda r: str(r["_id"]))
    random.Random(7).shuffle(rows)
    return rows[:limit]


def dataset(conn: psycopg.Connection, ask: Asker, folder: str, split: Split, limit: int) -> Tally:
    """A QA collection's questions of the split's documents, asked of a project holding the
    split's documents (the reference's file is its document). XQuAD has no unanswerable
    questions: each of its questions is also asked of its article without its paragraph."""
    queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}

    def in_split(doc: str) -> bool:
        return split_of(folder, doc) == split

    project, _ = ingest_files(conn, corpus_files(folder, in_split), f"{folder}:{split}")
    rows = [r for r in jsonl(folder, "answers.jsonl") if in_split(str(r["doc_id"]))]
    tally = Tally()
    asked = sample(rows, limit)
    for row in asked:
        answer = ask(project, queries[row["_id"]])
        if row["answers"] and row.get("answerable", True):
            _answerable(tally, answer, row["answers"][0]["text"], f"{row['doc_id']}.txt")
        else:
            tally.add("unanswerables_answered", answered(answer))
    tally.ms = ask.ms[:]
    if folder.startswith("xquad/"):
        for row in asked:
            unanswered = without_answer(conn, folder, row)
            if unanswered:
                tally.add("unanswerables_answered", answered(ask(unanswered, queries[row["_id"]])))
    return tally


def covidqa(conn: psycopg.Connection, ask: Asker, split: Split, limit: int) -> Tally:
    """As `dataset`, against the whole collection; then the split's questions asked of a project
    without the split's articles (unanswerable there), and the off-topic questions."""
    folder = "covidqa-dev"
    queries = {row["_id"]: row["text"] for row in jsonl(folder, "queries.jsonl")}
    project, _ = ingest_files(conn, corpus_files(folder, lambda _: True), "covidqa:all")
    rows = sample(
        [r for r in jsonl(folder, "answers.jsonl") if split_of(folder, str(r["doc_id"])) == split],
        limit,
    )
    tally = Tally()
    for row in rows:
        _answerable(tally, ask(project, queries[row["_id"]]), row["answers"][0]["text"], None)
    tally.ms = ask.ms[:]

    def without(doc: str) -> bool:
        return split_of(folder, doc) != split

    other, _ = ingest_files(conn, corpus_files(folder, without), f"covidqa:without-{split}")
    for row in rows:
        tally.add("unanswerables_answered", answered(ask(other, queries[row["_id"]])))
    off_topic = json.loads((ROOT / "bench" / "sets" / "off-topic.json").read_text())
    for text in off_topic["questions"]:
        tally.add("off_topic_answered", answered(ask(project, text)))
    return tally


@dataclass(frozen=True)
class Plan:
    suites: list[str]
    splits: list[Split]
    label: str
    limit: int  # questions per dataset split
    office_limit: int  # office sets per split, evenly spaced in name order


def _office_sets(split: Split, limit: int) -> list[OfficeSet]:
    sets = [s for s in office_sets() if split_of("office", s.name) == split]
    step = max(1, len(sets) // limit)
    return sets[::step][:limit]


def run(plan: Plan, database: str) -> dict[str, Any]:
    import ragkit

    result: dict[str, Any] = {"code": str(ragkit.__file__), "label": plan.label}
    with fresh_database(database, keep=True) as conn:
        for suite in plan.suites:
            for split in plan.splits:
                ask = Asker(conn)
                limit = plan.limit
                if suite == "office":
                    tally = office(conn, ask, _office_sets(split, plan.office_limit))
                elif suite.startswith(MULTILINGUAL):
                    if split_of("languages", suite.split("/")[0]) != split:
                        continue
                    tally = office(conn, ask, [office_set(suite)])
                elif suite == "covidqa":
                    tally = covidqa(conn, ask, split, limit)
                else:
                    tally = dataset(conn, ask, suite, split, limit)
                result[f"{suite}/{split}"] = figures = tally.figures()
                print(suite, split, json.dumps(figures), flush=True)
    return result


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--suites", default=",".join(SUITES))
    parser.add_argument("--splits", default="test,train")
    parser.add_argument("--label", default="after")
    parser.add_argument("--limit", type=int, default=150, help="questions per dataset split")
    parser.add_argument("--office-sets", type=int, default=17, help="office sets per split")
    parser.add_argument(
        "--database", default="answers", help="the kept benchmark database (shared by labels)"
    )
    args = parser.parse_args(argv)
    splits: list[Split] = args.splits.split(",")
    plan = Plan(args.suites.split(","), splits, args.label, args.limit, args.office_sets)
    result = run(plan, args.database)
    print(write_result(f"answers-{args.label}", result))


if __name__ == "__main__":
    main()
