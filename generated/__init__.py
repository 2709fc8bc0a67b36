# @generated from derivatives.yaml (sha256: 862e05a6a019a0234a791218d62fa119581d978a5e9b5f512f218dde3f0f0073). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
