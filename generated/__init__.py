# @generated from derivatives.yaml (sha256: a8fb8ca2cdb2b7a586f2126243b6c2a0c4065a4b325c39f9dcb9e046d6398399). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
