# @generated from derivatives.yaml (sha256: 2487c68373b5a6861dbbc83231ccfdc5e9c33f252e53e673a7c3e6a762dfe955). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "2487c68373b5a6861dbbc83231ccfdc5e9c33f252e53e673a7c3e6a762dfe955"
STALE_MODULE = (
    "{module} was generated from another spec than the package's __init__.py, probably by an "
    "interrupted run; run 'python -m codegen' again"
)

from . import backward, jvp, ops  # noqa: E402
from .ops import *  # noqa: E402, F403
from .registry import OPS, OpInfo  # noqa: E402

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
