# @generated from spec.yaml (sha256: 217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e). Do not edit.
"""Forward functions, one per op of spec.yaml (chunk 3 of 3: ops 11 to 13)."""

import numpy as np

from derivgen import numeric

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "217fada43432466941d4f9d438565b6123d905e415414e818ba73353ba57365e":
    raise ImportError(STALE_MODULE.format(module=__file__))


__all__ = [
    "broadcast_to",
    "sum_to",
    "qr_like",
]


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at spec.yaml:79.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at spec.yaml:86.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("sum_to", (self, shape), __name__)
    return numeric.sum_to(self, shape)


def qr_like(self):
    """Forward of qr_like(Tensor self) -> (Tensor q, Tensor r).

    Defined at spec.yaml:93.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("qr_like", (self,), __name__)
    return self, self * self
