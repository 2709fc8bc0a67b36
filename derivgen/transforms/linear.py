"""``linear_transpose``: the transpose of a linear function, as ``jax.linear_transpose``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.ops.registry import describe
from derivgen.trace import core
from derivgen.transforms.reverse import vjp


def _zeros(x: Any) -> Any:
    """Zeros with the shape and dtype of an array or of anything with ``shape`` and ``dtype``."""
    value = core.stop_gradient(x)
    if hasattr(value, "shape") and hasattr(value, "dtype"):
        return np.zeros(tuple(value.shape), dtype=value.dtype)
    return np.zeros_like(np.asarray(value))


def _probe(x: Any, rng: np.random.Generator) -> Any:
    """A random point with the shape and dtype of ``x`` (real and imaginary parts if complex)."""
    z = _zeros(x)
    r = rng.standard_normal(z.shape)
    if np.iscomplexobj(z):
        r = r + 1j * rng.standard_normal(z.shape)
    return r.astype(z.dtype)


def _plain(value: Any) -> np.ndarray | None:
    """A value's plain array for the linearity check, without its derivative (fun may close
    over values being differentiated); None for a batched or staged value."""
    value = core.stop_gradient(value)
    return None if hasattr(type(value), "__derivgen_apply__") else np.asarray(value)


def linear_transpose(fun: Callable[..., Any], *primals: Any) -> Callable[..., tuple[Any, ...]]:
    """The transpose of the linear function ``fun``, as ``jax.linear_transpose``.

    ``primals`` give only the shapes and dtypes of fun's arguments (arrays, or objects with
    ``shape`` and ``dtype`` such as ``derivgen.ShapeDtypeStruct``; pytrees of them). The
    result maps a cotangent shaped like fun's output to a tuple with one cotangent per
    primal: for ``fun(x) = A @ x`` it is ``ct -> (A.T @ ct,)``. fun must be linear: it is
    checked once, up front (fun(0) = 0, and its vjp at 0 and at a random point agree on a
    random cotangent); an affine or nonlinear fun is a ValueError, since its transpose would
    depend on a point the caller never gave.
    """
    if not callable(fun):
        raise TypeError(f"linear_transpose needs a function, got {describe(fun)}")
    zeros = tree.tree_map(_zeros, primals)
    out, pullback = vjp(fun, *zeros)
    name = describe(fun)
    for leaf in map(_plain, tree.tree_leaves(out)):
        if leaf is not None and np.any(leaf != 0):
            raise ValueError(
                f"linear_transpose: {name} is not linear: it is not 0 at 0 (an affine function "
                "has no transpose; subtract its value at 0 first)"
            )
    rng = np.random.default_rng(0)
    _, pullback_elsewhere = vjp(fun, *tree.tree_map(lambda z: _probe(z, rng), zeros))
    probe_ct = tree.tree_map(lambda o: _probe(o, rng), out)
    here, there = pullback(probe_ct), pullback_elsewhere(probe_ct)
    pairs = zip(tree.tree_leaves(here), tree.tree_leaves(there), strict=True)
    for a, b in ((_plain(a), _plain(b)) for a, b in pairs):
        if a is None or b is None:
            continue  # batched or staged (fun closes over a vmapped value): not checked
        scale = 1.0 + float(np.max(np.abs(a), initial=0.0))
        if not np.allclose(a, b, rtol=1e-6, atol=1e-9 * scale):
            raise ValueError(
                f"linear_transpose: {name} is not linear in its arguments (its derivative "
                "changes with the point); for the transpose of its linearisation at a point "
                "x, use derivgen.vjp(fun, x)"
            )

    def transpose(cotangent: Any) -> tuple[Any, ...]:
        return tuple(pullback(cotangent))

    return transpose
