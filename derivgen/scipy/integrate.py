"""SciPy's odeint, solve_ivp and quad with SciPy's arguments, differentiable: scipy.integrate.

SciPy integrates; derivgen differentiates the solution (derivgen/solvers/: the adjoint method
in reverse mode, the sensitivity equations in forward mode, Leibniz's rule for quad). Each
works under grad, jvp, vmap and compile, and each derivative is itself differentiable.
``derivgen show odeint`` prints the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import scipy.integrate
from scipy.optimize import OptimizeResult

from derivgen.solvers.integrate import flow
from derivgen.solvers.integrators import Integrator
from derivgen.solvers.quadrature import integral
from derivgen.solvers.systems import time_first
from derivgen.trace.core import stop_gradient

__all__ = ["odeint", "quad", "solve_ivp"]

_ODEINT = "derivgen.scipy.integrate.odeint"
_SOLVE_IVP = "derivgen.scipy.integrate.solve_ivp"
_QUAD = "derivgen.scipy.integrate.quad"
METHODS = ("RK45", "RK23", "DOP853", "Radau", "BDF", "LSODA")
_IVP_OPTIONS = frozenset(
    "rtol atol first_step max_step min_step jac jac_sparsity lband uband".split()
)
_TOLERANCE = 1.49012e-8  # SciPy's odeint default for rtol and atol


def odeint(
    func: Callable[..., Any],
    y0: Any,
    t: Any,
    args: Any = (),
    Dfun: Any = None,  # noqa: N803 (SciPy's names)
    col_deriv: int = 0,
    full_output: int = 0,
    ml: Any = None,
    mu: Any = None,
    rtol: Any = None,
    atol: Any = None,
    tcrit: Any = None,
    h0: float = 0.0,
    hmax: float = 0.0,
    hmin: float = 0.0,
    ixpr: int = 0,
    mxstep: int = 0,
    mxhnil: int = 0,
    mxordn: int = 12,
    mxords: int = 5,
    printmessg: int = 0,
    tfirst: bool = False,
) -> Any:
    """``scipy.integrate.odeint``, differentiable in ``y0``, ``t`` and every array in ``args``.

    ``func(y, t, *args)`` is plain NumPy code; ``y0`` and ``args`` may be pytrees, as JAX's
    odeint takes them (the result then has y0's structure, each leaf with a leading time
    axis); a list of numbers as y0 is an array, as in SciPy. SciPy's LSODA integrates, with
    SciPy's defaults; a failed solve (SciPy's "Excess work done" ...) raises RuntimeError.
    ``Dfun``, ``col_deriv``, ``ml``, ``mu`` serve the forward solve only; ``full_output`` and
    ``tcrit`` are not supported.

    SciPy calls ``func`` as it is, and the result is SciPy's number for number, until ``func``
    is hot: with Numba installed, once its solves and their derivatives have taken
    ``derivgen.compile.whole.TIER_SECONDS`` (1 s) in all, LSODA calls ``func``'s native code
    (compiled once, a second or more on a new machine; then one call from Python per step),
    and its derivatives run natively, reverse mode by the adjoint method for any number of
    inputs. The result is then SciPy's to rounding: the same operations, but a compiled
    transcendental (exp, sin) may differ from NumPy's in the last bit. A ``func`` that
    compile cannot trace, or whose branch on a value turns during the solve, keeps SciPy's
    calls. Compiled code keeps the globals ``func`` read when traced; a change is seen where
    it moves ``func(y0, t[0])`` (checked at each call), so pass values that change in args.
    """
    if full_output:
        raise ValueError(
            f"{_ODEINT}: full_output=1 is not supported (its info dict is SciPy's solver "
            "state, not differentiable); call scipy.integrate.odeint on plain arrays for it"
        )
    if tcrit is not None:
        raise ValueError(
            f"{_ODEINT}: tcrit is not supported; split t at the critical times and call "
            "odeint once per piece"
        )
    if tfirst:
        func = time_first(func)
    options: dict[str, Any] = {
        "rtol": _TOLERANCE if rtol is None else rtol,
        "atol": _TOLERANCE if atol is None else atol,
        "mxstep": mxstep, "h0": h0, "hmax": hmax, "hmin": hmin, "ixpr": ixpr,
        "mxhnil": mxhnil, "mxordn": mxordn, "mxords": mxords, "printmessg": printmessg,
        "col_deriv": col_deriv, "ml": ml, "mu": mu,
    }  # fmt: skip
    if Dfun is not None:
        options["Dfun"] = Dfun if not tfirst else lambda y, t, *a: Dfun(t, y, *a)
    integrator = Integrator("odeint", tuple(options.items()))
    if isinstance(y0, list) and all(np.ndim(v) == 0 for v in y0):
        y0 = np.stack(y0)  # SciPy's list of numbers (a list of arrays is a pytree, as in JAX)
    t = np.stack(t) if isinstance(t, list | tuple) else t
    ys, _ = flow(integrator, func, _ODEINT)(None, y0, t, *_args(args, _ODEINT))
    return ys


def solve_ivp(
    fun: Callable[..., Any],
    t_span: Any,
    y0: Any,
    method: str = "RK45",
    t_eval: Any = None,
    dense_output: bool = False,
    events: Any = None,
    vectorized: bool = False,
    args: Any = None,
    **options: Any,
) -> OptimizeResult:
    """``scipy.integrate.solve_ivp``, differentiable in y0, args, t_span[0] and t_eval.

    ``fun(t, y, *args)`` is plain NumPy code. Methods: RK45, RK23, DOP853, Radau, BDF and
    LSODA, run by SciPy. Options: rtol, atol, first_step, max_step, min_step and (for the
    forward solve only) jac, jac_sparsity, lband, uband. Not supported: events, dense_output
    (pass the times you need as t_eval), a solver class as method. Without t_eval the
    solution is at the solver's own steps, which are not differentiated. A failed solve
    raises RuntimeError. The result is SciPy's OdeResult (t, y, nfev, njev, nlu, status,
    message, success) with ``y`` differentiable.
    """
    if events is not None:
        raise ValueError(
            f"{_SOLVE_IVP}: events are not supported (an event time is not differentiated); "
            "pass t_eval and locate the event in the solution"
        )
    if dense_output:
        raise ValueError(
            f"{_SOLVE_IVP}: dense_output=True is not supported (the interpolant is not "
            "differentiable); pass the times you need as t_eval"
        )
    if not isinstance(method, str) or method not in METHODS:
        raise ValueError(
            f"{_SOLVE_IVP}: method={method!r} is not supported; use one of {', '.join(METHODS)}"
        )
    unknown = sorted(set(options) - _IVP_OPTIONS)
    if unknown:
        raise ValueError(
            f"{_SOLVE_IVP}: option {unknown[0]!r} is not supported; the options are "
            f"{', '.join(sorted(_IVP_OPTIONS))}"
        )
    del vectorized  # fun is called on one state at a time, which a vectorized fun accepts
    params = _args(() if args is None else args, _SOLVE_IVP)
    if isinstance(y0, list | tuple):
        y0 = np.stack(y0)
    if np.ndim(y0) != 1:
        raise ValueError(f"{_SOLVE_IVP}: y0 must be 1-dimensional, got shape {np.shape(y0)}")
    t0, t_end = t_span
    integrator = Integrator("solve_ivp", (("method", method), *options.items()))
    if t_eval is None:  # the solver's own times, from a solve on plain values
        times = _plain_times(fun, (t0, t_end), y0, method, params, options)
    else:
        times = t_eval
    call = flow(integrator, time_first(fun), _SOLVE_IVP)
    ys, counts = call(None, y0, _prepend(t0, times), *params)
    counts = stop_gradient(counts)  # SciPy's counts, known outside vmap and compile
    nfev, njev, nlu = counts.tolist() if type(counts) is np.ndarray else (None, None, None)
    return OptimizeResult(
        t=stop_gradient(times), y=np.transpose(ys[1:]), sol=None, t_events=None,
        y_events=None, nfev=nfev, njev=njev, nlu=nlu, status=0,
        message="The solver successfully reached the end of the integration interval.",
        success=True,
    )  # fmt: skip


def quad(
    func: Callable[..., Any],
    a: Any,
    b: Any,
    args: Any = (),
    full_output: int = 0,
    epsabs: float = 1.49e-08,
    epsrel: float = 1.49e-08,
    limit: int = 50,
    points: Any = None,
    weight: Any = None,
    wvar: Any = None,
    wopts: Any = None,
    maxp1: int = 50,
    limlst: int = 50,
    complex_func: bool = False,
) -> tuple[Any, Any]:
    """``scipy.integrate.quad``: ``(value, abserr)``, the value differentiable in a, b and args.

    ``func(x, *args)`` is plain NumPy code returning a float. The limits are differentiated by
    Leibniz's rule (an infinite limit has no derivative), ``args`` under the integral sign.
    Not supported: full_output, weight (with wvar, wopts), complex_func.
    """
    for option, value in (("full_output", full_output), ("weight", weight),
                          ("complex_func", complex_func)):  # fmt: skip
        if value:
            raise ValueError(
                f"{_QUAD}: {option} is not supported; the options are epsabs, epsrel, limit, "
                "points, maxp1 and limlst"
            )
    del wvar, wopts  # only used with weight
    options = {"epsabs": epsabs, "epsrel": epsrel, "limit": limit, "points": points,
               "maxp1": maxp1, "limlst": limlst}  # fmt: skip
    value, error = integral(func, _QUAD, options)(None, a, b, *_args(args, _QUAD))
    return value, stop_gradient(error)


def _args(args: Any, who: str) -> tuple[Any, ...]:
    if isinstance(args, tuple):
        return args
    if isinstance(args, list):
        return tuple(args)
    raise TypeError(f"{who}: args must be a tuple, got {type(args).__name__}: write args=(x,)")


def _prepend(t0: Any, times: Any) -> Any:
    times = np.stack(times) if isinstance(times, list | tuple) else times
    return np.concatenate([np.reshape(t0, (1,)), np.reshape(times, (-1,))])


def _plain_times(
    fun: Callable[..., Any], span: Any, y0: Any, method: str, args: Any, options: Any
) -> np.ndarray:
    plain = [stop_gradient(v) for v in (*span, y0, *args)]
    if not all(isinstance(v, float | int | np.ndarray | np.generic) for v in plain):
        raise ValueError(
            f"{_SOLVE_IVP}: without t_eval the output times are the solver's own, which "
            "vmap and compile cannot see in advance; pass t_eval"
        )
    sol = scipy.integrate.solve_ivp(fun, plain[:2], plain[2], method=method,
                                    args=tuple(plain[3:]) or None, **options)  # fmt: skip
    if not sol.success:
        raise RuntimeError(f"{_SOLVE_IVP}: SciPy's solve_ivp failed: {sol.message}")
    return np.asarray(sol.t)
