"""jacobian and hessian batched over the basis: values, pytree blocks, dtypes and chunk_size.

References are independent of derivgen.transforms.jacobians: central differences, a Python
loop of dg.vjp / dg.jvp over the basis rows, and JAX (jacrev, jacfwd, hessian) if installed.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

import derivgen as dg

RNG = np.random.default_rng(18)


def rand(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape)


W = rand(5, 4)


def mapping(x: Any) -> Any:
    """R^4 -> R^5 with a matmul, element-wise ops and a reduction: a dense Jacobian."""
    return np.tanh(W @ x) * np.sum(np.sin(x)) + np.exp(0.1 * W @ x**2)


def energy(x: Any) -> Any:
    """A scalar of a (2, 3) matrix whose Hessian is dense."""
    return np.sum(np.tanh(x) ** 2) * np.sum(np.cos(x)) + np.sum(x[:, :-1] * x[:, 1:]) ** 2


def central(f: Any, x: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    """d f / d x by central differences, as an array of shape f(x).shape + x.shape."""
    cols = []
    for index in np.ndindex(x.shape):
        step = np.zeros_like(x)
        step[index] = eps
        cols.append((np.asarray(f(x + step)) - np.asarray(f(x - step))) / (2 * eps))
    stacked = np.stack(cols).reshape(x.shape + np.shape(cols[0]))
    return np.moveaxis(stacked, tuple(range(x.ndim)), tuple(range(-x.ndim, 0)))


def vjp_loop(f: Any, x: np.ndarray) -> np.ndarray:
    """The Jacobian row by row: one dg.vjp pull-back per output element."""
    out, pullback = dg.vjp(f, x)
    rows = [pullback(e.reshape(np.shape(out)))[0] for e in np.eye(np.size(out))]
    return np.stack(rows).reshape(np.shape(out) + x.shape)


def jvp_loop(f: Any, x: np.ndarray) -> np.ndarray:
    """The Jacobian column by column: one dg.jvp per input element."""
    cols = [dg.jvp(f, (x,), (e.reshape(x.shape),))[1] for e in np.eye(x.size)]
    stacked = np.stack(cols).reshape(x.shape + np.shape(cols[0]))
    return np.moveaxis(stacked, tuple(range(x.ndim)), tuple(range(-x.ndim, 0)))


@pytest.fixture(scope="module")
def jax() -> Any:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    return jax


@pytest.mark.parametrize("mode", ["rev", "fwd"])
def test_jacobian_equals_differences_and_the_loop_of_pullbacks(mode: str) -> None:
    x = rand(4)
    jac = dg.jacobian(mapping, mode=mode)(x)
    assert jac.shape == (5, 4) and jac.dtype == np.float64
    np.testing.assert_allclose(jac, central(mapping, x), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(jac, vjp_loop(mapping, x), rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(jac, jvp_loop(mapping, x), rtol=1e-12, atol=1e-14)


def test_jacobian_of_a_matrix_to_matrix_function_has_shape_o_plus_i() -> None:
    x = rand(2, 3)

    def f(x: Any) -> Any:
        return np.sin(x).T @ x  # (3, 3)

    for mode in ("rev", "fwd"):
        jac = dg.jacobian(f, mode=mode)(x)
        assert jac.shape == (3, 3, 2, 3)
        np.testing.assert_allclose(jac, central(f, x), rtol=1e-6, atol=1e-8)
        np.testing.assert_allclose(jac, vjp_loop(f, x), rtol=1e-12, atol=1e-14)


def test_hessian_equals_differences_of_the_gradient() -> None:
    x = rand(2, 3)
    h = dg.hessian(energy)(x)
    assert h.shape == (2, 3, 2, 3)
    g = dg.grad(energy)
    np.testing.assert_allclose(h, central(g, x), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(h, vjp_loop(g, x), rtol=1e-11, atol=1e-13)
    flat = h.reshape(6, 6)
    np.testing.assert_allclose(flat, flat.T, rtol=1e-12, atol=1e-13)


def test_jacobian_and_hessian_match_jax(jax: Any) -> None:
    jnp = jax.numpy
    x, y = rand(4), rand(2, 3)
    w = jnp.asarray(W)

    def theirs_mapping(x: Any) -> Any:
        return jnp.tanh(w @ x) * jnp.sum(jnp.sin(x)) + jnp.exp(0.1 * w @ x**2)

    def theirs_energy(x: Any) -> Any:
        s = jnp.sum(x[:, :-1] * x[:, 1:])
        return jnp.sum(jnp.tanh(x) ** 2) * jnp.sum(jnp.cos(x)) + s**2

    # jit: one XLA compilation each, instead of one per primitive op by op (3x less CPU)
    for ours, theirs in ((dg.jacrev, jax.jacrev), (dg.jacfwd, jax.jacfwd)):
        np.testing.assert_allclose(
            ours(mapping)(x), jax.jit(theirs(theirs_mapping))(x), rtol=1e-12, atol=1e-14
        )
    np.testing.assert_allclose(
        dg.hessian(energy)(y), jax.jit(jax.hessian(theirs_energy))(y), rtol=1e-11, atol=1e-13
    )


def _tree(xp: Any) -> Any:
    def f(p: dict[str, Any], z: Any) -> Any:
        u = xp.sin(p["a"]) * xp.sum(p["b"] ** 2) + z[0]
        return {"u": u, "v": (xp.sum(p["a"] * z[1:]) * p["b"],)}

    return f


def test_pytree_blocks_match_jax(jax: Any) -> None:
    jnp = jax.numpy
    p, z = {"a": rand(3), "b": rand(2, 2)}, rand(4)
    for ours_fn, theirs_fn in ((dg.jacrev, jax.jacrev), (dg.jacfwd, jax.jacfwd)):
        for argnums in (0, (0, 1)):
            ours = ours_fn(_tree(np), argnums=argnums)(p, z)
            theirs = jax.tree_util.tree_map(
                np.asarray, jax.jit(theirs_fn(_tree(jnp), argnums=argnums))(p, z)
            )
            assert dg.tree_structure(ours) == dg.tree_structure(theirs)
            for a, b in zip(dg.tree_leaves(ours), dg.tree_leaves(theirs), strict=True):
                assert a.shape == b.shape
                np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-14)

    def scalar(xp: Any) -> Any:
        return lambda p, z: xp.sum(_tree(xp)(p, z)["u"] ** 2) * xp.sum(xp.cos(z))

    ours = dg.hessian(scalar(np), argnums=(0, 1))(p, z)
    theirs = jax.jit(jax.hessian(scalar(jnp), argnums=(0, 1)))(p, z)
    theirs = jax.tree_util.tree_map(np.asarray, theirs)
    assert dg.tree_structure(ours) == dg.tree_structure(theirs)
    for a, b in zip(dg.tree_leaves(ours), dg.tree_leaves(theirs), strict=True):
        assert a.shape == b.shape
        np.testing.assert_allclose(a, b, rtol=1e-11, atol=1e-13)


def test_hessian_of_a_vector_output_has_blocks_o_plus_i_plus_j() -> None:
    x = rand(3)

    def f(x: Any) -> Any:
        return np.stack([np.sum(x**3), np.prod(np.sin(x))])

    h = dg.hessian(f)(x)
    assert h.shape == (2, 3, 3)
    np.testing.assert_allclose(h[0], np.diag(6 * x), atol=1e-12)
    np.testing.assert_allclose(h, central(dg.jacobian(f), x), rtol=1e-6, atol=1e-7)


def test_float32_is_kept() -> None:
    x = rand(4).astype(np.float32)

    def f(x: Any) -> Any:
        return np.tanh(W.astype(np.float32) @ x) * np.sum(np.sin(x))

    for mode in ("rev", "fwd"):
        jac = dg.jacobian(f, mode=mode)(x)
        assert jac.dtype == np.float32
        np.testing.assert_allclose(jac, vjp_loop(f, x.astype(np.float64)), rtol=1e-4, atol=1e-5)
    # A float64 output of a float32 input: reverse mode gives the input's dtype (cotangents
    # are cast to it), forward mode the output's, as in JAX.
    assert dg.jacrev(mapping)(x).dtype == np.float32
    assert dg.jacfwd(mapping)(x).dtype == np.float64
    m = rand(2, 3).astype(np.float32)
    h = dg.hessian(energy)(m)
    assert h.dtype == np.float32 and h.shape == (2, 3, 2, 3)
    expected = vjp_loop(dg.grad(energy), m.astype(np.float64))
    np.testing.assert_allclose(h, expected, rtol=1e-3, atol=1e-4)


@pytest.mark.parametrize("mode", ["rev", "fwd"])
def test_chunk_sizes_give_the_same_jacobian(mode: str) -> None:
    p, z = {"a": rand(3), "b": rand(2, 2)}, rand(4)
    results = [
        dg.jacobian(_tree(np), argnums=(0, 1), mode=mode, chunk_size=c)(p, z)
        for c in (None, 1, 3, 100)
    ]
    first = dg.tree_leaves(results[0])
    for other in results[1:]:
        assert dg.tree_structure(other) == dg.tree_structure(results[0])
        for a, b in zip(first, dg.tree_leaves(other), strict=True):
            np.testing.assert_allclose(a, b, rtol=1e-14, atol=1e-15)
    x = rand(4)
    for c in (1, 3):
        np.testing.assert_allclose(
            dg.jacobian(mapping, mode=mode, chunk_size=c)(x), vjp_loop(mapping, x), rtol=1e-12
        )


def test_chunk_sizes_give_the_same_hessian() -> None:
    x = rand(2, 3)
    expected = vjp_loop(dg.grad(energy), x)
    for c in (None, 1, 3, 4):
        np.testing.assert_allclose(
            dg.hessian(energy, chunk_size=c)(x), expected, rtol=1e-11, atol=1e-13
        )


@pytest.mark.parametrize("bad", [0, -2, 2.5, "3", True])
def test_a_bad_chunk_size_is_a_value_error(bad: Any) -> None:
    for make in (dg.jacobian, dg.jacrev, dg.jacfwd, dg.hessian):
        with pytest.raises(ValueError, match="chunk_size must be None .* or a positive int"):
            make(np.sin, chunk_size=bad)


def test_integer_outputs_and_empty_inputs_give_zero_blocks() -> None:
    x = rand(3)
    for mode in ("rev", "fwd"):
        jac = dg.jacobian(lambda x: (np.sin(x), np.argmax(x)), mode=mode)(x)
        np.testing.assert_allclose(jac[0], np.diag(np.cos(x)))
        assert jac[1].shape == (3,) and not np.any(jac[1])
        empty = dg.jacobian(lambda x: np.sum(x) * np.ones(2), mode=mode)(np.zeros(0))
        assert empty.shape == (2, 0)


def test_jacobian_composes_with_grad_and_compile() -> None:
    x = rand(4)

    def total(x: Any) -> Any:
        return np.sum(dg.jacobian(mapping)(x) ** 2)

    np.testing.assert_allclose(dg.grad(total)(x), central(total, x), rtol=1e-6, atol=1e-8)
    compiled = dg.compile(dg.jacobian(mapping))
    np.testing.assert_allclose(compiled(x), vjp_loop(mapping, x), rtol=1e-12, atol=1e-14)
    hess = dg.compile(dg.hessian(energy))
    y = rand(2, 3)
    np.testing.assert_allclose(hess(y), vjp_loop(dg.grad(energy), y), rtol=1e-11, atol=1e-13)


def test_the_basis_goes_through_one_batched_call_per_chunk() -> None:
    from derivgen.transforms import basis

    calls = []

    def f(x: Any) -> Any:
        calls.append(1)
        return np.tanh(x) * np.sum(np.sin(x))

    x = rand(6)
    before = sum(basis.FALLBACKS.values())
    for chunk, runs in ((None, 1), (4, 2), (1, 6)):
        calls.clear()
        jac = dg.jacfwd(f, chunk_size=chunk)(x)
        assert len(calls) == runs  # one run of f per chunk of tangents, vmapped
        np.testing.assert_allclose(jac, central(f, x), rtol=1e-6, atol=1e-8)
    assert sum(basis.FALLBACKS.values()) == before


def test_a_rule_vmap_cannot_batch_still_gets_the_right_jacobian() -> None:
    from derivgen.transforms import basis

    @dg.custom_jvp
    def doubled(x: Any) -> Any:
        return 2.0 * x

    @doubled.defjvp
    def _(primals: Any, tangents: Any) -> Any:
        (x,), (t,) = primals, tangents
        return doubled(x), 2.0 * np.array(t)  # a plain copy: no batched form, by design

    x = rand(4)
    before = sum(basis.FALLBACKS.values())
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the fallback is quiet, as the old loop was
        jac = dg.jacfwd(lambda x: np.sin(doubled(x)))(x)
    np.testing.assert_allclose(jac, np.diag(2.0 * np.cos(2.0 * x)), rtol=1e-14)
    assert sum(basis.FALLBACKS.values()) == before + 1


def test_matmul_of_one_batched_operand_and_a_plain_matrix_equals_the_loop() -> None:
    # The reverse-mode Jacobian of W @ x pulls back W.T @ g over the whole basis: that product
    # runs as one matrix product of the batch, which must equal the per-example loop.
    a, bs = rand(4, 3), rand(5, 3, 2)
    np.testing.assert_allclose(
        dg.vmap(lambda b: a @ b)(bs), np.stack([a @ b for b in bs]), rtol=1e-14
    )
    c, As = rand(3, 2), rand(5, 2, 4, 3)
    np.testing.assert_allclose(
        dg.vmap(lambda m: m @ c)(As), np.stack([m @ c for m in As]), rtol=1e-14
    )
    vs = rand(5, 3)
    np.testing.assert_allclose(
        dg.vmap(lambda v: a @ v[:, None])(vs), np.stack([a @ v[:, None] for v in vs]), rtol=1e-14
    )
