"""scipy.signal's names for traced arrays: derivgen's functions taking SciPy's arguments."""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.ops.scipy_names import convolve, correlate, fftconvolve
from derivgen.solvers.signal import filtfilt, lfilter, lfilter_zi, sosfilt

__all__ = [
    "convolve",
    "convolve2d",
    "correlate",
    "correlate2d",
    "fftconvolve",
    "filtfilt",
    "lfilter",
    "lfilter_zi",
    "sosfilt",
]


def _check_2d(function: str, in1: Any, in2: Any, boundary: str, fillvalue: Any) -> None:
    if np.ndim(in1) != 2 or np.ndim(in2) != 2:
        raise ValueError(f"scipy.signal.{function}: in1 and in2 must be 2-D arrays")
    if boundary != "fill":
        raise ValueError(
            f"scipy.signal.{function}: derivgen differentiates boundary='fill' only (got "
            f"boundary={boundary!r}); pad the input with np.pad(x, ..., mode='wrap' or "
            "'symmetric') and use mode='valid' instead"
        )
    if hasattr(type(fillvalue), "__derivgen_apply__") or fillvalue != 0:
        raise ValueError(
            f"scipy.signal.{function}: derivgen differentiates fillvalue=0 only (got "
            f"fillvalue={fillvalue!r}); pad with np.pad(x, ..., constant_values=v) and use "
            "mode='valid' instead"
        )


def convolve2d(
    in1: Any, in2: Any, mode: str = "full", boundary: str = "fill", fillvalue: Any = 0
) -> Any:
    """scipy.signal.convolve2d with boundary='fill' and fillvalue=0 (every mode)."""
    _check_2d("convolve2d", in1, in2, boundary, fillvalue)
    return convolve(in1, in2, mode)


def correlate2d(
    in1: Any, in2: Any, mode: str = "full", boundary: str = "fill", fillvalue: Any = 0
) -> Any:
    """scipy.signal.correlate2d with boundary='fill' and fillvalue=0 (every mode)."""
    _check_2d("correlate2d", in1, in2, boundary, fillvalue)
    rows, columns = np.shape(in1)
    height, width = np.shape(in2)
    if mode == "same":  # centred at in2's index n // 2, where correlate's 'same' takes (n - 1) // 2
        top, left = height // 2, width // 2
        return correlate(in1, in2, "full")[top : top + rows, left : left + columns]
    if mode == "valid" and not (rows >= height and columns >= width):
        return correlate(in2, in1, "valid")[::-1, ::-1]  # SciPy swaps them, unconjugated
    return correlate(in1, in2, mode)
