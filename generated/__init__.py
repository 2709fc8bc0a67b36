# @generated from derivatives.yaml (sha256: e4f725004f37445d6120d6110cd3bf188eb6a0b2e3547b5ebd1f7cc43703ff77). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "e4f725004f37445d6120d6110cd3bf188eb6a0b2e3547b5ebd1f7cc43703ff77"
STALE_MODULE = (
    "{module} was generated from another spec than the package's __init__.py, probably by an "
    "interrupted run; run 'python -m codegen' again"
)

from . import backward, jvp, ops  # noqa: E402
from .ops import *  # noqa: E402, F403
from .registry import OPS, OpInfo  # noqa: E402

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
