"""ODE systems solved in native code: an adaptive Dormand–Prince 5(4) under Numba.

The rules of derivgen/solvers/integrate.py integrate systems derivgen builds (sensitivities,
adjoint, tangents), and ``derivgen.experimental.ode.odeint`` the user's own. Once ``dg.compile``
runs such a system as one njit function (``derivgen.compile.whole``), ``solve`` integrates it
with the Dormand–Prince 5(4) pair of ``jax.experimental.ode.odeint`` (same error norm and
step-size control), written with ``numba.njit`` and calling the system's kernel directly: no
Python per step. Each output time is hit exactly by clipping the step; the step size carries
across output times. ``solve`` gives None, and the caller keeps SciPy (or, for the routine
"dopri5", ``python_solve``: the same steps run by Python), where the integrator has options
this one does not honour, where there is no native kernel, or where the native solve fails
(step limit, non-finite values, step size underflow): never a partial result. Where SciPy
itself integrates the user's hot func (``derivgen.scipy.integrate.odeint``), ``rhs`` gives
SciPy the func's kernel behind one njit call. The drivers are written out per kernel, with the
kernel as a global, and cached on disk with it, so that only the first process on a machine
compiles them.
"""

from __future__ import annotations

import ast
import math
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.compile import native
from derivgen.solvers.systems import array_leaves, dynamic

ENABLED = True  # False: every derived system is left to SciPy (tests compare the two)
SOLVES = 0  # derived-system solves run natively (tests read it)
FALLBACKS = 0  # native solves that failed and were left to SciPy

_ODEINT_DEFAULTS = {
    "hmax": 0.0, "hmin": 0.0, "ixpr": 0, "mxhnil": 0, "mxordn": 12, "mxords": 5,
    "printmessg": 0,
}  # fmt: skip
_ODEINT_STEPS = 500  # odeint's mxstep=0: LSODA's default, per output interval
_EXPLICIT = ("RK45", "RK23", "DOP853")
_IVP_STEPS = 100_000  # solve_ivp has no step limit: a bound per output interval before SciPy
_compiled: dict[str, Any] = {}  # kernel module -> its drivers' module
_DRIVERS = ("_rate", "_initial", "_advance", "_dopri", "_adjoint_loop")


def tolerances(routine: str, options: dict[str, Any]) -> tuple[float, float, int] | None:
    """``(rtol, atol, step limit per output interval)`` where this integrator honours the
    options exactly (the routine's defaults otherwise); None where it does not."""
    options = dict(options)
    if routine == "dopri5":  # derivgen.experimental.ode.odeint: JAX's options
        rtol, atol = options.pop("rtol", 1.4e-8), options.pop("atol", 1.4e-8)
        steps = options.pop("mxstep", np.inf)
        steps = sys.maxsize if steps == np.inf else int(steps)
    elif routine == "odeint":
        rtol, atol = options.pop("rtol", 1.49012e-8), options.pop("atol", 1.49012e-8)
        steps = int(options.pop("mxstep", 0)) or _ODEINT_STEPS
        if any(options.pop(k, v) != v for k, v in _ODEINT_DEFAULTS.items()):
            return None
    elif routine == "solve_ivp" and options.pop("method", "RK45") in _EXPLICIT:
        rtol, atol, steps = options.pop("rtol", 1e-3), options.pop("atol", 1e-6), _IVP_STEPS
    else:
        return None
    if options or np.ndim(rtol) or np.ndim(atol):
        return None
    return float(rtol), float(atol), steps


def native_from_the_start(routine: str, hot: bool) -> bool:
    """Whether the systems of this routine run natively from their first call, with Numba
    installed: always for "dopri5" (``derivgen.experimental.ode.odeint``), for SciPy's
    routines once the user's func is ``hot`` (``systems.hot``). Until then a system tiers to
    native code once it has spent ``whole.TIER_SECONDS`` in NumPy code."""
    return (routine == "dopri5" or hot) and ENABLED and native.available()


def solve(
    routine: str, options: dict[str, Any], compiled: Any, start: np.ndarray, times: np.ndarray,
    args: tuple[Any, ...],
) -> tuple[np.ndarray, np.ndarray] | None:  # fmt: skip
    """``(ys, counts)`` of ``dy/dt = compiled(y, t, *args)`` natively, or None (see above)."""
    found = _kernel((routine, options), compiled, start, times, args)
    if found is None:
        return None
    kernel, params, limits = found
    ys = np.empty((len(times), len(start)))
    done = _counted(lambda: _drivers(kernel)._dopri(params, start.copy(), times, *limits, ys))
    return None if done is None else (ys, np.array([done, 0, 0]))


def _counted(run: Any) -> Any:
    """Run a native driver, ``(status, count) = run()``; count it among SOLVES or FALLBACKS.
    The count, or None where it failed (status not 0, a guard failed inside (_Retrace), or
    Numba could not type it)."""
    global SOLVES, FALLBACKS
    try:
        status, count = run()
    except Exception:  # noqa: BLE001 - any failure leaves the solve to SciPy
        status, count = -1, None
    if status != 0:
        FALLBACKS += 1
        return None
    SOLVES += 1
    return count


def _kernel(
    integrator: tuple[str, dict[str, Any]], compiled: Any, start: np.ndarray,
    times: np.ndarray, args: tuple[Any, ...],
) -> tuple[Any, tuple[Any, ...], tuple[float, float, int]] | None:  # fmt: skip
    """``(kernel, params, (rtol, atol, steps))`` of the system ``compiled`` for this
    integrator, or None (see ``native_kernel``)."""
    limits = tolerances(*integrator)
    found = None if limits is None else native_kernel(compiled, start, times[0], args)
    if limits is None or found is None:
        return None
    return (*found, limits)


def native_kernel(
    compiled: Any, start: np.ndarray, t0: Any, args: tuple[Any, ...]
) -> tuple[Any, tuple[Any, ...]] | None:
    """``(kernel, params)`` of the system ``compiled`` (its ``dg.compile``d function) for this
    signature, or None: ``kernel(y, clock, *params)[0]`` is its rate, clock a 0-d array.
    ``compiled`` is called once here so that its native code for this signature is the one
    taken (it takes args' array leaves)."""
    if not ENABLED or compiled is None or not native.available():
        return None
    from derivgen.compile import whole

    args = dynamic(args)
    try:  # the specialisation of this signature: traced, then (second call) native
        for _ in range(2):
            compiled(start, np.asarray(t0), *args)
            if compiled.specialised() is not None:
                break
    except Exception:  # noqa: BLE001 - compile decides on its own path
        return None
    run = compiled.specialised()
    found = whole.parts(run) if run is not None else None
    if found is None:
        return None
    kernel, constants = found
    params = (*array_leaves(args), *constants)
    try:
        first = kernel(start, np.asarray(t0), *params)[0]
    except Exception:  # noqa: BLE001 - a failed guard: SciPy's path
        return None
    if not (type(first) is np.ndarray and first.shape == start.shape):
        return None
    return kernel, params


def rhs(
    compiled: Any, start: np.ndarray, t0: Any, args: tuple[Any, ...]
) -> Callable[[np.ndarray, float], np.ndarray] | None:
    """``rhs(y, t)`` for SciPy's integrators (flat float vectors): the system's native kernel
    behind one njit call (``_rate``), with no Python between SciPy and the kernel but that
    call; None where ``native_kernel`` finds no kernel. It raises where a guard of the kernel
    fails (the caller solves again without it)."""
    found = native_kernel(compiled, start, t0, args)
    if found is None:
        return None
    kernel, params = found
    rate = _drivers(kernel)._rate
    return lambda y, t: rate(y, t, params)


def _drivers(kernel: Any) -> Any:
    """The drivers below for one native kernel: a module of njit functions written by
    ``_driver_text`` and cached on disk as compile's kernels are (``native._module``). The
    kernel is a global of that module, not an argument, so that Numba can cache the drivers
    and a later process loads them instead of compiling them for seconds."""
    name = kernel.py_func.__module__
    found = _compiled.get(name)
    if found is None:
        found = _compiled[name] = native._module(_driver_text(name))
    return found


class _KernelGlobal(ast.NodeTransformer):
    """A driver's source without its ``kernel`` argument (a global instead), nor annotations."""

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        node.args.args = [a for a in node.args.args if a.arg != "kernel"]
        for argument in node.args.args:
            argument.annotation = None
        node.returns = None
        node.decorator_list = [ast.parse(native.NJIT, mode="eval").body]
        self.generic_visit(node)
        return node

    def visit_Call(self, node: ast.Call) -> ast.Call:
        first = node.args[0] if node.args else None
        if isinstance(first, ast.Name) and first.id == "kernel":
            if isinstance(node.func, ast.Name) and node.func.id in _DRIVERS:
                node.args = node.args[1:]
        self.generic_visit(node)
        return node


def _driver_text(kernel_module: str) -> str:
    """The source of the drivers' module for the kernel of ``kernel_module`` (``whole``)."""
    import inspect

    head = [
        '"""Dormand-Prince drivers for one native kernel (derivgen.solvers.native_ode)."""',
        "import math\nimport sys\n\nimport numba\nimport numpy as np\n",
        f"kernel = sys.modules[{kernel_module!r}].whole",
        f"_B = {_B!r}\n_ALPHA = {_ALPHA!r}\n_ERROR = {_ERROR!r}\n",
    ]
    bodies = []
    for driver in _DRIVERS:
        tree = ast.parse(inspect.getsource(globals()[driver]))
        bodies.append(ast.unparse(ast.fix_missing_locations(_KernelGlobal().visit(tree))))
    return "\n".join(head) + "\n\n" + "\n\n\n".join(bodies) + "\n"


def python_solve(
    rhs: Callable[[np.ndarray, float], np.ndarray], start: np.ndarray, times: np.ndarray,
    rtol: float, atol: float, steps: int,
) -> tuple[int, np.ndarray, int]:  # fmt: skip
    """The same Dormand–Prince solve run by Python calling ``rhs(y, t)`` (flat float vectors),
    where there is no Numba or no native kernel: ``(status, ys, evaluations)``, status as
    ``_advance``'s."""

    def kernel(y: np.ndarray, clock: np.ndarray) -> tuple[np.ndarray]:
        return (rhs(y, float(clock)),)

    ys = np.empty((len(times), len(start)))
    status, nfev = _dopri(kernel, (), start.copy(), times, rtol, atol, steps, ys)
    return status, ys, nfev


FAILURES = {
    1: "more than mxstep steps between two output times; raise mxstep or loosen rtol/atol",
    2: "a non-finite value or a step size underflow; for a stiff system use "
    "derivgen.scipy.integrate.solve_ivp(method='Radau')",
}  # the status of a failed solve, in words


def adjoint(
    integrator: tuple[str, dict[str, Any]], compiled: Any, start: np.ndarray,
    times: np.ndarray, ys: np.ndarray, g: np.ndarray, args: tuple[Any, ...],
) -> tuple[np.ndarray, np.ndarray] | None:  # fmt: skip
    """The whole adjoint method natively: ``(final state, cotangents of the times)`` or None.
    ``compiled`` is the adjoint system on flat states ``(y, a, a_t0, a_args)`` (``start``);
    ``ys`` and ``g`` (rows per time, flat) are the solution and its cotangent. From the last
    time back: y is reset to ys[i], t[i] gets g[i].f(y_i, t_i) (subtracted from a_t0), the
    state runs to t[i-1], and g[i-1] is added to a."""
    found = _kernel(integrator, compiled, start, times, args)
    if found is None:
        return None
    kernel, params, limits = found
    state, moved = start.copy(), np.zeros(len(times))
    done = _counted(
        lambda: _drivers(kernel)._adjoint_loop(
            params, state, ys, g, times, ys.shape[1], *limits, moved
        )
    )
    return None if done is None else (state, moved)


# The Dormand–Prince 5(4) tableau (jax.experimental.ode's runge_kutta_step).
_B = (
    (1 / 5, 0.0, 0.0, 0.0, 0.0, 0.0),
    (3 / 40, 9 / 40, 0.0, 0.0, 0.0, 0.0),
    (44 / 45, -56 / 15, 32 / 9, 0.0, 0.0, 0.0),
    (19372 / 6561, -25360 / 2187, 64448 / 6561, -212 / 729, 0.0, 0.0),
    (9017 / 3168, -355 / 33, 46732 / 5247, 49 / 176, -5103 / 18656, 0.0),
    (35 / 384, 0.0, 500 / 1113, 125 / 192, -2187 / 6784, 11 / 84),
)
_ALPHA = (1 / 5, 3 / 10, 4 / 5, 8 / 9, 1.0, 1.0)
_ERROR = (
    35 / 384 - 1951 / 21600, 0.0, 500 / 1113 - 22642 / 50085, 125 / 192 - 451 / 720,
    -2187 / 6784 + 12231 / 42400, 11 / 84 - 649 / 6300, -1 / 60,
)  # fmt: skip


def _rate(kernel: Any, y: np.ndarray, t: float, params: Any) -> np.ndarray:
    """The rate at (y, t) with t a float: what SciPy's integrators call (``rhs``)."""
    clock = np.empty(())
    clock[()] = t
    return kernel(y, clock, *params)[0]


def _initial(
    kernel: Any, params: Any, y: np.ndarray, f: np.ndarray, t: float, sign: float,
    rtol: float, atol: float, clock: np.ndarray,
) -> float:  # fmt: skip
    """The first step size (jax's initial_step_size, order 4), in |t|; one evaluation. The
    drivers loop over elements: Numba compiles loops faster than array expressions, and runs
    them without temporaries."""
    n = len(y)
    d0 = d1 = 0.0
    for m in range(n):
        scale = atol + abs(y[m]) * rtol
        d0 += (y[m] / scale) ** 2
        d1 += (f[m] / scale) ** 2
    d0, d1 = math.sqrt(d0), math.sqrt(d1)
    h0 = 1e-6 if d0 < 1e-5 or d1 < 1e-5 else 0.01 * d0 / d1
    clock[()] = t + sign * h0
    ahead = np.empty(n)
    for m in range(n):
        ahead[m] = y[m] + sign * h0 * f[m]
    f1 = kernel(ahead, clock, *params)[0]
    d2 = 0.0
    for m in range(n):
        d2 += ((f1[m] - f[m]) / (atol + abs(y[m]) * rtol)) ** 2
    d2 = math.sqrt(d2) / h0
    if d1 <= 1e-15 and d2 <= 1e-15:
        h1 = max(1e-6, h0 * 1e-3)
    else:
        h1 = (0.01 / max(d1, d2)) ** (1.0 / 5.0)
    return min(100.0 * h0, h1)


def _advance(
    kernel: Any, params: Any, y: np.ndarray, f: np.ndarray, t: float, target: float, h: float,
    rtol: float, atol: float, steps: int, clock: np.ndarray,
) -> tuple[int, np.ndarray, np.ndarray, float, int]:  # fmt: skip
    """``(status, y, f, h, evaluations)`` at ``target`` exactly, from (y, f) at t with the
    proposed step h; status 0 on success, 1 past ``steps`` steps, 2 on a non-finite value or
    a step size underflow."""
    n = len(y)
    sign = 1.0 if target > t else -1.0
    k = np.empty((7, n))
    taken = nfev = 0
    while (target - t) * sign > 0.0:
        if taken >= steps:
            return 1, y, f, h, nfev
        taken += 1
        left = (target - t) * sign
        clipped = h >= left
        step = left if clipped else h
        if not (step > 0.0) or t + sign * step == t:
            return 2, y, f, h, nfev
        dt = sign * step
        k[0] = f
        stage = y
        for s in range(6):
            stage = np.empty(n)
            for m in range(n):
                total = y[m]
                for j in range(s + 1):
                    if _B[s][j] != 0.0:
                        total += dt * _B[s][j] * k[j, m]
                stage[m] = total
            clock[()] = t + _ALPHA[s] * dt if s < 5 or not clipped else target
            k[s + 1] = kernel(stage, clock, *params)[0]
            nfev += 1
        ratio, finite = 0.0, True  # the last stage is the 5th-order solution
        for m in range(n):
            estimate = 0.0
            for j in range(7):
                if _ERROR[j] != 0.0:
                    estimate += dt * _ERROR[j] * k[j, m]
            ratio += (estimate / (atol + rtol * max(abs(y[m]), abs(stage[m])))) ** 2
            finite = finite and math.isfinite(stage[m])
        ratio /= n
        if not math.isfinite(ratio) or not finite:
            ratio = math.inf  # rejected: a smaller step
        if ratio == 0.0:
            proposed = step * 10.0
        else:
            shrink = 1.0 if ratio < 1.0 else 0.2  # jax's optimal_step_size
            proposed = step / max(0.1, min(math.sqrt(ratio) ** 0.2 / 0.9, 1.0 / shrink))
        if ratio <= 1.0:
            t = target if clipped else t + dt
            y = stage
            f = k[6].copy()
            h = max(proposed, h) if clipped else proposed  # a clipped step keeps its size
        else:
            h = proposed
    return 0, y, f, h, nfev


def _dopri(
    kernel: Any, params: Any, y: np.ndarray, times: np.ndarray, rtol: float, atol: float,
    steps: int, ys: np.ndarray,
) -> tuple[int, int]:  # fmt: skip
    """Fills ``ys`` (one row per time); returns (status, evaluations), status as _advance's."""
    clock = np.zeros(())
    clock[()] = times[0]
    f = kernel(y, clock, *params)[0].copy()
    ys[0] = y
    if times[-1] == times[0]:
        for i in range(1, len(times)):
            ys[i] = y
        return 0, 1
    sign = 1.0 if times[-1] > times[0] else -1.0
    h = _initial(kernel, params, y, f, times[0], sign, rtol, atol, clock)
    nfev = 2
    for i in range(1, len(times)):
        status, y, f, h, used = _advance(
            kernel, params, y, f, times[i - 1], times[i], h, rtol, atol, steps, clock
        )
        nfev += used
        if status != 0:
            return status, nfev
        ys[i] = y
    return 0, nfev


def _adjoint_loop(
    kernel: Any, params: Any, state: np.ndarray, ys: np.ndarray, g: np.ndarray,
    times: np.ndarray, n: int, rtol: float, atol: float, steps: int, moved: np.ndarray,
) -> tuple[int, int]:  # fmt: skip
    """The adjoint method (see ``adjoint``) on ``state`` in place; ``moved`` gets the times'
    cotangents. Returns (status, evaluations), status as _advance's."""
    clock = np.zeros(())
    nfev = 0
    h = 0.0  # the step size carries from one interval to the next (the first: _initial's)
    for i in range(len(times) - 1, 0, -1):
        state[:n] = ys[i]
        clock[()] = times[i]
        f = kernel(state, clock, *params)[0].copy()  # no rate depends on the adjoints of t0
        moved[i] = np.sum(f[:n] * g[i])  # or of args, so f holds after the next line
        state[2 * n] -= moved[i]
        nfev += 1
        if times[i - 1] != times[i]:
            sign = 1.0 if times[i - 1] > times[i] else -1.0
            if h == 0.0:
                h = _initial(kernel, params, state, f, times[i], sign, rtol, atol, clock)
                nfev += 1
            status, end, f, h, used = _advance(
                kernel, params, state, f, times[i], times[i - 1], h, rtol, atol, steps, clock
            )
            nfev += used
            if status != 0:
                return status, nfev
            state[:] = end
        state[n : 2 * n] += g[i - 1]
    moved[0] = state[2 * n]
    return 0, nfev
