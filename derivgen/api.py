"""The public API: look up backwards by op; vjp, grad, jvp, jacobian and hessian of functions."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen import registry, trace
from derivgen.registry import describe

Argnums = int | Sequence[int]


def get_backward(op: Any) -> Callable[..., Any]:
    """The generated backward function of an op (by name, generated function or NumPy function)."""
    return registry.lookup(op).backward


def op_info(op: Any) -> Any:
    """Everything the registry knows about an op: signature, formulas, saved values, line."""
    return registry.lookup(op)


def list_ops() -> list[str]:
    """Every registered op name."""
    return registry.list_ops()


def _op_function(info: Any) -> Callable[..., Any]:
    prep = trace.prepared(info)
    return lambda *args, **kwargs: trace.apply(prep, args, kwargs)


def get_grad(op: Any, argnums: int = 0) -> Callable[..., Any]:
    """A function computing ``d sum(op(*args)) / d args[argnums]``, shaped like that argument.

    ``op`` must be a single registered op: its name, its generated function, or the NumPy
    function it mirrors (``np.sin``, ``np.linalg.det``). Anything else raises TypeError; for
    a composite function use ``derivgen.grad``.
    """
    info = registry.lookup(op)
    prep = trace.prepared(info)
    if not isinstance(argnums, int) or isinstance(argnums, bool):
        raise TypeError(f"argnums must be an int, got {argnums!r}")
    if argnums < 0 or argnums >= len(prep.params) or argnums not in prep.diff_pos:
        differentiable = ", ".join(f"{prep.index[n]} ({n})" for n in info.differentiable)
        raise ValueError(
            f"argnums={argnums} is not a differentiable Tensor argument of {info.signature}; "
            f"choose from {differentiable}"
        )

    def gradient(*args: Any, **kwargs: Any) -> Any:
        if len(args) <= argnums:
            raise TypeError(f"{info.name}: argument {argnums} is missing")
        x = trace.check_primal(args[argnums], argnums)
        direct = prep.simple and prep.saved_index is not None
        if direct and not any(type(a) is trace.Box for a in args):
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
            return trace._as_like(g, x)

        def f(x_: Any) -> Any:
            return trace.apply(prep, (*args[:argnums], x_, *args[argnums + 1 :]), kwargs)

        out, pullback = trace.reverse(f, [x])
        return pullback(_ones_like(out))[0]

    gradient.__name__ = f"grad_{info.name.replace('.', '_')}"
    gradient.__doc__ = (
        f"d sum({info.name}(...)) / d argument {argnums}; see op_info({info.name!r})."
    )
    return gradient


def _ones_like(out: Any) -> Any:
    if isinstance(out, list | tuple):
        return (
            type(out)(_ones_like(o) for o in out)
            if not hasattr(out, "_make")
            else tuple(_ones_like(o) for o in out)
        )
    value = trace.stop_gradient(out)
    if not trace._is_float(value):
        return None
    return np.ones_like(value)


def vjp(f: Any, *primals: Any, **kwargs: Any) -> tuple[Any, Callable[[Any], tuple[Any, ...]]]:
    """``(f(*primals), vjp_fn)``; ``vjp_fn(cotangent)`` gives one gradient per primal.

    ``f`` is any Python function of arrays made of registered NumPy calls, or a registered op
    (its name, generated function or NumPy function). For a registered op, keyword
    arguments are passed through, and inputs marked non-differentiable get None.
    """
    info = registry.find(f)
    if isinstance(f, str) and info is None:
        registry.lookup(f)  # raises with suggestions
    if info is not None:
        return _op_vjp(info, primals, kwargs)
    if not callable(f):
        raise TypeError(f"vjp needs a function or an op name, got {describe(f)}")
    checked = [trace.check_primal(p, i) for i, p in enumerate(primals)]
    return trace.reverse(lambda *xs: f(*xs, **kwargs), checked)


def _op_vjp(info: Any, primals: Sequence[Any], kwargs: dict[str, Any]) -> tuple[Any, Any]:
    prep = trace.prepared(info)
    diff = [i for i in range(len(primals)) if i in prep.diff_pos]
    checked = {i: trace.check_primal(primals[i], i) for i in diff}

    def f(*xs: Any) -> Any:
        args = list(primals)
        for i, x in zip(diff, xs, strict=True):
            args[i] = x
        return trace.apply(prep, args, kwargs)

    out, pullback = trace.reverse(f, [checked[i] for i in diff])

    def vjp_fn(cotangent: Any) -> tuple[Any, ...]:
        grads = dict(zip(diff, pullback(cotangent), strict=True))
        return tuple(grads.get(i) for i in range(len(primals)) if i in prep.tensor_pos)

    return out, vjp_fn


def _argnum_tuple(argnums: Argnums, n: int) -> tuple[int, ...]:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for i in nums:
        if not isinstance(i, int) or not -n <= i < n:
            raise ValueError(f"argnums {argnums!r} does not fit a call with {n} arguments")
    return tuple(i % n for i in nums)


def _partial(f: Callable[..., Any], args: Sequence[Any], nums: tuple[int, ...], kwargs: Any):
    def inner(*xs: Any) -> Any:
        full = list(args)
        for i, x in zip(nums, xs, strict=True):
            full[i] = x
        return f(*full, **kwargs)

    return inner


def value_and_grad(f: Callable[..., Any], argnums: Argnums = 0) -> Callable[..., Any]:
    """A function returning ``(f(*args), gradient)``; f must return a scalar."""
    if not callable(f):
        raise TypeError(f"value_and_grad needs a function, got {describe(f)}")

    def wrapped(*args: Any, **kwargs: Any) -> tuple[Any, Any]:
        nums = _argnum_tuple(argnums, len(args))
        primals = [trace.check_primal(args[i], i) for i in nums]
        out, pullback = trace.reverse(_partial(f, args, nums, kwargs), primals)
        value = trace.stop_gradient(out)
        shape = getattr(value, "shape", ())
        if shape != () and math.prod(shape) != 1 or isinstance(out, list | tuple):
            shape = shape if not isinstance(out, list | tuple) else "a tuple"
            raise ValueError(
                f"grad needs a function with a scalar output, but {describe(f)} returned shape "
                f"{shape}; sum it (lambda x: f(x).sum()) for the gradient of the sum, or use "
                "derivgen.vjp to choose the cotangent"
            )
        if not trace._is_float(value) or np.iscomplexobj(value):
            raise TypeError(
                f"grad needs a real floating-point output, got dtype {np.asarray(value).dtype}; "
                "for a complex output use derivgen.vjp with a complex cotangent, or take "
                "np.real / np.abs of it first"
            )
        grads = pullback(np.ones(shape, dtype=getattr(value, "dtype", np.float64)))
        return out, (grads[0] if isinstance(argnums, int) else grads)

    return wrapped


def grad(f: Callable[..., Any], argnums: Argnums = 0) -> Callable[..., Any]:
    """The gradient of a scalar-valued f with respect to ``args[argnums]`` (int or tuple)."""
    value_grad = value_and_grad(f, argnums)

    def gradient(*args: Any, **kwargs: Any) -> Any:
        return value_grad(*args, **kwargs)[1]

    return gradient


def jvp(f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> tuple[Any, Any]:
    """Forward mode: ``(f(*primals), J @ tangents)``."""
    info = registry.find(f) if isinstance(f, str) else None
    if isinstance(f, str):
        f = _op_function(registry.lookup(f) if info is None else info)
    if not isinstance(primals, list | tuple) or not isinstance(tangents, list | tuple):
        raise TypeError("jvp takes primals and tangents as tuples, e.g. jvp(f, (x,), (v,))")
    if len(primals) != len(tangents):
        raise ValueError(f"{len(primals)} primals but {len(tangents)} tangents")
    checked = [trace.check_primal(p, i) for i, p in enumerate(primals)]
    for i, (p, t) in enumerate(zip(checked, tangents, strict=True)):
        if np.shape(t) != np.shape(trace.stop_gradient(p)):
            raise ValueError(
                f"tangent {i} has shape {np.shape(t)}, but its primal has shape {np.shape(p)}"
            )
    for i, (p, t) in enumerate(zip(checked, tangents, strict=True)):
        if np.iscomplexobj(trace.stop_gradient(t)) and not np.iscomplexobj(trace.stop_gradient(p)):
            raise TypeError(f"tangent {i} is complex, but its primal is real; give a real tangent")
    tangents = [
        t if isinstance(t, trace.Box) else np.asarray(t, dtype=trace.stop_gradient(p).dtype)
        for p, t in zip(checked, tangents, strict=True)
    ]
    return trace.forward(f, checked, tangents)


def jacobian(f: Callable[..., Any], argnums: Argnums = 0, mode: str = "rev") -> Callable[..., Any]:
    """The Jacobian of f, shaped ``output.shape + input.shape``, by reverse or forward mode."""
    if mode not in ("rev", "fwd"):
        raise ValueError(f"mode must be 'rev' or 'fwd', got {mode!r}")

    def jac(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        primals = [trace.check_primal(args[i], i) for i in nums]
        g = _partial(f, args, nums, kwargs)
        results = _jac_rev(g, primals) if mode == "rev" else _jac_fwd(g, primals)
        return results[0] if isinstance(argnums, int) else tuple(results)

    return jac


def _jac_rev(g: Callable[..., Any], primals: list[Any]) -> list[Any]:
    out, pullback = trace.reverse(g, primals)
    value = trace.stop_gradient(out)
    out_shape = np.shape(value)
    rows: list[list[Any]] = [[] for _ in primals]
    for k in range(int(np.prod(out_shape))):
        e = np.zeros(out_shape, dtype=np.asarray(value).dtype)
        e.reshape(-1)[k] = 1
        for row, gk in zip(rows, pullback(e), strict=True):
            row.append(gk)
    return [
        _stack(row, out_shape, np.shape(trace.stop_gradient(p)))
        for row, p in zip(rows, primals, strict=True)
    ]


def _jac_fwd(g: Callable[..., Any], primals: list[Any]) -> list[Any]:
    results = []
    for j, p in enumerate(primals):
        in_shape = np.shape(trace.stop_gradient(p))
        cols = []
        out_shape: tuple[int, ...] = ()
        for k in range(int(np.prod(in_shape))):
            tangents = [np.zeros_like(trace.stop_gradient(q)) for q in primals]
            tangents[j].reshape(-1)[k] = 1
            out, t_out = trace.forward(g, primals, tangents)
            out_shape = np.shape(trace.stop_gradient(out))
            cols.append(t_out)
        stacked = _stack(cols, in_shape, out_shape)  # in_shape + out_shape
        n_in = len(in_shape)
        axes = tuple(range(n_in, n_in + len(out_shape))) + tuple(range(n_in))
        results.append(np.transpose(stacked, axes))
    return results


def _stack(rows: list[Any], lead: tuple[int, ...], tail: tuple[int, ...]) -> Any:
    if not rows:
        return np.zeros(lead + tail)
    return np.reshape(np.stack(rows), lead + tail)


def hessian(f: Callable[..., Any], argnums: int = 0) -> Callable[..., Any]:
    """The Hessian of a scalar f: forward mode over reverse mode."""
    return jacobian(grad(f, argnums), argnums, mode="fwd")


def stop_gradient(x: Any) -> Any:
    """``x`` with no derivative flowing through it."""
    return trace.stop_gradient(x)
