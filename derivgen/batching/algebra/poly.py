"""Batching rules of the polynomials: coefficient vectors along the last axis of the batch."""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.batching.algebra.lift import (
    example_shape,
    lead,
    param,
    refuse_batched_options,
    reshape,
    run_per_example,
    shape,
    tensor,
)
from derivgen.batching.algebra.solvers import _columns, _uncolumns
from derivgen.batching.rules import BatchCall, rule
from derivgen.trace import core


def _coefficients(value: Any, flag: Any, op: str) -> Any:
    """A batch of 1-D coefficient vectors (B or 1, N); a 0-d example is one coefficient."""
    ex = example_shape(value, flag)
    if len(ex) > 1:
        raise ValueError(f"vmap: {op} batches 1-D coefficient vectors only, got {ex}")
    value = lead(value, flag)
    return reshape(value, (shape(value)[0], 1)) if not ex else value


@rule("polyval")
def polyval(call: BatchCall) -> Any:
    """np.polyval's Horner steps (y = y * x + p[i]) on the whole batch."""
    refuse_batched_options(call)
    (p, fp), (x, fx) = tensor(call, "p"), tensor(call, "x")
    xs = example_shape(x, fx)
    p, x = _coefficients(p, fp, "polyval"), lead(x, fx)
    y = np.zeros_like(x)
    for i in range(shape(p)[1]):
        y = y * x + reshape(p[:, i], (shape(p)[0], *(1,) * len(xs)))
    return np.broadcast_to(y, (call.size, *xs)) if shape(y)[0] != call.size else y


@rule("polyder")
def polyder(call: BatchCall) -> Any:
    """np.polyder's steps (p[:-1] * [n, ..., 1], m times) along the batch's last axis."""
    refuse_batched_options(call)
    p = _coefficients(*tensor(call, "p"), "polyder")
    m = int(param(call, "m"))
    if m < 0:
        raise ValueError("Order of derivative must be positive (see polyint)")
    for _ in range(m):
        p = p[:, :-1] * np.arange(shape(p)[1] - 1, 0, -1)
    return p


@rule("polyint")
def polyint(call: BatchCall) -> Any:
    """np.polyint's steps (p / [n, ..., 1] then the constant 0, m times) on the batch."""
    refuse_batched_options(call)
    p = _coefficients(*tensor(call, "p"), "polyint")
    m = int(param(call, "m"))
    if m < 0:
        raise ValueError("Order of integral must be positive (see polyder)")
    for _ in range(m):
        n = shape(p)[1]
        p = np.concatenate([p / np.arange(n, 0, -1), np.zeros((shape(p)[0], 1))], axis=1)
    return p


@rule("polyadd")
def polyadd(call: BatchCall) -> Any:
    """np.polyadd and np.polysub: the shorter vector padded with leading zeros."""
    refuse_batched_options(call)
    prep = call.prep
    a = _coefficients(*tensor(call, "a1"), prep.name)
    b = _coefficients(*tensor(call, "a2"), prep.name)
    diff = shape(b)[1] - shape(a)[1]
    if diff > 0:
        a = np.pad(a, ((0, 0), (diff, 0)))
    elif diff < 0:
        b = np.pad(b, ((0, 0), (-diff, 0)))
    out = np.subtract(a, b) if prep.name.startswith("polysub") else np.add(a, b)
    return np.broadcast_to(out, (call.size, shape(out)[1])) if shape(out)[0] != call.size else out


@rule("vander")
def vander(call: BatchCall) -> Any:
    """np.vander: the powers as a cumulative product along a new last axis (NumPy's
    multiply.accumulate), reversed unless increasing."""
    refuse_batched_options(call)
    x, fx = tensor(call, "x")
    ex = example_shape(x, fx)
    if len(ex) != 1:
        raise ValueError("x must be a one-dimensional array or sequence.")
    n = ex[0]
    columns = param(call, "N")
    columns = n if columns is None else int(columns)
    dtype = np.promote_types(x.dtype, int)
    if x.dtype != dtype:
        x = np.multiply(x, np.ones(1, dtype))
    size = call.size
    if columns == 0:
        return np.zeros((size, n, 0), dtype)
    parts = [np.ones((size, n, 1), dtype)]
    if columns > 1:
        parts.append(np.cumprod(np.broadcast_to(x[:, :, None], (size, n, columns - 1)), axis=-1))
    out = np.concatenate(parts, axis=-1) if len(parts) > 1 else parts[0]
    return out if param(call, "increasing") else out[:, :, ::-1]


@rule("polyfit")
def polyfit(call: BatchCall) -> Any:
    """np.polyfit: with only y batched, the examples are the columns of one y (polyfit fits
    each column alone, with the same scaled Vandermonde matrix). A batched x or w has no
    batched form (lstsq has no stacks): the op runs once per example."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    if call.batched[prep.index["x"]] is True or call.batched[prep.index["w"]] is True:
        return run_per_example(call, "np.polyfit of batched x or w: lstsq takes no stacks")
    y = call.bound[prep.index["y"]]
    vector = len(shape(y)) == 2
    bound = list(call.bound)
    bound[prep.index["y"]], _ = _columns(y, vector, size)
    c = core.apply_bound(prep, bound)
    return _uncolumns(c, vector, size, shape(c)[0])
