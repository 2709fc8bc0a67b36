"""Linear algebra conventions the generic op tests cannot state: gauges, degeneracy, einsum."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg

RNG = np.random.default_rng(7)


def _sym_lower(a: np.ndarray) -> np.ndarray:
    return np.tril(a) + np.swapaxes(np.tril(a, -1), -1, -2)


def _fold_lower(g: np.ndarray) -> np.ndarray:
    """The gradient with respect to a matrix read from its lower triangle."""
    return np.tril(g) + np.tril(np.swapaxes(g, -1, -2), -1)


# ---------------------------------------------------------------- eigh: gauge and degeneracy


def test_eigh_gauge_invariant_losses_pass_gradcheck() -> None:
    a = RNG.normal(size=(2, 4, 4))
    c = RNG.normal(size=(4, 4))

    def rebuild(x):
        w, v = np.linalg.eigh(x)
        return (v * np.tanh(w)[..., None, :]) @ np.swapaxes(v, -1, -2) * c

    def projector(x):  # projector onto the two lowest eigenvectors: sign-invariant
        _, v = np.linalg.eigh(x)
        return (v[..., :2] @ np.swapaxes(v[..., :2], -1, -2)) * c

    dg.gradcheck(rebuild, a)
    dg.gradcheck(projector, a)
    dg.gradgradcheck(rebuild, a[0])


def test_eigh_degenerate_eigenspace_projector_gradient_is_exact() -> None:
    """At eigenvalues (1, 1, 2), the projector P onto the degenerate eigenspace is smooth.

    P = V[:, :2] V[:, :2]^T; the masked 1 / (w_i - w_j) of the degenerate pair (0 instead
    of inf) gives exactly the derivative dP = Q dS v v^T / (1 - 2) + transpose, where v is
    the third eigenvector and Q = I - v v^T, for a loss sum(C * P).
    """
    q = np.linalg.qr(RNG.normal(size=(3, 3))).Q
    s = q @ np.diag([1.0, 1.0, 2.0]) @ q.T
    a = np.tril(s) + np.triu(RNG.normal(size=(3, 3)), 1)  # the upper triangle is ignored
    c = RNG.normal(size=(3, 3))

    def loss(x):
        _, v = np.linalg.eigh(x)
        return np.sum(c * (v[:, :2] @ v[:, :2].T))

    got = dg.grad(loss)(a)
    v = q[:, 2:]
    proj = np.eye(3) - v @ v.T
    # dP = -(proj dS v v^T + v v^T dS proj) / (2 - 1), so the gradient with respect to
    # the symmetric S is -(proj C v v^T + v v^T C proj) read symmetrically.
    g_sym = -(proj @ c @ v @ v.T + v @ v.T @ c @ proj)
    np.testing.assert_allclose(got, _fold_lower(g_sym), atol=1e-10)


def test_eigh_degenerate_rotation_terms_are_dropped() -> None:
    """The stated limitation: V diag(w) V^T at a degenerate point loses its in-block terms.

    There the true gradient is a 0/0 limit that (w, V, gw, gV) cannot determine; the
    masked factor drops the off-diagonal part of the degenerate block (here all of it).
    """
    c = RNG.normal(size=(3, 3))

    def loss(x):
        w, v = np.linalg.eigh(x)
        return np.sum(c * ((v * w[None, :]) @ v.T))

    got = dg.grad(loss)(np.eye(3))  # V = I
    np.testing.assert_allclose(got, np.diag(np.diag(c)), atol=1e-12)
    assert np.all(np.isfinite(got))


def test_eigh_eigenvalue_gradient_is_exact_at_degenerate_points() -> None:
    a = np.eye(3)
    g = dg.grad(lambda x: np.sum(np.linalg.eigh(x)[0] * np.array([1.0, 2.0, 3.0])))(a)
    assert np.all(np.isfinite(g))
    g_sum = dg.grad(lambda x: np.sum(np.linalg.eigvalsh(x)))(a)
    np.testing.assert_array_equal(g_sum, np.eye(3))  # d trace / dA, exact


# ---------------------------------------------------------------- svd: gauge and degeneracy


@pytest.mark.parametrize("shape", [(4, 3), (3, 4), (2, 3, 3)])
def test_svd_gauge_invariant_losses_pass_gradcheck(shape) -> None:
    a = RNG.normal(size=shape)
    c = RNG.normal(size=shape)

    def rebuild(x):
        u, s, vh = np.linalg.svd(x, full_matrices=False)
        return ((u * np.sin(s)[..., None, :]) @ vh) * c

    m = shape[-2]
    c_left = RNG.normal(size=shape[:-2] + (m, m))

    def left_projector(x):
        u, _, _ = np.linalg.svd(x, full_matrices=False)
        return u @ np.swapaxes(u, -1, -2) * c_left

    dg.gradcheck(rebuild, a)
    dg.gradgradcheck(rebuild, a)
    dg.gradcheck(left_projector, a)


def test_svd_full_matrices_ignores_the_complement_columns() -> None:
    a = RNG.normal(size=(4, 2))
    u, s, vh = np.linalg.svd(a, full_matrices=True)
    _, pullback = dg.vjp(lambda x: np.linalg.svd(x, full_matrices=True), a)
    g_extra = np.zeros_like(u)
    g_extra[:, 2:] = RNG.normal(size=(4, 2))
    (ga,) = pullback((g_extra, np.zeros_like(s), np.zeros_like(vh)))
    np.testing.assert_array_equal(ga, np.zeros_like(a))


def test_svd_degenerate_singular_values() -> None:
    """At singular values (2, 2, 1), S and the projector onto the top pair are exact.

    The reconstruction U diag(S) Vh loses its in-block rotation terms (the stated
    limitation: a 0/0 limit the outputs' cotangents cannot determine).
    """
    q1 = np.linalg.qr(RNG.normal(size=(3, 3))).Q
    q2 = np.linalg.qr(RNG.normal(size=(3, 3))).Q
    a = q1 @ np.diag([2.0, 2.0, 1.0]) @ q2.T
    c = RNG.normal(size=(3, 3))

    g = dg.grad(lambda x: np.sum(np.linalg.svd(x)[1] * np.array([1.0, 1.0, 3.0])))(a)
    np.testing.assert_allclose(g, q1 @ np.diag([1.0, 1.0, 3.0]) @ q2.T, atol=1e-10)

    def projector(x):
        u = np.linalg.svd(x)[0]
        return np.sum(c * (u[:, :2] @ u[:, :2].T))

    dg.gradcheck(projector, a)
    assert np.all(np.isfinite(dg.grad(lambda x: np.sum(np.linalg.svd(x)[0] * c))(a)))


# ---------------------------------------------------------------- qr, norm


def test_qr_gauge_free_outputs_and_unsupported_shapes() -> None:
    a = RNG.normal(size=(5, 3))
    dg.gradcheck(lambda x: np.linalg.qr(x).Q @ np.linalg.qr(x).R, a)
    wide = RNG.normal(size=(2, 4))
    dg.gradcheck(lambda x: np.linalg.qr(x).R, wide)  # wide matrices: A = Q [R1 | R2]
    dg.gradcheck(lambda x: np.linalg.qr(x, mode="complete").Q, wide)
    with pytest.raises(NotImplementedError, match="'complete' of shape"):
        dg.grad(lambda x: np.sum(np.linalg.qr(x, mode="complete").R))(a)


@pytest.mark.parametrize(
    "kwargs",
    [{}, {"ord": 1}, {"ord": np.inf}, {"ord": 3}, {"ord": "fro"}, {"ord": "nuc"}, {"ord": 2}],
)
def test_norm_gradient_at_zero_is_zero(kwargs) -> None:
    shape = (3, 3) if "ord" in kwargs and kwargs["ord"] in ("fro", "nuc", 2) else (4,)
    g = dg.grad(lambda x: np.linalg.norm(x, **kwargs))(np.zeros(shape))
    np.testing.assert_array_equal(g, np.zeros(shape))


# ---------------------------------------------------------------- einsum


def test_einsum_repeated_and_lone_labels() -> None:
    a, b = RNG.normal(size=(3, 3)), RNG.normal(size=(4,))
    ga, gb = dg.grad(lambda x, y: np.sum(np.einsum("ii,j->j", x, y)), argnums=(0, 1))(a, b)
    np.testing.assert_allclose(ga, np.eye(3) * b.sum())  # on the diagonal only
    np.testing.assert_allclose(gb, np.full(4, np.trace(a)))
    c = RNG.normal(size=(2, 5))
    gc = dg.grad(lambda x, y: np.sum(np.einsum("ij,k->ik", x, y) ** 2))(c, b)
    np.testing.assert_allclose(
        gc, np.broadcast_to((2 * c.sum(1)[:, None] * b * b).sum(1)[:, None], (2, 5))
    )


def test_einsum_implicit_output_and_ellipsis() -> None:
    a, b = RNG.normal(size=(2, 3, 4)), RNG.normal(size=(2, 4, 2))
    dg.gradcheck(lambda x, y: np.einsum("...ij,...jk", x, y), a, b)
    dg.gradcheck(lambda x, y: np.einsum("bji,bjk", x, y), a.transpose(0, 2, 1) * 1.0, b)


def test_einsum_broadcasting_ellipsis_matches_matmul() -> None:
    a, b = RNG.normal(size=(2, 3, 4)), RNG.normal(size=(4, 2))
    via_einsum = dg.grad(lambda x, y: np.sum(np.einsum("...ij,...jk", x, y) ** 2), argnums=(0, 1))
    via_matmul = dg.grad(lambda x, y: np.sum((x @ y) ** 2), argnums=(0, 1))
    for got, want in zip(via_einsum(a, b), via_matmul(a, b), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-12)


def test_einsum_with_one_operand() -> None:
    a = RNG.normal(size=(3, 3))
    np.testing.assert_allclose(dg.grad(lambda x: np.einsum("ii", x))(a), np.eye(3))


def test_sqrtm_of_real_matrices_with_complex_eigenvalues_on_every_scipy(monkeypatch) -> None:
    """SciPy before 1.16 computes through the complex Schur form when some eigenvalues are
    complex and returns imaginary parts of 1e-16; derivgen took them for a root off the real
    line ("an eigenvalue on the closed negative real axis") on 11 of 20 matrices 2I + U."""
    import scipy.linalg

    from derivgen.scipy import linalg as dg_linalg  # scipy.linalg.sqrtm itself is patched
    from tests.differences import central_gradient

    exact = scipy.linalg.sqrtm

    def old_scipy(a):  # what SciPy 1.15 returns for these matrices
        return exact(a).astype(complex) + 1e-16j

    monkeypatch.setattr(scipy.linalg, "sqrtm", old_scipy)
    rng = np.random.default_rng(0)
    for _ in range(20):
        a = 2 * np.eye(3) + rng.uniform(-0.5, 0.5, (3, 3))
        g = dg.grad(lambda m: np.sum(dg_linalg.sqrtm(m)))(a)
        want = central_gradient(lambda m: np.sum(exact(m)).real, a)
        np.testing.assert_allclose(g, want, rtol=1e-6, atol=1e-8)
    with pytest.raises(ValueError, match="closed negative real axis"):
        dg.grad(lambda m: np.sum(dg_linalg.sqrtm(m)))(np.diag([-1.0, 4.0]))
