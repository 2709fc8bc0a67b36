# @generated from derivatives.yaml (sha256: 4ef2a50387f26a04b889f615473fd186f47ac056833536a2ed8405a22edbc5ea). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
