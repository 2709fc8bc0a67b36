"""Edge points: the gradient each spec entry states at kinks, ties, zeros and infinities."""

from __future__ import annotations

import inspect
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.ops.registry import ops

EDGES = [
    (name, number, edge)
    for name, info in sorted(ops().items())
    for number, edge in enumerate(info.tests.get("edges", []))
]


def _value(value: Any, tensor: bool, differentiable: bool) -> Any:
    if isinstance(value, dict):
        array = np.asarray(value["value"])
        return array.astype(np.float64) if differentiable else array
    if tensor and isinstance(value, float | int) and not isinstance(value, bool):
        return np.float64(value)
    return tuple(value) if isinstance(value, list) else value


# Edge points deliberately reach NumPy's warnings (all-NaN slices, empty means).
@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@pytest.mark.parametrize("name, number, edge", EDGES, ids=[f"{n}-{i}" for n, i, _ in EDGES])
def test_gradient_at_edge_point(name: str, number: int, edge: dict[str, Any]) -> None:
    info = ops()[name]
    args = {
        k: _value(v, k in info.inputs, k in info.differentiable)
        for k, v in edge.items()
        if k != "grad"
    }
    diff = [n for n in info.differentiable if n in args]
    expected = edge["grad"] if len(diff) > 1 else [edge["grad"]]
    parameters = inspect.signature(info.forward).parameters
    last = max(info.arguments.index(n) for n in args)
    call = [args.get(n, parameters[n].default) for n in info.arguments[: last + 1]]
    for input_name, want in zip(diff, expected, strict=True):
        argnum = info.arguments.index(input_name)
        with np.errstate(all="ignore"):
            got = dg.get_grad(name, argnums=argnum)(*call)
        np.testing.assert_allclose(got, np.asarray(want, dtype=float), rtol=1e-12, atol=1e-15)


def test_elementwise_ops_and_ops_with_conventions_state_edge_points() -> None:
    missing = sorted(
        name
        for name, info in ops().items()
        if (info.elementwise or info.conventions) and not info.tests.get("edges")
    )
    assert not missing, f"ops without edge points in derivatives.yaml: {missing}"


def _cofactor_adjugate(a: np.ndarray) -> np.ndarray:
    """The adjugate by its definition: transposed cofactors from minors (small matrices only)."""
    n = a.shape[0]
    cof = np.empty_like(a)
    for i in range(n):
        for j in range(n):
            minor = np.delete(np.delete(a, i, axis=0), j, axis=1)
            cof[i, j] = (-1) ** (i + j) * np.linalg.det(minor)
    return cof.T


@pytest.mark.parametrize("kind", ["random", "rank n-1", "nearly singular", "rank n-2"])
def test_adjugate_matches_its_definition_on_both_paths(kind: str) -> None:
    from derivgen import numeric

    rng = np.random.default_rng(4)
    a = rng.normal(size=(4, 4))
    if kind == "rank n-1":
        a[3] = a[0] + 2 * a[1]
    elif kind == "nearly singular":
        a[3] = a[0] + 2 * a[1] + 1e-13
    elif kind == "rank n-2":
        a[2], a[3] = a[0] - a[1], a[0] + a[1]
    np.testing.assert_allclose(numeric.adjugate(a), _cofactor_adjugate(a), atol=1e-12)
