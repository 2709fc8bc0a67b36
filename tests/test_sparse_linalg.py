"""derivgen.scipy.sparse.linalg: each solver's gradient in b and in A's values against the
dense solve's derivgen gradient and central differences; vmap, compile, and memory at 10^6."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest
import scipy.sparse as sp

import derivgen as dg
import derivgen.scipy.linalg as dgla
import derivgen.scipy.sparse as dgs
import derivgen.scipy.sparse.linalg as dgl
from tests.differences import central_gradient

RNG = np.random.default_rng(3)
N = 7
_R = sp.random_array((N, N), density=0.3, format="csr", rng=RNG)
SPD = (_R + _R.T + 5 * sp.eye_array(N)).tocsr()  # symmetric, diagonally dominant
SPD.sort_indices()
B = RNG.standard_normal(N)
W = RNG.standard_normal(N)


def _matrix(data: Any) -> Any:
    return dgs.csr_array((data, SPD.indices, SPD.indptr), shape=SPD.shape)


SOLVERS = {
    "spsolve": lambda A, b: dgl.spsolve(A, b),
    "splu": lambda A, b: dgl.splu(A).solve(b),
    "factorized": lambda A, b: dgl.factorized(A)(b),
    "cg": lambda A, b: dgl.cg(A, b, rtol=1e-13)[0],
    "gmres": lambda A, b: dgl.gmres(A, b, rtol=1e-13)[0],
    "minres": lambda A, b: dgl.minres(A, b, rtol=1e-13)[0],
    "bicgstab": lambda A, b: dgl.bicgstab(A, b, rtol=1e-13)[0],
}


@pytest.mark.parametrize("name", sorted(SOLVERS))
def test_solver_gradients_match_the_dense_solve_and_central_differences(name: str) -> None:
    solve = SOLVERS[name]

    def loss(data: Any, b: Any) -> Any:
        return np.sum(np.sin(solve(_matrix(data), b)) * W)

    def dense(data: Any, b: Any) -> Any:  # derivgen's dense solve of the same matrix
        return np.sum(np.sin(dgla.solve(_matrix(data).toarray(), b)) * W)

    got = dg.grad(loss, argnums=(0, 1))(SPD.data, B)
    want = dg.grad(dense, argnums=(0, 1))(SPD.data, B)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-7, atol=1e-9)
    np.testing.assert_allclose(got[1], want[1], rtol=1e-7, atol=1e-9)
    numeric = central_gradient(lambda d: loss(d, B), SPD.data)
    np.testing.assert_allclose(got[0], numeric, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(got[1], central_gradient(lambda b: loss(SPD.data, b), B), rtol=1e-5)


@pytest.mark.parametrize("name", ["spsolve", "splu", "factorized"])
def test_float32_matrices_solve_and_differentiate(name: str) -> None:
    # SuperLU of float32 values and float64 right-hand sides failed with a casting TypeError.
    solve = SOLVERS[name]
    A32, b32 = SPD.astype(np.float32), B.astype(np.float32)
    dense = SPD.toarray().astype(np.float32).astype(np.float64)
    np.testing.assert_allclose(solve(A32, b32), np.linalg.solve(dense, b32), rtol=1e-5)
    g = dg.grad(lambda b: W @ solve(A32, b))(b32)
    np.testing.assert_allclose(g, np.linalg.solve(dense.T, W), rtol=1e-5)


def test_a_constant_scipy_matrix_and_a_matrix_right_hand_side() -> None:
    A = sp.csc_matrix(SPD)
    Bs = RNG.standard_normal((N, 3))
    got = dg.grad(lambda b: np.sum(dgl.spsolve(A, b) ** 2))(Bs)
    want = dg.grad(lambda b: np.sum(np.linalg.solve(SPD.toarray(), b) ** 2))(Bs)
    np.testing.assert_allclose(got, want, rtol=1e-10)
    _, tangent = dg.jvp(lambda b: dgl.spsolve(A, b), (B,), (W,))
    np.testing.assert_allclose(tangent, np.linalg.solve(SPD.toarray(), W), rtol=1e-10)
    direction = RNG.standard_normal(SPD.nnz)  # forward mode in the values: -A^-1 dA x
    _, tangent = dg.jvp(lambda d: dgl.spsolve(_matrix(d), B), (SPD.data,), (direction,))
    x = np.linalg.solve(SPD.toarray(), B)
    dA = _matrix(direction).toarray()
    np.testing.assert_allclose(tangent, -np.linalg.solve(SPD.toarray(), dA @ x), rtol=1e-9)


def test_solves_under_vmap_and_compile() -> None:
    Bs = RNG.standard_normal((4, N))
    dense = SPD.toarray()
    np.testing.assert_allclose(
        dg.vmap(lambda b: dgl.spsolve(SPD, b))(Bs), np.linalg.solve(dense, Bs.T).T, rtol=1e-10
    )
    grads = dg.vmap(dg.grad(lambda b: np.sum(dgl.cg(SPD, b, rtol=1e-13)[0] * W)))(Bs)
    np.testing.assert_allclose(grads, np.tile(np.linalg.solve(dense.T, W), (4, 1)), rtol=1e-8)
    outer = dg.grad(lambda Bs: np.sum(dg.vmap(lambda b: dgl.spsolve(SPD, b))(Bs) ** 2))(Bs)
    np.testing.assert_allclose(outer, 2 * np.linalg.solve(dense.T, np.linalg.solve(dense, Bs.T)).T)
    values = SPD.data + 0.1 * RNG.standard_normal((3, SPD.nnz))
    batched = dg.vmap(lambda d: dgl.spsolve(_matrix(d), B))(values)
    for k in range(3):
        np.testing.assert_allclose(batched[k], np.linalg.solve(_matrix(values[k]).toarray(), B))
    compiled = dg.compile(dg.grad(lambda d, b: np.sum(dgl.spsolve(_matrix(d), b) * W), (0, 1)))
    reference = dg.grad(lambda d, b: np.sum(dgl.spsolve(_matrix(d), b) * W), (0, 1))
    for b in (B, B + 1.0):
        for got, want in zip(compiled(SPD.data, b), reference(SPD.data, b), strict=True):
            np.testing.assert_allclose(got, want, rtol=1e-12)


def test_an_iterative_solve_that_does_not_converge_is_an_error() -> None:
    with pytest.raises(ValueError, match="cg did not converge"):
        dg.grad(lambda b: np.sum(dgl.cg(SPD, b, rtol=1e-15, maxiter=1)[0]))(B)


def test_expm_multiply_against_dense_expm_and_central_differences() -> None:
    A = (0.4 * _R).tocsr()

    def loss(data: Any, b: Any) -> Any:
        M = dgs.csr_array((data, A.indices, A.indptr), shape=A.shape)
        return np.sum(np.cos(dgl.expm_multiply(M, b)))

    def dense(data: Any, b: Any) -> Any:
        M = dgs.csr_array((data, A.indices, A.indptr), shape=A.shape)
        return np.sum(np.cos(dgla.expm(M.toarray()) @ b))

    got = dg.grad(loss, argnums=(0, 1))(A.data, B)
    want = dg.grad(dense, argnums=(0, 1))(A.data, B)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-7, atol=1e-9)
    np.testing.assert_allclose(got[1], want[1], rtol=1e-9)
    numeric = central_gradient(lambda d: loss(d, B), A.data)
    np.testing.assert_allclose(got[0], numeric, rtol=1e-5, atol=1e-7)
    expm = dgla.expm(A.toarray())
    _, tangent = dg.jvp(lambda b: dgl.expm_multiply(A, b), (B,), (W,))
    np.testing.assert_allclose(tangent, expm @ W, rtol=1e-9)
    hessian = dg.hessian(lambda b: np.sum(dgl.expm_multiply(A, b) ** 2))(B)
    np.testing.assert_allclose(hessian, 2 * expm.T @ expm, rtol=1e-9)
    with pytest.raises(TypeError, match="only first-order derivatives"):
        dg.hessian(lambda d: loss(d, B))(A.data)  # refused, never a Hessian missing a term
    # forward mode in the values (and in B with them): the dense expm's jvp, central differences
    t = np.linspace(-1.0, 1.0, A.nnz)

    def product(d: Any, b: Any) -> Any:
        return dgl.expm_multiply(dgs.csr_array((d, A.indices, A.indptr), shape=A.shape), b)

    _, tangent = dg.jvp(product, (A.data, B), (t, W))
    _, reference = dg.jvp(
        lambda d, b: dgla.expm(dgs.csr_array((d, A.indices, A.indptr), A.shape).toarray()) @ b,
        (A.data, B), (t, W),
    )  # fmt: skip
    np.testing.assert_allclose(tangent, reference, rtol=1e-9, atol=1e-12)
    numeric = product(A.data + 1e-6 * t, B + 1e-6 * W) - product(A.data - 1e-6 * t, B - 1e-6 * W)
    np.testing.assert_allclose(tangent, numeric / 2e-6, rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(dg.compile(dg.grad(loss))(A.data, B), got[0], rtol=1e-12)
    batch = np.stack([B, W])
    looped = dg.vmap(dg.grad(loss, argnums=(0, 1)), in_axes=(None, 0))(A.data, batch)
    np.testing.assert_allclose(looped[0][0], got[0], rtol=1e-12)
    np.testing.assert_allclose(looped[1][1], dg.grad(loss, argnums=1)(A.data, W), rtol=1e-12)


def _symmetric(upper: Any, diagonal: Any) -> Any:
    rows, cols = np.triu_indices(N, 1)
    keep = np.arange(0, len(rows), 3)  # a sparse upper triangle, mirrored
    rows, cols = rows[keep], cols[keep]
    data = np.concatenate([upper, upper, diagonal])
    index = np.arange(N)
    pattern = (np.concatenate([rows, cols, index]), np.concatenate([cols, rows, index]))
    return dgs.coo_array((data, pattern), shape=(N, N))


def test_eigsh_against_the_dense_eigh_and_central_differences() -> None:
    upper = RNG.standard_normal(len(np.triu_indices(N, 1)[0][::3]))
    diagonal = np.arange(1.0, N + 1)

    def loss(upper: Any, eig: Any) -> Any:
        w, v = eig(_symmetric(upper, diagonal))
        signs = np.sign(dg.stop_gradient(v[0]))  # eigenvectors' signs are a convention
        return np.sum(w * np.arange(1.0, 3.0)) + np.sum((v * signs)[:3] ** 3)

    def sparse(A: Any) -> Any:
        return dgl.eigsh(A, k=2, which="LA")

    def dense(A: Any) -> Any:
        w, v = np.linalg.eigh(A.toarray())
        return w[-2:], v[:, -2:]

    got = dg.grad(lambda u: loss(u, sparse))(upper)
    np.testing.assert_allclose(got, dg.grad(lambda u: loss(u, dense))(upper), rtol=1e-6)
    numeric = central_gradient(lambda u: loss(u, sparse), upper)
    np.testing.assert_allclose(got, numeric, rtol=1e-5, atol=1e-7)
    compiled = dg.compile(dg.grad(lambda u: loss(u, sparse)))
    np.testing.assert_allclose(compiled(upper), got, rtol=1e-9)
    batched = dg.vmap(dg.grad(lambda u: loss(u, sparse)))(np.stack([upper, 2 * upper]))
    np.testing.assert_allclose(batched[0], got, rtol=1e-9)
    with pytest.raises(ValueError, match="degenerate"):
        dg.grad(lambda u: np.sum(dgl.eigsh(_symmetric(u, np.ones(N)), k=2)[0]))(0 * upper)


def test_eigsh_forward_mode_in_the_values_against_the_dense_eigh() -> None:
    upper = RNG.standard_normal(len(np.triu_indices(N, 1)[0][::3]))
    diagonal = np.arange(1.0, N + 1)
    t = RNG.standard_normal(upper.shape)

    def pairs(eig: Any) -> Any:
        def f(u: Any) -> Any:
            w, v = eig(_symmetric(u, diagonal))
            pivot = np.argmax(np.abs(dg.stop_gradient(v)), axis=0)  # the signs' convention
            return w, v * np.sign(dg.stop_gradient(v)[pivot, [0, 1]])

        return f

    sparse = pairs(lambda A: dgl.eigsh(A, k=2, which="LA"))
    dense = pairs(lambda A: tuple(a[..., -2:] for a in np.linalg.eigh(A.toarray())))
    _, (t_w, t_v) = dg.jvp(sparse, (upper,), (t,))
    _, (d_w, d_v) = dg.jvp(dense, (upper,), (t,))
    np.testing.assert_allclose(t_w, d_w, rtol=1e-8, atol=1e-10)
    np.testing.assert_allclose(t_v, d_v, rtol=1e-6, atol=1e-8)
    ahead, behind = sparse(upper + 1e-6 * t), sparse(upper - 1e-6 * t)
    np.testing.assert_allclose(t_w, (ahead[0] - behind[0]) / 2e-6, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(t_v, (ahead[1] - behind[1]) / 2e-6, rtol=1e-5, atol=1e-7)
    with pytest.raises(TypeError, match="only first-order derivatives"):
        dg.hessian(lambda u: np.sum(sparse(u)[0]))(upper)


def test_a_million_unknowns_tridiagonal_solve_gradient_fits_in_a_few_hundred_mb() -> None:
    script = textwrap.dedent(
        """
        import numpy as np, scipy.sparse as sp
        import derivgen as dg
        import derivgen.scipy.sparse.linalg as dgl
        n = 10**6
        off = -np.ones(n - 1)
        L = sp.diags_array([off, 2.5 * np.ones(n), off], offsets=[-1, 0, 1], format="csc")
        b, w = np.linspace(-1, 1, n), np.cos(np.arange(n))
        g = dg.grad(lambda b: np.sum(dgl.spsolve(L, b) * w))(b)
        assert np.max(np.abs(L.T @ g - w)) < 1e-10
        # VmHWM, not ru_maxrss: Linux keeps ru_maxrss across exec, so the child of a big
        # pytest worker would report the worker's peak
        print(next(l.split()[1] for l in open("/proc/self/status") if l.startswith("VmHWM:")))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=True
    )
    peak_mb = int(done.stdout.split()[-1]) / 1024  # VmHWM is in kB
    # the process (Python, NumPy, SciPy: about 175 MB) and one SuperLU factorisation
    # reused for the adjoint; SciPy's default panel_size alone would need 330 MB more
    assert peak_mb < 450, f"peak resident memory {peak_mb:.0f} MB"


def test_splu_of_vmapped_or_compiled_values_names_spsolve() -> None:
    # SuperLU factorises plain values once: it was SciPy's conversion error inside derivgen.
    def solve(d: Any) -> Any:
        return dgl.splu(_matrix(d)).solve(B)

    for transform, values in ((dg.vmap, np.stack([SPD.data, SPD.data])), (dg.compile, SPD.data)):
        with pytest.raises(TypeError, match=r"splu\(A\).*spsolve\(A, b\)"):
            transform(solve)(values)
    np.testing.assert_allclose(
        dg.compile(lambda d: dgl.spsolve(_matrix(d), B))(SPD.data), solve(SPD.data)
    )


def test_options_refused_for_traced_values_pass_to_scipy_for_plain_ones() -> None:
    # "not supported with traced arrays" was raised with nothing traced.
    import scipy.sparse.linalg as spl

    grid = dict(start=0.0, stop=1.0, num=3, endpoint=True)
    np.testing.assert_allclose(
        dgl.expm_multiply(-SPD, B, **grid), spl.expm_multiply(-SPD, B, **grid)
    )
    ours, theirs = dgl.eigsh(SPD, k=2, sigma=0.0)[0], spl.eigsh(SPD, k=2, sigma=0.0)[0]
    np.testing.assert_allclose(np.sort(ours), np.sort(theirs), rtol=1e-10)
    with pytest.raises(TypeError, match="which='SA'"):
        dg.grad(lambda d: np.sum(dgl.eigsh(_matrix(d), k=2, sigma=0.0)[0]))(SPD.data)
    with pytest.raises(TypeError, match="once per time t"):
        dg.grad(lambda b: np.sum(dgl.expm_multiply(-SPD, b, **grid)))(B)
