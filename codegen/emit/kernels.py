"""Fast paths for elementwise formulas: in-place NumPy on fresh temporaries, and numexpr fusion.

A formula such as ``grad * (1 - result * result)`` allocates one array per operation when
NumPy evaluates it naively. When every operation is a ufunc and every array has the same
shape and dtype, each intermediate result is a fresh array nobody else holds, so later
operations can write into it with ``out=``. The same tree also translates to one numexpr
string, which evaluates it in a single multi-threaded pass.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

from ..model import names

UFUNC_OPERATORS: dict[type, str] = {
    ast.Add: "add",
    ast.Sub: "subtract",
    ast.Mult: "multiply",
    ast.Div: "divide",
    ast.Pow: "power",
}
# numexpr's names for the NumPy ufuncs it implements.
NUMEXPR_FUNCTIONS = {
    "sin", "cos", "tan", "arcsin", "arccos", "arctan", "arctan2", "sinh", "cosh", "tanh",
    "arcsinh", "arccosh", "arctanh", "log", "log10", "log1p", "exp", "expm1", "sqrt",
}  # fmt: skip
NUMEXPR_RENAMES = {"absolute": "abs", "fabs": "abs"}


def _ufunc_name(call: ast.Call, mirrors: Mapping[str, str | None]) -> str | None:
    """'np.cos' for a formula call cos(x) whose op mirrors a ufunc (NumPy's or
    scipy.special's, which also take ``out=``), else None."""
    if not isinstance(call.func, ast.Name) or call.keywords:
        return None
    mirror = mirrors.get(call.func.id)
    if mirror is None:
        return None
    root, _, name = mirror.rpartition(".")
    if root == "np":
        kind = names.kind("np", [name])
    elif root == "scipy.special":
        kind = names.kind("scipy", ["special", name])
    else:
        return None
    if names.ufunc_arity(kind) != (len(call.args), 1):
        return None
    return mirror


class _InPlace:
    """Emits statements that evaluate a formula, reusing fresh temporaries via ``out=``."""

    def __init__(self, arrays: set[str], mirrors: Mapping[str, str | None], prefix: str) -> None:
        self.arrays = arrays
        self.mirrors = mirrors
        self.prefix = prefix
        self.lines: list[str] = []
        self.count = 0

    def value(self, node: ast.expr) -> tuple[str, str]:
        """(code, kind) where kind is 'scalar', 'array' (someone else's) or 'fresh' (ours)."""
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return repr(node.value), "scalar"
        if isinstance(node, ast.Name) and node.id in self.arrays:
            return node.id, "array"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            if isinstance(node.operand, ast.Constant) and isinstance(
                node.operand.value, int | float
            ):
                return repr(-node.operand.value), "scalar"
            return self.apply("np.negative", [node.operand])
        if isinstance(node, ast.BinOp) and type(node.op) in UFUNC_OPERATORS:
            return self.apply(f"np.{UFUNC_OPERATORS[type(node.op)]}", [node.left, node.right])
        if isinstance(node, ast.Call):
            name = _ufunc_name(node, self.mirrors)
            if name is not None:
                return self.apply(name, list(node.args))
        raise ValueError(f"no in-place form for {ast.unparse(node)}")

    def apply(self, ufunc: str, operands: list[ast.expr]) -> tuple[str, str]:
        values = [self.value(o) for o in operands]
        codes = [code for code, _ in values]
        if all(kind == "scalar" for _, kind in values):
            raise ValueError("constant subexpression")
        fresh = next((code for code, kind in values if kind == "fresh"), None)
        if fresh is not None:
            self.lines.append(f"{ufunc}({', '.join(codes)}, out={fresh})")
            return fresh, "fresh"
        target = f"{self.prefix}{self.count}"
        self.count += 1
        self.lines.append(f"{target} = {ufunc}({', '.join(codes)})")
        return target, "fresh"


def inplace(
    tree: ast.Expression, arrays: set[str], mirrors: Mapping[str, str | None], prefix: str = "t"
) -> tuple[list[str], str] | None:
    """Statements computing the formula into a fresh array, and that array's name; or None."""
    emitter = _InPlace(arrays, mirrors, prefix)
    try:
        code, kind = emitter.value(tree.body)
    except ValueError:
        return None
    if kind != "fresh":
        return None
    return emitter.lines, code


def numexpr_source(
    tree: ast.Expression, arrays: set[str], mirrors: Mapping[str, str | None]
) -> str | None:
    """The formula as one numexpr expression, or None if numexpr lacks an operation."""

    def text(node: ast.expr) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return repr(float(node.value))
        if isinstance(node, ast.Name) and node.id in arrays:
            return node.id
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return f"(-{text(node.operand)})"
        if isinstance(node, ast.BinOp) and type(node.op) in UFUNC_OPERATORS:
            symbol = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "**"}
            return f"({text(node.left)} {symbol[type(node.op)]} {text(node.right)})"
        if isinstance(node, ast.Call):
            mirror = _ufunc_name(node, mirrors) or ""
            name = mirror.removeprefix("np.") if mirror.startswith("np.") else None
            name = NUMEXPR_RENAMES.get(name or "", name)
            if name in NUMEXPR_FUNCTIONS or name == "abs":
                return f"{name}({', '.join(text(a) for a in node.args)})"
        raise ValueError(ast.unparse(node))

    try:
        return text(tree.body)
    except ValueError:
        return None
