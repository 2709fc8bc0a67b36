"""scipy.stats' poisson, binom and nbinom for traced parameters: logpmf, pmf, cdf, sf and logs.

The count k is data (not differentiated); the rate, n and p are. Non-integer k, and k
outside the support, have probability 0 (logpmf -inf), as in SciPy. The cdf and sf are
incomplete gamma or beta functions of the parameters: differentiable in mu and p, refused
in binom's and nbinom's n.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import scipy.special as sc

from derivgen import stop_gradient
from derivgen.scipy.stats._base import constant

__all__ = ["binom", "nbinom", "poisson"]


def _count(call: str, k: Any, loc: Any) -> tuple[Any, Any]:
    """k - loc as plain floats, and where it is a whole number (the support's lattice)."""
    k = np.asarray(constant(call, "k", k), dtype=float) - np.asarray(constant(call, "loc", loc))
    return k, np.floor(k) == k


class _Discrete:
    name = ""

    def _call(self, method: str) -> str:
        return f"scipy.stats.{self.name}.{method}"

    def pmf(self, k: Any, *args: Any, **kwargs: Any) -> Any:
        return np.exp(self.logpmf(k, *args, **kwargs))

    def cdf(self, k: Any, *args: Any, **kwargs: Any) -> Any:
        return self._tail("cdf", False, k, *args, **kwargs)

    def sf(self, k: Any, *args: Any, **kwargs: Any) -> Any:
        return self._tail("sf", True, k, *args, **kwargs)

    def logcdf(self, k: Any, *args: Any, **kwargs: Any) -> Any:
        return np.log(self._tail("logcdf", False, k, *args, **kwargs))

    def logsf(self, k: Any, *args: Any, **kwargs: Any) -> Any:
        return np.log(self._tail("logsf", True, k, *args, **kwargs))

    def logpmf(self, k: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError

    def _tail(self, method: str, upper: bool, k: Any, *args: Any, **kwargs: Any) -> Any:
        """P(K <= k), or P(K > k) when ``upper``; ``method`` names the public call."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<derivgen.scipy.stats.{self.name}>"

    def __reduce__(self) -> str:
        return self.name


class _Poisson(_Discrete):
    name = "poisson"

    def logpmf(self, k: Any, mu: Any, loc: Any = 0) -> Any:
        k, whole = _count(self._call("logpmf"), k, loc)
        inside = whole & (k >= 0)
        k = np.where(inside, k, 0.0)
        return np.where(inside, sc.xlogy(k, mu) - mu - sc.gammaln(k + 1), -np.inf)

    def _tail(self, method: str, upper: bool, k: Any, mu: Any, loc: Any = 0) -> Any:
        k, _ = _count(self._call(method), k, loc)
        k = np.floor(k)
        inside = k >= 0
        kk = np.where(inside, k, 0.0) + 1
        if upper:  # P(K > k) = P(k + 1, mu), the lower regularized incomplete gamma
            return np.where(inside, sc.gammainc(kk, mu), 1.0)
        return np.where(inside, sc.gammaincc(kk, mu), 0.0)


class _Binom(_Discrete):
    name = "binom"

    def logpmf(self, k: Any, n: Any, p: Any, loc: Any = 0) -> Any:
        k, whole = _count(self._call("logpmf"), k, loc)
        inside = whole & (k >= 0) & (k <= stop_gradient(n))
        k = np.where(inside, k, 0.0)
        value = (
            sc.gammaln(n + 1)
            - sc.gammaln(k + 1)
            - sc.gammaln(n - k + 1)
            + sc.xlogy(k, p)
            + sc.xlog1py(n - k, -p)
        )
        return np.where(inside, value, -np.inf)

    def _tail(self, method: str, upper: bool, k: Any, n: Any, p: Any, loc: Any = 0) -> Any:
        call = self._call(method)
        k, _ = _count(call, k, loc)
        n = constant(call, "n", n)
        k = np.floor(k)
        inside = (k >= 0) & (k < n)
        kk = np.where(inside, k, 0.0)
        if upper:  # P(K > k) = I_p(k + 1, n - k)
            value = sc.betainc(kk + 1, n - kk, p)
            return np.where(inside, value, np.where(k < 0, 1.0, 0.0))
        value = sc.betainc(n - kk, kk + 1, 1.0 - p)  # P(K <= k) = I_{1-p}(n - k, k + 1)
        return np.where(inside, value, np.where(k < 0, 0.0, 1.0))


class _Nbinom(_Discrete):
    name = "nbinom"

    def logpmf(self, k: Any, n: Any, p: Any, loc: Any = 0) -> Any:
        k, whole = _count(self._call("logpmf"), k, loc)
        inside = whole & (k >= 0)
        k = np.where(inside, k, 0.0)
        value = (
            sc.gammaln(n + k)
            - sc.gammaln(n)
            - sc.gammaln(k + 1)
            + sc.xlogy(n, p)
            + sc.xlog1py(k, -p)
        )
        return np.where(inside, value, -np.inf)

    def _tail(self, method: str, upper: bool, k: Any, n: Any, p: Any, loc: Any = 0) -> Any:
        call = self._call(method)
        k, _ = _count(call, k, loc)
        n = constant(call, "n", n)
        k = np.floor(k)
        inside = k >= 0
        kk = np.where(inside, k, 0.0)
        if upper:  # P(K > k) = I_{1-p}(k + 1, n)
            return np.where(inside, sc.betainc(kk + 1, n, 1.0 - p), 1.0)
        return np.where(inside, sc.betainc(n, kk + 1, p), 0.0)  # P(K <= k) = I_p(n, k + 1)


poisson = _Poisson()
binom = _Binom()
nbinom = _Nbinom()
