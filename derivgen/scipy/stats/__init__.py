"""scipy.stats' distributions for traced arrays, with SciPy's names and signatures.

``derivgen.scipy.stats.norm.logpdf(x, loc=0, scale=1)`` as ``scipy.stats.norm.logpdf``;
differentiable in the data and in loc, scale and the shape parameters (see each module for
the methods that refuse a shape parameter's derivative by name).
"""

from __future__ import annotations

from derivgen.scipy.stats.continuous import (
    beta,
    cauchy,
    expon,
    gamma,
    laplace,
    logistic,
    lognorm,
    norm,
    t,
)
from derivgen.scipy.stats.discrete import binom, nbinom, poisson
from derivgen.scipy.stats.multivariate import dirichlet, multivariate_normal

__all__ = [
    "beta",
    "binom",
    "cauchy",
    "dirichlet",
    "expon",
    "gamma",
    "laplace",
    "logistic",
    "lognorm",
    "multivariate_normal",
    "nbinom",
    "norm",
    "poisson",
    "t",
]
