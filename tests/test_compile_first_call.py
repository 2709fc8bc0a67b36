"""What keeps compile's first call short: cached node reads, renames, CSE keys, the paused GC."""

from __future__ import annotations

import gc
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.compile.graph import Node, Var, _node_inputs, _rename_inputs, _substitute


def _var(name: str) -> Var:
    return Var(name, None, np.zeros(2))


def test_node_inputs_follow_reassigned_args_and_kwargs():
    a, b, c = _var("a"), _var("b"), _var("c")
    node = Node("call", np.add, "np.add", (a, [b, 1.0], slice(None, None, None)), {}, "")
    assert _node_inputs(node) == (a, b)
    assert _node_inputs(node) is _node_inputs(node)  # found once
    node.args = (c, a)
    assert _node_inputs(node) == (c, a)
    node.kwargs = {"out": (b,)}
    assert _node_inputs(node) == (c, a, b)


def test_substitute_keeps_unrenamed_structures_and_rebuilds_renamed_ones():
    a, b, c = _var("a"), _var("b"), _var("c")
    args = (a, [b, 2], {"k": b}, slice(b, None, None))
    assert _substitute(args, {}) is args
    assert _substitute(args, {c: a}) is args
    renamed = _substitute(args, {b: c})
    assert renamed == (a, [c, 2], {"k": c}, slice(c, None, None))
    assert args == (a, [b, 2], {"k": b}, slice(b, None, None))  # the original is unchanged


def test_rename_inputs_only_where_a_read_value_is_renamed():
    a, b, c = _var("a"), _var("b"), _var("c")
    node = Node("call", np.add, "np.add", (a, b), {"where": b}, "")
    args, kwargs = node.args, node.kwargs
    _rename_inputs(node, {c: a})
    assert node.args is args and node.kwargs is kwargs
    _rename_inputs(node, {b: c})
    assert node.args == (a, c) and node.kwargs == {"where": c}
    assert _node_inputs(node) == (a, c, c)


def test_products_with_zeros_of_either_sign_stay_apart():
    """0.0 == -0.0, but x * 0.0 and x * -0.0 differ in sign: CSE must not merge them."""

    def f(x):
        return 1.0 / (x * 0.0), 1.0 / (x * -0.0), 1.0 / (x * np.float64(-0.0))

    x = np.array([1.0, 2.0])
    compiled = dg.compile(f)
    with np.errstate(divide="ignore"):
        compiled(x)  # the first call returns the traced values: the second runs the code
        got, expected = compiled(x), f(x)
    for mine, theirs in zip(got, expected, strict=True):
        np.testing.assert_array_equal(mine, theirs)
        np.testing.assert_array_equal(np.signbit(mine), np.signbit(theirs))


def test_the_garbage_collector_is_paused_while_tracing_and_restored_after():
    seen = []

    def f(x):
        seen.append(gc.isenabled())
        return np.sin(x) * 2.0

    x = np.arange(3.0)
    assert gc.isenabled()
    dg.compile(f)(x)
    assert seen == [False] and gc.isenabled()

    def fails(x):
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        dg.compile(fails)(x)
    assert gc.isenabled()  # restored after an error too
    gc.disable()
    try:
        dg.compile(lambda x: np.cos(x))(x)
        assert not gc.isenabled()  # a caller's choice is left as it was
    finally:
        gc.enable()


def test_the_numba_fallback_warning_names_the_callers_line():
    """The warning is raised under the GC-pausing wrapper: its stacklevel counts that frame."""
    pytest.importorskip("numba", reason="backend='numba' needs Numba (the native extra)")
    f = dg.compile(lambda x: np.einsum("i,i->", x, x), backend="numba")  # no Numba spelling
    with pytest.warns(RuntimeWarning, match="runs NumPy code") as caught:
        f(np.arange(4.0))
    assert caught[0].filename == __file__


def _timed_calibrations(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The variants each calibration of this test times (none remembered from before)."""
    from derivgen.compile import calibration

    timed: list[list[str]] = []
    choose = calibration.choose

    def recorded(runs: Any, args: Any, digest: str) -> str:
        timed.append(sorted(runs))
        return choose(runs, args, digest)

    monkeypatch.setattr(calibration, "choose", recorded)
    monkeypatch.setattr(calibration, "_chosen", {})
    return timed


def _loss(x: Any) -> Any:
    return np.sum(np.sin(x) * np.cos(x) + x * 2.0)  # gradient: cos(2x) + 2


def test_auto_times_fusion_variants_only_where_native_code_does_not_take_over(monkeypatch):
    pytest.importorskip("numba", reason="the whole-function tier needs Numba (native extra)")
    pytest.importorskip("numexpr", reason="the fused variant needs numexpr (bench extra)")
    from derivgen.compile import whole

    timed = _timed_calibrations(monkeypatch)
    x = np.linspace(-1.0, 1.0, 8)
    compiled = dg.compile(dg.grad(_loss))
    compiled(x)
    assert timed == [] and compiled.fusion == "off"  # small arrays: native code once hot
    monkeypatch.setattr(whole, "promote_hot", lambda *args: (None, "", "refused here"))
    compiled.tier_seconds = 0.0  # hot at once: the native code is tried, and fails
    got = compiled(x)
    assert timed == [["numexpr", "off"]] and compiled.fallback == "refused here"
    np.testing.assert_allclose(got, np.cos(2 * x) + 2, rtol=1e-13)
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)
    assert timed == [["numexpr", "off"]]  # timed once


def test_auto_times_fusion_variants_on_the_first_call_without_native_code(monkeypatch):
    pytest.importorskip("numexpr", reason="the fused variant needs numexpr (bench extra)")
    from derivgen.compile import native

    monkeypatch.setattr(native, "available", lambda: False)  # as without Numba installed
    timed = _timed_calibrations(monkeypatch)
    x = np.linspace(-1.0, 1.0, 20_000)
    compiled = dg.compile(dg.grad(_loss))
    compiled(x)
    assert timed and "numexpr" in timed[0]
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)


def test_auto_compiles_kernels_of_large_runs_only_once_hot(monkeypatch):
    """Element-wise runs large enough for Numba kernels: the first call traces and writes
    NumPy code only (no kernel compiled, no variant timed); once hot, the code with kernels
    is compiled, checked and kept where faster."""
    pytest.importorskip("numba", reason="the kernels need Numba (native extra)")
    from derivgen.compile import whole

    timed = _timed_calibrations(monkeypatch)
    x = np.linspace(-1.0, 1.0, 20_000)  # above whole.TIER_LARGEST: no whole-function tier
    compiled = dg.compile(dg.grad(_loss))
    compiled(x)
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)
    assert timed == [] and compiled.backend == "numpy" and "Numba" not in compiled.source
    monkeypatch.setattr(whole, "faster", lambda *_: True)  # the timing is not under test
    compiled.tier_seconds = 0.0  # hot at once
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)
    assert compiled.backend == "numba" and "Numba computes" in compiled.source
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)
    assert timed == []  # native code took over: the NumPy variants were never timed


def test_auto_writes_the_whole_function_module_only_once_hot(monkeypatch):
    """backend="auto" leaves the njit module of a small-array function unwritten on the first
    call (most specialisations never get hot); once hot it is written, compiled and runs."""
    pytest.importorskip("numba", reason="the whole-function tier needs Numba (native extra)")
    from derivgen.compile import whole

    written = []
    prepare = whole.prepare

    def counted(*args: Any) -> Any:
        written.append(args[3])
        return prepare(*args)

    monkeypatch.setattr(whole, "prepare", counted)
    x = np.linspace(-1.0, 1.0, 8)
    compiled = dg.compile(dg.grad(_loss))
    compiled(x)
    compiled(x)
    assert written == [] and compiled.backend == "numpy"
    compiled.tier_seconds = 0.0  # hot at once
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)
    assert len(written) == 1 and compiled.backend == "numba" and compiled.whole
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)  # native code
    assert len(written) == 1


def test_auto_keeps_no_traced_values_of_a_large_function_until_it_is_hot():
    """The code with kernels is written on the first call (Numba compiles at the first run),
    so a specialisation holds no traced intermediate (a dozen arrays of x's size here)."""
    pytest.importorskip("numba", reason="the kernels need Numba (native extra)")
    import tracemalloc

    x = np.linspace(-1.0, 1.0, 200_000)  # 1.6 MB an array
    compiled = dg.compile(dg.grad(_loss))
    gc.collect()
    tracemalloc.start()
    try:
        compiled(x)
        gc.collect()
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert held < 4 * x.nbytes, held  # the result, constants and code: not the trace
    assert compiled.backend == "numpy" and "Numba" not in compiled.source


def test_auto_times_fusion_variants_where_no_kernel_is_written(monkeypatch):
    """Where the code with kernels cannot be written (``Unfusable``), no native code waits for
    the function to get hot, so fuse='auto' times its variants on the first call."""
    pytest.importorskip("numba", reason="the kernels need Numba (native extra)")
    pytest.importorskip("numexpr", reason="the fused variant needs numexpr (bench extra)")
    from derivgen.compile import core, fusion

    def unfusable(*args: Any, **kwargs: Any) -> Any:
        raise fusion.Unfusable("no kernel here")

    monkeypatch.setattr(core.Compiled, "_written", unfusable)
    timed = _timed_calibrations(monkeypatch)
    x = np.linspace(-1.0, 1.0, 20_000)
    compiled = dg.compile(dg.grad(_loss))
    compiled(x)
    assert timed, "the variants were left untimed"
    np.testing.assert_allclose(compiled(x), np.cos(2 * x) + 2, rtol=1e-13)
