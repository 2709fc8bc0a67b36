# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Registry rows of spec.yaml (chunk 3 of 3: ops 11 to 13): read through the OPS of registry.py."""

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

ROWS = {
    "broadcast_to": '["broadcast_to(Tensor self, int[] shape) -> Tensor", "linear", "broadcast_to(self_t, shape)", {"self": "sum_to(grad, self.shape)"}, ["self_shape"], ["grad"], ["self"], ["self"], ["self", "shape"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [1], "shape": [3]}]}, 80, "loop", {}, {}]',
    "sum_to": '["sum_to(Tensor self, int[] shape) -> Tensor", "linear", "sum_to(self_t, shape)", {"self": "broadcast_to(grad, self.shape)"}, ["self_shape"], ["grad"], ["self"], ["self"], ["self", "shape"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [2, 3], "shape": [3]}]}, 88, "forward", {}, {}]',
    "qr_like": '["qr_like(Tensor self) -> (Tensor q, Tensor r)", "transpose", "transpose of the backward (double vjp)", {"self": "grad_q + grads[1] * 2 * self"}, ["self"], ["grad_q", "grad_r"], ["self"], ["self"], ["self"], ["q", "r"], [], "other", "", {"cases": [{"self": [3]}]}, 95, "forward", {}, {}]',
}
