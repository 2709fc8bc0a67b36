"""Shape and scale helpers for the np.fft ops' backward formulas."""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.numeric import engines

_DUAL = {None: "forward", "backward": "forward", "ortho": "ortho", "forward": "backward"}


def dual_norm(norm: str | None) -> str:
    """The norm whose forward transform has the scale of ``norm``'s inverse transform."""
    if norm not in _DUAL:
        raise ValueError(f'norm must be "backward", "ortho" or "forward", not {norm!r}')
    return _DUAL[norm]


def swap_norm(norm: str | None) -> str:
    """np.fft's _swap_direction: hfft and ihfft use the other direction's scaling."""
    return dual_norm(norm)


def crop_to(shape: tuple[int, ...], target: tuple[int, ...]) -> tuple[slice, ...]:
    """The index keeping, along each axis, at most target's length."""
    return tuple(slice(0, min(n, t)) for n, t in zip(shape, target, strict=True))


def pad_to(shape: tuple[int, ...], target: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """np.pad widths growing each axis (after cropping) with zeros at its end to target."""
    return tuple((0, max(t - n, 0)) for n, t in zip(shape, target, strict=True))


def fft_axes(ndim: int, s: Any, axes: Any) -> tuple[int, ...]:
    """The axes np.fft.fftn transforms: axes, or the last len(s) axes, or every axis."""
    if axes is not None:
        return tuple(int(a) % ndim for a in np.atleast_1d(axes))
    if s is not None:
        return tuple(range(ndim - len(s), ndim))
    return tuple(range(ndim))


def fft_one_chunk(a: Any, s: Any, axes: Any) -> Any:
    """``a`` with each axis np.fft.fftn(a, s, axes) transforms in one chunk (Dask's FFTs
    need it; the spec's Dask spelling of the n-d transforms)."""
    return engines.one_chunk(a, fft_axes(a.ndim, s, axes))


def with_lengths(shape: tuple[int, ...], axes: Any, lengths: Any) -> tuple[int, ...]:
    """``shape`` with the given lengths along ``axes``."""
    out = list(shape)
    for axis, n in zip(np.atleast_1d(axes), np.atleast_1d(lengths), strict=True):
        out[int(axis) % len(shape)] = int(n)
    return tuple(out)


def real_length(shape: tuple[int, ...], axis: int, n: int | None) -> int:
    """The length of the real signal of an rfft or ihfft along axis: n, or the input's."""
    return shape[axis] if n is None else n


def half_weights(n: int, axis: int, ndim: int, dtype: Any) -> Any:
    """How often each of the n // 2 + 1 rfft coefficients of a length-n real signal counts
    in the full spectrum: 1 for the zero (and, for even n, the Nyquist) frequency, else 2.

    ``dtype``: a dtype, or an array whose dtype and engine (Dask, CuPy) they take.
    """
    dtype, like = engines.dtype_and_like(dtype)
    weights = np.full(n // 2 + 1, 2.0, dtype=np.empty(0, dtype).real.dtype)
    weights[0] = 1.0
    if n % 2 == 0:
        weights[-1] = 1.0
    shape = [1] * ndim
    shape[axis % ndim] = n // 2 + 1
    return engines.moved_to(weights.reshape(shape), like)


def fft_resize(x: Any, shape: tuple[int, ...]) -> Any:
    """x cropped or zero-padded at the end of each axis to ``shape`` (what np.fft's n and s do)."""
    x = x[crop_to(x.shape, tuple(shape))]
    widths = pad_to(x.shape, tuple(shape))
    return np.pad(x, widths) if any(after for _, after in widths) else x
