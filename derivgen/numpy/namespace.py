"""A NumPy module's names for traced code: NumPy's own objects, functions taking traced lists.

NumPy turns a list argument into an array in C, so ``np.mean([x, x + 2])`` never reaches
the traced values inside. Each function read through ``derivgen.numpy`` is NumPy's own,
behind a wrapper that first builds such lists with ``building.build``. Which arguments are
sequences of arrays (``np.concatenate``'s first) comes from the op's signature in the
registry (``Tensor[]``); their items are built one by one instead of the whole list.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from types import BuiltinFunctionType, FunctionType, ModuleType
from typing import Any

import numpy

from derivgen.numpy.building import build, holds_traced

# NumPy functions with no op whose first argument is a sequence of arrays. (np.block's nested
# lists are not built here: a traced np.block call is rewritten into concatenates.)
_SEQUENCE_FIRST = frozenset({"choose", "lexsort", "piecewise", "row_stack", "select"})
_FUNCTION_TYPES = (FunctionType, BuiltinFunctionType, type(numpy.mean))


def public_names(module: ModuleType) -> list[str]:
    """The names a NumPy module offers: its ``__all__`` and its other public attributes."""
    names = set(getattr(module, "__all__", ()))
    names.update(name for name in dir(module) if not name.startswith("_"))
    return sorted(names)


def attribute(module: ModuleType, name: str) -> Any:
    """``module.name`` as derivgen.numpy offers it: functions wrapped for traced lists."""
    value = getattr(module, name)
    if isinstance(value, _FUNCTION_TYPES) and not isinstance(value, numpy.ufunc):
        return taking_lists(value)
    return value


def taking_lists(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function``, with list and tuple arguments holding traced values built into arrays."""
    sequence_args: list[Any] = []  # (positions, names) of Tensor[] arguments, found once

    @functools.wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        if (
            function is numpy.block
            or not _has_sequence(args)
            and not _has_sequence(kwargs.values())
        ):
            return function(*args, **kwargs)
        if not sequence_args:
            sequence_args.append(_sequence_arguments(function))
        positions, names = sequence_args[0]
        args = tuple(_convert(a, i in positions) for i, a in enumerate(args))
        kwargs = {k: _convert(v, k in names) for k, v in kwargs.items()}
        return function(*args, **kwargs)

    return call


def _has_sequence(values: Any) -> bool:
    return any(type(v) is list or type(v) is tuple for v in values)


def _convert(value: Any, is_sequence: bool) -> Any:
    if not holds_traced(value):
        return value
    if is_sequence:  # each item is an array; plain ones become arrays too, so backwards see shapes
        return type(value)(build(item) for item in value)
    return build(value)


def _sequence_arguments(function: Any) -> tuple[frozenset[int], frozenset[str]]:
    from derivgen.ops.binding import by_function

    prep = by_function(function)
    if prep is None:
        name = getattr(function, "__name__", "")
        return (frozenset({0}) if name in _SEQUENCE_FIRST else frozenset()), frozenset()
    return prep.list_pos, frozenset(prep.params[i] for i in prep.list_pos)


def module_getattr(module: ModuleType, namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module ``__getattr__`` reading names from ``module``, each looked up once."""

    def __getattr__(name: str) -> Any:
        try:
            value = attribute(module, name)
        except AttributeError:
            raise AttributeError(
                f"module {namespace['__name__']!r} has no attribute {name!r} "
                f"({module.__name__} has none either)"
            ) from None
        namespace[name] = value
        return value

    return __getattr__
