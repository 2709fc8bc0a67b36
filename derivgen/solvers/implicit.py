"""Implicit differentiation: fixed points, roots and linear solves, differentiated at the solution.

A solution ``x*`` of ``F(x, p) = 0`` moves with p as ``dx*/dp = -J^{-1} F_p`` (the implicit
function theorem, ``J = dF/dx`` at ``x*``), so a cotangent ``g`` of ``x*`` gives
``-F_p^T J^{-T} g``: one linear solve at the solution, not a pass through the iterations.

- ``fixed_point`` (F = f - x): the adjoint ``lam = g + J_f^T lam`` is itself a fixed point,
  found by the same iteration (autograd's ``fixed_point`` does the same);
- ``root``: SciPy's ``scipy.optimize.root`` finds x*, and ``linear_solve`` the adjoint;
- ``linear_solve``: ``A(x, p) lam = g`` for a matrix-free ``A`` (GMRES or CG on
  Hessian/Jacobian-vector products); its own rule is another linear solve with the transpose.

Each rule calls these solvers again, so higher derivatives go through the rules too.
``custom_root`` (JAX's ``lax.custom_root``) sees its parameters only through f's closure; it
is exact to first order and refuses a second derivative.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.solvers.dispatch import Solver, is_traced, refuse_closure
from derivgen.solvers.rules import SolverRule, register
from derivgen.trace.core import Box, stop_gradient
from derivgen.transforms.forward import jvp
from derivgen.transforms.jacobians import jacobian
from derivgen.transforms.reverse import vjp

__all__ = ["custom_root", "fixed_point", "linear_solve", "root"]


def _distance(x: Any, y: Any) -> float:
    """The largest absolute difference over every leaf (the default stopping rule)."""
    pairs = zip(tree.tree_leaves(x), tree.tree_leaves(y), strict=True)
    return max(
        (float(np.max(np.abs(np.subtract(a, b)), initial=0.0)) for a, b in pairs), default=0.0
    )


def _check_like(new: Any, old: Any, name: str, what: str) -> None:
    """f must return x's structure and shapes: a fixed point or root is in x's space."""
    new_tree, old_tree = tree.tree_structure(new), tree.tree_structure(old)
    shapes = [np.shape(v) for v in tree.tree_leaves(new)]
    expected = [np.shape(v) for v in tree.tree_leaves(old)]
    if new_tree != old_tree or shapes != expected:
        raise ValueError(
            f"{name}: {what} returned {_describe(new)} for x of {_describe(old)}; it must return "
            "a value shaped like x"
        )


def _describe(value: Any) -> str:
    leaves = tree.tree_leaves(value)
    if len(leaves) == 1 and tree.tree_structure(value).num_leaves == 1 and value is leaves[0]:
        return f"shape {np.shape(value)}"
    return f"a pytree with shapes {[np.shape(v) for v in leaves]}"


@dataclass(frozen=True)
class _FixedPoint:
    """What a fixed-point solve keeps fixed: f, the stopping rule, and its name in messages."""

    f: Callable[..., Any]
    tol: float
    max_iter: int
    distance: Callable[[Any, Any], Any] | None
    name: str = "dg.fixed_point"


def _fixed_point_impl(static: _FixedPoint, x0: Any, *params: Any) -> Any:
    distance = static.distance or _distance
    x, residual = x0, float("nan")
    for done in range(1, static.max_iter + 1):
        new = static.f(x, *params)
        refuse_closure(new, static.name, f"{static.name}(f, x0, a) with f(x, a)")
        _check_like(new, x, static.name, "f(x, *params)")
        residual = float(distance(new, x))
        if residual <= static.tol:
            return new
        if not np.isfinite(residual):
            raise ValueError(
                f"{static.name}: the residual |f(x) - x| is {residual} at iteration {done}: f "
                "returned NaN or inf, so no fixed point can be reached from there; check f's "
                "domain at x0 and the params (raising max_iter will not help)"
            )
        x = new
    raise ValueError(
        f"{static.name}: no fixed point after {static.max_iter} iterations: the residual "
        f"|f(x) - x| is {residual:.3g} (tol={static.tol:g}); the iteration diverges or f is not a "
        "contraction near x0. Start closer to the fixed point, raise max_iter, or solve "
        "F(x) = f(x) - x = 0 with dg.root"
    )


@dataclass(frozen=True)
class _AdjointStep:
    """lam -> g + J^T lam, J = df/dx at x*: the adjoint of a fixed point is its fixed point."""

    f: Callable[..., Any]

    def __call__(self, lam: Any, x_star: Any, params: tuple[Any, ...], g: Any) -> Any:
        _, pull = vjp(lambda x: self.f(x, *params), x_star)
        return tree.tree_map(lambda u, v: u + v, pull(lam)[0], g)


def _fixed_point_rule(static: _FixedPoint, arrays: Any, out: Any, g: Any) -> list[Any]:
    _, *params = arrays
    adjoint = _FixedPoint(
        _AdjointStep(static.f), static.tol, static.max_iter, static.distance, static.name
    )
    start = tree.tree_map(lambda v: np.zeros(np.shape(v)), g)  # from zero, as autograd's
    lam = FIXED_POINT(adjoint, start, out, tuple(params), g)
    if not params:
        return [None]
    _, pull = vjp(lambda *p: static.f(out, *p), *params)
    return [None, *pull(lam)]


FIXED_POINT = Solver("fixed_point", _fixed_point_impl, _fixed_point_rule)


def fixed_point(
    f: Callable[..., Any],
    x0: Any,
    *params: Any,
    tol: float = 1e-10,
    max_iter: int = 1000,
    distance: Callable[[Any, Any], Any] | None = None,
) -> Any:
    """The fixed point ``x = f(x, *params)``, iterated from ``x0``, differentiable in params.

    Iterates ``x <- f(x, *params)`` until ``distance(f(x), x) <= tol`` (by default the largest
    absolute change over every leaf; x may be a pytree), and raises ValueError naming the
    residual after ``max_iter`` iterations. Derivatives in ``params`` (pytrees) come from the
    implicit function theorem: the adjoint is the fixed point of ``lam = g + J^T lam``, found
    by the same iteration, so f must be a contraction near the solution (as autograd's
    ``fixed_point``). The result does not depend on x0, so x0 gets a zero derivative.
    """
    static = _FixedPoint(f, float(tol), int(max_iter), distance)
    return FIXED_POINT(static, x0, *params)


@dataclass(frozen=True)
class _Linear:
    """A matrix-free system ``A(x, p) lam = g``: ``matvec(v, x, p)`` is A v, ``rmatvec`` A^T v."""

    matvec: Callable[..., Any]
    rmatvec: Callable[..., Any]
    method: str  # "cg" for a symmetric positive definite A, else "gmres"
    name: str

    def transposed(self) -> _Linear:
        return _Linear(self.rmatvec, self.matvec, self.method, self.name)


def _linear_impl(static: _Linear, g: Any, x: Any, params: Any) -> Any:
    import scipy.sparse.linalg as sparse

    n = np.size(g)
    if n == 0:
        return np.zeros_like(g)
    operator = sparse.LinearOperator(
        (n, n), matvec=lambda v: np.ravel(static.matvec(np.ravel(v), x, params)), dtype=float
    )
    if static.method == "cg":
        lam, info = sparse.cg(operator, g, rtol=1e-12, atol=0.0, maxiter=10 * n + 100)
    else:
        lam, info = sparse.gmres(operator, g, rtol=1e-12, atol=0.0, restart=min(n, 100))
    residual = float(np.max(np.abs(operator.matvec(lam) - g), initial=0.0))
    if info != 0 and residual > 1e-8 * (1 + float(np.max(np.abs(g)))):
        raise ValueError(
            f"{static.name}: the adjoint linear system at the solution did not converge "
            f"({static.method}, residual {residual:.3g}): the Jacobian (or Hessian) there is "
            "singular or ill-conditioned, so the solution does not depend smoothly on the "
            "parameters"
        )
    return lam


def _linear_rule(static: _Linear, arrays: Any, out: Any, gbar: Any) -> list[Any]:
    _, x, params = arrays
    mu = LINEAR(static.transposed(), gbar, x, params)
    _, pull = vjp(lambda x_, p_: static.matvec(out, x_, p_), x, params)
    gx, gp = pull(-mu)
    return [mu, gx, gp]


LINEAR = Solver("linear_solve", _linear_impl, _linear_rule)


def linear_solve(
    matvec: Callable[..., Any],
    rmatvec: Callable[..., Any],
    g: Any,
    x: Any,
    params: Any,
    symmetric: bool = False,
    name: str = "linear_solve",
) -> Any:
    """``lam`` with ``matvec(lam, x, params) = g`` (1-D g), by CG (symmetric) or GMRES,
    differentiable in g, x and params; ``rmatvec`` is the transpose product."""
    return LINEAR(_Linear(matvec, rmatvec, "cg" if symmetric else "gmres", name), g, x, params)


@dataclass(frozen=True)
class _Root:
    fun: Callable[..., Any]
    method: str
    tol: float | None
    options: tuple[tuple[str, Any], ...]
    name: str = "dg.root"


_JACOBIAN_METHODS = ("hybr", "lm")


def _root_impl(static: _Root, x0: Any, *params: Any) -> Any:
    import scipy.optimize

    shape = np.shape(x0)

    def residual(v: np.ndarray) -> np.ndarray:
        out = static.fun(np.reshape(v, shape), *params)
        refuse_closure(out, static.name, f"{static.name}(f, x0, a) with f(x, a)")
        _check_like(out, x0, static.name, "f(x, *params)")
        return np.ravel(out)

    def jac(v: np.ndarray) -> np.ndarray:
        found = jacobian(lambda x: static.fun(x, *params))(np.reshape(v, shape))
        return np.reshape(found, (v.size, v.size))

    use_jac = jac if static.method in _JACOBIAN_METHODS else None
    found = scipy.optimize.root(
        residual, np.ravel(x0), method=static.method, jac=use_jac, tol=static.tol,
        options=dict(static.options) or None,
    )  # fmt: skip
    if not found.success:
        size = float(np.max(np.abs(residual(found.x))))
        raise ValueError(
            f"{static.name}: scipy.optimize.root (method={static.method!r}) did not converge: "
            f"{found.message} (max |f(x)| = {size:.3g}); start closer to a root or try "
            "another method"
        )
    return np.reshape(found.x, shape)


@dataclass(frozen=True)
class _JacobianT:
    """v -> J^T v (J = dF/dx at x), on flat vectors."""

    fun: Callable[..., Any]

    def __call__(self, v: Any, x: Any, params: tuple[Any, ...]) -> Any:
        out, pull = vjp(lambda x_: self.fun(x_, *params), x)
        return np.ravel(pull(np.reshape(v, np.shape(out)))[0])


@dataclass(frozen=True)
class _Jacobian:
    """v -> J v, on flat vectors (forward mode)."""

    fun: Callable[..., Any]

    def __call__(self, v: Any, x: Any, params: tuple[Any, ...]) -> Any:
        _, tangent = jvp(lambda x_: self.fun(x_, *params), (x,), (np.reshape(v, np.shape(x)),))
        return np.ravel(tangent)


def _root_rule(static: _Root, arrays: Any, out: Any, g: Any) -> list[Any]:
    _, *params = arrays
    system = _Linear(_JacobianT(static.fun), _Jacobian(static.fun), "gmres", static.name)
    lam = LINEAR(system, np.ravel(g), out, tuple(params))
    if not params:
        return [None]
    _, pull = vjp(lambda *p: static.fun(out, *p), *params)
    return [None, *pull(-np.reshape(lam, np.shape(out)))]


ROOT = Solver("root", _root_impl, _root_rule)


def root(
    f: Callable[..., Any],
    x0: Any,
    *params: Any,
    method: str = "hybr",
    tol: float | None = None,
    options: dict[str, Any] | None = None,
) -> Any:
    """A root x of ``f(x, *params) = 0`` by ``scipy.optimize.root``, differentiable in params.

    x0 is an array (any shape; SciPy sees it flat) and f returns x's shape. derivgen gives
    'hybr' and 'lm' their Jacobian. A failed solve raises ValueError with SciPy's message.
    The derivative solves ``J^T lam = g`` at the root by GMRES on vector-Jacobian products.
    """
    if is_traced(x0):
        x0 = stop_gradient(x0)
    if isinstance(x0, dict) or len(tree.tree_leaves(x0)) != 1 and np.ndim(x0) == 0:
        raise TypeError(
            f"dg.root: x0 must be an array (scipy.optimize.root solves for a flat vector), got "
            f"{type(x0).__name__}; pass np.concatenate of the pieces, or use dg.fixed_point, "
            "which takes pytrees"
        )
    x0 = np.asarray(x0, dtype=float) if not is_traced(x0) else x0
    static = _Root(f, method, tol, tuple(sorted((options or {}).items())))
    return ROOT(static, x0, *params)


def custom_root(
    f: Callable[[Any], Any],
    initial_guess: Any,
    solve: Callable[[Callable[[Any], Any], Any], Any],
    tangent_solve: Callable[[Callable[[Any], Any], Any], Any],
) -> Any:
    """A root of ``f`` found by ``solve(f, initial_guess)``, as ``jax.lax.custom_root``.

    f's parameters are the traced values it closes over. ``tangent_solve(g, y)`` solves the
    linear system ``g(x) = y`` for the linearisation ``g`` of f at the root. The derivative is
    ``-J^{-1}`` applied to f's derivative in its closed-over values; it is exact to first
    order (grad, jvp, vjp), and a second derivative is refused.
    """

    def plain(x: Any) -> Any:
        return tree.tree_map(stop_gradient, f(x))

    x_star = tree.tree_map(stop_gradient, solve(plain, tree.tree_map(stop_gradient, initial_guess)))
    y = f(x_star)
    if not any(type(leaf) is Box for leaf in tree.tree_leaves(y)):
        return x_star  # f closes over nothing traced: no derivative to attach
    if any(_depth(leaf) > 1 for leaf in tree.tree_leaves(y)):
        raise TypeError(
            "dg.custom_root: a second derivative (grad of grad, hessian, jvp of grad) through "
            "custom_root is not supported: its parameters are only seen through f's closure, "
            "so its rule is exact to first order. Pass the parameters explicitly with "
            "dg.root(f, x0, *params) or dg.fixed_point, whose rules differentiate again"
        )
    delta = tree.tree_map(lambda v: v - stop_gradient(v), y)  # zero, with f's derivative

    def linearised(v: Any) -> Any:
        return jvp(f, (x_star,), (v,))[1]

    step = tangent_solve(linearised, delta)
    return tree.tree_map(lambda x, s: x - s, x_star, step)


def _depth(value: Any) -> int:
    """How many derivative traces box a value."""
    depth = 0
    while hasattr(value, "value") and (type(value) is Box or is_traced(value)):
        depth += type(value) is Box
        value = value.value
    return depth


for _rule in (
    SolverRule(
        name="fixed_point",
        where="dg.fixed_point",
        reverse=(
            "implicit function theorem: lam = fixed_point(lam -> g + J_f(x*)^T lam), then "
            "g_params = vjp of f(x*, params) in params at lam; the iterations are not unrolled"
        ),
        forward="the reverse rule transposed (custom_vjp)",
    ),
    SolverRule(
        name="root",
        where="dg.root",
        reverse=(
            "implicit function theorem: J^T lam = g at the root by GMRES on vector-Jacobian "
            "products (linear_solve), then g_params = -vjp of f(x*, params) in params at lam"
        ),
        forward="the reverse rule transposed (custom_vjp)",
    ),
    SolverRule(
        name="linear_solve",
        where="derivgen.solvers.implicit.linear_solve",
        reverse=(
            "mu = A^{-T} gbar (another linear_solve); g gets mu, x and params get "
            "-vjp of A(x, params) lam at mu"
        ),
        forward="the reverse rule transposed (custom_vjp)",
    ),
    SolverRule(
        name="custom_root",
        where="dg.custom_root",
        reverse=(
            "x* - tangent_solve(J, f(x*) - stop_gradient(f(x*))): the value is x*, the first "
            "derivative -J^{-1} f_p through f's closure; second derivatives refused"
        ),
        forward="the same expression under jvp",
    ),
):
    register(_rule)
