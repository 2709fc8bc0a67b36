"""The transformations on CuPy arrays: grad, vjp, jvp, hvp, vmap, jacobian, hessian,
linearize, custom rules, stop_gradient and compile give cupy.ndarray results equal to the
closed forms of tests/transform_checks.py (read back with cupy.asnumpy), so nothing went
through the host. Skipped, saying why, where CuPy or a CUDA device is missing; elsewhere
tests/test_array_types.py runs the same checks on a strict duck array with CuPy's rules."""

from __future__ import annotations

from contextlib import nullcontext
from typing import Any

import numpy as np
import pytest

from tests.transform_checks import (  # noqa: F401 (collected here, with this file's engine)
    Engine,
    test_custom_rules,
    test_grad,
    test_hessian,
    test_hvp,
    test_jacobian,
    test_jvp,
    test_linearize,
    test_stop_gradient,
    test_vjp,
    test_vmap_of_grad,
)


@pytest.fixture(scope="module")
def engine(cupy: Any) -> Engine:

    def read(value: Any) -> np.ndarray:
        assert isinstance(value, cupy.ndarray), f"a {type(value).__name__}, not a cupy.ndarray"
        return cupy.asnumpy(value)

    return Engine(make=cupy.asarray, watch=nullcontext, read=read)
