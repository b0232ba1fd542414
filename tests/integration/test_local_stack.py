"""The local stack end to end: template routes, the API over HTTP, presigned uploads into moto,
S3 notifications through SQS to `process`, and ragctl on top."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import pytest

from ragkit.local.ragctl import main
from ragkit.local.server import routes_from_template
from tests.conftest import ROOT


def test_every_openapi_route_is_declared_in_the_template() -> None:
    declared = {(r.method, r.template) for r in routes_from_template(ROOT / "template.yaml")}
    document = json.loads((ROOT / "openapi.json").read_text())
    for path, operations in document["paths"].items():
        template_path = path.replace("{project_id}", "{projectId}").replace(
            "{document_id}", "{documentId}"
        )
        for method in operations:
            assert (method.upper(), template_path) in declared


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from ragkit.db.connection import reset_connection
    from ragkit.local.stack import LocalStack
    from ragkit.settings import get_settings
    from ragkit.storage import s3_client

    saved = dict(os.environ)
    local = LocalStack(api_port=0, s3_port=0, data_dir=tmp_path_factory.mktemp("local")).start()
    yield local.api_url
    local.stop()
    os.environ.clear()
    os.environ.update(saved)
    get_settings.cache_clear()
    s3_client.cache_clear()
    reset_connection()


def _ragctl(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    code = main(list(args))
    out = capsys.readouterr().out
    return code, json.loads(out) if "--json" in args else out


def test_ingest_a_folder_then_ask_with_sources(
    stack: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, report = _ragctl(
        capsys, "--api", stack, "ingest", str(ROOT / "demo"), "--project", "demo", "--json"
    )
    assert code == 0, report
    assert (report["processed"], report["failed"]) == (len(list((ROOT / "demo").iterdir())), 0)
    assert report["chunks"] > 0 and {d["status"] for d in report["documents"]} == {"ready"}

    code, answer = _ragctl(
        capsys,
        "--api",
        stack,
        "ask",
        "--project",
        "demo",
        "--json",
        "How many days of annual leave do employees get?",
    )
    assert "twenty-five days" in answer["answer"] and answer["sources"][0]["cited"]
    code, unknown = _ragctl(
        capsys,
        "--api",
        stack,
        "ask",
        "--project",
        "demo",
        "--json",
        "Who won the 1998 football world cup?",
    )
    assert (unknown["answer"], unknown["sourceCount"]) == ("I don't know.", 0)

    code, again = _ragctl(
        capsys,
        "--api",
        stack,
        "ingest",
        str(ROOT / "demo" / "travel-policy.txt"),
        "--project",
        "demo",
        "--json",
    )
    assert (again["processed"], again["skipped"]) == (0, 1)  # identical content: a duplicate
    assert again["errors"][0]["errorType"] == "duplicate"

    code, projects = _ragctl(capsys, "--api", stack, "projects", "--json")
    assert [p["name"] for p in projects] == ["demo"] and projects[0]["chunkCount"] == report[
        "chunks"
    ]
    code, text = _ragctl(capsys, "--api", stack, "--owner", "someone-else", "projects")
    assert text == ""  # another owner sees nothing


def test_unsupported_files_are_skipped_with_a_reason(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    (tmp_path / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (tmp_path / "notes.txt").write_text("The boiler is serviced every October.")
    code, report = _ragctl(
        capsys, "--api", stack, "ingest", str(tmp_path), "--project", "mixed", "--json"
    )
    assert (report["processed"], report["skipped"], code) == (1, 1, 0)
    assert report["errors"][0]["errorType"] == "unsupported_type"
