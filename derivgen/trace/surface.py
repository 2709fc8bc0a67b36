"""The rest of ndarray's surface on traced arrays: methods, attributes and Python protocols.

Every name of ``dir(np.ndarray)`` either works on a ``Box`` (differentiable where the math
allows, by routing to the op of the NumPy function of the same name) or raises an error
saying what to write instead. The rule for conversions to Python values:

- piecewise-constant ones (``int()``, ``operator.index``, ``math.floor/ceil/trunc``,
  ``round(x)``, ``bool()``, ``in``) give plain values: their derivative is zero almost
  everywhere, which is what a plain value carries, so nothing is lost;
- value-preserving ones (``float()``, ``complex()``, ``.item()``, ``.tolist()``,
  ``.tobytes()``, pickling, ...) are refused: the plain value would silently drop a
  nonzero derivative wherever it is used in the result. ``derivgen.stop_gradient(x)``
  spells the plain value on purpose.
"""

from __future__ import annotations

import inspect
import math
import operator
import types
from typing import Any

import numpy as np

from derivgen.trace import keywords
from derivgen.trace.core import Box, stop_gradient
from derivgen.trace.dispatch import _array_method, _dispatch
from derivgen.trace.errors import MEMORYVIEW, conversion_error

__all__ = ["INPLACE_METHODS", "install"]

# ndarray methods that write into the array; the in-place work of issue 16 owns them. Until a
# module defines them on Box, each raises an error naming the spelling that works.
INPLACE_METHODS = {
    "fill": "x = np.full_like(x, value)",
    "sort": "x = np.sort(x, axis)",
    "put": "x[np.unravel_index(indices, x.shape)] = values",
    "partition": "x = np.partition(x, kth, axis)",
    "resize": "x = np.resize(x, shape) (or x.reshape)",
}

_PLAIN = "derivgen.stop_gradient(x)"


AT = (
    "x.at[index].set(value) is JAX's spelling for arrays that cannot be written; derivgen's "
    "traced arrays take NumPy's index assignment, recorded with its derivative: "
    "y = x.copy(); y[index] = value (and y[index] += value for .at[index].add(value))"
)


def at_property(self: Any) -> Any:
    """``x.at`` of a traced array: JAX's update syntax, answered with derivgen's spelling."""
    raise AttributeError(AT)


def _refused(what: str, instead: str) -> TypeError:
    return TypeError(
        f"{what} on a traced array would give a plain value without its derivative, a silently "
        f"wrong gradient wherever that value reaches the result. {instead} For the plain value "
        f"on purpose (logging, caching), call it on {_PLAIN}."
    )


_VALUE_HINT = (
    "Keep it traced: x[i] (or x.reshape(())) is a traced scalar; for control flow compare "
    "the traced value directly (`if x[0] > 0:` works); print(x) and f'{x[0]:.3f}' log it."
)


def _item(self: Box, *args: Any) -> Any:
    raise _refused("x.item()", _VALUE_HINT)


def _tolist(self: Box) -> Any:
    raise _refused("x.tolist()", "list(x) is a list of traced rows; " + _VALUE_HINT)


def _complex(self: Box) -> complex:
    raise conversion_error("complex()")


def _serialise(name: str) -> Any:
    def method(self: Box, *args: Any, **kwargs: Any) -> Any:
        raise _refused(f"x.{name}()", "Return the array from the function and save it there.")

    method.__name__ = method.__qualname__ = name
    return method


def _reduce_ex(self: Box, protocol: Any = None) -> Any:
    raise _refused(
        "pickling (pickle.dumps, multiprocessing, joblib)",
        "Return the array from the function and pickle the result.",
    )


def _refuse_method(name: str, instead: str) -> Any:
    def method(self: Box, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(f"x.{name}() on a traced array: {instead}")

    method.__name__ = method.__qualname__ = name
    return method


def _inplace(name: str, instead: str) -> Any:
    def method(self: Box, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(
            f"x.{name}() writes into a traced array in place, which derivgen does not record; "
            f"write {instead} instead (a new traced array, with its derivative)"
        )

    method.__name__ = method.__qualname__ = name
    return method


# Piecewise-constant conversions: plain values, computed by the traced value's own conversion
# (an outer trace's, or dg.compile's, which turns it into a guard).
def _int(self: Box) -> int:
    return int(self.value)


def _index(self: Box) -> int:
    return operator.index(self.value)


def _floor(self: Box) -> int:
    return math.floor(self.value)


def _ceil(self: Box) -> int:
    return math.ceil(self.value)


def _trunc(self: Box) -> int:
    return math.trunc(self.value)


def _round(self: Box, ndigits: Any = None) -> Any:
    if ndigits is None:
        return round(self.value)  # an integer: derivative zero almost everywhere
    return _dispatch(np.round, (self, ndigits), {})


def _format(self: Box, spec: str) -> str:
    return format(self.value, spec) if spec else str(self)


def _contains(self: Box, item: Any) -> bool:
    return stop_gradient(item) in self.value


def _copy(self: Box) -> Any:
    return _dispatch(np.copy, (self,), {})


def _deepcopy(self: Box, memo: Any = None) -> Any:
    return _dispatch(np.copy, (self,), {})


def _delitem(self: Box, index: Any) -> None:
    raise ValueError("cannot delete array elements; x = np.delete(x, index, axis) makes a new one")


def _view(self: Box, dtype: Any = None, type: Any = None) -> Any:  # noqa: A002 (NumPy's name)
    if type is not None or (dtype is not None and np.dtype(dtype) != self.dtype):
        raise TypeError(
            "x.view(dtype or type) on a traced array reinterprets its memory, which has no "
            f"derivative; use x.astype(dtype) to convert values, or {_PLAIN}.view(...)"
        )
    return _dispatch(np.reshape, (self, np.shape(self.value)), {})


def _compress(self: Box, condition: Any, axis: Any = None, out: Any = None) -> Any:
    if out is not None:
        raise TypeError("x.compress(..., out=a): a cannot hold a traced result; use the result")
    chosen = np.flatnonzero(np.asarray(stop_gradient(condition), dtype=bool))
    return _dispatch(
        np.take, (self if axis is not None else _dispatch(np.ravel, (self,), {}), chosen, axis), {}
    )


def _to_device(self: Box, device: Any, stream: Any = None) -> Box:
    if device != "cpu":
        raise ValueError(f"unsupported device {device!r}: traced arrays live on 'cpu'")
    return self


def _array_namespace(self: Box, api_version: Any = None) -> Any:
    return np  # NumPy's functions dispatch traced arrays to their ops


def _dlpack(self: Box, *args: Any, **kwargs: Any) -> Any:
    raise _refused("DLPack export (np.from_dlpack, torch.from_dlpack)", "")


def _buffer(self: Box, *args: Any) -> Any:
    raise TypeError(MEMORYVIEW)


def _memory(name: str) -> property:
    def read(self: Box) -> Any:
        raise AttributeError(
            f"x.{name}: a traced array exposes no raw memory (writes to it and arrays made from "
            f"it would bypass the derivative); use {_PLAIN}.{name} for the plain array's"
        )

    return property(read)


class FlatIter:
    """x.flat of a traced array: reads and writes through the flattened index."""

    __slots__ = ("box",)

    def __init__(self, box: Box) -> None:
        self.box = box

    def __getitem__(self, index: Any) -> Any:
        return np.ravel(self.box)[index]

    def __setitem__(self, index: Any, value: Any) -> None:
        size = math.prod(np.shape(stop_gradient(self.box)))  # np.size computes a Dask array
        where = np.arange(size)[stop_gradient(index)]
        self.box[np.unravel_index(where, np.shape(stop_gradient(self.box)))] = value

    def __iter__(self) -> Any:
        return iter(np.ravel(self.box))

    def __len__(self) -> int:
        return math.prod(np.shape(stop_gradient(self.box)))

    def copy(self) -> Any:
        return np.ravel(self.box).copy()

    @property
    def base(self) -> Box:
        return self.box


def _set_flat(self: Box, value: Any) -> None:
    self[...] = np.reshape(value, ()) if math.prod(np.shape(stop_gradient(value))) == 1 else value


def _bitwise(ufunc: np.ufunc, reflected: bool) -> Any:
    def method(self: Box, other: Any) -> Any:
        return _dispatch(ufunc, (other, self) if reflected else (self, other), {})

    return method


# Methods that mean the NumPy function of the same name (x.searchsorted(v) is
# np.searchsorted(x, v)): routed through dispatch, so a registered op gives the derivative
# and any other float result gets the unregistered function's error.
_SAME_NAME = ("searchsorted", "argpartition", "choose")

_ATTRIBUTES: dict[str, Any] = {
    "item": _item,
    "tolist": _tolist,
    "__complex__": _complex,
    "__int__": _int,
    "__index__": _index,
    "__floor__": _floor,
    "__ceil__": _ceil,
    "__trunc__": _trunc,
    "__round__": _round,
    "__format__": _format,
    "__contains__": _contains,
    "__copy__": _copy,
    "__deepcopy__": _deepcopy,
    "__reduce__": _reduce_ex,
    "__reduce_ex__": _reduce_ex,
    "__delitem__": _delitem,
    "__class_getitem__": classmethod(types.GenericAlias),
    "__array_namespace__": _array_namespace,
    "__dlpack__": _dlpack,
    "__dlpack_device__": _dlpack,
    "__buffer__": _buffer,  # memoryview(x) on Python 3.12+ (3.11's: errors.call_traced)
    "tobytes": _serialise("tobytes"),
    "dump": _serialise("dump"),
    "dumps": _serialise("dumps"),
    "tofile": _serialise("tofile"),
    "byteswap": _refuse_method("byteswap", f"byte order has no derivative; use {_PLAIN}"),
    "getfield": _refuse_method("getfield", f"reinterpreting memory has no derivative; {_PLAIN}"),
    "setfield": _refuse_method("setfield", "writes memory in place; use x[...] = value"),
    "setflags": _refuse_method(
        "setflags", "a traced array is never written in place by NumPy; its flags are fixed"
    ),
    "view": _view,
    "compress": _compress,
    "to_device": _to_device,
    "device": property(lambda self: "cpu"),
    "base": property(lambda self: None),
    "flags": property(lambda self: np.asarray(stop_gradient(self)).flags),
    "itemsize": property(lambda self: np.dtype(self.dtype).itemsize),
    "nbytes": property(lambda self: math.prod(self.shape) * np.dtype(self.dtype).itemsize),
    "strides": property(lambda self: np.asarray(stop_gradient(self)).strides),
    "at": property(at_property),  # not ndarray's: JAX users' first reach
    "data": _memory("data"),
    "ctypes": _memory("ctypes"),
    "flat": property(FlatIter, _set_flat),
    "__and__": _bitwise(np.bitwise_and, False),
    "__rand__": _bitwise(np.bitwise_and, True),
    "__or__": _bitwise(np.bitwise_or, False),
    "__ror__": _bitwise(np.bitwise_or, True),
    "__xor__": _bitwise(np.bitwise_xor, False),
    "__rxor__": _bitwise(np.bitwise_xor, True),
    "__lshift__": _bitwise(np.left_shift, False),
    "__rlshift__": _bitwise(np.left_shift, True),
    "__rshift__": _bitwise(np.right_shift, False),
    "__rrshift__": _bitwise(np.right_shift, True),
    "__invert__": lambda self: _dispatch(np.invert, (self,), {}),
}


def _choose(args: Any, kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.choose(a, choices) with traced choices: np.select on ``a == k``, whose op has the
    derivative (the index array ``a`` has none). NumPy's own call checks the arguments."""
    call = dict(inspect.signature(np.choose).bind(*args, **kwargs).arguments)
    if call.get("out") is not None:
        raise TypeError("np.choose(..., out=a): a cannot hold a traced result; use the result")
    choices = list(call["choices"])
    index = np.asarray(stop_gradient(call["a"]))
    mode = call.get("mode", "raise")
    np.choose(index, [stop_gradient(c) for c in choices], mode=mode)  # NumPy's errors, if any
    if mode == "wrap":
        index = index % len(choices)
    elif mode == "clip":
        index = np.clip(index, 0, len(choices) - 1)
    return True, np.select([index == k for k in range(len(choices))], choices)


def install() -> None:
    """Put the attributes on Box (in-place methods only where nothing defined them yet)."""
    for name, attribute in _ATTRIBUTES.items():
        setattr(Box, name, attribute)
    for name in _SAME_NAME:
        setattr(Box, name, _array_method(getattr(np, name)))
    # np.choose has no op of its own; dispatch rewrites it into np.select (as keywords' forms)
    keywords._FORMS[np.choose] = _choose
    for name, instead in INPLACE_METHODS.items():
        if name not in vars(Box):
            setattr(Box, name, _inplace(name, instead))


install()
