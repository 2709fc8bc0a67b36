"""custom_vjp and custom_jvp: the user's rule is used, in every mode and at higher order.

The references are central differences written here, closed forms, and JAX when it is
installed.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import derivgen as dg

RNG = np.random.default_rng(11)


def central(f: Any, x: np.ndarray, t: np.ndarray, eps: float = 1e-6) -> Any:
    """The directional derivative of f at x along t, by central differences."""
    return (np.asarray(f(x + eps * t)) - np.asarray(f(x - eps * t))) / (2 * eps)


# sin(x) * y with a correct rule whose residuals are cos and sin.
@dg.custom_vjp
def sin_times(x: Any, y: Any) -> Any:
    return np.sin(x) * y


def _sin_times_fwd(x: Any, y: Any) -> Any:
    return sin_times(x, y), (np.cos(x), np.sin(x), y)


def _sin_times_bwd(res: Any, g: Any) -> Any:
    c, s, y = res
    return c * y * g, s * g


sin_times.defvjp(_sin_times_fwd, _sin_times_bwd)


# log(1 + exp(x)) with JAX's documented stable rule: the naive derivative is nan at 1000.
@dg.custom_jvp
def log1pexp(x: Any) -> Any:
    return np.log1p(np.exp(x))


@log1pexp.defjvp
def _log1pexp_jvp(primals: Any, tangents: Any) -> Any:
    (x,), (t,) = primals, tangents
    return log1pexp(x), t * (1.0 - 1.0 / (1.0 + np.exp(x)))


def test_custom_vjp_rule_is_the_one_used() -> None:
    @dg.custom_vjp
    def clipped_identity(x: Any) -> Any:
        return x

    clipped_identity.defvjp(lambda x: (x, None), lambda _, g: (np.clip(g, -1.0, 1.0),))
    x = np.array([1.0, 2.0, 3.0])
    g = dg.grad(lambda x: np.sum(clipped_identity(x) * np.array([0.5, -3.0, 2.0])))(x)
    np.testing.assert_array_equal(g, [0.5, -1.0, 1.0])  # the rule's value, not the true one
    np.testing.assert_array_equal(clipped_identity(x), x)  # outside a trace: the function


def test_custom_vjp_gradient_and_vjp_match_differences() -> None:
    x, y, u = RNG.normal(size=4), RNG.normal(size=4), RNG.normal(size=4)
    gx, gy = dg.grad(lambda x, y: np.sum(u * sin_times(x, y)), argnums=(0, 1))(x, y)
    for i in range(4):
        e = np.eye(4)[i]
        assert np.isclose(gx[i], central(lambda v: np.sum(u * np.sin(v) * y), x, e))
        assert np.isclose(gy[i], central(lambda v: np.sum(u * np.sin(x) * v), y, e))
    assert dg.gradcheck(sin_times, x, y)


def test_custom_vjp_under_forward_mode_is_transposed() -> None:
    x, y, t = RNG.normal(size=3), RNG.normal(size=3), RNG.normal(size=3)
    out, tangent = dg.jvp(lambda x: sin_times(x, y), (x,), (t,))
    np.testing.assert_allclose(out, np.sin(x) * y)
    np.testing.assert_allclose(tangent, central(lambda v: np.sin(v) * y, x, t), rtol=1e-7)
    jac = dg.jacfwd(lambda x: sin_times(x, y))(x)
    np.testing.assert_allclose(jac, np.diag(np.cos(x) * y), atol=1e-14)


def test_custom_vjp_at_second_order() -> None:
    x, y, t = RNG.normal(size=3), RNG.normal(size=3), RNG.normal(size=3)

    def f(x: Any) -> Any:
        return np.sum(sin_times(x, y) ** 2)

    g = dg.grad(f)
    want = np.diag(2 * y**2 * np.cos(2 * x))  # d2/dx2 of (y sin x)^2
    np.testing.assert_allclose(dg.hessian(f)(x), want, atol=1e-12)
    np.testing.assert_allclose(dg.hvp(f, (x,), (t,)), central(g, x, t), rtol=1e-6)
    gg = dg.grad(lambda x: np.sum(g(x) * t))(x)  # reverse over reverse
    np.testing.assert_allclose(gg, want @ t, atol=1e-12)
    assert dg.gradgradcheck(lambda x: sin_times(x, y), x)


def test_custom_vjp_with_pytrees_and_nondiff_argnums() -> None:
    def power_sum(n: int, p: dict[str, Any]) -> Any:
        return {"s": np.sum(p["a"] ** n), "t": p["b"] * 2.0}

    f = dg.custom_vjp(power_sum, nondiff_argnums=(0,))

    def fwd(n: int, p: dict[str, Any]) -> Any:
        return f(n, p), p["a"]

    def bwd(n: int, a: Any, g: dict[str, Any]) -> Any:
        return ({"a": n * a ** (n - 1) * g["s"], "b": 2.0 * g["t"]},)

    f.defvjp(fwd, bwd)
    p = {"a": RNG.normal(size=3), "b": RNG.normal(size=2)}
    g = dg.grad(lambda p: f(3, p)["s"] + np.sum(f(3, p)["t"]))(p)
    np.testing.assert_allclose(g["a"], 3 * p["a"] ** 2)
    np.testing.assert_allclose(g["b"], np.full(2, 2.0))
    assert dg.gradcheck(lambda p: f(3, p), p)


def test_custom_jvp_is_stable_where_the_naive_derivative_is_not() -> None:
    x = np.array([-1000.0, 0.0, 3.0, 1000.0])
    with np.errstate(over="ignore", invalid="ignore"):
        want = 1 / (1 + np.exp(-x))
        np.testing.assert_allclose(dg.grad(lambda x: np.sum(log1pexp(x)))(x), want)
        _, tangent = dg.jvp(log1pexp, (x,), (np.ones(4),))
        naive = dg.grad(lambda x: np.sum(np.log1p(np.exp(x))))(x)
    np.testing.assert_allclose(tangent, want)
    assert np.isnan(naive[-1])  # the rule is what makes it finite


def test_custom_jvp_in_every_mode_matches_differences() -> None:
    x, t = RNG.normal(size=4), RNG.normal(size=4)
    g = dg.grad(lambda x: np.sum(log1pexp(x) * x))
    np.testing.assert_allclose(dg.jvp(log1pexp, (x,), (t,))[1], central(log1pexp, x, t), rtol=1e-7)
    np.testing.assert_allclose(g(x), central_gradient(lambda v: np.sum(log1pexp(v) * v), x))
    np.testing.assert_allclose(
        dg.hessian(lambda x: np.sum(log1pexp(x) * x))(x) @ t, central(g, x, t), rtol=1e-6
    )
    np.testing.assert_allclose(
        dg.hvp(lambda x: np.sum(log1pexp(x) * x), (x,), (t,)), central(g, x, t), rtol=1e-6
    )
    assert dg.gradcheck(log1pexp, x)
    assert dg.gradgradcheck(log1pexp, x)


def central_gradient(f: Any, x: np.ndarray) -> np.ndarray:
    return np.array([central(f, x, e) for e in np.eye(x.size)])


def test_custom_jvp_with_several_outputs_and_nondiff_argnums() -> None:
    def scaled_polar(scale: float, r: Any, theta: Any) -> Any:
        return r * np.cos(theta) * scale, r * np.sin(theta) * scale

    f = dg.custom_jvp(scaled_polar, nondiff_argnums=(0,))

    @f.defjvp
    def _(scale: float, primals: Any, tangents: Any) -> Any:
        (r, th), (dr, dth) = primals, tangents
        out = f(scale, r, th)
        return out, (
            scale * (dr * np.cos(th) - r * np.sin(th) * dth),
            scale * (dr * np.sin(th) + r * np.cos(th) * dth),
        )

    r, th = RNG.uniform(1, 2, 3), RNG.normal(size=3)
    jac = dg.jacobian(lambda r, th: f(2.0, r, th), argnums=(0, 1))(r, th)
    np.testing.assert_allclose(jac[0][0], np.diag(2 * np.cos(th)))
    np.testing.assert_allclose(jac[1][1], np.diag(2 * r * np.cos(th)))
    assert dg.gradcheck(lambda r, th: f(2.0, r, th), r, th)


def test_rules_that_break_their_contract_are_named() -> None:
    @dg.custom_vjp
    def f(x: Any) -> Any:
        return x * 2.0

    with pytest.raises(TypeError, match=r"f has no rule yet: call f.defvjp"):
        dg.grad(lambda x: np.sum(f(x)))(np.ones(2))
    f.defvjp(lambda x: (f(x), None), lambda _, g: (2.0 * g, 1.0))
    with pytest.raises(TypeError, match=r"bwd must return a tuple with one cotangent per"):
        dg.grad(lambda x: np.sum(f(x)))(np.ones(2))
    f.defvjp(lambda x: (f(x), None), lambda _, g: (np.ones(3),))
    with pytest.raises(ValueError, match=r"cotangent of shape \(3,\) for an argument leaf"):
        dg.grad(lambda x: np.sum(f(x)))(np.ones(2))

    @dg.custom_jvp
    def h(x: Any) -> Any:
        return x * 2.0

    h.defjvp(lambda primals, tangents: (h(*primals), np.ones(5)))
    with pytest.raises(ValueError, match=r"gave a tangent of shape \(5,\)"):
        dg.jvp(h, (np.ones(2),), (np.ones(2),))


def test_custom_nodes_are_single_entries_on_the_tape() -> None:
    from derivgen.trace import tape as trace
    from derivgen.transforms.custom import CustomRule

    tape_holder: list[Any] = []
    original = trace.ReverseTrace.__init__

    def spy(self: Any) -> None:
        original(self)
        tape_holder.append(self.tape)

    trace.ReverseTrace.__init__ = spy  # type: ignore[method-assign]
    try:
        dg.grad(lambda x: np.sum(sin_times(x, np.full(3, 2.0))))(np.ones(3))
    finally:
        trace.ReverseTrace.__init__ = original  # type: ignore[method-assign]
    general = [node for node in tape_holder[0] if type(node) is trace.Node]
    kinds = [type(node.prep).__name__ for node in general]
    custom = [node.prep for node in general if isinstance(node.prep, CustomRule)]
    assert len(custom) == 1 and custom[0].name == "custom_vjp:sin_times", kinds
    assert len(tape_holder[0]) == 2  # the custom node and the sum


# ---------------------------------------------------------------- against JAX


def test_custom_rules_match_jax(jax_x64: Any) -> None:
    jax = jax_x64
    jnp = jax.numpy

    @jax.custom_vjp
    def j_sin_times(x: Any, y: Any) -> Any:
        return jnp.sin(x) * y

    j_sin_times.defvjp(
        lambda x, y: (j_sin_times(x, y), (jnp.cos(x), jnp.sin(x), y)),
        lambda res, g: (res[0] * res[2] * g, res[1] * g),
    )

    @jax.custom_jvp
    def j_log1pexp(x: Any) -> Any:
        return jnp.log1p(jnp.exp(x))

    @j_log1pexp.defjvp
    def _(primals: Any, tangents: Any) -> Any:
        (x,), (t,) = primals, tangents
        return j_log1pexp(x), t * (1.0 - 1.0 / (1.0 + jnp.exp(x)))

    x, y = RNG.normal(size=3), RNG.normal(size=3)
    pairs = [
        (lambda x: np.sum(sin_times(x, y) ** 2), lambda x: jnp.sum(j_sin_times(x, y) ** 2)),
        (lambda x: np.sum(log1pexp(x) * x), lambda x: jnp.sum(j_log1pexp(x) * x)),
    ]
    for ours, theirs in pairs:
        np.testing.assert_allclose(dg.grad(ours)(x), jax.grad(theirs)(x), rtol=1e-12)
        # jax.hessian runs forward mode, which JAX refuses for custom_vjp: rev over rev.
        hessian = jax.jit(jax.jacrev(jax.grad(theirs)))
        np.testing.assert_allclose(dg.hessian(ours)(x), hessian(x), rtol=1e-10, atol=1e-12)


@pytest.fixture(scope="module")
def jax_x64() -> Any:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    return jax


def test_third_order_through_both_rules() -> None:
    x = RNG.normal(size=3)
    ones = np.ones(3)

    @dg.custom_vjp
    def sin_vjp(x: Any) -> Any:
        return np.sin(x)

    sin_vjp.defvjp(lambda x: (sin_vjp(x), np.cos(x)), lambda c, g: (c * g,))

    @dg.custom_jvp
    def sin_jvp(x: Any) -> Any:
        return np.sin(x)

    sin_jvp.defjvp(lambda p, t: (sin_jvp(p[0]), np.cos(p[0]) * t[0]))
    for f in (sin_vjp, sin_jvp):

        def third(x: Any, f: Any = f) -> Any:
            return np.sum(dg.hvp(lambda z: np.sum(f(z)), (x,), (ones,)))

        np.testing.assert_allclose(dg.grad(third)(x), -np.cos(x), rtol=1e-12)
        np.testing.assert_allclose(
            dg.jacfwd(dg.jacfwd(lambda x, f=f: np.sum(f(x))))(x), np.diag(-np.sin(x)), atol=1e-15
        )


def test_custom_vjp_whose_bwd_cannot_be_traced_says_so_under_forward_mode() -> None:
    @dg.custom_vjp
    def opaque(x: Any) -> Any:
        return np.sin(x)

    def bwd(c: Any, g: Any) -> Any:
        return (np.asarray(g) * c,)  # fine in reverse mode, not traceable

    opaque.defvjp(lambda x: (opaque(x), np.cos(x)), bwd)
    x = np.array([0.5, 1.0])
    np.testing.assert_allclose(dg.grad(lambda x: np.sum(opaque(x)))(x), np.cos(x))
    with pytest.raises(TypeError, match="forward mode .* of a custom_vjp function traces its bwd"):
        dg.jvp(opaque, (x,), (np.ones(2),))


def test_a_traced_array_in_nondiff_argnums_is_a_type_error() -> None:
    f = dg.custom_vjp(lambda scale, x: scale * x, nondiff_argnums=(0,))
    f.defvjp(lambda scale, x: (f(scale, x), None), lambda scale, _, g: (scale * g,))
    x = np.ones(2)
    np.testing.assert_allclose(dg.grad(lambda x: np.sum(f(3.0, x)))(x), [3.0, 3.0])
    with pytest.raises(TypeError, match="argument 0 is in nondiff_argnums but holds a traced"):
        dg.grad(lambda x: np.sum(f(x, x)))(x)


def test_custom_rules_under_compile() -> None:
    """Compiled, a custom call is recorded as the NumPy calls its rule makes."""
    x, y = RNG.normal(size=3), RNG.normal(size=3)

    def loss(p: dict[str, Any]) -> Any:
        return np.sum(sin_times(p["x"], p["y"]) ** 2) + np.sum(log1pexp(p["x"]) * p["y"])

    compiled = dg.compile(dg.grad(loss))
    for shift in (0.0, 0.5):  # the second call runs the generated code
        p = {"x": x + shift, "y": y}
        got, want = compiled(p), dg.grad(loss)(p)
        assert set(got) == {"x", "y"}
        s, c = np.sin(p["x"]), np.cos(p["x"])
        sig = 1 / (1 + np.exp(-p["x"]))
        np.testing.assert_allclose(want["x"], 2 * s * c * y**2 + sig * y, rtol=1e-12)
        np.testing.assert_allclose(got["x"], want["x"], rtol=1e-12)
        np.testing.assert_allclose(got["y"], want["y"], rtol=1e-12)
    assert compiled.cache_info().hits == 1
    hessian = dg.compile(dg.hessian(lambda x: np.sum(sin_times(x, y) ** 2)))
    np.testing.assert_allclose(hessian(x), np.diag(2 * y**2 * np.cos(2 * x)), atol=1e-12)
