# @generated from derivatives.yaml (sha256: 8e66a1770bac18b8fd2d69473ee191bc0d7fc604f62849c0a309e64d7f9462c9). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
