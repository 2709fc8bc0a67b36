"""scipy.stats' multivariate_normal and dirichlet logpdf and pdf for traced arrays."""

from __future__ import annotations

from typing import Any

import numpy as np
import scipy.special as sc

__all__ = ["dirichlet", "multivariate_normal"]


class _MultivariateNormal:
    """logpdf(x, mean=None, cov=1), x of shape (..., d) (or (...,) when d is 1), as SciPy.

    A matrix cov is read as np.linalg.cholesky reads it (SciPy reads it the same way): its
    lower triangle, so its gradient is in that triangle; symmetrise it, (c + c.T) / 2, for a
    symmetric gradient (JAX's convention).
    """

    def logpdf(self, x: Any, mean: Any = None, cov: Any = 1, allow_singular: bool = False) -> Any:
        if allow_singular:
            raise TypeError(
                "scipy.stats.multivariate_normal.logpdf: derivgen differentiates it without "
                "allow_singular=True (it needs a positive definite cov)"
            )
        cov_ndim = np.ndim(cov)
        d = (
            np.shape(mean)[-1]
            if mean is not None and np.ndim(mean) > 0
            else (np.shape(cov)[-1] if cov_ndim > 0 else 1)
        )
        if d == 1 and (np.ndim(x) == 0 or np.shape(x)[-1] != 1):
            x = x[..., None]
        deviation = x if mean is None else x - mean
        if cov_ndim < 2:  # a variance, or the diagonal
            variance = cov * np.ones(d)
            mahalanobis = np.sum(deviation * deviation / variance, axis=-1)
            log_det = np.sum(np.log(variance))
        else:
            lower = np.linalg.cholesky(cov)
            shape = np.shape(deviation)
            flat = np.reshape(deviation, (-1, d)).T
            whitened = np.linalg.solve(lower, flat)
            mahalanobis = np.reshape(np.sum(whitened * whitened, axis=0), shape[:-1])
            log_det = 2 * np.sum(np.log(np.diagonal(lower)))
        return -0.5 * (d * np.log(2 * np.pi) + log_det + mahalanobis)

    def pdf(self, x: Any, mean: Any = None, cov: Any = 1, allow_singular: bool = False) -> Any:
        return np.exp(self.logpdf(x, mean, cov, allow_singular))

    def __repr__(self) -> str:
        return "<derivgen.scipy.stats.multivariate_normal>"

    def __reduce__(self) -> str:
        return "multivariate_normal"


class _Dirichlet:
    """logpdf(x, alpha): x's first axis holds the K components (or K - 1 of them), as SciPy."""

    def logpdf(self, x: Any, alpha: Any) -> Any:
        k = np.shape(alpha)[0]
        if np.shape(x)[0] == k - 1:  # the last component is 1 - the others' sum
            x = np.concatenate([x, 1.0 - np.sum(x, axis=0, keepdims=True)], axis=0)
        if np.shape(x)[0] != k:
            raise ValueError(
                f"scipy.stats.dirichlet.logpdf: x's first axis must have {k} or {k - 1} entries"
            )
        alpha_ = np.reshape(alpha, (k,) + (1,) * (np.ndim(x) - 1))
        normaliser = np.sum(sc.gammaln(alpha)) - sc.gammaln(np.sum(alpha))
        return np.sum(sc.xlogy(alpha_ - 1, x), axis=0) - normaliser

    def pdf(self, x: Any, alpha: Any) -> Any:
        return np.exp(self.logpdf(x, alpha))

    def __repr__(self) -> str:
        return "<derivgen.scipy.stats.dirichlet>"

    def __reduce__(self) -> str:
        return "dirichlet"


multivariate_normal = _MultivariateNormal()
dirichlet = _Dirichlet()
