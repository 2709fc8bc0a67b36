# @generated from derivatives.yaml (sha256: 4edadb99109d9eb9616bfe55687f13ec9f0c585270b27c25909ffca1617f44e0). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
