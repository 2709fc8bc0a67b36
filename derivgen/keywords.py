"""NumPy 2 keyword arguments that ops do not take, rewritten into calls that they do.

``np.clip(x, min=..., max=...)`` is ``np.clip(x, a_min, a_max)``; ``dtype=`` casts the inputs
first (as NumPy converts elements before it combines them) and ``casting=`` is only a check
on that cast; ``where=`` masks the reduced elements with the reduction's identity (or with
``initial``), and ``initial=`` joins the reduction as one more element. Each rewrite calls
NumPy functions again, without those keywords, so that they reach the registered ops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from inspect import signature
from typing import Any

import numpy as np

__all__ = ["rewrite"]

_NO_VALUE = np._NoValue  # NumPy's marker for "argument not given"


def _given(value: Any) -> bool:
    return value is not None and value is not _NO_VALUE


def _cast(x: Any, dtype: Any) -> Any:
    return x.astype(dtype) if hasattr(x, "astype") else np.asarray(x, dtype=dtype)


def _bound(func: Callable[..., Any], args: Sequence[Any], kwargs: dict[str, Any]) -> dict:
    return dict(signature(func).bind(*args, **kwargs).arguments)


def _clip(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    call = _bound(np.clip, args, kwargs)
    extra = call.pop("kwargs", {})
    low, high = call.pop("min", _NO_VALUE), call.pop("max", _NO_VALUE)
    if _given(low) and _given(call.get("a_min")) or _given(high) and _given(call.get("a_max")):
        raise TypeError("np.clip: give a_min/a_max or min/max, not both")
    a_min = low if _given(low) else call.get("a_min")
    a_max = high if _given(high) else call.get("a_max")
    return np.clip(call["a"], None if a_min is _NO_VALUE else a_min,
                   None if a_max is _NO_VALUE else a_max, **extra)  # fmt: skip


def _stacker(func: Callable[..., Any]) -> Callable[..., Any]:
    def rewrite(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        call = _bound(func, args, kwargs)
        dtype = call.pop("dtype", None)
        call.pop("casting", None)  # only checks the cast, which astype below performs
        if _given(dtype):
            name = "tup" if "tup" in call else "arrays"
            call[name] = [_cast(x, dtype) for x in call[name]]
        return func(**call)

    return rewrite


# The reductions' identities, for elements that where= leaves out.
_IDENTITY = {np.sum: 0.0, np.prod: 1.0}
_COMBINE = {np.sum: np.add, np.prod: np.multiply, np.max: np.maximum, np.min: np.minimum}


def _reduction(func: Callable[..., Any]) -> Callable[..., Any]:
    def rewrite(args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        call = _bound(func, args, kwargs)
        x = call.pop("a")
        dtype = call.pop("dtype", None)
        where = call.pop("where", _NO_VALUE)
        initial = call.pop("initial", _NO_VALUE)
        if _given(call.get("out")):
            raise TypeError(f"np.{func.__name__}: out= cannot hold a traced result")
        call.pop("out", None)
        if call.get("keepdims") is _NO_VALUE:
            call.pop("keepdims")
        if _given(dtype):
            x = _cast(x, dtype)
        if func is np.mean and _given(where):
            mask = np.broadcast_to(np.asarray(where, dtype=bool), np.shape(x))
            total = np.sum(np.where(mask, x, 0.0), **call)
            return total / np.sum(mask, **call)
        if _given(where):
            # Left-out elements take the identity; max and min have none, and take initial.
            fill = _IDENTITY[func] if func in (np.sum, np.prod) else initial
            if not _given(fill):
                raise ValueError(
                    f"np.{func.__name__} with where= needs initial= (as NumPy requires)"
                )
            x = np.where(np.asarray(where, dtype=bool), x, fill)
        result = func(x, **call)
        if _given(initial):
            result = _COMBINE[func](result, initial)
        return result

    return rewrite


_REWRITES: dict[Any, Callable[..., Any]] = {
    np.clip: _clip,
    **{f: _stacker(f) for f in (np.vstack, np.hstack, np.dstack, np.stack, np.concatenate)},
    **{f: _reduction(f) for f in (np.sum, np.prod, np.mean, np.max, np.min)},
}
# The keywords each rewrite handles; calls without them go straight to the op.
_KEYWORDS = {np.clip: {"min", "max"}}
for _f in (np.vstack, np.hstack, np.dstack, np.stack, np.concatenate):
    _KEYWORDS[_f] = {"dtype", "casting"}
for _f in (np.sum, np.prod, np.mean, np.max, np.min):
    _KEYWORDS[_f] = {"dtype", "where", "initial", "out"}


def rewrite(func: Any, args: Sequence[Any], kwargs: dict[str, Any]) -> tuple[bool, Any]:
    """(True, result) when the call uses a keyword that ``func``'s op lacks, else (False, None)."""
    names = _KEYWORDS.get(func)
    if names is None or not kwargs:
        return False, None
    if not any(k in names and v is not _NO_VALUE for k, v in kwargs.items()):
        return False, None
    return True, _REWRITES[func](args, kwargs)
