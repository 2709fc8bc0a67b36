"""Inputs at the edges of what derivgen supports give a right answer or a clear error."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import derivgen as dg
from derivgen.binding import prepared
from derivgen.registry import ops
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
        result = info.backward(cotangent, *saved)
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


def test_power_keeps_float32_for_python_exponents() -> None:
    g = dg.grad(lambda x: np.sum(x**2.0))(np.ones(3, np.float32))
    assert g.dtype == np.float32
    np.testing.assert_array_equal(g, [2.0, 2.0, 2.0])
