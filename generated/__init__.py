# @generated from derivatives.yaml (sha256: adc9585c45f42e959a812874231deb70dd9c5d579bcb5b1929f3839dd9e47e6e). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
