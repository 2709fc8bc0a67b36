"""The user questions in shared/seeds, as tests."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg


def test_get_grad_of_sin_is_cos_at_any_shape() -> None:
    rng = np.random.default_rng(0)
    for shape in [(4, 2, 3), (), (5,), (2, 0)]:
        x = rng.uniform(-3, 3, size=shape)
        np.testing.assert_allclose(dg.get_grad(np.sin)(x), np.cos(x), rtol=1e-15)
        assert dg.get_grad(np.sin)(x).shape == x.shape


def test_get_grad_of_tanh_is_one_minus_tanh_squared() -> None:
    x = np.linspace(-3, 3, 13).reshape(13, 1)
    np.testing.assert_allclose(dg.get_grad("tanh")(x), 1 - np.tanh(x) ** 2, rtol=1e-12)


def test_get_grad_by_name_function_or_numpy_function() -> None:
    from derivgen import generated

    x = np.array([[2.0, 1.0], [1.0, 3.0]])
    expected = np.linalg.det(x) * np.linalg.inv(x).T
    for op in ("det", generated.ops.det, np.linalg.det):
        np.testing.assert_allclose(dg.get_grad(op)(x), expected)


@pytest.mark.parametrize(
    "thing, named",
    [
        (lambda x: np.sin(np.exp(x)), "a lambda"),
        (np.argmax, "numpy.argmax"),
        ("sinn", "'sinn'"),
        (42, "42"),
    ],
)
def test_get_grad_rejects_what_is_not_a_registered_op(thing, named: str) -> None:
    with pytest.raises(TypeError, match=named.replace("(", r"\(")):
        dg.get_grad(thing)


def test_tanh_backward_uses_result_and_sin_backward_uses_input() -> None:
    assert dg.op_info("tanh").saved == ("result",)
    assert dg.op_info("sin").saved == ("self",)
    x = np.linspace(-2, 2, 5)
    g = np.full(5, 0.5)
    np.testing.assert_allclose(
        dg.get_backward("tanh")(g, result=np.tanh(x)), g * (1 - np.tanh(x) ** 2)
    )
    np.testing.assert_allclose(dg.get_backward(np.sin)(g, self=x), g * np.cos(x))


def test_formula_is_readable_from_python() -> None:
    assert dg.op_info("sin").formulas == {"self": "grad * cos(self)"}
    assert "result" in dg.op_info("tanh").formulas["self"]


def test_grad_of_sum_of_sin_is_cos_and_vjp_weights_outputs() -> None:
    """The functorch thread: grad(lambda x: sin(x).sum()) is cos; vjp takes any cotangent."""
    x = np.random.default_rng(1).normal(size=(4, 2))
    np.testing.assert_allclose(dg.grad(lambda x: np.sin(x).sum())(x), np.cos(x))
    out, vjp_fn = dg.vjp(np.sin, x)
    weights = np.arange(8.0).reshape(4, 2)
    np.testing.assert_allclose(vjp_fn(weights)[0], weights * np.cos(x))


def test_grad_of_nonscalar_output_points_to_vjp_or_sum() -> None:
    with pytest.raises(ValueError, match=r"shape \(4, 2\).*sum.*vjp"):
        dg.grad(np.sin)(np.ones((4, 2)))
