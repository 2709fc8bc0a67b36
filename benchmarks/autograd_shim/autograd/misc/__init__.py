"""autograd.misc: flatten and the optimizers."""

from autograd.misc.flatten import flatten  # noqa: F401
