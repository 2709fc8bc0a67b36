"""scipy.optimize.minimize with derivgen's gradients, its argmin differentiable in ``args``.

SciPy's own optimiser runs on plain arrays, with ``jac`` (and ``hessp`` or ``hess`` where the
method takes them) from derivgen. At the solution ``x*`` the gradient vanishes on the free
components (those not held at a bound), so by the implicit function theorem a cotangent ``g``
of ``x*`` gives ``lam = H_ff^{-1} g_f`` (conjugate gradients on Hessian-vector products) and
``args`` get ``-d/d args <grad_x fun(x*, args), lam>``. Components at a bound stay there when
args move a little: their derivative is zero (the active set).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen.solvers.dispatch import Solver, is_traced, refuse_closure
from derivgen.solvers.implicit import LINEAR, _Linear
from derivgen.solvers.rules import SolverRule, register
from derivgen.trace.core import stop_gradient
from derivgen.transforms.forward import jvp
from derivgen.transforms.jacobians import hessian
from derivgen.transforms.reverse import grad, value_and_grad, vjp

__all__ = ["minimize"]

_HESSP = ("newton-cg", "trust-ncg", "trust-krylov", "trust-constr")
_HESS = ("dogleg", "trust-exact")
_NO_JAC = ("nelder-mead", "powell", "cobyla", "cobyqa")
_BOUNDED = ("l-bfgs-b", "tnc", "slsqp", "powell", "trust-constr", "nelder-mead", "cobyla", "cobyqa")
_NAME = "derivgen.scipy.optimize.minimize"


@dataclass(frozen=True)
class _Minimize:
    fun: Callable[..., Any]
    method: str | None
    bounds: tuple[tuple[float, float], ...] | None
    tol: float | None
    options: tuple[tuple[str, Any], ...]
    callback: Callable[..., Any] | None


_LAST: dict[str, Any] = {}  # the last SciPy result, for the fields besides x


def _impl(static: _Minimize, x0: Any, *args: Any) -> Any:
    import scipy.optimize

    method = (static.method or "").lower()
    first = static.fun(x0, *args)
    refuse_closure(first, _NAME, f"{_NAME}(fun, x0, args=(a,)) with fun(x, a)", staged=True)
    _scalar(first)  # a clear error before SciPy's (or grad's) about the shape
    extra: dict[str, Any] = {}
    if method not in _NO_JAC:
        extra["jac"] = True
    if method in _HESSP:
        extra["hessp"] = lambda x, p, *a: jvp(lambda y: grad(static.fun)(y, *a), (x,), (p,))[1]
    elif method in _HESS:
        extra["hess"] = hessian(static.fun)

    def objective(x: np.ndarray, *a: Any) -> Any:
        if method in _NO_JAC:
            return _scalar(static.fun(x, *a))
        value, gradient = value_and_grad(static.fun)(x, *a)
        return _scalar(value), gradient

    found = scipy.optimize.minimize(
        objective, x0, args=args, method=static.method, bounds=static.bounds, tol=static.tol,
        callback=static.callback, options=dict(static.options) or None, **extra,
    )  # fmt: skip
    if not found.success and not _stationary(static, found.x, args):
        raise ValueError(
            f"{_NAME}: SciPy's optimiser (method={found.get('method', static.method)!r}) did not "
            f"converge: {found.message}. Its x is not an argmin, so the derivative in args "
            "(from the optimality condition) would be wrong; raise options['maxiter'] or "
            "loosen tol"
        )
    _LAST["result"] = found
    return found.x


def _stationary(static: _Minimize, x: np.ndarray, args: tuple[Any, ...]) -> bool:
    """Whether x is an argmin though SciPy reports a failure (trust-ncg's "bad approximation"
    at a solution already found): the gradient on the free components is below BFGS's gtol."""
    gradient = np.asarray(grad(static.fun)(x, *args)) * _free_mask(static, x)
    return bool(np.max(np.abs(gradient), initial=0.0) <= 1e-5)


def _scalar(value: Any) -> float:
    if np.ndim(value) != 0:
        raise ValueError(f"{_NAME}: fun must return a scalar, got shape {np.shape(value)}")
    return float(value)


@dataclass(frozen=True)
class _Hessian:
    """v -> the Hessian of fun at x times v on the free components (the identity elsewhere);
    the free mask (1.0 free, 0.0 at a bound) comes last in the parameters."""

    fun: Callable[..., Any]

    def __call__(self, v: Any, x: Any, params: tuple[Any, ...]) -> Any:
        *args, mask = params
        _, product = jvp(lambda x_: grad(self.fun)(x_, *args), (x,), (v * mask,))
        return product * mask + v * (1 - mask)


def _free_mask(static: _Minimize, x: Any) -> Any:
    """1.0 where a component of x is not held at a bound, else 0.0 (x may be batched)."""
    x = stop_gradient(x)
    if static.bounds is None:
        return np.ones(np.shape(x))
    low, high = (np.array(side) for side in zip(*static.bounds, strict=True))
    near = 1e-10 * (1 + np.abs(x))
    return np.where((x > low + near) & (x < high - near), 1.0, 0.0)


def _rule(static: _Minimize, arrays: Any, out: Any, g: Any) -> list[Any]:
    _, *args = arrays
    mask = _free_mask(static, out)
    hessian_ = _Hessian(static.fun)
    lam = LINEAR(_Linear(hessian_, hessian_, "cg", _NAME), g * mask, out, (*args, mask))
    if not args:
        return [None]
    _, pull = vjp(lambda *a: grad(static.fun)(out, *a) * mask, *args)
    return [None, *(_negate(c) for c in pull(lam))]


def _negate(cotangent: Any) -> Any:
    from derivgen import tree

    return tree.tree_map(lambda c: -c, cotangent)


MINIMIZE = Solver("scipy.optimize.minimize", _impl, _rule)

register(
    SolverRule(
        name="scipy.optimize.minimize",
        where=_NAME,
        reverse=(
            "optimality condition grad_x fun(x*, args) = 0 on the free set: lam = H_ff^{-1} g_f "
            "by CG on Hessian-vector products, then g_args = -vjp of grad_x fun(x*, args) in "
            "args at lam; components at a bound get zero"
        ),
        forward="the reverse rule transposed (custom_vjp)",
        aliases=("minimize",),
    )
)


def minimize(
    fun: Callable[..., Any],
    x0: Any,
    args: tuple[Any, ...] = (),
    method: str | None = None,
    jac: Any = None,
    hess: Any = None,
    hessp: Any = None,
    bounds: Any = None,
    constraints: Any = (),
    tol: float | None = None,
    callback: Callable[..., Any] | None = None,
    options: dict[str, Any] | None = None,
) -> Any:
    """scipy.optimize.minimize, SciPy's own optimiser with derivgen's jac (and hessp/hess),
    returning SciPy's OptimizeResult whose ``x`` (and ``fun``) is differentiable in ``args``.

    ``fun(x, *args)`` returns a scalar; x0 is 1-D (a 0-d x0 is one element), as SciPy's.
    ``jac`` is None or True (derivgen computes it); ``hess``/``hessp`` are supplied by
    derivgen. ``bounds`` are handled through the active set; ``constraints`` are refused. A
    failed optimisation raises.
    """
    if jac not in (None, True) or hess is not None or hessp is not None:
        raise TypeError(
            f"{_NAME}: derivgen supplies jac, hess and hessp from fun; pass jac=None (got "
            f"jac={jac!r}, hess={hess!r}, hessp={hessp!r}), and fun returning the value only"
        )
    if constraints not in ((), [], None):
        raise ValueError(
            f"{_NAME}: constraints are not supported (derivgen differentiates the argmin of "
            "unconstrained and bound-constrained problems); use bounds=, or "
            "scipy.optimize.minimize on derivgen.stop_gradient values for no derivative"
        )
    if not isinstance(args, tuple):
        args = (args,)
    x0 = stop_gradient(x0) if is_traced(x0) else np.asarray(x0, dtype=float)
    if np.ndim(x0) > 1:
        raise ValueError(
            f"{_NAME}: x0 must be 1-D, as SciPy's (got shape {np.shape(x0)}); pass "
            "np.ravel(x0) and reshape x inside fun"
        )
    x0 = np.ravel(x0)
    if bounds is not None:
        import scipy.optimize

        if isinstance(bounds, scipy.optimize.Bounds):
            low, high = np.broadcast_to(bounds.lb, x0.shape), np.broadcast_to(bounds.ub, x0.shape)
            bounds = list(zip(low, high, strict=True))
        if any(is_traced(v) for pair in bounds for v in pair):
            raise TypeError(
                f"{_NAME}: bounds hold a traced value; they must be constants (the argmin is "
                "differentiated in args). To differentiate in a bound, shift x by it: minimize "
                "fun(y + lo, *args) over y >= 0 with lo in args"
            )
        bounds = tuple(
            (-np.inf if lo is None else float(lo), np.inf if hi is None else float(hi))
            for lo, hi in bounds
        )
        if method is None:
            method = "L-BFGS-B"
        elif method.lower() not in _BOUNDED:
            raise ValueError(f"{_NAME}: method={method!r} does not take bounds")
    options_ = tuple(sorted((options or {}).items()))
    static = _Minimize(fun, method, bounds, tol, options_, callback)
    _LAST.clear()
    x = MINIMIZE(static, x0, *args)
    import scipy.optimize

    result = scipy.optimize.OptimizeResult(_LAST.get("result", {}))
    result["x"] = x
    result["fun"] = fun(x, *args)
    return result
