# @generated from derivatives.yaml (sha256: 3cc5286c85470bfaaf850515bf3cdc2bc6b0bf0d9894fb907e2b221adb5a441a). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
