"""The ``derivgen`` command: version, list, show, generate/check defaults and verify."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

import derivgen
from derivgen.checking.verify import check_symbolic
from derivgen.cli.commands import main, resolve
from derivgen.codegen.cli import main as codegen_main

ROOT = Path(__file__).resolve().parent.parent

# The golden spec (which has tanh and what formulas need), sinh and cosh as in the bundled
# spec, and logcosh with the formula given for self.
SPEC = (
    (ROOT / "tests" / "golden" / "minimal" / "spec.yaml").read_text(encoding="utf-8")
    + """
- name: sinh(Tensor self) -> Tensor
  numpy: sinh
  elementwise: true
  self: grad * cosh(self)
  tests:
    cases: [{self: [5]}]

- name: cosh(Tensor self) -> Tensor
  numpy: cosh
  elementwise: true
  self: grad * sinh(self)
  tests:
    cases: [{self: [5]}]

- name: logcosh(Tensor self) -> Tensor
  forward: np.abs(self) + np.log1p(np.exp(-2 * np.abs(self))) - 0.6931471805599453
  elementwise: true
  self: FORMULA
  tests:
    cases: [{self: [5]}, {self: [2, 3]}]
"""
)
LOGCOSH_LINE = SPEC.splitlines().index("- name: logcosh(Tensor self) -> Tensor") + 1
CHECKED = ["tanh", "sinh", "cosh", "logcosh"]
OPS = len(CHECKED)


def test_version() -> None:
    assert derivgen.__version__ == metadata.version("derivgen")
    done = subprocess.run(
        [sys.executable, "-m", "derivgen", "--version"], capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stdout.strip() == f"derivgen {derivgen.__version__}"


def test_list_into_a_closed_pipe_exits_quietly() -> None:
    reader = subprocess.Popen(
        [sys.executable, "-m", "derivgen", "list"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )
    assert reader.stdout is not None and reader.stderr is not None
    reader.stdout.readline()
    reader.stdout.close()  # as `| head -1` does
    stderr = reader.stderr.read().decode()
    assert reader.wait() == 0
    assert "Traceback" not in stderr and "BrokenPipe" not in stderr, stderr


def test_list_by_category_and_pattern(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--category", "linalg"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("linear algebra (")
    assert "det" in lines[0].split(": ", 1)[1].split(", ")
    assert lines[-1].endswith("ops in 1 category")
    assert main(["list", "--grep", "norm"]) == 0
    out = capsys.readouterr().out
    assert "norm" in out and "sin," not in out
    assert main(["list", "--grep", "no-such-op"]) == 1


def test_list_counts_every_op_by_category(capsys: pytest.CaptureFixture[str]) -> None:
    from derivgen.ops.registry import ops

    assert main(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    counts = [int(line.split(" (", 1)[1].split(")", 1)[0]) for line in lines[:-1]]
    assert sum(counts) == len(ops())
    assert lines[-1] == f"{len(ops())} ops in {len(lines) - 1} categories"


@pytest.mark.parametrize(
    ("name", "signature"),
    [("np.tanh", "tanh(Tensor self)"), ("tanh", "tanh(Tensor self)"), ("linalg.solve", "solve(")],
)
def test_show_takes_numpy_names(
    name: str, signature: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", name]) == 0
    assert capsys.readouterr().out.startswith(signature)


def test_show_names_close_ops_for_a_typo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "tahn"]) == 2
    assert "tanh" in capsys.readouterr().err


def test_show_says_whether_sympy_agreed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "tanh"]) == 0
    assert "verified symbolically: yes" in capsys.readouterr().out
    assert main(["show", "matmul"]) == 0
    assert "verified symbolically: no (not a unary elementwise op)" in capsys.readouterr().out


def test_show_says_which_engines_refuse_the_op(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "polymul"]) == 0
    out = capsys.readouterr().out
    assert "not on dask: np.polymul drops leading zero coefficients" in out
    assert "np.convolve(a1, a2) gives the same result and runs lazily" in out
    assert main(["show", "tanh"]) == 0
    assert "not on " not in capsys.readouterr().out


def test_show_prints_an_engines_own_spelling(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "take"]) == 0
    out = capsys.readouterr().out
    assert "on dask: numeric.take_of(self, indices, axis)" in out
    assert "not on dask" not in out


@pytest.mark.parametrize(
    ("op", "latex"),
    [  # written out by hand: d/dx tanh = 1 - tanh^2, d/dx erf = 2 exp(-x^2) / sqrt(pi)
        ("tanh", r"\frac{d}{dx} \tanh{\left(x \right)} = 1 - \tanh^{2}{\left(x \right)}"),
        ("np.sin", r"\frac{d}{dx} \sin{\left(x \right)} = \cos{\left(x \right)}"),
        (
            "erf",
            r"\frac{d}{dx} \operatorname{erf}{\left(x \right)} = \frac{2 e^{- x^{2}}}{\sqrt{\pi}}",
        ),
    ],
)
def test_show_latex_prints_the_derivative_in_latex(
    op: str, latex: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", op]) == 0
    assert "LaTeX" not in capsys.readouterr().out  # only when asked for
    assert main(["show", op, "--latex"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == f"derivative (LaTeX): {latex}"
    assert lines[-2].startswith("verified symbolically: yes")


def test_show_latex_of_an_op_it_cannot_write_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    """Checked before anything is printed: exit 2 and only the reason (issue 26)."""
    assert main(["show", "matmul", "--latex"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == "derivgen: show matmul --latex: matmul is not a unary elementwise op"


def test_show_latex_without_sympy_prints_nothing_and_the_install_hint(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "sympy", None)  # import sympy raises ImportError
    assert main(["show", "tanh", "--latex"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == "derivgen: show tanh --latex: --latex needs SymPy (pip install sympy)"


def test_show_prints_the_plain_function_and_generated_the_kernel(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["show", "tanh"]) == 0
    plain = capsys.readouterr().out
    assert "  def tanh_backward(grad, *, result):\n      return grad * (1 - result * result)\n" in (
        plain
    )
    assert "kernels" not in plain and "the backward saves: result" in plain
    assert main(["show", "tanh", "--generated"]) == 0
    generated = capsys.readouterr().out
    assert "kernels.fused(" in generated and "np.subtract(1, t_self0, out=t_self0)" in generated


@pytest.mark.parametrize(
    ("pattern", "last"), [("norm", "ops in 1 category"), ("^tanh$", "1 op in 1 category")]
)
def test_list_counts_in_the_singular_and_plural(
    pattern: str, last: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["list", "--grep", pattern]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith(last)


def test_generate_without_a_spec_says_what_it_looked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["generate"]) == 2
    assert f"no derivatives.yaml in {tmp_path}" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
    assert main(["check"]) == 0  # the bundled spec against the bundled package


def test_generate_and_check_use_the_spec_in_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "derivatives.yaml").write_text(SPEC.replace("FORMULA", "grad * tanh(self)"))
    assert main(["check"]) == 1  # nothing generated yet
    assert main(["generate"]) == 0
    assert (tmp_path / "generated" / "registry.py").is_file()
    assert main(["check"]) == 0


def _package(tmp_path: Path, formula: str) -> Path:
    spec = tmp_path / "derivatives.yaml"
    spec.write_text(SPEC.replace("FORMULA", formula), encoding="utf-8")
    out = tmp_path / "package"
    assert codegen_main(["--spec", str(spec), "--out", str(out)]) == 0
    return out


def test_verify_fails_on_a_wrong_formula_naming_op_input_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = _package(tmp_path, "grad * sinh(self)")
    assert main(["verify", "--generated", str(out), *CHECKED]) == 1
    captured = capsys.readouterr()
    row = next(line for line in captured.out.splitlines() if line.startswith("logcosh"))
    # The wrong backward is differentiated consistently, so only second order passes.
    assert row.split()[2:6] == ["FAIL", "ok", "(2)", "FAIL"], row
    first = next(line for line in captured.err.splitlines() if "first order" in line)
    assert first.startswith(
        f"derivatives.yaml:{LOGCOSH_LINE}: logcosh: case 0 (self: float64 (5,))"
    )
    assert "input self, element (0,)" in first
    assert "SymPy disagrees" in captured.err
    assert f"1 of {OPS} ops failed: logcosh" in captured.err


def test_verify_passes_the_right_formula(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = _package(tmp_path, "grad * tanh(self)")
    assert main(["verify", "--generated", str(out), *CHECKED]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"{OPS} ops verified"


def test_sympy_disagrees_with_a_wrong_formula(tmp_path: Path) -> None:
    wrong = check_symbolic(_registry_of(_package(tmp_path, "grad * sinh(self)"))["logcosh"])
    assert wrong.agrees is False and "SymPy disagrees" in wrong.detail
    assert check_symbolic(resolve("logcosh")).agrees is True


def _registry_of(folder: Path) -> object:
    from derivgen.cli.commands import _load_package

    return _load_package(folder).OPS


def _stale_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "derivatives.yaml").write_text(SPEC.replace("FORMULA", "grad * tanh(self)"))


def test_check_advises_the_command_the_user_has(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An installed user has `derivgen generate`, not `python -m codegen`."""
    _stale_spec(tmp_path, monkeypatch)
    assert main(["check"]) == 1
    err = capsys.readouterr().err
    assert "Run 'derivgen generate' to regenerate." in err
    assert main(["check", "--out", "pkg", "--chunk-size", "2"]) == 1
    err = capsys.readouterr().err
    assert "Run 'derivgen generate --out pkg --chunk-size 2' to regenerate." in err
    assert "python -m codegen" not in err


def test_python_m_derivgen_codegen_names_itself() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "derivgen.codegen", "--help"], capture_output=True, text=True
    )
    assert done.returncode == 0
    assert done.stdout.startswith("usage: python -m derivgen.codegen ")


def test_list_package_advice_names_derivgen_generate(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["list", "--package", "json"]) == 2
    err = capsys.readouterr().err
    assert "`derivgen generate --spec SPEC --out DIR`" in err
    assert "python -m codegen" not in err


def test_list_grep_with_a_bad_pattern_is_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["list", "--grep", "["]) == 2
    err = capsys.readouterr().err
    assert err.startswith("derivgen list: --grep '[' is not a regular expression: ")
    assert "unterminated character set" in err


def test_generate_takes_chunk_size_and_docs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The options of `python -m codegen`, from the same argument definitions."""
    _stale_spec(tmp_path, monkeypatch)
    command = ["--out", "pkg", "--chunk-size", "2", "--docs", "ops.md"]
    assert main(["generate", *command]) == 0
    count = int(capsys.readouterr().out.split("pkg: ", 1)[1].split(" ops", 1)[0])
    chunks = sorted(path.name for path in (tmp_path / "pkg").glob("_ops_*.py"))
    assert chunks == [f"_ops_{i:03d}.py" for i in range((count + 1) // 2)]
    assert "logcosh" in (tmp_path / "ops.md").read_text()
    assert main(["check", *command]) == 0
    with pytest.raises(SystemExit):
        main(["generate", "--chunk-size", "0"])


def test_generate_without_the_generator_extra_says_what_to_install(tmp_path: Path) -> None:
    """A runtime-only install (numpy, scipy) reads no spec: the error names the extra."""
    (tmp_path / "derivatives.yaml").write_text(SPEC.replace("FORMULA", "grad * tanh(self)"))
    code = (
        "import sys; sys.modules['yaml'] = None; from derivgen.cli.commands import main; "
        "sys.exit(main(['generate']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "needs yaml: pip install 'derivgen[generate]'" in done.stderr
    assert not (tmp_path / "generated").exists()
