"""derivgen.scipy.stats: values match scipy.stats, gradients match central differences and JAX."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
import scipy.stats

import derivgen as dg
import derivgen.scipy.stats as dst

RNG = np.random.default_rng(0)
X = RNG.uniform(-2.5, 2.5, 6)
POSITIVE = RNG.uniform(0.2, 3.0, 6)
UNIT = RNG.uniform(0.05, 0.95, 6)
Q = RNG.uniform(0.05, 0.95, 6)

# (distribution, x for the densities, shape parameters, which shapes are differentiable in
# the cdf family, whether ppf is there)
CONTINUOUS = [
    ("norm", X, {}),
    ("t", X, {"df": np.array(3.5)}),
    ("gamma", POSITIVE, {"a": np.array(2.5)}),
    ("beta", UNIT, {"a": np.array(2.2), "b": np.array(1.7)}),
    ("expon", POSITIVE, {}),
    ("laplace", X, {}),
    ("cauchy", X, {}),
    ("lognorm", POSITIVE, {"s": np.array(0.7)}),
    ("logistic", X, {}),
]
DENSITY = ("logpdf", "pdf")
TAILS = ("cdf", "logcdf", "sf", "logsf")
# Methods whose shape parameter has no derivative in closed form (incomplete gamma / beta).
NO_SHAPE_DERIVATIVE = {"t", "gamma", "beta"}
LOC, SCALE = np.array(0.3), np.array(1.4)


def _cases() -> list[tuple[str, str, np.ndarray, dict[str, np.ndarray]]]:
    cases = []
    for name, x, shapes in CONTINUOUS:
        for method in (*DENSITY, *TAILS, "ppf"):
            cases.append((name, method, Q if method == "ppf" else x, shapes))
    return cases


CASES = _cases()


def _x_of(name: str, method: str, x: np.ndarray) -> np.ndarray:
    # loc and scale move the support: keep the points inside it
    return (
        x
        if method == "ppf" or name not in ("gamma", "beta", "expon", "lognorm")
        else LOC + SCALE * x
    )


@pytest.mark.parametrize("name, method, x, shapes", CASES, ids=[f"{c[0]}.{c[1]}" for c in CASES])
def test_continuous_values_and_gradients(name, method, x, shapes) -> None:
    ours = getattr(getattr(dst, name), method)
    theirs = getattr(getattr(scipy.stats, name), method)
    x = _x_of(name, method, x)
    kwargs = {**shapes, "loc": LOC, "scale": SCALE}
    np.testing.assert_allclose(ours(x, **kwargs), theirs(x, **kwargs), rtol=1e-9, atol=1e-12)
    dg.gradcheck(lambda x_: ours(x_, **kwargs), x)
    for key in ("loc", "scale", *shapes):
        if key in shapes and name in NO_SHAPE_DERIVATIVE and method not in DENSITY:
            with pytest.raises(TypeError, match=f"scipy.stats.{name}.{method}: .* in {key}"):
                dg.grad(lambda v, key=key: ours(x, **{**kwargs, key: v}).sum())(kwargs[key])
            continue
        dg.gradcheck(lambda v, key=key: ours(x, **{**kwargs, key: v}), kwargs[key])


# Points where a composite could take a wrong or NaN gradient: the centre (|z| and the
# incomplete beta's infinite slope at 1 meet there) and just off it.
SPECIAL_POINTS = np.array([0.0, 1e-3, -1e-3, 1.0])


@pytest.mark.parametrize("name", ["norm", "t", "laplace", "cauchy", "logistic"])
@pytest.mark.parametrize("method", [*DENSITY, *TAILS])
def test_gradients_at_the_centre_are_central_differences(name, method) -> None:
    from differences import central_gradient

    shapes = next(case[2] for case in CONTINUOUS if case[0] == name)
    ours = getattr(getattr(dst, name), method)
    theirs = getattr(getattr(scipy.stats, name), method)
    got = dg.grad(lambda x: np.sum(ours(x, **shapes, loc=LOC, scale=SCALE)))(LOC + SPECIAL_POINTS)
    want = central_gradient(
        lambda x: float(np.sum(theirs(x, **shapes, loc=LOC, scale=SCALE))), LOC + SPECIAL_POINTS
    )
    if name == "laplace" and method in DENSITY:
        got, want = got[1:], want[1:]  # the density's kink at the centre itself
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-8)


@pytest.mark.parametrize("name, x, shapes", CONTINUOUS, ids=[c[0] for c in CONTINUOUS])
def test_ppf_gradient_at_the_median_and_the_tails(name, x, shapes) -> None:
    from differences import central_gradient

    q = np.array([0.5, 0.501, 0.499, 0.01, 0.99])
    ours, theirs = getattr(dst, name).ppf, getattr(scipy.stats, name).ppf
    got = dg.grad(lambda p: np.sum(ours(p, **shapes)))(q)
    want = central_gradient(lambda p: float(np.sum(theirs(p, **shapes))), q, eps=1e-7)
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_positional_shape_loc_scale_as_scipy() -> None:
    np.testing.assert_allclose(
        dst.t.logpdf(X, 4.0, 0.5, 2.0), scipy.stats.t.logpdf(X, 4.0, 0.5, 2.0), rtol=1e-12
    )
    np.testing.assert_allclose(dst.norm.cdf(X, 1.0, 3.0), scipy.stats.norm.cdf(X, 1.0, 3.0))
    with pytest.raises(TypeError, match="missing shape parameter df"):
        dst.t.logpdf(X)


def test_outside_the_support_as_scipy() -> None:
    x = np.array([-1.0, 0.0, 0.5, 2.0])
    for name, shapes in [("gamma", {"a": 1.0}), ("expon", {}), ("lognorm", {"s": 0.5}),
                         ("beta", {"a": 2.0, "b": 3.0})]:  # fmt: skip
        for method in ("logpdf", "pdf", "cdf", "sf"):
            ours = getattr(getattr(dst, name), method)(x, **shapes)
            theirs = getattr(getattr(scipy.stats, name), method)(x, **shapes)
            np.testing.assert_allclose(ours, theirs, rtol=1e-12, err_msg=f"{name}.{method}")
        inside_and_out = np.array([-1.0, 0.5, 2.0])
        g = dg.grad(lambda x_, n=name, s=shapes: getattr(dst, n).logpdf(x_, **s)[1])(inside_and_out)
        assert np.all(np.isfinite(g)), (name, g)


K = np.array([0.0, 1.0, 3.0, 7.0])

DISCRETE = [
    ("poisson", {"mu": np.array(2.3)}, ()),
    ("binom", {"n": np.array(9.0), "p": np.array(0.35)}, ("n",)),
    ("nbinom", {"n": np.array(4.0), "p": np.array(0.6)}, ("n",)),
]


@pytest.mark.parametrize("name, params, fixed", DISCRETE, ids=[c[0] for c in DISCRETE])
@pytest.mark.parametrize("method", ["logpmf", "pmf", "cdf", "logcdf", "sf", "logsf"])
def test_discrete_values_and_gradients(name, params, fixed, method) -> None:
    ours = getattr(getattr(dst, name), method)
    theirs = getattr(getattr(scipy.stats, name), method)
    np.testing.assert_allclose(ours(K, **params), theirs(K, **params), rtol=1e-9, atol=1e-14)
    for key in params:
        if key in fixed and method not in ("logpmf", "pmf"):
            with pytest.raises(TypeError, match=f"scipy.stats.{name}.{method}: .* in {key}"):
                dg.grad(lambda v, key=key: ours(K, **{**params, key: v}).sum())(params[key])
            continue
        dg.gradcheck(lambda v, key=key: ours(K, **{**params, key: v}), params[key])


def test_discrete_off_lattice_as_scipy() -> None:
    k = np.array([-1.0, 0.5, 2.0, 12.0])
    for name, params, _ in DISCRETE:
        for method in ("logpmf", "cdf", "sf"):
            ours = getattr(getattr(dst, name), method)(k, **params)
            theirs = getattr(getattr(scipy.stats, name), method)(k, **params)
            np.testing.assert_allclose(ours, theirs, rtol=1e-9, err_msg=f"{name}.{method}")


MEAN = np.array([0.5, -0.2, 1.0])
M = RNG.normal(size=(3, 3))
COV = M @ M.T + 0.5 * np.eye(3)
SAMPLES = RNG.normal(size=(4, 3))


def test_multivariate_normal() -> None:
    mvn, ref = dst.multivariate_normal, scipy.stats.multivariate_normal
    for args in [(SAMPLES, MEAN, COV), (SAMPLES[0], MEAN, COV), (SAMPLES, MEAN, 2.0),
                 (SAMPLES, MEAN, np.array([1.0, 2.0, 0.5])), (X,), (X, 0.5, 2.0)]:  # fmt: skip
        np.testing.assert_allclose(mvn.logpdf(*args), ref.logpdf(*args), rtol=1e-10)
        np.testing.assert_allclose(mvn.pdf(*args), ref.pdf(*args), rtol=1e-10)
    dg.gradcheck(lambda x: mvn.logpdf(x, MEAN, COV), SAMPLES)
    dg.gradcheck(lambda m: mvn.logpdf(SAMPLES, m, COV), MEAN)
    dg.gradcheck(lambda c: mvn.logpdf(SAMPLES, MEAN, (c + c.T) / 2), COV)


def test_dirichlet() -> None:
    alpha = np.array([1.5, 2.0, 3.0])
    x = RNG.dirichlet(alpha, 4).T  # components along the first axis, as SciPy
    for given in (x, x[:, 0], x[:2]):
        np.testing.assert_allclose(
            dst.dirichlet.logpdf(given, alpha), scipy.stats.dirichlet.logpdf(given, alpha)
        )
    np.testing.assert_allclose(dst.dirichlet.pdf(x, alpha), scipy.stats.dirichlet.pdf(x, alpha))
    dg.gradcheck(lambda a: dst.dirichlet.logpdf(x, a), alpha)
    dg.gradcheck(lambda y: dst.dirichlet.logpdf(y, alpha), x[:2])


def test_against_jax() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    jstats = pytest.importorskip("jax.scipy.stats")
    pairs = [
        ("norm", "logpdf", X, ()), ("norm", "cdf", X, ()), ("norm", "ppf", Q, ()),
        ("t", "logpdf", X, (3.5,)), ("gamma", "logpdf", POSITIVE, (2.5,)),
        ("beta", "logpdf", UNIT, (2.2, 1.7)), ("laplace", "logpdf", X, ()),
        ("cauchy", "logpdf", X, ()), ("logistic", "cdf", X, ()), ("expon", "logpdf", POSITIVE, ()),
    ]  # fmt: skip
    for name, method, x, shapes in pairs:
        ours = getattr(getattr(dst, name), method)
        theirs = getattr(getattr(jstats, name), method)
        for argnum in range(1 + len(shapes)):
            args = (x, *map(np.float64, shapes))

            def f(*a, fn=ours):
                return fn(*a).sum()

            def j(*a, fn=theirs):
                return fn(*a).sum()

            want = jax.grad(j, argnums=argnum)(*args)
            got = dg.grad(f, argnums=argnum)(*args)
            np.testing.assert_allclose(got, want, rtol=1e-8, err_msg=f"{name}.{method} {argnum}")


def test_distributions_pickle_by_reference() -> None:
    for name in dst.__all__:
        distribution = getattr(dst, name)
        assert pickle.loads(pickle.dumps(distribution)) is distribution


def test_discrete_and_multivariate_against_jax() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    jstats = pytest.importorskip("jax.scipy.stats")
    k = np.array([0.0, 2.0, 5.0])
    alpha = np.array([1.5, 2.0, 3.0])
    x = RNG.dirichlet(alpha, 4).T
    pairs = [  # (ours, JAX's, arguments, argnums to differentiate)
        (dst.poisson.logpmf, jstats.poisson.logpmf, (k, 2.3), (1,)),
        (dst.nbinom.logpmf, jstats.nbinom.logpmf, (k, 4.0, 0.6), (1, 2)),
        (dst.multivariate_normal.logpdf, jstats.multivariate_normal.logpdf,
         (SAMPLES, MEAN, COV), (0, 1)),
        # cov as np.linalg.cholesky reads it (its lower triangle); JAX's gradient is
        # symmetrised: they agree on a symmetric parametrisation
        (lambda x, m, c: dst.multivariate_normal.logpdf(x, m, (c + c.T) / 2),
         lambda x, m, c: jstats.multivariate_normal.logpdf(x, m, (c + c.T) / 2),
         (SAMPLES, MEAN, COV), (2,)),
        (dst.dirichlet.logpdf, jstats.dirichlet.logpdf, (x, alpha), (0, 1)),
    ]  # fmt: skip
    for ours, theirs, args, argnums in pairs:
        for argnum in argnums:
            want = jax.grad(lambda *a, fn=theirs: fn(*a).sum(), argnums=argnum)(*args)
            got = dg.grad(lambda *a, fn=ours: fn(*a).sum(), argnums=argnum)(*args)
            np.testing.assert_allclose(got, want, rtol=1e-8, atol=1e-12, err_msg=f"{ours} {argnum}")


@pytest.mark.parametrize(
    "path, call, x",
    [
        ("norm.logpdf", lambda x: scipy.stats.norm.logpdf(x, 0.5, 2.0), X),
        ("t.cdf", lambda x: scipy.stats.t.cdf(x, 3.0), X),
        ("gamma.logpdf", lambda x: scipy.stats.gamma.logpdf(x, 2.0), POSITIVE),
        ("poisson.logpmf", lambda mu: scipy.stats.poisson.logpmf(K, mu), np.array(2.0)),
        (
            "multivariate_normal.logpdf",
            lambda m: scipy.stats.multivariate_normal.logpdf(X, m),
            X[:1],
        ),
        ("dirichlet.logpdf", lambda a: scipy.stats.dirichlet.logpdf(UNIT[:3] / 2, a), POSITIVE[:3]),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_scipy_stats_on_a_traced_array_names_the_spelling(path, call, x) -> None:
    distribution, method = path.split(".")
    assert callable(getattr(getattr(dst, distribution), method))
    spelling = rf"scipy\.stats\.{path} turned .* call derivgen\.scipy\.stats\.{path} instead"
    with pytest.raises(TypeError, match=spelling):
        dg.grad(lambda v: np.sum(call(v)))(x)


def test_second_order() -> None:
    dg.gradgradcheck(lambda s: dst.norm.logpdf(X, 0.3, s), np.array(1.4))
    dg.gradgradcheck(lambda df: dst.t.logpdf(X, df), np.array(3.5))
    dg.gradgradcheck(lambda a: dst.gamma.logpdf(POSITIVE, a, scale=2.0), np.array(2.5))
    dg.gradgradcheck(lambda x: dst.logistic.logcdf(x), X)
    dg.gradgradcheck(lambda m: dst.multivariate_normal.logpdf(SAMPLES, m, COV), MEAN)
    dg.gradgradcheck(lambda p: dst.binom.logpmf(K, 9.0, p), np.array(0.35))
