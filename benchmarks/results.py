"""What a benchmark produces: one timed (or unavailable) cell of a table."""

from __future__ import annotations

from dataclasses import dataclass

NOT_INSTALLED = "not installed"
NOT_REGISTERED = "not registered yet"


@dataclass(frozen=True)
class Entry:
    """One implementation of one case at one size: its median time, or why there is none."""

    case: str  # e.g. "tanh" or "10-op chain"
    size: str  # as shown, e.g. "1e+06" or "64x64"
    n: int  # elements of the main input, the x axis of the plot
    impl: str  # e.g. "derivgen", "numpy", "torch (1 thread)"
    seconds: float | None = None
    status: str = ""  # empty when measured; else NOT_INSTALLED, NOT_REGISTERED, "failed: ..."
    note: str = ""  # e.g. "result differs from derivgen"
