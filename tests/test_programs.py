"""Whole programs written the natural NumPy way (tests/programs.py): grad, jvp, hvp and compile.

Every gradient is compared with central differences, the jvp with the gradient by the
dot-product test, the hvp with central differences of the gradient, the compiled gradient
with eager mode on two inputs (first call and replay), and, where JAX is installed, the
gradient with jax.grad of the same source run on jax.numpy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests.jax_reference import jitted
from tests.programs import JAX_FREE, PROGRAMS, REFUSED

NAMES = sorted(set(PROGRAMS) - set(REFUSED))


def _setup(name: str, seed: int = 0) -> tuple[Callable[[Any], Any], Any, tuple[Any, ...]]:
    prog, inputs = PROGRAMS[name]
    p, *data = inputs(np.random.default_rng(seed))
    return (lambda q: prog(np, q, *data)), p, tuple(data)


def _flat(p: Any) -> tuple[np.ndarray, Callable[[np.ndarray], Any]]:
    """p's leaves as one float vector, and the map from such a vector back to a pytree."""
    leaves, tree = dg.tree_flatten(p)
    shapes = [np.shape(leaf) for leaf in leaves]
    sizes = [int(np.prod(s)) for s in shapes]
    vector = np.concatenate([np.ravel(np.asarray(leaf, dtype=float)) for leaf in leaves])

    def unflatten(v: np.ndarray) -> Any:
        parts, start = [], 0
        for shape, size, leaf in zip(shapes, sizes, leaves, strict=True):
            part = v[start : start + size].reshape(shape)
            parts.append(float(part) if isinstance(leaf, float) else part)
            start += size
        return dg.tree_unflatten(tree, parts)

    return vector, unflatten


def _vector(tree: Any) -> np.ndarray:
    return np.concatenate(
        [np.ravel(np.asarray(leaf, dtype=float)) for leaf in dg.tree_leaves(tree)]
    )


def _central(f: Callable[[np.ndarray], Any], v: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    out = []
    for i in range(v.size):
        step = np.zeros_like(v)
        step[i] = eps
        out.append((np.asarray(f(v + step)) - np.asarray(f(v - step))) / (2 * eps))
    return np.array(out)


@pytest.mark.parametrize("name", NAMES)
def test_grad_matches_central_differences(name: str) -> None:
    f, p, _ = _setup(name)
    v, unflatten = _flat(p)
    g = _vector(dg.grad(f)(p))
    np.testing.assert_allclose(g, _central(lambda u: f(unflatten(u)), v), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", NAMES)
def test_jvp_agrees_with_grad(name: str) -> None:
    f, p, _ = _setup(name)
    v, unflatten = _flat(p)
    t = unflatten(np.random.default_rng(1).normal(size=v.size))
    value, tangent = dg.jvp(f, (p,), (t,))
    np.testing.assert_allclose(value, f(p), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(tangent, _vector(dg.grad(f)(p)) @ _vector(t), rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("name", NAMES)
def test_hvp_matches_central_differences_of_the_gradient(name: str) -> None:
    f, p, _ = _setup(name)
    v, unflatten = _flat(p)
    t = np.random.default_rng(2).normal(size=v.size)
    product = _vector(dg.hvp(f, (p,), (unflatten(t),)))
    grad = dg.grad(f)
    eps = 1e-5
    want = (_vector(grad(unflatten(v + eps * t))) - _vector(grad(unflatten(v - eps * t)))) / (
        2 * eps
    )
    np.testing.assert_allclose(product, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", NAMES)
def test_compiled_grad_matches_eager_on_first_call_and_replay(name: str) -> None:
    prog, inputs = PROGRAMS[name]
    compiled = dg.compile(dg.grad(lambda q, *data: prog(np, q, *data)))
    for seed in (0, 3):
        f, p, data = _setup(name, seed)
        np.testing.assert_allclose(
            _vector(compiled(p, *data)), _vector(dg.grad(f)(p)), rtol=1e-10, atol=1e-12
        )


@pytest.mark.parametrize("name", sorted(set(NAMES) - JAX_FREE))
def test_grad_matches_jax(name: str) -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    jnp = pytest.importorskip("jax.numpy")
    prog, _ = PROGRAMS[name]
    f, p, data = _setup(name)
    want = jitted(jax.grad(lambda q: prog(jnp, q, *data)))(p)
    np.testing.assert_allclose(_vector(dg.grad(f)(p)), _vector(want), rtol=1e-8, atol=1e-10)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_refused_program_names_the_call_and_the_spelling_that_works(name: str) -> None:
    f, p, _ = _setup(name)
    for transform in (dg.grad, lambda g: dg.compile(dg.grad(g))):
        with pytest.raises(TypeError) as caught:
            transform(f)(p)
        for words in REFUSED[name]:
            assert words in str(caught.value)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_every_program_runs_on_derivgen_numpy(name: str) -> None:
    """``import derivgen.numpy as np``: the same programs, refused ones included, work."""
    dnp = pytest.importorskip("derivgen.numpy")
    prog, inputs = PROGRAMS[name]
    p, *data = inputs(np.random.default_rng(0))
    f = lambda q: prog(dnp, q, *data)  # noqa: E731
    v, unflatten = _flat(p)
    if name == "euler_buffer":  # a plain np.zeros buffer stays plain under derivgen.numpy
        with pytest.raises(TypeError, match="np.zeros_like"):
            dg.grad(f)(p)
        return
    g = _vector(dg.grad(f)(p))
    np.testing.assert_allclose(g, _central(lambda u: f(unflatten(u)), v), rtol=1e-5, atol=1e-6)
