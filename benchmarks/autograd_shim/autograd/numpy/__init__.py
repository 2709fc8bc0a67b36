"""autograd.numpy: derivgen.numpy."""

from derivgen.numpy import *  # noqa: F403
from derivgen.numpy import (  # noqa: F401
    __getattr__,  # noqa: F401
    fft,
    linalg,
    random,
)
