# @generated from derivatives.yaml (sha256: 8ff444478d7bd22752e95a4afada92112a9e46083bb09c732ffefc17b74849b4). Do not edit.
"""The package generated from derivatives.yaml: forward ops, their backward and forward-mode rules, and the registry."""

# Each module checks that it was generated together with this file: a run killed between
# two renames must not leave a package that imports with old and new modules side by side.
SPEC_SHA256 = "8ff444478d7bd22752e95a4afada92112a9e46083bb09c732ffefc17b74849b4"
STALE_MODULE = (
    "{module} was generated from another spec than the package's __init__.py, probably by an "
    "interrupted run; run 'python -m codegen' again"
)

from . import backward, jvp, ops  # noqa: E402
from .ops import *  # noqa: E402, F403
from .registry import OPS, OpInfo  # noqa: E402

__all__ = ["OPS", "OpInfo", "backward", "jvp", "ops", *ops.__all__]
