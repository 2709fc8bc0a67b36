"""autograd.scipy.integrate.odeint: derivgen.scipy.integrate.odeint (SciPy's solver, the adjoint).

autograd's own odeint takes ``args`` as a tuple of pytrees and differentiates by the adjoint
method; derivgen's does the same with SciPy's signature, so the shim only passes it on.
"""

from derivgen.scipy.integrate import odeint

__all__ = ["odeint"]
