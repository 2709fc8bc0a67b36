"""Backward and forward-mode formulas: parsed with ``ast``, checked and analysed."""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from . import names
from .errors import did_you_mean
from .signature import Signature

# A Tensor-valued operator in a formula is itself an op, so it must be in the spec.
OPERATOR_OPS: dict[type, str] = {
    ast.Add: "add",
    ast.Sub: "subtract",
    ast.Mult: "multiply",
    ast.Div: "divide",
    ast.Pow: "power",
    ast.MatMult: "matmul",
    ast.USub: "negative",
}
META_ATTRIBUTES = ("shape", "ndim", "dtype", "size")
SHAPE_ATTRIBUTES = ("shape", "ndim", "size")
TENSOR_ATTRIBUTES = {"T": "transpose"}


@dataclass(frozen=True)
class Analysis:
    """What a checked formula reads: the backward saves exactly these."""

    values: frozenset[str]  # names read as values (inputs, outputs, non-Tensor args, grads)
    shapes: frozenset[str]  # Tensor inputs read only through .shape or .ndim
    calls: frozenset[str]  # ops called, operators included
    errors: tuple[str, ...] = field(default=())
    # (op, error) for each op called that the spec lacks; kept apart from ``errors`` so that a
    # spec without ``extends`` can say once per formula that they are bundled ops.
    missing: tuple[tuple[str, str], ...] = field(default=())
    # Whether it holds ``X if numeric.is_complex(...) else Y``: only then may a complex input
    # reach fewer ops than ``calls`` (spec._check_complex walks only such formulas again).
    complex_branch: bool = False


# Formulas nest a few levels; the checker, the emitter and ast.unparse recurse once per level.
MAX_FORMULA_DEPTH = 50
MAX_FORMULA_LENGTH = 5_000


def _depth(tree: ast.AST) -> int:
    """The number of levels of the tree, counted one level at a time (no recursion)."""
    depth, level = 0, [tree]
    while level:
        depth += 1
        below: list[ast.AST] = []
        for node in level:
            for name in node._fields:
                value = getattr(node, name, None)
                if isinstance(value, ast.AST):
                    below.append(value)
                elif isinstance(value, list):
                    below += [item for item in value if isinstance(item, ast.AST)]
        level = below
    return depth


def join_lines(text: str) -> str:
    """A formula on one line: YAML block scalars keep their line breaks and indents. Spaces
    inside a line are kept, because they may sit inside a string constant."""
    return " ".join(line.strip() for line in text.splitlines() if line.strip())


def parse_expression(text: str) -> ast.Expression | str:
    """The parsed expression, or an error message that says where the syntax is wrong."""
    text = join_lines(text)
    if len(text) > MAX_FORMULA_LENGTH:
        return f"formula is longer than {MAX_FORMULA_LENGTH} characters"
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        column = f" at column {exc.offset}" if exc.offset else ""
        return f"syntax error in formula '{text}'{column}: {exc.msg}"
    except (RecursionError, MemoryError):
        return f"formula is too deeply nested (more than {MAX_FORMULA_DEPTH} levels)"
    if _depth(tree) > MAX_FORMULA_DEPTH:
        return f"formula is too deeply nested (more than {MAX_FORMULA_DEPTH} levels)"
    return tree


def complex_test(test: ast.AST) -> bool | None:
    """True for ``numeric.is_complex(x)``, False for its negation, None for other tests."""
    negated = isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)
    call = test.operand if isinstance(test, ast.UnaryOp) and negated else test
    if (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and isinstance(call.func.value, ast.Name)
        and call.func.value.id == "numeric"
        and call.func.attr == "is_complex"
    ):
        return not negated
    return None


class _Checker(ast.NodeVisitor):
    """Walks a formula, resolving every name and deciding which values are Tensors."""

    def __init__(
        self,
        tensors: set[str],
        metas: set[str],
        ops: Mapping[str, Signature],
        unparsed: frozenset[str] = frozenset(),
    ) -> None:
        self.tensors = tensors
        self.metas = metas
        self.ops = ops
        self.unparsed = unparsed
        self.values: set[str] = set()
        self.shape_reads: set[str] = set()
        self.calls: set[str] = set()
        self.errors: list[str] = []
        self.missing: list[tuple[str, str]] = []
        self.complex_branch = False

    def need_op(self, op: str, why: Callable[[], str]) -> None:
        """Record a call of ``op``; ``why`` says what needs it, built only for an error
        (unparsing every operator of every formula was a third of loading the spec)."""
        self.calls.add(op)
        if op not in self.ops:
            self.missing.append(
                (op, f"{why()} needs op '{op}' in the spec, so that it can be differentiated")
            )

    def tensor(self, node: ast.AST) -> bool:
        """Visit node; return whether it is Tensor-valued."""
        method = getattr(self, f"check_{type(node).__name__}", None)
        if method is None:
            self.errors.append(f"'{ast.unparse(node)}' is not allowed in a formula")
            return False
        return method(node)

    def check_Expression(self, node: ast.Expression) -> bool:
        return self.tensor(node.body)

    def check_Constant(self, node: ast.Constant) -> bool:
        return False

    def check_Name(self, node: ast.Name) -> bool:
        if node.id in self.tensors or node.id in self.metas:
            self.values.add(node.id)
            return node.id in self.tensors
        if node.id in self.ops:
            self.errors.append(f"op '{node.id}' must be called, as in '{node.id}(...)'")
        else:
            known = self.tensors | self.metas | set(self.ops)
            self.errors.append(f"unknown name '{node.id}'{did_you_mean(node.id, known)}")
        return False

    def check_Attribute(self, node: ast.Attribute) -> bool:
        if node.attr in META_ATTRIBUTES:
            if isinstance(node.value, ast.Name) and node.value.id in self.tensors:
                if node.attr in SHAPE_ATTRIBUTES:
                    self.shape_reads.add(node.value.id)
                    return False
            self.tensor(node.value)
            return False
        if node.attr in TENSOR_ATTRIBUTES:
            self.need_op(TENSOR_ATTRIBUTES[node.attr], lambda: f"'.{node.attr}'")
            return self.tensor(node.value)
        allowed = (*META_ATTRIBUTES, *TENSOR_ATTRIBUTES)
        self.errors.append(
            f"attribute '.{node.attr}' is not allowed{did_you_mean(node.attr, allowed)}; "
            f"formulas may read {', '.join('.' + a for a in allowed)}"
        )
        return False

    def check_BinOp(self, node: ast.BinOp) -> bool:
        left, right = self.tensor(node.left), self.tensor(node.right)
        op = OPERATOR_OPS.get(type(node.op))
        if left or right:
            if op is None:
                self.errors.append(f"operator in '{ast.unparse(node)}' has no op for Tensors")
            else:
                self.need_op(op, lambda: f"operator in '{ast.unparse(node)}'")
        return left or right

    def check_UnaryOp(self, node: ast.UnaryOp) -> bool:
        inner = self.tensor(node.operand)
        if inner and isinstance(node.op, ast.USub):
            self.need_op("negative", lambda: f"'{ast.unparse(node)}'")
        elif inner and not isinstance(node.op, ast.UAdd):
            self.errors.append(f"operator in '{ast.unparse(node)}' has no op for Tensors")
        return inner

    def check_Compare(self, node: ast.Compare) -> bool:
        # Comparisons give boolean masks, which carry no gradient.
        self.tensor(node.left)
        for item in node.comparators:
            self.tensor(item)
        return False

    def check_BoolOp(self, node: ast.BoolOp) -> bool:
        for item in node.values:
            if self.tensor(item):
                self.errors.append(f"'{ast.unparse(node)}' applies and/or to a Tensor")
        return False

    def check_IfExp(self, node: ast.IfExp) -> bool:
        if complex_test(node.test) is not None:
            self.complex_branch = True
        if self.tensor(node.test):
            self.errors.append(f"the condition of '{ast.unparse(node)}' must not be a Tensor")
        return self.tensor(node.body) | self.tensor(node.orelse)

    def check_Tuple(self, node: ast.Tuple | ast.List) -> bool:
        return any([self.tensor(item) for item in node.elts])

    check_List = check_Tuple

    def check_Slice(self, node: ast.Slice) -> bool:
        for part in (node.lower, node.upper, node.step):
            if part is not None:
                self.tensor(part)
        return False

    def check_Subscript(self, node: ast.Subscript) -> bool:
        if isinstance(node.value, ast.Name) and node.value.id == "grads":
            index = node.slice
            name = f"grads[{index.value!s}]" if isinstance(index, ast.Constant) else ""
            if name not in self.tensors:
                self.errors.append(f"'{ast.unparse(node)}' is not the cotangent of an output")
                return False
            self.values.add(name)
            return True
        inner = self.tensor(node.value)
        self.tensor(node.slice)
        if inner:
            self.need_op("getitem", lambda: f"indexing in '{ast.unparse(node)}'")
        return inner

    def check_Call(self, node: ast.Call) -> bool:
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            if func.value.id == "numeric":
                return self.check_numeric(node, func.attr)
        if not isinstance(node.func, ast.Name):
            self.errors.append(
                f"'{ast.unparse(node.func)}' cannot be called in a formula: "
                "call ops of the spec by name, e.g. 'cos(self)'"
            )
        elif node.func.id in self.unparsed:
            pass  # its signature error is already reported
        elif node.func.id not in self.ops:
            name = node.func.id
            self.calls.add(name)  # unknown, but a caller may know where it lives
            self.missing.append((name, f"unknown op '{name}'{did_you_mean(name, self.ops)}"))
        else:
            self.calls.add(node.func.id)
            problem = bind_problem(self.ops[node.func.id], node)
            if problem:
                self.errors.append(problem)
        for arg in node.args:
            if isinstance(arg, ast.Starred):
                self.errors.append("'*' unpacking is not allowed in a formula")
            else:
                self.tensor(arg)
        for keyword in node.keywords:
            if keyword.arg is None:
                self.errors.append("'**' unpacking is not allowed in a formula")
            else:
                self.tensor(keyword.value)
        return True

    def check_numeric(self, node: ast.Call, helper: str) -> bool:
        """``numeric.NAME(...)`` computes shapes and axes, never gradient values."""
        if not names.is_callable(names.kind("numeric", [helper])):
            from derivgen import numeric  # only for a spec in error: the names it could have meant

            public = numeric.__all__
            self.errors.append(f"unknown helper 'numeric.{helper}'{did_you_mean(helper, public)}")
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            if isinstance(arg, ast.Name) and arg.id in self.tensors:
                self.values.add(arg.id)  # a helper may read a Tensor's shape
            else:
                self.tensor(arg)
        return False


def bind_problem(sig: Signature, call: ast.Call) -> str | None:
    """Why ``call`` does not fit ``sig``, or None when it does."""
    positional = [a for a in sig.arguments if not a.kw_only]
    if len(call.args) > len(positional):
        return f"op '{sig.name}' takes {len(positional)} positional arguments, got {len(call.args)}"
    given = {a.name for a in positional[: len(call.args)]}
    names = [a.name for a in sig.arguments]
    for keyword in call.keywords:
        if keyword.arg is None:
            continue
        if keyword.arg not in names:
            return (
                f"op '{sig.name}' has no argument '{keyword.arg}'{did_you_mean(keyword.arg, names)}"
            )
        if keyword.arg in given:
            return f"op '{sig.name}' got argument '{keyword.arg}' twice"
        given.add(keyword.arg)
    missing = [a.name for a in sig.arguments if a.default is None and a.name not in given]
    if missing and not (set(missing) <= {a.name for a in sig.arguments if a.optional}):
        return f"op '{sig.name}' is missing argument '{missing[0]}'"
    return None


def analyse(
    tree: ast.Expression,
    tensors: set[str],
    metas: set[str],
    ops: Mapping[str, Signature],
    unparsed: frozenset[str] = frozenset(),
) -> Analysis:
    """Check every name and call in a formula and record what it reads."""
    checker = _Checker(tensors, metas, ops, unparsed)
    checker.tensor(tree)
    shapes = checker.shape_reads - checker.values
    return Analysis(
        values=frozenset(checker.values),
        shapes=frozenset(shapes),
        calls=frozenset(checker.calls),
        errors=tuple(dict.fromkeys(checker.errors)),
        missing=tuple(dict.fromkeys(checker.missing)),
        complex_branch=checker.complex_branch,
    )
