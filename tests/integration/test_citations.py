"""Citations from a language model are checked against their sources after generation, with the
local OpenAI-compatible server scripted to return correct, misquoted, uncited and invented ones."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest

from ragkit.answer.context import Source
from ragkit.answer.generators import OpenAIGenerator
from ragkit.answer.service import Answerer
from ragkit.embeddings import Embedder
from ragkit.errors import Unavailable
from ragkit.settings import Settings
from tests.conftest import make_project
from tests.support.corpus import add_document
from tests.support.hits import hit
from tests.support.openai_server import FakeOpenAI, Reply, completion, fake_openai, reply, said

LEAVE = (
    "Every full-time employee receives 28 days of annual leave per calendar\n"
    "year. Requests for annual leave must be sub-\nmitted two weeks in advance."
)


def source(n: int, content: str, page: int | None = 4) -> Source:
    return Source(n, hit(content, chunk_id=n, filename="handbook.pdf", page=page))


@pytest.fixture
def server() -> Iterator[FakeOpenAI]:
    with fake_openai() as state:
        yield state


def generator(server: FakeOpenAI) -> OpenAIGenerator:
    return OpenAIGenerator(
        Settings(openai_base_url=server.url, openai_api_key="sk-test", openai_max_retries=0)  # type: ignore[arg-type]
    )


# a sentence of an answer whose quote stands in LEAVE
LEAVE_CLAIM = said(
    "Full-time staff get 28 days of annual leave.", (1, "receives 28 days of annual leave")
)
SOURCES = [source(1, LEAVE), source(2, "Sick pay is paid at full salary for six weeks.", 5)]


def test_a_correct_citation_is_verified_despite_line_breaks_case_and_hyphenation(
    server: FakeOpenAI,
) -> None:
    server.queue(
        "/v1/chat/completions",
        reply(
            said(
                "Full-time staff get 28 days of annual leave.",
                (1, "receives 28 days of annual leave per calendar year"),
            ),
            said(
                "Requests go two weeks ahead.",
                (1, "REQUESTS for annual leave must be submitted two weeks in advance"),
            ),
        ),
    )
    draft = generator(server).answer("How much leave?", SOURCES)
    assert draft.unsupported == []
    assert (
        draft.text
        == "Full-time staff get 28 days of annual leave. [1] Requests go two weeks ahead. [1]"
    )
    [quote] = draft.quotes[1]  # one span a reader can highlight, from the first quote to the last
    assert LEAVE[quote.start : quote.end] == LEAVE[LEAVE.index("receives") : -1]
    assert quote.page == 4


def test_a_misquoted_citation_is_dropped_and_its_sentence_flagged(server: FakeOpenAI) -> None:
    server.queue(
        "/v1/chat/completions",
        reply(
            said(
                "Staff get 30 days of annual leave each year [1].",
                (1, "receives 30 days of annual leave"),
            )
        ),
    )
    draft = generator(server).answer("How much leave?", SOURCES)
    assert draft.quotes == {}
    assert draft.text == "Staff get 30 days of annual leave each year."  # the [1] is gone
    assert draft.unsupported == ["Staff get 30 days of annual leave each year."]


def test_an_uncited_sentence_is_flagged_while_a_cited_one_stands(server: FakeOpenAI) -> None:
    server.queue(
        "/v1/chat/completions",
        reply(
            said(
                "Sick pay is full salary for six weeks.",
                (2, "Sick pay is paid at full salary for six weeks."),
            ),
            said("After that, statutory pay applies."),
        ),
    )
    draft = generator(server).answer("Sick pay?", SOURCES)
    assert set(draft.quotes) == {2} and [q.page for q in draft.quotes[2]] == [5]
    assert draft.unsupported == ["After that, statutory pay applies."]


def test_a_citation_of_a_source_that_does_not_exist_is_dropped(server: FakeOpenAI) -> None:
    server.queue(
        "/v1/chat/completions",
        reply(said("Leave is 28 days.", (7, "receives 28 days of annual leave"))),
    )
    draft = generator(server).answer("Leave?", SOURCES)
    assert draft.quotes == {} and draft.text == "Leave is 28 days."
    assert draft.unsupported == ["Leave is 28 days."]


def test_a_sentence_is_not_supported_by_another_sentences_quote_of_the_same_source(
    server: FakeOpenAI,
) -> None:
    """Both sentences cite [1]; the second's quote is invented. It keeps no [1] and is flagged,
    although the first sentence's quote of the same source stands there."""
    server.queue(
        "/v1/chat/completions",
        reply(
            LEAVE_CLAIM,
            said("Unused days are paid out in March.", (1, "unused days are paid out in March")),
        ),
    )
    draft = generator(server).answer("How much leave?", SOURCES)
    assert (
        draft.text
        == "Full-time staff get 28 days of annual leave. [1] Unused days are paid out in March."
    )
    assert draft.unsupported == ["Unused days are paid out in March."]
    [quote] = draft.quotes[1]
    assert LEAVE[quote.start : quote.end] == "receives 28 days of annual leave"


def test_a_sentence_stating_a_figure_its_quote_does_not_hold_is_flagged(
    server: FakeOpenAI,
) -> None:
    """The quote stands in the source, but the sentence says 30 where it says 28: no support.
    A figure written with a thousands separator, or an article's reference number, is no
    mismatch."""
    article = "In total 1200 patients were enrolled [4] across 12 sites."
    server.queue(
        "/v1/chat/completions",
        reply(said("Staff get 30 days of annual leave.", (1, "receives 28 days of annual leave"))),
        reply(said("The trial enrolled 1,200 patients (4).", (1, "1200 patients were enrolled"))),
    )
    wrong = generator(server).answer("How much leave?", SOURCES)
    right = generator(server).answer("How many patients?", [source(1, article)])
    assert wrong.unsupported == ["Staff get 30 days of annual leave."] and wrong.quotes == {}
    assert right.unsupported == [] and right.text.endswith("[1]")


def test_a_source_number_written_in_brackets_is_read_and_a_reply_of_another_shape_is_no_answer(
    server: FakeOpenAI,
) -> None:
    server.queue(
        "/v1/chat/completions",
        reply(said("Sick pay is full salary.", ("[2]", "Sick pay is paid at full salary"))),
        Reply(body=completion('{"answer": "Leave is 28 days [1].", "citations": []}')),
    )
    cited = generator(server).answer("Sick pay?", SOURCES)
    other_shape = generator(server).answer("Leave?", SOURCES)
    assert cited.text == "Sick pay is full salary. [2]" and cited.unsupported == []
    assert (other_shape.text, other_shape.quotes) == ("I don't know.", {})


def test_the_reply_is_asked_for_by_its_json_schema_and_by_json_mode_where_that_is_refused(
    server: FakeOpenAI,
) -> None:
    """A server without structured outputs answers the schema with 400: the same question is
    asked in JSON mode, and so is every later one; the reply is checked the same way."""
    answer = said("Sick pay is full salary.", (2, "Sick pay is paid at full salary"))
    server.queue(
        "/v1/chat/completions", reply(answer), Reply(status=400), reply(answer), reply(answer)
    )
    model = generator(server)
    drafts = [model.answer("Sick pay?", SOURCES) for _ in range(3)]
    formats = [payload["response_format"] for _, payload in server.requests]
    schema = formats[0]["json_schema"]
    assert formats[0]["type"] == "json_schema" and schema["strict"] is True
    assert schema["schema"]["required"] == ["sentences"]
    assert [f["type"] for f in formats[1:]] == ["json_schema", "json_object", "json_object"]
    assert all(d.text == "Sick pay is full salary. [2]" for d in drafts)


def test_a_request_the_server_refuses_in_json_mode_too_is_an_error_not_a_switch(
    server: FakeOpenAI,
) -> None:
    server.queue("/v1/chat/completions", Reply(status=400), Reply(status=400))
    model = generator(server)
    with pytest.raises(Unavailable):
        model.answer("Sick pay?", SOURCES)
    model.answer("Sick pay?", SOURCES)
    assert server.requests[-1][1]["response_format"]["type"] == "json_schema"


def test_an_articles_reference_numbers_reach_the_model_as_no_source_numbers(
    server: FakeOpenAI,
) -> None:
    """Source 1 cites the article's reference [2]: the model reads "(2)", so a [2] in its answer
    could only mean source 2, and its quote of what it read verifies against the original."""
    article = "The mean incubation period was 5.2 days [2] . It was shorter in children."
    server.queue(
        "/v1/chat/completions",
        reply(said("The mean incubation period was 5.2 days.", (1, "was 5.2 days (2) ."))),
    )
    draft = generator(server).answer("Incubation?", [source(1, article), SOURCES[1]])
    user = server.requests[-1][1]["messages"][-1]["content"]
    assert "5.2 days (2) ." in user and "[2]" not in user
    assert draft.unsupported == [] and set(draft.quotes) == {1}
    [quote] = draft.quotes[1]
    assert article[quote.start : quote.end] == "was 5.2 days [2]"


def test_a_reply_that_is_not_json_is_an_unverified_answer(server: FakeOpenAI) -> None:
    server.chat_answer = "Leave is 28 days per year. [1]"
    draft = generator(server).answer("Leave?", SOURCES)
    assert draft.quotes == {} and draft.unsupported == ["Leave is 28 days per year."]


@pytest.mark.db
@pytest.mark.parametrize("refuse", [False, True])
def test_the_answer_is_flagged_or_refused_when_a_claim_is_unsupported(
    conn: psycopg.Connection, embedder: Embedder, server: FakeOpenAI, refuse: bool
) -> None:
    project = make_project(conn, owner="alice")
    add_document(conn, project, "handbook.pdf", [LEAVE], embedder, pages=[4])
    server.queue(
        "/v1/chat/completions",
        reply(
            LEAVE_CLAIM,
            said("Unused days are paid out."),
        ),
    )
    settings = Settings(
        openai_base_url=server.url,
        openai_api_key="sk-test",  # type: ignore[arg-type]
        llm_provider="openai",
        refuse_unsupported_answers=refuse,
    )
    answer = Answerer(conn, embedder, OpenAIGenerator(settings), settings).ask(
        project_id=project, owner_id="alice", question="How many days of annual leave?"
    )
    if refuse:
        assert answer.answer == "I don't know." and answer.sources == []
    else:
        assert not answer.grounded
        assert answer.unsupported == ["Unused days are paid out."]
        cited = [s for s in answer.sources if s.cited]
        assert [s.quote for s in cited] == ["receives 28 days of annual leave"]
        assert (
            cited[0].page == 4
            and cited[0].text[cited[0].quote_start : cited[0].quote_end] == cited[0].quote
        )


def test_one_generator_and_client_serve_every_request_with_the_same_settings(
    server: FakeOpenAI,
) -> None:
    from ragkit.answer.generators import create_generator

    settings = Settings(openai_base_url=server.url, openai_api_key="sk-test")  # type: ignore[arg-type]
    assert create_generator(settings) is create_generator(settings.model_copy())
    other = settings.model_copy(update={"llm_model": "another-model"})
    assert create_generator(other) is not create_generator(settings)


ANNUAL_LEAVE = (
    "## Annual leave\n\nEvery full-time employee receives twenty-five days of paid annual leave "
    "per calendar year.\nPart-time employees receive leave in proportion to their contracted "
    "hours.\nUp to five unused days may be carried over into the next year.\nUnused days expire "
    "on 31 March."
)
