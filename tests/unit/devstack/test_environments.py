"""The local stack's Lambda-style environments: one invocation at a time each, a timeout or a
crash costs the environment (504/502) and the pool carries on with a fresh one."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from devstack.environments import FunctionPool, InvocationError

HANDLER = """
import os, time

def handler(event, context):
    if event.get("crash"):
        os._exit(3)
    time.sleep(event.get("sleep", 0))
    return {"pid": os.getpid(), "remaining_ms": context.get_remaining_time_in_millis()}
"""


@pytest.fixture
def pool(tmp_path: Path) -> Iterator[FunctionPool]:
    (tmp_path / "functions" / "probe").mkdir(parents=True)
    (tmp_path / "functions" / "probe" / "app.py").write_text(HANDLER)
    functions = FunctionPool(tmp_path, "probe", timeout_s=1.0, size=1)
    yield functions
    functions.stop()


def test_a_timeout_or_a_crash_costs_the_environment_not_the_pool(pool: FunctionPool) -> None:
    first = pool.invoke({})
    assert 0 < first["remaining_ms"] <= 1000
    assert pool.invoke({})["pid"] == first["pid"]  # warm: the same environment again
    with pytest.raises(InvocationError) as timed_out:
        pool.invoke({"sleep": 5})
    assert timed_out.value.status == 504
    second = pool.invoke({})
    assert second["pid"] != first["pid"]  # a fresh environment took its place
    with pytest.raises(InvocationError) as crashed:
        pool.invoke({"crash": True})
    assert crashed.value.status == 502
    assert pool.invoke({})["pid"] not in {first["pid"], second["pid"]}


def test_an_invocation_in_flight_when_the_pool_stops_fails_as_an_invocation(
    pool: FunctionPool,
) -> None:
    """The stack stopping under a request: the request gets the invocation's error (the server
    answers 502), not an error of the pool's own bookkeeping."""
    pool.invoke({})  # warm
    failed: list[BaseException] = []

    def call() -> None:
        try:
            pool.invoke({"sleep": 0.8})
        except Exception as exc:  # what it raises is the assertion
            failed.append(exc)

    request = threading.Thread(target=call)
    request.start()
    time.sleep(0.3)
    pool.stop()
    request.join(timeout=5)
    assert [type(exc) for exc in failed] == [InvocationError]
