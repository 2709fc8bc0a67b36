"""backend="numba" on whole programs: every program of tests/programs.py and 30 random
programs, compiled with Numba kernels and as NumPy code, agree to rounding; an RNN's loops
(matrix products) run as kernels; and a second process loads the kernels from the disk
cache. Slow (Numba compiles each kernel): listed in .ci/slow-files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import derivgen as dg
import derivgen.scipy.special as dsp
from derivgen.compile import whole
from tests import random_programs
from tests.differences import central_gradient
from tests.programs import PROGRAMS, REFUSED

numba = pytest.importorskip("numba", reason="Numba is the optional 'native' extra")

RNG = np.random.default_rng(5)
NAMES = sorted(set(PROGRAMS) - set(REFUSED))
USED: dict[str, bool] = {}  # program -> whether its compiled gradient ran a Numba kernel


def _agree(got, want):
    for a, b in zip(dg.tree_leaves(got), dg.tree_leaves(want), strict=True):
        a, b = np.asarray(a), np.asarray(b)
        assert a.dtype == b.dtype and a.shape == b.shape
        scale = float(np.max(np.abs(b))) if b.size else 0.0
        single = b.dtype in (np.float32, np.complex64)  # Numba's float32 rounds its own way
        rtol, atol = (1e-5, 1e-7) if single else (1e-9, 1e-12)
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol * max(scale, 1.0))


def _both(f, args):
    numba_code = dg.compile(dg.grad(f), backend="numba")
    numpy_code = dg.compile(dg.grad(f), backend="numpy", fuse="off")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # fallbacks (reason tested elsewhere)
        numba_code(*args)  # the first call traces, and returns what it traced
        got = numba_code(*args)
    numpy_code(*args)
    return numba_code, got, numpy_code(*args)


@pytest.mark.parametrize("name", NAMES)
def test_program_with_numba_kernels_agrees_with_numpy_code(name):
    prog, inputs = PROGRAMS[name]
    p, *data = inputs(np.random.default_rng(0))

    def f(q):
        return prog(np, q, *data)

    compiled, got, want = _both(f, (p,))
    _agree(got, want)
    assert compiled.backend == "numba" or compiled.fallback  # NumPy code says why
    assert compiled.whole == ("@numba.njit" in compiled.source)
    USED[name] = compiled.backend == "numba"


def test_numba_ran_in_most_programs():
    if len(USED) < len(NAMES):
        pytest.skip("runs after the whole program sweep only")
    assert sum(USED.values()) >= len(NAMES) // 2, USED


@pytest.mark.parametrize("seed", range(30))
def test_random_program_with_numba_kernels_agrees_with_numpy_code(seed):
    prog = random_programs.generate(seed)
    namespace: dict = {}
    exec(prog.source, namespace)  # noqa: S102 (the generator's own source)
    x = random_programs.make_input(prog, np.random.default_rng(seed))

    def f(x):
        return namespace["prog"](np, dsp, x)

    with np.errstate(all="ignore"):
        _, got, want = _both(f, (x,))
    _agree(got, want)


def test_a_second_process_loads_the_kernel_from_the_disk_cache(tmp_path):
    """cache=True under DERIVGEN_CACHE_DIR; none where it is empty (nothing is written, and
    the process's temporary folder of modules is removed when it exits)."""
    script = textwrap.dedent(
        """
        import glob, json, os, sys
        import numpy as np
        import derivgen as dg
        from derivgen.compile import native

        def f(x):
            return np.sum(np.exp(np.sin(x) * 0.5) * x)

        g = dg.compile(dg.grad(f), backend="numba")
        value = g(np.linspace(0.0, 1.0, 64))
        stats = [getattr(m, "kernel", getattr(m, "whole", None)).stats
                 for m in native._modules.values()]  # per-run kernels or a whole function
        folders = {os.path.dirname(m.__file__) for m in native._modules.values()}
        print(json.dumps({"hits": sum(sum(s.cache_hits.values()) for s in stats),
                          "misses": sum(sum(s.cache_misses.values()) for s in stats),
                          "index": [p for f in folders for p in glob.glob(f + "/**/*.nbi",
                                                                         recursive=True)],
                          "folders": sorted(folders), "value": value.tolist()}))
        """
    )
    runs = []
    for folder in (str(tmp_path), str(tmp_path), ""):  # a cache, its hit; then no cache
        env = {**os.environ, "DERIVGEN_CACHE_DIR": folder}
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env=env, timeout=300, check=True)  # fmt: skip
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    assert runs[0]["misses"] >= 1 and runs[0]["hits"] == 0 and runs[0]["index"]
    assert runs[1]["hits"] >= 1 and runs[1]["misses"] == 0
    assert runs[0]["value"] == runs[1]["value"] == runs[2]["value"]
    assert list((tmp_path / "numba").glob("kernel_*.py"))
    # DERIVGEN_CACHE_DIR empty: the module in a temporary folder, and no Numba cache beside it
    assert runs[2]["hits"] == 0 and runs[2]["index"] == []
    assert runs[2]["folders"] and not any(os.path.exists(f) for f in runs[2]["folders"])  # gone


def rnn(params, xs):
    w, u, b = params
    h = np.zeros_like(b)
    for t in range(xs.shape[0]):
        h = np.tanh(w @ h + u @ xs[t] + b)
    return np.sum(h**2)


def test_matrix_loops_run_as_kernels_too(monkeypatch):
    monkeypatch.setattr(whole, "TIER_LARGEST", -1)  # the loop kernels, not one whole function
    params = (RNG.normal(size=(5, 5)) * 0.3, RNG.normal(size=(5, 3)) * 0.3, RNG.normal(size=5))
    xs = RNG.normal(size=(12, 3))
    ours = dg.compile(dg.grad(rnn), backend="numba")
    theirs = dg.compile(dg.grad(rnn), backend="numpy", fuse="off")
    got, want = ours(params, xs), theirs(params, xs)
    assert ours.source.count("# Numba runs this loop") == 2
    for a, b in zip(got, want, strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-13)


@pytest.mark.parametrize("whole_function", [True, False])
def test_rk4_three_body_runs_as_scalar_code(whole_function, monkeypatch):
    """Issue 24's RK4 program (benchmarks/native.py): its gradient (per-step sums by axis,
    concatenations, and a backward of sum_to, expand_reduced, index_add of slices and
    unconcatenate) runs as one scalar njit function, or with both loops as scalar kernels,
    and agrees with central differences."""
    from benchmarks.native import RK4, Sizes, _data, rk4

    if not whole_function:  # the loop kernels, not one whole function
        monkeypatch.setattr(whole, "TIER_LARGEST", -1)
    y0, masses = _data(Sizes.make(quick=True))[RK4]

    def f(y):
        return rk4(y, masses, 12)

    ours = dg.compile(dg.grad(f), backend="numba")
    got = ours(y0)
    assert ours.whole == whole_function
    assert whole_function or ours.source.count("# Numba runs this loop") == 2
    np.testing.assert_allclose(got, dg.compile(dg.grad(f), backend="numpy")(y0), rtol=1e-10)
    np.testing.assert_allclose(got, central_gradient(f, y0), rtol=1e-6, atol=1e-8)
