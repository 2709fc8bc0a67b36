"""Batching rules of the products: matmul, dot, inner, vdot, outer, kron, tensordot, multi_dot,
einsum, vecdot and cross, each rewritten to one call on the whole batch.

Every operand gets a batch axis first (size 1 when unbatched, so NumPy broadcasts it), 1-D
operands are read as NumPy reads them for one example, and the products become batched
matmuls (or the op itself with the batch axis out of its way).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from derivgen.batching.algebra.lift import (
    example_shape,
    flat,
    lead,
    lift,
    normalize,
    refuse_batched_options,
    reshape,
    shape,
)
from derivgen.batching.rules import BatchCall, rule
from derivgen.numeric.spellings import chain_order
from derivgen.trace import core

_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # string.ascii_letters


def _pair(call: BatchCall) -> tuple[Any, Any, Any, Any, int, int]:
    refuse_batched_options(call)
    i, j = call.prep.tensor_pos[:2]
    a, b = call.bound[i], call.bound[j]
    return a, b, call.batched[i], call.batched[j], i, j


def _size(flag: Any, size: int) -> int:
    return size if flag is True else 1


def _align(*values: Any) -> list[Any]:
    """Values with a batch axis first, given size-1 axes after it up to the same rank."""
    top = max(len(shape(v)) for v in values)
    return [lift(v, top - len(shape(v))) for v in values]


def _scale(a: Any, b: Any, fa: Any, fb: Any) -> Any:
    """dot and inner of a 0-d operand: the product, broadcast as one example broadcasts."""
    return np.multiply(*_align(lead(a, fa), lead(b, fb)))


@rule("matmul")
def matmul(call: BatchCall) -> Any:
    """matmul of stacks; a 1-D left operand is a row and a 1-D right one a column, removed
    from the result as matmul removes them for one example."""
    a, b, fa, fb, i, j = _pair(call)
    sa, sb = example_shape(a, fa), example_shape(b, fb)
    if not sa or not sb:
        raise ValueError(
            f"{call.prep.name}: input operand {0 if not sa else 1} does not have enough "
            "dimensions (a 0-d operand; multiply it instead)"
        )
    empty = 0 in sa or 0 in sb  # reshape's -1 cannot be worked out from zero elements
    if fa is False and fb is True and len(sa) == 2 and len(sb) == 2 and not empty:
        # only the right operand is batched: its examples side by side, a @ (k, B * n)
        k, n = sb
        bound = list(call.bound)
        bound[j] = reshape(np.moveaxis(b, 0, 1), (k, call.size * n))
        out = core.apply_bound(call.prep, bound)
        return np.moveaxis(reshape(out, (sa[0], call.size, n)), 1, 0)
    if fa is True and fb is False and len(sb) == 2 and not empty:
        # only the left one: every example's rows (a 1-D example is one row) in one
        # (B * ..., k) @ b, one matrix product instead of B vector-matrix products
        bound = list(call.bound)
        bound[i] = reshape(a, (call.size * math.prod(sa[:-1]), sa[-1]))
        out = core.apply_bound(call.prep, bound)
        return reshape(out, (call.size, *sa[:-1], sb[-1]))
    a, b = lead(a, fa), lead(b, fb)
    if len(sa) == 1:
        a = np.expand_dims(a, -2)
    if len(sb) == 1:
        b = np.expand_dims(b, -1)
    bound = list(call.bound)
    bound[i], bound[j] = _align(a, b)
    out = core.apply_bound(call.prep, bound)
    if len(sb) == 1:
        out = out[..., 0]
        return out[..., 0] if len(sa) == 1 else out
    return out[..., 0, :] if len(sa) == 1 else out


@rule("dot")
def dot(call: BatchCall) -> Any:
    """np.dot: the last axis of ``a`` with the second-to-last of ``b`` (its only one when 1-D),
    as one batched matmul of ``a`` (B, A, k) and ``b`` (B, k, rest); a 0-d operand scales."""
    a, b, fa, fb, _, _ = _pair(call)
    sa, sb = example_shape(a, fa), example_shape(b, fb)
    if not sa or not sb:
        return _scale(a, b, fa, fb)
    k = sb[0] if len(sb) == 1 else sb[-2]
    if sa[-1] != k:
        raise ValueError(
            f"dot: shapes {sa} and {sb} not aligned: {sa[-1]} (dim {len(sa) - 1}) != {k}"
        )
    la, lb = _size(fa, call.size), _size(fb, call.size)
    left = reshape(lead(a, fa), (la, math.prod(sa[:-1]), k))
    if len(sb) == 1:
        tail: tuple[int, ...] = ()
        right = reshape(lead(b, fb), (lb, k, 1))
    else:
        tail = (*sb[:-2], sb[-1])
        right = reshape(np.moveaxis(lead(b, fb), -2, 1), (lb, k, math.prod(tail)))
    out = np.matmul(left, right)
    return reshape(out, (shape(out)[0], *sa[:-1], *tail))


@rule("inner")
def inner(call: BatchCall) -> Any:
    """np.inner: the last axes of both, as a batched matmul of (B, A, k) and (B, k, Bs)."""
    a, b, fa, fb, _, _ = _pair(call)
    sa, sb = example_shape(a, fa), example_shape(b, fb)
    if not sa or not sb:
        return _scale(a, b, fa, fb)
    if sa[-1] != sb[-1]:
        raise ValueError(f"inner: shapes {sa} and {sb} not aligned: {sa[-1]} != {sb[-1]}")
    la, lb = _size(fa, call.size), _size(fb, call.size)
    left = reshape(lead(a, fa), (la, math.prod(sa[:-1]), sa[-1]))
    right = reshape(lead(b, fb), (lb, math.prod(sb[:-1]), sb[-1]))
    out = np.matmul(left, np.swapaxes(right, -1, -2))
    return reshape(out, (shape(out)[0], *sa[:-1], *sb[:-1]))


@rule("vdot")
def vdot(call: BatchCall) -> Any:
    """np.vdot: both flattened, the first conjugated."""
    a, b, fa, fb, _, _ = _pair(call)
    left, right = flat(a, fa), flat(b, fb)
    if shape(left)[1] != shape(right)[1]:
        raise ValueError("vdot: vectors have different lengths")
    return np.matmul(np.conjugate(left)[:, None, :], right[:, :, None])[:, 0, 0]


@rule("outer")
def outer(call: BatchCall) -> Any:
    """np.outer: both flattened, every product."""
    a, b, fa, fb, _, _ = _pair(call)
    return np.multiply(flat(a, fa)[:, :, None], flat(b, fb)[:, None, :])


@rule("kron")
def kron(call: BatchCall) -> Any:
    """np.kron: both padded to the same rank, axes interleaved, every product."""
    a, b, fa, fb, _, _ = _pair(call)
    sa, sb = example_shape(a, fa), example_shape(b, fb)
    rank = max(len(sa), len(sb))
    pa, pb = (1,) * (rank - len(sa)) + sa, (1,) * (rank - len(sb)) + sb
    la, lb = _size(fa, call.size), _size(fb, call.size)
    left = reshape(lead(a, fa), (la, *[n for d in pa for n in (d, 1)]))
    right = reshape(lead(b, fb), (lb, *[n for d in pb for n in (1, d)]))
    out = np.multiply(left, right)
    return reshape(out, (shape(out)[0], *(x * y for x, y in zip(pa, pb, strict=True))))


def _tensordot_axes(axes: Any, na: int, nb: int) -> tuple[list[int], list[int]]:
    """np.tensordot's axes for one example, as nonnegative lists."""
    try:
        iter(axes)
    except TypeError:
        return list(range(na - axes, na)), list(range(axes))
    xa, xb = axes
    xa = [xa] if np.ndim(xa) == 0 else list(xa)
    xb = [xb] if np.ndim(xb) == 0 else list(xb)
    if len(xa) != len(xb):
        raise ValueError("tensordot: shape-mismatch for sum")
    return [normalize(int(x), na, "tensordot") for x in xa], [
        normalize(int(x), nb, "tensordot") for x in xb
    ]


@rule("tensordot")
def tensordot(call: BatchCall) -> Any:
    """np.tensordot: the summed axes moved last in ``a`` and first in ``b``, one batched
    matmul of (B, free a, K) and (B, K, free b)."""
    a, b, fa, fb, _, _ = _pair(call)
    sa, sb = example_shape(a, fa), example_shape(b, fb)
    xa, xb = _tensordot_axes(call.bound[call.prep.index["axes"]], len(sa), len(sb))
    if any(sa[p] != sb[q] for p, q in zip(xa, xb, strict=True)):
        raise ValueError("tensordot: shape-mismatch for sum")
    free_a = [d for d in range(len(sa)) if d not in xa]
    free_b = [d for d in range(len(sb)) if d not in xb]
    k = math.prod(sa[d] for d in xa)
    la, lb = _size(fa, call.size), _size(fb, call.size)
    left = np.transpose(lead(a, fa), (0, *(1 + d for d in free_a + xa)))
    right = np.transpose(lead(b, fb), (0, *(1 + d for d in xb + free_b)))
    left = reshape(left, (la, math.prod(sa[d] for d in free_a), k))
    right = reshape(right, (lb, k, math.prod(sb[d] for d in free_b)))
    out = np.matmul(left, right)
    return reshape(out, (shape(out)[0], *(sa[d] for d in free_a), *(sb[d] for d in free_b)))


@rule("multi_dot")
def multi_dot(call: BatchCall) -> Any:
    """np.linalg.multi_dot: a first 1-D array is a row, a last one a column; the chain is
    multiplied in the cheapest order, as batched matmuls."""
    refuse_batched_options(call)
    i = call.prep.tensor_pos[0]
    arrays, flags = call.bound[i], call.batched[i]
    if len(arrays) < 2:
        raise ValueError("multi_dot: expecting at least two arrays")
    shapes = [example_shape(v, f) for v, f in zip(arrays, flags, strict=True)]
    mats = [lead(v, f) for v, f in zip(arrays, flags, strict=True)]
    row, column = len(shapes[0]) == 1, len(shapes[-1]) == 1
    if row:
        mats[0] = np.expand_dims(mats[0], -2)
    if column:
        mats[-1] = np.expand_dims(mats[-1], -1)
    if any(len(shape(m)) != 3 for m in mats):
        raise ValueError("multi_dot: the arrays must be 2-D (the first and last may be 1-D)")
    dims = [shape(m)[-2] for m in mats] + [shape(mats[-1])[-1]]
    split = chain_order(dims)

    def product(lo: int, hi: int) -> Any:
        if lo == hi:
            return mats[lo]
        k = split[lo][hi]
        return np.matmul(product(lo, k), product(k + 1, hi))

    out = product(0, len(mats) - 1)
    if row and column:
        return out[:, 0, 0]
    return out[:, 0, :] if row else out[:, :, 0] if column else out


def _implicit_output(terms: list[str]) -> str:
    """einsum's output when no '->' is given: '...' if any, then the labels seen once,
    sorted."""
    labels = "".join(terms).replace(".", "")
    once = sorted(c for c in set(labels) if labels.count(c) == 1)
    return ("..." if any("..." in t for t in terms) else "") + "".join(once)


@rule("einsum")
def einsum(call: BatchCall) -> Any:
    """einsum with a new label for the batch axis, first in every batched operand and in
    the output."""
    refuse_batched_options(call)
    prep = call.prep
    subscripts = call.bound[prep.index["subscripts"]].replace(" ", "")
    i = prep.tensor_pos[0]
    flags = call.batched[i]
    inputs, arrow, output = subscripts.partition("->")
    terms = inputs.split(",")
    if not arrow:
        output = _implicit_output(terms)
    free = [c for c in _LETTERS if c not in subscripts]
    if not free:
        raise ValueError("vmap: einsum uses every letter; no label is left for the batch axis")
    new = free[0]
    terms = [new + t if f is True else t for t, f in zip(terms, flags, strict=True)]
    bound = list(call.bound)
    bound[prep.index["subscripts"]] = ",".join(terms) + "->" + new + output
    return core.apply_bound(prep, bound)


def _vector_last(value: Any, flag: Any, axis: int, op: str) -> tuple[Any, int]:
    """The value with a batch axis first and its vector axis (of one example) last."""
    ex = example_shape(value, flag)
    ax = normalize(axis, len(ex), op)
    return np.moveaxis(lead(value, flag), 1 + ax, -1), ex[ax]


@rule("vecdot")
def vecdot(call: BatchCall) -> Any:
    """vecdot along ``axis`` of each operand: the vector axes moved last, stacks aligned."""
    a, b, fa, fb, i, j = _pair(call)
    axis = call.bound[call.prep.index["axis"]]
    left, _ = _vector_last(a, fa, axis, call.prep.name)
    right, _ = _vector_last(b, fb, axis, call.prep.name)
    bound = list(call.bound)
    bound[i], bound[j] = _align(left, right)
    bound[call.prep.index["axis"]] = -1
    return core.apply_bound(call.prep, bound)


@rule("cross")
def cross(call: BatchCall) -> Any:
    """np.cross (and np.linalg.cross): the vector axes moved last, stacks aligned, the
    result's vector axis moved to ``axisc`` of one example."""
    a, b, fa, fb, i, j = _pair(call)
    prep, bound = call.prep, list(call.bound)
    axis = bound[prep.index["axis"]]
    if "axisa" in prep.index and axis is None:
        axisa, axisb, axisc = (bound[prep.index[n]] for n in ("axisa", "axisb", "axisc"))
    else:
        axisa = axisb = axisc = axis
    rank = max(len(example_shape(a, fa)), len(example_shape(b, fb)))
    left, da = _vector_last(a, fa, axisa, prep.name)
    right, db = _vector_last(b, fb, axisb, prep.name)
    bound[i], bound[j] = _align(left, right)
    for name in ("axisa", "axisb", "axisc", "axis"):
        if name in prep.index:
            bound[prep.index[name]] = -1
    if "axisa" in prep.index:
        bound[prep.index["axis"]] = None
    out = core.apply_bound(prep, bound)
    if da == 2 and db == 2:
        return out  # no vector axis in the result
    return np.moveaxis(out, -1, 1 + normalize(axisc, rank, prep.name))
