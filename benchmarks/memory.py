"""Peak memory of the tanh backward: bytes allocated beyond its inputs, seen by tracemalloc."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks import kernels, peers
from benchmarks.timing import Settings


@dataclass(frozen=True)
class MemoryResult:
    """Peak bytes of each implementation, output included, and one result's size."""

    n: int
    result_bytes: int
    peaks: dict[str, int | None]  # implementation -> peak bytes (None: numexpr not installed)


def peak_bytes(fn: Callable[[], Any]) -> int:
    """The most bytes allocated at once while fn runs, counting its output; inputs excluded."""
    gc.collect()
    tracemalloc.start()
    try:
        out = fn()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    del out
    return peak


def _in_place(grad: np.ndarray, result: np.ndarray) -> np.ndarray:
    out = np.multiply(result, result)
    np.subtract(1, out, out=out)
    return np.multiply(grad, out, out=out)


def run(settings: Settings) -> MemoryResult:
    """tanh's generated backward against the NumPy floor, in-place NumPy and numexpr."""
    import derivgen as dg

    n = 100_000 if settings.quick else 10_000_000
    rng = np.random.default_rng(0)
    info = dg.op_info("tanh")
    values = kernels.bind(info, {"self": rng.standard_normal(n)})
    grad, result = rng.standard_normal(n), values["result"]
    backward, args = dg.get_backward("tanh"), kernels.saved(info, values)
    peaks: dict[str, int | None] = {
        "derivgen": peak_bytes(lambda: backward(grad, **args)),
        "numpy (same formula)": peak_bytes(lambda: grad * (1 - result * result)),
        "numpy (in place, out=)": peak_bytes(lambda: _in_place(grad, result)),
    }
    ne, _ = peers.load("numexpr")
    local = {"grad": grad, "result": result}
    formula = "grad * (1 - result * result)"
    peaks["numexpr"] = peak_bytes(lambda: ne.evaluate(formula, local_dict=local)) if ne else None
    return MemoryResult(n, result.nbytes, peaks)
