"""``checkpoint`` (alias ``remat``): recompute a function's forward during the backward.

Under reverse mode a checkpointed call is one node on the tape whose only saved values
are its inputs: its own ops run without a tape, so none of their intermediates is kept.
When the backward reaches the node it runs the function again under ``vjp`` and pulls the
cotangent back through that fresh trace, which is freed as soon as the node is done. A
loop of T steps checkpointed every k steps keeps about T/k inputs and one segment of k
steps at a time instead of T steps' intermediates (k = sqrt(T) gives about 2 sqrt(T)).

Forward mode has nothing to save, so there the function runs as it is; so does a call
outside any derivative. Higher orders work: the backward is ordinary traced code.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ParamSpec, TypeVar

import numpy as np

from derivgen import tree
from derivgen.ops.registry import describe
from derivgen.transforms.custom import _Call, custom_vjp

P = ParamSpec("P")
R = TypeVar("R")


class _Policies:
    """The saving policies ``checkpoint`` takes, as ``jax.checkpoint_policies`` names them.

    ``nothing_saveable`` (the default, ``policy=None``) saves only the inputs and recomputes
    everything; ``everything_saveable`` saves every intermediate, as if not checkpointed.
    """

    @staticmethod
    def nothing_saveable(*_: Any, **__: Any) -> bool:
        return False

    @staticmethod
    def everything_saveable(*_: Any, **__: Any) -> bool:
        return True


checkpoint_policies = _Policies()


class _Checkpointed(custom_vjp[P, R]):
    """A custom_vjp whose rule is "save the inputs, run the function again in the backward"."""

    argnums_word = "static_argnums"
    static_fix = "leave it out of static_argnums to differentiate it"

    def __init__(self, fun: Callable[P, R], static_argnums: Sequence[int]) -> None:
        super().__init__(fun, nondiff_argnums=static_argnums)
        self.name = f"checkpoint({self.name})"
        self.defvjp(self._save_inputs, self._recompute)

    def _save_inputs(self, *args: Any) -> tuple[Any, Any]:
        # the differentiable arguments, without the innermost trace's boxes: the residuals
        diff = tuple(args[i] for i in range(len(args)) if i not in self.nondiff_argnums)
        return self.fun(*args), diff

    def _recompute(self, *rest: Any) -> tuple[Any, ...]:
        from derivgen.transforms.reverse import vjp

        *static, diff, cotangent = rest
        nondiff = self.nondiff_argnums
        n = len(static) + len(diff)

        def again(*diff_args: Any) -> Any:
            it_static, it_diff = iter(static), iter(diff_args)
            return self.fun(*(next(it_static if i in nondiff else it_diff) for i in range(n)))

        wrt = [k for k, value in enumerate(diff) if _inexact(value)]  # ints: not differentiated

        def again_wrt(*values: Any) -> Any:
            args = list(diff)
            for k, value in zip(wrt, values, strict=True):
                args[k] = value
            return again(*args)

        if not wrt:
            return (None,) * len(diff)
        _, pullback = vjp(again_wrt, *(diff[k] for k in wrt))
        found = dict(zip(wrt, pullback(cotangent), strict=True))
        return tuple(found.get(k) for k in range(len(diff)))

    def _forward(self, call: _Call) -> Any:
        return self.fun(*call.args)  # forward mode keeps no tape: nothing to recompute


def _inexact(value: Any) -> bool:
    """Whether every leaf of an argument is a float or complex array (ints and bools, as
    step counts or masks, are passed as they are, as JAX gives them no cotangent)."""
    leaves = tree.tree_leaves(value)
    for leaf in leaves:
        dtype = getattr(leaf, "dtype", None)
        if np.dtype(dtype if dtype is not None else np.result_type(leaf)).kind not in "fc":
            return False
    return bool(leaves)


def checkpoint(
    fun: Callable[P, R],
    *,
    prevent_cse: bool = True,
    policy: Callable[..., bool] | None = None,
    static_argnums: int | Sequence[int] = (),
) -> Callable[P, R]:
    """``fun`` with its forward recomputed during the backward, as ``jax.checkpoint``.

    The result computes the same values and derivatives as ``fun``; under ``grad``/``vjp`` it
    keeps only its inputs between the forward and the backward pass, trading one more forward
    run for memory. ``static_argnums`` are arguments that are not differentiated (they are
    kept as they are, like ``custom_vjp``'s ``nondiff_argnums``). ``policy`` is None or
    ``checkpoint_policies.nothing_saveable`` (save nothing but the inputs) or
    ``checkpoint_policies.everything_saveable`` (save everything: no checkpointing).
    ``prevent_cse`` is accepted for JAX's signature; under ``dg.compile`` the recomputed
    forward is common-subexpression-eliminated with the first one, so compiled code computes
    it once and keeps its intermediates (same values, no memory saved).
    """
    if not callable(fun):
        raise TypeError(f"checkpoint needs a function, got {describe(fun)}")
    if not isinstance(prevent_cse, bool):
        raise TypeError(f"checkpoint: prevent_cse must be a bool, got {prevent_cse!r}")
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
    if not all(isinstance(i, int) and i >= 0 for i in nums):
        raise TypeError(
            f"checkpoint: static_argnums must be a non-negative int or a tuple of them, got "
            f"{static_argnums!r}"
        )
    if policy is checkpoint_policies.everything_saveable:
        return fun
    if policy is not None and policy is not checkpoint_policies.nothing_saveable:
        raise ValueError(
            f"checkpoint: policy {describe(policy)} is not supported; derivgen has "
            "policy=None (or derivgen.checkpoint_policies.nothing_saveable), which saves only "
            "the inputs, and derivgen.checkpoint_policies.everything_saveable, which saves all"
        )
    return _Checkpointed(fun, nums)


remat = checkpoint
