"""Nested ufunc calls for whole-function Numba code, so that Numba fuses element-wise chains.

Numba joins the ufunc calls of one expression (``np.add(np.multiply(a, b), c)``) into one loop
over the elements that makes one array (its array-expression rewrite), but not the same calls
spelled as statements through named values, which is how derivgen's generated code spells
them: each makes its array and loops over it again. ``nested`` moves an element-wise value
that one later ufunc call of the same block reads, and nothing else, into that call, so a
chain becomes one expression. Each element is computed by the same scalar operations in the
same order, so the values are the same bit for bit.

A value moves only over statements that write into nothing it reads (only ufuncs' ``out=``
buffers; no index assignment, augmented assignment or call for its effect) and assign no name
it reads, so it reads the same arrays where it lands. A call that writes into a buffer
(``out=``) takes a value only where that buffer is the value's own: the call then makes its
array (Numba fuses no call with ``out=``), and a sum into a loop's carry stays in place.
"""

from __future__ import annotations

import ast
from typing import Any

import numpy as np


def nested(statements: list[ast.stmt], values: dict[str, Any]) -> list[ast.stmt]:
    """The statements, with each single-reader element-wise array value nested into its
    reader (in every block: the function's and each loop's body)."""
    loads: dict[str, int] = {}
    for statement in statements:
        for node in ast.walk(statement):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                loads[node.id] = loads.get(node.id, 0) + 1
    return _block(statements, values, loads)


def _block(
    statements: list[ast.stmt], values: dict[str, Any], loads: dict[str, int]
) -> list[ast.stmt]:
    for statement in statements:
        if isinstance(statement, ast.For):
            statement.body = _block(statement.body, values, loads)
    kept: list[ast.stmt | None] = list(statements)
    # name -> its call without out=, the index of its statement, and that of the earliest
    # statement nested into it: its reads happen there, so nothing from there on may write
    pending: dict[str, tuple[ast.Call, int, int]] = {}
    for j, statement in enumerate(statements):
        call = _ufunc_call(statement, values)
        if call is None:
            continue
        target, function, inputs, out = call
        start, more, written = j, True, out
        while more:  # again after each move: a moved statement no longer writes in between
            more = False
            for k, argument in enumerate(inputs):
                name = argument.id if isinstance(argument, ast.Name) else None
                if name is None or name not in pending or out not in (None, name):
                    continue  # a call writing into another buffer keeps writing there
                pure, at, origin = pending[name]
                reads = 1 + (written == name)  # the call may write into the value it reads
                if loads.get(name) != reads or not _quiet(kept[origin + 1 : j], pure):
                    continue
                inputs[k], kept[at], start, out = pure, None, min(start, origin), None
                del pending[name]
                more = True
        pure = ast.Call(function, inputs, [])
        if start < j:  # something nested: the call makes its array (no fusion with out=)
            statement.value = pure  # type: ignore[attr-defined]
        pending[target] = (pure, j, start)
    return [s for s in kept if s is not None]


def _ufunc_call(
    statement: ast.stmt, values: dict[str, Any]
) -> tuple[str, ast.expr, list[ast.expr], str | None] | None:
    """``t = np.f(inputs..., out)`` of an element-wise ufunc whose value is an array:
    (t, the callee, the inputs, the out argument's name or None)."""
    if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1):
        return None
    target, call = statement.targets[0], statement.value
    if not (isinstance(target, ast.Name) and isinstance(call, ast.Call) and not call.keywords):
        return None
    function = call.func
    ufunc = _ufunc(function)
    if ufunc is None or ufunc.nout != 1 or ufunc.signature is not None:
        return None  # not one element-wise value (a gufunc, such as matmul, is not)
    value = values.get(target.id)
    if not (isinstance(value, np.ndarray) and value.ndim > 0):
        return None
    inputs, rest = list(call.args[: ufunc.nin]), call.args[ufunc.nin :]
    if len(inputs) != ufunc.nin or len(rest) > 1:
        return None
    if any(isinstance(a, ast.Starred) for a in call.args):
        return None
    out = None
    if rest:
        if not isinstance(rest[0], ast.Name):
            return None
        out = rest[0].id
    return target.id, function, inputs, out


def _quiet(between: list[ast.stmt | None], value: ast.Call) -> bool:
    """Whether the statements between a value's reads and its reader (None: moved on) leave
    what it reads alone: they assign names only, none that it reads, and write only into the
    ``out=`` buffers of ufunc calls, none that it reads. (The writer passes as ``out`` only
    private temporaries that nothing views: a buffer is read by its name or not at all.)."""
    read = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
    for statement in between:
        if statement is None:
            continue
        if not isinstance(statement, ast.Assign):
            return False
        for target in statement.targets:
            names = target.elts if isinstance(target, ast.Tuple) else [target]
            if any(not isinstance(n, ast.Name) or n.id in read for n in names):
                return False
        for node in ast.walk(statement.value):
            if isinstance(node, ast.Call):
                written = _written(node)
                if written is None or written & read:
                    return False
    return True


def _written(call: ast.Call) -> set[str] | None:
    """The buffers a call writes into: a ufunc's ``out`` argument, none for other calls but
    those that write into an argument (None: not known)."""
    function = call.func
    if any(k.arg == "out" for k in call.keywords):
        return None
    if isinstance(function, ast.Attribute) and function.attr in ("at", "fill", "sort", "put"):
        return None
    ufunc = _ufunc(function)
    if ufunc is not None and len(call.args) > ufunc.nin:
        outs = call.args[ufunc.nin :]
        if all(isinstance(o, ast.Name) for o in outs):
            return {o.id for o in outs if isinstance(o, ast.Name)}
        return None
    return set()


def _ufunc(function: ast.expr) -> np.ufunc | None:
    """The NumPy ufunc a callee ``np.name`` spells, or None."""
    if not (
        isinstance(function, ast.Attribute)
        and isinstance(function.value, ast.Name)
        and function.value.id == "np"
    ):
        return None
    ufunc = getattr(np, function.attr, None)
    return ufunc if isinstance(ufunc, np.ufunc) else None
