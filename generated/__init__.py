# @generated from derivatives.yaml (sha256: 3f240244f998eb082139009a7bd8a34bb6bff16c19aa728f21a145cd7a5704c6). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
