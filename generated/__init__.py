# @generated from derivatives.yaml (sha256: 87e4c2d246d96c73bfbad2f0787ac5ebb24c872ba5453311fdc7da21906ad2a3). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
