"""Numba helpers that the whole-function native code (``derivgen.compile.whole``) calls.

Imported only by the generated njit modules, so that importing derivgen never imports Numba.
Each helper takes what NumPy's code would hold (a 0-d array or a scalar) and gives Numba's
spelling of the same value.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import types
from numba.extending import overload

__all__ = ["scalar"]


def scalar(x: Any) -> Any:
    """The number held by a 0-d array, or the number itself (NumPy: ``x[()]``)."""
    return np.asarray(x)[()]


@overload(scalar, inline="always")
def _scalar(x):  # no annotations: Numba compares them with the implementation's
    if isinstance(x, types.Array):
        if x.ndim != 0:
            return None
        return lambda x: x.item()
    if isinstance(x, types.Number | types.Boolean):
        return lambda x: x
    return None
