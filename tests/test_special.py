"""Conventions of the neural-network and scipy.special ops that the generic op tests miss."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
import scipy.special as special
import sympy as sp

import derivgen as dg
import derivgen.scipy
from derivgen import generated
from derivgen.ops.registry import ops

R = np.random.default_rng(7)


# ---------------------------------------------------------------- SymPy, for ops not marked
# elementwise only because tests/test_sympy.py cannot evaluate their SymPy forms.


def _ndtr(x: Any) -> Any:
    return (1 + sp.erf(x / sp.sqrt(2))) / 2


SYMPY: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any], tuple[float, float]]] = {
    "gamma": (sp.gamma, generated.gamma, (0.3, 3.0)),
    "gammaln": (sp.loggamma, generated.gammaln, (0.3, 3.0)),
    "digamma": (sp.digamma, generated.digamma, (0.3, 3.0)),
    "polygamma-0": (lambda x: sp.polygamma(0, x), lambda x: generated.polygamma(0, x), (0.3, 3)),
    "polygamma-1": (lambda x: sp.polygamma(1, x), lambda x: generated.polygamma(1, x), (0.3, 3)),
    "polygamma-3": (lambda x: sp.polygamma(3, x), lambda x: generated.polygamma(3, x), (0.3, 3)),
    "gelu": (lambda x: x * _ndtr(x), generated.gelu, (-3.0, 3.0)),
}


@pytest.mark.parametrize("name", sorted(SYMPY))
def test_first_and_second_derivatives_match_sympy(name: str) -> None:
    form, f, (low, high) = SYMPY[name]
    x = sp.Symbol("x", real=True)
    first = sp.lambdify(x, sp.diff(form(x), x), modules=["scipy", "numpy"])
    second = sp.lambdify(x, sp.diff(form(x), x, 2), modules=["scipy", "numpy"])
    for point in np.linspace(low, high, 7) + 1e-3:
        p = np.float64(point)
        assert float(dg.grad(f)(p)) == pytest.approx(float(first(p)), rel=1e-11, abs=1e-12)
        assert float(dg.grad(dg.grad(f))(p)) == pytest.approx(float(second(p)), rel=1e-9)


def test_the_unmarked_ops_are_the_documented_ones() -> None:
    unmarked = {"polygamma"}
    for name in unmarked:
        assert not ops()[name].elementwise
    for name in ("erf", "erfinv", "log_ndtr", "softplus", "relu", "gelu", "gelu_tanh", "gamma"):
        assert ops()[name].elementwise


# ---------------------------------------------------------------- softmax and logsumexp


@pytest.mark.parametrize("axis", [-1, 0, (0, 2), None])
def test_softmax_family_matches_scipy_and_stays_finite_for_large_inputs(axis: Any) -> None:
    x = R.standard_normal((2, 3, 4)) * 3 + 1000.0
    np.testing.assert_allclose(generated.softmax(x, axis), special.softmax(x, axis=axis))
    np.testing.assert_allclose(
        generated.log_softmax(x, axis), special.log_softmax(x, axis=axis), rtol=1e-12
    )
    for keepdims in (False, True):
        np.testing.assert_allclose(
            generated.logsumexp(x, axis, keepdims=keepdims),
            special.logsumexp(x, axis=axis, keepdims=keepdims),
            rtol=1e-14,
        )


def test_infinite_groups_are_ties_and_never_nan() -> None:
    x = np.array([[-np.inf, -np.inf, -np.inf], [np.inf, 1.0, np.inf], [0.0, -np.inf, 0.0]])
    with np.errstate(all="raise"):
        s = generated.softmax(x)
        ls = generated.log_softmax(x)
        lse = generated.logsumexp(x, 1)
        _, pullback = dg.vjp(lambda v: generated.logsumexp(v, 1), x)
        (g,) = pullback(np.ones(3))
    third = 1 / 3
    np.testing.assert_array_equal(s, [[third] * 3, [0.5, 0.0, 0.5], [0.5, 0.0, 0.5]])
    np.testing.assert_allclose(np.exp(ls), s, rtol=1e-15)
    np.testing.assert_array_equal(lse, [-np.inf, np.inf, np.log(2.0)])
    np.testing.assert_array_equal(g, s)
    assert np.isnan(generated.softmax(np.array([0.0, np.nan]))).all()
    assert np.isnan(generated.logsumexp(np.array([0.0, np.nan])))


def test_logsumexp_gradient_is_softmax_and_its_hessian_is_diag_minus_outer() -> None:
    x = R.standard_normal(4)
    s = special.softmax(x)
    np.testing.assert_allclose(dg.grad(generated.logsumexp)(x), s, rtol=1e-14)
    np.testing.assert_allclose(dg.hessian(generated.logsumexp)(x), np.diag(s) - np.outer(s, s))


# ---------------------------------------------------------------- cross-entropy


def test_cross_entropy_is_minus_log_softmax_at_the_label_and_its_gradient_softmax_minus_onehot():
    logits = R.standard_normal((5, 4)) * 300  # large: a naive exp would overflow
    labels = np.array([0, 3, 3, 1, -1])
    loss = generated.softmax_cross_entropy(logits, labels)
    picked = special.log_softmax(logits, axis=-1)[np.arange(5), labels]
    np.testing.assert_allclose(loss, -picked, rtol=1e-13)
    onehot = np.eye(4)[labels]
    g = dg.grad(lambda z: generated.softmax_cross_entropy(z, labels).sum())(logits)
    np.testing.assert_allclose(g, special.softmax(logits, axis=-1) - onehot, atol=1e-15)


def test_cross_entropy_in_a_model_first_and_second_order() -> None:
    x, w = R.standard_normal((6, 3)), R.standard_normal((3, 4))
    labels = np.array([0, 1, 2, 3, 3, 1])

    def loss(x: Any, w: Any) -> Any:
        return np.mean(generated.softmax_cross_entropy(np.tanh(x @ w), labels))

    dg.gradcheck(loss, x, w)
    dg.gradgradcheck(loss, x, w)


def test_cross_entropy_needs_integer_labels_of_the_right_shape() -> None:
    with pytest.raises(TypeError, match="integer class labels"):
        generated.softmax_cross_entropy(np.zeros((2, 3)), np.array([0.0, 1.0]))
    with pytest.raises(ValueError, match="do not fit"):
        generated.softmax_cross_entropy(np.zeros((2, 3)), np.array([0, 1, 2]))


# ---------------------------------------------------------------- large inputs, zeros


@pytest.mark.parametrize(
    "name", ["sigmoid", "log_expit", "softplus", "relu", "gelu_tanh", "log_ndtr", "erf"]
)
def test_no_overflow_or_invalid_at_plus_minus_800(name: str) -> None:
    f = ops()[name].forward
    x = np.array([-800.0, -40.0, 0.0, 40.0, 800.0])
    with np.errstate(over="raise", invalid="raise", divide="raise"):
        value = f(x)
        g = dg.grad(lambda v: f(v).sum())(x)
        h = dg.grad(lambda v: dg.grad(lambda u: f(u).sum())(v).sum())(x)
    assert np.isfinite(value).all() and np.isfinite(g).all() and np.isfinite(h).all()


def test_softplus_and_log_expit_values_at_the_extremes() -> None:
    x = np.array([-np.inf, -800.0, 0.0, 800.0, np.inf])
    np.testing.assert_array_equal(generated.softplus(x), [0.0, 0.0, np.log(2.0), 800.0, np.inf])
    np.testing.assert_array_equal(generated.log_expit(x), [-np.inf, -800.0, -np.log(2.0), 0.0, 0.0])


@pytest.mark.parametrize(
    "name, shift", [("xlogy", 0), ("xlog1py", -1), ("rel_entr", 0), ("kl_div", 0)]
)
def test_xlogy_family_at_zero_has_no_nan_in_first_or_second_order(name: str, shift: float) -> None:
    f = ops()[name].forward
    zero = np.zeros(3)
    y = np.array([0.0, 0.5, 2.0]) + shift  # includes the pole of the log
    with np.errstate(all="ignore"):
        dx, dy = dg.grad(lambda a, b: f(a, b).sum(), argnums=(0, 1))(zero, y)
        dyy = dg.grad(lambda b: dg.grad(lambda a, c: f(a, c).sum(), 1)(zero, b).sum())(y)
    assert not np.isnan(dx).any() and not np.isnan(dy).any()
    assert not np.isnan(dyy).any()


# ---------------------------------------------------------------- tracing


def test_scipy_ufuncs_in_user_code_trace_to_their_ops() -> None:
    x, y = R.uniform(0.2, 0.8, 4), R.uniform(0.5, 2.0, 4)

    def f(x: Any, y: Any) -> Any:
        return np.sum(special.erf(x) * special.xlogy(x, y) + special.logit(x) ** 2)

    dg.gradcheck(f, x, y)
    dg.gradgradcheck(f, x, y)
    assert dg.op_info(special.expit).name == "expit"  # sigmoid mirrors it too, by name only
    assert dg.op_info("sigmoid").numpy is special.expit


def test_forward_ops_called_on_traced_values_are_single_ops() -> None:
    x = R.standard_normal((3, 4))

    def f(x: Any) -> Any:
        return np.sum(generated.log_softmax(x, 0) * generated.softmax(x)) + generated.logsumexp(x)

    dg.gradcheck(f, x)
    dg.gradgradcheck(f, x)


# ---------------------------------------------------------------- polygamma of complex z

# Points right and left of Re z = 1/2 (series side and reflection), near the poles, far out,
# and random ones in a strip along the negative real axis, where the recurrence cancels.
COMPLEX_POINTS = np.concatenate(
    [
        [0.1 + 0.1j, 1 + 1j, 0.5 - 0.5j, 0.49 + 0.3j, 5j, 1e-3 + 0j, 30 + 0j, 2 + 50j],
        [100 - 30j, 1e4 + 1e4j, -3.7 + 0.2j, -2 + 1e-3j, -5.5 + 0.5j, -25.3 + 4j, -0.5 - 7j],
        [-40.5 + 0.01j, -3.2 - 300j, -7.9 + 20j, -77.7 - 0.4j, -1e3 + 0.5j],
        R.uniform(-30, 30, 20) + 1j * R.uniform(-5, 5, 20),
    ]
)


@pytest.mark.parametrize("n", [1, 2, 3, 4, 6, 9])
def test_complex_polygamma_matches_mpmath(n: int) -> None:
    import mpmath

    from derivgen.numeric import complex_polygamma

    with mpmath.workdps(30):
        want = np.array(
            [complex(mpmath.polygamma(n, mpmath.mpc(z.real, z.imag))) for z in COMPLEX_POINTS]
        )
    got = complex_polygamma(n, COMPLEX_POINTS)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=0)
    assert complex_polygamma(n, COMPLEX_POINTS.astype(np.complex64)).dtype == np.complex64
    assert not np.isfinite(complex_polygamma(n, np.array([0j, -2 + 0j]))).any()  # poles


def test_series_bernoulli_numbers_are_sympys() -> None:
    from derivgen.numeric.special import BERNOULLI_EVEN

    for k, (numerator, denominator) in enumerate(BERNOULLI_EVEN, start=1):
        assert sp.Rational(numerator, denominator) == sp.bernoulli(2 * k)


@pytest.mark.parametrize(
    ("name", "reference"),
    [("gamma", "gamma"), ("digamma", "digamma"), ("rgamma", "rgamma"), ("polygamma", "psi")],
)
def test_complex_gamma_family_derivatives_match_mpmath(name: str, reference: str) -> None:
    """First and second complex derivatives (holomorphic: grad of Re(w f(z)) is w f'(z)),
    also left of the imaginary axis, against mpmath's derivatives of the same function."""
    import mpmath

    z = np.array([1.3 + 0.7j, -2.6 + 0.4j, 0.2 - 1.5j, 4.1 + 3.0j])
    w = 0.8 - 0.3j

    def op(x: Any) -> Any:
        return generated.polygamma(2, x) if name == "polygamma" else getattr(generated, name)(x)

    def mp_function(x: Any) -> Any:
        return mpmath.psi(2, x) if name == "polygamma" else getattr(mpmath, reference)(x)

    first = dg.grad(lambda x: np.sum(np.real(w * op(x))))(z)
    second = dg.grad(lambda x: np.sum(np.real(dg.grad(lambda y: np.sum(np.real(w * op(y))))(x))))(z)
    with mpmath.workdps(30):
        points = [mpmath.mpc(v.real, v.imag) for v in z]
        d1 = np.array([complex(mpmath.diff(mp_function, p, 1)) for p in points])
        d2 = np.array([complex(mpmath.diff(mp_function, p, 2)) for p in points])
    np.testing.assert_allclose(op(z), [complex(mp_function(p)) for p in points], rtol=1e-12)
    np.testing.assert_allclose(first, w * d1, rtol=1e-10)
    # JAX's gradient of Re(h(z)) for holomorphic h is h'(z); here h = w f'(z)
    np.testing.assert_allclose(second, w * d2, rtol=1e-10)


@pytest.mark.parametrize("order", [1, 2, 3])
def test_zeta_derivative_in_x_matches_mpmath_at_high_precision(order: int) -> None:
    """The vectorised Euler-Maclaurin sum (x >= 0), and mpmath's fallback below x = 0."""
    import mpmath

    from derivgen.numeric import zeta_derivative

    x = np.array([0.0, 0.3, 0.9, 1.1, 1.5, 2.0, 3.7, 10.0, 30.0, 60.0, -0.5, -3.0])
    q = np.array([0.05, 0.3, 1.0, 2.5, 10.0, 100.0])[:, None]
    got = zeta_derivative(x, q, order)
    with mpmath.workdps(60):  # at its default precision mpmath loses digits at large q
        want = np.array([[float(mpmath.zeta(s, a, order)) for s in x] for a in q[:, 0]])
    np.testing.assert_allclose(got, want, rtol=1e-11)
    riemann = zeta_derivative(x, None, order)  # q = 1
    np.testing.assert_allclose(riemann, want[2], rtol=1e-11)
    assert zeta_derivative(x.astype(np.float32), None, order).dtype == np.float32


def test_zeta_gradient_in_x_is_the_derivative_of_scipys_zeta() -> None:
    x, q = R.uniform(1.2, 8.0, 50), R.uniform(0.2, 20.0, 50)
    g = dg.grad(lambda x: np.sum(derivgen.scipy.special.zeta(x, q)))(x)
    h = 1e-6 * x  # zeta is elementwise: one central difference per element, at once
    want = (special.zeta(x + h, q) - special.zeta(x - h, q)) / (2 * h)
    np.testing.assert_allclose(g, want, rtol=1e-6)
