# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward functions, one per op of spec.yaml (chunk 2 of 3: ops 6 to 10)."""

import numpy as np

from derivgen import numeric

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


__all__ = [
    "power",
    "add",
    "subtract",
    "cube",
    "sum",
]


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:39.
    """
    return np.power(self, other)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:47.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:56.
    """
    return np.subtract(self, other)


def cube(self):
    """Forward of cube(Tensor self) -> Tensor.

    Defined at spec.yaml:65.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("cube", (self,), __name__)
    return self**3


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at spec.yaml:72.
    """
    return np.sum(self, axis, keepdims=keepdims)
