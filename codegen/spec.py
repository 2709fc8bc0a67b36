"""The spec as frozen dataclasses, built from derivatives.yaml with every error collected."""

from __future__ import annotations

import ast
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import Location, SpecError, SpecErrors, did_you_mean
from .formula import (
    OPERATOR_OPS,
    TENSOR_ATTRIBUTES,
    Analysis,
    analyse,
    complex_test,
    join_lines,
    parse_expression,
)
from .loader import LineDict, decode_spec, load_yaml
from .signature import TYPES, Argument, Signature, SignatureError, parse_signature
from .validate import check_forward, plain_data_problem, resolve_mirror, signature_name_problems

NON_DIFFERENTIABLE = "non_differentiable"
FLAG_KEYS = ("elementwise", "broadcast", "linear", "variadic", "complex")
# Formulas calling these are not complex-linear in the cotangent (not holomorphic), so the
# forward-mode rule cannot be derived from them by putting the tangent in place of grad.
NON_HOLOMORPHIC_CALLS = frozenset({"conjugate", "real", "imag", "absolute", "angle"})
ENTRY_KEYS = (
    "name", "numpy", "scipy", "forward", "result", "category", "conventions", "tests", "replace",
    *FLAG_KEYS,
)  # fmt: skip
TEST_KEYS = ("domain", "cases", "edges", "matrix", "rtol", "atol", "second_order", "complex")
COMPLEX_TEST_KEYS = ("domain", "cases", "rtol", "atol")  # what `complex:` may change
# A user's spec may say `extends: derivgen` to call the bundled ops in its formulas.
BUNDLED = "derivgen"
BUNDLED_SPEC = Path(__file__).resolve().parent.parent / "derivatives.yaml"


@dataclass(frozen=True)
class Formula:
    """A checked formula: the backward of ``inputs`` (or, for forward mode, the output tangent)."""

    inputs: tuple[str, ...]
    text: str
    location: Location
    tree: ast.Expression
    analysis: Analysis


@dataclass(frozen=True)
class OpSpec:
    """One entry of derivatives.yaml, validated."""

    signature: Signature
    location: Location
    mirror: (
        str | None
    )  # the function the op mirrors: "np.sin", "np.linalg.det", "scipy.special.erf"
    forward: str | None
    formulas: tuple[Formula, ...]
    non_differentiable: tuple[str, ...]
    jvp: Formula | None
    elementwise: bool
    broadcast: bool
    linear: bool
    variadic: bool  # the last positional Tensor[] is spread: np.einsum(subscripts, *operands)
    complex: bool  # complex inputs are differentiated (JAX's convention); otherwise refused
    category: str
    conventions: str
    tests: Mapping[str, Any]

    @property
    def name(self) -> str:
        return self.signature.full_name

    @property
    def differentiable(self) -> tuple[str, ...]:
        return tuple(
            a.name for a in self.signature.tensor_inputs if a.name not in self.non_differentiable
        )


@dataclass(frozen=True)
class Spec:
    """The whole spec, its source text (hashed into headers), its display name and its base.

    ``base`` is the bundled spec when this one says ``extends: derivgen``: its ops are
    callable from this spec's formulas, and the generated package imports them.
    """

    file: str
    text: str
    ops: tuple[OpSpec, ...]
    base: Spec | None = None

    def base_ops(self) -> tuple[OpSpec, ...]:
        """The base's ops that this spec does not redefine, i.e. the ones it calls there."""
        if self.base is None:
            return ()
        own = {op.name for op in self.ops}
        return tuple(op for op in self.base.ops if op.name not in own)


def _fits(arg: Argument, value: Any) -> bool:
    """Whether a default literal fits the argument's declared type."""
    if value is None:
        return arg.optional
    base = arg.type.rstrip("?")
    is_int = isinstance(value, int) and not isinstance(value, bool)
    checks = {
        "int": is_int,
        "float": is_int or isinstance(value, float),
        "Scalar": is_int or isinstance(value, float),
        "Tensor": is_int or isinstance(value, float),  # a number stands for a 0-d array
        "bool": isinstance(value, bool),
        "str": isinstance(value, str),
        "int[]": is_int
        or (
            isinstance(value, list | tuple)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ),
    }
    return checks.get(base, False)


def _check_signature(sig: Signature) -> list[str]:
    errors: list[str] = []
    seen: set[str] = set()
    for arg in sig.arguments:
        if arg.type not in TYPES:
            errors.append(f"unknown type '{arg.type}'{did_you_mean(arg.type, TYPES)}")
        elif arg.default is not None and not _fits(arg, arg.default_value):
            errors.append(f"default {arg.default} does not fit '{arg.type} {arg.name}'")
        if arg.name in seen:
            errors.append(f"duplicate argument name '{arg.name}'")
        seen.add(arg.name)
    errors += signature_name_problems(sig)
    for ret in sig.returns:
        if ret.type != "Tensor" and not (ret.type == "Tensor[]" and len(sig.returns) == 1):
            errors.append(f"outputs must be Tensor (or one Tensor[]), not '{ret.type}'")
    if len(sig.returns) > 1 and not all(r.name for r in sig.returns):
        errors.append("every output of a multi-output op needs a name")
    return errors


def _numpy_suggestion(path: str) -> str:
    import numpy as np  # only for a spec in error: the names it could have meant

    head, _, last = path.rpartition(".")
    module: Any = np
    for part in head.split(".") if head else []:
        module = getattr(module, part, None)
        if module is None:
            return ""
    suggestion = did_you_mean(last, [n for n in dir(module) if not n.startswith("_")])
    return suggestion.replace("'", f"'{head}." if head else "'", 1) if suggestion else ""


def _check_tests(tests: Any, sig: Signature) -> list[str]:
    if not isinstance(tests, Mapping):
        return ["'tests' must be a mapping with keys " + ", ".join(TEST_KEYS)]
    plain = plain_data_problem(tests, "tests")
    if plain:
        return [plain]
    errors = [
        f"unknown key 'tests.{k}'{did_you_mean(k, TEST_KEYS)}" for k in tests if k not in TEST_KEYS
    ]
    names = [a.name for a in sig.arguments]
    cases, edges = tests.get("cases"), tests.get("edges", [])
    if not isinstance(cases, list) or not cases:
        errors.append("'tests' needs a list of at least one entry under 'cases'")
        cases = []
    if not isinstance(edges, list):
        errors.append("'tests.edges' must be a list")
        edges = []
    for case in cases:
        if not isinstance(case, Mapping):
            errors.append("each test case must be a mapping from argument name to shape or value")
            continue
        for key in case:
            if key not in names:
                errors.append(f"test case names unknown argument '{key}'{did_you_mean(key, names)}")
        for arg in sig.tensor_inputs:
            if arg.name not in case and not arg.optional:
                errors.append(f"test case gives no shape for Tensor '{arg.name}'")
    for edge in edges:
        if not isinstance(edge, Mapping) or "grad" not in edge:
            errors.append("each edge must be a mapping of arguments plus the expected 'grad'")
            continue
        for key in edge:
            if key != "grad" and key not in names:
                errors.append(f"edge names unknown argument '{key}'{did_you_mean(key, names)}")
    complex_tests = tests.get("complex", {})
    if not isinstance(complex_tests, Mapping) or set(complex_tests) - set(COMPLEX_TEST_KEYS):
        errors.append(
            "'tests.complex' gives the complex runs other "
            + ", ".join(COMPLEX_TEST_KEYS)
            + " (a mapping with those keys)"
        )
    elif complex_tests.get("cases"):
        errors += _check_tests({"cases": complex_tests["cases"]}, sig)
    second = tests.get("second_order", True)
    if not isinstance(second, bool) and not (
        isinstance(second, list) and all(isinstance(i, int) for i in second)
    ):
        errors.append("'tests.second_order' must be true, false or a list of case numbers")
    for key in ("rtol", "atol"):
        value = tests.get(key, 0.0)
        if isinstance(value, bool) or not isinstance(value, int | float):
            errors.append(f"'tests.{key}' must be a number")
    for key in ("domain", "matrix"):
        if key in tests and not isinstance(tests[key], list | Mapping):
            errors.append(f"'tests.{key}' must be a list or a mapping")
    return errors


class _EntryBuilder:
    """Turns one YAML entry into an OpSpec, appending problems to a shared list."""

    def __init__(
        self,
        file: str,
        errors: list[SpecError],
        signatures: Mapping[str, Signature],
        unparsed: frozenset[str],
    ) -> None:
        self.file = file
        self.errors = errors
        self.signatures = signatures
        self.unparsed = unparsed
        self.called: set[str] = set()  # every op a formula calls, found or not

    def error(self, line: int, op: str | None, message: str) -> None:
        self.errors.append(SpecError(Location(self.file, line), op, message))

    def formula(
        self, entry: LineDict, key: str, inputs: tuple[str, ...], tensors: set[str], metas: set[str]
    ) -> Formula | None:
        op, line, text = entry["name"], entry.key_lines[key], entry[key]
        name = op.split("(")[0]
        if not isinstance(text, str):
            self.error(line, name, f"the formula for '{key}' must be a string, got {text!r}")
            return None
        tree = parse_expression(text)
        if isinstance(tree, str):
            self.error(line, name, tree)
            return None
        analysis = analyse(tree, tensors, metas, self.signatures, self.unparsed)
        self.called |= analysis.calls
        for problem in analysis.errors:
            self.error(line, name, f"{problem} in the formula for '{key}'")
        return Formula(inputs, join_lines(text), Location(self.file, line), tree, analysis)

    def build(self, entry: LineDict, sig: Signature) -> OpSpec | None:
        name, line = sig.full_name, entry.line
        before = len(self.errors)
        numpy_path, scipy_path = entry.get("numpy"), entry.get("scipy")
        forward = entry.get("forward")
        if sum(v is not None for v in (numpy_path, scipy_path, forward)) != 1:
            self.error(line, name, "give exactly one of 'numpy:', 'scipy:' and 'forward:'")
        mirror = None
        if numpy_path is not None:
            if not isinstance(numpy_path, str) or not resolve_mirror("numpy", numpy_path):
                hint = _numpy_suggestion(numpy_path) if isinstance(numpy_path, str) else ""
                self.error(
                    entry.key_lines["numpy"], name, f"numpy has no function '{numpy_path}'{hint}"
                )
            mirror = f"np.{numpy_path}"
        if scipy_path is not None:
            function = str(scipy_path).partition(".")[2]
            if not resolve_mirror("scipy", str(scipy_path)):
                import scipy.special  # only for a spec in error: the names it could have meant

                public = [n for n in dir(scipy.special) if not n.startswith("_")]
                hint = did_you_mean(function, public).replace("'", "'special.", 1)
                self.error(
                    entry.key_lines["scipy"],
                    name,
                    f"scipy.special has no function '{scipy_path}'{hint}; write 'special.NAME'",
                )
            mirror = f"scipy.{scipy_path}"
        if forward is not None:
            if not isinstance(forward, str):
                self.error(entry.key_lines["forward"], name, "'forward' must be a string")
            else:
                # The generated forward is the checked tree printed back, not the spec's text.
                forward, problems = check_forward(forward, sig)
                for problem in problems:
                    self.error(entry.key_lines["forward"], name, problem)

        args = {a.name: a for a in sig.arguments}
        tensors = {a.name for a in sig.tensor_inputs}
        metas = {a.name for a in sig.other_arguments} | {"inf", "nan"}
        outputs = sig.output_names
        grad_names = {"grad"} if len(outputs) == 1 else set()
        for i, out in enumerate(outputs if len(outputs) > 1 else ()):
            grad_names |= {f"grad_{out}", f"grads[{i}]", f"result{i}"}
        backward_tensors = tensors | set(outputs) | grad_names

        formulas: list[Formula] = []
        non_diff: list[str] = []
        covered: set[str] = set()
        jvp: Formula | None = None
        for key in entry:
            if key in ENTRY_KEYS and key != "result":
                continue
            if key == "result":
                primal = {f"{t}_p" for t in tensors} | tensors | set(outputs)
                jvp_tensors = primal | {f"{t}_t" for t in tensors}
                jvp = self.formula(entry, key, (), jvp_tensors, metas)
                continue
            inputs = tuple(part.strip() for part in key.split(","))
            problem = False
            for input_name in inputs:
                if input_name not in args:
                    choices = [*args, *ENTRY_KEYS]
                    self.error(
                        entry.key_lines[key],
                        name,
                        f"unknown key '{input_name}'{did_you_mean(input_name, choices)}",
                    )
                    problem = True
                elif input_name not in tensors:
                    self.error(
                        entry.key_lines[key],
                        name,
                        f"'{input_name}' is a {args[input_name].type}, not a Tensor; "
                        "only Tensor inputs take formulas",
                    )
                    problem = True
                elif input_name in covered:
                    self.error(entry.key_lines[key], name, f"'{input_name}' has two formulas")
                    problem = True
            if problem:
                continue
            covered |= set(inputs)
            if entry[key] == NON_DIFFERENTIABLE:
                non_diff.extend(inputs)
                continue
            formula = self.formula(entry, key, inputs, backward_tensors, metas)
            if formula is not None:
                formulas.append(formula)
        for arg in sig.tensor_inputs:
            if arg.name not in covered:
                self.error(
                    line,
                    name,
                    f"Tensor input '{arg.name}' has no formula; give one or mark it "
                    f"'{arg.name}: {NON_DIFFERENTIABLE}'",
                )

        flags = {}
        for flag in FLAG_KEYS:
            value = entry.get(flag, False)
            if not isinstance(value, bool):
                self.error(entry.key_lines[flag], name, f"'{flag}' must be true or false")
            flags[flag] = bool(value)
        positional = [a for a in sig.arguments if not a.kw_only]
        if flags["variadic"] and (not positional or not positional[-1].is_tensor_list):
            self.error(entry.key_lines["variadic"], name, "variadic ops end in a Tensor[] argument")
        tests = entry.get("tests")
        if tests is None:
            self.error(line, name, "no 'tests:' inputs; every op must say how to check it")
        else:
            for problem in _check_tests(tests, sig):
                self.error(entry.key_lines["tests"], name, problem)
        for key in ("category", "conventions"):
            if key in entry and not isinstance(entry[key], str):
                self.error(entry.key_lines[key], name, f"'{key}' must be a string")
        if len(self.errors) > before:
            return None
        return OpSpec(
            signature=sig,
            location=Location(self.file, line),
            mirror=mirror,
            forward=forward,
            formulas=tuple(formulas),
            non_differentiable=tuple(non_diff),
            jvp=jvp,
            category=str(entry.get("category", "other")),
            conventions=str(entry.get("conventions", "")).strip(),
            tests=dict(tests or {}),
            **flags,
        )


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
    if analysis.complex_branch or analysis.errors:
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
        label = raw.split("(")[0].strip() if isinstance(raw, str) else None
        if not isinstance(raw, str):
            errors.append(
                SpecError(Location(file, line), None, "'name' must be a signature string")
            )
            continue
        try:
            sig = parse_signature(raw)
        except SignatureError as exc:
            errors.append(SpecError(Location(file, line), label, str(exc)))
            unparsed.add(label)
            continue
        if str(sig) != raw.strip():
            errors.append(SpecError(Location(file, line), label, f"write the signature as '{sig}'"))
            continue
        problems = _check_signature(sig)
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
    builder = _EntryBuilder(file, errors, callable_ops, frozenset(unparsed))
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
    if errors and base is None:
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
