"""A plain (non-editable) install of the wheel works from a folder outside the repository.

It builds the wheel from a copy of the repository, installs it into a fresh virtual
environment (its dependencies come from this one's site-packages) and runs the commands a
new user would, in a folder holding a package of its own named ``generated``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*command: str | Path, cwd: Path, expect: int = 0) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True)
    assert done.returncode == expect, f"{command}: {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The bin/ folder of a fresh environment with the wheel installed, and a user folder."""
    tmp = tmp_path_factory.mktemp("install")
    files = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split("\0")
    source = tmp / "source"
    for name in filter(None, files):
        target = source / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / name).is_symlink():
            target.symlink_to(os.readlink(ROOT / name))
        elif (ROOT / name).is_file():
            shutil.copyfile(ROOT / name, target)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    _run(*pip, "wheel", "--no-deps", "-w", tmp / "wheel", source, cwd=tmp)
    (wheel,) = (tmp / "wheel").glob("derivgen-*.whl")
    env = tmp / "env"
    venv.create(env, with_pip=False)
    python = env / "bin" / "python"
    _run(*pip, "--python", python, "install", "--no-deps", wheel, cwd=tmp)
    # The dependencies (numpy, scipy, pyyaml, jinja2) from this environment, appended after
    # the fresh environment's own site-packages; its .pth files (the editable install of
    # this repository) are not read.
    site = _run(python, "-c", "import site; print(site.getsitepackages()[0])", cwd=tmp)
    Path(site.stdout.strip(), "dependencies.pth").write_text(sysconfig.get_paths()["purelib"])
    user = tmp / "user"
    (user / "generated").mkdir(parents=True)
    (user / "generated" / "__init__.py").write_text("raise ImportError('the user package')\n")
    return env / "bin", user


def test_the_installed_package_is_not_the_repository(installed: tuple[Path, Path]) -> None:
    bin_dir, user = installed
    code = "import derivgen, derivgen.generated as g; print(derivgen.__file__, g.__file__)"
    paths = _run(bin_dir / "python", "-c", code, cwd=user).stdout.split()
    assert all(str(bin_dir.parent) in p for p in paths), paths


_METADATA = """
import json
from importlib import metadata
dist = metadata.distribution("derivgen")
meta = dist.metadata
print(json.dumps({
    "license": meta.get("License-Expression"),
    "license_files": meta.get_all("License-File"),
    "licence_text": (dist.read_text("licenses/LICENSE") or dist.read_text("LICENSE") or ""),
    "author": meta.get("Author") or meta.get("Author-email"),
    "classifiers": meta.get_all("Classifier"),
    "urls": meta.get_all("Project-URL"),
    "requires_python": meta.get("Requires-Python"),
}))
"""


def test_the_wheel_declares_its_licence_authors_and_pythons(
    installed: tuple[Path, Path],
) -> None:
    bin_dir, user = installed
    meta = json.loads(_run(bin_dir / "python", "-c", _METADATA, cwd=user).stdout)
    assert meta["license"] == "MIT" and meta["license_files"] == ["LICENSE"]
    assert meta["licence_text"].startswith("MIT License")
    assert "Copyright (c) 2026 derivgen developers" in meta["licence_text"]
    assert meta["licence_text"] == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert meta["author"] == "derivgen developers"
    # No project URLs until the repository has a public address: a placeholder would mislead.
    assert not meta["urls"]
    # every Python from the declared floor to the newest supported one is a classifier
    assert meta["requires_python"] == ">=3.10"
    versions = {c.rsplit(" ", 1)[1] for c in meta["classifiers"] if "Python :: 3." in c}
    assert versions == {"3.10", "3.11", "3.12", "3.13"}
    assert "Typing :: Typed" in meta["classifiers"]


def test_list_show_and_check(installed: tuple[Path, Path]) -> None:
    bin_dir, user = installed
    listed = _run(bin_dir / "derivgen", "list", cwd=user).stdout.splitlines()
    assert listed[-1].endswith("categories") and int(listed[-1].split()[0]) > 200
    shown = _run(bin_dir / "derivgen", "show", "tanh", cwd=user).stdout
    assert shown.startswith("tanh(Tensor self) -> Tensor") and "def tanh_backward" in shown
    checked = _run(bin_dir / "derivgen", "check", cwd=user).stdout
    assert "match the spec" in checked


def test_generate_needs_a_spec_and_never_writes_the_installed_package(
    installed: tuple[Path, Path],
) -> None:
    bin_dir, user = installed
    refused = _run(bin_dir / "derivgen", "generate", cwd=user, expect=2)
    assert "no derivatives.yaml in" in refused.stderr
    refused = _run(bin_dir / "python", "-m", "derivgen.codegen", cwd=user, expect=2)
    assert "give --spec PATH --out DIR" in refused.stderr


def test_python_m_derivgen_codegen_with_a_spec_of_ones_own(installed: tuple[Path, Path]) -> None:
    bin_dir, user = installed
    shutil.copyfile(ROOT / "tests" / "golden" / "minimal" / "spec.yaml", user / "spec.yaml")
    command = ["-m", "derivgen.codegen", "--spec", "spec.yaml", "--out", "y"]
    _run(bin_dir / "python", *command, cwd=user)
    expected = ROOT / "tests" / "golden" / "minimal" / "expected"
    for path in expected.glob("*.py"):  # the golden package, byte for byte
        assert (user / "y" / path.name).read_text() == path.read_text(), path.name
