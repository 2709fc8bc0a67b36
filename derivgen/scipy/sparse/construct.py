"""scipy.sparse's constructors for values that may be traced: csr/csc/coo arrays and diags."""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.ops.sparse_operands import is_sparse
from derivgen.scipy.sparse.array import SparseArray
from derivgen.scipy.sparse.operators import from_scipy


def _shape(shape: Any, who: str) -> tuple[int, int]:
    if shape is None or len(shape) != 2:
        raise ValueError(f"{who}: give shape=(m, n); derivgen does not infer it from traced data")
    return int(shape[0]), int(shape[1])


def _as_dtype(found: SparseArray, dtype: Any) -> SparseArray:
    """SciPy's ``dtype=`` of a constructor (``copy=`` needs nothing: the values are not
    written in place)."""
    return found if dtype is None else found._with_data(found.data.astype(dtype))


def _compressed(arg: Any, shape: Any, layout: str, matrix: bool, who: str) -> SparseArray:
    if is_sparse(arg):
        found = from_scipy(arg) if not isinstance(arg, SparseArray) else arg
        found = SparseArray(found.data, found.major, found.minor, found.shape, found.layout, matrix)
        return found.asformat(layout)
    if not (isinstance(arg, tuple) and len(arg) == 3):
        raise TypeError(
            f"{who}: pass (data, indices, indptr) with shape=..., or a scipy.sparse matrix; "
            "build other inputs with scipy.sparse and pass the result"
        )
    data, indices, indptr = arg
    return SparseArray(data, indptr, indices, _shape(shape, who), layout, matrix)


def csr_array(arg: Any, shape: Any = None, dtype: Any = None, copy: bool = False) -> SparseArray:
    """scipy.sparse.csr_array((data, indices, indptr), shape=...) with data traced or not."""
    return _as_dtype(_compressed(arg, shape, "csr", False, "csr_array"), dtype)


def csr_matrix(arg: Any, shape: Any = None, dtype: Any = None, copy: bool = False) -> SparseArray:
    """csr_array with np.matrix's meaning of * and sum(axis), as scipy.sparse.csr_matrix."""
    return _as_dtype(_compressed(arg, shape, "csr", True, "csr_matrix"), dtype)


def csc_array(arg: Any, shape: Any = None, dtype: Any = None, copy: bool = False) -> SparseArray:
    """scipy.sparse.csc_array((data, indices, indptr), shape=...) with data traced or not."""
    return _as_dtype(_compressed(arg, shape, "csc", False, "csc_array"), dtype)


def csc_matrix(arg: Any, shape: Any = None, dtype: Any = None, copy: bool = False) -> SparseArray:
    """csc_array with np.matrix's meaning of * and sum(axis), as scipy.sparse.csc_matrix."""
    return _as_dtype(_compressed(arg, shape, "csc", True, "csc_matrix"), dtype)


def _coo(arg: Any, shape: Any, matrix: bool, who: str) -> SparseArray:
    if isinstance(arg, SparseArray):
        return SparseArray(arg.data, arg.major, arg.minor, arg.shape, arg.layout, matrix).tocoo()
    if is_sparse(arg):
        coo = arg.tocoo()
        return SparseArray(coo.data, coo.row, coo.col, coo.shape, "coo", matrix)
    if not (isinstance(arg, tuple) and len(arg) == 2 and len(arg[1]) == 2):
        raise TypeError(f"{who}: pass (data, (row, col)) with shape=..., or a scipy.sparse matrix")
    data, (row, col) = arg
    return SparseArray(data, row, col, _shape(shape, who), "coo", matrix)


def coo_array(arg: Any, shape: Any = None, dtype: Any = None, copy: bool = False) -> SparseArray:
    """scipy.sparse.coo_array((data, (row, col)), shape=...) with data traced or not;
    duplicates are summed in products, and each gets its own gradient."""
    return _as_dtype(_coo(arg, shape, False, "coo_array"), dtype)


def coo_matrix(arg: Any, shape: Any = None, dtype: Any = None, copy: bool = False) -> SparseArray:
    """coo_array with np.matrix's meaning of * and sum(axis), as scipy.sparse.coo_matrix."""
    return _as_dtype(_coo(arg, shape, True, "coo_matrix"), dtype)


def diags_array(
    diagonals: Any,
    /,
    *,
    offsets: Any = 0,
    shape: Any = None,
    format: str | None = None,  # noqa: A002 (SciPy's name)
    dtype: Any = None,
) -> SparseArray:
    """scipy.sparse.diags_array: diagonals (traced or not) on the offsets. Any ``format``
    gives the same matrix: derivgen's products and solvers take every layout."""
    return _diagonals(diagonals, offsets, shape, _format(format, "diags_array"), dtype, False)


def diags(
    diagonals: Any,
    offsets: Any = 0,
    shape: Any = None,
    format: str | None = None,  # noqa: A002 (SciPy's name)
    dtype: Any = None,
) -> SparseArray:
    """scipy.sparse.diags (a *_matrix's meaning of * and sum(axis), as SciPy's)."""
    return _diagonals(diagonals, offsets, shape, _format(format, "diags"), dtype, True)


_FORMATS = ("csr", "csc", "coo", "dia", "lil", "dok", "bsr")


def _format(format: str | None, who: str) -> str:  # noqa: A002 (SciPy's name)
    """The layout for SciPy's ``format=`` (a format without its own layout is stored as coo)."""
    if format is not None and format not in _FORMATS:
        raise ValueError(f"{who}: format={format!r} is not one of {_FORMATS} (or None)")
    return format if format in ("csr", "csc") else "coo"


def _diagonals(
    diagonals: Any, offsets: Any, shape: Any, layout: str, dtype: Any, matrix: bool
) -> SparseArray:
    single = np.ndim(offsets) == 0
    offsets = [int(k) for k in np.atleast_1d(offsets)]
    if single and np.ndim(diagonals) == 1 and not isinstance(diagonals, list | tuple):
        diagonals = [diagonals]
    if len(diagonals) != len(offsets):
        raise ValueError(f"diags: {len(diagonals)} diagonals for {len(offsets)} offsets")
    if shape is None:
        n = int(np.shape(diagonals[0])[0]) + abs(offsets[0])
        shape = (n, n)
    m, n = int(shape[0]), int(shape[1])
    rows, columns, values = [], [], []
    for diagonal, k in zip(diagonals, offsets, strict=True):
        length = max(0, min(m + min(k, 0), n - max(k, 0)))
        if np.ndim(diagonal) == 0 or int(np.shape(diagonal)[0]) == 1:  # broadcast, as SciPy
            diagonal = np.broadcast_to(np.reshape(diagonal, (-1,)), (length,))
        elif int(np.shape(diagonal)[0]) < length:
            raise ValueError(
                f"diags: diagonal {k} has {np.shape(diagonal)[0]} values, needs {length}"
            )
        start = np.arange(length)
        rows.append(start + max(-k, 0))
        columns.append(start + max(k, 0))
        values.append(diagonal[:length])
    data = np.concatenate(values) if len(values) > 1 else values[0]
    if dtype is not None:
        data = data.astype(dtype)
    found = SparseArray(data, np.concatenate(rows), np.concatenate(columns), (m, n), "coo", matrix)
    return found if layout == "coo" else found.asformat(layout)
