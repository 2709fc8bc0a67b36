"""checkpoint/remat, elementwise_grad, linear_transpose, eval_shape and debug_nans.

References: central differences (tests/differences.py), the un-checkpointed function,
the dot-product test <f(x), u> = <x, f^T(u)>, and JAX and HIPS autograd where installed.
"""

from __future__ import annotations

import inspect
import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import derivgen as dg
from tests.differences import central_gradient

RNG = np.random.default_rng(27)


def _line(offset: int = 1) -> int:
    """The line number ``offset`` lines below the caller's line."""
    frame = inspect.currentframe()
    assert frame is not None and frame.f_back is not None
    return frame.f_back.f_lineno + offset


# -- checkpoint -------------------------------------------------------------------------


def _step(h: Any, w: Any) -> Any:
    return np.tanh(h * w + 0.1 * np.sin(h))


def _rollout(w: Any, h0: Any, steps: int, every: int = 0) -> Any:
    """``steps`` recurrent steps; with ``every`` > 0, each run of that many is checkpointed."""

    def segment(h: Any, w: Any, n: int) -> Any:
        for _ in range(n):
            h = _step(h, w)
        return h

    h = h0
    done = 0
    while done < steps:
        n = min(every or steps, steps - done)
        h = dg.checkpoint(segment, static_argnums=2)(h, w, n) if every else segment(h, w, n)
        done += n
    return np.sum(h**2)


def test_checkpoint_gradient_equals_plain_and_central_differences() -> None:
    w, h0 = RNG.standard_normal(4), RNG.standard_normal(4)
    plain = dg.grad(lambda w: _rollout(w, h0, 12))(w)
    ckpt = dg.grad(lambda w: _rollout(w, h0, 12, every=4))(w)
    np.testing.assert_allclose(ckpt, plain, rtol=1e-12, atol=1e-14)
    reference = central_gradient(lambda w: float(_rollout(w, h0, 12)), w)
    np.testing.assert_allclose(ckpt, reference, rtol=1e-6, atol=1e-8)


def test_checkpoint_second_order_forward_mode_and_vmap() -> None:
    w, h0 = RNG.standard_normal(3), RNG.standard_normal(3)
    f_plain = lambda w: _rollout(w, h0, 6)  # noqa: E731
    f_ckpt = lambda w: _rollout(w, h0, 6, every=2)  # noqa: E731
    np.testing.assert_allclose(dg.hessian(f_ckpt)(w), dg.hessian(f_plain)(w), rtol=1e-10)
    t = RNG.standard_normal(3)
    _, jt = dg.jvp(f_ckpt, (w,), (t,))
    np.testing.assert_allclose(jt, dg.jvp(f_plain, (w,), (t,))[1], rtol=1e-12)
    ws = RNG.standard_normal((5, 3))
    batched = dg.vmap(dg.grad(f_ckpt))(ws)
    np.testing.assert_allclose(batched, np.stack([dg.grad(f_plain)(v) for v in ws]), rtol=1e-12)


def test_checkpoint_recomputes_in_the_backward_and_remat_is_the_same() -> None:
    calls = []

    def f(x: Any) -> Any:
        calls.append(1)
        return np.sin(x) * x

    x = RNG.standard_normal(3)
    g = dg.grad(lambda x: np.sum(dg.remat(f)(x)))(x)
    assert len(calls) == 2  # once forward, once again in the backward
    np.testing.assert_allclose(g, np.cos(x) * x + np.sin(x), rtol=1e-14)
    assert dg.remat is dg.checkpoint


def test_checkpoint_keeps_about_sqrt_t_steps_in_memory() -> None:
    """1,000 steps checkpointed every 32: the peak is a small fraction of the plain tape's."""
    w, h0 = RNG.standard_normal(2000), RNG.standard_normal(2000)

    def peak(every: int) -> int:
        tracemalloc.start()
        try:
            dg.grad(lambda w: _rollout(w, h0, 1000, every))(w)
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    plain, ckpt = peak(0), peak(32)
    step_bytes = h0.nbytes
    assert plain > 1000 * step_bytes  # the plain tape holds every step's values
    assert ckpt < 200 * step_bytes  # about 1000/32 inputs + one 32-step segment (generous)


def test_checkpoint_refuses_unknown_policy_and_non_functions() -> None:
    with pytest.raises(ValueError, match="policy .* is not supported"):
        dg.checkpoint(np.sin, policy=lambda *a, **k: True)
    with pytest.raises(TypeError, match="checkpoint needs a function"):
        dg.checkpoint(3)  # type: ignore[arg-type]
    f = dg.checkpoint(np.sin, policy=dg.checkpoint_policies.everything_saveable)
    assert f is np.sin


def test_checkpoint_passes_integer_arguments_and_names_static_argnums() -> None:
    # jax.checkpoint(f)(x, 3) gives the int no cotangent; derivgen refused it ("dtype int64")
    def segment(h: Any, n: Any, mask: Any) -> Any:
        for _ in range(n):
            h = np.tanh(h * mask + 0.1)
        return h

    h0, mask = np.linspace(0.0, 1.0, 4), np.array([True, False, True, True])

    checkpointed = dg.checkpoint(segment)

    def loss(h: Any, step: Any = checkpointed) -> Any:
        return np.sum(step(h, 3, mask) ** 2)

    np.testing.assert_allclose(
        dg.grad(loss)(h0), central_gradient(lambda h: loss(h, segment), h0), rtol=1e-6
    )
    np.testing.assert_allclose(
        dg.hessian(loss)(h0), dg.hessian(lambda h: loss(h, segment))(h0), rtol=1e-10
    )
    with pytest.raises(TypeError, match=r"in static_argnums .* leave it out of static_argnums"):
        dg.grad(lambda x: np.sum(dg.checkpoint(lambda x, s: x * s, static_argnums=1)(x, x)))(h0)


# -- elementwise_grad --------------------------------------------------------------------


def test_elementwise_grad_is_the_derivative_per_element() -> None:
    x = RNG.standard_normal((3, 4))
    g = dg.elementwise_grad(lambda x: np.tanh(x) * x**2)(x)
    t = np.tanh(x)
    np.testing.assert_allclose(g, (1 - t**2) * x**2 + 2 * x * t, rtol=1e-13)
    gx, gy = dg.elementwise_grad(lambda x, y: x * np.exp(y), argnum=(0, 1))(x, x)
    np.testing.assert_allclose(gx, np.exp(x), rtol=1e-14)
    np.testing.assert_allclose(gy, x * np.exp(x), rtol=1e-14)


def test_elementwise_grad_equals_autograd() -> None:
    autograd = pytest.importorskip("autograd")
    anp = pytest.importorskip("autograd.numpy")
    x = RNG.standard_normal(6)
    ours = dg.elementwise_grad(lambda x: np.sin(x) * np.cumsum(x))(x)
    theirs = autograd.elementwise_grad(lambda x: anp.sin(x) * anp.cumsum(x))(x)
    np.testing.assert_allclose(ours, theirs, rtol=1e-13)


# -- linear_transpose --------------------------------------------------------------------


def test_linear_transpose_passes_the_dot_product_test() -> None:
    A = RNG.standard_normal((4, 3))
    B = RNG.standard_normal((3, 3))

    def f(x: Any, y: Any) -> Any:
        return A @ (x + np.cumsum(y)), np.sum(B @ y)

    primals = (dg.ShapeDtypeStruct((3,), np.float64), np.zeros(3))
    transpose = dg.linear_transpose(f, *primals)
    x, y = RNG.standard_normal(3), RNG.standard_normal(3)
    u = (RNG.standard_normal(4), RNG.standard_normal(()))
    tx, ty = transpose(u)
    fx = f(x, y)
    lhs = np.dot(fx[0], u[0]) + fx[1] * u[1]
    np.testing.assert_allclose(lhs, np.dot(x, tx) + np.dot(y, ty), rtol=1e-12)


def test_linear_transpose_equals_jax() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    A = RNG.standard_normal((5, 3))
    ours = dg.linear_transpose(lambda x: np.flip(A @ x), np.zeros(3))
    theirs = jax.linear_transpose(lambda x: jax.numpy.flip(A @ x), np.zeros(3))
    u = RNG.standard_normal(5)
    np.testing.assert_allclose(ours(u)[0], np.asarray(theirs(u)[0]), rtol=1e-12)


@pytest.mark.parametrize(
    ("fun", "words"),
    [(lambda x: x + 1.0, "not 0 at 0"), (np.sin, "not linear"), (lambda x: x * x, "not linear")],
)
def test_linear_transpose_refuses_nonlinear_functions(fun: Callable[..., Any], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        dg.linear_transpose(fun, np.zeros(3))


def test_linear_transpose_of_a_function_closing_over_traced_values() -> None:
    # jax.linear_transpose(lambda v: s * (A @ v), ...) under grad/vmap in s: the check of
    # linearity reads values without their derivative.
    A = RNG.standard_normal((3, 2))
    u = RNG.standard_normal(3)

    def transposed(s: Any) -> Any:
        return dg.linear_transpose(lambda v: s * (A @ v), np.zeros(2))(u)[0]

    np.testing.assert_allclose(dg.grad(lambda s: np.sum(transposed(s)))(2.0), np.sum(A.T @ u))
    np.testing.assert_allclose(dg.jacfwd(transposed)(2.0), A.T @ u)
    np.testing.assert_allclose(dg.vmap(transposed)(np.array([1.0, 3.0])), np.outer([1, 3], A.T @ u))
    with pytest.raises(ValueError, match="not linear"):
        dg.grad(lambda s: np.sum(dg.linear_transpose(lambda v: s * v**2, np.zeros(2))(u[:2])[0]))(
            2.0
        )


# -- eval_shape --------------------------------------------------------------------------


def test_eval_shape_of_functions_that_fail_on_zeros() -> None:
    # jax.eval_shape never computes; derivgen's run must not fail on singular stand-ins.
    from derivgen.scipy import signal

    S = dg.ShapeDtypeStruct

    def gaussian_process(K: Any, y: Any) -> Any:
        L = np.linalg.cholesky(K)
        return np.linalg.solve(L, y), np.linalg.inv(K)

    found = dg.eval_shape(gaussian_process, S((4, 4), np.float32), S((4,), np.float32))
    assert found == (S((4,), np.float32), S((4, 4), np.float32))
    filtered = dg.eval_shape(
        lambda a, x: signal.lfilter([1.0], a, x), S((2,), float), S((9,), float)
    )
    assert filtered == S((9,), np.float64)
    with pytest.raises(ValueError, match="matmul"):  # a real error is still the user's
        dg.eval_shape(lambda a, b: a @ b, S((2, 3), float), S((2, 3), float))


def test_eval_shape_matches_the_real_call_without_the_values() -> None:
    def f(a: Any, b: Any) -> Any:
        return {"y": np.tanh(a @ b), "s": np.sum(a, axis=0).astype(np.float32)}, a.shape[0]

    a, b = RNG.standard_normal((2, 3)), RNG.standard_normal((3, 4))
    out = dg.eval_shape(f, dg.ShapeDtypeStruct((2, 3), np.float64), b)
    real = f(a, b)
    assert out[0]["y"] == dg.ShapeDtypeStruct(real[0]["y"].shape, real[0]["y"].dtype)
    assert out[0]["s"] == dg.ShapeDtypeStruct((3,), np.float32)
    assert out[1] == dg.ShapeDtypeStruct((), np.asarray(real[1]).dtype)
    assert out[0]["y"].ndim == 2 and out[0]["y"].size == 8


def test_eval_shape_of_a_gradient_equals_jax() -> None:
    jax = pytest.importorskip("jax")
    jax.config.update("jax_enable_x64", True)
    spec = dg.ShapeDtypeStruct((4, 2), np.float64)
    ours = dg.eval_shape(dg.grad(lambda w: np.sum(np.sin(w) @ np.ones(2))), spec)
    theirs = jax.eval_shape(
        jax.grad(lambda w: jax.numpy.sum(jax.numpy.sin(w) @ jax.numpy.ones(2))),
        jax.ShapeDtypeStruct((4, 2), np.float64),
    )
    assert ours.shape == theirs.shape and ours.dtype == theirs.dtype


def test_eval_shape_refuses_value_dependent_shapes() -> None:
    with pytest.raises(ValueError, match="depends on the values"):
        dg.eval_shape(lambda a: a[a > 0], dg.ShapeDtypeStruct((5,), np.float64))


# -- debug_nans --------------------------------------------------------------------------

# NumPy's own warnings for 1/0 and 0/0 are expected here: debug_nans is what is tested.
zero_division = pytest.mark.filterwarnings("ignore::RuntimeWarning")


@zero_division
def test_debug_nans_names_sqrt_in_the_backward_at_its_line() -> None:
    def f(x: Any) -> Any:
        line[0] = _line()
        return np.sum(np.sqrt(x))

    line = [0]
    with dg.debug_nans():
        with pytest.raises(FloatingPointError) as found:
            dg.grad(f)(np.array([0.0, 1.0]))
    message = str(found.value)
    assert "sqrt" in message and "backward" in message
    assert f"{__file__}:{line[0]}" in message


@zero_division
def test_debug_nans_names_log_for_x_log_x_at_zero() -> None:
    """where(x > 0, x log x, 0) at 0: log(0) is -inf in the forward; with infs=False the
    first NaN is 0/0 in log's backward (its cotangent is 0 there)."""

    def f(x: Any) -> Any:
        line[0] = _line()
        y = np.log(x)
        return np.sum(np.where(x > 0, x * y, 0.0))

    line = [0]
    x = np.array([0.0, 2.0])
    with dg.debug_nans(), pytest.raises(FloatingPointError, match="log produced inf .* forward"):
        dg.grad(f)(x)
    with dg.debug_nans(infs=False), pytest.raises(FloatingPointError) as found:
        dg.grad(f)(x)
    assert "log produced NaN" in str(found.value) and "backward" in str(found.value)
    assert f"{__file__}:{line[0]}" in str(found.value)


@zero_division
def test_debug_nans_forward_mode_and_off_outside() -> None:
    with dg.debug_nans(), pytest.raises(FloatingPointError, match="jvp"):
        dg.jvp(lambda x: np.sqrt(x), (np.array([0.0]),), (np.array([1.0]),))
    with dg.debug_nans(), pytest.raises(FloatingPointError, match="sqrt .* backward"):
        dg.vmap(dg.grad(lambda x: np.sum(np.sqrt(x))))(np.array([[0.0, 2.0]]))
    with dg.debug_nans(), pytest.raises(FloatingPointError, match="sqrt .* backward"):
        dg.compile(dg.grad(lambda x: np.sum(np.sqrt(x))))(np.array([0.0, 2.0]))
    # outside the block: the same gradient is inf, without an error
    assert np.isinf(dg.grad(lambda x: np.sum(np.sqrt(x)))(np.array([0.0]))).all()
    # values that were already NaN are not the op's fault
    with dg.debug_nans():
        g = dg.grad(lambda x: np.sum(x * x))(np.array([np.nan, 1.0]))
    assert np.isnan(g[0]) and g[1] == 2.0


@zero_division
def test_debug_nans_checks_vmap_and_compile_without_a_derivative() -> None:
    # A vmapped or compiled log-likelihood with a NaN, no grad around it: still the op's line.
    def loglik(sigma: Any) -> Any:
        return np.sum(-np.log(sigma) - 0.5 / sigma**2)

    sigmas = np.array([[1.0, 2.0], [1.0, -1.0]])
    with dg.debug_nans(), pytest.raises(FloatingPointError, match="log produced NaN .* forward"):
        dg.vmap(loglik)(sigmas)
    with dg.debug_nans(), pytest.raises(FloatingPointError, match="log produced NaN") as found:
        dg.compile(loglik)(sigmas[1])
    assert "test_api_extras.py" in str(found.value)
    assert np.isnan(dg.vmap(loglik)(sigmas)[1])  # off: NumPy's NaN, no error


def test_debug_nans_from_the_environment() -> None:
    import subprocess
    import sys

    code = (
        "import numpy as np, derivgen as dg\n"
        "try:\n    dg.grad(lambda x: np.sum(np.sqrt(x)))(np.zeros(2))\n"
        "except FloatingPointError as e:\n    print('raised', 'sqrt' in str(e))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**__import__("os").environ, "DERIVGEN_DEBUG_NANS": "1"},
        check=True,
    )
    assert out.stdout.strip() == "raised True"
