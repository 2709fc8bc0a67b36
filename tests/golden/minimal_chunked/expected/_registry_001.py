# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Registry rows of spec.yaml (chunk 2 of 3: ops 6 to 10): read through the OPS of registry.py."""

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

ROWS = {
    "power": '["power(Tensor self, Tensor other) -> Tensor", "elementwise", "broadcast_to(self_t * other * power(self, other - 1), result.shape)", {"self": "grad * other * power(self, other - 1)", "other": "non_differentiable"}, ["self", "other"], ["grad"], ["self", "other"], ["self"], ["self", "other"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3], "other": [3]}]}, 39, "elementwise", {}, {}]',
    "add": '["add(Tensor self, Tensor other) -> Tensor", "linear", "add(self_t, other_t)", {"self": "grad", "other": "grad"}, ["self_shape", "other_shape"], ["grad"], ["self", "other"], ["self", "other"], ["self", "other"], ["result"], ["elementwise", "linear", "jvp"], "other", "", {"cases": [{"self": [3], "other": [3]}]}, 47, "elementwise", {}, {}]',
    "subtract": '["subtract(Tensor self, Tensor other) -> Tensor", "linear", "subtract(self_t, other_t)", {"self": "grad", "other": "-grad"}, ["self_shape", "other_shape"], ["grad"], ["self", "other"], ["self", "other"], ["self", "other"], ["result"], ["elementwise", "linear", "jvp"], "other", "", {"cases": [{"self": [3], "other": [3]}]}, 56, "elementwise", {}, {}]',
    "cube": '["cube(Tensor self) -> Tensor", "written", "3 * self_p ** 2 * self_t", {"self": "grad * 3 * self ** 2"}, ["self"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["jvp"], "other", "", {"cases": [{"self": [3]}]}, 65, "forward", {}, {}]',
    "sum": '["sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor", "linear", "sum(self_t, axis, keepdims=keepdims)", {"self": "broadcast_to(grad if keepdims or axis is None else grad, self.shape)"}, ["self_shape", "axis", "keepdims"], ["grad"], ["self"], ["self"], ["self", "axis", "keepdims"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 72, "axis(axis)", {}, {}]',
}
