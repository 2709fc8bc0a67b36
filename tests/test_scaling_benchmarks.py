"""Smoke runs of the scaling and GPU benchmarks at tiny sizes, so that `make bench` and the
GPU check cannot rot: the Dask gradients equal the chunk-by-chunk NumPy reference, and the
GPU benchmark's dry run (NumPy in place of CuPy) checks every library against the chain's
gradient written by hand."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_scaling_benchmark_agrees_with_its_reference() -> None:
    pytest.importorskip("distributed", reason="dask.distributed is not installed (test extra)")
    pytest.importorskip("psutil", reason="psutil is not installed (a dependency of distributed)")
    # In a fresh interpreter: a cluster started in a pytest worker that earlier tests left
    # Dask state in (a default client, scheduler settings) once waited forever for its tasks.
    code = textwrap.dedent(
        """
        from benchmarks import scaling

        result = scaling.run(20_000, 5_000, repeats=1, workers=1, processes=False,
                             progress=lambda message: None)
        assert result.agrees and all(result.agrees.values()), result.agrees
        assert {"derivgen: dg.grad", "derivgen: dg.compile(dg.grad)"} <= set(result.seconds)
        text = scaling.markdown(result)
        assert "| derivgen: dg.grad |" in text and "Peak resident memory" in text
        assert result.peak_bytes > 0
        print("agrees")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=ROOT
    )
    assert done.returncode == 0 and done.stdout.strip().endswith("agrees"), done.stderr[-3000:]


def test_gpu_benchmark_dry_run_checks_every_library() -> None:
    from benchmarks import gpu

    text = gpu.run(cpu=True, n=1_000, batch=8, repeats=1, say=print)
    rows = [line for line in text.splitlines() if line.startswith("| chain") or "| MLP" in line]
    assert len(rows) == 8, text
    assert "differs" not in text, text
    derivgen_rows = [row for row in rows if "derivgen" in row]
    assert all("failed" not in row for row in derivgen_rows), text
