# @generated from derivatives.yaml (sha256: 56ac06092143943febbc7e4708d56f93877be737f822c8108a4bdcb19e5113cc). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
