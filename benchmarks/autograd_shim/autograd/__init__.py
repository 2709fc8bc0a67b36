"""autograd's differentiation API (grad, value_and_grad, elementwise_grad, ...) on derivgen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as _onp

import derivgen as _dg

Fun = Callable[..., Any]


def _argnums(argnum: int | tuple[int, ...]) -> int | tuple[int, ...]:
    return tuple(argnum) if isinstance(argnum, list) else argnum


def grad(fun: Fun, argnum: int | tuple[int, ...] = 0) -> Fun:
    """The gradient of a scalar function in argument ``argnum``."""
    return _dg.grad(fun, argnums=_argnums(argnum))


def value_and_grad(fun: Fun, argnum: int | tuple[int, ...] = 0) -> Fun:
    """The value and the gradient in one pass."""
    return _dg.value_and_grad(fun, argnums=_argnums(argnum))


def jacobian(fun: Fun, argnum: int = 0) -> Fun:
    """The Jacobian, of shape output shape + input shape."""
    return _dg.jacobian(fun, argnums=argnum)


def hessian(fun: Fun, argnum: int = 0) -> Fun:
    """The Hessian of a scalar function."""
    return _dg.hessian(fun, argnums=argnum)


def _at(fun: Fun, args: tuple[Any, ...], argnum: int) -> tuple[Fun, Any]:
    def unary(x: Any) -> Any:
        return fun(*args[:argnum], x, *args[argnum + 1 :])

    return unary, args[argnum]


def make_vjp(fun: Fun, argnum: int = 0) -> Fun:
    """``make_vjp(f)(*args)`` gives ``(vjp, value)``."""

    def made(*args: Any) -> tuple[Fun, Any]:
        unary, x = _at(fun, args, argnum)
        value, pullback = _dg.vjp(unary, x)
        return (lambda g: pullback(g)[0]), value

    return made


def make_jvp(fun: Fun, argnum: int = 0) -> Fun:
    """``make_jvp(f)(*args)(v)`` gives ``(value, J v)``."""

    def made(*args: Any) -> Fun:
        unary, x = _at(fun, args, argnum)
        return lambda v: _dg.jvp(unary, (x,), (v,))

    return made


def elementwise_grad(fun: Fun, argnum: int = 0) -> Fun:
    """The vector-Jacobian product with a cotangent of ones (the derivative of elementwise f)."""

    def egrad(*args: Any) -> Any:
        pullback, value = make_vjp(fun, argnum)(*args)
        return pullback(_onp.ones_like(value))

    return egrad


def deriv(fun: Fun, argnum: int = 0) -> Fun:
    """The Jacobian-vector product with a tangent of ones."""

    def derivative(*args: Any) -> Any:
        return make_jvp(fun, argnum)(*args)(_onp.ones_like(args[argnum]))[1]

    return derivative


def hessian_vector_product(fun: Fun, argnum: int = 0) -> Fun:
    """``hvp(*args, vector)``: the Hessian of fun in ``args[argnum]`` times ``vector``."""

    def product(*args: Any) -> Any:
        *args_, vector = args
        unary, x = _at(fun, tuple(args_), argnum)
        return _dg.hvp(unary, (x,), (vector,))

    return product


def vector_jacobian_product(fun: Fun, argnum: int = 0) -> Fun:
    """``vjp(*args, vector)``: vector times the Jacobian of fun."""

    def product(*args: Any) -> Any:
        *args_, vector = args
        return make_vjp(fun, argnum)(*args_)[0](vector)

    return product


def holomorphic_grad(fun: Fun, argnum: int = 0) -> Fun:
    """The derivative of a holomorphic function (autograd's convention)."""
    import derivgen.numpy as np

    return _dg.grad(lambda *a: np.real(fun(*a)), argnums=argnum)


def checkpoint(fun: Fun) -> Fun:
    """autograd recomputes the forward pass; derivgen keeps what it saved (same numbers)."""
    return fun


def __getattr__(name: str) -> Any:
    if name.startswith("__"):
        raise AttributeError(name)
    raise ImportError(
        f"autograd.{name} is not in derivgen's autograd shim; derivgen's API is "
        "grad/value_and_grad/vjp/jvp/jacobian/hessian/hvp (import derivgen as dg)"
    )
