"""Call forms that ops do not take directly: einsum's interleaved form and broadcasting
ellipses, svd(compute_uv=False), np.pad's copying modes, np.gradient, np.piecewise."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg

RNG = np.random.default_rng(0)
A = RNG.standard_normal((2, 3))
B = RNG.standard_normal((3, 4))
X = RNG.standard_normal((5, 2, 3))
Y = RNG.standard_normal((1, 3, 4))

CALLS = {
    "einsum interleaved": (lambda a, b: np.einsum(a, [0, 1], b, [1, 2], [0, 2]), (A, B)),
    "einsum interleaved implicit": (lambda a, b: np.einsum(a, [0, 1], b, [1, 2]), (A, B)),
    "einsum interleaved ellipsis": (
        lambda x, y: np.einsum(x, [..., 0, 1], y, [..., 1, 2], [..., 0, 2]),
        (X, Y[0]),
    ),
    "einsum broadcasting ellipsis": (lambda x, y: np.einsum("...ij,...jk->...ik", x, y), (X, Y)),
    "einsum ellipsis of fewer axes": (lambda x, y: np.einsum("...ij,...jk", x, y), (X, B)),
    "svd compute_uv=False": (lambda a: np.linalg.svd(a, compute_uv=False), (A,)),
    "svd compute_uv=True": (lambda a: np.linalg.svd(a, False, True)[1], (A,)),
    "pad edge": (lambda a: np.pad(a, 2, "edge"), (A,)),
    "pad reflect": (lambda a: np.pad(a, ((1, 3), (2, 0)), mode="reflect"), (A,)),
    "pad symmetric": (lambda a: np.pad(a, 4, mode="symmetric"), (A,)),
    "pad wrap": (lambda a: np.pad(a, ((0, 2), (3, 1)), mode="wrap"), (A,)),
    "gradient": (lambda f: np.gradient(f), (X,)),
    "gradient axis spacing edge_order 2": (
        lambda f: np.gradient(f, 0.5, axis=-1, edge_order=2),
        (B,),
    ),
    "gradient spacings per axis": (lambda f: np.gradient(f, 2.0, 3.0), (B,)),
    "piecewise": (
        lambda x: np.piecewise(x, [x < 0, x >= 0], [lambda v: v**2, lambda v: np.sqrt(v + 1)]),
        (B,),
    ),
    "piecewise otherwise and constants": (
        lambda x: np.piecewise(x, [x < -0.5, x > 0.5], [0.0, lambda v: 2 * v, np.sin]),
        (B,),
    ),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_call_form(name: str) -> None:
    f, xs = CALLS[name]
    out, _ = dg.vjp(f, *xs)
    np.testing.assert_allclose(out, f(*xs), rtol=1e-12, atol=1e-12)  # NumPy's own values
    dg.gradcheck(f, *xs)
    dg.gradgradcheck(f, *xs)


def test_refused_forms_say_why() -> None:
    with pytest.raises(TypeError, match="hermitian"):
        dg.grad(lambda a: np.linalg.svd(a @ a.T, hermitian=True)[1].sum())(A)
    with pytest.raises(ValueError, match="'mean'"):
        dg.grad(lambda a: np.pad(a, 1, mode="mean").sum())(A)
    with pytest.raises(TypeError, match="coordinate arrays"):
        dg.grad(lambda f: np.gradient(f, np.arange(4.0)).sum())(B[0])
    with pytest.raises(TypeError, match="odd"):
        dg.grad(lambda a: np.pad(a, 1, mode="reflect", reflect_type="odd").sum())(A)
