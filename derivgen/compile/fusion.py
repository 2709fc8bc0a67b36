"""numexpr fusion for compile: a run of float64 element-wise ops evaluated in one numexpr pass.

numexpr evaluates a whole expression in one pass over cache-sized blocks, with a single
Python call instead of one per op (a win at small sizes, where each NumPy call costs about
a microsecond whatever it computes), but its ``exp``/``tanh``/``log1p`` can be many times
slower than NumPy's SIMD loops on some CPUs. So compile uses it only where a calibration
run on the machine says it is faster (see ``derivgen.compile.calibration``). Each value read after
the run gets one numexpr program; numexpr merges the repeated subexpressions of a program
(``collapseDuplicateSubtrees``), so a value the backward shares with the forward is still
computed once per program. Results agree with NumPy's to rounding (numexpr calls the C
library's functions where NumPy may use its own SIMD loops), not bit for bit.
"""

from __future__ import annotations

import importlib.util
import math
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from derivgen.compile.blocking import Segment
    from derivgen.compile.graph import Node, Spelling, Var

# NumPy ufunc -> how numexpr writes it: an infix operator, or a function name.
_INFIX = {np.add: "+", np.subtract: "-", np.multiply: "*", np.true_divide: "/", np.power: "**"}
_FUNCTIONS = {
    np.sin: "sin", np.cos: "cos", np.tan: "tan", np.arcsin: "arcsin", np.arccos: "arccos",
    np.arctan: "arctan", np.sinh: "sinh", np.cosh: "cosh", np.tanh: "tanh",
    np.arcsinh: "arcsinh", np.arccosh: "arccosh", np.arctanh: "arctanh", np.exp: "exp",
    np.expm1: "expm1", np.log: "log", np.log10: "log10", np.log1p: "log1p", np.sqrt: "sqrt",
    np.absolute: "abs", np.arctan2: "arctan2",
}  # fmt: skip
MAX_TEXT = 20_000  # longer expressions (a DAG written out as a tree grows) are not fused
_FLOAT64 = np.dtype(np.float64)


class Unfusable(Exception):
    """A run that numexpr cannot take after all: the code is written without fusion."""


def available() -> bool:
    """Whether numexpr is installed (it is optional: the ``bench`` extra)."""
    return importlib.util.find_spec("numexpr") is not None


def fusable_shape(node: Node) -> tuple[int, ...] | None:
    """The output shape of a float64 ufunc call numexpr can compute, or None."""
    from derivgen.compile.graph import Var

    func = node.func
    if node.kind != "call" or node.kwargs or node.paths != [()] or len(node.outputs) != 1:
        return None
    if func not in _INFIX and func not in _FUNCTIONS and func not in (np.negative, np.square):
        return None
    out = node.outputs[0].value
    if type(out) is not np.ndarray or out.dtype != _FLOAT64:
        return None
    for arg in node.args:
        value = arg.value if type(arg) is Var else arg
        if isinstance(value, np.ndarray | np.generic):
            if value.dtype != _FLOAT64:
                return None
        elif type(value) not in (int, float) or not math.isfinite(value):
            return None
    return out.shape


def lines(segment: Segment, writer: Spelling) -> list[str]:
    """The run as one numexpr program per value read after it, its ops kept as comments."""
    import numexpr

    from derivgen.compile.graph import Var

    text: dict[int, str] = {}  # value made in the run -> its expression
    reads: dict[int, dict[str, None]] = {}  # value made in the run -> the inputs it reads
    # (value read after the run, its expression, the inputs it reads)
    programs: list[tuple[Var, str, list[str]]] = []
    for node in segment.nodes:
        args: list[str] = []
        names: dict[str, None] = {}
        for arg in node.args:
            if type(arg) is Var and id(arg) in text:
                args.append(f"({text[id(arg)]})")
                names.update(reads[id(arg)])
            elif type(arg) is Var:
                args.append(arg.name)
                names[arg.name] = None
            elif isinstance(arg, np.ndarray | np.generic):
                args.append(writer.constant(arg))
                names[args[-1]] = None
            else:
                args.append(f"({float(arg)!r})")
        expression = _expression(node, args)
        if len(expression) > MAX_TEXT:
            raise Unfusable(f"the expression of {node.outputs[0].name} is too long")
        out = node.outputs[0]
        if out in segment.outputs:  # computed in full: later programs read it by name
            programs.append((out, expression, list(names)))
            expression, names = out.name, {out.name: None}
        text[id(out)] = expression
        reads[id(out)] = names
    passes = "one pass" if len(programs) == 1 else f"{len(programs)} passes"
    lines = [f"    # numexpr computes these {len(segment.nodes)} ops in {passes}:"]
    lines += [
        f"    #   {node.outputs[0].name} = {writer.call_text(node)}  # {node.comment}"
        for node in segment.nodes
    ]
    for var, program_text, inputs in programs:
        program = numexpr.NumExpr(program_text, signature=[(n, np.float64) for n in inputs])
        lines.append(f"    {var.name} = {writer.constant(program, 'numexpr')}({', '.join(inputs)})")
    return lines


def _expression(node: Node, args: list[str]) -> str:
    func = node.func
    if func in _INFIX:
        return f"{args[0]} {_INFIX[func]} {args[1]}"
    if func is np.negative:
        return f"-{args[0]}"
    if func is np.square:
        return f"{args[0]}**2"
    return f"{_FUNCTIONS[func]}({', '.join(args)})"
