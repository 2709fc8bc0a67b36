"""Tracing plain NumPy code: boxed arrays record registered ops for reverse and forward mode.

A ``Box`` wraps an array in one trace. NumPy calls on it (ufuncs, functions, operators,
methods) are routed to the registered op, which runs its forward on the unwrapped values
and, in reverse mode, records a node holding exactly what the op's backward saves. Traces
nest: a value can be boxed by several traces, and each call is handled by the innermost
one, whose unwrapped values may still be boxes of outer traces. That is how ``grad(grad(f))``
and ``jvp(grad(f))`` work: the backward formulas are themselves traced.
"""

from __future__ import annotations

import dis
import inspect
import itertools
import operator
import sys
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen import keywords, registry, writes
from derivgen.arraylike import saved_array
from derivgen.binding import TANGENT, Prepared, by_function, by_name, prepared
from derivgen.conversion import call_traced, conversion_error
from derivgen.unregistered import public_path, unregistered_error

__all__ = ["Box", "apply", "forward", "prepared", "reverse", "stop_gradient"]

_levels = itertools.count(1)
_NO_VALUE = np._NoValue  # NumPy's default for "not given" (keepdims, initial, where, prepend)


def _is_float(value: Any) -> bool:
    if type(value) is np.ndarray:
        return value.dtype.kind in "fc"
    kind = getattr(getattr(value, "dtype", None), "kind", None)
    if kind is None:
        return isinstance(value, float | complex)
    return kind in "fc"


class Trace:
    """One differentiation in progress; nested traces have higher levels."""

    __slots__ = ("level", "views")

    def __init__(self) -> None:
        self.level = next(_levels)
        # For index assignment: the boxes whose values are views, and the boxes they view,
        # by the id of the array that owns the memory (see Box.__setitem__).
        self.views: dict[int, list[weakref.ref[Box]]] = {}

    def note_view(self, view: Box, source: Box | None) -> None:
        """Remember that ``view``'s value shares memory with ``source``'s (a NumPy view)."""
        owner = _innermost(view.value).base
        refs = self.views.setdefault(id(owner), [])
        refs.append(weakref.ref(view))
        if source is not None:
            refs.append(weakref.ref(source))

    def record(self, prep: Prepared, bound: list[Any]) -> Any:
        raise NotImplementedError

    def record_simple(self, prep: Prepared, bound: list[Any]) -> Any:
        """record() for ops of the common shape (Prepared.fast); by default the same."""
        if not prep.complex:
            _refuse_complex(prep, bound)
        return self.record(prep, bound)

    def unbox_list(self, values: Sequence[Any]) -> list[Any]:
        return [v.value if type(v) is Box and v.owner is self else v for v in values]


def apply(prep: Prepared, args: Sequence[Any], kwargs: dict[str, Any] | None) -> Any:
    """Call an op: plainly, or recorded by the innermost trace among its Tensor arguments."""
    if not kwargs and prep.n_required <= len(args) <= prep.n_quick:
        bound = [*args, *prep.defaults[len(args) :]]  # np.sum(x): the defaults fill the rest
    elif len(args) > prep.n_pos and prep.n_quick >= 0 and prep.info.numpy is not None:
        return _by_numpy_keywords(prep, args, kwargs)  # np.sum(x, 0, np.float32)
    else:
        bound = prep.bind(args, kwargs)
    return apply_bound(prep, bound)


def apply_spelled_out(prep: Prepared, args: Sequence[Any]) -> Any:
    """apply() for a generated forward's own call: every parameter by position, the
    keyword-only ones included (``tracer.__derivgen_apply__("sum", (x, axis, keepdims))``)."""
    if prep.n_quick >= 0 and len(args) == len(prep.params):
        return apply_bound(prep, list(args))
    return apply(prep, args, None)


def apply_bound(prep: Prepared, bound: list[Any]) -> Any:
    """Call an op on its arguments in signature order."""
    trace: Trace | None = None
    for i in prep.tensor_pos:
        value = bound[i]
        if type(value) is Box:
            if trace is None or value.owner.level > trace.level:
                trace = value.owner
        elif i in prep.list_pos and isinstance(value, list | tuple):
            for item in value:
                if type(item) is Box and (trace is None or item.owner.level > trace.level):
                    trace = item.owner
    if trace is None:
        return prep.call_forward(bound)
    if prep.fast:
        return trace.record_simple(prep, bound)  # checks complex inputs itself
    if not prep.complex:
        _refuse_complex(prep, bound)
    return trace.record(prep, bound)


def _by_numpy_keywords(prep: Prepared, args: Sequence[Any], kwargs: dict[str, Any] | None) -> Any:
    """A call of a NumPy function with more positional arguments than its op takes by
    position: the rest are named as NumPy names them, and the call is dispatched again (so
    that keywords.rewrite handles dtype=, out=, ...)."""
    func = prep.info.numpy
    try:
        named = inspect.signature(func).bind_partial(*args).arguments
    except (TypeError, ValueError) as exc:
        raise TypeError(f"{prep.name}(): {exc} ({prep.info.signature})") from None
    names = list(named)
    rest = {name: named[name] for name in names[prep.n_pos :]}
    clash = rest.keys() & (kwargs or {}).keys()
    if clash:
        raise TypeError(f"{prep.name}() got multiple values for argument '{min(clash)}'")
    return _dispatch(func, args[: prep.n_pos], {**rest, **(kwargs or {})})


def _is_complex(value: Any) -> bool:
    if isinstance(value, list | tuple):
        return any(_is_complex(v) for v in value)
    if isinstance(value, complex):
        return True
    return getattr(getattr(value, "dtype", None), "kind", None) == "c"


def _refuse_complex(prep: Prepared, bound: list[Any]) -> None:
    """The one check that keeps complex values out of ops whose formulas assume real ones."""
    for i in prep.tensor_pos:
        if _is_complex(bound[i]):
            raise _complex_input(prep, i)


def _complex_input(prep: Prepared, position: int) -> TypeError:
    return TypeError(
        f"{_call_name(prep.info)}: derivgen has no derivative of '{prep.name}' for "
        f"complex input '{prep.params[position]}' (its entry in derivatives.yaml is not marked "
        "'complex: true'); differentiate real and imaginary parts separately "
        "(np.real, np.imag) or add complex support to the entry"
    )


# ---------------------------------------------------------------- reverse mode


class Node:
    """One recorded op of the general kind: its backward, saved values and input nodes.

    Ops of the common kind (one array out, Tensor inputs passed plainly) are recorded as
    plain lists instead, which are several times cheaper to make (see ``_simple_node``).
    ``grads`` holds the cotangents summed into the node's outputs during a backward pass.
    Nodes point only to earlier nodes, never to boxes or to the trace, so a finished
    trace is freed by reference counting alone, without waiting for the cycle collector.
    """

    __slots__ = ("prep", "saved", "parents", "value", "n_out", "needs", "real_inputs", "grads")

    def __init__(self, prep: Any, saved: Any, parents: Any, value: Any, n_out: int) -> None:
        self.prep = prep
        self.saved = saved
        self.parents = parents
        self.value = value  # kept only for multi-output ops, to fill missing cotangents
        self.n_out = n_out
        self.needs: tuple[bool, ...] = ()  # for multi-input ops: which inputs need gradients
        # Real inputs of a complex output: their cotangents keep only the real part, as in JAX.
        self.real_inputs: tuple[tuple[int, Any], ...] = ()
        self.grads: list[Any] | None = None


# A simple node is a list: [cotangent, backward, saved values (a tuple), needs, then for each
# Tensor input its source node and output index (None, 0 for an input with no derivative)].
# When some input needs no gradient, needs (which inputs do) also ends the tuple of saved
# values and the backward is the op's backward_needs_last, so every node's backward is
# called as backward(cotangent, *saved), without a keyword.
# An op of one Tensor input and one saved value has the shorter [cotangent, backward, saved
# value, source node, output index], whose backward is called without unpacking a tuple.
# A leaf's node is [cotangent] alone. The cotangent slot is filled during a backward pass and
# emptied when the node's backward runs, so passes do not build a dict of nodes.
_LEAF_LENGTH = 1
_UNARY_ONE_SAVED_LENGTH = 5
_UNARY_LENGTH = 6  # one Tensor input: its backward returns the gradient itself, not a tuple
_BINARY_LENGTH = 8


def is_leaf(node: Any) -> bool:
    """Whether a reverse-mode box's node is a leaf: an input of the function, not an op's result."""
    return type(node) is list and len(node) == _LEAF_LENGTH


class ReverseTrace(Trace):
    """Records ops on a tape so that cotangents can be pulled back through them."""

    __slots__ = ("tape", "running")

    def __init__(self) -> None:
        super().__init__()
        self.tape: list[Any] = []  # Node objects and simple nodes (lists), in recording order
        self.running = False  # a backward pass is in progress (the nodes' slots are in use)

    def leaf(self, value: Any) -> Box:
        return Box(value, self, [None], 0)

    def record(self, prep: Prepared, bound: list[Any]) -> Any:
        parents = []
        source = None
        for i in prep.tensor_pos:
            value = bound[i]
            if type(value) is Box:
                if value.owner is self:
                    source = value
                    bound[i] = value.value
                    if i in prep.diff_set:
                        parents.append((i, (value.node, value.index)))
                    elif _is_float(value.value):
                        raise _no_derivative_for(prep, i)
            elif i in prep.list_pos and isinstance(value, list | tuple):
                mine = [type(b) is Box and b.owner is self for b in value]
                if any(mine):
                    bound[i] = self.unbox_list(value)
                    if i in prep.diff_set:
                        pairs = zip(value, mine, strict=True)
                        sources = [(b.node, b.index) if m else None for b, m in pairs]
                        parents.append((i, sources))
        value = prep.call_forward(bound)
        if not parents:
            return value
        multi = prep.multi or prep.returns_list
        n_out = len(value) if multi else 1
        node = Node(prep, prep.fetch(prep.saved_plan, bound, value), parents, None, n_out)
        if not prep.single_input:
            node.needs = tuple(pos in (i for i, _ in parents) for pos in prep.tensor_pos)
        if prep.complex and _is_complex(value):
            node.real_inputs = _real_inputs(parents, bound)
        self.tape.append(node)
        if not multi:
            if type(value) is not np.ndarray:
                _refuse_subclass(prep, value)
            if not _is_float(value):
                return value
            box = Box(value, self, node, 0)
            if getattr(_innermost(value), "base", None) is not None:
                self.note_view(box, source)
            return box
        node.value = value
        boxed = [Box(v, self, node, k) if _is_float(v) else v for k, v in enumerate(value)]
        if type(value) is list:
            return boxed
        return value._make(boxed) if hasattr(value, "_make") else type(value)(boxed)

    def record_simple(self, prep: Prepared, bound: list[Any]) -> Any:
        """record() for the common case (Prepared.fast), with less general machinery.

        It does in one loop what apply() and record() do in several: unbox, collect the
        sources, and refuse complex inputs of real-only ops, reading an ndarray's dtype
        directly; the node is a simple node (a list). Real-float unary and binary calls
        take the even shorter recorders of ``_recorder``.
        """
        sources: list[Any] = []  # per Tensor input: its source node and output index
        diff = prep.diff_set
        refuse_complex = not prep.complex
        source = None
        traced = False
        untracked = None  # a traced float input with no derivative: an error, raised below
        for i in prep.tensor_pos:
            value = bound[i]
            if type(value) is Box and value.owner is self:
                source = value
                value = bound[i] = value.value
                if i in diff:
                    sources += (source.node, source.index)
                    traced = True
                else:
                    sources += (None, 0)
                    if untracked is None and _is_float(value):
                        untracked = i
            else:
                sources += (None, 0)
            if refuse_complex:
                if type(value) is np.ndarray:
                    if value.dtype.kind == "c":
                        raise _complex_input(prep, i)
                elif type(value) is not float and _is_complex(value):
                    raise _complex_input(prep, i)
        if untracked is not None:
            raise _no_derivative_for(prep, untracked)
        value = prep.direct(*bound)
        if not traced:
            return value
        saved = []
        for i in prep.saved_index:
            if i >= 0:
                arg = bound[i]
                if type(arg) is not np.ndarray and i in prep.tensor_set:  # [1., 2.] or 3.0
                    arg = saved_array(arg, value, False)
                saved.append(arg)
            elif i == -1:
                saved.append(value)
            else:
                arg = bound[-2 - i]
                saved.append(arg.shape if hasattr(arg, "shape") else np.shape(arg))  # a list too
        # needs stays () when every input needs its gradient: the backward's default.
        needs = () if None not in sources[::2] else tuple(p is not None for p in sources[::2])
        if (
            prep.complex
            and type(value) is not np.float64
            and (value.dtype.kind == "c" if type(value) is np.ndarray else _is_complex(value))
        ):
            pairs = [
                (i, (p, k))
                for i, p, k in zip(prep.tensor_pos, *[iter(sources)] * 2, strict=True)
                if p is not None
            ]
            return self._record_node(prep, saved, pairs, needs, bound, value, source)
        if needs:
            node = [None, prep.backward_needs_last, (*saved, needs), needs, *sources]
        else:
            node = [None, prep.backward, tuple(saved), needs, *sources]
        self.tape.append(node)
        return _box_output(self, prep, node, value, source)

    def _record_node(
        self,
        prep: Prepared,
        saved: list[Any],
        parents: list[Any],
        needs: tuple[bool, ...],
        bound: list[Any],
        value: Any,
        source: Box | None,
    ) -> Any:
        """A one-output op with a complex output, recorded as a Node (it has real_inputs)."""
        node = Node(prep, saved, parents, None, 1)
        node.needs = needs
        node.real_inputs = _real_inputs(parents, bound)
        self.tape.append(node)
        return _box_output(self, prep, node, value, source)

    def backward(
        self, seeds: Sequence[tuple[Box, Any]], leaves: Sequence[Any], release: bool = False
    ) -> list[Any]:
        """Pull the seed cotangents back through the tape; return the leaves' cotangents.

        ``leaves`` are the nodes of the function's inputs; an input nothing flowed back to
        gets None. ``release``: this is the only pass, so each node drops its saved values as
        soon as its backward has run, which lowers the peak memory of ``grad``.
        """
        if self.running:
            raise RuntimeError("a backward pass of this trace is already running (re-entered)")
        self.running = True
        # The ids of the cotangent sums this pass allocated itself and still holds in a node's
        # slot: no one else holds them, so later contributions are added into them in place.
        private: set[int] = set()
        try:
            for box, g in seeds:
                _add_cotangent(box.node, box.index, g, private)
            for node in reversed(self.tape):
                if type(node) is list:
                    g = node[0]
                    if g is None:
                        continue
                    node[0] = None
                    if private:
                        private.discard(id(g))
                    saved = node[2]
                    if release:
                        node[2] = None
                    length = len(node)
                    if length == _UNARY_ONE_SAVED_LENGTH:
                        result = node[1](g, saved)
                        parent = node[3]
                        # Inline, the common case: a parent's first cotangent.
                        if type(parent) is list and parent[0] is None:
                            parent[0] = result
                        else:
                            _add_cotangent(parent, node[4], result, private)
                        continue
                    if length == _UNARY_LENGTH:
                        result = node[1](g, *saved)
                        parent = node[4]
                        if type(parent) is list and parent[0] is None:
                            parent[0] = result
                        else:
                            _add_cotangent(parent, node[5], result, private)
                        continue
                    result = node[1](g, *saved)
                    if length == _BINARY_LENGTH:  # unrolled: the common case
                        parent = node[4]
                        if parent is not None:
                            gk = result[0]
                            if type(parent) is list and parent[0] is None:
                                parent[0] = gk
                            else:
                                _add_cotangent(parent, node[5], gk, private)
                        parent = node[6]
                        if parent is not None:
                            gk = result[1]
                            if type(parent) is list and parent[0] is None:
                                parent[0] = gk
                            else:
                                _add_cotangent(parent, node[7], gk, private)
                        continue
                    for k in range(4, length, 2):
                        parent = node[k]
                        if parent is None:
                            continue
                        gk = result[(k - 4) >> 1]
                        if type(parent) is list and parent[0] is None:
                            parent[0] = gk
                        else:
                            _add_cotangent(parent, node[k + 1], gk, private)
                    continue
                gs = node.grads
                if gs is None:
                    continue
                node.grads = None
                if private:
                    private.difference_update(id(g) for g in gs)
                self._node_backward(node, gs, private, release)
            grads = []
            for leaf in leaves:
                grads.append(leaf[0])
                leaf[0] = None
            return grads
        except BaseException:
            for node in self.tape:  # a later pass must not find this one's partial sums
                if type(node) is list:
                    node[0] = None
                else:
                    node.grads = None
            for leaf in leaves:
                leaf[0] = None
            raise
        finally:
            self.running = False

    def _node_backward(self, node: Node, gs: list[Any], private: set[int], release: bool) -> None:
        """One general node's backward: several outputs, Tensor[] inputs, custom rules."""
        prep = node.prep
        if node.n_out == 1 and node.value is None:
            if node.needs:
                result = prep.backward(gs[0], *node.saved, needs=node.needs)
            else:
                result = prep.backward(gs[0], *node.saved)
        else:
            extra = {"needs": node.needs} if node.needs else {}
            grads = [
                g if g is not None else np.zeros_like(v)
                for g, v in zip(gs, node.value, strict=True)
            ]
            if prep.multi:
                result = prep.backward(*grads, *node.saved, **extra)
            else:  # one output that is a list of arrays
                result = prep.backward(grads, *node.saved, **extra)
        if node.real_inputs:
            result = _real_parts(prep, node.real_inputs, result)
        if release:
            node.saved = node.value = None
        if prep.single_input:
            _add_to_parent(node.parents[0][1], result, private)
            return
        result_index = prep.result_index
        for i, parent in node.parents:
            _add_to_parent(parent, result[result_index[i]], private)


def _box_output(trace: ReverseTrace, prep: Prepared, node: Any, value: Any, source: Any) -> Any:
    """A recorded one-output op's result: boxed when it is a float array or scalar."""
    if type(value) is np.float64:  # a full reduction's result
        return Box(value, trace, node, 0)
    if type(value) is np.ndarray:
        if value.dtype.kind in "fc":
            box = Box(value, trace, node, 0)
            if value.base is not None:
                trace.note_view(box, source)
            return box
        return value
    _refuse_subclass(prep, value)
    if not _is_float(value):
        return value
    box = Box(value, trace, node, 0)
    if getattr(_innermost(value), "base", None) is not None:  # a nested trace's or compile's
        trace.note_view(box, source)
    return box


def _innermost(value: Any) -> Any:
    """The NumPy array under nested traced arrays and compile's staged ones: its memory is
    the memory the program's views share."""
    while type(value) is Box:
        value = value.value
    if hasattr(type(value), "__derivgen_staged__"):
        value = value.var.value
    return value


def _real_inputs(parents: list[Any], bound: list[Any]) -> tuple[tuple[int, Any], ...]:
    """Which differentiated inputs are real: (position, None), or a mask for a Tensor[]."""
    found = []
    for i, _ in parents:
        value = bound[i]
        if isinstance(value, list | tuple):
            mask = tuple(not _is_complex(v) for v in value)
            if any(mask):
                found.append((i, mask))
        elif not _is_complex(value):
            found.append((i, None))
    return tuple(found)


def _real_parts(prep: Prepared, real_inputs: tuple[tuple[int, Any], ...], result: Any) -> Any:
    """The backward's result with real inputs' gradients reduced to their real parts."""
    grads = [result] if prep.single_input else list(result)
    for i, mask in real_inputs:
        k = 0 if prep.single_input else prep.result_index[i]
        g = grads[k]
        if g is None:
            continue
        if mask is None:
            grads[k] = np.real(g)
        else:
            grads[k] = [np.real(gj) if real else gj for gj, real in zip(g, mask, strict=True)]
    return grads[0] if prep.single_input else tuple(grads)


def _no_derivative_for(prep: Prepared, position: int) -> TypeError:
    """The error for a traced float at an input whose derivative the spec does not give.

    Dropping it would be a silently zero gradient (np.interp's xp, np.corrcoef's y).
    """
    info = prep.info
    name = prep.params[position]
    call = _call_name(info)
    others = ", ".join(info.differentiable) or "none"
    return TypeError(
        f"{call}: argument {name!r} is traced, but derivgen has no derivative with respect to "
        f"it (only for: {others}); pass derivgen.stop_gradient({name}) if a zero gradient is "
        "what you mean"
    )


def _masked(value: Any) -> bool:
    """Whether value is a masked array, without importing numpy.ma (~20 ms) to find out:
    a masked array can only exist once something imported numpy.ma."""
    ma = sys.modules.get("numpy.ma")
    return ma is not None and isinstance(value, ma.MaskedArray)


def _refuse_subclass(prep: Prepared, value: Any) -> None:
    """Masked arrays and np.matrix met inside traced code (as constants) are refused: the
    recorded derivatives follow plain ndarray semantics, so they would ignore the mask, or
    differ from a matrix's * and reductions."""
    if _masked(value):
        kind, fix = "a masked array", "m.filled(np.nan) with NaN-aware functions (np.nanmean, ...)"
    elif isinstance(value, np.matrix):
        kind, fix = "an np.matrix", "np.asarray(m), and @ for matrix products"
    elif overrides_numpy(type(value)):
        kind = f"a {type(value).__name__}, an ndarray subclass that overrides NumPy functions"
        fix = "np.asarray(a) (the override's own derivative cannot be known)"
    else:
        return
    raise TypeError(
        f"{_call_name(prep.info)} on a traced array gave {kind}, whose derivative derivgen "
        f"would get wrong (it follows plain ndarray semantics); use {fix}"
    )


def overrides_numpy(cls: type) -> bool:
    """Whether an ndarray subclass replaces what NumPy functions compute on it."""
    return issubclass(cls, np.ndarray) and (
        cls.__array_ufunc__ is not np.ndarray.__array_ufunc__
        or cls.__array_function__ is not np.ndarray.__array_function__
    )


def _call_name(info: Any) -> str:
    """How a user calls an op: np.linalg.det, scipy.special.erf, or the op's own name."""
    numpy_name = info.numpy_name
    if numpy_name is None:
        return info.name
    return numpy_name if numpy_name.startswith("scipy.") else f"np.{numpy_name}"


def _add_cotangent(node: Any, index: int, g: Any, private: set[int]) -> None:
    """Add a cotangent into the slot of one output of a node (simple, leaf or general)."""
    if g is None:
        return
    if type(node) is list:
        previous = node[0]
        node[0] = g if previous is None else _sum(private, previous, g)
        return
    slots = node.grads
    if slots is None:
        slots = node.grads = [None] * node.n_out
    previous = slots[index]
    slots[index] = g if previous is None else _sum(private, previous, g)


def _add_to_parent(parent: Any, g: Any, private: set[int]) -> None:
    """Add a general node's input gradient to where the input came from.

    ``parent`` is (node, output index), or for a Tensor[] input a list of those (None for
    the items that are not traced), whose gradient is a list too.
    """
    if type(parent) is list:
        for source, gk in zip(parent, g, strict=True):
            if source is not None:
                _add_cotangent(source[0], source[1], gk, private)
    else:
        if type(g) is list or type(g) is tuple:  # a Tensor[] input given as one array
            g = np.stack(g) if g else np.zeros((0,))
        _add_cotangent(parent[0], parent[1], g, private)


def _sum(private: set[int], previous: Any, g: Any) -> Any:
    """previous + g for one slot; in place when the slot's buffer is one this pass made.

    Only a sum this function allocated is ever written to: a first cotangent may be the
    seed, a user's cotangent, or a backward's argument passed through (add's gradient is
    its cotangent itself), all of which others still hold. The dtype and shape must match,
    or += would cast (float64 into float32) or fail to broadcast where + would not.
    """
    if (
        id(previous) in private
        and type(g) is np.ndarray
        and g.shape == previous.shape
        and g.dtype == previous.dtype
    ):
        previous += g
        return previous
    private.discard(id(previous))  # leaves its slot: its id may be reused
    total = previous + g
    if type(total) is np.ndarray and total is not previous and total is not g:
        private.add(id(total))
    return total


# ---------------------------------------------------------------- forward mode


class ForwardTrace(Trace):
    """Carries a tangent with each traced value (the Box's ``node`` slot holds it)."""

    __slots__ = ()

    def leaf(self, value: Any, tangent: Any) -> Box:
        return Box(value, self, tangent, 0)

    def record(self, prep: Prepared, bound: list[Any]) -> Any:
        tangents: dict[int, Any] = {}
        source = None
        for i in prep.tensor_pos:
            value = bound[i]
            if type(value) is Box and value.owner is self:
                source = value
                bound[i] = value.value
                if i in prep.diff_set:
                    tangents[i] = value.node
                elif _is_float(value.value):
                    raise _no_derivative_for(prep, i)
            elif i in prep.list_pos and isinstance(value, list | tuple):
                mine = [type(b) is Box and b.owner is self for b in value]
                if any(mine):
                    bound[i] = self.unbox_list(value)
                    if i in prep.diff_set:
                        tangents[i] = [
                            b.node if m else np.zeros_like(p)
                            for b, m, p in zip(value, mine, bound[i], strict=True)
                        ]
        value = prep.call_forward(bound)
        if not tangents:
            return value
        if prep.info.jvp is not None:
            args = []
            for kind, i in prep.jvp_plan:
                if kind == TANGENT:
                    t = tangents.get(i)
                    args.append(
                        t if t is not None else _zeros_like_arg(bound[i], i in prep.list_pos)
                    )
                else:
                    args.append(prep.fetch(((kind, i),), bound, value)[0])
            t_out = prep.info.jvp(*args)
        else:
            t_out = _transpose_jvp(prep, bound, value, tangents)
        if prep.multi or prep.returns_list:
            boxed = [
                Box(v, self, t, k) if _is_float(v) else v
                for k, (v, t) in enumerate(zip(value, t_out, strict=True))
            ]
            if type(value) is list:
                return boxed
            return value._make(boxed) if hasattr(value, "_make") else type(value)(boxed)
        if type(value) is not np.ndarray:
            _refuse_subclass(prep, value)
        if not _is_float(value):
            return value
        box = Box(value, self, t_out, 0)
        if getattr(_innermost(value), "base", None) is not None:
            self.note_view(box, source)
        return box


def _zeros_like_arg(value: Any, is_list: bool) -> Any:
    """The zero tangent of an argument; a list is one array unless the op takes a Tensor[]."""
    if is_list and isinstance(value, list | tuple):
        return [np.zeros_like(v) for v in value]
    return np.zeros_like(value)


def _transpose_jvp(prep: Prepared, bound: list[Any], value: Any, tangents: dict[int, Any]) -> Any:
    """J t from the backward alone: the backward is u -> J^T u, so J t = d<J^T u, t>/du."""
    multi = prep.multi or prep.returns_list
    outputs = list(value) if multi else [value]
    saved = prep.fetch(prep.saved_plan, bound, value)

    def pairing(*us: Any) -> Any:
        if prep.multi:
            result = prep.backward(*us, *saved)
        elif multi:
            result = prep.backward(list(us), *saved)
        else:
            result = prep.backward(us[0], *saved)
        if prep.single_input:
            result = (result,)
        total: Any = 0.0
        for i, t in tangents.items():
            g = result[prep.result_index[i]]
            pieces = zip(g, t, strict=True) if isinstance(t, list) else [(g, t)]
            for gk, tk in pieces:
                # JAX's pairing of cotangents and tangents is Re sum(u * t), no conjugate.
                term = np.sum(gk * tk)
                total = total + (np.real(term) if _is_complex(term) else term)
        return total

    zeros = [np.zeros_like(o) for o in outputs]
    _, pullback = reverse(pairing, zeros)
    real_dtype = np.finfo(np.result_type(*[o.dtype for o in outputs])).dtype
    t_out = pullback(np.ones((), dtype=real_dtype))
    if multi:
        return list(t_out)
    return t_out[0]


# ---------------------------------------------------------------- the traced array


class Box:
    """An array being traced. Plain NumPy calls on it dispatch to registered ops."""

    __slots__ = ("value", "owner", "node", "index", "__weakref__")
    __array_priority__ = 1000

    def __init__(self, value: Any, trace: Trace, node: Any, index: int) -> None:
        self.value = value
        self.owner = trace
        self.node = node
        self.index = index

    # NumPy dispatch ---------------------------------------------------------------
    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if method == "__call__" and not kwargs:
            record = _UFUNCS.get(ufunc)
            if record is not None:
                return record(*inputs)
        if method == "__call__" and "out" in kwargs:
            return _ufunc_into(ufunc, inputs, kwargs)
        if method != "__call__":
            return _ufunc_method(ufunc, method, inputs, kwargs)
        return _dispatch(ufunc, inputs, kwargs)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        if not kwargs:
            record = _FUNCTIONS.get(func)
            if record is not None:
                return record(*args)
        return _dispatch(func, args, kwargs)

    def __derivgen_apply__(self, name: str, args: Sequence[Any], module: str | None = None) -> Any:
        return apply_spelled_out(by_name(name, module), args)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        raise conversion_error("__array__")

    # Operators go straight to their ops; comparisons carry no derivative.
    def __add__(self, other: Any) -> Any:
        return (_OPERATOR["add"] or _operator("add"))(self, other)

    def __radd__(self, other: Any) -> Any:
        return (_OPERATOR["add"] or _operator("add"))(other, self)

    def __sub__(self, other: Any) -> Any:
        return (_OPERATOR["subtract"] or _operator("subtract"))(self, other)

    def __rsub__(self, other: Any) -> Any:
        return (_OPERATOR["subtract"] or _operator("subtract"))(other, self)

    def __mul__(self, other: Any) -> Any:
        return (_OPERATOR["multiply"] or _operator("multiply"))(self, other)

    def __rmul__(self, other: Any) -> Any:
        return (_OPERATOR["multiply"] or _operator("multiply"))(other, self)

    def __truediv__(self, other: Any) -> Any:
        return (_OPERATOR["divide"] or _operator("divide"))(self, other)

    def __rtruediv__(self, other: Any) -> Any:
        return (_OPERATOR["divide"] or _operator("divide"))(other, self)

    def __pow__(self, other: Any) -> Any:
        return (_OPERATOR["power"] or _operator("power"))(self, other)

    def __rpow__(self, other: Any) -> Any:
        return (_OPERATOR["power"] or _operator("power"))(other, self)

    def __matmul__(self, other: Any) -> Any:
        return (_OPERATOR["matmul"] or _operator("matmul"))(self, other)

    def __rmatmul__(self, other: Any) -> Any:
        return (_OPERATOR["matmul"] or _operator("matmul"))(other, self)

    def __mod__(self, other: Any) -> Any:
        return _dispatch(np.remainder, (self, other), {})

    def __rmod__(self, other: Any) -> Any:
        return _dispatch(np.remainder, (other, self), {})

    def __floordiv__(self, other: Any) -> Any:
        return _dispatch(np.floor_divide, (self, other), {})

    def __rfloordiv__(self, other: Any) -> Any:
        return _dispatch(np.floor_divide, (other, self), {})

    def __divmod__(self, other: Any) -> Any:
        return _dispatch(np.divmod, (self, other), {})

    def __rdivmod__(self, other: Any) -> Any:
        return _dispatch(np.divmod, (other, self), {})

    def __neg__(self) -> Any:
        return (_OPERATOR["negative"] or _operator("negative"))(self)

    def __pos__(self) -> Any:
        return self

    def __abs__(self) -> Any:
        return (_OPERATOR["absolute"] or _operator("absolute"))(self)

    def __lt__(self, other: Any) -> Any:
        return self.value < stop_gradient(other)

    def __le__(self, other: Any) -> Any:
        return self.value <= stop_gradient(other)

    def __gt__(self, other: Any) -> Any:
        return self.value > stop_gradient(other)

    def __ge__(self, other: Any) -> Any:
        return self.value >= stop_gradient(other)

    def __eq__(self, other: Any) -> Any:  # type: ignore[override]
        return self.value == stop_gradient(other)

    def __ne__(self, other: Any) -> Any:  # type: ignore[override]
        return self.value != stop_gradient(other)

    __hash__ = None  # type: ignore[assignment]

    # Array-like attributes ----------------------------------------------------------
    shape = property(lambda self: np.shape(self.value))
    ndim = property(lambda self: np.ndim(self.value))
    size = property(lambda self: np.size(self.value))
    dtype = property(lambda self: self.value.dtype)
    T = property(lambda self: apply(by_name("transpose"), (self, None), None))
    mT = property(lambda self: apply(by_name("matrix_transpose"), (self,), None))
    real = property(lambda self: _dispatch(np.real, (self,), {}))
    imag = property(lambda self: _dispatch(np.imag, (self,), {}))

    def __len__(self) -> int:
        return len(self.value)

    def __iter__(self) -> Any:
        return (self[i] for i in range(len(self.value)))

    def __getitem__(self, index: Any) -> Any:
        return apply(by_name("getitem"), (self, _plain_index(index)), None)

    def __setitem__(self, index: Any, value: Any) -> None:
        """x[index] = value: x now holds a new array (JAX's x.at[index].set(value)).

        The box is rebound to the new node, so every name for this box sees the write, as in
        NumPy. A NumPy view sharing the written memory would see it too, but cannot here,
        so a live one is an error rather than a silently different value and gradient.
        """
        index = _plain_index(index)
        _refuse_aliased_write(self, index)
        new = apply(by_name("setitem"), (self, index, value), None)
        self.value, self.owner, self.node, self.index = new.value, new.owner, new.node, new.index

    # Augmented assignment writes into the array, as in NumPy (through __setitem__, so a
    # write into a live view is refused rather than lost): every operator, set after the class.

    def __repr__(self) -> str:
        return f"Traced({self.value!r})"

    def __bool__(self) -> bool:
        return bool(self.value)

    def __float__(self) -> float:
        raise conversion_error("float()")

    # Methods --------------------------------------------------------------------------
    def sum(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.sum, (self, axis), {"keepdims": keepdims, **kw})

    def mean(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.mean, (self, axis), {"keepdims": keepdims, **kw})

    def max(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.max, (self, axis), {"keepdims": keepdims, **kw})

    def min(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.min, (self, axis), {"keepdims": keepdims, **kw})

    def prod(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.prod, (self, axis), {"keepdims": keepdims, **kw})

    def reshape(self, *shape: Any) -> Any:
        if len(shape) == 1 and not isinstance(shape[0], int):
            shape = tuple(shape[0])
        return _dispatch(np.reshape, (self, shape), {})

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], int):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return _dispatch(np.transpose, (self, axes or None), {})

    def dot(self, other: Any) -> Any:
        return _dispatch(np.dot, (self, other), {})

    def astype(self, dtype: Any, copy: bool = True) -> Any:
        dtype = np.dtype(dtype)
        if dtype.kind not in "fc":
            return stop_gradient(self).astype(dtype)  # integer and boolean casts: no derivative
        return apply(by_name("astype"), (self, dtype.name), None)

    def ravel(self) -> Any:
        return _dispatch(np.reshape, (self, (-1,)), {})

    flatten = ravel

    def squeeze(self, axis: Any = None) -> Any:
        return _dispatch(np.squeeze, (self, axis), {})


_METHODS = {
    name: getattr(np, function)
    for name, function in {
        "std": "std", "var": "var", "cumsum": "cumsum", "cumprod": "cumprod",
        "repeat": "repeat", "diagonal": "diagonal", "trace": "trace", "clip": "clip",
        "round": "round", "conj": "conjugate", "conjugate": "conjugate", "take": "take",
        "swapaxes": "swapaxes", "argmax": "argmax", "argmin": "argmin", "argsort": "argsort",
        "nonzero": "nonzero", "any": "any", "all": "all", "copy": "copy",
    }.items()
}  # fmt: skip


def _augmented_operator(binary: Callable[[Any, Any], Any]) -> Callable[[Box, Any], Any]:
    def method(self: Box, other: Any) -> Any:
        return _augmented(self, binary(self, other))

    return method


for _name, _binary in {
    "__iadd__": operator.add, "__isub__": operator.sub, "__imul__": operator.mul,
    "__itruediv__": operator.truediv, "__ipow__": operator.pow, "__imatmul__": operator.matmul,
    "__imod__": operator.mod, "__ifloordiv__": operator.floordiv, "__iand__": operator.and_,
    "__ior__": operator.or_, "__ixor__": operator.xor, "__ilshift__": operator.lshift,
    "__irshift__": operator.rshift,
}.items():  # fmt: skip
    setattr(Box, _name, _augmented_operator(_binary))


def _array_method(function: Any) -> Callable[..., Any]:
    """An array method that means the NumPy function of the same name: x.std() is np.std(x)."""

    def method(self: Box, *args: Any, **kwargs: Any) -> Any:
        return _dispatch(function, (self, *args), kwargs)

    method.__name__ = method.__qualname__ = function.__name__
    return method


# Real methods rather than a __getattr__: a class with __getattr__ makes every attribute read
# slower (CPython then cannot specialize box.value, box.owner, ... to a slot read), and the
# tape reads them several times per recorded op.
for _name, _function in _METHODS.items():
    setattr(Box, _name, _array_method(_function))
for _name, _method in writes.in_place_methods().items():
    setattr(Box, _name, _method)


def _augmented(box: Box, result: Any) -> Box:
    """``box op= other``: the result written into ``box`` (NumPy casts it to box's dtype).

    In ``x[i] += v`` Python stores the result back with ``x[i] = ...`` next, which records
    the write into x; the temporary view x[i] then needs no write of its own.
    """
    if _stores_into_subscript(sys._getframe(2)):
        return result
    box[...] = result
    return box


def _stores_into_subscript(frame: Any) -> bool:
    code = frame.f_code.co_code
    for at in range(frame.f_lasti + 2, len(code), 2):
        name = dis.opname[code[at]]
        if name not in ("CACHE", "SWAP", "COPY", "EXTENDED_ARG"):
            return name == "STORE_SUBSCR"
    return False


def _refuse_aliased_write(box: Box, index: Any) -> None:
    """Raise when a live traced view shares the memory ``box[index] = ...`` writes."""
    value = _innermost(box.value)
    if type(value) is not np.ndarray:
        return
    owner = value if value.base is None else value.base
    refs = box.owner.views.get(id(owner))
    if not refs:
        return
    region = _written_region(value, index)
    for ref in refs:
        other = ref()
        other_value = None if other is None or other is box else _innermost(other.value)
        if type(other_value) is not np.ndarray:
            continue
        other_owner = other_value if other_value.base is None else other_value.base
        if other_owner is owner and np.may_share_memory(other_value, region):
            raise ValueError(_ALIASED_WRITE[value.base is None])


_ALIASED_WRITE = {
    False: (
        "x[...] = ... on a traced array that is a view of another traced array still in use "
        "(made by x[...], reshape, .T, ...): NumPy would write through to that array, but "
        "derivgen's index assignment makes a new array (JAX's x.at[...].set), so the two "
        "would differ. Assign into a copy: y = y.copy(); y[...] = ..."
    ),
    True: (
        "x[...] = ... on a traced array while a view of the written elements is still in use "
        "(made by x[...], reshape, .T, ...): NumPy would show that view the new values, but "
        "derivgen's index assignment makes a new array (JAX's x.at[...].set), so the view would "
        "keep the old ones. Take the view after the assignment, or copy it: v = x[:2].copy()"
    ),
}


def _written_region(value: np.ndarray, index: Any) -> np.ndarray:
    """The view of ``value`` that ``value[index] = ...`` writes; all of it for fancy indices."""
    parts = index if isinstance(index, tuple) else (index,)
    basic = all(p is None or p is Ellipsis or isinstance(p, int | slice) for p in parts)
    if not basic:
        return value
    if not any(p is Ellipsis for p in parts):
        parts = (*parts, Ellipsis)  # an integer index then gives a 0-d view, not a scalar
    return value[parts]


def _plain_index(index: Any) -> Any:
    """Indices carry no derivative; traced index arrays are read as plain values."""
    if type(index) is Box:
        return stop_gradient(index)
    if isinstance(index, tuple):
        return tuple(stop_gradient(i) if type(i) is Box else i for i in index)
    return index


# ---------------------------------------------------------------- per-op recorders
# Each op called through an operator or a ufunc on a traced array goes through a recorder
# made once per op. For unary and binary ops on real floats, the common case, the recorder
# is specialised Python source (generated here from the op's plan of saved values, never
# from user text) that checks its inputs, runs the forward and records a simple node in a
# few dozen bytecodes; any other call goes to apply(), which handles every case.

_REAL = (np.ndarray, np.float64)  # values a fast recorder takes (a float dtype is checked too)
_SCALARS = (float, int)  # plain Python numbers it takes beside them (not bool, not complex)

_UNARY_SOURCE = """
def record(a{params}):
    if {guard}type(a) is Box:
        trace = a.owner
        x = a.value
        if type(trace) is ReverseTrace and type(x) in _REAL and x.dtype.kind == "f":
            out = forward(x{arguments})
            if type(out) in _REAL and out.dtype.kind == "f":
                node = {node}
                trace.tape.append(node)
                box = new_box(Box)  # Box() would run __init__ as a Python frame: slower
                box.value = out
                box.owner = trace
                box.node = node
                box.index = 0
                if out.base is not None:
                    trace.note_view(box, a)
                return box
            # any other result (an integer or complex array, a subclass): apply's path, which
            # runs the (pure) forward again and handles it
    return apply(prep, (a{passed}), None)
"""

_BINARY_SOURCE = """
def record(a, b):
    if type(a) is Box:
        trace = a.owner
        x = a.value
        pa = a.node
        ia = a.index
        if type(b) is Box:
            if b.owner is not trace:
                return apply(prep, (a, b), None)
            y = b.value
            pb = b.node
            ib = b.index
        else:
            y = b
            pb = None
            ib = 0
    elif type(b) is Box:
        trace = b.owner
        y = b.value
        pb = b.node
        ib = b.index
        x = a
        pa = None
        ia = 0
    else:
        return apply(prep, (a, b), None)
    if (
        type(trace) is ReverseTrace
        and (type(x) in _REAL and x.dtype.kind == "f" or pa is None and type(x) in _SCALARS)
        and (type(y) in _REAL and y.dtype.kind == "f" or pb is None and type(y) in _SCALARS)
    ):
        out = forward(x, y)
        if type(out) in _REAL and out.dtype.kind == "f":
            if pa is not None and pb is not None:
                node = [None, backward, ({saved}), (), pa, ia, pb, ib]
            else:  # needs, which inputs need their gradients, goes last (see record_simple)
                needs = (pa is not None, pb is not None)
                node = [None, backward_needs_last, ({saved}needs), needs, pa, ia, pb, ib]
            trace.tape.append(node)
            box = new_box(Box)
            box.value = out
            box.owner = trace
            box.node = node
            box.index = 0
            if out.base is not None:
                trace.note_view(box, a if pa is not None else b)
            return box
    return apply(prep, (a, b), None)
"""

_SAVED_NAMES = ("x", "y")


def _unary_node(parts: list[str], saved: str) -> str:
    """The simple node a one-input recorder makes, as source."""
    if len(parts) == 1:
        return f"[None, backward, {parts[0]}, a.node, a.index]"
    return f"[None, backward, ({saved}), (), a.node, a.index]"


def _function_recorder(prep: Prepared) -> Callable[..., Any]:
    """The recorder of a NumPy function's calls without keywords (np.sum(x), np.mean(x, 0)).

    An op of one Tensor input (the first) whose other arguments all have defaults gets a
    specialised recorder as the unary ops do: its positional options are parameters with
    the op's defaults, its keyword-only ones their defaults. More arguments, or any call
    it does not take, go to apply().
    """
    n = len(prep.params)
    if not (
        prep.fast
        and n >= 2
        and prep.n_required == 1
        and prep.tensor_pos == prep.diff_pos == (0,)
        and prep.n_params == n
    ):
        return lambda *args: apply(prep, args, None)
    options = [f"o{k}" for k in range(1, n)]
    positional = options[: prep.n_pos - 1]
    parts = []
    for i in prep.saved_index:
        if i == 0:
            parts.append("x")
        elif i > 0:
            parts.append(options[i - 1])
        elif i == -1:
            parts.append("out")
        elif i == -2:
            parts.append("x.shape")  # an ndarray or a NumPy scalar: both have a shape
        else:
            parts.append(f'getattr({options[-3 - i]}, "shape", ())')
    saved = "".join(f"{part}, " for part in parts)
    source = _UNARY_SOURCE.format(
        node=_unary_node(parts, saved),
        params="".join(f", {name}=d_{name}" for name in positional) + ", *more",
        guard="not more and ",
        arguments="".join(f", {name}" for name in options),
        passed="".join(f", {name}" for name in positional) + ", *more",
    )
    namespace = _namespace(prep)
    for name, default in zip(options, prep.defaults[1:], strict=True):
        namespace[f"d_{name}"] = namespace[name] = default  # keyword-only ones: a constant
    exec(compile(source, f"<derivgen recorder of {prep.name}>", "exec"), namespace)  # noqa: S102
    return namespace["record"]  # type: ignore[no-any-return]


def _namespace(prep: Prepared) -> dict[str, Any]:
    """The names a generated recorder uses."""
    return {
        "Box": Box,
        "new_box": object.__new__,
        "ReverseTrace": ReverseTrace,
        "apply": apply,
        "prep": prep,
        "forward": prep.direct,
        "backward": prep.backward,
        "backward_needs_last": prep.backward_needs_last,
        "_REAL": _REAL,
        "_SCALARS": _SCALARS,
    }


def _recorder(prep: Prepared) -> Callable[..., Any]:
    """The function recording a call of the op: a specialised one when the op allows it."""
    n = len(prep.params)
    if not (
        prep.fast
        and not prep.kwonly
        and n in (1, 2)
        and prep.tensor_pos == prep.diff_pos == tuple(range(n))
    ):
        return lambda *args: apply(prep, args, None)
    parts = []
    for i in prep.saved_index:
        if i >= 0:
            parts.append(_SAVED_NAMES[i])
        elif i == -1:
            parts.append("out")
        else:
            parts.append(f'getattr({_SAVED_NAMES[-2 - i]}, "shape", ())')
    saved = "".join(f"{part}, " for part in parts)
    if n == 1:
        source = _UNARY_SOURCE.format(
            node=_unary_node(parts, saved), params="", guard="", arguments="", passed=","
        )
    else:
        source = _BINARY_SOURCE.format(saved=saved)
    namespace = _namespace(prep)
    exec(compile(source, f"<derivgen recorder of {prep.name}>", "exec"), namespace)  # noqa: S102
    return namespace["record"]  # type: ignore[no-any-return]


# NumPy functions traced as another one: an uninitialized array may hold zeros, and a
# traced one must be traced so that index assignment into it is recorded.
_SAME_OP = {np.empty_like: np.zeros_like}

# The recorders of the registered ufuncs seen so far, for the fast path.
_UFUNCS: dict[Any, Callable[..., Any]] = {}
# The ops of the registered NumPy functions seen so far whose calls without keywords go to
# their op as they are (no keywords.rewrite form), for __array_function__'s fast path.
_FUNCTIONS: dict[Any, Callable[..., Any]] = {}  # their recorders
# The recorders of the ops behind Python's operators, made on first use.
_OPERATOR: dict[str, Callable[..., Any] | None] = dict.fromkeys(
    ("add", "subtract", "multiply", "divide", "power", "matmul", "negative", "absolute")
)


def _forget_ops() -> None:
    """Registering a package may replace any op, the ufuncs and operators included."""
    _UFUNCS.clear()
    _FUNCTIONS.clear()
    _OPERATOR.update(dict.fromkeys(_OPERATOR))


registry.on_change(_forget_ops)


def _operator(name: str) -> Callable[..., Any]:
    record = _OPERATOR[name] = _recorder(by_name(name))
    return record


def _ufunc_into(ufunc: np.ufunc, inputs: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    """A ufunc called with ``out=``, as ``acc += x`` does: the result is a new traced array.

    A traced ``out`` is updated in place by index assignment, so every name for it sees the
    result. A plain ``out`` cannot hold a derivative: ``acc += x`` still works, because
    Python binds ``acc`` to what ``__iadd__`` returns; an explicit ``np.add(a, x, out=a)``
    whose result is dropped would leave ``a`` without it, so it is an error.
    """
    (out, *more), rest = kwargs["out"], {k: v for k, v in kwargs.items() if k != "out"}
    references = sys.getrefcount(out)  # before the op's node may save it
    if more:
        raise TypeError(f"np.{ufunc.__name__} with several out= arrays cannot be traced")
    where = rest.pop("where", True)
    if type(out) is Box and where is not True:  # NumPy leaves out's other elements as they are
        where = np.broadcast_to(stop_gradient(where), np.shape(out.value))
        result = np.broadcast_to(_dispatch(ufunc, inputs, rest), where.shape)
        out[where] = result[where]
        return out
    if where is not True:
        rest["where"] = where
    result = _dispatch(ufunc, inputs, rest)
    if type(out) is Box:
        out[...] = result
        return out
    if isinstance(out, np.ndarray) and out.base is not None:
        raise TypeError(
            f"np.{ufunc.__name__}(..., out=a) (or a += ...) into a view a of a plain array, with "
            "a traced input: NumPy would write through to the plain array, which cannot hold "
            "the derivative. Make the array from the traced input (np.zeros_like(x, shape=...), "
            "np.ones_like, x.copy()) so that the write is recorded"
        )
    instruction = _caller_instruction(2) or ""
    # `acc += x` runs BINARY_OP (Python 3.11+) or INPLACE_ADD (3.10); a call is CALL
    if instruction != "BINARY_OP" and not instruction.startswith("INPLACE_"):
        raise TypeError(
            f"np.{ufunc.__name__}(..., out=a) with a plain array a and a traced input: a cannot "
            f"hold the derivative. Use the result instead: a = np.{ufunc.__name__}(...)"
        )
    if _REFS_OF_A_SOLE_ARRAY and references > _REFS_OF_A_SOLE_ARRAY[0]:
        raise TypeError(
            "a += x (and the other augmented operators) with a plain array a that something "
            "else still refers to (an alias b = a, a caller's array, a list, ...), and a traced "
            "x: NumPy would update it in place for every reference, but a plain array cannot "
            "hold the derivative (NumPy's protocols cannot make it traced). Make a from the "
            "traced input (a = np.zeros_like(x, shape=...), x.copy()), or write a = a + x "
            "and use a"
        )
    if not _REFS_OF_A_SOLE_ARRAY:  # the call of _count_references below
        _REFS_OF_A_SOLE_ARRAY.append(references)
    return result


# How many references a plain array a has, seen from _ufunc_into, when `a += x` runs with
# no other name for a: counted once on a real trace, so that it holds on every CPython.
_REFS_OF_A_SOLE_ARRAY: list[int] = []


def _count_references() -> None:
    trace = ReverseTrace()
    x = trace.leaf(np.zeros(1))
    a = np.zeros(1)
    a *= x


def _caller_instruction(depth: int) -> str | None:
    """The bytecode instruction the Python frame ``depth`` levels up is executing."""
    frame = sys._getframe(depth + 1)
    try:
        return dis.opname[frame.f_code.co_code[frame.f_lasti]]
    except (IndexError, AttributeError):  # another interpreter: not known
        return None


def _dispatch(func: Any, args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    """Route a NumPy call on traced arrays to its registered op."""
    func = _SAME_OP.get(func, func)
    if kwargs and any(v is _NO_VALUE for v in kwargs.values()):
        kwargs = {k: v for k, v in kwargs.items() if v is not _NO_VALUE}  # NumPy's "not given"
    if writes.is_writer(func):  # np.copyto, np.put, ...: recorded as index assignment
        return writes.write(func, args, kwargs, Box, stop_gradient)
    out = kwargs.get("out")
    if type(out) is Box and not isinstance(func, np.ufunc):
        # np.cumsum(x, out=o), np.einsum(..., out=o), ...: the result written into o
        out[...] = _dispatch(func, args, {k: v for k, v in kwargs.items() if k != "out"})
        return out
    rewritten, result = keywords.rewrite(func, args, kwargs)
    if rewritten:
        return result
    prep = by_function(func)
    if prep is not None:
        # The fast paths' recorders, built once per function (a call with keywords comes
        # here every time, and building one compiles source).
        if isinstance(func, np.ufunc):
            if func not in _UFUNCS:
                if func.nin == len(prep.params):
                    _UFUNCS[func] = _recorder(prep)
                else:  # an op with more arguments than the ufunc takes inputs (defaults)
                    _UFUNCS[func] = lambda *args: apply(prep, args, None)
        elif func not in _FUNCTIONS and not keywords.has_form(func):
            _FUNCTIONS[func] = _function_recorder(prep)
        return apply(prep, args, kwargs)
    # No derivative: fine when the result carries none (comparisons, argmax, shape, ...).
    try:  # read-only values: a function that writes into a traced array fails, not the tape
        result = func(
            *[_read_only(a) for a in args], **{k: _read_only(v) for k, v in kwargs.items()}
        )
    except ValueError as error:
        if "read-only" not in str(error):
            raise
        raise TypeError(
            f"{public_path(func)} writes into a traced array in place, which derivgen does not "
            "record; use a form that returns a new array (for np.nan_to_num, copy=True), or "
            "assign its result: y[...] = f(...)"
        ) from error
    outputs = result if isinstance(result, tuple) else (result,)
    if not any(_is_float(o) or _holds_objects(o) for o in outputs):
        return result
    if isinstance(func, np.ufunc) and all("O" in types for types in func.types):
        raise _python_ufunc_error(func)
    raise unregistered_error(func)


def _holds_objects(value: Any) -> bool:
    """An object array (np.frompyfunc's result): its elements may be floats with no derivative."""
    return getattr(getattr(value, "dtype", None), "kind", None) == "O"


def _python_ufunc_error(func: np.ufunc) -> TypeError:
    return TypeError(
        f"np.frompyfunc's ufunc {func.__name__!r} on a traced array: it calls the Python "
        "function on each element as a plain number, which drops the derivative. Call the "
        "function on the traced array itself (NumPy code works elementwise), or build the "
        "result with np.stack([f(t) for t in x])"
    )


# Ufunc methods on traced arrays, as the NumPy functions (or ops) that compute the same.
_REDUCE = {np.add: np.sum, np.multiply: np.prod, np.maximum: np.max, np.minimum: np.min}
_ACCUMULATE = {np.add: np.cumsum, np.multiply: np.cumprod}
_METHOD_ARGUMENTS = {
    "reduce": ("axis", "dtype", "out", "keepdims", "initial", "where"),
    "accumulate": ("axis", "dtype", "out"),
}


def _ufunc_method(ufunc: np.ufunc, method: str, inputs: Sequence[Any], kwargs: Any) -> Any:
    """np.add.reduce, np.add.accumulate, np.add.outer, np.add.at, ... on traced arrays."""
    name = f"np.{ufunc.__name__}.{method}"
    if method in _METHOD_ARGUMENTS:
        x, *rest = inputs
        options = dict(zip(_METHOD_ARGUMENTS[method], rest, strict=False)) | kwargs
        axis = options.pop("axis", 0)  # a ufunc method's default axis is 0, not None
        options = {k: v for k, v in options.items() if v is not None}
        if method == "reduce" and ufunc is np.logaddexp and set(options) <= {"keepdims"}:
            return apply(by_name("logsumexp"), (x, axis), options or None)
        target = (_REDUCE if method == "reduce" else _ACCUMULATE).get(ufunc)
        if target is not None:
            return _dispatch(target, (x, axis), options)
    elif method == "outer" and len(inputs) == 2:
        a, b = inputs
        spread = np.reshape(a, np.shape(stop_gradient(a)) + (1,) * np.ndim(stop_gradient(b)))
        return ufunc(spread, b, **kwargs)
    elif method == "at" and ufunc is np.add and not kwargs:
        _add_at(*inputs)
        return None
    elif method == "at" and not kwargs and type(inputs[0]) is Box and ufunc.nin <= 2:
        a, index, *b = inputs
        writes.ufunc_at(ufunc, a, _plain_index(index), b[0] if b else None, stop_gradient)
        return None
    elif method == "at" and type(inputs[0]) is not Box:
        raise TypeError(
            f"{name} cannot write traced values into a plain array in place; make the array "
            "from the traced input (np.zeros_like(x, shape=...), x.copy()) so that the write "
            "is recorded"
        )
    raise TypeError(
        f"{name} has no registered derivative; use the equivalent function (np.sum for "
        "np.add.reduce, np.cumsum for np.add.accumulate, ...) or add it to derivatives.yaml"
    )


def _add_at(a: Any, index: Any, b: Any = None) -> None:
    """np.add.at(a, index, b) into a traced ``a``: the box is rebound to a + scatter(b)."""
    if b is None:
        raise TypeError("np.add.at needs the values to add")
    if type(a) is not Box:
        raise TypeError(
            "np.add.at cannot write traced values into a plain array in place; accumulate "
            "into a traced array instead (buf = np.zeros_like(x, shape=...) from a traced x), "
            "or use x + np.bincount(index, weights=b, minlength=n) for 1-D sums"
        )
    if type(a.owner) is ReverseTrace and is_leaf(a.node):
        raise TypeError(
            "np.add.at would modify an input of the function being differentiated in place; "
            "add into a copy (x = x.copy()) or into a new array"
        )
    index = _plain_index(index)
    target = np.shape(stop_gradient(a)[index])
    scattered = apply(
        by_name("index_add"), (np.broadcast_to(b, target), np.shape(a.value), index), None
    )
    updated = a + scattered
    # The caller's array now holds the sum: rebind the box (np.add.at returns None).
    if type(updated) is Box and updated.owner is a.owner:
        a.value, a.node, a.index = updated.value, updated.node, updated.index
    else:
        raise TypeError("np.add.at: the values belong to a different derivative trace than a")


def _read_only(x: Any) -> Any:
    """stop_gradient(x), as a read-only view when x is a traced array."""
    if type(x) is not Box:
        return stop_gradient(x)
    value = stop_gradient(x)
    if type(value) is np.ndarray:
        value = value.view()
        value.flags.writeable = False
    return value


def stop_gradient(x: Any) -> Any:
    """The value of ``x`` with every trace removed: no derivative flows through it."""
    while type(x) is Box:
        x = x.value
    if isinstance(x, list | tuple) and any(type(v) is Box for v in x):
        return type(x)(stop_gradient(v) for v in x)
    return x


def detached(x: Any) -> Any:
    """dg.stop_gradient of one leaf: a traced array's value as an array of its own.

    The copy is what makes it a constant in JAX's sense: writing into it or into its views
    (plain NumPy writes) can change neither the traced array nor the values its ops saved
    for their backward, so no derivative leaks through such a write.
    """
    if type(x) is not Box:
        return x  # not traced: nothing to stop, and the caller's own array
    value = stop_gradient(x)
    if isinstance(value, np.ndarray):
        return value.copy()
    if hasattr(type(value), "__derivgen_staged__"):  # dg.compile's staged array
        return np.copy(value)
    return value  # a NumPy or Python scalar cannot be written into


# ---------------------------------------------------------------- the two modes as functions


def check_primal(value: Any, position: int | str) -> Any:
    """A float array for a primal, or a clear error for one that cannot be differentiated."""
    if type(value) is Box:
        return value
    if isinstance(value, np.matrix):
        raise TypeError(
            f"argument {position} is an np.matrix, whose operators and reductions do not "
            "follow ndarray semantics; pass np.asarray(x) and use @ for matrix products"
        )
    if overrides_numpy(type(value)) and not _masked(value):
        raise TypeError(
            f"argument {position} is a {type(value).__name__}, an ndarray subclass that "
            "overrides NumPy functions (__array_ufunc__ or __array_function__): derivgen's "
            "derivatives follow plain ndarray's, so they would disagree with its values. Pass "
            "np.asarray(x), or register the overriding function's derivative (derivgen.register)"
        )
    if _masked(value):
        raise TypeError(
            f"argument {position} is a masked array; derivgen would ignore its mask in the "
            "gradient. Pass x.filled(np.nan) to a NaN-aware function (np.nanmean, ...), or "
            "x.compressed() for the unmasked values"
        )
    try:
        scalar_or_list = isinstance(value, int | float | complex | list | tuple)
        array = np.asarray(value) if scalar_or_list else value
    except ValueError:
        raise TypeError(
            f"argument {position} is a {type(value).__name__} that is not one array; pass each "
            "array as its own argument"
        ) from None
    dtype = getattr(array, "dtype", None)
    if dtype is None:
        raise TypeError(
            f"argument {position} is a {type(value).__name__}; derivgen differentiates arrays, "
            "floats and complex numbers"
        )
    if dtype.kind not in "fc":
        raise TypeError(
            f"argument {position} has dtype {dtype}; only floating-point inputs can be "
            f"differentiated (pass x.astype(float) to differentiate it)"
        )
    return array


def reverse(f: Callable[..., Any], primals: Sequence[Any]) -> tuple[Any, Callable[..., Any]]:
    """Run f on traced primals; return its plain output and the function pulling back cotangents."""
    trace = ReverseTrace()
    leaves = [trace.leaf(p) for p in primals]
    leaf_nodes = [leaf.node for leaf in leaves]  # x[i] = v inside f rebinds the box x
    return finish_reverse(trace, leaf_nodes, primals, call_traced(f, *leaves))


def finish_reverse(
    trace: ReverseTrace, leaf_nodes: list[Any], primals: Sequence[Any], out: Any
) -> tuple[Any, Callable[..., Any]]:
    """reverse() once f has run on the trace's leaves and returned ``out``."""
    leaks.finish(trace)  # its boxes used from now on raise UnexpectedTracerError

    def pullback(cotangent: Any, release: bool = False) -> tuple[Any, ...]:
        """Gradients for the cotangent; ``release=True`` when it is the only call (grad)."""
        seeds = [
            (box, g)
            for box, g in _pair_outputs(out, cotangent)
            if type(box) is Box and box.owner is trace
        ]
        grads = trace.backward(seeds, leaf_nodes, release)
        return tuple(_as_like(g, primal) for g, primal in zip(grads, primals, strict=True))

    return _strip(out, trace), pullback


def _as_like(g: Any, primal: Any) -> Any:
    """A gradient with its primal's dtype; zeros when nothing flowed back."""
    if g is None:
        return np.zeros_like(primal)
    dtype = getattr(primal, "dtype", None)
    if dtype is not None and dtype.kind != "c" and _is_complex(g):
        g = np.real(g)  # a real input's gradient is the real part (JAX's convention)
    if type(g) is not Box and dtype is not None and getattr(g, "dtype", dtype) != dtype:
        g = g.astype(dtype)
    return g


def _pair_outputs(out: Any, cotangent: Any) -> list[tuple[Any, Any]]:
    """Match the output structure with the cotangent structure, checking shapes."""
    if isinstance(out, list | tuple):
        if not isinstance(cotangent, list | tuple) or len(cotangent) != len(out):
            raise ValueError(
                f"the function returned {len(out)} outputs, so the cotangent must be a "
                f"tuple of {len(out)} arrays"
            )
        pairs: list[tuple[Any, Any]] = []
        for o, c in zip(out, cotangent, strict=True):
            pairs += _pair_outputs(o, c)
        return pairs
    if cotangent is None:
        return []
    value = stop_gradient(out)
    out_shape = np.shape(value)
    if np.shape(cotangent) != out_shape:
        raise ValueError(
            f"cotangent has shape {np.shape(cotangent)}, but the output has shape {out_shape}"
        )
    if type(cotangent) is not Box:
        dtype = getattr(value, "dtype", None)
        if _is_complex(cotangent) and not _is_complex(value):
            raise TypeError(
                f"the cotangent is complex, but the output it pairs with is real ({dtype}); "
                "a real output takes a real cotangent"
            )
        if hasattr(type(cotangent), "__derivgen_staged__"):  # derivgen.compile is tracing
            if cotangent.dtype != dtype:
                cotangent = cotangent.astype(dtype)
        elif type(cotangent) is not np.ndarray or cotangent.dtype != dtype:
            cotangent = np.asarray(cotangent, dtype=dtype)
    return [(out, cotangent)]


def _strip(out: Any, trace: Trace) -> Any:
    """The output with this trace's boxes removed (outer traces' boxes stay)."""
    if type(out) is Box and out.owner is trace:
        return out.value
    if isinstance(out, list | tuple):
        stripped = [_strip(o, trace) for o in out]
        return out._make(stripped) if hasattr(out, "_make") else type(out)(stripped)
    return out


def forward(
    f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]
) -> tuple[Any, Any]:
    """Run f on primals carrying tangents; return its output and the output tangent."""
    trace = ForwardTrace()
    leaves = [trace.leaf(p, t) for p, t in zip(primals, tangents, strict=True)]
    out = call_traced(f, *leaves)
    leaks.finish(trace)

    def tangent_of(o: Any) -> Any:
        if type(o) is Box and o.owner is trace:
            return o.node
        if isinstance(o, list | tuple):
            items = [tangent_of(x) for x in o]
            return o._make(items) if hasattr(o, "_make") else type(o)(items)
        return np.zeros_like(o)

    return _strip(out, trace), tangent_of(out)


# The rest of ndarray's surface (derivgen/surface.py) and the finished-trace check
# (derivgen/leaks.py) build on the names above.
from derivgen import leaks, surface  # noqa: E402, F401

_count_references()
