"""dg.compile(backend="numba"): Numba kernels agree with the NumPy code, cache across
processes, fall back with a reason, are thread safe, and Numba stays optional."""

from __future__ import annotations

import sys
import threading
import warnings

import numpy as np
import pytest

import derivgen as dg
from derivgen.compile import native, whole
from derivgen.compile.passes import loop_kernels, scalar_loops
from tests.differences import central_gradient

numba = pytest.importorskip("numba", reason="Numba is the optional 'native' extra")

RNG = np.random.default_rng(3)


@pytest.fixture(autouse=True)
def _per_run_kernels(monkeypatch):
    """Per-run kernels, not one native function for all (that is test_compile_whole.py's).
    No disk cache (tests/conftest.py empties DERIVGEN_CACHE_DIR): the second process's cache
    hit is test_compile_native_programs.py's."""
    monkeypatch.setattr(whole, "TIER_LARGEST", -1)  # every array is "large"


def chain(x):
    y = np.sin(x)
    y = np.tanh(y)
    y = np.exp(0.5 * y)
    y = y * x + x
    y = np.cos(y)
    y = np.log1p(np.square(y))
    return np.sum(np.sqrt(np.arctan(y) + 1.0))


@pytest.mark.parametrize("n", [40, native.PARALLEL + 3])  # one loop, and prange over cores
def test_kernels_agree_with_numpy_and_central_differences(n):
    x = RNG.normal(size=n)
    numba_grad = dg.compile(dg.grad(chain), backend="numba")
    numpy_grad = dg.compile(dg.grad(chain), backend="numpy", fuse="off")
    got, want = numba_grad(x), numpy_grad(x)
    assert numba_grad.backend == "numba" and numpy_grad.backend == "numpy"
    assert "Numba computes these" in numba_grad.source and numba_grad.fallback == ""
    from derivgen.compile.native import libmvec  # four lanes at a time where glibc has them

    assert ("four at a time by libmvec" in numba_grad.source) == bool(libmvec.functions())
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-13)
    small = x[:5]
    reference = central_gradient(chain, small)
    np.testing.assert_allclose(dg.compile(dg.grad(chain), backend="numba")(small), reference,
                               rtol=1e-6, atol=1e-8)  # fmt: skip
    again = x * 0.9  # the replay, with other values
    np.testing.assert_allclose(numba_grad(again), numpy_grad(again), rtol=1e-12, atol=1e-13)


def test_division_by_zero_and_nan_follow_numpy():
    def f(x):
        return np.sum(np.log(x) / x + np.sqrt(x - 1.0))

    x = np.array([0.0, -1.0, 2.0, np.inf, np.nan, 1.0, 3.0])
    with np.errstate(all="ignore"):
        got = dg.compile(f, backend="numba")(x)
        want = f(x)
    np.testing.assert_array_equal(got, want)


def test_no_run_numba_can_compile_falls_back_with_a_reason():
    def f(x):
        return np.sum(np.sort(x) * 2)  # one op: nothing to fuse

    g = dg.compile(f, backend="numba")
    x = RNG.normal(size=6)
    with pytest.warns(RuntimeWarning, match="runs NumPy code for this signature: no run"):
        value = g(x)
    assert g.backend == "numpy" and "no run of float64" in g.fallback
    assert value == f(x)


def test_float32_runs_stay_numpy_code():
    x = RNG.normal(size=50).astype(np.float32)
    g = dg.compile(dg.grad(chain), backend="numba")
    with pytest.warns(RuntimeWarning, match="no run of float64"):
        got = g(x)
    assert got.dtype == np.float32
    np.testing.assert_array_equal(got, dg.compile(dg.grad(chain), backend="numpy", fuse="off")(x))


def test_auto_skips_numba_for_small_runs_and_may_choose_it_for_large_ones():
    small = dg.compile(dg.grad(chain))
    small(RNG.normal(size=10))
    assert small.backend == "numpy" and "Numba" not in small.source
    large = dg.compile(dg.grad(chain))
    x = RNG.normal(size=native.WORTH * 2)
    np.testing.assert_allclose(large(x), dg.grad(chain)(x), rtol=1e-12, atol=1e-13)
    assert large.backend in ("numba", "numpy")  # whichever the timing picked, named
    assert (large.backend == "numba") == ("Numba computes" in large.source)


def test_threads_calling_parallel_kernels_at_once_get_their_own_results():
    g = dg.compile(dg.grad(chain), backend="numba")
    inputs = [RNG.normal(size=native.PARALLEL + 1) for _ in range(6)]
    g(inputs[0])
    want = [g(x).copy() for x in inputs]  # one thread at a time: what each call must give
    results: dict[int, np.ndarray] = {}
    errors: list[BaseException] = []

    def work(k):
        try:
            for _ in range(3):
                results[k] = g(inputs[k])
        except BaseException as error:  # noqa: BLE001
            errors.append(error)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(len(inputs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for k, x in enumerate(want):
        np.testing.assert_array_equal(results[k], x)


def test_without_numba_backend_numba_names_the_extra_and_auto_is_numpy(monkeypatch):
    monkeypatch.setitem(sys.modules, "numba", None)  # as if Numba were not installed
    assert not native.available()
    with pytest.raises(ImportError, match=r"pip install 'derivgen\[native\]'"):
        dg.compile(chain, backend="numba")
    g = dg.compile(dg.grad(chain))
    x = RNG.normal(size=native.WORTH * 2)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        np.testing.assert_allclose(g(x), dg.grad(chain)(x), rtol=1e-12, atol=1e-13)
    assert g.backend == "numpy" and "Numba" not in g.source


def test_an_unknown_backend_is_refused():
    with pytest.raises(ValueError, match="backend must be one of auto, numpy, numba"):
        dg.compile(chain, backend="jax")  # type: ignore[arg-type]


def garch(params, r):
    omega, alpha, beta = params[0], params[1], params[2]
    sigma2 = np.zeros_like(params, shape=r.shape[0])
    sigma2[0] = np.var(r)
    for t in range(1, r.shape[0]):
        sigma2[t] = omega + alpha * r[t - 1] ** 2 + beta * sigma2[t - 1]
    return 0.5 * np.sum(np.log(sigma2) + r**2 / sigma2)


def test_rolled_loops_run_as_kernels_and_agree_with_numpy_and_central_differences():
    r, p = RNG.normal(size=40), np.array([0.05, 0.1, 0.85])
    f = dg.value_and_grad(garch)
    ours = dg.compile(f, backend="numba")
    theirs = dg.compile(f, backend="numpy", fuse="off")
    (value, grad), (value_np, grad_np) = ours(p, r), theirs(p, r)
    assert ours.source.count("# Numba runs this loop") == 2  # the forward and the backward
    assert "for i in range(" not in ours.source
    assert type(value) is type(value_np) and value.dtype == value_np.dtype
    np.testing.assert_allclose(value, value_np, rtol=1e-13)
    np.testing.assert_allclose(grad, grad_np, rtol=1e-12, atol=1e-13)
    np.testing.assert_allclose(grad, central_gradient(lambda q: garch(q, r), p), rtol=1e-6)
    for scale in (0.9, 1.1):  # replays with other values
        np.testing.assert_allclose(ours(p * scale, r)[1], theirs(p * scale, r)[1], rtol=1e-12)


def test_a_loop_numba_cannot_compile_stays_numpy_code():
    def f(x):
        for _ in range(15):
            x = np.sort(np.sin(x) * 1.5)  # sort: no kernel
        return np.sum(x**2)

    x = RNG.normal(size=4)
    ours = dg.compile(dg.grad(f), backend="numba")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        got = ours(x)
    assert "for i in range(" in ours.source and "Numba runs this loop" not in ours.source
    np.testing.assert_array_equal(got, dg.compile(dg.grad(f), backend="numpy", fuse="off")(x))


def spellings(x, w):
    """A loop whose gradient has np.split by an axis, sums by a positional axis and with
    keepdims, broadcasting (ops.sum_to), ops.expand_reduced, ops.index_add of slices with
    None, reversed slices, in-place adds, np.concatenate, ops.unconcatenate and @."""
    for _ in range(6):
        a, b = np.split(x, [1], axis=0)
        s = np.sum(a * b, 1)
        x = np.concatenate([np.tanh(b + s[:, None]), a[:, ::-1] * 0.5], 0)
        x = x @ w - np.sum(x, axis=1, keepdims=True) * 0.1
    return np.sum(x**2)


@pytest.mark.parametrize("largest", [scalar_loops.LARGEST, 0])  # scalars; array operations
def test_loop_kernels_translate_splits_sums_index_adds_and_products(largest, monkeypatch):
    monkeypatch.setattr(scalar_loops, "LARGEST", largest)
    if largest:  # every element a scalar: the array operations' kernel is not asked for
        monkeypatch.setattr(loop_kernels, "_kernel", None)
    rng = np.random.default_rng(4)  # its own: values from the module's RNG depend on the
    x, w = rng.normal(size=(3, 4)), rng.normal(size=(4, 4)) / 2  # order, some grad ~1e-24
    ours = dg.compile(dg.grad(spellings), backend="numba")
    got = ours(x, w)
    want = dg.compile(dg.grad(spellings), backend="numpy", fuse="off")(x, w)
    assert ours.source.count("# Numba runs this loop") == 2, native_reasons(ours)
    spelled = ("np.split", "np.add.reduce(", "ops.sum_to", "ops.expand_reduced", "ops.index_add",
               "ops.unconcatenate", "np.concatenate", "np.matmul")  # fmt: skip
    for spelling in spelled:
        assert f"= {spelling}" in ours.source.split("# Numba runs this loop", 1)[1], spelling
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)
    reference = central_gradient(lambda q: spellings(q, w), x)
    np.testing.assert_allclose(got, reference, rtol=1e-5, atol=1e-6 * np.abs(reference).max())
    again, eager = ours(x * 1.1, w), dg.grad(spellings)(x * 1.1, w)  # a replay: other values
    np.testing.assert_allclose(again, eager, rtol=1e-10, atol=1e-12 * np.abs(eager).max())


def native_reasons(compiled):
    return compiled.fallback or "the reasons: DERIVGEN_DEBUG_NUMBA=1"


def test_auto_compiles_loop_kernels_once_a_specialisation_is_hot(monkeypatch):
    monkeypatch.setattr(native, "LOOP_WORTH", 0)  # these short loops count as long ones
    x, w = RNG.normal(size=(3, 4)), RNG.normal(size=(4, 4)) / 2
    auto = dg.compile(dg.grad(spellings))
    want = dg.compile(dg.grad(spellings), backend="numpy", fuse="off")(x, w)
    np.testing.assert_array_equal(auto(x, w), want)  # the first call: NumPy code, no compile
    assert auto.backend == "numpy" and "Numba runs this loop" not in auto.source
    monkeypatch.setattr(whole, "TIER_SECONDS", 0.0)
    monkeypatch.setattr(whole, "faster", lambda *_: True)  # the timing is not under test
    np.testing.assert_allclose(auto(x, w), want, rtol=1e-12, atol=1e-14)  # crosses it
    assert auto.backend == "numba" and auto.source.count("# Numba runs this loop") == 2
    np.testing.assert_allclose(auto(x, w), want, rtol=1e-12, atol=1e-14)
