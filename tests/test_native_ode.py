"""The native Dormand–Prince solve of derived ODE systems: same gradients as SciPy's path."""

from __future__ import annotations

import math
import sys
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
    """SciPy's path by either rule (the sensitivities for 6 inputs, or the adjoint forced),
    against the native adjoint, which a hot func takes for any number of inputs."""
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


def wavy(y: Any, t: Any, p: Any) -> Any:
    """Transcendentals, where Numba's code may round differently from NumPy's."""
    return np.stack(
        [
            -p[0] * y[0] + np.sin(p[1] * t) * np.exp(-(y[1] ** 2)),
            p[2] * np.cos(y[0]) - p[3] * np.log1p(y[1] ** 2),
        ]
    )


def counted(func: Callable[..., Any]) -> tuple[Callable[..., Any], list[int]]:
    """func, and a list that grows by one at each of its Python calls (a trace calls it too)."""
    calls: list[int] = []

    def f(y: Any, t: Any, *args: Any) -> Any:
        calls.append(1)
        return func(y, t, *args)

    return f, calls


WAVY_P = np.array([0.7, 2.0, 0.5, 0.3])


@pytest.mark.parametrize(
    "func, y0, args",
    [
        (lotka, np.array([10.0, 5.0]), (np.array([1.1, 0.4, 0.4, 0.1]),)),
        (wavy, np.array([1.0, 0.5]), (WAVY_P,)),
        (pendulum, {"theta": np.array([0.7]), "omega": np.array([0.1])},
         ({"g": 9.8, "length": 1.3, "drag": 0.2},)),
    ],
    ids=["lotka-volterra", "exp-sin", "pendulum-pytrees"],
)  # fmt: skip
def test_a_hot_func_runs_natively_in_scipys_lsoda_with_scipys_values(
    func: Any, y0: Any, args: Any
) -> None:
    """Cold, SciPy calls func at every step: SciPy's solution to the last bit. Hot (at once
    here), SciPy calls its native code: Python sees a call or two, the values are SciPy's to
    rounding (odeint's docstring)."""
    f, calls = counted(func)
    flat, start = flat_func(func, y0)
    want = scipy.integrate.odeint(flat, start, TIMES, args=args, rtol=TOL, atol=TOL)
    cold = odeint(f, y0, TIMES, args=args, rtol=TOL, atol=TOL)
    assert len(calls) > 100
    np.testing.assert_array_equal(rows(cold), want)
    for _ in range(2):  # the first hot call traces func and compiles it
        del calls[:]
        hot = odeint(f, y0, TIMES, args=args, rtol=TOL, atol=TOL)
    assert len(calls) == 1  # the check of func's output structure, not one per step
    np.testing.assert_allclose(rows(hot), want, rtol=1e-12, atol=1e-14)


def flat_func(func: Any, y0: Any) -> tuple[Callable[..., np.ndarray], np.ndarray]:
    """func on flat vectors for scipy.integrate.odeint, and y0 flat (leaves in tree order)."""
    leaves, treedef = dg.tree_flatten(y0)
    ends = np.cumsum([np.size(leaf) for leaf in leaves])[:-1]

    def flat(y: np.ndarray, t: float, *args: Any) -> np.ndarray:
        parts = [
            part.reshape(np.shape(leaf))
            for part, leaf in zip(np.split(y, ends), leaves, strict=True)
        ]
        rate = func(dg.tree_unflatten(treedef, parts), t, *args)
        return np.concatenate([np.ravel(leaf) for leaf in dg.tree_leaves(rate)])

    return flat, np.concatenate([np.ravel(leaf) for leaf in leaves])


def rows(ys: Any) -> np.ndarray:
    """A solution (a pytree with a leading time axis on each leaf) as (times, flat state)."""
    return np.concatenate([np.reshape(leaf, (len(TIMES), -1)) for leaf in dg.tree_leaves(ys)], 1)


def test_float_args_of_a_hot_func_are_parameters_not_new_traces() -> None:
    def lv(y: Any, t: Any, a: Any, b: Any, c: Any, d: Any) -> Any:
        return lotka(y, t, np.stack([a, b, c, d]))

    f, calls = counted(lv)
    start = np.array([10.0, 5.0])
    for a in (1.1, 1.1, 1.1, 1.2, 1.3):
        del calls[:]
        got = odeint(f, start, TIMES, args=(a, 0.4, 0.4, 0.1), rtol=TOL, atol=TOL)
    assert len(calls) == 1  # a new value of a: no trace (a Python float is a compile key)
    want = scipy.integrate.odeint(lv, start, TIMES, args=(1.3, 0.4, 0.4, 0.1), rtol=TOL, atol=TOL)
    np.testing.assert_allclose(got, want, rtol=1e-12)


def test_hot_gradient_against_jax_and_central_differences() -> None:
    """The hot path end to end: native LSODA forward, native adjoint backward."""
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    import jax.numpy as jnp
    from jax.experimental.ode import odeint as jax_odeint

    y0, weights = np.array([1.0, 0.5]), np.linspace(1.0, 2.0, len(TIMES))[:, None]

    def loss(p: Any) -> Any:
        return np.sum(odeint(wavy, y0, TIMES, args=(p,), rtol=TOL, atol=TOL) ** 2 * weights)

    def plain(p: np.ndarray) -> float:
        ys = scipy.integrate.odeint(wavy, y0, TIMES, args=(p,), rtol=1e-12, atol=1e-12)
        return float(np.sum(ys**2 * weights))

    def jax_wavy(y: Any, t: Any, p: Any) -> Any:
        return jnp.stack([-p[0] * y[0] + jnp.sin(p[1] * t) * jnp.exp(-(y[1] ** 2)),
                          p[2] * jnp.cos(y[0]) - p[3] * jnp.log1p(y[1] ** 2)])  # fmt: skip

    def jax_loss(p: Any) -> Any:
        ys = jax_odeint(jax_wavy, jnp.asarray(y0), jnp.asarray(TIMES), p, rtol=TOL, atol=TOL)
        return jnp.sum(ys**2 * weights)

    grad = dg.grad(loss)
    grad(WAVY_P)  # cold (SciPy's path), then hot: native from the next call
    before = native_ode.SOLVES
    got = grad(WAVY_P)
    assert native_ode.SOLVES > before, "the native adjoint was not taken"
    np.testing.assert_allclose(got, np.asarray(jax.grad(jax_loss)(WAVY_P)), rtol=1e-6)
    np.testing.assert_allclose(got, central(plain, WAVY_P), rtol=1e-5)
    v = np.array([1.0, -2.0, 0.5, 3.0])  # forward mode, hot: the tangent system natively
    assert dg.jvp(loss, (WAVY_P,), (v,))[1] == pytest.approx(got @ v, rel=1e-6)


def kinked(y: Any, t: Any, p: Any) -> Any:
    """A branch on a value: native code traced on one side fails its guard on the other."""
    above = y[0] - 8.0
    rate = p[0] * above if y[0] > 8.0 else 0.5 * p[0] * above
    return np.stack([-rate - 1.0, p[1] * y[0] - y[1]])


def frozen(y: Any, t: Any, p: Any) -> Any:
    """float() of the state into np.array: compile traces it at one value only (guards on the
    values), so that each call would trace it again."""
    return np.array([-p[0] * y[0] * math.exp(-0.1 * float(y[1])), p[1] * y[0] - y[1]])


@pytest.mark.parametrize("func, start", [(kinked, [10.0, 1.0]), (frozen, [1.0, 0.5])])
def test_a_func_whose_native_code_fails_keeps_scipys_calls(func: Any, start: Any) -> None:
    """Native code guarded on a value: where the guard fails mid-solve, SciPy's own solve
    with func as it is, that time and every later one (no new trace, no native attempt);
    never a partial native result."""
    f, calls = counted(func)
    start, p = np.array(start), np.array([0.5, 0.3])
    want = scipy.integrate.odeint(func, start, TIMES, args=(p,), rtol=TOL, atol=TOL)
    per_call = []
    for _ in range(4):  # cold; hot, the native attempt failing; then func as it is
        del calls[:]
        got = odeint(f, start, TIMES, args=(p,), rtol=TOL, atol=TOL)
        np.testing.assert_array_equal(got, want)
        per_call.append(len(calls))
    assert per_call[2] == per_call[3] == per_call[0]  # SciPy's calls, nothing more


def test_without_numba_a_hot_func_stays_python(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "numba", None)  # as if Numba were not installed
    f, calls = counted(wavy)
    start = np.array([1.0, 0.5])
    want = scipy.integrate.odeint(wavy, start, TIMES, args=(WAVY_P,), rtol=TOL, atol=TOL)
    for _ in range(3):
        del calls[:]
        got = odeint(f, start, TIMES, args=(WAVY_P,), rtol=TOL, atol=TOL)
        np.testing.assert_array_equal(got, want)
    assert len(calls) > 100


def test_vmap_of_a_hot_gradient_integrates_the_sensitivities_once_per_example() -> None:
    """Under vmap the native adjoint loop cannot run (its inputs are batched): reverse mode
    takes the sensitivities, one native solve per example, not a solve per output interval."""
    p, batch = np.array([1.1, 0.4, 0.4, 0.1]), np.array([[10.0, 5.0], [8.0, 4.0]])
    grad = dg.grad(lambda y: np.sum(odeint(lotka, y, TIMES, args=(p,), rtol=TOL, atol=TOL) ** 2))
    loop = np.stack([grad(y) for y in batch])  # hot from the second call: the native adjoint
    before = native_ode.SOLVES
    got = dg.vmap(grad)(batch)
    assert native_ode.SOLVES - before == len(batch)
    np.testing.assert_allclose(got, loop, rtol=1e-6)


def test_a_hot_func_sees_a_changed_global_in_its_value_and_gradient() -> None:
    """Compiled code keeps the values it was traced with (as jax.jit); a change that moves
    f(y0, t0) is seen at the next solve, which traces func and its systems again."""
    state = {"rates": np.array([-0.5, -0.2])}

    def decay(y: Any, t: Any, k: Any) -> Any:
        return k * state["rates"] * y + np.sin(t)

    start, k = np.array([1.0, 2.0]), 1.3

    def loss(k: Any) -> Any:
        return np.sum(odeint(decay, start, TIMES, args=(k,), rtol=TOL, atol=TOL) ** 2)

    def plain(k: np.ndarray) -> float:
        ys = scipy.integrate.odeint(decay, start, TIMES, args=(float(k[0]),), rtol=1e-12,
                                    atol=1e-12)  # fmt: skip
        return float(np.sum(ys**2))

    grad = dg.grad(loss)
    for _ in range(3):
        grad(k)  # hot: native solve and adjoint
    for change in ("in place", "rebound"):
        if change == "in place":
            state["rates"][:] = [-1.5, -0.7]
        else:
            state["rates"] = np.array([-0.3, -2.0])
        want = scipy.integrate.odeint(decay, start, TIMES, args=(k,), rtol=TOL, atol=TOL)
        got = odeint(decay, start, TIMES, args=(k,), rtol=TOL, atol=TOL)
        np.testing.assert_allclose(got, want, rtol=1e-12, err_msg=change)
        np.testing.assert_allclose(grad(k), central(plain, np.array([k]))[0], rtol=1e-5)
