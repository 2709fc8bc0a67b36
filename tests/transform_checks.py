"""The transformations' checks shared by every array engine: values against closed forms.

Each ``test_*`` here takes an ``engine`` fixture that the importing test file defines
(tests/test_array_types.py: Dask and a strict duck array; tests/gpu/test_cupy_transforms.py:
CuPy): how to make an input, what must hold while the transformation runs (no Dask
compute), and how to read a result back, after checking its type is the input's. The
function is elementwise, so its derivatives are known by hand: an independent reference.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest

import derivgen as dg


@dataclass(frozen=True)
class Engine:
    """How a test makes its inputs, watches the transformation and reads its results."""

    make: Callable[[np.ndarray], Any]
    watch: Callable[[], AbstractContextManager[Any]]
    read: Callable[[Any], np.ndarray]


# f(v) = sum(g(v)), g(v) = tanh(v) v: the first and second derivatives of g, by hand
def g(v: Any) -> Any:
    return np.tanh(v) * v


def f(v: Any) -> Any:
    return np.sum(g(v))


def d1(v: np.ndarray) -> np.ndarray:
    return np.tanh(v) + v / np.cosh(v) ** 2


def d2(v: np.ndarray) -> np.ndarray:
    return 2 / np.cosh(v) ** 2 - 2 * v * np.tanh(v) / np.cosh(v) ** 2


X = np.linspace(-1.5, 2.0, 20).reshape(4, 5)
T = np.cos(np.arange(20.0)).reshape(4, 5)  # a tangent or cotangent
V = X[0]  # a vector for the dense derivatives


@pytest.mark.parametrize("compiled", [False, True], ids=["grad", "compile-grad"])
def test_grad(engine: Engine, compiled: bool) -> None:
    gradient = dg.compile(dg.grad(f)) if compiled else dg.grad(f)
    with engine.watch():
        out = gradient(engine.make(X))
    np.testing.assert_allclose(engine.read(out), d1(X), rtol=1e-12)


@pytest.mark.parametrize("host", [False, True], ids=["engine-cotangent", "host-cotangent"])
def test_vjp(engine: Engine, host: bool) -> None:
    with engine.watch():
        value, pullback = dg.vjp(g, engine.make(X))
        (out,) = pullback(T if host else engine.make(T))
    np.testing.assert_allclose(engine.read(value), g(X), rtol=1e-12)
    np.testing.assert_allclose(engine.read(out), d1(X) * T, rtol=1e-12)


@pytest.mark.parametrize("host", [False, True], ids=["engine-tangent", "host-tangent"])
def test_jvp(engine: Engine, host: bool) -> None:
    with engine.watch():
        value, out = dg.jvp(g, (engine.make(X),), (T if host else engine.make(T),))
    np.testing.assert_allclose(engine.read(value), g(X), rtol=1e-12)
    np.testing.assert_allclose(engine.read(out), d1(X) * T, rtol=1e-12)


def test_hvp(engine: Engine) -> None:
    with engine.watch():
        out = dg.hvp(f, (engine.make(X),), (engine.make(T),))
    np.testing.assert_allclose(engine.read(out), d2(X) * T, rtol=1e-12)


def test_linearize(engine: Engine) -> None:
    with engine.watch():
        value, f_jvp = dg.linearize(g, engine.make(X))
        out = f_jvp(engine.make(T))
    np.testing.assert_allclose(engine.read(value), g(X), rtol=1e-12)
    np.testing.assert_allclose(engine.read(out), d1(X) * T, rtol=1e-12)


def test_vmap_of_grad(engine: Engine) -> None:
    with engine.watch():
        out = dg.vmap(dg.grad(f))(engine.make(X))  # one gradient per row
    np.testing.assert_allclose(engine.read(out), d1(X), rtol=1e-12)


@pytest.mark.parametrize("mode", ["rev", "fwd"])
def test_jacobian(engine: Engine, mode: str) -> None:
    with engine.watch():
        out = dg.jacobian(g, mode=mode)(engine.make(V))  # type: ignore[arg-type]
    np.testing.assert_allclose(engine.read(out), np.diag(d1(V)), rtol=1e-12)


def test_hessian(engine: Engine) -> None:
    with engine.watch():
        out = dg.hessian(f)(engine.make(V))
    np.testing.assert_allclose(engine.read(out), np.diag(d2(V)), rtol=1e-12)


def _custom_sin() -> tuple[Callable[..., Any], Callable[..., Any]]:
    @dg.custom_vjp
    def by_vjp(v: Any) -> Any:
        return np.sin(v)

    by_vjp.defvjp(lambda v: (np.sin(v), np.cos(v)), lambda cos, u: (u * cos,))

    @dg.custom_jvp
    def by_jvp(v: Any) -> Any:
        return np.sin(v)

    by_jvp.defjvp(lambda p, t: (np.sin(p[0]), np.cos(p[0]) * t[0]))
    return by_vjp, by_jvp


@pytest.mark.parametrize("rule", ["custom_vjp", "custom_jvp"])
@pytest.mark.parametrize("mode", ["grad", "jvp"])
def test_custom_rules(engine: Engine, rule: str, mode: str) -> None:
    sin = dict(zip(["custom_vjp", "custom_jvp"], _custom_sin(), strict=True))[rule]
    with engine.watch():
        if mode == "grad":
            out = dg.grad(lambda v: np.sum(sin(v)))(engine.make(X))
        else:
            out = dg.jvp(sin, (engine.make(X),), (engine.make(T),))[1]
    expected = np.cos(X) * (1.0 if mode == "grad" else T)
    np.testing.assert_allclose(engine.read(out), expected, rtol=1e-12)


def test_stop_gradient(engine: Engine) -> None:
    x = engine.make(X)
    with engine.watch():
        stopped = dg.stop_gradient(x)
        out = dg.grad(lambda v: np.sum(dg.stop_gradient(v) * v))(x)
    assert stopped is x  # not traced: the caller's own array, uncomputed
    np.testing.assert_allclose(engine.read(out), X, rtol=1e-12)  # d/dv (c v) = c = v
