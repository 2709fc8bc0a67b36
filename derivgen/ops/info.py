"""Look-ups by op: its backward, its gradient function, its registry entry, the op names."""

from __future__ import annotations

import functools
import inspect
import weakref
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.ops import binding, registry, scipy_names
from derivgen.ops.table import OpInfo
from derivgen.trace import core
from derivgen.trace import reverse as reverse_mode
from derivgen.transforms.arguments import _checked_argnums

# An op as users name it: "tanh", np.tanh, a generated function, scipy.linalg.expm.
OpLike = str | Callable[..., Any]


def get_backward(op: OpLike) -> Callable[..., Any]:
    """The generated backward function of an op (by name, generated, NumPy or SciPy function).

    It takes the cotangent(s) by position and the values the op saves by keyword, e.g.
    ``get_backward("tanh")(g, result=np.tanh(x))``; ``op_info(op).saved`` lists them. The
    function comes in a thin wrapper (``__wrapped__`` is the generated one) whose only work
    is to name the saved values when a call passes others (``self=x`` where tanh saves its
    result), a mistake Python's own message does not explain.
    """
    info = registry.lookup(op)
    wrapper = _FOR_PEOPLE.get(info.backward)
    if wrapper is None:
        wrapper = _FOR_PEOPLE[info.backward] = _naming_saved_values(info)
    return wrapper


# One wrapper per generated backward, so that get_backward(op) is get_backward(op).
_FOR_PEOPLE: weakref.WeakKeyDictionary[Callable[..., Any], Callable[..., Any]] = (
    weakref.WeakKeyDictionary()
)


def _naming_saved_values(info: OpInfo) -> Callable[..., Any]:
    backward = info.backward
    accepted = frozenset(inspect.signature(backward).parameters)

    @functools.wraps(backward)
    def call(*args: Any, **kwargs: Any) -> Any:
        if kwargs and not accepted.issuperset(kwargs):
            raise TypeError(_misnamed(info, sorted(set(kwargs) - accepted)))
        return backward(*args, **kwargs)

    return call


def _misnamed(info: OpInfo, unknown: list[str]) -> str:
    """``tanh_backward saves result, not self: call it with result=np.tanh(x)``."""
    call = f"np.{info.numpy_name}" if info.numpy_name else info.name
    call = call.removeprefix("np.") if call.startswith("np.scipy.") else call

    def spelled(name: str) -> str:
        if name == "result":
            return f"result={call}(x)" if len(info.differentiable) == 1 else "result=..."
        if name.endswith("_shape"):
            return f"{name}={name.removesuffix('_shape')}.shape"
        return f"{name}={'x' if name == 'self' else name}"

    saved = ", ".join(info.saved) or "no values"
    return (
        f"{backward_name(info)} saves {saved}, not {', '.join(unknown)}: call it with "
        + ", ".join(spelled(name) for name in info.saved)
        + ("" if info.saved else " the cotangent only")
    )


def backward_name(info: OpInfo) -> str:
    return getattr(info.backward, "__name__", f"{info.name}_backward")


def op_info(op: OpLike) -> OpInfo:
    """Everything the registry knows about an op: signature, formulas, saved values, line."""
    return registry.lookup(op)


def list_ops() -> list[str]:
    """Every registered op name."""
    return registry.list_ops()


def _op_function(info: Any) -> Callable[..., Any]:
    prep = binding.prepared(info)
    return lambda *args, **kwargs: core.apply(prep, *prep.spelled_out(args, kwargs))


def get_grad(op: OpLike, argnums: int | tuple[int, ...] = 0) -> Callable[..., Any]:
    """A function computing ``d sum(op(*args)) / d args[argnums]``, shaped like that argument;
    for a tuple of argnums, a tuple of those gradients, as ``derivgen.grad`` gives.

    ``op`` must be a single registered op: its name, its generated function, the NumPy
    function it mirrors (``np.sin``, ``np.linalg.det``) or the SciPy function traced calls
    route to it (``scipy.linalg.expm``; called with SciPy's arguments and defaults). Anything
    else raises TypeError; for a composite function use ``derivgen.grad``.
    """
    info = registry.lookup(op)
    if isinstance(argnums, bool):
        raise TypeError(f"argnums must be an int or a tuple of ints, got {argnums!r}")
    checked = _checked_argnums(argnums)
    if isinstance(checked, tuple):
        each = [get_grad(op, i) for i in checked]
        return lambda *args, **kwargs: tuple(g(*args, **kwargs) for g in each)
    argnums = checked
    route = None if isinstance(op, str) else scipy_names.route_of(op)
    if route is not None:
        return _routed_grad(route, info, argnums)
    prep = binding.prepared(info)
    if argnums < 0 or argnums >= len(prep.params) or argnums not in prep.diff_pos:
        differentiable = ", ".join(f"{prep.index[n]} ({n})" for n in info.differentiable)
        raise ValueError(
            f"argnums={argnums} is not a differentiable Tensor argument of {info.signature}; "
            f"choose from {differentiable}"
        )

    def gradient(*args: Any, **kwargs: Any) -> Any:
        if len(args) <= argnums:
            raise TypeError(f"{info.name}: argument {argnums} is missing")
        args, kwargs = prep.spelled_out(args, kwargs)  # type: ignore[assignment]
        x = core.check_primal(args[argnums], argnums)
        direct = prep.simple and prep.saved_index is not None
        if direct and not any(type(a) is core.Box for a in args):
            # One op and no trace around it: its backward, called once with a cotangent of ones.
            bound = prep.bind((*args[:argnums], x, *args[argnums + 1 :]), kwargs)
            value = prep.call_forward(bound)
            saved = prep.fetch(prep.saved_plan, bound, value)
            ones = np.ones_like(value)
            if prep.single_input:
                g = prep.backward(ones, *saved)
            else:
                needs = tuple(pos == argnums for pos in prep.tensor_pos)
                g = prep.backward(ones, *saved, needs=needs)[prep.result_index[argnums]]
            return reverse_mode._as_like(g, x)

        def f(x_: Any) -> Any:
            return core.apply(prep, (*args[:argnums], x_, *args[argnums + 1 :]), kwargs)

        out, pullback = reverse_mode.reverse(f, [x])
        return pullback(_ones_like(out), release=True)[0]

    gradient.__name__ = f"grad_{info.name.replace('.', '_')}"
    gradient.__doc__ = (
        f"d sum({info.name}(...)) / d argument {argnums}; see op_info({info.name!r})."
    )
    return gradient


def _routed_grad(route: scipy_names.Route, info: Any, argnums: int) -> Callable[..., Any]:
    """get_grad of a SciPy function: its arguments and defaults are SciPy's, not the op's."""

    def gradient(*args: Any, **kwargs: Any) -> Any:
        if len(args) <= argnums:
            raise TypeError(f"{info.name}: argument {argnums} is missing")
        x = core.check_primal(args[argnums], argnums)

        def f(x_: Any) -> Any:
            return route.adapter(*args[:argnums], x_, *args[argnums + 1 :], **kwargs)

        out, pullback = reverse_mode.reverse(f, [x])
        return pullback(_ones_like(out), release=True)[0]

    gradient.__name__ = f"grad_{info.name}"
    gradient.__doc__ = f"d sum({info.name}(...)) / d argument {argnums}, with SciPy's arguments."
    return gradient


def _ones_like(out: Any) -> Any:
    if isinstance(out, list | tuple):
        return (
            type(out)(_ones_like(o) for o in out)
            if not hasattr(out, "_make")
            else tuple(_ones_like(o) for o in out)
        )
    value = core.stop_gradient(out)
    if not core._is_float(value):
        return None
    return np.ones_like(value)
