"""autograd.builtins: derivgen traces Python's containers as they are."""

from builtins import dict, isinstance, list, tuple, type  # noqa: F401, UP029
