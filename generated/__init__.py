# @generated from derivatives.yaml (sha256: 525cd2228bdf3cf2e5ae725288b8d05e6df13ae5a83c1c7ca605ed86c60e4e21). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "525cd2228bdf3cf2e5ae725288b8d05e6df13ae5a83c1c7ca605ed86c60e4e21"
STALE_MODULE = (
    "{module} was generated from another spec than the package's __init__.py, probably by an "
    "interrupted run; run 'python -m codegen' again"
)

from . import backward, jvp, ops  # noqa: E402
from .ops import *  # noqa: E402, F403
from .registry import OPS, OpInfo  # noqa: E402

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
