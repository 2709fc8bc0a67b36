"""np.linalg.eig and eigvals: complex outputs from real (and complex) input, JAX's convention.

The reference is central differences along the real and imaginary direction of each input
element (see tests/test_fft.py); eigenvectors are checked through a gauge-free function of
them (the projector v v^T / (v^T v), unchanged when v is multiplied by any phase).
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import derivgen as dg
from tests.test_fft import _complex, _reference_vjp

RNG = np.random.default_rng(11)


def _order(w) -> np.ndarray:
    """A perturbation-stable order of eigenvalues (NumPy's own order may change)."""
    w = dg.stop_gradient(w)
    return np.argsort(np.round(w.real, 6) + 1e-3 * np.round(w.imag, 6))


def _projectors(a):
    w, v = np.linalg.eig(a)
    order = _order(w)
    v = v[:, order]
    return (v[:, None, :] * v[None, :, :]) / np.sum(v * v, axis=0)


def _values(a):
    w = np.linalg.eigvals(a)
    return w[_order(w)]


def _eig_values(a):
    w = np.linalg.eig(a).eigenvalues
    return w[_order(w)]


# Real matrices with complex eigenvalues (a rotation-like block), and complex matrices.
REAL = np.array([[0.5, -2.0, 0.3], [1.5, 0.2, -0.4], [0.1, 0.3, 2.0]])
CASES = {
    "eigvals real input": (_values, REAL),
    "eigvals complex input": (_values, _complex((3, 3))),
    "eig eigenvalues real input": (_eig_values, REAL),
    "eig projectors real input": (_projectors, REAL),
    "eig projectors complex input": (_projectors, _complex((3, 3))),
}


@pytest.mark.parametrize("name", list(CASES))
def test_eig_vjp(name: str) -> None:
    f, a = CASES[name]
    assert np.iscomplexobj(np.linalg.eigvals(a))  # complex eigenvalues, from real input too
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
        out, pullback = dg.vjp(f, a)
        np.testing.assert_allclose(out, f(a), rtol=1e-12, atol=1e-12)
        c = _complex(np.shape(out))
        (got,) = pullback(c)
    np.testing.assert_allclose(got, _reference_vjp(f, a, c), rtol=1e-5, atol=1e-6)


def test_gradcheck_of_complex_eigenvalues_of_a_real_matrix() -> None:
    dg.gradcheck(_values, REAL)
    dg.gradcheck(_projectors, REAL)
