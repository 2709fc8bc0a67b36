"""``dg.vmap``: a function mapped over a batch axis of its arguments, as ``jax.vmap``."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.batching import load_rules
from derivgen.batching.batched import Batched, BatchTrace, moved_in
from derivgen.ops import kinds
from derivgen.trace.errors import call_traced
from derivgen.trace.unregistered import public_path

load_rules()

_FALLBACKS = ("warn", "error")


def vmap(
    fun: Callable[..., Any],
    in_axes: Any = 0,
    out_axes: Any = 0,
    axis_size: int | None = None,
    fallback: str = "warn",
) -> Callable[..., Any]:
    """``fun`` mapped over an axis of its arguments, as ``jax.vmap``.

    ``in_axes``: an int, None (the argument is not mapped) or a tuple with one entry per
    positional argument, each a pytree prefix of that argument; negative axes count from
    the end. Keyword arguments are mapped over axis 0. ``out_axes``: where the batch axis
    goes in each output (a pytree prefix of the output). ``axis_size``: the batch size when
    no argument is mapped. ``fallback``: what an op without a batched form does, "warn"
    (run it once per example, warning once per op) or "error".
    """
    if not callable(fun):
        raise TypeError(f"vmap: fun must be callable, got {fun!r}")
    if isinstance(in_axes, list):
        in_axes = tuple(in_axes)
    _check_axes_spec(in_axes, "in_axes")
    _check_axes_spec(out_axes, "out_axes")
    if fallback not in _FALLBACKS:
        raise ValueError(f"vmap: fallback must be 'warn' or 'error', got {fallback!r}")

    in_cache: dict[tree.PyTreeDef, list[int | None]] = {}  # axis of each leaf, by structure
    out_cache: dict[tree.PyTreeDef, list[int | None]] = {}

    # Arguments that are all plain arrays, with int/None axes: no pytree work per call.
    flat = (
        in_axes is None
        or isinstance(in_axes, int | tuple)
        and all(
            a is None or isinstance(a, int) for a in (in_axes if isinstance(in_axes, tuple) else ())
        )
    )

    @functools.wraps(fun)
    def batched_fun(*args: Any, **kwargs: Any) -> Any:
        treedef: tree.PyTreeDef | None = None
        if flat and not kwargs and all(type(a) is np.ndarray for a in args):
            leaves: list[Any] = list(args)
            axes = list(in_axes) if isinstance(in_axes, tuple) else [in_axes] * len(args)
            if len(axes) != len(args):
                _leaf_axes(args, kwargs, in_axes)  # raises JAX's error
        else:
            leaves, treedef = tree.tree_flatten((args, kwargs))
            axes = list(_cached(in_cache, treedef, lambda: _leaf_axes(args, kwargs, in_axes)))
        size = _batch_size(leaves, axes, treedef, axis_size)
        with BatchTrace(size, fallback) as trace:
            mapped = [
                leaf if axis is None else moved_in(_array(leaf), axis, trace)
                for leaf, axis in zip(leaves, axes, strict=True)
            ]
            if treedef is None:
                out = call_traced(fun, *mapped)
            else:
                call_args, call_kwargs = treedef.unflatten(mapped)
                out = call_traced(fun, *call_args, **call_kwargs)
            if type(out) is Batched and isinstance(out_axes, int):
                return _moved_out(out, out_axes, trace, fun)
            return _flat_outputs(out, out_axes, out_cache, trace, fun)

    return batched_fun


def _check_axes_spec(spec: Any, what: str) -> None:
    for leaf in tree.tree_leaves(spec):
        if not (leaf is None or isinstance(leaf, int) and not isinstance(leaf, bool)):
            raise TypeError(
                f"vmap {what} must be an int, None, or (nested) container with those types as "
                f"leaves, but got {leaf!r}"
            )


def _leaf_axes(args: tuple[Any, ...], kwargs: dict[str, Any], in_axes: Any) -> list[int | None]:
    """The axis of every argument leaf (None: not mapped); keyword arguments' is 0."""
    if isinstance(in_axes, tuple) and len(in_axes) != len(args):
        raise ValueError(
            "vmap in_axes must be an int, None, or a tuple of entries corresponding to the "
            f"positional arguments passed to the function, but got len(in_axes)="
            f"{len(in_axes)}, len(args)={len(args)}"
        )
    spec = in_axes if isinstance(in_axes, tuple) else (in_axes,) * len(args)
    try:
        subtrees = tree.tree_structure(spec, is_leaf=_is_none).flatten_up_to(args, what="args")
    except ValueError:
        raise ValueError(
            f"vmap in_axes specification must be a tree prefix of the corresponding value, got "
            f"specification {in_axes!r} for value tree {tree.tree_structure(args)}"
        ) from None
    axes: list[int | None] = []
    for axis, subtree in zip(tree.tree_leaves(spec, is_leaf=_is_none), subtrees, strict=True):
        axes.extend([axis] * len(tree.tree_leaves(subtree)))
    axes.extend([0] * len(tree.tree_leaves(kwargs)))
    return axes


def _is_none(x: Any) -> bool:
    return x is None


def _path(path: str) -> str:
    """A leaf's path in ((args), {kwargs}) as the user wrote it: args[0]['W'], kwargs['y']."""
    if path.startswith("[0]"):
        return "args" + path[3:]
    return "kwargs" + path[3:]


def _array(value: Any) -> Any:
    if isinstance(value, int | float | complex | bool | np.generic):
        return np.asarray(value)
    return value


def _describe(value: Any) -> str:
    return f"{type(value).__name__} of shape {tuple(np.shape(value))}"


def _paths(treedef: tree.PyTreeDef | None, n: int) -> list[str]:
    """How each argument leaf is written, for messages (plain arrays: args[k])."""
    if treedef is None:
        return [f"args[{k}]" for k in range(n)]
    return [_path(p) for p in treedef.paths()]


def _batch_size(
    leaves: list[Any],
    axes: list[int | None],
    treedef: tree.PyTreeDef | None,
    axis_size: int | None,
) -> int:
    """The batch size (axes normalized in place); errors name the arguments as JAX does."""
    sizes: list[tuple[int, int]] = []  # (size, leaf)
    for k, (leaf, axis) in enumerate(zip(leaves, axes, strict=True)):
        if type(leaf) is not np.ndarray:
            kinds.refuse_foreign(leaf, f"vmap's argument {_paths(treedef, len(leaves))[k]}")
        if axis is None:
            continue
        if not _is_arraylike(leaf):
            axes[k] = None  # a non-array argument (a function, a string...) passes through
            continue
        shape = tuple(np.shape(_array(leaf)))
        if not -len(shape) <= axis < len(shape):
            raise ValueError(
                f"vmap was requested to map its argument along axis {axis}, which implies that "
                f"its rank should be at least {axis + 1 if axis >= 0 else -axis}, but is only "
                f"{len(shape)} (its shape is {shape}): {_paths(treedef, len(leaves))[k]}"
            )
        normalized = axis % len(shape)
        axes[k] = normalized
        sizes.append((shape[normalized], k))
    if axis_size is not None:
        sizes.append((axis_size, -1))
    if not sizes:
        raise ValueError("vmap must have at least one non-None value in in_axes")
    first = sizes[0][0]
    if any(s != first for s, _ in sizes):
        paths = _paths(treedef, len(leaves))
        lines = "\n".join(
            f"  * one axis had size {s}: "
            + (
                f"axis {axes[k]} of {paths[k]} ({_describe(leaves[k])});"
                if k >= 0
                else f"axis_size={axis_size};"
            )
            for s, k in sizes
        )
        raise ValueError(f"vmap got inconsistent sizes for array axes to be mapped:\n{lines}")
    return first


def _flat_outputs(
    out: Any,
    out_axes: Any,
    cache: dict[tree.PyTreeDef, list[int | None]],
    trace: BatchTrace,
    fun: Any,
) -> Any:
    """The outputs with the batch axis moved to out_axes (unbatched ones broadcast)."""
    leaves, treedef = tree.tree_flatten(out)
    axes = _cached(cache, treedef, lambda: _leaf_out_axes(out, out_axes, treedef))
    results = [_moved_out(leaf, axis, trace, fun) for leaf, axis in zip(leaves, axes, strict=True)]
    return treedef.unflatten(results)


def _leaf_out_axes(out: Any, out_axes: Any, treedef: tree.PyTreeDef) -> list[int | None]:
    try:
        subtrees = tree.tree_structure(out_axes, is_leaf=_is_none).flatten_up_to(out)
    except ValueError:
        raise ValueError(
            f"vmap out_axes specification must be a tree prefix of the corresponding value, "
            f"got specification {out_axes!r} for value tree {treedef}"
        ) from None
    axes: list[int | None] = []
    for axis, sub in zip(tree.tree_leaves(out_axes, is_leaf=_is_none), subtrees, strict=True):
        axes.extend([axis] * len(tree.tree_leaves(sub)))
    return axes


def _cached(cache: dict[Any, Any], key: Any, compute: Callable[[], Any]) -> Any:
    """cache[key], computed once (every time for a structure whose aux data is unhashable)."""
    try:
        found = cache.get(key)
    except TypeError:
        return compute()
    if found is None:
        found = cache[key] = compute()
    return found


def _moved_out(leaf: Any, axis: int | None, trace: BatchTrace, fun: Any) -> Any:
    if type(leaf) is Batched and leaf.owner is trace:
        if axis is None:
            raise ValueError(
                f"vmap has mapped output but out_axes is None ({public_path(fun)} returned a "
                "value that depends on a mapped argument)"
            )
        value = leaf.value
        ndim = int(np.ndim(value))
        if not -ndim <= axis < ndim:
            raise ValueError(
                f"vmap out_axes {axis} is out of range for an output of rank {ndim - 1} "
                f"(shape {leaf.shape}) with the batch axis"
            )
        return value if axis in (0, -ndim) else np.moveaxis(value, 0, axis)
    if type(leaf) is Batched and not leaf.owner.active:
        raise TypeError("vmap: fun returned a batched value of a vmap that has finished")
    if axis is None:
        return leaf
    if not _is_arraylike(leaf):
        return leaf  # a non-array output (a string, a function...) is returned as it is
    value = np.broadcast_to(_array(leaf), (trace.size, *np.shape(leaf)))
    if type(value) is np.ndarray:
        value = value.copy()  # a plain array of its own, as vmap returns for mapped outputs
    return value if axis == 0 else np.moveaxis(value, 0, axis)


def _is_arraylike(value: Any) -> bool:
    return hasattr(value, "shape") or isinstance(value, int | float | complex | bool)
