"""The ``ast`` helpers of the njit rewrite (``derivgen.compile.passes.njit``): a call's dotted
name, constants read as values, and indices (constant, or moving with a rolled loop's step)."""

from __future__ import annotations

import ast
from typing import Any


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
