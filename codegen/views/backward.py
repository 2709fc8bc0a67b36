"""The backward view: each op's backward function, its saved values and cotangent names."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any

from ..emit.kernels import inplace, numexpr_source
from ..model.opspec import OpSpec
from ..model.signature import Signature
from .common import CONSTANTS, Calls, FunctionView, ordered, py_name


@dataclass(frozen=True)
class BackwardView:
    """An op's backward function with what it saves and the cotangents it takes."""

    function: FunctionView
    saved: tuple[str, ...]
    grads: tuple[str, ...]


def grad_renames(sig: Signature) -> dict[str, str]:
    """Formula names as the backward spells them: constants, and per-output cotangents."""
    outputs = sig.output_names
    names = {a.name for a in sig.arguments}
    renames = {k: v for k, v in CONSTANTS.items() if k not in names}
    if len(outputs) == 1:
        return renames
    for i, out in enumerate(outputs):
        renames[f"grads[{i}]"] = f"grad_{out}"
        renames[f"result{i}"] = out
    return renames


def backward_view(op: OpSpec, calls: Calls) -> BackwardView:
    """The backward function of backward.py for one op."""
    sig = op.signature
    renames = grad_renames(sig)
    values: set[str] = set()
    shapes: set[str] = set()
    inputs = {a.name for a in sig.tensor_inputs}
    for f in op.formulas:
        values |= {renames.get(v, v) for v in f.analysis.values}
        values |= {renames.get(v, v) for v in f.analysis.shapes - inputs}  # outputs are saved whole
        shapes |= f.analysis.shapes & inputs
    broadcasts = op.broadcast or (op.elementwise and len(sig.tensor_inputs) > 1)
    if broadcasts:
        shapes |= set(op.differentiable)
    shapes -= values
    grads = (
        ("grad",) if len(sig.output_names) == 1 else tuple(f"grad_{o}" for o in sig.output_names)
    )
    saved = ordered(sig, values, shapes)

    def shape_of(name: str) -> str:
        return f"{name}_shape" if name in shapes else f"numeric.shape({name})"

    sum_to = f"{calls.module('sum_to')}.sum_to"

    def unbroadcast(target: str, name: str, maybe_none: bool) -> list[str]:
        """Lines summing ``target`` back to input ``name``'s shape, undoing broadcasting.

        Most calls broadcast nothing, and sum_to then returns its argument unchanged: the
        inline shape check skips that call (two Python calls per gradient on the eager tape).
        Anything but a plain ndarray (traced, Dask, a NumPy scalar) still goes to sum_to.
        """
        if name in shapes:
            differs = f"{target}.shape != {name}_shape"
        else:
            differs = f"type({name}) is not np.ndarray or {target}.shape != {name}.shape"
        lines = [
            f"if type({target}) is not np.ndarray or {differs}:",
            f"    {target} = {sum_to}({target}, {shape_of(name)})",
        ]
        if maybe_none:  # None: the caller needs no gradient for this input
            lines = [f"if {target} is not None:", *(f"    {line}" for line in lines)]
        return lines

    body: list[str] = []
    results: dict[str, str] = {}
    single = len(sig.tensor_inputs) == 1
    position = {a.name: k for k, a in enumerate(sig.tensor_inputs)}
    for f in op.formulas:
        code = calls.emit(f.text, f.tree, renames, frozenset(shapes))
        if single:
            if broadcasts:
                target = f"grad_{f.inputs[0]}"
                body.append(f"{target} = {code}")
                body += unbroadcast(target, f.inputs[0], maybe_none=False)
                code = target
            body.append(f"return {code}")
            break
        # needs[k] is False when the caller wants no gradient for input k (a constant).
        wanted = " or ".join(f"needs[{position[i]}]" for i in f.inputs)
        targets = [f"grad_{i}" for i in f.inputs]
        if len(f.inputs) == 1:
            body.append(f"{targets[0]} = {parenthesized(code)} if {wanted} else None")
        else:
            nones = ", ".join("None" for _ in targets)
            body.append(f"{', '.join(targets)} = ({code}) if {wanted} else ({nones})")
        if broadcasts:
            for i, t in zip(f.inputs, targets, strict=True):
                body += unbroadcast(t, i, maybe_none=True)
        results.update(zip(f.inputs, targets, strict=True))
    if single and not op.formulas:
        body.append("return None")
    if not single:
        items = [results.get(a.name, "None") for a in sig.tensor_inputs]
        body.append(f"return {', '.join(items)}")
    fast = fast_path(op, calls, renames, set(grads) | set(values) - set(shapes) | set(saved))
    if fast:
        body = [*fast, *body]
    doc = [f"Backward of {sig}.", ""]
    doc += [f"{', '.join(f.inputs)}: {f.text}" for f in op.formulas]
    doc += [f"{n}: non-differentiable" for n in op.non_differentiable]
    # Saved values are keyword-only, so that a positional mix-up (an input passed where the
    # backward saves the output) is an error, not a silently wrong gradient.
    params = ", ".join((*grads, "*", *saved)) if saved else ", ".join(grads)
    if not single:
        flags = ", ".join("True" for _ in sig.tensor_inputs)
        params += f"{', ' if saved else ', *, '}needs=({flags})"
        doc += ["", "needs: which inputs' gradients to compute (None for the others)."]
    function = FunctionView(f"{py_name(op.name)}_backward", params, tuple(doc), tuple(body))
    return BackwardView(function, saved, grads)


def parenthesized(code: str) -> str:
    """``code`` safe to put before ``if ... else``: a conditional expression gets parentheses."""
    top = ast.parse(code, mode="eval").body
    return f"({code})" if isinstance(top, ast.IfExp | ast.Lambda | ast.NamedExpr) else code


def fast_path(op: OpSpec, calls: Calls, renames: dict[str, str], names: set[str]) -> list[str]:
    """For elementwise ops on plain same-shaped arrays: in-place and fused (numexpr) kernels.

    The guard is cheap (a type check and a size check come first), so small arrays and
    traced, Dask or broadcast arguments take the plain formula below it unchanged.
    """
    sig = op.signature
    if not op.elementwise or len(sig.output_names) != 1 or not op.formulas:
        return []
    if any(len(f.inputs) != 1 for f in op.formulas):
        return []
    arrays = {"grad", "result", *(a.name for a in sig.tensor_inputs)} & names
    mirrors = calls.mirrors
    kernels: list[tuple[Any, tuple[list[str], str], str | None]] = []
    for f in op.formulas:
        steps = inplace(f.tree, arrays, mirrors, prefix=f"t_{f.inputs[0]}")
        if steps is None:
            return []
        kernels.append((f, steps, numexpr_source(f.tree, arrays, mirrors)))
    if all(len(steps) < 2 for _, (steps, _), _ in kernels):
        return []  # one operation allocates one array either way
    ordered = ["grad", *sorted(arrays - {"grad"})]
    shapes = [f"{n} == grad.shape" for n in sorted(names) if n.endswith("_shape")]
    guard = (
        "if type(grad) is np.ndarray and grad.size >= kernels.INPLACE_MIN_SIZE "
        f"and kernels.same_layout({', '.join(ordered)})"
        + "".join(f" and {c}" for c in shapes)
        + ":"
    )
    single = len(sig.tensor_inputs) == 1
    if not single:
        guard = guard[:-1] + " and all(needs):"
    lines = [guard]
    if all(source is not None and len(steps) > 1 for _, (steps, _), source in kernels):
        local = "{" + ", ".join(f'"{n}": {n}' for n in ordered) + "}"
        fused = [f"kernels.fused({source!r}, {local})" for _, _, source in kernels]
        lines.append("    if kernels.fusable(grad):")
        if single:
            lines.append(f"        return {fused[0]}")
        else:
            results = {f.inputs[0]: code for (f, _, _), code in zip(kernels, fused, strict=True)}
            items = [results.get(a.name, "None") for a in sig.tensor_inputs]
            lines.append(f"        return {', '.join(items)}")
    outputs = {}
    for f, (kernel_steps, result), _ in kernels:
        lines += [f"    {step}" for step in kernel_steps]
        outputs[f.inputs[0]] = result
    if single:
        lines.append(f"    return {outputs[sig.tensor_inputs[0].name]}")
    else:
        lines.append(
            f"    return {', '.join(outputs.get(a.name, 'None') for a in sig.tensor_inputs)}"
        )
    return lines
