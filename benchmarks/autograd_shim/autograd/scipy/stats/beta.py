"""autograd.scipy.stats.beta: derivgen.scipy.stats.beta's methods."""

from typing import Any

from derivgen.scipy.stats import beta as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
