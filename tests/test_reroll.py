"""dg.compile's loop re-rolling: every loop program of tests/programs.py, GARCH, random loops
and the re-roller's cases, compiled with re-rolling on and off: results bit-identical (NaN
positions included), rolled source whose length does not depend on the number of steps."""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient
from tests.programs import PROGRAMS, REFUSED
from tests.random_loops import check


def _has_loop(fn: Callable[..., Any]) -> bool:
    tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
    return any(isinstance(node, ast.For) for node in ast.walk(tree))


LOOPS = sorted(n for n, (fn, _) in PROGRAMS.items() if n not in REFUSED and _has_loop(fn))
# Loops long enough to roll (the others run 4 steps: a loop would not be shorter)
ROLLED = {"heat_equation", "kalman", "pendulum", "rk4", "sinkhorn"}


def identical(a: Any, b: Any) -> bool:
    left, right = dg.tree_leaves(a), dg.tree_leaves(b)
    return len(left) == len(right) and all(
        np.asarray(p).dtype == np.asarray(q).dtype and np.array_equal(p, q, equal_nan=True)
        for p, q in zip(left, right, strict=True)
    )


def both(fn: Callable[..., Any]) -> tuple[Any, Any]:
    """fn compiled with re-rolling and without (fusion off: it is chosen by timing)."""
    return dg.compile(fn, fuse="off"), dg.compile(fn, fuse="off", reroll=False)


def test_the_programs_with_loops_are_found() -> None:
    assert set(LOOPS) >= ROLLED | {"lstm", "gru_concat"}


@pytest.mark.parametrize("name", LOOPS)
def test_programs_with_loops_give_the_same_bits_rolled(name: str) -> None:
    prog, make = PROGRAMS[name]

    def f(p: Any, *data: Any) -> Any:
        return prog(np, p, *data)

    for fn in (dg.value_and_grad(f), f):
        rolled, unrolled = both(fn)
        for seed in (0, 1):  # the first call traces, the second replays
            p, *data = make(np.random.default_rng(seed))
            assert identical(rolled(p, *data), unrolled(p, *data))
        loops = rolled.source.count("    for i in range(")
        assert loops > 0 or name not in ROLLED or fn is f, rolled.source
        assert unrolled.source.count("for ") == 0
        if loops:
            assert len(rolled.source.splitlines()) < len(unrolled.source.splitlines())


def garch(params: Any, r: Any) -> Any:
    omega, alpha, beta = params[0], params[1], params[2]
    sigma2 = np.zeros_like(r) * omega
    sigma2[0] = np.var(r)
    for t in range(1, r.shape[0]):
        sigma2[t] = omega + alpha * r[t - 1] ** 2 + beta * sigma2[t - 1]
    return 0.5 * np.sum(np.log(sigma2) + r**2 / sigma2)


def test_garch_source_does_not_grow_with_the_series() -> None:
    params = np.array([0.05, 0.1, 0.8])
    lines = []
    for n in (40, 160):
        r = np.random.default_rng(n).normal(size=n)
        rolled, unrolled = both(dg.value_and_grad(garch))
        assert identical(rolled(params, r), unrolled(params, r))
        assert identical(rolled(params, 1.5 * r), unrolled(params, 1.5 * r))
        # one loop forward and one backward, reading the forward's steps in reverse
        assert rolled.source.count("    for i in range(") == 2
        assert "- i)]" in rolled.source and "_steps[i] = " in rolled.source
        lines.append(len(rolled.source.splitlines()))
        g = lambda p, r=r: garch(p, r)  # noqa: E731
        np.testing.assert_allclose(rolled(params, r)[1], central_gradient(g, params), rtol=1e-6)
    assert lines[0] == lines[1]


@pytest.mark.parametrize(("seed", "trips"), [(0, 1), (1, 2), (2, 3), (5, 7), (7, 20), (8, 90)])
def test_random_loops_give_the_same_bits_rolled(seed: int, trips: int) -> None:
    assert check(seed, trips, longer=45 if trips == 20 else None) == []


def test_constants_that_differ_per_step_are_stacked() -> None:
    def f(x: Any) -> Any:
        for k in range(30):
            x = np.sin(x) * (1.0 + 0.01 * k) + np.array([k, 2.0 * k])  # a float and an array
        return x

    rolled, unrolled = both(f)
    x = np.array([0.3, -0.2])
    assert identical(rolled(x), unrolled(x))
    assert "per_step_" in rolled.source and rolled.source.count("for i in range(") == 1


def test_a_value_of_a_middle_step_read_after_the_loop() -> None:
    def f(x: Any) -> Any:
        states = []
        for _ in range(20):
            x = np.cos(x) * 0.9 + 0.1
            states.append(x)
        return states[7] * 2.0 + states[-1]

    rolled, unrolled = both(dg.value_and_grad(lambda x: np.sum(f(x))))
    x = np.array([0.3, 1.2])
    assert identical(rolled(x), unrolled(x)) and "_steps[" in rolled.source


def test_steps_reading_two_steps_back_stay_unrolled() -> None:
    def fib(x: Any) -> Any:
        a, b = x, x * 0.5
        for _ in range(20):
            a, b = b, np.sin(a + b)
        return np.sum(b)

    rolled, unrolled = both(dg.value_and_grad(fib))
    x = np.array([0.1, 0.7])
    assert identical(rolled(x), unrolled(x))


def test_writes_in_place_and_guards_inside_the_body() -> None:
    def euler(k: Any, y0: Any) -> Any:
        ys = np.zeros(50) * k
        ys[0] = y0
        for i in range(1, 50):
            ys[i] = ys[i - 1] - 0.1 * k * ys[i - 1] ** 2
            if ys[i] < 0:  # a guard in every step (float(ys[i]) would guard the value itself)
                ys[i] = 0.0
        return np.sum(ys)

    rolled, unrolled = both(euler)
    assert identical(rolled(np.array(0.7), np.array(1.3)), unrolled(np.array(0.7), np.array(1.3)))
    assert "for i in range(" in rolled.source and "raise _Retrace" in rolled.source
    # the guard fails inside the loop on other data: both trace again, and still agree
    assert identical(rolled(np.array(30.0), np.array(1.3)), unrolled(np.array(30.0), np.array(1.3)))


def test_short_runs_stay_unrolled() -> None:
    rolled, unrolled = both(lambda x: np.sin(x + 1.0) + np.sin(x + 2.0) + np.sin(x + 3.0))
    assert identical(rolled(np.ones(2)), unrolled(np.ones(2)))
    assert rolled.source == unrolled.source
