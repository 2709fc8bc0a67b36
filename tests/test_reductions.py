"""Reductions, scans and shape ops: conventions the generic op tests cannot pin down."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg

R = np.random.default_rng(7)


def rand(*shape: int) -> np.ndarray:
    return R.uniform(-1.5, 1.5, size=shape)


@pytest.mark.parametrize("kind", [None, "quicksort", "stable", "heapsort"])
def test_sort_ties_follow_a_stable_argsort(kind) -> None:
    """The k-th of tied inputs (in input order) gets the cotangent of the k-th tied place."""
    x = np.array([2.0, 1.0, 2.0, 1.0])
    _, pullback = dg.vjp(lambda x: np.sort(x, kind=kind), x)
    (g,) = pullback(np.array([10.0, 20.0, 30.0, 40.0]))
    np.testing.assert_array_equal(g, [30.0, 10.0, 40.0, 20.0])


def test_sort_ties_along_an_axis() -> None:
    x = np.array([[1.0, 0.0], [1.0, 0.0], [0.0, 0.0]])
    _, pullback = dg.vjp(lambda x: np.sort(x, axis=0), x)
    (g,) = pullback(np.array([[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]))
    np.testing.assert_array_equal(g, [[2.0, 4.0], [3.0, 5.0], [1.0, 6.0]])


@pytest.mark.parametrize("value", [0.1, 2.0, -7.3, 1e-300])
def test_std_of_a_constant_has_gradient_zero(value: float) -> None:
    x = np.full((3, 4), value)
    for kwargs in ({}, {"axis": 0}, {"axis": (0, 1), "ddof": 1}, {"axis": -1, "keepdims": True}):
        g = dg.grad(lambda x, kw=kwargs: np.sum(np.std(x, **kw)))(x)
        np.testing.assert_array_equal(g, np.zeros_like(x))


def test_std_gradient_of_a_partly_constant_input() -> None:
    x = np.array([[1.0, 1.0, 1.0], [0.0, 1.0, 2.0]])
    g = dg.grad(lambda x: np.sum(np.std(x, axis=1, ddof=1)))(x)
    np.testing.assert_allclose(g, [[0.0, 0.0, 0.0], [-0.5, 0.0, 0.5]], rtol=1e-15)


def test_cumprod_with_several_zeros_is_exact_to_second_order() -> None:
    x = np.array([0.0, 3.0, 0.0, 2.0, 0.0])
    f = lambda x: np.sum(np.cumprod(x) * np.arange(1.0, 6.0))  # noqa: E731
    # d/dx0 = 1 + 2 x1 + 3 x1 x2 + ... = 1 + 6; the others multiply x0 = 0
    np.testing.assert_array_equal(dg.grad(f)(x), [7.0, 0.0, 0.0, 0.0, 0.0])
    # d2/dx0 dx1 = 2 + 3 x2 + ... = 2; d2/dx1 dx2 = 0 (x0 = 0)
    h = dg.hessian(f)(x)
    assert h[0, 1] == 2.0 and h[1, 2] == 0.0 and np.all(np.isfinite(h))
    dg.gradcheck(f, x)
    dg.gradgradcheck(f, x)


COMPOSITES = {
    "std-ddof-keepdims": (lambda x: x / np.std(x, axis=0, ddof=1, keepdims=True), [rand(4, 3)]),
    "var-tuple-axis": (lambda x: np.var(np.sin(x), axis=(0, 2)), [rand(2, 3, 4)]),
    "average-weights-kw": (
        lambda x, w: np.average(x, axis=1, weights=np.exp(w)),
        [rand(3, 4), rand(4)],
    ),
    "amax-amin-ptp": (
        lambda x: np.amax(x, axis=0) - np.amin(x, axis=1).sum() + np.ptp(x),
        [rand(3, 4)],
    ),
    "trace-offset": (lambda a: np.trace(a @ a, offset=1), [rand(3, 3)]),
    "cumsum-cumprod": (lambda x: np.cumprod(np.cumsum(x, axis=1), axis=0), [rand(3, 4)]),
    "stacks": (
        lambda a, b: (
            np.column_stack([a, b]).sum()
            + np.vstack([a, b]) * np.hstack([a, b])[:3]
            + np.dstack([a, b]).sum()
        ),
        [rand(3), rand(3)],
    ),
    "stack-split": (
        lambda a, b: np.array_split(np.stack([a, b], axis=-1), 2, axis=1)[1] ** 2.0,
        [rand(2, 5), rand(2, 5)],
    ),
    "flips-roll-rot": (
        lambda x: np.roll(np.rot90(np.flip(x, 0)), 2, axis=1) * np.fliplr(np.flipud(x)).T,
        [rand(3, 3)],
    ),
    "tile-repeat": (
        lambda x: np.tile(x, (2, 1)) * np.repeat(x, [3, 0, 3], axis=0)[:, :1],
        [rand(3, 2)],
    ),
    "diag-triu-pad": (
        lambda x: (
            np.pad(np.triu(x, 1) + np.diag(np.diag(x)), ((1, 0), (0, 2)), constant_values=3.0)
            ** 2.0
        ),
        [rand(3, 3)],
    ),
    "diff-moveaxis-ravel": (
        lambda x: np.ravel(np.moveaxis(np.diff(x, n=2, axis=1), 0, -1)) ** 3.0,
        [rand(2, 5, 3)],
    ),
    "sort-take-along-axis": (
        lambda x: np.take_along_axis(np.sort(x, axis=0), np.array([[0, 2, 2, 1]]), axis=0) ** 2.0,
        [rand(3, 4)],
    ),
    "nansum-nanmean": (lambda x: np.nansum(x**2.0, axis=0) + np.nanmean(x), [rand(3, 2)]),
    "atleast": (lambda x: np.atleast_3d(x) * np.atleast_2d(x).sum(), [rand(3)]),
}


@pytest.mark.parametrize("name", sorted(COMPOSITES))
def test_plain_numpy_calls_are_traced(name: str) -> None:
    f, xs = COMPOSITES[name]
    dg.gradcheck(f, *xs)
    dg.gradgradcheck(f, *xs)
