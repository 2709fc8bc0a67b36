"""The batched value of vmap (Batched), one vmap in progress (BatchTrace), and op dispatch.

Inside ``vmap`` every value that depends on a mapped input is a ``Batched``: its ``.value``
holds the whole batch, batch axis first, and its ``shape``, ``ndim``, ``len()`` ... are one
example's. NumPy calls on it (derivgen/batching/protocols.py) reach the registered op,
which runs on the whole batch by its ``batch:`` rule (derivgen/batching/rules.py). The value
may itself be a derivative trace's Box, compile's Staged or an outer vmap's Batched: rules only
call NumPy on values, so every transformation composes with vmap.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from derivgen.batching.rules import batch_call
from derivgen.ops.binding import Prepared
from derivgen.trace import core
from derivgen.trace.surface import at_property


class BatchTrace:
    """One vmap in progress: its level among derivative traces, and the batch size."""

    __slots__ = ("level", "size", "fallback", "active")

    def __init__(self, size: int, fallback: str = "warn") -> None:
        self.level = next(core._levels)
        self.size = size
        self.fallback = fallback  # "warn" or "error": what an op without a batched form does
        self.active = True

    def __enter__(self) -> BatchTrace:
        core.BATCH_LEVELS.append(self.level)
        return self

    def __exit__(self, *exc: Any) -> None:
        core.BATCH_LEVELS.remove(self.level)
        self.active = False


class Batched:
    """A value of vmap: the whole batch in ``.value`` (batch axis first), seen as one example.

    The NumPy protocols, operators, methods and conversions are set by protocols.py.
    """

    __slots__ = ("value", "owner")
    __array_priority__ = 900  # below Box (1000), above Staged (500)
    __derivgen_batched__ = True

    def __init__(self, value: Any, trace: BatchTrace) -> None:
        self.value = value
        self.owner = trace

    at = property(at_property)  # JAX's x.at[i].set(v), answered with index assignment

    # Per-example attributes: the batch axis is not part of the example.
    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self.value.shape[1:])

    @property
    def ndim(self) -> int:
        return int(self.value.ndim) - 1

    @property
    def size(self) -> int:
        return int(np.prod(self.value.shape[1:], dtype=np.int64))

    @property
    def dtype(self) -> Any:
        return self.value.dtype

    def __repr__(self) -> str:
        return f"Batched(size={self.owner.size}, example shape={self.shape}, {self.value!r})"


def leaked(trace: BatchTrace) -> TypeError:
    return TypeError(
        "vmap: a batched value was used after its vmap returned (it was kept in a global, a "
        "closure or an attribute); return it from the vmapped function instead"
    )


def _top(value: Any, above: int, top: BatchTrace | None) -> BatchTrace | None:
    """The innermost vmap among ``value`` (a value, or a list/tuple of them) above ``above``."""
    if type(value) is Batched:
        trace = value.owner
        if trace.level > above and (top is None or trace.level > top.level):
            if not trace.active:
                raise leaked(trace)
            return trace
        return top
    if type(value) is list or type(value) is tuple:
        for item in value:
            if type(item) is Batched or type(item) is list or type(item) is tuple:
                top = _top(item, above, top)
    return top


def unwrap(value: Any, trace: BatchTrace) -> tuple[Any, Any]:
    """(the raw value, whether it is batched): a list/tuple gives a tuple of flags."""
    if type(value) is Batched:
        if value.owner is trace:
            return value.value, True
        return value, False
    if (type(value) is list or type(value) is tuple) and any(
        type(v) is Batched or type(v) is list or type(v) is tuple for v in value
    ):
        pairs = [unwrap(v, trace) for v in value]
        flags = tuple(p[1] for p in pairs)
        if not any(f is True or (type(f) is tuple and any_batched(f)) for f in flags):
            return value, False
        return type(value)(p[0] for p in pairs), flags
    return value, False


def any_batched(flag: Any) -> bool:
    """Whether a flag (a bool, or a tuple of flags) marks anything batched."""
    if flag is True:
        return True
    return type(flag) is tuple and any(any_batched(f) for f in flag)


def batch_apply(prep: Prepared, bound: list[Any], above: int) -> Any:
    """Run ``prep`` on the batch of the innermost vmap above level ``above`` among ``bound``;
    NotImplemented when no argument belongs to such a vmap (core.apply_bound calls this)."""
    top: BatchTrace | None = None
    for value in bound:
        kind = type(value)
        if kind is Batched:
            trace = value.owner
            if trace.level > above and (top is None or trace.level > top.level):
                top = trace
        elif kind is list or kind is tuple:
            top = _top(value, above, top)
    if top is None:
        return NotImplemented
    if not top.active:
        raise leaked(top)
    raw = list(bound)
    flags: list[Any] = [False] * len(bound)
    for i, value in enumerate(bound):
        if type(value) is Batched:
            if value.owner is top:
                raw[i] = value.value
                flags[i] = True
        elif type(value) is list or type(value) is tuple:
            raw[i], flags[i] = unwrap(value, top)
    out = batch_call(prep, raw, flags, top.size, top)
    return wrap(out, top)


def wrap(out: Any, trace: BatchTrace) -> Any:
    """A rule's raw result (batch axis first on every array) as Batched values."""
    if type(out) is tuple or type(out) is list:
        return type(out)(wrap(o, trace) for o in out)
    if isinstance(out, tuple) and hasattr(out, "_make"):  # a named tuple (slogdet, eigh...)
        return out._make(wrap(o, trace) for o in out)
    if out is None:
        return None
    return Batched(out, trace)


def moved_in(value: Any, axis: int, trace: BatchTrace) -> Batched:
    """An argument mapped along ``axis``, as a Batched value (the batch axis moved first)."""
    if axis != 0:
        value = np.moveaxis(value, axis, 0)
    return Batched(value, trace)


def broadcast(value: Any, size: int) -> Any:
    """An unbatched value repeated along a new first axis of ``size`` (a view when it can)."""
    return np.broadcast_to(value, (size, *np.shape(value)))


def per_example(raw: Sequence[Any], flags: Sequence[Any], b: int) -> list[Any]:
    """The arguments of example ``b``: batched values indexed, the others as they are."""
    return [_example(v, f, b) for v, f in zip(raw, flags, strict=True)]


def _example(value: Any, flag: Any, b: int) -> Any:
    if flag is True:
        return value[b]
    if type(flag) is tuple:
        return type(value)(_example(v, f, b) for v, f in zip(value, flag, strict=True))
    return value


core.BATCH_APPLY.append(batch_apply)


Batched.__name__ = Batched.__qualname__ = "BatchedArray"  # the name Python's messages show
