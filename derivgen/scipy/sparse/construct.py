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


def _compressed(arg: Any, shape: Any, layout: str, matrix: bool, who: str) -> SparseArray:
    if is_sparse(arg):
        found = from_scipy(arg) if not isinstance(arg, SparseArray) else arg
        return SparseArray(found.data, found.major, found.minor, found.shape, found.layout, matrix)
    if not (isinstance(arg, tuple) and len(arg) == 3):
        raise TypeError(
            f"{who}: pass (data, indices, indptr) with shape=..., or a scipy.sparse matrix; "
            "build other inputs with scipy.sparse and pass the result"
        )
    data, indices, indptr = arg
    return SparseArray(data, indptr, indices, _shape(shape, who), layout, matrix)


def csr_array(arg: Any, shape: Any = None) -> SparseArray:
    """scipy.sparse.csr_array((data, indices, indptr), shape=...) with data traced or not."""
    return _compressed(arg, shape, "csr", False, "csr_array")


def csr_matrix(arg: Any, shape: Any = None) -> SparseArray:
    """csr_array with np.matrix's meaning of * and sum(axis), as scipy.sparse.csr_matrix."""
    return _compressed(arg, shape, "csr", True, "csr_matrix")


def csc_array(arg: Any, shape: Any = None) -> SparseArray:
    """scipy.sparse.csc_array((data, indices, indptr), shape=...) with data traced or not."""
    return _compressed(arg, shape, "csc", False, "csc_array")


def csc_matrix(arg: Any, shape: Any = None) -> SparseArray:
    """csc_array with np.matrix's meaning of * and sum(axis), as scipy.sparse.csc_matrix."""
    return _compressed(arg, shape, "csc", True, "csc_matrix")


def _coo(arg: Any, shape: Any, matrix: bool, who: str) -> SparseArray:
    if isinstance(arg, SparseArray):
        return SparseArray(arg.data, arg.major, arg.minor, arg.shape, arg.layout, matrix)
    if is_sparse(arg):
        coo = arg.tocoo()
        return SparseArray(coo.data, coo.row, coo.col, coo.shape, "coo", matrix)
    if not (isinstance(arg, tuple) and len(arg) == 2 and len(arg[1]) == 2):
        raise TypeError(f"{who}: pass (data, (row, col)) with shape=..., or a scipy.sparse matrix")
    data, (row, col) = arg
    return SparseArray(data, row, col, _shape(shape, who), "coo", matrix)


def coo_array(arg: Any, shape: Any = None) -> SparseArray:
    """scipy.sparse.coo_array((data, (row, col)), shape=...) with data traced or not;
    duplicates are summed in products, and each gets its own gradient."""
    return _coo(arg, shape, False, "coo_array")


def coo_matrix(arg: Any, shape: Any = None) -> SparseArray:
    """coo_array with np.matrix's meaning of * and sum(axis), as scipy.sparse.coo_matrix."""
    return _coo(arg, shape, True, "coo_matrix")


def diags_array(
    diagonals: Any, /, *, offsets: Any = 0, shape: Any = None, dtype: Any = None
) -> SparseArray:
    """scipy.sparse.diags_array: diagonals (traced or not) on the offsets, as a coo array."""
    return _diagonals(diagonals, offsets, shape, dtype, False)


def diags(diagonals: Any, offsets: Any = 0, shape: Any = None, dtype: Any = None) -> SparseArray:
    """scipy.sparse.diags (a *_matrix's meaning of * and sum(axis), as SciPy's)."""
    return _diagonals(diagonals, offsets, shape, dtype, True)


def _diagonals(diagonals: Any, offsets: Any, shape: Any, dtype: Any, matrix: bool) -> SparseArray:
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
        if np.ndim(diagonal) == 0:
            diagonal = np.broadcast_to(diagonal, (length,))
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
    return SparseArray(data, np.concatenate(rows), np.concatenate(columns), (m, n), "coo", matrix)
