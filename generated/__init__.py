# @generated from derivatives.yaml (sha256: 29a69dffd9f0fed808584cdeaa74efa22e34715c54606156fb7cda9a23032379). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
