# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward functions of spec.yaml, found by name: each lives in a chunk module (_ops_000.py, ...) compiled on first use."""

from derivgen.ops.table import chunk_getattr as _chunk_getattr

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

# Every name below is defined by __getattr__, from its chunk, when it is first used.
# ruff: noqa: F822
__all__ = [
    "sin",
    "cos",
    "tanh",
    "negative",
    "multiply",
    "power",
    "add",
    "subtract",
    "cube",
    "sum",
    "broadcast_to",
    "sum_to",
    "qr_like",
]

__getattr__ = _chunk_getattr(__name__, __all__, 5, "", globals())
