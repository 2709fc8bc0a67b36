"""derivgen: derivatives of NumPy ops as plain generated functions, and autodiff built on them."""

from importlib import metadata as _metadata

try:
    __version__: str = _metadata.version("derivgen")
except _metadata.PackageNotFoundError:  # imported from a source tree that is not installed
    __version__ = "0+unknown"

from derivgen.api import (
    get_backward,
    get_grad,
    grad,
    hessian,
    hvp,
    jacfwd,
    jacobian,
    jacrev,
    jvp,
    linearize,
    list_ops,
    op_info,
    stop_gradient,
    value_and_grad,
    vjp,
)
from derivgen.check import GradcheckError, gradcheck, gradgradcheck
from derivgen.compile import compile  # noqa: A004 (dg.compile, as the issue names it)
from derivgen.custom import custom_jvp, custom_vjp
from derivgen.registry import register, unregister
from derivgen.tree import (
    PyTreeDef,
    register_pytree_node,
    tree_flatten,
    tree_leaves,
    tree_map,
    tree_structure,
    tree_unflatten,
)

__all__ = [
    "GradcheckError",
    "PyTreeDef",
    "compile",
    "gradcheck",
    "gradgradcheck",
    "custom_jvp",
    "custom_vjp",
    "get_backward",
    "get_grad",
    "grad",
    "hessian",
    "hvp",
    "jacfwd",
    "jacobian",
    "jacrev",
    "jvp",
    "linearize",
    "list_ops",
    "op_info",
    "register",
    "register_pytree_node",
    "stop_gradient",
    "tree_flatten",
    "tree_leaves",
    "tree_map",
    "tree_structure",
    "tree_unflatten",
    "unregister",
    "value_and_grad",
    "vjp",
]
