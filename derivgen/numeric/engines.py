"""Which array engine holds a value (NumPy, Dask, CuPy), and the scatter each engine runs.

Dask and CuPy run the generated kernels through NumPy's own protocols; the engine is told
from the value's type (its module), so neither is imported here: a Dask or CuPy array can
only exist once its package was imported by the user. The one kernel the protocols do not
carry to every engine is the adjoint of indexing, an accumulating scatter (``np.add.at``):
Dask has no ``add.at`` (its arrays are immutable graphs), so there it is a ``bincount`` of
the flat destinations, built by Dask itself; CuPy has its own ``add.at``.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping
from typing import Any

import numpy as np

# The engines told apart, by the top-level package of the array type's module.
ENGINES = ("dask", "cupy")


def engine_of(*values: Any) -> str:
    """The engine of the first non-NumPy array among values (lists searched): "dask",
    "cupy", another package's name for any other protocol array, or "numpy"."""
    for value in values:
        if isinstance(value, list | tuple):
            found = engine_of(*value)
            if found != "numpy":
                return found
            continue
        kind = type(value)
        if kind is np.ndarray or isinstance(value, np.generic | int | float | complex):
            continue
        value = _traced(value)
        kind = type(value)
        package = kind.__module__.partition(".")[0]
        if package in ENGINES:
            return package
        # derivgen's own traced, staged and batched arrays take NumPy's path (they wrap it)
        if hasattr(value, "__array_function__") and package not in ("numpy", "derivgen"):
            return package
    return "numpy"


def _traced(value: Any) -> Any:
    """The array a traced one (derivgen.trace's Box, nested) traces; anything else as is
    (compile's staged arrays and vmap's batched ones stay: they stand for their own engine)."""
    kind = type(value)
    while hasattr(kind, "__derivgen_apply__") and not (
        hasattr(kind, "__derivgen_staged__") or hasattr(kind, "__derivgen_batched__")
    ):
        value = value.value
        kind = type(value)
    return value


def asarray(x: Any) -> Any:
    """np.asarray for NumPy data; an array of another engine (Dask, CuPy) as it is."""
    return np.asarray(x) if engine_of(x) == "numpy" else x


def moved_to(host: Any, like: Any) -> Any:
    """Host data (a mask, a constant) on ``like``'s engine when that is not NumPy, as CuPy
    mixes no host arrays into its own; unchanged otherwise."""
    if like is None or engine_of(like) == "numpy":
        return host
    return np.asarray(host, like=_traced(like))


def dtype_and_like(dtype: Any) -> tuple[np.dtype[Any], Any]:
    """For helpers building constants: a dtype given as such (engine: NumPy), or an array
    whose dtype and engine the constants take (formulas pass ``grad``)."""
    if isinstance(dtype, np.dtype | type | str):
        return np.dtype(dtype), None
    return dtype.dtype, dtype


def as_dtype(value: Any, dtype: Any) -> Any:
    """``value`` as an array of ``dtype`` on its own engine: NumPy data (lists, scalars,
    ndarray subclasses) through np.asarray, a Dask or CuPy array by its own astype, so
    that a cotangent or tangent is neither computed nor copied to the host."""
    if isinstance(value, np.ndarray) or engine_of(value) == "numpy":
        return np.asarray(value, dtype=dtype)
    return value if value.dtype == dtype else value.astype(dtype)


def refuse_engines(op: str, limits: Mapping[str, str], *values: Any) -> None:
    """Raise the spec's ``engines:`` refusal when an input of ``op`` is held by an engine
    that cannot run it (instead of letting the engine copy to the host or compute)."""
    engine = engine_of(*values)
    if engine in limits:
        raise TypeError(f"{op}: derivgen does not run {op} on a {engine} array: {limits[engine]}")


def zeros(shape: tuple[int, ...], dtype: Any, like: Any) -> Any:
    """Zeros of ``shape`` on ``like``'s engine: a NumPy array unless like is another type."""
    if type(like) is np.ndarray or engine_of(like) == "numpy":
        return np.zeros(shape, dtype=dtype)
    return np.zeros_like(like, shape=shape, dtype=dtype)


def is_array_index(part: Any) -> bool:
    """Whether an index part is an integer or boolean array (or list): advanced indexing."""
    if isinstance(part, list):
        return True
    dtype = getattr(part, "dtype", None)
    if dtype is None:
        return False
    return dtype.kind == "b" or np.ndim(part) > 0  # a 0-d integer array indexes as an int


def scatter_add(shape: tuple[int, ...], index: Any, values: Any) -> Any:
    """Zeros of ``shape`` with ``values`` added at ``index``; repeated elements accumulate.

    The engine is ``values``'s: NumPy's ``np.add.at``, CuPy's own ``add.at``, a Dask graph
    (a setitem for a basic index, else a ``bincount`` of the flat destinations), and for
    any other protocol array ``np.add.at`` on zeros of its type, which its
    ``__array_ufunc__`` runs.
    """
    engine = engine_of(values)
    out = zeros(shape, values.dtype, values)
    if engine == "numpy":
        np.add.at(out, index, values)
        return out
    if engine == "dask":
        return _dask_scatter_add(out, index, values)
    parts = index if isinstance(index, tuple) else (index,)
    moved = tuple(np.asarray(p, like=out) if is_array_index(p) else p for p in parts)
    target = moved if isinstance(index, tuple) else moved[0]
    if engine == "cupy":
        _cupy_add_at(out, target, values)
    else:
        np.add.at(out, target, values)
    return out


def _cupy_add_at(out: Any, index: Any, values: Any) -> None:
    """CuPy's own accumulating scatter: cupy.add.at, or cupyx.scatter_add before it."""
    add_at = getattr(sys.modules["cupy"].add, "at", None)
    if add_at is None:
        import cupyx  # type: ignore[import-not-found]  # present wherever CuPy is

        add_at = cupyx.scatter_add
    add_at(out, index, values)


def _dask_scatter_add(out: Any, index: Any, values: Any) -> Any:
    parts = index if isinstance(index, tuple) else (index,)
    if not any(is_array_index(p) for p in parts):
        out[index] = values  # a basic index names each element at most once
        return out
    if any(engine_of(p) != "numpy" for p in parts):
        raise TypeError(
            "derivgen cannot scatter into a Dask array at indices that are themselves a "
            "Dask array; call .compute() on the indices first"
        )
    da = sys.modules["dask.array"]
    size = math.prod(shape := out.shape)
    destinations = np.arange(size).reshape(shape)[index]  # host: the index is host data
    flat: Any = np.broadcast_to(values, destinations.shape).reshape(-1)  # a Dask array
    where = da.from_array(destinations.reshape(-1), chunks=flat.chunks)

    def bincount(weights: Any) -> Any:
        return da.bincount(where, weights=weights, minlength=size).astype(out.real.dtype)

    if np.iscomplexobj(flat):
        summed = bincount(flat.real) + 1j * bincount(flat.imag)
    else:
        summed = bincount(flat)
    return summed.astype(out.dtype).reshape(shape)
