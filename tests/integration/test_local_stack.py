"""The local stack end to end: template routes, the API over HTTP, presigned uploads into moto,
S3 notifications through SQS to `process`, and ragctl on top."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from typing import Any

import pytest

from devstack.ragctl import main
from devstack.server import routes_from_template
from ragkit import runtime
from tests.conftest import ROOT


def test_every_openapi_route_is_declared_in_the_template() -> None:
    declared = {(r.method, r.template) for r in routes_from_template(ROOT / "template.yaml")}
    document = json.loads((ROOT / "layers/common/ragkit/api/openapi.json").read_text())
    for path, operations in document["paths"].items():
        template_path = re.sub(r"_(\w)", lambda m: m.group(1).upper(), path)  # {a_b} → {aB}
        for method in operations:
            assert (method.upper(), template_path) in declared


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from devstack.stack import LocalStack

    saved = dict(os.environ)
    local = LocalStack(api_port=0, s3_port=0, data_dir=tmp_path_factory.mktemp("local")).start()
    yield local.api_url
    local.stop()
    os.environ.clear()
    os.environ.update(saved)
    runtime.reset()


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
    files = len(list((ROOT / "demo").iterdir()))
    assert report["run"]["counts"]["new"] == files and report["run"]["status"] == "finished"

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
    ask = ("--api", stack, "ask", "--project", "demo", "and sick leave?")
    code, text = _ragctl(capsys, *ask, "--session", answer["sessionId"])
    assert code == 0 and text.strip()
    assert f"(a follow-up: ragctl ask --session {answer['sessionId']} …)" in text
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
    # identical content: refused before any upload, said as where the project has it
    assert (again["processed"], again["skipped"]) == (0, 1)
    (refused,) = again["errors"]
    assert refused["errorType"] == "duplicate"
    assert refused["message"].startswith("already in the project as travel-policy.txt (uploaded ")
    assert again["run"] is None  # nothing was uploaded: no run of this command to report

    code, projects = _ragctl(capsys, "--api", stack, "projects", "--json")
    assert [p["name"] for p in projects] == ["demo"] and projects[0]["chunkCount"] == report[
        "chunks"
    ]
    code, text = _ragctl(capsys, "--api", stack, "--owner", "someone-else", "projects")
    assert text == ""  # another owner sees nothing


def test_unsupported_files_are_skipped_with_a_reason(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    (tmp_path / "animation.gif").write_bytes(b"GIF89a" + bytes(16))
    (tmp_path / "notes.txt").write_text("The boiler is serviced every October.")
    code, report = _ragctl(
        capsys, "--api", stack, "ingest", str(tmp_path), "--project", "mixed", "--json"
    )
    assert (report["processed"], report["skipped"], code) == (1, 1, 0)
    assert report["errors"][0]["errorType"] == "unsupported_type"


def test_ingest_replace_uploads_only_new_and_changed_files(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    """A changed file replaces the document under its name, so the old text no longer answers;
    an unchanged one is not uploaded again (before, it came back as a failed duplicate)."""
    policy, boiler = tmp_path / "policy.txt", tmp_path / "boiler.txt"
    policy.write_text("Meals during business travel are covered up to 45 euros per day.")
    boiler.write_text("The boiler is serviced every October.")
    ingest = ("--api", stack, "ingest", str(tmp_path), "--project", "replaced", "--json")
    code, first = _ragctl(capsys, *ingest, "--replace")
    assert (code, first["processed"], first["unchanged"]) == (0, 2, 0)

    policy.write_text("Meals during business travel are covered up to 60 euros per day.")
    code, second = _ragctl(capsys, *ingest, "--replace")
    assert (code, second["processed"], second["unchanged"], second["failed"]) == (0, 1, 1, 0)
    code, documents = _ragctl(capsys, *ingest[:2], "projects", "--json")
    project = next(p for p in documents if p["name"] == "replaced")
    assert project["documentCount"] == 2
    question = "How much are meals covered per day?"
    code, answer = _ragctl(
        capsys, "--api", stack, "ask", "--project", "replaced", "--json", question
    )
    assert "60 euros" in answer["answer"] and "45 euros" not in answer["answer"]

    code, again = _ragctl(capsys, *ingest, "--replace")
    assert (code, again["processed"], again["unchanged"], again["run"]) == (0, 0, 2, None)

    # a plain ingest again: the copies are refused before any upload, and leave nothing behind
    code, copies = _ragctl(capsys, *ingest)
    assert (code, copies["failed"], copies["skipped"]) == (0, 0, 2)
    assert {e["errorType"] for e in copies["errors"]} == {"duplicate"}
    code, projects = _ragctl(capsys, *ingest[:2], "projects", "--json")
    assert next(p for p in projects if p["name"] == "replaced")["documentCount"] == 2
    code, cleared = _ragctl(capsys, *ingest, "--replace")
    assert (cleared["processed"], cleared["unchanged"]) == (0, 2)
    code, projects = _ragctl(capsys, *ingest[:2], "projects", "--json")
    assert next(p for p in projects if p["name"] == "replaced")["documentCount"] == 2


def test_ingest_replace_keeps_files_of_one_name_from_different_folders(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    """Two folders' files of the same name are two documents of that name: neither replaces
    the other (each run used to delete the other's document, and the second run left none)."""
    for folder, month in (("north", "October"), ("south", "March")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "boiler.txt").write_text(f"The boiler is serviced every {month}.")
    ingest = ("--api", stack, "ingest", str(tmp_path), "--project", "same-names", "--json")
    code, first = _ragctl(capsys, *ingest, "--replace")
    assert (code, first["processed"], first["unchanged"]) == (0, 2, 0)
    code, second = _ragctl(capsys, *ingest, "--replace")
    assert (code, second["processed"], second["unchanged"]) == (0, 0, 2)
    code, projects = _ragctl(capsys, *ingest[:2], "projects", "--json")
    assert next(p for p in projects if p["name"] == "same-names")["documentCount"] == 2

    (tmp_path / "south" / "boiler.txt").write_text("The boiler is serviced every April.")
    code, third = _ragctl(capsys, *ingest, "--replace")
    assert (code, third["processed"], third["unchanged"]) == (0, 1, 1)
    code, projects = _ragctl(capsys, *ingest[:2], "projects", "--json")
    assert next(p for p in projects if p["name"] == "same-names")["documentCount"] == 2


def _request(
    url: str, method: str = "GET", body: bytes | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=60)
    try:
        conn.request(method, parts.path or "/", body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def test_concurrent_owners_never_see_each_other(stack: str) -> None:
    """Lambda runs one request per environment; so must the local server, or owners swap."""
    from concurrent.futures import ThreadPoolExecutor
    from threading import Barrier

    from devstack.ragctl import ApiError, Client

    owners = [f"crowd-{i}" for i in range(6)]
    own = {o: Client(stack, o).project(f"project-of-{o}", create=True)["id"] for o in owners}
    jobs = [(owners[i % len(owners)], i % 3) for i in range(60)]
    start = Barrier(len(jobs))

    def run(job: tuple[str, int]) -> str | None:
        owner, kind = job
        client, other = Client(stack, owner), own[owners[(owners.index(owner) + 1) % 6]]
        start.wait()
        if kind == 0:
            names = [p["name"] for p in client.call("GET", "/projects")["items"]]
            return None if names == [f"project-of-{owner}"] else f"{owner} listed {names}"
        if kind == 1:
            name = client.call("GET", f"/projects/{own[owner]}")["name"]
            return None if name == f"project-of-{owner}" else f"{owner} got {name}"
        try:
            client.call("GET", f"/projects/{other}")
        except ApiError as exc:
            return None if exc.status == 404 else str(exc)
        return f"{owner} read another owner's project"

    with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
        problems = [p for p in pool.map(run, jobs) if p]
    assert problems == []


def test_only_the_page_itself_may_call_the_local_api(stack: str) -> None:
    token = {"Authorization": "Bearer dev-dev"}
    preflight = {
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
    }
    status, headers, _ = _request(
        f"{stack}/projects", "OPTIONS", headers={"Origin": "https://evil.example", **preflight}
    )
    assert status == 403 and "Access-Control-Allow-Origin" not in headers
    status, _, _ = _request(
        f"{stack}/projects", headers={"Origin": "https://evil.example", **token}
    )
    assert status == 403
    status, headers, _ = _request(
        f"{stack}/projects", "OPTIONS", headers={"Origin": stack, **preflight}
    )
    assert headers.get("Access-Control-Allow-Origin") == stack
    status, _, _ = _request(f"{stack}/projects", headers={"Host": "rebound.example:3000", **token})
    assert status == 403  # a DNS-rebinding page names its own host


def test_bodies_are_bounded_and_204_has_no_body(stack: str) -> None:
    token = {"Authorization": "Bearer dev-bounds", "Content-Type": "application/json"}
    status, _, body = _request(
        f"{stack}/projects", "POST", headers={**token, "Content-Length": str(11 * 1024 * 1024)}
    )
    assert status == 413 and json.loads(body)["error"]["code"] == "too_large"
    status, _, body = _request(
        f"{stack}/projects", "POST", headers={**token, "Content-Length": "-1"}
    )
    assert status == 400
    status, _, body = _request(f"{stack}/projects", "POST", b'{"name": "short-lived"}', token)
    project = json.loads(body)["id"]
    status, headers, body = _request(f"{stack}/projects/{project}", "DELETE", headers=token)
    assert (status, body) == (204, b"") and "Content-Length" not in headers


def test_an_object_deleted_in_the_bucket_leaves_search(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    import time

    import boto3

    from devstack.ragctl import Client
    from ragkit.settings import get_settings

    (tmp_path / "ferry.txt").write_text("The harbour ferry leaves every forty minutes.")
    _, report = _ragctl(
        capsys,
        "--api",
        stack,
        "--owner",
        "dropper",
        "ingest",
        str(tmp_path),
        "--project",
        "drop",
        "--json",
    )
    assert report["processed"] == 1
    key_prefix = f"projects/{Client(stack, 'dropper').project('drop')['id']}/"
    health = json.loads(_request(f"{stack}/_local/health")[2])
    s3 = boto3.client("s3", endpoint_url=health["s3"], region_name="us-east-1")
    bucket = get_settings().bucket_name
    (key,) = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket, Prefix=key_prefix)["Contents"]]
    s3.delete_object(Bucket=bucket, Key=key)
    client, path = Client(stack, "dropper"), key_prefix.replace("projects/", "/projects/")
    deadline = time.monotonic() + 30
    while client.call("GET", path + "documents")["items"] and time.monotonic() < deadline:
        time.sleep(0.3)
    assert client.call("GET", path + "documents")["items"] == []
    found = client.call("POST", path + "search", {"query": "harbour ferry"})
    assert found["results"] == []
    # an operator's drop straight into the bucket, reported by `ragctl runs`
    for name, text in [("tram.txt", "The harbour tram stops at the aquarium."), ("x.pdf", "no")]:
        s3.put_object(Bucket=bucket, Key=f"{key_prefix}inbox/{name}", Body=text.encode())
    code, run = _ragctl(
        capsys, "--api", stack, "--owner", "dropper", "runs", "--project", "drop", "--wait",
        "--json",
    )  # fmt: skip
    assert code == 1  # a file failed
    counts = {name: n for name, n in run["counts"].items() if n}
    # one run (one quiet window): the ferry's item ends as deleted, the tram is new
    assert counts == {"new": 1, "deleted": 1, "failed": 1}
    assert [f["file"] for f in run["failures"]] == ["inbox/x.pdf"]
    # the deleted file comes back with a restore, searchable at once
    (gone,) = client.call("GET", path + "documents?deleted=true")["items"]
    client.call("POST", path + f"documents/{gone['id']}/restore")
    found = client.call("POST", path + "search", {"query": "harbour ferry"})
    assert [hit["filename"] for hit in found["results"]][:1] == ["ferry.txt"]


def test_ragctl_finds_the_stack_ragctl_up_recorded_on_any_port(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`make dev PORT=...` records its address; ragctl uses it and says so, and starts no
    stack of its own."""
    from devstack import stack as local

    monkeypatch.setattr(local, "STATE", tmp_path / "stack.json")
    monkeypatch.delenv("RAGCTL_API", raising=False)
    local.record_stack(stack)
    code = main(["projects", "--json"])
    captured = capsys.readouterr()
    assert code == 0 and isinstance(json.loads(captured.out), list)
    assert captured.err.strip() == f"(stack at {stack})"
    assert (
        main(["--api", "http://127.0.0.1:9", "projects"]) == 2
    )  # nothing there: said, not started
    assert "no stack of this checkout answers" in capsys.readouterr().err


def test_ingest_in_a_named_language_or_the_detected_one(
    stack: str, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    """Through the local stack's API: a German file is detected as German; `--language`
    indexes a file in the language named, whatever detection finds."""
    german, named = tmp_path / "german", tmp_path / "named"
    german.mkdir()
    named.mkdir()
    text = "Bücher dürfen drei Wochen ausgeliehen und zweimal verlängert werden."
    (german / "ausleihe.txt").write_text(text)
    (named / "ausleihe.txt").write_text(text + " Die Rückgabe ist an jedem Schalter möglich.")
    ingest = ("--api", stack, "ingest", "--project", "sprachen", "--json")
    code, detected = _ragctl(capsys, *ingest, str(german))
    document = detected["documents"][0]
    assert (code, document["language"], document["languageSource"]) == (0, "de", "detected")
    code, asked = _ragctl(capsys, *ingest, str(named), "--language", "fr")
    document = asked["documents"][0]
    assert (code, document["language"], document["languageSource"]) == (0, "fr", "asked")
