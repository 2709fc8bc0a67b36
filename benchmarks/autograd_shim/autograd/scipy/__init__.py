"""autograd.scipy: derivgen.scipy (plus autograd's own signal.convolve and integrate.odeint)."""

from autograd.scipy import integrate, misc, signal, special, stats  # noqa: F401
