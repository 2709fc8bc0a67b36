"""Dense derivatives: jacobian (jacrev, jacfwd), hessian, and hessian-vector products."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Literal, ParamSpec

import numpy as np

from derivgen import tree
from derivgen.ops.registry import describe
from derivgen.trace import core
from derivgen.trace import forward as forward_mode
from derivgen.trace import reverse as reverse_mode
from derivgen.transforms import dense_size
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
) -> Callable[P, Any]:
    """The Jacobian of f by reverse (``jax.jacrev``) or forward (``jax.jacfwd``) mode.

    For an output leaf of shape O and an input leaf of shape I the block has shape O + I. The
    result has the output's structure, with each output leaf replaced by the structure of
    ``args[argnums]`` (a tuple of them for a tuple of argnums), as in JAX.
    """
    if mode not in ("rev", "fwd"):
        raise ValueError(f"mode must be 'rev' or 'fwd', got {mode!r}")
    if not callable(f):
        raise TypeError(f"jacobian needs a function, got {describe(f)}")
    argnums = _checked_argnums(argnums)
    single = isinstance(argnums, int)

    def jac(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        leaves, in_tree = _flatten_primals(args, nums, single)
        found = _Structure()
        flat = _flat_function(f, args, nums, in_tree, single, kwargs, has_aux, found)
        if mode == "rev":
            results, blocks = _jac_rev(flat, leaves, found)
        else:
            results, blocks = _jac_fwd(flat, leaves, found)
        _, aux = found.split(results)
        result = found.out_tree.unflatten(in_tree.unflatten(row) for row in blocks)
        return (result, aux) if has_aux else result

    return jac


def jacrev(f: Callable[P, Any], argnums: Argnums = 0, has_aux: bool = False) -> Callable[P, Any]:
    """``jacobian(f, argnums, mode="rev")``, under JAX's name."""
    return jacobian(f, argnums, mode="rev", has_aux=has_aux)


def jacfwd(f: Callable[P, Any], argnums: Argnums = 0, has_aux: bool = False) -> Callable[P, Any]:
    """``jacobian(f, argnums, mode="fwd")``, under JAX's name."""
    return jacobian(f, argnums, mode="fwd", has_aux=has_aux)


def _jac_rev(
    flat: Callable[..., list[Any]], leaves: list[Any], found: _Structure
) -> tuple[list[Any], list[list[Any]]]:
    """One traced run, then one pull-back per output element: blocks[output][input]."""
    results, pullback = reverse_mode.reverse(flat, leaves)
    in_shapes = [_shape_dtype(x) for x in leaves]
    n_in = sum(math.prod(shape) for shape, _ in in_shapes)
    n_out = sum(math.prod(_shape_dtype(results[k])[0]) for k in range(found.n_out))
    itemsize = max((np.dtype(dtype).itemsize for _, dtype in in_shapes), default=8)
    dense_size.check("derivgen.jacobian", n_out * n_in, itemsize, n_in)
    blocks = []
    for k in range(found.n_out):
        out_shape, dtype = _shape_dtype(results[k])
        rows: list[list[Any]] = [[] for _ in leaves]
        if core._is_float(core.stop_gradient(results[k])):
            cotangents: list[Any] = [None] * len(results)
            for e in range(math.prod(out_shape)):
                onehot = np.zeros(out_shape, dtype=dtype)
                onehot.reshape(-1)[e] = 1
                cotangents[k] = onehot
                for row, g in zip(rows, pullback(cotangents), strict=True):
                    row.append(g)
        blocks.append(
            [
                _stack(row, out_shape, shape, x_dtype)
                for row, (shape, x_dtype) in zip(rows, in_shapes, strict=True)
            ]
        )
    return results, blocks


def _jac_fwd(
    flat: Callable[..., list[Any]], leaves: list[Any], found: _Structure
) -> tuple[list[Any], list[list[Any]]]:
    """One forward pass per input element: blocks[output][input]."""
    in_shapes = [_shape_dtype(x) for x in leaves]
    zeros = [np.zeros(shape, dtype=dtype) for shape, dtype in in_shapes]
    columns: list[list[list[Any]]] = []  # columns[input][element] = output tangents
    results: list[Any] | None = None
    for j, (shape, _) in enumerate(in_shapes):
        columns.append([])
        for e in range(math.prod(shape)):
            tangents = list(zeros)
            tangents[j] = np.zeros_like(zeros[j])
            tangents[j].reshape(-1)[e] = 1
            results, result_tangents = forward_mode.forward(flat, leaves, tangents)
            columns[j].append(result_tangents[: found.n_out])
    if results is None:  # no input has an element: run once for the output's shapes
        results, _ = forward_mode.forward(flat, leaves, zeros)
    blocks = []
    for k in range(found.n_out):
        out_shape, _ = _shape_dtype(results[k])
        row = []
        for j, (shape, dtype) in enumerate(in_shapes):
            stacked = _stack([col[k] for col in columns[j]], shape, out_shape, dtype)
            n_in = len(shape)
            axes = tuple(range(n_in, n_in + len(out_shape))) + tuple(range(n_in))
            row.append(np.transpose(stacked, axes))
        blocks.append(row)
    return results, blocks


def _stack(rows: list[Any], lead: tuple[int, ...], tail: tuple[int, ...], dtype: Any) -> Any:
    if not rows:
        return np.zeros(lead + tail, dtype=dtype)
    return np.reshape(np.stack(rows), lead + tail)


def hessian(f: Callable[P, Any], argnums: Argnums = 0, has_aux: bool = False) -> Callable[P, Any]:
    """The Hessian of f, as ``jax.hessian``: blocks ``H[i][j]`` for pytree inputs.

    It is the reverse-mode Jacobian of the reverse-mode Jacobian: f and its backward are
    traced once, then the recorded gradient computation is pulled back once per input
    element. An output of shape O gives blocks of shape O + I + J, as in JAX (a scalar
    output the plain I + J). The result's size is checked before any work is done.
    """
    argnums = _checked_argnums(argnums)
    inner = jacobian(f, argnums, mode="rev", has_aux=has_aux)
    outer = jacobian(inner, argnums, mode="rev", has_aux=has_aux)

    def hess(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        leaves = [leaf for i in nums for leaf in tree.tree_flatten(args[i])[0]]
        n_in = sum(np.size(core.stop_gradient(leaf)) for leaf in leaves)
        itemsize = max((_itemsize(leaf) for leaf in leaves), default=8)
        dense_size.check("derivgen.hessian", n_in * n_in, itemsize, n_in)
        return outer(*args, **kwargs)

    return hess


def _itemsize(leaf: Any) -> int:
    return int(getattr(core.stop_gradient(leaf), "itemsize", 8))


def hvp(f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> Any:
    """The Hessian-vector product of f in its first argument: forward mode over reverse mode.

    JAX's idiom ``jax.jvp(jax.grad(f), primals, tangents)[1]``: the product has the
    structure of ``primals[0]``. Pass several arrays as one pytree to get the product with
    the full Hessian.
    """
    return jvp(grad(f), primals, tangents)[1]
