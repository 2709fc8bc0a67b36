# @generated from derivatives.yaml (sha256: adc9585c45f42e959a812874231deb70dd9c5d579bcb5b1929f3839dd9e47e6e). Do not edit.
"""Backward functions, one per op of derivatives.yaml: cotangent(s) and saved values in, input gradients out."""

import math

import numpy as np

from derivgen import numeric

from . import ops


def sin_backward(grad, self):
    """Backward of sin(Tensor self) -> Tensor.

    self: grad * cos(self)
    """
    return grad * np.cos(self)


def cos_backward(grad, self):
    """Backward of cos(Tensor self) -> Tensor.

    self: -grad * sin(self)
    """
    return -grad * np.sin(self)


def tan_backward(grad, result):
    """Backward of tan(Tensor self) -> Tensor.

    self: grad * (1 + result * result)
    """
    return grad * (1 + result * result)


def arctan_backward(grad, self):
    """Backward of arctan(Tensor self) -> Tensor.

    self: grad / (1 + self * self)
    """
    return grad / (1 + self * self)


def sinh_backward(grad, self):
    """Backward of sinh(Tensor self) -> Tensor.

    self: grad * cosh(self)
    """
    return grad * np.cosh(self)


def cosh_backward(grad, self):
    """Backward of cosh(Tensor self) -> Tensor.

    self: grad * sinh(self)
    """
    return grad * np.sinh(self)


def tanh_backward(grad, result):
    """Backward of tanh(Tensor self) -> Tensor.

    self: grad * (1 - result * result)
    """
    return grad * (1 - result * result)


def exp_backward(grad, result):
    """Backward of exp(Tensor self) -> Tensor.

    self: grad * result
    """
    return grad * result


def expm1_backward(grad, result):
    """Backward of expm1(Tensor self) -> Tensor.

    self: grad * (result + 1)
    """
    return grad * (result + 1)


def log_backward(grad, self):
    """Backward of log(Tensor self) -> Tensor.

    self: grad / self
    """
    return grad / self


def log1p_backward(grad, self):
    """Backward of log1p(Tensor self) -> Tensor.

    self: grad / (1 + self)
    """
    return grad / (1 + self)


def expit_backward(grad, result):
    """Backward of expit(Tensor self) -> Tensor.

    self: grad * result * (1 - result)
    """
    return grad * result * (1 - result)


def sqrt_backward(grad, result):
    """Backward of sqrt(Tensor self) -> Tensor.

    self: grad / (2 * result)
    """
    return grad / (2 * result)


def square_backward(grad, self):
    """Backward of square(Tensor self) -> Tensor.

    self: 2 * grad * self
    """
    return 2 * grad * self


def reciprocal_backward(grad, result):
    """Backward of reciprocal(Tensor self) -> Tensor.

    self: -grad * result * result
    """
    return -grad * result * result


def absolute_backward(grad, self):
    """Backward of absolute(Tensor self) -> Tensor.

    self: grad * sign(self)
    """
    return grad * np.sign(self)


def sign_backward(grad):
    """Backward of sign(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def negative_backward(grad):
    """Backward of negative(Tensor self) -> Tensor.

    self: -grad
    """
    return -grad


def zeros_like_backward(grad):
    """Backward of zeros_like(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def add_backward(grad, self_shape, other_shape):
    """Backward of add(Tensor self, Tensor other) -> Tensor.

    self: grad
    other: grad
    """
    grad_self = ops.sum_to(grad, self_shape)
    grad_other = ops.sum_to(grad, other_shape)
    return grad_self, grad_other


def subtract_backward(grad, self_shape, other_shape):
    """Backward of subtract(Tensor self, Tensor other) -> Tensor.

    self: grad
    other: -grad
    """
    grad_self = ops.sum_to(grad, self_shape)
    grad_other = ops.sum_to(-grad, other_shape)
    return grad_self, grad_other


def multiply_backward(grad, self, other):
    """Backward of multiply(Tensor self, Tensor other) -> Tensor.

    self: grad * other
    other: grad * self
    """
    grad_self = ops.sum_to(grad * other, np.shape(self))
    grad_other = ops.sum_to(grad * self, np.shape(other))
    return grad_self, grad_other


def divide_backward(grad, self_shape, other, result):
    """Backward of divide(Tensor self, Tensor other) -> Tensor.

    self: grad / other
    other: -grad * result / other
    """
    grad_self = ops.sum_to(grad / other, self_shape)
    grad_other = ops.sum_to(-grad * result / other, np.shape(other))
    return grad_self, grad_other


def power_backward(grad, self, other, result):
    """Backward of power(Tensor self, Tensor other) -> Tensor.

    self: grad * other * power(self, other - 1)
    other: grad * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0)
    """
    grad_self = ops.sum_to(grad * other * np.power(self, other - 1), np.shape(self))
    grad_other = ops.sum_to(
        grad * np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0),
        np.shape(other),
    )
    return grad_self, grad_other


def maximum_backward(grad, self, other):
    """Backward of maximum(Tensor self, Tensor other) -> Tensor.

    self: grad * where(self > other, 1.0, where(self == other, 0.5, 0.0))
    other: grad * where(other > self, 1.0, where(self == other, 0.5, 0.0))
    """
    grad_self = ops.sum_to(
        grad * np.where(self > other, 1.0, np.where(self == other, 0.5, 0.0)), np.shape(self)
    )
    grad_other = ops.sum_to(
        grad * np.where(other > self, 1.0, np.where(self == other, 0.5, 0.0)), np.shape(other)
    )
    return grad_self, grad_other


def minimum_backward(grad, self, other):
    """Backward of minimum(Tensor self, Tensor other) -> Tensor.

    self: grad * where(self < other, 1.0, where(self == other, 0.5, 0.0))
    other: grad * where(other < self, 1.0, where(self == other, 0.5, 0.0))
    """
    grad_self = ops.sum_to(
        grad * np.where(self < other, 1.0, np.where(self == other, 0.5, 0.0)), np.shape(self)
    )
    grad_other = ops.sum_to(
        grad * np.where(other < self, 1.0, np.where(self == other, 0.5, 0.0)), np.shape(other)
    )
    return grad_self, grad_other


def arctan2_backward(grad, self, other):
    """Backward of arctan2(Tensor self, Tensor other) -> Tensor.

    self: grad * other / (self * self + other * other)
    other: -grad * self / (self * self + other * other)
    """
    grad_self = ops.sum_to(grad * other / (self * self + other * other), np.shape(self))
    grad_other = ops.sum_to(-grad * self / (self * self + other * other), np.shape(other))
    return grad_self, grad_other


def where_backward(grad, condition, self_shape, other_shape):
    """Backward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    self: where(condition, grad, 0.0)
    other: where(condition, 0.0, grad)
    condition: non-differentiable
    """
    grad_self = ops.sum_to(np.where(condition, grad, 0.0), self_shape)
    grad_other = ops.sum_to(np.where(condition, 0.0, grad), other_shape)
    return None, grad_self, grad_other


def sum_backward(grad, self_shape, axis, keepdims):
    """Backward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims)
    """
    return ops.expand_reduced(grad, self_shape, axis, keepdims)


def mean_backward(grad, self_shape, axis, keepdims):
    """Backward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * (grad.size / self.size)
    """
    return ops.expand_reduced(grad, self_shape, axis, keepdims) * (
        grad.size / math.prod(self_shape)
    )


def max_backward(grad, self, result, axis, keepdims):
    """Backward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / np.sum(
                self == ops.expand_reduced(result, self.shape, axis, keepdims),
                axis,
                keepdims=keepdims,
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def prod_backward(grad, self, axis, keepdims):
    """Backward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, axis, keepdims) * prod_except(self, axis)
    """
    return ops.expand_reduced(grad, self.shape, axis, keepdims) * ops.prod_except(self, axis)


def expand_reduced_backward(grad, axis, keepdims):
    """Backward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    self: sum(grad, axis, keepdims=keepdims)
    """
    return np.sum(grad, axis, keepdims=keepdims)


def prod_except_backward(grad, self, result, axis):
    """Backward of prod_except(Tensor self, int[]? axis=None) -> Tensor.

    self: (expand_reduced(sum(grad * result, axis, keepdims=True), self.shape, axis, True) - grad * result) / self
    """
    return (
        ops.expand_reduced(np.sum(grad * result, axis, keepdims=True), self.shape, axis, True)
        - grad * result
    ) / self


def matmul_backward(grad, self, other):
    """Backward of matmul(Tensor self, Tensor other) -> Tensor.

    self: reshape(grad, numeric.matmul_shape(self.shape, other.shape)) @ matrix_transpose(reshape(other, numeric.as_matrix(other.shape, "column")))
    other: squeeze(matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape)), -1) if other.ndim == 1 else matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape))
    """
    grad_self = ops.sum_to(
        np.reshape(grad, numeric.matmul_shape(self.shape, other.shape))
        @ ops.matrix_transpose(np.reshape(other, numeric.as_matrix(other.shape, "column"))),
        np.shape(self),
    )
    grad_other = ops.sum_to(
        np.squeeze(
            ops.matrix_transpose(np.reshape(self, numeric.as_matrix(self.shape, "row")))
            @ np.reshape(grad, numeric.matmul_shape(self.shape, other.shape)),
            -1,
        )
        if other.ndim == 1
        else ops.matrix_transpose(np.reshape(self, numeric.as_matrix(self.shape, "row")))
        @ np.reshape(grad, numeric.matmul_shape(self.shape, other.shape)),
        np.shape(other),
    )
    return grad_self, grad_other


def matrix_transpose_backward(grad):
    """Backward of matrix_transpose(Tensor self) -> Tensor.

    self: matrix_transpose(grad)
    """
    return ops.matrix_transpose(grad)


def inv_backward(grad, result):
    """Backward of inv(Tensor self) -> Tensor.

    self: -(matrix_transpose(result) @ grad @ matrix_transpose(result))
    """
    return -(ops.matrix_transpose(result) @ grad @ ops.matrix_transpose(result))


def det_backward(grad, self):
    """Backward of det(Tensor self) -> Tensor.

    self: expand_dims(grad, (-2, -1)) * matrix_transpose(adjugate(self))
    """
    return np.expand_dims(grad, (-2, -1)) * ops.matrix_transpose(ops.adjugate(self))


def adjugate_backward(grad, self):
    """Backward of adjugate(Tensor self) -> Tensor.

    self: expand_dims(det(self), (-2, -1)) * ( expand_dims(sum(grad * inv(self), (-2, -1)), (-2, -1)) * matrix_transpose(inv(self)) - matrix_transpose(inv(self)) @ grad @ matrix_transpose(inv(self)))
    """
    return np.expand_dims(np.linalg.det(self), (-2, -1)) * (
        np.expand_dims(np.sum(grad * np.linalg.inv(self), (-2, -1)), (-2, -1))
        * ops.matrix_transpose(np.linalg.inv(self))
        - ops.matrix_transpose(np.linalg.inv(self))
        @ grad
        @ ops.matrix_transpose(np.linalg.inv(self))
    )


def slogdet_backward(grad_sign, grad_logabsdet, self):
    """Backward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    self: expand_dims(grad_logabsdet, (-2, -1)) * matrix_transpose(inv(self))
    """
    return np.expand_dims(grad_logabsdet, (-2, -1)) * ops.matrix_transpose(np.linalg.inv(self))


def reshape_backward(grad, self_shape):
    """Backward of reshape(Tensor self, int[] shape) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return np.reshape(grad, self_shape)


def transpose_backward(grad, self_shape, axes):
    """Backward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    self: transpose(grad, numeric.inverse_permutation(axes, self.ndim))
    """
    return np.transpose(grad, numeric.inverse_permutation(axes, len(self_shape)))


def swapaxes_backward(grad, axis1, axis2):
    """Backward of swapaxes(Tensor self, int axis1, int axis2) -> Tensor.

    self: swapaxes(grad, axis1, axis2)
    """
    return np.swapaxes(grad, axis1, axis2)


def expand_dims_backward(grad, self_shape):
    """Backward of expand_dims(Tensor self, int[] axis) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return np.reshape(grad, self_shape)


def broadcast_to_backward(grad, self_shape):
    """Backward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    self: sum_to(grad, self.shape)
    """
    return ops.sum_to(grad, self_shape)


def sum_to_backward(grad, self_shape):
    """Backward of sum_to(Tensor self, int[] shape) -> Tensor.

    self: broadcast_to(grad, self.shape)
    """
    return np.broadcast_to(grad, self_shape)


def concatenate_backward(grad, arrays, axis):
    """Backward of concatenate(Tensor[] arrays, int axis=0) -> Tensor.

    arrays: split(grad, numeric.split_indices(arrays, axis), axis)
    """
    return np.split(grad, numeric.split_indices(arrays, axis), axis)


def split_backward(grad, axis):
    """Backward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    self: concatenate(grad, axis)
    """
    return np.concatenate(grad, axis)


def take_backward(grad, self_shape, indices, axis):
    """Backward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    self: untake(grad, self.shape, indices, axis)
    indices: non-differentiable
    """
    grad_self = ops.untake(grad, self_shape, indices, axis)
    return grad_self, None


def untake_backward(grad, indices, axis):
    """Backward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    self: take(grad, indices, axis)
    indices: non-differentiable
    """
    grad_self = np.take(grad, indices, axis)
    return grad_self, None


def getitem_backward(grad, self_shape, index):
    """Backward of getitem(Tensor self, Index index) -> Tensor.

    self: index_add(grad, self.shape, index)
    """
    return ops.index_add(grad, self_shape, index)


def index_add_backward(grad, index):
    """Backward of index_add(Tensor self, int[] shape, Index index) -> Tensor.

    self: getitem(grad, index)
    """
    return ops.getitem(grad, index)


def astype_backward(grad, self):
    """Backward of astype(Tensor self, str dtype) -> Tensor.

    self: astype(grad, numeric.dtype_of(self))
    """
    return ops.astype(grad, numeric.dtype_of(self))


def squeeze_backward(grad, self_shape):
    """Backward of squeeze(Tensor self, int[]? axis=None) -> Tensor.

    self: reshape(grad, self.shape)
    """
    return np.reshape(grad, self_shape)


def ones_like_backward(grad):
    """Backward of ones_like(Tensor self) -> Tensor.

    self: zeros_like(grad)
    """
    return np.zeros_like(grad)


def min_backward(grad, self, result, axis, keepdims):
    """Backward of min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    self: where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), self.shape, axis, keepdims), 0.0)
    """
    return np.where(
        self == ops.expand_reduced(result, self.shape, axis, keepdims),
        ops.expand_reduced(
            grad
            / np.sum(
                self == ops.expand_reduced(result, self.shape, axis, keepdims),
                axis,
                keepdims=keepdims,
            ),
            self.shape,
            axis,
            keepdims,
        ),
        0.0,
    )


def einsum_backward(grad, operands, subscripts):
    """Backward of einsum(str subscripts, Tensor[] operands) -> Tensor.

    operands: einsum_terms(operands + [grad], numeric.einsum_grad_plan(subscripts, operands))
    """
    return ops.einsum_terms(operands + [grad], numeric.einsum_grad_plan(subscripts, operands))


def einsum_terms_backward(grad, operands, plan):
    """Backward of einsum_terms(Tensor[] operands, str plan) -> Tensor[].

    operands: einsum_terms(operands + grad, numeric.einsum_terms_transpose(plan, operands))
    """
    return ops.einsum_terms(operands + grad, numeric.einsum_terms_transpose(plan, operands))


def dot_backward(grad, self, other):
    """Backward of dot(Tensor self, Tensor other) -> Tensor.

    self, other: einsum_terms([self, other, grad], numeric.einsum_grad_plan(numeric.product_subscripts("dot", self.shape, other.shape), [self, other]))
    """
    grad_self, grad_other = ops.einsum_terms(
        [self, other, grad],
        numeric.einsum_grad_plan(
            numeric.product_subscripts("dot", self.shape, other.shape), [self, other]
        ),
    )
    return grad_self, grad_other


def vdot_backward(grad, self, other):
    """Backward of vdot(Tensor self, Tensor other) -> Tensor.

    self: grad * reshape(other, self.shape)
    other: grad * reshape(self, other.shape)
    """
    grad_self = grad * np.reshape(other, self.shape)
    grad_other = grad * np.reshape(self, other.shape)
    return grad_self, grad_other


def inner_backward(grad, self, other):
    """Backward of inner(Tensor self, Tensor other) -> Tensor.

    self, other: einsum_terms([self, other, grad], numeric.einsum_grad_plan(numeric.product_subscripts("inner", self.shape, other.shape), [self, other]))
    """
    grad_self, grad_other = ops.einsum_terms(
        [self, other, grad],
        numeric.einsum_grad_plan(
            numeric.product_subscripts("inner", self.shape, other.shape), [self, other]
        ),
    )
    return grad_self, grad_other


def outer_backward(grad, self, other):
    """Backward of outer(Tensor self, Tensor other) -> Tensor.

    self: reshape(grad @ reshape(other, [-1]), self.shape)
    other: reshape(reshape(self, [-1]) @ grad, other.shape)
    """
    grad_self = np.reshape(grad @ np.reshape(other, [-1]), self.shape)
    grad_other = np.reshape(np.reshape(self, [-1]) @ grad, other.shape)
    return grad_self, grad_other


def tensordot_backward(grad, self, other, axes):
    """Backward of tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor.

    self, other: einsum_terms([self, other, grad], numeric.einsum_grad_plan( numeric.product_subscripts("tensordot", self.shape, other.shape, axes), [self, other]))
    """
    grad_self, grad_other = ops.einsum_terms(
        [self, other, grad],
        numeric.einsum_grad_plan(
            numeric.product_subscripts("tensordot", self.shape, other.shape, axes), [self, other]
        ),
    )
    return grad_self, grad_other


def kron_backward(grad, self, other):
    """Backward of kron(Tensor self, Tensor other) -> Tensor.

    self: reshape(einsum(numeric.kron_grad_subscripts(self.shape, other.shape, "left"), [reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)), reshape(other, numeric.kron_pad(other.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]))]), self.shape)
    other: reshape(einsum(numeric.kron_grad_subscripts(self.shape, other.shape, "right"), [reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)), reshape(self, numeric.kron_pad(self.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]))]), other.shape)
    """
    grad_self = np.reshape(
        np.einsum(
            numeric.kron_grad_subscripts(self.shape, other.shape, "left"),
            *[
                np.reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)),
                np.reshape(
                    other,
                    numeric.kron_pad(
                        other.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]
                    ),
                ),
            ],
        ),
        self.shape,
    )
    grad_other = np.reshape(
        np.einsum(
            numeric.kron_grad_subscripts(self.shape, other.shape, "right"),
            *[
                np.reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)),
                np.reshape(
                    self,
                    numeric.kron_pad(
                        self.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]
                    ),
                ),
            ],
        ),
        other.shape,
    )
    return grad_self, grad_other


def multi_dot_backward(grad, arrays):
    """Backward of multi_dot(Tensor[] arrays) -> Tensor.

    arrays: einsum_terms(arrays + [grad], numeric.multi_dot_plan(arrays))
    """
    return ops.einsum_terms(arrays + [grad], numeric.multi_dot_plan(arrays))


def cross_backward(grad, self, other, axisa, axisb, axisc, axis):
    """Backward of cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor.

    self: cross(other, grad, axisb, axisc, axisa, axis)
    other: cross(grad, self, axisc, axisa, axisb, axis)
    """
    grad_self = ops.sum_to(np.cross(other, grad, axisb, axisc, axisa, axis), np.shape(self))
    grad_other = ops.sum_to(np.cross(grad, self, axisc, axisa, axisb, axis), np.shape(other))
    return grad_self, grad_other


def tril_part_backward(grad, k):
    """Backward of tril_part(Tensor self, int k=0) -> Tensor.

    self: tril_part(grad, k)
    """
    return ops.tril_part(grad, k)


def fold_triangle_backward(grad, UPLO):
    """Backward of fold_triangle(Tensor self, str UPLO="L") -> Tensor.

    self: mirror_triangle(grad, UPLO)
    """
    return ops.mirror_triangle(grad, UPLO)


def mirror_triangle_backward(grad, UPLO):
    """Backward of mirror_triangle(Tensor self, str UPLO="L") -> Tensor.

    self: fold_triangle(grad, UPLO)
    """
    return ops.fold_triangle(grad, UPLO)


def inverse_gaps_backward(grad, result):
    """Backward of inverse_gaps(Tensor self) -> Tensor.

    self: sum(grad * result * result, -1) - sum(grad * result * result, -2)
    """
    return np.sum(grad * result * result, -1) - np.sum(grad * result * result, -2)


def reciprocal_nonzero_backward(grad, result):
    """Backward of reciprocal_nonzero(Tensor self) -> Tensor.

    self: -grad * result * result
    """
    return -grad * result * result


def solve_backward(grad, a, b_shape, result):
    """Backward of solve(Tensor a, Tensor b) -> Tensor.

    a: -(solve(matrix_transpose(a), expand_dims(grad, -1)) @ expand_dims(result, -2)) if b.ndim == 1 else -(solve(matrix_transpose(a), grad) @ matrix_transpose(result))
    b: squeeze(solve(matrix_transpose(a), expand_dims(grad, -1)), -1) if b.ndim == 1 else solve(matrix_transpose(a), grad)
    """
    grad_a = ops.sum_to(
        -(
            np.linalg.solve(ops.matrix_transpose(a), np.expand_dims(grad, -1))
            @ np.expand_dims(result, -2)
        )
        if len(b_shape) == 1
        else -(np.linalg.solve(ops.matrix_transpose(a), grad) @ ops.matrix_transpose(result)),
        np.shape(a),
    )
    grad_b = ops.sum_to(
        np.squeeze(np.linalg.solve(ops.matrix_transpose(a), np.expand_dims(grad, -1)), -1)
        if len(b_shape) == 1
        else np.linalg.solve(ops.matrix_transpose(a), grad),
        b_shape,
    )
    return grad_a, grad_b


def pinv_backward(grad, self, result):
    """Backward of pinv(Tensor self, float? rcond=None) -> Tensor.

    self: -(matrix_transpose(result) @ grad @ matrix_transpose(result)) + (matrix_transpose(grad) - self @ (result @ matrix_transpose(grad))) @ result @ matrix_transpose(result) + matrix_transpose(result) @ result @ (matrix_transpose(grad) - matrix_transpose(grad) @ result @ self)
    """
    return (
        -(ops.matrix_transpose(result) @ grad @ ops.matrix_transpose(result))
        + (ops.matrix_transpose(grad) - self @ (result @ ops.matrix_transpose(grad)))
        @ result
        @ ops.matrix_transpose(result)
        + ops.matrix_transpose(result)
        @ result
        @ (ops.matrix_transpose(grad) - ops.matrix_transpose(grad) @ result @ self)
    )


def cholesky_backward(grad, result):
    """Backward of cholesky(Tensor self) -> Tensor.

    self: fold_triangle(matrix_transpose(inv(result)) @ (tril_part(matrix_transpose(result) @ grad, 0) + tril_part(matrix_transpose(result) @ grad, -1)) * 0.5 @ inv(result))
    """
    return ops.fold_triangle(
        ops.matrix_transpose(np.linalg.inv(result))
        @ (
            ops.tril_part(ops.matrix_transpose(result) @ grad, 0)
            + ops.tril_part(ops.matrix_transpose(result) @ grad, -1)
        )
        * 0.5
        @ np.linalg.inv(result)
    )


def eigh_backward(grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors, UPLO):
    """Backward of eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors).

    self: fold_triangle((eigenvectors * expand_dims(grad_eigenvalues, -2)) @ matrix_transpose(eigenvectors) + eigenvectors @ (inverse_gaps(eigenvalues) * (matrix_transpose(eigenvectors) @ grad_eigenvectors)) @ matrix_transpose(eigenvectors), UPLO)
    """
    return ops.fold_triangle(
        eigenvectors * np.expand_dims(grad_eigenvalues, -2) @ ops.matrix_transpose(eigenvectors)
        + eigenvectors
        @ (ops.inverse_gaps(eigenvalues) * (ops.matrix_transpose(eigenvectors) @ grad_eigenvectors))
        @ ops.matrix_transpose(eigenvectors),
        UPLO,
    )


def eigvalsh_backward(grad, self, UPLO):
    """Backward of eigvalsh(Tensor self, str UPLO="L") -> Tensor.

    self: fold_triangle((eigh(self, UPLO)[1] * expand_dims(grad, -2)) @ matrix_transpose(eigh(self, UPLO)[1]), UPLO)
    """
    return ops.fold_triangle(
        np.linalg.eigh(self, UPLO)[1]
        * np.expand_dims(grad, -2)
        @ ops.matrix_transpose(np.linalg.eigh(self, UPLO)[1]),
        UPLO,
    )


def svd_backward(grad_U, grad_S, grad_Vh, self_shape, U, S, Vh):
    """Backward of svd(Tensor self, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh).

    self: (U[..., :numeric.min_dim(self.shape)] * expand_dims(where(S > 0, grad_S, 0.0), -2)) @ Vh[..., :numeric.min_dim(self.shape), :] + U[..., :numeric.min_dim(self.shape)] @ ((inverse_gaps(S * S) * (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)] - matrix_transpose(grad_U[..., :numeric.min_dim(self.shape)]) @ U[..., :numeric.min_dim(self.shape)])) * expand_dims(S, -2) + expand_dims(S, -1) * (inverse_gaps(S * S) * (Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(grad_Vh[..., :numeric.min_dim(self.shape), :]) - grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :])))) @ Vh[..., :numeric.min_dim(self.shape), :] + ((grad_U[..., :numeric.min_dim(self.shape)] - U[..., :numeric.min_dim(self.shape)] @ (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)])) * expand_dims(reciprocal_nonzero(S), -2)) @ Vh[..., :numeric.min_dim(self.shape), :] + (U[..., :numeric.min_dim(self.shape)] * expand_dims(reciprocal_nonzero(S), -2)) @ (grad_Vh[..., :numeric.min_dim(self.shape), :] - (grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :])) @ Vh[..., :numeric.min_dim(self.shape), :])
    """
    return (
        U[..., : numeric.min_dim(self_shape)]
        * np.expand_dims(np.where(S > 0, grad_S, 0.0), -2)
        @ Vh[..., : numeric.min_dim(self_shape), :]
        + U[..., : numeric.min_dim(self_shape)]
        @ (
            ops.inverse_gaps(S * S)
            * (
                ops.matrix_transpose(U[..., : numeric.min_dim(self_shape)])
                @ grad_U[..., : numeric.min_dim(self_shape)]
                - ops.matrix_transpose(grad_U[..., : numeric.min_dim(self_shape)])
                @ U[..., : numeric.min_dim(self_shape)]
            )
            * np.expand_dims(S, -2)
            + np.expand_dims(S, -1)
            * (
                ops.inverse_gaps(S * S)
                * (
                    Vh[..., : numeric.min_dim(self_shape), :]
                    @ ops.matrix_transpose(grad_Vh[..., : numeric.min_dim(self_shape), :])
                    - grad_Vh[..., : numeric.min_dim(self_shape), :]
                    @ ops.matrix_transpose(Vh[..., : numeric.min_dim(self_shape), :])
                )
            )
        )
        @ Vh[..., : numeric.min_dim(self_shape), :]
        + (
            grad_U[..., : numeric.min_dim(self_shape)]
            - U[..., : numeric.min_dim(self_shape)]
            @ (
                ops.matrix_transpose(U[..., : numeric.min_dim(self_shape)])
                @ grad_U[..., : numeric.min_dim(self_shape)]
            )
        )
        * np.expand_dims(ops.reciprocal_nonzero(S), -2)
        @ Vh[..., : numeric.min_dim(self_shape), :]
        + U[..., : numeric.min_dim(self_shape)]
        * np.expand_dims(ops.reciprocal_nonzero(S), -2)
        @ (
            grad_Vh[..., : numeric.min_dim(self_shape), :]
            - grad_Vh[..., : numeric.min_dim(self_shape), :]
            @ ops.matrix_transpose(Vh[..., : numeric.min_dim(self_shape), :])
            @ Vh[..., : numeric.min_dim(self_shape), :]
        )
    )


def svdvals_backward(grad, self, result):
    """Backward of svdvals(Tensor self) -> Tensor.

    self: (svd(self, False)[0] * expand_dims(where(result > 0, grad, 0.0), -2)) @ svd(self, False)[2]
    """
    return (
        np.linalg.svd(self, False)[0]
        * np.expand_dims(np.where(result > 0, grad, 0.0), -2)
        @ np.linalg.svd(self, False)[2]
    )


def qr_backward(grad_Q, grad_R, self, Q, R, mode):
    """Backward of qr(Tensor self, str mode="reduced") -> (Tensor Q, Tensor R).

    self: matrix_transpose(solve(R, matrix_transpose( grad_Q + Q @ (matrix_transpose(tril_part(R @ matrix_transpose(grad_R) - matrix_transpose(grad_Q) @ Q, 0)) + tril_part(R @ matrix_transpose(grad_R) - matrix_transpose(grad_Q) @ Q, -1))))) if numeric.require_qr_mode(mode, self.shape) else zeros_like(self)
    """
    return (
        ops.matrix_transpose(
            np.linalg.solve(
                R,
                ops.matrix_transpose(
                    grad_Q
                    + Q
                    @ (
                        ops.matrix_transpose(
                            ops.tril_part(
                                R @ ops.matrix_transpose(grad_R) - ops.matrix_transpose(grad_Q) @ Q,
                                0,
                            )
                        )
                        + ops.tril_part(
                            R @ ops.matrix_transpose(grad_R) - ops.matrix_transpose(grad_Q) @ Q, -1
                        )
                    )
                ),
            )
        )
        if numeric.require_qr_mode(mode, self.shape)
        else np.zeros_like(self)
    )


def matrix_power_backward(grad, self, n):
    """Backward of matrix_power(Tensor self, int n) -> Tensor.

    self: matrix_power(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(grad), matrix_transpose(self)], -1)], -2), n)[..., :self.shape[-1], self.shape[-1]:]
    """
    return np.linalg.matrix_power(
        np.concatenate(
            [
                np.concatenate([ops.matrix_transpose(self), grad], -1),
                np.concatenate([np.zeros_like(grad), ops.matrix_transpose(self)], -1),
            ],
            -2,
        ),
        n,
    )[..., : self.shape[-1], self.shape[-1] :]


def lstsq_backward(grad_x, grad_residuals, grad_rank, grad_s, a, b, x, s, rcond):
    """Backward of lstsq(Tensor a, Tensor b, float? rcond=None) -> (Tensor x, Tensor residuals, Tensor rank, Tensor s).

    a: -(matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(grad_x, numeric.as_matrix(x.shape, "column")) @ matrix_transpose(reshape(x, numeric.as_matrix(x.shape, "column")))) + (reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) @ matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a)) @ (matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(grad_x, numeric.as_matrix(x.shape, "column")))) + matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(x, numeric.as_matrix(x.shape, "column")) @ matrix_transpose(reshape(grad_x, numeric.as_matrix(x.shape, "column")) - matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a)) @ a) @ reshape(grad_x, numeric.as_matrix(x.shape, "column"))) + ((-2.0 * ((reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) * grad_residuals) @ matrix_transpose(reshape(x, numeric.as_matrix(x.shape, "column")))) if grad_residuals.size else 0.0) + (svd(a, False)[0] * expand_dims(where(s > 0, grad_s, 0.0), -2)) @ svd(a, False)[2]
    b: matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ grad_x + (reshape(2.0 * (reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) * grad_residuals, b.shape) if grad_residuals.size else 0.0)
    """
    grad_a = (
        -(
            ops.matrix_transpose(np.linalg.pinv(a, numeric.lstsq_rcond(rcond, a)))
            @ np.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
            @ ops.matrix_transpose(np.reshape(x, numeric.as_matrix(x.shape, "column")))
        )
        + (
            np.reshape(b, numeric.as_matrix(b.shape, "column"))
            - a @ np.reshape(x, numeric.as_matrix(x.shape, "column"))
        )
        @ ops.matrix_transpose(
            np.linalg.pinv(a, numeric.lstsq_rcond(rcond, a))
            @ (
                ops.matrix_transpose(np.linalg.pinv(a, numeric.lstsq_rcond(rcond, a)))
                @ np.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
            )
        )
        + ops.matrix_transpose(np.linalg.pinv(a, numeric.lstsq_rcond(rcond, a)))
        @ np.reshape(x, numeric.as_matrix(x.shape, "column"))
        @ ops.matrix_transpose(
            np.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
            - ops.matrix_transpose(np.linalg.pinv(a, numeric.lstsq_rcond(rcond, a)) @ a)
            @ np.reshape(grad_x, numeric.as_matrix(x.shape, "column"))
        )
        + (
            -2.0
            * (
                (
                    np.reshape(b, numeric.as_matrix(b.shape, "column"))
                    - a @ np.reshape(x, numeric.as_matrix(x.shape, "column"))
                )
                * grad_residuals
            )
            @ ops.matrix_transpose(np.reshape(x, numeric.as_matrix(x.shape, "column")))
            if grad_residuals.size
            else 0.0
        )
        + np.linalg.svd(a, False)[0]
        * np.expand_dims(np.where(s > 0, grad_s, 0.0), -2)
        @ np.linalg.svd(a, False)[2]
    )
    grad_b = ops.matrix_transpose(np.linalg.pinv(a, numeric.lstsq_rcond(rcond, a))) @ grad_x + (
        np.reshape(
            2.0
            * (
                np.reshape(b, numeric.as_matrix(b.shape, "column"))
                - a @ np.reshape(x, numeric.as_matrix(x.shape, "column"))
            )
            * grad_residuals,
            b.shape,
        )
        if grad_residuals.size
        else 0.0
    )
    return grad_a, grad_b


def norm_backward(grad, self, result, ord, axis, keepdims):
    """Backward of norm(Tensor self, Scalar? ord=None, int[]? axis=None, bool keepdims=False) -> Tensor.

    self: expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * self / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) if numeric.norm_kind(ord, axis, self.ndim) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) if numeric.norm_kind(ord, axis, self.ndim) == "one" else zeros_like(self) if numeric.norm_kind(ord, axis, self.ndim) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad / sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims), ord - 1), 0.0) if numeric.norm_kind(ord, axis, self.ndim) == "p" else where(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad * self.shape[numeric.norm_inner_axis(ord, axis, self.ndim)] / sum(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("columns", "rows") else transpose(reshape(grad, numeric.norm_batch_shape(self.shape, axis)) * ((svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[0] * expand_dims(numeric.singular_weights( svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[1], ord), -2)) @ svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[2]), numeric.inverse_permutation(numeric.norm_permutation(axis, self.ndim), self.ndim))
    """
    return (
        ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
        * self
        / ops.expand_reduced(
            np.where(result > 0, result, 1.0),
            self.shape,
            numeric.norm_axes(axis, self.ndim),
            keepdims,
        )
        if numeric.norm_kind(ord, axis, self.ndim) == "two"
        else ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
        * np.sign(self)
        if numeric.norm_kind(ord, axis, self.ndim) == "one"
        else np.zeros_like(self)
        if numeric.norm_kind(ord, axis, self.ndim) == "zero"
        else np.where(
            np.absolute(self)
            == ops.expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims),
            ops.expand_reduced(
                grad
                / np.sum(
                    np.absolute(self)
                    == ops.expand_reduced(
                        result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims
                    ),
                    numeric.norm_axes(axis, self.ndim),
                    keepdims=keepdims,
                ),
                self.shape,
                numeric.norm_axes(axis, self.ndim),
                keepdims,
            )
            * np.sign(self),
            0.0,
        )
        if numeric.norm_kind(ord, axis, self.ndim) in ("max", "min")
        else np.where(
            self != 0,
            ops.expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims)
            * np.sign(self)
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
                / np.sum(
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
                self.shape,
                numeric.norm_axes(axis, self.ndim),
                keepdims,
            )
            * np.sign(self),
            0.0,
        )
        if numeric.norm_kind(ord, axis, self.ndim) in ("columns", "rows")
        else np.transpose(
            np.reshape(grad, numeric.norm_batch_shape(self.shape, axis))
            * (
                np.linalg.svd(np.transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[
                    0
                ]
                * np.expand_dims(
                    numeric.singular_weights(
                        np.linalg.svd(
                            np.transpose(self, numeric.norm_permutation(axis, self.ndim)), False
                        )[1],
                        ord,
                    ),
                    -2,
                )
                @ np.linalg.svd(
                    np.transpose(self, numeric.norm_permutation(axis, self.ndim)), False
                )[2]
            ),
            numeric.inverse_permutation(numeric.norm_permutation(axis, self.ndim), self.ndim),
        )
    )
