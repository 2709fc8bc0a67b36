# @generated from derivatives.yaml (sha256: 97505dc1602abeb428eb70d041d4525f5cfe8746d5fc1d0f337914fc9a6b4efa). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
