# @generated from derivatives.yaml (sha256: ee6f8fb6d9444b11ed6d3c48d421a760961813a832db03233c23e07d83dd9324). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
