"""Transformations keep their inputs' array type: Dask in, Dask out, nothing computed.

Every transformation (grad, vjp, jvp, hvp, vmap, jacobian, hessian, linearize, custom rules,
stop_gradient, compile) is called on Dask arrays while a dask callback counts the computes,
and on a strict duck array (tests/strict_array.py: NumPy's protocols only, no host copy, no
host operand, as CuPy behaves); the results must be of the input's type, no Dask compute may
run, and the values are those of the closed forms below (an elementwise function, whose
derivatives are known by hand). Array types without NumPy's protocols (torch, JAX,
array-api-strict) are refused up front with a TypeError that names the type and the kinds
derivgen takes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests import transform_checks as checks
from tests.strict_array import StrictArray
from tests.transform_checks import (  # noqa: F401 (collected here, with this file's engine)
    test_custom_rules,
    test_grad,
    test_hessian,
    test_hvp,
    test_jacobian,
    test_jvp,
    test_linearize,
    test_stop_gradient,
    test_vjp,
    test_vmap_of_grad,
)

da = pytest.importorskip("dask.array", reason="Dask is not installed: pip install 'dask[array]'")
callbacks = pytest.importorskip("dask.callbacks")


class _Computes(callbacks.Callback):  # type: ignore[misc, name-defined]
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def _start(self, dsk: Any) -> None:
        self.count += 1


@contextmanager
def nothing_computed() -> Iterator[None]:
    """Fails the test when a Dask graph runs inside the block."""
    counter = _Computes()
    with counter:
        yield
    assert counter.count == 0, f"{counter.count} computes during the transformation"


def lazy(value: Any) -> np.ndarray:
    """A Dask result's value, after checking it is a Dask array."""
    assert isinstance(value, da.Array), f"a {type(value).__name__}, not a Dask array"
    return value.compute(scheduler="sync")


def _device(value: Any) -> np.ndarray:
    assert isinstance(value, StrictArray), f"a {type(value).__name__}, not the input's type"
    return value.to_host()


@pytest.fixture
def uploads(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lets host data onto the strict array by NEP 35's np.asarray(host, like=x), an explicit
    upload as cupy.asarray is; every other host operand still fails."""
    refusing = StrictArray.__array_function__

    def upload(self: Any, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        if func in (np.asarray, np.array) and not isinstance(args[0], StrictArray):
            return StrictArray(np.asarray(*args, **kwargs))
        return refusing(self, func, types, args, kwargs)

    monkeypatch.setattr(StrictArray, "__array_function__", upload)


def chunked(a: np.ndarray) -> Any:
    return da.from_array(a, chunks=tuple(max(1, n // 2) for n in a.shape))


Engine = checks.Engine
ENGINES = {
    "dask": Engine(chunked, nothing_computed, lazy),
    "strict": Engine(StrictArray, nullcontext, _device),
}


@pytest.fixture(params=sorted(ENGINES))
def engine(request: pytest.FixtureRequest, uploads: None) -> Engine:
    return ENGINES[request.param]


# f(v) = sum(g(v)), g(v) = tanh(v) v, and their closed forms, from the shared checks
X, T = checks.X, checks.T


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        pytest.param(lambda x: dg.grad(np.sum)(x), 1.0, id="grad-of-sum"),
        pytest.param(lambda x: dg.vjp(lambda v: 2 * v, x)[1](np.ones((4, 5)))[0], 2.0, id="vjp"),
        pytest.param(lambda x: dg.jvp(lambda v: 2 * v, (x,), (np.ones((4, 5)),))[1], 2.0, id="jvp"),
    ],
)
def test_results_that_never_read_the_input_are_dask_too(
    call: Callable[[Any], Any], expected: float
) -> None:
    """A backward that reads only the input's shape makes its gradient from host data; it
    still comes back as a Dask array of the input's chunks, not silently as an ndarray."""
    x = chunked(X)
    with nothing_computed():
        out = call(x)
    assert isinstance(out, da.Array) and out.chunks == x.chunks
    np.testing.assert_array_equal(lazy(out), np.full(X.shape, expected))


def test_numpy_parameters_with_dask_data() -> None:
    """The GLM case: NumPy parameters, Dask data closed over: the gradient is lazy."""
    rng = np.random.default_rng(0)
    data, labels, w = rng.normal(size=(40, 3)), rng.random(40) < 0.5, rng.normal(size=3)
    xs, ys = da.from_array(data, chunks=10), da.from_array(labels.astype(float), chunks=10)

    def nll(w: Any) -> Any:
        z = xs @ w
        return np.sum(np.logaddexp(0, z) - ys * z)

    with nothing_computed():
        out = dg.grad(nll)(w)
    expected = data.T @ (1 / (1 + np.exp(-data @ w)) - labels)
    np.testing.assert_allclose(lazy(out), expected, rtol=1e-12)


# -- array types without NumPy's protocols are refused up front --------------------------


def _foreign(kind: str) -> Any:
    if kind == "torch":
        torch = pytest.importorskip("torch", reason="torch is not installed (the bench extra)")
        return torch.linspace(0.1, 1.0, 3, dtype=torch.float64)
    if kind == "jax":
        jnp = pytest.importorskip("jax.numpy", reason="JAX is not installed (the test extra)")
        return jnp.linspace(0.1, 1.0, 3)
    xp = pytest.importorskip(
        "array_api_strict", reason="array-api-strict is not installed: pip install array-api-strict"
    )
    return xp.linspace(0.1, 1.0, 3)


CALLS: dict[str, Callable[[Any], Any]] = {
    "grad": lambda a: dg.grad(lambda v: np.sum(np.sin(v)))(a),
    "value_and_grad": lambda a: dg.value_and_grad(lambda v: np.sum(np.sin(v)))(a),
    "vjp-primal": lambda a: dg.vjp(np.sin, a),
    "vjp-cotangent": lambda a: dg.vjp(np.sin, np.ones(3))[1](a),
    "jvp-primal": lambda a: dg.jvp(np.sin, (a,), (np.ones(3),)),
    "jvp-tangent": lambda a: dg.jvp(np.sin, (np.ones(3),), (a,)),
    "vmap": lambda a: dg.vmap(np.sin)(a),
    "jacobian": lambda a: dg.jacobian(np.sin)(a),
    "compile": lambda a: dg.compile(dg.grad(lambda v: np.sum(np.sin(v))))(a),
    "closed-over": lambda a: dg.grad(lambda v: np.sum(np.sin(v) * a))(np.ones(3)),
}


@pytest.mark.parametrize("kind", ["torch", "jax", "array-api-strict"])
@pytest.mark.parametrize("call", sorted(CALLS))
def test_protocol_less_arrays_are_refused(kind: str, call: str) -> None:
    value = _foreign(kind)
    with pytest.raises(TypeError) as caught:
        CALLS[call](value)
    message = str(caught.value)
    assert f"{type(value).__module__}.{type(value).__qualname__}" in message
    assert "NumPy arrays, their subclasses" in message and "Dask and CuPy" in message
