"""autograd.extend's primitive/defvjp as derivgen custom_vjp functions."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import derivgen as dg

VjpMaker = Callable[..., Callable[[Any], Any]]


class primitive:  # noqa: N801 (autograd's name)
    """A function autograd does not trace into; its gradient comes from ``defvjp``."""

    def __init__(self, fun: Callable[..., Any]) -> None:
        functools.update_wrapper(self, fun)
        self.fun = fun
        self.vjps: dict[int, VjpMaker | None] = {}

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        def fwd(*a: Any) -> Any:
            ans = self(*a, **kwargs)  # an outer trace (higher orders) uses the rule as well
            return ans, (a, ans)

        def bwd(saved: Any, g: Any) -> tuple[Any, ...]:
            a, ans = saved
            makers = [self.vjps.get(i) for i in range(len(a))]
            return tuple(None if m is None else m(ans, *a, **kwargs)(g) for m in makers)

        custom = dg.custom_vjp(lambda *a: self.fun(*a, **kwargs))
        custom.defvjp(fwd, bwd)
        return custom(*args)

    def __get__(self, instance: Any, owner: Any) -> Any:
        return self if instance is None else functools.partial(self, instance)


def defvjp(fun: primitive, *vjpmakers: VjpMaker | None, argnums: Any = None) -> None:
    """Give ``fun``'s arguments their vector-Jacobian products, as autograd's defvjp."""
    if not isinstance(fun, primitive):
        raise TypeError(f"defvjp: {fun!r} is not an autograd.extend.primitive")
    for i, maker in zip(argnums or range(len(vjpmakers)), vjpmakers, strict=True):
        fun.vjps[i] = maker


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(name)
    raise ImportError(
        f"autograd.extend.{name} is autograd's tracing internals; derivgen has no "
        "equivalent (new traced types are registered with dg.register_pytree_node, new "
        "rules with dg.custom_vjp / dg.custom_jvp)"
    )
