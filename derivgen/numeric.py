"""NumPy helpers that generated forward functions call; imports nothing but numpy."""

from __future__ import annotations

from typing import Any

import numpy as np


def sum_to(x: Any, shape: tuple[int, ...]) -> Any:
    """Sum ``x`` down to ``shape``, undoing NumPy broadcasting; a no-op when shapes match."""
    shape = tuple(shape)
    if x.shape == shape:
        return x
    lead = x.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(
        lead + i for i, n in enumerate(shape) if n == 1 and x.shape[lead + i] != 1
    )
    out = np.sum(x, axis=axes, keepdims=True) if axes else x
    return np.reshape(out, shape) if lead else out


def tracer_among(*tensors: Any) -> Any:
    """The first traced value among the arguments (looking inside lists), or None.

    Ops defined by a ``forward:`` expression check this, so that the runtime records
    them as single ops with their own formula instead of tracing through the expression.
    """
    for value in tensors:
        if hasattr(type(value), "__derivgen_apply__"):
            return value
        if isinstance(value, list | tuple):
            found = tracer_among(*value)
            if found is not None:
                return found
    return None


def normalize_axes(axis: int | tuple[int, ...] | None, ndim: int) -> tuple[int, ...]:
    """Axes as a sorted tuple of non-negative ints; None means every axis."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    return tuple(sorted(a % ndim if ndim else a for a in axes))


def expand_reduced(
    x: Any, shape: tuple[int, ...], axis: int | tuple[int, ...] | None, keepdims: bool
) -> Any:
    """Broadcast the result of a reduction over ``axis`` back to the input ``shape``."""
    if not keepdims:
        axes = normalize_axes(axis, len(shape))
        x = np.reshape(x, tuple(1 if i in axes else n for i, n in enumerate(shape)))
    return np.broadcast_to(x, tuple(shape))


def prod_except(x: Any, axis: int | tuple[int, ...] | None = None) -> Any:
    """For each element, the product of the other elements of its reduction group.

    Built from exclusive cumulative products, so zeros (one or several) are exact,
    where dividing the full product by the element would give 0/0.
    """
    axes = normalize_axes(axis, x.ndim)
    rest = tuple(i for i in range(x.ndim) if i not in axes)
    moved = np.transpose(x, rest + axes)
    flat = np.reshape(moved, moved.shape[: len(rest)] + (-1,))
    ones = np.ones_like(flat[..., :1])
    left = np.cumprod(np.concatenate([ones, flat[..., :-1]], axis=-1), axis=-1)
    right = np.flip(
        np.cumprod(np.concatenate([ones, np.flip(flat, -1)[..., :-1]], axis=-1), axis=-1), -1
    )
    out = np.reshape(left * right, moved.shape)
    return np.transpose(out, np.argsort(rest + axes))


def inverse_permutation(axes: tuple[int, ...] | None, ndim: int) -> tuple[int, ...]:
    """The axes that undo ``np.transpose(x, axes)``; None reverses the axes."""
    if axes is None:
        return tuple(reversed(range(ndim)))
    return tuple(int(i) for i in np.argsort([a % ndim for a in axes]))


def split_indices(tensors: Any, axis: int) -> list[int]:
    """Where to split a concatenation of ``tensors`` along ``axis`` to get them back."""
    sizes = [t.shape[axis] for t in tensors]
    return [int(i) for i in np.cumsum(sizes)[:-1]]


def adjugate(a: Any) -> Any:
    """The adjugate (transposed cofactor matrix) of square matrices, batched.

    Computed from the SVD ``a = u @ diag(s) @ vh`` as
    ``det(u) det(vh) vh.T @ diag(prod of the other s) @ u.T``, which stays exact for
    singular matrices, where ``det(a) * inv(a)`` is 0 * inf.
    """
    u, s, vh = np.linalg.svd(a)
    scale = np.linalg.det(u) * np.linalg.det(vh)
    others = prod_except(s, axis=-1)
    vt = np.swapaxes(vh, -1, -2)
    ut = np.swapaxes(u, -1, -2)
    return scale[..., None, None] * ((vt * others[..., None, :]) @ ut)


def untake(grad: Any, shape: tuple[int, ...], indices: Any, axis: int | None = None) -> Any:
    """The adjoint of ``np.take``: scatter ``grad`` into zeros of ``shape``, adding repeats."""
    out = np.zeros(shape, dtype=grad.dtype)
    if axis is None:
        np.add.at(out.reshape(-1), np.asarray(indices), grad)
        return out
    index = (slice(None),) * (axis % len(shape)) + (np.asarray(indices),)
    np.add.at(out, index, grad)
    return out


def as_matrix(shape: tuple[int, ...], side: str) -> tuple[int, ...]:
    """How matmul reads an operand's shape: a 1-D left operand is a row, a right one a column."""
    shape = tuple(shape)
    if len(shape) != 1:
        return shape
    return (1, shape[0]) if side == "row" else (shape[0], 1)


def matmul_shape(left: tuple[int, ...], right: tuple[int, ...]) -> tuple[int, ...]:
    """The shape of matmul's result with 1-D operands promoted to matrices, as matmul does."""
    a, b = as_matrix(left, "row"), as_matrix(right, "column")
    batch = np.broadcast_shapes(a[:-2], b[:-2])
    return (*batch, a[-2], b[-1])


def index_add(grad: Any, shape: tuple[int, ...], index: Any) -> Any:
    """The adjoint of ``x[index]``: zeros of ``shape`` with ``grad`` added at ``index``.

    Repeated indices accumulate, as they must for advanced indexing.
    """
    out = np.zeros(shape, dtype=grad.dtype)
    np.add.at(out, index, grad)
    return out


def dtype_of(x: Any) -> str:
    return str(x.dtype)


# ---------------------------------------------------------------- more elementwise ops


# ---------------------------------------------------------------- neural network and special


def softmax(x: Any, axis: int | tuple[int, ...] | None = -1) -> Any:
    """``exp(x) / sum(exp(x))`` over ``axis``, stable for large inputs (the max is subtracted).

    Infinite entries are read as ties: a group with +inf entries shares its mass equally
    among them, and a group of only -inf shares it equally among all its entries (the limit
    of equal inputs going to -inf). NaN inputs give NaN.
    """
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    finite = np.isfinite(m)
    e = np.exp(np.where(finite, x - np.where(finite, m, 0), 0))
    e = np.where(finite, e, np.where(np.isposinf(m), x == m, True))
    out = e / np.sum(e, axis=axis, keepdims=True)
    return np.where(np.isnan(m), np.nan, out)


def log_softmax(x: Any, axis: int | tuple[int, ...] | None = -1) -> Any:
    """``x - logsumexp(x)`` over ``axis``, stable; infinite groups follow ``softmax``."""
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    finite = np.isfinite(m)
    z = np.where(finite, x - np.where(finite, m, 0), 0)
    with np.errstate(divide="ignore"):
        out = z - np.log(np.sum(np.exp(z), axis=axis, keepdims=True))
        if np.all(finite):
            return out
        return np.where(finite, out, np.log(softmax(x, axis)))


def logsumexp(x: Any, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """``log(sum(exp(x)))`` over ``axis``: +inf if any entry is +inf, -inf if all are -inf."""
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(over="ignore", divide="ignore"):
        out = np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True)) + m
    return out if keepdims else np.squeeze(out, axis=normalize_axes(axis, x.ndim))


def label_index(labels: Any, axis: int) -> tuple[Any, ...]:
    """The index that picks ``logits[..., labels, ...]`` (class axis ``axis``) for each label."""
    labels = np.asarray(labels)
    index = list(np.indices(labels.shape, sparse=True))
    index.insert(axis % (labels.ndim + 1), labels)
    return tuple(index)


def softmax_cross_entropy(logits: Any, labels: Any, axis: int = -1) -> Any:
    """``logsumexp(logits) - logits[label]`` along the class ``axis``, one loss per label."""
    logits, labels = np.asarray(logits), np.asarray(labels)
    if labels.dtype.kind not in "iu":
        raise TypeError(f"softmax_cross_entropy needs integer class labels, got {labels.dtype}")
    if labels.shape != logits.shape[: axis % logits.ndim] + logits.shape[axis % logits.ndim + 1 :]:
        raise ValueError(
            f"labels of shape {labels.shape} do not fit logits of shape {logits.shape} "
            f"with classes along axis {axis}"
        )
    return logsumexp(logits, axis) - logits[label_index(labels, axis)]


def gelu(x: Any) -> Any:
    """The exact GELU, ``x * ndtr(x)`` (ndtr is the standard normal CDF)."""
    from scipy import special

    return x * special.ndtr(x)


def polygamma(n: int, x: Any) -> Any:
    """``scipy.special.polygamma(n, x)``, in the floating dtype of ``x``."""
    from scipy import special

    x = np.asarray(x)
    out = np.asarray(special.polygamma(n, x))
    return out.astype(x.dtype) if x.dtype.kind == "f" else out


# ---------------------------------------------------------------- reductions, scans, shape


# ---------------------------------------------------------------- more linear algebra
