# @generated from derivatives.yaml (sha256: 31b15194655f8f1983d15a84a88f7eb43103da07f9df4c30465340fa7207b471). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
