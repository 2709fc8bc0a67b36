# @generated from derivatives.yaml (sha256: 20a73b66df5a74be4b60c4a85d9c8a18cc33bab1a6a8a714c12e9af290d24c4f). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
