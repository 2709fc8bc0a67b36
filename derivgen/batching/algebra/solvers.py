"""Batching rules of the solvers and norms: solve (NumPy's and SciPy's), lstsq, norm,
tensorinv, tensorsolve and cho_factor."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from derivgen.batching.algebra.lift import (
    example_shape,
    lead,
    lift,
    normalize,
    refuse_batched_options,
    reshape,
    run_per_example,
    shape,
)
from derivgen.batching.rules import BatchCall, rule
from derivgen.trace import core

# NumPy 1 reads b of solve as a stack of vectors when b.ndim == a.ndim - 1, NumPy 2 only
# when b.ndim == 1.
_NUMPY1 = np.lib.NumpyVersion(np.__version__) < "2.0.0"


def _columns(b: Any, vector: bool, size: int) -> tuple[Any, tuple[int, ...]]:
    """A batch of right-hand sides (B, M) or (B, M, K) as the columns of one (M, B*K)."""
    sb = shape(b)
    moved = np.moveaxis(b, 0, -1) if vector else np.moveaxis(b, 0, 1)
    return reshape(moved, (sb[1], math.prod(sb[2:]) * size)), sb


def _uncolumns(x: Any, vector: bool, size: int, rows: int) -> Any:
    """The solution of ``_columns`` back to (B, N) or (B, N, K)."""
    if vector:
        return np.moveaxis(x, -1, 0)
    return np.moveaxis(reshape(x, (rows, size, shape(x)[-1] // size)), 1, 0)


@rule("solve")
def solve(call: BatchCall) -> Any:
    """A solver of a x = b (args: the name of b; keywords: the core rank of other Tensor
    inputs that are not matrices, e.g. piv=1). b is a vector when one example of it is 1-D
    (NumPy 2, SciPy): it becomes a column and the result loses it again. With only b
    batched and one matrix, the examples become the columns of one right-hand side."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    ib = prep.index[call.args[0]]
    b, fb = call.bound[ib], call.batched[ib]
    sb = example_shape(b, fb)
    ia = prep.tensor_pos[0]
    sa = example_shape(call.bound[ia], call.batched[ia])
    vector = len(sb) == 1 or (_NUMPY1 and prep.name == "solve" and len(sb) == len(sa) - 1)
    bound = list(call.bound)
    others = [i for i in prep.tensor_pos if i != ib]
    if fb is True and not any(call.batched[i] for i in others) and len(sa) == 2 and len(sb) <= 2:
        bound[ib], _ = _columns(b, vector, size)
        return _uncolumns(core.apply_bound(prep, bound), vector, size, sa[-1])
    if vector:
        bound[ib] = np.expand_dims(b, -1)
    cores = {i: call.keywords.get(prep.params[i], 2) for i in others} | {ib: 2}
    stacks = {i: len(example_shape(bound[i], call.batched[i])) - cores[i] for i in prep.tensor_pos}
    top = max(stacks.values())
    for i in prep.tensor_pos:
        if call.batched[i] is True:
            bound[i] = lift(bound[i], top - stacks[i])
    out = core.apply_bound(prep, bound)
    return out[..., 0] if vector else out


@rule("lstsq")
def lstsq(call: BatchCall) -> Any:
    """np.linalg.lstsq, which has no stacks: with only b batched, the examples are the
    columns of one right-hand side (lstsq solves each column alone); rank and s are those of
    the one matrix. A batched matrix has no batched form: the op runs once per example."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    ia, ib = prep.tensor_pos
    if call.batched[ia] is True:
        return run_per_example(call, "np.linalg.lstsq takes one matrix, not a stack")
    b = call.bound[ib]
    vector = len(shape(b)) == 2
    bound = list(call.bound)
    bound[ib], sb = _columns(b, vector, size)
    x, residuals, rank, s = core.apply_bound(prep, bound)
    n = shape(x)[0]
    x = _uncolumns(x, vector, size, n)
    k = 1 if vector else sb[-1]
    # Residuals come per column, or not at all (rank < N or M <= N): the same for every
    # example, as they share the matrix.
    residuals = reshape(residuals, (size, k) if shape(residuals)[0] else (size, 0))
    rank = np.broadcast_to(rank, (size,))
    s = np.broadcast_to(s[None], (size, *shape(s)))
    return x, residuals, rank, s


@rule("norm")
def norm(call: BatchCall) -> Any:
    """np.linalg.norm: axis None flattens the example (ord None), or with an ord reads a 1-D
    example as a vector and a 2-D one as a matrix; given axes shift past the batch axis."""
    refuse_batched_options(call)
    prep = call.prep
    ix, io, ia, ik = (prep.index[n] for n in ("self", "ord", "axis", "keepdims"))
    x, order, axis, keepdims = (call.bound[i] for i in (ix, io, ia, ik))
    ex = example_shape(x, call.batched[ix])
    x = lead(x, call.batched[ix])
    bound = list(call.bound)
    if axis is None and order is None:
        bound[ix] = reshape(x, (shape(x)[0], math.prod(ex)))
        bound[ia] = 1
        bound[ik] = False
        out = core.apply_bound(prep, bound)
        return reshape(out, (shape(out)[0], *(1,) * len(ex))) if keepdims else out
    if axis is None:
        if len(ex) not in (1, 2):
            raise ValueError("Improper number of dimensions to norm.")
        axis = tuple(range(len(ex)))
    if isinstance(axis, int | np.integer):
        bound[ia] = 1 + normalize(int(axis), len(ex), prep.name)
    else:
        bound[ia] = tuple(1 + normalize(int(a), len(ex), prep.name) for a in axis)
    bound[ix] = x
    return core.apply_bound(prep, bound)


@rule("tensorinv")
def tensorinv(call: BatchCall) -> Any:
    """np.linalg.tensorinv: the inverse of the (prod first ind axes, prod rest) matrix of
    each example, reshaped to the rest then the first axes."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    a = call.bound[prep.index["a"]]
    ind = call.bound[prep.index["ind"]]
    if ind <= 0:
        raise ValueError("Invalid ind argument.")
    ex = shape(a)[1:]
    rows, cols = math.prod(ex[:ind]), math.prod(ex[ind:])
    if rows != cols:
        raise np.linalg.LinAlgError(
            "tensorinv: the tensor is not 'square' (prod of the first ind axes != prod of the rest)"
        )
    inverse = np.linalg.inv(reshape(a, (size, rows, cols)))
    return reshape(inverse, (size, *ex[ind:], *ex[:ind]))


@rule("tensorsolve")
def tensorsolve(call: BatchCall) -> Any:
    """np.linalg.tensorsolve: ``axes`` of a moved last, a read as the square matrix
    (prod b's shape, prod the rest), b flattened, one batched solve."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    (a, fa), (b, fb) = ((call.bound[prep.index[n]], call.batched[prep.index[n]]) for n in "ab")
    axes = call.bound[prep.index["axes"]]
    sa, sb = example_shape(a, fa), example_shape(b, fb)
    a = lead(a, fa)
    if axes is not None:
        order = [d for d in range(len(sa)) if d not in axes] + list(axes)
        a = np.transpose(a, (0, *(1 + d for d in order)))
        sa = tuple(sa[d] for d in order)
    rest = sa[len(sb) :]
    n = math.prod(sb)
    if math.prod(rest) != n:
        raise np.linalg.LinAlgError(
            "tensorsolve: input arrays must satisfy prod(a.shape[b.ndim:]) == prod(b.shape)"
        )
    matrix = reshape(a, (shape(a)[0], n, n))
    column = reshape(lead(b, fb), (size if fb is True else 1, n, 1))
    out = np.linalg.solve(matrix, column)
    return reshape(out, (size, *rest))


@rule("cho_factor")
def cho_factor(call: BatchCall) -> Any:
    """scipy.linalg.cho_factor, which takes no stacks, as np.linalg.cholesky of the triangle
    it reads: the lower one for lower=True, else the upper one (the lower of a^H), whose
    factor U = L^H; the flag is the same for every example."""
    refuse_batched_options(call)
    prep = call.prep
    a = call.bound[prep.index["a"]]
    lower = bool(call.bound[prep.index["lower"]])
    if lower:
        c = np.linalg.cholesky(a)
    else:
        c = np.conjugate(
            np.swapaxes(np.linalg.cholesky(np.conjugate(np.swapaxes(a, -1, -2))), -1, -2)
        )
    return c, np.full(call.size, lower)
