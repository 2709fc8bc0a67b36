# @generated from derivatives.yaml (sha256: 0ca3e71dd666b33ee6821c50d30e7beed2db754b5af831357d27f01582263610). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
