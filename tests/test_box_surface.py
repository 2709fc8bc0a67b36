"""Every name of dir(np.ndarray) on a traced array: differentiable, plain, or a clear refusal."""

from __future__ import annotations

import copy
import math
import operator
import pickle
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from differences import central_gradient

import derivgen as dg
from derivgen.trace.core import Box
from derivgen.trace.surface import INPLACE_METHODS

RNG = np.random.default_rng(16)
X = RNG.uniform(0.2, 1.3, size=(3, 3))  # positive, away from rounding and clipping edges
W = RNG.standard_normal((3, 3))

# Methods and attributes with a derivative: f(x) -> scalar, written so that it runs on a plain
# array too (the central differences' reference).
DIFFERENTIABLE: dict[str, Callable[[Any], Any]] = {
    "T": lambda x: np.sum(x.T * W),
    "mT": lambda x: np.sum(x.mT * W),
    "real": lambda x: np.sum(x.real * W),
    "imag": lambda x: np.sum(x.imag * W + x),
    "__abs__": lambda x: np.sum(abs(x - 0.7) * W),
    "__add__": lambda x: np.sum((x + W) ** 2),
    "__radd__": lambda x: np.sum((W + x) ** 2),
    "__sub__": lambda x: np.sum((x - W) ** 2),
    "__rsub__": lambda x: np.sum((W - x) ** 2),
    "__mul__": lambda x: np.sum(x * W * x),
    "__rmul__": lambda x: np.sum(2.5 * x),
    "__truediv__": lambda x: np.sum(W / (x + 1)),
    "__rtruediv__": lambda x: np.sum(3.0 / x),
    "__pow__": lambda x: np.sum(x**3),
    "__rpow__": lambda x: np.sum(2.0**x),
    "__matmul__": lambda x: np.sum(x @ W),
    "__rmatmul__": lambda x: np.sum((W @ x) ** 2),
    "__mod__": lambda x: np.sum((x % 0.7) * W),
    "__floordiv__": lambda x: np.sum((x // 0.7) * x),
    "__divmod__": lambda x: np.sum(divmod(x, 0.7)[1] * W),
    "__rmod__": lambda x: np.sum(5.0 % (x + 2)),
    "__rfloordiv__": lambda x: np.sum((5.0 // (x + 2)) * x),
    "__rdivmod__": lambda x: np.sum(divmod(5.0, x + 2)[1]),
    "__neg__": lambda x: np.sum(-x * W),
    "__pos__": lambda x: np.sum(+x * W),
    "__getitem__": lambda x: x[1, 2] * x[0, 0] + np.sum(x[:, 1] ** 2),
    "__setitem__": lambda x: _set_row(x),
    "__iter__": lambda x: sum(np.sum(row * w) for row, w in zip(x, W, strict=True)),
    "__array_ufunc__": lambda x: np.sum(np.sin(x) * W),
    "__array_function__": lambda x: np.sum(np.cumsum(x, axis=1) * W),
    "__copy__": lambda x: np.sum(copy.copy(x) ** 2 * W),
    "__deepcopy__": lambda x: np.sum(copy.deepcopy(x) ** 2 * W),
    "__round__": lambda x: round(x[0, 1], 2) * x[0, 0] + x[0, 1] ** 2,
    "astype": lambda x: np.sum(x.astype(np.float64) ** 2 * W),
    "clip": lambda x: np.sum(x.clip(0.5, 1.0) * W),
    "compress": lambda x: np.sum(x.compress([True, False, True], axis=1) ** 2 * W[:, :2]),
    "conj": lambda x: np.sum(x.conj() * W),
    "conjugate": lambda x: np.sum(x.conjugate() * W),
    "copy": lambda x: np.sum(x.copy() ** 2 * W),
    "cumprod": lambda x: np.sum(x.cumprod(axis=0) * W),
    "cumsum": lambda x: np.sum(x.cumsum() ** 2),
    "diagonal": lambda x: np.sum(x.diagonal(1) ** 2),
    "dot": lambda x: np.sum(x.dot(W) ** 2),
    "flat": lambda x: x.flat[4] ** 2 + sum(t * w for t, w in zip(x.flat, W.flat, strict=True)),
    "flatten": lambda x: np.sum(x.flatten() ** 3),
    "max": lambda x: x.max(axis=0) @ W[0],
    "mean": lambda x: x.mean(axis=1) @ W[0],
    "min": lambda x: x.min() * 3,
    "prod": lambda x: x.prod(axis=1) @ W[0],
    "ravel": lambda x: x.ravel() @ W.ravel(),
    "repeat": lambda x: np.sum(x.repeat(2, axis=0) ** 2),
    "reshape": lambda x: np.sum(x.reshape(9, 1) ** 2 * W.reshape(9, 1)),
    "round": lambda x: np.sum(x.round(1) * x),
    "squeeze": lambda x: np.sum(x[:1].squeeze(0) ** 2),
    "std": lambda x: x.std(axis=0) @ W[0],
    "sum": lambda x: x.sum(axis=0) @ W[1],
    "swapaxes": lambda x: np.sum(x.swapaxes(0, 1) * W),
    "take": lambda x: np.sum(x.take([2, 0, 2], axis=1) ** 2),
    "trace": lambda x: x.trace(1) ** 2,
    "transpose": lambda x: np.sum(x.transpose(1, 0) * W),
    "var": lambda x: x.var(ddof=1),
    "view": lambda x: np.sum(x.view() * W),
}


def _set_row(x: Any) -> Any:
    y = x * 1.0
    y[0] = x[1] ** 2
    return np.sum(y * W)


# Plain results with no derivative (indices, booleans, metadata): the same as NumPy's.
PLAIN: dict[str, Callable[[Any], Any]] = {
    "argmax": lambda x: x.argmax(axis=1),
    "argmin": lambda x: x.argmin(),
    "argsort": lambda x: x.argsort(axis=0),
    "argpartition": lambda x: np.sort(x.argpartition(1, axis=None)[:2]),
    "nonzero": lambda x: (x > 0.5).nonzero(),
    "searchsorted": lambda x: np.sort(x.ravel()).searchsorted([0.0, 0.7, 2.0]),
    "all": lambda x: (x > 0).all(),
    "any": lambda x: x.any(axis=0),
    "shape": lambda x: x.shape,
    "ndim": lambda x: x.ndim,
    "size": lambda x: x.size,
    "dtype": lambda x: x.dtype,
    "itemsize": lambda x: x.itemsize,
    "nbytes": lambda x: x.nbytes,
    "strides": lambda x: x.strides,
    "flags": lambda x: (x.flags.c_contiguous, x.flags["F_CONTIGUOUS"]),
    "device": lambda x: x.device,
    "base": lambda x: x.base,  # None: a traced array shows no memory it shares
    "__len__": lambda x: len(x),
    "__contains__": lambda x: (X[1, 1] in x, 7.0 in x),
    "__bool__": lambda x: bool(x[0, 0] > 0.1),
    "__eq__": lambda x: x == X[0, 0],
    "__ne__": lambda x: x != X[0, 0],
    "__lt__": lambda x: x < 0.7,
    "__le__": lambda x: x <= 0.7,
    "__gt__": lambda x: x > 0.7,
    "__ge__": lambda x: x >= 0.7,
    "__int__": lambda x: int(x[0, 0] * 10),
    "__format__": lambda x: f"{x[0, 1]:.3f} {x[1, 1]:8.2e}",
    "__array_priority__": lambda x: x.__array_priority__ >= np.zeros(1).__array_priority__,
    "__array_namespace__": lambda x: x.__array_namespace__() is np,
    "__class_getitem__": lambda x: type(x)[np.float64] is not None,
    "to_device": lambda x: x.to_device("cpu").shape,
}

# As a plain float array, the call is NumPy's own error (bitwise operators, __index__, hash, ...).
NUMPY_ERRORS: dict[str, Callable[[Any], Any]] = {
    "__and__": lambda x: x & 1,
    "__rand__": lambda x: 1 & x,
    "__or__": lambda x: x | 1,
    "__ror__": lambda x: 1 | x,
    "__xor__": lambda x: x ^ 1,
    "__rxor__": lambda x: 1 ^ x,
    "__lshift__": lambda x: x << 1,
    "__rlshift__": lambda x: 1 << x,
    "__rshift__": lambda x: x >> 1,
    "__rrshift__": lambda x: 1 >> x,
    "__invert__": lambda x: ~x,
    "__index__": lambda x: operator.index(x[0, 0]),
    "__hash__": lambda x: hash(x),
    "choose": lambda x: x.choose([1.0, 2.0]),
}

# Refused with a message that says what to write instead (TypeError unless named).
REFUSED: dict[str, tuple[Callable[[Any], Any], str]] = {
    "__array__": (lambda x: np.asarray(x), "stop_gradient"),
    "__float__": (lambda x: float(x[0, 0]), "stop_gradient"),
    "__complex__": (lambda x: complex(x[0, 0]), "stop_gradient"),
    "item": (lambda x: x[0, 0].item(), r"x\[i\].*`if x\[0\] > 0:` works.*stop_gradient"),
    "tolist": (lambda x: x.tolist(), r"list\(x\).*stop_gradient"),
    "tobytes": (lambda x: x.tobytes(), "stop_gradient"),
    "dump": (lambda x: x.dump("never-written.npy"), "stop_gradient"),
    "dumps": (lambda x: x.dumps(), "stop_gradient"),
    "tofile": (lambda x: x.tofile("never-written.bin"), "stop_gradient"),
    "__reduce__": (lambda x: x.__reduce__(), "pickle the result"),
    "__reduce_ex__": (lambda x: pickle.dumps(x), "pickle the result"),
    "__dlpack__": (lambda x: np.from_dlpack(x), "stop_gradient"),
    "__dlpack_device__": (lambda x: x.__dlpack_device__(), "stop_gradient"),
    "byteswap": (lambda x: x.byteswap(), "stop_gradient"),
    "getfield": (lambda x: x.getfield(np.float64), "stop_gradient"),
    "setfield": (lambda x: x.setfield(1.0, np.float64), r"x\[\.\.\.\] = value"),
    "setflags": (lambda x: x.setflags(write=False), "flags are fixed"),
}
REFUSED_AS: dict[str, type[Exception]] = {"data": AttributeError, "ctypes": AttributeError}
REFUSED["data"] = (lambda x: x.data, "stop_gradient")
REFUSED["ctypes"] = (lambda x: x.ctypes, "stop_gradient")
REFUSED["__delitem__"] = (lambda x: x.__delitem__(0), r"np\.delete")
REFUSED_AS["__delitem__"] = ValueError

# Absent from Box on purpose, each for its reason (checked below).
# NumPy before 2.3 still lists these on ndarray; they raise AttributeError on an array
# (tostring is a deprecated tobytes), and 2.3 drops them. Box leaves them out.
REMOVED = {"itemset", "newbyteorder", "ptp", "tostring"} & set(dir(np.ndarray))

ABSENT = {
    "__array_interface__": "NumPy would read the memory without the derivative",
    "__array_struct__": "NumPy would read the memory without the derivative",
    "__array_finalize__": "a hook of ndarray subclasses; Box is none",
    "__array_wrap__": "a hook of ndarray subclasses; Box is none",
    "__setstate__": "unpickling; pickling a traced array is refused",
}
AUGMENTED = {  # each writes into the array, as NumPy's do (through views: see test_inplace)
    "__iadd__": "+=", "__isub__": "-=", "__imul__": "*=", "__itruediv__": "/=",
    "__ipow__": "**=", "__imatmul__": "@=", "__imod__": "%=", "__ifloordiv__": "//=",
    "__iand__": "&=", "__ior__": "|=", "__ixor__": "^=", "__ilshift__": "<<=",
    "__irshift__": ">>=",
}  # fmt: skip
OBJECT = {  # Python's own object machinery
    "__class__", "__delattr__", "__dir__", "__doc__", "__getattribute__", "__getstate__",
    "__init__", "__init_subclass__", "__new__", "__setattr__", "__sizeof__", "__subclasshook__",
    "__repr__", "__str__",
}  # fmt: skip


def test_every_ndarray_name_is_classified() -> None:
    """A name NumPy adds to ndarray fails here until it is given a behaviour on Box."""
    groups = [DIFFERENTIABLE, PLAIN, NUMPY_ERRORS, REFUSED, ABSENT, AUGMENTED, OBJECT]
    groups += [INPLACE_METHODS, REMOVED]
    known = [name for group in groups for name in group]
    assert len(known) == len(set(known)), "a name is in two groups"
    assert sorted(set(dir(np.ndarray)) - set(known)) == []


def test_every_present_name_is_defined_by_box_itself() -> None:
    for name in set(dir(np.ndarray)) - set(ABSENT) - OBJECT - REMOVED:
        assert any(name in vars(k) for k in Box.__mro__[:-1]), name
    for name in [*ABSENT, *REMOVED]:
        assert name not in vars(Box), name


@pytest.mark.parametrize("name", sorted(DIFFERENTIABLE))
def test_differentiable_names_match_central_differences(name: str) -> None:
    f = DIFFERENTIABLE[name]
    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(dg.value_and_grad(f)(X)[0], f(X), rtol=1e-12)


@pytest.mark.parametrize("name", sorted(PLAIN))
def test_plain_names_give_numpy_values(name: str) -> None:
    f = PLAIN[name]
    seen: list[Any] = []

    def traced(x: Any) -> Any:
        seen.append(f(x))
        return np.sum(x)

    dg.grad(traced)(X)
    result, expected = seen[0], f(X)
    assert not _holds_box(result), result
    if isinstance(expected, tuple):
        for r, e in zip(result, expected, strict=True):
            np.testing.assert_array_equal(r, e)
    else:
        np.testing.assert_array_equal(result, expected)


def _holds_box(value: Any) -> bool:
    if isinstance(value, tuple | list):
        return any(_holds_box(v) for v in value)
    return type(value) is Box


@pytest.mark.parametrize("name", sorted(NUMPY_ERRORS))
def test_numpy_errors_are_numpy_s_own(name: str) -> None:
    f = NUMPY_ERRORS[name]
    with pytest.raises(Exception) as plain:
        f(X)
    with pytest.raises(type(plain.value)):
        dg.grad(lambda x: (f(x), np.sum(x))[1])(X)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_refused_names_say_what_to_write(name: str) -> None:
    f, advice = REFUSED[name]
    with pytest.raises(REFUSED_AS.get(name, TypeError), match=advice):
        dg.grad(lambda x: (f(x), np.sum(x))[1])(X)


@pytest.mark.parametrize("name", sorted(INPLACE_METHODS))
def test_in_place_methods_exist_and_never_drop_the_write(name: str) -> None:
    """Either recorded (the gradient matches) or refused naming the method."""
    calls = {
        "fill": lambda y: y.fill(0.5),
        "sort": lambda y: y.sort(axis=1),
        "put": lambda y: y.put([0, 4], [1.0, 2.0]),
        "partition": lambda y: y.partition(1, axis=1),
        "resize": lambda y: y.resize((9,)),
    }

    def f(x: Any) -> Any:
        y = x * W
        calls[name](y)
        return np.sum(y**2)

    try:
        g = dg.grad(f)(X)
    except TypeError as error:
        assert f"{name}" in str(error)
    else:
        np.testing.assert_allclose(g, central_gradient(f, X), rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("name", sorted(AUGMENTED))
def test_augmented_assignment_matches_central_differences(name: str) -> None:
    op = AUGMENTED[name]
    if op in ("&=", "|=", "^=", "<<=", ">>="):
        return  # float arrays have no bitwise operators (NUMPY_ERRORS covers the operators)
    source = f"def f(x):\n    y = x * 1.0 + 1.0\n    y {op} (x + 2.0)\n    return np.sum(y * W)\n"
    scope: dict[str, Any] = {"np": np, "W": W}
    exec(source, scope)  # noqa: S102 (the test's own source, one operator each)
    f = scope["f"]
    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-6, atol=1e-6)


def test_absent_names_leave_conversion_to_the_clear_error() -> None:
    def f(x: Any) -> Any:
        return np.sum(np.asarray(x))

    with pytest.raises(TypeError, match="stop_gradient"):
        dg.grad(f)(X)
    for name in ABSENT:
        assert not hasattr(Box, name), name


# ---------------------------------------------------------------- Python protocols


def test_piecewise_constant_conversions_are_plain_and_their_gradient_is_right() -> None:
    """int(), math.floor/ceil/trunc and round() have derivative zero: a plain value is exact."""

    def f(x: Any) -> Any:
        k = int(x[0, 0] * 10) + math.floor(x[0, 1] * 10) + math.ceil(x[1, 0] * 10)
        k += math.trunc(x[1, 1] * 10) + round(x[2, 2] * 10)
        assert all(type(v) is int for v in (k, round(x[2, 2])))
        return k * np.sum(x**2)

    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-6)
    np.testing.assert_allclose(dg.jvp(f, (X,), (W,))[1], np.sum(central_gradient(f, X) * W))


def test_value_conversions_are_refused_in_every_mode() -> None:
    for convert in (float, complex, lambda v: v.item(), lambda v: v.tolist()):
        with pytest.raises(TypeError, match="stop_gradient"):
            dg.jvp(lambda x, c=convert: (c(x[0, 0]), np.sum(x))[1], (X,), (W,))
        with pytest.raises(TypeError, match="stop_gradient"):
            dg.hessian(lambda x, c=convert: (c(x[0, 0]), np.sum(x**3))[1])(X)
    # the spelling the errors name gives the plain value on purpose
    seen: list[Any] = []
    dg.grad(lambda x: (seen.append(dg.stop_gradient(x)[0, 0].item()), np.sum(x))[1])(X)
    assert seen == [X[0, 0]] and type(seen[0]) is float


def test_format_and_print_show_the_values() -> None:
    seen: list[str] = []

    def f(x: Any) -> Any:
        seen.append(f"{x[0, 1]:.3f}|{x[0]}|{format(x[1, 1], '>8.2f')}")
        return x[0, 0]

    dg.grad(f)(X)
    assert seen[0].startswith(f"{X[0, 1]:.3f}|") and seen[0].endswith(f"|{X[1, 1]:>8.2f}")
    assert "Traced" in seen[0]  # an empty format spec is str(x)


def test_bool_of_a_larger_array_is_numpy_s_error() -> None:
    with pytest.raises(ValueError, match="ambiguous"):
        dg.grad(lambda x: np.sum(x) if x else x[0, 0])(X)


def test_memoryview_is_refused_naming_the_call_and_stop_gradient() -> None:
    def f(x: Any) -> Any:
        memoryview(x)
        return np.sum(x)

    # derivgen's message on every Python (3.12's __buffer__, before it errors.call_traced)
    for transform in (dg.grad(f), lambda x: dg.jvp(f, (x,), (W,)), dg.compile(dg.grad(f))):
        with pytest.raises(
            TypeError,
            match=r"memoryview\(x\) \(.*test_box_surface.py:\d+\): .*"
            r"memoryview\(np\.asarray\(derivgen\.stop_gradient\(x\)\)\)",
        ):
            transform(X)


def test_an_element_of_a_plain_array_set_to_a_traced_value_names_the_fix() -> None:
    def f(x: Any) -> Any:
        a = np.zeros(3)
        a[0] = x[0, 0]
        return np.sum(a)

    for transform in (dg.grad(f), lambda x: dg.jvp(f, (x,), (W,))):
        with pytest.raises(TypeError, match=r"a\[0\]: index assignment .*np\.zeros_like"):
            transform(X)


# ---------------------------------------------------------------- methods beyond one call


@pytest.mark.parametrize("mode", ["raise", "wrap", "clip"])
def test_choose_with_traced_choices_matches_central_differences(mode: str) -> None:
    index = np.array([[0, 2, 1], [1, 0, 2], [2, 2, 0]]) if mode == "raise" else np.array([3, -1, 5])

    def f(x: Any) -> Any:
        return np.sum(np.choose(index, [x, x**2, np.sin(x[0])], mode=mode) * W)

    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-6, atol=1e-8)
    with pytest.raises(ValueError, match="invalid entry"):
        dg.grad(lambda x: np.sum(np.choose(np.array([0, 3, 1]), [x[0], x[1]])))(X)


def test_flat_assignment_is_recorded() -> None:
    def f(x: Any) -> Any:
        y = x * W
        y.flat[[1, 5]] = x[0, :2] ** 2
        z = x * 1.0
        z.flat = x[2, 2]
        return np.sum(y**2) + np.sum(z * W)

    np.testing.assert_allclose(dg.grad(f)(X), central_gradient(f, X), rtol=1e-6, atol=1e-7)


def test_reinterpreting_views_and_devices_are_refused() -> None:
    with pytest.raises(TypeError, match=r"x\.astype\(dtype\)"):
        dg.grad(lambda x: np.sum(x.view(np.int64)))(X)
    with pytest.raises(TypeError, match="reinterprets its memory"):
        dg.grad(lambda x: np.sum(x.view(type=np.ndarray)))(X)
    with pytest.raises(ValueError, match="'cpu'"):
        dg.grad(lambda x: np.sum(x.to_device("gpu")))(X)
