"""Issue 26: a newcomer's first hour. Crashes that became answers, and messages that point
the right way (each test reads the message)."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg
import derivgen.numpy as dnp
from tests.differences import central_gradient

X = np.array([0.5, -1.0, 2.0])
M = np.arange(6.0).reshape(2, 3) / 4.0


# -- section 1: crashes -------------------------------------------------------------------


def _block_loss(g: np.ndarray) -> object:
    corner = np.ones((1, 1)) * g[0, 0]
    tiled = np.block([[g, np.ones((2, 1))], [np.zeros((1, 3)), corner]])
    return np.sum(tiled**2 * np.arange(1.0, 5.0))


@pytest.mark.parametrize("block", [np.block, dnp.block], ids=["numpy", "derivgen.numpy"])
def test_block_of_nested_traced_lists_is_differentiated(block: object) -> None:
    def f(g: np.ndarray) -> object:
        return np.sum(block([[g, g]]) ** 2 * np.arange(1.0, 5.0))  # type: ignore[operator]

    x = np.array([0.5, -1.0])
    np.testing.assert_allclose(dg.grad(f)(x), central_gradient(f, x), rtol=1e-7)
    np.testing.assert_allclose(dg.grad(_block_loss)(M), central_gradient(_block_loss, M), rtol=1e-7)
    np.testing.assert_allclose(dg.compile(dg.grad(_block_loss))(M), dg.grad(_block_loss)(M))


def test_block_keeps_numpy_shapes_and_errors() -> None:
    shape = dg.grad(lambda g: np.block([[[g]]]).sum() * 0.0 + np.block([[[g]]]).shape[0])
    assert shape(X).shape == X.shape and np.block([[[X]]]).shape == (1, 1, 3)
    with pytest.raises(ValueError, match="List depths are mismatched"):
        dg.grad(lambda g: np.block([[g], g]).sum())(X)
    with pytest.raises(TypeError, match="arrays is a tuple"):
        dg.grad(lambda g: np.block(([g],)).sum())(X)


@pytest.mark.parametrize(
    "f",
    [
        lambda g: np.stack([[g, g]]).sum(),
        lambda g: np.array([[g, g], [g, g]]).sum(),
        lambda g: np.concatenate([[g, g]]).sum(),
        lambda g: np.vstack([[g], [g]]).sum(),
    ],
    ids=["stack", "array", "concatenate", "vstack"],
)
def test_nested_lists_never_recurse(f: object) -> None:
    """NumPy functions given lists of lists of traced values raise a TypeError naming
    np.stack, never a RecursionError; derivgen.numpy's spellings differentiate them."""
    with pytest.raises(TypeError, match="np.stack"):
        dg.grad(f)(X)  # type: ignore[arg-type]


def test_derivgen_numpy_takes_nested_lists() -> None:
    f = lambda g: np.sum(dnp.stack([[g, 2 * g]]) ** 2) + np.sum(dnp.array([[g], [g**2]]))  # noqa: E731
    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-7)


def _array_of_list(x: np.ndarray) -> object:
    out = [x[0], x[1]]
    return np.array(out).sum()


def _array_of_literal(x: np.ndarray) -> object:
    return np.array([x[0], x[1]]).sum()


def _array_of_array(x: np.ndarray) -> object:
    return np.array(x).sum()


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compile"])
def test_array_of_a_list_names_stack_from_its_runtime_value(compiled: bool) -> None:
    wrap = dg.compile if compiled else (lambda f: f)
    with pytest.raises(TypeError) as error:
        wrap(dg.grad(_array_of_list))(X)
    assert "np.stack(out)" in str(error.value) and "derivgen.numpy" in str(error.value)
    assert "needs no np.array" not in str(error.value)
    with pytest.raises(TypeError, match=r"np.stack\(\[...\]\)"):
        wrap(dg.grad(_array_of_literal))(X)
    with pytest.raises(TypeError, match=r"needs no np.array\(\)"):
        wrap(dg.grad(_array_of_array))(X)


def _scaled(x: np.ndarray, c: np.ndarray) -> object:
    return np.sum(x * np.array([c[0], c[1]]) ** 2)


def test_compile_runs_an_array_built_from_an_argument_not_differentiated() -> None:
    g = dg.compile(dg.grad(_scaled))
    for c in (np.array([2.0, 3.0]), np.array([5.0, -7.0])):
        expected = central_gradient(lambda x: _scaled(x, c), X[:2])  # noqa: B023
        np.testing.assert_allclose(g(X[:2], c), expected, rtol=1e-7)
        np.testing.assert_allclose(g(X[:2], c), dg.grad(_scaled)(X[:2], c))
    assert g.cache_info().guard_failures >= 1  # the new c traced again: never a stale value


# -- section 2: messages that point the right way -----------------------------------------


def test_a_list_input_is_a_pytree_of_scalars_and_the_message_says_so() -> None:
    with pytest.raises(TypeError) as error:
        dg.grad(lambda x: np.tanh(x).sum())([0.0, 1.0, 2.0])
    message = str(error.value)
    assert "x is a Python list of 3 values" in message and "pytree of 3 scalars" in message
    assert "np.asarray([...])" in message


def test_jit_is_compile() -> None:
    assert dg.jit is dg.compile
    g = dg.jit(dg.grad(lambda x: np.sum(np.sin(x))))
    np.testing.assert_allclose(g(X), np.cos(X))


@pytest.mark.parametrize(
    "wrap",
    [lambda f: dg.grad(lambda x: f(x).sum()), dg.compile, dg.vmap],
    ids=["grad", "compile", "vmap"],
)
def test_at_set_names_index_assignment(wrap: object) -> None:
    with pytest.raises(AttributeError) as error:
        wrap(lambda x: x.at[0].set(2.0))(np.ones((2, 2)))  # type: ignore[operator]
    assert "y = x.copy(); y[index] = value" in str(error.value)


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: dg.grad(lambda x: x.no_such_name)(X), "'TracedArray' object"),
        (lambda: dg.vmap(lambda x: x.no_such_name)(M), "'BatchedArray' object"),
        (lambda: dg.grad(lambda x: (x + "a").sum())(X), ""),
    ],
)
def test_no_internal_class_name_in_messages(call: object, name: str) -> None:
    with pytest.raises((AttributeError, TypeError)) as error:
        call()  # type: ignore[operator]
    assert name in str(error.value)
    assert "Box" not in str(error.value) and "Batched'" not in str(error.value)


def test_index_assignment_is_what_the_at_message_promises() -> None:
    def f(x: np.ndarray) -> object:
        y = x.copy()
        y[0] = 2.0 * x[1]
        return np.sum(y**2)

    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-7)


def test_an_int_input_is_told_to_pass_a_float() -> None:
    with pytest.raises(TypeError, match=r"pass 3\.0 or float\(x\)"):
        dg.grad(lambda x: x**2)(3)
    with pytest.raises(TypeError, match=r"x\.astype\(float\)"):
        dg.grad(lambda x: (x**2).sum())(np.arange(3))
    assert dg.grad(lambda x: x**2)(3.0) == 6.0


def test_get_grad_takes_a_tuple_of_argnums_as_grad_does() -> None:
    a, b = X, np.array([2.0, 0.5, -1.5])
    ga, gb = dg.get_grad(np.multiply, argnums=(0, 1))(a, b)
    np.testing.assert_array_equal(ga, b)
    np.testing.assert_array_equal(gb, a)
    expected = dg.grad(lambda u, v: np.sum(u * v), argnums=(0, 1))(a, b)
    assert len(expected) == 2 and all(
        np.array_equal(g, e) for g, e in zip((ga, gb), expected, strict=True)
    )
    with pytest.raises(TypeError, match="not a list"):
        dg.get_grad(np.add, argnums=[0, 1])  # type: ignore[arg-type]


@pytest.mark.parametrize("transform", [dg.grad, dg.value_and_grad, dg.jacobian, dg.hessian])
def test_argnums_as_a_list_is_a_type_error(transform: object) -> None:
    with pytest.raises(TypeError, match=r"not a list: write argnums=\(0, 1\)"):
        transform(lambda a, b: np.sum(a * b), argnums=[0, 1])(X, X)  # type: ignore[operator]


def test_hvp_without_tuples_names_hvp() -> None:
    with pytest.raises(TypeError, match=r"hvp takes primals.*hvp\(f, \(x,\), \(v,\)\)"):
        dg.hvp(lambda x: np.sum(x**3), X, X)  # type: ignore[arg-type]
    np.testing.assert_allclose(dg.hvp(lambda x: np.sum(x**3), (X,), (X,)), 6 * X * X)


def test_a_backward_called_with_the_wrong_saved_value_names_the_right_one() -> None:
    backward = dg.get_backward("tanh")
    with pytest.raises(TypeError) as error:
        backward(np.ones(3), self=X)
    assert str(error.value) == (
        "tanh_backward saves result, not self: call it with result=np.tanh(x)"
    )
    np.testing.assert_allclose(backward(np.ones(3), result=np.tanh(X)), 1 - np.tanh(X) ** 2)
    assert backward is dg.get_backward(np.tanh) and backward.__name__ == "tanh_backward"


# -- section 3: where derivgen writes -----------------------------------------------------


@pytest.mark.parametrize(
    "environment",
    [{"DERIVGEN_CACHE_DIR": "/tmp/dg-cache"}, {"XDG_CACHE_HOME": "/tmp/xdg"}, {}],
    ids=["DERIVGEN_CACHE_DIR", "XDG_CACHE_HOME", "default"],
)
def test_compile_and_the_generator_share_one_cache_folder(
    environment: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The README's "Where derivgen writes": one folder for both, as it says."""
    from derivgen.codegen.model.names import cache_folder
    from derivgen.compile import calibration

    for name in ("DERIVGEN_CACHE_DIR", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    folder = cache_folder()
    assert folder is not None and calibration._path() == folder / "calibration.json"
    if not environment:
        assert str(folder).endswith("/.cache/derivgen")
    monkeypatch.setenv("DERIVGEN_CACHE_DIR", "")  # empty: nothing is written
    assert cache_folder() is None and calibration._path() is None
