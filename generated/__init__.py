# @generated from derivatives.yaml (sha256: 07dbdc2cb034758a46e6e3ab93c69bfd9485e1cc79e64fde29cd2ad9e546895b). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
