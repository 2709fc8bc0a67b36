"""np.dot, np.inner, np.tensordot and np.linalg.multi_dot backwards: right, and on BLAS."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

CASES: list[tuple[str, tuple[int, ...], tuple[int, ...], Any]] = [
    ("dot", (), (3, 2), None),
    ("dot", (3,), (), None),
    ("dot", (), (), None),
    ("dot", (4,), (4,), None),
    ("dot", (3, 4), (4,), None),
    ("dot", (4,), (4, 2), None),
    ("dot", (3, 4), (4, 2), None),
    ("dot", (2, 3, 4), (5, 4, 3), None),
    ("dot", (4,), (2, 4, 3), None),
    ("inner", (), (2, 3), None),
    ("inner", (4,), (4,), None),
    ("inner", (2, 4), (3, 4), None),
    ("inner", (2, 3, 4), (5, 4), None),
    ("tensordot", (2, 3, 4), (3, 4, 5), 2),
    ("tensordot", (2, 3), (4, 5), 0),
    ("tensordot", (2, 3, 4), (4, 2, 3), [[1, 2], [2, 0]]),
    ("tensordot", (2, 3, 4), (4, 2, 3), ([-1, 0], [0, -2])),
    ("tensordot", (3, 4), (3, 2), (0, 0)),
    ("tensordot", (2, 3, 4), (4, 3, 2), [[2, 1, 0], [0, 1, 2]]),
]


def _call(kind: str, a: Any, b: Any, axes: Any) -> Any:
    if kind == "tensordot":
        return np.tensordot(a, b, axes)
    return getattr(np, kind)(a, b)


@pytest.mark.parametrize(("kind", "left", "right", "axes"), CASES)
def test_gradients_match_central_differences(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any
) -> None:
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal(left), rng.standard_normal(right)
    w = rng.standard_normal(np.shape(_call(kind, a, b, axes)))

    def loss(x: Any, y: Any) -> Any:
        return np.sum(np.sin(_call(kind, x, y, axes)) * w)

    ga, gb = dg.grad(loss, argnums=(0, 1))(a, b)
    np.testing.assert_allclose(ga, central_gradient(lambda x: loss(x, b), a), atol=1e-7)
    np.testing.assert_allclose(gb, central_gradient(lambda y: loss(a, y), b), atol=1e-7)
    # second order through the backward's own tensordot and transpose
    hvp = dg.grad(lambda x: np.sum(dg.grad(loss)(x, b) ** 2))(a)
    ref = central_gradient(lambda x: float(np.sum(dg.grad(loss)(x, b) ** 2)), a)
    np.testing.assert_allclose(hvp, ref, atol=1e-6)


@pytest.mark.parametrize(("kind", "left", "right", "axes"), CASES[3:8] + CASES[13:16])
def test_complex_gradients_match_jax(
    kind: str, left: tuple[int, ...], right: tuple[int, ...], axes: Any
) -> None:
    jnp = pytest.importorskip("jax.numpy")
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    rng = np.random.default_rng(1)
    a = rng.standard_normal(left) + 1j * rng.standard_normal(left)
    b = rng.standard_normal(right) + 1j * rng.standard_normal(right)

    def loss(x: Any, y: Any, lib: Any = np) -> Any:
        z = lib.tensordot(x, y, axes) if kind == "tensordot" else getattr(lib, kind)(x, y)
        return lib.sum(lib.abs(lib.sin(z)) ** 2)

    ours = dg.grad(loss, argnums=(0, 1))(a, b)
    theirs = jax.grad(lambda x, y: loss(x, y, jnp), argnums=(0, 1))(a, b)
    for g, ref in zip(ours, theirs, strict=True):
        np.testing.assert_allclose(g, np.asarray(ref), rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize(
    "shapes", [[(3, 4), (4, 2)], [(4,), (4, 3), (3, 2), (2,)], [(2, 3), (3, 4), (4,)]]
)
def test_multi_dot_gradients_match_central_differences(shapes: list[tuple[int, ...]]) -> None:
    rng = np.random.default_rng(2)
    arrays = [rng.standard_normal(s) for s in shapes]
    for k in range(len(arrays)):

        def loss(x: Any, k: int = k) -> Any:
            return np.sum(np.tanh(np.linalg.multi_dot([*arrays[:k], x, *arrays[k + 1 :]])))

        g = dg.grad(loss)(arrays[k])
        np.testing.assert_allclose(g, central_gradient(loss, arrays[k]), atol=1e-7)


@pytest.mark.parametrize(
    "fn",
    [
        lambda a, b: np.dot(a, b),
        lambda a, b: np.inner(a, b.T),
        lambda a, b: np.tensordot(a, b, 1),
        lambda a, b: np.tensordot(a, b, ([1], [0])),
    ],
)
def test_product_backwards_do_not_call_einsum(fn: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # einsum without BLAS made a 256x784 by 784x200 dot backward 7 times slower than @
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal((5, 4)), rng.standard_normal((4, 3))
    expected = dg.grad(lambda x: np.sum(np.tanh(fn(a, x))))(b)

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("np.einsum was called")

    monkeypatch.setattr(np, "einsum", refuse)
    got = dg.grad(lambda x: np.sum(np.tanh(fn(a, x))))(b)
    np.testing.assert_array_equal(got, expected)


def test_multi_dot_backward_takes_the_blas_path(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(4)
    arrays = [rng.standard_normal(s) for s in [(5, 4), (4, 3), (3, 2)]]
    calls: list[Any] = []
    einsum = np.einsum

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(kwargs.get("optimize", False))
        return einsum(*args, **kwargs)

    monkeypatch.setattr(np, "einsum", spy)
    dg.grad(lambda x: np.sum(np.linalg.multi_dot([arrays[0], x, arrays[2]])))(arrays[1])
    assert calls and all(calls)
