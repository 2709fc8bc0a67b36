# @generated from derivatives.yaml (sha256: ee737ffc68a5f08fd371514a5df066a74fde6bdfea7a98ccf74ce7b00f3a9fcc). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
