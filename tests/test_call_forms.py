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
XS = np.cumsum(RNG.uniform(0.2, 1.0, 3))  # uneven coordinates of B's rows and columns
YS = np.cumsum(RNG.uniform(0.2, 1.0, 4))

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
    "gradient uneven coordinates": (lambda f: np.gradient(f, XS, YS), (B,)),
    "gradient coordinates and a scalar, edge_order 2": (
        lambda f: np.gradient(f, 0.5, YS, edge_order=2),
        (B,),
    ),
    "gradient even integer coordinates": (lambda f: np.gradient(f, np.arange(0, 8, 2)), (B[0],)),
    "gradient in f and the coordinates": (
        lambda f, x, y: np.gradient(f, x, y, axis=(0, 1)),
        (B, XS, YS),
    ),
    "gradient in the coordinates, edge_order 2": (
        lambda x: np.gradient(B, x, axis=0, edge_order=2),
        (XS,),
    ),
    "gradient in a traced scalar spacing": (
        lambda f, h: np.gradient(f, h, edge_order=2),
        (B, np.array(0.7)),
    ),
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
    with pytest.raises(ValueError, match="must match the length"):
        dg.grad(lambda f: np.gradient(f, np.arange(3.0)).sum())(B[0])
    with pytest.raises(TypeError, match="invalid number of arguments"):
        dg.grad(lambda f: np.gradient(f, XS, YS, YS).sum())(B)
    with pytest.raises(TypeError, match="odd"):
        dg.grad(lambda a: np.pad(a, 1, mode="reflect", reflect_type="odd").sum())(A)
