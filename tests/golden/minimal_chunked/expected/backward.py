# @generated from spec.yaml (sha256: 217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e). Do not edit.
"""Backward functions of spec.yaml, found by name: each lives in a chunk module (_backward_000.py, ...) compiled on first use."""

from derivgen.ops.table import chunk_getattr as _chunk_getattr

from . import SPEC_SHA256, STALE_MODULE, ops

if SPEC_SHA256 != "217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e":
    raise ImportError(STALE_MODULE.format(module=__file__))

__getattr__ = _chunk_getattr(__name__, ops.__all__, 5, "_backward", globals())
