"""autograd.scipy.special: derivgen.scipy.special."""

from typing import Any

import derivgen.scipy.special as _target
from derivgen.scipy.special import *  # noqa: F403


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
