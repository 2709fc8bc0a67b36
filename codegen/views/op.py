"""The view of one op that the templates read: its forward, backward, jvp and docs views."""

from __future__ import annotations

from dataclasses import dataclass

from ..emit.syntax import string_literal
from ..model.spec import OpSpec, Spec, is_bundled
from .backward import backward_view
from .common import Calls, FunctionView, py_name
from .docs import edges_text, formula_texts
from .forward import forward_view
from .jvp import jvp_view
from .registry import registry_row


@dataclass(frozen=True)
class OpView:
    """Everything the templates print about one op."""

    spec: OpSpec
    py_name: str
    forward: FunctionView
    backward: FunctionView
    jvp: FunctionView | None
    jvp_kind: str
    jvp_text: str
    saved: tuple[str, ...]
    grad_params: tuple[str, ...]

    @property
    def formula_texts(self) -> dict[str, str]:
        return formula_texts(self.spec)

    @property
    def numpy_name(self) -> str:
        """The mirrored function's registry name: 'sin', 'linalg.det', 'scipy.special.erf'."""
        return (self.spec.mirror or "").removeprefix("np.")

    @property
    def edges_text(self) -> list[str]:
        return edges_text(self.spec)

    @property
    def mirror_display(self) -> str:
        return self.spec.mirror or ""

    @property
    def mirror_literal(self) -> str:
        """The mirrored function's dotted path as a string literal, for the registry."""
        return string_literal(self.spec.mirror or "")

    @property
    def registry_key(self) -> str:
        return string_literal(self.spec.name)

    @property
    def registry_row(self) -> str:
        return registry_row(
            self.spec,
            self.jvp is not None,
            self.jvp_kind,
            self.jvp_text,
            self.saved,
            self.grad_params,
        )

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.spec.signature.tensor_inputs)

    @property
    def arguments(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.spec.signature.arguments)


def op_views(spec: Spec) -> list[OpView]:
    """The view of every op, in spec order."""
    inherited = spec.base_ops()
    bundled = is_bundled(spec)
    calls = Calls(
        {py_name(op.name): op for op in (*inherited, *spec.ops)},
        frozenset(py_name(op.name) for op in inherited),
    )
    views = []
    for op in spec.ops:
        backward = backward_view(op, calls)
        jvp = jvp_view(op, calls)
        views.append(
            OpView(
                op,
                py_name(op.name),
                forward_view(op, bundled),
                backward.function,
                jvp.function,
                jvp.kind,
                jvp.text,
                backward.saved,
                backward.grads,
            )
        )
    return views
