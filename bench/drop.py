"""A bulk drop of 100 files straight into the bucket (the operator's path), on the local stack,
timed from the first object written to the ingestion run's finished report.

    python -m bench.drop [--files 100]

The folder: SciFact abstracts as text, Markdown and CSV files, plus 4 exact copies (duplicates),
3 broken PDFs and 3 empty files, so the report has failures with reasons. Then the same files
are dropped again (a second run: all unchanged but the broken ones) and timed the same way."""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import write_result
from bench.folder import abstracts


def drop_files(count: int) -> dict[str, bytes]:
    """`count` files: 90% abstracts in three formats, the rest duplicates, broken and empty."""
    odd = max(count // 10, 3)
    texts = abstracts(count - odd)
    files: dict[str, bytes] = {}
    for i, (title, body) in enumerate(texts):
        if i % 5 == 3:
            files[f"notes/abstract-{i}.md"] = f"# {title}\n\n{body}\n".encode()
        elif i % 10 == 9:
            files[f"tables/abstract-{i}.csv"] = f'title,text\n"{title}","{body}"\n'.encode()
        else:
            files[f"abstracts/abstract-{i}.txt"] = f"{title}\n\n{body}\n".encode()
    originals = sorted(files)
    for j in range(odd - 6):
        files[f"copies/copy-{j}.txt"] = files[originals[j]]
    for j in range(3):
        files[f"broken/scan-{j}.pdf"] = b"%PDF-1.7 truncated " + bytes([j])
        files[f"empty/blank-{j}.txt"] = b""
    return files


def _drop_and_wait(client: Any, s3: Any, bucket: str, prefix: str, files: dict[str, bytes]) -> Any:
    from devstack.ragctl import newest_run, wait_for_run

    started = time.perf_counter()
    for name, data in files.items():
        s3.put_object(Bucket=bucket, Key=prefix + name, Body=data)
    written = time.perf_counter() - started
    project_id = prefix.split("/")[1]
    run = None
    while run is None or sum(run["counts"].values()) < len(files):
        time.sleep(0.5)  # until every object's notification has joined the run
        run = newest_run(client, project_id)
    run = wait_for_run(client, project_id, run, 1800)
    seconds = time.perf_counter() - started  # includes wait_for_run's SETTLE_S quiet check
    return run, round(written, 2), round(seconds, 1)


def main() -> None:
    import boto3

    from devstack.ragctl import SETTLE_S, Client, print_run
    from devstack.stack import LocalStack
    from ragkit.settings import get_settings

    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=100)
    args = parser.parse_args()
    files = drop_files(args.files)
    results: dict[str, Any] = {"files": len(files)}
    with tempfile.TemporaryDirectory() as tmp:
        stack = LocalStack(api_port=0, s3_port=0, data_dir=Path(tmp) / "local").start()
        try:
            client = Client(stack.api_url, "bench")
            project = client.project("bulk-drop", create=True)
            s3 = boto3.client("s3", endpoint_url=stack.s3_url, region_name="us-east-1")
            prefix = f"projects/{project['id']}/"
            for label in ("first drop", "same files again"):
                if label != "first drop":
                    time.sleep(get_settings().ingestion_run_quiet_s + 1)  # a separate run
                run, written, seconds = _drop_and_wait(
                    client, s3, get_settings().bucket_name, prefix, files
                )
                print(f"{label}: {len(files)} objects written in {written} s; report after "
                      f"{seconds} s (including the {SETTLE_S:.0f} s quiet check)")  # fmt: skip
                print_run(run)
                results[label] = {
                    "write_seconds": written,
                    "drop_to_report_seconds": seconds,
                    "settle_check_seconds": SETTLE_S,
                    "counts": run["counts"],
                    "failures": [(f["file"], f["reason"]) for f in run["failures"]],
                }
        finally:
            stack.stop()
    write_result("drop", results)


if __name__ == "__main__":
    main()
