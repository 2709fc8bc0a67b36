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


def fast_key(args: tuple[Any, ...]) -> tuple[Any, tuple[Any, ...]] | None:
    """(the key, the array leaves) of a call whose arguments are plain arrays, or tuples and
    lists of plain arrays (a network's parameters), found without flattening a tree; None
    for anything else (``signature`` then builds the key). The key holds each array's shape
    and dtype, and each sequence's type and length: none of it is a tree structure, so it
    never equals a key of ``signature``'s."""
    if len(args) == 1 and type(args[0]) is np.ndarray:  # the common case, without a list
        return (args[0].shape, args[0].dtype), args
    key: list[Any] = []
    leaves: list[Any] | None = None  # only where a sequence is flattened
    for k, a in enumerate(args):
        kind = type(a)
        if kind is np.ndarray:
            key.append(a.shape)
            key.append(a.dtype)
            if leaves is not None:
                leaves.append(a)
        elif kind is tuple or kind is list:
            key.append(kind)
            key.append(len(a))
            if leaves is None:
                leaves = list(args[:k])
            for b in a:
                if type(b) is not np.ndarray:
                    return None
                key.append(b.shape)
                key.append(b.dtype)
                leaves.append(b)
        else:
            return None
    return tuple(key), (args if leaves is None else tuple(leaves))


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
