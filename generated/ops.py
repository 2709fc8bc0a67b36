# @generated from derivatives.yaml (sha256: 3f240244f998eb082139009a7bd8a34bb6bff16c19aa728f21a145cd7a5704c6). Do not edit.
"""Forward functions, one per op of derivatives.yaml."""

import numpy as np
import scipy.special

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
    "swapaxes",
    "expand_dims",
    "broadcast_to",
    "sum_to",
    "concatenate",
    "split",
    "take",
    "untake",
    "getitem",
    "index_add",
    "astype",
    "squeeze",
    "ones_like",
    "min",
]


def sin(self):
    """Forward of sin(Tensor self) -> Tensor.

    Defined at derivatives.yaml:63.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at derivatives.yaml:72.
    """
    return np.cos(self)


def tan(self):
    """Forward of tan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:81.
    """
    return np.tan(self)


def arctan(self):
    """Forward of arctan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:91.
    """
    return np.arctan(self)


def sinh(self):
    """Forward of sinh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:100.
    """
    return np.sinh(self)


def cosh(self):
    """Forward of cosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:109.
    """
    return np.cosh(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:118.
    """
    return np.tanh(self)


def exp(self):
    """Forward of exp(Tensor self) -> Tensor.

    Defined at derivatives.yaml:127.
    """
    return np.exp(self)


def expm1(self):
    """Forward of expm1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:136.
    """
    return np.expm1(self)


def log(self):
    """Forward of log(Tensor self) -> Tensor.

    Defined at derivatives.yaml:145.
    """
    return np.log(self)


def log1p(self):
    """Forward of log1p(Tensor self) -> Tensor.

    Defined at derivatives.yaml:155.
    """
    return np.log1p(self)


def expit(self):
    """Forward of expit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:165.
    """
    return scipy.special.expit(self)


def sqrt(self):
    """Forward of sqrt(Tensor self) -> Tensor.

    Defined at derivatives.yaml:175.
    """
    return np.sqrt(self)


def square(self):
    """Forward of square(Tensor self) -> Tensor.

    Defined at derivatives.yaml:186.
    """
    return np.square(self)


def reciprocal(self):
    """Forward of reciprocal(Tensor self) -> Tensor.

    Defined at derivatives.yaml:195.
    """
    return np.reciprocal(self)


def absolute(self):
    """Forward of absolute(Tensor self) -> Tensor.

    Defined at derivatives.yaml:205.
    """
    return np.absolute(self)


def sign(self):
    """Forward of sign(Tensor self) -> Tensor.

    Defined at derivatives.yaml:215.
    """
    return np.sign(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at derivatives.yaml:225.
    """
    return np.negative(self)


def zeros_like(self):
    """Forward of zeros_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:235.
    """
    return np.zeros_like(self)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:245.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:256.
    """
    return np.subtract(self, other)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:267.
    """
    return np.multiply(self, other)


def divide(self, other):
    """Forward of divide(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:277.
    """
    return np.divide(self, other)


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:288.
    """
    return np.power(self, other)


def maximum(self, other):
    """Forward of maximum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:302.
    """
    return np.maximum(self, other)


def minimum(self, other):
    """Forward of minimum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:313.
    """
    return np.minimum(self, other)


def arctan2(self, other):
    """Forward of arctan2(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:324.
    """
    return np.arctan2(self, other)


def where(condition, self, other):
    """Forward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:335.
    """
    return np.where(condition, self, other)


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:349.
    """
    return np.sum(self, axis, keepdims=keepdims)


def mean(self, axis=None, *, keepdims=False):
    """Forward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:361.
    """
    return np.mean(self, axis, keepdims=keepdims)


def max(self, axis=None, *, keepdims=False):
    """Forward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:372.
    """
    return np.max(self, axis, keepdims=keepdims)


def prod(self, axis=None, *, keepdims=False):
    """Forward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:391.
    """
    return np.prod(self, axis, keepdims=keepdims)


def expand_reduced(self, shape, axis=None, keepdims=False):
    """Forward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:404.
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

    Defined at derivatives.yaml:415.
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

    Defined at derivatives.yaml:433.
    """
    return np.matmul(self, other)


def matrix_transpose(self):
    """Forward of matrix_transpose(Tensor self) -> Tensor.

    Defined at derivatives.yaml:461.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("matrix_transpose", (self,))
    return np.swapaxes(self, -1, -2)


def inv(self):
    """Forward of inv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:469.
    """
    return np.linalg.inv(self)


def det(self):
    """Forward of det(Tensor self) -> Tensor.

    Defined at derivatives.yaml:477.
    """
    return np.linalg.det(self)


def adjugate(self):
    """Forward of adjugate(Tensor self) -> Tensor.

    Defined at derivatives.yaml:489.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("adjugate", (self,))
    return numeric.adjugate(self)


def slogdet(self):
    """Forward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    Defined at derivatives.yaml:502.
    """
    return np.linalg.slogdet(self)


def reshape(self, shape):
    """Forward of reshape(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:514.
    """
    return np.reshape(self, shape)


def transpose(self, axes=None):
    """Forward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:522.
    """
    return np.transpose(self, axes)


def swapaxes(self, axis1, axis2):
    """Forward of swapaxes(Tensor self, int axis1, int axis2) -> Tensor.

    Defined at derivatives.yaml:530.
    """
    return np.swapaxes(self, axis1, axis2)


def expand_dims(self, axis):
    """Forward of expand_dims(Tensor self, int[] axis) -> Tensor.

    Defined at derivatives.yaml:538.
    """
    return np.expand_dims(self, axis)


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:546.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:554.
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

    Defined at derivatives.yaml:562.
    """
    return np.concatenate(arrays, axis)


def split(self, indices_or_sections, axis=0):
    """Forward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:570.
    """
    return np.split(self, indices_or_sections, axis)


def take(self, indices, axis=None):
    """Forward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:580.
    """
    return np.take(self, indices, axis)


def untake(self, shape, indices, axis=None):
    """Forward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:592.
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


def getitem(self, index):
    """Forward of getitem(Tensor self, Index index) -> Tensor.

    Defined at derivatives.yaml:603.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "getitem",
            (
                self,
                index,
            ),
        )
    return self[index]


def index_add(self, shape, index):
    """Forward of index_add(Tensor self, int[] shape, Index index) -> Tensor.

    Defined at derivatives.yaml:615.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "index_add",
            (
                self,
                shape,
                index,
            ),
        )
    return numeric.index_add(self, shape, index)


def astype(self, dtype):
    """Forward of astype(Tensor self, str dtype) -> Tensor.

    Defined at derivatives.yaml:626.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "astype",
            (
                self,
                dtype,
            ),
        )
    return self.astype(dtype)


def squeeze(self, axis=None):
    """Forward of squeeze(Tensor self, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:636.
    """
    return np.squeeze(self, axis)


def ones_like(self):
    """Forward of ones_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:644.
    """
    return np.ones_like(self)


def min(self, axis=None, *, keepdims=False):
    """Forward of min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:653.
    """
    return np.min(self, axis, keepdims=keepdims)
