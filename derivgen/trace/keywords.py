"""NumPy 2 keyword arguments that ops do not take, rewritten into calls that they do.

``np.clip(x, min=..., max=...)`` is ``np.clip(x, a_min, a_max)``; ``dtype=`` casts the inputs
first (as NumPy converts elements before it combines them) and ``casting=`` is only a check
on that cast; ``where=`` masks the reduced elements with the reduction's identity (or with
``initial``), and ``initial=`` joins the reduction as one more element. Each rewrite calls
NumPy functions again, without those keywords, so that they reach the registered ops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from inspect import signature
from typing import Any

import numpy as np
from numpy._globals import _NoValue  # typed in NumPy 2.2's stubs, unlike np._NoValue

from derivgen.numeric.shapes import block_rewrite

__all__ = ["rewrite"]

_NO_VALUE = _NoValue  # NumPy's marker for "argument not given"


def _given(value: Any) -> bool:
    return value is not None and value is not _NO_VALUE


def _cast(x: Any, dtype: Any) -> Any:
    return x.astype(dtype) if hasattr(x, "astype") else np.asarray(x, dtype=dtype)


def _concatenate(
    arrays: Any, /, axis: Any = 0, out: Any = None, *, dtype: Any = None, casting: Any = "same_kind"
) -> None:
    """np.concatenate's signature, which NumPy before 2.3 does not expose to inspect."""


# Functions whose signature inspect cannot read in some supported NumPy.
_SIGNATURES = {np.concatenate: signature(_concatenate)}


def _bound(func: Callable[..., Any], args: Sequence[Any], kwargs: dict[str, Any]) -> dict:
    found = _SIGNATURES.get(func) or signature(func)
    return dict(found.bind(*args, **kwargs).arguments)


def _clip(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    call = _bound(np.clip, args, kwargs)
    extra = call.pop("kwargs", {})
    low, high = call.pop("min", _NO_VALUE), call.pop("max", _NO_VALUE)
    if _given(low) and _given(call.get("a_min")) or _given(high) and _given(call.get("a_max")):
        raise TypeError("np.clip: give a_min/a_max or min/max, not both")
    a_min = low if _given(low) else call.get("a_min")
    a_max = high if _given(high) else call.get("a_max")
    return np.clip(call["a"], None if a_min is _NO_VALUE else a_min,
                   None if a_max is _NO_VALUE else a_max, **extra)  # fmt: skip


def _stacker(func: Callable[..., Any]) -> Callable[..., Any]:
    def rewrite(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        call = _bound(func, args, kwargs)
        dtype = call.pop("dtype", None)
        call.pop("casting", None)  # only checks the cast, which astype below performs
        if _given(dtype):
            name = "tup" if "tup" in call else "arrays"
            call[name] = [_cast(x, dtype) for x in call[name]]
        return func(**call)

    return rewrite


# The reductions' identities, for elements that where= leaves out.
_IDENTITY = {np.sum: 0.0, np.prod: 1.0}
_COMBINE = {np.sum: np.add, np.prod: np.multiply, np.max: np.maximum, np.min: np.minimum}


def _reduction(func: Callable[..., Any]) -> Callable[..., Any]:
    def rewrite(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        call = _bound(func, args, kwargs)
        x = call.pop("a")
        dtype = call.pop("dtype", None)
        where = call.pop("where", _NO_VALUE)
        initial = call.pop("initial", _NO_VALUE)
        if _given(call.get("out")):
            raise TypeError(f"np.{func.__name__}: out= cannot hold a traced result")
        call.pop("out", None)
        if call.get("keepdims") is _NO_VALUE:
            call.pop("keepdims")
        if _given(dtype):
            x = _cast(x, dtype)
        if func is np.mean and _given(where):
            mask = np.broadcast_to(_cast(where, bool), np.shape(x))
            total = np.sum(np.where(mask, x, 0.0), **call)
            return total / np.sum(mask, **call)
        if _given(where):
            # Left-out elements take the identity; max and min have none, and take initial.
            fill = _IDENTITY[func] if func in (np.sum, np.prod) else initial
            if not _given(fill):
                raise ValueError(
                    f"np.{func.__name__} with where= needs initial= (as NumPy requires)"
                )
            x = np.where(_cast(where, bool), x, fill)
        result = func(x, **call)
        if _given(initial):
            result = _COMBINE[func](result, initial)
        return result

    return rewrite


def _spread(func: Callable[..., Any], nan: bool = False) -> Callable[..., Any]:
    """np.var/np.std (and the nan- forms) with where=, mean= or correction=, built from
    ops: the masked mean, the masked sum of squared deviations, and the count."""

    def rewrite(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        call = _bound(func, args, kwargs)
        x, axis = call.pop("a"), call.pop("axis", None)
        ddof, keepdims = call.pop("ddof", 0), call.pop("keepdims", False)
        where, mean = call.pop("where", _NO_VALUE), call.pop("mean", _NO_VALUE)
        correction = call.pop("correction", _NO_VALUE)
        keepdims = False if keepdims is _NO_VALUE else keepdims
        if _given(call.pop("out", None)):
            raise TypeError(f"np.{func.__name__}: out= cannot hold a traced result")
        if _given(call.get("dtype")):
            x = _cast(x, call.pop("dtype"))
        if _given(correction):
            if ddof != 0:
                raise ValueError("ddof and correction can't be provided simultaneously.")
            ddof = correction
        if not _given(where) and not _given(mean):
            return func(x, axis=axis, ddof=ddof, keepdims=keepdims)
        from derivgen.trace.core import stop_gradient

        shape = np.shape(x)
        mask = np.ones(shape, dtype=bool)
        if _given(where):
            mask = np.broadcast_to(_cast(where, bool), shape)
        if nan:
            mask = mask & ~np.isnan(stop_gradient(x))
        count = np.sum(mask, axis=axis, keepdims=True)
        if not _given(mean):
            mean = np.sum(np.where(mask, x, 0.0), axis=axis, keepdims=True) / count
        deviation = np.where(mask, x - mean, 0.0)
        squares = deviation * np.conj(deviation) if np.iscomplexobj(deviation) else deviation**2
        total = np.real(np.sum(squares, axis=axis, keepdims=keepdims))
        with np.errstate(divide="ignore", invalid="ignore"):
            variance = total / (np.sum(mask, axis=axis, keepdims=keepdims) - ddof)
        if func in (np.var, np.nanvar):
            return variance
        # the std op's convention: a group with no spread gets gradient 0, not 0 * inf
        spread = stop_gradient(variance) > 0
        flat = np.sqrt(stop_gradient(variance))  # 0, or NaN for too few elements
        return np.where(spread, np.sqrt(np.where(spread, variance, 1.0)), flat)

    return rewrite


_REWRITES: dict[Any, Callable[..., Any]] = {
    np.var: _spread(np.var),
    np.std: _spread(np.std),
    np.nanvar: _spread(np.nanvar, nan=True),
    np.nanstd: _spread(np.nanstd, nan=True),
    np.clip: _clip,
    **{f: _stacker(f) for f in (np.vstack, np.hstack, np.dstack, np.stack, np.concatenate)},
    **{f: _reduction(f) for f in (np.sum, np.prod, np.mean, np.max, np.min)},
}
# The keywords each rewrite handles; calls without them go straight to the op.
_KEYWORDS: dict[Callable[..., Any], set[str]] = {
    np.clip: {"min", "max"},
    **{
        f: {"dtype", "casting"} for f in (np.vstack, np.hstack, np.dstack, np.stack, np.concatenate)
    },
    **{f: {"dtype", "where", "initial", "out"} for f in (np.sum, np.prod, np.mean, np.max, np.min)},
    **{
        f: {"dtype", "where", "mean", "correction", "out"}
        for f in (np.var, np.std, np.nanvar, np.nanstd)
    },
}


def _pad(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.pad in the modes that copy elements outward goes to the op pad_copy."""
    call = _bound(np.pad, args, kwargs)
    mode = call.get("mode", "constant")
    if not isinstance(mode, str) or mode == "constant":
        return False, None
    extra = call.get("kwargs", {})
    if any(k != "reflect_type" or v != "even" for k, v in extra.items()):
        raise TypeError(f"np.pad mode {mode!r}: derivgen does not support {extra}")
    from derivgen.generated import ops

    return True, ops.pad_copy(call["array"], call["pad_width"], mode)


_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _sublist(labels: Any) -> str:
    return "".join("..." if label is Ellipsis else _LETTERS[int(label)] for label in labels)


def _einsum(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.einsum's interleaved form as subscripts; operands whose ellipses broadcast, broadcast."""
    if not args:
        return False, None
    if not isinstance(args[0], str):  # np.einsum(a, [0, 1], b, [1, 2], [0, 2])
        pairs = args[:-1] if len(args) % 2 else args
        operands, sublists = list(pairs[0::2]), pairs[1::2]
        subscripts = ",".join(_sublist(s) for s in sublists)
        if len(args) % 2:
            subscripts += "->" + _sublist(args[-1])
        return True, np.einsum(subscripts, *operands, **kwargs)
    subscripts, operands = args[0], list(args[1:])
    if len(operands) == 1 and isinstance(operands[0], list):
        operands = operands[0]
    if "..." not in subscripts:
        return False, None
    terms = subscripts.replace(" ", "").split("->")[0].split(",")
    spans: list[tuple[int, int] | None] = []
    for term, operand in zip(terms, operands, strict=True):
        if "..." not in term:
            spans.append(None)
            continue
        before, after = term.split("...")
        ndim = np.ndim(operand)
        spans.append((len(before), ndim - len(after)))
    shapes = [np.shape(o) for o in operands]
    ellipses = [shapes[k][s:e] for k, span in enumerate(spans) if span for s, e in [span]]
    common = np.broadcast_shapes(*ellipses)
    if all(e == common for e in ellipses):
        return False, None
    spread = []
    for operand, shape, span in zip(operands, shapes, spans, strict=True):
        if span is None or shape[span[0] : span[1]] == common:
            spread.append(operand)
            continue
        start, stop = span
        ellipsis = shape[start:stop]
        padded = shape[:start] + (1,) * (len(common) - len(ellipsis)) + ellipsis + shape[stop:]
        target = shape[:start] + common + shape[stop:]
        spread.append(np.broadcast_to(np.reshape(operand, padded), target))
    return True, np.einsum(subscripts, *spread, **kwargs)


def _svd(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.linalg.svd(compute_uv=False) is svdvals; hermitian=True is refused."""
    call = _bound(np.linalg.svd, args, kwargs)
    if call.get("hermitian", False):
        raise TypeError(
            "np.linalg.svd(hermitian=True) reads only one triangle; derivgen differentiates "
            "the general SVD (call it without hermitian=True)"
        )
    if call.get("compute_uv", True):
        if "compute_uv" not in call and "hermitian" not in call:
            return False, None
        return True, np.linalg.svd(call["a"], call.get("full_matrices", True))
    return True, np.linalg.svdvals(call["a"])


def _is_traced(x: Any) -> bool:
    return hasattr(type(x), "__derivgen_apply__")


def _spacings(f: Any, axes: tuple[int, ...], varargs: tuple[Any, ...]) -> list[Any]:
    """np.gradient's varargs as one spacing per axis: a scalar, or the differences of the
    axis's coordinates (NumPy's checks and messages)."""
    if len(varargs) == 0:
        return [1.0] * len(axes)
    if len(varargs) == 1 and np.ndim(varargs[0]) == 0:
        return [varargs[0]] * len(axes)
    if len(varargs) != len(axes):
        raise TypeError("invalid number of arguments")
    spacings = []
    for ax, h in zip(axes, varargs, strict=True):
        if np.ndim(h) == 0:
            spacings.append(h)
            continue
        if np.ndim(h) != 1:
            raise ValueError("distances must be either scalars or 1d")
        if len(h) != np.shape(f)[ax]:
            raise ValueError(
                "when 1d, distances must match the length of the corresponding dimension"
            )
        if not _is_traced(h) and np.issubdtype(np.asarray(h).dtype, np.integer):
            h = np.asarray(h, dtype=np.float64)
        dx = np.diff(h)
        if not _is_traced(dx) and np.all(dx == dx[0]):
            dx = dx[0]  # NumPy's uniform case, with its rounding (a plain grid has no derivative)
        spacings.append(dx)
    return spacings


def _along(ax: int, ndim: int, values: Any) -> Any:
    """A 1-d array of per-position coefficients, shaped to broadcast along axis ``ax``."""
    return np.reshape(values, tuple(-1 if i == ax else 1 for i in range(ndim)))


def _axis_gradient(f: Any, ax: int, h: Any, edge_order: int) -> Any:
    """np.gradient of f along one axis, for a scalar spacing h or coordinate differences h
    (NumPy's second-order formulas for uneven grids); built from ops, so f and h are both
    differentiated."""
    ndim = np.ndim(f)

    def part(start: int | None, stop: int | None) -> Any:
        return f[tuple(slice(start, stop) if i == ax else slice(None) for i in range(ndim))]

    if np.ndim(h) == 0:
        interior = (part(2, None) - part(None, -2)) / (2.0 * h)
        if edge_order == 1:
            first = (part(1, 2) - part(0, 1)) / h
            last = (part(-1, None) - part(-2, -1)) / h
        else:
            first = (-1.5 * part(0, 1) + 2.0 * part(1, 2) - 0.5 * part(2, 3)) / h
            last = (0.5 * part(-3, -2) - 2.0 * part(-2, -1) + 1.5 * part(-1, None)) / h
        return np.concatenate([first, interior, last], axis=ax)
    dx1, dx2 = h[:-1], h[1:]
    a = _along(ax, ndim, -dx2 / (dx1 * (dx1 + dx2)))
    b = _along(ax, ndim, (dx2 - dx1) / (dx1 * dx2))
    c = _along(ax, ndim, dx1 / (dx2 * (dx1 + dx2)))
    interior = a * part(None, -2) + b * part(1, -1) + c * part(2, None)
    if edge_order == 1:
        first = (part(1, 2) - part(0, 1)) / h[0]
        last = (part(-1, None) - part(-2, -1)) / h[-1]
    else:
        dx1, dx2 = h[0], h[1]
        first = (
            -(2.0 * dx1 + dx2) / (dx1 * (dx1 + dx2)) * part(0, 1)
            + (dx1 + dx2) / (dx1 * dx2) * part(1, 2)
            - dx1 / (dx2 * (dx1 + dx2)) * part(2, 3)
        )
        dx1, dx2 = h[-2], h[-1]
        last = (
            dx2 / (dx1 * (dx1 + dx2)) * part(-3, -2)
            - (dx2 + dx1) / (dx1 * dx2) * part(-2, -1)
            + (2.0 * dx2 + dx1) / (dx2 * (dx1 + dx2)) * part(-1, None)
        )
    return np.concatenate([first, interior, last], axis=ax)


def _gradient(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.gradient built from slices and arithmetic: linear in f, and for coordinate arrays
    (or traced spacings) differentiable in the coordinates too."""
    call = _bound(np.gradient, args, kwargs)
    f, varargs = call["f"], tuple(call.get("varargs", ()))
    axis, edge_order = call.get("axis"), call.get("edge_order", 1)
    ndim = np.ndim(f)
    axes = tuple(range(ndim)) if axis is None else tuple(int(a) for a in np.atleast_1d(axis) % ndim)
    if edge_order not in (1, 2):
        raise ValueError("'edge_order' greater than 2 not supported")
    outputs = []
    for ax, h in zip(axes, _spacings(f, axes, varargs), strict=True):
        if np.shape(f)[ax] < edge_order + 1:
            raise ValueError(
                "Shape of array too small to calculate a numerical gradient, "
                "at least (edge_order + 1) elements are required."
            )
        outputs.append(_axis_gradient(f, ax, h, edge_order))
    return True, outputs[0] if len(outputs) == 1 else tuple(outputs)


def _piecewise(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.piecewise: each function sees only its elements, as in NumPy (no NaN elsewhere)."""
    call = _bound(np.piecewise, args, kwargs)
    x, condlist, funclist = call["x"], call["condlist"], list(call["funclist"])
    extra_args, extra_kw = call.get("args", ()), call.get("kw", {})
    shape = np.shape(x)
    if np.isscalar(condlist) or (
        not isinstance(condlist[0], list | np.ndarray) and np.ndim(x) != 0
    ):
        condlist = [condlist]
    conditions = [np.broadcast_to(np.asarray(c, dtype=bool), shape) for c in condlist]
    if len(funclist) == len(conditions) + 1:
        conditions.append(~np.any(conditions, axis=0))
    elif len(funclist) != len(conditions):
        raise ValueError(
            f"with {len(conditions)} condition(s), either {len(conditions)} or "
            f"{len(conditions) + 1} functions are expected"
        )
    from derivgen.generated import ops

    out: Any = np.zeros(shape, dtype=np.result_type(x.dtype, np.float32))
    taken = np.zeros(shape, dtype=bool)
    for cond, func in reversed(list(zip(conditions, funclist, strict=True))):
        mine = cond & ~taken  # a later condition wins, as NumPy assigns them in order
        taken |= cond
        if not mine.any():
            continue
        values = func(x[mine], *extra_args, **extra_kw) if callable(func) else func
        values = np.broadcast_to(values, (int(mine.sum()),)) if np.ndim(values) == 0 else values
        out = out + ops.index_add(values, shape, mine)
    return True, out


def _polyfit(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.polyfit(cov=True or cov='unscaled'): the fit (the op) and NumPy's covariance of the
    coefficients, inv(V^T V) (NumPy's product, without a conjugate) scaled by the residuals'
    sum of squares over len(x) - deg - 1, built from ops so that it is differentiated too.
    full=True is left to the op, which refuses it by name."""
    call = _bound(np.polyfit, args, kwargs)
    cov = call.get("cov", False)
    if isinstance(cov, str) and cov != "unscaled":
        raise ValueError(f"np.polyfit: cov must be a bool or 'unscaled', not {cov!r}")
    if not cov or call.get("full", False):
        return False, None
    x, y, deg, w = call["x"], call["y"], call["deg"], call.get("w")
    coefficients = np.polyfit(x, y, deg, call.get("rcond"), w=w)
    vander = np.vander(x, deg + 1)
    rows = 1.0 if w is None else np.reshape(w, (-1, 1))
    base = np.linalg.inv(np.transpose(rows * vander) @ (rows * vander))
    if cov == "unscaled":
        return True, (coefficients, base if np.ndim(y) == 1 else base[:, :, None])
    if np.shape(x)[0] <= deg + 1:
        raise ValueError(
            "the number of data points must exceed order to scale the covariance matrix"
        )
    if np.ndim(y) == 1:
        residual = (y - vander @ coefficients) * (1.0 if w is None else w)
        return True, (coefficients, base * (np.sum(np.abs(residual) ** 2) / (len(x) - deg - 1)))
    residual = (y - vander @ coefficients) * rows
    scale = np.sum(np.abs(residual) ** 2, axis=0) / (len(x) - deg - 1)
    return True, (coefficients, base[:, :, None] * scale)


def _real_if_close(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.real_if_close: np.real of a complex input whose imaginary parts are all within tol
    (decided on the value, as NumPy does), else the input itself; differentiable either way."""
    from derivgen.trace.core import stop_gradient

    call = _bound(np.real_if_close, args, kwargs)
    a, tol = call["a"], call.get("tol", 100)
    value = np.asarray(stop_gradient(a))
    if value.dtype.kind != "c":
        return True, a
    if tol > 1:
        tol = np.finfo(value.dtype).eps * tol
    return True, np.real(a) if np.all(np.abs(value.imag) < tol) else a


def _cond(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.linalg.cond of a complex matrix is real, as NumPy 2.3 gives it: NumPy 2.2 returns
    the product of the two p-norms in the complex dtype (imaginary part 0) for every p but
    None and +-2, which grad would refuse as a complex output."""
    from derivgen.ops.binding import by_name
    from derivgen.trace.core import apply, stop_gradient

    call = _bound(np.linalg.cond, args, kwargs)
    x, p = call["x"], call.get("p")
    if any(p is q or p == q for q in (None, 2, -2)) or not np.iscomplexobj(stop_gradient(x)):
        return False, None
    return True, np.real(apply(by_name("cond"), (x, p), None))


def _block(args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """np.block of traced arrays: numeric.shapes.block_rewrite, with derivgen's plain values."""
    from derivgen.trace.core import stop_gradient

    return block_rewrite(args, kwargs, stop_gradient)


# Calls whose form (not only their keywords) differs from the op's.
_FORMS: dict[Any, Callable[..., tuple[bool, Any]]] = {
    np.pad: _pad,
    np.block: _block,
    np.einsum: _einsum,
    np.linalg.svd: _svd,
    np.gradient: _gradient,
    np.piecewise: _piecewise,
    np.polyfit: _polyfit,
    np.real_if_close: _real_if_close,
}
if np.lib.NumpyVersion(np.__version__) < "2.3.0":
    _FORMS[np.linalg.cond] = _cond


def has_form(func: Any) -> bool:
    """Whether calls of ``func`` may be rewritten even without keyword arguments."""
    return func in _FORMS


def rewrite(func: Any, args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """(True, result) when the call uses a keyword that ``func``'s op lacks, else (False, None)."""
    form = _FORMS.get(func)
    if form is not None:
        return form(args, kwargs)
    names = _KEYWORDS.get(func)
    if names is None or not kwargs:
        return False, None
    if not any(k in names and v is not _NO_VALUE for k, v in kwargs.items()):
        return False, None
    return True, _REWRITES[func](args, kwargs)
