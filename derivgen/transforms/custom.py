"""Users' own derivative rules for Python functions: ``custom_vjp`` and ``custom_jvp``, as in JAX.

A call of a custom function on traced arrays is handled by the innermost trace among its
arguments, like a registered op. Under reverse mode it becomes one node on the tape whose
backward is the user's rule (``CustomRule``); under forward mode its output tangent comes
from the rule. The other direction is derived: a custom_jvp rule is linear in the tangents,
so its transpose (a reverse pass through the traced rule) gives the backward; a custom_vjp
rule ``bwd`` is linear in the cotangent, so J t = d<bwd(u), t>/du gives the forward mode.
Everything the rules compute is ordinary traced NumPy code, so outer traces differentiate
through them: higher orders work when the rules are themselves differentiable.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from typing import Any, Generic, ParamSpec, TypeVar

import numpy as np

from derivgen import tree
from derivgen.ops import kinds
from derivgen.trace import core, leaks, tape
from derivgen.trace import forward as forward_mode
from derivgen.trace import reverse as reverse_mode
from derivgen.trace.core import Box

__all__ = ["CustomRule", "custom_jvp", "custom_vjp"]


class CustomRule:
    """The ``prep`` of a custom function's node on a reverse-mode tape.

    It has the attributes the backward loop reads from a registered op's Prepared: the node's
    inputs are the flat leaves of the differentiable arguments (parent ``k`` is leaf ``k``),
    its outputs the flat leaves of the result, and ``backward(*output_cotangents)`` returns
    one cotangent per input leaf. ``name`` is ``custom_vjp:FUNCTION`` or ``custom_jvp:...``.
    """

    __slots__ = ("name", "backward", "result_index")
    multi = True  # called as backward(*cotangents), one per output leaf
    single_input = False
    info = None  # no registry entry: the rule is Python code
    simple = False

    def __init__(self, name: str, backward: Callable[..., list[Any]], n_inputs: int) -> None:
        self.name = name
        self.backward = backward
        self.result_index = {k: k for k in range(n_inputs)}


class _Call:
    """One call of a custom function, split into what its rule differentiates and the rest."""

    def __init__(
        self, function: _Custom[Any, Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> None:
        if kwargs:
            bound = function.signature.bind(*args, **kwargs)
            bound.apply_defaults()
            if bound.kwargs:
                raise TypeError(
                    f"{function.name}: custom functions take no keyword-only arguments, got "
                    f"{sorted(bound.kwargs)}"
                )
            args = bound.args
        self.name = function.name
        self.args = args
        nondiff, word = function.nondiff_argnums, function.argnums_word
        for i in nondiff:
            if i >= len(args):
                raise TypeError(f"{function.name}: {word} {i} but {len(args)} arguments")
        self.diff_nums = tuple(i for i in range(len(args)) if i not in nondiff)
        self.nondiff = tuple(args[i] for i in nondiff)
        for i in nondiff:
            if any(type(leaf) is Box for leaf in tree.tree_leaves(args[i])):
                raise TypeError(
                    f"{function.name}: argument {i} is in {word} but holds a traced array; "
                    f"{function.static_fix}"
                )
        self.leaves, self.in_tree = tree.tree_flatten(tuple(args[i] for i in self.diff_nums))
        self.top: core.Trace | None = None
        for leaf in self.leaves:
            if type(leaf) is Box and (self.top is None or leaf.owner.level > self.top.level):
                self.top = leaf.owner

    def mine(self, leaf: Any) -> bool:
        return type(leaf) is Box and leaf.owner is self.top

    def values(self) -> list[Any]:
        """The leaves without the innermost trace's boxes (outer traces' boxes stay)."""
        return [leaf.value if self.mine(leaf) else leaf for leaf in self.leaves]

    def with_diff(self, leaves: Sequence[Any]) -> list[Any]:
        """The full argument list with the differentiable arguments rebuilt from ``leaves``."""
        full = list(self.args)
        for i, part in zip(self.diff_nums, self.in_tree.unflatten(leaves), strict=True):
            full[i] = part
        return full

    def diff_tree(self, leaves: Sequence[Any]) -> tuple[Any, ...]:
        """The differentiable arguments, as the tuple the rules take, rebuilt from ``leaves``."""
        return self.in_tree.unflatten(leaves)

    def cotangent_leaves(self, cotangents: Any, values: Sequence[Any], who: str) -> list[Any]:
        """A rule's cotangents per differentiable argument, flat, checked, None as zeros."""
        n = len(self.diff_nums)
        if not isinstance(cotangents, tuple | list) or len(cotangents) != n:
            raise TypeError(
                f"{self.name}: {who} must return a tuple with one cotangent per differentiable "
                f"argument ({n}), got {_kind(cotangents)}"
            )
        found = self.in_tree.flatten_up_to(
            tuple(cotangents), f"{self.name}: the output of {who}", none_is_zero=True
        )
        out = []
        for k, (c, v) in enumerate(zip(found, values, strict=True)):
            value = core.stop_gradient(v)
            if c is None:
                out.append(_zeros_of(value))
                continue
            if np.shape(c) != np.shape(value):
                raise ValueError(
                    f"{self.name}: {who} returned a cotangent of shape {np.shape(c)} for an "
                    f"argument leaf of shape {np.shape(value)} (leaf {k})"
                )
            out.append(c)
        return out


def _kind(value: Any) -> str:
    if isinstance(value, tuple | list):
        return f"a {type(value).__name__} of {len(value)}"
    return f"a {type(value).__name__}"


def _dtype(value: Any) -> Any:
    return value.dtype if hasattr(value, "dtype") else np.asarray(value).dtype


def _zeros_of(v: Any) -> Any:
    """Plain zeros shaped like ``v``, whatever traces box it, of its array type."""
    value = core.stop_gradient(v)
    return kinds.like(np.zeros(np.shape(value), dtype=_dtype(value)), value)


def _pair(result: Any, name: str, who: str) -> tuple[Any, Any]:
    if not isinstance(result, tuple | list) or len(result) != 2:
        raise TypeError(f"{name}: {who} must return a pair, got {_kind(result)}")
    return result[0], result[1]


def _record(call: _Call, out: Any, backward: Callable[..., list[Any]], kind: str) -> Any:
    """Put one node for the call on the innermost (reverse) trace's tape; box its outputs."""
    top = call.top
    if not isinstance(top, tape.ReverseTrace):
        raise TypeError(f"{call.name}: cannot record on a {type(top).__name__}")
    out_leaves, out_tree = tree.tree_flatten(out)
    leaves = enumerate(call.leaves)
    parents = [(k, (leaf.node, leaf.index)) for k, leaf in leaves if call.mine(leaf)]
    rule = CustomRule(f"{kind}:{call.name}", backward, len(call.leaves))
    values = [core.stop_gradient(v) for v in out_leaves]  # for zeros in unused outputs
    node = tape.Node(rule, (), parents, values, len(out_leaves))
    top.tape.append(node)
    boxed = [Box(v, top, node, k) if core._is_float(v) else v for k, v in enumerate(out_leaves)]
    return out_tree.unflatten(boxed)


def _box_forward(call: _Call, out: Any, tangent_out: Any, who: str) -> Any:
    """The outputs boxed by the innermost (forward) trace with their tangents."""
    out_leaves, out_tree = tree.tree_flatten(out)
    tangents = out_tree.flatten_up_to(
        tangent_out, f"{call.name}: the tangent output of {who}", none_is_zero=True
    )
    top = call.top
    if not isinstance(top, forward_mode.ForwardTrace):
        raise TypeError(f"{call.name}: cannot box tangents on a {type(top).__name__}")
    boxed = []
    for v, t in zip(out_leaves, tangents, strict=True):
        if not core._is_float(v):
            boxed.append(v)
            continue
        value = core.stop_gradient(v)
        if t is None:
            t = _zeros_of(value)
        elif np.shape(t) != np.shape(value):
            raise ValueError(
                f"{call.name}: {who} gave a tangent of shape {np.shape(t)} for an output of "
                f"shape {np.shape(value)}"
            )
        boxed.append(Box(v, top, t, 0))  # a forward trace's box holds its tangent
    return out_tree.unflatten(boxed)


def _tangents(call: _Call, values: Sequence[Any]) -> list[Any]:
    """Each leaf's tangent in the innermost (forward) trace: zeros where it has none."""
    return [
        leaf.node if call.mine(leaf) else _zeros_of(v) if core._is_float(v) else None
        for leaf, v in zip(call.leaves, values, strict=True)
    ]


P = ParamSpec("P")
R = TypeVar("R")
Rule = TypeVar("Rule", bound=Callable[..., Any])


class _Custom(Generic[P, R]):
    """What custom_vjp and custom_jvp share: the wrapped function and its call handling.

    Generic as jax.custom_vjp is: calling the wrapper takes fun's arguments and gives its result.
    """

    argnums_word = "nondiff_argnums"  # in messages (checkpoint's is static_argnums)
    static_fix = "pass it as a differentiable argument (the rule may return None as its cotangent)"

    def __init__(self, fun: Callable[P, R], nondiff_argnums: Sequence[int] = ()) -> None:
        if not callable(fun):
            raise TypeError(f"{type(self).__name__} needs a function, got {fun!r}")
        functools.update_wrapper(self, fun)
        self.fun: Callable[..., R] = fun  # called with the arguments bound by _Call
        self.name = getattr(fun, "__name__", type(fun).__name__)
        self.nondiff_argnums = tuple(sorted(int(i) for i in nondiff_argnums))

    @functools.cached_property
    def signature(self) -> inspect.Signature:
        """fun's signature, to bind keyword arguments: worked out at the first call with them
        (inspect.signature takes some 40 us, and each solver call makes a custom_vjp)."""
        return inspect.signature(self.fun)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        call = _Call(self, args, kwargs)
        batch = _batch_over_boxes(call.leaves)
        if batch is not None and (call.top is None or batch.level > call.top.level):
            return self._batched(call, batch)  # grad(vmap(f)): the rule sees the boxes inside
        if call.top is None:
            return self.fun(*call.args)
        if isinstance(call.top, leaks.FINISHED):
            raise leaks.leaked(call.top)
        if isinstance(call.top, tape.ReverseTrace):
            return self._reverse(call)
        if isinstance(call.top, forward_mode.ForwardTrace):
            return self._forward(call)
        raise TypeError(f"{self.name}: custom rules are not supported under {type(call.top)}")

    def _reverse(self, call: _Call) -> Any:
        raise NotImplementedError

    def _forward(self, call: _Call) -> Any:
        raise NotImplementedError

    def _vmapped(self, axes: tuple[Any, ...]) -> _Custom[Any, Any]:
        raise NotImplementedError

    def _batched(self, call: _Call, batch: Any) -> Any:
        """The call on batched values that hold an outer trace's boxes: this function with
        its rule both under vmap (as JAX batches a custom rule), called on the raw batch."""
        from derivgen.batching.batched import Batched

        if self.nondiff_argnums:
            raise TypeError(
                f"{self.name}: a custom function with nondiff_argnums inside vmap inside a "
                "derivative (grad(vmap(f))) is not supported; write vmap(grad(f)) instead"
            )

        def axis(leaf: Any) -> Any:
            return 0 if type(leaf) is Batched and leaf.owner is batch else None

        def raw(leaf: Any) -> Any:
            return leaf.value if type(leaf) is Batched and leaf.owner is batch else leaf

        args = call.args
        axes = tuple(tree.tree_map(axis, a) for a in args)
        out = self._vmapped(axes)(*(tree.tree_map(raw, a) for a in args))
        return tree.tree_map(lambda o: Batched(o, batch), out)


def _batch_over_boxes(leaves: Sequence[Any]) -> Any:
    """The innermost vmap among the leaves whose batch holds a derivative trace's boxes."""
    found = None
    for leaf in leaves:
        if not hasattr(type(leaf), "__derivgen_batched__"):
            continue
        value = leaf.value
        while hasattr(type(value), "__derivgen_batched__"):
            value = value.value
        if type(value) is Box and (found is None or leaf.owner.level > found.level):
            found = leaf.owner
    return found


class custom_vjp(_Custom[P, R]):  # noqa: N801 (JAX's name)
    """A function with its own reverse-mode rule, as ``jax.custom_vjp``.

    ``f.defvjp(fwd, bwd)``: ``fwd(*args)`` returns ``(output, residuals)``;
    ``bwd(*nondiff_args, residuals, output_cotangent)`` returns a tuple with one cotangent
    per differentiable argument (None for zeros). Under forward mode (jvp, hvp, jacfwd) the
    rule is transposed: J t = d<bwd(res, u), t>/du, so bwd must be traceable NumPy code.
    """

    def __init__(self, fun: Callable[P, R], nondiff_argnums: Sequence[int] = ()) -> None:
        super().__init__(fun, nondiff_argnums)
        self.fwd: Callable[..., Any] | None = None
        self.bwd: Callable[..., Any] | None = None

    def defvjp(self, fwd: Callable[..., Any], bwd: Callable[..., Any]) -> None:
        """Set the rule: ``fwd`` computes the output and residuals, ``bwd`` the cotangents."""
        self.fwd, self.bwd = fwd, bwd

    def _rule(self) -> tuple[Callable[..., Any], Callable[..., Any]]:
        if self.fwd is None or self.bwd is None:
            raise TypeError(f"{self.name} has no rule yet: call {self.name}.defvjp(fwd, bwd)")
        return self.fwd, self.bwd

    def _vmapped(self, axes: tuple[Any, ...]) -> _Custom[Any, Any]:
        from derivgen.transforms.vmap import vmap

        fwd, bwd = self._rule()
        new: custom_vjp[Any, Any] = custom_vjp(vmap(self.fun, in_axes=axes))

        def batched_bwd(residuals: Any, cotangent: Any) -> Any:
            cts = vmap(bwd)(residuals, cotangent)
            # an argument the vmap did not batch gets the sum of the examples' cotangents
            return tuple(
                ct if ct is None or ax == 0 else tree.tree_map(lambda c: np.sum(c, axis=0), ct)
                for ct, ax in zip(cts, axes, strict=True)
            )

        new.defvjp(vmap(fwd, in_axes=axes), batched_bwd)
        new.name = self.name
        return new

    def _reverse(self, call: _Call) -> Any:
        fwd, bwd = self._rule()
        values = call.values()
        out, residuals = _pair(fwd(*call.with_diff(values)), self.name, "fwd")
        out_tree = tree.tree_structure(out)

        def backward(*cotangents: Any) -> list[Any]:
            cts = bwd(*call.nondiff, residuals, out_tree.unflatten(cotangents))
            return call.cotangent_leaves(cts, values, "bwd")

        return _record(call, out, backward, "custom_vjp")

    def _forward(self, call: _Call) -> Any:
        fwd, bwd = self._rule()
        values = call.values()
        tangents = _tangents(call, values)
        out, residuals = _pair(fwd(*call.with_diff(values)), self.name, "fwd")
        out_leaves, out_tree = tree.tree_flatten(out)
        floats = [k for k, v in enumerate(out_leaves) if core._is_float(v)]

        def pairing(*us: Any) -> Any:
            """<bwd(u), t>: linear in u, so its gradient in u is J t."""
            full = [_zeros_of(v) for v in out_leaves]
            for k, u in zip(floats, us, strict=True):
                full[k] = u
            cts = bwd(*call.nondiff, residuals, out_tree.unflatten(full))
            total: Any = 0.0
            for c, t in zip(call.cotangent_leaves(cts, values, "bwd"), tangents, strict=True):
                if t is not None:
                    total = total + np.sum(c * t)
            return total

        zeros = [_zeros_of(out_leaves[k]) for k in floats]
        try:
            _, pullback = reverse_mode.reverse(pairing, zeros)
        except TypeError as exc:
            raise TypeError(
                f"{self.name}: forward mode (jvp, hvp, jacfwd) of a custom_vjp function traces "
                f"its bwd to transpose it, and that failed: {exc}. Give {self.name} a "
                "custom_jvp rule instead, or differentiate it in reverse mode only"
            ) from exc
        ref = core.stop_gradient(out_leaves[floats[0]]) if floats else None
        pulled = pullback(kinds.like(np.ones(()), ref))  # on a CuPy output's device
        tangent_out: list[Any] = [None] * len(out_leaves)
        for k, t in zip(floats, pulled, strict=True):
            tangent_out[k] = t
        return _box_forward(call, out, out_tree.unflatten(tangent_out), "the transposed bwd")


class custom_jvp(_Custom[P, R]):  # noqa: N801 (JAX's name)
    """A function with its own forward-mode rule, as ``jax.custom_jvp``.

    ``f.defjvp(rule)`` (usable as a decorator): ``rule(*nondiff_args, primals, tangents)``
    takes tuples of the differentiable arguments and their tangents and returns
    ``(output, output_tangent)``, the tangent linear in ``tangents``. Under reverse mode
    (grad, vjp) the rule is traced once and transposed, as JAX does.
    """

    def __init__(self, fun: Callable[P, R], nondiff_argnums: Sequence[int] = ()) -> None:
        super().__init__(fun, nondiff_argnums)
        self.jvp: Callable[..., Any] | None = None

    def defjvp(self, jvp: Rule) -> Rule:
        """Set the rule; returns it, so that ``@f.defjvp`` works as a decorator."""
        self.jvp = jvp
        return jvp

    def _rule(self) -> Callable[..., Any]:
        if self.jvp is None:
            raise TypeError(f"{self.name} has no rule yet: call {self.name}.defjvp(rule)")
        return self.jvp

    def _vmapped(self, axes: tuple[Any, ...]) -> _Custom[Any, Any]:
        from derivgen.transforms.vmap import vmap

        rule = self._rule()
        new: custom_jvp[Any, Any] = custom_jvp(vmap(self.fun, in_axes=axes))
        new.defjvp(
            lambda primals, tangents: vmap(lambda p, t: rule(p, t), in_axes=(axes, axes))(
                primals, tangents
            )
        )
        new.name = self.name
        return new

    def _forward(self, call: _Call) -> Any:
        rule = self._rule()
        values = call.values()
        tangents = _tangents(call, values)
        out, tangent_out = _pair(
            rule(*call.nondiff, call.diff_tree(values), call.diff_tree(tangents)),
            self.name,
            "the jvp rule",
        )
        return _box_forward(call, out, tangent_out, "the jvp rule")

    def _reverse(self, call: _Call) -> Any:
        rule = self._rule()
        values = call.values()
        floats = [k for k, v in enumerate(values) if core._is_float(v)]
        primals = call.diff_tree(values)
        found: dict[str, Any] = {}

        def run(*float_tangents: Any) -> list[Any]:
            """The rule with traced tangents: its tangent output, linear in them."""
            tangents: list[Any] = [None] * len(values)
            for k, t in zip(floats, float_tangents, strict=True):
                tangents[k] = t
            result = rule(*call.nondiff, primals, call.diff_tree(tangents))
            out, tangent_out = _pair(result, self.name, "the jvp rule")
            out_leaves, out_tree = tree.tree_flatten(out)
            found["tree"], found["n"] = out_tree, len(out_leaves)
            what = f"{self.name}: the tangent output of the jvp rule"
            return [*out_leaves, *out_tree.flatten_up_to(tangent_out, what, none_is_zero=True)]

        zeros = [_zeros_of(values[k]) for k in floats]
        results, transpose = reverse_mode.reverse(run, zeros)
        n_out = found["n"]
        out = found["tree"].unflatten(results[:n_out])

        def backward(*cotangents: Any) -> list[Any]:
            pulled = transpose([*[None] * n_out, *cotangents])
            grads = [_zeros_of(v) for v in values]  # non-float leaves get (integer) zeros
            for k, g in zip(floats, pulled, strict=True):
                grads[k] = g
            return grads

        return _record(call, out, backward, "custom_jvp")
