# @generated from derivatives.yaml (sha256: 26509a409af06f2f285139be666df96570f5fd63356621e1d0bc7a751cc1fc83). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
