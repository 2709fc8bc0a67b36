"""How a solver call reaches its rule: derivative traces, vmap and compile, as JAX's primitives.

A solver is a plain function on NumPy arrays (``impl``: SciPy's filter, an iteration loop)
with a derivative rule written in traced NumPy code. ``Solver.__call__`` looks at the
innermost transformation among the array arguments:

- a derivative trace (grad, jvp, ...): the call goes through a ``custom_vjp`` whose ``bwd``
  is the rule. Forward mode transposes that rule (derivgen/transforms/custom.py), and the rule
  calls solvers again, so higher orders go through the rules, never through the iterations;
- a vmap: the solver's batch rule (by default one call per example, stacked);
- compile: one staged call of ``impl``, so the solver's Python control flow stays outside the
  generated code;
- none: ``impl`` itself.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.trace.core import Box
from derivgen.transforms.custom import custom_vjp

Impl = Callable[..., Any]  # impl(static, *arrays) -> a pytree of arrays
Rule = Callable[..., Any]  # rule(static, arrays, out, cotangent) -> one cotangent per array
BatchRule = Callable[..., Any]  # batch(solver, static, arrays, batched flags) -> raw result


class Solver:
    """A solver function: its plain ``impl``, its reverse-mode ``rule`` and a ``batch`` rule.

    Called as ``solver(static, *arrays)``: ``static`` (hashable: axes, tolerances, the user's
    function) is never differentiated; each of ``arrays`` is a pytree of arrays that may be
    traced, batched or staged.
    """

    def __init__(self, name: str, impl: Impl, rule: Rule, batch: BatchRule | None = None) -> None:
        self.name = name
        self.impl = impl
        self.rule = rule
        self.batch = batch or loop_batch
        self._staged: dict[Hashable, Callable[..., Any]] = {}
        self.differentiable: custom_vjp[..., Any] = custom_vjp(self._call, nondiff_argnums=(0,))
        self.differentiable.name = name
        self.differentiable.defvjp(self._fwd, self._bwd)

    def __call__(self, static: Hashable, *arrays: Any) -> Any:
        return self._call(static, *arrays)

    def _call(self, static: Hashable, *arrays: Any) -> Any:
        kind, owner, staged = _innermost(tree.tree_leaves(arrays))
        if kind == "box":
            return self.differentiable(static, *arrays)
        if kind == "batch":
            return _run_batched(self, static, arrays, owner)
        if staged is not None:
            return self._stage(static, arrays, staged)
        return self.impl(static, *arrays)

    def _fwd(self, static: Hashable, *arrays: Any) -> tuple[Any, Any]:
        out = self._call(static, *arrays)
        return out, (arrays, out)

    def _bwd(self, static: Hashable, residuals: Any, cotangent: Any) -> tuple[Any, ...]:
        arrays, out = residuals
        return tuple(self.rule(static, arrays, out, cotangent))

    def _stage(self, static: Hashable, arrays: tuple[Any, ...], staged: Any) -> Any:
        from derivgen.compile.naming import _namespaced

        try:
            run = self._staged.get(static)
        except TypeError:  # an unhashable option value: a fresh function for this trace
            run = None
        if run is None:

            def run(*values: Any) -> Any:
                return self.impl(static, *values)

            run.__name__ = self.name.rsplit(".", 1)[-1]
            with contextlib.suppress(TypeError):
                self._staged[static] = run  # one function per static: compile's names stay few
        comment = f"{self.name} (a solver: derivgen/solvers/)"
        return staged.tracer.record(
            "call", run, _namespaced(run), arrays, {}, run, comment, run.__name__
        )


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
