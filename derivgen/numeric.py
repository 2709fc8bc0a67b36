"""NumPy helpers that generated code calls; imports nothing but numpy (and numexpr if present)."""

from __future__ import annotations

from typing import Any

import numpy as np

try:  # numexpr is optional: when present, large elementwise backwards run fused
    import numexpr
except ImportError:  # pragma: no cover - depends on the environment
    numexpr = None

# Below these sizes allocation is cheap and the plain formula is fastest.
INPLACE_MIN_SIZE = 4096
FUSED_MIN_SIZE = 65536
FUSED = numexpr is not None  # switch off to compare fused kernels with plain NumPy


def same_layout(first: Any, *rest: Any) -> bool:
    """Whether all arguments are plain float ndarrays of one shape and dtype."""
    shape, dtype = first.shape, first.dtype
    if dtype.kind != "f":
        return False
    for x in rest:
        if type(x) is not np.ndarray or x.shape != shape or x.dtype != dtype:
            return False
    return True


def fusable(x: Any) -> bool:
    """Whether the numexpr kernel applies: numexpr present, float64, and a large array."""
    return FUSED and x.dtype == np.float64 and x.size >= FUSED_MIN_SIZE


def fused(source: str, arrays: dict[str, Any]) -> Any:
    """Evaluate a generated numexpr kernel."""
    return numexpr.evaluate(source, local_dict=arrays)


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
        if type(value) is np.ndarray:
            continue
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


def linear_scan(x: Any, coef: Any, axis: int, reverse: bool = False) -> Any:
    """The first-order linear recurrence along ``axis``, without any division.

    Forward: ``y[i] = x[i] + coef[i] * y[i - 1]`` (``y[-1] = 0``); reverse:
    ``y[i] = x[i] + coef[i + 1] * y[i + 1]`` (``y[n] = 0``). ``coef[0]`` is never used.
    """
    x = np.moveaxis(np.asarray(x), axis, -1)
    coef = np.moveaxis(np.asarray(coef), axis, -1)
    out = np.array(x, dtype=np.result_type(x, coef))
    n = out.shape[-1]
    if reverse:
        for i in range(n - 2, -1, -1):
            out[..., i] += coef[..., i + 1] * out[..., i + 1]
    else:
        for i in range(1, n):
            out[..., i] += coef[..., i] * out[..., i - 1]
    return np.moveaxis(out, -1, axis)


def scan_axis(axis: int | None) -> int:
    """The axis a cumulative op runs along once ``axis=None`` has flattened its input."""
    return 0 if axis is None else axis


def shift_pad(ndim: int, axis: int, before: int, after: int) -> tuple[tuple[int, int], ...]:
    """np.pad widths that pad only ``axis``: ``before`` in front and ``after`` behind."""
    axis %= ndim
    return tuple((before, after) if i == axis else (0, 0) for i in range(ndim))


def axis_slice(ndim: int, axis: int, start: int | None, stop: int | None) -> tuple[slice, ...]:
    """An index taking ``start:stop`` along ``axis`` and everything along the other axes."""
    axis %= ndim
    return tuple(slice(start, stop) if i == axis else slice(None) for i in range(ndim))


def pad_interior(shape: tuple[int, ...], pad_width: Any) -> tuple[slice, ...]:
    """The index of the original array inside ``np.pad(x, pad_width)`` of a ``shape`` input."""
    widths = np.broadcast_to(np.asarray(pad_width, dtype=int), (len(shape), 2))
    return tuple(slice(int(b), int(b) + n) for (b, _), n in zip(widths, shape, strict=True))


def negate(value: Any) -> Any:
    """``-value`` for an int or a tuple of ints (roll shifts)."""
    if isinstance(value, int | np.integer):
        return -int(value)
    return tuple(-int(v) for v in value)


def shapes(arrays: Any) -> list[tuple[int, ...]]:
    """The shape of each array of a list."""
    return [tuple(np.shape(a)) for a in arrays]


_STACKERS = {
    "hstack": np.atleast_1d,
    "vstack": np.atleast_2d,
    "dstack": np.atleast_3d,
    "column_stack": lambda a: a if a.ndim >= 2 else np.reshape(a, (-1, 1)),
}


def stack_layouts(arrays: Any, kind: str) -> list[tuple[int, ...]]:
    """The shape each input takes inside hstack, vstack, dstack or column_stack."""
    promote = _STACKERS[kind]
    return [promote(np.broadcast_to(np.empty((), bool), np.shape(a))).shape for a in arrays]


def stack_axis(arrays: Any, kind: str) -> int:
    """The axis along which hstack, vstack, dstack or column_stack concatenates."""
    if kind == "hstack":
        return 0 if max(np.ndim(arrays[0]), 1) == 1 else 1
    return {"vstack": 0, "dstack": 2, "column_stack": 1}[kind]


def reshape_concatenate(arrays: Any, layouts: Any, axis: int) -> Any:
    """Each array reshaped to its layout, then all concatenated along ``axis``."""
    return np.concatenate(
        [np.reshape(a, s) for a, s in zip(arrays, layouts, strict=True)], axis=axis
    )


def unconcatenate(x: Any, layouts: Any, shapes: Any, axis: int) -> list[Any]:
    """The adjoint of reshape_concatenate: split ``x`` by the layouts, reshape to ``shapes``."""
    cuts = np.cumsum([s[axis] for s in layouts])[:-1]
    pieces = np.split(x, [int(c) for c in cuts], axis=axis)
    return [np.reshape(p, s) for p, s in zip(pieces, shapes, strict=True)]


def unstack(x: Any, axis: int = 0) -> list[Any]:
    """np.unstack as a list (the inverse of np.stack)."""
    return [np.take(x, i, axis=axis) for i in range(np.shape(x)[axis])]


def split_axis(ndim: int, kind: str) -> int:
    """The axis hsplit, vsplit or dsplit splits along."""
    if kind == "hsplit":
        return 1 if ndim > 1 else 0
    return {"vsplit": 0, "dsplit": 2}[kind]


def tile_shapes(shape: tuple[int, ...], reps: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For np.tile: the result reshaped as (rep, size) pairs per axis, and the rep axes."""
    reps = (reps,) if isinstance(reps, int | np.integer) else tuple(reps)
    d = max(len(shape), len(reps))
    shape = (1,) * (d - len(shape)) + tuple(shape)
    reps = (1,) * (d - len(reps)) + reps
    split = tuple(n for pair in zip(reps, shape, strict=True) for n in pair)
    return split, tuple(range(0, 2 * d, 2))


def tile_split_shape(shape: tuple[int, ...], reps: Any) -> tuple[int, ...]:
    return tile_shapes(shape, reps)[0]


def tile_rep_axes(shape: tuple[int, ...], reps: Any) -> tuple[int, ...]:
    return tile_shapes(shape, reps)[1]


def repeat_indices(shape: tuple[int, ...], repeats: Any, axis: int | None) -> Any:
    """The indices that make np.repeat(x, repeats, axis) the same as np.take(x, them, axis)."""
    n = int(np.prod(shape)) if axis is None else shape[axis]
    return np.repeat(np.arange(n), repeats)


def diagonal_length(shape: tuple[int, ...], offset: int, axis1: int, axis2: int) -> int:
    """How many elements np.diagonal(x, offset, axis1, axis2) takes from each matrix."""
    rows, cols = shape[axis1], shape[axis2]
    return max(0, min(rows, cols - offset) if offset >= 0 else min(rows + offset, cols))


def diagonal_shape(shape: tuple[int, ...], offset: int, axis1: int, axis2: int) -> tuple:
    """The shape of np.diagonal(x, offset, axis1, axis2) for an input of ``shape``."""
    ndim = len(shape)
    rest = tuple(n for i, n in enumerate(shape) if i not in (axis1 % ndim, axis2 % ndim))
    return (*rest, diagonal_length(shape, offset, axis1, axis2))


def diagonal_embed(x: Any, shape: tuple[int, ...], offset: int, axis1: int, axis2: int) -> Any:
    """The adjoint of np.diagonal: zeros of ``shape`` with ``x`` (diagonal last) on it."""
    out = np.zeros(shape, dtype=x.dtype)
    moved = np.moveaxis(out, (axis1, axis2), (-2, -1))
    k = np.arange(diagonal_length(shape, offset, axis1, axis2))
    moved[..., k + max(-offset, 0), k + max(offset, 0)] = x
    return out


def untake_along_axis(grad: Any, shape: tuple[int, ...], indices: Any, axis: int | None) -> Any:
    """The adjoint of np.take_along_axis: scatter ``grad`` into zeros, adding repeats."""
    out = np.zeros(shape, dtype=grad.dtype)
    indices = np.asarray(indices)
    if axis is None:
        np.add.at(out.reshape(-1), indices, grad)
        return out
    ndim = len(shape)
    axis %= ndim
    index = tuple(
        indices
        if i == axis
        else np.arange(shape[i]).reshape((1,) * i + (-1,) + (1,) * (ndim - i - 1))
        for i in range(ndim)
    )
    grad = np.broadcast_to(grad, np.broadcast_shapes(*[np.shape(j) for j in index]))
    np.add.at(out, index, grad)
    return out


def stable_argsort(x: Any, axis: int | None) -> Any:
    """np.argsort with a stable sort: tied elements keep their order (indices only)."""
    return np.argsort(x, axis=axis, kind="stable")


def average_perm(shape: tuple[int, ...], weights_shape: tuple[int, ...], axis: Any) -> tuple:
    """How np.average transposes its weights: to the order of the sorted reduction axes."""
    if tuple(weights_shape) == tuple(shape):
        return tuple(range(len(weights_shape)))
    axes = (axis,) if isinstance(axis, int | np.integer) else tuple(axis)
    return tuple(int(i) for i in np.argsort([a % len(shape) for a in axes]))


def average_shape(shape: tuple[int, ...], weights_shape: tuple[int, ...], axis: Any) -> tuple:
    """The shape np.average gives its (transposed) weights to broadcast against the input."""
    if tuple(weights_shape) == tuple(shape):
        return tuple(shape)
    axes = normalize_axes(axis, len(shape))
    return tuple(n if i in axes else 1 for i, n in enumerate(shape))


def permuted(shape: tuple[int, ...], perm: tuple[int, ...]) -> tuple[int, ...]:
    """The shape of np.transpose(x, perm) for an ``x`` of ``shape``."""
    return tuple(shape[p] for p in perm)


# ---------------------------------------------------------------- more linear algebra


# ---------------------------------------------------------------- more activations, nan-reductions and others
