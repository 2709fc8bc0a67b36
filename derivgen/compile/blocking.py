"""Cache blocking for compile: element-wise runs of the generated code as a loop over chunks.

A gradient of an element-wise function at N = 1e6 streams every temporary (8 MB in float64)
through memory once per op. When a run of consecutive ufunc calls all produce arrays of one
shape, the generated code instead loops over chunks of rows (a few thousand elements), with
the run's temporaries in a few preallocated chunk buffers that stay in the CPU's cache, and
writes only the values read after the run into full-size arrays. Each op computes exactly
what it computed unblocked, element by element, so the results are identical.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from derivgen.compile.graph import Node, Spelling, Var

MIN_OPS = 2  # a run of one op gains nothing from a loop


@dataclass
class Segment:
    """A run of element-wise nodes computed chunk by chunk."""

    nodes: list[Node]
    shape: tuple[int, ...]
    rows: int  # rows of axis 0 per chunk
    outputs: list[Var] = field(default_factory=list)  # values read after the run: full arrays


def elementwise_shape(node: Node) -> tuple[int, ...] | None:
    """The output shape of a plain ufunc call that can run chunk by chunk along axis 0."""
    from derivgen.compile.graph import Var

    if node.kind != "call" or not isinstance(node.func, np.ufunc) or node.kwargs:
        return None
    if node.func.nout != 1 or len(node.outputs) != 1 or node.paths != [()]:
        return None
    out = node.outputs[0].value
    if type(out) is not np.ndarray or out.ndim == 0 or out.shape[0] < 2:
        return None
    if out.dtype.kind not in "biufc":  # dtypes whose np.NAME the loop can allocate
        return None
    for arg in node.args:
        value = arg.value if type(arg) is Var else arg
        if isinstance(value, np.ndarray) and value.dtype.kind not in "biufc":
            return None
        if not isinstance(value, np.ndarray | np.generic | bool | int | float | complex):
            return None
    return out.shape


def _sliced(value: Any, shape: tuple[int, ...]) -> bool:
    """Whether an operand runs along axis 0 with the output (else it broadcasts whole)."""
    return isinstance(value, np.ndarray) and value.ndim == len(shape) and value.shape[0] == shape[0]


def plan(
    nodes: list[Node],
    keep: set[int],
    chunk: int = 0,
    shape_of: Callable[[Node], tuple[int, ...] | None] = elementwise_shape,
) -> list[Node]:
    """``nodes`` with each run of element-wise nodes replaced by one ``block`` node.

    ``shape_of`` says which nodes may join a run (all of one run share their output shape);
    with ``chunk`` > 0 only arrays large enough to split into chunks of about ``chunk``
    elements make runs. A pure node that no later op of the run reads (a reduction of a
    forward value, say) is moved after the run so that the run goes on. ``keep`` holds the
    ids of the values the function returns.
    """
    from derivgen.compile.graph import Node, _node_inputs

    result: list[Node] = []
    i = 0
    while i < len(nodes):
        shape = shape_of(nodes[i])
        rows = _rows(shape, chunk) if shape is not None and chunk else 0
        if shape is None or (chunk and not rows):
            result.append(nodes[i])
            i += 1
            continue
        run, deferred, deferred_ids = [i], [], set[int]()
        for j in range(i + 1, len(nodes)):
            node = nodes[j]
            reads_deferred = any(id(v) in deferred_ids for v in _node_inputs(node))
            if shape_of(node) == shape and not reads_deferred:
                run.append(j)
            elif node.kind in ("call", "method", "getitem", "guard"):
                deferred.append(j)
                deferred_ids.update(id(v) for v in node.outputs)
            else:
                break
        if len(run) < MIN_OPS:
            result.append(nodes[i])
            i += 1
            continue
        block = Node("block", None, "block", (), {}, f"{len(run)} element-wise ops")
        block.check = Segment([nodes[k] for k in run], shape, rows)
        result.append(block)
        result.extend(nodes[k] for k in deferred if k < run[-1])  # later ones keep their place
        i = run[-1] + 1
    _connect(result, keep)
    return result


def _rows(shape: tuple[int, ...], chunk: int) -> int:
    """Rows of axis 0 per chunk; 0 when the array is too small for blocking to pay."""
    row = math.prod(shape[1:])
    rows = max(1, chunk // max(row, 1))
    return rows if 2 * rows <= shape[0] else 0


def _connect(nodes: list[Node], keep: set[int]) -> None:
    """Each block's inputs (values from before it) and outputs (values read after it)."""
    from derivgen.compile.graph import _node_inputs

    read_by: dict[int, set[int]] = {}  # value id -> positions of the nodes reading it
    for k, node in enumerate(nodes):
        inner = node.check.nodes if node.kind == "block" else [node]
        for part in inner:
            for var in _node_inputs(part):
                read_by.setdefault(id(var), set()).add(k)
    for k, node in enumerate(nodes):
        if node.kind != "block":
            continue
        segment: Segment = node.check
        made = {id(v) for n in segment.nodes for v in n.outputs}
        inputs = {id(v): v for n in segment.nodes for v in _node_inputs(n) if id(v) not in made}
        node.args = tuple(inputs.values())
        segment.outputs = [
            v
            for n in segment.nodes
            for v in n.outputs
            if id(v) in keep or read_by.get(id(v), set()) - {k}
        ]
        node.outputs = list(segment.outputs)
        node.paths = [() for _ in node.outputs]
        for var in node.outputs:
            var.fresh = True  # allocated by the generated code with np.empty


def lines(segment: Segment, writer: Spelling) -> list[str]:
    """The blocked loop's source, indented for the body of the generated function."""
    from derivgen.compile.graph import _node_inputs

    shape, rows = segment.shape, segment.rows
    outputs = {id(v) for v in segment.outputs}
    last: dict[int, int] = {}
    for k, node in enumerate(segment.nodes):
        for var in _node_inputs(node):
            last[id(var)] = k
    made = {id(v) for n in segment.nodes for v in n.outputs}
    free: dict[np.dtype, list[str]] = {}  # chunk buffers whose value is dead, by dtype
    pools: dict[np.dtype, list[str]] = {}  # every chunk buffer, by dtype
    buffer_of: dict[int, str] = {}
    names: dict[int, str] = {}  # a value made in the run -> how the loop body names its chunk
    body: list[str] = []
    for k, node in enumerate(segment.nodes):
        args = ", ".join(_operand(a, shape, names, made, writer) for a in node.args)
        for var in dict.fromkeys(_node_inputs(node)):
            if id(var) in buffer_of and last[id(var)] == k:  # dead: the output may reuse it
                free.setdefault(var.value.dtype, []).append(buffer_of[id(var)])
        out = node.outputs[0]
        reads_later = last.get(id(out), -1) > k
        if id(out) in outputs:
            target = f"{out.name}[start:stop]"
            names[id(out)] = f"{out.name}_chunk"
        else:
            dtype = out.value.dtype
            if free.setdefault(dtype, []):
                target = free[dtype].pop()
            else:
                target = f"buffer_{sum(len(p) for p in pools.values())}"
                pools.setdefault(dtype, []).append(target)
            buffer_of[id(out)] = target
            names[id(out)] = out.name
        # out by position, as in compile.write, except where NumPy deprecates that
        out_arg = f"out={target}" if node.func in (np.maximum, np.minimum) else target
        call = f"{node.call}({args}, {out_arg})"
        text = f"{names[id(out)]} = {call}" if reads_later else call
        body.append(f"        {text}  # {node.comment}")
        if not reads_later and id(out) in buffer_of:
            free[out.value.dtype].append(buffer_of[id(out)])  # nobody reads it: free at once
    n = shape[0]
    head = [f"    # {len(segment.nodes)} element-wise ops, {rows} rows at a time (cache blocking)"]
    for var in segment.outputs:
        head.append(f"    {var.name} = np.empty({shape!r}, np.{var.value.dtype.name})")
    chunk_shape = (rows, *shape[1:])
    loop = [f"    for start in range(0, {n}, {rows}):", f"        stop = min(start + {rows}, {n})"]
    for dtype, buffers in pools.items():
        pool = f"chunks_{dtype.name}"
        head.append(f"    {pool} = np.empty({(len(buffers), *chunk_shape)!r}, np.{dtype.name})")
        unpack = ", ".join(buffers) + ("," if len(buffers) == 1 else "")
        loop.append(f"        {unpack} = {pool}[:, : stop - start]")
    return head + loop + body


def _operand(arg: Any, shape: tuple[int, ...], names: dict[int, str], made: set[int],
             writer: Spelling) -> str:  # fmt: skip
    """How the loop body reads one argument: a chunk name, a slice of rows, or it whole."""
    from derivgen.compile.graph import Var

    if type(arg) is Var:
        if id(arg) in made:
            return names[id(arg)]
        text, value = arg.name, arg.value
    else:
        text, value = writer.render(arg), arg
    return f"{text}[start:stop]" if _sliced(value, shape) else text
