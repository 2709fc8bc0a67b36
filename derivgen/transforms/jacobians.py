"""Dense derivatives: jacobian (jacrev, jacfwd), hessian, and hessian-vector products."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Literal, ParamSpec

import numpy as np

from derivgen import tree
from derivgen.ops import kinds
from derivgen.ops.registry import describe
from derivgen.trace import core
from derivgen.trace import forward as forward_mode
from derivgen.trace import reverse as reverse_mode
from derivgen.transforms import basis, dense_size
from derivgen.transforms.arguments import (
    Argnums,
    _argnum_tuple,
    _checked_argnums,
    _flat_function,
    _flatten_primals,
    _shape_dtype,
    _Structure,
)
from derivgen.transforms.forward import jvp
from derivgen.transforms.reverse import grad

P = ParamSpec("P")


def jacobian(
    f: Callable[P, Any],
    argnums: Argnums = 0,
    mode: Literal["rev", "fwd"] = "rev",
    has_aux: bool = False,
    chunk_size: int | None = None,
) -> Callable[P, Any]:
    """The Jacobian of f by reverse (``jax.jacrev``) or forward (``jax.jacfwd``) mode.

    For an output leaf of shape O and an input leaf of shape I the block has shape O + I. The
    result has the output's structure, with each output leaf replaced by the structure of
    ``args[argnums]`` (a tuple of them for a tuple of argnums), as in JAX. Reverse mode is
    one pull-back batched over the identity basis of the outputs, forward mode one jvp
    batched over that of the inputs; ``chunk_size`` rows of the basis at a time (None: all
    at once), as ``torch.func.jacrev`` takes it, to bound the memory.
    """
    if mode not in ("rev", "fwd"):
        raise ValueError(f"mode must be 'rev' or 'fwd', got {mode!r}")
    if not callable(f):
        raise TypeError(f"jacobian needs a function, got {describe(f)}")
    argnums = _checked_argnums(argnums)
    chunk = basis.checked_chunk_size(chunk_size, "jacobian")
    single = isinstance(argnums, int)

    def jac(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        leaves, in_tree = _flatten_primals(args, nums, single)
        found = _Structure()
        flat = _flat_function(f, args, nums, in_tree, single, kwargs, has_aux, found)
        if mode == "rev":
            results, blocks = _jac_rev(flat, leaves, found, chunk)
        else:
            results, blocks = _jac_fwd(flat, leaves, found, chunk)
        _, aux = found.split(results)
        result = found.out_tree.unflatten(in_tree.unflatten(row) for row in blocks)
        return (result, aux) if has_aux else result

    return jac


def jacrev(
    f: Callable[P, Any],
    argnums: Argnums = 0,
    has_aux: bool = False,
    chunk_size: int | None = None,
) -> Callable[P, Any]:
    """``jacobian(f, argnums, mode="rev")``, under JAX's name."""
    return jacobian(f, argnums, mode="rev", has_aux=has_aux, chunk_size=chunk_size)


def jacfwd(
    f: Callable[P, Any],
    argnums: Argnums = 0,
    has_aux: bool = False,
    chunk_size: int | None = None,
) -> Callable[P, Any]:
    """``jacobian(f, argnums, mode="fwd")``, under JAX's name."""
    return jacobian(f, argnums, mode="fwd", has_aux=has_aux, chunk_size=chunk_size)


def _jac_rev(
    flat: Callable[..., list[Any]], leaves: list[Any], found: _Structure, chunk: int | None
) -> tuple[list[Any], list[list[Any]]]:
    """One traced run, then its pull-back batched over the output basis: blocks[output][input]."""
    results, pullback = reverse_mode.reverse(flat, leaves)
    in_shapes = [_shape_dtype(x) for x in leaves]
    outs = [_shape_dtype(results[k]) for k in range(found.n_out)]
    floats = [k for k in range(found.n_out) if core._is_float(core.stop_gradient(results[k]))]
    n_in = sum(math.prod(shape) for shape, _ in in_shapes)
    n_out = sum(math.prod(shape) for shape, _ in outs)
    itemsize = max((np.dtype(dtype).itemsize for _, dtype in in_shapes), default=8)
    dense_size.check("derivgen.jacobian", n_out * n_in, itemsize, n_in)
    seeds = basis.Basis([outs[k] for k in floats], like=core.stop_gradient(leaves[0]))

    def pull(cotangents: Sequence[Any]) -> list[Any]:
        full: list[Any] = [None] * len(results)
        for k, ct in zip(floats, cotangents, strict=True):
            full[k] = ct
        return list(pullback(full))

    if seeds.size:
        grads = seeds.map(pull, chunk)
    else:  # no float output has an element
        grads = [_zeros((0, *shape), d, x) for (shape, d), x in zip(in_shapes, leaves, strict=True)]
    blocks = []
    for k, (out_shape, _) in enumerate(outs):
        if k not in floats:
            blocks.append(
                [_zeros(out_shape + s, d, x) for (s, d), x in zip(in_shapes, leaves, strict=True)]
            )
            continue
        part = seeds.part(floats.index(k))
        blocks.append(
            [
                kinds.like(np.reshape(g[part], out_shape + shape), core.stop_gradient(x))
                for g, (shape, _), x in zip(grads, in_shapes, leaves, strict=True)
            ]
        )
    return results, blocks


def _jac_fwd(
    flat: Callable[..., list[Any]], leaves: list[Any], found: _Structure, chunk: int | None
) -> tuple[list[Any], list[list[Any]]]:
    """One jvp batched over the input basis: blocks[output][input]."""
    in_shapes = [_shape_dtype(x) for x in leaves]
    directions = basis.Basis(in_shapes, like=core.stop_gradient(leaves[0]) if leaves else None)
    columns: list[Any]
    if directions.size == 0:  # no input has an element: run once for the output's shapes
        zeros = [_zeros(s, d, x) for (s, d), x in zip(in_shapes, leaves, strict=True)]
        results, _ = forward_mode.forward(flat, leaves, zeros)
        dtype = in_shapes[0][1] if in_shapes else np.float64
        columns = [
            _zeros((0, *np.shape(r)), dtype, core.stop_gradient(r)) for r in results[: found.n_out]
        ]
    else:
        primal: list[Any] = []

        def push(tangents: Sequence[Any]) -> list[Any]:
            out, out_tangents = forward_mode.forward(flat, leaves, list(tangents))
            primal[:] = out  # the primal output does not depend on the tangents
            return list(out_tangents[: found.n_out])

        columns = directions.map(push, chunk)
        results = primal
    blocks = []
    for k in range(found.n_out):
        out_shape, _ = _shape_dtype(results[k])
        row = []
        for j, (shape, _) in enumerate(in_shapes):
            block = np.reshape(columns[k][directions.part(j)], shape + out_shape)
            n_in = len(shape)
            axes = tuple(range(n_in, n_in + len(out_shape))) + tuple(range(n_in))
            row.append(kinds.like(np.transpose(block, axes), core.stop_gradient(leaves[j])))
        blocks.append(row)
    return results, blocks


def hessian(
    f: Callable[P, Any],
    argnums: Argnums = 0,
    has_aux: bool = False,
    chunk_size: int | None = None,
) -> Callable[P, Any]:
    """The Hessian of f, as ``jax.hessian``: blocks ``H[i][j]`` for pytree inputs.

    The reverse-mode Jacobian of the reverse-mode Jacobian, each batched with vmap: f and its
    backward are traced once, then the recorded gradient computation is pulled back over
    the whole basis at once (``chunk_size`` rows at a time; None: all at once). JAX runs
    forward over reverse; here reverse over reverse is the faster (benchmarks/vmap.py), with
    the same blocks. An output of shape O gives blocks of shape O + I + J, as in JAX (a
    scalar output the plain I + J). The result's size is checked before any work is done.
    """
    argnums = _checked_argnums(argnums)
    basis.checked_chunk_size(chunk_size, "hessian")
    inner = jacobian(f, argnums, mode="rev", has_aux=has_aux)
    outer = jacobian(inner, argnums, mode="rev", has_aux=has_aux, chunk_size=chunk_size)

    def hess(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        leaves = [leaf for i in nums for leaf in tree.tree_flatten(args[i])[0]]
        n_in = sum(math.prod(np.shape(core.stop_gradient(leaf))) for leaf in leaves)
        itemsize = max((_itemsize(leaf) for leaf in leaves), default=8)
        dense_size.check("derivgen.hessian", n_in * n_in, itemsize, n_in)
        return outer(*args, **kwargs)

    return hess


def _zeros(shape: tuple[int, ...], dtype: Any, like: Any) -> Any:
    """Zeros of ``shape`` of ``like``'s array type (a traced ``like``'s value's)."""
    return kinds.like(np.zeros(shape, dtype=dtype), core.stop_gradient(like))


def _itemsize(leaf: Any) -> int:
    return int(getattr(core.stop_gradient(leaf), "itemsize", 8))


def hvp(f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> Any:
    """The Hessian-vector product of f in its first argument: forward mode over reverse mode.

    JAX's idiom ``jax.jvp(jax.grad(f), primals, tangents)[1]``: the product has the
    structure of ``primals[0]``. Pass several arrays as one pytree to get the product with
    the full Hessian.
    """
    return jvp(grad(f), primals, tangents)[1]
