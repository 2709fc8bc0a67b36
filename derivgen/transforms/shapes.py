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


def _zeros(spec: Any) -> np.ndarray:
    return np.zeros(tuple(spec.shape), dtype=spec.dtype)


def _identity(spec: Any) -> np.ndarray:
    """An identity matrix in the last two axes (1 for a 0-d, the first unit vector for a 1-D
    array): the values for a fun that fails on zeros (np.linalg.inv, cholesky, lfilter's a)."""
    shape = tuple(spec.shape)
    if len(shape) >= 2:
        return np.broadcast_to(np.eye(shape[-2], shape[-1], dtype=spec.dtype), shape).copy()
    value = np.zeros(shape, dtype=spec.dtype)
    value.reshape(-1)[:1] = 1
    return value


def _stand_in(x: Any, values: Callable[[Any], np.ndarray]) -> Any:
    """An argument for the tracing run: ``values(x)`` for a ShapeDtypeStruct, else x itself."""
    if isinstance(x, ShapeDtypeStruct) or _is_spec(x) and not hasattr(x, "__array_function__"):
        return values(x)
    return x


def _struct(x: Any) -> ShapeDtypeStruct:
    if hasattr(x, "shape") and hasattr(x, "dtype"):
        return ShapeDtypeStruct(x.shape, x.dtype)
    return ShapeDtypeStruct((), np.asarray(x).dtype)


def eval_shape(fun: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """The shapes and dtypes of ``fun(*args, **kwargs)`` as a pytree of ShapeDtypeStruct.

    As ``jax.eval_shape``: arguments may be arrays or ShapeDtypeStruct (or anything with
    ``shape`` and ``dtype``), in pytrees. fun runs once under ``dg.compile``'s staging tracer
    on zeros of those shapes (and, if it fails there, once more on identity matrices: the
    inverse or Cholesky factor of zeros is an error); its values are thrown away. A fun whose
    output shapes could depend on its inputs' values (a boolean mask, ``np.nonzero``, Python
    control flow on an array) is a ValueError, as it is a concretisation error in JAX: zeros
    would give a shape that other values do not.
    """
    if not callable(fun):
        raise TypeError(f"eval_shape needs a function, got {describe(fun)}")
    leaves, treedef = tree.tree_flatten((args, kwargs), is_leaf=_is_spec)
    try:
        tracer, out = _trace(fun, leaves, treedef, _zeros)
    except Exception:  # a domain error of zeros (a singular matrix): once more on identities
        try:
            tracer, out = _trace(fun, leaves, treedef, _identity)
        except Exception:
            pass
        else:
            return _result(fun, tracer, out)
        raise
    return _result(fun, tracer, out)


def _trace(
    fun: Callable[..., Any], leaves: list[Any], treedef: Any, values: Callable[[Any], Any]
) -> tuple[Any, Any]:
    """fun run once under a staging tracer on stand-ins made by ``values``."""
    from derivgen.compile.staging import Tracer

    tracer = Tracer()
    staged = []
    for k, leaf in enumerate(leaves):
        value = _stand_in(leaf, values)
        if isinstance(value, np.ndarray | np.generic):
            value = tracer.input(np.asarray(value), tracer.fresh_name(f"x{k}", plain=True))
        staged.append(value)
    staged_args, staged_kwargs = treedef.unflatten(staged)
    with np.errstate(all="ignore"):
        return tracer, fun(*staged_args, **staged_kwargs)


def _result(fun: Callable[..., Any], tracer: Any, out: Any) -> Any:
    from derivgen.compile.core import _output

    guards = [node for node in tracer.nodes if node.kind == "guard"]
    if guards:
        raise ValueError(
            f"eval_shape: the result of {describe(fun)} depends on the values of its "
            f"arguments ({guards[0].comment}), so its shape cannot be known from shapes "
            "alone; call fun on real arrays instead"
        )
    _, concrete = _output(tracer, out)
    return tree.tree_map(_struct, concrete)
