"""Peak memory: the tanh backward kernel (tracemalloc), and a whole grad per library (RSS)."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
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
    grad_n: int = 0
    grad_peaks: dict[str, dict[str, Any]] | None = None  # library -> {"rss": .., "traced": ..}


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


# ---------------------------------------------------------------- a whole grad, per library

# glibc raises its mmap threshold after big frees, so later big arrays come from the already
# resident heap and the RSS would not show them; a fixed threshold maps each big array anew.
FIXED_MMAP = {"MALLOC_MMAP_THRESHOLD_": "131072", "MALLOC_TRIM_THRESHOLD_": "131072"}
GRAD_LIBRARIES = (
    "derivgen",
    "derivgen compiled",
    "numpy by hand",
    "autograd",
    "torch",
    "jax (jit)",
)


def _rss_status(field: str) -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    raise OSError(f"no {field} in /proc/self/status")


def _reset_peak() -> bool:
    """Make VmHWM (peak resident memory) restart from the current size; False if Linux won't."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as clear:
            clear.write("5")
        return True
    except OSError:
        return False


def measure_grad_here(label: str, n: int) -> dict[str, Any]:
    """Peak memory of one call of the chain's gradient by ``label``, beyond its inputs.

    "rss": the rise of the process's peak resident memory (VmHWM, reset just before the
    call) over its resident memory before it: the same yardstick for every library,
    including torch and JAX, whose allocations tracemalloc cannot see. "traced": the peak
    tracemalloc reports, for the NumPy-based libraries (NumPy registers its buffers there).
    """
    from benchmarks import composite

    runner = next(r for r in composite.RUNNERS if r.label == label)
    small = composite.Problem("chain", "", 100, composite.chain, (np.linspace(-1, 1, 100),), (0,))
    x = np.random.default_rng(0).uniform(-1, 1, n)
    big = composite.Problem("chain", "", n, composite.chain, (x,), (0,))
    runner.build(small)[0]()  # imports and first-use costs
    call, _ = runner.build(big)
    out = call()  # a warm-up at full size: compile's tracing and JAX's compilation happen here
    del out
    gc.collect()
    if not _reset_peak():
        return {"rss": None, "traced": None}
    before = _rss_status("VmRSS")
    out = call()
    rss = _rss_status("VmHWM") - before
    del out
    traced = peak_bytes(call) if label not in ("torch", "jax (jit)") else None
    return {"rss": rss, "traced": traced}


def grad_peaks(n: int, quick: bool) -> dict[str, dict[str, Any]]:
    """``measure_grad_here`` for each library (derivgen's only with --quick), each in a fresh
    process."""
    out: dict[str, dict[str, Any]] = {}
    for label in GRAD_LIBRARIES:
        if quick and not label.startswith("derivgen"):
            out[label] = {"status": "not in --quick"}
            continue
        module = {"derivgen compiled": "derivgen", "numpy by hand": "numpy"}.get(label, label)
        module = "jax" if label.startswith("jax") else module
        if peers.load(module)[0] is None:
            out[label] = {"status": "not installed"}
            continue
        code = (
            "import json, sys; from benchmarks.memory import measure_grad_here; "
            "print(json.dumps(measure_grad_here(sys.argv[1], int(sys.argv[2]))))"
        )
        done = subprocess.run(
            [sys.executable, "-c", code, label, str(n)],
            capture_output=True,
            text=True,
            env={**os.environ, **FIXED_MMAP},
        )
        if done.returncode != 0:
            last = done.stderr.strip().splitlines()[-1:] or ["no output"]
            out[label] = {"status": f"failed: {last[0][:100]}"}
        else:
            out[label] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def _kernel_peaks(n: int) -> dict[str, int | None]:
    """tanh's generated backward against the NumPy floor, in-place NumPy and numexpr."""
    import derivgen as dg

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
    return peaks


def run(settings: Settings) -> MemoryResult:
    """The tanh backward's peaks, then a whole grad's in each library."""
    n = 100_000 if settings.quick else 10_000_000
    return MemoryResult(n, n * 8, _kernel_peaks(n), n, grad_peaks(n, settings.quick))
