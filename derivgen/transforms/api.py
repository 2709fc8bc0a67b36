"""The public API: backwards by op; vjp, grad, jvp, jacobian, hessian of functions on pytrees."""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.ops import registry, scipy_names
from derivgen.ops.registry import describe
from derivgen.trace import leaks
from derivgen.trace import tape as trace
from derivgen.trace.errors import call_traced
from derivgen.transforms import dense_size

Argnums = int | Sequence[int]


def get_backward(op: Any) -> Callable[..., Any]:
    """The generated backward function of an op (by name, generated, NumPy or SciPy function).

    It takes the cotangent(s) by position and the values the op saves by keyword, e.g.
    ``get_backward("tanh")(g, result=np.tanh(x))``; ``op_info(op).saved`` lists them.
    """
    return registry.lookup(op).backward


def op_info(op: Any) -> Any:
    """Everything the registry knows about an op: signature, formulas, saved values, line."""
    return registry.lookup(op)


def list_ops() -> list[str]:
    """Every registered op name."""
    return registry.list_ops()


def _op_function(info: Any) -> Callable[..., Any]:
    prep = trace.prepared(info)
    return lambda *args, **kwargs: trace.apply(prep, *prep.spelled_out(args, kwargs))


def get_grad(op: Any, argnums: int = 0) -> Callable[..., Any]:
    """A function computing ``d sum(op(*args)) / d args[argnums]``, shaped like that argument.

    ``op`` must be a single registered op: its name, its generated function, the NumPy
    function it mirrors (``np.sin``, ``np.linalg.det``) or the SciPy function traced calls
    route to it (``scipy.linalg.expm``; called with SciPy's arguments and defaults). Anything
    else raises TypeError; for a composite function use ``derivgen.grad``.
    """
    info = registry.lookup(op)
    if not isinstance(argnums, int | np.integer) or isinstance(argnums, bool):
        raise TypeError(f"argnums must be an int, got {argnums!r}")
    argnums = operator.index(argnums)
    route = None if isinstance(op, str) else scipy_names.route_of(op)
    if route is not None:
        return _routed_grad(route, info, argnums)
    prep = trace.prepared(info)
    if argnums < 0 or argnums >= len(prep.params) or argnums not in prep.diff_pos:
        differentiable = ", ".join(f"{prep.index[n]} ({n})" for n in info.differentiable)
        raise ValueError(
            f"argnums={argnums} is not a differentiable Tensor argument of {info.signature}; "
            f"choose from {differentiable}"
        )

    def gradient(*args: Any, **kwargs: Any) -> Any:
        if len(args) <= argnums:
            raise TypeError(f"{info.name}: argument {argnums} is missing")
        args, kwargs = prep.spelled_out(args, kwargs)  # type: ignore[assignment]
        x = trace.check_primal(args[argnums], argnums)
        direct = prep.simple and prep.saved_index is not None
        if direct and not any(type(a) is trace.Box for a in args):
            # One op and no trace around it: its backward, called once with a cotangent of ones.
            bound = prep.bind((*args[:argnums], x, *args[argnums + 1 :]), kwargs)
            value = prep.call_forward(bound)
            saved = prep.fetch(prep.saved_plan, bound, value)
            ones = np.ones_like(value)
            if prep.single_input:
                g = prep.backward(ones, *saved)
            else:
                needs = tuple(pos == argnums for pos in prep.tensor_pos)
                g = prep.backward(ones, *saved, needs=needs)[prep.result_index[argnums]]
            return trace._as_like(g, x)

        def f(x_: Any) -> Any:
            return trace.apply(prep, (*args[:argnums], x_, *args[argnums + 1 :]), kwargs)

        out, pullback = trace.reverse(f, [x])
        return pullback(_ones_like(out), release=True)[0]

    gradient.__name__ = f"grad_{info.name.replace('.', '_')}"
    gradient.__doc__ = (
        f"d sum({info.name}(...)) / d argument {argnums}; see op_info({info.name!r})."
    )
    return gradient


def _routed_grad(route: scipy_names.Route, info: Any, argnums: int) -> Callable[..., Any]:
    """get_grad of a SciPy function: its arguments and defaults are SciPy's, not the op's."""

    def gradient(*args: Any, **kwargs: Any) -> Any:
        if len(args) <= argnums:
            raise TypeError(f"{info.name}: argument {argnums} is missing")
        x = trace.check_primal(args[argnums], argnums)

        def f(x_: Any) -> Any:
            return route.adapter(*args[:argnums], x_, *args[argnums + 1 :], **kwargs)

        out, pullback = trace.reverse(f, [x])
        return pullback(_ones_like(out), release=True)[0]

    gradient.__name__ = f"grad_{info.name}"
    gradient.__doc__ = f"d sum({info.name}(...)) / d argument {argnums}, with SciPy's arguments."
    return gradient


def _ones_like(out: Any) -> Any:
    if isinstance(out, list | tuple):
        return (
            type(out)(_ones_like(o) for o in out)
            if not hasattr(out, "_make")
            else tuple(_ones_like(o) for o in out)
        )
    value = trace.stop_gradient(out)
    if not trace._is_float(value):
        return None
    return np.ones_like(value)


class _Structure:
    """What a flattened call of f found out: the structure of its output and of its aux."""

    __slots__ = ("out_tree", "aux_tree", "n_out")

    def __init__(self) -> None:
        self.out_tree = tree.LEAF
        self.aux_tree: tree.PyTreeDef | None = None
        self.n_out = 1

    def split(self, leaves: Sequence[Any]) -> tuple[Any, Any]:
        """The output and the aux (None without has_aux) rebuilt from the flat results."""
        out = self.out_tree.unflatten(leaves[: self.n_out])
        aux = None if self.aux_tree is None else self.aux_tree.unflatten(leaves[self.n_out :])
        return out, aux


def _flatten_primals(
    args: Sequence[Any], nums: tuple[int, ...], single: bool
) -> tuple[list[Any], tree.PyTreeDef]:
    """The differentiable leaves of ``args[nums]`` and their structure.

    The structure is that of ``args[nums[0]]`` when ``single`` (an int argnums), else a
    tuple of the selected arguments' structures. Each leaf must be a float array or float.
    """
    leaves: list[Any] = []
    defs = []
    for i in nums:
        arg_leaves, treedef = tree.tree_flatten(args[i])
        if treedef is tree.LEAF:
            leaves.append(trace.check_primal(arg_leaves[0], i))
        else:
            paths = treedef.paths()
            leaves += [
                trace.check_primal(leaf, f"{i}{path}")
                for leaf, path in zip(arg_leaves, paths, strict=True)
            ]
        defs.append(treedef)
    in_tree = defs[0] if single else tree.PyTreeDef(tuple, None, tuple(defs))
    return leaves, in_tree


def _flat_function(
    f: Callable[..., Any],
    args: Sequence[Any],
    nums: tuple[int, ...],
    in_tree: tree.PyTreeDef,
    single: bool,
    kwargs: dict[str, Any],
    has_aux: bool,
    found: _Structure,
) -> Callable[..., list[Any]]:
    """f as a function of the flat leaves of ``args[nums]``, returning its output's leaves.

    The aux leaves (with ``has_aux``) follow the output's, so that the trace strips them
    too; ``found`` learns both structures when the function runs.
    """

    def flat(*leaves: Any) -> list[Any]:
        full = list(args)
        parts = in_tree.unflatten(leaves)
        if single:
            full[nums[0]] = parts
        else:
            for i, part in zip(nums, parts, strict=True):
                full[i] = part
        result = f(*full, **kwargs)
        aux_leaves: list[Any] = []
        if has_aux:
            if not isinstance(result, tuple | list) or len(result) != 2:
                raise TypeError(
                    f"with has_aux=True, {describe(f)} must return a pair (output, aux), "
                    f"got {_kind(result)}"
                )
            result, aux = result
            aux_leaves, found.aux_tree = tree.tree_flatten(aux)
        out_leaves, found.out_tree = tree.tree_flatten(result)
        found.n_out = len(out_leaves)
        return [*out_leaves, *aux_leaves]

    return flat


def _kind(value: Any) -> str:
    if isinstance(value, tuple | list):
        return f"a {type(value).__name__} of {len(value)}"
    return f"a {type(value).__name__}"


def vjp(f: Any, *primals: Any, has_aux: bool = False, **kwargs: Any) -> tuple[Any, ...]:
    """``(f(*primals), vjp_fn)``, or ``(out, vjp_fn, aux)`` with ``has_aux=True``, as ``jax.vjp``.

    Primals, the output and the cotangent may be pytrees (nested tuples, lists, dicts,
    namedtuples, dataclasses of arrays); ``vjp_fn(cotangent)`` takes a cotangent shaped like
    the output (None for an output leaf means zeros) and returns a tuple with one gradient per
    primal, shaped like it. ``f`` may also be a registered op (its name, generated function or
    NumPy function): then keyword arguments are passed through, and inputs marked
    non-differentiable get None.
    """
    info = registry.find(f)
    if isinstance(f, str) and info is None:
        registry.lookup(f)  # raises with suggestions
    route = None if info is None or isinstance(f, str) else scipy_names.route_of(f)
    if route is not None:  # SciPy's arguments, not the op's: trace the call as SciPy takes it
        info, f = None, route.adapter
    if info is not None:
        if has_aux:
            raise TypeError("has_aux needs a Python function, not the op " + info.name)
        return _op_vjp(info, primals, kwargs)
    if not callable(f):
        raise TypeError(f"vjp needs a function or an op name, got {describe(f)}")
    if len(primals) == 1 and not has_aux:
        x = primals[0]
        if type(x) is np.ndarray and x.dtype.kind == "f":
            return _vjp_of_array(f, x, kwargs)
    nums = tuple(range(len(primals)))
    leaves, in_tree = _flatten_primals(primals, nums, single=False)
    found = _Structure()
    flat = _flat_function(f, primals, nums, in_tree, False, kwargs, has_aux, found)
    results, pullback = trace.reverse(flat, leaves)
    out, aux = found.split(results)
    n_aux = len(results) - found.n_out

    def vjp_fn(*cotangent_args: Any) -> tuple[Any, ...]:
        cotangent = _one_cotangent(f, cotangent_args)
        cotangents = found.out_tree.flatten_up_to(cotangent, "the cotangent", none_is_zero=True)
        return in_tree.unflatten(pullback([*cotangents, *[None] * n_aux]))

    return (out, vjp_fn, aux) if has_aux else (out, vjp_fn)


def _one_cotangent(f: Any, cotangents: tuple[Any, ...]) -> Any:
    """The single argument of a vjp_fn; any other number of them is a TypeError."""
    if len(cotangents) == 1:
        return cotangents[0]
    what = f if isinstance(f, str) else describe(f)
    raise TypeError(
        f"the vjp_fn of {what} was called with {len(cotangents)} arguments, but it takes "
        "exactly one: a cotangent with the structure of the value the function returned "
        "(for a function returning a tuple, pass one tuple: vjp_fn((ct1, ct2)))"
    )


def _vjp_of_array(f: Callable[..., Any], x: np.ndarray, kwargs: dict[str, Any]) -> tuple[Any, Any]:
    """vjp for its most common call: one float ndarray primal, no aux.

    When f returns one traced array, a cotangent of its shape and dtype is pulled back
    directly, without the pytree pairing the general path needs for anything else.
    """
    tape, leaf_node = trace.ReverseTrace(), [None]
    result = call_traced(f, trace.Box(x, tape, leaf_node, 0), **kwargs)
    out_leaves, out_tree = tree.tree_flatten(result)
    results, pullback = trace.finish_reverse(tape, [leaf_node], [x], out_leaves)

    def vjp_fn(*cotangent_args: Any) -> tuple[Any, ...]:
        cotangent = (
            cotangent_args[0] if len(cotangent_args) == 1 else _one_cotangent(f, cotangent_args)
        )
        if (
            simple
            and type(cotangent) is np.ndarray
            and cotangent.shape == value.shape
            and cotangent.dtype == value.dtype
        ):
            (g,) = tape.backward([(result, cotangent)], [leaf_node])
            return (trace._as_like(g, x),)
        return pullback(out_tree.flatten_up_to(cotangent, "the cotangent", none_is_zero=True))

    simple = type(result) is trace.Box and result.owner is tape
    value = result.value if simple else None
    return out_tree.unflatten(results), vjp_fn


def _op_vjp(info: Any, primals: Sequence[Any], kwargs: dict[str, Any]) -> tuple[Any, Any]:
    prep = trace.prepared(info)
    diff = [i for i in range(len(primals)) if i in prep.diff_pos]
    checked = {i: trace.check_primal(primals[i], i) for i in diff}

    def f(*xs: Any) -> Any:
        args = list(primals)
        for i, x in zip(diff, xs, strict=True):
            args[i] = x
        return trace.apply(prep, *prep.spelled_out(args, kwargs))

    out, pullback = trace.reverse(f, [checked[i] for i in diff])

    def vjp_fn(*cotangent_args: Any) -> tuple[Any, ...]:
        cotangent = _one_cotangent(info.name, cotangent_args)
        grads = dict(zip(diff, pullback(cotangent), strict=True))
        return tuple(grads.get(i) for i in range(len(primals)) if i in prep.tensor_pos)

    return out, vjp_fn


def _checked_argnums(argnums: Any) -> int | tuple[int, ...]:
    """argnums as an int or a tuple of ints, as JAX takes them (np.int64(1) too).

    Anything else is a TypeError naming argnums. A repeated argument is refused: it would
    be one input in two slots (JAX fails on it too), and its gradient is one slot's.
    """
    if isinstance(argnums, int | np.integer):
        return operator.index(argnums)
    if isinstance(argnums, tuple | list) and all(isinstance(i, int | np.integer) for i in argnums):
        nums = tuple(operator.index(i) for i in argnums)
        if len(set(nums)) != len(nums):
            raise ValueError(
                f"argnums={argnums!r} names an argument twice; name each once "
                f"(argnums={tuple(dict.fromkeys(nums))!r}) and reuse its gradient"
            )
        return nums
    raise TypeError(
        f"argnums must be an int or a tuple of ints, got {argnums!r} "
        f"({type(argnums).__name__}); e.g. argnums=0 or argnums=(0, 1)"
    )


def _argnum_tuple(argnums: Argnums, n: int) -> tuple[int, ...]:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    for i in nums:
        if not -n <= i < n:
            raise ValueError(f"argnums {argnums!r} does not fit a call with {n} arguments")
    nums = tuple(i % n for i in nums)
    if len(set(nums)) != len(nums):
        raise ValueError(
            f"argnums={argnums!r} names an argument twice in a call with {n} arguments"
        )
    return nums


def value_and_grad(
    f: Callable[..., Any], argnums: Argnums = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """A function returning ``(f(*args), gradient)``, as ``jax.value_and_grad``; f returns a scalar.

    The gradient has the structure of ``args[argnums]`` (a tuple of them for a tuple of
    argnums). With ``has_aux=True`` f returns ``(scalar, aux)`` and the result is
    ``((scalar, aux), gradient)``.
    """
    if not callable(f):
        raise TypeError(f"value_and_grad needs a function, got {describe(f)}")
    argnums = _checked_argnums(argnums)
    single = isinstance(argnums, int)
    one_array = single and not has_aux  # the case _value_and_grad_of_array takes

    def wrapped(*args: Any, **kwargs: Any) -> tuple[Any, Any]:
        if one_array and -len(args) <= argnums < len(args):  # type: ignore[operator]
            x = args[argnums]  # type: ignore[index]
            if type(x) is np.ndarray and x.dtype.kind == "f":
                return _value_and_grad_of_array(f, args, argnums, kwargs)  # type: ignore[arg-type]
        nums = _argnum_tuple(argnums, len(args))
        leaves, in_tree = _flatten_primals(args, nums, single)
        found = _Structure()
        flat = _flat_function(f, args, nums, in_tree, single, kwargs, has_aux, found)
        results, pullback = trace.reverse(flat, leaves)
        out, aux = found.split(results)
        grads = _scalar_gradient(f, out, found.out_tree, len(results), pullback)
        return ((out, aux) if has_aux else out), in_tree.unflatten(grads)

    return wrapped


def _value_and_grad_of_array(
    f: Callable[..., Any], args: tuple[Any, ...], argnum: int, kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    """value_and_grad for its most common call: one float ndarray argument, no aux.

    Its output is checked, seeded and pulled back as in the general path, without the pytree
    flattening and pairing that path needs for anything else.
    """
    x = args[argnum]
    tape, leaf_node = trace.ReverseTrace(), [None]
    full = list(args)
    full[argnum] = trace.Box(x, tape, leaf_node, 0)
    out = call_traced(f, *full, **kwargs)
    leaks.finish(tape)
    if type(out) is trace.Box and out.owner is tape:
        value = out.value
        if type(value) in _REAL_SCALARS and value.dtype.kind == "f" and value.shape == ():
            seed = np.array(1.0, dtype=value.dtype)
            (g,) = tape.backward([(out, seed)], [leaf_node], release=True)
            if type(g) is np.ndarray and g.dtype == x.dtype:
                return value, g  # already what _as_like would make of it
            return value, trace._as_like(g, x)
    out_leaves, out_tree = tree.tree_flatten(out)
    results, pullback = trace.finish_reverse(tape, [leaf_node], [x], out_leaves)
    (g,) = _scalar_gradient(f, out_tree.unflatten(results), out_tree, len(results), pullback)
    return out_tree.unflatten(results), g


_REAL_SCALARS = (np.float64, np.ndarray)  # what a traced scalar output usually holds


def _scalar_gradient(
    f: Callable[..., Any],
    out: Any,
    out_tree: tree.PyTreeDef,
    n_results: int,
    pullback: Callable[..., tuple[Any, ...]],
) -> tuple[Any, ...]:
    """The flat gradients of a function's scalar output; other outputs are errors."""
    value = trace.stop_gradient(out)
    shape = getattr(value, "shape", ())
    if not out_tree.is_leaf or shape != () and math.prod(shape) != 1:
        what = f"shape {shape}" if out_tree.is_leaf else f"the pytree {out_tree}"
        raise ValueError(
            f"grad needs a function with a scalar output, but {describe(f)} returned {what}; "
            "sum it (lambda x: f(x).sum()) for the gradient of the sum, or use "
            "derivgen.vjp to choose the cotangent"
        )
    if not trace._is_float(value) or np.iscomplexobj(value):
        raise TypeError(
            f"grad needs a real floating-point output, got dtype {np.asarray(value).dtype}; "
            "for a complex output use derivgen.vjp with a complex cotangent, or take "
            "np.real / np.abs of it first"
        )
    seed = np.ones(shape, dtype=getattr(value, "dtype", np.float64))
    return pullback([seed, *[None] * (n_results - 1)], release=True)  # type: ignore[no-any-return]


def grad(f: Callable[..., Any], argnums: Argnums = 0, has_aux: bool = False) -> Callable[..., Any]:
    """The gradient of a scalar-valued f with respect to ``args[argnums]``, as ``jax.grad``.

    ``args[argnums]`` may be any pytree; the gradient has its structure. With ``has_aux=True``
    f returns ``(scalar, aux)`` and the result is ``(gradient, aux)``.
    """
    argnums = _checked_argnums(argnums)
    value_grad = value_and_grad(f, argnums, has_aux)
    one_array = isinstance(argnums, int) and not has_aux

    def gradient(*args: Any, **kwargs: Any) -> Any:
        if one_array and -len(args) <= argnums < len(args):  # type: ignore[operator]
            x = args[argnums]  # type: ignore[index]
            if type(x) is np.ndarray and x.dtype.kind == "f":  # value_and_grad's fast path
                return _value_and_grad_of_array(f, args, argnums, kwargs)[1]  # type: ignore[arg-type]
        value, grads = value_grad(*args, **kwargs)
        return (grads, value[1]) if has_aux else grads

    return gradient


def jvp(
    f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any], has_aux: bool = False
) -> tuple[Any, ...]:
    """Forward mode, as ``jax.jvp``: ``(f(*primals), J @ tangents)`` (and aux with has_aux).

    ``primals`` and ``tangents`` are tuples of pytrees of the same structure; the output
    tangent has the structure of the output.
    """
    info = registry.find(f) if isinstance(f, str) else None
    if isinstance(f, str):
        f = _op_function(registry.lookup(f) if info is None else info)
    if not isinstance(primals, list | tuple) or not isinstance(tangents, list | tuple):
        raise TypeError("jvp takes primals and tangents as tuples, e.g. jvp(f, (x,), (v,))")
    if len(primals) != len(tangents):
        raise ValueError(f"{len(primals)} primals but {len(tangents)} tangents")
    nums = tuple(range(len(primals)))
    leaves, in_tree = _flatten_primals(primals, nums, single=False)
    tangent_leaves = _tangent_leaves(in_tree, tangents, leaves)
    found = _Structure()
    flat = _flat_function(f, primals, nums, in_tree, False, {}, has_aux, found)
    results, result_tangents = trace.forward(flat, leaves, tangent_leaves)
    out, aux = found.split(results)
    tangent_out = found.out_tree.unflatten(result_tangents[: found.n_out])
    return (out, tangent_out, aux) if has_aux else (out, tangent_out)


def _tangent_leaves(
    in_tree: tree.PyTreeDef, tangents: Sequence[Any], leaves: list[Any]
) -> list[Any]:
    """The tangents' leaves, checked against the primals' shapes, in the primals' dtypes."""
    found = in_tree.flatten_up_to(tuple(tangents), "the tangent tree", none_is_zero=True)
    out = []
    for k, (t, p) in enumerate(zip(found, leaves, strict=True)):
        value = trace.stop_gradient(p)
        if t is None:
            t = np.zeros_like(value)
        if np.shape(t) != np.shape(value):
            path = in_tree.paths()[k][1:].replace("]", "", 1)  # "[0]['W']" -> "0['W']"
            raise ValueError(
                f"tangent {path} has shape {np.shape(t)}, but its primal has shape "
                f"{np.shape(value)}"
            )
        if np.iscomplexobj(trace.stop_gradient(t)) and not np.iscomplexobj(value):
            path = in_tree.paths()[k][1:].replace("]", "", 1)
            raise TypeError(
                f"tangent {path} is complex, but its primal is real; give a real tangent"
            )
        staged = isinstance(t, trace.Box) or hasattr(type(t), "__derivgen_staged__")  # compile
        out.append(t if staged else np.asarray(t, dtype=value.dtype))
    return out


def jacobian(
    f: Callable[..., Any], argnums: Argnums = 0, mode: str = "rev", has_aux: bool = False
) -> Callable[..., Any]:
    """The Jacobian of f by reverse (``jax.jacrev``) or forward (``jax.jacfwd``) mode.

    For an output leaf of shape O and an input leaf of shape I the block has shape O + I. The
    result has the output's structure, with each output leaf replaced by the structure of
    ``args[argnums]`` (a tuple of them for a tuple of argnums), as in JAX.
    """
    if mode not in ("rev", "fwd"):
        raise ValueError(f"mode must be 'rev' or 'fwd', got {mode!r}")
    if not callable(f):
        raise TypeError(f"jacobian needs a function, got {describe(f)}")
    argnums = _checked_argnums(argnums)
    single = isinstance(argnums, int)

    def jac(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        leaves, in_tree = _flatten_primals(args, nums, single)
        found = _Structure()
        flat = _flat_function(f, args, nums, in_tree, single, kwargs, has_aux, found)
        if mode == "rev":
            results, blocks = _jac_rev(flat, leaves, found)
        else:
            results, blocks = _jac_fwd(flat, leaves, found)
        _, aux = found.split(results)
        result = found.out_tree.unflatten(in_tree.unflatten(row) for row in blocks)
        return (result, aux) if has_aux else result

    return jac


def jacrev(f: Callable[..., Any], argnums: Argnums = 0, has_aux: bool = False) -> Any:
    """``jacobian(f, argnums, mode="rev")``, under JAX's name."""
    return jacobian(f, argnums, mode="rev", has_aux=has_aux)


def jacfwd(f: Callable[..., Any], argnums: Argnums = 0, has_aux: bool = False) -> Any:
    """``jacobian(f, argnums, mode="fwd")``, under JAX's name."""
    return jacobian(f, argnums, mode="fwd", has_aux=has_aux)


def _shape_dtype(x: Any) -> tuple[tuple[int, ...], Any]:
    value = trace.stop_gradient(x)
    return np.shape(value), np.asarray(value).dtype if not hasattr(value, "dtype") else value.dtype


def _jac_rev(
    flat: Callable[..., list[Any]], leaves: list[Any], found: _Structure
) -> tuple[list[Any], list[list[Any]]]:
    """One traced run, then one pull-back per output element: blocks[output][input]."""
    results, pullback = trace.reverse(flat, leaves)
    in_shapes = [_shape_dtype(x) for x in leaves]
    n_in = sum(math.prod(shape) for shape, _ in in_shapes)
    n_out = sum(math.prod(_shape_dtype(results[k])[0]) for k in range(found.n_out))
    itemsize = max((np.dtype(dtype).itemsize for _, dtype in in_shapes), default=8)
    dense_size.check("derivgen.jacobian", n_out * n_in, itemsize, n_in)
    blocks = []
    for k in range(found.n_out):
        out_shape, dtype = _shape_dtype(results[k])
        rows: list[list[Any]] = [[] for _ in leaves]
        if trace._is_float(trace.stop_gradient(results[k])):
            cotangents: list[Any] = [None] * len(results)
            for e in range(math.prod(out_shape)):
                onehot = np.zeros(out_shape, dtype=dtype)
                onehot.reshape(-1)[e] = 1
                cotangents[k] = onehot
                for row, g in zip(rows, pullback(cotangents), strict=True):
                    row.append(g)
        blocks.append(
            [
                _stack(row, out_shape, shape, x_dtype)
                for row, (shape, x_dtype) in zip(rows, in_shapes, strict=True)
            ]
        )
    return results, blocks


def _jac_fwd(
    flat: Callable[..., list[Any]], leaves: list[Any], found: _Structure
) -> tuple[list[Any], list[list[Any]]]:
    """One forward pass per input element: blocks[output][input]."""
    in_shapes = [_shape_dtype(x) for x in leaves]
    zeros = [np.zeros(shape, dtype=dtype) for shape, dtype in in_shapes]
    columns: list[list[list[Any]]] = []  # columns[input][element] = output tangents
    results: list[Any] | None = None
    for j, (shape, _) in enumerate(in_shapes):
        columns.append([])
        for e in range(math.prod(shape)):
            tangents = list(zeros)
            tangents[j] = np.zeros_like(zeros[j])
            tangents[j].reshape(-1)[e] = 1
            results, result_tangents = trace.forward(flat, leaves, tangents)
            columns[j].append(result_tangents[: found.n_out])
    if results is None:  # no input has an element: run once for the output's shapes
        results, _ = trace.forward(flat, leaves, zeros)
    blocks = []
    for k in range(found.n_out):
        out_shape, _ = _shape_dtype(results[k])
        row = []
        for j, (shape, dtype) in enumerate(in_shapes):
            stacked = _stack([col[k] for col in columns[j]], shape, out_shape, dtype)
            n_in = len(shape)
            axes = tuple(range(n_in, n_in + len(out_shape))) + tuple(range(n_in))
            row.append(np.transpose(stacked, axes))
        blocks.append(row)
    return results, blocks


def _stack(rows: list[Any], lead: tuple[int, ...], tail: tuple[int, ...], dtype: Any) -> Any:
    if not rows:
        return np.zeros(lead + tail, dtype=dtype)
    return np.reshape(np.stack(rows), lead + tail)


def hessian(
    f: Callable[..., Any], argnums: Argnums = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """The Hessian of f, as ``jax.hessian``: blocks ``H[i][j]`` for pytree inputs.

    It is the reverse-mode Jacobian of the reverse-mode Jacobian: f and its backward are
    traced once, then the recorded gradient computation is pulled back once per input
    element. An output of shape O gives blocks of shape O + I + J, as in JAX (a scalar
    output the plain I + J). The result's size is checked before any work is done.
    """
    argnums = _checked_argnums(argnums)
    inner = jacobian(f, argnums, mode="rev", has_aux=has_aux)
    outer = jacobian(inner, argnums, mode="rev", has_aux=has_aux)

    def hess(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnums, len(args))
        leaves = [leaf for i in nums for leaf in tree.tree_flatten(args[i])[0]]
        n_in = sum(np.size(trace.stop_gradient(leaf)) for leaf in leaves)
        itemsize = max((_itemsize(leaf) for leaf in leaves), default=8)
        dense_size.check("derivgen.hessian", n_in * n_in, itemsize, n_in)
        return outer(*args, **kwargs)

    return hess


def _itemsize(leaf: Any) -> int:
    return int(getattr(trace.stop_gradient(leaf), "itemsize", 8))


def hvp(f: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> Any:
    """The Hessian-vector product of f in its first argument: forward mode over reverse mode.

    JAX's idiom ``jax.jvp(jax.grad(f), primals, tangents)[1]``: the product has the
    structure of ``primals[0]``. Pass several arrays as one pytree to get the product with
    the full Hessian.
    """
    return jvp(grad(f), primals, tangents)[1]


def linearize(f: Callable[..., Any], *primals: Any) -> tuple[Any, Callable[..., Any]]:
    """``(f(*primals), f_jvp)`` as ``jax.linearize``: ``f_jvp(*tangents)`` is J @ tangents.

    f runs once. Its pull-back is linear in the cotangent; it is traced once, and each
    ``f_jvp`` call pulls the tangents back through that trace, which is the transpose of the
    pull-back: the Jacobian itself. f is not run again.
    """
    if not callable(f):
        raise TypeError(f"linearize needs a function, got {describe(f)}")
    nums = tuple(range(len(primals)))
    leaves, in_tree = _flatten_primals(primals, nums, single=False)
    found = _Structure()
    results, pullback = trace.reverse(
        _flat_function(f, primals, nums, in_tree, False, {}, False, found), leaves
    )
    floats = [k for k, r in enumerate(results) if trace._is_float(trace.stop_gradient(r))]
    zeros = [np.zeros(*_shape_dtype(results[k])) for k in floats]

    def pull(*cotangents: Any) -> list[Any]:
        full: list[Any] = [None] * len(results)
        for k, u in zip(floats, cotangents, strict=True):
            full[k] = u
        return list(pullback(full))

    _, transposed = trace.reverse(pull, zeros)

    def f_jvp(*tangents: Any) -> Any:
        if len(tangents) != len(primals):
            raise ValueError(f"{len(primals)} primals but {len(tangents)} tangents")
        out_tangents = [np.zeros_like(trace.stop_gradient(r)) for r in results]
        pulled = transposed(_tangent_leaves(in_tree, tangents, leaves))
        for k, t in zip(floats, pulled, strict=True):
            out_tangents[k] = t
        return found.out_tree.unflatten(out_tangents)

    return found.out_tree.unflatten(results), f_jvp


def stop_gradient(x: Any) -> Any:
    """``x`` (any pytree) with no derivative flowing through it, as in JAX.

    A traced array comes back as a plain copy of its value: it and its views (``[1:3]``,
    ``.T``, ``reshape``) are constants, and writing into them changes neither ``x`` nor its
    derivative. Untraced values come back as they are.
    """
    return tree.tree_map(trace.detached, x)
