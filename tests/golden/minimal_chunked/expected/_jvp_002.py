# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward-mode rules of spec.yaml (chunk 3 of 3: ops 11 to 13): input tangents and primals in, the output tangent out."""

import numpy as np

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


def broadcast_to_jvp(self_t, shape):
    """Forward-mode derivative of broadcast_to(Tensor self, int[] shape) -> Tensor (linear).

    result_t = broadcast_to(self_t, shape)
    """
    return np.broadcast_to(self_t, shape)


def sum_to_jvp(self_t, shape):
    """Forward-mode derivative of sum_to(Tensor self, int[] shape) -> Tensor (linear).

    result_t = sum_to(self_t, shape)
    """
    return ops.sum_to(self_t, shape)
