"""A local OpenAI-compatible HTTP server for tests: real HTTP, scripted replies, no network.

Each request pops the next scripted reply for its path (status, body or delay); with nothing
scripted it answers like a model would: chat echoes a cited sentence, embeddings return unit
vectors."""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: dict[str, Any] | None = None
    delay_s: float = 0.0


@dataclass
class FakeOpenAI:
    url: str = ""
    script: dict[str, deque[Reply]] = field(default_factory=dict)
    requests: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    chat_answer: str = "The answer is in the first source. [1]"

    def queue(self, path: str, *replies: Reply) -> None:
        self.script.setdefault(path, deque()).extend(replies)

    def default(self, path: str, payload: dict[str, Any]) -> dict[str, Any]:
        if path.endswith("/embeddings"):
            inputs = payload["input"] if isinstance(payload["input"], list) else [payload["input"]]
            dims = payload.get("dimensions", 8)
            return {
                "object": "list",
                "model": payload["model"],
                "data": [
                    {"object": "embedding", "index": i, "embedding": [1.0] + [0.0] * (dims - 1)}
                    for i in range(len(inputs))
                ],
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            }
        return completion(self.chat_answer, payload["model"])


@contextmanager
def fake_openai() -> Iterator[FakeOpenAI]:
    state = FakeOpenAI()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            state.requests.append((self.path, payload))
            queued = state.script.get(self.path)
            reply = queued.popleft() if queued else Reply()
            time.sleep(reply.delay_s)
            body = (
                reply.body
                if reply.body is not None
                else (
                    state.default(self.path, payload)
                    if reply.status == 200
                    else {"error": {"message": "scripted failure", "type": "test", "code": None}}
                )
            )
            data = json.dumps(body).encode()
            try:
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                if reply.status == 429:
                    self.send_header("Retry-After", "0")
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout tests)

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


def said(text: str, *citations: tuple[object, str]) -> dict[str, Any]:
    """One sentence of a model's answer with the (source, quote) pairs it gives for it."""
    return {"text": text, "citations": [{"source": n, "quote": q} for n, q in citations]}


def reply(*sentences: dict[str, Any]) -> Reply:
    """A chat completion whose content is the JSON answer the prompts ask for."""
    return Reply(body=completion(json.dumps({"sentences": list(sentences)})))


def completion(content: str, model: str = "gpt-4o-mini") -> dict[str, Any]:
    """A chat completion body with this message content."""
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {
                "index": 0,
                "finish_reason": "stop",
                "message": {"role": "assistant", "content": content},
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }
