"""The source layout's rules: small modules, small folders, a purpose line each, no import cycle."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Each checked tree, with the name it is imported under inside itself (codegen is installed as
# derivgen.codegen, so it imports itself relatively; both spellings are resolved).
TREES = {"codegen": "codegen", "derivgen": "derivgen"}
MAX_LINES = 500
MAX_MODULES = 14


def _modules() -> dict[str, Path]:
    """Every module of the checked trees by dotted name; a package by its own name."""
    found = {}
    for tree in TREES:
        for path in sorted((ROOT / tree).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """The checked modules this one imports anywhere in its body (lazily or for typing too)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            bases = [alias.name for alias in node.names]
            found = [b for b in bases if b in MODULES]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
                if base.startswith("derivgen.codegen"):
                    base = base.removeprefix("derivgen.")
            found = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names
            ]
        else:
            continue
        targets.update(t for t in found if t in MODULES and t != name)
    return targets


@functools.cache
def graph() -> dict[str, set[str]]:
    """Each checked module's imports; parsed when a test asks (not in every pytest worker's
    collection)."""
    return {name: _imports(name, path) for name, path in MODULES.items()}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_is_small_and_says_what_it_is_for(name: str) -> None:
    path = MODULES[name]
    text = path.read_text()
    lines = len(text.splitlines())
    assert lines <= MAX_LINES, f"{path} has {lines} lines, more than {MAX_LINES}"
    body = ast.parse(text).body
    first = body[0] if body else None
    assert isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant), (
        f"{path} does not start with a docstring saying what it is for"
    )
    assert isinstance(first.value.value, str) and first.value.value.strip(), path


def test_no_folder_holds_more_than_fourteen_modules() -> None:
    folders: dict[Path, int] = {}
    for path in MODULES.values():
        folders[path.parent] = folders.get(path.parent, 0) + 1
    crowded = {str(k): v for k, v in folders.items() if v > MAX_MODULES}
    assert not crowded


def test_no_import_cycle() -> None:
    # Depth-first search; a grey module met again closes a cycle.
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(name: str) -> None:
        state[name] = 1
        stack.append(name)
        for target in sorted(graph()[name]):
            if state.get(target) == 1:
                cycle = stack[stack.index(target) :] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        stack.pop()
        state[name] = 2

    for name in sorted(graph()):
        if name not in state:
            visit(name)


def test_the_checker_sees_imports() -> None:
    # A checker that finds no edge would pass every cycle test: the generator's cli reads the
    # spec model, render reads the views, NumPy dispatch builds on the core.
    assert "codegen.model.spec" in graph()["codegen.cli"]
    assert "codegen.views.op" in graph()["codegen.render"]
    assert "derivgen.trace.core" in graph()["derivgen.trace.dispatch"]
    assert "codegen.cli" in graph()["derivgen.cli.commands"]  # lazy, and spelled derivgen.codegen


def test_every_package_folder_is_installed() -> None:
    """pyproject.toml lists the packages setuptools installs: a folder missing there imports
    from the repository but not from the wheel (derivgen.experimental and
    derivgen.numeric.spellings were missing once)."""
    try:
        import tomllib
    except ImportError:  # Python 3.10: mypy, in the test extra, brings tomli
        import tomli as tomllib  # type: ignore[no-redef]

    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    folders = {
        (tree if tree == "derivgen" else f"derivgen.{tree}")
        + "".join(f".{part}" for part in init.parent.relative_to(ROOT / tree).parts)
        for tree in TREES
        for init in (ROOT / tree).rglob("__init__.py")
    }
    assert sorted(folders - listed) == []


@pytest.mark.parametrize("listing", ["slow-files", "heavy-files"])
def test_the_test_file_lists_name_existing_files_once(listing: str) -> None:
    """.ci/slow-files (left out of make test-fast) and .ci/heavy-files (run first, with the
    sweeps, so that pytest's two workers finish together) name test files that exist."""
    paths = (ROOT / ".ci" / listing).read_text(encoding="utf-8").split()
    assert len(paths) == len(set(paths)), f"{listing} names a file twice"
    missing = [p for p in paths if not (ROOT / p).is_file() or not p.startswith("tests/test_")]
    assert not missing, f".ci/{listing} names {missing}"
    other = "heavy-files" if listing == "slow-files" else "slow-files"
    both = set(paths) & set((ROOT / ".ci" / other).read_text(encoding="utf-8").split())
    assert not both, f"in both lists: {sorted(both)}"
