"""Issue 16 section 4: calls that crashed, each checked against an independent reference."""

from __future__ import annotations

import importlib
from collections.abc import Callable

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

X = np.array([0.5, -1.0, 2.0])


def _check_grad(f: Callable[[np.ndarray], object], x: np.ndarray, rtol: float = 1e-6) -> None:
    """grad and jvp of a scalar f against central differences."""
    expected = central_gradient(lambda v: float(f(v)), x)
    np.testing.assert_allclose(dg.grad(f)(x), expected, rtol=rtol, atol=1e-8)
    v = np.linspace(0.3, 1.1, x.size).reshape(x.shape)
    _, t = dg.jvp(f, (x,), (v,))
    np.testing.assert_allclose(t, np.sum(expected * v), rtol=rtol, atol=1e-8)


@pytest.mark.parametrize(
    "f",
    [
        lambda x: np.dot(x, 3.0).sum(),
        lambda x: np.dot(3.0, x).sum(),
        lambda x: np.dot(x, [1.0, 2.0, 3.0]),
        lambda x: np.inner([1.0, 2.0, 3.0], x),
        lambda x: np.tensordot(x, [1.0, 2.0, 3.0], 1),
        lambda x: np.outer(x, [1.0, 2.0]).sum(),
        lambda x: np.sum(np.concatenate([x, [0.0]]) ** 2),
        lambda x: np.sum(np.stack([x, [1.0, 2.0, 3.0]]) ** 3),
        lambda x: np.sum(np.divide(x, [1.0, 2.0, 3.0]) ** 2),
        lambda x: np.sum(np.maximum(x, [1.0, 0.0, 3.0]) ** 2),
        lambda x: np.sum(np.linalg.solve(np.diag(x) + 3.0, [1.0, 2.0, 3.0])),
        lambda x: np.sum(np.where([True, False, True], x, [7.0, 8.0, 9.0]) ** 2),
    ],
)
def test_lists_and_python_numbers_as_array_arguments(f: Callable[..., object]) -> None:
    # the backward and jvp formulas read .shape/.ndim of the values an op saves
    _check_grad(f, X)


def test_python_number_argument_keeps_the_dtype_of_the_result() -> None:
    x = X.astype(np.float32)
    g = dg.grad(lambda x: np.dot(x, 3.0).sum())(x)
    assert g.dtype == np.float32
    np.testing.assert_allclose(g, [3.0, 3.0, 3.0])


def _f2(a: np.ndarray, b: np.ndarray) -> object:
    return np.sum(a * b**2)


@pytest.mark.parametrize("bad", [0.0, None, "0", (0, 1.0)])
def test_argnums_that_are_not_integers_are_a_type_error_naming_argnums(bad: object) -> None:
    for transform in (dg.grad, dg.value_and_grad, dg.jacobian, dg.hessian):
        with pytest.raises(TypeError, match="argnums must be an int or a tuple of ints"):
            transform(_f2, argnums=bad)(X, X)  # type: ignore[arg-type]


def test_numpy_integer_argnums_work_as_in_jax() -> None:
    expected = central_gradient(lambda b: float(_f2(X, b)), X)
    np.testing.assert_allclose(dg.grad(_f2, argnums=np.int64(1))(X, X), expected, rtol=1e-6)
    (g,) = dg.grad(_f2, argnums=(np.int64(1),))(X, X)
    np.testing.assert_allclose(g, expected, rtol=1e-6)


def test_repeated_argnums_are_refused() -> None:
    # JAX has no meaning for them (its grad fails inside the function); derivgen gave zeros
    for transform in (dg.grad, dg.value_and_grad, dg.jacobian, dg.hessian):
        with pytest.raises(ValueError, match=r"argnums=\(0, 0\) names an argument twice"):
            transform(_f2, argnums=(0, 0))(X, X)
    with pytest.raises(ValueError, match="names an argument twice"):
        dg.grad(_f2, argnums=(1, -1))(X, X)


def test_hessian_and_jacobian_of_a_shape_1_output_keep_its_axis() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    jnp = jax.numpy

    def ours(x: np.ndarray) -> object:
        return np.sum(x**3, keepdims=True) * x[:1]

    def theirs(x: object) -> object:
        return jnp.sum(x**3, keepdims=True) * x[:1]

    np.testing.assert_allclose(dg.hessian(ours)(X), jax.hessian(theirs)(X), rtol=1e-12)
    assert dg.hessian(ours)(X).shape == (1, 3, 3)
    np.testing.assert_allclose(dg.jacobian(ours)(X), jax.jacobian(theirs)(X), rtol=1e-12)
    tree_ours = dg.hessian(lambda p: {"a": ours(p["u"])})({"u": X})
    tree_jax = jax.hessian(lambda p: {"a": theirs(p["u"])})({"u": X})
    assert tree_ours["a"]["u"]["u"].shape == tree_jax["a"]["u"]["u"].shape == (1, 3, 3)
    np.testing.assert_allclose(tree_ours["a"]["u"]["u"], tree_jax["a"]["u"]["u"], rtol=1e-12)
    assert dg.hessian(lambda x: np.sum(x**3))(X).shape == (3, 3)  # a scalar output: I + J


def test_vjp_fn_takes_one_cotangent() -> None:
    for f, primals in ((lambda x: x * 2, (X,)), (lambda x, y: (x * y, x), (X, X))):
        out, vjp_fn = dg.vjp(f, *primals)
        with pytest.raises(TypeError, match="called with 2 arguments, but it takes exactly one"):
            vjp_fn(out, out)
        with pytest.raises(TypeError, match="called with 0 arguments"):
            vjp_fn()
    out, vjp_fn = dg.vjp("sin", X)
    with pytest.raises(TypeError, match="exactly one"):
        vjp_fn(out, out)


def test_a_hessian_too_large_for_memory_is_refused_up_front() -> None:
    with pytest.raises(ValueError, match=r"100,000 inputs.*derivgen.hvp"):
        dg.hessian(lambda x: np.sum(x**2))(np.ones(100_000))
    with pytest.raises(ValueError, match=r"derivgen.jacobian would build.*vjp/jvp"):
        dg.jacobian(lambda x: np.outer(x, x))(np.ones(3000))


def test_reductions_of_a_0d_array_over_axis_0() -> None:
    # NumPy lets axis 0 (or -1) reduce a 0-d array; prod_except refused the axis
    x = np.array(1.5)
    for f in (np.prod, np.nanprod, np.sum, np.max, np.cumprod, np.nansum, np.ptp, np.nanmean):
        for axis in (0, -1):
            _check_grad(lambda v, f=f, axis=axis: np.sum(f(v, axis=axis) * 3.0 + v**2), x)


NV = np._NoValue


@pytest.mark.parametrize(
    "f",
    [
        lambda v: np.diff(v, 1, -1, NV, NV),  # NumPy's own defaults, by position
        lambda v: np.diff(v, prepend=NV, append=NV),
        lambda v: np.sum(v, None, None, None, NV, NV, NV),
        lambda v: np.prod(v, axis=0, keepdims=NV, initial=NV, where=NV),
        lambda v: np.mean(v, 0, None, None, NV, where=NV),
        lambda v: np.max(v, 0, None, NV, NV, NV),
        lambda v: np.var(v, 0, None, None, 0, NV, where=NV, mean=NV, correction=NV),
        lambda v: np.std(v, keepdims=NV, where=NV, mean=NV, correction=NV),
        lambda v: np.nanvar(v, keepdims=NV, where=NV, mean=NV, correction=NV),
        lambda v: np.nanmax(v, keepdims=NV, initial=NV, where=NV),
        lambda v: np.ptp(v, 0, None, NV),
    ],
)
def test_numpy_no_value_passed_explicitly_means_not_given(f: Callable[..., object]) -> None:
    x = np.array([[0.5, -1.0, 2.0], [1.5, 0.3, -0.7]])
    _check_grad(lambda v: np.sum(f(v) ** 2), x)


def test_logsumexp_with_b_is_differentiable_in_a_and_b() -> None:
    special = pytest.importorskip("scipy.special")
    traced = importlib.import_module("derivgen.scipy.special")  # SciPy's spelling, traceable
    rng = np.random.default_rng(0)
    a, b = rng.normal(size=(2, 3)), rng.uniform(0.5, 2.0, size=(2, 3))
    for axis in (None, 0, 1):
        for keepdims in (False, True):
            assert special.logsumexp(a, axis=axis, b=b, keepdims=keepdims).shape == np.shape(
                dg.jvp(lambda v, ax=axis, kd=keepdims: traced.logsumexp(v, ax, b, kd), (a,), (a,))[
                    0
                ]
            )

            def of_a(v: np.ndarray, axis: object = axis, keepdims: bool = keepdims) -> object:
                return np.sum(traced.logsumexp(v, axis=axis, b=b, keepdims=keepdims) ** 2)

            def of_b(w: np.ndarray, axis: object = axis, keepdims: bool = keepdims) -> object:
                return np.sum(traced.logsumexp(a, axis=axis, b=w, keepdims=keepdims) ** 2)

            _check_grad(of_a, a)
            _check_grad(of_b, b)
    row = rng.uniform(0.5, 2.0, size=3)  # b broadcasts against a
    _check_grad(lambda w: np.sum(traced.logsumexp(a, axis=1, b=w)), row)
    with pytest.raises(TypeError, match="return_sign"):
        dg.grad(lambda v: traced.logsumexp(v, return_sign=True)[0])(a)


@pytest.mark.parametrize("axis", [None, 0, -1, ()])
@pytest.mark.parametrize("keepdims", [False, True])
def test_logsumexp_of_a_0d_input_has_scipys_shape(axis: object, keepdims: bool) -> None:
    special = pytest.importorskip("scipy.special")
    traced = importlib.import_module("derivgen.scipy.special")
    x = np.array(0.7)
    expected = special.logsumexp(x, axis=axis, keepdims=keepdims)  # SciPy itself
    out, t = dg.jvp(lambda v: traced.logsumexp(v, axis=axis, keepdims=keepdims), (x,), (x,))
    assert np.shape(out) == np.shape(t) == np.shape(expected)
    np.testing.assert_allclose(out, expected)
    if keepdims:
        assert dg.grad(lambda v: traced.logsumexp(v, axis=axis, keepdims=True)[0])(x) == 1.0


@pytest.mark.parametrize(
    ("subscripts", "left", "right"),
    [
        ("mnd,mdo->mno", (1, 5, 3), (4, 3, 2)),  # the size-1 label m broadcasts
        ("mnd,mdo->mno", (4, 5, 3), (1, 3, 2)),
        ("ij,ij->i", (3, 1), (3, 4)),
        ("ij,ij", (1, 4), (3, 4)),
        ("ij,ij->ij", (3, 1), (1, 4)),
        ("bi,bi->b", (1, 3), (5, 3)),
        ("ii,i->i", (3, 3), (1,)),
        ("...ij,...jk->...ik", (1, 5, 3), (4, 3, 2)),  # ellipses that broadcast
        ("...ij,...jk->...ik", (2, 1, 5, 3), (4, 3, 2)),
        ("...i,...i->...", (3, 1, 4), (2, 4)),
        ("...i,i...->...", (2, 1, 3), (3, 4)),
    ],
)
def test_einsum_broadcasting_size_1_labels_and_ellipses(
    subscripts: str, left: tuple[int, ...], right: tuple[int, ...]
) -> None:
    from derivgen.generated import ops

    rng = np.random.default_rng(0)
    a, b = rng.normal(size=left), rng.normal(size=right)
    weights = rng.normal(size=np.shape(np.einsum(subscripts, a, b)))
    for einsum in (np.einsum, lambda s, *xs: ops.einsum(s, list(xs))):  # and the op itself
        _check_grad(lambda v, e=einsum: np.sum(e(subscripts, v, b) * weights) ** 2 / 10, a)
        _check_grad(lambda v, e=einsum: np.sum(e(subscripts, a, v) * weights) ** 2 / 10, b)


@pytest.mark.parametrize("x0", [1.5, -1.5])
@pytest.mark.parametrize(
    "rhs",
    [lambda x: 0.0, lambda x: x * 3.0, lambda x: x[x > 0] * 2.0, lambda x: np.sin(x)],
)
def test_masked_assignment_into_a_copy_of_a_0d_array(
    x0: float, rhs: Callable[[np.ndarray], object]
) -> None:
    # the cotangent of a 0-d result may be a NumPy scalar, which setitem's backward copied
    def f(x: np.ndarray) -> object:
        y = x.copy()
        y[x > 0] = rhs(x)
        return np.sum(y * y)

    x = np.array(x0)
    step = 1e-6
    expected = (f(np.array(x0 + step)) - f(np.array(x0 - step))) / (2 * step)
    np.testing.assert_allclose(dg.grad(f)(x), expected, rtol=1e-6, atol=1e-9)
    np.testing.assert_allclose(dg.jvp(f, (x,), (np.array(1.0),))[1], expected, rtol=1e-6, atol=1e-9)


WHERE = np.array([[True, False, True], [True, True, False]])


@pytest.mark.parametrize("func", [np.var, np.std, np.nanvar, np.nanstd])
@pytest.mark.parametrize(
    "options",
    [
        {"where": WHERE},
        {"where": WHERE, "axis": 1},
        {"where": WHERE, "axis": 1, "ddof": 1, "keepdims": True},
        {"where": WHERE[0], "axis": 1, "correction": 1},
        {"axis": 1, "correction": 1},
        {"where": WHERE, "axis": 1, "keepdims": True, "dtype": np.float64},
    ],
)
def test_var_and_std_with_where(func: Callable[..., object], options: dict) -> None:
    x = np.array([[0.5, -1.0, 2.0], [1.5, 0.3, -0.7]])
    traced = dg.jvp(lambda v: func(v, **options), (x,), (x,))[0]
    np.testing.assert_allclose(traced, func(x, **options), rtol=1e-12)
    assert np.shape(traced) == np.shape(func(x, **options))
    _check_grad(lambda v: np.sum(func(v, **options) ** 2), x)


def test_var_with_mean_given_and_nan_with_where() -> None:
    x = np.array([[0.5, -1.0, 2.0], [1.5, 0.3, -0.7]])
    mean = np.mean(x, axis=1, keepdims=True) + 0.1
    _check_grad(lambda v: np.sum(np.var(v, axis=1, mean=mean)), x)
    y = x.copy()
    y[0, 1] = np.nan
    grad = dg.grad(lambda v: np.nanstd(v, where=WHERE[0], axis=1).sum())(y)
    expected = central_gradient(lambda v: float(np.nanstd(v, where=WHERE[0], axis=1).sum()), y)
    np.testing.assert_allclose(grad, np.nan_to_num(expected), rtol=1e-6, atol=1e-8)
    # no spread in a masked group: gradient 0, as the std op's convention
    assert np.all(dg.grad(lambda v: np.std(v, where=[True, True, False]))(np.ones(3)) == 0.0)


def test_real_if_close() -> None:
    _check_grad(lambda v: np.sum(np.real_if_close(v) ** 2), X)
    # a complex value with negligible imaginary parts becomes real, others stay complex
    close = np.real_if_close(X + 1e-20j)
    assert close.dtype.kind == "f"
    _check_grad(lambda v: np.sum(np.real_if_close(v + 1e-20j) ** 3), X)
    far = lambda v: np.sum(np.abs(np.real_if_close(v + 1j * v**2)) ** 2)  # noqa: E731
    _check_grad(far, X)
    assert dg.jvp(lambda v: np.real_if_close(v + 1e-20j), (X,), (X,))[0].dtype.kind == "f"


def test_polymul_forward_mode_with_tangents_that_have_leading_zeros() -> None:
    # np.polymul drops leading zeros, so its jvp as polymul(a1_t, a2) + ... broke on jacfwd's
    # one-hot tangents and on any constant factor (a zero tangent)
    a, b = np.array([1.0, 2.0, 3.0]), np.array([1.0, 2.0])
    expected = np.stack(
        [central_gradient(lambda v, k=k: float(np.polymul(v, b)[k]), a) for k in range(4)]
    )
    np.testing.assert_allclose(dg.jacfwd(lambda v: np.polymul(v, b))(a), expected, atol=1e-8)
    np.testing.assert_allclose(dg.jacrev(lambda v: np.polymul(v, b))(a), expected, atol=1e-8)
    _, t = dg.jvp(lambda v: np.polymul(v, [1.0, 2.0]), (a,), (np.ones(3),))
    np.testing.assert_allclose(t, expected @ np.ones(3), atol=1e-8)


def test_get_grad_takes_a_numpy_integer_argnums() -> None:
    np.testing.assert_allclose(dg.get_grad("sin", argnums=np.int64(0))(X), np.cos(X))
    with pytest.raises(TypeError, match="argnums must be an int"):
        dg.get_grad("sin", argnums=0.0)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "stack", [np.vstack, np.hstack, np.concatenate, np.stack, np.column_stack, np.dstack]
)
def test_a_sequence_op_given_one_array_gives_a_gradient_of_that_array_s_shape(stack) -> None:
    """np.vstack(x) of one (2, 3, 4) array iterates it; the gradient was a list of its rows."""
    x = np.random.default_rng(0).normal(size=(2, 3, 4))

    def f(a):
        return np.sum(np.sin(stack(a)) ** 2)

    g = dg.grad(f)(x)
    assert type(g) is np.ndarray and g.shape == x.shape
    np.testing.assert_allclose(g, central_gradient(f, x), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(dg.compile(dg.grad(f))(x), g, rtol=1e-12, atol=1e-12)
