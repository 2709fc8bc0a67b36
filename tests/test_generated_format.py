"""The generated code is laid out as ruff formats it, with no formatter run at generation time.

ruff is a test dependency only: these tests run it on generated/, on the golden outputs and
on every formula of the bundled spec laid out by codegen.emit.layout at many widths.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from derivgen.codegen.emit.layout import statement
from derivgen.codegen.model.spec import load_spec

ROOT = Path(__file__).resolve().parent.parent
GENERATED_TREES = [ROOT / "generated", *sorted((ROOT / "tests" / "golden").glob("*/expected"))]


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "ruff", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize("tree", GENERATED_TREES, ids=lambda p: str(p.relative_to(ROOT)))
def test_generated_code_passes_ruff_format_and_check(tree: Path) -> None:
    formatted = ruff("format", "--check", "--diff", str(tree))
    assert formatted.returncode == 0, formatted.stdout + formatted.stderr
    checked = ruff("check", str(tree))
    assert checked.returncode == 0, checked.stdout + checked.stderr


def _statements() -> list[tuple[str, int]]:
    """Every formula of the bundled spec as statements of several lengths and depths."""
    spec = load_spec(ROOT / "derivatives.yaml")
    texts = [f.text for op in spec.ops for f in op.formulas]
    texts += [op.jvp.text for op in spec.ops if op.jvp is not None]
    texts += [op.forward for op in spec.ops if op.forward]
    cases = []
    for k, text in enumerate(texts):
        target = "t" * (1 + 17 * (k % 4))  # moves the break points from one formula to the next
        cases.append((f"return {text}", 1 + k % 3))
        cases.append((f"{target} = {text}", 1 + (k + 1) % 3))
        cases.append((f"{target}, other = {text}, None", 2))
        cases.append((f"{target} = {text} if needs[0] else None", 1 + k % 2))
        cases.append((f"if {text} and {target} is not None:", 1))
    return cases


def test_layout_keeps_meaning_and_matches_ruff(tmp_path: Path) -> None:
    lines = []
    for k, (text, depth) in enumerate(_statements()):
        laid = statement(text, depth)
        source = "\n".join(line[4 * depth :] for line in laid)
        header = ast.dump(ast.parse(text + ("\n    pass" if text.endswith(":") else "")))
        body = ast.dump(ast.parse(source + ("\n    pass" if text.endswith(":") else "")))
        assert body == header, f"layout changed the meaning of {text!r}:\n{source}"
        lines.append(f"def f{k}():")
        lines += ["    " * (d - 1) + "if x:" for d in range(2, depth + 1)]
        lines += laid
        if text.endswith(":"):
            lines.append("    " * (depth + 1) + "pass")
        lines += ["", ""]
    module = tmp_path / "laid_out.py"
    module.write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")
    options = ["--isolated", "--line-length", "100"]
    formatted = ruff("format", "--check", "--diff", *options, str(module))
    assert formatted.returncode == 0, formatted.stdout[:5000]
