# @generated from derivatives.yaml (sha256: 8f323551c6dbafba09104896c6070d38a1bc8f3b4e5c88f2133ead6cfe8e66da). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
