"""``numpy.fft`` for differentiated code: NumPy's names; functions take traced lists."""

from __future__ import annotations

import numpy.fft as _module

from derivgen.numpy.namespace import module_getattr as _module_getattr
from derivgen.numpy.namespace import public_names as _public_names

__getattr__ = _module_getattr(_module, globals())
__all__ = _public_names(_module)


def __dir__() -> list[str]:
    return __all__
