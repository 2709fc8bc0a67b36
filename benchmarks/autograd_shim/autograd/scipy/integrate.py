"""autograd.scipy.integrate.odeint: SciPy's solver with autograd's adjoint rule, a dg.custom_vjp.

The backward integrates the augmented system (state, its adjoint, the time and parameter
adjoints) back in time, as autograd does (Froehlich et al. 2017, sec. 2.4.2); derivgen
supplies the vector-Jacobian products of the dynamics. Reverse mode, first order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import scipy.integrate

import derivgen as dg
from autograd.misc.flatten import flatten

Dynamics = Callable[..., Any]


def odeint(func: Dynamics, y0: Any, t: Any, args: Any = (), **kwargs: Any) -> Any:
    """``scipy.integrate.odeint(func, y0, t, args)``, differentiable in y0, t and args."""

    def solve(func: Dynamics, y0: Any, t: Any, args: Any) -> Any:
        return scipy.integrate.odeint(func, y0, t, tuple(args), **kwargs)

    def forward(func: Dynamics, y0: Any, t: Any, args: Any) -> Any:
        yt = solve(func, y0, t, args)
        return yt, (yt, t, args)

    def backward(func: Dynamics, saved: Any, g: Any) -> Any:
        return _adjoint(func, *saved, g, kwargs)

    rule = dg.custom_vjp(solve, nondiff_argnums=(0,))
    rule.defvjp(forward, backward)
    return rule(func, y0, t, tuple(args))


def _adjoint(func: Dynamics, yt: Any, t: Any, args: Any, g: Any, kwargs: Any) -> Any:
    T, D = np.shape(yt)  # noqa: N806
    flat_args, unflatten = flatten(args)

    def flat_func(y: Any, t: Any, flat_args: Any) -> Any:
        return func(y, t, *unflatten(flat_args))

    def augmented(state: Any, t: Any, flat_args: Any) -> Any:
        y, adjoint_y = state[:D], state[D : 2 * D]
        dy_dt, pullback = dg.vjp(flat_func, y, t, flat_args)
        vjp_y, vjp_t, vjp_args = pullback(-adjoint_y)
        return np.hstack((dy_dt, vjp_y, vjp_t, vjp_args))

    adjoint_y, adjoint_t0 = g[-1, :], 0.0
    times, adjoint_args = [], np.zeros(np.size(flat_args))
    for i in range(T - 1, 0, -1):
        moved = np.dot(func(yt[i, :], t[i], *args), g[i, :])  # the measurement time moved
        times.append(moved)
        adjoint_t0 = adjoint_t0 - moved
        start = np.hstack((yt[i, :], adjoint_y, adjoint_t0, adjoint_args))
        back = scipy.integrate.odeint(
            augmented, start, np.array([t[i], t[i - 1]]), (flat_args,), **kwargs
        )[1]
        adjoint_y = back[D : 2 * D] + g[i - 1, :]
        adjoint_t0, adjoint_args = back[2 * D], back[2 * D + 1 :]
    times.append(adjoint_t0)
    return adjoint_y, np.hstack(times)[::-1], unflatten(adjoint_args)
