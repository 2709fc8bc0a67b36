"""NumPy for differentiated code, as autograd.numpy and jax.numpy: ``import derivgen.numpy as np``.

Every public NumPy name is here and is NumPy's own object (ufuncs, dtypes, constants,
submodules), except that functions also accept lists of traced values (``np.mean([x, y])``)
and the constructors NumPy's protocols cannot reach build traced arrays: ``np.array``,
``np.asarray``, ``np.r_``, ``np.c_``, ``np.full``, ``np.append``, ... Plain ``numpy`` keeps
its own behaviour; calls there dispatch to the same ops.
"""

from __future__ import annotations

import numpy as _numpy

from derivgen.numpy import fft, linalg, random
from derivgen.numpy.building import CONSTRUCTORS as _CONSTRUCTORS
from derivgen.numpy.namespace import module_getattr as _module_getattr
from derivgen.numpy.namespace import public_names as _public_names

globals().update(_CONSTRUCTORS)
_SUBMODULES = {"fft": fft, "linalg": linalg, "random": random}

__getattr__ = _module_getattr(_numpy, globals())
__all__ = _public_names(_numpy)


def __dir__() -> list[str]:
    return sorted({*__all__, *_CONSTRUCTORS, *_SUBMODULES})
