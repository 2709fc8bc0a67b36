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


# ---------------------------------------------------------------- reductions, scans, shape


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
