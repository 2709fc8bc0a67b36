# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward functions, one per op of spec.yaml (chunk 1 of 3: ops 1 to 5)."""

import numpy as np

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


__all__ = [
    "sin",
    "cos",
    "tanh",
    "negative",
    "multiply",
]


def sin(self):
    """Forward of sin(Tensor self) -> Tensor.

    Defined at spec.yaml:3.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at spec.yaml:10.
    """
    return np.cos(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at spec.yaml:17.
    """
    return np.tanh(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at spec.yaml:24.
    """
    return np.negative(self)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:31.
    """
    return np.multiply(self, other)
