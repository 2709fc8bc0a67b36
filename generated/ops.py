# @generated from derivatives.yaml (sha256: 5167f2b279d91d1eb04c4456504bef15f9b7938ededce3cf5a9aa0dd4309f51b). Do not edit.
"""Forward functions, one per op of derivatives.yaml."""

import numpy as np

from derivgen import numeric
from derivgen.numeric.lazy import scipy

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "5167f2b279d91d1eb04c4456504bef15f9b7938ededce3cf5a9aa0dd4309f51b":
    raise ImportError(STALE_MODULE.format(module=__file__))


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
    "masked_prod",
    "group_axes",
    "ungroup_axes",
    "matmul",
    "matrix_transpose",
    "inv",
    "det",
    "adjugate",
    "real_for",
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
    "setitem",
    "astype",
    "squeeze",
    "ones_like",
    "min",
    "arcsin",
    "arccos",
    "arcsinh",
    "arccosh",
    "arctanh",
    "exp2",
    "log2",
    "log10",
    "cbrt",
    "fabs",
    "positive",
    "deg2rad",
    "radians",
    "rad2deg",
    "degrees",
    "sinc",
    "floor",
    "ceil",
    "rint",
    "trunc",
    "fix",
    "round",
    "around",
    "heaviside",
    "float_power",
    "hypot",
    "fmax",
    "fmin",
    "logaddexp",
    "logaddexp2",
    "copysign",
    "fmod",
    "remainder",
    "floor_divide",
    "divmod",
    "clip",
    "ldexp",
    "frexp",
    "modf",
    "conjugate",
    "real",
    "imag",
    "angle",
    "nan_to_num",
    "sigmoid",
    "log_expit",
    "log_sigmoid",
    "softplus",
    "relu",
    "gelu",
    "gelu_tanh",
    "softmax",
    "log_softmax",
    "logsumexp",
    "softmax_cross_entropy",
    "erf",
    "erfc",
    "erfcx",
    "erfinv",
    "erfcinv",
    "ndtr",
    "log_ndtr",
    "logit",
    "gamma",
    "gammaln",
    "digamma",
    "polygamma",
    "xlogy",
    "xlog1py",
    "entr",
    "rel_entr",
    "kl_div",
    "amax",
    "amin",
    "ptp",
    "var",
    "std",
    "average",
    "trace",
    "nansum",
    "nanmean",
    "cumsum",
    "cumprod",
    "linear_scan",
    "ravel",
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "moveaxis",
    "stack",
    "unstack",
    "hstack",
    "vstack",
    "dstack",
    "column_stack",
    "reshape_concatenate",
    "unconcatenate",
    "array_split",
    "hsplit",
    "vsplit",
    "dsplit",
    "flip",
    "fliplr",
    "flipud",
    "roll",
    "rot90",
    "tile",
    "repeat",
    "diagonal",
    "diagonal_embed",
    "diag",
    "triu",
    "tril",
    "pad",
    "diff",
    "take_along_axis",
    "untake_along_axis",
    "sort",
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
    "silu",
    "mish",
    "elu",
    "selu",
    "celu",
    "leaky_relu",
    "hardtanh",
    "relu6",
    "hardsigmoid",
    "hardswish",
    "softsign",
    "logcosh",
    "squareplus",
    "smooth_l1",
    "huber",
    "pseudo_huber",
    "i0",
    "i1",
    "i0e",
    "i1e",
    "beta",
    "betaln",
    "nanmax",
    "nanmin",
    "nanprod",
    "nanvar",
    "nanstd",
    "nancumsum",
    "nancumprod",
    "median",
    "nanmedian",
    "quantile",
    "nanquantile",
    "percentile",
    "nanpercentile",
    "interp",
    "convolve",
    "correlate",
    "copy",
    "full_like",
    "cov_orient",
    "cov",
    "corrcoef",
    "gammainc",
    "gammaincc",
    "gammaincinv",
    "gammainccinv",
    "betainc",
    "betaincc",
    "betaincinv",
    "iv",
    "ive",
    "kv",
    "kve",
    "jv",
    "yv",
    "j0",
    "j1",
    "y0",
    "y1",
    "k0",
    "k1",
    "k0e",
    "k1e",
    "ndtri",
    "ndtri_exp",
    "erfi",
    "dawsn",
    "expi",
    "exp1",
    "expn",
    "spence",
    "ellipk",
    "ellipe",
    "cosm1",
    "sindg",
    "cosdg",
    "tandg",
    "cotdg",
    "rgamma",
    "poch",
    "hyp1f1",
    "hyp2f1",
    "boxcox",
    "boxcox1p",
    "owens_t",
    "linspace",
    "logspace",
    "geomspace",
    "append",
    "rollaxis",
    "delete",
    "diagflat",
    "partition",
    "select",
    "unselect",
    "bincount",
    "ediff1d",
    "trapezoid",
    "unwrap",
    "cumulative_sum",
    "cumulative_prod",
    "polyval",
    "polyder",
    "polyint",
    "polyadd",
    "polysub",
    "polymul",
    "vander",
    "vecdot",
    "matvec",
    "vecmat",
    "outer_linalg",
    "cross_linalg",
    "diagonal_linalg",
    "trace_linalg",
    "matmul_linalg",
    "tensordot_linalg",
    "vecdot_linalg",
    "matrix_transpose_linalg",
    "i0_numpy",
    "vector_norm",
    "matrix_norm",
    "cond",
    "tensorsolve",
    "tensorinv",
    "expm",
    "logm",
    "sqrtm",
    "solve_triangular",
    "solve_scipy",
    "cho_factor",
    "cho_solve",
    "lu_factor",
    "lu_solve",
    "sparse_matmul",
    "sparse_sample",
    "sparse_solve",
    "signal_convolve",
    "signal_correlate",
    "fftconvolve",
    "broadcast_arrays",
    "sum_each_to",
    "broadcast_each_to",
    "meshgrid",
    "unmesh",
    "unstack_numpy",
    "pad_copy",
    "unpad",
    "zeta",
    "zeta_derivative",
    "fftshift",
    "ifftshift",
    "polyfit",
    "fft",
    "ifft",
    "rfft",
    "irfft",
    "hfft",
    "ihfft",
    "fftn",
    "ifftn",
    "fft2",
    "ifft2",
    "rfftn",
    "irfftn",
    "rfft2",
    "irfft2",
    "fft_resize",
    "eig",
    "eigvals",
]


def sin(self):
    """Forward of sin(Tensor self) -> Tensor.

    Defined at derivatives.yaml:90.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at derivatives.yaml:100.
    """
    return np.cos(self)


def tan(self):
    """Forward of tan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:110.
    """
    return np.tan(self)


def arctan(self):
    """Forward of arctan(Tensor self) -> Tensor.

    Defined at derivatives.yaml:121.
    """
    return np.arctan(self)


def sinh(self):
    """Forward of sinh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:131.
    """
    return np.sinh(self)


def cosh(self):
    """Forward of cosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:141.
    """
    return np.cosh(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:151.
    """
    return np.tanh(self)


def exp(self):
    """Forward of exp(Tensor self) -> Tensor.

    Defined at derivatives.yaml:161.
    """
    return np.exp(self)


def expm1(self):
    """Forward of expm1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:171.
    """
    return np.expm1(self)


def log(self):
    """Forward of log(Tensor self) -> Tensor.

    Defined at derivatives.yaml:181.
    """
    return np.log(self)


def log1p(self):
    """Forward of log1p(Tensor self) -> Tensor.

    Defined at derivatives.yaml:192.
    """
    return np.log1p(self)


def expit(self):
    """Forward of expit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:203.
    """
    return scipy.special.expit(self)


def sqrt(self):
    """Forward of sqrt(Tensor self) -> Tensor.

    Defined at derivatives.yaml:213.
    """
    return np.sqrt(self)


def square(self):
    """Forward of square(Tensor self) -> Tensor.

    Defined at derivatives.yaml:225.
    """
    return np.square(self)


def reciprocal(self):
    """Forward of reciprocal(Tensor self) -> Tensor.

    Defined at derivatives.yaml:235.
    """
    return np.reciprocal(self)


def absolute(self):
    """Forward of absolute(Tensor self) -> Tensor.

    Defined at derivatives.yaml:246.
    """
    return np.absolute(self)


def sign(self):
    """Forward of sign(Tensor self) -> Tensor.

    Defined at derivatives.yaml:260.
    """
    return np.sign(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at derivatives.yaml:279.
    """
    return np.negative(self)


def zeros_like(self, *, shape=None):
    """Forward of zeros_like(Tensor self, *, int[]? shape=None) -> Tensor.

    Defined at derivatives.yaml:290.
    """
    return np.zeros_like(self, shape=shape)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:307.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:319.
    """
    return np.subtract(self, other)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:331.
    """
    return np.multiply(self, other)


def divide(self, other):
    """Forward of divide(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:342.
    """
    return np.divide(self, other)


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:354.
    """
    return np.power(self, other)


def maximum(self, other):
    """Forward of maximum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:388.
    """
    return np.maximum(self, other)


def minimum(self, other):
    """Forward of minimum(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:400.
    """
    return np.minimum(self, other)


def arctan2(self, other):
    """Forward of arctan2(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:412.
    """
    return np.arctan2(self, other)


def where(condition, self, other):
    """Forward of where(Tensor condition, Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:423.
    """
    return np.where(condition, self, other)


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:438.
    """
    return np.sum(self, axis, keepdims=keepdims)


def mean(self, axis=None, *, keepdims=False):
    """Forward of mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:451.
    """
    return np.mean(self, axis, keepdims=keepdims)


def max(self, axis=None, *, keepdims=False):
    """Forward of max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:463.
    """
    return np.max(self, axis, keepdims=keepdims)


def prod(self, axis=None, *, keepdims=False):
    """Forward of prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:485.
    """
    return np.prod(self, axis, keepdims=keepdims)


def expand_reduced(self, shape, axis=None, keepdims=False):
    """Forward of expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:500.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("expand_reduced", (self, shape, axis, keepdims))
    return numeric.expand_reduced(self, shape, axis, keepdims)


def prod_except(self, axis=None):
    """Forward of prod_except(Tensor self, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:512.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("prod_except", (self, axis))
    return numeric.prod_except(self, axis)


def masked_prod(self, mask, axis=None):
    """Forward of masked_prod(Tensor self, Tensor mask, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:533.
    """
    if (type(self) is not np.ndarray or type(mask) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, mask)
    ) is not None:
        return tracer.__derivgen_apply__("masked_prod", (self, mask, axis))
    return numeric.masked_prod(self, mask, axis)


def group_axes(self, axis=None):
    """Forward of group_axes(Tensor self, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:553.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("group_axes", (self, axis))
    return numeric.group_axes(self, axis)


def ungroup_axes(self, shape, axis=None):
    """Forward of ungroup_axes(Tensor self, int[] shape, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:562.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("ungroup_axes", (self, shape, axis))
    return numeric.ungroup_axes(self, shape, axis)


def matmul(self, other):
    """Forward of matmul(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:573.
    """
    return np.matmul(self, other)


def matrix_transpose(self):
    """Forward of matrix_transpose(Tensor self) -> Tensor.

    Defined at derivatives.yaml:609.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("matrix_transpose", (self,))
    return np.swapaxes(self, -1, -2)


def inv(self):
    """Forward of inv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:619.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.inv, "(m,m)->(m,m)", self)
    return np.linalg.inv(self)


def det(self):
    """Forward of det(Tensor self) -> Tensor.

    Defined at derivatives.yaml:630.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.det, "(m,m)->()", self)
    return np.linalg.det(self)


def adjugate(self):
    """Forward of adjugate(Tensor self) -> Tensor.

    Defined at derivatives.yaml:652.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("adjugate", (self,))
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(numeric.adjugate, "(m,m)->(m,m)", self)
    return numeric.adjugate(self)


def real_for(self, dtype):
    """Forward of real_for(Tensor self, str dtype) -> Tensor.

    Defined at derivatives.yaml:685.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("real_for", (self, dtype))
    return numeric.real_for(self, dtype)


def slogdet(self):
    """Forward of slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet).

    Defined at derivatives.yaml:696.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.slogdet, "(m,m)->(),()", self)
    return np.linalg.slogdet(self)


def reshape(self, shape):
    """Forward of reshape(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:716.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.reshaped(self, shape)
    return np.reshape(self, shape)


def transpose(self, axes=None):
    """Forward of transpose(Tensor self, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:727.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.transposed(self, axes)
    return np.transpose(self, axes)


def swapaxes(self, axis1, axis2):
    """Forward of swapaxes(Tensor self, int axis1, int axis2) -> Tensor.

    Defined at derivatives.yaml:738.
    """
    return np.swapaxes(self, axis1, axis2)


def expand_dims(self, axis):
    """Forward of expand_dims(Tensor self, int[] axis) -> Tensor.

    Defined at derivatives.yaml:748.
    """
    return np.expand_dims(self, axis)


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:758.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:768.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("sum_to", (self, shape))
    return numeric.sum_to(self, shape)


def concatenate(arrays, axis=0):
    """Forward of concatenate(Tensor[] arrays, int? axis=0) -> Tensor.

    Defined at derivatives.yaml:777.
    """
    return np.concatenate(arrays, axis)


def split(self, indices_or_sections, axis=0):
    """Forward of split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:791.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.split_of(self, indices_or_sections, axis, "split")
    return np.split(self, indices_or_sections, axis)


def take(self, indices, axis=None):
    """Forward of take(Tensor self, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:804.
    """
    if (tracer := numeric.batched_among(indices)) is not None:
        return tracer.__derivgen_apply__("take", (self, indices, axis))
    if (type(self) is not np.ndarray or type(indices) is not np.ndarray) and numeric.raw_engine_of(
        self, indices
    ) == "dask":
        return numeric.take_of(self, indices, axis)
    return np.take(self, indices, axis)


def untake(self, shape, indices, axis=None):
    """Forward of untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:819.
    """
    if (type(self) is not np.ndarray or type(indices) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, indices)
    ) is not None:
        return tracer.__derivgen_apply__("untake", (self, shape, indices, axis))
    return numeric.untake(self, shape, indices, axis)


def getitem(self, index):
    """Forward of getitem(Tensor self, Index index) -> Tensor.

    Defined at derivatives.yaml:832.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("getitem", (self, index))
    if (tracer := numeric.batched_among(index)) is not None:
        return tracer.__derivgen_apply__("getitem", (self, index))
    return self[index]


def index_add(self, shape, index):
    """Forward of index_add(Tensor self, int[] shape, Index index) -> Tensor.

    Defined at derivatives.yaml:846.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("index_add", (self, shape, index))
    if (tracer := numeric.batched_among(index)) is not None:
        return tracer.__derivgen_apply__("index_add", (self, shape, index))
    return numeric.index_add(self, shape, index)


def setitem(self, index, value):
    """Forward of setitem(Tensor self, Index index, Tensor value) -> Tensor.

    Defined at derivatives.yaml:857.
    """
    if (type(self) is not np.ndarray or type(value) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, value)
    ) is not None:
        return tracer.__derivgen_apply__("setitem", (self, index, value))
    if (tracer := numeric.batched_among(index)) is not None:
        return tracer.__derivgen_apply__("setitem", (self, index, value))
    return numeric.setitem(self, index, value)


def astype(self, dtype):
    """Forward of astype(Tensor self, str dtype) -> Tensor.

    Defined at derivatives.yaml:880.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("astype", (self, dtype))
    return self.astype(dtype)


def squeeze(self, axis=None):
    """Forward of squeeze(Tensor self, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:893.
    """
    return np.squeeze(self, axis)


def ones_like(self, *, shape=None):
    """Forward of ones_like(Tensor self, *, int[]? shape=None) -> Tensor.

    Defined at derivatives.yaml:903.
    """
    return np.ones_like(self, shape=shape)


def min(self, axis=None, *, keepdims=False):
    """Forward of min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:915.
    """
    return np.min(self, axis, keepdims=keepdims)


def arcsin(self):
    """Forward of arcsin(Tensor self) -> Tensor.

    Defined at derivatives.yaml:939.
    """
    return np.arcsin(self)


def arccos(self):
    """Forward of arccos(Tensor self) -> Tensor.

    Defined at derivatives.yaml:953.
    """
    return np.arccos(self)


def arcsinh(self):
    """Forward of arcsinh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:965.
    """
    return np.arcsinh(self)


def arccosh(self):
    """Forward of arccosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:978.
    """
    return np.arccosh(self)


def arctanh(self):
    """Forward of arctanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:992.
    """
    return np.arctanh(self)


def exp2(self):
    """Forward of exp2(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1004.
    """
    return np.exp2(self)


def log2(self):
    """Forward of log2(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1014.
    """
    return np.log2(self)


def log10(self):
    """Forward of log10(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1025.
    """
    return np.log10(self)


def cbrt(self):
    """Forward of cbrt(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1036.
    """
    return np.cbrt(self)


def fabs(self):
    """Forward of fabs(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1051.
    """
    return np.fabs(self)


def positive(self):
    """Forward of positive(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1061.
    """
    return np.positive(self)


def deg2rad(self):
    """Forward of deg2rad(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1072.
    """
    return np.deg2rad(self)


def radians(self):
    """Forward of radians(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1082.
    """
    return np.radians(self)


def rad2deg(self):
    """Forward of rad2deg(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1092.
    """
    return np.rad2deg(self)


def degrees(self):
    """Forward of degrees(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1102.
    """
    return np.degrees(self)


def sinc(self):
    """Forward of sinc(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1112.
    """
    return np.sinc(self)


def floor(self):
    """Forward of floor(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1138.
    """
    return np.floor(self)


def ceil(self):
    """Forward of ceil(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1148.
    """
    return np.ceil(self)


def rint(self):
    """Forward of rint(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1158.
    """
    return np.rint(self)


def trunc(self):
    """Forward of trunc(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1169.
    """
    return np.trunc(self)


def fix(self):
    """Forward of fix(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1179.
    """
    return np.fix(self)


def round(self, decimals=0):
    """Forward of round(Tensor self, int decimals=0) -> Tensor.

    Defined at derivatives.yaml:1189.
    """
    return np.round(self, decimals)


def around(self, decimals=0):
    """Forward of around(Tensor self, int decimals=0) -> Tensor.

    Defined at derivatives.yaml:1200.
    """
    return np.around(self, decimals)


def heaviside(self, other):
    """Forward of heaviside(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1211.
    """
    return np.heaviside(self, other)


def float_power(self, other):
    """Forward of float_power(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1224.
    """
    return np.float_power(self, other)


def hypot(self, other):
    """Forward of hypot(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1247.
    """
    return np.hypot(self, other)


def fmax(self, other):
    """Forward of fmax(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1269.
    """
    return np.fmax(self, other)


def fmin(self, other):
    """Forward of fmin(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1292.
    """
    return np.fmin(self, other)


def logaddexp(self, other):
    """Forward of logaddexp(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1315.
    """
    return np.logaddexp(self, other)


def logaddexp2(self, other):
    """Forward of logaddexp2(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1339.
    """
    return np.logaddexp2(self, other)


def copysign(self, other):
    """Forward of copysign(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1359.
    """
    return np.copysign(self, other)


def fmod(self, other):
    """Forward of fmod(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1379.
    """
    return np.fmod(self, other)


def remainder(self, other):
    """Forward of remainder(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1399.
    """
    return np.remainder(self, other)


def floor_divide(self, other):
    """Forward of floor_divide(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1419.
    """
    return np.floor_divide(self, other)


def divmod(self, other):
    """Forward of divmod(Tensor self, Tensor other) -> (Tensor quotient, Tensor remainder).

    Defined at derivatives.yaml:1431.
    """
    return np.divmod(self, other)


def clip(self, a_min=None, a_max=None):
    """Forward of clip(Tensor self, Tensor? a_min=None, Tensor? a_max=None) -> Tensor.

    Defined at derivatives.yaml:1445.
    """
    return np.clip(self, a_min, a_max)


def ldexp(self, other):
    """Forward of ldexp(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1492.
    """
    return np.ldexp(self, other)


def frexp(self):
    """Forward of frexp(Tensor self) -> (Tensor mantissa, Tensor exponent).

    Defined at derivatives.yaml:1509.
    """
    return np.frexp(self)


def modf(self):
    """Forward of modf(Tensor self) -> (Tensor fractional, Tensor integral).

    Defined at derivatives.yaml:1523.
    """
    return np.modf(self)


def conjugate(self):
    """Forward of conjugate(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1536.
    """
    return np.conjugate(self)


def real(self):
    """Forward of real(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1548.
    """
    return np.real(self)


def imag(self):
    """Forward of imag(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1560.
    """
    return np.imag(self)


def angle(self):
    """Forward of angle(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1572.
    """
    return np.angle(self)


def nan_to_num(self, *, nan=0.0, posinf=None, neginf=None):
    """Forward of nan_to_num(Tensor self, *, float nan=0.0, float? posinf=None, float? neginf=None) -> Tensor.

    Defined at derivatives.yaml:1590.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.blockwise(np.nan_to_num, self, nan=nan, posinf=posinf, neginf=neginf)
    return np.nan_to_num(self, nan=nan, posinf=posinf, neginf=neginf)


def sigmoid(self):
    """Forward of sigmoid(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1621.
    """
    return scipy.special.expit(self)


def log_expit(self):
    """Forward of log_expit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1632.
    """
    return scipy.special.log_expit(self)


def log_sigmoid(self):
    """Forward of log_sigmoid(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1645.
    """
    return scipy.special.log_expit(self)


def softplus(self):
    """Forward of softplus(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1656.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("softplus", (self,))
    return np.logaddexp(0.0, self)


def relu(self):
    """Forward of relu(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1669.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("relu", (self,))
    return np.maximum(self, 0.0)


def gelu(self):
    """Forward of gelu(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1681.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("gelu", (self,))
    return numeric.gelu(self)


def gelu_tanh(self):
    """Forward of gelu_tanh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1694.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("gelu_tanh", (self,))
    return 0.5 * self * (1 + np.tanh(0.7978845608028654 * (self + 0.044715 * self**3)))


def softmax(self, axis=-1):
    """Forward of softmax(Tensor self, int[]? axis=-1) -> Tensor.

    Defined at derivatives.yaml:1710.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("softmax", (self, axis))
    return numeric.softmax(self, axis)


def log_softmax(self, axis=-1):
    """Forward of log_softmax(Tensor self, int[]? axis=-1) -> Tensor.

    Defined at derivatives.yaml:1734.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("log_softmax", (self, axis))
    return numeric.log_softmax(self, axis)


def logsumexp(self, axis=None, *, keepdims=False):
    """Forward of logsumexp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:1755.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("logsumexp", (self, axis, keepdims))
    return numeric.logsumexp(self, axis, keepdims)


def softmax_cross_entropy(logits, labels, axis=-1):
    """Forward of softmax_cross_entropy(Tensor logits, Tensor labels, int axis=-1) -> Tensor.

    Defined at derivatives.yaml:1778.
    """
    if (type(logits) is not np.ndarray or type(labels) is not np.ndarray) and (
        tracer := numeric.tracer_among(logits, labels)
    ) is not None:
        return tracer.__derivgen_apply__("softmax_cross_entropy", (logits, labels, axis))
    return numeric.softmax_cross_entropy(logits, labels, axis)


def erf(self):
    """Forward of erf(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1803.
    """
    return scipy.special.erf(self)


def erfc(self):
    """Forward of erfc(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1813.
    """
    return scipy.special.erfc(self)


def erfcx(self):
    """Forward of erfcx(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1823.
    """
    return scipy.special.erfcx(self)


def erfinv(self):
    """Forward of erfinv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1836.
    """
    return scipy.special.erfinv(self)


def erfcinv(self):
    """Forward of erfcinv(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1847.
    """
    return scipy.special.erfcinv(self)


def ndtr(self):
    """Forward of ndtr(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1858.
    """
    return scipy.special.ndtr(self)


def log_ndtr(self):
    """Forward of log_ndtr(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1868.
    """
    return scipy.special.log_ndtr(self)


def logit(self):
    """Forward of logit(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1888.
    """
    return scipy.special.logit(self)


def gamma(self):
    """Forward of gamma(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1899.
    """
    return scipy.special.gamma(self)


def gammaln(self):
    """Forward of gammaln(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1915.
    """
    return scipy.special.gammaln(self)


def digamma(self):
    """Forward of digamma(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1929.
    """
    return scipy.special.digamma(self)


def polygamma(n, self):
    """Forward of polygamma(int n, Tensor self) -> Tensor.

    Defined at derivatives.yaml:1947.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("polygamma", (n, self))
    return numeric.polygamma(n, self)


def xlogy(self, other):
    """Forward of xlogy(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1964.
    """
    return scipy.special.xlogy(self, other)


def xlog1py(self, other):
    """Forward of xlog1py(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:1979.
    """
    return scipy.special.xlog1py(self, other)


def entr(self):
    """Forward of entr(Tensor self) -> Tensor.

    Defined at derivatives.yaml:1994.
    """
    return scipy.special.entr(self)


def rel_entr(self, other):
    """Forward of rel_entr(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2007.
    """
    return scipy.special.rel_entr(self, other)


def kl_div(self, other):
    """Forward of kl_div(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2021.
    """
    return scipy.special.kl_div(self, other)


def amax(self, axis=None, *, keepdims=False):
    """Forward of amax(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2042.
    """
    return np.amax(self, axis, keepdims=keepdims)


def amin(self, axis=None, *, keepdims=False):
    """Forward of amin(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2062.
    """
    return np.amin(self, axis, keepdims=keepdims)


def ptp(self, axis=None, *, keepdims=False):
    """Forward of ptp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2082.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return np.max(self, axis, keepdims=keepdims) - np.min(self, axis, keepdims=keepdims)
    return np.ptp(self, axis, keepdims=keepdims)


def var(self, axis=None, *, ddof=0, keepdims=False):
    """Forward of var(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2108.
    """
    return np.var(self, axis, ddof=ddof, keepdims=keepdims)


def std(self, axis=None, *, ddof=0, keepdims=False):
    """Forward of std(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2126.
    """
    return np.std(self, axis, ddof=ddof, keepdims=keepdims)


def average(self, axis=None, weights=None, *, keepdims=False):
    """Forward of average(Tensor self, int[]? axis=None, Tensor? weights=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2154.
    """
    if (type(self) is not np.ndarray or type(weights) is not np.ndarray) and numeric.raw_engine_of(
        self, weights
    ) == "dask":
        return np.average(
            self,
            numeric.average_axis(axis),
            numeric.average_weights(self, axis, weights),
            keepdims=keepdims,
        )
    return np.average(self, axis, weights, keepdims=keepdims)


def trace(self, offset=0, axis1=0, axis2=1):
    """Forward of trace(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor.

    Defined at derivatives.yaml:2197.
    """
    return np.trace(self, offset, axis1, axis2)


def nansum(self, axis=None, *, keepdims=False):
    """Forward of nansum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2214.
    """
    return np.nansum(self, axis, keepdims=keepdims)


def nanmean(self, axis=None, *, keepdims=False):
    """Forward of nanmean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:2228.
    """
    return np.nanmean(self, axis, keepdims=keepdims)


def cumsum(self, axis=None):
    """Forward of cumsum(Tensor self, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:2251.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return np.cumsum(numeric.raveled(self, axis), numeric.axis_or_zero(axis))
    return np.cumsum(self, axis)


def cumprod(self, axis=None):
    """Forward of cumprod(Tensor self, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:2266.
    """
    return np.cumprod(self, axis)


def linear_scan(self, coef, axis, reverse=False):
    """Forward of linear_scan(Tensor self, Tensor coef, int axis, bool reverse=False) -> Tensor.

    Defined at derivatives.yaml:2289.
    """
    if (type(self) is not np.ndarray or type(coef) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, coef)
    ) is not None:
        return tracer.__derivgen_apply__("linear_scan", (self, coef, axis, reverse))
    return numeric.linear_scan(self, coef, axis, reverse)


def ravel(self):
    """Forward of ravel(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2312.
    """
    return np.ravel(self)


def atleast_1d(self):
    """Forward of atleast_1d(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2322.
    """
    return np.atleast_1d(self)


def atleast_2d(self):
    """Forward of atleast_2d(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2332.
    """
    return np.atleast_2d(self)


def atleast_3d(self):
    """Forward of atleast_3d(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2342.
    """
    return np.atleast_3d(self)


def moveaxis(self, source, destination):
    """Forward of moveaxis(Tensor self, int[] source, int[] destination) -> Tensor.

    Defined at derivatives.yaml:2352.
    """
    return np.moveaxis(self, source, destination)


def stack(arrays, axis=0):
    """Forward of stack(Tensor[] arrays, int axis=0) -> Tensor.

    Defined at derivatives.yaml:2364.
    """
    return np.stack(arrays, axis)


def unstack(self, axis=0):
    """Forward of unstack(Tensor self, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:2377.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("unstack", (self, axis))
    return numeric.unstack(self, axis)


def hstack(tup):
    """Forward of hstack(Tensor[] tup) -> Tensor.

    Defined at derivatives.yaml:2387.
    """
    if numeric.raw_engine_of(tup) == "dask":
        return np.hstack(numeric.at_least_1d(tup))
    return np.hstack(tup)


def vstack(tup):
    """Forward of vstack(Tensor[] tup) -> Tensor.

    Defined at derivatives.yaml:2403.
    """
    return np.vstack(tup)


def dstack(tup):
    """Forward of dstack(Tensor[] tup) -> Tensor.

    Defined at derivatives.yaml:2418.
    """
    return np.dstack(tup)


def column_stack(tup):
    """Forward of column_stack(Tensor[] tup) -> Tensor.

    Defined at derivatives.yaml:2432.
    """
    if numeric.raw_engine_of(tup) == "dask":
        return np.concatenate(numeric.as_columns(tup), 1)
    return np.column_stack(tup)


def reshape_concatenate(arrays, layouts, axis):
    """Forward of reshape_concatenate(Tensor[] arrays, int[] layouts, int axis) -> Tensor.

    Defined at derivatives.yaml:2447.
    """
    if type(arrays) is not np.ndarray and (tracer := numeric.tracer_among(arrays)) is not None:
        return tracer.__derivgen_apply__("reshape_concatenate", (arrays, layouts, axis))
    return numeric.reshape_concatenate(arrays, layouts, axis)


def unconcatenate(self, layouts, shapes, axis):
    """Forward of unconcatenate(Tensor self, int[] layouts, int[] shapes, int axis) -> Tensor[].

    Defined at derivatives.yaml:2458.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("unconcatenate", (self, layouts, shapes, axis))
    return numeric.unconcatenate(self, layouts, shapes, axis)


def array_split(self, indices_or_sections, axis=0):
    """Forward of array_split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:2469.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.split_of(self, indices_or_sections, axis, "array_split")
    return np.array_split(self, indices_or_sections, axis)


def hsplit(self, indices_or_sections):
    """Forward of hsplit(Tensor self, int[] indices_or_sections) -> Tensor[].

    Defined at derivatives.yaml:2482.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.split_of(self, indices_or_sections, 0, "hsplit")
    return np.hsplit(self, indices_or_sections)


def vsplit(self, indices_or_sections):
    """Forward of vsplit(Tensor self, int[] indices_or_sections) -> Tensor[].

    Defined at derivatives.yaml:2495.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.split_of(self, indices_or_sections, 0, "vsplit")
    return np.vsplit(self, indices_or_sections)


def dsplit(self, indices_or_sections):
    """Forward of dsplit(Tensor self, int[] indices_or_sections) -> Tensor[].

    Defined at derivatives.yaml:2506.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.split_of(self, indices_or_sections, 0, "dsplit")
    return np.dsplit(self, indices_or_sections)


def flip(self, axis=None):
    """Forward of flip(Tensor self, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:2517.
    """
    return np.flip(self, axis)


def fliplr(self):
    """Forward of fliplr(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2531.
    """
    return np.fliplr(self)


def flipud(self):
    """Forward of flipud(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2541.
    """
    return np.flipud(self)


def roll(self, shift, axis=None):
    """Forward of roll(Tensor self, int[] shift, int[]? axis=None) -> Tensor.

    Defined at derivatives.yaml:2551.
    """
    return np.roll(self, shift, axis)


def rot90(self, k=1, axes=(0, 1)):
    """Forward of rot90(Tensor self, int k=1, int[] axes=(0, 1)) -> Tensor.

    Defined at derivatives.yaml:2564.
    """
    return np.rot90(self, k, axes)


def tile(self, reps):
    """Forward of tile(Tensor self, int[] reps) -> Tensor.

    Defined at derivatives.yaml:2578.
    """
    return np.tile(self, reps)


def repeat(self, repeats, axis=None):
    """Forward of repeat(Tensor self, int[] repeats, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:2596.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return np.take(
            numeric.raveled(self, axis),
            numeric.repeat_indices(self.shape, repeats, axis),
            numeric.axis_or_zero(axis),
        )
    return np.repeat(self, repeats, axis)


def diagonal(self, offset=0, axis1=0, axis2=1):
    """Forward of diagonal(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor.

    Defined at derivatives.yaml:2613.
    """
    return np.diagonal(self, offset, axis1, axis2)


def diagonal_embed(self, shape, offset=0, axis1=0, axis2=1):
    """Forward of diagonal_embed(Tensor self, int[] shape, int offset=0, int axis1=0, int axis2=1) -> Tensor.

    Defined at derivatives.yaml:2627.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("diagonal_embed", (self, shape, offset, axis1, axis2))
    return numeric.diagonal_embed(self, shape, offset, axis1, axis2)


def diag(self, k=0):
    """Forward of diag(Tensor self, int k=0) -> Tensor.

    Defined at derivatives.yaml:2640.
    """
    return np.diag(self, k)


def triu(self, k=0):
    """Forward of triu(Tensor self, int k=0) -> Tensor.

    Defined at derivatives.yaml:2654.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.triangle(self, k, False)
    return np.triu(self, k)


def tril(self, k=0):
    """Forward of tril(Tensor self, int k=0) -> Tensor.

    Defined at derivatives.yaml:2666.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.triangle(self, k, True)
    return np.tril(self, k)


def pad(self, pad_width, mode="constant", *, constant_values=0):
    """Forward of pad(Tensor self, int[] pad_width, str mode="constant", *, Scalar constant_values=0) -> Tensor.

    Defined at derivatives.yaml:2678.
    """
    return np.pad(self, pad_width, mode, constant_values=constant_values)


def diff(self, n=1, axis=-1):
    """Forward of diff(Tensor self, int n=1, int axis=-1) -> Tensor.

    Defined at derivatives.yaml:2695.
    """
    return np.diff(self, n, axis)


def take_along_axis(self, indices, axis=-1):
    """Forward of take_along_axis(Tensor self, Tensor indices, int? axis=-1) -> Tensor.

    Defined at derivatives.yaml:2718.
    """
    if (type(self) is not np.ndarray or type(indices) is not np.ndarray) and numeric.raw_engine_of(
        self, indices
    ) == "dask":
        return numeric.take_along_axis_of(self, indices, axis)
    return np.take_along_axis(self, indices, axis)


def untake_along_axis(self, shape, indices, axis=-1):
    """Forward of untake_along_axis(Tensor self, int[] shape, Tensor indices, int? axis=-1) -> Tensor.

    Defined at derivatives.yaml:2735.
    """
    if (type(self) is not np.ndarray or type(indices) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, indices)
    ) is not None:
        return tracer.__derivgen_apply__("untake_along_axis", (self, shape, indices, axis))
    if (type(self) is not np.ndarray or type(indices) is not np.ndarray) and numeric.raw_engine_of(
        self, indices
    ) == "dask":
        return numeric.untake_along_axis_of(self, shape, indices, axis)
    return numeric.untake_along_axis(self, shape, indices, axis)


def sort(self, axis=-1, kind=None, *, stable=None):
    """Forward of sort(Tensor self, int? axis=-1, str? kind=None, *, bool? stable=None) -> Tensor.

    Defined at derivatives.yaml:2751.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.sort_of(self, axis, kind, stable)
    return np.sort(self, axis, kind, stable=stable)


def einsum(subscripts, operands):
    """Forward of einsum(str subscripts, Tensor[] operands) -> Tensor.

    Defined at derivatives.yaml:2780.
    """
    return np.einsum(subscripts, *operands)


def einsum_terms(operands, plan):
    """Forward of einsum_terms(Tensor[] operands, str plan) -> Tensor[].

    Defined at derivatives.yaml:2805.
    """
    if type(operands) is not np.ndarray and (tracer := numeric.tracer_among(operands)) is not None:
        return tracer.__derivgen_apply__("einsum_terms", (operands, plan))
    return numeric.einsum_terms(operands, plan)


def dot(self, other):
    """Forward of dot(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2816.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return self * other if self.ndim == 0 or other.ndim == 0 else np.dot(self, other)
    return np.dot(self, other)


def vdot(self, other):
    """Forward of vdot(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2840.
    """
    return np.vdot(self, other)


def inner(self, other):
    """Forward of inner(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2853.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return (
            self * other
            if self.ndim == 0 or other.ndim == 0
            else numeric.tensordot_of(self, other, (-1, -1))
        )
    return np.inner(self, other)


def outer(self, other):
    """Forward of outer(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2873.
    """
    return np.outer(self, other)


def tensordot(self, other, axes=2):
    """Forward of tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor.

    Defined at derivatives.yaml:2886.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.tensordot_of(self, other, axes)
    return np.tensordot(self, other, axes)


def kron(self, other):
    """Forward of kron(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:2912.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.kron_of(self, other)
    return np.kron(self, other)


def multi_dot(arrays):
    """Forward of multi_dot(Tensor[] arrays) -> Tensor.

    Defined at derivatives.yaml:2936.
    """
    if numeric.raw_engine_of(arrays) == "dask":
        return numeric.multi_dot_of(arrays)
    return np.linalg.multi_dot(arrays)


def cross(self, other, axisa=-1, axisb=-1, axisc=-1, axis=None):
    """Forward of cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:2949.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.cross_of(self, other, axisa, axisb, axisc, axis)
    return np.cross(self, other, axisa, axisb, axisc, axis)


def tril_part(self, k=0):
    """Forward of tril_part(Tensor self, int k=0) -> Tensor.

    Defined at derivatives.yaml:2972.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("tril_part", (self, k))
    return np.tril(self, k)


def fold_triangle(self, UPLO="L"):
    """Forward of fold_triangle(Tensor self, str UPLO="L") -> Tensor.

    Defined at derivatives.yaml:2981.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("fold_triangle", (self, UPLO))
    return numeric.fold_triangle(self, UPLO)


def mirror_triangle(self, UPLO="L"):
    """Forward of mirror_triangle(Tensor self, str UPLO="L") -> Tensor.

    Defined at derivatives.yaml:2990.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("mirror_triangle", (self, UPLO))
    return numeric.mirror_triangle(self, UPLO)


def inverse_gaps(self):
    """Forward of inverse_gaps(Tensor self) -> Tensor.

    Defined at derivatives.yaml:2999.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("inverse_gaps", (self,))
    return numeric.inverse_gaps(self)


def reciprocal_nonzero(self):
    """Forward of reciprocal_nonzero(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3012.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("reciprocal_nonzero", (self,))
    return numeric.reciprocal_nonzero(self)


def solve(a, b):
    """Forward of solve(Tensor a, Tensor b) -> Tensor.

    Defined at derivatives.yaml:3024.
    """
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and numeric.raw_engine_of(
        a, b
    ) == "dask":
        return numeric.gufunc(
            np.linalg.solve, "(m,m),(m)->(m)" if b.ndim == 1 else "(m,m),(m,n)->(m,n)", a, b
        )
    return np.linalg.solve(a, b)


def pinv(self, rcond=None):
    """Forward of pinv(Tensor self, float? rcond=None) -> Tensor.

    Defined at derivatives.yaml:3051.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.pinv, "(m,n)->(n,m)", self, rcond=rcond)
    return np.linalg.pinv(self, rcond)


def cholesky(self):
    """Forward of cholesky(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3073.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.cholesky, "(m,m)->(m,m)", self)
    return np.linalg.cholesky(self)


def eigh(self, UPLO="L"):
    """Forward of eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors).

    Defined at derivatives.yaml:3097.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.eigh, "(m,m)->(m),(m,m)", self, UPLO=UPLO)
    return np.linalg.eigh(self, UPLO)


def eigvalsh(self, UPLO="L"):
    """Forward of eigvalsh(Tensor self, str UPLO="L") -> Tensor.

    Defined at derivatives.yaml:3123.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.eigvalsh, "(m,m)->(m)", self, UPLO=UPLO)
    return np.linalg.eigvalsh(self, UPLO)


def svd(self, full_matrices=True):
    """Forward of svd(Tensor self, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh).

    Defined at derivatives.yaml:3140.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(
            np.linalg.svd,
            "(m,n)->(m,m),(k),(n,n)" if full_matrices else "(m,n)->(m,k),(k),(k,n)",
            self,
            full_matrices=full_matrices,
        )
    return np.linalg.svd(self, full_matrices)


def svdvals(self):
    """Forward of svdvals(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3186.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.svdvals, "(m,n)->(k)", self)
    return np.linalg.svdvals(self)


def qr(self, mode="reduced"):
    """Forward of qr(Tensor self, str mode="reduced") -> (Tensor Q, Tensor R).

    Defined at derivatives.yaml:3202.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(
            np.linalg.qr,
            "(m,n)->(m,m),(m,n)" if mode == "complete" else "(m,n)->(m,k),(k,n)",
            self,
            mode=mode,
        )
    return np.linalg.qr(self, mode)


def matrix_power(self, n):
    """Forward of matrix_power(Tensor self, int n) -> Tensor.

    Defined at derivatives.yaml:3231.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.matrix_power, "(m,m)->(m,m)", self, n=n)
    return np.linalg.matrix_power(self, n)


def lstsq(a, b, rcond=None):
    """Forward of lstsq(Tensor a, Tensor b, float? rcond=None) -> (Tensor x, Tensor residuals, Tensor rank, Tensor s).

    Defined at derivatives.yaml:3255.
    """
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and numeric.raw_engine_of(
        a, b
    ) == "dask":
        return numeric.lstsq_of(a, b, rcond)
    return np.linalg.lstsq(a, b, rcond)


def norm(self, ord=None, axis=None, keepdims=False):
    """Forward of norm(Tensor self, Scalar? ord=None, int[]? axis=None, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3300.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.matrix_norm(self, ord, axis, keepdims)
    return np.linalg.norm(self, ord, axis, keepdims)


def silu(self):
    """Forward of silu(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3405.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("silu", (self,))
    return self * np.exp(-np.logaddexp(0.0, -self))


def mish(self):
    """Forward of mish(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3421.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("mish", (self,))
    return self * np.tanh(np.logaddexp(0.0, self))


def elu(self, alpha=1.0):
    """Forward of elu(Tensor self, float alpha=1.0) -> Tensor.

    Defined at derivatives.yaml:3438.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("elu", (self, alpha))
    return numeric.elu(self, alpha)


def selu(self):
    """Forward of selu(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3451.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("selu", (self,))
    return numeric.selu(self)


def celu(self, alpha=1.0):
    """Forward of celu(Tensor self, float alpha=1.0) -> Tensor.

    Defined at derivatives.yaml:3464.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("celu", (self, alpha))
    return numeric.celu(self, alpha)


def leaky_relu(self, negative_slope=0.01):
    """Forward of leaky_relu(Tensor self, float negative_slope=0.01) -> Tensor.

    Defined at derivatives.yaml:3477.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("leaky_relu", (self, negative_slope))
    return numeric.leaky_relu(self, negative_slope)


def hardtanh(self, min_val=-1.0, max_val=1.0):
    """Forward of hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0) -> Tensor.

    Defined at derivatives.yaml:3488.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("hardtanh", (self, min_val, max_val))
    return numeric.hardtanh(self, min_val, max_val)


def relu6(self):
    """Forward of relu6(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3503.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("relu6", (self,))
    return np.minimum(np.maximum(self, 0), 6)


def hardsigmoid(self):
    """Forward of hardsigmoid(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3514.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("hardsigmoid", (self,))
    return np.minimum(np.maximum(self + 3, 0), 6) / 6


def hardswish(self):
    """Forward of hardswish(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3525.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("hardswish", (self,))
    return self * np.minimum(np.maximum(self + 3, 0), 6) / 6


def softsign(self):
    """Forward of softsign(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3539.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("softsign", (self,))
    return self / (1 + np.abs(self))


def logcosh(self):
    """Forward of logcosh(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3550.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("logcosh", (self,))
    return np.abs(self) + np.log1p(np.exp(-2 * np.abs(self))) - 0.6931471805599453


def squareplus(self, b=4.0):
    """Forward of squareplus(Tensor self, float b=4.0) -> Tensor.

    Defined at derivatives.yaml:3562.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("squareplus", (self, b))
    return numeric.squareplus(self, b)


def smooth_l1(self, beta=1.0):
    """Forward of smooth_l1(Tensor self, float beta=1.0) -> Tensor.

    Defined at derivatives.yaml:3586.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("smooth_l1", (self, beta))
    return numeric.smooth_l1(self, beta)


def huber(delta, r):
    """Forward of huber(Tensor delta, Tensor r) -> Tensor.

    Defined at derivatives.yaml:3602.
    """
    return scipy.special.huber(delta, r)


def pseudo_huber(delta, r):
    """Forward of pseudo_huber(Tensor delta, Tensor r) -> Tensor.

    Defined at derivatives.yaml:3625.
    """
    return scipy.special.pseudo_huber(delta, r)


def i0(self):
    """Forward of i0(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3654.
    """
    return scipy.special.i0(self)


def i1(self):
    """Forward of i1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3664.
    """
    return scipy.special.i1(self)


def i0e(self):
    """Forward of i0e(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3674.
    """
    return scipy.special.i0e(self)


def i1e(self):
    """Forward of i1e(Tensor self) -> Tensor.

    Defined at derivatives.yaml:3687.
    """
    return scipy.special.i1e(self)


def beta(a, b):
    """Forward of beta(Tensor a, Tensor b) -> Tensor.

    Defined at derivatives.yaml:3701.
    """
    return scipy.special.beta(a, b)


def betaln(a, b):
    """Forward of betaln(Tensor a, Tensor b) -> Tensor.

    Defined at derivatives.yaml:3713.
    """
    return scipy.special.betaln(a, b)


def nanmax(self, axis=None, *, keepdims=False):
    """Forward of nanmax(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3733.
    """
    return np.nanmax(self, axis, keepdims=keepdims)


def nanmin(self, axis=None, *, keepdims=False):
    """Forward of nanmin(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3758.
    """
    return np.nanmin(self, axis, keepdims=keepdims)


def nanprod(self, axis=None, *, keepdims=False):
    """Forward of nanprod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3781.
    """
    return np.nanprod(self, axis, keepdims=keepdims)


def nanvar(self, axis=None, *, ddof=0, keepdims=False):
    """Forward of nanvar(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3802.
    """
    return np.nanvar(self, axis, ddof=ddof, keepdims=keepdims)


def nanstd(self, axis=None, *, ddof=0, keepdims=False):
    """Forward of nanstd(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3828.
    """
    return np.nanstd(self, axis, ddof=ddof, keepdims=keepdims)


def nancumsum(self, axis=None):
    """Forward of nancumsum(Tensor self, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:3861.
    """
    return np.nancumsum(self, axis)


def nancumprod(self, axis=None):
    """Forward of nancumprod(Tensor self, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:3876.
    """
    return np.nancumprod(self, axis)


def median(self, axis=None, *, keepdims=False):
    """Forward of median(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3914.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.quantile_of(np.median, self, None, axis, keepdims)
    return np.median(self, axis, keepdims=keepdims)


def nanmedian(self, axis=None, *, keepdims=False):
    """Forward of nanmedian(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3941.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.quantile_of(np.nanmedian, self, None, axis, keepdims)
    return np.nanmedian(self, axis, keepdims=keepdims)


def quantile(self, q, axis=None, *, keepdims=False):
    """Forward of quantile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3963.
    """
    if (type(self) is not np.ndarray or type(q) is not np.ndarray) and numeric.raw_engine_of(
        self, q
    ) == "dask":
        return numeric.quantile_of(np.quantile, self, q, axis, keepdims)
    return np.quantile(self, q, axis, keepdims=keepdims)


def nanquantile(self, q, axis=None, *, keepdims=False):
    """Forward of nanquantile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:3999.
    """
    if (type(self) is not np.ndarray or type(q) is not np.ndarray) and numeric.raw_engine_of(
        self, q
    ) == "dask":
        return numeric.quantile_of(np.nanquantile, self, q, axis, keepdims)
    return np.nanquantile(self, q, axis, keepdims=keepdims)


def percentile(self, q, axis=None, *, keepdims=False):
    """Forward of percentile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:4028.
    """
    if (type(self) is not np.ndarray or type(q) is not np.ndarray) and numeric.raw_engine_of(
        self, q
    ) == "dask":
        return numeric.quantile_of(np.quantile, self, q, axis, keepdims, 100.0)
    return np.percentile(self, q, axis, keepdims=keepdims)


def nanpercentile(self, q, axis=None, *, keepdims=False):
    """Forward of nanpercentile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at derivatives.yaml:4053.
    """
    if (type(self) is not np.ndarray or type(q) is not np.ndarray) and numeric.raw_engine_of(
        self, q
    ) == "dask":
        return numeric.quantile_of(np.nanquantile, self, q, axis, keepdims, 100.0)
    return np.nanpercentile(self, q, axis, keepdims=keepdims)


def interp(x, xp, fp, left=None, right=None):
    """Forward of interp(Tensor x, Tensor xp, Tensor fp, Tensor? left=None, Tensor? right=None) -> Tensor.

    Defined at derivatives.yaml:4080.
    """
    if (tracer := numeric.batched_among(left, right)) is not None:
        return tracer.__derivgen_apply__("interp", (x, xp, fp, left, right))
    if (
        type(x) is not np.ndarray
        or type(xp) is not np.ndarray
        or type(fp) is not np.ndarray
        or type(left) is not np.ndarray
        or type(right) is not np.ndarray
    ) and numeric.raw_engine_of(x, xp, fp, left, right) == "dask":
        return numeric.interp_of(x, xp, fp, left, right)
    return np.interp(x, xp, fp, left, right)


def convolve(a, v, mode="full"):
    """Forward of convolve(Tensor a, Tensor v, str mode="full") -> Tensor.

    Defined at derivatives.yaml:4153.
    """
    if (type(a) is not np.ndarray or type(v) is not np.ndarray) and numeric.raw_engine_of(
        a, v
    ) == "dask":
        return numeric.convolve_of(a, v, mode, "convolve")
    return np.convolve(a, v, mode)


def correlate(a, v, mode="valid"):
    """Forward of correlate(Tensor a, Tensor v, str mode="valid") -> Tensor.

    Defined at derivatives.yaml:4180.
    """
    if (type(a) is not np.ndarray or type(v) is not np.ndarray) and numeric.raw_engine_of(
        a, v
    ) == "dask":
        return numeric.convolve_of(a, v, mode, "correlate")
    return np.correlate(a, v, mode)


def copy(self):
    """Forward of copy(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4209.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return self.copy()
    return np.copy(self)


def full_like(self, fill_value, *, shape=None):
    """Forward of full_like(Tensor self, Tensor fill_value, *, int[]? shape=None) -> Tensor.

    Defined at derivatives.yaml:4222.
    """
    if (tracer := numeric.batched_among(fill_value)) is not None:
        return tracer.__derivgen_apply__("full_like", (self, fill_value, shape))
    if (
        type(self) is not np.ndarray or type(fill_value) is not np.ndarray
    ) and numeric.raw_engine_of(self, fill_value) == "dask":
        return numeric.full_like_of(self, fill_value, shape)
    return np.full_like(self, fill_value, shape=shape)


def cov_orient(self, rowvar=True, second=False):
    """Forward of cov_orient(Tensor self, bool rowvar=True, bool second=False) -> Tensor.

    Defined at derivatives.yaml:4241.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("cov_orient", (self, rowvar, second))
    return numeric.cov_orient(self, rowvar, second)


def cov(m, y=None, rowvar=True, bias=False, ddof=None):
    """Forward of cov(Tensor m, Tensor? y=None, bool rowvar=True, bool bias=False, int? ddof=None) -> Tensor.

    Defined at derivatives.yaml:4252.
    """
    return np.cov(m, y, rowvar, bias, ddof)


def corrcoef(x, y=None, rowvar=True):
    """Forward of corrcoef(Tensor x, Tensor? y=None, bool rowvar=True) -> Tensor.

    Defined at derivatives.yaml:4302.
    """
    return np.corrcoef(x, y, rowvar)


def gammainc(a, x):
    """Forward of gammainc(Tensor a, Tensor x) -> Tensor.

    Defined at derivatives.yaml:4383.
    """
    return scipy.special.gammainc(a, x)


def gammaincc(a, x):
    """Forward of gammaincc(Tensor a, Tensor x) -> Tensor.

    Defined at derivatives.yaml:4398.
    """
    return scipy.special.gammaincc(a, x)


def gammaincinv(a, y):
    """Forward of gammaincinv(Tensor a, Tensor y) -> Tensor.

    Defined at derivatives.yaml:4410.
    """
    return scipy.special.gammaincinv(a, y)


def gammainccinv(a, y):
    """Forward of gammainccinv(Tensor a, Tensor y) -> Tensor.

    Defined at derivatives.yaml:4424.
    """
    return scipy.special.gammainccinv(a, y)


def betainc(a, b, x):
    """Forward of betainc(Tensor a, Tensor b, Tensor x) -> Tensor.

    Defined at derivatives.yaml:4436.
    """
    return scipy.special.betainc(a, b, x)


def betaincc(a, b, x):
    """Forward of betaincc(Tensor a, Tensor b, Tensor x) -> Tensor.

    Defined at derivatives.yaml:4452.
    """
    return scipy.special.betaincc(a, b, x)


def betaincinv(a, b, y):
    """Forward of betaincinv(Tensor a, Tensor b, Tensor y) -> Tensor.

    Defined at derivatives.yaml:4465.
    """
    return scipy.special.betaincinv(a, b, y)


def iv(v, z):
    """Forward of iv(Tensor v, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4480.
    """
    return scipy.special.iv(v, z)


def ive(v, z):
    """Forward of ive(Tensor v, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4492.
    """
    return scipy.special.ive(v, z)


def kv(v, z):
    """Forward of kv(Tensor v, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4506.
    """
    return scipy.special.kv(v, z)


def kve(v, z):
    """Forward of kve(Tensor v, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4518.
    """
    return scipy.special.kve(v, z)


def jv(v, z):
    """Forward of jv(Tensor v, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4530.
    """
    return scipy.special.jv(v, z)


def yv(v, z):
    """Forward of yv(Tensor v, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4542.
    """
    return scipy.special.yv(v, z)


def j0(self):
    """Forward of j0(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4554.
    """
    return scipy.special.j0(self)


def j1(self):
    """Forward of j1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4563.
    """
    return scipy.special.j1(self)


def y0(self):
    """Forward of y0(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4573.
    """
    return scipy.special.y0(self)


def y1(self):
    """Forward of y1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4583.
    """
    return scipy.special.y1(self)


def k0(self):
    """Forward of k0(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4594.
    """
    return scipy.special.k0(self)


def k1(self):
    """Forward of k1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4604.
    """
    return scipy.special.k1(self)


def k0e(self):
    """Forward of k0e(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4615.
    """
    return scipy.special.k0e(self)


def k1e(self):
    """Forward of k1e(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4626.
    """
    return scipy.special.k1e(self)


def ndtri(self):
    """Forward of ndtri(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4639.
    """
    return scipy.special.ndtri(self)


def ndtri_exp(self):
    """Forward of ndtri_exp(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4650.
    """
    return scipy.special.ndtri_exp(self)


def erfi(self):
    """Forward of erfi(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4661.
    """
    return scipy.special.erfi(self)


def dawsn(self):
    """Forward of dawsn(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4671.
    """
    return scipy.special.dawsn(self)


def expi(self):
    """Forward of expi(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4681.
    """
    return scipy.special.expi(self)


def exp1(self):
    """Forward of exp1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4693.
    """
    return scipy.special.exp1(self)


def expn(n, x):
    """Forward of expn(Tensor n, Tensor x) -> Tensor.

    Defined at derivatives.yaml:4705.
    """
    return scipy.special.expn(n, x)


def spence(self):
    """Forward of spence(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4719.
    """
    return scipy.special.spence(self)


def ellipk(self):
    """Forward of ellipk(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4734.
    """
    return scipy.special.ellipk(self)


def ellipe(self):
    """Forward of ellipe(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4747.
    """
    return scipy.special.ellipe(self)


def cosm1(self):
    """Forward of cosm1(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4760.
    """
    return scipy.special.cosm1(self)


def sindg(self):
    """Forward of sindg(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4769.
    """
    return scipy.special.sindg(self)


def cosdg(self):
    """Forward of cosdg(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4779.
    """
    return scipy.special.cosdg(self)


def tandg(self):
    """Forward of tandg(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4789.
    """
    return scipy.special.tandg(self)


def cotdg(self):
    """Forward of cotdg(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4799.
    """
    return scipy.special.cotdg(self)


def rgamma(self):
    """Forward of rgamma(Tensor self) -> Tensor.

    Defined at derivatives.yaml:4809.
    """
    return scipy.special.rgamma(self)


def poch(z, m):
    """Forward of poch(Tensor z, Tensor m) -> Tensor.

    Defined at derivatives.yaml:4824.
    """
    return scipy.special.poch(z, m)


def hyp1f1(a, b, z):
    """Forward of hyp1f1(Tensor a, Tensor b, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4836.
    """
    return scipy.special.hyp1f1(a, b, z)


def hyp2f1(a, b, c, z):
    """Forward of hyp2f1(Tensor a, Tensor b, Tensor c, Tensor z) -> Tensor.

    Defined at derivatives.yaml:4849.
    """
    return scipy.special.hyp2f1(a, b, c, z)


def boxcox(x, lmbda):
    """Forward of boxcox(Tensor x, Tensor lmbda) -> Tensor.

    Defined at derivatives.yaml:4863.
    """
    return scipy.special.boxcox(x, lmbda)


def boxcox1p(x, lmbda):
    """Forward of boxcox1p(Tensor x, Tensor lmbda) -> Tensor.

    Defined at derivatives.yaml:4878.
    """
    return scipy.special.boxcox1p(x, lmbda)


def owens_t(h, a):
    """Forward of owens_t(Tensor h, Tensor a) -> Tensor.

    Defined at derivatives.yaml:4890.
    """
    return scipy.special.owens_t(h, a)


def linspace(start, stop, num=50, endpoint=True, *, axis=0):
    """Forward of linspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, *, int axis=0) -> Tensor.

    Defined at derivatives.yaml:4906.
    """
    if (type(start) is not np.ndarray or type(stop) is not np.ndarray) and numeric.raw_engine_of(
        start, stop
    ) == "dask":
        return numeric.linspace_of(start, stop, num, endpoint, axis)
    return np.linspace(start, stop, num, endpoint, axis=axis)


def logspace(start, stop, num=50, endpoint=True, base=10.0, *, axis=0):
    """Forward of logspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, float base=10.0, *, int axis=0) -> Tensor.

    Defined at derivatives.yaml:4927.
    """
    if (type(start) is not np.ndarray or type(stop) is not np.ndarray) and numeric.raw_engine_of(
        start, stop
    ) == "dask":
        return np.power(base, numeric.linspace_of(start, stop, num, endpoint, axis))
    return np.logspace(start, stop, num, endpoint, base, axis=axis)


def geomspace(start, stop, num=50, endpoint=True, *, axis=0):
    """Forward of geomspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, *, int axis=0) -> Tensor.

    Defined at derivatives.yaml:4945.
    """
    if (type(start) is not np.ndarray or type(stop) is not np.ndarray) and numeric.raw_engine_of(
        start, stop
    ) == "dask":
        return numeric.geomspace_of(start, stop, num, endpoint, axis)
    return np.geomspace(start, stop, num, endpoint, axis=axis)


def append(arr, values, axis=None):
    """Forward of append(Tensor arr, Tensor values, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:4965.
    """
    return np.append(arr, values, axis)


def rollaxis(self, axis, start=0):
    """Forward of rollaxis(Tensor self, int axis, int start=0) -> Tensor.

    Defined at derivatives.yaml:4980.
    """
    return np.rollaxis(self, axis, start)


def delete(arr, obj, axis=None):
    """Forward of delete(Tensor arr, Index obj, int? axis=None) -> Tensor.

    Defined at derivatives.yaml:4993.
    """
    if type(arr) is not np.ndarray and numeric.raw_engine_of(arr) == "dask":
        return np.delete(numeric.raveled(arr, axis), obj, numeric.axis_or_zero(axis))
    return np.delete(arr, obj, axis)


def diagflat(v, k=0):
    """Forward of diagflat(Tensor v, int k=0) -> Tensor.

    Defined at derivatives.yaml:5007.
    """
    if type(v) is not np.ndarray and numeric.raw_engine_of(v) == "dask":
        return np.diag(np.reshape(v, (-1,)), k)
    return np.diagflat(v, k)


def partition(self, kth, axis=-1):
    """Forward of partition(Tensor self, int[] kth, int? axis=-1) -> Tensor.

    Defined at derivatives.yaml:5018.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.partition_of(self, kth, axis)
    return np.partition(self, kth, axis)


def select(condlist, choicelist, default=0):
    """Forward of select(Tensor[] condlist, Tensor[] choicelist, Tensor default=0) -> Tensor.

    Defined at derivatives.yaml:5036.
    """
    if (tracer := numeric.batched_among(default)) is not None:
        return tracer.__derivgen_apply__("select", (condlist, choicelist, default))
    if numeric.raw_engine_of(condlist, choicelist, default) == "dask":
        return numeric.select_of(condlist, choicelist, default)
    return np.select(condlist, choicelist, default)


def unselect(self, condlist, choicelist):
    """Forward of unselect(Tensor self, Tensor[] condlist, Tensor[] choicelist) -> Tensor[].

    Defined at derivatives.yaml:5056.
    """
    if (
        type(self) is not np.ndarray
        or type(condlist) is not np.ndarray
        or type(choicelist) is not np.ndarray
    ) and (tracer := numeric.tracer_among(self, condlist, choicelist)) is not None:
        return tracer.__derivgen_apply__("unselect", (self, condlist, choicelist))
    return numeric.unselect(self, condlist, choicelist)


def bincount(x, weights=None, minlength=0):
    """Forward of bincount(Tensor x, Tensor? weights=None, int minlength=0) -> Tensor.

    Defined at derivatives.yaml:5071.
    """
    if (type(x) is not np.ndarray or type(weights) is not np.ndarray) and numeric.raw_engine_of(
        x, weights
    ) == "dask":
        return numeric.bincount_of(x, weights, minlength)
    return np.bincount(x, weights, minlength)


def ediff1d(ary, to_end=None, to_begin=None):
    """Forward of ediff1d(Tensor ary, Tensor? to_end=None, Tensor? to_begin=None) -> Tensor.

    Defined at derivatives.yaml:5088.
    """
    return np.ediff1d(ary, to_end, to_begin)


def trapezoid(y, x=None, dx=1.0, axis=-1):
    """Forward of trapezoid(Tensor y, Tensor? x=None, float dx=1.0, int axis=-1) -> Tensor.

    Defined at derivatives.yaml:5103.
    """
    if (type(y) is not np.ndarray or type(x) is not np.ndarray) and numeric.raw_engine_of(
        y, x
    ) == "dask":
        return numeric.trapezoid_of(y, x, dx, axis)
    return np.trapezoid(y, x, dx, axis)


def unwrap(self, discont=None, axis=-1, *, period=6.283185307179586):
    """Forward of unwrap(Tensor self, float? discont=None, int axis=-1, *, float period=6.283185307179586) -> Tensor.

    Defined at derivatives.yaml:5130.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.unwrap_of(self, discont, axis, period)
    return np.unwrap(self, discont, axis, period=period)


def cumulative_sum(self, *, axis=None, include_initial=False):
    """Forward of cumulative_sum(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor.

    Defined at derivatives.yaml:5144.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.cumulative_of(np.cumsum, self, axis, include_initial)
    return np.cumulative_sum(self, axis=axis, include_initial=include_initial)


def cumulative_prod(self, *, axis=None, include_initial=False):
    """Forward of cumulative_prod(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor.

    Defined at derivatives.yaml:5158.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.cumulative_of(np.cumprod, self, axis, include_initial)
    return np.cumulative_prod(self, axis=axis, include_initial=include_initial)


def polyval(p, x):
    """Forward of polyval(Tensor p, Tensor x) -> Tensor.

    Defined at derivatives.yaml:5183.
    """
    if (type(p) is not np.ndarray or type(x) is not np.ndarray) and numeric.raw_engine_of(
        p, x
    ) == "dask":
        return numeric.polyval_of(p, x)
    return np.polyval(p, x)


def polyder(p, m=1):
    """Forward of polyder(Tensor p, int m=1) -> Tensor.

    Defined at derivatives.yaml:5200.
    """
    if type(p) is not np.ndarray and numeric.raw_engine_of(p) == "dask":
        return numeric.polyder_of(p, m)
    return np.polyder(p, m)


def polyint(p, m=1):
    """Forward of polyint(Tensor p, int m=1) -> Tensor.

    Defined at derivatives.yaml:5215.
    """
    if type(p) is not np.ndarray and numeric.raw_engine_of(p) == "dask":
        return numeric.polyint_of(p, m)
    return np.polyint(p, m)


def polyadd(a1, a2):
    """Forward of polyadd(Tensor a1, Tensor a2) -> Tensor.

    Defined at derivatives.yaml:5228.
    """
    if (type(a1) is not np.ndarray or type(a2) is not np.ndarray) and numeric.raw_engine_of(
        a1, a2
    ) == "dask":
        return numeric.polyadd_of(a1, a2, 1)
    return np.polyadd(a1, a2)


def polysub(a1, a2):
    """Forward of polysub(Tensor a1, Tensor a2) -> Tensor.

    Defined at derivatives.yaml:5240.
    """
    if (type(a1) is not np.ndarray or type(a2) is not np.ndarray) and numeric.raw_engine_of(
        a1, a2
    ) == "dask":
        return numeric.polyadd_of(a1, a2, -1)
    return np.polysub(a1, a2)


def polymul(a1, a2):
    """Forward of polymul(Tensor a1, Tensor a2) -> Tensor.

    Defined at derivatives.yaml:5252.
    """
    numeric.refuse_engines(
        "polymul",
        {
            "dask": "np.polymul drops leading zero coefficients (as np.poly1d does), so the length of its result depends on the values, which a lazy array cannot know; where the leading coefficients are nonzero, np.convolve(a1, a2) gives the same result and runs lazily"
        },
        a1,
        a2,
    )
    return np.polymul(a1, a2)


def vander(x, N=None, increasing=False):
    """Forward of vander(Tensor x, int? N=None, bool increasing=False) -> Tensor.

    Defined at derivatives.yaml:5266.
    """
    if type(x) is not np.ndarray and numeric.raw_engine_of(x) == "dask":
        return numeric.vander_of(x, N, increasing)
    return np.vander(x, N, increasing)


def vecdot(self, other, *, axis=-1):
    """Forward of vecdot(Tensor self, Tensor other, *, int axis=-1) -> Tensor.

    Defined at derivatives.yaml:5284.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return np.vecdot(numeric.one_chunk(self, axis), numeric.one_chunk(other, axis), axis=axis)
    return np.vecdot(self, other, axis=axis)


def matvec(self, other):
    """Forward of matvec(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:5305.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.gufunc(np.matvec, "(m,n),(n)->(m)", self, other)
    return np.matvec(self, other)


def vecmat(self, other):
    """Forward of vecmat(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:5324.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.gufunc(np.vecmat, "(n),(n,m)->(m)", self, other)
    return np.vecmat(self, other)


def outer_linalg(self, other):
    """Forward of outer.linalg(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:5344.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return np.outer(self, other)
    return np.linalg.outer(self, other)


def cross_linalg(self, other, *, axis=-1):
    """Forward of cross.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor.

    Defined at derivatives.yaml:5356.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.linalg_cross_of(self, other, axis)
    return np.linalg.cross(self, other, axis=axis)


def diagonal_linalg(self, *, offset=0):
    """Forward of diagonal.linalg(Tensor self, *, int offset=0) -> Tensor.

    Defined at derivatives.yaml:5369.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return np.diagonal(self, offset, -2, -1)
    return np.linalg.diagonal(self, offset=offset)


def trace_linalg(self, *, offset=0):
    """Forward of trace.linalg(Tensor self, *, int offset=0) -> Tensor.

    Defined at derivatives.yaml:5380.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return np.trace(self, offset, -2, -1)
    return np.linalg.trace(self, offset=offset)


def matmul_linalg(self, other):
    """Forward of matmul.linalg(Tensor self, Tensor other) -> Tensor.

    Defined at derivatives.yaml:5393.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return np.matmul(self, other)
    return np.linalg.matmul(self, other)


def tensordot_linalg(self, other, *, axes=2):
    """Forward of tensordot.linalg(Tensor self, Tensor other, *, int[] axes=2) -> Tensor.

    Defined at derivatives.yaml:5413.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return numeric.tensordot_of(self, other, axes)
    return np.linalg.tensordot(self, other, axes=axes)


def vecdot_linalg(self, other, *, axis=-1):
    """Forward of vecdot.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor.

    Defined at derivatives.yaml:5429.
    """
    if (type(self) is not np.ndarray or type(other) is not np.ndarray) and numeric.raw_engine_of(
        self, other
    ) == "dask":
        return np.vecdot(numeric.one_chunk(self, axis), numeric.one_chunk(other, axis), axis=axis)
    return np.linalg.vecdot(self, other, axis=axis)


def matrix_transpose_linalg(self):
    """Forward of matrix_transpose.linalg(Tensor self) -> Tensor.

    Defined at derivatives.yaml:5443.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return np.swapaxes(self, -1, -2)
    return np.linalg.matrix_transpose(self)


def i0_numpy(self):
    """Forward of i0.numpy(Tensor self) -> Tensor.

    Defined at derivatives.yaml:5454.
    """
    return np.i0(self)


def vector_norm(self, *, axis=None, keepdims=False, ord=2):
    """Forward of vector_norm(Tensor self, *, int[]? axis=None, bool keepdims=False, Scalar ord=2) -> Tensor.

    Defined at derivatives.yaml:5466.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.vector_norm_of(self, axis, keepdims, ord)
    return np.linalg.vector_norm(self, axis=axis, keepdims=keepdims, ord=ord)


def matrix_norm(self, *, keepdims=False, ord=None):
    """Forward of matrix_norm(Tensor self, *, bool keepdims=False, Scalar? ord=None) -> Tensor.

    Defined at derivatives.yaml:5506.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.matrix_norm(self, ord, (-2, -1), keepdims)
    return np.linalg.matrix_norm(self, keepdims=keepdims, ord=ord)


def cond(self, p=None):
    """Forward of cond(Tensor self, Scalar? p=None) -> Tensor.

    Defined at derivatives.yaml:5561.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(np.linalg.cond, "(m,n)->()", self, p=p)
    return np.linalg.cond(self, p)


def tensorsolve(a, b, axes=None):
    """Forward of tensorsolve(Tensor a, Tensor b, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:5619.
    """
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and numeric.raw_engine_of(
        a, b
    ) == "dask":
        return numeric.tensorsolve_of(a, b, axes)
    return np.linalg.tensorsolve(a, b, axes)


def tensorinv(a, ind=2):
    """Forward of tensorinv(Tensor a, int ind=2) -> Tensor.

    Defined at derivatives.yaml:5642.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return numeric.tensorinv_of(a, ind)
    return np.linalg.tensorinv(a, ind)


def expm(self):
    """Forward of expm(Tensor self) -> Tensor.

    Defined at derivatives.yaml:5664.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("expm", (self,))
    numeric.refuse_engines(
        "expm",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.expm, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        self,
    )
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(numeric.expm, "(m,m)->(m,m)", self)
    return numeric.expm(self)


def logm(self):
    """Forward of logm(Tensor self) -> Tensor.

    Defined at derivatives.yaml:5685.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("logm", (self,))
    numeric.refuse_engines(
        "logm",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.logm, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        self,
    )
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(numeric.logm, "(m,m)->(m,m)", self)
    return numeric.logm(self)


def sqrtm(self):
    """Forward of sqrtm(Tensor self) -> Tensor.

    Defined at derivatives.yaml:5707.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("sqrtm", (self,))
    numeric.refuse_engines(
        "sqrtm",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.sqrtm, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        self,
    )
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.gufunc(numeric.sqrtm, "(m,m)->(m,m)", self)
    return numeric.sqrtm(self)


def solve_triangular(a, b, trans=0, lower=False, unit_diagonal=False):
    """Forward of solve_triangular(Tensor a, Tensor b, Scalar trans=0, bool lower=False, bool unit_diagonal=False) -> Tensor.

    Defined at derivatives.yaml:5729.
    """
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and (
        tracer := numeric.tracer_among(a, b)
    ) is not None:
        return tracer.__derivgen_apply__("solve_triangular", (a, b, trans, lower, unit_diagonal))
    numeric.refuse_engines(
        "solve_triangular",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.solve_triangular, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        a,
        b,
    )
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and numeric.raw_engine_of(
        a, b
    ) == "dask":
        return numeric.gufunc(
            numeric.solve_triangular,
            "(m,m),(m)->(m)" if b.ndim == 1 else "(m,m),(m,n)->(m,n)",
            a,
            b,
            trans=trans,
            lower=lower,
            unit_diagonal=unit_diagonal,
        )
    return numeric.solve_triangular(a, b, trans, lower, unit_diagonal)


def solve_scipy(a, b, lower=False, assume_a=None, transposed=False):
    """Forward of solve_scipy(Tensor a, Tensor b, bool lower=False, str? assume_a=None, bool transposed=False) -> Tensor.

    Defined at derivatives.yaml:5762.
    """
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and (
        tracer := numeric.tracer_among(a, b)
    ) is not None:
        return tracer.__derivgen_apply__("solve_scipy", (a, b, lower, assume_a, transposed))
    numeric.refuse_engines(
        "solve_scipy",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.solve, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        a,
        b,
    )
    if (type(a) is not np.ndarray or type(b) is not np.ndarray) and numeric.raw_engine_of(
        a, b
    ) == "dask":
        return numeric.gufunc(
            numeric.scipy_solve,
            "(m,m),(m)->(m)" if b.ndim == 1 else "(m,m),(m,n)->(m,n)",
            a,
            b,
            lower=lower,
            assume_a=assume_a,
            transposed=transposed,
        )
    return numeric.scipy_solve(a, b, lower, assume_a, transposed)


def cho_factor(a, lower=False):
    """Forward of cho_factor(Tensor a, bool lower=False) -> (Tensor c, Tensor is_lower).

    Defined at derivatives.yaml:5845.
    """
    if type(a) is not np.ndarray and (tracer := numeric.tracer_among(a)) is not None:
        return tracer.__derivgen_apply__("cho_factor", (a, lower))
    numeric.refuse_engines(
        "cho_factor",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.cho_factor, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        a,
    )
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return numeric.cho_factor_of(a, lower)
    return numeric.cho_factor(a, lower)


def cho_solve(c, b, lower=False):
    """Forward of cho_solve(Tensor c, Tensor b, bool lower=False) -> Tensor.

    Defined at derivatives.yaml:5875.
    """
    if (type(c) is not np.ndarray or type(b) is not np.ndarray) and (
        tracer := numeric.tracer_among(c, b)
    ) is not None:
        return tracer.__derivgen_apply__("cho_solve", (c, b, lower))
    numeric.refuse_engines(
        "cho_solve",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.cho_solve, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        c,
        b,
    )
    if (type(c) is not np.ndarray or type(b) is not np.ndarray) and numeric.raw_engine_of(
        c, b
    ) == "dask":
        return numeric.gufunc(
            numeric.cho_solve,
            "(m,m),(m)->(m)" if b.ndim == 1 else "(m,m),(m,n)->(m,n)",
            c,
            b,
            lower=lower,
        )
    return numeric.cho_solve(c, b, lower)


def lu_factor(a):
    """Forward of lu_factor(Tensor a) -> (Tensor lu, Tensor piv).

    Defined at derivatives.yaml:5904.
    """
    if type(a) is not np.ndarray and (tracer := numeric.tracer_among(a)) is not None:
        return tracer.__derivgen_apply__("lu_factor", (a,))
    numeric.refuse_engines(
        "lu_factor",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.lu_factor, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        a,
    )
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return numeric.lu_factor_of(a)
    return numeric.lu_factor(a)


def lu_solve(lu, piv, b, trans=0):
    """Forward of lu_solve(Tensor lu, Tensor piv, Tensor b, Scalar trans=0) -> Tensor.

    Defined at derivatives.yaml:5926.
    """
    if (
        type(lu) is not np.ndarray or type(piv) is not np.ndarray or type(b) is not np.ndarray
    ) and (tracer := numeric.tracer_among(lu, piv, b)) is not None:
        return tracer.__derivgen_apply__("lu_solve", (lu, piv, b, trans))
    numeric.refuse_engines(
        "lu_solve",
        {
            "cupy": "derivgen computes it with SciPy's scipy.linalg.lu_solve, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        lu,
        piv,
        b,
    )
    if (
        type(lu) is not np.ndarray or type(piv) is not np.ndarray or type(b) is not np.ndarray
    ) and numeric.raw_engine_of(lu, piv, b) == "dask":
        return numeric.gufunc(
            numeric.lu_solve,
            "(m,m),(m),(m)->(m)" if b.ndim == 1 else "(m,m),(m),(m,n)->(m,n)",
            lu,
            piv,
            b,
            trans=trans,
        )
    return numeric.lu_solve(lu, piv, b, trans)


def sparse_matmul(data, x, major, minor, shape, layout="csr"):
    """Forward of sparse_matmul(Tensor data, Tensor x, Tensor major, Tensor minor, int[] shape, str layout="csr") -> Tensor.

    Defined at derivatives.yaml:5960.
    """
    if (
        type(data) is not np.ndarray
        or type(x) is not np.ndarray
        or type(major) is not np.ndarray
        or type(minor) is not np.ndarray
    ) and (tracer := numeric.tracer_among(data, x, major, minor)) is not None:
        return tracer.__derivgen_apply__("sparse_matmul", (data, x, major, minor, shape, layout))
    numeric.refuse_engines(
        "sparse_matmul",
        {
            "cupy": "derivgen computes it with scipy.sparse, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        data,
        x,
        major,
        minor,
    )
    if (
        type(data) is not np.ndarray
        or type(x) is not np.ndarray
        or type(major) is not np.ndarray
        or type(minor) is not np.ndarray
    ) and numeric.raw_engine_of(data, x, major, minor) == "dask":
        return numeric.sparse_matmul_of(data, x, major, minor, shape, layout)
    return numeric.sparse_matmul(data, x, major, minor, shape, layout)


def sparse_sample(a, b, major, minor, shape, layout="csr"):
    """Forward of sparse_sample(Tensor a, Tensor b, Tensor major, Tensor minor, int[] shape, str layout="csr") -> Tensor.

    Defined at derivatives.yaml:5986.
    """
    if (
        type(a) is not np.ndarray
        or type(b) is not np.ndarray
        or type(major) is not np.ndarray
        or type(minor) is not np.ndarray
    ) and (tracer := numeric.tracer_among(a, b, major, minor)) is not None:
        return tracer.__derivgen_apply__("sparse_sample", (a, b, major, minor, shape, layout))
    numeric.refuse_engines(
        "sparse_sample",
        {
            "cupy": "derivgen computes it with scipy.sparse, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        a,
        b,
        major,
        minor,
    )
    if (
        type(a) is not np.ndarray
        or type(b) is not np.ndarray
        or type(major) is not np.ndarray
        or type(minor) is not np.ndarray
    ) and numeric.raw_engine_of(a, b, major, minor) == "dask":
        return numeric.sparse_sample_of(a, b, major, minor, shape, layout)
    return numeric.sparse_sample(a, b, major, minor, shape, layout)


def sparse_solve(data, b, major, minor, shape, layout, solver):
    """Forward of sparse_solve(Tensor data, Tensor b, Tensor major, Tensor minor, int[] shape, str layout, Index solver) -> Tensor.

    Defined at derivatives.yaml:6010.
    """
    if (
        type(data) is not np.ndarray
        or type(b) is not np.ndarray
        or type(major) is not np.ndarray
        or type(minor) is not np.ndarray
    ) and (tracer := numeric.tracer_among(data, b, major, minor)) is not None:
        return tracer.__derivgen_apply__(
            "sparse_solve", (data, b, major, minor, shape, layout, solver)
        )
    if (tracer := numeric.batched_among(solver)) is not None:
        return tracer.__derivgen_apply__(
            "sparse_solve", (data, b, major, minor, shape, layout, solver)
        )
    numeric.refuse_engines(
        "sparse_solve",
        {
            "cupy": "derivgen computes it with scipy.sparse, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        data,
        b,
        major,
        minor,
    )
    if (
        type(data) is not np.ndarray
        or type(b) is not np.ndarray
        or type(major) is not np.ndarray
        or type(minor) is not np.ndarray
    ) and numeric.raw_engine_of(data, b, major, minor) == "dask":
        return numeric.sparse_solve_of(data, b, major, minor, shape, layout, solver)
    return numeric.sparse_solve(data, b, major, minor, shape, layout, solver)


def signal_convolve(in1, in2, mode="full"):
    """Forward of signal_convolve(Tensor in1, Tensor in2, str mode="full") -> Tensor.

    Defined at derivatives.yaml:6038.
    """
    if (type(in1) is not np.ndarray or type(in2) is not np.ndarray) and (
        tracer := numeric.tracer_among(in1, in2)
    ) is not None:
        return tracer.__derivgen_apply__("signal_convolve", (in1, in2, mode))
    numeric.refuse_engines(
        "signal_convolve",
        {
            "cupy": "derivgen computes it with SciPy's scipy.signal.convolve, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        in1,
        in2,
    )
    if (type(in1) is not np.ndarray or type(in2) is not np.ndarray) and numeric.raw_engine_of(
        in1, in2
    ) == "dask":
        return numeric.convolution_of(numeric.signal_convolve, in1, in2, mode)
    return numeric.signal_convolve(in1, in2, mode)


def signal_correlate(in1, in2, mode="full"):
    """Forward of signal_correlate(Tensor in1, Tensor in2, str mode="full") -> Tensor.

    Defined at derivatives.yaml:6065.
    """
    if (type(in1) is not np.ndarray or type(in2) is not np.ndarray) and (
        tracer := numeric.tracer_among(in1, in2)
    ) is not None:
        return tracer.__derivgen_apply__("signal_correlate", (in1, in2, mode))
    numeric.refuse_engines(
        "signal_correlate",
        {
            "cupy": "derivgen computes it with SciPy's scipy.signal.correlate, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        in1,
        in2,
    )
    if (type(in1) is not np.ndarray or type(in2) is not np.ndarray) and numeric.raw_engine_of(
        in1, in2
    ) == "dask":
        return numeric.convolution_of(numeric.signal_correlate, in1, in2, mode)
    return numeric.signal_correlate(in1, in2, mode)


def fftconvolve(in1, in2, mode="full", axes=None):
    """Forward of fftconvolve(Tensor in1, Tensor in2, str mode="full", int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:6093.
    """
    if (type(in1) is not np.ndarray or type(in2) is not np.ndarray) and (
        tracer := numeric.tracer_among(in1, in2)
    ) is not None:
        return tracer.__derivgen_apply__("fftconvolve", (in1, in2, mode, axes))
    numeric.refuse_engines(
        "fftconvolve",
        {
            "cupy": "derivgen computes it with SciPy's scipy.signal.fftconvolve, which takes NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        in1,
        in2,
    )
    if (type(in1) is not np.ndarray or type(in2) is not np.ndarray) and numeric.raw_engine_of(
        in1, in2
    ) == "dask":
        return numeric.convolution_of(numeric.fftconvolve, in1, in2, mode, axes)
    return numeric.fftconvolve(in1, in2, mode, axes)


def broadcast_arrays(args):
    """Forward of broadcast_arrays(Tensor[] args) -> Tensor[].

    Defined at derivatives.yaml:6125.
    """
    return np.broadcast_arrays(*args)


def sum_each_to(self, like):
    """Forward of sum_each_to(Tensor[] self, Tensor[] like) -> Tensor[].

    Defined at derivatives.yaml:6138.
    """
    if (type(self) is not np.ndarray or type(like) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, like)
    ) is not None:
        return tracer.__derivgen_apply__("sum_each_to", (self, like))
    return numeric.sum_each_to(self, like)


def broadcast_each_to(self, like):
    """Forward of broadcast_each_to(Tensor[] self, Tensor[] like) -> Tensor[].

    Defined at derivatives.yaml:6149.
    """
    if (type(self) is not np.ndarray or type(like) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, like)
    ) is not None:
        return tracer.__derivgen_apply__("broadcast_each_to", (self, like))
    return numeric.broadcast_each_to(self, like)


def meshgrid(xi, *, copy=True, sparse=False, indexing="xy"):
    """Forward of meshgrid(Tensor[] xi, *, bool copy=True, bool sparse=False, str indexing="xy") -> Tensor[].

    Defined at derivatives.yaml:6160.
    """
    if numeric.raw_engine_of(xi) == "dask":
        return np.meshgrid(*xi, sparse=sparse, indexing=indexing)
    return np.meshgrid(*xi, copy=copy, sparse=sparse, indexing=indexing)


def unmesh(self, xi, indexing="xy"):
    """Forward of unmesh(Tensor[] self, Tensor[] xi, str indexing="xy") -> Tensor[].

    Defined at derivatives.yaml:6178.
    """
    if (type(self) is not np.ndarray or type(xi) is not np.ndarray) and (
        tracer := numeric.tracer_among(self, xi)
    ) is not None:
        return tracer.__derivgen_apply__("unmesh", (self, xi, indexing))
    return numeric.unmesh(self, xi, indexing)


def unstack_numpy(x, *, axis=0):
    """Forward of unstack.numpy(Tensor x, *, int axis=0) -> Tensor[].

    Defined at derivatives.yaml:6189.
    """
    if type(x) is not np.ndarray and numeric.raw_engine_of(x) == "dask":
        return numeric.unstack_of(x, axis)
    return np.unstack(x, axis=axis)


def pad_copy(self, pad_width, mode="edge"):
    """Forward of pad_copy(Tensor self, int[] pad_width, str mode="edge") -> Tensor.

    Defined at derivatives.yaml:6200.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("pad_copy", (self, pad_width, mode))
    return numeric.pad_copy(self, pad_width, mode)


def unpad(self, shape, pad_width, mode):
    """Forward of unpad(Tensor self, int[] shape, int[] pad_width, str mode) -> Tensor.

    Defined at derivatives.yaml:6224.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("unpad", (self, shape, pad_width, mode))
    return numeric.unpad(self, shape, pad_width, mode)


def zeta(x, q=None):
    """Forward of zeta(Tensor x, Tensor? q=None) -> Tensor.

    Defined at derivatives.yaml:6241.
    """
    if (type(x) is not np.ndarray or type(q) is not np.ndarray) and (
        tracer := numeric.tracer_among(x, q)
    ) is not None:
        return tracer.__derivgen_apply__("zeta", (x, q))
    numeric.refuse_engines(
        "zeta",
        {
            "cupy": "derivgen's series for zeta(x, q) runs on NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        x,
        q,
    )
    if (type(x) is not np.ndarray or type(q) is not np.ndarray) and numeric.raw_engine_of(
        x, q
    ) == "dask":
        return numeric.blockwise(numeric.zeta, x, q)
    return numeric.zeta(x, q)


def zeta_derivative(x, q, order):
    """Forward of zeta_derivative(Tensor x, Tensor? q, int order) -> Tensor.

    Defined at derivatives.yaml:6263.
    """
    if (type(x) is not np.ndarray or type(q) is not np.ndarray) and (
        tracer := numeric.tracer_among(x, q)
    ) is not None:
        return tracer.__derivgen_apply__("zeta_derivative", (x, q, order))
    numeric.refuse_engines(
        "zeta_derivative",
        {
            "cupy": "derivgen's series for zeta(x, q) runs on NumPy arrays; copy to the host with cupy.asnumpy(x) first"
        },
        x,
        q,
    )
    if (type(x) is not np.ndarray or type(q) is not np.ndarray) and numeric.raw_engine_of(
        x, q
    ) == "dask":
        return numeric.blockwise(numeric.zeta_derivative, x, q, order=order)
    return numeric.zeta_derivative(x, q, order)


def fftshift(x, axes=None):
    """Forward of fftshift(Tensor x, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:6285.
    """
    return np.fft.fftshift(x, axes)


def ifftshift(x, axes=None):
    """Forward of ifftshift(Tensor x, int[]? axes=None) -> Tensor.

    Defined at derivatives.yaml:6295.
    """
    return np.fft.ifftshift(x, axes)


def polyfit(x, y, deg, rcond=None, *, w=None):
    """Forward of polyfit(Tensor x, Tensor y, int deg, float? rcond=None, *, Tensor? w=None) -> Tensor.

    Defined at derivatives.yaml:6305.
    """
    if (
        type(x) is not np.ndarray or type(y) is not np.ndarray or type(w) is not np.ndarray
    ) and numeric.raw_engine_of(x, y, w) == "dask":
        return numeric.polyfit_of(x, y, deg, rcond, w)
    return np.polyfit(x, y, deg, rcond, w=w)


def fft(a, n=None, axis=-1, norm=None):
    """Forward of fft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6346.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.fft(numeric.one_chunk(a, axis), n, axis, norm)
    return np.fft.fft(a, n, axis, norm)


def ifft(a, n=None, axis=-1, norm=None):
    """Forward of ifft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6365.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.ifft(numeric.one_chunk(a, axis), n, axis, norm)
    return np.fft.ifft(a, n, axis, norm)


def rfft(a, n=None, axis=-1, norm=None):
    """Forward of rfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6384.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.rfft(numeric.one_chunk(a, axis), n, axis, norm)
    return np.fft.rfft(a, n, axis, norm)


def irfft(a, n=None, axis=-1, norm=None):
    """Forward of irfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6402.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.irfft(numeric.one_chunk(a, axis), n, axis, norm)
    return np.fft.irfft(a, n, axis, norm)


def hfft(a, n=None, axis=-1, norm=None):
    """Forward of hfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6421.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.hfft(numeric.one_chunk(a, axis), n, axis, norm)
    return np.fft.hfft(a, n, axis, norm)


def ihfft(a, n=None, axis=-1, norm=None):
    """Forward of ihfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6440.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.ihfft(numeric.one_chunk(a, axis), n, axis, norm)
    return np.fft.ihfft(a, n, axis, norm)


def fftn(a, s=None, axes=None, norm=None):
    """Forward of fftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6458.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.fftn(
            numeric.fft_one_chunk(a, s, axes), s, numeric.fft_axes(a.ndim, s, axes), norm
        )
    return np.fft.fftn(a, s, axes, norm)


def ifftn(a, s=None, axes=None, norm=None):
    """Forward of ifftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6476.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.ifftn(
            numeric.fft_one_chunk(a, s, axes), s, numeric.fft_axes(a.ndim, s, axes), norm
        )
    return np.fft.ifftn(a, s, axes, norm)


def fft2(a, s=None, axes=(-2, -1), norm=None):
    """Forward of fft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6494.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.fft2(numeric.fft_one_chunk(a, s, axes), s, axes, norm)
    return np.fft.fft2(a, s, axes, norm)


def ifft2(a, s=None, axes=(-2, -1), norm=None):
    """Forward of ifft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6511.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.ifft2(numeric.fft_one_chunk(a, s, axes), s, axes, norm)
    return np.fft.ifft2(a, s, axes, norm)


def rfftn(a, s=None, axes=None, norm=None):
    """Forward of rfftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6528.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.rfftn(
            numeric.fft_one_chunk(a, s, axes), s, numeric.fft_axes(a.ndim, s, axes), norm
        )
    return np.fft.rfftn(a, s, axes, norm)


def irfftn(a, s=None, axes=None, norm=None):
    """Forward of irfftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6545.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.irfftn(
            numeric.fft_one_chunk(a, s, axes), s, numeric.fft_axes(a.ndim, s, axes), norm
        )
    return np.fft.irfftn(a, s, axes, norm)


def rfft2(a, s=None, axes=(-2, -1), norm=None):
    """Forward of rfft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6563.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.rfft2(numeric.fft_one_chunk(a, s, axes), s, axes, norm)
    return np.fft.rfft2(a, s, axes, norm)


def irfft2(a, s=None, axes=(-2, -1), norm=None):
    """Forward of irfft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor.

    Defined at derivatives.yaml:6579.
    """
    if type(a) is not np.ndarray and numeric.raw_engine_of(a) == "dask":
        return np.fft.irfft2(numeric.fft_one_chunk(a, s, axes), s, axes, norm)
    return np.fft.irfft2(a, s, axes, norm)


def fft_resize(self, shape):
    """Forward of fft_resize(Tensor self, int[] shape) -> Tensor.

    Defined at derivatives.yaml:6596.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("fft_resize", (self, shape))
    return numeric.fft_resize(self, shape)


def eig(self):
    """Forward of eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors).

    Defined at derivatives.yaml:6608.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.eig_of(self)
    return np.linalg.eig(self)


def eigvals(self):
    """Forward of eigvals(Tensor self) -> Tensor.

    Defined at derivatives.yaml:6643.
    """
    if type(self) is not np.ndarray and numeric.raw_engine_of(self) == "dask":
        return numeric.eigvals_of(self)
    return np.linalg.eigvals(self)
