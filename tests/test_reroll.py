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
from derivgen.compile.graph import Node, Var
from derivgen.compile.passes.rolled import CarryRead, Loop, in_place
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


def accumulate(w: np.ndarray, xs: np.ndarray, keep: str) -> Any:
    """A sum carried over the steps (as a weight's gradient is in a loop's backward), whose
    value before the loop (``init``), every step (``steps``) or the previous step after the
    sum (``old``) may be read as well."""
    start = np.tanh(w)
    acc, kept, lagged = start, [], np.tanh(xs[0])
    for t in range(xs.shape[0]):
        new = acc + xs[t] * w
        if keep == "old":
            lagged = lagged + np.sin(acc)
        acc = new
        kept.append(acc)
    out = np.sum(acc**2) + np.sum(lagged)
    if keep == "init":
        out = out + np.sum(start)
    if keep == "steps":
        out = out + np.sum(np.stack(kept[:-1]))
    return out


@pytest.mark.parametrize("keep", ["nothing", "init", "steps", "old"])
def test_a_carried_sum_is_written_in_place_only_where_nothing_else_reads_it(keep: str) -> None:
    """``acc = acc + t`` in a rolled loop writes into the carry (no array per step) unless the
    value before the loop or a step's value is read elsewhere; its gradient's carried sum (the
    weight's cotangent) is written in place in every case. Values: the eager ones, bit for bit,
    the unrolled code's and central differences."""

    def f(w: np.ndarray, xs: np.ndarray) -> Any:
        return accumulate(w, xs, keep)

    rng = np.random.default_rng(3)
    value, value_unrolled = both(f)
    grad, grad_unrolled = both(dg.grad(f))
    for _ in range(2):  # the first call traces, the second replays
        w, xs = rng.normal(size=4), rng.normal(size=(9, 4))
        assert identical(value(w, xs), f(w, xs)) and identical(value(w, xs), value_unrolled(w, xs))
        assert identical(grad(w, xs), grad_unrolled(w, xs))
        reference = central_gradient(lambda q, xs=xs: f(q, xs), w)
        np.testing.assert_allclose(grad(w, xs), reference, rtol=1e-6)
    # acc's sum in place where nothing else reads it; with "old", lagged's sum only
    written = {"nothing": 1, "init": 0, "steps": 0, "old": 1}[keep]
    assert value.source.count("into the carry") == written, value.source
    assert "into the carry" in grad.source, grad.source


def test_an_argument_is_never_the_carry_written_in_place() -> None:
    def f(w: np.ndarray, xs: np.ndarray) -> Any:
        acc = w
        for t in range(xs.shape[0]):
            acc = acc + xs[t] * w
        return acc

    rng = np.random.default_rng(4)
    w, xs = rng.normal(size=4), rng.normal(size=(9, 4))
    before = w.copy()
    compiled = dg.compile(f, fuse="off")
    assert identical(compiled(w, xs), f(w, xs)) and np.array_equal(w, before)
    assert "for i in range(" in compiled.source and "into the carry" not in compiled.source


def test_a_carry_whose_value_before_the_loop_the_body_also_reads_is_not_written() -> None:
    """rolled.in_place on a loop ``add_i = np.add(add_i_carry, x)``: written into the carry,
    unless x is the carry's own value before the loop (step 1 would read what step 0 wrote),
    or the carry's first value is not the generated code's private temporary."""
    start, other = Var("start", None, np.ones(3)), Var("other", None, np.ones(3))
    add = Node("call", np.add, "np.add", (CarryRead("add_i_carry"), other), {}, "add")
    total = Var("add_i", add, np.ones(3))
    add.outputs = [total]
    loop = Loop([add], 5, "i", carries=[("add_i_carry", start, total)])
    assert in_place(loop, lambda var: var is start) == {id(add): "add_i_carry"}
    assert in_place(loop, lambda var: False) == {}
    add.args = (CarryRead("add_i_carry"), start)
    assert in_place(loop, lambda var: var is start) == {}


def temporaries(w: np.ndarray, xs: np.ndarray, kind: str) -> Any:
    """A recursion whose step makes a temporary ``u`` read by a ufunc (``plain``), by a view
    (``view``: its reshape, read by a later ufunc), or also kept in a list of every step's
    (``kept``); or whose temporary NumPy lays out in Fortran order (``fortran``: the sine of a
    transpose)."""
    h, kept = np.tanh(w), []
    for t in range(xs.shape[0]):
        x = xs[t].T if kind == "fortran" else xs[t]
        u = np.sin(x if kind == "fortran" else x * h)
        kept.append(u)
        h = np.tanh(u.reshape(h.shape) + 0.5 if kind == "view" else u * h + 0.5)
    out = np.sum(h**2)
    return out + np.sum(np.stack(kept)) if kind == "kept" else out


@pytest.mark.parametrize("kind", ["plain", "view", "kept", "fortran"])
def test_temporaries_of_a_rolled_step_live_in_buffers_made_before_the_loop(kind: str) -> None:
    """A ufunc's result that no later step, list or view reads is written into one buffer
    made before the loop (no array per step); the values are the eager ones, bit for bit."""

    def f(w: np.ndarray, xs: np.ndarray) -> Any:
        return temporaries(w, xs, kind)

    rng = np.random.default_rng(5)
    shape = (3, 2)
    value, value_unrolled = both(f)
    grad, grad_unrolled = both(dg.grad(f))
    for _ in range(2):  # the first call traces, the second replays
        w = rng.normal(size=shape)
        xs = rng.normal(size=(8, 2, 3) if kind == "fortran" else (8, 3, 2))
        assert identical(value(w, xs), f(w, xs)) and identical(value(w, xs), value_unrolled(w, xs))
        assert identical(grad(w, xs), grad_unrolled(w, xs))
        reference = central_gradient(lambda q, xs=xs: f(q, xs), w)
        np.testing.assert_allclose(grad(w, xs), reference, rtol=1e-6, atol=1e-9)
    sin = [line for line in value.source.splitlines() if " = np.sin(" in line]
    assert len(sin) == 1 and ("into a buffer" in sin[0]) == (kind == "plain"), value.source
    assert "into a buffer" in grad.source, grad.source


def test_inplace_false_makes_every_step_s_arrays_anew() -> None:
    """``inplace=False`` (no reuse of temporaries) writes neither into carries nor buffers."""

    def f(w: np.ndarray, xs: np.ndarray) -> Any:
        return accumulate(w, xs, "nothing") + temporaries(w.reshape(2, 2), xs[:, :2], "plain")

    rng = np.random.default_rng(6)
    w, xs = rng.normal(size=4), rng.normal(size=(9, 4))
    reusing, anew = dg.compile(f, fuse="off"), dg.compile(f, fuse="off", inplace=False)
    assert identical(reusing(w, xs), f(w, xs)) and identical(anew(w, xs), f(w, xs))
    assert "into the carry" in reusing.source and "into a buffer" in reusing.source
    assert "into" not in anew.source and "for i in range(" in anew.source
