"""autograd.scipy.stats.norm: derivgen.scipy.stats.norm's methods."""

from typing import Any

from derivgen.scipy.stats import norm as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
