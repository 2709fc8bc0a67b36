"""Implicit differentiation: dg.fixed_point, dg.root, dg.custom_root and
derivgen.scipy.optimize.minimize against autograd, JAX, closed forms and central differences;
vmap, compile, second order, and the errors for bad input."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import scipy.optimize

import derivgen as dg
from derivgen.scipy.optimize import minimize
from derivgen.trace.core import Box


def central(f: Any, x: Any, h: float = 1e-6) -> Any:
    x = np.asarray(x, dtype=float)
    out = np.zeros(x.shape + np.shape(f(x)))
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        out[i] = (np.asarray(f(x + e)) - np.asarray(f(x - e))) / (2 * h)
    return out


def descent(x: Any, a: Any) -> Any:  # autograd's fixed_points example: x -> x - 0.05 (x^2 - a)
    return x - 0.05 * (x**2 - a)


def test_fixed_point_agrees_with_autograds_at_every_order() -> None:
    autograd = pytest.importorskip("autograd")
    from autograd.misc.fixed_points import fixed_point as ag_fixed_point

    def distance(x: Any, y: Any) -> Any:
        return abs(x - y)

    def theirs(a: Any) -> Any:
        return ag_fixed_point(lambda a: lambda x: descent(x, a), a, 10.0, distance, 1e-4)

    def ours(a: Any) -> Any:
        return dg.fixed_point(descent, 10.0, a, tol=1e-4, distance=distance)

    assert np.isclose(ours(2.0), theirs(2.0), rtol=1e-14)
    assert np.isclose(dg.grad(ours)(2.0), autograd.grad(theirs)(2.0), rtol=1e-12)
    assert np.isclose(dg.grad(dg.grad(ours))(2.0), autograd.grad(autograd.grad(theirs))(2.0))

    # and with a tight tolerance, the exact derivatives of sqrt
    def tight(a: Any) -> Any:
        return dg.fixed_point(descent, 10.0, a, tol=1e-13)

    assert np.isclose(dg.grad(tight)(2.0), 0.5 / np.sqrt(2.0), rtol=1e-9)
    assert np.isclose(dg.grad(dg.grad(tight))(2.0), -0.25 * 2.0**-1.5, rtol=1e-7)


def test_fixed_point_does_not_unroll_the_iterations() -> None:
    traced_calls = []

    def f(x: Any, a: Any) -> Any:
        if isinstance(x, Box) or isinstance(a, Box):
            traced_calls.append(1)
        return descent(x, a)

    dg.grad(lambda a: dg.fixed_point(f, 10.0, a, tol=1e-12))(2.0)
    # hundreds of iterations run on plain values; only the rule traces f (a vjp per adjoint
    # iteration sees a traced x, plus one in the parameters)
    assert 0 < len(traced_calls) < 400
    plain_iterations = dg.fixed_point(lambda x, a: descent(x, a), 10.0, 2.0, tol=1e-12)
    assert np.isclose(plain_iterations, np.sqrt(2.0))


def test_fixed_point_of_pytrees_matches_central_differences() -> None:
    def f(x: Any, p: Any) -> Any:
        return {"u": 0.5 * np.cos(x["v"]) * p["s"], "v": 0.3 * np.sin(x["u"]) + p["t"] @ p["t"]}

    def solve(p: Any) -> Any:
        return dg.fixed_point(f, {"u": 0.0, "v": 0.0}, p)

    p = {"s": 0.7, "t": np.array([0.2, -0.4])}
    gradient = dg.grad(lambda p: solve(p)["u"] + 2 * solve(p)["v"])(p)

    def value(s: float, t: np.ndarray) -> float:
        x = solve({"s": s, "t": t})
        return float(x["u"] + 2 * x["v"])

    assert np.isclose(gradient["s"], central(lambda s: value(float(s), p["t"]), p["s"]))
    assert np.allclose(gradient["t"], central(lambda t: value(p["s"], t), p["t"]))
    _, tangent = dg.jvp(lambda s: solve({"s": s, "t": p["t"]})["u"], (0.7,), (1.0,))
    assert np.isclose(tangent, central(lambda s: solve({"s": float(s), "t": p["t"]})["u"], 0.7))


def _contraction(x: Any, b: Any) -> Any:
    return np.array([[0.3, 0.1], [0.0, 0.2]]) @ np.tanh(x) + b


def test_fixed_point_under_vmap_and_compile() -> None:
    def solve(b: Any) -> Any:
        return dg.fixed_point(_contraction, np.zeros(2), b)

    bs = np.array([[0.1, 0.2], [0.3, -0.1], [0.5, 0.5]])
    assert np.allclose(dg.vmap(solve)(bs), np.stack([solve(b) for b in bs]))
    jacobians = dg.vmap(dg.jacobian(solve))(bs)
    for b, jac in zip(bs, jacobians, strict=True):
        assert np.allclose(jac, central(solve, b).T, atol=1e-8)
    compiled = dg.compile(solve)
    assert np.allclose(compiled(bs[1]), solve(bs[1])) and np.allclose(compiled(bs[2]), solve(bs[2]))
    assert compiled.source.count("fn_fixed_point") == 1
    loss = dg.grad(lambda b: np.sum(solve(b) ** 2))
    assert np.allclose(dg.compile(loss)(bs[0]), loss(bs[0]))


def test_fixed_point_errors_name_the_residual_and_the_shape() -> None:
    with pytest.raises(ValueError, match=r"no fixed point after 50 iterations: the residual"):
        dg.fixed_point(lambda x, a: 2 * x + a, 1.0, 1.0, max_iter=50)
    with pytest.raises(ValueError, match=r"returned shape \(3,\) for x of shape \(2,\)"):
        dg.fixed_point(lambda x, a: np.ones(3) * a, np.zeros(2), 1.0)


def _cubic(x: Any, p: Any) -> Any:
    return x**3 + p * x - 2.0


def test_root_matches_the_implicit_derivatives_in_closed_form() -> None:
    def r(p: Any) -> Any:
        return dg.root(_cubic, np.array([1.0]), p)[0]

    # at p = 1 the root is x = 1; dx/dp = -x / (3x^2 + p), d2x/dp2 from differentiating again
    assert np.isclose(r(1.0), 1.0)
    assert np.isclose(dg.grad(r)(1.0), -0.25)
    x, dx = 1.0, -0.25
    second = -(dx * (3 * x**2 + 1) - x * (6 * x * dx + 1)) / (3 * x**2 + 1) ** 2
    assert np.isclose(dg.grad(dg.grad(r))(1.0), second)


def test_root_of_a_system_matches_central_differences_and_vmaps() -> None:
    def f(x: Any, m: Any) -> Any:
        return np.tanh(m @ x) + x - np.array([0.5, -0.2, 0.1])

    m = np.array([[1.0, 0.2, 0.0], [0.1, 0.5, 0.3], [0.0, 0.4, 0.8]])

    def solve(m: Any) -> Any:
        return dg.root(f, np.zeros(3), m, tol=1e-13)

    w = np.array([1.0, -2.0, 0.5])
    gradient = dg.grad(lambda m: solve(m) @ w)(m)
    assert np.allclose(gradient, central(lambda m: solve(m) @ w, m), atol=1e-8)
    ms = np.stack([m, 1.1 * m])
    assert np.allclose(dg.vmap(solve)(ms), np.stack([solve(k) for k in ms]))
    assert np.allclose(dg.compile(solve)(m), solve(m))
    with pytest.raises(ValueError, match=r"returned shape \(2,\) for x of shape \(3,\)"):
        dg.root(lambda x, m: (m @ x)[:2], np.zeros(3), m)
    with pytest.raises(ValueError, match="scipy.optimize.root .* did not converge"):
        dg.root(lambda x, c: x**2 + c, np.array([1.0]), 1.0)  # no real root


def test_custom_root_has_jax_semantics_to_first_order() -> None:
    def newton(f: Any, x: Any) -> Any:
        for _ in range(60):
            x = x - f(x) / (2 * x)
        return x

    def sqrt(a: Any) -> Any:
        return dg.custom_root(lambda x: x**2 - a, 1.0, newton, lambda g, y: y / g(1.0))

    assert np.isclose(sqrt(2.0), np.sqrt(2.0))
    assert np.isclose(dg.grad(sqrt)(2.0), 0.5 / np.sqrt(2.0))
    assert np.isclose(dg.jvp(sqrt, (2.0,), (1.0,))[1], 0.5 / np.sqrt(2.0))
    jax = pytest.importorskip("jax")
    theirs = jax.grad(
        lambda a: jax.lax.custom_root(lambda x: x**2 - a, 1.0, newton, lambda g, y: y / g(1.0))
    )(2.0)
    assert np.isclose(dg.grad(sqrt)(2.0), theirs, rtol=1e-6)  # JAX in float32
    with pytest.raises(TypeError, match="second derivative .* not supported"):
        dg.grad(dg.grad(sqrt))(2.0)


A = np.array([[3.0, 0.5, 0.0], [0.5, 2.0, 0.3], [0.0, 0.3, 1.5]])


def quadratic(x: Any, a: Any, b: Any) -> Any:
    return 0.5 * x @ a @ x - b @ x


@pytest.mark.parametrize("method", ["BFGS", "Newton-CG", "trust-exact", "L-BFGS-B"])
def test_minimize_argmin_derivatives_are_the_closed_forms(method: str) -> None:
    b = np.array([1.0, -0.5, 0.3])

    def argmin(b: Any) -> Any:
        return minimize(quadratic, np.zeros(3), args=(A, b), method=method, tol=1e-12).x

    inverse = np.linalg.inv(A)
    assert np.allclose(argmin(b), inverse @ b, atol=1e-6)
    assert np.allclose(dg.jacobian(argmin)(b), inverse, atol=1e-6)  # x* = A^-1 b


def test_minimize_second_order_vmap_compile_and_bounds() -> None:
    b = np.array([1.0, -0.5, 0.3])

    def argmin(b: Any) -> Any:
        return minimize(quadratic, np.zeros(3), args=(A, b), method="BFGS", tol=1e-12).x

    inverse = np.linalg.inv(A)
    hessian = dg.hessian(lambda b: np.sum(argmin(b) ** 2))(b)
    assert np.allclose(hessian, 2 * inverse.T @ inverse, atol=1e-5)
    bs = np.stack([b, -b])
    assert np.allclose(dg.vmap(argmin)(bs), bs @ inverse.T, atol=1e-6)
    assert np.allclose(dg.compile(argmin)(b), inverse @ b, atol=1e-6)
    # diagonal A with bounds [0, inf): x* = max(b / d, 0), so d x*/d b is 1/d or 0
    d = np.array([2.0, 4.0, 1.0])

    def bounded(b: Any) -> Any:
        found = minimize(quadratic, np.ones(3), args=(np.diag(d), b), bounds=[(0, None)] * 3)
        return found.x

    assert np.allclose(bounded(b), np.maximum(b / d, 0), atol=1e-6)
    assert np.allclose(dg.jacobian(bounded)(b), np.diag(np.where(b > 0, 1 / d, 0.0)), atol=1e-6)


def test_minimize_nonlinear_matches_differences_of_an_independent_solve() -> None:
    def fun(x: Any, b: Any) -> Any:
        return 0.5 * x @ A @ x - b @ x + 0.1 * np.sum(x**4)

    def reference(b: np.ndarray) -> np.ndarray:  # the optimality condition solved by SciPy
        gradient = dg.grad(fun)
        return scipy.optimize.root(lambda x: gradient(x, b), np.zeros(3), tol=1e-14).x

    b, w = np.array([1.0, -0.5, 0.3]), np.array([1.0, 2.0, -1.0])
    ours = dg.grad(lambda b: minimize(fun, np.zeros(3), args=(b,), tol=1e-12).x @ w)(b)
    assert np.allclose(ours, central(lambda b: reference(b) @ w, b), atol=1e-7)


def test_minimize_refuses_what_it_cannot_differentiate() -> None:
    b = np.array([1.0, -0.5, 0.3])
    with pytest.raises(ValueError, match="constraints are not supported"):
        minimize(quadratic, np.zeros(3), args=(A, b), constraints=[{"type": "eq", "fun": sum}])
    with pytest.raises(TypeError, match="derivgen supplies jac"):
        minimize(quadratic, np.zeros(3), args=(A, b), jac=lambda x, a, b: a @ x - b)
    with pytest.raises(ValueError, match="did not converge"):
        minimize(quadratic, np.zeros(3), args=(A, b), method="BFGS", options={"maxiter": 1})
    with pytest.raises(ValueError, match="fun must return a scalar"):
        minimize(lambda x: x * 2, np.zeros(3))


def test_bilevel_hyperparameter_gradient_matches_the_closed_form_ridge() -> None:
    rng = np.random.default_rng(1)
    x, xv = rng.normal(size=(30, 4)), rng.normal(size=(10, 4))
    truth = np.array([1.0, -2.0, 0.5, 0.0])
    y, yv = x @ truth + 0.1 * rng.normal(size=30), xv @ truth

    def inner(w: Any, lam: Any) -> Any:
        return np.sum((x @ w - y) ** 2) + lam * np.sum(w**2)

    def validation(lam: Any) -> Any:
        w = minimize(inner, np.zeros(4), args=(lam,), method="Newton-CG", tol=1e-12).x
        return np.sum((xv @ w - yv) ** 2)

    def closed_form(lam: Any) -> Any:  # the ridge solution, differentiated through solve
        w = np.linalg.solve(x.T @ x + lam * np.eye(4), x.T @ y)
        return np.sum((xv @ w - yv) ** 2)

    assert np.isclose(dg.grad(validation)(3.0), dg.grad(closed_form)(3.0), rtol=1e-8)


def test_solvers_refuse_a_function_closing_over_a_traced_array() -> None:
    # The rules differentiate the explicit parameters: a closure's derivative would be lost.
    def fixed(a: Any) -> Any:
        return dg.fixed_point(lambda x: descent(x, a), 10.0)

    def rooted(a: Any) -> Any:
        return dg.root(lambda x: x**3 - a, np.array([1.0]))[0]

    def argmin(a: Any) -> Any:
        return minimize(lambda x: np.sum((x - a) ** 2), np.zeros(2)).x[0]

    for f, spelling in [(fixed, "f(x, a)"), (rooted, "f(x, a)"), (argmin, "args=(a,)")]:
        for transform in (dg.grad, dg.vmap):
            with pytest.raises(TypeError, match="closes over") as error:
                transform(f)(np.array([2.0, 3.0]) if transform is dg.vmap else 2.0)
            message = str(error.value)
            assert spelling in message and "test_solvers_implicit.py" in message
            assert not any(word in message for word in ("Box", "Batched", "Staged"))
    with pytest.raises(TypeError, match=r"closes over .*args=\(a,\)"):  # SciPy gets no staged
        dg.compile(argmin)(np.array([2.0, 3.0]))
    staged = dg.compile(fixed)  # compile runs the iteration on the staged closure
    np.testing.assert_allclose([staged(np.array(2.0)), staged(np.array(3.0))], np.sqrt([2, 3]))


def test_minimize_under_vmap_of_jacobian_with_a_per_example_active_set() -> None:
    def clipped(c: Any) -> Any:  # argmin of |x - c|^2 on [0, 1]^2: clip(c), slope 1 or 0
        found = minimize(lambda x, c: np.sum((x - c) ** 2), np.full(2, 0.5), args=(c,),
                         bounds=[(0, 1)] * 2, tol=1e-14)  # fmt: skip
        return found.x

    cs = np.array([[0.3, 2.0], [-1.0, 0.5]])
    inside = (cs > 0) & (cs < 1)
    expected = np.stack([np.diag(row) for row in inside.astype(float)])
    assert np.allclose(dg.vmap(dg.jacobian(clipped))(cs), expected, atol=1e-6)
    assert np.allclose(dg.vmap(dg.grad(lambda c: clipped(c)[0]))(cs), expected[:, 0], atol=1e-6)


def test_minimize_refuses_a_2d_x0_as_scipy_does() -> None:
    with pytest.raises(ValueError, match=r"x0 must be 1-D.*np.ravel\(x0\)"):
        minimize(lambda w, b: np.sum((w - b) ** 2), np.zeros((2, 2)), args=(np.ones((2, 2)),))


def test_fixed_point_of_a_function_returning_nan_says_so() -> None:
    # It said "no fixed point after 1000 iterations ... raise max_iter" after one iteration.
    with (
        pytest.raises(ValueError, match="is nan at iteration 1: f returned NaN or inf"),
        pytest.warns(RuntimeWarning, match="invalid value encountered in log"),  # f's own
    ):
        dg.fixed_point(lambda x, a: 0.5 * x + np.log(a), 0.0, -1.0)


def test_traced_bounds_and_a_pytree_root_are_refused_by_name() -> None:
    def lowest(lo: Any) -> Any:
        return minimize(lambda x: np.sum(x**2), np.ones(1), bounds=[(lo, 2.0)]).x[0]

    with pytest.raises(TypeError, match="bounds hold a traced value; they must be constants"):
        dg.grad(lowest)(0.5)  # was float() of a traced value inside derivgen
    with pytest.raises(TypeError, match="x0 must be an array .* dg.fixed_point"):
        dg.root(lambda x, a: {"u": x["u"] - a}, {"u": 0.0}, 1.0)
