"""Concurrent chats and searches on the local stack while a folder ingests.

    python -m bench.load [--owners 10] [--chats 50] [--searches 20] [--rounds 3] [--label X]

Starts the local stack in-process (as `ragctl` does without `ragctl up`), gives each of N owners a
project holding one document with a fact no other project has, then, per round, fires all chats
and searches at once (one thread each) while another owner ingests the 20-document folder of
`bench.folder`. Every response is checked against its own request: the answer must carry the
caller's fact and cite only the caller's documents; search hits must come from the caller's
project. Prints errors, cross-talk and p50/p95 per kind; writes bench/results/load.json."""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.common import percentiles, write_result

_WORDS = "amber birch cobalt dune ember fjord granite harbor indigo juniper kestrel lagoon".split()


@dataclass(frozen=True)
class Tenant:
    owner: str
    project_id: str
    document_ids: frozenset[str]
    topic: str
    code: str


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"chat": [], "search": []})
    errors: list[str] = field(default_factory=list)
    cross_talk: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _fact(index: int) -> tuple[str, str]:
    topic = f"{_WORDS[index % len(_WORDS)]} archive {index}"
    return topic, f"K{index:03d}-{(index * 7919) % 10000:04d}"


def make_tenants(api: str, count: int, folder: Path) -> list[Tenant]:
    from devstack.ragctl import Client, ingest

    tenants = []
    for index in range(count):
        topic, code = _fact(index)
        owner = f"load-{index}"
        path = folder / f"notice-{index}.md"
        path.write_text(
            f"# Notice {index}\n\nThe access code for the {topic} is {code}. "
            f"Visitors to the {topic} sign in at the front desk.\n"
        )
        client = Client(api, owner)
        report = ingest(client, [str(path)], f"load-{index}", 300)
        assert report["failed"] == 0, report
        project = client.project(f"load-{index}")
        docs = list(client.every_item(f"/projects/{project['id']}/documents"))
        tenants.append(Tenant(owner, project["id"], frozenset(d["id"] for d in docs), topic, code))
    return tenants


def _timed(tally: Tally, kind: str, action: Any) -> Any:
    from devstack.ragctl import ApiError

    started = time.perf_counter()
    try:
        result = action()
    except ApiError as exc:
        # The caller's own project exists: a 404 means the request ran as someone else.
        with tally.lock:
            (tally.cross_talk if exc.status == 404 else tally.errors).append(f"{kind}: {exc}")
        return None
    except OSError as exc:
        with tally.lock:
            tally.errors.append(f"{kind}: {type(exc).__name__}: {exc}")
        return None
    with tally.lock:
        tally.latencies[kind].append(time.perf_counter() - started)
    return result


def chat(api: str, tenant: Tenant, tally: Tally) -> None:
    from devstack.ragctl import Client

    client = Client(api, tenant.owner)
    question = f"What is the access code for the {tenant.topic}?"
    path = f"/projects/{tenant.project_id}/chat"
    answer = _timed(tally, "chat", lambda: client.call("POST", path, {"message": question}))
    if answer is None:
        return
    cited = {s["documentId"] for s in answer.get("sources", [])}
    if tenant.code not in answer.get("answer", "") or not cited <= tenant.document_ids:
        with tally.lock:
            tally.cross_talk.append(f"chat as {tenant.owner}: {str(answer)[:200]}")


def search(api: str, tenant: Tenant, tally: Tally) -> None:
    from devstack.ragctl import Client

    client = Client(api, tenant.owner)
    path = f"/projects/{tenant.project_id}/search"
    found = _timed(tally, "search", lambda: client.call("POST", path, {"query": tenant.topic}))
    if found is None:
        return
    hits = found.get("results", [])
    if not hits or any(h["documentId"] not in tenant.document_ids for h in hits):
        with tally.lock:
            tally.cross_talk.append(f"search as {tenant.owner}: {str(found)[:200]}")


def burst(api: str, tenants: list[Tenant], chats: int, searches: int, tally: Tally) -> None:
    jobs = [(chat, tenants[i % len(tenants)]) for i in range(chats)]
    jobs += [(search, tenants[i % len(tenants)]) for i in range(searches)]
    start = threading.Barrier(len(jobs))

    def run(job: tuple[Any, Tenant]) -> None:
        start.wait()
        job[0](api, job[1], tally)

    with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
        list(pool.map(run, jobs))


def _latency(seconds: list[float]) -> dict[str, float | None]:
    return {**percentiles(seconds)} if seconds else {"p50_ms": None, "p95_ms": None, "p99_ms": None}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--owners", type=int, default=10)
    parser.add_argument("--chats", type=int, default=50)
    parser.add_argument("--searches", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--label", default="", help="stored with the figures (e.g. before/after)")
    args = parser.parse_args(argv)

    from bench.folder import write_folder
    from devstack.ragctl import Client, ingest
    from devstack.stack import LocalStack

    with tempfile.TemporaryDirectory() as tmp:
        folder, facts = Path(tmp) / "mixed", Path(tmp) / "facts"
        folder.mkdir()
        facts.mkdir()
        write_folder(folder)
        stack = LocalStack(api_port=0, s3_port=0, data_dir=Path(tmp) / "local").start()
        try:
            tenants = make_tenants(stack.api_url, args.owners, facts)
            tally = Tally()
            report: dict[str, Any] = {}

            def ingest_folder() -> None:
                try:
                    report.update(
                        ingest(Client(stack.api_url, "loader"), [str(folder)], "mixed", 600)
                    )
                except Exception as exc:  # the folder's failure is a figure, not a crash
                    tally.errors.append(f"folder ingest: {exc}")

            loader = threading.Thread(target=ingest_folder)
            started = time.perf_counter()
            loader.start()
            for _ in range(args.rounds):
                burst(stack.api_url, tenants, args.chats, args.searches, tally)
            loader.join()
            seconds = time.perf_counter() - started
        finally:
            stack.stop()

    requests = args.rounds * (args.chats + args.searches)
    result = {
        "label": args.label,
        "requests": requests,
        "errors": len(tally.errors),
        "cross_talk": len(tally.cross_talk),
        "chat": _latency(tally.latencies["chat"]),
        "search": _latency(tally.latencies["search"]),
        "seconds": round(seconds, 1),
        "folder": {k: report.get(k) for k in ("processed", "failed", "chunks", "seconds")},
        "error_samples": tally.errors[:5],
        "cross_talk_samples": tally.cross_talk[:5],
    }
    write_result(f"load{'-' + args.label if args.label else ''}", result)
    print(
        f"{requests} requests ({args.rounds} rounds of {args.chats} chats + {args.searches} "
        f"searches, {args.owners} owners) while 20 documents ingest, {seconds:.1f} s:\n"
        f"  errors {len(tally.errors)}, cross-talk {len(tally.cross_talk)}\n"
        f"  chat   p50 {result['chat']['p50_ms']} ms, p95 {result['chat']['p95_ms']} ms\n"
        f"  search p50 {result['search']['p50_ms']} ms, p95 {result['search']['p95_ms']} ms\n"
        f"  folder: {result['folder']}"
    )
    for sample in tally.errors[:3] + tally.cross_talk[:3]:
        print("  e.g.", sample)


if __name__ == "__main__":
    main()
