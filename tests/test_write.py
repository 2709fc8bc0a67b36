"""Writing generated/: only changed files, stale ones removed, others never touched; --check."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "tests" / "golden" / "minimal" / "spec.yaml"


def codegen(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "codegen", "--spec", str(SPEC), "--out", "pkg", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )


@pytest.fixture()
def tree(tmp_path: Path) -> Path:
    assert codegen(tmp_path).returncode == 0
    return tmp_path


def test_regeneration_with_no_change_touches_nothing(tree: Path) -> None:
    stamps = {p: p.stat().st_mtime_ns for p in (tree / "pkg").iterdir()}
    result = codegen(tree)
    assert result.returncode == 0 and "up to date" in result.stdout
    assert {p: p.stat().st_mtime_ns for p in (tree / "pkg").iterdir()} == stamps


def test_check_passes_on_a_fresh_tree(tree: Path) -> None:
    result = codegen(tree, "--check")
    assert result.returncode == 0, result.stderr


def test_check_reports_stale_missing_and_orphaned_files(tree: Path) -> None:
    pkg = tree / "pkg"
    (pkg / "ops.py").write_text((pkg / "ops.py").read_text() + "# edited\n")
    (pkg / "jvp.py").unlink()
    orphan = pkg / "old.py"
    orphan.write_text("# @generated from spec.yaml (sha256: 0). Do not edit.\n")
    manifest = pkg / ".manifest"  # as if an earlier version of the spec had made old.py
    manifest.write_text(manifest.read_text() + f"file {'0' * 64} old.py\n")
    mine = pkg / "notes.txt"
    mine.write_text("user file\n")
    result = codegen(tree, "--check")
    assert result.returncode == 1
    assert "stale: pkg/ops.py" in result.stderr
    assert "missing: pkg/jvp.py" in result.stderr
    assert "orphaned: pkg/old.py" in result.stderr
    assert "notes.txt" not in result.stderr
    assert (pkg / "ops.py").read_text().endswith("# edited\n"), "--check must write nothing"

    assert codegen(tree).returncode == 0
    assert not orphan.exists(), "a stale generated file is removed"
    assert mine.read_text() == "user file\n", "files the generator does not own are left alone"
    assert codegen(tree, "--check").returncode == 0


def test_repository_generated_tree_matches_spec() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "codegen", "--check"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_interrupted_write_leaves_old_files(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """If writing fails part-way, no target file has changed and no temp file is left."""
    from derivgen.codegen import write

    pkg = tree / "pkg"
    before = {p.name: p.read_text() for p in pkg.iterdir()}
    files = {pkg / name: text + "# new\n" for name, text in before.items() if name.endswith(".py")}
    todo = write.plan(files, pkg)
    calls = {"n": 0}
    real = write.os.fdopen

    def failing_fdopen(*args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 3:
            raise OSError("disk full")
        return real(*args, **kwargs)

    monkeypatch.setattr(write.os, "fdopen", failing_fdopen)
    with pytest.raises(write.OutputError, match="disk full"):
        write.apply(files, todo)
    assert {p.name: p.read_text() for p in pkg.iterdir()} == before


def test_generated_files_have_one_deterministic_header(tree: Path) -> None:
    for path in (tree / "pkg").glob("*.py"):
        first = path.read_text().splitlines()[0]
        assert first.startswith("# @generated from spec.yaml (sha256: ")
        assert first.endswith("). Do not edit.")


def test_user_package_is_importable_and_queryable(tree: Path) -> None:
    """A user's own spec, generated with --out, gives a package whose ops can be queried."""
    shutil.copytree(tree / "pkg", tree / "mypkg")
    code = (
        "import numpy as np, mypkg\n"
        "info = mypkg.OPS['cube']\n"
        "x = np.array([0.5, -1.0, 2.0])\n"
        "g = info.backward(np.ones(3), x)\n"
        "fd = (info.forward(x + 1e-6) - info.forward(x - 1e-6)) / 2e-6\n"
        "assert np.allclose(g, fd, atol=1e-6), (g, fd)\n"
        "assert info.formulas['self'] == 'grad * 3 * self ** 2'\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tree,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{tree}:{ROOT}", "PATH": ""},
    )
    assert result.stdout.strip() == "ok", result.stderr


def test_generated_files_get_the_mode_the_umask_gives(tree: Path) -> None:
    """Not mkstemp's 0600: generated files are as readable as any file the user writes."""
    import os

    umask = os.umask(0)
    os.umask(umask)
    for path in (tree / "pkg").glob("*.py"):
        assert path.stat().st_mode & 0o777 == 0o666 & ~umask, oct(path.stat().st_mode)


def test_check_passes_from_any_working_directory(tmp_path: Path) -> None:
    """Generated text must not depend on where the generator is run from."""
    result = subprocess.run(
        [sys.executable, "-m", "codegen", "--check"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )
    assert result.returncode == 0, result.stderr
