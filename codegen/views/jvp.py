"""The forward-mode view: which jvp rule each op gets (written, linear, elementwise, transpose)."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..emit.formula import substitute
from ..model.opspec import OpSpec
from ..model.signature import Argument
from .common import CONSTANTS, Calls, FunctionView, ordered, py_name


@dataclass(frozen=True)
class JvpView:
    """An op's forward-mode rule: its function (None: transpose the backward), kind and text."""

    function: FunctionView | None
    kind: str
    text: str


def jvp_formula(op: OpSpec, ops: dict[str, OpSpec]) -> tuple[str, ast.Expression | None]:
    """Which forward-mode rule an op gets, and its expression (None: transpose the backward)."""
    sig = op.signature
    if op.jvp is not None:
        return "written", op.jvp.tree
    if len(sig.output_names) != 1:
        return "transpose", None
    if op.linear:

        def tangent(a: Argument) -> ast.Name:
            name = f"{a.name}_t" if a.name in op.differentiable else a.name
            return ast.Name(name, ast.Load())

        args: list[ast.expr] = [tangent(a) for a in sig.arguments if not a.kw_only]
        keywords = [ast.keyword(a.name, tangent(a)) for a in sig.arguments if a.kw_only]
        call = ast.Call(ast.Name(py_name(op.name), ast.Load()), args, keywords)
        return "linear", ast.Expression(call)
    if op.elementwise and all(len(f.inputs) == 1 for f in op.formulas) and op.formulas:
        terms = [substitute(f.tree, {"grad": f"{f.inputs[0]}_t"}).body for f in op.formulas]
        total = terms[0]
        for term in terms[1:]:
            total = ast.BinOp(total, ast.Add(), term)
        if len(sig.tensor_inputs) > 1 and "broadcast_to" not in ops:
            return "transpose", None
        if len(sig.tensor_inputs) > 1:
            shape = ast.Attribute(ast.Name("result", ast.Load()), "shape", ast.Load())
            total = ast.Call(ast.Name("broadcast_to", ast.Load()), [total, shape], [])
        return "elementwise", ast.Expression(total)
    return "transpose", None


def jvp_view(op: OpSpec, calls: Calls) -> JvpView:
    """The forward-mode function of jvp.py for one op, if it gets one."""
    kind, tree = jvp_formula(op, calls.ops)
    if tree is None:
        return JvpView(None, kind, "transpose of the backward (double vjp)")
    sig = op.signature
    tensors = {a.name for a in sig.tensor_inputs}
    constants = {k: v for k, v in CONSTANTS.items() if k not in {a.name for a in sig.arguments}}
    renames = {**constants, **{f"{t}_p": t for t in tensors}}
    names = {renames.get(n.id, n.id) for n in ast.walk(tree) if isinstance(n, ast.Name)}
    if kind == "linear":
        names.discard(py_name(op.name))
    primals = ordered(sig, names, set())
    tangents = tuple(f"{t}_t" for t in op.differentiable)
    params = ", ".join((*tangents, *primals))
    text = ast.unparse(tree)
    code = calls.emit(text, tree, renames, frozenset())
    doc = (f"Forward-mode derivative of {sig} ({kind}).", "", f"result_t = {text}")
    function = FunctionView(f"{py_name(op.name)}_jvp", params, doc, (f"return {code}",))
    return JvpView(function, kind, text)
