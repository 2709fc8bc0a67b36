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

__all__ = [
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
