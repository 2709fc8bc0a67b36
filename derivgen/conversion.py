"""Error messages for traced arrays turned into plain ones, naming the user's call that did it.

NumPy converts with ``__array__`` or ``__float__`` from C (``np.asarray``, ``np.array``,
``ndarray.__setitem__``, compiled extensions), so no dispatch protocol names the caller.
The Python frame that made the call does: its current instruction is the call (or the
``y[i] = ...`` store), and its source position gives the expression.
"""

from __future__ import annotations

import ast
import dis
import linecache
import sys
from types import FrameType

# Frames of these packages are the conversion's machinery, not the user's call.
_LIBRARIES = ("numpy", "scipy", "derivgen.trace", "derivgen.conversion")
_ARRAY_MAKERS = ("array", "asarray", "asanyarray", "ascontiguousarray", "asfortranarray")
_SCALAR_TYPES = frozenset(
    "int8 int16 int32 int64 uint8 uint16 uint32 uint64 intp uintp int_ uint float16 float32 "
    "float64 longdouble complex64 complex128 clongdouble bool_ bool double single half".split()
)


def conversion_error(how: str) -> TypeError:
    """The error for ``__array__`` / ``__float__`` / ``__int__`` (``how``) of a traced array."""
    frame = _user_frame()
    if frame is not None and _instruction(frame) == "STORE_SUBSCR":
        expression = _expression(frame)
        target = f"{expression}: " if expression else ""
        return TypeError(
            f"{target}index assignment of a traced value into a plain NumPy array (made by "
            "np.zeros, np.empty, np.array, derivgen.stop_gradient, ...), which cannot hold its "
            "derivative. Make the array from the traced input instead: y = "
            "np.zeros_like(x, shape=...) (or np.ones_like, np.full_like, np.empty_like; for a "
            "constant copy of x, np.zeros_like(x) + derivgen.stop_gradient(x)); its result is "
            "traced and accepts y[...] = ... (see 'Index assignment' in the README)"
        )
    expression = _expression(frame) if frame is not None else None
    if expression is None:
        return TypeError(
            f"{how} of a traced array would drop its derivative: the function being "
            "differentiated called something derivgen cannot trace (np.asarray, a compiled "
            "extension, ...); call it on derivgen.stop_gradient(x) if that is intended"
        )
    return TypeError(
        f"{expression} ({_place(frame)}) turned a traced array into a plain one ({how}), which "
        f"would drop its derivative. {_advice(expression)}"
    )


def _advice(expression: str) -> str:
    call = _call(expression)
    callee = ast.unparse(call.func) if call is not None else None
    if call is not None and callee.rsplit(".", 1)[-1] in _ARRAY_MAKERS:
        if call.args and isinstance(call.args[0], ast.List | ast.Tuple):
            return (
                "Build an array from traced values with np.stack([...]) instead, or call "
                f"{callee.rsplit('.', 1)[-1]} from derivgen.numpy (import derivgen.numpy as np), "
                "whose constructors take traced values."
            )
        return (
            f"A traced array needs no {callee}(): it already behaves as an array; pass "
            "derivgen.stop_gradient(x) to drop the derivative on purpose."
        )
    if callee is not None and callee.rsplit(".", 1)[-1] in _SCALAR_TYPES:
        return (
            f"{callee}() makes a plain NumPy scalar, which cannot carry a derivative: write "
            f"x.astype({callee}) for an array (derivgen.numpy.asarray(x, {callee}) also takes "
            f"lists), or {callee}(derivgen.stop_gradient(x)) if dropping it is intended."
        )
    if callee is not None and callee.rsplit(".", 1)[-1] in ("full", "full_like", "append"):
        return (
            f"{callee} cannot hold traced values; call {callee.rsplit('.', 1)[-1]} from "
            "derivgen.numpy (import derivgen.numpy as np), which builds a traced array."
        )
    if call is not None and any(isinstance(a, ast.List | ast.Tuple) for a in call.args):
        return (
            f"{callee} was given a list, which NumPy converts to a plain array; stack traced "
            f"values first ({callee}(np.stack([...]))), or call {callee.rsplit('.', 1)[-1]} from "
            "derivgen.numpy (import derivgen.numpy as np), which takes lists of traced values."
        )
    if callee in ("float", "int", "complex"):
        return f"Call {callee}() on derivgen.stop_gradient(x) if dropping it is intended."
    name = callee or expression
    return (
        f"{name} converts its input to a plain NumPy array (compiled code, or Python code "
        "calling np.asarray), so derivgen cannot trace through it; write it with NumPy "
        "functions that have derivatives (`derivgen list`), or pass derivgen.stop_gradient(x) "
        "to drop the derivative on purpose."
    )


def _call(expression: str) -> ast.Call | None:
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return None
    return tree if isinstance(tree, ast.Call) else None


def _user_frame() -> FrameType | None:
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").startswith(_LIBRARIES):
        frame = frame.f_back
    return frame


def _instruction(frame: FrameType) -> str | None:
    try:
        return dis.opname[frame.f_code.co_code[frame.f_lasti]]
    except IndexError:
        return None


def _expression(frame: FrameType) -> str | None:
    """The source text of the expression the frame is evaluating, when it can be read."""
    positions = getattr(frame.f_code, "co_positions", None)  # Python 3.11+
    if positions is None:
        return None
    try:
        line, end_line, column, end_column = list(positions())[frame.f_lasti // 2]
    except IndexError:
        return None
    if line is None or end_line is None or column is None or end_column is None:
        return None
    lines = [linecache.getline(frame.f_code.co_filename, n) for n in range(line, end_line + 1)]
    if not all(lines):
        return None
    lines[-1] = lines[-1].encode()[:end_column].decode(errors="replace")
    lines[0] = lines[0].encode()[column:].decode(errors="replace")
    return " ".join(part.strip() for part in lines)


def _place(frame: FrameType) -> str:
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"
