# @generated from derivatives.yaml (sha256: 6e150709d7ab8203749da0a69e226db92dcc5f6d2ebf93e5bac384593d0a4314). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
