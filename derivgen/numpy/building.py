"""Arrays built from traced values: the constructors NumPy's dispatch protocols cannot reach.

``np.array([x, x**2])`` converts its list in C, where no protocol lets a traced value take
part, so ``derivgen.numpy`` builds such arrays with differentiable ``np.stack`` calls instead.
Inputs that hold no traced value go to NumPy's own constructor unchanged.
"""

from __future__ import annotations

from typing import Any

import numpy

from derivgen.trace.core import Box


def is_traced(value: Any) -> bool:
    """A traced value: an eager trace's array, dg.compile's staged one or dg.vmap's batched one."""
    kind = type(value)
    return (
        kind is Box or hasattr(kind, "__derivgen_staged__") or hasattr(kind, "__derivgen_batched__")
    )


def holds_traced(value: Any) -> bool:
    """Whether a value is traced or a (nested) list or tuple with a traced value inside."""
    if type(value) is list or type(value) is tuple:
        return any(holds_traced(item) for item in value)
    return is_traced(value)


def build(value: Any) -> Any:
    """A nested list of traced values and plain numbers as one (traced) array."""
    if type(value) is not list and type(value) is not tuple:
        return value if is_traced(value) else numpy.asarray(value)
    if not holds_traced(value):
        return numpy.asarray(value)
    return numpy.stack([build(item) for item in value])


def _cast(result: Any, dtype: Any) -> Any:
    if dtype is None or numpy.dtype(dtype) == result.dtype:
        return result
    return result.astype(dtype)


def array(
    object: Any,  # noqa: A002 (NumPy's name)
    dtype: Any = None,
    *args: Any,
    ndmin: int = 0,
    **kwargs: Any,
) -> Any:
    """``np.array``, also of traced values and lists of them (a new array, as NumPy's)."""
    if not holds_traced(object):
        return numpy.array(object, dtype, *args, ndmin=ndmin, **kwargs)
    built = build(object)
    result = _cast(numpy.copy(built) if built is object else built, dtype)
    if result.ndim < ndmin:
        result = numpy.reshape(result, (1,) * (ndmin - result.ndim) + result.shape)
    return result


def _as_array(numpy_function: Any) -> Any:
    def convert(a: Any, dtype: Any = None, *args: Any, **kwargs: Any) -> Any:
        if not holds_traced(a):
            return numpy_function(a, dtype, *args, **kwargs)
        return _cast(build(a), dtype)

    convert.__name__ = convert.__qualname__ = numpy_function.__name__
    convert.__doc__ = (
        f"``np.{numpy_function.__name__}``, also of traced values and lists of them; a traced "
        "array is returned as it is (its memory layout is NumPy's business, not the derivative's)."
    )
    return convert


asarray = _as_array(numpy.asarray)
asanyarray = _as_array(numpy.asanyarray)
ascontiguousarray = _as_array(numpy.ascontiguousarray)
asfortranarray = _as_array(numpy.asfortranarray)


def full(shape: Any, fill_value: Any, dtype: Any = None, *args: Any, **kwargs: Any) -> Any:
    """``np.full``, also with a traced fill value (its derivative is the sum over the array)."""
    if not holds_traced(fill_value):
        return numpy.full(shape, fill_value, dtype, *args, **kwargs)
    fill = build(fill_value)
    return _cast(numpy.zeros(shape, dtype=fill.dtype) + fill, dtype)


def full_like(a: Any, fill_value: Any, dtype: Any = None, *args: Any, **kwargs: Any) -> Any:
    """``np.full_like``, also with a traced fill value; the result takes a's dtype, as NumPy's."""
    if not holds_traced(fill_value):
        if is_traced(a):  # the zeros_like op keeps the result traced, so it can be written into
            return _cast(numpy.zeros_like(a, *args, **kwargs) + fill_value, dtype or a.dtype)
        return numpy.full_like(a, fill_value, dtype, *args, **kwargs)
    plain = a.value if type(a) is Box else a
    zeros = numpy.zeros_like(plain, dtype, *args, **kwargs)
    fill = build(fill_value)
    return _cast(zeros + fill, zeros.dtype)


def append(arr: Any, values: Any, axis: Any = None) -> Any:
    """``np.append``, also of traced values and lists of them."""
    if not holds_traced(arr) and not holds_traced(values):
        return numpy.append(arr, values, axis)
    arr, values = build(arr), build(values)
    if axis is None:
        return numpy.concatenate([numpy.ravel(arr), numpy.ravel(values)])
    return numpy.concatenate([arr, values], axis=axis)


class _Concatenator:
    """``np.r_`` / ``np.c_``: NumPy's own for plain items; traced items are concatenated."""

    def __init__(self, plain: Any, name: str, columns: bool) -> None:
        self._plain, self._name, self._columns = plain, name, columns

    def __getitem__(self, key: Any) -> Any:
        items = key if type(key) is tuple else (key,)
        if not any(holds_traced(item) for item in items):
            return self._plain[key]
        parts = []
        for item in items:
            if isinstance(item, str):
                raise TypeError(
                    f"np.{self._name}[{item!r}, ...] with traced values: derivgen.numpy's "
                    f"np.{self._name} does not take NumPy's string directives; write "
                    "np.concatenate([...], axis=...) or np.stack([...], axis=...) instead"
                )
            part = self._plain[item] if isinstance(item, slice) else build(item)
            parts.append(self._column(part) if self._columns else numpy.atleast_1d(part))
        return numpy.concatenate(parts, axis=-1 if self._columns else 0)

    @staticmethod
    def _column(part: Any) -> Any:
        # np.c_ makes each item at least 2-D, a 1-D one a column (NumPy's trans1d=0).
        if part.ndim == 0:
            return numpy.reshape(part, (1, 1))
        if part.ndim == 1:
            return numpy.reshape(part, (-1, 1))
        return part

    def __len__(self) -> int:
        return 0


r_ = _Concatenator(numpy.r_, "r_", columns=False)
c_ = _Concatenator(numpy.c_, "c_", columns=True)

CONSTRUCTORS = {
    "array": array,
    "asarray": asarray,
    "asanyarray": asanyarray,
    "ascontiguousarray": ascontiguousarray,
    "asfortranarray": asfortranarray,
    "full": full,
    "full_like": full_like,
    "append": append,
    "r_": r_,
    "c_": c_,
}
