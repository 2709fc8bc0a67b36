"""scipy.sparse's names for traced arrays: sparse matrices whose values may be traced.

A constant scipy.sparse matrix needs nothing from here: ``A @ x``, ``x @ A``, ``A.dot(x)`` and
``A * x`` with a traced ``x`` are differentiated as they are written. This namespace builds a
matrix whose stored values are traced (``csr_array((data, indices, indptr), shape=...)``,
``coo_array``, ``diags``), or wraps a constant one for the methods SciPy's own classes cannot
hand over (``csr_array(A).multiply(x)``); solvers are in ``derivgen.scipy.sparse.linalg``.
"""

from __future__ import annotations

from derivgen.scipy.sparse.array import SparseArray
from derivgen.scipy.sparse.construct import (
    coo_array,
    coo_matrix,
    csc_array,
    csc_matrix,
    csr_array,
    csr_matrix,
    diags,
    diags_array,
)
from derivgen.scipy.sparse.operators import as_sparse_array

__all__ = [
    "SparseArray",
    "as_sparse_array",
    "coo_array",
    "coo_matrix",
    "csc_array",
    "csc_matrix",
    "csr_array",
    "csr_matrix",
    "diags",
    "diags_array",
]
