# @generated from derivatives.yaml (sha256: b216f801a052a7369ea37acf779c5fc2f3ac4aa852909ec24d6b8dc75265a301). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
