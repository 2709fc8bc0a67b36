"""Differentiating plain NumPy code, in the style of HIPS autograd's test_numpy and test_systematic.

Every check compares against central differences and the forward/reverse dot-product test
(``dg.gradcheck``), and second order through ``dg.gradgradcheck``.
"""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp

import derivgen as dg
from derivgen.checking.symbolic import forward_expression, lambdify_modules
from derivgen.ops.registry import ops

R = np.random.default_rng(42)


def rand(*shape: int) -> np.ndarray:
    return R.uniform(-1.5, 1.5, size=shape)


COMPOSITES = {
    "mlp": (lambda x, w: np.tanh(x @ w).sum(), [rand(4, 3), rand(3, 5)]),
    "chain": (lambda x: np.sin(np.exp(np.tanh(x)) * 2.0 + x**2).mean(), [rand(3, 4)]),
    "broadcast": (
        lambda a, b, c: (a * b - c / (1.0 + b * b)).sum(),
        [rand(3, 1), rand(4), rand(1, 4)],
    ),
    "scalar-and-array": (lambda x: (3.0 * x - 2.0) ** 2.0, [rand(5)]),
    "sum-axis": (lambda x: np.sum(x, axis=1), [rand(3, 4)]),
    "sum-negative-axis-keepdims": (lambda x: x.sum(axis=-1, keepdims=True) * x, [rand(2, 3, 4)]),
    "sum-tuple-axis": (lambda x: np.sum(np.sin(x), axis=(0, 2)), [rand(2, 3, 4)]),
    "mean-keepdims": (lambda x: x - x.mean(axis=0, keepdims=True), [rand(4, 3)]),
    "max-axis": (lambda x: x.max(axis=1) * 2.0, [rand(3, 5)]),
    "min-all": (lambda x: np.min(x) + np.max(x), [rand(3, 5)]),
    "prod-axis": (lambda x: np.prod(x, axis=0), [rand(4, 3)]),
    "getitem-basic": (lambda x: x[1:, ::2] * x[0, 0], [rand(3, 4)]),
    "getitem-advanced-duplicates": (lambda x: x[np.array([0, 2, 2, 0])] ** 2.0, [rand(3, 2)]),
    "getitem-boolean": (lambda x: np.sin(x[x > 0]), [rand(10)]),
    "getitem-newaxis-ellipsis": (lambda x: x[..., None, 1] * x[None, 0], [rand(3, 4)]),
    "transpose-reshape": (lambda x: (x.T @ x).reshape(-1), [rand(3, 2)]),
    "concatenate": (lambda a, b: np.concatenate([a, np.tanh(b)], axis=1), [rand(2, 3), rand(2, 2)]),
    "where": (lambda x, y: np.where(x > y, x * y, np.exp(y)), [rand(3, 4), rand(4)]),
    "maximum-relu": (lambda x: np.maximum(x, 0.0) * x, [rand(6) + 0.01]),
    "det-inv": (lambda a: np.linalg.det(a) * np.linalg.inv(a).sum(), [rand(3, 3) + 3 * np.eye(3)]),
    "slogdet": (lambda a: np.linalg.slogdet(a)[1], [rand(3, 3) + 3 * np.eye(3)]),
    "vector-matmul": (lambda v, m: v @ m @ v, [rand(3), rand(3, 3)]),
    "astype": (
        lambda x: (x.astype(np.float64) * 2).astype(np.float32),
        [rand(3).astype(np.float32)],
    ),
    "python-loop": (lambda x: sum(np.sin(x * k) for k in range(3)), [rand(4)]),
    "log-softmax": (lambda x: x - np.log(np.exp(x).sum(axis=-1, keepdims=True)), [rand(2, 5)]),
    "arctan2-power": (lambda x, y: np.arctan2(x, np.abs(y) + 1.0) ** 2, [rand(3), rand(3)]),
}


@pytest.mark.parametrize("name", sorted(COMPOSITES))
def test_composite_first_order(name: str) -> None:
    f, xs = COMPOSITES[name]
    loose = any(x.dtype == np.float32 for x in xs)  # differences of float32 outputs are coarse
    if loose:
        dg.gradcheck(f, *xs, eps=1e-3, rtol=1e-3, atol=1e-3)
    else:
        dg.gradcheck(f, *xs)


SMOOTH = sorted(
    set(COMPOSITES) - {"max-axis", "min-all", "maximum-relu", "getitem-boolean", "where", "astype"}
)


@pytest.mark.parametrize("name", SMOOTH)
def test_composite_second_order(name: str) -> None:
    f, xs = COMPOSITES[name]
    dg.gradgradcheck(f, *xs)


def test_grad_with_argnums_tuple_matches_each_argnum() -> None:
    f, (x, w) = COMPOSITES["mlp"]
    gx, gw = dg.grad(f, argnums=(0, 1))(x, w)
    np.testing.assert_allclose(gx, dg.grad(f, argnums=0)(x, w))
    np.testing.assert_allclose(gw, dg.grad(f, argnums=1)(x, w))
    value, g = dg.value_and_grad(f)(x, w)
    assert value == pytest.approx(f(x, w))
    np.testing.assert_allclose(g, gx)


def test_jacobian_reverse_and_forward_agree_with_differences() -> None:
    f = lambda x: np.sin(x) @ x.T  # noqa: E731
    x = rand(2, 3)
    jr = dg.jacobian(f, mode="rev")(x)
    jf = dg.jacobian(f, mode="fwd")(x)
    assert jr.shape == (2, 2, 2, 3)
    np.testing.assert_allclose(jr, jf, atol=1e-12)
    eps = 1e-6
    for idx in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[idx] = eps
        np.testing.assert_allclose(jr[(...,) + idx], (f(x + e) - f(x - e)) / (2 * eps), atol=1e-7)


def test_hessian_matches_differences_of_the_gradient() -> None:
    f = lambda x: np.sum(np.tanh(x) * x**2) + np.prod(x)  # noqa: E731
    x = rand(4)
    h = dg.hessian(f)(x)
    g = dg.grad(f)
    eps = 1e-6
    fd = np.stack([(g(x + eps * e) - g(x - eps * e)) / (2 * eps) for e in np.eye(4)], axis=1)
    np.testing.assert_allclose(h, fd, atol=1e-6)
    np.testing.assert_allclose(h, h.T, atol=1e-12)


def test_jvp_of_grad_is_a_hessian_vector_product() -> None:
    f = lambda x: np.sum(np.exp(x) * np.sin(x))  # noqa: E731
    x, v = rand(5), rand(5)
    _, hv = dg.jvp(dg.grad(f), (x,), (v,))
    np.testing.assert_allclose(hv, dg.hessian(f)(x) @ v, atol=1e-12)


def test_third_order_of_tanh() -> None:
    t = np.tanh(0.3)
    third = dg.grad(dg.grad(dg.grad(np.tanh)))(0.3)
    assert third == pytest.approx(-2 * (1 - t**2) * (1 - 3 * t**2), rel=1e-12)


UNARY = sorted(n for n, i in ops().items() if i.elementwise and len(i.inputs) == 1 and n != "sign")


@pytest.mark.parametrize("name", UNARY)
def test_grad_of_grad_of_every_unary_op_matches_sympy(name: str) -> None:
    info = ops()[name]
    x = sp.Symbol("x", real=True)
    reference = sp.diff(forward_expression(info, x), x, 2)
    second = sp.lambdify(x, reference, modules=lambdify_modules())
    low, high = info.tests.get("domain", [-2, 2])
    for point in np.linspace(low, high, 5) + 1e-3:
        ours = dg.grad(dg.grad(info.forward))(np.float64(point))
        assert float(ours) == pytest.approx(float(second(point)), rel=1e-9, abs=1e-12), point


ANALYTIC = ["sin", "cos", "tan", "tanh", "sinh", "cosh", "exp", "expm1", "log", "sqrt", "arctan"]


@pytest.mark.parametrize("name", ANALYTIC)
def test_complex_step(name: str) -> None:
    info = ops()[name]
    low, high = info.tests.get("domain", [-2, 2])
    x = np.linspace(low, high, 7) + 1e-3
    dg.gradcheck(info.forward, x, complex_step=True, complex_rtol=1e-13)


def test_non_differentiable_results_flow_through() -> None:
    def f(x):
        i = np.argmax(x)
        n = x.shape[0]
        mask = x > 0
        return x[i] * n + np.sum(np.where(mask, x, 0.0)) + float(np.count_nonzero(mask))

    x = np.array([0.5, -1.0, 2.0])
    np.testing.assert_allclose(dg.grad(f)(x), [1.0, 0.0, 4.0])


def test_unregistered_numpy_function_is_a_clear_type_error() -> None:
    with pytest.raises(
        TypeError, match=r"np.histogram has no registered derivative.*derivgen generate"
    ):
        dg.grad(lambda x: np.histogram(x)[0].sum())(np.ones(3))


def test_stop_gradient() -> None:
    f = lambda x: np.sum(x * dg.stop_gradient(x))  # noqa: E731
    np.testing.assert_allclose(dg.grad(f)(np.array([1.0, 2.0])), [1.0, 2.0])


def test_conversion_to_float_inside_traced_code_is_refused() -> None:
    with pytest.raises(TypeError, match=r"float\(np\.sum\(x\)\) .* would drop its derivative"):
        dg.grad(lambda x: float(np.sum(x)))(np.ones(2))


def test_every_op_has_a_forward_mode_rule() -> None:
    kinds = {info.jvp_kind for info in ops().values()}
    assert kinds <= {"written", "elementwise", "linear", "transpose"}
    assert ops()["sin"].jvp_kind == "elementwise"
    assert ops()["sum"].jvp_kind == "linear"
    assert ops()["matmul"].jvp_kind == "written"
    assert ops()["slogdet"].jvp_kind == "transpose"


@pytest.mark.filterwarnings("error")  # dask warns when it falls back to computing with NumPy
def test_dask_arrays_stay_lazy_and_match_numpy() -> None:
    da = pytest.importorskip("dask.array")
    x = da.from_array(rand(8, 6), chunks=(4, 3))
    w = da.from_array(rand(6, 2), chunks=(3, 2))

    def f(x, w):
        return (np.tanh(x @ w) * 2.0 + np.exp(x).sum(axis=1, keepdims=True)).mean()

    gx, gw = dg.grad(f, argnums=(0, 1))(x, w)
    assert isinstance(gx, da.Array) and isinstance(gw, da.Array)
    ref = dg.grad(f, argnums=(0, 1))(x.compute(), w.compute())
    np.testing.assert_allclose(gx.compute(), ref[0], rtol=1e-12)
    np.testing.assert_allclose(gw.compute(), ref[1], rtol=1e-12)
    g = dg.get_backward("sin")(da.ones_like(x), self=x)
    assert isinstance(g, da.Array)
    np.testing.assert_allclose(g.compute(), np.cos(x.compute()))


def test_array_methods_mean_their_numpy_functions() -> None:
    x = rand(3, 4)

    def f(x):
        return x.std() + x.cumsum(axis=1).sum() + x.var(axis=0).sum() + x.trace()

    dg.gradcheck(f, x)
    with pytest.raises(AttributeError, match="no attribute 'foo'"):
        dg.grad(lambda x: x.foo())(x)


@pytest.mark.filterwarnings("error")  # dask warns when it falls back to computing with NumPy
@pytest.mark.parametrize("name", ["tanh", "expit", "exp", "log1p", "absolute", "softplus"])
def test_generated_forward_and_backward_keep_dask_arrays_lazy(name: str) -> None:
    da = pytest.importorskip("dask.array")
    info = ops()[name]
    x = da.from_array(rand(6, 4) + 2.0, chunks=(3, 2))
    out = info.forward(x)
    assert isinstance(out, da.Array)
    saved = {"self": x, "result": out}
    g = info.backward(da.ones_like(out), **{s: saved[s] for s in info.saved})
    assert isinstance(g, da.Array)
    plain = {"self": x.compute(), "result": out.compute()}
    reference = info.backward(np.ones(out.shape), **{s: plain[s] for s in info.saved})
    np.testing.assert_allclose(g.compute(), reference, rtol=1e-12)
