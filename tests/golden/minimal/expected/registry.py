# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""The registry: a read-only mapping from op name to everything known about the op."""

from derivgen.ops.table import OpInfo, OpTable

from . import SPEC_SHA256, STALE_MODULE, backward, jvp, ops

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

__all__ = ["COLUMNS", "MIRRORS", "OPS", "ROWS", "SPEC_FILE", "OpInfo"]

SPEC_FILE = "spec.yaml"  # where each row's line number points

# One row per op: a JSON array with these columns. OPS decodes a row on first use.
COLUMNS = (
    "signature",
    "jvp_kind",
    "jvp_formula",
    "formulas",
    "saved",
    "grads",
    "inputs",
    "differentiable",
    "arguments",
    "outputs",
    "flags",
    "category",
    "conventions",
    "tests",
    "line",
    "batch",
    "engines",
    "engine_forwards",
)
ROWS = {
    "sin": '["sin(Tensor self) -> Tensor", "elementwise", "self_t * cos(self)", {"self": "grad * cos(self)"}, ["self"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 3, "elementwise", {}, {}]',
    "cos": '["cos(Tensor self) -> Tensor", "elementwise", "-self_t * sin(self)", {"self": "-grad * sin(self)"}, ["self"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 10, "elementwise", {}, {}]',
    "tanh": '["tanh(Tensor self) -> Tensor", "elementwise", "self_t * (1 - result * result)", {"self": "grad * (1 - result * result)"}, ["result"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 17, "elementwise", {}, {}]',
    "negative": '["negative(Tensor self) -> Tensor", "linear", "negative(self_t)", {"self": "-grad"}, [], ["grad"], ["self"], ["self"], ["self"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 24, "elementwise", {}, {}]',
    "multiply": '["multiply(Tensor self, Tensor other) -> Tensor", "elementwise", "broadcast_to(self_t * other + other_t * self, result.shape)", {"self": "grad * other", "other": "grad * self"}, ["self", "other"], ["grad"], ["self", "other"], ["self", "other"], ["self", "other"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [2, 3], "other": [3]}]}, 31, "elementwise", {}, {}]',
    "power": '["power(Tensor self, Tensor other) -> Tensor", "elementwise", "broadcast_to(self_t * other * power(self, other - 1), result.shape)", {"self": "grad * other * power(self, other - 1)", "other": "non_differentiable"}, ["self", "other"], ["grad"], ["self", "other"], ["self"], ["self", "other"], ["result"], ["elementwise", "jvp"], "other", "", {"cases": [{"self": [3], "other": [3]}]}, 39, "elementwise", {}, {}]',
    "add": '["add(Tensor self, Tensor other) -> Tensor", "linear", "add(self_t, other_t)", {"self": "grad", "other": "grad"}, ["self_shape", "other_shape"], ["grad"], ["self", "other"], ["self", "other"], ["self", "other"], ["result"], ["elementwise", "linear", "jvp"], "other", "", {"cases": [{"self": [3], "other": [3]}]}, 47, "elementwise", {}, {}]',
    "subtract": '["subtract(Tensor self, Tensor other) -> Tensor", "linear", "subtract(self_t, other_t)", {"self": "grad", "other": "-grad"}, ["self_shape", "other_shape"], ["grad"], ["self", "other"], ["self", "other"], ["self", "other"], ["result"], ["elementwise", "linear", "jvp"], "other", "", {"cases": [{"self": [3], "other": [3]}]}, 56, "elementwise", {}, {}]',
    "cube": '["cube(Tensor self) -> Tensor", "written", "3 * self_p ** 2 * self_t", {"self": "grad * 3 * self ** 2"}, ["self"], ["grad"], ["self"], ["self"], ["self"], ["result"], ["jvp"], "other", "", {"cases": [{"self": [3]}]}, 65, "forward", {}, {}]',
    "sum": '["sum(Tensor self, int[]? axis=None, *, bool keepdims=False) -> Tensor", "linear", "sum(self_t, axis, keepdims=keepdims)", {"self": "broadcast_to(grad if keepdims or axis is None else grad, self.shape)"}, ["self_shape", "axis", "keepdims"], ["grad"], ["self"], ["self"], ["self", "axis", "keepdims"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [3]}]}, 72, "axis(axis)", {}, {}]',
    "broadcast_to": '["broadcast_to(Tensor self, int[] shape) -> Tensor", "linear", "broadcast_to(self_t, shape)", {"self": "sum_to(grad, self.shape)"}, ["self_shape"], ["grad"], ["self"], ["self"], ["self", "shape"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [1], "shape": [3]}]}, 80, "loop", {}, {}]',
    "sum_to": '["sum_to(Tensor self, int[] shape) -> Tensor", "linear", "sum_to(self_t, shape)", {"self": "broadcast_to(grad, self.shape)"}, ["self_shape"], ["grad"], ["self"], ["self"], ["self", "shape"], ["result"], ["linear", "jvp"], "other", "", {"cases": [{"self": [2, 3], "shape": [3]}]}, 88, "forward", {}, {}]',
    "qr_like": '["qr_like(Tensor self) -> (Tensor q, Tensor r)", "transpose", "transpose of the backward (double vjp)", {"self": "grad_q + grads[1] * 2 * self"}, ["self"], ["grad_q", "grad_r"], ["self"], ["self"], ["self"], ["q", "r"], [], "other", "", {"cases": [{"self": [3]}]}, 95, "forward", {}, {}]',
}

# The NumPy or SciPy function each op mirrors, by op name. Kept apart from ROWS so that
# tracing finds the op of np.sin without decoding any row; a function is looked up only
# once its module has been imported (SciPy's by the user), so derivgen never imports it.
MIRRORS = {
    "sin": "np.sin",
    "cos": "np.cos",
    "tanh": "np.tanh",
    "negative": "np.negative",
    "multiply": "np.multiply",
    "power": "np.power",
    "add": "np.add",
    "subtract": "np.subtract",
    "sum": "np.sum",
    "broadcast_to": "np.broadcast_to",
}

OPS = OpTable(COLUMNS, ROWS, MIRRORS, ops, backward, jvp, SPEC_FILE)
