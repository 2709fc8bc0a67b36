# @generated from derivatives.yaml (sha256: 67ca05b20f650f32cc00240cdd42b3a3664dd7233fdb06cc45b2d3a183ff9a55). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
