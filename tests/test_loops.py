"""dg.scan and dg.fori_loop: results, grad, jvp, hvp and vmap against JAX's lax.scan and
lax.fori_loop and against central differences; JAX's checks on the carry; one loop compiled."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

R = np.random.default_rng(11)
P = R.normal(size=3)
XS = {"a": 0.3 * R.normal(size=(25, 3)), "b": 0.3 * R.normal(size=25)}
V = R.normal(size=3)


def rnn_step(np: Any, carry: Any, x: Any) -> Any:
    """A pytree carry (a vector and a scalar) and a pytree x (a dict of slices)."""
    h, s = carry
    h = np.tanh(0.9 * h + x["a"] * s + x["b"])
    s = s + 0.1 * np.sum(h * h)
    return (h, s), {"h2": h * 2.0, "s": s}


def rnn(np: Any, scan: Any, p: Any, xs: Any, reverse: bool = False) -> Any:
    (h, s), ys = scan(lambda c, x: rnn_step(np, c, x), (np.tanh(p), 0.5 * p[0]), xs,
                      reverse=reverse)  # fmt: skip
    return np.sum(h * h) + s + np.sum(ys["h2"] ** 2) + np.sum(np.sin(ys["s"]))


def damped(np: Any, fori_loop: Any, p: Any, upper: int = 40) -> Any:
    def body(i: int, state: Any) -> Any:
        x, v = state
        v = v - 0.05 * (p[0] * x + p[1] * v) + 0.01 * i
        return (x + 0.05 * v, v)

    x, v = fori_loop(2, upper, body, (p, 0.5 * p))
    return np.sum(x * x + np.sin(v))


def ours(reverse: bool = False) -> Any:
    return lambda p, xs: rnn(np, dg.scan, p, xs, reverse)


def _jax() -> Any:
    jax = pytest.importorskip("jax", reason="JAX (a test extra) is the peer reference")
    jax.config.update("jax_enable_x64", True)
    return jax


@pytest.mark.parametrize("reverse", [False, True])
def test_scan_value_grad_jvp_hvp_match_jax(reverse: bool) -> None:
    jax = _jax()
    jnp = jax.numpy

    def theirs(p: Any, xs: Any) -> Any:
        return rnn(jnp, jax.lax.scan, p, xs, reverse)

    f = ours(reverse)
    np.testing.assert_allclose(f(P, XS), theirs(P, XS), rtol=1e-12)
    np.testing.assert_allclose(dg.grad(f)(P, XS), jax.grad(theirs)(P, XS), rtol=1e-10)
    grads = dg.grad(f, argnums=1)(P, XS)
    want = jax.grad(theirs, argnums=1)(P, XS)
    for key in XS:
        np.testing.assert_allclose(grads[key], want[key], rtol=1e-10, atol=1e-13)
    g = lambda p: f(p, XS)  # noqa: E731
    _, tangent = dg.jvp(g, (P,), (V,))
    np.testing.assert_allclose(tangent, jax.jvp(lambda p: theirs(p, XS), (P,), (V,))[1],
                               rtol=1e-10)  # fmt: skip
    hvp = dg.hvp(g, (P,), (V,))
    want_hvp = jax.jvp(jax.grad(lambda p: theirs(p, XS)), (P,), (V,))[1]
    np.testing.assert_allclose(np.asarray(hvp).ravel(), want_hvp, rtol=1e-9)


@pytest.mark.parametrize("reverse", [False, True])
def test_scan_gradient_and_hessian_match_central_differences(reverse: bool) -> None:
    f = ours(reverse)
    g = lambda p: f(p, XS)  # noqa: E731
    np.testing.assert_allclose(dg.grad(g)(P), central_gradient(g, P), rtol=1e-6, atol=1e-8)
    hessian = np.asarray(dg.hessian(g)(P))
    columns = [central_gradient(lambda q, k=k: dg.grad(g)(q)[k], P) for k in range(3)]
    np.testing.assert_allclose(hessian, np.array(columns), rtol=1e-5, atol=1e-7)
    # grad of grad, by the dot-product test against the jvp of the gradient
    _, hv = dg.jvp(dg.grad(g), (P,), (V,))
    np.testing.assert_allclose(hv, hessian @ V, rtol=1e-9)


def test_scan_under_vmap_matches_jax_vmap_and_the_loop() -> None:
    jax = _jax()
    ps = R.normal(size=(4, 3))
    got = dg.vmap(ours(), in_axes=(0, None))(ps, XS)
    np.testing.assert_allclose(got, [ours()(p, XS) for p in ps], rtol=1e-13)
    theirs = jax.vmap(lambda p, xs: rnn(jax.numpy, jax.lax.scan, p, xs), in_axes=(0, None))
    np.testing.assert_allclose(got, theirs(ps, XS), rtol=1e-12)
    batched = {k: np.stack([v, 0.5 * v]) for k, v in XS.items()}  # xs batched too
    got = dg.vmap(ours(), in_axes=(None, 0))(P, batched)
    np.testing.assert_allclose(got, [ours()(P, {k: v[i] for k, v in batched.items()})
                                     for i in range(2)], rtol=1e-13)  # fmt: skip
    per_example = dg.vmap(dg.grad(ours()), in_axes=(0, None))(ps, XS)
    np.testing.assert_allclose(per_example, [dg.grad(ours())(p, XS) for p in ps], rtol=1e-12)


def test_fori_loop_matches_jax_and_central_differences() -> None:
    jax = _jax()
    f = lambda p: damped(np, dg.fori_loop, p)  # noqa: E731
    theirs = lambda p: damped(jax.numpy, jax.lax.fori_loop, p)  # noqa: E731
    np.testing.assert_allclose(f(P), theirs(P), rtol=1e-12)
    np.testing.assert_allclose(dg.grad(f)(P), jax.grad(theirs)(P), rtol=1e-10)
    np.testing.assert_allclose(dg.grad(f)(P), central_gradient(f, P), rtol=1e-6, atol=1e-8)
    _, tangent = dg.jvp(f, (P,), (V,))
    np.testing.assert_allclose(tangent, jax.jvp(theirs, (P,), (V,))[1], rtol=1e-10)
    want = jax.jvp(jax.grad(theirs), (P,), (V,))[1]
    np.testing.assert_allclose(np.asarray(dg.hvp(f, (P,), (V,))).ravel(), want, rtol=1e-9)
    ps = R.normal(size=(3, 3))
    np.testing.assert_allclose(dg.vmap(f)(ps), jax.vmap(theirs)(ps), rtol=1e-12)


def test_jax_semantics_of_the_edges() -> None:
    # no steps: the carry comes back and ys are empty with each step's shape and dtype
    carry, ys = dg.scan(lambda c, x: (c + x, (x * 2.0, np.float32(1))), 1.0, np.zeros((0, 2)))
    assert carry == 1.0 and ys[0].shape == (0, 2) and ys[1].dtype == np.float32
    # xs=None with length; y None; fori_loop with upper <= lower
    carry, ys = dg.scan(lambda c, _: (c * 2.0, None), 1.0, None, length=5)
    assert (carry, ys) == (32.0, None)
    assert dg.fori_loop(5, 2, lambda i, v: v + i, 7) == 7
    assert dg.fori_loop(np.int64(0), np.array(4), lambda i, v: v + i, 0) == 6
    # reverse: the steps run from the last slice, and ys[i] is still the y of xs[i]
    xs = np.arange(4.0)
    order, ys = dg.scan(lambda c, x: (c * 10 + x, x + c), 0.0, xs, reverse=True)
    assert order == 3210.0
    np.testing.assert_array_equal(ys, [321.0, 33.0, 5.0, 3.0])  # y = x + the carry before


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: dg.scan(lambda c, x: (c[0], x), (1.0, 2.0), np.ones(3)), TypeError,
         "changed the carry's structure"),
        (lambda: dg.scan(lambda c, x: (np.append(c, x), x), np.ones(3), np.ones(3)), TypeError,
         "carry leaf 0 from float64[3] to float64[4]"),
        (lambda: dg.scan(lambda c, x: (c + x, x), 0, np.ones(3)), TypeError,
         "int64[] to float64[]"),
        (lambda: dg.scan(lambda c, x: c, 0.0, np.ones(3)), TypeError,
         "must return a pair (new_carry, y)"),
        (lambda: dg.scan(lambda c, x: (c, x), 0.0, {"a": np.ones(3), "b": np.ones(4)}),
         ValueError, "disagree on the number of steps: [3, 4]"),
        (lambda: dg.scan(lambda c, x: (c, x), 0.0, np.ones(3), length=4), ValueError,
         "disagree on the number of steps"),
        (lambda: dg.scan(lambda c, x: (c, x), 0.0), ValueError, "pass length=N"),
        (lambda: dg.scan(lambda c, x: (c, x), 0.0, 1.0), ValueError, "needs a leading axis"),
        (lambda: dg.fori_loop(0, 3.0, lambda i, v: v, 0.0), TypeError, "pass int(...)"),
        (lambda: dg.fori_loop(0, 3, lambda i, v: (v, v), 0.0), TypeError, "structure"),
        (lambda: dg.grad(lambda n: dg.fori_loop(0, n, lambda i, v: v, n))(3.0), TypeError,
         "the number of steps is not known before the loop"),
    ],
)  # fmt: skip
def test_refusals_name_the_call_and_the_fix(call: Any, error: type, words: str) -> None:
    with pytest.raises(error) as raised:
        call()
    assert words in str(raised.value)


def test_compiled_scan_is_one_loop_whose_source_does_not_grow_with_the_steps() -> None:
    sources = []
    for steps in (30, 120):
        xs = {"a": 0.3 * R.normal(size=(steps, 3)), "b": 0.3 * R.normal(size=steps)}
        compiled = dg.compile(dg.value_and_grad(ours()), fuse="off")  # fusion: chosen by timing
        value, grad = compiled(P, xs)
        plain = dg.compile(dg.value_and_grad(ours()), fuse="off", reroll=False)(P, xs)
        assert np.array_equal(value, plain[0]) and np.array_equal(grad, plain[1])
        np.testing.assert_allclose(grad, dg.grad(ours())(P, xs), rtol=1e-12)
        # the forward steps are one loop, and so are the backward steps (in reverse)
        assert compiled.source.count("    for i in range(") == 2
        assert f"for i in range({steps})" in compiled.source
        sources.append(compiled.source)
    assert len(sources[0].splitlines()) == len(sources[1].splitlines())
    lengths = []
    for upper in (40, 140):
        fori = dg.compile(lambda p, upper=upper: damped(np, dg.fori_loop, p, upper), fuse="off")
        assert fori(P) == dg.compile(fori.fn, fuse="off", reroll=False)(P)
        assert fori.source.count("    for i in range(") == 1
        lengths.append(len(fori.source.splitlines()))
    assert lengths[0] == lengths[1]
