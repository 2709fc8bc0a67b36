"""np.fft's transforms: vjps with complex cotangents in JAX's convention, checked against
central differences along the real and the imaginary direction of every input element.

Under the pairing <u, v> = Re sum(u v) (no conjugate), the vjp of a cotangent c is the x_bar
with Re(x_bar_j) = Re sum_k c_k dy_k/dRe(x_j) and Im(x_bar_j) = -Re sum_k c_k dy_k/dIm(x_j);
a real input has only the first part.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import derivgen as dg

RNG = np.random.default_rng(7)


def _reference_vjp(f, x: np.ndarray, c: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    out = np.zeros(x.shape, dtype=x.dtype)
    directions = [1.0, 1j] if np.iscomplexobj(x) else [1.0]
    for index in np.ndindex(x.shape):
        for direction in directions:
            step = np.zeros_like(x)
            step[index] = eps * direction
            dy = (f(x + step) - f(x - step)) / (2 * eps)
            part = np.real(np.sum(c * dy))
            out[index] += part if direction == 1.0 else -1j * part
    return out


def _complex(shape) -> np.ndarray:
    return RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)


CASES = [
    ("fft", lambda a: np.fft.fft(a), (6,)),
    ("fft n axis ortho", lambda a: np.fft.fft(a, 8, 0, "ortho"), (5, 3)),
    ("fft crop forward", lambda a: np.fft.fft(a, n=4, norm="forward"), (2, 6)),
    ("ifft", lambda a: np.fft.ifft(a, 7), (5,)),
    ("rfft", lambda a: np.fft.rfft(a), (7,)),
    ("rfft n ortho", lambda a: np.fft.rfft(a, 10, norm="ortho"), (3, 6)),
    ("irfft", lambda a: np.fft.irfft(a), (5,)),
    ("irfft odd n", lambda a: np.fft.irfft(a, 7, norm="ortho"), (2, 4)),
    ("irfft cropped forward", lambda a: np.fft.irfft(a, 4, axis=0, norm="forward"), (5, 2)),
    ("hfft", lambda a: np.fft.hfft(a), (4,)),
    ("hfft odd n ortho", lambda a: np.fft.hfft(a, 5, norm="ortho"), (3,)),
    ("ihfft", lambda a: np.fft.ihfft(a), (6,)),
    ("ihfft n forward", lambda a: np.fft.ihfft(a, 9, norm="forward"), (2, 7)),
    ("fft2", lambda a: np.fft.fft2(a), (3, 4)),
    ("ifft2 s", lambda a: np.fft.ifft2(a, s=(5, 3)), (4, 4)),
    ("fftn axes", lambda a: np.fft.fftn(a, axes=(0, 2), norm="ortho"), (3, 2, 4)),
    ("ifftn s", lambda a: np.fft.ifftn(a, s=(2, 6), axes=(0, 1)), (3, 4)),
    ("rfftn", lambda a: np.fft.rfftn(a), (4, 5)),
    ("rfftn s axes", lambda a: np.fft.rfftn(a, s=(6, 3), axes=(1, 0), norm="forward"), (4, 5)),
    ("irfftn", lambda a: np.fft.irfftn(a), (3, 4)),
    ("irfftn s", lambda a: np.fft.irfftn(a, s=(4, 5), axes=(0, 1), norm="ortho"), (3, 4)),
    ("rfft2", lambda a: np.fft.rfft2(a), (3, 5)),
    ("irfft2", lambda a: np.fft.irfft2(a, s=(3, 6)), (3, 4)),
]


# rfft, rfftn, rfft2 and ihfft take real input (NumPy discards an imaginary part).
RUNS = [
    (*case, kind)
    for case in CASES
    for kind in ("real", "complex")
    if kind == "real" or not case[0].startswith(("rfft", "ihfft"))
]


@pytest.mark.parametrize("name, f, shape, kind", RUNS, ids=[f"{r[0]}-{r[3]}" for r in RUNS])
def test_fft_vjp(name, f, shape, kind) -> None:
    x = RNG.standard_normal(shape) if kind == "real" else _complex(shape)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", np.exceptions.ComplexWarning)
        out, pullback = dg.vjp(f, x)
        np.testing.assert_allclose(out, f(x), rtol=1e-13, atol=1e-13)  # NumPy's values
        c = _complex(np.shape(out)) if np.iscomplexobj(out) else RNG.standard_normal(out.shape)
        (got,) = pullback(c)
    np.testing.assert_allclose(got, _reference_vjp(f, x, c), rtol=1e-6, atol=1e-7)


def test_real_loss_of_a_spectrum() -> None:
    """A real loss through rfft and irfft (a filter), checked by central differences."""
    h = RNG.standard_normal(5)

    def smooth(x):
        return np.fft.irfft(np.fft.rfft(x) * h, 8)

    dg.gradcheck(smooth, RNG.standard_normal(8))


# Each transform's own arguments, all given, so that its backward can be called directly.
DIRECT = [
    ("rfft", {"n": None, "axis": -1, "norm": None}, (7,)),
    ("rfft", {"n": 10, "axis": 0, "norm": "ortho"}, (6, 3)),
    ("ihfft", {"n": 9, "axis": -1, "norm": "forward"}, (2, 7)),
    ("rfftn", {"s": (6, 3), "axes": (1, 0), "norm": "forward"}, (4, 5)),
    ("rfft2", {"s": None, "axes": (-2, -1), "norm": None}, (3, 5)),
    ("irfft", {"n": 7, "axis": -1, "norm": "ortho"}, (2, 4)),
    ("irfft", {"n": None, "axis": 0, "norm": None}, (5, 2)),
    ("hfft", {"n": 5, "axis": -1, "norm": "ortho"}, (3,)),
    ("irfftn", {"s": (4, 5), "axes": (0, 1), "norm": "ortho"}, (3, 4)),
    ("irfft2", {"s": (3, 6), "axes": (-2, -1), "norm": None}, (3, 4)),
]


@pytest.mark.parametrize("op, kwargs, shape", DIRECT, ids=[f"{d[0]}-{d[2]}" for d in DIRECT])
def test_generated_backward_of_a_real_input_is_real(op, kwargs, shape) -> None:
    """dg.get_backward called by hand (no runtime in between) gives a real gradient."""
    x = RNG.standard_normal(shape)
    transform = getattr(np.fft, op)

    def f(a):
        return transform(a, *kwargs.values())

    out = f(x)
    c = _complex(out.shape) if np.iscomplexobj(out) else RNG.standard_normal(out.shape)
    known = {"a": x, "a_shape": x.shape, **kwargs}
    saved = {name: known[name] for name in dg.op_info(op).saved}
    got = dg.get_backward(op)(c, **saved)
    assert not np.iscomplexobj(got), f"{op}'s backward gave {got.dtype} for a real input"
    np.testing.assert_allclose(got, _reference_vjp(f, x, c), rtol=1e-6, atol=1e-7)
    if "a" in saved:  # a complex input keeps its complex gradient
        z = _complex(shape)
        got = dg.get_backward(op)(c, **{**saved, "a": z})
        np.testing.assert_allclose(got, _reference_vjp(f, z, c), rtol=1e-6, atol=1e-7)
