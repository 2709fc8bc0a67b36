"""Generator unit tests: signatures print back exactly, and saved-variable analysis."""

from __future__ import annotations

import ast

import pytest

from derivgen.codegen.model.signature import SignatureError, parse_signature
from derivgen.codegen.model.spec import parse_spec
from derivgen.ops.registry import ops

SIGNATURES = [
    "sin(Tensor self) -> Tensor",
    "sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor",
    "clip.Tensor(Tensor self, Tensor? a_min=None, Tensor? a_max=None) -> Tensor",
    "norm(Tensor x, str ord='fro', int[] axes=[0, 1], float eps=1e-12) -> Tensor",
    "slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)",
    "concatenate(Tensor[] arrays, int axis=0) -> Tensor",
    "split(Tensor self, int[] indices_or_sections, int axis=0) -> Tensor[]",
    "f(Tensor self, *, Scalar alpha=-1, str? mode=None) -> Tensor",
]


@pytest.mark.parametrize("text", SIGNATURES)
def test_signature_round_trip(text: str) -> None:
    assert str(parse_signature(text)) == text


def test_every_registered_signature_round_trips() -> None:
    for info in ops().values():
        assert str(parse_signature(info.signature)) == info.signature


def test_signature_parts() -> None:
    sig = parse_signature("sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor")
    assert [a.name for a in sig.tensor_inputs] == ["self"]
    assert [(a.name, a.kw_only, a.default_value) for a in sig.other_arguments] == [
        ("axis", False, None),
        ("keepdims", True, False),
    ]
    assert parse_signature("a.b(Tensor x) -> Tensor").full_name == "a.b"


@pytest.mark.parametrize(
    "text, message",
    [
        ("sin(Tensor self", "column 16: expected ',', found 'end of text'"),
        ("sin Tensor self) -> Tensor", "column 5: expected '('"),
        ("sin(Tensor self) -> Tensor extra", "unexpected text 'extra'"),
        ("f(int x=[1, 2) -> Tensor", "column 9"),
        ("f(*, *, Tensor x) -> Tensor", "'*' appears twice"),
    ],
)
def test_signature_errors(text: str, message: str) -> None:
    with pytest.raises(SignatureError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_signature(text)


def test_saved_values_follow_what_formulas_read() -> None:
    assert ops()["sin"].saved == ("self",)  # sin's backward needs the input ...
    assert ops()["tanh"].saved == ("result",)  # ... tanh's only the output
    assert ops()["add"].saved == ("self_shape", "other_shape")  # only shapes, to unbroadcast
    assert ops()["sum"].saved == ("self_shape", "axis", "keepdims")
    assert ops()["negative"].saved == ()
    assert ops()["slogdet"].grads == ("grad_sign", "grad_logabsdet")


def _spec(formula: str, extra: str = "") -> str:
    return f"""
- name: f(Tensor self, Tensor other, int axis=0) -> Tensor
  numpy: add
  self: {formula}
  other: non_differentiable
  tests: {{cases: [{{self: [2], other: [2]}}]}}
- name: g(Tensor self) -> Tensor
  numpy: sin
  self: grad
  tests: {{cases: [{{self: [2]}}]}}
{extra}"""


@pytest.mark.parametrize(
    "formula, values, shapes",
    [
        ("grad", {"grad"}, set()),
        ("g(grad) if self.ndim > axis else grad", {"grad", "axis"}, {"self"}),
        ("g(other.shape[0] + grad)", {"grad"}, {"other"}),
        ("g(grad) if other.size else result", {"grad", "result"}, {"other"}),
        ("g(self)", {"self"}, set()),
    ],
)
def test_analysis_values_and_shapes(formula: str, values: set[str], shapes: set[str]) -> None:
    extra = (
        "- name: add(Tensor self, Tensor other) -> Tensor\n  numpy: add\n  self: grad\n"
        "  other: grad\n  tests: {cases: [{self: [1], other: [1]}]}\n"
    )
    spec = parse_spec(_spec(formula, extra), "spec.yaml")
    analysis = spec.ops[0].formulas[0].analysis
    assert set(analysis.values) == values
    assert set(analysis.shapes) == shapes


def test_formula_lines_are_joined_but_spaces_inside_strings_kept() -> None:
    from derivgen.codegen.model.formula import join_lines, parse_expression

    text = "np.einsum('ij,  jk',\n    grad,\n    self)"
    assert join_lines(text) == "np.einsum('ij,  jk', grad, self)"
    tree = parse_expression(text)
    assert not isinstance(tree, str)
    assert ast.literal_eval(tree.body.args[0]) == "ij,  jk"


def test_complex_path_shortcut_agrees_with_the_walk() -> None:
    """_check_complex walks only formulas with an is_complex branch: for every other one of the
    bundled spec, the walk finds every op the checker recorded (operators, '.T', indexing
    and calls among them)."""
    from derivgen.codegen.model import spec as spec_module

    formulas = [
        formula
        for op in spec_module.bundled_spec().ops
        for formula in (*op.formulas, *([op.jvp] if op.jvp is not None else []))
    ]
    plain = [f for f in formulas if not f.analysis.complex_branch]
    recorded = set().union(*(f.analysis.calls for f in plain))
    assert {"add", "multiply", "negative", "transpose", "getitem", "matmul"} <= recorded
    assert len(plain) > 400 and any(f.analysis.complex_branch for f in formulas)
    for formula in formulas:
        walked = formula.analysis.calls & spec_module._complex_path_ops(formula.tree)
        if not formula.analysis.complex_branch:
            assert walked == formula.analysis.calls, formula.text
        assert spec_module._complex_calls(formula.analysis, formula.tree) == walked


NAN = float("nan")


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        (1, 1, True), (1, 1.0, False), (1.0, 1, False), (True, 1, False), (1, True, False),
        (NAN, NAN, True), (NAN, 1.0, False), (1.0, NAN, False), (0.0, -0.0, True),
        (None, None, True), (None, 0, False), ("a", "a", True), ("a", "b", False),
        ([1, [2.0, NAN]], [1, [2.0, NAN]], True), ([1, 2], [1, 2.0], False),
        ([1, 2], (1, 2), False), ((1, 2), (1, 2), True), ([1], [1, 2], False),
        ({"a": [NAN]}, {"a": [NAN]}, True), ({"a": 1}, {"a": 1.0}, False),
        ({"a": 1}, {"b": 1}, False), ({"a": 1}, [1], False), ([{"x": 1}], [{"x": True}], False),
    ],
)  # fmt: skip
def test_registry_test_data_compares_exactly(a: object, b: object, same: bool) -> None:
    from derivgen.codegen.views.registry import _same

    assert _same(a, b) is same
    assert _same(b, a) is same


SCALARS = [
    "0", "-0", "+0", "7", "-12", "+3", "007", "0o17", "0x1F", "0b101", "1_000", "1:30",
    "1.5", "-2.25", "+0.5", "1.", "-0.0", "1.5e3", "1.5E-3", "2.5e+10", "1_0.5", "1:30.5",
    ".inf", "-.Inf", ".NaN", ".5", "1e5", "١٢", "yes", "No", "TRUE", "off", "y", "null",
    "~", "Null", "", "'1'", "!!float 1", "!!int 1.5", "!!float 1.0", "!!bool yes", "!!null x",
]  # fmt: skip


@pytest.mark.parametrize("scalar", SCALARS)
def test_scalars_load_as_pyyaml_loads_them(scalar: str) -> None:
    """The loader builds plain numbers, booleans and null itself; PyYAML's SafeLoader is the
    reference (type and value, NaN equal to itself, -0.0 told from 0.0)."""
    import math

    import yaml

    from derivgen.codegen.model.errors import SpecErrors
    from derivgen.codegen.model.loader import load_yaml

    text = f"- value: {scalar}\n"
    try:
        expected = yaml.load(text, Loader=yaml.SafeLoader)[0]["value"]
    except (yaml.YAMLError, ValueError, TypeError, KeyError):
        with pytest.raises(SpecErrors):
            load_yaml(text, "t.yaml")
        return
    data, problems = load_yaml(text, "t.yaml")
    got = data[0]["value"]
    assert not problems and type(got) is type(expected)
    if isinstance(expected, float):
        assert (math.isnan(got) and math.isnan(expected)) or (
            got == expected and math.copysign(1, got) == math.copysign(1, expected)
        )
    else:
        assert got == expected


def _depth_by_fields(tree: ast.AST) -> int:
    """The levels of a tree, counted through ``_fields`` (the reference for formula._depth)."""
    return 1 + max((_depth_by_fields(child) for child in ast.iter_child_nodes(tree)), default=0)


def test_formula_depth_counts_every_level() -> None:
    from derivgen.codegen.model import spec as spec_module
    from derivgen.codegen.model.formula import _depth

    texts = [
        "x", "-x", "a.b.c", "f(x, y=g(z))[1:2, ::3]", "(a if b else c) @ d ** -e",
        "[1, (2, {3})]", "f'{x!r:>{w}}'", "lambda x: x", "not a < b <= c", "x[...]",
    ]  # fmt: skip
    texts += [f.text for op in spec_module.bundled_spec().ops for f in op.formulas]
    for text in texts:
        tree = ast.parse(text, mode="eval")
        assert _depth(tree) == _depth_by_fields(tree), text
