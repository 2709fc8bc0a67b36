"""Special functions SciPy lacks: polygamma(n, z) of complex z, zeta(x, q)'s derivatives in x."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

# B_2, B_4, ..., B_20: the Bernoulli numbers of the asymptotic series as (numerator,
# denominator) (tests check them); plain ints, since importing fractions costs every import.
BERNOULLI_EVEN = (
    (1, 6),
    (-1, 30),
    (1, 42),
    (-1, 30),
    (5, 66),
    (-691, 2730),
    (7, 6),
    (-3617, 510),
    (43867, 798),
    (-174611, 330),
)
# Below this real part the recurrence shifts z up; above it, with ten series terms, the
# series' first omitted term is below 1e-19 of the leading one for n <= 10 (and 1e-13 at 20).
SERIES_START = 20.0
# cot's derivatives come from its q-series where |q| = exp(-2 |Im u|) <= Q_SERIES: its terms
# (2m)^n q^m fall below 1e-17 of the first within SERIES_TERMS terms for n <= 10.
Q_SERIES = 0.25
SERIES_TERMS = 80
# Left of -RECURRENCE_REACH only the reflection formula is evaluated (see complex_polygamma).
RECURRENCE_REACH = 60.0


def _series_coefficients(n: int) -> list[float]:
    """d_k = B_2k (2k + n - 1)! / ((2k)! (n - 1)!), the series terms relative to (n-1)!/x^n."""
    coefficients = []
    for k, (numerator, denominator) in enumerate(BERNOULLI_EVEN, start=1):
        rising = math.prod(range(n, 2 * k + n))  # (2k + n - 1)! / (n - 1)!
        # int / int is correctly rounded: the exact rational's nearest float
        coefficients.append(numerator * rising / (denominator * math.factorial(2 * k)))
    return coefficients


def _cot_derivative_polynomial(n: int) -> list[int]:
    """P_n with d^n/du^n cot(u) = P_n(cot(u)), lowest power first: P_0(c) = c and
    P_(n+1)(c) = -(1 + c^2) P_n'(c)."""
    poly = [0, 1]
    for _ in range(n):
        derivative = [k * a for k, a in enumerate(poly)][1:] or [0]
        poly = [0] * (len(derivative) + 2)
        for k, a in enumerate(derivative):
            poly[k] -= a
            poly[k + 2] -= a
    return poly


def _cot_derivative(n: int, u: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """d^n/du^n cot(u), and the sum of the magnitudes of what it adds up (for the error).

    Away from the real axis (|q| = exp(-2 |Im u|) <= Q_SERIES) from cot(u) = -i - 2i sum_m q^m
    with q = exp(2iu), so d^n cot = -2i sum_m (2im)^n q^m; near it from P_n(cot(u)), with u
    moved by whole periods to |Re u| <= pi/2. Im u < 0 by symmetry: conj(f(conj(u))).
    """
    lower = u.imag < 0
    u = np.where(lower, np.conj(u), u)  # Im u >= 0 from here on
    u = u - np.pi * np.round(u.real / np.pi)
    q = np.exp(2j * u)
    far = np.abs(q) <= Q_SERIES
    q_far = np.where(far, q, 0)
    total, far_size = np.zeros_like(u), np.zeros(u.shape)
    power = np.ones_like(u)
    for m in range(1, SERIES_TERMS + 1):
        power = power * q_far
        term = (2j * m) ** n * power
        total, far_size = total + term, far_size + 2 * np.abs(term)
    far_value = -2j * total - (1j if n == 0 else 0)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        cot = np.cos(u) / np.sin(u)
        near_value, near_size = np.zeros_like(u), np.zeros(u.shape)
        for coefficient in reversed(_cot_derivative_polynomial(n)):
            near_value = near_value * cot + coefficient
            near_size = near_size * np.abs(cot) + abs(coefficient)
    value = np.where(far, far_value, near_value)
    return np.where(lower, np.conj(value), value), np.where(far, far_size, near_size)


def _series_side(n: int, w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """psi^(n)(w) by the recurrence up to Re w >= SERIES_START + n, then the series; and the
    sum of the magnitudes of its terms (for the error)."""
    steps = np.ceil(SERIES_START + n - w.real)
    steps = np.where(np.isfinite(steps) & (steps > 0), steps, 0)
    shifted_terms, size = np.zeros_like(w), np.zeros(w.shape)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        for k in range(int(steps.max(initial=0))):
            term = np.where(k < steps, 1.0 / (w + k) ** (n + 1), 0)
            shifted_terms, size = shifted_terms + term, size + np.abs(term)
        x = w + steps
        inverse_square = 1.0 / (x * x)
        series = np.zeros_like(x)
        for coefficient in reversed(_series_coefficients(n)):  # Horner in 1 / x^2
            series = (series + coefficient) * inverse_square
        series = math.factorial(n - 1) * (1.0 + n / (2.0 * x) + series) / x**n
        value = series + math.factorial(n) * shifted_terms
        size = np.abs(series) + math.factorial(n) * size
    return (-1.0) ** (n + 1) * value, size


def complex_polygamma(n: int, z: Any) -> np.ndarray:
    """psi^(n)(z) = (-1)^(n+1) n! zeta(n + 1, z) for n >= 1 and complex z (SciPy's polygamma
    takes real x only).

    The recurrence psi^(n)(z) = psi^(n)(z + 1) - (-1)^n n! / z^(n+1) shifts the real part up
    to SERIES_START + n, where the asymptotic series
    psi^(n)(x) ~ (-1)^(n+1) (n-1)! / x^n (1 + n / (2x) + sum_k d_k / x^(2k)) is accurate to
    double precision. Left of Re z = 1/2 a long recurrence can cancel (terms large next to
    the sum), so there the reflection formula
    psi^(n)(z) = (-1)^n psi^(n)(1 - z) - pi^(n+1) cot^(n)(pi z) is also evaluated, and each
    element takes whichever adds up smaller terms. Poles (z = 0, -1, -2, ...) give
    non-finite values, as SciPy's do. The result has z's complex dtype (complex128 for real
    or integer z).
    """
    if n < 1:
        raise ValueError(f"complex_polygamma needs n >= 1 (n = 0 is scipy.special.psi), not {n}")
    z = np.asarray(z)
    dtype = z.dtype if z.dtype.kind == "c" else np.dtype(np.complex128)
    w = z.astype(np.complex128)
    # Far left only the reflection is taken: the recurrence would need -Re z steps.
    direct = w.real >= -RECURRENCE_REACH
    value, size = _series_side(n, np.where(direct, w, 0.5))
    size = np.where(direct, size, np.inf)
    reflect = w.real < 0.5
    if np.any(reflect):
        mirrored, mirrored_size = _series_side(n, np.where(reflect, 1 - w, 0.5))
        with np.errstate(invalid="ignore", over="ignore"):
            cot, cot_size = _cot_derivative(n, np.pi * np.where(reflect, w, 0.5))
            reflected = (-1.0) ** n * mirrored - np.pi ** (n + 1) * cot
            reflected_size = mirrored_size + np.pi ** (n + 1) * cot_size
        value = np.where(reflect & (reflected_size < size), reflected, value)
    return value.astype(dtype)


def _refuse_complex_hurwitz(x: Any, q: Any) -> None:
    if q is not None and (np.iscomplexobj(x) or np.iscomplexobj(q)):
        raise TypeError(
            "scipy.special.zeta: derivgen takes complex input only for Riemann's zeta(x) "
            "(q=None); Hurwitz's zeta(x, q) of complex x is NaN in SciPy, and of complex q "
            "SciPy has none"
        )


def zeta(x: Any, q: Any) -> Any:
    """scipy.special.zeta: Riemann's zeta (q None, also complex x) or Hurwitz's zeta(x, q)."""
    import scipy.special

    _refuse_complex_hurwitz(x, q)
    return scipy.special.zeta(x, q)


def zeta_derivative(x: Any, q: Any, order: int) -> Any:
    """The order-th derivative of Hurwitz's zeta(x, q) in x (scipy has none); complex x
    for Riemann's zeta (q None).

    For x >= 0 (x != 1) and q > 0, the Euler-Maclaurin sum, vectorised (as accurate as
    mpmath there, or more: mpmath's default precision loses digits at large q). Below
    x = 0 its terms cancel, so those elements (and x = 1, q <= 0) go to mpmath one by one.
    """
    _refuse_complex_hurwitz(x, q)
    dtype = np.result_type(x, np.float32) if q is None else np.result_type(x, q, np.float32)
    x, q = np.broadcast_arrays(np.asarray(x), np.asarray(1.0 if q is None else q))
    if dtype.kind == "c":  # Riemann's zeta of complex x: mpmath, element by element
        values = _zeta_derivative_mpmath(x.astype(complex).ravel(), q.astype(float).ravel(), order)
        return values.reshape(x.shape).astype(dtype)
    s, a = x.astype(np.float64), q.astype(np.float64)
    summable = (s >= 0) & (s != 1) & (a > 0) & np.isfinite(s) & np.isfinite(a)
    out = np.empty(s.shape)
    out[summable] = _zeta_derivative_sum(s[summable], a[summable], order)
    rest = ~summable
    if rest.any():
        out[rest] = _zeta_derivative_mpmath(s[rest], a[rest], order)
    return out.astype(dtype)


_DIRECT_TERMS = 12  # (n + q) summed for n < 12; Euler-Maclaurin from N + q = 12 + q on
_CORRECTIONS = 10  # Bernoulli terms B_2 .. B_20


def _zeta_derivative_sum(s: np.ndarray, a: np.ndarray, order: int) -> np.ndarray:
    """sum over n of g(n + a), g(t) = (-log t)^order t^-s, by Euler-Maclaurin:
    direct terms below N, then the integral from X = N + a, g(X) / 2, and
    -sum_j B_2j / (2j)! g^(2j-1)(X)."""
    from scipy.special import bernoulli

    total = np.zeros(s.shape)
    for n in range(_DIRECT_TERMS):
        t = n + a
        total += (-np.log(t)) ** order * t**-s
    end = _DIRECT_TERMS + a
    log_end = np.log(end)
    # The integral of t^-s from X is X^(1-s) / (s - 1); order derivatives in s of that.
    u = s - 1
    total += sum(
        math.comb(order, j) * (-log_end) ** j * end**-u
        * (-1) ** (order - j) * math.factorial(order - j) / u ** (order - j + 1)
        for j in range(order + 1)
    )  # fmt: skip
    total += 0.5 * (-log_end) ** order * end**-s
    # g^(m)(t) = t^(-s-m) * sum_j c[j] log(t)^j, starting from c[order] = (-1)^order.
    c = [np.zeros(s.shape) for _ in range(order + 1)]
    c[order] = np.full(s.shape, (-1.0) ** order)
    b = bernoulli(2 * _CORRECTIONS)
    for m in range(2 * _CORRECTIONS):
        if m % 2 == 1:
            derivative = end ** (-s - m) * sum(cj * log_end**j for j, cj in enumerate(c))
            total -= b[m + 1] / math.factorial(m + 1) * derivative
        # d/dt [log(t)^j t^-(s+m)] = (j log(t)^(j-1) - (s+m) log(t)^j) t^-(s+m+1)
        c = [-(s + m) * c[j] + ((j + 1) * c[j + 1] if j < order else 0.0) for j in range(order + 1)]
    return total


def _zeta_derivative_mpmath(s: np.ndarray, a: np.ndarray, order: int) -> np.ndarray:
    try:
        import mpmath
    except ImportError:  # pragma: no cover - mpmath comes with the test extra's SymPy
        raise TypeError(
            "the derivative of zeta in x below x = 0 (or at q <= 0) needs mpmath "
            "(pip install mpmath); derivatives in q, and in x >= 0, do not"
        ) from None
    kind = complex if np.iscomplexobj(s) else float
    values = [kind(mpmath.zeta(kind(x), float(q), int(order))) for x, q in zip(s, a, strict=True)]
    return np.array(values)
