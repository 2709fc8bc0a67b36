"""The systems an ODE's derivatives integrate (adjoint, tangent), cached and compiled per dynamics.

The rules of derivgen/solvers/integrate.py integrate larger systems built from the user's
``func``: the adjoint system (reverse mode) and the state with its tangent (forward mode).
Their right-hand sides call derivgen's vjp or jvp of ``func`` at every step, so each is run
through ``dg.compile`` (traced once, then straight-line NumPy code) and kept per dynamics, so
that the next gradient call finds it compiled. Once compile runs a system as one native
function (``derivgen.compile.whole``), its right-hand side calls that function directly.
``hot`` says when a dynamics solved by SciPy's routines has run long enough for its own
``func`` and its systems to be run natively from then on.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.transforms.forward import jvp
from derivgen.transforms.reverse import vjp

Dynamics = Callable[..., Any]

_ADJOINT: weakref.WeakKeyDictionary[Any, Dynamics] = weakref.WeakKeyDictionary()
_TANGENT: weakref.WeakKeyDictionary[Any, dict[int, Dynamics]] = weakref.WeakKeyDictionary()
_JACOBIAN: weakref.WeakKeyDictionary[Any, dict[int, Dynamics]] = weakref.WeakKeyDictionary()
_TIME_FIRST: weakref.WeakKeyDictionary[Any, Dynamics] = weakref.WeakKeyDictionary()
_COMPILED: weakref.WeakKeyDictionary[Any, dict[Any, Any]] = weakref.WeakKeyDictionary()
_SECONDS: weakref.WeakKeyDictionary[Any, list[float]] = weakref.WeakKeyDictionary()


def _cached(table: Any, key: Any, make: Callable[[], Any]) -> Any:
    try:
        found = table.get(key)
    except TypeError:  # a key that cannot be weakly referenced: built anew each time
        return make()
    if found is None:
        found = table[key] = make()
    return found


def time_first(fun: Dynamics) -> Dynamics:
    """``fun(t, y, *args)`` (solve_ivp's order, odeint's tfirst) as ``func(y, t, *args)``."""
    return _cached(_TIME_FIRST, fun, lambda: lambda y, t, *a: fun(t, y, *a))


def adjoint_system(func: Dynamics) -> Dynamics:
    """The adjoint system in the original time: (f, -a J_y, -a df/dt, -a J_args)."""

    def make() -> Dynamics:
        def dynamics(state: Any, t: Any, *args: Any) -> Any:
            y, adjoint = state[0], state[1]
            dy, pullback = vjp(func, y, t, *args)
            y_bar, t_bar, *args_bar = pullback(tree.tree_map(np.negative, adjoint))
            return (dy, y_bar, t_bar, tuple(args_bar))

        return dynamics

    return _cached(_ADJOINT, func, make)


def tangent_system(n_args: int, func: Dynamics) -> Dynamics:
    """The state with its tangent: (f, J_y s + J_args dargs); params are (*args, *dargs)."""

    def make() -> Dynamics:
        def dynamics(state: Any, t: Any, *params: Any) -> Any:
            (y, s), args, dargs = state, params[:n_args], params[n_args:]
            return jvp(lambda y, *a: func(y, t, *a), (y, *args), (s, *dargs))

        return dynamics

    per_count = _cached(_TANGENT, func, dict)
    if n_args not in per_count:
        per_count[n_args] = make()
    return per_count[n_args]


def jacobian_system(n_args: int, func: Dynamics) -> Dynamics:
    """The state with a batch of tangents (a leading axis on each leaf of ``S``), all in one
    system: (f, J_y s_k + J_args dargs_k for each k); params are (*args, *dargs)."""

    def make() -> Dynamics:
        from derivgen.transforms.vmap import vmap

        tangent = tangent_system(n_args, func)

        def dynamics(state: Any, t: Any, *params: Any) -> Any:
            (y, tangents), args = state, params[:n_args]
            rates = vmap(lambda s, *dargs: tangent((y, s), t, *args, *dargs)[1])
            return func(y, t, *args), rates(tangents, *params[n_args:])

        return dynamics

    per_count = _cached(_JACOBIAN, func, dict)
    if n_args not in per_count:
        per_count[n_args] = make()
    return per_count[n_args]


def compiled_rhs(
    func: Dynamics, layout: Any, args: tuple[Any, ...], plain: Callable[[Any, Any], Any]
) -> Callable[[Any, Any], Any]:
    """``rhs(y, t)`` on flat vectors by generated code; ``plain(y, t)`` (func run as it is)
    where compile cannot trace func."""
    fast = compiled_system(func, layout)
    if fast is None:
        return plain

    args = dynamic(args)
    arrays = array_leaves(args)
    held: list[Any] = [None]  # the native code of this signature, once compile runs it so

    def rhs(y: Any, t: Any) -> Any:
        native = held[0]
        if native is not None:  # no pytree flattening, no signature lookup
            try:
                return native(y, np.asarray(t), *arrays)
            except Exception:  # noqa: BLE001 - a failed guard: compile decides again
                held[0] = None
        try:
            result = fast(y, np.asarray(t), *args)
        except Exception:  # something compile does not trace: func is run as it is
            as_it_is(func, layout)
            return plain(y, t)
        held[0] = fast.specialised()
        return result

    return rhs


def compiled_system(func: Dynamics, layout: Any) -> Any:
    """The ``dg.compile``d flat system of func on this layout, ``flat(y, t, *args)`` with y a
    flat vector, made once per dynamics and layout; None once compile could not trace it."""
    from derivgen.compile import compile

    key = _key(layout)
    per_layout = _cached(_COMPILED, func, dict)
    if key not in per_layout:

        def flat(y: Any, t: Any, *args: Any) -> Any:
            leaves = tree.tree_leaves(func(layout.unflat(y), t, *args))
            return np.concatenate([np.ravel(leaf) for leaf in leaves])

        per_layout[key] = compile(flat)
    return per_layout[key]


def as_it_is(func: Dynamics, layout: Any) -> None:
    """From now on func runs as it is on this layout (``compiled_system`` gives None):
    compile could not trace it, or its native code failed where SciPy called it (a guard on
    a value turned: code traced at one value of a branch or of ``float(y[0])``), so that no
    later call pays for tracing or a native attempt again."""
    _cached(_COMPILED, func, dict)[_key(layout)] = None


def still_current(
    func: Dynamics, layout: Any, args: tuple[Any, ...], start: Any, t0: Any, rate: Any
) -> None:
    """Forget func's compiled systems (its own and those built from it) where its compiled
    code no longer gives ``rate``, func's own value at (start, t0): a global or a closure
    that func reads has changed since the trace, and compile keeps the values it saw (as
    jax.jit does). Checked at each solve of a func with compiled systems, at the point where
    func runs as it is anyway, so a change that moves f(y0, t0) is never missed; the systems
    are traced again when next needed. Rounding apart: 1e-9 (whole.RTOL) relative to the
    larger of the rates and the state."""
    try:
        per_layout = _COMPILED.get(func)
    except TypeError:  # not weakly referable: nothing kept
        return
    if per_layout is None and not any(func in table for table in (_ADJOINT, _TANGENT, _JACOBIAN)):
        return  # nothing compiled for func: nothing to check (no trace for a plain solve)
    fast = compiled_system(func, layout)
    if fast is None:
        return
    try:
        got = fast(start, np.asarray(t0), *dynamic(args))
    except Exception:  # noqa: BLE001 - compile's own failures are handled where it runs
        return
    size = max(float(np.max(np.abs(np.concatenate([rate, start])), initial=0.0)), 1e-300)
    from derivgen.compile.whole import RTOL  # imported already: func has compiled systems

    if np.shape(got) == np.shape(rate) and np.all(np.abs(got - rate) <= RTOL * size):
        return
    built = [_ADJOINT.pop(func, None)]
    for table in (_TANGENT, _JACOBIAN):
        built += (table.pop(func, None) or {}).values()
    for dynamics in (func, *built):
        if dynamics is not None:
            _COMPILED.pop(dynamics, None)


def _key(layout: Any) -> Any:
    return (layout.treedef, tuple(layout.shapes))


def warm(func: Dynamics, seconds: float) -> None:
    """Count ``seconds`` that a solve of ``func`` by SciPy (or its derivative) took."""
    _cached(_SECONDS, func, lambda: [0.0])[0] += seconds


def hot(func: Dynamics) -> bool:
    """Whether solves of ``func`` by SciPy's routines, with their derivatives, have taken
    ``whole.TIER_SECONDS`` in all, with Numba installed. From then on SciPy calls func as
    native code and the systems built from it run natively from their first call: SciPy's
    routines tier as compile's ``backend="auto"`` does, so that one solve is not held up by
    seconds of Numba compiling, while a fit that calls the solver again and again soon runs
    at native speed."""
    from derivgen.compile import native, whole

    try:
        seconds = _SECONDS.get(func)
    except TypeError:  # a func that cannot be weakly referenced is never counted
        return False
    return seconds is not None and seconds[0] >= whole.TIER_SECONDS and native.available()


def array_leaves(args: tuple[Any, ...]) -> list[Any]:
    """The arrays among args' leaves: what the compiled system's native code takes after t."""
    return [a for a in tree.tree_leaves(args) if isinstance(a, np.ndarray | np.generic)]


def dynamic(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """args with each Python float leaf as a NumPy float64, for the compiled system: compile
    keys a Python number by its value, so that odeint(func, y0, t, args=(a, b)) with a new
    float would trace and compile func again (some 0.4 s natively) where a NumPy scalar only
    changes a parameter. The state is float64 throughout, so the values are the same. Ints
    stay static (they may be shapes or counts)."""
    if not any(type(leaf) is float for leaf in tree.tree_leaves(args)):
        return args
    return tuple(
        tree.tree_map(lambda leaf: np.float64(leaf) if type(leaf) is float else leaf, args)
    )
