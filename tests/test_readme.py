"""README.md and docs/ run as written: their examples are executed and shown outputs compared.

One convention throughout: a document's ```python blocks run in order in one namespace; an
expression statement ending in ``# -> TEXT`` must have a repr equal to TEXT (whitespace
aside); a ```text block right after a python block is what that block prints. A ```yaml
block whose first line is ``# NAME.yaml`` is written to that file, and a ```console block's
``$ derivgen ...`` lines are run, each followed by its output. In shown output a line
``...`` stands for any number of lines.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import derivgen as dg
from derivgen.cli.commands import main

ROOT = Path(__file__).resolve().parent.parent
# README.md and every page of docs/ (a new page is run as soon as it exists).
DOCUMENTS = ["README.md", *sorted(f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md"))]
# What each document holds, (values checked, outputs compared, commands run), so that an
# example lost to a broken fence fails; a page not listed here is run without this check.
EXPECTED = {
    "README.md": (7, 0, 1),
    "docs/api.md": (9, 1, 0),
    "docs/engines.md": (3, 0, 0),
    "docs/cli.md": (0, 0, 1),
    "docs/spec.md": (3, 0, 1),
    "docs/performance.md": (0, 1, 0),
    "docs/toolbox.md": (4, 1, 0),
    "docs/solvers.md": (21, 0, 1),
    "docs/sparse.md": (10, 0, 0),
    "docs/loops.md": (7, 1, 0),
    "docs/scaling.md": (9, 0, 0),
}
_FENCE = re.compile(r"^```(\w*)\s*$")
_SHOWN = re.compile(r"#\s*->\s*(.*?)\s*$")
_FILE_NAME = re.compile(r"#\s*([\w.-]+\.yaml)\s*$")


@dataclass(frozen=True)
class Block:
    """One fenced block: its language, its text and the line of the document it starts on."""

    language: str
    text: str
    line: int


def blocks(text: str) -> list[Block]:
    found, language, start, body = [], None, 0, []
    for number, line in enumerate(text.splitlines(), start=1):
        fence = _FENCE.match(line)
        if language is None and fence is not None:
            language, start, body = fence.group(1), number + 1, []
        elif language is not None and line.rstrip() == "```":
            found.append(Block(language, "\n".join(body) + "\n", start))
            language = None
        elif language is not None:
            body.append(line)
    assert language is None, f"a block opened at line {start - 1} is never closed"
    return found


def matches(shown: str, actual: str) -> bool:
    """Whether ``actual`` is ``shown`` line for line, a ``...`` line standing for any lines."""
    pattern = "".join(
        r"(?:.*\n)*?" if line.strip() == "..." else re.escape(line.rstrip()) + r"[ \t]*\n"
        for line in shown.strip("\n").splitlines()
    )
    return re.fullmatch(pattern, actual.strip("\n") + "\n") is not None


def _normal(text: str) -> str:
    return " ".join(text.split())


def run_python(block: Block, namespace: dict[str, Any], where: str) -> tuple[str, int]:
    """Run the block statement by statement; its printed output and how many values it checked."""
    lines = block.text.splitlines()
    checked = 0
    out = io.StringIO()
    for statement in ast.parse(block.text).body:
        line = block.line + statement.lineno - 1
        shown = _SHOWN.search(lines[(statement.end_lineno or statement.lineno) - 1])
        with contextlib.redirect_stdout(out):
            if shown is None:
                module = ast.Module(body=[statement], type_ignores=[])
                exec(compile(module, f"{where}:{line}", "exec"), namespace)
                continue
            assert isinstance(statement, ast.Expr), f"{where}:{line}: `# ->` after a statement"
            code = compile(ast.Expression(body=statement.value), f"{where}:{line}", "eval")
            value = eval(code, namespace)
        assert _normal(repr(value)) == _normal(shown.group(1)), (
            f"{where}:{line} shows {shown.group(1)}, but the value is {value!r}"
        )
        checked += 1
    return out.getvalue(), checked


def run_console(block: Block, document: str) -> int:
    """Run each ``$ derivgen ...`` line and compare its output with the lines below it."""
    commands: list[tuple[int, str, list[str]]] = []
    for offset, line in enumerate(block.text.splitlines()):
        if line.startswith("$ "):
            commands.append((block.line + offset, line[2:], []))
        else:
            assert commands, f"{document}:{block.line + offset}: output before any command"
            commands[-1][2].append(line)
    for line, command, shown in commands:
        program, *args = shlex.split(command)
        assert program == "derivgen", f"{document}:{line}: only derivgen commands are run"
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
        assert code == 0, f"{document}:{line}: `{command}` exited {code}: {err.getvalue()}"
        assert matches("\n".join(shown), out.getvalue()), (
            f"{document}:{line}: `{command}` printed\n{out.getvalue()}\nnot what is shown:\n"
            + "\n".join(shown)
        )
    return len(commands)


@pytest.fixture
def user_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A fresh working folder on sys.path; packages the examples register are taken out."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    before = set(sys.modules)
    yield tmp_path
    for name in set(sys.modules) - before:  # only the examples' own packages (mypkg)
        module = sys.modules[name]
        if str(tmp_path) in str(getattr(module, "__file__", None) or ""):
            if "." not in name:
                dg.unregister(module)
            del sys.modules[name]


@pytest.mark.parametrize("document", DOCUMENTS)
def test_examples_run_as_written(document: str, user_folder: Path) -> None:
    found = blocks((ROOT / document).read_text(encoding="utf-8"))
    namespace: dict[str, Any] = {"__name__": "__readme__"}
    values = outputs = commands = 0
    for i, block in enumerate(found):
        where = f"{document}:{block.line}"
        if block.language == "python":
            printed, checked = run_python(block, namespace, document)
            values += checked
            following = found[i + 1] if i + 1 < len(found) else None
            if following is not None and following.language == "text":
                assert matches(following.text, printed), (
                    f"{where}: the block printed\n{printed}\nnot the text at line "
                    f"{following.line}:\n{following.text}"
                )
                outputs += 1
            else:
                assert printed == "", f"{where}: prints output the document does not show"
        elif block.language == "yaml" and _FILE_NAME.match(block.text.splitlines()[0]):
            name = block.text.splitlines()[0].lstrip("# ").strip()
            (user_folder / name).write_text(block.text, encoding="utf-8")
        elif block.language == "console":
            commands += run_console(block, document)
    if document in EXPECTED:
        assert (values, outputs, commands) == EXPECTED[document]


def test_shown_output_comparison_can_fail() -> None:
    assert matches("a\n...\nd\n", "a\nb\nc\nd\n")
    assert matches("a\nb\n", "a\nb\n")
    assert not matches("a\n...\nd\n", "a\nb\nc\n")
    assert not matches("a\nc\n", "a\nb\nc\n")  # a skipped line needs an explicit ...
    assert not matches("6 ops\n", "5 ops\n")


def test_links_between_the_documents_resolve() -> None:
    for document in [*DOCUMENTS, "CHANGELOG.md"]:
        text = (ROOT / document).read_text(encoding="utf-8")
        anchors = {
            re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
            for heading in re.findall(r"^#+ (.*)$", text, re.MULTILINE)
        }
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if target.startswith("http"):
                continue
            if target.startswith("#"):
                assert target[1:] in anchors, f"{document}: no heading for the link {target}"
            else:
                path = (ROOT / document).parent / target.split("#")[0]
                assert path.exists(), f"{document}: the link {target} leads nowhere"


def test_changelog_describes_the_version_being_released() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (version,) = re.findall(r'^version = "([^"]+)"$', pyproject, re.MULTILINE)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (\S+)", changelog, re.MULTILINE)
    assert headings and headings[0] == version, f"CHANGELOG.md's newest entry is not {version}"


def test_the_readme_fits_a_screen_or_two_and_its_op_count_is_the_registrys() -> None:
    """Issue 26: about 200 lines, the rest in docs/; one op count, with one meaning."""
    from derivgen.ops.registry import ops

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 220
    counts = re.findall(r"(\d[\d,]*) (?:NumPy and SciPy )?ops\b", text)
    counts += re.findall(r"counts them:\s+(\d+)", text)
    assert counts and {int(c.replace(",", "")) for c in counts} == {len(ops())}, counts
