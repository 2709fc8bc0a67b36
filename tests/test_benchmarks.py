"""A quick smoke run of every benchmark step, so that `make bench` cannot rot.

Each step runs as its own test (``benchmarks.run(steps=...)``), in this file or in
test_benchmarks_native.py and test_benchmarks_transforms.py (tests/benchmark_steps.py says
which); a step that fails shows its error in the Markdown instead of its section.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import benchmarks
from tests.benchmark_steps import FILES, SHOWN, check_quick_step


def test_every_step_has_its_check_and_one_file() -> None:
    assert sorted(SHOWN) == sorted(benchmarks.STEPS)
    assert sorted(step for steps in FILES.values() for step in steps) == sorted(benchmarks.STEPS)


@pytest.mark.parametrize("step", FILES["test_benchmarks"])
def test_quick_step_writes_its_section(step: str, tmp_path: Path) -> None:
    check_quick_step(step, tmp_path)


def test_an_unknown_step_is_named() -> None:
    with pytest.raises(ValueError, match="no benchmark step odes; the steps: kernels, "):
        benchmarks.run(quick=True, steps=("odes",))


def test_a_benchmark_module_runs_without_the_package_importing_it_first() -> None:
    """`python -m benchmarks.vmap` once warned that the package had imported it already."""
    done = subprocess.run(
        [sys.executable, "-W", "error::RuntimeWarning", "-m", "benchmarks.vmap", "--help"],
        capture_output=True, text=True, timeout=120, cwd=Path(__file__).resolve().parent.parent,
    )  # fmt: skip
    assert done.returncode == 0 and done.stderr == "", done.stderr
