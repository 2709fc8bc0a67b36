"""New users' programs with solvers, sparse matrices and the toolbox, each against a reference.

Written as someone coming from NumPy/SciPy, JAX or autograd would write them: an IIR filter
fit, a bilevel ridge fit through minimize, a market equilibrium by fixed_point, graph
smoothing with learned edge weights, a 1-D finite-element solve, a checkpointed RNN, ... The
references are independent: central differences of SciPy's own functions in float64, closed
forms, JAX (jax.lax.custom_root, jax.checkpoint, jax.linear_transpose, jax.eval_shape) and
HIPS autograd where they have the feature.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import scipy.optimize
import scipy.signal
import scipy.sparse as sp
import scipy.sparse.linalg as spl

import derivgen as dg
import derivgen.scipy.sparse as dgs
import derivgen.scipy.sparse.linalg as dgl
from derivgen.scipy import signal
from derivgen.scipy.optimize import minimize
from tests.differences import central_gradient

RNG = np.random.default_rng(2026)


def _jax() -> Any:
    jax = pytest.importorskip("jax", reason="JAX is the reference here (the test extras)")
    jax.config.update("jax_enable_x64", True)
    return jax


def _close(got: Any, want: Any, rtol: float = 1e-6, atol: float = 1e-9) -> None:
    np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=rtol, atol=atol)


# -- filters ---------------------------------------------------------------------------

X = RNG.standard_normal(120)
B_TRUE, A_TRUE = np.array([0.5, 0.2, 0.1]), np.array([1.0, -0.6, 0.2])
Y = scipy.signal.lfilter(B_TRUE, A_TRUE, X)


def test_arma_fit_gradient_of_the_output_error() -> None:
    def loss(p: Any, lfilter: Any = signal.lfilter) -> Any:
        b, a = p[:3], np.concatenate([np.ones(1), p[3:]])
        return np.mean((lfilter(b, a, X) - Y) ** 2)

    p = np.array([0.4, 0.1, 0.0, -0.5, 0.1])
    want = central_gradient(lambda p: loss(p, scipy.signal.lfilter), p)
    _close(dg.grad(loss)(p), want)
    _close(dg.compile(dg.grad(loss))(p), want)
    tangent = RNG.standard_normal(5)
    _close(dg.jvp(loss, (p,), (tangent,))[1], want @ tangent)


def test_filter_state_with_an_unnormalised_denominator() -> None:
    a, zi = np.array([2.0, -0.6, 0.2]), np.array([0.3, -0.2])

    def loss(a: Any, zi: Any, lfilter: Any = signal.lfilter) -> Any:
        y, zf = lfilter(B_TRUE, a, X, zi=zi)
        return np.sum(y**2) + np.sum(zf**3)

    got = dg.grad(loss, argnums=(0, 1))(a, zi)
    _close(got[0], central_gradient(lambda a: loss(a, zi, scipy.signal.lfilter), a))
    _close(got[1], central_gradient(lambda z: loss(a, z, scipy.signal.lfilter), zi))


@pytest.mark.parametrize("padtype", ["odd", "even", None])
def test_zero_phase_smoothing_gradient_in_the_filter(padtype: str | None) -> None:
    b, a = scipy.signal.butter(3, 0.2)

    def loss(b: Any, filtfilt: Any = signal.filtfilt) -> Any:
        return np.sum(np.sin(filtfilt(b, a, X, padtype=padtype)))

    _close(
        signal.filtfilt(b, a, X, padtype=padtype), scipy.signal.filtfilt(b, a, X, padtype=padtype)
    )
    want = central_gradient(lambda b: loss(b, scipy.signal.filtfilt), b)
    _close(dg.grad(loss)(b), want, rtol=1e-5)


def test_second_order_sections_gradient_and_a_batch_of_signals() -> None:
    sos = scipy.signal.butter(4, 0.3, output="sos")
    fixed = np.zeros_like(sos, dtype=bool)
    fixed[:, 3] = True  # SciPy requires a0 = 1 in each section

    def loss(sos: Any, x: Any, sosfilt: Any = signal.sosfilt) -> Any:
        return np.sum(sosfilt(sos, x) ** 2)

    def scipys(s: Any, x: Any) -> Any:
        return loss(np.where(fixed, 1.0, s), x, scipy.signal.sosfilt)

    got = np.where(fixed, 0.0, dg.grad(loss)(sos, X))
    _close(got, central_gradient(lambda s: scipys(s, X), sos), rtol=1e-5)
    xs = RNG.standard_normal((3, 40))
    batched = dg.vmap(dg.grad(loss), in_axes=(None, 0))(sos, xs)
    want = [central_gradient(lambda s, x=x: scipys(s, x), sos) for x in xs]
    _close(np.where(fixed, 0.0, batched), np.stack(want), rtol=1e-5)


# -- optimisation, fixed points and roots ----------------------------------------------

XT, XV = RNG.standard_normal((30, 4)), RNG.standard_normal((20, 4))
W_TRUE = np.array([1.0, -2.0, 0.5, 0.0])
YT, YV = XT @ W_TRUE + 0.3 * RNG.standard_normal(30), XV @ W_TRUE


def _ridge(log_lam: Any) -> Any:
    return np.linalg.solve(XT.T @ XT + np.exp(log_lam) * np.eye(4), XT.T @ YT)


@pytest.mark.parametrize("method", [None, "L-BFGS-B", "trust-exact"])
def test_bilevel_ridge_hyperparameter_through_minimize(method: str | None) -> None:
    def inner(w: Any, log_lam: Any) -> Any:
        return np.sum((XT @ w - YT) ** 2) + np.exp(log_lam) * np.sum(w**2)

    def validation(log_lam: Any) -> Any:
        w = minimize(inner, np.zeros(4), args=(log_lam,), method=method, tol=1e-12).x
        return np.mean((XV @ w - YV) ** 2)

    want = central_gradient(lambda v: np.mean((XV @ _ridge(v) - YV) ** 2), np.array(0.5))
    _close(dg.grad(validation)(0.5), want, rtol=1e-5)
    batch = dg.vmap(dg.grad(validation))(np.array([0.0, 1.0]))
    _close(
        batch[1],
        central_gradient(lambda v: np.mean((XV @ _ridge(v) - YV) ** 2), np.array(1.0)),
        rtol=1e-5,
    )


def test_nonnegative_least_squares_jacobian_with_an_active_set() -> None:
    def nnls(y: Any) -> Any:
        def fun(w: Any, y: Any) -> Any:
            return np.sum((XT @ w - y) ** 2)

        return minimize(fun, np.ones(4), args=(y,), bounds=[(0, None)] * 4, tol=1e-14).x

    got = dg.jacobian(nnls)(YT)
    want = np.stack(
        [central_gradient(lambda y, i=i: scipy.optimize.nnls(XT, y)[0][i], YT) for i in range(4)]
    )
    _close(got, want, rtol=1e-4, atol=1e-7)


def test_market_equilibrium_by_tatonnement() -> None:
    def step(p: Any, theta: Any) -> Any:  # prices move with excess demand a/p - b p
        return p + 0.1 * (theta["a"] / p - theta["b"] * p)

    def equilibrium(theta: Any) -> Any:
        return dg.fixed_point(step, np.ones(2), theta, tol=1e-13)

    theta = {"a": np.array([2.0, 3.0]), "b": np.array([1.0, 0.5])}
    _close(equilibrium(theta), np.sqrt(theta["a"] / theta["b"]))  # p* = sqrt(a / b)
    g = dg.grad(lambda th: np.sum(equilibrium(th) ** 2))(theta)
    _close(g["a"], 1 / theta["b"])
    _close(g["b"], -theta["a"] / theta["b"] ** 2)

    def price(a: Any) -> Any:
        return equilibrium({"a": a, "b": theta["b"]})

    _close(dg.jvp(price, (theta["a"],), (np.ones(2),))[1], 0.5 / np.sqrt(theta["a"] * theta["b"]))
    many = np.array([[2.0, 3.0], [4.0, 1.0]])
    _close(dg.vmap(dg.grad(lambda a: np.sum(price(a))))(many), 0.5 / np.sqrt(many * theta["b"]))
    _close(
        dg.compile(dg.grad(lambda a: np.sum(price(a))))(many[1]),
        0.5 / np.sqrt(many[1] * theta["b"]),
    )


def test_nonlinear_system_root_against_scipys_root() -> None:
    def F(x: Any, p: Any) -> Any:
        return np.stack([x[0] ** 2 + x[1] - p[0], x[0] - x[1] ** 3 - p[1]])

    def scipys(p: Any) -> Any:
        return scipy.optimize.root(lambda x: F(x, p), [1.0, 1.0], tol=1e-13).x

    p = np.array([3.0, 0.5])
    want = np.stack([central_gradient(lambda p, i=i: scipys(p)[i], p) for i in range(2)])
    for method in ("hybr", "lm"):
        solve = lambda p, m=method: dg.root(F, np.array([1.0, 1.0]), p, method=m, tol=1e-13)  # noqa: E731
        _close(dg.jacobian(solve)(p), want, rtol=1e-5)
    _close(dg.jacfwd(lambda p: dg.root(F, np.ones(2), p, tol=1e-13))(p), want, rtol=1e-5)


def test_custom_root_matches_jax() -> None:
    jax = _jax()

    def newton(f: Any, x: Any) -> Any:
        x = 2.5 * x  # between the roots 2 and 3
        for _ in range(8):
            x = x - f(x) / (3 * x**2)
        return x

    def ours(p: Any) -> Any:
        return dg.custom_root(lambda x: x**3 - p, 1.0, newton, lambda g, y: y / g(1.0))

    def theirs(p: Any) -> Any:
        return jax.lax.custom_root(lambda x: x**3 - p, 1.0, newton, lambda g, y: y / g(1.0))

    _close(dg.grad(ours)(8.0), jax.grad(theirs)(8.0), rtol=1e-12)
    ps = np.array([8.0, 27.0])  # and the closed form d p^(1/3) / dp = p^(-2/3) / 3
    _close(dg.jvp(ours, (8.0,), (1.0,))[1], 1 / 12, rtol=1e-12)
    _close(dg.vmap(dg.grad(ours))(ps), ps ** (-2 / 3) / 3, rtol=1e-12)


def test_a_closure_over_a_parameter_is_refused_with_the_working_spelling() -> None:
    def validation(log_lam: Any) -> Any:
        def inner(w: Any) -> Any:  # log_lam from the closure: its derivative would be lost
            return np.sum((XT @ w - YT) ** 2) + np.exp(log_lam) * np.sum(w**2)

        return np.sum(minimize(inner, np.zeros(4)).x)

    with pytest.raises(TypeError, match=r"minimize\(inner, np.zeros\(4\)\).*args=\(a,\)"):
        dg.grad(validation)(0.5)


# -- sparse matrices -------------------------------------------------------------------

N = 8
EDGES = np.array([(i, (i + 1) % N) for i in range(N)] + [(0, 4), (2, 6)])
SIGNAL, TARGET = RNG.standard_normal(N), np.sin(np.arange(N))


def _smoothing_system(w: Any, lib: Any) -> Any:
    """I + L(w), L the graph Laplacian of EDGES with weights w, as a coo matrix."""
    r, c, d = EDGES[:, 0], EDGES[:, 1], np.arange(N)
    rows, cols = np.concatenate([r, c, r, c, d]), np.concatenate([c, r, r, c, d])
    values = np.concatenate([-w, -w, w, w, np.ones(N)])
    return lib.coo_array((values, (rows, cols)), shape=(N, N))


def _smoothing_scipy(w: Any) -> Any:
    x = spl.spsolve(_smoothing_system(w, sp).tocsc(), SIGNAL)
    return np.sum((x - TARGET) ** 2)


@pytest.mark.parametrize("solver", ["spsolve", "cg", "minres"])
def test_graph_smoothing_with_learned_edge_weights(solver: str) -> None:
    def loss(w: Any) -> Any:
        A = _smoothing_system(w, dgs)
        if solver == "spsolve":
            x = dgl.spsolve(A, SIGNAL)
        else:
            x, _ = getattr(dgl, solver)(A, SIGNAL, rtol=1e-12)
        return np.sum((x - TARGET) ** 2)

    w = RNG.uniform(0.5, 2.0, len(EDGES))
    want = central_gradient(_smoothing_scipy, w)
    _close(dg.grad(loss)(w), want, rtol=1e-5)
    if solver == "spsolve":
        _close(dg.vmap(dg.grad(loss))(np.stack([w, w])), np.stack([want, want]), rtol=1e-5)
        _close(dg.compile(dg.grad(loss))(w), want, rtol=1e-5)


def test_finite_element_poisson_with_material_parameters() -> None:
    elements, h = 20, 1.0 / 20
    f = np.full(elements - 1, h)

    def stiffness(k: Any, lib: Any) -> Any:
        off = -k[1:-1] / h
        return lib.diags([off, (k[:-1] + k[1:]) / h, off], [-1, 0, 1]).tocsc()

    def displacement(k: Any) -> Any:
        return dgl.spsolve(stiffness(k, dgs), f)

    def scipys(k: Any) -> Any:
        return spl.spsolve(stiffness(k, sp), f)

    k = 1.0 + 0.5 * np.sin(np.linspace(0, 3, elements))
    _close(displacement(k), scipys(k), rtol=1e-12)
    want = np.stack([central_gradient(lambda k, i=i: scipys(k)[i], k) for i in range(elements - 1)])
    _close(dg.jacobian(displacement)(k), want, rtol=1e-5, atol=1e-10)
    _close(dg.jacfwd(displacement)(k), want, rtol=1e-5, atol=1e-10)
    compliance = dg.compile(dg.grad(lambda k: f @ dgl.spsolve(stiffness(k, dgs), f)))
    _close(compliance(k), central_gradient(lambda k: f @ scipys(k), k), rtol=1e-5)
    factored = dg.grad(lambda k: f @ dgl.splu(stiffness(k, dgs)).solve(f))
    _close(factored(k), central_gradient(lambda k: f @ scipys(k), k), rtol=1e-5)


def test_float32_stiffness_solves() -> None:
    K = sp.diags_array([-np.ones(4), 2.5 * np.ones(5), -np.ones(4)], offsets=[-1, 0, 1])
    K32 = K.astype(np.float32).tocsc()
    g = dg.grad(lambda b: np.sum(dgl.spsolve(K32, b)))(np.ones(5, np.float32))
    _close(g, np.linalg.solve(K.toarray().T, np.ones(5)), rtol=1e-5)


# -- the toolbox -----------------------------------------------------------------------


def test_checkpointed_rnn_matches_jax_checkpoint() -> None:
    jax = _jax()
    jnp = jax.numpy
    W, U = 0.5 * RNG.standard_normal((4, 4)), RNG.standard_normal((4, 3))
    xs = RNG.standard_normal((8, 3))

    def ours(W: Any, checkpoint: Any = dg.checkpoint) -> Any:
        h = np.zeros(4)
        for x in xs:
            h = checkpoint(lambda h, x, W: np.tanh(W @ h + U @ x))(h, x, W)
        return np.sum(h**2)

    def theirs(W: Any) -> Any:
        h = jnp.zeros(4)
        for x in xs:
            h = jax.checkpoint(lambda h, x, W: jnp.tanh(W @ h + U @ x))(h, x, W)
        return jnp.sum(h**2)

    _close(dg.grad(ours)(W), jax.grad(theirs)(W), rtol=1e-12)
    plain = dg.grad(lambda W: ours(W, checkpoint=lambda f: f))  # the same loop, not checkpointed
    V = np.ones_like(W)
    _close(dg.jvp(dg.grad(ours), (W,), (V,))[1], dg.jvp(plain, (W,), (V,))[1], rtol=1e-12)
    _close(dg.vmap(dg.grad(ours))(np.stack([W, -W])), np.stack([plain(W), plain(-W)]), rtol=1e-12)


def test_eval_shape_of_a_model_and_of_a_gaussian_process() -> None:
    jax = _jax()
    S, J = dg.ShapeDtypeStruct, jax.ShapeDtypeStruct
    params = {"W1": ((3, 8), np.float32), "b1": ((8,), np.float32), "W2": ((8, 2), np.float32)}

    def model(p: Any, x: Any, np: Any = np) -> Any:
        return np.tanh(x @ p["W1"] + p["b1"]) @ p["W2"]

    ours = dg.eval_shape(model, {k: S(*v) for k, v in params.items()}, S((10, 3), np.float32))
    theirs = jax.eval_shape(
        lambda p, x: model(p, x, jax.numpy),
        {k: J(*v) for k, v in params.items()},
        J((10, 3), np.float32),
    )
    assert (ours.shape, ours.dtype) == (theirs.shape, theirs.dtype)

    def posterior_mean(K: Any, y: Any) -> Any:  # a Cholesky of zeros fails: not a shape error
        L = np.linalg.cholesky(K)
        return np.linalg.solve(L.T, np.linalg.solve(L, y))

    assert dg.eval_shape(posterior_mean, S((5, 5), float), S((5,), float)) == S((5,), np.float64)


def test_transpose_of_a_convolution_matches_jax() -> None:
    jax = _jax()
    kernel, y = np.array([1.0, -2.0, 0.5]), RNG.standard_normal(6)
    ours = dg.linear_transpose(lambda v: np.convolve(v, kernel, mode="same"), np.zeros(6))
    theirs = jax.linear_transpose(lambda v: jax.numpy.convolve(v, kernel, mode="same"), np.zeros(6))
    _close(ours(y)[0], theirs(y)[0], rtol=1e-12)

    def blurred_back(s: Any) -> Any:  # the kernel scaled by a parameter being differentiated
        return np.sum(
            dg.linear_transpose(lambda v: s * np.convolve(v, kernel, "same"), np.zeros(6))(y)[0]
        )

    _close(dg.grad(blurred_back)(2.0), np.sum(theirs(y)[0]), rtol=1e-12)


def test_debug_nans_names_the_log_of_a_likelihood() -> None:
    data = RNG.standard_normal(20)

    def loglik(sigma: Any) -> Any:
        return np.sum(-0.5 * (data / sigma) ** 2 - np.log(sigma))

    with np.errstate(invalid="ignore"), dg.debug_nans():
        for run, sigma in ((dg.grad(loglik), -1.0), (dg.vmap(loglik), np.array([1.0, -1.0]))):
            with pytest.raises(FloatingPointError, match=r"log produced NaN .*test_user_programs"):
                run(sigma)


def test_elementwise_grad_matches_autograd() -> None:
    autograd = pytest.importorskip("autograd", reason="HIPS autograd is the reference here")
    anp = pytest.importorskip("autograd.numpy")
    x = np.linspace(-2.0, 2.0, 7)
    ours = dg.elementwise_grad(lambda x: np.log1p(np.exp(-(x**2))) * np.cos(x))(x)
    theirs = autograd.elementwise_grad(lambda x: anp.log1p(anp.exp(-(x**2))) * anp.cos(x))(x)
    _close(ours, theirs, rtol=1e-12)
