# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""Registry rows of spec.yaml (chunk 1 of 3: ops 1 to 5): read through the OPS of registry.py."""

from . import SPEC_SHA256, STALE_MODULE

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

ROWS = {
    "sin": '["sin(Tensor self) -> Tensor", "elementwise", "self_t * cos(self)", {"self": "grad * cos(self)"}, ["self"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 3, "elementwise", {}, {}]',
    "cos": '["cos(Tensor self) -> Tensor", "elementwise", "-self_t * sin(self)", {"self": "-grad * sin(self)"}, ["self"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 10, "elementwise", {}, {}]',
    "tanh": '["tanh(Tensor self) -> Tensor", "elementwise", "self_t * (1 - result * result)", {"self": "grad * (1 - result * result)"}, ["result"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 17, "elementwise", {}, {}]',
    "negative": '["negative(Tensor self) -> Tensor", "linear", "negative(self_t)", {"self": "-grad"}, [], ["grad"], ["self"], ["self"], ["self"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 24, "elementwise", {}, {}]',
    "multiply": '["multiply(Tensor self, Tensor other) -> Tensor", "elementwise", "broadcast_to(self_t * other + other_t * self, result.shape)", {"self": "grad * other", "other": "grad * self"}, ["self", "other"], ["grad"], ["self", "other"], ["self", "other"], ["self", "other"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [2, 3], "other": [3]}]}, 31, "elementwise", {}, {}]',
}
