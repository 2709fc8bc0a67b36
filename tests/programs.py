"""Realistic whole programs written the natural NumPy way, each runnable under numpy and jax.numpy.

Every program is `def prog(np, p, *data)`: `np` is the array module (numpy under derivgen,
jax.numpy under JAX), `p` the differentiated parameter (an array or a pytree of arrays) and
`data` constants. `special(np)` gives the matching scipy.special. PROGRAMS maps a name to
`(prog, inputs)`, `inputs(rng)` giving `(p, *data)`; JAX_FREE lists programs that write into
arrays (JAX cannot run them), checked against central differences only. REFUSED maps a
program derivgen declines to the words its error must contain. PENDING holds programs that
give a wrong or unclear answer today (see the fuzz report); they are in no test table.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

import numpy

Inputs = Callable[[numpy.random.Generator], tuple[Any, ...]]


def special(np: ModuleType) -> Any:
    """jax.scipy.special for jax.numpy; else derivgen.scipy.special (SciPy's names, traceable)."""
    if not np.__name__.startswith("jax"):
        import derivgen.scipy.special

        return derivgen.scipy.special
    import jax.scipy.special

    return jax.scipy.special


def spd(rng: numpy.random.Generator, n: int) -> numpy.ndarray:
    """A well-conditioned symmetric positive definite matrix."""
    a = rng.normal(size=(n, n))
    return a @ a.T / n + numpy.eye(n)


def gp_loglik(np, log_params, X, y):
    ell, sf, sn = np.exp(log_params)
    sq = np.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=-1)
    K = sf**2 * np.exp(-0.5 * sq / ell**2) + (sn**2 + 1e-6) * np.eye(len(y))
    L = np.linalg.cholesky(K)
    alpha = np.linalg.solve(L.T, np.linalg.solve(L, y))
    return -0.5 * y @ alpha - np.sum(np.log(np.diag(L))) - 0.5 * len(y) * np.log(2 * np.pi)


def gp_inv(np, log_params, X, y):
    ell, sn = np.exp(log_params)
    d = X[:, None] - X[None, :]
    K = np.exp(-(d**2) / (2 * ell**2)) + sn**2 * np.eye(X.shape[0])
    sign, logdet = np.linalg.slogdet(K)
    return 0.5 * y @ np.linalg.inv(K) @ y + 0.5 * logdet


def kalman(np, log_qr, ys):
    q, r = np.exp(log_qr)
    F = np.array([[1.0, 1.0], [0.0, 1.0]])
    H = np.array([[1.0, 0.0]])
    x = np.zeros(2)
    P = np.eye(2)
    ll = 0.0
    for y in ys:
        x = F @ x
        P = F @ P @ F.T + q * np.eye(2)
        S = H @ P @ H.T + r
        K = P @ H.T / S
        v = y - H @ x
        ll = ll - 0.5 * (np.log(2 * np.pi * S) + v**2 / S)
        x = x + (K @ v)
        P = (np.eye(2) - K @ H) @ P
    return np.sum(ll)


def attention(np, Wq, X, Wk, Wv):
    Q, Km, V = X @ Wq, X @ Wk, X @ Wv
    s = Q @ Km.T / np.sqrt(Q.shape[-1])
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    A = e / e.sum(axis=-1, keepdims=True)
    return np.sum((A @ V) ** 2)


def attention_multihead(np, W, X):
    h, d = 2, X.shape[-1] // 2
    QKV = np.einsum("td,kde->kte", X, W)
    Q, Km, V = (QKV[i].reshape(X.shape[0], h, d).transpose(1, 0, 2) for i in range(3))
    s = Q @ Km.transpose(0, 2, 1) / np.sqrt(d)
    A = special(np).softmax(s, axis=-1)
    return np.mean(np.tanh(A @ V))


def rk4(np, params, y0):
    a, b, c, d = params

    def rhs(y):
        return np.stack([a * y[0] - b * y[0] * y[1], c * y[0] * y[1] - d * y[1]])

    y, h = y0, 0.05
    for _ in range(20):
        k1 = rhs(y)
        k2 = rhs(y + h / 2 * k1)
        k3 = rhs(y + h / 2 * k2)
        k4 = rhs(y + h * k3)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return np.sum(y**2)


def rk4_array(np, params, y0):
    a, b = params

    def rhs(y):
        return np.array([y[1], -a * np.sin(y[0]) - b * y[1]])

    y, h = y0, 0.1
    for _ in range(10):
        k1 = rhs(y)
        k2 = rhs(y + h / 2 * k1)
        y = y + h * k2
    return y[0]


def logistic_regression(np, w, X, y):
    z = X @ w
    return np.mean(np.logaddexp(0, z) - y * z) + 0.01 * w @ w


def logistic_sigmoid(np, w, X, y):
    p = 1 / (1 + np.exp(-(X @ w)))
    p = np.clip(p, 1e-7, 1 - 1e-7)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))


def poisson_glm(np, w, X, y):
    eta = X @ w
    return np.sum(np.exp(eta) - y * eta + special(np).gammaln(y + 1))


def black_scholes(np, params, S, K):
    sigma, r = params
    T = 0.5
    d1 = (np.log(S / K) + (r + sigma**2 / 2) * T) / (sigma * np.sqrt(T))
    d2 = d1 - sigma * np.sqrt(T)
    sp = special(np)
    return np.sum(S * sp.ndtr(d1) - K * np.exp(-r * T) * sp.ndtr(d2))


def black_scholes_erf(np, S, K, sigma):
    def cdf(x):
        return 0.5 * (1 + special(np).erf(x / np.sqrt(2)))

    d1 = (np.log(S / K) + 0.5 * sigma**2) / sigma
    return np.sum(S * cdf(d1) - K * cdf(d1 - sigma))


def mlp_xent(np, params, X, labels):
    h = np.tanh(X @ params["W1"] + params["b1"])
    logits = h @ params["W2"] + params["b2"]
    lse = special(np).logsumexp(logits, axis=1)
    return -np.mean(logits[np.arange(len(labels)), labels] - lse)


def mlp_relu_onehot(np, params, X, Y):
    W1, b1, W2 = params
    h = np.maximum(X @ W1 + b1, 0)
    logits = h @ W2
    logits = logits - logits.max(axis=1, keepdims=True)
    logp = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
    return -np.sum(Y * logp) / X.shape[0]


def pca_eigh(np, X):
    Xc = X - X.mean(axis=0)
    C = Xc.T @ Xc / (X.shape[0] - 1)
    w, V = np.linalg.eigh(C)
    proj = Xc @ V[:, -2:]
    return np.sum(w[-2:]) + 0.1 * np.sum(proj**2)


def pca_svd(np, X):
    Xc = X - np.mean(X, axis=0, keepdims=True)
    s = np.linalg.svd(Xc, compute_uv=False)
    return np.sum(s[:2] ** 2) / np.sum(s**2)


def gmm_loglik(np, means, X, log_w, log_sig):
    sig = np.exp(log_sig)
    z = (X[:, None, :] - means[None, :, :]) / sig[None, :, None]
    logp = -0.5 * np.sum(z**2, axis=-1) - X.shape[1] * (log_sig + 0.5 * np.log(2 * np.pi))
    log_w = log_w - special(np).logsumexp(log_w)
    return np.sum(special(np).logsumexp(logp + log_w, axis=1))


def ridge(np, X, y, lam):
    d = X.shape[1]
    beta = np.linalg.solve(X.T @ X + lam * np.eye(d), X.T @ y)
    return np.sum((X @ beta - y) ** 2) + lam * np.sum(beta**2)


def lstsq_fit(np, X, y):
    beta = np.linalg.lstsq(X, y, rcond=None)[0]
    return np.sum((X @ beta - y) ** 2) + np.sum(beta**2)


def lennard_jones(np, pos):
    diff = pos[:, None, :] - pos[None, :, :]
    r2 = np.sum(diff**2, axis=-1)
    i, j = np.triu_indices(pos.shape[0], k=1)
    inv6 = (1.0 / r2[i, j]) ** 3
    return 4 * np.sum(inv6**2 - inv6)


def coulomb_norm(np, pos, q):
    n = pos.shape[0]
    d = np.linalg.norm(pos[:, None, :] - pos[None, :, :] + np.eye(n)[:, :, None], axis=-1)
    mask = 1 - np.eye(n)
    return 0.5 * np.sum(mask * np.outer(q, q) / d)


def ising_softplus(np, h, J):
    s = np.tanh(h)
    neighbours = np.roll(s, 1, axis=0) + np.roll(s, -1, axis=1)
    energy = -J * np.sum(s * neighbours) - np.sum(h * s)
    return energy + np.sum(np.log1p(np.exp(-np.abs(h))) + np.maximum(h, 0))


def pendulum(np, state, g):
    theta, omega = state[0], state[1]
    dt = 0.05
    for _ in range(30):
        omega = omega - dt * g * np.sin(theta)
        theta = theta + dt * omega
    return 0.5 * omega**2 + g * (1 - np.cos(theta))


def interp_values(np, fp, xp, x):
    return np.sum(np.interp(x, xp, fp) ** 2)


def interp_query(np, x, xp, fp):
    return np.sum(np.sin(np.interp(x, xp, fp)))


def polyfit(np, coeffs, x, y):
    return np.mean((np.polyval(coeffs, x) - y) ** 2)


def vander_fit(np, x, y):
    V = np.vander(x, 3)
    c = np.linalg.solve(V.T @ V, V.T @ y)
    return np.sum(c**2)


def logdet(np, A):
    M = A @ A.T + np.eye(A.shape[0])
    sign, ld = np.linalg.slogdet(M)
    return ld + np.log(np.linalg.det(M)) + np.trace(np.linalg.inv(M))


def cnn_convolve(np, kernel, signal):
    y = np.convolve(signal, kernel, mode="valid")
    y = np.maximum(y, 0.1 * y)
    return np.sum(y**2)


def cnn_einsum(np, W, x):
    k = W.shape[0]
    idx = np.arange(x.shape[0] - k + 1)[:, None] + np.arange(k)[None, :]
    patches = x[idx]
    h = np.tanh(np.einsum("tkc,kco->to", patches, W))
    return np.mean(h.max(axis=0))


def lstm(np, params, xs):
    Wx, Wh, b = params
    n = Wh.shape[0]
    h, c = np.zeros(n), np.zeros(n)

    def sigmoid(z):
        return 1 / (1 + np.exp(-z))

    for x in xs:
        z = x @ Wx + h @ Wh + b
        i, f, o, g = np.split(z, 4)
        c = sigmoid(f) * c + sigmoid(i) * np.tanh(g)
        h = sigmoid(o) * np.tanh(c)
    return np.sum(h**2)


def gru_concat(np, W, xs):
    n = W.shape[1] // 2
    h = np.zeros(n)
    for x in xs:
        hx = np.concatenate([h, x])
        z = 1 / (1 + np.exp(-(hx @ W[:, :n])))
        cand = np.tanh(hx @ W[:, n:])
        h = (1 - z) * h + z * cand
    return np.sum(h)


def planar_flow(np, params, z):
    u, w, b = params["u"], params["w"], params["b"]
    a = z @ w + b
    f = z + np.outer(np.tanh(a), u)
    psi = np.outer(1 - np.tanh(a) ** 2, w)
    log_det = np.log(np.abs(1 + psi @ u))
    log_base = -0.5 * np.sum(f**2, axis=1) - f.shape[1] / 2 * np.log(2 * np.pi)
    return -np.mean(log_base + log_det)


def rosenbrock(np, x):
    return np.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)


def huber(np, w, X, y):
    r = X @ w - y
    delta = 0.5
    return np.sum(np.where(np.abs(r) < delta, 0.5 * r**2, delta * (np.abs(r) - 0.5 * delta)))


def total_variation(np, u, f):
    return 0.5 * np.sum((u - f) ** 2) + 0.3 * np.sum(np.sqrt(np.diff(u) ** 2 + 1e-3))


def layer_norm(np, x, gamma):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    y = (x - mu) / np.sqrt(var + 1e-5) * gamma
    return np.sum(np.std(y, axis=0) * np.arange(1, y.shape[1] + 1))


def sinkhorn(np, C, a, b):
    f = np.zeros_like(a)
    g = np.zeros_like(b)
    eps = 0.5
    lse = special(np).logsumexp
    for _ in range(10):
        f = eps * np.log(a) - eps * lse((g[None, :] - C) / eps, axis=1)
        g = eps * np.log(b) - eps * lse((f[:, None] - C) / eps, axis=0)
    P = np.exp((f[:, None] + g[None, :] - C) / eps)
    return np.sum(P * C)


def trapezoid_integral(np, params, t):
    a, k = params
    y = a * np.exp(-k * t) * np.cos(3 * t)
    return np.trapezoid(y**2, t)


def discounted_returns(np, rewards, gamma):
    n = rewards.shape[0]
    discounts = gamma ** np.arange(n)
    returns = np.cumsum((rewards * discounts)[::-1])[::-1] / discounts
    return np.sum(returns**2)


def ar1_loglik(np, params, y):
    phi, log_s = params
    s = np.exp(log_s)
    e = y[1:] - phi * y[:-1]
    return -np.sum(e**2) / (2 * s**2) - (len(y) - 1) * np.log(s)


def heat_equation(np, u0, alpha):
    u = u0
    for _ in range(15):
        lap = np.concatenate([u[1:2], u[2:] - 2 * u[1:-1] + u[:-2], u[-2:-1]]) - np.pad(
            np.zeros(len(u) - 2), 1
        )
        u = u + alpha * lap
    return np.sum(u**4)


def bayes_linreg(np, log_s, X, y):
    s2 = np.exp(2 * log_s)
    C = s2[0] * X @ X.T + s2[1] * np.eye(X.shape[0])
    L = np.linalg.cholesky(C)
    z = np.linalg.solve(L, y)
    return 0.5 * z @ z + np.sum(np.log(np.diagonal(L)))


def nbody_potential(np, pos, m):
    d = pos[:, None, :] - pos[None, :, :]
    r = np.sqrt(np.sum(d**2, axis=2) + np.eye(len(m)))
    return -np.sum(np.triu(np.outer(m, m) / r, 1))


def trimmed_mean(np, x):
    s = np.sort(x)
    return np.mean(s[2:-2] ** 2) + np.median(x)


def student_t_loglik(np, params, x):
    mu, log_scale, log_nu = params
    nu, scale = np.exp(log_nu), np.exp(log_scale)
    sp = special(np)
    z = (x - mu) / scale
    c = sp.gammaln((nu + 1) / 2) - sp.gammaln(nu / 2) - 0.5 * np.log(nu * np.pi) - log_scale
    return np.sum(c - (nu + 1) / 2 * np.log1p(z**2 / nu))


def power_spectrum(np, x):
    X = np.fft.rfft(x * np.hanning(len(x)))
    return np.sum(np.abs(X[1:]) ** 2 * np.arange(1, len(X)))


def batch_matmul_chain(np, A, B):
    C = np.matmul(A, B)
    return np.sum(np.tensordot(C, A, axes=([1, 2], [1, 2]))) + np.trace(np.dot(A[0], B[0]))


def matrix_power_series(np, A):
    S = np.linalg.matrix_power(A, 3) + np.kron(A, np.eye(2))[:3, :3]
    return np.sum(np.linalg.norm(S, axis=0)) + np.linalg.norm(A, "fro")


def vae_elbo(np, params, x, eps):
    W_mu, W_lv, W_dec = params
    mu, log_var = x @ W_mu, x @ W_lv
    z = mu + np.exp(0.5 * log_var) * eps
    recon = 1 / (1 + np.exp(-(z @ W_dec)))
    log_lik = np.sum(x * np.log(recon) + (1 - x) * np.log1p(-recon))
    kl = -0.5 * np.sum(1 + log_var - mu**2 - np.exp(log_var))
    return kl - log_lik


# --- programs that write into arrays: JAX cannot run them, central differences check them.


def laplacian_fill_diagonal(np, x):
    Q = np.outer(x, x)
    np.fill_diagonal(Q, -Q.sum(axis=1))
    return np.sum(Q**2)


def row_normalise_inplace(np, X):
    P = np.exp(X)
    P /= P.sum(axis=1, keepdims=True)
    return np.sum(P**2 * np.arange(P.shape[1]))


def masked_assignment(np, x):
    y = x.copy()
    y[y < 0] = 0.1 * y[y < 0]
    return np.sum(y**2 * np.sin(x))


def euler_buffer(np, k, y0):
    ys = np.zeros(10)
    ys[0] = y0
    for i in range(1, 10):
        ys[i] = ys[i - 1] - 0.1 * k * ys[i - 1] ** 2
    return np.sum(ys)


def rand(shape: tuple[int, ...]) -> Inputs:
    """Inputs of one standard normal array."""
    return lambda rng: (rng.normal(size=shape),)


PROGRAMS: dict[str, tuple[Callable[..., Any], Inputs]] = {
    "gp_loglik": (
        gp_loglik,
        lambda rng: (rng.normal(scale=0.3, size=3), rng.normal(size=(6, 2)), rng.normal(size=6)),
    ),
    "gp_inv": (
        gp_inv,
        lambda rng: (rng.normal(scale=0.3, size=2), rng.normal(size=5), rng.normal(size=5)),
    ),
    "kalman": (kalman, lambda rng: (rng.normal(scale=0.3, size=2), rng.normal(size=(8, 1)))),
    "attention": (
        attention,
        lambda rng: tuple(rng.normal(size=s) for s in [(4, 3), (5, 4), (4, 3), (4, 3)]),
    ),
    "attention_multihead": (
        attention_multihead,
        lambda rng: (rng.normal(scale=0.5, size=(3, 4, 4)), rng.normal(size=(5, 4))),
    ),
    "rk4": (rk4, lambda rng: (1 + 0.1 * rng.random(4), 1 + 0.1 * rng.random(2))),
    "logistic_regression": (
        logistic_regression,
        lambda rng: (rng.normal(size=3), rng.normal(size=(10, 3)), rng.integers(0, 2, 10) * 1.0),
    ),
    "logistic_sigmoid": (
        logistic_sigmoid,
        lambda rng: (rng.normal(size=3), rng.normal(size=(10, 3)), rng.integers(0, 2, 10) * 1.0),
    ),
    "poisson_glm": (
        poisson_glm,
        lambda rng: (
            rng.normal(scale=0.3, size=3),
            rng.normal(size=(8, 3)),
            rng.poisson(2.0, 8) * 1.0,
        ),
    ),
    "black_scholes": (
        black_scholes,
        lambda rng: (
            numpy.array([0.3, 0.05]),
            100 + 10 * rng.random(4),
            95 + 10 * rng.random(4),
        ),
    ),
    "black_scholes_erf": (
        black_scholes_erf,
        lambda rng: (100 + 10 * rng.random(4), 95 + 10 * rng.random(4), 0.3),
    ),
    "mlp_xent": (
        mlp_xent,
        lambda rng: (
            {
                "W1": rng.normal(size=(3, 5)),
                "b1": rng.normal(size=5),
                "W2": rng.normal(size=(5, 4)),
                "b2": rng.normal(size=4),
            },
            rng.normal(size=(6, 3)),
            rng.integers(0, 4, 6),
        ),
    ),
    "mlp_relu_onehot": (
        mlp_relu_onehot,
        lambda rng: (
            (rng.normal(size=(3, 5)), rng.normal(size=5), rng.normal(size=(5, 4))),
            rng.normal(size=(6, 3)),
            numpy.eye(4)[rng.integers(0, 4, 6)],
        ),
    ),
    "pca_eigh": (pca_eigh, rand((8, 4))),
    "pca_svd": (pca_svd, rand((8, 4))),
    "gmm_loglik": (
        gmm_loglik,
        lambda rng: (
            rng.normal(size=(3, 2)),
            rng.normal(size=(7, 2)),
            rng.normal(size=3),
            rng.normal(scale=0.2, size=3),
        ),
    ),
    "ridge": (ridge, lambda rng: (rng.normal(size=(8, 3)), rng.normal(size=8), 0.5)),
    "lstsq_fit": (lstsq_fit, lambda rng: (rng.normal(size=(8, 3)), rng.normal(size=8))),
    "lennard_jones": (
        lennard_jones,
        lambda rng: (
            numpy.mgrid[0:2, 0:2, 0:1].reshape(3, -1).T * 1.2 + 0.05 * rng.normal(size=(4, 3)),
        ),
    ),
    "coulomb_norm": (coulomb_norm, lambda rng: (rng.normal(size=(4, 3)), rng.normal(size=4))),
    "ising_softplus": (ising_softplus, lambda rng: (rng.normal(size=(4, 4)), 0.7)),
    "pendulum": (pendulum, lambda rng: (rng.normal(size=2), 9.81)),
    "interp_values": (
        interp_values,
        lambda rng: (rng.normal(size=6), numpy.linspace(0, 1, 6), rng.random(7)),
    ),
    "polyfit": (
        polyfit,
        lambda rng: (rng.normal(size=4), rng.normal(size=9), rng.normal(size=9)),
    ),
    "vander_fit": (vander_fit, lambda rng: (rng.normal(size=7), rng.normal(size=7))),
    "logdet": (logdet, rand((4, 4))),
    "cnn_convolve": (cnn_convolve, lambda rng: (rng.normal(size=3), rng.normal(size=12))),
    "cnn_einsum": (
        cnn_einsum,
        lambda rng: (rng.normal(size=(3, 2, 4)), rng.normal(size=(9, 2))),
    ),
    "lstm": (
        lstm,
        lambda rng: (
            (
                rng.normal(scale=0.5, size=(2, 12)),
                rng.normal(scale=0.5, size=(3, 12)),
                rng.normal(size=12),
            ),
            rng.normal(size=(4, 2)),
        ),
    ),
    "gru_concat": (
        gru_concat,
        lambda rng: (rng.normal(scale=0.5, size=(5, 6)), rng.normal(size=(4, 2))),
    ),
    "planar_flow": (
        planar_flow,
        lambda rng: (
            {"u": 0.3 * rng.normal(size=2), "w": rng.normal(size=2), "b": 0.1},
            rng.normal(size=(6, 2)),
        ),
    ),
    "rosenbrock": (rosenbrock, rand((5,))),
    "huber": (
        huber,
        lambda rng: (rng.normal(size=3), rng.normal(size=(10, 3)), rng.normal(size=10)),
    ),
    "total_variation": (total_variation, lambda rng: (rng.normal(size=8), rng.normal(size=8))),
    "layer_norm": (layer_norm, lambda rng: (rng.normal(size=(4, 5)), rng.normal(size=5))),
    "sinkhorn": (
        sinkhorn,
        lambda rng: (rng.random((4, 3)), numpy.full(4, 0.25), numpy.full(3, 1 / 3)),
    ),
    "trapezoid_integral": (
        trapezoid_integral,
        lambda rng: (numpy.array([1.0, 0.5]) + 0.1 * rng.random(2), numpy.linspace(0, 2, 11)),
    ),
    "discounted_returns": (discounted_returns, lambda rng: (rng.normal(size=6), 0.9)),
    "ar1_loglik": (
        ar1_loglik,
        lambda rng: (numpy.array([0.5, 0.1]) + 0.1 * rng.random(2), rng.normal(size=10)),
    ),
    "heat_equation": (heat_equation, lambda rng: (rng.normal(size=8), 0.2)),
    "bayes_linreg": (
        bayes_linreg,
        lambda rng: (rng.normal(scale=0.3, size=2), rng.normal(size=(6, 2)), rng.normal(size=6)),
    ),
    "nbody_potential": (
        nbody_potential,
        lambda rng: (rng.normal(size=(4, 3)), rng.random(4) + 0.5),
    ),
    "trimmed_mean": (trimmed_mean, rand((9,))),
    "student_t_loglik": (
        student_t_loglik,
        lambda rng: (numpy.array([0.1, -0.2, 1.0]) + 0.1 * rng.random(3), rng.normal(size=8)),
    ),
    "power_spectrum": (power_spectrum, rand((10,))),
    "batch_matmul_chain": (
        batch_matmul_chain,
        lambda rng: (rng.normal(size=(2, 3, 3)), rng.normal(size=(2, 3, 3))),
    ),
    "matrix_power_series": (matrix_power_series, rand((3, 3))),
    "vae_elbo": (
        vae_elbo,
        lambda rng: (
            tuple(rng.normal(scale=0.5, size=s) for s in [(5, 2), (5, 2), (2, 5)]),
            rng.random(5),
            rng.normal(size=2),
        ),
    ),
    "laplacian_fill_diagonal": (laplacian_fill_diagonal, rand((4,))),
    "row_normalise_inplace": (row_normalise_inplace, rand((3, 4))),
    "masked_assignment": (masked_assignment, rand((7,))),
    "euler_buffer": (euler_buffer, lambda rng: (numpy.array(0.7), 1.3)),
    "interp_query": (
        interp_query,
        lambda rng: (0.05 + 0.9 * rng.random(5), numpy.linspace(0, 1, 6), rng.normal(size=6)),
    ),
    "rk4_array": (rk4_array, lambda rng: (numpy.array([1.0, 0.1]), numpy.array([0.5, 0.0]))),
}

JAX_FREE = frozenset(
    {"laplacian_fill_diagonal", "row_normalise_inplace", "masked_assignment", "euler_buffer"}
)

REFUSED: dict[str, tuple[str, ...]] = {
    # a plain np.zeros buffer receiving traced values: invisible to NumPy's protocols
    "euler_buffer": ("ys[i]", "np.zeros_like(x, shape=...)"),
    # np.array of traced values: NumPy's protocols never see them
    "rk4_array": ("np.array([y[1]", "np.stack([...])", "derivgen.numpy"),
}

PENDING: dict[str, str] = {}
