"""derivgen.experimental.ode.odeint: JAX's odeint (Dormand–Prince) on NumPy code, checked
against central differences, SciPy's LSODA path, JAX, and its own Python steps."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import scipy.integrate

import derivgen as dg
import derivgen.solvers.integrate as rules
from derivgen.experimental.ode import odeint
from derivgen.scipy.integrate import odeint as scipy_odeint
from derivgen.solvers import native_ode
from tests.differences import central_gradient

TOL = 1e-10
TIMES = np.linspace(0.0, 4.0, 12)
Y0 = np.array([10.0, 5.0])
P = np.array([1.1, 0.4, 0.4, 0.1])
WEIGHTS = np.linspace(1.0, 2.0, len(TIMES))[:, None]


def lotka(y: Any, t: Any, p: Any) -> Any:
    return np.stack([p[0] * y[0] - p[1] * y[0] * y[1], -p[2] * y[1] + p[3] * y[0] * y[1]])


def loss(p: Any, y0: Any = Y0, times: Any = TIMES) -> Any:
    return np.sum(odeint(lotka, y0, times, p, rtol=TOL, atol=TOL) ** 2 * WEIGHTS)


def test_solution_agrees_with_scipy_and_is_the_same_under_a_derivative() -> None:
    ys = odeint(lotka, Y0, TIMES, P, rtol=TOL, atol=TOL)
    lsoda = scipy.integrate.odeint(lotka, Y0, TIMES, args=(P,), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(ys, lsoda, rtol=1e-7)
    assert not np.array_equal(ys, lsoda)  # Dormand–Prince's numbers, not LSODA's
    value, _ = dg.value_and_grad(loss)(P)
    assert value == loss(P)  # the same solver traced or not, to the last bit


def test_gradient_matches_central_differences_and_the_scipy_path() -> None:
    def both(q: Any) -> Any:
        return loss(q[:4], q[4:6], np.concatenate([q[6:7], TIMES[1:]]))

    q = np.concatenate([P, Y0, [0.0]])
    got = dg.grad(both)(q)
    np.testing.assert_allclose(got, central_gradient(both, q), rtol=1e-5)

    def by_lsoda(q: Any) -> Any:
        times = np.concatenate([q[6:7], TIMES[1:]])
        ys = scipy_odeint(lotka, q[4:6], times, args=(q[:4],), rtol=TOL, atol=TOL)
        return np.sum(ys**2 * WEIGHTS)

    np.testing.assert_allclose(got, dg.grad(by_lsoda)(q), rtol=1e-6)


def test_forward_mode_agrees_with_reverse_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(native_ode, "ENABLED", False)  # Python's steps: no compile of tangents

    def final(p: Any) -> Any:
        return odeint(lotka, Y0, TIMES, p, rtol=TOL, atol=TOL)[-1]

    np.testing.assert_allclose(dg.jacfwd(final)(P), dg.jacrev(final)(P), rtol=1e-6)


def test_value_and_gradient_against_jax() -> None:
    jax = pytest.importorskip("jax", reason="JAX (a test extra) is the peer compared with")
    from jax.experimental.ode import odeint as jax_odeint

    jax.config.update("jax_enable_x64", True)
    jnp = jax.numpy

    def jax_lotka(y: Any, t: Any, p: Any) -> Any:
        return jnp.stack([p[0] * y[0] - p[1] * y[0] * y[1], -p[2] * y[1] + p[3] * y[0] * y[1]])

    def jax_loss(p: Any) -> Any:
        ys = jax_odeint(jax_lotka, jnp.asarray(Y0), jnp.asarray(TIMES), p, rtol=TOL, atol=TOL)
        return jnp.sum(ys**2 * WEIGHTS)

    ours = dg.value_and_grad(loss)(P)
    theirs = jax.value_and_grad(jax_loss)(jnp.asarray(P))
    assert float(ours[0]) == pytest.approx(float(theirs[0]), rel=1e-8)
    np.testing.assert_allclose(ours[1], np.asarray(theirs[1]), rtol=1e-6)


def test_pytrees_as_jax_takes_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(native_ode, "ENABLED", False)  # Python's steps: no compile

    def pendulum(state: Any, t: Any, c: Any) -> Any:
        return {"theta": state["omega"],
                "omega": -c["g"] * np.sin(state["theta"]) - c["k"] * state["omega"]}  # fmt: skip

    def fit(g: Any) -> Any:
        start = {"theta": np.array(1.0), "omega": np.array(0.0)}
        path = odeint(pendulum, start, TIMES[:4], {"g": g, "k": 0.3}, rtol=TOL, atol=TOL)
        return np.sum(path["theta"] ** 2)

    assert dg.grad(fit)(9.81) == pytest.approx(central_gradient(fit, 9.81), rel=1e-5)


def test_native_and_python_steps_agree_to_rounding(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("numba", reason="Numba is the optional 'native' extra")
    grad = dg.value_and_grad(loss)
    before = native_ode.SOLVES
    native = grad(P)
    assert native_ode.SOLVES >= before + 2, "the primal and the adjoint ran natively"
    monkeypatch.setattr(native_ode, "ENABLED", False)
    python = grad(P)
    assert native[0] == pytest.approx(python[0], rel=1e-12)
    np.testing.assert_allclose(native[1], python[1], rtol=1e-9)


def test_reverse_mode_takes_the_adjoint_where_it_runs_natively(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """6 inputs: with Numba the native adjoint (the faster, see benchmarks/ode.py); without,
    the sensitivities in one forward solve."""
    pytest.importorskip("numba", reason="Numba is the optional 'native' extra")
    taken: list[str] = []
    for method in ("_adjoint", "_by_sensitivities"):
        original = getattr(rules, method)

        def spy(*args: Any, original: Any = original, method: str = method) -> Any:
            taken.append(method)
            return original(*args)

        monkeypatch.setattr(rules, method, spy)
    native = dg.grad(loss)(P)
    monkeypatch.setattr(native_ode, "ENABLED", False)
    python = dg.grad(loss)(P)
    assert taken == ["_adjoint", "_by_sensitivities"]
    np.testing.assert_allclose(native, python, rtol=1e-7)


def test_refused_options_and_a_failed_solve_say_what_to_do() -> None:
    with pytest.raises(ValueError, match="hmax=0.1 is not supported"):
        odeint(lotka, Y0, TIMES, P, hmax=0.1)
    with pytest.raises(ValueError, match="mxstep must be a positive integer"):
        odeint(lotka, Y0, TIMES, P, mxstep=0.5)
    with pytest.raises(RuntimeError, match="more than mxstep steps .* raise mxstep"):
        odeint(lotka, Y0, np.array([0.0, 100.0]), P, mxstep=3)


def test_derivgen_show_describes_its_rules_under_jax_name() -> None:
    from derivgen.solvers.rules import all_rules, rule_text

    text = rule_text(all_rules()["jax.experimental.ode.odeint"])
    assert text.startswith("derivgen.experimental.ode.odeint (a solver")
    assert "reverse mode:\n  the adjoint method" in text
