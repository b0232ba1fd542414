"""Training and evaluation examples for the reader, from the split of `bench/splits.json`.

A group is one question with candidate sentences, each labelled 1 when it holds the answer:
- the datasets' documents (SQuAD 2.0, PolicyQA, Doc2Dial, COVID-QA) are plain text read by the
  product's own sentence splitter; a sentence is positive when it holds most of an annotator's
  answer span (or the span most of it), negative otherwise. Negatives are the likeliest wrong
  sentences: the rest of the question's paragraph and the sentences of the document sharing the
  most rare words with the question. SQuAD 2.0's unanswerable questions give groups with no
  positive (the sentence holding the "plausible" wrong answer first);
- the office sets' files are extracted by the product (`ragkit.ingest.extract`): PDF pages,
  headings, table rows as labelled cells. A sentence is positive when it holds the reference
  answer; the unanswerable questions and the other rows of a row question are negatives.

`python -m bench.reader.data` writes `.local/reader/{train,dev,test}.jsonl` and prints counts."""

from __future__ import annotations

import json
import math
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.common import ROOT
from bench.sets import OfficeSet, office_sets
from bench.splits import DATASETS, Split, split_of
from ragkit.answer.questions import joined
from ragkit.answer.reader import pair
from ragkit.ingest.extract import extract
from ragkit.sentences import Place, one_line, split

OUT = ROOT / ".local" / "reader"
NEGATIVES = 5
_WORD = re.compile(r"\w+")
# per collection: at most this many questions a split (the rest is not read), so one collection
# does not drown the others and a training run fits a session
CAPS = {"squad2": 2000, "policyqa": 700, "doc2dial": 600, "covidqa-dev": 400}


@dataclass
class Sentence:
    text: str
    start: int
    end: int
    section: str | None = None
    before: str | None = None
    paragraph: int = 0


@dataclass
class Group:
    collection: str
    unit: str
    question: str
    kind: str  # answerable | unanswerable | row
    pairs: list[tuple[str, str, int]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return self.__dict__


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def _with_context(sentences: list[Sentence]) -> list[Sentence]:
    for previous, sentence in zip([None, *sentences[:-1]], sentences, strict=True):
        if previous is not None and previous.paragraph == sentence.paragraph:
            sentence.before = previous.text
    return sentences


def text_sentences(text: str) -> list[Sentence]:
    """A dataset document's sentences, paragraphs (blank-line separated) numbered."""
    result: list[Sentence] = []
    paragraph, cursor = 0, 0
    for part in re.split(r"(\n\s*\n)", text):
        if part.strip() and not re.fullmatch(r"\n\s*\n", part):
            for span in split(part):
                result.append(
                    Sentence(
                        part[span.start : span.end],
                        cursor + span.start,
                        cursor + span.end,
                        paragraph=paragraph,
                    )
                )
            paragraph += 1
        cursor += len(part)
    return _with_context(result)


def file_sentences(name: str, data: bytes) -> list[Sentence]:
    """A file's sentences as the product reads it: block by block, a table row as one unit."""
    result: list[Sentence] = []
    for number, block in enumerate(extract(data, name).blocks):
        for span in split(block.text, [Place(0, block.page, block.row)]):
            result.append(
                Sentence(
                    one_line(block.text[span.start : span.end]),
                    0,
                    0,
                    block.section,
                    paragraph=number,
                )
            )
    return _with_context(result)


class Ranker:
    """The sentences sharing the most rare words with a question (idf over the document)."""

    def __init__(self, sentences: list[Sentence]) -> None:
        self.sentences = sentences
        self.bags = [set(words(s.text)) | set(words(s.section or "")) for s in sentences]
        df = Counter(w for bag in self.bags for w in bag)
        self.idf = {w: math.log(1 + len(sentences) / n) for w, n in df.items()}

    def ranked(self, question: str) -> list[int]:
        asked = set(words(question))
        score = [sum(self.idf.get(w, 0) for w in asked & bag) for bag in self.bags]
        return sorted(range(len(self.sentences)), key=lambda i: -score[i])


def _pick_negatives(
    ranker: Ranker, question: str, positives: set[int], first: list[int], rng: random.Random
) -> list[int]:
    chosen = [i for i in first if i not in positives][:2]
    for i in ranker.ranked(question):
        if len(chosen) >= NEGATIVES - 1:
            break
        if i not in positives and i not in chosen:
            chosen.append(i)
    rest = [i for i in range(len(ranker.sentences)) if i not in positives and i not in chosen]
    if rest:
        chosen.append(rng.choice(rest))
    return chosen


def _group(
    group: Group, sentences: list[Sentence], positives: set[int], negatives: list[int]
) -> Group:
    question = group.question
    for i in sorted(positives)[:2]:
        s = sentences[i]
        group.pairs.append((*pair(question, s.text, s.section, s.before), 1))
    for i in negatives:
        s = sentences[i]
        group.pairs.append((*pair(question, s.text, s.section, s.before), 0))
    return group


def _overlap(a: tuple[int, int], b: tuple[int, int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def _answer_sentences(sentences: list[Sentence], spans: list[tuple[int, int]]) -> set[int]:
    """Sentences holding most of an answer span, or most of whose text is inside one."""
    result = set()
    for i, s in enumerate(sentences):
        for span in spans:
            shared = _overlap((s.start, s.end), span)
            if shared and (
                shared >= 0.5 * (span[1] - span[0]) or shared >= 0.5 * (s.end - s.start)
            ):
                result.add(i)
    return result


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    with path.open() as lines:
        for line in lines:
            yield json.loads(line)


def _questions(folder: str) -> dict[str, str]:
    return {row["_id"]: row["text"] for row in _jsonl(DATASETS / folder / "queries.jsonl")}


def _follow_up_questions(questions: dict[str, str]) -> dict[str, str]:
    """Doc2Dial's user turns read with the user's turn before (a follow-up leans on it)."""
    dialogues = {row["dial_id"]: row for row in _jsonl(DATASETS / "doc2dial" / "dialogues.jsonl")}
    result = {}
    for qid, text in questions.items():
        dial_id, _, turn = qid.rpartition("_")
        turns = [
            t["text"] for t in dialogues.get(dial_id, {}).get("turns", []) if t["role"] == "user"
        ]
        earlier = [t for t in turns if t != text][: max(0, int(turn) - 1)] if turn.isdigit() else []
        result[qid] = joined(earlier[-1], text) if earlier else text
    return result


def dataset_groups(collection: str, split: Split, rng: random.Random) -> list[Group]:
    documents = {row["_id"]: row["text"] for row in _jsonl(DATASETS / collection / "corpus.jsonl")}
    questions = _questions(collection)
    if collection == "doc2dial":
        questions = _follow_up_questions(questions)
    rows = [
        r
        for r in _jsonl(DATASETS / collection / "answers.jsonl")
        if split_of(collection, r["doc_id"]) == split
    ]
    rng.shuffle(rows)
    sentences: dict[str, list[Sentence]] = {}
    rankers: dict[str, Ranker] = {}
    groups = []
    for row in rows[: CAPS[collection]]:
        doc = row["doc_id"]
        if doc not in sentences:
            sentences[doc] = text_sentences(documents[doc])
            rankers[doc] = Ranker(sentences[doc])
        own = sentences[doc]
        spans = [(a["answer_start"], a["answer_start"] + len(a["text"])) for a in row["answers"]]
        positives = _answer_sentences(own, spans)
        paragraph = row.get("paragraph")
        in_paragraph = [
            i for i, s in enumerate(own) if paragraph and paragraph[0] <= s.start < paragraph[1]
        ]
        rng.shuffle(in_paragraph)
        plausible = [
            (a["answer_start"], a["answer_start"] + len(a["text"]))
            for a in row.get("plausible_answers") or []
        ]
        first = sorted(_answer_sentences(own, plausible)) + in_paragraph
        answerable = bool(row["answers"]) and row.get("answerable", True)
        if answerable and not positives:
            continue
        question = questions[row["_id"]]
        negatives = _pick_negatives(rankers[doc], question, positives, first, rng)
        kind = "answerable" if answerable else "unanswerable"
        groups.append(_group(Group(collection, doc, question, kind), own, positives, negatives))
    return groups


def _holding(sentences: list[Sentence], reference: str) -> set[int]:
    wanted = one_line(reference).lower()
    return {i for i, s in enumerate(sentences) if wanted in s.text.lower()}


def office_groups(office: OfficeSet, rng: random.Random) -> list[Group]:
    sentences = [s for name, data in office.documents().items() for s in file_sentences(name, data)]
    ranker = Ranker(sentences)
    groups = []
    for question in office.answerable:
        positives = _holding(sentences, question["reference"])
        if positives:
            negatives = _pick_negatives(ranker, question["text"], positives, [], rng)
            asked = Group("office", office.name, question["text"], "answerable")
            groups.append(_group(asked, sentences, positives, negatives))
    for text in office.unanswerable:
        negatives = _pick_negatives(ranker, text, set(), [], rng)
        asked = Group("office", office.name, text, "unanswerable")
        groups.append(_group(asked, sentences, set(), negatives))
    for text, wanted, others in office.table_rows:
        positives = set.intersection(*(_holding(sentences, w) for w in wanted))
        wrong = sorted({i for other in others for i in _holding(sentences, other)} - positives)
        if positives:
            negatives = wrong + _pick_negatives(ranker, text, positives | set(wrong), [], rng)[:2]
            asked = Group("office", office.name, text, "row")
            groups.append(_group(asked, sentences, positives, negatives))
    return groups


def groups(split: Split, seed: int = 13) -> list[Group]:
    rng = random.Random(seed)
    result = []
    for collection in ("squad2", "policyqa", "doc2dial", "covidqa-dev"):
        result.extend(dataset_groups(collection, split, rng))
    for office in office_sets():
        if split_of("office", office.name) == split:
            result.extend(office_groups(office, rng))
    return result


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    splits: tuple[Split, ...] = ("train", "dev", "test")
    for name in splits:
        built = groups(name)
        with (OUT / f"{name}.jsonl").open("w") as out:
            for group in built:
                out.write(json.dumps(group.as_json()) + "\n")
        counts = Counter((g.collection, g.kind) for g in built)
        print(name, len(built), "groups", sum(len(g.pairs) for g in built), "pairs", dict(counts))


if __name__ == "__main__":
    main()
