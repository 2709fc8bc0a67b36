"""No side effects and no noise: `make clean` leaves nothing, pytest without torch is quiet."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_clean_removes_what_the_build_leaves(tmp_path: Path) -> None:
    shutil.copyfile(ROOT / "Makefile", tmp_path / "Makefile")
    left = [
        ".venv/bin",
        ".venv310/bin",
        ".venv-floors/bin",
        "derivgen.egg-info",
        ".hypothesis/examples",
        ".pytest_cache",
        ".ruff_cache",
        ".mypy_cache",
        "build/lib",
        "dist",
        "derivgen/__pycache__",
        "codegen/caches/__pycache__",
    ]
    for folder in left:
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "file").write_text("")
    (tmp_path / "derivgen" / "kept.py").write_text("")
    done = subprocess.run(["make", "clean"], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    remaining = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*"))
    assert remaining == ["Makefile", "codegen", "codegen/caches", "derivgen", "derivgen/kept.py"]


def test_pytest_without_torch_skips_the_oracle_cleanly() -> None:
    """Anything but the Makefile's --ignore=tests/oracle collects the oracle too."""
    code = (
        "import sys; sys.modules['torch'] = None; import pytest; "
        "sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', '-k', 'cube', 'tests/oracle']))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    output = done.stdout + done.stderr
    assert done.returncode in (0, 5), output  # 5: every test deselected or skipped
    assert "Traceback" not in output and "Error" not in output, output


FFTS = ["fftn", "ifftn", "rfftn", "irfftn", "fft2", "ifft2", "rfft2", "irfft2"]


@pytest.mark.parametrize("name", FFTS)
def test_derivgen_calls_ffts_without_deprecated_spellings(name: str) -> None:
    """Every derivative of an FFT called as NumPy 2 wants (s with axes) warns nothing."""
    import warnings

    import numpy as np

    import derivgen as dg

    fft = getattr(np.fft, name)
    x = np.random.default_rng(0).normal(size=(2, 3, 4))

    def f(a: np.ndarray) -> np.ndarray:
        return np.abs(fft(a, s=(3, 4), axes=(0, 2))) ** 2

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        dg.grad(lambda a: f(a).sum())(x)
        dg.jvp(f, (x,), (x,))
        dg.hessian(lambda a: f(a).sum())(x[:, :1, :2])
        dg.compile(dg.grad(lambda a: f(a).sum()))(x)


def test_the_s_without_axes_filter_is_only_on_the_cases_that_spell_it() -> None:
    from tests.conftest import passes_s_without_axes
    from tests.opcases import all_cases

    marked = sorted(case.id for case in all_cases() if passes_s_without_axes(case))
    assert marked and all(m.split("-")[0] in FFTS[:4] for m in marked), marked


def test_a_runtime_install_needs_only_numpy_and_scipy() -> None:
    """PyYAML and Jinja2 are the generator's (the `generate` extra); tests pull in the rest."""
    from importlib import metadata

    requires = metadata.requires("derivgen") or []
    runtime = sorted(r.split(">=")[0] for r in requires if "extra ==" not in r)
    assert runtime == ["numpy", "scipy"], requires
    generate = sorted(r.split(">=")[0] for r in requires if 'extra == "generate"' in r)
    assert generate == ["jinja2", "pyyaml"], requires
