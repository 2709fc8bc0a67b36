# @generated from derivatives.yaml (sha256: 54dbd7c7546ead6243b405da1767896d85fc10893341f579a7306041e40d0ecb). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
