"""How NumPy functions and ufuncs that are not ops batch: shape queries, comparisons, argmax ...

Anything not listed runs once per example and is stacked (``loop_function``), with a warning
once per function, or an error under ``vmap(..., fallback="error")``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.batching.batched import Batched, BatchTrace, broadcast, wrap
from derivgen.batching.generic import _shift, check_loop, lift, stack_results
from derivgen.ops.binding import by_name
from derivgen.trace import core, writes

Handler = Callable[[BatchTrace, tuple[Any, ...], dict[str, Any]], Any]
NUMPY: dict[Any, Handler] = {}


def _raw(value: Any, trace: BatchTrace) -> tuple[Any, bool]:
    if type(value) is Batched and value.owner is trace:
        return value.value, True
    return value, False


def _rank(value: Any) -> int:
    return int(np.ndim(value))


def align(values: list[Any], trace: BatchTrace) -> list[Any]:
    """Values combined elementwise: raw batched ones with size-1 axes after the batch axis
    up to the largest per-example rank (NumPy then broadcasts the rest)."""
    pairs = [_raw(v, trace) for v in values]
    rank = max(_rank(v) - flag for v, flag in pairs)
    return [lift(v, rank - _rank(v) + 1) if flag else v for v, flag in pairs]


def elementwise_ufunc(trace: BatchTrace, ufunc: np.ufunc, inputs: Any, kwargs: Any) -> Any:
    """A ufunc that is not an op (a comparison, isnan, logical_and, floor of ints...)."""
    where = kwargs.get("where", True)
    if type(where) is Batched:
        *inputs, where = align([*inputs, where], trace)
        kwargs = {**kwargs, "where": where}
    return wrap(ufunc(*align(list(inputs), trace), **kwargs), trace)


def _handles(*funcs: Any) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        for func in funcs:
            NUMPY[func] = handler
        return handler

    return register


@_handles(np.shape)
def _np_shape(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    a = args[0] if args else kwargs["a"]
    return a.shape if type(a) is Batched else np.shape(a)


@_handles(np.ndim)
def _np_ndim(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    a = args[0] if args else kwargs["a"]
    return a.ndim if type(a) is Batched else np.ndim(a)


@_handles(np.size)
def _np_size(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    a, *rest = args
    axis = rest[0] if rest else kwargs.get("axis")
    if type(a) is not Batched:
        return np.size(a, axis)
    return a.size if axis is None else a.shape[axis]


@_handles(np.result_type)
def _result_type(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    return np.result_type(*[a.dtype if type(a) is Batched else a for a in args])


@_handles(np.iscomplexobj)
def _iscomplexobj(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    return args[0].dtype.kind == "c" if type(args[0]) is Batched else np.iscomplexobj(args[0])


@_handles(np.isrealobj)
def _isrealobj(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    return args[0].dtype.kind != "c" if type(args[0]) is Batched else np.isrealobj(args[0])


def _axis_call(func: Any, flat_none: bool) -> Handler:
    """A function of one array along ``axis``: None is the flattened example (argmax) or
    every per-example axis (any, all, count_nonzero)."""

    def handler(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
        a, *rest = args
        kwargs = dict(kwargs)
        if rest:
            kwargs["axis"] = rest[0]
            rest = rest[1:]
        raw, batched = _raw(a, trace)
        if not batched:
            raw = broadcast(raw, trace.size)
        axis = kwargs.get("axis", -1 if func is np.argsort else None)
        if axis is None and flat_none:
            raw = np.reshape(raw, (trace.size, -1))
            kwargs["axis"] = 1
            if kwargs.get("keepdims"):
                kwargs.pop("keepdims")
                ndim = _rank(a)
                out = func(raw, *rest, **kwargs)
                return wrap(np.reshape(out, (trace.size, *(1,) * ndim)), trace)
        elif axis is None:
            kwargs["axis"] = tuple(range(1, _rank(raw)))
        else:
            kwargs["axis"] = _shift(axis, int(np.ndim(raw)) - 1)
        return wrap(func(raw, *rest, **kwargs), trace)

    return handler


_func: Any
for _func in (np.argmax, np.argmin, np.argsort, np.nanargmax, np.nanargmin):
    NUMPY[_func] = _axis_call(_func, flat_none=True)
for _func in (np.any, np.all, np.count_nonzero):
    NUMPY[_func] = _axis_call(_func, flat_none=False)


def _searched(func: Any, query_at: int) -> Handler:
    """np.searchsorted(a, v) / np.digitize(x, bins) with one table for every example: the
    queries (argument ``query_at``) batch elementwise; a batched table runs per example."""

    def handler(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
        if len(args) <= query_at:
            return loop_function(trace, func, args, kwargs)
        others = [v for k, v in enumerate(args) if k != query_at] + list(kwargs.values())
        if any(type(v) is Batched for v in others):  # a table per example: no batched form
            return loop_function(trace, func, args, kwargs)
        raw = list(args)
        raw[query_at] = _raw(args[query_at], trace)[0]
        return wrap(func(*raw, **kwargs), trace)

    return handler


NUMPY[np.searchsorted] = _searched(np.searchsorted, 1)
NUMPY[np.digitize] = _searched(np.digitize, 0)


@_handles(np.isclose)
def _isclose(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    a, b, *rest = args
    a, b = align([a, b], trace)
    return wrap(np.isclose(a, b, *rest, **kwargs), trace)


@_handles(np.allclose)
def _allclose(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    close = _isclose(trace, args, kwargs)
    return NUMPY[np.all](trace, (close,), {})


@_handles(np.array_equal)
def _array_equal(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    a, b = args[:2]
    if np.shape(a) != np.shape(b):
        return False
    equal = elementwise_ufunc(trace, np.equal, (a, b), {})
    return NUMPY[np.all](trace, (equal,), {})


def _like(func: Any) -> Handler:
    """zeros_like & co of a batched value: one per example (a plain array when not batched)."""

    def handler(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
        a, *rest = args
        if type(a) is not Batched or a.owner is not trace:
            return func(a, *rest, **kwargs)
        kwargs = dict(kwargs)
        shape = kwargs.pop("shape", None)
        shape = a.shape if shape is None else (shape,) if isinstance(shape, int) else shape
        return wrap(func(a.value, *rest, shape=(trace.size, *shape), **kwargs), trace)

    return handler


# full_like is an op: its rule (value_rules.like) batches a batched fill value too.
for _func in (np.zeros_like, np.ones_like, np.empty_like):
    NUMPY[_func] = _like(_func)


@_handles(np.where)
def _where(trace: BatchTrace, args: Any, kwargs: Any) -> Any:
    """np.where(c, a, b) is the where op; np.where(c) is np.nonzero, one result per example."""
    if len(args) + len(kwargs) == 1:
        return loop_function(trace, np.where, args, kwargs)
    return core.apply(by_name("where"), args, kwargs or None)


_WRITERS = frozenset(writes.WRITERS)


def loop_function(trace: BatchTrace, func: Any, args: Any, kwargs: Any) -> Any:
    """A NumPy function with no rule: run once per example and stack the results."""
    name = f"np.{getattr(func, '__name__', func)}"
    if func in _WRITERS:
        return _write(trace, func, name, args, kwargs)
    check_loop(trace, name, "a NumPy function without a batching rule")
    outs = [
        func(*_example(args, trace, b), **_example(kwargs, trace, b)) for b in range(trace.size)
    ]
    if outs and all(o is None for o in outs):
        return None
    return wrap(stack_results(outs, name), trace)


def _write(trace: BatchTrace, func: Any, name: str, args: Any, kwargs: Any) -> None:
    """np.fill_diagonal, np.put, np.copyto... into a batched target: the write is worked out
    on one example's shape (derivgen.trace.writes) and recorded as index assignment."""
    target = args[0] if args else next(iter(kwargs.values()), None)
    if type(target) is not Batched or target.owner is not trace:
        raise TypeError(
            f"vmap: {name} writes a batched value into a plain NumPy array, which holds one "
            "example; make the target from the batched value (np.zeros_like(x, shape=...), "
            f"x.copy()), then {name} into it is batched"
        )
    _, values_at, spelling = writes.WRITERS[func]
    values_name = writes.NAMES[func][1]
    values = args[values_at] if len(args) > values_at else kwargs.get(values_name)
    for other in (*args, *kwargs.values()):
        if other is not target and other is not values and _has_batched(other, trace):
            raise TypeError(
                f"vmap: {spelling} with a batched argument other than the target and the "
                "values (an index or a mask that differs by example); use np.where(mask, "
                "values, a) or index assignment with a batched index"
            )

    def one_example(value: Any) -> Any:
        if type(value) is Batched and value.owner is trace:
            return np.zeros(value.shape, dtype=value.dtype)
        return value

    writes.write(func, args, kwargs, Batched, one_example)


def _has_batched(value: Any, trace: BatchTrace) -> bool:
    if type(value) is Batched:
        return value.owner is trace
    if type(value) is list or type(value) is tuple:
        return any(_has_batched(v, trace) for v in value)
    return False


def _example(value: Any, trace: BatchTrace, b: int) -> Any:
    """Example ``b`` of every batched value inside ``value`` (lists, tuples, dicts)."""
    if type(value) is Batched:
        return value.value[b] if value.owner is trace else value
    if type(value) is list or type(value) is tuple:
        return type(value)(_example(v, trace, b) for v in value)
    if type(value) is dict:
        return {k: _example(v, trace, b) for k, v in value.items()}
    return value
