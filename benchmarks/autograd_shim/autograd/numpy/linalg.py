"""autograd.numpy.linalg: derivgen.numpy.linalg."""

from typing import Any

import derivgen.numpy.linalg as _target
from derivgen.numpy.linalg import *  # noqa: F403


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
