"""Reverse-mode transformations: vjp, value_and_grad, grad, and stop_gradient."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Literal, ParamSpec, TypeVar, overload

import numpy as np

from derivgen import tree
from derivgen.ops import binding, kinds, registry, scipy_names
from derivgen.ops.registry import describe
from derivgen.trace import core, leaks
from derivgen.trace import reverse as reverse_mode
from derivgen.trace.errors import call_traced
from derivgen.trace.tape import ReverseTrace
from derivgen.transforms.arguments import (
    Argnums,
    _argnum_tuple,
    _checked_argnums,
    _flat_function,
    _flatten_primals,
    _Structure,
)
from derivgen.transforms.picklable import Picklable

P = ParamSpec("P")
T = TypeVar("T")
U = TypeVar("U")


# As jax.vjp's stubs: the output's type is f's, the aux's the second of f's pair.
@overload
def vjp(
    f: Callable[..., T], *primals: Any, has_aux: Literal[False] = False, **kwargs: Any
) -> tuple[T, Callable[..., tuple[Any, ...]]]: ...


@overload
def vjp(
    f: str, *primals: Any, has_aux: Literal[False] = False, **kwargs: Any
) -> tuple[Any, Callable[..., tuple[Any, ...]]]: ...


@overload
def vjp(
    f: Callable[..., tuple[T, U]], *primals: Any, has_aux: Literal[True], **kwargs: Any
) -> tuple[T, Callable[..., tuple[Any, ...]], U]: ...


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
    results, pullback = reverse_mode.reverse(flat, leaves)
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
    tape, leaf_node = ReverseTrace(), [None]
    result = call_traced(f, core.Box(x, tape, leaf_node, 0), **kwargs)
    out_leaves, out_tree = tree.tree_flatten(result)
    results, pullback = reverse_mode.finish_reverse(tape, [leaf_node], [x], out_leaves)

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
            return (reverse_mode._as_like(g, x),)
        return pullback(out_tree.flatten_up_to(cotangent, "the cotangent", none_is_zero=True))

    simple = type(result) is core.Box and result.owner is tape
    value: Any = result.value if simple else None
    return out_tree.unflatten(results), vjp_fn


def _op_vjp(info: Any, primals: Sequence[Any], kwargs: dict[str, Any]) -> tuple[Any, Any]:
    prep = binding.prepared(info)
    diff = [i for i in range(len(primals)) if i in prep.diff_pos]
    checked = {i: core.check_primal(primals[i], i) for i in diff}

    def f(*xs: Any) -> Any:
        args = list(primals)
        for i, x in zip(diff, xs, strict=True):
            args[i] = x
        return core.apply(prep, *prep.spelled_out(args, kwargs))

    out, pullback = reverse_mode.reverse(f, [checked[i] for i in diff])

    def vjp_fn(*cotangent_args: Any) -> tuple[Any, ...]:
        cotangent = _one_cotangent(info.name, cotangent_args)
        grads = dict(zip(diff, pullback(cotangent), strict=True))
        return tuple(grads.get(i) for i in range(len(primals)) if i in prep.tensor_pos)

    return out, vjp_fn


def value_and_grad(
    f: Callable[P, Any], argnums: Argnums = 0, has_aux: bool = False
) -> Callable[P, tuple[Any, Any]]:
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
        results, pullback = reverse_mode.reverse(flat, leaves)
        out, aux = found.split(results)
        grads = _scalar_gradient(f, out, found.out_tree, len(results), pullback)
        return ((out, aux) if has_aux else out), in_tree.unflatten(grads)

    return Picklable(wrapped, value_and_grad, (f, argnums, has_aux))


def _value_and_grad_of_array(
    f: Callable[..., Any], args: tuple[Any, ...], argnum: int, kwargs: dict[str, Any]
) -> tuple[Any, Any]:
    """value_and_grad for its most common call: one float ndarray argument, no aux.

    Its output is checked, seeded and pulled back as in the general path, without the pytree
    flattening and pairing that path needs for anything else.
    """
    x = args[argnum]
    tape, leaf_node = ReverseTrace(), [None]
    full = list(args)
    full[argnum] = core.Box(x, tape, leaf_node, 0)
    out = call_traced(f, *full, **kwargs)
    leaks.finish(tape)
    if type(out) is core.Box and out.owner is tape:
        value = out.value
        if type(value) in _REAL_SCALARS and value.dtype.kind == "f" and value.shape == ():
            seed = np.array(1.0, dtype=value.dtype)
            (g,) = tape.backward([(out, seed)], [leaf_node], release=True)
            if type(g) is np.ndarray and g.dtype == x.dtype:
                return value, g  # already what _as_like would make of it
            return value, reverse_mode._as_like(g, x)
    out_leaves, out_tree = tree.tree_flatten(out)
    results, pullback = reverse_mode.finish_reverse(tape, [leaf_node], [x], out_leaves)
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
    value = core.stop_gradient(out)
    shape = getattr(value, "shape", ())
    if not out_tree.is_leaf or shape != () and math.prod(shape) != 1:
        what = f"shape {shape}" if out_tree.is_leaf else f"the pytree {out_tree}"
        raise ValueError(
            f"grad needs a function with a scalar output, but {describe(f)} returned {what}; "
            "sum it (lambda x: f(x).sum()) for the gradient of the sum, or use "
            "derivgen.vjp to choose the cotangent"
        )
    if not core._is_float(value) or np.iscomplexobj(value):
        raise TypeError(
            f"grad needs a real floating-point output, got dtype {np.asarray(value).dtype}; "
            "for a complex output use derivgen.vjp with a complex cotangent, or take "
            "np.real / np.abs of it first"
        )
    seed = kinds.like(np.ones(shape, dtype=getattr(value, "dtype", np.float64)), value)
    return pullback([seed, *[None] * (n_results - 1)], release=True)


def grad(f: Callable[P, Any], argnums: Argnums = 0, has_aux: bool = False) -> Callable[P, Any]:
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

    return Picklable(gradient, grad, (f, argnums, has_aux))


def stop_gradient(x: T) -> T:
    """``x`` (any pytree) with no derivative flowing through it, as in JAX.

    A traced array comes back as a plain copy of its value: it and its views (``[1:3]``,
    ``.T``, ``reshape``) are constants, and writing into them changes neither ``x`` nor its
    derivative. Untraced values come back as they are.
    """
    return tree.tree_map(core.detached, x)


def elementwise_grad(f: Callable[P, Any], argnum: Argnums = 0) -> Callable[P, Any]:
    """The sum of each column of f's Jacobian, in one reverse pass, as autograd's.

    ``elementwise_grad(f)(x)`` is the vjp of f at x with a cotangent of ones shaped like the
    output: where f acts element by element (np.tanh, x ** 2) it is the derivative at each
    element, with x's shape. A tuple ``argnum`` gives a tuple, one per argument.
    """
    if not callable(f):
        raise TypeError(f"elementwise_grad needs a function, got {describe(f)}")
    argnum = _checked_argnums(argnum)

    def gradient(*args: Any, **kwargs: Any) -> Any:
        nums = _argnum_tuple(argnum, len(args))

        def of_chosen(*chosen: Any) -> Any:
            full = list(args)
            for i, value in zip(nums, chosen, strict=True):
                full[i] = value
            return f(*full, **kwargs)

        out, pullback = vjp(of_chosen, *(args[i] for i in nums))
        ones = tree.tree_map(lambda o: np.ones_like(core.stop_gradient(o)), out)
        grads = pullback(ones)
        return grads[0] if isinstance(argnum, int) else grads

    return gradient
