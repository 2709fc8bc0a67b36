"""The docs view: what docs/ops.md and the registry print about an op besides its functions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .spec import OpSpec

if TYPE_CHECKING:
    from .view_op import OpView


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


def by_category(views: list[OpView]) -> list[tuple[str, list[OpView]]]:
    """The ops grouped by category, categories and ops each sorted by name."""
    groups: dict[str, list[OpView]] = {}
    for view in sorted(views, key=lambda v: v.spec.name):
        groups.setdefault(view.spec.category, []).append(view)
    return sorted(groups.items())
