"""The judge that turns the reader's score and the embedder's cosine into the probability the
answer step's threshold applies to: the shipped card loads, and the shipped weights keep the
order a reader would expect."""

from __future__ import annotations

from importlib import resources

from hypothesis import given
from hypothesis import strategies as st

from ragkit.answer.reader import NO_SENTENCE_VECTORS, READER_ALONE, Card, features, get_reader
from ragkit.settings import DEFAULT_EMBEDDING_MODEL

SHIPPED = Card.model_validate_json(
    (resources.files("ragkit.answer") / "reader_assets" / "reader.json").read_text()
)
# every shipped judge: by embedding model, and by embedding model for other languages
JUDGED = [
    *SHIPPED.calibrations.items(),
    *SHIPPED.in_other_languages.items(),
]
probabilities = st.floats(0.001, 0.999)
cosines = st.floats(-1.0, 1.0)
# scores, cosines, ranks, lexical, coverage
Found = tuple[list[float], list[float], list[int], list[float], list[float]]


@st.composite
def candidate_sets(draw: st.DrawFn) -> Found:
    n = draw(st.integers(1, 12))
    scores = draw(st.lists(probabilities, min_size=n, max_size=n))
    lexical = draw(st.lists(st.floats(0.0, 30.0), min_size=n, max_size=n))
    coverage = draw(st.lists(st.floats(0.0, 1.0), min_size=n, max_size=n))
    cos = draw(st.lists(cosines, min_size=n, max_size=n))
    return scores, cos, list(range(1, n + 1)), lexical, coverage


def test_each_shipped_judge_weighs_every_feature_and_its_threshold_is_a_probability() -> None:
    for _, calibration in JUDGED:
        judge = calibration.judge
        cos = [0.5] if judge.weighs_cosines else None
        n = len(features([0.5], cos, [1], [0.0], [0.5] if judge.coverage else None)[0])
        assert len(judge.weights) == len(judge.means) == len(judge.scales) == n
        assert 0.0 < calibration.threshold < 1.0
    for model, calibration in SHIPPED.calibrations.items():
        assert calibration.judge.weighs_cosines == (model != NO_SENTENCE_VECTORS)


def test_the_default_embedder_has_a_judge_of_its_cosines_and_any_other_the_judge_without() -> None:
    assert SHIPPED.calibration(DEFAULT_EMBEDDING_MODEL["local"]).judge.weighs_cosines
    assert SHIPPED.calibration("an-uncalibrated-model") == SHIPPED.calibration(None)
    assert not SHIPPED.calibration(None).judge.weighs_cosines


def test_a_question_in_a_language_the_reader_was_not_trained_on_has_its_own_judge() -> None:
    other = next(language for language in ("de", "es", "zh") if language not in SHIPPED.reads)
    for model, calibration in SHIPPED.in_other_languages.items():
        assert SHIPPED.calibration(model, other) == calibration
        for read in (*SHIPPED.reads, None):  # the reader's own languages, and an unknown one
            assert SHIPPED.calibration(model, read) == SHIPPED.calibrations[model]
    uncalibrated = SHIPPED.calibration("an-uncalibrated-model", other)
    assert uncalibrated == SHIPPED.calibration(None, other)


def test_candidates_without_cosines_get_a_judge_that_weighs_none() -> None:
    other = next(language for language in ("de", "es", "zh") if language not in SHIPPED.reads)
    for model in (*SHIPPED.calibrations, None):
        for language in (other, *SHIPPED.reads, None):
            judge = SHIPPED.calibration(model, language, cosines=False).judge
            assert not judge.weighs_cosines
    for model, calibration in SHIPPED.in_other_languages.items():
        if not calibration.judge.weighs_cosines:  # an embedder that never learned `other`
            assert SHIPPED.calibration(model, other, cosines=False) == calibration


@given(candidate_sets())
def test_a_judge_of_the_reader_alone_gives_back_its_probabilities(
    found: Found,
) -> None:
    scores, cos, ranks, lexical, coverage = found
    judged = READER_ALONE.probabilities(scores, cos, ranks, lexical, coverage)
    assert all(abs(a - b) < 1e-6 for a, b in zip(judged, scores, strict=True))


@given(candidate_sets(), st.data())
def test_the_reader_surer_of_a_candidate_never_makes_the_judge_less_sure_of_it(
    found: Found, data: st.DataObject
) -> None:
    scores, cos, ranks, lexical, coverage = found
    i = data.draw(st.integers(0, len(scores) - 1))
    ceiling = max(scores[:i] + scores[i + 1 :], default=0.999)  # the best stays the best
    surer = data.draw(st.floats(scores[i], max(scores[i], ceiling)))
    raised = [*scores[:i], surer, *scores[i + 1 :]]
    for _, calibration in JUDGED:
        judge = calibration.judge
        weighed = cos if judge.weighs_cosines else None
        before = judge.probabilities(scores, weighed, ranks, lexical, coverage)[i]
        assert judge.probabilities(raised, weighed, ranks, lexical, coverage)[i] >= before - 1e-9


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
