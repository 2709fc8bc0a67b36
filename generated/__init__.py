# @generated from derivatives.yaml (sha256: 18332233105ad01756d4f38e70974fb0bc3fad6a7496064911c8a30cc571530f). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
