"""scipy.stats' continuous distributions for traced arrays, written with differentiable ops.

Each is differentiable in x, loc, scale and its shape parameters, except where a method needs
the derivative of an incomplete gamma or beta function in its shape (the cdf, sf and ppf of
t, gamma and beta): those refuse a traced shape by name.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import scipy.special as sc

from derivgen.scipy.stats._base import Continuous, safe

__all__ = ["beta", "cauchy", "expon", "gamma", "laplace", "logistic", "lognorm", "norm", "t"]

_LOG_SQRT_2PI = 0.5 * np.log(2 * np.pi)


class _Norm(Continuous):
    name = "norm"

    def _logpdf(self, z: Any) -> Any:
        return -0.5 * z * z - _LOG_SQRT_2PI

    def _cdf(self, z: Any) -> Any:
        return sc.ndtr(z)

    def _sf(self, z: Any) -> Any:
        return sc.ndtr(-z)

    def _logcdf(self, z: Any) -> Any:
        return sc.log_ndtr(z)

    def _logsf(self, z: Any) -> Any:
        return sc.log_ndtr(-z)

    def _ppf(self, q: Any) -> Any:
        return sc.ndtri(q)


class _T(Continuous):
    name = "t"
    tails_fixed_in_shapes = True
    shapes = ("df",)

    def _logpdf(self, z: Any, df: Any) -> Any:
        return (
            sc.gammaln((df + 1) / 2)
            - sc.gammaln(df / 2)
            - 0.5 * np.log(df * np.pi)
            - (df + 1) / 2 * np.log1p(z * z / df)
        )

    def _tail(self, z: Any, df: Any) -> Any:
        """P(T > |z|) = I_{df / (df + z^2)}(df / 2, 1 / 2) / 2, for z != 0."""
        return 0.5 * sc.betainc(df / 2, 0.5, df / (df + z * z))

    def _cdf(self, z: Any, df: Any) -> Any:
        return self._centred(z, df, upper=False)

    def _sf(self, z: Any, df: Any) -> Any:
        return self._centred(z, df, upper=True)

    def _centred(self, z: Any, df: Any, upper: bool) -> Any:
        # At z = 0 the chain through betainc is inf * 0 (its derivative at 1 is infinite):
        # there the cdf is 1/2 + z pdf(0), whose derivative is the pdf.
        zero = z == 0
        tail = self._tail(safe(zero, 1.0, z), df)
        sign = -1.0 if upper else 1.0
        centre = 0.5 + sign * z * np.exp(self._logpdf(z, df))
        below = z < 0
        return np.where(zero, centre, np.where(below != upper, tail, 1.0 - tail))

    def _ppf(self, q: Any, df: Any) -> Any:
        # At q = 1/2 the chain through sqrt(0) is inf * 0: there it is (q - 1/2) / pdf(0).
        half = q == 0.5
        q_ = safe(half, 0.25, q)
        lower = np.minimum(q_, 1.0 - q_)  # the tail probability, below 1/2
        ratio = sc.betaincinv(df / 2, 0.5, 2 * lower)  # df / (df + z^2)
        magnitude = np.sqrt(df * (1.0 - ratio) / ratio)
        centre = (q - 0.5) * np.exp(-self._logpdf(0.0 * q, df))
        return np.where(half, centre, np.where(q_ < 0.5, -magnitude, magnitude))


class _Gamma(Continuous):
    name = "gamma"
    tails_fixed_in_shapes = True
    shapes = ("a",)

    def _logpdf(self, z: Any, a: Any) -> Any:
        inside = z >= 0
        z = safe(inside, z, 1.0)
        return np.where(inside, sc.xlogy(a - 1, z) - z - sc.gammaln(a), -np.inf)

    def _cdf(self, z: Any, a: Any) -> Any:
        return sc.gammainc(a, np.maximum(z, 0.0))

    def _sf(self, z: Any, a: Any) -> Any:
        return sc.gammaincc(a, np.maximum(z, 0.0))

    def _ppf(self, q: Any, a: Any) -> Any:
        return sc.gammaincinv(a, q)


class _Beta(Continuous):
    name = "beta"
    tails_fixed_in_shapes = True
    shapes = ("a", "b")

    def _logpdf(self, z: Any, a: Any, b: Any) -> Any:
        inside = (z >= 0) & (z <= 1)
        z = safe(inside, z, 0.5)
        value = sc.xlogy(a - 1, z) + sc.xlog1py(b - 1, -z) - sc.betaln(a, b)
        return np.where(inside, value, -np.inf)

    def _cdf(self, z: Any, a: Any, b: Any) -> Any:
        return sc.betainc(a, b, np.clip(z, 0.0, 1.0))

    def _sf(self, z: Any, a: Any, b: Any) -> Any:
        return sc.betaincc(a, b, np.clip(z, 0.0, 1.0))

    def _ppf(self, q: Any, a: Any, b: Any) -> Any:
        return sc.betaincinv(a, b, q)


class _Expon(Continuous):
    name = "expon"

    def _logpdf(self, z: Any) -> Any:
        return np.where(z >= 0, -z, -np.inf)

    def _cdf(self, z: Any) -> Any:
        return -np.expm1(-np.maximum(z, 0.0))

    def _sf(self, z: Any) -> Any:
        return np.exp(-np.maximum(z, 0.0))

    def _logsf(self, z: Any) -> Any:
        return np.where(z >= 0, -z, 0.0)

    def _ppf(self, q: Any) -> Any:
        return -np.log1p(-q)


class _Laplace(Continuous):
    name = "laplace"

    def _logpdf(self, z: Any) -> Any:
        return -np.abs(z) - np.log(2.0)

    def _cdf(self, z: Any) -> Any:
        # Each branch on its own side (not exp(-|z|): |z|'s derivative at 0 is 0, the pdf's 1/2)
        below = z < 0
        return np.where(
            below, 0.5 * np.exp(safe(below, z, 0.0)), 1.0 - 0.5 * np.exp(-safe(below, 0.0, z))
        )

    def _sf(self, z: Any) -> Any:
        return self._cdf(-z)

    def _ppf(self, q: Any) -> Any:
        lower = q <= 0.5
        below = safe(lower, q, 0.25)
        above = safe(lower, 0.75, q)
        return np.where(lower, np.log(2 * below), -np.log(2 - 2 * above))


class _Cauchy(Continuous):
    name = "cauchy"

    def _logpdf(self, z: Any) -> Any:
        return -np.log(np.pi) - np.log1p(z * z)

    def _cdf(self, z: Any) -> Any:
        return 0.5 + np.arctan(z) / np.pi

    def _sf(self, z: Any) -> Any:
        return 0.5 - np.arctan(z) / np.pi

    def _ppf(self, q: Any) -> Any:
        return np.tan(np.pi * (q - 0.5))


class _Lognorm(Continuous):
    name = "lognorm"
    shapes = ("s",)

    def _logpdf(self, z: Any, s: Any) -> Any:
        inside = z > 0
        log_z = np.log(safe(inside, z, 1.0))
        value = -log_z - np.log(s) - _LOG_SQRT_2PI - log_z * log_z / (2 * s * s)
        return np.where(inside, value, -np.inf)

    def _log_ratio(self, z: Any, s: Any) -> Any:
        inside = z > 0
        return np.where(inside, np.log(safe(inside, z, 1.0)) / s, -np.inf)

    def _cdf(self, z: Any, s: Any) -> Any:
        return sc.ndtr(self._log_ratio(z, s))

    def _sf(self, z: Any, s: Any) -> Any:
        return sc.ndtr(-self._log_ratio(z, s))

    def _logcdf(self, z: Any, s: Any) -> Any:
        return sc.log_ndtr(self._log_ratio(z, s))

    def _logsf(self, z: Any, s: Any) -> Any:
        return sc.log_ndtr(-self._log_ratio(z, s))

    def _ppf(self, q: Any, s: Any) -> Any:
        return np.exp(s * sc.ndtri(q))


class _Logistic(Continuous):
    name = "logistic"

    def _logpdf(self, z: Any) -> Any:
        return sc.log_expit(z) + sc.log_expit(-z)

    def _cdf(self, z: Any) -> Any:
        return sc.expit(z)

    def _sf(self, z: Any) -> Any:
        return sc.expit(-z)

    def _logcdf(self, z: Any) -> Any:
        return sc.log_expit(z)

    def _logsf(self, z: Any) -> Any:
        return sc.log_expit(-z)

    def _ppf(self, q: Any) -> Any:
        return sc.logit(q)


norm = _Norm()
t = _T()
gamma = _Gamma()
beta = _Beta()
expon = _Expon()
laplace = _Laplace()
cauchy = _Cauchy()
lognorm = _Lognorm()
logistic = _Logistic()
