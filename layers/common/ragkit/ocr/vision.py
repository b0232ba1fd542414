"""Pictures described by a vision model (VISION_PROVIDER): an image whose OCR finds (almost) no
text, a chart, a photo of a whiteboard, a diagram, becomes searchable through a description
written by Bedrock (Claude, Nova: Converse image blocks) or OpenAI (image input). The
description is stored as the model's words (`described_by` on its chunks), never as the
document's: the API and the page say "described by a model"."""

from __future__ import annotations

import base64
from functools import lru_cache
from typing import Any, Protocol

from ragkit.bedrock import bedrock_call, converse_reply
from ragkit.providers import openai_client, provider_call
from ragkit.settings import DEFAULT_VISION_MODEL, Settings, get_settings

PROMPT = (
    "Describe this picture for someone searching a collection of documents. First copy any "
    "text it shows, word for word. Then say what it shows: a chart's title, axes, series and "
    "values; a diagram's parts and how they connect; a table's columns and rows; a photo's "
    "subject. Plain sentences, no preamble, nothing that is not in the picture."
)


class Refused(Exception):
    """The model (or a guardrail) declined to describe the picture."""


class Describer(Protocol):
    model: str

    def describe(self, image: bytes, image_format: str) -> str:
        """The picture's description; `image_format` is png, jpeg, gif or webp."""
        ...


class BedrockDescriber:
    def __init__(self, settings: Settings) -> None:
        self.model = settings.vision_model or DEFAULT_VISION_MODEL["bedrock"]
        self._settings = settings

    def describe(self, image: bytes, image_format: str) -> str:
        picture = {"image": {"format": image_format, "source": {"bytes": image}}}
        request = {
            "modelId": self.model,
            "messages": [{"role": "user", "content": [picture, {"text": PROMPT}]}],
            "inferenceConfig": {"maxTokens": self._settings.vision_max_tokens, "temperature": 0},
        }
        with bedrock_call("vision", "bedrock-runtime", self._settings) as client:
            reply = converse_reply(client.converse(**request))
        if reply is None:
            raise Refused("the vision model declined to describe the picture")
        return reply


class OpenAIDescriber:
    def __init__(self, settings: Settings) -> None:
        self.model = settings.vision_model or DEFAULT_VISION_MODEL["openai"]
        self._settings = settings
        self._client = openai_client(settings)

    def describe(self, image: bytes, image_format: str) -> str:
        url = f"data:image/{image_format};base64,{base64.b64encode(image).decode()}"
        message: Any = {
            "role": "user",
            "content": [
                {"type": "text", "text": PROMPT},
                {"type": "image_url", "image_url": {"url": url}},
            ],
        }
        with provider_call("vision", self._client, self._settings) as client:
            response = client.chat.completions.create(
                model=self.model,
                messages=[message],
                max_tokens=self._settings.vision_max_tokens,
                temperature=0,
            )
        choice = response.choices[0]
        if choice.finish_reason == "content_filter" or choice.message.refusal:
            raise Refused("the vision model declined to describe the picture")
        return (choice.message.content or "").strip()


def create_describer(settings: Settings) -> Describer | None:
    if settings.vision_provider == "bedrock":
        return BedrockDescriber(settings)
    if settings.vision_provider == "openai":
        return OpenAIDescriber(settings)
    return None


@lru_cache(maxsize=1)
def get_describer() -> Describer | None:
    return create_describer(get_settings())
