"""The smoke run of `make bench`'s vmap, ODE, sparse and import-time steps, beside the
other steps' files (tests/benchmark_steps.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.benchmark_steps import FILES, check_quick_step


@pytest.mark.parametrize("step", FILES["test_benchmarks_transforms"])
def test_quick_step_writes_its_section(step: str, tmp_path: Path) -> None:
    check_quick_step(step, tmp_path)
