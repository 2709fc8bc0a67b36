# @generated from derivatives.yaml (sha256: a750dcb54e67e3b25d99e8b72de7a4f79fdd21ae59a9c6c31387e923fd9c2c82). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
