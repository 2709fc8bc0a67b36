"""The generated fast paths (in-place and numexpr-fused) give the plain formula's results."""

from __future__ import annotations

import inspect

import numpy as np
import pytest

from derivgen import numeric
from derivgen.ops.registry import ops
from tests.opcases import DEFAULT_DOMAIN

FAST = sorted(n for n, i in ops().items() if "kernels.same_layout" in inspect.getsource(i.backward))
N = numeric.FUSED_MIN_SIZE + 17


class Plain(np.ndarray):
    """An ndarray subclass: generated fast paths accept only exact ndarrays, so this takes the
    plain formula, which is the reference."""


def _arguments(name: str, dtype: type) -> tuple[list, list]:
    info = ops()[name]
    rng = np.random.default_rng(0)
    domain = info.tests.get("domain", DEFAULT_DOMAIN)
    inputs = {}
    for arg in info.inputs:
        low, high = domain.get(arg, DEFAULT_DOMAIN) if isinstance(domain, dict) else domain
        inputs[arg] = rng.uniform(low, high, N).astype(dtype)
    result = info.forward(**inputs)
    grad = rng.standard_normal(N).astype(dtype)
    saved = []
    for s in info.saved:
        saved.append(result if s == "result" else inputs[s] if s in inputs else (N,))
    plain = [grad.view(Plain)] + [x.view(Plain) if isinstance(x, np.ndarray) else x for x in saved]
    return [grad, *saved], plain


def _by_keyword(info):
    """The backward called as people do: the cotangent, then the saved values by name."""
    return lambda grad, *saved: info.backward(grad, **dict(zip(info.saved, saved, strict=True)))


def _as_tuple(value):
    return value if isinstance(value, tuple) else (value,)


def test_fast_paths_exist_for_multi_step_formulas() -> None:
    assert {"tanh", "sin", "expit", "divide"} <= set(FAST)


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", FAST)
def test_in_place_kernel_equals_plain_formula(name: str, dtype, monkeypatch) -> None:
    monkeypatch.setattr(numeric.kernels, "FUSED", False)
    fast_args, plain_args = _arguments(name, dtype)
    backward = _by_keyword(ops()[name])
    with np.errstate(all="ignore"):
        fast, plain = _as_tuple(backward(*fast_args)), _as_tuple(backward(*plain_args))
    for a, b in zip(fast, plain, strict=True):
        if a is None and b is None:  # a non_differentiable input (a Bessel order, ...)
            continue
        assert type(a) is np.ndarray and a.dtype == dtype
        np.testing.assert_array_equal(a, np.asarray(b))


@pytest.mark.parametrize("name", FAST)
def test_fused_kernel_equals_plain_formula(name: str, monkeypatch) -> None:
    pytest.importorskip("numexpr", reason="numexpr is in the test extra")
    monkeypatch.setattr(numeric.kernels, "FUSED", True)
    fast_args, plain_args = _arguments(name, np.float64)
    backward = _by_keyword(ops()[name])
    with np.errstate(all="ignore"):
        fast, plain = _as_tuple(backward(*fast_args)), _as_tuple(backward(*plain_args))
    for a, b in zip(fast, plain, strict=True):
        if a is None and b is None:  # a non_differentiable input
            continue
        # Relative to the array's scale: where a formula cancels (gelu near its minimum),
        # elementwise relative error of a ~0 result measures rounding order, not correctness.
        scale = float(np.max(np.abs(b)))
        np.testing.assert_allclose(a, np.asarray(b), rtol=1e-12, atol=1e-12 * scale)


def test_broadcast_arguments_take_the_plain_path() -> None:
    grad = np.ones(N)
    other = np.full(N, 2.0)
    g_self, g_other = ops()["divide"].backward(
        grad, self_shape=(1,), other=other, result=np.full(N, 0.5)
    )
    assert g_self.shape == (1,)
    np.testing.assert_allclose(g_self, [N / 2])
    assert g_other.shape == (N,)
