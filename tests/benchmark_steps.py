"""The benchmark smoke tests' shared check: one step of `make bench` at --quick's sizes.

The steps are shared out among three test files (test_benchmarks*.py), so that pytest's two
workers, which take whole files, run them side by side.
"""

from __future__ import annotations

from pathlib import Path

import benchmarks

# Which file runs which steps (about a third of the time each).
FILES = {
    "test_benchmarks": ("kernels", "composite", "examples", "generator", "memory", "checkpoint"),
    "test_benchmarks_native": ("native",),
    "test_benchmarks_transforms": ("vmap", "ode", "sparse", "startup"),
}

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


def check_quick_step(step: str, tmp_path: Path) -> None:
    """Run one step at --quick's sizes; its section is written, with what SHOWN says."""
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
    if step == "native":  # the same for issue 24's targets, stated at T = 1000, N = 1e6, ...
        targets = markdown.split("| target (issue 24 §4) |", 1)[1].split("\n\n", 1)[0]
        assert "not judged (T = 40; the target is at T = 1000)" in targets
        assert "not judged (first 3 programs; the target is at all programs)" in targets
        assert "NOT MET" not in targets and "| MET |" not in targets
