"""dg.compile on Dask arrays: each call returns the lazy graph of the same straight-line code.

The compiled gradient of a logistic-regression loss takes Dask data; it computes nothing
while it runs (a dask callback counts), its code has no in-place steps or ``del``, its graph
has no more tasks than eager dg.grad's, new data of the same signature gives new values (no
data frozen into the code), new chunks give a new specialisation, and a Python decision on
a Dask value (which would compute it at every call) is refused by name. The values are
checked against the closed-form gradient X^T (sigmoid(X w) - y).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests.test_array_types import lazy, nothing_computed

da = pytest.importorskip("dask.array", reason="Dask is not installed: pip install 'dask[array]'")

RNG = np.random.default_rng(7)
DATA, LABELS, W = RNG.normal(size=(60, 3)), (RNG.random(60) < 0.5) * 1.0, RNG.normal(size=3)


def nll(w: Any, x: Any, y: Any) -> Any:
    z = x @ w
    return np.sum(np.logaddexp(0, z) - y * z)


def expected(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    return x.T @ (1 / (1 + np.exp(-(x @ w))) - y)


def tasks(array: Any) -> int:
    return len(dict(array.__dask_graph__()))


def test_compiled_gradient_is_the_lazy_graph_of_straight_line_code() -> None:
    x, y = da.from_array(DATA, chunks=15), da.from_array(LABELS, chunks=15)
    compiled = dg.compile(dg.grad(nll))
    with nothing_computed():
        eager = dg.grad(nll)(W, x, y)
        first = compiled(W, x, y)
        again = compiled(W, x, y)
    assert compiled.cache_info().traces == 1 and compiled.cache_info().hits == 1
    for out in (first, again):
        np.testing.assert_allclose(lazy(out), expected(W, DATA, LABELS), rtol=1e-12)
        assert tasks(out) <= tasks(eager), compiled.source
    assert "del " not in compiled.source and "out=" not in compiled.source
    assert compiled.fusion == "off"


def test_new_data_gives_new_values_and_new_chunks_a_new_specialisation() -> None:
    compiled = dg.compile(dg.grad(nll))
    other = DATA[::-1] * 0.5
    with nothing_computed():
        compiled(W, da.from_array(DATA, chunks=15), da.from_array(LABELS, chunks=15))
        out = compiled(W, da.from_array(other, chunks=15), da.from_array(LABELS, chunks=15))
    np.testing.assert_allclose(lazy(out), expected(W, other, LABELS), rtol=1e-12)
    assert compiled.cache_info().traces == 1  # same shape, dtype and chunks: the same code
    with nothing_computed():
        rechunked = compiled(W, da.from_array(other, chunks=30), da.from_array(LABELS, chunks=30))
    assert compiled.cache_info().traces == 2
    assert rechunked.chunks == ((3,),)
    np.testing.assert_allclose(lazy(rechunked), expected(W, other, LABELS), rtol=1e-12)


def test_closed_over_dask_data_gets_the_lazy_code_too() -> None:
    x, y = da.from_array(DATA, chunks=20), da.from_array(LABELS, chunks=20)
    compiled = dg.compile(dg.grad(lambda w: nll(w, x, y)))
    with nothing_computed():
        out = compiled(W)
    np.testing.assert_allclose(lazy(out), expected(W, DATA, LABELS), rtol=1e-12)
    assert "del " not in compiled.source and "out=" not in compiled.source


def test_a_python_decision_on_a_dask_value_is_refused() -> None:
    def branching(w: Any, x: Any) -> Any:
        s = np.sum(x @ w)
        return s * 2.0 if s > 0 else s

    refused = r"decision \(bool\(\)\) on a traced Dask"
    with nothing_computed(), pytest.raises(TypeError, match=refused):
        dg.compile(dg.grad(branching))(W, da.from_array(DATA, chunks=15))


def test_compiled_code_calls_the_ops_dask_spells_its_own_way() -> None:
    """np.take with axis=None and an FFT along an axis in several chunks, which Dask's own
    functions refuse: the compiled code calls the ops' generated forwards, whose Dask
    branch spells them (derivatives.yaml, engines: {dask: {forward: ...}})."""

    def f(v: Any) -> Any:
        return np.sum(np.take(v, [0, 4, 4]) ** 2) + np.sum(np.abs(np.fft.fft(v)) ** 2)

    host = np.arange(6.0).reshape(2, 3)
    x = da.from_array(host, chunks=1)
    compiled = dg.compile(dg.grad(f))
    with nothing_computed():
        out = compiled(x)
        eager = dg.grad(f)(x)
    assert "ops.take(" in compiled.source and "ops.fft(" in compiled.source, compiled.source
    want = 2 * 3 * host
    want.flat[4] += 16.0
    np.testing.assert_allclose(lazy(out), want, rtol=1e-12)
    assert tasks(out) <= tasks(eager)
