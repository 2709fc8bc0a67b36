# @generated from derivatives.yaml (sha256: ab68c0731c11182a0cf6f499c6fc97be047d29adc3c0dd623822947de0616b5d). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
