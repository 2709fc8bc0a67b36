# @generated from spec.yaml (sha256: 217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e). Do not edit.
"""The package generated from spec.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e"
STALE_MODULE = (
    "{module} was generated from another spec than the package's __init__.py, probably by an "
    "interrupted run; run 'python -m codegen' again"
)

from . import backward, jvp, ops  # noqa: E402
from .registry import OPS, OpInfo  # noqa: E402

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]


def __getattr__(name: str) -> object:
    """The ops, as ``from .ops import *`` would give them, each compiled on first use."""
    return getattr(ops, name)
