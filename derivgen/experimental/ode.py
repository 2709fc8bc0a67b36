"""``jax.experimental.ode.odeint`` for NumPy code: Dormand–Prince 5(4), differentiable.

The same signature and the same integrator as JAX's: an adaptive Dormand–Prince 5(4) with
JAX's error norm and step-size control, each output time hit exactly. Where
``derivgen.scipy.integrate.odeint`` returns SciPy's LSODA solution (number for number until
``func`` is hot, to rounding after), this one runs derivgen's own Dormand–Prince
(derivgen/solvers/native_ode.py): as one ``numba.njit`` loop calling ``func`` compiled
natively where Numba is installed and ``func`` compiles, else the same steps in Python. The
two agree to rounding.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.solvers.integrate import flow
from derivgen.solvers.integrators import Integrator

__all__ = ["odeint"]

_ODEINT = "derivgen.experimental.ode.odeint"


def odeint(
    func: Callable[..., Any],
    y0: Any,
    t: Any,
    *args: Any,
    rtol: float = 1.4e-8,
    atol: float = 1.4e-8,
    mxstep: float = np.inf,
    hmax: float = np.inf,
) -> Any:
    """``jax.experimental.ode.odeint``: the solution of ``dy/dt = func(y, t, *args)`` from
    ``y(t[0]) = y0`` at each time in ``t``, differentiable in ``y0``, ``t`` and ``args``.

    ``y0`` and ``args`` may be pytrees of arrays; the result has y0's structure, each leaf with
    a leading time axis. ``t`` is monotonic (JAX: increasing). ``rtol`` and ``atol`` are
    scalars; ``mxstep`` bounds the steps between two output times (a solve that needs more
    raises RuntimeError, where JAX's returns early). ``hmax`` other than inf is not supported.
    Reverse mode runs the adjoint method (without Numba, or under vmap or a second
    derivative, with at most 16 numbers in y0 and args, the sensitivities in one forward solve
    instead), forward mode the sensitivity equations, each with this integrator.
    """
    if hmax != np.inf:
        raise ValueError(
            f"{_ODEINT}: hmax={hmax!r} is not supported (only hmax=inf); bound the step by "
            "adding output times to t, or use derivgen.scipy.integrate.odeint(..., hmax=...)"
        )
    for name, value in (("rtol", rtol), ("atol", atol)):
        if np.ndim(value) != 0:
            raise ValueError(f"{_ODEINT}: {name} must be a scalar, got shape {np.shape(value)}")
    if not (mxstep == np.inf or (float(mxstep).is_integer() and mxstep > 0)):
        raise ValueError(f"{_ODEINT}: mxstep must be a positive integer or inf, got {mxstep!r}")
    options = (("rtol", float(rtol)), ("atol", float(atol)), ("mxstep", mxstep))
    t = np.stack(t) if isinstance(t, list | tuple) else t
    ys, _ = flow(Integrator("dopri5", options), func, _ODEINT)(None, y0, t, *args)
    return ys
