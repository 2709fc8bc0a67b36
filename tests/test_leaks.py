"""Values that slip out of a trace or past NumPy's protocols: each is right or refused."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pytest
from differences import central_gradient

import derivgen as dg

X = np.array([0.5, -1.0, 2.0])


def test_deepcopy_inside_f_keeps_the_derivative() -> None:
    def f(x: Any) -> Any:
        return np.sum(copy.deepcopy(x) ** 2 * np.arange(1.0, 4.0))

    value, g = dg.value_and_grad(f)(X)
    assert type(value) is not dg.trace.Box and value == pytest.approx(f(X))
    np.testing.assert_allclose(g, central_gradient(f, X), rtol=1e-7)
    nested = copy.deepcopy({"w": X})  # deepcopy of containers of traced arrays, too
    np.testing.assert_allclose(
        dg.grad(lambda x: np.sum(copy.deepcopy({"w": x})["w"] ** 3))(nested["w"]), 3 * X**2
    )


@pytest.mark.parametrize(
    "use",
    [
        lambda t: np.sin(t),
        lambda t: t + 1.0,
        lambda t: t[0],
        lambda t: np.sum(t, axis=0),
        lambda t: t.reshape(3, 1),
        lambda t: dg.grad(lambda y: np.sum(y * t))(X),
        lambda t: dg.jvp(lambda y: np.sum(y * t), (X,), (X,)),
    ],
)
@pytest.mark.parametrize("transform", ["grad", "value_and_grad", "vjp", "jvp", "hessian"])
def test_a_leaked_traced_array_raises_unexpected_tracer_error(transform: str, use: Any) -> None:
    kept: list[Any] = []

    def f(x: Any) -> Any:
        kept.append(x * 2.0)
        return np.sum(x**2)

    if transform == "vjp":
        dg.vjp(f, X)
    elif transform == "jvp":
        dg.jvp(f, (X,), (X,))
    else:
        getattr(dg, transform)(f)(X)
    mode = "forward-mode" if transform == "jvp" else "differentiation"
    with pytest.raises(dg.UnexpectedTracerError, match=f"{mode}.*escaped its trace"):
        use(kept[0])


def test_frompyfunc_is_refused_naming_it() -> None:
    square = np.frompyfunc(lambda t: t * t, 1, 1)
    with pytest.raises(TypeError, match=r"np\.frompyfunc.*np\.stack"):
        dg.grad(lambda x: np.sum(square(x)))(X)


def test_vectorize_is_refused_naming_it() -> None:
    with pytest.raises(TypeError, match=r"np\.vectorize calls the function on plain elements"):
        dg.grad(lambda x: np.sum(np.vectorize(lambda t: t * t)(x)))(X)
    # the spelling the error names works
    f = lambda x: np.sum(np.stack([t * t for t in x]))  # noqa: E731
    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-7)


class Overriding(np.ndarray):
    """np.sin computes something else on it."""

    def __array_ufunc__(self, ufunc: Any, method: str, *inputs: Any, **kwargs: Any) -> Any:
        plain = [np.asarray(i) if isinstance(i, np.ndarray) else i for i in inputs]
        result = getattr(np.cos if ufunc is np.sin else ufunc, method)(*plain, **kwargs)
        return result.view(Overriding) if isinstance(result, np.ndarray) else result


def test_an_overriding_subclass_is_refused_naming_it() -> None:
    with pytest.raises(TypeError, match=r"argument 0 is a Overriding.*np\.asarray"):
        dg.grad(lambda x: np.sum(np.sin(x)))(X.view(Overriding))
    with pytest.raises(TypeError, match=r"Overriding.*np\.asarray"):
        dg.jvp(lambda x: np.sum(np.sin(x)), (X.view(Overriding),), (X,))
    # a constant of it in an op on a traced array: the op's forward runs the override, whose
    # derivative derivgen cannot know
    c = np.array([0.1, 0.2, 0.3]).view(Overriding)
    for transform in (dg.grad, lambda f: lambda x: dg.jvp(f, (x,), (X,))):
        with pytest.raises(TypeError, match=r"np\.add on a traced array gave a Overriding"):
            transform(lambda x: np.sum(np.add(x, c) * x))(X)
    # with the subclass first, NumPy calls its override, which sees the traced array itself:
    # whatever it computes from it is traced, so value and gradient agree
    f = lambda x: np.sum(np.add(c, x) * x)  # noqa: E731
    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-7)


def test_a_plain_subclass_still_works() -> None:
    class Plain(np.ndarray):
        pass

    np.testing.assert_allclose(dg.grad(lambda x: np.sum(np.sin(x)))(X.view(Plain)), np.cos(X))


def test_a_leaked_traced_array_in_a_custom_rule_raises() -> None:
    @dg.custom_vjp
    def double(x: Any) -> Any:
        return 2.0 * x

    double.defvjp(lambda x: (2.0 * x, None), lambda res, g: (2.0 * g,))
    kept: list[Any] = []
    dg.grad(lambda x: (kept.append(x), np.sum(double(x)))[1])(X)
    with pytest.raises(dg.UnexpectedTracerError):
        double(kept[0])
