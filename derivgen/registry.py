"""Finding ops in the generated registry by name, generated function or NumPy function."""

from __future__ import annotations

import difflib
import functools
from collections.abc import Mapping
from typing import Any


@functools.cache
def ops() -> Mapping[str, Any]:
    """The generated registry, imported on first use so ``import derivgen`` stays cheap."""
    from derivgen.generated.registry import OPS

    return OPS


@functools.cache
def _by_function() -> dict[Any, Any]:
    table: dict[Any, Any] = {}
    for info in ops().values():
        table.setdefault(info.forward, info)
        if info.numpy is not None:
            table.setdefault(info.numpy, info)
    return table


def describe(obj: object) -> str:
    """A short, readable name for any object, for error messages."""
    if isinstance(obj, str):
        return repr(obj)
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
    module = getattr(obj, "__module__", None)
    if name == "<lambda>":
        return "a lambda"
    if name:
        return f"{module}.{name}" if module and module not in ("builtins",) else str(name)
    return repr(obj)


def find(op: Any) -> Any | None:
    """The OpInfo for an op name, generated forward function or mirrored NumPy function."""
    if isinstance(op, str):
        return ops().get(op)
    try:
        return _by_function().get(op)
    except TypeError:  # unhashable
        return None


def lookup(op: Any) -> Any:
    """Like ``find``, but a miss raises TypeError naming the object and what is close."""
    info = find(op)
    if info is not None:
        return info
    if isinstance(op, str):
        close = difflib.get_close_matches(op, list(ops()), n=3)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise TypeError(f"{op!r} is not a registered op{hint} (see `derivgen list`)")
    what = describe(op)
    if callable(op):
        raise TypeError(
            f"{what} is not a registered op with a derivative. get_grad and get_backward take a "
            "single registered op (its name, its generated function or the NumPy function it "
            "mirrors); for a composite function use derivgen.grad or derivgen.vjp."
        )
    raise TypeError(f"{what} is not an op: pass an op name, a generated op or a NumPy function")


def list_ops() -> list[str]:
    """Every op name in the registry, sorted."""
    return sorted(ops())
