"""The native Dormand–Prince solve of derived ODE systems: same gradients as SciPy's path."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
import scipy.integrate

import derivgen as dg
import derivgen.solvers.integrate as rules
from derivgen.compile import whole
from derivgen.scipy.integrate import odeint, solve_ivp
from derivgen.solvers import native_ode

pytest.importorskip("numba", reason="Numba is the optional 'native' extra")

TOL = 1e-10
TIMES = np.linspace(0.0, 4.0, 12)


@pytest.fixture(scope="module", autouse=True)
def hot_at_once() -> Iterator[None]:
    """Compiled systems go native at their second call instead of after a second of NumPy."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(whole, "TIER_SECONDS", 0.0)
        yield


def lotka(y: Any, t: Any, p: Any) -> Any:
    return np.stack([p[0] * y[0] - p[1] * y[0] * y[1], -p[2] * y[1] + p[3] * y[0] * y[1]])


def pendulum(y: Any, t: Any, c: Any) -> Any:
    theta, omega = y["theta"], y["omega"]
    return {"theta": omega, "omega": -c["g"] / c["length"] * np.sin(theta) - c["drag"] * omega}


def lotka_loss(p: Any, **options: Any) -> Any:
    ys = odeint(lotka, np.array([10.0, 5.0]), TIMES, args=(p,), rtol=TOL, atol=TOL, **options)
    return np.sum(ys**2 * np.linspace(1.0, 2.0, len(TIMES))[:, None])


def pendulum_loss(p: Any) -> Any:
    c = {"g": p[0], "length": p[1], "drag": p[2]}
    y0 = {"theta": p[3:], "omega": np.array([0.1])}
    ys = odeint(pendulum, y0, TIMES, args=(c,), rtol=TOL, atol=TOL)
    return np.sum(np.cos(ys["theta"]) * TIMES[:, None]) + np.sum(ys["omega"] ** 2)


def plain_lotka(p: np.ndarray) -> float:
    ys = scipy.integrate.odeint(lotka, [10.0, 5.0], TIMES, args=(p,), rtol=1e-12, atol=1e-12)
    return float(np.sum(ys**2 * np.linspace(1.0, 2.0, len(TIMES))[:, None]))


def plain_pendulum(p: np.ndarray) -> float:
    def f(y: np.ndarray, t: float) -> np.ndarray:
        return np.array([y[1], -p[0] / p[1] * np.sin(y[0]) - p[2] * y[1]])

    ys = scipy.integrate.odeint(f, [p[3], 0.1], TIMES, rtol=1e-12, atol=1e-12)
    return float(np.sum(np.cos(ys[:, 0]) * TIMES) + np.sum(ys[:, 1] ** 2))


def central(f: Callable[[np.ndarray], float], p: np.ndarray) -> np.ndarray:
    out = np.zeros_like(p)
    for k in range(len(p)):
        h = 1e-5 * max(1.0, abs(p[k]))
        e = np.zeros_like(p)
        e[k] = h
        out[k] = (f(p + e) - f(p - e)) / (2 * h)
    return out


def native_and_scipy(loss: Callable[..., Any], p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The gradient with the derived systems left to SciPy, then solved natively (checked)."""
    grad = dg.grad(loss)
    native_ode.ENABLED = False
    try:
        by_scipy = grad(p)
        grad(p)  # the second call makes the compiled systems native
    finally:
        native_ode.ENABLED = True
    before = native_ode.SOLVES
    by_native = grad(p)
    assert native_ode.SOLVES > before, "the native solve was not taken"
    return by_native, by_scipy


CASES = [
    (lotka_loss, plain_lotka, np.array([1.1, 0.4, 0.4, 0.1])),
    (pendulum_loss, plain_pendulum, np.array([9.8, 1.3, 0.2, 0.7])),
]


@pytest.mark.parametrize("directions", [16, 0], ids=["sensitivities", "adjoint"])
@pytest.mark.parametrize("loss, plain, p", CASES, ids=["lotka-volterra", "pendulum"])
def test_native_gradient_matches_scipy_and_central_differences(
    loss: Any, plain: Any, p: np.ndarray, directions: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rules, "SENSITIVITY_DIRECTIONS", directions)
    by_native, by_scipy = native_and_scipy(loss, p)
    np.testing.assert_allclose(by_native, by_scipy, rtol=1e-6)
    np.testing.assert_allclose(by_native, central(plain, p), rtol=1e-5)


def test_unsupported_option_keeps_scipy() -> None:
    p = np.array([1.1, 0.4, 0.4, 0.1])
    grad = dg.grad(lambda q: lotka_loss(q, hmax=0.5))
    before = native_ode.SOLVES
    for _ in range(3):
        got = grad(p)
    assert native_ode.SOLVES == before
    np.testing.assert_allclose(got, central(plain_lotka, p), rtol=1e-5)


def test_solve_ivp_explicit_method_runs_natively() -> None:
    def fun(t: Any, y: Any, p: Any) -> Any:
        return lotka(y, t, p)

    def loss(p: Any) -> Any:
        sol = solve_ivp(fun, (0.0, 4.0), np.array([10.0, 5.0]), t_eval=TIMES[1:], args=(p,),
                        rtol=TOL, atol=TOL)  # fmt: skip
        return np.sum(sol.y**2 * np.linspace(1.0, 2.0, len(TIMES))[1:])

    p = np.array([1.1, 0.4, 0.4, 0.1])
    by_native, by_scipy = native_and_scipy(loss, p)
    np.testing.assert_allclose(by_native, by_scipy, rtol=1e-6)


def test_tolerances_honoured_exactly_or_refused() -> None:
    assert native_ode.tolerances("odeint", {"rtol": 1e-9, "atol": 1e-9, "mxstep": 0}) == (
        1e-9, 1e-9, 500,
    )  # fmt: skip
    assert native_ode.tolerances("odeint", {"rtol": 1e-9, "mxordn": 4}) is None
    assert native_ode.tolerances("solve_ivp", {"method": "Radau"}) is None
    assert native_ode.tolerances("solve_ivp", {"method": "RK45", "max_step": 0.1}) is None


def test_failed_native_solve_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step limit reached natively leaves the solve to SciPy, which succeeds."""
    p = np.array([1.1, 0.4, 0.4, 0.1])
    monkeypatch.setattr(native_ode, "_ODEINT_STEPS", 1)
    native_ode.ENABLED = False
    try:
        grad = dg.grad(lotka_loss)
        grad(p)
        grad(p)
    finally:
        native_ode.ENABLED = True
    fallbacks, solves = native_ode.FALLBACKS, native_ode.SOLVES
    got = grad(p)
    assert native_ode.FALLBACKS > fallbacks and native_ode.SOLVES == solves
    np.testing.assert_allclose(got, central(plain_lotka, p), rtol=1e-5)
