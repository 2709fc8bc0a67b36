# @generated from derivatives.yaml (sha256: 18316330554af8c7719856d5b1ee4e6307515f41b46a043c6d46854f17180e87). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
