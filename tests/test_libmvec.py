"""libmvec's 4-lane functions in Numba kernels: NumPy's values to a few ulp, special values too."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.compile import native

numba = pytest.importorskip("numba", reason="Numba is the optional 'native' extra")
from derivgen.compile.native import libmvec  # noqa: E402 - needs Numba

HERE = sorted(libmvec.functions())
ULPS = 5  # glibc's vector functions are within 4 ulp of NumPy's here (measured: 1-4)
needs_libmvec = pytest.mark.skipif(
    not HERE, reason="no libmvec here (x86-64 Linux, AVX2, glibc 2.35+): the scalar kernels run"
)


def _inputs(seed: int) -> np.ndarray:
    """The whole float64 range (every exponent, both signs), [-10, 10], and special values."""
    rng = np.random.default_rng(seed)
    n = 40_000
    exponents = rng.integers(-1074, 1024, n)
    wide = np.ldexp(rng.uniform(1, 2, n), exponents) * rng.choice([-1.0, 1.0], n)
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, 5e-324, -5e-324, 2.2250738585072014e-308,
               1.0, -1.0, 0.5, 1e-300, 1e22, 1e300, 709.78, 709.79, -745.13, -745.2,
               np.nextafter(-1.0, -2.0), np.finfo(float).max, -np.finfo(float).max]  # fmt: skip
    xs = np.concatenate([wide, rng.uniform(-10, 10, n), special])
    return xs[: xs.size - xs.size % libmvec.LANES]


@functools.cache
def _all_lanes() -> tuple[np.ndarray, np.ndarray, dict[str, np.ndarray]]:
    """Every 4-lane function applied to ``_inputs`` (binary ones: to it and a permutation of
    it) by one njit loop, compiled once for the tests of this file."""
    names = [*HERE, *sorted(libmvec.ARITHMETIC)]
    xs = _inputs(seed=3)
    ys = np.random.default_rng(4).permutation(xs)
    lines = ["def apply(x, y, out):", "    for c in range(x.size // 4):", "        i = 4 * c",
             "        a = (x[i], x[i + 1], x[i + 2], x[i + 3])",
             "        b = (y[i], y[i + 1], y[i + 2], y[i + 3])"]  # fmt: skip
    for row, name in enumerate(names):
        operands = "a, b" if libmvec.arity(name) == 2 else "a"
        lanes = ", ".join(f"out[{row}, i + {j}]" for j in range(libmvec.LANES))
        lines.append(f"        {lanes} = f{row}({operands})")
    namespace: dict[str, Any] = {f"f{row}": libmvec.lanes(n) for row, n in enumerate(names)}
    exec("\n".join(lines), namespace)  # noqa: S102 - the source written just above
    out = np.empty((len(names), xs.size))
    numba.njit(namespace["apply"])(xs, ys, out)
    return xs, ys, dict(zip(names, out, strict=True))


def assert_close_in_ulps(got: np.ndarray, want: np.ndarray, ulps: float) -> None:
    """NaN where NumPy gives NaN, the same infinities and signed zeros, else within ulps."""
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    exact = np.isinf(want) | (want == 0)
    np.testing.assert_array_equal(got[exact], want[exact])
    np.testing.assert_array_equal(np.signbit(got[exact]), np.signbit(want[exact]))
    finite = np.isfinite(want) & ~exact
    with np.errstate(over="ignore"):  # the spacing of the largest double is inf
        error = np.abs(got[finite] - want[finite]) / np.spacing(np.abs(want[finite]))
    worst = int(np.argmax(error))
    assert error[worst] <= ulps, (got[finite][worst], want[finite][worst], error[worst])


@needs_libmvec
@pytest.mark.parametrize("ufunc", HERE)
def test_each_function_gives_numpys_values_over_the_float64_range(ufunc: str) -> None:
    xs, ys, got = _all_lanes()
    with np.errstate(all="ignore"):
        function = getattr(np, ufunc)
        want = function(xs, ys) if libmvec.arity(ufunc) == 2 else function(xs)
    assert_close_in_ulps(got[ufunc], want, ULPS)


@pytest.mark.parametrize("ufunc", sorted(libmvec.ARITHMETIC))
def test_arithmetic_lanes_are_the_scalar_ops_bit_for_bit(ufunc: str) -> None:
    xs, ys, got = _all_lanes()
    with np.errstate(all="ignore"):
        function = getattr(np, ufunc)
        want = function(xs, ys) if libmvec.arity(ufunc) == 2 else function(xs)
    np.testing.assert_array_equal(got[ufunc].view(np.int64), want.view(np.int64))


def assert_close(got: np.ndarray, want: np.ndarray) -> None:
    """Equal to rounding: the chain's gradient cancels terms up to ~1e3 times its smallest
    values, so a few ulp of a function's value are ~1e-12 of the largest element."""
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12 * np.nanmax(np.abs(want)))


def chain(x: Any) -> Any:
    """Transcendentals, arithmetic and constants, as a user's loss has them."""
    y = np.exp(0.5 * np.tanh(np.sin(x))) * x + x
    y = np.log1p(np.square(np.cos(y))) / (1.0 + np.arctan(y)) - np.sqrt(np.abs(y))
    return np.sum(np.log(y + 3.0) * np.tanh(x) + np.arctan2(x, y) + np.power(np.abs(x) + 0.5, y))


# above whole.TIER_LARGEST (smaller functions are one njit function), with tails of 1, 2, 3 and
# no lanes (numba.prange's kernels, from native.PARALLEL, are compared with the NumPy code by
# tests/test_compile_native.py, whose chain has sin, tanh, exp, cos, log1p and arctan)
@pytest.mark.parametrize("n", [4097, 4098, 4099, 4100])
def test_a_compiled_chain_uses_libmvec_and_equals_the_numpy_code(n: int) -> None:
    x = np.random.default_rng(n).uniform(-1, 1, n)
    grad = dg.grad(chain)
    fast, slow = dg.compile(grad, backend="numba"), dg.compile(grad, backend="numpy")
    with np.errstate(invalid="ignore"):  # some draws take log below zero: NaN where NumPy's is
        fast(x), slow(x)  # the first call traces (and returns what it traced)
        got, want = fast(x), slow(x)
        assert_close(got, want)
        assert_close(got, grad(x))
    assert ("four at a time by libmvec" in fast.source) == bool(HERE), fast.source


def test_without_libmvec_the_kernels_are_scalar_and_equal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(libmvec, "functions", lambda: frozenset())
    x = np.random.default_rng(0).uniform(-1, 1, 5001)
    compiled = dg.compile(dg.grad(chain), backend="numba")
    compiled(x)  # traces
    assert_close(compiled(x), dg.grad(chain)(x))
    assert "libmvec" not in compiled.source and "one kernel" in compiled.source


def test_an_unknown_or_missing_function_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no 4-lane 'erf'"):
        libmvec.lanes("erf")


def test_a_second_process_loads_the_kernel_from_the_disk_cache(tmp_path: Any) -> None:
    """The cached machine code calls libmvec: the library is loaded before it runs."""
    code = (
        "import numpy as np, derivgen as dg\n"
        "from tests.test_libmvec import chain\n"
        "x = np.random.default_rng(0).uniform(-1, 1, 5001)\n"
        "g = dg.compile(dg.grad(chain), backend='numba')\n"
        "g(x)  # traces\n"
        "want = dg.grad(chain)(x)\n"
        "print(float(np.max(np.abs(g(x) - want)) / np.max(np.abs(want))), 'libmvec' in g.source)\n"
    )
    env = {**os.environ, "DERIVGEN_CACHE_DIR": str(tmp_path), "NUMBA_OPT": "0"}
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                           text=True, check=True) for _ in range(2)]  # fmt: skip
    for run in runs:
        error, vector = run.stdout.split()
        assert float(error) < 1e-12 and vector == str(bool(HERE)), run.stdout + run.stderr
    assert list((tmp_path / "numba").rglob("*.nbi")), "Numba wrote no cache index"
    assert native.available()


@pytest.mark.parametrize(
    ("f", "n", "tried"),
    [
        (lambda x: np.sum(np.tanh(x) * x), native.WORTH // 4, bool(HERE)),  # 2,048 tanh
        (lambda x: np.sum(np.tanh(x) * x), native.WORTH // 16, False),  # 512: too few
        (lambda x: np.sum((x * x + 1.0) * x), native.WORTH // 4, False),  # no transcendental
        (lambda x: np.sum((x * x + 1.0) * x), native.WORTH * 2, True),  # large enough anyway
    ],
)
def test_auto_tries_kernels_for_smaller_runs_where_libmvec_computes_them(
    f: Any, n: int, tried: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A transcendental's element costs NumPy 10-20 arithmetic ones: with libmvec, backend
    'auto' times the Numba kernel from native.WORTH / native.VECTORISED elements."""
    asked: list[bool] = []
    original = native.worth_trying
    monkeypatch.setattr(
        native, "worth_trying", lambda nodes: asked.append(original(nodes)) or asked[-1]
    )
    x = np.random.default_rng(n).uniform(-1, 1, n)
    g = dg.compile(dg.grad(f))
    np.testing.assert_allclose(g(x), dg.grad(f)(x), rtol=1e-12, atol=1e-13)
    assert asked and any(asked) == tried, asked


@pytest.mark.parametrize(("name", "features"), [("generic", None), (None, "+sse4.2")])
def test_numba_compiling_for_another_cpu_gets_no_libmvec(
    name: Any, features: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """NUMBA_CPU_NAME or NUMBA_CPU_FEATURES (portable caches): four doubles may not be passed
    in one AVX register there, so the kernels stay scalar."""
    from numba.core import config

    monkeypatch.setattr(config, "CPU_NAME", name)
    monkeypatch.setattr(config, "CPU_FEATURES", features)
    assert libmvec.functions.__wrapped__() == frozenset()  # type: ignore[attr-defined]


@needs_libmvec
def test_an_op_libmvec_lacks_is_computed_lane_by_lane(monkeypatch: pytest.MonkeyPatch) -> None:
    """An older glibc (2.22-2.34) has sin but no tanh: the kernel still takes four elements a
    step, and computes tanh on each lane with the scalar function."""
    monkeypatch.setattr(libmvec, "functions", lambda: frozenset({"sin"}))
    x = np.random.default_rng(7).uniform(-1, 1, 5003)
    compiled = dg.compile(dg.grad(chain), backend="numba")
    compiled(x)  # traces
    assert_close(compiled(x), dg.grad(chain)(x))
    assert "(sin four at a time by libmvec)" in compiled.source, compiled.source
