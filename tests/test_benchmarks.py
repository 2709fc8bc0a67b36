"""A quick smoke run of every benchmark step, so that `make bench` cannot rot.

Each step runs as its own test (``benchmarks.run(steps=...)``), so pytest's workers share
them; a step that fails shows its error in the Markdown instead of its section.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import benchmarks

# What each step's section must show at --quick's sizes.
SHOWN = {
    "kernels": ["## 1. Single-op backward kernels", "| tanh |"],
    "composite": ["## 2. Composite gradients", "### 1 thread", "| 10-op chain | 1e2 |"],
    "examples": ["## Autograd's example programs"],
    "vmap": [
        "## vmap, Jacobians and Hessians (issue 18)",
        "| Jacobian | n = 20 | derivgen: dg.jacobian |",
    ],
    "native": [
        "## Compiled loops and chains vs JAX jit (issue 24)",
        "| GARCH(1,1) (first call) | T = 40 | derivgen compile |",
    ],
    "sparse": [
        "## Sparse matrices (issue 27)",
        "| grad of x @ (L @ x) | 1e+04 | derivgen: dg.grad |",
    ],
    "generator": ["## 3. The generator"],
    "startup": ["## 4. Import time"],
    "memory": ["## 5. Peak memory of the tanh backward", "Peak memory of a whole grad"],
    "checkpoint": ["## Checkpointing: grad through"],
    "ode": [
        "## ODE fit gradient (odeint's reverse rules)",
        "| derivgen odeint, adjoint method forced |",
    ],
}


def test_every_step_has_its_check() -> None:
    assert sorted(SHOWN) == sorted(benchmarks.STEPS)


@pytest.mark.parametrize("step", benchmarks.STEPS)
def test_quick_step_writes_its_section(step: str, tmp_path: Path) -> None:
    markdown = benchmarks.run(quick=True, out_dir=tmp_path, progress=None, steps=(step,))
    assert (tmp_path / "RESULTS.md").read_text(encoding="utf-8") == markdown
    assert (tmp_path / "results.png").read_bytes().startswith(b"\x89PNG")
    assert f"## {step}\n\nfailed:" not in markdown, markdown
    for text in SHOWN[step]:
        assert text in markdown, f"{step}: {text!r} is missing from\n{markdown}"
    assert "## 0. Targets (issue 11)" in markdown
    if step == "vmap":
        # --quick measures smaller sizes than issue 18's targets: named as measured, not judged
        targets = markdown.split("| target (issue 18 §4) |", 1)[1].split("\n\n", 1)[0]
        assert "| Jacobian R^20 → R^20 vs HIPS autograd" in targets and "R^200" not in targets
        assert "not judged (n = 20; the target is at n = 200)" in targets
        assert "NOT MET" not in targets and "| met |" not in targets


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
