"""Every op in the registry is gradient-checked from the test inputs in its own spec entry."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
from derivgen.ops.registry import ops
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
        rtol=_tolerance(tests, "rtol", "float64", 1e-5),
        atol=_tolerance(tests, "atol", "float64", 1e-6),
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
    if isinstance(out, list | tuple) and len(info.outputs) == 1:  # a Tensor[] output
        via_trace, grads = pullback(type(out)(cot)), [cot]
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
    direct = info.backward(*grads, **dict(zip(info.saved, saved, strict=True)))
    if len(info.inputs) == 1:
        direct = (direct,)
    for (name, _), g in zip(case.diff, via_trace, strict=True):
        expected = direct[info.inputs.index(name)]
        if not np.iscomplexobj(case.args[name]):  # a real input takes the real part (as JAX)
            expected = np.real(expected)
        np.testing.assert_allclose(expected, g, rtol=1e-12, atol=1e-12)


def _default(info, name: str):
    import inspect

    return inspect.signature(info.forward).parameters[name].default


def _tolerance(tests, key: str, dtype: str, default: float) -> float:
    value = tests.get(key, default)
    return value.get(dtype, default) if isinstance(value, dict) else value


@pytest.mark.parametrize("case", all_cases(np.float32), ids=lambda c: c.id)
def test_float32_gradients_stay_float32_and_match_float64(case) -> None:
    tests = ops()[case.op].tests
    rng = np.random.default_rng(5)
    xs32 = case.inputs()
    f = case.function()
    out, pullback = dg.vjp(f, *xs32)
    outs = list(out) if isinstance(out, tuple | list) else [out]
    cot = [rng.standard_normal(np.shape(o)).astype(np.float32) for o in outs]
    structure = list if isinstance(out, list) else tuple
    wrap = (lambda c: structure(c)) if isinstance(out, tuple | list) else (lambda c: c[0])
    g32 = pullback(wrap(cot))
    _, pullback64 = dg.vjp(f, *[x.astype(np.float64) for x in xs32])
    g64 = pullback64(wrap([c.astype(np.float64) for c in cot]))
    rtol = _tolerance(tests, "rtol", "float32", 1e-3)
    atol = _tolerance(tests, "atol", "float32", 1e-3)
    for a, b in zip(g32, g64, strict=True):
        assert a.dtype == np.float32
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol)


def test_broadcasting_ops_are_checked_on_broadcasting_shapes() -> None:
    for name, info in ops().items():
        if not (info.broadcast or (info.elementwise and len(info.differentiable) > 1)):
            continue
        shapes = [
            {np.shape(case.args[n]) for n in info.differentiable if n in case.args}
            for case in all_cases()
            if case.op == name
        ]
        assert any(len(s) > 1 for s in shapes), f"{name} has no test case with broadcasting shapes"


def _has_second_order(case) -> bool:
    """Per the spec: `second_order: false`, or a list of the cases where it does not exist."""
    declared = ops()[case.op].tests.get("second_order", True)
    return case.number not in declared if isinstance(declared, list) else bool(declared)


SECOND_ORDER = [c for c in CASES if _has_second_order(c)]


@pytest.mark.parametrize("case", SECOND_ORDER, ids=lambda c: c.id)
def test_second_order(case) -> None:
    dg.gradgradcheck(case.function(), *case.inputs())
