"""Traced calls of SciPy's own names reach their ops: values match SciPy, gradients check."""

from __future__ import annotations

import numpy as np
import pytest
import scipy.linalg
import scipy.signal
import scipy.special

import derivgen as dg

RNG = np.random.default_rng(0)
X = RNG.uniform(-2, 2, (3, 4))
A = RNG.uniform(-0.5, 0.5, (3, 3)) + 4 * np.eye(3)
B = RNG.uniform(-1, 1, (3, 2))

# (name, function of one array, its input): each calls a SciPy name on a traced array.
CALLS = [
    ("logsumexp", lambda x: scipy.special.logsumexp(x, axis=1), X),
    ("logsumexp all axes", lambda x: scipy.special.logsumexp(x), X),
    ("softmax (every axis by default)", lambda x: scipy.special.softmax(x), X),
    ("softmax axis", lambda x: scipy.special.softmax(x, axis=0), X),
    ("log_softmax", lambda x: scipy.special.log_softmax(x, axis=1), X),
    ("polygamma", lambda x: scipy.special.polygamma(1, x), np.abs(X) + 0.5),
    ("softplus", lambda x: scipy.special.softplus(x), X),
    ("zeta", lambda x: scipy.special.zeta(x), np.abs(X) + 1.5),
    ("zeta in q", lambda q: scipy.special.zeta(2.5, q), np.abs(X) + 0.5),
    ("expm", lambda a: scipy.linalg.expm(a), A / 4),
    ("logm", lambda a: scipy.linalg.logm(a), A),
    ("sqrtm", lambda a: scipy.linalg.sqrtm(a), A),
    ("solve_triangular", lambda a: scipy.linalg.solve_triangular(a, B, lower=True), A),
    ("solve assume_a", lambda a: scipy.linalg.solve(a, B, assume_a="pos"), A @ A.T),
    ("solve", lambda b: scipy.linalg.solve(A, b), B),
    # scipy leaves junk in the unused triangle; derivgen zeros it (cho_solve never reads it)
    ("cho_factor", lambda a: np.triu(scipy.linalg.cho_factor(a)[0]), A @ A.T),
    ("cho_solve", lambda a: scipy.linalg.cho_solve(scipy.linalg.cho_factor(a), B), A @ A.T),
    ("lu_factor", lambda a: scipy.linalg.lu_factor(a)[0], A),
    ("lu_solve", lambda a: scipy.linalg.lu_solve(scipy.linalg.lu_factor(a), B, trans=1), A),
    ("convolve", lambda x: scipy.signal.convolve(x, B, mode="same"), X),
    ("correlate", lambda x: scipy.signal.correlate(x, B), X),
    # 'valid' with in2 the larger: SciPy swaps the inputs (and flips the result)
    ("correlate valid, in2 larger", lambda x: scipy.signal.correlate(B, x, mode="valid"), X),
    ("correlate valid, in1 smaller", lambda b: scipy.signal.correlate(b, X, "valid"), B),
    ("convolve valid, in2 larger", lambda x: scipy.signal.convolve(B, x, mode="valid"), X),
    ("fftconvolve", lambda x: scipy.signal.fftconvolve(x, B, mode="valid"), X),
    ("fftconvolve axes int", lambda x: scipy.signal.fftconvolve(x, X[:, :2], axes=1), X),
    # axis 0 is not convolved: an input of one row broadcasts along it
    ("fftconvolve axes same", lambda x: scipy.signal.fftconvolve(x, X[:1, :3], "same", [-1]), X),
    ("fftconvolve axes broadcast", lambda x: scipy.signal.fftconvolve(x, X, "same", -1), X[:1]),
    ("fftconvolve axes in2", lambda b: scipy.signal.fftconvolve(X, b, "valid", axes=(1,)), B),
]


@pytest.mark.parametrize("name, f, x", CALLS, ids=[c[0] for c in CALLS])
def test_scipy_name_is_traced(name, f, x) -> None:
    out, _ = dg.vjp(f, x)
    np.testing.assert_allclose(out, f(x), rtol=1e-10, atol=1e-12)  # plain call: SciPy's own
    dg.gradcheck(f, x)


def test_unsupported_options_are_refused() -> None:
    with pytest.raises(TypeError, match="return_sign"):
        dg.grad(lambda x: scipy.special.logsumexp(x, return_sign=True)[0])(X)
    with pytest.raises(ValueError, match="assume_a"):
        dg.grad(lambda a: scipy.linalg.solve(a, B, assume_a="banded").sum())(A)


def test_plain_calls_still_reach_scipy() -> None:
    dg.grad(lambda x: scipy.special.logsumexp(x))(X)  # installs the routes
    assert scipy.special.logsumexp(X) == pytest.approx(np.log(np.exp(X).sum()))
    assert scipy.linalg.expm.__derivgen_original__ is not None


def _scipy_functions() -> list[tuple[str, object]]:
    """Every SciPy function the spec or the routes name, with the op it must resolve to."""
    from derivgen.scipy_names import ROUTES

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
    original = getattr(function, "__derivgen_original__", function)
    for given in (function, original):  # SciPy's own object, and the one routed at a trace
        assert dg.op_info(given).name == op
        assert dg.get_backward(given) is dg.op_info(op).backward
    from derivgen.cli import resolve

    assert resolve(path).name == op  # derivgen show scipy.linalg.expm


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
        original = getattr(function, "__derivgen_original__", function)
        for given in (function, original):
            g = dg.get_grad(given, argnums)(*args, **kwargs)

            def f(y, original=original, args=args, kwargs=kwargs, argnums=argnums):
                return original(*args[:argnums], y, *args[argnums + 1 :], **kwargs)

            np.testing.assert_allclose(g, _central(f, args[argnums]), rtol=1e-6, atol=1e-7)


def test_vjp_of_a_scipy_function_object_takes_scipy_arguments() -> None:
    original = scipy.special.log_softmax.__dict__.get("__derivgen_original__")
    for given in (scipy.special.log_softmax, original or scipy.special.log_softmax):
        out, pullback = dg.vjp(given, X)  # every axis, as SciPy's default
        np.testing.assert_allclose(out, scipy.special.log_softmax(X), rtol=1e-12)
        (g,) = pullback(np.ones_like(X))
        np.testing.assert_allclose(
            g, _central(getattr(given, "__derivgen_original__", given), X), rtol=1e-6, atol=1e-7
        )
