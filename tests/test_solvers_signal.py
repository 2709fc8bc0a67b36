"""derivgen.scipy.signal's IIR filters (lfilter, filtfilt, sosfilt) against SciPy and an
unrolled loop: values, gradients in b, a, x and zi (central differences of SciPy's own
lfilter), forward mode, second order, vmap, compile and the refusals."""

from __future__ import annotations

import sys
from typing import Any

import numpy as np
import pytest
import scipy.signal

import derivgen as dg
from derivgen.scipy import signal as ds

# The call's source text in these messages comes from co_positions (Python 3.11+); on 3.10
# the same errors are raised, naming file:line, with older wording.
words_need_311 = pytest.mark.skipif(
    sys.version_info < (3, 11), reason="messages quote the call's text from Python 3.11 on"
)


RNG = np.random.default_rng(7)
B = np.array([0.3, 0.2, 0.1])
A = np.array([1.2, -0.5, 0.2])  # a[0] != 1: SciPy normalises by it


def central(f: Any, x: np.ndarray, h: float = 1e-6) -> np.ndarray:
    """The gradient of a scalar f by central differences."""
    out = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        e = np.zeros_like(x)
        e[i] = h
        out[i] = (f(x + e) - f(x - e)) / (2 * h)
    return out


def test_values_match_scipy_with_and_without_zi() -> None:
    x = RNG.normal(size=(4, 25, 3))
    zi = RNG.normal(size=(4, 2, 3))
    assert np.allclose(ds.lfilter(B, A, x, axis=1), scipy.signal.lfilter(B, A, x, axis=1))
    ours, theirs = ds.lfilter(B, A, x, axis=1, zi=zi), scipy.signal.lfilter(B, A, x, axis=1, zi=zi)
    assert isinstance(ours, tuple) and len(ours) == 2
    for u, v in zip(ours, theirs, strict=True):
        assert np.allclose(u, v, rtol=1e-13, atol=1e-13)


@pytest.mark.parametrize(
    ("b", "a", "shape", "axis"),
    [
        (B, A, (20,), -1),
        (np.array([0.5]), np.array([2.0, -0.6, 0.3, 0.1]), (3, 15), 1),  # len(a) > len(b)
        (np.array([0.2, 0.4, 0.1, -0.3]), np.array([1.0, 0.4]), (12, 2), 0),  # len(b) > len(a)
        (np.array([1.5]), np.array([2.0]), (10,), 0),  # K = 1: no state
    ],
)
def test_gradients_in_b_a_x_zi_match_central_differences(
    b: np.ndarray, a: np.ndarray, shape: tuple[int, ...], axis: int
) -> None:
    x = RNG.normal(size=shape)
    zshape = list(shape)
    zshape[axis] = max(len(a), len(b)) - 1
    zi = RNG.normal(size=zshape)
    wy, wz = RNG.normal(size=shape), RNG.normal(size=zshape)

    def loss(f: Any, b: Any, a: Any, x: Any, zi: Any) -> Any:
        y, zf = f(b, a, x, axis=axis, zi=zi)
        return np.sum(y * wy) + np.sum(zf * wz)

    grads = dg.grad(lambda *p: loss(ds.lfilter, *p), argnums=(0, 1, 2, 3))(b, a, x, zi)
    args = [b, a, x, zi]
    for k, g in enumerate(grads):

        def plain(v: np.ndarray, k: int = k) -> float:
            return float(loss(scipy.signal.lfilter, *args[:k], v, *args[k + 1 :]))

        assert np.allclose(g, central(plain, args[k]), rtol=1e-6, atol=1e-7), k


def _unrolled(b: Any, a: Any, x: Any) -> Any:
    """lfilter as the per-sample difference equation, written with NumPy on traced values."""
    b, a = b / a[0], a / a[0]
    ys: list[Any] = []
    for n in range(len(x)):
        acc = sum(b[k] * x[n - k] for k in range(len(b)) if n - k >= 0)
        acc = acc - sum(a[k] * ys[n - k] for k in range(1, len(a)) if n - k >= 0)
        ys.append(acc)
    return np.stack(ys)


def test_gradient_matches_the_unrolled_loop_differentiated_by_grad() -> None:
    x, w = RNG.normal(size=15), RNG.normal(size=15)
    ours = dg.grad(lambda b, a, x: np.sum(ds.lfilter(b, a, x) * w), argnums=(0, 1, 2))(B, A, x)
    loop = dg.grad(lambda b, a, x: np.sum(_unrolled(b, a, x) * w), argnums=(0, 1, 2))(B, A, x)
    for u, v in zip(ours, loop, strict=True):
        assert np.allclose(u, v, rtol=1e-10, atol=1e-12)


def test_forward_mode_agrees_with_reverse_and_differences() -> None:
    x = RNG.normal(size=18)
    ta, tx, u = RNG.normal(size=3), RNG.normal(size=18), RNG.normal(size=18)
    _, tangent = dg.jvp(lambda a, x: ds.lfilter(B, a, x), (A, x), (ta, tx))
    h = 1e-6
    plus = scipy.signal.lfilter(B, A + h * ta, x + h * tx)
    minus = scipy.signal.lfilter(B, A - h * ta, x - h * tx)
    assert np.allclose(tangent, (plus - minus) / (2 * h), rtol=1e-6, atol=1e-8)
    _, pull = dg.vjp(lambda a, x: ds.lfilter(B, a, x), A, x)
    ga, gx = pull(u)
    assert np.isclose(np.sum(u * tangent), np.sum(ga * ta) + np.sum(gx * tx))  # dot-product test


def test_second_order_matches_differences_of_the_gradient() -> None:
    x = RNG.normal(size=20)

    def loss(a: Any) -> Any:
        return np.sum(ds.lfilter(B, a, x) ** 2)

    hessian = dg.hessian(loss)(A)
    gradient = dg.grad(loss)
    by_differences = np.stack([central(lambda a, i=i: gradient(a)[i], A, 1e-5) for i in range(3)])
    assert np.allclose(hessian, by_differences, rtol=1e-5, atol=1e-7)


def test_vmap_of_signals_and_of_filters() -> None:
    x = RNG.normal(size=16)
    signals = RNG.normal(size=(4, 16))
    filters = A + 0.05 * RNG.normal(size=(4, 3))
    batched = dg.vmap(lambda s: ds.lfilter(B, A, s))(signals)
    assert np.allclose(batched, scipy.signal.lfilter(B, A, signals))
    batched = dg.vmap(lambda a: ds.lfilter(B, a, x))(filters)
    assert np.allclose(batched, np.stack([scipy.signal.lfilter(B, a, x) for a in filters]))

    def loss(a: Any) -> Any:
        return np.sum(ds.lfilter(B, a, x) ** 2)

    per_example = np.stack([dg.grad(loss)(a) for a in filters])
    assert np.allclose(dg.vmap(dg.grad(loss))(filters), per_example)
    through = dg.grad(lambda f: np.sum(dg.vmap(lambda a: ds.lfilter(B, a, x))(f) ** 2))(filters)
    assert np.allclose(through, per_example)


def test_compile_stages_one_filter_call() -> None:
    x = RNG.normal(size=30)
    compiled = dg.compile(lambda a: ds.lfilter(B, a, x))
    assert np.allclose(compiled(A), scipy.signal.lfilter(B, A, x))
    assert compiled.source.count("fn_lfilter") == 1 and "for " not in compiled.source
    other = A + 0.01
    assert np.allclose(compiled(other), scipy.signal.lfilter(B, other, x))  # no value frozen
    loss = dg.grad(lambda a: np.sum(ds.lfilter(B, a, x) ** 2))
    assert np.allclose(dg.compile(loss)(A), loss(A))


def test_filtfilt_and_sosfilt_match_scipy_and_differences() -> None:
    x = RNG.normal(size=40)
    for padtype in ("odd", "even", "constant", None):
        ours = ds.filtfilt(B, A, x, padtype=padtype)
        assert np.allclose(ours, scipy.signal.filtfilt(B, A, x, padtype=padtype), atol=1e-12)
    gradient = dg.grad(lambda a: np.sum(ds.filtfilt(B, a, x) * x))(A)
    assert np.allclose(gradient, central(lambda a: np.sum(scipy.signal.filtfilt(B, a, x) * x), A))
    signals, w = RNG.normal(size=(12, 2)), RNG.normal(size=(12, 2))
    gradient = dg.grad(lambda s: np.sum(ds.filtfilt(B, A, s, axis=0, padlen=3) * w))(signals)
    expected = central(
        lambda s: np.sum(scipy.signal.filtfilt(B, A, s, axis=0, padlen=3) * w), signals
    )
    assert np.allclose(gradient, expected, atol=1e-8)
    sos = scipy.signal.butter(4, 0.2, output="sos")
    zi = RNG.normal(size=(2, 2))
    for u, v in zip(ds.sosfilt(sos, x, zi=zi), scipy.signal.sosfilt(sos, x, zi=zi), strict=True):
        assert np.allclose(u, v, atol=1e-12)

    def cascade(s: np.ndarray) -> float:  # SciPy's sosfilt refuses sos[:, 3] != 1
        y = x
        for row in s:
            y = scipy.signal.lfilter(row[:3], row[3:], y)
        return float(np.sum(y * x))

    gradient = dg.grad(lambda s: np.sum(ds.sosfilt(s, x) * x))(sos)
    assert np.allclose(gradient, central(cascade, sos), rtol=1e-5, atol=1e-7)


def test_refusals_name_the_problem() -> None:
    x = RNG.normal(size=20)
    with pytest.raises(ValueError, match=r"unstable \(a pole of magnitude 2 > 1"):
        ds.lfilter([1.0], [1.0, -2.0], x)
    with pytest.raises(ValueError, match="unstable"):
        dg.grad(lambda a: np.sum(ds.lfilter([1.0], a, x)))(np.array([1.0, -1.1]))
    integrator = ds.lfilter([1.0], [1.0, -1.0], x)  # a pole on the circle is allowed
    assert np.allclose(integrator, np.cumsum(x))
    with pytest.raises(ValueError, match=r"zi has shape \(3,\), expected \(2,\)"):
        ds.lfilter(B, A, x, zi=np.zeros(3))
    with pytest.raises(TypeError, match="complex"):
        ds.lfilter(B, A, x + 1j)
    with pytest.raises(ValueError, match="method='gust' is not supported"):
        ds.filtfilt(B, A, x, method="gust")
    with pytest.raises(ValueError, match=r"sos must have shape \(n_sections, 6\)"):
        ds.sosfilt(np.ones((2, 5)), x)


@words_need_311
@pytest.mark.parametrize(
    ("call", "argument", "spelling"),
    [
        (lambda v: scipy.signal.lfilter(v, A, np.ones(9)), "'b'", "derivgen.scipy.signal.lfilter"),
        (lambda v: scipy.signal.lfilter(B, v, np.ones(9)), "'a'", "derivgen.scipy.signal.lfilter"),
        (lambda v: scipy.signal.lfilter(B, a=v, x=np.ones(9)), "'a'", "signal.lfilter"),
        (
            lambda v: scipy.signal.lfilter(B, A, np.ones(9), zi=v[:2]),
            "turned a traced array into a plain one",  # converted in Python: the old message
            "derivgen.scipy.signal.lfilter",
        ),
        (lambda v: scipy.ndimage.convolve1d(np.ones(9), v), "scipy.ndimage.convolve1d", "derivgen"),
        (
            lambda v: scipy.interpolate.interp1d(np.arange(3.0), v)(1.5),
            "scipy.interpolate.interp1d",  # a class: named by the class, not __init__
            "derivgen",
        ),
        (
            lambda v: scipy.optimize.brentq(lambda t, p: t - p, -5, 5, args=(v[0],)),
            "scipy.optimize.brentq",
            "dg.root",  # a root finder: derivgen's implicit spelling
        ),
    ],
)
def test_a_traced_value_in_any_argument_of_scipy_gets_derivgens_message(
    call: Any, argument: str, spelling: str
) -> None:
    import scipy.interpolate  # noqa: F401 (imported for the cases above)
    import scipy.ndimage  # noqa: F401
    import scipy.optimize  # noqa: F401

    value = np.array([1.0, -0.3, 0.1])
    transforms = (dg.grad,) if spelling == "dg.root" else (dg.grad, dg.compile)  # compile guards
    for transform in transforms:
        with pytest.raises(TypeError) as caught:
            transform(lambda v: np.sum(call(v)))(value)
        message = str(caught.value)
        assert argument in message and spelling in message, message
        assert "test_solvers_signal.py" in message or transform is dg.compile


def test_coefficients_as_a_list_holding_a_traced_value() -> None:
    # lfilter([1.0, c], ...) as SciPy users write it: was np.asarray of a traced value.
    x = np.arange(5.0)

    def fir(c: Any, lfilter: Any = ds.lfilter) -> Any:
        return np.sum(lfilter([1.0, c], [1.0, -0.5], x) ** 2)

    want = (fir(0.5 + 1e-6, scipy.signal.lfilter) - fir(0.5 - 1e-6, scipy.signal.lfilter)) / 2e-6
    np.testing.assert_allclose(dg.grad(fir)(0.5), want, rtol=1e-6)
