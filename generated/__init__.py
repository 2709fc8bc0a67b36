# @generated from derivatives.yaml (sha256: 9c28fe7425819ab33d871d15b05f81d182719bcd6b7af7d9e2038a84a519c375). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
