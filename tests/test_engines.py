"""Every op of the spec on Dask arrays, from its ``tests: cases``: forward, dg.vjp and dg.jvp
agree with NumPy's, every result is a Dask array, and nothing is computed until the test
asks (a dask callback counts the computes). An op that cannot run on Dask is marked in the
spec (``engines: {dask: ...}``) and must be refused with that message; an op that fails
without the mark fails here, as test_vmap_ops.py does for ``batch: loop``."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from derivgen.ops.registry import ops
from tests.engine_sweep import DERIVATIVE_CASES, Engine, run_case
from tests.opcases import cases

da = pytest.importorskip("dask.array", reason="Dask is not installed: pip install 'dask[array]'")
callbacks = pytest.importorskip("dask.callbacks")


def _chunks(shape: tuple[int, ...]) -> tuple[int, ...]:
    """Two chunks along every axis that has at least two elements."""
    return tuple(max(1, -(-n // 2)) for n in shape)


DASK = Engine(
    name="dask",
    to_engine=lambda x: da.from_array(x, chunks=_chunks(x.shape)),
    to_host=lambda x: x.compute(scheduler="sync"),
    array_type=da.Array,
)


class Computes(callbacks.Callback):  # type: ignore[misc, name-defined]
    """Counts the computes (graph executions) started while it is active."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def _start(self, dsk: Any) -> None:
        self.count += 1


OPS = sorted(ops())


@pytest.mark.parametrize("op", OPS)
def test_op_on_dask(op: str) -> None:
    limit = ops()[op].engines.get("dask")
    with warnings.catch_warnings():
        # Dask warns, then computes, for a NumPy function it lacks: that compute is a failure.
        warnings.filterwarnings("error", message=".*is not implemented by Dask")
        for number, case in enumerate(cases(op)):
            computes = Computes()
            if limit is not None:
                with pytest.raises(TypeError, match=f"does not run {op} on a dask array: "):
                    run_case(DASK, case, True, computes)
                assert limit in str(_refusal(case)), "the refusal carries the spec's message"
                return
            run_case(DASK, case, number < DERIVATIVE_CASES, computes)
            assert computes.count == 0, f"{case.id}: {computes.count} computes while tracing"


def _refusal(case: Any) -> Exception:
    try:
        case.function()(*[DASK.to_engine(x) for x in case.inputs()])
    except TypeError as exc:
        return exc
    raise AssertionError(f"{case.id}: not refused on Dask")


def test_grad_of_a_slice_stays_lazy() -> None:
    """The issue's example: the adjoint of v[1:] on 1e5 elements in 10 chunks."""
    import derivgen as dg

    x = np.linspace(-1.0, 1.0, 100_000)
    lazy = da.from_array(x, chunks=10_000)
    with Computes() as computes:
        g = dg.grad(lambda v: np.sum(v[1:] ** 2))(lazy)
        h = dg.grad(lambda v: np.sum(np.take(v, np.array([0, 0, 99_999]), axis=0) ** 2))(lazy)
    assert computes.count == 0
    assert isinstance(g, da.Array) and isinstance(h, da.Array)
    np.testing.assert_allclose(g.compute(), np.r_[0.0, 2 * x[1:]], rtol=1e-15)
    want = np.zeros_like(x)
    want[[0, -1]] = [4 * x[0], 2 * x[-1]]
    np.testing.assert_allclose(h.compute(), want, rtol=1e-15)
