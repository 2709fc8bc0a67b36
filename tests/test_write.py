"""Writing generated/: only changed files, stale ones removed, others never touched; --check."""

from __future__ import annotations

import os
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
        "g = info.backward(np.ones(3), self=x)\n"
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


# The output folder is owned by the generator: only what its manifest lists.


def run_in(tmp_path: Path, *args: str) -> tuple[int, str]:
    """The generator in-process on the minimal spec, from tmp_path; (exit code, stderr)."""
    import contextlib
    import io
    import os

    from derivgen.codegen import cli

    err = io.StringIO()
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            code = cli.main(["--spec", str(SPEC), *args])
    finally:
        os.chdir(cwd)
    return code, err.getvalue()


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_sweep_never_recurses_and_removes_only_listed_files(tmp_path: Path) -> None:
    """`--out .` in a clone once deleted every generated-looking file in every subfolder."""
    header = "# @generated from spec.yaml (sha256: 0). Do not edit.\n"
    (tmp_path / "generated").mkdir()
    (tmp_path / "generated" / "ops.py").write_text(header)
    (tmp_path / "golden.py").write_text(header)  # generated-looking, but not in any manifest
    assert run_in(tmp_path, "--out", ".")[0] == 0
    assert (tmp_path / "generated" / "ops.py").read_text() == header
    assert (tmp_path / "golden.py").read_text() == header
    assert run_in(tmp_path, "--out", ".")[0] == 0  # a second run removes nothing either
    assert (tmp_path / "golden.py").exists() and (tmp_path / "generated" / "ops.py").exists()


def test_hand_written_file_with_a_generated_name_is_refused(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "registry.py").write_text("MY_OWN = 1\n")
    before = snapshot(tmp_path)
    code, err = run_in(tmp_path, "--out", "pkg")
    assert code == 2
    assert "pkg/registry.py: not written by the generator" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert snapshot(tmp_path) == before


def test_user_spec_needs_out_and_never_writes_the_bundled_package(tmp_path: Path) -> None:
    from derivgen.codegen import cli

    bundled = snapshot(cli.DEFAULT_OUT)
    code, err = run_in(tmp_path)
    assert code == 2 and "give --out DIR" in err
    code, err = run_in(tmp_path, "--out", str(cli.DEFAULT_OUT))
    assert code == 2 and "is the bundled package" in err
    assert snapshot(cli.DEFAULT_OUT) == bundled
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", ["file", "dangling symlink", "read-only folder"])
def test_unusable_output_is_one_line_and_changes_nothing(tmp_path: Path, kind: str) -> None:
    import os

    out = tmp_path / "pkg"
    if kind == "file":
        out.write_text("not a folder\n")
        expected = "is a file, not a folder"
    elif kind == "dangling symlink":
        out.symlink_to(tmp_path / "nowhere")
        expected = "which does not exist"
    else:
        if os.geteuid() == 0:
            pytest.skip("root can write into a read-only folder")
        out.mkdir()
        out.chmod(0o500)
        expected = "is not writable"
    before = snapshot(tmp_path)
    code, err = run_in(tmp_path, "--out", "pkg")
    assert code == 2 and expected in err, err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert snapshot(tmp_path) == before and out.is_symlink() == (kind == "dangling symlink")


def test_leftover_temporary_files_are_removed(tree: Path) -> None:
    pkg = tree / "pkg"
    (pkg / ".derivgen-tmp-ops.py.x1y2.tmp").write_text("")  # 0 bytes, from a killed run
    (pkg / ".derivgen-tmp-registry.py.abcd.tmp").write_text("half a file")
    (pkg / ".hidden-user-file.tmp").write_text("mine")
    (pkg / "ops.py").write_text((pkg / "ops.py").read_text() + "# edited\n")
    assert run_in(tree, "--out", "pkg")[0] == 0
    assert sorted(p.name for p in pkg.iterdir() if p.name.startswith(".")) == [
        ".hidden-user-file.tmp",
        ".manifest",
    ]


def test_a_mixed_package_refuses_to_import(tree: Path) -> None:
    """Modules from two runs side by side raise ImportError naming the stale module."""
    pkg = tree / "pkg"
    other = SPEC.read_text().replace("grad * 3 * self ** 2", "3 * grad * self ** 2")
    (tree / "other.yaml").write_text(other)
    assert codegen_spec(tree, "other.yaml", "new").returncode == 0
    shutil.copy(tree / "new" / "backward.py", pkg / "backward.py")  # a run killed mid-way
    result = subprocess.run(
        [sys.executable, "-c", "import pkg"],
        cwd=tree,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{tree}:{ROOT}", "PATH": ""},
    )
    assert "ImportError" in result.stderr
    assert "pkg/backward.py was generated from another spec" in result.stderr


def codegen_spec(cwd: Path, spec: str, out: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "codegen", "--spec", spec, "--out", out],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )


def test_two_generators_at_once_take_turns(tmp_path: Path) -> None:
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "codegen", "--spec", str(SPEC), "--out", "pkg"],
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={"PYTHONPATH": str(ROOT), "PATH": ""},
        )
        for _ in range(3)
    ]
    results = [(p.wait(timeout=300), p.stderr.read() if p.stderr else "") for p in procs]
    assert all(code == 0 for code, _ in results), results
    assert codegen(tmp_path, "--check").returncode == 0
    assert not [p for p in (tmp_path / "pkg").iterdir() if p.name.endswith(".tmp")]


def test_no_change_regeneration_skips_rendering(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the manifest's spec hash and generator fingerprint matching, nothing is rendered."""
    from derivgen.codegen import cli

    def must_not_render(*args: object) -> None:
        raise AssertionError("rendered although nothing changed")

    monkeypatch.setattr(cli, "render_all", must_not_render)
    assert run_in(tree, "--out", "pkg") == (0, "")
    (tree / "pkg" / "jvp.py").write_text("# edited\n")  # a changed file: no shortcut
    code, err = run_in(tree, "--out", "pkg")
    assert code == 3 and "rendered although nothing changed" in err


KILL_AT_RENAME = """
import os, signal, sys
from derivgen.codegen import cli, write

calls = {"n": 0}
real_replace = os.replace


def replace_then_die(src, dst):
    calls["n"] += 1
    if calls["n"] == int(sys.argv[1]):
        os.kill(os.getpid(), signal.SIGKILL)  # before rename number argv[1]
    real_replace(src, dst)


write.os.replace = replace_then_die
sys.exit(cli.main(["--spec", sys.argv[2], "--out", "pkg"]))
"""


def test_sigkill_at_every_rename_leaves_no_silently_mixed_package(tmp_path: Path) -> None:
    """Killed before any of its renames, a run leaves a package that imports whole (old or new)
    or refuses to import naming a stale module; the next run completes it and cleans up."""
    env = {"PYTHONPATH": f"{tmp_path}:{ROOT}", "PATH": ""}
    specs = {"a.yaml": SPEC.read_text()}
    specs["b.yaml"] = specs["a.yaml"].replace("grad * 3 * self ** 2", "3 * grad * self ** 2")
    for name, text in specs.items():
        (tmp_path / name).write_text(text)
    assert codegen_spec(tmp_path, "a.yaml", "pkg").returncode == 0
    target, kills, refusals = "b.yaml", 0, 0
    for rename in range(1, 20):
        child = subprocess.run(
            [sys.executable, "-c", KILL_AT_RENAME, str(rename), target],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env=env,
        )
        if child.returncode == 0:
            break  # fewer renames than `rename`: the run completed
        assert child.returncode == -9, child.stderr
        kills += 1
        imported = subprocess.run(
            [sys.executable, "-c", "import pkg"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env=env,
        )
        if imported.returncode != 0:
            refusals += 1
            assert "was generated from another spec than the package's __init__.py" in (
                imported.stderr
            ), imported.stderr
        assert codegen_spec(tmp_path, target, "pkg").returncode == 0
        assert not [p for p in (tmp_path / "pkg").iterdir() if p.name.endswith(".tmp")]
        imported = subprocess.run(
            [sys.executable, "-c", "import pkg"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            env=env,
        )
        assert imported.returncode == 0, imported.stderr
        target = "a.yaml" if target == "b.yaml" else "b.yaml"
    assert kills >= 6, "every package file and the manifest are renamed, each a kill point"
    assert refusals >= 4, "a kill between two package renames leaves a mixed package"


def test_fingerprint_follows_the_bundled_spec(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A spec saying `extends: derivgen` is regenerated when the bundled ops change."""
    from derivgen.codegen import cli

    base = tmp_path / "derivatives.yaml"
    base.write_text(cli.DEFAULT_SPEC.read_text())
    monkeypatch.setattr(cli, "DEFAULT_SPEC", base)
    before = cli.generator_fingerprint()
    base.write_text(base.read_text() + "# one more line\n")
    assert cli.generator_fingerprint() != before


def test_fingerprint_is_the_same_on_every_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """The committed manifest must stay unmodified after `make run` on Python 3.10 as on 3.13:
    the generated text does not depend on the Python version, so its fingerprint must not."""
    from derivgen.codegen import cli

    here = cli.generator_fingerprint()
    monkeypatch.setattr(sys, "version_info", (3, 10, 13, "final", 0))
    monkeypatch.setattr(sys, "version", "3.10.13 (main) [GCC]")
    assert cli.generator_fingerprint() == here


def test_a_regenerated_module_is_not_run_from_stale_bytecode(tmp_path: Path) -> None:
    """Python trusts a .pyc whose source size and whole-second mtime match; a regenerated
    module of the same size written within that second must still run its new code."""
    env = {"PYTHONPATH": f"{tmp_path}:{ROOT}", "PATH": ""}
    old = SPEC.read_text()
    new = old.replace("grad * 3 * self ** 2", "grad * 4 * self ** 2")
    assert new != old
    probe = (
        "import numpy as np, pkg; "
        "print(float(pkg.backward.cube_backward(np.ones(1), self=np.ones(1))[0]))"
    )
    backward = tmp_path / "pkg" / "backward.py"
    stamp = None
    for text, expected in ((old, "3.0"), (new, "4.0")):
        (tmp_path / "s.yaml").write_text(text)
        assert codegen_spec(tmp_path, "s.yaml", "pkg").returncode == 0
        if stamp is None:
            stamp = backward.stat()
        else:  # as if written within the same second as the first, with the same size
            assert backward.stat().st_size == stamp.st_size
            os.utime(backward, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
        ran = subprocess.run(
            [sys.executable, "-c", probe], cwd=tmp_path, capture_output=True, text=True, env=env
        )
        assert ran.stdout.strip() == expected, ran.stderr
