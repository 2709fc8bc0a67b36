"""Traced calls of SciPy's own names reach their ops: values match SciPy, gradients check."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.linalg
import scipy.signal
import scipy.special

import derivgen as dg

RNG = np.random.default_rng(0)
X = RNG.uniform(-2, 2, (3, 4))
A = RNG.uniform(-0.5, 0.5, (3, 3)) + 4 * np.eye(3)
B = RNG.uniform(-1, 1, (3, 2))

# (name, function of one array, its input): each calls a SciPy name on a traced array.
CALLS = [
    ("logsumexp", lambda x: scipy.special.logsumexp(x, axis=1), X),
    ("logsumexp all axes", lambda x: scipy.special.logsumexp(x), X),
    ("softmax (every axis by default)", lambda x: scipy.special.softmax(x), X),
    ("softmax axis", lambda x: scipy.special.softmax(x, axis=0), X),
    ("log_softmax", lambda x: scipy.special.log_softmax(x, axis=1), X),
    ("polygamma", lambda x: scipy.special.polygamma(1, x), np.abs(X) + 0.5),
    ("softplus", lambda x: scipy.special.softplus(x), X),
    ("zeta", lambda x: scipy.special.zeta(x), np.abs(X) + 1.5),
    ("zeta in q", lambda q: scipy.special.zeta(2.5, q), np.abs(X) + 0.5),
    ("expm", lambda a: scipy.linalg.expm(a), A / 4),
    ("logm", lambda a: scipy.linalg.logm(a), A),
    ("sqrtm", lambda a: scipy.linalg.sqrtm(a), A),
    ("solve_triangular", lambda a: scipy.linalg.solve_triangular(a, B, lower=True), A),
    ("solve assume_a", lambda a: scipy.linalg.solve(a, B, assume_a="pos"), A @ A.T),
    ("solve", lambda b: scipy.linalg.solve(A, b), B),
    # scipy leaves junk in the unused triangle; derivgen zeros it (cho_solve never reads it)
    ("cho_factor", lambda a: np.triu(scipy.linalg.cho_factor(a)[0]), A @ A.T),
    ("cho_solve", lambda a: scipy.linalg.cho_solve(scipy.linalg.cho_factor(a), B), A @ A.T),
    ("lu_factor", lambda a: scipy.linalg.lu_factor(a)[0], A),
    ("lu_solve", lambda a: scipy.linalg.lu_solve(scipy.linalg.lu_factor(a), B, trans=1), A),
    ("convolve", lambda x: scipy.signal.convolve(x, B, mode="same"), X),
    ("correlate", lambda x: scipy.signal.correlate(x, B), X),
    ("fftconvolve", lambda x: scipy.signal.fftconvolve(x, B, mode="valid"), X),
]


@pytest.mark.parametrize("name, f, x", CALLS, ids=[c[0] for c in CALLS])
def test_scipy_name_is_traced(name, f, x) -> None:
    out, _ = dg.vjp(f, x)
    np.testing.assert_allclose(out, f(x), rtol=1e-10, atol=1e-12)  # plain call: SciPy's own
    dg.gradcheck(f, x)


def test_unsupported_options_are_refused() -> None:
    with pytest.raises(TypeError, match="return_sign"):
        dg.grad(lambda x: scipy.special.logsumexp(x, return_sign=True)[0])(X)
    with pytest.raises(TypeError, match="axes"):
        dg.grad(lambda x: scipy.signal.fftconvolve(x, B, axes=0).sum())(X)
    with pytest.raises(ValueError, match="assume_a"):
        dg.grad(lambda a: scipy.linalg.solve(a, B, assume_a="banded").sum())(A)


def test_plain_calls_still_reach_scipy() -> None:
    dg.grad(lambda x: scipy.special.logsumexp(x))(X)  # installs the routes
    assert scipy.special.logsumexp(X) == pytest.approx(np.log(np.exp(X).sum()))
    assert scipy.linalg.expm.__derivgen_original__ is not None
