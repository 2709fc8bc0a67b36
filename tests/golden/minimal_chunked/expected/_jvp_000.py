# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward-mode rules of spec.yaml (chunk 1 of 3: ops 1 to 5): input tangents and primals in, the output tangent out."""

import numpy as np

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


def sin_jvp(self_t, self):
    """Forward-mode derivative of sin(Tensor self) -> Tensor (elementwise).

    result_t = self_t * cos(self)
    """
    return self_t * np.cos(self)


def cos_jvp(self_t, self):
    """Forward-mode derivative of cos(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * sin(self)
    """
    return -self_t * np.sin(self)


def tanh_jvp(self_t, result):
    """Forward-mode derivative of tanh(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (1 - result * result)
    """
    return self_t * (1 - result * result)


def negative_jvp(self_t):
    """Forward-mode derivative of negative(Tensor self) -> Tensor (linear).

    result_t = negative(self_t)
    """
    return np.negative(self_t)


def multiply_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of multiply(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * other + other_t * self, result.shape)
    """
    return np.broadcast_to(self_t * other + other_t * self, result.shape)
