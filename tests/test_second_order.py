"""hvp, linearize and hessian: values against central differences, and against autograd/JAX."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import derivgen as dg

RNG = np.random.default_rng(5)


def energy(xp: Any) -> Any:
    """A smooth 20-dim test function with couplings between neighbours."""

    def f(x: Any) -> Any:
        return (
            xp.sum(xp.tanh(x) ** 2)
            + xp.sum(xp.sin(x) * xp.exp(0.1 * x))
            + xp.sum(x[:-1] * x[1:]) ** 2
        )

    return f


def central(f: Any, x: np.ndarray, t: np.ndarray, eps: float = 1e-6) -> Any:
    return (np.asarray(f(x + eps * t)) - np.asarray(f(x - eps * t))) / (2 * eps)


def test_hvp_is_the_derivative_of_the_gradient_along_the_tangent() -> None:
    x, t = RNG.normal(size=20), RNG.normal(size=20)
    f = energy(np)
    hv = dg.hvp(f, (x,), (t,))
    assert hv.shape == (20,)
    np.testing.assert_allclose(hv, central(dg.grad(f), x, t), rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(hv, dg.hessian(f)(x) @ t, rtol=1e-12, atol=1e-12)


def test_hvp_of_a_pytree() -> None:
    p = {"a": RNG.normal(size=3), "b": RNG.normal(size=2)}
    t = {"a": RNG.normal(size=3), "b": RNG.normal(size=2)}

    def f(p: dict[str, Any]) -> Any:
        return np.sum(np.sin(p["a"])) * np.sum(p["b"] ** 2)

    hv = dg.hvp(f, (p,), (t,))
    g = dg.grad(f)
    eps = 1e-6
    up = g({k: p[k] + eps * t[k] for k in p})
    down = g({k: p[k] - eps * t[k] for k in p})
    for k in p:
        np.testing.assert_allclose(hv[k], (up[k] - down[k]) / (2 * eps), rtol=1e-6, atol=1e-9)


def test_linearize_runs_f_once_and_gives_the_jvp() -> None:
    calls = []

    def f(x: Any, y: Any) -> Any:
        calls.append(1)
        return {"u": np.sin(x) * y, "v": np.sum(x**2)}

    x, y = RNG.normal(size=4), RNG.normal(size=4)
    out, f_jvp = dg.linearize(f, x, y)
    np.testing.assert_allclose(out["u"], np.sin(x) * y)
    for _ in range(3):
        tx, ty = RNG.normal(size=4), RNG.normal(size=4)
        tangent = f_jvp(tx, ty)
        eps = 1e-6
        up, down = f(x + eps * tx, y + eps * ty), f(x - eps * tx, y - eps * ty)
        for k in ("u", "v"):
            np.testing.assert_allclose(
                tangent[k], (up[k] - down[k]) / (2 * eps), rtol=1e-7, atol=1e-9
            )
    assert len(calls) == 1 + 3 * 2  # once by linearize; the rest are the differences above
    with pytest.raises(ValueError, match="2 primals but 1 tangents"):
        f_jvp(x)


def test_hessian_matches_differences_of_the_gradient_on_20_dims() -> None:
    x = RNG.normal(size=20)
    f = energy(np)
    h = dg.hessian(f)(x)
    g = dg.grad(f)
    for j in range(0, 20, 7):
        e = np.eye(20)[j]
        np.testing.assert_allclose(h[:, j], central(g, x, e), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(h, h.T, atol=1e-12)
    np.testing.assert_allclose(h, dg.jacfwd(g)(x), rtol=1e-12, atol=1e-12)


def test_hessian_of_a_float32_matrix_input_keeps_dtype_and_shape() -> None:
    w = RNG.normal(size=(2, 3)).astype(np.float32)
    h = dg.hessian(lambda w: np.sum(np.tanh(w) ** 2))(w)
    assert h.shape == (2, 3, 2, 3) and h.dtype == np.float32


def test_hessian_and_hvp_match_autograd() -> None:
    autograd = pytest.importorskip("autograd")
    anp = pytest.importorskip("autograd.numpy")
    x, t = RNG.normal(size=20), RNG.normal(size=20)
    np.testing.assert_allclose(
        dg.hessian(energy(np))(x), autograd.hessian(energy(anp))(x), rtol=1e-12, atol=1e-12
    )
    hvp = autograd.hessian_vector_product(energy(anp))
    np.testing.assert_allclose(dg.hvp(energy(np), (x,), (t,)), hvp(x, t), rtol=1e-12, atol=1e-12)


def test_linearize_matches_jax() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    x, t = RNG.normal(size=5), RNG.normal(size=5)
    out, f_jvp = dg.linearize(energy(np), x)

    @jax.jit
    def theirs(x: Any, t: Any) -> Any:
        out, f_jvp = jax.linearize(energy(jax.numpy), x)
        return out, f_jvp(t)

    out_j, tangent_j = theirs(x, t)
    np.testing.assert_allclose(out, out_j, rtol=1e-12)
    np.testing.assert_allclose(f_jvp(t), tangent_j, rtol=1e-12)


def test_second_order_benchmark_runs_and_checks_values(monkeypatch: pytest.MonkeyPatch) -> None:
    from benchmarks import second_order
    from benchmarks.timing import Settings

    monkeypatch.setattr(second_order, "RUNNERS", second_order.RUNNERS[:2])  # derivgen, autograd
    entries = second_order.run(Settings.make(quick=True))
    ours = [e for e in entries if e.impl.startswith("derivgen")]
    assert {e.case for e in ours} == {"hessian", "hvp"}
    assert all(e.seconds is not None and not e.note for e in ours)
    assert not [e for e in entries if e.note]  # autograd, where installed, agrees


def test_linearize_inside_grad() -> None:
    x, v = np.array([0.3, 0.7]), np.array([1.0, 2.0])

    def f(x: Any) -> Any:
        return np.sin(x) * x[0]

    got = dg.grad(lambda x: np.sum(dg.linearize(f, x)[1](v)))(x)
    # sum(J v) = x0 sum(cos(x) v) + v0 sum(sin(x)), differentiated by hand
    want = -np.sin(x) * v * x[0] + v[0] * np.cos(x)
    want[0] += np.sum(np.cos(x) * v)
    np.testing.assert_allclose(got, want, rtol=1e-12)
