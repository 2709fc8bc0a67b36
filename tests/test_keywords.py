"""NumPy 2 keyword arguments (clip's min/max, dtype=, casting=, where=, initial=) are traced."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import derivgen as dg

X = np.random.default_rng(1).uniform(-2.0, 2.0, (3, 4))
MASK = np.random.default_rng(2).random((3, 4)) < 0.6
MASK[:, 0] = True  # every row keeps an element, so means and max without initial exist

CALLS = {
    "clip min max": lambda x: np.clip(x, min=-1.0, max=1.2),
    "clip min only": lambda x: np.clip(x, min=0.3),
    "clip method": lambda x: x.clip(max=0.5),
    "vstack dtype casting": lambda x: np.vstack([x, 2 * x], dtype=np.float64, casting="same_kind"),
    "concatenate dtype": lambda x: np.concatenate([x, x[:1]], dtype=np.float64),
    "sum dtype": lambda x: np.sum(x, axis=0, dtype=np.float64),
    "sum where": lambda x: np.sum(x, axis=1, where=MASK),
    "sum where initial": lambda x: np.sum(x, where=MASK, initial=2.0),
    "mean where": lambda x: np.mean(x, axis=1, where=MASK, keepdims=True),
    "mean where all": lambda x: x.mean(where=MASK),
    "prod where": lambda x: np.prod(x, axis=0, where=MASK),
    "max initial": lambda x: np.max(x, axis=1, initial=0.7),
    "max where initial": lambda x: np.max(x, axis=0, where=MASK, initial=-5.0),
    "min where initial method": lambda x: x.min(axis=1, where=MASK, initial=5.0),
}


@pytest.mark.parametrize("name", list(CALLS))
def test_keyword_call(name: str) -> None:
    f = CALLS[name]
    out, _ = dg.vjp(f, X)
    np.testing.assert_allclose(out, f(X), rtol=1e-13)  # NumPy's own values
    dg.gradcheck(f, X)


def test_row_stack_works() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        f = lambda x: np.row_stack([x, 3 * x])  # noqa: E731
        dg.gradcheck(f, X)


def test_max_where_without_initial_is_refused() -> None:
    with pytest.raises(ValueError, match="initial"):
        dg.grad(lambda x: np.max(x, where=MASK))(X)


# NumPy's own positional order, past what the op takes by position: (a, axis, dtype, out,
# keepdims, initial/ddof, where). Each positional argument must mean what it means to NumPy.
POSITIONAL_CALLS = {
    "sum dtype": lambda x: np.sum(x, 0, np.float64),
    "sum keepdims": lambda x: np.sum(x * x, 1, None, None, True) * np.arange(1.0, 4.0)[:, None],
    "mean keepdims": lambda x: np.mean(np.sin(x), 0, None, None, True) * np.arange(1.0, 5.0),
    "max keepdims": lambda x: np.max(x, 1, None, True) * np.arange(1.0, 4.0)[:, None],
    "std ddof": lambda x: np.std(x, 0, None, None, 1),
    "prod initial": lambda x: np.prod(x, 1, None, None, False, 2.0),
}


@pytest.mark.parametrize("name", sorted(POSITIONAL_CALLS))
def test_numpy_positional_arguments_keep_numpy_meaning(name: str) -> None:
    from tests.differences import central_gradient

    call = POSITIONAL_CALLS[name]
    np.testing.assert_allclose(
        dg.grad(lambda x: call(x).sum())(X),
        central_gradient(lambda x: float(call(x).sum()), X),
        rtol=1e-6,
        atol=1e-7,
    )


def test_positional_arguments_never_fill_keyword_only_parameters() -> None:
    from derivgen.ops.binding import by_name

    with pytest.raises(TypeError, match=r"sum\(\) takes 2 positional arguments"):
        by_name("sum").bind([X, 0, True], None)  # keepdims is keyword-only in the op
