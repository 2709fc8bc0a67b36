"""Linear algebra helpers: adjugate, einsum plans, dot/tensordot axes, Kronecker products, norms."""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.numeric.shapes import each_example, normalize_axes, prod_except


def adjugate(a: Any) -> Any:
    """The adjugate (transposed cofactor matrix) of square matrices, batched.

    Computed from the SVD ``a = u @ diag(s) @ vh`` as
    ``det(u) det(vh) vh.T @ diag(prod of the other s) @ u.T``, which stays exact for
    singular matrices, where ``det(a) * inv(a)`` is 0 * inf.
    """
    if type(a) is np.ndarray:
        finite = np.isfinite(a).all(axis=(-2, -1))
        if not finite.all():  # the SVD does not converge; det is NaN there, and so is this
            out = np.full_like(a, np.nan)
            out[finite] = adjugate(a[finite])
            return out
        fast = _adjugate_from_inverse(a)
        if fast is not None:
            return fast
    u, s, vh = np.linalg.svd(a)
    scale = np.linalg.det(u) * np.linalg.det(vh)
    others = prod_except(s, axis=-1)
    # The inverses of the unitary factors: conjugate transposes (plain ones for real input).
    v = np.conj(np.swapaxes(vh, -1, -2))
    uh = np.conj(np.swapaxes(u, -1, -2))
    return scale[..., None, None] * ((v * others[..., None, :]) @ uh)


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


# The backward of adjugate uses inv(a) directly below this 1-norm condition number.
ADJUGATE_BACKWARD_CONDITION_LIMIT = 1e6


@each_example(all)
def well_conditioned(a: Any) -> bool:
    """Whether every matrix of ``a`` is invertible with a modest condition number. False for
    a lazy (Dask) array, whose values a Python decision would compute: adjugate's backward
    then takes its formula for any matrix (``circle_shifts``), exact everywhere."""
    a = _constant_array(a)
    if engines.engine_of(a) == "dask":
        return False
    try:
        inverse = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        return False
    norm = np.abs(a).sum(axis=-2).max(axis=-1)
    condition = norm * np.abs(inverse).sum(axis=-2).max(axis=-1)
    return bool(
        np.all(np.isfinite(condition)) and np.all(condition <= ADJUGATE_BACKWARD_CONDITION_LIMIT)
    )


@each_example()
def circle_shifts(a: Any) -> Any:
    """Shifts t_m I, the t_m spread evenly on a circle of radius 2 |a|_F around 0, one set per
    matrix (shape ... + (n, n, n)).

    Every a + t_m I is then invertible with condition number at most 3, and a polynomial of
    degree below n in t is worth at t = 0 the mean of its values at the t_m. That is how the
    derivative of adjugate (degree n - 2) stays exact at singular matrices of any rank.
    """
    a = _constant_array(a)
    n = a.shape[-1]
    radius = 2 * np.sqrt(np.sum(np.abs(a) ** 2, axis=(-2, -1)))
    radius = np.where(radius > 0, radius, 1.0)
    complex_dtype = np.result_type(a.dtype, np.complex64)
    nodes = engines.moved_to(np.exp(2j * np.pi * np.arange(n) / n).astype(complex_dtype), a)
    t = radius[..., None] * nodes  # ... + (n,)
    return t[..., None, None] * engines.moved_to(np.eye(n, dtype=complex_dtype), a)


def eye_like(s: Any) -> Any:
    """The boolean identity matrix as wide as the last axis of ``s``."""
    return engines.moved_to(np.eye(np.shape(s)[-1], dtype=bool), s)


def real_for(x: Any, dtype: str) -> Any:
    """``x``, or its real part when ``dtype`` is real."""
    return np.real(x) if np.iscomplexobj(x) and np.dtype(dtype).kind != "c" else x


def _constant_array(a: Any) -> Any:
    """a as a plain ndarray with no derivative (unlike shapes._plain, which keeps compile's
    staged arrays): the adjugate's SVD and conditioning checks need concrete values."""
    from derivgen.trace.core import stop_gradient

    return engines.asarray(stop_gradient(a))


def _einsum_parse(subscripts: str, shapes: list[tuple[int, ...]]) -> tuple[list[str], str]:
    """Input and output subscripts of an einsum, with the implicit output made explicit.

    An ellipsis is replaced by letters not used elsewhere, aligned from the right as
    NumPy broadcasts them; a shorter ellipsis takes the last letters.
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
        dims = [
            s[len(p.split("...")[0]) :][:r]
            for p, s, r in zip(parts, shapes, ranks, strict=True)
            if "..." in p
        ]
        np.broadcast_shapes(*dims)  # NumPy's error for ellipses that do not broadcast
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
            # a size-1 axis broadcasts against any size, 0 included (max would pick 1 over 0)
            if sizes.get(label, 1) == 1:
                sizes[label] = int(n)
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
    dtype = np.result_type(*[x.dtype if hasattr(x, "dtype") else np.asarray(x) for x in operands])
    host = engines.engine_of(*operands) == "numpy"
    shapes = [tuple(s) for s in spec["shapes"]]
    outs: list[Any] = [np.zeros(s, dtype=dtype) if host else None for s in shapes]
    for out, inputs, target, sizes in spec["terms"]:
        present = set("".join(p for _, p in inputs))
        unique = "".join(dict.fromkeys(target))
        kept = "".join(c for c in unique if c in present)
        expr = ",".join(p for _, p in inputs) + "->" + kept
        arrays = [operands[j] for j, _ in inputs]
        # a contraction of two or more operands goes through BLAS (tensordot) on
        # optimize's path; that path is kept to operands that do not broadcast
        exact = all(
            np.shape(x) == tuple(sizes[c] for c in p)
            for x, (_, p) in zip(arrays, inputs, strict=True)
        )
        value = np.einsum(expr, *arrays, optimize=len(arrays) > 1 and exact)
        # A label of size 1 in the output that is longer elsewhere was broadcast by the
        # einsum: its term is summed over that label.
        own = _label_sizes(target, spec["shapes"][out], sizes)
        spread = tuple(kept.index(c) for c in kept if own[c] == 1 and sizes[c] != 1)
        if spread:
            value = np.sum(value, axis=spread, keepdims=True)
        got = dict(zip(kept, np.shape(value), strict=True))  # 1 where the inputs broadcast
        grid = [got[c] if c in kept else 1 for c in unique]
        value = np.reshape(np.transpose(value, [kept.index(c) for c in unique if c in kept]), grid)
        full = [own[c] for c in unique]
        index = tuple(
            np.arange(own[c]).reshape([-1 if u == c else 1 for u in unique]) for c in target
        )
        if host:
            outs[out][index] += np.broadcast_to(value, full)
            continue
        # Another engine (Dask, CuPy): the term scattered on its own, then added.
        term = engines.scatter_add(shapes[out], index, np.broadcast_to(value, full))
        outs[out] = term if outs[out] is None else outs[out] + term
    if host:
        return outs
    like = next(x for x in operands if engines.engine_of(x) != "numpy")
    return [
        engines.zeros(s, dtype, like) if o is None else o for o, s in zip(outs, shapes, strict=True)
    ]


def _label_sizes(target: str, shape: list[int], sizes: dict[str, int]) -> dict[str, int]:
    """The size of each label of one output: its own axis, or the broadcast size."""
    own = dict(sizes)
    if len(shape) == len(target):
        own.update(zip(target, shape, strict=True))
    return own


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
    w = engines.asarray(w)
    gaps = w[..., None, :] - w[..., :, None]
    scale = np.max(np.abs(w), axis=-1, keepdims=True)[..., None] if w.shape[-1] else 0.0
    tol = 100 * w.shape[-1] * np.finfo(w.dtype).eps * scale
    small = np.abs(gaps) <= tol
    return np.where(small, 0.0, 1.0 / np.where(small, 1.0, gaps)).astype(w.dtype)


def reciprocal_nonzero(s: Any) -> Any:
    """``1 / s``, with 0 where ``s <= n * eps * max(s)`` (zero singular values), as pinv does."""
    s = engines.asarray(s)
    scale = np.max(np.abs(s), axis=-1, keepdims=True) if s.shape[-1] else 0.0
    small = np.abs(s) <= s.shape[-1] * np.finfo(s.dtype).eps * scale
    return np.where(small, 0.0, 1.0 / np.where(small, 1.0, s)).astype(s.dtype)


def fold_triangle(x: Any, uplo: str = "L") -> Any:
    """The gradient of a function of a symmetric matrix read from one triangle.

    Given the plain gradient ``x`` with respect to the symmetric matrix, the gradient
    with respect to the input, of which only the lower (``"L"``) or upper (``"U"``)
    triangle is read: ``tril(x) + tril(x.T, -1)`` (transposed for ``"U"``).

    A complex input is read as a Hermitian matrix: the other triangle is the conjugate
    and the diagonal's imaginary part is ignored, so ``x.T`` is conjugated and the
    diagonal keeps its real part.
    """
    xt = np.conj(np.swapaxes(x, -1, -2))
    if uplo.upper() == "U":
        folded = np.triu(x) + np.triu(xt, 1)
    else:
        folded = np.tril(x) + np.tril(xt, -1)
    return _real_diagonal(folded)


def _real_diagonal(x: Any) -> Any:
    """x with the imaginary part of its diagonal dropped (x itself when real)."""
    if not np.iscomplexobj(x):
        return x
    if type(x) is not np.ndarray:  # an engine's array (Dask's cannot be written): a where
        return np.where(eye_like(x), np.real(x), x)
    x = np.array(x)
    diagonal = np.arange(x.shape[-1])
    x[..., diagonal, diagonal] = x[..., diagonal, diagonal].real
    return x


def require_qr_mode(mode: str, shape: tuple[int, ...]) -> bool:
    """True when derivgen can differentiate this QR; else raise NotImplementedError."""
    if mode not in ("reduced", "complete") or (mode == "complete" and shape[-2] > shape[-1]):
        raise NotImplementedError(
            f"derivgen differentiates qr in mode 'reduced' (and 'complete' of square and wide "
            f"matrices), not {mode!r} of shape {tuple(shape)}"
        )
    return True


def lstsq_rcond(rcond: float | None, a: Any) -> float:
    """The relative cutoff np.linalg.lstsq uses for ``rcond``."""
    if rcond is None or rcond == -1:
        return float(np.finfo(a.dtype).eps * max(a.shape[-2:]))
    return float(rcond)


def mirror_triangle(x: Any, uplo: str = "L") -> Any:
    """The adjoint of ``fold_triangle``: ``tril(x) + tril(x, -1).T`` (``triu`` for ``"U"``),
    the Hermitian matrix (conjugated transpose, real diagonal) for complex ``x``."""
    if uplo.upper() == "U":
        return _real_diagonal(np.triu(x) + np.conj(np.swapaxes(np.triu(x, 1), -1, -2)))
    return _real_diagonal(np.tril(x) + np.conj(np.swapaxes(np.tril(x, -1), -1, -2)))


def norm_kind(ord: Any, axis: Any, ndim: int) -> str:
    """Which of np.linalg.norm's norms a call computes, as a name for the backward."""
    if axis is None and ord is None:
        return "two"
    axes = normalize_axes(axis, ndim) if axis is not None else tuple(range(ndim))
    if len(axes) == 1:
        table: dict[object, str] = {
            None: "two",
            2: "two",
            1: "one",
            np.inf: "max",
            -np.inf: "min",
            0: "zero",
        }
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
    dtype = s.dtype  # Python floats in np.where would make float64 weights for float32 s
    positive = np.where(s > 0, 1.0, 0.0).astype(dtype)
    if ord == "nuc":
        return positive
    tied = np.where(s == (s[..., :1] if ord == 2 else s[..., -1:]), 1.0, 0.0).astype(dtype)
    return tied / np.sum(tied, axis=-1, keepdims=True) * positive


# The axis arithmetic that writes the backwards of np.dot, np.inner and np.tensordot as
# tensordots.


def contraction(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any = 2
) -> tuple[list[int], list[int]]:
    """The axes of ``left`` and ``right`` that ``np.dot``, ``np.inner`` or ``np.tensordot``
    sums over, paired in order and made non-negative (a 0-d operand contracts nothing)."""
    n, m = len(left), len(right)
    if kind in ("dot", "inner") and (n == 0 or m == 0):
        return [], []
    if kind == "dot":
        return [n - 1], [m - 2 if m > 1 else 0]
    if kind == "inner":
        return [n - 1], [m - 1]
    if isinstance(axes, int):
        return list(range(n - axes, n)), list(range(axes))
    first, second = ([x] if isinstance(x, int) else list(x) for x in axes)
    return [int(i) % n for i in first], [int(j) % m for j in second]


def product_grad_axes(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any, side: str
) -> list[list[int]]:
    """The ``axes`` of the tensordot that pulls the product's cotangent back to one operand.

    The cotangent has the free axes of ``left`` and then those of ``right``. For
    ``side="self"`` it is ``tensordot(grad, right, ...)``, for ``"other"``
    ``tensordot(left, grad, ...)``; ``product_grad_perm`` puts the result's axes in order.
    """
    first, second = contraction(kind, left, right, axes)
    free_left = len(left) - len(first)
    free_right = [j for j in range(len(right)) if j not in second]
    if side == "self":
        return [list(range(free_left, free_left + len(free_right))), free_right]
    return [[i for i in range(len(left)) if i not in first], list(range(free_left))]


def product_grad_perm(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any, side: str
) -> list[int]:
    """The transpose that orders the axes of ``product_grad_axes``'s tensordot as the operand's."""
    first, second = contraction(kind, left, right, axes)
    if side == "self":
        free = [i for i in range(len(left)) if i not in first]
        labels = free + [first[second.index(j)] for j in sorted(second)]
    else:
        free = [j for j in range(len(right)) if j not in second]
        labels = [second[first.index(i)] for i in sorted(first)] + free
    return [labels.index(k) for k in range(len(labels))]
