"""A strict NEP 13/18 duck array: NumPy's protocols only, no way back to the host.

It wraps an ndarray and runs every ufunc and NumPy function on the wrapped values, as Dask
and CuPy run theirs, but its ``__array__`` raises, and like CuPy it refuses plain ndarray
operands (of one or more dimensions; integer ones pass, as indices) in ufuncs and
functions. A kernel that copies to the host or mixes in a host array fails on it here, on
any machine, before it fails on a GPU.
"""

from __future__ import annotations

from typing import Any

import numpy as np


class HostCopy(TypeError):
    """A kernel asked for the host: np.asarray of a StrictArray, or a host operand."""


def _unwrap(value: Any, what: str) -> Any:
    if isinstance(value, StrictArray):
        return value._value
    if isinstance(value, np.ndarray) and value.ndim > 0 and value.dtype.kind not in "iu":
        raise HostCopy(f"{what}: a host ndarray of shape {value.shape} mixed with a StrictArray")
    if isinstance(value, list | tuple):
        items = [_unwrap(v, what) for v in value]
        return type(value)(items) if not hasattr(value, "_make") else value._make(items)
    return value


def _unwrap_own(args: Any) -> Any:
    return tuple(a._value if isinstance(a, StrictArray) else a for a in args)


def _foreign(value: Any) -> bool:
    kind = type(value)
    return hasattr(kind, "__array_ufunc__") and not issubclass(kind, StrictArray | np.ndarray)


def _wrap(value: Any) -> Any:
    if isinstance(value, np.ndarray | np.generic):  # CuPy's reductions give 0-d arrays
        return StrictArray(np.asarray(value))
    if isinstance(value, list | tuple):
        items = [_wrap(v) for v in value]
        return type(value)(items) if not hasattr(value, "_make") else value._make(items)
    return value


def _index(index: Any) -> Any:
    """Indices may be host data (CuPy copies integer index arrays to the device)."""
    if isinstance(index, StrictArray):
        return index._value
    if isinstance(index, tuple):
        return tuple(_index(i) for i in index)
    return index


class StrictArray(np.lib.mixins.NDArrayOperatorsMixin):
    """An array that NumPy's functions and ufuncs run on, and that never becomes an ndarray."""

    __slots__ = ("_value",)

    def __init__(self, value: np.ndarray) -> None:
        self._value = value

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        raise HostCopy("np.asarray of a StrictArray: a host copy")

    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if any(_foreign(x) for x in (*inputs, *kwargs.get("out", ()))):
            return NotImplemented  # NEP 13: another protocol type (derivgen's traced array)
        what = f"np.{ufunc.__name__}.{method}"
        if method == "at":
            target, index, *rest = inputs
            getattr(ufunc, method)(_unwrap(target, what), _index(index), *_unwrap(rest, what))
            return None
        args = _unwrap(inputs, what)
        kwargs = {k: _unwrap(v, what) for k, v in kwargs.items()}
        return _wrap(getattr(ufunc, method)(*args, **kwargs))

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        if not all(issubclass(t, StrictArray | np.ndarray) for t in types):
            return NotImplemented
        if func in (np.asarray, np.array):  # np.asarray(host, like=x): an explicit transfer
            return _wrap(func(*_unwrap_own(args), **kwargs))
        what = f"np.{func.__name__}"
        args = _unwrap(args, what)
        kwargs = {k: _unwrap(v, what) for k, v in kwargs.items()}
        return _wrap(func(*args, **kwargs))

    def __getitem__(self, index: Any) -> Any:
        return _wrap(self._value[_index(index)])

    def __setitem__(self, index: Any, value: Any) -> None:
        self._value[_index(index)] = _unwrap(value, "setitem")

    def __len__(self) -> int:
        return len(self._value)

    def __repr__(self) -> str:
        return f"StrictArray({self._value!r})"

    def __bool__(self) -> bool:  # as CuPy: one element may be read (a synchronising copy)
        if self._value.size != 1:
            raise HostCopy("bool() of a StrictArray of many elements")
        return bool(self._value)

    def __float__(self) -> float:
        raise HostCopy("float() of a StrictArray: a host read")

    def __complex__(self) -> complex:
        raise HostCopy("complex() of a StrictArray: a host read")

    def __index__(self) -> int:
        raise HostCopy("int() of a StrictArray: a host read")

    @property
    def shape(self) -> tuple[int, ...]:
        return self._value.shape

    @property
    def dtype(self) -> np.dtype[Any]:
        return self._value.dtype

    @property
    def ndim(self) -> int:
        return self._value.ndim

    @property
    def size(self) -> int:
        return self._value.size

    @property
    def T(self) -> StrictArray:
        return StrictArray(self._value.T)

    @property
    def mT(self) -> StrictArray:
        return StrictArray(self._value.mT)

    @property
    def real(self) -> StrictArray:
        return StrictArray(self._value.real)

    @property
    def imag(self) -> StrictArray:
        return StrictArray(self._value.imag)

    def astype(self, dtype: Any, copy: bool = True) -> StrictArray:
        return StrictArray(self._value.astype(dtype, copy=copy))

    def reshape(self, *shape: Any, **kwargs: Any) -> StrictArray:
        return StrictArray(self._value.reshape(*shape, **kwargs))

    def copy(self) -> StrictArray:
        return StrictArray(self._value.copy())

    def conj(self) -> StrictArray:
        return StrictArray(self._value.conj())

    def sum(self, *args: Any, **kwargs: Any) -> Any:
        return np.sum(self, *args, **kwargs)

    def max(self, *args: Any, **kwargs: Any) -> Any:
        return np.max(self, *args, **kwargs)

    def min(self, *args: Any, **kwargs: Any) -> Any:
        return np.min(self, *args, **kwargs)

    def any(self, *args: Any, **kwargs: Any) -> Any:
        return np.any(self, *args, **kwargs)

    def all(self, *args: Any, **kwargs: Any) -> Any:
        return np.all(self, *args, **kwargs)

    def to_host(self) -> np.ndarray:
        """The wrapped ndarray, for the test's comparisons only (cupy.asnumpy)."""
        return self._value
