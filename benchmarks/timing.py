"""Timing one call: warm-up, timeit-style autoranging, repeated runs and their median."""

from __future__ import annotations

import gc
import json
import statistics
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Settings:
    """How hard to measure: sizes and repeat counts for a full or a quick run."""

    quick: bool
    repeats: int
    min_time: float  # seconds one repeat must last at least (autoranging)

    @classmethod
    def make(cls, quick: bool) -> Settings:
        return cls(quick=True, repeats=3, min_time=0.002) if quick else cls(False, 15, 0.03)


@dataclass(frozen=True)
class Timing:
    """The median seconds per call over ``repeats`` runs of ``loops`` calls each."""

    median: float
    loops: int
    repeats: int
    spread: float = 1.0  # slowest run / fastest run: well above 1 means other load interfered


def _run(fn: Callable[[], Any], loops: int) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        fn()
    return time.perf_counter() - start


def autorange(fn: Callable[[], Any], min_time: float) -> int:
    """The loop count, from 1, 2, 5, 10, 20, 50, ..., whose run lasts at least min_time."""
    scale = 1
    while True:
        for step in (1, 2, 5):
            loops = step * scale
            if _run(fn, loops) >= min_time:
                return loops
        scale *= 10


def measure(fn: Callable[[], Any], settings: Settings) -> Timing:
    """Per-call median of fn: one warm-up call, autoranged loops, ``settings.repeats`` runs."""
    return measure_side_by_side({"": fn}, settings)[""]


def measure_side_by_side(
    fns: dict[str, Callable[[], Any]], settings: Settings
) -> dict[str, Timing]:
    """``measure`` for several calls at once, their runs interleaved so drifting load hits all.

    Each call is warmed up once (imports, caches, JIT compilation) and autoranged alone.
    Garbage is collected before each run, but the collector stays on, as in real use:
    traced graphs are garbage the libraries themselves must pay for.

    With --quick (small sizes, whose figures are not judged), what is alive after the
    warm-ups is frozen out of the collections (``gc.freeze``): with JAX, Numba and SciPy
    loaded, a full collection before each run took ~0.1 s, most of a quick step's time. They
    stay frozen: a quick run's process is short, and its frozen garbage is memory, not time.
    """
    loops = {}
    for name, fn in fns.items():
        fn()
        loops[name] = autorange(fn, settings.min_time)
    runs: dict[str, list[float]] = {name: [] for name in fns}
    if settings.quick:  # not unfrozen after: gc.unfreeze would also return what a caller
        gc.collect()  # froze (tests/conftest.py freezes the test session's objects)
        gc.freeze()
    for _ in range(settings.repeats):
        for name, fn in fns.items():
            gc.collect()
            runs[name].append(_run(fn, loops[name]) / loops[name])
    return {
        name: Timing(
            statistics.median(times), loops[name], settings.repeats, max(times) / min(times)
        )
        for name, times in runs.items()
    }


def format_seconds(seconds: float | None) -> str:
    """A time with a readable unit: ns, µs, ms or s, three significant digits."""
    if seconds is None:
        return "—"
    if seconds < 0:
        return "-" + format_seconds(-seconds)
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


def last_json_line(args: list[str], env: dict[str, str]) -> Any:
    """Run a benchmark in a fresh process and read the JSON its last line of output holds."""
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip().splitlines()[-1] if done.stderr else "no output")
    return json.loads(done.stdout.strip().splitlines()[-1])


def command(
    prog: str,
    doc: str | None,
    argv: list[str] | None,
    measure_here: Callable[[Any], list[Any]],
    report: Callable[[Any], list[str]],
    make_settings: Callable[[bool], Any],
) -> int:
    """A benchmark module's command: ``--here`` measures in this process and prints JSON (what
    the fresh single-threaded process the report starts runs), otherwise the report."""
    import argparse
    from dataclasses import asdict

    parser = argparse.ArgumentParser(prog=prog, description=doc)
    parser.add_argument("--quick", action="store_true", help="small sizes, few repeats")
    parser.add_argument("--here", action="store_true", help="measure in this process, as JSON")
    args = parser.parse_args(argv)
    settings = make_settings(args.quick)
    if args.here:
        print(json.dumps([asdict(e) for e in measure_here(settings)]))
    else:
        print("\n".join(report(settings)))
    return 0
