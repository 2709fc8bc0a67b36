# @generated from derivatives.yaml (sha256: 47257627ebfda6df000294bcb1e2fe0c1854f6e772ce051f0722856434033fd3). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

from . import backward, jvp, ops
from .ops import *  # noqa: F403
from .registry import OPS, OpInfo

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
