# @generated from derivatives.yaml (sha256: f9774b7c4e495108857658ecba6e1ffc9aef683d2b50fda8ead4f8beb8fc6e98). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "f9774b7c4e495108857658ecba6e1ffc9aef683d2b50fda8ead4f8beb8fc6e98"
STALE_MODULE = (
    "{module} was generated from another spec than the package's __init__.py, probably by an "
    "interrupted run; run 'python -m codegen' again"
)

from . import backward, jvp, ops  # noqa: E402
from .ops import *  # noqa: E402, F403
from .registry import OPS, OpInfo  # noqa: E402

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
