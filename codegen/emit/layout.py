"""Lays generated statements out as ruff format would, so no formatter runs at generation time.

The layout is a small Wadler-style pretty printer: an expression becomes a document of
text, groups and optional line breaks, and a group is printed on one line when it fits in
the line width, else broken. The rules follow ruff's (black-compatible) style for the
subset of Python the views emit: calls, operators, conditional expressions, collections,
subscripts and lambdas. tests/test_generated_format.py runs ruff on the output to keep the
two in step.
"""

from __future__ import annotations

import ast
import functools

from .document import INDENT, SOFT, SPACE, WIDTH, Doc, Group, IfBreak, Indent, flat_text, render
from .syntax import (
    ATOM,
    COMPARE,
    NAMED,
    OPERATORS,
    PRECEDENCE,
    TEST,
    constant_text,
    precedence,
)


def _bracketed(opening: str, items: list[Doc], closing: str, trailing: bool = True) -> Group:
    """A collection: flat if it fits, else one item per line with a trailing comma."""
    body: list[Doc] = []
    for k, item in enumerate(items):
        if k:
            body += [",", SPACE]
        body.append(item)
    if trailing and len(items) > 1:  # ruff adds no trailing comma to a sole item
        body.append(IfBreak(","))
    return Group([opening, Indent([SOFT, *body]), SOFT, closing])


def _arguments(opening: str, items: list[Doc], closing: str) -> Doc:
    """Call arguments: flat, else all on one indented line, else one per line."""
    if not items:
        return opening + closing
    body: list[Doc] = []
    for k, item in enumerate(items):
        if k:
            body += [",", SPACE]
        body.append(item)
    inner = Group([*body, IfBreak(",")] if len(items) > 1 else body)
    return Group([opening, Indent([SOFT, inner]), SOFT, closing])


def _parenthesized(doc: Doc) -> Group:
    return Group(["(", Indent([SOFT, doc]), SOFT, ")"])


def _is_simple_power_operand(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and not isinstance(node.op, ast.Not):
        return _is_simple_power_operand(node.operand)
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float | complex) or node.value is None
    if isinstance(node, ast.Name):
        return True
    if isinstance(node, ast.Attribute):
        return _is_simple_power_operand(node.value)
    return False


def _is_simple_slice_part(node: ast.expr | None) -> bool:
    if node is None or isinstance(node, ast.Name):
        return True
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        return isinstance(node.operand, ast.Constant)
    return False


class _Layout:
    """Builds the document of an expression.

    Outside any brackets (``in_parens`` False, a statement whose optional parentheses were
    left out) operator chains cannot break; inside brackets they can, as in ruff.
    """

    def __init__(self, names: set[str], in_parens: bool = True) -> None:
        self.names = names  # every name read, collected on the way for the imports
        self.in_parens = in_parens
        self.inner = self if in_parens else _Layout(names, in_parens=True)

    def expr(self, node: ast.expr, parent: int = NAMED) -> Doc:
        """The expression, in parentheses when it binds less tightly than its context."""
        if precedence(node) < parent:
            return _parenthesized(self.inner._bare(node))
        return self._bare(node)

    def _bare(self, node: ast.expr) -> Doc:
        method = getattr(self, f"_{type(node).__name__}", None)
        if method is None:
            return ast.unparse(node)
        result: Doc = method(node)
        return result

    def _Name(self, node: ast.Name) -> Doc:
        self.names.add(node.id)
        return node.id

    def _Constant(self, node: ast.Constant) -> Doc:
        return constant_text(node.value)

    def _Attribute(self, node: ast.Attribute) -> Doc:
        value = self.expr(node.value, ATOM)
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, int):
            value = ["(", value, ")"]
        return [value, ".", node.attr]

    def _Starred(self, node: ast.Starred) -> Doc:
        return ["*", self.expr(node.value, PRECEDENCE[ast.BitOr])]

    def _keyword(self, node: ast.keyword) -> Doc:
        value = self.expr(node.value, TEST)
        return ["**", value] if node.arg is None else [node.arg, "=", value]

    def _Call(self, node: ast.Call) -> Doc:
        items: list[Doc] = [self.inner.expr(a, TEST) for a in node.args]
        if len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.GeneratorExp):
            items = [self.inner._comprehension(node.args[0])]
        items += [self.inner._keyword(k) for k in node.keywords]
        return [self.expr(node.func, ATOM), _arguments("(", items, ")")]

    def _Subscript(self, node: ast.Subscript) -> Doc:
        index = node.slice
        if isinstance(index, ast.Tuple) and index.elts:
            parts: list[Doc] = []
            for k, elt in enumerate(index.elts):
                if k:
                    parts += [",", SPACE]
                parts.append(self.inner._slice_item(elt))
            if len(index.elts) == 1:
                parts.append(",")
            inner: Doc = parts
        else:
            inner = self.inner._slice_item(index)
        return [self.expr(node.value, ATOM), Group(["[", Indent([SOFT, inner]), SOFT, "]"])]

    def _slice_item(self, node: ast.expr) -> Doc:
        if not isinstance(node, ast.Slice):
            return self.expr(node, TEST)
        parts = [node.lower, node.upper, node.step]
        simple = all(_is_simple_slice_part(p) for p in parts)
        colon = ":" if simple else " : "
        docs: list[Doc] = [self.expr(node.lower, TEST) if node.lower else ""]
        docs += [colon if node.lower else colon.lstrip()]
        if node.upper is not None:
            docs.append(self.expr(node.upper, TEST))
        if node.step is not None:
            last = colon if node.upper is not None else colon.strip()
            docs += [last, self.expr(node.step, TEST)]
        if not simple and node.upper is None and node.step is None:
            docs[-1] = docs[-1].rstrip() if isinstance(docs[-1], str) else docs[-1]
        return docs

    def _Tuple(self, node: ast.Tuple) -> Doc:
        items = [self.inner.expr(e, TEST) for e in node.elts]
        if len(items) == 1:
            return ["(", items[0], ",)"]
        return _bracketed("(", items, ")")

    def _List(self, node: ast.List) -> Doc:
        return _bracketed("[", [self.inner.expr(e, TEST) for e in node.elts], "]")

    def _Set(self, node: ast.Set) -> Doc:
        return _bracketed("{", [self.inner.expr(e, TEST) for e in node.elts], "}")

    def _Dict(self, node: ast.Dict) -> Doc:
        items: list[Doc] = []
        for key, value in zip(node.keys, node.values, strict=True):
            if key is None:
                items.append(["**", self.inner.expr(value, PRECEDENCE[ast.BitOr])])
            else:
                items.append([self.inner.expr(key, TEST), ": ", self.inner.expr(value, TEST)])
        return _bracketed("{", items, "}")

    def _comprehension(self, node: ast.GeneratorExp | ast.ListComp | ast.SetComp) -> Doc:
        parts: list[Doc] = [self.expr(node.elt, TEST)]
        for gen in node.generators:
            parts += [SPACE, "for ", self.expr(gen.target, TEST), " in "]
            parts.append(self.expr(gen.iter, TEST + 1))
            for cond in gen.ifs:
                parts += [SPACE, "if ", self.expr(cond, TEST + 1)]
        return Group(parts)

    def _GeneratorExp(self, node: ast.GeneratorExp) -> Doc:
        return _parenthesized(self.inner._comprehension(node))

    def _ListComp(self, node: ast.ListComp) -> Doc:
        return Group(["[", Indent([SOFT, self.inner._comprehension(node)]), SOFT, "]"])

    def _SetComp(self, node: ast.SetComp) -> Doc:
        return Group(["{", Indent([SOFT, self.inner._comprehension(node)]), SOFT, "}"])

    def _UnaryOp(self, node: ast.UnaryOp) -> Doc:
        level = PRECEDENCE[type(node.op)]
        return [OPERATORS[type(node.op)], self.expr(node.operand, level)]

    def _Lambda(self, node: ast.Lambda) -> Doc:
        args = ast.unparse(node.args)
        head = f"lambda {args}: " if args else "lambda: "
        return [head, self.expr(node.body, TEST)]

    def _NamedExpr(self, node: ast.NamedExpr) -> Doc:
        return [self.expr(node.target, ATOM), " := ", self.expr(node.value, ATOM - 100)]

    def _IfExp(self, node: ast.IfExp) -> Doc:
        return Group(self._conditional(node))

    def _conditional(self, node: ast.IfExp) -> list[Doc]:
        """``a if c else b if d else e`` breaks as one chain, as ruff breaks it."""
        body = self.expr(node.body, TEST + 1)
        test = self.expr(node.test, TEST + 1)
        parts: list[Doc] = [body, SPACE, "if ", test, SPACE, "else "]
        if isinstance(node.orelse, ast.IfExp):
            return parts + self._conditional(node.orelse)
        return [*parts, self.expr(node.orelse, TEST)]

    # Operator chains: a + b - c, a < b, x and y. Each run of one precedence breaks before
    # its operators; runs of higher precedence inside it are groups of their own.

    def _chain(self, node: ast.expr) -> tuple[list[tuple[ast.expr, int]], list[tuple[str, int]]]:
        """The operands (each with the precedence it needs) and operators, left to right."""
        operands: list[tuple[ast.expr, int]] = []
        operators: list[tuple[str, int]] = []

        def walk(item: ast.expr, floor: int) -> None:
            if isinstance(item, ast.BinOp) and not isinstance(item.op, ast.Pow):
                level = PRECEDENCE[type(item.op)]
                if level >= floor:
                    walk(item.left, level)
                    operators.append((OPERATORS[type(item.op)], level))
                    walk(item.right, level + 1)
                    return
            elif isinstance(item, ast.BoolOp):
                level = PRECEDENCE[type(item.op)]
                if level >= floor:
                    for k, value in enumerate(item.values):
                        if k:
                            operators.append((OPERATORS[type(item.op)], level))
                        walk(value, level + 1)
                    return
            elif isinstance(item, ast.Compare) and COMPARE >= floor:
                walk(item.left, COMPARE + 1)
                for op, right in zip(item.ops, item.comparators, strict=True):
                    operators.append((OPERATORS[type(op)], COMPARE))
                    walk(right, COMPARE + 1)
                return
            operands.append((item, floor))

        walk(node, 0)
        return operands, operators

    def _runs(self, operands: list[Doc], operators: list[tuple[str, int]]) -> Doc:
        """Splits at the loosest operators; tighter runs between them are groups."""
        if not operators:
            return operands[0]
        loosest = min(level for _, level in operators)
        parts: list[Doc] = []
        start = 0
        for k, (_, level) in enumerate([*operators, ("", loosest)]):
            if level != loosest:
                continue
            run = self._runs(operands[start : k + 1], operators[start:k])
            if start:
                parts += [SPACE if self.in_parens else " ", operators[start - 1][0], " "]
            parts.append(Group(run) if k > start and self.in_parens else run)
            start = k + 1
        return parts

    def _BinOp(self, node: ast.BinOp) -> Doc:
        if isinstance(node.op, ast.Pow):
            level = PRECEDENCE[ast.Pow]
            left = self.expr(node.left, level + 1)
            right = self.expr(node.right, level)
            hug = (
                precedence(node.left) > level
                and precedence(node.right) >= level
                and _is_simple_power_operand(node.left)
                and _is_simple_power_operand(node.right)
            )
            return [left, "**" if hug else " ** ", right]
        return self._operators(node)

    def _BoolOp(self, node: ast.BoolOp) -> Doc:
        return self._operators(node)

    def _Compare(self, node: ast.Compare) -> Doc:
        return self._operators(node)

    def _operators(self, node: ast.expr) -> Doc:
        operands, operators = self._chain(node)
        docs = [self.expr(operand, floor) for operand, floor in operands]
        runs = self._runs(docs, operators)
        return Group(runs) if self.in_parens else runs


def _has_own_parentheses(node: ast.expr) -> bool:
    """Whether the expression ends (or starts) in brackets with something inside."""
    if isinstance(node, ast.Call):
        return bool(node.args or node.keywords)
    if isinstance(node, ast.List | ast.Set | ast.Dict | ast.Tuple):
        return bool(node.elts if not isinstance(node, ast.Dict) else node.keys)
    return isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp)


def _can_omit_parentheses(node: ast.expr) -> bool:
    """ruff's rule for splitting inside an operand's brackets instead of adding parentheses.

    Only when the loosest operator occurs once and the first or last operand has
    non-empty brackets of its own (a subscript does not count).
    """
    if isinstance(node, ast.BinOp | ast.BoolOp | ast.Compare) and not (
        isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow)
    ):
        operands, operators = _Layout(set())._chain(node)
        loosest = min(level for _, level in operators)
        if sum(level == loosest for _, level in operators) > 1:
            return False
        (first, first_floor), (last, last_floor) = operands[0], operands[-1]

        if precedence(last) < last_floor or _has_own_parentheses(last):
            return True  # ends in brackets
        opens = isinstance(first, ast.List | ast.Set | ast.Dict | ast.Tuple | ast.ListComp)
        return precedence(first) < first_floor or (opens and _has_own_parentheses(first))
    if isinstance(node, ast.UnaryOp):
        level = PRECEDENCE[type(node.op)]
        return precedence(node.operand) < level or _has_own_parentheses(node.operand)
    return _has_own_parentheses(node) or isinstance(node, ast.Subscript)


def _statement_value(node: ast.expr, names: set[str]) -> Doc:
    """An expression standing after ``return``, ``=`` or ``if``: parenthesized only if it breaks."""
    if isinstance(node, ast.Tuple) and len(node.elts) > 1:
        items = [_Layout(names).expr(e, TEST) for e in node.elts]
        body: list[Doc] = []
        for k, item in enumerate(items):
            if k:
                body += [",", SPACE]
            body.append(item)
        return Group([IfBreak("("), Indent([SOFT, *body, IfBreak(",")]), SOFT, IfBreak(")")])
    parent = NAMED + 1 if isinstance(node, ast.NamedExpr) else NAMED
    if isinstance(node, ast.Name | ast.Constant | ast.Attribute) or _can_omit_parentheses(node):
        return _Layout(names, in_parens=False).expr(node, parent)
    doc = _Layout(names).expr(node, parent)
    return Group([IfBreak("("), Indent([SOFT, doc]), SOFT, IfBreak(")")])


def statement(text: str, indent: int, names: set[str] | None = None) -> list[str]:
    """One line of generated code (a simple statement or an ``if`` header), laid out.

    ``indent`` counts levels of four spaces; the result lines carry their indentation.
    The names the statement reads are added to ``names``.
    """
    lines, read = _statement(text, indent)
    if names is not None:
        names |= read
    return list(lines)


Laid = tuple[tuple[str, ...], frozenset[str]]
# Statements laid out by earlier runs of this same layout code (see layout_cache.py), and
# those this run laid out itself: a regeneration after a small spec change reuses nearly all.
remembered: dict[tuple[str, int], Laid] = {}
learned: dict[tuple[str, int], Laid] = {}


@functools.lru_cache(maxsize=1 << 16)
def _statement(text: str, indent: int) -> Laid:
    """statement(), memoized: many ops share statements (``return grad``, guards)."""
    laid = remembered.get((text, indent))
    if laid is None:
        names: set[str] = set()
        laid = learned[text, indent] = tuple(_lay_out(text, indent, names)), frozenset(names)
    return laid


def _lay_out(text: str, indent: int, names: set[str]) -> list[str]:
    if text.endswith(":") and text.startswith(("if ", "elif ")):
        keyword = text.split(" ", 1)[0]
        test = ast.parse(text[len(keyword) :].strip()[:-1], mode="eval").body
        return render([f"{keyword} ", _statement_value(test, names), ":"], indent)
    node = ast.parse(text).body
    if len(node) != 1:
        raise ValueError(f"expected one statement, got {text!r}")
    stmt = node[0]
    if isinstance(stmt, ast.Return):
        if stmt.value is None:
            return render("return", indent)
        return render(["return ", _statement_value(stmt.value, names)], indent)
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        target = stmt.targets[0]
        if isinstance(target, ast.Tuple):
            lhs = ", ".join(ast.unparse(e) for e in target.elts)
        else:
            lhs = ast.unparse(target)
        return render([lhs, " = ", _statement_value(stmt.value, names)], indent)
    if isinstance(stmt, ast.Expr):
        return render(_statement_value(stmt.value, names), indent)
    raise ValueError(f"no layout for the statement {text!r}")


def function_header(
    name: str, params: str, indent: int = 0, names: set[str] | None = None
) -> list[str]:
    """``def name(params):``, its parameters broken as ruff breaks them."""
    flat, read = _flat_parameters(params)
    if names is not None:
        names |= read
    line = f"{INDENT * indent}def {name}{flat}:"
    if len(line) <= WIDTH:
        return [line]  # what render() prints for a header that fits, without building it
    return render([f"def {name}", _parameters(params, set()), ":"], indent)


@functools.lru_cache(maxsize=1 << 12)
def _flat_parameters(params: str) -> tuple[str, frozenset[str]]:
    """The parenthesized parameter list on one line, and the names its defaults read.

    Many functions share a parameter list (every ``(self)`` op, its backward and jvp)."""
    read: set[str] = set()
    flat: list[str] = []
    flat_text(_parameters(params, read), flat)
    return "".join(flat), frozenset(read)


def _parameters(params: str, names: set[str]) -> Doc:
    """The document of ``(params)``; the names its defaults read are added to ``names``."""
    args = ast.parse(f"def f({params}): pass").body[0]
    assert isinstance(args, ast.FunctionDef)
    spec = args.args
    layout = _Layout(names)
    items: list[Doc] = []
    positional = [*spec.posonlyargs, *spec.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(spec.defaults))
    defaults += spec.defaults
    for arg, default in zip(positional, defaults, strict=True):
        items.append(arg.arg if default is None else [arg.arg, "=", layout.expr(default, TEST)])
    if spec.vararg is not None:
        items.append(f"*{spec.vararg.arg}")
    elif spec.kwonlyargs:
        items.append("*")
    for arg, kw_default in zip(spec.kwonlyargs, spec.kw_defaults, strict=True):
        if kw_default is None:
            items.append(arg.arg)
        else:
            items.append([arg.arg, "=", layout.expr(kw_default, TEST)])
    if spec.kwarg is not None:
        items.append(f"**{spec.kwarg.arg}")
    return _arguments("(", items, ")")
