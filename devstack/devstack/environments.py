"""Lambda-style execution environments for the local stack.

In AWS each execution environment runs one invocation at a time, so module state (Powertools'
resolver keeps the current event in a class attribute, the warm connection, caches) belongs to
one request. Threads sharing one imported handler break that: owners, bodies and responses were
seen to swap between concurrent callers. Here every environment is a process of its own that
imports its function once and runs one invocation at a time; a function's pool starts another
environment when all are busy, up to its size, after which requests queue, as Lambda's reserved
concurrency does. An invocation past the function's timeout kills its environment, as Lambda
does."""

from __future__ import annotations

import importlib.util
import multiprocessing
import queue
import threading
import time
import uuid
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

_SPAWN = multiprocessing.get_context("spawn")  # a fresh interpreter: no state copied by fork
_GRACE_S = 2.0  # time to report back after the handler returns at its deadline


class InvocationError(Exception):
    """The environment died or timed out; `status` is what API Gateway would answer."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class LambdaContext:
    """The fields of Lambda's context object the handlers and Powertools read."""

    function_name: str
    timeout_s: float
    memory_limit_in_mb: int = 1024
    invoked_function_arn: str = "arn:aws:lambda:us-east-1:000000000000:function:local"
    aws_request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    _deadline: float = field(default=0.0, repr=False)

    def __post_init__(self) -> None:
        self._deadline = time.monotonic() + self.timeout_s

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


def _load_handler(root: Path, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(
        f"local_{name}_app", root / "functions" / name / "app.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.handler


def _environment_main(root: Path, name: str, timeout_s: float, channel: Connection) -> None:
    """The body of one environment process: import once, then invoke until the pipe closes."""
    handler = _load_handler(root, name)
    channel.send("ready")
    while True:
        try:
            event = channel.recv()
        except EOFError:
            return
        try:
            channel.send(("ok", handler(event, LambdaContext(name, timeout_s))))
        except Exception as exc:  # as in Lambda: an unhandled error fails the invocation
            channel.send(("error", f"{type(exc).__name__}: {exc}"))


class _Environment:
    def __init__(self, root: Path, name: str, timeout_s: float) -> None:
        self.channel, child = _SPAWN.Pipe()
        self.process = _SPAWN.Process(
            target=_environment_main, args=(root, name, timeout_s, child), daemon=True
        )
        self.process.start()
        child.close()
        self.ready = False
        # held while the pipe is in use, so that it is closed once and never under a thread
        # that reads it: its descriptor may at once be another file's (a database socket)
        self._using = threading.RLock()
        self._closed = False

    def invoke(self, event: dict[str, Any], timeout_s: float) -> dict[str, Any]:
        with self._using:
            if self._closed:
                raise InvocationError(502, "the function's environment was stopped")
            if not self.ready:  # the first invocation waits for the cold start
                self._receive(timeout_s + 60)
                self.ready = True
            self.channel.send(event)
            status, payload = self._receive(timeout_s + _GRACE_S)
        if status == "error":
            raise InvocationError(502, f"the function failed: {payload}")
        result: dict[str, Any] = payload
        return result

    def _receive(self, timeout_s: float) -> Any:
        try:
            if self.channel.poll(timeout_s):
                return self.channel.recv()
        except (EOFError, OSError) as exc:
            raise InvocationError(502, "the function's environment crashed") from exc
        self.stop()
        raise InvocationError(504, f"the function did not finish within {timeout_s:.0f} s")

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def stop(self) -> None:
        """Kill the process (an invocation waiting on it then reads the pipe's end and fails),
        then close the pipe once, when no invocation uses it; from any thread, any number of
        times."""
        if self.process.is_alive():
            self.process.kill()
        self.process.join(timeout=5)
        with self._using:
            if not self._closed:
                self._closed = True
                self.channel.close()


class FunctionPool:
    """Up to `size` environments of one function; `invoke` borrows an idle one or starts one."""

    def __init__(self, root: Path, name: str, *, timeout_s: float, size: int) -> None:
        self.root, self.name, self.timeout_s, self.size = root, name, timeout_s, size
        self._idle: queue.LifoQueue[_Environment] = queue.LifoQueue()  # warmest first
        self._started = 0
        self._lock = threading.Lock()
        self._all: list[_Environment] = []

    def prewarm(self) -> None:
        """Start one environment now, so the first request does not pay the whole cold start."""
        with self._lock:
            if self._started == 0:
                self._idle.put(self._start())

    def invoke(self, event: dict[str, Any]) -> dict[str, Any]:
        environment = self._borrow()
        try:
            result = environment.invoke(event, self.timeout_s)
        except InvocationError:
            self._discard(environment)
            raise
        self._idle.put(environment)
        return result

    def _borrow(self) -> _Environment:
        """An idle environment, else a new one below the pool's size, else wait for either (a
        crashed or timed-out environment frees its place, so waiters look again)."""
        wait = 0.0
        while True:
            try:
                return self._idle.get(timeout=wait) if wait else self._idle.get_nowait()
            except queue.Empty:
                pass
            with self._lock:
                if self._started < self.size:
                    return self._start()
            wait = 0.2

    def _start(self) -> _Environment:
        environment = _Environment(self.root, self.name, self.timeout_s)
        self._started += 1
        self._all.append(environment)
        return environment

    def _discard(self, environment: _Environment) -> None:
        environment.stop()
        with self._lock:
            if environment in self._all:  # not when the pool was stopped meanwhile
                self._started -= 1
                self._all.remove(environment)

    def stop(self) -> None:
        with self._lock:
            for environment in self._all:
                environment.stop()
            self._all.clear()
            self._started = 0
