# @generated from derivatives.yaml (sha256: 19369bf53e50fc98e9cd1a7ce11e214514c50c8c61ae52bdf43a22cdeb411f7d). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
