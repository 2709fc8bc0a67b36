"""autograd.scipy.stats.t: derivgen.scipy.stats.t's methods."""

from typing import Any

from derivgen.scipy.stats import t as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
