"""Peak memory and time of ``dg.grad`` through a long recurrence, checkpointed every k steps."""

from __future__ import annotations

import gc
import math
import time
import tracemalloc
from dataclasses import dataclass
from typing import Any

import numpy as np

import derivgen as dg
from benchmarks.timing import Settings


@dataclass(frozen=True)
class CheckpointRow:
    """One checkpointing interval: the peak traced bytes and the seconds of one gradient."""

    every: int  # 0: not checkpointed
    peak_bytes: int
    seconds: float


@dataclass(frozen=True)
class CheckpointResult:
    steps: int
    state_bytes: int
    rows: list[CheckpointRow]


def _loss(w: Any, h0: Any, steps: int, every: int) -> Any:
    def segment(h: Any, w: Any, n: int) -> Any:
        for _ in range(n):
            h = np.tanh(h * w + 0.1 * np.sin(h))
        return h

    h, done = h0, 0
    while done < steps:
        n = min(every or steps, steps - done)
        h = dg.checkpoint(segment, static_argnums=2)(h, w, n) if every else segment(h, w, n)
        done += n
    return np.sum(h**2)


def run(settings: Settings) -> CheckpointResult:
    steps, n = (100, 1000) if settings.quick else (1000, 10_000)
    rng = np.random.default_rng(0)
    w, h0 = rng.standard_normal(n), rng.standard_normal(n)
    rows = []
    for every in (0, 8, round(math.sqrt(steps)), 128):
        gc.collect()
        tracemalloc.start()
        start = time.perf_counter()
        dg.grad(lambda w, every=every: _loss(w, h0, steps, every))(w)
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        rows.append(CheckpointRow(every, peak, seconds))
    return CheckpointResult(steps, h0.nbytes, rows)


def section(r: CheckpointResult) -> list[str]:
    """The Markdown table: peak memory in units of one step's state, and time."""
    plain = r.rows[0]
    lines = [
        f"## Checkpointing: grad through {r.steps} steps of a {r.state_bytes // 8}-element state",
        "",
        "Peak memory traced by tracemalloc (the state is "
        f"{r.state_bytes / 1e3:.0f} kB), one gradient's wall time (tracing slows it).",
        "",
        "| checkpointed every | peak | peak / one state | time | time / plain |",
        "|---|---|---|---|---|",
    ]
    for row in r.rows:
        label = "not checkpointed" if row.every == 0 else f"{row.every} steps"
        lines.append(
            f"| {label} | {row.peak_bytes / 1e6:.1f} MB | {row.peak_bytes / r.state_bytes:.0f} | "
            f"{row.seconds:.2f} s | {row.seconds / plain.seconds:.2f} |"
        )
    return [*lines, ""]


if __name__ == "__main__":
    print("\n".join(section(run(Settings.make(quick=False)))))
