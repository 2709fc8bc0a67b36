"""NumPy helpers that generated code calls; imports nothing but numpy (and numexpr if present)."""

from __future__ import annotations

import math
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
SMALL_COPY_SIZE = 65536  # below this, materializing a broadcast is cheaper than a view


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


def shape(x: Any) -> tuple[int, ...]:
    """x.shape, also for Python scalars and lists (np.interp's xp and fp often are lists)."""
    return x.shape if type(x) is np.ndarray else np.shape(_plain(x))


def sum_to(x: Any, shape: tuple[int, ...]) -> Any:
    """Sum ``x`` down to ``shape``, undoing NumPy broadcasting; a no-op when shapes match."""
    have = x.shape
    if have == shape:
        return x
    shape = tuple(shape)
    if have == shape:
        return x
    lead = len(have) - len(shape)
    axes = tuple(range(lead)) + tuple(
        lead + i for i, n in enumerate(shape) if n == 1 and have[lead + i] != 1
    )
    # The method (not np.sum) skips NumPy's Python wrapper; traced and Dask arrays have it too.
    out = x.sum(axis=axes, keepdims=True) if axes else x
    return out.reshape(shape) if lead else out


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
    shape = tuple(shape)
    if type(x) is np.ndarray and math.prod(shape) <= SMALL_COPY_SIZE:
        out = np.empty(shape, dtype=x.dtype)  # a small copy beats broadcast_to's overhead
        np.copyto(out, x)
        return out
    return np.broadcast_to(x, shape)


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
    if type(a) is np.ndarray:
        fast = _adjugate_from_inverse(a)
        if fast is not None:
            return fast
    u, s, vh = np.linalg.svd(a)
    scale = np.linalg.det(u) * np.linalg.det(vh)
    others = prod_except(s, axis=-1)
    vt = np.swapaxes(vh, -1, -2)
    ut = np.swapaxes(u, -1, -2)
    return scale[..., None, None] * ((vt * others[..., None, :]) @ ut)


# Above this 1-norm condition number det(a) * inv(a) loses more than about 6 digits.
ADJUGATE_CONDITION_LIMIT = 1e10


def _adjugate_from_inverse(a: np.ndarray) -> np.ndarray | None:
    """det(a) * inv(a) when every matrix is well conditioned (LU: several times faster than
    the SVD); None when some matrix is singular or nearly so."""
    try:
        inverse = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        return None
    norm = np.abs(a).sum(axis=-2).max(axis=-1)
    inverse_norm = np.abs(inverse).sum(axis=-2).max(axis=-1)
    condition = norm * inverse_norm
    if not np.all(np.isfinite(condition)) or np.any(condition > ADJUGATE_CONDITION_LIMIT):
        return None
    return np.linalg.det(a)[..., None, None] * inverse


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
    if a[:-2] == b[:-2]:  # the common case, without np.broadcast_shapes' overhead
        return (*a[:-1], b[-1])
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


def _einsum_parse(subscripts: str, shapes: list[tuple[int, ...]]) -> tuple[list[str], str]:
    """Input and output subscripts of an einsum, with the implicit output made explicit.

    An ellipsis is replaced by letters not used elsewhere; it must stand for the same
    dimensions in every operand (no broadcasting inside the ellipsis).
    """
    text = subscripts.replace(" ", "")
    inputs, arrow, output = text.partition("->")
    parts = inputs.split(",")
    if len(parts) != len(shapes):
        raise ValueError(f"einsum: {len(parts)} subscripts for {len(shapes)} operands")
    if "..." in text:
        free = [c for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in text]
        ranks = [len(s) - len(p.replace("...", "")) for p, s in zip(parts, shapes, strict=True)]
        width = max(ranks, default=0)
        dims = [s[:r] for p, s, r in zip(parts, shapes, ranks, strict=True) if "..." in p]
        if any(d != dims[0] for d in dims) or any(r not in (0, width) for r in ranks):
            raise NotImplementedError(
                "derivgen's einsum gradient needs the ellipsis to stand for the same "
                "dimensions in every operand that has one (no broadcasting)"
            )
        letters = "".join(free[:width])
        parts = [
            p.replace("...", letters[len(letters) - r :] if r else "")
            for p, r in zip(parts, ranks, strict=True)
        ]
        output = output.replace("...", letters)
    else:
        letters = ""
    if not arrow:
        joined = "".join(parts)
        counts = {c: joined.count(c) for c in set(joined) if c not in letters}
        output = letters + "".join(sorted(c for c, n in counts.items() if n == 1))
    return parts, output


def _einsum_sizes(parts: list[str], shapes: list[tuple[int, ...]]) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for part, shape in zip(parts, shapes, strict=True):
        for label, n in zip(part, shape, strict=True):
            sizes[label] = max(sizes.get(label, 1), int(n))
    return sizes


def einsum_grad_plan(subscripts: str, operands: Any) -> str:
    """The ``einsum_terms`` plan for the gradients of ``np.einsum(subscripts, *operands)``.

    ``einsum_terms`` is then called on ``operands + [grad]``: the gradient of operand k is
    the einsum of the cotangent with the other operands, written back to operand k's
    subscripts (a diagonal for a repeated label, broadcast for a label summed only there).
    """
    import json

    shapes = [tuple(int(n) for n in np.shape(x)) for x in operands]
    parts, output = _einsum_parse(subscripts, shapes)
    sizes = _einsum_sizes(parts, shapes)
    grad_position = len(shapes)
    terms = []
    for k, part in enumerate(parts):
        inputs = [[j, p] for j, p in enumerate(parts) if j != k] + [[grad_position, output]]
        terms.append([k, inputs, part, sizes])
    return json.dumps({"shapes": [list(s) for s in shapes], "terms": terms})


def einsum_terms(operands: Any, plan: str) -> list[Any]:
    """Outputs that are sums of einsums of the operands, as ``plan`` (a JSON string) says.

    The plan has the output ``shapes`` and ``terms`` ``[output, [[operand, subscripts],
    ...], output subscripts, label sizes]``. Output subscripts may repeat a label (the term
    is written onto that diagonal) or use labels no input has (it is broadcast along them).
    """
    import json

    spec = json.loads(plan)
    dtype = np.result_type(*[np.asarray(x).dtype for x in operands])
    outs = [np.zeros(tuple(s), dtype=dtype) for s in spec["shapes"]]
    for out, inputs, target, sizes in spec["terms"]:
        present = set("".join(p for _, p in inputs))
        unique = "".join(dict.fromkeys(target))
        kept = "".join(c for c in unique if c in present)
        expr = ",".join(p for _, p in inputs) + "->" + kept
        value = np.einsum(expr, *[operands[j] for j, _ in inputs])
        grid = [sizes[c] if c in present else 1 for c in unique]
        value = np.reshape(np.transpose(value, [kept.index(c) for c in unique if c in kept]), grid)
        full = [sizes[c] for c in unique]
        index = tuple(
            np.arange(sizes[c]).reshape([-1 if u == c else 1 for u in unique]) for c in target
        )
        outs[out][index] += np.broadcast_to(value, full)
    return outs


def einsum_terms_transpose(plan: str, operands: Any) -> str:
    """The plan of the adjoint of ``einsum_terms``: one term per operand of each term.

    The adjoint is called on ``operands + cotangents``; cotangent k is operand
    ``len(operands) + k`` and is read with output k's subscripts.
    """
    import json

    spec = json.loads(plan)
    n = len(operands)
    terms = []
    for out, inputs, target, sizes in spec["terms"]:
        for i, (j, part) in enumerate(inputs):
            others = [x for m, x in enumerate(inputs) if m != i]
            terms.append([j, [*others, [n + out, target]], part, sizes])
    shapes = [list(np.shape(x)) for x in operands]
    return json.dumps({"shapes": shapes, "terms": terms})


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def product_subscripts(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any = 2
) -> str:
    """Einsum subscripts of ``np.dot``, ``np.inner`` or ``np.tensordot`` for these shapes."""
    a, b = _LETTERS[: len(left)], _LETTERS[len(left) : len(left) + len(right)]
    if kind in ("dot", "inner") and (not a or not b):
        return f"{a},{b}->{a}{b}"
    if kind == "dot":
        b = b[:-2] + a[-1] + b[-1] if len(b) > 1 else a[-1]
        return f"{a},{b}->{a[:-1]}{b.replace(a[-1], '')}"
    if kind == "inner":
        b = b[:-1] + a[-1]
        return f"{a},{b}->{a[:-1]}{b[:-1]}"
    if isinstance(axes, int):
        pairs = list(zip(range(len(a) - axes, len(a)), range(axes), strict=True))
    else:
        first, second = ([x] if isinstance(x, int) else list(x) for x in axes)
        pairs = list(zip(first, second, strict=True))
    b_list = list(b)
    for i, j in pairs:
        b_list[j % len(b)] = a[i % len(a)]
    summed = {a[i % len(a)] for i, _ in pairs}
    out = "".join(c for c in a if c not in summed) + "".join(c for c in b_list if c not in summed)
    return f"{a},{''.join(b_list)}->{out}"


def kron_grad_subscripts(left: tuple[int, ...], right: tuple[int, ...], side: str) -> str:
    """Einsum subscripts taking kron's cotangent (as interleaved axes) back to one factor."""
    n = max(len(left), len(right))
    a, b = _LETTERS[:n], _LETTERS[n : 2 * n]
    grad = "".join(x + y for x, y in zip(a, b, strict=True))
    return f"{grad},{b}->{a}" if side == "left" else f"{grad},{a}->{b}"


def kron_grad_shape(left: tuple[int, ...], right: tuple[int, ...]) -> tuple[int, ...]:
    """kron's output shape split into interleaved (left, right) axes."""
    n = max(len(left), len(right))
    a, b = kron_pad(left, n), kron_pad(right, n)
    return tuple(d for pair in zip(a, b, strict=True) for d in pair)


def kron_pad(shape: tuple[int, ...], n: int | tuple[int, ...]) -> tuple[int, ...]:
    """``shape`` with ones prepended up to ``n`` dimensions (or the length of shape ``n``)."""
    n = n if isinstance(n, int) else len(n)
    return (1,) * (n - len(shape)) + tuple(shape)


def multi_dot_plan(arrays: Any) -> str:
    """The ``einsum_terms`` plan for the gradients of ``np.linalg.multi_dot(arrays)``."""
    shapes = [np.shape(x) for x in arrays]
    parts = []
    for k, shape in enumerate(shapes):
        row, col = _LETTERS[k], _LETTERS[k + 1]
        parts.append({2: row + col, 1: col if k == 0 else row}[len(shape)])
    joined = "".join(parts)
    output = "".join(c for c in dict.fromkeys(joined) if joined.count(c) == 1)
    return einsum_grad_plan(",".join(parts) + "->" + output, arrays)


def inverse_gaps(w: Any) -> Any:
    """``F[..., i, j] = 1 / (w[..., j] - w[..., i])``, and 0 where the gap is degenerate.

    A gap counts as degenerate (the diagonal, and repeated eigen- or singular values)
    when ``|w_j - w_i| <= 100 * n * eps * max|w|``; those entries are 0, not inf.
    """
    w = np.asarray(w)
    gaps = w[..., None, :] - w[..., :, None]
    scale = np.max(np.abs(w), axis=-1, keepdims=True)[..., None] if w.shape[-1] else 0.0
    tol = 100 * w.shape[-1] * np.finfo(w.dtype).eps * scale
    small = np.abs(gaps) <= tol
    return np.where(small, 0.0, 1.0 / np.where(small, 1.0, gaps)).astype(w.dtype)


def reciprocal_nonzero(s: Any) -> Any:
    """``1 / s``, with 0 where ``s <= n * eps * max(s)`` (zero singular values), as pinv does."""
    s = np.asarray(s)
    scale = np.max(np.abs(s), axis=-1, keepdims=True) if s.shape[-1] else 0.0
    small = np.abs(s) <= s.shape[-1] * np.finfo(s.dtype).eps * scale
    return np.where(small, 0.0, 1.0 / np.where(small, 1.0, s)).astype(s.dtype)


def fold_triangle(x: Any, uplo: str = "L") -> Any:
    """The gradient of a function of a symmetric matrix read from one triangle.

    Given the plain gradient ``x`` with respect to the symmetric matrix, the gradient
    with respect to the input, of which only the lower (``"L"``) or upper (``"U"``)
    triangle is read: ``tril(x) + tril(x.T, -1)`` (transposed for ``"U"``).
    """
    xt = np.swapaxes(x, -1, -2)
    if uplo.upper() == "U":
        return np.triu(x) + np.triu(xt, 1)
    return np.tril(x) + np.tril(xt, -1)


def min_dim(shape: tuple[int, ...]) -> int:
    """``min(m, n)`` for a (batch of) m-by-n matrices."""
    return int(min(shape[-2], shape[-1]))


def require_qr_mode(mode: str, shape: tuple[int, ...]) -> bool:
    """True when derivgen can differentiate this QR; else raise NotImplementedError."""
    if mode not in ("reduced", "complete") or (mode == "complete" and shape[-2] != shape[-1]):
        raise NotImplementedError(
            f"derivgen differentiates qr only in mode 'reduced', not {mode!r}"
        )
    if shape[-2] < shape[-1]:
        raise NotImplementedError(
            "derivgen differentiates qr of square and tall matrices only (m >= n), "
            f"not of shape {tuple(shape)}"
        )
    return True


def lstsq_rcond(rcond: float | None, a: Any) -> float:
    """The relative cutoff np.linalg.lstsq uses for ``rcond``."""
    if rcond is None or rcond == -1:
        return float(np.finfo(a.dtype).eps * max(a.shape[-2:]))
    return float(rcond)


def mirror_triangle(x: Any, uplo: str = "L") -> Any:
    """The adjoint of ``fold_triangle``: ``tril(x) + tril(x, -1).T`` (``triu`` for ``"U"``)."""
    if uplo.upper() == "U":
        return np.triu(x) + np.swapaxes(np.triu(x, 1), -1, -2)
    return np.tril(x) + np.swapaxes(np.tril(x, -1), -1, -2)


def norm_kind(ord: Any, axis: Any, ndim: int) -> str:
    """Which of np.linalg.norm's norms a call computes, as a name for the backward."""
    if axis is None and ord is None:
        return "two"
    axes = normalize_axes(axis, ndim) if axis is not None else tuple(range(ndim))
    if len(axes) == 1:
        table = {None: "two", 2: "two", 1: "one", np.inf: "max", -np.inf: "min", 0: "zero"}
        return table.get(ord, "p") if not isinstance(ord, str) else "p"
    table = {None: "two", "fro": "two", "nuc": "nuc", 2: "spectral", -2: "spectral"}
    table |= {1: "columns", -1: "columns", np.inf: "rows", -np.inf: "rows"}
    if ord not in table:
        raise ValueError(f"invalid norm order {ord!r} for matrices")
    return table[ord]


def norm_axes(axis: Any, ndim: int) -> tuple[int, ...]:
    """The axes np.linalg.norm reduces, in the order given (rows first for matrix norms)."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    return tuple(a % ndim for a in axes)


def norm_inner_axis(ord: Any, axis: Any, ndim: int) -> int:
    """For the matrix 1 and inf norms, the axis summed before the max (or min) is taken."""
    rows, cols = norm_axes(axis, ndim)
    return rows if ord in (1, -1) else cols


def norm_permutation(axis: Any, ndim: int) -> tuple[int, ...]:
    """The permutation moving a matrix norm's (row, column) axes to the end."""
    axes = norm_axes(axis, ndim)
    return tuple(i for i in range(ndim) if i not in axes) + axes


def norm_batch_shape(shape: tuple[int, ...], axis: Any) -> tuple[int, ...]:
    """The shape of the non-reduced axes, then (1, 1): a matrix norm's cotangent, moved."""
    axes = norm_axes(axis, len(shape))
    return tuple(n for i, n in enumerate(shape) if i not in axes) + (1, 1)


def singular_weights(s: Any, ord: Any) -> Any:
    """Constant weights of the singular values in the nuclear (sum) and spectral norms.

    ``nuc``: 1 for each nonzero singular value; ``2`` (``-2``): the largest (smallest)
    singular values share 1 equally when tied; zero singular values weigh 0, so the
    gradient of the norm at a zero singular value is 0. Built from comparisons only.
    """
    positive = np.where(s > 0, 1.0, 0.0)
    if ord == "nuc":
        return positive
    tied = np.where(s == (s[..., :1] if ord == 2 else s[..., -1:]), 1.0, 0.0)
    return tied / np.sum(tied, axis=-1, keepdims=True) * positive


# ---------------------------------------------------------------- more activations and others


def _plain(x: Any) -> Any:
    """The value of x with any derivative trace removed (for helpers that read data only)."""
    while hasattr(type(x), "__derivgen_apply__"):
        x = x.value
    return x


def elu(x: Any, alpha: float = 1.0) -> Any:
    """alpha * expm1(x) for x <= 0, x above; expm1 reads min(x, 0), so it never overflows."""
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0)))


def celu(x: Any, alpha: float = 1.0) -> Any:
    """max(0, x) + min(0, alpha * expm1(x / alpha)), without overflow for large x."""
    return np.where(x > 0, x, alpha * np.expm1(np.minimum(x, 0) / alpha))


def leaky_relu(x: Any, negative_slope: float = 0.01) -> Any:
    """x for x > 0, negative_slope * x otherwise."""
    return np.where(x > 0, x, x * negative_slope)


def hardtanh(x: Any, min_val: float = -1.0, max_val: float = 1.0) -> Any:
    """x clipped to [min_val, max_val], as PyTorch's hardtanh."""
    return np.minimum(np.maximum(x, np.asarray(min_val, x.dtype)), np.asarray(max_val, x.dtype))


def squareplus(x: Any, b: float = 4.0) -> Any:
    """(x + sqrt(x**2 + b)) / 2, with hypot so that large |x| does not overflow."""
    return (x + np.hypot(x, np.sqrt(np.asarray(b, x.dtype)))) / 2


def smooth_l1(x: Any, beta: float = 1.0) -> Any:
    """0.5 x**2 / beta where |x| < beta, |x| - 0.5 beta elsewhere (beta = 0: |x|)."""
    ax = np.abs(x)
    return np.where(ax < beta, 0.5 * x * x / (beta if beta > 0 else 1.0), ax - 0.5 * beta)


def quantile_weights(
    x: Any, q: Any, axis: Any, part: str, nan: bool = False, percent: bool = False
) -> Any:
    """Constant weights of np.quantile (method 'linear'), of shape q.shape + x.shape.

    ``part="x"``: the derivative of each quantile in each element of x: 1 - g and g on the
    two order statistics s[j], s[j + 1] that it interpolates (j = floor(q (n - 1)), clipped
    to n - 2, g = q (n - 1) - j), each shared equally by all elements equal to it (ties).
    ``part="q"``: the weights w with sum(w * x) = d quantile / dq = (n - 1)(s[j+1] - s[j]),
    so the right derivative at the knots and the left one at q = 1. ``nan``: NaN elements
    are left out (np.nanquantile); otherwise a group containing NaN (quantile NaN) and an
    all-NaN group get weights 0. ``percent``: q is in percent (np.percentile).
    ``part="base"``: the weights "x" less q times those of "q", so that "base" + q * "q" is
    "x" as a differentiable function of q.
    """
    x, q = _plain(x), _plain(q)
    qa = np.asarray(q, dtype=np.float64) / (100.0 if percent else 1.0)
    axes = normalize_axes(axis, x.ndim)
    rest = tuple(i for i in range(x.ndim) if i not in axes)
    moved = np.transpose(x, rest + axes)
    flat = np.reshape(moved, moved.shape[: len(rest)] + (-1,))
    valid = flat == flat
    count = np.sum(valid, axis=-1)
    n = count if nan else np.full(count.shape, flat.shape[-1])
    good = count > 0 if nan else count == flat.shape[-1]
    ordered = np.sort(flat, axis=-1)
    lead = (...,) + (None,) * len(count.shape)
    virtual = qa[lead] * (n - 1)
    j = np.clip(np.floor(virtual), 0, np.maximum(n - 2, 0)).astype(np.intp)
    j1 = np.minimum(j + 1, np.maximum(n - 1, 0))
    g = (virtual - j)[..., None]
    shape = qa.shape + flat.shape
    ordered = np.broadcast_to(ordered, shape)
    flat = np.broadcast_to(flat, shape)
    at_j = flat == np.take_along_axis(ordered, j[..., None], axis=-1)
    at_j1 = flat == np.take_along_axis(ordered, j1[..., None], axis=-1)
    share_j = at_j / np.maximum(np.sum(at_j, axis=-1, keepdims=True), 1)
    share_j1 = at_j1 / np.maximum(np.sum(at_j1, axis=-1, keepdims=True), 1)
    if part == "x":
        w = (1 - g) * share_j + g * share_j1
    elif part == "base":
        w = share_j - j[..., None] * (share_j1 - share_j)
    else:
        w = (share_j1 - share_j) * ((n - 1) / (100.0 if percent else 1.0))[..., None]
    w = np.where(good[..., None], w, 0.0).astype(x.dtype)
    w = np.reshape(w, qa.shape + moved.shape)
    back = np.argsort(rest + axes)
    return np.transpose(w, tuple(range(qa.ndim)) + tuple(qa.ndim + b for b in back))


def quantile_grad_shape(q: Any, shape: tuple[int, ...], axis: Any) -> tuple[int, ...]:
    """The shape of a quantile's output with its reduced axes kept: q.shape + kept shape."""
    axes = normalize_axes(axis, len(shape))
    return np.shape(_plain(q)) + tuple(1 if i in axes else n for i, n in enumerate(shape))


def leading_axes(q: Any) -> tuple[int, ...]:
    """The axes that q's shape puts in front of a quantile's output."""
    return tuple(range(np.ndim(_plain(q))))


def shifted_axes(axis: Any, ndim: int, q: Any) -> tuple[int, ...]:
    """The reduced axes of a quantile, behind q's own axes."""
    return tuple(a + np.ndim(_plain(q)) for a in normalize_axes(axis, ndim))


def correlation_pad(n: int, m: int, mode: str, kind: str) -> tuple[tuple[int, int]]:
    """How np.convolve / np.correlate output of ``mode`` sits in the 'full' output.

    The zeros to pad its cotangent with, before and after, to the full length n + m - 1.
    """
    full = n + m - 1
    if mode == "full":
        return ((0, 0),)
    if mode == "valid":
        return ((min(n, m) - 1, min(n, m) - 1),)
    if mode != "same":
        raise ValueError(f"mode must be 'full', 'same' or 'valid', not {mode!r}")
    before = (min(n, m) - 1) // 2 if kind == "convolve" or n >= m else n // 2
    return ((before, full - max(n, m) - before),)


def interp_index(x: Any, xp: Any, upper: bool = False) -> Any:
    """The interval [xp[k], xp[k + 1]) that np.interp reads for each x, k in [0, n - 2].

    ``upper`` gives k + 1. Points left of xp[0] get the first interval, points at or right
    of xp[-1] the last one.
    """
    x, xp = _plain(x), _plain(xp)
    n = np.shape(xp)[0]
    k = np.clip(np.searchsorted(xp, x, side="right") - 1, 0, max(n - 2, 0))
    return np.minimum(k + 1, n - 1) if upper else k


def selu(x: Any) -> Any:
    """PyTorch's selu: scale * elu(x, alpha) with its fixed constants."""
    return 1.0507009873554805 * elu(x, 1.6732632423543772)


def quantile_q_shape(q: Any, ndim: int) -> tuple[int, ...]:
    """q's shape followed by ndim axes of length 1, to broadcast q against quantile weights."""
    return np.shape(_plain(q)) + (1,) * ndim


def trailing_axes(q: Any, ndim: int) -> tuple[int, ...]:
    """The axes of x behind q's own axes in quantile weights (summed for d/dq)."""
    lead = np.ndim(_plain(q))
    return tuple(range(lead, lead + ndim))


def _cov_rows_shape(shape: tuple[int, ...]) -> tuple[int, int]:
    """The (rows, columns) of np.array(m, ndmin=2) as np.cov reads it."""
    if len(shape) > 2:
        raise ValueError("m has more than 2 dimensions")
    return ((1, 1) + tuple(shape))[-2:] if len(shape) < 2 else (shape[0], shape[1])


def cov_transposed(shape: tuple[int, ...], rowvar: bool, second: bool = False) -> bool:
    """Whether np.cov transposes m (rowvar False, m not 1-D) or y (rowvar False, not one row)."""
    if second:
        return not rowvar and _cov_rows_shape(shape)[0] != 1
    return not rowvar and len(shape) != 1


def cov_orient(x: Any, rowvar: bool, second: bool = False) -> Any:
    """m (or y, ``second``) as np.cov reads it: a 2-D array with one variable per row."""
    x2 = np.reshape(x, _cov_rows_shape(np.shape(x)))
    return np.swapaxes(x2, -1, -2) if cov_transposed(np.shape(x), rowvar, second) else x2


def cov_nvars(shape: tuple[int, ...], rowvar: bool, second: bool = False) -> int:
    """How many variables (rows of the covariance matrix) m (or y) contributes."""
    rows, cols = _cov_rows_shape(shape)
    return cols if cov_transposed(shape, rowvar, second) else rows


def cov_gram_shape(
    m_shape: tuple[int, ...], y_shape: tuple[int, ...] | None, rowvar: bool
) -> tuple[int, int]:
    """The covariance matrix's shape before np.cov squeezes it."""
    n = cov_nvars(m_shape, rowvar) + (0 if y_shape is None else cov_nvars(y_shape, rowvar, True))
    return (n, n)


def cov_fact(shape: tuple[int, ...], rowvar: bool, bias: bool, ddof: int | None) -> float:
    """np.cov's normalization: observations minus ddof (1 by default, 0 with bias)."""
    rows, cols = _cov_rows_shape(shape)
    observations = rows if cov_transposed(shape, rowvar) else cols
    return float(observations - (ddof if ddof is not None else (0 if bias else 1)))
