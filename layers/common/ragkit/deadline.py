"""The time an invocation has left, so work stops with a reason before Lambda kills it."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Deadline:
    at: float  # time.monotonic() value; math.inf when there is no limit

    @classmethod
    def never(cls) -> Deadline:
        return cls(math.inf)

    @classmethod
    def of_invocation(cls, context: Any, margin_s: float) -> Deadline:
        """From a Lambda context's remaining time, less `margin_s` to record the outcome."""
        remaining = getattr(context, "get_remaining_time_in_millis", None)
        if remaining is None:
            return cls.never()
        return cls(time.monotonic() + remaining() / 1000 - margin_s)

    def remaining_s(self) -> float:
        return self.at - time.monotonic()

    def expired(self) -> bool:
        return self.remaining_s() <= 0
