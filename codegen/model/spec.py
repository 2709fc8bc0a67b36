"""The spec as frozen dataclasses, built from derivatives.yaml with every error collected."""

from __future__ import annotations

import ast
import functools
from pathlib import Path
from typing import Any

from .entries import EntryBuilder, check_signature
from .errors import Location, SpecError, SpecErrors
from .formula import (
    OPERATOR_OPS,
    TENSOR_ATTRIBUTES,
    Analysis,
    complex_test,
)
from .loader import LineDict, decode_spec, load_yaml
from .opspec import BUNDLED, BUNDLED_SPEC, NON_HOLOMORPHIC_CALLS, OpSpec, Spec
from .signature import Signature, SignatureError, parse_signature


def _complex_path_ops(tree: ast.AST) -> set[str]:
    """The ops a formula may call for complex inputs: the real-only branch of
    ``X if numeric.is_complex(self) else Y`` (Y) is left out."""
    found: set[str] = set()
    pending = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.IfExp):
            branch = complex_test(node.test)
            if branch is not None:
                pending.append(node.body if branch else node.orelse)
                continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            found.add(node.func.id)
        elif isinstance(node, ast.BinOp | ast.UnaryOp) and type(node.op) in OPERATOR_OPS:
            found.add(OPERATOR_OPS[type(node.op)])
        elif isinstance(node, ast.Attribute) and node.attr in TENSOR_ATTRIBUTES:
            found.add(TENSOR_ATTRIBUTES[node.attr])
        elif isinstance(node, ast.Subscript):
            found.add("getitem")
        pending.extend(ast.iter_child_nodes(node))
    return found


def _complex_calls(analysis: Analysis, tree: ast.AST) -> frozenset[str]:
    """The ops of ``analysis.calls`` that a formula may call for complex inputs.

    A formula the checker passed without a ``numeric.is_complex`` branch reaches every op
    it calls: the checker visited each node that _complex_path_ops would, and records an op
    wherever _complex_path_ops finds one, so only formulas with such a branch need the walk.
    """
    if analysis.complex_branch or analysis.errors or analysis.missing:
        return analysis.calls & _complex_path_ops(tree)
    return analysis.calls


def _check_complex(ops: list[OpSpec], base: tuple[OpSpec, ...] = ()) -> list[SpecError]:
    """A complex op's formulas call only complex ops (this spec's, or the base's it does not
    redefine), and say how forward mode goes."""
    mine = {op.name for op in ops}
    visible = [*ops, *(op for op in base if op.name not in mine)]
    complex_ops = {op.name.replace(".", "_") for op in visible if op.complex}
    errors: list[SpecError] = []
    for op in ops:
        if not op.complex:
            if "complex" in op.tests:
                errors.append(
                    SpecError(op.location, op.name, "'tests.complex' needs 'complex: true'")
                )
            continue
        formulas = [*op.formulas, *([op.jvp] if op.jvp is not None else [])]
        for formula in formulas:
            reached = _complex_calls(formula.analysis, formula.tree)
            for call in sorted(reached - complex_ops):
                errors.append(
                    SpecError(
                        formula.location,
                        op.name,
                        f"'complex: true', but its formula calls '{call}', which is not marked "
                        "complex; mark it (after checking its formulas) or drop the flag",
                    )
                )
        conj_calls = set().union(*(f.analysis.calls for f in op.formulas)) & NON_HOLOMORPHIC_CALLS
        if op.elementwise and not op.linear and op.jvp is None and conj_calls:
            errors.append(
                SpecError(
                    op.location,
                    op.name,
                    f"its backward calls {', '.join(sorted(conj_calls))}, so it is not holomorphic "
                    "and forward mode cannot be derived from it: give a 'result:' formula",
                )
            )
    return errors


def load_spec(path: Path, display: str | None = None) -> Spec:
    """Read and validate a spec file; raise SpecErrors listing every problem."""
    file = display or path.name
    try:
        data = path.read_bytes()
    except OSError as exc:
        reason = exc.strerror or str(exc)
        error = SpecError(Location(file, 1), None, f"cannot read spec: {reason}")
        raise SpecErrors([error]) from None
    return parse_spec(decode_spec(data, file), file)


def _extends(data: list[Any], file: str, errors: list[SpecError]) -> tuple[str | None, int]:
    """The base a spec names in its first item, ``- extends: derivgen``, and that item's line."""
    for position, item in enumerate(data):
        if not isinstance(item, LineDict) or "extends" not in item:
            continue
        line = item.key_lines["extends"]
        if position != 0:
            errors.append(SpecError(Location(file, line), None, "'extends' must be the first item"))
        elif len(item) != 1:
            extra = next(k for k in item if k != "extends")
            errors.append(
                SpecError(Location(file, line), None, f"'extends' stands alone; '{extra}' is here")
            )
        elif item["extends"] != BUNDLED:
            errors.append(
                SpecError(
                    Location(file, line),
                    None,
                    f"cannot extend {item['extends']!r}; the only base is '{BUNDLED}' "
                    "(the ops bundled with derivgen)",
                )
            )
        else:
            return BUNDLED, line
    return None, 0


def is_bundled(spec: Spec) -> bool:
    """Whether ``spec`` is derivgen's own, whose generated package is always registered."""
    return spec.base is None and spec.text == _bundled_text()


@functools.cache
def _bundled_text() -> str:
    return BUNDLED_SPEC.read_text(encoding="utf-8")


@functools.cache
def bundled_spec() -> Spec:
    """The spec bundled with derivgen, which ``extends: derivgen`` resolves names against."""
    return load_spec(BUNDLED_SPEC, BUNDLED_SPEC.name)


def _bundled_names() -> dict[str, int]:
    """Op names of the bundled spec and their lines, read without validating it."""
    data, _ = load_yaml(BUNDLED_SPEC.read_text(encoding="utf-8"), BUNDLED_SPEC.name)
    return {
        item["name"].split("(")[0].strip().replace(".", "_"): item.line
        for item in data
        if isinstance(item, LineDict) and isinstance(item.get("name"), str)
    }


def _base(extends: str | None, line: int, file: str, errors: list[SpecError]) -> Spec | None:
    if extends is None:
        return None
    try:
        return bundled_spec()
    except SpecErrors as exc:
        errors.append(
            SpecError(
                Location(file, line),
                None,
                f"cannot extend '{extends}': its spec has errors, the first: {exc.errors[0]}",
            )
        )
        return None


def _check_replace(
    item: LineDict, sig: Signature, base: Spec | None, file: str, errors: list[SpecError]
) -> None:
    """A spec extending derivgen redefines a bundled op only where it says ``replace: true``.

    Ops are matched by their Python spelling, which formulas call them by.
    """
    bundled = {op.name.replace(".", "_"): op for op in base.ops} if base is not None else {}
    same = bundled.get(sig.full_name.replace(".", "_"))
    replace = item.get("replace", False)
    if not isinstance(replace, bool):
        line = item.key_lines["replace"]
        errors.append(
            SpecError(Location(file, line), sig.full_name, "'replace' must be true or false")
        )
    elif replace and same is None:
        line = item.key_lines["replace"]
        errors.append(
            SpecError(
                Location(file, line),
                sig.full_name,
                f"'replace: true', but there is no bundled op '{sig.full_name}' to replace"
                + ("" if base is not None else f" (the spec does not say '- extends: {BUNDLED}')"),
            )
        )
    elif not replace and same is not None:
        errors.append(
            SpecError(
                Location(file, item.line),
                sig.full_name,
                f"redefines the bundled op '{same.name}' defined at {same.location}; rename it, "
                "or add 'replace: true' to use this definition in its place",
            )
        )


def parse_spec(text: str, file: str) -> Spec:
    """Validate spec text; raise SpecErrors listing every problem."""
    data, errors = load_yaml(text, file)
    if not isinstance(data, list):
        hint = ""
        if isinstance(data, LineDict) and "extends" in data:
            hint = f"; write '- extends: {BUNDLED}' as its first item"
        errors.append(
            SpecError(Location(file, 1), None, f"the top level must be a list of ops{hint}")
        )
        raise SpecErrors(errors)
    extends, extends_line = _extends(data, file, errors)
    if extends_line:
        data = data[1:]
    base = _base(extends, extends_line, file, errors)

    entries: list[tuple[LineDict, Signature]] = []
    signatures: dict[str, Signature] = {}
    first_line: dict[str, int] = {}
    py_names: dict[str, str] = {}  # the Python spelling of each op: 'sum.dim' is 'sum_dim'
    unparsed: set[str] = set()  # ops whose signature failed; calls to them are not errors
    item_lines = getattr(data, "lines", [1] * len(data))
    for item, item_line in zip(data, item_lines, strict=True):
        if not isinstance(item, LineDict):
            shown = repr(item) if len(repr(item)) < 60 else type(item).__name__
            message = f"each op must be a mapping, got {shown}"
            errors.append(SpecError(Location(file, item_line), None, message))
            continue
        if "extends" in item:
            continue  # reported by _extends
        if "name" not in item:
            errors.append(SpecError(Location(file, item.line), None, "entry has no 'name'"))
            continue
        raw = item["name"]
        line = item.key_lines["name"]
        if not isinstance(raw, str):
            errors.append(
                SpecError(Location(file, line), None, "'name' must be a signature string")
            )
            continue
        label = raw.split("(")[0].strip()
        try:
            sig = parse_signature(raw)
        except SignatureError as exc:
            errors.append(SpecError(Location(file, line), label, str(exc)))
            unparsed.add(label)
            continue
        if str(sig) != raw.strip():
            errors.append(SpecError(Location(file, line), label, f"write the signature as '{sig}'"))
            continue
        problems = check_signature(sig)
        for problem in problems:
            errors.append(SpecError(Location(file, line), sig.full_name, problem))
        if sig.full_name in signatures:
            errors.append(
                SpecError(
                    Location(file, item.line),
                    sig.full_name,
                    f"duplicate op; first defined at line {first_line[sig.full_name]}",
                )
            )
            continue
        py_name = sig.full_name.replace(".", "_")
        if py_name in py_names:
            errors.append(
                SpecError(
                    Location(file, line),
                    sig.full_name,
                    f"op '{sig.full_name}' and op '{py_names[py_name]}' (line "
                    f"{first_line[py_names[py_name]]}) are both '{py_name}' in Python",
                )
            )
            continue
        py_names[py_name] = sig.full_name
        _check_replace(item, sig, base, file, errors)
        signatures[sig.full_name] = sig
        first_line[sig.full_name] = item.line
        if not problems:
            entries.append((item, sig))

    # Formulas call ops by name; overloads are reached by their full name. This spec's ops
    # shadow the base's.
    inherited = {op.name: op.signature for op in base.ops} if base is not None else {}
    visible = {**inherited, **signatures}
    callable_ops = {name.replace(".", "_"): sig for name, sig in visible.items()}
    standalone = base is None and text != _bundled_text()
    bundled = (lambda: frozenset(_bundled_names())) if standalone else frozenset
    builder = EntryBuilder(file, errors, callable_ops, frozenset(unparsed), bundled)
    ops = [op for item, sig in entries if (op := builder.build(item, sig)) is not None]
    for op in ops:
        broadcasts = op.broadcast or (op.elementwise and len(op.signature.tensor_inputs) > 1)
        if broadcasts and "sum_to" not in visible:
            errors.append(
                SpecError(
                    op.location,
                    op.name,
                    "broadcasting ops need op 'sum_to(Tensor self, int[] shape) -> Tensor' "
                    "in the spec, to sum gradients back to their input's shape",
                )
            )
    errors += _check_complex(ops, base.ops if base is not None else ())
    if errors and base is None and not builder.hinted:
        errors += _extends_hint(builder.called - set(callable_ops), text, file)
    if errors:
        raise SpecErrors(errors)
    return Spec(file=file, text=text, ops=tuple(ops), base=base)


def _extends_hint(missing: set[str], text: str, file: str) -> list[SpecError]:
    """Suggest ``extends: derivgen`` when the ops a spec lacks are bundled ones."""
    if not missing or text == _bundled_text():
        return []
    bundled = sorted(missing & set(_bundled_names()))
    if not bundled:
        return []
    names = ", ".join(f"'{name}'" for name in bundled)
    return [
        SpecError(
            Location(file, 1),
            None,
            f"{names} {'is a bundled op' if len(bundled) == 1 else 'are bundled ops'}: add "
            f"'- extends: {BUNDLED}' as the first item of the spec to call "
            f"{'it' if len(bundled) == 1 else 'them'} without copying",
        )
    ]
