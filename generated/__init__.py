# @generated from derivatives.yaml (sha256: 61364418b164bfd2f8358728c54ad727f3be0ae4e23d6b158a8b825cdb1370bb). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
