"""Conventions of the extra activations, NaN-aware reductions and statistics ops."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
import sympy as sp

import derivgen as dg
from derivgen import generated
from derivgen.ops.registry import ops

R = np.random.default_rng(11)

# ---------------------------------------------------------------- SymPy, for the activations
# not marked elementwise only because tests/test_sympy.py reads no float parameters.

SCALE, ALPHA = 1.0507009873554805, 1.6732632423543772


def _elu(alpha: float) -> Callable[[Any], Any]:
    return lambda x: sp.Piecewise((x, x > 0), (alpha * (sp.exp(x) - 1), True))


SYMPY: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any], tuple[float, float]]] = {
    "elu": (_elu(1.0), generated.elu, (-3.0, 3.0)),
    "elu-0.3": (_elu(0.3), lambda x: generated.elu(x, 0.3), (-3.0, 3.0)),
    "selu": (lambda x: SCALE * _elu(ALPHA)(x), generated.selu, (-3.0, 3.0)),
    "celu-0.5": (
        lambda x: sp.Piecewise((x, x > 0), (0.5 * (sp.exp(x / 0.5) - 1), True)),
        lambda x: generated.celu(x, 0.5),
        (-3.0, 3.0),
    ),
    "leaky_relu-0.2": (
        lambda x: sp.Piecewise((x, x > 0), (0.2 * x, True)),
        lambda x: generated.leaky_relu(x, 0.2),
        (-3.0, 3.0),
    ),
    "hardtanh": (
        lambda x: sp.Min(sp.Max(x, -1), 1),
        generated.hardtanh,
        (-3.0, 3.0),
    ),
    "squareplus": (lambda x: (x + sp.sqrt(x**2 + 4)) / 2, generated.squareplus, (-4.0, 4.0)),
    "squareplus-0.5": (
        lambda x: (x + sp.sqrt(x**2 + sp.Rational(1, 2))) / 2,
        lambda x: generated.squareplus(x, 0.5),
        (-4.0, 4.0),
    ),
    "smooth_l1-0.5": (
        lambda x: sp.Piecewise((x**2 / 2 / sp.Rational(1, 2), abs(x) < 0.5), (abs(x) - 0.25, True)),
        lambda x: generated.smooth_l1(x, 0.5),
        (-3.0, 3.0),
    ),
}


@pytest.mark.parametrize("name", sorted(SYMPY))
def test_first_and_second_derivatives_match_sympy(name: str) -> None:
    form, f, (low, high) = SYMPY[name]
    x = sp.Symbol("x", real=True)
    modules = ["numpy", {"DiracDelta": lambda v: 0 * v, "Heaviside": np.heaviside}]
    value = sp.lambdify(x, form(x), modules=modules)
    first = sp.lambdify(x, sp.diff(form(x), x), modules=modules)
    second = sp.lambdify(x, sp.diff(form(x), x, 2), modules=modules)
    for point in np.linspace(low, high, 9) + 1e-3:
        p = np.float64(point)
        assert float(f(p)) == pytest.approx(float(value(p)), rel=1e-12, abs=1e-14)
        assert float(dg.grad(f)(p)) == pytest.approx(float(first(p)), rel=1e-11, abs=1e-12)
        assert float(dg.grad(dg.grad(f))(p)) == pytest.approx(float(second(p)), rel=1e-9, abs=1e-12)


def test_the_unmarked_activations_are_the_documented_ones() -> None:
    for name in ("elu", "selu", "celu", "leaky_relu", "hardtanh", "squareplus", "smooth_l1"):
        assert not ops()[name].elementwise
    for name in ("silu", "mish", "relu6", "hardsigmoid", "hardswish", "softsign", "logcosh"):
        assert ops()[name].elementwise


def test_activations_are_finite_for_large_inputs() -> None:
    x = np.array([-1e300, -800.0, -50.0, 0.0, 50.0, 800.0, 1e300])
    with np.errstate(over="raise", invalid="raise", divide="raise"):  # underflow is fine
        for name in ("silu", "mish", "elu", "selu", "celu", "logcosh", "squareplus", "softsign"):
            f = getattr(generated, name)
            assert np.all(np.isfinite(f(x))), name
            assert np.all(np.isfinite(dg.grad(lambda v, f=f: np.sum(f(v)))(x))), name
    moderate = np.array([-50.0, -1.5, 0.0, 0.3, 20.0])
    np.testing.assert_allclose(generated.logcosh(moderate), np.log(np.cosh(moderate)), rtol=1e-14)
    np.testing.assert_allclose(generated.logcosh(np.array([800.0])), [800.0 - np.log(2.0)])


def test_smooth_l1_is_huber_over_beta() -> None:
    import scipy.special as special

    x = R.uniform(-3, 3, 7)
    np.testing.assert_allclose(generated.smooth_l1(x, 0.7), special.huber(0.7, x) / 0.7)
    g = dg.grad(lambda v: np.sum(special.huber(0.7, v)))(x) / 0.7
    np.testing.assert_allclose(dg.grad(lambda v: np.sum(generated.smooth_l1(v, 0.7)))(x), g)


# ---------------------------------------------------------------- quantiles


@pytest.mark.parametrize("nan", [False, True])
@pytest.mark.parametrize("axis", [None, 1, (0, 2)])
def test_quantile_weights_reproduce_numpy_and_its_slope_in_q(nan: bool, axis: Any) -> None:
    from derivgen import numeric

    x = R.standard_normal((3, 4, 5))
    if nan:
        x[0, 1, :3] = np.nan
        x[2, 0, 4] = np.nan
    q = np.array([0.0, 0.13, 0.41, 0.77, 1.0])  # inner values off the knots q (n - 1) integer
    f = np.nanquantile if nan else np.quantile
    w = numeric.quantile_weights(x, q, axis, "x", nan)
    lead = tuple(range(1, 4))
    reduced = tuple(a + 1 for a in numeric.normalize_axes(axis, 3))
    got = np.sum(w * np.nan_to_num(x)[None], axis=reduced)
    np.testing.assert_allclose(got, f(x, q, axis=axis), rtol=1e-12, atol=1e-12)
    base = numeric.quantile_weights(x, q, axis, "base", nan)
    slope = numeric.quantile_weights(x, q, axis, "q", nan)
    np.testing.assert_allclose(base + q.reshape(-1, 1, 1, 1) * slope, w, atol=1e-12)
    inner = q[1:-1]
    diff = (f(x, inner + 1e-7, axis=axis) - f(x, inner - 1e-7, axis=axis)) / 2e-7
    dq = np.sum(slope[1:-1] * np.nan_to_num(x)[None], axis=reduced)
    np.testing.assert_allclose(dq, diff, rtol=1e-6, atol=1e-6)
    assert lead  # the weights carry q's axes in front


def test_median_of_a_group_with_nan_is_nan_with_gradient_zero() -> None:
    x = np.array([[1.0, np.nan, 2.0], [3.0, 1.0, 2.0]])
    g = dg.grad(lambda v: np.nansum(np.median(v, axis=1)))(x)
    np.testing.assert_array_equal(g, [[0.0, 0.0, 0.0], [0.0, 0.0, 1.0]])


# ---------------------------------------------------------------- plain lists as constants


def test_interp_convolve_and_cov_take_plain_lists_for_their_constant_arguments() -> None:
    x = np.array([3.0, 1.0, 2.0, 5.0])
    g = dg.grad(lambda v: np.sum(np.interp(v, [0.0, 2.0, 4.0], [0.0, 1.0, 5.0])))(x)
    np.testing.assert_allclose(g, [2.0, 0.5, 2.0, 0.0])
    g = dg.grad(lambda v: np.sum(np.convolve(v, [1.0, 2.0], "same")))(x)
    np.testing.assert_allclose(g, [3.0, 3.0, 3.0, 1.0])
    g = dg.grad(lambda v: np.sum(np.correlate([1.0, 2.0, 3.0, 4.0, 5.0], v, "same")))(x[:2])
    np.testing.assert_allclose(g, [10.0, 15.0])
    y = [1.0, 0.0, 2.0, 3.0]
    yc = np.subtract(y, np.mean(y))
    np.testing.assert_allclose(dg.grad(lambda v: np.cov(v, y)[0, 1])(x), yc / 3)
