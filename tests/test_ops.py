"""Every op in the registry is gradient-checked from the test inputs in its own spec entry."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
from derivgen.registry import ops
from tests.opcases import all_cases

CASES = all_cases()


def test_every_op_has_checked_cases() -> None:
    checked = {case.op for case in CASES if case.diff}
    missing = sorted(set(ops()) - checked)
    assert not missing, f"ops with no differentiable test case in derivatives.yaml: {missing}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_first_order(case) -> None:
    tests = ops()[case.op].tests
    dg.gradcheck(
        case.function(),
        *case.inputs(),
        rtol=tests.get("rtol", 1e-5),
        atol=tests.get("atol", 1e-6),
    )


SINGLE_TENSOR_CASES = [c for c in CASES if all(index is None for _, index in c.diff)]


@pytest.mark.parametrize("case", SINGLE_TENSOR_CASES, ids=lambda c: c.id)
def test_backward_matches_generated_function(case) -> None:
    """The traced vjp and a direct call of the generated backward, with its saved values, agree."""
    info = ops()[case.op]
    out, pullback = dg.vjp(case.function(), *case.inputs())
    rng = np.random.default_rng(3)
    outs = list(out) if isinstance(out, tuple | list) else [out]
    cot = [rng.standard_normal(np.shape(o)) for o in outs]
    if isinstance(out, list):
        via_trace, grads = pullback(cot), [cot]
    elif isinstance(out, tuple):
        via_trace, grads = pullback(tuple(cot)), cot
    else:
        via_trace, grads = pullback(cot[0]), cot
    saved = []
    for name in info.saved:
        if name in case.args:
            saved.append(case.args[name])
        elif name.endswith("_shape"):
            saved.append(np.shape(case.args[name[:-6]]))
        elif name in info.outputs:
            saved.append(out if len(info.outputs) == 1 else out[info.outputs.index(name)])
        else:
            saved.append(_default(info, name))
    direct = info.backward(*grads, *saved)
    if len(info.inputs) == 1:
        direct = (direct,)
    for (name, _), g in zip(case.diff, via_trace, strict=True):
        np.testing.assert_allclose(direct[info.inputs.index(name)], g, rtol=1e-12, atol=1e-12)


def _default(info, name: str):
    import inspect

    return inspect.signature(info.forward).parameters[name].default
