"""Issue 27's sparse benchmark: the gradient of x @ (L @ x), L a tridiagonal Laplacian.

derivgen (eager and compiled) against the hand-written SciPy gradient L @ x + L.T @ x and
jax.experimental.sparse's BCOO under jit, in one fresh single-threaded process, timed
interleaved: ``python -m benchmarks.sparse [--quick]`` prints the table and the target.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from benchmarks import composite, peers
from benchmarks.results import Entry
from benchmarks.timing import (
    Settings,
    command,
    format_seconds,
    last_json_line,
    measure_side_by_side,
)

Call = Callable[[], Any]
CASE = "grad of x @ (L @ x)"
HAND = "SciPy by hand: L @ x + L.T @ x"
EAGER, COMPILED = "derivgen: dg.grad", "derivgen: dg.compile(dg.grad)"
BOUND = 1.25  # issue 27: derivgen at most 1.25x the hand-written gradient's time


def _size(quick: bool) -> int:
    return 10_000 if quick else 1_000_000


def _laplacian(n: int) -> Any:
    import scipy.sparse as sp

    off = -np.ones(n - 1)
    return sp.diags_array([off, 2 * np.ones(n), off], offsets=[-1, 0, 1], format="csr")


def _derivgen(L: Any, x: Any) -> dict[str, Call]:
    import derivgen as dg

    grad = dg.grad(lambda x: x @ (L @ x))
    compiled = dg.compile(grad)
    return {EAGER: lambda: grad(x), COMPILED: lambda: compiled(x)}


def _jax(L: Any, x: Any) -> dict[str, Call]:
    import jax
    import jax.numpy as jnp
    from jax.experimental import sparse as jsparse

    jax.config.update("jax_enable_x64", True)  # float64, as SciPy and derivgen here
    coo = L.tocoo()
    indices = np.stack([coo.row, coo.col], axis=1)
    M = jsparse.BCOO((jnp.asarray(coo.data), jnp.asarray(indices)), shape=L.shape)
    grad = jax.jit(jax.grad(lambda x: x @ (M @ x)))
    xj = jnp.asarray(x)
    return {"jax.experimental.sparse BCOO, jit(grad)": lambda: jax.block_until_ready(grad(xj))}


def measure_here(settings: Settings) -> list[Entry]:
    """Every implementation in this process, each result checked against the hand-written."""
    composite.limit_threads()
    n = _size(settings.quick)
    L = _laplacian(n)
    x = np.random.default_rng(0).standard_normal(n)
    calls: dict[str, Call] = {HAND: lambda: L @ x + L.T @ x}
    entries: list[Entry] = []
    for module, build in (("derivgen", _derivgen), ("jax", _jax)):
        found, status = peers.load(module)
        if found is None:
            entries.append(Entry(CASE, f"{n:.0e}", n, module, status=status))
            continue
        try:
            calls.update(build(L, x))
        except Exception as exc:
            status = f"failed: {type(exc).__name__}: {str(exc)[:160]}"
            entries.append(Entry(CASE, f"{n:.0e}", n, module, status=status))
    reference = L @ x + L.T @ x
    notes = {
        label: "differs from SciPy by hand"
        for label, call in calls.items()
        if not np.allclose(np.asarray(call()), reference, rtol=1e-12, atol=1e-12)
    }
    for label, timing in measure_side_by_side(calls, settings).items():
        note = notes.get(label, "")
        if timing.spread > composite.NOISY:
            note = "; ".join(filter(None, [note, f"noisy ×{timing.spread:.1f}"]))
        entries.append(Entry(CASE, f"{n:.0e}", n, label, timing.median, note=note))
    return entries


def run(settings: Settings) -> list[Entry]:
    """The table, measured in a fresh process with every library single-threaded."""
    env = {**os.environ, **composite.ONE_THREAD}
    code = "from benchmarks.sparse import main; raise SystemExit(main())"
    args = [sys.executable, "-c", code, "--here"]
    return [Entry(**e) for e in last_json_line(args + (["--quick"] if settings.quick else []), env)]


def section(entries: list[Entry]) -> list[str]:
    """The Markdown section of ``make bench``: the timings, then the target."""
    lines = [
        "## Sparse matrices (issue 27)",
        "",
        "The gradient of the quadratic form x @ (L @ x), L the tridiagonal Laplacian "
        "(-1, 2, -1) as a scipy.sparse csr_array; one fresh single-threaded process, timed "
        "interleaved, float64, each result checked against the hand-written gradient.",
        "",
        "| case | n | implementation | time | vs by hand | note |",
        "|---|---|---|---|---|---|",
    ]
    times = {e.impl: e.seconds for e in entries if e.seconds}
    hand = times.get(HAND)
    for e in entries:
        time = format_seconds(e.seconds) if e.seconds is not None else e.status
        ratio = f"{e.seconds / hand:.2f}×" if e.seconds and hand else ""
        lines.append(f"| {e.case} | {e.size} | {e.impl} | {time} | {ratio} | {e.note} |")
    lines += ["", "| target (issue 27) | measured | bound | verdict |", "|---|---|---|---|"]
    for label in (EAGER, COMPILED):
        ours = times.get(label)
        if ours is None or hand is None:
            lines.append(f"| {label} ≤ {BOUND}× by hand | — | {BOUND} | not measured |")
            continue
        verdict = "met" if ours / hand <= BOUND else "NOT MET"
        lines.append(f"| {label} ≤ {BOUND}× by hand | {ours / hand:.2f} | {BOUND} | {verdict} |")
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    return command(
        "python -m benchmarks.sparse", __doc__, argv, measure_here,
        lambda settings: section(run(settings)), Settings.make,
    )  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
