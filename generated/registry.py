# @generated from derivatives.yaml (sha256: adc9585c45f42e959a812874231deb70dd9c5d579bcb5b1929f3839dd9e47e6e). Do not edit.
"""The registry: a read-only mapping from op name to everything known about the op."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import numpy as np
import scipy.special

from . import backward, jvp, ops


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
    category: str
    conventions: str
    tests: Mapping[str, Any]
    line: int


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
            line=65,
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
            line=74,
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
            category="trigonometric",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}],
                    "domain": [-1.2, 1.2],
                    "cases": [{"self": [5]}],
                }
            ),
            line=83,
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
            line=93,
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
            category="hyperbolic",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 0.0, "grad": 1.0}], "cases": [{"self": [5]}]}
            ),
            line=102,
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
            category="hyperbolic",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 0.0, "grad": 0.0}], "cases": [{"self": [5]}]}
            ),
            line=111,
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
            line=120,
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
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": float("-inf"), "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=129,
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
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": float("-inf"), "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=138,
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
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "grad": 1.0}, {"self": float("inf"), "grad": 0.0}],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}],
                }
            ),
            line=147,
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
            category="exponential",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 1.0}, {"self": float("inf"), "grad": 0.0}],
                    "domain": [-0.7, 3],
                    "cases": [{"self": [5]}],
                }
            ),
            line=157,
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
            line=167,
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
            category="power",
            conventions="sqrt'(0) is +inf, as in NumPy's 1 / (2 * sqrt(0)).",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 4.0, "grad": 0.25}, {"self": 0.0, "grad": float("inf")}],
                    "domain": [0.2, 3],
                    "cases": [{"self": [5]}],
                }
            ),
            line=177,
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
            category="power",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 0.0}, {"self": -1.5, "grad": -3.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=188,
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
            category="power",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 2.0, "grad": -0.25}, {"self": float("inf"), "grad": 0.0}],
                    "domain": [0.5, 2],
                    "cases": [{"self": [5]}],
                }
            ),
            line=197,
        ),
        "absolute": OpInfo(
            name="absolute",
            signature="absolute(Tensor self) -> Tensor",
            forward=ops.absolute,
            backward=backward.absolute_backward,
            jvp=jvp.absolute_jvp,
            jvp_kind="elementwise",
            jvp_formula="self_t * sign(self)",
            formulas=MappingProxyType({"self": "grad * sign(self)"}),
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
            category="sign",
            conventions="absolute'(0) = 0 (the subgradient of least norm), as in PyTorch and HIPS autograd.",
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
            line=207,
        ),
        "sign": OpInfo(
            name="sign",
            signature="sign(Tensor self) -> Tensor",
            forward=ops.sign,
            backward=backward.sign_backward,
            jvp=jvp.sign_jvp,
            jvp_kind="elementwise",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
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
            category="sign",
            conventions="the derivative is 0 everywhere, including at the jump at 0.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 0.0, "grad": 0.0}, {"self": 1.0, "grad": 0.0}],
                    "cases": [{"self": [5]}],
                }
            ),
            line=217,
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
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {"edges": [{"self": 0.0, "grad": -1.0}], "cases": [{"self": [5]}]}
            ),
            line=227,
        ),
        "zeros_like": OpInfo(
            name="zeros_like",
            signature="zeros_like(Tensor self) -> Tensor",
            forward=ops.zeros_like,
            backward=backward.zeros_like_backward,
            jvp=jvp.zeros_like_jvp,
            jvp_kind="linear",
            jvp_formula="zeros_like(self_t)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.zeros_like,
            numpy_name="zeros_like",
            elementwise=False,
            broadcast=False,
            linear=True,
            variadic=False,
            category="creation",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 2]}]}),
            line=237,
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
            line=247,
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
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "other": 2.0, "grad": [1.0, -1.0]}],
                    "cases": [{"self": [3, 4], "other": [4]}, {"self": [2, 1], "other": [1, 3]}],
                }
            ),
            line=258,
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
            line=269,
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
            category="arithmetic",
            conventions="",
            tests=MappingProxyType(
                {
                    "edges": [{"self": 1.0, "other": 2.0, "grad": [0.5, -0.25]}],
                    "domain": {"self": [-2, 2], "other": [0.5, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=279,
        ),
        "power": OpInfo(
            name="power",
            signature="power(Tensor self, Tensor other) -> Tensor",
            forward=ops.power,
            backward=backward.power_backward,
            jvp=jvp.power_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * other * power(self, other - 1) + other_t * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * other * power(self, other - 1)",
                    "other": "grad * where(self > 0, result * log(where(self > 0, self, 1.0)), 0.0)",
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
            category="power",
            conventions="d/dother is 0 where self <= 0, where log(self) is not real (PyTorch gives nan for self < 0); d/dself at self = 0 follows other * 0 ** (other - 1).",
            tests=MappingProxyType(
                {
                    "edges": [
                        {"self": 0.0, "other": 2.0, "grad": [0.0, 0.0]},
                        {"self": -2.0, "other": 3.0, "grad": [12.0, 0.0]},
                        {"self": 2.0, "other": 3.0, "grad": [12.0, 5.545177444479562]},
                    ],
                    "domain": {"self": [0.3, 2], "other": [-2, 2]},
                    "cases": [{"self": [3, 4], "other": [3, 4]}, {"self": [3, 1], "other": [4]}],
                }
            ),
            line=290,
        ),
        "maximum": OpInfo(
            name="maximum",
            signature="maximum(Tensor self, Tensor other) -> Tensor",
            forward=ops.maximum,
            backward=backward.maximum_backward,
            jvp=jvp.maximum_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * where(self > other, 1.0, where(self == other, 0.5, 0.0)) + other_t * where(other > self, 1.0, where(self == other, 0.5, 0.0)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self > other, 1.0, where(self == other, 0.5, 0.0))",
                    "other": "grad * where(other > self, 1.0, where(self == other, 0.5, 0.0))",
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
            line=304,
        ),
        "minimum": OpInfo(
            name="minimum",
            signature="minimum(Tensor self, Tensor other) -> Tensor",
            forward=ops.minimum,
            backward=backward.minimum_backward,
            jvp=jvp.minimum_jvp,
            jvp_kind="elementwise",
            jvp_formula="broadcast_to(self_t * where(self < other, 1.0, where(self == other, 0.5, 0.0)) + other_t * where(other < self, 1.0, where(self == other, 0.5, 0.0)), result.shape)",
            formulas=MappingProxyType(
                {
                    "self": "grad * where(self < other, 1.0, where(self == other, 0.5, 0.0))",
                    "other": "grad * where(other < self, 1.0, where(self == other, 0.5, 0.0))",
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
            line=315,
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
            line=326,
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
            line=337,
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
            line=351,
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
                    "self": "expand_reduced(grad, self.shape, axis, keepdims) * (grad.size / self.size)"
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
            line=363,
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
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), self.shape, axis, keepdims), 0.0)"
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
            line=374,
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
            category="reduction",
            conventions="exact when elements are zero, one or several (no division by the element).",
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
                    "second_order": [2],
                }
            ),
            line=393,
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
            line=406,
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
                    "self": "(expand_reduced(sum(grad * result, axis, keepdims=True), self.shape, axis, True) - grad * result) / self"
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
            numpy=None,
            numpy_name=None,
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            category="helper",
            conventions="each element's product of the other elements of its group; its own derivative divides by self, so second derivatives of prod are not exact at zeros.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [2.0, 3.0, 4.0]}, "grad": [7.0, 6.0, 5.0]}],
                    "domain": [0.5, 2],
                    "cases": [{"self": [3, 4], "axis": 1}, {"self": [2, 3]}],
                }
            ),
            line=417,
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
            line=435,
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
            category="linear algebra",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 4]}, {"self": [2, 3, 4]}]}),
            line=463,
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
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {"matrix": {"self": "invertible"}, "cases": [{"self": [3, 3]}, {"self": [2, 4, 4]}]}
            ),
            line=471,
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
            category="linear algebra",
            conventions="the gradient is the transposed adjugate, computed from the SVD, so it is right for singular matrices too (PyTorch 2.x returns zeros there for rank n-1).",
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
                    ],
                    "second_order": [2],
                }
            ),
            line=479,
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
                    "self": "expand_dims(det(self), (-2, -1)) * ( expand_dims(sum(grad * inv(self), (-2, -1)), (-2, -1)) * matrix_transpose(inv(self)) - matrix_transpose(inv(self)) @ grad @ matrix_transpose(inv(self)))"
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
            category="linear algebra",
            conventions="its own derivative uses inv, so second derivatives of det need a nonsingular matrix.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 3.0]]},
                            "grad": [[1.0, -1.0], [-1.0, 1.0]],
                        }
                    ],
                    "matrix": {"self": "invertible"},
                    "cases": [{"self": [3, 3]}, {"self": [2, 2, 2]}],
                }
            ),
            line=491,
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
                {"self": "expand_dims(grad_logabsdet, (-2, -1)) * matrix_transpose(inv(self))"}
            ),
            saved=("self",),
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
            category="linear algebra",
            conventions="sign is piecewise constant and gets no gradient.",
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
            line=504,
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
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4], "shape": [2, 6]}, {"self": [2, 3, 2], "shape": [-1]}]}
            ),
            line=516,
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
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4]}, {"self": [2, 3, 4], "axes": [1, 2, 0]}]}
            ),
            line=524,
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
            line=532,
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
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 4], "axis": 1}, {"self": [3], "axis": [0, -1]}]}
            ),
            line=540,
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
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 1], "shape": [2, 3, 4]}, {"self": [], "shape": [3]}]}
            ),
            line=548,
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
            category="helper",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [2, 3, 4], "shape": [3, 1]}, {"self": [3], "shape": []}]}
            ),
            line=556,
        ),
        "concatenate": OpInfo(
            name="concatenate",
            signature="concatenate(Tensor[] arrays, int axis=0) -> Tensor",
            forward=ops.concatenate,
            backward=backward.concatenate_backward,
            jvp=jvp.concatenate_jvp,
            jvp_kind="linear",
            jvp_formula="concatenate(arrays_t, axis)",
            formulas=MappingProxyType(
                {"arrays": "split(grad, numeric.split_indices(arrays, axis), axis)"}
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
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {
                    "cases": [
                        {"arrays": [[2, 3], [4, 3]]},
                        {"arrays": [[2, 3], [2, 1], [2, 2]], "axis": 1},
                    ]
                }
            ),
            line=564,
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
            line=572,
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
            line=582,
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
            line=594,
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
            line=605,
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
            category="indexing",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3], "shape": [4, 3], "index": 1}]}),
            line=617,
        ),
        "astype": OpInfo(
            name="astype",
            signature="astype(Tensor self, str dtype) -> Tensor",
            forward=ops.astype,
            backward=backward.astype_backward,
            jvp=jvp.astype_jvp,
            jvp_kind="linear",
            jvp_formula="astype(self_t, dtype)",
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
            category="conversion",
            conventions="only floating-point casts carry a gradient; it is cast back to the input's dtype.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [1.5]}, "dtype": "float32", "grad": [1.0]}],
                    "cases": [
                        {"self": [3], "dtype": "float64"},
                        {"self": [2, 2], "dtype": "float64"},
                    ],
                }
            ),
            line=628,
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
            category="shape",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [3, 1, 2]}, {"self": [1, 3, 1], "axis": 0}]}
            ),
            line=638,
        ),
        "ones_like": OpInfo(
            name="ones_like",
            signature="ones_like(Tensor self) -> Tensor",
            forward=ops.ones_like,
            backward=backward.ones_like_backward,
            jvp=None,
            jvp_kind="transpose",
            jvp_formula="transpose of the backward (double vjp)",
            formulas=MappingProxyType({"self": "zeros_like(grad)"}),
            saved=(),
            grads=("grad",),
            inputs=("self",),
            differentiable=("self",),
            arguments=("self",),
            outputs=("result",),
            numpy=np.ones_like,
            numpy_name="ones_like",
            elementwise=False,
            broadcast=False,
            linear=False,
            variadic=False,
            category="creation",
            conventions="a constant of the input's shape, so its derivative is zero.",
            tests=MappingProxyType(
                {"edges": [{"self": 2.0, "grad": 0.0}], "cases": [{"self": [3, 2]}]}
            ),
            line=646,
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
                    "self": "where(self == expand_reduced(result, self.shape, axis, keepdims), expand_reduced(grad / sum(self == expand_reduced(result, self.shape, axis, keepdims), axis, keepdims=keepdims), self.shape, axis, keepdims), 0.0)"
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
            line=655,
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
            line=695,
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
            line=718,
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
            line=727,
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
                    "self": "grad * reshape(other, self.shape)",
                    "other": "grad * reshape(self, other.shape)",
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
            category="linear algebra",
            conventions="",
            tests=MappingProxyType(
                {"cases": [{"self": [4], "other": [4]}, {"self": [2, 3], "other": [3, 2]}]}
            ),
            line=746,
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
            line=755,
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
            line=770,
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
            line=781,
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
            line=802,
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
            line=823,
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
            line=833,
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
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 3]}, {"self": [2, 3, 4], "k": -1}]}),
            line=853,
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
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 3]}, {"self": [2, 3, 3], "UPLO": "U"}]}),
            line=861,
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
            category="helper",
            conventions="",
            tests=MappingProxyType({"cases": [{"self": [3, 3]}, {"self": [2, 3, 3], "UPLO": "U"}]}),
            line=869,
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
            line=877,
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
            category="helper",
            conventions="1 / s, and 0 (with derivative 0) where s <= n eps max(s), as pinv treats zero singular values.",
            tests=MappingProxyType(
                {
                    "edges": [{"self": {"value": [2.0, 0.0]}, "grad": [-0.25, 0.0]}],
                    "domain": [0.5, 2],
                    "cases": [{"self": [4]}, {"self": [2, 3]}],
                }
            ),
            line=888,
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
            line=898,
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
            line=922,
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
                    "self": "fold_triangle(matrix_transpose(inv(result)) @ (tril_part(matrix_transpose(result) @ grad, 0) + tril_part(matrix_transpose(result) @ grad, -1)) * 0.5 @ inv(result))"
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
            category="linear algebra",
            conventions="only the lower triangle of the input is read, as NumPy (LAPACK potrf) does, so the upper triangle's gradient is 0; the gradient with respect to the symmetric matrix is L^-T Phi(L^T gL) L^-1 (Phi: lower triangle, halved diagonal), folded onto the lower triangle. upper=True is not supported.",
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
            line=939,
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
                    "self": "fold_triangle((eigenvectors * expand_dims(grad_eigenvalues, -2)) @ matrix_transpose(eigenvectors) + eigenvectors @ (inverse_gaps(eigenvalues) * (matrix_transpose(eigenvectors) @ grad_eigenvectors)) @ matrix_transpose(eigenvectors), UPLO)"
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
            category="linear algebra",
            conventions="only the UPLO triangle is read, as NumPy does, so the other triangle's gradient is 0. The eigenvalue part V diag(gw) V^T is exact, also at repeated eigenvalues. The eigenvector part has 1 / (w[j] - w[i]) factors; where a gap is degenerate (at most 100 n eps max|w|) the factor is taken as 0 (not inf): exact for losses that see the eigenvectors only through projectors onto whole degenerate eigenspaces, while the rotation terms inside a degenerate block (e.g. of V diag(w) V^T, a 0/0 limit that gw and gV cannot determine) are dropped; tests/test_linalg.py pins both.",
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
            line=958,
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
                    "self": "fold_triangle((eigh(self, UPLO)[1] * expand_dims(grad, -2)) @ matrix_transpose(eigh(self, UPLO)[1]), UPLO)"
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
            line=979,
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
                    "self": "(U[..., :numeric.min_dim(self.shape)] * expand_dims(where(S > 0, grad_S, 0.0), -2)) @ Vh[..., :numeric.min_dim(self.shape), :] + U[..., :numeric.min_dim(self.shape)] @ ((inverse_gaps(S * S) * (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)] - matrix_transpose(grad_U[..., :numeric.min_dim(self.shape)]) @ U[..., :numeric.min_dim(self.shape)])) * expand_dims(S, -2) + expand_dims(S, -1) * (inverse_gaps(S * S) * (Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(grad_Vh[..., :numeric.min_dim(self.shape), :]) - grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :])))) @ Vh[..., :numeric.min_dim(self.shape), :] + ((grad_U[..., :numeric.min_dim(self.shape)] - U[..., :numeric.min_dim(self.shape)] @ (matrix_transpose(U[..., :numeric.min_dim(self.shape)]) @ grad_U[..., :numeric.min_dim(self.shape)])) * expand_dims(reciprocal_nonzero(S), -2)) @ Vh[..., :numeric.min_dim(self.shape), :] + (U[..., :numeric.min_dim(self.shape)] * expand_dims(reciprocal_nonzero(S), -2)) @ (grad_Vh[..., :numeric.min_dim(self.shape), :] - (grad_Vh[..., :numeric.min_dim(self.shape), :] @ matrix_transpose(Vh[..., :numeric.min_dim(self.shape), :])) @ Vh[..., :numeric.min_dim(self.shape), :])"
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
            category="linear algebra",
            conventions="the reduced-SVD formula (Townsend 2016). With full_matrices=True the columns of U and rows of Vh beyond min(m, n), an arbitrary basis of the complement, get no gradient. The gradient from S is exact (zero singular values get none, as absolute'(0) = 0). Degenerate gaps between squared singular values (at most 100 k eps max s^2) have their 1 / (s_j^2 - s_i^2) factor taken as 0, exact for losses that see U and Vh only through projectors onto whole degenerate singular subspaces; rotation terms inside a degenerate block (e.g. of U diag(S) Vh, a 0/0 limit) are dropped. 1 / s is taken as 0 for zero singular values (at most k eps max s). compute_uv=False (use svdvals) and hermitian=True are not supported.",
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
            line=993,
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
                    "self": "(svd(self, False)[0] * expand_dims(where(result > 0, grad, 0.0), -2)) @ svd(self, False)[2]"
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
            line=1037,
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
                    "self": "matrix_transpose(solve(R, matrix_transpose( grad_Q + Q @ (matrix_transpose(tril_part(R @ matrix_transpose(grad_R) - matrix_transpose(grad_Q) @ Q, 0)) + tril_part(R @ matrix_transpose(grad_R) - matrix_transpose(grad_Q) @ Q, -1))))) if numeric.require_qr_mode(mode, self.shape) else zeros_like(self)"
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
            category="linear algebra",
            conventions="mode 'reduced' (and 'complete' for square matrices) of square and tall matrices of full column rank: grad = (gQ + Q N) R^-T with N the symmetric matrix whose upper triangle is that of gR R^T - Q^T gQ. Wide matrices and modes 'r' and 'raw' raise NotImplementedError in the backward.",
            tests=MappingProxyType(
                {
                    "edges": [
                        {
                            "self": {"value": [[2.0, 0.0], [0.0, 3.0]]},
                            "grad": [[1.0, 1.0], [1.5, 1.0]],
                        }
                    ],
                    "cases": [{"self": [3, 3]}, {"self": [5, 3]}, {"self": [2, 4, 2]}],
                }
            ),
            line=1050,
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
            line=1067,
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
            line=1088,
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
                    "self": 'expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * self / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) if numeric.norm_kind(ord, axis, self.ndim) == "two" else expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) if numeric.norm_kind(ord, axis, self.ndim) == "one" else zeros_like(self) if numeric.norm_kind(ord, axis, self.ndim) == "zero" else where(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad / sum(absolute(self) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("max", "min") else where(self != 0, expand_reduced(grad, self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self) * power(absolute(self) / expand_reduced(where(result > 0, result, 1.0), self.shape, numeric.norm_axes(axis, self.ndim), keepdims), ord - 1), 0.0) if numeric.norm_kind(ord, axis, self.ndim) == "p" else where(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), expand_reduced(grad * self.shape[numeric.norm_inner_axis(ord, axis, self.ndim)] / sum(sum(absolute(self), numeric.norm_inner_axis(ord, axis, self.ndim), keepdims=True) == expand_reduced(result, self.shape, numeric.norm_axes(axis, self.ndim), keepdims), numeric.norm_axes(axis, self.ndim), keepdims=keepdims), self.shape, numeric.norm_axes(axis, self.ndim), keepdims) * sign(self), 0.0) if numeric.norm_kind(ord, axis, self.ndim) in ("columns", "rows") else transpose(reshape(grad, numeric.norm_batch_shape(self.shape, axis)) * ((svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[0] * expand_dims(numeric.singular_weights( svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[1], ord), -2)) @ svd(transpose(self, numeric.norm_permutation(axis, self.ndim)), False)[2]), numeric.inverse_permutation(numeric.norm_permutation(axis, self.ndim), self.ndim))'
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
            line=1129,
        ),
    }
)
