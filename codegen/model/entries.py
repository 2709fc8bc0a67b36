"""Each spec entry checked and built into an OpSpec: keys, signature, formulas, tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .batching import CHOICES, BatchRule, derive_rule, parse_rule
from .errors import Location, SpecError, did_you_mean
from .formula import (
    analyse,
    join_lines,
    parse_expression,
)
from .loader import LineDict
from .opspec import (
    COMPLEX_TEST_KEYS,
    ENGINES,
    ENTRY_KEYS,
    FLAG_KEYS,
    NON_DIFFERENTIABLE,
    TEST_KEYS,
    EngineForward,
    EngineLimit,
    Formula,
    OpSpec,
)
from .signature import TYPES, Argument, Signature
from .validate import (
    check_forward,
    mirrors_ufunc,
    plain_data_problem,
    resolve_mirror,
    signature_name_problems,
)


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


def check_signature(sig: Signature) -> list[str]:
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


class EntryBuilder:
    """Turns one YAML entry into an OpSpec, appending problems to a shared list."""

    def __init__(
        self,
        file: str,
        errors: list[SpecError],
        signatures: Mapping[str, Signature],
        unparsed: frozenset[str],
        bundled: Callable[[], frozenset[str]] = frozenset,
    ) -> None:
        self.file = file
        self.errors = errors
        self.signatures = signatures
        self.unparsed = unparsed
        self.bundled = bundled  # the bundled op names, for a spec without `extends`; else none
        self.called: set[str] = set()  # every op a formula calls, found or not
        self.hinted = False  # whether a formula's error already said to add `extends`

    def error(self, line: int, op: str | None, message: str) -> None:
        self.errors.append(SpecError(Location(self.file, line), op, message))

    def missing_ops(
        self, line: int, name: str, where: str, missing: tuple[tuple[str, str], ...]
    ) -> None:
        """The errors for ops a formula calls that the spec lacks: one line for those that are
        bundled ops (a spec without ``extends`` cannot call them), one per other op."""
        if not missing:
            return
        bundled = self.bundled()
        found = sorted({op for op, _ in missing if op in bundled})
        if found:
            self.hinted = True
            names = ", ".join(f"'{op}'" for op in found)
            what = "the bundled op" if len(found) == 1 else "the bundled ops"
            self.error(
                line,
                name,
                f"{where} calls {what} {names}: add '- extends: derivgen' as the first item "
                "of the spec to call the bundled ops without copying them",
            )
        for op, message in dict.fromkeys(missing):
            if op not in found:
                self.error(line, name, f"{message} in {where}")

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
        self.missing_ops(line, name, f"the formula for '{key}'", analysis.missing)
        return Formula(inputs, join_lines(text), Location(self.file, line), tree, analysis)

    def batch_rule(
        self, entry: LineDict, sig: Signature, flags: dict[str, bool], line: int, name: str
    ) -> BatchRule | None:
        """The entry's ``batch:`` rule, or the one its flags imply; an error when neither."""
        if "batch" in entry:
            where = Location(self.file, entry.key_lines["batch"])
            rule, problems = parse_rule(entry["batch"], sig, where)
            for problem in problems:
                self.error(where.line, name, problem)
            return rule
        numpy_path, scipy_path = entry.get("numpy"), entry.get("scipy")
        ufunc = (isinstance(numpy_path, str) and mirrors_ufunc("numpy", numpy_path)) or (
            isinstance(scipy_path, str) and mirrors_ufunc("scipy", scipy_path)
        )
        elementwise = flags["elementwise"] or ufunc
        category = str(entry.get("category", "other"))
        composite = entry.get("forward") is not None
        rule = derive_rule(sig, elementwise, composite, category, Location(self.file, line))
        if rule is None:
            self.error(
                line,
                name,
                "cannot work out how vmap batches it; add a 'batch:' key naming its rule "
                f"(one of {CHOICES})",
            )
        return rule

    def engine_limits(
        self, entry: LineDict, sig: Signature
    ) -> tuple[tuple[EngineLimit, ...], tuple[EngineForward, ...]]:
        """The entry's ``engines:``, checked: per engine, either why it cannot run the op and
        what to do instead (a string), or the engine's own spelling of the forward
        (``{forward: EXPR}``, checked as ``forward:`` is)."""
        name = sig.full_name
        if "engines" not in entry:
            return (), ()
        limits, line = entry["engines"], entry.key_lines["engines"]
        if not isinstance(limits, LineDict) or not limits:
            self.error(
                line,
                name,
                "'engines' maps an engine that cannot run the op to what to do instead, "
                'e.g. {dask: "no lazy polymul; call x.compute() first"}, or to its own '
                'spelling of the forward, e.g. {dask: {forward: "np.take(...)"}}',
            )
            return (), ()
        found, spelled = [], []
        for engine, message in limits.items():
            where = limits.key_lines.get(engine, line)
            if engine not in ENGINES:
                choices = ", ".join(ENGINES)
                self.error(
                    where,
                    name,
                    f"unknown engine '{engine}'{did_you_mean(engine, ENGINES)} in 'engines' "
                    f"(one of {choices})",
                )
            elif isinstance(message, LineDict):
                forward = self.engine_forward(message, engine, where, sig)
                if forward is not None:
                    spelled.append(forward)
            elif not isinstance(message, str) or not message.strip():
                self.error(
                    where,
                    name,
                    f"'engines.{engine}' must say why not and what to do instead "
                    "(x.compute() first, or map_blocks), as a string, or give the engine's "
                    "own spelling as {forward: EXPR}",
                )
            else:
                found.append(
                    EngineLimit(engine, " ".join(message.split()), Location(self.file, where))
                )
        return tuple(found), tuple(spelled)

    def engine_forward(
        self, given: LineDict, engine: str, line: int, sig: Signature
    ) -> EngineForward | None:
        """``engines.ENGINE: {forward: EXPR}``: the engine's spelling of the forward, checked."""
        name = sig.full_name
        unknown = [key for key in given if key != "forward"]
        for key in unknown:
            self.error(
                given.key_lines.get(key, line),
                name,
                f"unknown key '{key}'{did_you_mean(key, ('forward',))} in 'engines.{engine}' "
                "(it takes 'forward')",
            )
        text = given.get("forward")
        where = given.key_lines.get("forward", line)
        if not isinstance(text, str):
            self.error(where, name, f"'engines.{engine}.forward' must be a string")
            return None
        code, problems = check_forward(text, sig)
        for problem in problems:
            self.error(where, name, f"engines.{engine}.forward: {problem}")
        if code is None or unknown:
            return None
        return EngineForward(engine, code, Location(self.file, where))

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
            refused = False
            for input_name in inputs:
                if input_name not in args:
                    choices = [*args, *ENTRY_KEYS]
                    self.error(
                        entry.key_lines[key],
                        name,
                        f"unknown key '{input_name}'{did_you_mean(input_name, choices)}",
                    )
                    refused = True
                elif input_name not in tensors:
                    self.error(
                        entry.key_lines[key],
                        name,
                        f"'{input_name}' is a {args[input_name].type}, not a Tensor; "
                        "only Tensor inputs take formulas",
                    )
                    refused = True
                elif input_name in covered:
                    self.error(entry.key_lines[key], name, f"'{input_name}' has two formulas")
                    refused = True
            if refused:
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
        engines, engine_forwards = self.engine_limits(entry, sig)
        if len(self.errors) > before:
            return None
        batch = self.batch_rule(entry, sig, flags, line, name)
        if batch is None:
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
            batch=batch,
            engines=engines,
            engine_forwards=engine_forwards,
            **flags,
        )
