"""scipy.linalg's names for traced arrays: derivgen's functions taking SciPy's arguments."""

from __future__ import annotations

from derivgen.ops.scipy_names import (
    cho_factor,
    cho_solve,
    expm,
    logm,
    lu_factor,
    lu_solve,
    solve,
    solve_triangular,
    sqrtm,
)

__all__ = [
    "cho_factor",
    "cho_solve",
    "expm",
    "logm",
    "lu_factor",
    "lu_solve",
    "solve",
    "solve_triangular",
    "sqrtm",
]
