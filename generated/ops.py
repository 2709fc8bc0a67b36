# @generated from derivatives.yaml (sha256: ab210c089ec494372b7d9b29497e2cb0d531f8701a1811fc12975e47d645a2d0). Do not edit.
"""Forward functions, one per op of derivatives.yaml."""

import numpy as np

from derivgen import numeric

__all__ = [
    "sin",
    "cos",
    "tan",
    "arctan",
    "sinh",
    "cosh",
    "tanh",
    "exp",
    "expm1",
    "log",
    "log1p",
    "expit",
    "sqrt",
    "square",
    "reciprocal",
    "absolute",
    "sign",
    "negative",
    "zeros_like",
    "add",
    "subtract",
    "multiply",
    "divide",
    "power",
    "maximum",
    "minimum",
    "arctan2",
    "where",
    "sum",
    "mean",
    "max",
    "prod",
    "expand_reduced",
    "prod_except",
    "matmul",
    "matrix_transpose",
    "inv",
    "det",
    "adjugate",
    "slogdet",
    "reshape",
    "transpose",
    "expand_dims",
    "broadcast_to",
    "sum_to",
    "concatenate",
    "split",
    "take",
    "untake",
]


def sin(self):
    """Forward of sin(Tensor self) -> Tensor.

    Defined at derivatives.yaml:56.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at derivatives.yaml:64.
    """
    return np.cos(self)


def tan(self):
    """Forward of tan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:72.
    """
    return np.tan(self)


def arctan(self):
    """Forward of arctan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:81.
    """
    return np.arctan(self)


def sinh(self):
    """Forward of sinh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:89.
    """
    return np.sinh(self)


def cosh(self):
    """Forward of cosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:97.
    """
    return np.cosh(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:105.
    """
    return np.tanh(self)


def exp(self):
    """Forward of exp(Tensor self) -> Tensor.

    Defined at derivatives.yaml:113.
    """
    return np.exp(self)


def expm1(self):
    """Forward of expm1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:121.
    """
    return np.expm1(self)


def log(self):
    """Forward of log(Tensor self) -> Tensor.

    Defined at derivatives.yaml:129.
    """
    return np.log(self)


def log1p(self):
    """Forward of log1p(Tensor self) -> Tensor.

    Defined at derivatives.yaml:138.
    """
    return np.log1p(self)


def expit(self):
    """Forward of expit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:147.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("expit", (self,))
    return np.exp(-np.logaddexp(0, -self))


def sqrt(self):
    """Forward of sqrt(Tensor self) -> Tensor.

    Defined at derivatives.yaml:157.
    """
    return np.sqrt(self)


def square(self):
    """Forward of square(Tensor self) -> Tensor.

    Defined at derivatives.yaml:167.
    """
    return np.square(self)


def reciprocal(self):
    """Forward of reciprocal(Tensor self) -> Tensor.

    Defined at derivatives.yaml:175.
    """
    return np.reciprocal(self)


def absolute(self):
    """Forward of absolute(Tensor self) -> Tensor.

    Defined at derivatives.yaml:184.
    """
    return np.absolute(self)


def sign(self):
    """Forward of sign(Tensor self) -> Tensor.

    Defined at derivatives.yaml:193.
    """
    return np.sign(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at derivatives.yaml:202.
    """
    return np.negative(self)


def zeros_like(self):
    """Forward of zeros_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:211.
    """
    return np.zeros_like(self)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:221.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:231.
    """
    return np.subtract(self, other)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:241.
    """
    return np.multiply(self, other)


def divide(self, other):
    """Forward of divide(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:250.
    """
    return np.divide(self, other)


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:260.
    """
    return np.power(self, other)


def maximum(self, other):
    """Forward of maximum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:273.
    """
    return np.maximum(self, other)


def minimum(self, other):
    """Forward of minimum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:283.
    """
    return np.minimum(self, other)


def arctan2(self, other):
    """Forward of arctan2(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:293.
    """
    return np.arctan2(self, other)


def where(condition, self, other):
    """Forward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:303.
    """
    return np.where(condition, self, other)


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:316.
    """
    return np.sum(self, axis, keepdims=keepdims)


def mean(self, axis=None, *, keepdims=False):
    """Forward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:328.
    """
    return np.mean(self, axis, keepdims=keepdims)


def max(self, axis=None, *, keepdims=False):
    """Forward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:339.
    """
    return np.max(self, axis, keepdims=keepdims)


def prod(self, axis=None, *, keepdims=False):
    """Forward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:356.
    """
    return np.prod(self, axis, keepdims=keepdims)


def expand_reduced(self, shape, axis=None, keepdims=False):
    """Forward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:367.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "expand_reduced",
            (
                self,
                shape,
                axis,
                keepdims,
            ),
        )
    return numeric.expand_reduced(self, shape, axis, keepdims)


def prod_except(self, axis=None):
    """Forward of prod_except(Tensor self, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:378.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "prod_except",
            (
                self,
                axis,
            ),
        )
    return numeric.prod_except(self, axis)


def matmul(self, other):
    """Forward of matmul(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:395.
    """
    return np.matmul(self, other)


def matrix_transpose(self):
    """Forward of matrix_transpose(Tensor self) -> Tensor.

    Defined at derivatives.yaml:405.
    """
    return np.matrix_transpose(self)


def inv(self):
    """Forward of inv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:413.
    """
    return np.linalg.inv(self)


def det(self):
    """Forward of det(Tensor self) -> Tensor.

    Defined at derivatives.yaml:421.
    """
    return np.linalg.det(self)


def adjugate(self):
    """Forward of adjugate(Tensor self) -> Tensor.

    Defined at derivatives.yaml:431.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("adjugate", (self,))
    return numeric.adjugate(self)


def slogdet(self):
    """Forward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    Defined at derivatives.yaml:443.
    """
    return np.linalg.slogdet(self)


def reshape(self, shape):
    """Forward of reshape(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:454.
    """
    return np.reshape(self, shape)


def transpose(self, axes=None):
    """Forward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:462.
    """
    return np.transpose(self, axes)


def expand_dims(self, axis):
    """Forward of expand_dims(Tensor self, int[] axis) -> Tensor.

    Defined at derivatives.yaml:470.
    """
    return np.expand_dims(self, axis)


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:478.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:486.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "sum_to",
            (
                self,
                shape,
            ),
        )
    return numeric.sum_to(self, shape)


def concatenate(arrays, axis=0):
    """Forward of concatenate(Tensor[] arrays, int axis=0) -> Tensor.

    Defined at derivatives.yaml:494.
    """
    return np.concatenate(arrays, axis)


def split(self, indices_or_sections, axis=0):
    """Forward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:502.
    """
    return np.split(self, indices_or_sections, axis)


def take(self, indices, axis=None):
    """Forward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:512.
    """
    return np.take(self, indices, axis)


def untake(self, shape, indices, axis=None):
    """Forward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:523.
    """
    if (tracer := numeric.tracer_among(self, indices)) is not None:
        return tracer.__derivgen_apply__(
            "untake",
            (
                self,
                shape,
                indices,
                axis,
            ),
        )
    return numeric.untake(self, shape, indices, axis)
