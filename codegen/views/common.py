"""Pieces every view shares: the FunctionView record, names, parameter lists, calls to ops."""

from __future__ import annotations

import ast
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from ..emit.escape import docstring_line
from ..emit.formula import emit
from ..emit.layout import function_header, statement
from ..model.batching import UNDISPATCHED
from ..model.opspec import OpSpec
from ..model.signature import Signature

# Formulas emitted by earlier runs and by this one, keyed by Calls.stored_key (emit_cache.py
# keeps them on disk).
remembered: dict[str, str] = {}
learned: dict[str, str] = {}

# Names a formula may use for constants, spelled as the generated modules import them.
CONSTANTS = {"inf": "math.inf", "nan": "math.nan"}


@dataclass(frozen=True)
class FunctionView:
    """A generated function, laid out for a template: name, parameters, docstring, body."""

    name: str
    params: str
    doc: tuple[str, ...]
    body: tuple[str, ...]  # one statement each, nested ones indented by four spaces

    @cached_property
    def _laid_out(self) -> tuple[str, tuple[str, ...], frozenset[str]]:
        names: set[str] = set()
        header = "\n".join(function_header(self.name, self.params, names=names))
        lines: list[str] = []
        for line in self.body:
            text = line.lstrip(" ")
            lines += statement(text, 1 + (len(line) - len(text)) // 4, names)
        return header, tuple(lines), frozenset(names)

    @property
    def header(self) -> str:
        """The ``def`` line(s), laid out as ruff would."""
        return self._laid_out[0]

    @property
    def docstring(self) -> str:
        """The docstring's lines, indented for a function body; blank lines stay empty."""
        lines = (f"    {docstring_line(line)}" if line else "" for line in self.doc)
        return "\n".join(lines).lstrip()

    @property
    def lines(self) -> tuple[str, ...]:
        """The body, laid out as ruff would, with its indentation."""
        return self._laid_out[1]

    @property
    def names(self) -> frozenset[str]:
        """Every name the function reads, to decide what its module imports."""
        return self._laid_out[2]


# What a generated module imports for each name its functions use, by isort section.
IMPORTS = (
    ("math", "import math"),
    ("np", "import numpy as np"),
    ("numeric", "from derivgen import numeric"),
    ("bundled", "from derivgen.generated import ops as bundled"),
    ("kernels", "from derivgen.numeric import kernels"),
    # SciPy is imported when an op first needs it: see derivgen/numeric/lazy.py.
    ("scipy", "from derivgen.numeric.lazy import scipy"),
)
SECTIONS = ({"math"}, {"np"}, {"numeric", "bundled", "kernels", "scipy"})
# Every module imports the spec hash it checks; constants sort first, as isort orders them.
PACKAGE_NAMES = ("SPEC_SHA256", "STALE_MODULE")


def import_block(functions: list[FunctionView], siblings: tuple[str, ...] = ("ops",)) -> str:
    """Only the imports the functions use, sorted and grouped as isort (ruff's I rules) does.

    ``siblings`` are the modules of the generated package the functions may call.
    """
    used = frozenset().union(*(f.names for f in functions))
    blocks = []
    for section in SECTIONS:
        lines = [line for name, line in IMPORTS if name in section and name in used]
        if lines:
            blocks.append("\n".join(lines))
    local = [*PACKAGE_NAMES, *(name for name in siblings if name in used)]
    blocks.append(f"from . import {', '.join(local)}")
    return "\n\n".join(blocks)


def py_name(full_name: str) -> str:
    """The Python identifier of an op: 'linalg.det' becomes 'linalg_det'."""
    return full_name.replace(".", "_")


def params_text(sig: Signature) -> str:
    """The parameter list of a forward function, with a bare `*` before keyword-only ones."""
    parts: list[str] = []
    star = False
    for arg in sig.arguments:
        if arg.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(arg.name if arg.default is None else f"{arg.name}={arg.default}")
    return ", ".join(parts)


def ordered(sig: Signature, names: set[str], shapes: set[str]) -> tuple[str, ...]:
    """Saved values in a stable order: inputs (or their shapes), outputs, other arguments."""
    order: list[str] = []
    for arg in sig.tensor_inputs:
        if arg.name in names:
            order.append(arg.name)
        elif arg.name in shapes:
            order.append(f"{arg.name}_shape")
    order += [o for o in sig.output_names if o in names]
    order += [a.name for a in sig.other_arguments if a.name in names]
    return tuple(order)


class Calls:
    """Emits a call to a spec op: straight to NumPy where the op mirrors it, else to ops.py
    (or, for an op of the spec's base, to the bundled package's ops, imported as ``bundled``).
    An op that an engine spells its own way (``engines: {dask: {forward:}}``) is called in
    ops.py, whose forward branches to that spelling."""

    def __init__(self, ops: dict[str, OpSpec], inherited: frozenset[str] = frozenset()) -> None:
        self.ops = ops
        self.inherited = inherited
        self.mirrors = {name: spec.mirror for name, spec in ops.items()}
        self._emitted: dict[tuple[str, tuple[tuple[str, str], ...], frozenset[str]], str] = {}

    def emit(
        self, source: str, tree: ast.Expression, renames: Mapping[str, str], shapes: frozenset[str]
    ) -> str:
        """formula.emit with these calls, once per (source, renames, shapes); ``source`` is
        the text ``tree`` was parsed from (or its ast.unparse), so equal sources mean equal
        trees. Specs with many similar ops share formulas."""
        key = (source, tuple(sorted(renames.items())), shapes)
        code = self._emitted.get(key)
        if code is None:
            stored = json.dumps([self.digest, source, key[1], sorted(shapes)])
            code = remembered.get(stored)
            if code is None:
                code = learned[stored] = emit(tree, renames, shapes, self)
            self._emitted[key] = code
        return code

    @cached_property
    def digest(self) -> str:
        """A hash of everything __call__ reads of the ops: what an emitted formula depends on
        besides its own text, renames and shape reads."""
        table = [
            [
                name,
                op.name,
                op.mirror,
                op.variadic,
                op.name in UNDISPATCHED,
                bool(op.engine_forwards),
                self.module(name),
                [[a.name, a.kw_only, a.default] for a in op.signature.arguments],
            ]
            for name, op in sorted(self.ops.items())
        ]
        return hashlib.sha256(json.dumps(table).encode()).hexdigest()

    def module(self, name: str) -> str:
        """The module a generated file calls op ``name`` from."""
        return "bundled" if name in self.inherited else "ops"

    def __call__(self, call: ast.Call) -> ast.expr:
        assert isinstance(call.func, ast.Name)
        op = self.ops[call.func.id]
        if op.mirror is None or op.name in UNDISPATCHED or op.engine_forwards:
            module = ast.Name(self.module(call.func.id), ast.Load())
            call.func = ast.Attribute(module, py_name(op.name), ast.Load())
            return call
        given = dict(zip((a.name for a in op.signature.arguments), call.args, strict=False))
        given.update({k.arg: k.value for k in call.keywords if k.arg is not None})
        positional = [a for a in op.signature.arguments if not a.kw_only]
        last = max((i for i, a in enumerate(positional) if a.name in given), default=-1)
        args: list[ast.expr] = [
            given.get(a.name) or ast.parse(a.default or "None", mode="eval").body
            for a in positional[: last + 1]
        ]
        if op.variadic and len(args) == len(positional):
            args[-1] = ast.Starred(args[-1], ast.Load())
        keywords = [
            ast.keyword(a.name, given[a.name])
            for a in op.signature.arguments
            if a.kw_only and a.name in given
        ]
        root, *parts = op.mirror.split(".")
        func: ast.expr = ast.Name(root, ast.Load())
        for part in parts:
            func = ast.Attribute(func, part, ast.Load())
        return ast.Call(func, args, keywords)
