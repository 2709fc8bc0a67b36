"""In-place updates in compiled code: dead arrays are written into, and no result changes.

Each function is compiled with in-place updates (the default) and without (``inplace=False``,
every ``x[i] = v`` a copy), and the two must agree bit for bit; the gradients are also
checked against central differences, the reference that shares no code with either.
"""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

RNG = np.random.default_rng(24)


def garch(params, r):
    omega, alpha, beta = params[0], params[1], params[2]
    sigma2 = np.zeros_like(params, shape=r.shape[0])
    sigma2[0] = np.var(r)
    for t in range(1, r.shape[0]):
        sigma2[t] = omega + alpha * r[t - 1] ** 2 + beta * sigma2[t - 1]
    return 0.5 * np.sum(np.log(sigma2) + r**2 / sigma2)


def backward_needs_old_value(p):
    y = np.exp(p)  # exp's backward reads its result: the array before the write
    y[0] = 1.0
    return np.sum(y**2)


def view_read_after_the_write(p):
    y = np.sin(p) * 3.0
    tail = y[3:]  # a view of the old array, read after the write
    y[0] = p[1] ** 2
    return np.sum(y * np.cos(p)) + np.sum(tail**3)


def set_twice(p):
    y = np.cos(p) + 0.5
    y[1] = p[0] * p[2]
    y[1] = np.sin(y[1]) + y[2]  # the same element again, reading the value just written
    y[2:4] = y[0:2] * 2.0  # a slice from the same array
    return np.sum(y**2 * p)


def rows_in_a_loop(p):
    h = np.zeros_like(p, shape=(6, 3))
    state = p
    for t in range(6):
        state = np.tanh(state * 0.9 + t)
        h[t] = state  # a row: a view of h in the backward
    return np.sum(h * np.arange(18.0).reshape(6, 3))


def advanced_index(p):
    y = np.exp(p * 0.3)
    y[[0, 2, 2]] = p[:3] ** 2  # a repeated index: the last write wins
    return np.sum(y * np.sin(y))


def old_value_kept_by_another_name(p):
    y = np.sin(p) + 1.0
    z = y + 0.0  # a different array with the old values
    before = y[1]
    y[1] = 4.0 * p[0]
    return np.sum(y * z) + before**2


def returns_value_and_intermediate(p):
    (value, grad) = dg.value_and_grad(garch)(p, R_SHORT)
    return value, grad


R_SHORT = RNG.normal(size=12)
P_GARCH = np.array([0.1, 0.15, 0.7])

CASES = {
    "garch": (lambda p: garch(p, R_SHORT), P_GARCH),
    "backward_needs_old_value": (backward_needs_old_value, RNG.normal(size=5)),
    "view_read_after_the_write": (view_read_after_the_write, RNG.normal(size=6)),
    "set_twice": (set_twice, RNG.normal(size=5)),
    "rows_in_a_loop": (rows_in_a_loop, RNG.normal(size=3)),
    "advanced_index": (advanced_index, RNG.normal(size=5)),
    "old_value_kept_by_another_name": (old_value_kept_by_another_name, RNG.normal(size=4)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_in_place_equals_the_copying_code_and_central_differences(name):
    f, p = CASES[name]
    in_place = dg.compile(dg.value_and_grad(f), fuse="off")
    copying = dg.compile(dg.value_and_grad(f), fuse="off", inplace=False)
    value, grad = in_place(p)
    value_copy, grad_copy = copying(p)
    np.testing.assert_array_equal(value, value_copy)
    np.testing.assert_array_equal(grad, grad_copy)
    np.testing.assert_allclose(grad, central_gradient(f, p), rtol=1e-6, atol=1e-8)
    eager_value, eager_grad = dg.value_and_grad(f)(p)
    np.testing.assert_allclose(value, eager_value, rtol=1e-13)
    np.testing.assert_allclose(grad, eager_grad, rtol=1e-12, atol=1e-14)
    again = in_place(p + 0.01)  # a second call must not see arrays left by the first
    np.testing.assert_array_equal(again[1], copying(p + 0.01)[1])


@pytest.mark.parametrize("reroll", [False, True])
def test_a_loop_of_writes_copies_nothing(reroll):
    """Every ``sigma2[t] = ...`` of the forward and every accumulation of the backward is
    written in place: no ``ops.setitem`` / ``ops.index_add`` call is left in the loop,
    unrolled or re-rolled."""
    g = dg.compile(dg.grad(lambda p: garch(p, R_SHORT)), fuse="off", reroll=reroll)
    np.testing.assert_array_equal(g(P_GARCH), dg.compile(dg.grad(lambda p: garch(p, R_SHORT)),
                                  fuse="off", inplace=False, reroll=reroll)(P_GARCH))  # fmt: skip
    source = g.source
    writes = [line for line in source.splitlines() if "in place" in line]
    assert len(writes) >= (2 if reroll else 2 * (len(R_SHORT) - 1))
    assert ("for i in range(" in source) == reroll
    assert "ops.setitem(" not in source
    assert source.count("ops.index_add(") <= 3  # only the three parameters' own scatters


def test_a_write_the_backward_needs_the_old_value_of_stays_a_copy():
    g = dg.compile(dg.grad(backward_needs_old_value), fuse="off")
    g(RNG.normal(size=5))
    forward_write = [line for line in g.source.splitlines() if "ops.setitem(exp" in line]
    assert forward_write, g.source


def test_arguments_are_never_written():
    p = P_GARCH.copy()
    r = R_SHORT.copy()
    g = dg.compile(dg.grad(garch), fuse="off")
    g(p, r)
    g(p, r)
    np.testing.assert_array_equal(p, P_GARCH)
    np.testing.assert_array_equal(r, R_SHORT)


def test_value_and_grad_returned_together_stay_distinct():
    g = dg.compile(returns_value_and_intermediate, fuse="off")
    copying = dg.compile(returns_value_and_intermediate, fuse="off", inplace=False)
    for p in (P_GARCH, P_GARCH * 1.1):
        value, grad = g(p)
        value_copy, grad_copy = copying(p)
        np.testing.assert_array_equal(value, value_copy)
        np.testing.assert_array_equal(grad, grad_copy)


def test_scalar_arithmetic_keeps_dtype_and_value():
    """Scalar steps written as Python operators give NumPy's types: float32 stays float32."""

    def f(p):
        return np.sum(p[0] * p[1] + p[1] / p[2] - p[0])

    for dtype in (np.float32, np.float64, np.complex128):
        p = (RNG.normal(size=3) + 2).astype(dtype)
        compiled = dg.compile(f, fuse="off")
        result, eager = compiled(p), f(p)
        assert type(result) is type(eager) and result.dtype == eager.dtype
        np.testing.assert_array_equal(result, eager)


def _written_into_a_transpose(x):
    y = -(x.T)  # owned and F-ordered: NumPy's own y[0] = ... keeps that layout
    y[0] = 2.0 * y[1]
    return np.sum(np.tanh(y))


def _product_with_a_transpose(x):
    v = -(x.T)  # F-ordered, dead after the subtraction: a buffer the next ufuncs could reuse
    w = np.cos(np.arange(x.size) + 0.5).reshape(x.T.shape).astype(x.dtype)  # C-ordered
    return np.sum((v - x.T) * w)


@pytest.mark.parametrize("f", [_written_into_a_transpose, _product_with_a_transpose])
def test_results_keep_numpy_s_memory_layout_so_sums_round_alike(f):
    """A sum adds in memory order, so a result laid out otherwise than NumPy lays it out
    rounds otherwise in float32. Index assignment keeps the array's layout, and a ufunc
    writes into a dead buffer only where that buffer has the layout NumPy would give the
    result: eager and compiled values equal the plain NumPy program's, bit for bit."""
    eager, compiled = dg.value_and_grad(f), dg.compile(dg.value_and_grad(f))
    for _ in range(20):
        x = RNG.normal(size=(30, 40)).astype(np.float32)
        want = f(x)
        assert eager(x)[0] == want and compiled(x)[0] == want
