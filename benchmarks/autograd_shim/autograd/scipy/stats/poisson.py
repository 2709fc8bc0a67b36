"""autograd.scipy.stats.poisson: derivgen.scipy.stats.poisson's methods."""

from typing import Any

from derivgen.scipy.stats import poisson as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
