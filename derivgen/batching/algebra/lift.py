"""Shape helpers of the named batching rules: per-example shapes, a batch axis for every input.

The values may be traced by an outer transformation (a Box, a Staged, a Batched), so the
helpers only call NumPy functions on them, never np.asarray.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from derivgen.batching.rules import BatchCall


def shape(value: Any) -> tuple[int, ...]:
    return value.shape if type(value) is np.ndarray else tuple(np.shape(value))


def example_shape(value: Any, flag: Any) -> tuple[int, ...]:
    """The shape of one example: a batched value's shape without its first (batch) axis."""
    full = shape(value)
    return full[1:] if flag is True else full


def lead(value: Any, flag: Any) -> Any:
    """The value with a batch axis first: its own when batched, else one of size 1."""
    if flag is True:
        return value
    if not hasattr(value, "shape"):
        value = np.asarray(value)
    return value[None]


def full(value: Any, flag: Any, size: int) -> Any:
    """The value with a batch axis of the batch size first (a broadcast view when unbatched)."""
    if flag is True:
        return value
    value = lead(value, flag)
    return np.broadcast_to(value, (size, *shape(value)[1:]))


def lift(value: Any, extra: int) -> Any:
    """A value with a batch axis first and ``extra`` size-1 axes inserted right after it."""
    if extra <= 0:
        return value
    old = shape(value)
    return np.reshape(value, (old[0], *(1,) * extra, *old[1:]))


def reshape(value: Any, new: tuple[int, ...]) -> Any:
    return value if shape(value) == new else np.reshape(value, new)


def flat(value: Any, flag: Any) -> Any:
    """(batch or 1, number of elements of one example)."""
    value = lead(value, flag)
    old = shape(value)
    return reshape(value, (old[0], math.prod(old[1:])))


def tensor(call: BatchCall, name: str) -> tuple[Any, Any]:
    """A parameter's raw value and its batched flag."""
    i = call.prep.index[name]
    return call.bound[i], call.batched[i]


def param(call: BatchCall, name: str) -> Any:
    return call.bound[call.prep.index[name]]


def refuse_batched_options(call: BatchCall) -> None:
    """Named rules batch Tensor inputs only: a batched axis, shape or index is an error."""
    for i, flag in enumerate(call.batched):
        if i not in call.prep.tensor_set and (flag is True or (type(flag) is tuple and any(flag))):
            raise TypeError(
                f"vmap: argument {call.prep.params[i]!r} of {call.prep.name} is batched, but "
                f"its batch rule batches only its Tensor inputs ({call.prep.info.signature}); "
                "pass a value that does not vary over the batch"
            )


def normalize(axis: int, ndim: int, op: str) -> int:
    """An axis of one example as a nonnegative int, with NumPy's error when out of range."""
    if not -ndim <= axis < ndim:
        raise np.exceptions.AxisError(axis, ndim, op)
    return axis % ndim


def run_per_example(call: BatchCall, why: str) -> Any:
    """The op once per example, stacked: for the calls a named rule has no batched form of
    (vmap warns once, or refuses with fallback="error", saying ``why``)."""
    from derivgen.batching import generic
    from derivgen.trace import core

    prep = call.prep
    generic.check_loop(call.trace, prep.name, why)
    outs = [
        core.apply_bound(prep, generic.per_example(call.bound, call.batched, b))
        for b in range(call.size)
    ]
    return generic.stack_results(outs, prep.name)
