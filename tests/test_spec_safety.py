"""The spec is data: injection attempts run nothing, and every mistake is one FILE:LINE line.

Generation runs in-process (``codegen.cli.run``) to keep these fast; importing a generated
package runs in a subprocess, in a folder where a successful injection would leave a file.
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from derivgen.codegen import cli

ROOT = Path(__file__).resolve().parent.parent
MINIMAL = (ROOT / "tests" / "golden" / "minimal" / "spec.yaml").read_text(encoding="utf-8")
ERROR_LINE = re.compile(r"^spec\.yaml:\d+: ")
PAYLOAD = "__import__('os').system('touch pwned')"


@pytest.fixture(autouse=True)
def _in_tmp_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # errors name the spec as the user typed it: spec.yaml


def generate(tmp_path: Path, text: str | bytes, capsys: pytest.CaptureFixture[str]) -> tuple:
    """Run the generator on text; return (exit code, stdout, stderr lines)."""
    spec = tmp_path / "spec.yaml"
    spec.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    code = cli.run(Path("spec.yaml"), Path("out"), check=False)
    out, err = capsys.readouterr()
    return code, out, err.splitlines()


def entry(name: str, body: str) -> str:
    return f"\n- name: {name}\n" + textwrap.indent(textwrap.dedent(body).strip("\n"), "  ") + "\n"


# Each attempt is an entry added to the minimal spec. The generator may refuse it (with
# FILE:LINE errors) or accept it, but the generated package must never run its text.
INJECTIONS = {
    "signature default closes the docstring": entry(
        '"evil1(Tensor self, str mode=\'\'\'\\"\\"\\"\\nimport os\\nos.system(\\"touch pwned\\")'
        '\\ndef _f():\\n    x = \\"\\"\\"\'\'\') -> Tensor"',
        """
        numpy: sin
        self: grad * cos(self)
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "formula string closes the backward docstring": entry(
        "evil2(Tensor self) -> Tensor",
        """
        numpy: sin
        self: grad if '\"\"\" + __import__("os").system("touch pwned") + \"\"\"' else grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "jvp formula string closes the jvp docstring": entry(
        "evil3(Tensor self) -> Tensor",
        """
        numpy: sin
        self: grad * cos(self)
        result: self_t if '\"\"\"\\n__import__(\\"os\\").system(\\"touch pwned\\")' else self_t
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "conventions and category with quotes and newlines": entry(
        "evil4(Tensor self) -> Tensor",
        """
        numpy: sin
        self: grad * cos(self)
        category: "x\\"\\"\\"\\nimport os; os.system('touch pwned')\\n"
        conventions: "'''\\n\\"\\"\\"\\nos.system('touch pwned')"
        tests: {cases: [{self: [3]}], domain: ["\\"\\"\\"", 1]}
        """,
    ),
    "forward through np.__builtins__": entry(
        "evil5(Tensor self) -> Tensor",
        """
        forward: np.__builtins__['__import__']('os').system('touch pwned')
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "forward set comprehension calling exec": entry(
        "evil6(Tensor self) -> Tensor",
        """
        forward: "{exec(\\"import os; os.system('touch pwned')\\") for x in [1]}"
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "forward through object subclasses": entry(
        "evil7(Tensor self) -> Tensor",
        """
        forward: ().__class__.__base__.__subclasses__()
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "numpy: __builtins__.get": entry(
        "evil8(Tensor self) -> Tensor",
        """
        numpy: __builtins__.get
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "forward writing a file with np.save": entry(
        "evil9(Tensor self) -> Tensor",
        """
        forward: np.save('pwned', self)
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "forward running a test suite": entry(
        "evil19(Tensor self) -> Tensor",
        """
        forward: np.test() + scipy.special.test()
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "forward writing a file with a method": entry(
        "evil10(Tensor self) -> Tensor",
        """
        forward: self.tofile('pwned')
        self: grad
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "forward f-string": entry(
        "evil11(Tensor self) -> Tensor",
        f"""
        forward: f"{{{PAYLOAD}}}"
        self: grad
        tests: {{cases: [{{self: [3]}}]}}
        """,
    ),
    "forward lambda and walrus": entry(
        "evil12(Tensor self) -> Tensor",
        f"""
        forward: "(f := lambda: {PAYLOAD})()"
        self: grad
        tests: {{cases: [{{self: [3]}}]}}
        """,
    ),
    "formula through numeric's module attributes": entry(
        "evil13(Tensor self) -> Tensor",
        """
        numpy: sin
        self: grad * numeric.__builtins__['__import__']('os').system('touch pwned')
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "formula lambda": entry(
        "evil14(Tensor self) -> Tensor",
        f"""
        numpy: sin
        self: "(lambda: {PAYLOAD})()"
        tests: {{cases: [{{self: [3]}}]}}
        """,
    ),
    "python object tag in tests": entry(
        "evil15(Tensor self) -> Tensor",
        """
        numpy: sin
        self: grad * cos(self)
        tests: {cases: [{self: !!python/object/apply:os.system ["touch pwned"]}]}
        """,
    ),
    "op named __getattr__": entry(
        "__getattr__(Tensor self) -> Tensor",
        """
        forward: np.sin(self)
        self: grad * cos(self)
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "default with a trailing comment": entry(
        "evil17(Tensor self, int k=1 # ) -> None:) -> Tensor",
        """
        numpy: sin
        self: grad * cos(self)
        tests: {cases: [{self: [3]}]}
        """,
    ),
    "comment in a forward expression": entry(
        "evil18(Tensor self) -> Tensor",
        f"""
        forward: "np.sin(self) # \\n{PAYLOAD}"
        self: grad
        tests: {{cases: [{{self: [3]}}]}}
        """,
    ),
}


def test_injection_attempts_run_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Each attempt is refused with FILE:LINE errors, or generated into code that runs nothing.

    The accepted ones are then generated together, and the package is imported and every
    one of its functions called in a folder where `touch pwned` would leave a file.
    """
    accepted, refused = [], []
    for name, text in INJECTIONS.items():
        code, _, errors = generate(tmp_path, MINIMAL + text, capsys)
        assert code in (0, 1), (name, errors)
        assert not any("Traceback" in line for line in errors), (name, errors)
        if code == 1:
            assert errors and all(ERROR_LINE.match(e) for e in errors[:-1]), (name, errors)
            refused.append(name)
        else:
            accepted.append(name)
        assert not (tmp_path / "pwned").exists(), name
    # Refusal is required where no safe meaning exists.
    for name in INJECTIONS:
        must_refuse = ("forward ", "numpy:", "formula through", "formula lambda", "python", "op ")
        if name.startswith(must_refuse):
            assert name in refused, name
    legal = {
        "signature default closes the docstring",
        "formula string closes the backward docstring",
    }
    assert legal <= set(accepted), "these are legal specs that must generate safely"

    spec = MINIMAL + "".join(INJECTIONS[name] for name in accepted)
    code, _, errors = generate(tmp_path, spec, capsys)
    assert code == 0, errors
    call_everything = textwrap.dedent(
        """
        import inspect, numpy as np, out
        from out import backward, jvp, ops, registry
        for module in (ops, backward, jvp):
            for name, function in inspect.getmembers(module, inspect.isfunction):
                if function.__module__ != module.__name__:
                    continue
                params = inspect.signature(function).parameters.values()
                needed = [p for p in params if p.default is p.empty]
                args = [np.ones(3) for p in needed if p.kind is p.POSITIONAL_OR_KEYWORD]
                kwargs = {p.name: np.ones(3) for p in needed if p.kind is p.KEYWORD_ONLY}
                try:
                    function(*args, **kwargs)
                except Exception:
                    pass  # wrong argument types are fine; running the spec's text is not
        for info in registry.OPS.values():
            repr(info)
        print("called", len(registry.OPS))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", call_everything],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": f"{tmp_path}:{ROOT}", "PATH": ""},
    )
    assert result.stdout.startswith("called"), result.stderr
    assert not (tmp_path / "pwned").exists(), "spec text ran as code"
    # The text is kept as data: the registry reads it back exactly.
    registry = (tmp_path / "out" / "registry.py").read_text()
    assert "os.system" in registry


# Mistakes that used to give a traceback (or a broken package): each is one line with the
# line number where it is, in-process for speed.
BASE = MINIMAL.rstrip("\n") + "\n"
LAST = BASE.count("\n")  # the line number of the minimal spec's last line


def errors_of(tmp_path: Path, text: str | bytes, capsys: pytest.CaptureFixture[str]) -> list[str]:
    (tmp_path / "out").mkdir(exist_ok=True)
    (tmp_path / "out" / "keep.txt").write_text("mine")
    code, out, errors = generate(tmp_path, text, capsys)
    assert code == 1, (out, errors)
    assert not any("Traceback" in e or "internal error" in e for e in errors), errors
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["keep.txt"], "nothing written"
    assert errors[-1].endswith("nothing was written.")
    return errors[:-1]


SIN_BODY = "numpy: sin\nself: grad\ntests: {cases: [{self: [3]}]}"
FORWARD_BODY = "forward: np.sin(self)\nself: grad\ntests: {cases: [{self: [3], shape: [3]}]}"
NEW = LAST + 2  # the line of an entry added after the minimal spec
CLASH = "looks like a name the generated code makes (grad_*, t_*, *_t, *_p, *_shape)"


def bomb() -> str:
    """Nine levels of nine aliases each: 9**9 values once expanded, from a few hundred bytes."""
    lines = ["    domain: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    for i in range(9):
        alias = f"*{chr(97 + i)}"
        lines.append(f"    d{i}: &{chr(98 + i)} [{', '.join([alias] * 9)}]")
    return "\n".join(lines)


BAD = {
    "op named np": (
        BASE + entry("np(Tensor self) -> Tensor", SIN_BODY),
        [f"spec.yaml:{NEW}: np: op name 'np' would shadow 'np' in the generated package"],
    ),
    "op named after a generated module": (
        BASE + entry("registry(Tensor self) -> Tensor", SIN_BODY),
        [
            f"spec.yaml:{NEW}: registry: op name 'registry' would shadow 'registry' in the "
            "generated package"
        ],
    ),
    "NFKC spelling of an existing op": (
        BASE + entry("𝐬𝐢𝐧(Tensor self) -> Tensor", SIN_BODY),
        [f"spec.yaml:{NEW}: 𝐬𝐢𝐧: op name '𝐬𝐢𝐧' is the same name as 'sin' to Python; write 'sin'"],
    ),
    "two ops with one Python spelling": (
        BASE
        + entry("sum_to.x(Tensor self, int[] shape) -> Tensor", FORWARD_BODY)
        + entry("sum_to_x(Tensor self, int[] shape) -> Tensor", FORWARD_BODY),
        [
            f"spec.yaml:{NEW + 5}: sum_to_x: op 'sum_to_x' and op 'sum_to.x' (line {NEW}) are "
            "both 'sum_to_x' in Python"
        ],
    ),
    "keyword as op name": (
        BASE + entry("lambda(Tensor self) -> Tensor", SIN_BODY),
        [f"spec.yaml:{NEW}: lambda: op name 'lambda' is a Python keyword"],
    ),
    "keyword as argument name": (
        BASE + entry("evil(Tensor self, int class=0) -> Tensor", SIN_BODY),
        [f"spec.yaml:{NEW}: evil: argument name 'class' is a Python keyword"],
    ),
    "argument that clashes with a generated local": (
        BASE + entry("evil(Tensor self, int self_t=0) -> Tensor", SIN_BODY),
        [f"spec.yaml:{NEW}: evil: argument name 'self_t' {CLASH}; choose another"],
    ),
    "a date in tests": (
        BASE.replace("cases: [{self: [3]}]", "cases: [{self: 2024-01-01}]", 1),
        [
            "spec.yaml:8: YAML type 'timestamp' is not allowed in a spec; quote it to make it "
            "a string"
        ],
    ),
    "tests cases not a list": (
        BASE.replace("cases: [{self: [3]}]", "cases: 1", 1),
        ["spec.yaml:7: sin: 'tests' needs a list of at least one entry under 'cases'"],
    ),
    "tests edges not a list": (
        BASE.replace("cases: [{self: [3]}]", "cases: [{self: [3]}]\n    edges: 1", 1),
        ["spec.yaml:7: sin: 'tests.edges' must be a list"],
    ),
    "bad !!float": (
        BASE.replace("cases: [{self: [3]}]", "cases: [{self: [3]}]\n    rtol: !!float x", 1),
        [
            "spec.yaml:9: bad YAML value tag:yaml.org,2002:float: could not convert string to "
            "float: 'x'"
        ],
    ),
    "deep unary minus": (
        BASE.replace("grad * cos(self)", "-" * 1000 + "grad", 1),
        ["spec.yaml:6: sin: formula is too deeply nested (more than 50 levels)"],
    ),
    "deep parentheses": (
        BASE.replace("grad * cos(self)", "(" * 5000 + "grad" + ")" * 5000, 1),
        ["spec.yaml:6: sin: formula is longer than 5000 characters"],
    ),
    "nested calls under the length limit": (
        BASE.replace("grad * cos(self)", "cos(" * 60 + "grad" + ")" * 60, 1),
        ["spec.yaml:6: sin: formula is too deeply nested (more than 50 levels)"],
    ),
    "control character at its line": (
        BASE.replace("self: -grad * sin(self)", "self: -grad *\x01 sin(self)", 1),
        ["spec.yaml:13: control character U+0001 at column 16 is not allowed in a spec"],
    ),
    "line separator at its line": (
        BASE.replace("self: -grad * sin(self)", "self: -grad *\u2028 sin(self)", 1),
        ["spec.yaml:13: LINE SEPARATOR at column 16 is not allowed in a spec"],
    ),
    "deep YAML": (
        BASE.replace("cases: [{self: [3]}]", "cases: [{self: " + "[" * 200 + "]" * 200 + "}]", 1),
        ["spec.yaml:8: the YAML is nested more than 40 levels deep"],
    ),
    "list item that is not an op": (
        BASE + "\n- just a string\n",
        [f"spec.yaml:{LAST + 2}: each op must be a mapping, got 'just a string'"],
    ),
    "alias bomb": (
        BASE.replace("cases: [{self: [3]}]", "cases: [{self: [3]}]\n" + bomb(), 1),
        ["spec.yaml:10: YAML aliases (*name) are not allowed in a spec: write the value out"],
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_spec_in_process(tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    text, expected = BAD[name]
    assert errors_of(tmp_path, text, capsys) == expected


def test_non_utf8_byte_at_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = BASE.encode("utf-8").replace(b"self: -grad", b"self: -gr\xffad", 1)
    assert errors_of(tmp_path, data, capsys) == [
        "spec.yaml:13: the spec is not UTF-8: byte 0xff at column 12"
    ]


def test_internal_error_has_its_own_exit_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> None:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(cli, "render_all", broken)
    code, _, errors = generate(tmp_path, BASE, capsys)
    assert code == cli.EXIT_INTERNAL == 3
    assert cli.PROG == "python -m derivgen.codegen"  # as the tests import it
    assert errors[-1] == f"{cli.PROG}: internal error, please report it with the traceback above"
    assert "ZeroDivisionError: a bug" in errors
    assert not (tmp_path / "out").exists()


def test_exit_codes_are_distinct() -> None:
    codes = (cli.EXIT_OK, cli.EXIT_SPEC, cli.EXIT_OUTPUT, cli.EXIT_INTERNAL)
    assert len(set(codes)) == 4
