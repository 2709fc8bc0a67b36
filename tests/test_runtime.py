"""The runtime's contracts: dtypes, errors on bad calls, broadcasting, op-mode vjp."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg


def test_float32_stays_float32() -> None:
    x = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
    for op in ("sin", "tanh", "expit", "absolute", "sqrt"):
        g = dg.get_grad(op)(np.abs(x) + np.float32(0.5))
        assert g.dtype == np.float32, op
    out, vjp_fn = dg.vjp("multiply", x, np.float32(2.0))
    assert out.dtype == np.float32
    assert all(g.dtype == np.float32 for g in vjp_fn(np.ones_like(x)))
    assert dg.grad(lambda x: (np.tanh(x) * 3.0).sum())(x).dtype == np.float32


@pytest.mark.parametrize("value", [np.arange(3), np.array([True, False]), 3])
def test_integer_and_boolean_inputs_cannot_be_differentiated(value) -> None:
    with pytest.raises(TypeError, match="only floating-point inputs can be differentiated"):
        dg.get_grad(np.sin)(value)
    with pytest.raises(TypeError, match="argument 0 has dtype"):
        dg.grad(lambda x: np.sin(x).sum())(value)


def test_vjp_of_a_broadcasting_op_reduces_to_input_shapes() -> None:
    a = np.random.default_rng(0).normal(size=(3, 1)).astype(np.float32)
    b = np.random.default_rng(1).normal(size=(4,))
    out, vjp_fn = dg.vjp(np.multiply, a, b)
    ga, gb = vjp_fn(np.ones((3, 4)))
    assert ga.shape == (3, 1) and gb.shape == (4,)
    assert ga.dtype == np.float32 and gb.dtype == np.float64
    np.testing.assert_allclose(ga[:, 0], np.full(3, b.sum()), rtol=1e-6)
    np.testing.assert_allclose(gb, np.full(4, a.sum()), rtol=1e-6)


def test_vjp_of_op_gives_none_for_non_differentiable_inputs() -> None:
    cond = np.array([True, False, True])
    x, y = np.arange(3.0), np.ones(3)
    _, vjp_fn = dg.vjp("where", cond, x, y)
    g_cond, gx, gy = vjp_fn(np.ones(3))
    assert g_cond is None
    np.testing.assert_array_equal(gx, [1.0, 0.0, 1.0])
    np.testing.assert_array_equal(gy, [0.0, 1.0, 0.0])


def test_vjp_of_op_passes_keyword_arguments() -> None:
    x = np.arange(12.0).reshape(3, 4)
    out, vjp_fn = dg.vjp("sum", x, axis=1, keepdims=True)
    assert out.shape == (3, 1)
    np.testing.assert_array_equal(
        vjp_fn(np.array([[1.0], [2.0], [3.0]]))[0], [[1.0] * 4, [2.0] * 4, [3.0] * 4]
    )


def test_cotangent_of_the_wrong_shape_is_a_value_error() -> None:
    _, vjp_fn = dg.vjp(np.sin, np.ones(3))
    with pytest.raises(
        ValueError, match=r"cotangent has shape \(4,\), but the output has shape \(3,\)"
    ):
        vjp_fn(np.ones(4))


def test_get_grad_argnums_must_name_a_differentiable_tensor() -> None:
    with pytest.raises(ValueError, match="argnums=0 is not a differentiable Tensor"):
        dg.get_grad("where", argnums=0)
    g = dg.get_grad("where", argnums=1)(np.array([True, False]), np.ones(2), np.zeros(2))
    np.testing.assert_array_equal(g, [1.0, 0.0])


def test_unsupported_keyword_is_named() -> None:
    with pytest.raises(TypeError, match="argument dtype=.*not supported by derivgen's op 'cumsum'"):
        dg.grad(lambda x: np.cumsum(x, dtype=np.float32).sum())(np.ones(3))


def test_backward_computes_only_the_gradients_asked_for() -> None:
    x, y, g = np.arange(3.0), np.full(3, 2.0), np.ones(3)
    backward = dg.get_backward("multiply")
    gx, gy = backward(g, self=x, other=y, needs=(True, False))
    np.testing.assert_array_equal(gx, y)
    assert gy is None
    assert backward(g, self=x, other=y)[1] is not None  # by default every gradient is computed


def _square_with_rule(bwd_factor):
    @dg.custom_vjp
    def square(z):
        return z * z

    square.defvjp(lambda z: (z * z, z), lambda z, g: (g * bwd_factor(z),))
    return square


def test_gradcheck_checks_both_parts_of_complex_inputs_and_outputs() -> None:
    """z -> z**2 with JAX's rule (g * 2z) passes; the conjugated rule (g * 2 conj(z)), which
    agrees on real inputs, must be caught on complex ones."""
    z = np.array([0.3 + 0.7j, -1.2 + 0.4j])
    assert dg.gradcheck(_square_with_rule(lambda z: 2 * z), z)
    wrong = _square_with_rule(lambda z: 2 * np.conj(z))
    assert dg.gradcheck(wrong, z.real.copy())
    with pytest.raises(dg.GradcheckError):
        dg.gradcheck(wrong, z)


def test_gradcheck_checks_the_imaginary_part_of_a_complex_output_of_a_real_input() -> None:
    """x -> exp(i x) with a rule that drops the imaginary part of the cotangent is caught."""

    @dg.custom_vjp
    def phase(x):
        return np.exp(1j * x)

    phase.defvjp(lambda x: (np.exp(1j * x), x), lambda x, g: (np.real(g) * -np.sin(x),))
    x = np.array([0.2, 1.1])
    with pytest.raises(dg.GradcheckError):
        dg.gradcheck(phase, x)
    assert dg.gradcheck(np.exp, x * 1j)  # a traced op gives both parts right


def test_gradgradcheck_catches_a_rule_right_only_at_first_order() -> None:
    """x -> x**3 with a backward whose 3 x**2 does not depend on x when differentiated again
    (stop_gradient): first order passes, the second derivative (6 x, not 0) is caught, with
    real inputs (central differences along w) and complex ones (element by element)."""

    @dg.custom_vjp
    def cube(x):
        return x**3

    cube.defvjp(lambda x: (x**3, x), lambda x, g: (g * 3 * dg.stop_gradient(x) ** 2,))
    x = np.array([0.3, -1.2, 0.7])
    assert dg.gradcheck(cube, x)
    assert dg.gradgradcheck(lambda v: v**3, x)
    with pytest.raises(dg.GradcheckError, match="input 0, element"):
        dg.gradgradcheck(cube, x)
    z = x + 0.5j
    assert dg.gradcheck(cube, z)  # holomorphic: in JAX's convention, the cotangent times 3 z**2
    assert dg.gradgradcheck(lambda v: v**3, z)
    with pytest.raises(dg.GradcheckError, match="input 0, element"):
        dg.gradgradcheck(cube, z)
