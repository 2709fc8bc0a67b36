"""How a solver call reaches its rules: derivative traces, vmap and compile, as JAX's primitives.

A solver is a plain function on NumPy arrays (``impl``: SciPy's filter, an ODE integrator, an
iteration loop) with derivative rules written in traced NumPy code: a reverse-mode ``rule``
and, optionally, a forward-mode ``jvp`` rule of its own (an ODE's sensitivity equations).
``Solver.__call__`` looks at the innermost transformation among the array arguments:

- a derivative trace (grad, jvp, ...): the call goes through a ``custom_vjp`` whose ``bwd``
  is ``rule``. Forward mode uses ``jvp`` where the solver has one, else transposes ``rule``
  (derivgen/transforms/custom.py). The rules call solvers again, so higher orders go through
  the rules, never through the iterations;
- a vmap: the solver's batch rule (by default one call per example, stacked; lfilter runs a
  batch of signals as one call);
- compile: one staged call of ``impl``, so the solver's Python control flow (step-size
  control, convergence tests) stays outside the generated code;
- none: ``impl`` itself.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.trace.core import Box
from derivgen.transforms.custom import _box_forward, _Call, _pair, _tangents, custom_vjp

Impl = Callable[..., Any]  # impl(static, *arrays) -> a pytree of arrays
Rule = Callable[..., Any]  # rule(static, arrays, out, cotangent) -> one cotangent per array
JvpRule = Callable[..., Any]  # jvp(static, arrays, tangents) -> (out, out_tangent)
BatchRule = Callable[..., Any]  # batch(solver, static, arrays, batched flags, size) -> raw result


class Solver:
    """A solver function: its plain ``impl``, its derivative rules and a ``batch`` rule.

    Called as ``solver(static, *arrays)``: ``static`` (axes, tolerances, the user's function;
    hashable where compile should reuse one staged function) is never differentiated; each of
    ``arrays`` is a pytree of arrays that may be traced, batched or staged. ``jvp(static,
    arrays, tangents)`` (tuples, zeros where an array is not traced) returns ``(out,
    out_tangent)``; without it, forward mode transposes ``rule``.
    """

    def __init__(
        self,
        name: str,
        impl: Impl,
        rule: Rule,
        batch: BatchRule | None = None,
        jvp: JvpRule | None = None,
    ) -> None:
        self.name = name
        self.impl = impl
        self.rule = rule
        self.batch = batch or loop_batch
        self._staged: dict[Hashable, tuple[Callable[..., Any], Any]] = {}
        self.differentiable = _Differentiable(self, jvp)

    def __call__(self, static: Hashable, *arrays: Any) -> Any:
        return self._call(static, *arrays)

    def _call(self, static: Hashable, *arrays: Any) -> Any:
        kind, owner, staged = _innermost(tree.tree_leaves(arrays))
        if kind == "box":
            return self.differentiable(static, *arrays)
        if kind == "batch":
            return _run_batched(self, static, arrays, owner)
        if staged is not None:
            return self._stage(static, arrays, staged.tracer)
        return self.impl(static, *arrays)

    def _fwd(self, static: Hashable, *arrays: Any) -> tuple[Any, Any]:
        out = self._call(static, *arrays)
        return out, (arrays, out)

    def _bwd(self, static: Hashable, residuals: Any, cotangent: Any) -> tuple[Any, ...]:
        arrays, out = residuals
        return tuple(self.rule(static, arrays, out, cotangent))

    def _stage(self, static: Hashable, arrays: tuple[Any, ...], tracer: Any) -> Any:
        """One recorded call whose arguments and results are the staged leaves."""
        from derivgen.compile.naming import _namespaced

        leaves, treedef = tree.tree_flatten(arrays)
        run, out = self._staged_run(static, treedef)
        hint = run.__name__
        comment = f"{self.name}: one solver call (its rules: derivgen show {hint})"
        flat = tracer.record("call", run, _namespaced(run), tuple(leaves), {}, run, comment, hint)
        return out["tree"].unflatten(flat)

    def _staged_run(self, static: Hashable, treedef: Any) -> tuple[Callable[..., Any], Any]:
        """``impl`` on flat leaves, one function per (static, structure) so that compile's
        names stay few; with the dict where it leaves its result's structure."""
        try:
            found = self._staged.get((static, treedef))
        except TypeError:  # an unhashable option value: a fresh function for this trace
            found = None
        if found is not None:
            return found
        out: dict[str, Any] = {}

        def run(*values: Any) -> tuple[Any, ...]:
            result = self.impl(static, *treedef.unflatten(values))
            out_leaves, out["tree"] = tree.tree_flatten(result)
            return tuple(np.asarray(leaf) for leaf in out_leaves)

        run.__name__ = self.name.rpartition(".")[2].partition(" ")[0]
        with contextlib.suppress(TypeError):
            self._staged[(static, treedef)] = (run, out)
        return run, out


class _Differentiable(custom_vjp[..., Any]):
    """The solver under a derivative trace: a custom_vjp whose bwd is the solver's rule, and
    whose forward mode is the solver's own jvp rule where it has one."""

    def __init__(self, solver: Solver, jvp: JvpRule | None) -> None:
        super().__init__(solver._call, nondiff_argnums=(0,))
        self.name = solver.name
        self.defvjp(solver._fwd, solver._bwd)
        self.jvp_rule = jvp

    def _forward(self, call: _Call) -> Any:
        if self.jvp_rule is None:
            return super()._forward(call)  # the reverse rule transposed
        values = call.values()
        tangents = _tangents(call, values)
        result = self.jvp_rule(*call.nondiff, call.diff_tree(values), call.diff_tree(tangents))
        out, tangent_out = _pair(result, self.name, "the jvp rule")
        return _box_forward(call, out, tangent_out, "the jvp rule")


def _innermost(leaves: list[Any]) -> tuple[str | None, Any, Any]:
    """(``box``, ``batch`` or None; that trace; a staged leaf or None) among ``leaves``."""
    kind, owner, level, staged = None, None, -1, None
    for leaf in leaves:
        cls = type(leaf)
        if cls is Box or hasattr(cls, "__derivgen_batched__"):
            if leaf.owner.level > level:
                kind = "box" if cls is Box else "batch"
                owner, level = leaf.owner, leaf.owner.level
        elif hasattr(cls, "__derivgen_staged__"):
            staged = leaf
    return kind, owner, staged


def _run_batched(solver: Solver, static: Hashable, arrays: tuple[Any, ...], owner: Any) -> Any:
    from derivgen.batching.batched import Batched

    def flag(leaf: Any) -> bool:
        return type(leaf) is Batched and leaf.owner is owner

    flags = tuple(tree.tree_map(flag, a) for a in arrays)
    raw = tuple(tree.tree_map(lambda v: v.value if flag(v) else v, a) for a in arrays)
    out = solver.batch(solver, static, raw, flags, owner.size)
    return tree.tree_map(lambda v: Batched(v, owner), out)


def loop_batch(
    solver: Solver, static: Hashable, raw: tuple[Any, ...], flags: tuple[Any, ...], size: int
) -> Any:
    """The generic batch rule: the solver once per example, the results stacked (batch first)."""

    def example(i: int) -> tuple[Any, ...]:
        return tuple(
            tree.tree_map(lambda v, f: v[i] if f else v, a, fa)
            for a, fa in zip(raw, flags, strict=True)
        )

    outs = [solver(static, *example(i)) for i in range(size)]
    return tree.tree_map(lambda *xs: np.stack(xs), *outs)


def is_traced(value: Any) -> bool:
    """Whether a leaf is traced, batched or staged (a derivgen transformation's value)."""
    return hasattr(type(value), "__derivgen_apply__") or type(value) is Box


def refuse_closure(out: Any, name: str, spelling: str, staged: bool = False) -> None:
    """Refuse a user function that returned a traced value for plain arguments: it closes over
    an array a transformation traces, whose derivative the solver's rule would drop (the rule
    differentiates the parameters it is given)."""
    kinds = [type(leaf) for leaf in tree.tree_leaves(out)]
    refused = (
        ("__derivgen_batched__", "__derivgen_staged__") if staged else ("__derivgen_batched__",)
    )
    if not any(k is Box or any(hasattr(k, r) for r in refused) for k in kinds):
        return  # plain, or compile's staged values where the solver runs on them as they are
    raise TypeError(
        f"{_users_call() or name}: the function closes over an array that grad, jvp, vmap "
        f"{'or compile ' if staged else ''}traces (it returned a traced value for plain x "
        f"and parameters); {name} differentiates only the parameters passed to it, so pass "
        "that array as one: "
        f"{spelling}"
    )


def _users_call() -> str | None:
    """The user's call that reached this solver, with its file:line (past derivgen's frames)."""
    import sys
    from types import FrameType

    from derivgen.trace.frames import _expression, _place

    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").startswith(
        ("derivgen", "numpy", "scipy")
    ):
        frame = frame.f_back
    if frame is None:
        return None
    expression = _expression(frame)
    return f"{expression} ({_place(frame)})" if expression else _place(frame)
