"""What a user's type checker sees of derivgen's API: mypy run on a small program of calls."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Each line marked `# E: CODE` must get exactly that mypy error; every other line none.
PROGRAM = textwrap.dedent(
    """
    from collections.abc import Mapping

    import numpy as np

    import derivgen as dg


    def loss(x: np.ndarray, scale: float) -> float:
        return float(np.sum(np.tanh(x)) * scale)


    def pair(x: np.ndarray) -> tuple[np.ndarray, str]:
        return np.sin(x), "aux"


    x = np.ones(3)
    version: str = dg.__version__
    dg.grd(loss)  # E: attr-defined
    number: int = dg.__version__  # E: assignment

    info: dg.OpInfo = dg.op_info("tanh")
    formulas: Mapping[str, str] = info.formulas
    line: int = dg.op_info(np.tanh).line
    wrong: int = dg.op_info("tanh")  # E: assignment
    backward = dg.get_backward("tanh")

    g = dg.grad(loss)
    g(x, 2.0)
    g(x, 2.0, 3.0)  # E: call-arg
    g(x, "2")  # E: arg-type
    dg.value_and_grad(loss, argnums=(0, 1))(x, 2.0)
    dg.hessian(loss)(x)  # E: call-arg
    dg.jacobian(loss, mode="fwd")(x, 1.0)
    dg.jacobian(loss, mode="reverse")  # E: arg-type

    out, vjp_fn = dg.vjp(np.sin, x)
    cotangents: tuple[object, ...] = vjp_fn(np.ones(3))
    value, vjp_fn2, aux = dg.vjp(pair, x, has_aux=True)
    aux_text: str = aux
    aux_number: int = aux  # E: assignment
    y, y_dot = dg.jvp(loss, (x, 1.0), (x, 0.0))
    y_float: float = y
    y_text: str = y  # E: assignment
    lin_out, f_jvp = dg.linearize(loss, x, 1.0)

    compiled = dg.compile(loss)
    result: float = compiled(x, 2.0)
    compiled(x)  # E: call-arg
    stats: dg.CacheInfo = compiled.cache_info()
    typed_compiled: dg.Compiled[[np.ndarray, float], float] = compiled
    dg.compile(loss, fuse="fastest")  # E: arg-type


    @dg.custom_vjp
    def safe_norm(v: np.ndarray) -> float:
        return float(np.sqrt(np.sum(v * v)))


    norm: float = safe_norm(x)
    safe_norm(x, x)  # E: call-arg

    leaves, treedef = dg.tree_flatten({"a": x})
    structure: dg.PyTreeDef = treedef
    leaf_list: list[object] = leaves
    same: np.ndarray = dg.stop_gradient(x)

    ck = dg.checkpoint(loss)
    checked: float = ck(x, 2.0)
    ck(x)  # E: call-arg
    dg.elementwise_grad(loss)(x, 2.0, 3.0)  # E: call-arg
    spec: dg.ShapeDtypeStruct = dg.ShapeDtypeStruct((3,), np.float64)
    transposed: tuple[object, ...] = dg.linear_transpose(np.sin, spec)(x)
    with dg.debug_nans(infs=False):
        dg.grad(loss)(x, 1.0)
    """
)

_ERROR = re.compile(r"^[^:]+:(\d+): error: .*\[([a-z-]+)\]$")


def _expected() -> set[tuple[int, str]]:
    marked = set()
    for number, text in enumerate(PROGRAM.splitlines(), start=1):
        if "# E: " in text:
            marked.add((number, text.rsplit("# E: ", 1)[1].strip()))
    return marked


def test_mypy_sees_precise_types_and_rejects_misspelled_names(tmp_path: Path) -> None:
    program = tmp_path / "uses_derivgen.py"
    program.write_text(PROGRAM, encoding="utf-8")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--no-error-summary",
            "--no-pretty",
            str(program),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode in (0, 1), run.stdout + run.stderr  # 2: mypy itself failed
    found = {
        (int(m.group(1)), m.group(2))
        for m in map(_ERROR.match, run.stdout.splitlines())
        if m is not None
    }
    expected = _expected()
    assert len(expected) == 14  # the marked lines above, so a lost marker fails here
    assert found == expected, run.stdout
