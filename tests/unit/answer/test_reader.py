"""The judge that turns the reader's score and the embedder's cosine into the probability the
answer step's threshold applies to: the shipped card loads, and the shipped weights keep the
order a reader would expect."""

from __future__ import annotations

from importlib import resources

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.reader import READER_ALONE, Card, features, get_reader

SHIPPED = Card.model_validate_json(
    (resources.files("ragkit.answer") / "reader_assets" / "reader.json").read_text()
)
probabilities = st.floats(0.001, 0.999)
cosines = st.floats(-1.0, 1.0)


@st.composite
def candidate_sets(draw: st.DrawFn) -> tuple[list[float], list[float], list[int]]:
    n = draw(st.integers(1, 12))
    scores = draw(st.lists(probabilities, min_size=n, max_size=n))
    return scores, draw(st.lists(cosines, min_size=n, max_size=n)), list(range(1, n + 1))


def test_the_shipped_judge_weighs_every_feature_and_its_threshold_is_a_probability() -> None:
    n = len(features([0.5], [0.5], [1])[0])
    assert len(SHIPPED.judge.weights) == len(SHIPPED.judge.means) == len(SHIPPED.judge.scales) == n
    assert 0.0 < SHIPPED.threshold < 1.0


@given(candidate_sets())
def test_a_judge_of_the_reader_alone_gives_back_its_probabilities(
    found: tuple[list[float], list[float], list[int]],
) -> None:
    scores, cos, ranks = found
    judged = READER_ALONE.probabilities(scores, cos, ranks)
    assert all(abs(a - b) < 1e-6 for a, b in zip(judged, scores, strict=True))


@given(candidate_sets(), st.data())
def test_the_reader_surer_of_a_candidate_never_makes_the_judge_less_sure_of_it(
    found: tuple[list[float], list[float], list[int]], data: st.DataObject
) -> None:
    scores, cos, ranks = found
    i = data.draw(st.integers(0, len(scores) - 1))
    ceiling = max(scores[:i] + scores[i + 1 :], default=0.999)  # the best stays the best
    surer = data.draw(st.floats(scores[i], max(scores[i], ceiling)))
    raised = [*scores[:i], surer, *scores[i + 1 :]]
    before = SHIPPED.judge.probabilities(scores, cos, ranks)[i]
    assert SHIPPED.judge.probabilities(raised, cos, ranks)[i] >= before - 1e-9


def test_a_sentence_is_scored_the_same_whatever_else_is_read_with_it() -> None:
    reader = get_reader()
    question = "How long is annual leave?"
    short = (question, "Every employee receives 25 days of annual leave.")
    long = (
        question,
        "The office is closed on public holidays and between Christmas and New Year, when the "
        "building is maintained, cleaned and the heating is checked by the facilities team.",
    )
    assert reader.scores([short, long])[0] == reader.scores([short])[0]
    assert reader.scores([long, short])[1] == reader.scores([short])[0]
