"""Rendering: a pure function from a validated Spec to the text of every generated file."""

from __future__ import annotations

import ast
import hashlib
import math
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import jinja2

from .formula import emit, substitute
from .kernels import inplace, numexpr_source
from .signature import Argument, Signature
from .spec import OpSpec, Spec

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
PACKAGE_FILES = ("__init__.py", "ops.py", "backward.py", "jvp.py", "registry.py")


@dataclass(frozen=True)
class FunctionView:
    """A generated function, laid out for a template: name, parameters, docstring, body."""

    name: str
    params: str
    doc: tuple[str, ...]
    body: tuple[str, ...]


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
        texts = {", ".join(f.inputs): f.text for f in self.spec.formulas}
        texts.update({name: "non_differentiable" for name in self.spec.non_differentiable})
        return texts

    @property
    def numpy_name(self) -> str:
        """The mirrored function's registry name: 'sin', 'linalg.det', 'scipy.special.erf'."""
        return (self.spec.mirror or "").removeprefix("np.")

    @property
    def edges_text(self) -> list[str]:
        """Each tested edge point as `op(args) -> gradient`."""

        def show(value: object) -> str:
            if isinstance(value, dict) and "value" in value:
                value = value["value"]
            return str(value).replace("'", "")

        lines = []
        for edge in self.spec.tests.get("edges", []):
            args = ", ".join(f"{k}={show(v)}" for k, v in edge.items() if k != "grad")
            lines.append(f"`{self.spec.signature.name}({args})` → grad `{show(edge['grad'])}`")
        return lines

    @property
    def mirror_display(self) -> str:
        return self.spec.mirror or ""

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.spec.signature.tensor_inputs)

    @property
    def arguments(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.spec.signature.arguments)


def py_name(full_name: str) -> str:
    return full_name.replace(".", "_")


def _params(sig: Signature) -> str:
    parts: list[str] = []
    star = False
    for arg in sig.arguments:
        if arg.kw_only and not star:
            parts.append("*")
            star = True
        parts.append(arg.name if arg.default is None else f"{arg.name}={arg.default}")
    return ", ".join(parts)


class _Calls:
    """Emits a call to a spec op: straight to NumPy where the op mirrors it, else to ops.py
    (or, for an op of the spec's base, to the bundled package's ops, imported as ``bundled``)."""

    def __init__(self, ops: dict[str, OpSpec], inherited: frozenset[str] = frozenset()) -> None:
        self.ops = ops
        self.inherited = inherited
        self.mirrors = {name: spec.mirror for name, spec in ops.items()}

    def module(self, name: str) -> str:
        """The module a generated file calls op ``name`` from."""
        return "bundled" if name in self.inherited else "ops"

    def __call__(self, call: ast.Call) -> ast.expr:
        assert isinstance(call.func, ast.Name)
        op = self.ops[call.func.id]
        if op.mirror is None:
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


def _forward_view(op: OpSpec) -> FunctionView:
    sig = op.signature
    where = f"{Path(op.location.file).name}:{op.location.line}"  # the same from any directory
    doc = (f"Forward of {sig}.", "", f"Defined at {where}.")
    if op.mirror is not None:
        args = [a.name for a in sig.arguments if not a.kw_only]
        if op.variadic:
            args[-1] = f"*{args[-1]}"
        args += [f"{a.name}={a.name}" for a in sig.arguments if a.kw_only]
        body = (f"return {op.mirror}({', '.join(args)})",)
    else:
        tensors = ", ".join(a.name for a in sig.tensor_inputs)
        call_args = ", ".join(a.name for a in sig.arguments)
        # Plain ndarrays (the usual case inside a backward) skip the search for a tracer.
        traced = " or ".join(f"type({a.name}) is not np.ndarray" for a in sig.tensor_inputs)
        if len(sig.tensor_inputs) > 1:
            traced = f"({traced})"
        body = (
            f"if {traced} and (tracer := numeric.tracer_among({tensors})) is not None:",
            # __name__ lets the runtime check that the op it has under this name is this one.
            f"    return tracer.__derivgen_apply__({op.name!r}, ({call_args},), __name__)",
            f"return {op.forward}",
        )
    return FunctionView(py_name(op.name), _params(sig), doc, body)


CONSTANTS = {"inf": "math.inf", "nan": "math.nan"}


def _grad_renames(sig: Signature) -> dict[str, str]:
    outputs = sig.output_names
    names = {a.name for a in sig.arguments}
    renames = {k: v for k, v in CONSTANTS.items() if k not in names}
    if len(outputs) == 1:
        return renames
    for i, out in enumerate(outputs):
        renames[f"grads[{i}]"] = f"grad_{out}"
        renames[f"result{i}"] = out
    return renames


def _ordered(sig: Signature, names: set[str], shapes: set[str]) -> tuple[str, ...]:
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


def _backward_view(
    op: OpSpec, calls: _Calls
) -> tuple[FunctionView, tuple[str, ...], tuple[str, ...]]:
    sig = op.signature
    renames = _grad_renames(sig)
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
    saved = _ordered(sig, values, shapes)

    def shape_of(name: str) -> str:
        return f"{name}_shape" if name in shapes else f"numeric.shape({name})"

    sum_to = f"{calls.module('sum_to')}.sum_to"

    body: list[str] = []
    results: dict[str, str] = {}
    single = len(sig.tensor_inputs) == 1
    position = {a.name: k for k, a in enumerate(sig.tensor_inputs)}
    for f in op.formulas:
        code = emit(f.tree, renames, frozenset(shapes), calls)
        if single:
            if broadcasts:
                code = f"{sum_to}({code}, {shape_of(f.inputs[0])})"
            body.append(f"return {code}")
            break
        # needs[k] is False when the caller wants no gradient for input k (a constant).
        wanted = " or ".join(f"needs[{position[i]}]" for i in f.inputs)
        targets = [f"grad_{i}" for i in f.inputs]
        if len(f.inputs) == 1:
            if broadcasts:
                code = f"{sum_to}({code}, {shape_of(f.inputs[0])})"
            body.append(f"{targets[0]} = {code} if {wanted} else None")
        else:
            nones = ", ".join("None" for _ in targets)
            body.append(f"{', '.join(targets)} = ({code}) if {wanted} else ({nones})")
            for i, t in zip(f.inputs, targets, strict=True):
                if broadcasts:
                    body.append(f"{t} = {sum_to}({t}, {shape_of(i)}) if {t} is not None else None")
        results.update(zip(f.inputs, targets, strict=True))
    if single and not op.formulas:
        body.append("return None")
    if not single:
        items = [results.get(a.name, "None") for a in sig.tensor_inputs]
        body.append(f"return {', '.join(items)}")
    fast = _fast_path(op, calls, renames, set(grads) | set(values) - set(shapes) | set(saved))
    if fast:
        body = [*fast, *body]
    doc = [f"Backward of {sig}.", ""]
    doc += [f"{', '.join(f.inputs)}: {f.text}" for f in op.formulas]
    doc += [f"{n}: non-differentiable" for n in op.non_differentiable]
    params = ", ".join((*grads, *saved))
    if not single:
        flags = ", ".join("True" for _ in sig.tensor_inputs)
        params += f", *, needs=({flags})"
        doc += ["", "needs: which inputs' gradients to compute (None for the others)."]
    return (
        FunctionView(f"{py_name(op.name)}_backward", params, tuple(doc), tuple(body)),
        saved,
        grads,
    )


def _fast_path(op: OpSpec, calls: _Calls, renames: dict[str, str], names: set[str]) -> list[str]:
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
    kernels = []
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
    for f, (steps, result), _ in kernels:
        lines += [f"    {step}" for step in steps]
        outputs[f.inputs[0]] = result
    if single:
        lines.append(f"    return {outputs[sig.tensor_inputs[0].name]}")
    else:
        lines.append(
            f"    return {', '.join(outputs.get(a.name, 'None') for a in sig.tensor_inputs)}"
        )
    return lines


def _jvp_formula(op: OpSpec, ops: dict[str, OpSpec]) -> tuple[str, ast.Expression | None]:
    """Which forward-mode rule an op gets, and its expression (None: transpose the backward)."""
    sig = op.signature
    if op.jvp is not None:
        return "written", op.jvp.tree
    if len(sig.output_names) != 1:
        return "transpose", None
    if op.linear:

        def tangent(a: Argument) -> ast.Name:
            name = f"{a.name}_t" if a.name in op.differentiable else a.name
            return ast.Name(name, ast.Load())

        args = [tangent(a) for a in sig.arguments if not a.kw_only]
        keywords = [ast.keyword(a.name, tangent(a)) for a in sig.arguments if a.kw_only]
        call = ast.Call(ast.Name(py_name(op.name), ast.Load()), args, keywords)
        return "linear", ast.Expression(call)
    if op.elementwise and all(len(f.inputs) == 1 for f in op.formulas) and op.formulas:
        terms = [substitute(f.tree, {"grad": f"{f.inputs[0]}_t"}).body for f in op.formulas]
        total = terms[0]
        for term in terms[1:]:
            total = ast.BinOp(total, ast.Add(), term)
        if len(sig.tensor_inputs) > 1 and "broadcast_to" not in ops:
            return "transpose", None
        if len(sig.tensor_inputs) > 1:
            shape = ast.Attribute(ast.Name("result", ast.Load()), "shape", ast.Load())
            total = ast.Call(ast.Name("broadcast_to", ast.Load()), [total, shape], [])
        return "elementwise", ast.Expression(total)
    return "transpose", None


def _jvp_view(op: OpSpec, calls: _Calls) -> tuple[FunctionView | None, str, str]:
    kind, tree = _jvp_formula(op, calls.ops)
    if tree is None:
        return None, kind, "transpose of the backward (double vjp)"
    sig = op.signature
    tensors = {a.name for a in sig.tensor_inputs}
    constants = {k: v for k, v in CONSTANTS.items() if k not in {a.name for a in sig.arguments}}
    renames = {**constants, **{f"{t}_p": t for t in tensors}}
    names = {renames.get(n.id, n.id) for n in ast.walk(tree) if isinstance(n, ast.Name)}
    if kind == "linear":
        names.discard(py_name(op.name))
    primals = _ordered(sig, names, set())
    tangents = tuple(f"{t}_t" for t in op.differentiable)
    params = ", ".join((*tangents, *primals))
    code = emit(tree, renames, frozenset(), calls)
    text = ast.unparse(tree)
    doc = (f"Forward-mode derivative of {sig} ({kind}).", "", f"result_t = {text}")
    return FunctionView(f"{py_name(op.name)}_jvp", params, doc, (f"return {code}",)), kind, text


def op_views(spec: Spec) -> list[OpView]:
    inherited = spec.base_ops()
    calls = _Calls(
        {py_name(op.name): op for op in (*inherited, *spec.ops)},
        frozenset(py_name(op.name) for op in inherited),
    )
    views = []
    for op in spec.ops:
        backward, saved, grads = _backward_view(op, calls)
        jvp, kind, text = _jvp_view(op, calls)
        views.append(
            OpView(op, py_name(op.name), _forward_view(op), backward, jvp, kind, text, saved, grads)
        )
    return views


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["pyrepr"] = _pyrepr
    return env


def _pyrepr(value: object) -> str:
    """A Python literal for plain data; YAML mappings print as ordinary dicts."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_pyrepr(k)}: {_pyrepr(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_pyrepr(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + "".join(f"{_pyrepr(v)}, " for v in value) + ")"
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'
    return repr(value)


def header(spec: Spec) -> str:
    digest = hashlib.sha256(spec.text.encode("utf-8")).hexdigest()
    return f"# @generated from {Path(spec.file).name} (sha256: {digest}). Do not edit."


def render_package(spec: Spec, views: list[OpView] | None = None) -> dict[str, str]:
    """The text of every file of the generated package, keyed by file name."""
    env = _environment()
    views = op_views(spec) if views is None else views
    context = {"header": header(spec), "ops": views, "spec_file": Path(spec.file).name}
    files = {name: env.get_template(f"{name}.jinja").render(context) for name in PACKAGE_FILES}
    return format_python(files)


def render_docs(spec: Spec, views: list[OpView] | None = None) -> str:
    """docs/ops.md: every op by category, with formulas, forward-mode rule and conventions."""
    views = op_views(spec) if views is None else views
    groups: dict[str, list[OpView]] = {}
    for view in sorted(views, key=lambda v: v.spec.name):
        groups.setdefault(view.spec.category, []).append(view)
    context = {
        "header": header(spec),
        "ops": views,
        "categories": sorted(groups.items()),
        "spec_file": Path(spec.file).name,
    }
    return _environment().get_template("ops.md.jinja").render(context)


def format_python(files: dict[str, str]) -> dict[str, str]:
    """Format Python sources with ruff, in one process, so generated code passes ruff format.

    ruff parses every file on the way, so a template bug never reaches disk, and it
    removes the imports a file does not use.
    """
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for name, text in files.items():
            (root / name).write_text(text, encoding="utf-8")
        # Templates import every module a body might use; ruff drops the unused ones.
        ruff = [sys.executable, "-m", "ruff"]
        options = ["--no-cache", "--isolated", "--line-length", "100", str(root)]
        first_party = ["--config", "lint.isort.known-first-party = ['derivgen']"]
        steps = [
            [*ruff, "check", "--fix", "--quiet", "--select", "F401,I", *first_party, *options],
            [*ruff, "format", "--quiet", *options],
        ]
        for step in steps:
            done = subprocess.run(step, capture_output=True, text=True)
            if done.returncode != 0:
                for name, text in files.items():
                    ast.parse(text, filename=name)  # names a template bug's file and line
                raise RuntimeError(f"ruff failed on the generated code: {done.stdout}{done.stderr}")
        return {name: (root / name).read_text(encoding="utf-8") for name in files}
