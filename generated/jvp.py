# @generated from derivatives.yaml (sha256: 5167f2b279d91d1eb04c4456504bef15f9b7938ededce3cf5a9aa0dd4309f51b). Do not edit.
"""Forward-mode rules of derivatives.yaml: input tangents and primals in, the output tangent out."""

import numpy as np

from derivgen import numeric
from derivgen.numeric.lazy import scipy

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "5167f2b279d91d1eb04c4456504bef15f9b7938ededce3cf5a9aa0dd4309f51b":
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
    """Forward-mode derivative of absolute(Tensor self) -> Tensor (written).

    result_t = real(conjugate(sign(self)) * self_t)
    """
    return np.real(np.conjugate(np.sign(self)) * self_t)


def sign_jvp(self_t, self, result):
    """Forward-mode derivative of sign(Tensor self) -> Tensor (written).

    result_t = zeros_like(self_t) if not numeric.is_complex(self) else where(self == 0, 0.0, (self_t - result * real(conjugate(result) * self_t)) / where(self == 0, 1.0, absolute(self)))
    """
    return (
        np.zeros_like(self_t)
        if not numeric.is_complex(self)
        else np.where(
            self == 0,
            0.0,
            (self_t - result * np.real(np.conjugate(result) * self_t))
            / np.where(self == 0, 1.0, np.absolute(self)),
        )
    )


def negative_jvp(self_t):
    """Forward-mode derivative of negative(Tensor self) -> Tensor (linear).

    result_t = negative(self_t)
    """
    return np.negative(self_t)


def zeros_like_jvp(self_t, shape):
    """Forward-mode derivative of zeros_like(Tensor self, *, int[]? shape=None) -> Tensor (linear).

    result_t = zeros_like(self_t, shape=shape)
    """
    return np.zeros_like(self_t, shape=shape)


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
    """Forward-mode derivative of power(Tensor self, Tensor other) -> Tensor (written).

    result_t = where(self_t == 0, 0.0, self_t * other * power(where(self_t == 0, 1.0, self), other - (other != 0))) + where(other_t == 0, 0.0, other_t * (where(self == 0, 0.0, result * log(where(self == 0, 1.0, self) + 0j)) if numeric.is_complex(result) else where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0)))
    """
    return np.where(
        self_t == 0,
        0.0,
        self_t * other * np.power(np.where(self_t == 0, 1.0, self), other - (other != 0)),
    ) + np.where(
        other_t == 0,
        0.0,
        other_t
        * (
            np.where(self == 0, 0.0, result * np.log(np.where(self == 0, 1.0, self) + 0j))
            if numeric.is_complex(result)
            else np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0)
        ),
    )


def maximum_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of maximum(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(where(self > other, self_t, where(self == other, self_t / 2, 0.0)) + where(other > self, other_t, where(self == other, other_t / 2, 0.0)), result.shape)
    """
    return np.broadcast_to(
        np.where(self > other, self_t, np.where(self == other, self_t / 2, 0.0))
        + np.where(other > self, other_t, np.where(self == other, other_t / 2, 0.0)),
        result.shape,
    )


def minimum_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of minimum(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(where(self < other, self_t, where(self == other, self_t / 2, 0.0)) + where(other < self, other_t, where(self == other, other_t / 2, 0.0)), result.shape)
    """
    return np.broadcast_to(
        np.where(self < other, self_t, np.where(self == other, self_t / 2, 0.0))
        + np.where(other < self, other_t, np.where(self == other, other_t / 2, 0.0)),
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


def group_axes_jvp(self_t, axis):
    """Forward-mode derivative of group_axes(Tensor self, int[]? axis=None) -> Tensor (linear).

    result_t = group_axes(self_t, axis)
    """
    return ops.group_axes(self_t, axis)


def ungroup_axes_jvp(self_t, shape, axis):
    """Forward-mode derivative of ungroup_axes(Tensor self, int[] shape, int[]? axis=None) -> Tensor (linear).

    result_t = ungroup_axes(self_t, shape, axis)
    """
    return ops.ungroup_axes(self_t, shape, axis)


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


def real_for_jvp(self_t, dtype):
    """Forward-mode derivative of real_for(Tensor self, str dtype) -> Tensor (linear).

    result_t = real_for(self_t, dtype)
    """
    return ops.real_for(self_t, dtype)


def reshape_jvp(self_t, shape):
    """Forward-mode derivative of reshape(Tensor self, int[] shape) -> Tensor (linear).

    result_t = reshape(self_t, shape)
    """
    return ops.reshape(self_t, shape)


def transpose_jvp(self_t, axes):
    """Forward-mode derivative of transpose(Tensor self, int[]? axes=None) -> Tensor (linear).

    result_t = transpose(self_t, axes)
    """
    return ops.transpose(self_t, axes)


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
    """Forward-mode derivative of concatenate(Tensor[] arrays, int? axis=0) -> Tensor (linear).

    result_t = concatenate(arrays_t, axis)
    """
    return np.concatenate(arrays_t, axis)


def split_jvp(self_t, indices_or_sections, axis):
    """Forward-mode derivative of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[] (linear).

    result_t = split(self_t, indices_or_sections, axis)
    """
    return ops.split(self_t, indices_or_sections, axis)


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


def setitem_jvp(self_t, value_t, index):
    """Forward-mode derivative of setitem(Tensor self, Index index, Tensor value) -> Tensor (written).

    result_t = setitem(self_t, index, value_t)
    """
    return ops.setitem(self_t, index, value_t)


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


def arcsin_jvp(self_t, self):
    """Forward-mode derivative of arcsin(Tensor self) -> Tensor (elementwise).

    result_t = self_t / sqrt((1 - self) * (1 + self))
    """
    return self_t / np.sqrt((1 - self) * (1 + self))


def arccos_jvp(self_t, self):
    """Forward-mode derivative of arccos(Tensor self) -> Tensor (elementwise).

    result_t = -self_t / sqrt((1 - self) * (1 + self))
    """
    return -self_t / np.sqrt((1 - self) * (1 + self))


def arcsinh_jvp(self_t, self):
    """Forward-mode derivative of arcsinh(Tensor self) -> Tensor (elementwise).

    result_t = self_t / sqrt(1 + self * self) if numeric.is_complex(self) else self_t / hypot(1.0, self)
    """
    return (
        self_t / np.sqrt(1 + self * self)
        if numeric.is_complex(self)
        else self_t / np.hypot(1.0, self)
    )


def arccosh_jvp(self_t, self):
    """Forward-mode derivative of arccosh(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (sqrt(self - 1) * sqrt(self + 1))
    """
    return self_t / (np.sqrt(self - 1) * np.sqrt(self + 1))


def arctanh_jvp(self_t, self):
    """Forward-mode derivative of arctanh(Tensor self) -> Tensor (elementwise).

    result_t = self_t / ((1 - self) * (1 + self))
    """
    return self_t / ((1 - self) * (1 + self))


def exp2_jvp(self_t, result):
    """Forward-mode derivative of exp2(Tensor self) -> Tensor (elementwise).

    result_t = self_t * result * 0.6931471805599453
    """
    return self_t * result * 0.6931471805599453


def log2_jvp(self_t, self):
    """Forward-mode derivative of log2(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (self * 0.6931471805599453)
    """
    return self_t / (self * 0.6931471805599453)


def log10_jvp(self_t, self):
    """Forward-mode derivative of log10(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (self * 2.302585092994046)
    """
    return self_t / (self * 2.302585092994046)


def cbrt_jvp(self_t, result):
    """Forward-mode derivative of cbrt(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (3 * result * result)
    """
    return self_t / (3 * result * result)


def fabs_jvp(self_t, self):
    """Forward-mode derivative of fabs(Tensor self) -> Tensor (elementwise).

    result_t = self_t * sign(self)
    """
    return self_t * np.sign(self)


def positive_jvp(self_t):
    """Forward-mode derivative of positive(Tensor self) -> Tensor (linear).

    result_t = positive(self_t)
    """
    return np.positive(self_t)


def deg2rad_jvp(self_t):
    """Forward-mode derivative of deg2rad(Tensor self) -> Tensor (linear).

    result_t = deg2rad(self_t)
    """
    return np.deg2rad(self_t)


def radians_jvp(self_t):
    """Forward-mode derivative of radians(Tensor self) -> Tensor (linear).

    result_t = radians(self_t)
    """
    return np.radians(self_t)


def rad2deg_jvp(self_t):
    """Forward-mode derivative of rad2deg(Tensor self) -> Tensor (linear).

    result_t = rad2deg(self_t)
    """
    return np.rad2deg(self_t)


def degrees_jvp(self_t):
    """Forward-mode derivative of degrees(Tensor self) -> Tensor (linear).

    result_t = degrees(self_t)
    """
    return np.degrees(self_t)


def sinc_jvp(self_t, self, result):
    """Forward-mode derivative of sinc(Tensor self) -> Tensor (written).

    result_t = self_t * where(absolute(self) < 0.01, self * (-3.289868133696453 + self * self * (3.246969701133414 + self * self * (-1.144510944732505 + self * self * 0.20918278254123832))), (cos(3.141592653589793 * self) - result) / where(absolute(self) < 0.01, 1.0, self))
    """
    return self_t * np.where(
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


def floor_jvp(self_t):
    """Forward-mode derivative of floor(Tensor self) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def ceil_jvp(self_t):
    """Forward-mode derivative of ceil(Tensor self) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def rint_jvp(self_t):
    """Forward-mode derivative of rint(Tensor self) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def trunc_jvp(self_t):
    """Forward-mode derivative of trunc(Tensor self) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def fix_jvp(self_t):
    """Forward-mode derivative of fix(Tensor self) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def round_jvp(self_t):
    """Forward-mode derivative of round(Tensor self, int decimals=0) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def around_jvp(self_t):
    """Forward-mode derivative of around(Tensor self, int decimals=0) -> Tensor (elementwise).

    result_t = zeros_like(self_t)
    """
    return np.zeros_like(self_t)


def heaviside_jvp(self_t, other_t, self, result):
    """Forward-mode derivative of heaviside(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(zeros_like(self_t) + where(self == 0, other_t, 0.0), result.shape)
    """
    return np.broadcast_to(np.zeros_like(self_t) + np.where(self == 0, other_t, 0.0), result.shape)


def float_power_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of float_power(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to((self_t * other * float_power(self, other - (other != 0)) if numeric.is_complex(result) else astype(self_t * other * float_power(self, other - (other != 0)), numeric.dtype_of(self))) + (other_t * where(self == 0, 0.0, result * log(where(self == 0, 1.0, self) + 0j)) if numeric.is_complex(result) else astype(other_t * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), numeric.dtype_of(other))), result.shape)
    """
    return np.broadcast_to(
        (
            self_t * other * np.float_power(self, other - (other != 0))
            if numeric.is_complex(result)
            else ops.astype(
                self_t * other * np.float_power(self, other - (other != 0)), numeric.dtype_of(self)
            )
        )
        + (
            other_t * np.where(self == 0, 0.0, result * np.log(np.where(self == 0, 1.0, self) + 0j))
            if numeric.is_complex(result)
            else ops.astype(
                other_t * np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0),
                numeric.dtype_of(other),
            )
        ),
        result.shape,
    )


def hypot_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of hypot(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * where(absolute(self) == result, sign(self), self / where(absolute(self) == result, 1.0, result)) + other_t * where(absolute(other) == result, sign(other), other / where(absolute(other) == result, 1.0, result)), result.shape)
    """
    return np.broadcast_to(
        self_t
        * np.where(
            np.absolute(self) == result,
            np.sign(self),
            self / np.where(np.absolute(self) == result, 1.0, result),
        )
        + other_t
        * np.where(
            np.absolute(other) == result,
            np.sign(other),
            other / np.where(np.absolute(other) == result, 1.0, result),
        ),
        result.shape,
    )


def fmax_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of fmax(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(where(self > other, self_t, where(self == other, self_t / 2, where(other != other, self_t, 0.0))) + where(other > self, other_t, where(self == other, other_t / 2, where(self != self, where(other != other, 0.0, other_t), 0.0))), result.shape)
    """
    return np.broadcast_to(
        np.where(
            self > other,
            self_t,
            np.where(self == other, self_t / 2, np.where(other != other, self_t, 0.0)),
        )
        + np.where(
            other > self,
            other_t,
            np.where(
                self == other,
                other_t / 2,
                np.where(self != self, np.where(other != other, 0.0, other_t), 0.0),
            ),
        ),
        result.shape,
    )


def fmin_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of fmin(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(where(self < other, self_t, where(self == other, self_t / 2, where(other != other, self_t, 0.0))) + where(other < self, other_t, where(self == other, other_t / 2, where(self != self, where(other != other, 0.0, other_t), 0.0))), result.shape)
    """
    return np.broadcast_to(
        np.where(
            self < other,
            self_t,
            np.where(self == other, self_t / 2, np.where(other != other, self_t, 0.0)),
        )
        + np.where(
            other < self,
            other_t,
            np.where(
                self == other,
                other_t / 2,
                np.where(self != self, np.where(other != other, 0.0, other_t), 0.0),
            ),
        ),
        result.shape,
    )


def logaddexp_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of logaddexp(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * expit(where((self == other) & (self - other != 0), 0.0, self - other)) + other_t * expit(where((self == other) & (self - other != 0), 0.0, other - self)), result.shape)
    """
    return np.broadcast_to(
        self_t
        * scipy.special.expit(np.where((self == other) & (self - other != 0), 0.0, self - other))
        + other_t
        * scipy.special.expit(np.where((self == other) & (self - other != 0), 0.0, other - self)),
        result.shape,
    )


def logaddexp2_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of logaddexp2(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * expit(where((self == other) & (self - other != 0), 0.0, self - other) * 0.6931471805599453) + other_t * expit(where((self == other) & (self - other != 0), 0.0, other - self) * 0.6931471805599453), result.shape)
    """
    return np.broadcast_to(
        self_t
        * scipy.special.expit(
            np.where((self == other) & (self - other != 0), 0.0, self - other) * 0.6931471805599453
        )
        + other_t
        * scipy.special.expit(
            np.where((self == other) & (self - other != 0), 0.0, other - self) * 0.6931471805599453
        ),
        result.shape,
    )


def copysign_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of copysign(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * sign(self) * copysign(1.0, other) + zeros_like(other_t), result.shape)
    """
    return np.broadcast_to(
        self_t * np.sign(self) * np.copysign(1.0, other) + np.zeros_like(other_t), result.shape
    )


def fmod_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of fmod(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t + -other_t * rint((self - result) / other), result.shape)
    """
    return np.broadcast_to(self_t + -other_t * np.rint((self - result) / other), result.shape)


def remainder_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of remainder(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t + -other_t * rint((self - result) / other), result.shape)
    """
    return np.broadcast_to(self_t + -other_t * np.rint((self - result) / other), result.shape)


def floor_divide_jvp(self_t, other_t, result):
    """Forward-mode derivative of floor_divide(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(zeros_like(self_t) + zeros_like(other_t), result.shape)
    """
    return np.broadcast_to(np.zeros_like(self_t) + np.zeros_like(other_t), result.shape)


def clip_jvp(self_t, a_min_t, a_max_t, self, a_min, a_max, result):
    """Forward-mode derivative of clip(Tensor self, Tensor? a_min=None, Tensor? a_max=None) -> Tensor (elementwise).

    result_t = broadcast_to((self_t if a_min is None and a_max is None else where(self < a_min, 0.0, self_t) if a_max is None else where(self > a_max, 0.0, self_t) if a_min is None else where(self < a_min, 0.0, where(self > a_max, 0.0, self_t))) + (zeros_like(self) if a_min is None else where(self < a_min, a_min_t, 0.0) if a_max is None else where(self < a_min, where(a_min <= a_max, a_min_t, 0.0), 0.0)) + (zeros_like(self) if a_max is None else where(self > a_max, a_max_t, 0.0) if a_min is None else where(self > a_max, a_max_t, where(a_min > a_max, a_max_t, 0.0))), result.shape)
    """
    return np.broadcast_to(
        (
            self_t
            if a_min is None and a_max is None
            else np.where(self < a_min, 0.0, self_t)
            if a_max is None
            else np.where(self > a_max, 0.0, self_t)
            if a_min is None
            else np.where(self < a_min, 0.0, np.where(self > a_max, 0.0, self_t))
        )
        + (
            np.zeros_like(self)
            if a_min is None
            else np.where(self < a_min, a_min_t, 0.0)
            if a_max is None
            else np.where(self < a_min, np.where(a_min <= a_max, a_min_t, 0.0), 0.0)
        )
        + (
            np.zeros_like(self)
            if a_max is None
            else np.where(self > a_max, a_max_t, 0.0)
            if a_min is None
            else np.where(self > a_max, a_max_t, np.where(a_min > a_max, a_max_t, 0.0))
        ),
        result.shape,
    )


def ldexp_jvp(self_t, other):
    """Forward-mode derivative of ldexp(Tensor self, Tensor other) -> Tensor (linear).

    result_t = ldexp(self_t, other)
    """
    return np.ldexp(self_t, other)


def conjugate_jvp(self_t):
    """Forward-mode derivative of conjugate(Tensor self) -> Tensor (linear).

    result_t = conjugate(self_t)
    """
    return np.conjugate(self_t)


def real_jvp(self_t):
    """Forward-mode derivative of real(Tensor self) -> Tensor (linear).

    result_t = real(self_t)
    """
    return np.real(self_t)


def imag_jvp(self_t):
    """Forward-mode derivative of imag(Tensor self) -> Tensor (linear).

    result_t = imag(self_t)
    """
    return np.imag(self_t)


def angle_jvp(self_t, self):
    """Forward-mode derivative of angle(Tensor self) -> Tensor (written).

    result_t = where(self == 0, 0.0, imag(self_t / where(self == 0, 1.0, self))) if numeric.is_complex(self) else zeros_like(self_t)
    """
    return (
        np.where(self == 0, 0.0, np.imag(self_t / np.where(self == 0, 1.0, self)))
        if numeric.is_complex(self)
        else np.zeros_like(self_t)
    )


def nan_to_num_jvp(self_t, self, result):
    """Forward-mode derivative of nan_to_num(Tensor self, *, float nan=0.0, float? posinf=None, float? neginf=None) -> Tensor (written).

    result_t = where(result == self, self_t, 0.0) if not numeric.is_complex(self) else where(real(result) == real(self), real(self_t), 0.0) + 1j * where(imag(result) == imag(self), imag(self_t), 0.0)
    """
    return (
        np.where(result == self, self_t, 0.0)
        if not numeric.is_complex(self)
        else np.where(np.real(result) == np.real(self), np.real(self_t), 0.0)
        + 1j * np.where(np.imag(result) == np.imag(self), np.imag(self_t), 0.0)
    )


def sigmoid_jvp(self_t, result):
    """Forward-mode derivative of sigmoid(Tensor self) -> Tensor (elementwise).

    result_t = self_t * result * (1 - result)
    """
    return self_t * result * (1 - result)


def log_expit_jvp(self_t, self):
    """Forward-mode derivative of log_expit(Tensor self) -> Tensor (elementwise).

    result_t = self_t * expit(-self)
    """
    return self_t * scipy.special.expit(-self)


def log_sigmoid_jvp(self_t, self):
    """Forward-mode derivative of log_sigmoid(Tensor self) -> Tensor (elementwise).

    result_t = self_t * expit(-self)
    """
    return self_t * scipy.special.expit(-self)


def softplus_jvp(self_t, self):
    """Forward-mode derivative of softplus(Tensor self) -> Tensor (elementwise).

    result_t = self_t * expit(self)
    """
    return self_t * scipy.special.expit(self)


def relu_jvp(self_t, self):
    """Forward-mode derivative of relu(Tensor self) -> Tensor (elementwise).

    result_t = where(self > 0, self_t, 0.0)
    """
    return np.where(self > 0, self_t, 0.0)


def gelu_jvp(self_t, self):
    """Forward-mode derivative of gelu(Tensor self) -> Tensor (written).

    result_t = self_t * (ndtr(self) + 0.3989422804014327 * self * exp(-0.5 * self * self))
    """
    return self_t * (
        scipy.special.ndtr(self) + 0.3989422804014327 * self * np.exp(-0.5 * self * self)
    )


def gelu_tanh_jvp(self_t, self):
    """Forward-mode derivative of gelu_tanh(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (0.5 * (1 + tanh(0.7978845608028654 * (self + 0.044715 * self * self * self))) + 0.5 * self * (1 - tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2) * 0.7978845608028654 * (1 + 0.134145 * self * self))
    """
    return self_t * (
        0.5 * (1 + np.tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)))
        + 0.5
        * self
        * (1 - np.tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2)
        * 0.7978845608028654
        * (1 + 0.134145 * self * self)
    )


def softmax_jvp(self_t, result, axis):
    """Forward-mode derivative of softmax(Tensor self, int[]? axis=-1) -> Tensor (written).

    result_t = result * (self_t - sum(self_t * result, axis, keepdims=True))
    """
    return result * (self_t - np.sum(self_t * result, axis, keepdims=True))


def log_softmax_jvp(self_t, result, axis):
    """Forward-mode derivative of log_softmax(Tensor self, int[]? axis=-1) -> Tensor (written).

    result_t = self_t - sum(self_t * exp(result), axis, keepdims=True)
    """
    return self_t - np.sum(self_t * np.exp(result), axis, keepdims=True)


def logsumexp_jvp(self_t, self, axis, keepdims):
    """Forward-mode derivative of logsumexp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor (written).

    result_t = sum(self_t * softmax(self, axis), axis, keepdims=keepdims)
    """
    return np.sum(self_t * ops.softmax(self, axis), axis, keepdims=keepdims)


def softmax_cross_entropy_jvp(logits_t, logits, labels, axis):
    """Forward-mode derivative of softmax_cross_entropy(Tensor logits, Tensor labels, int axis=-1) -> Tensor (written).

    result_t = sum(logits_t * softmax(logits, axis), axis) - squeeze(take_along_axis(logits_t, numeric.label_lanes(labels, axis), axis), axis)
    """
    return np.sum(logits_t * ops.softmax(logits, axis), axis) - np.squeeze(
        ops.take_along_axis(logits_t, numeric.label_lanes(labels, axis), axis), axis
    )


def erf_jvp(self_t, self):
    """Forward-mode derivative of erf(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 1.1283791670955126 * exp(-self * self)
    """
    return self_t * 1.1283791670955126 * np.exp(-self * self)


def erfc_jvp(self_t, self):
    """Forward-mode derivative of erfc(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * 1.1283791670955126 * exp(-self * self)
    """
    return -self_t * 1.1283791670955126 * np.exp(-self * self)


def erfcx_jvp(self_t, self, result):
    """Forward-mode derivative of erfcx(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (2 * where(self < 10000000000.0, self * result, 0.5641895835477563) - 1.1283791670955126)
    """
    return self_t * (
        2 * np.where(self < 10000000000.0, self * result, 0.5641895835477563) - 1.1283791670955126
    )


def erfinv_jvp(self_t, result):
    """Forward-mode derivative of erfinv(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 0.8862269254527579 * exp(result * result)
    """
    return self_t * 0.8862269254527579 * np.exp(result * result)


def erfcinv_jvp(self_t, result):
    """Forward-mode derivative of erfcinv(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * 0.8862269254527579 * exp(result * result)
    """
    return -self_t * 0.8862269254527579 * np.exp(result * result)


def ndtr_jvp(self_t, self):
    """Forward-mode derivative of ndtr(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 0.3989422804014327 * exp(-0.5 * self * self)
    """
    return self_t * 0.3989422804014327 * np.exp(-0.5 * self * self)


def log_ndtr_jvp(self_t, self):
    """Forward-mode derivative of log_ndtr(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where(self < 0, 0.7978845608028654 / erfcx(-0.7071067811865476 * where(self < 0, self, 0.0)), 0.3989422804014327 * exp(-0.5 * where(self < 0, 0.0, self) ** 2) / ndtr(where(self < 0, 0.0, self)))
    """
    return self_t * np.where(
        self < 0,
        0.7978845608028654
        / scipy.special.erfcx(-0.7071067811865476 * np.where(self < 0, self, 0.0)),
        0.3989422804014327
        * np.exp(-0.5 * np.where(self < 0, 0.0, self) ** 2)
        / scipy.special.ndtr(np.where(self < 0, 0.0, self)),
    )


def logit_jvp(self_t, self):
    """Forward-mode derivative of logit(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (self * (1 - self))
    """
    return self_t / (self * (1 - self))


def gamma_jvp(self_t, self, result):
    """Forward-mode derivative of gamma(Tensor self) -> Tensor (written).

    result_t = self_t * result * digamma(self)
    """
    return self_t * result * scipy.special.digamma(self)


def gammaln_jvp(self_t, self):
    """Forward-mode derivative of gammaln(Tensor self) -> Tensor (written).

    result_t = self_t * digamma(self)
    """
    return self_t * scipy.special.digamma(self)


def digamma_jvp(self_t, self):
    """Forward-mode derivative of digamma(Tensor self) -> Tensor (written).

    result_t = self_t * polygamma(1, self)
    """
    return self_t * ops.polygamma(1, self)


def polygamma_jvp(self_t, self, n):
    """Forward-mode derivative of polygamma(int n, Tensor self) -> Tensor (written).

    result_t = self_t * polygamma(n + 1, self)
    """
    return self_t * ops.polygamma(n + 1, self)


def xlogy_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of xlogy(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * log(other) + other_t * where(self == 0, 0.0, self / where(self == 0, 1.0, other)), result.shape)
    """
    return np.broadcast_to(
        self_t * np.log(other)
        + other_t * np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, other)),
        result.shape,
    )


def xlog1py_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of xlog1py(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * log1p(other) + other_t * where(self == 0, 0.0, self / where(self == 0, 1.0, 1 + other)), result.shape)
    """
    return np.broadcast_to(
        self_t * np.log1p(other)
        + other_t * np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, 1 + other)),
        result.shape,
    )


def entr_jvp(self_t, self):
    """Forward-mode derivative of entr(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * (log(self) + 1)
    """
    return -self_t * (np.log(self) + 1)


def rel_entr_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of rel_entr(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * (log(self / where(self == 0, 1.0, other)) + 1) + -other_t * where(self == 0, 0.0, self / where(self == 0, 1.0, other)), result.shape)
    """
    return np.broadcast_to(
        self_t * (np.log(self / np.where(self == 0, 1.0, other)) + 1)
        + -other_t * np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, other)),
        result.shape,
    )


def kl_div_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of kl_div(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * log(self / where(self == 0, 1.0, other)) + other_t * (1 - where(self == 0, 0.0, self / where(self == 0, 1.0, other))), result.shape)
    """
    return np.broadcast_to(
        self_t * np.log(self / np.where(self == 0, 1.0, other))
        + other_t * (1 - np.where(self == 0, 0.0, self / np.where(self == 0, 1.0, other))),
        result.shape,
    )


def trace_jvp(self_t, offset, axis1, axis2):
    """Forward-mode derivative of trace(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor (linear).

    result_t = trace(self_t, offset, axis1, axis2)
    """
    return np.trace(self_t, offset, axis1, axis2)


def cumsum_jvp(self_t, axis):
    """Forward-mode derivative of cumsum(Tensor self, int? axis=None) -> Tensor (linear).

    result_t = cumsum(self_t, axis)
    """
    return ops.cumsum(self_t, axis)


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
    return ops.hstack(tup_t)


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
    return ops.column_stack(tup_t)


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
    return ops.array_split(self_t, indices_or_sections, axis)


def hsplit_jvp(self_t, indices_or_sections):
    """Forward-mode derivative of hsplit(Tensor self, int[] indices_or_sections) -> Tensor[] (linear).

    result_t = hsplit(self_t, indices_or_sections)
    """
    return ops.hsplit(self_t, indices_or_sections)


def vsplit_jvp(self_t, indices_or_sections):
    """Forward-mode derivative of vsplit(Tensor self, int[] indices_or_sections) -> Tensor[] (linear).

    result_t = vsplit(self_t, indices_or_sections)
    """
    return ops.vsplit(self_t, indices_or_sections)


def dsplit_jvp(self_t, indices_or_sections):
    """Forward-mode derivative of dsplit(Tensor self, int[] indices_or_sections) -> Tensor[] (linear).

    result_t = dsplit(self_t, indices_or_sections)
    """
    return ops.dsplit(self_t, indices_or_sections)


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
    return ops.repeat(self_t, repeats, axis)


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
    return ops.triu(self_t, k)


def tril_jvp(self_t, k):
    """Forward-mode derivative of tril(Tensor self, int k=0) -> Tensor (linear).

    result_t = tril(self_t, k)
    """
    return ops.tril(self_t, k)


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


def dot_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of dot(Tensor self, Tensor other) -> Tensor (written).

    result_t = dot(self_t, other) + dot(self, other_t)
    """
    return ops.dot(self_t, other) + ops.dot(self, other_t)


def vdot_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of vdot(Tensor self, Tensor other) -> Tensor (written).

    result_t = vdot(self_t, other) + vdot(self, other_t)
    """
    return np.vdot(self_t, other) + np.vdot(self, other_t)


def inner_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of inner(Tensor self, Tensor other) -> Tensor (written).

    result_t = inner(self_t, other) + inner(self, other_t)
    """
    return ops.inner(self_t, other) + ops.inner(self, other_t)


def outer_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of outer(Tensor self, Tensor other) -> Tensor (written).

    result_t = outer(self_t, other) + outer(self, other_t)
    """
    return np.outer(self_t, other) + np.outer(self, other_t)


def tensordot_jvp(self_t, other_t, self, other, axes):
    """Forward-mode derivative of tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor (written).

    result_t = tensordot(self_t, other, axes) + tensordot(self, other_t, axes)
    """
    return ops.tensordot(self_t, other, axes) + ops.tensordot(self, other_t, axes)


def kron_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of kron(Tensor self, Tensor other) -> Tensor (written).

    result_t = kron(self_t, other) + kron(self, other_t)
    """
    return ops.kron(self_t, other) + ops.kron(self, other_t)


def cross_jvp(self_t, other_t, self, other, axisa, axisb, axisc, axis):
    """Forward-mode derivative of cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor (written).

    result_t = cross(self_t, other, axisa, axisb, axisc, axis) + cross(self, other_t, axisa, axisb, axisc, axis)
    """
    return ops.cross(self_t, other, axisa, axisb, axisc, axis) + ops.cross(
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


def silu_jvp(self_t, self):
    """Forward-mode derivative of silu(Tensor self) -> Tensor (elementwise).

    result_t = self_t * expit(self) * (1 + where(absolute(self) < 800, self, 0.0) * expit(-self))
    """
    return (
        self_t
        * scipy.special.expit(self)
        * (1 + np.where(np.absolute(self) < 800, self, 0.0) * scipy.special.expit(-self))
    )


def mish_jvp(self_t, self):
    """Forward-mode derivative of mish(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (tanh(softplus(self)) + where(absolute(self) < 800, self, 0.0) * (1 - tanh(softplus(self)) * tanh(softplus(self))) * expit(self))
    """
    return self_t * (
        np.tanh(ops.softplus(self))
        + np.where(np.absolute(self) < 800, self, 0.0)
        * (1 - np.tanh(ops.softplus(self)) * np.tanh(ops.softplus(self)))
        * scipy.special.expit(self)
    )


def elu_jvp(self_t, self, alpha):
    """Forward-mode derivative of elu(Tensor self, float alpha=1.0) -> Tensor (written).

    result_t = where(self > 0, self_t, self_t * alpha * exp(where(self > 0, 0.0, self)))
    """
    return np.where(self > 0, self_t, self_t * alpha * np.exp(np.where(self > 0, 0.0, self)))


def selu_jvp(self_t, self):
    """Forward-mode derivative of selu(Tensor self) -> Tensor (written).

    result_t = where(self > 0, self_t * 1.0507009873554805, self_t * 1.7580993408473766 * exp(where(self > 0, 0.0, self)))
    """
    return np.where(
        self > 0,
        self_t * 1.0507009873554805,
        self_t * 1.7580993408473766 * np.exp(np.where(self > 0, 0.0, self)),
    )


def celu_jvp(self_t, self, alpha):
    """Forward-mode derivative of celu(Tensor self, float alpha=1.0) -> Tensor (written).

    result_t = where(self > 0, self_t, self_t * exp(where(self > 0, 0.0, self) / alpha))
    """
    return np.where(self > 0, self_t, self_t * np.exp(np.where(self > 0, 0.0, self) / alpha))


def leaky_relu_jvp(self_t, self, negative_slope):
    """Forward-mode derivative of leaky_relu(Tensor self, float negative_slope=0.01) -> Tensor (written).

    result_t = where(self > 0, self_t, self_t * negative_slope)
    """
    return np.where(self > 0, self_t, self_t * negative_slope)


def hardtanh_jvp(self_t, self, min_val, max_val):
    """Forward-mode derivative of hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0) -> Tensor (written).

    result_t = where(self > min_val, where(self < max_val, self_t, 0.0), 0.0)
    """
    return np.where(self > min_val, np.where(self < max_val, self_t, 0.0), 0.0)


def relu6_jvp(self_t, self):
    """Forward-mode derivative of relu6(Tensor self) -> Tensor (elementwise).

    result_t = where(self > 0, where(self < 6, self_t, 0.0), 0.0)
    """
    return np.where(self > 0, np.where(self < 6, self_t, 0.0), 0.0)


def hardsigmoid_jvp(self_t, self):
    """Forward-mode derivative of hardsigmoid(Tensor self) -> Tensor (elementwise).

    result_t = where(self > -3, where(self < 3, self_t / 6, 0.0), 0.0)
    """
    return np.where(self > -3, np.where(self < 3, self_t / 6, 0.0), 0.0)


def hardswish_jvp(self_t, self):
    """Forward-mode derivative of hardswish(Tensor self) -> Tensor (elementwise).

    result_t = where(self > -3, where(self < 3, self_t * (2 * self + 3) / 6, self_t), 0.0)
    """
    return np.where(self > -3, np.where(self < 3, self_t * (2 * self + 3) / 6, self_t), 0.0)


def softsign_jvp(self_t, self):
    """Forward-mode derivative of softsign(Tensor self) -> Tensor (elementwise).

    result_t = self_t / (1 + absolute(self)) / (1 + absolute(self))
    """
    return self_t / (1 + np.absolute(self)) / (1 + np.absolute(self))


def logcosh_jvp(self_t, self):
    """Forward-mode derivative of logcosh(Tensor self) -> Tensor (elementwise).

    result_t = self_t * tanh(self)
    """
    return self_t * np.tanh(self)


def squareplus_jvp(self_t, self, b):
    """Forward-mode derivative of squareplus(Tensor self, float b=4.0) -> Tensor (written).

    result_t = self_t * 0.5 * (1 + where(absolute(self) < 1e+30, where(absolute(self) < 1e+30, self, 0.0) / where(hypot(where(absolute(self) < 1e+30, self, 0.0), b ** 0.5) > 0, hypot(where(absolute(self) < 1e+30, self, 0.0), b ** 0.5), 1.0), sign(self)))
    """
    return (
        self_t
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


def smooth_l1_jvp(self_t, self, beta):
    """Forward-mode derivative of smooth_l1(Tensor self, float beta=1.0) -> Tensor (written).

    result_t = where(absolute(self) < beta, self_t * self / (beta if beta > 0 else 1.0), self_t * sign(self))
    """
    return np.where(
        np.absolute(self) < beta,
        self_t * self / (beta if beta > 0 else 1.0),
        self_t * np.sign(self),
    )


def huber_jvp(delta_t, r_t, delta, r, result):
    """Forward-mode derivative of huber(Tensor delta, Tensor r) -> Tensor (elementwise).

    result_t = broadcast_to(where(delta < 0, 0.0, where(absolute(r) <= delta, 0.0, delta_t * (absolute(r) - delta))) + where(delta < 0, 0.0, where(absolute(r) <= delta, r_t * r, r_t * delta * sign(r))), result.shape)
    """
    return np.broadcast_to(
        np.where(
            delta < 0,
            0.0,
            np.where(np.absolute(r) <= delta, 0.0, delta_t * (np.absolute(r) - delta)),
        )
        + np.where(
            delta < 0, 0.0, np.where(np.absolute(r) <= delta, r_t * r, r_t * delta * np.sign(r))
        ),
        result.shape,
    )


def pseudo_huber_jvp(delta_t, r_t, delta, r, result):
    """Forward-mode derivative of pseudo_huber(Tensor delta, Tensor r) -> Tensor (elementwise).

    result_t = broadcast_to(delta_t * where(delta > 0, square(r / (hypot(where(delta > 0, delta, 1.0), r) + where(delta > 0, delta, 1.0))) * r * (r / hypot(where(delta > 0, delta, 1.0), r)), where(delta == 0, absolute(r), 0.0)) + r_t * where(delta > 0, where(delta > 0, delta, 1.0) * r / hypot(where(delta > 0, delta, 1.0), r), 0.0), result.shape)
    """
    return np.broadcast_to(
        delta_t
        * np.where(
            delta > 0,
            np.square(
                r / (np.hypot(np.where(delta > 0, delta, 1.0), r) + np.where(delta > 0, delta, 1.0))
            )
            * r
            * (r / np.hypot(np.where(delta > 0, delta, 1.0), r)),
            np.where(delta == 0, np.absolute(r), 0.0),
        )
        + r_t
        * np.where(
            delta > 0,
            np.where(delta > 0, delta, 1.0) * r / np.hypot(np.where(delta > 0, delta, 1.0), r),
            0.0,
        ),
        result.shape,
    )


def i0_jvp(self_t, self):
    """Forward-mode derivative of i0(Tensor self) -> Tensor (elementwise).

    result_t = self_t * i1(self)
    """
    return self_t * scipy.special.i1(self)


def i1_jvp(self_t, self, result):
    """Forward-mode derivative of i1(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where(self == 0, 0.5, i0(self) - result / where(self == 0, 1.0, self))
    """
    return self_t * np.where(
        self == 0, 0.5, scipy.special.i0(self) - result / np.where(self == 0, 1.0, self)
    )


def i0e_jvp(self_t, self, result):
    """Forward-mode derivative of i0e(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (i1e(self) - sign(self) * result)
    """
    return self_t * (scipy.special.i1e(self) - np.sign(self) * result)


def i1e_jvp(self_t, self, result):
    """Forward-mode derivative of i1e(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where(self == 0, 0.5, i0e(self) - result / where(self == 0, 1.0, self) - sign(self) * result)
    """
    return self_t * np.where(
        self == 0,
        0.5,
        scipy.special.i0e(self) - result / np.where(self == 0, 1.0, self) - np.sign(self) * result,
    )


def beta_jvp(a_t, b_t, a, b, result):
    """Forward-mode derivative of beta(Tensor a, Tensor b) -> Tensor (elementwise).

    result_t = broadcast_to(a_t * result * (digamma(a) - digamma(a + b)) + b_t * result * (digamma(b) - digamma(a + b)), result.shape)
    """
    return np.broadcast_to(
        a_t * result * (scipy.special.digamma(a) - scipy.special.digamma(a + b))
        + b_t * result * (scipy.special.digamma(b) - scipy.special.digamma(a + b)),
        result.shape,
    )


def betaln_jvp(a_t, b_t, a, b, result):
    """Forward-mode derivative of betaln(Tensor a, Tensor b) -> Tensor (elementwise).

    result_t = broadcast_to(a_t * (digamma(a) - digamma(a + b)) + b_t * (digamma(b) - digamma(a + b)), result.shape)
    """
    return np.broadcast_to(
        a_t * (scipy.special.digamma(a) - scipy.special.digamma(a + b))
        + b_t * (scipy.special.digamma(b) - scipy.special.digamma(a + b)),
        result.shape,
    )


def nancumsum_jvp(self_t, self, axis):
    """Forward-mode derivative of nancumsum(Tensor self, int? axis=None) -> Tensor (written).

    result_t = nancumsum(where(self == self, self_t, 0.0), axis)
    """
    return np.nancumsum(np.where(self == self, self_t, 0.0), axis)


def convolve_jvp(a_t, v_t, a, v, mode):
    """Forward-mode derivative of convolve(Tensor a, Tensor v, str mode="full") -> Tensor (written).

    result_t = convolve(a_t, v, mode) + convolve(a, v_t, mode)
    """
    return ops.convolve(a_t, v, mode) + ops.convolve(a, v_t, mode)


def correlate_jvp(a_t, v_t, a, v, mode):
    """Forward-mode derivative of correlate(Tensor a, Tensor v, str mode="valid") -> Tensor (written).

    result_t = correlate(a_t, v, mode) + correlate(a, v_t, mode)
    """
    return ops.correlate(a_t, v, mode) + ops.correlate(a, v_t, mode)


def copy_jvp(self_t):
    """Forward-mode derivative of copy(Tensor self) -> Tensor (linear).

    result_t = copy(self_t)
    """
    return ops.copy(self_t)


def cov_orient_jvp(self_t, rowvar, second):
    """Forward-mode derivative of cov_orient(Tensor self, bool rowvar=True, bool second=False) -> Tensor (linear).

    result_t = cov_orient(self_t, rowvar, second)
    """
    return ops.cov_orient(self_t, rowvar, second)


def gammainc_jvp(x_t, a, x, result):
    """Forward-mode derivative of gammainc(Tensor a, Tensor x) -> Tensor (elementwise).

    result_t = broadcast_to(x_t * exp(xlogy(a - 1, x) - x - gammaln(a)), result.shape)
    """
    return np.broadcast_to(
        x_t * np.exp(scipy.special.xlogy(a - 1, x) - x - scipy.special.gammaln(a)), result.shape
    )


def gammaincc_jvp(x_t, a, x, result):
    """Forward-mode derivative of gammaincc(Tensor a, Tensor x) -> Tensor (elementwise).

    result_t = broadcast_to(-x_t * exp(xlogy(a - 1, x) - x - gammaln(a)), result.shape)
    """
    return np.broadcast_to(
        -x_t * np.exp(scipy.special.xlogy(a - 1, x) - x - scipy.special.gammaln(a)), result.shape
    )


def gammaincinv_jvp(y_t, a, result):
    """Forward-mode derivative of gammaincinv(Tensor a, Tensor y) -> Tensor (elementwise).

    result_t = broadcast_to(y_t * exp(gammaln(a) + result - xlogy(a - 1, result)), result.shape)
    """
    return np.broadcast_to(
        y_t * np.exp(scipy.special.gammaln(a) + result - scipy.special.xlogy(a - 1, result)),
        result.shape,
    )


def gammainccinv_jvp(y_t, a, result):
    """Forward-mode derivative of gammainccinv(Tensor a, Tensor y) -> Tensor (elementwise).

    result_t = broadcast_to(-y_t * exp(gammaln(a) + result - xlogy(a - 1, result)), result.shape)
    """
    return np.broadcast_to(
        -y_t * np.exp(scipy.special.gammaln(a) + result - scipy.special.xlogy(a - 1, result)),
        result.shape,
    )


def betainc_jvp(x_t, a, b, x, result):
    """Forward-mode derivative of betainc(Tensor a, Tensor b, Tensor x) -> Tensor (elementwise).

    result_t = broadcast_to(x_t * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b)), result.shape)
    """
    return np.broadcast_to(
        x_t
        * np.exp(
            scipy.special.xlogy(a - 1, x)
            + scipy.special.xlog1py(b - 1, -x)
            - scipy.special.betaln(a, b)
        ),
        result.shape,
    )


def betaincc_jvp(x_t, a, b, x, result):
    """Forward-mode derivative of betaincc(Tensor a, Tensor b, Tensor x) -> Tensor (elementwise).

    result_t = broadcast_to(-x_t * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b)), result.shape)
    """
    return np.broadcast_to(
        -x_t
        * np.exp(
            scipy.special.xlogy(a - 1, x)
            + scipy.special.xlog1py(b - 1, -x)
            - scipy.special.betaln(a, b)
        ),
        result.shape,
    )


def betaincinv_jvp(y_t, a, b, result):
    """Forward-mode derivative of betaincinv(Tensor a, Tensor b, Tensor y) -> Tensor (elementwise).

    result_t = broadcast_to(y_t * exp(betaln(a, b) - xlogy(a - 1, result) - xlog1py(b - 1, -result)), result.shape)
    """
    return np.broadcast_to(
        y_t
        * np.exp(
            scipy.special.betaln(a, b)
            - scipy.special.xlogy(a - 1, result)
            - scipy.special.xlog1py(b - 1, -result)
        ),
        result.shape,
    )


def iv_jvp(z_t, v, z, result):
    """Forward-mode derivative of iv(Tensor v, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * (iv(v - 1, z) + iv(v + 1, z)) / 2, result.shape)
    """
    return np.broadcast_to(
        z_t * (scipy.special.iv(v - 1, z) + scipy.special.iv(v + 1, z)) / 2, result.shape
    )


def ive_jvp(z_t, v, z, result):
    """Forward-mode derivative of ive(Tensor v, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * ((ive(v - 1, z) + ive(v + 1, z)) / 2 - sign(z) * result), result.shape)
    """
    return np.broadcast_to(
        z_t
        * ((scipy.special.ive(v - 1, z) + scipy.special.ive(v + 1, z)) / 2 - np.sign(z) * result),
        result.shape,
    )


def kv_jvp(z_t, v, z, result):
    """Forward-mode derivative of kv(Tensor v, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(-z_t * (kv(v - 1, z) + kv(v + 1, z)) / 2, result.shape)
    """
    return np.broadcast_to(
        -z_t * (scipy.special.kv(v - 1, z) + scipy.special.kv(v + 1, z)) / 2, result.shape
    )


def kve_jvp(z_t, v, z, result):
    """Forward-mode derivative of kve(Tensor v, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * (result - (kve(v - 1, z) + kve(v + 1, z)) / 2), result.shape)
    """
    return np.broadcast_to(
        z_t * (result - (scipy.special.kve(v - 1, z) + scipy.special.kve(v + 1, z)) / 2),
        result.shape,
    )


def jv_jvp(z_t, v, z, result):
    """Forward-mode derivative of jv(Tensor v, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * (jv(v - 1, z) - jv(v + 1, z)) / 2, result.shape)
    """
    return np.broadcast_to(
        z_t * (scipy.special.jv(v - 1, z) - scipy.special.jv(v + 1, z)) / 2, result.shape
    )


def yv_jvp(z_t, v, z, result):
    """Forward-mode derivative of yv(Tensor v, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * (yv(v - 1, z) - yv(v + 1, z)) / 2, result.shape)
    """
    return np.broadcast_to(
        z_t * (scipy.special.yv(v - 1, z) - scipy.special.yv(v + 1, z)) / 2, result.shape
    )


def j0_jvp(self_t, self):
    """Forward-mode derivative of j0(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * j1(self)
    """
    return -self_t * scipy.special.j1(self)


def j1_jvp(self_t, self):
    """Forward-mode derivative of j1(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (j0(self) - jv(2, self)) / 2
    """
    return self_t * (scipy.special.j0(self) - scipy.special.jv(2, self)) / 2


def y0_jvp(self_t, self):
    """Forward-mode derivative of y0(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * y1(self)
    """
    return -self_t * scipy.special.y1(self)


def y1_jvp(self_t, self):
    """Forward-mode derivative of y1(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (y0(self) - yv(2, self)) / 2
    """
    return self_t * (scipy.special.y0(self) - scipy.special.yv(2, self)) / 2


def k0_jvp(self_t, self):
    """Forward-mode derivative of k0(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * k1(self)
    """
    return -self_t * scipy.special.k1(self)


def k1_jvp(self_t, self):
    """Forward-mode derivative of k1(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * (k0(self) + kv(2, self)) / 2
    """
    return -self_t * (scipy.special.k0(self) + scipy.special.kv(2, self)) / 2


def k0e_jvp(self_t, self, result):
    """Forward-mode derivative of k0e(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (result - k1e(self))
    """
    return self_t * (result - scipy.special.k1e(self))


def k1e_jvp(self_t, self, result):
    """Forward-mode derivative of k1e(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (result - (k0e(self) + kve(2, self)) / 2)
    """
    return self_t * (result - (scipy.special.k0e(self) + scipy.special.kve(2, self)) / 2)


def ndtri_jvp(self_t, result):
    """Forward-mode derivative of ndtri(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 2.5066282746310002 * exp(0.5 * result * result)
    """
    return self_t * 2.5066282746310002 * np.exp(0.5 * result * result)


def ndtri_exp_jvp(self_t, self, result):
    """Forward-mode derivative of ndtri_exp(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 2.5066282746310002 * exp(self + 0.5 * result * result)
    """
    return self_t * 2.5066282746310002 * np.exp(self + 0.5 * result * result)


def erfi_jvp(self_t, self):
    """Forward-mode derivative of erfi(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 1.1283791670955126 * exp(self * self)
    """
    return self_t * 1.1283791670955126 * np.exp(self * self)


def dawsn_jvp(self_t, self, result):
    """Forward-mode derivative of dawsn(Tensor self) -> Tensor (elementwise).

    result_t = self_t * (1 - 2 * self * result)
    """
    return self_t * (1 - 2 * self * result)


def expi_jvp(self_t, self):
    """Forward-mode derivative of expi(Tensor self) -> Tensor (elementwise).

    result_t = self_t * exp(self) / self
    """
    return self_t * np.exp(self) / self


def exp1_jvp(self_t, self):
    """Forward-mode derivative of exp1(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * exp(-self) / self
    """
    return -self_t * np.exp(-self) / self


def expn_jvp(x_t, n, x, result):
    """Forward-mode derivative of expn(Tensor n, Tensor x) -> Tensor (elementwise).

    result_t = broadcast_to(x_t * where(n <= 0, -exp(-x) * (1 + x) / (x * x), -expn(where(n <= 0, 1.0, n) - 1, x)), result.shape)
    """
    return np.broadcast_to(
        x_t
        * np.where(
            n <= 0,
            -np.exp(-x) * (1 + x) / (x * x),
            -scipy.special.expn(np.where(n <= 0, 1.0, n) - 1, x),
        ),
        result.shape,
    )


def spence_jvp(self_t, self):
    """Forward-mode derivative of spence(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where(self == 1, -1.0, log(self) / (1 - where(self == 1, 0.0, self)))
    """
    return self_t * np.where(self == 1, -1.0, np.log(self) / (1 - np.where(self == 1, 0.0, self)))


def ellipk_jvp(self_t, self, result):
    """Forward-mode derivative of ellipk(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where(self == 0, 0.39269908169872414, (ellipe(self) - (1 - self) * result) / (2 * where(self == 0, 1.0, self) * (1 - self)))
    """
    return self_t * np.where(
        self == 0,
        0.39269908169872414,
        (scipy.special.ellipe(self) - (1 - self) * result)
        / (2 * np.where(self == 0, 1.0, self) * (1 - self)),
    )


def ellipe_jvp(self_t, self, result):
    """Forward-mode derivative of ellipe(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where(self == 0, -0.39269908169872414, (result - ellipk(self)) / (2 * where(self == 0, 1.0, self)))
    """
    return self_t * np.where(
        self == 0,
        -0.39269908169872414,
        (result - scipy.special.ellipk(self)) / (2 * np.where(self == 0, 1.0, self)),
    )


def cosm1_jvp(self_t, self):
    """Forward-mode derivative of cosm1(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * sin(self)
    """
    return -self_t * np.sin(self)


def sindg_jvp(self_t, self):
    """Forward-mode derivative of sindg(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 0.017453292519943295 * cosdg(self)
    """
    return self_t * 0.017453292519943295 * scipy.special.cosdg(self)


def cosdg_jvp(self_t, self):
    """Forward-mode derivative of cosdg(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * 0.017453292519943295 * sindg(self)
    """
    return -self_t * 0.017453292519943295 * scipy.special.sindg(self)


def tandg_jvp(self_t, result):
    """Forward-mode derivative of tandg(Tensor self) -> Tensor (elementwise).

    result_t = self_t * 0.017453292519943295 * (1 + result * result)
    """
    return self_t * 0.017453292519943295 * (1 + result * result)


def cotdg_jvp(self_t, result):
    """Forward-mode derivative of cotdg(Tensor self) -> Tensor (elementwise).

    result_t = -self_t * 0.017453292519943295 * (1 + result * result)
    """
    return -self_t * 0.017453292519943295 * (1 + result * result)


def rgamma_jvp(self_t, self, result):
    """Forward-mode derivative of rgamma(Tensor self) -> Tensor (elementwise).

    result_t = self_t * where((result == 0) & (self <= 0), cos(3.141592653589793 * self) * gamma(1 - self), -result * digamma(self))
    """
    return self_t * np.where(
        (result == 0) & (self <= 0),
        np.cos(3.141592653589793 * self) * scipy.special.gamma(1 - self),
        -result * scipy.special.digamma(self),
    )


def poch_jvp(z_t, m_t, z, m, result):
    """Forward-mode derivative of poch(Tensor z, Tensor m) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * result * (digamma(z + m) - digamma(z)) + m_t * result * digamma(z + m), result.shape)
    """
    return np.broadcast_to(
        z_t * result * (scipy.special.digamma(z + m) - scipy.special.digamma(z))
        + m_t * result * scipy.special.digamma(z + m),
        result.shape,
    )


def hyp1f1_jvp(z_t, a, b, z, result):
    """Forward-mode derivative of hyp1f1(Tensor a, Tensor b, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * a / b * hyp1f1(a + 1, b + 1, z), result.shape)
    """
    return np.broadcast_to(z_t * a / b * scipy.special.hyp1f1(a + 1, b + 1, z), result.shape)


def hyp2f1_jvp(z_t, a, b, c, z, result):
    """Forward-mode derivative of hyp2f1(Tensor a, Tensor b, Tensor c, Tensor z) -> Tensor (elementwise).

    result_t = broadcast_to(z_t * a * b / c * hyp2f1(a + 1, b + 1, c + 1, z), result.shape)
    """
    return np.broadcast_to(
        z_t * a * b / c * scipy.special.hyp2f1(a + 1, b + 1, c + 1, z), result.shape
    )


def boxcox_jvp(x_t, lmbda_t, x, lmbda, result):
    """Forward-mode derivative of boxcox(Tensor x, Tensor lmbda) -> Tensor (elementwise).

    result_t = broadcast_to(x_t * power(x, lmbda - 1) + lmbda_t * where(lmbda == 0, 0.5 * log(x) * log(x), (power(x, lmbda) * log(x) - result) / where(lmbda == 0, 1.0, lmbda)), result.shape)
    """
    return np.broadcast_to(
        x_t * np.power(x, lmbda - 1)
        + lmbda_t
        * np.where(
            lmbda == 0,
            0.5 * np.log(x) * np.log(x),
            (np.power(x, lmbda) * np.log(x) - result) / np.where(lmbda == 0, 1.0, lmbda),
        ),
        result.shape,
    )


def boxcox1p_jvp(x_t, lmbda_t, x, lmbda, result):
    """Forward-mode derivative of boxcox1p(Tensor x, Tensor lmbda) -> Tensor (elementwise).

    result_t = broadcast_to(x_t * power(1 + x, lmbda - 1) + lmbda_t * where(lmbda == 0, 0.5 * log1p(x) * log1p(x), (power(1 + x, lmbda) * log1p(x) - result) / where(lmbda == 0, 1.0, lmbda)), result.shape)
    """
    return np.broadcast_to(
        x_t * np.power(1 + x, lmbda - 1)
        + lmbda_t
        * np.where(
            lmbda == 0,
            0.5 * np.log1p(x) * np.log1p(x),
            (np.power(1 + x, lmbda) * np.log1p(x) - result) / np.where(lmbda == 0, 1.0, lmbda),
        ),
        result.shape,
    )


def owens_t_jvp(h_t, a_t, h, a, result):
    """Forward-mode derivative of owens_t(Tensor h, Tensor a) -> Tensor (elementwise).

    result_t = broadcast_to(-h_t * 0.19947114020071635 * exp(-0.5 * h * h) * erf(0.7071067811865476 * a * h) + a_t * 0.15915494309189535 * exp(-0.5 * h * h * (1 + a * a)) / (1 + a * a), result.shape)
    """
    return np.broadcast_to(
        -h_t
        * 0.19947114020071635
        * np.exp(-0.5 * h * h)
        * scipy.special.erf(0.7071067811865476 * a * h)
        + a_t * 0.15915494309189535 * np.exp(-0.5 * h * h * (1 + a * a)) / (1 + a * a),
        result.shape,
    )


def append_jvp(arr_t, values_t, axis):
    """Forward-mode derivative of append(Tensor arr, Tensor values, int? axis=None) -> Tensor (linear).

    result_t = append(arr_t, values_t, axis)
    """
    return np.append(arr_t, values_t, axis)


def rollaxis_jvp(self_t, axis, start):
    """Forward-mode derivative of rollaxis(Tensor self, int axis, int start=0) -> Tensor (linear).

    result_t = rollaxis(self_t, axis, start)
    """
    return np.rollaxis(self_t, axis, start)


def delete_jvp(arr_t, obj, axis):
    """Forward-mode derivative of delete(Tensor arr, Index obj, int? axis=None) -> Tensor (linear).

    result_t = delete(arr_t, obj, axis)
    """
    return ops.delete(arr_t, obj, axis)


def diagflat_jvp(v_t, k):
    """Forward-mode derivative of diagflat(Tensor v, int k=0) -> Tensor (linear).

    result_t = diagflat(v_t, k)
    """
    return ops.diagflat(v_t, k)


def select_jvp(choicelist_t, default_t, condlist):
    """Forward-mode derivative of select(Tensor[] condlist, Tensor[] choicelist, Tensor default=0) -> Tensor (written).

    result_t = select(condlist, choicelist_t, default_t)
    """
    return ops.select(condlist, choicelist_t, default_t)


def unselect_jvp(self_t, condlist, choicelist):
    """Forward-mode derivative of unselect(Tensor self, Tensor[] condlist, Tensor[] choicelist) -> Tensor[] (linear).

    result_t = unselect(self_t, condlist, choicelist)
    """
    return ops.unselect(self_t, condlist, choicelist)


def bincount_jvp(weights_t, x, minlength):
    """Forward-mode derivative of bincount(Tensor x, Tensor? weights=None, int minlength=0) -> Tensor (written).

    result_t = bincount(x, weights_t, minlength)
    """
    return ops.bincount(x, weights_t, minlength)


def ediff1d_jvp(ary_t, to_end_t, to_begin_t, to_end, to_begin):
    """Forward-mode derivative of ediff1d(Tensor ary, Tensor? to_end=None, Tensor? to_begin=None) -> Tensor (written).

    result_t = ediff1d(ary_t, None if to_end is None else to_end_t, None if to_begin is None else to_begin_t)
    """
    return np.ediff1d(
        ary_t, None if to_end is None else to_end_t, None if to_begin is None else to_begin_t
    )


def unwrap_jvp(self_t):
    """Forward-mode derivative of unwrap(Tensor self, float? discont=None, int axis=-1, *, float period=6.283185307179586) -> Tensor (written).

    result_t = self_t
    """
    return self_t


def cumulative_sum_jvp(self_t, axis, include_initial):
    """Forward-mode derivative of cumulative_sum(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor (linear).

    result_t = cumulative_sum(self_t, axis=axis, include_initial=include_initial)
    """
    return ops.cumulative_sum(self_t, axis=axis, include_initial=include_initial)


def polyder_jvp(p_t, m):
    """Forward-mode derivative of polyder(Tensor p, int m=1) -> Tensor (linear).

    result_t = polyder(p_t, m)
    """
    return ops.polyder(p_t, m)


def polyint_jvp(p_t, m):
    """Forward-mode derivative of polyint(Tensor p, int m=1) -> Tensor (linear).

    result_t = polyint(p_t, m)
    """
    return ops.polyint(p_t, m)


def polyadd_jvp(a1_t, a2_t):
    """Forward-mode derivative of polyadd(Tensor a1, Tensor a2) -> Tensor (linear).

    result_t = polyadd(a1_t, a2_t)
    """
    return ops.polyadd(a1_t, a2_t)


def polysub_jvp(a1_t, a2_t):
    """Forward-mode derivative of polysub(Tensor a1, Tensor a2) -> Tensor (linear).

    result_t = polysub(a1_t, a2_t)
    """
    return ops.polysub(a1_t, a2_t)


def polymul_jvp(a1_t, a2_t, a1, a2, result):
    """Forward-mode derivative of polymul(Tensor a1, Tensor a2) -> Tensor (written).

    result_t = getitem(convolve(a1_t, a2) + convolve(a1, a2_t), numeric.axis_slice(1, 0, numeric.shape(a1)[0] + numeric.shape(a2)[0] - 1 - result.shape[0], None))
    """
    return ops.getitem(
        ops.convolve(a1_t, a2) + ops.convolve(a1, a2_t),
        numeric.axis_slice(
            1, 0, numeric.shape(a1)[0] + numeric.shape(a2)[0] - 1 - result.shape[0], None
        ),
    )


def outer_linalg_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of outer.linalg(Tensor self, Tensor other) -> Tensor (written).

    result_t = outer(self_t, other) + outer(self, other_t)
    """
    return np.outer(self_t, other) + np.outer(self, other_t)


def cross_linalg_jvp(self_t, other_t, self, other, axis):
    """Forward-mode derivative of cross.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor (written).

    result_t = cross(self_t, other, axis=axis) + cross(self, other_t, axis=axis)
    """
    return ops.cross(self_t, other, axis=axis) + ops.cross(self, other_t, axis=axis)


def diagonal_linalg_jvp(self_t, offset):
    """Forward-mode derivative of diagonal.linalg(Tensor self, *, int offset=0) -> Tensor (linear).

    result_t = diagonal_linalg(self_t, offset=offset)
    """
    return ops.diagonal_linalg(self_t, offset=offset)


def trace_linalg_jvp(self_t, offset):
    """Forward-mode derivative of trace.linalg(Tensor self, *, int offset=0) -> Tensor (linear).

    result_t = trace_linalg(self_t, offset=offset)
    """
    return ops.trace_linalg(self_t, offset=offset)


def matmul_linalg_jvp(self_t, other_t, self, other):
    """Forward-mode derivative of matmul.linalg(Tensor self, Tensor other) -> Tensor (written).

    result_t = self_t @ other + self @ other_t
    """
    return self_t @ other + self @ other_t


def tensordot_linalg_jvp(self_t, other_t, self, other, axes):
    """Forward-mode derivative of tensordot.linalg(Tensor self, Tensor other, *, int[] axes=2) -> Tensor (written).

    result_t = tensordot(self_t, other, axes) + tensordot(self, other_t, axes)
    """
    return ops.tensordot(self_t, other, axes) + ops.tensordot(self, other_t, axes)


def matrix_transpose_linalg_jvp(self_t):
    """Forward-mode derivative of matrix_transpose.linalg(Tensor self) -> Tensor (linear).

    result_t = matrix_transpose_linalg(self_t)
    """
    return ops.matrix_transpose_linalg(self_t)


def i0_numpy_jvp(self_t, self):
    """Forward-mode derivative of i0.numpy(Tensor self) -> Tensor (elementwise).

    result_t = self_t * i1(self)
    """
    return self_t * scipy.special.i1(self)


def sparse_matmul_jvp(data_t, x_t, data, x, major, minor, shape, layout):
    """Forward-mode derivative of sparse_matmul(Tensor data, Tensor x, Tensor major, Tensor minor, int[] shape, str layout="csr") -> Tensor (written).

    result_t = sparse_matmul(data_t, x, major, minor, shape, layout) + sparse_matmul(data, x_t, major, minor, shape, layout)
    """
    return ops.sparse_matmul(data_t, x, major, minor, shape, layout) + ops.sparse_matmul(
        data, x_t, major, minor, shape, layout
    )


def sparse_sample_jvp(a_t, b_t, a, b, major, minor, shape, layout):
    """Forward-mode derivative of sparse_sample(Tensor a, Tensor b, Tensor major, Tensor minor, int[] shape, str layout="csr") -> Tensor (written).

    result_t = sparse_sample(a_t, b, major, minor, shape, layout) + sparse_sample(a, b_t, major, minor, shape, layout)
    """
    return ops.sparse_sample(a_t, b, major, minor, shape, layout) + ops.sparse_sample(
        a, b_t, major, minor, shape, layout
    )


def signal_convolve_jvp(in1_t, in2_t, in1, in2, mode):
    """Forward-mode derivative of signal_convolve(Tensor in1, Tensor in2, str mode="full") -> Tensor (written).

    result_t = signal_convolve(in1_t, in2, mode) + signal_convolve(in1, in2_t, mode)
    """
    return ops.signal_convolve(in1_t, in2, mode) + ops.signal_convolve(in1, in2_t, mode)


def signal_correlate_jvp(in1_t, in2_t, in1, in2, mode):
    """Forward-mode derivative of signal_correlate(Tensor in1, Tensor in2, str mode="full") -> Tensor (written).

    result_t = signal_correlate(in1_t, in2, mode) + signal_correlate(in1, in2_t, mode)
    """
    return ops.signal_correlate(in1_t, in2, mode) + ops.signal_correlate(in1, in2_t, mode)


def fftconvolve_jvp(in1_t, in2_t, in1, in2, mode, axes):
    """Forward-mode derivative of fftconvolve(Tensor in1, Tensor in2, str mode="full", int[]? axes=None) -> Tensor (written).

    result_t = fftconvolve(in1_t, in2, mode, axes) + fftconvolve(in1, in2_t, mode, axes)
    """
    return ops.fftconvolve(in1_t, in2, mode, axes) + ops.fftconvolve(in1, in2_t, mode, axes)


def broadcast_arrays_jvp(args_t):
    """Forward-mode derivative of broadcast_arrays(Tensor[] args) -> Tensor[] (linear).

    result_t = broadcast_arrays(args_t)
    """
    return np.broadcast_arrays(*args_t)


def sum_each_to_jvp(self_t, like):
    """Forward-mode derivative of sum_each_to(Tensor[] self, Tensor[] like) -> Tensor[] (linear).

    result_t = sum_each_to(self_t, like)
    """
    return ops.sum_each_to(self_t, like)


def broadcast_each_to_jvp(self_t, like):
    """Forward-mode derivative of broadcast_each_to(Tensor[] self, Tensor[] like) -> Tensor[] (linear).

    result_t = broadcast_each_to(self_t, like)
    """
    return ops.broadcast_each_to(self_t, like)


def meshgrid_jvp(xi_t, copy, sparse, indexing):
    """Forward-mode derivative of meshgrid(Tensor[] xi, *, bool copy=True, bool sparse=False, str indexing="xy") -> Tensor[] (linear).

    result_t = meshgrid(xi_t, copy=copy, sparse=sparse, indexing=indexing)
    """
    return ops.meshgrid(xi_t, copy=copy, sparse=sparse, indexing=indexing)


def unmesh_jvp(self_t, xi, indexing):
    """Forward-mode derivative of unmesh(Tensor[] self, Tensor[] xi, str indexing="xy") -> Tensor[] (linear).

    result_t = unmesh(self_t, xi, indexing)
    """
    return ops.unmesh(self_t, xi, indexing)


def unstack_numpy_jvp(x_t, axis):
    """Forward-mode derivative of unstack.numpy(Tensor x, *, int axis=0) -> Tensor[] (linear).

    result_t = unstack_numpy(x_t, axis=axis)
    """
    return ops.unstack_numpy(x_t, axis=axis)


def pad_copy_jvp(self_t, pad_width, mode):
    """Forward-mode derivative of pad_copy(Tensor self, int[] pad_width, str mode="edge") -> Tensor (written).

    result_t = pad_copy(self_t, pad_width, mode)
    """
    return ops.pad_copy(self_t, pad_width, mode)


def unpad_jvp(self_t, shape, pad_width, mode):
    """Forward-mode derivative of unpad(Tensor self, int[] shape, int[] pad_width, str mode) -> Tensor (linear).

    result_t = unpad(self_t, shape, pad_width, mode)
    """
    return ops.unpad(self_t, shape, pad_width, mode)


def fftshift_jvp(x_t, axes):
    """Forward-mode derivative of fftshift(Tensor x, int[]? axes=None) -> Tensor (linear).

    result_t = fftshift(x_t, axes)
    """
    return np.fft.fftshift(x_t, axes)


def ifftshift_jvp(x_t, axes):
    """Forward-mode derivative of ifftshift(Tensor x, int[]? axes=None) -> Tensor (linear).

    result_t = ifftshift(x_t, axes)
    """
    return np.fft.ifftshift(x_t, axes)


def fft_resize_jvp(self_t, shape):
    """Forward-mode derivative of fft_resize(Tensor self, int[] shape) -> Tensor (linear).

    result_t = fft_resize(self_t, shape)
    """
    return ops.fft_resize(self_t, shape)
