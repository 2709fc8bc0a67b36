"""Forward-mode transformations: jvp and linearize."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeVar, overload

import numpy as np

from derivgen import tree
from derivgen.numeric import engines
from derivgen.ops import kinds, registry
from derivgen.ops.info import _op_function
from derivgen.ops.registry import describe
from derivgen.trace import core
from derivgen.trace import forward as forward_mode
from derivgen.trace import reverse as reverse_mode
from derivgen.transforms.arguments import _flat_function, _flatten_primals, _Structure

T = TypeVar("T")
U = TypeVar("U")


# As jax.jvp: (output, output tangent), and the aux with has_aux=True.
@overload
def jvp(
    f: Callable[..., T],
    primals: Sequence[Any],
    tangents: Sequence[Any],
    has_aux: Literal[False] = False,
) -> tuple[T, Any]: ...


@overload
def jvp(
    f: str, primals: Sequence[Any], tangents: Sequence[Any], has_aux: Literal[False] = False
) -> tuple[Any, Any]: ...


@overload
def jvp(
    f: Callable[..., tuple[T, U]],
    primals: Sequence[Any],
    tangents: Sequence[Any],
    has_aux: Literal[True],
) -> tuple[T, Any, U]: ...


def jvp(
    f: Callable[..., Any] | str,
    primals: Sequence[Any],
    tangents: Sequence[Any],
    has_aux: bool = False,
) -> tuple[Any, ...]:
    """Forward mode, as ``jax.jvp``: ``(f(*primals), J @ tangents)`` (and aux with has_aux).

    ``primals`` and ``tangents`` are tuples of pytrees of the same structure; the output
    tangent has the structure of the output.
    """
    info = registry.find(f) if isinstance(f, str) else None
    if isinstance(f, str):
        f = _op_function(registry.lookup(f) if info is None else info)
    if not isinstance(primals, list | tuple) or not isinstance(tangents, list | tuple):
        raise TypeError("jvp takes primals and tangents as tuples, e.g. jvp(f, (x,), (v,))")
    if len(primals) != len(tangents):
        raise ValueError(f"{len(primals)} primals but {len(tangents)} tangents")
    nums = tuple(range(len(primals)))
    leaves, in_tree = _flatten_primals(primals, nums, single=False)
    tangent_leaves = _tangent_leaves(in_tree, tangents, leaves)
    found = _Structure()
    flat = _flat_function(f, primals, nums, in_tree, False, {}, has_aux, found)
    results, result_tangents = forward_mode.forward(flat, leaves, tangent_leaves)
    out, aux = found.split(results)
    tangent_out = found.out_tree.unflatten(result_tangents[: found.n_out])
    return (out, tangent_out, aux) if has_aux else (out, tangent_out)


def _tangent_leaves(
    in_tree: tree.PyTreeDef, tangents: Sequence[Any], leaves: list[Any]
) -> list[Any]:
    """The tangents' leaves, checked against the primals' shapes, in the primals' dtypes."""
    found = in_tree.flatten_up_to(tuple(tangents), "the tangent tree", none_is_zero=True)
    out = []
    for k, (t, p) in enumerate(zip(found, leaves, strict=True)):
        value = core.stop_gradient(p)
        if t is None:
            t = np.zeros_like(value)
        kinds.refuse_foreign(t, "the tangent")
        if np.shape(t) != np.shape(value):
            path = in_tree.paths()[k][1:].replace("]", "", 1)  # "[0]['W']" -> "0['W']"
            raise ValueError(
                f"tangent {path} has shape {np.shape(t)}, but its primal has shape "
                f"{np.shape(value)}"
            )
        if np.iscomplexobj(core.stop_gradient(t)) and not np.iscomplexobj(value):
            path = in_tree.paths()[k][1:].replace("]", "", 1)
            raise TypeError(
                f"tangent {path} is complex, but its primal is real; give a real tangent"
            )
        # compile's staged tangents and vmap's batched ones stay as they are
        staged = isinstance(t, core.Box) or hasattr(type(t), "__derivgen_staged__")
        staged = staged or hasattr(type(t), "__derivgen_batched__")
        out.append(t if staged else kinds.like(engines.as_dtype(t, value.dtype), value))
    return out


def linearize(f: Callable[..., T], *primals: Any) -> tuple[T, Callable[..., Any]]:
    """``(f(*primals), f_jvp)`` as ``jax.linearize``: ``f_jvp(*tangents)`` is J @ tangents.

    f runs once. Its pull-back is linear in the cotangent; it is traced once, and each
    ``f_jvp`` call pulls the tangents back through that trace, which is the transpose of the
    pull-back: the Jacobian itself. f is not run again.
    """
    if not callable(f):
        raise TypeError(f"linearize needs a function, got {describe(f)}")
    nums = tuple(range(len(primals)))
    leaves, in_tree = _flatten_primals(primals, nums, single=False)
    found = _Structure()
    results, pullback = reverse_mode.reverse(
        _flat_function(f, primals, nums, in_tree, False, {}, False, found), leaves
    )
    floats = [k for k, r in enumerate(results) if core._is_float(core.stop_gradient(r))]
    zeros = [np.zeros_like(core.stop_gradient(results[k])) for k in floats]

    def pull(*cotangents: Any) -> list[Any]:
        full: list[Any] = [None] * len(results)
        for k, u in zip(floats, cotangents, strict=True):
            full[k] = u
        return list(pullback(full))

    _, transposed = reverse_mode.reverse(pull, zeros)

    def f_jvp(*tangents: Any) -> Any:
        if len(tangents) != len(primals):
            raise ValueError(f"{len(primals)} primals but {len(tangents)} tangents")
        out_tangents = [np.zeros_like(core.stop_gradient(r)) for r in results]
        pulled = transposed(_tangent_leaves(in_tree, tangents, leaves))
        for k, t in zip(floats, pulled, strict=True):
            out_tangents[k] = t
        return found.out_tree.unflatten(out_tangents)

    return found.out_tree.unflatten(results), f_jvp
