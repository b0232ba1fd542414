"""Cold start: import time and peak memory of each function's handler module, and package sizes.

    python -m bench.coldstart [--runs 5] [--no-size]

Each measurement is a fresh `python -c "import app"` in the function's folder (median of runs),
twice: with cached bytecode (.pyc files present), and from source, as in a Lambda whose layer
holds no bytecode: SAM's Python builder unpacks wheels without compiling them and /opt is
read-only, so every cold start compiles each imported module again. "With local embedder" also
loads the ONNX model as the first query would. The layer is built as SAM builds it (wheels for
Python 3.12 on arm64 from layers/common/requirements.txt, not compiled; boto3 excluded since the
Lambda runtime has it) and measured unzipped, also with the bytecode a compiling build would add."""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.common import ROOT, table, write_result

FUNCTIONS = ("projects", "upload", "chat", "process")
PROBE = """
import resource, sys, time
started = time.perf_counter()
import app
{extra}
elapsed = time.perf_counter() - started
print(elapsed, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
LOAD_EMBEDDER = "from ragkit.embeddings import get_embedder; get_embedder().embed_query('warm')"


def import_cost(
    function: str, extra: str, runs: int, *, from_source: bool = False
) -> tuple[float, float]:
    seconds, memory = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as empty:
            # An empty pycache_prefix hides every cached .pyc; nothing new is written there
            no_bytecode = ["-B", "-X", f"pycache_prefix={empty}"] if from_source else []
            out = _probe(function, [*no_bytecode, "-c", PROBE.format(extra=extra)])
        seconds.append(float(out[-2]))
        memory.append(int(out[-1]) / 1024)
    return statistics.median(seconds), statistics.median(memory)


def _probe(function: str, args: list[str]) -> list[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT / "functions" / function,
        capture_output=True,
        text=True,
        check=True,
        env={
            "PATH": "/usr/bin:/bin",
            "AWS_DEFAULT_REGION": "us-east-1",
            "POWERTOOLS_SERVICE_NAME": function,
        },
    ).stdout.split()


def directory_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / (1024 * 1024)


def layer_sizes() -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "python"
        common = [
            "--quiet",
            "--only-binary=:all:",
            "--platform",
            "manylinux2014_aarch64",
            "--platform",
            "manylinux_2_28_aarch64",  # recent tiktoken arm64 wheels (Lambda has glibc 2.34)
            "--python-version",
            "3.12",
            "--implementation",
            "cp",
            "--no-compile",  # as SAM: wheels are unpacked, not byte-compiled
        ]
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "install",
                *common,
                "--target",
                str(target),
                "-r",
                str(ROOT / "layers/common/requirements.txt"),
            ],
            check=True,
        )
        for name in ("boto3", "botocore", "s3transfer"):  # provided by the Lambda runtime
            for found in target.glob(f"{name}*"):
                shutil.rmtree(found, ignore_errors=True)
        shutil.copytree(
            ROOT / "layers/common/ragkit",
            target / "ragkit",
            ignore=shutil.ignore_patterns("__pycache__"),
        )
        layer = directory_mb(target)
        # The bytecode a compiling build would add (this interpreter's; 3.12's is alike in size)
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(target)], check=False)
        with_bytecode = directory_mb(target)
        extra = Path(tmp) / "local"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "install",
                *common,
                "--target",
                str(extra),
                "-r",
                str(ROOT / "layers/common/requirements-local.txt"),
            ],
            check=True,
        )
        local = directory_mb(extra)
    return {
        "layer_mb": round(layer, 1),
        "layer_with_bytecode_mb": round(with_bytecode, 1),
        "local_embedder_extra_mb": round(local, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-size", action="store_true")
    args = parser.parse_args()
    rows, results = [], {}
    for function in FUNCTIONS:
        seconds, memory = import_cost(function, "", args.runs)
        from_source, _ = import_cost(function, "", args.runs, from_source=True)
        entry = {
            "import_seconds": round(seconds, 3),
            "import_from_source_seconds": round(from_source, 3),
            "peak_mb": round(memory, 1),
        }
        if function in {"chat", "process"}:
            with_model, with_memory = import_cost(function, LOAD_EMBEDDER, max(1, args.runs // 2))
            entry |= {
                "with_local_embedder_seconds": round(with_model, 3),
                "with_local_embedder_peak_mb": round(with_memory, 1),
            }
        code_mb = directory_mb(ROOT / "functions" / function)
        entry["function_code_mb"] = round(code_mb, 3)
        results[function] = entry
        rows.append(
            [
                function,
                entry["import_seconds"],
                entry["import_from_source_seconds"],
                entry["peak_mb"],
                entry.get("with_local_embedder_seconds", "-"),
                entry.get("with_local_embedder_peak_mb", "-"),
            ]
        )
    sizes = {} if args.no_size else layer_sizes()
    write_result("coldstart", {"functions": results, "packages": sizes})
    header = ["function", "import s", "from source s", "peak MB", "+embedder s", "+embedder MB"]
    print(table(rows, header))
    if sizes:
        print(
            f"layer (unzipped, without boto3): {sizes['layer_mb']} MB as SAM builds it, "
            f"{sizes['layer_with_bytecode_mb']} MB with bytecode; "
            f"local embedder extra: {sizes['local_embedder_extra_mb']} MB; "
            "each function package = its app.py (< 0.01 MB) + the layer"
        )


if __name__ == "__main__":
    main()
