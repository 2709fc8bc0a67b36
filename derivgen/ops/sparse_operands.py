"""scipy.sparse operands of traced arrays' operators, handed to derivgen.scipy.sparse.

Every traced array type (a derivative's Box, vmap's Batched, compile's Staged) calls these from
its operators, so that ``x @ A``, ``A @ x``, ``A * x``, ... with a scipy.sparse matrix ``A``
reach derivgen.scipy.sparse.operators, which holds the rules. ``A @ x`` runs scipy's
``__matmul__`` first, which converts ``x`` with ``np.asanyarray``: the traced array's
``__array__`` then answers with a 0-d object array, for which scipy returns NotImplemented, and
Python calls ``x.__rmatmul__(A)``. A scipy method that would not fall back so (``A.multiply(x)``)
gets an error naming the call and the spelling that works.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import numpy as np

_KNOWN: dict[type, bool] = {}


def is_sparse(value: Any) -> bool:
    """Whether ``value`` is a scipy.sparse matrix or array, or derivgen's traced sparse array."""
    kind = type(value)
    found = _KNOWN.get(kind)
    if found is None:
        found = hasattr(kind, "__derivgen_sparse__") or (
            kind.__module__.startswith("scipy.sparse") and hasattr(kind, "tocsr")
        )
        _KNOWN[kind] = found
    return found


def binary(name: str, left: Any, right: Any) -> Any:
    """``left <name> right`` (name: matmul, mul, add, ...) where one operand is sparse."""
    operators = importlib.import_module("derivgen.scipy.sparse.operators")
    return operators.binary(name, left, right)


def guarded(method: Callable[[Any, Any], Any], name: str, reflected: bool) -> Callable[..., Any]:
    """A traced array's operator method that hands a sparse operand to ``binary``."""

    def operator(self: Any, other: Any) -> Any:
        if is_sparse(other):
            return binary(name, other, self) if reflected else binary(name, self, other)
        return method(self, other)

    operator.__name__ = method.__name__
    operator.__qualname__ = getattr(method, "__qualname__", method.__name__)
    return operator


BINARY = ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul", "divmod")


def guard_operators(cls: type) -> None:
    """Wrap ``cls``'s binary operators (both directions) with ``guarded``."""
    for name in BINARY:
        for dunder, reflected in ((f"__{name}__", False), (f"__r{name}__", True)):
            method = getattr(cls, dunder, None)
            if method is not None:
                setattr(cls, dunder, guarded(method, name, reflected))


# scipy.sparse's operator methods: they return NotImplemented for an operand that converts to
# a 0-d object array, and Python then calls the traced operand's reflected operator.
_OPERATORS = frozenset(f"__{p}{name}__" for name in BINARY for p in ("", "r"))
NOT_AN_ARRAY = np.empty((), dtype=object)
_ARRAY_LIKE = np.empty(0)


def from_sparse_operator(frame: FrameType | None) -> bool:
    """Whether ``__array__`` was called (by ``frame``) inside a scipy.sparse operator that an
    operator expression called, so that returning NOT_AN_ARRAY hands the operation over."""
    while frame is not None and frame.f_globals.get("__name__", "").startswith("scipy.sparse"):
        if frame.f_code.co_name in _OPERATORS and is_sparse(frame.f_locals.get("self")):
            caller = frame.f_back
            return caller is not None and _instruction(caller).startswith("BINARY_")
        frame = frame.f_back
    return False


def sparse_method_error(frame: FrameType | None, how: str) -> TypeError | None:
    """The error for a scipy.sparse method given a traced array, or None when ``frame`` (the
    caller of ``__array__``) is not in scipy.sparse."""
    if frame is None or not frame.f_globals.get("__name__", "").startswith("scipy.sparse"):
        return None
    while frame.f_back is not None and frame.f_back.f_globals.get("__name__", "").startswith(
        "scipy."
    ):
        frame = frame.f_back
    owner = frame.f_locals.get("self")
    method = frame.f_code.co_name
    user = frame.f_back
    where = ""
    if user is not None:
        from derivgen.trace.errors import _expression, _place

        expression = _expression(user)
        where = f"{expression} ({_place(user)}): " if expression else f"{_place(user)}: "
    if type(owner).__module__.startswith("scipy.sparse.linalg") and hasattr(owner, "matvec"):
        return TypeError(
            f"{where}a scipy.sparse.linalg.LinearOperator's {method} turned a traced array "
            f"into a plain one ({how}): its matvec is a function derivgen cannot see into. "
            "Use the sparse matrix itself (A @ x is differentiated), or give the product a "
            "rule with derivgen.custom_vjp"
        )
    if not is_sparse(owner):
        return None  # a SciPy function (scipy.sparse.linalg.spsolve): trace/errors.py names ours
    return TypeError(
        f"{where}scipy.sparse's {method} turned a traced array into a plain one ({how}), which "
        "would drop its derivative. With a constant sparse A, write A @ x, x @ A, A.dot(x) or "
        "A * x (elementwise for sparse arrays); for A.multiply(x), A.sum(...) and the rest, "
        "wrap A first: derivgen.scipy.sparse.csr_array(A).multiply(x), which accepts traced "
        "arrays (see docs/sparse.md)"
    )


def refuse_in_numpy(function: Any, args: Any, matrices: bool = True) -> None:
    """Raise numpy_function_error when an argument (or an item of a list or tuple argument)
    is a sparse matrix, ``np.asarray`` of one (a 0-d object array), or, with ``matrices``, an
    np.matrix: NumPy computes garbage with them (an object array), or np.matrix's own
    meaning of ``*`` and of reductions (a *_matrix's ``sum(axis)`` and ``todense()`` return
    np.matrix), which a traced array's rules do not follow. Cheap: this runs on every call."""
    for arg in args:
        kind = type(arg)
        if kind is list or kind is tuple:
            for item in arg:
                if _foreign(item, matrices):
                    raise numpy_function_error(function, item)
        elif _foreign(arg, matrices):
            raise numpy_function_error(function, arg)


def _foreign(value: Any, matrices: bool) -> bool:
    """Whether NumPy would compute garbage, or np.matrix semantics, with ``value``."""
    kind = type(value)
    if kind is np.ndarray:
        return value.dtype.kind == "O" and value.ndim == 0 and is_sparse(value[()])
    found = _KNOWN.get(kind)
    if found is None:
        found = is_sparse(value)
    return found or (matrices and isinstance(value, np.matrix))


def user_place() -> str | None:
    """The user's expression with its file:line, below derivgen's, SciPy's and NumPy's frames."""
    from derivgen.trace.errors import _expression, _place

    frame: FrameType | None = sys._getframe(1)
    while frame is not None and (
        frame.f_globals.get("__name__", "").startswith(_LIBRARIES)
        or frame.f_code.co_filename.startswith("<derivgen")  # derivgen's generated recorders
    ):
        frame = frame.f_back
    if frame is None:
        return None
    expression = _expression(frame)
    return f"{expression} ({_place(frame)})" if expression else _place(frame)


_LIBRARIES = ("derivgen.", "scipy.", "numpy")


def numpy_function_error(function: Any, operand: Any = None) -> TypeError:
    """The error for a NumPy function given a sparse matrix (or what ``refuse_in_numpy``
    refuses) and a traced array."""
    where = user_place()
    name = f"np.{getattr(function, '__name__', function)}"
    if isinstance(operand, np.matrix):
        return TypeError(
            f"{where or name}: {name} with an np.matrix and a traced array: np.matrix's * is a "
            "matrix product and its reductions stay 2-D, which traced arrays do not follow "
            "(a scipy.sparse *_matrix's sum(axis), mean(axis) and todense() return np.matrix). "
            "Use np.asarray(m), and @ for matrix products, or the *_array classes of "
            "scipy.sparse"
        )
    if type(operand) is np.ndarray:
        return TypeError(
            f"{where or name}: {name} with np.asarray of a scipy.sparse matrix (a 0-d object "
            "array holding it) and a traced array. Use A.toarray() for the dense array, or the "
            "matrix itself: A @ x, x @ A, A.dot(x) (see docs/sparse.md)"
        )
    return TypeError(
        f"{where or name}: {name} with a scipy.sparse matrix and a traced array: NumPy's "
        "functions do not know sparse matrices (they read one as a single object, without "
        "derivgen too). Write A @ x, x @ A, A.dot(x) or A * x, or use A.toarray() for a dense "
        "array (see docs/sparse.md)"
    )


def _instruction(frame: FrameType) -> str:
    import dis

    try:
        return dis.opname[frame.f_code.co_code[frame.f_lasti]]
    except IndexError:
        return ""


def array_of_traced(how: str) -> Any:
    """What a traced array's ``__array__`` returns or raises when scipy.sparse asks: the
    hand-over object inside an operator, an error naming the method elsewhere, or None when
    the caller is not scipy.sparse."""
    frame = sys._getframe(2)
    if from_sparse_operator(frame):
        return NOT_AN_ARRAY
    if frame.f_code.co_name == "dot" and frame.f_globals.get("__name__") == "scipy.sparse._coo":
        # coo's dot converts only to check that x is array-like, then computes self @ x with
        # x itself (which hands over); an empty array passes that check, and would give a
        # shape error, never a number, if a SciPy ever used it
        return _ARRAY_LIKE
    error = sparse_method_error(frame, how)
    if error is not None:
        raise error
    return None
