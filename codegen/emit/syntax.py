"""Python's operator precedence and constants spelled as ruff prints them, for the layout."""

from __future__ import annotations

import ast

# Expressions, with the precedence rules that decide parentheses (as ast.unparse does).

PRECEDENCE: dict[type, int] = {
    ast.Or: 4,
    ast.And: 5,
    ast.Not: 6,
    ast.BitOr: 8,
    ast.BitXor: 9,
    ast.BitAnd: 10,
    ast.LShift: 11,
    ast.RShift: 11,
    ast.Add: 12,
    ast.Sub: 12,
    ast.Mult: 13,
    ast.Div: 13,
    ast.FloorDiv: 13,
    ast.Mod: 13,
    ast.MatMult: 13,
    ast.UAdd: 14,
    ast.USub: 14,
    ast.Invert: 14,
    ast.Pow: 15,
}
COMPARE = 7
ATOM = 17
TEST = 2  # a conditional expression
LAMBDA = 1
NAMED = 0

OPERATORS: dict[type, str] = {
    ast.Or: "or",
    ast.And: "and",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.BitAnd: "&",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.MatMult: "@",
    ast.Pow: "**",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.UAdd: "+",
    ast.USub: "-",
    ast.Invert: "~",
    ast.Not: "not ",
}


NODE_PRECEDENCE: dict[type, int] = {
    ast.Compare: COMPARE,
    ast.IfExp: TEST,
    ast.Lambda: LAMBDA,
    ast.NamedExpr: NAMED,
}


def precedence(node: ast.expr) -> int:
    """How tightly an expression binds; a child binding less tightly gets parentheses."""
    kind = type(node)
    if kind is ast.BinOp or kind is ast.UnaryOp or kind is ast.BoolOp:
        return PRECEDENCE[type(node.op)]  # type: ignore[attr-defined]
    return NODE_PRECEDENCE.get(kind, ATOM)


def string_literal(value: str) -> str:
    """A string literal with ruff's quotes: double, unless single needs fewer escapes."""
    quote = "'" if value.count('"') > value.count("'") else '"'
    body = repr(value)[1:-1]
    if repr(value)[0] == "'":
        body = body.replace("\\'", "'")
    else:
        body = body.replace('\\"', '"')
    return quote + body.replace(quote, "\\" + quote) + quote


def constant_text(value: object) -> str:
    if isinstance(value, str):
        return string_literal(value)
    if value is ...:
        return "..."
    if isinstance(value, float):
        return repr(value).replace("e+", "e")  # ruff writes 1e30, not 1e+30
    return repr(value)
