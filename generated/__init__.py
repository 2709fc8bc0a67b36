# @generated from derivatives.yaml (sha256: fb0699b55fabec6bec077af14b45cd05f702758f40b17cdbd0b775cd5325b8cb). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
