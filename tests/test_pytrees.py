"""Pytrees in grad, vjp, jvp, jacobian, hessian and gradcheck; has_aux; the tree helpers.

Values are checked against central differences written here; the tests at the end compare
structures and values with JAX when it is installed.
"""

from __future__ import annotations

import collections
import dataclasses
from typing import Any, NamedTuple

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

RNG = np.random.default_rng(7)


def rand(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape)


class Pair(NamedTuple):
    w: Any
    b: Any


@dataclasses.dataclass(frozen=True)
class Layer:
    weight: Any
    scale: Any


def test_a_list_of_same_shaped_arrays_is_not_stacked() -> None:
    a, b = rand(3), rand(3)
    g = dg.grad(lambda p: np.sum(p[0] * p[1]))([a, b])
    assert isinstance(g, list) and len(g) == 2
    assert g[0].shape == (3,) and g[1].shape == (3,)
    np.testing.assert_allclose(g[0], central_gradient(lambda x: np.sum(x * b), a), atol=1e-8)
    np.testing.assert_allclose(g[1], central_gradient(lambda y: np.sum(a * y), b), atol=1e-8)
    g = dg.grad(lambda p: np.sum(p[0] * p[1]))((a, b))
    assert isinstance(g, tuple) and len(g) == 2


def test_dict_namedtuple_and_dataclass_gradients_keep_their_structure() -> None:
    w, b, v = rand(2, 3), rand(3), rand(2)

    def loss(params: dict[str, Any], layer: Layer) -> Any:
        p = params["pair"]
        return (
            np.sum(np.tanh(v @ p.w + p.b) ** 2) * params["s"]
            + np.sum(layer.weight * w) * layer.scale
        )

    params = {"pair": Pair(w, b), "s": 1.5}
    layer = Layer(rand(2, 3), 0.7)
    g_params, g_layer = dg.grad(loss, argnums=(0, 1))(params, layer)
    assert list(g_params) == ["pair", "s"]
    assert type(g_params["pair"]) is Pair and type(g_layer) is Layer
    np.testing.assert_allclose(
        g_params["pair"].w,
        central_gradient(lambda x: loss({"pair": Pair(x, b), "s": 1.5}, layer), w),
        atol=1e-7,
    )
    np.testing.assert_allclose(
        g_params["pair"].b,
        central_gradient(lambda x: loss({"pair": Pair(w, x), "s": 1.5}, layer), b),
        atol=1e-7,
    )
    np.testing.assert_allclose(
        g_params["s"], central_gradient(lambda s: loss({"pair": Pair(w, b), "s": s}, layer), 1.5)
    )
    np.testing.assert_allclose(
        g_layer.weight,
        central_gradient(lambda x: loss(params, Layer(x, 0.7)), layer.weight),
        atol=1e-7,
    )
    np.testing.assert_allclose(
        g_layer.scale, central_gradient(lambda s: loss(params, Layer(layer.weight, s)), 0.7)
    )


def test_none_leaves_stay_none_and_ordered_dicts_keep_their_order() -> None:
    x = rand(3)
    g = dg.grad(lambda p: np.sum(p["b"] ** 2))({"a": None, "b": x})
    assert g["a"] is None
    np.testing.assert_allclose(g["b"], 2 * x)
    od = collections.OrderedDict([("z", x), ("a", 2 * x)])
    g = dg.grad(lambda p: np.sum(p["z"] * p["a"]))(od)
    assert type(g) is collections.OrderedDict and list(g) == ["z", "a"]
    np.testing.assert_allclose(g["z"], 2 * x)


class Box2:
    """A user's container: two arrays and a label that is not differentiated."""

    def __init__(self, first: Any, second: Any, label: str) -> None:
        self.first, self.second, self.label = first, second, label


dg.register_pytree_node(
    Box2, lambda b: ((b.first, b.second), b.label), lambda label, ch: Box2(ch[0], ch[1], label)
)


def test_registered_node_types_flatten_and_come_back() -> None:
    x, y = rand(2), rand(2)
    leaves, treedef = dg.tree_flatten(Box2(x, y, "hi"))
    assert len(leaves) == 2 and leaves[0] is x and treedef.num_leaves == 2
    rebuilt = dg.tree_unflatten(treedef, [y, x])
    assert type(rebuilt) is Box2 and rebuilt.label == "hi" and rebuilt.first is y
    g = dg.grad(lambda b: np.sum(b.first * np.sin(b.second)))(Box2(x, y, "hi"))
    assert type(g) is Box2 and g.label == "hi"
    np.testing.assert_allclose(g.first, np.sin(y))
    np.testing.assert_allclose(g.second, central_gradient(lambda v: np.sum(x * np.sin(v)), y))
    with pytest.raises(ValueError, match="already registered"):
        dg.register_pytree_node(Box2, lambda b: ((), None), lambda a, c: None)


def test_tree_map_and_treedef() -> None:
    tree = {"b": [1.0, 2.0], "a": (3.0, None)}
    leaves, treedef = dg.tree_flatten(tree)
    assert leaves == [3.0, 1.0, 2.0]  # dict keys in sorted order, as in JAX
    assert str(treedef) == "{'a': (*, None), 'b': [*, *]}"
    doubled = dg.tree_map(lambda x, y: x + y, tree, dg.tree_map(lambda x: 10 * x, tree))
    assert doubled == {"b": [11.0, 22.0], "a": (33.0, None)}
    assert dg.tree_structure(doubled) == treedef
    with pytest.raises(ValueError, match=r"expected structure at \['b'\]"):
        dg.tree_map(lambda x, y: x, tree, {"b": (1.0, 2.0), "a": (3.0, None)})


def test_vjp_with_pytree_primals_outputs_and_cotangents() -> None:
    x, y = rand(3), rand(3)

    def f(p: dict[str, Any]) -> Any:
        return {"prod": p["x"] * p["y"], "pair": (np.sin(p["x"]), np.sum(p["y"]))}

    out, vjp_fn = dg.vjp(f, {"x": x, "y": y})
    assert set(out) == {"prod", "pair"} and isinstance(out["pair"], tuple)
    u = rand(3)
    (g,) = vjp_fn({"prod": u, "pair": (None, 2.0)})
    np.testing.assert_allclose(g["x"], u * y)
    np.testing.assert_allclose(g["y"], u * x + 2.0)
    with pytest.raises(ValueError, match="cotangent does not have the expected structure"):
        vjp_fn({"prod": u})


def test_jvp_with_pytree_primals_and_tangents() -> None:
    x, t = rand(4), rand(4)
    out, tangent = dg.jvp(lambda p: [np.exp(p.w) * p.b], (Pair(x, 2.0),), (Pair(t, 0.5),))
    assert isinstance(tangent, list)
    eps = 1e-6
    up = np.exp(x + eps * t) * (2.0 + eps * 0.5)
    down = np.exp(x - eps * t) * (2.0 - eps * 0.5)
    np.testing.assert_allclose(tangent[0], (up - down) / (2 * eps), rtol=1e-7)
    with pytest.raises(ValueError, match=r"tangent 0\.w has shape \(3,\)"):
        dg.jvp(lambda p: p.w, (Pair(x, 2.0),), (Pair(t[:3], 0.5),))


def test_has_aux_return_shapes() -> None:
    x = rand(3)

    def f(x: Any) -> Any:
        y = np.sin(x)
        return np.sum(y**2), {"y": y, "note": "ok"}

    g, aux = dg.grad(f, has_aux=True)(x)
    np.testing.assert_allclose(g, 2 * np.sin(x) * np.cos(x))
    assert type(aux["y"]) is np.ndarray and aux["note"] == "ok"  # no traced values leak
    (value, aux), g2 = dg.value_and_grad(f, has_aux=True)(x)
    np.testing.assert_allclose(value, np.sum(np.sin(x) ** 2))
    np.testing.assert_allclose(aux["y"], np.sin(x))
    np.testing.assert_array_equal(g2, g)
    out, vjp_fn, aux = dg.vjp(lambda x: (x**2, x[0]), x, has_aux=True)
    np.testing.assert_allclose(vjp_fn(np.ones(3))[0], 2 * x)
    assert type(aux) is np.float64 and aux == x[0]
    with pytest.raises(TypeError, match="must return a pair"):
        dg.grad(lambda x: np.sum(x), has_aux=True)(x)


def test_jacobian_of_pytrees_has_jax_structure() -> None:
    x, y = rand(3), rand(2)

    def f(x: Any, y: Any) -> Any:
        return {"a": np.sin(x) * np.sum(y), "b": np.sum(x * x)}

    for mode in ("rev", "fwd"):
        jac = dg.jacobian(f, argnums=(0, 1), mode=mode)(x, y)
        assert set(jac) == {"a", "b"} and len(jac["a"]) == 2
        assert jac["a"][0].shape == (3, 3) and jac["a"][1].shape == (3, 2)
        assert jac["b"][0].shape == (3,) and jac["b"][1].shape == (2,)
        np.testing.assert_allclose(jac["a"][0], np.diag(np.cos(x) * np.sum(y)))
        np.testing.assert_allclose(jac["a"][1], np.outer(np.sin(x), np.ones(2)))
        np.testing.assert_allclose(jac["b"][0], 2 * x)
        np.testing.assert_array_equal(jac["b"][1], np.zeros(2))


def test_hessian_of_several_arguments_is_nested_blocks_of_unequal_shapes() -> None:
    x, y = rand(3), rand(2)

    def f(x: Any, y: Any) -> Any:
        return np.sum(np.sin(x)) * np.sum(y**3) + np.sum(x**2) * y[0]

    h = dg.hessian(f, argnums=(0, 1))(x, y)
    assert isinstance(h, tuple) and all(isinstance(row, tuple) for row in h)
    assert [[b.shape for b in row] for row in h] == [[(3, 3), (3, 2)], [(2, 3), (2, 2)]]
    gx = dg.grad(f, argnums=0)
    gy = dg.grad(f, argnums=1)
    # Each block is the derivative of one gradient, by central differences of that gradient.
    np.testing.assert_allclose(h[0][0], _jac_fd(lambda v: gx(v, y), x), atol=1e-6)
    np.testing.assert_allclose(h[0][1], _jac_fd(lambda v: gx(x, v), y), atol=1e-6)
    np.testing.assert_allclose(h[1][0], _jac_fd(lambda v: gy(v, y), x), atol=1e-6)
    np.testing.assert_allclose(h[1][1], _jac_fd(lambda v: gy(x, v), y), atol=1e-6)


def _jac_fd(f: Any, x: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    cols = []
    for index in np.ndindex(x.shape):
        step = np.zeros_like(x)
        step[index] = eps
        cols.append((np.asarray(f(x + step)) - np.asarray(f(x - step))) / (2 * eps))
    out_shape = np.shape(cols[0])
    stacked = np.stack(cols).reshape(x.shape + out_shape)
    return np.moveaxis(stacked, tuple(range(x.ndim)), tuple(range(-x.ndim, 0)))


def test_hessian_of_a_dict_input() -> None:
    p = {"a": rand(2), "b": rand(3)}

    def f(p: dict[str, Any]) -> Any:
        return np.sum(p["a"] ** 2) * np.sum(np.cos(p["b"]))

    h = dg.hessian(f)(p)
    assert set(h) == {"a", "b"} and set(h["a"]) == {"a", "b"}
    assert h["a"]["b"].shape == (2, 3) and h["b"]["a"].shape == (3, 2)
    g = dg.grad(f)
    np.testing.assert_allclose(
        h["a"]["b"], _jac_fd(lambda v: g({"a": p["a"], "b": v})["a"], p["b"]), atol=1e-6
    )
    np.testing.assert_allclose(h["b"]["a"], h["a"]["b"].T, atol=1e-12)


@pytest.mark.parametrize(
    ("tree", "message"),
    [
        ({"w": np.ones(2), "n": 3}, r"argument 0\['n'\] has dtype int"),
        ({"w": np.ones(2), "name": "x"}, r"argument 0\['name'\] is a str"),
        ([np.ones(2), np.arange(2)], r"argument 0\[1\] has dtype int"),
    ],
)
def test_non_float_leaves_are_type_errors_naming_the_leaf(tree: Any, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        dg.grad(lambda p: np.sum(dg.tree_leaves(p)[0]))(tree)


def test_gradcheck_checks_every_leaf_of_pytree_inputs_and_outputs() -> None:
    p = {"w": rand(2, 2), "b": (rand(2), 0.3)}

    def f(p: dict[str, Any]) -> Any:
        return {"y": np.tanh(p["w"] @ p["b"][0]) * p["b"][1], "z": [np.sum(p["w"] ** 2)]}

    assert dg.gradcheck(f, p)
    assert dg.gradgradcheck(f, p)

    @dg.custom_vjp
    def wrong(x: Any) -> Any:
        return np.sin(x)

    wrong.defvjp(lambda x: (np.sin(x), x), lambda x, g: (g * x,))  # not cos(x)
    with pytest.raises(dg.GradcheckError, match=r"input 0\['b'\]\[0\]"):
        dg.gradcheck(lambda p: wrong(p["b"][0]) * p["w"][0], p)


# ---------------------------------------------------------------- against JAX


@pytest.fixture(scope="module")
def jax() -> Any:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    return jax


def test_pytree_grad_hessian_and_jacobian_match_jax(jax: Any) -> None:
    jnp = jax.numpy
    params = {"pair": Pair(rand(2, 3), rand(3)), "s": rand(2)}
    x = rand(4, 2)

    def loss(xp: Any) -> Any:
        def f(params: dict[str, Any], x: Any) -> Any:
            p = params["pair"]
            return xp.sum(xp.tanh(x @ p.w + p.b) ** 2) * xp.sum(params["s"] ** 2)

        return f

    ours = dg.grad(loss(np), argnums=(0, 1))(params, x)
    theirs = jax.jit(jax.grad(loss(jnp), argnums=(0, 1)))(params, x)
    assert dg.tree_structure(ours) == dg.tree_structure(jax.tree_util.tree_map(np.asarray, theirs))
    for a, b in zip(dg.tree_leaves(ours), jax.tree_util.tree_leaves(theirs), strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)

    def g(xp: Any) -> Any:
        return lambda a, b: xp.sum(xp.sin(a)) * xp.sum(b**3) + xp.sum(a**2) * b[0]

    a, b = rand(3), rand(2)
    ours = dg.hessian(g(np), argnums=(0, 1))(a, b)
    theirs = jax.jit(jax.hessian(g(jnp), argnums=(0, 1)))(a, b)
    for ro, rt in zip(ours, theirs, strict=True):
        for bo, bt in zip(ro, rt, strict=True):
            np.testing.assert_allclose(bo, bt, rtol=1e-10, atol=1e-12)

    def h(xp: Any) -> Any:
        return lambda p: {"u": xp.sin(p["a"]) * p["b"][0], "v": (xp.sum(p["b"] ** 2),)}

    p = {"a": rand(3), "b": rand(2)}
    for ours_fn, theirs_fn in ((dg.jacrev, jax.jacrev), (dg.jacfwd, jax.jacfwd)):
        ours = ours_fn(h(np))(p)
        theirs = jax.jit(theirs_fn(h(jnp)))(p)
        theirs_np = jax.tree_util.tree_map(np.asarray, theirs)
        assert dg.tree_structure(ours) == dg.tree_structure(theirs_np)
        for lo, lt in zip(dg.tree_leaves(ours), dg.tree_leaves(theirs_np), strict=True):
            np.testing.assert_allclose(lo, lt, rtol=1e-10, atol=1e-12)


def test_has_aux_matches_jax(jax: Any) -> None:
    jnp = jax.numpy
    x = rand(3)

    def f(xp: Any) -> Any:
        return lambda x: (xp.sum(xp.exp(x)), (x[0], {"k": xp.cos(x)}))

    (v_ours, aux_ours), g_ours = dg.value_and_grad(f(np), has_aux=True)(x)
    (v_theirs, aux_theirs), g_theirs = jax.value_and_grad(f(jnp), has_aux=True)(x)
    np.testing.assert_allclose(v_ours, v_theirs)
    np.testing.assert_allclose(g_ours, g_theirs)
    np.testing.assert_allclose(aux_ours[1]["k"], aux_theirs[1]["k"])
    out, vjp_ours, aux = dg.vjp(f(np), x, has_aux=True)
    out_j, vjp_theirs, aux_j = jax.vjp(f(jnp), x, has_aux=True)
    np.testing.assert_allclose(vjp_ours(2.0)[0], vjp_theirs(2.0)[0])


def test_structure_mistakes_are_value_errors() -> None:
    x = rand(2)
    with pytest.raises(ValueError, match=r"scalar output, but .* returned the pytree \(\*, \*\)"):
        dg.grad(lambda x: (np.sum(x), np.sum(x)))(x)
    with pytest.raises(ValueError, match=r"the tangent tree does not have the expected structure"):
        dg.jvp(lambda p: p["a"], ({"a": x},), ({"b": x},))
    _, vjp_fn = dg.vjp(lambda x: (x, 2 * x), x)
    with pytest.raises(ValueError, match="expected a tuple of 2, got a list of 2"):
        vjp_fn([x, x])


def test_jacobian_and_hessian_with_has_aux() -> None:
    x = rand(3)
    for mode in ("rev", "fwd"):
        jac, aux = dg.jacobian(lambda x: (np.sin(x), {"n": 3}), mode=mode, has_aux=True)(x)
        np.testing.assert_allclose(jac, np.diag(np.cos(x)), atol=1e-15)
        assert aux == {"n": 3}
    h, aux = dg.hessian(lambda x: (np.sum(x**3), np.sum(x)), has_aux=True)(x)
    np.testing.assert_allclose(h, np.diag(6 * x), atol=1e-14)
    assert type(aux) is np.float64 and np.isclose(aux, np.sum(x))


def test_jvp_with_has_aux() -> None:
    x, t = rand(3), rand(3)
    out, tangent, aux = dg.jvp(lambda x: (np.exp(x), {"x0": x[0]}), (x,), (t,), has_aux=True)
    np.testing.assert_allclose(tangent, np.exp(x) * t)
    assert type(aux["x0"]) is np.float64 and aux["x0"] == x[0]
