"""Every op of the spec on CuPy arrays, from its ``tests: cases``: forward, dg.vjp and dg.jvp
agree with NumPy's (on cupy.asnumpy of the results), and every result is a cupy.ndarray, so
nothing went through the host. An op the spec marks ``engines: {cupy: ...}`` must be refused
with that message. Skipped, saying why, where CuPy or a CUDA device is missing; elsewhere
tests/test_strict_engine.py guards the same kernels with a strict duck array."""

from __future__ import annotations

from contextlib import nullcontext
from typing import Any

import pytest

from derivgen.ops.registry import ops
from tests.engine_sweep import DERIVATIVE_CASES, Engine, run_case
from tests.opcases import cases


@pytest.fixture(scope="module")
def engine(cupy: Any) -> Engine:
    return Engine(
        name="cupy",
        to_engine=cupy.asarray,
        to_host=cupy.asnumpy,
        array_type=cupy.ndarray,
    )


OPS = sorted(ops())


@pytest.mark.parametrize("op", OPS)
def test_op_on_cupy(op: str, engine: Engine) -> None:
    limit = ops()[op].engines.get("cupy")
    for number, case in enumerate(cases(op)):
        if limit is not None:
            with pytest.raises(TypeError, match=f"does not run {op} on a cupy array: "):
                run_case(engine, case, True, nullcontext())
            return
        run_case(engine, case, number < DERIVATIVE_CASES, nullcontext())


def test_grad_of_a_slice_and_a_take_stay_on_the_device(engine: Engine) -> None:
    import numpy as np

    import derivgen as dg

    x = np.linspace(-1.0, 1.0, 100_000)
    on = engine.to_engine(x)
    g = dg.grad(lambda v: np.sum(v[1:] ** 2))(on)
    h = dg.grad(lambda v: np.sum(np.take(v, np.array([0, 0, 99_999]), axis=0) ** 2))(on)
    assert isinstance(g, engine.array_type) and isinstance(h, engine.array_type)
    np.testing.assert_allclose(engine.to_host(g), np.r_[0.0, 2 * x[1:]], rtol=1e-15)
    want = np.zeros_like(x)
    want[[0, -1]] = [4 * x[0], 2 * x[-1]]
    np.testing.assert_allclose(engine.to_host(h), want, rtol=1e-15)
