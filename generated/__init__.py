# @generated from derivatives.yaml (sha256: 31f904e143922b1eed49de9b7e83f2af98fdeef015ea717ce468669db117dbd7). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
