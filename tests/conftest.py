"""Test-wide settings: compile's calibration choices stay in memory, not in ~/.cache.

The op cases of the spec that pass ``s`` without ``axes`` to an n-dimensional FFT use a
spelling NumPy 2 deprecates, on purpose (the last len(s) axes); only those tests (and the
vmap tests of those ops, which run every case of an op) hide
NumPy's DeprecationWarning. derivgen's own calls always pass ``axes``
(tests/test_hygiene.py checks).
"""

import functools
import gc
import inspect
import os
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("DERIVGEN_CACHE_DIR", "")

# The tests check what compiled code computes; its speed is make bench's. Numba and XLA (JAX's
# references) compile here without LLVM's optimisation passes, which cuts their compile time by
# a third: IEEE results are the same, as neither is allowed fast-math reassociation. Set before
# either is imported; the benchmark smoke tests' subprocesses inherit it.
os.environ.setdefault("NUMBA_OPT", "0")
if "xla_backend_optimization_level" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (
        os.environ.get("XLA_FLAGS", "") + " --xla_backend_optimization_level=0"
    ).strip()

# Dask's FFTs warn again with the category's name in front of NumPy's text: ".*" matches both.
S_WITHOUT_AXES = "ignore:.*`axes` should not be `None` if `s` is not `None`:DeprecationWarning"


def passes_s_without_axes(case: Any) -> bool:
    """Whether an op case (tests/opcases.py) calls an FFT with s and NumPy's axes=None."""
    args = getattr(case, "args", None)
    if not isinstance(args, dict) or args.get("s") is None or args.get("axes") is not None:
        return False
    axes = inspect.signature(case.info.forward).parameters.get("axes")
    return axes is not None and axes.default is None


@functools.cache
def _op_passes_s_without_axes(op: str) -> bool:
    """Whether any of an op's spec cases does (the vmap tests take an op and run its cases)."""
    from derivgen.ops.registry import ops
    from tests.opcases import cases

    return op in ops() and any(passes_s_without_axes(case) for case in cases(op))


# The whole-library sweeps (.ci/slow-files) run first, then the heaviest other files
# (.ci/heavy-files), each list from the longest: pytest-xdist hands whole files to its workers
# in collection order, so the longest start first and the short ones fill the end, and the two
# workers finish together. A file in neither list keeps its place after them.
def _listed(name: str) -> list[str]:
    path = Path(__file__).resolve().parent.parent / ".ci" / name
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


_FIRST = {path: rank for rank, path in enumerate(_listed("slow-files") + _listed("heavy-files"))}


def _listed_first(item: pytest.Item) -> int:
    return _FIRST.get(f"tests/{item.path.name}", len(_FIRST))


def pytest_configure(config: pytest.Config) -> None:
    if os.environ["NUMBA_OPT"] == "0":
        # Unoptimised, Numba keeps the ODE drivers' calls of the system's kernel as dynamic
        # globals and declines to cache them (optimised, as users run it, it caches them).
        config.addinivalue_line(
            "filterwarnings", "ignore:Cannot cache compiled function .* dynamic globals"
        )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=_listed_first)  # stable: each file's tests keep their order
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is None:
            continue
        op = callspec.params.get("op")
        if passes_s_without_axes(callspec.params.get("case")) or (
            isinstance(op, str) and _op_passes_s_without_axes(op)
        ):
            item.add_marker(pytest.mark.filterwarnings(S_WITHOUT_AXES))


# The cyclic collector scans every object alive: after collection that is some millions (every
# test's parameters), which made each full collection cost seconds, and the benchmark steps'
# timing collects before every run (a step that takes 3 s alone took 290 s in a worker). What
# is alive when a test file starts (collection, earlier files' caches) is moved out of the
# collector's sight with gc.freeze(); cycles made and dropped by the tests are still collected.
_frozen_for: set[Path] = set()


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.path not in _frozen_for:
        _frozen_for.add(item.path)
        gc.collect()
        gc.freeze()
