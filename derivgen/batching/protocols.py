"""Batched's NumPy protocols, operators, methods and conversions: every call reaches an op's
batch rule (through core.apply), a NumPy function's rule (numpy_rules.py) or the loop."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from derivgen.batching import numpy_rules
from derivgen.batching.batched import Batched, BatchTrace, batch_apply, leaked, wrap
from derivgen.batching.generic import _shift, lift
from derivgen.ops import registry, sparse_operands
from derivgen.ops.binding import by_function, by_name
from derivgen.trace import core, errors, keywords
from derivgen.trace.dispatch import _METHODS, _dispatch
from derivgen.trace.surface import FlatIter, _set_flat

# Ops that return their input unchanged when it already has the target shape (as compile
# skips them too): the backward formulas call them after every broadcasting op.
_NO_OP_WHEN_SHAPED = frozenset({"sum_to", "broadcast_to"})


def _levels(values: Any, top: BatchTrace | None, box: int) -> tuple[BatchTrace | None, int]:
    """(the innermost vmap, the innermost derivative trace's level) among the values."""
    for value in values:
        kind = type(value)
        if kind is Batched:
            trace = value.owner
            if top is None or trace.level > top.level:
                top = trace
        elif kind is core.Box:
            box = max(box, value.owner.level)
        elif kind is list or kind is tuple:
            top, box = _levels(value, top, box)
    return top, box


def _innermost(values: Any) -> tuple[BatchTrace | None, bool]:
    """(the vmap that handles a call: None when a derivative trace inside it must go first,
    whether a derivative trace's box is among the values)."""
    top, box = _levels(values, None, 0)
    if top is None or box > top.level:
        return None, True
    if not top.active:
        raise leaked(top)
    return top, box > 0


def _call_op(prep: Any, args: Any, boxed: bool) -> Any:
    """core.apply(prep, args) of a call without keywords; with no box among the arguments,
    straight to the batch rule (what core.apply_bound would do, without its search)."""
    if not boxed and prep.n_required <= len(args) <= prep.n_quick:
        return batch_apply(prep, [*args, *prep.defaults[len(args) :]], 0)
    return core.apply(prep, args, None)


_FAST: dict[Any, Any] = {}  # NumPy function -> its op when a call without keywords binds plainly


def _forget() -> None:
    """Registering a package may replace any op, the ufuncs' included."""
    _FAST.clear()
    _ELEMENTWISE.clear()


registry.on_change(_forget)


def _op_of(func: Any) -> Any:
    try:
        return _FAST[func]
    except KeyError:
        prep = by_function(func)
        _FAST[func] = prep if prep is not None and not keywords.has_form(func) else None
        return _FAST[func]


# The ufuncs whose op batches elementwise, with the function that runs the op (False: not one)
_ELEMENTWISE: dict[Any, Any] = {}


def _elementwise_op(ufunc: np.ufunc) -> Any:
    prep = _op_of(ufunc)
    ok = (
        prep is not None
        and prep.info.batch == "elementwise"
        and not prep.kwonly
        and not prep.list_pos
        and len(prep.params) == ufunc.nin
        and ufunc.nout == 1  # frexp, modf, divmod: a tuple of results, by the op's rule
        and prep.tensor_pos == tuple(range(ufunc.nin))
    )
    _ELEMENTWISE[ufunc] = prep.direct if ok else False
    return _ELEMENTWISE[ufunc]


_UFUNC_OPTIONS = frozenset(("dtype", "casting", "order", "subok", "signature"))


def _plain_options(kwargs: dict[str, Any]) -> bool:
    """Keywords a ufunc takes that do not involve arrays (dtype=, casting=, ...)."""
    return kwargs.keys() <= _UFUNC_OPTIONS


def _plain_elementwise(direct: Any, inputs: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """The elementwise rule's result for one vmap's batched plain arrays and plain values
    (the common case, without the general dispatch); None for anything else."""
    trace = None
    rank = 0
    for value in inputs:
        kind = type(value)
        if kind is Batched:
            raw = value.value
            if type(raw) is not np.ndarray or trace is not None and value.owner is not trace:
                return None
            trace = value.owner
            rank = max(rank, raw.ndim - 1)
        elif kind is np.ndarray:
            rank = max(rank, value.ndim)
        elif kind is not float and kind is not int and kind is not np.float64:
            return None
    if trace is None or not trace.active:
        return None
    raws = [
        (
            value.value
            if value.value.ndim == rank + 1
            else lift(value.value, rank + 1 - value.value.ndim)
        )
        if type(value) is Batched
        else value
        for value in inputs
    ]
    return Batched(direct(*raws, **kwargs), trace)


class _Protocols:
    """Set on Batched below."""

    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        sparse_operands.refuse_in_numpy(ufunc, inputs)
        if method == "__call__":
            direct = _ELEMENTWISE.get(ufunc)
            if direct is None:
                direct = _elementwise_op(ufunc)
            if (
                direct is not False
                and not core.DEBUG_FORWARD
                and (not kwargs or _plain_options(kwargs))
            ):
                out = _plain_elementwise(ufunc if kwargs else direct, inputs, kwargs)
                if out is not None:
                    return out
        if kwargs.get("out") is not None:
            raise TypeError(
                f"vmap: np.{ufunc.__name__}(..., out=...) writes into an array in place, which "
                "vmap cannot batch; use the result instead (a = np.add(a, b)), or index "
                "assignment on a batched value (a[...] = np.add(a, b))"
            )
        kwargs.pop("out", None)
        trace, boxed = _innermost((*inputs, *kwargs.values()))
        if trace is None:
            return NotImplemented
        if method == "__call__":
            prep = _op_of(ufunc)
            if prep is not None and not kwargs:
                return _call_op(prep, inputs, boxed)
            if prep is not None or by_function(ufunc) is not None:
                return _dispatch(ufunc, inputs, kwargs)
            return numpy_rules.elementwise_ufunc(trace, ufunc, inputs, kwargs)
        return _ufunc_method(trace, ufunc, method, inputs, kwargs)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        sparse_operands.refuse_in_numpy(func, args)
        trace, boxed = _innermost((*args, *kwargs.values()))
        if trace is None:
            return NotImplemented
        handler = numpy_rules.NUMPY.get(func)
        if handler is not None:
            return handler(trace, args, kwargs)
        prep = _op_of(func)
        if prep is not None and not kwargs:
            return _call_op(prep, args, boxed)
        if prep is not None or by_function(func) is not None:
            return _dispatch(func, args, kwargs)
        return numpy_rules.loop_function(trace, func, args, kwargs)

    def __derivgen_apply__(self, name: str, args: Any, module: str | None = None) -> Any:
        if not self.owner.active:  # type: ignore[attr-defined]
            raise leaked(self.owner)  # type: ignore[attr-defined]
        if name in _NO_OP_WHEN_SHAPED and module is None and args[0] is self:
            target = args[1]
            if isinstance(target, tuple) and self.shape == target:
                return self  # a backward's unbroadcast to the shape it already has
        return core.apply_spelled_out(by_name(name, module), args)

    # Conversions: the value differs from example to example.
    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        handed = sparse_operands.array_of_traced("__array__")  # scipy.sparse's A @ x
        if handed is not None:
            return handed
        raise _conversion("a conversion to a plain NumPy array (__array__)", "")

    def __bool__(self) -> bool:
        raise _conversion("bool()", "np.where(condition, a, b) instead of if/else")

    def __int__(self) -> int:
        raise _conversion("int()", "x.astype(int)")

    def __float__(self) -> float:
        raise _conversion("float()", "x.astype(float)")

    def __complex__(self) -> complex:
        raise _conversion("complex()", "x.astype(complex)")

    def __index__(self) -> int:
        raise _conversion("an index (operator.index)", "x.astype(int) and indexing with arrays")

    def item(self, *args: Any) -> Any:
        raise _conversion(".item()", "x[()] or x.reshape(())")

    def tolist(self) -> Any:
        raise _conversion(".tolist()", "NumPy functions on the array")

    __hash__ = None  # type: ignore[assignment]

    def __len__(self) -> int:
        shape = self.value.shape  # type: ignore[attr-defined]
        if len(shape) < 2:
            raise TypeError("len() of unsized object (a batched 0-d array)")
        return int(shape[1])

    def __iter__(self) -> Iterator[Any]:
        return (self[i] for i in range(len(self)))

    def __getitem__(self, index: Any) -> Any:
        return core.apply(by_name("getitem"), (self, _plain_index(index)), None)

    def __setitem__(self, index: Any, value: Any) -> None:
        """b[index] = value: b now holds a new batched array (functional, as JAX's .at[].set)."""
        new = core.apply(by_name("setitem"), (self, _plain_index(index), value), None)
        _replace(self, new, "index assignment")

    T = property(lambda self: np.transpose(self))
    mT = property(lambda self: np.matrix_transpose(self))
    real = property(lambda self: np.real(self))
    imag = property(lambda self: np.imag(self))

    def astype(self, dtype: Any, copy: bool = True) -> Any:
        return Batched(self.value.astype(dtype), self.owner)  # type: ignore[attr-defined]

    def reshape(self, *shape: Any, **kwargs: Any) -> Any:
        if len(shape) == 1 and not isinstance(shape[0], int):
            shape = tuple(shape[0])
        return np.reshape(self, shape, **kwargs)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], int):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return np.transpose(self, axes or None)

    def ravel(self, order: str = "C") -> Any:
        return np.reshape(self, (-1,), order=order)  # type: ignore[call-overload]

    flatten = ravel
    flat = property(FlatIter, _set_flat)  # x.flat[i] reads and writes through ravel

    def fill(self, value: Any) -> None:
        self[...] = value

    def sort(self, axis: int = -1, **kwargs: Any) -> None:
        _replace(self, np.sort(self, axis, **kwargs), ".sort()")


def _conversion(what: str, instead: str) -> TypeError:
    """The error for a batched value made plain, naming the user's call (file:line) when it
    can be read and the spelling that works: a TracedConversionError, which vmap shows in
    place of the ValueError NumPy raises from ``y[i] = b`` with this error as its cause."""
    where, instruction = errors.user_call()
    call = f"{where}: " if where else ""
    if instruction == "BINARY_SUBSCR" or where and ".take(" in where.replace("np.take", ".take"):
        return errors.TracedConversionError(
            f"vmap: {call}a plain NumPy array indexed with a batched index (or np.take of "
            "one), which NumPy does not show to vmap. Index a batched value instead: "
            "np.take_along_axis(a, idx, axis) (NumPy dispatches it on both), "
            "(np.zeros_like(idx, dtype=float, shape=a.shape) + a)[idx], or, for one-hot rows "
            "np.eye(n)[idx], (idx[..., None] == np.arange(n)).astype(float)"
        )
    if instruction == "STORE_SUBSCR":
        return errors.TracedConversionError(
            f"vmap: {call}index assignment of a batched value into a plain NumPy array (made by "
            "np.zeros, np.empty, np.array, ...), which holds one example, not the batch. Make "
            "the array from the batched value instead: y = np.zeros_like(x, shape=...) (or "
            "np.ones_like, np.full_like, np.empty_like), which is batched and accepts "
            "y[...] = ..."
        )
    if not instead:
        return errors.TracedConversionError(
            f"vmap: {call}{what} of a batched value, which would mix the examples (np.asarray, "
            "np.array([...]), a plain array's y[i] = b, a compiled extension, ...). Build "
            "arrays from the batched value instead: np.zeros_like(b, shape=...) then index "
            "assignment, np.stack([...]) instead of np.array([...]), or derivgen.numpy's "
            "np.array"
        )
    return errors.TracedConversionError(
        f"vmap: {call}{what} of a batched value, whose value differs from example to example; "
        f"use {instead}, or call the function without vmap"
    )


def _replace(target: Any, new: Any, what: str) -> None:
    if type(new) is not Batched or new.owner is not target.owner:
        raise TypeError(
            f"vmap: {what} on a batched value with a value traced by a transformation inside "
            "vmap: build a new array instead (np.where, or x = x + ...)"
        )
    target.value = new.value


def _plain_index(index: Any) -> Any:
    if type(index) is core.Box:
        return core.stop_gradient(index)
    if type(index) is tuple:
        return tuple(core.stop_gradient(i) if type(i) is core.Box else i for i in index)
    return index


def _ufunc_method(trace: BatchTrace, ufunc: np.ufunc, method: str, inputs: Any, kw: Any) -> Any:
    """np.add.reduce, np.maximum.accumulate, np.multiply.outer, np.add.at on batched values."""
    name = f"np.{ufunc.__name__}.{method}"
    if method in ("reduce", "accumulate", "reduceat"):
        x, *rest = inputs
        if method == "reduceat":
            indices, *rest = rest
            rest = [indices, *rest]
        elif rest:
            kw = {"axis": rest[0], **kw}
            rest = rest[1:]
        raw = x.value if type(x) is Batched and x.owner is trace else None
        if raw is None or any(type(v) is Batched for v in (*rest, *kw.values())):
            raise TypeError(f"vmap: {name} with a batched argument other than the array")
        axis = kw.get("axis", 0)
        if axis is None and method == "reduce":
            kw["axis"] = tuple(range(1, raw.ndim))
        elif axis is None:
            raise TypeError(f"{name} needs an axis")
        else:
            kw["axis"] = _shift(axis, int(np.ndim(raw)) - 1)
        return wrap(getattr(ufunc, method)(raw, *rest, **kw), trace)
    if method == "outer" and len(inputs) == 2:
        a, b = inputs
        na, nb = int(np.ndim(a)), int(np.ndim(b))
        ra, rb = (
            (v.value, True) if type(v) is Batched and v.owner is trace else (v, False)
            for v in (a, b)
        )
        left = np.reshape(ra[0], (*np.shape(ra[0]), *(1,) * nb))
        right = lift(rb[0], na) if rb[1] else rb[0]
        return wrap(ufunc(left, right, **kw), trace)
    if method == "at" and type(inputs[0]) is Batched and inputs[0].owner is trace:
        target, index, *values = inputs
        if (
            type(index) is Batched
            or isinstance(index, tuple)
            and any(type(i) is Batched for i in index)
        ):
            raise TypeError(f"vmap: {name} with batched indices; use np.bincount or a loop")
        parts = index if isinstance(index, tuple) else (index,)
        shape = np.shape(np.empty(target.shape)[index])
        new = np.copy(target.value)
        more = []
        for v in values:
            if type(v) is Batched and v.owner is trace:
                more.append(lift(v.value, len(shape) - v.ndim))
            else:
                more.append(v)
        ufunc.at(new, (slice(None), *parts), *more)
        target.value = new
        return None
    raise TypeError(f"vmap: {name} is not supported on batched values")


def _operator(ufunc: np.ufunc, reflected: bool = False) -> Callable[[Any, Any], Any]:
    if reflected:
        return lambda self, other: ufunc(other, self)
    return lambda self, other: ufunc(self, other)


def _augmented(binary: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    """``b op= other``: b holds the result, cast to its dtype as NumPy's in-place ops do."""

    def method(self: Any, other: Any) -> Any:
        result = binary(self, other)
        if type(result) is not Batched or result.owner is not self.owner:
            return result  # a value of an inner trace: the name is rebound to it
        if result.shape != self.shape:
            raise ValueError(
                f"non-broadcastable output operand with shape {self.shape} doesn't match the "
                f"broadcast shape {result.shape}"
            )
        if result.dtype != self.dtype:
            if not np.can_cast(result.dtype, self.dtype, "same_kind"):
                raise TypeError(
                    f"Cannot cast ufunc output from dtype('{result.dtype}') to "
                    f"dtype('{self.dtype}') with casting rule 'same_kind'"
                )
            result = result.astype(self.dtype)  # type: ignore[attr-defined]
        self.value = result.value
        return self

    return method


def _method(function: Any) -> Callable[..., Any]:
    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        return function(self, *args, **kwargs)

    method.__name__ = method.__qualname__ = function.__name__
    return method


_BINARY = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "truediv": np.true_divide,
    "floordiv": np.floor_divide, "mod": np.remainder, "pow": np.power, "matmul": np.matmul,
    "divmod": np.divmod, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    "lshift": np.left_shift, "rshift": np.right_shift,
}  # fmt: skip
_IN_PLACE = {
    "add": operator.add, "sub": operator.sub, "mul": operator.mul, "truediv": operator.truediv,
    "floordiv": operator.floordiv, "mod": operator.mod, "pow": operator.pow,
    "matmul": operator.matmul, "and": operator.and_, "or": operator.or_,
    "xor": operator.xor, "lshift": operator.lshift, "rshift": operator.rshift,
}  # fmt: skip
for _name, _ufunc in _BINARY.items():
    setattr(Batched, f"__{_name}__", _operator(_ufunc))
    setattr(Batched, f"__r{_name}__", _operator(_ufunc, reflected=True))
sparse_operands.guard_operators(Batched)  # A @ x with a scipy.sparse A
for _name, _binary in _IN_PLACE.items():
    setattr(Batched, f"__i{_name}__", _augmented(_binary))
for _name, _ufunc in {
    "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "eq": np.equal, "ne": np.not_equal,
}.items():  # fmt: skip
    setattr(Batched, f"__{_name}__", _operator(_ufunc))
for _name, _ufunc in {
    "neg": np.negative, "pos": np.positive, "abs": np.absolute, "invert": np.invert,
}.items():  # fmt: skip
    setattr(Batched, f"__{_name}__", lambda self, u=_ufunc: u(self))

# ndarray methods: the NumPy function of the same name (the table Box uses), and the
# reductions, whose arguments are in the same order as the functions'.
for _name, _function in _METHODS.items():
    setattr(Batched, _name, _method(_function))
for _name in ("sum", "mean", "max", "min", "prod", "ptp", "squeeze", "dot", "searchsorted"):
    setattr(Batched, _name, _method(getattr(np, _name)))
for _name, _member in vars(_Protocols).items():
    if not _name.startswith("__") or _name in {
        "__array_ufunc__", "__array_function__", "__derivgen_apply__", "__array__", "__bool__",
        "__int__", "__float__", "__complex__", "__index__", "__hash__", "__len__", "__iter__",
        "__getitem__", "__setitem__",
    }:  # fmt: skip
        setattr(Batched, _name, _member)
