"""dg.compile keeps up with eager mode: every program the suite differentiates eagerly, compiled.

Each program runs compiled (value and gradient, with and without fusion) on two inputs of the
same signature, so that the replay of the generated code is checked as well as the trace,
and is compared with eager mode; the gradient is also checked against central differences.
"""

from __future__ import annotations

import random
import threading

import numpy as np
import pytest
from scipy.special import erf

import derivgen as dg
from derivgen import compile as dg_compile
from tests.differences import central_gradient
from tests.test_composite import COMPOSITES

R = np.random.default_rng(7)
W = R.normal(size=(4, 3))
LABELS = np.array([0, 2, 1, 1])

# Programs that failed compiled while working eagerly (issue 16, section 6).
PROGRAMS = {
    "matmul-of-seed": (lambda v: v @ np.exp(v), [R.normal(size=3)]),
    "matmul-1d": (lambda u: np.matmul(u, u), [R.normal(size=4)]),
    "logaddexp-reduce": (lambda v: np.logaddexp.reduce(v), [R.normal(size=5)]),
    "logsumexp-axis": (
        lambda v: np.sum(np.logaddexp.reduce(v, axis=1) ** 2),
        [R.normal(size=(3, 4))],
    ),
    "integer-array-index": (
        lambda w: -np.sum(np.log(np.abs(w[np.arange(len(LABELS)), LABELS]) + 1.0)),
        [W],
    ),
    "interp-traced-query": (
        lambda q: np.sum(np.interp(q, [0.0, 1.0, 2.0], [1.0, 3.0, 2.0]) ** 2),
        [np.array([0.25, 1.5, 0.75])],
    ),
    "boolean-mask-sum": (lambda x: np.sum(x[x > 0]), [R.normal(size=8)]),
    "boolean-mask-sin": (lambda x: np.sum(np.sin(x[x > 0.1]) * 2.0), [R.normal(size=8)]),
    "cross-entropy": (
        lambda w: -np.mean((w - np.logaddexp.reduce(w, axis=1)[:, None])[np.arange(4), LABELS]),
        [W],
    ),
}

# Whole programs written the natural way (issue 16's realistic programs).
X = R.normal(size=(6, 2))
Y = R.normal(size=6)


def gp(params):
    ls, sig = np.exp(params[0]), np.exp(params[1])
    d = np.sum((X[:, None, :] - X[None, :, :]) ** 2, axis=-1)
    K = sig * np.exp(-0.5 * d / ls**2) + 1e-3 * np.eye(6)
    L = np.linalg.cholesky(K)
    a = np.linalg.solve(K, Y)
    return 0.5 * Y @ a + np.sum(np.log(np.diag(L)))


def attention(q):
    k = q * 0.5
    v = np.tanh(q)
    s = q @ k.T / np.sqrt(q.shape[-1])
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    return np.sum((p @ v) ** 2)


def rk4(y0):
    def f(y):
        return np.stack([y[1], -np.sin(y[0])])

    y = y0
    h = 0.1
    for _ in range(5):
        k1 = f(y)
        k2 = f(y + h / 2 * k1)
        k3 = f(y + h / 2 * k2)
        k4 = f(y + h * k3)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
    return np.sum(y**2)


def glm(w):
    eta = X @ w
    return np.sum(np.logaddexp(0, eta) - (Y > 0) * eta) + 0.1 * w @ w


def bs(s):
    k, t, r, v = 1.0, 1.0, 0.01, 0.2
    d1 = (np.log(s / k) + (r + v**2 / 2) * t) / (v * np.sqrt(t))
    d2 = d1 - v * np.sqrt(t)

    def normal_cdf(z):
        return 0.5 * (1 + erf(z / np.sqrt(2)))

    return np.sum(s * normal_cdf(d1) - k * np.exp(-r * t) * normal_cdf(d2))


def kalman(q):
    x = np.zeros(2)
    P = np.eye(2)
    F = np.array([[1, 0.1], [0, 1]])
    H = np.array([[1.0, 0]])
    ll = 0.0
    for y in Y:
        x = F @ x
        P = F @ P @ F.T + np.exp(q) * np.eye(2)
        S = H @ P @ H.T + 0.1
        Kg = P @ H.T / S
        e = y - H @ x
        x = x + (Kg @ e)
        P = P - Kg @ H @ P
        ll = ll + 0.5 * (np.log(S[0, 0]) + e[0] ** 2 / S[0, 0])
    return ll


def softmax_ce(w):
    logits = X @ w.reshape(2, 3)
    lse = np.log(np.sum(np.exp(logits), axis=1))
    yl = np.array([0, 1, 2, 0, 1, 2])
    return np.mean(lse - logits[np.arange(6), yl])


def mixture(m):
    d = -0.5 * (Y[:, None] - m[None, :]) ** 2
    return -np.sum(np.logaddexp.reduce(d, axis=1))


REALISTIC = {
    "gp-likelihood": (gp, [np.array([0.1, -0.2])]),
    "attention": (attention, [R.normal(size=(4, 3))]),
    "rk4": (rk4, [np.array([0.5, 0.1])]),
    "logistic-glm": (glm, [R.normal(size=2)]),
    "black-scholes": (bs, [np.array([0.9, 1.1])]),
    "kalman-filter": (kalman, [np.array(-1.0)]),
    "softmax-cross-entropy": (softmax_ce, [R.normal(size=6)]),
    "gaussian-mixture": (mixture, [R.normal(size=3)]),
}
ALL = {**{f"composite-{k}": v for k, v in COMPOSITES.items()}, **PROGRAMS, **REALISTIC}


def _scalar(f):
    """The program as a scalar function of its arguments (summed when it is not one)."""
    return lambda *xs: np.sum(f(*xs))


def _other_inputs(xs):
    """Inputs of the same signature with other values (signs kept, so masks keep shapes
    where the program's branches depend on them less often)."""
    return [x * np.asarray(1.1 + 0.05 * R.uniform(size=x.shape), dtype=x.dtype) for x in xs]


@pytest.mark.parametrize("fuse", ["auto", "off"])
@pytest.mark.parametrize("name", sorted(ALL))
def test_compiled_program_matches_eager(name, fuse):
    f, xs = ALL[name]
    scalar = _scalar(f)
    argnums = tuple(range(len(xs)))
    value = dg_compile(f, fuse=fuse)
    gradient = dg_compile(dg.grad(scalar, argnums=argnums), fuse=fuse)
    loose = any(x.dtype == np.float32 for x in xs)
    tol = {"rtol": 1e-5, "atol": 1e-6} if loose else {"rtol": 1e-11, "atol": 1e-12}
    for inputs in (xs, _other_inputs(xs), xs):
        np.testing.assert_allclose(value(*inputs), f(*inputs), **tol)
        eager = dg.grad(scalar, argnums=argnums)(*inputs)
        compiled = gradient(*inputs)
        for got, want in zip(compiled, eager, strict=True):
            np.testing.assert_allclose(got, want, **tol)
    if not loose:
        for k, got in enumerate(gradient(*xs)):
            reference = central_gradient(lambda x, k=k: scalar(*xs[:k], x, *xs[k + 1 :]), xs[k])
            np.testing.assert_allclose(got, reference, rtol=1e-5, atol=1e-6)


def test_a_boolean_mask_of_another_count_traces_again_and_stays_right():
    f = dg.grad(lambda x: np.sum(np.sin(x[x > 0]) ** 2))
    compiled = dg_compile(f)
    for _ in range(6):
        x = R.normal(size=7)
        np.testing.assert_allclose(compiled(x), f(x), rtol=1e-13)
        np.testing.assert_allclose(
            compiled(x),
            central_gradient(lambda v, m=x > 0: np.sum(np.sin(v[m]) ** 2), x),
            atol=1e-7,
        )


OUTSIDE = np.random.default_rng(1)


@pytest.mark.parametrize(
    "fn, message",
    [
        (lambda x: x + np.random.default_rng().normal(size=3), r"np\.random\.default_rng\(\)"),
        (lambda x: x + np.random.normal(size=3), "global random generator"),
        (lambda x: x * np.random.rand(), "global random generator"),
        (lambda x: x + OUTSIDE.normal(size=3), "'OUTSIDE', made outside it"),
        (lambda x: x * random.random(), "random module"),
        (lambda x: np.asarray(x) + 1, r"np\.asarray\(x\) \(.*test_compile_programs\.py:\d+\)"),
    ],
)
def test_refused_up_front_naming_the_call(fn, message):
    with pytest.raises(TypeError, match=message):
        dg_compile(fn)(np.ones(3))
    with pytest.raises(TypeError, match=message):
        dg_compile(dg.grad(lambda x: np.sum(fn(x))))(np.ones(3))


def test_a_generator_seeded_inside_fn_draws_the_same_numbers_as_eager():
    def f(x):
        return x + np.random.default_rng(0).normal(size=3)

    compiled = dg_compile(f)
    for _ in range(3):
        np.testing.assert_array_equal(compiled(np.ones(3)), f(np.ones(3)))


def test_draws_of_another_thread_are_not_blamed_on_fn():
    if not isinstance(np.random.mtrand._rand._bit_generator.lock, type(threading.RLock())):
        pytest.skip(
            f"NumPy {np.__version__} (before 2.3): the global generator's lock is not "
            "re-entrant, so compile cannot hold it while tracing and cannot tell another "
            "thread's draws from fn's (documented in derivgen/compile/random_draws.py)"
        )
    stop = threading.Event()

    def draw():
        while not stop.is_set():
            np.random.normal(size=10)

    thread = threading.Thread(target=draw)
    thread.start()
    try:
        for k in range(200):
            dg_compile(lambda x, k=k: np.sin(x) * k)(np.ones(3))
    finally:
        stop.set()
        thread.join()


def test_a_global_generator_with_a_plain_lock_is_not_held_while_tracing(monkeypatch):
    """NumPy before 2.3 guards its global generator with a plain Lock: compile holding it
    made fn's own np.random.normal wait for ever instead of being refused."""
    lock = threading.Lock()
    fake = type("Global", (), {})()
    fake._bit_generator = type("BitGenerator", (), {"lock": lock, "state": {"pos": 0}})()
    monkeypatch.setattr(np.random.mtrand, "_rand", fake)

    def f(x):
        assert lock.acquire(timeout=5), "compile holds the global generator's plain lock"
        lock.release()
        return x + 1

    np.testing.assert_array_equal(dg_compile(f)(np.ones(3)), np.full(3, 2.0))


class _Subclass(np.ndarray):
    def __mul__(self, other):
        return np.matmul(self, other)


@pytest.mark.filterwarnings("ignore:the matrix subclass:PendingDeprecationWarning")
@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: np.matrix([[1.0, 2.0], [3.0, 4.0]]), "argument 0 is a matrix.*np.asarray"),
        (lambda: np.ma.masked_array([1.0, 2.0], mask=[0, 1]), "argument 0 is a MaskedArray"),
        (lambda: np.eye(2).view(_Subclass), "argument 0 is a _Subclass"),
        (lambda: memoryview(np.array([1.0, 2.0])), r"argument 0 is a memoryview; pass np\.asarray"),
        (lambda: np.random.default_rng(0), "argument 0 is a random generator"),
    ],
)
def test_arguments_compile_cannot_stage_are_refused_by_name(make, message):
    with pytest.raises(TypeError, match=message):
        dg_compile(lambda m: np.sum(m * m))(make())


def test_dask_arrays_compile_to_a_lazy_graph():
    # compile once refused Dask; it now builds the same lazy graph (tests/test_compile_dask.py)
    da = pytest.importorskip("dask.array")
    x = da.from_array(np.arange(4.0), chunks=2)
    out = dg_compile(lambda v: np.sum(v * v))(x)
    assert isinstance(out, da.Array) and float(out.compute()) == 14.0


def test_a_scatter_into_a_plain_array_names_the_call_and_the_spelling():
    def plain(x):
        out = np.zeros(3)
        np.add.at(out, [0, 0], x[:2])
        return out

    def traced(x):
        out = np.zeros_like(x, shape=(3,))
        np.add.at(out, [0, 0], x[:2])
        return out

    with pytest.raises(TypeError, match=r"np\.add\.at writes .* np\.zeros_like\(x, shape=\.\.\.\)"):
        dg_compile(plain)(np.ones(3))
    compiled = dg_compile(traced)
    for x in (np.arange(3.0), np.ones(3)):
        np.testing.assert_array_equal(compiled(x), traced(x))
