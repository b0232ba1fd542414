"""Questions asked inside a conversation, on the office sets of one split.

    python -m bench.conversations [--split dev] [--label after] [--pairs 6]

- follow_ups_right: a set's follow-up asked after its first question in one session; right when
  the answer holds the reference and names the rows asked about and no others (as
  `bench.answers` scores them);
- second_question_right_in_conversation: an answerable question asked after another question
  of its set in one session (`--pairs` per set), against second_question_right_alone, the same
  questions asked alone: what reading a question with the one before it costs a new topic.

Every set is ingested into the kept benchmark database `answers` (shared with `bench.answers`);
the configured answerer answers (offline: the reader)."""

from __future__ import annotations

import argparse
import json
import random
from itertools import pairwise

from bench.answers import Asker, Tally, answered, covers, follow_up_right
from bench.common import fresh_database, write_result
from bench.quality import ingest_files
from bench.sets import office_sets
from bench.splits import Split, split_of


def measure(split: Split, pairs: int) -> Tally:
    tally = Tally()
    with fresh_database("answers", keep=True) as conn:
        ask = Asker(conn)
        for office in (s for s in office_sets() if split_of("office", s.name) == split):
            project, _ = ingest_files(conn, office.documents(), f"office:{office.name}", {})
            for f in office.follow_ups:
                tally.add("follow_ups_right", follow_up_right(ask, project, f))
            questions = list(office.answerable)
            random.Random(5).shuffle(questions)
            for before, question in list(pairwise(questions))[::2][:pairs]:
                first = ask(project, before["text"])
                for name, session in (("in_conversation", first.session_id), ("alone", None)):
                    answer = ask(project, question["text"], session)
                    right = answered(answer) and covers(question["reference"], answer.answer)
                    tally.add(f"second_question_right_{name}", right)
        tally.ms = ask.ms[:]
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="dev")
    parser.add_argument("--label", default="after")
    parser.add_argument("--pairs", type=int, default=6, help="second questions per set")
    args = parser.parse_args()
    figures = measure(args.split, args.pairs).figures()
    print(json.dumps(figures))
    print(write_result(f"conversations-{args.split}-{args.label}", figures))


if __name__ == "__main__":
    main()
