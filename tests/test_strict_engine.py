"""Every op of the spec on a strict duck array (tests/strict_array.py), from its ``tests:
cases``: forward, dg.vjp and dg.jvp agree with NumPy's with no host copy and no host operand
on the way, as CuPy requires (indexing and scatter adjoints, einsum, sort, concatenate, pad
included). It guards the GPU path on machines without one; tests/gpu runs the same sweep on
CuPy where there is one."""

from __future__ import annotations

from contextlib import nullcontext

import pytest

from derivgen.ops.registry import ops
from tests.engine_sweep import Engine, run_case
from tests.opcases import cases
from tests.strict_array import HostCopy, StrictArray

STRICT = Engine(
    name="strict",
    to_engine=StrictArray,
    to_host=lambda x: x.to_host(),
    array_type=StrictArray,
)

OPS = sorted(ops())


@pytest.mark.parametrize("op", OPS)
def test_op_on_a_strict_duck_array(op: str) -> None:
    """Every op; one the spec marks for CuPy must still reach for the host here (when it no
    longer does, check it on CuPy and drop its mark)."""
    marked = "cupy" in ops()[op].engines
    reached_host = False
    for number, case in enumerate(cases(op)):
        try:
            run_case(STRICT, case, number < 2, nullcontext())
        except HostCopy:
            if not marked:
                raise
            reached_host = True
    assert reached_host or not marked, f"{op} runs without the host now: check its cupy mark"


def test_telling_engines_apart_imports_neither_dask_nor_cupy() -> None:
    import subprocess
    import sys

    code = (
        "import sys, numpy as np, derivgen as dg\n"
        "from derivgen.numeric.engines import engine_of\n"
        "assert engine_of(np.ones(2), 1.0, [np.ones(1)]) == 'numpy'\n"
        "dg.grad(lambda v: np.sum(v[1:] ** 2))(np.ones(3))\n"
        "print(sorted(m for m in ('dask', 'cupy') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_engine_of_tells_the_strict_array_apart() -> None:
    import numpy as np

    from derivgen.numeric.engines import engine_of

    x = StrictArray(np.ones(2))
    assert engine_of(np.ones(2), x) == "tests"  # the package of its type's module
    assert engine_of([np.ones(1), x]) == "tests"
