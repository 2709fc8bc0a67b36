"""A quick smoke run of the benchmark suite, so that `make bench` cannot rot."""

from __future__ import annotations

from pathlib import Path

import benchmarks


def test_quick_benchmark_run_writes_the_table_and_the_plot(tmp_path: Path) -> None:
    markdown = benchmarks.run(quick=True, out_dir=tmp_path, progress=None)
    assert (tmp_path / "RESULTS.md").read_text(encoding="utf-8") == markdown
    assert (tmp_path / "results.png").read_bytes().startswith(b"\x89PNG")
    for section in ("Single-op backward kernels", "Composite gradients", "The generator"):
        assert section in markdown
    assert "| tanh |" in markdown
    assert "## 0. Targets (issue 11)" in markdown and "### 1 thread" in markdown
    assert "| 10-op chain | 1e2 |" in markdown and "Peak memory of a whole grad" in markdown
    assert "## vmap, Jacobians and Hessians (issue 18)" in markdown
    assert "| Jacobian | n = 20 | derivgen: dg.jacobian |" in markdown
    assert "## Compiled loops and chains vs JAX jit (issue 24)" in markdown
    assert "| GARCH(1,1) (first call) | T = 40 | derivgen compile |" in markdown
