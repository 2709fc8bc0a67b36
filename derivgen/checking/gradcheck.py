"""Gradient checking for users: reverse mode against forward mode, differences and complex step."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen import tree
from derivgen.trace import core
from derivgen.transforms import forward as api_forward
from derivgen.transforms import reverse as api_reverse


class GradcheckError(AssertionError):
    """A derivative disagrees with its reference; the message names the input and element."""


def _random_like(x: Any, rng: np.random.Generator) -> Any:
    dtype = np.asarray(x).dtype
    u = rng.standard_normal(np.shape(x))
    if dtype.kind == "c":  # both parts random, so the imaginary part is checked too
        u = u + 1j * rng.standard_normal(np.shape(x))
    return u.astype(dtype)


def _wide(x: Any) -> Any:
    """x in float64, or complex128 when complex (differences are taken in double precision)."""
    kind = np.asarray(x).dtype.kind
    return x.astype(np.complex128) if kind == "c" else x.astype(np.float64) if kind == "f" else x


def _outputs(out: Any) -> list[Any]:
    return list(out)  # the flattened functions return their output's leaves


def _float_outputs(out: Any) -> list[bool]:
    return [core._is_float(o) for o in _outputs(out)]


def _pairing(f: Callable[..., Any], us: list[Any], xs: Sequence[Any]) -> float:
    """Re sum(u * f(x)) over the floating-point outputs: the real loss whose gradient, in
    JAX's convention, is the vjp of u (for a complex input z, dL = Re sum(grad * dz))."""
    total = 0.0
    for o, u in zip(_outputs(f(*xs)), us, strict=True):
        if u is not None:
            total += float(np.real(np.sum(np.asarray(o) * u)))
    return total


def _fail(kind: str, name: str, index: tuple[int, ...], got: Any, want: Any, tol: str) -> None:
    where = f"input {name}" + (f", element {index}" if index else "")
    raise GradcheckError(
        f"gradcheck: {where}: reverse mode gives {got!r}, {kind} gives {want!r} ({tol})"
    )


def _flattened(f: Callable[..., Any], inputs: Sequence[Any]) -> tuple[Any, list[Any], list[str]]:
    """f as a function of its inputs' leaves returning its output's leaves; leaves; names.

    Pytree inputs and outputs are checked leaf by leaf; a leaf is named by its place,
    ``0['W']`` for the entry 'W' of the first input.
    """
    leaves, paths, treedef = tree.tree_flatten_with_paths(tuple(inputs))
    names = [path[1:].replace("]", "", 1) for path in paths]  # "[0]['W']" -> "0['W']"

    def flat(*xs: Any) -> list[Any]:
        return tree.tree_leaves(f(*treedef.unflatten(xs)))

    return flat, leaves, names


def gradcheck(
    f: Callable[..., Any],
    *inputs: Any,
    eps: float = 1e-6,
    rtol: float = 1e-5,
    atol: float = 1e-6,
    complex_step: bool = False,
    complex_rtol: float = 1e-12,
    seed: int = 0,
) -> bool:
    """Check f's first derivatives at ``inputs``; raise GradcheckError naming what disagrees.

    With a random cotangent u it compares the reverse-mode gradient of <u, f(x)> with
    (1) central differences in float64, element by element; (2) the forward-mode
    dot-product test <u, J v> = <J^T u, v>; and (3) with ``complex_step=True``, for
    analytic f, the complex-step derivative Im <u, f(x + i h e_k)> / h, which is exact to
    rounding and so is held to ``complex_rtol``. Inputs and outputs may be pytrees; every
    leaf is checked. Returns True when all agree.
    """
    f, leaves, names = _flattened(f, inputs)
    rng = np.random.default_rng(seed)
    xs = [np.asarray(x) for x in leaves]
    for name, x in zip(names, xs, strict=True):
        core.check_primal(x, name)
    out, pullback = api_reverse.vjp(f, *xs)
    us = [
        _random_like(o, rng) if flt else None
        for o, flt in zip(_outputs(out), _float_outputs(out), strict=True)
    ]
    grads = pullback(us)
    tol = f"rtol={rtol}, atol={atol}"

    x64 = [_wide(x) for x in xs]
    u64 = [None if u is None else _wide(u) for u in us]
    if complex_step and any(np.iscomplexobj(v) for v in [*x64, *(u for u in u64 if u is not None)]):
        raise ValueError("gradcheck: complex_step=True needs real inputs and real outputs")
    for i, (x, g) in enumerate(zip(x64, grads, strict=True)):
        g = _checked_shape_dtype(g, xs[i], names[i])
        for index in np.ndindex(x.shape):
            step = np.zeros_like(x)
            step[index] = eps
            up = [*x64[:i], x + step, *x64[i + 1 :]]
            down = [*x64[:i], x - step, *x64[i + 1 :]]
            numeric: complex = (_pairing(f, u64, up) - _pairing(f, u64, down)) / (2 * eps)
            got: Any = g[index]
            if np.iscomplexobj(x):  # the derivative along i e_k is minus the imaginary part
                up[i], down[i] = x + 1j * step, x - 1j * step
                along_i = (_pairing(f, u64, up) - _pairing(f, u64, down)) / (2 * eps)
                numeric = complex(numeric, -along_i)
            else:
                got = float(got)
            if not np.isclose(got, numeric, rtol=rtol, atol=atol, equal_nan=True):
                _fail("central differences", names[i], index, got, numeric, tol)
            if complex_step:
                h = 1e-20
                shifted = [*x64[:i], x + 1j * h * (step / eps), *x64[i + 1 :]]
                exact = sum(
                    float(np.sum(np.asarray(o).imag * u)) / h
                    for o, u in zip(_outputs(f(*shifted)), u64, strict=True)
                    if u is not None
                )
                if not np.isclose(got, exact, rtol=complex_rtol, atol=complex_rtol):
                    _fail("the complex step", names[i], index, got, exact, f"rtol={complex_rtol}")

    _dot_product_test(f, xs, us, grads, rng, rtol, atol)
    return True


def _dot_product_test(
    f: Callable[..., Any],
    xs: list[Any],
    us: list[Any],
    grads: Sequence[Any],
    rng: np.random.Generator,
    rtol: float,
    atol: float,
) -> None:
    """Forward mode against reverse mode: <u, J v> = <J^T u, v> for a random v."""
    vs = [_random_like(x, rng) for x in xs]
    _, tangent_out = api_forward.jvp(f, tuple(xs), tuple(vs))
    forward = sum(
        float(np.real(np.sum(np.asarray(t) * u)))
        for t, u in zip(_outputs(tangent_out), us, strict=True)
        if u is not None
    )
    backward = sum(
        float(np.real(np.sum(np.asarray(g) * v))) for g, v in zip(grads, vs, strict=True)
    )
    scale = max(1.0, abs(forward), abs(backward))
    if not np.isclose(forward, backward, rtol=rtol, atol=atol * scale):
        raise GradcheckError(
            f"gradcheck: forward and reverse mode disagree: <u, J v> = {forward!r} but "
            f"<J^T u, v> = {backward!r} (rtol={rtol}, atol={atol})"
        )


def _checked_shape_dtype(g: Any, x: Any, name: str) -> np.ndarray:
    g = np.asarray(g)
    if g.shape != x.shape:
        raise GradcheckError(
            f"gradcheck: input {name}: gradient has shape {g.shape}, input has {x.shape}"
        )
    if g.dtype != x.dtype:
        raise GradcheckError(
            f"gradcheck: input {name}: gradient has dtype {g.dtype}, input has {x.dtype}"
        )
    return g


def gradgradcheck(
    f: Callable[..., Any],
    *inputs: Any,
    eps: float = 1e-6,
    rtol: float = 1e-4,
    atol: float = 1e-5,
    seed: int = 1,
) -> bool:
    """Check f's second derivatives: the gradient of x -> <w, J(x)^T u> for random u and w.

    That gradient runs reverse mode over reverse mode; it is compared with central
    differences (for real inputs, of the first-order gradient J^T u along w, which gives
    every element at once; otherwise element by element, as gradcheck does), and a
    dot-product test runs forward mode over reverse mode, so both second-order paths are
    checked. Inputs and outputs may be pytrees.
    """
    f, leaves, names = _flattened(f, inputs)
    rng = np.random.default_rng(seed)
    xs = [np.asarray(x) for x in leaves]
    out = f(*xs)
    us = [
        _random_like(o, rng) if flt else None
        for o, flt in zip(_outputs(out), _float_outputs(out), strict=True)
    ]
    ws = [_random_like(x, rng) for x in xs]

    def first_order(*ys: Any) -> Any:
        _, pullback = api_reverse.vjp(f, *ys)
        total: Any = 0.0
        for g, w in zip(pullback(us), ws, strict=True):
            total = total + np.sum(g * w)
        return total

    complex_cotangent = any(u is not None and np.iscomplexobj(u) for u in us)
    if complex_cotangent or not all(x.dtype.kind == "f" for x in xs):
        return gradcheck(first_order, *xs, eps=eps, rtol=rtol, atol=atol, seed=seed)
    # Real inputs: the gradient of <w, J(x)^T u> is H w, H the (symmetric) Hessian of <u, f>,
    # and H w is the derivative of the first-order gradient J(x)^T u along w: one pair of
    # central differences of reverse mode gives every element (PyTorch's gradgradcheck also
    # differentiates the first-order backward numerically), not a pair per element.
    grads = api_reverse.grad(first_order, argnums=tuple(range(len(xs))))(*xs)
    x64, w64 = [_wide(x) for x in xs], [_wide(w) for w in ws]
    u64 = [None if u is None else _wide(u) for u in us]

    def reverse(sign: float) -> Sequence[Any]:
        shifted = [x + sign * eps * w for x, w in zip(x64, w64, strict=True)]
        return api_reverse.vjp(f, *shifted)[1](u64)

    up, down = reverse(1.0), reverse(-1.0)
    for i, (g, u, d) in enumerate(zip(grads, up, down, strict=True)):
        got = _checked_shape_dtype(g, xs[i], names[i])
        numeric = (np.asarray(u, np.float64) - np.asarray(d, np.float64)) / (2 * eps)
        bad = ~np.isclose(got, numeric, rtol=rtol, atol=atol, equal_nan=True)
        if bad.any():
            index = tuple(int(k) for k in np.argwhere(bad)[0]) if bad.ndim else ()
            kind = "central differences of J^T u along w"
            _fail(kind, names[i], index, float(got[index]), float(numeric[index]),
                  f"rtol={rtol}, atol={atol}")  # fmt: skip
    flat, _, _ = _flattened(first_order, xs)
    _dot_product_test(flat, xs, [1.0], grads, rng, rtol, atol)
    return True
