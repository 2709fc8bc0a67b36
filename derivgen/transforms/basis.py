"""The identity basis that jacobian and hessian batch a pull-back or a jvp over, in chunks."""

from __future__ import annotations

import math
import warnings
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen.ops import kinds
from derivgen.transforms.vmap import vmap

Shapes = Sequence[tuple[tuple[int, ...], Any]]  # (shape, dtype) of each leaf
RowFunction = Callable[[Sequence[Any]], Sequence[Any]]
_LOOP_WARNING = r"vmap: .* has no batched form"  # derivgen.batching.generic.check_loop's
# Why the basis fell back to the loop, and how often: what vmap still cannot batch.
FALLBACKS: Counter[str] = Counter()


def checked_chunk_size(chunk_size: Any, call: str) -> int | None:
    """``chunk_size`` as None or a positive int; anything else is a ValueError naming it."""
    if chunk_size is None:
        return None
    if (
        isinstance(chunk_size, bool)
        or not isinstance(chunk_size, int | np.integer)
        or chunk_size < 1
    ):
        raise ValueError(
            f"derivgen.{call}: chunk_size must be None (the whole basis at once) or a "
            f"positive int (that many rows of the basis per batched call), got {chunk_size!r}"
        )
    return int(chunk_size)


class Basis:
    """The standard basis of a list of leaves: one row per element, the leaves one after another.

    Row r is one leaf's one-hot array for its element r - offset (every other leaf zero), so
    that a linear map applied to all rows at once gives every column of its matrix.
    """

    def __init__(self, shapes: Shapes, like: Any = None) -> None:
        self.shapes = list(shapes)
        self.like = like  # the rows are made on its device (CuPy); Dask mixes with host rows
        self.sizes = [math.prod(shape) for shape, _ in self.shapes]
        self.offsets = [sum(self.sizes[:i]) for i in range(len(self.sizes))]
        self.size = sum(self.sizes)

    def part(self, leaf: int) -> slice:
        """The rows of the basis whose one-hot entry is in ``leaf``."""
        return slice(self.offsets[leaf], self.offsets[leaf] + self.sizes[leaf])

    def rows(self, start: int, stop: int) -> list[np.ndarray]:
        """Rows start..stop, one array of shape (stop - start, *shape) per leaf."""
        rows = [
            np.eye(stop - start, n, k=start - offset, dtype=dtype).reshape(stop - start, *shape)
            for (shape, dtype), n, offset in zip(self.shapes, self.sizes, self.offsets, strict=True)
        ]
        if not kinds.is_engine_array(self.like) or kinds.is_lazy(self.like):
            return rows  # NumPy, derivgen's wrappers and a lazy Dask graph take host operands
        return [np.asarray(row, like=self.like) for row in rows]

    def map(self, fn: RowFunction, chunk: int | None) -> list[Any]:
        """``fn`` of each row (one value per leaf), batched: each result gains a leading axis.

        The rows go ``chunk`` at a time (None: all at once) through one batched call each.
        """
        step = self.size if chunk is None else chunk
        parts = [
            batched(fn, self.rows(start, min(start + step, self.size)))
            for start in range(0, self.size, step)
        ]
        if len(parts) == 1:
            return parts[0]
        return [np.concatenate(column, axis=0) for column in zip(*parts, strict=True)]


def batched(fn: RowFunction, rows: list[np.ndarray]) -> list[Any]:
    """``fn`` over the leading axis of ``rows``, its results stacked along a new first axis.

    One ``vmap`` call does it, without vmap's warning for ops it batches by a loop (they
    are right, only slower). Should vmap fail (a NumPy call inside that it cannot batch),
    the rows go through ``fn`` one at a time instead, as jacobian always did before vmap:
    the same values, slower, no warning; the reason is counted in ``FALLBACKS``. An error
    of ``fn`` itself then comes from that loop, unbatched.
    """
    n = rows[0].shape[0]
    if n == 1:
        return [np.expand_dims(out, 0) for out in fn([r[0] for r in rows])]
    try:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", _LOOP_WARNING, UserWarning)
            return list(vmap(lambda *row: list(fn(row)))(*rows))
    except Exception as exc:
        FALLBACKS[f"{type(exc).__name__}: {exc}"] += 1
    return loop(fn, rows)


def loop(fn: RowFunction, rows: list[np.ndarray]) -> list[Any]:
    """``batched`` by a Python loop over the rows."""
    outs = [fn([r[i] for r in rows]) for i in range(rows[0].shape[0])]
    return [np.stack(column) for column in zip(*outs, strict=True)]
