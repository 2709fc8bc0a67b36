"""The eager tape's fast paths give what the general ones give, and never write to user arrays."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
from derivgen.generated import backward
from tests.differences import central_gradient


def test_fan_out_sums_match_finite_differences() -> None:
    """x feeds many ops: its cotangent is summed, in place after the first sum."""

    def f(x):
        return np.sum(np.sin(x) + x * x + np.exp(x) + x + np.tanh(x) * x)

    x = np.linspace(-1.0, 1.0, 7)
    assert np.allclose(dg.grad(f)(x), central_gradient(f, x), atol=1e-7)


def test_user_cotangent_is_never_modified() -> None:
    """vjp's cotangent flows unchanged into both inputs of add: no sum may be written into it."""

    def f(x):
        y = x + x  # add's backward returns its cotangent itself, for each input
        return y + x

    x = np.arange(4.0)
    cotangent = np.array([1.0, 2.0, 3.0, 4.0])
    kept = cotangent.copy()
    _, pullback = dg.vjp(f, x)
    (g,) = pullback(cotangent)
    assert np.array_equal(cotangent, kept)
    assert np.array_equal(g, 3 * kept)
    (again,) = pullback(cotangent)  # a second pull gives the same, from an unchanged seed
    assert np.array_equal(again, 3 * kept)
    assert np.array_equal(cotangent, kept)


def test_saved_user_array_is_never_modified() -> None:
    """A gradient that is a user's array (c in x * c) is summed into a copy, never into c."""
    c = np.array([1.0, 2.0, 3.0])
    kept = c.copy()

    def f(x):
        return np.sum(x * c + x * c + x * c)

    g = dg.grad(f)(np.ones(3))
    assert np.array_equal(c, kept)
    assert np.array_equal(g, 3 * kept)


def test_in_place_sum_keeps_the_wider_dtype() -> None:
    """float32 and float64 cotangents for one value: += into float32 would round."""
    x = np.array([0.1, 0.2, 0.3], dtype=np.float32)
    wide = np.array([1e-9, 2e-9, 3e-9])

    def f(x):
        return np.sum(x * wide) + np.sum(x * wide) + np.sum(x * wide)

    g = dg.grad(f)(x)
    reference = np.float32(3) * wide  # computed in float64, then cast once by grad
    assert g.dtype == np.float32
    assert np.array_equal(g, reference.astype(np.float32))


def test_broadcast_gradients_are_still_summed() -> None:
    """The inline shape check only skips sum_to when nothing was broadcast."""
    a = np.arange(6.0).reshape(2, 3)
    b = np.array([1.0, -2.0, 0.5])

    def f(a, b):
        return np.sum((a * b + b - a) ** 2)

    ga, gb = dg.grad(f, argnums=(0, 1))(a, b)
    assert np.allclose(ga, central_gradient(lambda a: f(a, b), a), atol=1e-6)
    assert np.allclose(gb, central_gradient(lambda b: f(a, b), b), atol=1e-6)


@pytest.mark.parametrize("cotangent", [np.float64(2.0), 2.0, np.array(2.0)])
def test_generated_backward_accepts_scalars_where_shapes_are_checked(cotangent) -> None:
    """Values that are not ndarrays still reach sum_to, as before the inline check."""
    g_self, g_other = backward.multiply_backward(
        cotangent, self=np.array(3.0), other=np.float64(4.0)
    )
    assert np.shape(g_self) == () and g_self == 8.0
    assert np.shape(g_other) == () and g_other == 6.0


def test_constant_input_gets_no_gradient_computed() -> None:
    """needs=(False, True) for 0.5 * x: the recorded node says which gradient is wanted."""
    calls = []

    def spy(*args, **kwargs):
        calls.append(kwargs.get("needs"))
        return saved_backward(*args, **kwargs)

    def spy_needs_last(*args):  # the tape passes needs last, by position
        calls.append(args[-1])
        return saved_needs_last(*args)

    def f(x):
        return np.sum(0.5 * x + x * x)

    from derivgen.ops.binding import by_name
    from derivgen.trace import recorders as trace

    prep = by_name("multiply")
    saved_backward, saved_needs_last = prep.backward, prep.backward_needs_last
    prep.backward, prep.backward_needs_last = spy, spy_needs_last
    trace._forget_ops()  # the operators' recorders hold the backward they were made with
    try:
        g = dg.grad(f)(np.array([1.0, 2.0]))
    finally:
        prep.backward, prep.backward_needs_last = saved_backward, saved_needs_last
        trace._forget_ops()
    assert np.array_equal(g, 0.5 + 2 * np.array([1.0, 2.0]))
    assert calls.count((False, True)) == 1 and calls.count(None) == 1


def test_complex_input_to_a_real_only_op_is_refused() -> None:
    """The inline complex check of the fast recording path raises as the general one does."""
    with pytest.raises(TypeError, match="complex input"):
        dg.grad(lambda x: np.sum(np.arctan2(x, 1j * np.ones(2))))(np.ones(2))


def test_failed_backward_leaves_no_partial_sums() -> None:
    """Cotangents live in the nodes during a pass; a pass that raises must not leave any."""
    calls = []

    @dg.custom_vjp
    def flaky(x):
        return np.sin(x)

    def fwd(x):
        return np.sin(x), np.cos(x)

    def bwd(cos_x, g):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("first pass fails")
        return (g * cos_x,)

    flaky.defvjp(fwd, bwd)

    def f(x):
        return x * x + flaky(x) * 2.0

    x = np.array([0.3, -1.2, 2.0])
    _, pullback = dg.vjp(f, x)
    with pytest.raises(RuntimeError, match="first pass fails"):
        pullback(np.ones(3))
    (g,) = pullback(np.ones(3))
    assert np.allclose(g, central_gradient(lambda x: np.sum(f(x)), x), atol=1e-7)


def test_operator_recorders_match_finite_differences() -> None:
    """The specialised recorders: plain ints and floats on either side, float32 with float64,
    a 0-d value after a reduction, integer arrays (which take the general path)."""
    ints = np.array([1, 2, 3])

    def f(x):
        y = 2.0 - x**2 + 3 * x / 4.0 - 1 / (x + 5) + np.float64(2.0) * x
        y = np.maximum(y, 0.1 * x) + np.arctan2(x, 2.0) + x * ints
        s = np.sum(np.exp(-y))
        return np.sin(s) * s - np.sqrt(s) ** 3  # unary and binary ops on a 0-d value

    x = np.array([0.3, -0.7, 1.1])
    assert np.allclose(dg.grad(f)(x), central_gradient(f, x), rtol=1e-6, atol=1e-8)
    g32 = dg.grad(f)(x.astype(np.float32))
    assert g32.dtype == np.float32
    assert np.allclose(g32, central_gradient(f, x), rtol=1e-3, atol=1e-4)


def test_recorders_under_nested_traces() -> None:
    """A value boxed by two traces takes the general path: second derivatives stay right."""

    def f(x):
        return np.sum(np.sin(x) * x + x**3 / 3.0)

    x = np.array([0.2, -0.4])
    hess = dg.hessian(f)(x)
    expected = np.diag(2 * np.cos(x) - x * np.sin(x) + 2 * x)
    assert np.allclose(hess, expected, atol=1e-10)
    _, tangent = dg.jvp(dg.grad(f), (x,), (np.ones(2),))
    assert np.allclose(tangent, expected @ np.ones(2), atol=1e-10)


def test_grad_of_one_array_handles_every_output_once() -> None:
    """grad's path for one float array: outputs that are not a traced 0-d float still get the
    general checks, and f runs once whatever it returns."""
    calls = []

    def counted(f):
        def run(x):
            calls.append(1)
            return f(x)

        return run

    x = np.array([0.5, -1.5])
    assert np.array_equal(dg.grad(counted(lambda x: 3.0))(x), np.zeros(2))
    g = dg.grad(counted(lambda x: np.sin(x[:1]) * 2.0))(x)  # shape (1,): seeded with ones
    assert np.allclose(g, [2 * np.cos(0.5), 0.0])
    with pytest.raises(ValueError, match="scalar output"):
        dg.grad(counted(np.sin))(x)
    with pytest.raises(TypeError, match="real floating-point output"):
        dg.grad(counted(lambda x: np.sum(x * 1j)))(x)
    with pytest.raises(ValueError, match="scalar output"):
        dg.grad(counted(lambda x: (np.sum(x), np.sum(x))))(x)
    assert len(calls) == 5
    value, g = dg.value_and_grad(lambda x, c, d: np.sum(x * c) + d, argnums=-2)(x, 3.0, d=1.0)
    assert value == -2.0 and np.array_equal(g, [3.0, 3.0])


def test_grad_of_one_array_inside_an_outer_trace() -> None:
    """The inner grad sees a plain array, but f's result also depends on an outer traced value."""

    def outer(y):
        return dg.grad(lambda x: np.sum(np.sin(x) * y))(np.array([0.1, 0.2])).sum()

    y = np.array(1.5)
    assert np.allclose(dg.grad(outer)(y), np.cos(0.1) + np.cos(0.2))


def test_backward_twin_takes_needs_by_position_and_by_keyword() -> None:
    """The runtime's twin of a generated backward takes needs last by position; needs= works too."""
    from derivgen.ops.binding import _needs_last, by_name

    prep = by_name("multiply")
    g, x, y = np.array([2.0, 3.0]), np.array([5.0, 7.0]), np.array([11.0, 13.0])
    assert prep.backward_needs_last is prep.backward
    by_position = prep.backward(g, x, y, (True, False))
    by_keyword = prep.backward(g, x, y, needs=(True, False))
    assert np.array_equal(by_position[0], g * y) and by_position[1] is None
    assert np.array_equal(by_keyword[0], g * y) and by_keyword[1] is None

    def rule(grad, a, *, needs=(True, True)):  # not generated: called through a wrapper
        return (grad * a if needs[0] else None, grad if needs[1] else None)

    wrapped = _needs_last(rule)
    assert wrapped is not rule
    first, second = wrapped(g, x, (False, True))
    assert first is None and np.array_equal(second, g)


def test_reduction_recorder_matches_the_general_path() -> None:
    """np.sum/np.mean/np.max called without keywords take the specialised recorder; the
    gradients match central differences, and a call with more arguments than NumPy takes
    still goes through binding and names the op in its error."""
    from derivgen.trace import recorders as trace

    x = np.random.default_rng(3).uniform(-1, 1, (3, 4))

    def f(x):
        return np.sum(np.mean(np.sin(x), 0) ** 2) + np.sum(np.max(x, 1)) + np.sum(x)

    g = dg.grad(f)(x)
    assert np.sum in trace._FUNCTIONS and np.mean in trace._FUNCTIONS
    h = 1e-6
    for idx in np.ndindex(x.shape):
        step = np.zeros_like(x)
        step[idx] = h
        assert abs((f(x + step) - f(x - step)) / (2 * h) - g[idx]) < 1e-6
    with pytest.raises(TypeError, match="sum"):
        dg.grad(lambda x: np.sum(x, 0, None, None, True, 3, 4, 5))(x)


def test_vjp_of_one_array_pulls_back_like_the_general_path() -> None:
    """dg.vjp of one float array: the direct pullback agrees with the dot-product test, and
    cotangents it does not take (another dtype, None, a wrong shape) behave as before."""
    rng = np.random.default_rng(5)
    x, u = rng.uniform(-1, 1, (3, 4)), rng.uniform(-1, 1, (3, 4))

    def f(x):
        return np.tanh(x) * x + np.sin(x)

    out, vjp_fn = dg.vjp(f, x)
    assert np.array_equal(out, f(x))
    (g,) = vjp_fn(u)
    (again,) = vjp_fn(u)  # a vjp_fn may be called several times
    assert np.array_equal(g, again)
    h = 1e-6
    v = rng.uniform(-1, 1, x.shape)
    directional = (f(x + h * v) - f(x - h * v)) / (2 * h)
    assert abs(np.sum(u * directional) - np.sum(g * v)) < 1e-7
    (g32,) = vjp_fn(u.astype(np.float32))  # converted, as the general path does
    assert g32.dtype == np.float64 and np.allclose(g32, g, rtol=1e-6)
    (zero,) = vjp_fn(None)
    assert np.array_equal(zero, np.zeros_like(x))
    with pytest.raises(ValueError, match="cotangent has shape"):
        vjp_fn(np.ones(3))
    total, total_fn = dg.vjp(lambda x: np.sum(x * x), x)  # a 0-d output
    (gs,) = total_fn(np.array(2.0))
    assert np.allclose(gs, 4 * x)
    pair, pair_fn = dg.vjp(lambda x: (np.sin(x), x * 2.0), x)  # a tuple output: general path
    gp = pair_fn((u, u))
    assert len(gp) == 1 and np.allclose(gp[0], u * np.cos(x) + 2 * u)


def test_a_dot_products_unit_seed_is_not_multiplied_and_never_hands_out_a_users_array() -> None:
    # the backward of a scalar x @ c reads c itself (v * 1 is v); the gradient handed out must
    # still be an array of its own, which the caller may write into
    c = np.array([1.0, -2.0, np.inf, -0.0])
    for f in (lambda x: x @ c, lambda x: np.reshape(x, (4,)) @ c):
        g = dg.grad(f)(np.ones(4))
        assert not np.shares_memory(g, c) and g.flags.writeable
        np.testing.assert_array_equal(g, c)
        assert np.signbit(g[3])
    x32 = np.linspace(0.5, 1.0, 4, dtype=np.float32)
    assert dg.grad(lambda x: x @ (2 * x))(x32).dtype == np.float32
    np.testing.assert_allclose(dg.grad(lambda x: x @ np.sin(x))(x32), central_gradient(
        lambda x: x @ np.sin(x), x32.astype(np.float64)), rtol=1e-5)  # fmt: skip
    np.testing.assert_allclose(dg.hessian(lambda x: x @ (c[:2] * x))(np.ones(2)), np.diag([2, -4]))
