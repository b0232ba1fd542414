"""What `sam build` produced (`make build`, run by `make test` before pytest): the layer holds the
product and its dependencies only, and every function, loaded from its built folder with the
built layer's package, answers one of its sample events.

The built layer's dependencies are wheels for CPython 3.12 on arm64, which cannot load on this
machine: each function runs in a fresh interpreter whose `ragkit` is the built layer's copy and
whose third-party packages are this virtual environment's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.conftest import ROOT

BUILD = ROOT / ".aws-sam" / "build"
LAYER = BUILD / "CommonLayer" / "python"

RUN = """
import json, sys
from pathlib import Path
import ragkit
built = str(Path(ragkit.__file__).resolve())
assert "/.aws-sam/build/CommonLayer/python/" in built, built
import importlib.util
spec = importlib.util.spec_from_file_location("app", sys.argv[1])
app = importlib.util.module_from_spec(spec)
spec.loader.exec_module(app)
from devstack.environments import LambdaContext  # the one context shim (not in the layer)
context = LambdaContext(function_name="built", timeout_s=60)
print(json.dumps(app.handler(json.loads(Path(sys.argv[2]).read_text()), context)))
"""


@pytest.fixture(scope="module")
def layer_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not LAYER.is_dir():
        pytest.fail("no built layer: run `make build` (make test runs it first)")
    only_ragkit = tmp_path_factory.mktemp("layer")
    (only_ragkit / "ragkit").symlink_to(LAYER / "ragkit")
    return only_ragkit


def test_the_layer_holds_the_product_and_nothing_of_the_dev_stack() -> None:
    names = {path.name for path in LAYER.iterdir()}
    assert {"ragkit", "pydantic", "psycopg", "aws_lambda_powertools", "pypdf", "openai"} <= names
    for absent in ("devstack", "boto3", "botocore", "onnxruntime", "rapidocr_onnxruntime", "cv2"):
        assert absent not in names, absent
    assert not (LAYER / "ragkit" / "local").exists()
    assert (LAYER / "ragkit" / "api" / "openapi.json").is_file()  # package data came along
    assert list((LAYER / "ragkit" / "db" / "migrations").glob("*.sql"))
    assert not list((LAYER / "ragkit").rglob("__pycache__"))


@pytest.mark.parametrize(
    ("function", "event", "expected"),
    [
        ("ProjectsFunction", "api/openapi_get.json", 200),
        ("UploadFunction", "api/upload_file.json", 404),  # its project does not exist here
        ("ChatFunction", "api/chat_ask.json", 404),
        ("ProcessFunction", "process/s3_put.json", {"batchItemFailures": []}),
        ("MigrateFunction", "migrate/invoke.json", {"applied": []}),  # the test database is current
        (
            "SweepFunction",
            "sweep/scheduled.json",
            {
                "never_arrived": 0,
                "redelivered": 0,
                "stopped": 0,
                "graphs": {"built": 0, "dropped": 0, "waiting": 0},
                "placed": 0,
            },
        ),
        ("PurgeFunction", "purge/scheduled.json", {"projects": 0, "documents": 0}),
    ],
)
def test_each_built_function_answers_its_event(
    layer_package: Path,
    conn: psycopg.Connection,
    database_url: str,
    function: str,
    event: str,
    expected: int | dict[str, object],
) -> None:
    app = BUILD / function / "app.py"
    assert app.is_file(), f"{function} was not built"
    env = {**os.environ, "PYTHONPATH": str(layer_package), "DATABASE_URL": database_url}
    response = _last_json_line(env, RUN, str(app), str(ROOT / "events" / event))
    if isinstance(expected, int):
        assert response["statusCode"] == expected, response
    else:
        assert response == expected


BEDROCK_ANSWER = """
import json
from pathlib import Path
import ragkit
from ragkit.answer.context import Source
from ragkit.answer.generators import create_generator
from ragkit.embeddings import create_embedder
from ragkit.settings import get_settings
from tests.support.bedrock import converse_reply, invoke_reply, stubbed
from tests.support.hits import hit

settings = get_settings()
quote = "The pump runs at 40 bar."
reply = {"sentences": [{"text": "40 bar.", "citations": [{"source": 1, "quote": quote}]}]}
with stubbed("bedrock-runtime", settings) as stub:
    stub.add_response("invoke_model", invoke_reply({"embedding": [0.1] * 1024}))
    stub.add_response("converse", converse_reply(tool_input=reply))
    vector = create_embedder(settings).embed_query("Pressure?")
    draft = create_generator(settings).answer("Pressure?", [Source(1, hit(quote))])
print(json.dumps({"ragkit": str(Path(ragkit.__file__).resolve()), "dims": len(vector),
                  "answer": draft.text}))
"""


def test_the_built_layer_embeds_and_answers_through_bedrock(layer_package: Path) -> None:
    """The Bedrock path as the template configures it, from the built layer, against the
    service's request schema (botocore's Stubber: no network)."""
    env = {
        **os.environ,
        "PYTHONPATH": f"{layer_package}{os.pathsep}{ROOT}",
        "LLM_PROVIDER": "bedrock",
        "EMBEDDING_PROVIDER": "bedrock",
        "LLM_MODEL": "amazon.nova-lite-v1:0",
    }
    result = _last_json_line(env, BEDROCK_ANSWER)
    assert "/.aws-sam/build/CommonLayer/python/" in result["ragkit"]
    assert result["dims"] == 1024 and result["answer"] == "40 bar. [1]"


def _last_json_line(env: dict[str, str], code: str, *args: str) -> Any:
    """Run `code` in a fresh interpreter with `env`; the JSON it printed last."""
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
