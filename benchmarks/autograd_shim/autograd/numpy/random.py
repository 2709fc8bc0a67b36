"""autograd.numpy.random: derivgen.numpy.random."""

from typing import Any

import derivgen.numpy.random as _target
from derivgen.numpy.random import *  # noqa: F403


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
