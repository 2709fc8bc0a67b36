"""The ``ast`` helpers of the njit rewrite (``derivgen.compile.passes.njit``): a call's dotted
name, constants read as values, indices (constant, or moving with a rolled loop's step), and
which NumPy calls Numba runs as NumPy does (the rest are refused by name)."""

from __future__ import annotations

import ast
from typing import Any

from derivgen.compile import native


class NotNative(Exception):
    """The reason a specialisation stays NumPy code."""


def assigned(statements: list[ast.stmt]) -> set[str]:
    """The names the statements assign."""
    names = set()
    for statement in statements:
        for node in ast.walk(statement):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return names


def call_name(node: ast.expr) -> str:
    """``np.sum`` for a call of ``np.sum``, ``.reshape`` for a method call, else ""."""
    if not isinstance(node, ast.Call):
        return ""
    func = node.func
    if isinstance(func, ast.Attribute):
        dotted = ast.unparse(func)
        return dotted if dotted.startswith(("np.", "ops.", "operator.")) else f".{func.attr}"
    return func.id if isinstance(func, ast.Name) else ""


def parse(text: str) -> ast.expr:
    return ast.parse(text, mode="eval").body


def literal(node: ast.expr) -> Any:
    """A constant argument of the generated code (shapes, axes, indices), as a value."""
    for part in ast.walk(node):
        if isinstance(part, ast.Name) and part.id != "slice":
            raise NotNative(f"{ast.unparse(node)} is not a constant")
    text = ast.unparse(node).replace("...", "Ellipsis")
    return eval(text, {"__builtins__": {}, "slice": slice, "Ellipsis": ...})  # noqa: S307


def is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def basic(index: ast.expr, counters: set[str]) -> bool:
    """Whether an index is basic (ints, slices, None, ...), an int expression of the rolled
    loops' steps ``counters`` (``48 - i``) included."""
    parts = index.elts if isinstance(index, ast.Tuple) else [index]
    if all(counted(part, counters) for part in parts):
        return True
    value = literal(index)
    values = value if type(value) is tuple else (value,)
    return all(p is None or p is Ellipsis or type(p) in (int, slice) for p in values)


def counted(node: ast.expr, counters: set[str]) -> bool:
    """Whether ``node`` is an int expression of the loops' steps and int constants."""
    if isinstance(node, ast.Name):
        return node.id in counters
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.USub) and counted(node.operand, counters)
    if isinstance(node, ast.BinOp):
        ints = isinstance(node.op, ast.Add | ast.Sub | ast.Mult | ast.FloorDiv | ast.Mod)
        return ints and counted(node.left, counters) and counted(node.right, counters)
    return False


def subscript(node: ast.expr) -> ast.expr:
    """An index spelled with ``slice(...)`` calls, as subscript syntax."""
    if isinstance(node, ast.Tuple):
        return ast.Tuple([subscript(e) for e in node.elts], ast.Load())
    if call_name(node) == "slice":
        assert isinstance(node, ast.Call)
        parts = [None if is_none(a) else a for a in node.args]
        return ast.Slice(*parts)
    return node


def refuse(tree: ast.AST) -> None:
    """``NotNative`` for a call left that Numba does not run as NumPy does."""
    for node in ast.walk(tree):
        name = call_name(node)  # type: ignore[arg-type]
        if name.startswith(("ops.", "fn_")) or name.startswith("np.") and name not in NUMBA_NP:
            raise NotNative(f"{name} (no Numba spelling)")
        if name in ("operator.index", "_same_value"):
            raise NotNative(f"a guard by {name}")


def transposed(x: str, axes: tuple[int, ...], shape: tuple[int, ...]) -> str:
    """``x.transpose(axes)`` (of result ``shape``) as a C-ordered array: a reshape, which copies
    nothing, where only axes of length 1 move (a column to a row: the elements keep their
    order), else a copy of the transpose."""
    moved = [axis for axis, n in zip(axes, shape, strict=True) if n != 1]
    if moved == sorted(moved):
        return f"np.ascontiguousarray({x}).reshape({shape!r})"
    return f"np.ascontiguousarray({x}.transpose({axes!r}))"


# np functions Rewriter.reorder writes as slices and concatenations: their arguments' names
REORDERS = {
    "np.transpose": ("axes",), "np.flip": ("axis",), "np.roll": ("shift", "axis"),
    "np.diff": ("n", "axis"),
}  # fmt: skip
# np.linalg functions Numba runs as NumPy does on 2-D float64 operands: their operand counts
LINALG = {"np.linalg.solve": 2, "np.linalg.inv": 1, "np.linalg.det": 1, "np.linalg.cholesky": 1}
# np functions the rewritten code may call as they are (Numba implements them on arrays and
# scalars with NumPy's semantics); any other np.* call leaves the function to NumPy
NUMBA_NP = {
    *(f"np.{f.__name__}" for f in native._UNARY),
    *(f"np.{f}" for f in (
        "add", "subtract", "multiply", "divide", "true_divide", "power", "arctan2", "hypot",
        "maximum", "minimum", "fmax", "fmin", "greater", "less", "equal", "not_equal",
        "greater_equal", "less_equal", "logical_and", "logical_or", "logical_not", "sign",
        "floor", "ceil", "sum", "prod", "mean", "var", "std", "max", "min", "dot", "where",
        "zeros", "ones", "empty", "full", "array", "asarray", "ascontiguousarray", "stack",
        "concatenate", "eye", "arange", "isnan", "isfinite", "isinf", "float64", "int64",
        "clip", "outer", "cumsum", "sqrt", "exp", "log", "abs", "copy", "trace", "diag",
        "bitwise_and", "bitwise_or", "bitwise_xor", "invert",
    )),
}  # fmt: skip
