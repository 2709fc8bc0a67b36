"""Transformed functions that pickle: a dask worker or a process pool gets dg.grad(f) itself.

A transformation returns a closure, which neither ``pickle`` nor a process pool can send.
``Picklable`` wraps that closure with the call that made it (``grad, (f, argnums,
has_aux)``): pickling sends that call, and unpickling makes it again, so ``dg.grad(f)``
pickles wherever ``f`` does (a module-level function with pickle; a lambda with cloudpickle).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class Picklable(Generic[P, R]):
    """``call`` with the name, qualified name, module and docstring of the closure it wraps."""

    def __init__(
        self, call: Callable[P, R], made_by: Callable[..., Any], arguments: tuple[Any, ...]
    ) -> None:
        self._call = call
        self._made_by = (made_by, arguments)
        self.__name__ = call.__name__
        self.__qualname__ = call.__qualname__
        self.__module__ = call.__module__
        self.__doc__ = call.__doc__
        self.__wrapped__ = call

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        return self._call(*args, **kwargs)

    def __reduce__(self) -> tuple[Callable[..., Any], tuple[Any, ...]]:
        return self._made_by

    def __repr__(self) -> str:
        made_by, arguments = self._made_by
        return f"<derivgen.{made_by.__name__} of {arguments[0]!r}>"
