# @generated from derivatives.yaml (sha256: adc9585c45f42e959a812874231deb70dd9c5d579bcb5b1929f3839dd9e47e6e). Do not edit.
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
    "einsum",
    "einsum_terms",
    "dot",
    "vdot",
    "inner",
    "outer",
    "tensordot",
    "kron",
    "multi_dot",
    "cross",
    "tril_part",
    "fold_triangle",
    "mirror_triangle",
    "inverse_gaps",
    "reciprocal_nonzero",
    "solve",
    "pinv",
    "cholesky",
    "eigh",
    "eigvalsh",
    "svd",
    "svdvals",
    "qr",
    "matrix_power",
    "lstsq",
    "norm",
]


def sin(self):
    """Forward of sin(Tensor self) -> Tensor.

    Defined at derivatives.yaml:65.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at derivatives.yaml:74.
    """
    return np.cos(self)


def tan(self):
    """Forward of tan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:83.
    """
    return np.tan(self)


def arctan(self):
    """Forward of arctan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:93.
    """
    return np.arctan(self)


def sinh(self):
    """Forward of sinh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:102.
    """
    return np.sinh(self)


def cosh(self):
    """Forward of cosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:111.
    """
    return np.cosh(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:120.
    """
    return np.tanh(self)


def exp(self):
    """Forward of exp(Tensor self) -> Tensor.

    Defined at derivatives.yaml:129.
    """
    return np.exp(self)


def expm1(self):
    """Forward of expm1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:138.
    """
    return np.expm1(self)


def log(self):
    """Forward of log(Tensor self) -> Tensor.

    Defined at derivatives.yaml:147.
    """
    return np.log(self)


def log1p(self):
    """Forward of log1p(Tensor self) -> Tensor.

    Defined at derivatives.yaml:157.
    """
    return np.log1p(self)


def expit(self):
    """Forward of expit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:167.
    """
    return scipy.special.expit(self)


def sqrt(self):
    """Forward of sqrt(Tensor self) -> Tensor.

    Defined at derivatives.yaml:177.
    """
    return np.sqrt(self)


def square(self):
    """Forward of square(Tensor self) -> Tensor.

    Defined at derivatives.yaml:188.
    """
    return np.square(self)


def reciprocal(self):
    """Forward of reciprocal(Tensor self) -> Tensor.

    Defined at derivatives.yaml:197.
    """
    return np.reciprocal(self)


def absolute(self):
    """Forward of absolute(Tensor self) -> Tensor.

    Defined at derivatives.yaml:207.
    """
    return np.absolute(self)


def sign(self):
    """Forward of sign(Tensor self) -> Tensor.

    Defined at derivatives.yaml:217.
    """
    return np.sign(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at derivatives.yaml:227.
    """
    return np.negative(self)


def zeros_like(self):
    """Forward of zeros_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:237.
    """
    return np.zeros_like(self)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:247.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:258.
    """
    return np.subtract(self, other)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:269.
    """
    return np.multiply(self, other)


def divide(self, other):
    """Forward of divide(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:279.
    """
    return np.divide(self, other)


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:290.
    """
    return np.power(self, other)


def maximum(self, other):
    """Forward of maximum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:304.
    """
    return np.maximum(self, other)


def minimum(self, other):
    """Forward of minimum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:315.
    """
    return np.minimum(self, other)


def arctan2(self, other):
    """Forward of arctan2(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:326.
    """
    return np.arctan2(self, other)


def where(condition, self, other):
    """Forward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:337.
    """
    return np.where(condition, self, other)


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:351.
    """
    return np.sum(self, axis, keepdims=keepdims)


def mean(self, axis=None, *, keepdims=False):
    """Forward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:363.
    """
    return np.mean(self, axis, keepdims=keepdims)


def max(self, axis=None, *, keepdims=False):
    """Forward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:374.
    """
    return np.max(self, axis, keepdims=keepdims)


def prod(self, axis=None, *, keepdims=False):
    """Forward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:393.
    """
    return np.prod(self, axis, keepdims=keepdims)


def expand_reduced(self, shape, axis=None, keepdims=False):
    """Forward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:406.
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

    Defined at derivatives.yaml:417.
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

    Defined at derivatives.yaml:435.
    """
    return np.matmul(self, other)


def matrix_transpose(self):
    """Forward of matrix_transpose(Tensor self) -> Tensor.

    Defined at derivatives.yaml:463.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("matrix_transpose", (self,))
    return np.swapaxes(self, -1, -2)


def inv(self):
    """Forward of inv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:471.
    """
    return np.linalg.inv(self)


def det(self):
    """Forward of det(Tensor self) -> Tensor.

    Defined at derivatives.yaml:479.
    """
    return np.linalg.det(self)


def adjugate(self):
    """Forward of adjugate(Tensor self) -> Tensor.

    Defined at derivatives.yaml:491.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("adjugate", (self,))
    return numeric.adjugate(self)


def slogdet(self):
    """Forward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    Defined at derivatives.yaml:504.
    """
    return np.linalg.slogdet(self)


def reshape(self, shape):
    """Forward of reshape(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:516.
    """
    return np.reshape(self, shape)


def transpose(self, axes=None):
    """Forward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:524.
    """
    return np.transpose(self, axes)


def swapaxes(self, axis1, axis2):
    """Forward of swapaxes(Tensor self, int axis1, int axis2) -> Tensor.

    Defined at derivatives.yaml:532.
    """
    return np.swapaxes(self, axis1, axis2)


def expand_dims(self, axis):
    """Forward of expand_dims(Tensor self, int[] axis) -> Tensor.

    Defined at derivatives.yaml:540.
    """
    return np.expand_dims(self, axis)


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:548.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:556.
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

    Defined at derivatives.yaml:564.
    """
    return np.concatenate(arrays, axis)


def split(self, indices_or_sections, axis=0):
    """Forward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:572.
    """
    return np.split(self, indices_or_sections, axis)


def take(self, indices, axis=None):
    """Forward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:582.
    """
    return np.take(self, indices, axis)


def untake(self, shape, indices, axis=None):
    """Forward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:594.
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

    Defined at derivatives.yaml:605.
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

    Defined at derivatives.yaml:617.
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

    Defined at derivatives.yaml:628.
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

    Defined at derivatives.yaml:638.
    """
    return np.squeeze(self, axis)


def ones_like(self):
    """Forward of ones_like(Tensor self) -> Tensor.

    Defined at derivatives.yaml:646.
    """
    return np.ones_like(self)


def min(self, axis=None, *, keepdims=False):
    """Forward of min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:655.
    """
    return np.min(self, axis, keepdims=keepdims)


def einsum(subscripts, operands):
    """Forward of einsum(str subscripts, Tensor[] operands) -> Tensor.

    Defined at derivatives.yaml:695.
    """
    return np.einsum(subscripts, *operands)


def einsum_terms(operands, plan):
    """Forward of einsum_terms(Tensor[] operands, str plan) -> Tensor[].

    Defined at derivatives.yaml:718.
    """
    if (tracer := numeric.tracer_among(operands)) is not None:
        return tracer.__derivgen_apply__(
            "einsum_terms",
            (
                operands,
                plan,
            ),
        )
    return numeric.einsum_terms(operands, plan)


def dot(self, other):
    """Forward of dot(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:727.
    """
    return np.dot(self, other)


def vdot(self, other):
    """Forward of vdot(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:746.
    """
    return np.vdot(self, other)


def inner(self, other):
    """Forward of inner(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:755.
    """
    return np.inner(self, other)


def outer(self, other):
    """Forward of outer(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:770.
    """
    return np.outer(self, other)


def tensordot(self, other, axes=2):
    """Forward of tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor.

    Defined at derivatives.yaml:781.
    """
    return np.tensordot(self, other, axes)


def kron(self, other):
    """Forward of kron(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:802.
    """
    return np.kron(self, other)


def multi_dot(arrays):
    """Forward of multi_dot(Tensor[] arrays) -> Tensor.

    Defined at derivatives.yaml:823.
    """
    return np.linalg.multi_dot(arrays)


def cross(self, other, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """Forward of cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:833.
    """
    return np.cross(self, other, axisa, axisb, axisc, axis)


def tril_part(self, k=0):
    """Forward of tril_part(Tensor self, int k=0) -> Tensor.

    Defined at derivatives.yaml:853.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "tril_part",
            (
                self,
                k,
            ),
        )
    return np.tril(self, k)


def fold_triangle(self, UPLO="L"):
    """Forward of fold_triangle(Tensor self, str UPLO="L") -> Tensor.

    Defined at derivatives.yaml:861.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "fold_triangle",
            (
                self,
                UPLO,
            ),
        )
    return numeric.fold_triangle(self, UPLO)


def mirror_triangle(self, UPLO="L"):
    """Forward of mirror_triangle(Tensor self, str UPLO="L") -> Tensor.

    Defined at derivatives.yaml:869.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__(
            "mirror_triangle",
            (
                self,
                UPLO,
            ),
        )
    return numeric.mirror_triangle(self, UPLO)


def inverse_gaps(self):
    """Forward of inverse_gaps(Tensor self) -> Tensor.

    Defined at derivatives.yaml:877.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("inverse_gaps", (self,))
    return numeric.inverse_gaps(self)


def reciprocal_nonzero(self):
    """Forward of reciprocal_nonzero(Tensor self) -> Tensor.

    Defined at derivatives.yaml:888.
    """
    if (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("reciprocal_nonzero", (self,))
    return numeric.reciprocal_nonzero(self)


def solve(a, b):
    """Forward of solve(Tensor a, Tensor b) -> Tensor.

    Defined at derivatives.yaml:898.
    """
    return np.linalg.solve(a, b)


def pinv(self, rcond=None):
    """Forward of pinv(Tensor self, float? rcond=None) -> Tensor.

    Defined at derivatives.yaml:922.
    """
    return np.linalg.pinv(self, rcond)


def cholesky(self):
    """Forward of cholesky(Tensor self) -> Tensor.

    Defined at derivatives.yaml:939.
    """
    return np.linalg.cholesky(self)


def eigh(self, UPLO="L"):
    """Forward of eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors).

    Defined at derivatives.yaml:958.
    """
    return np.linalg.eigh(self, UPLO)


def eigvalsh(self, UPLO="L"):
    """Forward of eigvalsh(Tensor self, str UPLO="L") -> Tensor.

    Defined at derivatives.yaml:979.
    """
    return np.linalg.eigvalsh(self, UPLO)


def svd(self, full_matrices=True):
    """Forward of svd(Tensor self, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh).

    Defined at derivatives.yaml:993.
    """
    return np.linalg.svd(self, full_matrices)


def svdvals(self):
    """Forward of svdvals(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1037.
    """
    return np.linalg.svdvals(self)


def qr(self, mode="reduced"):
    """Forward of qr(Tensor self, str mode="reduced") -> (Tensor Q, Tensor R).

    Defined at derivatives.yaml:1050.
    """
    return np.linalg.qr(self, mode)


def matrix_power(self, n):
    """Forward of matrix_power(Tensor self, int n) -> Tensor.

    Defined at derivatives.yaml:1067.
    """
    return np.linalg.matrix_power(self, n)


def lstsq(a, b, rcond=None):
    """Forward of lstsq(Tensor a, Tensor b, float? rcond=None) -> (Tensor x, Tensor residuals, Tensor rank, Tensor s).

    Defined at derivatives.yaml:1088.
    """
    return np.linalg.lstsq(a, b, rcond)


def norm(self, ord=None, axis=None, keepdims=False):
    """Forward of norm(Tensor self, Scalar? ord=None, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:1129.
    """
    return np.linalg.norm(self, ord, axis, keepdims)
