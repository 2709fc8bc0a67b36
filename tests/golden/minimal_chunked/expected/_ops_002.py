# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward functions, one per op of spec.yaml (chunk 3 of 3: ops 11 to 13)."""

import numpy as np

from derivgen import numeric

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


__all__ = [
    "broadcast_to",
    "sum_to",
    "qr_like",
]


def broadcast_to(self, shape):
    """Forward of broadcast_to(Tensor self, int[] shape) -> Tensor.

    Defined at spec.yaml:80.
    """
    return np.broadcast_to(self, shape)


def sum_to(self, shape):
    """Forward of sum_to(Tensor self, int[] shape) -> Tensor.

    Defined at spec.yaml:88.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("sum_to", (self, shape), __name__)
    return numeric.sum_to(self, shape)


def qr_like(self):
    """Forward of qr_like(Tensor self) -> (Tensor q, Tensor r).

    Defined at spec.yaml:95.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("qr_like", (self,), __name__)
    return self, self * self
