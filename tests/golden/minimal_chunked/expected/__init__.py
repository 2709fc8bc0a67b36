# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""The package generated from spec.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4"
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
