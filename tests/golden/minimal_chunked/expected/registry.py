# @generated from spec.yaml (sha256: 6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4). Do not edit.
"""The registry: a read-only mapping from op name to everything known about the op."""

from derivgen.ops.table import ChunkedRows, OpInfo, OpTable

from . import SPEC_SHA256, STALE_MODULE, backward, jvp, ops

if SPEC_SHA256 != "6f550f9e93e539e9b4240f05985c4577b904d7555b212a22a3c7977c539a92f4":
    raise ImportError(STALE_MODULE.format(module=__file__))

__all__ = ["COLUMNS", "MIRRORS", "NAMES", "OPS", "ROWS", "SPEC_FILE", "OpInfo"]

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
# The ops in order: the row of NAMES[i] is in the module _registry_NNN, NNN = i // 5.
NAMES = (
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
)
ROWS = ChunkedRows(__name__, NAMES, 5)

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
