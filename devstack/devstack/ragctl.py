"""ragctl: run the backend locally and use it from the command line.

Every command talks to the HTTP API. When `ragctl up` is running it uses that stack; otherwise it
starts the embedded parts in-process (same .local/ data) for the duration of the command."""

from __future__ import annotations

import argparse
import hashlib
import json
import mimetypes
import os
import signal
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http import HTTPStatus
from pathlib import Path
from typing import Any

from devstack.stack import (
    ROOT,
    ForeignStack,
    LocalStack,
    PortInUse,
    forget_stack,
    record_stack,
    recorded_stack,
    running_stack,
)
from ragkit.models.formats import FORMATS, is_slide_deck

DEFAULT_API = "http://127.0.0.1:3000"
SETTLE_S = 3.0  # `runs --wait`: a finished run with no new object for this long is done


def _content_type(path: Path) -> str | None:
    known = FORMATS.get(path.suffix.lower())
    return known.content_type if known else None


class ApiError(Exception):
    def __init__(self, status: int, body: dict[str, Any]) -> None:
        error = body.get("error", {})
        super().__init__(f"{status} {error.get('code', '')}: {error.get('message', body)}")
        self.status, self.code, self.message = (
            status,
            error.get("code", ""),
            error.get("message", ""),
        )


class NoStack(Exception):
    pass


class Client:
    def __init__(self, api: str, owner: str) -> None:
        self.api, self.token = api.rstrip("/"), f"Bearer dev-{owner}"

    def call(self, method: str, path: str, body: Any = None) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(  # noqa: S310 - our own local API
            self.api + path,
            data=data,
            method=method,
            headers={"Authorization": self.token, "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=120) as response:  # noqa: S310
                text = response.read()
                return json.loads(text) if text else None
        except urllib.error.HTTPError as exc:
            raise ApiError(exc.code, json.loads(exc.read() or b"{}")) from exc

    def every_item(self, path: str) -> Iterator[dict[str, Any]]:
        """Every item of a paginated list, page after page."""
        cursor = None
        while True:
            joined = "&" if "?" in path else "?"
            page = self.call("GET", path + (f"{joined}cursor={cursor}" if cursor else ""))
            yield from page["items"]
            cursor = page.get("nextCursor")
            if not cursor:
                return

    def project(self, name: str, create: bool = False) -> dict[str, Any]:
        for project in self.every_item("/projects?limit=100"):
            if project["name"] == name:
                return dict(project)
        if not create:
            raise SystemExit(f"no project named {name!r} (create it with `ragctl ingest`)")
        return dict(self.call("POST", "/projects", {"name": name}))


def upload(post: dict[str, Any], path: Path, content_type: str) -> None:
    """POST a file to a presigned S3 form, as a browser would (multipart/form-data)."""
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in post["fields"].items():
        disposition = f'Content-Disposition: form-data; name="{name}"'
        parts.append(f"--{boundary}\r\n{disposition}\r\n\r\n{value}\r\n".encode())
    parts.append(
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{path.name}"\r\n'
        f"Content-Type: {content_type}\r\n\r\n".encode()
        + path.read_bytes()
        + b"\r\n"
    )
    parts.append(f"--{boundary}--\r\n".encode())
    request = urllib.request.Request(  # noqa: S310 - the presigned URL our API returned
        post["url"],
        data=b"".join(parts),
        method="POST",
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}"},
    )
    with urllib.request.urlopen(request, timeout=120):  # noqa: S310
        pass


def stack_address(asked: str | None) -> str | None:
    """The API of the stack to talk to: the one asked for (`--api`, `RAGCTL_API`), else the one
    `ragctl up` recorded in .local/stack.json (any port), else one on the default port; None
    when none runs."""
    if asked:
        return asked if running_stack(asked) else None
    return recorded_stack() or (DEFAULT_API if running_stack(DEFAULT_API) else None)


@contextmanager
def api_for(args: argparse.Namespace) -> Iterator[Client]:
    """A client for the running stack, or for one started in-process just for this command."""
    address = stack_address(args.api)
    if address is not None:
        print(f"(stack at {address})", file=sys.stderr)
        yield Client(address, args.owner)
        return
    if args.api:
        raise NoStack(f"no stack of this checkout answers at {args.api}")
    print("(no stack running: starting one in this process for this command)", file=sys.stderr)
    stack = LocalStack(api_port=0, s3_port=0).start()
    try:
        yield Client(stack.api_url, args.owner)
    finally:
        stack.stop()


def files_under(paths: list[str]) -> list[Path]:
    found: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found.extend(
                p for p in sorted(path.rglob("*")) if p.is_file() and not p.name.startswith(".")
            )
        elif path.is_file():
            found.append(path)
        else:
            raise SystemExit(f"no such file or folder: {raw}")
    return found


def progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        filled = int(30 * done / max(total, 1))
        print(
            f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total}",
            end="",
            file=sys.stderr,
            flush=True,
        )


def not_yet_in(client: Client, project_id: str, files: list[Path]) -> list[Path]:
    """The files the project does not hold as they are now. Every other document under one of
    their names (an older version, or an upload that failed) is deleted, restorable from the
    recycle bin, so the old text no longer answers and old failures leave the list. Files of
    one name from different folders are each a document of that name, none the other's old
    version."""
    by_name: dict[str, list[dict[str, Any]]] = {}
    for document in client.every_item(f"/projects/{project_id}/documents"):
        by_name.setdefault(document["filename"], []).append(document)
    versions: dict[str, dict[str, Path]] = {}  # name -> content hash -> the first such file
    for path in files:
        versions.setdefault(path.name, {}).setdefault(content_sha256(path), path)
    changed = []
    for name, local in versions.items():
        held: set[str] = set()
        for document in by_name.get(name, []):
            sha = document["contentSha256"]
            if document["status"] == "ready" and sha in local and sha not in held:
                held.add(sha)
            else:
                client.call("DELETE", f"/projects/{project_id}/documents/{document['id']}")
        changed += [path for sha, path in local.items() if sha not in held]
    return changed


@dataclass
class _Batch:
    """One command's uploads: the ingestion run its first upload started, and the language
    they are indexed in (None: detected)."""

    language: str | None = None
    run_id: str | None = None


def ingest(
    client: Client,
    paths: list[str],
    project_name: str,
    timeout_s: float,
    *,
    replace: bool = False,
    language: str | None = None,
) -> dict[str, Any]:
    """Upload the files and wait for them; with `replace`, only the files that are new or have
    changed, each in place of the project's document under its name; with `language`, indexed
    in it whatever detection finds."""
    started = time.perf_counter()
    project = client.project(project_name, create=True)
    report: dict[str, Any] = {
        "processed": 0,
        "unchanged": 0,
        "skipped": 0,
        "failed": 0,
        "chunks": 0,
        "seconds": 0.0,
        "errors": [],
        "documents": [],
    }
    files = files_under(paths)
    if replace:
        changed = not_yet_in(client, project["id"], files)
        report["unchanged"], files = len(files) - len(changed), changed
    batch = _Batch(language)  # this command's own ingestion run, started by its first upload
    pending = _send_all(client, project["id"], files, report, batch)
    _wait_for(client, project["id"], pending, report, timeout_s)
    report["seconds"] = round(time.perf_counter() - started, 2)
    # no run when nothing was uploaded: an earlier run is no report of this command
    report["run"] = _run(client, project["id"], batch.run_id) if batch.run_id else None
    return report


def _run(client: Client, project_id: str, run_id: str) -> dict[str, Any]:
    return dict(client.call("GET", f"/projects/{project_id}/ingestion-runs/{run_id}"))


def _send_all(
    client: Client, project_id: str, files: list[Path], report: dict[str, Any], batch: _Batch
) -> dict[str, Path]:
    """Register and upload each file, all in one ingestion run (the batch's, once the first
    upload started it); the documents sent, by id. A file refused (empty, a copy, a type or
    size the API refuses) is counted in the report with the reason."""
    pending: dict[str, Path] = {}
    sent: dict[str, Path] = {}  # content hash -> the file of this command that sent it
    for path in files:
        sha = content_sha256(path)
        refused = _refusal(path, sha, sent)
        if refused is not None:
            report["skipped"] += 1
            report["errors"].append({"file": str(path), **refused})
            continue
        try:
            pending[_send(client, project_id, path, sha, batch)] = path
        except ApiError as exc:
            skipped = exc.code in {"unsupported_type", "too_large", "conflict"}
            report["skipped" if skipped else "failed"] += 1
            kind = "duplicate" if exc.code == "conflict" else exc.code
            report["errors"].append({"file": str(path), "errorType": kind, "message": exc.message})
    return pending


def _wait_for(
    client: Client,
    project_id: str,
    pending: dict[str, Path],
    report: dict[str, Any],
    timeout_s: float,
) -> None:
    """Wait until each sent document is ready or failed (or the time is up), counting each."""
    deadline = time.monotonic() + timeout_s
    total, finished = len(pending), 0
    while pending and time.monotonic() < deadline:
        progress(finished, total)
        time.sleep(0.3)
        for document_id in list(pending):
            document = _document(client, project_id, document_id)
            if document["status"] in {"ready", "failed"}:
                finished += 1
                _count(report, pending.pop(document_id), document)
    progress(finished, total)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    for document_id, path in pending.items():
        report["failed"] += 1
        message = f"not processed within {timeout_s:.0f} s ({document_id})"
        report["errors"].append({"file": str(path), "errorType": "timeout", "message": message})


def _count(report: dict[str, Any], path: Path, document: dict[str, Any]) -> None:
    report["documents"].append({"file": str(path), **document})
    if document["status"] == "ready":
        report["processed"] += 1
        report["chunks"] += document["chunkCount"]
        return
    duplicate = document.get("errorCode") == "duplicate"
    report["skipped" if duplicate else "failed"] += 1
    report["errors"].append(
        {
            "file": str(path),
            "errorType": "duplicate" if duplicate else "failed",
            "message": document["errorMessage"],
        }
    )


def content_sha256(path: Path) -> str:
    """The file's SHA-256 (hex), as the API records a document's `contentSha256`."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _refusal(path: Path, sha: str, sent: dict[str, Path]) -> dict[str, str] | None:
    """Why a file is not sent: it is empty, or another file of this command has its content."""
    if path.stat().st_size == 0:
        return {"errorType": "empty", "message": "the file is empty"}
    if sha in sent:
        return {"errorType": "duplicate", "message": f"the same content as {sent[sha]}"}
    sent[sha] = path
    return None


def _send(client: Client, project_id: str, path: Path, sha: str, batch: _Batch) -> str:
    """Register the file (with its hash: content the project has is refused at once) in the
    command's run and upload it; the new document's id."""
    content_type = (
        _content_type(path) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    )
    accepted = client.call(
        "POST",
        f"/projects/{project_id}/documents",
        {
            "filename": path.name,
            "contentType": content_type,
            "sizeBytes": path.stat().st_size,
            "contentSha256": sha,
            "run": batch.run_id or "new",
        }
        | ({"language": batch.language} if batch.language else {}),
    )
    batch.run_id = str(accepted["runId"])
    upload(accepted["upload"], path, content_type)
    return str(accepted["documentId"])


def _document(client: Client, project_id: str, document_id: str) -> dict[str, Any]:
    """The document's state; one the pipeline moved to the recycle bin (a copy of content
    another upload brought meanwhile) as the failed duplicate it is."""
    try:
        return dict(client.call("GET", f"/projects/{project_id}/documents/{document_id}"))
    except ApiError as exc:
        if exc.status != HTTPStatus.NOT_FOUND:
            raise
    for document in client.call("GET", f"/projects/{project_id}/documents?deleted=true")["items"]:
        if document["id"] == document_id:
            return dict(document)
    return {"status": "failed", "errorCode": "duplicate", "errorMessage": "deleted meanwhile"}


def newest_run(client: Client, project_id: str) -> dict[str, Any] | None:
    """The report of the project's latest ingestion run (the one an upload just joined)."""
    page = client.call("GET", f"/projects/{project_id}/ingestion-runs?limit=1")
    if not page["items"]:
        return None
    return dict(
        client.call("GET", f"/projects/{project_id}/ingestion-runs/{page['items'][0]['id']}")
    )


def wait_for_run(
    client: Client, project_id: str, run: dict[str, Any], timeout_s: float
) -> dict[str, Any]:
    """Poll the run with a progress bar until nothing in it is pending and no object has joined
    it for a few seconds (notifications of a drop trickle in), or the time is up."""
    deadline = time.monotonic() + timeout_s
    settled_since: float | None = None
    while time.monotonic() < deadline:
        total = sum(run["counts"].values())
        progress(total - run["counts"]["pending"], total)
        quiet = settled_since is not None and time.monotonic() - settled_since > SETTLE_S
        if run["status"] == "finished" and quiet:
            break
        time.sleep(0.5)
        seen = run["lastEventAt"], run["status"]
        run = client.call("GET", f"/projects/{project_id}/ingestion-runs/{run['id']}")
        if (run["lastEventAt"], run["status"]) != seen or run["status"] != "finished":
            settled_since = None
        elif settled_since is None:
            settled_since = time.monotonic()
    if sys.stderr.isatty():
        print(file=sys.stderr)
    return run


def print_run(run: dict[str, Any]) -> None:
    counts = ", ".join(f"{name} {n}" for name, n in run["counts"].items())
    ended = f", finished {run['finishedAt']}" if run.get("finishedAt") else ", still running"
    print(f"ingestion run {run['id']} ({run['trigger']}, started {run['startedAt']}{ended})")
    print(f"  {counts}; failed by the sweep {run['failedBySweep']}")
    for failure in run["failures"]:
        print(f"  {failure['outcome']:>9}  {failure['file']}: {failure['reason']}")
    for waiting in run["pending"]:
        print(f"  {'pending':>9}  {waiting['file']} ({waiting.get('status') or 'not yet seen'})")
    if run.get("truncated"):
        print("  (each list shows its first entries; the counts are complete)")


def print_report(report: dict[str, Any]) -> None:
    unchanged = f"unchanged {report['unchanged']}, " if report["unchanged"] else ""
    print(
        f"processed {report['processed']}, {unchanged}skipped {report['skipped']}, "
        f"failed {report['failed']}, {report['chunks']} chunks in {report['seconds']} s"
    )
    for error in report["errors"]:
        print(f"  {error['errorType']:>16}  {error['file']}: {error['message']}")
    if report.get("run"):
        print_run(report["run"])


def _cited(passage: dict[str, Any]) -> str:
    """A quote with its file, place and relevance, on one line."""
    place = _place(passage)
    quote = " ".join(passage["quote"].split())[:160]
    if passage.get("describedBy"):  # the model's words about a picture, not the document's
        quote = f"[described by a model, {passage['describedBy']}] {quote}"
    return f"{passage['filename']}{place and ', ' + place} ({passage['relevance']:.0%}): {quote}"


def _place(passage: dict[str, Any]) -> str:
    """Where the quote stands, as the web page names it: a PDF's page, a deck's slide, a CSV's
    row, a workbook's sheet and row."""
    name = passage["filename"].lower()
    if passage.get("page"):
        return f"{'slide' if is_slide_deck(name) else 'p.'} {passage['page']}"
    if not passage.get("row"):
        return ""
    sheet = passage.get("section") if name.endswith((".xlsx", ".xls", ".ods")) else None
    return f"{sheet + ', ' if sheet else ''}row {passage['row']}"


def print_answer(answer: dict[str, Any]) -> None:
    if answer.get("readAs"):
        print(f"(searched for: {answer['readAs']})")
    print(answer["answer"])
    for aside in ("disclaimer", "note"):
        if answer.get(aside):
            print(f"({answer[aside]})")
    for unsupported in answer.get("unsupported") or []:
        print(f"(no checked citation: {unsupported})")
    if answer.get("closest"):
        closest = answer["closest"]
        print(f"(closest passage, not an answer: {_cited(closest)})")
    for source in answer["sources"]:
        mark = "*" if source["cited"] else " "
        print(f"{mark}[{source['n']}] {_cited(source)}")
        for more in source.get("moreQuotes") or []:  # on another page or row of the source
            place = _place({**source, **more})
            print(f"     and {place or 'also'}: {' '.join(more['quote'].split())[:160]}")
    if answer.get("sessionId"):
        print(f"(a follow-up: ragctl ask --session {answer['sessionId']} …)")


def demo_files() -> list[str]:
    """The demo company's documents: not the folder's README, which describes the demo and
    would answer questions about it ("What is in the onboarding document?")."""
    return [str(p) for p in sorted((ROOT / "demo").iterdir()) if p.name != "README.md"]


def answer_provider() -> str:
    """Who answers, as the settings resolve it: the language model and its server, or the
    offline reader."""
    from ragkit.settings import get_settings

    settings = get_settings()
    provider = settings.resolved_llm_provider
    if provider == "openai":
        server = settings.openai_base_url or "api.openai.com"
        return f"{settings.resolved_llm_model} at {server} (OpenAI-compatible)"
    if provider == "bedrock":
        return f"{settings.resolved_llm_model} on Amazon Bedrock"
    return "the offline reader (ragkit/answer/reader_assets)"


def cmd_up(args: argparse.Namespace) -> int:
    if running_stack(f"http://127.0.0.1:{args.port}"):
        print(f"this checkout's stack is already running on port {args.port}")
        return 1
    started = time.perf_counter()
    s3_port = args.s3_port if args.s3_port is not None else args.port + 1
    stack = LocalStack(api_port=args.port, s3_port=s3_port).start()
    record_stack(stack.api_url)
    print(f"ragkit is running (ready in {time.perf_counter() - started:.1f} s)")
    print(f"  web page and API  {stack.api_url}/   (OpenAPI: {stack.api_url}/openapi.json)")
    print(f"  local S3 + SQS    {stack.s3_url}  (moto)")
    print(f"  PostgreSQL        {os.environ['DATABASE_URL']}  (data in {stack.data_dir}/pg)")
    answers = answer_provider()
    print(f"  answers           {answers}")
    print(f"  owner token       Authorization: Bearer dev-{args.owner}")
    if args.demo:  # a stack older than a change to demo/ gets the files as they are now
        client = Client(stack.api_url, args.owner)
        print_report(ingest(client, demo_files(), "demo", 300, replace=True))
        question = "How many days of annual leave do employees get?"
        print(f'  try: .venv/bin/ragctl ask --project demo "{question}"')
    print("Ctrl-C stops it.")
    stop = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):  # SIGINT explicitly: it may arrive ignored
        signal.signal(signum, lambda *_: stop.set())
    while not stop.wait(0.5):
        pass
    forget_stack()
    stack.stop()
    print("stopped")
    return 0


def cmd_ingest(args: argparse.Namespace) -> int:
    with api_for(args) as client:
        report = ingest(
            client,
            args.paths,
            args.project,
            args.timeout,
            replace=args.replace,
            language=args.language,
        )
    print(json.dumps(report, indent=2, default=str)) if args.json else print_report(report)
    return 1 if report["failed"] else 0


def cmd_runs(args: argparse.Namespace) -> int:
    with api_for(args) as client:
        project = client.project(args.project)
        if args.reconcile:
            run = client.call(
                "POST", f"/projects/{project['id']}/ingestion-runs", {"prefix": args.prefix}
            )
        else:
            run = newest_run(client, project["id"])
            if run is None:
                print("no ingestion run yet")
                return 0
        if args.wait:
            run = wait_for_run(client, project["id"], run, args.timeout)
    print(json.dumps(run, indent=2)) if args.json else print_run(run)
    return 1 if run["counts"]["failed"] else 0


def cmd_ask(args: argparse.Namespace) -> int:
    with api_for(args) as client:
        project = client.project(args.project)
        body: dict[str, Any] = {"message": args.question, "mode": args.mode}
        if args.session:
            body["sessionId"] = args.session
        answer = client.call("POST", f"/projects/{project['id']}/chat", body)
    print(json.dumps(answer, indent=2)) if args.json else print_answer(answer)
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    with api_for(args) as client:
        project = client.project(args.project)
        found = client.call(
            "POST",
            f"/projects/{project['id']}/search",
            {"query": args.query, "k": args.k, "mode": args.mode},
        )
    if args.json:
        print(json.dumps(found, indent=2))
        return 0
    for i, hit in enumerate(found["results"], start=1):
        page = f" p.{hit['pageStart']}" if hit["pageStart"] else ""
        print(
            f"{i:>2}. {hit['score']:.4f} cos={hit['cosine']:.3f} {hit['filename']}{page}: "
            f"{' '.join(hit['content'].split())[:120]}"
        )
    return 0


def cmd_projects(args: argparse.Namespace) -> int:
    with api_for(args) as client:
        items = list(client.every_item("/projects?limit=100"))
    if args.json:
        print(json.dumps(items, indent=2))
        return 0
    for project in items:
        counts = f"{project['documentCount']:>5} documents {project['chunkCount']:>7} chunks"
        print(f"{project['name']:<30} {counts}  {project['id']}")
    return 0


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(prog="ragctl", description=__doc__.splitlines()[0])
    root.add_argument("--owner", default="dev", help="act as this development owner (default: dev)")
    root.add_argument(
        "--api",
        default=os.environ.get("RAGCTL_API"),
        help="API of a running stack (default: the one `ragctl up` runs, on any port)",
    )
    commands = root.add_subparsers(dest="command", required=True)

    up = commands.add_parser("up", help="run the whole stack locally until Ctrl-C")
    up.add_argument("--port", type=int, default=int(os.environ.get("PORT", "3000")))
    up.add_argument("--s3-port", type=int, default=None, help="default: the API port + 1")
    up.add_argument(
        "--demo",
        action="store_true",
        help="ingest demo/ into a 'demo' project (new and changed files only)",
    )
    up.set_defaults(run=cmd_up)

    ingest_cmd = commands.add_parser(
        "ingest", help="upload files or folders and wait for processing"
    )
    ingest_cmd.add_argument("paths", nargs="+")
    ingest_cmd.add_argument("--project", required=True)
    ingest_cmd.add_argument(
        "--timeout", type=float, default=900, help="seconds to wait (default 900)"
    )
    ingest_cmd.add_argument(
        "--replace",
        action="store_true",
        help="upload only new and changed files; a changed file replaces the project's "
        "document under its name (the old one goes to the recycle bin)",
    )
    ingest_cmd.add_argument(
        "--language",
        help="index the files in this language (an ISO 639 code: de, fr, es), not the detected one",
    )
    ingest_cmd.add_argument("--json", action="store_true")
    ingest_cmd.set_defaults(run=cmd_ingest)

    runs = commands.add_parser(
        "runs",
        help="the report of the latest ingestion run (a bulk drop), or reconcile the bucket",
    )
    runs.add_argument("--project", required=True)
    runs.add_argument(
        "--reconcile",
        action="store_true",
        help="compare the bucket with the project: ingest new and changed files, delete gone ones",
    )
    runs.add_argument("--prefix", default="", help="only under projects/{id}/PREFIX")
    runs.add_argument("--wait", action="store_true", help="wait, with a progress bar, until done")
    runs.add_argument("--timeout", type=float, default=900)
    runs.add_argument("--json", action="store_true")
    runs.set_defaults(run=cmd_runs)

    ask = commands.add_parser("ask", help="ask a question; answer with numbered sources")
    ask.add_argument("question")
    ask.add_argument("--project", required=True)
    ask.add_argument("--mode", choices=["strict", "augmented"], default="strict")
    ask.add_argument(
        "--session", help="ask a follow-up in this conversation (its id, printed with an answer)"
    )
    ask.add_argument("--json", action="store_true")
    ask.set_defaults(run=cmd_ask)

    search = commands.add_parser("search", help="ranked chunks for a query")
    search.add_argument("query")
    search.add_argument("--project", required=True)
    search.add_argument("--k", type=int, default=10)
    search.add_argument("--mode", choices=["hybrid", "vector", "text"], default="hybrid")
    search.add_argument("--json", action="store_true")
    search.set_defaults(run=cmd_search)

    projects = commands.add_parser("projects", help="the owner's projects with counts")
    projects.add_argument("--json", action="store_true")
    projects.set_defaults(run=cmd_projects)
    return root


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return int(args.run(args))
    except (ApiError, PortInUse, ForeignStack, NoStack) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader left (`ragctl ask ... | head -1`): no traceback, and none at exit either,
        # when Python flushes the closed stdout
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
