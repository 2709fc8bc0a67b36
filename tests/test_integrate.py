"""derivgen.scipy.integrate: odeint, solve_ivp and quad, their derivatives against independent
references (central differences, JAX's and autograd's odeint, a fixed-step Runge-Kutta
unrolled through dg.grad), under vmap and compile, and their errors."""

from __future__ import annotations

import math
import subprocess
import sys
from typing import Any

import numpy as np
import pytest
import scipy.integrate

import derivgen as dg
import derivgen.solvers.integrate as ode_rules
from derivgen.compile import whole
from derivgen.scipy.integrate import odeint, quad, solve_ivp

T = np.linspace(0.0, 4.0, 9)
Y0 = np.array([10.0, 5.0])
P = (1.1, 0.4, 0.4, 0.1)


@pytest.fixture(autouse=True)
def cold(monkeypatch: pytest.MonkeyPatch) -> None:
    """No func gets hot here (derivgen.solvers.systems.hot): SciPy calls each as it is, so the
    numbers are SciPy's and no rule changes halfway through a test that compares two calls to
    the last bit. tests/test_native_ode.py covers hot funcs (native code from then on)."""
    monkeypatch.setattr(whole, "TIER_SECONDS", math.inf)


def lotka_volterra(y: Any, t: Any, a: Any, b: Any, c: Any, d: Any) -> Any:
    return np.stack([a * y[0] - b * y[0] * y[1], -c * y[1] + d * y[0] * y[1]])


def fit(y0: Any, t: Any, a: Any, b: Any, c: Any, d: Any) -> Any:
    return np.sum(odeint(lotka_volterra, y0, t, args=(a, b, c, d)) ** 2)


def central(f: Any, args: list[Any], i: int, eps: float = 1e-5) -> np.ndarray:
    """Central differences of scalar f in argument i (relative steps)."""
    x = np.asarray(args[i], dtype=float)
    out = np.zeros(x.shape)
    for k in np.ndindex(x.shape):
        h = eps * max(1.0, abs(float(x[k])))
        moved = []
        for sign in (1, -1):
            z = x.copy()
            z[k] += sign * h
            moved.append(f(*args[:i], z if x.ndim else float(z), *args[i + 1 :]))
        out[k] = (moved[0] - moved[1]) / (2 * h)
    return out


def test_odeint_is_scipys_and_its_gradient_matches_central_differences() -> None:
    ys = odeint(lotka_volterra, Y0, T, args=P)
    np.testing.assert_array_equal(ys, scipy.integrate.odeint(lotka_volterra, Y0, T, args=P))
    args = [Y0, T, *P]
    grads = dg.grad(fit, argnums=(0, 1, 2, 3, 4, 5))(*args)
    for i, g in enumerate(grads):
        np.testing.assert_allclose(g, central(fit, args, i), rtol=1e-5, atol=1e-4)


def test_odeint_gradient_agrees_with_jax_and_autograd() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    from jax.experimental.ode import odeint as jax_odeint

    def jax_lv(y: Any, t: Any, a: Any) -> Any:
        return jax.numpy.stack([a * y[0] - 0.4 * y[0] * y[1], -0.4 * y[1] + 0.1 * y[0] * y[1]])

    def jax_fit(y0: Any, a: Any) -> Any:
        return jax.numpy.sum(jax_odeint(jax_lv, y0, T, a, rtol=1e-10, atol=1e-10) ** 2)

    def our_fit(y0: Any, a: Any) -> Any:
        args = (a, 0.4, 0.4, 0.1)
        return np.sum(odeint(lotka_volterra, y0, T, args, rtol=1e-10, atol=1e-10) ** 2)

    ours = dg.grad(our_fit, argnums=(0, 1))(Y0, 1.1)
    theirs = jax.grad(jax_fit, argnums=(0, 1))(Y0, 1.1)
    np.testing.assert_allclose(ours[0], theirs[0], rtol=1e-6)
    np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-6)
    autograd = pytest.importorskip("autograd")
    from autograd.scipy.integrate import odeint as autograd_odeint

    anp = autograd.numpy

    def autograd_lv(y: Any, t: Any, a: Any, b: Any, c: Any, d: Any) -> Any:
        return anp.stack([a * y[0] - b * y[0] * y[1], -c * y[1] + d * y[0] * y[1]])

    def autograd_fit(y0: Any) -> Any:
        return anp.sum(autograd_odeint(autograd_lv, y0, T, P) ** 2)

    np.testing.assert_allclose(dg.grad(fit)(Y0, T, *P), autograd.grad(autograd_fit)(Y0), rtol=1e-6)


def pendulum(state: dict[str, Any], t: Any, params: dict[str, Any]) -> dict[str, Any]:
    theta, omega = state["theta"], state["omega"]
    return {"theta": omega, "omega": -params["g"] * np.sin(theta) - params["k"] * omega}


def test_pytrees_as_jax_takes_them_pendulum_against_jax() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    from jax.experimental.ode import odeint as jax_odeint

    state = {"theta": np.array(1.0), "omega": np.array(0.0)}
    params = {"g": 9.81, "k": 0.3}
    t = np.linspace(0, 2, 5)

    def loss(state: Any, params: Any) -> Any:
        ys = odeint(pendulum, state, t, args=(params,), rtol=1e-10, atol=1e-10)
        return np.sum(ys["theta"] ** 2) + np.sum(ys["omega"])

    def jax_pendulum(state: Any, t: Any, params: Any) -> Any:
        th, om = state["theta"], state["omega"]
        return {"theta": om, "omega": -params["g"] * jax.numpy.sin(th) - params["k"] * om}

    def jax_loss(state: Any, params: Any) -> Any:
        ys = jax_odeint(jax_pendulum, state, t, params, rtol=1e-10, atol=1e-10)
        return jax.numpy.sum(ys["theta"] ** 2) + jax.numpy.sum(ys["omega"])

    ours = dg.grad(loss, argnums=(0, 1))(state, params)
    theirs = jax.grad(jax_loss, argnums=(0, 1))(state, params)
    for a, b in zip(dg.tree_leaves(ours), jax.tree_util.tree_leaves(theirs), strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-6)
    assert odeint(pendulum, state, t, args=(params,))["theta"].shape == (5,)


def rk4(y0: Any, t_end: float, a: Any, steps: int) -> Any:
    """A fixed-step Runge-Kutta in NumPy: dg.grad unrolls it (the reference, O(steps) tape)."""
    h, y = t_end / steps, y0
    for k in range(steps):
        t = k * h
        k1 = lotka_volterra(y, t, a, *P[1:])
        k2 = lotka_volterra(y + h / 2 * k1, t + h / 2, a, *P[1:])
        k3 = lotka_volterra(y + h / 2 * k2, t + h / 2, a, *P[1:])
        k4 = lotka_volterra(y + h * k3, t + h, a, *P[1:])
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return y


# Reverse mode for few inputs integrates forward sensitivities; 0 forces the adjoint method.
REVERSE_RULES = pytest.mark.parametrize("most", [0, ode_rules.SENSITIVITY_DIRECTIONS])


@REVERSE_RULES
def test_adjoint_unrolled_and_sensitivity_derivatives_agree(
    most: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ode_rules, "SENSITIVITY_DIRECTIONS", most)

    def final(y0: Any, a: Any) -> Any:
        return odeint(
            lotka_volterra, y0, np.array([0.0, 2.0]), (a, *P[1:]), rtol=1e-10, atol=1e-10
        )[-1]

    adjoint = dg.jacrev(final, argnums=(0, 1))(Y0, 1.1)
    sensitivity = dg.jacfwd(final, argnums=(0, 1))(Y0, 1.1)
    unrolled = dg.jacrev(lambda y0, a: rk4(y0, 2.0, a, 400), argnums=(0, 1))(Y0, 1.1)
    for x, y, z in zip(adjoint, sensitivity, unrolled, strict=True):
        np.testing.assert_allclose(x, y, rtol=1e-6)
        np.testing.assert_allclose(x, z, rtol=1e-6)


@REVERSE_RULES
def test_forward_and_reverse_agree_in_t_and_grad_of_grad_matches_differences(
    most: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ode_rules, "SENSITIVITY_DIRECTIONS", most)
    f = lambda t: odeint(lotka_volterra, Y0, t, args=P)  # noqa: E731
    u = np.random.default_rng(0).normal(size=(9, 2))
    dt = np.random.default_rng(1).normal(size=9)
    _, tangent = dg.jvp(f, (T,), (dt,))
    (cotangent,) = dg.vjp(f, T)[1](u)
    assert np.sum(u * tangent) == pytest.approx(np.sum(cotangent * dt), rel=1e-6)
    t = T[:3]
    g = dg.grad(lambda a: np.sum(odeint(lotka_volterra, Y0, t, (a, *P[1:])) ** 2))
    second = dg.grad(g)(1.1)
    assert second == pytest.approx((g(1.1 + 1e-4) - g(1.1 - 1e-4)) / 2e-4, rel=1e-5)


def test_vmap_over_initial_conditions_and_compile_in_both_modes() -> None:
    batch = np.array([[10.0, 5.0], [8.0, 4.0], [3.0, 2.0]])
    t = T[:4]
    one = lambda y0: np.sum(odeint(lotka_volterra, y0, t, args=P) ** 2)  # noqa: E731
    loop = np.stack([dg.grad(one)(y) for y in batch])
    np.testing.assert_array_equal(dg.vmap(dg.grad(one))(batch), loop)
    np.testing.assert_array_equal(dg.grad(lambda b: np.sum(dg.vmap(one)(b)))(batch), loop)
    v = np.array([1.0, -1.0])
    pushed = dg.vmap(lambda y: dg.jvp(one, (y,), (v,))[1])(batch)
    np.testing.assert_allclose(pushed, loop @ v, rtol=1e-6)
    solve = dg.compile(lambda y0: odeint(lotka_volterra, y0, t, args=P))
    gradient = dg.compile(dg.grad(one))
    tangent = dg.compile(lambda y: dg.jvp(one, (y,), (v,))[1])
    for y in batch[:2]:
        np.testing.assert_array_equal(solve(y), scipy.integrate.odeint(lotka_volterra, y, t, P))
        np.testing.assert_array_equal(gradient(y), dg.grad(one)(y))
        assert tangent(y) == pytest.approx(dg.grad(one)(y) @ v, rel=1e-6)
    assert gradient.cache_info().traces == 1  # the solver stays outside the trace: no guards


def robertson(t: Any, y: Any, k1: Any, k2: Any, k3: Any) -> Any:
    return np.stack(
        [
            -k1 * y[0] + k3 * y[1] * y[2],
            k1 * y[0] - k2 * y[1] ** 2 - k3 * y[1] * y[2],
            k2 * y[1] ** 2,
        ]
    )


def test_solve_ivp_radau_on_the_stiff_robertson_problem() -> None:
    t_eval = np.array([0.01, 0.1, 0.5])
    k = np.array([0.04, 3e7, 1e4])

    def loss(k: Any) -> Any:
        sol = solve_ivp(robertson, (0.0, 0.5), np.array([1.0, 0.0, 0.0]), method="Radau",
                        t_eval=t_eval, args=(k[0], k[1], k[2]), rtol=1e-8, atol=1e-10)  # fmt: skip
        return sol.y[0, -1] + 1e4 * sol.y[1, -1]

    reference = scipy.integrate.solve_ivp(
        robertson, (0.0, 0.5), [1.0, 0, 0], "Radau", t_eval, args=tuple(k), rtol=1e-8, atol=1e-10
    )
    assert loss(k) == reference.y[0, -1] + 1e4 * reference.y[1, -1]
    np.testing.assert_allclose(dg.grad(loss)(k), central(loss, [k], 0, 1e-4), rtol=1e-4)
    with pytest.raises(TypeError, match="implicit method .* use method='RK45'"):
        dg.hessian(loss)(k)


@pytest.mark.parametrize("method", ["RK45", "DOP853"])
def test_solve_ivp_explicit_methods_gradient_in_y0_args_and_t_eval(method: str) -> None:
    t_eval = np.linspace(0.5, 3.0, 4)

    def loss(y0: Any, a: Any, t_eval: Any) -> Any:
        fun = lambda t, y, a: lotka_volterra(y, t, a, *P[1:])  # noqa: E731
        sol = solve_ivp(fun, (0.0, 3.0), y0, method, t_eval, args=(a,), rtol=1e-10, atol=1e-10)
        return np.sum(sol.y**2)

    args = [Y0, 1.1, t_eval]
    grads = dg.grad(loss, argnums=(0, 1, 2))(*args)
    for i, g in enumerate(grads):
        np.testing.assert_allclose(g, central(loss, args, i), rtol=1e-5)
    if method == "RK45":  # vmap and compile: the same numbers as one call at a time
        batch = np.stack([Y0, Y0 / 2])
        by_example = dg.vmap(dg.grad(loss), in_axes=(0, None, None))(batch, 1.1, t_eval)
        np.testing.assert_array_equal(by_example[0], grads[0])
        np.testing.assert_array_equal(dg.compile(dg.grad(loss))(Y0, 1.1, t_eval), grads[0])


def test_quad_leibniz_and_under_the_integral_sign() -> None:
    f = lambda x, a, b: np.exp(-a * x**2) * np.sin(b * x)  # noqa: E731
    value = lambda lo, hi, a, b: quad(f, lo, hi, args=(a, b))[0]  # noqa: E731
    args = [0.2, 2.0, 1.3, 2.0]
    assert value(*args) == scipy.integrate.quad(f, 0.2, 2.0, args=(1.3, 2.0))[0]
    grads = dg.grad(value, argnums=(0, 1, 2, 3))(*args)
    for i, g in enumerate(grads):
        assert g == pytest.approx(central(value, args, i), rel=1e-6)
    _, tangent = dg.jvp(value, tuple(args), (1.0, 1.0, 1.0, 1.0))
    assert tangent == pytest.approx(sum(grads), rel=1e-8)
    gauss = lambda a: quad(lambda x, a: np.exp(-a * x * x), -np.inf, np.inf, args=(a,))[0]  # noqa: E731
    assert dg.grad(gauss)(1.0) == pytest.approx(-np.sqrt(np.pi) / 2, rel=1e-8)
    second = dg.grad(dg.grad(lambda a: quad(lambda x, a: np.exp(-a * x * x), 0, 1, args=(a,))[0]))
    assert second(1.0) == pytest.approx(
        scipy.integrate.quad(lambda x: x**4 * np.exp(-x * x), 0, 1)[0]
    )
    np.testing.assert_allclose(
        dg.vmap(dg.grad(value, argnums=2), in_axes=(None, None, 0, None))(
            0.2, 2.0, np.array([1.3, 1.3]), 2.0
        ),
        [grads[2]] * 2,
    )  # noqa: E501
    assert dg.compile(dg.grad(value, argnums=2))(*args) == grads[2]


def test_bad_input_gets_a_message_naming_the_call() -> None:
    with pytest.raises(ValueError, match=r"odeint: func\(y0, t\[0\], \*args\) has shape \(3,\)"):
        odeint(lambda y, t: np.ones(3), Y0, T)
    with pytest.raises(ValueError, match=r"odeint: the times \(t\) must be monotonic.*2 then 1"):
        odeint(lotka_volterra, Y0, np.array([0.0, 2.0, 1.0]), args=P)
    with pytest.raises(ValueError, match="solve_ivp: events are not supported"):
        solve_ivp(robertson, (0, 1), Y0, events=lambda t, y: y[0])
    with pytest.raises(ValueError, match="solve_ivp: dense_output=True is not supported"):
        solve_ivp(robertson, (0, 1), Y0, dense_output=True)
    with pytest.raises(ValueError, match="method='Euler' is not supported; use one of RK45"):
        solve_ivp(robertson, (0, 1), Y0, method="Euler")
    with pytest.raises(TypeError, match="closure or global.*pass it in args"):
        dg.grad(lambda a: np.sum(odeint(lambda y, t: -a * y, Y0, T)))(1.0)
    with pytest.raises(RuntimeError, match="odeint: SciPy's odeint failed: Excess work"):
        odeint(lotka_volterra, Y0, T, args=P, mxstep=3)


def test_ode_net_gradient_agrees_with_autograd() -> None:
    """autograd's ode_net example (tests/autograd_examples/ode_net.py), smaller: a network
    as the dynamics, its parameters a list of tuples passed in args."""
    autograd = pytest.importorskip("autograd")
    from autograd.scipy.integrate import odeint as autograd_odeint

    rs = np.random.RandomState(0)
    params = [(rs.randn(2, 8) * 0.5, rs.randn(8) * 0.5), (rs.randn(8, 2) * 0.5, rs.randn(2) * 0.5)]
    t = np.linspace(0.0, 1.5, 6)

    def predict(np_: Any) -> Any:
        def dynamics(y: Any, t: Any, params: Any) -> Any:
            for w, b in params:
                out = np_.dot(y, w) + b
                y = np_.tanh(out)
            return out

        return dynamics

    ours = dg.grad(lambda p: np.mean(np.abs(odeint(predict(np), Y0 / 5, t, (p,), rtol=0.01))))(
        params
    )
    anp = autograd.numpy
    pack = autograd.builtins.tuple
    theirs = autograd.grad(
        lambda p: anp.mean(anp.abs(autograd_odeint(predict(anp), Y0 / 5, t, pack((p,)), rtol=0.01)))
    )(params)
    for a, b in zip(dg.tree_leaves(ours), dg.tree_leaves(theirs), strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-6, atol=1e-10)


def test_derivgen_show_prints_the_solver_rule() -> None:
    done = subprocess.run([sys.executable, "-m", "derivgen", "show", "odeint"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    assert done.stdout.startswith("derivgen.scipy.integrate.odeint (a solver")
    assert "reverse mode:\n  the adjoint method" in done.stdout
    assert "forward mode:\n  the sensitivity equations" in done.stdout


def test_the_users_jacobian_gets_args_in_the_forward_solve() -> None:
    def decay(y: Any, t: Any, k: Any) -> Any:
        return np.stack([-k * y[0], k * y[0]])

    def jacobian(y: Any, t: Any, k: Any) -> Any:
        return np.array([[-k, 0.0], [k, 0.0]])

    start = np.array([1.0, 0.0])
    ours = odeint(decay, start, [0.0, 1.0], args=(2.0,), Dfun=jacobian)
    np.testing.assert_array_equal(
        ours, scipy.integrate.odeint(decay, start, [0.0, 1.0], args=(2.0,), Dfun=jacobian)
    )
    slope = dg.grad(lambda k: odeint(decay, start, [0.0, 1.0], (k,), Dfun=jacobian)[1, 0])(2.0)
    assert slope == pytest.approx(-np.exp(-2.0), rel=1e-6)  # d/dk exp(-k)
    radau = dg.grad(
        lambda k: solve_ivp(lambda t, y, k: decay(y, t, k), (0.0, 1.0), start, "Radau", [1.0],
                            args=(k,), jac=lambda t, y, k: jacobian(y, t, k), rtol=1e-9,
                            atol=1e-10).y[0, 0]
    )  # fmt: skip
    assert radau(2.0) == pytest.approx(-np.exp(-2.0), rel=1e-6)


@pytest.mark.parametrize("most", [0, ode_rules.SENSITIVITY_DIRECTIONS], ids=["adjoint", "sens"])
def test_a_changed_global_reaches_the_gradient(most: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules' systems are compiled from func and keep the values it read when traced; a
    change of a global that moves f(y0, t0) has them traced again (the gradient was the old
    global's)."""
    monkeypatch.setattr(ode_rules, "SENSITIVITY_DIRECTIONS", most)
    state = {"rates": np.array([-0.5, -0.2])}

    def decay(y: Any, t: Any, k: Any) -> Any:
        return k * state["rates"] * y + np.sin(t)

    start = np.array([1.0, 2.0])

    def loss(k: Any) -> Any:
        return np.sum(odeint(decay, start, T, args=(k,), rtol=1e-10, atol=1e-10) ** 2)

    grad = dg.grad(loss)
    for _ in range(2):
        grad(1.3)  # the systems traced and compiled with the first rates
    state["rates"] = np.array([-0.3, -2.0])
    assert grad(1.3) == pytest.approx(central(loss, [1.3], 0), rel=1e-5)
