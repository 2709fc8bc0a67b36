"""What compile refuses by name: a staged value turned into a plain array, NumPy calls given
a scipy.sparse matrix or an np.matrix, and a sparse matrix with staged values returned."""

from __future__ import annotations

import sys
import types
from typing import Any

import numpy as np

from derivgen.ops import kinds, sparse_operands
from derivgen.trace import errors as conversion
from derivgen.trace import frames


def refuse_operands(func: Any, args: Any) -> None:
    """Refuse a NumPy call (a function, ufunc or ndarray method) that would compute garbage
    with a sparse matrix, or np.matrix's meaning of * and reductions, as eager derivgen does:
    NumPy reads a sparse matrix as one object (np.dot(A, x) is an object array)."""
    sparse_operands.refuse_in_numpy(func, args)


def refuse_output(value: Any) -> None:
    """Refuse a sparse matrix among fn's results: its values are staged, and compile returns
    arrays (a scipy.sparse result of A * x, A.multiply(x) is derivgen's, with traced values)."""
    if hasattr(type(value), "__derivgen_sparse__"):
        raise TypeError(
            f"compile: fn returned {value!r}, a sparse matrix with traced values; compile "
            "returns arrays: return S.toarray() for the dense matrix, or S.data for its values"
        )


def caller_outside_numpy() -> types.FrameType | None:
    """The frame that made NumPy convert a staged array (NumPy's own frames skipped)."""
    frame: types.FrameType | None = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__", "").startswith("numpy"):
        frame = frame.f_back
    return frame


def conversion_refused(frame: types.FrameType | None) -> TypeError:
    """The error for fn's own conversion of a staged array, naming its expression."""
    expression = frames.expression(frame) if frame is not None else None
    where = (
        f"{expression} ({frame.f_code.co_filename}:{frame.f_lineno})"
        if expression is not None and frame is not None
        else "fn"
    )
    what_to_write = (
        conversion.advice(expression, frame)
        if expression is not None
        else "A traced array needs no np.asarray(): it behaves as an array."
    )
    return TypeError(
        f"compile: {where} turned a traced array into a plain NumPy array (np.asarray, a "
        "compiled extension, ...), so its value would be frozen into the compiled code and "
        f"every new argument would trace fn again. {what_to_write} Otherwise call fn without "
        "compile."
    )


_NDARRAY_BEHAVIOUR = ("__array_ufunc__", "__array_function__", "__mul__", "__getitem__", "sum")


def refuse_input(leaf: Any, where: str) -> None:
    """Arguments compile cannot stage faithfully, refused before tracing, by name."""
    if "random" in sys.modules or "numpy.random" in sys.modules:  # else no generator exists
        from derivgen.compile import random_draws

        random_draws.refuse_argument(leaf, where)
    if kinds.is_engine_array(leaf):
        return  # Dask, CuPy: the generated code runs on them through NumPy's protocols
    kinds.refuse_foreign(leaf, f"compile: {where}")
    if isinstance(leaf, np.ndarray) and type(leaf) is not np.ndarray:
        kind = type(leaf).__name__
        if isinstance(leaf, np.matrix):
            fix = "pass np.asarray(m), and use @ for matrix products"
        elif conversion._masked(leaf):
            fix = "pass m.filled(np.nan) to NaN-aware functions (np.nanmean, ...)"
        elif any(getattr(type(leaf), n) is not getattr(np.ndarray, n) for n in _NDARRAY_BEHAVIOUR):
            fix = "pass np.asarray(x), or call fn without compile"
        else:
            return  # a subclass that behaves as ndarray does
        raise TypeError(
            f"compile: {where} is a {kind}, whose operators or reductions differ from a plain "
            f"ndarray's, and the generated code follows ndarray semantics; {fix}"
        )
    if isinstance(leaf, memoryview):
        raise TypeError(
            f"compile: {where} is a memoryview; pass np.asarray(m) (compile specialises on "
            "NumPy arrays)"
        )
    if (
        not isinstance(leaf, np.ndarray | np.generic)
        and not kinds.is_engine_array(leaf)
        and (hasattr(leaf, "__array_function__") or hasattr(leaf, "__array__"))
        and not isinstance(leaf, type)
    ):
        name = f"{type(leaf).__module__}.{type(leaf).__name__}"
        lazy = " (a dask array: x.compute())" if name.startswith("dask.") else ""
        raise TypeError(
            f"compile: {where} is a {name}, not a NumPy array, and compile specialises on "
            f"NumPy arrays; pass np.asarray(x){lazy}, or call fn without compile (derivgen's "
            "transformations run on it eagerly)"
        )
