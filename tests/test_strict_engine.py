"""Ops that build arrays (indexing and scatter adjoints, einsum, sort, concatenate, pad, ...)
on a strict duck array (tests/strict_array.py): forward, dg.vjp and dg.jvp agree with NumPy's
with no host copy and no host operand on the way, as CuPy requires; this is the guard for
the GPU path on machines without one (tests/gpu runs every op on CuPy where there is)."""

from __future__ import annotations

from contextlib import nullcontext

import pytest

from tests.engine_sweep import Engine, run_case
from tests.opcases import cases
from tests.strict_array import StrictArray

STRICT = Engine(
    name="strict",
    to_engine=StrictArray,
    to_host=lambda x: x.to_host(),
    array_type=StrictArray,
)

# Ops whose kernels allocate, scatter, gather or write: where a host array slips in.
OPS = [
    "sin", "multiply", "sum", "mean", "max", "matmul", "where", "cumsum",
    "getitem", "take", "take_along_axis", "setitem", "index_add", "untake", "diagonal",
    "einsum", "sort", "concatenate", "stack", "split", "pad", "repeat", "tile", "flip",
    "roll", "inv", "solve", "softmax", "diagonal_embed", "untake_along_axis", "unpad",
]  # fmt: skip


@pytest.mark.parametrize("op", OPS)
def test_op_on_a_strict_duck_array(op: str) -> None:
    for number, case in enumerate(cases(op)):
        run_case(STRICT, case, number < 2, nullcontext())


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
