"""autograd.misc.fixed_points.fixed_point: autograd's curried signature over dg.fixed_point."""

from __future__ import annotations

from typing import Any

import derivgen as dg


def fixed_point(f: Any, a: Any, x0: Any, distance: Any, tol: float) -> Any:
    """Iterate ``x <- f(a)(x)`` from x0 until ``distance(x, x_prev) <= tol``; the derivative in
    ``a`` is dg.fixed_point's implicit one (the adjoint is a fixed point too, as autograd's)."""
    return dg.fixed_point(_Uncurried(f), x0, a, tol=tol, max_iter=10**6, distance=distance)


class _Uncurried:
    """``(x, a) -> f(a)(x)``, equal for equal f (dg.fixed_point's staged calls are keyed on it)."""

    def __init__(self, f: Any) -> None:
        self.f = f

    def __call__(self, x: Any, a: Any) -> Any:
        return self.f(a)(x)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Uncurried) and other.f is self.f

    def __hash__(self) -> int:
        return hash(self.f)
