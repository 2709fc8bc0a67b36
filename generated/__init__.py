# @generated from derivatives.yaml (sha256: 5e039b9204f95bdc09eda4e9381001dcab9096507ba96544a654bc2760c94ea4). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
