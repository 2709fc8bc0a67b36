# @generated from derivatives.yaml (sha256: d0073b0b276305f34b1439c7259bdd3c273a813447a02c112c53dcc43a6beb3c). Do not edit.
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

    Defined at derivatives.yaml:59.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at derivatives.yaml:67.
    """
    return np.cos(self)


def tan(self):
    """Forward of tan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:75.
    """
    return np.tan(self)


def arctan(self):
    """Forward of arctan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:84.
    """
    return np.arctan(self)


def sinh(self):
    """Forward of sinh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:92.
    """
    return np.sinh(self)


def cosh(self):
    """Forward of cosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:100.
    """
    return np.cosh(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:108.
    """
    return np.tanh(self)


def exp(self):
    """Forward of exp(Tensor self) -> Tensor.

    Defined at derivatives.yaml:116.
    """
    return np.exp(self)


def expm1(self):
    """Forward of expm1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:124.
    """
    return np.expm1(self)


def log(self):
    """Forward of log(Tensor self) -> Tensor.

    Defined at derivatives.yaml:132.
    """
    return np.log(self)


def log1p(self):
    """Forward of log1p(Tensor self) -> Tensor.

    Defined at derivatives.yaml:141.
    """
    return np.log1p(self)


def expit(self):
    """Forward of expit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:150.
    """
    return scipy.special.expit(self)


def sqrt(self):
    """Forward of sqrt(Tensor self) -> Tensor.

    Defined at derivatives.yaml:159.
    """
    return np.sqrt(self)


def square(self):
    """Forward of square(Tensor self) -> Tensor.

    Defined at derivatives.yaml:169.
    """
    return np.square(self)


def reciprocal(self):
    """Forward of reciprocal(Tensor self) -> Tensor.

    Defined at derivatives.yaml:177.
    """
    return np.reciprocal(self)


def absolute(self):
    """Forward of absolute(Tensor self) -> Tensor.

    Defined at derivatives.yaml:186.
    """
    return np.absolute(self)


def sign(self):
    """Forward of sign(Tensor self) -> Tensor.

    Defined at derivatives.yaml:195.
    """
    return np.sign(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at derivatives.yaml:204.
    """
    return np.negative(self)


def zeros_like(self):
    """Forward of zeros_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:213.
    """
    return np.zeros_like(self)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:223.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:233.
    """
    return np.subtract(self, other)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:243.
    """
    return np.multiply(self, other)


def divide(self, other):
    """Forward of divide(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:252.
    """
    return np.divide(self, other)


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:262.
    """
    return np.power(self, other)


def maximum(self, other):
    """Forward of maximum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:275.
    """
    return np.maximum(self, other)


def minimum(self, other):
    """Forward of minimum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:285.
    """
    return np.minimum(self, other)


def arctan2(self, other):
    """Forward of arctan2(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:295.
    """
    return np.arctan2(self, other)


def where(condition, self, other):
    """Forward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:305.
    """
    return np.where(condition, self, other)


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:318.
    """
    return np.sum(self, axis, keepdims=keepdims)


def mean(self, axis=None, *, keepdims=False):
    """Forward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:330.
    """
    return np.mean(self, axis, keepdims=keepdims)


def max(self, axis=None, *, keepdims=False):
    """Forward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:341.
    """
    return np.max(self, axis, keepdims=keepdims)


def prod(self, axis=None, *, keepdims=False):
    """Forward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:359.
    """
    return np.prod(self, axis, keepdims=keepdims)


def expand_reduced(self, shape, axis=None, keepdims=False):
    """Forward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:371.
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

    Defined at derivatives.yaml:382.
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

    Defined at derivatives.yaml:399.
    """
    return np.matmul(self, other)


def matrix_transpose(self):
    """Forward of matrix_transpose(Tensor self) -> Tensor.

    Defined at derivatives.yaml:426.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("matrix_transpose", (self,))
    return np.swapaxes(self, -1, -2)


def inv(self):
    """Forward of inv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:434.
    """
    return np.linalg.inv(self)


def det(self):
    """Forward of det(Tensor self) -> Tensor.

    Defined at derivatives.yaml:442.
    """
    return np.linalg.det(self)


def adjugate(self):
    """Forward of adjugate(Tensor self) -> Tensor.

    Defined at derivatives.yaml:453.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("adjugate", (self,))
    return numeric.adjugate(self)


def slogdet(self):
    """Forward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    Defined at derivatives.yaml:465.
    """
    return np.linalg.slogdet(self)


def reshape(self, shape):
    """Forward of reshape(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:476.
    """
    return np.reshape(self, shape)


def transpose(self, axes=None):
    """Forward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:484.
    """
    return np.transpose(self, axes)


def swapaxes(self, axis1, axis2):
    """Forward of swapaxes(Tensor self, int axis1, int axis2) -> Tensor.

    Defined at derivatives.yaml:492.
    """
    return np.swapaxes(self, axis1, axis2)


def expand_dims(self, axis):
    """Forward of expand_dims(Tensor self, int[] axis) -> Tensor.

    Defined at derivatives.yaml:500.
    """
    return np.expand_dims(self, axis)


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:508.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:516.
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

    Defined at derivatives.yaml:524.
    """
    return np.concatenate(arrays, axis)


def split(self, indices_or_sections, axis=0):
    """Forward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:532.
    """
    return np.split(self, indices_or_sections, axis)


def take(self, indices, axis=None):
    """Forward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:542.
    """
    return np.take(self, indices, axis)


def untake(self, shape, indices, axis=None):
    """Forward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:553.
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

    Defined at derivatives.yaml:564.
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

    Defined at derivatives.yaml:575.
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

    Defined at derivatives.yaml:586.
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

    Defined at derivatives.yaml:595.
    """
    return np.squeeze(self, axis)


def ones_like(self):
    """Forward of ones_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:603.
    """
    return np.ones_like(self)


def min(self, axis=None, *, keepdims=False):
    """Forward of min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:611.
    """
    return np.min(self, axis, keepdims=keepdims)
