"""Bad specs: each gets `file:line: op: message` on stderr, no traceback, and nothing written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GOOD = """\
- name: sin(Tensor self) -> Tensor
  numpy: sin
  self: grad * cos(self)
  tests:
    cases: [{self: [3]}]

- name: cos(Tensor self) -> Tensor
  numpy: cos
  self: grad * sin(self)
  tests:
    cases: [{self: [3]}]

- name: multiply(Tensor self, Tensor other) -> Tensor
  numpy: multiply
  self: grad * other
  other: grad * self
  tests:
    cases: [{self: [3], other: [3]}]

- name: sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor
  numpy: sum
  batch: axis(axis)
  self: grad
  tests:
    cases: [{self: [3]}]
"""


def generate(tmp_path: Path, text: str, *extra: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "spec.yaml").write_text(text, encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "codegen", "--spec", "spec.yaml", "--out", "out", *extra],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": ""},
    )


def errors_of(tmp_path: Path, text: str) -> list[str]:
    result = generate(tmp_path, text)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "out").exists(), "a bad spec must write nothing"
    lines = result.stderr.splitlines()
    assert lines[-1].endswith("nothing was written.")
    return lines[:-1]


def test_the_good_spec_generates(tmp_path: Path) -> None:
    result = generate(tmp_path, GOOD)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out" / "backward.py").exists()


BAD = {
    "yaml syntax error": (
        GOOD.replace(
            "cases: [{self: [3]}]\n\n- name: cos", "cases: [{self: [3]}\n\n- name: cos", 1
        ),
        ["spec.yaml:7: YAML syntax error: did not find expected ',' or ']'"],
    ),
    "top level not a list": ("sin: grad\n", ["spec.yaml:1: the top level must be a list of ops"]),
    "entry without name": (
        GOOD + "\n- numpy: tan\n  self: grad\n",
        ["spec.yaml:27: entry has no 'name'"],
    ),
    "bad signature syntax": (
        GOOD.replace("sin(Tensor self) -> Tensor", "sin(Tensor self -> Tensor"),
        ["spec.yaml:1: sin: bad signature at column 17: expected ',', found '-> Tensor'"],
    ),
    "unknown type": (
        GOOD.replace("sin(Tensor self)", "sin(Tensr self)"),
        ["spec.yaml:1: sin: unknown type 'Tensr' (did you mean 'Tensor'?)"],
    ),
    "duplicate argument": (
        GOOD.replace("multiply(Tensor self, Tensor other)", "multiply(Tensor self, Tensor self)"),
        ["spec.yaml:13: multiply: duplicate argument name 'self'"],
    ),
    "default does not fit": (
        GOOD.replace("bool keepdims=False", "bool keepdims=0"),
        ["spec.yaml:20: sum: default 0 does not fit 'bool keepdims'"],
    ),
    "duplicate op": (
        GOOD + "\n" + GOOD.split("\n\n")[0] + "\n",
        ["spec.yaml:27: sin: duplicate op; first defined at line 1"],
    ),
    "unknown key": (
        GOOD.replace("  self: grad * cos(self)", "  slef: grad * cos(self)"),
        [
            "spec.yaml:1: sin: Tensor input 'self' has no formula; give one or mark it "
            "'self: non_differentiable'",
            "spec.yaml:3: sin: unknown key 'slef' (did you mean 'self'?)",
        ],
    ),
    "formula for a non-Tensor": (
        GOOD.replace("  self: grad\n", "  self: grad\n  axis: grad\n"),
        ["spec.yaml:24: sum: 'axis' is a int[]?, not a Tensor; only Tensor inputs take formulas"],
    ),
    "engine unknown": (
        GOOD.replace(
            "  numpy: cos\n", '  numpy: cos\n  engines: {dusk: "call x.compute() first"}\n'
        ),
        [
            "spec.yaml:9: cos: unknown engine 'dusk' (did you mean 'dask'?) in 'engines' "
            "(one of dask, cupy)"
        ],
    ),
    "engine without a workaround": (
        GOOD.replace("  numpy: cos\n", "  numpy: cos\n  engines:\n    cupy: 3\n"),
        [
            "spec.yaml:10: cos: 'engines.cupy' must say why not and what to do instead "
            "(x.compute() first, or map_blocks), as a string, or give the engine's own "
            "spelling as {forward: EXPR}"
        ],
    ),
    "engine spelling with an unknown name": (
        GOOD.replace(
            "  numpy: cos\n",
            '  numpy: cos\n  engines:\n    dask: {forward: "np.cos(numeric.one_chunk(slef))"}\n',
        ),
        [
            "spec.yaml:10: cos: engines.dask.forward: unknown name 'slef' in forward "
            "expression (did you mean 'self'?)"
        ],
    ),
    "engine spelling with an unknown key": (
        GOOD.replace(
            "  numpy: cos\n", '  numpy: cos\n  engines: {dask: {froward: "np.cos(self)"}}\n'
        ),
        [
            "spec.yaml:9: cos: 'engines.dask.forward' must be a string",
            "spec.yaml:9: cos: unknown key 'froward' (did you mean 'forward'?) in "
            "'engines.dask' (it takes 'forward')",
        ],
    ),
    "engines not a mapping": (
        GOOD.replace("  numpy: cos\n", "  numpy: cos\n  engines: dask\n"),
        [
            "spec.yaml:9: cos: 'engines' maps an engine that cannot run the op to what to do "
            'instead, e.g. {dask: "no lazy polymul; call x.compute() first"}, or to its own '
            'spelling of the forward, e.g. {dask: {forward: "np.take(...)"}}'
        ],
    ),
    "batch rule unknown": (
        GOOD.replace("  batch: axis(axis)", "  batch: axes(axis)"),
        [
            "spec.yaml:22: sum: 'batch': unknown rule 'axes' (did you mean 'axis'?); one of "
            "elementwise, axis, stacked, forward, loop, or a named rule of "
            "codegen/model/batching.py"
        ],
    ),
    "batch rule names no parameter": (
        GOOD.replace("  batch: axis(axis)", "  batch: axis(axs)"),
        [
            "spec.yaml:22: sum: 'batch': 'axs' is not a parameter of the op (did you mean 'axis'?)",
            "spec.yaml:22: sum: 'batch': axis(...) names the op's int or int[] axis parameters",
        ],
    ),
    "batch rule of the wrong arity": (
        GOOD.replace("  batch: axis(axis)", "  batch: stacked(2, 1)"),
        ["spec.yaml:22: sum: 'batch': stacked(...) gives one int per Tensor input (1: self)"],
    ),
    "solve rule naming no Tensor input": (
        GOOD.replace("  batch: axis(axis)", "  batch: solve(axis, self=1.5)"),
        [
            "spec.yaml:22: sum: 'batch': arguments are parameter names or ints, got '1.5'",
            "spec.yaml:22: sum: 'batch': solve(b) names the Tensor input that is the "
            "right-hand side",
        ],
    ),
    "batch rule not a rule": (
        GOOD.replace("  batch: axis(axis)", "  batch: '[axis]'"),
        [
            "spec.yaml:22: sum: 'batch' must be a rule name or a call of one "
            "(elementwise, axis, stacked, forward, loop, or a named rule of "
            "codegen/model/batching.py), got '[axis]'"
        ],
    ),
    "no batch rule can be worked out": (
        GOOD.replace("  batch: axis(axis)\n", ""),
        [
            "spec.yaml:20: sum: cannot work out how vmap batches it; add a 'batch:' key naming "
            "its rule (one of elementwise, axis, stacked, forward, loop, or a named rule of "
            "codegen/model/batching.py)"
        ],
    ),
    "formula syntax error": (
        GOOD.replace("grad * cos(self)", "grad * cos(self"),
        [
            "spec.yaml:3: sin: syntax error in formula 'grad * cos(self' at column 11: "
            "'(' was never closed"
        ],
    ),
    "unknown name in formula": (
        GOOD.replace("grad * cos(self)", "grad * cos(slf)"),
        ["spec.yaml:3: sin: unknown name 'slf' (did you mean 'self'?) in the formula for 'self'"],
    ),
    "unknown op in formula": (
        GOOD.replace("grad * cos(self)", "grad * coss(self)"),
        ["spec.yaml:3: sin: unknown op 'coss' (did you mean 'cos'?) in the formula for 'self'"],
    ),
    "raw numpy in formula": (
        GOOD.replace("grad * cos(self)", "grad * np.cos(self)"),
        [
            "spec.yaml:3: sin: 'np.cos' cannot be called in a formula: call ops of the spec by "
            "name, e.g. 'cos(self)' in the formula for 'self'"
        ],
    ),
    "Tensor input without formula": (
        GOOD.replace("  other: grad * self\n", ""),
        [
            "spec.yaml:13: multiply: Tensor input 'other' has no formula; give one or mark it "
            "'other: non_differentiable'"
        ],
    ),
    "numpy function missing": (
        GOOD.replace("numpy: cos", "numpy: coss"),
        ["spec.yaml:8: cos: numpy has no function 'coss' (did you mean 'cos'?)"],
    ),
    "broken forward expression": (
        GOOD.replace("numpy: cos", "forward: np.cos(self"),
        [
            "spec.yaml:8: cos: syntax error in forward expression 'np.cos(self' at column 7: "
            "'(' was never closed"
        ],
    ),
    "forward expression with unknown name": (
        GOOD.replace("numpy: cos", "forward: np.cos(x)"),
        ["spec.yaml:8: cos: unknown name 'x' in forward expression"],
    ),
    "formula that is not a string": (
        GOOD.replace("grad * cos(self)", "[grad]"),
        ["spec.yaml:3: sin: the formula for 'self' must be a string, got ['grad']"],
    ),
    "missing test inputs": (
        GOOD.replace("  tests:\n    cases: [{self: [3]}]\n\n- name: cos", "\n- name: cos", 1),
        ["spec.yaml:1: sin: no 'tests:' inputs; every op must say how to check it"],
    ),
    "tensor arithmetic without its op": (
        GOOD.replace("grad * cos(self)", "grad / cos(self)"),
        [  # one line per formula (issue 26): `/` is the bundled divide
            "spec.yaml:3: sin: the formula for 'self' calls the bundled op 'divide': add "
            "'- extends: derivgen' as the first item of the spec to call the bundled ops "
            "without copying them",
        ],
    ),
    "duplicate key": (
        GOOD.replace("  numpy: cos\n", "  numpy: cos\n  numpy: cos\n"),
        ["spec.yaml:9: duplicate key 'numpy'"],
    ),
    "complex op calling a real-only op": (
        GOOD.replace("  numpy: sin\n", "  numpy: sin\n  complex: true\n"),
        [
            "spec.yaml:4: sin: 'complex: true', but its formula calls 'cos', which is not marked "
            "complex; mark it (after checking its formulas) or drop the flag",
            "spec.yaml:4: sin: 'complex: true', but its formula calls 'multiply', which is not "
            "marked complex; mark it (after checking its formulas) or drop the flag",
        ],
    ),
    "complex tests without the flag": (
        GOOD.replace(
            "    cases: [{self: [3]}]\n\n- name: cos",
            "    cases: [{self: [3]}]\n    complex: {domain: [0, 1]}\n\n- name: cos",
            1,
        ),
        ["spec.yaml:1: sin: 'tests.complex' needs 'complex: true'"],
    ),
    "complex flag not a bool": (
        GOOD.replace("  numpy: sin\n", "  numpy: sin\n  complex: yes please\n"),
        ["spec.yaml:3: sin: 'complex' must be true or false"],
    ),
    "non-holomorphic complex elementwise op without a forward rule": (
        GOOD.replace(
            "  numpy: cos\n", "  numpy: cos\n  complex: true\n  elementwise: true\n"
        ).replace("grad * sin(self)", "conjugate(grad)")
        + "\n- name: conjugate(Tensor self) -> Tensor\n  numpy: conjugate\n  complex: true\n"
        "  linear: true\n  self: conjugate(grad)\n  tests:\n    cases: [{self: [3]}]\n",
        [
            "spec.yaml:7: cos: its backward calls conjugate, so it is not holomorphic and forward "
            "mode cannot be derived from it: give a 'result:' formula"
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_spec(tmp_path: Path, name: str) -> None:
    text, expected = BAD[name]
    assert errors_of(tmp_path, text) == expected


def test_every_error_is_reported_in_one_run(tmp_path: Path) -> None:
    text = GOOD.replace("grad * cos(self)", "grad * coss(self)").replace(
        "numpy: cos", "numpy: coss"
    )
    errors = errors_of(tmp_path, text)
    assert errors == [
        "spec.yaml:3: sin: unknown op 'coss' (did you mean 'cos'?) in the formula for 'self'",
        "spec.yaml:8: cos: numpy has no function 'coss' (did you mean 'cos'?)",
    ]


def test_bad_spec_leaves_existing_output_untouched(tmp_path: Path) -> None:
    assert generate(tmp_path, GOOD).returncode == 0
    before = {p: p.read_bytes() for p in (tmp_path / "out").iterdir()}
    stamps = {p: p.stat().st_mtime_ns for p in before}
    result = generate(tmp_path, GOOD.replace("grad * cos(self)", "grad * cos(self"))
    assert result.returncode == 1
    after = {p: p.read_bytes() for p in (tmp_path / "out").iterdir()}
    assert after == before
    assert {p: p.stat().st_mtime_ns for p in after} == stamps


def test_the_real_branch_of_a_complex_op_may_call_real_only_ops(tmp_path: Path) -> None:
    text = GOOD.replace("  numpy: sin\n", "  numpy: sin\n  complex: true\n").replace(
        "grad * cos(self)", "grad * cos(self) if not numeric.is_complex(self) else grad"
    )
    result = generate(tmp_path, text)
    assert result.returncode == 0, result.stderr
    flipped = text.replace("if not numeric.is_complex(self)", "if numeric.is_complex(self)")
    (tmp_path / "flipped").mkdir()
    assert any("calls 'cos'" in line for line in errors_of(tmp_path / "flipped", flipped))
