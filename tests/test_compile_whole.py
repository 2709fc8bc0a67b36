"""Whole-function native code (derivgen/compile/whole.py): one njit function per specialisation.

Programs with loops compiled with backend="numba" run as one Numba function and agree with the
NumPy backend to rounding and with central differences; backend="auto" switches once a
specialisation is hot; what Numba cannot type falls back with its reason; an ODE gradient
whose derived system runs natively agrees with central differences. Numba compiles slowly,
so each compiled function is built once per module (fixtures) and the programs are short.
"""

from __future__ import annotations

import ast
import warnings

import numpy as np
import pytest

import derivgen as dg
from benchmarks.native import garch, sir  # the benchmark's programs, as JAX is timed on
from derivgen.compile import whole
from tests.differences import central_gradient
from tests.programs import PROGRAMS
from tests.random_loops import loop_program

numba = pytest.importorskip("numba", reason="Numba is the optional 'native' extra")

RNG = np.random.default_rng(11)


def _agree(got, want):
    for a, b in zip(dg.tree_leaves(got), dg.tree_leaves(want), strict=True):
        assert type(a) is type(b) and np.shape(a) == np.shape(b)
        assert np.asarray(a).dtype == np.asarray(b).dtype
        np.testing.assert_allclose(a, b, rtol=1e-11, atol=1e-13)


def _numba_and_numpy(f):
    return dg.compile(f, backend="numba"), dg.compile(f, backend="numpy", fuse="off")


def test_a_time_loop_runs_as_one_function_and_agrees_with_numpy_and_differences():
    r, p = RNG.normal(size=30), np.array([0.05, 0.1, 0.85])
    ours, theirs = _numba_and_numpy(dg.value_and_grad(garch))
    _agree(ours(p, r), theirs(p, r))
    assert ours.whole and ours.backend == "numba" and ours.fallback == ""
    assert ours.source.startswith("import numpy") and "@numba.njit" in ours.source
    assert "for i in range(" in ours.source  # the re-rolled loops, inside the njit function
    np.testing.assert_allclose(ours(p, r)[1], central_gradient(lambda q: garch(q, r), p), rtol=1e-6)
    for scale in (0.9, 1.2):  # later calls: other values, the same native function
        _agree(ours(p * scale, r), theirs(p * scale, r))
    assert ours.cache_info().traces == 1


def test_a_loop_program_runs_natively_and_agrees_with_numpy():
    prog, inputs = PROGRAMS["pendulum"]
    p, *data = inputs(np.random.default_rng(0))
    ours, theirs = _numba_and_numpy(dg.grad(lambda q: prog(np, q, *data)))
    _agree(ours(p), theirs(p))
    assert ours.whole and ours.backend == "numba", ours.fallback


def test_a_random_loop_runs_natively_and_agrees_with_numpy():
    program = loop_program(1, 12)
    namespace: dict = {}
    exec(program.source, namespace)
    loop = namespace["loop"]
    x = RNG.normal(size=program.shape).astype(program.dtype)
    xs = RNG.normal(size=(12, *program.shape)).astype(program.dtype)
    from tests.programs import special

    ours, theirs = _numba_and_numpy(dg.grad(lambda x, xs: loop(np, special(np), x, xs)))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # a fallback: checked below
        got = ours(x, xs)
    _agree(got, theirs(x, xs))
    assert ours.whole, ours.fallback


def test_division_by_zero_and_nan_follow_numpy_in_a_whole_function():
    def f(x):
        total = x * 0.0
        for k in range(6):
            total = total + np.log(x - 0.5 * k) / (x - 1.0)  # nan, -inf, inf and 0/0
        return total

    x = np.array([0.0, 1.0, 2.0, 0.5, -1.0])
    ours, theirs = _numba_and_numpy(f)
    with np.errstate(all="ignore"):
        got, want = ours(x), theirs(x)
    assert ours.whole, ours.fallback
    np.testing.assert_array_equal(got, want)  # NaN and inf in the same places


def test_auto_runs_numpy_code_until_a_specialisation_is_hot_then_native(monkeypatch):
    observed = 0.01 + 0.2 * np.sin(np.linspace(0, 3, 25)) ** 2
    p = np.array([0.9, 0.3])
    auto = dg.compile(dg.grad(sir))
    want = dg.compile(dg.grad(sir), backend="numpy", fuse="off")(p, observed)
    for _ in range(3):  # far below the threshold: NumPy code, no Numba compile
        _agree(auto(p, observed), want)
    assert auto.backend == "numpy" and not auto.whole
    monkeypatch.setattr(whole, "TIER_SECONDS", 0.0)
    monkeypatch.setattr(whole, "faster", lambda *_: True)  # the timing is not under test
    _agree(auto(p, observed), want)  # this call crosses the threshold: native from now on
    assert auto.backend == "numba" and auto.whole and "@numba.njit" in auto.source
    _agree(auto(p, observed), want)
    assert auto.specialised() is not None


def test_auto_keeps_numpy_code_when_it_is_faster(monkeypatch):
    observed = 0.01 + 0.2 * np.sin(np.linspace(0, 3, 25)) ** 2
    p = np.array([0.9, 0.3])
    auto = dg.compile(dg.grad(sir))
    monkeypatch.setattr(whole, "TIER_SECONDS", 0.0)
    monkeypatch.setattr(whole, "faster", lambda *_: False)
    auto(p, observed)
    auto(p, observed)
    assert auto.backend == "numpy" and auto.fallback == "the NumPy code was faster"


@pytest.mark.parametrize(
    ("fn", "words"),
    [
        (lambda x: np.einsum("ij,ij->i", x, x), "np.einsum"),  # no Numba spelling: the rewrite
        (lambda x: np.mean(x, axis=0) ** 2, "Numba could not compile"),  # Numba's typing
    ],
)
def test_what_numba_cannot_type_falls_back_with_its_reason(fn, words):
    x = RNG.normal(size=(2, 70))  # results over 64 elements: array code, not scalars
    ours, theirs = _numba_and_numpy(fn)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        got = ours(x)
    np.testing.assert_array_equal(got, theirs(x))
    assert words in ours.fallback and not ours.whole and "@numba.njit" not in ours.source


def test_ode_gradient_with_a_native_right_hand_side_agrees_with_differences(monkeypatch):
    from derivgen.scipy.integrate import odeint
    from derivgen.solvers import systems

    monkeypatch.setattr(whole, "TIER_SECONDS", 0.0)
    monkeypatch.setattr(whole, "faster", lambda *_: True)
    t = np.linspace(0.0, 2.0, 5)

    def lotka_volterra(y, t, p):
        return np.stack([p[0] * y[0] - p[1] * y[0] * y[1], -p[2] * y[1] + p[3] * y[0] * y[1]])

    def loss(p):
        ys = odeint(lotka_volterra, np.array([10.0, 5.0]), t, args=(p,), rtol=1e-10, atol=1e-10)
        return np.sum(ys**2)

    p = np.array([1.1, 0.4, 0.4, 0.1])
    grad = dg.grad(loss)(p)
    compiled = [c for per in systems._COMPILED.values() for c in per.values() if c is not None]
    assert any(c.whole for c in compiled)
    np.testing.assert_allclose(grad, central_gradient(loss, p), rtol=1e-5)


def pendulums(y, k):
    for _ in range(8):
        pos, vel = np.split(y, 2)
        acc = -np.sum(k * np.sin(pos)[:, None], axis=1)
        y = y + 0.1 * np.concatenate([vel, acc])
    return np.sum(y**2)


def test_small_values_run_as_scalar_statements_in_one_function():
    """A function whose values all have a few elements (an ODE's state) is one njit function of
    scalar statements, one per element of each op, loops included: no array op is left."""
    y, k = RNG.normal(size=4), RNG.normal(size=(2, 2))
    ours, theirs = _numba_and_numpy(dg.grad(pendulums))
    _agree(ours(y, k), theirs(y, k))
    assert ours.whole and "for i in range(" in ours.source
    for spelling in ("np.sum", "np.concatenate", "np.split", "ops.", "np.multiply"):
        assert spelling not in ours.source, spelling
    np.testing.assert_allclose(
        ours(y, k), central_gradient(lambda q: pendulums(q, k), y), rtol=1e-6
    )
    _agree(ours(y * 0.5, k), theirs(y * 0.5, k))


def statistics(x, w):
    """Reductions, comparisons, softmax, logsumexp and linear algebra on small values."""
    import derivgen.scipy.special as dsp

    centred = (x - np.mean(x, axis=0, keepdims=True)) / np.std(x, axis=0) + np.var(x, axis=1)[
        :, None
    ]
    spread = np.max(x, axis=1) - np.min(x, axis=1) + np.linalg.norm(x, axis=1)
    probs = dsp.softmax(centred, axis=1)
    picked = np.where(centred > 0.1, probs, np.maximum(centred, -0.5))
    V = np.vander(w, 3)
    c = np.linalg.solve(V.T @ V + np.eye(3), V.T @ w) * np.sum(spread)
    beta = np.linalg.lstsq(x, w[:4], rcond=None)[0]
    s = np.linalg.svd(x, compute_uv=False)
    return (
        np.sum(picked**2) + np.sum(dsp.logsumexp(centred, axis=0)) + np.sum(c**2)
        + np.sum(beta**2) + np.sum(s[:2]) / np.sum(s) + np.linalg.slogdet(V.T @ V)[1]
    )  # fmt: skip


def test_reductions_comparisons_and_linalg_run_as_scalar_statements():
    """np.mean/std/var/max/min/norm, softmax, logsumexp, where and comparisons become scalar
    statements; np.linalg calls run as array calls inside the same njit function. The gradient
    agrees with the NumPy code and with central differences."""
    x, w = RNG.normal(size=(4, 3)), RNG.normal(size=5)
    ours, theirs = _numba_and_numpy(dg.grad(statistics, argnums=(0, 1)))
    got, want = ours(x, w), theirs(x, w)
    assert ours.whole and ours.backend == "numba", ours.fallback
    _agree_close(got, want)
    for spelling in ("np.mean", "np.std", "np.var", "ops.", "np.vander", "np.where", "np.max("):
        assert spelling not in ours.source, spelling
    assert "np.linalg.solve(" in ours.source and "np.linalg.lstsq(" in ours.source
    for k, arg in enumerate((x, w)):
        reference = central_gradient(
            lambda q, k=k: statistics(*((x, w)[:k] + (q,) + (x, w)[k + 1 :])), arg
        )
        np.testing.assert_allclose(got[k], reference, rtol=1e-5, atol=1e-7)
    _agree_close(ours(x * 0.5, w + 1), theirs(x * 0.5, w + 1))  # later calls: the same code


def _agree_close(got, want):
    for a, b in zip(dg.tree_leaves(got), dg.tree_leaves(want), strict=True):
        assert np.shape(a) == np.shape(b) and np.asarray(a).dtype == np.asarray(b).dtype
        np.testing.assert_allclose(a, b, rtol=1e-9, atol=1e-12)


def test_softmax_max_and_logsumexp_follow_numpy_at_infinities_and_nan():
    """Values first seen finite, then infinite or NaN: the scalar spelling of softmax (ties at
    +inf share the mass, a row of -inf is uniform), of max (NaN propagates) and of logsumexp
    gives what the NumPy code gives."""
    import derivgen.scipy.special as dsp

    def f(x):
        return dsp.softmax(x, axis=1), np.max(x, axis=1), dsp.logsumexp(x, axis=1), x > 0.0

    ours, theirs = _numba_and_numpy(f)
    x = RNG.normal(size=(5, 3))
    _agree(ours(x), theirs(x))
    assert ours.whole, ours.fallback
    inf, nan = np.inf, np.nan
    x = np.array(
        [[inf, 1.0, inf], [-inf, -inf, -inf], [nan, 0.0, 1.0], [1.0, -inf, 2.0], [0.0, inf, 3.0]]
    )
    with np.errstate(all="ignore"):
        got, want = ours(x), theirs(x)
    assert ours.cache_info().traces == 1  # the same native function
    for a, b in zip(got, want, strict=True):
        np.testing.assert_array_equal(a, b)


def test_lstsq_residuals_of_another_length_retrace():
    """``np.linalg.lstsq``'s residuals have length 1 or 0 by the rank: a native run whose rank
    drops raises the guard, and the call is traced again (the NumPy code's result)."""

    def f(a, b):
        solution, residuals, rank, _ = np.linalg.lstsq(a, b, rcond=None)
        return np.sum(solution**2) + np.sum(residuals) + rank

    a, b = RNG.normal(size=(5, 2)), RNG.normal(size=5)
    ours, theirs = _numba_and_numpy(f)
    np.testing.assert_allclose(ours(a, b), theirs(a, b), rtol=1e-12)
    assert ours.whole, ours.fallback
    deficient = np.column_stack([a[:, 0], 2 * a[:, 0]])  # rank 1: no residuals
    np.testing.assert_allclose(ours(deficient, b), theirs(deficient, b), rtol=1e-9)
    assert ours.cache_info().traces == 2


def test_special_functions_masks_and_single_elements_run_as_scalar_statements():
    """scipy.special's erf and expit, boolean masks combined with & and |, and one element
    picked from a vector become scalar statements; the gradient agrees with the NumPy code and
    with central differences."""
    import derivgen.scipy.special as dsp

    def f(x):
        inside = (x > -1.0) & (x < 1.0) | np.isnan(x)
        return np.sum(np.where(inside, dsp.erf(x), dsp.expit(x))) * x[2]

    x = np.array([-1.5, -0.3, 0.2, 0.7, 1.8])
    ours, theirs = _numba_and_numpy(dg.grad(f))
    _agree_close(ours(x), theirs(x))
    assert ours.whole, ours.fallback
    for spelling in ("fn_", "np.bitwise", "np.where"):
        assert spelling not in ours.source, spelling
    np.testing.assert_allclose(ours(x), central_gradient(f, x), rtol=1e-6, atol=1e-8)


def test_repeated_element_reads_of_parameters_are_loaded_once():
    """The scalar code of a small network reads each weight once into a local (Numba types
    and lowers every subscript on its own), and gives the same numbers."""
    from derivgen.compile.passes.hoist import hoisted

    lines = [
        "s1 = w[0, 1] * x[0] + w[0, 1] * x[1]",
        "out = np.empty(2)",
        "for i in range(3):",
        "    s2 = w[0, 1] + c[()] * c[()] + x[0]",
        "    out[0] = s2 + w[1, 0] + v[i]",
        "out[1] = out[0] + v[0] + v[0] + e_w_1_1 + w[1, 1] + w[1, 1]",
        "return (s1, out)",
    ]
    got = hoisted(lines, ["w", "x", "c", "v", "out"])
    assert got == [
        "e_w_0_1 = w[0, 1]",
        "e_x_0 = x[0]",
        "e_c = c[()]",
        "e_v_0 = v[0]",
        "s1 = e_w_0_1 * e_x_0 + e_w_0_1 * x[1]",  # x[1] is read once: left as it is
        "out = np.empty(2)",
        "for i in range(3):",
        "    s2 = e_w_0_1 + e_c * e_c + e_x_0",
        "    out[0] = s2 + w[1, 0] + v[i]",  # read once; v[i] moves with the step
        # out is written, and w[1, 1]'s local name is taken: both left as they are
        "out[1] = out[0] + e_v_0 + e_v_0 + e_w_1_1 + w[1, 1] + w[1, 1]",
        "return (s1, out)",
    ]

    def run(body):
        text = "def f(w, x, c, v, e_w_1_1):\n" + "\n".join(f"    {line}" for line in body)
        namespace = {"np": np}
        exec(text, namespace)  # noqa: S102 (the test's own lines)
        return namespace["f"](w, x, np.array(1.5), v, 0.25)

    w, x, v = RNG.normal(size=(2, 2)), RNG.normal(size=2), RNG.normal(size=3)
    for a, b in zip(run(got), run(lines), strict=True):
        np.testing.assert_array_equal(a, b)


def test_a_network_reads_each_weight_once_in_its_native_code():
    def mlp(w, x):
        return np.sum(np.tanh(x @ w) ** 2)

    w, x = RNG.normal(size=(3, 4)), RNG.normal(size=(5, 3))
    ours, theirs = _numba_and_numpy(dg.grad(mlp))
    _agree(ours(w, x), theirs(w, x))
    assert ours.whole
    for i, j in np.ndindex(w.shape):  # w is the function's first parameter, x0
        assert ours.source.count(f"x0[{i}, {j}]") == 1, ours.source
    reference = central_gradient(lambda q: mlp(q, x), w)  # its error: ~1e-9 absolute
    np.testing.assert_allclose(ours(w, x), reference, rtol=1e-6, atol=1e-8)


def reorders(x, a, v):
    """Values above the scalar tier's size: transposes, flips, rolls, differences, a real
    conjugate, matrix products into a buffer, and np.linalg on one matrix."""
    y = np.flip(np.transpose(x), axis=1) + np.roll(np.transpose(x), 3, axis=0)
    d = np.diff(y, axis=1) + np.diff(np.roll(x, -5), n=2, axis=0).sum()
    m = a @ a.T + 9.0 * np.eye(9)
    w, q = np.linalg.eigh(m)
    sign, logdet = np.linalg.slogdet(m)
    picked = np.linalg.solve(np.linalg.cholesky(m), v) + np.linalg.inv(m) @ v
    return (
        np.sum(np.tanh(d) ** 2)
        + np.sum(np.conjugate(x) * np.flip(x))
        + np.linalg.det(m) * 1e-9
        + np.sum(np.transpose(x.reshape(2, 5, 8), (-1, 0, 1))[3] * np.arange(10.0).reshape(2, 5)),
        np.diagonal(m) + w + np.abs(q[0]) + sign * logdet + picked,
    )


def test_reorders_and_linalg_of_larger_values_run_in_one_njit_function():
    """The rewrite for the array tier (compile/passes/njit.py) spells np.transpose, np.flip,
    np.roll (on an axis and flattened), np.diff (n = 1, 2), a real np.conjugate and
    np.linalg on one matrix as Numba runs them, so the function stays one njit function."""
    x, a, v = RNG.normal(size=(10, 8)), RNG.normal(size=(9, 9)), RNG.normal(size=9)
    ours, theirs = _numba_and_numpy(reorders)
    got, want = ours(x, a, v), theirs(x, a, v)
    assert ours.whole, ours.fallback
    np.testing.assert_allclose(got[0], want[0], rtol=1e-12)
    np.testing.assert_allclose(got[1], want[1], rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(got[1], reorders(x, a, v)[1], rtol=1e-10, atol=1e-12)


def test_a_cholesky_likelihood_gradient_runs_in_one_njit_function():
    """The backward of np.linalg.cholesky (ops.tril_part, ops.fold_triangle) and of solve,
    a real np.conjugate into out (np.abs's backward), np.roll and ops.diagonal_embed (the
    backward of np.diagonal), on 9 x 9 matrices: one njit function, against the NumPy code
    and central differences."""

    def nll(a, y):
        chol = np.linalg.cholesky(a @ a.T + 9.0 * np.eye(9))
        alpha = np.linalg.solve(chol, y)
        rolled = np.sum(np.abs(a) * np.roll(a, 2, axis=1)) + np.sum(np.diagonal(a @ a.T) ** 2)
        return 0.5 * np.sum(alpha**2) + np.sum(np.log(np.diagonal(chol))) + 1e-3 * rolled

    a, y = RNG.normal(size=(9, 9)), RNG.normal(size=9)
    ours, theirs = _numba_and_numpy(dg.grad(nll))
    _agree(ours(a, y), theirs(a, y))
    assert ours.whole, ours.fallback
    np.testing.assert_allclose(
        ours(a, y), central_gradient(lambda q: nll(q, y), a), rtol=1e-6, atol=1e-8
    )


def test_an_rnn_accumulates_in_place_and_reshapes_columns_to_rows_natively():
    """The RNN's backward in one njit function: the weights' cotangents are summed into their
    carries (no array per step), and a column's transpose is a reshape (no copy); the
    gradient agrees with the NumPy code's and with central differences."""
    from benchmarks.native import rnn

    params = (RNG.normal(size=(16, 16)) * 0.3, RNG.normal(size=(16, 8)) * 0.3, RNG.normal(size=16))
    xs = RNG.normal(size=(20, 8))
    ours, theirs = _numba_and_numpy(dg.grad(rnn))
    got = ours(params, xs)
    assert ours.whole and ours.backend == "numba", ours.fallback
    _agree(got, theirs(params, xs))
    into_carries = [
        call
        for call in ast.walk(ast.parse(ours.source))
        if isinstance(call, ast.Call) and ast.unparse(call.func) == "np.add" and len(call.args) == 3
        and ast.unparse(call.args[2]).endswith("_carry")
        and ast.unparse(call.args[2]) in map(ast.unparse, call.args[:2])
    ]  # fmt: skip
    assert len(into_carries) >= 2 and ".transpose(" not in ours.source, ours.source
    for k in range(3):
        reference = central_gradient(
            lambda q, k=k: rnn(params[:k] + (q,) + params[k + 1 :], xs), params[k]
        )
        np.testing.assert_allclose(got[k], reference, rtol=1e-6, atol=1e-8)


def _leaky(p, u):
    """A thresholded recursion: np.where on scalars in the loop, its mask saved per step."""
    v = 0.0 * p[0]
    out = np.zeros_like(p, shape=u.shape)
    for t in range(u.shape[0]):
        v = np.maximum(0.9 * v + p[0] * u[t] + p[1], 0.1 * v)
        out[t] = np.where(v > 0.5, v - 0.5, p[2] * v)
    return np.sum(out**2)


def _single(p, r):
    """A float32 recursion whose backward adds into one element per step (ops.index_add at
    an index moving with the loop's step)."""
    s = np.zeros_like(p, shape=r.shape)
    s[0] = p[0]
    for t in range(1, r.shape[0]):
        s[t] = p[1] * s[t - 1] + p[2] * r[t]
    return np.sum(np.tanh(s))


@pytest.mark.parametrize(
    ("fn", "dtype"), [(_leaky, np.float64), (_single, np.float32)], ids=["where", "float32"]
)
def test_loops_reading_saved_steps_and_moving_indices_run_in_one_njit_function(fn, dtype):
    """A saved step's value (``greater_i_steps[48 - i]``) is typed as the step it holds, so
    np.where on scalars stays scalar code; ``ops.index_add`` at ``48 - i`` is written as a
    store: both loops run natively, agreeing with the NumPy code and central differences."""
    rng = np.random.default_rng(3)
    p, u = rng.normal(size=3).astype(dtype), rng.normal(size=50).astype(dtype)
    ours, theirs = _numba_and_numpy(dg.grad(fn))
    ours(p, u)  # the first call returns what tracing computed
    got = ours(p, u)
    assert ours.whole and ours.backend == "numba", ours.fallback
    assert "for i in range(" in ours.source
    rtol = 1e-5 if dtype == np.float32 else 1e-11
    np.testing.assert_allclose(got, theirs(p, u), rtol=rtol, atol=rtol * 1e-2)
    assert got.dtype == dtype
    wide = p.astype(np.float64), u.astype(np.float64)
    reference = central_gradient(lambda q: fn(q, wide[1]), wide[0])
    np.testing.assert_allclose(got, reference, rtol=1e-3 if dtype == np.float32 else 1e-6)


def _softplus_clipped(p, r):
    """A clipped recursion with a softplus (np.logaddexp, whose backward is SciPy's expit)."""
    h = p[0]
    total = 0.0
    for t in range(r.shape[0]):
        h = np.clip(0.7 * h + p[1] * r[t], -1.0, 1.0) + 0.1 * np.abs(p[2] - h)
        total = total + np.logaddexp(0.0, h)
    return total


def test_clip_and_expit_of_scalars_run_in_one_njit_function():
    """np.clip of scalars is NumPy's definition (np.maximum, then np.minimum; Numba's np.clip
    takes arrays only) and SciPy's expit its formula: the loop runs natively, agreeing with the
    NumPy code and central differences."""
    rng = np.random.default_rng(4)
    p, r = rng.normal(size=3), rng.normal(size=40)
    ours, theirs = _numba_and_numpy(dg.grad(_softplus_clipped))
    ours(p, r)  # the first call returns what tracing computed
    got = ours(p, r)
    assert ours.whole and ours.backend == "numba", ours.fallback
    assert "np.exp(-" in ours.source and "np.clip" not in ours.source
    np.testing.assert_allclose(got, theirs(p, r), rtol=1e-11, atol=1e-13)
    reference = central_gradient(lambda q: _softplus_clipped(q, r), p)
    np.testing.assert_allclose(got, reference, rtol=1e-6, atol=1e-9)


def test_clip_as_scalar_statements_follows_numpy_at_nan_and_one_sided_bounds():
    def f(x):
        return np.clip(x, -0.5, 0.5) * 2.0, np.clip(x, None, 0.25), np.clip(x, x[0], None)

    x = np.array([np.nan, -1.0, 0.0, 0.3, 2.0])
    ours, theirs = _numba_and_numpy(f)
    ours(x)
    got = ours(x)
    assert ours.whole and "np.clip" not in ours.source, ours.fallback
    for mine, want in zip(got, theirs(x), strict=True):
        np.testing.assert_array_equal(mine, want)  # NaN where NumPy's is
    y = np.array([0.1, -1.0, 0.0, 0.3, 2.0])
    for mine, want in zip(ours(y), f(y), strict=True):
        np.testing.assert_array_equal(mine, want)


def _garch_scan(p, r):
    """GARCH as JAX users write it: dg.scan stacks every step's variance (numbers)."""

    def step(s, previous):
        s = p[0] + p[1] * previous**2 + p[2] * s
        return s, s

    s0 = np.var(r)
    _, rest = dg.scan(step, s0, r[:-1])
    sigma2 = np.concatenate([s0[None], rest])
    return 0.5 * np.sum(np.log(sigma2) + r**2 / sigma2)


def _rnn_scan(w, xs, reverse):
    """An RNN by dg.scan whose every hidden state (a vector) is stacked and read."""

    def step(h, x):
        h = np.tanh(w @ h + x)
        return h, h

    _, hs = dg.scan(step, np.zeros_like(w, shape=w.shape[0]), xs, reverse=reverse)
    return np.sum(hs**2 * np.arange(1.0, xs.shape[0] + 1)[:, None])


@pytest.mark.parametrize("case", ["garch", "rnn", "rnn reversed"])
def test_scans_stacking_their_steps_run_in_one_njit_function(case):
    """dg.scan's stacked ys (the per-step list joined with the unrolled last step), their
    backward's ops.unstack read row by row, and ``s0[None]`` of a number: one njit function,
    agreeing with the NumPy code and central differences."""
    rng = np.random.default_rng(6)
    if case == "garch":
        fn, p, data = _garch_scan, np.array([0.05, 0.1, 0.85]), rng.normal(size=60)
    else:
        w, data = rng.normal(size=(4, 4)) * 0.4, rng.normal(size=(25, 4))
        fn, p = (lambda w, xs: _rnn_scan(w, xs, case.endswith("reversed"))), w
    ours, theirs = _numba_and_numpy(dg.grad(fn))
    ours(p, data)  # the first call returns what tracing computed
    got = ours(p, data)
    assert ours.whole and ours.backend == "numba", ours.fallback
    assert "for i in range(" in ours.source
    np.testing.assert_allclose(got, theirs(p, data), rtol=1e-11, atol=1e-13)
    reference = central_gradient(lambda q: fn(q, data), p)
    np.testing.assert_allclose(got, reference, rtol=1e-6, atol=1e-8)


def test_special_functions_of_numbers_in_a_rolled_loop_are_the_scalar_codes_spellings():
    """The array tier spells scipy.special's ufuncs as the scalar tier does: expit (np.exp)
    on arrays too, erf (math.erf) on numbers, the module importing math for it."""
    import derivgen.scipy.special as dsp

    def f(p, r):
        h, total = p[0], 0.0
        for t in range(r.shape[0]):
            h = np.clip(0.7 * h + p[1] * r[t], -1.0, 1.0) + dsp.erf(p[2] * h)
            total = total + np.logaddexp(0.0, h)
        return total

    rng = np.random.default_rng(8)
    p, r = rng.normal(size=3), rng.normal(size=30)
    ours, theirs = _numba_and_numpy(dg.grad(f))
    ours(p, r)  # the first call returns what tracing computed
    got = ours(p, r)
    assert ours.whole and "math.erf(" in ours.source and "import math" in ours.source
    np.testing.assert_allclose(got, theirs(p, r), rtol=1e-11, atol=1e-13)
    np.testing.assert_allclose(got, central_gradient(lambda q: f(q, r), p), rtol=1e-6, atol=1e-9)
