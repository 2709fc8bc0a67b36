"""scipy.special's names for traced arrays: SciPy's ufuncs themselves, and op-backed functions.

scipy.special's ufuncs dispatch ``__array_ufunc__``, so each one the registry mirrors is
exported as SciPy's own object; its Python functions (logsumexp, softmax, ...) convert their
input to a plain array, so those are derivgen's functions taking SciPy's arguments.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from derivgen.ops.scipy_names import log_softmax, logsumexp, polygamma, softmax, softplus, zeta

__all__ = [
    "log_softmax",
    "logsumexp",
    "multigammaln",
    "polygamma",
    "softmax",
    "softplus",
    "zeta",
]


def multigammaln(a: Any, d: int) -> Any:
    """log of the multivariate gamma function of dimension ``d``, as scipy.special.multigammaln."""
    from scipy.special import gammaln

    if int(d) != d or d < 1:
        raise ValueError(f"scipy.special.multigammaln: d must be a positive integer, got {d!r}")
    d = int(d)
    bound = (d - 1) / 2
    try:
        outside = bool(np.any(np.asarray(_plain(a)) <= bound))
    except TypeError:  # dg.compile is staging a: its values are not known yet
        outside = False
    if outside:
        raise ValueError(f"scipy.special.multigammaln: a must be > (d - 1) / 2 = {bound}")
    total = d * (d - 1) / 4 * np.log(np.pi)
    for j in range(d):
        total = total + gammaln(a - j / 2)
    return np.where(a > bound, total, np.nan)  # outside the domain when compiled: NaN


def _plain(value: Any) -> Any:
    from derivgen import stop_gradient

    return stop_gradient(value)


@functools.cache
def _mirrored() -> dict[str, Any]:
    """The registry's scipy.special ufuncs by name (each dispatches to its op)."""
    import scipy.special

    from derivgen import op_info
    from derivgen.ops.info import list_ops

    names = {}
    for op in list_ops():
        path = op_info(op).numpy_name or ""
        if path.startswith("scipy.special."):
            name = path.removeprefix("scipy.special.")
            function = getattr(scipy.special, name)
            if isinstance(function, np.ufunc):
                names[name] = function
    return names


def __getattr__(name: str) -> Any:
    found = _mirrored().get(name)
    if found is None:
        raise AttributeError(
            f"derivgen.scipy.special has no {name!r}: derivgen has no derivative for "
            f"scipy.special.{name} (`derivgen list` shows the ops)"
        )
    return found


def __dir__() -> list[str]:
    return sorted([*__all__, *_mirrored()])
