"""Seeded random loops for the re-roller: a body drawn from tests/random_programs.py, run T times.

`loop_program(seed, trips)` takes the ops of the random program of that seed (one input
leaf) as the body of a time loop: each step reads the carry and a per-step slice ``xs[t]``,
runs the ops, and folds their result back into the carry, so steps chain through the carry
as a recursion does. `check(seed, trips)` compiles the gradient with re-rolling on and off
and returns the failures: results that are not bit-identical (NaN positions included), or a
rolled source whose length depends on the number of steps. Run a sweep with
``python -m tests.random_loops 200 [first_seed]``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

import numpy

from tests.random_programs import generate

# Steps of a seed's loop: 1 to 300, log-uniform, so that a sweep has as many loops near the
# re-roller's threshold (MIN_TRIPS = 3: 1 and 2 steps stay unrolled) as long ones, and a
# check's time (two traces, which grow with the steps) stays that of uniform 1 to 120.
MOST_TRIPS = 300


def trips_of(seed: int) -> int:
    draw = numpy.random.default_rng(seed).uniform(0.0, numpy.log(MOST_TRIPS + 1))
    return min(int(numpy.exp(draw)), MOST_TRIPS)


@dataclass(frozen=True)
class LoopProgram:
    seed: int
    trips: int
    shape: tuple[int, ...]
    dtype: Any
    source: str
    masked: bool  # a data-dependent mask in the body: steps may differ, so may the source


def loop_program(seed: int, trips: int) -> LoopProgram:
    """The loop of one seed: the first random program from ``seed`` on with one input leaf."""
    prog = generate(seed)
    while len(prog.shapes) != 1:
        seed += 10_000
        prog = generate(seed)
    # prog.lines: "a = x", the ops, "w = ...", "return np.sum(LAST * w)"
    body = prog.lines[1:-1]
    result = prog.lines[-1].removeprefix("return ")
    lines = [
        "def loop(np, sp, x, xs):",
        "    c = x",
        f"    for t in range({trips}):",
        "        a = c + 0.1 * xs[t]",
        *(f"        {line}" for line in body),
        f"        c = np.tanh(c + 0.1 * ({result}))",
        "    return np.sum(c * np.cos(np.arange(c.size) + 0.5).reshape(c.shape))",
    ]
    shape = prog.shapes["x"]
    return LoopProgram(seed, trips, shape, prog.dtype, "\n".join(lines) + "\n", not prog.jit)


def inputs(prog: LoopProgram, rng: numpy.random.Generator) -> tuple[numpy.ndarray, ...]:
    x = rng.normal(size=prog.shape).astype(prog.dtype)
    xs = rng.normal(size=(prog.trips, *prog.shape)).astype(prog.dtype)
    return x, xs


def _identical(a: Any, b: Any) -> bool:
    import derivgen as dg

    left, right = dg.tree_leaves(a), dg.tree_leaves(b)
    return len(left) == len(right) and all(
        numpy.asarray(p).dtype == numpy.asarray(q).dtype and numpy.array_equal(p, q, equal_nan=True)
        for p, q in zip(left, right, strict=True)
    )


def compiled_pair(prog: LoopProgram) -> tuple[Any, Any]:
    """value_and_grad of the loop, compiled with re-rolling and without (no fusion)."""
    import derivgen as dg
    import derivgen.scipy.special as dsp

    namespace: dict[str, Any] = {}
    exec(prog.source, namespace)  # noqa: S102 (our own generated source)
    loop = namespace["loop"]

    def f(x: Any, xs: Any) -> Any:
        return loop(numpy, dsp, x, xs)

    rolled = dg.compile(dg.value_and_grad(f), fuse="off")
    unrolled = dg.compile(dg.value_and_grad(f), fuse="off", reroll=False)
    return rolled, unrolled


def check(seed: int, trips: int, longer: int | None = None) -> list[str]:
    """Failures of re-rolling on the loop of one seed; with ``longer``, the same body run
    ``longer`` times must give a rolled source of the same number of lines."""
    prog = loop_program(seed, trips)
    rng = numpy.random.default_rng(seed)
    rolled, unrolled = compiled_pair(prog)
    failures = []
    with numpy.errstate(all="ignore"):
        for attempt in range(2):  # the first call traces, the second replays
            args = inputs(prog, rng)
            try:
                want = unrolled(*args)
            except Exception as exc:  # noqa: BLE001 (the program itself fails: no comparison)
                return [] if attempt == 0 else [f"unrolled replay failed: {exc!r}"]
            got = rolled(*args)
            if not _identical(got, want):
                failures.append(f"call {attempt}: rolled {got} != unrolled {want}")
        if longer is not None and not prog.masked and "for " in rolled.source:
            other, _ = compiled_pair(loop_program(seed, longer))
            other(*inputs(loop_program(seed, longer), rng))
            lines = len(rolled.source.splitlines()), len(other.source.splitlines())
            if lines[0] != lines[1]:
                failures.append(f"source of {trips} and {longer} steps: {lines} lines")
    return failures


def main(argv: list[str]) -> int:
    count = int(argv[0]) if argv else 50
    first = int(argv[1]) if len(argv) > 1 else 0
    bad = 0
    for seed in range(first, first + count):
        trips = trips_of(seed)
        failures = check(seed, trips)
        if failures:
            bad += 1
            print(f"seed {seed}, {trips} steps:\n{loop_program(seed, trips).source}")
            print("\n".join(failures))
    print(f"{bad} of {count} loops failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
