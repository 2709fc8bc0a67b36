"""The slow checks of `make lint` and `derivgen verify`, as tests: pytest's workers run them
beside the rest of `make test` instead of one after another before and after it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_clean() -> None:
    """make lint's mypy -p derivgen and -p codegen, in one process (one cache writer)."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "-p", "derivgen", "-p", "codegen"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_derivgen_verify_passes_on_every_op() -> None:
    """Every op's backward and jvp against finite differences, first and second order.
    Without its SymPy step: tests/test_sympy.py makes that comparison for every unary
    elementwise op, as verify does, and tests/test_cli.py runs verify's own SymPy step."""
    done = subprocess.run(
        [sys.executable, "-m", "derivgen", "verify", "--no-sympy"],
        cwd=ROOT, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-4000:]  # each failure: op, input, spec line
