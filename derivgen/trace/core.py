"""The core of tracing: Trace and its levels, the traced array Box, unboxing, and apply().

A ``Box`` wraps an array in one trace. NumPy calls on it (ufuncs, functions, operators,
methods) are routed to the registered op (trace/dispatch.py), which runs its forward on the
unwrapped values and, in reverse mode, records a node holding exactly what the op's backward
saves (trace/tape.py). Traces nest: a value can be boxed by several traces, and each call is
handled by the innermost one, whose unwrapped values may still be boxes of outer traces. That
is how ``grad(grad(f))`` and ``jvp(grad(f))`` work: the backward formulas are themselves traced.
"""

from __future__ import annotations

import inspect
import itertools
import math
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from numpy._globals import _NoValue  # typed in NumPy 2.2's stubs, unlike np._NoValue

from derivgen.ops import kinds, sparse_operands
from derivgen.ops.binding import Prepared, by_name
from derivgen.trace.errors import (
    _complex_input,
    _masked,
    conversion_error,
    overrides_numpy,
    writer_call,
)

_levels = itertools.count(1)


# NumPy dispatch (trace/dispatch.py) builds on this module and installs itself here for the
# one call that comes back to it: a NumPy function given more positional arguments than its op.
_DISPATCH: list[Callable[[Any, Sequence[Any], dict[str, Any]], Any]] = []
_NO_VALUE = _NoValue  # NumPy's default for "not given" (keepdims, initial, where, prepend)

# vmap (derivgen/batching/batched.py) installs its op dispatch here, and keeps the levels of
# the vmaps in progress, innermost last: an op whose arguments hold a batched value of a
# vmap inside the innermost derivative trace is batched first (its rule then calls NumPy on
# the values, which the trace records).
BATCH_APPLY: list[Callable[[Prepared, list[Any], int], Any]] = []
BATCH_LEVELS: list[int] = []

# dg.debug_nans (checking/debug_nans.py) installs its checking call here while it is on; off,
# it costs apply_bound one test of an empty list.
DEBUG_APPLY: list[Callable[[Prepared, list[Any], Trace | None], Any]] = []
# and here its check of an op that vmap or compile ran on plain values: (name, inputs, result).
DEBUG_FORWARD: list[Callable[[str, Any, Any], None]] = []


def run_checked(name: str, run: Callable[..., Any], args: Any, kwargs: dict[str, Any]) -> Any:
    """``run(*args, **kwargs)`` for dg.compile's staging, checked while debug_nans is on."""
    result = run(*args, **kwargs)
    if DEBUG_FORWARD:
        DEBUG_FORWARD[0](name, args, result)
    return result


def _is_float(value: Any) -> bool:
    if type(value) is np.ndarray:
        return value.dtype.kind in "fc"
    kind = getattr(getattr(value, "dtype", None), "kind", None)
    if kind is None:
        return isinstance(value, float | complex)
    return kind in "fc"


def _is_complex(value: Any) -> bool:
    if isinstance(value, list | tuple):
        return any(_is_complex(v) for v in value)
    if isinstance(value, complex):
        return True
    return getattr(getattr(value, "dtype", None), "kind", None) == "c"


class Trace:
    """One differentiation in progress; nested traces have higher levels."""

    __slots__ = ("level", "views")

    def __init__(self) -> None:
        self.level = next(_levels)
        # For index assignment: the boxes whose values are views, and the boxes they view,
        # by the id of the array that owns the memory (see Box.__setitem__).
        self.views: dict[int, list[weakref.ref[Box]]] = {}

    def note_view(self, view: Box, source: Box | None) -> None:
        """Remember that ``view``'s value shares memory with ``source``'s (a NumPy view)."""
        owner = _innermost(view.value).base
        refs = self.views.setdefault(id(owner), [])
        refs.append(weakref.ref(view))
        if source is not None:
            refs.append(weakref.ref(source))

    def record(self, prep: Prepared, bound: list[Any]) -> Any:
        raise NotImplementedError

    def record_simple(self, prep: Prepared, bound: list[Any]) -> Any:
        """record() for ops of the common shape (Prepared.fast); by default the same."""
        if not prep.complex:
            _refuse_complex(prep, bound)
        return self.record(prep, bound)

    def unbox_list(self, values: Sequence[Any]) -> list[Any]:
        return [v.value if type(v) is Box and v.owner is self else v for v in values]


def apply(prep: Prepared, args: Sequence[Any], kwargs: dict[str, Any] | None) -> Any:
    """Call an op: plainly, or recorded by the innermost trace among its Tensor arguments."""
    if not kwargs and prep.n_required <= len(args) <= prep.n_quick:
        bound = [*args, *prep.defaults[len(args) :]]  # np.sum(x): the defaults fill the rest
    elif len(args) > prep.n_pos and prep.n_quick >= 0 and prep.info.numpy is not None:
        return _by_numpy_keywords(prep, args, kwargs)  # np.sum(x, 0, np.float32)
    else:
        bound = prep.bind(args, kwargs)
    return apply_bound(prep, bound)


def apply_spelled_out(prep: Prepared, args: Sequence[Any]) -> Any:
    """apply() for a generated forward's own call: every parameter by position, the
    keyword-only ones included (``tracer.__derivgen_apply__("sum", (x, axis, keepdims))``)."""
    if prep.n_quick >= 0 and len(args) == len(prep.params):
        return apply_bound(prep, list(args))
    return apply(prep, args, None)


# Operands that need no check of their type (kinds.refuse_foreign): the common ones, by type
_PLAIN_OPERANDS = frozenset((np.ndarray, float, int, bool, complex, np.float64, type(None)))


def apply_bound(prep: Prepared, bound: list[Any]) -> Any:
    """Call an op on its arguments in signature order."""
    trace: Trace | None = None
    for i in prep.tensor_pos:
        value = bound[i]
        if type(value) is Box:
            if trace is None or value.owner.level > trace.level:
                trace = value.owner
        elif i in prep.list_pos and isinstance(value, list | tuple):
            for item in value:
                if type(item) is Box and (trace is None or item.owner.level > trace.level):
                    trace = item.owner
        elif type(value) not in _PLAIN_OPERANDS:
            kinds.refuse_foreign(value, f"an operand of {prep.name} ({prep.params[i]})")
    if BATCH_LEVELS and BATCH_LEVELS[-1] > (0 if trace is None else trace.level):
        result = BATCH_APPLY[0](prep, bound, 0 if trace is None else trace.level)
        if result is not NotImplemented:
            if DEBUG_FORWARD:
                DEBUG_FORWARD[0](prep.name, [bound[i] for i in prep.tensor_pos], result)
            return result
    if DEBUG_APPLY:
        return DEBUG_APPLY[0](prep, bound, trace)
    if trace is None:
        return prep.call_forward(bound)
    if prep.fast:
        return trace.record_simple(prep, bound)  # checks complex inputs itself
    if not prep.complex:
        _refuse_complex(prep, bound)
    return trace.record(prep, bound)


def call_or_record(prep: Prepared, bound: list[Any], trace: Trace | None) -> Any:
    """apply_bound's last step, once the innermost trace is known (for dg.debug_nans)."""
    if trace is None:
        return prep.call_forward(bound)
    if not prep.complex:
        _refuse_complex(prep, bound)
    return trace.record(prep, bound)


def _by_numpy_keywords(prep: Prepared, args: Sequence[Any], kwargs: dict[str, Any] | None) -> Any:
    """A call of a NumPy function with more positional arguments than its op takes by
    position: the rest are named as NumPy names them, and the call is dispatched again (so
    that keywords.rewrite handles dtype=, out=, ...)."""
    func = prep.info.numpy
    try:
        named = inspect.signature(func).bind_partial(*args).arguments
    except (TypeError, ValueError) as exc:
        raise TypeError(f"{prep.name}(): {exc} ({prep.info.signature})") from None
    names = list(named)
    rest = {name: named[name] for name in names[prep.n_pos :]}
    clash = rest.keys() & (kwargs or {}).keys()
    if clash:
        raise TypeError(f"{prep.name}() got multiple values for argument '{min(clash)}'")
    return _DISPATCH[0](func, args[: prep.n_pos], {**rest, **(kwargs or {})})


def _refuse_complex(prep: Prepared, bound: list[Any]) -> None:
    """The one check that keeps complex values out of ops whose formulas assume real ones."""
    for i in prep.tensor_pos:
        if _is_complex(bound[i]):
            raise _complex_input(prep, i)


def _innermost(value: Any) -> Any:
    """The NumPy array under nested traced arrays and compile's staged ones: its memory is
    the memory the program's views share."""
    while type(value) is Box:
        value = value.value
    if hasattr(type(value), "__derivgen_staged__"):
        value = value.var.value
    return value


class Box:
    """An array being traced. Plain NumPy calls on it dispatch to registered ops."""

    __slots__ = ("value", "owner", "node", "index", "__weakref__")
    __array_priority__ = 1000
    __derivgen_traced__ = True  # what kinds.engine_value unwraps

    def __init__(self, value: Any, trace: Trace, node: Any, index: int) -> None:
        self.value = value
        self.owner = trace
        self.node = node
        self.index = index

    # The NumPy protocols, operators and NumPy-named methods are set by trace/dispatch.py.

    def __derivgen_apply__(self, name: str, args: Sequence[Any], module: str | None = None) -> Any:
        return apply_spelled_out(by_name(name, module), args)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        handed = sparse_operands.array_of_traced("__array__")  # scipy.sparse's A @ x
        if handed is not None:
            return handed
        raise conversion_error("__array__")

    def __pos__(self) -> Any:
        return self

    def __lt__(self, other: Any) -> Any:
        return self.value < stop_gradient(other)

    def __le__(self, other: Any) -> Any:
        return self.value <= stop_gradient(other)

    def __gt__(self, other: Any) -> Any:
        return self.value > stop_gradient(other)

    def __ge__(self, other: Any) -> Any:
        return self.value >= stop_gradient(other)

    def __eq__(self, other: Any) -> Any:
        return self.value == stop_gradient(other)

    def __ne__(self, other: Any) -> Any:
        return self.value != stop_gradient(other)

    __hash__ = None  # type: ignore[assignment]

    # Array-like attributes ----------------------------------------------------------
    shape = property(lambda self: np.shape(self.value))
    ndim = property(lambda self: np.ndim(self.value))
    size = property(lambda self: math.prod(np.shape(self.value)))  # np.size computes Dask
    dtype = property(lambda self: self.value.dtype)
    T = property(lambda self: apply(by_name("transpose"), (self, None), None))
    mT = property(lambda self: apply(by_name("matrix_transpose"), (self,), None))

    def __len__(self) -> int:
        return len(self.value)

    def __iter__(self) -> Any:
        return (self[i] for i in range(len(self.value)))

    def __getitem__(self, index: Any) -> Any:
        return apply(by_name("getitem"), (self, _plain_index(index)), None)

    def __setitem__(self, index: Any, value: Any) -> None:
        """x[index] = value: x now holds a new array (JAX's x.at[index].set(value)).

        The box is rebound to the new node, so every name for this box sees the write, as in
        NumPy. A NumPy view sharing the written memory would see it too, but cannot here,
        so a live one is an error rather than a silently different value and gradient.
        """
        index = _plain_index(index)
        _refuse_aliased_write(self, index)
        new = apply(by_name("setitem"), (self, index, value), None)
        self.value, self.owner, self.node, self.index = new.value, new.owner, new.node, new.index

    # Augmented assignment writes into the array, as in NumPy (through __setitem__, so a
    # write into a live view is refused rather than lost): every operator, set after the class.

    def __repr__(self) -> str:
        return f"Traced({self.value!r})"

    def __bool__(self) -> bool:
        return bool(self.value)

    def __float__(self) -> float:
        raise conversion_error("float()")

    # Methods --------------------------------------------------------------------------

    def astype(self, dtype: Any, copy: bool = True) -> Any:
        dtype = np.dtype(dtype)
        if dtype.kind not in "fc":
            return stop_gradient(self).astype(dtype)  # integer and boolean casts: no derivative
        return apply(by_name("astype"), (self, dtype.name), None)


def _refuse_aliased_write(box: Box, index: Any) -> None:
    """Raise when a live traced view shares the memory ``box[index] = ...`` writes."""
    value = _innermost(box.value)
    if type(value) is not np.ndarray:
        return
    owner = value if value.base is None else value.base
    refs = box.owner.views.get(id(owner))
    if not refs:
        return
    region = _written_region(value, index)
    for ref in refs:
        other = ref()
        other_value = None if other is None or other is box else _innermost(other.value)
        if type(other_value) is not np.ndarray:
            continue
        other_owner = other_value if other_value.base is None else other_value.base
        if other_owner is owner and np.may_share_memory(other_value, region):
            raise ValueError(writer_call(_ALIASED_WRITE[value.base is None]))


_ALIASED_WRITE = {
    False: (
        "x[...] = ... on a traced array that is a view of another traced array still in use "
        "(made by x[...], reshape, .T, ...): NumPy would write through to that array, but "
        "derivgen's index assignment makes a new array (JAX's x.at[...].set), so the two "
        "would differ. Assign into a copy: y = y.copy(); y[...] = ..."
    ),
    True: (
        "x[...] = ... on a traced array while a view of the written elements is still in use "
        "(made by x[...], reshape, .T, ...): NumPy would show that view the new values, but "
        "derivgen's index assignment makes a new array (JAX's x.at[...].set), so the view would "
        "keep the old ones. Take the view after the assignment, or copy it: v = x[:2].copy()"
    ),
}


def _written_region(value: np.ndarray, index: Any) -> np.ndarray:
    """The view of ``value`` that ``value[index] = ...`` writes; all of it for fancy indices."""
    parts = index if isinstance(index, tuple) else (index,)
    basic = all(p is None or p is Ellipsis or isinstance(p, int | slice) for p in parts)
    if not basic:
        return value
    if not any(p is Ellipsis for p in parts):
        parts = (*parts, Ellipsis)  # an integer index then gives a 0-d view, not a scalar
    return value[parts]


def _plain_index(index: Any) -> Any:
    """Indices carry no derivative; traced index arrays are read as plain values."""
    if type(index) is Box:
        return stop_gradient(index)
    if isinstance(index, tuple):
        return tuple(stop_gradient(i) if type(i) is Box else i for i in index)
    return index


def _read_only(x: Any) -> Any:
    """stop_gradient(x), as a read-only view when x is a traced array."""
    if type(x) is not Box:
        return stop_gradient(x)
    value = stop_gradient(x)
    if type(value) is np.ndarray:
        value = value.view()
        value.flags.writeable = False
    return value


def stop_gradient(x: Any) -> Any:
    """The value of ``x`` with every trace removed: no derivative flows through it."""
    while type(x) is Box:
        x = x.value
    if isinstance(x, list | tuple) and any(type(v) is Box for v in x):
        return type(x)(stop_gradient(v) for v in x)
    return x


def detached(x: Any) -> Any:
    """dg.stop_gradient of one leaf: a traced array's value as an array of its own.

    The copy is what makes it a constant in JAX's sense: writing into it or into its views
    (plain NumPy writes) can change neither the traced array nor the values its ops saved
    for their backward, so no derivative leaks through such a write.
    """
    if hasattr(type(x), "__derivgen_batched__"):
        # a vmap's batch may hold traced values (grad(vmap(f))): stop those
        inner = detached(x.value)
        return x if inner is x.value else type(x)(inner, x.owner)
    if type(x) is not Box:
        return x  # not traced: nothing to stop, and the caller's own array
    value = stop_gradient(x)
    if hasattr(type(value), "__derivgen_batched__"):  # a traced batch: its boxes too
        return detached(value)
    if isinstance(value, np.ndarray):
        return value.copy()
    if hasattr(type(value), "__derivgen_staged__"):  # dg.compile's staged array
        return np.copy(value)
    return value  # a NumPy or Python scalar cannot be written into


def check_primal(value: Any, position: int | str) -> Any:
    """A float array for a primal, or a clear error for one that cannot be differentiated."""
    if type(value) is Box:
        return value
    if isinstance(value, np.matrix):
        raise TypeError(
            f"argument {position} is an np.matrix, whose operators and reductions do not "
            "follow ndarray semantics; pass np.asarray(x) and use @ for matrix products"
        )
    if overrides_numpy(type(value)) and not _masked(value):
        raise TypeError(
            f"argument {position} is a {type(value).__name__}, an ndarray subclass that "
            "overrides NumPy functions (__array_ufunc__ or __array_function__): derivgen's "
            "derivatives follow plain ndarray's, so they would disagree with its values. Pass "
            "np.asarray(x), or register the overriding function's derivative (derivgen.register)"
        )
    kinds.refuse_foreign(value, f"argument {position}")
    if _masked(value):
        raise TypeError(
            f"argument {position} is a masked array; derivgen would ignore its mask in the "
            "gradient. Pass x.filled(np.nan) to a NaN-aware function (np.nanmean, ...), or "
            "x.compressed() for the unmasked values"
        )
    try:
        scalar_or_list = isinstance(value, int | float | complex | list | tuple)
        array = np.asarray(value) if scalar_or_list else value
    except ValueError:
        raise TypeError(
            f"argument {position} is a {type(value).__name__} that is not one array; pass each "
            "array as its own argument"
        ) from None
    dtype = getattr(array, "dtype", None)
    if dtype is None:
        raise TypeError(
            f"argument {position} is a {type(value).__name__}; derivgen differentiates arrays, "
            "floats and complex numbers"
        )
    if dtype.kind not in "fc":
        raise TypeError(
            f"argument {position} has dtype {dtype}; only floating-point inputs can be "
            f"differentiated (pass x.astype(float) to differentiate it)"
        )
    return array


def _strip(out: Any, trace: Trace) -> Any:
    """The output with this trace's boxes removed (outer traces' boxes stay)."""
    if type(out) is Box and out.owner is trace:
        return out.value
    if isinstance(out, list | tuple):
        stripped = [_strip(o, trace) for o in out]
        return out._make(stripped) if hasattr(out, "_make") else type(out)(stripped)
    return out
