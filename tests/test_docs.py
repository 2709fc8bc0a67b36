"""docs/ops.md is generated from the spec and shows every op's formulas and conventions."""

from __future__ import annotations

from pathlib import Path

from derivgen.cli.commands import show_text
from derivgen.ops.registry import ops

DOCS = Path(__file__).resolve().parent.parent / "docs" / "ops.md"


def test_reference_lists_every_op_with_its_formulas_and_conventions() -> None:
    text = DOCS.read_text(encoding="utf-8")
    assert text.startswith("<!-- @generated from derivatives.yaml (sha256: ")
    for name, info in ops().items():
        assert f"### `{name}`" in text
        assert f"`{info.signature}`" in text
        for formula in info.formulas.values():
            assert f"`{formula}`" in text
        if info.conventions:
            assert info.conventions in text


def test_show_prints_formulas_source_and_the_symbolic_verdict() -> None:
    text = show_text(ops()["tanh"])
    assert "tanh(Tensor self) -> Tensor" in text
    assert "self: grad * (1 - result * result)" in text
    assert "the backward saves: result" in text
    assert "def tanh_backward(grad, *, result):" in text
    # SymPy's derivative of np.tanh, compared with the formula, not printed as if checked.
    assert text.splitlines()[-1] == (
        "verified symbolically: yes. SymPy agrees: d/dx tanh(x) = 1 - tanh(x)**2"
    )
