"""IIR filters with derivatives: lfilter as a solver whose adjoint is a filter run backwards.

``y, zf = lfilter(b, a, x, zi=zi)`` solves, along the filtered axis (length N, K = max(len(a),
len(b)), sequences zero outside their range):

    E(n) = (a * y)[n] - (b * x)[n] - a0 zi[n] + a0 zf[n - N] = 0,   n = 0 .. N + K - 2,

``*`` the full convolution (SciPy normalises b and a by a0 and keeps zi in those units, which
is the same equation divided by a0). The adjoint ``lam`` (length N + K - 1) solves the
transposed system: ``lam[N:] = gzf / a0``, and ``lam[:N]`` is the all-pole filter ``1/a`` run
over the reversed remainder. Every cotangent is then ``-lam . dE/dparameter``: ``gx`` is ``lam``
correlated with ``b``, ``gb[k] = sum(lam[k:k+N] x)``, ``ga[k] = -sum(lam[k:k+N] y)`` (a0 also
meets zi and zf), ``gzi = a0 lam[:K-1]``. Each filter run is SciPy's compiled lfilter, O(N),
and the rule calls ``lfilter`` itself, so the derivative of the rule goes through it again.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from derivgen.solvers.dispatch import Solver, is_traced, loop_batch
from derivgen.solvers.rules import SolverRule, register

__all__ = ["filtfilt", "lfilter", "sosfilt"]


def _impl(static: tuple[int], b: Any, a: Any, x: Any, zi: Any) -> tuple[Any, Any]:
    import scipy.signal

    _check_stable(a)
    y, zf = scipy.signal.lfilter(b, a, x, axis=static[0], zi=zi)
    return y, zf


def _check_stable(a: np.ndarray) -> None:
    """Refuse poles outside the unit circle: the output, and the adjoint run backwards over
    the same poles, grow exponentially. Poles on the circle (an integrator) are allowed."""
    if a[0] == 0:
        raise ValueError("derivgen.scipy.signal.lfilter: a[0] is 0; the filter is not defined")
    if len(a) > 1:
        largest = float(np.max(np.abs(np.roots(a))))
        if largest > 1 + 1e-9:
            raise ValueError(
                f"derivgen.scipy.signal.lfilter: the filter is unstable (a pole of magnitude "
                f"{largest:.6g} > 1, a = {a.tolist()}): its output and its gradient grow "
                "exponentially with the signal's length. Use a stable filter (poles inside the "
                "unit circle), or call scipy.signal.lfilter on derivgen.stop_gradient values if "
                "the growth is intended"
            )


def _last(v: Any, axis: int) -> Any:
    return np.moveaxis(v, axis, -1)


def _flip(v: Any) -> Any:
    return v[..., ::-1]


def _fir(b: Any, x: Any) -> Any:
    """(b * x)[:len(x)] along the last axis. a = [1, 0] (a pole at 0) keeps SciPy on its
    compiled recursion, about twice as fast as its np.convolve path for a = [1]."""
    return _filter(b, np.array([1.0, 0.0]), x)


def _filter(b: Any, a: Any, x: Any) -> Any:
    order = max(np.shape(a)[0], np.shape(b)[0]) - 1
    zi = np.zeros((*np.shape(x)[:-1], order))
    return LFILTER((np.ndim(x) - 1,), b, a, x, zi)[0]


def _is_zero(v: Any) -> bool:
    return type(v) is np.ndarray and not v.any()


def _rule(static: tuple[int], arrays: Any, out: Any, cotangent: Any) -> list[Any]:
    (axis,) = static
    b, a, x, zi = arrays
    y, zf = out
    gy, gzf = cotangent
    x, y, gy, zi, zf, gzf = (_last(v, axis) for v in (x, y, gy, zi, zf, gzf))
    n, k = np.shape(x)[-1], np.shape(zi)[-1] + 1
    a0 = a[0]
    lam_bot = gzf / a0
    r = gy
    if k > 1 and not _is_zero(gzf):  # (a^T [0, lam_bot])[:n]: a correlated with lam_bot
        v = np.concatenate([np.zeros_like(gy), lam_bot], axis=-1)
        r = gy - _flip(_fir(a, _flip(v)))[..., :n]
    lam_top = _flip(_filter(np.ones(1), a, _flip(r)))
    lam = np.concatenate([lam_top, lam_bot], axis=-1)
    gx = _flip(_fir(b, _flip(lam)))[..., :n]
    gzi = a0 * lam[..., : k - 1]
    gb = np.stack([np.sum(lam[..., j : j + n] * x) for j in range(np.shape(b)[0])])
    ga = -np.stack([np.sum(lam[..., j : j + n] * y) for j in range(np.shape(a)[0])])
    extra = np.sum(lam[..., : k - 1] * zi) - np.sum(lam[..., n:] * zf)  # a0 scales zi and zf
    ga = ga + np.concatenate([np.reshape(extra, (1,)), np.zeros(np.shape(a)[0] - 1)])
    return [gb, ga, np.moveaxis(gx, -1, axis), np.moveaxis(gzi, -1, axis)]


def _batch(solver: Solver, static: tuple[int], raw: Any, flags: Any, size: int) -> Any:
    """A batch of signals (x, zi) is one filter call along the shifted axis; a batch of
    filters (b or a batched) is one call per example."""
    b, a, x, zi = raw
    if flags[0] or flags[1]:
        return loop_batch(solver, static, raw, flags, size)
    x = x if flags[2] else np.broadcast_to(x, (size, *np.shape(x)))
    zi = zi if flags[3] else np.broadcast_to(zi, (size, *np.shape(zi)))
    return solver((static[0] + 1,), b, a, x, zi)


LFILTER = Solver("scipy.signal.lfilter", _impl, _rule, _batch)

register(
    SolverRule(
        name="scipy.signal.lfilter",
        where="derivgen.scipy.signal.lfilter",
        reverse=(
            "adjoint filter: lam = reversed(lfilter([1], a, reversed(gy - a-correlation of "
            "gzf/a0))); gx = lam correlated with b; gb[k] = sum(lam[k:k+N] x); ga[k] = "
            "-sum(lam[k:k+N] y) (+ zi, zf terms for a0); gzi = a0 lam[:K-1]; O(N) SciPy calls"
        ),
        forward="the reverse rule transposed (custom_vjp): two more filter passes",
        aliases=("lfilter", "derivgen.scipy.signal.lfilter"),
    )
)


def _as_array(v: Any, name: str) -> Any:
    if isinstance(v, list | tuple) and any(is_traced(e) for e in v):
        v = np.stack([e if is_traced(e) else np.asarray(e, dtype=float) for e in v])  # [1.0, c]
    if is_traced(v):
        if np.iscomplexobj(v):
            raise TypeError(f"derivgen.scipy.signal: complex {name} is not supported")
        return v
    v = np.asarray(v)
    if v.dtype.kind == "c":
        raise TypeError(f"derivgen.scipy.signal: complex {name} is not supported")
    return v.astype(np.result_type(v.dtype, np.float64))


def _coefficients(b: Any, a: Any, where: str) -> tuple[Any, Any]:
    b, a = _as_array(b, "b"), _as_array(a, "a")
    b = b if np.ndim(b) else np.reshape(b, (1,))
    a = a if np.ndim(a) else np.reshape(a, (1,))
    if np.ndim(b) != 1 or np.ndim(a) != 1:
        raise ValueError(f"{where}: b and a must be 1-D (got shapes {np.shape(b)}, {np.shape(a)})")
    return b, a


def lfilter(b: Any, a: Any, x: Any, axis: int = -1, zi: Any = None) -> Any:
    """scipy.signal.lfilter, differentiable in b, a, x and zi; ``(y, zf)`` when zi is given.

    Real filters only; an unstable filter (a pole outside the unit circle) is a ValueError.
    """
    b, a = _coefficients(b, a, "derivgen.scipy.signal.lfilter")
    x = _as_array(x, "x")
    ndim = np.ndim(x)
    if not -ndim <= axis < ndim:
        raise ValueError(f"derivgen.scipy.signal.lfilter: axis {axis} for a {ndim}-D x")
    axis %= ndim
    order = max(np.shape(a)[0], np.shape(b)[0]) - 1
    shape = list(np.shape(x))
    shape[axis] = order
    if zi is None:
        return LFILTER((axis,), b, a, x, np.zeros(shape))[0]
    zi = _as_array(zi, "zi")
    try:
        zi = np.broadcast_to(zi, tuple(shape))
    except ValueError:
        raise ValueError(
            f"derivgen.scipy.signal.lfilter: zi has shape {np.shape(zi)}, expected "
            f"{tuple(shape)} (x's shape with axis {axis} replaced by max(len(a), len(b)) - 1)"
        ) from None
    y, zf = LFILTER((axis,), b, a, x, zi)
    return y, zf


def lfilter_zi(b: Any, a: Any) -> Any:
    """scipy.signal.lfilter_zi (the steady state of a unit step), differentiable in b and a."""
    b, a = _coefficients(b, a, "derivgen.scipy.signal.lfilter_zi")
    b, a = b / a[0], a / a[0]
    n = max(np.shape(a)[0], np.shape(b)[0])
    a = np.concatenate([a, np.zeros(n - np.shape(a)[0])])
    b = np.concatenate([b, np.zeros(n - np.shape(b)[0])])
    if n == 1:
        return np.zeros(0)  # no state
    first = np.zeros(n - 1)
    first[0] = 1.0
    # I - companion(a).T: a[1:] added to the first column, -1 on the superdiagonal.
    system = np.eye(n - 1) - np.eye(n - 1, k=1) + a[1:, None] * first
    return np.linalg.solve(system, b[1:] - a[1:] * b[0])


def _extension(x: Any, edge: int, padtype: str) -> Any:
    """SciPy's odd, even or constant extension of x by ``edge`` samples at each end (last axis)."""
    left, right = x[..., :1], x[..., -1:]
    left_ext, right_ext = x[..., edge:0:-1], x[..., -2 : -(edge + 2) : -1]
    if padtype == "odd":
        left_ext, right_ext = 2 * left - left_ext, 2 * right - right_ext
    elif padtype == "constant":
        left_ext = np.broadcast_to(left, (*np.shape(x)[:-1], edge))
        right_ext = np.broadcast_to(right, (*np.shape(x)[:-1], edge))
    return np.concatenate([left_ext, x, right_ext], axis=-1)


def filtfilt(
    b: Any,
    a: Any,
    x: Any,
    axis: int = -1,
    padtype: str | None = "odd",
    padlen: int | None = None,
    method: str = "pad",
    irlen: int | None = None,
) -> Any:
    """scipy.signal.filtfilt with method='pad': lfilter forwards and backwards, each started
    in its steady state (lfilter_zi); differentiable in b, a and x."""
    if method != "pad":
        raise ValueError(
            f"derivgen.scipy.signal.filtfilt: method={method!r} is not supported; "
            "derivgen differentiates method='pad' (SciPy's default)"
        )
    if padtype not in ("odd", "even", "constant", None):
        raise ValueError(f"derivgen.scipy.signal.filtfilt: unknown padtype {padtype!r}")
    b, a = _coefficients(b, a, "derivgen.scipy.signal.filtfilt")
    x = np.moveaxis(_as_array(x, "x"), axis, -1)
    ntaps = max(np.shape(a)[0], np.shape(b)[0])
    edge = 0 if padtype is None else 3 * ntaps if padlen is None else padlen
    if np.shape(x)[-1] <= edge:
        raise ValueError(
            f"derivgen.scipy.signal.filtfilt: the length of x along the axis must be greater "
            f"than padlen, which is {edge}"
        )
    ext = _extension(x, edge, padtype) if edge > 0 and padtype is not None else x
    zi = lfilter_zi(b, a)
    y, _ = lfilter(b, a, ext, zi=zi * ext[..., :1])
    y, _ = lfilter(b, a, _flip(y), zi=zi * y[..., -1:])
    y = _flip(y)
    if edge > 0:
        y = y[..., edge:-edge]
    return np.moveaxis(y, -1, axis)


def sosfilt(sos: Any, x: Any, axis: int = -1, zi: Any = None) -> Any:
    """scipy.signal.sosfilt: the second-order sections one lfilter after another;
    differentiable in sos, x and zi; ``(y, zf)`` when zi is given."""
    sos = _as_array(sos, "sos")
    if np.ndim(sos) != 2 or np.shape(sos)[1] != 6:
        raise ValueError(
            f"derivgen.scipy.signal.sosfilt: sos must have shape (n_sections, 6), got "
            f"{np.shape(sos)}"
        )
    if not is_traced(sos) and not np.all(sos[:, 3] == 1):
        raise ValueError("derivgen.scipy.signal.sosfilt: sos[:, 3] should be all ones, as SciPy's")
    x = _as_array(x, "x")
    finals = []
    for s in range(np.shape(sos)[0]):
        if zi is None:
            x = lfilter(sos[s, :3], sos[s, 3:], x, axis=axis)
        else:
            x, zf = lfilter(sos[s, :3], sos[s, 3:], x, axis=axis, zi=zi[s])
            finals.append(zf)
    return x if zi is None else (x, np.stack(finals))
