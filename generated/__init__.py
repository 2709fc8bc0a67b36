# @generated from derivatives.yaml (sha256: 152b7e3fc4763555c90052db7d3a4f7bde7103b3ff333dc175075f664de0ad0a). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
