"""Batching rules of the fft with s/axes, the convolutions (np.convolve, np.correlate,
scipy.signal.convolve/correlate, polymul) and np.interp."""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from derivgen.batching.algebra.lift import (
    example_shape,
    lead,
    normalize,
    param,
    refuse_batched_options,
    run_per_example,
    shape,
    tensor,
)
from derivgen.batching.rules import BatchCall, rule
from derivgen.trace import core


@rule("fftn")
def fftn(call: BatchCall) -> Any:
    """fftn and its kin: axes None means every axis of the example, or its last len(s) axes
    when s is given; the axes shift past the batch axis."""
    refuse_batched_options(call)
    prep = call.prep
    ndim = len(example_shape(*tensor(call, prep.params[0])))
    s, axes = param(call, "s"), param(call, "axes")
    if axes is None:
        axes = range(ndim) if s is None else range(ndim - len(s), ndim)
    bound = list(call.bound)
    bound[prep.index["axes"]] = tuple(1 + normalize(int(a), ndim, prep.name) for a in axes)
    return core.apply_bound(prep, bound)


def _full_convolution(a: Any, v: Any) -> Any:
    """The full convolution of the last axes of (B, ..., N) and (B, ..., M): each element of
    the shorter one times the other, shifted into place and summed (only overlapping pairs
    are multiplied, as a direct convolution does, so inf and nan stay where they belong)."""
    n, m = shape(a)[-1], shape(v)[-1]
    if m > n:
        a, v, n, m = v, a, m, n
    total = None
    edge = ((0, 0),) * (len(shape(a)) - 1)
    for j in range(m):
        term = np.multiply(a, v[..., j : j + 1])
        term = np.pad(term, (*edge, (j, m - 1 - j)))
        total = term if total is None else np.add(total, term)
    return total


def _window(full: Any, start: int, length: int) -> Any:
    return full[..., start : start + length]


@rule("convolve")
def convolve(call: BatchCall) -> Any:
    """np.convolve and np.correlate of 1-D examples: the full convolution of the batch (the
    correlation is the convolution with v reversed and conjugated), then NumPy's window
    for 'same' and 'valid'."""
    refuse_batched_options(call)
    prep = call.prep
    (a, fa), (v, fv) = tensor(call, "a"), tensor(call, "v")
    shape_a, shape_v = example_shape(a, fa), example_shape(v, fv)
    if len(shape_a) != 1 or len(shape_v) != 1:
        raise ValueError(f"{prep.name}: object too deep for desired array (1-D inputs only)")
    n, m = shape_a[0], shape_v[0]
    if n == 0 or m == 0:
        raise ValueError(f"{prep.name}: a and v cannot be empty")
    mode = param(call, "mode")
    a, v = lead(a, fa), lead(v, fv)
    correlation = prep.name.startswith("correlate")
    if correlation:
        v = np.conjugate(v[:, ::-1])
    full = _full_convolution(a, v)
    if mode == "full":
        return full
    longest, shortest = max(n, m), min(n, m)
    if mode == "same":
        start = shortest // 2 if correlation and m > n else (shortest - 1) // 2
        return _window(full, start, longest)
    if mode == "valid":
        return _window(full, shortest - 1, longest - shortest + 1)
    raise ValueError(f"{prep.name}: mode must be one of 'valid', 'same', or 'full', got {mode!r}")


@rule("polymul")
def polymul(call: BatchCall) -> Any:
    """np.polymul: the full convolution of the coefficient vectors. np.polymul drops leading
    zero coefficients first, which would give examples results of other lengths: refused."""
    refuse_batched_options(call)
    (a, fa), (b, fb) = tensor(call, "a1"), tensor(call, "a2")
    a, b = lead(a, fa), lead(b, fb)
    for value in (a, b):
        if len(shape(value)) != 2:
            raise ValueError("vmap: polymul batches 1-D coefficient vectors only")
        try:
            leading_zero = bool(np.any(value[:, 0] == 0))
        except TypeError:  # traced without values (compile): cannot look
            leading_zero = False
        if leading_zero:
            raise ValueError(
                "vmap: polymul of coefficients with a leading zero: np.polymul drops it, so "
                "the examples' results would differ in length; trim them first"
            )
    return _full_convolution(a, b)


def _centered(full: Any, lengths: tuple[int, ...]) -> Any:
    """scipy.signal's _centered: the middle ``lengths`` of the example axes (after the batch)."""
    starts = [(size - length) // 2 for size, length in zip(shape(full)[1:], lengths, strict=True)]
    index = (slice(None), *(slice(s, s + n) for s, n in zip(starts, lengths, strict=True)))
    return full[index]


def _full_nd(x: Any, k: Any) -> Any:
    """The full N-D convolution of (B, *s1) and (B, *s2): each element of k times x, shifted
    into place and summed."""
    if np.prod(shape(k)[1:]) > np.prod(shape(x)[1:]):
        x, k = k, x  # convolution commutes: shift the smaller one's elements
    s2 = shape(k)[1:]
    total = None
    for offset in itertools.product(*(range(n) for n in s2)):
        weight = k[(slice(None),) + tuple(slice(o, o + 1) for o in offset)]
        pads = [(0, 0), *((o, n - 1 - o) for o, n in zip(offset, s2, strict=True))]
        term = np.pad(np.multiply(x, weight), pads)
        total = term if total is None else np.add(total, term)
    if total is None:
        raise ValueError("vmap: convolution with an empty input")
    return total


@rule("signal_convolve")
def signal_convolve(call: BatchCall) -> Any:
    """scipy.signal.convolve/correlate of N-D examples as a direct convolution on the batch:
    the full result, then scipy's centered window for 'same' (in1's shape) and 'valid'."""
    refuse_batched_options(call)
    prep = call.prep
    (x, fx), (k, fk) = tensor(call, "in1"), tensor(call, "in2")
    s1, s2 = example_shape(x, fx), example_shape(k, fk)
    if len(s1) != len(s2):
        raise ValueError("in1 and in2 should have the same dimensionality")
    mode = param(call, "mode")
    x, k = lead(x, fx), lead(k, fk)
    if prep.name.startswith("signal_correlate"):
        k = np.conjugate(k[(slice(None),) + (slice(None, None, -1),) * len(s2)])
    if mode == "valid":
        if not (
            all(a >= b for a, b in zip(s1, s2, strict=True))
            or all(b >= a for a, b in zip(s1, s2, strict=True))
        ):
            raise ValueError(
                "For 'valid' mode, one must be at least as large as the other in every dimension"
            )
    full = _full_nd(x, k)
    if mode == "full":
        return full
    if mode == "same":
        return _centered(full, s1)
    if mode == "valid":
        return _centered(full, tuple(abs(a - b) + 1 for a, b in zip(s1, s2, strict=True)))
    raise ValueError("acceptable mode flags are 'valid', 'same', or 'full'")


@rule("interp")
def interp(call: BatchCall) -> Any:
    """np.interp: a batched x alone is one call (np.interp maps every element of x); a
    batched xp, fp, left or right has no batched form in NumPy: the op runs per example."""
    refuse_batched_options(call)
    prep = call.prep
    if any(call.batched[prep.index[n]] is True for n in ("xp", "fp", "left", "right")):
        return run_per_example(call, "np.interp takes one xp and fp, not stacks")
    return core.apply_bound(prep, list(call.bound))
