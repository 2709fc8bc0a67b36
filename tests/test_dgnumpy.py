"""derivgen.numpy: NumPy's names, constructors and lists of traced values; complex inputs."""

from __future__ import annotations

from collections.abc import Callable

import numpy
import pytest

import derivgen as dg
import derivgen.numpy as np
from derivgen.numpy.namespace import public_names
from tests.differences import central_gradient

X = numpy.array([0.5, -1.0, 2.0])


PROGRAMS = {
    "array": lambda x: np.sum(np.array([x, x**2]) ** 2),
    "array_nested_mixed": lambda x: np.sum(np.array([[x[0], 1.0], [2, x[1] * x[2]]]) @ x[:2]),
    "array_dtype_ndmin": lambda x: np.sum(np.array(x, dtype=np.float64, ndmin=3) ** 3),
    "asarray_list": lambda x: np.sum(np.sin(np.asarray([x[0], x[1], 3.0]))),
    "ascontiguousarray": lambda x: np.sum(np.ascontiguousarray([x, x]) * x),
    "asanyarray": lambda x: np.sum(np.asanyarray([x[2], x[0]]) ** 2),
    "r_": lambda x: np.sum(np.r_[x, 1.0, x[:2] * x[2]] ** 2),
    "r_range": lambda x: np.sum(np.r_[x, 0:3] * np.r_[0:3, x]),
    "c_": lambda x: np.sum(np.c_[x, x**2] ** 2),
    "full": lambda x: np.sum(np.full((2, 3), x[0]) * x),
    "full_like": lambda x: np.sum(np.full_like(numpy.ones(3), x[1]) ** 2 * x),
    "append": lambda x: np.sum(np.append([x[0], 2.0], x) ** 3),
    "append_axis": lambda x: np.sum(np.append([x], [x**2], axis=0) ** 2),
    "concatenate_list": lambda x: np.sum(np.concatenate([x, [0.0, x[0]]]) ** 2),
    "stack_lists": lambda x: np.sum(np.stack([[x[0], x[1]], [1.0, x[2]]]) ** 2),
    "hstack_vstack": lambda x: np.sum(np.hstack([x, [x[1]]])) + np.sum(np.vstack([x, x**2])),
    "mean_list": lambda x: np.sum(np.mean([x, x + 2], axis=0) * x),
    "sum_max_list": lambda x: np.sum([x[0], x[1] ** 2]) + np.max([x[0], 3 * x[1], x[2]]),
    "zeros_ones_like": lambda x: np.sum((np.zeros_like(x) + np.ones_like([x[0], x[1], 1.0])) * x),
    "linalg_det_list": lambda x: np.linalg.det([[x[0], x[1]], [x[2], 1.0]]),
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_constructors_and_lists_against_central_differences(name: str) -> None:
    f = PROGRAMS[name]
    want = central_gradient(lambda x: float(f(x)), X)
    numpy.testing.assert_allclose(dg.grad(f)(X), want, rtol=1e-6, atol=1e-8)


def test_forward_mode_builds_traced_arrays() -> None:
    f = lambda x: np.sum(np.array([x, x**2]) ** 2) + np.sum(np.full((2,), x[0]))  # noqa: E731
    t = numpy.array([1.0, 0.5, -2.0])
    want = central_gradient(lambda x: float(f(x)), X) @ t
    numpy.testing.assert_allclose(dg.jvp(f, (X,), (t,))[1], want, rtol=1e-6)


def test_plain_inputs_give_numpys_own_results() -> None:
    assert type(np.array([1, 2])) is numpy.ndarray and np.array([1, 2]).dtype == numpy.int_
    assert np.r_[1:3, 5].tolist() == [1, 2, 5]
    assert np.full((2,), 3).tolist() == [3, 3]
    assert np.sin is numpy.sin and np.float64 is numpy.float64 and np.pi == numpy.pi


def test_every_public_numpy_name_is_there() -> None:
    for module, mirror in ((numpy, np), (numpy.linalg, np.linalg), (numpy.fft, np.fft),
                           (numpy.random, np.random)):  # fmt: skip
        missing = [n for n in public_names(module) if not hasattr(mirror, n)]
        assert not missing, f"{mirror.__name__} lacks {missing}"
    import derivgen.numpy.linalg

    assert derivgen.numpy.linalg is np.linalg


def test_plain_numpy_errors_name_derivgen_numpy() -> None:
    def f(x: numpy.ndarray) -> numpy.ndarray:
        return numpy.array([x, x**2]).sum()

    with pytest.raises(TypeError, match=r"derivgen\.numpy.*|np\.stack") as info:
        dg.grad(f)(X)
    assert "derivgen.numpy" in str(info.value) and "np.stack" in str(info.value)


def test_int64_of_traced_names_the_spelling() -> None:
    with pytest.raises(TypeError, match=r"astype"):
        dg.grad(lambda x: numpy.int64(x[0]) * x[0])(X)


def test_r_directive_with_traced_is_refused() -> None:
    with pytest.raises(TypeError, match="np.concatenate"):
        dg.grad(lambda x: np.sum(np.r_["0,2", x, x]))(X)


def complex_central(f: Callable[[complex], float], z: complex, h: float = 1e-6) -> complex:
    # JAX's convention for a real f of complex z: grad = df/dx - i df/dy.
    dx = (f(z + h) - f(z - h)) / (2 * h)
    dy = (f(z + 1j * h) - f(z - 1j * h)) / (2 * h)
    return complex(dx, -dy)


@pytest.mark.parametrize(
    "f",
    [lambda z: np.abs(z) ** 2, lambda z: np.real(np.sin(z) * np.conj(z)), lambda z: np.angle(z)],
)
def test_python_complex_inputs(f: Callable[[complex], float]) -> None:
    z = 1 + 2j
    want = complex_central(lambda z: float(f(z)), z)
    assert numpy.allclose(dg.grad(f)(z), want, rtol=1e-6)
    assert numpy.allclose(dg.grad(f)(z), dg.grad(f)(numpy.complex128(z)), rtol=0, atol=0)
    value, g = dg.value_and_grad(f)(z)
    assert numpy.isclose(value, f(z)) and numpy.allclose(g, want, rtol=1e-6)
    assert numpy.allclose(dg.vjp(f, z)[1](1.0)[0], want, rtol=1e-6)


def test_python_complex_holomorphic_jvp() -> None:
    z = 0.3 - 1.1j
    _, t = dg.jvp(lambda z: z * np.exp(z), (z,), (1.0 + 0j,))
    h = 1e-6
    want = ((z + h) * numpy.exp(z + h) - (z - h) * numpy.exp(z - h)) / (2 * h)
    assert numpy.isclose(t, want, rtol=1e-6)


def test_python_int_inputs_are_refused_as_in_jax() -> None:
    with pytest.raises(TypeError, match="floating-point"):
        dg.grad(lambda x: x**2)(3)
