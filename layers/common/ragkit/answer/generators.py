"""The language-model generator behind one interface: `openai` (Chat Completions, or any
OpenAI-compatible server through OPENAI_BASE_URL) or `bedrock` (the Converse API: Claude, Nova,
Llama, Mistral...). Both send the same prompt and check the reply's quotes the same way. Without
one (`LLM_PROVIDER=extractive`, the offline default) `create_generator` gives None and the
reader answers (`answer.service`)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import Any, Protocol

from pydantic import ValidationError

from ragkit.answer.citations import Draft, answer_sentences, check
from ragkit.answer.context import Source, recent_turns
from ragkit.answer.prompt import (
    AUGMENTED_SYSTEM,
    AUGMENTED_WITH_SOURCES_SYSTEM,
    IDK,
    REPLY_SCHEMA,
    REWRITE_SYSTEM,
    STRICT_SYSTEM,
    Claim,
    ModelReply,
    question_message,
)
from ragkit.bedrock import bedrock_call, converse_reply, error_code
from ragkit.models.conversation import Turn
from ragkit.providers import openai_client, provider_call
from ragkit.settings import DEFAULT_LLM_MODEL, Settings
from ragkit.tokens import count_tokens


class Generator(Protocol):
    name: str

    def answer(
        self,
        question: str,
        sources: Sequence[Source],
        history: Sequence[Turn] = (),
        *,
        augmented: bool = False,
    ) -> Draft: ...

    def general(self, question: str) -> str | None: ...

    def rewrite(self, history: Sequence[Turn], question: str) -> str: ...


@lru_cache(maxsize=4)
def create_generator(settings: Settings) -> Generator | None:
    """The language model for these settings, built once per warm container (building an
    OpenAI client costs ~34 ms here, and a kept client reuses its connections); None offline."""
    provider = settings.resolved_llm_provider
    if provider == "openai":
        return OpenAIGenerator(settings)
    if provider == "bedrock":
        return BedrockGenerator(settings)
    return None


def parse_reply(reply: str) -> list[Claim]:
    """The answer's sentences, each with the quotes it claims, from the model's JSON reply; a
    reply that is not JSON is an answer without verifiable citations, and JSON of another shape
    no answer at all."""
    try:
        return ModelReply.model_validate_json(reply).sentences
    except ValidationError as error:
        if any(e["type"] == "json_invalid" for e in error.errors()):
            return [Claim(text=sentence) for sentence in answer_sentences(reply)]
        return []


_JSON_MODE: dict[str, Any] = {"type": "json_object"}


class ChatGenerator(ABC):
    """The answer protocol on top of a provider's chat call (`_chat`): the prompt, the
    conversation's latest turns, the reply's quotes checked against the sources."""

    name: str

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._model = settings.llm_model or DEFAULT_LLM_MODEL[self.name]
        self._temperature = settings.llm_temperature
        self._max_tokens = settings.llm_max_tokens
        # the conversation so far may take a quarter of the context's budget beside the sources
        self._history_budget = settings.context_budget_tokens // 4

    @abstractmethod
    def _chat(
        self, system: str, user: str, history: Sequence[Turn] = (), *, as_json: bool = False
    ) -> str:
        """The model's reply to `user` after `history`, as JSON text when `as_json`."""

    def answer(
        self,
        question: str,
        sources: Sequence[Source],
        history: Sequence[Turn] = (),
        *,
        augmented: bool = False,
    ) -> Draft:
        """The model's answer, with the conversation's latest turns before the question, each
        of its sentences checked against the quotes given with it after generation: a citation
        whose quote is not in its source is dropped (a number remembered from an earlier answer
        included), and every sentence left without a verified citation is reported (in
        augmented mode those are the general knowledge the model added)."""
        turns = recent_turns(history, self._history_budget, count_tokens)
        message = question_message(question, sources)
        system = AUGMENTED_WITH_SOURCES_SYSTEM if augmented else STRICT_SYSTEM
        reply = self._chat(system, message, turns, as_json=True)
        draft = check(parse_reply(reply), sources)
        return draft if draft.text and draft.text != IDK else Draft(IDK, {})

    def general(self, question: str) -> str | None:
        return self._chat(AUGMENTED_SYSTEM, question) or None

    def rewrite(self, history: Sequence[Turn], question: str) -> str:
        return self._chat(REWRITE_SYSTEM, question, history) or question


class OpenAIGenerator(ChatGenerator):
    name = "openai"

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        self._client = openai_client(settings)
        self._structured = True  # until the server rejects the reply's JSON schema

    def _chat(
        self, system: str, user: str, history: Sequence[Turn] = (), *, as_json: bool = False
    ) -> str:
        messages = [{"role": "system", "content": system}]
        messages += [{"role": turn.role, "content": turn.content} for turn in history]
        messages.append({"role": "user", "content": user})
        with provider_call("language model", self._client, self._settings) as client:
            create = partial(
                client.chat.completions.create,
                model=self._model,
                messages=messages,
                temperature=self._temperature,
                max_tokens=self._max_tokens,
            )
            response = self._as_json(create) if as_json else create()
        return (response.choices[0].message.content or "").strip()

    def _as_json(self, create: Callable[..., Any]) -> Any:
        """The call asking for the reply's JSON schema (structured output), or JSON mode from a
        server that rejects the schema, and from then on once JSON mode works there."""
        import openai

        if not self._structured:
            return create(response_format=_JSON_MODE)
        try:
            return create(response_format=REPLY_SCHEMA)
        except openai.BadRequestError:
            response = create(response_format=_JSON_MODE)
            self._structured = False
            return response


_ANSWER_TOOL: dict[str, Any] = {
    "tools": [
        {
            "toolSpec": {
                "name": "answer",
                "description": "Give the answer: one entry per sentence, each with its quotes.",
                "inputSchema": {"json": ModelReply.model_json_schema(mode="serialization")},
            }
        }
    ],
    "toolChoice": {"tool": {"name": "answer"}},
}


class BedrockGenerator(ChatGenerator):
    """Amazon Bedrock's Converse API: one request shape for every chat model it serves."""

    name = "bedrock"

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        self._tools = True  # until the model rejects a forced tool choice

    def _chat(
        self, system: str, user: str, history: Sequence[Turn] = (), *, as_json: bool = False
    ) -> str:
        request = {
            "modelId": self._model,
            "system": [{"text": system}],
            "messages": converse_messages(history, user),
            "inferenceConfig": {"maxTokens": self._max_tokens, "temperature": self._temperature},
        }
        with bedrock_call("language model", "bedrock-runtime", self._settings) as client:
            response = self._as_json(client, request) if as_json else client.converse(**request)
        # a refusal is no reply: the answer step says "I don't know."
        return converse_reply(response) or ""

    def _as_json(self, client: Any, request: dict[str, Any]) -> Any:
        """The call that has the model fill the answer tool's schema (structured output on
        every model with tool use), or a plain call, whose reply the prompt asks to be JSON,
        to a model that cannot be made to use a tool, and from then on."""
        from botocore.exceptions import ClientError

        if self._tools:
            try:
                return client.converse(**request, toolConfig=_ANSWER_TOOL)
            except ClientError as error:
                if error_code(error) != "ValidationException" or "tool" not in str(error).lower():
                    raise
                self._tools = False
        return client.converse(**request)


def converse_messages(history: Sequence[Turn], user: str) -> list[dict[str, Any]]:
    """The conversation as Converse wants it: starting with the user, roles alternating (two
    turns of one role in a row are one message of two blocks), no empty text."""
    messages: list[dict[str, Any]] = []
    for role, text in [(turn.role, turn.content) for turn in history] + [("user", user)]:
        if not text.strip() or (not messages and role != "user"):
            continue
        if messages and messages[-1]["role"] == role:
            messages[-1]["content"].append({"text": text})
        else:
            messages.append({"role": role, "content": [{"text": text}]})
    return messages
