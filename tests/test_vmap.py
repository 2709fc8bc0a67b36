"""dg.vmap's semantics against Python loops of the unbatched call and against jax.vmap (when JAX
is installed): in/out axes, nesting, pytrees, errors, and composition with every transformation."""

from __future__ import annotations

import dataclasses
import importlib.util
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
import derivgen.numpy as dnp
from codegen.model.batching import RULES
from derivgen.batching import generic, load_rules
from derivgen.batching import rules as batch_rules
from derivgen.ops import registry
from derivgen.ops.binding import Prepared

rng = np.random.default_rng(18)
HAVE_JAX = importlib.util.find_spec("jax") is not None


def _jax() -> Any:
    """JAX in float64, or None: the JAX comparisons are skipped without it, the loop ones not."""
    if not HAVE_JAX:
        return None
    import jax

    jax.config.update("jax_enable_x64", True)
    return jax


def loop(f: Callable[..., Any], in_axes: Any, args: tuple[Any, ...], out_axis: int = 0) -> Any:
    """The reference: f called once per example (in_axes per argument: an int or None)."""
    axes = in_axes if isinstance(in_axes, tuple) else (in_axes,) * len(args)
    size = next(np.shape(a)[ax] for a, ax in zip(args, axes, strict=True) if ax is not None)
    outs = []
    for b in range(size):
        example = [
            a if ax is None else np.take(a, b, axis=ax) for a, ax in zip(args, axes, strict=True)
        ]
        outs.append(f(*example))
    return np.stack(outs, axis=out_axis)


def close(a: Any, b: Any) -> None:
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-10, atol=1e-12)


# Functions written once for NumPy and jax.numpy (``xp``).
def _poly(xp: Any) -> Callable[..., Any]:
    return lambda a, b: xp.sum(xp.sin(a) * b + a**2, axis=-1) - xp.max(a)


def _mixed(xp: Any) -> Callable[..., Any]:
    return lambda a, b: xp.tanh(a)[..., None] * b + xp.mean(a)


AXES_CASES = [
    # (in_axes, shape of a, shape of b, out_axes)
    (0, (4, 3), (4, 3), 0),
    ((1, 0), (3, 4), (4, 3), 0),
    ((-1, None), (3, 4), (3,), 0),
    ((None, 0), (3,), (4, 3), 0),
    ((0, -2), (4, 3), (4, 3), 0),
]


@pytest.mark.parametrize(("in_axes", "sa", "sb", "out_axes"), AXES_CASES)
def test_in_axes_match_a_loop_and_jax(in_axes: Any, sa: Any, sb: Any, out_axes: int) -> None:
    a, b = rng.normal(size=sa), rng.normal(size=sb)
    ours = dg.vmap(_poly(np), in_axes=in_axes, out_axes=out_axes)(a, b)
    given = in_axes if isinstance(in_axes, tuple) else (in_axes, in_axes)
    axes = tuple(ax if ax is None else ax % len(s) for ax, s in zip(given, (sa, sb), strict=True))
    close(ours, loop(_poly(np), axes, (a, b)))
    jax = _jax()
    if jax is not None:
        close(ours, jax.vmap(_poly(jax.numpy), in_axes=in_axes, out_axes=out_axes)(a, b))


@pytest.mark.parametrize("out_axes", [0, 1, 2, -1])
def test_out_axes_match_a_loop_and_jax(out_axes: int) -> None:
    a, b = rng.normal(size=(5, 3)), rng.normal(size=(5, 2))
    ours = dg.vmap(_mixed(np), out_axes=out_axes)(a, b)
    close(ours, loop(_mixed(np), 0, (a, b), out_axis=out_axes))
    jax = _jax()
    if jax is not None:
        close(ours, jax.vmap(_mixed(jax.numpy), out_axes=out_axes)(a, b))


def test_seeds_idiom_nested_vmap_of_grad() -> None:
    x = rng.normal(size=(4, 2))
    close(dg.vmap(dg.vmap(dg.grad(np.sin)))(x), np.cos(x))
    x3 = rng.normal(size=(4, 2, 3))
    close(dg.vmap(dg.vmap(dg.vmap(dg.grad(np.sin))))(x3), np.cos(x3))


def test_nested_vmap_with_different_axes() -> None:
    a, b = rng.normal(size=(3, 4, 2)), rng.normal(size=(4, 3))

    def f(xp: Any) -> Callable[..., Any]:
        return lambda u, v: xp.sum(u * v) + xp.sin(u[0])

    ours = dg.vmap(dg.vmap(f(np), in_axes=(1, None)), in_axes=(0, 1))(a, b)
    want = np.stack([
        np.stack([f(np)(a[i][:, j], b[:, i]) for j in range(2)]) for i in range(3)
    ])  # fmt: skip
    close(ours, want)
    jax = _jax()
    if jax is not None:
        theirs = jax.vmap(jax.vmap(f(jax.numpy), in_axes=(1, None)), in_axes=(0, 1))(a, b)
        close(ours, theirs)


def test_pytree_in_axes_and_outputs() -> None:
    params = {"w": rng.normal(size=(3,)), "s": rng.normal(size=(5,))}
    x = rng.normal(size=(5, 3))

    def f(p: Any, xi: Any) -> Any:
        return {"dot": (p["w"] * xi).sum() * p["s"], "pair": (xi * 2, p["w"])}

    ours = dg.vmap(f, in_axes=({"w": None, "s": 0}, 0), out_axes={"dot": 0, "pair": (1, None)})(
        params, x
    )
    close(ours["dot"], [(params["w"] * x[i]).sum() * params["s"][i] for i in range(5)])
    close(ours["pair"][0], (x * 2).T)
    close(ours["pair"][1], params["w"])  # out_axes None: an unbatched output as it is
    jax = _jax()
    if jax is not None:
        theirs = jax.vmap(f, in_axes=({"w": None, "s": 0}, 0),
                          out_axes={"dot": 0, "pair": (1, None)})(params, x)  # fmt: skip
        for k in ("dot",):
            close(ours[k], theirs[k])
        close(ours["pair"][0], theirs["pair"][0])


def test_keyword_arguments_are_mapped_over_axis_0_and_other_values_pass_through() -> None:
    a, b = rng.normal(size=(4, 3)), rng.normal(size=(4, 3))

    def f(u: Any, scale: Any, how: str = "add", *, v: Any) -> Any:
        return u * scale + v if how == "add" else u * scale - v

    ours = dg.vmap(f, in_axes=(0, None, None))(a, 2.0, "sub", v=b)
    close(ours, a * 2.0 - b)


def test_unbatched_outputs_are_broadcast_and_axis_size() -> None:
    x = rng.normal(size=(4, 3))
    out = dg.vmap(lambda a: (a * 2, np.ones(2), 3.0))(x)
    close(out[0], 2 * x)
    close(out[1], np.ones((4, 2)))
    close(out[2], np.full(4, 3.0))
    close(dg.vmap(lambda: np.arange(3.0), axis_size=2)(), np.tile(np.arange(3.0), (2, 1)))
    close(dg.vmap(lambda a, c: a + c, in_axes=(None, None), axis_size=3)(1.0, 2.0), np.full(3, 3.0))


# -- errors -------------------------------------------------------------------------------
def test_mismatched_sizes_name_both_sizes_and_arguments() -> None:
    with pytest.raises(ValueError, match="inconsistent sizes") as info:
        dg.vmap(lambda a, b: a + b)(np.ones((5, 3)), np.ones((4, 3)))
    message = str(info.value)
    assert "size 5" in message and "size 4" in message
    assert "args[0]" in message and "args[1]" in message


def test_in_axes_out_of_range_names_the_argument_and_its_shape() -> None:
    with pytest.raises(ValueError, match=r"axis 2.*\(3, 4\).*args\[1\]"):
        dg.vmap(lambda a, b: a + b, in_axes=(0, 2))(np.ones((4, 3)), np.ones((3, 4)))


def test_in_axes_structure_mismatch() -> None:
    with pytest.raises(ValueError, match="len\\(in_axes\\)=2, len\\(args\\)=1"):
        dg.vmap(lambda a: a, in_axes=(0, 0))(np.ones(3))
    with pytest.raises(ValueError, match="tree prefix"):
        dg.vmap(lambda p: p["a"], in_axes=({"a": 0, "b": 0},))({"a": np.ones(3)})
    with pytest.raises(TypeError, match="in_axes must be an int, None"):
        dg.vmap(lambda a: a, in_axes=1.5)


def test_nothing_mapped_and_mapped_output_with_out_axes_none() -> None:
    with pytest.raises(ValueError, match="at least one non-None"):
        dg.vmap(lambda a: a, in_axes=None)(np.ones(3))
    with pytest.raises(ValueError, match="out_axes is None"):
        dg.vmap(lambda a: a, out_axes=None)(np.ones(3))


def test_value_dependent_python_is_refused_by_name() -> None:
    x = np.ones((3, 2))
    with pytest.raises(TypeError, match=r"bool\(\).*np.where"):
        dg.vmap(lambda a: a if a.sum() > 0 else -a)(x)
    with pytest.raises(TypeError, match=r"float\(\)"):
        dg.vmap(lambda a: float(a[0]))(x)

    def into_plain(a: Any) -> Any:
        y = np.zeros(4)
        y[1:3] = a
        return y

    with pytest.raises(TypeError, match="zeros_like"):
        dg.vmap(into_plain)(x)
    with pytest.raises(TypeError, match="np.stack"):
        dg.vmap(lambda a: np.array([a[0], a[1]]))(x)
    close(dg.vmap(lambda a: dnp.array([a[0], 2 * a[1]]))(x), np.stack([x[:, 0], 2 * x[:, 1]], 1))


def test_results_of_different_shapes_per_example_are_an_error() -> None:
    x = np.array([[1.0, -1.0], [1.0, 1.0]])
    with pytest.warns(UserWarning, match="np.nonzero"):
        with pytest.raises(ValueError, match="different shapes"):
            dg.vmap(lambda a: np.nonzero(a > 0)[0])(x)


def test_a_leaked_batched_value_is_an_error() -> None:
    kept: list[Any] = []
    dg.vmap(lambda a: kept.append(a) or a)(np.ones((2, 3)))
    with pytest.raises(TypeError, match="after its vmap returned"):
        np.sin(kept[0])


def test_loop_fallback_of_a_numpy_function_warns_once_or_refuses() -> None:
    x = rng.normal(size=(4, 5))
    with pytest.raises(TypeError, match="fallback='error'"):
        dg.vmap(lambda a: np.insert(a, 1, 0.5), fallback="error")(x)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(2):
            out = dg.vmap(lambda a: np.insert(a, 1, 0.5))(x)
    assert sum("np.insert" in str(w.message) for w in caught) <= 1
    close(out, np.stack([np.insert(row, 1, 0.5) for row in x]))


def test_loop_rule_of_an_op_runs_per_example_warns_and_refuses() -> None:
    info = dataclasses.replace(registry.lookup("sin"), batch="loop")
    prep = Prepared(info)
    x = rng.normal(size=(3, 2))

    class Trace:
        fallback, level = "warn", 0

    with pytest.warns(UserWarning, match="sin has no batched form"):
        out = batch_rules.batch_call(prep, [x], [True], 3, Trace())
    close(out, np.sin(x))
    Trace.fallback = "error"
    with pytest.raises(TypeError, match="sin has no batched form"):
        batch_rules.batch_call(prep, [x], [True], 3, Trace())


def test_forward_rule_refuses_an_op_whose_forward_calls_itself(monkeypatch: Any) -> None:
    from derivgen.batching import protocols

    info = dataclasses.replace(registry.lookup("sin"), batch="forward")  # its forward: np.sin
    monkeypatch.setitem(protocols._FAST, np.sin, Prepared(info))
    monkeypatch.setitem(protocols._ELEMENTWISE, np.sin, False)  # no elementwise shortcut
    with pytest.raises(TypeError, match="sin.*needs a batch: rule"):
        dg.vmap(np.sin)(np.ones((2, 3)))


# -- NumPy functions that are not ops -------------------------------------------------------
def test_numpy_functions_without_ops() -> None:
    x = rng.normal(size=(5, 4))
    y = x + rng.normal(size=(5, 4)) * 1e-12
    close(dg.vmap(np.argmax)(x), np.argmax(x, axis=1))
    close(dg.vmap(lambda a: np.argsort(a))(x), np.argsort(x, axis=1))
    close(dg.vmap(lambda a: np.any(a > 1.0))(x), np.any(x > 1.0, axis=1))
    close(dg.vmap(lambda a: np.count_nonzero(a > 0, axis=0))(x), np.count_nonzero(x > 0, axis=1))
    close(dg.vmap(np.isclose)(x, y), np.isclose(x, y))
    close(dg.vmap(np.allclose)(x, y), [True] * 5)
    close(dg.vmap(lambda a: a * np.shape(a)[0] + np.ndim(a) + np.size(a))(x), x * 4 + 1 + 4)
    close(dg.vmap(lambda a: np.isnan(a) | (a > 0))(x), np.isnan(x) | (x > 0))
    close(dg.vmap(lambda a: np.full_like(a, 2.0) + np.zeros_like(a))(x), np.full((5, 4), 2.0))
    close(dg.vmap(lambda a: np.add.reduce(a))(x), x.sum(1))
    close(dg.vmap(lambda a: np.maximum.accumulate(a))(x), np.maximum.accumulate(x, 1))
    close(dg.vmap(lambda a, b: np.multiply.outer(a, b))(x, y), np.einsum("bi,bj->bij", x, y))
    close(dg.vmap(lambda a: np.where(a > 0, a, 0.0))(x), np.maximum(x, 0))


def test_array_methods_indexing_and_in_place_operators() -> None:
    x = rng.normal(size=(5, 4))

    def f(a: Any) -> Any:
        b = a.copy()
        b[0] = a.max()
        b += 1.0
        return b.sum(keepdims=True) + a.mean() + a.std() + len(a) + sum(a)

    close(dg.vmap(f)(x), loop(f, 0, (x,)))
    close(dg.vmap(lambda a: a[1:3] * a[::-1][:2])(x), x[:, 1:3] * x[:, ::-1][:, :2])
    close(dg.vmap(lambda a: a.astype(np.int64))(x), x.astype(np.int64))


# -- compositions ----------------------------------------------------------------------------
def _f(xp: Any) -> Callable[..., Any]:
    return lambda a: xp.sum(xp.tanh(a) * a) + xp.sum(xp.sin(a)) ** 2


def test_vmap_of_grad_and_grad_of_vmap() -> None:
    x = rng.normal(size=(5, 3))
    want = np.stack([dg.grad(_f(np))(r) for r in x])
    close(dg.vmap(dg.grad(_f(np)))(x), want)
    close(dg.grad(lambda a: dg.vmap(_f(np))(a).sum())(x), want)
    jax = _jax()
    if jax is not None:
        close(want, jax.vmap(jax.grad(_f(jax.numpy)))(x))


def test_vmap_of_jvp_and_jvp_of_vmap() -> None:
    x, t = rng.normal(size=(5, 3)), rng.normal(size=(5, 3))
    want = [dg.jvp(_f(np), (x[i],), (t[i],))[1] for i in range(5)]
    close(dg.vmap(lambda a, u: dg.jvp(_f(np), (a,), (u,))[1])(x, t), want)
    close(dg.jvp(dg.vmap(_f(np)), (x,), (t,))[1], want)
    close(dg.vmap(lambda u: dg.jvp(_f(np), (x[0],), (u,))[1])(t), [
        dg.jvp(_f(np), (x[0],), (t[i],))[1] for i in range(5)])  # fmt: skip
    jax = _jax()
    if jax is not None:
        theirs = jax.vmap(lambda a, u: jax.jvp(_f(jax.numpy), (a,), (u,))[1])(x, t)
        close(want, theirs)


def test_vmap_of_vjp_with_batched_cotangents() -> None:
    x, c = rng.normal(size=(5, 3)), rng.normal(size=(5, 3))
    ours = dg.vmap(lambda a, ct: dg.vjp(np.tanh, a)[1](ct)[0])(x, c)
    close(ours, [dg.vjp(np.tanh, x[i])[1](c[i])[0] for i in range(5)])
    ours = dg.vmap(lambda ct: dg.vjp(np.tanh, x[0])[1](ct)[0])(c)  # one primal, many cotangents
    close(ours, [dg.vjp(np.tanh, x[0])[1](c[i])[0] for i in range(5)])


def test_vmap_of_hessian_and_second_order() -> None:
    x = rng.normal(size=(4, 3))
    close(dg.vmap(dg.hessian(_f(np)))(x), np.stack([dg.hessian(_f(np))(r) for r in x]))
    close(dg.vmap(dg.grad(dg.grad(np.sin)))(x[:, 0]), -np.sin(x[:, 0]))
    jax = _jax()
    if jax is not None:
        close(dg.vmap(dg.hessian(_f(np)))(x), jax.vmap(jax.hessian(_f(jax.numpy)))(x))


def test_custom_vjp_and_custom_jvp_inside_vmap() -> None:
    @dg.custom_vjp
    def csin(a: Any) -> Any:
        return np.sin(a)

    csin.defvjp(lambda a: (np.sin(a), np.cos(a)), lambda c, g: (2.0 * g * c,))

    @dg.custom_jvp
    def ccos(a: Any) -> Any:
        return np.cos(a)

    ccos.defjvp(lambda p, t: (np.cos(p[0]), -3.0 * np.sin(p[0]) * t[0]))
    x = rng.normal(size=(5, 3))
    close(dg.vmap(csin)(x), np.sin(x))
    close(dg.vmap(dg.grad(lambda a: csin(a).sum()))(x), 2.0 * np.cos(x))  # the custom rule
    close(dg.vmap(dg.grad(lambda a: ccos(a).sum()))(x), -3.0 * np.sin(x))


def test_compile_of_vmap_vmap_inside_compile_and_vmap_of_compile() -> None:
    x = rng.normal(size=(5, 3))
    want = np.array([_f(np)(r) for r in x])
    compiled = dg.compile(dg.vmap(_f(np)))
    close(compiled(x), want)
    close(compiled(x + 1.0), [_f(np)(r) for r in x + 1.0])  # the compiled code, run again
    close(dg.compile(lambda a: 2.0 * dg.vmap(_f(np))(a))(x), 2.0 * want)
    close(dg.vmap(dg.compile(_f(np)))(x), want)  # runs f as it is inside vmap
    close(dg.compile(dg.vmap(dg.grad(_f(np))))(x), np.stack([dg.grad(_f(np))(r) for r in x]))


def test_compile_of_vmap_with_unmapped_arguments_and_batched_indices() -> None:
    x, w = rng.normal(size=(5, 3)), rng.normal(size=3)
    f = dg.compile(dg.vmap(lambda a, v: v + a * np.sum(v), in_axes=(0, None)))
    close(f(x, w), w + x * w.sum())
    close(f(x, w + 1.0), w + 1.0 + x * (w + 1.0).sum())  # w is an argument, not a constant
    g = dg.compile(dg.vmap(lambda i, v: v[i] * 2.0, in_axes=(0, None)))
    close(g(np.array([2, 0, 1]), w), 2.0 * w[[2, 0, 1]])


def _mlp_loss(xp: Any) -> Callable[..., Any]:
    def loss(params: Any, xi: Any, yi: Any) -> Any:
        h = xp.tanh(xi @ params["W1"] + params["b1"])
        out = h @ params["W2"] + params["b2"]
        return xp.sum((out - yi) ** 2)

    return loss


def test_per_example_gradients_of_an_mlp() -> None:
    params = {
        "W1": rng.normal(size=(6, 8)),
        "b1": rng.normal(size=8),
        "W2": rng.normal(size=(8, 1)),
        "b2": rng.normal(size=1),
    }
    X, Y = rng.normal(size=(7, 6)), rng.normal(size=(7, 1))
    ours = dg.vmap(dg.grad(_mlp_loss(np)), in_axes=(None, 0, 0))(params, X, Y)
    for k in params:
        close(ours[k], np.stack([dg.grad(_mlp_loss(np))(params, X[i], Y[i])[k] for i in range(7)]))
    jax = _jax()
    if jax is not None:
        theirs = jax.vmap(jax.grad(_mlp_loss(jax.numpy)), in_axes=(None, 0, 0))(params, X, Y)
        for k in params:
            close(ours[k], theirs[k])


def test_box_fallbacks_keep_batched_values_batched() -> None:
    x = rng.normal(size=(4, 5))

    def f(a: Any) -> Any:
        k = np.argmax(a)  # no derivative: through stop_gradient, still one per example
        mask = a > a[k] - 1.0
        return np.sum(np.where(mask, a, 0.0) ** 2) * a.shape[0]

    ours = dg.vmap(dg.grad(f))(x)
    close(ours, np.stack([dg.grad(f)(r) for r in x]))


def test_rule_names_agree_with_the_generator() -> None:
    load_rules()
    assert set(RULES) == set(batch_rules.registered())


def test_keywords_empty_batches_and_outer_values_returned_by_an_inner_vmap(monkeypatch) -> None:
    x = rng.normal(size=(5, 3))
    assert dg.vmap(lambda a: np.add(a, 1, dtype=np.float32))(x).dtype == np.float32
    close(dg.vmap(lambda a: np.sum(a, where=a > 0))(x), np.sum(x, axis=1, where=x > 0))
    close(dg.vmap(lambda a: np.where(a > 0, a, -a))(x), np.abs(x))
    assert dg.vmap(lambda a: a * 2)(np.ones((0, 3))).shape == (0, 3)
    monkeypatch.setattr(generic, "_WARNED", set())  # warned once per process: here, always
    loop = pytest.warns(UserWarning, match="np.insert has no batched form")
    with pytest.raises(ValueError, match="size 0: np.insert"), loop:
        dg.vmap(lambda a: np.insert(a, 1, 0.5))(np.ones((0, 3)))
    assert dg.vmap(lambda a: np.digitize(a, np.array([0.5])))(np.ones((0, 3))).shape == (0, 3)
    # the inner vmap's output does not depend on its own argument: broadcast, as JAX does
    out = dg.vmap(lambda a: dg.vmap(lambda b: a * 2)(np.ones(2)))(x)
    close(out, np.broadcast_to((2 * x)[:, None, :], (5, 2, 3)))


def test_vmap_of_value_and_grad_with_aux_argnums_and_jacobians() -> None:
    x = rng.normal(size=(4, 3))
    (value, aux), g = dg.vmap(dg.value_and_grad(lambda a: (np.sum(a**3), a.mean()), has_aux=True))(
        x
    )
    close(value, (x**3).sum(1))
    close(aux, x.mean(1))
    close(g, 3 * x**2)
    close(dg.vmap(dg.grad(lambda a, b: np.sum(a * b), argnums=(0, 1)))(x, 2 * x)[1], x)
    want = np.stack([np.diag(1 - np.tanh(r) ** 2) for r in x])
    close(dg.vmap(dg.jacrev(np.tanh))(x), want)
    close(dg.vmap(dg.jacfwd(np.tanh))(x), want)
