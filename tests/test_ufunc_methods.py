"""Ufunc methods on traced arrays (np.add.reduce, .accumulate, .outer, .at) are differentiable."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg

X = np.random.default_rng(0).uniform(0.5, 2.0, (3, 4))


def _scatter(x: np.ndarray) -> np.ndarray:
    buf = np.zeros_like(x[0])
    np.add.at(buf, [0, 0, 2], x[1, :3] ** 2)
    return buf * x[2]


CALLS = {
    "add.reduce": lambda x: np.add.reduce(x),
    "add.reduce axis keepdims": lambda x: np.add.reduce(x, axis=1, keepdims=True),
    "multiply.reduce": lambda x: np.multiply.reduce(x, 1),
    "maximum.reduce": lambda x: np.maximum.reduce(x, axis=None),
    "minimum.reduce": lambda x: np.minimum.reduce(x),
    "logaddexp.reduce": lambda x: np.logaddexp.reduce(x, axis=1),
    "logaddexp.reduce keepdims": lambda x: np.logaddexp.reduce(x, axis=1, keepdims=True),
    "logaddexp.reduce axis None keepdims": lambda x: np.logaddexp.reduce(x, None, None, None, True),
    "add.accumulate": lambda x: np.add.accumulate(x),
    "multiply.accumulate": lambda x: np.multiply.accumulate(x, axis=1),
    "add.outer": lambda x: np.add.outer(x[0], x[1:]),
    "multiply.outer": lambda x: np.multiply.outer(x[0], 3.0 * x[1]),
    "add.at": _scatter,
}


@pytest.mark.parametrize("name", list(CALLS))
def test_ufunc_method(name: str) -> None:
    f = CALLS[name]
    out, _ = dg.vjp(f, X)
    np.testing.assert_allclose(out, f(X), rtol=1e-13)  # the same values as NumPy's own
    dg.gradcheck(f, X)
    dg.gradgradcheck(f, X)


def test_add_at_refuses_what_it_cannot_do() -> None:
    with pytest.raises(TypeError, match="plain array"):
        dg.grad(lambda x: np.add.at(np.zeros(4), [0], x[0, :1]))(X)
    with pytest.raises(TypeError, match="input of the function"):
        dg.grad(lambda x: np.add.at(x, 0, 1.0))(X)


def test_other_methods_raise_with_the_name() -> None:
    with pytest.raises(TypeError, match=r"np\.subtract\.accumulate"):
        dg.grad(lambda x: np.subtract.accumulate(x).sum())(X)
