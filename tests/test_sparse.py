"""scipy.sparse operands: every format and operation against the dense matrix and central
differences, in reverse and forward mode, under vmap and compile; gradients in the values."""

from __future__ import annotations

import re
import sys
from typing import Any

import numpy as np
import pytest
import scipy.sparse as sp
from scipy.sparse.linalg import aslinearoperator

import derivgen as dg
import derivgen.scipy.sparse as dgs
from tests.differences import central_gradient

# The call's source text in these messages comes from co_positions (Python 3.11+); on 3.10
# the same errors are raised, naming file:line, with older wording.
words_need_311 = pytest.mark.skipif(
    sys.version_info < (3, 11), reason="messages quote the call's text from Python 3.11 on"
)


FORMATS = ["csr", "csc", "coo", "bsr", "dia", "lil"]
KINDS = ["array", "matrix"]
RNG = np.random.default_rng(7)
BASE = sp.random_array((5, 4), density=0.5, format="coo", rng=RNG)
DENSE = BASE.toarray()
X = RNG.standard_normal(4)
XL = RNG.standard_normal(5)
X2 = RNG.standard_normal((4, 3))
XL2 = RNG.standard_normal((3, 5))


def _scipy(fmt: str, kind: str) -> Any:
    return getattr(sp, f"{fmt}_{kind}")(BASE)


# Each operation: (the function of a sparse or dense A and x, the x it takes). The dense
# version runs on A.toarray() through derivgen's dense ops: an independent implementation
# (ndarray.dot of a traced array is not traced, so A.dot's reference is np.dot).
OPERATIONS = {
    "A @ x": (lambda A, x: A @ x, X),
    "x @ A": (lambda A, x: x @ A, XL),
    "A.dot(x)": (lambda A, x: A.dot(x) if sp.issparse(A) else np.dot(A, x), X),
    "A.T @ x": (lambda A, x: A.T @ x, XL),
    "A @ X": (lambda A, x: A @ x, X2),
    "X @ A": (lambda A, x: x @ A, XL2),
}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_and_product_matches_the_dense_matrix(fmt: str, kind: str) -> None:
    A = _scipy(fmt, kind)
    for name, (op, x) in OPERATIONS.items():

        def loss(x: Any, op: Any = op, A: Any = A) -> Any:
            return np.sum(np.sin(op(A, x)))

        got = dg.grad(loss)(x)
        dense = dg.grad(lambda x, op=op: np.sum(np.sin(op(DENSE, x))))(x)
        np.testing.assert_allclose(got, dense, rtol=1e-12, err_msg=f"{fmt}_{kind}: {name}")
        np.testing.assert_allclose(got, central_gradient(loss, x), rtol=1e-6, atol=1e-8)
        tangent = np.ones_like(x)
        _, jvp = dg.jvp(lambda x, op=op, A=A: op(A, x), (x,), (tangent,))
        np.testing.assert_allclose(jvp, op(DENSE, tangent), rtol=1e-12, err_msg=name)


def test_star_is_a_product_for_matrices_and_elementwise_for_arrays() -> None:
    matrix = sp.csr_matrix(BASE)
    got = dg.grad(lambda x: np.sum((matrix * x) ** 2))(X)
    np.testing.assert_allclose(got, 2 * DENSE.T @ (DENSE @ X))
    array = sp.csr_array(BASE)
    Y = RNG.standard_normal(DENSE.shape)
    got = dg.grad(lambda y: np.sum((array * y).toarray() ** 2) + (y * array).sum())(Y)
    np.testing.assert_allclose(got, 2 * DENSE**2 * Y + (DENSE != 0) * DENSE)


@pytest.mark.parametrize("shape", [(5, 4), (4,), (1, 4), (5, 1), ()])
def test_multiply_and_sum_where_they_meet_traced_values(shape: tuple[int, ...]) -> None:
    A = dgs.csr_array(sp.csr_array(BASE))
    y0 = RNG.standard_normal(shape)

    def loss(y: Any) -> Any:
        product = A.multiply(y)
        return (
            np.sum(product.sum(axis=0) ** 2) + np.sum(np.cos(product.sum(axis=1))) + product.sum()
        )

    def dense(y: Any) -> Any:
        product = DENSE * y
        return (
            np.sum(product.sum(axis=0) ** 2) + np.sum(np.cos(product.sum(axis=1))) + product.sum()
        )

    np.testing.assert_allclose(loss(y0), dense(y0), rtol=1e-12)
    np.testing.assert_allclose(dg.grad(loss)(y0), dg.grad(dense)(y0), rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(dg.grad(loss)(y0), central_gradient(loss, y0), rtol=1e-6, atol=1e-8)


def test_a_matrix_class_keeps_its_two_dimensional_sums() -> None:
    A = dgs.csr_matrix(sp.csr_matrix(BASE))
    assert np.shape(A.sum(axis=0)) == (1, 4) and np.shape(A.sum(axis=1)) == (5, 1)
    np.testing.assert_allclose(A.sum(axis=1), np.asarray(sp.csr_matrix(BASE).sum(axis=1)))


def _patterned(layout: str) -> tuple[Any, Any]:
    """A builder of the sparse matrix from traced values on BASE's pattern, and the values."""
    coo = BASE.tocoo()
    if layout == "coo":
        rows, cols = coo.row, coo.col
        return (lambda d: dgs.coo_array((d, (rows, cols)), shape=coo.shape)), coo.data
    compressed = coo.tocsr() if layout == "csr" else coo.tocsc()
    build = dgs.csr_array if layout == "csr" else dgs.csc_array
    i, p = compressed.indices, compressed.indptr
    return (lambda d: build((d, i, p), shape=coo.shape)), compressed.data


@pytest.mark.parametrize("layout", ["csr", "csc", "coo"])
def test_gradient_in_the_values_has_the_pattern_length(layout: str) -> None:
    build, data = _patterned(layout)

    def loss(d: Any) -> Any:
        A = build(d)
        return np.sum(np.tanh(A @ X)) + np.sum((XL @ A) ** 2) + np.sum(A.toarray() ** 3)

    got = dg.grad(loss)(data)
    assert got.shape == data.shape
    np.testing.assert_allclose(got, central_gradient(loss, data), rtol=1e-6, atol=1e-8)
    # g[row] * x[col] per stored entry for <g, A x>
    rows, cols = build(data).coordinates()
    g = RNG.standard_normal(5)
    np.testing.assert_allclose(
        dg.grad(lambda d: np.sum(g * (build(d) @ X)))(data), g[rows] * X[cols], rtol=1e-12
    )
    _, tangent = dg.jvp(lambda d: build(d) @ X2, (data,), (np.ones_like(data),))
    np.testing.assert_allclose(tangent, (BASE != 0).toarray() @ X2, rtol=1e-12)


def test_diags_of_traced_values() -> None:
    d = RNG.standard_normal(6)

    def loss(d: Any) -> Any:
        A = dgs.diags([d, d[1:] ** 2, d[:4]], [0, 1, -2])
        return np.sum(np.sin(A @ d))

    expected = sp.diags([d, d[1:] ** 2, d[:4]], [0, 1, -2]).toarray() @ d
    np.testing.assert_allclose(dgs.diags([d, d[1:] ** 2, d[:4]], [0, 1, -2]) @ d, expected)
    np.testing.assert_allclose(dg.grad(loss)(d), central_gradient(loss, d), rtol=1e-6, atol=1e-8)


def test_vmap_over_x_and_over_the_values() -> None:
    A = sp.csc_array(BASE)
    xs = RNG.standard_normal((3, 4))
    np.testing.assert_allclose(dg.vmap(lambda x: A @ x)(xs), xs @ DENSE.T, rtol=1e-12)
    np.testing.assert_allclose(dg.vmap(lambda x: x @ A)(RNG.standard_normal((3, 5))).shape, (3, 4))
    grads = dg.vmap(dg.grad(lambda x: np.sum((A @ x) ** 2)))(xs)
    np.testing.assert_allclose(grads, 2 * (xs @ DENSE.T) @ DENSE, rtol=1e-12)
    outer = dg.grad(lambda xs: np.sum(dg.vmap(lambda x: A @ x)(xs) ** 2))(xs)
    np.testing.assert_allclose(outer, grads, rtol=1e-12)
    S = dgs.csr_array(A)
    ys = RNG.standard_normal((3, 5, 4))
    sums = dg.vmap(lambda y: S.multiply(y).sum(axis=0) ** 2)(ys)
    np.testing.assert_allclose(sums, (DENSE * ys).sum(axis=1) ** 2, rtol=1e-12)
    build, data = _patterned("csr")
    values = data + RNG.standard_normal((3, data.size))
    batched = dg.vmap(lambda d: build(d) @ X)(values)
    for k in range(3):
        np.testing.assert_allclose(batched[k], build(values[k]).to_scipy() @ X, rtol=1e-12)
    per_value = dg.vmap(dg.grad(lambda d: np.sum((build(d) @ X) ** 2)))(values)
    for k in range(3):
        reference = dg.grad(lambda d: np.sum((build(d) @ X) ** 2))(values[k])
        np.testing.assert_allclose(per_value[k], reference, rtol=1e-12)


def test_compile_of_products_and_their_gradients() -> None:
    A = sp.csr_array(BASE)
    loss = dg.compile(dg.grad(lambda x: np.sum(np.sin(A @ x)) + np.sum((x @ A.T) ** 2)))
    reference = dg.grad(lambda x: np.sum(np.sin(DENSE @ x)) + np.sum((x @ DENSE.T) ** 2))
    for x in (X, X + 1.0):
        np.testing.assert_allclose(loss(x), reference(x), rtol=1e-12)
    build, data = _patterned("coo")
    values = dg.compile(dg.grad(lambda d: np.sum((build(d) @ X) ** 2)))
    np.testing.assert_allclose(values(data), dg.grad(lambda d: np.sum((build(d) @ X) ** 2))(data))


@words_need_311
def test_other_operators_are_refused_naming_the_call() -> None:
    A = sp.csr_array(BASE)
    with pytest.raises(TypeError, match=r"A \+ x .*test_sparse.py.*A.toarray\(\) \+ x"):
        dg.grad(lambda x: np.sum(A + x))(np.ones((5, 4)))
    with pytest.raises(TypeError, match=r"A.multiply\(y\) .*csr_array\(A\).multiply\(x\)"):
        dg.grad(lambda y: A.multiply(y).sum())(np.ones((5, 4)))
    operator = aslinearoperator(A)
    with pytest.raises(TypeError, match=r"operator @ x .*LinearOperator's"):
        dg.grad(lambda x: np.sum(operator @ x))(np.ones(4))
    for call in (lambda x: np.dot(A, x), lambda x: np.matmul(x, A), lambda x: x.dot(A)):
        with pytest.raises(TypeError, match=r"test_sparse.py.*NumPy's functions do not know"):
            dg.grad(lambda x, call=call: np.sum(call(x)))(np.ones(4))
    with pytest.raises(ValueError, match="dimension mismatch"):
        dg.grad(lambda x: np.sum(x @ A))(np.ones(4))  # x @ A needs x of length 5


def test_the_backward_never_forms_the_dense_matrix() -> None:
    n = 200_000
    L = sp.diags_array([-np.ones(n - 1), 2 * np.ones(n), -np.ones(n - 1)], offsets=[-1, 0, 1])
    L = L.tocsr()
    x = RNG.standard_normal(n)
    got = dg.grad(lambda x: x @ (L @ x))(x)  # a dense L would need 320 GB
    np.testing.assert_allclose(got, L @ x + L.T @ x, rtol=1e-12)


# Every transformation: compile (no grad), vmap, jvp, grad. A NumPy function reads a sparse
# matrix as one object and computes an object array without derivgen; each refuses it by name.
TRANSFORMATIONS = {
    "compile": lambda f, x: dg.compile(f)(x),
    "vmap": lambda f, x: dg.vmap(f)(x[None]),
    "jvp": lambda f, x: dg.jvp(f, (x,), (x,)),
    "grad": lambda f, x: dg.grad(lambda x: np.sum(f(x)))(x),
}


@words_need_311
@pytest.mark.parametrize("how", list(TRANSFORMATIONS))
def test_numpy_functions_given_a_sparse_matrix_are_refused_by_every_transformation(
    how: str,
) -> None:
    A = sp.csr_array(BASE)
    calls = {
        "np.dot(A, x)": (lambda x: np.dot(A, x), X),
        "np.matmul(A, x)": (lambda x: np.matmul(A, x), X),
        "np.multiply(A, y)": (lambda y: np.multiply(A, y), DENSE),
        "y.dot(A)": (lambda y: y.dot(A), XL),
        "np.inner(x, A)": (lambda x: np.inner(x, A), X),
        "np.where(y > 0, A, y)": (lambda y: np.where(y > 0, A, y), DENSE),
        "np.asarray(A) * x": (lambda x: np.asarray(A) * x, X),
    }
    for expression, (f, x) in calls.items():
        with pytest.raises(TypeError, match=re.escape(expression) + r" \(.*test_sparse.py:\d+\)"):
            TRANSFORMATIONS[how](f, x)


@words_need_311
@pytest.mark.filterwarnings("ignore::PendingDeprecationWarning")
def test_a_matrix_class_np_matrix_results_are_refused_by_compile_and_vmap() -> None:
    # csr_matrix's todense() and sum(axis) return np.matrix, whose * is a matrix product:
    # without derivgen M * x is M @ x, which an elementwise product would silently replace
    M = sp.csr_matrix(DENSE[:4]).todense()
    x = RNG.standard_normal((4, 4))
    np.testing.assert_allclose(M * x, DENSE[:4] @ x)
    for f in (lambda x: M * x, lambda x: x + M.sum(axis=0)):
        with pytest.raises(TypeError, match=r"test_sparse.py:\d+\): np\.\w+ with an np.matrix"):
            dg.compile(f)(x)
        with pytest.raises(TypeError, match="with an np.matrix and a traced array"):
            dg.vmap(f)(x[None])


def test_a_sparse_result_is_refused_where_an_array_is_returned() -> None:
    A = sp.csr_array(BASE)  # * of a sparse array is elementwise, with a sparse result
    y = RNG.standard_normal(DENSE.shape)
    with pytest.raises(TypeError, match=r"compile: fn returned <derivgen sparse array.*toarray"):
        dg.compile(lambda y: A * y)(y)
    for run in (lambda f: dg.vmap(f)(y[None]), lambda f: dg.jvp(f, (y,), (y,))):
        with pytest.raises(TypeError, match=r"sparse array .*S.toarray\(\)"):
            run(lambda y: A * y)
    got = dg.compile(dg.grad(lambda y: np.sum(A * y) + np.sum((A * y).toarray() ** 2)))(y)
    np.testing.assert_allclose(got, DENSE + 2 * DENSE**2 * y, rtol=1e-12)
    S = dgs.csr_array(A)
    for compare in (lambda: S == y, lambda: S < y, lambda: y >= S):
        with pytest.raises(TypeError, match=r"sparse (eq|lt|le) .*S.toarray\(\)"):
            compare()


def test_scipys_spellings_of_format_and_dtype_build_the_same_matrix() -> None:
    # sp.diags(..., format="csc"), sp.diags(d, k, None, "csr"), .tocsc() before spsolve, a
    # length-1 diagonal broadcast, csr_array(A, dtype=...): each was a TypeError or ValueError.
    import scipy.sparse.linalg as spl

    import derivgen.scipy.sparse.linalg as dgl

    h, f = 0.1, np.full(9, 0.1)

    def stiffness(k: Any, lib: Any, **format: Any) -> Any:  # 1-D FEM, k per element
        return lib.diags([-k[1:-1] / h, (k[:-1] + k[1:]) / h, -k[1:-1] / h], [-1, 0, 1], **format)

    def compliance(k: Any) -> Any:
        return f @ spl.spsolve(stiffness(k, sp).tocsc(), f)

    k = np.linspace(1.0, 2.0, 10)
    want = central_gradient(compliance, k)
    for build in (
        lambda k: stiffness(k, dgs).tocsc(),
        lambda k: stiffness(k, dgs, format="csc"),
        lambda k: dgs.diags(
            [-k[1:-1] / h, (k[:-1] + k[1:]) / h, -k[1:-1] / h], [-1, 0, 1], None, "csr"
        ),
        lambda k: stiffness(k, dgs).tocsr().tocoo().asformat("csc"),
    ):
        got = dg.grad(lambda k, build=build: f @ dgl.spsolve(build(k), f))(k)
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-9)
    assert dgs.diags(np.ones(4), 0, format="csr").format == "csr"
    broadcast = dgs.diags([[1.0], [2.0]], [0, 1], shape=(3, 3)).toarray()
    np.testing.assert_array_equal(
        broadcast, sp.diags([[1.0], [2.0]], [0, 1], shape=(3, 3)).toarray()
    )
    A = sp.random_array((4, 3), density=0.6, format="csc", rng=np.random.default_rng(2))
    S = dgs.csr_array(A, dtype=np.float32)
    assert S.format == "csr" and S.dtype == np.float32
    np.testing.assert_allclose(S.toarray(), A.toarray(), rtol=1e-6)
    with pytest.raises(ValueError, match="format='xyz'"):
        dgs.diags(np.ones(3), 0, format="xyz")
