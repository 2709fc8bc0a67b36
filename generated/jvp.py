# @generated from derivatives.yaml (sha256: adc9585c45f42e959a812874231deb70dd9c5d579bcb5b1929f3839dd9e47e6e). Do not edit.
"""Forward-mode rules of derivatives.yaml: input tangents and primals in, the output tangent out."""

import numpy as np

from . import ops


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


def tan_jvp(self_t, result):
    """Forward-mode derivative of tan(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (1 + result * result)
    """
    return self_t * (1 + result * result)


def arctan_jvp(self_t, self):
    """Forward-mode derivative of arctan(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (1 + self * self)
    """
    return self_t / (1 + self * self)


def sinh_jvp(self_t, self):
    """Forward-mode derivative of sinh(Tensor self) -> Tensor (elementwise).

    result_t = self_t * cosh(self)
    """
    return self_t * np.cosh(self)


def cosh_jvp(self_t, self):
    """Forward-mode derivative of cosh(Tensor self) -> Tensor (elementwise).

    result_t = self_t * sinh(self)
    """
    return self_t * np.sinh(self)


def tanh_jvp(self_t, result):
    """Forward-mode derivative of tanh(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (1 - result * result)
    """
    return self_t * (1 - result * result)


def exp_jvp(self_t, result):
    """Forward-mode derivative of exp(Tensor self) -> Tensor (elementwise).

    result_t = self_t * result
    """
    return self_t * result


def expm1_jvp(self_t, result):
    """Forward-mode derivative of expm1(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (result + 1)
    """
    return self_t * (result + 1)


def log_jvp(self_t, self):
    """Forward-mode derivative of log(Tensor self) -> Tensor (elementwise).

    result_t = self_t / self
    """
    return self_t / self


def log1p_jvp(self_t, self):
    """Forward-mode derivative of log1p(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (1 + self)
    """
    return self_t / (1 + self)


def expit_jvp(self_t, result):
    """Forward-mode derivative of expit(Tensor self) -> Tensor (elementwise).

    result_t = self_t * result * (1 - result)
    """
    return self_t * result * (1 - result)


def sqrt_jvp(self_t, result):
    """Forward-mode derivative of sqrt(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (2 * result)
    """
    return self_t / (2 * result)


def square_jvp(self_t, self):
    """Forward-mode derivative of square(Tensor self) -> Tensor (elementwise).

    result_t = 2 * self_t * self
    """
    return 2 * self_t * self


def reciprocal_jvp(self_t, result):
    """Forward-mode derivative of reciprocal(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * result * result
    """
    return -self_t * result * result


def absolute_jvp(self_t, self):
    """Forward-mode derivative of absolute(Tensor self) -> Tensor (elementwise).

    result_t = self_t * sign(self)
    """
    return self_t * np.sign(self)


def sign_jvp(self_t):
    """Forward-mode derivative of sign(Tensor self) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def negative_jvp(self_t):
    """Forward-mode derivative of negative(Tensor self) -> Tensor (linear).

    result_t = negative(self_t)
    """
    return np.negative(self_t)


def zeros_like_jvp(self_t):
    """Forward-mode derivative of zeros_like(Tensor self) -> Tensor (linear).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


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


def multiply_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of multiply(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * other + other_t * self, result.shape)
    """
    return np.broadcast_to(self_t * other + other_t * self, result.shape)


def divide_jvp(self_t, other_t, other, result):
    """Forward-mode derivative of divide(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t / other + -other_t * result / other, result.shape)
    """
    return np.broadcast_to(self_t / other + -other_t * result / other, result.shape)


def power_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of power(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * other * power(self, other - 1) + other_t * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), result.shape)
    """
    return np.broadcast_to(
        self_t * other * np.power(self, other - 1)
        + other_t * np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0),
        result.shape,
    )


def maximum_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of maximum(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * where(self > other, 1.0, where(self == other, 0.5, 0.0)) + other_t * where(other > self, 1.0, where(self == other, 0.5, 0.0)), result.shape)
    """
    return np.broadcast_to(
        self_t * np.where(self > other, 1.0, np.where(self == other, 0.5, 0.0))
        + other_t * np.where(other > self, 1.0, np.where(self == other, 0.5, 0.0)),
        result.shape,
    )


def minimum_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of minimum(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * where(self < other, 1.0, where(self == other, 0.5, 0.0)) + other_t * where(other < self, 1.0, where(self == other, 0.5, 0.0)), result.shape)
    """
    return np.broadcast_to(
        self_t * np.where(self < other, 1.0, np.where(self == other, 0.5, 0.0))
        + other_t * np.where(other < self, 1.0, np.where(self == other, 0.5, 0.0)),
        result.shape,
    )


def arctan2_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of arctan2(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * other / (self * self + other * other) + -other_t * self / (self * self + other * other), result.shape)
    """
    return np.broadcast_to(
        self_t * other / (self * self + other * other)
        + -other_t * self / (self * self + other * other),
        result.shape,
    )


def where_jvp(self_t, other_t, condition, result):
    """Forward-mode derivative of where(Tensor condition, Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(where(condition, self_t, 0.0) + where(condition, 0.0, other_t), result.shape)
    """
    return np.broadcast_to(
        np.where(condition, self_t, 0.0) + np.where(condition, 0.0, other_t), result.shape
    )


def sum_jvp(self_t, axis, keepdims):
    """Forward-mode derivative of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor (linear).

    result_t = sum(self_t, axis, keepdims=keepdims)
    """
    return np.sum(self_t, axis, keepdims=keepdims)


def mean_jvp(self_t, axis, keepdims):
    """Forward-mode derivative of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor (linear).

    result_t = mean(self_t, axis, keepdims=keepdims)
    """
    return np.mean(self_t, axis, keepdims=keepdims)


def expand_reduced_jvp(self_t, shape, axis, keepdims):
    """Forward-mode derivative of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor (linear).

    result_t = expand_reduced(self_t, shape, axis, keepdims)
    """
    return ops.expand_reduced(self_t, shape, axis, keepdims)


def matmul_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of matmul(Tensor self, Tensor other) -> Tensor (written).

    result_t = self_t @ other + self @ other_t
    """
    return self_t @ other + self @ other_t


def matrix_transpose_jvp(self_t):
    """Forward-mode derivative of matrix_transpose(Tensor self) -> Tensor (linear).

    result_t = matrix_transpose(self_t)
    """
    return ops.matrix_transpose(self_t)


def reshape_jvp(self_t, shape):
    """Forward-mode derivative of reshape(Tensor self, int[] shape) -> Tensor (linear).

    result_t = reshape(self_t, shape)
    """
    return np.reshape(self_t, shape)


def transpose_jvp(self_t, axes):
    """Forward-mode derivative of transpose(Tensor self, int[]? axes=None) -> Tensor (linear).

    result_t = transpose(self_t, axes)
    """
    return np.transpose(self_t, axes)


def swapaxes_jvp(self_t, axis1, axis2):
    """Forward-mode derivative of swapaxes(Tensor self, int axis1, int axis2) -> Tensor (linear).

    result_t = swapaxes(self_t, axis1, axis2)
    """
    return np.swapaxes(self_t, axis1, axis2)


def expand_dims_jvp(self_t, axis):
    """Forward-mode derivative of expand_dims(Tensor self, int[] axis) -> Tensor (linear).

    result_t = expand_dims(self_t, axis)
    """
    return np.expand_dims(self_t, axis)


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


def concatenate_jvp(arrays_t, axis):
    """Forward-mode derivative of concatenate(Tensor[] arrays, int axis=0) -> Tensor (linear).

    result_t = concatenate(arrays_t, axis)
    """
    return np.concatenate(arrays_t, axis)


def split_jvp(self_t, indices_or_sections, axis):
    """Forward-mode derivative of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[] (linear).

    result_t = split(self_t, indices_or_sections, axis)
    """
    return np.split(self_t, indices_or_sections, axis)


def untake_jvp(self_t, indices, shape, axis):
    """Forward-mode derivative of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor (linear).

    result_t = untake(self_t, shape, indices, axis)
    """
    return ops.untake(self_t, shape, indices, axis)


def getitem_jvp(self_t, index):
    """Forward-mode derivative of getitem(Tensor self, Index index) -> Tensor (linear).

    result_t = getitem(self_t, index)
    """
    return ops.getitem(self_t, index)


def index_add_jvp(self_t, shape, index):
    """Forward-mode derivative of index_add(Tensor self, int[] shape, Index index) -> Tensor (linear).

    result_t = index_add(self_t, shape, index)
    """
    return ops.index_add(self_t, shape, index)


def astype_jvp(self_t, dtype):
    """Forward-mode derivative of astype(Tensor self, str dtype) -> Tensor (linear).

    result_t = astype(self_t, dtype)
    """
    return ops.astype(self_t, dtype)


def squeeze_jvp(self_t, axis):
    """Forward-mode derivative of squeeze(Tensor self, int[]? axis=None) -> Tensor (linear).

    result_t = squeeze(self_t, axis)
    """
    return np.squeeze(self_t, axis)


def dot_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of dot(Tensor self, Tensor other) -> Tensor (written).

    result_t = dot(self_t, other) + dot(self, other_t)
    """
    return np.dot(self_t, other) + np.dot(self, other_t)


def vdot_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of vdot(Tensor self, Tensor other) -> Tensor (written).

    result_t = vdot(self_t, other) + vdot(self, other_t)
    """
    return np.vdot(self_t, other) + np.vdot(self, other_t)


def inner_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of inner(Tensor self, Tensor other) -> Tensor (written).

    result_t = inner(self_t, other) + inner(self, other_t)
    """
    return np.inner(self_t, other) + np.inner(self, other_t)


def outer_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of outer(Tensor self, Tensor other) -> Tensor (written).

    result_t = outer(self_t, other) + outer(self, other_t)
    """
    return np.outer(self_t, other) + np.outer(self, other_t)


def tensordot_jvp(self_t, other_t, self, other, axes):
    """Forward-mode derivative of tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor (written).

    result_t = tensordot(self_t, other, axes) + tensordot(self, other_t, axes)
    """
    return np.tensordot(self_t, other, axes) + np.tensordot(self, other_t, axes)


def kron_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of kron(Tensor self, Tensor other) -> Tensor (written).

    result_t = kron(self_t, other) + kron(self, other_t)
    """
    return np.kron(self_t, other) + np.kron(self, other_t)


def cross_jvp(self_t, other_t, self, other, axisa, axisb, axisc, axis):
    """Forward-mode derivative of cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor (written).

    result_t = cross(self_t, other, axisa, axisb, axisc, axis) + cross(self, other_t, axisa, axisb, axisc, axis)
    """
    return np.cross(self_t, other, axisa, axisb, axisc, axis) + np.cross(
        self, other_t, axisa, axisb, axisc, axis
    )


def tril_part_jvp(self_t, k):
    """Forward-mode derivative of tril_part(Tensor self, int k=0) -> Tensor (linear).

    result_t = tril_part(self_t, k)
    """
    return ops.tril_part(self_t, k)


def fold_triangle_jvp(self_t, UPLO):
    """Forward-mode derivative of fold_triangle(Tensor self, str UPLO="L") -> Tensor (linear).

    result_t = fold_triangle(self_t, UPLO)
    """
    return ops.fold_triangle(self_t, UPLO)


def mirror_triangle_jvp(self_t, UPLO):
    """Forward-mode derivative of mirror_triangle(Tensor self, str UPLO="L") -> Tensor (linear).

    result_t = mirror_triangle(self_t, UPLO)
    """
    return ops.mirror_triangle(self_t, UPLO)
