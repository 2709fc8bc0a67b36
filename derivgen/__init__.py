"""derivgen: derivatives of NumPy ops as plain generated functions, and autodiff built on them."""

import typing as _typing

from derivgen.checking.debug_nans import debug_nans
from derivgen.checking.gradcheck import GradcheckError, gradcheck, gradgradcheck
from derivgen.compile import compile  # noqa: A004 (dg.compile, as the issue names it)
from derivgen.compile import compile as jit  # JAX's name: traced once per signature, as jax.jit
from derivgen.ops.info import get_backward, get_grad, list_ops, op_info
from derivgen.ops.registry import register, unregister
from derivgen.ops.table import OpInfo
from derivgen.trace.leaks import UnexpectedTracerError
from derivgen.transforms.custom import custom_jvp, custom_vjp
from derivgen.transforms.forward import jvp, linearize
from derivgen.transforms.reverse import elementwise_grad, grad, stop_gradient, value_and_grad, vjp
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

# The vmap-based transformations, loops, solvers and the other rarely used names are imported
# when first read: they bring the batching rules and more, which `import derivgen` need not
# pay for (tests/test_startup.py checks which modules it loads). dg.compile cannot be lazy:
# importing derivgen.compile binds the name to the module; so derivgen.compile holds the
# compile function alone, which imports the compiler (derivgen.compile.core) when first called.
_LAZY = {
    "CacheInfo": ("derivgen.compile.core", "CacheInfo"),
    "Compiled": ("derivgen.compile.core", "Compiled"),
    "hessian": ("derivgen.transforms.jacobians", "hessian"),
    "hvp": ("derivgen.transforms.jacobians", "hvp"),
    "jacfwd": ("derivgen.transforms.jacobians", "jacfwd"),
    "jacobian": ("derivgen.transforms.jacobians", "jacobian"),
    "jacrev": ("derivgen.transforms.jacobians", "jacrev"),
    "vmap": ("derivgen.transforms.vmap", "vmap"),
    "scan": ("derivgen.transforms.loops", "scan"),
    "fori_loop": ("derivgen.transforms.loops", "fori_loop"),
    "fixed_point": ("derivgen.solvers.implicit", "fixed_point"),
    "root": ("derivgen.solvers.implicit", "root"),
    "custom_root": ("derivgen.solvers.implicit", "custom_root"),
    "checkpoint": ("derivgen.transforms.checkpoint", "checkpoint"),
    "remat": ("derivgen.transforms.checkpoint", "remat"),
    "checkpoint_policies": ("derivgen.transforms.checkpoint", "checkpoint_policies"),
    "linear_transpose": ("derivgen.transforms.linear", "linear_transpose"),
    "eval_shape": ("derivgen.transforms.shapes", "eval_shape"),
    "ShapeDtypeStruct": ("derivgen.transforms.shapes", "ShapeDtypeStruct"),
}

if _typing.TYPE_CHECKING:  # what type checkers see of the names above
    from derivgen.compile.core import CacheInfo, Compiled
    from derivgen.solvers.implicit import custom_root, fixed_point, root
    from derivgen.transforms.checkpoint import checkpoint, checkpoint_policies, remat
    from derivgen.transforms.jacobians import hessian, hvp, jacfwd, jacobian, jacrev
    from derivgen.transforms.linear import linear_transpose
    from derivgen.transforms.loops import fori_loop, scan
    from derivgen.transforms.shapes import ShapeDtypeStruct, eval_shape
    from derivgen.transforms.vmap import vmap

# Type checkers do not see __getattr__: with it, they would accept any name (dg.grd) as Any.
if not _typing.TYPE_CHECKING:  # spelled so: mypy recognises no alias of TYPE_CHECKING

    def __getattr__(name: str) -> _typing.Any:
        if name in _LAZY:
            import importlib

            module, attribute = _LAZY[name]
            value = getattr(importlib.import_module(module), attribute)
            globals()[name] = value
            return value
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
    "get_backward",
    "get_grad",
    "grad",
    "hessian",
    "hvp",
    "jacfwd",
    "jacobian",
    "jacrev",
    "jit",
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
    "vmap",
    "remat",
    "linear_transpose",
    "eval_shape",
    "elementwise_grad",
    "debug_nans",
    "checkpoint_policies",
    "checkpoint",
    "ShapeDtypeStruct",
    "custom_root",
    "fixed_point",
    "fori_loop",
    "root",
    "scan",
]
