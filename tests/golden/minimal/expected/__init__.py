# @generated from spec.yaml (sha256: 217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e). Do not edit.
"""The package generated from spec.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
