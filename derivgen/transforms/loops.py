"""dg.scan and dg.fori_loop: JAX's loop primitives, with their semantics and pytrees.

Each runs its body once per step on whatever values it is given: plain arrays, a derivgen
transformation's traced values (``grad``, ``jvp``, ``vmap`` and their compositions, to any
order) or ``dg.compile``'s staged arrays. Reverse mode therefore differentiates the loop by
running the body's backward step by step in reverse over the saved residuals, forward mode by
carrying the tangents through the same steps, and under ``dg.compile`` the re-roller
(``derivgen.compile.passes.reroll``) writes the traced steps, forward and backward, as one ``for``
loop each, so code size grows with the body, not with the number of steps.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np

from derivgen import tree
from derivgen.ops.registry import describe
from derivgen.trace import core

C = TypeVar("C")  # the carry
Y = TypeVar("Y")  # what one step stacks


def scan(
    f: Callable[[C, Any], tuple[C, Y]],
    init: C,
    xs: Any = None,
    length: int | None = None,
    reverse: bool = False,
) -> tuple[C, Y]:
    """Loop ``f`` over the leading axis of ``xs``, carrying state, as ``jax.lax.scan``.

    ``f(carry, x)`` returns ``(new_carry, y)``; the carry keeps its pytree structure, shapes
    and dtypes from step to step. The result is ``(final_carry, ys)``, ``ys`` holding every
    step's ``y`` stacked along a new leading axis. ``xs`` is a pytree of arrays sharing their
    leading length (or None, with ``length`` giving the number of steps); ``reverse=True``
    runs from the last slice to the first, and ``ys[i]`` is still the ``y`` of ``xs[i]``.
    In Python::

        def scan(f, init, xs, length=None):
            carry, ys = init, []
            for x in xs:
                carry, y = f(carry, x)
                ys.append(y)
            return carry, np.stack(ys)
    """
    if not callable(f):
        raise TypeError(f"scan: f must be a function (carry, x) -> (carry, y), got {describe(f)}")
    leaves, xs_tree = tree.tree_flatten(xs)
    steps = _length(leaves, length)
    order = range(steps - 1, -1, -1) if reverse else range(steps)
    carry, ys = init, []
    for i in order:
        x = xs_tree.unflatten([leaf[i] for leaf in leaves])
        out = f(carry, x)
        if not isinstance(out, tuple | list) or len(out) != 2:
            raise TypeError(
                f"scan: {describe(f)} must return a pair (new_carry, y), got "
                f"{type(out).__name__}; return (carry, None) when there is nothing to stack"
            )
        _check_carry("scan", f, init, out[0])
        carry = out[0]
        ys.append(out[1])
    if reverse:
        ys.reverse()
    if not ys:
        return carry, _empty_ys(f, init, leaves, xs_tree)
    return carry, _stack(ys)


def fori_loop(lower: int, upper: int, body_fun: Callable[[int, C], C], init_val: C) -> C:
    """``body_fun(i, val)`` for i in ``range(lower, upper)``, as ``jax.lax.fori_loop``.

    ``lower`` and ``upper`` are integers (Python or NumPy, or 0-d integer arrays known before
    the loop); ``i`` is a Python int, and the value keeps its pytree structure, shapes and
    dtypes from step to step. In Python::

        def fori_loop(lower, upper, body_fun, init_val):
            val = init_val
            for i in range(lower, upper):
                val = body_fun(i, val)
            return val
    """
    if not callable(body_fun):
        raise TypeError(f"fori_loop: body_fun must be a function (i, val) -> val, got "
                        f"{describe(body_fun)}")  # fmt: skip
    start, stop = _bound(lower, "lower"), _bound(upper, "upper")
    val = init_val
    for i in range(start, stop):
        new = body_fun(i, val)
        _check_carry("fori_loop", body_fun, init_val, new)
        val = new
    return val


def _bound(value: Any, name: str) -> int:
    if type(value) is core.Box or hasattr(type(value), "__derivgen_batched__"):
        raise TypeError(
            f"fori_loop: {name} is a value traced by a derivgen transformation (differentiated "
            "or batched), so the number of steps is not known before the loop; pass a Python "
            "int (or close over the traced value inside body_fun)"
        )
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(
            f"fori_loop: {name} must be an integer, got {type(value).__name__}; pass int(...)"
        ) from None


def _length(leaves: list[Any], length: int | None) -> int:
    """The number of steps: the leading length of every leaf of xs, and ``length`` if given."""
    lengths = set()
    for leaf in leaves:
        shape = np.shape(leaf)
        if not shape:
            raise ValueError(
                "scan: every leaf of xs needs a leading axis to scan over, got a scalar; "
                "pass xs=None with length=N to loop without slicing"
            )
        lengths.add(shape[0])
    if length is not None:
        length = operator.index(length)
        if length < 0:
            raise ValueError(f"scan: length must be non-negative, got {length}")
        lengths.add(length)
    if len(lengths) > 1:
        raise ValueError(
            f"scan: xs's leaves and length disagree on the number of steps: {sorted(lengths)}; "
            "every leaf of xs must have the same leading length"
        )
    if not lengths:
        raise ValueError("scan: with xs=None (or no arrays in xs), pass length=N")
    return lengths.pop()


def _aval(x: Any) -> tuple[tuple[int, ...], Any]:
    dtype = getattr(x, "dtype", None)
    return np.shape(x), (np.result_type(x) if dtype is None else np.dtype(dtype))


def _check_carry(name: str, f: Callable[..., Any], init: Any, new: Any) -> None:
    """The carry must keep its structure, shapes and dtypes, as JAX requires."""
    old_leaves, old_tree = tree.tree_flatten(init)
    new_leaves, new_tree = tree.tree_flatten(new)
    if old_tree != new_tree:
        raise TypeError(
            f"{name}: {describe(f)} changed the carry's structure from {old_tree} to "
            f"{new_tree}; return the carry in the structure it was given"
        )
    for k, (old, new_leaf) in enumerate(zip(old_leaves, new_leaves, strict=True)):
        (old_shape, old_dtype), (new_shape, new_dtype) = _aval(old), _aval(new_leaf)
        weak = isinstance(old, int | float | complex) and not isinstance(old, bool)
        same_dtype = old_dtype == new_dtype or (weak and old_dtype.kind == new_dtype.kind)
        if old_shape != new_shape or not same_dtype:
            raise TypeError(
                f"{name}: {describe(f)} changed carry leaf {k} from {old_dtype}{list(old_shape)} "
                f"to {new_dtype}{list(new_shape)}; the carry must keep its shape and dtype from "
                "step to step (cast with .astype, or start from an init of the right dtype)"
            )


def _stack(ys: list[Any]) -> Any:
    """Every step's y stacked along a new leading axis, leaf by leaf."""
    first_leaves, y_tree = tree.tree_flatten(ys[0])
    columns: list[list[Any]] = [[] for _ in first_leaves]
    for y in ys:
        leaves, structure = tree.tree_flatten(y)
        if structure != y_tree:
            raise TypeError(f"scan: the y of one step is {structure}, of another {y_tree}; "
                            "every step must return y of the same structure")  # fmt: skip
        for column, leaf in zip(columns, leaves, strict=True):
            column.append(leaf)
    return y_tree.unflatten([np.stack(column) for column in columns])


def _empty_ys(f: Callable[..., Any], init: Any, leaves: list[Any], xs_tree: Any) -> Any:
    """The ys of zero steps: f is run once on zeros to learn their shapes, then dropped."""
    x = xs_tree.unflatten(
        [np.zeros(np.shape(leaf)[1:], getattr(leaf, "dtype", float)) for leaf in leaves]
    )
    with np.errstate(all="ignore"):
        _, y = f(init, x)
    y_leaves, y_tree = tree.tree_flatten(y)
    return y_tree.unflatten([np.zeros((0, *np.shape(v)), _aval(v)[1]) for v in y_leaves])
