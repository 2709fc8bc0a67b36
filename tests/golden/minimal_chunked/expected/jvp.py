# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward-mode rules of spec.yaml, found by name: each lives in a chunk module (_jvp_000.py, ...) compiled on first use."""

from derivgen.ops.table import chunk_getattr as _chunk_getattr

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

__getattr__ = _chunk_getattr(__name__, ops.__all__, 5, "_jvp", globals())
