# @generated from derivatives.yaml (sha256: ea467a944115c2bcec7bcf6bace60f4871eecb640bd5e9aa91d6a33cfa2b106c). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
