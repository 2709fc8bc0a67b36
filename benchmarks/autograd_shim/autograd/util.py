"""autograd.util.func: a method's function (used by autograd's defvjp on methods)."""

from typing import Any


def func(f: Any) -> Any:
    """The function under a bound or unbound method."""
    return getattr(f, "__func__", f)
