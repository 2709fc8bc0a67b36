# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Forward functions, one per op of spec.yaml."""

import numpy as np

from derivgen import numeric

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))


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


def sin(self):
    """Forward of sin(Tensor self) -> Tensor.

    Defined at spec.yaml:3.
    """
    return np.sin(self)


def cos(self):
    """Forward of cos(Tensor self) -> Tensor.

    Defined at spec.yaml:10.
    """
    return np.cos(self)


def tanh(self):
    """Forward of tanh(Tensor self) -> Tensor.

    Defined at spec.yaml:17.
    """
    return np.tanh(self)


def negative(self):
    """Forward of negative(Tensor self) -> Tensor.

    Defined at spec.yaml:24.
    """
    return np.negative(self)


def multiply(self, other):
    """Forward of multiply(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:31.
    """
    return np.multiply(self, other)


def power(self, other):
    """Forward of power(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:39.
    """
    return np.power(self, other)


def add(self, other):
    """Forward of add(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:47.
    """
    return np.add(self, other)


def subtract(self, other):
    """Forward of subtract(Tensor self, Tensor other) -> Tensor.

    Defined at spec.yaml:56.
    """
    return np.subtract(self, other)


def cube(self):
    """Forward of cube(Tensor self) -> Tensor.

    Defined at spec.yaml:65.
    """
    if type(self) is not np.ndarray and (tracer := numeric.tracer_among(self)) is not None:
        return tracer.__derivgen_apply__("cube", (self,), __name__)
    return self**3


def sum(self, axis=None, *, keepdims=False):
    """Forward of sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor.

    Defined at spec.yaml:72.
    """
    return np.sum(self, axis, keepdims=keepdims)


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
