"""NumPy functions that write into an argument (np.copyto, np.put, ...) on traced arrays.

Each write into a traced target is recorded as index assignment: NumPy's own function runs
on an integer probe of the target, which tells which element of the values lands where
(with NumPy's broadcasting, cycling, modes and last-write-wins), and the target's box then
gets ``target[written] = values.ravel()[source]``. A plain target cannot hold a derivative,
so a traced value written into one is an error naming the call.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Callable, Sequence
from typing import Any, Literal

import numpy as np


def _probe_values(values: Any) -> np.ndarray:
    shape = np.shape(values)
    return np.arange(int(np.prod(shape)), dtype=np.intp).reshape(shape)


# For each writer: (position of the target, position of the values, how it is spelled).
WRITERS: dict[Any, tuple[int, int, str]] = {
    np.copyto: (0, 1, "np.copyto(dst, src)"),
    np.put: (0, 2, "np.put(a, ind, v)"),
    np.put_along_axis: (0, 2, "np.put_along_axis(arr, indices, values, axis)"),
    np.putmask: (0, 2, "np.putmask(a, mask, values)"),
    np.place: (0, 2, "np.place(arr, mask, vals)"),
    np.fill_diagonal: (0, 1, "np.fill_diagonal(a, val)"),
}

NAMES = {
    np.copyto: ("dst", "src"),
    np.put: ("a", "v"),
    np.put_along_axis: ("arr", "values"),
    np.putmask: ("a", "values"),
    np.place: ("arr", "vals"),
    np.fill_diagonal: ("a", "val"),
}


def is_writer(func: Any) -> bool:
    return func in WRITERS


def write(
    func: Any,
    args: Sequence[Any],
    kwargs: dict[str, Any],
    box_type: type[Any],
    stop_gradient: Callable[[Any], Any],
) -> None:
    """Run the writer ``func`` with a traced target or traced values, recording the write."""
    target_at, values_at, spelling = WRITERS[func]
    target_name, values_name = NAMES[func]
    target: Any = args[target_at] if len(args) > target_at else kwargs.get(target_name)
    values: Any = args[values_at] if len(args) > values_at else kwargs.get(values_name)
    if type(target) is not box_type:
        raise TypeError(_plain_target(func, spelling))
    # every other argument (indices, masks, axis, where=, mode=) carries no derivative
    plain_args = [stop_gradient(a) for a in args]
    plain_kwargs = {k: stop_gradient(v) for k, v in kwargs.items()}
    probe = np.full(np.shape(stop_gradient(target)), -1, dtype=np.intp)
    source = _probe_values(stop_gradient(values))
    for place, name in ((target_at, target_name), (values_at, values_name)):
        replacement = probe if place == target_at else source
        if len(plain_args) > place:
            plain_args[place] = replacement
        else:
            plain_kwargs[name] = replacement
    if func is np.copyto:
        plain_kwargs["casting"] = "unsafe"  # the probe's integers stand for any value
    func(*plain_args, **plain_kwargs)
    written = probe >= 0
    if not written.any():
        return
    flat = np.reshape(values, -1)
    target[written] = flat[probe[written]]


def _plain_target(func: Any, spelling: str) -> str:
    caller = _numpy_caller()
    if caller in ("full_like", "full"):
        return (
            f"np.{caller}(..., fill_value) with a traced fill_value and a plain array: NumPy "
            f"dispatches np.{caller} only on its first argument and fills a plain array, which "
            "cannot hold the derivative. Write np.zeros_like(a) + fill_value (or "
            "np.full_like(x, fill_value, shape=...) with x traced), which is traced"
        )
    return (
        f"{spelling} with a plain NumPy target and a traced value: a plain array (made by "
        "np.zeros, np.empty, np.array, ...) cannot hold the derivative, and NumPy does not "
        "tell derivgen about writes into it. Make the target from the traced input instead "
        "(np.zeros_like(x, shape=...), np.ones_like, np.full_like, or a copy x.copy()); "
        f"{spelling} into a traced target is recorded"
    )


def _numpy_caller() -> str | None:
    """The NumPy Python function (np.full_like, ...) that made this call, if one did."""
    frame: types.FrameType | None = sys._getframe(1)
    while frame is not None:
        if frame.f_globals.get("__name__", "").startswith("numpy"):
            return frame.f_code.co_name
        if not frame.f_globals.get("__name__", "").startswith("derivgen"):
            return None
        frame = frame.f_back
    return None


def ufunc_at(
    ufunc: np.ufunc, a: Any, index: Any, b: Any, stop_gradient: Callable[[Any], Any]
) -> None:
    """``ufunc.at(a, index, b)`` into a traced ``a``, unbuffered as NumPy's: each occurrence of
    a repeated index is applied in turn, recorded as rounds of index assignment."""
    shape = np.shape(stop_gradient(a))
    positions = np.arange(int(np.prod(shape)), dtype=np.intp).reshape(shape)[index]
    flat = positions.reshape(-1)
    # rank: how many earlier occurrences of the same element there are (0 for the first)
    order = np.argsort(flat, kind="stable")
    sorted_flat = flat[order]
    starts = np.r_[0, np.flatnonzero(np.diff(sorted_flat)) + 1]
    first = np.repeat(starts, np.diff(np.r_[starts, flat.size]))
    rank = np.empty_like(flat)
    rank[order] = np.arange(flat.size) - first
    values = None if b is None else np.reshape(np.broadcast_to(b, positions.shape), -1)
    for r in range(int(rank.max()) + 1 if flat.size else 0):
        chosen = rank == r
        where = np.unravel_index(flat[chosen], shape)
        current = a[where]
        a[where] = ufunc(current) if values is None else ufunc(current, values[chosen])


def in_place_methods() -> dict[str, Callable[..., None]]:
    """ndarray's methods that change the array in place, for traced arrays: each records the
    write as index assignment (self[...] = the new array)."""

    def fill(self: Any, value: Any) -> None:
        self[...] = value

    def sort(self: Any, axis: int = -1, kind: Any = None, order: Any = None) -> None:
        if order is not None:
            raise TypeError("ndarray.sort(order=...) sorts structured arrays; not traced")
        self[...] = np.sort(self, axis=axis, kind=kind)

    def partition(self: Any, kth: Any, axis: int = -1, kind: str = "introselect") -> None:
        self[...] = np.partition(self, kth, axis=axis)

    def put(
        self: Any, indices: Any, values: Any, mode: Literal["raise", "wrap", "clip"] = "raise"
    ) -> None:
        np.put(self, indices, values, mode=mode)

    return {"fill": fill, "sort": sort, "partition": partition, "put": put}
