"""The gradient of an ODE fit: Lotka-Volterra, 4 parameters, 200 time points, per library.

``python -m benchmarks.ode [--quick]`` prints the table; ``make bench`` runs it as the "ode"
step. Compared, interleaved in one process, each derivgen one after 3 s of warm-up calls:
derivgen's odeint (SciPy's LSODA; once func is hot, with Numba, LSODA calls func's native code
and the reverse rule is the native adjoint loop; before that, for these 6 input directions,
the sensitivities in one forward solve), the same with the adjoint method forced,
derivgen.experimental.ode.odeint (JAX's integrator, Dormand–Prince 5(4); with Numba the solve
and the adjoint are native loops, and its reverse rule is the adjoint), derivgen
unrolling a fixed-step Runge-Kutta (RK4) written in NumPy, JAX's
``jax.experimental.ode.odeint`` under ``jit`` and autograd's ``odeint``; all with rtol = atol
= 1.4e-8 but the fixed-step one. Peak memory is tracemalloc's (NumPy-based libraries; JAX's
buffers are not visible to it), and derivgen's and the unrolled gradient's peak is measured
again with four times the solver steps.
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks.memory import peak_bytes
from benchmarks.timing import Settings, Timing, format_seconds, measure_side_by_side

TOL = 1.4e-8
PARAMS = np.array([1.1, 0.4, 0.4, 0.1])
Y0 = np.array([10.0, 5.0])


def problem(n_times: int, t_end: float) -> tuple[np.ndarray, np.ndarray]:
    """The times and the data the fit compares with (the solution at other parameters)."""
    import scipy.integrate

    t = np.linspace(0.0, t_end, n_times)
    data = scipy.integrate.odeint(_dynamics(np), Y0, t, args=(np.array([1.0, 0.5, 0.5, 0.2]),))
    return t, data


def _dynamics(xp: Any) -> Any:
    def f(y: Any, t: Any, p: Any) -> Any:
        return xp.stack([p[0] * y[0] - p[1] * y[0] * y[1], -p[2] * y[1] + p[3] * y[0] * y[1]])

    return f


def derivgen_adjoint(t: np.ndarray, data: np.ndarray, adjoint_only: bool = False) -> Any:
    """derivgen's odeint gradient: hot, with Numba, the native adjoint; before that, for 6
    input directions, the sensitivities in one forward solve. ``adjoint_only`` forces the
    adjoint method (SENSITIVITY_DIRECTIONS = 0) also while func is cold."""
    import derivgen as dg
    import derivgen.solvers.integrate as rules
    from derivgen.scipy.integrate import odeint

    f = _dynamics(np)

    def loss(p: Any) -> Any:
        ys = odeint(f, Y0, t, args=(p,), rtol=TOL, atol=TOL)
        return np.sum((ys - data) ** 2)

    grad = dg.grad(loss)
    if not adjoint_only:
        return lambda: grad(PARAMS)

    def forced() -> Any:
        most, rules.SENSITIVITY_DIRECTIONS = rules.SENSITIVITY_DIRECTIONS, 0
        try:
            return grad(PARAMS)
        finally:
            rules.SENSITIVITY_DIRECTIONS = most

    return forced


def derivgen_dopri(t: np.ndarray, data: np.ndarray) -> Any:
    """derivgen.experimental.ode.odeint (JAX's signature and integrator, Dormand–Prince 5(4)):
    with Numba, the solve and the whole adjoint run as native loops from the first call."""
    import derivgen as dg
    from derivgen.experimental.ode import odeint

    f = _dynamics(np)

    def loss(p: Any) -> Any:
        ys = odeint(f, Y0, t, p, rtol=TOL, atol=TOL)
        return np.sum((ys - data) ** 2)

    grad = dg.grad(loss)
    return lambda: grad(PARAMS)


def derivgen_unrolled(t: np.ndarray, data: np.ndarray, steps_per_interval: int) -> Any:
    import derivgen as dg

    f = _dynamics(np)

    def loss(p: Any) -> Any:
        y, total = Y0, 0.0
        for i in range(1, len(t)):
            h = (t[i] - t[i - 1]) / steps_per_interval
            for k in range(steps_per_interval):
                s = t[i - 1] + k * h
                k1 = f(y, s, p)
                k2 = f(y + h / 2 * k1, s + h / 2, p)
                k3 = f(y + h / 2 * k2, s + h / 2, p)
                k4 = f(y + h * k3, s + h, p)
                y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
            total = total + np.sum((y - data[i]) ** 2)
        return total + np.sum((Y0 - data[0]) ** 2)

    grad = dg.grad(loss)
    return lambda: grad(PARAMS)


def jax_jit(t: np.ndarray, data: np.ndarray) -> Any:
    import jax
    import jax.numpy as jnp
    from jax.experimental.ode import odeint

    jax.config.update("jax_enable_x64", True)
    f = _dynamics(jnp)

    def loss(p: Any) -> Any:
        ys = odeint(f, jnp.asarray(Y0), jnp.asarray(t), p, rtol=TOL, atol=TOL)
        return jnp.sum((ys - data) ** 2)

    grad = jax.jit(jax.grad(loss))
    return lambda: np.asarray(grad(jnp.asarray(PARAMS)))


def autograd_odeint(t: np.ndarray, data: np.ndarray) -> Any:
    import autograd
    import autograd.numpy as anp
    from autograd.builtins import tuple as boxed_tuple
    from autograd.scipy.integrate import odeint

    f = _dynamics(anp)

    def loss(p: Any) -> Any:
        ys = odeint(f, Y0, t, boxed_tuple((p,)), rtol=TOL, atol=TOL)
        return anp.sum((ys - data) ** 2)

    grad = autograd.grad(loss)
    return lambda: grad(PARAMS)


@dataclass(frozen=True)
class OdeResult:
    """Seconds and peak bytes per implementation, and the memory growth with the steps."""

    n_times: int
    t_end: float
    timings: dict[str, Timing | str]
    peaks: dict[str, int | None]
    growth: dict[str, tuple[int, int]]  # implementation -> (peak at 1x, peak at 4x the steps)
    disagreement: dict[str, float]  # implementation -> max relative difference from the adjoint
    load: float  # the 1-minute load average after the timings (others' jobs slow them)


def run(settings: Settings) -> OdeResult:
    n_times = 8 if settings.quick else 200
    t_end = 3.0 if settings.quick else 15.0  # --quick: a smoke run, a fifth of the time span
    t, data = problem(n_times, t_end)
    steps = 2 if settings.quick else 10
    # the steady state: 3 s of calls, so that SciPy's path goes native (a smoke run leaves
    # that out; tests/test_native_ode.py checks the native path)
    warm = 0.0 if settings.quick else 3.0
    builders = {
        "derivgen odeint": lambda: derivgen_adjoint(t, data),
        "derivgen odeint, adjoint method forced": lambda: derivgen_adjoint(t, data, True),
        "derivgen experimental.ode.odeint (Dormand-Prince)": lambda: derivgen_dopri(t, data),
        f"derivgen unrolled (RK4, {steps} steps per interval)": lambda: derivgen_unrolled(
            t, data, steps
        ),
        "jax odeint (jit)": lambda: jax_jit(t, data),
        "autograd odeint": lambda: autograd_odeint(t, data),
    }
    calls, timings = {}, {}
    if settings.quick:  # its native solve and adjoint compile for ~10 s at the first call
        name = "derivgen experimental.ode.odeint (Dormand-Prince)"
        del builders[name]
        timings[name] = "left out of --quick: tests/test_experimental_ode.py runs it natively"
    for name, build in builders.items():
        try:
            calls[name] = build()
        except ImportError as exc:
            timings[name] = f"not installed: {exc.name}"
    for name, call in calls.items():  # the steady state: JAX's jit compiles at its first call,
        if "odeint" in name and name.startswith("derivgen"):  # SciPy's path: native once hot
            # (systems.hot: 1 s of solves)
            _warm(call, warm)
    reference = calls["derivgen odeint"]()
    disagreement = {
        name: float(np.max(np.abs(call() - reference) / np.abs(reference)))
        for name, call in calls.items()
    }
    # each call takes up to seconds (autograd's): few runs; one for --quick, a smoke run
    # (the millisecond ones looped for 50 ms per run, so that a run is not one call's noise)
    few = Settings(settings.quick, repeats=1 if settings.quick else 3, min_time=0.05)
    timings.update(measure_side_by_side(calls, few))
    load = os.getloadavg()[0]
    peaks: dict[str, int | None] = {
        name: None if name.startswith("jax") else peak_bytes(call) for name, call in calls.items()
    }
    # memory against solver steps: 4x the time span (adjoint), 4x the steps (unrolled)
    t4, data4 = problem(n_times, 4 * t_end)
    longer = derivgen_adjoint(t4, data4)
    _warm(longer, warm)  # hot before measuring, as the others (its own func, so its own warm-up)
    growth = {
        f"derivgen odeint (t_end {t_end:g} -> {4 * t_end:g})": (
            peak_bytes(calls["derivgen odeint"]),
            peak_bytes(longer),
        ),
        f"derivgen unrolled ({steps} -> {4 * steps} steps per interval)": (
            peaks[next(n for n in calls if n.startswith("derivgen unrolled"))] or 0,
            peak_bytes(derivgen_unrolled(t, data, 4 * steps)),
        ),
    }
    return OdeResult(n_times, t_end, timings, peaks, growth, disagreement, load)


def _warm(call: Any, seconds: float = 3.0) -> None:
    """Calls until ``seconds`` have passed, so that func and derivgen's ODE systems have run
    long enough to go native (``derivgen.solvers.systems.hot``, after
    ``derivgen.compile.whole.TIER_SECONDS`` of solves)."""
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        call()


def section(result: OdeResult) -> list[str]:
    lines = [
        "## ODE fit gradient (odeint's reverse rules)",
        "",
        f"Gradient of a Lotka-Volterra fit, 4 parameters, {result.n_times} time points, "
        f"t in [0, {result.t_end:g}], rtol = atol = 1.4e-8; times interleaved in one process. "
        "Peak memory: tracemalloc (JAX's buffers are invisible to it). Disagreement: the "
        "largest relative difference of the gradient from derivgen's odeint (hot after the "
        "warm-up: SciPy's LSODA calling func's native code, the native adjoint). Load average "
        "while "
        f"measuring: {result.load:.1f}.",
        "",
        "| implementation | time | vs JAX jit | peak memory | disagreement |",
        "|---|---|---|---|---|",
    ]
    jax = result.timings.get("jax odeint (jit)")
    for name, timing in result.timings.items():
        shown = timing if isinstance(timing, str) else format_seconds(timing.median)
        ratio = ""
        if isinstance(timing, Timing) and isinstance(jax, Timing):
            times = timing.median / jax.median
            ratio = f"{times:.1f}x" if times < 100 else f"{times:.0f}x"
        peak = result.peaks.get(name)
        memory = "n/a" if peak is None else f"{peak / 1e6:.2f} MB"
        diff = result.disagreement.get(name)
        shown_diff = "" if diff is None else f"{diff:.1e}"
        lines.append(f"| {name} | {shown} | {ratio} | {memory} | {shown_diff} |")
    lines += ["", "| memory against solver steps | peak at 1x | peak at 4x |", "|---|---|---|"]
    for name, (one, four) in result.growth.items():
        lines.append(f"| {name} | {one / 1e6:.2f} MB | {four / 1e6:.2f} MB |")
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ode", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="8 time points, few repeats")
    args = parser.parse_args(argv)
    print("\n".join(section(run(Settings.make(args.quick)))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
