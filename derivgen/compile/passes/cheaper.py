"""Cheaper equivalents of traced calls: shape ops that do nothing, broadcasts a ufunc does itself,
products over one term, and the faster spelling of a shape op or sum on a plain array.

``vmap`` and the backward formulas are written for any shape, so the traced code of a
Hessian or of per-example gradients is full of calls that the signature's fixed shapes
make trivial. On small arrays each costs a few microseconds of Python and dispatch, about
what the arithmetic costs, so they add up (``np.broadcast_to`` alone is about 4 µs):

- ``np.broadcast_to(x, s)`` and ``np.reshape(x, s)`` where x has the shape s already are x;
- ``np.broadcast_to(x, s)`` (and ``ops.expand_reduced`` of a 0-d x, the backward of
  ``np.sum(a)``) read only by element-wise ufuncs, whose results keep their shapes when
  they read x, is x: the ufunc broadcasts it the same way, without the call;
- ``np.matmul(a, b)`` over a contraction of length one (an outer product, per-example
  gradients of a weight matrix: B products of (m, 1) and (1, n)) is ``np.multiply(a, b)``,
  one pass where matmul makes a BLAS call per matrix;
- ``np.sum(x, axes)`` over axes of length one only is ``np.reshape(x, shape)`` (a view);
- ``x ** 1`` is x, and ``y * x ** 0`` is y (x**0 is 1 for every x, NaN and infinities
  included): the first and second derivatives of a square leave these behind;

and, in the written source (``spelled``), ``x.reshape(s)``, ``x.swapaxes(-1, -2)`` and
``np.add.reduce(x, axis, None, None, keepdims)`` for ``np.reshape``, ``np.expand_dims``,
``np.squeeze``, ``ops.matrix_transpose`` and ``np.sum`` of a plain float array: the same
method NumPy's function calls, without its Python wrapper (about 1 µs a call).

All give the uncompiled values exactly, except the sign of a zero: a product over one term
and a sum of one element start from +0.0 (``matmul([[-0.0]], [[1.0]])`` is +0.0), the
rewritten ones give the -0.0 itself (as the in-place accumulation of ``passes.updates``
does). The two compare equal. Results returned by the function are left as traced (never a view of
another value), and values fn wrote into in place keep their calls (``effects``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_tuple

from derivgen.compile.graph import Node, Var, _node_inputs, _rename_inputs, _vars_in

if TYPE_CHECKING:
    from derivgen.compile.graph import Spelling


# the functions whose calls simplify may rewrite (and ops.expand_reduced), by id
_REWRITTEN = frozenset(
    map(id, (np.sum, np.power, np.broadcast_to, np.reshape, np.multiply, np.matmul))
)


def simplify(nodes: list[Node], roots: list[Var], rename: dict[Var, Var]) -> list[Node]:
    """``nodes`` with the trivial calls dropped or made cheaper; ``rename`` maps each dropped
    call's result to the value read instead (as ``optimise``'s own renames)."""
    returned = {id(v) for v in roots}
    producer = {id(v): node for node in nodes for v in node.outputs}
    readers: dict[int, list[Node]] = {}
    for node in nodes:
        for var in dict.fromkeys(_node_inputs(node)):
            readers.setdefault(id(var), []).append(node)
    dropped: dict[Var, Var] = {}
    kept: list[Node] = []
    for node in nodes:
        _rename_inputs(node, dropped)
        if node.kind != "call" or (
            id(node.func) not in _REWRITTEN and node.call != "ops.expand_reduced"
        ):
            kept.append(node)  # none of the rewrites below applies: the common case
            continue
        if node.outputs and id(node.outputs[0]) not in returned:
            _sum_as_reshape(node)
            same = _same_value(node, readers) or _times_power_zero(node, producer)
            if same is not None:
                dropped[node.outputs[0]] = same
                continue
        _product_as_multiply(node)
        kept.append(node)
    for var, target in list(rename.items()):
        rename[var] = dropped.get(target, target)
    rename.update(dropped)
    return kept


def _plain_call(node: Node, func: Any, nargs: int) -> Var | None:
    """The first argument of ``func(x, ...)`` with ``nargs`` positional arguments and no
    keywords, when x is a Var holding a plain array and the call has one array result."""
    if node.kind != "call" or node.func is not func or node.kwargs or len(node.args) != nargs:
        return None
    x = node.args[0]
    if type(x) is not Var or type(x.value) is not np.ndarray or len(node.outputs) != 1:
        return None
    if node.paths != [()] or type(node.outputs[0].value) is not np.ndarray:
        return None
    return x


def _same_value(node: Node, readers: dict[int, list[Node]]) -> Var | None:
    """The Var that a broadcast or reshape can be replaced by, or None."""
    power = _power_of(node, 1)  # x**1 is x, for every x
    if power is not None:
        out = node.outputs[0]
        if type(power.value) is type(out.value) and power.value.dtype == out.value.dtype:
            return power if np.shape(power.value) == np.shape(out.value) else None
        return None
    x = _plain_call(node, np.broadcast_to, 2) or _plain_call(node, np.reshape, 2)
    if x is None:
        x = _whole_reduction_expanded(node)
    if x is None:
        return None
    out = node.outputs[0]
    if x.value.dtype != out.value.dtype:
        return None
    if x.value.shape == out.value.shape and type(x.value) is np.ndarray:
        return x
    if node.func is not np.reshape and all(
        _broadcasts(reader, out, x) for reader in readers.get(id(out), [])
    ):
        return x
    return None


def _power_of(node: Node | None, exponent: float) -> Var | None:
    """x of ``np.power(x, c)`` with a constant c equal to ``exponent``, x a float."""
    if node is None or node.kind != "call" or node.func is not np.power or node.kwargs:
        return None
    if len(node.args) != 2 or len(node.outputs) != 1 or node.paths != [()]:
        return None
    x, c = node.args
    if type(x) is not Var or not isinstance(x.value, np.ndarray | np.generic):
        return None
    if not isinstance(c, int | float | np.generic) or isinstance(c, bool) or np.ndim(c):
        return None
    if x.value.dtype.kind not in "fc" or c != exponent:
        return None
    return x


def _times_power_zero(node: Node, producer: dict[int, Node]) -> Var | None:
    """y of ``y * x**0`` (the second derivative of a square: ``2 * 1 * x**0``): x**0 is 1
    for every x, NaN and infinities included, and y * 1 is y, when neither y's shape nor
    its dtype changes."""
    if node.kind != "call" or node.func is not np.multiply or node.kwargs:
        return None
    if len(node.args) != 2 or len(node.outputs) != 1 or node.paths != [()]:
        return None
    out = node.outputs[0].value
    for y, p in (node.args, node.args[::-1]):
        if type(y) is not Var or type(p) is not Var or y is p:
            continue
        if _power_of(producer.get(id(p)), 0) is None:
            continue
        value = y.value
        if type(value) is type(out) and np.shape(value) == np.shape(out):
            if isinstance(out, np.ndarray | np.generic) and value.dtype == out.dtype:
                return y if out.dtype.kind in "fc" else None
    return None


def _whole_reduction_expanded(node: Node) -> Var | None:
    """x of ``ops.expand_reduced(x, shape, None, keepdims)`` (the backward of ``np.sum(a)``)
    for a 0-d x: a broadcast of x to ``shape``."""
    if node.kind != "call" or node.call != "ops.expand_reduced" or node.kwargs:
        return None
    if len(node.args) != 4 or node.args[2] is not None or len(node.outputs) != 1:
        return None
    x = node.args[0]
    if type(x) is not Var or not isinstance(x.value, np.ndarray | np.generic) or x.value.ndim:
        return None
    return x if type(node.outputs[0].value) is np.ndarray else None


def _broadcasts(reader: Node, out: Var, x: Var) -> bool:
    """Whether ``reader`` is an element-wise ufunc whose result keeps its shape when it
    reads x in place of ``out`` (x broadcast to out's shape)."""
    func = reader.func
    if reader.kind != "call" or not isinstance(func, np.ufunc) or reader.kwargs:
        return False
    if func.signature is not None or func.nout != 1 or len(reader.outputs) != 1:
        return False
    result = reader.outputs[0].value
    if type(result) is not np.ndarray or result.ndim == 0:  # 0-d: a scalar x would stay one
        return False
    shapes = []
    for arg in reader.args:
        if arg is out:
            shapes.append(x.value.shape)
        elif type(arg) is Var:
            shapes.append(np.shape(arg.value))
        elif isinstance(arg, np.ndarray | np.generic | bool | int | float | complex):
            shapes.append(np.shape(arg))
        else:
            return False
    try:
        return np.broadcast_shapes(*shapes) == result.shape
    except ValueError:
        return False


def _product_as_multiply(node: Node) -> None:
    """``np.matmul(a, b)`` of stacks of (m, 1) and (1, n) matrices as ``np.multiply(a, b)``."""
    a = _plain_call(node, np.matmul, 2)
    b = node.args[1] if a is not None else None
    if a is None or type(b) is not Var or type(b.value) is not np.ndarray:
        return
    out = node.outputs[0].value
    if a.value.ndim < 2 or b.value.ndim < 2 or a.value.shape[-1] != 1 or b.value.shape[-2] != 1:
        return
    if not a.value.dtype == b.value.dtype == out.dtype or out.dtype.kind not in "fc":
        return
    if np.broadcast_shapes(a.value.shape, b.value.shape) != out.shape:
        return
    node.func, node.call = np.multiply, "np.multiply"
    node.comment += ", over one term: a product"


def _sum_as_reshape(node: Node) -> None:
    """``np.sum(x, axis[, keepdims=k])`` over axes of length one only as a reshape (a view)."""
    if node.kind != "call" or node.func is not np.sum or set(node.kwargs) - {"axis", "keepdims"}:
        return
    if not 1 <= len(node.args) <= 2 or type(node.args[0]) is not Var or len(node.outputs) != 1:
        return
    x = node.args[0]
    axis = node.args[1] if len(node.args) == 2 else node.kwargs.get("axis")
    out = node.outputs[0]
    if type(x.value) is not np.ndarray or type(out.value) is not np.ndarray:
        return
    if x.value.dtype != out.value.dtype or x.value.dtype.kind not in "fc" or axis is None:
        return
    axes = axis if type(axis) is tuple else (axis,)
    if not axes or any(type(a) is not int for a in axes):
        return
    if type(node.kwargs.get("keepdims", False)) is not bool:
        return
    axes = normalize_axis_tuple(axes, x.value.ndim)
    if any(x.value.shape[a] != 1 for a in axes):
        return
    node.func, node.call = np.reshape, "np.reshape"
    node.args, node.kwargs = (x, out.value.shape), {}
    node.comment += ", over axes of length one: a reshape"
    out.value = x.value.reshape(out.value.shape)
    out.fresh = False
    out.aliased = x.aliased = True  # a view: neither is written in place


_RESHAPING = {np.reshape, np.expand_dims, np.squeeze}


def spelled(node: Node, writer: Spelling) -> str | None:
    """The call as a method of a plain array (or ``np.add.reduce``), or None to keep it."""
    if node.kind != "call" or not node.args or len(node.outputs) != 1 or node.paths != [()]:
        return None
    x, out = node.args[0], node.outputs[0].value
    if type(x) is not Var or type(x.value) is not np.ndarray:
        return None
    if type(out) is not np.ndarray and not (node.func is np.sum and isinstance(out, np.generic)):
        return None
    if any(type(v) is Var for v in _vars_in((node.args[1:], node.kwargs))):
        return None
    if node.func in _RESHAPING and not node.kwargs and len(node.args) <= 2:
        return f"{x.name}.reshape({writer.render(out.shape)})"  # its shape is the signature's
    if node.call == "ops.matrix_transpose" and len(node.args) == 1 and not node.kwargs:
        return f"{x.name}.swapaxes(-1, -2)"  # its forward, as a method
    if node.func is np.sum and len(node.args) <= 2 and set(node.kwargs) <= {"axis", "keepdims"}:
        if x.value.dtype.kind not in "fc":
            return None  # np.sum's integer and boolean promotion stays np.sum's
        axis = node.args[1] if len(node.args) == 2 else node.kwargs.get("axis")
        keepdims = node.kwargs.get("keepdims", False)
        if type(keepdims) is not bool or not (axis is None or type(axis) in (int, tuple)):
            return None
        return f"np.add.reduce({x.name}, {writer.render(axis)}, None, None, {keepdims!r})"
    return None


def times_one(ufunc: np.ufunc, operands: list[Any]) -> Var | None:
    """The operand of ``x * ones`` or ``x / ones`` (Vars for staged values) whose value the
    result is exactly, so that the call need not be staged at all.

    Backward passes multiply by the ones they were seeded with; x * 1 is x in IEEE arithmetic
    (signed zeros, infinities, NaN), so no call is needed when the shape and dtype stay too.
    """
    if len(operands) != 2:
        return None
    pairs = [tuple(operands)] if ufunc is np.true_divide else [operands, operands[::-1]]
    for x, c in pairs:
        if type(x) is not Var or not x.fresh or type(c) in (Var, bool):
            continue  # only private temporaries: the result must not alias fn's arguments
        value = x.value
        if type(value) is not np.ndarray:
            continue
        if isinstance(c, int | float):
            same = c == 1 and value.dtype.kind in "fc"
        elif type(c) is np.ndarray and c.size <= value.size:
            same = (
                np.result_type(value, c) == value.dtype
                and np.broadcast_shapes(c.shape, value.shape) == value.shape
                and bool(np.all(c == 1))
            )
        else:
            same = False
        if same:
            return x
    return None
