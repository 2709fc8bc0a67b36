"""A rolled loop in the generated code: its plan (`Loop`), its per-step reads, its source.

The re-roller (``derivgen.compile.passes.reroll``) replaces a body traced K times in a row with one
``loop`` node whose ``check`` is a `Loop`; ``lines`` prints it. How a rolled loop appears in
the generated source (the loop variable is ``i`` unless an argument already has that name)::

    # loop: 999 steps of 8 ops (re-rolled from the trace)
    setitem_i_carry = multiply_1          # carries start from their value before the loop
    getitem_i_steps = [None] * 999        # per-step values read after the loop
    for i in range(999):
        setitem_i = ops.setitem(setitem_i_carry, (i + 1), add_i_1_carry)
        item_i = x1[i]                    # the body: one line per op, as unrolled
        ...
        getitem_i_steps[i] = getitem_i
        setitem_i_carry = setitem_i       # carries are updated at the end of each step
    setitem_999 = setitem_i               # values of the last step read after the loop
    getitem_997 = getitem_i_steps[997]    # values of other steps read after the loop
    del add_i, getitem_i, ...             # the body's names

A body line reads the step's own values, carries (``NAME_carry``), values from before the
loop, ``i`` in integer constants that move by a constant step (``(i + 1)``, ``(998 - i)``),
constants stacked per step (``per_step_N[i]``, a tuple in the namespace) and an earlier
loop's per-step list (``getitem_i_steps[(997 - i)]``: a backward loop reading the forward's
residuals), or a node's tuple of outputs (``unstack_parts[(4 - i)]``, the backward of a
stack of every step's value). Body lines are plain statements, no ``del``; where the code
may reuse temporaries, a carried sum writes into its carry (``in_place``) and a result only
its own step reads into a buffer made before the loop (``buffered``). Outside the loop, a
call that stacks every step's value reads the per-step list itself
(``np.stack(multiply_i_steps, 0)``), or ``fn_derivgen_joined`` (`joined`) joining it with
values of steps left unrolled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from derivgen.compile.graph import Node, Spelling, Var, _leaves_of, _node_inputs


@dataclass(frozen=True)
class Affine:
    """An integer constant of a body that is ``start + stride * i`` at step i."""

    start: int
    stride: int
    index: str

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        if self.stride == 0:
            return repr(self.start)
        i = self.index if self.stride == 1 else f"{self.stride} * {self.index}"
        if self.stride == -1:
            return f"({self.start} - {self.index})"
        return f"({i} + {self.start})" if self.start else (i if self.stride == 1 else f"({i})")


@dataclass(frozen=True)
class PerStep:
    """A constant of a body that differs per step: the steps' values, stacked in a tuple."""

    values: tuple[Any, ...]
    index: str

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        if spelling is None:
            raise ValueError("a per-step constant is spelled by the writer")
        return f"{spelling.constant(self.values, 'per_step')}[{self.index}]"


@dataclass(frozen=True)
class SavedRead:
    """A value of an earlier loop's step ``at`` (an Affine) read by a later loop's body."""

    steps: Var  # the earlier loop's list of that value, one per step
    at: Affine

    @property
    def name(self) -> str:  # as a Var is written, for a guard or an assignment's target
        return f"{self.steps.name}[{self.at.__derivgen_render__(None)}]"

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        return self.name


@dataclass(frozen=True)
class CarryRead:
    """A body's read of the value the previous step computed (before the loop: its init)."""

    name: str

    def __derivgen_render__(self, spelling: Spelling | None) -> str:
        return self.name


@dataclass
class Loop:
    """The plan of one rolled loop, printed by ``lines``."""

    body: list[Node]
    trips: int
    index: str
    carries: list[tuple[str, Var, Var]] = field(default_factory=list)  # name, init, new value
    saved: list[tuple[Var, Var]] = field(default_factory=list)  # (list Var, body Var)
    after: list[tuple[Var, str]] = field(default_factory=list)  # values read after the loop
    c_order: set[int] = field(default_factory=set)  # body Vars C-ordered arrays at every step

    def node(self, reads: list[Var]) -> Node:
        """The ``loop`` node standing for this loop in the graph; ``reads`` are the values from
        before the loop its body reads (besides earlier loops' lists of steps)."""
        for var, _ in self.after:
            var.fresh, var.aliased = False, True  # a list of steps may still hold it
        found: list[Any] = []
        _leaves_of([(copy.args, copy.kwargs) for copy in self.body], found)
        args = [*reads, *(x.steps for x in found if type(x) is SavedRead)]
        ops = len(self.body)
        comment = f"loop: {self.trips} steps of {ops} ops (re-rolled from the trace)"
        node = Node("loop", None, "loop", tuple(dict.fromkeys(args)), {}, comment)
        node.check = self
        node.outputs = [steps for steps, _ in self.saved] + [var for var, _ in self.after]
        node.paths = [() for _ in node.outputs]
        for steps, _ in self.saved:
            steps.node = node
        return node

    def size(self) -> int:
        """About how many lines ``lines`` prints."""
        return len(self.body) + 2 * len(self.saved) + 2 * len(self.carries) + len(self.after) + 3


def joined(layout: tuple[str, ...], *parts: Any) -> list[Any]:
    """One list of a loop's per-step list ("steps", or "reversed") and other values
    ("value"): what the generated code stacks (scan's ys, the last step unrolled)."""
    out: list[Any] = []
    for how, part in zip(layout, parts, strict=True):
        if how == "value":
            out.append(part)
        else:
            out.extend(part if how == "steps" else part[::-1])
    return out


def in_place(loop: Loop, private: Callable[[Var], bool]) -> dict[int, str]:
    """The body's ufuncs that may write into their carry: body node id -> the carry's name.

    An accumulation ``add_i = np.add(add_i_carry, t_i)`` whose result is the next step's
    ``add_i_carry`` allocates a new array per step; it may write into the carry instead
    (``np.add(add_i_carry, t_i, add_i_carry)``) when no other body op reads the carry (so no
    view of it either), no list of steps keeps the result, and the value before the loop is
    ``private`` (a temporary of the generated code that nothing reads after the loop starts)
    of the result's shape, dtype and memory layout, read by the body only through the carry.
    The values are the allocating code's, element for element.
    """
    readers: dict[str, list[Node]] = {}
    for node in loop.body:
        found: list[Any] = []
        _leaves_of((node.args, node.kwargs), found)
        for leaf in found:
            if type(leaf) is CarryRead:
                readers.setdefault(leaf.name, []).append(node)
    outside = {id(v) for node in loop.body for v in _node_inputs(node)}
    saved = {id(var) for _, var in loop.saved}
    inits = [id(init) for _, init, _ in loop.carries]
    news = [id(new) for _, _, new in loop.carries]
    chosen: dict[int, str] = {}
    for name, init, new in loop.carries:
        producer = new.node
        if (
            readers.get(name, []) != [producer]
            or producer is None
            or producer.kind != "call"
            or not isinstance(producer.func, np.ufunc)
            or producer.func.nout != 1
            or producer.kwargs
            or len(producer.args) != producer.func.nin
            or [type(a) is CarryRead and a.name == name for a in producer.args].count(True) != 1
            or id(new) in saved
            or id(init) in outside
            or inits.count(id(init)) != 1
            or news.count(id(new)) != 1
            or not private(init)
            or type(init.value) is not np.ndarray
            or type(new.value) is not np.ndarray
            or (init.value.shape, init.value.dtype, init.value.strides)
            != (new.value.shape, new.value.dtype, new.value.strides)
        ):
            continue
        chosen[id(producer)] = name
    return chosen


def c_ordered(value: Any) -> bool:
    """An array NumPy laid out in C order, as a buffer from ``np.empty`` is."""
    return type(value) is np.ndarray and value.ndim > 0 and value.flags.c_contiguous


def _plain_ufunc(node: Node) -> bool:
    """A call of a one-output ufunc on its positional operands alone (no ``out``)."""
    return (
        node.kind == "call" and isinstance(node.func, np.ufunc) and node.func.nout == 1
        and not node.kwargs and len(node.args) == node.func.nin and len(node.outputs) == 1
    )  # fmt: skip


def buffered(loop: Loop, into: dict[int, str]) -> dict[int, str]:
    """The body's ufuncs whose result may live in one buffer allocated before the loop (no
    array per step): body node id -> the buffer's name.

    A result qualifies when it is a float or complex array laid out in C order at every step
    (``loop.c_order``: the layout a new buffer has, so later sums round alike), is read only by
    ufuncs of its own step (no view of it outlives the step), and is no carry's next value, in
    no list of steps and not read after the loop.
    """
    kept = {id(new) for _, _, new in loop.carries} | {id(var) for _, var in loop.saved}
    after = {text for _, text in loop.after}
    readers: dict[int, list[Node]] = {}
    for node in loop.body:
        for var in _node_inputs(node):
            readers.setdefault(id(var), []).append(node)
    chosen: dict[int, str] = {}
    for node in loop.body:
        if id(node) in into or not _plain_ufunc(node) or node.func.signature is not None:
            continue  # a gufunc (np.matmul) into a buffer: Numba would copy its result in
        (out,) = node.outputs
        if (
            id(out) not in kept
            and out.name not in after
            and id(out) in loop.c_order
            and out.value.dtype.kind in "fc"
            and all(_plain_ufunc(reader) for reader in readers.get(id(out), []))
        ):
            chosen[id(node)] = f"{out.name}_buffer"
    return chosen


def lines(loop: Loop, spelling: Spelling, into: dict[int, str] | None = None) -> list[str]:
    """The rolled loop's source, indented for the body of the generated function; ``into``
    (given where temporaries may be reused): the ufuncs that write into their carry
    (``in_place``), the others as ``buffered`` says."""
    buffers = {} if into is None else buffered(loop, into)
    into = into or {}
    head = [f"    {name} = {init.name}" for name, init, _ in loop.carries]
    head += [f"    {steps.name} = [None] * {loop.trips}" for steps, _ in loop.saved]
    for node in loop.body:
        if id(node) in buffers:
            value = node.outputs[0].value
            head.append(f"    {buffers[id(node)]} = np.empty({value.shape!r}, np.{value.dtype})")
    body = []
    for node in loop.body:
        out = into.get(id(node), buffers.get(id(node)))
        if out is None:
            body += [f"        {line}" for line in spelling.statement(node)]
            continue
        call = spelling.call_text(node)
        given = f"out={out}" if node.func in (np.maximum, np.minimum) else out
        text = f"{node.outputs[0].name} = {call[:-1]}, {given})"
        where = "into the carry" if id(node) in into else "into a buffer made before the loop"
        body.append(f"        {text}  # {node.comment}, {where}")
    body += [f"        {steps.name}[{loop.index}] = {var.name}" for steps, var in loop.saved]
    body += [f"        {name} = {new.name}" for name, _, new in loop.carries]
    after = [f"    {var.name} = {text}" for var, text in loop.after]
    names = [v.name for node in loop.body for v in node.outputs]
    names += [name for name, _, _ in loop.carries] + list(buffers.values())
    gone = [f"    del {', '.join(sorted(set(names)))}"] if names else []
    return [*head, f"    for {loop.index} in range({loop.trips}):", *body, *after, *gone]


def whole_list(arg: Any, in_run: dict[int, Any]) -> list[tuple[str, Any]] | None:
    """A sequence holding every step's value of one run's (op, output), in order or reversed,
    among other values: its parts, ("steps" or "reversed", (run, op, output)) or ("value", v)."""
    if type(arg) not in (tuple, list):
        return None
    origins: list[Any] = [in_run.get(id(v)) if type(v) is Var else None for v in arg]
    first = next((j for j, origin in enumerate(origins) if origin is not None), None)
    if first is None:
        return None
    run, op, o = source = origins[first][:3]
    steps = tuple(x[3] if x and x[:3] == source else -1 for x in origins[first : first + run.trips])
    how = {tuple(range(run.trips)): "steps", tuple(range(run.trips))[::-1]: "reversed"}
    if steps not in how:
        return None
    values = [("value", v) for v in arg[:first]], [("value", v) for v in arg[first + run.trips :]]
    return [*values[0], (how[steps], (run, op, o)), *values[1]]
