# @generated from derivatives.yaml (sha256: e9dd34cddb60a9a0e4867c959aac26944829bec36fb41e7e0b4b47cc674e916a). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
