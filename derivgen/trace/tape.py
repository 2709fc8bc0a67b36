"""Reverse mode's tape: nodes, the ReverseTrace that records them, and the backward pass."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from derivgen.numeric.engines import saved_shape
from derivgen.ops.arraylike import saved_array
from derivgen.ops.binding import Prepared
from derivgen.trace import leaks
from derivgen.trace.core import Box, Trace, _innermost, _is_complex, _is_float
from derivgen.trace.errors import (
    _complex_input,
    _no_derivative_for,
    _refuse_subclass,
)


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
        parents: list[tuple[int, Any]] = []
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
        for i in prep.saved_index:  # type: ignore[union-attr]  # set: prep.fast
            if i >= 0:
                arg = bound[i]
                if type(arg) is not np.ndarray and i in prep.tensor_set:  # [1., 2.] or 3.0
                    arg = saved_array(arg, value, False)
                saved.append(arg)
            elif i == -1:
                saved.append(value)
            else:
                arg = bound[-2 - i]
                saved.append(arg.shape if type(arg) is np.ndarray else saved_shape(arg))
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
                g = leaf[0]
                if type(g) is np.ndarray and not g.flags.writeable:
                    g = g.copy()  # a view of a value others hold (numeric.unit_scaled)
                grads.append(g)
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


def _real_inputs(parents: list[Any], bound: list[Any]) -> tuple[tuple[int, Any], ...]:
    """Which differentiated inputs are real: (position, None), or a mask for a Tensor[]."""
    found: list[tuple[int, tuple[bool, ...] | None]] = []
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


class FinishedReverseTrace(ReverseTrace):
    """A ReverseTrace whose function has returned: its tape only runs backward."""

    __slots__ = ()

    def record(self, prep: Any, bound: list[Any]) -> Any:
        raise leaks.leaked(self)

    record_simple = record


leaks.register(
    ReverseTrace,
    FinishedReverseTrace,
    "reverse-mode differentiation (derivgen.grad, value_and_grad, vjp, jacrev, hessian, ...)",
)
