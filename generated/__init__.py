# @generated from derivatives.yaml (sha256: e8e5ca7224b25dcf6f0b3c0bd5dc40be07299ce0c3f40781c6c541ec5835d752). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
