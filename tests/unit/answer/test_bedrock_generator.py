"""The Bedrock answer path (Converse) against the service's own request schema (botocore's
Stubber), with scripted replies: right, misquoted, uncited and invented citations, throttling,
a refusal, a model without tool use, the deadline and the circuit breaker."""

from __future__ import annotations

import json
import time

import pytest
from botocore.stub import ANY

from ragkit.answer.context import Source
from ragkit.answer.generators import BedrockGenerator, converse_messages, create_generator
from ragkit.answer.prompt import IDK
from ragkit.deadline import Deadline
from ragkit.errors import RateLimited, TimedOut, Unavailable
from ragkit.models.conversation import Turn
from ragkit.providers import invocation_deadline
from ragkit.settings import Settings
from tests.support.bedrock import converse_reply, stubbed
from tests.support.hits import hit

PUMP = [Source(1, hit("The pump runs at 40 bar. It is serviced yearly."))]


def _settings(**overrides: object) -> Settings:
    values: dict[str, object] = {"llm_provider": "bedrock", "bedrock_region": "eu-west-1"}
    return Settings(**(values | overrides))  # type: ignore[arg-type]


def _claim(text: str, *citations: tuple[int, str]) -> dict[str, object]:
    return {"text": text, "citations": [{"source": n, "quote": q} for n, q in citations]}


def test_the_provider_is_chosen_by_settings_and_names_its_default_model() -> None:
    generator = create_generator(_settings())
    assert isinstance(generator, BedrockGenerator)
    assert _settings().resolved_llm_model == "amazon.nova-lite-v1:0"


def test_a_cited_answer_is_checked_against_its_source() -> None:
    settings = _settings(llm_model="anthropic.claude-3-haiku-20240307-v1:0", llm_temperature=0.2)
    reply = {"sentences": [_claim("It runs at 40 bar.", (1, "The pump runs at 40 bar."))]}
    with stubbed("bedrock-runtime", settings) as stub:
        expected = {
            "modelId": "anthropic.claude-3-haiku-20240307-v1:0",
            "system": [{"text": ANY}],
            "messages": [{"role": "user", "content": [{"text": ANY}]}],
            "inferenceConfig": {"maxTokens": 800, "temperature": 0.2},
            "toolConfig": ANY,
        }
        stub.add_response("converse", converse_reply(tool_input=reply), expected)
        draft = BedrockGenerator(settings).answer("How hard does the pump push?", PUMP)
    assert draft.text == "It runs at 40 bar. [1]"
    quote = draft.quotes[1][0]
    assert PUMP[0].hit.content[quote.start : quote.end] == "The pump runs at 40 bar"
    assert draft.unsupported == []


def test_misquoted_uncited_and_invented_citations_leave_sentences_unsupported() -> None:
    reply = {
        "sentences": [
            _claim("It runs at 50 bar.", (1, "The pump runs at 50 bar.")),  # not in the source
            _claim("The pump is painted a bright blue."),  # no citation
            _claim("It is serviced yearly.", (7, "It is serviced yearly.")),  # no source 7
        ]
    }
    with stubbed("bedrock-runtime", _settings()) as stub:
        stub.add_response("converse", converse_reply(tool_input=reply))
        draft = BedrockGenerator(_settings()).answer("Tell me about the pump.", PUMP)
    assert draft.quotes == {}
    assert draft.unsupported == [
        "It runs at 50 bar.",
        "The pump is painted a bright blue.",
        "It is serviced yearly.",
    ]


def test_a_refusal_or_a_guardrail_is_i_dont_know() -> None:
    with stubbed("bedrock-runtime", _settings()) as stub:
        stub.add_response("converse", converse_reply(text="I can't help.", stop="content_filtered"))
        stub.add_response("converse", converse_reply(text="x", stop="guardrail_intervened"))
        generator = BedrockGenerator(_settings())
        assert generator.answer("Tell me about the pump.", PUMP).text == IDK
        assert generator.general("hello") is None


def test_a_model_without_forced_tool_use_answers_json_in_text_from_then_on() -> None:
    claim = _claim("40 bar.", (1, "runs at 40 bar"))
    text = json.dumps({"sentences": [claim]})
    with stubbed("bedrock-runtime", _settings()) as stub:
        stub.add_client_error(
            "converse",
            service_error_code="ValidationException",
            service_message="This model doesn't support the toolConfig.toolChoice.tool field.",
            http_status_code=400,
        )
        without_tools = {
            "modelId": ANY,
            "system": ANY,
            "messages": ANY,
            "inferenceConfig": ANY,
        }
        stub.add_response("converse", converse_reply(text=text), without_tools)
        stub.add_response("converse", converse_reply(text=text), without_tools)
        generator = BedrockGenerator(_settings())
        assert generator.answer("Pressure?", PUMP).text == "40 bar. [1]"
        assert generator.answer("Pressure?", PUMP).text == "40 bar. [1]"  # no second refusal


def test_other_validation_errors_are_not_taken_for_missing_tool_use() -> None:
    with stubbed("bedrock-runtime", _settings()) as stub:
        stub.add_client_error(
            "converse", service_error_code="ValidationException", service_message="bad model id"
        )
        with pytest.raises(Unavailable, match=r"rejected the request \(ValidationException\)"):
            BedrockGenerator(_settings()).answer("Pressure?", PUMP)


@pytest.mark.parametrize(
    ("code", "status", "error"),
    [
        ("ThrottlingException", 429, RateLimited),
        ("ModelTimeoutException", 408, TimedOut),
        ("ServiceUnavailableException", 503, Unavailable),
        ("AccessDeniedException", 403, Unavailable),
    ],
)
def test_service_errors_map_to_ours(code: str, status: int, error: type[Exception]) -> None:
    with stubbed("bedrock-runtime", _settings()) as stub:
        stub.add_client_error("converse", service_error_code=code, http_status_code=status)
        with pytest.raises(error):
            BedrockGenerator(_settings()).general("hello")


def test_the_circuit_opens_after_consecutive_failures() -> None:
    settings = _settings(provider_breaker_failures=2, provider_breaker_cooldown_s=60)
    generator = BedrockGenerator(settings)
    with stubbed("bedrock-runtime", settings) as stub:
        for _ in range(2):
            stub.add_client_error("converse", service_error_code="InternalServerException")
            with pytest.raises(Unavailable, match="provider is unavailable"):
                generator.general("hello")
        with pytest.raises(Unavailable, match="failing; calls resume"):
            generator.general("hello")  # open: no request (the stub has none left to give)


def test_a_call_fits_in_the_invocations_deadline() -> None:
    settings = _settings(bedrock_timeout_s=30.0, bedrock_max_retries=3)
    with invocation_deadline(Deadline(time.monotonic() + 0.5)), pytest.raises(TimedOut):
        BedrockGenerator(settings).general("hello")  # less than the margin left: no call
    from ragkit.bedrock import bedrock_client

    with invocation_deadline(Deadline(time.monotonic() + 4.0)):
        config = bedrock_client("bedrock-runtime", settings).meta.config
    assert config.read_timeout <= 3 and config.retries["total_max_attempts"] == 1


def test_history_becomes_alternating_converse_messages() -> None:
    history = [
        Turn("assistant", "Welcome."),  # Converse starts with the user: dropped
        Turn("user", "What is the leave policy?"),
        Turn("user", "  "),
        Turn("assistant", "25 days [1]"),
        Turn("assistant", "Anything else?"),
    ]
    messages = converse_messages(history, "And sick leave?")
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[1]["content"] == [{"text": "25 days [1]"}, {"text": "Anything else?"}]
    assert messages[2]["content"] == [{"text": "And sick leave?"}]


def test_rewrite_sends_the_conversation_and_keeps_the_question_on_an_empty_reply() -> None:
    history = [Turn("user", "What is the leave policy?"), Turn("assistant", "25 days [1]")]
    with stubbed("bedrock-runtime", _settings()) as stub:
        expected = {
            "modelId": ANY,
            "system": ANY,
            "inferenceConfig": ANY,
            "messages": [
                {"role": "user", "content": [{"text": "What is the leave policy?"}]},
                {"role": "assistant", "content": [{"text": "25 days [1]"}]},
                {"role": "user", "content": [{"text": "tell me more"}]},
            ],
        }
        stub.add_response("converse", converse_reply(text="leave policy details"), expected)
        stub.add_response("converse", converse_reply(text=""), None)
        generator = BedrockGenerator(_settings())
        assert generator.rewrite(history, "tell me more") == "leave policy details"
        assert generator.rewrite(history, "tell me more") == "tell me more"
