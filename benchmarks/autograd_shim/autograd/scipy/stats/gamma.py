"""autograd.scipy.stats.gamma: derivgen.scipy.stats.gamma's methods."""

from typing import Any

from derivgen.scipy.stats import gamma as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
