"""The source writer: the optimised graph printed as straight-line NumPy code, with guards."""

from __future__ import annotations

import functools
import math
import operator
from typing import Any

import numpy as np

from derivgen.compile import blocking, fusion, native
from derivgen.compile.graph import Node, Var, _node_inputs, _Retrace, _TreeOutput, _vars_in
from derivgen.compile.passes import cheaper, loop_kernels, rolled, scalars, updates


class Writer:
    """Prints nodes as Python lines and collects the constants they refer to."""

    def __init__(self) -> None:
        self.namespace: dict[str, Any] = {"np": np, "_Retrace": _Retrace, "math": math}
        self.constants: dict[int, str] = {}

    def constant(self, value: Any, hint: str = "const") -> str:
        name = self.constants.get(id(value))
        if name is None:
            name = f"{hint}_{len(self.constants)}"
            self.constants[id(value)] = name
            self.namespace[name] = value
        return name

    def render(self, x: Any) -> str:
        if type(x) is Var:
            return x.name
        if x is None or x is Ellipsis or type(x) in (bool, str):
            return "..." if x is Ellipsis else repr(x)
        if type(x) is int:
            return repr(x)
        if type(x) in (float, complex) and math.isfinite(abs(x)):
            return repr(x)
        if type(x) is tuple:
            inner = ", ".join(self.render(i) for i in x)
            return f"({inner},)" if len(x) == 1 else f"({inner})"
        if type(x) is list:
            return "[" + ", ".join(self.render(i) for i in x) + "]"
        if type(x) is dict and all(type(k) is str for k in x):
            return "{" + ", ".join(f"{k!r}: {self.render(v)}" for k, v in x.items()) + "}"
        if type(x) is _TreeOutput:
            leaves = ", ".join(self.render(leaf) for leaf in x.leaves)
            return f"{self.constant(x.treedef, 'tree')}.unflatten([{leaves}])"
        if isinstance(x, tuple) and hasattr(x, "_fields"):
            return (
                f"{self.constant(type(x), 'tuple_type')}("
                + ", ".join(self.render(i) for i in x)
                + ")"
            )
        if type(x) is slice:
            parts = (x.start, x.stop, x.step)
            return "slice(" + ", ".join(self.render(p) for p in parts) + ")"
        if hasattr(type(x), "__derivgen_render__"):  # a loop body's per-step read (reroll.py)
            return str(x.__derivgen_render__(self))
        return self.constant(x)

    def call_text(self, node: Node) -> str:
        spelled = scalars.spelled(node, self) or cheaper.spelled(node, self)
        if spelled is not None:
            return spelled
        args = list(node.args)
        kwargs = "".join(f", {k}={self.render(v)}" for k, v in node.kwargs.items())
        if node.kind == "method":
            rest = ", ".join(self.render(a) for a in args[1:])
            if not rest:
                kwargs = kwargs.lstrip(", ")
            return f"{self.render(args[0])}.{node.call}({rest}{kwargs})"
        if node.kind == "getitem":
            return f"{self.render(args[0])}[{self._index(args[1])}]"
        positional = ", ".join(self.render(a) for a in args)
        if not positional:
            kwargs = kwargs.lstrip(", ")
        if node.call.startswith("fn_"):
            self.namespace[node.call] = node.func
        if node.call.startswith("ops."):
            from derivgen.generated import ops

            self.namespace["ops"] = ops
        return f"{node.call}({positional}{kwargs})"

    def _index(self, index: Any) -> str:
        if type(index) is tuple and index:
            return ", ".join(self._index(i) for i in index)
        if type(index) is slice:
            parts = [
                "" if p is None else self.render(p) for p in (index.start, index.stop, index.step)
            ]
            return ":".join(parts[:2]) + (f":{parts[2]}" if parts[2] else "")
        return self.render(index)

    def statement(self, node: Node) -> list[str]:
        """One node as lines (unindented), without ``out=`` reuse or ``del``: a loop's body."""
        if node.kind == "guard":
            return self.guard_lines(node)
        if node.kind == "setitem":
            target, index, value = node.args
            text = f"{target.name}[{self._index(index)}] = {self.render(value)}"
            return [f"{text}  # {node.comment}"]
        if node.kind == "effect":
            return [f"{self.call_text(node)}  # {node.comment}"]
        if node.kind in updates.KINDS:
            return [line.strip() for line in updates.lines(node, self)]
        targets, unpack = _targets(node)
        return [f"{targets} = {self.call_text(node)}  # {node.comment}", *unpack]

    def guard_lines(self, node: Node) -> list[str]:
        (var,) = node.args
        how, expected = node.check
        if how == "bool":
            test = f"not {var.name}" if expected else var.name
        elif how == "shape":
            test = f"{var.name}.shape != {self.render(expected)}"
        elif how == "value":
            self.namespace["_same_value"] = _same_value
            test = f"not _same_value({var.name}, {self.constant(expected, 'traced')})"
        elif how in ("int", "index", "float", "complex", "eq"):
            convert = {"int": "int", "index": "operator.index", "float": "float",
                       "complex": "complex", "eq": ""}[how]  # fmt: skip
            if convert == "operator.index":
                self.namespace["operator"] = operator
            value = f"{convert}({var.name})" if convert else var.name
            if isinstance(expected, float) and math.isnan(expected):
                test = f"{value} == {value}"
            else:
                test = f"{value} != {self.render(expected)}"
        else:
            raise AssertionError(how)
        return [f"if {test}:  # {node.comment}", "    raise _Retrace"]


def _same_value(value: Any, expected: np.ndarray) -> bool:
    """Whether a value converted to a plain array while tracing is the same again."""
    return (
        type(value) is type(expected)
        and value.shape == expected.shape
        and value.dtype == expected.dtype
        and np.array_equal(value, expected, equal_nan=expected.dtype.kind in "fc")
    )


def _last_uses(nodes: list[Node]) -> dict[int, int]:
    last: dict[int, int] = {}
    for i, node in enumerate(nodes):
        for var in _node_inputs(node):
            last[id(var)] = i
    return last


def write(
    nodes: list[Node],
    inputs: list[Var],
    output: Any,
    name: str,
    inplace: bool,
    fuse: str = "off",
    chunk: int = 0,
    release: bool = True,
) -> tuple[str, dict[str, Any]]:
    """The source of the generated function, and the namespace it runs in.

    ``fuse="blocked"`` runs long element-wise stretches as loops over chunks of about
    ``chunk`` elements (``derivgen.compile.blocking``); ``fuse="numexpr"`` computes runs of float64
    element-wise ops with numexpr (``derivgen.compile.fusion``), ``fuse="numba"`` as Numba
    kernels (``derivgen.compile.native``). All need ``inplace``. ``release=False`` leaves out
    the ``del`` of dead temporaries (a Dask graph's values).
    """
    writer = Writer()
    out_text = writer.render(output)
    out_vars = {id(v) for v in _vars_in(output)}
    if inplace:
        nodes = updates.plan(nodes, out_vars)
    if fuse == "blocked" and inplace:
        nodes = blocking.plan(nodes, out_vars, chunk)
    elif fuse == "numexpr" and inplace:
        nodes = blocking.plan(nodes, out_vars, 0, fusion.fusable_shape)
    elif fuse == "numba" and inplace:
        nodes = blocking.plan(nodes, out_vars, 0, native.shape_of)
    kernels = loop_kernels.LoopKernels() if fuse == "numba" and inplace else None
    last = _last_uses(nodes)
    input_ids = {id(v) for v in inputs}
    lines = [f"def {name}({', '.join(v.name for v in inputs)}):"]
    for i, node in enumerate(nodes):
        if node.kind == "guard":
            lines += ["    " + line for line in writer.guard_lines(node)]
            continue
        if node.kind == "setitem":
            target, index, value = node.args
            text = f"{target.name}[{writer._index(index)}] = {writer.render(value)}"
            lines.append(f"    {text}  # {node.comment}")
            continue
        if node.kind in updates.KINDS:
            lines += updates.lines(node, writer)
            call = ""
        elif node.kind == "block":
            write_block = {"numexpr": fusion.lines, "numba": native.lines}.get(fuse, blocking.lines)
            lines += write_block(node.check, writer)
            call = ""
        elif node.kind == "loop":
            native_lines = kernels.lines(node, writer) if kernels is not None else None
            if native_lines is None:
                private = functools.partial(_dead_temporary, i=i, last=last, out_vars=out_vars)
                into = rolled.in_place(node.check, private) if inplace else None
                native_lines = rolled.lines(node.check, writer, into)
            lines += native_lines
            call = ""
        else:
            call = writer.call_text(node)
        if node.kind == "effect":
            lines.append(f"    {call}  # {node.comment}")
            continue
        reused = _reusable_input(node, i, last, out_vars) if inplace else None
        if reused is not None:
            # out= given by position, faster to parse, except where NumPy deprecates that
            out = f"out={reused.name}" if node.func in (np.maximum, np.minimum) else reused.name
            call = call[:-1] + f", {out})"
            node.outputs[0].fresh = True
        if node.kind not in ("block", "loop", *updates.KINDS):
            targets, unpack = _targets(node)
            lines.append(f"    {targets} = {call}  # {node.comment}")
            lines += [f"    {line}" for line in unpack]
        dead = [
            v.name
            for v in dict.fromkeys(_node_inputs(node))
            if last.get(id(v)) == i and id(v) not in out_vars and id(v) not in input_ids
            and v.node is not None
        ]  # fmt: skip
        dead += [v.name for v in node.outputs if id(v) not in last and id(v) not in out_vars]
        if dead and release:
            lines.append(f"    del {', '.join(sorted(set(dead)))}")
    lines.append(f"    return {out_text}")
    return "\n".join(lines) + "\n", writer.namespace


def _targets(node: Node) -> tuple[str, list[str]]:
    """What a call's result is assigned to, and the lines taking its pieces apart."""
    if node.paths == [()]:
        return node.outputs[0].name, []
    if [p for p in node.paths] == [(k,) for k in range(len(node.paths))] and _flat_length(node):
        names = ", ".join(v.name for v in node.outputs)
        return names + ("," if len(node.outputs) == 1 else ""), []
    whole = f"{node.outputs[0].name}_parts"
    pieces = [
        f"{v.name} = {whole}" + "".join(f"[{k}]" for k in path)
        for v, path in zip(node.outputs, node.paths, strict=True)
    ]
    return whole, pieces


def _flat_length(node: Node) -> bool:
    """Whether the traced result had exactly one element per output (so it unpacks)."""
    return node.check == len(node.outputs)


def _dead_temporary(var: Var, i: int, last: dict[int, int], out_vars: set[int]) -> bool:
    """A new array the generated code owns (no input, view or returned value) that nothing
    reads after node i: its buffer may be written into."""
    return var.fresh and not var.aliased and last.get(id(var)) == i and id(var) not in out_vars


def _reusable_input(node: Node, i: int, last: dict[int, int], out_vars: set[int]) -> Var | None:
    """A dead, private temporary of the output's shape, dtype and memory layout that a ufunc
    may write into. The layout (strides) must be the one NumPy gives the result: a reduction
    of the result sums in memory order, so an F-ordered buffer (the negative of a transpose)
    holding a result NumPy lays out in C order would change the sum's rounding."""
    if node.kind != "call" or not isinstance(node.func, np.ufunc) or node.kwargs:
        return None
    if node.func.nout != 1 or len(node.outputs) != 1:
        return None
    out = node.outputs[0]
    if type(out.value) is not np.ndarray or out.value.ndim == 0 or out.aliased:
        return None
    for var in _vars_in(node.args):
        if (
            _dead_temporary(var, i, last, out_vars)
            and type(var.value) is np.ndarray
            and var.value.shape == out.value.shape
            and var.value.dtype == out.value.dtype
            and var.value.strides == out.value.strides
        ):
            return var
    return None
