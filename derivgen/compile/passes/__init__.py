"""Optimisation passes over the graph: dead code, common subexpressions, negations, constants,
trivial shape ops and products (``cheaper``)."""

from __future__ import annotations

import collections
from typing import Any

import numpy as np

from derivgen.compile.graph import Node, Var, _node_inputs, _rename_inputs, _substitute
from derivgen.compile.passes import cheaper

__all__ = ["_substitute", "optimise"]  # _substitute: core's, from graph.py

_PURE_KINDS = ("call", "method", "getitem")


def _cse_key(node: Node, rename: dict[Var, Var]) -> Any:
    """What two calls computing the same value have in common (the same op on the same values
    and constants): equal keys, one call."""
    kwargs = _key(node.kwargs, rename) if node.kwargs else None
    return (node.kind, node.call, id(node.func), _key(node.args, rename), kwargs)


def _key(x: Any, rename: dict[Var, Var]) -> Any:
    t = type(x)
    if t is Var:
        return ("v", id(rename.get(x, x)))
    if t is tuple or t is list:  # a call's arguments: the common case first
        return (t.__name__, tuple([_key(i, rename) for i in x]))
    if t is int or t is str or t is bool or x is None:
        return (t.__name__, x)
    if isinstance(x, float | complex):  # 0.0 == -0.0, but x * 0.0 is not x * -0.0
        return (t.__name__, x, repr(x)) if x == 0 or t is complex else (t.__name__, x)
    if isinstance(x, list | tuple):
        return (t.__name__, tuple([_key(i, rename) for i in x]))
    if isinstance(x, dict):
        return ("d", tuple([(k, _key(v, rename)) for k, v in x.items()]))
    if isinstance(x, slice):
        return ("s", _key(x.start, rename), _key(x.stop, rename), _key(x.step, rename))
    if isinstance(x, bool | int | str):
        return (t.__name__, x)
    return ("o", id(x))


def optimise(nodes: list[Node], roots: list[Var], effects: bool) -> tuple[list[Node], Any]:
    """Common subexpressions merged (unless fn assigns in place), then dead code removed."""
    rename: dict[Var, Var] = {}
    if not effects:
        seen: dict[Any, Node] = {}
        kept = []
        for node in nodes:
            _rename_inputs(node, rename)
            _uniform_constants_as_scalars(node)
            if node.kind in _PURE_KINDS and not _has_random(node):
                key = _cse_key(node, rename)
                first = seen.get(key)
                if first is not None and len(first.outputs) == len(node.outputs):
                    for mine, theirs in zip(node.outputs, first.outputs, strict=True):
                        rename[mine] = theirs
                    continue
                seen[key] = node
            kept.append(node)
        nodes = kept
    result = _live(nodes, [rename.get(v, v) for v in roots])
    if not effects:
        result = _absorb_negations(result, [rename.get(v, v) for v in roots], rename)
        result = cheaper.simplify(result, [rename.get(v, v) for v in roots], rename)
        result = _live(result, [rename.get(v, v) for v in roots])  # what simplify left unread
    return result, rename


def _live(nodes: list[Node], roots: list[Var]) -> list[Node]:
    """The nodes whose results are read (by a later node or as the output), guards and
    writes: dead code removed."""
    live: set[int] = {id(v) for v in roots}
    result: list[Node] = []
    for node in reversed(nodes):
        if node.kind in ("guard", "setitem", "effect") or not live.isdisjoint(
            map(id, node.outputs)
        ):
            result.append(node)
            live.update(map(id, _node_inputs(node)))
    result.reverse()
    return result


def _absorb_negations(nodes: list[Node], roots: list[Var], rename: dict[Var, Var]) -> list[Node]:
    """``-(c * a * b)`` computed as ``(-c * a) * b``: one pass fewer, and exact.

    Rounding to nearest is symmetric in sign, so negating a product's constant factor
    negates the product exactly; the backward of ``cos`` and of subtraction negate products
    that way. Only values read by nothing else change sign. ``rename`` gains the negations'
    outputs (now the products themselves).
    """
    producer = {id(v): node for node in nodes for v in node.outputs}
    uses = collections.Counter(id(v) for node in nodes for v in _node_inputs(node))
    uses.update(id(v) for v in roots)

    def negate(var: Var) -> bool:
        node = producer.get(id(var))
        if node is None or node.kind != "call" or node.func is not np.multiply or node.kwargs:
            return False
        if uses[id(var)] != 1 or len(node.args) != 2:
            return False
        args = list(node.args)
        for k, arg in enumerate(args):
            if type(arg) in (int, float):
                args[k] = -arg
                node.args = tuple(args)
                return True
        return any(type(arg) is Var and negate(arg) for arg in args)

    kept: list[Node] = []
    absorbed: dict[Var, Var] = {}
    for node in nodes:
        if absorbed and any(v in absorbed for v in _node_inputs(node)):
            node.args = _substitute(node.args, absorbed)
        same = _same_value_operand(node, roots)
        if same is not None:
            absorbed[node.outputs[0]] = same
            continue
        (arg,) = node.args if node.func is np.negative and len(node.args) == 1 else (None,)
        if (
            node.kind == "call"
            and not node.kwargs
            and type(arg) is Var
            and type(arg.value) is np.ndarray
            and arg.value.dtype.kind in "fc"
            and arg.value.shape == node.outputs[0].value.shape
            and negate(arg)
        ):
            absorbed[node.outputs[0]] = arg
            continue
        kept.append(node)
    for var, target in list(rename.items()):
        rename[var] = absorbed.get(target, target)
    rename.update(absorbed)
    return kept


def _same_value_operand(node: Node, roots: list[Var]) -> Var | None:
    """x in ``x * 1.0`` or ``x / 1.0`` (exact in IEEE arithmetic) when the product is not
    returned: compile's code never writes into a value that may be an argument, so reading
    x itself is safe where the copy was only read."""
    if node.kind != "call" or node.func not in (np.multiply, np.true_divide) or node.kwargs:
        return None
    if len(node.args) != 2 or len(node.outputs) != 1 or any(node.outputs[0] is r for r in roots):
        return None
    out = node.outputs[0].value
    pairs = [node.args] if node.func is np.true_divide else [node.args, node.args[::-1]]
    for x, one in pairs:
        if (
            type(x) is Var
            and type(one) is float
            and one == 1.0
            and type(x.value) is np.ndarray
            and type(out) is np.ndarray
            and x.value.dtype == out.dtype
            and x.value.dtype.kind in "fc"
            and x.value.shape == out.shape
        ):
            return x
    return None


def _uniform_constants_as_scalars(node: Node) -> None:
    """A ufunc's constant array operand holding one value (the backward's seed of ones)
    becomes that value as a Python scalar, when neither the result's shape nor its dtype
    changes: the same arithmetic, without reading a full array of ones every call. Only
    element-wise ufuncs broadcast a scalar: a generalised one (np.matmul) needs its core
    dimensions."""
    if node.kind != "call" or not isinstance(node.func, np.ufunc) or node.kwargs:
        return
    if node.func.signature is not None:
        return
    out = node.outputs[0].value if len(node.outputs) == 1 else None
    if type(out) is not np.ndarray or out.dtype.kind not in "fc":
        return
    if not any(type(arg) is np.ndarray for arg in node.args):
        return  # no constant array: the args (and _node_inputs' cache of them) stay
    args = list(node.args)
    for k, arg in enumerate(args):
        if type(arg) is not np.ndarray or arg.dtype != out.dtype or arg.size == 0:
            continue
        others = [a.value if type(a) is Var else a for j, a in enumerate(args) if j != k]
        arrays = [a for a in others if isinstance(a, np.ndarray | np.generic)]
        if any(a.dtype != out.dtype for a in arrays):
            continue  # a Python scalar takes the other operand's dtype: keep the array
        if np.broadcast_shapes(*(np.shape(a) for a in arrays)) != out.shape:
            continue
        first = arg.flat[0]
        if first == first and bool(np.all(arg == first)):  # one value, and not NaN
            args[k] = first.item()
    node.args = type(node.args)(args)


def _has_random(node: Node) -> bool:
    return "random" in node.call
