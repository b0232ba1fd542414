"""Benchmarks (`make bench`); each module prints a table and writes bench/results/<name>.json."""

import os

# Keep the printed tables readable: the package logs every document at INFO.
os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")
