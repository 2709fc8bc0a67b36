# @generated from derivatives.yaml (sha256: 9c28fe7425819ab33d871d15b05f81d182719bcd6b7af7d9e2038a84a519c375). Do not edit.
"""Forward-mode rules of derivatives.yaml: input tangents and primals in, the output tangent out."""

import numpy as np
import scipy.special

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

    result_t = self_t / hypot(1.0, self)
    """
    return self_t / np.hypot(1.0, self)


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
    """Forward-mode derivative of sinc(Tensor self) -> Tensor (elementwise).

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

    result_t = broadcast_to(self_t * other * float_power(self, other - 1) + other_t * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), result.shape)
    """
    return np.broadcast_to(
        self_t * other * np.float_power(self, other - 1)
        + other_t * np.where(self > 0, result * np.log(np.where(self > 0, self, 1.0)), 0.0),
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

    result_t = broadcast_to(self_t * where(self > other, 1.0, where(self == other, 0.5, where(other != other, 1.0, 0.0))) + other_t * where(other > self, 1.0, where(self == other, 0.5, where(self != self, where(other != other, 0.0, 1.0), 0.0))), result.shape)
    """
    return np.broadcast_to(
        self_t
        * np.where(
            self > other, 1.0, np.where(self == other, 0.5, np.where(other != other, 1.0, 0.0))
        )
        + other_t
        * np.where(
            other > self,
            1.0,
            np.where(
                self == other, 0.5, np.where(self != self, np.where(other != other, 0.0, 1.0), 0.0)
            ),
        ),
        result.shape,
    )


def fmin_jvp(self_t, other_t, self, other, result):
    """Forward-mode derivative of fmin(Tensor self, Tensor other) -> Tensor (elementwise).

    result_t = broadcast_to(self_t * where(self < other, 1.0, where(self == other, 0.5, where(other != other, 1.0, 0.0))) + other_t * where(other < self, 1.0, where(self == other, 0.5, where(self != self, where(other != other, 0.0, 1.0), 0.0))), result.shape)
    """
    return np.broadcast_to(
        self_t
        * np.where(
            self < other, 1.0, np.where(self == other, 0.5, np.where(other != other, 1.0, 0.0))
        )
        + other_t
        * np.where(
            other < self,
            1.0,
            np.where(
                self == other, 0.5, np.where(self != self, np.where(other != other, 0.0, 1.0), 0.0)
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


def nan_to_num_jvp(self_t, self, result):
    """Forward-mode derivative of nan_to_num(Tensor self, *, float nan=0.0, float? posinf=None, float? neginf=None) -> Tensor (elementwise).

    result_t = where(result == self, self_t, 0.0)
    """
    return np.where(result == self, self_t, 0.0)
