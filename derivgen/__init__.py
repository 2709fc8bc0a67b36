"""derivgen: derivatives of NumPy ops as plain generated functions, and autodiff built on them."""

import typing as _typing

from derivgen.checking.gradcheck import GradcheckError, gradcheck, gradgradcheck
from derivgen.compile import compile  # noqa: A004 (dg.compile, as the issue names it)
from derivgen.compile.core import CacheInfo, Compiled
from derivgen.ops.info import get_backward, get_grad, list_ops, op_info
from derivgen.ops.registry import register, unregister
from derivgen.ops.table import OpInfo
from derivgen.trace.leaks import UnexpectedTracerError
from derivgen.transforms.custom import custom_jvp, custom_vjp
from derivgen.transforms.forward import jvp, linearize
from derivgen.transforms.jacobians import hessian, hvp, jacfwd, jacobian, jacrev
from derivgen.transforms.loops import fori_loop, scan
from derivgen.transforms.reverse import grad, stop_gradient, value_and_grad, vjp
from derivgen.transforms.vmap import vmap
from derivgen.tree import (
    PyTreeDef,
    register_pytree_node,
    tree_flatten,
    tree_leaves,
    tree_map,
    tree_structure,
    tree_unflatten,
)

__version__: str  # read from the installed metadata on first use, by __getattr__ below

# Type checkers do not see __getattr__: with it, they would accept any name (dg.grd) as Any.
if not _typing.TYPE_CHECKING:  # spelled so: mypy recognises no alias of TYPE_CHECKING

    def __getattr__(name: str) -> _typing.Any:
        # __version__ is read from the installed metadata when first asked for: importing
        # importlib.metadata costs every ``import derivgen`` about 25 ms otherwise.
        if name == "__version__":
            from importlib import metadata

            try:
                version = metadata.version("derivgen")
            except metadata.PackageNotFoundError:  # a source tree that is not installed
                version = "0+unknown"
            globals()["__version__"] = version
            return version
        raise AttributeError(f"module 'derivgen' has no attribute {name!r}")


__all__ = [
    "CacheInfo",
    "Compiled",
    "GradcheckError",
    "OpInfo",
    "PyTreeDef",
    "UnexpectedTracerError",
    "compile",
    "gradcheck",
    "gradgradcheck",
    "custom_jvp",
    "custom_vjp",
    "fori_loop",
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
    "scan",
    "stop_gradient",
    "tree_flatten",
    "tree_leaves",
    "tree_map",
    "tree_structure",
    "tree_unflatten",
    "unregister",
    "value_and_grad",
    "vjp",
    "vmap",
]
