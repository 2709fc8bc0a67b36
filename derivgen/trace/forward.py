"""Forward mode: the ForwardTrace carrying tangents beside values, and forward()."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen.ops import kinds
from derivgen.ops.binding import TANGENT, Prepared
from derivgen.trace import leaks
from derivgen.trace.core import Box, Trace, _innermost, _is_complex, _is_float, _strip
from derivgen.trace.errors import (
    _no_derivative_for,
    _refuse_subclass,
    call_traced,
)
from derivgen.trace.reverse import reverse


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
                Box(v, self, _in_dtype_of(t, v), k) if _is_float(v) else v
                for k, (v, t) in enumerate(zip(value, t_out, strict=True))
            ]
            if type(value) is list:
                return boxed
            return value._make(boxed) if hasattr(value, "_make") else type(value)(boxed)
        if type(value) is not np.ndarray:
            _refuse_subclass(prep, value)
        if not _is_float(value):
            return value
        box = Box(value, self, _in_dtype_of(t_out, value), 0)
        if getattr(_innermost(value), "base", None) is not None:
            self.note_view(box, source)
        return box


def _in_dtype_of(tangent: Any, value: Any) -> Any:
    """The tangent in the output's dtype: a Python scalar made 0-d (2.0 in ``x ** 2``, 0.5 in
    ``0.5 * s``) inside a jvp formula would otherwise lift a float32 tangent to float64."""
    dtype = getattr(value, "dtype", None)
    t_dtype = getattr(tangent, "dtype", None)
    if t_dtype is None or dtype is None or t_dtype == dtype or t_dtype.kind != dtype.kind:
        return tangent
    return tangent.astype(dtype)


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
    t_out = pullback(kinds.like(np.ones((), dtype=real_dtype), outputs[0]))  # on a CuPy one's GPU
    if multi:
        return list(t_out)
    return t_out[0]


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


class FinishedForwardTrace(ForwardTrace):
    """A ForwardTrace whose function has returned."""

    __slots__ = ()

    def record(self, prep: Any, bound: list[Any]) -> Any:
        raise leaks.leaked(self)

    record_simple = record


leaks.register(
    ForwardTrace,
    FinishedForwardTrace,
    "forward-mode differentiation (derivgen.jvp, jacfwd, linearize, ...)",
)
