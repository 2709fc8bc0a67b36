# @generated from derivatives.yaml (sha256: 1edc31a8928e3ac2f9559d18821346fec1e1ff815bdb1360389be89c2cb20081). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
