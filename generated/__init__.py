# @generated from derivatives.yaml (sha256: 19cb7b465e5898594f352a45e9f40f9f2d6d18de45cfca6f3b91b84795526b14). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
