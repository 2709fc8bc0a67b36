"""``eval_shape`` and ``ShapeDtypeStruct``: the shapes and dtypes a function returns, as in JAX."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.ops.registry import describe


class ShapeDtypeStruct:
    """An array's shape and dtype without its values, as ``jax.ShapeDtypeStruct``.

    Immutable and a pytree leaf (not a dataclass, which derivgen's pytrees would open).
    """

    __slots__ = ("shape", "dtype")
    shape: tuple[int, ...]
    dtype: np.dtype[Any]

    def __init__(self, shape: Any, dtype: Any) -> None:
        object.__setattr__(self, "shape", tuple(int(n) for n in shape))
        object.__setattr__(self, "dtype", np.dtype(dtype))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"ShapeDtypeStruct is immutable: cannot set {name}")

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ShapeDtypeStruct):
            return NotImplemented
        return (self.shape, self.dtype) == (other.shape, other.dtype)

    def __hash__(self) -> int:
        return hash((self.shape, self.dtype))

    def __repr__(self) -> str:
        return f"ShapeDtypeStruct(shape={self.shape}, dtype={self.dtype.name})"


def _is_spec(x: Any) -> bool:
    return isinstance(x, ShapeDtypeStruct) or (
        not isinstance(x, np.ndarray | np.generic) and hasattr(x, "shape") and hasattr(x, "dtype")
    )


def _stand_in(x: Any) -> Any:
    """An argument for the tracing run: zeros for a ShapeDtypeStruct, the value otherwise."""
    if isinstance(x, ShapeDtypeStruct) or _is_spec(x) and not hasattr(x, "__array_function__"):
        return np.zeros(tuple(x.shape), dtype=x.dtype)
    return x


def _struct(x: Any) -> ShapeDtypeStruct:
    if hasattr(x, "shape") and hasattr(x, "dtype"):
        return ShapeDtypeStruct(x.shape, x.dtype)
    return ShapeDtypeStruct((), np.asarray(x).dtype)


def eval_shape(fun: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """The shapes and dtypes of ``fun(*args, **kwargs)`` as a pytree of ShapeDtypeStruct.

    As ``jax.eval_shape``: arguments may be arrays or ShapeDtypeStruct (or anything with
    ``shape`` and ``dtype``), in pytrees. fun runs once under ``dg.compile``'s staging tracer
    on zeros of those shapes; its values are thrown away. A fun whose output shapes could
    depend on its inputs' values (a boolean mask, ``np.nonzero``, Python control flow on an
    array) is a ValueError, as it is a concretisation error in JAX: zeros would give a
    shape that other values do not.
    """
    from derivgen.compile.core import _output
    from derivgen.compile.staging import Tracer

    if not callable(fun):
        raise TypeError(f"eval_shape needs a function, got {describe(fun)}")
    leaves, treedef = tree.tree_flatten((args, kwargs), is_leaf=_is_spec)
    tracer = Tracer()
    staged = []
    for k, leaf in enumerate(leaves):
        value = _stand_in(leaf)
        if isinstance(value, np.ndarray | np.generic):
            value = tracer.input(np.asarray(value), tracer.fresh_name(f"x{k}", plain=True))
        staged.append(value)
    staged_args, staged_kwargs = treedef.unflatten(staged)
    with np.errstate(all="ignore"):
        out = fun(*staged_args, **staged_kwargs)
    guards = [node for node in tracer.nodes if node.kind == "guard"]
    if guards:
        raise ValueError(
            f"eval_shape: the result of {describe(fun)} depends on the values of its "
            f"arguments ({guards[0].comment}), so its shape cannot be known from shapes "
            "alone; call fun on real arrays instead"
        )
    _, concrete = _output(tracer, out)
    return tree.tree_map(_struct, concrete)
