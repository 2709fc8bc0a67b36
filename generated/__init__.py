# @generated from derivatives.yaml (sha256: ab210c089ec494372b7d9b29497e2cb0d531f8701a1811fc12975e47d645a2d0). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
