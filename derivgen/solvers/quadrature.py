"""Definite integrals as differentiable calls: SciPy's quad, with Leibniz's rule for its limits.

``integral(func, name, options)`` is the call ``(value, abserr) = integral(a, b, *args)`` of
``int_a^b func(x, *args) dx``. Its derivative in the limits is Leibniz's rule (``f(b) db -
f(a) da``), in ``args`` the integral of the derivative under the integral sign, computed by
SciPy again (``quad_vec`` for the vector of all parameters), as another ``integral``: so the
derivative is itself differentiable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import scipy.integrate

from derivgen import tree
from derivgen.solvers.dispatch import Solver
from derivgen.solvers.integrate import _dot
from derivgen.solvers.integrators import Layout
from derivgen.solvers.rules import SolverRule, register
from derivgen.trace.core import stop_gradient
from derivgen.transforms.forward import jvp
from derivgen.transforms.reverse import vjp

Integrand = Callable[..., Any]


def _plain(func: Integrand, name: str, options: dict[str, Any], a: Any, b: Any, args: Any) -> Any:
    low, high = float(a), float(b)
    probe = func(low if np.isfinite(low) else 0.0, *args)
    if np.ndim(probe) == 0 and isinstance(probe, float | int | np.ndarray | np.generic):
        value, error = scipy.integrate.quad(func, low, high, args=tuple(args), **options)
        return np.float64(value), np.float64(error)
    layout = Layout(probe)
    keep = {k: v for k, v in options.items() if k in ("epsabs", "epsrel", "points")}
    value, error = scipy.integrate.quad_vec(
        lambda x: layout.flat(func(x, *args), name, "the integrand"), low, high, **keep
    )
    return layout.unflat(np.asarray(value)), np.float64(error)


def integral(func: Integrand, name: str, options: dict[str, Any]) -> Solver:
    """The solver ``(value, abserr) = integral(None, a, b, *args)``, differentiable in a, b
    and args."""

    def impl(static: None, a: Any, b: Any, *args: Any) -> Any:
        return _plain(func, name, options, a, b, args)

    def rule(static: None, arrays: Any, out: Any, cotangent: Any) -> tuple[Any, ...]:
        a, b, *args = arrays
        g = cotangent[0]

        def pulled(x: Any, g: Any, *args: Any) -> Any:
            _, pullback = vjp(lambda *p: func(x, *p), *args)
            return pullback(g)

        args_bar = ()
        if args:  # differentiated under the integral sign
            derivative = integral(pulled, f"{name} (derivative)", options)
            args_bar = derivative(None, a, b, g, *args)[0]
        low, high = _edge(func, a, args), _edge(func, b, args)
        return (-_dot(low, g), _dot(high, g), *args_bar)

    def tangents(static: None, primals: tuple[Any, ...], dots: tuple[Any, ...]) -> Any:
        (a, b, *args), (da, db, *dargs) = primals, dots
        n = len(args)

        def pushed(x: Any, *params: Any) -> Any:
            return jvp(lambda *p: func(x, *p), params[:n], params[n:])[1]

        out = call(None, a, b, *args)
        inside: Any = tree.tree_map(np.zeros_like, out[0])
        if args:
            tangent = integral(pushed, f"{name} (tangent)", options)
            inside = tangent(None, a, b, *args, *dargs)[0]
        low, high = _edge(func, a, args), _edge(func, b, args)
        dot = tree.tree_map(lambda i, lo, hi: i + hi * db - lo * da, inside, low, high)
        return out, (dot, None)

    call = Solver(name, impl, rule, jvp=tangents)
    return call


def _edge(func: Integrand, limit: Any, args: Any) -> Any:
    """The integrand at a limit (Leibniz's rule), zero at an infinite limit."""
    value = stop_gradient(limit)
    if isinstance(value, float | int | np.ndarray | np.generic) and not np.isfinite(value):
        return tree.tree_map(np.zeros_like, func(0.0, *args))
    return func(limit, *args)


register(
    SolverRule(
        name="quad",
        where="derivgen.scipy.integrate.quad",
        reverse=(
            "Leibniz's rule for the limits, a_bar = -g f(a), b_bar = g f(b) (zero at an "
            "infinite limit); args_bar = int_a^b g df/dargs(x) dx, differentiated under the "
            "integral sign and integrated by SciPy's quad_vec (itself a differentiable quad)"
        ),
        forward="f(b) db - f(a) da + int_a^b df/dargs(x) dargs dx, by quad_vec",
        aliases=("derivgen.scipy.integrate.quad", "scipy.integrate.quad"),
    )
)
