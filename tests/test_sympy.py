"""Every unary elementwise formula agrees with SymPy's derivative of the op's forward."""

from __future__ import annotations

import numpy as np
import pytest
import sympy as sp

from derivgen.checking.symbolic import derivative, forward_expression, lambdify_modules
from derivgen.ops.registry import ops
from tests.opcases import DEFAULT_DOMAIN

UNARY = sorted(
    name
    for name, info in ops().items()
    if info.elementwise and len(info.inputs) == 1 and len(info.outputs) == 1
)


@pytest.mark.parametrize("name", UNARY)
def test_formula_matches_sympy(name: str) -> None:
    info = ops()[name]
    x = sp.Symbol("x", real=True)
    reference = sp.diff(forward_expression(info, x), x)
    ours = derivative(info, simplify=False)
    low, high = info.tests.get("domain", DEFAULT_DOMAIN)
    points = np.linspace(low, high, 9) + 1e-3  # off the kinks at 0
    f_ref = sp.lambdify(x, reference, modules=lambdify_modules())
    f_ours = sp.lambdify(x, ours, modules=["scipy", "numpy"])
    np.testing.assert_allclose(
        np.broadcast_to(f_ours(points), points.shape),
        np.broadcast_to(f_ref(points), points.shape),
        rtol=1e-12,
        atol=1e-12,
    )


def test_unary_ops_are_all_covered() -> None:
    assert {"sin", "tanh", "expit", "absolute"} <= set(UNARY)
