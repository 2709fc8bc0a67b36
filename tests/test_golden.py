"""Golden tests: each tests/golden/<case>/spec.yaml generates exactly the files in expected/.

Regenerate them with `UPDATE_GOLDEN=1 pytest tests/test_golden.py` and review the diff. A
case with a ``chunk_size`` file is generated with that many ops per module, so that its
package is written in chunks as a spec of thousands of ops is.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from derivgen.codegen.model.spec import load_spec
from derivgen.codegen.render import render_package

GOLDEN = Path(__file__).parent / "golden"
CASES = sorted(p.name for p in GOLDEN.iterdir() if (p / "spec.yaml").exists())


@pytest.mark.parametrize("case", CASES)
def test_golden(case: str) -> None:
    root = GOLDEN / case
    spec = load_spec(root / "spec.yaml")
    chunk_size = root / "chunk_size"
    if chunk_size.exists():
        files = render_package(spec, chunk_size=int(chunk_size.read_text()))
    else:
        files = render_package(spec)
    expected_dir = root / "expected"
    if os.environ.get("UPDATE_GOLDEN"):
        expected_dir.mkdir(exist_ok=True)
        for name, text in files.items():
            (expected_dir / name).write_text(text, encoding="utf-8")
    expected = {p.name: p.read_text(encoding="utf-8") for p in expected_dir.glob("*.py")}
    assert sorted(files) == sorted(expected)
    for name, text in files.items():
        assert text == expected[name], f"{case}/{name} differs from its golden copy"


def test_generation_is_deterministic() -> None:
    spec = load_spec(GOLDEN / "minimal" / "spec.yaml")
    assert render_package(spec) == render_package(spec)
