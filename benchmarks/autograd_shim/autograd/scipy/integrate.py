"""autograd.scipy.integrate.odeint: not in derivgen (SciPy's solver is compiled code)."""

from typing import Any


def odeint(*args: Any, **kwargs: Any) -> Any:
    """Refused: derivgen cannot trace scipy.integrate.odeint's Fortran solver."""
    raise TypeError(
        "odeint: derivgen has no scipy.integrate.odeint (a compiled solver it cannot trace); "
        "write the solver's steps in NumPy (e.g. fixed-step RK4) so derivgen traces them, or "
        "give odeint an adjoint rule with dg.custom_vjp"
    )
