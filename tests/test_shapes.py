"""Shapes from hypothesis: 0-d, size-1 and empty dimensions, and mutually broadcastable pairs."""

from __future__ import annotations

import numpy as np
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import derivgen as dg
from derivgen.ops.registry import ops
from tests.opcases import DEFAULT_DOMAIN

UNARY = sorted(
    n for n, i in ops().items() if i.elementwise and len(i.inputs) == 1 == len(i.outputs)
)
BINARY = sorted(
    n
    for n, i in ops().items()
    if i.elementwise and len(i.inputs) == 2 == len(i.differentiable) and len(i.outputs) == 1
)
SHAPES = hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3)


def _domain(info, name: str) -> tuple[float, float]:
    domain = info.tests.get("domain", DEFAULT_DOMAIN)
    return tuple(domain.get(name, DEFAULT_DOMAIN) if isinstance(domain, dict) else domain)


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(UNARY), shape=SHAPES, seed=st.integers(0, 2**16))
def test_unary_ops_at_any_shape(name: str, shape: tuple[int, ...], seed: int) -> None:
    info = ops()[name]
    low, high = _domain(info, "self")
    x = np.random.default_rng(seed).uniform(low, high, size=shape)
    g = dg.get_grad(name)(x)
    assert g.shape == x.shape and g.dtype == x.dtype
    eps = 1e-6
    numeric = (info.forward(x + eps) - info.forward(x - eps)) / (2 * eps)
    np.testing.assert_allclose(g, numeric, rtol=1e-5, atol=1e-6)


@settings(max_examples=60, deadline=None)
@given(
    name=st.sampled_from(BINARY),
    shapes=hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=3),
    seed=st.integers(0, 2**16),
)
def test_binary_ops_on_broadcastable_shapes(name: str, shapes, seed: int) -> None:
    info = ops()[name]
    rng = np.random.default_rng(seed)
    a_shape, b_shape = shapes.input_shapes
    a = rng.uniform(*_domain(info, info.inputs[0]), size=a_shape)
    b = rng.uniform(*_domain(info, info.inputs[1]), size=b_shape)
    # operands 1e-4 apart or more: the central difference below never straddles a tie (fmax,
    # maximum, ..., whose derivative jumps there; one draw had a pair 6e-7 apart)
    assume(bool(np.all(np.abs(np.subtract(a, b)) > 1e-4)))
    out, vjp_fn = dg.vjp(name, a, b)
    assert out.shape == shapes.result_shape
    u = rng.standard_normal(out.shape)
    ga, gb = vjp_fn(u)
    assert ga.shape == a.shape and gb.shape == b.shape
    eps = 1e-6
    for x, g, which in ((a, ga, 0), (b, gb, 1)):
        for index in np.ndindex(x.shape):
            step = np.zeros_like(x)
            step[index] = eps
            args_up = (a + step, b) if which == 0 else (a, b + step)
            args_down = (a - step, b) if which == 0 else (a, b - step)
            numeric = np.sum(u * (info.forward(*args_up) - info.forward(*args_down))) / (2 * eps)
            np.testing.assert_allclose(g[index], numeric, rtol=1e-5, atol=1e-6)
