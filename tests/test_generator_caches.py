"""The generator's caches (public names of the libraries, laid-out statements): same output."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest
import scipy.special

from derivgen import numeric
from derivgen.codegen import cli
from derivgen.codegen.emit import layout
from derivgen.codegen.model import names, validate
from derivgen.codegen.model.spec import load_spec, parse_spec
from derivgen.codegen.views import common as view_common

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "tests" / "golden" / "minimal" / "spec.yaml"

# Paths a spec could write, good and bad: functions, ufuncs, constants, modules, classes,
# private and side-effect names, typos, and chains through the NumPy namespaces.
NUMPY_PROBES = [
    "sin", "linalg.det", "linalg.norm", "fft.fft", "fft.rfftn", "pi", "e", "linalg", "fft",
    "ndarray", "float64", "newaxis", "testing", "_core", "save", "sinn", "linalg.dett",
    "fft.fft.fft", "linalg.linalg.det", "random.normal", "add.reduce", "sin.nin", "True_",
    "test", "einsum", "linalg.inv", "nan", "inf", "ma", "char.add", "emath.sqrt",
]  # fmt: skip
SCIPY_PROBES = [
    "special.erf", "special.gammaln", "special.logsumexp", "special.test", "special._ufuncs",
    "special.erff", "erf", "special.erf.nin", "linalg.det", "special.euler",
]  # fmt: skip


def _oracle_numpy(path: str) -> bool:
    """validate.resolve_mirror's rule written out against NumPy itself."""
    obj = np
    parts = path.split(".")
    for i, part in enumerate(parts):
        if i < len(parts) - 1 and part not in ("linalg", "fft"):
            return False
        if part in validate.NUMPY_SIDE_EFFECTS or part.startswith("_") or part == "test":
            return False
        obj = getattr(obj, part, None)
        if obj is None:
            return False
    return callable(obj) and not isinstance(obj, types.ModuleType)


def _oracle_scipy(path: str) -> bool:
    parts = path.split(".")
    if len(parts) != 2 or parts[0] != "special" or parts[1].startswith("_") or parts[1] == "test":
        return False
    obj = getattr(scipy.special, parts[1], None)
    return callable(obj) and not isinstance(obj, types.ModuleType)


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder of its own, and no catalogue remembered in this process."""
    monkeypatch.delenv("DERIVGEN_CACHE_DIR", raising=False)  # conftest turns caches off
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(names, "_catalogues", {})
    return tmp_path / "derivgen"


# The probe linalg.linalg.det reads the module NumPy 2.0 to 2.2 deprecate (2.3 removes it).
@pytest.mark.filterwarnings("ignore:The numpy.linalg.linalg has been made:DeprecationWarning")
@pytest.mark.parametrize("warm", [False, True], ids=["cold", "warm"])
def test_mirrors_resolve_as_the_libraries_say(cache: Path, warm: bool) -> None:
    if warm:
        for root in names.ROOTS:
            names.catalogue(root)
        names._catalogues.clear()  # the next lookups read the files just written
        assert len(list(cache.glob("*.json"))) == 3
    for path in NUMPY_PROBES:
        assert validate.resolve_mirror("numpy", path) == _oracle_numpy(path), path
    for path in SCIPY_PROBES:
        assert validate.resolve_mirror("scipy", path) == _oracle_scipy(path), path


def test_numeric_helpers_and_ufuncs_as_the_libraries_say(cache: Path) -> None:
    for name in [*numeric.__all__, "no_such_helper", "np", "__all__"]:
        obj = getattr(numeric, name, None) if name in numeric.__all__ else None
        want = callable(obj) and not isinstance(obj, types.ModuleType)
        assert names.is_callable(names.kind("numeric", [name])) == want, name
    assert names.ufunc_arity(names.kind("np", ["arctan2"])) == (2, 1)
    assert names.ufunc_arity(names.kind("np", ["frexp"])) == (1, 2)
    assert names.ufunc_arity(names.kind("scipy", ["special", "erf"])) == (1, 1)
    assert names.ufunc_arity(names.kind("scipy", ["special", "logsumexp"])) is None
    assert names.kind("np", ["pi"]) == names.CONSTANT


def test_a_cache_file_that_is_not_ours_is_rebuilt(cache: Path) -> None:
    names.catalogue("scipy")
    (path,) = cache.glob("scipy-*.json")
    data = json.loads(path.read_text())
    # A file from another SciPy (another key) that claims a bogus name is ignored...
    data["kinds"]["special.bogus"] = names.CALLABLE
    path.write_text(json.dumps({"key": "another", "kinds": data["kinds"]}))
    names._catalogues.clear()
    assert not validate.resolve_mirror("scipy", "special.bogus")
    # ...and replaced by the right one; so is a file that is not JSON.
    assert json.loads(path.read_text())["key"] != "another"
    path.write_text("{not json")
    names._catalogues.clear()
    assert validate.resolve_mirror("scipy", "special.erf")
    assert "special.erf" in json.loads(path.read_text())["kinds"]


def test_the_cache_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("DERIVGEN_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert names.cache_folder() == tmp_path / "derivgen"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # the XDG spec: ignore it
    assert names.cache_folder() == Path.home() / ".cache" / "derivgen"
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", str(tmp_path / "mine"))  # as calibration's
    assert names.cache_folder() == tmp_path / "mine"
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", "")  # no cache at all
    assert names.cache_folder() is None


def _generate(tmp: Path, cache_home: Path, report: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m codegen`` on the minimal spec, then ``report`` run in the same process."""
    run = (
        "import sys; from codegen.cli import main; "
        f"code = main(['--spec', {str(SPEC)!r}, '--out', {str(tmp / 'pkg')!r}, '--check']); "
        f"{report}; sys.exit(code)"
    )
    return subprocess.run(
        [sys.executable, "-c", run],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "", "XDG_CACHE_HOME": str(cache_home)},
    )


IMPORTED = "print(sorted({m.split('.')[0] for m in sys.modules} & {'numpy', 'scipy', 'derivgen'}))"


def test_a_warm_cache_spares_the_imports(tmp_path: Path) -> None:
    first = _generate(tmp_path, tmp_path / "cache", IMPORTED)  # --check: renders, writes nothing
    assert first.returncode == 1 and "missing" in first.stderr  # nothing generated there yet
    assert "numpy" in first.stdout
    second = _generate(tmp_path, tmp_path / "cache", IMPORTED)
    assert second.returncode == 1 and second.stderr == first.stderr
    assert second.stdout.strip() == "[]"


def test_an_unwritable_cache_folder_only_costs_time(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the cache folder would go")
    for _ in range(2):
        done = _generate(tmp_path, blocked / "cache", IMPORTED)
        assert done.returncode == 1 and "missing" in done.stderr
        assert "numpy" in done.stdout  # imported every time
    assert blocked.read_text().startswith("a file")


def _layout_fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(layout, "remembered", {})
    monkeypatch.setattr(layout, "learned", {})
    layout._statement.cache_clear()


def test_a_second_run_lays_out_nothing_and_writes_the_same(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = load_spec(SPEC)
    _layout_fresh(monkeypatch)
    first = cli.render_all(spec, tmp_path / "pkg", None)
    (path,) = cache.glob("layout-*.json")
    assert len(json.loads(path.read_text())["statements"]) == len(layout.remembered) > 10

    def must_not_lay_out(*args: object) -> list[str]:
        raise AssertionError("laid out again")

    _layout_fresh(monkeypatch)
    monkeypatch.setattr(layout, "_lay_out", must_not_lay_out)
    assert cli.render_all(spec, tmp_path / "pkg", None) == first
    layout._statement.cache_clear()


@pytest.mark.parametrize(
    "content",
    ['{"key": "another layout", "statements": []}', "[1, 2]", '{"statements": [[1, 2]]}', "{"],
)
def test_a_layout_file_that_is_not_ours_is_ignored(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    spec = load_spec(SPEC)
    _layout_fresh(monkeypatch)
    expected = cli.render_all(spec, tmp_path / "pkg", None)
    (path,) = cache.glob("layout-*.json")
    key = json.loads(path.read_text())["key"]
    # Even with this layout's key, an entry of the wrong shape drops the whole file.
    bad = content.replace('"statements": [[1, 2]]', f'"key": "{key}", "statements": [[1, 2]]')
    path.write_text(bad)
    _layout_fresh(monkeypatch)
    assert cli.render_all(spec, tmp_path / "pkg", None) == expected
    assert json.loads(path.read_text())["key"] == key  # rewritten whole
    layout._statement.cache_clear()


def _emitted_fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(view_common, "remembered", {})
    monkeypatch.setattr(view_common, "learned", {})


def test_a_second_run_emits_no_formula_and_writes_the_same(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = load_spec(SPEC)
    _emitted_fresh(monkeypatch)
    first = cli.render_all(spec, tmp_path / "pkg", None)
    (path,) = cache.glob("emitted-*.json")
    assert len(json.loads(path.read_text())["formulas"]) == len(view_common.remembered) > 3

    def must_not_emit(*args: object) -> str:
        raise AssertionError("emitted again")

    _emitted_fresh(monkeypatch)
    monkeypatch.setattr(view_common, "emit", must_not_emit)
    assert cli.render_all(spec, tmp_path / "pkg", None) == first
    # Without a cache folder every formula is emitted, and the files are the same.
    monkeypatch.undo()
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", "")
    _emitted_fresh(monkeypatch)
    assert cli.render_all(spec, tmp_path / "pkg", None) == first
    assert view_common.learned and not view_common.remembered


def test_an_emitted_formula_is_keyed_by_the_ops_it_calls(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Changing how a called op is spelled (its mirror, here) misses the cache."""
    text = SPEC.read_text()
    spec = parse_spec(text, "spec.yaml")
    mirrored = [op for op in spec.ops if op.mirror is not None and op.mirror.startswith("np.")]
    assert mirrored, "the minimal spec mirrors NumPy functions"
    _emitted_fresh(monkeypatch)
    first = cli.render_all(spec, tmp_path / "pkg", None)
    changed = dataclasses.replace(mirrored[0], mirror=f"{mirrored[0].mirror}_other")
    other = dataclasses.replace(
        spec, ops=tuple(changed if op is mirrored[0] else op for op in spec.ops)
    )
    _emitted_fresh(monkeypatch)
    cold = cli.render_all(other, tmp_path / "pkg", None)
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", "")
    _emitted_fresh(monkeypatch)
    assert cli.render_all(other, tmp_path / "pkg", None) == cold
    assert cold != first


@pytest.mark.parametrize(
    "content", ['{"key": "another", "formulas": {}}', "[1, 2]", '{"formulas": {"a": 1}}', "{"]
)
def test_an_emitted_file_that_is_not_ours_is_ignored(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    spec = load_spec(SPEC)
    _emitted_fresh(monkeypatch)
    expected = cli.render_all(spec, tmp_path / "pkg", None)
    (path,) = cache.glob("emitted-*.json")
    key = json.loads(path.read_text())["key"]
    path.write_text(content.replace('{"formulas"', f'{{"key": "{key}", "formulas"'))
    _emitted_fresh(monkeypatch)
    assert cli.render_all(spec, tmp_path / "pkg", None) == expected
    assert json.loads(path.read_text())["key"] == key  # rewritten whole


def test_compiled_templates_are_kept_and_a_bad_file_is_compiled_afresh(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = load_spec(SPEC)
    cold = cli.render_all(spec, tmp_path / "pkg", tmp_path / "ops.md")
    compiled = sorted(cache.glob("templates-*/*"))
    assert len(compiled) >= 6
    assert cli.render_all(spec, tmp_path / "pkg", tmp_path / "ops.md") == cold
    for path in compiled:
        path.write_bytes(b"j2 not a compiled template")
    assert cli.render_all(spec, tmp_path / "pkg", tmp_path / "ops.md") == cold
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", "")
    assert cli.render_all(spec, tmp_path / "pkg", tmp_path / "ops.md") == cold
