"""autograd.numpy.fft: derivgen.numpy.fft."""

from typing import Any

import derivgen.numpy.fft as _target
from derivgen.numpy.fft import *  # noqa: F403


def __getattr__(name: str) -> Any:
    return getattr(_target, name)
