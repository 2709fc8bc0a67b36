# @generated from derivatives.yaml (sha256: 94839b79a0845bedc4d81efb35e3185ab5af014215f53fcc1949144bd1ad94d0). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
