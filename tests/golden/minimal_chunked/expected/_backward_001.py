# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Backward functions, one per op of spec.yaml (chunk 2 of 3: ops 6 to 10): cotangent(s) and saved values in, input gradients out."""

import numpy as np

from derivgen import numeric
from derivgen.numeric import kernels

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


def power_backward(grad, *, self, other, needs=(True, True)):
    """Backward of power(Tensor self, Tensor other) -> Tensor.

    self: grad * other * power(self, other - 1)
    other: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, other, self)
        and all(needs)
    ):
        t_self0 = np.multiply(grad, other)
        t_self1 = np.subtract(other, 1)
        np.power(self, t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0, None
    grad_self = grad * other * np.power(self, other - 1) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    return grad_self, None


def add_backward(grad, *, self_shape, other_shape, needs=(True, True)):
    """Backward of add(Tensor self, Tensor other) -> Tensor.

    self: grad
    other: grad

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_other = grad if needs[1] else None
    if grad_other is not None:
        if type(grad_other) is not np.ndarray or grad_other.shape != other_shape:
            grad_other = ops.sum_to(grad_other, other_shape)
    return grad_self, grad_other


def subtract_backward(grad, *, self_shape, other_shape, needs=(True, True)):
    """Backward of subtract(Tensor self, Tensor other) -> Tensor.

    self: grad
    other: -grad

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_other = -grad if needs[1] else None
    if grad_other is not None:
        if type(grad_other) is not np.ndarray or grad_other.shape != other_shape:
            grad_other = ops.sum_to(grad_other, other_shape)
    return grad_self, grad_other


def cube_backward(grad, *, self):
    """Backward of cube(Tensor self) -> Tensor.

    self: grad * 3 * self ** 2
    """
    return grad * 3 * self**2


def sum_backward(grad, *, self_shape, axis, keepdims):
    """Backward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: broadcast_to(grad if keepdims or axis is None else grad, self.shape)
    """
    return np.broadcast_to(grad if keepdims or axis is None else grad, self_shape)
