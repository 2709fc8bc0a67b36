"""derivgen.scipy's functions take SciPy's arguments: values match SciPy, gradients check."""

from __future__ import annotations

import re

import numpy as np
import pytest
import scipy
import scipy.linalg
import scipy.signal
import scipy.spatial.distance
import scipy.special

import derivgen as dg
import derivgen.scipy

RNG = np.random.default_rng(0)
X = RNG.uniform(-2, 2, (3, 4))
A = RNG.uniform(-0.5, 0.5, (3, 3)) + 4 * np.eye(3)
B = RNG.uniform(-1, 1, (3, 2))

DISTANCES = [
    {"metric": "euclidean"},
    {"metric": "sqeuclidean"},
    {"metric": "cityblock"},
    {"metric": "minkowski", "p": 3.0},
    {"metric": "cosine"},
    {"metric": "chebyshev"},
]

# (name, function of (scipy or derivgen.scipy, one array), its input).
CALLS = [
    ("logsumexp", lambda m, x: m.special.logsumexp(x, axis=1), X),
    ("logsumexp all axes", lambda m, x: m.special.logsumexp(x), X),
    ("softmax (every axis by default)", lambda m, x: m.special.softmax(x), X),
    ("softmax axis", lambda m, x: m.special.softmax(x, axis=0), X),
    ("log_softmax", lambda m, x: m.special.log_softmax(x, axis=1), X),
    ("polygamma", lambda m, x: m.special.polygamma(1, x), np.abs(X) + 0.5),
    ("softplus", lambda m, x: m.special.softplus(x), X),
    ("zeta", lambda m, x: m.special.zeta(x), np.abs(X) + 1.5),
    ("zeta in q", lambda m, q: m.special.zeta(2.5, q), np.abs(X) + 0.5),
    ("expm", lambda m, a: m.linalg.expm(a), A / 4),
    ("logm", lambda m, a: m.linalg.logm(a), A),
    ("sqrtm", lambda m, a: m.linalg.sqrtm(a), A),
    ("solve_triangular", lambda m, a: m.linalg.solve_triangular(a, B, lower=True), A),
    ("solve assume_a", lambda m, a: m.linalg.solve(a, B, assume_a="pos"), A @ A.T),
    ("solve", lambda m, b: m.linalg.solve(A, b), B),
    # scipy leaves junk in the unused triangle; derivgen zeros it (cho_solve never reads it)
    ("cho_factor", lambda m, a: np.triu(m.linalg.cho_factor(a)[0]), A @ A.T),
    ("cho_solve", lambda m, a: m.linalg.cho_solve(m.linalg.cho_factor(a), B), A @ A.T),
    ("lu_factor", lambda m, a: m.linalg.lu_factor(a)[0], A),
    ("lu_solve", lambda m, a: m.linalg.lu_solve(m.linalg.lu_factor(a), B, trans=1), A),
    ("convolve", lambda m, x: m.signal.convolve(x, B, mode="same"), X),
    ("correlate", lambda m, x: m.signal.correlate(x, B), X),
    # 'valid' with in2 the larger: SciPy swaps the inputs (and flips the result)
    ("correlate valid, in2 larger", lambda m, x: m.signal.correlate(B, x, mode="valid"), X),
    ("correlate valid, in1 smaller", lambda m, b: m.signal.correlate(b, X, "valid"), B),
    ("convolve valid, in2 larger", lambda m, x: m.signal.convolve(B, x, mode="valid"), X),
    ("fftconvolve", lambda m, x: m.signal.fftconvolve(x, B, mode="valid"), X),
    ("fftconvolve axes int", lambda m, x: m.signal.fftconvolve(x, X[:, :2], axes=1), X),
    # axis 0 is not convolved: an input of one row broadcasts along it
    ("fftconvolve axes same", lambda m, x: m.signal.fftconvolve(x, X[:1, :3], "same", [-1]), X),
    ("fftconvolve axes broadcast", lambda m, x: m.signal.fftconvolve(x, X, "same", -1), X[:1]),
    ("fftconvolve axes in2", lambda m, b: m.signal.fftconvolve(X, b, "valid", axes=(1,)), B),
    ("multigammaln", lambda m, x: m.special.multigammaln(x, 3), np.abs(X) + 1.5),
    ("convolve2d", lambda m, x: m.signal.convolve2d(x, B), X),
    ("convolve2d same", lambda m, x: m.signal.convolve2d(x, B, "same"), X),
    ("convolve2d valid", lambda m, x: m.signal.convolve2d(x, B, mode="valid"), X),
    ("convolve2d valid, in2 larger", lambda m, b: m.signal.convolve2d(b, X, "valid"), B),
    ("correlate2d", lambda m, x: m.signal.correlate2d(x, B), X),
    ("correlate2d same", lambda m, x: m.signal.correlate2d(x, B, "same"), X),
    ("correlate2d same in2", lambda m, b: m.signal.correlate2d(X, b, "same"), B),
    ("correlate2d valid", lambda m, x: m.signal.correlate2d(x, B, "valid"), X),
    ("correlate2d valid, in2 larger", lambda m, b: m.signal.correlate2d(b, X, "valid"), B),
    ("correlate2d valid, in2 larger, in2", lambda m, x: m.signal.correlate2d(B, x, "valid"), X),
    *[
        (f"pdist {metric}", lambda m, x, k=kwargs: m.spatial.distance.pdist(x, **k), X)
        for kwargs in DISTANCES
        for metric in [kwargs["metric"]]
    ],
    *[
        (
            f"cdist {metric}",
            lambda m, x, k=kwargs: m.spatial.distance.cdist(x, 0.5 * X[:2] + 1, **k),
            X,
        )
        for kwargs in DISTANCES
        for metric in [kwargs["metric"]]
    ],
]


@pytest.mark.parametrize("name, f, x", CALLS, ids=[c[0] for c in CALLS])
def test_derivgen_scipy_is_traced(name, f, x) -> None:
    def ours(y):
        return f(derivgen.scipy, y)

    out, _ = dg.vjp(ours, x)
    np.testing.assert_allclose(out, f(scipy, x), rtol=1e-10, atol=1e-12)  # SciPy's own
    np.testing.assert_allclose(ours(x), f(scipy, x), rtol=1e-10, atol=1e-12)  # on plain arrays
    dg.gradcheck(ours, x)


@pytest.mark.parametrize("name, f, x", CALLS, ids=[c[0] for c in CALLS])
def test_scipy_on_a_traced_array_works_or_names_the_spelling(name, f, x) -> None:
    # SciPy's own function either reaches ops through NumPy's protocols (softplus), or turns
    # the traced array into a plain one: then the error names it and derivgen.scipy's
    # spelling (cho_solve and lu_solve are reached through cho_factor and lu_factor first).
    try:
        got = dg.grad(lambda y: np.sum(f(scipy, y)))(x)
    except TypeError as error:
        found = re.search(r"(scipy\.[\w.]+) turned a traced .* call derivgen\.scipy\.", str(error))
        assert found, error
        path = found.group(1)
        called = path.rsplit(".", 1)[-1].replace("_factor", "_solve")
        assert called in name.replace(" ", "_").replace("_factor", "_solve"), path
    else:
        want = dg.grad(lambda y: np.sum(f(derivgen.scipy, y)))(x)
        np.testing.assert_allclose(got, want, rtol=1e-12)


def test_unsupported_options_are_refused() -> None:
    ds = derivgen.scipy
    with pytest.raises(TypeError, match="return_sign"):
        dg.grad(lambda x: ds.special.logsumexp(x, return_sign=True)[0])(X)
    with pytest.raises(ValueError, match="assume_a"):
        dg.grad(lambda a: ds.linalg.solve(a, B, assume_a="banded").sum())(A)
    with pytest.raises(ValueError, match="convolve2d: .*boundary='fill'"):
        dg.grad(lambda x: ds.signal.convolve2d(x, B, boundary="wrap").sum())(X)
    with pytest.raises(ValueError, match="correlate2d: .*fillvalue=0"):
        dg.grad(lambda x: ds.signal.correlate2d(x, B, fillvalue=1.0).sum())(X)
    with pytest.raises(ValueError, match="pdist: .*'jaccard'"):
        dg.grad(lambda x: ds.spatial.distance.pdist(x, "jaccard").sum())(X)
    with pytest.raises(ValueError, match=r"multigammaln: a must be > \(d - 1\) / 2 = 1.0"):
        ds.special.multigammaln(np.array([0.9, 2.0]), 3)


def test_distances_at_zero_follow_the_norm_convention() -> None:
    # Two equal points: the gradient of their distance is 0 (as np.linalg.norm at 0), not NaN.
    points = np.array([[1.0, 2.0], [1.0, 2.0], [0.0, 3.0]])
    for metric in ("euclidean", "sqeuclidean", "cityblock", "minkowski", "chebyshev"):
        g = dg.grad(lambda x, m=metric: derivgen.scipy.spatial.distance.pdist(x, m)[0])(points)
        np.testing.assert_array_equal(g, np.zeros_like(points), err_msg=metric)


def test_scipy_ufuncs_are_scipy_own_objects() -> None:
    # scipy.special's ufuncs dispatch to their ops: derivgen.scipy.special exports them as is.
    assert derivgen.scipy.special.erf is scipy.special.erf
    assert derivgen.scipy.special.gammaln is scipy.special.gammaln
    assert "xlogy" in dir(derivgen.scipy.special)
    with pytest.raises(AttributeError, match="no derivative for scipy.special.lambertw"):
        derivgen.scipy.special.lambertw  # noqa: B018


def _scipy_functions() -> list[tuple[str, object]]:
    """Every SciPy function the spec or the routes name, with the op it must resolve to."""
    from derivgen.ops.scipy_names import ROUTES

    infos = sorted(map(dg.op_info, dg.list_ops()), key=lambda info: info.line, reverse=True)
    # Two ops mirroring one function (expit and sigmoid): the first in the spec gets it.
    first = {info.numpy_name: info.name for info in infos if info.numpy_name}
    named = [(op, path) for path, op in first.items() if path.startswith("scipy.")]
    named += [
        (route.op, f"{module}.{name}")
        for module, routes in ROUTES.items()
        for name, route in routes.items()
    ]
    assert len(named) > 60  # the spec's scipy.special mirrors and every route
    return named


@pytest.mark.parametrize("op, path", _scipy_functions(), ids=lambda v: str(v))
def test_scipy_function_objects_resolve_to_their_op(op: str, path: str) -> None:
    module, _, name = path.rpartition(".")
    function = getattr(__import__(module, fromlist=[name]), name)
    ours = getattr(__import__("derivgen." + module, fromlist=[name]), name)
    for given in (function, ours):  # SciPy's own object, and derivgen.scipy's
        assert dg.op_info(given).name == op
        assert dg.get_backward(given).__wrapped__ is dg.op_info(op).backward
    from derivgen.cli.commands import resolve

    assert resolve(path).name == op  # derivgen show scipy.linalg.expm
    assert resolve("derivgen." + path).name == op


def _central(f, x):
    from differences import central_gradient

    return central_gradient(lambda y: float(np.sum(f(y))), x)


def test_get_grad_of_scipy_functions_takes_scipy_arguments() -> None:
    cases = [
        (scipy.linalg.expm, (A / 4,), {}, 0),
        (scipy.special.logsumexp, (X,), {"axis": 1}, 0),
        # SciPy's softmax normalises over every axis by default (the op's default is -1)
        (scipy.special.log_softmax, (X,), {}, 0),
        (scipy.signal.convolve, (X, B), {"mode": "same"}, 1),
        (scipy.linalg.solve, (A, B), {"assume_a": "pos"}, 0),
        (scipy.linalg.cho_solve, ((A @ A.T, False), B), {}, 1),
    ]
    for function, args, kwargs, argnums in cases:
        original = function
        ours = getattr(
            getattr(derivgen.scipy, function.__module__.split(".")[1]), function.__name__
        )
        for given in (function, ours):
            g = dg.get_grad(given, argnums)(*args, **kwargs)

            def f(y, original=original, args=args, kwargs=kwargs, argnums=argnums):
                return original(*args[:argnums], y, *args[argnums + 1 :], **kwargs)

            np.testing.assert_allclose(g, _central(f, args[argnums]), rtol=1e-6, atol=1e-7)


def test_vjp_of_a_scipy_function_object_takes_scipy_arguments() -> None:
    for given in (scipy.special.log_softmax, derivgen.scipy.special.log_softmax):
        out, pullback = dg.vjp(given, X)  # every axis, as SciPy's default
        np.testing.assert_allclose(out, scipy.special.log_softmax(X), rtol=1e-12)
        (g,) = pullback(np.ones_like(X))
        np.testing.assert_allclose(g, _central(scipy.special.log_softmax, X), rtol=1e-6, atol=1e-7)


def test_compile_names_the_spelling_and_runs_derivgen_scipy() -> None:
    for function in (lambda a: scipy.linalg.expm(a).sum(), lambda a: scipy.linalg.logm(a).sum()):
        for compiled in (dg.compile(function), dg.compile(dg.grad(function))):
            with pytest.raises(TypeError, match=r"scipy\.linalg\.\w+ turned .* derivgen\.scipy"):
                compiled(A)

    def loss(a):
        ds = derivgen.scipy
        return np.sum(ds.linalg.expm(a / 8)) + np.sum(ds.signal.correlate2d(a, B, "same"))

    np.testing.assert_allclose(dg.compile(dg.grad(loss))(A), dg.grad(loss)(A), rtol=1e-12)
    np.testing.assert_allclose(dg.compile(loss)(A), loss(A), rtol=1e-12)


def test_scipy_functions_without_a_derivgen_spelling_say_what_works() -> None:
    with pytest.raises(TypeError, match=r"scipy\.linalg\.det turned .* np\.linalg\.det is traced"):
        dg.grad(lambda a: scipy.linalg.det(a))(A)
    with pytest.raises(TypeError, match=r"scipy\.special\.comb turned .*derivgen has no "):
        dg.grad(lambda x: np.sum(scipy.special.comb(x, 2.0, exact=False) + 0 * x))(X)
