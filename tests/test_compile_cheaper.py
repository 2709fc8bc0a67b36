"""Cheaper equivalents in compiled code (``derivgen.compile.passes.cheaper``) and the vmap rules
that give one matrix product: the same values, fewer and cheaper calls.

Values are checked against plain NumPy, against loops of ``dg.grad`` (no vmap, no compile)
and against central differences; the source is checked for the calls that must be gone.
"""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
from derivgen.generated import ops
from tests.differences import central_gradient, central_hessian

RNG = np.random.default_rng(7)


def run(compiled, *args):
    """The generated code's result: the first call traces (and returns the traced values)."""
    compiled(*args)
    return compiled(*args)


def energy(x):
    """benchmarks.composite's energy: its Hessian is dense."""
    coupling = np.sum(x[:-1] * x[1:])
    return np.sum(np.tanh(x) ** 2) + np.sum(np.sin(x) * np.exp(0.1 * x)) + coupling**2


def checked_hessian(f, x, eager_tol):
    """f's Hessian compiled (no fusion), checked against central differences and against the
    eager Hessian to ``eager_tol``."""
    compiled = dg.compile(dg.hessian(f), fuse="off")
    got = run(compiled, x)
    np.testing.assert_allclose(got, central_hessian(f, x), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(got, dg.hessian(f)(x), rtol=eager_tol, atol=eager_tol)
    return compiled


def test_compiled_hessian_has_no_broadcast_calls_and_is_right():
    compiled = checked_hessian(energy, RNG.uniform(-1, 1, 9), 1e-13)
    # the backward's broadcasts to shapes values have already, and the broadcast of sum(a)'s
    # scalar cotangent, are read by ufuncs that broadcast themselves
    assert "broadcast_to" not in compiled.source
    assert "expand_reduced" not in compiled.source
    assert "np.sum(" not in compiled.source  # np.add.reduce: np.sum without its wrapper
    assert "np.reshape(" not in compiled.source


def example_loss(params, x, y):
    w1, b1, w2, b2 = params
    out = np.tanh(x @ w1 + b1) @ w2 + b2
    return np.sum((out - y) ** 2)


def test_per_example_gradients_are_one_product_each_and_right():
    params = (
        RNG.standard_normal((5, 4)),
        RNG.standard_normal(4),
        RNG.standard_normal((4, 1)),
        RNG.standard_normal(1),
    )
    xs, ys = RNG.standard_normal((6, 5)), RNG.standard_normal((6, 1))
    compiled = dg.compile(dg.vmap(dg.grad(example_loss), in_axes=(None, 0, 0)), fuse="off")
    got = run(compiled, params, xs, ys)
    grad = dg.grad(example_loss)
    for k in range(6):
        want = grad(params, xs[k], ys[k])
        for g, w in zip(got, want, strict=True):
            np.testing.assert_allclose(g[k], w, rtol=1e-13, atol=1e-14)
    w1 = params[0]

    def loss_of_w1(w):
        return example_loss((w, *params[1:]), xs[2], ys[2])

    np.testing.assert_allclose(got[0][2], central_gradient(loss_of_w1, w1), rtol=1e-6, atol=1e-8)
    # the forward's x @ w1 and h @ w2 are one (B, k) @ (k, n) product each, not B
    # vector-matrix products of expanded rows; the weights' per-example gradients (outer
    # products, a contraction of length one) are multiplications
    assert "expand_dims" not in compiled.source
    assert compiled.source.count("np.matmul(") == 2
    assert "over one term: a product" in compiled.source


def test_vmap_of_a_row_times_a_matrix_is_one_product():
    w = RNG.standard_normal((5, 3))
    xs = RNG.standard_normal((4, 5))
    np.testing.assert_allclose(dg.vmap(lambda x: x @ w)(xs), xs @ w, rtol=1e-14)

    def f(x):
        return np.sum(np.sin(x @ w))

    got = dg.vmap(dg.grad(f))(xs)
    for k in range(4):
        np.testing.assert_allclose(got[k], central_gradient(f, xs[k]), rtol=1e-7, atol=1e-9)
    # the left operand's rows go to matmul as they are: one call, no expanded rows
    compiled = dg.compile(dg.vmap(lambda x: x @ w))
    np.testing.assert_allclose(run(compiled, xs), xs @ w, rtol=1e-14)
    assert "expand_dims" not in compiled.source and "np.matmul(x, const_0)" in compiled.source


def test_vmap_broadcast_to_the_shape_each_example_has():
    xs = RNG.standard_normal((4, 3))
    same = dg.vmap(lambda x: np.broadcast_to(x, (3,)) * 2.0)(xs)
    np.testing.assert_array_equal(same, xs * 2.0)
    wider = dg.vmap(lambda x: np.broadcast_to(x[:1], (3,)) + x)(xs)
    np.testing.assert_array_equal(wider, xs[:, :1] + xs)


def broadcast_read_by_binary_ufuncs(x):
    b = np.broadcast_to(np.sin(x)[:, None], (4, 3))
    return b * np.cos(np.arange(12.0).reshape(4, 3)) - b


def broadcast_read_by_a_unary_ufunc(x):
    b = np.broadcast_to(x[:, None], (4, 3))  # sin(b) needs b's shape: kept
    return np.sin(b) * np.cos(np.arange(3.0))


def broadcast_read_by_a_reduction(x):
    b = np.broadcast_to(x[:, None], (4, 3))
    return np.sum(b, axis=1) + np.sin(x)


def broadcast_returned(x):
    return np.broadcast_to(np.sin(x)[:, None], (4, 3))


@pytest.mark.parametrize(
    ("fn", "folded"),
    [
        (broadcast_read_by_binary_ufuncs, True),
        (broadcast_read_by_a_unary_ufunc, False),
        (broadcast_read_by_a_reduction, False),
        (broadcast_returned, False),
    ],
)
def test_broadcasts_folded_only_into_ufuncs(fn, folded):
    x = RNG.standard_normal(4)
    compiled = dg.compile(fn, fuse="off")
    got = run(compiled, x)
    np.testing.assert_array_equal(got, fn(x))
    assert got.shape == fn(x).shape
    assert ("broadcast_to" not in compiled.source) == folded


def outer(a, b):
    return np.tanh(a @ b)


@pytest.mark.parametrize(
    ("shape_a", "shape_b"), [((3, 4, 1), (1, 5)), ((4, 1), (2, 1, 5)), ((2, 3, 1), (2, 1, 3))]
)
def test_product_over_one_term_is_a_multiplication(shape_a, shape_b):
    a, b = RNG.standard_normal(shape_a), RNG.standard_normal(shape_b)
    compiled = dg.compile(outer, fuse="off")
    np.testing.assert_allclose(run(compiled, a, b), outer(a, b), rtol=1e-15, atol=0)
    assert "np.matmul" not in compiled.source and "over one term" in compiled.source

    def loss(a):
        return np.sum(np.sin(a @ b))

    grad = dg.compile(dg.grad(loss), fuse="off")
    np.testing.assert_allclose(run(grad, a), central_gradient(loss, a), rtol=1e-7, atol=1e-9)


def test_integer_products_stay_matmul():
    a, b = np.arange(6).reshape(3, 2, 1), np.arange(4).reshape(1, 4)
    compiled = dg.compile(lambda a, b: a @ b + 1, fuse="off")
    np.testing.assert_array_equal(run(compiled, a, b), a @ b + 1)
    assert "np.matmul" in compiled.source


def sum_over_a_length_one_axis(x):
    t = np.sin(x)  # (3, 1)
    s = np.sum(t, axis=1)  # compiled as a view of t
    u = np.cos(t)  # t's last read: its buffer must not be reused while s views it
    return s + u


def test_sum_over_length_one_axes_is_a_view_never_overwritten():
    x = RNG.standard_normal((3, 1))
    compiled = dg.compile(sum_over_a_length_one_axis, fuse="off")
    np.testing.assert_array_equal(run(compiled, x), sum_over_a_length_one_axis(x))
    assert "over axes of length one: a reshape" in compiled.source


def test_sum_spelling_keeps_integer_promotion():
    floats = dg.compile(lambda x: np.sum(x * 2.0, axis=0), fuse="off")
    x = RNG.standard_normal((4, 3))
    np.testing.assert_array_equal(run(floats, x), np.sum(x * 2.0, axis=0))
    assert "np.add.reduce(" in floats.source
    small = np.arange(12, dtype=np.int8).reshape(4, 3) * 20
    ints = dg.compile(lambda x: np.sum(x * 3, axis=0), fuse="off")
    np.testing.assert_array_equal(run(ints, small), np.sum(small * 3, axis=0))
    assert ints(small).dtype == np.sum(small * 3, axis=0).dtype
    assert "np.sum(" in ints.source


def test_expand_reduced_of_a_numpy_scalar():
    out = ops.expand_reduced(np.float64(2.5), (3, 2), None, False)
    assert type(out) is np.ndarray and out.shape == (3, 2) and out.flags.writeable
    np.testing.assert_array_equal(out, np.full((3, 2), 2.5))
    assert ops.expand_reduced(np.float32(1.0), (4,), None, False).dtype == np.float32


def squares(x):
    return np.sum(x**2 * np.sin(x))


def test_powers_one_and_zero_of_a_squares_hessian_are_dropped():
    x = RNG.uniform(-1, 1, 6)
    compiled = checked_hessian(squares, x, 1e-14)
    # 2 * x**1 and 2 * 1 * x**0 of the backward: x, and y * x**0 is y; only the forward's
    # x**2 is left
    assert compiled.source.count("np.power(") == 1
    # x**0 is 1 for NaN and infinities too: the same as the uncompiled Hessian there
    x[2], x[4] = np.nan, np.inf
    with np.errstate(invalid="ignore"):
        np.testing.assert_array_equal(compiled(x), dg.hessian(squares)(x))
