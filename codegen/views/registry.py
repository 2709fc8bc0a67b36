"""The registry view: each op as one row of the compact table in the generated registry.py."""

from __future__ import annotations

import json
import math
from typing import Any

from ..emit.layout import statement
from ..emit.syntax import string_literal
from ..model.opspec import OpSpec
from .docs import formula_texts

# The columns of a row, in order; the generated registry.py states them for derivgen.ops.table.
COLUMNS = (
    "signature",
    "jvp_kind",
    "jvp_formula",
    "formulas",
    "saved",
    "grads",
    "inputs",
    "differentiable",
    "arguments",
    "outputs",
    "flags",
    "category",
    "conventions",
    "tests",
    "line",
    "batch",
    "engines",
    "engine_forwards",
)
FLAGS = ("elementwise", "broadcast", "linear", "variadic", "complex", "jvp")


def columns_statement() -> str:
    """``COLUMNS = (...)`` as the generated registry spells it."""
    return "\n".join(statement(f"COLUMNS = {COLUMNS!r}", 0))


# Leaf types compared by value alone: most of a spec's test data (exact types, so that the
# dict and list subclasses of the YAML loader take the general path).
_PLAIN_LEAVES = frozenset({str, int, bool, type(None)})


def _same(a: Any, b: Any) -> bool:
    """Equality that counts NaN as equal to itself and tells tuples, ints and floats apart."""
    kind = type(a)
    if kind is type(b):  # the common leaves first: this runs on every number of every test
        if kind in _PLAIN_LEAVES:
            return bool(a == b)
        if kind is float:
            return math.isnan(b) if math.isnan(a) else a == b
        if kind is list:
            return len(a) == len(b) and all(map(_same, a, b))
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a):
        return math.isnan(b)
    if isinstance(a, dict) or isinstance(b, dict):
        return (
            isinstance(a, dict)
            and isinstance(b, dict)
            and a.keys() == b.keys()
            and all(_same(a[k], b[k]) for k in a)
        )
    if isinstance(a, list) or isinstance(b, list):
        return (
            isinstance(a, list)
            and isinstance(b, list)
            and len(a) == len(b)
            and all(_same(x, y) for x, y in zip(a, b, strict=True))
        )
    return type(a) is type(b) and bool(a == b)


def registry_row(
    op: OpSpec,
    has_jvp: bool,
    jvp_kind: str,
    jvp_text: str,
    saved: tuple[str, ...],
    grads: tuple[str, ...],
) -> str:
    """The op's row as a Python string literal holding a JSON array, in COLUMNS order."""
    has = {**{flag: bool(getattr(op, flag, False)) for flag in FLAGS}, "jvp": has_jvp}
    flags = [flag for flag in FLAGS if has[flag]]
    tests = op.tests
    if not _same(json.loads(json.dumps(tests)), tests):
        where = f"{op.location.file}:{op.location.line}"
        raise ValueError(f"{where}: {op.name}: 'tests' holds values JSON cannot keep: {tests!r}")
    values = {
        "signature": str(op.signature),
        "jvp_kind": jvp_kind,
        "jvp_formula": jvp_text,
        "formulas": formula_texts(op),
        "saved": list(saved),
        "grads": list(grads),
        "inputs": [a.name for a in op.signature.tensor_inputs],
        "differentiable": list(op.differentiable),
        "arguments": [a.name for a in op.signature.arguments],
        "outputs": list(op.signature.output_names),
        "flags": flags,
        "category": op.category,
        "conventions": op.conventions,
        "tests": tests,
        "line": op.location.line,
        "batch": op.batch.text,
        "engines": {limit.engine: limit.message for limit in op.engines},
        "engine_forwards": {f.engine: f.forward for f in op.engine_forwards},
    }
    row = [values[column] for column in COLUMNS]
    return string_literal(json.dumps(row, ensure_ascii=False))
