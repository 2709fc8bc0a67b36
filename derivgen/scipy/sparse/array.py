"""SparseArray: a sparse matrix whose stored values may be traced, with SciPy's operators.

The values ``data`` sit on a fixed pattern (see derivgen/numeric/sparse.py); every product
is the spec's ``sparse_matmul`` op, so the backward runs on sparse products with the same
pattern, and every transformation (grad, jvp, vmap, compile) applies. A SparseArray made
from a ``*_matrix`` class keeps np.matrix's meaning of ``*`` (a product) and of ``sum(axis)``
(a 2-D result), as SciPy's matrices do; a ``*_array`` keeps ``*`` elementwise.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.numeric.sparse import LAYOUTS, coordinates, transposed_layout
from derivgen.ops.binding import by_name
from derivgen.trace import core


def _apply(op: str, *args: Any) -> Any:
    return core.apply(by_name(op), args, None)


class SparseArray:
    """A 2-D sparse matrix with values ``data`` (traced or plain) on a constant pattern."""

    __derivgen_sparse__ = True
    __array_ufunc__ = None  # ndarray @ S and ndarray * S defer to S's reflected operators
    __array_priority__ = 2000  # above the traced arrays, so that S's operators run first

    def __init__(
        self, data: Any, major: Any, minor: Any, shape: Any, layout: str, matrix: bool = False
    ) -> None:
        if layout not in LAYOUTS:
            raise ValueError(f"sparse layout {layout!r} is not one of {LAYOUTS}")
        if np.ndim(core.stop_gradient(data)) != 1:
            raise ValueError(f"sparse data must be 1-D, got shape {np.shape(data)}")
        self.data = data
        self.major = np.asarray(major)
        self.minor = np.asarray(minor)
        self.shape = (int(shape[0]), int(shape[1]))
        self.layout = layout
        self.matrix = matrix

    ndim = 2
    nnz = property(lambda self: int(np.shape(self.data)[0]))
    dtype = property(lambda self: self.data.dtype)
    format = property(lambda self: self.layout.removesuffix(".T"))

    def __repr__(self) -> str:
        kind = "matrix" if self.matrix else "array"
        return f"<derivgen sparse {kind} of shape {self.shape}, {self.nnz} stored ({self.layout})>"

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        """Refused: NumPy would read the matrix as one object (a 0-d object array), and
        vmap, jvp or compile would return that in place of a result."""
        raise TypeError(
            f"{self!r} met np.asarray (a NumPy function, or a transformation's result): a "
            "sparse matrix converts only explicitly, S.toarray() for the dense matrix (its "
            "values traced), S.data for the stored values; for products write S @ x"
        )

    def _with_data(self, data: Any) -> SparseArray:
        return SparseArray(data, self.major, self.minor, self.shape, self.layout, self.matrix)

    def coordinates(self) -> tuple[Any, Any]:
        """(rows, columns) of the stored values, in data's order."""
        return coordinates(self.major, self.minor, self.shape, self.layout)

    # Products --------------------------------------------------------------------------
    def _product(self, x: Any) -> Any:
        """self @ x for a dense x of shape (n,) or (n, k)."""
        ndim = np.ndim(x)
        if ndim not in (1, 2):
            raise ValueError(
                f"sparse @ x: x must be 1-D or 2-D, got {ndim}-D; reshape it, or vmap over "
                "the leading axes (derivgen.vmap)"
            )
        if np.shape(x)[0] != self.shape[1]:
            raise ValueError(
                f"matmul: dimension mismatch: a sparse matrix of shape {self.shape} times an "
                f"operand of shape {np.shape(x)}"
            )
        return _apply(
            "sparse_matmul", self.data, x, self.major, self.minor, list(self.shape), self.layout
        )

    def __matmul__(self, other: Any) -> Any:
        if hasattr(type(other), "__derivgen_sparse__") or _scipy_sparse(other):
            raise _sparse_product()
        if np.ndim(other) == 0:
            raise ValueError("Scalar operands are not allowed, use '*' instead")
        return self._product(other)

    def __rmatmul__(self, other: Any) -> Any:
        if hasattr(type(other), "__derivgen_sparse__") or _scipy_sparse(other):
            raise _sparse_product()
        if np.ndim(other) == 0:
            raise ValueError("Scalar operands are not allowed, use '*' instead")
        if np.ndim(other) == 1:
            return self.T._product(other)
        return np.transpose(self.T._product(np.transpose(other)))

    def dot(self, other: Any) -> Any:
        """A product, as SciPy's dot (a scalar scales)."""
        return self * other if np.ndim(other) == 0 else self @ other

    def __mul__(self, other: Any) -> Any:
        if np.ndim(other) == 0:
            return self._with_data(self.data * other)
        return self @ other if self.matrix else self.multiply(other)

    def __rmul__(self, other: Any) -> Any:
        if np.ndim(other) == 0:
            return self._with_data(other * self.data)
        return self.__rmatmul__(other) if self.matrix else self.multiply(other)

    def __truediv__(self, other: Any) -> Any:
        if np.ndim(other) != 0:
            raise TypeError(
                "sparse / array would divide by the zeros that are not stored; divide by a "
                "scalar, or use S.multiply(1 / x)"
            )
        return self._with_data(self.data / other)

    def __neg__(self) -> SparseArray:
        return self._with_data(-self.data)

    def __pos__(self) -> SparseArray:
        return self

    def multiply(self, other: Any) -> SparseArray:
        """Elementwise product with a dense array broadcast to the shape: the same pattern,
        its values times other at each stored entry (the dense product is never formed)."""
        shape = np.shape(other)
        if len(shape) == 0:
            return self._with_data(self.data * other)
        rows, columns = self.coordinates()
        m, n = self.shape
        if shape in ((n,), (1, n)):
            picked = other[columns] if len(shape) == 1 else other[0, columns]
        elif shape == (m, 1):
            picked = other[rows, 0]
        elif shape == (m, n):
            picked = other[rows, columns]
        else:
            raise ValueError(f"inconsistent shapes: sparse {self.shape} and {shape}")
        return self._with_data(self.data * picked)

    # Reductions and conversions ---------------------------------------------------------
    def sum(self, axis: int | None = None, dtype: Any = None, out: Any = None) -> Any:
        """The sum of all values, or along an axis (2-D for a *_matrix, as SciPy's); np.sum(S)
        calls it so."""
        if out is not None:
            raise TypeError("S.sum(out=...) writes in place, which derivgen does not trace")
        if dtype is not None:
            return self._with_data(self.data.astype(dtype)).sum(axis)
        if axis is None:
            return np.sum(self.data)
        axis = int(axis) % 2
        m, n = self.shape
        if axis == 0:
            out = self.T._product(np.ones(m, dtype=_dtype(self.data)))
            return np.reshape(out, (1, n)) if self.matrix else out
        out = self._product(np.ones(n, dtype=_dtype(self.data)))
        return np.reshape(out, (m, 1)) if self.matrix else out

    def toarray(self) -> Any:
        """The dense matrix (duplicates summed), traced when data is."""
        rows, columns = self.coordinates()
        return _apply("index_add", self.data, list(self.shape), (rows, columns))

    todense = toarray

    @property
    def T(self) -> SparseArray:  # noqa: N802 (SciPy's name)
        m, n = self.shape
        return SparseArray(
            self.data, self.major, self.minor, (n, m), transposed_layout(self.layout), self.matrix
        )

    def transpose(self) -> SparseArray:
        return self.T

    def asformat(self, format: str | None) -> SparseArray:  # noqa: A002 (SciPy's name)
        """The same matrix stored as csr, csc or coo, as SciPy's asformat: its values are
        permuted into the new order, so they keep their derivative."""
        if format is None or format == self.layout:
            return self
        if format not in ("csr", "csc", "coo"):
            raise ValueError(
                f"asformat: derivgen stores traced sparse values as 'csr', 'csc' or 'coo', "
                f"not {format!r}; every product and solver takes all three"
            )
        rows, columns = self.coordinates()
        if format == "coo":
            return SparseArray(self.data, rows, columns, self.shape, "coo", self.matrix)
        major, minor = (rows, columns) if format == "csr" else (columns, rows)
        size = self.shape[0] if format == "csr" else self.shape[1]
        order = np.lexsort((minor, major))
        indptr = np.concatenate([[0], np.cumsum(np.bincount(major, minlength=size))])
        return SparseArray(self.data[order], indptr, minor[order], self.shape, format, self.matrix)

    def tocsr(self) -> SparseArray:
        return self.asformat("csr")

    def tocsc(self) -> SparseArray:
        return self.asformat("csc")

    def tocoo(self) -> SparseArray:
        return self.asformat("coo")

    def to_scipy(self) -> Any:
        """The scipy.sparse array with the values (plain; refused when traced)."""
        from derivgen.numeric.sparse import scipy_matrix

        return scipy_matrix(self.data, self.major, self.minor, self.shape, self.layout)


def _dtype(value: Any) -> Any:
    dtype = np.dtype(getattr(value, "dtype", np.float64))
    return dtype if dtype.kind == "f" else np.float64


def _scipy_sparse(value: Any) -> bool:
    return type(value).__module__.startswith("scipy.sparse") and hasattr(value, "tocsr")


def _sparse_product() -> TypeError:
    return refuse(
        "the product of two sparse matrices",
        "multiply by a dense operand (S @ x), or convert one with S.toarray()",
    )


def refuse(what: str, fix: str) -> TypeError:
    return TypeError(f"{what} is not supported on a sparse matrix with traced values; {fix}")


for _name in ("add", "sub", "pow", "floordiv", "mod", "divmod"):

    def _refused(self: SparseArray, other: Any, name: str = _name) -> Any:
        raise refuse(
            f"sparse {name}",
            "use S.toarray() for a dense result, or build the sum from products",
        )

    setattr(SparseArray, f"__{_name}__", _refused)
    setattr(SparseArray, f"__r{_name}__", _refused)


for _name in ("eq", "ne", "lt", "le", "gt", "ge"):  # Python's fallback would answer False

    def _compared(self: SparseArray, other: Any, name: str = _name) -> Any:
        raise refuse(f"sparse {name}", "compare S.toarray(), or S.data for the stored values")

    setattr(SparseArray, f"__{_name}__", _compared)
SparseArray.__hash__ = object.__hash__  # type: ignore[method-assign]
