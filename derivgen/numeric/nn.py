"""Neural-network and special functions: softmax family, activations and polygamma."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from derivgen.numeric import engines
from derivgen.numeric.indexing import label_index, label_lanes, take_along_axis_of
from derivgen.numeric.shapes import normalize_axes
from derivgen.numeric.special import complex_polygamma


def softmax(x: Any, axis: int | tuple[int, ...] | None = -1) -> Any:
    """``exp(x) / sum(exp(x))`` over ``axis``, stable for large inputs (the max is subtracted).

    Infinite entries are read as ties: a group with +inf entries shares its mass equally
    among them, and a group of only -inf shares it equally among all its entries (the limit
    of equal inputs going to -inf). NaN inputs give NaN. Complex inputs: see
    ``_complex_softmax``.
    """
    x = engines.asarray(x)
    if x.dtype.kind == "c":
        return _complex_softmax(x, axis)
    m = np.max(x, axis=axis, keepdims=True)
    finite = np.isfinite(m)
    e = np.exp(np.where(finite, x - np.where(finite, m, 0), 0))
    e = np.where(finite, e, np.where(np.isposinf(m), x == m, True))
    out = e / np.sum(e, axis=axis, keepdims=True)
    return np.where(np.isnan(m), np.nan, out)


def _real_part_max(x: Any, axis: int | tuple[int, ...] | None) -> Any:
    """The largest real part over ``axis`` (kept): subtracting it keeps exp from overflowing
    and, being real, leaves the phase of every term (so the branch of the log) unchanged."""
    return np.max(np.real(x), axis=axis, keepdims=True)


def _complex_softmax(x: Any, axis: int | tuple[int, ...] | None) -> Any:
    """Complex softmax, shifted by the largest real part. A group whose largest real part is
    not finite gives NaN: +inf terms have a direction (their phase) but no ratio, so the
    ties read for real inputs do not carry over (scipy also gives NaN there)."""
    m = _real_part_max(x, axis)
    finite = np.isfinite(m)
    with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
        e = np.exp(x - np.where(finite, m, 0))
        out = e / np.sum(e, axis=axis, keepdims=True)
    return np.where(finite, out, np.nan)


def log_softmax(x: Any, axis: int | tuple[int, ...] | None = -1) -> Any:
    """``x - logsumexp(x)`` over ``axis``, stable; infinite groups follow ``softmax``."""
    x = engines.asarray(x)
    if x.dtype.kind == "c":
        m = _real_part_max(x, axis)
        finite = np.isfinite(m)
        with np.errstate(invalid="ignore", over="ignore", divide="ignore"):
            z = x - np.where(finite, m, 0)
            out = z - np.log(np.sum(np.exp(z), axis=axis, keepdims=True))
        return np.where(finite, out, np.nan)
    m = np.max(x, axis=axis, keepdims=True)
    finite = np.isfinite(m)
    z = np.where(finite, x - np.where(finite, m, 0), 0)
    with np.errstate(divide="ignore"):
        out = z - np.log(np.sum(np.exp(z), axis=axis, keepdims=True))
        if engines.engine_of(x) == "numpy" and np.all(finite):  # bool() computes Dask
            return out
        return np.where(finite, out, np.log(softmax(x, axis)))


def logsumexp(x: Any, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Any:
    """``log(sum(exp(x)))`` over ``axis``: +inf if any entry is +inf, -inf if all are -inf.

    For complex x the imaginary part is the principal branch (in (-pi, pi]), as in
    scipy.special.logsumexp and JAX: the shift is the largest real part, which is real.
    """
    x = engines.asarray(x)
    m = np.max(np.real(x), axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
        out = np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True)) + m
    return out if keepdims else np.squeeze(out, axis=normalize_axes(axis, x.ndim))


def softmax_cross_entropy(logits: Any, labels: Any, axis: int = -1) -> Any:
    """``logsumexp(logits) - logits[label]`` along the class ``axis``, one loss per label."""
    logits, labels = engines.asarray(logits), engines.asarray(labels)
    if labels.dtype.kind not in "iu":
        raise TypeError(f"softmax_cross_entropy needs integer class labels, got {labels.dtype}")
    if labels.shape != logits.shape[: axis % logits.ndim] + logits.shape[axis % logits.ndim + 1 :]:
        raise ValueError(
            f"labels of shape {labels.shape} do not fit logits of shape {logits.shape} "
            f"with classes along axis {axis}"
        )
    if engines.engine_of(logits, labels) == "dask":  # no nd fancy indexing: a lane per label
        picked = take_along_axis_of(logits, label_lanes(labels, axis), axis)
        return logsumexp(logits, axis) - np.squeeze(picked, axis)
    return logsumexp(logits, axis) - logits[label_index(labels, axis)]


def gelu(x: Any) -> Any:
    """The exact GELU, ``x * ndtr(x)`` (ndtr is the standard normal CDF)."""
    from scipy import special

    return x * special.ndtr(x)


def polygamma(n: int, x: Any) -> Any:
    """``scipy.special.polygamma(n, x)``, in the floating dtype of ``x``; for complex ``x``
    (which SciPy's polygamma refuses) scipy.special.psi for n = 0, else complex_polygamma."""
    from scipy import special

    x = engines.asarray(x)
    if x.dtype.kind == "c" and n == 0:
        return engines.asarray(special.psi(x))
    if x.dtype.kind == "c":  # derivgen's series reads the values: per block on an engine
        if engines.engine_of(x) == "numpy":
            return complex_polygamma(n, x)
        return engines.blockwise(functools.partial(complex_polygamma, n), x)
    if engines.engine_of(x) == "numpy":
        out = np.asarray(special.polygamma(n, x))
    elif n == 0:
        out = special.psi(x)
    else:  # SciPy's own formula, whose np.asarray would compute or copy x
        out = (-1.0) ** (n + 1) * special.gamma(n + 1.0) * special.zeta(n + 1, x)
    return out.astype(x.dtype) if x.dtype.kind == "f" else out


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


def selu(x: Any) -> Any:
    """PyTorch's selu: scale * elu(x, alpha) with its fixed constants."""
    return 1.0507009873554805 * elu(x, 1.6732632423543772)
