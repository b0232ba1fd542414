"""Cold start: import time and peak memory of each function's handler module, and package sizes.

    python -m bench.coldstart [--runs 5] [--no-size]

Each measurement is a fresh `python -c "import app"` in the function's folder (median of runs),
twice: with cached bytecode (.pyc files present), and from source, as in a Lambda whose layer
holds no bytecode: the layer's build unpacks wheels without compiling them and /opt is
read-only, so every cold start compiles each imported module again. "With local embedder" also
loads the ONNX model as the first query would.

What is measured is what `sam build` produced (`make build`, which `make bench-coldstart` runs
first): each function's built folder, with the built layer's `ragkit`; the layer's third-party
wheels are for Python 3.12 on arm64 and cannot load here, so this environment's stand in for
them. The layer is measured unzipped as built (boto3 is left to the Lambda runtime), and with the
bytecode a compiling build would add."""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.common import ROOT, table, write_result

BUILD = ROOT / ".aws-sam" / "build"
BYTECODE = ROOT / ".local" / "coldstart-bytecode"
FUNCTIONS = {
    "projects": "ProjectsFunction",
    "upload": "UploadFunction",
    "chat": "ChatFunction",
    "process": "ProcessFunction",
    "sweep": "SweepFunction",
}
LAMBDA_WHEELS = [
    "--quiet",
    "--only-binary=:all:",
    "--platform",
    "manylinux2014_aarch64",
    "--platform",
    "manylinux_2_28_aarch64",
    "--python-version",
    "3.12",
    "--implementation",
    "cp",
    "--no-compile",
]
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
    """Run `args` in the function's built folder with the built layer's `ragkit` first on the
    path (a folder holding only a link to it)."""
    with tempfile.TemporaryDirectory() as only_ragkit:
        (Path(only_ragkit) / "ragkit").symlink_to(BUILD / "CommonLayer" / "python" / "ragkit")
        return subprocess.run(
            [sys.executable, *args],
            cwd=BUILD / FUNCTIONS[function],
            capture_output=True,
            text=True,
            check=True,
            env={
                "PATH": "/usr/bin:/bin",
                "PYTHONPATH": only_ragkit,
                "AWS_DEFAULT_REGION": "us-east-1",
                "POWERTOOLS_SERVICE_NAME": function,
                "AWS_LAMBDA_FUNCTION_NAME": function,  # as in Lambda: the X-Ray tracer is built
                # bytecode goes beside, never into the built artifacts (-X pycache_prefix wins)
                "PYTHONPYCACHEPREFIX": str(BYTECODE),
            },
        ).stdout.split()


def directory_mb(path: Path) -> float:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / (1024 * 1024)


def layer_sizes() -> dict[str, float]:
    layer = directory_mb(BUILD / "CommonLayer")
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "python"
        shutil.copytree(BUILD / "CommonLayer" / "python", target, symlinks=True)
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
                *LAMBDA_WHEELS,
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
    if not (BUILD / "CommonLayer" / "python" / "ragkit").is_dir():
        raise SystemExit("no built artifacts: run `make build` first")
    rows, results = [], {}
    for function, built in FUNCTIONS.items():
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
        code_mb = directory_mb(BUILD / built)
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
            f"layer (unzipped, without boto3): {sizes['layer_mb']} MB as `sam build` built it, "
            f"{sizes['layer_with_bytecode_mb']} MB with bytecode; "
            f"local embedder extra: {sizes['local_embedder_extra_mb']} MB; "
            "each function package = its app.py (< 0.01 MB) + the layer"
        )


if __name__ == "__main__":
    main()
