# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward-mode rules of spec.yaml (chunk 2 of 3: ops 6 to 10): input tangents and primals in, the output tangent out."""

import numpy as np

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


def power_jvp(self_t, self, other, result):
    """Forward-mode derivative of power(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * other * power(self, other - 1), result.shape)
    """
    return np.broadcast_to(self_t * other * np.power(self, other - 1), result.shape)


def add_jvp(self_t, other_t):
    """Forward-mode derivative of add(Tensor self, Tensor other) -> Tensor (linear).

    result_t = add(self_t, other_t)
    """
    return np.add(self_t, other_t)


def subtract_jvp(self_t, other_t):
    """Forward-mode derivative of subtract(Tensor self, Tensor other) -> Tensor (linear).

    result_t = subtract(self_t, other_t)
    """
    return np.subtract(self_t, other_t)


def cube_jvp(self_t, self):
    """Forward-mode derivative of cube(Tensor self) -> Tensor (written).

    result_t = 3 * self_p ** 2 * self_t
    """
    return 3 * self**2 * self_t


def sum_jvp(self_t, axis, keepdims):
    """Forward-mode derivative of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor (linear).

    result_t = sum(self_t, axis, keepdims=keepdims)
    """
    return np.sum(self_t, axis, keepdims=keepdims)
