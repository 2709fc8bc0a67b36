"""Inputs at the edges of what derivgen supports give a right answer or a clear error."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import derivgen as dg
from derivgen.ops.binding import prepared
from derivgen.ops.registry import ops
from tests.opcases import all_cases

# The backwards that used to return float64 for float32 inputs and cotangents.
UPCASTING = (
    "maximum", "minimum", "fmax", "fmin", "max", "min", "amax", "amin", "nanmax", "nanmin",
    "nanmean", "nanstd", "nanvar", "norm", "ptp", "corrcoef", "interp", "float_power",
)  # fmt: skip
FLOAT32_CASES = [case for case in all_cases(np.float32) if case.op in UPCASTING]


@pytest.mark.parametrize("case", FLOAT32_CASES, ids=lambda c: c.id)
def test_backward_called_directly_keeps_float32(case) -> None:
    info = ops()[case.op]
    prep = prepared(info)
    bound = prep.bind([], dict(case.args))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # NaN cases of the nan* reductions
        value = prep.call_forward(bound)
        saved = prep.fetch(prep.saved_plan, bound, value)
        # np.interp, np.corrcoef and np.float_power return float64 whatever the input;
        # a float32 cotangent must not make float64 gradients either.
        cotangent = np.ones(np.shape(value), np.float32)
        result = info.backward(cotangent, **dict(zip(info.saved, saved, strict=True)))
    grads = (result,) if prep.single_input else result
    checked = 0
    for name, g in zip(info.inputs, grads, strict=True):
        if g is None or name not in info.differentiable:
            continue
        assert g.dtype == np.float32, f"{case.op}: gradient of {name} is {g.dtype}"
        checked += 1
    assert checked


def test_every_upcasting_op_has_a_float32_case() -> None:
    assert {case.op for case in FLOAT32_CASES} == set(UPCASTING)


# ---------------------------------------------------------------- power at 0 ** 0


def _central(f, x: float, h: float = 1e-6) -> float:
    return (f(x + h) - f(x - h)) / (2 * h)


def test_power_with_exponent_zero_has_zero_derivatives_at_zero() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        assert dg.grad(lambda x: x**0.0)(0.0) == 0.0
        assert dg.grad(dg.grad(lambda x: x**0.0))(0.0) == 0.0
    # x ** 0 is the constant 1: central differences agree everywhere, 0 included
    assert _central(lambda x: x**0.0, 0.0) == 0.0
    # elsewhere the exponent is untouched
    assert dg.grad(dg.grad(lambda x: x**3.0))(2.0) == pytest.approx(12.0)
    g = dg.grad(lambda x: np.sum(np.power(x, np.array([0.0, 2.0]))))(np.array([0.0, 0.0]))
    assert g.tolist() == [0.0, 0.0]


@pytest.mark.parametrize("y", [0.5, 1.0, 2.0])
def test_forward_derivative_of_zero_to_the_y_is_zero(y: float) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        out, tangent = dg.jvp(lambda y: np.power(0.0, y), (y,), (1.0,))
    assert out == 0.0
    assert tangent == 0.0  # 0 ** y is 0 for all y > 0
    assert _central(lambda y: 0.0**y, y) == 0.0


@pytest.mark.parametrize("y", [0.14, 0.5, 2.0])
def test_derivatives_of_the_forward_derivative_of_zero_to_the_y_are_zero(y: float) -> None:
    """0 ** y is 0 for all y > 0, so its jvp is 0 in y and in the tangent: reverse over forward
    (autograd's check_grads of power(0., y)) gave nan from the masked base-0 branch."""

    def tangent(y, t):
        return dg.jvp(lambda y: np.power(0.0, y), (y,), (t,))[1]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        assert dg.grad(tangent, argnums=(0, 1))(y, 0.7) == (0.0, 0.0)
        assert dg.jvp(lambda y: tangent(y, 0.7), (y,), (1.0,))[1] == 0.0
        assert dg.hessian(lambda y: np.power(0.0, y))(y) == 0.0
    assert _central(lambda y: _central(lambda u: 0.0**u, y), y) == 0.0


def test_power_keeps_float32_for_python_exponents() -> None:
    g = dg.grad(lambda x: np.sum(x**2.0))(np.ones(3, np.float32))
    assert g.dtype == np.float32
    np.testing.assert_array_equal(g, [2.0, 2.0, 2.0])


# ---------------------------------------------------------------- inputs refused by name


@pytest.mark.filterwarnings("ignore::PendingDeprecationWarning")
def test_np_matrix_is_refused_rather_than_differentiated_wrongly() -> None:
    m = np.matrix([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(TypeError, match="np.matrix"):
        dg.get_grad(np.tanh)(m)
    with pytest.raises(TypeError, match="np.matrix"):
        dg.grad(lambda x: np.sum(np.tanh(x)))(m)


def test_masked_array_is_refused_rather_than_its_mask_ignored() -> None:
    x = np.ma.array([1.0, 2.0, 3.0], mask=[False, True, False])
    with pytest.raises(TypeError, match="masked array"):
        dg.value_and_grad(np.mean)(x)
    with pytest.raises(TypeError, match="masked array"):
        dg.jvp(np.mean, (x,), (np.ones(3),))


@pytest.mark.filterwarnings("ignore::PendingDeprecationWarning")
def test_masked_and_matrix_constants_inside_traced_code_are_refused() -> None:
    masked = np.ma.array([1.0, 2.0, 3.0], mask=[False, True, False])
    matrix = np.matrix([[1.0, 2.0], [3.0, 4.0]])
    with pytest.raises(TypeError, match="np.multiply on a traced array gave a masked array"):
        dg.grad(lambda x: np.mean(x * masked))(np.ones(3))
    with pytest.raises(TypeError, match="gave an np.matrix"):
        dg.grad(lambda x: np.sum(x * matrix))(np.ones((2, 2)))
    with pytest.raises(TypeError, match="gave a masked array"):
        dg.jvp(lambda x: np.mean(x * masked), (np.ones(3),), (np.ones(3),))


def test_traced_corrcoef_y_gets_its_gradient() -> None:
    x = np.array([1.0, 2.0, 3.0, 0.5])
    y = np.array([[1.0, 3.0, 2.5, 0.0], [0.2, -1.0, 0.4, 0.3]])
    dg.gradcheck(lambda x, y: np.corrcoef(x, y), x, y)  # against central differences
    dg.gradcheck(lambda x, y: np.corrcoef(x, y, rowvar=False), y.T, y.T[:, ::-1] ** 2)


def test_a_traced_input_without_a_derivative_names_the_argument() -> None:
    scipy_special = pytest.importorskip("scipy.special")
    a, x = np.array([0.5, 2.0]), np.array([1.0, 3.0])
    with pytest.raises(TypeError, match=r"scipy\.special\.gammainc: argument 'a' is traced"):
        dg.grad(lambda a: np.sum(scipy_special.gammainc(a, x)))(a)
    with pytest.raises(TypeError, match=r"scipy\.special\.gammainc: argument 'a' is traced"):
        dg.jvp(lambda a: scipy_special.gammainc(a, x), (a,), (a,))
    # stop_gradient says a zero gradient is meant
    g = dg.grad(lambda a: np.sum(scipy_special.gammainc(dg.stop_gradient(a), x * a)))(a)
    assert np.all(np.isfinite(g))


def test_traced_interp_xp_gets_the_gradient_of_moving_knots() -> None:
    x = np.array([-0.5, 0.25, 0.6, 1.3, 2.5])  # below, inside and beyond the knots
    xp = np.array([0.0, 0.5, 1.0, 2.0])
    fp = np.array([1.0, -1.0, 2.0, 0.5])
    dg.gradcheck(lambda xp: np.interp(x, xp, fp), xp)  # against central differences
    dg.gradcheck(lambda x, xp, fp: np.interp(x, xp, fp), x, xp, fp)
    g = dg.grad(lambda xp: np.interp(0.25, xp, fp))(xp)
    # t = 0.5 on [0, 0.5], slope -4: xp[0] gets s (t - 1) = 2, xp[1] gets -s t = 2
    np.testing.assert_allclose(g, [2.0, 2.0, 0.0, 0.0])


# ---------------------------------------------------------------- empty arrays and NaN


@pytest.mark.parametrize(
    "f",
    [np.mean, np.average, np.var, np.std, np.median, lambda x: np.dot(x, x),
     lambda x: np.inner(x, x), lambda x: np.sum(np.diff(x)), lambda x: np.sum(np.diff(x, 3))],
    ids=["mean", "average", "var", "std", "median", "dot", "inner", "diff", "diff3"],
)  # fmt: skip
@pytest.mark.parametrize("shape", [(0,), (2,)])
def test_gradients_of_empty_or_too_short_inputs_have_the_input_shape(f, shape) -> None:
    x = np.zeros(shape)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's own "mean of empty slice"
        g = dg.grad(f)(x)
    assert g.shape == shape
    if g.size:
        # only diff with more differences than elements: an empty result, so zero gradient
        np.testing.assert_array_equal(dg.grad(lambda x: np.sum(np.diff(x, 3)))(x), 0.0)


def test_empty_reduction_along_one_axis() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        for f in (np.mean, np.var, np.std, np.median):
            g = dg.grad(lambda x, f=f: np.sum(f(x, axis=0)))(np.zeros((0, 3)))
            assert g.shape == (0, 3)


def test_concatenate_with_axis_none_splits_the_flat_gradient_back() -> None:
    a = np.arange(6.0).reshape(2, 3)
    b = np.array([10.0, 20.0])
    w = np.arange(8.0) + 1.0
    ga, gb = dg.grad(lambda a, b: np.sum(w * np.concatenate([a, b], axis=None)), argnums=(0, 1))(
        a, b
    )
    np.testing.assert_array_equal(ga, w[:6].reshape(2, 3))
    np.testing.assert_array_equal(gb, w[6:])


def test_det_of_a_matrix_with_nan_has_a_nan_gradient() -> None:
    a = np.array([[1.0, np.nan], [2.0, 3.0]])
    good = np.array([[1.0, 2.0], [3.0, 4.0]])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        assert np.all(np.isnan(dg.grad(np.linalg.det)(a)))
        g = dg.grad(lambda s: np.sum(np.linalg.det(s)))(np.stack([a, good]))
    assert np.all(np.isnan(g[0]))
    np.testing.assert_allclose(g[1], [[4.0, -3.0], [-2.0, 1.0]])  # the adjugate's transpose
