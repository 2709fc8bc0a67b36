"""The docs view: what docs/ops.md and the registry print about an op besides its functions."""

from __future__ import annotations

from ..model.opspec import OpSpec


def formula_texts(op: OpSpec) -> dict[str, str]:
    """Each backward formula as written in the spec, keyed by the inputs it differentiates."""
    texts = {", ".join(f.inputs): f.text for f in op.formulas}
    texts.update({name: "non_differentiable" for name in op.non_differentiable})
    return texts


def edges_text(op: OpSpec) -> list[str]:
    """Each tested edge point as `op(args) -> gradient`."""

    def show(value: object) -> str:
        if isinstance(value, dict) and "value" in value:
            value = value["value"]
        return str(value).replace("'", "")

    lines = []
    for edge in op.tests.get("edges", []):
        args = ", ".join(f"{k}={show(v)}" for k, v in edge.items() if k != "grad")
        lines.append(f"`{op.signature.name}({args})` → grad `{show(edge['grad'])}`")
    return lines
