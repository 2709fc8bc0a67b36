# @generated from derivatives.yaml (sha256: 2cb16ec8fe2f5b6d3823ff579f5531a776b9e75d898386eeabff92fd3c6bc509). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
