"""vmap of indexing and shape calls the spec's test cases do not reach: batched index arrays,
boolean masks, advanced indices split by a slice, None axes, per-example lengths; each
against a Python loop of the unbatched call, and the errors that replace a wrong number."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from derivgen.batching.rules import batch_call
from derivgen.ops.binding import prepared
from derivgen.ops.registry import ops

RNG = np.random.default_rng(0)
X = RNG.standard_normal((3, 4, 5, 6))  # three examples of shape (4, 5, 6)
IDX = np.array([[0, 2, 2], [3, 1, 0], [1, 1, 3]])  # one integer index array per example
MASK = RNG.random((4, 5)) < 0.5
MASK6 = np.array([True, False, True, False, False, True])  # three, as many as IDX has


def _loop(f: Callable[..., Any], *args: Any, in_axes: tuple[Any, ...]) -> Any:
    n = next(np.shape(a)[0] for a, ax in zip(args, in_axes, strict=True) if ax == 0)
    outs = [
        f(*[a[b] if ax == 0 else a for a, ax in zip(args, in_axes, strict=True)]) for b in range(n)
    ]
    if isinstance(outs[0], tuple | list):
        return type(outs[0])(np.stack([o[k] for o in outs]) for k in range(len(outs[0])))
    return np.stack(outs)


def _same(f: Callable[..., Any], *args: Any, in_axes: Any = 0) -> None:
    axes = in_axes if isinstance(in_axes, tuple) else (in_axes,) * len(args)
    want = _loop(f, *args, in_axes=axes)
    got = dg.vmap(f, in_axes=axes)(*args)
    if isinstance(want, tuple | list):
        for g, w in zip(got, want, strict=True):
            np.testing.assert_array_equal(g, w)
    else:
        assert np.shape(got) == np.shape(want)
        np.testing.assert_array_equal(got, want)


GETITEMS = {
    "int": lambda x: x[1],
    "slices": lambda x: x[1:3, ::-2],
    "ellipsis": lambda x: x[..., 2],
    "newaxis": lambda x: x[:, None, 1],
    "array": lambda x: x[[0, 2, 2]],
    "arrays together": lambda x: x[[0, 1], [4, 2]],
    "arrays split by a slice": lambda x: x[[0, 1], :, [4, 2]],
    "int and array split by a slice": lambda x: x[0, :, [1, 2, 5]],
    "array after a slice": lambda x: x[:, [3, 1]],
    "2-d array after a slice": lambda x: x[:, [[3, 1], [0, 0]], 2],
    "mask": lambda x: x[MASK],
    "mask after nothing, then slice": lambda x: x[MASK, 1:],
    "ellipsis covering nothing": lambda x: x[[0, 1], ..., [0, 1], :],
    "negative": lambda x: x[-1, [-1, -2]],
}


@pytest.mark.parametrize("name", GETITEMS)
def test_getitem_with_plain_indices(name: str) -> None:
    _same(GETITEMS[name], X)


BATCHED_GETITEMS = {
    "first axis": lambda x, i: x[i],
    "after a slice": lambda x, i: x[:, i],
    "split by a slice": lambda x, i: x[i, :, i],
    "with an int": lambda x, i: x[2, i],
    "with a plain array": lambda x, i: x[i[:, None], [[0, 1]]],
    "with an int split by a slice": lambda x, i: x[0, :, i],
    "with a mask of another axis": lambda x, i: x[i, :, MASK6],
    "after an ellipsis": lambda x, i: x[..., i],
    "ellipsis between": lambda x, i: x[i, ..., 0],
    "newaxis before": lambda x, i: x[None, :, i],
    "two batched arrays": lambda x, i: x[i, i[::-1]],
}


@pytest.mark.parametrize("name", BATCHED_GETITEMS)
def test_getitem_with_batched_index_arrays(name: str) -> None:
    _same(BATCHED_GETITEMS[name], X, IDX)


def test_batched_boolean_mask_raises_naming_where() -> None:
    masks = RNG.random((3, 4, 5, 6)) < 0.5
    with pytest.raises(TypeError, match=r"np\.where"):
        dg.vmap(lambda x, m: x[m])(X, masks)


@pytest.mark.parametrize("name", ["first axis", "after a slice", "with an int"])
def test_setitem_with_batched_indices_and_values(name: str) -> None:
    index = {
        "first axis": lambda i: i,
        "after a slice": lambda i: (slice(None), i),
        "with an int": lambda i: (2, i),
    }[name]

    def f(x: Any, i: Any, v: Any) -> Any:
        y = x * 1.0
        y[index(i)] = v
        return y

    values = RNG.standard_normal((3, 6))
    _same(f, X, IDX, values, in_axes=(0, 0, 0))
    _same(f, X, IDX, values[0], in_axes=(0, 0, None))


def test_setitem_value_broadcast_into_separated_advanced_indices() -> None:
    def f(x: Any, v: Any) -> Any:
        y = x * 1.0
        y[0, :, [1, 2]] = v  # the selection is (2, 5): advanced dims first
        return y

    _same(f, X, RNG.standard_normal((3, 2, 5)))
    _same(f, X, RNG.standard_normal((3, 5)))
    _same(f, X, RNG.standard_normal((3, 2, 1)))


@pytest.mark.parametrize("axis", [None, 0, 1, -1])
def test_take_with_batched_and_plain_indices(axis: Any) -> None:
    _same(lambda x, i: np.take(x, i, axis=axis), X, IDX)
    _same(lambda x: np.take(x, [[1, 0], [3, 3]], axis=axis), X)


@pytest.mark.parametrize("axis", [None, 0, 2])
def test_take_along_axis_with_batched_indices(axis: Any) -> None:
    if axis is None:
        idx = RNG.integers(0, 120, size=(3, 7))
    else:
        shape = [4, 5, 6]
        shape[axis] = 3
        idx = RNG.integers(0, 4, size=(3, *shape))
    _same(lambda x, i: np.take_along_axis(x, i, axis=axis), X, idx)


def test_take_rule_with_a_plain_array_and_batched_indices() -> None:
    """An unbatched array indexed by batched indices (the rule itself: a plain array's
    x[i] with a batched i does not reach the op)."""
    prep = prepared(ops()["take"])
    plain = RNG.standard_normal((4, 5))
    for axis in (None, 0, 1):
        got = batch_call(prep, [plain, IDX, axis], [False, True, False], 3)
        want = np.stack([np.take(plain, i, axis=axis) for i in IDX])
        np.testing.assert_array_equal(got, want)
    prep = prepared(ops()["getitem"])
    got = batch_call(prep, [plain, (slice(None), IDX)], [False, (False, True)], 3)
    np.testing.assert_array_equal(got, np.stack([plain[:, i] for i in IDX]))


SHAPE_CALLS = {
    "squeeze None, batch of 1": (lambda x: np.squeeze(x), RNG.standard_normal((1, 3, 1, 2))),
    "squeeze axis": (lambda x: np.squeeze(x, axis=-2), RNG.standard_normal((2, 3, 1, 2))),
    "transpose None": (lambda x: np.transpose(x), X),
    "x.T": (lambda x: x.T, X),
    "reshape -1": (lambda x: np.reshape(x, (-1, 3)), X),
    "roll None": (lambda x: np.roll(x, 7), X),
    "roll axes": (lambda x: np.roll(x, (1, -2), axis=(0, 2)), X),
    "flip None": (lambda x: np.flip(x), X),
    "concatenate None": (lambda x: np.concatenate([x, x[0]], axis=None), X),
    "hstack 1-d": (lambda x: np.hstack([x[0, 0], x[1, 1]]), X),
    "column_stack 1-d": (lambda x: np.column_stack([x[0, :, 0], x[0]]), X),
    "dstack": (lambda x: np.dstack([x[0], x[1]]), X),
    "dstack 1-d": (lambda x: np.dstack([x[0, 0], x[1, 0]]), X),
    "tile longer reps": (lambda x: np.tile(x[0], (2, 1, 3)), X),
    "repeat None": (lambda x: np.repeat(x[0], 2), X),
    "broadcast_to": (lambda x: np.broadcast_to(x[0, :, :1], (2, 5, 3)), X),
    "pad per-axis widths": (lambda x: np.pad(x, ((1, 0), (0, 2), (1, 1))), X),
    "pad reflect": (lambda x: np.pad(x, 2, mode="reflect"), X),
    "diag of 1-d": (lambda x: np.diag(x[0, 0], k=-2), X),
    "diag of 2-d": (lambda x: np.diag(x[0], k=1), X),
    "tril of 1-d": (lambda x: np.tril(x[0, 0], 1), X),
    "delete None": (lambda x: np.delete(x, [0, 7]), X),
    "append None": (lambda x: np.append(x[0], x[1, 0]), X),
    "split sections": (lambda x: np.split(x, 3, axis=-1), X),
    "array_split indices": (lambda x: np.array_split(x, [1, 3], axis=1), X),
    "meshgrid sparse": (lambda x: np.meshgrid(x[0, 0], x[1, 1], sparse=True), X),
    "meshgrid ij": (lambda x: np.meshgrid(x[0, 0], x[1, 1], x[2, 2], indexing="ij"), X),
    "broadcast_arrays": (lambda x: np.broadcast_arrays(x[0, :1], x[1, 0]), X),
    "average with 1-d weights": (
        lambda x: np.average(x, axis=1, weights=np.abs(x[0, :, 0]) + 1.0),
        X,
    ),
    "trapezoid with 1-d x": (lambda x: np.trapezoid(x, np.cumsum(np.abs(x[0, 0])), axis=-1), X),
}


@pytest.mark.parametrize("name", SHAPE_CALLS)
def test_shape_calls(name: str) -> None:
    f, x = SHAPE_CALLS[name]
    _same(f, x)


def test_bincount_rows_and_the_length_error() -> None:
    xs = np.array([[0, 1, 1, 3], [2, 2, 0, 1], [3, 0, 0, 0]])
    weights = RNG.standard_normal((3, 4))
    _same(lambda x, w: np.bincount(x, w, minlength=4), xs, weights)
    _same(lambda x, w: np.bincount(x, w, minlength=6), xs[:, :3], weights[:, :3])
    _same(lambda w: np.bincount(xs[0], w), weights, in_axes=0)
    with pytest.raises(ValueError, match="minlength=4"):
        dg.vmap(lambda x: np.bincount(x))(xs)
    with pytest.raises(ValueError, match="negative"):
        dg.vmap(lambda x: np.bincount(x))(xs - 1)


def test_axis_out_of_range_for_one_example_is_refused() -> None:
    """An axis valid only once the batch axis is counted (e.g. -4 of a 3-d example) must
    raise, as the unbatched call does, not act on the batch axis."""
    with pytest.raises(np.exceptions.AxisError):
        dg.vmap(lambda x: np.squeeze(x, axis=-4))(RNG.standard_normal((1, 1, 2, 3)))
    with pytest.raises(np.exceptions.AxisError):
        dg.vmap(lambda x: np.concatenate([x, x], axis=-4))(X)
    with pytest.raises(np.exceptions.AxisError):
        dg.vmap(lambda x: np.stack([x, x], axis=-5))(X)


GRADIENTS = {
    "getitem after a slice": lambda x, i: np.sum(np.sin(x[:, i])),
    "getitem split by a slice": lambda x, i: np.sum(np.sin(x[i, :, i])),
    "getitem with an int": lambda x, i: np.sum(np.sin(x[2, i])),
    "take None": lambda x, i: np.sum(np.sin(np.take(x, i))),
    "take axis 1": lambda x, i: np.sum(np.sin(np.take(x, i, axis=1))),
    "take axis -1": lambda x, i: np.sum(np.sin(np.take(x, i, axis=-1))),
}


@pytest.mark.parametrize("name", GRADIENTS)
def test_per_example_gradients_through_batched_indices(name: str) -> None:
    """The adjoints (index_add, untake) scatter each example's cotangent into its own rows;
    repeated indices add up."""
    _same(dg.grad(GRADIENTS[name]), X, IDX)


def test_generic_axis_out_of_range_for_one_example_is_refused() -> None:
    x = RNG.standard_normal((3, 2, 2))
    for f in (
        lambda x: np.sum(x, axis=-3),
        lambda x: np.cumsum(x, axis=-3),
        lambda x: np.flip(x, axis=(0, -3)),
        lambda x: np.swapaxes(x, 0, -3),
        lambda x: np.expand_dims(x, -4),
    ):
        with pytest.raises(np.exceptions.AxisError):
            f(x[0])
        with pytest.raises(np.exceptions.AxisError):
            dg.vmap(f)(x)
    _same(lambda x: np.expand_dims(x, (-1, 0, -3)), x)


OUTER_GRADIENTS = {
    "getitem with batched indices": lambda x, i: np.sin(x[:, i]),
    "setitem with batched indices": lambda x, i: _assigned(x, i),
    "take along axis 1": lambda x, i: np.take(x, i, axis=1),
    "tile, pad and concatenate": lambda x, i: np.concatenate(
        [np.tile(x[0], 2), np.pad(x[1], 1)], axis=None
    ),
    "average with 1-d weights": lambda x, i: np.average(x, axis=0, weights=x[:, 0, 0] ** 2),
    "select": lambda x, i: np.select([x > 0, x < -1], [x, x**2], x**3),
}


def _assigned(x: Any, i: Any) -> Any:
    y = x * 1.0
    y[i] = np.cos(x[0])
    return y


@pytest.mark.parametrize("name", OUTER_GRADIENTS)
def test_gradient_of_vmap_equals_the_loop(name: str) -> None:
    """grad(vmap(f)): the rules' NumPy calls run on the gradient trace's boxes."""
    f = OUTER_GRADIENTS[name]

    def batched(x: Any) -> Any:
        return np.sum(np.sin(dg.vmap(f)(x, IDX)))

    def looped(x: Any) -> Any:
        return sum(np.sum(np.sin(f(x[b], IDX[b]))) for b in range(3))

    np.testing.assert_allclose(dg.grad(batched)(X), dg.grad(looped)(X), rtol=1e-12)


def test_an_index_that_does_not_fit_an_example_raises() -> None:
    with pytest.raises(IndexError):
        X[0][0, 0, 0, 0]
    with pytest.raises(IndexError, match="does not fit an example"):
        dg.vmap(lambda x: x[0, 0, 0, 0])(X)


NESTED = {
    "getitem after a slice": lambda x, i: x[:, i],
    "take_along_axis": lambda x, i: np.take_along_axis(x, i[None, :], axis=1),
    "setitem": lambda x, i: _assigned(x, i),
    "concatenate and squeeze": lambda x, i: np.squeeze(np.concatenate([x[:1], x[:1]], axis=0)),
    "tile and roll": lambda x, i: np.roll(np.tile(x, 2), 3),
}


@pytest.mark.parametrize("name", NESTED)
def test_nested_vmap_equals_two_loops(name: str) -> None:
    """vmap of vmap: the inner rules' NumPy calls run on the outer vmap's batched values."""
    f = NESTED[name]
    xs = RNG.standard_normal((2, 3, 4, 5))
    idx = RNG.integers(0, 4, size=(2, 3, 3))
    got = dg.vmap(dg.vmap(f))(xs, idx)
    want = np.stack([np.stack([f(xs[a, b], idx[a, b]) for b in range(3)]) for a in range(2)])
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("name", ["getitem after a slice", "setitem", "tile and roll"])
def test_compiled_vmap_equals_the_loop(name: str) -> None:
    """compile(vmap(f)): the rules' NumPy calls are staged, first call and replay."""
    f = NESTED[name]
    compiled = dg.compile(dg.vmap(f))
    want = np.stack([f(X[b, 0], IDX[b]) for b in range(3)])
    for _ in range(2):
        np.testing.assert_array_equal(compiled(X[:, 0], IDX), want)
