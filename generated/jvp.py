# @generated from derivatives.yaml (sha256: 31b15194655f8f1983d15a84a88f7eb43103da07f9df4c30465340fa7207b471). Do not edit.
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


def trace_jvp(self_t, offset, axis1, axis2):
    """Forward-mode derivative of trace(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor (linear).

    result_t = trace(self_t, offset, axis1, axis2)
    """
    return np.trace(self_t, offset, axis1, axis2)


def cumsum_jvp(self_t, axis):
    """Forward-mode derivative of cumsum(Tensor self, int? axis=None) -> Tensor (linear).

    result_t = cumsum(self_t, axis)
    """
    return np.cumsum(self_t, axis)


def ravel_jvp(self_t):
    """Forward-mode derivative of ravel(Tensor self) -> Tensor (linear).

    result_t = ravel(self_t)
    """
    return np.ravel(self_t)


def atleast_1d_jvp(self_t):
    """Forward-mode derivative of atleast_1d(Tensor self) -> Tensor (linear).

    result_t = atleast_1d(self_t)
    """
    return np.atleast_1d(self_t)


def atleast_2d_jvp(self_t):
    """Forward-mode derivative of atleast_2d(Tensor self) -> Tensor (linear).

    result_t = atleast_2d(self_t)
    """
    return np.atleast_2d(self_t)


def atleast_3d_jvp(self_t):
    """Forward-mode derivative of atleast_3d(Tensor self) -> Tensor (linear).

    result_t = atleast_3d(self_t)
    """
    return np.atleast_3d(self_t)


def moveaxis_jvp(self_t, source, destination):
    """Forward-mode derivative of moveaxis(Tensor self, int[] source, int[] destination) -> Tensor (linear).

    result_t = moveaxis(self_t, source, destination)
    """
    return np.moveaxis(self_t, source, destination)


def stack_jvp(arrays_t, axis):
    """Forward-mode derivative of stack(Tensor[] arrays, int axis=0) -> Tensor (linear).

    result_t = stack(arrays_t, axis)
    """
    return np.stack(arrays_t, axis)


def unstack_jvp(self_t, axis):
    """Forward-mode derivative of unstack(Tensor self, int axis=0) -> Tensor[] (linear).

    result_t = unstack(self_t, axis)
    """
    return ops.unstack(self_t, axis)


def hstack_jvp(tup_t):
    """Forward-mode derivative of hstack(Tensor[] tup) -> Tensor (linear).

    result_t = hstack(tup_t)
    """
    return np.hstack(tup_t)


def vstack_jvp(tup_t):
    """Forward-mode derivative of vstack(Tensor[] tup) -> Tensor (linear).

    result_t = vstack(tup_t)
    """
    return np.vstack(tup_t)


def dstack_jvp(tup_t):
    """Forward-mode derivative of dstack(Tensor[] tup) -> Tensor (linear).

    result_t = dstack(tup_t)
    """
    return np.dstack(tup_t)


def column_stack_jvp(tup_t):
    """Forward-mode derivative of column_stack(Tensor[] tup) -> Tensor (linear).

    result_t = column_stack(tup_t)
    """
    return np.column_stack(tup_t)


def reshape_concatenate_jvp(arrays_t, layouts, axis):
    """Forward-mode derivative of reshape_concatenate(Tensor[] arrays, int[] layouts, int axis) -> Tensor (linear).

    result_t = reshape_concatenate(arrays_t, layouts, axis)
    """
    return ops.reshape_concatenate(arrays_t, layouts, axis)


def unconcatenate_jvp(self_t, layouts, shapes, axis):
    """Forward-mode derivative of unconcatenate(Tensor self, int[] layouts, int[] shapes, int axis) -> Tensor[] (linear).

    result_t = unconcatenate(self_t, layouts, shapes, axis)
    """
    return ops.unconcatenate(self_t, layouts, shapes, axis)


def array_split_jvp(self_t, indices_or_sections, axis):
    """Forward-mode derivative of array_split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[] (linear).

    result_t = array_split(self_t, indices_or_sections, axis)
    """
    return np.array_split(self_t, indices_or_sections, axis)


def hsplit_jvp(self_t, indices_or_sections):
    """Forward-mode derivative of hsplit(Tensor self, int[] indices_or_sections) -> Tensor[] (linear).

    result_t = hsplit(self_t, indices_or_sections)
    """
    return np.hsplit(self_t, indices_or_sections)


def vsplit_jvp(self_t, indices_or_sections):
    """Forward-mode derivative of vsplit(Tensor self, int[] indices_or_sections) -> Tensor[] (linear).

    result_t = vsplit(self_t, indices_or_sections)
    """
    return np.vsplit(self_t, indices_or_sections)


def dsplit_jvp(self_t, indices_or_sections):
    """Forward-mode derivative of dsplit(Tensor self, int[] indices_or_sections) -> Tensor[] (linear).

    result_t = dsplit(self_t, indices_or_sections)
    """
    return np.dsplit(self_t, indices_or_sections)


def flip_jvp(self_t, axis):
    """Forward-mode derivative of flip(Tensor self, int[]? axis=None) -> Tensor (linear).

    result_t = flip(self_t, axis)
    """
    return np.flip(self_t, axis)


def fliplr_jvp(self_t):
    """Forward-mode derivative of fliplr(Tensor self) -> Tensor (linear).

    result_t = fliplr(self_t)
    """
    return np.fliplr(self_t)


def flipud_jvp(self_t):
    """Forward-mode derivative of flipud(Tensor self) -> Tensor (linear).

    result_t = flipud(self_t)
    """
    return np.flipud(self_t)


def roll_jvp(self_t, shift, axis):
    """Forward-mode derivative of roll(Tensor self, int[] shift, int[]? axis=None) -> Tensor (linear).

    result_t = roll(self_t, shift, axis)
    """
    return np.roll(self_t, shift, axis)


def rot90_jvp(self_t, k, axes):
    """Forward-mode derivative of rot90(Tensor self, int k=1, int[] axes=(0, 1)) -> Tensor (linear).

    result_t = rot90(self_t, k, axes)
    """
    return np.rot90(self_t, k, axes)


def tile_jvp(self_t, reps):
    """Forward-mode derivative of tile(Tensor self, int[] reps) -> Tensor (linear).

    result_t = tile(self_t, reps)
    """
    return np.tile(self_t, reps)


def repeat_jvp(self_t, repeats, axis):
    """Forward-mode derivative of repeat(Tensor self, int[] repeats, int? axis=None) -> Tensor (linear).

    result_t = repeat(self_t, repeats, axis)
    """
    return np.repeat(self_t, repeats, axis)


def diagonal_jvp(self_t, offset, axis1, axis2):
    """Forward-mode derivative of diagonal(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor (linear).

    result_t = diagonal(self_t, offset, axis1, axis2)
    """
    return np.diagonal(self_t, offset, axis1, axis2)


def diagonal_embed_jvp(self_t, shape, offset, axis1, axis2):
    """Forward-mode derivative of diagonal_embed(Tensor self, int[] shape, int offset=0, int axis1=0, int axis2=1) -> Tensor (linear).

    result_t = diagonal_embed(self_t, shape, offset, axis1, axis2)
    """
    return ops.diagonal_embed(self_t, shape, offset, axis1, axis2)


def diag_jvp(self_t, k):
    """Forward-mode derivative of diag(Tensor self, int k=0) -> Tensor (linear).

    result_t = diag(self_t, k)
    """
    return np.diag(self_t, k)


def triu_jvp(self_t, k):
    """Forward-mode derivative of triu(Tensor self, int k=0) -> Tensor (linear).

    result_t = triu(self_t, k)
    """
    return np.triu(self_t, k)


def tril_jvp(self_t, k):
    """Forward-mode derivative of tril(Tensor self, int k=0) -> Tensor (linear).

    result_t = tril(self_t, k)
    """
    return np.tril(self_t, k)


def pad_jvp(self_t, pad_width):
    """Forward-mode derivative of pad(Tensor self, int[] pad_width, str mode="constant", *, Scalar constant_values=0) -> Tensor (written).

    result_t = pad(self_t, pad_width)
    """
    return np.pad(self_t, pad_width)


def diff_jvp(self_t, n, axis):
    """Forward-mode derivative of diff(Tensor self, int n=1, int axis=-1) -> Tensor (linear).

    result_t = diff(self_t, n, axis)
    """
    return np.diff(self_t, n, axis)


def untake_along_axis_jvp(self_t, indices, shape, axis):
    """Forward-mode derivative of untake_along_axis(Tensor self, int[] shape, Tensor indices, int? axis=-1) -> Tensor (linear).

    result_t = untake_along_axis(self_t, shape, indices, axis)
    """
    return ops.untake_along_axis(self_t, shape, indices, axis)
