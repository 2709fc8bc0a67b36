"""The cache key of a compiled call: tree structure, array shapes and dtypes, other values."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.compile import refusals
from derivgen.compile.staging import Staged
from derivgen.ops import kinds
from derivgen.trace import core


def input_names(fn: Callable[..., Any]) -> list[str]:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return []
    return [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]


class NotStaticError(Exception):
    """A traced value (a box, a staged value, a vmap batch) among the arguments: no key."""


def fast_key(args: tuple[Any, ...]) -> Any:
    """The signature of a call with plain arrays only, found without flattening a tree."""
    if len(args) == 1:  # the common case, without building a list
        a = args[0]
        return (a.shape, a.dtype) if type(a) is np.ndarray else None
    key = []
    for a in args:
        if type(a) is not np.ndarray:
            return None
        key.append(a.shape)
        key.append(a.dtype)
    return tuple(key)


def is_array(x: Any) -> bool:
    """A value compile stages: a NumPy array or scalar, or a protocol array (Dask, CuPy)."""
    return isinstance(x, np.ndarray | np.generic) or kinds.is_engine_array(x)


def signature(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, list[Any]]:
    """(a hashable key: tree structure, array shapes and dtypes, other leaves' values; arrays)."""
    leaves, treedef = tree.tree_flatten((args, kwargs))
    arrays = []
    parts: list[Any] = [treedef]
    top_level = len(leaves) == len(args) and not kwargs
    for k, leaf in enumerate(leaves):
        if hasattr(type(leaf), "__derivgen_batched__"):  # inside dg.vmap: run fn as it is
            raise NotStaticError
        if type(leaf) is not np.ndarray and type(leaf) not in (core.Box, Staged):
            refusals.refuse_input(
                leaf, f"argument {k}" if top_level else f"leaf {k} of the arguments"
            )
        if is_array(leaf):
            arrays.append(leaf)  # a Dask array's chunks are part of its graph's shape
            parts.append((type(leaf), leaf.shape, leaf.dtype, getattr(leaf, "chunks", None)))
        elif type(leaf) in (core.Box, Staged):
            raise NotStaticError
        else:
            parts.append((type(leaf), leaf))
    key = tuple(parts)
    try:
        hash(key)
    except TypeError:
        raise TypeError(
            "compile: an argument is neither an array nor hashable (nor a pytree of them), so it "
            "cannot be part of the cache key; pass arrays, numbers, or pytrees of them"
        ) from None
    return key, arrays
