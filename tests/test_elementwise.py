"""Conventions of the "more elementwise ops" that the generic op tests do not reach."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import derivgen as dg

X = np.array([-1.5, -0.2, 0.3, 0.9, 2.0])
Y = np.array([0.7, 1.3, 0.4, 2.0, 1.1])


def test_clip_with_python_float_and_missing_bounds() -> None:
    np.testing.assert_array_equal(
        dg.grad(lambda x: np.clip(x, -1.0, 1.0).sum())(X), [0, 1, 1, 1, 0]
    )
    np.testing.assert_array_equal(
        dg.grad(lambda x: np.clip(x, None, 1.0).sum())(X), [1, 1, 1, 1, 0]
    )
    np.testing.assert_array_equal(
        dg.grad(lambda x: np.clip(x, 0.0, None).sum())(X), [0, 0, 1, 1, 1]
    )
    np.testing.assert_array_equal(dg.grad(lambda x: np.clip(x, None, None).sum())(X), np.ones(5))


def test_clip_bounds_receive_what_x_does_not() -> None:
    lo = np.array([-1.0, -1.0, 0.5, 2.0, -1.0])  # the fourth has a_min > a_max
    hi = np.array(1.0)
    gx, glo, ghi = dg.grad(lambda x, a, b: np.clip(x, a, b).sum(), argnums=(0, 1, 2))(X, lo, hi)
    np.testing.assert_array_equal(gx, [0, 1, 0, 0, 0])
    np.testing.assert_array_equal(glo, [1, 0, 1, 0, 0])
    assert ghi == 2.0  # x = 2 above a_max, and a_min = 2 > a_max


def test_clip_forward_mode_with_a_missing_bound() -> None:
    _, t = dg.jvp(lambda x: np.clip(x, None, 1.0), (X,), (np.ones(5),))
    np.testing.assert_array_equal(t, [1, 1, 1, 1, 0])
    assert t.dtype == np.float64


def test_operators_percent_floordiv_and_builtin_divmod() -> None:
    n = np.floor(X / Y)
    gx, gy = dg.grad(lambda x, y: (x % y).sum(), argnums=(0, 1))(X, Y)
    np.testing.assert_array_equal(gx, np.ones(5))
    np.testing.assert_array_equal(gy, -n)
    gx, gy = dg.grad(lambda x, y: divmod(x, y)[1].sum(), argnums=(0, 1))(X, Y)
    np.testing.assert_array_equal(gy, -n)
    gx, gy = dg.grad(lambda x, y: (x // y).sum(), argnums=(0, 1))(X, Y)
    np.testing.assert_array_equal(gx, np.zeros(5))
    np.testing.assert_array_equal(gy, np.zeros(5))


def test_sinc_at_zero_has_exact_higher_derivatives_and_no_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert dg.grad(np.sinc)(0.0) == 0.0
        assert dg.grad(dg.grad(np.sinc))(0.0) == pytest.approx(-(np.pi**2) / 3, rel=1e-15)
        assert dg.grad(dg.grad(dg.grad(np.sinc)))(0.0) == 0.0


def test_sinc_is_continuous_across_the_series_threshold() -> None:
    inside, outside = np.nextafter(0.01, 0.0), 0.01
    g = dg.grad(lambda x: np.sinc(x).sum())
    assert g(np.array([inside]))[0] == pytest.approx(g(np.array([outside]))[0], rel=1e-12)


def test_logaddexp_keeps_its_hessian_at_finite_ties() -> None:
    # Only the infinite tie is special-cased, so logaddexp(x, x) is still twice differentiable.
    h = dg.hessian(lambda v: np.logaddexp(v[0], v[1]))(np.ones(2))
    np.testing.assert_allclose(h, [[0.25, -0.25], [-0.25, 0.25]], rtol=1e-15)
    h2 = dg.hessian(lambda v: np.logaddexp2(v[0], v[1]))(np.ones(2))
    c = np.log(2) / 4
    np.testing.assert_allclose(h2, [[c, -c], [-c, c]], rtol=1e-14)


def test_hypot_second_derivative_at_the_origin_is_finite() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        h = dg.hessian(lambda v: np.hypot(v[0], v[1]))(np.zeros(2))
    np.testing.assert_array_equal(h, np.zeros((2, 2)))


def test_fmax_fmin_route_around_nan_in_arrays() -> None:
    a, b = np.array([np.nan, 1.0, 2.0]), np.array([2.0, np.nan, 2.0])
    for f in (np.fmax, np.fmin):
        ga, gb = dg.grad(lambda a, b, f=f: f(a, b).sum(), argnums=(0, 1))(a, b)
        np.testing.assert_array_equal(ga, [0.0, 1.0, 0.5])
        np.testing.assert_array_equal(gb, [1.0, 0.0, 0.5])


def test_nan_to_num_refuses_copy_false() -> None:
    with pytest.raises(TypeError, match="copy=False is not supported"):
        dg.grad(lambda x: np.nan_to_num(x, copy=False).sum())(X.copy())


def test_frexp_and_modf_parts() -> None:
    np.testing.assert_array_equal(
        dg.grad(lambda x: np.frexp(x)[0].sum())(X), 2.0 ** -np.frexp(X)[1]
    )
    np.testing.assert_array_equal(
        dg.grad(lambda x: (2 * np.modf(x)[0] + np.modf(x)[1]).sum())(X), 2 * np.ones(5)
    )


def test_float32_stays_float32_through_the_backward() -> None:
    x = X.astype(np.float32)
    for f in (np.exp2, np.sinc, np.arcsinh, lambda v: np.logaddexp(v, 0.5 * v)):
        _, pullback = dg.vjp(f, x)
        (g,) = pullback(np.ones(5, dtype=np.float32))
        assert g.dtype == np.float32
