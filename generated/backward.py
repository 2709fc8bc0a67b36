# @generated from derivatives.yaml (sha256: 5167f2b279d91d1eb04c4456504bef15f9b7938ededce3cf5a9aa0dd4309f51b). Do not edit.
"""Backward functions, one per op of derivatives.yaml: cotangent(s) and saved values in, input gradients out."""

import math

import numpy as np

from derivgen import numeric
from derivgen.numeric import kernels
from derivgen.numeric.lazy import scipy

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "5167f2b279d91d1eb04c4456504bef15f9b7938ededce3cf5a9aa0dd4309f51b":
    raise ImportError(STALE_MODULE.format(module=__file__))


def sin_backward(grad, *, self):
    """Backward of sin(Tensor self) -> Tensor.

    self: grad * cos(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad * cos(self))", {"grad": grad, "self": self})
        t_self0 = np.cos(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * np.cos(self)


def cos_backward(grad, *, self):
    """Backward of cos(Tensor self) -> Tensor.

    self: -grad * sin(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("((-grad) * sin(self))", {"grad": grad, "self": self})
        t_self0 = np.negative(grad)
        t_self1 = np.sin(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * np.sin(self)


def tan_backward(grad, *, result):
    """Backward of tan(Tensor self) -> Tensor.

    self: grad * (1 + result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad * (1.0 + (result * result)))", {"grad": grad, "result": result}
            )
        t_self0 = np.multiply(result, result)
        np.add(1, t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (1 + result * result)


def arctan_backward(grad, *, self):
    """Backward of arctan(Tensor self) -> Tensor.

    self: grad / (1 + self * self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad / (1.0 + (self * self)))", {"grad": grad, "self": self})
        t_self0 = np.multiply(self, self)
        np.add(1, t_self0, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (1 + self * self)


def sinh_backward(grad, *, self):
    """Backward of sinh(Tensor self) -> Tensor.

    self: grad * cosh(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad * cosh(self))", {"grad": grad, "self": self})
        t_self0 = np.cosh(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * np.cosh(self)


def cosh_backward(grad, *, self):
    """Backward of cosh(Tensor self) -> Tensor.

    self: grad * sinh(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad * sinh(self))", {"grad": grad, "self": self})
        t_self0 = np.sinh(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * np.sinh(self)


def tanh_backward(grad, *, result):
    """Backward of tanh(Tensor self) -> Tensor.

    self: grad * (1 - result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad * (1.0 - (result * result)))", {"grad": grad, "result": result}
            )
        t_self0 = np.multiply(result, result)
        np.subtract(1, t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (1 - result * result)


def exp_backward(grad, *, result):
    """Backward of exp(Tensor self) -> Tensor.

    self: grad * result
    """
    return grad * result


def expm1_backward(grad, *, result):
    """Backward of expm1(Tensor self) -> Tensor.

    self: grad * (result + 1)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad * (result + 1.0))", {"grad": grad, "result": result})
        t_self0 = np.add(result, 1)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (result + 1)


def log_backward(grad, *, self):
    """Backward of log(Tensor self) -> Tensor.

    self: grad / self
    """
    return grad / self


def log1p_backward(grad, *, self):
    """Backward of log1p(Tensor self) -> Tensor.

    self: grad / (1 + self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad / (1.0 + self))", {"grad": grad, "self": self})
        t_self0 = np.add(1, self)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (1 + self)


def expit_backward(grad, *, result):
    """Backward of expit(Tensor self) -> Tensor.

    self: grad * result * (1 - result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * result) * (1.0 - result))", {"grad": grad, "result": result}
            )
        t_self0 = np.multiply(grad, result)
        t_self1 = np.subtract(1, result)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * result * (1 - result)


def sqrt_backward(grad, *, result):
    """Backward of sqrt(Tensor self) -> Tensor.

    self: grad / (2 * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad / (2.0 * result))", {"grad": grad, "result": result})
        t_self0 = np.multiply(2, result)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (2 * result)


def square_backward(grad, *, self):
    """Backward of square(Tensor self) -> Tensor.

    self: 2 * grad * self
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("((2.0 * grad) * self)", {"grad": grad, "self": self})
        t_self0 = np.multiply(2, grad)
        np.multiply(t_self0, self, out=t_self0)
        return t_self0
    return 2 * grad * self


def reciprocal_backward(grad, *, result):
    """Backward of reciprocal(Tensor self) -> Tensor.

    self: -grad * result * result
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(((-grad) * result) * result)", {"grad": grad, "result": result})
        t_self0 = np.negative(grad)
        np.multiply(t_self0, result, out=t_self0)
        np.multiply(t_self0, result, out=t_self0)
        return t_self0
    return -grad * result * result


def absolute_backward(grad, *, self):
    """Backward of absolute(Tensor self) -> Tensor.

    self: grad * conjugate(sign(self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.sign(self)
        np.conjugate(t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * np.conjugate(np.sign(self))


def sign_backward(grad, *, self, result):
    """Backward of sign(Tensor self) -> Tensor.

    self: zeros_like(grad) if not numeric.is_complex(self) else where(self == 0, 0.0, (grad - real(grad * result) * conjugate(result)) / where(self == 0, 1.0, absolute(self)))
    """
    return (
        np.zeros_like(grad)
        if not numeric.is_complex(self)
        else np.where(
            self == 0,
            0.0,
            (grad - np.real(grad * result) * np.conjugate(result))
            / np.where(self == 0, 1.0, np.absolute(self)),
        )
    )


def negative_backward(grad):
    """Backward of negative(Tensor self) -> Tensor.

    self: -grad
    """
    return -grad


def zeros_like_backward(grad, *, self_shape):
    """Backward of zeros_like(Tensor self, *, int[]? shape=None) -> Tensor.

    self: zeros_like(grad, shape=self.shape)
    """
    return np.zeros_like(grad, shape=self_shape)


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


def multiply_backward(grad, *, self, other, needs=(True, True)):
    """Backward of multiply(Tensor self, Tensor other) -> Tensor.

    self: grad * other
    other: grad * self

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * other if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = grad * self if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def divide_backward(grad, *, self_shape, other, result, needs=(True, True)):
    """Backward of divide(Tensor self, Tensor other) -> Tensor.

    self: grad / other
    other: -grad * result / other

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, other, result)
        and self_shape == grad.shape
        and all(needs)
    ):
        t_self0 = np.divide(grad, other)
        t_other0 = np.negative(grad)
        np.multiply(t_other0, result, out=t_other0)
        np.divide(t_other0, other, out=t_other0)
        return t_self0, t_other0
    grad_self = grad / other if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_other = -grad * result / other if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def power_backward(grad, *, self, other, result, needs=(True, True)):
    """Backward of power(Tensor self, Tensor other) -> Tensor.

    self: grad * other * power(self, other - (other != 0))
    other: grad * (where(self == 0, 0.0, result * log(where(self == 0, 1.0, self) + 0j)) if numeric.is_complex(result) else where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * other * np.power(self, other - (other != 0)) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad
        * (
            np.where(self == 0, 0.0, result * np.log(np.where(self == 0, 1.0, self) + 0j))
            if numeric.is_complex(result)
            else np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0)
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def maximum_backward(grad, *, self, other, needs=(True, True)):
    """Backward of maximum(Tensor self, Tensor other) -> Tensor.

    self: where(self > other, grad, where(self == other, grad / 2, 0.0))
    other: where(other > self, grad, where(self == other, grad / 2, 0.0))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.where(self > other, grad, np.where(self == other, grad / 2, 0.0)) if needs[0] else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        np.where(other > self, grad, np.where(self == other, grad / 2, 0.0)) if needs[1] else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def minimum_backward(grad, *, self, other, needs=(True, True)):
    """Backward of minimum(Tensor self, Tensor other) -> Tensor.

    self: where(self < other, grad, where(self == other, grad / 2, 0.0))
    other: where(other < self, grad, where(self == other, grad / 2, 0.0))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.where(self < other, grad, np.where(self == other, grad / 2, 0.0)) if needs[0] else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        np.where(other < self, grad, np.where(self == other, grad / 2, 0.0)) if needs[1] else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def arctan2_backward(grad, *, self, other, needs=(True, True)):
    """Backward of arctan2(Tensor self, Tensor other) -> Tensor.

    self: grad * other / (self * self + other * other)
    other: -grad * self / (self * self + other * other)

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, other, self)
        and all(needs)
    ):
        if kernels.fusable(grad):
            return (
                kernels.fused(
                    "((grad * other) / ((self * self) + (other * other)))",
                    {"grad": grad, "other": other, "self": self},
                ),
                kernels.fused(
                    "(((-grad) * self) / ((self * self) + (other * other)))",
                    {"grad": grad, "other": other, "self": self},
                ),
            )
        t_self0 = np.multiply(grad, other)
        t_self1 = np.multiply(self, self)
        t_self2 = np.multiply(other, other)
        np.add(t_self1, t_self2, out=t_self1)
        np.divide(t_self0, t_self1, out=t_self0)
        t_other0 = np.negative(grad)
        np.multiply(t_other0, self, out=t_other0)
        t_other1 = np.multiply(self, self)
        t_other2 = np.multiply(other, other)
        np.add(t_other1, t_other2, out=t_other1)
        np.divide(t_other0, t_other1, out=t_other0)
        return t_self0, t_other0
    grad_self = grad * other / (self * self + other * other) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = -grad * self / (self * self + other * other) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def where_backward(grad, *, condition, self_shape, other_shape, needs=(True, True, True)):
    """Backward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    self: where(condition, grad, 0.0)
    other: where(condition, 0.0, grad)
    condition: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.where(condition, grad, 0.0) if needs[1] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_other = np.where(condition, 0.0, grad) if needs[2] else None
    if grad_other is not None:
        if type(grad_other) is not np.ndarray or grad_other.shape != other_shape:
            grad_other = ops.sum_to(grad_other, other_shape)
    return None, grad_self, grad_other


def sum_backward(grad, *, self_shape, axis, keepdims):
    """Backward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims)
    """
    return ops.expand_reduced(grad, self_shape, axis, keepdims)


def mean_backward(grad, *, self_shape, axis, keepdims):
    """Backward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * numeric.ieee_divide(grad.size, self.size)
    """
    return ops.expand_reduced(grad, self_shape, axis, keepdims) * numeric.ieee_divide(
        grad.size, math.prod(self_shape)
    )


def max_backward(grad, *, self, result, axis, keepdims):
    """Backward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / ops.astype(
                np.sum(
                    self == ops.expand_reduced(result, self.shape, axis, keepdims),
                    axis,
                    keepdims=keepdims,
                ),
                numeric.dtype_of(grad),
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def prod_backward(grad, *, self, axis, keepdims):
    """Backward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * prod_except(self, axis)
    """
    return ops.expand_reduced(grad, self.shape, axis, keepdims) * ops.prod_except(self, axis)


def expand_reduced_backward(grad, *, axis, keepdims):
    """Backward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    self: sum(grad, axis, keepdims=keepdims)
    """
    return np.sum(grad, axis, keepdims=keepdims)


def prod_except_backward(grad, *, self, axis):
    """Backward of prod_except(Tensor self, int[]? axis=None) -> Tensor.

    self: ungroup_axes(sum(expand_dims(group_axes(grad, axis), -1) * numeric.off_diagonal(self.shape, axis, self) * masked_prod(self, numeric.drop_each(numeric.off_diagonal(self.shape, axis, self)), axis), -2), self.shape, axis)
    """
    return ops.ungroup_axes(
        np.sum(
            np.expand_dims(ops.group_axes(grad, axis), -1)
            * numeric.off_diagonal(self.shape, axis, self)
            * ops.masked_prod(
                self, numeric.drop_each(numeric.off_diagonal(self.shape, axis, self)), axis
            ),
            -2,
        ),
        self.shape,
        axis,
    )


def masked_prod_backward(grad, *, self, mask, axis, needs=(True, True)):
    """Backward of masked_prod(Tensor self, Tensor mask, int[]? axis=None) -> Tensor.

    self: ungroup_axes(sum(expand_dims(grad, -1) * mask * masked_prod(self, numeric.drop_each(mask), axis), numeric.mask_axes(mask)), self.shape, axis)
    mask: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.ungroup_axes(
            np.sum(
                np.expand_dims(grad, -1)
                * mask
                * ops.masked_prod(self, numeric.drop_each(mask), axis),
                numeric.mask_axes(mask),
            ),
            self.shape,
            axis,
        )
        if needs[0]
        else None
    )
    return grad_self, None


def group_axes_backward(grad, *, self_shape, axis):
    """Backward of group_axes(Tensor self, int[]? axis=None) -> Tensor.

    self: ungroup_axes(grad, self.shape, axis)
    """
    return ops.ungroup_axes(grad, self_shape, axis)


def ungroup_axes_backward(grad, *, axis):
    """Backward of ungroup_axes(Tensor self, int[] shape, int[]? axis=None) -> Tensor.

    self: group_axes(grad, axis)
    """
    return ops.group_axes(grad, axis)


def matmul_backward(grad, *, self, other, needs=(True, True)):
    """Backward of matmul(Tensor self, Tensor other) -> Tensor.

    self: numeric.unit_scaled(grad, other) if self.ndim == 1 and other.ndim == 1 else dot(other, grad) if self.ndim == 1 and other.ndim == 2 else reshape(grad, numeric.matmul_shape(self.shape, other.shape)) @ matrix_transpose(reshape(other, numeric.as_matrix(other.shape, "column")))
    other: numeric.unit_scaled(grad, self) if self.ndim == 1 and other.ndim == 1 else dot(grad, self) if self.ndim == 2 and other.ndim == 1 else squeeze(matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape)), -1) if other.ndim == 1 else matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        (
            numeric.unit_scaled(grad, other)
            if self.ndim == 1 and other.ndim == 1
            else ops.dot(other, grad)
            if self.ndim == 1 and other.ndim == 2
            else ops.reshape(grad, numeric.matmul_shape(self.shape, other.shape))
            @ ops.matrix_transpose(ops.reshape(other, numeric.as_matrix(other.shape, "column")))
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        (
            numeric.unit_scaled(grad, self)
            if self.ndim == 1 and other.ndim == 1
            else ops.dot(grad, self)
            if self.ndim == 2 and other.ndim == 1
            else np.squeeze(
                ops.matrix_transpose(ops.reshape(self, numeric.as_matrix(self.shape, "row")))
                @ ops.reshape(grad, numeric.matmul_shape(self.shape, other.shape)),
                -1,
            )
            if other.ndim == 1
            else ops.matrix_transpose(ops.reshape(self, numeric.as_matrix(self.shape, "row")))
            @ ops.reshape(grad, numeric.matmul_shape(self.shape, other.shape))
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def matrix_transpose_backward(grad):
    """Backward of matrix_transpose(Tensor self) -> Tensor.

    self: matrix_transpose(grad)
    """
    return ops.matrix_transpose(grad)


def inv_backward(grad, *, result):
    """Backward of inv(Tensor self) -> Tensor.

    self: -(matrix_transpose(result) @ grad @ matrix_transpose(result))
    """
    return -(ops.matrix_transpose(result) @ grad @ ops.matrix_transpose(result))


def det_backward(grad, *, self):
    """Backward of det(Tensor self) -> Tensor.

    self: expand_dims(grad, (-2, -1)) * matrix_transpose(adjugate(self))
    """
    return np.expand_dims(grad, (-2, -1)) * ops.matrix_transpose(ops.adjugate(self))


def adjugate_backward(grad, *, self):
    """Backward of adjugate(Tensor self) -> Tensor.

    self: expand_dims(det(self), (-2, -1)) * ( expand_dims(sum(grad * inv(self), (-2, -1)), (-2, -1)) * matrix_transpose(inv(self)) - matrix_transpose(inv(self)) @ grad @ matrix_transpose(inv(self))) if numeric.well_conditioned(self) else real_for(mean( expand_dims(det(expand_dims(self, -3) + numeric.circle_shifts(self)), (-2, -1)) * ( expand_dims(sum(expand_dims(grad, -3) * inv(expand_dims(self, -3) + numeric.circle_shifts(self)), (-2, -1)), (-2, -1)) * matrix_transpose(inv(expand_dims(self, -3) + numeric.circle_shifts(self))) - matrix_transpose(inv(expand_dims(self, -3) + numeric.circle_shifts(self))) @ expand_dims(grad, -3) @ matrix_transpose(inv(expand_dims(self, -3) + numeric.circle_shifts(self)))), -3), numeric.dtype_of(self))
    """
    return (
        np.expand_dims(ops.det(self), (-2, -1))
        * (
            np.expand_dims(np.sum(grad * ops.inv(self), (-2, -1)), (-2, -1))
            * ops.matrix_transpose(ops.inv(self))
            - ops.matrix_transpose(ops.inv(self)) @ grad @ ops.matrix_transpose(ops.inv(self))
        )
        if numeric.well_conditioned(self)
        else ops.real_for(
            np.mean(
                np.expand_dims(
                    ops.det(np.expand_dims(self, -3) + numeric.circle_shifts(self)), (-2, -1)
                )
                * (
                    np.expand_dims(
                        np.sum(
                            np.expand_dims(grad, -3)
                            * ops.inv(np.expand_dims(self, -3) + numeric.circle_shifts(self)),
                            (-2, -1),
                        ),
                        (-2, -1),
                    )
                    * ops.matrix_transpose(
                        ops.inv(np.expand_dims(self, -3) + numeric.circle_shifts(self))
                    )
                    - ops.matrix_transpose(
                        ops.inv(np.expand_dims(self, -3) + numeric.circle_shifts(self))
                    )
                    @ np.expand_dims(grad, -3)
                    @ ops.matrix_transpose(
                        ops.inv(np.expand_dims(self, -3) + numeric.circle_shifts(self))
                    )
                ),
                -3,
            ),
            numeric.dtype_of(self),
        )
    )


def real_for_backward(grad, *, self):
    """Backward of real_for(Tensor self, str dtype) -> Tensor.

    self: astype(grad, numeric.dtype_of(self))
    """
    return ops.astype(grad, numeric.dtype_of(self))


def slogdet_backward(grad_sign, grad_logabsdet, *, self, sign):
    """Backward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    self: expand_dims(grad_logabsdet + 1j * imag(grad_sign * sign) if numeric.is_complex(self) else grad_logabsdet, (-2, -1)) * matrix_transpose(inv(self))
    """
    return np.expand_dims(
        grad_logabsdet + 1j * np.imag(grad_sign * sign)
        if numeric.is_complex(self)
        else grad_logabsdet,
        (-2, -1),
    ) * ops.matrix_transpose(ops.inv(self))


def reshape_backward(grad, *, self_shape):
    """Backward of reshape(Tensor self, int[] shape) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


def transpose_backward(grad, *, self_shape, axes):
    """Backward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    self: transpose(grad, numeric.inverse_permutation(axes, self.ndim))
    """
    return ops.transpose(grad, numeric.inverse_permutation(axes, len(self_shape)))


def swapaxes_backward(grad, *, axis1, axis2):
    """Backward of swapaxes(Tensor self, int axis1, int axis2) -> Tensor.

    self: swapaxes(grad, axis1, axis2)
    """
    return np.swapaxes(grad, axis1, axis2)


def expand_dims_backward(grad, *, self_shape):
    """Backward of expand_dims(Tensor self, int[] axis) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


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


def concatenate_backward(grad, *, arrays, axis):
    """Backward of concatenate(Tensor[] arrays, int? axis=0) -> Tensor.

    arrays: unconcatenate(grad, numeric.shapes(arrays), numeric.shapes(arrays), axis) if axis is not None else unconcatenate(grad, numeric.flat_layouts(arrays), numeric.shapes(arrays), 0)
    """
    return (
        ops.unconcatenate(grad, numeric.shapes(arrays), numeric.shapes(arrays), axis)
        if axis is not None
        else ops.unconcatenate(grad, numeric.flat_layouts(arrays), numeric.shapes(arrays), 0)
    )


def split_backward(grad, *, axis):
    """Backward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    self: concatenate(grad, axis)
    """
    return np.concatenate(grad, axis)


def take_backward(grad, *, self_shape, indices, axis, needs=(True, True)):
    """Backward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    self: untake(grad, self.shape, indices, axis)
    indices: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.untake(grad, self_shape, indices, axis) if needs[0] else None
    return grad_self, None


def untake_backward(grad, *, indices, axis, needs=(True, True)):
    """Backward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    self: take(grad, indices, axis)
    indices: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.take(grad, indices, axis) if needs[0] else None
    return grad_self, None


def getitem_backward(grad, *, self_shape, index):
    """Backward of getitem(Tensor self, Index index) -> Tensor.

    self: index_add(grad, self.shape, index)
    """
    return ops.index_add(grad, self_shape, index)


def index_add_backward(grad, *, index):
    """Backward of index_add(Tensor self, int[] shape, Index index) -> Tensor.

    self: getitem(grad, index)
    """
    return ops.getitem(grad, index)


def setitem_backward(grad, *, self_shape, value_shape, index, needs=(True, True)):
    """Backward of setitem(Tensor self, Index index, Tensor value) -> Tensor.

    self: setitem(grad, index, 0.0)
    value: sum_to(where(numeric.written_mask(self.shape, index, grad), getitem(grad, index), 0.0), value.shape)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.setitem(grad, index, 0.0) if needs[0] else None
    grad_value = (
        ops.sum_to(
            np.where(numeric.written_mask(self_shape, index, grad), ops.getitem(grad, index), 0.0),
            value_shape,
        )
        if needs[1]
        else None
    )
    return grad_self, grad_value


def astype_backward(grad, *, self):
    """Backward of astype(Tensor self, str dtype) -> Tensor.

    self: astype(grad if numeric.is_complex(self) else real(grad), numeric.dtype_of(self))
    """
    return ops.astype(grad if numeric.is_complex(self) else np.real(grad), numeric.dtype_of(self))


def squeeze_backward(grad, *, self_shape):
    """Backward of squeeze(Tensor self, int[]? axis=None) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


def ones_like_backward(grad, *, self_shape):
    """Backward of ones_like(Tensor self, *, int[]? shape=None) -> Tensor.

    self: zeros_like(grad, shape=self.shape)
    """
    return np.zeros_like(grad, shape=self_shape)


def min_backward(grad, *, self, result, axis, keepdims):
    """Backward of min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / ops.astype(
                np.sum(
                    self == ops.expand_reduced(result, self.shape, axis, keepdims),
                    axis,
                    keepdims=keepdims,
                ),
                numeric.dtype_of(grad),
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def arcsin_backward(grad, *, self):
    """Backward of arcsin(Tensor self) -> Tensor.

    self: grad / sqrt((1 - self) * (1 + self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad / sqrt(((1.0 - self) * (1.0 + self))))", {"grad": grad, "self": self}
            )
        t_self0 = np.subtract(1, self)
        t_self1 = np.add(1, self)
        np.multiply(t_self0, t_self1, out=t_self0)
        np.sqrt(t_self0, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / np.sqrt((1 - self) * (1 + self))


def arccos_backward(grad, *, self):
    """Backward of arccos(Tensor self) -> Tensor.

    self: -grad / sqrt((1 - self) * (1 + self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((-grad) / sqrt(((1.0 - self) * (1.0 + self))))", {"grad": grad, "self": self}
            )
        t_self0 = np.negative(grad)
        t_self1 = np.subtract(1, self)
        t_self2 = np.add(1, self)
        np.multiply(t_self1, t_self2, out=t_self1)
        np.sqrt(t_self1, out=t_self1)
        np.divide(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad / np.sqrt((1 - self) * (1 + self))


def arcsinh_backward(grad, *, self):
    """Backward of arcsinh(Tensor self) -> Tensor.

    self: grad / sqrt(1 + self * self) if numeric.is_complex(self) else grad / hypot(1.0, self)
    """
    return (
        grad / np.sqrt(1 + self * self) if numeric.is_complex(self) else grad / np.hypot(1.0, self)
    )


def arccosh_backward(grad, *, self):
    """Backward of arccosh(Tensor self) -> Tensor.

    self: grad / (sqrt(self - 1) * sqrt(self + 1))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad / (sqrt((self - 1.0)) * sqrt((self + 1.0))))", {"grad": grad, "self": self}
            )
        t_self0 = np.subtract(self, 1)
        np.sqrt(t_self0, out=t_self0)
        t_self1 = np.add(self, 1)
        np.sqrt(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (np.sqrt(self - 1) * np.sqrt(self + 1))


def arctanh_backward(grad, *, self):
    """Backward of arctanh(Tensor self) -> Tensor.

    self: grad / ((1 - self) * (1 + self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad / ((1.0 - self) * (1.0 + self)))", {"grad": grad, "self": self}
            )
        t_self0 = np.subtract(1, self)
        t_self1 = np.add(1, self)
        np.multiply(t_self0, t_self1, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / ((1 - self) * (1 + self))


def exp2_backward(grad, *, result):
    """Backward of exp2(Tensor self) -> Tensor.

    self: grad * result * 0.6931471805599453
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * result) * 0.6931471805599453)", {"grad": grad, "result": result}
            )
        t_self0 = np.multiply(grad, result)
        np.multiply(t_self0, 0.6931471805599453, out=t_self0)
        return t_self0
    return grad * result * 0.6931471805599453


def log2_backward(grad, *, self):
    """Backward of log2(Tensor self) -> Tensor.

    self: grad / (self * 0.6931471805599453)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad / (self * 0.6931471805599453))", {"grad": grad, "self": self}
            )
        t_self0 = np.multiply(self, 0.6931471805599453)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (self * 0.6931471805599453)


def log10_backward(grad, *, self):
    """Backward of log10(Tensor self) -> Tensor.

    self: grad / (self * 2.302585092994046)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad / (self * 2.302585092994046))", {"grad": grad, "self": self}
            )
        t_self0 = np.multiply(self, 2.302585092994046)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (self * 2.302585092994046)


def cbrt_backward(grad, *, result):
    """Backward of cbrt(Tensor self) -> Tensor.

    self: grad / (3 * result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad / ((3.0 * result) * result))", {"grad": grad, "result": result}
            )
        t_self0 = np.multiply(3, result)
        np.multiply(t_self0, result, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (3 * result * result)


def fabs_backward(grad, *, self):
    """Backward of fabs(Tensor self) -> Tensor.

    self: grad * sign(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.sign(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * np.sign(self)


def positive_backward(grad):
    """Backward of positive(Tensor self) -> Tensor.

    self: grad
    """
    return grad


def deg2rad_backward(grad):
    """Backward of deg2rad(Tensor self) -> Tensor.

    self: grad * 0.017453292519943295
    """
    return grad * 0.017453292519943295


def radians_backward(grad):
    """Backward of radians(Tensor self) -> Tensor.

    self: grad * 0.017453292519943295
    """
    return grad * 0.017453292519943295


def rad2deg_backward(grad):
    """Backward of rad2deg(Tensor self) -> Tensor.

    self: grad * 57.29577951308232
    """
    return grad * 57.29577951308232


def degrees_backward(grad):
    """Backward of degrees(Tensor self) -> Tensor.

    self: grad * 57.29577951308232
    """
    return grad * 57.29577951308232


def sinc_backward(grad, *, self, result):
    """Backward of sinc(Tensor self) -> Tensor.

    self: grad * where(absolute(self) < 0.01, self * (-3.289868133696453 + self * self * (3.246969701133414 + self * self * (-1.144510944732505 + self * self * 0.20918278254123832))), (cos(3.141592653589793 * self) - result) / where(absolute(self) < 0.01, 1.0, self))
    """
    return grad * np.where(
        np.absolute(self) < 0.01,
        self
        * (
            -3.289868133696453
            + self
            * self
            * (
                3.246969701133414
                + self * self * (-1.144510944732505 + self * self * 0.20918278254123832)
            )
        ),
        (np.cos(3.141592653589793 * self) - result) / np.where(np.absolute(self) < 0.01, 1.0, self),
    )


def floor_backward(grad):
    """Backward of floor(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def ceil_backward(grad):
    """Backward of ceil(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def rint_backward(grad):
    """Backward of rint(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def trunc_backward(grad):
    """Backward of trunc(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def fix_backward(grad):
    """Backward of fix(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def round_backward(grad):
    """Backward of round(Tensor self, int decimals=0) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def around_backward(grad):
    """Backward of around(Tensor self, int decimals=0) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def heaviside_backward(grad, *, self, other_shape, needs=(True, True)):
    """Backward of heaviside(Tensor self, Tensor other) -> Tensor.

    self: zeros_like(grad)
    other: where(self == 0, grad, 0.0)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.zeros_like(grad) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = np.where(self == 0, grad, 0.0) if needs[1] else None
    if grad_other is not None:
        if type(grad_other) is not np.ndarray or grad_other.shape != other_shape:
            grad_other = ops.sum_to(grad_other, other_shape)
    return grad_self, grad_other


def float_power_backward(grad, *, self, other, result, needs=(True, True)):
    """Backward of float_power(Tensor self, Tensor other) -> Tensor.

    self: grad * other * float_power(self, other - (other != 0)) if numeric.is_complex(result) else astype(grad * other * float_power(self, other - (other != 0)), numeric.dtype_of(self))
    other: grad * where(self == 0, 0.0, result * log(where(self == 0, 1.0, self) + 0j)) if numeric.is_complex(result) else astype(grad * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), numeric.dtype_of(other))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        (
            grad * other * np.float_power(self, other - (other != 0))
            if numeric.is_complex(result)
            else ops.astype(
                grad * other * np.float_power(self, other - (other != 0)), numeric.dtype_of(self)
            )
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        (
            grad * np.where(self == 0, 0.0, result * np.log(np.where(self == 0, 1.0, self) + 0j))
            if numeric.is_complex(result)
            else ops.astype(
                grad * np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0),
                numeric.dtype_of(other),
            )
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def hypot_backward(grad, *, self, other, result, needs=(True, True)):
    """Backward of hypot(Tensor self, Tensor other) -> Tensor.

    self: grad * where(absolute(self) == result, sign(self), self / where(absolute(self) == result, 1.0, result))
    other: grad * where(absolute(other) == result, sign(other), other / where(absolute(other) == result, 1.0, result))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        grad
        * np.where(
            np.absolute(self) == result,
            np.sign(self),
            self / np.where(np.absolute(self) == result, 1.0, result),
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad
        * np.where(
            np.absolute(other) == result,
            np.sign(other),
            other / np.where(np.absolute(other) == result, 1.0, result),
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def fmax_backward(grad, *, self, other, needs=(True, True)):
    """Backward of fmax(Tensor self, Tensor other) -> Tensor.

    self: where(self > other, grad, where(self == other, grad / 2, where(other != other, grad, 0.0)))
    other: where(other > self, grad, where(self == other, grad / 2, where(self != self, where(other != other, 0.0, grad), 0.0)))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.where(
            self > other,
            grad,
            np.where(self == other, grad / 2, np.where(other != other, grad, 0.0)),
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        np.where(
            other > self,
            grad,
            np.where(
                self == other,
                grad / 2,
                np.where(self != self, np.where(other != other, 0.0, grad), 0.0),
            ),
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def fmin_backward(grad, *, self, other, needs=(True, True)):
    """Backward of fmin(Tensor self, Tensor other) -> Tensor.

    self: where(self < other, grad, where(self == other, grad / 2, where(other != other, grad, 0.0)))
    other: where(other < self, grad, where(self == other, grad / 2, where(self != self, where(other != other, 0.0, grad), 0.0)))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.where(
            self < other,
            grad,
            np.where(self == other, grad / 2, np.where(other != other, grad, 0.0)),
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        np.where(
            other < self,
            grad,
            np.where(
                self == other,
                grad / 2,
                np.where(self != self, np.where(other != other, 0.0, grad), 0.0),
            ),
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def logaddexp_backward(grad, *, self, other, needs=(True, True)):
    """Backward of logaddexp(Tensor self, Tensor other) -> Tensor.

    self: grad * expit(where((self == other) & (self - other != 0), 0.0, self - other))
    other: grad * expit(where((self == other) & (self - other != 0), 0.0, other - self))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        grad
        * scipy.special.expit(np.where((self == other) & (self - other != 0), 0.0, self - other))
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad
        * scipy.special.expit(np.where((self == other) & (self - other != 0), 0.0, other - self))
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def logaddexp2_backward(grad, *, self, other, needs=(True, True)):
    """Backward of logaddexp2(Tensor self, Tensor other) -> Tensor.

    self: grad * expit(where((self == other) & (self - other != 0), 0.0, self - other) * 0.6931471805599453)
    other: grad * expit(where((self == other) & (self - other != 0), 0.0, other - self) * 0.6931471805599453)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        grad
        * scipy.special.expit(
            np.where((self == other) & (self - other != 0), 0.0, self - other) * 0.6931471805599453
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad
        * scipy.special.expit(
            np.where((self == other) & (self - other != 0), 0.0, other - self) * 0.6931471805599453
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def copysign_backward(grad, *, self, other, needs=(True, True)):
    """Backward of copysign(Tensor self, Tensor other) -> Tensor.

    self: grad * sign(self) * copysign(1.0, other)
    other: zeros_like(grad)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * np.sign(self) * np.copysign(1.0, other) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = np.zeros_like(grad) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def fmod_backward(grad, *, self, other, result, needs=(True, True)):
    """Backward of fmod(Tensor self, Tensor other) -> Tensor.

    self: grad
    other: -grad * rint((self - result) / other)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = -grad * np.rint((self - result) / other) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def remainder_backward(grad, *, self, other, result, needs=(True, True)):
    """Backward of remainder(Tensor self, Tensor other) -> Tensor.

    self: grad
    other: -grad * rint((self - result) / other)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = -grad * np.rint((self - result) / other) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def floor_divide_backward(grad, *, self_shape, other_shape, needs=(True, True)):
    """Backward of floor_divide(Tensor self, Tensor other) -> Tensor.

    self: zeros_like(grad)
    other: zeros_like(grad)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.zeros_like(grad) if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_other = np.zeros_like(grad) if needs[1] else None
    if grad_other is not None:
        if type(grad_other) is not np.ndarray or grad_other.shape != other_shape:
            grad_other = ops.sum_to(grad_other, other_shape)
    return grad_self, grad_other


def divmod_backward(
    grad_quotient, grad_remainder, *, self_shape, other_shape, quotient, needs=(True, True)
):
    """Backward of divmod(Tensor self, Tensor other) -> (Tensor quotient, Tensor remainder).

    self: grad_remainder
    other: -grad_remainder * quotient

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad_remainder if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_other = -grad_remainder * quotient if needs[1] else None
    if grad_other is not None:
        if type(grad_other) is not np.ndarray or grad_other.shape != other_shape:
            grad_other = ops.sum_to(grad_other, other_shape)
    return grad_self, grad_other


def clip_backward(grad, *, self, a_min, a_max, needs=(True, True, True)):
    """Backward of clip(Tensor self, Tensor? a_min=None, Tensor? a_max=None) -> Tensor.

    self: grad if a_min is None and a_max is None else where(self < a_min, 0.0, grad) if a_max is None else where(self > a_max, 0.0, grad) if a_min is None else where(self < a_min, 0.0, where(self > a_max, 0.0, grad))
    a_min: zeros_like(self) if a_min is None else where(self < a_min, grad, 0.0) if a_max is None else where(self < a_min, where(a_min <= a_max, grad, 0.0), 0.0)
    a_max: zeros_like(self) if a_max is None else where(self > a_max, grad, 0.0) if a_min is None else where(self > a_max, grad, where(a_min > a_max, grad, 0.0))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        (
            grad
            if a_min is None and a_max is None
            else np.where(self < a_min, 0.0, grad)
            if a_max is None
            else np.where(self > a_max, 0.0, grad)
            if a_min is None
            else np.where(self < a_min, 0.0, np.where(self > a_max, 0.0, grad))
        )
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_a_min = (
        (
            np.zeros_like(self)
            if a_min is None
            else np.where(self < a_min, grad, 0.0)
            if a_max is None
            else np.where(self < a_min, np.where(a_min <= a_max, grad, 0.0), 0.0)
        )
        if needs[1]
        else None
    )
    if grad_a_min is not None:
        if (
            type(grad_a_min) is not np.ndarray
            or type(a_min) is not np.ndarray
            or grad_a_min.shape != a_min.shape
        ):
            grad_a_min = ops.sum_to(grad_a_min, numeric.shape(a_min))
    grad_a_max = (
        (
            np.zeros_like(self)
            if a_max is None
            else np.where(self > a_max, grad, 0.0)
            if a_min is None
            else np.where(self > a_max, grad, np.where(a_min > a_max, grad, 0.0))
        )
        if needs[2]
        else None
    )
    if grad_a_max is not None:
        if (
            type(grad_a_max) is not np.ndarray
            or type(a_max) is not np.ndarray
            or grad_a_max.shape != a_max.shape
        ):
            grad_a_max = ops.sum_to(grad_a_max, numeric.shape(a_max))
    return grad_self, grad_a_min, grad_a_max


def ldexp_backward(grad, *, self_shape, other, needs=(True, True)):
    """Backward of ldexp(Tensor self, Tensor other) -> Tensor.

    self: ldexp(grad, other)
    other: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.ldexp(grad, other) if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    return grad_self, None


def frexp_backward(grad_mantissa, grad_exponent, *, exponent):
    """Backward of frexp(Tensor self) -> (Tensor mantissa, Tensor exponent).

    self: ldexp(grad_mantissa, -exponent)
    """
    return np.ldexp(grad_mantissa, -exponent)


def modf_backward(grad_fractional, grad_integral):
    """Backward of modf(Tensor self) -> (Tensor fractional, Tensor integral).

    self: grad_fractional
    """
    return grad_fractional


def conjugate_backward(grad):
    """Backward of conjugate(Tensor self) -> Tensor.

    self: conjugate(grad)
    """
    return np.conjugate(grad)


def real_backward(grad, *, self):
    """Backward of real(Tensor self) -> Tensor.

    self: astype(grad, numeric.dtype_of(self)) if numeric.is_complex(self) else grad
    """
    return ops.astype(grad, numeric.dtype_of(self)) if numeric.is_complex(self) else grad


def imag_backward(grad, *, self):
    """Backward of imag(Tensor self) -> Tensor.

    self: -1j * astype(grad, numeric.dtype_of(self)) if numeric.is_complex(self) else zeros_like(grad)
    """
    return (
        -1j * ops.astype(grad, numeric.dtype_of(self))
        if numeric.is_complex(self)
        else np.zeros_like(grad)
    )


def angle_backward(grad, *, self):
    """Backward of angle(Tensor self) -> Tensor.

    self: where(self == 0, 0.0, -1j * grad / where(self == 0, 1.0, self)) if numeric.is_complex(self) else zeros_like(grad)
    """
    return (
        np.where(self == 0, 0.0, -1j * grad / np.where(self == 0, 1.0, self))
        if numeric.is_complex(self)
        else np.zeros_like(grad)
    )


def nan_to_num_backward(grad, *, self, result):
    """Backward of nan_to_num(Tensor self, *, float nan=0.0, float? posinf=None, float? neginf=None) -> Tensor.

    self: where(result == self, grad, 0.0) if not numeric.is_complex(self) else where(real(result) == real(self), real(grad), 0.0) + 1j * where(imag(result) == imag(self), imag(grad), 0.0)
    """
    return (
        np.where(result == self, grad, 0.0)
        if not numeric.is_complex(self)
        else np.where(np.real(result) == np.real(self), np.real(grad), 0.0)
        + 1j * np.where(np.imag(result) == np.imag(self), np.imag(grad), 0.0)
    )


def sigmoid_backward(grad, *, result):
    """Backward of sigmoid(Tensor self) -> Tensor.

    self: grad * result * (1 - result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * result) * (1.0 - result))", {"grad": grad, "result": result}
            )
        t_self0 = np.multiply(grad, result)
        t_self1 = np.subtract(1, result)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * result * (1 - result)


def log_expit_backward(grad, *, self):
    """Backward of log_expit(Tensor self) -> Tensor.

    self: grad * expit(-self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(self)
        scipy.special.expit(t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * scipy.special.expit(-self)


def log_sigmoid_backward(grad, *, self):
    """Backward of log_sigmoid(Tensor self) -> Tensor.

    self: grad * expit(-self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(self)
        scipy.special.expit(t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * scipy.special.expit(-self)


def softplus_backward(grad, *, self):
    """Backward of softplus(Tensor self) -> Tensor.

    self: grad * expit(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.expit(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * scipy.special.expit(self)


def relu_backward(grad, *, self):
    """Backward of relu(Tensor self) -> Tensor.

    self: where(self > 0, grad, 0.0)
    """
    return np.where(self > 0, grad, 0.0)


def gelu_backward(grad, *, self):
    """Backward of gelu(Tensor self) -> Tensor.

    self: grad * (ndtr(self) + 0.3989422804014327 * self * exp(-0.5 * self * self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.ndtr(self)
        t_self1 = np.multiply(0.3989422804014327, self)
        t_self2 = np.multiply(-0.5, self)
        np.multiply(t_self2, self, out=t_self2)
        np.exp(t_self2, out=t_self2)
        np.multiply(t_self1, t_self2, out=t_self1)
        np.add(t_self0, t_self1, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (
        scipy.special.ndtr(self) + 0.3989422804014327 * self * np.exp(-0.5 * self * self)
    )


def gelu_tanh_backward(grad, *, self):
    """Backward of gelu_tanh(Tensor self) -> Tensor.

    self: grad * (0.5 * (1 + tanh(0.7978845608028654 * (self + 0.044715 * self * self * self))) + 0.5 * self * (1 - tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2) * 0.7978845608028654 * (1 + 0.134145 * self * self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad * ((0.5 * (1.0 + tanh((0.7978845608028654 * (self + (((0.044715 * self) * self) * self)))))) + ((((0.5 * self) * (1.0 - (tanh((0.7978845608028654 * (self + (((0.044715 * self) * self) * self)))) ** 2.0))) * 0.7978845608028654) * (1.0 + ((0.134145 * self) * self)))))",
                {"grad": grad, "self": self},
            )
        t_self0 = np.multiply(0.044715, self)
        np.multiply(t_self0, self, out=t_self0)
        np.multiply(t_self0, self, out=t_self0)
        np.add(self, t_self0, out=t_self0)
        np.multiply(0.7978845608028654, t_self0, out=t_self0)
        np.tanh(t_self0, out=t_self0)
        np.add(1, t_self0, out=t_self0)
        np.multiply(0.5, t_self0, out=t_self0)
        t_self1 = np.multiply(0.5, self)
        t_self2 = np.multiply(0.044715, self)
        np.multiply(t_self2, self, out=t_self2)
        np.multiply(t_self2, self, out=t_self2)
        np.add(self, t_self2, out=t_self2)
        np.multiply(0.7978845608028654, t_self2, out=t_self2)
        np.tanh(t_self2, out=t_self2)
        np.power(t_self2, 2, out=t_self2)
        np.subtract(1, t_self2, out=t_self2)
        np.multiply(t_self1, t_self2, out=t_self1)
        np.multiply(t_self1, 0.7978845608028654, out=t_self1)
        t_self3 = np.multiply(0.134145, self)
        np.multiply(t_self3, self, out=t_self3)
        np.add(1, t_self3, out=t_self3)
        np.multiply(t_self1, t_self3, out=t_self1)
        np.add(t_self0, t_self1, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (
        0.5 * (1 + np.tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)))
        + 0.5
        * self
        * (1 - np.tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2)
        * 0.7978845608028654
        * (1 + 0.134145 * self * self)
    )


def softmax_backward(grad, *, result, axis):
    """Backward of softmax(Tensor self, int[]? axis=-1) -> Tensor.

    self: result * (grad - sum(grad * result, axis, keepdims=True))
    """
    return result * (grad - np.sum(grad * result, axis, keepdims=True))


def log_softmax_backward(grad, *, result, axis):
    """Backward of log_softmax(Tensor self, int[]? axis=-1) -> Tensor.

    self: grad - exp(result) * sum(grad, axis, keepdims=True)
    """
    return grad - np.exp(result) * np.sum(grad, axis, keepdims=True)


def logsumexp_backward(grad, *, self, axis, keepdims):
    """Backward of logsumexp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * softmax(self, axis)
    """
    return ops.expand_reduced(grad, self.shape, axis, keepdims) * ops.softmax(self, axis)


def softmax_cross_entropy_backward(grad, *, logits, labels, axis, needs=(True, True)):
    """Backward of softmax_cross_entropy(Tensor logits, Tensor labels, int axis=-1) -> Tensor.

    logits: expand_reduced(grad, logits.shape, axis, False) * softmax(logits, axis) - untake_along_axis(expand_dims(grad, axis), logits.shape, numeric.label_lanes(labels, axis), axis)
    labels: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_logits = (
        ops.expand_reduced(grad, logits.shape, axis, False) * ops.softmax(logits, axis)
        - ops.untake_along_axis(
            np.expand_dims(grad, axis), logits.shape, numeric.label_lanes(labels, axis), axis
        )
        if needs[0]
        else None
    )
    return grad_logits, None


def erf_backward(grad, *, self):
    """Backward of erf(Tensor self) -> Tensor.

    self: grad * 1.1283791670955126 * exp(-self * self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 1.1283791670955126) * exp(((-self) * self)))",
                {"grad": grad, "self": self},
            )
        t_self0 = np.multiply(grad, 1.1283791670955126)
        t_self1 = np.negative(self)
        np.multiply(t_self1, self, out=t_self1)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 1.1283791670955126 * np.exp(-self * self)


def erfc_backward(grad, *, self):
    """Backward of erfc(Tensor self) -> Tensor.

    self: -grad * 1.1283791670955126 * exp(-self * self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(((-grad) * 1.1283791670955126) * exp(((-self) * self)))",
                {"grad": grad, "self": self},
            )
        t_self0 = np.negative(grad)
        np.multiply(t_self0, 1.1283791670955126, out=t_self0)
        t_self1 = np.negative(self)
        np.multiply(t_self1, self, out=t_self1)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * 1.1283791670955126 * np.exp(-self * self)


def erfcx_backward(grad, *, self, result):
    """Backward of erfcx(Tensor self) -> Tensor.

    self: grad * (2 * where(self < 1e10, self * result, 0.5641895835477563) - 1.1283791670955126)
    """
    return grad * (
        2 * np.where(self < 10000000000.0, self * result, 0.5641895835477563) - 1.1283791670955126
    )


def erfinv_backward(grad, *, result):
    """Backward of erfinv(Tensor self) -> Tensor.

    self: grad * 0.8862269254527579 * exp(result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 0.8862269254527579) * exp((result * result)))",
                {"grad": grad, "result": result},
            )
        t_self0 = np.multiply(grad, 0.8862269254527579)
        t_self1 = np.multiply(result, result)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 0.8862269254527579 * np.exp(result * result)


def erfcinv_backward(grad, *, result):
    """Backward of erfcinv(Tensor self) -> Tensor.

    self: -grad * 0.8862269254527579 * exp(result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(((-grad) * 0.8862269254527579) * exp((result * result)))",
                {"grad": grad, "result": result},
            )
        t_self0 = np.negative(grad)
        np.multiply(t_self0, 0.8862269254527579, out=t_self0)
        t_self1 = np.multiply(result, result)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * 0.8862269254527579 * np.exp(result * result)


def ndtr_backward(grad, *, self):
    """Backward of ndtr(Tensor self) -> Tensor.

    self: grad * 0.3989422804014327 * exp(-0.5 * self * self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 0.3989422804014327) * exp((((-0.5) * self) * self)))",
                {"grad": grad, "self": self},
            )
        t_self0 = np.multiply(grad, 0.3989422804014327)
        t_self1 = np.multiply(-0.5, self)
        np.multiply(t_self1, self, out=t_self1)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 0.3989422804014327 * np.exp(-0.5 * self * self)


def log_ndtr_backward(grad, *, self):
    """Backward of log_ndtr(Tensor self) -> Tensor.

    self: grad * where(self < 0, 0.7978845608028654 / erfcx(-0.7071067811865476 * where(self < 0, self, 0.0)), 0.3989422804014327 * exp(-0.5 * where(self < 0, 0.0, self) ** 2) / ndtr(where(self < 0, 0.0, self)))
    """
    return grad * np.where(
        self < 0,
        0.7978845608028654
        / scipy.special.erfcx(-0.7071067811865476 * np.where(self < 0, self, 0.0)),
        0.3989422804014327
        * np.exp(-0.5 * np.where(self < 0, 0.0, self) ** 2)
        / scipy.special.ndtr(np.where(self < 0, 0.0, self)),
    )


def logit_backward(grad, *, self):
    """Backward of logit(Tensor self) -> Tensor.

    self: grad / (self * (1 - self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad / (self * (1.0 - self)))", {"grad": grad, "self": self})
        t_self0 = np.subtract(1, self)
        np.multiply(self, t_self0, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        return t_self0
    return grad / (self * (1 - self))


def gamma_backward(grad, *, self, result):
    """Backward of gamma(Tensor self) -> Tensor.

    self: grad * result * digamma(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, self)
    ):
        t_self0 = np.multiply(grad, result)
        t_self1 = scipy.special.digamma(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * result * scipy.special.digamma(self)


def gammaln_backward(grad, *, self):
    """Backward of gammaln(Tensor self) -> Tensor.

    self: grad * digamma(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.digamma(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * scipy.special.digamma(self)


def digamma_backward(grad, *, self):
    """Backward of digamma(Tensor self) -> Tensor.

    self: grad * polygamma(1, self)
    """
    return grad * ops.polygamma(1, self)


def polygamma_backward(grad, *, self, n):
    """Backward of polygamma(int n, Tensor self) -> Tensor.

    self: grad * polygamma(n + 1, self)
    """
    return grad * ops.polygamma(n + 1, self)


def xlogy_backward(grad, *, self, other, needs=(True, True)):
    """Backward of xlogy(Tensor self, Tensor other) -> Tensor.

    self: grad * log(other)
    other: grad * where(self == 0, 0.0, self / where(self == 0, 1.0, other))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * np.log(other) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad * np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, other))
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def xlog1py_backward(grad, *, self, other, needs=(True, True)):
    """Backward of xlog1py(Tensor self, Tensor other) -> Tensor.

    self: grad * log1p(other)
    other: grad * where(self == 0, 0.0, self / where(self == 0, 1.0, 1 + other))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * np.log1p(other) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad * np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, 1 + other))
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def entr_backward(grad, *, self):
    """Backward of entr(Tensor self) -> Tensor.

    self: -grad * (log(self) + 1)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("((-grad) * (log(self) + 1.0))", {"grad": grad, "self": self})
        t_self0 = np.negative(grad)
        t_self1 = np.log(self)
        np.add(t_self1, 1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * (np.log(self) + 1)


def rel_entr_backward(grad, *, self, other, needs=(True, True)):
    """Backward of rel_entr(Tensor self, Tensor other) -> Tensor.

    self: grad * (log(self / where(self == 0, 1.0, other)) + 1)
    other: -grad * where(self == 0, 0.0, self / where(self == 0, 1.0, other))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * (np.log(self / np.where(self == 0, 1.0, other)) + 1) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        -grad * np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, other))
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def kl_div_backward(grad, *, self, other, needs=(True, True)):
    """Backward of kl_div(Tensor self, Tensor other) -> Tensor.

    self: grad * log(self / where(self == 0, 1.0, other))
    other: grad * (1 - where(self == 0, 0.0, self / where(self == 0, 1.0, other)))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad * np.log(self / np.where(self == 0, 1.0, other)) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        grad * (1 - np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, other)))
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def amax_backward(grad, *, self, result, axis, keepdims):
    """Backward of amax(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / ops.astype(
                np.sum(
                    self == ops.expand_reduced(result, self.shape, axis, keepdims),
                    axis,
                    keepdims=keepdims,
                ),
                numeric.dtype_of(grad),
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def amin_backward(grad, *, self, result, axis, keepdims):
    """Backward of amin(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / ops.astype(
                np.sum(
                    self == ops.expand_reduced(result, self.shape, axis, keepdims),
                    axis,
                    keepdims=keepdims,
                ),
                numeric.dtype_of(grad),
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def ptp_backward(grad, *, self, axis, keepdims):
    """Backward of ptp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == max(self, axis, keepdims=True), expand_reduced(grad, self.shape, axis, keepdims) / astype(sum(self == max(self, axis, keepdims=True), axis, keepdims=True), numeric.dtype_of(grad)), 0.0) - where(self == min(self, axis, keepdims=True), expand_reduced(grad, self.shape, axis, keepdims) / astype(sum(self == min(self, axis, keepdims=True), axis, keepdims=True), numeric.dtype_of(grad)), 0.0)
    """
    return np.where(
        self == np.max(self, axis, keepdims=True),
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        / ops.astype(
            np.sum(self == np.max(self, axis, keepdims=True), axis, keepdims=True),
            numeric.dtype_of(grad),
        ),
        0.0,
    ) - np.where(
        self == np.min(self, axis, keepdims=True),
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        / ops.astype(
            np.sum(self == np.min(self, axis, keepdims=True), axis, keepdims=True),
            numeric.dtype_of(grad),
        ),
        0.0,
    )


def var_backward(grad, *, self, axis, ddof, keepdims):
    """Backward of var(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * conjugate(self - mean(self, axis, keepdims=True)) * numeric.ieee_divide(2.0 * grad.size, self.size - ddof * grad.size)
    """
    return (
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        * np.conjugate(self - np.mean(self, axis, keepdims=True))
        * numeric.ieee_divide(2.0 * grad.size, self.size - ddof * grad.size)
    )


def std_backward(grad, *, self, result, axis, ddof, keepdims):
    """Backward of std(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    self: where((max(self, axis, keepdims=True) == min(self, axis, keepdims=True)) if not numeric.is_complex(self) else (max(real(self), axis, keepdims=True) == min(real(self), axis, keepdims=True)) & (max(imag(self), axis, keepdims=True) == min(imag(self), axis, keepdims=True)), 0.0, expand_reduced(grad / where(result > 0, result, 1.0), self.shape, axis, keepdims) * conjugate(self - mean(self, axis, keepdims=True)) * numeric.ieee_divide(grad.size, self.size - ddof * grad.size)) if self.size > 0 else expand_reduced(grad, self.shape, axis, keepdims)
    """
    return (
        np.where(
            np.max(self, axis, keepdims=True) == np.min(self, axis, keepdims=True)
            if not numeric.is_complex(self)
            else (
                np.max(np.real(self), axis, keepdims=True)
                == np.min(np.real(self), axis, keepdims=True)
            )
            & (
                np.max(np.imag(self), axis, keepdims=True)
                == np.min(np.imag(self), axis, keepdims=True)
            ),
            0.0,
            ops.expand_reduced(grad / np.where(result > 0, result, 1.0), self.shape, axis, keepdims)
            * np.conjugate(self - np.mean(self, axis, keepdims=True))
            * numeric.ieee_divide(grad.size, self.size - ddof * grad.size),
        )
        if self.size > 0
        else ops.expand_reduced(grad, self.shape, axis, keepdims)
    )


def average_backward(grad, *, self, weights, result, axis, keepdims, needs=(True, True)):
    """Backward of average(Tensor self, int[]? axis=None, Tensor? weights=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * numeric.ieee_divide(grad.size, self.size) if weights is None else expand_reduced(grad / sum(broadcast_to(reshape(transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)), numeric.average_shape(self.shape, weights.shape, axis)), self.shape), axis, keepdims=keepdims), self.shape, axis, keepdims) * reshape(transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)), numeric.average_shape(self.shape, weights.shape, axis))
    weights: None if weights is None else transpose(reshape(sum_to( expand_reduced(grad / sum(broadcast_to(reshape(transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)), numeric.average_shape(self.shape, weights.shape, axis)), self.shape), axis, keepdims=keepdims), self.shape, axis, keepdims) * (self - expand_reduced(result, self.shape, axis, keepdims)), numeric.average_shape(self.shape, weights.shape, axis)), numeric.permuted(weights.shape, numeric.average_perm(self.shape, weights.shape, axis))), numeric.inverse_permutation(numeric.average_perm(self.shape, weights.shape, axis), weights.ndim))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        (
            ops.expand_reduced(grad, self.shape, axis, keepdims)
            * numeric.ieee_divide(grad.size, self.size)
            if weights is None
            else ops.expand_reduced(
                grad
                / np.sum(
                    np.broadcast_to(
                        ops.reshape(
                            ops.transpose(
                                weights, numeric.average_perm(self.shape, weights.shape, axis)
                            ),
                            numeric.average_shape(self.shape, weights.shape, axis),
                        ),
                        self.shape,
                    ),
                    axis,
                    keepdims=keepdims,
                ),
                self.shape,
                axis,
                keepdims,
            )
            * ops.reshape(
                ops.transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)),
                numeric.average_shape(self.shape, weights.shape, axis),
            )
        )
        if needs[0]
        else None
    )
    grad_weights = (
        (
            None
            if weights is None
            else ops.transpose(
                ops.reshape(
                    ops.sum_to(
                        ops.expand_reduced(
                            grad
                            / np.sum(
                                np.broadcast_to(
                                    ops.reshape(
                                        ops.transpose(
                                            weights,
                                            numeric.average_perm(self.shape, weights.shape, axis),
                                        ),
                                        numeric.average_shape(self.shape, weights.shape, axis),
                                    ),
                                    self.shape,
                                ),
                                axis,
                                keepdims=keepdims,
                            ),
                            self.shape,
                            axis,
                            keepdims,
                        )
                        * (self - ops.expand_reduced(result, self.shape, axis, keepdims)),
                        numeric.average_shape(self.shape, weights.shape, axis),
                    ),
                    numeric.permuted(
                        weights.shape, numeric.average_perm(self.shape, weights.shape, axis)
                    ),
                ),
                numeric.inverse_permutation(
                    numeric.average_perm(self.shape, weights.shape, axis), weights.ndim
                ),
            )
        )
        if needs[1]
        else None
    )
    return grad_self, grad_weights


def trace_backward(grad, *, self_shape, offset, axis1, axis2):
    """Backward of trace(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor.

    self: diagonal_embed(expand_reduced(grad, numeric.diagonal_shape(self.shape, offset, axis1, axis2), -1), self.shape, offset, axis1, axis2)
    """
    return ops.diagonal_embed(
        ops.expand_reduced(grad, numeric.diagonal_shape(self_shape, offset, axis1, axis2), -1),
        self_shape,
        offset,
        axis1,
        axis2,
    )


def nansum_backward(grad, *, self, axis, keepdims):
    """Backward of nansum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == self, expand_reduced(grad, self.shape, axis, keepdims), 0.0)
    """
    return np.where(self == self, ops.expand_reduced(grad, self.shape, axis, keepdims), 0.0)


def nanmean_backward(grad, *, self, axis, keepdims):
    """Backward of nanmean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == self, expand_reduced(grad, self.shape, axis, keepdims) / where(sum(self == self, axis, keepdims=True) > 0, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)), 1), 0.0)
    """
    return np.where(
        self == self,
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        / np.where(
            np.sum(self == self, axis, keepdims=True) > 0,
            ops.astype(np.sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)),
            1,
        ),
        0.0,
    )


def cumsum_backward(grad, *, self_shape, axis):
    """Backward of cumsum(Tensor self, int? axis=None) -> Tensor.

    self: reshape(flip(cumsum(flip(grad, axis), axis), axis), self.shape)
    """
    return ops.reshape(np.flip(ops.cumsum(np.flip(grad, axis), axis), axis), self_shape)


def cumprod_backward(grad, *, self, result, axis):
    """Backward of cumprod(Tensor self, int? axis=None) -> Tensor.

    self: reshape(getitem(pad(result, numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0), constant_values=1.0), numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1)) * linear_scan(grad, reshape(self, result.shape), numeric.scan_axis(axis), True), self.shape)
    """
    return ops.reshape(
        ops.getitem(
            np.pad(
                result,
                numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0),
                constant_values=1.0,
            ),
            numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1),
        )
        * ops.linear_scan(grad, ops.reshape(self, result.shape), numeric.scan_axis(axis), True),
        self.shape,
    )


def linear_scan_backward(grad, *, coef, result, axis, reverse, needs=(True, True)):
    """Backward of linear_scan(Tensor self, Tensor coef, int axis, bool reverse=False) -> Tensor.

    self: linear_scan(grad, coef, axis, not reverse)
    coef: getitem(pad(linear_scan(grad, coef, axis, False) if reverse else result, numeric.shift_pad(coef.ndim, axis, 1, 0)), numeric.axis_slice(coef.ndim, axis, None, -1)) * (result if reverse else linear_scan(grad, coef, axis, True))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.linear_scan(grad, coef, axis, not reverse) if needs[0] else None
    grad_coef = (
        ops.getitem(
            np.pad(
                ops.linear_scan(grad, coef, axis, False) if reverse else result,
                numeric.shift_pad(coef.ndim, axis, 1, 0),
            ),
            numeric.axis_slice(coef.ndim, axis, None, -1),
        )
        * (result if reverse else ops.linear_scan(grad, coef, axis, True))
        if needs[1]
        else None
    )
    return grad_self, grad_coef


def ravel_backward(grad, *, self_shape):
    """Backward of ravel(Tensor self) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


def atleast_1d_backward(grad, *, self_shape):
    """Backward of atleast_1d(Tensor self) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


def atleast_2d_backward(grad, *, self_shape):
    """Backward of atleast_2d(Tensor self) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


def atleast_3d_backward(grad, *, self_shape):
    """Backward of atleast_3d(Tensor self) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return ops.reshape(grad, self_shape)


def moveaxis_backward(grad, *, source, destination):
    """Backward of moveaxis(Tensor self, int[] source, int[] destination) -> Tensor.

    self: moveaxis(grad, destination, source)
    """
    return np.moveaxis(grad, destination, source)


def stack_backward(grad, *, axis):
    """Backward of stack(Tensor[] arrays, int axis=0) -> Tensor.

    arrays: unstack(grad, axis)
    """
    return ops.unstack(grad, axis)


def unstack_backward(grad, *, axis):
    """Backward of unstack(Tensor self, int axis=0) -> Tensor[].

    self: stack(grad, axis)
    """
    return np.stack(grad, axis)


def hstack_backward(grad, *, tup):
    """Backward of hstack(Tensor[] tup) -> Tensor.

    tup: unconcatenate(grad, numeric.stack_layouts(tup, "hstack"), numeric.shapes(tup), numeric.stack_axis(tup, "hstack"))
    """
    return ops.unconcatenate(
        grad,
        numeric.stack_layouts(tup, "hstack"),
        numeric.shapes(tup),
        numeric.stack_axis(tup, "hstack"),
    )


def vstack_backward(grad, *, tup):
    """Backward of vstack(Tensor[] tup) -> Tensor.

    tup: unconcatenate(grad, numeric.stack_layouts(tup, "vstack"), numeric.shapes(tup), numeric.stack_axis(tup, "vstack"))
    """
    return ops.unconcatenate(
        grad,
        numeric.stack_layouts(tup, "vstack"),
        numeric.shapes(tup),
        numeric.stack_axis(tup, "vstack"),
    )


def dstack_backward(grad, *, tup):
    """Backward of dstack(Tensor[] tup) -> Tensor.

    tup: unconcatenate(grad, numeric.stack_layouts(tup, "dstack"), numeric.shapes(tup), numeric.stack_axis(tup, "dstack"))
    """
    return ops.unconcatenate(
        grad,
        numeric.stack_layouts(tup, "dstack"),
        numeric.shapes(tup),
        numeric.stack_axis(tup, "dstack"),
    )


def column_stack_backward(grad, *, tup):
    """Backward of column_stack(Tensor[] tup) -> Tensor.

    tup: unconcatenate(grad, numeric.stack_layouts(tup, "column_stack"), numeric.shapes(tup), numeric.stack_axis(tup, "column_stack"))
    """
    return ops.unconcatenate(
        grad,
        numeric.stack_layouts(tup, "column_stack"),
        numeric.shapes(tup),
        numeric.stack_axis(tup, "column_stack"),
    )


def reshape_concatenate_backward(grad, *, arrays, layouts, axis):
    """Backward of reshape_concatenate(Tensor[] arrays, int[] layouts, int axis) -> Tensor.

    arrays: unconcatenate(grad, layouts, numeric.shapes(arrays), axis)
    """
    return ops.unconcatenate(grad, layouts, numeric.shapes(arrays), axis)


def unconcatenate_backward(grad, *, layouts, axis):
    """Backward of unconcatenate(Tensor self, int[] layouts, int[] shapes, int axis) -> Tensor[].

    self: reshape_concatenate(grad, layouts, axis)
    """
    return ops.reshape_concatenate(grad, layouts, axis)


def array_split_backward(grad, *, axis):
    """Backward of array_split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    self: concatenate(grad, axis)
    """
    return np.concatenate(grad, axis)


def hsplit_backward(grad, *, self_shape):
    """Backward of hsplit(Tensor self, int[] indices_or_sections) -> Tensor[].

    self: concatenate(grad, numeric.split_axis(self.ndim, "hsplit"))
    """
    return np.concatenate(grad, numeric.split_axis(len(self_shape), "hsplit"))


def vsplit_backward(grad, *, self_shape):
    """Backward of vsplit(Tensor self, int[] indices_or_sections) -> Tensor[].

    self: concatenate(grad, numeric.split_axis(self.ndim, "vsplit"))
    """
    return np.concatenate(grad, numeric.split_axis(len(self_shape), "vsplit"))


def dsplit_backward(grad, *, self_shape):
    """Backward of dsplit(Tensor self, int[] indices_or_sections) -> Tensor[].

    self: concatenate(grad, numeric.split_axis(self.ndim, "dsplit"))
    """
    return np.concatenate(grad, numeric.split_axis(len(self_shape), "dsplit"))


def flip_backward(grad, *, axis):
    """Backward of flip(Tensor self, int[]? axis=None) -> Tensor.

    self: flip(grad, axis)
    """
    return np.flip(grad, axis)


def fliplr_backward(grad):
    """Backward of fliplr(Tensor self) -> Tensor.

    self: fliplr(grad)
    """
    return np.fliplr(grad)


def flipud_backward(grad):
    """Backward of flipud(Tensor self) -> Tensor.

    self: flipud(grad)
    """
    return np.flipud(grad)


def roll_backward(grad, *, shift, axis):
    """Backward of roll(Tensor self, int[] shift, int[]? axis=None) -> Tensor.

    self: roll(grad, numeric.negate(shift), axis)
    """
    return np.roll(grad, numeric.negate(shift), axis)


def rot90_backward(grad, *, k, axes):
    """Backward of rot90(Tensor self, int k=1, int[] axes=(0, 1)) -> Tensor.

    self: rot90(grad, -k, axes)
    """
    return np.rot90(grad, -k, axes)


def tile_backward(grad, *, self_shape, reps):
    """Backward of tile(Tensor self, int[] reps) -> Tensor.

    self: reshape(sum(reshape(grad, numeric.tile_split_shape(self.shape, reps)), numeric.tile_rep_axes(self.shape, reps)), self.shape)
    """
    return ops.reshape(
        np.sum(
            ops.reshape(grad, numeric.tile_split_shape(self_shape, reps)),
            numeric.tile_rep_axes(self_shape, reps),
        ),
        self_shape,
    )


def repeat_backward(grad, *, self_shape, repeats, axis):
    """Backward of repeat(Tensor self, int[] repeats, int? axis=None) -> Tensor.

    self: untake(grad, self.shape, numeric.repeat_indices(self.shape, repeats, axis), axis)
    """
    return ops.untake(grad, self_shape, numeric.repeat_indices(self_shape, repeats, axis), axis)


def diagonal_backward(grad, *, self_shape, offset, axis1, axis2):
    """Backward of diagonal(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor.

    self: diagonal_embed(grad, self.shape, offset, axis1, axis2)
    """
    return ops.diagonal_embed(grad, self_shape, offset, axis1, axis2)


def diagonal_embed_backward(grad, *, offset, axis1, axis2):
    """Backward of diagonal_embed(Tensor self, int[] shape, int offset=0, int axis1=0, int axis2=1) -> Tensor.

    self: diagonal(grad, offset, axis1, axis2)
    """
    return np.diagonal(grad, offset, axis1, axis2)


def diag_backward(grad, *, self_shape, k):
    """Backward of diag(Tensor self, int k=0) -> Tensor.

    self: diagonal(grad, k) if self.ndim == 1 else diagonal_embed(grad, self.shape, k, 0, 1)
    """
    return (
        np.diagonal(grad, k)
        if len(self_shape) == 1
        else ops.diagonal_embed(grad, self_shape, k, 0, 1)
    )


def triu_backward(grad, *, self_shape, k):
    """Backward of triu(Tensor self, int k=0) -> Tensor.

    self: triu(grad, k) if self.ndim >= 2 else sum(triu(grad, k), 0)
    """
    return ops.triu(grad, k) if len(self_shape) >= 2 else np.sum(ops.triu(grad, k), 0)


def tril_backward(grad, *, self_shape, k):
    """Backward of tril(Tensor self, int k=0) -> Tensor.

    self: tril(grad, k) if self.ndim >= 2 else sum(tril(grad, k), 0)
    """
    return ops.tril(grad, k) if len(self_shape) >= 2 else np.sum(ops.tril(grad, k), 0)


def pad_backward(grad, *, self_shape, pad_width):
    """Backward of pad(Tensor self, int[] pad_width, str mode="constant", *, Scalar constant_values=0) -> Tensor.

    self: getitem(grad, numeric.pad_interior(self.shape, pad_width))
    """
    return ops.getitem(grad, numeric.pad_interior(self_shape, pad_width))


def diff_backward(grad, *, self_shape, n, axis):
    """Backward of diff(Tensor self, int n=1, int axis=-1) -> Tensor.

    self: diff(pad(grad, numeric.shift_pad(grad.ndim, axis, n, n)), n, axis) * (-1) ** n if self.shape[axis] > n else pad(grad, numeric.shift_pad(grad.ndim, axis, 0, self.shape[axis]))
    """
    return (
        np.diff(np.pad(grad, numeric.shift_pad(grad.ndim, axis, n, n)), n, axis) * (-1) ** n
        if self_shape[axis] > n
        else np.pad(grad, numeric.shift_pad(grad.ndim, axis, 0, self_shape[axis]))
    )


def take_along_axis_backward(grad, *, self_shape, indices, axis, needs=(True, True)):
    """Backward of take_along_axis(Tensor self, Tensor indices, int? axis=-1) -> Tensor.

    self: untake_along_axis(grad, self.shape, indices, axis)
    indices: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.untake_along_axis(grad, self_shape, indices, axis) if needs[0] else None
    return grad_self, None


def untake_along_axis_backward(grad, *, indices, axis, needs=(True, True)):
    """Backward of untake_along_axis(Tensor self, int[] shape, Tensor indices, int? axis=-1) -> Tensor.

    self: take_along_axis(grad, indices, axis)
    indices: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.take_along_axis(grad, indices, axis) if needs[0] else None
    return grad_self, None


def sort_backward(grad, *, self, axis):
    """Backward of sort(Tensor self, int? axis=-1, str? kind=None, *, bool? stable=None) -> Tensor.

    self: untake_along_axis(grad, self.shape, numeric.stable_argsort(self, axis), axis)
    """
    return ops.untake_along_axis(grad, self.shape, numeric.stable_argsort(self, axis), axis)


def einsum_backward(grad, *, operands, subscripts):
    """Backward of einsum(str subscripts, Tensor[] operands) -> Tensor.

    operands: einsum_terms(operands + [grad], numeric.einsum_grad_plan(subscripts, operands))
    """
    return ops.einsum_terms(operands + [grad], numeric.einsum_grad_plan(subscripts, operands))


def einsum_terms_backward(grad, *, operands, plan):
    """Backward of einsum_terms(Tensor[] operands, str plan) -> Tensor[].

    operands: einsum_terms(operands + grad, numeric.einsum_terms_transpose(plan, operands))
    """
    return ops.einsum_terms(operands + grad, numeric.einsum_terms_transpose(plan, operands))


def dot_backward(grad, *, self, other, needs=(True, True)):
    """Backward of dot(Tensor self, Tensor other) -> Tensor.

    self: transpose(tensordot(grad, other, numeric.product_grad_axes("dot", self.shape, other.shape, None, "self")), numeric.product_grad_perm("dot", self.shape, other.shape, None, "self"))
    other: transpose(tensordot(self, grad, numeric.product_grad_axes("dot", self.shape, other.shape, None, "other")), numeric.product_grad_perm("dot", self.shape, other.shape, None, "other"))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.transpose(
            ops.tensordot(
                grad, other, numeric.product_grad_axes("dot", self.shape, other.shape, None, "self")
            ),
            numeric.product_grad_perm("dot", self.shape, other.shape, None, "self"),
        )
        if needs[0]
        else None
    )
    grad_other = (
        ops.transpose(
            ops.tensordot(
                self, grad, numeric.product_grad_axes("dot", self.shape, other.shape, None, "other")
            ),
            numeric.product_grad_perm("dot", self.shape, other.shape, None, "other"),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_other


def vdot_backward(grad, *, self, other, needs=(True, True)):
    """Backward of vdot(Tensor self, Tensor other) -> Tensor.

    self: conjugate(grad * reshape(other, self.shape))
    other: grad * conjugate(reshape(self, other.shape))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.conjugate(grad * ops.reshape(other, self.shape)) if needs[0] else None
    grad_other = grad * np.conjugate(ops.reshape(self, other.shape)) if needs[1] else None
    return grad_self, grad_other


def inner_backward(grad, *, self, other, needs=(True, True)):
    """Backward of inner(Tensor self, Tensor other) -> Tensor.

    self: transpose(tensordot(grad, other, numeric.product_grad_axes("inner", self.shape, other.shape, None, "self")), numeric.product_grad_perm("inner", self.shape, other.shape, None, "self"))
    other: transpose(tensordot(self, grad, numeric.product_grad_axes("inner", self.shape, other.shape, None, "other")), numeric.product_grad_perm("inner", self.shape, other.shape, None, "other"))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.transpose(
            ops.tensordot(
                grad,
                other,
                numeric.product_grad_axes("inner", self.shape, other.shape, None, "self"),
            ),
            numeric.product_grad_perm("inner", self.shape, other.shape, None, "self"),
        )
        if needs[0]
        else None
    )
    grad_other = (
        ops.transpose(
            ops.tensordot(
                self,
                grad,
                numeric.product_grad_axes("inner", self.shape, other.shape, None, "other"),
            ),
            numeric.product_grad_perm("inner", self.shape, other.shape, None, "other"),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_other


def outer_backward(grad, *, self, other, needs=(True, True)):
    """Backward of outer(Tensor self, Tensor other) -> Tensor.

    self: reshape(grad @ reshape(other, [-1]), self.shape)
    other: reshape(reshape(self, [-1]) @ grad, other.shape)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.reshape(grad @ ops.reshape(other, [-1]), self.shape) if needs[0] else None
    grad_other = ops.reshape(ops.reshape(self, [-1]) @ grad, other.shape) if needs[1] else None
    return grad_self, grad_other


def tensordot_backward(grad, *, self, other, axes, needs=(True, True)):
    """Backward of tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor.

    self: transpose(tensordot(grad, other, numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "self")), numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "self"))
    other: transpose(tensordot(self, grad, numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "other")), numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "other"))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.transpose(
            ops.tensordot(
                grad,
                other,
                numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "self"),
            ),
            numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "self"),
        )
        if needs[0]
        else None
    )
    grad_other = (
        ops.transpose(
            ops.tensordot(
                self,
                grad,
                numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "other"),
            ),
            numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "other"),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_other


def kron_backward(grad, *, self, other, needs=(True, True)):
    """Backward of kron(Tensor self, Tensor other) -> Tensor.

    self: reshape(einsum(numeric.kron_grad_subscripts(self.shape, other.shape, "left"), [reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)), reshape(other, numeric.kron_pad(other.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]))]), self.shape)
    other: reshape(einsum(numeric.kron_grad_subscripts(self.shape, other.shape, "right"), [reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)), reshape(self, numeric.kron_pad(self.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]))]), other.shape)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.reshape(
            np.einsum(
                numeric.kron_grad_subscripts(self.shape, other.shape, "left"),
                *[
                    ops.reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)),
                    ops.reshape(
                        other,
                        numeric.kron_pad(
                            other.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]
                        ),
                    ),
                ],
            ),
            self.shape,
        )
        if needs[0]
        else None
    )
    grad_other = (
        ops.reshape(
            np.einsum(
                numeric.kron_grad_subscripts(self.shape, other.shape, "right"),
                *[
                    ops.reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)),
                    ops.reshape(
                        self,
                        numeric.kron_pad(
                            self.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]
                        ),
                    ),
                ],
            ),
            other.shape,
        )
        if needs[1]
        else None
    )
    return grad_self, grad_other


def multi_dot_backward(grad, *, arrays):
    """Backward of multi_dot(Tensor[] arrays) -> Tensor.

    arrays: einsum_terms(arrays + [grad], numeric.multi_dot_plan(arrays))
    """
    return ops.einsum_terms(arrays + [grad], numeric.multi_dot_plan(arrays))


def cross_backward(grad, *, self, other, axisa, axisb, axisc, axis, needs=(True, True)):
    """Backward of cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor.

    self: cross(other, grad, axisb, axisc, axisa, axis)
    other: cross(grad, self, axisc, axisa, axisb, axis)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.cross(other, grad, axisb, axisc, axisa, axis) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = ops.cross(grad, self, axisc, axisa, axisb, axis) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def tril_part_backward(grad, *, k):
    """Backward of tril_part(Tensor self, int k=0) -> Tensor.

    self: tril_part(grad, k)
    """
    return ops.tril_part(grad, k)


def fold_triangle_backward(grad, *, UPLO):
    """Backward of fold_triangle(Tensor self, str UPLO="L") -> Tensor.

    self: mirror_triangle(grad, UPLO)
    """
    return ops.mirror_triangle(grad, UPLO)


def mirror_triangle_backward(grad, *, UPLO):
    """Backward of mirror_triangle(Tensor self, str UPLO="L") -> Tensor.

    self: fold_triangle(grad, UPLO)
    """
    return ops.fold_triangle(grad, UPLO)


def inverse_gaps_backward(grad, *, result):
    """Backward of inverse_gaps(Tensor self) -> Tensor.

    self: sum(grad * result * result, -1) - sum(grad * result * result, -2)
    """
    return np.sum(grad * result * result, -1) - np.sum(grad * result * result, -2)


def reciprocal_nonzero_backward(grad, *, result):
    """Backward of reciprocal_nonzero(Tensor self) -> Tensor.

    self: -grad * result * result
    """
    return -grad * result * result


def solve_backward(grad, *, a, b_shape, result, needs=(True, True)):
    """Backward of solve(Tensor a, Tensor b) -> Tensor.

    a: -(solve(matrix_transpose(a), expand_dims(grad, -1)) @ expand_dims(result, -2)) if b.ndim == 1 else -(solve(matrix_transpose(a), grad) @ matrix_transpose(result))
    b: squeeze(solve(matrix_transpose(a), expand_dims(grad, -1)), -1) if b.ndim == 1 else solve(matrix_transpose(a), grad)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a = (
        (
            -(
                ops.solve(ops.matrix_transpose(a), np.expand_dims(grad, -1))
                @ np.expand_dims(result, -2)
            )
            if len(b_shape) == 1
            else -(ops.solve(ops.matrix_transpose(a), grad) @ ops.matrix_transpose(result))
        )
        if needs[0]
        else None
    )
    if grad_a is not None:
        if type(grad_a) is not np.ndarray or type(a) is not np.ndarray or grad_a.shape != a.shape:
            grad_a = ops.sum_to(grad_a, numeric.shape(a))
    grad_b = (
        (
            np.squeeze(ops.solve(ops.matrix_transpose(a), np.expand_dims(grad, -1)), -1)
            if len(b_shape) == 1
            else ops.solve(ops.matrix_transpose(a), grad)
        )
        if needs[1]
        else None
    )
    if grad_b is not None:
        if type(grad_b) is not np.ndarray or grad_b.shape != b_shape:
            grad_b = ops.sum_to(grad_b, b_shape)
    return grad_a, grad_b


def pinv_backward(grad, *, self, result):
    """Backward of pinv(Tensor self, float? rcond=None) -> Tensor.

    self: -(matrix_transpose(result) @ grad @ matrix_transpose(result)) + conjugate((matrix_transpose(grad) - self @ (result @ matrix_transpose(grad))) @ result @ conjugate(matrix_transpose(result))) + conjugate(conjugate(matrix_transpose(result)) @ result @ (matrix_transpose(grad) - matrix_transpose(grad) @ result @ self))
    """
    return (
        -(ops.matrix_transpose(result) @ grad @ ops.matrix_transpose(result))
        + np.conjugate(
            (ops.matrix_transpose(grad) - self @ (result @ ops.matrix_transpose(grad)))
            @ result
            @ np.conjugate(ops.matrix_transpose(result))
        )
        + np.conjugate(
            np.conjugate(ops.matrix_transpose(result))
            @ result
            @ (ops.matrix_transpose(grad) - ops.matrix_transpose(grad) @ result @ self)
        )
    )


def cholesky_backward(grad, *, result):
    """Backward of cholesky(Tensor self) -> Tensor.

    self: fold_triangle(matrix_transpose(inv(result)) @ (tril_part(matrix_transpose(result) @ grad, 0) + tril_part(matrix_transpose(result) @ grad, -1)) * 0.5 @ conjugate(inv(result)))
    """
    return ops.fold_triangle(
        ops.matrix_transpose(ops.inv(result))
        @ (
            ops.tril_part(ops.matrix_transpose(result) @ grad, 0)
            + ops.tril_part(ops.matrix_transpose(result) @ grad, -1)
        )
        * 0.5
        @ np.conjugate(ops.inv(result))
    )


def eigh_backward(grad_eigenvalues, grad_eigenvectors, *, eigenvalues, eigenvectors, UPLO):
    """Backward of eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors).

    self: fold_triangle(conjugate(eigenvectors * expand_dims(grad_eigenvalues, -2)) @ matrix_transpose(eigenvectors) + conjugate(eigenvectors) @ (inverse_gaps(eigenvalues) * (matrix_transpose(eigenvectors) @ grad_eigenvectors)) @ matrix_transpose(eigenvectors), UPLO)
    """
    return ops.fold_triangle(
        np.conjugate(eigenvectors * np.expand_dims(grad_eigenvalues, -2))
        @ ops.matrix_transpose(eigenvectors)
        + np.conjugate(eigenvectors)
        @ (ops.inverse_gaps(eigenvalues) * (ops.matrix_transpose(eigenvectors) @ grad_eigenvectors))
        @ ops.matrix_transpose(eigenvectors),
        UPLO,
    )


def eigvalsh_backward(grad, *, self, UPLO):
    """Backward of eigvalsh(Tensor self, str UPLO="L") -> Tensor.

    self: fold_triangle(conjugate(eigh(self, UPLO)[1] * expand_dims(grad, -2)) @ matrix_transpose(eigh(self, UPLO)[1]), UPLO)
    """
    return ops.fold_triangle(
        np.conjugate(ops.eigh(self, UPLO)[1] * np.expand_dims(grad, -2))
        @ ops.matrix_transpose(ops.eigh(self, UPLO)[1]),
        UPLO,
    )


def svd_backward(grad_U, grad_S, grad_Vh, *, self_shape, U, S, Vh):
    """Backward of svd(Tensor self, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh).

    self: (conjugate(U[..., :numeric.min_dim(self.shape)]) * expand_dims(where(S > 0, grad_S, 0.0), -2)) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]) + conjugate(U[..., :numeric.min_dim(self.shape)]) @ ((inverse_gaps(S * S) * (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)] - conjugate(matrix_transpose(grad_U[..., :numeric.min_dim(self.shape)]) @ U[..., :numeric.min_dim(self.shape)]))) * expand_dims(S, -2) + expand_dims(S, -1) * (inverse_gaps(S * S) * (conjugate(Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(grad_Vh[..., :numeric.min_dim(self.shape), :])) - grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :]))) + (1j * imag(matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)]) * numeric.eye_like(S) * expand_dims(reciprocal_nonzero(S), -2) if numeric.is_complex(U) else 0.0)) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]) + ((grad_U[..., :numeric.min_dim(self.shape)] - conjugate(U[..., :numeric.min_dim(self.shape)]) @ (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)])) * expand_dims(reciprocal_nonzero(S), -2)) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]) + (conjugate(U[..., :numeric.min_dim(self.shape)]) * expand_dims(reciprocal_nonzero(S), -2)) @ (grad_Vh[..., :numeric.min_dim(self.shape), :] - (grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :])) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]))
    """
    return (
        np.conjugate(U[..., : numeric.min_dim(self_shape)])
        * np.expand_dims(np.where(S > 0, grad_S, 0.0), -2)
        @ np.conjugate(Vh[..., : numeric.min_dim(self_shape), :])
        + np.conjugate(U[..., : numeric.min_dim(self_shape)])
        @ (
            ops.inverse_gaps(S * S)
            * (
                ops.matrix_transpose(U[..., : numeric.min_dim(self_shape)])
                @ grad_U[..., : numeric.min_dim(self_shape)]
                - np.conjugate(
                    ops.matrix_transpose(grad_U[..., : numeric.min_dim(self_shape)])
                    @ U[..., : numeric.min_dim(self_shape)]
                )
            )
            * np.expand_dims(S, -2)
            + np.expand_dims(S, -1)
            * (
                ops.inverse_gaps(S * S)
                * (
                    np.conjugate(
                        Vh[..., : numeric.min_dim(self_shape), :]
                        @ ops.matrix_transpose(grad_Vh[..., : numeric.min_dim(self_shape), :])
                    )
                    - grad_Vh[..., : numeric.min_dim(self_shape), :]
                    @ ops.matrix_transpose(Vh[..., : numeric.min_dim(self_shape), :])
                )
            )
            + (
                1j
                * np.imag(
                    ops.matrix_transpose(U[..., : numeric.min_dim(self_shape)])
                    @ grad_U[..., : numeric.min_dim(self_shape)]
                )
                * numeric.eye_like(S)
                * np.expand_dims(ops.reciprocal_nonzero(S), -2)
                if numeric.is_complex(U)
                else 0.0
            )
        )
        @ np.conjugate(Vh[..., : numeric.min_dim(self_shape), :])
        + (
            grad_U[..., : numeric.min_dim(self_shape)]
            - np.conjugate(U[..., : numeric.min_dim(self_shape)])
            @ (
                ops.matrix_transpose(U[..., : numeric.min_dim(self_shape)])
                @ grad_U[..., : numeric.min_dim(self_shape)]
            )
        )
        * np.expand_dims(ops.reciprocal_nonzero(S), -2)
        @ np.conjugate(Vh[..., : numeric.min_dim(self_shape), :])
        + np.conjugate(U[..., : numeric.min_dim(self_shape)])
        * np.expand_dims(ops.reciprocal_nonzero(S), -2)
        @ (
            grad_Vh[..., : numeric.min_dim(self_shape), :]
            - grad_Vh[..., : numeric.min_dim(self_shape), :]
            @ ops.matrix_transpose(Vh[..., : numeric.min_dim(self_shape), :])
            @ np.conjugate(Vh[..., : numeric.min_dim(self_shape), :])
        )
    )


def svdvals_backward(grad, *, self, result):
    """Backward of svdvals(Tensor self) -> Tensor.

    self: conjugate((svd(self, False)[0] * expand_dims(where(result > 0, grad, 0.0), -2)) @ svd(self, False)[2])
    """
    return np.conjugate(
        ops.svd(self, False)[0]
        * np.expand_dims(np.where(result > 0, grad, 0.0), -2)
        @ ops.svd(self, False)[2]
    )


def qr_backward(grad_Q, grad_R, *, self, Q, R, mode):
    """Backward of qr(Tensor self, str mode="reduced") -> (Tensor Q, Tensor R).

    self: concatenate([ matrix_transpose(solve(R[..., :, :self.shape[-2]], matrix_transpose( (grad_Q + conjugate(self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:]))) + conjugate(Q) @ (matrix_transpose(tril_part((R[..., :, :self.shape[-2]] @ matrix_transpose(grad_R[..., :, :self.shape[-2]]) - matrix_transpose((grad_Q + conjugate(self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:])))) @ Q), -1)) + conjugate(tril_part((R[..., :, :self.shape[-2]] @ matrix_transpose(grad_R[..., :, :self.shape[-2]]) - matrix_transpose((grad_Q + conjugate(self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:])))) @ Q), -1)) + real(tril_part((R[..., :, :self.shape[-2]] @ matrix_transpose(grad_R[..., :, :self.shape[-2]]) - matrix_transpose((grad_Q + conjugate(self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:])))) @ Q), 0) - tril_part((R[..., :, :self.shape[-2]] @ matrix_transpose(grad_R[..., :, :self.shape[-2]]) - matrix_transpose((grad_Q + conjugate(self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:])))) @ Q), -1)))))), conjugate(Q) @ grad_R[..., :, self.shape[-2]:]], -1) if numeric.require_qr_mode(mode, self.shape) else zeros_like(self)
    """
    return (
        np.concatenate(
            [
                ops.matrix_transpose(
                    ops.solve(
                        R[..., :, : self.shape[-2]],
                        ops.matrix_transpose(
                            grad_Q
                            + np.conjugate(
                                self[..., :, self.shape[-2] :]
                                @ ops.matrix_transpose(grad_R[..., :, self.shape[-2] :])
                            )
                            + np.conjugate(Q)
                            @ (
                                ops.matrix_transpose(
                                    ops.tril_part(
                                        R[..., :, : self.shape[-2]]
                                        @ ops.matrix_transpose(grad_R[..., :, : self.shape[-2]])
                                        - ops.matrix_transpose(
                                            grad_Q
                                            + np.conjugate(
                                                self[..., :, self.shape[-2] :]
                                                @ ops.matrix_transpose(
                                                    grad_R[..., :, self.shape[-2] :]
                                                )
                                            )
                                        )
                                        @ Q,
                                        -1,
                                    )
                                )
                                + np.conjugate(
                                    ops.tril_part(
                                        R[..., :, : self.shape[-2]]
                                        @ ops.matrix_transpose(grad_R[..., :, : self.shape[-2]])
                                        - ops.matrix_transpose(
                                            grad_Q
                                            + np.conjugate(
                                                self[..., :, self.shape[-2] :]
                                                @ ops.matrix_transpose(
                                                    grad_R[..., :, self.shape[-2] :]
                                                )
                                            )
                                        )
                                        @ Q,
                                        -1,
                                    )
                                )
                                + np.real(
                                    ops.tril_part(
                                        R[..., :, : self.shape[-2]]
                                        @ ops.matrix_transpose(grad_R[..., :, : self.shape[-2]])
                                        - ops.matrix_transpose(
                                            grad_Q
                                            + np.conjugate(
                                                self[..., :, self.shape[-2] :]
                                                @ ops.matrix_transpose(
                                                    grad_R[..., :, self.shape[-2] :]
                                                )
                                            )
                                        )
                                        @ Q,
                                        0,
                                    )
                                    - ops.tril_part(
                                        R[..., :, : self.shape[-2]]
                                        @ ops.matrix_transpose(grad_R[..., :, : self.shape[-2]])
                                        - ops.matrix_transpose(
                                            grad_Q
                                            + np.conjugate(
                                                self[..., :, self.shape[-2] :]
                                                @ ops.matrix_transpose(
                                                    grad_R[..., :, self.shape[-2] :]
                                                )
                                            )
                                        )
                                        @ Q,
                                        -1,
                                    )
                                )
                            )
                        ),
                    )
                ),
                np.conjugate(Q) @ grad_R[..., :, self.shape[-2] :],
            ],
            -1,
        )
        if numeric.require_qr_mode(mode, self.shape)
        else np.zeros_like(self)
    )


def matrix_power_backward(grad, *, self, n):
    """Backward of matrix_power(Tensor self, int n) -> Tensor.

    self: matrix_power(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(grad), matrix_transpose(self)], -1)], -2), n)[..., :self.shape[-1], self.shape[-1]:]
    """
    return ops.matrix_power(
        np.concatenate(
            [
                np.concatenate([ops.matrix_transpose(self), grad], -1),
                np.concatenate([np.zeros_like(grad), ops.matrix_transpose(self)], -1),
            ],
            -2,
        ),
        n,
    )[..., : self.shape[-1], self.shape[-1] :]


def lstsq_backward(
    grad_x, grad_residuals, grad_rank, grad_s, *, a, b, x, s, rcond, needs=(True, True)
):
    """Backward of lstsq(Tensor a, Tensor b, float? rcond=None) -> (Tensor x, Tensor residuals, Tensor rank, Tensor s).

    a: -(matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(grad_x, numeric.as_matrix(x.shape, "column")) @ matrix_transpose(reshape(x, numeric.as_matrix(x.shape, "column")))) + conjugate((reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) @ matrix_transpose(conjugate(pinv(a, numeric.lstsq_rcond(rcond, a))) @ (matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(grad_x, numeric.as_matrix(x.shape, "column"))))) + conjugate(conjugate(matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a)))) @ reshape(x, numeric.as_matrix(x.shape, "column")) @ matrix_transpose(reshape(grad_x, numeric.as_matrix(x.shape, "column")) - matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a)) @ a) @ reshape(grad_x, numeric.as_matrix(x.shape, "column")))) + ((-2.0 * (conjugate(reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) * grad_residuals) @ matrix_transpose(reshape(x, numeric.as_matrix(x.shape, "column")))) if grad_residuals.size else 0.0) + conjugate((svd(a, False)[0] * expand_dims(where(s > 0, grad_s, 0.0), -2)) @ svd(a, False)[2])
    b: matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ grad_x + (reshape(2.0 * conjugate(reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) * grad_residuals, b.shape) if grad_residuals.size else 0.0)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a = (
        -(
            ops.matrix_transpose(ops.pinv(a, numeric.lstsq_rcond(rcond, a)))
            @ ops.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
            @ ops.matrix_transpose(ops.reshape(x, numeric.as_matrix(x.shape, "column")))
        )
        + np.conjugate(
            (
                ops.reshape(b, numeric.as_matrix(b.shape, "column"))
                - a @ ops.reshape(x, numeric.as_matrix(x.shape, "column"))
            )
            @ ops.matrix_transpose(
                np.conjugate(ops.pinv(a, numeric.lstsq_rcond(rcond, a)))
                @ (
                    ops.matrix_transpose(ops.pinv(a, numeric.lstsq_rcond(rcond, a)))
                    @ ops.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
                )
            )
        )
        + np.conjugate(
            np.conjugate(ops.matrix_transpose(ops.pinv(a, numeric.lstsq_rcond(rcond, a))))
            @ ops.reshape(x, numeric.as_matrix(x.shape, "column"))
            @ ops.matrix_transpose(
                ops.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
                - ops.matrix_transpose(ops.pinv(a, numeric.lstsq_rcond(rcond, a)) @ a)
                @ ops.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
            )
        )
        + (
            -2.0
            * (
                np.conjugate(
                    ops.reshape(b, numeric.as_matrix(b.shape, "column"))
                    - a @ ops.reshape(x, numeric.as_matrix(x.shape, "column"))
                )
                * grad_residuals
            )
            @ ops.matrix_transpose(ops.reshape(x, numeric.as_matrix(x.shape, "column")))
            if grad_residuals.size
            else 0.0
        )
        + np.conjugate(
            ops.svd(a, False)[0]
            * np.expand_dims(np.where(s > 0, grad_s, 0.0), -2)
            @ ops.svd(a, False)[2]
        )
        if needs[0]
        else None
    )
    grad_b = (
        ops.matrix_transpose(ops.pinv(a, numeric.lstsq_rcond(rcond, a))) @ grad_x
        + (
            ops.reshape(
                2.0
                * np.conjugate(
                    ops.reshape(b, numeric.as_matrix(b.shape, "column"))
                    - a @ ops.reshape(x, numeric.as_matrix(x.shape, "column"))
                )
                * grad_residuals,
                b.shape,
            )
            if grad_residuals.size
            else 0.0
        )
        if needs[1]
        else None
    )
    return grad_a, grad_b


def norm_backward(grad, *, self, result, ord, axis, keepdims):
    """Backward of norm(Tensor self, Scalar? ord=None, int[]? axis=None, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) if numeric.norm_kind(ord, axis, self.ndim) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)) if numeric.norm_kind(ord, axis, self.ndim) == "one" else zeros_like(self) if numeric.norm_kind(ord, axis, self.ndim) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad / astype(sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims), ord - 1), 0.0) if numeric.norm_kind(ord, axis, self.ndim) == "p" else where(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad * self.shape[numeric.norm_inner_axis(ord, axis, self.ndim)] / astype(sum(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("columns", "rows") else transpose(reshape(grad, numeric.norm_batch_shape(self.shape, axis)) * conjugate((svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[0] * expand_dims(numeric.singular_weights( svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[1], ord), -2)) @ svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[2]), numeric.inverse_permutation(numeric.norm_permutation(axis, self.ndim), self.ndim))
    """
    return (
        ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
        * np.conjugate(self)
        / ops.expand_reduced(
            np.where(result > 0, result, 1.0),
            self.shape,
            numeric.norm_axes(axis, self.ndim),
            keepdims,
        )
        if numeric.norm_kind(ord, axis, self.ndim) == "two"
        else ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
        * np.conjugate(np.sign(self))
        if numeric.norm_kind(ord, axis, self.ndim) == "one"
        else np.zeros_like(self)
        if numeric.norm_kind(ord, axis, self.ndim) == "zero"
        else np.where(
            np.absolute(self)
            == ops.expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims),
            ops.expand_reduced(
                grad
                / ops.astype(
                    np.sum(
                        np.absolute(self)
                        == ops.expand_reduced(
                            result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims
                        ),
                        numeric.norm_axes(axis, self.ndim),
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                self.shape,
                numeric.norm_axes(axis, self.ndim),
                keepdims,
            )
            * np.conjugate(np.sign(self)),
            0.0,
        )
        if numeric.norm_kind(ord, axis, self.ndim) in ("max", "min")
        else np.where(
            self != 0,
            ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
            * np.conjugate(np.sign(self))
            * np.power(
                np.absolute(self)
                / ops.expand_reduced(
                    np.where(result > 0, result, 1.0),
                    self.shape,
                    numeric.norm_axes(axis, self.ndim),
                    keepdims,
                ),
                ord - 1,
            ),
            0.0,
        )
        if numeric.norm_kind(ord, axis, self.ndim) == "p"
        else np.where(
            np.sum(np.absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True)
            == ops.expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims),
            ops.expand_reduced(
                grad
                * self.shape[numeric.norm_inner_axis(ord, axis, self.ndim)]
                / ops.astype(
                    np.sum(
                        np.sum(
                            np.absolute(self),
                            numeric.norm_inner_axis(ord, axis, self.ndim),
                            keepdims=True,
                        )
                        == ops.expand_reduced(
                            result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims
                        ),
                        numeric.norm_axes(axis, self.ndim),
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                self.shape,
                numeric.norm_axes(axis, self.ndim),
                keepdims,
            )
            * np.conjugate(np.sign(self)),
            0.0,
        )
        if numeric.norm_kind(ord, axis, self.ndim) in ("columns", "rows")
        else ops.transpose(
            ops.reshape(grad, numeric.norm_batch_shape(self.shape, axis))
            * np.conjugate(
                ops.svd(ops.transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[0]
                * np.expand_dims(
                    numeric.singular_weights(
                        ops.svd(
                            ops.transpose(self, numeric.norm_permutation(axis, self.ndim)), False
                        )[1],
                        ord,
                    ),
                    -2,
                )
                @ ops.svd(ops.transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[2]
            ),
            numeric.inverse_permutation(numeric.norm_permutation(axis, self.ndim), self.ndim),
        )
    )


def silu_backward(grad, *, self):
    """Backward of silu(Tensor self) -> Tensor.

    self: grad * expit(self) * (1 + where(absolute(self) < 800, self, 0.0) * expit(-self))
    """
    return (
        grad
        * scipy.special.expit(self)
        * (1 + np.where(np.absolute(self) < 800, self, 0.0) * scipy.special.expit(-self))
    )


def mish_backward(grad, *, self):
    """Backward of mish(Tensor self) -> Tensor.

    self: grad * (tanh(softplus(self)) + where(absolute(self) < 800, self, 0.0) * (1 - tanh(softplus(self)) * tanh(softplus(self))) * expit(self))
    """
    return grad * (
        np.tanh(ops.softplus(self))
        + np.where(np.absolute(self) < 800, self, 0.0)
        * (1 - np.tanh(ops.softplus(self)) * np.tanh(ops.softplus(self)))
        * scipy.special.expit(self)
    )


def elu_backward(grad, *, self, alpha):
    """Backward of elu(Tensor self, float alpha=1.0) -> Tensor.

    self: where(self > 0, grad, grad * alpha * exp(where(self > 0, 0.0, self)))
    """
    return np.where(self > 0, grad, grad * alpha * np.exp(np.where(self > 0, 0.0, self)))


def selu_backward(grad, *, self):
    """Backward of selu(Tensor self) -> Tensor.

    self: where(self > 0, grad * 1.0507009873554805, grad * 1.7580993408473766 * exp(where(self > 0, 0.0, self)))
    """
    return np.where(
        self > 0,
        grad * 1.0507009873554805,
        grad * 1.7580993408473766 * np.exp(np.where(self > 0, 0.0, self)),
    )


def celu_backward(grad, *, self, alpha):
    """Backward of celu(Tensor self, float alpha=1.0) -> Tensor.

    self: where(self > 0, grad, grad * exp(where(self > 0, 0.0, self) / alpha))
    """
    return np.where(self > 0, grad, grad * np.exp(np.where(self > 0, 0.0, self) / alpha))


def leaky_relu_backward(grad, *, self, negative_slope):
    """Backward of leaky_relu(Tensor self, float negative_slope=0.01) -> Tensor.

    self: where(self > 0, grad, grad * negative_slope)
    """
    return np.where(self > 0, grad, grad * negative_slope)


def hardtanh_backward(grad, *, self, min_val, max_val):
    """Backward of hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0) -> Tensor.

    self: where(self > min_val, where(self < max_val, grad, 0.0), 0.0)
    """
    return np.where(self > min_val, np.where(self < max_val, grad, 0.0), 0.0)


def relu6_backward(grad, *, self):
    """Backward of relu6(Tensor self) -> Tensor.

    self: where(self > 0, where(self < 6, grad, 0.0), 0.0)
    """
    return np.where(self > 0, np.where(self < 6, grad, 0.0), 0.0)


def hardsigmoid_backward(grad, *, self):
    """Backward of hardsigmoid(Tensor self) -> Tensor.

    self: where(self > -3, where(self < 3, grad / 6, 0.0), 0.0)
    """
    return np.where(self > -3, np.where(self < 3, grad / 6, 0.0), 0.0)


def hardswish_backward(grad, *, self):
    """Backward of hardswish(Tensor self) -> Tensor.

    self: where(self > -3, where(self < 3, grad * (2 * self + 3) / 6, grad), 0.0)
    """
    return np.where(self > -3, np.where(self < 3, grad * (2 * self + 3) / 6, grad), 0.0)


def softsign_backward(grad, *, self):
    """Backward of softsign(Tensor self) -> Tensor.

    self: grad / (1 + absolute(self)) / (1 + absolute(self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad / (1.0 + abs(self))) / (1.0 + abs(self)))", {"grad": grad, "self": self}
            )
        t_self0 = np.absolute(self)
        np.add(1, t_self0, out=t_self0)
        np.divide(grad, t_self0, out=t_self0)
        t_self1 = np.absolute(self)
        np.add(1, t_self1, out=t_self1)
        np.divide(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad / (1 + np.absolute(self)) / (1 + np.absolute(self))


def logcosh_backward(grad, *, self):
    """Backward of logcosh(Tensor self) -> Tensor.

    self: grad * tanh(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(grad * tanh(self))", {"grad": grad, "self": self})
        t_self0 = np.tanh(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * np.tanh(self)


def squareplus_backward(grad, *, self, b):
    """Backward of squareplus(Tensor self, float b=4.0) -> Tensor.

    self: grad * 0.5 * (1 + where(absolute(self) < 1e30, where(absolute(self) < 1e30, self, 0.0) / where(hypot(where(absolute(self) < 1e30, self, 0.0), b ** 0.5) > 0, hypot(where(absolute(self) < 1e30, self, 0.0), b ** 0.5), 1.0), sign(self)))
    """
    return (
        grad
        * 0.5
        * (
            1
            + np.where(
                np.absolute(self) < 1e30,
                np.where(np.absolute(self) < 1e30, self, 0.0)
                / np.where(
                    np.hypot(np.where(np.absolute(self) < 1e30, self, 0.0), b**0.5) > 0,
                    np.hypot(np.where(np.absolute(self) < 1e30, self, 0.0), b**0.5),
                    1.0,
                ),
                np.sign(self),
            )
        )
    )


def smooth_l1_backward(grad, *, self, beta):
    """Backward of smooth_l1(Tensor self, float beta=1.0) -> Tensor.

    self: where(absolute(self) < beta, grad * self / (beta if beta > 0 else 1.0), grad * sign(self))
    """
    return np.where(
        np.absolute(self) < beta, grad * self / (beta if beta > 0 else 1.0), grad * np.sign(self)
    )


def huber_backward(grad, *, delta, r, needs=(True, True)):
    """Backward of huber(Tensor delta, Tensor r) -> Tensor.

    delta: where(delta < 0, 0.0, where(absolute(r) <= delta, 0.0, grad * (absolute(r) - delta)))
    r: where(delta < 0, 0.0, where(absolute(r) <= delta, grad * r, grad * delta * sign(r)))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_delta = (
        np.where(
            delta < 0, 0.0, np.where(np.absolute(r) <= delta, 0.0, grad * (np.absolute(r) - delta))
        )
        if needs[0]
        else None
    )
    if grad_delta is not None:
        if (
            type(grad_delta) is not np.ndarray
            or type(delta) is not np.ndarray
            or grad_delta.shape != delta.shape
        ):
            grad_delta = ops.sum_to(grad_delta, numeric.shape(delta))
    grad_r = (
        np.where(
            delta < 0, 0.0, np.where(np.absolute(r) <= delta, grad * r, grad * delta * np.sign(r))
        )
        if needs[1]
        else None
    )
    if grad_r is not None:
        if type(grad_r) is not np.ndarray or type(r) is not np.ndarray or grad_r.shape != r.shape:
            grad_r = ops.sum_to(grad_r, numeric.shape(r))
    return grad_delta, grad_r


def pseudo_huber_backward(grad, *, delta, r, needs=(True, True)):
    """Backward of pseudo_huber(Tensor delta, Tensor r) -> Tensor.

    delta: grad * where(delta > 0, square(r / (hypot(where(delta > 0, delta, 1.0), r) + where(delta > 0, delta, 1.0))) * r * (r / hypot(where(delta > 0, delta, 1.0), r)), where(delta == 0, absolute(r), 0.0))
    r: grad * where(delta > 0, where(delta > 0, delta, 1.0) * r / hypot(where(delta > 0, delta, 1.0), r), 0.0)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_delta = (
        grad
        * np.where(
            delta > 0,
            np.square(
                r / (np.hypot(np.where(delta > 0, delta, 1.0), r) + np.where(delta > 0, delta, 1.0))
            )
            * r
            * (r / np.hypot(np.where(delta > 0, delta, 1.0), r)),
            np.where(delta == 0, np.absolute(r), 0.0),
        )
        if needs[0]
        else None
    )
    if grad_delta is not None:
        if (
            type(grad_delta) is not np.ndarray
            or type(delta) is not np.ndarray
            or grad_delta.shape != delta.shape
        ):
            grad_delta = ops.sum_to(grad_delta, numeric.shape(delta))
    grad_r = (
        grad
        * np.where(
            delta > 0,
            np.where(delta > 0, delta, 1.0) * r / np.hypot(np.where(delta > 0, delta, 1.0), r),
            0.0,
        )
        if needs[1]
        else None
    )
    if grad_r is not None:
        if type(grad_r) is not np.ndarray or type(r) is not np.ndarray or grad_r.shape != r.shape:
            grad_r = ops.sum_to(grad_r, numeric.shape(r))
    return grad_delta, grad_r


def i0_backward(grad, *, self):
    """Backward of i0(Tensor self) -> Tensor.

    self: grad * i1(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.i1(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * scipy.special.i1(self)


def i1_backward(grad, *, self, result):
    """Backward of i1(Tensor self) -> Tensor.

    self: grad * where(self == 0, 0.5, i0(self) - result / where(self == 0, 1.0, self))
    """
    return grad * np.where(
        self == 0, 0.5, scipy.special.i0(self) - result / np.where(self == 0, 1.0, self)
    )


def i0e_backward(grad, *, self, result):
    """Backward of i0e(Tensor self) -> Tensor.

    self: grad * (i1e(self) - sign(self) * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, self)
    ):
        t_self0 = scipy.special.i1e(self)
        t_self1 = np.sign(self)
        np.multiply(t_self1, result, out=t_self1)
        np.subtract(t_self0, t_self1, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (scipy.special.i1e(self) - np.sign(self) * result)


def i1e_backward(grad, *, self, result):
    """Backward of i1e(Tensor self) -> Tensor.

    self: grad * where(self == 0, 0.5, i0e(self) - result / where(self == 0, 1.0, self) - sign(self) * result)
    """
    return grad * np.where(
        self == 0,
        0.5,
        scipy.special.i0e(self) - result / np.where(self == 0, 1.0, self) - np.sign(self) * result,
    )


def beta_backward(grad, *, a, b, result, needs=(True, True)):
    """Backward of beta(Tensor a, Tensor b) -> Tensor.

    a: grad * result * (digamma(a) - digamma(a + b))
    b: grad * result * (digamma(b) - digamma(a + b))

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b, result)
        and all(needs)
    ):
        t_a0 = np.multiply(grad, result)
        t_a1 = scipy.special.digamma(a)
        t_a2 = np.add(a, b)
        scipy.special.digamma(t_a2, out=t_a2)
        np.subtract(t_a1, t_a2, out=t_a1)
        np.multiply(t_a0, t_a1, out=t_a0)
        t_b0 = np.multiply(grad, result)
        t_b1 = scipy.special.digamma(b)
        t_b2 = np.add(a, b)
        scipy.special.digamma(t_b2, out=t_b2)
        np.subtract(t_b1, t_b2, out=t_b1)
        np.multiply(t_b0, t_b1, out=t_b0)
        return t_a0, t_b0
    grad_a = (
        grad * result * (scipy.special.digamma(a) - scipy.special.digamma(a + b))
        if needs[0]
        else None
    )
    if grad_a is not None:
        if type(grad_a) is not np.ndarray or type(a) is not np.ndarray or grad_a.shape != a.shape:
            grad_a = ops.sum_to(grad_a, numeric.shape(a))
    grad_b = (
        grad * result * (scipy.special.digamma(b) - scipy.special.digamma(a + b))
        if needs[1]
        else None
    )
    if grad_b is not None:
        if type(grad_b) is not np.ndarray or type(b) is not np.ndarray or grad_b.shape != b.shape:
            grad_b = ops.sum_to(grad_b, numeric.shape(b))
    return grad_a, grad_b


def betaln_backward(grad, *, a, b, needs=(True, True)):
    """Backward of betaln(Tensor a, Tensor b) -> Tensor.

    a: grad * (digamma(a) - digamma(a + b))
    b: grad * (digamma(b) - digamma(a + b))

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b)
        and all(needs)
    ):
        t_a0 = scipy.special.digamma(a)
        t_a1 = np.add(a, b)
        scipy.special.digamma(t_a1, out=t_a1)
        np.subtract(t_a0, t_a1, out=t_a0)
        np.multiply(grad, t_a0, out=t_a0)
        t_b0 = scipy.special.digamma(b)
        t_b1 = np.add(a, b)
        scipy.special.digamma(t_b1, out=t_b1)
        np.subtract(t_b0, t_b1, out=t_b0)
        np.multiply(grad, t_b0, out=t_b0)
        return t_a0, t_b0
    grad_a = grad * (scipy.special.digamma(a) - scipy.special.digamma(a + b)) if needs[0] else None
    if grad_a is not None:
        if type(grad_a) is not np.ndarray or type(a) is not np.ndarray or grad_a.shape != a.shape:
            grad_a = ops.sum_to(grad_a, numeric.shape(a))
    grad_b = grad * (scipy.special.digamma(b) - scipy.special.digamma(a + b)) if needs[1] else None
    if grad_b is not None:
        if type(grad_b) is not np.ndarray or type(b) is not np.ndarray or grad_b.shape != b.shape:
            grad_b = ops.sum_to(grad_b, numeric.shape(b))
    return grad_a, grad_b


def nanmax_backward(grad, *, self, result, axis, keepdims):
    """Backward of nanmax(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / where(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims) > 0, astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), 1), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / np.where(
                np.sum(
                    self == ops.expand_reduced(result, self.shape, axis, keepdims),
                    axis,
                    keepdims=keepdims,
                )
                > 0,
                ops.astype(
                    np.sum(
                        self == ops.expand_reduced(result, self.shape, axis, keepdims),
                        axis,
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                1,
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def nanmin_backward(grad, *, self, result, axis, keepdims):
    """Backward of nanmin(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / where(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims) > 0, astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), 1), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / np.where(
                np.sum(
                    self == ops.expand_reduced(result, self.shape, axis, keepdims),
                    axis,
                    keepdims=keepdims,
                )
                > 0,
                ops.astype(
                    np.sum(
                        self == ops.expand_reduced(result, self.shape, axis, keepdims),
                        axis,
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                1,
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def nanprod_backward(grad, *, self, axis, keepdims):
    """Backward of nanprod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == self, expand_reduced(grad, self.shape, axis, keepdims) * prod_except(where(self == self, self, 1.0), axis), 0.0)
    """
    return np.where(
        self == self,
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        * ops.prod_except(np.where(self == self, self, 1.0), axis),
        0.0,
    )


def nanvar_backward(grad, *, self, axis, ddof, keepdims):
    """Backward of nanvar(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    self: where((self == self) & (sum(self == self, axis, keepdims=True) > ddof), expand_reduced(grad, self.shape, axis, keepdims) * conjugate(where(self == self, self, 0.0) - sum(where(self == self, self, 0.0), axis, keepdims=True) / where(sum(self == self, axis, keepdims=True) > 0, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)), 1)) * 2.0 / where(sum(self == self, axis, keepdims=True) > ddof, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)) - ddof, 1), 0.0)
    """
    return np.where(
        (self == self) & (np.sum(self == self, axis, keepdims=True) > ddof),
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        * np.conjugate(
            np.where(self == self, self, 0.0)
            - np.sum(np.where(self == self, self, 0.0), axis, keepdims=True)
            / np.where(
                np.sum(self == self, axis, keepdims=True) > 0,
                ops.astype(np.sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)),
                1,
            )
        )
        * 2.0
        / np.where(
            np.sum(self == self, axis, keepdims=True) > ddof,
            ops.astype(np.sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)) - ddof,
            1,
        ),
        0.0,
    )


def nanstd_backward(grad, *, self, result, axis, ddof, keepdims):
    """Backward of nanstd(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    self: where((self == self) & (sum(self == self, axis, keepdims=True) > ddof) & ((nanmax(self, axis, keepdims=True) != nanmin(self, axis, keepdims=True)) if not numeric.is_complex(self) else (max(where(self == self, real(self), -inf), axis, keepdims=True) != min(where(self == self, real(self), inf), axis, keepdims=True)) | (max(where(self == self, imag(self), -inf), axis, keepdims=True) != min(where(self == self, imag(self), inf), axis, keepdims=True))), expand_reduced(grad / where(result > 0, result, 1.0), self.shape, axis, keepdims) * conjugate(where(self == self, self, 0.0) - sum(where(self == self, self, 0.0), axis, keepdims=True) / where(sum(self == self, axis, keepdims=True) > 0, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)), 1)) / where(sum(self == self, axis, keepdims=True) > ddof, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)) - ddof, 1), 0.0)
    """
    return np.where(
        (self == self)
        & (np.sum(self == self, axis, keepdims=True) > ddof)
        & (
            np.nanmax(self, axis, keepdims=True) != np.nanmin(self, axis, keepdims=True)
            if not numeric.is_complex(self)
            else (
                np.max(np.where(self == self, np.real(self), -math.inf), axis, keepdims=True)
                != np.min(np.where(self == self, np.real(self), math.inf), axis, keepdims=True)
            )
            | (
                np.max(np.where(self == self, np.imag(self), -math.inf), axis, keepdims=True)
                != np.min(np.where(self == self, np.imag(self), math.inf), axis, keepdims=True)
            )
        ),
        ops.expand_reduced(grad / np.where(result > 0, result, 1.0), self.shape, axis, keepdims)
        * np.conjugate(
            np.where(self == self, self, 0.0)
            - np.sum(np.where(self == self, self, 0.0), axis, keepdims=True)
            / np.where(
                np.sum(self == self, axis, keepdims=True) > 0,
                ops.astype(np.sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)),
                1,
            )
        )
        / np.where(
            np.sum(self == self, axis, keepdims=True) > ddof,
            ops.astype(np.sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)) - ddof,
            1,
        ),
        0.0,
    )


def nancumsum_backward(grad, *, self, axis):
    """Backward of nancumsum(Tensor self, int? axis=None) -> Tensor.

    self: where(self == self, reshape(flip(cumsum(flip(grad, axis), axis), axis), self.shape), 0.0)
    """
    return np.where(
        self == self,
        ops.reshape(np.flip(ops.cumsum(np.flip(grad, axis), axis), axis), self.shape),
        0.0,
    )


def nancumprod_backward(grad, *, self, result, axis):
    """Backward of nancumprod(Tensor self, int? axis=None) -> Tensor.

    self: where(self == self, reshape(getitem(pad(result, numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0), constant_values=1.0), numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1)) * linear_scan(grad, reshape(where(self == self, self, 1.0), result.shape), numeric.scan_axis(axis), True), self.shape), 0.0)
    """
    return np.where(
        self == self,
        ops.reshape(
            ops.getitem(
                np.pad(
                    result,
                    numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0),
                    constant_values=1.0,
                ),
                numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1),
            )
            * ops.linear_scan(
                grad,
                ops.reshape(np.where(self == self, self, 1.0), result.shape),
                numeric.scan_axis(axis),
                True,
            ),
            self.shape,
        ),
        0.0,
    )


def median_backward(grad, *, self, axis, keepdims):
    """Backward of median(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * numeric.quantile_weights(self, 0.5, axis, "x") if self.size > 0 else expand_reduced(grad, self.shape, axis, keepdims)
    """
    return (
        ops.expand_reduced(grad, self.shape, axis, keepdims)
        * numeric.quantile_weights(self, 0.5, axis, "x")
        if self.size > 0
        else ops.expand_reduced(grad, self.shape, axis, keepdims)
    )


def nanmedian_backward(grad, *, self, axis, keepdims):
    """Backward of nanmedian(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * numeric.quantile_weights(self, 0.5, axis, "x", True)
    """
    return ops.expand_reduced(grad, self.shape, axis, keepdims) * numeric.quantile_weights(
        self, 0.5, axis, "x", True
    )


def quantile_backward(grad, *, self, q, axis, needs=(True, True)):
    """Backward of quantile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: sum((numeric.quantile_weights(self, q, axis, "base") + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q")) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))
    q: sum(numeric.quantile_weights(self, q, axis, "q") * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.sum(
            (
                numeric.quantile_weights(self, q, axis, "base")
                + ops.reshape(q, numeric.quantile_q_shape(q, self.ndim))
                * numeric.quantile_weights(self, q, axis, "q")
            )
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.leading_axes(q),
        )
        if needs[0]
        else None
    )
    grad_q = (
        np.sum(
            numeric.quantile_weights(self, q, axis, "q")
            * np.where(self == self, self, 0.0)
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.trailing_axes(q, self.ndim),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_q


def nanquantile_backward(grad, *, self, q, axis, needs=(True, True)):
    """Backward of nanquantile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: sum((numeric.quantile_weights(self, q, axis, "base", True) + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q", True)) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))
    q: sum(numeric.quantile_weights(self, q, axis, "q", True) * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.sum(
            (
                numeric.quantile_weights(self, q, axis, "base", True)
                + ops.reshape(q, numeric.quantile_q_shape(q, self.ndim))
                * numeric.quantile_weights(self, q, axis, "q", True)
            )
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.leading_axes(q),
        )
        if needs[0]
        else None
    )
    grad_q = (
        np.sum(
            numeric.quantile_weights(self, q, axis, "q", True)
            * np.where(self == self, self, 0.0)
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.trailing_axes(q, self.ndim),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_q


def percentile_backward(grad, *, self, q, axis, needs=(True, True)):
    """Backward of percentile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: sum((numeric.quantile_weights(self, q, axis, "base", False, True) + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q", False, True)) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))
    q: sum(numeric.quantile_weights(self, q, axis, "q", False, True) * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.sum(
            (
                numeric.quantile_weights(self, q, axis, "base", False, True)
                + ops.reshape(q, numeric.quantile_q_shape(q, self.ndim))
                * numeric.quantile_weights(self, q, axis, "q", False, True)
            )
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.leading_axes(q),
        )
        if needs[0]
        else None
    )
    grad_q = (
        np.sum(
            numeric.quantile_weights(self, q, axis, "q", False, True)
            * np.where(self == self, self, 0.0)
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.trailing_axes(q, self.ndim),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_q


def nanpercentile_backward(grad, *, self, q, axis, needs=(True, True)):
    """Backward of nanpercentile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: sum((numeric.quantile_weights(self, q, axis, "base", True, True) + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q", True, True)) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))
    q: sum(numeric.quantile_weights(self, q, axis, "q", True, True) * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        np.sum(
            (
                numeric.quantile_weights(self, q, axis, "base", True, True)
                + ops.reshape(q, numeric.quantile_q_shape(q, self.ndim))
                * numeric.quantile_weights(self, q, axis, "q", True, True)
            )
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.leading_axes(q),
        )
        if needs[0]
        else None
    )
    grad_q = (
        np.sum(
            numeric.quantile_weights(self, q, axis, "q", True, True)
            * np.where(self == self, self, 0.0)
            * ops.reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)),
            numeric.trailing_axes(q, self.ndim),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_q


def interp_backward(grad, *, x, xp, fp, left, right, needs=(True, True, True, True, True)):
    """Backward of interp(Tensor x, Tensor xp, Tensor fp, Tensor? left=None, Tensor? right=None) -> Tensor.

    x: astype(where((x >= xp[0]) & (x < xp[-1]), grad * (take(fp, numeric.interp_index(x, xp, True)) - take(fp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), 0.0), numeric.dtype_of(x))
    fp: astype(untake(grad * where((x >= xp[0]) & (x < xp[-1]), 1 - (x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), where(x < xp[0], 1.0 if left is None else 0.0, 0.0)), numeric.shape(fp), numeric.interp_index(x, xp)) + untake(grad * where((x >= xp[0]) & (x < xp[-1]), (x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), where(x == xp[-1], 1.0, where(x > xp[-1], 1.0 if right is None else 0.0, 0.0))), numeric.shape(fp), numeric.interp_index(x, xp, True)), numeric.dtype_of(fp))
    xp: astype(untake(where((x >= xp[0]) & (x < xp[-1]), grad * (take(fp, numeric.interp_index(x, xp, True)) - take(fp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0) * ((x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0) - 1), 0.0), numeric.shape(xp), numeric.interp_index(x, xp)) - untake(where((x >= xp[0]) & (x < xp[-1]), grad * (take(fp, numeric.interp_index(x, xp, True)) - take(fp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0) * (x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), 0.0), numeric.shape(xp), numeric.interp_index(x, xp, True)), numeric.dtype_of(xp))
    left: None if left is None else astype(sum(where(x < xp[0], grad, 0.0)), numeric.dtype_of(left))
    right: None if right is None else astype(sum(where(x > xp[-1], grad, 0.0)), numeric.dtype_of(right))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = (
        ops.astype(
            np.where(
                (x >= xp[0]) & (x < xp[-1]),
                grad
                * (
                    ops.take(fp, numeric.interp_index(x, xp, True))
                    - ops.take(fp, numeric.interp_index(x, xp))
                )
                / np.where(
                    ops.take(xp, numeric.interp_index(x, xp, True))
                    != ops.take(xp, numeric.interp_index(x, xp)),
                    ops.take(xp, numeric.interp_index(x, xp, True))
                    - ops.take(xp, numeric.interp_index(x, xp)),
                    1.0,
                ),
                0.0,
            ),
            numeric.dtype_of(x),
        )
        if needs[0]
        else None
    )
    grad_fp = (
        ops.astype(
            ops.untake(
                grad
                * np.where(
                    (x >= xp[0]) & (x < xp[-1]),
                    1
                    - (x - ops.take(xp, numeric.interp_index(x, xp)))
                    / np.where(
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        != ops.take(xp, numeric.interp_index(x, xp)),
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        - ops.take(xp, numeric.interp_index(x, xp)),
                        1.0,
                    ),
                    np.where(x < xp[0], 1.0 if left is None else 0.0, 0.0),
                ),
                numeric.shape(fp),
                numeric.interp_index(x, xp),
            )
            + ops.untake(
                grad
                * np.where(
                    (x >= xp[0]) & (x < xp[-1]),
                    (x - ops.take(xp, numeric.interp_index(x, xp)))
                    / np.where(
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        != ops.take(xp, numeric.interp_index(x, xp)),
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        - ops.take(xp, numeric.interp_index(x, xp)),
                        1.0,
                    ),
                    np.where(
                        x == xp[-1], 1.0, np.where(x > xp[-1], 1.0 if right is None else 0.0, 0.0)
                    ),
                ),
                numeric.shape(fp),
                numeric.interp_index(x, xp, True),
            ),
            numeric.dtype_of(fp),
        )
        if needs[2]
        else None
    )
    grad_xp = (
        ops.astype(
            ops.untake(
                np.where(
                    (x >= xp[0]) & (x < xp[-1]),
                    grad
                    * (
                        ops.take(fp, numeric.interp_index(x, xp, True))
                        - ops.take(fp, numeric.interp_index(x, xp))
                    )
                    / np.where(
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        != ops.take(xp, numeric.interp_index(x, xp)),
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        - ops.take(xp, numeric.interp_index(x, xp)),
                        1.0,
                    )
                    * (
                        (x - ops.take(xp, numeric.interp_index(x, xp)))
                        / np.where(
                            ops.take(xp, numeric.interp_index(x, xp, True))
                            != ops.take(xp, numeric.interp_index(x, xp)),
                            ops.take(xp, numeric.interp_index(x, xp, True))
                            - ops.take(xp, numeric.interp_index(x, xp)),
                            1.0,
                        )
                        - 1
                    ),
                    0.0,
                ),
                numeric.shape(xp),
                numeric.interp_index(x, xp),
            )
            - ops.untake(
                np.where(
                    (x >= xp[0]) & (x < xp[-1]),
                    grad
                    * (
                        ops.take(fp, numeric.interp_index(x, xp, True))
                        - ops.take(fp, numeric.interp_index(x, xp))
                    )
                    / np.where(
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        != ops.take(xp, numeric.interp_index(x, xp)),
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        - ops.take(xp, numeric.interp_index(x, xp)),
                        1.0,
                    )
                    * (x - ops.take(xp, numeric.interp_index(x, xp)))
                    / np.where(
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        != ops.take(xp, numeric.interp_index(x, xp)),
                        ops.take(xp, numeric.interp_index(x, xp, True))
                        - ops.take(xp, numeric.interp_index(x, xp)),
                        1.0,
                    ),
                    0.0,
                ),
                numeric.shape(xp),
                numeric.interp_index(x, xp, True),
            ),
            numeric.dtype_of(xp),
        )
        if needs[1]
        else None
    )
    grad_left = (
        (
            None
            if left is None
            else ops.astype(np.sum(np.where(x < xp[0], grad, 0.0)), numeric.dtype_of(left))
        )
        if needs[3]
        else None
    )
    grad_right = (
        (
            None
            if right is None
            else ops.astype(np.sum(np.where(x > xp[-1], grad, 0.0)), numeric.dtype_of(right))
        )
        if needs[4]
        else None
    )
    return grad_x, grad_xp, grad_fp, grad_left, grad_right


def convolve_backward(grad, *, a, v, mode, needs=(True, True)):
    """Backward of convolve(Tensor a, Tensor v, str mode="full") -> Tensor.

    a: correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "convolve")), conjugate(v), "valid")
    v: correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "convolve")), conjugate(a), "valid")

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a = (
        ops.correlate(
            np.pad(
                grad,
                numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "convolve"),
            ),
            np.conjugate(v),
            "valid",
        )
        if needs[0]
        else None
    )
    grad_v = (
        ops.correlate(
            np.pad(
                grad,
                numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "convolve"),
            ),
            np.conjugate(a),
            "valid",
        )
        if needs[1]
        else None
    )
    return grad_a, grad_v


def correlate_backward(grad, *, a, v, mode, needs=(True, True)):
    """Backward of correlate(Tensor a, Tensor v, str mode="valid") -> Tensor.

    a: correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "correlate")), flip(v), "valid")
    v: flip(conjugate(correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "correlate")), conjugate(a), "valid")))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a = (
        ops.correlate(
            np.pad(
                grad,
                numeric.correlation_pad(
                    numeric.shape(a)[0], numeric.shape(v)[0], mode, "correlate"
                ),
            ),
            np.flip(v),
            "valid",
        )
        if needs[0]
        else None
    )
    grad_v = (
        np.flip(
            np.conjugate(
                ops.correlate(
                    np.pad(
                        grad,
                        numeric.correlation_pad(
                            numeric.shape(a)[0], numeric.shape(v)[0], mode, "correlate"
                        ),
                    ),
                    np.conjugate(a),
                    "valid",
                )
            )
        )
        if needs[1]
        else None
    )
    return grad_a, grad_v


def copy_backward(grad):
    """Backward of copy(Tensor self) -> Tensor.

    self: grad
    """
    return grad


def full_like_backward(grad, *, self_shape, fill_value_shape, needs=(True, True)):
    """Backward of full_like(Tensor self, Tensor fill_value, *, int[]? shape=None) -> Tensor.

    self: zeros_like(grad, shape=self.shape)
    fill_value: grad

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.zeros_like(grad, shape=self_shape) if needs[0] else None
    if grad_self is not None:
        if type(grad_self) is not np.ndarray or grad_self.shape != self_shape:
            grad_self = ops.sum_to(grad_self, self_shape)
    grad_fill_value = grad if needs[1] else None
    if grad_fill_value is not None:
        if type(grad_fill_value) is not np.ndarray or grad_fill_value.shape != fill_value_shape:
            grad_fill_value = ops.sum_to(grad_fill_value, fill_value_shape)
    return grad_self, grad_fill_value


def cov_orient_backward(grad, *, self_shape, rowvar, second):
    """Backward of cov_orient(Tensor self, bool rowvar=True, bool second=False) -> Tensor.

    self: reshape(matrix_transpose(grad) if numeric.cov_transposed(self.shape, rowvar, second) else grad, self.shape)
    """
    return ops.reshape(
        ops.matrix_transpose(grad) if numeric.cov_transposed(self_shape, rowvar, second) else grad,
        self_shape,
    )


def cov_backward(grad, *, m, y, rowvar, bias, ddof, needs=(True, True)):
    """Backward of cov(Tensor m, Tensor? y=None, bool rowvar=True, bool bias=False, int? ddof=None) -> Tensor.

    m: reshape(matrix_transpose( ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar))))) @ conjugate((cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[:numeric.cov_nvars(numeric.shape(m), rowvar)]) if numeric.cov_transposed(numeric.shape(m), rowvar) else ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar))))) @ conjugate((cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[:numeric.cov_nvars(numeric.shape(m), rowvar)], numeric.shape(m))
    y: None if y is None else reshape(matrix_transpose( ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar))))) @ conjugate(concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0) - mean(concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[numeric.cov_nvars(numeric.shape(m), rowvar):]) if numeric.cov_transposed(numeric.shape(y), rowvar, True) else ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar))))) @ conjugate(concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0) - mean(concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[numeric.cov_nvars(numeric.shape(m), rowvar):], numeric.shape(y))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_m = (
        ops.reshape(
            ops.matrix_transpose(
                (
                    (
                        ops.reshape(
                            grad,
                            numeric.cov_gram_shape(
                                numeric.shape(m), None if y is None else numeric.shape(y), rowvar
                            ),
                        )
                        + np.conjugate(
                            ops.matrix_transpose(
                                ops.reshape(
                                    grad,
                                    numeric.cov_gram_shape(
                                        numeric.shape(m),
                                        None if y is None else numeric.shape(y),
                                        rowvar,
                                    ),
                                )
                            )
                        )
                    )
                    @ np.conjugate(
                        (
                            ops.cov_orient(m, rowvar)
                            if y is None
                            else np.concatenate(
                                [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                            )
                        )
                        - np.mean(
                            ops.cov_orient(m, rowvar)
                            if y is None
                            else np.concatenate(
                                [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                            ),
                            1,
                            keepdims=True,
                        )
                    )
                    / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof)
                )[: numeric.cov_nvars(numeric.shape(m), rowvar)]
            )
            if numeric.cov_transposed(numeric.shape(m), rowvar)
            else (
                (
                    ops.reshape(
                        grad,
                        numeric.cov_gram_shape(
                            numeric.shape(m), None if y is None else numeric.shape(y), rowvar
                        ),
                    )
                    + np.conjugate(
                        ops.matrix_transpose(
                            ops.reshape(
                                grad,
                                numeric.cov_gram_shape(
                                    numeric.shape(m),
                                    None if y is None else numeric.shape(y),
                                    rowvar,
                                ),
                            )
                        )
                    )
                )
                @ np.conjugate(
                    (
                        ops.cov_orient(m, rowvar)
                        if y is None
                        else np.concatenate(
                            [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                        )
                    )
                    - np.mean(
                        ops.cov_orient(m, rowvar)
                        if y is None
                        else np.concatenate(
                            [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                        ),
                        1,
                        keepdims=True,
                    )
                )
                / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof)
            )[: numeric.cov_nvars(numeric.shape(m), rowvar)],
            numeric.shape(m),
        )
        if needs[0]
        else None
    )
    grad_y = (
        (
            None
            if y is None
            else ops.reshape(
                ops.matrix_transpose(
                    (
                        (
                            ops.reshape(
                                grad,
                                numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar),
                            )
                            + np.conjugate(
                                ops.matrix_transpose(
                                    ops.reshape(
                                        grad,
                                        numeric.cov_gram_shape(
                                            numeric.shape(m), numeric.shape(y), rowvar
                                        ),
                                    )
                                )
                            )
                        )
                        @ np.conjugate(
                            np.concatenate(
                                [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                            )
                            - np.mean(
                                np.concatenate(
                                    [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                                ),
                                1,
                                keepdims=True,
                            )
                        )
                        / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof)
                    )[numeric.cov_nvars(numeric.shape(m), rowvar) :]
                )
                if numeric.cov_transposed(numeric.shape(y), rowvar, True)
                else (
                    (
                        ops.reshape(
                            grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)
                        )
                        + np.conjugate(
                            ops.matrix_transpose(
                                ops.reshape(
                                    grad,
                                    numeric.cov_gram_shape(
                                        numeric.shape(m), numeric.shape(y), rowvar
                                    ),
                                )
                            )
                        )
                    )
                    @ np.conjugate(
                        np.concatenate(
                            [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                        )
                        - np.mean(
                            np.concatenate(
                                [ops.cov_orient(m, rowvar), ops.cov_orient(y, rowvar, True)], 0
                            ),
                            1,
                            keepdims=True,
                        )
                    )
                    / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof)
                )[numeric.cov_nvars(numeric.shape(m), rowvar) :],
                numeric.shape(y),
            )
        )
        if needs[1]
        else None
    )
    return grad_m, grad_y


def corrcoef_backward(grad, *, x, y, result, rowvar, needs=(True, True)):
    """Backward of corrcoef(Tensor x, Tensor? y=None, bool rowvar=True) -> Tensor.

    x: astype(reshape(matrix_transpose( (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))) / 2 / (expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 1) * expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 0)) - diag(real(sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) + sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 0)) / (2 * real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))))) @ conjugate((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[:numeric.cov_nvars(numeric.shape(x), rowvar)]) if numeric.cov_transposed(numeric.shape(x), rowvar) else (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))) / 2 / (expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 1) * expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 0)) - diag(real(sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) + sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 0)) / (2 * real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))))) @ conjugate((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[:numeric.cov_nvars(numeric.shape(x), rowvar)], numeric.shape(x)), numeric.dtype_of(x))
    y: None if y is None else astype(reshape(matrix_transpose( (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))) / 2 / (expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 1) * expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 0)) - diag(real(sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) + sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 0)) / (2 * real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))))) @ conjugate((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[numeric.cov_nvars(numeric.shape(x), rowvar):]) if numeric.cov_transposed(numeric.shape(y), rowvar, True) else (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + conjugate(matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))) / 2 / (expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 1) * expand_dims(sqrt(real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))), 0)) - diag(real(sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) + sum(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 0)) / (2 * real(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar))))))) @ conjugate((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[numeric.cov_nvars(numeric.shape(x), rowvar):], numeric.shape(y)), numeric.dtype_of(y))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = (
        ops.astype(
            ops.reshape(
                ops.matrix_transpose(
                    (
                        (
                            (
                                ops.reshape(
                                    grad,
                                    numeric.cov_gram_shape(
                                        numeric.shape(x),
                                        None if y is None else numeric.shape(y),
                                        rowvar,
                                    ),
                                )
                                + np.conjugate(
                                    ops.matrix_transpose(
                                        ops.reshape(
                                            grad,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                    )
                                )
                            )
                            / 2
                            / (
                                np.expand_dims(
                                    np.sqrt(
                                        np.real(
                                            np.diagonal(
                                                ops.reshape(
                                                    np.cov(x, y, rowvar),
                                                    numeric.cov_gram_shape(
                                                        numeric.shape(x),
                                                        None if y is None else numeric.shape(y),
                                                        rowvar,
                                                    ),
                                                )
                                            )
                                        )
                                    ),
                                    1,
                                )
                                * np.expand_dims(
                                    np.sqrt(
                                        np.real(
                                            np.diagonal(
                                                ops.reshape(
                                                    np.cov(x, y, rowvar),
                                                    numeric.cov_gram_shape(
                                                        numeric.shape(x),
                                                        None if y is None else numeric.shape(y),
                                                        rowvar,
                                                    ),
                                                )
                                            )
                                        )
                                    ),
                                    0,
                                )
                            )
                            - np.diag(
                                np.real(
                                    np.sum(
                                        ops.reshape(
                                            grad,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                        * ops.reshape(
                                            result,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        ),
                                        1,
                                    )
                                    + np.sum(
                                        ops.reshape(
                                            grad,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                        * ops.reshape(
                                            result,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        ),
                                        0,
                                    )
                                )
                                / (
                                    2
                                    * np.real(
                                        np.diagonal(
                                            ops.reshape(
                                                np.cov(x, y, rowvar),
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                        )
                                    )
                                )
                            )
                        )
                        @ np.conjugate(
                            (
                                ops.cov_orient(x, rowvar)
                                if y is None
                                else np.concatenate(
                                    [ops.cov_orient(x, rowvar), ops.cov_orient(y, rowvar, True)], 0
                                )
                            )
                            - np.mean(
                                ops.cov_orient(x, rowvar)
                                if y is None
                                else np.concatenate(
                                    [ops.cov_orient(x, rowvar), ops.cov_orient(y, rowvar, True)], 0
                                ),
                                1,
                                keepdims=True,
                            )
                        )
                        * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None))
                    )[: numeric.cov_nvars(numeric.shape(x), rowvar)]
                )
                if numeric.cov_transposed(numeric.shape(x), rowvar)
                else (
                    (
                        (
                            ops.reshape(
                                grad,
                                numeric.cov_gram_shape(
                                    numeric.shape(x),
                                    None if y is None else numeric.shape(y),
                                    rowvar,
                                ),
                            )
                            + np.conjugate(
                                ops.matrix_transpose(
                                    ops.reshape(
                                        grad,
                                        numeric.cov_gram_shape(
                                            numeric.shape(x),
                                            None if y is None else numeric.shape(y),
                                            rowvar,
                                        ),
                                    )
                                )
                            )
                        )
                        / 2
                        / (
                            np.expand_dims(
                                np.sqrt(
                                    np.real(
                                        np.diagonal(
                                            ops.reshape(
                                                np.cov(x, y, rowvar),
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                        )
                                    )
                                ),
                                1,
                            )
                            * np.expand_dims(
                                np.sqrt(
                                    np.real(
                                        np.diagonal(
                                            ops.reshape(
                                                np.cov(x, y, rowvar),
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                        )
                                    )
                                ),
                                0,
                            )
                        )
                        - np.diag(
                            np.real(
                                np.sum(
                                    ops.reshape(
                                        grad,
                                        numeric.cov_gram_shape(
                                            numeric.shape(x),
                                            None if y is None else numeric.shape(y),
                                            rowvar,
                                        ),
                                    )
                                    * ops.reshape(
                                        result,
                                        numeric.cov_gram_shape(
                                            numeric.shape(x),
                                            None if y is None else numeric.shape(y),
                                            rowvar,
                                        ),
                                    ),
                                    1,
                                )
                                + np.sum(
                                    ops.reshape(
                                        grad,
                                        numeric.cov_gram_shape(
                                            numeric.shape(x),
                                            None if y is None else numeric.shape(y),
                                            rowvar,
                                        ),
                                    )
                                    * ops.reshape(
                                        result,
                                        numeric.cov_gram_shape(
                                            numeric.shape(x),
                                            None if y is None else numeric.shape(y),
                                            rowvar,
                                        ),
                                    ),
                                    0,
                                )
                            )
                            / (
                                2
                                * np.real(
                                    np.diagonal(
                                        ops.reshape(
                                            np.cov(x, y, rowvar),
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                    )
                                )
                            )
                        )
                    )
                    @ np.conjugate(
                        (
                            ops.cov_orient(x, rowvar)
                            if y is None
                            else np.concatenate(
                                [ops.cov_orient(x, rowvar), ops.cov_orient(y, rowvar, True)], 0
                            )
                        )
                        - np.mean(
                            ops.cov_orient(x, rowvar)
                            if y is None
                            else np.concatenate(
                                [ops.cov_orient(x, rowvar), ops.cov_orient(y, rowvar, True)], 0
                            ),
                            1,
                            keepdims=True,
                        )
                    )
                    * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None))
                )[: numeric.cov_nvars(numeric.shape(x), rowvar)],
                numeric.shape(x),
            ),
            numeric.dtype_of(x),
        )
        if needs[0]
        else None
    )
    grad_y = (
        (
            None
            if y is None
            else ops.astype(
                ops.reshape(
                    ops.matrix_transpose(
                        (
                            (
                                (
                                    ops.reshape(
                                        grad,
                                        numeric.cov_gram_shape(
                                            numeric.shape(x),
                                            None if y is None else numeric.shape(y),
                                            rowvar,
                                        ),
                                    )
                                    + np.conjugate(
                                        ops.matrix_transpose(
                                            ops.reshape(
                                                grad,
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                        )
                                    )
                                )
                                / 2
                                / (
                                    np.expand_dims(
                                        np.sqrt(
                                            np.real(
                                                np.diagonal(
                                                    ops.reshape(
                                                        np.cov(x, y, rowvar),
                                                        numeric.cov_gram_shape(
                                                            numeric.shape(x),
                                                            None if y is None else numeric.shape(y),
                                                            rowvar,
                                                        ),
                                                    )
                                                )
                                            )
                                        ),
                                        1,
                                    )
                                    * np.expand_dims(
                                        np.sqrt(
                                            np.real(
                                                np.diagonal(
                                                    ops.reshape(
                                                        np.cov(x, y, rowvar),
                                                        numeric.cov_gram_shape(
                                                            numeric.shape(x),
                                                            None if y is None else numeric.shape(y),
                                                            rowvar,
                                                        ),
                                                    )
                                                )
                                            )
                                        ),
                                        0,
                                    )
                                )
                                - np.diag(
                                    np.real(
                                        np.sum(
                                            ops.reshape(
                                                grad,
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                            * ops.reshape(
                                                result,
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            ),
                                            1,
                                        )
                                        + np.sum(
                                            ops.reshape(
                                                grad,
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                            * ops.reshape(
                                                result,
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            ),
                                            0,
                                        )
                                    )
                                    / (
                                        2
                                        * np.real(
                                            np.diagonal(
                                                ops.reshape(
                                                    np.cov(x, y, rowvar),
                                                    numeric.cov_gram_shape(
                                                        numeric.shape(x),
                                                        None if y is None else numeric.shape(y),
                                                        rowvar,
                                                    ),
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                            @ np.conjugate(
                                (
                                    ops.cov_orient(x, rowvar)
                                    if y is None
                                    else np.concatenate(
                                        [
                                            ops.cov_orient(x, rowvar),
                                            ops.cov_orient(y, rowvar, True),
                                        ],
                                        0,
                                    )
                                )
                                - np.mean(
                                    ops.cov_orient(x, rowvar)
                                    if y is None
                                    else np.concatenate(
                                        [
                                            ops.cov_orient(x, rowvar),
                                            ops.cov_orient(y, rowvar, True),
                                        ],
                                        0,
                                    ),
                                    1,
                                    keepdims=True,
                                )
                            )
                            * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None))
                        )[numeric.cov_nvars(numeric.shape(x), rowvar) :]
                    )
                    if numeric.cov_transposed(numeric.shape(y), rowvar, True)
                    else (
                        (
                            (
                                ops.reshape(
                                    grad,
                                    numeric.cov_gram_shape(
                                        numeric.shape(x),
                                        None if y is None else numeric.shape(y),
                                        rowvar,
                                    ),
                                )
                                + np.conjugate(
                                    ops.matrix_transpose(
                                        ops.reshape(
                                            grad,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                    )
                                )
                            )
                            / 2
                            / (
                                np.expand_dims(
                                    np.sqrt(
                                        np.real(
                                            np.diagonal(
                                                ops.reshape(
                                                    np.cov(x, y, rowvar),
                                                    numeric.cov_gram_shape(
                                                        numeric.shape(x),
                                                        None if y is None else numeric.shape(y),
                                                        rowvar,
                                                    ),
                                                )
                                            )
                                        )
                                    ),
                                    1,
                                )
                                * np.expand_dims(
                                    np.sqrt(
                                        np.real(
                                            np.diagonal(
                                                ops.reshape(
                                                    np.cov(x, y, rowvar),
                                                    numeric.cov_gram_shape(
                                                        numeric.shape(x),
                                                        None if y is None else numeric.shape(y),
                                                        rowvar,
                                                    ),
                                                )
                                            )
                                        )
                                    ),
                                    0,
                                )
                            )
                            - np.diag(
                                np.real(
                                    np.sum(
                                        ops.reshape(
                                            grad,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                        * ops.reshape(
                                            result,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        ),
                                        1,
                                    )
                                    + np.sum(
                                        ops.reshape(
                                            grad,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        )
                                        * ops.reshape(
                                            result,
                                            numeric.cov_gram_shape(
                                                numeric.shape(x),
                                                None if y is None else numeric.shape(y),
                                                rowvar,
                                            ),
                                        ),
                                        0,
                                    )
                                )
                                / (
                                    2
                                    * np.real(
                                        np.diagonal(
                                            ops.reshape(
                                                np.cov(x, y, rowvar),
                                                numeric.cov_gram_shape(
                                                    numeric.shape(x),
                                                    None if y is None else numeric.shape(y),
                                                    rowvar,
                                                ),
                                            )
                                        )
                                    )
                                )
                            )
                        )
                        @ np.conjugate(
                            (
                                ops.cov_orient(x, rowvar)
                                if y is None
                                else np.concatenate(
                                    [ops.cov_orient(x, rowvar), ops.cov_orient(y, rowvar, True)], 0
                                )
                            )
                            - np.mean(
                                ops.cov_orient(x, rowvar)
                                if y is None
                                else np.concatenate(
                                    [ops.cov_orient(x, rowvar), ops.cov_orient(y, rowvar, True)], 0
                                ),
                                1,
                                keepdims=True,
                            )
                        )
                        * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None))
                    )[numeric.cov_nvars(numeric.shape(x), rowvar) :],
                    numeric.shape(y),
                ),
                numeric.dtype_of(y),
            )
        )
        if needs[1]
        else None
    )
    return grad_x, grad_y


def gammainc_backward(grad, *, a, x, needs=(True, True)):
    """Backward of gammainc(Tensor a, Tensor x) -> Tensor.

    x: grad * exp(xlogy(a - 1, x) - x - gammaln(a))
    a: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, x)
        and all(needs)
    ):
        t_x0 = np.subtract(a, 1)
        scipy.special.xlogy(t_x0, x, out=t_x0)
        np.subtract(t_x0, x, out=t_x0)
        t_x1 = scipy.special.gammaln(a)
        np.subtract(t_x0, t_x1, out=t_x0)
        np.exp(t_x0, out=t_x0)
        np.multiply(grad, t_x0, out=t_x0)
        return None, t_x0
    grad_x = (
        grad * np.exp(scipy.special.xlogy(a - 1, x) - x - scipy.special.gammaln(a))
        if needs[1]
        else None
    )
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    return None, grad_x


def gammaincc_backward(grad, *, a, x, needs=(True, True)):
    """Backward of gammaincc(Tensor a, Tensor x) -> Tensor.

    x: -grad * exp(xlogy(a - 1, x) - x - gammaln(a))
    a: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, x)
        and all(needs)
    ):
        t_x0 = np.negative(grad)
        t_x1 = np.subtract(a, 1)
        scipy.special.xlogy(t_x1, x, out=t_x1)
        np.subtract(t_x1, x, out=t_x1)
        t_x2 = scipy.special.gammaln(a)
        np.subtract(t_x1, t_x2, out=t_x1)
        np.exp(t_x1, out=t_x1)
        np.multiply(t_x0, t_x1, out=t_x0)
        return None, t_x0
    grad_x = (
        -grad * np.exp(scipy.special.xlogy(a - 1, x) - x - scipy.special.gammaln(a))
        if needs[1]
        else None
    )
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    return None, grad_x


def gammaincinv_backward(grad, *, a, y_shape, result, needs=(True, True)):
    """Backward of gammaincinv(Tensor a, Tensor y) -> Tensor.

    y: grad * exp(gammaln(a) + result - xlogy(a - 1, result))
    a: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, result)
        and y_shape == grad.shape
        and all(needs)
    ):
        t_y0 = scipy.special.gammaln(a)
        np.add(t_y0, result, out=t_y0)
        t_y1 = np.subtract(a, 1)
        scipy.special.xlogy(t_y1, result, out=t_y1)
        np.subtract(t_y0, t_y1, out=t_y0)
        np.exp(t_y0, out=t_y0)
        np.multiply(grad, t_y0, out=t_y0)
        return None, t_y0
    grad_y = (
        grad * np.exp(scipy.special.gammaln(a) + result - scipy.special.xlogy(a - 1, result))
        if needs[1]
        else None
    )
    if grad_y is not None:
        if type(grad_y) is not np.ndarray or grad_y.shape != y_shape:
            grad_y = ops.sum_to(grad_y, y_shape)
    return None, grad_y


def gammainccinv_backward(grad, *, a, y_shape, result, needs=(True, True)):
    """Backward of gammainccinv(Tensor a, Tensor y) -> Tensor.

    y: -grad * exp(gammaln(a) + result - xlogy(a - 1, result))
    a: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, result)
        and y_shape == grad.shape
        and all(needs)
    ):
        t_y0 = np.negative(grad)
        t_y1 = scipy.special.gammaln(a)
        np.add(t_y1, result, out=t_y1)
        t_y2 = np.subtract(a, 1)
        scipy.special.xlogy(t_y2, result, out=t_y2)
        np.subtract(t_y1, t_y2, out=t_y1)
        np.exp(t_y1, out=t_y1)
        np.multiply(t_y0, t_y1, out=t_y0)
        return None, t_y0
    grad_y = (
        -grad * np.exp(scipy.special.gammaln(a) + result - scipy.special.xlogy(a - 1, result))
        if needs[1]
        else None
    )
    if grad_y is not None:
        if type(grad_y) is not np.ndarray or grad_y.shape != y_shape:
            grad_y = ops.sum_to(grad_y, y_shape)
    return None, grad_y


def betainc_backward(grad, *, a, b, x, needs=(True, True, True)):
    """Backward of betainc(Tensor a, Tensor b, Tensor x) -> Tensor.

    x: grad * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b))
    a: non-differentiable
    b: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b, x)
        and all(needs)
    ):
        t_x0 = np.subtract(a, 1)
        scipy.special.xlogy(t_x0, x, out=t_x0)
        t_x1 = np.subtract(b, 1)
        t_x2 = np.negative(x)
        scipy.special.xlog1py(t_x1, t_x2, out=t_x1)
        np.add(t_x0, t_x1, out=t_x0)
        t_x3 = scipy.special.betaln(a, b)
        np.subtract(t_x0, t_x3, out=t_x0)
        np.exp(t_x0, out=t_x0)
        np.multiply(grad, t_x0, out=t_x0)
        return None, None, t_x0
    grad_x = (
        grad
        * np.exp(
            scipy.special.xlogy(a - 1, x)
            + scipy.special.xlog1py(b - 1, -x)
            - scipy.special.betaln(a, b)
        )
        if needs[2]
        else None
    )
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    return None, None, grad_x


def betaincc_backward(grad, *, a, b, x, needs=(True, True, True)):
    """Backward of betaincc(Tensor a, Tensor b, Tensor x) -> Tensor.

    x: -grad * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b))
    a: non-differentiable
    b: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b, x)
        and all(needs)
    ):
        t_x0 = np.negative(grad)
        t_x1 = np.subtract(a, 1)
        scipy.special.xlogy(t_x1, x, out=t_x1)
        t_x2 = np.subtract(b, 1)
        t_x3 = np.negative(x)
        scipy.special.xlog1py(t_x2, t_x3, out=t_x2)
        np.add(t_x1, t_x2, out=t_x1)
        t_x4 = scipy.special.betaln(a, b)
        np.subtract(t_x1, t_x4, out=t_x1)
        np.exp(t_x1, out=t_x1)
        np.multiply(t_x0, t_x1, out=t_x0)
        return None, None, t_x0
    grad_x = (
        -grad
        * np.exp(
            scipy.special.xlogy(a - 1, x)
            + scipy.special.xlog1py(b - 1, -x)
            - scipy.special.betaln(a, b)
        )
        if needs[2]
        else None
    )
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    return None, None, grad_x


def betaincinv_backward(grad, *, a, b, y_shape, result, needs=(True, True, True)):
    """Backward of betaincinv(Tensor a, Tensor b, Tensor y) -> Tensor.

    y: grad * exp(betaln(a, b) - xlogy(a - 1, result) - xlog1py(b - 1, -result))
    a: non-differentiable
    b: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b, result)
        and y_shape == grad.shape
        and all(needs)
    ):
        t_y0 = scipy.special.betaln(a, b)
        t_y1 = np.subtract(a, 1)
        scipy.special.xlogy(t_y1, result, out=t_y1)
        np.subtract(t_y0, t_y1, out=t_y0)
        t_y2 = np.subtract(b, 1)
        t_y3 = np.negative(result)
        scipy.special.xlog1py(t_y2, t_y3, out=t_y2)
        np.subtract(t_y0, t_y2, out=t_y0)
        np.exp(t_y0, out=t_y0)
        np.multiply(grad, t_y0, out=t_y0)
        return None, None, t_y0
    grad_y = (
        grad
        * np.exp(
            scipy.special.betaln(a, b)
            - scipy.special.xlogy(a - 1, result)
            - scipy.special.xlog1py(b - 1, -result)
        )
        if needs[2]
        else None
    )
    if grad_y is not None:
        if type(grad_y) is not np.ndarray or grad_y.shape != y_shape:
            grad_y = ops.sum_to(grad_y, y_shape)
    return None, None, grad_y


def iv_backward(grad, *, v, z, needs=(True, True)):
    """Backward of iv(Tensor v, Tensor z) -> Tensor.

    z: grad * (iv(v - 1, z) + iv(v + 1, z)) / 2
    v: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, v, z)
        and all(needs)
    ):
        t_z0 = np.subtract(v, 1)
        scipy.special.iv(t_z0, z, out=t_z0)
        t_z1 = np.add(v, 1)
        scipy.special.iv(t_z1, z, out=t_z1)
        np.add(t_z0, t_z1, out=t_z0)
        np.multiply(grad, t_z0, out=t_z0)
        np.divide(t_z0, 2, out=t_z0)
        return None, t_z0
    grad_z = (
        grad * (scipy.special.iv(v - 1, z) + scipy.special.iv(v + 1, z)) / 2 if needs[1] else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, grad_z


def ive_backward(grad, *, v, z, result, needs=(True, True)):
    """Backward of ive(Tensor v, Tensor z) -> Tensor.

    z: grad * ((ive(v - 1, z) + ive(v + 1, z)) / 2 - sign(z) * result)
    v: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, v, z)
        and all(needs)
    ):
        t_z0 = np.subtract(v, 1)
        scipy.special.ive(t_z0, z, out=t_z0)
        t_z1 = np.add(v, 1)
        scipy.special.ive(t_z1, z, out=t_z1)
        np.add(t_z0, t_z1, out=t_z0)
        np.divide(t_z0, 2, out=t_z0)
        t_z2 = np.sign(z)
        np.multiply(t_z2, result, out=t_z2)
        np.subtract(t_z0, t_z2, out=t_z0)
        np.multiply(grad, t_z0, out=t_z0)
        return None, t_z0
    grad_z = (
        grad
        * ((scipy.special.ive(v - 1, z) + scipy.special.ive(v + 1, z)) / 2 - np.sign(z) * result)
        if needs[1]
        else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, grad_z


def kv_backward(grad, *, v, z, needs=(True, True)):
    """Backward of kv(Tensor v, Tensor z) -> Tensor.

    z: -grad * (kv(v - 1, z) + kv(v + 1, z)) / 2
    v: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, v, z)
        and all(needs)
    ):
        t_z0 = np.negative(grad)
        t_z1 = np.subtract(v, 1)
        scipy.special.kv(t_z1, z, out=t_z1)
        t_z2 = np.add(v, 1)
        scipy.special.kv(t_z2, z, out=t_z2)
        np.add(t_z1, t_z2, out=t_z1)
        np.multiply(t_z0, t_z1, out=t_z0)
        np.divide(t_z0, 2, out=t_z0)
        return None, t_z0
    grad_z = (
        -grad * (scipy.special.kv(v - 1, z) + scipy.special.kv(v + 1, z)) / 2 if needs[1] else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, grad_z


def kve_backward(grad, *, v, z, result, needs=(True, True)):
    """Backward of kve(Tensor v, Tensor z) -> Tensor.

    z: grad * (result - (kve(v - 1, z) + kve(v + 1, z)) / 2)
    v: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, v, z)
        and all(needs)
    ):
        t_z0 = np.subtract(v, 1)
        scipy.special.kve(t_z0, z, out=t_z0)
        t_z1 = np.add(v, 1)
        scipy.special.kve(t_z1, z, out=t_z1)
        np.add(t_z0, t_z1, out=t_z0)
        np.divide(t_z0, 2, out=t_z0)
        np.subtract(result, t_z0, out=t_z0)
        np.multiply(grad, t_z0, out=t_z0)
        return None, t_z0
    grad_z = (
        grad * (result - (scipy.special.kve(v - 1, z) + scipy.special.kve(v + 1, z)) / 2)
        if needs[1]
        else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, grad_z


def jv_backward(grad, *, v, z, needs=(True, True)):
    """Backward of jv(Tensor v, Tensor z) -> Tensor.

    z: grad * (jv(v - 1, z) - jv(v + 1, z)) / 2
    v: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, v, z)
        and all(needs)
    ):
        t_z0 = np.subtract(v, 1)
        scipy.special.jv(t_z0, z, out=t_z0)
        t_z1 = np.add(v, 1)
        scipy.special.jv(t_z1, z, out=t_z1)
        np.subtract(t_z0, t_z1, out=t_z0)
        np.multiply(grad, t_z0, out=t_z0)
        np.divide(t_z0, 2, out=t_z0)
        return None, t_z0
    grad_z = (
        grad * (scipy.special.jv(v - 1, z) - scipy.special.jv(v + 1, z)) / 2 if needs[1] else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, grad_z


def yv_backward(grad, *, v, z, needs=(True, True)):
    """Backward of yv(Tensor v, Tensor z) -> Tensor.

    z: grad * (yv(v - 1, z) - yv(v + 1, z)) / 2
    v: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, v, z)
        and all(needs)
    ):
        t_z0 = np.subtract(v, 1)
        scipy.special.yv(t_z0, z, out=t_z0)
        t_z1 = np.add(v, 1)
        scipy.special.yv(t_z1, z, out=t_z1)
        np.subtract(t_z0, t_z1, out=t_z0)
        np.multiply(grad, t_z0, out=t_z0)
        np.divide(t_z0, 2, out=t_z0)
        return None, t_z0
    grad_z = (
        grad * (scipy.special.yv(v - 1, z) - scipy.special.yv(v + 1, z)) / 2 if needs[1] else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, grad_z


def j0_backward(grad, *, self):
    """Backward of j0(Tensor self) -> Tensor.

    self: -grad * j1(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(grad)
        t_self1 = scipy.special.j1(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * scipy.special.j1(self)


def j1_backward(grad, *, self):
    """Backward of j1(Tensor self) -> Tensor.

    self: grad * (j0(self) - jv(2, self)) / 2
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.j0(self)
        t_self1 = scipy.special.jv(2, self)
        np.subtract(t_self0, t_self1, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        np.divide(t_self0, 2, out=t_self0)
        return t_self0
    return grad * (scipy.special.j0(self) - scipy.special.jv(2, self)) / 2


def y0_backward(grad, *, self):
    """Backward of y0(Tensor self) -> Tensor.

    self: -grad * y1(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(grad)
        t_self1 = scipy.special.y1(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * scipy.special.y1(self)


def y1_backward(grad, *, self):
    """Backward of y1(Tensor self) -> Tensor.

    self: grad * (y0(self) - yv(2, self)) / 2
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.y0(self)
        t_self1 = scipy.special.yv(2, self)
        np.subtract(t_self0, t_self1, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        np.divide(t_self0, 2, out=t_self0)
        return t_self0
    return grad * (scipy.special.y0(self) - scipy.special.yv(2, self)) / 2


def k0_backward(grad, *, self):
    """Backward of k0(Tensor self) -> Tensor.

    self: -grad * k1(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(grad)
        t_self1 = scipy.special.k1(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * scipy.special.k1(self)


def k1_backward(grad, *, self):
    """Backward of k1(Tensor self) -> Tensor.

    self: -grad * (k0(self) + kv(2, self)) / 2
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(grad)
        t_self1 = scipy.special.k0(self)
        t_self2 = scipy.special.kv(2, self)
        np.add(t_self1, t_self2, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        np.divide(t_self0, 2, out=t_self0)
        return t_self0
    return -grad * (scipy.special.k0(self) + scipy.special.kv(2, self)) / 2


def k0e_backward(grad, *, self, result):
    """Backward of k0e(Tensor self) -> Tensor.

    self: grad * (result - k1e(self))
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, self)
    ):
        t_self0 = scipy.special.k1e(self)
        np.subtract(result, t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (result - scipy.special.k1e(self))


def k1e_backward(grad, *, self, result):
    """Backward of k1e(Tensor self) -> Tensor.

    self: grad * (result - (k0e(self) + kve(2, self)) / 2)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, self)
    ):
        t_self0 = scipy.special.k0e(self)
        t_self1 = scipy.special.kve(2, self)
        np.add(t_self0, t_self1, out=t_self0)
        np.divide(t_self0, 2, out=t_self0)
        np.subtract(result, t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (result - (scipy.special.k0e(self) + scipy.special.kve(2, self)) / 2)


def ndtri_backward(grad, *, result):
    """Backward of ndtri(Tensor self) -> Tensor.

    self: grad * 2.5066282746310002 * exp(0.5 * result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 2.5066282746310002) * exp(((0.5 * result) * result)))",
                {"grad": grad, "result": result},
            )
        t_self0 = np.multiply(grad, 2.5066282746310002)
        t_self1 = np.multiply(0.5, result)
        np.multiply(t_self1, result, out=t_self1)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 2.5066282746310002 * np.exp(0.5 * result * result)


def ndtri_exp_backward(grad, *, self, result):
    """Backward of ndtri_exp(Tensor self) -> Tensor.

    self: grad * 2.5066282746310002 * exp(self + 0.5 * result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 2.5066282746310002) * exp((self + ((0.5 * result) * result))))",
                {"grad": grad, "result": result, "self": self},
            )
        t_self0 = np.multiply(grad, 2.5066282746310002)
        t_self1 = np.multiply(0.5, result)
        np.multiply(t_self1, result, out=t_self1)
        np.add(self, t_self1, out=t_self1)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 2.5066282746310002 * np.exp(self + 0.5 * result * result)


def erfi_backward(grad, *, self):
    """Backward of erfi(Tensor self) -> Tensor.

    self: grad * 1.1283791670955126 * exp(self * self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 1.1283791670955126) * exp((self * self)))", {"grad": grad, "self": self}
            )
        t_self0 = np.multiply(grad, 1.1283791670955126)
        t_self1 = np.multiply(self, self)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 1.1283791670955126 * np.exp(self * self)


def dawsn_backward(grad, *, self, result):
    """Backward of dawsn(Tensor self) -> Tensor.

    self: grad * (1 - 2 * self * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(grad * (1.0 - ((2.0 * self) * result)))",
                {"grad": grad, "result": result, "self": self},
            )
        t_self0 = np.multiply(2, self)
        np.multiply(t_self0, result, out=t_self0)
        np.subtract(1, t_self0, out=t_self0)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * (1 - 2 * self * result)


def expi_backward(grad, *, self):
    """Backward of expi(Tensor self) -> Tensor.

    self: grad * exp(self) / self
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("((grad * exp(self)) / self)", {"grad": grad, "self": self})
        t_self0 = np.exp(self)
        np.multiply(grad, t_self0, out=t_self0)
        np.divide(t_self0, self, out=t_self0)
        return t_self0
    return grad * np.exp(self) / self


def exp1_backward(grad, *, self):
    """Backward of exp1(Tensor self) -> Tensor.

    self: -grad * exp(-self) / self
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("(((-grad) * exp((-self))) / self)", {"grad": grad, "self": self})
        t_self0 = np.negative(grad)
        t_self1 = np.negative(self)
        np.exp(t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        np.divide(t_self0, self, out=t_self0)
        return t_self0
    return -grad * np.exp(-self) / self


def expn_backward(grad, *, n, x, needs=(True, True)):
    """Backward of expn(Tensor n, Tensor x) -> Tensor.

    x: grad * where(n <= 0, -exp(-x) * (1 + x) / (x * x), -expn(where(n <= 0, 1.0, n) - 1, x))
    n: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = (
        grad
        * np.where(
            n <= 0,
            -np.exp(-x) * (1 + x) / (x * x),
            -scipy.special.expn(np.where(n <= 0, 1.0, n) - 1, x),
        )
        if needs[1]
        else None
    )
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    return None, grad_x


def spence_backward(grad, *, self):
    """Backward of spence(Tensor self) -> Tensor.

    self: grad * where(self == 1, -1.0, log(self) / (1 - where(self == 1, 0.0, self)))
    """
    return grad * np.where(self == 1, -1.0, np.log(self) / (1 - np.where(self == 1, 0.0, self)))


def ellipk_backward(grad, *, self, result):
    """Backward of ellipk(Tensor self) -> Tensor.

    self: grad * where(self == 0, 0.39269908169872414, (ellipe(self) - (1 - self) * result) / (2 * where(self == 0, 1.0, self) * (1 - self)))
    """
    return grad * np.where(
        self == 0,
        0.39269908169872414,
        (scipy.special.ellipe(self) - (1 - self) * result)
        / (2 * np.where(self == 0, 1.0, self) * (1 - self)),
    )


def ellipe_backward(grad, *, self, result):
    """Backward of ellipe(Tensor self) -> Tensor.

    self: grad * where(self == 0, -0.39269908169872414, (result - ellipk(self)) / (2 * where(self == 0, 1.0, self)))
    """
    return grad * np.where(
        self == 0,
        -0.39269908169872414,
        (result - scipy.special.ellipk(self)) / (2 * np.where(self == 0, 1.0, self)),
    )


def cosm1_backward(grad, *, self):
    """Backward of cosm1(Tensor self) -> Tensor.

    self: -grad * sin(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        if kernels.fusable(grad):
            return kernels.fused("((-grad) * sin(self))", {"grad": grad, "self": self})
        t_self0 = np.negative(grad)
        t_self1 = np.sin(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * np.sin(self)


def sindg_backward(grad, *, self):
    """Backward of sindg(Tensor self) -> Tensor.

    self: grad * 0.017453292519943295 * cosdg(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.multiply(grad, 0.017453292519943295)
        t_self1 = scipy.special.cosdg(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 0.017453292519943295 * scipy.special.cosdg(self)


def cosdg_backward(grad, *, self):
    """Backward of cosdg(Tensor self) -> Tensor.

    self: -grad * 0.017453292519943295 * sindg(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = np.negative(grad)
        np.multiply(t_self0, 0.017453292519943295, out=t_self0)
        t_self1 = scipy.special.sindg(self)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * 0.017453292519943295 * scipy.special.sindg(self)


def tandg_backward(grad, *, result):
    """Backward of tandg(Tensor self) -> Tensor.

    self: grad * 0.017453292519943295 * (1 + result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "((grad * 0.017453292519943295) * (1.0 + (result * result)))",
                {"grad": grad, "result": result},
            )
        t_self0 = np.multiply(grad, 0.017453292519943295)
        t_self1 = np.multiply(result, result)
        np.add(1, t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return grad * 0.017453292519943295 * (1 + result * result)


def cotdg_backward(grad, *, result):
    """Backward of cotdg(Tensor self) -> Tensor.

    self: -grad * 0.017453292519943295 * (1 + result * result)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, result)
    ):
        if kernels.fusable(grad):
            return kernels.fused(
                "(((-grad) * 0.017453292519943295) * (1.0 + (result * result)))",
                {"grad": grad, "result": result},
            )
        t_self0 = np.negative(grad)
        np.multiply(t_self0, 0.017453292519943295, out=t_self0)
        t_self1 = np.multiply(result, result)
        np.add(1, t_self1, out=t_self1)
        np.multiply(t_self0, t_self1, out=t_self0)
        return t_self0
    return -grad * 0.017453292519943295 * (1 + result * result)


def rgamma_backward(grad, *, self, result):
    """Backward of rgamma(Tensor self) -> Tensor.

    self: grad * where((result == 0) & (self <= 0), cos(3.141592653589793 * self) * gamma(1 - self), -result * digamma(self))
    """
    return grad * np.where(
        (result == 0) & (self <= 0),
        np.cos(3.141592653589793 * self) * scipy.special.gamma(1 - self),
        -result * scipy.special.digamma(self),
    )


def poch_backward(grad, *, z, m, result, needs=(True, True)):
    """Backward of poch(Tensor z, Tensor m) -> Tensor.

    z: grad * result * (digamma(z + m) - digamma(z))
    m: grad * result * digamma(z + m)

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, m, result, z)
        and all(needs)
    ):
        t_z0 = np.multiply(grad, result)
        t_z1 = np.add(z, m)
        scipy.special.digamma(t_z1, out=t_z1)
        t_z2 = scipy.special.digamma(z)
        np.subtract(t_z1, t_z2, out=t_z1)
        np.multiply(t_z0, t_z1, out=t_z0)
        t_m0 = np.multiply(grad, result)
        t_m1 = np.add(z, m)
        scipy.special.digamma(t_m1, out=t_m1)
        np.multiply(t_m0, t_m1, out=t_m0)
        return t_z0, t_m0
    grad_z = (
        grad * result * (scipy.special.digamma(z + m) - scipy.special.digamma(z))
        if needs[0]
        else None
    )
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    grad_m = grad * result * scipy.special.digamma(z + m) if needs[1] else None
    if grad_m is not None:
        if type(grad_m) is not np.ndarray or type(m) is not np.ndarray or grad_m.shape != m.shape:
            grad_m = ops.sum_to(grad_m, numeric.shape(m))
    return grad_z, grad_m


def hyp1f1_backward(grad, *, a, b, z, needs=(True, True, True)):
    """Backward of hyp1f1(Tensor a, Tensor b, Tensor z) -> Tensor.

    z: grad * a / b * hyp1f1(a + 1, b + 1, z)
    a: non-differentiable
    b: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b, z)
        and all(needs)
    ):
        t_z0 = np.multiply(grad, a)
        np.divide(t_z0, b, out=t_z0)
        t_z1 = np.add(a, 1)
        t_z2 = np.add(b, 1)
        scipy.special.hyp1f1(t_z1, t_z2, z, out=t_z1)
        np.multiply(t_z0, t_z1, out=t_z0)
        return None, None, t_z0
    grad_z = grad * a / b * scipy.special.hyp1f1(a + 1, b + 1, z) if needs[2] else None
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, None, grad_z


def hyp2f1_backward(grad, *, a, b, c, z, needs=(True, True, True, True)):
    """Backward of hyp2f1(Tensor a, Tensor b, Tensor c, Tensor z) -> Tensor.

    z: grad * a * b / c * hyp2f1(a + 1, b + 1, c + 1, z)
    a: non-differentiable
    b: non-differentiable
    c: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, b, c, z)
        and all(needs)
    ):
        t_z0 = np.multiply(grad, a)
        np.multiply(t_z0, b, out=t_z0)
        np.divide(t_z0, c, out=t_z0)
        t_z1 = np.add(a, 1)
        t_z2 = np.add(b, 1)
        t_z3 = np.add(c, 1)
        scipy.special.hyp2f1(t_z1, t_z2, t_z3, z, out=t_z1)
        np.multiply(t_z0, t_z1, out=t_z0)
        return None, None, None, t_z0
    grad_z = grad * a * b / c * scipy.special.hyp2f1(a + 1, b + 1, c + 1, z) if needs[3] else None
    if grad_z is not None:
        if type(grad_z) is not np.ndarray or type(z) is not np.ndarray or grad_z.shape != z.shape:
            grad_z = ops.sum_to(grad_z, numeric.shape(z))
    return None, None, None, grad_z


def boxcox_backward(grad, *, x, lmbda, result, needs=(True, True)):
    """Backward of boxcox(Tensor x, Tensor lmbda) -> Tensor.

    x: grad * power(x, lmbda - 1)
    lmbda: grad * where(lmbda == 0, 0.5 * log(x) * log(x), (power(x, lmbda) * log(x) - result) / where(lmbda == 0, 1.0, lmbda))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = grad * np.power(x, lmbda - 1) if needs[0] else None
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    grad_lmbda = (
        grad
        * np.where(
            lmbda == 0,
            0.5 * np.log(x) * np.log(x),
            (np.power(x, lmbda) * np.log(x) - result) / np.where(lmbda == 0, 1.0, lmbda),
        )
        if needs[1]
        else None
    )
    if grad_lmbda is not None:
        if (
            type(grad_lmbda) is not np.ndarray
            or type(lmbda) is not np.ndarray
            or grad_lmbda.shape != lmbda.shape
        ):
            grad_lmbda = ops.sum_to(grad_lmbda, numeric.shape(lmbda))
    return grad_x, grad_lmbda


def boxcox1p_backward(grad, *, x, lmbda, result, needs=(True, True)):
    """Backward of boxcox1p(Tensor x, Tensor lmbda) -> Tensor.

    x: grad * power(1 + x, lmbda - 1)
    lmbda: grad * where(lmbda == 0, 0.5 * log1p(x) * log1p(x), (power(1 + x, lmbda) * log1p(x) - result) / where(lmbda == 0, 1.0, lmbda))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = grad * np.power(1 + x, lmbda - 1) if needs[0] else None
    if grad_x is not None:
        if type(grad_x) is not np.ndarray or type(x) is not np.ndarray or grad_x.shape != x.shape:
            grad_x = ops.sum_to(grad_x, numeric.shape(x))
    grad_lmbda = (
        grad
        * np.where(
            lmbda == 0,
            0.5 * np.log1p(x) * np.log1p(x),
            (np.power(1 + x, lmbda) * np.log1p(x) - result) / np.where(lmbda == 0, 1.0, lmbda),
        )
        if needs[1]
        else None
    )
    if grad_lmbda is not None:
        if (
            type(grad_lmbda) is not np.ndarray
            or type(lmbda) is not np.ndarray
            or grad_lmbda.shape != lmbda.shape
        ):
            grad_lmbda = ops.sum_to(grad_lmbda, numeric.shape(lmbda))
    return grad_x, grad_lmbda


def owens_t_backward(grad, *, h, a, needs=(True, True)):
    """Backward of owens_t(Tensor h, Tensor a) -> Tensor.

    h: -grad * 0.19947114020071635 * exp(-0.5 * h * h) * erf(0.7071067811865476 * a * h)
    a: grad * 0.15915494309189535 * exp(-0.5 * h * h * (1 + a * a)) / (1 + a * a)

    needs: which inputs' gradients to compute (None for the others).
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, a, h)
        and all(needs)
    ):
        t_h0 = np.negative(grad)
        np.multiply(t_h0, 0.19947114020071635, out=t_h0)
        t_h1 = np.multiply(-0.5, h)
        np.multiply(t_h1, h, out=t_h1)
        np.exp(t_h1, out=t_h1)
        np.multiply(t_h0, t_h1, out=t_h0)
        t_h2 = np.multiply(0.7071067811865476, a)
        np.multiply(t_h2, h, out=t_h2)
        scipy.special.erf(t_h2, out=t_h2)
        np.multiply(t_h0, t_h2, out=t_h0)
        t_a0 = np.multiply(grad, 0.15915494309189535)
        t_a1 = np.multiply(-0.5, h)
        np.multiply(t_a1, h, out=t_a1)
        t_a2 = np.multiply(a, a)
        np.add(1, t_a2, out=t_a2)
        np.multiply(t_a1, t_a2, out=t_a1)
        np.exp(t_a1, out=t_a1)
        np.multiply(t_a0, t_a1, out=t_a0)
        t_a3 = np.multiply(a, a)
        np.add(1, t_a3, out=t_a3)
        np.divide(t_a0, t_a3, out=t_a0)
        return t_h0, t_a0
    grad_h = (
        -grad
        * 0.19947114020071635
        * np.exp(-0.5 * h * h)
        * scipy.special.erf(0.7071067811865476 * a * h)
        if needs[0]
        else None
    )
    if grad_h is not None:
        if type(grad_h) is not np.ndarray or type(h) is not np.ndarray or grad_h.shape != h.shape:
            grad_h = ops.sum_to(grad_h, numeric.shape(h))
    grad_a = (
        grad * 0.15915494309189535 * np.exp(-0.5 * h * h * (1 + a * a)) / (1 + a * a)
        if needs[1]
        else None
    )
    if grad_a is not None:
        if type(grad_a) is not np.ndarray or type(a) is not np.ndarray or grad_a.shape != a.shape:
            grad_a = ops.sum_to(grad_a, numeric.shape(a))
    return grad_h, grad_a


def linspace_backward(grad, *, start_shape, stop_shape, num, endpoint, axis, needs=(True, True)):
    """Backward of linspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, *, int axis=0) -> Tensor.

    start: sum(grad * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad)), axis)
    stop: sum(grad * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad), axis)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_start = (
        np.sum(grad * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad)), axis)
        if needs[0]
        else None
    )
    if grad_start is not None:
        if type(grad_start) is not np.ndarray or grad_start.shape != start_shape:
            grad_start = ops.sum_to(grad_start, start_shape)
    grad_stop = (
        np.sum(grad * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad), axis)
        if needs[1]
        else None
    )
    if grad_stop is not None:
        if type(grad_stop) is not np.ndarray or grad_stop.shape != stop_shape:
            grad_stop = ops.sum_to(grad_stop, stop_shape)
    return grad_start, grad_stop


def logspace_backward(
    grad, *, start_shape, stop_shape, result, num, endpoint, base, axis, needs=(True, True)
):
    """Backward of logspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, float base=10.0, *, int axis=0) -> Tensor.

    start: sum(grad * result * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad)), axis) * log(base)
    stop: sum(grad * result * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad), axis) * log(base)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_start = (
        np.sum(
            grad * result * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad)),
            axis,
        )
        * np.log(base)
        if needs[0]
        else None
    )
    if grad_start is not None:
        if type(grad_start) is not np.ndarray or grad_start.shape != start_shape:
            grad_start = ops.sum_to(grad_start, start_shape)
    grad_stop = (
        np.sum(grad * result * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad), axis)
        * np.log(base)
        if needs[1]
        else None
    )
    if grad_stop is not None:
        if type(grad_stop) is not np.ndarray or grad_stop.shape != stop_shape:
            grad_stop = ops.sum_to(grad_stop, stop_shape)
    return grad_start, grad_stop


def geomspace_backward(grad, *, start, stop, result, num, endpoint, axis, needs=(True, True)):
    """Backward of geomspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, *, int axis=0) -> Tensor.

    start: sum(grad * result * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad)), axis) / start
    stop: sum(grad * result * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad), axis) / stop

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_start = (
        np.sum(
            grad * result * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad)),
            axis,
        )
        / start
        if needs[0]
        else None
    )
    if grad_start is not None:
        if (
            type(grad_start) is not np.ndarray
            or type(start) is not np.ndarray
            or grad_start.shape != start.shape
        ):
            grad_start = ops.sum_to(grad_start, numeric.shape(start))
    grad_stop = (
        np.sum(grad * result * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad), axis)
        / stop
        if needs[1]
        else None
    )
    if grad_stop is not None:
        if (
            type(grad_stop) is not np.ndarray
            or type(stop) is not np.ndarray
            or grad_stop.shape != stop.shape
        ):
            grad_stop = ops.sum_to(grad_stop, numeric.shape(stop))
    return grad_start, grad_stop


def append_backward(grad, *, arr, values, axis, needs=(True, True)):
    """Backward of append(Tensor arr, Tensor values, int? axis=None) -> Tensor.

    arr: reshape(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), 0, numeric.append_length(numeric.shape(arr), axis))), numeric.shape(arr))
    values: reshape(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), numeric.append_length(numeric.shape(arr), axis), None)), numeric.shape(values))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_arr = (
        ops.reshape(
            ops.getitem(
                grad,
                numeric.axis_slice(
                    grad.ndim,
                    numeric.scan_axis(axis),
                    0,
                    numeric.append_length(numeric.shape(arr), axis),
                ),
            ),
            numeric.shape(arr),
        )
        if needs[0]
        else None
    )
    grad_values = (
        ops.reshape(
            ops.getitem(
                grad,
                numeric.axis_slice(
                    grad.ndim,
                    numeric.scan_axis(axis),
                    numeric.append_length(numeric.shape(arr), axis),
                    None,
                ),
            ),
            numeric.shape(values),
        )
        if needs[1]
        else None
    )
    return grad_arr, grad_values


def rollaxis_backward(grad, *, self_shape, axis, start):
    """Backward of rollaxis(Tensor self, int axis, int start=0) -> Tensor.

    self: moveaxis(grad, numeric.rollaxis_destination(self.ndim, axis, start), axis)
    """
    return np.moveaxis(grad, numeric.rollaxis_destination(len(self_shape), axis, start), axis)


def delete_backward(grad, *, arr, obj, axis):
    """Backward of delete(Tensor arr, Index obj, int? axis=None) -> Tensor.

    arr: untake(grad, numeric.shape(arr), numeric.delete_kept(numeric.shape(arr), obj, axis), axis)
    """
    return ops.untake(
        grad, numeric.shape(arr), numeric.delete_kept(numeric.shape(arr), obj, axis), axis
    )


def diagflat_backward(grad, *, v, k):
    """Backward of diagflat(Tensor v, int k=0) -> Tensor.

    v: reshape(diagonal(grad, k), numeric.shape(v))
    """
    return ops.reshape(np.diagonal(grad, k), numeric.shape(v))


def partition_backward(grad, *, self, kth, axis):
    """Backward of partition(Tensor self, int[] kth, int? axis=-1) -> Tensor.

    self: untake_along_axis(grad, self.shape, numeric.argpartition(self, kth, axis), axis)
    """
    return ops.untake_along_axis(grad, self.shape, numeric.argpartition(self, kth, axis), axis)


def select_backward(grad, *, condlist, choicelist, default, needs=(True, True, True)):
    """Backward of select(Tensor[] condlist, Tensor[] choicelist, Tensor default=0) -> Tensor.

    choicelist: unselect(grad, condlist, choicelist)
    default: sum_to(where(numeric.none_true(condlist), grad, 0.0), numeric.shape(default))
    condlist: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_choicelist = ops.unselect(grad, condlist, choicelist) if needs[1] else None
    grad_default = (
        ops.sum_to(np.where(numeric.none_true(condlist), grad, 0.0), numeric.shape(default))
        if needs[2]
        else None
    )
    return None, grad_choicelist, grad_default


def unselect_backward(grad, *, condlist, needs=(True, True, True)):
    """Backward of unselect(Tensor self, Tensor[] condlist, Tensor[] choicelist) -> Tensor[].

    self: select(condlist, grad, 0.0)
    condlist: non-differentiable
    choicelist: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.select(condlist, grad, 0.0) if needs[0] else None
    return grad_self, None, None


def bincount_backward(grad, *, x, needs=(True, True)):
    """Backward of bincount(Tensor x, Tensor? weights=None, int minlength=0) -> Tensor.

    weights: take(grad, x)
    x: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_weights = ops.take(grad, x) if needs[1] else None
    return None, grad_weights


def ediff1d_backward(grad, *, ary, to_end, to_begin, needs=(True, True, True)):
    """Backward of ediff1d(Tensor ary, Tensor? to_end=None, Tensor? to_begin=None) -> Tensor.

    ary: reshape(-diff(pad(getitem(grad, numeric.ediff1d_middle(numeric.size_of(ary), numeric.size_of(to_begin))), 1)), numeric.shape(ary))
    to_end: None if to_end is None else reshape(getitem(grad, numeric.ediff1d_end(grad.shape[0], numeric.size_of(to_end))), numeric.shape(to_end))
    to_begin: None if to_begin is None else reshape(getitem(grad, numeric.ediff1d_end(numeric.size_of(to_begin), numeric.size_of(to_begin))), numeric.shape(to_begin))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_ary = (
        ops.reshape(
            -np.diff(
                np.pad(
                    ops.getitem(
                        grad,
                        numeric.ediff1d_middle(numeric.size_of(ary), numeric.size_of(to_begin)),
                    ),
                    1,
                )
            ),
            numeric.shape(ary),
        )
        if needs[0]
        else None
    )
    grad_to_end = (
        (
            None
            if to_end is None
            else ops.reshape(
                ops.getitem(grad, numeric.ediff1d_end(grad.shape[0], numeric.size_of(to_end))),
                numeric.shape(to_end),
            )
        )
        if needs[1]
        else None
    )
    grad_to_begin = (
        (
            None
            if to_begin is None
            else ops.reshape(
                ops.getitem(
                    grad, numeric.ediff1d_end(numeric.size_of(to_begin), numeric.size_of(to_begin))
                ),
                numeric.shape(to_begin),
            )
        )
        if needs[2]
        else None
    )
    return grad_ary, grad_to_end, grad_to_begin


def trapezoid_backward(grad, *, y, x, dx, axis, needs=(True, True)):
    """Backward of trapezoid(Tensor y, Tensor? x=None, float dx=1.0, int axis=-1) -> Tensor.

    y: (pad(broadcast_to(expand_dims(grad, axis) * (dx if x is None else (reshape(diff(x), numeric.linspace_weights(numeric.shape(x)[0] - 1, True, y.ndim, axis, y).shape) if x.ndim == 1 else diff(x, 1, axis))), numeric.trapezoid_pieces(y.shape, axis)), numeric.shift_pad(y.ndim, axis, 1, 0)) + pad(broadcast_to(expand_dims(grad, axis) * (dx if x is None else (reshape(diff(x), numeric.linspace_weights(numeric.shape(x)[0] - 1, True, y.ndim, axis, y).shape) if x.ndim == 1 else diff(x, 1, axis))), numeric.trapezoid_pieces(y.shape, axis)), numeric.shift_pad(y.ndim, axis, 0, 1))) / 2
    x: None if x is None else (sum(-diff(pad(expand_dims(grad, axis) * (getitem(y, numeric.axis_slice(y.ndim, axis, 1, None)) + getitem(y, numeric.axis_slice(y.ndim, axis, None, -1))) / 2, numeric.shift_pad(y.ndim, axis, 1, 1)), 1, axis), numeric.other_axes(y.ndim, axis)) if x.ndim == 1 else sum_to(-diff(pad(expand_dims(grad, axis) * (getitem(y, numeric.axis_slice(y.ndim, axis, 1, None)) + getitem(y, numeric.axis_slice(y.ndim, axis, None, -1))) / 2, numeric.shift_pad(y.ndim, axis, 1, 1)), 1, axis), x.shape))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_y = (
        (
            np.pad(
                np.broadcast_to(
                    np.expand_dims(grad, axis)
                    * (
                        dx
                        if x is None
                        else ops.reshape(
                            np.diff(x),
                            numeric.linspace_weights(
                                numeric.shape(x)[0] - 1, True, y.ndim, axis, y
                            ).shape,
                        )
                        if x.ndim == 1
                        else np.diff(x, 1, axis)
                    ),
                    numeric.trapezoid_pieces(y.shape, axis),
                ),
                numeric.shift_pad(y.ndim, axis, 1, 0),
            )
            + np.pad(
                np.broadcast_to(
                    np.expand_dims(grad, axis)
                    * (
                        dx
                        if x is None
                        else ops.reshape(
                            np.diff(x),
                            numeric.linspace_weights(
                                numeric.shape(x)[0] - 1, True, y.ndim, axis, y
                            ).shape,
                        )
                        if x.ndim == 1
                        else np.diff(x, 1, axis)
                    ),
                    numeric.trapezoid_pieces(y.shape, axis),
                ),
                numeric.shift_pad(y.ndim, axis, 0, 1),
            )
        )
        / 2
        if needs[0]
        else None
    )
    grad_x = (
        (
            None
            if x is None
            else np.sum(
                -np.diff(
                    np.pad(
                        np.expand_dims(grad, axis)
                        * (
                            ops.getitem(y, numeric.axis_slice(y.ndim, axis, 1, None))
                            + ops.getitem(y, numeric.axis_slice(y.ndim, axis, None, -1))
                        )
                        / 2,
                        numeric.shift_pad(y.ndim, axis, 1, 1),
                    ),
                    1,
                    axis,
                ),
                numeric.other_axes(y.ndim, axis),
            )
            if x.ndim == 1
            else ops.sum_to(
                -np.diff(
                    np.pad(
                        np.expand_dims(grad, axis)
                        * (
                            ops.getitem(y, numeric.axis_slice(y.ndim, axis, 1, None))
                            + ops.getitem(y, numeric.axis_slice(y.ndim, axis, None, -1))
                        )
                        / 2,
                        numeric.shift_pad(y.ndim, axis, 1, 1),
                    ),
                    1,
                    axis,
                ),
                x.shape,
            )
        )
        if needs[1]
        else None
    )
    return grad_y, grad_x


def unwrap_backward(grad):
    """Backward of unwrap(Tensor self, float? discont=None, int axis=-1, *, float period=6.283185307179586) -> Tensor.

    self: grad
    """
    return grad


def cumulative_sum_backward(grad, *, axis, include_initial):
    """Backward of cumulative_sum(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor.

    self: flip(cumulative_sum(flip(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), 1 if include_initial else 0, None)), axis), axis=axis), axis)
    """
    return np.flip(
        ops.cumulative_sum(
            np.flip(
                ops.getitem(
                    grad,
                    numeric.axis_slice(
                        grad.ndim, numeric.scan_axis(axis), 1 if include_initial else 0, None
                    ),
                ),
                axis,
            ),
            axis=axis,
        ),
        axis,
    )


def cumulative_prod_backward(grad, *, self, result, axis, include_initial):
    """Backward of cumulative_prod(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor.

    self: (getitem(result, numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1)) if include_initial else getitem(pad(result, numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0), constant_values=1.0), numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1))) * linear_scan(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), 1 if include_initial else 0, None)), self, numeric.scan_axis(axis), True)
    """
    return (
        ops.getitem(result, numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1))
        if include_initial
        else ops.getitem(
            np.pad(
                result,
                numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0),
                constant_values=1.0,
            ),
            numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1),
        )
    ) * ops.linear_scan(
        ops.getitem(
            grad,
            numeric.axis_slice(
                grad.ndim, numeric.scan_axis(axis), 1 if include_initial else 0, None
            ),
        ),
        self,
        numeric.scan_axis(axis),
        True,
    )


def polyval_backward(grad, *, p, x, needs=(True, True)):
    """Backward of polyval(Tensor p, Tensor x) -> Tensor.

    p: matmul(reshape(grad, [-1]), vander(reshape(x, [-1]), numeric.shape(p)[0]))
    x: grad * polyval(polyder(p), x)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_p = (
        np.matmul(ops.reshape(grad, [-1]), ops.vander(ops.reshape(x, [-1]), numeric.shape(p)[0]))
        if needs[0]
        else None
    )
    grad_x = grad * ops.polyval(ops.polyder(p), x) if needs[1] else None
    return grad_p, grad_x


def polyder_backward(grad, *, p, m):
    """Backward of polyder(Tensor p, int m=1) -> Tensor.

    p: zeros_like(p) if m >= numeric.shape(p)[0] else pad(grad * numeric.polyder_weights(numeric.shape(p)[0], m, grad), [0, m])
    """
    return (
        np.zeros_like(p)
        if m >= numeric.shape(p)[0]
        else np.pad(grad * numeric.polyder_weights(numeric.shape(p)[0], m, grad), [0, m])
    )


def polyint_backward(grad, *, p, m):
    """Backward of polyint(Tensor p, int m=1) -> Tensor.

    p: getitem(grad, numeric.axis_slice(1, 0, None, numeric.shape(p)[0])) * numeric.polyint_weights(numeric.shape(p)[0], m, grad)
    """
    return ops.getitem(
        grad, numeric.axis_slice(1, 0, None, numeric.shape(p)[0])
    ) * numeric.polyint_weights(numeric.shape(p)[0], m, grad)


def polyadd_backward(grad, *, a1, a2, needs=(True, True)):
    """Backward of polyadd(Tensor a1, Tensor a2) -> Tensor.

    a1: getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a1)[0], None))
    a2: getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a2)[0], None))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a1 = (
        ops.getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a1)[0], None))
        if needs[0]
        else None
    )
    grad_a2 = (
        ops.getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a2)[0], None))
        if needs[1]
        else None
    )
    return grad_a1, grad_a2


def polysub_backward(grad, *, a1, a2, needs=(True, True)):
    """Backward of polysub(Tensor a1, Tensor a2) -> Tensor.

    a1: getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a1)[0], None))
    a2: -getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a2)[0], None))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a1 = (
        ops.getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a1)[0], None))
        if needs[0]
        else None
    )
    grad_a2 = (
        -ops.getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a2)[0], None))
        if needs[1]
        else None
    )
    return grad_a1, grad_a2


def polymul_backward(grad, *, a1, a2, needs=(True, True)):
    """Backward of polymul(Tensor a1, Tensor a2) -> Tensor.

    a1: correlate(grad, conjugate(a2), "valid")
    a2: correlate(grad, conjugate(a1), "valid")

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a1 = ops.correlate(grad, np.conjugate(a2), "valid") if needs[0] else None
    grad_a2 = ops.correlate(grad, np.conjugate(a1), "valid") if needs[1] else None
    return grad_a1, grad_a2


def vander_backward(grad, *, x, N, increasing):
    """Backward of vander(Tensor x, int? N=None, bool increasing=False) -> Tensor.

    x: zeros_like(x) if numeric.vander_order(x.shape, N) <= 1 else sum(getitem(grad, numeric.vander_columns(numeric.vander_order(x.shape, N), increasing)) * vander(x, numeric.vander_order(x.shape, N) - 1, increasing) * numeric.vander_weights(numeric.vander_order(x.shape, N), increasing, grad), 1)
    """
    return (
        np.zeros_like(x)
        if numeric.vander_order(x.shape, N) <= 1
        else np.sum(
            ops.getitem(grad, numeric.vander_columns(numeric.vander_order(x.shape, N), increasing))
            * ops.vander(x, numeric.vander_order(x.shape, N) - 1, increasing)
            * numeric.vander_weights(numeric.vander_order(x.shape, N), increasing, grad),
            1,
        )
    )


def vecdot_backward(grad, *, self, other, axis, needs=(True, True)):
    """Backward of vecdot(Tensor self, Tensor other, *, int axis=-1) -> Tensor.

    self: conjugate(expand_dims(grad, axis) * other)
    other: expand_dims(grad, axis) * conjugate(self)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.conjugate(np.expand_dims(grad, axis) * other) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = np.expand_dims(grad, axis) * np.conjugate(self) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def matvec_backward(grad, *, self, other, needs=(True, True)):
    """Backward of matvec(Tensor self, Tensor other) -> Tensor.

    self: expand_dims(grad, -1) * expand_dims(other, -2)
    other: matvec(matrix_transpose(self), grad)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.expand_dims(grad, -1) * np.expand_dims(other, -2) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = ops.matvec(ops.matrix_transpose(self), grad) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def vecmat_backward(grad, *, self, other, needs=(True, True)):
    """Backward of vecmat(Tensor self, Tensor other) -> Tensor.

    self: conjugate(matvec(other, grad))
    other: expand_dims(conjugate(self), -1) * expand_dims(grad, -2)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.conjugate(ops.matvec(other, grad)) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        np.expand_dims(np.conjugate(self), -1) * np.expand_dims(grad, -2) if needs[1] else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def outer_linalg_backward(grad, *, self, other, needs=(True, True)):
    """Backward of outer.linalg(Tensor self, Tensor other) -> Tensor.

    self: grad @ other
    other: self @ grad

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = grad @ other if needs[0] else None
    grad_other = self @ grad if needs[1] else None
    return grad_self, grad_other


def cross_linalg_backward(grad, *, self, other, axis, needs=(True, True)):
    """Backward of cross.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor.

    self: cross(other, grad, axis=axis)
    other: cross(grad, self, axis=axis)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.cross(other, grad, axis=axis) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = ops.cross(grad, self, axis=axis) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def diagonal_linalg_backward(grad, *, self_shape, offset):
    """Backward of diagonal.linalg(Tensor self, *, int offset=0) -> Tensor.

    self: diagonal_embed(grad, self.shape, offset, -2, -1)
    """
    return ops.diagonal_embed(grad, self_shape, offset, -2, -1)


def trace_linalg_backward(grad, *, self_shape, offset):
    """Backward of trace.linalg(Tensor self, *, int offset=0) -> Tensor.

    self: diagonal_embed(expand_reduced(grad, numeric.diagonal_shape(self.shape, offset, -2, -1), -1), self.shape, offset, -2, -1)
    """
    return ops.diagonal_embed(
        ops.expand_reduced(grad, numeric.diagonal_shape(self_shape, offset, -2, -1), -1),
        self_shape,
        offset,
        -2,
        -1,
    )


def matmul_linalg_backward(grad, *, self, other, needs=(True, True)):
    """Backward of matmul.linalg(Tensor self, Tensor other) -> Tensor.

    self: reshape(grad, numeric.matmul_shape(self.shape, other.shape)) @ matrix_transpose(reshape(other, numeric.as_matrix(other.shape, "column")))
    other: squeeze(matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape)), -1) if other.ndim == 1 else matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.reshape(grad, numeric.matmul_shape(self.shape, other.shape))
        @ ops.matrix_transpose(ops.reshape(other, numeric.as_matrix(other.shape, "column")))
        if needs[0]
        else None
    )
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = (
        (
            np.squeeze(
                ops.matrix_transpose(ops.reshape(self, numeric.as_matrix(self.shape, "row")))
                @ ops.reshape(grad, numeric.matmul_shape(self.shape, other.shape)),
                -1,
            )
            if other.ndim == 1
            else ops.matrix_transpose(ops.reshape(self, numeric.as_matrix(self.shape, "row")))
            @ ops.reshape(grad, numeric.matmul_shape(self.shape, other.shape))
        )
        if needs[1]
        else None
    )
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def tensordot_linalg_backward(grad, *, self, other, axes, needs=(True, True)):
    """Backward of tensordot.linalg(Tensor self, Tensor other, *, int[] axes=2) -> Tensor.

    self: transpose(tensordot(grad, other, numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "self")), numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "self"))
    other: transpose(tensordot(self, grad, numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "other")), numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "other"))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.transpose(
            ops.tensordot(
                grad,
                other,
                numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "self"),
            ),
            numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "self"),
        )
        if needs[0]
        else None
    )
    grad_other = (
        ops.transpose(
            ops.tensordot(
                self,
                grad,
                numeric.product_grad_axes("tensordot", self.shape, other.shape, axes, "other"),
            ),
            numeric.product_grad_perm("tensordot", self.shape, other.shape, axes, "other"),
        )
        if needs[1]
        else None
    )
    return grad_self, grad_other


def vecdot_linalg_backward(grad, *, self, other, axis, needs=(True, True)):
    """Backward of vecdot.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor.

    self: conjugate(expand_dims(grad, axis) * other)
    other: expand_dims(grad, axis) * conjugate(self)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = np.conjugate(np.expand_dims(grad, axis) * other) if needs[0] else None
    if grad_self is not None:
        if (
            type(grad_self) is not np.ndarray
            or type(self) is not np.ndarray
            or grad_self.shape != self.shape
        ):
            grad_self = ops.sum_to(grad_self, numeric.shape(self))
    grad_other = np.expand_dims(grad, axis) * np.conjugate(self) if needs[1] else None
    if grad_other is not None:
        if (
            type(grad_other) is not np.ndarray
            or type(other) is not np.ndarray
            or grad_other.shape != other.shape
        ):
            grad_other = ops.sum_to(grad_other, numeric.shape(other))
    return grad_self, grad_other


def matrix_transpose_linalg_backward(grad):
    """Backward of matrix_transpose.linalg(Tensor self) -> Tensor.

    self: matrix_transpose(grad)
    """
    return ops.matrix_transpose(grad)


def i0_numpy_backward(grad, *, self):
    """Backward of i0.numpy(Tensor self) -> Tensor.

    self: grad * i1(self)
    """
    if (
        type(grad) is np.ndarray
        and grad.size >= kernels.INPLACE_MIN_SIZE
        and kernels.same_layout(grad, self)
    ):
        t_self0 = scipy.special.i1(self)
        np.multiply(grad, t_self0, out=t_self0)
        return t_self0
    return grad * scipy.special.i1(self)


def vector_norm_backward(grad, *, self, result, axis, keepdims, ord):
    """Backward of vector_norm(Tensor self, *, int[]? axis=None, bool keepdims=False, Scalar ord=2) -> Tensor.

    self: expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) if numeric.vector_norm_kind(ord) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)) if numeric.vector_norm_kind(ord) == "one" else zeros_like(self) if numeric.vector_norm_kind(ord) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad / astype(sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)), 0.0) if numeric.vector_norm_kind(ord) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * conjugate(sign(self)) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims), ord - 1), 0.0)
    """
    return (
        ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
        * np.conjugate(self)
        / ops.expand_reduced(
            np.where(result > 0, result, 1.0),
            self.shape,
            numeric.norm_axes(axis, self.ndim),
            keepdims,
        )
        if numeric.vector_norm_kind(ord) == "two"
        else ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
        * np.conjugate(np.sign(self))
        if numeric.vector_norm_kind(ord) == "one"
        else np.zeros_like(self)
        if numeric.vector_norm_kind(ord) == "zero"
        else np.where(
            np.absolute(self)
            == ops.expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims),
            ops.expand_reduced(
                grad
                / ops.astype(
                    np.sum(
                        np.absolute(self)
                        == ops.expand_reduced(
                            result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims
                        ),
                        numeric.norm_axes(axis, self.ndim),
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                self.shape,
                numeric.norm_axes(axis, self.ndim),
                keepdims,
            )
            * np.conjugate(np.sign(self)),
            0.0,
        )
        if numeric.vector_norm_kind(ord) in ("max", "min")
        else np.where(
            self != 0,
            ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
            * np.conjugate(np.sign(self))
            * np.power(
                np.absolute(self)
                / ops.expand_reduced(
                    np.where(result > 0, result, 1.0),
                    self.shape,
                    numeric.norm_axes(axis, self.ndim),
                    keepdims,
                ),
                ord - 1,
            ),
            0.0,
        )
    )


def matrix_norm_backward(grad, *, self, result, keepdims, ord):
    """Backward of matrix_norm(Tensor self, *, bool keepdims=False, Scalar? ord=None) -> Tensor.

    self: expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * conjugate(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * conjugate(sign(self)) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "one" else zeros_like(self) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), expand_reduced(grad / astype(sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), numeric.norm_axes((-2, -1), self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * conjugate(sign(self)), 0.0) if numeric.norm_kind(ord, (-2, -1), self.ndim) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * conjugate(sign(self)) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), ord - 1), 0.0) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "p" else where(sum(absolute(self), numeric.norm_inner_axis(ord, (-2, -1), self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), expand_reduced(grad * self.shape[numeric.norm_inner_axis(ord, (-2, -1), self.ndim)] / astype(sum(sum(absolute(self), numeric.norm_inner_axis(ord, (-2, -1), self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), numeric.norm_axes((-2, -1), self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * conjugate(sign(self)), 0.0) if numeric.norm_kind(ord, (-2, -1), self.ndim) in ("columns", "rows") else transpose(reshape(grad, numeric.norm_batch_shape(self.shape, (-2, -1))) * conjugate((svd(transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[0] * expand_dims(numeric.singular_weights( svd(transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[1], ord), -2)) @ svd(transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[2]), numeric.inverse_permutation(numeric.norm_permutation((-2, -1), self.ndim), self.ndim))
    """
    return (
        ops.expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims)
        * np.conjugate(self)
        / ops.expand_reduced(
            np.where(result > 0, result, 1.0),
            self.shape,
            numeric.norm_axes((-2, -1), self.ndim),
            keepdims,
        )
        if numeric.norm_kind(ord, (-2, -1), self.ndim) == "two"
        else ops.expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims)
        * np.conjugate(np.sign(self))
        if numeric.norm_kind(ord, (-2, -1), self.ndim) == "one"
        else np.zeros_like(self)
        if numeric.norm_kind(ord, (-2, -1), self.ndim) == "zero"
        else np.where(
            np.absolute(self)
            == ops.expand_reduced(
                result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims
            ),
            ops.expand_reduced(
                grad
                / ops.astype(
                    np.sum(
                        np.absolute(self)
                        == ops.expand_reduced(
                            result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims
                        ),
                        numeric.norm_axes((-2, -1), self.ndim),
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                self.shape,
                numeric.norm_axes((-2, -1), self.ndim),
                keepdims,
            )
            * np.conjugate(np.sign(self)),
            0.0,
        )
        if numeric.norm_kind(ord, (-2, -1), self.ndim) in ("max", "min")
        else np.where(
            self != 0,
            ops.expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims)
            * np.conjugate(np.sign(self))
            * np.power(
                np.absolute(self)
                / ops.expand_reduced(
                    np.where(result > 0, result, 1.0),
                    self.shape,
                    numeric.norm_axes((-2, -1), self.ndim),
                    keepdims,
                ),
                ord - 1,
            ),
            0.0,
        )
        if numeric.norm_kind(ord, (-2, -1), self.ndim) == "p"
        else np.where(
            np.sum(
                np.absolute(self), numeric.norm_inner_axis(ord, (-2, -1), self.ndim), keepdims=True
            )
            == ops.expand_reduced(
                result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims
            ),
            ops.expand_reduced(
                grad
                * self.shape[numeric.norm_inner_axis(ord, (-2, -1), self.ndim)]
                / ops.astype(
                    np.sum(
                        np.sum(
                            np.absolute(self),
                            numeric.norm_inner_axis(ord, (-2, -1), self.ndim),
                            keepdims=True,
                        )
                        == ops.expand_reduced(
                            result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims
                        ),
                        numeric.norm_axes((-2, -1), self.ndim),
                        keepdims=keepdims,
                    ),
                    numeric.dtype_of(grad),
                ),
                self.shape,
                numeric.norm_axes((-2, -1), self.ndim),
                keepdims,
            )
            * np.conjugate(np.sign(self)),
            0.0,
        )
        if numeric.norm_kind(ord, (-2, -1), self.ndim) in ("columns", "rows")
        else ops.transpose(
            ops.reshape(grad, numeric.norm_batch_shape(self.shape, (-2, -1)))
            * np.conjugate(
                ops.svd(ops.transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[
                    0
                ]
                * np.expand_dims(
                    numeric.singular_weights(
                        ops.svd(
                            ops.transpose(self, numeric.norm_permutation((-2, -1), self.ndim)),
                            False,
                        )[1],
                        ord,
                    ),
                    -2,
                )
                @ ops.svd(
                    ops.transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False
                )[2]
            ),
            numeric.inverse_permutation(numeric.norm_permutation((-2, -1), self.ndim), self.ndim),
        )
    )


def cond_backward(grad, *, self, result, p):
    """Backward of cond(Tensor self, Scalar? p=None) -> Tensor.

    self: conjugate(expand_dims(expand_dims(grad / svd(self, False)[1][..., -1], -1), -1) * (expand_dims(svd(self, False)[0][..., :, 0], -1) * expand_dims(svd(self, False)[2][..., 0, :], -2) - expand_dims(expand_dims(result, -1), -1) * expand_dims(svd(self, False)[0][..., :, -1], -1) * expand_dims(svd(self, False)[2][..., -1, :], -2))) if numeric.cond_kind(p) == "two" else conjugate(expand_dims(expand_dims(grad / svd(self, False)[1][..., 0], -1), -1) * (expand_dims(svd(self, False)[0][..., :, -1], -1) * expand_dims(svd(self, False)[2][..., -1, :], -2) - expand_dims(expand_dims(result, -1), -1) * expand_dims(svd(self, False)[0][..., :, 0], -1) * expand_dims(svd(self, False)[2][..., 0, :], -2))) if numeric.cond_kind(p) == "minus_two" else expand_dims(expand_dims(grad, -1), -1) * (expand_dims(expand_dims(norm(inv(self), p, (-2, -1)), -1), -1) * (conjugate(self) / expand_dims(expand_dims(norm(self, p, (-2, -1)), -1), -1) if numeric.cond_kind(p) == "fro" else conjugate(svd(self, False)[0] @ svd(self, False)[2]) if numeric.cond_kind(p) == "nuc" else where(sum(absolute(self), numeric.norm_inner_axis(p, (-2, -1), self.ndim), keepdims=True) == expand_dims(expand_dims(norm(self, p, (-2, -1)), -1), -1), conjugate(sign(self)), 0.0) / astype(sum(sum(absolute(self), numeric.norm_inner_axis(p, (-2, -1), self.ndim), keepdims=True) == expand_dims(expand_dims(norm(self, p, (-2, -1)), -1), -1), (-2, -1), keepdims=True), numeric.dtype_of(grad))) - expand_dims(expand_dims(norm(self, p, (-2, -1)), -1), -1) * (matrix_transpose(inv(self)) @ (conjugate(inv(self)) / expand_dims(expand_dims(norm(inv(self), p, (-2, -1)), -1), -1) if numeric.cond_kind(p) == "fro" else conjugate(svd(inv(self), False)[0] @ svd(inv(self), False)[2]) if numeric.cond_kind(p) == "nuc" else where(sum(absolute(inv(self)), numeric.norm_inner_axis(p, (-2, -1), self.ndim), keepdims=True) == expand_dims(expand_dims(norm(inv(self), p, (-2, -1)), -1), -1), conjugate(sign(inv(self))), 0.0) / astype(sum(sum(absolute(inv(self)), numeric.norm_inner_axis(p, (-2, -1), self.ndim), keepdims=True) == expand_dims(expand_dims(norm(inv(self), p, (-2, -1)), -1), -1), (-2, -1), keepdims=True), numeric.dtype_of(grad))) @ matrix_transpose(inv(self))))
    """
    return (
        np.conjugate(
            np.expand_dims(np.expand_dims(grad / ops.svd(self, False)[1][..., -1], -1), -1)
            * (
                np.expand_dims(ops.svd(self, False)[0][..., :, 0], -1)
                * np.expand_dims(ops.svd(self, False)[2][..., 0, :], -2)
                - np.expand_dims(np.expand_dims(result, -1), -1)
                * np.expand_dims(ops.svd(self, False)[0][..., :, -1], -1)
                * np.expand_dims(ops.svd(self, False)[2][..., -1, :], -2)
            )
        )
        if numeric.cond_kind(p) == "two"
        else np.conjugate(
            np.expand_dims(np.expand_dims(grad / ops.svd(self, False)[1][..., 0], -1), -1)
            * (
                np.expand_dims(ops.svd(self, False)[0][..., :, -1], -1)
                * np.expand_dims(ops.svd(self, False)[2][..., -1, :], -2)
                - np.expand_dims(np.expand_dims(result, -1), -1)
                * np.expand_dims(ops.svd(self, False)[0][..., :, 0], -1)
                * np.expand_dims(ops.svd(self, False)[2][..., 0, :], -2)
            )
        )
        if numeric.cond_kind(p) == "minus_two"
        else np.expand_dims(np.expand_dims(grad, -1), -1)
        * (
            np.expand_dims(np.expand_dims(ops.norm(ops.inv(self), p, (-2, -1)), -1), -1)
            * (
                np.conjugate(self)
                / np.expand_dims(np.expand_dims(ops.norm(self, p, (-2, -1)), -1), -1)
                if numeric.cond_kind(p) == "fro"
                else np.conjugate(ops.svd(self, False)[0] @ ops.svd(self, False)[2])
                if numeric.cond_kind(p) == "nuc"
                else np.where(
                    np.sum(
                        np.absolute(self),
                        numeric.norm_inner_axis(p, (-2, -1), self.ndim),
                        keepdims=True,
                    )
                    == np.expand_dims(np.expand_dims(ops.norm(self, p, (-2, -1)), -1), -1),
                    np.conjugate(np.sign(self)),
                    0.0,
                )
                / ops.astype(
                    np.sum(
                        np.sum(
                            np.absolute(self),
                            numeric.norm_inner_axis(p, (-2, -1), self.ndim),
                            keepdims=True,
                        )
                        == np.expand_dims(np.expand_dims(ops.norm(self, p, (-2, -1)), -1), -1),
                        (-2, -1),
                        keepdims=True,
                    ),
                    numeric.dtype_of(grad),
                )
            )
            - np.expand_dims(np.expand_dims(ops.norm(self, p, (-2, -1)), -1), -1)
            * (
                ops.matrix_transpose(ops.inv(self))
                @ (
                    np.conjugate(ops.inv(self))
                    / np.expand_dims(np.expand_dims(ops.norm(ops.inv(self), p, (-2, -1)), -1), -1)
                    if numeric.cond_kind(p) == "fro"
                    else np.conjugate(
                        ops.svd(ops.inv(self), False)[0] @ ops.svd(ops.inv(self), False)[2]
                    )
                    if numeric.cond_kind(p) == "nuc"
                    else np.where(
                        np.sum(
                            np.absolute(ops.inv(self)),
                            numeric.norm_inner_axis(p, (-2, -1), self.ndim),
                            keepdims=True,
                        )
                        == np.expand_dims(
                            np.expand_dims(ops.norm(ops.inv(self), p, (-2, -1)), -1), -1
                        ),
                        np.conjugate(np.sign(ops.inv(self))),
                        0.0,
                    )
                    / ops.astype(
                        np.sum(
                            np.sum(
                                np.absolute(ops.inv(self)),
                                numeric.norm_inner_axis(p, (-2, -1), self.ndim),
                                keepdims=True,
                            )
                            == np.expand_dims(
                                np.expand_dims(ops.norm(ops.inv(self), p, (-2, -1)), -1), -1
                            ),
                            (-2, -1),
                            keepdims=True,
                        ),
                        numeric.dtype_of(grad),
                    )
                )
                @ ops.matrix_transpose(ops.inv(self))
            )
        )
    )


def tensorsolve_backward(grad, *, a, b_shape, result, axes, needs=(True, True)):
    """Backward of tensorsolve(Tensor a, Tensor b, int[]? axes=None) -> Tensor.

    b: reshape(solve(matrix_transpose(reshape(transpose(a, numeric.tensorsolve_permutation(a.ndim, axes)), numeric.tensorsolve_matrix(numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes)), b.ndim))), reshape(grad, [-1])), b.shape)
    a: transpose(reshape(-outer(solve(matrix_transpose(reshape(transpose(a, numeric.tensorsolve_permutation(a.ndim, axes)), numeric.tensorsolve_matrix(numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes)), b.ndim))), reshape(grad, [-1])), reshape(result, [-1])), numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes))), numeric.inverse_permutation(numeric.tensorsolve_permutation(a.ndim, axes), a.ndim))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_b = (
        ops.reshape(
            ops.solve(
                ops.matrix_transpose(
                    ops.reshape(
                        ops.transpose(a, numeric.tensorsolve_permutation(a.ndim, axes)),
                        numeric.tensorsolve_matrix(
                            numeric.permuted(
                                a.shape, numeric.tensorsolve_permutation(a.ndim, axes)
                            ),
                            len(b_shape),
                        ),
                    )
                ),
                ops.reshape(grad, [-1]),
            ),
            b_shape,
        )
        if needs[1]
        else None
    )
    grad_a = (
        ops.transpose(
            ops.reshape(
                -np.outer(
                    ops.solve(
                        ops.matrix_transpose(
                            ops.reshape(
                                ops.transpose(a, numeric.tensorsolve_permutation(a.ndim, axes)),
                                numeric.tensorsolve_matrix(
                                    numeric.permuted(
                                        a.shape, numeric.tensorsolve_permutation(a.ndim, axes)
                                    ),
                                    len(b_shape),
                                ),
                            )
                        ),
                        ops.reshape(grad, [-1]),
                    ),
                    ops.reshape(result, [-1]),
                ),
                numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes)),
            ),
            numeric.inverse_permutation(numeric.tensorsolve_permutation(a.ndim, axes), a.ndim),
        )
        if needs[0]
        else None
    )
    return grad_a, grad_b


def tensorinv_backward(grad, *, a_shape, result, ind):
    """Backward of tensorinv(Tensor a, int ind=2) -> Tensor.

    a: reshape(-(matrix_transpose(reshape(result, numeric.tensorinv_result_matrix(a.shape, ind))) @ reshape(grad, numeric.tensorinv_result_matrix(a.shape, ind)) @ matrix_transpose(reshape(result, numeric.tensorinv_result_matrix(a.shape, ind)))), a.shape)
    """
    return ops.reshape(
        -(
            ops.matrix_transpose(ops.reshape(result, numeric.tensorinv_result_matrix(a_shape, ind)))
            @ ops.reshape(grad, numeric.tensorinv_result_matrix(a_shape, ind))
            @ ops.matrix_transpose(
                ops.reshape(result, numeric.tensorinv_result_matrix(a_shape, ind))
            )
        ),
        a_shape,
    )


def expm_backward(grad, *, self):
    """Backward of expm(Tensor self) -> Tensor.

    self: getitem(expm(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(self), matrix_transpose(self)], -1)], -2)), numeric.upper_right(self.shape))
    """
    return ops.getitem(
        ops.expm(
            np.concatenate(
                [
                    np.concatenate([ops.matrix_transpose(self), grad], -1),
                    np.concatenate([np.zeros_like(self), ops.matrix_transpose(self)], -1),
                ],
                -2,
            )
        ),
        numeric.upper_right(self.shape),
    )


def logm_backward(grad, *, self):
    """Backward of logm(Tensor self) -> Tensor.

    self: getitem(logm(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(self), matrix_transpose(self)], -1)], -2)), numeric.upper_right(self.shape))
    """
    return ops.getitem(
        ops.logm(
            np.concatenate(
                [
                    np.concatenate([ops.matrix_transpose(self), grad], -1),
                    np.concatenate([np.zeros_like(self), ops.matrix_transpose(self)], -1),
                ],
                -2,
            )
        ),
        numeric.upper_right(self.shape),
    )


def sqrtm_backward(grad, *, self):
    """Backward of sqrtm(Tensor self) -> Tensor.

    self: getitem(sqrtm(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(self), matrix_transpose(self)], -1)], -2)), numeric.upper_right(self.shape))
    """
    return ops.getitem(
        ops.sqrtm(
            np.concatenate(
                [
                    np.concatenate([ops.matrix_transpose(self), grad], -1),
                    np.concatenate([np.zeros_like(self), ops.matrix_transpose(self)], -1),
                ],
                -2,
            )
        ),
        numeric.upper_right(self.shape),
    )


def solve_triangular_backward(grad, *, a, result, trans, lower, unit_diagonal, needs=(True, True)):
    """Backward of solve_triangular(Tensor a, Tensor b, Scalar trans=0, bool lower=False, bool unit_diagonal=False) -> Tensor.

    b: solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal)
    a: (tril(-(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))), -1 if unit_diagonal else 0) if lower else triu(-(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))), 1 if unit_diagonal else 0)) if numeric.triangular_trans(trans) == 0 else (tril(-(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]))), -1 if unit_diagonal else 0) if lower else triu(-(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]))), 1 if unit_diagonal else 0))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_b = (
        ops.solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal)
        if needs[1]
        else None
    )
    grad_a = (
        (
            (
                ops.tril(
                    -(
                        ops.reshape(
                            ops.solve_triangular(
                                a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal
                            ),
                            [a.shape[-1], -1],
                        )
                        @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                    ),
                    -1 if unit_diagonal else 0,
                )
                if lower
                else ops.triu(
                    -(
                        ops.reshape(
                            ops.solve_triangular(
                                a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal
                            ),
                            [a.shape[-1], -1],
                        )
                        @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                    ),
                    1 if unit_diagonal else 0,
                )
            )
            if numeric.triangular_trans(trans) == 0
            else ops.tril(
                -(
                    ops.reshape(result, [a.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.solve_triangular(
                                a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal
                            ),
                            [a.shape[-1], -1],
                        )
                    )
                ),
                -1 if unit_diagonal else 0,
            )
            if lower
            else ops.triu(
                -(
                    ops.reshape(result, [a.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.solve_triangular(
                                a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal
                            ),
                            [a.shape[-1], -1],
                        )
                    )
                ),
                1 if unit_diagonal else 0,
            )
        )
        if needs[0]
        else None
    )
    return grad_a, grad_b


def solve_scipy_backward(grad, *, a, result, lower, assume_a, transposed, needs=(True, True)):
    """Backward of solve_scipy(Tensor a, Tensor b, bool lower=False, str? assume_a=None, bool transposed=False) -> Tensor.

    b: solve_scipy(a, grad, lower, assume_a, not transposed)
    a: (-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1])))) if numeric.solve_kind(assume_a) == "general" else fold_triangle((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1])))), "L" if lower else "U") if numeric.solve_kind(assume_a) == "hermitian" else (tril((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]))))) + tril(matrix_transpose((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]))))), -1) if lower else triu((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]))))) + triu(matrix_transpose((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]))))), 1)) if numeric.solve_kind(assume_a) == "symmetric" else tril(triu((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1])))))) if numeric.solve_kind(assume_a) == "diagonal" else tril((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]))))) if numeric.solve_kind(assume_a) == "lower" else triu((-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1])))))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_b = ops.solve_scipy(a, grad, lower, assume_a, not transposed) if needs[1] else None
    grad_a = (
        (
            (
                -(
                    ops.reshape(
                        ops.solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                )
                if not transposed
                else -(
                    ops.reshape(result, [a.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                    )
                )
            )
            if numeric.solve_kind(assume_a) == "general"
            else ops.fold_triangle(
                -(
                    ops.reshape(
                        ops.solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                )
                if not transposed
                else -(
                    ops.reshape(result, [a.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                    )
                ),
                "L" if lower else "U",
            )
            if numeric.solve_kind(assume_a) == "hermitian"
            else (
                ops.tril(
                    -(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                        @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                    )
                    if not transposed
                    else -(
                        ops.reshape(result, [a.shape[-1], -1])
                        @ ops.matrix_transpose(
                            ops.reshape(
                                ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                [a.shape[-1], -1],
                            )
                        )
                    )
                )
                + ops.tril(
                    ops.matrix_transpose(
                        -(
                            ops.reshape(
                                ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                [a.shape[-1], -1],
                            )
                            @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                        )
                        if not transposed
                        else -(
                            ops.reshape(result, [a.shape[-1], -1])
                            @ ops.matrix_transpose(
                                ops.reshape(
                                    ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                    [a.shape[-1], -1],
                                )
                            )
                        )
                    ),
                    -1,
                )
                if lower
                else ops.triu(
                    -(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                        @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                    )
                    if not transposed
                    else -(
                        ops.reshape(result, [a.shape[-1], -1])
                        @ ops.matrix_transpose(
                            ops.reshape(
                                ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                [a.shape[-1], -1],
                            )
                        )
                    )
                )
                + ops.triu(
                    ops.matrix_transpose(
                        -(
                            ops.reshape(
                                ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                [a.shape[-1], -1],
                            )
                            @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                        )
                        if not transposed
                        else -(
                            ops.reshape(result, [a.shape[-1], -1])
                            @ ops.matrix_transpose(
                                ops.reshape(
                                    ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                    [a.shape[-1], -1],
                                )
                            )
                        )
                    ),
                    1,
                )
            )
            if numeric.solve_kind(assume_a) == "symmetric"
            else ops.tril(
                ops.triu(
                    -(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                        @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                    )
                    if not transposed
                    else -(
                        ops.reshape(result, [a.shape[-1], -1])
                        @ ops.matrix_transpose(
                            ops.reshape(
                                ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                                [a.shape[-1], -1],
                            )
                        )
                    )
                )
            )
            if numeric.solve_kind(assume_a) == "diagonal"
            else ops.tril(
                -(
                    ops.reshape(
                        ops.solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                )
                if not transposed
                else -(
                    ops.reshape(result, [a.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                    )
                )
            )
            if numeric.solve_kind(assume_a) == "lower"
            else ops.triu(
                -(
                    ops.reshape(
                        ops.solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [a.shape[-1], -1]))
                )
                if not transposed
                else -(
                    ops.reshape(result, [a.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.solve_scipy(a, grad, lower, assume_a, not transposed),
                            [a.shape[-1], -1],
                        )
                    )
                )
            )
        )
        if needs[0]
        else None
    )
    return grad_a, grad_b


def cho_factor_backward(grad_c, grad_is_lower, *, c, lower):
    """Backward of cho_factor(Tensor a, bool lower=False) -> (Tensor c, Tensor is_lower).

    a: fold_triangle(matrix_transpose(inv(c)) @ (tril_part(matrix_transpose(c) @ tril(grad_c), 0) + tril_part(matrix_transpose(c) @ tril(grad_c), -1)) * 0.5 @ conjugate(inv(c))) if lower else matrix_transpose(fold_triangle(inv(c) @ (tril_part(c @ tril(matrix_transpose(grad_c)), 0) + tril_part(c @ tril(matrix_transpose(grad_c)), -1)) * 0.5 @ conjugate(matrix_transpose(inv(c)))))
    """
    return (
        ops.fold_triangle(
            ops.matrix_transpose(ops.inv(c))
            @ (
                ops.tril_part(ops.matrix_transpose(c) @ ops.tril(grad_c), 0)
                + ops.tril_part(ops.matrix_transpose(c) @ ops.tril(grad_c), -1)
            )
            * 0.5
            @ np.conjugate(ops.inv(c))
        )
        if lower
        else ops.matrix_transpose(
            ops.fold_triangle(
                ops.inv(c)
                @ (
                    ops.tril_part(c @ ops.tril(ops.matrix_transpose(grad_c)), 0)
                    + ops.tril_part(c @ ops.tril(ops.matrix_transpose(grad_c)), -1)
                )
                * 0.5
                @ np.conjugate(ops.matrix_transpose(ops.inv(c)))
            )
        )
    )


def cho_solve_backward(grad, *, c, result, lower, needs=(True, True)):
    """Backward of cho_solve(Tensor c, Tensor b, bool lower=False) -> Tensor.

    b: conjugate(cho_solve(c, conjugate(grad), lower))
    c: tril(-((conjugate(reshape(cho_solve(c, conjugate(grad), lower), [c.shape[-1], -1])) @ matrix_transpose(reshape(result, [c.shape[-1], -1]))) + conjugate(matrix_transpose(conjugate(reshape(cho_solve(c, conjugate(grad), lower), [c.shape[-1], -1])) @ matrix_transpose(reshape(result, [c.shape[-1], -1]))))) @ conjugate(tril(c))) if lower else triu(-conjugate(triu(c)) @ ((conjugate(reshape(cho_solve(c, conjugate(grad), lower), [c.shape[-1], -1])) @ matrix_transpose(reshape(result, [c.shape[-1], -1]))) + conjugate(matrix_transpose(conjugate(reshape(cho_solve(c, conjugate(grad), lower), [c.shape[-1], -1])) @ matrix_transpose(reshape(result, [c.shape[-1], -1]))))))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_b = np.conjugate(ops.cho_solve(c, np.conjugate(grad), lower)) if needs[1] else None
    grad_c = (
        (
            ops.tril(
                -(
                    np.conjugate(
                        ops.reshape(ops.cho_solve(c, np.conjugate(grad), lower), [c.shape[-1], -1])
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [c.shape[-1], -1]))
                    + np.conjugate(
                        ops.matrix_transpose(
                            np.conjugate(
                                ops.reshape(
                                    ops.cho_solve(c, np.conjugate(grad), lower), [c.shape[-1], -1]
                                )
                            )
                            @ ops.matrix_transpose(ops.reshape(result, [c.shape[-1], -1]))
                        )
                    )
                )
                @ np.conjugate(ops.tril(c))
            )
            if lower
            else ops.triu(
                -np.conjugate(ops.triu(c))
                @ (
                    np.conjugate(
                        ops.reshape(ops.cho_solve(c, np.conjugate(grad), lower), [c.shape[-1], -1])
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [c.shape[-1], -1]))
                    + np.conjugate(
                        ops.matrix_transpose(
                            np.conjugate(
                                ops.reshape(
                                    ops.cho_solve(c, np.conjugate(grad), lower), [c.shape[-1], -1]
                                )
                            )
                            @ ops.matrix_transpose(ops.reshape(result, [c.shape[-1], -1]))
                        )
                    )
                )
            )
        )
        if needs[0]
        else None
    )
    return grad_c, grad_b


def lu_factor_backward(grad_lu, grad_piv, *, lu, piv):
    """Backward of lu_factor(Tensor a) -> (Tensor lu, Tensor piv).

    a: getitem(matrix_transpose(solve_triangular(lu, matrix_transpose( solve_triangular(lu, tril(matrix_transpose(tril(lu, -1) + numeric.eye_like(lu)) @ tril(grad_lu, -1), -1) + triu(triu(grad_lu) @ matrix_transpose(triu(lu))), 1, True, True)), 0, False, False)), numeric.lu_unrows(piv))
    """
    return ops.getitem(
        ops.matrix_transpose(
            ops.solve_triangular(
                lu,
                ops.matrix_transpose(
                    ops.solve_triangular(
                        lu,
                        ops.tril(
                            ops.matrix_transpose(ops.tril(lu, -1) + numeric.eye_like(lu))
                            @ ops.tril(grad_lu, -1),
                            -1,
                        )
                        + ops.triu(ops.triu(grad_lu) @ ops.matrix_transpose(ops.triu(lu))),
                        1,
                        True,
                        True,
                    )
                ),
                0,
                False,
                False,
            )
        ),
        numeric.lu_unrows(piv),
    )


def lu_solve_backward(grad, *, lu, piv, result, trans, needs=(True, True, True)):
    """Backward of lu_solve(Tensor lu, Tensor piv, Tensor b, Scalar trans=0) -> Tensor.

    b: lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans))
    lu: tril(getitem(-(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]) @ matrix_transpose(reshape(result, [lu.shape[-1], -1]))) if numeric.triangular_trans(trans) == 0 else -(reshape(result, [lu.shape[-1], -1]) @ matrix_transpose(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]))), numeric.lu_rows(piv)) @ matrix_transpose(triu(lu)), -1) + triu(matrix_transpose(tril(lu, -1) + numeric.eye_like(lu)) @ getitem(-(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]) @ matrix_transpose(reshape(result, [lu.shape[-1], -1]))) if numeric.triangular_trans(trans) == 0 else -(reshape(result, [lu.shape[-1], -1]) @ matrix_transpose(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]))), numeric.lu_rows(piv)))
    piv: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_b = ops.lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)) if needs[2] else None
    grad_lu = (
        ops.tril(
            ops.getitem(
                -(
                    ops.reshape(
                        ops.lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)),
                        [lu.shape[-1], -1],
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [lu.shape[-1], -1]))
                )
                if numeric.triangular_trans(trans) == 0
                else -(
                    ops.reshape(result, [lu.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)),
                            [lu.shape[-1], -1],
                        )
                    )
                ),
                numeric.lu_rows(piv),
            )
            @ ops.matrix_transpose(ops.triu(lu)),
            -1,
        )
        + ops.triu(
            ops.matrix_transpose(ops.tril(lu, -1) + numeric.eye_like(lu))
            @ ops.getitem(
                -(
                    ops.reshape(
                        ops.lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)),
                        [lu.shape[-1], -1],
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [lu.shape[-1], -1]))
                )
                if numeric.triangular_trans(trans) == 0
                else -(
                    ops.reshape(result, [lu.shape[-1], -1])
                    @ ops.matrix_transpose(
                        ops.reshape(
                            ops.lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)),
                            [lu.shape[-1], -1],
                        )
                    )
                ),
                numeric.lu_rows(piv),
            )
        )
        if needs[0]
        else None
    )
    return grad_lu, None, grad_b


def sparse_matmul_backward(
    grad, *, data, x, major, minor, shape, layout, needs=(True, True, True, True)
):
    """Backward of sparse_matmul(Tensor data, Tensor x, Tensor major, Tensor minor, int[] shape, str layout="csr") -> Tensor.

    data: sparse_sample(grad, x, major, minor, shape, layout)
    x: sparse_matmul(data, grad, major, minor, numeric.transposed_shape(shape), numeric.transposed_layout(layout))
    major: non-differentiable
    minor: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_data = ops.sparse_sample(grad, x, major, minor, shape, layout) if needs[0] else None
    grad_x = (
        ops.sparse_matmul(
            data,
            grad,
            major,
            minor,
            numeric.transposed_shape(shape),
            numeric.transposed_layout(layout),
        )
        if needs[1]
        else None
    )
    return grad_data, grad_x, None, None


def sparse_sample_backward(
    grad, *, a, b, major, minor, shape, layout, needs=(True, True, True, True)
):
    """Backward of sparse_sample(Tensor a, Tensor b, Tensor major, Tensor minor, int[] shape, str layout="csr") -> Tensor.

    a: sparse_matmul(grad, b, major, minor, shape, layout)
    b: sparse_matmul(grad, a, major, minor, numeric.transposed_shape(shape), numeric.transposed_layout(layout))
    major: non-differentiable
    minor: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_a = ops.sparse_matmul(grad, b, major, minor, shape, layout) if needs[0] else None
    grad_b = (
        ops.sparse_matmul(
            grad,
            a,
            major,
            minor,
            numeric.transposed_shape(shape),
            numeric.transposed_layout(layout),
        )
        if needs[1]
        else None
    )
    return grad_a, grad_b, None, None


def sparse_solve_backward(
    grad, *, data, major, minor, result, shape, layout, solver, needs=(True, True, True, True)
):
    """Backward of sparse_solve(Tensor data, Tensor b, Tensor major, Tensor minor, int[] shape, str layout, Index solver) -> Tensor.

    b: sparse_solve(data, grad, major, minor, numeric.transposed_shape(shape), numeric.transposed_layout(layout), numeric.transposed_solver(solver))
    data: -sparse_sample(sparse_solve(data, grad, major, minor, numeric.transposed_shape(shape), numeric.transposed_layout(layout), numeric.transposed_solver(solver)), result, major, minor, shape, layout)
    major: non-differentiable
    minor: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_b = (
        ops.sparse_solve(
            data,
            grad,
            major,
            minor,
            numeric.transposed_shape(shape),
            numeric.transposed_layout(layout),
            numeric.transposed_solver(solver),
        )
        if needs[1]
        else None
    )
    grad_data = (
        -ops.sparse_sample(
            ops.sparse_solve(
                data,
                grad,
                major,
                minor,
                numeric.transposed_shape(shape),
                numeric.transposed_layout(layout),
                numeric.transposed_solver(solver),
            ),
            result,
            major,
            minor,
            shape,
            layout,
        )
        if needs[0]
        else None
    )
    return grad_data, grad_b, None, None


def signal_convolve_backward(grad, *, in1, in2, mode, needs=(True, True)):
    """Backward of signal_convolve(Tensor in1, Tensor in2, str mode="full") -> Tensor.

    in1: signal_correlate(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), conjugate(in2), "valid")
    in2: signal_correlate(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), conjugate(in1), "valid")

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_in1 = (
        ops.signal_correlate(
            np.pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), np.conjugate(in2), "valid"
        )
        if needs[0]
        else None
    )
    grad_in2 = (
        ops.signal_correlate(
            np.pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), np.conjugate(in1), "valid"
        )
        if needs[1]
        else None
    )
    return grad_in1, grad_in2


def signal_correlate_backward(grad, *, in1, in2, mode, needs=(True, True)):
    """Backward of signal_correlate(Tensor in1, Tensor in2, str mode="full") -> Tensor.

    in1: signal_convolve(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), conjugate(in2), "valid")
    in2: flip(conjugate(signal_correlate(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), conjugate(in1), "valid")))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_in1 = (
        ops.signal_convolve(
            np.pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), np.conjugate(in2), "valid"
        )
        if needs[0]
        else None
    )
    grad_in2 = (
        np.flip(
            np.conjugate(
                ops.signal_correlate(
                    np.pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)),
                    np.conjugate(in1),
                    "valid",
                )
            )
        )
        if needs[1]
        else None
    )
    return grad_in1, grad_in2


def fftconvolve_backward(grad, *, in1, in2, mode, axes, needs=(True, True)):
    """Backward of fftconvolve(Tensor in1, Tensor in2, str mode="full", int[]? axes=None) -> Tensor.

    in1: fftconvolve(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode, axes)), flip(in2, numeric.conv_axes(in1.ndim, axes)), "valid", numeric.conv_axes(in1.ndim, axes))
    in2: fftconvolve(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode, axes)), flip(in1, numeric.conv_axes(in1.ndim, axes)), "valid", numeric.conv_axes(in1.ndim, axes))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_in1 = (
        ops.fftconvolve(
            np.pad(grad, numeric.full_pad(in1.shape, in2.shape, mode, axes)),
            np.flip(in2, numeric.conv_axes(in1.ndim, axes)),
            "valid",
            numeric.conv_axes(in1.ndim, axes),
        )
        if needs[0]
        else None
    )
    if grad_in1 is not None:
        if (
            type(grad_in1) is not np.ndarray
            or type(in1) is not np.ndarray
            or grad_in1.shape != in1.shape
        ):
            grad_in1 = ops.sum_to(grad_in1, numeric.shape(in1))
    grad_in2 = (
        ops.fftconvolve(
            np.pad(grad, numeric.full_pad(in1.shape, in2.shape, mode, axes)),
            np.flip(in1, numeric.conv_axes(in1.ndim, axes)),
            "valid",
            numeric.conv_axes(in1.ndim, axes),
        )
        if needs[1]
        else None
    )
    if grad_in2 is not None:
        if (
            type(grad_in2) is not np.ndarray
            or type(in2) is not np.ndarray
            or grad_in2.shape != in2.shape
        ):
            grad_in2 = ops.sum_to(grad_in2, numeric.shape(in2))
    return grad_in1, grad_in2


def broadcast_arrays_backward(grad, *, args):
    """Backward of broadcast_arrays(Tensor[] args) -> Tensor[].

    args: sum_each_to(grad, args)
    """
    return ops.sum_each_to(grad, args)


def sum_each_to_backward(grad, *, self, needs=(True, True)):
    """Backward of sum_each_to(Tensor[] self, Tensor[] like) -> Tensor[].

    self: broadcast_each_to(grad, self)
    like: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.broadcast_each_to(grad, self) if needs[0] else None
    return grad_self, None


def broadcast_each_to_backward(grad, *, self, needs=(True, True)):
    """Backward of broadcast_each_to(Tensor[] self, Tensor[] like) -> Tensor[].

    self: sum_each_to(grad, self)
    like: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = ops.sum_each_to(grad, self) if needs[0] else None
    return grad_self, None


def meshgrid_backward(grad, *, xi, indexing):
    """Backward of meshgrid(Tensor[] xi, *, bool copy=True, bool sparse=False, str indexing="xy") -> Tensor[].

    xi: unmesh(grad, xi, indexing)
    """
    return ops.unmesh(grad, xi, indexing)


def unmesh_backward(grad, *, self, indexing, needs=(True, True)):
    """Backward of unmesh(Tensor[] self, Tensor[] xi, str indexing="xy") -> Tensor[].

    self: meshgrid(grad, indexing=indexing, sparse=numeric.mesh_is_sparse(self))
    xi: non-differentiable

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_self = (
        ops.meshgrid(grad, indexing=indexing, sparse=numeric.mesh_is_sparse(self))
        if needs[0]
        else None
    )
    return grad_self, None


def unstack_numpy_backward(grad, *, axis):
    """Backward of unstack.numpy(Tensor x, *, int axis=0) -> Tensor[].

    x: stack(grad, axis)
    """
    return np.stack(grad, axis)


def pad_copy_backward(grad, *, self_shape, pad_width, mode):
    """Backward of pad_copy(Tensor self, int[] pad_width, str mode="edge") -> Tensor.

    self: unpad(grad, self.shape, pad_width, mode)
    """
    return ops.unpad(grad, self_shape, pad_width, mode)


def unpad_backward(grad, *, pad_width, mode):
    """Backward of unpad(Tensor self, int[] shape, int[] pad_width, str mode) -> Tensor.

    self: pad_copy(grad, pad_width, mode)
    """
    return ops.pad_copy(grad, pad_width, mode)


def zeta_backward(grad, *, x, q, needs=(True, True)):
    """Backward of zeta(Tensor x, Tensor? q=None) -> Tensor.

    x: sum_to(grad * zeta_derivative(x, q, 1), numeric.shape(x))
    q: None if q is None else sum_to(-grad * x * zeta(x + 1, q), numeric.shape(q))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = ops.sum_to(grad * ops.zeta_derivative(x, q, 1), numeric.shape(x)) if needs[0] else None
    grad_q = (
        (None if q is None else ops.sum_to(-grad * x * ops.zeta(x + 1, q), numeric.shape(q)))
        if needs[1]
        else None
    )
    return grad_x, grad_q


def zeta_derivative_backward(grad, *, x, q, order, needs=(True, True)):
    """Backward of zeta_derivative(Tensor x, Tensor? q, int order) -> Tensor.

    x: sum_to(grad * zeta_derivative(x, q, order + 1), numeric.shape(x))
    q: None if q is None else sum_to(-grad * (x * zeta_derivative(x + 1, q, order) + order * (zeta(x + 1, q) if order == 1 else zeta_derivative(x + 1, q, order - 1))), numeric.shape(q))

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_x = (
        ops.sum_to(grad * ops.zeta_derivative(x, q, order + 1), numeric.shape(x))
        if needs[0]
        else None
    )
    grad_q = (
        (
            None
            if q is None
            else ops.sum_to(
                -grad
                * (
                    x * ops.zeta_derivative(x + 1, q, order)
                    + order
                    * (
                        ops.zeta(x + 1, q)
                        if order == 1
                        else ops.zeta_derivative(x + 1, q, order - 1)
                    )
                ),
                numeric.shape(q),
            )
        )
        if needs[1]
        else None
    )
    return grad_x, grad_q


def fftshift_backward(grad, *, axes):
    """Backward of fftshift(Tensor x, int[]? axes=None) -> Tensor.

    x: ifftshift(grad, axes)
    """
    return np.fft.ifftshift(grad, axes)


def ifftshift_backward(grad, *, axes):
    """Backward of ifftshift(Tensor x, int[]? axes=None) -> Tensor.

    x: fftshift(grad, axes)
    """
    return np.fft.fftshift(grad, axes)


def polyfit_backward(grad, *, x, y, w, result, deg, needs=(True, True, True)):
    """Backward of polyfit(Tensor x, Tensor y, int deg, float? rcond=None, *, Tensor? w=None) -> Tensor.

    y: reshape((1.0 if w is None else reshape(w, [-1, 1])) * (conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ solve(matrix_transpose(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))), reshape(grad, [deg + 1, -1]))), numeric.shape(y))
    x: zeros_like(x) if deg == 0 else sum(((1.0 if w is None else reshape(w, [-1, 1])) * (conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * (reshape(y, [numeric.shape(x)[0], -1]) - vander(x, deg + 1) @ reshape(result, [deg + 1, -1]))) @ matrix_transpose(solve(matrix_transpose(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))), reshape(grad, [deg + 1, -1])))) - (conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ solve(matrix_transpose(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))), reshape(grad, [deg + 1, -1]))) @ matrix_transpose(reshape(result, [deg + 1, -1]))))[:, :deg] * vander(x, deg) * numeric.vander_weights(deg + 1, False, grad), 1)
    w: None if w is None else sum((conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ solve(matrix_transpose(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))), reshape(grad, [deg + 1, -1]))) * reshape(y, [numeric.shape(x)[0], -1]), 1) + sum((conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * (reshape(y, [numeric.shape(x)[0], -1]) - vander(x, deg + 1) @ reshape(result, [deg + 1, -1]))) @ matrix_transpose(solve(matrix_transpose(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))), reshape(grad, [deg + 1, -1])))) - (conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ solve(matrix_transpose(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))) @ conjugate(((1.0 if w is None else reshape(w, [-1, 1])) * vander(x, deg + 1))), reshape(grad, [deg + 1, -1]))) @ matrix_transpose(reshape(result, [deg + 1, -1]))) * vander(x, deg + 1), 1)

    needs: which inputs' gradients to compute (None for the others).
    """
    grad_y = (
        ops.reshape(
            (1.0 if w is None else ops.reshape(w, [-1, 1]))
            * (
                np.conjugate(
                    (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                )
                @ ops.solve(
                    ops.matrix_transpose(
                        (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                    )
                    @ np.conjugate(
                        (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                    ),
                    ops.reshape(grad, [deg + 1, -1]),
                )
            ),
            numeric.shape(y),
        )
        if needs[1]
        else None
    )
    grad_x = (
        (
            np.zeros_like(x)
            if deg == 0
            else np.sum(
                (
                    (1.0 if w is None else ops.reshape(w, [-1, 1]))
                    * (
                        np.conjugate(
                            (1.0 if w is None else ops.reshape(w, [-1, 1]))
                            * (
                                ops.reshape(y, [numeric.shape(x)[0], -1])
                                - ops.vander(x, deg + 1) @ ops.reshape(result, [deg + 1, -1])
                            )
                            @ ops.matrix_transpose(
                                ops.solve(
                                    ops.matrix_transpose(
                                        (1.0 if w is None else ops.reshape(w, [-1, 1]))
                                        * ops.vander(x, deg + 1)
                                    )
                                    @ np.conjugate(
                                        (1.0 if w is None else ops.reshape(w, [-1, 1]))
                                        * ops.vander(x, deg + 1)
                                    ),
                                    ops.reshape(grad, [deg + 1, -1]),
                                )
                            )
                        )
                        - np.conjugate(
                            (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                        )
                        @ ops.solve(
                            ops.matrix_transpose(
                                (1.0 if w is None else ops.reshape(w, [-1, 1]))
                                * ops.vander(x, deg + 1)
                            )
                            @ np.conjugate(
                                (1.0 if w is None else ops.reshape(w, [-1, 1]))
                                * ops.vander(x, deg + 1)
                            ),
                            ops.reshape(grad, [deg + 1, -1]),
                        )
                        @ ops.matrix_transpose(ops.reshape(result, [deg + 1, -1]))
                    )
                )[:, :deg]
                * ops.vander(x, deg)
                * numeric.vander_weights(deg + 1, False, grad),
                1,
            )
        )
        if needs[0]
        else None
    )
    grad_w = (
        (
            None
            if w is None
            else np.sum(
                np.conjugate(
                    (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                )
                @ ops.solve(
                    ops.matrix_transpose(
                        (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                    )
                    @ np.conjugate(
                        (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                    ),
                    ops.reshape(grad, [deg + 1, -1]),
                )
                * ops.reshape(y, [numeric.shape(x)[0], -1]),
                1,
            )
            + np.sum(
                (
                    np.conjugate(
                        (1.0 if w is None else ops.reshape(w, [-1, 1]))
                        * (
                            ops.reshape(y, [numeric.shape(x)[0], -1])
                            - ops.vander(x, deg + 1) @ ops.reshape(result, [deg + 1, -1])
                        )
                        @ ops.matrix_transpose(
                            ops.solve(
                                ops.matrix_transpose(
                                    (1.0 if w is None else ops.reshape(w, [-1, 1]))
                                    * ops.vander(x, deg + 1)
                                )
                                @ np.conjugate(
                                    (1.0 if w is None else ops.reshape(w, [-1, 1]))
                                    * ops.vander(x, deg + 1)
                                ),
                                ops.reshape(grad, [deg + 1, -1]),
                            )
                        )
                    )
                    - np.conjugate(
                        (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                    )
                    @ ops.solve(
                        ops.matrix_transpose(
                            (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                        )
                        @ np.conjugate(
                            (1.0 if w is None else ops.reshape(w, [-1, 1])) * ops.vander(x, deg + 1)
                        ),
                        ops.reshape(grad, [deg + 1, -1]),
                    )
                    @ ops.matrix_transpose(ops.reshape(result, [deg + 1, -1]))
                )
                * ops.vander(x, deg + 1),
                1,
            )
        )
        if needs[2]
        else None
    )
    return grad_x, grad_y, grad_w


def fft_backward(grad, *, a_shape, axis, norm):
    """Backward of fft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    a: fft_resize(fft(grad, None, axis, norm), a.shape)
    """
    return ops.fft_resize(ops.fft(grad, None, axis, norm), a_shape)


def ifft_backward(grad, *, a_shape, axis, norm):
    """Backward of ifft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    a: fft_resize(ifft(grad, None, axis, norm), a.shape)
    """
    return ops.fft_resize(ops.ifft(grad, None, axis, norm), a_shape)


def rfft_backward(grad, *, a_shape, n, axis, norm):
    """Backward of rfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    a: real(fft_resize(fft(fft_resize(grad, numeric.with_lengths(grad.shape, axis, numeric.real_length(a.shape, axis, n))), None, axis, norm), a.shape))
    """
    return np.real(
        ops.fft_resize(
            ops.fft(
                ops.fft_resize(
                    grad,
                    numeric.with_lengths(grad.shape, axis, numeric.real_length(a_shape, axis, n)),
                ),
                None,
                axis,
                norm,
            ),
            a_shape,
        )
    )


def irfft_backward(grad, *, a, axis, norm):
    """Backward of irfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    a: real_for(fft_resize(conjugate(numeric.half_weights(grad.shape[axis], axis, grad.ndim, grad) * fft_resize(fft(grad, None, axis, numeric.dual_norm(norm)), numeric.with_lengths(grad.shape, axis, grad.shape[axis] // 2 + 1))), a.shape), numeric.dtype_of(a))
    """
    return ops.real_for(
        ops.fft_resize(
            np.conjugate(
                numeric.half_weights(grad.shape[axis], axis, grad.ndim, grad)
                * ops.fft_resize(
                    ops.fft(grad, None, axis, numeric.dual_norm(norm)),
                    numeric.with_lengths(grad.shape, axis, grad.shape[axis] // 2 + 1),
                )
            ),
            a.shape,
        ),
        numeric.dtype_of(a),
    )


def hfft_backward(grad, *, a, axis, norm):
    """Backward of hfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    a: real_for(fft_resize(numeric.half_weights(grad.shape[axis], axis, grad.ndim, grad) * fft_resize(fft(grad, None, axis, norm), numeric.with_lengths(grad.shape, axis, grad.shape[axis] // 2 + 1)), a.shape), numeric.dtype_of(a))
    """
    return ops.real_for(
        ops.fft_resize(
            numeric.half_weights(grad.shape[axis], axis, grad.ndim, grad)
            * ops.fft_resize(
                ops.fft(grad, None, axis, norm),
                numeric.with_lengths(grad.shape, axis, grad.shape[axis] // 2 + 1),
            ),
            a.shape,
        ),
        numeric.dtype_of(a),
    )


def ihfft_backward(grad, *, a_shape, n, axis, norm):
    """Backward of ihfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    a: real(fft_resize(fft(fft_resize(conjugate(grad), numeric.with_lengths(grad.shape, axis, numeric.real_length(a.shape, axis, n))), None, axis, numeric.swap_norm(norm)), a.shape))
    """
    return np.real(
        ops.fft_resize(
            ops.fft(
                ops.fft_resize(
                    np.conjugate(grad),
                    numeric.with_lengths(grad.shape, axis, numeric.real_length(a_shape, axis, n)),
                ),
                None,
                axis,
                numeric.swap_norm(norm),
            ),
            a_shape,
        )
    )


def fftn_backward(grad, *, a_shape, s, axes, norm):
    """Backward of fftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    a: fft_resize(fftn(grad, None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape)
    """
    return ops.fft_resize(
        ops.fftn(grad, None, numeric.fft_axes(len(a_shape), s, axes), norm), a_shape
    )


def ifftn_backward(grad, *, a_shape, s, axes, norm):
    """Backward of ifftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    a: fft_resize(ifftn(grad, None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape)
    """
    return ops.fft_resize(
        ops.ifftn(grad, None, numeric.fft_axes(len(a_shape), s, axes), norm), a_shape
    )


def fft2_backward(grad, *, a_shape, axes, norm):
    """Backward of fft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    a: fft_resize(fftn(grad, None, axes, norm), a.shape)
    """
    return ops.fft_resize(ops.fftn(grad, None, axes, norm), a_shape)


def ifft2_backward(grad, *, a_shape, axes, norm):
    """Backward of ifft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    a: fft_resize(ifftn(grad, None, axes, norm), a.shape)
    """
    return ops.fft_resize(ops.ifftn(grad, None, axes, norm), a_shape)


def rfftn_backward(grad, *, a_shape, s, axes, norm):
    """Backward of rfftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    a: real(fft_resize(fftn(fft_resize(grad, numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], numeric.real_length(a.shape, numeric.fft_axes(a.ndim, s, axes)[-1], None if s is None else s[-1]))), None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape))
    """
    return np.real(
        ops.fft_resize(
            ops.fftn(
                ops.fft_resize(
                    grad,
                    numeric.with_lengths(
                        grad.shape,
                        numeric.fft_axes(len(a_shape), s, axes)[-1],
                        numeric.real_length(
                            a_shape,
                            numeric.fft_axes(len(a_shape), s, axes)[-1],
                            None if s is None else s[-1],
                        ),
                    ),
                ),
                None,
                numeric.fft_axes(len(a_shape), s, axes),
                norm,
            ),
            a_shape,
        )
    )


def irfftn_backward(grad, *, a, s, axes, norm):
    """Backward of irfftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    a: real_for(fft_resize(conjugate(numeric.half_weights(grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]], numeric.fft_axes(a.ndim, s, axes)[-1], grad.ndim, grad) * fft_resize(fftn(grad, None, numeric.fft_axes(a.ndim, s, axes), numeric.dual_norm(norm)), numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]] // 2 + 1))), a.shape), numeric.dtype_of(a))
    """
    return ops.real_for(
        ops.fft_resize(
            np.conjugate(
                numeric.half_weights(
                    grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]],
                    numeric.fft_axes(a.ndim, s, axes)[-1],
                    grad.ndim,
                    grad,
                )
                * ops.fft_resize(
                    ops.fftn(
                        grad, None, numeric.fft_axes(a.ndim, s, axes), numeric.dual_norm(norm)
                    ),
                    numeric.with_lengths(
                        grad.shape,
                        numeric.fft_axes(a.ndim, s, axes)[-1],
                        grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]] // 2 + 1,
                    ),
                )
            ),
            a.shape,
        ),
        numeric.dtype_of(a),
    )


def rfft2_backward(grad, *, a_shape, s, axes, norm):
    """Backward of rfft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    a: real(fft_resize(fftn(fft_resize(grad, numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], numeric.real_length(a.shape, numeric.fft_axes(a.ndim, s, axes)[-1], None if s is None else s[-1]))), None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape))
    """
    return np.real(
        ops.fft_resize(
            ops.fftn(
                ops.fft_resize(
                    grad,
                    numeric.with_lengths(
                        grad.shape,
                        numeric.fft_axes(len(a_shape), s, axes)[-1],
                        numeric.real_length(
                            a_shape,
                            numeric.fft_axes(len(a_shape), s, axes)[-1],
                            None if s is None else s[-1],
                        ),
                    ),
                ),
                None,
                numeric.fft_axes(len(a_shape), s, axes),
                norm,
            ),
            a_shape,
        )
    )


def irfft2_backward(grad, *, a, s, axes, norm):
    """Backward of irfft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    a: real_for(fft_resize(conjugate(numeric.half_weights(grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]], numeric.fft_axes(a.ndim, s, axes)[-1], grad.ndim, grad) * fft_resize(fftn(grad, None, numeric.fft_axes(a.ndim, s, axes), numeric.dual_norm(norm)), numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]] // 2 + 1))), a.shape), numeric.dtype_of(a))
    """
    return ops.real_for(
        ops.fft_resize(
            np.conjugate(
                numeric.half_weights(
                    grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]],
                    numeric.fft_axes(a.ndim, s, axes)[-1],
                    grad.ndim,
                    grad,
                )
                * ops.fft_resize(
                    ops.fftn(
                        grad, None, numeric.fft_axes(a.ndim, s, axes), numeric.dual_norm(norm)
                    ),
                    numeric.with_lengths(
                        grad.shape,
                        numeric.fft_axes(a.ndim, s, axes)[-1],
                        grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]] // 2 + 1,
                    ),
                )
            ),
            a.shape,
        ),
        numeric.dtype_of(a),
    )


def fft_resize_backward(grad, *, self_shape):
    """Backward of fft_resize(Tensor self, int[] shape) -> Tensor.

    self: fft_resize(grad, self.shape)
    """
    return ops.fft_resize(grad, self_shape)


def eig_backward(grad_eigenvalues, grad_eigenvectors, *, eigenvalues, eigenvectors):
    """Backward of eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors).

    self: solve(matrix_transpose(eigenvectors), (expand_dims(grad_eigenvalues, -2) * numeric.eye_like(eigenvectors) + inverse_gaps(eigenvalues) * (matrix_transpose(eigenvectors) @ (grad_eigenvectors - conjugate(eigenvectors) * (sum(grad_eigenvectors * eigenvectors, -2, keepdims=True) + conjugate(sum(grad_eigenvectors * eigenvectors, -2, keepdims=True))) / 2))) @ matrix_transpose(eigenvectors))
    """
    return ops.solve(
        ops.matrix_transpose(eigenvectors),
        (
            np.expand_dims(grad_eigenvalues, -2) * numeric.eye_like(eigenvectors)
            + ops.inverse_gaps(eigenvalues)
            * (
                ops.matrix_transpose(eigenvectors)
                @ (
                    grad_eigenvectors
                    - np.conjugate(eigenvectors)
                    * (
                        np.sum(grad_eigenvectors * eigenvectors, -2, keepdims=True)
                        + np.conjugate(np.sum(grad_eigenvectors * eigenvectors, -2, keepdims=True))
                    )
                    / 2
                )
            )
        )
        @ ops.matrix_transpose(eigenvectors),
    )


def eigvals_backward(grad, *, self):
    """Backward of eigvals(Tensor self) -> Tensor.

    self: solve(matrix_transpose(eig(self)[1]), (expand_dims(grad, -2) * numeric.eye_like(eig(self)[1])) @ matrix_transpose(eig(self)[1]))
    """
    return ops.solve(
        ops.matrix_transpose(ops.eig(self)[1]),
        np.expand_dims(grad, -2)
        * numeric.eye_like(ops.eig(self)[1])
        @ ops.matrix_transpose(ops.eig(self)[1]),
    )
