"""In-place updates for compile: ``x[i] = v`` and ``x[i] += v`` written into x when x is dead.

A traced index assignment is a new array (``ops.setitem`` copies x, as JAX's
``x.at[i].set(v)``), and the backward of ``x[i]`` adds its cotangent into zeros of x's shape
(``ops.index_add``). In a loop of ``y[t] = ...`` both copy the whole array once per step, so
the loop costs O(T²). When the old array is read by nothing after the write (liveness over
the optimised node list), is owned by the generated code (not an argument, a constant, a
view or a returned value) and keeps its shape and dtype, the generated code writes into it
instead, as XLA does for a dynamic-update-slice whose operand is dead:

    setitem_2 = ops.setitem(setitem_1, 1, add_2)      ->   setitem_1[1] = add_2
                                                            setitem_2 = setitem_1
    add_15 = np.add(setitem_8, ops.index_add(v, (6,), 3))  ->  setitem_8[3] += v

Reads of the old value that come after the write but need nothing computed after it
(``ops.getitem(x, 5)`` in the backward, right after ``ops.setitem(x, 5, 0.0)``) are moved
before the write first. The values are the copying code's, element for element: the
written elements get the same value, the others keep theirs. One difference in sign only:
the accumulation ``a + index_add(v)`` turns a -0.0 of ``a`` outside the index into +0.0
(-0.0 + 0.0), which the in-place add leaves as -0.0; the two compare equal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from derivgen.compile.graph import Node, Var, _node_inputs, _vars_in

if TYPE_CHECKING:
    from derivgen.compile.graph import Spelling

KINDS = ("update", "accumulate")  # node kinds this pass writes: x[i] = v, and x[i] += v
_PURE = ("call", "method", "getitem")


def plan(nodes: list[Node], keep: set[int]) -> list[Node]:
    """``nodes`` with each copying update of a dead, owned array turned into an in-place one.

    ``keep`` holds the ids of the values the function returns (never written into).
    """
    nodes = _hoist_reads(nodes)
    last: dict[int, int] = {}
    reads: dict[int, int] = {}
    for k, node in enumerate(nodes):
        for var in _node_inputs(node):
            last[id(var)] = k
            reads[id(var)] = reads.get(id(var), 0) + 1
    producer = {id(v): node for node in nodes for v in node.outputs}
    result: list[Node] = []
    dropped: set[int] = set()
    for k, node in enumerate(nodes):
        found = _written(node, producer)
        target = found[0] if found is not None else None
        if (
            found is None
            or target is None
            or last.get(id(target)) != k
            or id(target) in keep
            or not _owned(target)
            or target.value.shape != node.outputs[0].value.shape
            # the copy's layout (x.copy() is C order): a reduction of it sums in memory order
            or target.value.strides != node.outputs[0].value.strides
        ):
            result.append(node)
            continue
        scatter = found[1]
        if scatter is not None:  # its zeros are no longer made: only this add read them
            scattered = scatter.outputs[0]
            if reads.get(id(scattered)) != 1 or id(scattered) in keep:
                result.append(node)
                continue
            dropped.add(id(scatter))
        result.append(_rewrite(node, *found))
    return [node for node in result if id(node) not in dropped]


def _written(node: Node, producer: dict[int, Node]) -> tuple[Var, Node | None] | None:
    """The array an update could write into: x of ``ops.setitem(x, i, v)``, or a of
    ``np.add(a, ops.index_add(v, shape, i))`` (either order) with a basic index."""
    if node.kind != "call" or node.kwargs or len(node.outputs) != 1 or node.paths != [()]:
        return None
    out = node.outputs[0].value
    if type(out) is not np.ndarray:
        return None
    if node.call == "ops.setitem" and len(node.args) == 3:
        target, index, value = node.args
        if type(target) is not Var or target.value.dtype != out.dtype:
            return None
        if target is value or any(v is target for v in _vars_in(index)):
            return None
        return target, None
    if node.func is np.add and len(node.args) == 2:
        for a, b in (node.args, node.args[::-1]):
            scatter = producer.get(id(b)) if type(b) is Var else None
            if (
                type(a) is Var
                and a is not b
                and scatter is not None
                and scatter.call == "ops.index_add"
                and not scatter.kwargs
                and len(scatter.args) == 3
                and _basic(scatter.args[2])
                and a.value.dtype == out.dtype == b.value.dtype
                and getattr(scatter.args[0], "dtype", None) == out.dtype
                and all(v is not a for v in _vars_in(scatter.args))
            ):
                return a, scatter
    return None


def _basic(index: Any) -> bool:
    """Whether an index is basic (integers, slices, None, ...): no element is named twice, so
    one in-place add gives what adding into zeros and then adding gives."""
    parts = index if type(index) is tuple else (index,)
    for part in parts:
        if type(part) is slice:
            bounds = (part.start, part.stop, part.step)
            if any(p is not None and type(p) is not int for p in bounds):
                return False
        elif not (part is None or part is Ellipsis or type(part) is int):
            return False
    return True


def _owned(var: Var) -> bool:
    """Whether the generated code made ``var``'s array and nothing else holds it: not an
    argument, not a view (of anything traced), not one of the constants its call read."""
    value = var.value
    if var.node is None or var.aliased or type(value) is not np.ndarray:
        return False
    if var.node.kind not in _PURE or value.base is not None or not value.flags.writeable:
        return False
    for arg in _constants(var.node):
        if np.may_share_memory(arg, value):
            return False
    return True


def _constants(node: Node) -> list[np.ndarray]:
    found: list[np.ndarray] = []

    def walk(x: Any) -> None:
        if isinstance(x, np.ndarray):
            found.append(x)
        elif isinstance(x, list | tuple):
            for item in x:
                walk(item)
        elif isinstance(x, dict):
            for item in x.values():
                walk(item)

    walk(node.args)
    walk(node.kwargs)
    return found


def _rewrite(node: Node, target: Var, scatter: Node | None) -> Node:
    """The in-place node: ``update`` (x, index, value) or ``accumulate`` (a, index, value)."""
    out = node.outputs[0]
    if scatter is None:
        kind, args = "update", tuple(node.args)
        comment = f"{node.comment}, in place: the old value is not read again"
    else:
        kind, args = "accumulate", (target, scatter.args[2], scatter.args[0])
        comment = f"{node.comment} of {scatter.comment.split(',')[0]}, in place"
    rewritten = Node(kind, node.func, node.call, args, {}, comment)
    rewritten.outputs = [out]
    rewritten.paths = [()]
    out.fresh = args[0].fresh
    return rewritten


def _hoist_reads(nodes: list[Node]) -> list[Node]:
    """Pure reads of an update's old value that come after it moved just before it, when
    they read nothing made at or after the update and no guard lies in between."""
    defined = {id(v): k for k, node in enumerate(nodes) for v in node.outputs}
    readers: dict[int, list[int]] = {}
    for k, node in enumerate(nodes):
        for var in dict.fromkeys(_node_inputs(node)):
            readers.setdefault(id(var), []).append(k)
    guards = [0]
    for node in nodes:
        guards.append(guards[-1] + (node.kind not in _PURE))
    moved: dict[int, list[int]] = {}  # update position -> reads to put before it
    taken: set[int] = set()
    for k, node in enumerate(nodes):
        if node.kind != "call" or node.call != "ops.setitem" or len(node.args) != 3:
            continue
        target = node.args[0]
        if type(target) is not Var:
            continue
        later = [j for j in readers.get(id(target), []) if j > k]
        if not later or any(j in taken for j in later):
            continue
        if all(_hoistable(nodes[j], j, k, defined, guards) for j in later):
            moved[k] = later
            taken.update(later)
    if not moved:
        return nodes
    result: list[Node] = []
    for k, node in enumerate(nodes):
        if k in taken:
            continue
        result.extend(nodes[j] for j in moved.get(k, []))
        result.append(node)
    return result


def _hoistable(node: Node, j: int, k: int, defined: dict[int, int], guards: list[int]) -> bool:
    if node.kind not in _PURE or "random" in node.call:
        return False
    if guards[j] != guards[k]:  # a guard or a write between the update and the read
        return False
    return all(defined.get(id(v), -1) < k for v in _node_inputs(node))


def lines(node: Node, writer: Spelling) -> list[str]:
    """The source of an in-place node, indented for the generated function's body."""
    target, index, value = node.args
    where = writer._index(index)
    operator = "=" if node.kind == "update" else "+="
    return [
        f"    {target.name}[{where}] {operator} {writer.render(value)}  # {node.comment}",
        f"    {node.outputs[0].name} = {target.name}",
    ]
