"""The operators of a scipy.sparse matrix with a traced array: products, or a clear refusal.

A constant scipy.sparse matrix (any format, ``*_matrix`` or ``*_array``) is read as a
SparseArray with constant values: csr, csc and coo keep their arrays, the other formats are
converted to csr once per call. derivgen/ops/sparse_operands.py brings every traced array's
operator here when the other operand is sparse.
"""

from __future__ import annotations

from typing import Any

from derivgen.scipy.sparse.array import SparseArray

_SYMBOLS = {
    "add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//", "mod": "%",
    "pow": "**", "matmul": "@", "divmod": "divmod",
}  # fmt: skip


def from_scipy(matrix: Any) -> SparseArray:
    """The SparseArray of a scipy.sparse matrix or array, with its (constant) values."""
    from scipy import sparse

    if matrix.ndim != 2:
        raise ValueError(
            f"derivgen differentiates products with 2-D sparse matrices; got a {matrix.ndim}-D "
            f"{type(matrix).__name__}"
        )
    is_matrix = isinstance(matrix, sparse.spmatrix)
    shape = matrix.shape
    if matrix.format == "csr":
        return SparseArray(matrix.data, matrix.indptr, matrix.indices, shape, "csr", is_matrix)
    if matrix.format == "csc":
        return SparseArray(matrix.data, matrix.indptr, matrix.indices, shape, "csc", is_matrix)
    if matrix.format == "coo":
        return SparseArray(matrix.data, matrix.row, matrix.col, shape, "coo", is_matrix)
    csr = matrix.tocsr()
    return SparseArray(csr.data, csr.indptr, csr.indices, shape, "csr", is_matrix)


def as_sparse_array(value: Any) -> SparseArray:
    return value if isinstance(value, SparseArray) else from_scipy(value)


def binary(name: str, left: Any, right: Any) -> Any:
    """``left <name> right`` where one operand is sparse and the other a traced array."""
    from derivgen.ops.sparse_operands import is_sparse

    if is_sparse(left) and is_sparse(right):
        raise _refused(name, left, right)
    sparse_left = is_sparse(left)
    matrix = as_sparse_array(left if sparse_left else right)
    other = right if sparse_left else left
    # the methods themselves: ``other @ matrix`` would come back here through other's operator
    if name == "matmul":
        return matrix.__matmul__(other) if sparse_left else matrix.__rmatmul__(other)
    if name == "mul":
        return matrix.__mul__(other) if sparse_left else matrix.__rmul__(other)
    if name == "truediv" and sparse_left:
        return matrix.__truediv__(other)
    raise _refused(name, left, right)


def _refused(name: str, left: Any, right: Any) -> TypeError:
    from derivgen.ops.sparse_operands import user_place

    symbol = _SYMBOLS.get(name, name)
    where = user_place()
    kinds = where or f"{type(left).__name__} {symbol} {type(right).__name__}"
    return TypeError(
        f"{kinds}: derivgen differentiates a sparse matrix with a traced array in @, dot and * "
        f"only (the matrix's values traced or not). For {symbol}, convert on purpose: "
        f"A.toarray() {symbol} x gives the dense result (see docs/sparse.md)"
    )
