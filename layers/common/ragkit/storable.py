"""Text PostgreSQL can store: no NUL characters (text columns and COPY refuse them) and no lone
UTF-16 surrogates (they have no UTF-8 encoding). Extracted documents are cleaned; text a client
sends is refused with a clear message instead, so nothing is silently altered."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator

_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def storable(text: str) -> str:
    """`text` without the characters PostgreSQL cannot store."""
    return _UNSTORABLE.sub("", text)


def require_storable(text: str) -> str:
    found = _UNSTORABLE.search(text)
    if found is not None:
        what = "a NUL character" if found.group() == "\x00" else "an unpaired surrogate"
        raise ValueError(f"must not contain {what} (at position {found.start()})")
    return text


StorableStr = Annotated[str, AfterValidator(require_storable)]
