"""autograd.scipy.stats.dirichlet: derivgen.scipy.stats.dirichlet's methods."""

from typing import Any

from derivgen.scipy.stats import dirichlet as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
