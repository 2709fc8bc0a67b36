"""ODE solutions as differentiable calls: SciPy integrates, the adjoint and sensitivity rules.

``flow(integrator, func, name)`` is a Solver: ``flow(...)(None, y0, ts, *args)`` is the solution
of ``dy/dt = func(y, t, *args)`` from ``y(ts[0]) = y0``, at every time in ``ts``, with ``y0``
and ``args`` pytrees. SciPy integrates (``odeint``'s LSODA or a ``solve_ivp`` method); derivgen
supplies the rules, each of which is again a ``flow`` of a larger system, so that every
derivative is itself differentiable:

- reverse mode, the adjoint method (autograd's and JAX's ``odeint``): the augmented system
  (state, its adjoint, the adjoints of ``t0`` and of ``args``) runs backwards from each time
  to the one before; memory is O(1) in the number of solver steps. With few inputs
  (``SENSITIVITY_DIRECTIONS``), the sensitivities to all of them run forwards in one solve
  instead, which does not restart at each output time as the adjoint does;
- forward mode, the sensitivity equations: the tangent ``s`` of the state runs forwards
  beside it, ``ds/dt = J_y s + J_args dargs``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np
import scipy.integrate

from derivgen import tree
from derivgen.solvers import native_ode
from derivgen.solvers.dispatch import Solver
from derivgen.solvers.integrators import Integrator, Layout
from derivgen.solvers.rules import SolverRule, register
from derivgen.solvers.systems import (
    adjoint_system,
    as_it_is,
    compiled_rhs,
    compiled_system,
    hot,
    jacobian_system,
    still_current,
    tangent_system,
    warm,
)
from derivgen.trace.core import stop_gradient

Dynamics = Callable[..., Any]

# Reverse mode with at most this many input directions (sizes of y0 and of args together)
# integrates the sensitivities of all of them in one forward solve instead of the adjoint,
# which restarts the solver at every output time (see _by_sensitivities).
SENSITIVITY_DIRECTIONS = 16


def _solve_plain(
    integrator: Integrator,
    func: Dynamics,
    name: str,
    y0: Any,
    ts: Any,
    args: tuple[Any, ...],
    derived: Dynamics | None = None,
) -> Any:
    """The solution on plain arrays: ``(ys, counts)``. A system derived from the user's func
    (``derived``), and the user's func under Dormand–Prince, run compiled, natively where
    native_ode can; SciPy calls the user's own func as it is until that func is hot."""
    layout = Layout(y0)
    start = layout.flat(y0, name, "y0")
    times = np.asarray(ts, dtype=np.float64)
    _check_times(times, name)
    if derived is None:  # the user's func: its structure and shapes, once
        first = func(layout.unflat(start), times[0], *args)
        rate = layout.flat(first, name, "func(y0, t[0], *args)")
        still_current(func, layout, args, start, times[0], rate)

    def rhs(y: np.ndarray, t: float) -> np.ndarray:
        return layout.flat(func(layout.unflat(y), t, *args), name, "func(y, t, *args)")

    if derived is None and integrator.routine != "dopri5":  # SciPy calls the user's func
        native = native_ode.native_from_the_start(integrator.routine, hot(func))
        fast = _native_rhs(func, layout, args, start, times) if native else None
        if fast is not None:
            try:
                ys, counts = integrator.bound(args).run(fast, start, times, name)
                return layout.rows(ys), counts
            except RuntimeError:  # SciPy's failed solve: again with func as it is, for
                pass  # SciPy's own message (the next call tries native code again)
            except Exception:  # noqa: BLE001 - a guard failed: func as it is from now on
                as_it_is(func, layout)
        ys, counts = integrator.bound(args).run(rhs, start, times, name)
        return layout.rows(ys), counts
    run = compiled_rhs(func, layout, args, rhs)
    system, options = compiled_system(func, layout), dict(integrator.options)
    if system is not None and native_ode.native_from_the_start(
        integrator.routine, hot(derived or func)
    ):
        system.tier_seconds = 0.0  # from the second call (the first traces), see native_ode
    solved = native_ode.solve(integrator.routine, options, system, start, times, args)
    ys, counts = (
        solved if solved is not None else integrator.bound(args).run(run, start, times, name)
    )
    return layout.rows(ys), counts


def _native_rhs(
    func: Dynamics, layout: Layout, args: tuple[Any, ...], start: np.ndarray, times: np.ndarray
) -> Callable[[np.ndarray, float], np.ndarray] | None:
    """The user's func, flat, as one native call for SciPy (``native_ode.rhs``), or None.
    Its values equal func's to rounding: the same operations in the same order, but a
    transcendental function (exp, sin) may differ from NumPy's in the last bit."""
    system = compiled_system(func, layout)
    if system is None:
        return None
    system.tier_seconds = 0.0
    found = native_ode.rhs(system, start, times[0], args)
    if found is None:  # untraceable, or not native: not to be tried at every call
        as_it_is(func, layout)
    return found


def _check_times(times: np.ndarray, name: str) -> None:
    if times.ndim != 1 or len(times) == 0:
        raise ValueError(f"{name}: the times must be a non-empty 1-D sequence, got {times.shape}")
    steps = np.diff(times)
    if (steps >= 0).all() or (steps <= 0).all():  # at every call: the quick answer first
        return
    direction = np.sign(steps[np.flatnonzero(steps)[0]]) if steps.any() else 1.0
    wrong = np.flatnonzero(steps * direction < 0)
    if len(wrong):
        k = int(wrong[0])
        what = "t_span[0], then t_eval" if "solve_ivp" in name else "t"
        raise ValueError(
            f"{name}: the times ({what}) must be monotonic, increasing or decreasing; "
            f"got {times[k]:g} then {times[k + 1]:g} (positions {k} and {k + 1})"
        )


def flow(
    integrator: Integrator, func: Dynamics, name: str, derived: Dynamics | None = None
) -> Solver:
    """The solver ``(ys, counts) = flow(None, y0, ts, *args)``, differentiable in y0, ts and
    args. ``derived``: func is a system derivgen built (adjoint, tangent) from the user's
    func ``derived``, run as compiled code."""

    def impl(static: None, y0: Any, ts: Any, *args: Any) -> Any:
        return _solve_plain(integrator, func, name, y0, ts, args, derived)

    def rule(static: None, arrays: Any, out: Any, cotangent: Any) -> tuple[Any, ...]:
        y0, ts, *args = arrays
        plain = _plain((arrays, out[0], cotangent[0]))  # the native adjoint loop's inputs
        if _sensitivities_first(integrator, func, y0, args, plain):
            return _by_sensitivities(integrator, func, name, y0, ts, tuple(args), cotangent[0])
        return _adjoint(integrator, func, name, out[0], ts, tuple(args), cotangent[0])

    def tangents(static: None, primals: tuple[Any, ...], dots: tuple[Any, ...]) -> Any:
        return _sensitivity(integrator, func, name, primals, dots)

    if derived is None and integrator.routine != "dopri5":  # SciPy's routines tier (hot)
        impl, rule, tangents = (_timed(func, f) for f in (impl, rule, tangents))
    return Solver(name, impl, rule, jvp=tangents)


def _timed(func: Dynamics, run: Callable[..., Any]) -> Callable[..., Any]:
    """``run`` counting its seconds towards func's heat (systems.hot)."""

    def timed(*arguments: Any) -> Any:
        start = time.perf_counter()
        try:
            return run(*arguments)
        finally:
            warm(func, time.perf_counter() - start)

    return timed


def _row(state: Any, i: int) -> Any:
    return tree.tree_map(lambda leaf: leaf[i], state)


def _dot(a: Any, b: Any) -> Any:
    total: Any = 0.0
    for x, y in zip(tree.tree_leaves(a), tree.tree_leaves(b), strict=True):
        total = total + np.sum(x * y)
    return total


def _zeros(state: Any) -> Any:
    return tree.tree_map(lambda leaf: np.zeros(np.shape(leaf)), stop_gradient(state))


def _adjoint(
    integrator: Integrator,
    func: Dynamics,
    name: str,
    ys: Any,
    ts: Any,
    args: tuple[Any, ...],
    g: Any,
) -> tuple[Any, ...]:
    """The cotangents of (y0, ts, *args): the augmented system run back over each interval."""
    n = len(stop_gradient(ts))
    stiff = integrator.stiff()
    done = None if stiff else _native_adjoint(integrator.for_system(), func, ys, ts, args, g)
    if done is not None:
        return done
    if stiff:
        backwards = _interpolated(integrator, func, f"{name} (adjoint)")
    else:
        backwards = flow(integrator.for_system(), adjoint_system(func), f"{name} (adjoint)", func)
    y_bar, t0_bar, args_bar = _row(g, n - 1), np.zeros(()), _zeros(args)
    ts_bar = []
    for i in range(n - 1, 0, -1):
        y_i = _row(ys, i)
        moved = _dot(func(y_i, ts[i], *args), _row(g, i))  # the effect of moving t[i]
        ts_bar.append(moved)
        t0_bar = t0_bar - moved
        interval = np.stack([ts[i], ts[i - 1]])
        if stiff:  # y(t) from the forward solution: y_i run backwards would not be stable
            start = _row(ys, i - 1)
            y_bar, t0_bar, args_bar = backwards(
                None, start, interval, (y_bar, t0_bar, args_bar), *args
            )
        else:
            states, _ = backwards(None, (y_i, y_bar, t0_bar, args_bar), interval, *args)
            _, y_bar, t0_bar, args_bar = _row(states, 1)
        y_bar = tree.tree_map(np.add, y_bar, _row(g, i - 1))
    ts_bar.append(t0_bar)
    return (y_bar, np.stack(ts_bar[::-1]), *args_bar)


def _native_adjoint(
    integrator: Integrator, func: Dynamics, ys: Any, ts: Any, args: tuple[Any, ...], g: Any
) -> tuple[Any, ...] | None:
    """``_adjoint``'s cotangents from one native loop (native_ode.adjoint), on plain arrays
    once the adjoint system runs natively; else None."""
    if not _plain((ys, ts, args, g)):
        return None  # traced (grad of grad): the differentiable per-interval solves
    times = np.asarray(ts, dtype=np.float64)
    if len(times) < 2:
        return None
    last = (_row(ys, -1), _row(g, -1), np.zeros(()), _zeros(args))
    layout = Layout(last)
    system = compiled_system(adjoint_system(func), layout)
    if system is not None and native_ode.native_from_the_start(integrator.routine, hot(func)):
        system.tier_seconds = 0.0  # native from its second call (the first traces)
    flat_ys, flat_g = _flat_rows(ys, len(times)), _flat_rows(g, len(times))
    if flat_ys.shape != flat_g.shape:
        return None
    start = layout.flat(last, "odeint", "the adjoint state")
    found = native_ode.adjoint(
        (integrator.routine, dict(integrator.options)), system, start, times,
        flat_ys.astype(np.float64), flat_g.astype(np.float64), args,
    )  # fmt: skip
    if found is None:
        return None
    state, moved = found
    _, y_bar, t0_bar, args_bar = layout.unflat(state)
    return (y_bar, moved, *args_bar)


def _plain(arrays: Any) -> bool:
    """Whether every leaf is a plain NumPy array or scalar (nothing traced)."""
    leaves = tree.tree_leaves(arrays)
    return all(type(leaf) is np.ndarray or isinstance(leaf, np.generic) for leaf in leaves)


def _flat_rows(rows: Any, times: int) -> np.ndarray:
    """A pytree of leaves with a leading time axis as one (times, size) array."""
    return np.concatenate([np.reshape(leaf, (times, -1)) for leaf in tree.tree_leaves(rows)], 1)


def _moved(func: Dynamics, name: str, ys: Any, ts: Any, args: tuple[Any, ...], g: Any) -> list[Any]:
    """``g[i] . func(ys[i], ts[i], *args)`` for each output time but the first: the cotangent
    of moving t[i]. On plain arrays func runs as compiled code on flat rows (no pytrees per
    time, natively once it is hot); traced ones run it as it is."""
    n = len(stop_gradient(ts))
    if n < 2 or not _plain((ys, ts, args, g)):
        return [_dot(func(_row(ys, i), ts[i], *args), _row(g, i)) for i in range(1, n)]
    layout = Layout(_row(ys, 0))

    def plain(y: np.ndarray, t: float) -> np.ndarray:
        return layout.flat(func(layout.unflat(y), t, *args), name, "func(y, t, *args)")

    rhs = compiled_rhs(func, layout, args, plain)
    flat_ys, flat_g = _flat_rows(ys, n), _flat_rows(g, n)
    return [np.dot(rhs(flat_ys[i], ts[i]), flat_g[i]) for i in range(1, n)]


def _sensitivities_first(
    integrator: Integrator, func: Dynamics, y0: Any, args: Any, plain: bool
) -> bool:
    """Whether reverse mode integrates the sensitivities forwards instead of the adjoint: with
    at most SENSITIVITY_DIRECTIONS inputs and an explicit method, while the adjoint would run
    one solve per output interval (some 10x slower as NumPy code). Once it runs as one native
    loop (Dormand–Prince with Numba from the first call; SciPy's routines with Numba once func
    is hot, where native_ode honours their options; ``plain`` inputs, not vmap's or a second
    derivative's) the adjoint is faster for any number of inputs: on the LV fit of
    benchmarks/ode.py (6 inputs, 200 times, forward solve native as well) 2.6-3.9 ms against
    4.6-6.4 ms by the native sensitivities (whose forward solve of 2 + 2 x 6 states alone
    takes 1.65 ms, the adjoint loop 0.55 ms); with 20 times, 1.8-2.8 ms against 2.6-4.2 ms
    (interleaved, load 1.4-2.5 on 2 cores).
    """
    if integrator.stiff():
        return False
    routine = integrator.routine
    if plain and native_ode.native_from_the_start(routine, hot(func)):
        options = dict(integrator.for_system().options)
        if native_ode.tolerances(routine, options) is not None:
            return False
    return _directions(y0, args) <= SENSITIVITY_DIRECTIONS


def _directions(y0: Any, args: Any) -> int | float:
    """The number of input directions of (y0, args); infinite with a non-float leaf."""
    leaves = [stop_gradient(leaf) for leaf in tree.tree_leaves((y0, args))]
    dtypes = [getattr(leaf, "dtype", None) or np.result_type(leaf) for leaf in leaves]
    if not all(np.issubdtype(dtype, np.floating) for dtype in dtypes):
        return np.inf
    return sum(int(np.size(leaf)) for leaf in leaves)


def _by_sensitivities(
    integrator: Integrator,
    func: Dynamics,
    name: str,
    y0: Any,
    ts: Any,
    args: tuple[Any, ...],
    g: Any,
) -> tuple[Any, ...]:
    """The cotangents of (y0, ts, *args) from the sensitivities of the solution to every
    input direction (one-hot tangents of y0 and args), integrated beside the state in one
    forward solve: no restart at the output times, as the adjoint needs for each jump of its
    cotangent. Memory: the sensitivities at the output times, O(times x state x directions)."""
    inputs = Layout((y0, args))
    size = int(_directions(y0, args))
    basis = inputs.rows(np.eye(size))  # (y0, args), each leaf with a direction axis first
    system = jacobian_system(len(args), func)
    beside = flow(integrator.for_system(), system, f"{name} (sensitivities)", func)
    (ys, sensitivities), _ = beside(None, (y0, basis[0]), ts, *args, *basis[1])
    pulled: Any = np.zeros(size)  # row k: g . dys/d(direction k), over times and leaves
    for gs, s in zip(tree.tree_leaves(g), tree.tree_leaves(sensitivities), strict=True):
        times = np.shape(gs)[0]
        pulled = pulled + np.sum(
            np.reshape(gs, (times, 1, -1)) * np.reshape(s, (times, size, -1)), axis=(0, 2)
        )
    y0_bar, args_bar = inputs.unflat(pulled)
    moved = _moved(func, name, ys, ts, args, g)
    start = func(y0, ts[0], *args)  # starting later moves every later output by -Phi f(y0)
    t0_bar = -_dot(start, y0_bar) + _dot(start, _row(g, 0))
    return (y0_bar, np.stack([t0_bar, *moved]), *args_bar)


def _interpolated(integrator: Integrator, func: Dynamics, name: str) -> Solver:
    """One interval of a stiff system's adjoint: ``back(y_start, [t_i, t_{i-1}], adjoints,
    *args)``. The state is solved forwards again over the interval (a checkpoint at each
    output time), and its interpolant gives y(t) to the adjoint system solved backwards:
    memory O(steps in one interval). Not differentiable again (refused by name)."""
    dynamics = adjoint_system(func)

    def impl(static: None, y_start: Any, interval: Any, adjoints: Any, *args: Any) -> Any:
        times = np.asarray(interval, dtype=np.float64)
        if times[0] == times[1]:
            return adjoints
        state, inner = Layout(y_start), Layout(adjoints)
        options = dict(integrator.bound(args).options)
        forward = scipy.integrate.solve_ivp(
            lambda t, y: state.flat(func(state.unflat(y), t, *args), name, "func(t, y, *args)"),
            (times[1], times[0]), state.flat(y_start, name, "y0"), dense_output=True, **options
        )  # fmt: skip
        if not forward.success:
            raise RuntimeError(f"{name}: SciPy's solve_ivp failed: {forward.message}")

        def rhs(v: np.ndarray, t: float) -> np.ndarray:
            y = state.unflat(forward.sol(t))
            _, *rates = dynamics((y, inner.unflat(v)[0]), t, *args)
            return inner.flat(tuple(rates), name, "the adjoint system")

        ys, _ = integrator.for_system().run(
            rhs, inner.flat(adjoints, name, "adjoints"), times, name
        )
        return inner.unflat(ys[-1])

    def refuse(*args: Any) -> Any:
        raise TypeError(
            f"{name}: derivatives of the gradient (grad of grad, forward over reverse) are not "
            "supported with an implicit method (Radau, BDF, LSODA), whose adjoint interpolates "
            "the forward solution; use method='RK45' or 'DOP853', or odeint"
        )

    return Solver(name, impl, refuse, jvp=refuse)


def _along(times: Any, rows: Any) -> Any:
    """``times`` (T,) shaped to scale each row of ``rows`` (T, ...)."""
    return np.reshape(times, (-1,) + (1,) * (np.ndim(rows) - 1))


def _sensitivity(
    integrator: Integrator, func: Dynamics, name: str, primals: Any, dots: Any
) -> tuple[Any, Any]:
    """The forward-mode rule: the sensitivity equations integrated beside the state."""
    (y0, ts, *args), (dy0, dts, *dargs) = primals, dots
    system = tangent_system(len(args), func)
    beside = flow(integrator.for_system(), system, f"{name} (tangents)", func)
    moves = not (type(dts) is np.ndarray and not dts.any())  # the times have tangents
    s0 = dy0
    if moves:  # starting later moves the whole solution back by f(y0) dt0
        s0 = tree.tree_map(lambda s, f: s - f * dts[0], dy0, func(y0, ts[0], *args))
    (ys, ss), counts = beside(None, (y0, s0), ts, *args, *dargs)
    if any(hasattr(type(leaf), "__derivgen_batched__") for leaf in tree.tree_leaves(dots)):
        ys, counts = flow(integrator, func, name)(None, y0, ts, *args)  # jacfwd: not per tangent
    if moves:  # an output time moved by dt moves its output by f dt
        rates = [func(_row(ys, i), ts[i], *args) for i in range(len(stop_gradient(ts)))]
        stacked = tree.tree_map(lambda *r: np.stack(r), *rates)
        ss = tree.tree_map(lambda s, r: s + r * _along(dts, r), ss, stacked)
    return (ys, counts), (ss, None)


register(
    SolverRule(
        name="odeint",
        where="derivgen.scipy.integrate.odeint",
        reverse=(
            "the adjoint method: for each output time t[i], from the last back to the first, "
            "the augmented system d/dt (y, a, a_t0, a_args) = (f, -a df/dy, -a df/dt, "
            "-a df/dargs) runs from t[i] to t[i-1] with SciPy's odeint (a starts at the "
            "output cotangent g[-1], g[i-1] is added at each time); t[i] gets g[i].f(y_i, t_i). "
            "Memory: O(1) in the number of solver steps. Each backward solve is itself a "
            "differentiable odeint, so grad-of-grad works. While func runs as Python, with "
            "at most SENSITIVITY_DIRECTIONS (16) numbers in y0 and args together, the "
            "sensitivities to each of them (one-hot tangents S, dS/dt = df/dy S + df/dargs) "
            "run beside y in one forward odeint instead, with no restart at the output times: "
            "the cotangents are sum_i g[i].S(t_i), and t[0] gets -(y0_bar - g[0]).f(y0, t0). "
            "Once func is hot with Numba (1 s of solves), SciPy calls func's native code and "
            "the adjoint runs as one native loop (Dormand-Prince 5(4), the step size carried "
            "across output times) for any number of inputs, faster than the sensitivities "
            "(not under vmap or a second derivative, where the loop cannot run)"
        ),
        forward=(
            "the sensitivity equations: (y, s) with ds/dt = df/dy s + df/dargs dargs, "
            "s(t0) = dy0 - f(y0, t0) dt0, integrated beside y by SciPy's odeint; the output "
            "tangent at t[i] is s_i + f(y_i, t_i) dt_i"
        ),
        aliases=("derivgen.scipy.integrate.odeint", "scipy.integrate.odeint"),
    )
)
register(
    SolverRule(
        name="experimental.ode.odeint",
        where="derivgen.experimental.ode.odeint",
        reverse=(
            "the adjoint method, as odeint's, each solve by derivgen's Dormand-Prince 5(4) "
            "(jax.experimental.ode.odeint's pair and step-size control); with Numba installed "
            "the user's func and the adjoint system run as native code from the first call "
            "and the whole backward pass is one native loop (the step size carried across "
            "output times), so the adjoint is taken for any number of inputs; without Numba, "
            "or under vmap or a second derivative (where the loop cannot run), the "
            "sensitivities in one forward solve for at most SENSITIVITY_DIRECTIONS (16) "
            "inputs, as odeint's"
        ),
        forward="the sensitivity equations, as odeint's, by the same Dormand-Prince 5(4)",
        aliases=("derivgen.experimental.ode.odeint", "jax.experimental.ode.odeint"),
    )
)
register(
    SolverRule(
        name="solve_ivp",
        where="derivgen.scipy.integrate.solve_ivp",
        reverse=(
            "the adjoint method, as odeint's, each backward solve with the same solve_ivp "
            "method; for the implicit methods (Radau, BDF, LSODA: stiff systems) y(t) is not "
            "run backwards (unstable) but re-solved forwards over each output interval, its "
            "interpolant feeding the adjoint system (memory: the steps of one interval; "
            "grad-of-grad refused); with few inputs and an explicit method, the sensitivities in "
            "one forward solve, as odeint's. Differentiable in y0, args, t_span[0] and t_eval"
        ),
        forward="the sensitivity equations, as odeint's, with the same solve_ivp method",
        aliases=("derivgen.scipy.integrate.solve_ivp", "scipy.integrate.solve_ivp"),
    )
)
