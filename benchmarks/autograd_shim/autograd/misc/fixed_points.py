"""autograd.misc.fixed_points.fixed_point: iterate to a fixed point; adjoint gradient."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import numpy as np

import derivgen as dg


def _iterate(step: Callable[[Any], Any], x0: Any, distance: Any, tol: float) -> Any:
    x, previous = step(x0), x0
    while distance(x, previous) > tol:
        x, previous = step(x), x
    return x


def _fixed_point(f: Any, a: Any, x0: Any, distance: Any, tol: float) -> Any:
    return _iterate(f(a), x0, distance, tol)


def _forward(f: Any, a: Any, x0: Any, distance: Any, tol: float) -> Any:
    # fixed_point again, not the iterations: under an outer derivative (a still traced there)
    # the outer trace then uses this rule too, as autograd's primitives do at every order.
    x_star = fixed_point(f, a, x0, distance, tol)
    return x_star, (a, x_star, x0)


def _backward(f: Any, distance: Any, tol: float, saved: Any, g: Any) -> Any:
    a, x_star, x0 = saved
    # The adjoint is itself a fixed point (found by fixed_point, so higher orders use the
    # implicit function theorem again rather than the unrolled iterations), as autograd's.
    step = functools.partial(_adjoint_step, f)
    adjoint = fixed_point(step, (a, x_star, g), np.zeros_like(x_star), distance, tol)
    _, pull_a = dg.vjp(lambda a_: f(a_)(x_star), a)
    return pull_a(adjoint)[0], None


def _adjoint_step(f: Any, params: Any) -> Callable[[Any], Any]:
    a, x_star, x_star_bar = params
    _, pull_x = dg.vjp(f(a), x_star)
    return lambda w: pull_x(w)[0] + x_star_bar


fixed_point = dg.custom_vjp(_fixed_point, nondiff_argnums=(0, 3, 4))
fixed_point.defvjp(_forward, _backward)
