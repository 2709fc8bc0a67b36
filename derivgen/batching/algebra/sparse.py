"""Batching rules of the sparse ops: sparse_matmul, sparse_sample and sparse_solve.

A batch of dense operands with one matrix becomes the columns of one product (or one
right-hand side). A batch of stored values is one block-diagonal matrix of B blocks, read
as a coo pattern, so that vmap over a matrix's values is still one sparse product.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from derivgen.batching.algebra.lift import refuse_batched_options, reshape, run_per_example, shape
from derivgen.batching.rules import BatchCall, rule
from derivgen.numeric.sparse import Direct, Factorised, coordinates
from derivgen.trace import core


def _as_columns(x: Any) -> tuple[Any, tuple[int, ...]]:
    """A batch (B, n, ...) as one (n, ...*B) operand, the batch last; and its batch shape."""
    moved = np.moveaxis(x, 0, -1)
    return moved, shape(x)


def _from_columns(y: Any) -> Any:
    return np.moveaxis(y, -1, 0)


def _full(value: Any, flag: Any, size: int) -> Any:
    return value if flag is True else np.broadcast_to(value, (size, *shape(value)))


def _block_pattern(call: BatchCall) -> tuple[Any, Any, list[int]]:
    """B copies of the (unbatched) pattern on the diagonal, as coo rows and columns."""
    prep, size = call.prep, call.size
    major, minor, shape_, layout = (
        core.stop_gradient(call.bound[prep.index[name]])
        for name in ("major", "minor", "shape", "layout")
    )
    rows, columns = coordinates(major, minor, shape_, layout)
    m, n = int(shape_[0]), int(shape_[1])
    offsets = np.arange(size, dtype=np.int64)[:, None]
    rows = (rows[None, :] + offsets * m).ravel()
    columns = (columns[None, :] + offsets * n).ravel()
    return rows, columns, [size * m, size * n]


def _pattern_batched(call: BatchCall) -> bool:
    return any(call.batched[call.prep.index[name]] for name in ("major", "minor"))


@rule("sparse_matmul")
def sparse_matmul(call: BatchCall) -> Any:
    """Only x batched: one product with the examples as trailing columns. Batched values:
    one block-diagonal product of the flattened batch of x."""
    refuse_batched_options(call)
    prep, size, bound = call.prep, call.size, list(call.bound)
    if _pattern_batched(call):
        return run_per_example(call, "each example has its own sparsity pattern")
    i_data, i_x = prep.index["data"], prep.index["x"]
    data, x = bound[i_data], bound[i_x]
    if not call.batched[i_data]:
        bound[i_x], _ = _as_columns(x)
        return _from_columns(core.apply_bound(prep, bound))
    rows, columns, block = _block_pattern(call)
    x = _full(x, call.batched[i_x], size)
    sx = shape(x)
    flat_x = reshape(x, (size * sx[1], *sx[2:]))
    out = core.apply_bound(
        prep, [reshape(data, (size * shape(data)[1],)), flat_x, rows, columns, block, "coo"]
    )
    return reshape(out, (size, shape(out)[0] // size, *sx[2:]))


@rule("sparse_sample")
def sparse_sample(call: BatchCall) -> Any:
    """Batched operands: one sampled product on the block-diagonal pattern."""
    refuse_batched_options(call)
    prep, size = call.prep, call.size
    if _pattern_batched(call):
        return run_per_example(call, "each example has its own sparsity pattern")
    rows, columns, block = _block_pattern(call)
    flat = []
    for name in ("a", "b"):
        i = prep.index[name]
        value = _full(call.bound[i], call.batched[i], size)
        s = shape(value)
        flat.append(reshape(value, (size * s[1], *s[2:])))
    out = core.apply_bound(prep, [*flat, rows, columns, block, "coo"])
    return reshape(out, (size, math.prod(shape(out)) // size))


@rule("sparse_solve")
def sparse_solve(call: BatchCall) -> Any:
    """Only b batched: the examples as the columns of one right-hand side. Batched values:
    one block-diagonal solve (not for a solver factorised for one matrix)."""
    refuse_batched_options(call)
    prep, size, bound = call.prep, call.size, list(call.bound)
    if _pattern_batched(call):
        return run_per_example(call, "each example has its own sparsity pattern")
    i_data, i_b = prep.index["data"], prep.index["b"]
    data, b = bound[i_data], bound[i_b]
    if not call.batched[i_data]:
        moved, sb = _as_columns(b)
        columns = reshape(moved, (sb[1], math.prod(sb[2:]) * size))
        out = core.apply_bound(prep, [*bound[:i_b], columns, *bound[i_b + 1 :]])
        return _from_columns(reshape(out, (shape(out)[0], *sb[2:], size)))
    solver = bound[prep.index["solver"]]
    if isinstance(solver, Direct):
        solver = Direct()  # the block-diagonal matrix gets factors of its own
    elif isinstance(solver, Factorised):
        raise TypeError(
            "vmap over a sparse matrix's values with a factorised solver (splu, factorized): "
            "the factorisation belongs to one matrix; call derivgen.scipy.sparse.linalg.spsolve "
            "inside the vmapped function instead"
        )
    rows, columns, block = _block_pattern(call)
    b = _full(b, call.batched[i_b], size)
    sb = shape(b)
    out = core.apply_bound(
        prep,
        [
            reshape(data, (size * shape(data)[1],)),
            reshape(b, (size * sb[1], *sb[2:])),
            rows,
            columns,
            block,
            "coo",
            solver,
        ],
    )
    return reshape(out, sb)
