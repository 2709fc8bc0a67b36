# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Backward functions, one per op of spec.yaml (chunk 3 of 3: ops 11 to 13): cotangent(s) and saved values in, input gradients out."""

import numpy as np

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


def broadcast_to_backward(grad, *, self_shape):
    """Backward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    self: sum_to(grad, self.shape)
    """
    return ops.sum_to(grad, self_shape)


def sum_to_backward(grad, *, self_shape):
    """Backward of sum_to(Tensor self, int[] shape) -> Tensor.

    self: broadcast_to(grad, self.shape)
    """
    return np.broadcast_to(grad, self_shape)


def qr_like_backward(grad_q, grad_r, *, self):
    """Backward of qr_like(Tensor self) -> (Tensor q, Tensor r).

    self: grad_q + grads[1] * 2 * self
    """
    return grad_q + grad_r * 2 * self
