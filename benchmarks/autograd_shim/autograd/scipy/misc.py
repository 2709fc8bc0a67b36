"""autograd.scipy.misc: logsumexp, as older SciPy had it."""

from derivgen.scipy.special import logsumexp  # noqa: F401
