"""autograd.scipy.stats: derivgen.scipy.stats' distributions."""

from typing import Any

import derivgen.scipy.stats as _target


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
