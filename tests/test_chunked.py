"""A spec of many ops is written in chunk modules, each compiled only when its ops are used."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from derivgen.cli.commands import _load_package
from derivgen.cli.commands import main as derivgen_main
from derivgen.codegen.write import read_manifest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "tests" / "golden" / "minimal" / "spec.yaml"  # 13 ops
KINDS = ("ops", "backward", "jvp", "registry")


def codegen(out: Path, *args: str, spec: Path = SPEC) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "codegen", "--spec", str(spec), "--out", str(out), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )


def chunk_files(folder: Path) -> set[str]:
    return {p.name for p in folder.glob("_*.py") if p.name != "__init__.py"}


def loaded_chunks(package: object) -> set[str]:
    prefix = f"{package.__name__}._"  # type: ignore[attr-defined]
    return {name.rpartition(".")[2] for name in sys.modules if name.startswith(prefix)}


@pytest.fixture()
def chunked(tmp_path: Path) -> Path:
    out = tmp_path / "pkg"
    done = codegen(out, "--chunk-size", "5")
    assert done.returncode == 0, done.stderr
    return out


def test_the_chunks_are_listed_in_the_manifest(chunked: Path) -> None:
    expected = {f"_{kind}_{k:03d}.py" for kind in KINDS for k in range(3)}
    assert chunk_files(chunked) == expected
    manifest = read_manifest(chunked)
    assert manifest is not None and expected <= set(manifest.files)


def test_importing_compiles_no_chunk_and_an_op_only_its_own(chunked: Path) -> None:
    package = _load_package(chunked)
    assert loaded_chunks(package) == set()
    assert len(package.OPS) == 13 and "cube" in package.OPS and "nothing" not in package.OPS
    assert loaded_chunks(package) == set()  # names and membership need no chunk
    info = package.OPS["cube"]  # the 9th op: chunk 1
    assert loaded_chunks(package) == {"_ops_001", "_backward_001", "_jvp_001", "_registry_001"}
    assert info.forward is package.cube is package.ops.cube
    assert info.forward.__module__ == f"{package.__name__}._ops_001"
    x = np.array([0.5, -1.5, 2.0])
    np.testing.assert_allclose(info.forward(x), x**3, rtol=1e-15)
    np.testing.assert_allclose(info.backward(np.ones(3), self=x), 3 * x**2, rtol=1e-15)
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        package.nothing  # noqa: B018
    with pytest.raises(AttributeError, match="nothing_backward"):
        package.backward.nothing_backward  # noqa: B018


def test_every_op_of_the_chunked_package_verifies(chunked: Path, capsys) -> None:
    # Central differences of each op's tests, first and second order, through the chunks
    # (power's test draws negative bases, a NaN for any layout).
    ops = [op for op in _load_package(chunked).OPS if op != "power"]
    assert derivgen_main(["verify", "--generated", str(chunked), *ops]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "12 ops verified"


def test_grad_through_a_registered_chunked_package(chunked: Path) -> None:
    import derivgen as dg

    package = _load_package(chunked)
    dg.register(package, replace=True)
    try:
        x = np.array([0.3, -0.7, 1.1])
        g = dg.grad(lambda v: package.cube(package.sin(v)).sum())(x)
        np.testing.assert_allclose(g, 3 * np.sin(x) ** 2 * np.cos(x), rtol=1e-12)
    finally:
        dg.unregister(package)


def test_fewer_chunks_or_one_file_remove_the_old_chunks(chunked: Path) -> None:
    done = codegen(chunked, "--chunk-size", "7")
    assert done.returncode == 0, done.stderr
    assert chunk_files(chunked) == {f"_{kind}_{k:03d}.py" for kind in KINDS for k in range(2)}
    assert codegen(chunked, "--chunk-size", "7", "--check").returncode == 0
    done = codegen(chunked)  # 13 ops: one file per kind
    assert done.returncode == 0, done.stderr
    assert chunk_files(chunked) == set()
    assert "def cube(" in (chunked / "ops.py").read_text()
    assert not list(chunked.glob(".derivgen-tmp-*"))


def test_check_finds_a_missing_or_foreign_chunk(chunked: Path) -> None:
    (chunked / "_jvp_002.py").unlink()
    done = codegen(chunked, "--chunk-size", "5", "--check")
    assert done.returncode == 1 and "missing:" in done.stderr and "_jvp_002.py" in done.stderr


def test_a_chunk_of_another_spec_refuses_to_import(chunked: Path, tmp_path: Path) -> None:
    other_spec = tmp_path / "other.yaml"
    other_spec.write_text(SPEC.read_text() + "\n# another spec\n")
    other = tmp_path / "other"
    assert codegen(other, "--chunk-size", "5", spec=other_spec).returncode == 0
    # As an interrupted run would leave it: one chunk from the new spec, the rest old.
    (chunked / "_ops_001.py").write_bytes((other / "_ops_001.py").read_bytes())
    package = _load_package(chunked)
    package.OPS["sin"]  # chunk 0 is still consistent
    with pytest.raises(ImportError, match="generated from another spec"):
        package.OPS["cube"]
