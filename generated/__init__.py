# @generated from derivatives.yaml (sha256: d0073b0b276305f34b1439c7259bdd3c273a813447a02c112c53dcc43a6beb3c). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
