# @generated from derivatives.yaml (sha256: 93d168db7964390700a1c5de52bd281bea8de31969acc04b7da2ae86f5481d84). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
