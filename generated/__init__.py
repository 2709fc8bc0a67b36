# @generated from derivatives.yaml (sha256: 38afa871ae1e51a98e5432258a2d9d022b497e29997e951c8e88e4b235dc2398). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
