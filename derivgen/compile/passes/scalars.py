"""Scalars as scalars in compiled code: arithmetic on 0-d values written with Python operators.

A ufunc call costs about a microsecond of dispatch whatever it computes; on NumPy scalars
(``np.float64``, ``np.complex128``, ``np.float32``), ``a * b`` costs a tenth of that. The two
compute the same thing: NumPy's scalar operators round as its ufunc loops do and follow the
same promotion rules (NEP 50: a Python float beside a ``float32`` stays ``float32``), and on
arrays ``a * b`` *is* ``np.multiply(a, b)``. So a ``+ - * /`` or negation whose traced result
was a float or complex NumPy scalar is written as an operator, and ``ops.getitem(x, i)`` (whose
forward is ``x[i]``) as a subscript. Integer scalars keep the ufunc: NumPy's integer scalar
operators warn on overflow where the ufunc wraps silently.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from derivgen.compile.graph import Var

if TYPE_CHECKING:
    from derivgen.compile.graph import Node, Spelling

_OPERATORS = {np.add: "+", np.subtract: "-", np.multiply: "*", np.true_divide: "/"}


def spelled(node: Node, writer: Spelling) -> str | None:
    """The node's call as an operator or subscript, or None to keep the NumPy call."""
    if node.kind != "call" or node.kwargs or len(node.outputs) != 1:
        return None
    if node.call == "ops.getitem" and len(node.args) == 2 and type(node.args[0]) is Var:
        return f"{node.args[0].name}[{writer._index(node.args[1])}]"
    if node.func not in _OPERATORS and node.func is not np.negative:
        return None
    result = node.outputs[0].value
    if not isinstance(result, np.generic) or result.dtype.kind not in "fc":
        return None
    operands = []
    for arg in node.args:
        if type(arg) is Var:
            value = arg.value
            if not isinstance(value, np.generic | np.ndarray) or value.ndim != 0:
                return None
            if value.dtype.kind not in "fc":
                return None
            operands.append(arg.name)
        elif hasattr(type(arg), "__derivgen_render__"):  # a loop body's carry or saved read
            operands.append(writer.render(arg))
        elif type(arg) in (int, float, complex) and math.isfinite(abs(arg)):
            operands.append(f"({writer.render(arg)})")
        else:
            return None
    if not any(type(arg) is Var or hasattr(type(arg), "__derivgen_render__") for arg in node.args):
        return None
    if node.func is np.negative and len(operands) == 1:
        return f"-{operands[0]}"
    if len(operands) != 2:
        return None
    return f"{operands[0]} {_OPERATORS[node.func]} {operands[1]}"
