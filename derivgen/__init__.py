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
from derivgen.compile import compile  # noqa: A004 (dg.compile, as the issue names it)

__all__ = [
    "GradcheckError",
    "compile",
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
    "stop_gradient",
    "value_and_grad",
    "vjp",
]
