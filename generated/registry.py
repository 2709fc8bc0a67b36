# @generated from derivatives.yaml (sha256: 5b93daf7de845c37351bf9453b3445307bd0865ab922a7f2c9c77fc4b90aeeca). Do not edit.
"""The registry: a read-only mapping from op name to everything known about the op."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import numpy as np
import scipy.special

from . import SPEC_SHA256, STALE_MODULE, backward, jvp, ops

if SPEC_SHA256 != "5b93daf7de845c37351bf9453b3445307bd0865ab922a7f2c9c77fc4b90aeeca":
    raise ImportError(STALE_MODULE.format(module=__file__))


@dataclass(frozen=True)
class OpInfo:
    """One op: its signature, functions, formulas and where it is defined."""

    name: str
    signature: str
    forward: Callable[..., Any]
    backward: Callable[..., Any]
    jvp: Callable[..., Any] | None
    jvp_kind: str
    jvp_formula: str
    formulas: Mapping[str, str]
    saved: tuple[str, ...]
    grads: tuple[str, ...]
    inputs: tuple[str, ...]
    differentiable: tuple[str, ...]
    arguments: tuple[str, ...]
    outputs: tuple[str, ...]
    numpy: Callable[..., Any] | None
    numpy_name: str | None
    elementwise: bool
    broadcast: bool
    linear: bool
    variadic: bool
    complex: bool  # complex inputs are differentiated; otherwise a traced call refuses them
    category: str
    conventions: str
    tests: Mapping[str, Any]
    line: int
    spec: str  # the spec file the op is defined in, at that line


OPS: Mapping[str, OpInfo] = MappingProxyType(
    {
        "sin": OpInfo(
            name="sin",
            signature="sin(Tensor self) -> Tensor",
            forward=ops.sin,
            backward=backward.sin_backward,
            jvp=jvp.sin_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * cos(self)",
            formulas=MappingProxyType({"self": "grad * cos(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.sin,
            numpy_name="sin",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": 1.5707963267948966, "grad": 0.0},
                    ],
                    "cases": [{"self": [4, 2, 3]}, {"self": []}],
                }
            ),
            line=89,
            spec="derivatives.yaml",
        ),
        "cos": OpInfo(
            name="cos",
            signature="cos(Tensor self) -> Tensor",
            forward=ops.cos,
            backward=backward.cos_backward,
            jvp=jvp.cos_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * sin(self)",
            formulas=MappingProxyType({"self": "-grad * sin(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.cos,
            numpy_name="cos",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.5707963267948966, "grad": -1.0},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=99,
            spec="derivatives.yaml",
        ),
        "tan": OpInfo(
            name="tan",
            signature="tan(Tensor self) -> Tensor",
            forward=ops.tan,
            backward=backward.tan_backward,
            jvp=jvp.tan_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (1 + result * result)",
            formulas=MappingProxyType({"self": "grad * (1 + result * result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.tan,
            numpy_name="tan",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}],
                    "domain": [-1.2, 1.2],
                    "cases": [{"self": [5]}],
                }
            ),
            line=109,
            spec="derivatives.yaml",
        ),
        "arctan": OpInfo(
            name="arctan",
            signature="arctan(Tensor self) -> Tensor",
            forward=ops.arctan,
            backward=backward.arctan_backward,
            jvp=jvp.arctan_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (1 + self * self)",
            formulas=MappingProxyType({"self": "grad / (1 + self * self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.arctan,
            numpy_name="arctan",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}],
                }
            ),
            line=120,
            spec="derivatives.yaml",
        ),
        "sinh": OpInfo(
            name="sinh",
            signature="sinh(Tensor self) -> Tensor",
            forward=ops.sinh,
            backward=backward.sinh_backward,
            jvp=jvp.sinh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * cosh(self)",
            formulas=MappingProxyType({"self": "grad * cosh(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.sinh,
            numpy_name="sinh",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="hyperbolic",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 0.0, "grad": 1.0}], "cases": [{"self": [5]}]}
            ),
            line=130,
            spec="derivatives.yaml",
        ),
        "cosh": OpInfo(
            name="cosh",
            signature="cosh(Tensor self) -> Tensor",
            forward=ops.cosh,
            backward=backward.cosh_backward,
            jvp=jvp.cosh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * sinh(self)",
            formulas=MappingProxyType({"self": "grad * sinh(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.cosh,
            numpy_name="cosh",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="hyperbolic",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 0.0, "grad": 0.0}], "cases": [{"self": [5]}]}
            ),
            line=140,
            spec="derivatives.yaml",
        ),
        "tanh": OpInfo(
            name="tanh",
            signature="tanh(Tensor self) -> Tensor",
            forward=ops.tanh,
            backward=backward.tanh_backward,
            jvp=jvp.tanh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (1 - result * result)",
            formulas=MappingProxyType({"self": "grad * (1 - result * result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.tanh,
            numpy_name="tanh",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="hyperbolic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [4, 3]}, {"self": []}],
                }
            ),
            line=150,
            spec="derivatives.yaml",
        ),
        "exp": OpInfo(
            name="exp",
            signature="exp(Tensor self) -> Tensor",
            forward=ops.exp,
            backward=backward.exp_backward,
            jvp=jvp.exp_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * result",
            formulas=MappingProxyType({"self": "grad * result"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.exp,
            numpy_name="exp",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": float("-inf"), "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=160,
            spec="derivatives.yaml",
        ),
        "expm1": OpInfo(
            name="expm1",
            signature="expm1(Tensor self) -> Tensor",
            forward=ops.expm1,
            backward=backward.expm1_backward,
            jvp=jvp.expm1_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (result + 1)",
            formulas=MappingProxyType({"self": "grad * (result + 1)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.expm1,
            numpy_name="expm1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": float("-inf"), "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=170,
            spec="derivatives.yaml",
        ),
        "log": OpInfo(
            name="log",
            signature="log(Tensor self) -> Tensor",
            forward=ops.log,
            backward=backward.log_backward,
            jvp=jvp.log_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / self",
            formulas=MappingProxyType({"self": "grad / self"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.log,
            numpy_name="log",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "grad": 1.0}, {"self": float("inf"), "grad": 0.0}],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}],
                }
            ),
            line=180,
            spec="derivatives.yaml",
        ),
        "log1p": OpInfo(
            name="log1p",
            signature="log1p(Tensor self) -> Tensor",
            forward=ops.log1p,
            backward=backward.log1p_backward,
            jvp=jvp.log1p_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (1 + self)",
            formulas=MappingProxyType({"self": "grad / (1 + self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.log1p,
            numpy_name="log1p",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": float("inf"), "grad": 0.0}],
                    "domain": [-0.7, 3],
                    "cases": [{"self": [5]}],
                }
            ),
            line=191,
            spec="derivatives.yaml",
        ),
        "expit": OpInfo(
            name="expit",
            signature="expit(Tensor self) -> Tensor",
            forward=ops.expit,
            backward=backward.expit_backward,
            jvp=jvp.expit_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * result * (1 - result)",
            formulas=MappingProxyType({"self": "grad * result * (1 - result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.expit,
            numpy_name="scipy.special.expit",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.25},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                        {"self": 800.0, "grad": 0.0},
                        {"self": -800.0, "grad": 0.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=202,
            spec="derivatives.yaml",
        ),
        "sqrt": OpInfo(
            name="sqrt",
            signature="sqrt(Tensor self) -> Tensor",
            forward=ops.sqrt,
            backward=backward.sqrt_backward,
            jvp=jvp.sqrt_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (2 * result)",
            formulas=MappingProxyType({"self": "grad / (2 * result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.sqrt,
            numpy_name="sqrt",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="power",
            conventions="sqrt'(0) is +inf, as in NumPy's 1 / (2 * sqrt(0)).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 4.0, "grad": 0.25}, {"self": 0.0, "grad": float("inf")}],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}],
                }
            ),
            line=212,
            spec="derivatives.yaml",
        ),
        "square": OpInfo(
            name="square",
            signature="square(Tensor self) -> Tensor",
            forward=ops.square,
            backward=backward.square_backward,
            jvp=jvp.square_jvp,
            jvp_kind="elementwise",
            jvp_formula="2 * self_t * self",
            formulas=MappingProxyType({"self": "2 * grad * self"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.square,
            numpy_name="square",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="power",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 0.0}, {"self": -1.5, "grad": -3.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=224,
            spec="derivatives.yaml",
        ),
        "reciprocal": OpInfo(
            name="reciprocal",
            signature="reciprocal(Tensor self) -> Tensor",
            forward=ops.reciprocal,
            backward=backward.reciprocal_backward,
            jvp=jvp.reciprocal_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * result * result",
            formulas=MappingProxyType({"self": "-grad * result * result"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.reciprocal,
            numpy_name="reciprocal",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="power",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 2.0, "grad": -0.25}, {"self": float("inf"), "grad": 0.0}],
                    "domain": [0.5, 2],
                    "cases": [{"self": [5]}],
                }
            ),
            line=234,
            spec="derivatives.yaml",
        ),
        "absolute": OpInfo(
            name="absolute",
            signature="absolute(Tensor self) -> Tensor",
            forward=ops.absolute,
            backward=backward.absolute_backward,
            jvp=jvp.absolute_jvp,
            jvp_kind="written",
            jvp_formula="real(conjugate(sign(self)) * self_t)",
            formulas=MappingProxyType({"self": "grad * conjugate(sign(self))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.absolute,
            numpy_name="absolute",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="sign",
            conventions="absolute'(0) = 0 (the subgradient of least norm), as in PyTorch and HIPS autograd. For complex z, d|z| = Re(conj(sign(z)) dz): the gradient is grad * conj(z) / |z|, 0 at z = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": -2.0, "grad": -1.0},
                        {"self": 2.0, "grad": 1.0},
                    ],
                    "cases": [{"self": [5]}],
                }
            ),
            line=245,
            spec="derivatives.yaml",
        ),
        "sign": OpInfo(
            name="sign",
            signature="sign(Tensor self) -> Tensor",
            forward=ops.sign,
            backward=backward.sign_backward,
            jvp=jvp.sign_jvp,
            jvp_kind="written",
            jvp_formula="zeros_like(self_t) if not numeric.is_complex(self) else where(self == 0, 0.0, (self_t - result * real(conjugate(result) * self_t)) / where(self == 0, 1.0, absolute(self)))",
            formulas=MappingProxyType(
                {
                    "self": "zeros_like(grad) if not numeric.is_complex(self) else where(self == 0, 0.0, (grad - real(grad * result) * conjugate(result)) / where(self == 0, 1.0, absolute(self)))"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.sign,
            numpy_name="sign",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="sign",
            conventions="for real inputs the derivative is 0 everywhere, including at the jump at 0. For complex z != 0, sign(z) = z / |z| moves on the unit circle, d sign = (dz - sign Re(conj(sign) dz)) / |z|; it is 0 at z = 0.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 0.0}, {"self": 1.0, "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=259,
            spec="derivatives.yaml",
        ),
        "negative": OpInfo(
            name="negative",
            signature="negative(Tensor self) -> Tensor",
            forward=ops.negative,
            backward=backward.negative_backward,
            jvp=jvp.negative_jvp,
            jvp_kind="linear",
            jvp_formula="negative(self_t)",
            formulas=MappingProxyType({"self": "-grad"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.negative,
            numpy_name="negative",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 0.0, "grad": -1.0}], "cases": [{"self": [5]}]}
            ),
            line=278,
            spec="derivatives.yaml",
        ),
        "zeros_like": OpInfo(
            name="zeros_like",
            signature="zeros_like(Tensor self, *, int[]? shape=None) -> Tensor",
            forward=ops.zeros_like,
            backward=backward.zeros_like_backward,
            jvp=jvp.zeros_like_jvp,
            jvp_kind="linear",
            jvp_formula="zeros_like(self_t, shape=shape)",
            formulas=MappingProxyType({"self": "zeros_like(grad, shape=self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
            ),
            outputs=("result",),
            numpy=np.zeros_like,
            numpy_name="zeros_like",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="creation",
            conventions="traced, so that index assignment into it is recorded: np.zeros_like(x, shape=...) is how traced code makes an array to fill (np.zeros(...) makes a plain one). np.empty_like on a traced array is this op too (zeros are one of the values an uninitialized array may hold).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 2.0, "grad": 0.0}],
                    "cases": [{"self": [3, 2]}, {"self": [3], "shape": [2, 4]}],
                }
            ),
            line=289,
            spec="derivatives.yaml",
        ),
        "add": OpInfo(
            name="add",
            signature="add(Tensor self, Tensor other) -> Tensor",
            forward=ops.add,
            backward=backward.add_backward,
            jvp=jvp.add_jvp,
            jvp_kind="linear",
            jvp_formula="add(self_t, other_t)",
            formulas=MappingProxyType({"self": "grad", "other": "grad"}),
            saved=(
                "self_shape",
                "other_shape",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.add,
            numpy_name="add",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "other": 2.0, "grad": [1.0, 1.0]}],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [2, 1, 3], "other": [4, 1]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=305,
            spec="derivatives.yaml",
        ),
        "subtract": OpInfo(
            name="subtract",
            signature="subtract(Tensor self, Tensor other) -> Tensor",
            forward=ops.subtract,
            backward=backward.subtract_backward,
            jvp=jvp.subtract_jvp,
            jvp_kind="linear",
            jvp_formula="subtract(self_t, other_t)",
            formulas=MappingProxyType({"self": "grad", "other": "-grad"}),
            saved=(
                "self_shape",
                "other_shape",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.subtract,
            numpy_name="subtract",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "other": 2.0, "grad": [1.0, -1.0]}],
                    "cases": [{"self": [3, 4], "other": [4]}, {"self": [2, 1], "other": [1, 3]}],
                }
            ),
            line=317,
            spec="derivatives.yaml",
        ),
        "multiply": OpInfo(
            name="multiply",
            signature="multiply(Tensor self, Tensor other) -> Tensor",
            forward=ops.multiply,
            backward=backward.multiply_backward,
            jvp=jvp.multiply_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * other + other_t * self, result.shape)",
            formulas=MappingProxyType({"self": "grad * other", "other": "grad * self"}),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.multiply,
            numpy_name="multiply",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 2.0, "other": 3.0, "grad": [3.0, 2.0]},
                        {"self": float("inf"), "other": 0.0, "grad": [0.0, float("inf")]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [2, 1, 3], "other": [4, 1]},
                    ],
                }
            ),
            line=329,
            spec="derivatives.yaml",
        ),
        "divide": OpInfo(
            name="divide",
            signature="divide(Tensor self, Tensor other) -> Tensor",
            forward=ops.divide,
            backward=backward.divide_backward,
            jvp=jvp.divide_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t / other + -other_t * result / other, result.shape)",
            formulas=MappingProxyType({"self": "grad / other", "other": "-grad * result / other"}),
            saved=(
                "self_shape",
                "other",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.divide,
            numpy_name="divide",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "other": 2.0, "grad": [0.5, -0.25]}],
                    "domain": {"self": [-2, 2], "other": [0.5, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=340,
            spec="derivatives.yaml",
        ),
        "power": OpInfo(
            name="power",
            signature="power(Tensor self, Tensor other) -> Tensor",
            forward=ops.power,
            backward=backward.power_backward,
            jvp=jvp.power_jvp,
            jvp_kind="written",
            jvp_formula="where(self_t == 0, 0.0, self_t * other * power(self, other - (other != 0))) + where(other_t == 0, 0.0, other_t * (where(self == 0, 0.0, result * log(where(self == 0, 1.0, self) + 0j)) if numeric.is_complex(result) else where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0)))",
            formulas=MappingProxyType(
                {
                    "self": "grad * other * power(self, other - (other != 0))",
                    "other": "grad * (where(self == 0, 0.0, result * log(where(self == 0, 1.0, self) + 0j)) if numeric.is_complex(result) else where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0))",
                }
            ),
            saved=(
                "self",
                "other",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.power,
            numpy_name="power",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="power",
            conventions="d/dother is 0 where self <= 0, where log(self) is not real (PyTorch gives nan for self < 0); d/dself at self = 0 follows other * 0 ** (other - 1), except that it is 0 for other = 0 (x ** 0 is the constant 1; the exponent other - (other != 0) is then 0, not -1), at every order, as in PyTorch and autograd. In forward mode a zero tangent contributes 0 even where the partial derivative is infinite (d/dother of 0 ** other with other > 0 is 0, as in JAX). A complex result takes the principal complex log(self) (0 at self = 0), as JAX does.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 2.0, "grad": [0.0, 0.0]},
                        {"self": 0.0, "other": 0.0, "grad": [0.0, 0.0]},
                        {"self": -2.0, "other": 3.0, "grad": [12.0, 0.0]},
                        {"self": 2.0, "other": 3.0, "grad": [12.0, 5.545177444479562]},
                    ],
                    "domain": {"self": [0.3, 2], "other": [-2, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=352,
            spec="derivatives.yaml",
        ),
        "maximum": OpInfo(
            name="maximum",
            signature="maximum(Tensor self, Tensor other) -> Tensor",
            forward=ops.maximum,
            backward=backward.maximum_backward,
            jvp=jvp.maximum_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(where(self > other, self_t, where(self == other, self_t / 2, 0.0)) + where(other > self, other_t, where(self == other, other_t / 2, 0.0)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "where(self > other, grad, where(self == other, grad / 2, 0.0))",
                    "other": "where(other > self, grad, where(self == other, grad / 2, 0.0))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.maximum,
            numpy_name="maximum",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="selection",
            conventions="at a tie (self == other) each side gets half the gradient.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "other": 1.0, "grad": [0.5, 0.5]},
                        {"self": 2.0, "other": 1.0, "grad": [1.0, 0.0]},
                    ],
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=381,
            spec="derivatives.yaml",
        ),
        "minimum": OpInfo(
            name="minimum",
            signature="minimum(Tensor self, Tensor other) -> Tensor",
            forward=ops.minimum,
            backward=backward.minimum_backward,
            jvp=jvp.minimum_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(where(self < other, self_t, where(self == other, self_t / 2, 0.0)) + where(other < self, other_t, where(self == other, other_t / 2, 0.0)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "where(self < other, grad, where(self == other, grad / 2, 0.0))",
                    "other": "where(other < self, grad, where(self == other, grad / 2, 0.0))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.minimum,
            numpy_name="minimum",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="selection",
            conventions="at a tie (self == other) each side gets half the gradient.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "other": 1.0, "grad": [0.5, 0.5]},
                        {"self": 2.0, "other": 1.0, "grad": [0.0, 1.0]},
                    ],
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=392,
            spec="derivatives.yaml",
        ),
        "arctan2": OpInfo(
            name="arctan2",
            signature="arctan2(Tensor self, Tensor other) -> Tensor",
            forward=ops.arctan2,
            backward=backward.arctan2_backward,
            jvp=jvp.arctan2_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * other / (self * self + other * other) + -other_t * self / (self * self + other * other), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * other / (self * self + other * other)",
                    "other": "-grad * self / (self * self + other * other)",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.arctan2,
            numpy_name="arctan2",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 1.0, "grad": [1.0, 0.0]},
                        {"self": 1.0, "other": 0.0, "grad": [0.0, -1.0]},
                    ],
                    "domain": {"self": [0.3, 2], "other": [0.3, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=403,
            spec="derivatives.yaml",
        ),
        "where": OpInfo(
            name="where",
            signature="where(Tensor condition, Tensor self, Tensor other) -> Tensor",
            forward=ops.where,
            backward=backward.where_backward,
            jvp=jvp.where_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(where(condition, self_t, 0.0) + where(condition, 0.0, other_t), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "where(condition, grad, 0.0)",
                    "other": "where(condition, 0.0, grad)",
                    "condition": "non_differentiable",
                }
            ),
            saved=(
                "condition",
                "self_shape",
                "other_shape",
            ),
            grads=("grad",),
            inputs=(
                "condition",
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "condition",
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.where,
            numpy_name="where",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="selection",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"condition": True, "self": 1.0, "other": 2.0, "grad": [1.0, 0.0]},
                        {"condition": False, "self": 1.0, "other": 2.0, "grad": [0.0, 1.0]},
                    ],
                    "domain": {"condition": "bool", "self": [-2, 2], "other": [-2, 2]},
                    "cases": [
                        {"condition": [3, 4], "self": [3, 4], "other": [3, 4]},
                        {"condition": [3, 4], "self": [4], "other": []},
                    ],
                }
            ),
            line=414,
            spec="derivatives.yaml",
        ),
        "sum": OpInfo(
            name="sum",
            signature="sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.sum,
            backward=backward.sum_backward,
            jvp=jvp.sum_jvp,
            jvp_kind="linear",
            jvp_formula="sum(self_t, axis, keepdims=keepdims)",
            formulas=MappingProxyType({"self": "expand_reduced(grad, self.shape, axis, keepdims)"}),
            saved=(
                "self_shape",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.sum,
            numpy_name="sum",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {"self": []},
                    ]
                }
            ),
            line=429,
            spec="derivatives.yaml",
        ),
        "mean": OpInfo(
            name="mean",
            signature="mean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.mean,
            backward=backward.mean_backward,
            jvp=jvp.mean_jvp,
            jvp_kind="linear",
            jvp_formula="mean(self_t, axis, keepdims=keepdims)",
            formulas=MappingProxyType(
                {
                    "self": "expand_reduced(grad, self.shape, axis, keepdims) * numeric.ieee_divide(grad.size, self.size)"
                }
            ),
            saved=(
                "self_shape",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.mean,
            numpy_name="mean",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": -1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, 2]},
                    ]
                }
            ),
            line=442,
            spec="derivatives.yaml",
        ),
        "max": OpInfo(
            name="max",
            signature="max(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.max,
            backward=backward.max_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.max,
            numpy_name="max",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="tied maxima share the gradient equally.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, 3.0, 3.0]}, "grad": [0.0, 0.5, 0.5]},
                        {
                            "self": {"value": [[2.0, 2.0], [1.0, 0.0]]},
                            "axis": 1,
                            "grad": [[0.5, 0.5], [1.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 0},
                        {"self": [2, 3, 4], "axis": [1, 2], "keepdims": True},
                        {"self": {"value": [[1.0, 3.0, 3.0], [2.0, 2.0, 0.5]]}, "axis": 1},
                    ],
                    "second_order": [3],
                }
            ),
            line=454,
            spec="derivatives.yaml",
        ),
        "prod": OpInfo(
            name="prod",
            signature="prod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.prod,
            backward=backward.prod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_reduced(grad, self.shape, axis, keepdims) * prod_except(self, axis)"
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.prod,
            numpy_name="prod",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="exact when elements are zero, one or several (no division by the element), at every derivative order (see prod_except).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 2.0, 3.0]}, "grad": [6.0, 0.0, 0.0]},
                        {"self": {"value": [0.0, 2.0, 0.0]}, "grad": [0.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[0.0, 5.0], [2.0, 3.0]]},
                            "axis": 0,
                            "grad": [[2.0, 3.0], [0.0, 5.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "keepdims": True},
                        {"self": {"value": [[0.0, 2.0, 3.0], [0.0, 0.0, 1.5]]}, "axis": 1},
                    ],
                }
            ),
            line=473,
            spec="derivatives.yaml",
        ),
        "expand_reduced": OpInfo(
            name="expand_reduced",
            signature="expand_reduced(Tensor self, int[] shape, int[]? axis=None, bool keepdims=False) -> Tensor",
            forward=ops.expand_reduced,
            backward=backward.expand_reduced_backward,
            jvp=jvp.expand_reduced_jvp,
            jvp_kind="linear",
            jvp_formula="expand_reduced(self_t, shape, axis, keepdims)",
            formulas=MappingProxyType({"self": "sum(grad, axis, keepdims=keepdims)"}),
            saved=(
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3], "shape": [3, 4], "axis": 1},
                        {"self": [1, 4], "shape": [3, 4], "axis": 0, "keepdims": True},
                        {"self": [], "shape": [2, 3]},
                    ]
                }
            ),
            line=488,
            spec="derivatives.yaml",
        ),
        "prod_except": OpInfo(
            name="prod_except",
            signature="prod_except(Tensor self, int[]? axis=None) -> Tensor",
            forward=ops.prod_except,
            backward=backward.prod_except_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "ungroup_axes(sum(expand_dims(group_axes(grad, axis), -1) * numeric.off_diagonal(self.shape, axis) * masked_prod(self, numeric.drop_each(numeric.off_diagonal(self.shape, axis)), axis), -2), self.shape, axis)"
                }
            ),
            saved=(
                "self",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="helper",
            conventions="each element's product of the other elements of its group. Its derivative takes products that skip two elements (masked_prod), never dividing by an element, so every derivative order is exact at zeros.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [2.0, 3.0, 4.0]}, "grad": [7.0, 6.0, 5.0]},
                        {"self": {"value": [0.0, 0.0, 3.0]}, "grad": [3.0, 3.0, 0.0]},
                    ],
                    "domain": [0.5, 2],
                    "cases": [
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3]},
                        {"self": {"value": [[0.0, 2.0, 0.0], [0.0, 1.5, 2.0]]}, "axis": 1},
                    ],
                }
            ),
            line=500,
            spec="derivatives.yaml",
        ),
        "masked_prod": OpInfo(
            name="masked_prod",
            signature="masked_prod(Tensor self, Tensor mask, int[]? axis=None) -> Tensor",
            forward=ops.masked_prod,
            backward=backward.masked_prod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "ungroup_axes(sum(expand_dims(grad, -1) * mask * masked_prod(self, numeric.drop_each(mask), axis), numeric.mask_axes(mask)), self.shape, axis)",
                    "mask": "non_differentiable",
                }
            ),
            saved=(
                "self",
                "mask",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "mask",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "mask",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="helper",
            conventions="for each row of mask, the product of the group's elements where the row is true (the others are replaced by 1, never divided out). Its derivative is masked_prod again with one more element skipped, so every order is exact at zeros.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [0.0, 2.0, 3.0]},
                            "mask": {"value": [[True, True, False]]},
                            "grad": [2.0, 0.0, 0.0],
                        }
                    ],
                    "cases": [
                        {
                            "self": [4],
                            "mask": {
                                "value": [[True, False, True, True], [False, True, True, False]]
                            },
                        },
                        {"self": [3, 4], "mask": {"value": [[True, False, True]]}, "axis": 0},
                        {
                            "self": {"value": [[0.0, 2.0], [0.0, 3.0]]},
                            "mask": {"value": [[[True, True, False, True]]]},
                        },
                    ],
                }
            ),
            line=521,
            spec="derivatives.yaml",
        ),
        "group_axes": OpInfo(
            name="group_axes",
            signature="group_axes(Tensor self, int[]? axis=None) -> Tensor",
            forward=ops.group_axes,
            backward=backward.group_axes_backward,
            jvp=jvp.group_axes_jvp,
            jvp_kind="linear",
            jvp_formula="group_axes(self_t, axis)",
            formulas=MappingProxyType({"self": "ungroup_axes(grad, self.shape, axis)"}),
            saved=(
                "self_shape",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [2, 3, 4], "axis": [0, 2]}, {"self": [3, 4]}]}
            ),
            line=541,
            spec="derivatives.yaml",
        ),
        "ungroup_axes": OpInfo(
            name="ungroup_axes",
            signature="ungroup_axes(Tensor self, int[] shape, int[]? axis=None) -> Tensor",
            forward=ops.ungroup_axes,
            backward=backward.ungroup_axes_backward,
            jvp=jvp.ungroup_axes_jvp,
            jvp_kind="linear",
            jvp_formula="ungroup_axes(self_t, shape, axis)",
            formulas=MappingProxyType({"self": "group_axes(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 8], "shape": [2, 3, 4], "axis": [0, 2]},
                        {"self": [12], "shape": [3, 4]},
                    ]
                }
            ),
            line=550,
            spec="derivatives.yaml",
        ),
        "matmul": OpInfo(
            name="matmul",
            signature="matmul(Tensor self, Tensor other) -> Tensor",
            forward=ops.matmul,
            backward=backward.matmul_backward,
            jvp=jvp.matmul_jvp,
            jvp_kind="written",
            jvp_formula="self_t @ other + self @ other_t",
            formulas=MappingProxyType(
                {
                    "self": 'reshape(grad, numeric.matmul_shape(self.shape, other.shape)) @ matrix_transpose(reshape(other, numeric.as_matrix(other.shape, "column")))',
                    "other": 'squeeze(matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape)), -1) if other.ndim == 1 else matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape))',
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.matmul,
            numpy_name="matmul",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="1-D operands are read as a row (left) or a column (right), as matmul does; the formulas reshape to those matrices, and sum_to undoes batch broadcasting (and the row of a 1-D left operand).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0]},
                            "other": {"value": [[1.0, 0.0], [0.0, 1.0]]},
                            "grad": [[1.0, 1.0], [[1.0, 1.0], [2.0, 2.0]]],
                        }
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [4, 2]},
                        {"self": [2, 3, 4], "other": [4, 5]},
                        {"self": [4], "other": [4, 3]},
                        {"self": [2, 3, 4], "other": [4]},
                        {"self": [4], "other": [4]},
                        {"self": [3, 1, 2, 4], "other": [5, 4, 2]},
                    ],
                }
            ),
            line=561,
            spec="derivatives.yaml",
        ),
        "matrix_transpose": OpInfo(
            name="matrix_transpose",
            signature="matrix_transpose(Tensor self) -> Tensor",
            forward=ops.matrix_transpose,
            backward=backward.matrix_transpose_backward,
            jvp=jvp.matrix_transpose_jvp,
            jvp_kind="linear",
            jvp_formula="matrix_transpose(self_t)",
            formulas=MappingProxyType({"self": "matrix_transpose(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 4]}, {"self": [2, 3, 4]}]}),
            line=590,
            spec="derivatives.yaml",
        ),
        "inv": OpInfo(
            name="inv",
            signature="inv(Tensor self) -> Tensor",
            forward=ops.inv,
            backward=backward.inv_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"self": "-(matrix_transpose(result) @ grad @ matrix_transpose(result))"}
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.linalg.inv,
            numpy_name="linalg.inv",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {"matrix": {"self": "invertible"}, "cases": [{"self": [3, 3]}, {"self": [2, 4, 4]}]}
            ),
            line=599,
            spec="derivatives.yaml",
        ),
        "det": OpInfo(
            name="det",
            signature="det(Tensor self) -> Tensor",
            forward=ops.det,
            backward=backward.det_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"self": "expand_dims(grad, (-2, -1)) * matrix_transpose(adjugate(self))"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.linalg.det,
            numpy_name="linalg.det",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="the gradient is the transposed adjugate, computed from the SVD, so it is right for singular matrices too (PyTorch 2.13 returns zeros at exactly singular ones), and so is the second derivative at rank n - 1 and n - 2 (see adjugate).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 2.0], [2.0, 4.0]]},
                            "grad": [[4.0, -2.0], [-2.0, 1.0]],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 0.0]]},
                            "grad": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 2.0]],
                        },
                        {
                            "self": {"value": [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]},
                            "grad": [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [2, 4, 4]},
                        {"self": {"value": [[1.0, 2.0], [2.0, 4.0]]}},
                        {"self": {"value": [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0], [0.5, -1.0, 2.0]]}},
                        {"self": {"value": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [5.0, 7.0, 9.0]]}},
                        {"self": {"value": [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [-1.0, -2.0, -3.0]]}},
                    ],
                }
            ),
            line=608,
            spec="derivatives.yaml",
        ),
        "adjugate": OpInfo(
            name="adjugate",
            signature="adjugate(Tensor self) -> Tensor",
            forward=ops.adjugate,
            backward=backward.adjugate_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_dims(det(self), (-2, -1)) * ( expand_dims(sum(grad * inv(self), (-2, -1)), (-2, -1)) * matrix_transpose(inv(self)) - matrix_transpose(inv(self)) @ grad @ matrix_transpose(inv(self))) if numeric.well_conditioned(self) else real_for(mean( expand_dims(det(expand_dims(self, -3) + numeric.circle_shifts(self)), (-2, -1)) * ( expand_dims(sum(expand_dims(grad, -3) * inv(expand_dims(self, -3) + numeric.circle_shifts(self)), (-2, -1)), (-2, -1)) * matrix_transpose(inv(expand_dims(self, -3) + numeric.circle_shifts(self))) - matrix_transpose(inv(expand_dims(self, -3) + numeric.circle_shifts(self))) @ expand_dims(grad, -3) @ matrix_transpose(inv(expand_dims(self, -3) + numeric.circle_shifts(self)))), -3), numeric.dtype_of(self))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="its derivative is det(A) (tr(G A^-1) A^-T - A^-T G A^-T) for a well-conditioned A. That expression is a polynomial of degree n - 2 in A, so elsewhere (singular matrices of any rank, ill-conditioned ones) it is evaluated at A + t I for n points t on a circle around 0 where those are well conditioned, and averaged: exactly its value at A, at every order.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 3.0]]},
                            "grad": [[1.0, -1.0], [-1.0, 1.0]],
                        },
                        {
                            "self": {"value": [[1.0, 2.0], [2.0, 4.0]]},
                            "grad": [[1.0, -1.0], [-1.0, 1.0]],
                        },
                    ],
                    "matrix": {"self": "invertible"},
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [2, 2, 2]},
                        {"self": {"value": [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0], [0.5, -1.0, 2.0]]}},
                        {"self": {"value": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [5.0, 7.0, 9.0]]}},
                        {"self": {"value": [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [-1.0, -2.0, -3.0]]}},
                    ],
                }
            ),
            line=628,
            spec="derivatives.yaml",
        ),
        "real_for": OpInfo(
            name="real_for",
            signature="real_for(Tensor self, str dtype) -> Tensor",
            forward=ops.real_for,
            backward=backward.real_for_backward,
            jvp=jvp.real_for_jvp,
            jvp_kind="linear",
            jvp_formula="real_for(self_t, dtype)",
            formulas=MappingProxyType({"self": "astype(grad, numeric.dtype_of(self))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "dtype",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="self, or its real part when dtype is real (for a real result computed through complex numbers).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 2.0, "dtype": "float64", "grad": 1.0}],
                    "cases": [
                        {"self": [3], "dtype": "float64"},
                        {"self": [2, 3], "dtype": "complex128"},
                    ],
                }
            ),
            line=659,
            spec="derivatives.yaml",
        ),
        "slogdet": OpInfo(
            name="slogdet",
            signature="slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)",
            forward=ops.slogdet,
            backward=backward.slogdet_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_dims(grad_logabsdet + 1j * imag(grad_sign * sign) if numeric.is_complex(self) else grad_logabsdet, (-2, -1)) * matrix_transpose(inv(self))"
                }
            ),
            saved=(
                "self",
                "sign",
            ),
            grads=(
                "grad_sign",
                "grad_logabsdet",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=(
                "sign",
                "logabsdet",
            ),
            numpy=np.linalg.slogdet,
            numpy_name="linalg.slogdet",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="for real matrices sign is piecewise constant and gets no gradient. For complex ones sign = det / |det| turns with the phase of the determinant: d logabsdet = Re tr(A^-1 dA) and d sign = 1j sign Im tr(A^-1 dA).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 4.0]]},
                            "grad": [[0.5, 0.0], [0.0, 0.25]],
                        }
                    ],
                    "matrix": {"self": "invertible"},
                    "cases": [{"self": [3, 3]}, {"self": [2, 4, 4]}],
                }
            ),
            line=670,
            spec="derivatives.yaml",
        ),
        "reshape": OpInfo(
            name="reshape",
            signature="reshape(Tensor self, int[] shape) -> Tensor",
            forward=ops.reshape,
            backward=backward.reshape_backward,
            jvp=jvp.reshape_jvp,
            jvp_kind="linear",
            jvp_formula="reshape(self_t, shape)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
            ),
            outputs=("result",),
            numpy=np.reshape,
            numpy_name="reshape",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4], "shape": [2, 6]}, {"self": [2, 3, 2], "shape": [-1]}]}
            ),
            line=688,
            spec="derivatives.yaml",
        ),
        "transpose": OpInfo(
            name="transpose",
            signature="transpose(Tensor self, int[]? axes=None) -> Tensor",
            forward=ops.transpose,
            backward=backward.transpose_backward,
            jvp=jvp.transpose_jvp,
            jvp_kind="linear",
            jvp_formula="transpose(self_t, axes)",
            formulas=MappingProxyType(
                {"self": "transpose(grad, numeric.inverse_permutation(axes, self.ndim))"}
            ),
            saved=(
                "self_shape",
                "axes",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axes",
            ),
            outputs=("result",),
            numpy=np.transpose,
            numpy_name="transpose",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4]}, {"self": [2, 3, 4], "axes": [1, 2, 0]}]}
            ),
            line=697,
            spec="derivatives.yaml",
        ),
        "swapaxes": OpInfo(
            name="swapaxes",
            signature="swapaxes(Tensor self, int axis1, int axis2) -> Tensor",
            forward=ops.swapaxes,
            backward=backward.swapaxes_backward,
            jvp=jvp.swapaxes_jvp,
            jvp_kind="linear",
            jvp_formula="swapaxes(self_t, axis1, axis2)",
            formulas=MappingProxyType({"self": "swapaxes(grad, axis1, axis2)"}),
            saved=(
                "axis1",
                "axis2",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis1",
                "axis2",
            ),
            outputs=("result",),
            numpy=np.swapaxes,
            numpy_name="swapaxes",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [2, 3, 4], "axis1": 0, "axis2": 2},
                        {"self": [3, 4], "axis1": -1, "axis2": 0},
                    ]
                }
            ),
            line=706,
            spec="derivatives.yaml",
        ),
        "expand_dims": OpInfo(
            name="expand_dims",
            signature="expand_dims(Tensor self, int[] axis) -> Tensor",
            forward=ops.expand_dims,
            backward=backward.expand_dims_backward,
            jvp=jvp.expand_dims_jvp,
            jvp_kind="linear",
            jvp_formula="expand_dims(self_t, axis)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.expand_dims,
            numpy_name="expand_dims",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4], "axis": 1}, {"self": [3], "axis": [0, -1]}]}
            ),
            line=715,
            spec="derivatives.yaml",
        ),
        "broadcast_to": OpInfo(
            name="broadcast_to",
            signature="broadcast_to(Tensor self, int[] shape) -> Tensor",
            forward=ops.broadcast_to,
            backward=backward.broadcast_to_backward,
            jvp=jvp.broadcast_to_jvp,
            jvp_kind="linear",
            jvp_formula="broadcast_to(self_t, shape)",
            formulas=MappingProxyType({"self": "sum_to(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
            ),
            outputs=("result",),
            numpy=np.broadcast_to,
            numpy_name="broadcast_to",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 1], "shape": [2, 3, 4]}, {"self": [], "shape": [3]}]}
            ),
            line=724,
            spec="derivatives.yaml",
        ),
        "sum_to": OpInfo(
            name="sum_to",
            signature="sum_to(Tensor self, int[] shape) -> Tensor",
            forward=ops.sum_to,
            backward=backward.sum_to_backward,
            jvp=jvp.sum_to_jvp,
            jvp_kind="linear",
            jvp_formula="sum_to(self_t, shape)",
            formulas=MappingProxyType({"self": "broadcast_to(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [2, 3, 4], "shape": [3, 1]}, {"self": [3], "shape": []}]}
            ),
            line=733,
            spec="derivatives.yaml",
        ),
        "concatenate": OpInfo(
            name="concatenate",
            signature="concatenate(Tensor[] arrays, int? axis=0) -> Tensor",
            forward=ops.concatenate,
            backward=backward.concatenate_backward,
            jvp=jvp.concatenate_jvp,
            jvp_kind="linear",
            jvp_formula="concatenate(arrays_t, axis)",
            formulas=MappingProxyType(
                {
                    "arrays": "split(grad, numeric.split_indices(arrays, axis), axis) if axis is not None else unconcatenate(grad, numeric.flat_layouts(arrays), numeric.shapes(arrays), 0)"
                }
            ),
            saved=(
                "arrays",
                "axis",
            ),
            grads=("grad",),
            inputs=("arrays",),
            differentiable=("arrays",),
            arguments=(
                "arrays",
                "axis",
            ),
            outputs=("result",),
            numpy=np.concatenate,
            numpy_name="concatenate",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arrays": [[2, 3], [4, 3]]},
                        {"arrays": [[2, 3], [2, 1], [2, 2]], "axis": 1},
                        {"arrays": [[2, 3], [4], []], "axis": None},
                    ]
                }
            ),
            line=742,
            spec="derivatives.yaml",
        ),
        "split": OpInfo(
            name="split",
            signature="split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[]",
            forward=ops.split,
            backward=backward.split_backward,
            jvp=jvp.split_jvp,
            jvp_kind="linear",
            jvp_formula="split(self_t, indices_or_sections, axis)",
            formulas=MappingProxyType({"self": "concatenate(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "indices_or_sections",
                "axis",
            ),
            outputs=("result",),
            numpy=np.split,
            numpy_name="split",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [6, 2], "indices_or_sections": [2, 5]},
                        {"self": [2, 6], "indices_or_sections": 3, "axis": 1},
                    ]
                }
            ),
            line=754,
            spec="derivatives.yaml",
        ),
        "take": OpInfo(
            name="take",
            signature="take(Tensor self, Tensor indices, int? axis=None) -> Tensor",
            forward=ops.take,
            backward=backward.take_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"self": "untake(grad, self.shape, indices, axis)", "indices": "non_differentiable"}
            ),
            saved=(
                "self_shape",
                "indices",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "indices",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "indices",
                "axis",
            ),
            outputs=("result",),
            numpy=np.take,
            numpy_name="take",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="indexing",
            conventions="repeated indices accumulate their gradients.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "indices": {"value": [0, 0, 2]},
                            "grad": [2.0, 0.0, 1.0],
                        }
                    ],
                    "cases": [
                        {"self": [5], "indices": {"value": [0, 2, 2, 4]}},
                        {"self": [3, 4], "indices": {"value": [1, 1, 3]}, "axis": 1},
                    ],
                }
            ),
            line=765,
            spec="derivatives.yaml",
        ),
        "untake": OpInfo(
            name="untake",
            signature="untake(Tensor self, int[] shape, Tensor indices, int? axis=None) -> Tensor",
            forward=ops.untake,
            backward=backward.untake_backward,
            jvp=jvp.untake_jvp,
            jvp_kind="linear",
            jvp_formula="untake(self_t, shape, indices, axis)",
            formulas=MappingProxyType(
                {"self": "take(grad, indices, axis)", "indices": "non_differentiable"}
            ),
            saved=(
                "indices",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "indices",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "indices",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="indexing",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [4], "shape": [5], "indices": {"value": [0, 2, 2, 4]}},
                        {
                            "self": [3, 3],
                            "shape": [3, 4],
                            "indices": {"value": [1, 1, 3]},
                            "axis": 1,
                        },
                    ]
                }
            ),
            line=778,
            spec="derivatives.yaml",
        ),
        "getitem": OpInfo(
            name="getitem",
            signature="getitem(Tensor self, Index index) -> Tensor",
            forward=ops.getitem,
            backward=backward.getitem_backward,
            jvp=jvp.getitem_jvp,
            jvp_kind="linear",
            jvp_formula="getitem(self_t, index)",
            formulas=MappingProxyType({"self": "index_add(grad, self.shape, index)"}),
            saved=(
                "self_shape",
                "index",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "index",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="indexing",
            conventions="basic, advanced and boolean indices; repeated indices accumulate gradients.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "index": [[0, 0, 2]],
                            "grad": [2.0, 0.0, 1.0],
                        }
                    ],
                    "cases": [{"self": [4, 3], "index": 1}, {"self": [4, 3], "index": [[0, 2, 2]]}],
                }
            ),
            line=790,
            spec="derivatives.yaml",
        ),
        "index_add": OpInfo(
            name="index_add",
            signature="index_add(Tensor self, int[] shape, Index index) -> Tensor",
            forward=ops.index_add,
            backward=backward.index_add_backward,
            jvp=jvp.index_add_jvp,
            jvp_kind="linear",
            jvp_formula="index_add(self_t, shape, index)",
            formulas=MappingProxyType({"self": "getitem(grad, index)"}),
            saved=("index",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "index",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="indexing",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3], "shape": [4, 3], "index": 1}]}),
            line=803,
            spec="derivatives.yaml",
        ),
        "setitem": OpInfo(
            name="setitem",
            signature="setitem(Tensor self, Index index, Tensor value) -> Tensor",
            forward=ops.setitem,
            backward=backward.setitem_backward,
            jvp=jvp.setitem_jvp,
            jvp_kind="written",
            jvp_formula="setitem(self_t, index, value_t)",
            formulas=MappingProxyType(
                {
                    "self": "setitem(grad, index, 0.0)",
                    "value": "sum_to(where(numeric.written_mask(self.shape, index), getitem(grad, index), 0.0), value.shape)",
                }
            ),
            saved=(
                "self_shape",
                "value_shape",
                "index",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "value",
            ),
            differentiable=(
                "self",
                "value",
            ),
            arguments=(
                "self",
                "index",
                "value",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="indexing",
            conventions="x[index] = value on a traced x, as a new array: JAX's x.at[index].set(value). self gets the gradient outside the written elements; value gets the gradient of the elements it was written to, summed over its broadcasting. When an integer index repeats an element, the write NumPy keeps (the last) gets the gradient, and the others none.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "index": [[0, 0, 2]],
                            "value": {"value": [5.0, 6.0, 7.0]},
                            "grad": [[0.0, 1.0, 0.0], [0.0, 1.0, 1.0]],
                        }
                    ],
                    "cases": [
                        {"self": [5], "index": 1, "value": []},
                        {"self": [4, 3], "index": [[0, 2]], "value": [3]},
                        {"self": [4, 3], "index": [[0, 2, 0]], "value": [3, 3]},
                    ],
                }
            ),
            line=813,
            spec="derivatives.yaml",
        ),
        "astype": OpInfo(
            name="astype",
            signature="astype(Tensor self, str dtype) -> Tensor",
            forward=ops.astype,
            backward=backward.astype_backward,
            jvp=jvp.astype_jvp,
            jvp_kind="linear",
            jvp_formula="astype(self_t, dtype)",
            formulas=MappingProxyType(
                {
                    "self": "astype(grad if numeric.is_complex(self) else real(grad), numeric.dtype_of(self))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "dtype",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="conversion",
            conventions="only floating-point casts carry a gradient; it is cast back to the input's dtype.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [1.5]}, "dtype": "float32", "grad": [1.0]}],
                    "cases": [
                        {"self": [3], "dtype": "float64"},
                        {"self": [2, 2], "dtype": "float64"},
                    ],
                    "complex": {"cases": [{"self": [3], "dtype": "complex128"}]},
                }
            ),
            line=834,
            spec="derivatives.yaml",
        ),
        "squeeze": OpInfo(
            name="squeeze",
            signature="squeeze(Tensor self, int[]? axis=None) -> Tensor",
            forward=ops.squeeze,
            backward=backward.squeeze_backward,
            jvp=jvp.squeeze_jvp,
            jvp_kind="linear",
            jvp_formula="squeeze(self_t, axis)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.squeeze,
            numpy_name="squeeze",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 1, 2]}, {"self": [1, 3, 1], "axis": 0}]}
            ),
            line=846,
            spec="derivatives.yaml",
        ),
        "ones_like": OpInfo(
            name="ones_like",
            signature="ones_like(Tensor self, *, int[]? shape=None) -> Tensor",
            forward=ops.ones_like,
            backward=backward.ones_like_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"self": "zeros_like(grad, shape=self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
            ),
            outputs=("result",),
            numpy=np.ones_like,
            numpy_name="ones_like",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="creation",
            conventions="a constant of the input's shape (or of shape), so its derivative is zero.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 2.0, "grad": 0.0}],
                    "cases": [{"self": [3, 2]}, {"self": [2], "shape": [3]}],
                }
            ),
            line=855,
            spec="derivatives.yaml",
        ),
        "min": OpInfo(
            name="min",
            signature="min(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.min,
            backward=backward.min_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.min,
            numpy_name="min",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="tied minima share the gradient equally.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [2.0, 1.0, 1.0]}, "grad": [0.0, 0.5, 0.5]}],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": -1, "keepdims": True},
                        {"self": {"value": [[1.0, 0.5, 0.5], [2.0, 2.0, 3.5]]}, "axis": 1},
                    ],
                    "second_order": [2],
                }
            ),
            line=866,
            spec="derivatives.yaml",
        ),
        "arcsin": OpInfo(
            name="arcsin",
            signature="arcsin(Tensor self) -> Tensor",
            forward=ops.arcsin,
            backward=backward.arcsin_backward,
            jvp=jvp.arcsin_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / sqrt((1 - self) * (1 + self))",
            formulas=MappingProxyType({"self": "grad / sqrt((1 - self) * (1 + self))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.arcsin,
            numpy_name="arcsin",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="trigonometric",
            conventions="arcsin'(±1) is +inf (the tangent is vertical at both ends); (1 - x)(1 + x) keeps the derivative accurate near ±1, where 1 - x * x loses digits.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": 0.6, "grad": 1.25},
                        {"self": 1.0, "grad": float("inf")},
                        {"self": -1.0, "grad": float("inf")},
                    ],
                    "domain": [-0.9, 0.9],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=887,
            spec="derivatives.yaml",
        ),
        "arccos": OpInfo(
            name="arccos",
            signature="arccos(Tensor self) -> Tensor",
            forward=ops.arccos,
            backward=backward.arccos_backward,
            jvp=jvp.arccos_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t / sqrt((1 - self) * (1 + self))",
            formulas=MappingProxyType({"self": "-grad / sqrt((1 - self) * (1 + self))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.arccos,
            numpy_name="arccos",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="trigonometric",
            conventions="arccos'(±1) is -inf (the tangent is vertical at both ends).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": -1.0},
                        {"self": -0.6, "grad": -1.25},
                        {"self": 1.0, "grad": float("-inf")},
                        {"self": -1.0, "grad": float("-inf")},
                    ],
                    "domain": [-0.9, 0.9],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=901,
            spec="derivatives.yaml",
        ),
        "arcsinh": OpInfo(
            name="arcsinh",
            signature="arcsinh(Tensor self) -> Tensor",
            forward=ops.arcsinh,
            backward=backward.arcsinh_backward,
            jvp=jvp.arcsinh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / hypot(1.0, self)",
            formulas=MappingProxyType({"self": "grad / hypot(1.0, self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.arcsinh,
            numpy_name="arcsinh",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="hyperbolic",
            conventions="1 / hypot(1, x), which does not overflow for large |x| (1e200 gives 1e-200) and is 0 at ±inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": 1e200, "grad": 1e-200},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=913,
            spec="derivatives.yaml",
        ),
        "arccosh": OpInfo(
            name="arccosh",
            signature="arccosh(Tensor self) -> Tensor",
            forward=ops.arccosh,
            backward=backward.arccosh_backward,
            jvp=jvp.arccosh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (sqrt(self - 1) * sqrt(self + 1))",
            formulas=MappingProxyType({"self": "grad / (sqrt(self - 1) * sqrt(self + 1))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.arccosh,
            numpy_name="arccosh",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="hyperbolic",
            conventions="arccosh'(1) is +inf; sqrt(x - 1) * sqrt(x + 1) does not overflow for large x (1e200 gives 1e-200), and +inf gives 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.25, "grad": 1.3333333333333333},
                        {"self": 1.0, "grad": float("inf")},
                        {"self": 1e200, "grad": 1e-200},
                        {"self": float("inf"), "grad": 0.0},
                    ],
                    "domain": [1.2, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=925,
            spec="derivatives.yaml",
        ),
        "arctanh": OpInfo(
            name="arctanh",
            signature="arctanh(Tensor self) -> Tensor",
            forward=ops.arctanh,
            backward=backward.arctanh_backward,
            jvp=jvp.arctanh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / ((1 - self) * (1 + self))",
            formulas=MappingProxyType({"self": "grad / ((1 - self) * (1 + self))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.arctanh,
            numpy_name="arctanh",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="hyperbolic",
            conventions="arctanh'(±1) is +inf, where the function has its poles.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": 0.5, "grad": 1.3333333333333333},
                        {"self": 1.0, "grad": float("inf")},
                        {"self": -1.0, "grad": float("inf")},
                    ],
                    "domain": [-0.9, 0.9],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=939,
            spec="derivatives.yaml",
        ),
        "exp2": OpInfo(
            name="exp2",
            signature="exp2(Tensor self) -> Tensor",
            forward=ops.exp2,
            backward=backward.exp2_backward,
            jvp=jvp.exp2_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * result * 0.6931471805599453",
            formulas=MappingProxyType({"self": "grad * result * 0.6931471805599453"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.exp2,
            numpy_name="exp2",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.6931471805599453},
                        {"self": 3.0, "grad": 5.545177444479562},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=951,
            spec="derivatives.yaml",
        ),
        "log2": OpInfo(
            name="log2",
            signature="log2(Tensor self) -> Tensor",
            forward=ops.log2,
            backward=backward.log2_backward,
            jvp=jvp.log2_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (self * 0.6931471805599453)",
            formulas=MappingProxyType({"self": "grad / (self * 0.6931471805599453)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.log2,
            numpy_name="log2",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 1.4426950408889634},
                        {"self": float("inf"), "grad": 0.0},
                    ],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=961,
            spec="derivatives.yaml",
        ),
        "log10": OpInfo(
            name="log10",
            signature="log10(Tensor self) -> Tensor",
            forward=ops.log10,
            backward=backward.log10_backward,
            jvp=jvp.log10_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (self * 2.302585092994046)",
            formulas=MappingProxyType({"self": "grad / (self * 2.302585092994046)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.log10,
            numpy_name="log10",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 0.43429448190325176},
                        {"self": float("inf"), "grad": 0.0},
                    ],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=972,
            spec="derivatives.yaml",
        ),
        "cbrt": OpInfo(
            name="cbrt",
            signature="cbrt(Tensor self) -> Tensor",
            forward=ops.cbrt,
            backward=backward.cbrt_backward,
            jvp=jvp.cbrt_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (3 * result * result)",
            formulas=MappingProxyType({"self": "grad / (3 * result * result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.cbrt,
            numpy_name="cbrt",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="power",
            conventions="cbrt'(0) is +inf (a vertical tangent, from both sides); negative inputs have the real cube root's derivative 1 / (3 cbrt(x)^2).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 8.0, "grad": 0.08333333333333333},
                        {"self": -8.0, "grad": 0.08333333333333333},
                        {"self": 0.0, "grad": float("inf")},
                        {"self": float("inf"), "grad": 0.0},
                    ],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=983,
            spec="derivatives.yaml",
        ),
        "fabs": OpInfo(
            name="fabs",
            signature="fabs(Tensor self) -> Tensor",
            forward=ops.fabs,
            backward=backward.fabs_backward,
            jvp=jvp.fabs_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * sign(self)",
            formulas=MappingProxyType({"self": "grad * sign(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.fabs,
            numpy_name="fabs",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="sign",
            conventions="fabs'(0) = 0 (the subgradient of least norm), as for absolute.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": -2.0, "grad": -1.0},
                        {"self": 2.0, "grad": 1.0},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=998,
            spec="derivatives.yaml",
        ),
        "positive": OpInfo(
            name="positive",
            signature="positive(Tensor self) -> Tensor",
            forward=ops.positive,
            backward=backward.positive_backward,
            jvp=jvp.positive_jvp,
            jvp_kind="linear",
            jvp_formula="positive(self_t)",
            formulas=MappingProxyType({"self": "grad"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.positive,
            numpy_name="positive",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": -3.0, "grad": 1.0}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1008,
            spec="derivatives.yaml",
        ),
        "deg2rad": OpInfo(
            name="deg2rad",
            signature="deg2rad(Tensor self) -> Tensor",
            forward=ops.deg2rad,
            backward=backward.deg2rad_backward,
            jvp=jvp.deg2rad_jvp,
            jvp_kind="linear",
            jvp_formula="deg2rad(self_t)",
            formulas=MappingProxyType({"self": "grad * 0.017453292519943295"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.deg2rad,
            numpy_name="deg2rad",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 0.017453292519943295}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1019,
            spec="derivatives.yaml",
        ),
        "radians": OpInfo(
            name="radians",
            signature="radians(Tensor self) -> Tensor",
            forward=ops.radians,
            backward=backward.radians_backward,
            jvp=jvp.radians_jvp,
            jvp_kind="linear",
            jvp_formula="radians(self_t)",
            formulas=MappingProxyType({"self": "grad * 0.017453292519943295"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.radians,
            numpy_name="radians",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 90.0, "grad": 0.017453292519943295}], "cases": [{"self": [5]}]}
            ),
            line=1029,
            spec="derivatives.yaml",
        ),
        "rad2deg": OpInfo(
            name="rad2deg",
            signature="rad2deg(Tensor self) -> Tensor",
            forward=ops.rad2deg,
            backward=backward.rad2deg_backward,
            jvp=jvp.rad2deg_jvp,
            jvp_kind="linear",
            jvp_formula="rad2deg(self_t)",
            formulas=MappingProxyType({"self": "grad * 57.29577951308232"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.rad2deg,
            numpy_name="rad2deg",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 57.29577951308232}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1039,
            spec="derivatives.yaml",
        ),
        "degrees": OpInfo(
            name="degrees",
            signature="degrees(Tensor self) -> Tensor",
            forward=ops.degrees,
            backward=backward.degrees_backward,
            jvp=jvp.degrees_jvp,
            jvp_kind="linear",
            jvp_formula="degrees(self_t)",
            formulas=MappingProxyType({"self": "grad * 57.29577951308232"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.degrees,
            numpy_name="degrees",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 1.0, "grad": 57.29577951308232}], "cases": [{"self": [5]}]}
            ),
            line=1049,
            spec="derivatives.yaml",
        ),
        "sinc": OpInfo(
            name="sinc",
            signature="sinc(Tensor self) -> Tensor",
            forward=ops.sinc,
            backward=backward.sinc_backward,
            jvp=jvp.sinc_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(absolute(self) < 0.01, self * (-3.289868133696453 + self * self * (3.246969701133414 + self * self * (-1.144510944732505 + self * self * 0.20918278254123832))), (cos(3.141592653589793 * self) - result) / where(absolute(self) < 0.01, 1.0, self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(absolute(self) < 0.01, self * (-3.289868133696453 + self * self * (3.246969701133414 + self * self * (-1.144510944732505 + self * self * 0.20918278254123832))), (cos(3.141592653589793 * self) - result) / where(absolute(self) < 0.01, 1.0, self))"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.sinc,
            numpy_name="sinc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="sinc'(0) = 0 (and sinc''(0) = -pi^2 / 3), with no NaN: for |x| < 0.01 a Taylor series (-pi^2 x / 3 + pi^4 x^3 / 30 - pi^6 x^5 / 840 + pi^8 x^7 / 45360) replaces (cos(pi x) - sinc(x)) / x, which would be 0/0 at 0 and loses digits near it; the division sees 1 there, so its own derivative has no NaN either.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.0, "grad": -1.0},
                        {"self": 0.5, "grad": -1.2732395447351628},
                        {"self": 1e-300, "grad": -3.289868133696453e-300},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [2, 3]},
                        {"self": {"value": [0.0, 0.005, -0.002, 0.01, 1.5]}},
                    ],
                }
            ),
            line=1059,
            spec="derivatives.yaml",
        ),
        "floor": OpInfo(
            name="floor",
            signature="floor(Tensor self) -> Tensor",
            forward=ops.floor,
            backward=backward.floor_backward,
            jvp=jvp.floor_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.floor,
            numpy_name="floor",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="the derivative is 0 everywhere, including at the jumps (the integers).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.5, "grad": 0.0}, {"self": 2.0, "grad": 0.0}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1077,
            spec="derivatives.yaml",
        ),
        "ceil": OpInfo(
            name="ceil",
            signature="ceil(Tensor self) -> Tensor",
            forward=ops.ceil,
            backward=backward.ceil_backward,
            jvp=jvp.ceil_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.ceil,
            numpy_name="ceil",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="the derivative is 0 everywhere, including at the jumps (the integers).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.5, "grad": 0.0}, {"self": -2.0, "grad": 0.0}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1087,
            spec="derivatives.yaml",
        ),
        "rint": OpInfo(
            name="rint",
            signature="rint(Tensor self) -> Tensor",
            forward=ops.rint,
            backward=backward.rint_backward,
            jvp=jvp.rint_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.rint,
            numpy_name="rint",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="the derivative is 0 everywhere, including at the jumps (the half-integers).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.5, "grad": 0.0}, {"self": 1.2, "grad": 0.0}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1097,
            spec="derivatives.yaml",
        ),
        "trunc": OpInfo(
            name="trunc",
            signature="trunc(Tensor self) -> Tensor",
            forward=ops.trunc,
            backward=backward.trunc_backward,
            jvp=jvp.trunc_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.trunc,
            numpy_name="trunc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="the derivative is 0 everywhere, including at the jumps (the nonzero integers).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": -1.5, "grad": 0.0}, {"self": 1.0, "grad": 0.0}],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1107,
            spec="derivatives.yaml",
        ),
        "fix": OpInfo(
            name="fix",
            signature="fix(Tensor self) -> Tensor",
            forward=ops.fix,
            backward=backward.fix_backward,
            jvp=jvp.fix_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.fix,
            numpy_name="fix",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="rounds toward zero like trunc; the derivative is 0 everywhere, jumps included.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": -1.5, "grad": 0.0}, {"self": 1.0, "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=1117,
            spec="derivatives.yaml",
        ),
        "round": OpInfo(
            name="round",
            signature="round(Tensor self, int decimals=0) -> Tensor",
            forward=ops.round,
            backward=backward.round_backward,
            jvp=jvp.round_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "decimals",
            ),
            outputs=("result",),
            numpy=np.round,
            numpy_name="round",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="the derivative is 0 everywhere, including at the jumps (halfway points).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 0.0},
                        {"self": 1.25, "decimals": 1, "grad": 0.0},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [2, 3], "decimals": 1},
                        {"self": [], "decimals": -1},
                    ],
                }
            ),
            line=1127,
            spec="derivatives.yaml",
        ),
        "around": OpInfo(
            name="around",
            signature="around(Tensor self, int decimals=0) -> Tensor",
            forward=ops.around,
            backward=backward.around_backward,
            jvp=jvp.around_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "decimals",
            ),
            outputs=("result",),
            numpy=np.around,
            numpy_name="around",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="as round, of which np.around is another spelling (a separate function).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 0.0},
                        {"self": 1.25, "decimals": 1, "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3], "decimals": 2}],
                }
            ),
            line=1137,
            spec="derivatives.yaml",
        ),
        "heaviside": OpInfo(
            name="heaviside",
            signature="heaviside(Tensor self, Tensor other) -> Tensor",
            forward=ops.heaviside,
            backward=backward.heaviside_backward,
            jvp=jvp.heaviside_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(zeros_like(self_t) + where(self == 0, other_t, 0.0), result.shape)",
            formulas=MappingProxyType(
                {"self": "zeros_like(grad)", "other": "where(self == 0, grad, 0.0)"}
            ),
            saved=(
                "self",
                "other_shape",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.heaviside,
            numpy_name="heaviside",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="sign",
            conventions="d/dself is 0 everywhere, including at the jump at 0; d/dother is 1 where self == 0, where heaviside returns other, and 0 elsewhere.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 0.5, "grad": [0.0, 1.0]},
                        {"self": 1.0, "other": 0.5, "grad": [0.0, 0.0]},
                        {"self": -1.0, "other": 0.5, "grad": [0.0, 0.0]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [2, 1, 3], "other": [4, 1]},
                        {"self": [4], "other": []},
                    ],
                }
            ),
            line=1147,
            spec="derivatives.yaml",
        ),
        "float_power": OpInfo(
            name="float_power",
            signature="float_power(Tensor self, Tensor other) -> Tensor",
            forward=ops.float_power,
            backward=backward.float_power_backward,
            jvp=jvp.float_power_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(astype(self_t * other * float_power(self, other - (other != 0)), numeric.dtype_of(self)) + astype(other_t * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), numeric.dtype_of(other)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "astype(grad * other * float_power(self, other - (other != 0)), numeric.dtype_of(self))",
                    "other": "astype(grad * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), numeric.dtype_of(other))",
                }
            ),
            saved=(
                "self",
                "other",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.float_power,
            numpy_name="float_power",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="power",
            conventions="as power (the result is float64, gradients come back in the inputs' dtype): d/dother is 0 where self <= 0, where log(self) is not real; d/dself at self = 0 follows other * 0 ** (other - 1).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 2.0, "grad": [0.0, 0.0]},
                        {"self": -2.0, "other": 3.0, "grad": [12.0, 0.0]},
                        {"self": 2.0, "other": 3.0, "grad": [12.0, 5.545177444479562]},
                    ],
                    "domain": {"self": [0.3, 2], "other": [-2, 2]},
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [2, 3]},
                    ],
                }
            ),
            line=1160,
            spec="derivatives.yaml",
        ),
        "hypot": OpInfo(
            name="hypot",
            signature="hypot(Tensor self, Tensor other) -> Tensor",
            forward=ops.hypot,
            backward=backward.hypot_backward,
            jvp=jvp.hypot_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * where(absolute(self) == result, sign(self), self / where(absolute(self) == result, 1.0, result)) + other_t * where(absolute(other) == result, sign(other), other / where(absolute(other) == result, 1.0, result)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(absolute(self) == result, sign(self), self / where(absolute(self) == result, 1.0, result))",
                    "other": "grad * where(absolute(other) == result, sign(other), other / where(absolute(other) == result, 1.0, result))",
                }
            ),
            saved=(
                "self",
                "other",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.hypot,
            numpy_name="hypot",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="power",
            conventions="d/dself = self / hypot, and at (0, 0) the gradient is (0, 0) (the subgradient of least norm, as for absolute). Wherever |self| == hypot (other == 0, or self infinite) d/dself is sign(self), so an infinite argument gets its sign and a finite one beside it gets 0 (hypot(inf, 1) gives (1, 0), hypot(inf, inf) gives (1, 1)); no overflow for large inputs.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 3.0, "other": 4.0, "grad": [0.6, 0.8]},
                        {"self": 0.0, "other": 0.0, "grad": [0.0, 0.0]},
                        {"self": -3.0, "other": 0.0, "grad": [-1.0, 0.0]},
                        {
                            "self": 1e300,
                            "other": 1e300,
                            "grad": [0.7071067811865475, 0.7071067811865475],
                        },
                        {"self": float("inf"), "other": 1.0, "grad": [1.0, 0.0]},
                        {"self": 1.0, "other": float("-inf"), "grad": [0.0, -1.0]},
                        {"self": float("inf"), "other": float("inf"), "grad": [1.0, 1.0]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [2, 3]},
                    ],
                }
            ),
            line=1175,
            spec="derivatives.yaml",
        ),
        "fmax": OpInfo(
            name="fmax",
            signature="fmax(Tensor self, Tensor other) -> Tensor",
            forward=ops.fmax,
            backward=backward.fmax_backward,
            jvp=jvp.fmax_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(where(self > other, self_t, where(self == other, self_t / 2, where(other != other, self_t, 0.0))) + where(other > self, other_t, where(self == other, other_t / 2, where(self != self, where(other != other, 0.0, other_t), 0.0))), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "where(self > other, grad, where(self == other, grad / 2, where(other != other, grad, 0.0)))",
                    "other": "where(other > self, grad, where(self == other, grad / 2, where(self != self, where(other != other, 0.0, grad), 0.0)))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.fmax,
            numpy_name="fmax",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="selection",
            conventions="at a tie (self == other) each side gets half the gradient, as for maximum. fmax ignores NaN, and so does the gradient: it goes to the side that is not NaN; when both are NaN it goes to self, whose NaN fmax returns.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "other": 1.0, "grad": [0.5, 0.5]},
                        {"self": 2.0, "other": 1.0, "grad": [1.0, 0.0]},
                        {"self": float("nan"), "other": 1.0, "grad": [0.0, 1.0]},
                        {"self": 1.0, "other": float("nan"), "grad": [1.0, 0.0]},
                        {"self": float("nan"), "other": float("nan"), "grad": [1.0, 0.0]},
                        {"self": float("inf"), "other": float("inf"), "grad": [0.5, 0.5]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1197,
            spec="derivatives.yaml",
        ),
        "fmin": OpInfo(
            name="fmin",
            signature="fmin(Tensor self, Tensor other) -> Tensor",
            forward=ops.fmin,
            backward=backward.fmin_backward,
            jvp=jvp.fmin_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(where(self < other, self_t, where(self == other, self_t / 2, where(other != other, self_t, 0.0))) + where(other < self, other_t, where(self == other, other_t / 2, where(self != self, where(other != other, 0.0, other_t), 0.0))), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "where(self < other, grad, where(self == other, grad / 2, where(other != other, grad, 0.0)))",
                    "other": "where(other < self, grad, where(self == other, grad / 2, where(self != self, where(other != other, 0.0, grad), 0.0)))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.fmin,
            numpy_name="fmin",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="selection",
            conventions="at a tie (self == other) each side gets half the gradient, as for minimum. fmin ignores NaN, and so does the gradient: it goes to the side that is not NaN; when both are NaN it goes to self, whose NaN fmin returns.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "other": 1.0, "grad": [0.5, 0.5]},
                        {"self": 2.0, "other": 1.0, "grad": [0.0, 1.0]},
                        {"self": float("nan"), "other": 1.0, "grad": [0.0, 1.0]},
                        {"self": 1.0, "other": float("nan"), "grad": [1.0, 0.0]},
                        {"self": float("nan"), "other": float("nan"), "grad": [1.0, 0.0]},
                        {"self": float("-inf"), "other": float("-inf"), "grad": [0.5, 0.5]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1219,
            spec="derivatives.yaml",
        ),
        "logaddexp": OpInfo(
            name="logaddexp",
            signature="logaddexp(Tensor self, Tensor other) -> Tensor",
            forward=ops.logaddexp,
            backward=backward.logaddexp_backward,
            jvp=jvp.logaddexp_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * expit(where((self == other) & (self - other != 0), 0.0, self - other)) + other_t * expit(where((self == other) & (self - other != 0), 0.0, other - self)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * expit(where((self == other) & (self - other != 0), 0.0, self - other))",
                    "other": "grad * expit(where((self == other) & (self - other != 0), 0.0, other - self))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.logaddexp,
            numpy_name="logaddexp",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="exponential",
            conventions="d/dself = expit(self - other), which never overflows: logaddexp(1000, 0) gives (1, 0), logaddexp(inf, 1) gives (1, 0), logaddexp(-inf, 1) gives (0, 1). Where both inputs are the same infinity (self - other is inf - inf) each side gets 1/2, the limit along self == other, so logaddexp(-inf, -inf) and logaddexp(inf, inf) give (1/2, 1/2), not NaN. The two always add up to 1; NaN inputs give NaN.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 0.0, "grad": [0.5, 0.5]},
                        {"self": 1.0986122886681098, "other": 0.0, "grad": [0.75, 0.25]},
                        {"self": 1000.0, "other": 0.0, "grad": [1.0, 0.0]},
                        {"self": float("inf"), "other": 1.0, "grad": [1.0, 0.0]},
                        {"self": float("-inf"), "other": 1.0, "grad": [0.0, 1.0]},
                        {"self": float("inf"), "other": float("-inf"), "grad": [1.0, 0.0]},
                        {"self": float("-inf"), "other": float("-inf"), "grad": [0.5, 0.5]},
                        {"self": float("inf"), "other": float("inf"), "grad": [0.5, 0.5]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1241,
            spec="derivatives.yaml",
        ),
        "logaddexp2": OpInfo(
            name="logaddexp2",
            signature="logaddexp2(Tensor self, Tensor other) -> Tensor",
            forward=ops.logaddexp2,
            backward=backward.logaddexp2_backward,
            jvp=jvp.logaddexp2_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * expit(where((self == other) & (self - other != 0), 0.0, self - other) * 0.6931471805599453) + other_t * expit(where((self == other) & (self - other != 0), 0.0, other - self) * 0.6931471805599453), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * expit(where((self == other) & (self - other != 0), 0.0, self - other) * 0.6931471805599453)",
                    "other": "grad * expit(where((self == other) & (self - other != 0), 0.0, other - self) * 0.6931471805599453)",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.logaddexp2,
            numpy_name="logaddexp2",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="exponential",
            conventions="d/dself = 2^self / (2^self + 2^other) = expit((self - other) log 2), with the conventions of logaddexp: no overflow, logaddexp2(inf, 1) gives (1, 0), and both inputs the same infinity give (1/2, 1/2).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 0.0, "grad": [0.5, 0.5]},
                        {
                            "self": 1.0,
                            "other": 0.0,
                            "grad": [0.6666666666666666, 0.3333333333333333],
                        },
                        {"self": 2000.0, "other": 0.0, "grad": [1.0, 0.0]},
                        {"self": float("inf"), "other": 1.0, "grad": [1.0, 0.0]},
                        {"self": float("-inf"), "other": float("-inf"), "grad": [0.5, 0.5]},
                        {"self": float("inf"), "other": float("inf"), "grad": [0.5, 0.5]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1265,
            spec="derivatives.yaml",
        ),
        "copysign": OpInfo(
            name="copysign",
            signature="copysign(Tensor self, Tensor other) -> Tensor",
            forward=ops.copysign,
            backward=backward.copysign_backward,
            jvp=jvp.copysign_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * sign(self) * copysign(1.0, other) + zeros_like(other_t), result.shape)",
            formulas=MappingProxyType(
                {"self": "grad * sign(self) * copysign(1.0, other)", "other": "zeros_like(grad)"}
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.copysign,
            numpy_name="copysign",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="sign",
            conventions="copysign(x, y) = |x| with y's sign bit: d/dself = sign(x) times y's sign (-0.0 counts as negative), and 0 at x = 0 as for absolute; d/dother is 0 everywhere, including at the jump at y = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 2.0, "other": -1.0, "grad": [-1.0, 0.0]},
                        {"self": -2.0, "other": 1.0, "grad": [-1.0, 0.0]},
                        {"self": -2.0, "other": -1.0, "grad": [1.0, 0.0]},
                        {"self": 0.0, "other": 1.0, "grad": [0.0, 0.0]},
                        {"self": 2.0, "other": -0.0, "grad": [-1.0, 0.0]},
                        {"self": 2.0, "other": 0.0, "grad": [1.0, 0.0]},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1285,
            spec="derivatives.yaml",
        ),
        "fmod": OpInfo(
            name="fmod",
            signature="fmod(Tensor self, Tensor other) -> Tensor",
            forward=ops.fmod,
            backward=backward.fmod_backward,
            jvp=jvp.fmod_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t + -other_t * rint((self - result) / other), result.shape)",
            formulas=MappingProxyType(
                {"self": "grad", "other": "-grad * rint((self - result) / other)"}
            ),
            saved=(
                "self",
                "other",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.fmod,
            numpy_name="fmod",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="arithmetic",
            conventions="fmod(x, y) = x - n y with n = trunc(x / y): d/dself = 1, d/dother = -n away from the jumps. n is read back from NumPy's result as rint((x - fmod) / y), so at a jump (x a multiple of y) it is the branch whose value NumPy returned (fmod(4, 2) = 0: n = 2).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 5.5, "other": 2.0, "grad": [1.0, -2.0]},
                        {"self": -5.5, "other": 2.0, "grad": [1.0, 2.0]},
                        {"self": 5.5, "other": -2.0, "grad": [1.0, 2.0]},
                        {"self": 4.0, "other": 2.0, "grad": [1.0, -2.0]},
                        {"self": 0.5, "other": 2.0, "grad": [1.0, 0.0]},
                    ],
                    "domain": {"self": [-5, 5], "other": [0.5, 2]},
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1305,
            spec="derivatives.yaml",
        ),
        "remainder": OpInfo(
            name="remainder",
            signature="remainder(Tensor self, Tensor other) -> Tensor",
            forward=ops.remainder,
            backward=backward.remainder_backward,
            jvp=jvp.remainder_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t + -other_t * rint((self - result) / other), result.shape)",
            formulas=MappingProxyType(
                {"self": "grad", "other": "-grad * rint((self - result) / other)"}
            ),
            saved=(
                "self",
                "other",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.remainder,
            numpy_name="remainder",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="arithmetic",
            conventions="remainder(x, y) = x - n y with n = floor(x / y) (np.mod and the % operator are the same ufunc): d/dself = 1, d/dother = -n away from the jumps. n is read back from NumPy's result as rint((x - remainder) / y), so at a jump it is the branch NumPy returned (remainder(4, 2) = 0: n = 2).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 5.5, "other": 2.0, "grad": [1.0, -2.0]},
                        {"self": -5.5, "other": 2.0, "grad": [1.0, 3.0]},
                        {"self": 5.5, "other": -2.0, "grad": [1.0, 3.0]},
                        {"self": 4.0, "other": 2.0, "grad": [1.0, -2.0]},
                    ],
                    "domain": {"self": [-5, 5], "other": [0.5, 2]},
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=1325,
            spec="derivatives.yaml",
        ),
        "floor_divide": OpInfo(
            name="floor_divide",
            signature="floor_divide(Tensor self, Tensor other) -> Tensor",
            forward=ops.floor_divide,
            backward=backward.floor_divide_backward,
            jvp=jvp.floor_divide_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(zeros_like(self_t) + zeros_like(other_t), result.shape)",
            formulas=MappingProxyType({"self": "zeros_like(grad)", "other": "zeros_like(grad)"}),
            saved=(
                "self_shape",
                "other_shape",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.floor_divide,
            numpy_name="floor_divide",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="piecewise constant, so both derivatives are 0 everywhere, jumps included.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 5.5, "other": 2.0, "grad": [0.0, 0.0]},
                        {"self": 4.0, "other": 2.0, "grad": [0.0, 0.0]},
                    ],
                    "domain": {"self": [-5, 5], "other": [0.5, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=1345,
            spec="derivatives.yaml",
        ),
        "divmod": OpInfo(
            name="divmod",
            signature="divmod(Tensor self, Tensor other) -> (Tensor quotient, Tensor remainder)",
            forward=ops.divmod,
            backward=backward.divmod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"self": "grad_remainder", "other": "-grad_remainder * quotient"}
            ),
            saved=(
                "self_shape",
                "other_shape",
                "quotient",
            ),
            grads=(
                "grad_quotient",
                "grad_remainder",
            ),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=(
                "quotient",
                "remainder",
            ),
            numpy=np.divmod,
            numpy_name="divmod",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="arithmetic",
            conventions="the quotient floor(x / y) is piecewise constant (derivative 0); the remainder has the derivatives of np.remainder, with n the quotient NumPy returned.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 5.5, "other": 2.0, "grad": [1.0, -2.0]},
                        {"self": -5.5, "other": 2.0, "grad": [1.0, 3.0]},
                    ],
                    "domain": {"self": [-5, 5], "other": [0.5, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=1357,
            spec="derivatives.yaml",
        ),
        "clip": OpInfo(
            name="clip",
            signature="clip(Tensor self, Tensor? a_min=None, Tensor? a_max=None) -> Tensor",
            forward=ops.clip,
            backward=backward.clip_backward,
            jvp=jvp.clip_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to((self_t if a_min is None and a_max is None else where(self < a_min, 0.0, self_t) if a_max is None else where(self > a_max, 0.0, self_t) if a_min is None else where(self < a_min, 0.0, where(self > a_max, 0.0, self_t))) + (zeros_like(self) if a_min is None else where(self < a_min, a_min_t, 0.0) if a_max is None else where(self < a_min, where(a_min <= a_max, a_min_t, 0.0), 0.0)) + (zeros_like(self) if a_max is None else where(self > a_max, a_max_t, 0.0) if a_min is None else where(self > a_max, a_max_t, where(a_min > a_max, a_max_t, 0.0))), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad if a_min is None and a_max is None else where(self < a_min, 0.0, grad) if a_max is None else where(self > a_max, 0.0, grad) if a_min is None else where(self < a_min, 0.0, where(self > a_max, 0.0, grad))",
                    "a_min": "zeros_like(self) if a_min is None else where(self < a_min, grad, 0.0) if a_max is None else where(self < a_min, where(a_min <= a_max, grad, 0.0), 0.0)",
                    "a_max": "zeros_like(self) if a_max is None else where(self > a_max, grad, 0.0) if a_min is None else where(self > a_max, grad, where(a_min > a_max, grad, 0.0))",
                }
            ),
            saved=(
                "self",
                "a_min",
                "a_max",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "a_min",
                "a_max",
            ),
            differentiable=(
                "self",
                "a_min",
                "a_max",
            ),
            arguments=(
                "self",
                "a_min",
                "a_max",
            ),
            outputs=("result",),
            numpy=np.clip,
            numpy_name="clip",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="selection",
            conventions="np.clip is min(max(x, a_min), a_max), either bound optional (None). The gradient goes to x where a_min <= x <= a_max, so x wins a tie with either bound (as PyTorch's clamp); to a_min where x < a_min <= a_max (a_min wins a tie with a_max); to a_max where x > a_max or a_min > a_max (then NumPy returns a_max everywhere). Exactly one of the three gets it.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "a_min": 0.0, "a_max": 1.0, "grad": [1.0, 0.0, 0.0]},
                        {"self": 0.0, "a_min": 0.0, "a_max": 1.0, "grad": [1.0, 0.0, 0.0]},
                        {"self": 1.0, "a_min": 0.0, "a_max": 1.0, "grad": [1.0, 0.0, 0.0]},
                        {"self": -1.0, "a_min": 0.0, "a_max": 1.0, "grad": [0.0, 1.0, 0.0]},
                        {"self": 2.0, "a_min": 0.0, "a_max": 1.0, "grad": [0.0, 0.0, 1.0]},
                        {"self": 0.5, "a_min": 2.0, "a_max": 1.0, "grad": [0.0, 0.0, 1.0]},
                        {"self": -1.0, "a_min": 1.0, "a_max": 1.0, "grad": [0.0, 1.0, 0.0]},
                        {"self": 1.0, "a_min": 1.0, "a_max": 1.0, "grad": [1.0, 0.0, 0.0]},
                        {"self": 2.0, "a_max": 1.0, "grad": [0.0, 1.0]},
                        {"self": 1.0, "a_max": 1.0, "grad": [1.0, 0.0]},
                        {"self": -1.0, "a_min": 0.0, "grad": [0.0, 1.0]},
                        {"self": 0.0, "a_min": 0.0, "grad": [1.0, 0.0]},
                        {"self": 2.0, "grad": 1.0},
                    ],
                    "domain": {"self": [-2, 2], "a_min": [-1.5, -0.1], "a_max": [0.1, 1.5]},
                    "cases": [
                        {"self": [3, 4], "a_min": [], "a_max": []},
                        {"self": [3, 4], "a_min": [3, 1], "a_max": [4]},
                        {"self": [5], "a_max": [5]},
                        {"self": [5], "a_min": []},
                        {"self": [2, 3]},
                        {"self": [], "a_min": [3], "a_max": [2, 1]},
                    ],
                }
            ),
            line=1371,
            spec="derivatives.yaml",
        ),
        "ldexp": OpInfo(
            name="ldexp",
            signature="ldexp(Tensor self, Tensor other) -> Tensor",
            forward=ops.ldexp,
            backward=backward.ldexp_backward,
            jvp=jvp.ldexp_jvp,
            jvp_kind="linear",
            jvp_formula="ldexp(self_t, other)",
            formulas=MappingProxyType(
                {"self": "ldexp(grad, other)", "other": "non_differentiable"}
            ),
            saved=(
                "self_shape",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.ldexp,
            numpy_name="ldexp",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="arithmetic",
            conventions="self * 2 ** other is linear in self (derivative 2 ** other, exact); the integer exponent gets no gradient.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.5, "other": {"value": 3}, "grad": 8.0},
                        {"self": 0.0, "other": {"value": -2}, "grad": 0.25},
                    ],
                    "cases": [
                        {"self": [3, 4], "other": {"value": [1, -2, 0, 3]}},
                        {"self": [], "other": {"value": [[1], [-1]]}},
                        {"self": [2, 3], "other": {"value": 2}},
                    ],
                }
            ),
            line=1417,
            spec="derivatives.yaml",
        ),
        "frexp": OpInfo(
            name="frexp",
            signature="frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)",
            forward=ops.frexp,
            backward=backward.frexp_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"self": "ldexp(grad_mantissa, -exponent)"}),
            saved=("exponent",),
            grads=(
                "grad_mantissa",
                "grad_exponent",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=(
                "mantissa",
                "exponent",
            ),
            numpy=np.frexp,
            numpy_name="frexp",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="arithmetic",
            conventions="mantissa = self * 2 ** -exponent with the integer exponent held fixed, so its derivative is 2 ** -exponent (1 at 0 and at ±inf, where NumPy gives exponent 0); the exponent is an integer output and carries no gradient.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 3.0, "grad": 0.25},
                        {"self": -0.1, "grad": 8.0},
                        {"self": 0.0, "grad": 1.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=1434,
            spec="derivatives.yaml",
        ),
        "modf": OpInfo(
            name="modf",
            signature="modf(Tensor self) -> (Tensor fractional, Tensor integral)",
            forward=ops.modf,
            backward=backward.modf_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"self": "grad_fractional"}),
            saved=(),
            grads=(
                "grad_fractional",
                "grad_integral",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=(
                "fractional",
                "integral",
            ),
            numpy=np.modf,
            numpy_name="modf",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="rounding",
            conventions="the integral part is piecewise constant (derivative 0, also at the integers); the fractional part, self minus it, has derivative 1 everywhere.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 2.5, "grad": 1.0}, {"self": -2.0, "grad": 1.0}],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=1447,
            spec="derivatives.yaml",
        ),
        "conjugate": OpInfo(
            name="conjugate",
            signature="conjugate(Tensor self) -> Tensor",
            forward=ops.conjugate,
            backward=backward.conjugate_backward,
            jvp=jvp.conjugate_jvp,
            jvp_kind="linear",
            jvp_formula="conjugate(self_t)",
            formulas=MappingProxyType({"self": "conjugate(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.conjugate,
            numpy_name="conjugate",
            elementwise=True,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="arithmetic",
            conventions="the identity on real inputs; np.conj is the same ufunc.",
            tests=MappingProxyType(
                {"edges": [{"self": 2.0, "grad": 1.0}], "cases": [{"self": [5]}, {"self": []}]}
            ),
            line=1459,
            spec="derivatives.yaml",
        ),
        "real": OpInfo(
            name="real",
            signature="real(Tensor self) -> Tensor",
            forward=ops.real,
            backward=backward.real_backward,
            jvp=jvp.real_jvp,
            jvp_kind="linear",
            jvp_formula="real(self_t)",
            formulas=MappingProxyType(
                {
                    "self": "astype(grad, numeric.dtype_of(self)) if numeric.is_complex(self) else grad"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.real,
            numpy_name="real",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="complex",
            conventions="the identity on real inputs; for complex z the cotangent comes back as a complex number with zero imaginary part.",
            tests=MappingProxyType(
                {"edges": [{"self": 2.0, "grad": 1.0}], "cases": [{"self": [5]}, {"self": [2, 3]}]}
            ),
            line=1471,
            spec="derivatives.yaml",
        ),
        "imag": OpInfo(
            name="imag",
            signature="imag(Tensor self) -> Tensor",
            forward=ops.imag,
            backward=backward.imag_backward,
            jvp=jvp.imag_jvp,
            jvp_kind="linear",
            jvp_formula="imag(self_t)",
            formulas=MappingProxyType(
                {
                    "self": "-1j * astype(grad, numeric.dtype_of(self)) if numeric.is_complex(self) else zeros_like(grad)"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.imag,
            numpy_name="imag",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="complex",
            conventions="0 (with derivative 0) for real inputs; for complex z, Im z pulls a real cotangent g back to -1j g (JAX's convention).",
            tests=MappingProxyType(
                {"edges": [{"self": 2.0, "grad": 0.0}], "cases": [{"self": [5]}, {"self": [2, 3]}]}
            ),
            line=1482,
            spec="derivatives.yaml",
        ),
        "angle": OpInfo(
            name="angle",
            signature="angle(Tensor self) -> Tensor",
            forward=ops.angle,
            backward=backward.angle_backward,
            jvp=jvp.angle_jvp,
            jvp_kind="written",
            jvp_formula="where(self == 0, 0.0, imag(self_t / where(self == 0, 1.0, self))) if numeric.is_complex(self) else zeros_like(self_t)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == 0, 0.0, -1j * grad / where(self == 0, 1.0, self)) if numeric.is_complex(self) else zeros_like(grad)"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.angle,
            numpy_name="angle",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="complex",
            conventions="the argument atan2(Im z, Re z); d angle = Im(dz / z), so the gradient is -1j grad / z (JAX's convention). Real inputs (angle 0 or pi) and z = 0 get derivative 0.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": -2.0, "grad": 0.0}, {"self": 2.0, "grad": 0.0}],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=1493,
            spec="derivatives.yaml",
        ),
        "nan_to_num": OpInfo(
            name="nan_to_num",
            signature="nan_to_num(Tensor self, *, float nan=0.0, float? posinf=None, float? neginf=None) -> Tensor",
            forward=ops.nan_to_num,
            backward=backward.nan_to_num_backward,
            jvp=jvp.nan_to_num_jvp,
            jvp_kind="elementwise",
            jvp_formula="where(result == self, self_t, 0.0)",
            formulas=MappingProxyType({"self": "where(result == self, grad, 0.0)"}),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "nan",
                "posinf",
                "neginf",
            ),
            outputs=("result",),
            numpy=np.nan_to_num,
            numpy_name="nan_to_num",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="selection",
            conventions="derivative 1 where the value is kept (result == self: finite inputs, and an infinity replaced by itself), 0 where NaN or an infinity is replaced by a constant. NumPy's copy=False, which overwrites the input the backward reads, is refused.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.5, "grad": 1.0},
                        {"self": float("nan"), "grad": 0.0},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "neginf": -5.0, "grad": 0.0},
                        {"self": float("nan"), "nan": float("nan"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3], "nan": 1.0, "posinf": 9.0}],
                }
            ),
            line=1511,
            spec="derivatives.yaml",
        ),
        "sigmoid": OpInfo(
            name="sigmoid",
            signature="sigmoid(Tensor self) -> Tensor",
            forward=ops.sigmoid,
            backward=backward.sigmoid_backward,
            jvp=jvp.sigmoid_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * result * (1 - result)",
            formulas=MappingProxyType({"self": "grad * result * (1 - result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.expit,
            numpy_name="scipy.special.expit",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="the same function as expit (scipy.special.expit), under its neural-network name.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.25},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                        {"self": 800.0, "grad": 0.0},
                        {"self": -800.0, "grad": 0.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [4, 3]}, {"self": []}],
                }
            ),
            line=1533,
            spec="derivatives.yaml",
        ),
        "log_expit": OpInfo(
            name="log_expit",
            signature="log_expit(Tensor self) -> Tensor",
            forward=ops.log_expit,
            backward=backward.log_expit_backward,
            jvp=jvp.log_expit_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * expit(-self)",
            formulas=MappingProxyType({"self": "grad * expit(-self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.log_expit,
            numpy_name="scipy.special.log_expit",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="log-sigmoid; its derivative is expit(-x), which is 1 at -inf and 0 at +inf and never overflows (no 1 - expit(x) cancellation).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 1.0},
                        {"self": 800.0, "grad": 0.0},
                        {"self": -800.0, "grad": 1.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1544,
            spec="derivatives.yaml",
        ),
        "log_sigmoid": OpInfo(
            name="log_sigmoid",
            signature="log_sigmoid(Tensor self) -> Tensor",
            forward=ops.log_sigmoid,
            backward=backward.log_sigmoid_backward,
            jvp=jvp.log_sigmoid_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * expit(-self)",
            formulas=MappingProxyType({"self": "grad * expit(-self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.log_expit,
            numpy_name="scipy.special.log_expit",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="the same function as log_expit (scipy.special.log_expit), under its neural-network name.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 1.0},
                        {"self": -800.0, "grad": 1.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [4, 3]}, {"self": []}],
                }
            ),
            line=1557,
            spec="derivatives.yaml",
        ),
        "softplus": OpInfo(
            name="softplus",
            signature="softplus(Tensor self) -> Tensor",
            forward=ops.softplus,
            backward=backward.softplus_backward,
            jvp=jvp.softplus_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * expit(self)",
            formulas=MappingProxyType({"self": "grad * expit(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="log(1 + exp(x)) computed as logaddexp(0, x), so 800 gives 800 without overflow; the derivative is expit(x): 1 at +inf and 800, 0 at -inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                        {"self": 800.0, "grad": 1.0},
                        {"self": -800.0, "grad": 0.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=1568,
            spec="derivatives.yaml",
        ),
        "relu": OpInfo(
            name="relu",
            signature="relu(Tensor self) -> Tensor",
            forward=ops.relu,
            backward=backward.relu_backward,
            jvp=jvp.relu_jvp,
            jvp_kind="elementwise",
            jvp_formula="where(self > 0, self_t, 0.0)",
            formulas=MappingProxyType({"self": "where(self > 0, grad, 0.0)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="relu'(0) = 0, as in PyTorch and JAX.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.5, "grad": 1.0},
                        {"self": -1.5, "grad": 0.0},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=1581,
            spec="derivatives.yaml",
        ),
        "gelu": OpInfo(
            name="gelu",
            signature="gelu(Tensor self) -> Tensor",
            forward=ops.gelu,
            backward=backward.gelu_backward,
            jvp=jvp.gelu_jvp,
            jvp_kind="written",
            jvp_formula="self_t * (ndtr(self) + 0.3989422804014327 * self * exp(-0.5 * self * self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * (ndtr(self) + 0.3989422804014327 * self * exp(-0.5 * self * self))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="the exact GELU x * ndtr(x); gelu'(0) = 1/2. Large inputs do not overflow (gelu'(800) = 1, gelu'(-800) = 0); at -inf the value is -inf * 0 = NaN.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 1.0, "grad": 1.0833154705876864},
                        {"self": 800.0, "grad": 1.0},
                        {"self": -800.0, "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=1593,
            spec="derivatives.yaml",
        ),
        "gelu_tanh": OpInfo(
            name="gelu_tanh",
            signature="gelu_tanh(Tensor self) -> Tensor",
            forward=ops.gelu_tanh,
            backward=backward.gelu_tanh_backward,
            jvp=jvp.gelu_tanh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (0.5 * (1 + tanh(0.7978845608028654 * (self + 0.044715 * self * self * self))) + 0.5 * self * (1 - tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2) * 0.7978845608028654 * (1 + 0.134145 * self * self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * (0.5 * (1 + tanh(0.7978845608028654 * (self + 0.044715 * self * self * self))) + 0.5 * self * (1 - tanh(0.7978845608028654 * (self + 0.044715 * self * self * self)) ** 2) * 0.7978845608028654 * (1 + 0.134145 * self * self))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="the tanh approximation of GELU (PyTorch's approximate='tanh'); gelu_tanh'(0) = 1/2; gelu_tanh'(800) = 1 and gelu_tanh'(-800) = 0 (tanh saturates to exactly +-1).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 800.0, "grad": 1.0},
                        {"self": -800.0, "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=1606,
            spec="derivatives.yaml",
        ),
        "softmax": OpInfo(
            name="softmax",
            signature="softmax(Tensor self, int[]? axis=-1) -> Tensor",
            forward=ops.softmax,
            backward=backward.softmax_backward,
            jvp=jvp.softmax_jvp,
            jvp_kind="written",
            jvp_formula="result * (self_t - sum(self_t * result, axis, keepdims=True))",
            formulas=MappingProxyType(
                {"self": "result * (grad - sum(grad * result, axis, keepdims=True))"}
            ),
            saved=(
                "result",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="the last axis by default (scipy's default is every axis; axis=None gives that). Stable for large inputs (800 does not overflow); -inf entries (masks) get probability 0 and gradient 0. Infinite groups are read as ties: +inf entries share the probability equally, and a group of only -inf is uniform, so no NaN appears.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [800.0, 0.0, float("-inf")]}, "grad": [0.0, 0.0, 0.0]},
                        {"self": {"value": [float("-inf"), float("-inf")]}, "grad": [0.0, 0.0]},
                        {
                            "self": {"value": [float("inf"), float("inf"), 1.0]},
                            "grad": [0.0, 0.0, 0.0],
                        },
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 0},
                        {"self": [2, 3, 4], "axis": [0, -1]},
                        {"self": [], "axis": None},
                        {"self": [2, 3], "axis": None},
                    ],
                }
            ),
            line=1622,
            spec="derivatives.yaml",
        ),
        "log_softmax": OpInfo(
            name="log_softmax",
            signature="log_softmax(Tensor self, int[]? axis=-1) -> Tensor",
            forward=ops.log_softmax,
            backward=backward.log_softmax_backward,
            jvp=jvp.log_softmax_jvp,
            jvp_kind="written",
            jvp_formula="self_t - sum(self_t * exp(result), axis, keepdims=True)",
            formulas=MappingProxyType(
                {"self": "grad - exp(result) * sum(grad, axis, keepdims=True)"}
            ),
            saved=(
                "result",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="x - logsumexp(x) over the last axis by default; stable for large inputs, -inf entries give -inf; infinite groups follow softmax (a group of only -inf gives log(1/n)). The gradient is grad - softmax(x) * sum(grad), so a -inf entry passes its grad through.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 0.0]}, "grad": [0.0, 0.0]},
                        {"self": {"value": [800.0, 0.0, float("-inf")]}, "grad": [-2.0, 1.0, 1.0]},
                        {"self": {"value": [float("-inf"), float("-inf")]}, "grad": [0.0, 0.0]},
                        {"self": {"value": [float("inf"), 0.0]}, "grad": [-1.0, 1.0]},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 0},
                        {"self": [2, 3, 4], "axis": [0, -1]},
                        {"self": [], "axis": None},
                    ],
                }
            ),
            line=1642,
            spec="derivatives.yaml",
        ),
        "logsumexp": OpInfo(
            name="logsumexp",
            signature="logsumexp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.logsumexp,
            backward=backward.logsumexp_backward,
            jvp=jvp.logsumexp_jvp,
            jvp_kind="written",
            jvp_formula="sum(self_t * softmax(self, axis), axis, keepdims=keepdims)",
            formulas=MappingProxyType(
                {"self": "expand_reduced(grad, self.shape, axis, keepdims) * softmax(self, axis)"}
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="as scipy.special.logsumexp (every axis by default), stable: +inf if any entry is +inf, -inf if all are -inf. The gradient is softmax(x) over the same axes, so tied +inf entries share it equally and a group of only -inf gets the uniform 1/n (no NaN).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 0.0]}, "grad": [0.5, 0.5]},
                        {"self": {"value": [800.0, 0.0, float("-inf")]}, "grad": [1.0, 0.0, 0.0]},
                        {"self": {"value": [float("-inf"), float("-inf")]}, "grad": [0.5, 0.5]},
                        {
                            "self": {"value": [float("inf"), float("inf"), 0.0]},
                            "grad": [0.5, 0.5, 0.0],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [float("-inf"), float("-inf")]]},
                            "axis": 1,
                            "grad": [[0.5, 0.5], [0.5, 0.5]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [3, 4], "axis": -1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, 2]},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {"self": []},
                    ],
                }
            ),
            line=1660,
            spec="derivatives.yaml",
        ),
        "softmax_cross_entropy": OpInfo(
            name="softmax_cross_entropy",
            signature="softmax_cross_entropy(Tensor logits, Tensor labels, int axis=-1) -> Tensor",
            forward=ops.softmax_cross_entropy,
            backward=backward.softmax_cross_entropy_backward,
            jvp=jvp.softmax_cross_entropy_jvp,
            jvp_kind="written",
            jvp_formula="sum(logits_t * softmax(logits, axis), axis) - logits_t[numeric.label_index(labels, axis)]",
            formulas=MappingProxyType(
                {
                    "logits": "expand_reduced(grad, logits.shape, axis, False) * softmax(logits, axis) - index_add(grad, logits.shape, numeric.label_index(labels, axis))",
                    "labels": "non_differentiable",
                }
            ),
            saved=(
                "logits",
                "labels",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "logits",
                "labels",
            ),
            differentiable=("logits",),
            arguments=(
                "logits",
                "labels",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="integer class labels (one per example, the class axis removed; negative labels count from the end), which get no gradient; for probability labels use -sum(p * log_softmax(x)). The loss is logsumexp(x) - x[label], stable for large logits, and its gradient is softmax(x) - onehot(label), finite even when another class's logit is -inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "logits": {"value": [0.0, 0.0]},
                            "labels": {"value": 0},
                            "grad": [-0.5, 0.5],
                        },
                        {
                            "logits": {"value": [800.0, 0.0]},
                            "labels": {"value": 1},
                            "grad": [1.0, -1.0],
                        },
                        {
                            "logits": {"value": [[0.0, float("-inf")], [1.0, 1.0]]},
                            "labels": {"value": [0, 1]},
                            "grad": [[0.0, 0.0], [0.5, -0.5]],
                        },
                    ],
                    "cases": [
                        {"logits": [4, 3], "labels": {"value": [0, 2, 2, 1]}},
                        {"logits": [3, 4], "labels": {"value": [1, 0, 2, -1]}, "axis": 0},
                        {"logits": [5], "labels": {"value": 3}},
                        {"logits": [2, 3, 4], "labels": {"value": [[0, 1, 3], [2, 2, 0]]}},
                    ],
                }
            ),
            line=1679,
            spec="derivatives.yaml",
        ),
        "erf": OpInfo(
            name="erf",
            signature="erf(Tensor self) -> Tensor",
            forward=ops.erf,
            backward=backward.erf_backward,
            jvp=jvp.erf_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 1.1283791670955126 * exp(-self * self)",
            formulas=MappingProxyType({"self": "grad * 1.1283791670955126 * exp(-self * self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.erf,
            numpy_name="scipy.special.erf",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.1283791670955126},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1703,
            spec="derivatives.yaml",
        ),
        "erfc": OpInfo(
            name="erfc",
            signature="erfc(Tensor self) -> Tensor",
            forward=ops.erfc,
            backward=backward.erfc_backward,
            jvp=jvp.erfc_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * 1.1283791670955126 * exp(-self * self)",
            formulas=MappingProxyType({"self": "-grad * 1.1283791670955126 * exp(-self * self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.erfc,
            numpy_name="scipy.special.erfc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": -1.1283791670955126},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}],
                }
            ),
            line=1712,
            spec="derivatives.yaml",
        ),
        "erfcx": OpInfo(
            name="erfcx",
            signature="erfcx(Tensor self) -> Tensor",
            forward=ops.erfcx,
            backward=backward.erfcx_backward,
            jvp=jvp.erfcx_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (2 * where(self < 10000000000.0, self * result, 0.5641895835477563) - 1.1283791670955126)",
            formulas=MappingProxyType(
                {
                    "self": "grad * (2 * where(self < 1e10, self * result, 0.5641895835477563) - 1.1283791670955126)"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.erfcx,
            numpy_name="scipy.special.erfcx",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(x**2) * erfc(x); its derivative 2 x erfcx(x) - 2/sqrt(pi) uses x erfcx(x) -> 1/sqrt(pi) beyond x = 1e10, so erfcx'(+inf) = 0 (not inf * 0); erfcx'(-inf) = -inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": -1.1283791670955126},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": float("-inf")},
                    ],
                    "cases": [{"self": [5]}],
                }
            ),
            line=1721,
            spec="derivatives.yaml",
        ),
        "erfinv": OpInfo(
            name="erfinv",
            signature="erfinv(Tensor self) -> Tensor",
            forward=ops.erfinv,
            backward=backward.erfinv_backward,
            jvp=jvp.erfinv_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 0.8862269254527579 * exp(result * result)",
            formulas=MappingProxyType({"self": "grad * 0.8862269254527579 * exp(result * result)"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.erfinv,
            numpy_name="scipy.special.erfinv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="erfinv'(x) = sqrt(pi)/2 exp(erfinv(x)**2), which is +inf at x = -1 and 1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.8862269254527579},
                        {"self": 1.0, "grad": float("inf")},
                        {"self": -1.0, "grad": float("inf")},
                    ],
                    "domain": [-0.9, 0.9],
                    "cases": [{"self": [5]}],
                }
            ),
            line=1733,
            spec="derivatives.yaml",
        ),
        "erfcinv": OpInfo(
            name="erfcinv",
            signature="erfcinv(Tensor self) -> Tensor",
            forward=ops.erfcinv,
            backward=backward.erfcinv_backward,
            jvp=jvp.erfcinv_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * 0.8862269254527579 * exp(result * result)",
            formulas=MappingProxyType(
                {"self": "-grad * 0.8862269254527579 * exp(result * result)"}
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.erfcinv,
            numpy_name="scipy.special.erfcinv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="erfcinv'(x) = -sqrt(pi)/2 exp(erfcinv(x)**2), which is -inf at x = 0 and 2.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -0.8862269254527579},
                        {"self": 0.0, "grad": float("-inf")},
                        {"self": 2.0, "grad": float("-inf")},
                    ],
                    "domain": [0.1, 1.9],
                    "cases": [{"self": [5]}],
                }
            ),
            line=1744,
            spec="derivatives.yaml",
        ),
        "ndtr": OpInfo(
            name="ndtr",
            signature="ndtr(Tensor self) -> Tensor",
            forward=ops.ndtr,
            backward=backward.ndtr_backward,
            jvp=jvp.ndtr_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 0.3989422804014327 * exp(-0.5 * self * self)",
            formulas=MappingProxyType(
                {"self": "grad * 0.3989422804014327 * exp(-0.5 * self * self)"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.ndtr,
            numpy_name="scipy.special.ndtr",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.3989422804014327},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1755,
            spec="derivatives.yaml",
        ),
        "log_ndtr": OpInfo(
            name="log_ndtr",
            signature="log_ndtr(Tensor self) -> Tensor",
            forward=ops.log_ndtr,
            backward=backward.log_ndtr_backward,
            jvp=jvp.log_ndtr_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(self < 0, 0.7978845608028654 / erfcx(-0.7071067811865476 * where(self < 0, self, 0.0)), 0.3989422804014327 * exp(-0.5 * where(self < 0, 0.0, self) ** 2) / ndtr(where(self < 0, 0.0, self)))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self < 0, 0.7978845608028654 / erfcx(-0.7071067811865476 * where(self < 0, self, 0.0)), 0.3989422804014327 * exp(-0.5 * where(self < 0, 0.0, self) ** 2) / ndtr(where(self < 0, 0.0, self)))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.log_ndtr,
            numpy_name="scipy.special.log_ndtr",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the derivative pdf(x)/ndtr(x) is computed for x < 0 as sqrt(2/pi) / erfcx(-x/sqrt(2)), which does not underflow to 0/0 for very negative x, and as is for x >= 0 (each branch reads x clamped to its side, so neither overflows, also in second derivatives): it is 0 at +inf and +inf at -inf (where it grows like -x).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.7978845608028654},
                        {"self": -40.0, "grad": 40.02496884720726},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": float("inf")},
                        {"self": 800.0, "grad": 0.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1764,
            spec="derivatives.yaml",
        ),
        "logit": OpInfo(
            name="logit",
            signature="logit(Tensor self) -> Tensor",
            forward=ops.logit,
            backward=backward.logit_backward,
            jvp=jvp.logit_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (self * (1 - self))",
            formulas=MappingProxyType({"self": "grad / (self * (1 - self))"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.logit,
            numpy_name="scipy.special.logit",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="logit'(x) = 1 / (x (1 - x)), +inf at x = 0 and x = 1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 4.0},
                        {"self": 0.0, "grad": float("inf")},
                        {"self": 1.0, "grad": float("inf")},
                    ],
                    "domain": [0.1, 0.9],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1783,
            spec="derivatives.yaml",
        ),
        "gamma": OpInfo(
            name="gamma",
            signature="gamma(Tensor self) -> Tensor",
            forward=ops.gamma,
            backward=backward.gamma_backward,
            jvp=jvp.gamma_jvp,
            jvp_kind="written",
            jvp_formula="self_t * result * digamma(self)",
            formulas=MappingProxyType({"self": "grad * result * digamma(self)"}),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.gamma,
            numpy_name="scipy.special.gamma",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="gamma'(x) = gamma(x) digamma(x); at the pole 0 this is -inf (the derivative tends to -inf from both sides); at the negative-integer poles it is NaN, as gamma is.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -0.5772156649015329},
                        {"self": 2.0, "grad": 0.42278433509846713},
                        {"self": 0.0, "grad": float("-inf")},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1794,
            spec="derivatives.yaml",
        ),
        "gammaln": OpInfo(
            name="gammaln",
            signature="gammaln(Tensor self) -> Tensor",
            forward=ops.gammaln,
            backward=backward.gammaln_backward,
            jvp=jvp.gammaln_jvp,
            jvp_kind="written",
            jvp_formula="self_t * digamma(self)",
            formulas=MappingProxyType({"self": "grad * digamma(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.gammaln,
            numpy_name="scipy.special.gammaln",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="log|gamma(x)|, whose derivative is digamma(x) for negative x too; at the poles it is digamma's value there (-inf at 0, NaN at negative integers).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -0.5772156649015329},
                        {"self": 2.0, "grad": 0.42278433509846713},
                        {"self": 0.0, "grad": float("-inf")},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1808,
            spec="derivatives.yaml",
        ),
        "digamma": OpInfo(
            name="digamma",
            signature="digamma(Tensor self) -> Tensor",
            forward=ops.digamma,
            backward=backward.digamma_backward,
            jvp=jvp.digamma_jvp,
            jvp_kind="written",
            jvp_formula="self_t * polygamma(1, self)",
            formulas=MappingProxyType({"self": "grad * polygamma(1, self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.digamma,
            numpy_name="scipy.special.digamma",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="digamma'(x) = polygamma(1, x), +inf at the poles 0, -1, -2, ...",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 1.6449340668482266},
                        {"self": 0.0, "grad": float("inf")},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1822,
            spec="derivatives.yaml",
        ),
        "polygamma": OpInfo(
            name="polygamma",
            signature="polygamma(int n, Tensor self) -> Tensor",
            forward=ops.polygamma,
            backward=backward.polygamma_backward,
            jvp=jvp.polygamma_jvp,
            jvp_kind="written",
            jvp_formula="self_t * polygamma(n + 1, self)",
            formulas=MappingProxyType({"self": "grad * polygamma(n + 1, self)"}),
            saved=(
                "self",
                "n",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "n",
                "self",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dx polygamma(n, x) = polygamma(n + 1, x) (n = 0 is digamma); at the poles 0, -1, ... it is what scipy gives (+-inf or NaN).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"n": 1, "self": 1.0, "grad": -2.404113806319188},
                        {"n": 0, "self": 1.0, "grad": 1.6449340668482266},
                        {"n": 2, "self": 1.0, "grad": 6.493939402266829},
                    ],
                    "domain": [0.3, 3],
                    "cases": [
                        {"n": 1, "self": [5]},
                        {"n": 0, "self": [2, 3]},
                        {"n": 2, "self": []},
                    ],
                }
            ),
            line=1837,
            spec="derivatives.yaml",
        ),
        "xlogy": OpInfo(
            name="xlogy",
            signature="xlogy(Tensor self, Tensor other) -> Tensor",
            forward=ops.xlogy,
            backward=backward.xlogy_backward,
            jvp=jvp.xlogy_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * log(other) + other_t * where(self == 0, 0.0, self / where(self == 0, 1.0, other)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * log(other)",
                    "other": "grad * where(self == 0, 0.0, self / where(self == 0, 1.0, other))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=scipy.special.xlogy,
            numpy_name="scipy.special.xlogy",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="x * log(y), 0 where x = 0 (also at y = 0). d/dx = log(y), so -inf at y = 0; d/dy = x / y, taken as 0 where x = 0, so xlogy(0, 0) gives [-inf, 0] and no NaN.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 0.0, "grad": [float("-inf"), 0.0]},
                        {"self": 0.0, "other": 2.0, "grad": [0.6931471805599453, 0.0]},
                        {"self": 2.0, "other": 4.0, "grad": [1.3862943611198906, 0.5]},
                    ],
                    "domain": {"self": [-2, 2], "other": [0.2, 3]},
                    "cases": [
                        {"self": [3, 4], "other": [3, 4]},
                        {"self": [3, 1], "other": [4]},
                        {"self": [], "other": []},
                    ],
                }
            ),
            line=1850,
            spec="derivatives.yaml",
        ),
        "xlog1py": OpInfo(
            name="xlog1py",
            signature="xlog1py(Tensor self, Tensor other) -> Tensor",
            forward=ops.xlog1py,
            backward=backward.xlog1py_backward,
            jvp=jvp.xlog1py_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * log1p(other) + other_t * where(self == 0, 0.0, self / where(self == 0, 1.0, 1 + other)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * log1p(other)",
                    "other": "grad * where(self == 0, 0.0, self / where(self == 0, 1.0, 1 + other))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=scipy.special.xlog1py,
            numpy_name="scipy.special.xlog1py",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="x * log1p(y), 0 where x = 0. d/dx = log1p(y), -inf at y = -1; d/dy = x / (1 + y), taken as 0 where x = 0, so xlog1py(0, -1) gives [-inf, 0] and no NaN.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": -1.0, "grad": [float("-inf"), 0.0]},
                        {"self": 0.0, "other": 1.0, "grad": [0.6931471805599453, 0.0]},
                        {"self": 2.0, "other": 1.0, "grad": [0.6931471805599453, 1.0]},
                    ],
                    "domain": {"self": [-2, 2], "other": [-0.7, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=1864,
            spec="derivatives.yaml",
        ),
        "entr": OpInfo(
            name="entr",
            signature="entr(Tensor self) -> Tensor",
            forward=ops.entr,
            backward=backward.entr_backward,
            jvp=jvp.entr_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * (log(self) + 1)",
            formulas=MappingProxyType({"self": "-grad * (log(self) + 1)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.entr,
            numpy_name="scipy.special.entr",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="-x log(x), 0 at x = 0 and -inf for x < 0; entr'(x) = -log(x) - 1 is +inf at x = 0 (and NaN for x < 0, outside the domain).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "grad": -1.0}, {"self": 0.0, "grad": float("inf")}],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=1878,
            spec="derivatives.yaml",
        ),
        "rel_entr": OpInfo(
            name="rel_entr",
            signature="rel_entr(Tensor self, Tensor other) -> Tensor",
            forward=ops.rel_entr,
            backward=backward.rel_entr_backward,
            jvp=jvp.rel_entr_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * (log(self / where(self == 0, 1.0, other)) + 1) + -other_t * where(self == 0, 0.0, self / where(self == 0, 1.0, other)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * (log(self / where(self == 0, 1.0, other)) + 1)",
                    "other": "-grad * where(self == 0, 0.0, self / where(self == 0, 1.0, other))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=scipy.special.rel_entr,
            numpy_name="scipy.special.rel_entr",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="x log(x / y) for x, y > 0, 0 at x = 0 (y >= 0). d/dx = log(x / y) + 1 and d/dy = -x / y, with x = 0 read as its own case: d/dx = -inf and d/dy = 0 at x = 0, including y = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 1.0, "grad": [float("-inf"), 0.0]},
                        {"self": 0.0, "other": 0.0, "grad": [float("-inf"), 0.0]},
                        {"self": 1.0, "other": 1.0, "grad": [1.0, -1.0]},
                        {"self": 2.0, "other": 4.0, "grad": [0.3068528194400547, -0.5]},
                    ],
                    "domain": {"self": [0.2, 3], "other": [0.2, 3]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=1891,
            spec="derivatives.yaml",
        ),
        "kl_div": OpInfo(
            name="kl_div",
            signature="kl_div(Tensor self, Tensor other) -> Tensor",
            forward=ops.kl_div,
            backward=backward.kl_div_backward,
            jvp=jvp.kl_div_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * log(self / where(self == 0, 1.0, other)) + other_t * (1 - where(self == 0, 0.0, self / where(self == 0, 1.0, other))), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * log(self / where(self == 0, 1.0, other))",
                    "other": "grad * (1 - where(self == 0, 0.0, self / where(self == 0, 1.0, other)))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=scipy.special.kl_div,
            numpy_name="scipy.special.kl_div",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="x log(x / y) - x + y for x, y > 0, y at x = 0 (y >= 0). d/dx = log(x / y) and d/dy = 1 - x / y, with x = 0 read as its own case: d/dx = -inf and d/dy = 1 at x = 0, including y = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 1.0, "grad": [float("-inf"), 1.0]},
                        {"self": 0.0, "other": 0.0, "grad": [float("-inf"), 1.0]},
                        {"self": 1.0, "other": 1.0, "grad": [0.0, 0.0]},
                        {"self": 2.0, "other": 4.0, "grad": [-0.6931471805599453, 0.5]},
                    ],
                    "domain": {"self": [0.2, 3], "other": [0.2, 3]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=1905,
            spec="derivatives.yaml",
        ),
        "amax": OpInfo(
            name="amax",
            signature="amax(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.amax,
            backward=backward.amax_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.amax,
            numpy_name="amax",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="tied maxima share the gradient equally, as for max.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, 3.0, 3.0]}, "grad": [0.0, 0.5, 0.5]},
                        {
                            "self": {"value": [[2.0, 2.0], [1.0, 0.0]]},
                            "axis": -1,
                            "keepdims": True,
                            "grad": [[0.5, 0.5], [1.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": -1},
                        {"self": [2, 3, 4], "axis": [0, 2], "keepdims": True},
                        {"self": {"value": [[1.0, 3.0, 3.0], [2.0, 2.0, 0.5]]}, "axis": 1},
                    ],
                    "second_order": [3],
                }
            ),
            line=1926,
            spec="derivatives.yaml",
        ),
        "amin": OpInfo(
            name="amin",
            signature="amin(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.amin,
            backward=backward.amin_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.amin,
            numpy_name="amin",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="tied minima share the gradient equally, as for min.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [2.0, 1.0, 1.0]}, "grad": [0.0, 0.5, 0.5]},
                        {
                            "self": {"value": [[1.0, 2.0], [1.0, 0.0]]},
                            "axis": 0,
                            "grad": [[0.5, 0.0], [0.5, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 0, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [-1, 0]},
                        {"self": {"value": [[1.0, 0.5, 0.5], [2.0, 2.0, 3.5]]}, "axis": 1},
                    ],
                    "second_order": [3],
                }
            ),
            line=1945,
            spec="derivatives.yaml",
        ),
        "ptp": OpInfo(
            name="ptp",
            signature="ptp(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.ptp,
            backward=backward.ptp_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == max(self, axis, keepdims=True), expand_reduced(grad, self.shape, axis, keepdims) / astype(sum(self == max(self, axis, keepdims=True), axis, keepdims=True), numeric.dtype_of(grad)), 0.0) - where(self == min(self, axis, keepdims=True), expand_reduced(grad, self.shape, axis, keepdims) / astype(sum(self == min(self, axis, keepdims=True), axis, keepdims=True), numeric.dtype_of(grad)), 0.0)"
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.ptp,
            numpy_name="ptp",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="max - min, each with tied extremes sharing the gradient equally; so a constant group (max == min) gets gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, 3.0, 3.0]}, "grad": [-1.0, 0.5, 0.5]},
                        {"self": {"value": [2.0, 2.0, 2.0]}, "grad": [0.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[0.0, 1.0], [5.0, 5.0]]},
                            "axis": 1,
                            "grad": [[-1.0, 1.0], [0.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {"self": {"value": [[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]]}, "axis": 1},
                    ],
                    "second_order": [3],
                }
            ),
            line=1964,
            spec="derivatives.yaml",
        ),
        "var": OpInfo(
            name="var",
            signature="var(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor",
            forward=ops.var,
            backward=backward.var_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_reduced(grad, self.shape, axis, keepdims) * (self - mean(self, axis, keepdims=True)) * numeric.ieee_divide(2.0 * grad.size, self.size - ddof * grad.size)"
                }
            ),
            saved=(
                "self",
                "axis",
                "ddof",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "ddof",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.var,
            numpy_name="var",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "ddof": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {"self": [4, 3], "axis": -2, "keepdims": True, "ddof": 1},
                    ]
                }
            ),
            line=1988,
            spec="derivatives.yaml",
        ),
        "std": OpInfo(
            name="std",
            signature="std(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor",
            forward=ops.std,
            backward=backward.std_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(max(self, axis, keepdims=True) == min(self, axis, keepdims=True), 0.0, expand_reduced(grad / where(result > 0, result, 1.0), self.shape, axis, keepdims) * (self - mean(self, axis, keepdims=True)) * numeric.ieee_divide(grad.size, self.size - ddof * grad.size)) if self.size > 0 else expand_reduced(grad, self.shape, axis, keepdims)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "ddof",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "ddof",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.std,
            numpy_name="std",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="a group whose elements are all equal (std 0, the kink of a norm) gets gradient 0, the subgradient of least norm, even when rounding in the mean makes np.std return a tiny nonzero value; elsewhere (x - mean) / ((N - ddof) std).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [2.0, 2.0, 2.0]}, "grad": [0.0, 0.0, 0.0]},
                        {"self": {"value": [0.1, 0.1, 0.1]}, "grad": [0.0, 0.0, 0.0]},
                        {"self": {"value": [1.0, 3.0]}, "grad": [-0.5, 0.5]},
                        {
                            "self": {"value": [1.0, 3.0]},
                            "ddof": 1,
                            "grad": [-0.7071067811865475, 0.7071067811865475],
                        },
                        {
                            "self": {"value": [[1.0, 1.0], [0.0, 2.0]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [-0.5, 0.5]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "ddof": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {"self": [4, 3], "axis": -2, "keepdims": True, "ddof": 1},
                        {"self": {"value": [[1.0, 1.0, 1.0], [0.5, 2.0, 1.5]]}, "axis": 1},
                    ],
                    "second_order": [4],
                }
            ),
            line=2001,
            spec="derivatives.yaml",
        ),
        "average": OpInfo(
            name="average",
            signature="average(Tensor self, int[]? axis=None, Tensor? weights=None, *, bool keepdims=False) -> Tensor",
            forward=ops.average,
            backward=backward.average_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_reduced(grad, self.shape, axis, keepdims) * numeric.ieee_divide(grad.size, self.size) if weights is None else expand_reduced(grad / sum(broadcast_to(reshape(transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)), numeric.average_shape(self.shape, weights.shape, axis)), self.shape), axis, keepdims=keepdims), self.shape, axis, keepdims) * reshape(transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)), numeric.average_shape(self.shape, weights.shape, axis))",
                    "weights": "None if weights is None else transpose(reshape(sum_to( expand_reduced(grad / sum(broadcast_to(reshape(transpose(weights, numeric.average_perm(self.shape, weights.shape, axis)), numeric.average_shape(self.shape, weights.shape, axis)), self.shape), axis, keepdims=keepdims), self.shape, axis, keepdims) * (self - expand_reduced(result, self.shape, axis, keepdims)), numeric.average_shape(self.shape, weights.shape, axis)), numeric.permuted(weights.shape, numeric.average_perm(self.shape, weights.shape, axis))), numeric.inverse_permutation(numeric.average_perm(self.shape, weights.shape, axis), weights.ndim))",
                }
            ),
            saved=(
                "self",
                "weights",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "weights",
            ),
            differentiable=(
                "self",
                "weights",
            ),
            arguments=(
                "self",
                "axis",
                "weights",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.average,
            numpy_name="average",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="weights are placed against the input as np.average does (same shape, or the shape of the reduced axes in the order given); both the input and the weights are differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 3.0]},
                            "weights": {"value": [1.0, 3.0]},
                            "grad": [[0.25, 0.75], [-0.375, 0.125]],
                        }
                    ],
                    "domain": {"self": [-2, 2], "weights": [0.5, 2]},
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "weights": [3, 4]},
                        {"self": [3, 4], "axis": 0, "weights": [3]},
                        {"self": [2, 3, 4], "axis": [2, 0], "weights": [4, 2], "keepdims": True},
                        {"self": [2, 3, 4], "axis": -1, "weights": [4]},
                        {"self": [2, 3], "weights": [2, 3]},
                    ],
                }
            ),
            line=2024,
            spec="derivatives.yaml",
        ),
        "trace": OpInfo(
            name="trace",
            signature="trace(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor",
            forward=ops.trace,
            backward=backward.trace_backward,
            jvp=jvp.trace_jvp,
            jvp_kind="linear",
            jvp_formula="trace(self_t, offset, axis1, axis2)",
            formulas=MappingProxyType(
                {
                    "self": "diagonal_embed(expand_reduced(grad, numeric.diagonal_shape(self.shape, offset, axis1, axis2), -1), self.shape, offset, axis1, axis2)"
                }
            ),
            saved=(
                "self_shape",
                "offset",
                "axis1",
                "axis2",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "offset",
                "axis1",
                "axis2",
            ),
            outputs=("result",),
            numpy=np.trace,
            numpy_name="trace",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [3, 4], "offset": 1},
                        {"self": [4, 3], "offset": -2},
                        {"self": [2, 3, 4], "offset": 1, "axis1": 2, "axis2": 0},
                        {"self": [3, 2, 3], "axis1": -1, "axis2": 0},
                    ]
                }
            ),
            line=2065,
            spec="derivatives.yaml",
        ),
        "nansum": OpInfo(
            name="nansum",
            signature="nansum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nansum,
            backward=backward.nansum_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == self, expand_reduced(grad, self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nansum,
            numpy_name="nansum",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="NaN elements are left out of the sum, so their gradient is 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, float("nan"), 2.0]}, "grad": [1.0, 0.0, 1.0]},
                        {
                            "self": {"value": [[float("nan"), float("nan")], [1.0, float("nan")]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [1.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0],
                                    [float("nan"), float("nan"), float("nan")],
                                ]
                            },
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=2081,
            spec="derivatives.yaml",
        ),
        "nanmean": OpInfo(
            name="nanmean",
            signature="nanmean(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanmean,
            backward=backward.nanmean_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == self, expand_reduced(grad, self.shape, axis, keepdims) / where(sum(self == self, axis, keepdims=True) > 0, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)), 1), 0.0)"
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanmean,
            numpy_name="nanmean",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="NaN elements are left out, so their gradient is 0 and the others share by the count of non-NaN elements; an all-NaN group (mean NaN) gives gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, float("nan"), 3.0]}, "grad": [0.5, 0.0, 0.5]},
                        {
                            "self": {"value": [[float("nan"), float("nan")], [1.0, float("nan")]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [1.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": -1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, 2]},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0],
                                    [float("nan"), 2.0, float("nan")],
                                ]
                            },
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=2094,
            spec="derivatives.yaml",
        ),
        "cumsum": OpInfo(
            name="cumsum",
            signature="cumsum(Tensor self, int? axis=None) -> Tensor",
            forward=ops.cumsum,
            backward=backward.cumsum_backward,
            jvp=jvp.cumsum_jvp,
            jvp_kind="linear",
            jvp_formula="cumsum(self_t, axis)",
            formulas=MappingProxyType(
                {"self": "reshape(flip(cumsum(flip(grad, axis), axis), axis), self.shape)"}
            ),
            saved=(
                "self_shape",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.cumsum,
            numpy_name="cumsum",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="scan",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -2},
                        {"self": []},
                    ]
                }
            ),
            line=2116,
            spec="derivatives.yaml",
        ),
        "cumprod": OpInfo(
            name="cumprod",
            signature="cumprod(Tensor self, int? axis=None) -> Tensor",
            forward=ops.cumprod,
            backward=backward.cumprod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "reshape(getitem(pad(result, numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0), constant_values=1.0), numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1)) * linear_scan(grad, reshape(self, result.shape), numeric.scan_axis(axis), True), self.shape)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.cumprod,
            numpy_name="cumprod",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="scan",
            conventions="exact with zeros, one or several: d/dx[j] is the product of the elements before j times a reverse linear scan of the cotangent (linear_scan), never a division by x[j].",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 2.0, 3.0]}, "grad": [9.0, 0.0, 0.0]},
                        {"self": {"value": [2.0, 0.0, 3.0]}, "grad": [1.0, 8.0, 0.0]},
                        {"self": {"value": [0.0, 0.0, 3.0]}, "grad": [1.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[1.0, 0.0], [2.0, 0.0]]},
                            "axis": 0,
                            "grad": [[3.0, 1.0], [1.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [2, 3]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -2},
                        {
                            "self": {"value": [[0.0, 2.0, 0.0, 1.5], [1.0, 0.0, 3.0, 0.5]]},
                            "axis": 1,
                        },
                        {"self": {"value": [[0.0, 2.0, 0.0], [1.0, 0.0, 3.0]]}},
                    ],
                }
            ),
            line=2130,
            spec="derivatives.yaml",
        ),
        "linear_scan": OpInfo(
            name="linear_scan",
            signature="linear_scan(Tensor self, Tensor coef, int axis, bool reverse=False) -> Tensor",
            forward=ops.linear_scan,
            backward=backward.linear_scan_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "linear_scan(grad, coef, axis, not reverse)",
                    "coef": "getitem(pad(linear_scan(grad, coef, axis, False) if reverse else result, numeric.shift_pad(coef.ndim, axis, 1, 0)), numeric.axis_slice(coef.ndim, axis, None, -1)) * (result if reverse else linear_scan(grad, coef, axis, True))",
                }
            ),
            saved=(
                "coef",
                "result",
                "axis",
                "reverse",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "coef",
            ),
            differentiable=(
                "self",
                "coef",
            ),
            arguments=(
                "self",
                "coef",
                "axis",
                "reverse",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [4], "coef": [4], "axis": 0},
                        {"self": [3, 4], "coef": [3, 4], "axis": -1, "reverse": True},
                        {"self": [3, 4, 2], "coef": [3, 4, 2], "axis": 1},
                        {"self": [4, 3], "coef": [4, 3], "axis": 0, "reverse": True},
                    ]
                }
            ),
            line=2153,
            spec="derivatives.yaml",
        ),
        "ravel": OpInfo(
            name="ravel",
            signature="ravel(Tensor self) -> Tensor",
            forward=ops.ravel,
            backward=backward.ravel_backward,
            jvp=jvp.ravel_jvp,
            jvp_kind="linear",
            jvp_formula="ravel(self_t)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.ravel,
            numpy_name="ravel",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4]}, {"self": [2, 3, 2]}, {"self": []}]}
            ),
            line=2175,
            spec="derivatives.yaml",
        ),
        "atleast_1d": OpInfo(
            name="atleast_1d",
            signature="atleast_1d(Tensor self) -> Tensor",
            forward=ops.atleast_1d,
            backward=backward.atleast_1d_backward,
            jvp=jvp.atleast_1d_jvp,
            jvp_kind="linear",
            jvp_formula="atleast_1d(self_t)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.atleast_1d,
            numpy_name="atleast_1d",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": []}, {"self": [3]}, {"self": [2, 3]}]}),
            line=2184,
            spec="derivatives.yaml",
        ),
        "atleast_2d": OpInfo(
            name="atleast_2d",
            signature="atleast_2d(Tensor self) -> Tensor",
            forward=ops.atleast_2d,
            backward=backward.atleast_2d_backward,
            jvp=jvp.atleast_2d_jvp,
            jvp_kind="linear",
            jvp_formula="atleast_2d(self_t)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.atleast_2d,
            numpy_name="atleast_2d",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": []}, {"self": [3]}, {"self": [2, 3, 2]}]}),
            line=2193,
            spec="derivatives.yaml",
        ),
        "atleast_3d": OpInfo(
            name="atleast_3d",
            signature="atleast_3d(Tensor self) -> Tensor",
            forward=ops.atleast_3d,
            backward=backward.atleast_3d_backward,
            jvp=jvp.atleast_3d_jvp,
            jvp_kind="linear",
            jvp_formula="atleast_3d(self_t)",
            formulas=MappingProxyType({"self": "reshape(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.atleast_3d,
            numpy_name="atleast_3d",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": []}, {"self": [3]}, {"self": [2, 3]}, {"self": [2, 1, 3, 2]}]}
            ),
            line=2202,
            spec="derivatives.yaml",
        ),
        "moveaxis": OpInfo(
            name="moveaxis",
            signature="moveaxis(Tensor self, int[] source, int[] destination) -> Tensor",
            forward=ops.moveaxis,
            backward=backward.moveaxis_backward,
            jvp=jvp.moveaxis_jvp,
            jvp_kind="linear",
            jvp_formula="moveaxis(self_t, source, destination)",
            formulas=MappingProxyType({"self": "moveaxis(grad, destination, source)"}),
            saved=(
                "source",
                "destination",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "source",
                "destination",
            ),
            outputs=("result",),
            numpy=np.moveaxis,
            numpy_name="moveaxis",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [2, 3, 4], "source": 0, "destination": -1},
                        {"self": [2, 3, 4, 5], "source": [0, 3], "destination": [2, 0]},
                    ]
                }
            ),
            line=2211,
            spec="derivatives.yaml",
        ),
        "stack": OpInfo(
            name="stack",
            signature="stack(Tensor[] arrays, int axis=0) -> Tensor",
            forward=ops.stack,
            backward=backward.stack_backward,
            jvp=jvp.stack_jvp,
            jvp_kind="linear",
            jvp_formula="stack(arrays_t, axis)",
            formulas=MappingProxyType({"arrays": "unstack(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("arrays",),
            differentiable=("arrays",),
            arguments=(
                "arrays",
                "axis",
            ),
            outputs=("result",),
            numpy=np.stack,
            numpy_name="stack",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arrays": [[2, 3], [2, 3]]},
                        {"arrays": [[2, 3], [2, 3], [2, 3]], "axis": -1},
                        {"arrays": [[], []]},
                    ]
                }
            ),
            line=2222,
            spec="derivatives.yaml",
        ),
        "unstack": OpInfo(
            name="unstack",
            signature="unstack(Tensor self, int axis=0) -> Tensor[]",
            forward=ops.unstack,
            backward=backward.unstack_backward,
            jvp=jvp.unstack_jvp,
            jvp_kind="linear",
            jvp_formula="unstack(self_t, axis)",
            formulas=MappingProxyType({"self": "stack(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 2]}, {"self": [2, 3, 4], "axis": -1}]}),
            line=2234,
            spec="derivatives.yaml",
        ),
        "hstack": OpInfo(
            name="hstack",
            signature="hstack(Tensor[] tup) -> Tensor",
            forward=ops.hstack,
            backward=backward.hstack_backward,
            jvp=jvp.hstack_jvp,
            jvp_kind="linear",
            jvp_formula="hstack(tup_t)",
            formulas=MappingProxyType(
                {
                    "tup": 'unconcatenate(grad, numeric.stack_layouts(tup, "hstack"), numeric.shapes(tup), numeric.stack_axis(tup, "hstack"))'
                }
            ),
            saved=("tup",),
            grads=("grad",),
            inputs=("tup",),
            differentiable=("tup",),
            arguments=("tup",),
            outputs=("result",),
            numpy=np.hstack,
            numpy_name="hstack",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"tup": [[3], [2]]},
                        {"tup": [[2, 3], [2, 1], [2, 2]]},
                        {"tup": [[], [2], []]},
                    ]
                }
            ),
            line=2244,
            spec="derivatives.yaml",
        ),
        "vstack": OpInfo(
            name="vstack",
            signature="vstack(Tensor[] tup) -> Tensor",
            forward=ops.vstack,
            backward=backward.vstack_backward,
            jvp=jvp.vstack_jvp,
            jvp_kind="linear",
            jvp_formula="vstack(tup_t)",
            formulas=MappingProxyType(
                {
                    "tup": 'unconcatenate(grad, numeric.stack_layouts(tup, "vstack"), numeric.shapes(tup), numeric.stack_axis(tup, "vstack"))'
                }
            ),
            saved=("tup",),
            grads=("grad",),
            inputs=("tup",),
            differentiable=("tup",),
            arguments=("tup",),
            outputs=("result",),
            numpy=np.vstack,
            numpy_name="vstack",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"tup": [[3], [3]]},
                        {"tup": [[2, 3], [1, 3], [3]]},
                        {"tup": [[2, 2, 3], [1, 2, 3]]},
                    ]
                }
            ),
            line=2258,
            spec="derivatives.yaml",
        ),
        "dstack": OpInfo(
            name="dstack",
            signature="dstack(Tensor[] tup) -> Tensor",
            forward=ops.dstack,
            backward=backward.dstack_backward,
            jvp=jvp.dstack_jvp,
            jvp_kind="linear",
            jvp_formula="dstack(tup_t)",
            formulas=MappingProxyType(
                {
                    "tup": 'unconcatenate(grad, numeric.stack_layouts(tup, "dstack"), numeric.shapes(tup), numeric.stack_axis(tup, "dstack"))'
                }
            ),
            saved=("tup",),
            grads=("grad",),
            inputs=("tup",),
            differentiable=("tup",),
            arguments=("tup",),
            outputs=("result",),
            numpy=np.dstack,
            numpy_name="dstack",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"tup": [[3], [3]]}, {"tup": [[2, 3], [2, 3, 2]]}]}),
            line=2272,
            spec="derivatives.yaml",
        ),
        "column_stack": OpInfo(
            name="column_stack",
            signature="column_stack(Tensor[] tup) -> Tensor",
            forward=ops.column_stack,
            backward=backward.column_stack_backward,
            jvp=jvp.column_stack_jvp,
            jvp_kind="linear",
            jvp_formula="column_stack(tup_t)",
            formulas=MappingProxyType(
                {
                    "tup": 'unconcatenate(grad, numeric.stack_layouts(tup, "column_stack"), numeric.shapes(tup), numeric.stack_axis(tup, "column_stack"))'
                }
            ),
            saved=("tup",),
            grads=("grad",),
            inputs=("tup",),
            differentiable=("tup",),
            arguments=("tup",),
            outputs=("result",),
            numpy=np.column_stack,
            numpy_name="column_stack",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"tup": [[3], [3]]}, {"tup": [[3, 2], [3], [3, 1]]}]}
            ),
            line=2285,
            spec="derivatives.yaml",
        ),
        "reshape_concatenate": OpInfo(
            name="reshape_concatenate",
            signature="reshape_concatenate(Tensor[] arrays, int[] layouts, int axis) -> Tensor",
            forward=ops.reshape_concatenate,
            backward=backward.reshape_concatenate_backward,
            jvp=jvp.reshape_concatenate_jvp,
            jvp_kind="linear",
            jvp_formula="reshape_concatenate(arrays_t, layouts, axis)",
            formulas=MappingProxyType(
                {"arrays": "unconcatenate(grad, layouts, numeric.shapes(arrays), axis)"}
            ),
            saved=(
                "arrays",
                "layouts",
                "axis",
            ),
            grads=("grad",),
            inputs=("arrays",),
            differentiable=("arrays",),
            arguments=(
                "arrays",
                "layouts",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arrays": [[3], [2]], "layouts": [[1, 3], [1, 2]], "axis": 1},
                        {"arrays": [[2, 3], [2]], "layouts": [[2, 3], [2, 1]], "axis": 1},
                    ]
                }
            ),
            line=2298,
            spec="derivatives.yaml",
        ),
        "unconcatenate": OpInfo(
            name="unconcatenate",
            signature="unconcatenate(Tensor self, int[] layouts, int[] shapes, int axis) -> Tensor[]",
            forward=ops.unconcatenate,
            backward=backward.unconcatenate_backward,
            jvp=jvp.unconcatenate_jvp,
            jvp_kind="linear",
            jvp_formula="unconcatenate(self_t, layouts, shapes, axis)",
            formulas=MappingProxyType({"self": "reshape_concatenate(grad, layouts, axis)"}),
            saved=(
                "layouts",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "layouts",
                "shapes",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {
                            "self": [1, 5],
                            "layouts": [[1, 3], [1, 2]],
                            "shapes": [[3], [2]],
                            "axis": 1,
                        },
                        {
                            "self": [2, 4],
                            "layouts": [[2, 3], [2, 1]],
                            "shapes": [[2, 3], [2]],
                            "axis": 1,
                        },
                    ]
                }
            ),
            line=2309,
            spec="derivatives.yaml",
        ),
        "array_split": OpInfo(
            name="array_split",
            signature="array_split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[]",
            forward=ops.array_split,
            backward=backward.array_split_backward,
            jvp=jvp.array_split_jvp,
            jvp_kind="linear",
            jvp_formula="array_split(self_t, indices_or_sections, axis)",
            formulas=MappingProxyType({"self": "concatenate(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "indices_or_sections",
                "axis",
            ),
            outputs=("result",),
            numpy=np.array_split,
            numpy_name="array_split",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [7], "indices_or_sections": 3},
                        {"self": [2, 5], "indices_or_sections": [1, 4], "axis": -1},
                    ]
                }
            ),
            line=2320,
            spec="derivatives.yaml",
        ),
        "hsplit": OpInfo(
            name="hsplit",
            signature="hsplit(Tensor self, int[] indices_or_sections) -> Tensor[]",
            forward=ops.hsplit,
            backward=backward.hsplit_backward,
            jvp=jvp.hsplit_jvp,
            jvp_kind="linear",
            jvp_formula="hsplit(self_t, indices_or_sections)",
            formulas=MappingProxyType(
                {"self": 'concatenate(grad, numeric.split_axis(self.ndim, "hsplit"))'}
            ),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "indices_or_sections",
            ),
            outputs=("result",),
            numpy=np.hsplit,
            numpy_name="hsplit",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [6], "indices_or_sections": 3},
                        {"self": [2, 4, 3], "indices_or_sections": [1, 3]},
                    ]
                }
            ),
            line=2331,
            spec="derivatives.yaml",
        ),
        "vsplit": OpInfo(
            name="vsplit",
            signature="vsplit(Tensor self, int[] indices_or_sections) -> Tensor[]",
            forward=ops.vsplit,
            backward=backward.vsplit_backward,
            jvp=jvp.vsplit_jvp,
            jvp_kind="linear",
            jvp_formula="vsplit(self_t, indices_or_sections)",
            formulas=MappingProxyType(
                {"self": 'concatenate(grad, numeric.split_axis(self.ndim, "vsplit"))'}
            ),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "indices_or_sections",
            ),
            outputs=("result",),
            numpy=np.vsplit,
            numpy_name="vsplit",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [4, 3], "indices_or_sections": 2},
                        {"self": [5, 2, 2], "indices_or_sections": [2]},
                    ]
                }
            ),
            line=2342,
            spec="derivatives.yaml",
        ),
        "dsplit": OpInfo(
            name="dsplit",
            signature="dsplit(Tensor self, int[] indices_or_sections) -> Tensor[]",
            forward=ops.dsplit,
            backward=backward.dsplit_backward,
            jvp=jvp.dsplit_jvp,
            jvp_kind="linear",
            jvp_formula="dsplit(self_t, indices_or_sections)",
            formulas=MappingProxyType(
                {"self": 'concatenate(grad, numeric.split_axis(self.ndim, "dsplit"))'}
            ),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "indices_or_sections",
            ),
            outputs=("result",),
            numpy=np.dsplit,
            numpy_name="dsplit",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [2, 3, 4], "indices_or_sections": 2}]}),
            line=2351,
            spec="derivatives.yaml",
        ),
        "flip": OpInfo(
            name="flip",
            signature="flip(Tensor self, int[]? axis=None) -> Tensor",
            forward=ops.flip,
            backward=backward.flip_backward,
            jvp=jvp.flip_jvp,
            jvp_kind="linear",
            jvp_formula="flip(self_t, axis)",
            formulas=MappingProxyType({"self": "flip(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.flip,
            numpy_name="flip",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": -1},
                        {"self": [2, 3, 4], "axis": [0, 2]},
                        {"self": []},
                    ]
                }
            ),
            line=2360,
            spec="derivatives.yaml",
        ),
        "fliplr": OpInfo(
            name="fliplr",
            signature="fliplr(Tensor self) -> Tensor",
            forward=ops.fliplr,
            backward=backward.fliplr_backward,
            jvp=jvp.fliplr_jvp,
            jvp_kind="linear",
            jvp_formula="fliplr(self_t)",
            formulas=MappingProxyType({"self": "fliplr(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.fliplr,
            numpy_name="fliplr",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 4]}, {"self": [2, 3, 4]}]}),
            line=2373,
            spec="derivatives.yaml",
        ),
        "flipud": OpInfo(
            name="flipud",
            signature="flipud(Tensor self) -> Tensor",
            forward=ops.flipud,
            backward=backward.flipud_backward,
            jvp=jvp.flipud_jvp,
            jvp_kind="linear",
            jvp_formula="flipud(self_t)",
            formulas=MappingProxyType({"self": "flipud(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.flipud,
            numpy_name="flipud",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3]}, {"self": [3, 4]}]}),
            line=2382,
            spec="derivatives.yaml",
        ),
        "roll": OpInfo(
            name="roll",
            signature="roll(Tensor self, int[] shift, int[]? axis=None) -> Tensor",
            forward=ops.roll,
            backward=backward.roll_backward,
            jvp=jvp.roll_jvp,
            jvp_kind="linear",
            jvp_formula="roll(self_t, shift, axis)",
            formulas=MappingProxyType({"self": "roll(grad, numeric.negate(shift), axis)"}),
            saved=(
                "shift",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shift",
                "axis",
            ),
            outputs=("result",),
            numpy=np.roll,
            numpy_name="roll",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4], "shift": 5},
                        {"self": [3, 4], "shift": -1, "axis": 1},
                        {"self": [2, 3, 4], "shift": [1, 2], "axis": [0, -1]},
                    ]
                }
            ),
            line=2391,
            spec="derivatives.yaml",
        ),
        "rot90": OpInfo(
            name="rot90",
            signature="rot90(Tensor self, int k=1, int[] axes=(0, 1)) -> Tensor",
            forward=ops.rot90,
            backward=backward.rot90_backward,
            jvp=jvp.rot90_jvp,
            jvp_kind="linear",
            jvp_formula="rot90(self_t, k, axes)",
            formulas=MappingProxyType({"self": "rot90(grad, -k, axes)"}),
            saved=(
                "k",
                "axes",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "k",
                "axes",
            ),
            outputs=("result",),
            numpy=np.rot90,
            numpy_name="rot90",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "k": 2},
                        {"self": [2, 3, 4], "k": -1, "axes": [2, 0]},
                        {"self": [2, 3, 4], "k": 3, "axes": [1, 2]},
                    ]
                }
            ),
            line=2403,
            spec="derivatives.yaml",
        ),
        "tile": OpInfo(
            name="tile",
            signature="tile(Tensor self, int[] reps) -> Tensor",
            forward=ops.tile,
            backward=backward.tile_backward,
            jvp=jvp.tile_jvp,
            jvp_kind="linear",
            jvp_formula="tile(self_t, reps)",
            formulas=MappingProxyType(
                {
                    "self": "reshape(sum(reshape(grad, numeric.tile_split_shape(self.shape, reps)), numeric.tile_rep_axes(self.shape, reps)), self.shape)"
                }
            ),
            saved=(
                "self_shape",
                "reps",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "reps",
            ),
            outputs=("result",),
            numpy=np.tile,
            numpy_name="tile",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3], "reps": 2},
                        {"self": [2, 3], "reps": [2, 1]},
                        {"self": [3], "reps": [2, 2]},
                        {"self": [2, 1, 3], "reps": [2, 3]},
                        {"self": [], "reps": 3},
                    ]
                }
            ),
            line=2416,
            spec="derivatives.yaml",
        ),
        "repeat": OpInfo(
            name="repeat",
            signature="repeat(Tensor self, int[] repeats, int? axis=None) -> Tensor",
            forward=ops.repeat,
            backward=backward.repeat_backward,
            jvp=jvp.repeat_jvp,
            jvp_kind="linear",
            jvp_formula="repeat(self_t, repeats, axis)",
            formulas=MappingProxyType(
                {
                    "self": "untake(grad, self.shape, numeric.repeat_indices(self.shape, repeats, axis), axis)"
                }
            ),
            saved=(
                "self_shape",
                "repeats",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "repeats",
                "axis",
            ),
            outputs=("result",),
            numpy=np.repeat,
            numpy_name="repeat",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="each element's gradient sums the cotangents of its copies (none when repeated 0 times).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "repeats": {"value": [2, 0, 1]},
                            "grad": [2.0, 0.0, 1.0],
                        }
                    ],
                    "cases": [
                        {"self": [2, 3], "repeats": 2},
                        {"self": [2, 3], "repeats": [1, 0, 3], "axis": 1},
                        {"self": [3, 2], "repeats": 2, "axis": -2},
                        {"self": [], "repeats": 3},
                    ],
                }
            ),
            line=2433,
            spec="derivatives.yaml",
        ),
        "diagonal": OpInfo(
            name="diagonal",
            signature="diagonal(Tensor self, int offset=0, int axis1=0, int axis2=1) -> Tensor",
            forward=ops.diagonal,
            backward=backward.diagonal_backward,
            jvp=jvp.diagonal_jvp,
            jvp_kind="linear",
            jvp_formula="diagonal(self_t, offset, axis1, axis2)",
            formulas=MappingProxyType(
                {"self": "diagonal_embed(grad, self.shape, offset, axis1, axis2)"}
            ),
            saved=(
                "self_shape",
                "offset",
                "axis1",
                "axis2",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "offset",
                "axis1",
                "axis2",
            ),
            outputs=("result",),
            numpy=np.diagonal,
            numpy_name="diagonal",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [3, 4], "offset": 1},
                        {"self": [4, 3], "offset": -1},
                        {"self": [2, 3, 4], "offset": -1, "axis1": 2, "axis2": 0},
                    ]
                }
            ),
            line=2448,
            spec="derivatives.yaml",
        ),
        "diagonal_embed": OpInfo(
            name="diagonal_embed",
            signature="diagonal_embed(Tensor self, int[] shape, int offset=0, int axis1=0, int axis2=1) -> Tensor",
            forward=ops.diagonal_embed,
            backward=backward.diagonal_embed_backward,
            jvp=jvp.diagonal_embed_jvp,
            jvp_kind="linear",
            jvp_formula="diagonal_embed(self_t, shape, offset, axis1, axis2)",
            formulas=MappingProxyType({"self": "diagonal(grad, offset, axis1, axis2)"}),
            saved=(
                "offset",
                "axis1",
                "axis2",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "offset",
                "axis1",
                "axis2",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3], "shape": [3, 4], "offset": 1},
                        {"self": [3, 2], "shape": [2, 3, 4], "offset": -1, "axis1": 2, "axis2": 0},
                    ]
                }
            ),
            line=2461,
            spec="derivatives.yaml",
        ),
        "diag": OpInfo(
            name="diag",
            signature="diag(Tensor self, int k=0) -> Tensor",
            forward=ops.diag,
            backward=backward.diag_backward,
            jvp=jvp.diag_jvp,
            jvp_kind="linear",
            jvp_formula="diag(self_t, k)",
            formulas=MappingProxyType(
                {
                    "self": "diagonal(grad, k) if self.ndim == 1 else diagonal_embed(grad, self.shape, k, 0, 1)"
                }
            ),
            saved=(
                "self_shape",
                "k",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "k",
            ),
            outputs=("result",),
            numpy=np.diag,
            numpy_name="diag",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3]},
                        {"self": [3], "k": -2},
                        {"self": [3, 4]},
                        {"self": [4, 3], "k": 1},
                    ]
                }
            ),
            line=2473,
            spec="derivatives.yaml",
        ),
        "triu": OpInfo(
            name="triu",
            signature="triu(Tensor self, int k=0) -> Tensor",
            forward=ops.triu,
            backward=backward.triu_backward,
            jvp=jvp.triu_jvp,
            jvp_kind="linear",
            jvp_formula="triu(self_t, k)",
            formulas=MappingProxyType(
                {"self": "triu(grad, k) if self.ndim >= 2 else sum(triu(grad, k), 0)"}
            ),
            saved=(
                "self_shape",
                "k",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "k",
            ),
            outputs=("result",),
            numpy=np.triu,
            numpy_name="triu",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4]}, {"self": [2, 4, 3], "k": -1}, {"self": [4], "k": 1}]}
            ),
            line=2486,
            spec="derivatives.yaml",
        ),
        "tril": OpInfo(
            name="tril",
            signature="tril(Tensor self, int k=0) -> Tensor",
            forward=ops.tril,
            backward=backward.tril_backward,
            jvp=jvp.tril_jvp,
            jvp_kind="linear",
            jvp_formula="tril(self_t, k)",
            formulas=MappingProxyType(
                {"self": "tril(grad, k) if self.ndim >= 2 else sum(tril(grad, k), 0)"}
            ),
            saved=(
                "self_shape",
                "k",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "k",
            ),
            outputs=("result",),
            numpy=np.tril,
            numpy_name="tril",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4]}, {"self": [2, 4, 3], "k": 1}, {"self": [4], "k": -1}]}
            ),
            line=2496,
            spec="derivatives.yaml",
        ),
        "pad": OpInfo(
            name="pad",
            signature='pad(Tensor self, int[] pad_width, str mode="constant", *, Scalar constant_values=0) -> Tensor',
            forward=ops.pad,
            backward=backward.pad_backward,
            jvp=jvp.pad_jvp,
            jvp_kind="written",
            jvp_formula="pad(self_t, pad_width)",
            formulas=MappingProxyType(
                {"self": "getitem(grad, numeric.pad_interior(self.shape, pad_width))"}
            ),
            saved=(
                "self_shape",
                "pad_width",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "pad_width",
                "mode",
                "constant_values",
            ),
            outputs=("result",),
            numpy=np.pad,
            numpy_name="pad",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="shape",
            conventions='only mode="constant" (np.pad refuses constant_values with other modes); the constant gets no gradient, and the array\'s gradient is the interior slice of the cotangent.',
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0]},
                            "pad_width": 1,
                            "constant_values": 5.0,
                            "grad": [1.0, 1.0],
                        }
                    ],
                    "cases": [
                        {"self": [3], "pad_width": 2},
                        {"self": [3, 4], "pad_width": [1, 2], "constant_values": 1.5},
                        {"self": [2, 3, 2], "pad_width": [[0, 1], [2, 0], [1, 1]]},
                    ],
                }
            ),
            line=2506,
            spec="derivatives.yaml",
        ),
        "diff": OpInfo(
            name="diff",
            signature="diff(Tensor self, int n=1, int axis=-1) -> Tensor",
            forward=ops.diff,
            backward=backward.diff_backward,
            jvp=jvp.diff_jvp,
            jvp_kind="linear",
            jvp_formula="diff(self_t, n, axis)",
            formulas=MappingProxyType(
                {
                    "self": "diff(pad(grad, numeric.shift_pad(grad.ndim, axis, n, n)), n, axis) * (-1) ** n if self.shape[axis] > n else pad(grad, numeric.shift_pad(grad.ndim, axis, 0, self.shape[axis]))"
                }
            ),
            saved=(
                "self_shape",
                "n",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "n",
                "axis",
            ),
            outputs=("result",),
            numpy=np.diff,
            numpy_name="diff",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [5]},
                        {"self": [0]},
                        {"self": [2, 3], "n": 4},
                        {"self": [3, 5], "n": 2},
                        {"self": [4, 3], "axis": 0},
                        {"self": [2, 5, 3], "n": 3, "axis": -2},
                    ]
                }
            ),
            line=2522,
            spec="derivatives.yaml",
        ),
        "take_along_axis": OpInfo(
            name="take_along_axis",
            signature="take_along_axis(Tensor self, Tensor indices, int? axis=-1) -> Tensor",
            forward=ops.take_along_axis,
            backward=backward.take_along_axis_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "untake_along_axis(grad, self.shape, indices, axis)",
                    "indices": "non_differentiable",
                }
            ),
            saved=(
                "self_shape",
                "indices",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "indices",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "indices",
                "axis",
            ),
            outputs=("result",),
            numpy=np.take_along_axis,
            numpy_name="take_along_axis",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="indexing",
            conventions="repeated indices accumulate their gradients.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "indices": {"value": [0, 0, 2]},
                            "grad": [2.0, 0.0, 1.0],
                        },
                        {
                            "self": {"value": [[1.0, 2.0], [3.0, 4.0]]},
                            "indices": {"value": [[1, 1, 1]]},
                            "axis": 1,
                            "grad": [[0.0, 3.0], [0.0, 3.0]],
                        },
                    ],
                    "cases": [
                        {"self": [5], "indices": {"value": [0, 2, 2, 4]}},
                        {
                            "self": [3, 4],
                            "indices": {"value": [[1, 1, 3], [0, 2, 2], [3, 3, 3]]},
                            "axis": 1,
                        },
                        {"self": [3, 4], "indices": {"value": [[2, 0, 1, 1]]}, "axis": 0},
                        {"self": [2, 3], "indices": {"value": [5, 0, 5]}, "axis": None},
                    ],
                }
            ),
            line=2544,
            spec="derivatives.yaml",
        ),
        "untake_along_axis": OpInfo(
            name="untake_along_axis",
            signature="untake_along_axis(Tensor self, int[] shape, Tensor indices, int? axis=-1) -> Tensor",
            forward=ops.untake_along_axis,
            backward=backward.untake_along_axis_backward,
            jvp=jvp.untake_along_axis_jvp,
            jvp_kind="linear",
            jvp_formula="untake_along_axis(self_t, shape, indices, axis)",
            formulas=MappingProxyType(
                {"self": "take_along_axis(grad, indices, axis)", "indices": "non_differentiable"}
            ),
            saved=(
                "indices",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "indices",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "indices",
                "axis",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="indexing",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [4], "shape": [5], "indices": {"value": [0, 2, 2, 4]}},
                        {
                            "self": [3, 3],
                            "shape": [3, 4],
                            "indices": {"value": [[1, 1, 3], [0, 2, 2], [3, 3, 3]]},
                            "axis": 1,
                        },
                        {
                            "self": [3],
                            "shape": [2, 3],
                            "indices": {"value": [5, 0, 5]},
                            "axis": None,
                        },
                    ]
                }
            ),
            line=2559,
            spec="derivatives.yaml",
        ),
        "sort": OpInfo(
            name="sort",
            signature="sort(Tensor self, int? axis=-1, str? kind=None, *, bool? stable=None) -> Tensor",
            forward=ops.sort,
            backward=backward.sort_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "untake_along_axis(grad, self.shape, numeric.stable_argsort(self, axis), axis)"
                }
            ),
            saved=(
                "self",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "kind",
                "stable",
            ),
            outputs=("result",),
            numpy=np.sort,
            numpy_name="sort",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="sorting",
            conventions="sort is a permutation, so the gradient is the cotangent scattered back through a stable argsort: among tied elements, the k-th in input order gets the cotangent of the k-th of their places in the output, whatever kind is asked for (NaNs sort last, as in np.sort).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [3.0, 1.0, 2.0]}, "grad": [1.0, 1.0, 1.0]},
                        {
                            "self": {"value": [[2.0, 2.0], [1.0, 2.0]]},
                            "axis": 0,
                            "grad": [[1.0, 1.0], [1.0, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 0},
                        {"self": [2, 3, 4], "axis": None},
                        {"self": [2, 3, 4], "axis": -2, "kind": "stable"},
                    ],
                }
            ),
            line=2573,
            spec="derivatives.yaml",
        ),
        "einsum": OpInfo(
            name="einsum",
            signature="einsum(str subscripts, Tensor[] operands) -> Tensor",
            forward=ops.einsum,
            backward=backward.einsum_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "operands": "einsum_terms(operands + [grad], numeric.einsum_grad_plan(subscripts, operands))"
                }
            ),
            saved=(
                "operands",
                "subscripts",
            ),
            grads=("grad",),
            inputs=("operands",),
            differentiable=("operands",),
            arguments=(
                "subscripts",
                "operands",
            ),
            outputs=("result",),
            numpy=np.einsum,
            numpy_name="einsum",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=True,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"subscripts": "ij,jk", "operands": [[3, 4], [4, 2]]},
                        {"subscripts": "ij,jk->ki", "operands": [[3, 4], [4, 2]]},
                        {"subscripts": "bij,bjk->bik", "operands": [[2, 3, 4], [2, 4, 3]]},
                        {"subscripts": "i,i", "operands": [[4], [4]]},
                        {"subscripts": "ij,ij->", "operands": [[3, 4], [3, 4]]},
                        {"subscripts": "ij,k->ijk", "operands": [[2, 3], [4]]},
                        {"subscripts": "ii,ij->j", "operands": [[3, 3], [3, 2]]},
                        {"subscripts": "ijk,jl,kl->il", "operands": [[2, 3, 4], [3, 2], [4, 2]]},
                        {"subscripts": "...ij,...jk", "operands": [[2, 3, 4], [2, 4, 2]]},
                        {"subscripts": "ij,jk,kl", "operands": [[2, 3], [3, 4], [4, 2]]},
                        {"subscripts": "ij,,k->ik", "operands": [[2, 3], [], [3]]},
                    ]
                }
            ),
            line=2600,
            spec="derivatives.yaml",
        ),
        "einsum_terms": OpInfo(
            name="einsum_terms",
            signature="einsum_terms(Tensor[] operands, str plan) -> Tensor[]",
            forward=ops.einsum_terms,
            backward=backward.einsum_terms_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "operands": "einsum_terms(operands + grad, numeric.einsum_terms_transpose(plan, operands))"
                }
            ),
            saved=(
                "operands",
                "plan",
            ),
            grads=("grad",),
            inputs=("operands",),
            differentiable=("operands",),
            arguments=(
                "operands",
                "plan",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {
                            "operands": [[3, 4], [4, 2], [3, 2]],
                            "plan": '{"shapes": [[3, 4], [4, 2]], "terms": [[0, [[1, "jk"], [2, "ik"]], "ij", {"i": 3, "j": 4, "k": 2}], [1, [[0, "ij"], [2, "ik"]], "jk", {"i": 3, "j": 4, "k": 2}]]}',
                        },
                        {
                            "operands": [[3], [2]],
                            "plan": '{"shapes": [[3, 3, 2], [2]], "terms": [[0, [[0, "i"], [1, "k"]], "iik", {"i": 3, "k": 2}], [0, [[1, "k"]], "ijk", {"i": 3, "j": 3, "k": 2}]]}',
                        },
                    ]
                }
            ),
            line=2624,
            spec="derivatives.yaml",
        ),
        "dot": OpInfo(
            name="dot",
            signature="dot(Tensor self, Tensor other) -> Tensor",
            forward=ops.dot,
            backward=backward.dot_backward,
            jvp=jvp.dot_jvp,
            jvp_kind="written",
            jvp_formula="dot(self_t, other) + dot(self, other_t)",
            formulas=MappingProxyType(
                {
                    "self, other": 'einsum_terms([self, other, grad], numeric.einsum_grad_plan(numeric.product_subscripts("dot", self.shape, other.shape), [self, other]))'
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.dot,
            numpy_name="dot",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [], "other": [3, 2]},
                        {"self": [3], "other": []},
                        {"self": [4], "other": [4]},
                        {"self": [3, 4], "other": [4]},
                        {"self": [4], "other": [4, 2]},
                        {"self": [3, 4], "other": [4, 2]},
                        {"self": [2, 3, 4], "other": [2, 4, 3]},
                        {"self": [2, 4], "other": [4]},
                    ]
                }
            ),
            line=2634,
            spec="derivatives.yaml",
        ),
        "vdot": OpInfo(
            name="vdot",
            signature="vdot(Tensor self, Tensor other) -> Tensor",
            forward=ops.vdot,
            backward=backward.vdot_backward,
            jvp=jvp.vdot_jvp,
            jvp_kind="written",
            jvp_formula="vdot(self_t, other) + vdot(self, other_t)",
            formulas=MappingProxyType(
                {
                    "self": "conjugate(grad * reshape(other, self.shape))",
                    "other": "grad * conjugate(reshape(self, other.shape))",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.vdot,
            numpy_name="vdot",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="np.vdot conjugates its first argument, vdot(a, b) = sum(conj(a) b), so a's gradient is conj(grad b).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0]},
                            "other": {"value": [3.0, 4.0]},
                            "grad": [[3.0, 4.0], [1.0, 2.0]],
                        }
                    ],
                    "cases": [{"self": [4], "other": [4]}, {"self": [2, 3], "other": [3, 2]}],
                }
            ),
            line=2654,
            spec="derivatives.yaml",
        ),
        "inner": OpInfo(
            name="inner",
            signature="inner(Tensor self, Tensor other) -> Tensor",
            forward=ops.inner,
            backward=backward.inner_backward,
            jvp=jvp.inner_jvp,
            jvp_kind="written",
            jvp_formula="inner(self_t, other) + inner(self, other_t)",
            formulas=MappingProxyType(
                {
                    "self, other": 'einsum_terms([self, other, grad], numeric.einsum_grad_plan(numeric.product_subscripts("inner", self.shape, other.shape), [self, other]))'
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.inner,
            numpy_name="inner",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [4], "other": [4]},
                        {"self": [], "other": [2, 3]},
                        {"self": [2, 4], "other": [3, 4]},
                        {"self": [2, 3, 4], "other": [4]},
                    ]
                }
            ),
            line=2666,
            spec="derivatives.yaml",
        ),
        "outer": OpInfo(
            name="outer",
            signature="outer(Tensor self, Tensor other) -> Tensor",
            forward=ops.outer,
            backward=backward.outer_backward,
            jvp=jvp.outer_jvp,
            jvp_kind="written",
            jvp_formula="outer(self_t, other) + outer(self, other_t)",
            formulas=MappingProxyType(
                {
                    "self": "reshape(grad @ reshape(other, [-1]), self.shape)",
                    "other": "reshape(reshape(self, [-1]) @ grad, other.shape)",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.outer,
            numpy_name="outer",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="inputs of any shape are flattened, as np.outer does.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0]},
                            "other": {"value": [[3.0], [4.0]]},
                            "grad": [[7.0, 7.0], [[3.0], [3.0]]],
                        }
                    ],
                    "cases": [
                        {"self": [3], "other": [4]},
                        {"self": [2, 2], "other": []},
                        {"self": [], "other": [3]},
                    ],
                }
            ),
            line=2682,
            spec="derivatives.yaml",
        ),
        "tensordot": OpInfo(
            name="tensordot",
            signature="tensordot(Tensor self, Tensor other, int[] axes=2) -> Tensor",
            forward=ops.tensordot,
            backward=backward.tensordot_backward,
            jvp=jvp.tensordot_jvp,
            jvp_kind="written",
            jvp_formula="tensordot(self_t, other, axes) + tensordot(self, other_t, axes)",
            formulas=MappingProxyType(
                {
                    "self, other": 'einsum_terms([self, other, grad], numeric.einsum_grad_plan( numeric.product_subscripts("tensordot", self.shape, other.shape, axes), [self, other]))'
                }
            ),
            saved=(
                "self",
                "other",
                "axes",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
                "axes",
            ),
            outputs=("result",),
            numpy=np.tensordot,
            numpy_name="tensordot",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="axes is an int N (the last N axes of self with the first N of other) or a pair of axis lists, as np.tensordot takes it (the signature's int[] stands for both).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 2.0], [3.0, 4.0]]},
                            "other": {"value": [[1.0, 0.0], [0.0, 1.0]]},
                            "axes": [[0], [1]],
                            "grad": [[[1.0, 1.0], [1.0, 1.0]], [[3.0, 7.0], [3.0, 7.0]]],
                        }
                    ],
                    "cases": [
                        {"self": [2, 3, 4], "other": [3, 4, 5]},
                        {"self": [2, 3], "other": [4, 5], "axes": 0},
                        {"self": [3, 4], "other": [4, 2], "axes": 1},
                        {"self": [2, 3, 4], "other": [4, 2, 3], "axes": [[1, 2], [2, 0]]},
                        {"self": [3, 4], "other": [3, 2], "axes": [[0], [0]]},
                    ],
                }
            ),
            line=2694,
            spec="derivatives.yaml",
        ),
        "kron": OpInfo(
            name="kron",
            signature="kron(Tensor self, Tensor other) -> Tensor",
            forward=ops.kron,
            backward=backward.kron_backward,
            jvp=jvp.kron_jvp,
            jvp_kind="written",
            jvp_formula="kron(self_t, other) + kron(self, other_t)",
            formulas=MappingProxyType(
                {
                    "self": 'reshape(einsum(numeric.kron_grad_subscripts(self.shape, other.shape, "left"), [reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)), reshape(other, numeric.kron_pad(other.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]))]), self.shape)',
                    "other": 'reshape(einsum(numeric.kron_grad_subscripts(self.shape, other.shape, "right"), [reshape(grad, numeric.kron_grad_shape(self.shape, other.shape)), reshape(self, numeric.kron_pad(self.shape, numeric.kron_grad_shape(self.shape, other.shape)[::2]))]), other.shape)',
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.kron,
            numpy_name="kron",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [2, 3], "other": [3, 2]},
                        {"self": [3], "other": [2]},
                        {"self": [2], "other": [2, 3]},
                        {"self": [2, 1, 2], "other": [3, 2]},
                    ]
                }
            ),
            line=2716,
            spec="derivatives.yaml",
        ),
        "multi_dot": OpInfo(
            name="multi_dot",
            signature="multi_dot(Tensor[] arrays) -> Tensor",
            forward=ops.multi_dot,
            backward=backward.multi_dot_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"arrays": "einsum_terms(arrays + [grad], numeric.multi_dot_plan(arrays))"}
            ),
            saved=("arrays",),
            grads=("grad",),
            inputs=("arrays",),
            differentiable=("arrays",),
            arguments=("arrays",),
            outputs=("result",),
            numpy=np.linalg.multi_dot,
            numpy_name="linalg.multi_dot",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arrays": [[3, 4], [4, 2]]},
                        {"arrays": [[4], [4, 3], [3, 2], [2]]},
                        {"arrays": [[2, 3], [3, 4], [4]]},
                    ]
                }
            ),
            line=2738,
            spec="derivatives.yaml",
        ),
        "cross": OpInfo(
            name="cross",
            signature="cross(Tensor self, Tensor other, int axisa=-1, int axisb=-1, int axisc=-1, int? axis=None) -> Tensor",
            forward=ops.cross,
            backward=backward.cross_backward,
            jvp=jvp.cross_jvp,
            jvp_kind="written",
            jvp_formula="cross(self_t, other, axisa, axisb, axisc, axis) + cross(self, other_t, axisa, axisb, axisc, axis)",
            formulas=MappingProxyType(
                {
                    "self": "cross(other, grad, axisb, axisc, axisa, axis)",
                    "other": "cross(grad, self, axisc, axisa, axisb, axis)",
                }
            ),
            saved=(
                "self",
                "other",
                "axisa",
                "axisb",
                "axisc",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
                "axisa",
                "axisb",
                "axisc",
                "axis",
            ),
            outputs=("result",),
            numpy=np.cross,
            numpy_name="cross",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="3-vectors only (2-vector cross products are deprecated in NumPy 2); the formulas (self: other x grad, other: grad x self) assume negative axis numbers when the inputs broadcast to more dimensions.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 0.0, 0.0]},
                            "other": {"value": [0.0, 1.0, 0.0]},
                            "grad": [[1.0, 0.0, -1.0], [0.0, 1.0, -1.0]],
                        }
                    ],
                    "cases": [
                        {"self": [3], "other": [3]},
                        {"self": [4, 3], "other": [3]},
                        {"self": [2, 1, 3], "other": [4, 3]},
                        {"self": [3, 4], "other": [4, 3], "axisa": 0},
                        {"self": [3, 2], "other": [3, 2], "axis": 0},
                    ],
                }
            ),
            line=2749,
            spec="derivatives.yaml",
        ),
        "tril_part": OpInfo(
            name="tril_part",
            signature="tril_part(Tensor self, int k=0) -> Tensor",
            forward=ops.tril_part,
            backward=backward.tril_part_backward,
            jvp=jvp.tril_part_jvp,
            jvp_kind="linear",
            jvp_formula="tril_part(self_t, k)",
            formulas=MappingProxyType({"self": "tril_part(grad, k)"}),
            saved=("k",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "k",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 3]}, {"self": [2, 3, 4], "k": -1}]}),
            line=2770,
            spec="derivatives.yaml",
        ),
        "fold_triangle": OpInfo(
            name="fold_triangle",
            signature='fold_triangle(Tensor self, str UPLO="L") -> Tensor',
            forward=ops.fold_triangle,
            backward=backward.fold_triangle_backward,
            jvp=jvp.fold_triangle_jvp,
            jvp_kind="linear",
            jvp_formula="fold_triangle(self_t, UPLO)",
            formulas=MappingProxyType({"self": "mirror_triangle(grad, UPLO)"}),
            saved=("UPLO",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "UPLO",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 3]}, {"self": [2, 3, 3], "UPLO": "U"}]}),
            line=2779,
            spec="derivatives.yaml",
        ),
        "mirror_triangle": OpInfo(
            name="mirror_triangle",
            signature='mirror_triangle(Tensor self, str UPLO="L") -> Tensor',
            forward=ops.mirror_triangle,
            backward=backward.mirror_triangle_backward,
            jvp=jvp.mirror_triangle_jvp,
            jvp_kind="linear",
            jvp_formula="mirror_triangle(self_t, UPLO)",
            formulas=MappingProxyType({"self": "fold_triangle(grad, UPLO)"}),
            saved=("UPLO",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "UPLO",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 3]}, {"self": [2, 3, 3], "UPLO": "U"}]}),
            line=2788,
            spec="derivatives.yaml",
        ),
        "inverse_gaps": OpInfo(
            name="inverse_gaps",
            signature="inverse_gaps(Tensor self) -> Tensor",
            forward=ops.inverse_gaps,
            backward=backward.inverse_gaps_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"self": "sum(grad * result * result, -1) - sum(grad * result * result, -2)"}
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="helper",
            conventions="F[i, j] = 1 / (w[j] - w[i]); entries whose gap is at most 100 n eps max|w| (the diagonal, degenerate eigenvalues or singular values) are 0, and so is their derivative.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, 1.0, 2.0]}, "grad": [0.0, 0.0, 0.0]},
                        {"self": {"value": [0.0, 0.0]}, "grad": [0.0, 0.0]},
                    ],
                    "cases": [{"self": [4]}, {"self": [2, 3]}],
                }
            ),
            line=2797,
            spec="derivatives.yaml",
        ),
        "reciprocal_nonzero": OpInfo(
            name="reciprocal_nonzero",
            signature="reciprocal_nonzero(Tensor self) -> Tensor",
            forward=ops.reciprocal_nonzero,
            backward=backward.reciprocal_nonzero_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"self": "-grad * result * result"}),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="helper",
            conventions="1 / s, and 0 (with derivative 0) where s <= n eps max(s), as pinv treats zero singular values.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [2.0, 0.0]}, "grad": [-0.25, 0.0]}],
                    "domain": [0.5, 2],
                    "cases": [{"self": [4]}, {"self": [2, 3]}],
                }
            ),
            line=2809,
            spec="derivatives.yaml",
        ),
        "solve": OpInfo(
            name="solve",
            signature="solve(Tensor a, Tensor b) -> Tensor",
            forward=ops.solve,
            backward=backward.solve_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "-(solve(matrix_transpose(a), expand_dims(grad, -1)) @ expand_dims(result, -2)) if b.ndim == 1 else -(solve(matrix_transpose(a), grad) @ matrix_transpose(result))",
                    "b": "squeeze(solve(matrix_transpose(a), expand_dims(grad, -1)), -1) if b.ndim == 1 else solve(matrix_transpose(a), grad)",
                }
            ),
            saved=(
                "a",
                "b_shape",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
            ),
            outputs=("result",),
            numpy=np.linalg.solve,
            numpy_name="linalg.solve",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="as in NumPy 2, b is a vector only when it is 1-D, and a (batch of) matrices otherwise; batch dimensions broadcast and their gradients are summed back.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[2.0, 0.0], [0.0, 4.0]]},
                            "b": {"value": [2.0, 4.0]},
                            "grad": [[[-0.5, -0.5], [-0.25, -0.25]], [0.5, 0.25]],
                        }
                    ],
                    "matrix": {"a": "invertible"},
                    "cases": [
                        {"a": [3, 3], "b": [3]},
                        {"a": [3, 3], "b": [3, 2]},
                        {"a": [2, 3, 3], "b": [3]},
                        {"a": [2, 3, 3], "b": [3, 4]},
                        {"a": [3, 3], "b": [2, 3, 2]},
                        {"a": [2, 1, 3, 3], "b": [4, 3, 1]},
                    ],
                }
            ),
            line=2820,
            spec="derivatives.yaml",
        ),
        "pinv": OpInfo(
            name="pinv",
            signature="pinv(Tensor self, float? rcond=None) -> Tensor",
            forward=ops.pinv,
            backward=backward.pinv_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "-(matrix_transpose(result) @ grad @ matrix_transpose(result)) + (matrix_transpose(grad) - self @ (result @ matrix_transpose(grad))) @ result @ matrix_transpose(result) + matrix_transpose(result) @ result @ (matrix_transpose(grad) - matrix_transpose(grad) @ result @ self)"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "rcond",
            ),
            outputs=("result",),
            numpy=np.linalg.pinv,
            numpy_name="linalg.pinv",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="the derivative of the pseudo-inverse where the rank is locally constant (singular values below the cutoff count as zero and stay zero); across a rank change pinv is discontinuous. hermitian=True and rtol= are not supported.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 0.0], [0.0, 0.0]]},
                            "grad": [[-1.0, 1.0], [1.0, 0.0]],
                        }
                    ],
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [4, 2]},
                        {"self": [2, 4]},
                        {"self": [2, 3, 2]},
                    ],
                }
            ),
            line=2845,
            spec="derivatives.yaml",
        ),
        "cholesky": OpInfo(
            name="cholesky",
            signature="cholesky(Tensor self) -> Tensor",
            forward=ops.cholesky,
            backward=backward.cholesky_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "fold_triangle(matrix_transpose(inv(result)) @ (tril_part(matrix_transpose(result) @ grad, 0) + tril_part(matrix_transpose(result) @ grad, -1)) * 0.5 @ conjugate(inv(result)))"
                }
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.linalg.cholesky,
            numpy_name="linalg.cholesky",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="only the lower triangle of the input is read, as NumPy (LAPACK potrf) does, so the upper triangle's gradient is 0; the gradient with respect to the symmetric matrix is L^-T Phi(L^T gL) L^-1 (Phi: lower triangle, halved diagonal), folded onto the lower triangle. upper=True is not supported. A complex input is read as Hermitian (the conjugate of the lower triangle above it, a real diagonal), and the gradient is L^-T Phi(L^T gL) conj(L)^-1 folded accordingly (JAX's convention).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[4.0, 100.0], [2.0, 5.0]]},
                            "grad": [[0.1875, 0.0], [0.25, 0.25]],
                        },
                        {
                            "self": {"value": [[4.0, 0.0], [0.0, 9.0]]},
                            "grad": [[0.25, 0.0], [0.5, 0.16666666666666666]],
                        },
                    ],
                    "domain": [-0.5, 0.5],
                    "matrix": {"self": "invertible"},
                    "cases": [{"self": [3, 3]}, {"self": [2, 4, 4]}, {"self": [1, 1]}],
                }
            ),
            line=2862,
            spec="derivatives.yaml",
        ),
        "eigh": OpInfo(
            name="eigh",
            signature='eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)',
            forward=ops.eigh,
            backward=backward.eigh_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "fold_triangle(conjugate(eigenvectors * expand_dims(grad_eigenvalues, -2)) @ matrix_transpose(eigenvectors) + conjugate(eigenvectors) @ (inverse_gaps(eigenvalues) * (matrix_transpose(eigenvectors) @ grad_eigenvectors)) @ matrix_transpose(eigenvectors), UPLO)"
                }
            ),
            saved=(
                "eigenvalues",
                "eigenvectors",
                "UPLO",
            ),
            grads=(
                "grad_eigenvalues",
                "grad_eigenvectors",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "UPLO",
            ),
            outputs=(
                "eigenvalues",
                "eigenvectors",
            ),
            numpy=np.linalg.eigh,
            numpy_name="linalg.eigh",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="only the UPLO triangle is read, as NumPy does, so the other triangle's gradient is 0. The eigenvalue part V diag(gw) V^T is exact, also at repeated eigenvalues. The eigenvector part has 1 / (w[j] - w[i]) factors; where a gap is degenerate (at most 100 n eps max|w|) the factor is taken as 0 (not inf): exact for losses that see the eigenvectors only through projectors onto whole degenerate eigenspaces, while the rotation terms inside a degenerate block (e.g. of V diag(w) V^T, a 0/0 limit that gw and gV cannot determine) are dropped; tests/test_linalg.py pins both. A complex input is read as Hermitian; the gradient is conj(V) (diag(gw) + F o (V^T gV)) V^T folded onto the triangle, exact for losses that do not depend on each eigenvector's phase.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 0.0], [0.0, 1.0]]},
                            "grad": [[1.0, 0.0], [0.0, 1.0]],
                        },
                        {
                            "self": {"value": [[1.0, 5.0], [0.0, 2.0]]},
                            "grad": [[1.0, 0.0], [0.0, 1.0]],
                        },
                    ],
                    "cases": [{"self": [3, 3]}, {"self": [2, 4, 4]}, {"self": [3, 3], "UPLO": "U"}],
                }
            ),
            line=2884,
            spec="derivatives.yaml",
        ),
        "eigvalsh": OpInfo(
            name="eigvalsh",
            signature='eigvalsh(Tensor self, str UPLO="L") -> Tensor',
            forward=ops.eigvalsh,
            backward=backward.eigvalsh_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "fold_triangle(conjugate(eigh(self, UPLO)[1] * expand_dims(grad, -2)) @ matrix_transpose(eigh(self, UPLO)[1]), UPLO)"
                }
            ),
            saved=(
                "self",
                "UPLO",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "UPLO",
            ),
            outputs=("result",),
            numpy=np.linalg.eigvalsh,
            numpy_name="linalg.eigvalsh",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="only the UPLO triangle is read; the gradient is V diag(gw) V^T folded onto it, with the eigenvectors NumPy returns, so at repeated eigenvalues it is exact for symmetric functions of them (e.g. their sum) and a choice of basis otherwise.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 2.0]]},
                            "grad": [[1.0, 0.0], [0.0, 1.0]],
                        }
                    ],
                    "cases": [{"self": [3, 3]}, {"self": [2, 4, 4], "UPLO": "U"}],
                }
            ),
            line=2908,
            spec="derivatives.yaml",
        ),
        "svd": OpInfo(
            name="svd",
            signature="svd(Tensor self, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)",
            forward=ops.svd,
            backward=backward.svd_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "(conjugate(U[..., :numeric.min_dim(self.shape)]) * expand_dims(where(S > 0, grad_S, 0.0), -2)) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]) + conjugate(U[..., :numeric.min_dim(self.shape)]) @ ((inverse_gaps(S * S) * (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)] - conjugate(matrix_transpose(grad_U[..., :numeric.min_dim(self.shape)]) @ U[..., :numeric.min_dim(self.shape)]))) * expand_dims(S, -2) + expand_dims(S, -1) * (inverse_gaps(S * S) * (conjugate(Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(grad_Vh[..., :numeric.min_dim(self.shape), :])) - grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :]))) + (1j * imag(matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)]) * numeric.eye_like(S) * expand_dims(reciprocal_nonzero(S), -2) if numeric.is_complex(U) else 0.0)) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]) + ((grad_U[..., :numeric.min_dim(self.shape)] - conjugate(U[..., :numeric.min_dim(self.shape)]) @ (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)])) * expand_dims(reciprocal_nonzero(S), -2)) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]) + (conjugate(U[..., :numeric.min_dim(self.shape)]) * expand_dims(reciprocal_nonzero(S), -2)) @ (grad_Vh[..., :numeric.min_dim(self.shape), :] - (grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :])) @ conjugate(Vh[..., :numeric.min_dim(self.shape), :]))"
                }
            ),
            saved=(
                "self_shape",
                "U",
                "S",
                "Vh",
            ),
            grads=(
                "grad_U",
                "grad_S",
                "grad_Vh",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "full_matrices",
            ),
            outputs=(
                "U",
                "S",
                "Vh",
            ),
            numpy=np.linalg.svd,
            numpy_name="linalg.svd",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="the reduced-SVD formula (Townsend 2016). With full_matrices=True the columns of U and rows of Vh beyond min(m, n), an arbitrary basis of the complement, get no gradient. The gradient from S is exact (zero singular values get none, as absolute'(0) = 0). Degenerate gaps between squared singular values (at most 100 k eps max s^2) have their 1 / (s_j^2 - s_i^2) factor taken as 0, exact for losses that see U and Vh only through projectors onto whole degenerate singular subspaces; rotation terms inside a degenerate block (e.g. of U diag(S) Vh, a 0/0 limit) are dropped. 1 / s is taken as 0 for zero singular values (at most k eps max s). compute_uv=False (use svdvals) and hermitian=True are not supported. For complex input, in JAX's convention, the factors conjugate (conj(U) ... conj(Vh)) and the skew parts are X - X^H; the loss must not depend on the phase shared by u_k and vh_k; that phase is fixed as JAX fixes it (diag(V^H dV) = 0, which puts i Im(U^T gU)_kk / s_k on the diagonal).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 0.0], [0.0, 1.0]]},
                            "grad": [[1.0, 0.0], [0.0, 1.0]],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [4, 2], "full_matrices": False},
                        {"self": [2, 4], "full_matrices": False},
                        {"self": [2, 3, 3]},
                        {"self": [2, 4, 3], "full_matrices": False},
                    ],
                }
            ),
            line=2923,
            spec="derivatives.yaml",
        ),
        "svdvals": OpInfo(
            name="svdvals",
            signature="svdvals(Tensor self) -> Tensor",
            forward=ops.svdvals,
            backward=backward.svdvals_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "conjugate((svd(self, False)[0] * expand_dims(where(result > 0, grad, 0.0), -2)) @ svd(self, False)[2])"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.linalg.svdvals,
            numpy_name="linalg.svdvals",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="U diag(g) V^T with the singular vectors NumPy returns; zero singular values get no gradient (as absolute'(0) = 0), and repeated ones share a choice of basis, exact for symmetric functions of them such as their sum.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[3.0, 0.0], [0.0, 0.0]]},
                            "grad": [[1.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                    ],
                    "cases": [{"self": [3, 3]}, {"self": [4, 2]}, {"self": [2, 2, 3]}],
                }
            ),
            line=2967,
            spec="derivatives.yaml",
        ),
        "qr": OpInfo(
            name="qr",
            signature='qr(Tensor self, str mode="reduced") -> (Tensor Q, Tensor R)',
            forward=ops.qr,
            backward=backward.qr_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "concatenate([ matrix_transpose(solve(R[..., :, :self.shape[-2]], matrix_transpose( (grad_Q + self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:])) + Q @ (matrix_transpose(tril_part(R[..., :, :self.shape[-2]] @ matrix_transpose(grad_R[..., :, :self.shape[-2]]) - matrix_transpose((grad_Q + self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:]))) @ Q, 0)) + tril_part(R[..., :, :self.shape[-2]] @ matrix_transpose(grad_R[..., :, :self.shape[-2]]) - matrix_transpose((grad_Q + self[..., :, self.shape[-2]:] @ matrix_transpose(grad_R[..., :, self.shape[-2]:]))) @ Q, -1))))), Q @ grad_R[..., :, self.shape[-2]:]], -1) if numeric.require_qr_mode(mode, self.shape) else zeros_like(self)"
                }
            ),
            saved=(
                "self",
                "Q",
                "R",
                "mode",
            ),
            grads=(
                "grad_Q",
                "grad_R",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "mode",
            ),
            outputs=(
                "Q",
                "R",
            ),
            numpy=np.linalg.qr,
            numpy_name="linalg.qr",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="mode 'reduced' (and 'complete' where it is the same: square and wide matrices) of matrices whose leading square block has full rank. Square and tall: grad = (gQ + Q N) R^-T with N the symmetric matrix whose upper triangle is that of gR R^T - Q^T gQ. Wide (m < n), A = [X | Y] with X = Q R1 square: Y = Q R2 adds Y gR2^T to gQ, X gets the square formula with R1, and Y gets Q gR2. Modes 'r' and 'raw' (and 'complete' of tall matrices) raise NotImplementedError in the backward.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 3.0]]},
                            "grad": [[1.0, 1.0], [1.5, 1.0]],
                        },
                        {
                            "self": {"value": [[2.0, 0.0, 4.0], [0.0, 3.0, 6.0]]},
                            "grad": [[1.0, 1.0, 1.0], [2.5, 1.0, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [5, 3]},
                        {"self": [2, 4, 2]},
                        {"self": [2, 4]},
                        {"self": [2, 3, 5]},
                        {"self": [3, 4]},
                    ],
                }
            ),
            line=2981,
            spec="derivatives.yaml",
        ),
        "matrix_power": OpInfo(
            name="matrix_power",
            signature="matrix_power(Tensor self, int n) -> Tensor",
            forward=ops.matrix_power,
            backward=backward.matrix_power_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "matrix_power(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(grad), matrix_transpose(self)], -1)], -2), n)[..., :self.shape[-1], self.shape[-1]:]"
                }
            ),
            saved=(
                "self",
                "n",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "n",
            ),
            outputs=("result",),
            numpy=np.linalg.matrix_power,
            numpy_name="linalg.matrix_power",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="any integer n (negative n needs an invertible matrix); the gradient is the top-right block of [[A^T, G], [0, A^T]]^n, the adjoint Frechet derivative, so it is itself differentiable; n = 0 gives 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 3.0]]},
                            "n": 2,
                            "grad": [[4.0, 5.0], [5.0, 6.0]],
                        },
                        {
                            "self": {"value": [[1.0, 0.0], [0.0, 1.0]]},
                            "n": -1,
                            "grad": [[-1.0, -1.0], [-1.0, -1.0]],
                        },
                        {
                            "self": {"value": [[1.0, 2.0], [3.0, 4.0]]},
                            "n": 0,
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                    ],
                    "matrix": {"self": "invertible"},
                    "cases": [
                        {"self": [3, 3], "n": 3},
                        {"self": [2, 3, 3], "n": -2},
                        {"self": [3, 3], "n": 1},
                        {"self": [3, 3], "n": 0},
                        {"self": [2, 2], "n": -1},
                    ],
                }
            ),
            line=3002,
            spec="derivatives.yaml",
        ),
        "lstsq": OpInfo(
            name="lstsq",
            signature="lstsq(Tensor a, Tensor b, float? rcond=None) -> (Tensor x, Tensor residuals, Tensor rank, Tensor s)",
            forward=ops.lstsq,
            backward=backward.lstsq_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": '-(matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(grad_x, numeric.as_matrix(x.shape, "column")) @ matrix_transpose(reshape(x, numeric.as_matrix(x.shape, "column")))) + (reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) @ matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a)) @ (matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(grad_x, numeric.as_matrix(x.shape, "column")))) + matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ reshape(x, numeric.as_matrix(x.shape, "column")) @ matrix_transpose(reshape(grad_x, numeric.as_matrix(x.shape, "column")) - matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a)) @ a) @ reshape(grad_x, numeric.as_matrix(x.shape, "column"))) + ((-2.0 * ((reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) * grad_residuals) @ matrix_transpose(reshape(x, numeric.as_matrix(x.shape, "column")))) if grad_residuals.size else 0.0) + (svd(a, False)[0] * expand_dims(where(s > 0, grad_s, 0.0), -2)) @ svd(a, False)[2]',
                    "b": 'matrix_transpose(pinv(a, numeric.lstsq_rcond(rcond, a))) @ grad_x + (reshape(2.0 * (reshape(b, numeric.as_matrix(b.shape, "column")) - a @ reshape(x, numeric.as_matrix(x.shape, "column"))) * grad_residuals, b.shape) if grad_residuals.size else 0.0)',
                }
            ),
            saved=(
                "a",
                "b",
                "x",
                "s",
                "rcond",
            ),
            grads=(
                "grad_x",
                "grad_residuals",
                "grad_rank",
                "grad_s",
            ),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
                "rcond",
            ),
            outputs=(
                "x",
                "residuals",
                "rank",
                "s",
            ),
            numpy=np.linalg.lstsq,
            numpy_name="linalg.lstsq",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="x gets the derivative of pinv(a) @ b where the rank is locally constant (singular values below the lstsq cutoff stay zero); residuals (non-empty only for full-rank tall a) and s are differentiable too, s as svdvals (zero singular values get no gradient); rank is an integer output with no gradient.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[1.0], [1.0]]},
                            "b": {"value": [1.0, 3.0]},
                            "grad": [[[3.2071067811865475], [-3.7928932188134525]], [-1.5, 2.5]],
                        }
                    ],
                    "cases": [
                        {"a": [4, 3], "b": [4]},
                        {"a": [4, 3], "b": [4, 2]},
                        {"a": [3, 3], "b": [3]},
                        {"a": [2, 4], "b": [2]},
                        {"a": [2, 4], "b": [2, 3]},
                    ],
                }
            ),
            line=3024,
            spec="derivatives.yaml",
        ),
        "norm": OpInfo(
            name="norm",
            signature="norm(Tensor self, Scalar? ord=None, int[]? axis=None, bool keepdims=False) -> Tensor",
            forward=ops.norm,
            backward=backward.norm_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * self / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) if numeric.norm_kind(ord, axis, self.ndim) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) if numeric.norm_kind(ord, axis, self.ndim) == "one" else zeros_like(self) if numeric.norm_kind(ord, axis, self.ndim) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad / astype(sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims), ord - 1), 0.0) if numeric.norm_kind(ord, axis, self.ndim) == "p" else where(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad * self.shape[numeric.norm_inner_axis(ord, axis, self.ndim)] / astype(sum(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("columns", "rows") else transpose(reshape(grad, numeric.norm_batch_shape(self.shape, axis)) * ((svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[0] * expand_dims(numeric.singular_weights( svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[1], ord), -2)) @ svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[2]), numeric.inverse_permutation(numeric.norm_permutation(axis, self.ndim), self.ndim))'
                }
            ),
            saved=(
                "self",
                "result",
                "ord",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "ord",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.linalg.norm,
            numpy_name="linalg.norm",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="ord also takes 'fro' and 'nuc' (the signature's Scalar stands for those too). The gradient of every norm at the zero vector or matrix is 0, not nan; vector 1-norm elements at 0 get 0 (as absolute'(0) = 0); the inf and -inf norms, the matrix 1 and inf norms and the spectral norms share the gradient equally between tied maxima (minima); zero singular values get no gradient in 'nuc', 2 and -2; for p < 1, zero elements get 0; ord=0 (a count) has gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 0.0, 0.0]}, "grad": [0.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "ord": "fro",
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "ord": "nuc",
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "ord": 2,
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "ord": 1,
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {"self": {"value": [0.0, 0.0]}, "ord": 3, "grad": [0.0, 0.0]},
                        {"self": {"value": [3.0, 0.0, -4.0]}, "grad": [0.6, 0.0, -0.8]},
                        {"self": {"value": [1.0, 0.0, -2.0]}, "ord": 1, "grad": [1.0, 0.0, -1.0]},
                        {
                            "self": {"value": [2.0, 1.0, -2.0]},
                            "ord": float("inf"),
                            "grad": [0.5, 0.0, -0.5],
                        },
                        {
                            "self": {"value": [2.0, 1.0, -1.0]},
                            "ord": float("-inf"),
                            "grad": [0.0, 0.5, -0.5],
                        },
                        {
                            "self": {"value": [[1.0, -2.0], [3.0, 4.0]]},
                            "ord": 1,
                            "grad": [[0.0, -1.0], [0.0, 1.0]],
                        },
                        {
                            "self": {"value": [[1.0, -2.0], [3.0, 4.0]]},
                            "ord": float("inf"),
                            "grad": [[0.0, 0.0], [1.0, 1.0]],
                        },
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 2.0]]},
                            "ord": 2,
                            "grad": [[0.5, 0.0], [0.0, 0.5]],
                        },
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 0.0]]},
                            "ord": "nuc",
                            "grad": [[1.0, 0.0], [0.0, 0.0]],
                        },
                        {"self": {"value": [1.0, 2.0]}, "ord": 0, "grad": [0.0, 0.0]},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -1, "keepdims": True},
                        {"self": [5], "ord": 1},
                        {"self": [5], "ord": float("inf")},
                        {"self": [3, 4], "ord": float("-inf"), "axis": 0},
                        {"self": [5], "ord": 3},
                        {"self": [5], "ord": 0.5},
                        {"self": [5], "ord": 0},
                        {"self": [3, 4], "ord": "fro"},
                        {"self": [3, 4], "ord": "nuc"},
                        {"self": [3, 4], "ord": 2},
                        {"self": [3, 4], "ord": -2},
                        {"self": [3, 4], "ord": 1},
                        {"self": [3, 4], "ord": -1},
                        {"self": [3, 4], "ord": float("inf")},
                        {"self": [3, 4], "ord": float("-inf")},
                        {"self": [2, 3, 4], "ord": 2, "axis": [2, 0]},
                        {"self": [2, 3, 4], "ord": 1, "axis": [0, 2], "keepdims": True},
                        {"self": [2, 3, 4], "ord": "nuc", "axis": [-1, -2], "keepdims": True},
                        {"self": [2, 3, 4], "axis": [1, 2]},
                    ],
                }
            ),
            line=3065,
            spec="derivatives.yaml",
        ),
        "silu": OpInfo(
            name="silu",
            signature="silu(Tensor self) -> Tensor",
            forward=ops.silu,
            backward=backward.silu_backward,
            jvp=jvp.silu_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * expit(self) * (1 + where(absolute(self) < 800, self, 0.0) * expit(-self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * expit(self) * (1 + where(absolute(self) < 800, self, 0.0) * expit(-self))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="x * expit(x) (swish), with expit computed as exp(-softplus(-x)) so nothing overflows. silu'(x) = expit(x) (1 + x expit(-x)); the factor x is read as 0 beyond |x| = 800, where expit(-|x|) is exactly 0, so silu'(+inf) = 1 and silu'(-inf) = 0 (not inf * 0), although silu(-inf) itself is -inf * 0 = NaN.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 800.0, "grad": 1.0},
                        {"self": -800.0, "grad": 0.0},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3167,
            spec="derivatives.yaml",
        ),
        "mish": OpInfo(
            name="mish",
            signature="mish(Tensor self) -> Tensor",
            forward=ops.mish,
            backward=backward.mish_backward,
            jvp=jvp.mish_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (tanh(softplus(self)) + where(absolute(self) < 800, self, 0.0) * (1 - tanh(softplus(self)) * tanh(softplus(self))) * expit(self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * (tanh(softplus(self)) + where(absolute(self) < 800, self, 0.0) * (1 - tanh(softplus(self)) * tanh(softplus(self))) * expit(self))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="x * tanh(softplus(x)); mish'(x) = tanh(softplus(x)) + x sech^2(softplus(x)) expit(x), with x read as 0 beyond |x| = 800 (where that term is exactly 0), so mish'(+inf) = 1 and mish'(-inf) = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.6000000000000001},
                        {"self": 800.0, "grad": 1.0},
                        {"self": -800.0, "grad": 0.0},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "domain": [-6, 6],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3183,
            spec="derivatives.yaml",
        ),
        "elu": OpInfo(
            name="elu",
            signature="elu(Tensor self, float alpha=1.0) -> Tensor",
            forward=ops.elu,
            backward=backward.elu_backward,
            jvp=jvp.elu_jvp,
            jvp_kind="written",
            jvp_formula="where(self > 0, self_t, self_t * alpha * exp(where(self > 0, 0.0, self)))",
            formulas=MappingProxyType(
                {"self": "where(self > 0, grad, grad * alpha * exp(where(self > 0, 0.0, self)))"}
            ),
            saved=(
                "self",
                "alpha",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "alpha",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="x for x > 0, alpha * expm1(x) otherwise; elu'(0) = alpha, the left branch (as PyTorch). expm1 reads min(x, 0), so large x does not overflow; elu'(-inf) = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": 0.0, "alpha": 0.5, "grad": 0.5},
                        {"self": 2.0, "alpha": 0.5, "grad": 1.0},
                        {"self": -1.0, "alpha": 2.0, "grad": 0.7357588823428847},
                        {"self": 800.0, "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3], "alpha": 0.3}, {"self": []}],
                }
            ),
            line=3200,
            spec="derivatives.yaml",
        ),
        "selu": OpInfo(
            name="selu",
            signature="selu(Tensor self) -> Tensor",
            forward=ops.selu,
            backward=backward.selu_backward,
            jvp=jvp.selu_jvp,
            jvp_kind="written",
            jvp_formula="where(self > 0, self_t * 1.0507009873554805, self_t * 1.7580993408473766 * exp(where(self > 0, 0.0, self)))",
            formulas=MappingProxyType(
                {
                    "self": "where(self > 0, grad * 1.0507009873554805, grad * 1.7580993408473766 * exp(where(self > 0, 0.0, self)))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="scale * elu(x, alpha) with PyTorch's constants (scale 1.0507009873554805, alpha 1.6732632423543772); selu'(0) = scale * alpha, the left branch; selu'(-inf) = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.7580993408473766},
                        {"self": 1.0, "grad": 1.0507009873554805},
                        {"self": 800.0, "grad": 1.0507009873554805},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3212,
            spec="derivatives.yaml",
        ),
        "celu": OpInfo(
            name="celu",
            signature="celu(Tensor self, float alpha=1.0) -> Tensor",
            forward=ops.celu,
            backward=backward.celu_backward,
            jvp=jvp.celu_jvp,
            jvp_kind="written",
            jvp_formula="where(self > 0, self_t, self_t * exp(where(self > 0, 0.0, self) / alpha))",
            formulas=MappingProxyType(
                {"self": "where(self > 0, grad, grad * exp(where(self > 0, 0.0, self) / alpha))"}
            ),
            saved=(
                "self",
                "alpha",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "alpha",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="max(0, x) + min(0, alpha * expm1(x / alpha)) (alpha != 0); its derivative is continuous: 1 for x > 0, exp(x / alpha) otherwise (1 at 0), and 0 at -inf for alpha > 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": -1.0, "alpha": 2.0, "grad": 0.6065306597126334},
                        {"self": 800.0, "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [2, 3], "alpha": 0.5},
                        {"self": [], "alpha": 2.0},
                    ],
                }
            ),
            line=3224,
            spec="derivatives.yaml",
        ),
        "leaky_relu": OpInfo(
            name="leaky_relu",
            signature="leaky_relu(Tensor self, float negative_slope=0.01) -> Tensor",
            forward=ops.leaky_relu,
            backward=backward.leaky_relu_backward,
            jvp=jvp.leaky_relu_jvp,
            jvp_kind="written",
            jvp_formula="where(self > 0, self_t, self_t * negative_slope)",
            formulas=MappingProxyType({"self": "where(self > 0, grad, grad * negative_slope)"}),
            saved=(
                "self",
                "negative_slope",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "negative_slope",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="leaky_relu'(0) = negative_slope, the left branch (as PyTorch; relu'(0) = 0 is the same rule).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.01},
                        {"self": 0.0, "negative_slope": 0.2, "grad": 0.2},
                        {"self": 1.5, "grad": 1.0},
                        {"self": -1.5, "negative_slope": 0.2, "grad": 0.2},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.01},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3], "negative_slope": 0.2}, {"self": []}],
                }
            ),
            line=3236,
            spec="derivatives.yaml",
        ),
        "hardtanh": OpInfo(
            name="hardtanh",
            signature="hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0) -> Tensor",
            forward=ops.hardtanh,
            backward=backward.hardtanh_backward,
            jvp=jvp.hardtanh_jvp,
            jvp_kind="written",
            jvp_formula="where(self > min_val, where(self < max_val, self_t, 0.0), 0.0)",
            formulas=MappingProxyType(
                {"self": "where(self > min_val, where(self < max_val, grad, 0.0), 0.0)"}
            ),
            saved=(
                "self",
                "min_val",
                "max_val",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "min_val",
                "max_val",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="x clipped to [min_val, max_val]; the derivative is 1 strictly inside and 0 outside and at both breakpoints (as PyTorch's hardtanh; np.clip, whose bounds are Tensors, gives x the ties instead).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 1.0},
                        {"self": 1.0, "grad": 0.0},
                        {"self": -1.0, "grad": 0.0},
                        {"self": 2.0, "grad": 0.0},
                        {"self": 2.0, "min_val": 0.0, "max_val": 3.0, "grad": 1.0},
                        {"self": 3.0, "min_val": 0.0, "max_val": 3.0, "grad": 0.0},
                    ],
                    "domain": [-3, 3],
                    "cases": [
                        {"self": [5]},
                        {"self": [2, 3], "min_val": -0.5, "max_val": 2.0},
                        {"self": []},
                    ],
                }
            ),
            line=3246,
            spec="derivatives.yaml",
        ),
        "relu6": OpInfo(
            name="relu6",
            signature="relu6(Tensor self) -> Tensor",
            forward=ops.relu6,
            backward=backward.relu6_backward,
            jvp=jvp.relu6_jvp,
            jvp_kind="elementwise",
            jvp_formula="where(self > 0, where(self < 6, self_t, 0.0), 0.0)",
            formulas=MappingProxyType({"self": "where(self > 0, where(self < 6, grad, 0.0), 0.0)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="min(max(x, 0), 6); the derivative is 1 on (0, 6), 0 elsewhere and at 0 and 6 (as PyTorch).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 6.0, "grad": 0.0},
                        {"self": 3.0, "grad": 1.0},
                        {"self": 7.0, "grad": 0.0},
                        {"self": -1.0, "grad": 0.0},
                    ],
                    "domain": [-3, 9],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3260,
            spec="derivatives.yaml",
        ),
        "hardsigmoid": OpInfo(
            name="hardsigmoid",
            signature="hardsigmoid(Tensor self) -> Tensor",
            forward=ops.hardsigmoid,
            backward=backward.hardsigmoid_backward,
            jvp=jvp.hardsigmoid_jvp,
            jvp_kind="elementwise",
            jvp_formula="where(self > -3, where(self < 3, self_t / 6, 0.0), 0.0)",
            formulas=MappingProxyType(
                {"self": "where(self > -3, where(self < 3, grad / 6, 0.0), 0.0)"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="relu6(x + 3) / 6 (PyTorch's); the derivative is 1/6 on (-3, 3), 0 elsewhere and at -3 and 3.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.16666666666666666},
                        {"self": 3.0, "grad": 0.0},
                        {"self": -3.0, "grad": 0.0},
                        {"self": 4.0, "grad": 0.0},
                    ],
                    "domain": [-5, 5],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3271,
            spec="derivatives.yaml",
        ),
        "hardswish": OpInfo(
            name="hardswish",
            signature="hardswish(Tensor self) -> Tensor",
            forward=ops.hardswish,
            backward=backward.hardswish_backward,
            jvp=jvp.hardswish_jvp,
            jvp_kind="elementwise",
            jvp_formula="where(self > -3, where(self < 3, self_t * (2 * self + 3) / 6, self_t), 0.0)",
            formulas=MappingProxyType(
                {"self": "where(self > -3, where(self < 3, grad * (2 * self + 3) / 6, grad), 0.0)"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="x * hardsigmoid(x); the derivative is (2x + 3) / 6 on (-3, 3), 0 below and 1 above. At the kinks it is the product rule with hardsigmoid's convention: 0 at -3 and 1 at 3 (PyTorch gives the middle branch's -0.5 and 1.5 there).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": -3.0, "grad": 0.0},
                        {"self": 3.0, "grad": 1.0},
                        {"self": 1.5, "grad": 1.0},
                        {"self": -4.0, "grad": 0.0},
                        {"self": 4.0, "grad": 1.0},
                    ],
                    "domain": [-5, 5],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3282,
            spec="derivatives.yaml",
        ),
        "softsign": OpInfo(
            name="softsign",
            signature="softsign(Tensor self) -> Tensor",
            forward=ops.softsign,
            backward=backward.softsign_backward,
            jvp=jvp.softsign_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t / (1 + absolute(self)) / (1 + absolute(self))",
            formulas=MappingProxyType(
                {"self": "grad / (1 + absolute(self)) / (1 + absolute(self))"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="softsign'(x) = 1 / (1 + |x|)^2, 1 at 0 and 0 at +-inf (softsign(+-inf) itself is NaN, inf / inf).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": -1.0, "grad": 0.25},
                        {"self": float("inf"), "grad": 0.0},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3296,
            spec="derivatives.yaml",
        ),
        "logcosh": OpInfo(
            name="logcosh",
            signature="logcosh(Tensor self) -> Tensor",
            forward=ops.logcosh,
            backward=backward.logcosh_backward,
            jvp=jvp.logcosh_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * tanh(self)",
            formulas=MappingProxyType({"self": "grad * tanh(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="log(cosh(x)) computed as |x| + log1p(exp(-2|x|)) - log 2, so 800 gives 800 - log 2 without overflow; logcosh'(x) = tanh(x), +-1 at +-inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 800.0, "grad": 1.0},
                        {"self": -800.0, "grad": -1.0},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": -1.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3307,
            spec="derivatives.yaml",
        ),
        "squareplus": OpInfo(
            name="squareplus",
            signature="squareplus(Tensor self, float b=4.0) -> Tensor",
            forward=ops.squareplus,
            backward=backward.squareplus_backward,
            jvp=jvp.squareplus_jvp,
            jvp_kind="written",
            jvp_formula="self_t * 0.5 * (1 + where(absolute(self) < 1e+30, where(absolute(self) < 1e+30, self, 0.0) / where(hypot(where(absolute(self) < 1e+30, self, 0.0), b ** 0.5) > 0, hypot(where(absolute(self) < 1e+30, self, 0.0), b ** 0.5), 1.0), sign(self)))",
            formulas=MappingProxyType(
                {
                    "self": "grad * 0.5 * (1 + where(absolute(self) < 1e30, where(absolute(self) < 1e30, self, 0.0) / where(hypot(where(absolute(self) < 1e30, self, 0.0), b ** 0.5) > 0, hypot(where(absolute(self) < 1e30, self, 0.0), b ** 0.5), 1.0), sign(self)))"
                }
            ),
            saved=(
                "self",
                "b",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "b",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="(x + sqrt(x^2 + b)) / 2 (b >= 0), computed with hypot: no overflow for large |x|. squareplus'(x) = (1 + x / hypot(x, sqrt(b))) / 2, 1 at +inf and 0 at -inf; with b = 0 (relu) it is 1/2 at 0. Beyond |x| = 1e30 the ratio x / hypot is read as sign(x).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 1.5, "grad": 0.8},
                        {"self": 1e200, "grad": 1.0},
                        {"self": -1e200, "grad": 0.0},
                        {"self": float("inf"), "grad": 1.0},
                        {"self": float("-inf"), "grad": 0.0},
                        {"self": 0.0, "b": 0.0, "grad": 0.5},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3], "b": 1.0}, {"self": []}],
                }
            ),
            line=3319,
            spec="derivatives.yaml",
        ),
        "smooth_l1": OpInfo(
            name="smooth_l1",
            signature="smooth_l1(Tensor self, float beta=1.0) -> Tensor",
            forward=ops.smooth_l1,
            backward=backward.smooth_l1_backward,
            jvp=jvp.smooth_l1_jvp,
            jvp_kind="written",
            jvp_formula="where(absolute(self) < beta, self_t * self / (beta if beta > 0 else 1.0), self_t * sign(self))",
            formulas=MappingProxyType(
                {
                    "self": "where(absolute(self) < beta, grad * self / (beta if beta > 0 else 1.0), grad * sign(self))"
                }
            ),
            saved=(
                "self",
                "beta",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "beta",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="PyTorch's smooth L1 of a residual x: 0.5 x^2 / beta where |x| < beta, |x| - 0.5 beta elsewhere (huber(beta, x) / beta). The derivative x / beta, resp. sign(x), is continuous (+-1 at |x| = beta); beta = 0 is the L1 loss, with derivative 0 at x = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 0.5},
                        {"self": 1.0, "grad": 1.0},
                        {"self": -1.0, "grad": -1.0},
                        {"self": -3.0, "grad": -1.0},
                        {"self": 0.5, "beta": 2.0, "grad": 0.25},
                        {"self": 0.0, "beta": 0.0, "grad": 0.0},
                        {"self": 2.0, "beta": 0.0, "grad": 1.0},
                    ],
                    "domain": [-3, 3],
                    "cases": [{"self": [5]}, {"self": [2, 3], "beta": 0.5}, {"self": []}],
                }
            ),
            line=3342,
            spec="derivatives.yaml",
        ),
        "huber": OpInfo(
            name="huber",
            signature="huber(Tensor delta, Tensor r) -> Tensor",
            forward=ops.huber,
            backward=backward.huber_backward,
            jvp=jvp.huber_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(where(delta < 0, 0.0, where(absolute(r) <= delta, 0.0, delta_t * (absolute(r) - delta))) + where(delta < 0, 0.0, where(absolute(r) <= delta, r_t * r, r_t * delta * sign(r))), result.shape)",
            formulas=MappingProxyType(
                {
                    "delta": "where(delta < 0, 0.0, where(absolute(r) <= delta, 0.0, grad * (absolute(r) - delta)))",
                    "r": "where(delta < 0, 0.0, where(absolute(r) <= delta, grad * r, grad * delta * sign(r)))",
                }
            ),
            saved=(
                "delta",
                "r",
            ),
            grads=("grad",),
            inputs=(
                "delta",
                "r",
            ),
            differentiable=(
                "delta",
                "r",
            ),
            arguments=(
                "delta",
                "r",
            ),
            outputs=("result",),
            numpy=scipy.special.huber,
            numpy_name="scipy.special.huber",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="scipy's huber(delta, r): r^2 / 2 where |r| <= delta, delta (|r| - delta / 2) elsewhere, inf for delta < 0. d/dr = r, resp. delta sign(r), and d/ddelta = 0, resp. |r| - delta: both continuous at |r| = delta (r and 0 there). At delta = 0 (huber 0) d/dr = 0 and d/ddelta = |r|, the one-sided derivative; for delta < 0 (constant inf) both are 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"delta": 1.0, "r": 0.5, "grad": [0.0, 0.5]},
                        {"delta": 1.0, "r": 1.0, "grad": [0.0, 1.0]},
                        {"delta": 1.0, "r": -1.0, "grad": [0.0, -1.0]},
                        {"delta": 1.0, "r": -3.0, "grad": [2.0, -1.0]},
                        {"delta": 0.0, "r": 2.0, "grad": [2.0, 0.0]},
                        {"delta": 0.0, "r": 0.0, "grad": [0.0, 0.0]},
                        {"delta": -1.0, "r": 2.0, "grad": [0.0, 0.0]},
                    ],
                    "domain": {"delta": [0.5, 2], "r": [-3, 3]},
                    "cases": [
                        {"delta": [3, 4], "r": [3, 4]},
                        {"delta": [], "r": [2, 3]},
                        {"delta": [3, 1], "r": [4]},
                    ],
                }
            ),
            line=3357,
            spec="derivatives.yaml",
        ),
        "pseudo_huber": OpInfo(
            name="pseudo_huber",
            signature="pseudo_huber(Tensor delta, Tensor r) -> Tensor",
            forward=ops.pseudo_huber,
            backward=backward.pseudo_huber_backward,
            jvp=jvp.pseudo_huber_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(delta_t * where(delta > 0, square(r / (hypot(where(delta > 0, delta, 1.0), r) + where(delta > 0, delta, 1.0))) * r * (r / hypot(where(delta > 0, delta, 1.0), r)), where(delta == 0, absolute(r), 0.0)) + r_t * where(delta > 0, where(delta > 0, delta, 1.0) * r / hypot(where(delta > 0, delta, 1.0), r), 0.0), result.shape)",
            formulas=MappingProxyType(
                {
                    "delta": "grad * where(delta > 0, square(r / (hypot(where(delta > 0, delta, 1.0), r) + where(delta > 0, delta, 1.0))) * r * (r / hypot(where(delta > 0, delta, 1.0), r)), where(delta == 0, absolute(r), 0.0))",
                    "r": "grad * where(delta > 0, where(delta > 0, delta, 1.0) * r / hypot(where(delta > 0, delta, 1.0), r), 0.0)",
                }
            ),
            saved=(
                "delta",
                "r",
            ),
            grads=("grad",),
            inputs=(
                "delta",
                "r",
            ),
            differentiable=(
                "delta",
                "r",
            ),
            arguments=(
                "delta",
                "r",
            ),
            outputs=("result",),
            numpy=scipy.special.pseudo_huber,
            numpy_name="scipy.special.pseudo_huber",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="neural network",
            conventions="scipy's pseudo_huber(delta, r) = delta^2 (sqrt(1 + (r / delta)^2) - 1) = delta (h - delta) with h = hypot(delta, r), inf for delta < 0 and 0 for delta = 0. d/dr = delta r / h; d/ddelta = (h - delta)^2 / h, computed as (r / (h + delta))^2 r (r / h) without cancellation or overflow. At delta = 0, d/dr = 0 and d/ddelta = |r|, the one-sided derivative; for delta < 0 (constant inf) both are 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"delta": 3.0, "r": 4.0, "grad": [0.8, 2.4]},
                        {"delta": 1.0, "r": 0.0, "grad": [0.0, 0.0]},
                        {"delta": 1.0, "r": 1e200, "grad": [1e200, 1.0]},
                        {"delta": 0.0, "r": -2.0, "grad": [2.0, 0.0]},
                        {"delta": 0.0, "r": 0.0, "grad": [0.0, 0.0]},
                        {"delta": -1.0, "r": 2.0, "grad": [0.0, 0.0]},
                    ],
                    "domain": {"delta": [0.5, 2], "r": [-3, 3]},
                    "cases": [
                        {"delta": [3, 4], "r": [3, 4]},
                        {"delta": [], "r": [2, 3]},
                        {"delta": [3, 1], "r": [4]},
                    ],
                }
            ),
            line=3380,
            spec="derivatives.yaml",
        ),
        "i0": OpInfo(
            name="i0",
            signature="i0(Tensor self) -> Tensor",
            forward=ops.i0,
            backward=backward.i0_backward,
            jvp=jvp.i0_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * i1(self)",
            formulas=MappingProxyType({"self": "grad * i1(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.i0,
            numpy_name="scipy.special.i0",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="i0'(x) = i1(x); both overflow to inf together (|x| > ~713).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.0, "grad": 0.5651591039924851},
                        {"self": -1.0, "grad": -0.5651591039924851},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3409,
            spec="derivatives.yaml",
        ),
        "i1": OpInfo(
            name="i1",
            signature="i1(Tensor self) -> Tensor",
            forward=ops.i1,
            backward=backward.i1_backward,
            jvp=jvp.i1_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(self == 0, 0.5, i0(self) - result / where(self == 0, 1.0, self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self == 0, 0.5, i0(self) - result / where(self == 0, 1.0, self))"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.i1,
            numpy_name="scipy.special.i1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="i1'(x) = i0(x) - i1(x) / x, with its limit 1/2 at x = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 1.0, "grad": 0.700906773759523},
                        {"self": -1.0, "grad": 0.700906773759523},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3419,
            spec="derivatives.yaml",
        ),
        "i0e": OpInfo(
            name="i0e",
            signature="i0e(Tensor self) -> Tensor",
            forward=ops.i0e,
            backward=backward.i0e_backward,
            jvp=jvp.i0e_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (i1e(self) - sign(self) * result)",
            formulas=MappingProxyType({"self": "grad * (i1e(self) - sign(self) * result)"}),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.i0e,
            numpy_name="scipy.special.i0e",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(-|x|) i0(x), which has a kink at 0 (slopes -1 and 1 on its two sides): i0e'(x) = i1e(x) - sign(x) i0e(x), so i0e'(0) = 0 (as absolute'(0) = 0). No overflow for large |x|.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.0, "grad": -0.25784919224393194},
                        {"self": -1.0, "grad": 0.25784919224393194},
                        {"self": 1e300, "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3429,
            spec="derivatives.yaml",
        ),
        "i1e": OpInfo(
            name="i1e",
            signature="i1e(Tensor self) -> Tensor",
            forward=ops.i1e,
            backward=backward.i1e_backward,
            jvp=jvp.i1e_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(self == 0, 0.5, i0e(self) - result / where(self == 0, 1.0, self) - sign(self) * result)",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self == 0, 0.5, i0e(self) - result / where(self == 0, 1.0, self) - sign(self) * result)"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.i1e,
            numpy_name="scipy.special.i1e",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(-|x|) i1(x); i1e'(x) = i0e(x) - i1e(x) / x - sign(x) i1e(x), with its limit 1/2 at x = 0 (its second derivative jumps there). No overflow for large |x|.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 1.0, "grad": 0.049938776894223436},
                        {"self": -1.0, "grad": 0.049938776894223436},
                        {"self": 1e300, "grad": 0.0},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}, {"self": []}],
                }
            ),
            line=3442,
            spec="derivatives.yaml",
        ),
        "beta": OpInfo(
            name="beta",
            signature="beta(Tensor a, Tensor b) -> Tensor",
            forward=ops.beta,
            backward=backward.beta_backward,
            jvp=jvp.beta_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(a_t * result * (digamma(a) - digamma(a + b)) + b_t * result * (digamma(b) - digamma(a + b)), result.shape)",
            formulas=MappingProxyType(
                {
                    "a": "grad * result * (digamma(a) - digamma(a + b))",
                    "b": "grad * result * (digamma(b) - digamma(a + b))",
                }
            ),
            saved=(
                "a",
                "b",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
            ),
            outputs=("result",),
            numpy=scipy.special.beta,
            numpy_name="scipy.special.beta",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/da = beta(a, b) (digamma(a) - digamma(a + b)), and symmetrically in b.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": 1.0, "b": 1.0, "grad": [-1.0, -1.0]},
                        {"a": 2.0, "b": 3.0, "grad": [-0.09027777777777778, -0.048611111111111105]},
                    ],
                    "domain": [0.5, 3],
                    "cases": [
                        {"a": [3, 4], "b": [3, 4]},
                        {"a": [3, 1], "b": [4]},
                        {"a": [], "b": [2, 3]},
                    ],
                }
            ),
            line=3456,
            spec="derivatives.yaml",
        ),
        "betaln": OpInfo(
            name="betaln",
            signature="betaln(Tensor a, Tensor b) -> Tensor",
            forward=ops.betaln,
            backward=backward.betaln_backward,
            jvp=jvp.betaln_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(a_t * (digamma(a) - digamma(a + b)) + b_t * (digamma(b) - digamma(a + b)), result.shape)",
            formulas=MappingProxyType(
                {
                    "a": "grad * (digamma(a) - digamma(a + b))",
                    "b": "grad * (digamma(b) - digamma(a + b))",
                }
            ),
            saved=(
                "a",
                "b",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
            ),
            outputs=("result",),
            numpy=scipy.special.betaln,
            numpy_name="scipy.special.betaln",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="log|beta(a, b)|; d/da = digamma(a) - digamma(a + b), and symmetrically in b.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": 1.0, "b": 1.0, "grad": [-1.0, -1.0]},
                        {"a": 2.0, "b": 3.0, "grad": [-1.0833333333333333, -0.5833333333333333]},
                    ],
                    "domain": [0.5, 3],
                    "cases": [
                        {"a": [3, 4], "b": [3, 4]},
                        {"a": [3, 1], "b": [4]},
                        {"a": [], "b": [2, 3]},
                    ],
                }
            ),
            line=3468,
            spec="derivatives.yaml",
        ),
        "nanmax": OpInfo(
            name="nanmax",
            signature="nanmax(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanmax,
            backward=backward.nanmax_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / where(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims) > 0, astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), 1), self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanmax,
            numpy_name="nanmax",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="NaN elements get gradient 0; tied maxima share the gradient equally, as for max; an all-NaN group (nanmax NaN) gives gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, float("nan"), 3.0, 3.0]},
                            "grad": [0.0, 0.0, 0.5, 0.5],
                        },
                        {
                            "self": {"value": [[float("nan"), float("nan")], [float("nan"), 2.0]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [0.0, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 0},
                        {"self": [2, 3, 4], "axis": [1, -1], "keepdims": True},
                        {
                            "self": {"value": [[1.0, float("nan"), 3.0], [float("nan"), 2.0, 0.5]]},
                            "axis": 1,
                        },
                        {
                            "self": {"value": [[1.0, 3.0, 3.0], [2.0, 2.0, float("nan")]]},
                            "axis": -1,
                        },
                    ],
                    "second_order": [4],
                }
            ),
            line=3488,
            spec="derivatives.yaml",
        ),
        "nanmin": OpInfo(
            name="nanmin",
            signature="nanmin(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanmin,
            backward=backward.nanmin_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / where(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims) > 0, astype(sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), numeric.dtype_of(grad)), 1), self.shape, axis, keepdims), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanmin,
            numpy_name="nanmin",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="NaN elements get gradient 0; tied minima share the gradient equally, as for min; an all-NaN group (nanmin NaN) gives gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, float("nan"), 1.0, 3.0]},
                            "grad": [0.5, 0.0, 0.5, 0.0],
                        },
                        {
                            "self": {"value": [[float("nan"), float("nan")], [float("nan"), 2.0]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [0.0, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": -1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, 2]},
                        {
                            "self": {"value": [[1.0, float("nan"), 3.0], [float("nan"), 2.0, 0.5]]},
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=3512,
            spec="derivatives.yaml",
        ),
        "nanprod": OpInfo(
            name="nanprod",
            signature="nanprod(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanprod,
            backward=backward.nanprod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == self, expand_reduced(grad, self.shape, axis, keepdims) * prod_except(where(self == self, self, 1.0), axis), 0.0)"
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanprod,
            numpy_name="nanprod",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="NaN elements count as 1 and get gradient 0 (an all-NaN group's product is 1, with gradient 0); the others get the product of the other non-NaN elements, exact with zeros as for prod.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [2.0, float("nan"), 3.0]}, "grad": [3.0, 0.0, 2.0]},
                        {"self": {"value": [0.0, float("nan"), 3.0]}, "grad": [3.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[float("nan"), float("nan")], [float("nan"), 2.0]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [0.0, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, -1]},
                        {
                            "self": {
                                "value": [
                                    [1.5, float("nan"), 3.0],
                                    [float("nan"), float("nan"), float("nan")],
                                ]
                            },
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=3534,
            spec="derivatives.yaml",
        ),
        "nanvar": OpInfo(
            name="nanvar",
            signature="nanvar(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor",
            forward=ops.nanvar,
            backward=backward.nanvar_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where((self == self) & (sum(self == self, axis, keepdims=True) > ddof), expand_reduced(grad, self.shape, axis, keepdims) * (where(self == self, self, 0.0) - sum(where(self == self, self, 0.0), axis, keepdims=True) / where(sum(self == self, axis, keepdims=True) > 0, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)), 1)) * 2.0 / where(sum(self == self, axis, keepdims=True) > ddof, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)) - ddof, 1), 0.0)"
                }
            ),
            saved=(
                "self",
                "axis",
                "ddof",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "ddof",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanvar,
            numpy_name="nanvar",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="over the n non-NaN elements of each group: 2 (x - mean) / (n - ddof); NaN elements get 0, and so does a group with n <= ddof (all-NaN included), whose nanvar is NaN or inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, float("nan"), 3.0]}, "grad": [-1.0, 0.0, 1.0]},
                        {
                            "self": {"value": [1.0, float("nan"), 3.0]},
                            "ddof": 1,
                            "grad": [-2.0, 0.0, 2.0],
                        },
                        {
                            "self": {"value": [[float("nan"), float("nan")], [float("nan"), 2.0]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {"self": {"value": [float("nan"), 2.0]}, "ddof": 1, "grad": [0.0, 0.0]},
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "ddof": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0, 0.5],
                                    [float("nan"), 2.0, float("nan"), float("nan")],
                                ]
                            },
                            "axis": 1,
                        },
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0, 0.5],
                                    [float("nan"), 2.0, float("nan"), 1.0],
                                ]
                            },
                            "axis": -1,
                            "ddof": 1,
                        },
                    ],
                }
            ),
            line=3554,
            spec="derivatives.yaml",
        ),
        "nanstd": OpInfo(
            name="nanstd",
            signature="nanstd(Tensor self, int[]? axis=None, *, int ddof=0, bool keepdims=False) -> Tensor",
            forward=ops.nanstd,
            backward=backward.nanstd_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where((self == self) & (sum(self == self, axis, keepdims=True) > ddof) & (nanmax(self, axis, keepdims=True) != nanmin(self, axis, keepdims=True)), expand_reduced(grad / where(result > 0, result, 1.0), self.shape, axis, keepdims) * (where(self == self, self, 0.0) - sum(where(self == self, self, 0.0), axis, keepdims=True) / where(sum(self == self, axis, keepdims=True) > 0, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)), 1)) / where(sum(self == self, axis, keepdims=True) > ddof, astype(sum(self == self, axis, keepdims=True), numeric.dtype_of(grad)) - ddof, 1), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "ddof",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "ddof",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanstd,
            numpy_name="nanstd",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="over the n non-NaN elements of each group: (x - mean) / ((n - ddof) nanstd); NaN elements get 0, and so does a group with n <= ddof (all-NaN included) and, as for std, a group whose non-NaN elements are all equal (the kink of a norm).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, float("nan"), 3.0]}, "grad": [-0.5, 0.0, 0.5]},
                        {
                            "self": {"value": [0.1, float("nan"), 0.1, 0.1]},
                            "grad": [0.0, 0.0, 0.0, 0.0],
                        },
                        {
                            "self": {"value": [[float("nan"), float("nan")], [float("nan"), 2.0]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [1.0, 3.0, float("nan")]},
                            "ddof": 1,
                            "grad": [-0.7071067811865475, 0.7071067811865475, 0.0],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "ddof": 1},
                        {"self": [2, 3, 4], "axis": [0, -1], "keepdims": True},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0, 0.5],
                                    [float("nan"), 2.0, float("nan"), 1.0],
                                ]
                            },
                            "axis": 1,
                        },
                        {
                            "self": {"value": [[1.0, float("nan"), 1.0], [float("nan"), 2.0, 0.5]]},
                            "axis": 1,
                        },
                    ],
                    "second_order": [4],
                }
            ),
            line=3578,
            spec="derivatives.yaml",
        ),
        "nancumsum": OpInfo(
            name="nancumsum",
            signature="nancumsum(Tensor self, int? axis=None) -> Tensor",
            forward=ops.nancumsum,
            backward=backward.nancumsum_backward,
            jvp=jvp.nancumsum_jvp,
            jvp_kind="written",
            jvp_formula="nancumsum(where(self == self, self_t, 0.0), axis)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == self, reshape(flip(cumsum(flip(grad, axis), axis), axis), self.shape), 0.0)"
                }
            ),
            saved=(
                "self",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.nancumsum,
            numpy_name="nancumsum",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="scan",
            conventions="NaN elements count as 0 and get gradient 0; the others get cumsum's gradient.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [2.0, float("nan"), 3.0]}, "grad": [3.0, 0.0, 1.0]},
                        {"self": {"value": [float("nan"), float("nan")]}, "grad": [0.0, 0.0]},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -2},
                        {
                            "self": {"value": [[1.0, float("nan"), 2.0], [float("nan"), 3.0, 4.0]]},
                            "axis": 0,
                        },
                    ],
                }
            ),
            line=3604,
            spec="derivatives.yaml",
        ),
        "nancumprod": OpInfo(
            name="nancumprod",
            signature="nancumprod(Tensor self, int? axis=None) -> Tensor",
            forward=ops.nancumprod,
            backward=backward.nancumprod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "where(self == self, reshape(getitem(pad(result, numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0), constant_values=1.0), numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1)) * linear_scan(grad, reshape(where(self == self, self, 1.0), result.shape), numeric.scan_axis(axis), True), self.shape), 0.0)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
            ),
            outputs=("result",),
            numpy=np.nancumprod,
            numpy_name="nancumprod",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="scan",
            conventions="NaN elements count as 1 and get gradient 0; the others get cumprod's gradient (exact with zeros, no division by the element).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [2.0, float("nan"), 3.0]}, "grad": [5.0, 0.0, 2.0]},
                        {"self": {"value": [0.0, float("nan"), 3.0]}, "grad": [5.0, 0.0, 0.0]},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [2, 3]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -2},
                        {
                            "self": {
                                "value": [
                                    [0.5, float("nan"), 2.0, 1.5],
                                    [float("nan"), float("nan"), 3.0, 0.5],
                                ]
                            },
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=3618,
            spec="derivatives.yaml",
        ),
        "median": OpInfo(
            name="median",
            signature="median(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.median,
            backward=backward.median_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'expand_reduced(grad, self.shape, axis, keepdims) * numeric.quantile_weights(self, 0.5, axis, "x") if self.size > 0 else expand_reduced(grad, self.shape, axis, keepdims)'
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.median,
            numpy_name="median",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="the middle order statistic, or the mean of the two middle ones; tied elements share the weight of an order statistic equally; a group containing NaN gets gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [3.0, 1.0, 2.0]}, "grad": [0.0, 0.0, 1.0]},
                        {"self": {"value": [4.0, 1.0, 2.0, 3.0]}, "grad": [0.0, 0.0, 0.5, 0.5]},
                        {
                            "self": {"value": [2.0, 2.0, 2.0]},
                            "grad": [0.3333333333333333, 0.3333333333333333, 0.3333333333333333],
                        },
                        {"self": {"value": [1.0, 2.0, 2.0]}, "grad": [0.0, 0.5, 0.5]},
                        {"self": {"value": [1.0, float("nan"), 2.0]}, "grad": [0.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[1.0, 5.0, 3.0], [2.0, 0.0, 1.0]]},
                            "axis": 0,
                            "grad": [[0.5, 0.5, 0.5], [0.5, 0.5, 0.5]],
                        },
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [4, 3], "axis": 0},
                        {"self": [3, 4], "axis": -1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, 2]},
                        {
                            "self": {"value": [[1.0, 2.0, 2.0, 3.0], [0.5, 2.5, 0.5, 4.0]]},
                            "axis": 1,
                        },
                    ],
                    "second_order": [4],
                }
            ),
            line=3655,
            spec="derivatives.yaml",
        ),
        "nanmedian": OpInfo(
            name="nanmedian",
            signature="nanmedian(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanmedian,
            backward=backward.nanmedian_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'expand_reduced(grad, self.shape, axis, keepdims) * numeric.quantile_weights(self, 0.5, axis, "x", True)'
                }
            ),
            saved=(
                "self",
                "axis",
                "keepdims",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanmedian,
            numpy_name="nanmedian",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="median of the non-NaN elements; NaN elements and all-NaN groups get gradient 0; ties share equally, as for median.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [3.0, float("nan"), 1.0, 2.0]},
                            "grad": [0.0, 0.0, 0.0, 1.0],
                        },
                        {"self": {"value": [1.0, float("nan"), 2.0]}, "grad": [0.5, 0.0, 0.5]},
                        {
                            "self": {"value": [[float("nan"), float("nan")], [1.0, float("nan")]]},
                            "axis": 1,
                            "grad": [[0.0, 0.0], [1.0, 0.0]],
                        },
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [4, 3], "axis": 0, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [1, -1]},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0, 0.5],
                                    [float("nan"), 2.0, float("nan"), float("nan")],
                                ]
                            },
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=3680,
            spec="derivatives.yaml",
        ),
        "quantile": OpInfo(
            name="quantile",
            signature="quantile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.quantile,
            backward=backward.quantile_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'sum((numeric.quantile_weights(self, q, axis, "base") + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q")) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))',
                    "q": 'sum(numeric.quantile_weights(self, q, axis, "q") * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))',
                }
            ),
            saved=(
                "self",
                "q",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "q",
            ),
            differentiable=(
                "self",
                "q",
            ),
            arguments=(
                "self",
                "q",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.quantile,
            numpy_name="quantile",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="method 'linear' only; the gradient goes to the one or two order statistics interpolated (weights 1 - g and g), tied elements sharing equally; d/dq = (n - 1)(s[j + 1] - s[j]), the right derivative at the knots and the left one at q = 1; a group containing NaN gets gradient 0. q may be an array (its axes come first in the output).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [3.0, 1.0, 2.0, 5.0]},
                            "q": 0.5,
                            "grad": [[0.5, 0.0, 0.5, 0.0], 3.0],
                        },
                        {
                            "self": {"value": [3.0, 1.0, 2.0]},
                            "q": 0.5,
                            "grad": [[0.0, 0.0, 1.0], 2.0],
                        },
                        {
                            "self": {"value": [3.0, 1.0, 2.0]},
                            "q": 1.0,
                            "grad": [[1.0, 0.0, 0.0], 2.0],
                        },
                        {
                            "self": {"value": [3.0, 1.0, 2.0]},
                            "q": 0.0,
                            "grad": [[0.0, 1.0, 0.0], 2.0],
                        },
                        {
                            "self": {"value": [3.0, 1.0, 2.0]},
                            "q": 0.25,
                            "grad": [[0.0, 0.5, 0.5], 2.0],
                        },
                        {
                            "self": {"value": [2.0, 2.0, 1.0]},
                            "q": 0.75,
                            "grad": [[0.5, 0.5, 0.0], 0.0],
                        },
                    ],
                    "domain": {"self": [-2, 2], "q": [0.05, 0.95]},
                    "cases": [
                        {"self": [5], "q": {"value": 0.3}},
                        {"self": [4, 3], "q": [2], "axis": 0},
                        {"self": [3, 4], "q": [], "axis": -1, "keepdims": True},
                        {"self": [2, 3, 4], "q": [3], "axis": [0, 2]},
                        {"self": [2, 3], "q": [2, 2], "axis": 1, "keepdims": True},
                    ],
                }
            ),
            line=3700,
            spec="derivatives.yaml",
        ),
        "nanquantile": OpInfo(
            name="nanquantile",
            signature="nanquantile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanquantile,
            backward=backward.nanquantile_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'sum((numeric.quantile_weights(self, q, axis, "base", True) + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q", True)) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))',
                    "q": 'sum(numeric.quantile_weights(self, q, axis, "q", True) * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))',
                }
            ),
            saved=(
                "self",
                "q",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "q",
            ),
            differentiable=(
                "self",
                "q",
            ),
            arguments=(
                "self",
                "q",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanquantile,
            numpy_name="nanquantile",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="quantile of the non-NaN elements (n their count), with quantile's conventions; NaN elements and all-NaN groups get gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [3.0, float("nan"), 1.0, 2.0, 5.0]},
                            "q": 0.5,
                            "grad": [[0.5, 0.0, 0.0, 0.5, 0.0], 3.0],
                        },
                        {
                            "self": {"value": [float("nan"), float("nan")]},
                            "q": 0.5,
                            "grad": [[0.0, 0.0], 0.0],
                        },
                    ],
                    "domain": {"self": [-2, 2], "q": [0.05, 0.95]},
                    "cases": [
                        {"self": [5], "q": {"value": 0.3}},
                        {"self": [4, 3], "q": [2], "axis": 0},
                        {"self": [2, 3, 4], "q": [], "axis": [0, -1], "keepdims": True},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0, 0.5],
                                    [float("nan"), 2.0, float("nan"), 1.5],
                                ]
                            },
                            "q": [2],
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=3734,
            spec="derivatives.yaml",
        ),
        "percentile": OpInfo(
            name="percentile",
            signature="percentile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.percentile,
            backward=backward.percentile_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'sum((numeric.quantile_weights(self, q, axis, "base", False, True) + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q", False, True)) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))',
                    "q": 'sum(numeric.quantile_weights(self, q, axis, "q", False, True) * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))',
                }
            ),
            saved=(
                "self",
                "q",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "q",
            ),
            differentiable=(
                "self",
                "q",
            ),
            arguments=(
                "self",
                "q",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.percentile,
            numpy_name="percentile",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="quantile(self, q / 100), with quantile's conventions; d/dq carries the factor 1/100.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [3.0, 1.0, 2.0, 5.0]},
                            "q": 50.0,
                            "grad": [[0.5, 0.0, 0.5, 0.0], 0.03],
                        }
                    ],
                    "domain": {"self": [-2, 2], "q": [5, 95]},
                    "cases": [
                        {"self": [5], "q": {"value": 30.0}},
                        {"self": [4, 3], "q": [2], "axis": 0},
                        {"self": [2, 3, 4], "q": [], "axis": [1, 2], "keepdims": True},
                    ],
                }
            ),
            line=3761,
            spec="derivatives.yaml",
        ),
        "nanpercentile": OpInfo(
            name="nanpercentile",
            signature="nanpercentile(Tensor self, Tensor q, int[]? axis=None, *, bool keepdims=False) -> Tensor",
            forward=ops.nanpercentile,
            backward=backward.nanpercentile_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'sum((numeric.quantile_weights(self, q, axis, "base", True, True) + reshape(q, numeric.quantile_q_shape(q, self.ndim)) * numeric.quantile_weights(self, q, axis, "q", True, True)) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.leading_axes(q))',
                    "q": 'sum(numeric.quantile_weights(self, q, axis, "q", True, True) * where(self == self, self, 0.0) * reshape(grad, numeric.quantile_grad_shape(q, self.shape, axis)), numeric.trailing_axes(q, self.ndim))',
                }
            ),
            saved=(
                "self",
                "q",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "q",
            ),
            differentiable=(
                "self",
                "q",
            ),
            arguments=(
                "self",
                "q",
                "axis",
                "keepdims",
            ),
            outputs=("result",),
            numpy=np.nanpercentile,
            numpy_name="nanpercentile",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="nanquantile(self, q / 100), with its conventions; d/dq carries the factor 1/100.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [3.0, float("nan"), 1.0, 2.0, 5.0]},
                            "q": 50.0,
                            "grad": [[0.5, 0.0, 0.0, 0.5, 0.0], 0.03],
                        }
                    ],
                    "domain": {"self": [-2, 2], "q": [5, 95]},
                    "cases": [
                        {"self": [5], "q": {"value": 30.0}},
                        {"self": [4, 3], "q": [2], "axis": 0, "keepdims": True},
                        {
                            "self": {
                                "value": [
                                    [1.0, float("nan"), 3.0, 0.5],
                                    [float("nan"), 2.0, float("nan"), 1.5],
                                ]
                            },
                            "q": [],
                            "axis": 1,
                        },
                    ],
                }
            ),
            line=3784,
            spec="derivatives.yaml",
        ),
        "interp": OpInfo(
            name="interp",
            signature="interp(Tensor x, Tensor xp, Tensor fp, Tensor? left=None, Tensor? right=None) -> Tensor",
            forward=ops.interp,
            backward=backward.interp_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "x": "astype(where((x >= xp[0]) & (x < xp[-1]), grad * (take(fp, numeric.interp_index(x, xp, True)) - take(fp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), 0.0), numeric.dtype_of(x))",
                    "fp": "astype(untake(grad * where((x >= xp[0]) & (x < xp[-1]), 1 - (x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), where(x < xp[0], 1.0 if left is None else 0.0, 0.0)), numeric.shape(fp), numeric.interp_index(x, xp)) + untake(grad * where((x >= xp[0]) & (x < xp[-1]), (x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), where(x == xp[-1], 1.0, where(x > xp[-1], 1.0 if right is None else 0.0, 0.0))), numeric.shape(fp), numeric.interp_index(x, xp, True)), numeric.dtype_of(fp))",
                    "xp": "astype(untake(where((x >= xp[0]) & (x < xp[-1]), grad * (take(fp, numeric.interp_index(x, xp, True)) - take(fp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0) * ((x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0) - 1), 0.0), numeric.shape(xp), numeric.interp_index(x, xp)) - untake(where((x >= xp[0]) & (x < xp[-1]), grad * (take(fp, numeric.interp_index(x, xp, True)) - take(fp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0) * (x - take(xp, numeric.interp_index(x, xp))) / where(take(xp, numeric.interp_index(x, xp, True)) != take(xp, numeric.interp_index(x, xp)), take(xp, numeric.interp_index(x, xp, True)) - take(xp, numeric.interp_index(x, xp)), 1.0), 0.0), numeric.shape(xp), numeric.interp_index(x, xp, True)), numeric.dtype_of(xp))",
                    "left": "None if left is None else astype(sum(where(x < xp[0], grad, 0.0)), numeric.dtype_of(left))",
                    "right": "None if right is None else astype(sum(where(x > xp[-1], grad, 0.0)), numeric.dtype_of(right))",
                }
            ),
            saved=(
                "x",
                "xp",
                "fp",
                "left",
                "right",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "xp",
                "fp",
                "left",
                "right",
            ),
            differentiable=(
                "x",
                "xp",
                "fp",
                "left",
                "right",
            ),
            arguments=(
                "x",
                "xp",
                "fp",
                "left",
                "right",
            ),
            outputs=("result",),
            numpy=np.interp,
            numpy_name="interp",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="interpolation",
            conventions="piecewise linear in x and linear in fp, left and right; period is not supported. xp (increasing) moves the knots: on [xp[k], xp[k + 1]) with t = (x - xp[k]) / h and slope s, xp[k] gets s (t - 1) and xp[k + 1] gets -s t; outside [xp[0], xp[-1]) xp gets 0. At a knot d/dx is the slope of the interval to its right, [xp[k], xp[k + 1]), the one np.interp reads there (so the first knot has the first slope); at and beyond xp[-1] and below xp[0] it is 0 (the constant right / left value). fp gets 1 - t and t on the interval's ends; points below xp[0] (above xp[-1]) feed fp[0] (fp[-1]), or left (right) when it is given; x == xp[-1] gives fp[-1].",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "x": 0.5,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "grad": [2.0, [-1.0, -1.0, 0.0], [0.5, 0.5, 0.0]],
                        },
                        {
                            "x": 1.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "grad": [1.0, [0.0, -1.0, 0.0], [0.0, 1.0, 0.0]],
                        },
                        {
                            "x": 0.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "grad": [2.0, [-2.0, 0.0, 0.0], [1.0, 0.0, 0.0]],
                        },
                        {
                            "x": 2.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "grad": [0.0, [0.0, 0.0, 0.0], [0.0, 0.0, 1.0]],
                        },
                        {
                            "x": -1.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "grad": [0.0, [0.0, 0.0, 0.0], [1.0, 0.0, 0.0]],
                        },
                        {
                            "x": 3.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "grad": [0.0, [0.0, 0.0, 0.0], [0.0, 0.0, 1.0]],
                        },
                        {
                            "x": 3.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "right": 5.0,
                            "grad": [0.0, [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], 1.0],
                        },
                        {
                            "x": -1.0,
                            "xp": {"value": [0.0, 1.0, 2.0]},
                            "fp": {"value": [0.0, 2.0, 3.0]},
                            "left": -7.0,
                            "grad": [0.0, [0.0, 0.0, 0.0], [0.0, 0.0, 0.0], 1.0],
                        },
                    ],
                    "cases": [
                        {"x": [7], "xp": {"value": [-1.5, -0.5, 0.25, 1.0, 1.75]}, "fp": [5]},
                        {
                            "x": [3, 4],
                            "xp": {"value": [-1.5, -0.5, 0.25, 1.0, 1.75]},
                            "fp": [5],
                            "left": [],
                            "right": [],
                        },
                        {"x": [], "xp": {"value": [-1.0, 0.5, 1.5]}, "fp": [3]},
                        {"x": [2, 5], "xp": {"value": [-0.5, 0.5]}, "fp": [2], "right": []},
                    ],
                }
            ),
            line=3809,
            spec="derivatives.yaml",
        ),
        "convolve": OpInfo(
            name="convolve",
            signature='convolve(Tensor a, Tensor v, str mode="full") -> Tensor',
            forward=ops.convolve,
            backward=backward.convolve_backward,
            jvp=jvp.convolve_jvp,
            jvp_kind="written",
            jvp_formula="convolve(a_t, v, mode) + convolve(a, v_t, mode)",
            formulas=MappingProxyType(
                {
                    "a": 'correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "convolve")), v, "valid")',
                    "v": 'correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "convolve")), a, "valid")',
                }
            ),
            saved=(
                "a",
                "v",
                "mode",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "v",
            ),
            differentiable=(
                "a",
                "v",
            ),
            arguments=(
                "a",
                "v",
                "mode",
            ),
            outputs=("result",),
            numpy=np.convolve,
            numpy_name="convolve",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="convolution",
            conventions="1-D; the cotangent of mode 'same' or 'valid' is padded with zeros to the 'full' length (where that output sits, also when np.convolve swaps a shorter a with v), and the gradients are then correlate(g, v, 'valid') and correlate(g, a, 'valid').",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [1.0, 2.0]},
                            "v": {"value": [1.0, 1.0]},
                            "grad": [[2.0, 2.0], [3.0, 3.0]],
                        },
                        {
                            "a": {"value": [1.0, 2.0, 3.0]},
                            "v": {"value": [1.0, 0.0, 0.0]},
                            "mode": "same",
                            "grad": [[0.0, 1.0, 1.0], [5.0, 6.0, 3.0]],
                        },
                    ],
                    "cases": [
                        {"a": [5], "v": [3]},
                        {"a": [3], "v": [5]},
                        {"a": [5], "v": [3], "mode": "same"},
                        {"a": [2], "v": [5], "mode": "same"},
                        {"a": [4], "v": [4], "mode": "same"},
                        {"a": [5], "v": [2], "mode": "valid"},
                        {"a": [3], "v": [6], "mode": "valid"},
                        {"a": [1], "v": [3], "mode": "same"},
                    ],
                }
            ),
            line=3880,
            spec="derivatives.yaml",
        ),
        "correlate": OpInfo(
            name="correlate",
            signature='correlate(Tensor a, Tensor v, str mode="valid") -> Tensor',
            forward=ops.correlate,
            backward=backward.correlate_backward,
            jvp=jvp.correlate_jvp,
            jvp_kind="written",
            jvp_formula="correlate(a_t, v, mode) + correlate(a, v_t, mode)",
            formulas=MappingProxyType(
                {
                    "a": 'correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "correlate")), flip(v), "valid")',
                    "v": 'flip(correlate(pad(grad, numeric.correlation_pad(numeric.shape(a)[0], numeric.shape(v)[0], mode, "correlate")), a, "valid"))',
                }
            ),
            saved=(
                "a",
                "v",
                "mode",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "v",
            ),
            differentiable=(
                "a",
                "v",
            ),
            arguments=(
                "a",
                "v",
                "mode",
            ),
            outputs=("result",),
            numpy=np.correlate,
            numpy_name="correlate",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="convolution",
            conventions="1-D and real: correlate(a, v) = convolve(a, v[::-1]) in 'full' mode; the cotangent of mode 'same' or 'valid' is padded with zeros to the 'full' length where np.correlate placed that output (its 'same' output sits differently when v is longer than a).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [1.0, 2.0, 3.0]},
                            "v": {"value": [1.0, 1.0]},
                            "grad": [[1.0, 2.0, 1.0], [3.0, 5.0]],
                        }
                    ],
                    "cases": [
                        {"a": [5], "v": [3]},
                        {"a": [3], "v": [5]},
                        {"a": [5], "v": [3], "mode": "same"},
                        {"a": [2], "v": [5], "mode": "same"},
                        {"a": [3], "v": [6], "mode": "same"},
                        {"a": [4], "v": [4], "mode": "full"},
                        {"a": [2], "v": [4], "mode": "full"},
                        {"a": [5], "v": [2], "mode": "valid"},
                    ],
                }
            ),
            line=3902,
            spec="derivatives.yaml",
        ),
        "copy": OpInfo(
            name="copy",
            signature="copy(Tensor self) -> Tensor",
            forward=ops.copy,
            backward=backward.copy_backward,
            jvp=jvp.copy_jvp,
            jvp_kind="linear",
            jvp_formula="copy(self_t)",
            formulas=MappingProxyType({"self": "grad"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.copy,
            numpy_name="copy",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="creation",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 4]}, {"self": []}]}),
            line=3926,
            spec="derivatives.yaml",
        ),
        "full_like": OpInfo(
            name="full_like",
            signature="full_like(Tensor self, Tensor fill_value, *, int[]? shape=None) -> Tensor",
            forward=ops.full_like,
            backward=backward.full_like_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {"self": "zeros_like(grad, shape=self.shape)", "fill_value": "grad"}
            ),
            saved=(
                "self_shape",
                "fill_value_shape",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "fill_value",
            ),
            differentiable=(
                "self",
                "fill_value",
            ),
            arguments=(
                "self",
                "fill_value",
                "shape",
            ),
            outputs=("result",),
            numpy=np.full_like,
            numpy_name="full_like",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=True,
            category="creation",
            conventions="the array gives only the shape (and dtype), so its gradient is 0; fill_value (any shape that broadcasts to it) gets the cotangent summed over the positions it fills. Traced, so that index assignment into it is recorded.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0]},
                            "fill_value": 3.0,
                            "grad": [[0.0, 0.0], 2.0],
                        }
                    ],
                    "cases": [
                        {"self": [3, 4], "fill_value": []},
                        {"self": [3, 4], "fill_value": [4]},
                        {"self": [2, 3], "fill_value": [2, 1]},
                        {"self": [2], "fill_value": [], "shape": [3, 2]},
                    ],
                }
            ),
            line=3937,
            spec="derivatives.yaml",
        ),
        "cov_orient": OpInfo(
            name="cov_orient",
            signature="cov_orient(Tensor self, bool rowvar=True, bool second=False) -> Tensor",
            forward=ops.cov_orient,
            backward=backward.cov_orient_backward,
            jvp=jvp.cov_orient_jvp,
            jvp_kind="linear",
            jvp_formula="cov_orient(self_t, rowvar, second)",
            formulas=MappingProxyType(
                {
                    "self": "reshape(matrix_transpose(grad) if numeric.cov_transposed(self.shape, rowvar, second) else grad, self.shape)"
                }
            ),
            saved=(
                "self_shape",
                "rowvar",
                "second",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "rowvar",
                "second",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=False,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [3, 4], "rowvar": False},
                        {"self": [5], "rowvar": False},
                        {"self": [1, 4], "rowvar": False},
                        {"self": [1, 4], "rowvar": False, "second": True},
                    ]
                }
            ),
            line=3954,
            spec="derivatives.yaml",
        ),
        "cov": OpInfo(
            name="cov",
            signature="cov(Tensor m, Tensor? y=None, bool rowvar=True, bool bias=False, int? ddof=None) -> Tensor",
            forward=ops.cov,
            backward=backward.cov_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "m": "reshape(matrix_transpose( ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar)))) @ ((cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[:numeric.cov_nvars(numeric.shape(m), rowvar)]) if numeric.cov_transposed(numeric.shape(m), rowvar) else ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), None if y is None else numeric.shape(y), rowvar)))) @ ((cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(m, rowvar) if y is None else concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[:numeric.cov_nvars(numeric.shape(m), rowvar)], numeric.shape(m))",
                    "y": "None if y is None else reshape(matrix_transpose( ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)))) @ (concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0) - mean(concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[numeric.cov_nvars(numeric.shape(m), rowvar):]) if numeric.cov_transposed(numeric.shape(y), rowvar, True) else ((reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(m), numeric.shape(y), rowvar)))) @ (concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0) - mean(concatenate([cov_orient(m, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) / numeric.cov_fact(numeric.shape(m), rowvar, bias, ddof))[numeric.cov_nvars(numeric.shape(m), rowvar):], numeric.shape(y))",
                }
            ),
            saved=(
                "m",
                "y",
                "rowvar",
                "bias",
                "ddof",
            ),
            grads=("grad",),
            inputs=(
                "m",
                "y",
            ),
            differentiable=(
                "m",
                "y",
            ),
            arguments=(
                "m",
                "y",
                "rowvar",
                "bias",
                "ddof",
            ),
            outputs=("result",),
            numpy=np.cov,
            numpy_name="cov",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="with X the variables as rows (y's appended) and Xc = X - mean, C = Xc Xc^T / f and the gradient is (G + G^T) Xc / f, for any cotangent G; f = observations - ddof (ddof 1 by default, 0 with bias). fweights and aweights are not supported.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"m": {"value": [1.0, 2.0, 3.0]}, "grad": [-1.0, 0.0, 1.0]},
                        {
                            "m": {"value": [[1.0, 3.0], [2.0, 2.0]]},
                            "grad": [[-2.0, 2.0], [-2.0, 2.0]],
                        },
                    ],
                    "cases": [
                        {"m": [3, 5]},
                        {"m": [5]},
                        {"m": [5, 3], "rowvar": False},
                        {"m": [2, 4], "y": [4], "bias": True},
                        {"m": [4, 2], "y": [4, 3], "rowvar": False, "ddof": 2},
                        {"m": [4, 2], "y": [1, 4], "rowvar": False},
                        {"m": [4], "y": [4], "rowvar": False},
                    ],
                }
            ),
            line=3964,
            spec="derivatives.yaml",
        ),
        "corrcoef": OpInfo(
            name="corrcoef",
            signature="corrcoef(Tensor x, Tensor? y=None, bool rowvar=True) -> Tensor",
            forward=ops.corrcoef,
            backward=backward.corrcoef_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "x": "astype(reshape(matrix_transpose( (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) / 2 / (expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 1) * expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 0)) - diag(sum((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) / (2 * diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))))) @ ((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[:numeric.cov_nvars(numeric.shape(x), rowvar)]) if numeric.cov_transposed(numeric.shape(x), rowvar) else (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) / 2 / (expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 1) * expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 0)) - diag(sum((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) / (2 * diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))))) @ ((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[:numeric.cov_nvars(numeric.shape(x), rowvar)], numeric.shape(x)), numeric.dtype_of(x))",
                    "y": "None if y is None else astype(reshape(matrix_transpose( (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) / 2 / (expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 1) * expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 0)) - diag(sum((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) / (2 * diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))))) @ ((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[numeric.cov_nvars(numeric.shape(x), rowvar):]) if numeric.cov_transposed(numeric.shape(y), rowvar, True) else (((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) / 2 / (expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 1) * expand_dims(sqrt(diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))), 0)) - diag(sum((reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)) + matrix_transpose(reshape(grad, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))) * reshape(result, numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)), 1) / (2 * diagonal(reshape(cov(x, y, rowvar), numeric.cov_gram_shape(numeric.shape(x), None if y is None else numeric.shape(y), rowvar)))))) @ ((cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0)) - mean(cov_orient(x, rowvar) if y is None else concatenate([cov_orient(x, rowvar), cov_orient(y, rowvar, True)], 0), 1, keepdims=True)) * (2.0 / numeric.cov_fact(numeric.shape(x), rowvar, False, None)))[numeric.cov_nvars(numeric.shape(x), rowvar):], numeric.shape(y)), numeric.dtype_of(y))",
                }
            ),
            saved=(
                "x",
                "y",
                "result",
                "rowvar",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "y",
            ),
            differentiable=(
                "x",
                "y",
            ),
            arguments=(
                "x",
                "y",
                "rowvar",
            ),
            outputs=("result",),
            numpy=np.corrcoef,
            numpy_name="corrcoef",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="statistics",
            conventions="R = C / sqrt(d d^T) with C = cov(x, y) and d its diagonal: with Gs = (G + G^T) / 2 (R is symmetric), the cotangent on C is Gs / sqrt(d d^T) - diag(sum(Gs R, 1) / d), then cov's gradient. The diagonal of R is constant (1), so its cotangent has no effect; NumPy's clipping of R to [-1, 1] is ignored; a variable with zero variance gives NaN. y's variables are rows after x's, and get their rows of the same cotangent.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "x": {"value": [[1.0, 2.0, 3.0], [1.0, 3.0, 2.0]]},
                            "grad": [[-0.5, 1.0, -0.5], [-0.5, -0.5, 1.0]],
                        }
                    ],
                    "cases": [
                        {"x": [3, 5]},
                        {"x": [5, 3], "rowvar": False},
                        {"x": [2, 6]},
                        {"x": [2, 6], "y": [6]},
                        {"x": [6], "y": [2, 6]},
                        {"x": [5, 2], "y": [5, 3], "rowvar": False},
                    ],
                }
            ),
            line=4011,
            spec="derivatives.yaml",
        ),
        "gammainc": OpInfo(
            name="gammainc",
            signature="gammainc(Tensor a, Tensor x) -> Tensor",
            forward=ops.gammainc,
            backward=backward.gammainc_backward,
            jvp=jvp.gammainc_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(x_t * exp(xlogy(a - 1, x) - x - gammaln(a)), result.shape)",
            formulas=MappingProxyType(
                {"x": "grad * exp(xlogy(a - 1, x) - x - gammaln(a))", "a": "non_differentiable"}
            ),
            saved=(
                "a",
                "x",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "x",
            ),
            differentiable=("x",),
            arguments=(
                "a",
                "x",
            ),
            outputs=("result",),
            numpy=scipy.special.gammainc,
            numpy_name="scipy.special.gammainc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the regularized lower incomplete gamma P(a, x); d/dx = x**(a-1) exp(-x) / gamma(a), computed as exp(xlogy(a - 1, x) - x - gammaln(a)) so that it is 1 at x = 0 for a = 1 and +inf there for a < 1. The shape a is non_differentiable (no closed form).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": 2.0, "x": 1.0, "grad": 0.36787944117144233},
                        {"a": 1.0, "x": 0.0, "grad": 1.0},
                        {"a": 2.0, "x": 0.0, "grad": 0.0},
                        {"a": 0.5, "x": 0.0, "grad": float("inf")},
                    ],
                    "domain": {"a": [0.5, 3], "x": [0.2, 3]},
                    "cases": [
                        {"a": {"value": [0.5, 1.0, 2.5]}, "x": [4, 3]},
                        {"a": {"value": 1.5}, "x": [5]},
                    ],
                }
            ),
            line=4093,
            spec="derivatives.yaml",
        ),
        "gammaincc": OpInfo(
            name="gammaincc",
            signature="gammaincc(Tensor a, Tensor x) -> Tensor",
            forward=ops.gammaincc,
            backward=backward.gammaincc_backward,
            jvp=jvp.gammaincc_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(-x_t * exp(xlogy(a - 1, x) - x - gammaln(a)), result.shape)",
            formulas=MappingProxyType(
                {"x": "-grad * exp(xlogy(a - 1, x) - x - gammaln(a))", "a": "non_differentiable"}
            ),
            saved=(
                "a",
                "x",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "x",
            ),
            differentiable=("x",),
            arguments=(
                "a",
                "x",
            ),
            outputs=("result",),
            numpy=scipy.special.gammaincc,
            numpy_name="scipy.special.gammaincc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="1 - gammainc(a, x); d/dx is minus gammainc's. The shape a is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": 2.0, "x": 1.0, "grad": -0.36787944117144233},
                        {"a": 1.0, "x": 0.0, "grad": -1.0},
                    ],
                    "domain": {"a": [0.5, 3], "x": [0.2, 3]},
                    "cases": [
                        {"a": {"value": [0.5, 1.0, 2.5]}, "x": [4, 3]},
                        {"a": {"value": 1.5}, "x": [5]},
                    ],
                }
            ),
            line=4108,
            spec="derivatives.yaml",
        ),
        "gammaincinv": OpInfo(
            name="gammaincinv",
            signature="gammaincinv(Tensor a, Tensor y) -> Tensor",
            forward=ops.gammaincinv,
            backward=backward.gammaincinv_backward,
            jvp=jvp.gammaincinv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(y_t * exp(gammaln(a) + result - xlogy(a - 1, result)), result.shape)",
            formulas=MappingProxyType(
                {
                    "y": "grad * exp(gammaln(a) + result - xlogy(a - 1, result))",
                    "a": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "y_shape",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "y",
            ),
            differentiable=("y",),
            arguments=(
                "a",
                "y",
            ),
            outputs=("result",),
            numpy=scipy.special.gammaincinv,
            numpy_name="scipy.special.gammaincinv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the x with gammainc(a, x) = y; dx/dy = 1 / gammainc'(x) = exp(gammaln(a) + x - xlogy(a - 1, x)). The shape a is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": 2.0, "y": 0.5, "grad": 3.1916486947553953}],
                    "domain": {"a": [0.5, 3], "y": [0.1, 0.9]},
                    "cases": [{"a": {"value": [0.5, 1.0, 2.5]}, "y": [4, 3]}],
                }
            ),
            line=4120,
            spec="derivatives.yaml",
        ),
        "gammainccinv": OpInfo(
            name="gammainccinv",
            signature="gammainccinv(Tensor a, Tensor y) -> Tensor",
            forward=ops.gammainccinv,
            backward=backward.gammainccinv_backward,
            jvp=jvp.gammainccinv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(-y_t * exp(gammaln(a) + result - xlogy(a - 1, result)), result.shape)",
            formulas=MappingProxyType(
                {
                    "y": "-grad * exp(gammaln(a) + result - xlogy(a - 1, result))",
                    "a": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "y_shape",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "y",
            ),
            differentiable=("y",),
            arguments=(
                "a",
                "y",
            ),
            outputs=("result",),
            numpy=scipy.special.gammainccinv,
            numpy_name="scipy.special.gammainccinv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the x with gammaincc(a, x) = y; dx/dy is minus gammaincinv's. The shape a is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": 2.0, "y": 0.5, "grad": -3.1916486947553953}],
                    "domain": {"a": [0.5, 3], "y": [0.1, 0.9]},
                    "cases": [{"a": {"value": [0.5, 1.0, 2.5]}, "y": [4, 3]}],
                }
            ),
            line=4134,
            spec="derivatives.yaml",
        ),
        "betainc": OpInfo(
            name="betainc",
            signature="betainc(Tensor a, Tensor b, Tensor x) -> Tensor",
            forward=ops.betainc,
            backward=backward.betainc_backward,
            jvp=jvp.betainc_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(x_t * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b)), result.shape)",
            formulas=MappingProxyType(
                {
                    "x": "grad * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b))",
                    "a": "non_differentiable",
                    "b": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "b",
                "x",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
                "x",
            ),
            differentiable=("x",),
            arguments=(
                "a",
                "b",
                "x",
            ),
            outputs=("result",),
            numpy=scipy.special.betainc,
            numpy_name="scipy.special.betainc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the regularized incomplete beta I_x(a, b); d/dx = x**(a-1) (1-x)**(b-1) / beta(a, b), computed with xlogy and xlog1py (finite at x = 0 and 1 when a, b >= 1). The shapes a and b are non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": 2.0, "b": 3.0, "x": 0.5, "grad": 1.5},
                        {"a": 1.0, "b": 1.0, "x": 0.0, "grad": 1.0},
                    ],
                    "domain": {"a": [0.5, 3], "b": [0.5, 3], "x": [0.1, 0.9]},
                    "cases": [{"a": {"value": [0.5, 2.0, 3.0]}, "b": {"value": 1.5}, "x": [4, 3]}],
                }
            ),
            line=4146,
            spec="derivatives.yaml",
        ),
        "betaincc": OpInfo(
            name="betaincc",
            signature="betaincc(Tensor a, Tensor b, Tensor x) -> Tensor",
            forward=ops.betaincc,
            backward=backward.betaincc_backward,
            jvp=jvp.betaincc_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(-x_t * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b)), result.shape)",
            formulas=MappingProxyType(
                {
                    "x": "-grad * exp(xlogy(a - 1, x) + xlog1py(b - 1, -x) - betaln(a, b))",
                    "a": "non_differentiable",
                    "b": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "b",
                "x",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
                "x",
            ),
            differentiable=("x",),
            arguments=(
                "a",
                "b",
                "x",
            ),
            outputs=("result",),
            numpy=scipy.special.betaincc,
            numpy_name="scipy.special.betaincc",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="1 - betainc(a, b, x); d/dx is minus betainc's. The shapes a and b are non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": 2.0, "b": 3.0, "x": 0.5, "grad": -1.5}],
                    "domain": {"a": [0.5, 3], "b": [0.5, 3], "x": [0.1, 0.9]},
                    "cases": [{"a": {"value": [0.5, 2.0, 3.0]}, "b": {"value": 1.5}, "x": [4, 3]}],
                }
            ),
            line=4162,
            spec="derivatives.yaml",
        ),
        "betaincinv": OpInfo(
            name="betaincinv",
            signature="betaincinv(Tensor a, Tensor b, Tensor y) -> Tensor",
            forward=ops.betaincinv,
            backward=backward.betaincinv_backward,
            jvp=jvp.betaincinv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(y_t * exp(betaln(a, b) - xlogy(a - 1, result) - xlog1py(b - 1, -result)), result.shape)",
            formulas=MappingProxyType(
                {
                    "y": "grad * exp(betaln(a, b) - xlogy(a - 1, result) - xlog1py(b - 1, -result))",
                    "a": "non_differentiable",
                    "b": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "b",
                "y_shape",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
                "y",
            ),
            differentiable=("y",),
            arguments=(
                "a",
                "b",
                "y",
            ),
            outputs=("result",),
            numpy=scipy.special.betaincinv,
            numpy_name="scipy.special.betaincinv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the x with betainc(a, b, x) = y; dx/dy = 1 / betainc'(x). The shapes a and b are non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": 2.0, "b": 3.0, "y": 0.5, "grad": 0.5725534355022631}],
                    "domain": {"a": [0.5, 3], "b": [0.5, 3], "y": [0.1, 0.9]},
                    "cases": [{"a": {"value": [0.5, 2.0, 3.0]}, "b": {"value": 1.5}, "y": [4, 3]}],
                }
            ),
            line=4175,
            spec="derivatives.yaml",
        ),
        "iv": OpInfo(
            name="iv",
            signature="iv(Tensor v, Tensor z) -> Tensor",
            forward=ops.iv,
            backward=backward.iv_backward,
            jvp=jvp.iv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * (iv(v - 1, z) + iv(v + 1, z)) / 2, result.shape)",
            formulas=MappingProxyType(
                {"z": "grad * (iv(v - 1, z) + iv(v + 1, z)) / 2", "v": "non_differentiable"}
            ),
            saved=(
                "v",
                "z",
            ),
            grads=("grad",),
            inputs=(
                "v",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "v",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.iv,
            numpy_name="scipy.special.iv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dz I_v(z) = (I_{v-1}(z) + I_{v+1}(z)) / 2. The order v is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"v": 1.5, "z": 1.0, "grad": 0.49738689872426795},
                        {"v": 0.0, "z": 0.0, "grad": 0.0},
                    ],
                    "domain": {"v": [0, 2], "z": [0.2, 3]},
                    "cases": [
                        {"v": {"value": [0.0, 1.0, 2.5]}, "z": [4, 3]},
                        {"v": {"value": 0.5}, "z": [5]},
                    ],
                }
            ),
            line=4190,
            spec="derivatives.yaml",
        ),
        "ive": OpInfo(
            name="ive",
            signature="ive(Tensor v, Tensor z) -> Tensor",
            forward=ops.ive,
            backward=backward.ive_backward,
            jvp=jvp.ive_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * ((ive(v - 1, z) + ive(v + 1, z)) / 2 - sign(z) * result), result.shape)",
            formulas=MappingProxyType(
                {
                    "z": "grad * ((ive(v - 1, z) + ive(v + 1, z)) / 2 - sign(z) * result)",
                    "v": "non_differentiable",
                }
            ),
            saved=(
                "v",
                "z",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "v",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "v",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.ive,
            numpy_name="scipy.special.ive",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(-|z|) I_v(z); d/dz = (ive(v-1, z) + ive(v+1, z)) / 2 - sign(z) ive(v, z), 0 from the sign term at z = 0 (as i0e). The order v is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"v": 0.5, "z": 1.0, "grad": -0.06449372391774622},
                        {"v": 0.0, "z": 0.0, "grad": 0.0},
                    ],
                    "domain": {"v": [0, 2], "z": [0.2, 3]},
                    "cases": [
                        {"v": {"value": [0.0, 1.0, 2.5]}, "z": [4, 3]},
                        {"v": {"value": 0.5}, "z": [5]},
                    ],
                }
            ),
            line=4202,
            spec="derivatives.yaml",
        ),
        "kv": OpInfo(
            name="kv",
            signature="kv(Tensor v, Tensor z) -> Tensor",
            forward=ops.kv,
            backward=backward.kv_backward,
            jvp=jvp.kv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(-z_t * (kv(v - 1, z) + kv(v + 1, z)) / 2, result.shape)",
            formulas=MappingProxyType(
                {"z": "-grad * (kv(v - 1, z) + kv(v + 1, z)) / 2", "v": "non_differentiable"}
            ),
            saved=(
                "v",
                "z",
            ),
            grads=("grad",),
            inputs=(
                "v",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "v",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.kv,
            numpy_name="scipy.special.kv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dz K_v(z) = -(K_{v-1}(z) + K_{v+1}(z)) / 2, -inf at z = 0. The order v is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"v": 0.5, "z": 1.0, "grad": -0.6916027566718418},
                        {"v": 0.0, "z": 0.0, "grad": float("-inf")},
                    ],
                    "domain": {"v": [0, 2], "z": [0.3, 3]},
                    "cases": [
                        {"v": {"value": [0.0, 1.0, 2.5]}, "z": [4, 3]},
                        {"v": {"value": 0.5}, "z": [5]},
                    ],
                }
            ),
            line=4216,
            spec="derivatives.yaml",
        ),
        "kve": OpInfo(
            name="kve",
            signature="kve(Tensor v, Tensor z) -> Tensor",
            forward=ops.kve,
            backward=backward.kve_backward,
            jvp=jvp.kve_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * (result - (kve(v - 1, z) + kve(v + 1, z)) / 2), result.shape)",
            formulas=MappingProxyType(
                {
                    "z": "grad * (result - (kve(v - 1, z) + kve(v + 1, z)) / 2)",
                    "v": "non_differentiable",
                }
            ),
            saved=(
                "v",
                "z",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "v",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "v",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.kve,
            numpy_name="scipy.special.kve",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(z) K_v(z); d/dz = kve(v, z) - (kve(v-1, z) + kve(v+1, z)) / 2. The order v is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"v": 1.0, "z": 2.0, "grad": -0.3248297915364271}],
                    "domain": {"v": [0, 2], "z": [0.3, 3]},
                    "cases": [
                        {"v": {"value": [0.0, 1.0, 2.5]}, "z": [4, 3]},
                        {"v": {"value": 0.5}, "z": [5]},
                    ],
                }
            ),
            line=4228,
            spec="derivatives.yaml",
        ),
        "jv": OpInfo(
            name="jv",
            signature="jv(Tensor v, Tensor z) -> Tensor",
            forward=ops.jv,
            backward=backward.jv_backward,
            jvp=jvp.jv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * (jv(v - 1, z) - jv(v + 1, z)) / 2, result.shape)",
            formulas=MappingProxyType(
                {"z": "grad * (jv(v - 1, z) - jv(v + 1, z)) / 2", "v": "non_differentiable"}
            ),
            saved=(
                "v",
                "z",
            ),
            grads=("grad",),
            inputs=(
                "v",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "v",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.jv,
            numpy_name="scipy.special.jv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dz J_v(z) = (J_{v-1}(z) - J_{v+1}(z)) / 2. The order v is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"v": 1.5, "z": 1.0, "grad": 0.3109499484566626},
                        {"v": 0.0, "z": 0.0, "grad": 0.0},
                    ],
                    "domain": {"v": [0, 2], "z": [0.2, 3]},
                    "cases": [
                        {"v": {"value": [0.0, 1.0, 2.5]}, "z": [4, 3]},
                        {"v": {"value": 0.5}, "z": [5]},
                    ],
                }
            ),
            line=4240,
            spec="derivatives.yaml",
        ),
        "yv": OpInfo(
            name="yv",
            signature="yv(Tensor v, Tensor z) -> Tensor",
            forward=ops.yv,
            backward=backward.yv_backward,
            jvp=jvp.yv_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * (yv(v - 1, z) - yv(v + 1, z)) / 2, result.shape)",
            formulas=MappingProxyType(
                {"z": "grad * (yv(v - 1, z) - yv(v + 1, z)) / 2", "v": "non_differentiable"}
            ),
            saved=(
                "v",
                "z",
            ),
            grads=("grad",),
            inputs=(
                "v",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "v",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.yv,
            numpy_name="scipy.special.yv",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dz Y_v(z) = (Y_{v-1}(z) - Y_{v+1}(z)) / 2, +inf at z = 0. The order v is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"v": 0.5, "z": 1.0, "grad": 0.8869461411509911}],
                    "domain": {"v": [0, 2], "z": [0.3, 3]},
                    "cases": [
                        {"v": {"value": [0.0, 1.0, 2.5]}, "z": [4, 3]},
                        {"v": {"value": 0.5}, "z": [5]},
                    ],
                }
            ),
            line=4252,
            spec="derivatives.yaml",
        ),
        "j0": OpInfo(
            name="j0",
            signature="j0(Tensor self) -> Tensor",
            forward=ops.j0,
            backward=backward.j0_backward,
            jvp=jvp.j0_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * j1(self)",
            formulas=MappingProxyType({"self": "-grad * j1(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.j0,
            numpy_name="scipy.special.j0",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.0, "grad": -0.4400505857449335},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4264,
            spec="derivatives.yaml",
        ),
        "j1": OpInfo(
            name="j1",
            signature="j1(Tensor self) -> Tensor",
            forward=ops.j1,
            backward=backward.j1_backward,
            jvp=jvp.j1_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (j0(self) - jv(2, self)) / 2",
            formulas=MappingProxyType({"self": "grad * (j0(self) - jv(2, self)) / 2"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.j1,
            numpy_name="scipy.special.j1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="j1'(x) = (j0(x) - jv(2, x)) / 2, 1/2 at 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.5},
                        {"self": 1.0, "grad": 0.32514710081303305},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4273,
            spec="derivatives.yaml",
        ),
        "y0": OpInfo(
            name="y0",
            signature="y0(Tensor self) -> Tensor",
            forward=ops.y0,
            backward=backward.y0_backward,
            jvp=jvp.y0_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * y1(self)",
            formulas=MappingProxyType({"self": "-grad * y1(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.y0,
            numpy_name="scipy.special.y0",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 0.7812128213002887},
                        {"self": 0.0, "grad": float("inf")},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4283,
            spec="derivatives.yaml",
        ),
        "y1": OpInfo(
            name="y1",
            signature="y1(Tensor self) -> Tensor",
            forward=ops.y1,
            backward=backward.y1_backward,
            jvp=jvp.y1_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (y0(self) - yv(2, self)) / 2",
            formulas=MappingProxyType({"self": "grad * (y0(self) - yv(2, self)) / 2"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.y1,
            numpy_name="scipy.special.y1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="y1'(x) = (y0(x) - yv(2, x)) / 2 (NaN at 0, where y1 is -inf).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 0.8694697855159657},
                        {"self": 2.0, "grad": 0.5638918884202139},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4293,
            spec="derivatives.yaml",
        ),
        "k0": OpInfo(
            name="k0",
            signature="k0(Tensor self) -> Tensor",
            forward=ops.k0,
            backward=backward.k0_backward,
            jvp=jvp.k0_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * k1(self)",
            formulas=MappingProxyType({"self": "-grad * k1(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.k0,
            numpy_name="scipy.special.k0",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -0.6019072301972346},
                        {"self": 0.0, "grad": float("-inf")},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4304,
            spec="derivatives.yaml",
        ),
        "k1": OpInfo(
            name="k1",
            signature="k1(Tensor self) -> Tensor",
            forward=ops.k1,
            backward=backward.k1_backward,
            jvp=jvp.k1_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * (k0(self) + kv(2, self)) / 2",
            formulas=MappingProxyType({"self": "-grad * (k0(self) + kv(2, self)) / 2"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.k1,
            numpy_name="scipy.special.k1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="k1'(x) = -(k0(x) + kv(2, x)) / 2, -inf at 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -1.0229316684379428},
                        {"self": 0.0, "grad": float("-inf")},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4314,
            spec="derivatives.yaml",
        ),
        "k0e": OpInfo(
            name="k0e",
            signature="k0e(Tensor self) -> Tensor",
            forward=ops.k0e,
            backward=backward.k0e_backward,
            jvp=jvp.k0e_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (result - k1e(self))",
            formulas=MappingProxyType({"self": "grad * (result - k1e(self))"}),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.k0e,
            numpy_name="scipy.special.k0e",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(x) k0(x); k0e'(x) = k0e(x) - k1e(x), no overflow for large x.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -0.49169040645636325},
                        {"self": float("inf"), "grad": 0.0},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4325,
            spec="derivatives.yaml",
        ),
        "k1e": OpInfo(
            name="k1e",
            signature="k1e(Tensor self) -> Tensor",
            forward=ops.k1e,
            backward=backward.k1e_backward,
            jvp=jvp.k1e_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (result - (k0e(self) + kve(2, self)) / 2)",
            formulas=MappingProxyType({"self": "grad * (result - (k0e(self) + kve(2, self)) / 2)"}),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.k1e,
            numpy_name="scipy.special.k1e",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="exp(x) k1(x); k1e'(x) = k1e(x) - (k0e(x) + kve(2, x)) / 2.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "grad": -1.144463079806895}],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4336,
            spec="derivatives.yaml",
        ),
        "ndtri": OpInfo(
            name="ndtri",
            signature="ndtri(Tensor self) -> Tensor",
            forward=ops.ndtri,
            backward=backward.ndtri_backward,
            jvp=jvp.ndtri_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 2.5066282746310002 * exp(0.5 * result * result)",
            formulas=MappingProxyType(
                {"self": "grad * 2.5066282746310002 * exp(0.5 * result * result)"}
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.ndtri,
            numpy_name="scipy.special.ndtri",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the inverse of ndtr; ndtri'(p) = sqrt(2 pi) exp(ndtri(p)**2 / 2), +inf at p = 0 and 1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 2.5066282746310007},
                        {"self": 0.975, "grad": 17.110083080332714},
                        {"self": 0.0, "grad": float("inf")},
                        {"self": 1.0, "grad": float("inf")},
                    ],
                    "domain": [0.05, 0.95],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4349,
            spec="derivatives.yaml",
        ),
        "ndtri_exp": OpInfo(
            name="ndtri_exp",
            signature="ndtri_exp(Tensor self) -> Tensor",
            forward=ops.ndtri_exp,
            backward=backward.ndtri_exp_backward,
            jvp=jvp.ndtri_exp_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 2.5066282746310002 * exp(self + 0.5 * result * result)",
            formulas=MappingProxyType(
                {"self": "grad * 2.5066282746310002 * exp(self + 0.5 * result * result)"}
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.ndtri_exp,
            numpy_name="scipy.special.ndtri_exp",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="ndtri(exp(y)) for y <= 0; its derivative is sqrt(2 pi) exp(y + ndtri_exp(y)**2 / 2), +inf at y = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": -1.0, "grad": 0.9761716948251948},
                        {"self": 0.0, "grad": float("inf")},
                    ],
                    "domain": [-5, -0.1],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4360,
            spec="derivatives.yaml",
        ),
        "erfi": OpInfo(
            name="erfi",
            signature="erfi(Tensor self) -> Tensor",
            forward=ops.erfi,
            backward=backward.erfi_backward,
            jvp=jvp.erfi_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 1.1283791670955126 * exp(self * self)",
            formulas=MappingProxyType({"self": "grad * 1.1283791670955126 * exp(self * self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.erfi,
            numpy_name="scipy.special.erfi",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.1283791670955126},
                        {"self": 1.0, "grad": 3.0672525855274846},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4371,
            spec="derivatives.yaml",
        ),
        "dawsn": OpInfo(
            name="dawsn",
            signature="dawsn(Tensor self) -> Tensor",
            forward=ops.dawsn,
            backward=backward.dawsn_backward,
            jvp=jvp.dawsn_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * (1 - 2 * self * result)",
            formulas=MappingProxyType({"self": "grad * (1 - 2 * self * result)"}),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.dawsn,
            numpy_name="scipy.special.dawsn",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 1.0},
                        {"self": 1.0, "grad": -0.07615901382553684},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4380,
            spec="derivatives.yaml",
        ),
        "expi": OpInfo(
            name="expi",
            signature="expi(Tensor self) -> Tensor",
            forward=ops.expi,
            backward=backward.expi_backward,
            jvp=jvp.expi_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * exp(self) / self",
            formulas=MappingProxyType({"self": "grad * exp(self) / self"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.expi,
            numpy_name="scipy.special.expi",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="Ei'(x) = exp(x) / x, +inf at 0 (Ei has a log singularity there).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 2.718281828459045},
                        {"self": 0.0, "grad": float("inf")},
                        {"self": float("-inf"), "grad": 0.0},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4389,
            spec="derivatives.yaml",
        ),
        "exp1": OpInfo(
            name="exp1",
            signature="exp1(Tensor self) -> Tensor",
            forward=ops.exp1,
            backward=backward.exp1_backward,
            jvp=jvp.exp1_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * exp(-self) / self",
            formulas=MappingProxyType({"self": "-grad * exp(-self) / self"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.exp1,
            numpy_name="scipy.special.exp1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="E1'(x) = -exp(-x) / x, -inf at 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": -0.36787944117144233},
                        {"self": 0.0, "grad": float("-inf")},
                        {"self": float("inf"), "grad": 0.0},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4400,
            spec="derivatives.yaml",
        ),
        "expn": OpInfo(
            name="expn",
            signature="expn(Tensor n, Tensor x) -> Tensor",
            forward=ops.expn,
            backward=backward.expn_backward,
            jvp=jvp.expn_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(x_t * where(n <= 0, -exp(-x) * (1 + x) / (x * x), -expn(where(n <= 0, 1.0, n) - 1, x)), result.shape)",
            formulas=MappingProxyType(
                {
                    "x": "grad * where(n <= 0, -exp(-x) * (1 + x) / (x * x), -expn(where(n <= 0, 1.0, n) - 1, x))",
                    "n": "non_differentiable",
                }
            ),
            saved=(
                "n",
                "x",
            ),
            grads=("grad",),
            inputs=(
                "n",
                "x",
            ),
            differentiable=("x",),
            arguments=(
                "n",
                "x",
            ),
            outputs=("result",),
            numpy=scipy.special.expn,
            numpy_name="scipy.special.expn",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dx E_n(x) = -E_{n-1}(x) for n >= 1, and -exp(-x) (1 + x) / x**2 for n = 0 (E_0(x) = exp(-x) / x), so every order exists. The order n is non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"n": 2.0, "x": 1.0, "grad": -0.21938393439552029},
                        {"n": 1.0, "x": 1.0, "grad": -0.36787944117144233},
                        {"n": 0.0, "x": 1.0, "grad": -0.7357588823428847},
                    ],
                    "domain": {"n": [1, 3], "x": [0.3, 3]},
                    "cases": [{"n": {"value": [1.0, 2.0, 3.0]}, "x": [4, 3]}],
                }
            ),
            line=4411,
            spec="derivatives.yaml",
        ),
        "spence": OpInfo(
            name="spence",
            signature="spence(Tensor self) -> Tensor",
            forward=ops.spence,
            backward=backward.spence_backward,
            jvp=jvp.spence_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(self == 1, -1.0, log(self) / (1 - where(self == 1, 0.0, self)))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self == 1, -1.0, log(self) / (1 - where(self == 1, 0.0, self)))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.spence,
            numpy_name="scipy.special.spence",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="the dilogarithm Li2(1 - z) (scipy's convention); spence'(z) = log(z) / (1 - z), with its limit -1 at z = 1 (read there as -1 exactly, so its own derivative at the single point 1 is 0 rather than the limit 1/2), -inf at z = 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 2.0, "grad": -0.6931471805599453},
                        {"self": 0.5, "grad": -1.3862943611198906},
                        {"self": 1.0, "grad": -1.0},
                        {"self": 0.0, "grad": float("-inf")},
                    ],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4425,
            spec="derivatives.yaml",
        ),
        "ellipk": OpInfo(
            name="ellipk",
            signature="ellipk(Tensor self) -> Tensor",
            forward=ops.ellipk,
            backward=backward.ellipk_backward,
            jvp=jvp.ellipk_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(self == 0, 0.39269908169872414, (ellipe(self) - (1 - self) * result) / (2 * where(self == 0, 1.0, self) * (1 - self)))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self == 0, 0.39269908169872414, (ellipe(self) - (1 - self) * result) / (2 * where(self == 0, 1.0, self) * (1 - self)))"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.ellipk,
            numpy_name="scipy.special.ellipk",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="K(m) with parameter m; K'(m) = (E(m) - (1 - m) K(m)) / (2 m (1 - m)), with its limit pi/8 at m = 0 and +inf at m = 1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": 0.847213084793979},
                        {"self": 0.0, "grad": 0.39269908169872414},
                    ],
                    "domain": [0.1, 0.9],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4439,
            spec="derivatives.yaml",
        ),
        "ellipe": OpInfo(
            name="ellipe",
            signature="ellipe(Tensor self) -> Tensor",
            forward=ops.ellipe,
            backward=backward.ellipe_backward,
            jvp=jvp.ellipe_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where(self == 0, -0.39269908169872414, (result - ellipk(self)) / (2 * where(self == 0, 1.0, self)))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self == 0, -0.39269908169872414, (result - ellipk(self)) / (2 * where(self == 0, 1.0, self)))"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.ellipe,
            numpy_name="scipy.special.ellipe",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="E(m) with parameter m; E'(m) = (E(m) - K(m)) / (2 m), with its limit -pi/8 at m = 0 and -inf at m = 1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.5, "grad": -0.5034307962536965},
                        {"self": 0.0, "grad": -0.39269908169872414},
                    ],
                    "domain": [0.1, 0.9],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4452,
            spec="derivatives.yaml",
        ),
        "cosm1": OpInfo(
            name="cosm1",
            signature="cosm1(Tensor self) -> Tensor",
            forward=ops.cosm1,
            backward=backward.cosm1_backward,
            jvp=jvp.cosm1_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * sin(self)",
            formulas=MappingProxyType({"self": "-grad * sin(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.cosm1,
            numpy_name="scipy.special.cosm1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.5707963267948966, "grad": -1.0},
                    ],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4465,
            spec="derivatives.yaml",
        ),
        "sindg": OpInfo(
            name="sindg",
            signature="sindg(Tensor self) -> Tensor",
            forward=ops.sindg,
            backward=backward.sindg_backward,
            jvp=jvp.sindg_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 0.017453292519943295 * cosdg(self)",
            formulas=MappingProxyType({"self": "grad * 0.017453292519943295 * cosdg(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.sindg,
            numpy_name="scipy.special.sindg",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 60.0, "grad": 0.008726646259971648},
                        {"self": 90.0, "grad": 0.0},
                    ],
                    "domain": [-90, 90],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4474,
            spec="derivatives.yaml",
        ),
        "cosdg": OpInfo(
            name="cosdg",
            signature="cosdg(Tensor self) -> Tensor",
            forward=ops.cosdg,
            backward=backward.cosdg_backward,
            jvp=jvp.cosdg_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * 0.017453292519943295 * sindg(self)",
            formulas=MappingProxyType({"self": "-grad * 0.017453292519943295 * sindg(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.cosdg,
            numpy_name="scipy.special.cosdg",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 30.0, "grad": -0.008726646259971648},
                        {"self": 0.0, "grad": 0.0},
                    ],
                    "domain": [-90, 90],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4484,
            spec="derivatives.yaml",
        ),
        "tandg": OpInfo(
            name="tandg",
            signature="tandg(Tensor self) -> Tensor",
            forward=ops.tandg,
            backward=backward.tandg_backward,
            jvp=jvp.tandg_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * 0.017453292519943295 * (1 + result * result)",
            formulas=MappingProxyType(
                {"self": "grad * 0.017453292519943295 * (1 + result * result)"}
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.tandg,
            numpy_name="scipy.special.tandg",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 45.0, "grad": 0.03490658503988659},
                        {"self": 0.0, "grad": 0.017453292519943295},
                    ],
                    "domain": [-60, 60],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4494,
            spec="derivatives.yaml",
        ),
        "cotdg": OpInfo(
            name="cotdg",
            signature="cotdg(Tensor self) -> Tensor",
            forward=ops.cotdg,
            backward=backward.cotdg_backward,
            jvp=jvp.cotdg_jvp,
            jvp_kind="elementwise",
            jvp_formula="-self_t * 0.017453292519943295 * (1 + result * result)",
            formulas=MappingProxyType(
                {"self": "-grad * 0.017453292519943295 * (1 + result * result)"}
            ),
            saved=("result",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.cotdg,
            numpy_name="scipy.special.cotdg",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 45.0, "grad": -0.03490658503988659},
                        {"self": 90.0, "grad": -0.017453292519943295},
                    ],
                    "domain": [20, 160],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4504,
            spec="derivatives.yaml",
        ),
        "rgamma": OpInfo(
            name="rgamma",
            signature="rgamma(Tensor self) -> Tensor",
            forward=ops.rgamma,
            backward=backward.rgamma_backward,
            jvp=jvp.rgamma_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * where((result == 0) & (self <= 0), cos(3.141592653589793 * self) * gamma(1 - self), -result * digamma(self))",
            formulas=MappingProxyType(
                {
                    "self": "grad * where((result == 0) & (self <= 0), cos(3.141592653589793 * self) * gamma(1 - self), -result * digamma(self))"
                }
            ),
            saved=(
                "self",
                "result",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=scipy.special.rgamma,
            numpy_name="scipy.special.rgamma",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="1 / gamma(x); rgamma'(x) = -rgamma(x) digamma(x), and at the zeros x = 0, -1, -2, ... (gamma's poles) its limit (-1)**n n! = cos(pi x) gamma(1 - x), not the NaN of 0 * inf.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 1.0, "grad": 0.5772156649015329},
                        {"self": 0.0, "grad": 1.0},
                        {"self": -1.0, "grad": -1.0},
                        {"self": -2.0, "grad": 2.0},
                    ],
                    "domain": [0.3, 3],
                    "cases": [{"self": [5]}, {"self": []}],
                }
            ),
            line=4514,
            spec="derivatives.yaml",
        ),
        "poch": OpInfo(
            name="poch",
            signature="poch(Tensor z, Tensor m) -> Tensor",
            forward=ops.poch,
            backward=backward.poch_backward,
            jvp=jvp.poch_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * result * (digamma(z + m) - digamma(z)) + m_t * result * digamma(z + m), result.shape)",
            formulas=MappingProxyType(
                {
                    "z": "grad * result * (digamma(z + m) - digamma(z))",
                    "m": "grad * result * digamma(z + m)",
                }
            ),
            saved=(
                "z",
                "m",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "z",
                "m",
            ),
            differentiable=(
                "z",
                "m",
            ),
            arguments=(
                "z",
                "m",
            ),
            outputs=("result",),
            numpy=scipy.special.poch,
            numpy_name="scipy.special.poch",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="gamma(z + m) / gamma(z); d/dz = poch (digamma(z + m) - digamma(z)), d/dm = poch digamma(z + m).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"z": 2.0, "m": 1.5, "grad": [2.2611159619047143, 3.666176692244351]}
                    ],
                    "domain": [0.5, 3],
                    "cases": [{"z": [3, 4], "m": [3, 4]}, {"z": [3, 1], "m": [4]}],
                }
            ),
            line=4527,
            spec="derivatives.yaml",
        ),
        "hyp1f1": OpInfo(
            name="hyp1f1",
            signature="hyp1f1(Tensor a, Tensor b, Tensor z) -> Tensor",
            forward=ops.hyp1f1,
            backward=backward.hyp1f1_backward,
            jvp=jvp.hyp1f1_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * a / b * hyp1f1(a + 1, b + 1, z), result.shape)",
            formulas=MappingProxyType(
                {
                    "z": "grad * a / b * hyp1f1(a + 1, b + 1, z)",
                    "a": "non_differentiable",
                    "b": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "b",
                "z",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "a",
                "b",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.hyp1f1,
            numpy_name="scipy.special.hyp1f1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dz 1F1(a; b; z) = a / b 1F1(a + 1; b + 1; z). The parameters a and b are non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": 1.0, "b": 2.0, "z": 0.5, "grad": 0.7025574585997437}],
                    "domain": {"a": [0.5, 2], "b": [1, 3], "z": [-2, 2]},
                    "cases": [{"a": {"value": [0.5, 1.0, 2.0]}, "b": {"value": 2.5}, "z": [4, 3]}],
                }
            ),
            line=4539,
            spec="derivatives.yaml",
        ),
        "hyp2f1": OpInfo(
            name="hyp2f1",
            signature="hyp2f1(Tensor a, Tensor b, Tensor c, Tensor z) -> Tensor",
            forward=ops.hyp2f1,
            backward=backward.hyp2f1_backward,
            jvp=jvp.hyp2f1_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(z_t * a * b / c * hyp2f1(a + 1, b + 1, c + 1, z), result.shape)",
            formulas=MappingProxyType(
                {
                    "z": "grad * a * b / c * hyp2f1(a + 1, b + 1, c + 1, z)",
                    "a": "non_differentiable",
                    "b": "non_differentiable",
                    "c": "non_differentiable",
                }
            ),
            saved=(
                "a",
                "b",
                "c",
                "z",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
                "c",
                "z",
            ),
            differentiable=("z",),
            arguments=(
                "a",
                "b",
                "c",
                "z",
            ),
            outputs=("result",),
            numpy=scipy.special.hyp2f1,
            numpy_name="scipy.special.hyp2f1",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="d/dz 2F1(a, b; c; z) = a b / c 2F1(a + 1, b + 1; c + 1; z). The parameters a, b and c are non_differentiable.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": 1.0, "b": 2.0, "c": 3.0, "z": 0.5, "grad": 1.8192902220817502}],
                    "domain": {"a": [0.5, 2], "b": [0.5, 2], "c": [1, 3], "z": [-0.8, 0.8]},
                    "cases": [
                        {
                            "a": {"value": [0.5, 1.0, 2.0]},
                            "b": {"value": 1.5},
                            "c": {"value": 2.5},
                            "z": [4, 3],
                        }
                    ],
                }
            ),
            line=4552,
            spec="derivatives.yaml",
        ),
        "boxcox": OpInfo(
            name="boxcox",
            signature="boxcox(Tensor x, Tensor lmbda) -> Tensor",
            forward=ops.boxcox,
            backward=backward.boxcox_backward,
            jvp=jvp.boxcox_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(x_t * power(x, lmbda - 1) + lmbda_t * where(lmbda == 0, 0.5 * log(x) * log(x), (power(x, lmbda) * log(x) - result) / where(lmbda == 0, 1.0, lmbda)), result.shape)",
            formulas=MappingProxyType(
                {
                    "x": "grad * power(x, lmbda - 1)",
                    "lmbda": "grad * where(lmbda == 0, 0.5 * log(x) * log(x), (power(x, lmbda) * log(x) - result) / where(lmbda == 0, 1.0, lmbda))",
                }
            ),
            saved=(
                "x",
                "lmbda",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "lmbda",
            ),
            differentiable=(
                "x",
                "lmbda",
            ),
            arguments=(
                "x",
                "lmbda",
            ),
            outputs=("result",),
            numpy=scipy.special.boxcox,
            numpy_name="scipy.special.boxcox",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="(x**l - 1) / l, log(x) at l = 0; d/dx = x**(l - 1); d/dl = (x**l log(x) - boxcox) / l, with its limit log(x)**2 / 2 at l = 0 (the quotient loses about eps / l**2 relative accuracy for tiny nonzero l).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"x": 2.0, "lmbda": 0.5, "grad": [0.7071067811865476, 0.3036620374447142]},
                        {"x": 2.0, "lmbda": 0.0, "grad": [0.5, 0.24022650695910072]},
                    ],
                    "domain": {"x": [0.3, 3], "lmbda": [0.3, 2]},
                    "cases": [{"x": [3, 4], "lmbda": [3, 4]}, {"x": [3, 1], "lmbda": [4]}],
                }
            ),
            line=4566,
            spec="derivatives.yaml",
        ),
        "boxcox1p": OpInfo(
            name="boxcox1p",
            signature="boxcox1p(Tensor x, Tensor lmbda) -> Tensor",
            forward=ops.boxcox1p,
            backward=backward.boxcox1p_backward,
            jvp=jvp.boxcox1p_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(x_t * power(1 + x, lmbda - 1) + lmbda_t * where(lmbda == 0, 0.5 * log1p(x) * log1p(x), (power(1 + x, lmbda) * log1p(x) - result) / where(lmbda == 0, 1.0, lmbda)), result.shape)",
            formulas=MappingProxyType(
                {
                    "x": "grad * power(1 + x, lmbda - 1)",
                    "lmbda": "grad * where(lmbda == 0, 0.5 * log1p(x) * log1p(x), (power(1 + x, lmbda) * log1p(x) - result) / where(lmbda == 0, 1.0, lmbda))",
                }
            ),
            saved=(
                "x",
                "lmbda",
                "result",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "lmbda",
            ),
            differentiable=(
                "x",
                "lmbda",
            ),
            arguments=(
                "x",
                "lmbda",
            ),
            outputs=("result",),
            numpy=scipy.special.boxcox1p,
            numpy_name="scipy.special.boxcox1p",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="boxcox(1 + x, l), as boxcox (log1p at l = 0).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"x": 1.0, "lmbda": 0.5, "grad": [0.7071067811865476, 0.3036620374447142]},
                        {"x": 1.0, "lmbda": 0.0, "grad": [0.5, 0.24022650695910072]},
                    ],
                    "domain": {"x": [-0.5, 3], "lmbda": [0.3, 2]},
                    "cases": [{"x": [3, 4], "lmbda": [3, 4]}, {"x": [3, 1], "lmbda": [4]}],
                }
            ),
            line=4581,
            spec="derivatives.yaml",
        ),
        "owens_t": OpInfo(
            name="owens_t",
            signature="owens_t(Tensor h, Tensor a) -> Tensor",
            forward=ops.owens_t,
            backward=backward.owens_t_backward,
            jvp=jvp.owens_t_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(-h_t * 0.19947114020071635 * exp(-0.5 * h * h) * erf(0.7071067811865476 * a * h) + a_t * 0.15915494309189535 * exp(-0.5 * h * h * (1 + a * a)) / (1 + a * a), result.shape)",
            formulas=MappingProxyType(
                {
                    "h": "-grad * 0.19947114020071635 * exp(-0.5 * h * h) * erf(0.7071067811865476 * a * h)",
                    "a": "grad * 0.15915494309189535 * exp(-0.5 * h * h * (1 + a * a)) / (1 + a * a)",
                }
            ),
            saved=(
                "h",
                "a",
            ),
            grads=("grad",),
            inputs=(
                "h",
                "a",
            ),
            differentiable=(
                "h",
                "a",
            ),
            arguments=(
                "h",
                "a",
            ),
            outputs=("result",),
            numpy=scipy.special.owens_t,
            numpy_name="scipy.special.owens_t",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="T(h, a); dT/dh = -exp(-h**2 / 2) erf(a h / sqrt(2)) / (2 sqrt(2 pi)) and dT/da = exp(-h**2 (1 + a**2) / 2) / (2 pi (1 + a**2)).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"h": 0.5, "a": 2.0, "grad": [-0.12017564956389841, 0.0170379004390453]},
                        {"h": 0.0, "a": 1.0, "grad": [0.0, 0.07957747154594767]},
                    ],
                    "domain": [-2, 2],
                    "cases": [{"h": [3, 4], "a": [3, 4]}, {"h": [3, 1], "a": [4]}],
                }
            ),
            line=4593,
            spec="derivatives.yaml",
        ),
        "linspace": OpInfo(
            name="linspace",
            signature="linspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, *, int axis=0) -> Tensor",
            forward=ops.linspace,
            backward=backward.linspace_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "start": "sum(grad * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad.dtype)), axis)",
                    "stop": "sum(grad * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad.dtype), axis)",
                }
            ),
            saved=(
                "start_shape",
                "stop_shape",
                "num",
                "endpoint",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "start",
                "stop",
            ),
            differentiable=(
                "start",
                "stop",
            ),
            arguments=(
                "start",
                "stop",
                "num",
                "endpoint",
                "axis",
            ),
            outputs=("result",),
            numpy=np.linspace,
            numpy_name="linspace",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=True,
            category="creation",
            conventions="linear in start and stop: start + (stop - start) t with t = k / (num - 1) (k / num without endpoint; t = 0 when num = 1); start and stop may be arrays, their samples run along axis. retstep and dtype are not supported.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"start": 0.0, "stop": 1.0, "num": 3, "grad": [1.5, 1.5]},
                        {"start": 0.0, "stop": 1.0, "num": 1, "grad": [1.0, 0.0]},
                        {
                            "start": 0.0,
                            "stop": 1.0,
                            "num": 2,
                            "endpoint": False,
                            "grad": [1.5, 0.5],
                        },
                    ],
                    "cases": [
                        {"start": [], "stop": [], "num": 5},
                        {"start": [3], "stop": [3], "num": 4, "endpoint": False},
                        {"start": [2, 1], "stop": [3], "num": 3, "axis": -1},
                        {"start": [], "stop": [2], "num": 1},
                    ],
                }
            ),
            line=4609,
            spec="derivatives.yaml",
        ),
        "logspace": OpInfo(
            name="logspace",
            signature="logspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, float base=10.0, *, int axis=0) -> Tensor",
            forward=ops.logspace,
            backward=backward.logspace_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "start": "sum(grad * result * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad.dtype)), axis) * log(base)",
                    "stop": "sum(grad * result * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad.dtype), axis) * log(base)",
                }
            ),
            saved=(
                "start_shape",
                "stop_shape",
                "result",
                "num",
                "endpoint",
                "base",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "start",
                "stop",
            ),
            differentiable=(
                "start",
                "stop",
            ),
            arguments=(
                "start",
                "stop",
                "num",
                "endpoint",
                "base",
                "axis",
            ),
            outputs=("result",),
            numpy=np.logspace,
            numpy_name="logspace",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="creation",
            conventions="base ** linspace(start, stop); the base is a constant.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "start": 0.0,
                            "stop": 1.0,
                            "num": 2,
                            "grad": [2.302585092994046, 23.02585092994046],
                        }
                    ],
                    "domain": [-1, 1],
                    "cases": [
                        {"start": [], "stop": [], "num": 5},
                        {"start": [3], "stop": [3], "num": 4, "endpoint": False, "base": 2.0},
                        {"start": [2, 1], "stop": [3], "num": 3, "axis": -1},
                    ],
                }
            ),
            line=4628,
            spec="derivatives.yaml",
        ),
        "geomspace": OpInfo(
            name="geomspace",
            signature="geomspace(Tensor start, Tensor stop, int num=50, bool endpoint=True, *, int axis=0) -> Tensor",
            forward=ops.geomspace,
            backward=backward.geomspace_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "start": "sum(grad * result * (1 - numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad.dtype)), axis) / start",
                    "stop": "sum(grad * result * numeric.linspace_weights(num, endpoint, grad.ndim, axis, grad.dtype), axis) / stop",
                }
            ),
            saved=(
                "start",
                "stop",
                "result",
                "num",
                "endpoint",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "start",
                "stop",
            ),
            differentiable=(
                "start",
                "stop",
            ),
            arguments=(
                "start",
                "stop",
                "num",
                "endpoint",
                "axis",
            ),
            outputs=("result",),
            numpy=np.geomspace,
            numpy_name="geomspace",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="creation",
            conventions="start (stop / start) ** t with t as in linspace (start and stop nonzero, of one sign): d/dstart = result (1 - t) / start and d/dstop = result t / stop.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"start": 1.0, "stop": 4.0, "num": 3, "grad": [2.0, 1.25]},
                        {"start": -1.0, "stop": -4.0, "num": 3, "grad": [2.0, 1.25]},
                    ],
                    "domain": [0.5, 3],
                    "cases": [
                        {"start": [], "stop": [], "num": 5},
                        {"start": [3], "stop": [3], "num": 4, "endpoint": False},
                        {"start": [2, 1], "stop": [3], "num": 3, "axis": -1},
                    ],
                }
            ),
            line=4643,
            spec="derivatives.yaml",
        ),
        "append": OpInfo(
            name="append",
            signature="append(Tensor arr, Tensor values, int? axis=None) -> Tensor",
            forward=ops.append,
            backward=backward.append_backward,
            jvp=jvp.append_jvp,
            jvp_kind="linear",
            jvp_formula="append(arr_t, values_t, axis)",
            formulas=MappingProxyType(
                {
                    "arr": "reshape(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), 0, numeric.append_length(numeric.shape(arr), axis))), numeric.shape(arr))",
                    "values": "reshape(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), numeric.append_length(numeric.shape(arr), axis), None)), numeric.shape(values))",
                }
            ),
            saved=(
                "arr",
                "values",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "arr",
                "values",
            ),
            differentiable=(
                "arr",
                "values",
            ),
            arguments=(
                "arr",
                "values",
                "axis",
            ),
            outputs=("result",),
            numpy=np.append,
            numpy_name="append",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arr": [3], "values": [2]},
                        {"arr": [2, 3], "values": [4]},
                        {"arr": [2, 3], "values": [2, 2], "axis": 1},
                        {"arr": [2, 3], "values": [1, 3], "axis": 0},
                    ]
                }
            ),
            line=4660,
            spec="derivatives.yaml",
        ),
        "rollaxis": OpInfo(
            name="rollaxis",
            signature="rollaxis(Tensor self, int axis, int start=0) -> Tensor",
            forward=ops.rollaxis,
            backward=backward.rollaxis_backward,
            jvp=jvp.rollaxis_jvp,
            jvp_kind="linear",
            jvp_formula="rollaxis(self_t, axis, start)",
            formulas=MappingProxyType(
                {
                    "self": "moveaxis(grad, numeric.rollaxis_destination(self.ndim, axis, start), axis)"
                }
            ),
            saved=(
                "self_shape",
                "axis",
                "start",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "start",
            ),
            outputs=("result",),
            numpy=np.rollaxis,
            numpy_name="rollaxis",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [2, 3, 4], "axis": 2},
                        {"self": [2, 3, 4], "axis": 0, "start": 2},
                        {"self": [2, 3, 4, 5], "axis": 1, "start": -1},
                    ]
                }
            ),
            line=4674,
            spec="derivatives.yaml",
        ),
        "delete": OpInfo(
            name="delete",
            signature="delete(Tensor arr, Index obj, int? axis=None) -> Tensor",
            forward=ops.delete,
            backward=backward.delete_backward,
            jvp=jvp.delete_jvp,
            jvp_kind="linear",
            jvp_formula="delete(arr_t, obj, axis)",
            formulas=MappingProxyType(
                {
                    "arr": "untake(grad, numeric.shape(arr), numeric.delete_kept(numeric.shape(arr), obj, axis), axis)"
                }
            ),
            saved=(
                "arr",
                "obj",
                "axis",
            ),
            grads=("grad",),
            inputs=("arr",),
            differentiable=("arr",),
            arguments=(
                "arr",
                "obj",
                "axis",
            ),
            outputs=("result",),
            numpy=np.delete,
            numpy_name="delete",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arr": [5], "obj": 1},
                        {"arr": [3, 4], "obj": [0, 2], "axis": 1},
                        {"arr": [2, 3], "obj": [4]},
                    ]
                }
            ),
            line=4686,
            spec="derivatives.yaml",
        ),
        "diagflat": OpInfo(
            name="diagflat",
            signature="diagflat(Tensor v, int k=0) -> Tensor",
            forward=ops.diagflat,
            backward=backward.diagflat_backward,
            jvp=jvp.diagflat_jvp,
            jvp_kind="linear",
            jvp_formula="diagflat(v_t, k)",
            formulas=MappingProxyType({"v": "reshape(diagonal(grad, k), numeric.shape(v))"}),
            saved=(
                "v",
                "k",
            ),
            grads=("grad",),
            inputs=("v",),
            differentiable=("v",),
            arguments=(
                "v",
                "k",
            ),
            outputs=("result",),
            numpy=np.diagflat,
            numpy_name="diagflat",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"v": [3]}, {"v": [2, 2], "k": 1}, {"v": [3], "k": -2}]}
            ),
            line=4698,
            spec="derivatives.yaml",
        ),
        "partition": OpInfo(
            name="partition",
            signature="partition(Tensor self, int[] kth, int? axis=-1) -> Tensor",
            forward=ops.partition,
            backward=backward.partition_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "untake_along_axis(grad, self.shape, numeric.argpartition(self, kth, axis), axis)"
                }
            ),
            saved=(
                "self",
                "kth",
                "axis",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "kth",
                "axis",
            ),
            outputs=("result",),
            numpy=np.partition,
            numpy_name="partition",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="sorting",
            conventions="a permutation of the input, as sort: the cotangent is scattered back through np.argpartition with the same kth (tied elements are equal, and which takes which place is that permutation's choice).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [3.0, 1.0, 2.0]}, "kth": 1, "grad": [1.0, 1.0, 1.0]}
                    ],
                    "cases": [
                        {"self": [5], "kth": 2},
                        {"self": [3, 4], "kth": [0, 3]},
                        {"self": [3, 4], "kth": 1, "axis": 0},
                        {"self": [2, 3], "kth": 4, "axis": None},
                    ],
                }
            ),
            line=4707,
            spec="derivatives.yaml",
        ),
        "select": OpInfo(
            name="select",
            signature="select(Tensor[] condlist, Tensor[] choicelist, Tensor default=0) -> Tensor",
            forward=ops.select,
            backward=backward.select_backward,
            jvp=jvp.select_jvp,
            jvp_kind="written",
            jvp_formula="select(condlist, choicelist_t, default_t)",
            formulas=MappingProxyType(
                {
                    "choicelist": "unselect(grad, condlist, choicelist)",
                    "default": "sum_to(where(numeric.none_true(condlist), grad, 0.0), numeric.shape(default))",
                    "condlist": "non_differentiable",
                }
            ),
            saved=(
                "condlist",
                "choicelist",
                "default",
            ),
            grads=("grad",),
            inputs=(
                "condlist",
                "choicelist",
                "default",
            ),
            differentiable=(
                "choicelist",
                "default",
            ),
            arguments=(
                "condlist",
                "choicelist",
                "default",
            ),
            outputs=("result",),
            numpy=np.select,
            numpy_name="select",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="selection",
            conventions="",
            tests=MappingProxyType(
                {
                    "domain": {"condlist": "bool"},
                    "cases": [
                        {
                            "condlist": [[3, 4], [3, 4]],
                            "choicelist": [[3, 4], [3, 4]],
                            "default": [],
                        },
                        {"condlist": [[3, 4], [4]], "choicelist": [[3, 4], [1, 4]], "default": []},
                        {"condlist": [[5]], "choicelist": [[5]], "default": [5]},
                    ],
                }
            ),
            line=4724,
            spec="derivatives.yaml",
        ),
        "unselect": OpInfo(
            name="unselect",
            signature="unselect(Tensor self, Tensor[] condlist, Tensor[] choicelist) -> Tensor[]",
            forward=ops.unselect,
            backward=backward.unselect_backward,
            jvp=jvp.unselect_jvp,
            jvp_kind="linear",
            jvp_formula="unselect(self_t, condlist, choicelist)",
            formulas=MappingProxyType(
                {
                    "self": "select(condlist, grad, 0.0)",
                    "condlist": "non_differentiable",
                    "choicelist": "non_differentiable",
                }
            ),
            saved=("condlist",),
            grads=("grad",),
            inputs=(
                "self",
                "condlist",
                "choicelist",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "condlist",
                "choicelist",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "domain": {"condlist": "bool"},
                    "cases": [
                        {"self": [3, 4], "condlist": [[3, 4], [3, 4]], "choicelist": [[3, 4], [4]]},
                        {"self": [5], "condlist": [[5]], "choicelist": [[]]},
                    ],
                }
            ),
            line=4742,
            spec="derivatives.yaml",
        ),
        "bincount": OpInfo(
            name="bincount",
            signature="bincount(Tensor x, Tensor? weights=None, int minlength=0) -> Tensor",
            forward=ops.bincount,
            backward=backward.bincount_backward,
            jvp=jvp.bincount_jvp,
            jvp_kind="written",
            jvp_formula="bincount(x, weights_t, minlength)",
            formulas=MappingProxyType({"weights": "take(grad, x)", "x": "non_differentiable"}),
            saved=("x",),
            grads=("grad",),
            inputs=(
                "x",
                "weights",
            ),
            differentiable=("weights",),
            arguments=(
                "x",
                "weights",
                "minlength",
            ),
            outputs=("result",),
            numpy=np.bincount,
            numpy_name="bincount",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="reduction",
            conventions="the counts have no derivative; with weights, each weight gets the cotangent of its bin.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "x": {"value": [0, 2, 2]},
                            "weights": {"value": [1.0, 2.0, 3.0]},
                            "grad": [1.0, 1.0, 1.0],
                        }
                    ],
                    "cases": [
                        {"x": {"value": [0, 1, 1, 3, 1]}, "weights": [5]},
                        {"x": {"value": [2, 0]}, "weights": [2], "minlength": 5},
                    ],
                }
            ),
            line=4757,
            spec="derivatives.yaml",
        ),
        "ediff1d": OpInfo(
            name="ediff1d",
            signature="ediff1d(Tensor ary, Tensor? to_end=None, Tensor? to_begin=None) -> Tensor",
            forward=ops.ediff1d,
            backward=backward.ediff1d_backward,
            jvp=jvp.ediff1d_jvp,
            jvp_kind="written",
            jvp_formula="ediff1d(ary_t, None if to_end is None else to_end_t, None if to_begin is None else to_begin_t)",
            formulas=MappingProxyType(
                {
                    "ary": "reshape(-diff(pad(getitem(grad, numeric.ediff1d_middle(numeric.size_of(ary), numeric.size_of(to_begin))), 1)), numeric.shape(ary))",
                    "to_end": "None if to_end is None else reshape(getitem(grad, numeric.ediff1d_end(grad.shape[0], numeric.size_of(to_end))), numeric.shape(to_end))",
                    "to_begin": "None if to_begin is None else reshape(getitem(grad, numeric.ediff1d_end(numeric.size_of(to_begin), numeric.size_of(to_begin))), numeric.shape(to_begin))",
                }
            ),
            saved=(
                "ary",
                "to_end",
                "to_begin",
            ),
            grads=("grad",),
            inputs=(
                "ary",
                "to_end",
                "to_begin",
            ),
            differentiable=(
                "ary",
                "to_end",
                "to_begin",
            ),
            arguments=(
                "ary",
                "to_end",
                "to_begin",
            ),
            outputs=("result",),
            numpy=np.ediff1d,
            numpy_name="ediff1d",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"ary": [5]},
                        {"ary": [2, 3], "to_end": [2]},
                        {"ary": [4], "to_end": [], "to_begin": [3]},
                    ]
                }
            ),
            line=4772,
            spec="derivatives.yaml",
        ),
        "trapezoid": OpInfo(
            name="trapezoid",
            signature="trapezoid(Tensor y, Tensor? x=None, float dx=1.0, int axis=-1) -> Tensor",
            forward=ops.trapezoid,
            backward=backward.trapezoid_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "y": "(pad(broadcast_to(expand_dims(grad, axis) * (dx if x is None else (reshape(diff(x), numeric.linspace_weights(numeric.shape(x)[0] - 1, True, y.ndim, axis, y.dtype).shape) if x.ndim == 1 else diff(x, 1, axis))), numeric.trapezoid_pieces(y.shape, axis)), numeric.shift_pad(y.ndim, axis, 1, 0)) + pad(broadcast_to(expand_dims(grad, axis) * (dx if x is None else (reshape(diff(x), numeric.linspace_weights(numeric.shape(x)[0] - 1, True, y.ndim, axis, y.dtype).shape) if x.ndim == 1 else diff(x, 1, axis))), numeric.trapezoid_pieces(y.shape, axis)), numeric.shift_pad(y.ndim, axis, 0, 1))) / 2",
                    "x": "None if x is None else (sum(-diff(pad(expand_dims(grad, axis) * (getitem(y, numeric.axis_slice(y.ndim, axis, 1, None)) + getitem(y, numeric.axis_slice(y.ndim, axis, None, -1))) / 2, numeric.shift_pad(y.ndim, axis, 1, 1)), 1, axis), numeric.other_axes(y.ndim, axis)) if x.ndim == 1 else sum_to(-diff(pad(expand_dims(grad, axis) * (getitem(y, numeric.axis_slice(y.ndim, axis, 1, None)) + getitem(y, numeric.axis_slice(y.ndim, axis, None, -1))) / 2, numeric.shift_pad(y.ndim, axis, 1, 1)), 1, axis), x.shape))",
                }
            ),
            saved=(
                "y",
                "x",
                "dx",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "y",
                "x",
            ),
            differentiable=(
                "y",
                "x",
            ),
            arguments=(
                "y",
                "x",
                "dx",
                "axis",
            ),
            outputs=("result",),
            numpy=np.trapezoid,
            numpy_name="trapezoid",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="linear in y, and in the sample points x (1-D along axis, or of y's shape): with d the spacings and s the interval means of y, the result is sum(d s); each gets the other times the cotangent, spread back through the differences and means.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "y": {"value": [1.0, 2.0, 3.0]},
                            "x": {"value": [0.0, 1.0, 3.0]},
                            "grad": [[0.5, 1.5, 1.0], [-1.5, -1.0, 2.5]],
                        }
                    ],
                    "cases": [
                        {"y": [5]},
                        {"y": [3, 4], "dx": 0.5},
                        {"y": [4, 3], "axis": 0, "x": [4]},
                        {"y": [2, 5], "x": [5]},
                        {"y": [2, 5], "x": [2, 5]},
                    ],
                }
            ),
            line=4786,
            spec="derivatives.yaml",
        ),
        "unwrap": OpInfo(
            name="unwrap",
            signature="unwrap(Tensor self, float? discont=None, int axis=-1, *, float period=6.283185307179586) -> Tensor",
            forward=ops.unwrap,
            backward=backward.unwrap_backward,
            jvp=jvp.unwrap_jvp,
            jvp_kind="written",
            jvp_formula="self_t",
            formulas=MappingProxyType({"self": "grad"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "discont",
                "axis",
                "period",
            ),
            outputs=("result",),
            numpy=np.unwrap,
            numpy_name="unwrap",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="trigonometric",
            conventions="the input minus multiples of period that are piecewise constant in it, so the gradient is the cotangent (also where a jump is added or removed).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [0.0, 4.0, 8.0]}, "grad": [1.0, 1.0, 1.0]}],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4], "axis": 0},
                        {"self": [6], "period": 1.0},
                    ],
                }
            ),
            line=4811,
            spec="derivatives.yaml",
        ),
        "cumulative_sum": OpInfo(
            name="cumulative_sum",
            signature="cumulative_sum(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor",
            forward=ops.cumulative_sum,
            backward=backward.cumulative_sum_backward,
            jvp=jvp.cumulative_sum_jvp,
            jvp_kind="linear",
            jvp_formula="cumulative_sum(self_t, axis=axis, include_initial=include_initial)",
            formulas=MappingProxyType(
                {
                    "self": "flip(cumulative_sum(flip(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), 1 if include_initial else 0, None)), axis), axis=axis), axis)"
                }
            ),
            saved=(
                "axis",
                "include_initial",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "include_initial",
            ),
            outputs=("result",),
            numpy=np.cumulative_sum,
            numpy_name="cumulative_sum",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="scan",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -2, "include_initial": True},
                        {"self": [4], "include_initial": True},
                    ]
                }
            ),
            line=4823,
            spec="derivatives.yaml",
        ),
        "cumulative_prod": OpInfo(
            name="cumulative_prod",
            signature="cumulative_prod(Tensor self, *, int? axis=None, bool include_initial=False) -> Tensor",
            forward=ops.cumulative_prod,
            backward=backward.cumulative_prod_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "(getitem(result, numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1)) if include_initial else getitem(pad(result, numeric.shift_pad(result.ndim, numeric.scan_axis(axis), 1, 0), constant_values=1.0), numeric.axis_slice(result.ndim, numeric.scan_axis(axis), None, -1))) * linear_scan(getitem(grad, numeric.axis_slice(grad.ndim, numeric.scan_axis(axis), 1 if include_initial else 0, None)), self, numeric.scan_axis(axis), True)"
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "include_initial",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "include_initial",
            ),
            outputs=("result",),
            numpy=np.cumulative_prod,
            numpy_name="cumulative_prod",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="scan",
            conventions="exact with zeros, as cumprod: d/dx[j] is the product of the elements before j times a reverse linear scan of the cotangent (with include_initial, the leading 1 has no input).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 2.0, 3.0]}, "grad": [9.0, 0.0, 0.0]},
                        {
                            "self": {"value": [2.0, 0.0, 3.0]},
                            "include_initial": True,
                            "grad": [1.0, 8.0, 0.0],
                        },
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4], "axis": 1},
                        {"self": [2, 3, 4], "axis": -2, "include_initial": True},
                        {"self": {"value": [0.0, 2.0, 0.0, 1.5]}, "include_initial": True},
                    ],
                }
            ),
            line=4836,
            spec="derivatives.yaml",
        ),
        "polyval": OpInfo(
            name="polyval",
            signature="polyval(Tensor p, Tensor x) -> Tensor",
            forward=ops.polyval,
            backward=backward.polyval_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "p": "matmul(reshape(grad, [-1]), vander(reshape(x, [-1]), numeric.shape(p)[0]))",
                    "x": "grad * polyval(polyder(p), x)",
                }
            ),
            saved=(
                "p",
                "x",
            ),
            grads=("grad",),
            inputs=(
                "p",
                "x",
            ),
            differentiable=(
                "p",
                "x",
            ),
            arguments=(
                "p",
                "x",
            ),
            outputs=("result",),
            numpy=np.polyval,
            numpy_name="polyval",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="polynomial",
            conventions="p is 1-D; d/dx = polyval(polyder(p), x), d/dp = the powers of x (a Vandermonde matrix) times the cotangent.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"p": {"value": [1.0, 2.0, 3.0]}, "x": 2.0, "grad": [[4.0, 2.0, 1.0], 6.0]},
                        {"p": {"value": [5.0]}, "x": 2.0, "grad": [[1.0], 0.0]},
                    ],
                    "cases": [
                        {"p": [4], "x": [5]},
                        {"p": [3], "x": [2, 3]},
                        {"p": [1], "x": [3]},
                        {"p": [5], "x": []},
                    ],
                }
            ),
            line=4859,
            spec="derivatives.yaml",
        ),
        "polyder": OpInfo(
            name="polyder",
            signature="polyder(Tensor p, int m=1) -> Tensor",
            forward=ops.polyder,
            backward=backward.polyder_backward,
            jvp=jvp.polyder_jvp,
            jvp_kind="linear",
            jvp_formula="polyder(p_t, m)",
            formulas=MappingProxyType(
                {
                    "p": "zeros_like(p) if m >= numeric.shape(p)[0] else pad(grad * numeric.polyder_weights(numeric.shape(p)[0], m, grad.dtype), [0, m])"
                }
            ),
            saved=(
                "p",
                "m",
            ),
            grads=("grad",),
            inputs=("p",),
            differentiable=("p",),
            arguments=(
                "p",
                "m",
            ),
            outputs=("result",),
            numpy=np.polyder,
            numpy_name="polyder",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="polynomial",
            conventions="m >= len(p) gives NumPy's [0.], whose gradient is 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"p": {"value": [1.0, 2.0, 3.0]}, "grad": [2.0, 1.0, 0.0]},
                        {"p": {"value": [1.0, 2.0]}, "m": 2, "grad": [0.0, 0.0]},
                    ],
                    "cases": [{"p": [4]}, {"p": [5], "m": 2}, {"p": [2], "m": 3}],
                }
            ),
            line=4874,
            spec="derivatives.yaml",
        ),
        "polyint": OpInfo(
            name="polyint",
            signature="polyint(Tensor p, int m=1) -> Tensor",
            forward=ops.polyint,
            backward=backward.polyint_backward,
            jvp=jvp.polyint_jvp,
            jvp_kind="linear",
            jvp_formula="polyint(p_t, m)",
            formulas=MappingProxyType(
                {
                    "p": "getitem(grad, numeric.axis_slice(1, 0, None, numeric.shape(p)[0])) * numeric.polyint_weights(numeric.shape(p)[0], m, grad.dtype)"
                }
            ),
            saved=(
                "p",
                "m",
            ),
            grads=("grad",),
            inputs=("p",),
            differentiable=("p",),
            arguments=(
                "p",
                "m",
            ),
            outputs=("result",),
            numpy=np.polyint,
            numpy_name="polyint",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="polynomial",
            conventions="integration constants k are zero (not supported as arguments).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"p": {"value": [3.0, 2.0, 1.0]}, "grad": [0.3333333333333333, 0.5, 1.0]}
                    ],
                    "cases": [{"p": [4]}, {"p": [3], "m": 2}],
                }
            ),
            line=4887,
            spec="derivatives.yaml",
        ),
        "polyadd": OpInfo(
            name="polyadd",
            signature="polyadd(Tensor a1, Tensor a2) -> Tensor",
            forward=ops.polyadd,
            backward=backward.polyadd_backward,
            jvp=jvp.polyadd_jvp,
            jvp_kind="linear",
            jvp_formula="polyadd(a1_t, a2_t)",
            formulas=MappingProxyType(
                {
                    "a1": "getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a1)[0], None))",
                    "a2": "getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a2)[0], None))",
                }
            ),
            saved=(
                "a1",
                "a2",
            ),
            grads=("grad",),
            inputs=(
                "a1",
                "a2",
            ),
            differentiable=(
                "a1",
                "a2",
            ),
            arguments=(
                "a1",
                "a2",
            ),
            outputs=("result",),
            numpy=np.polyadd,
            numpy_name="polyadd",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="polynomial",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"a1": [3], "a2": [3]}, {"a1": [2], "a2": [4]}, {"a1": [5], "a2": [1]}]}
            ),
            line=4898,
            spec="derivatives.yaml",
        ),
        "polysub": OpInfo(
            name="polysub",
            signature="polysub(Tensor a1, Tensor a2) -> Tensor",
            forward=ops.polysub,
            backward=backward.polysub_backward,
            jvp=jvp.polysub_jvp,
            jvp_kind="linear",
            jvp_formula="polysub(a1_t, a2_t)",
            formulas=MappingProxyType(
                {
                    "a1": "getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a1)[0], None))",
                    "a2": "-getitem(grad, numeric.axis_slice(1, 0, grad.shape[0] - numeric.shape(a2)[0], None))",
                }
            ),
            saved=(
                "a1",
                "a2",
            ),
            grads=("grad",),
            inputs=(
                "a1",
                "a2",
            ),
            differentiable=(
                "a1",
                "a2",
            ),
            arguments=(
                "a1",
                "a2",
            ),
            outputs=("result",),
            numpy=np.polysub,
            numpy_name="polysub",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="polynomial",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"a1": [3], "a2": [3]}, {"a1": [2], "a2": [4]}, {"a1": [5], "a2": [1]}]}
            ),
            line=4908,
            spec="derivatives.yaml",
        ),
        "polymul": OpInfo(
            name="polymul",
            signature="polymul(Tensor a1, Tensor a2) -> Tensor",
            forward=ops.polymul,
            backward=backward.polymul_backward,
            jvp=jvp.polymul_jvp,
            jvp_kind="written",
            jvp_formula="polymul(a1_t, a2) + polymul(a1, a2_t)",
            formulas=MappingProxyType(
                {"a1": 'correlate(grad, a2, "valid")', "a2": 'correlate(grad, a1, "valid")'}
            ),
            saved=(
                "a1",
                "a2",
            ),
            grads=("grad",),
            inputs=(
                "a1",
                "a2",
            ),
            differentiable=(
                "a1",
                "a2",
            ),
            arguments=(
                "a1",
                "a2",
            ),
            outputs=("result",),
            numpy=np.polymul,
            numpy_name="polymul",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="polynomial",
            conventions="the full convolution of the coefficients; its gradients are correlations of the cotangent with the other factor.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a1": {"value": [1.0, 2.0]},
                            "a2": {"value": [1.0, 3.0]},
                            "grad": [[4.0, 4.0], [3.0, 3.0]],
                        }
                    ],
                    "cases": [
                        {"a1": [3], "a2": [3]},
                        {"a1": [2], "a2": [4]},
                        {"a1": [5], "a2": [1]},
                    ],
                }
            ),
            line=4918,
            spec="derivatives.yaml",
        ),
        "vander": OpInfo(
            name="vander",
            signature="vander(Tensor x, int? N=None, bool increasing=False) -> Tensor",
            forward=ops.vander,
            backward=backward.vander_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "x": "zeros_like(x) if numeric.vander_order(x.shape, N) <= 1 else sum(getitem(grad, numeric.vander_columns(numeric.vander_order(x.shape, N), increasing)) * vander(x, numeric.vander_order(x.shape, N) - 1, increasing) * numeric.vander_weights(numeric.vander_order(x.shape, N), increasing, grad.dtype), 1)"
                }
            ),
            saved=(
                "x",
                "N",
                "increasing",
            ),
            grads=("grad",),
            inputs=("x",),
            differentiable=("x",),
            arguments=(
                "x",
                "N",
                "increasing",
            ),
            outputs=("result",),
            numpy=np.vander,
            numpy_name="vander",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="polynomial",
            conventions="x is 1-D; column j holds x ** (N - 1 - j) (x ** j when increasing), whose derivative is the next lower power times its exponent (0 ** 0 = 1).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"x": {"value": [0.0, 2.0]}, "N": 3, "grad": [1.0, 5.0]},
                        {
                            "x": {"value": [0.0, 2.0]},
                            "N": 3,
                            "increasing": True,
                            "grad": [1.0, 5.0],
                        },
                    ],
                    "cases": [
                        {"x": [4]},
                        {"x": [3], "N": 5},
                        {"x": [3], "N": 4, "increasing": True},
                        {"x": [2], "N": 1},
                    ],
                }
            ),
            line=4929,
            spec="derivatives.yaml",
        ),
        "vecdot": OpInfo(
            name="vecdot",
            signature="vecdot(Tensor self, Tensor other, *, int axis=-1) -> Tensor",
            forward=ops.vecdot,
            backward=backward.vecdot_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_dims(grad, axis) * other",
                    "other": "expand_dims(grad, axis) * self",
                }
            ),
            saved=(
                "self",
                "other",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
                "axis",
            ),
            outputs=("result",),
            numpy=np.vecdot,
            numpy_name="vecdot",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="real inputs (NumPy conjugates the first vector of a complex pair); each vector gets the other times the cotangent, summed to its shape.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 2.0]},
                            "other": {"value": [3.0, 4.0]},
                            "grad": [[3.0, 4.0], [1.0, 2.0]],
                        }
                    ],
                    "cases": [
                        {"self": [4], "other": [4]},
                        {"self": [3, 4], "other": [4]},
                        {"self": [2, 1, 3], "other": [4, 3]},
                        {"self": [3, 4], "other": [3, 4], "axis": 0},
                    ],
                }
            ),
            line=4945,
            spec="derivatives.yaml",
        ),
        "matvec": OpInfo(
            name="matvec",
            signature="matvec(Tensor self, Tensor other) -> Tensor",
            forward=ops.matvec,
            backward=backward.matvec_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_dims(grad, -1) * expand_dims(other, -2)",
                    "other": "vecmat(grad, self)",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.matvec,
            numpy_name="matvec",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="real inputs; the matrix gets the outer product of the cotangent and the vector, the vector gets vecmat(cotangent, matrix).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 2.0], [3.0, 4.0]]},
                            "other": {"value": [1.0, 1.0]},
                            "grad": [[[1.0, 1.0], [1.0, 1.0]], [4.0, 6.0]],
                        }
                    ],
                    "cases": [
                        {"self": [3, 4], "other": [4]},
                        {"self": [2, 3, 4], "other": [4]},
                        {"self": [3, 4], "other": [2, 4]},
                    ],
                }
            ),
            line=4960,
            spec="derivatives.yaml",
        ),
        "vecmat": OpInfo(
            name="vecmat",
            signature="vecmat(Tensor self, Tensor other) -> Tensor",
            forward=ops.vecmat,
            backward=backward.vecmat_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "matvec(other, grad)",
                    "other": "expand_dims(self, -1) * expand_dims(grad, -2)",
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.vecmat,
            numpy_name="vecmat",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="real inputs (NumPy conjugates a complex vector); the vector gets matvec(matrix, cotangent), the matrix the outer product of the vector and the cotangent.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [1.0, 1.0]},
                            "other": {"value": [[1.0, 2.0], [3.0, 4.0]]},
                            "grad": [[3.0, 7.0], [[1.0, 1.0], [1.0, 1.0]]],
                        }
                    ],
                    "cases": [
                        {"self": [3], "other": [3, 4]},
                        {"self": [2, 3], "other": [3, 4]},
                        {"self": [3], "other": [2, 3, 4]},
                    ],
                }
            ),
            line=4974,
            spec="derivatives.yaml",
        ),
        "outer.linalg": OpInfo(
            name="outer.linalg",
            signature="outer.linalg(Tensor self, Tensor other) -> Tensor",
            forward=ops.outer_linalg,
            backward=backward.outer_linalg_backward,
            jvp=jvp.outer_linalg_jvp,
            jvp_kind="written",
            jvp_formula="outer(self_t, other) + outer(self, other_t)",
            formulas=MappingProxyType({"self": "grad @ other", "other": "self @ grad"}),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.linalg.outer,
            numpy_name="linalg.outer",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3], "other": [4]}]}),
            line=4988,
            spec="derivatives.yaml",
        ),
        "cross.linalg": OpInfo(
            name="cross.linalg",
            signature="cross.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor",
            forward=ops.cross_linalg,
            backward=backward.cross_linalg_backward,
            jvp=jvp.cross_linalg_jvp,
            jvp_kind="written",
            jvp_formula="cross(self_t, other, axis=axis) + cross(self, other_t, axis=axis)",
            formulas=MappingProxyType(
                {"self": "cross(other, grad, axis=axis)", "other": "cross(grad, self, axis=axis)"}
            ),
            saved=(
                "self",
                "other",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
                "axis",
            ),
            outputs=("result",),
            numpy=np.linalg.cross,
            numpy_name="linalg.cross",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3], "other": [3]},
                        {"self": [4, 3], "other": [3]},
                        {"self": [3, 2], "other": [3, 2], "axis": 0},
                    ]
                }
            ),
            line=4998,
            spec="derivatives.yaml",
        ),
        "diagonal.linalg": OpInfo(
            name="diagonal.linalg",
            signature="diagonal.linalg(Tensor self, *, int offset=0) -> Tensor",
            forward=ops.diagonal_linalg,
            backward=backward.diagonal_linalg_backward,
            jvp=jvp.diagonal_linalg_jvp,
            jvp_kind="linear",
            jvp_formula="diagonal_linalg(self_t, offset=offset)",
            formulas=MappingProxyType({"self": "diagonal_embed(grad, self.shape, offset, -2, -1)"}),
            saved=(
                "self_shape",
                "offset",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "offset",
            ),
            outputs=("result",),
            numpy=np.linalg.diagonal,
            numpy_name="linalg.diagonal",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [2, 3, 3], "offset": 1},
                        {"self": [4, 3], "offset": -1},
                    ]
                }
            ),
            line=5008,
            spec="derivatives.yaml",
        ),
        "trace.linalg": OpInfo(
            name="trace.linalg",
            signature="trace.linalg(Tensor self, *, int offset=0) -> Tensor",
            forward=ops.trace_linalg,
            backward=backward.trace_linalg_backward,
            jvp=jvp.trace_linalg_jvp,
            jvp_kind="linear",
            jvp_formula="trace_linalg(self_t, offset=offset)",
            formulas=MappingProxyType(
                {
                    "self": "diagonal_embed(expand_reduced(grad, numeric.diagonal_shape(self.shape, offset, -2, -1), -1), self.shape, offset, -2, -1)"
                }
            ),
            saved=(
                "self_shape",
                "offset",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "offset",
            ),
            outputs=("result",),
            numpy=np.linalg.trace,
            numpy_name="linalg.trace",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="reduction",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 4]}, {"self": [2, 3, 3], "offset": 1}]}),
            line=5017,
            spec="derivatives.yaml",
        ),
        "matmul.linalg": OpInfo(
            name="matmul.linalg",
            signature="matmul.linalg(Tensor self, Tensor other) -> Tensor",
            forward=ops.matmul_linalg,
            backward=backward.matmul_linalg_backward,
            jvp=jvp.matmul_linalg_jvp,
            jvp_kind="written",
            jvp_formula="self_t @ other + self @ other_t",
            formulas=MappingProxyType(
                {
                    "self": 'reshape(grad, numeric.matmul_shape(self.shape, other.shape)) @ matrix_transpose(reshape(other, numeric.as_matrix(other.shape, "column")))',
                    "other": 'squeeze(matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape)), -1) if other.ndim == 1 else matrix_transpose(reshape(self, numeric.as_matrix(self.shape, "row"))) @ reshape(grad, numeric.matmul_shape(self.shape, other.shape))',
                }
            ),
            saved=(
                "self",
                "other",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
            ),
            outputs=("result",),
            numpy=np.linalg.matmul,
            numpy_name="linalg.matmul",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4], "other": [4, 2]},
                        {"self": [4], "other": [2, 4, 3]},
                        {"self": [3, 1, 2, 4], "other": [5, 4, 2]},
                    ]
                }
            ),
            line=5028,
            spec="derivatives.yaml",
        ),
        "tensordot.linalg": OpInfo(
            name="tensordot.linalg",
            signature="tensordot.linalg(Tensor self, Tensor other, *, int[] axes=2) -> Tensor",
            forward=ops.tensordot_linalg,
            backward=backward.tensordot_linalg_backward,
            jvp=jvp.tensordot_linalg_jvp,
            jvp_kind="written",
            jvp_formula="tensordot(self_t, other, axes) + tensordot(self, other_t, axes)",
            formulas=MappingProxyType(
                {
                    "self, other": 'einsum_terms([self, other, grad], numeric.einsum_grad_plan( numeric.product_subscripts("tensordot", self.shape, other.shape, axes), [self, other]))'
                }
            ),
            saved=(
                "self",
                "other",
                "axes",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
                "axes",
            ),
            outputs=("result",),
            numpy=np.linalg.tensordot,
            numpy_name="linalg.tensordot",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [2, 3, 4], "other": [3, 4, 5]},
                        {"self": [3, 4], "other": [4, 2], "axes": 1},
                    ]
                }
            ),
            line=5046,
            spec="derivatives.yaml",
        ),
        "vecdot.linalg": OpInfo(
            name="vecdot.linalg",
            signature="vecdot.linalg(Tensor self, Tensor other, *, int axis=-1) -> Tensor",
            forward=ops.vecdot_linalg,
            backward=backward.vecdot_linalg_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "expand_dims(grad, axis) * other",
                    "other": "expand_dims(grad, axis) * self",
                }
            ),
            saved=(
                "self",
                "other",
                "axis",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "other",
            ),
            differentiable=(
                "self",
                "other",
            ),
            arguments=(
                "self",
                "other",
                "axis",
            ),
            outputs=("result",),
            numpy=np.linalg.vecdot,
            numpy_name="linalg.vecdot",
            elementwise=False,
            broadcast=True,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [3, 4], "other": [4]},
                        {"self": [3, 4], "other": [3, 4], "axis": 0},
                    ]
                }
            ),
            line=5059,
            spec="derivatives.yaml",
        ),
        "matrix_transpose.linalg": OpInfo(
            name="matrix_transpose.linalg",
            signature="matrix_transpose.linalg(Tensor self) -> Tensor",
            forward=ops.matrix_transpose_linalg,
            backward=backward.matrix_transpose_linalg_backward,
            jvp=jvp.matrix_transpose_linalg_jvp,
            jvp_kind="linear",
            jvp_formula="matrix_transpose_linalg(self_t)",
            formulas=MappingProxyType({"self": "matrix_transpose(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.linalg.matrix_transpose,
            numpy_name="linalg.matrix_transpose",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 4]}, {"self": [2, 3, 4]}]}),
            line=5068,
            spec="derivatives.yaml",
        ),
        "i0.numpy": OpInfo(
            name="i0.numpy",
            signature="i0.numpy(Tensor self) -> Tensor",
            forward=ops.i0_numpy,
            backward=backward.i0_numpy_backward,
            jvp=jvp.i0_numpy_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * i1(self)",
            formulas=MappingProxyType({"self": "grad * i1(self)"}),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.i0,
            numpy_name="i0",
            elementwise=True,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="NumPy's own modified Bessel function of order 0; i0'(x) = i1(x).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "grad": 0.0},
                        {"self": 1.0, "grad": 0.5651591039924851},
                    ],
                    "cases": [{"self": [5]}, {"self": [2, 3]}],
                }
            ),
            line=5077,
            spec="derivatives.yaml",
        ),
        "vector_norm": OpInfo(
            name="vector_norm",
            signature="vector_norm(Tensor self, *, int[]? axis=None, bool keepdims=False, Scalar ord=2) -> Tensor",
            forward=ops.vector_norm,
            backward=backward.vector_norm_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * self / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) if numeric.vector_norm_kind(ord) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) if numeric.vector_norm_kind(ord) == "one" else zeros_like(self) if numeric.vector_norm_kind(ord) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad / astype(sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.vector_norm_kind(ord) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims), ord - 1), 0.0)'
                }
            ),
            saved=(
                "self",
                "result",
                "axis",
                "keepdims",
                "ord",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "axis",
                "keepdims",
                "ord",
            ),
            outputs=("result",),
            numpy=np.linalg.vector_norm,
            numpy_name="linalg.vector_norm",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="the vector norm over axis (every axis by default, of any number of dimensions), with norm's conventions: 0 at the zero vector; the 1-norm's elements at 0 get 0; the inf and -inf norms share the gradient equally between tied maxima (minima); for ord < 1, zero elements get 0; ord=0 (a count) has gradient 0.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [0.0, 0.0, 0.0]}, "grad": [0.0, 0.0, 0.0]},
                        {
                            "self": {"value": [[3.0, 0.0], [0.0, -4.0]]},
                            "grad": [[0.6, 0.0], [0.0, -0.8]],
                        },
                        {
                            "self": {"value": [2.0, 1.0, -2.0]},
                            "ord": float("inf"),
                            "grad": [0.5, 0.0, -0.5],
                        },
                        {"self": {"value": [1.0, 0.0, -2.0]}, "ord": 1, "grad": [1.0, 0.0, -1.0]},
                    ],
                    "cases": [
                        {"self": [5]},
                        {"self": [3, 4]},
                        {"self": [3, 4], "axis": 1, "keepdims": True},
                        {"self": [2, 3, 4], "axis": [0, 2], "ord": 1},
                        {"self": [3, 4], "ord": float("inf")},
                        {"self": [5], "ord": 3},
                        {"self": [5], "ord": 0},
                    ],
                }
            ),
            line=5089,
            spec="derivatives.yaml",
        ),
        "matrix_norm": OpInfo(
            name="matrix_norm",
            signature="matrix_norm(Tensor self, *, bool keepdims=False, Scalar? ord=None) -> Tensor",
            forward=ops.matrix_norm,
            backward=backward.matrix_norm_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * self / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * sign(self) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "one" else zeros_like(self) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), expand_reduced(grad / astype(sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), numeric.norm_axes((-2, -1), self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, (-2, -1), self.ndim) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * sign(self) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), ord - 1), 0.0) if numeric.norm_kind(ord, (-2, -1), self.ndim) == "p" else where(sum(absolute(self), numeric.norm_inner_axis(ord, (-2, -1), self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), expand_reduced(grad * self.shape[numeric.norm_inner_axis(ord, (-2, -1), self.ndim)] / astype(sum(sum(absolute(self), numeric.norm_inner_axis(ord, (-2, -1), self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims), numeric.norm_axes((-2, -1), self.ndim), keepdims=keepdims), numeric.dtype_of(grad)), self.shape, numeric.norm_axes((-2, -1), self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, (-2, -1), self.ndim) in ("columns", "rows") else transpose(reshape(grad, numeric.norm_batch_shape(self.shape, (-2, -1))) * ((svd(transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[0] * expand_dims(numeric.singular_weights( svd(transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[1], ord), -2)) @ svd(transpose(self, numeric.norm_permutation((-2, -1), self.ndim)), False)[2]), numeric.inverse_permutation(numeric.norm_permutation((-2, -1), self.ndim), self.ndim))'
                }
            ),
            saved=(
                "self",
                "result",
                "keepdims",
                "ord",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "keepdims",
                "ord",
            ),
            outputs=("result",),
            numpy=np.linalg.matrix_norm,
            numpy_name="linalg.matrix_norm",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="norm over the last two axes, with norm's conventions for each ord (None is 'fro').",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "grad": [[0.0, 0.0], [0.0, 0.0]],
                        },
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 2.0]]},
                            "ord": 2,
                            "grad": [[0.5, 0.0], [0.0, 0.5]],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4]},
                        {"self": [2, 3, 4], "keepdims": True},
                        {"self": [3, 4], "ord": "nuc"},
                        {"self": [2, 3, 4], "ord": 2},
                        {"self": [3, 4], "ord": 1},
                        {"self": [3, 4], "ord": float("-inf")},
                    ],
                }
            ),
            line=5126,
            spec="derivatives.yaml",
        ),
        "cond": OpInfo(
            name="cond",
            signature="cond(Tensor self, Scalar? p=None) -> Tensor",
            forward=ops.cond,
            backward=backward.cond_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": 'expand_dims(expand_dims(grad / svd(self, False)[1][..., -1], -1), -1) * (expand_dims(svd(self, False)[0][..., :, 0], -1) * expand_dims(svd(self, False)[2][..., 0, :], -2) - expand_dims(expand_dims(result, -1), -1) * expand_dims(svd(self, False)[0][..., :, -1], -1) * expand_dims(svd(self, False)[2][..., -1, :], -2)) if numeric.cond_kind(p) == "two" else expand_dims(expand_dims(grad / svd(self, False)[1][..., 0], -1), -1) * (expand_dims(svd(self, False)[0][..., :, -1], -1) * expand_dims(svd(self, False)[2][..., -1, :], -2) - expand_dims(expand_dims(result, -1), -1) * expand_dims(svd(self, False)[0][..., :, 0], -1) * expand_dims(svd(self, False)[2][..., 0, :], -2)) if numeric.cond_kind(p) == "minus_two" else expand_dims(expand_dims(grad, -1), -1) * (expand_dims(expand_dims(norm(inv(self), None, (-2, -1)) / norm(self, None, (-2, -1)), -1), -1) * self - expand_dims(expand_dims(norm(self, None, (-2, -1)) / norm(inv(self), None, (-2, -1)), -1), -1) * (matrix_transpose(inv(self)) @ inv(self) @ matrix_transpose(inv(self))))'
                }
            ),
            saved=(
                "self",
                "result",
                "p",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "p",
            ),
            outputs=("result",),
            numpy=np.linalg.cond,
            numpy_name="linalg.cond",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="p None or 2: s_max / s_min, whose gradient is (u1 v1^T - cond un vn^T) / s_min from the first and last singular vectors; p=-2 the reciprocal, likewise; p='fro' the product of the Frobenius norms of A and A^-1. Other orders raise ValueError. Where the largest or smallest singular value is repeated, cond is not differentiable and the gradient is the one for the singular vectors the SVD returns.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 1.0]]},
                            "grad": [[1.0, 0.0], [0.0, -2.0]],
                        }
                    ],
                    "matrix": {"self": "invertible"},
                    "cases": [
                        {"self": [3, 3]},
                        {"self": [2, 3, 3]},
                        {"self": [3, 3], "p": -2},
                        {"self": [3, 3], "p": "fro"},
                    ],
                }
            ),
            line=5178,
            spec="derivatives.yaml",
        ),
        "tensorsolve": OpInfo(
            name="tensorsolve",
            signature="tensorsolve(Tensor a, Tensor b, int[]? axes=None) -> Tensor",
            forward=ops.tensorsolve,
            backward=backward.tensorsolve_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "b": "reshape(solve(matrix_transpose(reshape(transpose(a, numeric.tensorsolve_permutation(a.ndim, axes)), numeric.tensorsolve_matrix(numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes)), b.ndim))), reshape(grad, [-1])), b.shape)",
                    "a": "transpose(reshape(-outer(solve(matrix_transpose(reshape(transpose(a, numeric.tensorsolve_permutation(a.ndim, axes)), numeric.tensorsolve_matrix(numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes)), b.ndim))), reshape(grad, [-1])), reshape(result, [-1])), numeric.permuted(a.shape, numeric.tensorsolve_permutation(a.ndim, axes))), numeric.inverse_permutation(numeric.tensorsolve_permutation(a.ndim, axes), a.ndim))",
                }
            ),
            saved=(
                "a",
                "b_shape",
                "result",
                "axes",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
                "axes",
            ),
            outputs=("result",),
            numpy=np.linalg.tensorsolve,
            numpy_name="linalg.tensorsolve",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="a (its axes moved to the end first) is read as a square matrix M with b's size rows; with x = result, b gets solve(M^T, g) and a gets minus its outer product with x.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[2.0, 0.0], [0.0, 4.0]]},
                            "b": {"value": [2.0, 4.0]},
                            "grad": [[[-0.5, -0.5], [-0.25, -0.25]], [0.5, 0.25]],
                        }
                    ],
                    "matrix": {"a": "invertible"},
                    "cases": [
                        {"a": [3, 3], "b": [3]},
                        {
                            "a": {
                                "value": [
                                    [
                                        [[3.012, 0.45], [-0.356, 0.449]],
                                        [[-0.188, 2.923], [0.328, -0.091]],
                                    ],
                                    [
                                        [[0.05, -0.472], [3.254, 0.038]],
                                        [[-0.17, 0.288], [-0.197, 2.953]],
                                    ],
                                ]
                            },
                            "b": [2, 2],
                        },
                        {
                            "a": {
                                "value": [
                                    [[3.012, -0.188], [0.05, -0.17]],
                                    [[0.45, 2.923], [-0.472, 0.288]],
                                    [[-0.356, 0.328], [3.254, -0.197]],
                                    [[0.449, -0.091], [0.038, 2.953]],
                                ]
                            },
                            "b": [2, 2],
                            "axes": [0],
                        },
                    ],
                }
            ),
            line=5211,
            spec="derivatives.yaml",
        ),
        "tensorinv": OpInfo(
            name="tensorinv",
            signature="tensorinv(Tensor a, int ind=2) -> Tensor",
            forward=ops.tensorinv,
            backward=backward.tensorinv_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "reshape(-(matrix_transpose(reshape(result, numeric.tensorinv_result_matrix(a.shape, ind))) @ reshape(grad, numeric.tensorinv_result_matrix(a.shape, ind)) @ matrix_transpose(reshape(result, numeric.tensorinv_result_matrix(a.shape, ind)))), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "result",
                "ind",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "ind",
            ),
            outputs=("result",),
            numpy=np.linalg.tensorinv,
            numpy_name="linalg.tensorinv",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="the inverse of a read as a square matrix M (first ind axes as rows); the gradient is -R^T G R^T with R = M^-1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[2.0, 0.0], [0.0, 4.0]]},
                            "ind": 1,
                            "grad": [[-0.25, -0.125], [-0.125, -0.0625]],
                        }
                    ],
                    "cases": [
                        {
                            "a": {
                                "value": [
                                    [3.012, 0.45, -0.356, 0.449],
                                    [-0.188, 2.923, 0.328, -0.091],
                                    [0.05, -0.472, 3.254, 0.038],
                                    [-0.17, 0.288, -0.197, 2.953],
                                ]
                            },
                            "ind": 1,
                        },
                        {
                            "a": {
                                "value": [
                                    [
                                        [[3.012, 0.45], [-0.356, 0.449]],
                                        [[-0.188, 2.923], [0.328, -0.091]],
                                    ],
                                    [
                                        [[0.05, -0.472], [3.254, 0.038]],
                                        [[-0.17, 0.288], [-0.197, 2.953]],
                                    ],
                                ]
                            }
                        },
                        {
                            "a": {
                                "value": [
                                    [[3.012, 0.45], [-0.356, 0.449]],
                                    [[-0.188, 2.923], [0.328, -0.091]],
                                    [[0.05, -0.472], [3.254, 0.038]],
                                    [[-0.17, 0.288], [-0.197, 2.953]],
                                ]
                            },
                            "ind": 1,
                        },
                    ],
                }
            ),
            line=5231,
            spec="derivatives.yaml",
        ),
        "expm": OpInfo(
            name="expm",
            signature="expm(Tensor self) -> Tensor",
            forward=ops.expm,
            backward=backward.expm_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "getitem(expm(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(self), matrix_transpose(self)], -1)], -2)), numeric.upper_right(self.shape))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="scipy.linalg.expm of a (batch of) square matrices. The gradient is the Fréchet derivative of expm at A^T applied to the cotangent: the upper right block of expm([[A^T, G], [0, A^T]]), built from expm itself, so every order exists.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[0.0, 0.0], [0.0, 0.0]]},
                            "grad": [[1.0, 1.0], [1.0, 1.0]],
                        }
                    ],
                    "domain": [-1, 1],
                    "cases": [{"self": [3, 3]}, {"self": [2, 3, 3]}, {"self": [1, 1]}],
                }
            ),
            line=5250,
            spec="derivatives.yaml",
        ),
        "logm": OpInfo(
            name="logm",
            signature="logm(Tensor self) -> Tensor",
            forward=ops.logm,
            backward=backward.logm_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "getitem(logm(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(self), matrix_transpose(self)], -1)], -2)), numeric.upper_right(self.shape))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.logm, real matrices with a real logarithm (no eigenvalue on the closed negative real axis; otherwise a ValueError). The gradient is the Fréchet derivative of logm at A^T applied to the cotangent, the upper right block of logm([[A^T, G], [0, A^T]]).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[1.0, 0.0], [0.0, 1.0]]},
                            "grad": [[1.0, 1.0], [1.0, 1.0]],
                        }
                    ],
                    "domain": [-0.5, 0.5],
                    "matrix": {"self": "invertible"},
                    "cases": [{"self": [3, 3]}, {"self": [2, 2]}],
                }
            ),
            line=5267,
            spec="derivatives.yaml",
        ),
        "sqrtm": OpInfo(
            name="sqrtm",
            signature="sqrtm(Tensor self) -> Tensor",
            forward=ops.sqrtm,
            backward=backward.sqrtm_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "getitem(sqrtm(concatenate([concatenate([matrix_transpose(self), grad], -1), concatenate([zeros_like(self), matrix_transpose(self)], -1)], -2)), numeric.upper_right(self.shape))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.sqrtm, real matrices with a real principal square root. The gradient solves the Sylvester equation S X + X S = G at A^T, read off the upper right block of sqrtm([[A^T, G], [0, A^T]]).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[4.0, 0.0], [0.0, 4.0]]},
                            "grad": [[0.25, 0.25], [0.25, 0.25]],
                        }
                    ],
                    "domain": [-0.5, 0.5],
                    "matrix": {"self": "invertible"},
                    "cases": [{"self": [3, 3]}, {"self": [2, 2]}],
                }
            ),
            line=5284,
            spec="derivatives.yaml",
        ),
        "solve_triangular": OpInfo(
            name="solve_triangular",
            signature="solve_triangular(Tensor a, Tensor b, Scalar trans=0, bool lower=False, bool unit_diagonal=False) -> Tensor",
            forward=ops.solve_triangular,
            backward=backward.solve_triangular_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "b": "solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal)",
                    "a": "(tril(-(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))), -1 if unit_diagonal else 0) if lower else triu(-(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))), 1 if unit_diagonal else 0)) if numeric.triangular_trans(trans) == 0 else (tril(-(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]))), -1 if unit_diagonal else 0) if lower else triu(-(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_triangular(a, grad, 1 - numeric.triangular_trans(trans), lower, unit_diagonal), [a.shape[-1], -1]))), 1 if unit_diagonal else 0))",
                }
            ),
            saved=(
                "a",
                "result",
                "trans",
                "lower",
                "unit_diagonal",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
                "trans",
                "lower",
                "unit_diagonal",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.solve_triangular (a 2-D); only the triangle scipy reads gets a gradient (not the diagonal when unit_diagonal); trans 'C' (2) is 'T' (1) for real matrices.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[2.0, 1.0], [0.0, 4.0]]},
                            "b": {"value": [2.0, 4.0]},
                            "grad": [[[-0.25, -0.5], [0.0, -0.125]], [0.5, 0.125]],
                        }
                    ],
                    "matrix": {"a": "invertible"},
                    "cases": [
                        {"a": [3, 3], "b": [3]},
                        {"a": [3, 3], "b": [3, 2], "lower": True},
                        {"a": [3, 3], "b": [3], "trans": 1},
                        {
                            "a": [3, 3],
                            "b": [3, 2],
                            "trans": "T",
                            "lower": True,
                            "unit_diagonal": True,
                        },
                    ],
                }
            ),
            line=5301,
            spec="derivatives.yaml",
        ),
        "solve_scipy": OpInfo(
            name="solve_scipy",
            signature="solve_scipy(Tensor a, Tensor b, bool lower=False, str? assume_a=None, bool transposed=False) -> Tensor",
            forward=ops.solve_scipy,
            backward=backward.solve_scipy_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "b": "solve_scipy(a, grad, lower, assume_a, not transposed)",
                    "a": '(-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1])))) if numeric.solve_kind(assume_a) == "general" else fold_triangle(-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))), "L" if lower else "U") if numeric.solve_kind(assume_a) == "symmetric" else tril(triu(-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))))) if numeric.solve_kind(assume_a) == "diagonal" else tril(-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1])))) if numeric.solve_kind(assume_a) == "lower" else triu(-(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]) @ matrix_transpose(reshape(result, [a.shape[-1], -1]))) if not transposed else -(reshape(result, [a.shape[-1], -1]) @ matrix_transpose(reshape(solve_scipy(a, grad, lower, assume_a, not transposed), [a.shape[-1], -1]))))',
                }
            ),
            saved=(
                "a",
                "result",
                "lower",
                "assume_a",
                "transposed",
            ),
            grads=("grad",),
            inputs=(
                "a",
                "b",
            ),
            differentiable=(
                "a",
                "b",
            ),
            arguments=(
                "a",
                "b",
                "lower",
                "assume_a",
                "transposed",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.solve (a 2-D). The gradient goes to what scipy reads: for assume_a 'sym', 'her' and 'pos' the triangle named by lower (the symmetric gradient folded onto it), for 'diagonal' the diagonal, for the triangular kinds their triangle; 'banded' and 'tridiagonal' raise ValueError.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[2.0, 0.0], [0.0, 4.0]]},
                            "b": {"value": [2.0, 4.0]},
                            "grad": [[[-0.5, -0.5], [-0.25, -0.25]], [0.5, 0.25]],
                        }
                    ],
                    "matrix": {"a": "invertible"},
                    "cases": [
                        {"a": [3, 3], "b": [3]},
                        {"a": [3, 3], "b": [3, 2], "transposed": True},
                        {"a": [3, 3], "b": [3], "assume_a": "sym"},
                        {"a": [3, 3], "b": [3, 2], "assume_a": "pos", "lower": True},
                        {"a": [3, 3], "b": [3], "assume_a": "diagonal"},
                        {"a": [3, 3], "b": [3], "assume_a": "upper triangular"},
                        {
                            "a": [3, 3],
                            "b": [3, 2],
                            "assume_a": "lower triangular",
                            "transposed": True,
                        },
                    ],
                }
            ),
            line=5329,
            spec="derivatives.yaml",
        ),
        "cho_factor": OpInfo(
            name="cho_factor",
            signature="cho_factor(Tensor a, bool lower=False) -> (Tensor c, Tensor is_lower)",
            forward=ops.cho_factor,
            backward=backward.cho_factor_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fold_triangle(matrix_transpose(inv(c)) @ (tril_part(matrix_transpose(c) @ tril(grad_c), 0) + tril_part(matrix_transpose(c) @ tril(grad_c), -1)) * 0.5 @ inv(c)) if lower else matrix_transpose(fold_triangle(inv(c) @ (tril_part(c @ tril(matrix_transpose(grad_c)), 0) + tril_part(c @ tril(matrix_transpose(grad_c)), -1)) * 0.5 @ matrix_transpose(inv(c))))"
                }
            ),
            saved=(
                "c",
                "lower",
            ),
            grads=(
                "grad_c",
                "grad_is_lower",
            ),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "lower",
            ),
            outputs=(
                "c",
                "is_lower",
            ),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.cho_factor, with the triangle scipy leaves as junk set to zero (cho_solve never reads it); only the triangle of a that scipy reads (lower or upper) gets a gradient, as cholesky's conventions say.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[4.0, 0.0], [0.0, 9.0]]},
                            "lower": True,
                            "grad": [[0.25, 0.0], [0.5, 0.16666666666666666]],
                        },
                        {
                            "a": {"value": [[4.0, 0.0], [0.0, 9.0]]},
                            "grad": [[0.25, 0.5], [0.0, 0.16666666666666666]],
                        },
                    ],
                    "domain": [-0.5, 0.5],
                    "matrix": {"a": "invertible"},
                    "cases": [{"a": [3, 3]}, {"a": [3, 3], "lower": True}],
                }
            ),
            line=5370,
            spec="derivatives.yaml",
        ),
        "cho_solve": OpInfo(
            name="cho_solve",
            signature="cho_solve(Tensor c, Tensor b, bool lower=False) -> Tensor",
            forward=ops.cho_solve,
            backward=backward.cho_solve_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "b": "cho_solve(c, grad, lower)",
                    "c": "tril(-((reshape(cho_solve(c, grad, lower), [c.shape[-1], -1]) @ matrix_transpose(reshape(result, [c.shape[-1], -1]))) + (reshape(result, [c.shape[-1], -1]) @ matrix_transpose(reshape(cho_solve(c, grad, lower), [c.shape[-1], -1])))) @ tril(c)) if lower else triu(-triu(c) @ ((reshape(cho_solve(c, grad, lower), [c.shape[-1], -1]) @ matrix_transpose(reshape(result, [c.shape[-1], -1]))) + (reshape(result, [c.shape[-1], -1]) @ matrix_transpose(reshape(cho_solve(c, grad, lower), [c.shape[-1], -1])))))",
                }
            ),
            saved=(
                "c",
                "result",
                "lower",
            ),
            grads=("grad",),
            inputs=(
                "c",
                "b",
            ),
            differentiable=(
                "c",
                "b",
            ),
            arguments=(
                "c",
                "b",
                "lower",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.cho_solve((c, lower), b), solving (L L^T) x = b with L the lower (or U^T the upper) triangle of c; with S = -(gb x^T + x gb^T), L gets tril(S L) and U triu(U S).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "c": {"value": [[2.0, 0.0], [0.0, 1.0]]},
                            "b": {"value": [4.0, 1.0]},
                            "lower": True,
                            "grad": [[[-1.0, 0.0], [-2.5, -2.0]], [0.25, 1.0]],
                        }
                    ],
                    "matrix": {"c": "invertible"},
                    "cases": [{"c": [3, 3], "b": [3]}, {"c": [3, 3], "b": [3, 2], "lower": True}],
                }
            ),
            line=5393,
            spec="derivatives.yaml",
        ),
        "lu_factor": OpInfo(
            name="lu_factor",
            signature="lu_factor(Tensor a) -> (Tensor lu, Tensor piv)",
            forward=ops.lu_factor,
            backward=backward.lu_factor_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "getitem(matrix_transpose(solve_triangular(lu, matrix_transpose( solve_triangular(lu, tril(matrix_transpose(tril(lu, -1) + numeric.eye_like(lu)) @ tril(grad_lu, -1), -1) + triu(triu(grad_lu) @ matrix_transpose(triu(lu))), 1, True, True)), 0, False, False)), numeric.lu_unrows(piv))"
                }
            ),
            saved=(
                "lu",
                "piv",
            ),
            grads=(
                "grad_lu",
                "grad_piv",
            ),
            inputs=("a",),
            differentiable=("a",),
            arguments=("a",),
            outputs=(
                "lu",
                "piv",
            ),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.lu_factor of a square matrix, a = P L U with lu = L + U - I; with G_L and G_U the cotangent's strict lower and upper parts, the gradient is P L^-T (tril(L^T G_L, -1) + triu(G_U U^T)) U^-T. The pivots carry no derivative.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [[2.0, 0.0], [0.0, 4.0]]}, "grad": [[1.0, 1.0], [0.5, 1.0]]}
                    ],
                    "matrix": {"a": "invertible"},
                    "cases": [{"a": [3, 3]}, {"a": [4, 4]}],
                }
            ),
            line=5414,
            spec="derivatives.yaml",
        ),
        "lu_solve": OpInfo(
            name="lu_solve",
            signature="lu_solve(Tensor lu, Tensor piv, Tensor b, Scalar trans=0) -> Tensor",
            forward=ops.lu_solve,
            backward=backward.lu_solve_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "b": "lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans))",
                    "lu": "tril(getitem(-(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]) @ matrix_transpose(reshape(result, [lu.shape[-1], -1]))) if numeric.triangular_trans(trans) == 0 else -(reshape(result, [lu.shape[-1], -1]) @ matrix_transpose(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]))), numeric.lu_rows(piv)) @ matrix_transpose(triu(lu)), -1) + triu(matrix_transpose(tril(lu, -1) + numeric.eye_like(lu)) @ getitem(-(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]) @ matrix_transpose(reshape(result, [lu.shape[-1], -1]))) if numeric.triangular_trans(trans) == 0 else -(reshape(result, [lu.shape[-1], -1]) @ matrix_transpose(reshape(lu_solve(lu, piv, grad, 1 - numeric.triangular_trans(trans)), [lu.shape[-1], -1]))), numeric.lu_rows(piv)))",
                    "piv": "non_differentiable",
                }
            ),
            saved=(
                "lu",
                "piv",
                "result",
                "trans",
            ),
            grads=("grad",),
            inputs=(
                "lu",
                "piv",
                "b",
            ),
            differentiable=(
                "lu",
                "b",
            ),
            arguments=(
                "lu",
                "piv",
                "b",
                "trans",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="linear algebra",
            conventions="scipy.linalg.lu_solve((lu, piv), b, trans), with a = P L U read from lu: a gets -gb x^T (-x gb^T for trans 1), then L gets tril(P^T G U^T, -1) and U triu(L^T P^T G).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "lu": {"value": [[2.0, 0.0], [0.0, 4.0]]},
                            "piv": {"value": [0, 1]},
                            "b": {"value": [2.0, 4.0]},
                            "grad": [[[-0.5, -0.5], [-0.5, -0.25]], [0.5, 0.25]],
                        }
                    ],
                    "matrix": {"lu": "invertible"},
                    "cases": [
                        {"lu": [3, 3], "piv": {"value": [2, 1, 2]}, "b": [3]},
                        {"lu": [3, 3], "piv": {"value": [1, 2, 2]}, "b": [3, 2], "trans": 1},
                    ],
                }
            ),
            line=5431,
            spec="derivatives.yaml",
        ),
        "signal_convolve": OpInfo(
            name="signal_convolve",
            signature='signal_convolve(Tensor in1, Tensor in2, str mode="full") -> Tensor',
            forward=ops.signal_convolve,
            backward=backward.signal_convolve_backward,
            jvp=jvp.signal_convolve_jvp,
            jvp_kind="written",
            jvp_formula="signal_convolve(in1_t, in2, mode) + signal_convolve(in1, in2_t, mode)",
            formulas=MappingProxyType(
                {
                    "in1": 'signal_correlate(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), in2, "valid")',
                    "in2": 'signal_correlate(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), in1, "valid")',
                }
            ),
            saved=(
                "in1",
                "in2",
                "mode",
            ),
            grads=("grad",),
            inputs=(
                "in1",
                "in2",
            ),
            differentiable=(
                "in1",
                "in2",
            ),
            arguments=(
                "in1",
                "in2",
                "mode",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="convolution",
            conventions="scipy.signal.convolve, N-D and real (any method: all give these numbers up to rounding). The cotangent of 'same' or 'valid' is padded with zeros to the 'full' size where that output sits; in1 then gets its 'valid' correlation with in2, and in2 with in1.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "in1": {"value": [1.0, 2.0]},
                            "in2": {"value": [1.0, 1.0]},
                            "grad": [[2.0, 2.0], [3.0, 3.0]],
                        }
                    ],
                    "cases": [
                        {"in1": [5], "in2": [3]},
                        {"in1": [4, 5], "in2": [2, 3]},
                        {"in1": [4, 5], "in2": [2, 3], "mode": "same"},
                        {"in1": [4, 5], "in2": [2, 3], "mode": "valid"},
                        {"in1": [2, 3], "in2": [4, 5], "mode": "valid"},
                        {"in1": [3], "in2": [5], "mode": "same"},
                    ],
                }
            ),
            line=5458,
            spec="derivatives.yaml",
        ),
        "signal_correlate": OpInfo(
            name="signal_correlate",
            signature='signal_correlate(Tensor in1, Tensor in2, str mode="full") -> Tensor',
            forward=ops.signal_correlate,
            backward=backward.signal_correlate_backward,
            jvp=jvp.signal_correlate_jvp,
            jvp_kind="written",
            jvp_formula="signal_correlate(in1_t, in2, mode) + signal_correlate(in1, in2_t, mode)",
            formulas=MappingProxyType(
                {
                    "in1": 'signal_convolve(pad(grad, numeric.full_pad(in1.shape, in2.shape, numeric.check_valid_order(in1.shape, in2.shape, mode))), in2, "valid")',
                    "in2": 'flip(signal_correlate(pad(grad, numeric.full_pad(in1.shape, in2.shape, numeric.check_valid_order(in1.shape, in2.shape, mode))), in1, "valid"))',
                }
            ),
            saved=(
                "in1",
                "in2",
                "mode",
            ),
            grads=("grad",),
            inputs=(
                "in1",
                "in2",
            ),
            differentiable=(
                "in1",
                "in2",
            ),
            arguments=(
                "in1",
                "in2",
                "mode",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="convolution",
            conventions="scipy.signal.correlate, N-D and real: convolve(in1, flip(in2)); the cotangent is padded to the 'full' size as in signal_convolve. 'valid' with in2 larger than in1 (which scipy answers by swapping them) raises NotImplementedError.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "in1": {"value": [1.0, 2.0, 3.0]},
                            "in2": {"value": [1.0, 1.0]},
                            "mode": "valid",
                            "grad": [[1.0, 2.0, 1.0], [3.0, 5.0]],
                        }
                    ],
                    "cases": [
                        {"in1": [5], "in2": [3]},
                        {"in1": [4, 5], "in2": [2, 3]},
                        {"in1": [4, 5], "in2": [2, 3], "mode": "same"},
                        {"in1": [4, 5], "in2": [2, 3], "mode": "valid"},
                        {"in1": [3], "in2": [5], "mode": "same"},
                    ],
                }
            ),
            line=5478,
            spec="derivatives.yaml",
        ),
        "fftconvolve": OpInfo(
            name="fftconvolve",
            signature='fftconvolve(Tensor in1, Tensor in2, str mode="full") -> Tensor',
            forward=ops.fftconvolve,
            backward=backward.fftconvolve_backward,
            jvp=jvp.fftconvolve_jvp,
            jvp_kind="written",
            jvp_formula="fftconvolve(in1_t, in2, mode) + fftconvolve(in1, in2_t, mode)",
            formulas=MappingProxyType(
                {
                    "in1": 'fftconvolve(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), flip(in2), "valid")',
                    "in2": 'fftconvolve(pad(grad, numeric.full_pad(in1.shape, in2.shape, mode)), flip(in1), "valid")',
                }
            ),
            saved=(
                "in1",
                "in2",
                "mode",
            ),
            grads=("grad",),
            inputs=(
                "in1",
                "in2",
            ),
            differentiable=(
                "in1",
                "in2",
            ),
            arguments=(
                "in1",
                "in2",
                "mode",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="convolution",
            conventions="scipy.signal.fftconvolve over every axis (axes is not supported), real; the gradients are those of signal_convolve, computed with fftconvolve.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "in1": {"value": [1.0, 2.0]},
                            "in2": {"value": [1.0, 1.0]},
                            "grad": [[2.0, 2.0], [3.0, 3.0]],
                        }
                    ],
                    "cases": [
                        {"in1": [5], "in2": [3]},
                        {"in1": [4, 5], "in2": [2, 3], "mode": "same"},
                        {"in1": [4, 5], "in2": [2, 3], "mode": "valid"},
                    ],
                }
            ),
            line=5497,
            spec="derivatives.yaml",
        ),
        "broadcast_arrays": OpInfo(
            name="broadcast_arrays",
            signature="broadcast_arrays(Tensor[] args) -> Tensor[]",
            forward=ops.broadcast_arrays,
            backward=backward.broadcast_arrays_backward,
            jvp=jvp.broadcast_arrays_jvp,
            jvp_kind="linear",
            jvp_formula="broadcast_arrays(args_t)",
            formulas=MappingProxyType({"args": "sum_each_to(grad, args)"}),
            saved=("args",),
            grads=("grad",),
            inputs=("args",),
            differentiable=("args",),
            arguments=("args",),
            outputs=("result",),
            numpy=np.broadcast_arrays,
            numpy_name="broadcast_arrays",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=True,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"args": [[3, 1], [4]]}, {"args": [[2, 3], [], [1, 3]]}]}
            ),
            line=5513,
            spec="derivatives.yaml",
        ),
        "sum_each_to": OpInfo(
            name="sum_each_to",
            signature="sum_each_to(Tensor[] self, Tensor[] like) -> Tensor[]",
            forward=ops.sum_each_to,
            backward=backward.sum_each_to_backward,
            jvp=jvp.sum_each_to_jvp,
            jvp_kind="linear",
            jvp_formula="sum_each_to(self_t, like)",
            formulas=MappingProxyType(
                {"self": "broadcast_each_to(grad, self)", "like": "non_differentiable"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=(
                "self",
                "like",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "like",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [[3, 4], [3, 4]], "like": [[3, 1], [4]]}]}),
            line=5525,
            spec="derivatives.yaml",
        ),
        "broadcast_each_to": OpInfo(
            name="broadcast_each_to",
            signature="broadcast_each_to(Tensor[] self, Tensor[] like) -> Tensor[]",
            forward=ops.broadcast_each_to,
            backward=backward.broadcast_each_to_backward,
            jvp=jvp.broadcast_each_to_jvp,
            jvp_kind="linear",
            jvp_formula="broadcast_each_to(self_t, like)",
            formulas=MappingProxyType(
                {"self": "sum_each_to(grad, self)", "like": "non_differentiable"}
            ),
            saved=("self",),
            grads=("grad",),
            inputs=(
                "self",
                "like",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "like",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [[3, 1], [4]], "like": [[3, 4], [3, 4]]}]}),
            line=5536,
            spec="derivatives.yaml",
        ),
        "meshgrid": OpInfo(
            name="meshgrid",
            signature='meshgrid(Tensor[] xi, *, bool copy=True, bool sparse=False, str indexing="xy") -> Tensor[]',
            forward=ops.meshgrid,
            backward=backward.meshgrid_backward,
            jvp=jvp.meshgrid_jvp,
            jvp_kind="linear",
            jvp_formula="meshgrid(xi_t, copy=copy, sparse=sparse, indexing=indexing)",
            formulas=MappingProxyType({"xi": "unmesh(grad, xi, indexing)"}),
            saved=(
                "xi",
                "indexing",
            ),
            grads=("grad",),
            inputs=("xi",),
            differentiable=("xi",),
            arguments=(
                "xi",
                "copy",
                "sparse",
                "indexing",
            ),
            outputs=("result",),
            numpy=np.meshgrid,
            numpy_name="meshgrid",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=True,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"xi": [[3], [4]]},
                        {"xi": [[3], [4], [2]], "indexing": "ij"},
                        {"xi": [[3], [2]], "sparse": True},
                        {"xi": [[5]]},
                    ]
                }
            ),
            line=5547,
            spec="derivatives.yaml",
        ),
        "unmesh": OpInfo(
            name="unmesh",
            signature='unmesh(Tensor[] self, Tensor[] xi, str indexing="xy") -> Tensor[]',
            forward=ops.unmesh,
            backward=backward.unmesh_backward,
            jvp=jvp.unmesh_jvp,
            jvp_kind="linear",
            jvp_formula="unmesh(self_t, xi, indexing)",
            formulas=MappingProxyType(
                {
                    "self": "meshgrid(grad, indexing=indexing, sparse=numeric.mesh_is_sparse(self))",
                    "xi": "non_differentiable",
                }
            ),
            saved=(
                "self",
                "indexing",
            ),
            grads=("grad",),
            inputs=(
                "self",
                "xi",
            ),
            differentiable=("self",),
            arguments=(
                "self",
                "xi",
                "indexing",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [[4, 3], [4, 3]], "xi": [[3], [4]]},
                        {"self": [[3, 1], [1, 2]], "xi": [[3], [2]], "indexing": "ij"},
                    ]
                }
            ),
            line=5563,
            spec="derivatives.yaml",
        ),
        "unstack.numpy": OpInfo(
            name="unstack.numpy",
            signature="unstack.numpy(Tensor x, *, int axis=0) -> Tensor[]",
            forward=ops.unstack_numpy,
            backward=backward.unstack_numpy_backward,
            jvp=jvp.unstack_numpy_jvp,
            jvp_kind="linear",
            jvp_formula="unstack_numpy(x_t, axis=axis)",
            formulas=MappingProxyType({"x": "stack(grad, axis)"}),
            saved=("axis",),
            grads=("grad",),
            inputs=("x",),
            differentiable=("x",),
            arguments=(
                "x",
                "axis",
            ),
            outputs=("result",),
            numpy=np.unstack,
            numpy_name="unstack",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="shape",
            conventions="",
            tests=MappingProxyType({"cases": [{"x": [3, 2]}, {"x": [2, 3, 4], "axis": -1}]}),
            line=5574,
            spec="derivatives.yaml",
        ),
        "pad_copy": OpInfo(
            name="pad_copy",
            signature='pad_copy(Tensor self, int[] pad_width, str mode="edge") -> Tensor',
            forward=ops.pad_copy,
            backward=backward.pad_copy_backward,
            jvp=jvp.pad_copy_jvp,
            jvp_kind="written",
            jvp_formula="pad_copy(self_t, pad_width, mode)",
            formulas=MappingProxyType({"self": "unpad(grad, self.shape, pad_width, mode)"}),
            saved=(
                "self_shape",
                "pad_width",
                "mode",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "pad_width",
                "mode",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="shape",
            conventions="np.pad in the modes that copy elements outward: edge, reflect, symmetric and wrap (reflect_type 'even'; traced np.pad calls in these modes come here, other modes than these and constant raise ValueError). Each element gets the cotangents of all its copies.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": {"value": [1.0, 2.0]}, "pad_width": 1, "grad": [2.0, 2.0]},
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "pad_width": 1,
                            "mode": "reflect",
                            "grad": [1.0, 3.0, 1.0],
                        },
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "pad_width": 1,
                            "mode": "symmetric",
                            "grad": [2.0, 1.0, 2.0],
                        },
                        {
                            "self": {"value": [1.0, 2.0, 3.0]},
                            "pad_width": [2, 1],
                            "mode": "wrap",
                            "grad": [2.0, 2.0, 2.0],
                        },
                    ],
                    "cases": [
                        {"self": [3, 4], "pad_width": [[1, 2], [3, 0]]},
                        {"self": [4], "pad_width": [3, 5], "mode": "reflect"},
                        {"self": [3, 2], "pad_width": 2, "mode": "symmetric"},
                        {"self": [2, 3], "pad_width": [[0, 3], [4, 1]], "mode": "wrap"},
                        {"self": [1, 3], "pad_width": 1, "mode": "reflect"},
                    ],
                }
            ),
            line=5583,
            spec="derivatives.yaml",
        ),
        "unpad": OpInfo(
            name="unpad",
            signature="unpad(Tensor self, int[] shape, int[] pad_width, str mode) -> Tensor",
            forward=ops.unpad,
            backward=backward.unpad_backward,
            jvp=jvp.unpad_jvp,
            jvp_kind="linear",
            jvp_formula="unpad(self_t, shape, pad_width, mode)",
            formulas=MappingProxyType({"self": "pad_copy(grad, pad_width, mode)"}),
            saved=(
                "pad_width",
                "mode",
            ),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
                "pad_width",
                "mode",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"self": [5, 6], "shape": [3, 4], "pad_width": 1, "mode": "edge"},
                        {"self": [8], "shape": [3], "pad_width": [3, 2], "mode": "reflect"},
                        {
                            "self": [4, 5],
                            "shape": [2, 3],
                            "pad_width": [[1, 1], [0, 2]],
                            "mode": "wrap",
                        },
                    ]
                }
            ),
            line=5606,
            spec="derivatives.yaml",
        ),
        "zeta": OpInfo(
            name="zeta",
            signature="zeta(Tensor x, Tensor? q=None) -> Tensor",
            forward=ops.zeta,
            backward=backward.zeta_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "x": "sum_to(grad * zeta_derivative(x, q, 1), numeric.shape(x))",
                    "q": "None if q is None else sum_to(-grad * x * zeta(x + 1, q), numeric.shape(q))",
                }
            ),
            saved=(
                "x",
                "q",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "q",
            ),
            differentiable=(
                "x",
                "q",
            ),
            arguments=(
                "x",
                "q",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="special",
            conventions="Hurwitz's zeta(x, q), Riemann's when q is None (q = 1). d/dq = -x zeta(x + 1, q); d/dx has no closed form and is evaluated with mpmath (zeta_derivative, slow: one mpmath call per element), so every order exists in both arguments.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"x": 2.0, "grad": -0.9375482543158438},
                        {"x": 2.5, "q": 1.5, "grad": [-0.4648123481394763, -0.7677404111428353]},
                    ],
                    "domain": {"x": [1.5, 4], "q": [0.5, 3]},
                    "cases": [{"x": [4]}, {"x": [3, 1], "q": [4]}, {"x": [], "q": [3]}],
                }
            ),
            line=5622,
            spec="derivatives.yaml",
        ),
        "zeta_derivative": OpInfo(
            name="zeta_derivative",
            signature="zeta_derivative(Tensor x, Tensor? q, int order) -> Tensor",
            forward=ops.zeta_derivative,
            backward=backward.zeta_derivative_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "x": "sum_to(grad * zeta_derivative(x, q, order + 1), numeric.shape(x))",
                    "q": "None if q is None else sum_to(-grad * (x * zeta_derivative(x + 1, q, order) + order * (zeta(x + 1, q) if order == 1 else zeta_derivative(x + 1, q, order - 1))), numeric.shape(q))",
                }
            ),
            saved=(
                "x",
                "q",
                "order",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "q",
            ),
            differentiable=(
                "x",
                "q",
            ),
            arguments=(
                "x",
                "q",
                "order",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"x": [3], "q": [3], "order": 1},
                        {"x": [2, 1], "q": [3], "order": 2},
                    ],
                    "domain": {"x": [1.5, 4], "q": [0.5, 3]},
                }
            ),
            line=5636,
            spec="derivatives.yaml",
        ),
        "fftshift": OpInfo(
            name="fftshift",
            signature="fftshift(Tensor x, int[]? axes=None) -> Tensor",
            forward=ops.fftshift,
            backward=backward.fftshift_backward,
            jvp=jvp.fftshift_jvp,
            jvp_kind="linear",
            jvp_formula="fftshift(x_t, axes)",
            formulas=MappingProxyType({"x": "ifftshift(grad, axes)"}),
            saved=("axes",),
            grads=("grad",),
            inputs=("x",),
            differentiable=("x",),
            arguments=(
                "x",
                "axes",
            ),
            outputs=("result",),
            numpy=np.fft.fftshift,
            numpy_name="fft.fftshift",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="fft",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"x": [5]},
                        {"x": [4, 5]},
                        {"x": [3, 4, 2], "axes": [0, 2]},
                        {"x": [4, 3], "axes": 1},
                    ]
                }
            ),
            line=5652,
            spec="derivatives.yaml",
        ),
        "ifftshift": OpInfo(
            name="ifftshift",
            signature="ifftshift(Tensor x, int[]? axes=None) -> Tensor",
            forward=ops.ifftshift,
            backward=backward.ifftshift_backward,
            jvp=jvp.ifftshift_jvp,
            jvp_kind="linear",
            jvp_formula="ifftshift(x_t, axes)",
            formulas=MappingProxyType({"x": "fftshift(grad, axes)"}),
            saved=("axes",),
            grads=("grad",),
            inputs=("x",),
            differentiable=("x",),
            arguments=(
                "x",
                "axes",
            ),
            outputs=("result",),
            numpy=np.fft.ifftshift,
            numpy_name="fft.ifftshift",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="fft",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"x": [5]},
                        {"x": [4, 5]},
                        {"x": [3, 4, 2], "axes": [0, 2]},
                        {"x": [4, 3], "axes": 1},
                    ]
                }
            ),
            line=5661,
            spec="derivatives.yaml",
        ),
        "polyfit": OpInfo(
            name="polyfit",
            signature="polyfit(Tensor x, Tensor y, int deg, float? rcond=None) -> Tensor",
            forward=ops.polyfit,
            backward=backward.polyfit_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "y": "reshape(vander(x, deg + 1) @ solve(matrix_transpose(vander(x, deg + 1)) @ vander(x, deg + 1), reshape(grad, [deg + 1, -1])), numeric.shape(y))",
                    "x": "zeros_like(x) if deg == 0 else sum(((reshape(y, [numeric.shape(x)[0], -1]) - vander(x, deg + 1) @ reshape(result, [deg + 1, -1])) @ matrix_transpose(solve(matrix_transpose(vander(x, deg + 1)) @ vander(x, deg + 1), reshape(grad, [deg + 1, -1]))) - (vander(x, deg + 1) @ solve(matrix_transpose(vander(x, deg + 1)) @ vander(x, deg + 1), reshape(grad, [deg + 1, -1]))) @ matrix_transpose(reshape(result, [deg + 1, -1])))[:, :deg] * vander(x, deg) * numeric.vander_weights(deg + 1, False, grad.dtype), 1)",
                }
            ),
            saved=(
                "x",
                "y",
                "result",
                "deg",
            ),
            grads=("grad",),
            inputs=(
                "x",
                "y",
            ),
            differentiable=(
                "x",
                "y",
            ),
            arguments=(
                "x",
                "y",
                "deg",
                "rcond",
            ),
            outputs=("result",),
            numpy=np.polyfit,
            numpy_name="polyfit",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="polynomial",
            conventions="the least-squares fit p = (V^T V)^-1 V^T y with V = vander(x, deg + 1) of full column rank (y 1-D or one fit per column); y gets V (V^T V)^-1 g, and x gets, through V, r a^T - V a p^T with a = (V^T V)^-1 g and r = y - V p. w, full and cov are not supported.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "x": {"value": [0.0, 1.0, 2.0]},
                            "y": {"value": [1.0, 3.0, 5.0]},
                            "deg": 1,
                            "grad": [
                                [-0.6666666666666666, -0.6666666666666666, -0.6666666666666666],
                                [0.3333333333333333, 0.3333333333333333, 0.3333333333333333],
                            ],
                        }
                    ],
                    "cases": [
                        {"x": [5], "y": [5], "deg": 2},
                        {"x": [6], "y": [6, 2], "deg": 3},
                        {"x": [4], "y": [4], "deg": 0},
                        {"x": [3], "y": [3], "deg": 2},
                    ],
                }
            ),
            line=5670,
            spec="derivatives.yaml",
        ),
        "fft": OpInfo(
            name="fft",
            signature="fft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor",
            forward=ops.fft,
            backward=backward.fft_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"a": "fft_resize(fft(grad, None, axis, norm), a.shape)"}),
            saved=(
                "a_shape",
                "axis",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "n",
                "axis",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.fft,
            numpy_name="fft.fft",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the discrete Fourier transform is linear; with n (s) the input is cropped or zero-padded first, and the gradient is the transform of the cotangent cropped or padded back; every norm.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [1.0, 2.0, 3.0, 4.0]}, "grad": [4.0, 0.0, 0.0, 0.0]},
                        {
                            "a": {"value": [1.0, 2.0, 3.0, 4.0]},
                            "norm": "ortho",
                            "grad": [2.0, 0.0, 0.0, 0.0],
                        },
                    ],
                    "cases": [
                        {"a": [8]},
                        {"a": [3, 6], "n": 8},
                        {"a": [6, 3], "n": 4, "axis": 0, "norm": "ortho"},
                        {"a": [5], "norm": "forward"},
                        {"a": [7], "norm": "backward"},
                    ],
                }
            ),
            line=5696,
            spec="derivatives.yaml",
        ),
        "ifft": OpInfo(
            name="ifft",
            signature="ifft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor",
            forward=ops.ifft,
            backward=backward.ifft_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"a": "fft_resize(ifft(grad, None, axis, norm), a.shape)"}),
            saved=(
                "a_shape",
                "axis",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "n",
                "axis",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.ifft,
            numpy_name="fft.ifft",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the discrete Fourier transform is linear; with n (s) the input is cropped or zero-padded first, and the gradient is the transform of the cotangent cropped or padded back; every norm.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [1.0, 2.0, 3.0, 4.0]}, "grad": [1.0, 0.0, 0.0, 0.0]},
                        {"a": {"value": [1.0, 2.0]}, "n": 4, "norm": "forward", "grad": [4.0, 0.0]},
                    ],
                    "cases": [
                        {"a": [8]},
                        {"a": [3, 6], "n": 8},
                        {"a": [6, 3], "n": 4, "axis": 0, "norm": "ortho"},
                        {"a": [5], "norm": "forward"},
                        {"a": [7], "norm": "backward"},
                    ],
                }
            ),
            line=5713,
            spec="derivatives.yaml",
        ),
        "rfft": OpInfo(
            name="rfft",
            signature="rfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor",
            forward=ops.rfft,
            backward=backward.rfft_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(fft(fft_resize(grad, numeric.with_lengths(grad.shape, axis, numeric.real_length(a.shape, axis, n))), None, axis, norm), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "n",
                "axis",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "n",
                "axis",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.rfft,
            numpy_name="fft.rfft",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="fft",
            conventions="real input: the half spectrum of fft; the cotangent is zero-padded to the full length and transformed (a real input takes the real part).",
            tests=MappingProxyType(
                {
                    "edges": [{"a": {"value": [1.0, 2.0, 3.0, 4.0]}, "grad": [3.0, 0.0, 1.0, 0.0]}],
                    "cases": [
                        {"a": [8]},
                        {"a": [3, 6], "n": 8},
                        {"a": [6, 3], "n": 4, "axis": 0, "norm": "ortho"},
                        {"a": [5], "norm": "forward"},
                        {"a": [7], "norm": "backward"},
                    ],
                }
            ),
            line=5730,
            spec="derivatives.yaml",
        ),
        "irfft": OpInfo(
            name="irfft",
            signature="irfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor",
            forward=ops.irfft,
            backward=backward.irfft_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(conjugate(numeric.half_weights(grad.shape[axis], axis, grad.ndim, grad.dtype) * fft_resize(fft(grad, None, axis, numeric.dual_norm(norm)), numeric.with_lengths(grad.shape, axis, grad.shape[axis] // 2 + 1))), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "axis",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "n",
                "axis",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.irfft,
            numpy_name="fft.irfft",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the real signal of length n (2 (m - 1) by default) whose half spectrum is a; NumPy ignores the imaginary parts of the zero (and even-n Nyquist) coefficients, which get none; the other coefficients stand for two and are weighed 2 (as in JAX).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [1.0, 0.0, 0.0]}, "grad": [1.0, 0.0, 0.0]},
                        {"a": {"value": [1.0, 0.0, 0.0]}, "n": 5, "grad": [1.0, 0.0, 0.0]},
                    ],
                    "cases": [
                        {"a": [5]},
                        {"a": [3, 5], "n": 8},
                        {"a": [6, 3], "n": 4, "axis": 0, "norm": "ortho"},
                        {"a": [4], "n": 7, "norm": "forward"},
                        {"a": [4], "n": 5},
                    ],
                }
            ),
            line=5746,
            spec="derivatives.yaml",
        ),
        "hfft": OpInfo(
            name="hfft",
            signature="hfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor",
            forward=ops.hfft,
            backward=backward.hfft_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(numeric.half_weights(grad.shape[axis], axis, grad.ndim, grad.dtype) * fft_resize(fft(grad, None, axis, norm), numeric.with_lengths(grad.shape, axis, grad.shape[axis] // 2 + 1)), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "axis",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "n",
                "axis",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.hfft,
            numpy_name="fft.hfft",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="irfft of conj(a) with the other direction's scaling; gradients as irfft's, conjugated.",
            tests=MappingProxyType(
                {
                    "edges": [{"a": {"value": [1.0, 0.0, 0.0]}, "grad": [4.0, 0.0, 0.0]}],
                    "cases": [
                        {"a": [5]},
                        {"a": [3, 5], "n": 8},
                        {"a": [6, 3], "n": 4, "axis": 0, "norm": "ortho"},
                        {"a": [4], "n": 7, "norm": "forward"},
                        {"a": [4], "n": 5},
                    ],
                }
            ),
            line=5763,
            spec="derivatives.yaml",
        ),
        "ihfft": OpInfo(
            name="ihfft",
            signature="ihfft(Tensor a, int? n=None, int axis=-1, str? norm=None) -> Tensor",
            forward=ops.ihfft,
            backward=backward.ihfft_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(fft(fft_resize(conjugate(grad), numeric.with_lengths(grad.shape, axis, numeric.real_length(a.shape, axis, n))), None, axis, numeric.swap_norm(norm)), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "n",
                "axis",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "n",
                "axis",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.ihfft,
            numpy_name="fft.ihfft",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="fft",
            conventions="conj(rfft(a)) with the other direction's scaling (real input).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [1.0, 2.0, 3.0, 4.0]}, "grad": [0.75, 0.0, 0.25, 0.0]}
                    ],
                    "cases": [
                        {"a": [8]},
                        {"a": [3, 6], "n": 8},
                        {"a": [6, 3], "n": 4, "axis": 0, "norm": "ortho"},
                        {"a": [5], "norm": "forward"},
                        {"a": [7], "norm": "backward"},
                    ],
                }
            ),
            line=5780,
            spec="derivatives.yaml",
        ),
        "fftn": OpInfo(
            name="fftn",
            signature="fftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor",
            forward=ops.fftn,
            backward=backward.fftn_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(fftn(grad, None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "s",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.fftn,
            numpy_name="fft.fftn",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the discrete Fourier transform is linear; with n (s) the input is cropped or zero-padded first, and the gradient is the transform of the cotangent cropped or padded back; every norm.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [[1.0, 2.0], [3.0, 4.0]]}, "grad": [[4.0, 0.0], [0.0, 0.0]]}
                    ],
                    "cases": [
                        {"a": [4, 6]},
                        {"a": [3, 4, 5], "s": [6, 3], "norm": "ortho"},
                        {"a": [3, 4, 5], "axes": [0, 2], "norm": "forward"},
                        {"a": [4, 5], "s": [3, 8], "axes": [1, 0]},
                    ],
                }
            ),
            line=5796,
            spec="derivatives.yaml",
        ),
        "ifftn": OpInfo(
            name="ifftn",
            signature="ifftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor",
            forward=ops.ifftn,
            backward=backward.ifftn_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(ifftn(grad, None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "s",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.ifftn,
            numpy_name="fft.ifftn",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the discrete Fourier transform is linear; with n (s) the input is cropped or zero-padded first, and the gradient is the transform of the cotangent cropped or padded back; every norm.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [[1.0, 2.0], [3.0, 4.0]]}, "grad": [[1.0, 0.0], [0.0, 0.0]]}
                    ],
                    "cases": [
                        {"a": [4, 6]},
                        {"a": [3, 4, 5], "s": [6, 3], "norm": "ortho"},
                        {"a": [3, 4, 5], "axes": [0, 2], "norm": "forward"},
                        {"a": [4, 5], "s": [3, 8], "axes": [1, 0]},
                    ],
                }
            ),
            line=5812,
            spec="derivatives.yaml",
        ),
        "fft2": OpInfo(
            name="fft2",
            signature="fft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor",
            forward=ops.fft2,
            backward=backward.fft2_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"a": "fft_resize(fftn(grad, None, axes, norm), a.shape)"}),
            saved=(
                "a_shape",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.fft2,
            numpy_name="fft.fft2",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the discrete Fourier transform is linear; with n (s) the input is cropped or zero-padded first, and the gradient is the transform of the cotangent cropped or padded back; every norm.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [[1.0, 2.0], [3.0, 4.0]]}, "grad": [[4.0, 0.0], [0.0, 0.0]]}
                    ],
                    "cases": [
                        {"a": [4, 6]},
                        {"a": [2, 4, 5], "s": [6, 3], "norm": "ortho"},
                        {"a": [4, 5, 3], "axes": [0, 1], "norm": "forward"},
                    ],
                }
            ),
            line=5828,
            spec="derivatives.yaml",
        ),
        "ifft2": OpInfo(
            name="ifft2",
            signature="ifft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor",
            forward=ops.ifft2,
            backward=backward.ifft2_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"a": "fft_resize(ifftn(grad, None, axes, norm), a.shape)"}),
            saved=(
                "a_shape",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.ifft2,
            numpy_name="fft.ifft2",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the discrete Fourier transform is linear; with n (s) the input is cropped or zero-padded first, and the gradient is the transform of the cotangent cropped or padded back; every norm.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"a": {"value": [[1.0, 2.0], [3.0, 4.0]]}, "grad": [[1.0, 0.0], [0.0, 0.0]]}
                    ],
                    "cases": [
                        {"a": [4, 6]},
                        {"a": [2, 4, 5], "s": [6, 3], "norm": "ortho"},
                        {"a": [4, 5, 3], "axes": [0, 1], "norm": "forward"},
                    ],
                }
            ),
            line=5843,
            spec="derivatives.yaml",
        ),
        "rfftn": OpInfo(
            name="rfftn",
            signature="rfftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor",
            forward=ops.rfftn,
            backward=backward.rfftn_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(fftn(fft_resize(grad, numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], numeric.real_length(a.shape, numeric.fft_axes(a.ndim, s, axes)[-1], None if s is None else s[-1]))), None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "s",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.rfftn,
            numpy_name="fft.rfftn",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="fft",
            conventions="real input: fft over every axis but the last transformed one, rfft over that one; the cotangent is zero-padded to the full last length and transformed.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]},
                            "grad": [[6.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                        }
                    ],
                    "cases": [
                        {"a": [4, 6]},
                        {"a": [3, 4, 5], "s": [6, 3], "norm": "ortho"},
                        {"a": [3, 4, 5], "axes": [0, 2], "norm": "forward"},
                        {"a": [4, 5], "s": [3, 8], "axes": [1, 0]},
                    ],
                }
            ),
            line=5858,
            spec="derivatives.yaml",
        ),
        "irfftn": OpInfo(
            name="irfftn",
            signature="irfftn(Tensor a, int[]? s=None, int[]? axes=None, str? norm=None) -> Tensor",
            forward=ops.irfftn,
            backward=backward.irfftn_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(conjugate(numeric.half_weights(grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]], numeric.fft_axes(a.ndim, s, axes)[-1], grad.ndim, grad.dtype) * fft_resize(fftn(grad, None, numeric.fft_axes(a.ndim, s, axes), numeric.dual_norm(norm)), numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]] // 2 + 1))), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "s",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.irfftn,
            numpy_name="fft.irfftn",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="the inverse of rfftn: the last transformed axis is the half spectrum, its coefficients weighed as in irfft.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]},
                            "grad": [[1.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                        }
                    ],
                    "cases": [
                        {"a": [4, 3]},
                        {"a": [3, 4, 3], "s": [6, 4], "norm": "ortho"},
                        {"a": [3, 4, 5], "axes": [0, 2], "norm": "forward"},
                        {"a": [4, 5], "s": [3, 7], "axes": [1, 0]},
                    ],
                }
            ),
            line=5873,
            spec="derivatives.yaml",
        ),
        "rfft2": OpInfo(
            name="rfft2",
            signature="rfft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor",
            forward=ops.rfft2,
            backward=backward.rfft2_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(fftn(fft_resize(grad, numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], numeric.real_length(a.shape, numeric.fft_axes(a.ndim, s, axes)[-1], None if s is None else s[-1]))), None, numeric.fft_axes(a.ndim, s, axes), norm), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "s",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.rfft2,
            numpy_name="fft.rfft2",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=False,
            category="fft",
            conventions="rfftn over two axes.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]},
                            "grad": [[6.0, 0.0, 2.0, 0.0], [0.0, 0.0, 0.0, 0.0]],
                        }
                    ],
                    "cases": [
                        {"a": [4, 6]},
                        {"a": [2, 4, 5], "s": [6, 3], "norm": "ortho"},
                        {"a": [4, 5, 3], "axes": [0, 1], "norm": "forward"},
                    ],
                }
            ),
            line=5889,
            spec="derivatives.yaml",
        ),
        "irfft2": OpInfo(
            name="irfft2",
            signature="irfft2(Tensor a, int[]? s=None, int[] axes=(-2, -1), str? norm=None) -> Tensor",
            forward=ops.irfft2,
            backward=backward.irfft2_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "a": "fft_resize(conjugate(numeric.half_weights(grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]], numeric.fft_axes(a.ndim, s, axes)[-1], grad.ndim, grad.dtype) * fft_resize(fftn(grad, None, numeric.fft_axes(a.ndim, s, axes), numeric.dual_norm(norm)), numeric.with_lengths(grad.shape, numeric.fft_axes(a.ndim, s, axes)[-1], grad.shape[numeric.fft_axes(a.ndim, s, axes)[-1]] // 2 + 1))), a.shape)"
                }
            ),
            saved=(
                "a_shape",
                "s",
                "axes",
                "norm",
            ),
            grads=("grad",),
            inputs=("a",),
            differentiable=("a",),
            arguments=(
                "a",
                "s",
                "axes",
                "norm",
            ),
            outputs=("result",),
            numpy=np.fft.irfft2,
            numpy_name="fft.irfft2",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="fft",
            conventions="irfftn over two axes.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "a": {"value": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]},
                            "grad": [[1.0, 0.0, 0.0], [0.0, 0.0, 0.0]],
                        }
                    ],
                    "cases": [
                        {"a": [4, 3]},
                        {"a": [2, 4, 3], "s": [6, 4], "norm": "ortho"},
                        {"a": [4, 3, 3], "axes": [0, 1], "norm": "forward"},
                    ],
                }
            ),
            line=5903,
            spec="derivatives.yaml",
        ),
        "fft_resize": OpInfo(
            name="fft_resize",
            signature="fft_resize(Tensor self, int[] shape) -> Tensor",
            forward=ops.fft_resize,
            backward=backward.fft_resize_backward,
            jvp=jvp.fft_resize_jvp,
            jvp_kind="linear",
            jvp_formula="fft_resize(self_t, shape)",
            formulas=MappingProxyType({"self": "fft_resize(grad, self.shape)"}),
            saved=("self_shape",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=(
                "self",
                "shape",
            ),
            outputs=("result",),
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            complex=True,
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 5], "shape": [4, 2]}, {"self": [6], "shape": [6]}]}
            ),
            line=5918,
            spec="derivatives.yaml",
        ),
        "eig": OpInfo(
            name="eig",
            signature="eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)",
            forward=ops.eig,
            backward=backward.eig_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "solve(matrix_transpose(eigenvectors), (expand_dims(grad_eigenvalues, -2) * numeric.eye_like(eigenvectors) + inverse_gaps(eigenvalues) * (matrix_transpose(eigenvectors) @ (grad_eigenvectors - conjugate(eigenvectors) * (sum(grad_eigenvectors * eigenvectors, -2, keepdims=True) + conjugate(sum(grad_eigenvectors * eigenvectors, -2, keepdims=True))) / 2))) @ matrix_transpose(eigenvectors))"
                }
            ),
            saved=(
                "eigenvalues",
                "eigenvectors",
            ),
            grads=(
                "grad_eigenvalues",
                "grad_eigenvectors",
            ),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=(
                "eigenvalues",
                "eigenvectors",
            ),
            numpy=np.linalg.eig,
            numpy_name="linalg.eig",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="A = V diag(w) V^-1 with distinct eigenvalues, complex outputs for a real input where the eigenvalues are complex; JAX's rule: with F[i, j] = 1 / (w[j] - w[i]) (0 at degenerate gaps, as eigh), the gradient is V^-T (diag(gw) + F * (V^T gV')) V^T, where gV' = gV - conj(V) Re(sum(gV * V, rows)) undoes the part of gV that would change the unit norm of each eigenvector. Gauge: each eigenvector's phase is free; NumPy (LAPACK) returns unit-norm vectors with their largest component real, while the derivative keeps JAX's gauge, so a loss that depends on the phase of a complex eigenvector (not on v v^T / (v^T v), |v| or the eigenvalues) has no meaningful gradient. A real input takes the real part.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 3.0]]},
                            "grad": [[1.0, 1.0], [-1.0, 1.0]],
                        },
                        {
                            "self": {"value": [[2.0, 1.0], [0.0, 3.0]]},
                            "grad": [[1.0, 0.0], [-1.0, 1.0]],
                        },
                    ],
                    "cases": [
                        {"self": {"value": [[4.0, 1.0, 0.5], [0.2, 2.0, 0.3], [0.1, -0.4, -1.0]]}},
                        {
                            "self": {
                                "value": [
                                    [[4.0, 1.0, 0.5], [0.2, 2.0, 0.3], [0.1, -0.4, -1.0]],
                                    [[4.0, 0.2, 0.1], [1.0, 2.0, -0.4], [0.5, 0.3, -1.0]],
                                ]
                            }
                        },
                        {
                            "self": {
                                "value": [
                                    [3.0, 0.5, 0.2, 0.1],
                                    [0.1, 1.0, 0.3, -0.2],
                                    [0.2, 0.1, -1.5, 0.4],
                                    [-0.3, 0.2, 0.1, -3.0],
                                ]
                            }
                        },
                    ],
                }
            ),
            line=5930,
            spec="derivatives.yaml",
        ),
        "eigvals": OpInfo(
            name="eigvals",
            signature="eigvals(Tensor self) -> Tensor",
            forward=ops.eigvals,
            backward=backward.eigvals_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType(
                {
                    "self": "solve(matrix_transpose(eig(self)[1]), (expand_dims(grad, -2) * numeric.eye_like(eig(self)[1])) @ matrix_transpose(eig(self)[1]))"
                }
            ),
            saved=("self",),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.linalg.eigvals,
            numpy_name="linalg.eigvals",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            complex=True,
            category="linear algebra",
            conventions="the eigenvalues of eig, complex for a real input when they are; the gradient is V^-T diag(gw) V^T (JAX's), a real input taking the real part.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 1.0], [0.0, 3.0]]},
                            "grad": [[1.0, 0.0], [0.0, 1.0]],
                        }
                    ],
                    "cases": [{"self": [3, 3]}, {"self": [2, 4, 4]}, {"self": [1, 1]}],
                }
            ),
            line=5961,
            spec="derivatives.yaml",
        ),
    }
)
