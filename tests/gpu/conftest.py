"""GPU tests run from a plain checkout (``PYTHONPATH=. pytest tests/gpu``), without installing.

An install maps derivgen.generated, derivgen.codegen and derivgen.templates onto the
top-level generated/, codegen/ and templates/ folders (pyproject.toml's package-dir); from a
checkout that was never installed, this finder maps them the same way. Nothing here needs
Dask, JAX or hypothesis, which a GPU machine may lack.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAPPED = ("generated", "codegen", "templates")


class CheckoutFinder(importlib.abc.MetaPathFinder):
    """Finds derivgen.generated (and codegen, templates) in the checkout's top-level folders."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        package, _, rest = name.partition(".")
        if package != "derivgen" or rest not in MAPPED:
            return None
        folder = ROOT / rest
        return importlib.util.spec_from_file_location(
            name, folder / "__init__.py", submodule_search_locations=[str(folder)]
        )


def _installed() -> bool:
    try:
        return importlib.util.find_spec("derivgen.generated") is not None
    except ModuleNotFoundError:
        return False


if not _installed():
    sys.meta_path.append(CheckoutFinder())


@pytest.fixture(scope="session")
def cupy() -> Any:
    """The cupy module, or a skip saying why there is none (no package, no CUDA device)."""
    try:
        import cupy
    except ImportError as exc:
        pytest.skip(f"CuPy is not importable ({exc}); pip install cupy-cuda12x or cupy-cuda13x")
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as exc:  # CUDARuntimeError: no driver, no device
        pytest.skip(f"CuPy finds no CUDA device ({type(exc).__name__}: {exc})")
    if count < 1:
        pytest.skip("CuPy finds no CUDA device (getDeviceCount() is 0)")
    return cupy
