"""Which array engine holds a value (NumPy, Dask, CuPy), and the scatter each engine runs.

Dask and CuPy run the generated kernels through NumPy's own protocols; the engine is told
from the value's type (its module), so neither is imported here: a Dask or CuPy array can
only exist once its package was imported by the user. The one kernel the protocols do not
carry to every engine is the adjoint of indexing, an accumulating scatter (``np.add.at``):
Dask has no ``add.at`` (its arrays are immutable graphs), so there it is a ``bincount`` of
the flat destinations, built by Dask itself; CuPy has its own ``add.at``. Where Dask's
version of a NumPy function takes less than NumPy's, the spec spells the op through what
Dask has (``engines: {dask: {forward: ...}}``), with the helpers at the end of this module.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Mapping
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


class ChunkedShape(tuple):
    """A Dask array's shape that also carries its chunks: what the tape saves for a backward
    that reads only an input's shape, so that a broadcast back to it (expand_reduced) comes
    in the input's chunks, where a broadcast in one chunk would be rechunked by every
    elementwise step it meets (two tasks per block). Equal to, and used as, the plain shape."""

    chunks: tuple[tuple[int, ...], ...] | None  # None: rebuilt from its items alone

    def __new__(cls, shape: Any, chunks: tuple[tuple[int, ...], ...] | None = None) -> ChunkedShape:
        made = super().__new__(cls, shape)
        made.chunks = chunks
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return ChunkedShape, (tuple(self), self.chunks)


def saved_shape(value: Any) -> Any:
    """The shape the tape saves for ``value`` (not an ndarray: that saves ``.shape``): a
    ChunkedShape for a chunked array (Dask's, staged by dg.compile or not), the shape of
    anything else (a list too)."""
    if not hasattr(value, "shape"):
        return np.shape(value)
    chunks = getattr(value, "chunks", None)  # a Dask array's, or dg.compile's staged one's
    if not isinstance(chunks, tuple) or len(chunks) != len(value.shape):
        return value.shape
    return ChunkedShape(value.shape, chunks)


def broadcast_in_chunks(x: Any, shape: Any) -> Any:
    """np.broadcast_to(x, shape); a Dask ``x`` broadcast to a ChunkedShape takes its chunks
    along the broadcast axes (Dask keeps x's own along the others)."""
    chunks = getattr(shape, "chunks", None)
    if chunks is None or engine_of(x) != "dask":
        return np.broadcast_to(x, tuple(shape))
    lead = len(shape) - x.ndim
    own = [None] * lead + list(x.chunks)
    wanted = tuple(
        chunks[i] if own[i] is None or x.shape[i - lead] != shape[i] else own[i]
        for i in range(len(shape))
    )
    da = sys.modules["dask.array"]
    if x.size == 1 and x.dtype.kind == "f":
        # ones * x: a blockwise layer that Dask's optimizer fuses into the elementwise steps
        # that read it (broadcast_to's layer stays one task per block); 1.0 * x is x exactly
        return da.ones(tuple(shape), chunks=wanted, dtype=x.dtype) * x.reshape(())
    return da.broadcast_to(x, tuple(shape), chunks=wanted)


def raw_engine_of(*values: Any) -> str:
    """engine_of for values none of which derivgen traces (lists searched), else "derivgen":
    an engine's own spelling of an op runs on the engine's raw arrays; a traced one reaches
    it again, unwrapped, through NumPy's protocols. One pass, and quick for host data (the
    generated forwards ask it for a list of indices on NumPy's path too)."""
    found = "numpy"
    for value in values:
        kind = type(value)
        if kind is np.ndarray or kind in _HOST_SCALARS:
            continue
        if kind is list or kind is tuple:
            inner = raw_engine_of(*value)
            if inner == "derivgen":
                return inner
            found = inner if found == "numpy" else found
        elif hasattr(kind, "__derivgen_apply__"):
            return "derivgen"
        elif found == "numpy":
            found = engine_of(value)
    return found


_HOST_SCALARS = frozenset({int, float, complex, bool, str, type(None)})


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


def _in_bounds(index: Any, size: int, axis: int = 0) -> Any:
    """A block of a Dask index, raising NumPy's IndexError where add.at would."""
    if index.size and (index.min() < -size or index.max() >= size):
        raise IndexError(f"index out of bounds for axis {axis} with size {size}")
    return index


def _lazy_destinations(
    da: Any, parts: tuple[Any, ...], values: Any, shape: tuple[int, ...]
) -> tuple[Any, Any]:
    """The values and the flat destinations, both Dask arrays, of integer indices (some a
    Dask array) into the leading axes, as NumPy reads ``x[i, j]``: the indices broadcast
    together, each checked against its axis per block, then laid out over the trailing axes."""
    lead: Any = 0
    for axis, part in enumerate(da.broadcast_arrays(*[da.asarray(p) for p in parts])):
        n = shape[axis]
        checked = part.map_blocks(_in_bounds, n, axis, dtype=part.dtype)
        lead = lead * n + da.where(checked < 0, checked + n, checked)
    rest = math.prod(shape[len(parts) :])
    where = lead[..., None] * rest + da.arange(rest) if rest != 1 else lead
    flat = reshaped(np.broadcast_to(values, (*lead.shape, *shape[len(parts) :])), (-1,))
    return flat, reshaped(where, (-1,)).rechunk(flat.chunks)


def _dtype(part: Any) -> Any:
    """An index part's dtype, a list's as NumPy reads it (a Dask array's without a compute)."""
    return part.dtype if hasattr(part, "dtype") else np.asarray(part).dtype


def _refuse_lazy_index(arrays: tuple[Any, ...], axes: int) -> None:
    """Dask index arrays derivgen scatters by: integer ones, after whole axes only."""
    integer = all(is_array_index(p) and np.issubdtype(_dtype(p), np.integer) for p in arrays)
    if not integer or len(arrays) > axes:
        raise TypeError(
            "derivgen cannot scatter into a Dask array at indices that are themselves a "
            "Dask array, but for integer arrays after whole axes (x[i], x[:, i, j]); "
            "call .compute() on the indices first"
        )


def _whole(part: Any) -> bool:
    """Whether an index part is ``:`` (never compares an array)."""
    return isinstance(part, slice) and part == slice(None)


def _scatter_after_slices(
    da: Any, out: Any, parts: tuple[Any, ...], values: Any, before: int
) -> Any:
    """_dask_scatter_add of ``x[:, ..., i, j]`` (``before`` whole axes, then the index
    arrays, which NumPy's result keeps in their place): as ``x[i, j]`` of the array with
    the indexed axes first."""
    shape, arrays = out.shape, parts[before:]
    k = len(arrays)
    index_ndim = len(np.broadcast_shapes(*[np.shape(p) for p in arrays]))
    values = np.broadcast_to(
        values,
        (
            *shape[:before],
            *np.broadcast_shapes(*[np.shape(p) for p in arrays]),
            *shape[before + k :],
        ),
    )
    values = np.moveaxis(values, range(before, before + index_ndim), range(index_ndim))
    moved = np.moveaxis(out, range(before, before + k), range(k))
    summed = _dask_scatter_add(moved, arrays, values)
    return np.moveaxis(summed, range(k), range(before, before + k))


def _dask_scatter_add(out: Any, index: Any, values: Any) -> Any:
    parts = index if isinstance(index, tuple) else (index,)
    if 0 in values.shape:
        return out  # nothing to add (Dask's setitem refuses empty values)
    if not any(is_array_index(p) for p in parts):
        out[index] = values  # a basic index names each element at most once
        return out
    da = sys.modules["dask.array"]
    size = math.prod(shape := out.shape)
    flat: Any  # the values, flattened, a Dask array
    if any(engine_of(p) != "numpy" for p in parts):
        before = next((k for k, p in enumerate(parts) if not _whole(p)), len(parts))
        _refuse_lazy_index(parts[before:], out.ndim - before)
        if before:  # x[:, i]: the indexed axes moved to the front, and back after
            return _scatter_after_slices(da, out, parts, values, before)
        flat, where = _lazy_destinations(da, parts, values, shape)
    else:
        destinations = np.arange(size).reshape(shape)[index]  # host: the index is host data
        flat = np.broadcast_to(values, destinations.shape).reshape(-1)
        where = da.from_array(destinations.reshape(-1), chunks=flat.chunks)

    def bincount(weights: Any) -> Any:
        return da.bincount(where, weights=weights, minlength=size).astype(out.real.dtype)

    if np.iscomplexobj(flat):
        summed = bincount(flat.real) + 1j * bincount(flat.imag)
    else:
        summed = bincount(flat)
    return summed.astype(out.dtype).reshape(shape)


# -------- The engines' own spellings of ops (spec: ``engines: {dask: {forward: ...}}``).
# Dask runs NumPy's functions through its protocols, but some of its versions take less
# than NumPy's: no axis=None (take, delete, repeat, cumsum of a 0-d array), core axes that
# must sit in one chunk (linear algebra, FFTs), no 0-d operands (dot, hstack), keywords it
# lacks (nan_to_num). Each helper below is an exact reformulation through what the engine
# has, and stays lazy: a rechunk, a ravel, an elementwise map_blocks, Dask's apply_gufunc.
# Only the engine's branch of a generated forward calls them; NumPy's path never does.


def raveled(x: Any, axis: Any) -> Any:
    """``x`` flattened when ``axis`` is None (NumPy's functions flatten for axis=None, Dask's
    want an axis), else ``x``; pair it with :func:`axis_or_zero`."""
    return x.reshape((-1,)) if axis is None else x


def axis_or_zero(axis: Any) -> Any:
    """The axis that a :func:`raveled` input is taken along: 0 for None, else ``axis``."""
    return 0 if axis is None else axis


def one_chunk(x: Any, axes: Any = None) -> Any:
    """``x`` rechunked (lazily) so that each of ``axes`` (an int, a sequence, or None for
    every axis) is one chunk, as Dask's FFTs and linear algebra need; an array without
    chunks (a NumPy operand) as it is."""
    if not hasattr(x, "rechunk") or x.ndim == 0:
        return x
    chosen = range(x.ndim) if axes is None else np.atleast_1d(axes)
    wanted = {int(axis) % x.ndim: -1 for axis in chosen}
    if all(len(x.chunks[axis]) == 1 for axis in wanted):
        return x
    return x.rechunk(wanted)


def gufunc(function: Callable[..., Any], signature: str, *arrays: Any, **kwargs: Any) -> Any:
    """NumPy's stacked ``function`` (np.linalg.inv, solve, np.matvec, ...) over the engine's
    arrays, by Dask's apply_gufunc: the core axes of ``signature`` are rechunked into one
    chunk, the loop axes broadcast and share their chunks. An output-only core dimension
    ``k`` is min(m, n) of the first operand's matrix (svd's singular values)."""
    da = sys.modules["dask.array"]
    inputs, _, outputs = signature.partition("->")
    cores = [len([d for d in core.split(",") if d]) for core in inputs[1:-1].split("),(")]
    arrays = _loop_chunks_unified(da, arrays, cores)
    m, n = arrays[0].shape[-2:] if arrays[0].ndim >= 2 else (0, 0)
    # The result types from a 2 x 2 identity (a vector of ones) of each operand's dtype: host
    # data, as Dask's own probe takes empty matrices, which np.linalg refuses.
    probe = function(
        *[
            np.eye(2, dtype=a.dtype) if c == 2 else np.ones((2,) * c, a.dtype)
            for a, c in zip(arrays, cores, strict=True)
        ],
        **kwargs,
    )
    multiple = outputs.count("(") > 1
    result = da.apply_gufunc(
        function,
        signature,
        *arrays,
        allow_rechunk=True,
        output_sizes={"k": min(m, n)} if "k" in outputs else None,
        output_dtypes=[o.dtype for o in probe] if multiple else probe.dtype,
        **kwargs,
    )
    return type(probe)._make(result) if hasattr(probe, "_make") else result


def _loop_chunks_unified(da: Any, arrays: tuple[Any, ...], cores: list[int]) -> tuple[Any, ...]:
    """The operands with their broadcast loop axes in common chunks (apply_gufunc wants
    them equal; elementwise Dask unifies them itself), and their core axes in one chunk
    (apply_gufunc's own rechunk fails at compute when two core axes of one name, those of a
    square matrix, are chunked differently)."""
    arrays = tuple(
        one_chunk(a, range(a.ndim - core, a.ndim)) if core else a
        for a, core in zip(arrays, cores, strict=True)
    )
    loops = max(a.ndim - core for a, core in zip(arrays, cores, strict=True))
    pairs: list[Any] = []
    for k, (a, core) in enumerate(zip(arrays, cores, strict=True)):
        loop = a.ndim - core
        pairs += [a, (*range(loops - loop, loops), *(f"c{k}_{i}" for i in range(core)))]
    return tuple(da.core.unify_chunks(*pairs)[1])


def blockwise(function: Callable[..., Any], *arrays: Any, **kwargs: Any) -> Any:
    """An elementwise NumPy ``function`` that the engine lacks or whose keywords it lacks
    (np.nan_to_num's nan=, posinf=, neginf=; derivgen's zeta), run per block of the arrays
    broadcast together (a None argument passed as None): exact for an elementwise op. The
    result's dtype is the function's on one element of each dtype (its errors, such as a
    refused dtype, come at once, as on NumPy's path)."""
    da = sys.modules["dask.array"]
    given = [k for k, a in enumerate(arrays) if a is not None]

    def run(*blocks: Any) -> Any:
        full = list(arrays)
        for k, block in zip(given, blocks, strict=True):
            full[k] = block
        return function(*full, **kwargs)

    probe = run(*[np.full(1, 2, dtype=np.result_type(arrays[k])) for k in given])
    blocks = da.broadcast_arrays(*[da.asarray(arrays[k]) for k in given])
    return da.map_blocks(run, *blocks, dtype=np.asarray(probe).dtype)


def one_task(function: Callable[..., Any], shape: Any, dtype: Any, *args: Any) -> Any:
    """``function(*args)`` on an engine (Dask) as one task, to which each Dask argument comes
    whole (a NumPy array): lazy, for a kernel that needs all of its operands at once
    (scipy.sparse's products and solves), its ``shape`` and ``dtype`` known from the
    operands' (the kernel checks its result against them when it runs)."""
    dask, da = sys.modules["dask"], sys.modules["dask.array"]
    return da.from_delayed(dask.delayed(function, pure=True)(*args), tuple(shape), dtype=dtype)


def triangle(x: Any, k: int, lower: bool) -> Any:
    """np.tril (lower) or np.triu of any ndim, as NumPy spells it: a where with the
    triangle of the last two axes (a 1-d input broadcast to a square matrix)."""
    if x.ndim == 0:
        raise TypeError(f"np.{'tril' if lower else 'triu'} takes an array of 1 or more dimensions")
    rows, columns = x.shape[-2:][0], x.shape[-1]  # a 1-d input: a square matrix
    mask = np.tri(rows, columns, k=k if lower else k - 1, dtype=bool)
    return np.where(mask, x, 0) if lower else np.where(mask, 0, x)


def reshaped(x: Any, shape: Any) -> Any:
    """np.reshape on the engine; where Dask cannot split and merge these chunks directly,
    through the flat array (a merge, then a split), which it always can."""
    try:
        return np.reshape(x, shape)
    except (NotImplementedError, ValueError):
        return np.reshape(np.reshape(x, (-1,)), shape)


def transposed(x: Any, axes: Any) -> Any:
    """np.transpose on the engine; the identity permutation is ``x`` itself (a Dask array
    is immutable), where Dask would add a task per block."""
    if axes is not None and tuple(int(a) % max(x.ndim, 1) for a in axes) == tuple(range(x.ndim)):
        return x
    return np.transpose(x, axes)
