"""derivgen: derivatives of NumPy ops as plain generated functions, and autodiff built on them."""

from derivgen.api import (
    get_backward,
    get_grad,
    grad,
    hessian,
    jacobian,
    jvp,
    list_ops,
    op_info,
    stop_gradient,
    value_and_grad,
    vjp,
)
from derivgen.check import GradcheckError, gradcheck, gradgradcheck
from derivgen.registry import register, unregister

__all__ = [
    "GradcheckError",
    "gradcheck",
    "gradgradcheck",
    "get_backward",
    "get_grad",
    "grad",
    "hessian",
    "jacobian",
    "jvp",
    "list_ops",
    "op_info",
    "register",
    "stop_gradient",
    "unregister",
    "value_and_grad",
    "vjp",
]
