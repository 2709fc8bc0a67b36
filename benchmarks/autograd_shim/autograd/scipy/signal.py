"""autograd.scipy.signal.convolve (autograd's own, with conv and dot axes) in derivgen ops.

autograd builds the sliding windows with ``as_strided``; here they are gathered with
``np.take`` so that derivgen traces them. Modes 'valid' and 'full'.
"""

from __future__ import annotations

import string
from typing import Any

import derivgen.numpy as np


def convolve(A: Any, B: Any, axes: Any = None, dot_axes: Any = None, mode: str = "full") -> Any:  # noqa: N803
    """autograd's generalised convolution: conv axes convolved, dot axes summed."""
    if mode not in ("valid", "full"):
        raise ValueError(f"convolve: mode {mode!r}; the shim has 'valid' and 'full'")
    dot_axes = [(), ()] if dot_axes is None else dot_axes
    axes = [list(range(np.ndim(A))), list(range(np.ndim(A)))] if axes is None else axes
    pairs = list(zip(*axes, strict=True))
    if any(B.shape[b] < A.shape[a] for a, b in pairs):
        if mode == "valid" and not all(B.shape[b] <= A.shape[a] for a, b in pairs):
            raise ValueError(
                "One array must be larger than the other along all convolved dimensions"
            )
        if mode == "valid" or B.size <= A.size:
            i1 = B.ndim - len(dot_axes[1]) - len(axes[1])
            i2 = i1 + A.ndim - len(dot_axes[0]) - len(axes[0])
            i3 = i2 + len(axes[0])
            order = [*range(i1, i2), *range(i1), *range(i2, i3)]
            swapped = convolve(B, A, axes=axes[::-1], dot_axes=dot_axes[::-1], mode=mode)
            return np.transpose(swapped, order)
    if mode == "full":
        pads = [(0, 0)] * B.ndim
        for a, b in zip(*axes, strict=True):
            pads[b] = (A.shape[a] - 1,) * 2
        B = np.pad(B, pads, mode="constant")  # noqa: N806
    flipped = [slice(None)] * A.ndim
    for a, b in zip(*axes, strict=True):
        n, out = A.shape[a], B.shape[b] - A.shape[a] + 1
        windows = np.arange(n)[:, None] + np.arange(out)[None, :]
        B = np.moveaxis(np.take(B, windows, axis=b), b + 1, -1)  # noqa: N806
        flipped[a] = slice(None, None, -1)
    return _tensordot(A[tuple(flipped)], B, [list(axes[i]) + list(dot_axes[i]) for i in (0, 1)])


def _tensordot(A: Any, B: Any, axes: Any) -> Any:  # noqa: N803
    letters = iter(string.ascii_letters)
    a_sub = [next(letters) for _ in range(A.ndim)]
    b_sub = [next(letters) for _ in range(B.ndim)]
    for i, j in zip(*axes, strict=True):
        b_sub[j] = a_sub[i]
    summed = {a_sub[i] for i in axes[0]}
    out = [s for s in a_sub if s not in summed] + [s for s in b_sub if s not in summed]
    return np.einsum(f"{''.join(a_sub)},{''.join(b_sub)}->{''.join(out)}", A, B)
