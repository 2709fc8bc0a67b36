"""What every transformation does with its arguments: argnums checked, primals made leaves."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.ops.registry import describe
from derivgen.trace import core

Argnums = int | Sequence[int]


class _Structure:
    """What a flattened call of f found out: the structure of its output and of its aux."""

    __slots__ = ("out_tree", "aux_tree", "n_out")

    def __init__(self) -> None:
        self.out_tree = tree.LEAF
        self.aux_tree: tree.PyTreeDef | None = None
        self.n_out = 1

    def split(self, leaves: Sequence[Any]) -> tuple[Any, Any]:
        """The output and the aux (None without has_aux) rebuilt from the flat results."""
        out = self.out_tree.unflatten(leaves[: self.n_out])
        aux = None if self.aux_tree is None else self.aux_tree.unflatten(leaves[self.n_out :])
        return out, aux


def _flatten_primals(
    args: Sequence[Any], nums: tuple[int, ...], single: bool
) -> tuple[list[Any], tree.PyTreeDef]:
    """The differentiable leaves of ``args[nums]`` and their structure.

    The structure is that of ``args[nums[0]]`` when ``single`` (an int argnums), else a
    tuple of the selected arguments' structures. Each leaf must be a float array or float.
    """
    leaves: list[Any] = []
    defs = []
    for i in nums:
        arg_leaves, treedef = tree.tree_flatten(args[i])
        if treedef is tree.LEAF:
            leaves.append(core.check_primal(arg_leaves[0], i))
        else:
            paths = treedef.paths()
            leaves += [
                core.check_primal(leaf, f"{i}{path}")
                for leaf, path in zip(arg_leaves, paths, strict=True)
            ]
        defs.append(treedef)
    in_tree = defs[0] if single else tree.PyTreeDef(tuple, None, tuple(defs))
    return leaves, in_tree


def _flat_function(
    f: Callable[..., Any],
    args: Sequence[Any],
    nums: tuple[int, ...],
    in_tree: tree.PyTreeDef,
    single: bool,
    kwargs: dict[str, Any],
    has_aux: bool,
    found: _Structure,
) -> Callable[..., list[Any]]:
    """f as a function of the flat leaves of ``args[nums]``, returning its output's leaves.

    The aux leaves (with ``has_aux``) follow the output's, so that the trace strips them
    too; ``found`` learns both structures when the function runs.
    """

    def flat(*leaves: Any) -> list[Any]:
        full = list(args)
        parts = in_tree.unflatten(leaves)
        if single:
            full[nums[0]] = parts
        else:
            for i, part in zip(nums, parts, strict=True):
                full[i] = part
        result = f(*full, **kwargs)
        aux_leaves: list[Any] = []
        if has_aux:
            if not isinstance(result, tuple | list) or len(result) != 2:
                raise TypeError(
                    f"with has_aux=True, {describe(f)} must return a pair (output, aux), "
                    f"got {_kind(result)}"
                )
            result, aux = result
            aux_leaves, found.aux_tree = tree.tree_flatten(aux)
        out_leaves, found.out_tree = tree.tree_flatten(result)
        found.n_out = len(out_leaves)
        return [*out_leaves, *aux_leaves]

    return flat


def _kind(value: Any) -> str:
    if isinstance(value, tuple | list):
        return f"a {type(value).__name__} of {len(value)}"
    return f"a {type(value).__name__}"


def _checked_argnums(argnums: Any) -> int | tuple[int, ...]:
    """argnums as an int or a tuple of ints, as JAX takes them (np.int64(1) too).

    Anything else is a TypeError naming argnums. A repeated argument is refused: it would
    be one input in two slots (JAX fails on it too), and its gradient is one slot's.
    """
    if isinstance(argnums, int | np.integer):
        return operator.index(argnums)
    if isinstance(argnums, list):  # JAX refuses a list too: it is not hashable as a static arg
        raise TypeError(
            f"argnums must be an int or a tuple of ints, not a list: write "
            f"argnums={tuple(argnums)!r}"
        )
    if isinstance(argnums, tuple) and all(isinstance(i, int | np.integer) for i in argnums):
        nums = tuple(operator.index(i) for i in argnums)
        if len(set(nums)) != len(nums):
            raise ValueError(
                f"argnums={argnums!r} names an argument twice; name each once "
                f"(argnums={tuple(dict.fromkeys(nums))!r}) and reuse its gradient"
            )
        return nums
    raise TypeError(
        f"argnums must be an int or a tuple of ints, got {argnums!r} "
        f"({type(argnums).__name__}); e.g. argnums=0 or argnums=(0, 1)"
    )


def _argnum_tuple(argnums: Argnums, n: int) -> tuple[int, ...]:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for i in nums:
        if not -n <= i < n:
            raise ValueError(f"argnums {argnums!r} does not fit a call with {n} arguments")
    nums = tuple(i % n for i in nums)
    if len(set(nums)) != len(nums):
        raise ValueError(
            f"argnums={argnums!r} names an argument twice in a call with {n} arguments"
        )
    return nums


def _shape_dtype(x: Any) -> tuple[tuple[int, ...], Any]:
    value = core.stop_gradient(x)
    return np.shape(value), np.asarray(value).dtype if not hasattr(value, "dtype") else value.dtype
