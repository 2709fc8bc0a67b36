"""A solver as one differentiable call: a custom_vjp with a forward rule too, run on plain arrays.

``SolverFunction`` is derivgen's ``custom_vjp`` (derivgen/transforms/custom.py) with one
addition: a forward-mode rule of its own (the sensitivity equations of an ODE, say), used
instead of transposing the adjoint. Its function body receives no derivative trace's boxes
(the custom machinery strips them and calls the rules), and ``on_values`` runs the solver
itself on plain arrays: once per example under ``vmap`` (SciPy's solvers take one problem at a
time), and as one staged call under ``compile``, so that the solver's Python control flow
(step-size control, convergence tests) never enters a trace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.trace.core import Box
from derivgen.transforms.custom import _box_forward, _Call, _pair, _tangents, custom_vjp

__all__ = ["SolverFunction", "on_values"]


class SolverFunction(custom_vjp[..., Any]):
    """``fun`` with the reverse rule ``fwd``/``bwd`` (as custom_vjp) and the forward rule ``jvp``.

    ``jvp(primals, tangents)`` takes tuples of the arguments and their tangents (zeros where an
    argument is not traced) and returns ``(output, output_tangent)``.
    """

    def __init__(
        self,
        fun: Callable[..., Any],
        name: str,
        fwd: Callable[..., Any],
        bwd: Callable[..., Any],
        jvp: Callable[..., Any],
    ) -> None:
        super().__init__(fun)
        self.name = name
        self.defvjp(fwd, bwd)
        self.jvp_rule = jvp

    def _forward(self, call: _Call) -> Any:
        values = call.values()
        tangents = _tangents(call, values)
        rule = self.jvp_rule(call.diff_tree(values), call.diff_tree(tangents))
        out, tangent_out = _pair(rule, self.name, "the jvp rule")
        return _box_forward(call, out, tangent_out, "the jvp rule")

    def _vmapped(self, axes: tuple[Any, ...]) -> SolverFunction:
        from derivgen.transforms.vmap import vmap

        base = super()._vmapped(axes)  # fun, fwd and bwd under vmap
        assert isinstance(base, custom_vjp) and base.fwd is not None and base.bwd is not None
        rule = self.jvp_rule
        jvp = vmap(lambda p, t: rule(p, t), in_axes=(axes, axes))
        return SolverFunction(base.fun, self.name, base.fwd, base.bwd, jvp)


def on_values(name: str, solve: Callable[..., Any], *args: Any) -> Any:
    """``solve(*args)`` for a solver that takes plain arrays only.

    Under ``vmap`` it runs once per example and the results are stacked; under ``compile`` it
    is recorded as one call whose arguments and results are the staged arrays.
    """
    leaves, treedef = tree.tree_flatten(args)
    batch = None
    for leaf in leaves:
        if type(leaf) is Box:
            raise TypeError(f"{name}: a traced array reached the solver itself (a derivgen bug)")
        if hasattr(type(leaf), "__derivgen_batched__"):
            if batch is None or leaf.owner.level > batch.level:
                batch = leaf.owner
    if batch is not None:
        return _per_example(name, solve, leaves, treedef, batch)
    staged = [leaf for leaf in leaves if hasattr(type(leaf), "__derivgen_staged__")]
    if staged:
        return _staged(name, solve, leaves, treedef, staged[0].tracer)
    return solve(*args)


def _per_example(
    name: str, solve: Callable[..., Any], leaves: list[Any], treedef: Any, batch: Any
) -> Any:
    from derivgen.batching.batched import Batched

    def mine(leaf: Any) -> bool:
        return type(leaf) is Batched and leaf.owner is batch

    results = []
    for b in range(batch.size):
        example = [leaf.value[b] if mine(leaf) else leaf for leaf in leaves]
        results.append(on_values(name, solve, *treedef.unflatten(example)))
    out_tree = tree.tree_structure(results[0])
    columns = zip(*(tree.tree_leaves(r) for r in results), strict=True)
    return out_tree.unflatten([Batched(np.stack(column), batch) for column in columns])


def _staged(
    name: str, solve: Callable[..., Any], leaves: list[Any], treedef: Any, tracer: Any
) -> Any:
    from derivgen.compile.naming import _namespaced

    found: dict[str, Any] = {}

    def run(*values: Any) -> tuple[Any, ...]:
        out_leaves, found["tree"] = tree.tree_flatten(solve(*treedef.unflatten(values)))
        return tuple(np.asarray(leaf) for leaf in out_leaves)

    hint = name.rpartition(".")[2].partition(" ")[0]
    comment = f"{name}: one solver call (its rules: derivgen show {hint})"
    out = tracer.record("call", run, _namespaced(run), tuple(leaves), {}, run, comment, hint)
    return found["tree"].unflatten(out)
