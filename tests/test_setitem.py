"""Index assignment and in-place updates inside traced code: JAX's x.at[index].set semantics."""

from __future__ import annotations

import numpy as np
import pytest

import derivgen as dg

X = np.array([1.0, 2.0, 3.0, 4.0])
WEIGHTS = np.arange(1.0, 6.0)


def _filled(x):
    y = np.zeros_like(x, shape=5)
    y[1:3] = x[:2] ** 2
    y[4] = x[3]
    return np.sum(y * WEIGHTS)


def _copied_and_overwritten(x):
    x = x.copy()
    x[0] = 0.0
    return np.sum(np.sin(x) * x)


def _accumulated(x):
    acc = np.zeros(4)
    acc += x
    acc *= x
    acc += np.tanh(x)
    return np.sum(acc**2)


def _written_from_itself(x):
    x[1] = x[0] * 3  # into the primal's box: the function sees the write, the caller's x not
    x[2:] += x[:2] * x[2:]
    return np.sum(x**2)


def _fancy_with_repeats(x):
    y = np.ones_like(x, shape=(3, 4))
    y[[0, 2, 0]] = np.stack([x, 2 * x, 3 * x])  # NumPy keeps the last write to row 0
    y[:, 1] = np.full_like(x, x[0], shape=3)
    return np.sum(np.exp(y / 10) * np.arange(12.0).reshape(3, 4))


def _boolean_mask(x):
    y = x.copy()
    y[x > 2.5] = np.sqrt(x[x > 2.5])
    return np.sum(y**3)


@pytest.mark.parametrize(
    "f",
    [_filled, _copied_and_overwritten, _accumulated, _written_from_itself, _fancy_with_repeats,
     _boolean_mask],
)  # fmt: skip
def test_index_assignment_matches_central_differences_in_both_modes(f) -> None:
    # reverse and forward mode against central differences (which run f on plain arrays,
    # where NumPy writes into the argument: hence a copy)
    dg.gradcheck(f, X.copy())
    dg.gradgradcheck(f, X.copy())


def test_values_and_gradients_match_hand_derivations() -> None:
    # y = [0, x0^2, x1^2, 0, x3]: d/dx = [2 x0 * 2, 2 x1 * 3, 0, 5]
    np.testing.assert_array_equal(dg.grad(_filled)(X), [4.0, 12.0, 0.0, 5.0])
    assert dg.value_and_grad(_filled)(X)[0] == 2 * 1 + 3 * 4 + 5 * 4
    # x[0] = 0 cuts x0 out entirely
    g = dg.grad(_copied_and_overwritten)(X)
    assert g[0] == 0.0
    np.testing.assert_allclose(g[1:], np.cos(X[1:]) * X[1:] + np.sin(X[1:]))
    # the caller's array is never written
    before = X.copy()
    dg.grad(_written_from_itself)(X)
    np.testing.assert_array_equal(X, before)


def test_repeated_integer_index_gives_gradient_to_the_write_numpy_keeps() -> None:
    def f(v):
        y = np.zeros_like(v, shape=3)
        y[[0, 0, 2]] = v
        return np.sum(y * np.array([10.0, 100.0, 1000.0]))

    np.testing.assert_array_equal(dg.grad(f)(np.array([1.0, 2.0, 3.0])), [0.0, 10.0, 1000.0])


def test_creation_functions_on_traced_input_give_traced_constant_arrays() -> None:
    def f(x):
        a = np.zeros_like(x, shape=(2, 2))
        b = np.ones_like(x, shape=3)
        c = np.empty_like(x, shape=2)
        d = np.full_like(x, 7.0, shape=2)
        a[0] = x[:2]
        b[1] = x[2]
        c[:] = x[3]
        d[0] = x[0]
        return np.sum(a) + np.sum(b * 2) + np.sum(c * 3) + np.sum(d * 4)

    np.testing.assert_array_equal(dg.grad(f)(X), [1.0 + 4.0, 1.0, 2.0, 6.0])


def test_plain_array_receiving_a_traced_value_names_zeros_like() -> None:
    def into_slice(x):
        y = np.zeros(5)
        y[1:3] = x[:2]
        return np.sum(y)

    def into_element(x):
        y = np.zeros(5)
        y[4] = x[3]
        return np.sum(y)

    with pytest.raises(TypeError, match=r"y\[1:3\].*np\.zeros_like\(x, shape=\.\.\.\)"):
        dg.grad(into_slice)(X)
    # NumPy calls float() for one element and re-raises as "setting an array element with a
    # sequence", chaining ours; derivgen shows the chained reason itself
    with pytest.raises(TypeError, match=r"y\[4\].*np\.zeros_like\(x, shape=\.\.\.\)"):
        dg.grad(into_element)(X)


def test_a_live_view_of_the_written_elements_is_an_error() -> None:
    def earlier_view(x):
        x = x.copy()
        v = x[:2]
        x[0] = 5.0  # NumPy: v[0] is now 5
        return np.sum(v)

    def write_through_a_view(x):
        x = x.copy()
        v = x[:2]
        v[0] = 5.0  # NumPy: x[0] is now 5
        return np.sum(x)

    def reshaped_view(x):
        x = x.copy()
        m = x.reshape(2, 2)
        x[3] = 0.0
        return np.sum(m)

    with pytest.raises(ValueError, match="view of the written elements"):
        dg.grad(earlier_view)(X)
    with pytest.raises(ValueError, match="view of another traced array"):
        dg.grad(write_through_a_view)(X)
    with pytest.raises(ValueError, match="view of the written elements"):
        dg.grad(reshaped_view)(X)


def test_views_that_do_not_overlap_the_write_or_are_gone_are_fine() -> None:
    def disjoint(x):
        x = x.copy()
        head = x[:2]
        x[3] = 0.0
        return np.sum(head) + np.sum(x)

    def dropped(x):
        x = x.copy()
        s = np.sum(x[:2])
        x[0] = 0.0
        return s + np.sum(x)

    def rows(x):
        m = np.zeros_like(x, shape=(4, 4))
        m[0] = x
        for i in range(3):
            m[i + 1] = m[i] * x  # m[i] is a view of row i; row i + 1 does not overlap it
        return np.sum(m)

    for f in (disjoint, dropped, rows):
        dg.gradcheck(f, X.copy())


def test_ufunc_out_of_a_traced_array_updates_it() -> None:
    def f(x):
        y = x * 1.0
        z = y  # another name for the same array sees the update, as in NumPy
        np.multiply(y, x, out=y)
        return np.sum(z)

    np.testing.assert_allclose(dg.grad(f)(X), 2 * X)


def test_ufunc_out_of_a_plain_array_whose_result_is_dropped_is_an_error() -> None:
    def f(x):
        a = np.zeros(4)
        np.add(a, x, out=a)
        return np.sum(a)

    with pytest.raises(TypeError, match=r"a = np\.add"):
        dg.grad(f)(X)


# ---------------------------------------------------------------- stop_gradient and its views
# Closed forms: stop_gradient(x) is the constant c = x, so d sum(f(x) * g(c)) / dx = f'(x) g(c).


def test_a_write_into_stop_gradient_changes_neither_x_nor_its_gradient() -> None:
    def overwritten(x):
        c = dg.stop_gradient(x)
        c[0] = 5.0  # a plain write into a constant: x, and the input, keep their values
        return np.sum(x * x) + np.sum(c)

    x = X.copy()
    value, g = dg.value_and_grad(overwritten)(x)
    np.testing.assert_array_equal(x, X)
    assert value == np.sum(X * X) + 5.0 + np.sum(X[1:])
    np.testing.assert_allclose(g, 2 * X)


def test_a_write_into_stop_gradient_of_a_result_leaves_its_saved_values() -> None:
    def f(x):
        y = np.sin(x)
        c = dg.stop_gradient(y)
        c[:] = 0.0  # sin's result, which its backward may read, is untouched
        return np.sum(y * y) + np.sum(c)

    value, g = dg.value_and_grad(f)(X)
    np.testing.assert_allclose(value, np.sum(np.sin(X) ** 2))
    np.testing.assert_allclose(g, 2 * np.sin(X) * np.cos(X))


def test_views_of_stop_gradient_are_constants() -> None:
    m = np.arange(1.0, 7.0).reshape(2, 3)
    cases = [
        (lambda x: dg.stop_gradient(x)[1:3], X, lambda x: x[1:3], X[1:3]),
        (lambda x: dg.stop_gradient(x).T, m, lambda x: x.T, m.T),
        (
            lambda x: dg.stop_gradient(x).reshape(3, 2),
            m,
            lambda x: x.reshape(3, 2),
            m.reshape(3, 2),
        ),
        (lambda x: np.swapaxes(dg.stop_gradient(x), 0, 1)[::-1], m, lambda x: x.T[::-1], m.T[::-1]),
    ]
    for view, x, same_view, constant in cases:
        # d/dx sum(x' * c), x' the same view of x: the constant, laid back on x's positions
        g = dg.grad(lambda x, view=view, same_view=same_view: np.sum(same_view(x) * view(x)))(x)
        want = np.zeros_like(x)
        same_view(want)[...] = constant
        np.testing.assert_allclose(g, want)


def test_a_write_into_a_view_of_stop_gradient_leaks_nothing() -> None:
    def f(x):
        y = 2.0 * x
        v = dg.stop_gradient(y).reshape(2, 2)
        v[0, 0] = 100.0  # into the constant, not into y
        y[1] = 7.0  # traced write into y: the constant keeps y's value before it (as in JAX)
        return np.sum(y * x) + np.sum(v * x.reshape(2, 2))

    value, g = dg.value_and_grad(f)(X)
    y = 2.0 * X
    c = y.copy()
    c[0] = 100.0
    y[1] = 7.0
    assert value == pytest.approx(np.sum(y * X) + np.sum(c * X))
    want = 4.0 * X + c  # d sum(y x)/dx: 4x where y = 2x, 7 where y[1] = 7; plus c
    want[1] = 7.0 + c[1]
    np.testing.assert_allclose(g, want)


def test_a_traced_write_into_stop_gradient_is_refused_with_the_remedy() -> None:
    def f(x):
        c = dg.stop_gradient(x)
        c[1:3] = x[:2]
        return np.sum(c * x)

    with pytest.raises(TypeError, match=r"np.zeros_like\(x\) \+ derivgen.stop_gradient\(x\)"):
        dg.grad(f)(X)

    def remedy(x):
        c = np.zeros_like(x) + dg.stop_gradient(x)  # a traced constant, which accepts writes
        c[1:3] = x[:2]
        return np.sum(c * x)

    c = X.copy()
    c[1:3] = X[:2]
    want = c.copy()  # d sum(c x)/dx: c, plus x[1:3] flowing back to x[:2] through the write
    want[:2] += X[1:3]
    np.testing.assert_allclose(dg.grad(remedy)(X), want)


def test_stop_gradient_under_compile_follows_new_inputs() -> None:
    def f(x):
        c = dg.stop_gradient(x)
        c[0] = 0.0
        return np.sum(x * c)

    compiled = dg.compile(dg.grad(f))
    for x in (X, 2.0 * X):
        want = x.copy()
        want[0] = 0.0
        np.testing.assert_allclose(compiled(x), want)
