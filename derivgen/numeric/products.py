"""Axis arithmetic that writes the backwards of np.dot, np.inner and np.tensordot as tensordots,
and the unit-seed shortcut of a product's backward."""

from typing import Any

import numpy as np


def contraction(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any = 2
) -> tuple[list[int], list[int]]:
    """The axes of ``left`` and ``right`` that ``np.dot``, ``np.inner`` or ``np.tensordot``
    sums over, paired in order and made non-negative (a 0-d operand contracts nothing)."""
    n, m = len(left), len(right)
    if kind in ("dot", "inner") and (n == 0 or m == 0):
        return [], []
    if kind == "dot":
        return [n - 1], [m - 2 if m > 1 else 0]
    if kind == "inner":
        return [n - 1], [m - 1]
    if isinstance(axes, int):
        return list(range(n - axes, n)), list(range(axes))
    first, second = ([x] if isinstance(x, int) else list(x) for x in axes)
    return [int(i) % n for i in first], [int(j) % m for j in second]


def product_grad_axes(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any, side: str
) -> list[list[int]]:
    """The ``axes`` of the tensordot that pulls the product's cotangent back to one operand.

    The cotangent has the free axes of ``left`` and then those of ``right``. For
    ``side="self"`` it is ``tensordot(grad, right, ...)``, for ``"other"``
    ``tensordot(left, grad, ...)``; ``product_grad_perm`` puts the result's axes in order.
    """
    first, second = contraction(kind, left, right, axes)
    free_left = len(left) - len(first)
    free_right = [j for j in range(len(right)) if j not in second]
    if side == "self":
        return [list(range(free_left, free_left + len(free_right))), free_right]
    return [[i for i in range(len(left)) if i not in first], list(range(free_left))]


def product_grad_perm(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any, side: str
) -> list[int]:
    """The transpose that orders the axes of ``product_grad_axes``'s tensordot as the operand's."""
    first, second = contraction(kind, left, right, axes)
    if side == "self":
        free = [i for i in range(len(left)) if i not in first]
        labels = free + [first[second.index(j)] for j in sorted(second)]
    else:
        free = [j for j in range(len(right)) if j not in second]
        labels = [second[first.index(i)] for i in sorted(first)] + free
    return [labels.index(k) for k in range(len(labels))]


def unit_scaled(grad: Any, other: Any) -> Any:
    """``grad * other``, or a read-only view of ``other`` when ``grad`` is a 0-d exact one of
    ``other``'s real floating dtype (a scalar loss's seed, as in the backward of ``x @ y``):
    ``v * 1`` is ``v`` in IEEE arithmetic (signed zeros, infinities, NaN), so no pass over the
    data is needed. Read-only, because the view may be a value the caller holds: derivgen's
    reverse pass copies a read-only gradient before handing it out."""
    if (
        type(grad) is np.ndarray
        and type(other) is np.ndarray
        and grad.ndim == 0
        and grad.dtype == other.dtype
        and other.dtype.kind == "f"
        and grad == 1
    ):
        view = other.view()
        view.flags.writeable = False
        return view
    return grad * other
