"""autograd.scipy.stats.multivariate_normal: derivgen.scipy.stats.multivariate_normal's methods."""

from typing import Any

from derivgen.scipy.stats import multivariate_normal as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
