"""An op's batching rule (the ``batch:`` key): parsed with ast, checked, or derived."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from .errors import Location, did_you_mean
from .signature import Signature

# The rules a batch: key may name, each implemented in derivgen/batching/ under the same name
# (a test checks that the two lists agree). A rule is a name (``elementwise``) or a call of a
# name whose arguments are parameters of the op (``axis(axis)``) or ints (``stacked(2, 1)``).
RULES: dict[str, str] = {
    "elementwise": "element by element, NumPy broadcasting across the Tensor inputs",
    "axis": (
        "acts along the named axis parameters and over leading axes otherwise: the axes "
        "shift past the batch axis; parameters named in shape= are per-example shapes"
    ),
    "stacked": (
        "linear algebra on the last N axes of each Tensor input (one N per input), "
        "stacked over leading axes as NumPy broadcasts them"
    ),
    "forward": "the op's forward is NumPy code: it runs on the batched values",
    "loop": "no batched form: the op runs once per example (vmap warns once)",
    # Named rules of the linear algebra ops (derivgen/batching/product_rules.py, linalg_rules.py)
    "matmul": "batched matmul; a 1-D operand is a row (left) or a column (right), then removed",
    "dot": "np.dot as one batched matmul of a (B, A, k) and b (B, k, rest); a 0-d operand scales",
    "inner": "np.inner as one batched matmul over the last axes; a 0-d operand scales",
    "vdot": "both flattened per example, the first conjugated, one batched matmul",
    "outer": "both flattened per example, every product",
    "kron": "both padded to one rank, axes interleaved, every product",
    "tensordot": "summed axes moved last in a and first in b, one batched matmul",
    "multi_dot": "the chain in its cheapest order as batched matmuls; 1-D ends are a row/column",
    "einsum": "a new label for the batch axis, first in each batched operand and the output",
    "vecdot": "the vector axis of each operand moved last, stacks aligned",
    "cross": "the vector axes moved last, stacks aligned, the result's moved to axisc",
    "solve": (
        "solve(b): a x = b on stacks; b is a vector when one example of it is 1-D; keywords "
        "give the core rank of other inputs (piv=1); only b batched: examples as columns"
    ),
    "lstsq": "only b batched: the examples as columns of one right-hand side; else the loop",
    "norm": "axis None: the flattened example (ord None) or its vector/matrix norm; axes shift",
    "tensorinv": "the inverse of each example's (prod first ind axes, prod rest) matrix",
    "tensorsolve": "axes moved last, one batched solve of the square matrix and flattened b",
    "cho_factor": "np.linalg.cholesky of the triangle scipy reads; the flag for every example",
    # fft, statistics, signal, polynomial and creation (stats_rules.py, signal_rules.py,
    # poly_rules.py)
    "fftn": "axes None: every axis of the example, or its last len(s) when s is given; shifted",
    "quantile": "q's axes first in the result; a batched q flattened into one, each example's kept",
    "cov": "each example's variables as rows (rowvar), one batched product",
    "corrcoef": "the batched covariance scaled by its diagonal, clipped as NumPy clips it",
    "convolve": "np.convolve/np.correlate: the full convolution of the batch, then NumPy's window",
    "polymul": "the full convolution of the coefficient vectors (a leading zero is refused)",
    "signal_convolve": "scipy.signal.convolve/correlate: a direct N-D convolution of the batch",
    "interp": "a batched x alone is one call; a batched xp/fp/left/right runs per example",
    "polyval": "np.polyval's Horner steps on the batch",
    "polyder": "np.polyder's steps along the batch's last axis",
    "polyint": "np.polyint's steps along the batch's last axis",
    "polyadd": "polyadd/polysub: the shorter coefficient vector padded with leading zeros",
    "vander": "the powers as a cumulative product along a new last axis",
    "polyfit": "only y batched: the examples as columns of one y; a batched x or w per example",
    # Named rules of the sparse ops (derivgen/batching/algebra/sparse.py).
    "sparse_matmul": "a batched x as the columns of one product; batched values per example",
    "sparse_sample": "batched operands as trailing columns, summed per example",
    "sparse_solve": "a batched b as the columns of one right-hand side; batched values per example",
    # Named rules for the shape, indexing, creation and selection ops (derivgen/batching/
    # shape_rules.py, join_rules.py, index_rules.py, value_rules.py).
    "reshape": "the per-example shape gains the batch size in front (-1 allowed)",
    "ravel": "each example flattened: reshape to (B, -1)",
    "transpose": "the per-example permutation (None: reversed axes) after a fixed batch axis",
    "expand_dims": "the new axes counted in each example's result, after the batch axis",
    "squeeze": "the per-example size-1 axes (None: all of them, never the batch axis)",
    "broadcast_to": "each example's axes aligned to the target's rank after the batch axis",
    "atleast": "atleast_1d/2d/3d: each example promoted as NumPy promotes it",
    "fixed_axis": "fliplr, flipud, hsplit, vsplit, dsplit: along a fixed per-example axis",
    "roll": "roll along the shifted axes; axis None rolls each flattened example",
    "rollaxis": "rollaxis with axis and start checked and counted past the batch axis",
    "tile": "each example promoted to the reps' rank, the batch axis tiled once",
    "pad": "pad_width broadcast per example, the batch axis not padded",
    "diag": "a 2-d example's diagonal, or a 1-d example embedded on the k-th diagonal",
    "diagflat": "each flattened example embedded on the k-th diagonal",
    "triangle": "triu/tril of each example (a 1-d example as the matrix of its repeated rows)",
    "concatenate": "joined along the shifted axis (None: each example flattened)",
    "stack": "stacked along the shifted new axis",
    "joined": "hstack, vstack, dstack, column_stack: examples promoted, then joined",
    "append": "append as concatenate of the two inputs (None: flattened examples)",
    "broadcast_arrays": "each example broadcast to their common shape, the batch axis first",
    "meshgrid": "each example's grids, built after a batch axis",
    "getitem": "basic, integer-array and boolean indices, batched index arrays too",
    "setitem": "index assignment per example, the value aligned to each example's selection",
    "take": "take per example, with batched or shared indices",
    "take_along_axis": "take_along_axis with the axis shifted (None: flattened examples)",
    "delete": "delete the same positions of every example (None: flattened examples)",
    "index_add": "getitem's adjoint: each example's cotangent added at its index",
    "untake": "take's adjoint, with batched or shared indices",
    "untake_along_axis": "take_along_axis's adjoint with the axis shifted",
    "unpad": "pad's adjoint: pad_width broadcast per example, the batch axis not padded",
    "einsum_terms": "sums of einsums: a new label for the batch on batched operands and outputs",
    "like": "zeros_like, ones_like, full_like: the per-example shape with the batch size",
    "space": "linspace, logspace, geomspace: endpoints broadcast per example",
    "select": "select with conditions and choices aligned per example",
    "average": "average along shifted axes, 1-d weights spread over each example",
    "trapezoid": "trapezoid along the shifted axis, 1-d sample points spread per example",
    "ediff1d": "differences of each flattened example, with its ends",
    "bincount": "each example's counts in its own row (needs equal lengths: minlength)",
}
# Tensor inputs of NumPy mirrors that NumPy's __array_function__ dispatch does not look at
# (np.take's indices, np.interp's left and right, np.select's default, np.full_like's
# fill_value): a vmap-batched one among plain arguments would be converted, mixing the
# examples. The generated forward hands such a value to its op, and formulas call the
# generated forward instead of NumPy.
UNDISPATCHED: dict[str, tuple[str, ...]] = {
    "take": ("indices",),
    "interp": ("left", "right"),
    "select": ("default",),
    "full_like": ("fill_value",),
}
# How errors name the choices: the generic rules, then where the named ones are listed.
CHOICES = "elementwise, axis, stacked, forward, loop, or a named rule of codegen/model/batching.py"
# Rules that take no arguments.
_BARE = frozenset(RULES) - {"axis", "stacked", "solve"}
# Categories whose ops with one Tensor input and an `axis` parameter batch by shifting it.
_AXIS_CATEGORIES = frozenset({"reduction", "statistics", "scan", "sorting"})
_INT_TYPES = frozenset({"int", "int?", "int[]", "int[]?"})


@dataclass(frozen=True)
class BatchRule:
    """How vmap runs an op on a batch: a rule of codegen.model.batching.RULES and its arguments."""

    text: str  # as printed in the registry and by `derivgen show`: "axis(axis)"
    name: str
    derived: bool  # worked out from the entry's flags, not written in a batch: key
    location: Location


def derive_rule(
    sig: Signature, elementwise: bool, composite: bool, category: str, location: Location
) -> BatchRule | None:
    """The rule implied by what the entry already says, or None when it cannot be worked out.

    ``composite``: the entry's ``forward:`` is an expression of other ops and NumPy calls,
    each of which batches by its own rule.
    """
    if elementwise:
        return BatchRule("elementwise", "elementwise", True, location)
    if composite:
        return BatchRule("forward", "forward", True, location)
    names = {a.name: a for a in sig.arguments}
    axis = names.get("axis")
    if (
        category in _AXIS_CATEGORIES
        and len(sig.tensor_inputs) == 1
        and axis is not None
        and axis.type in _INT_TYPES
    ):
        return BatchRule("axis(axis)", "axis", True, location)
    return None


def parse_rule(
    text: object, sig: Signature, location: Location
) -> tuple[BatchRule | None, list[str]]:
    """A written ``batch:`` value checked against the rule names and the op's signature."""
    choices = CHOICES
    if not isinstance(text, str):
        return None, [f"'batch' must be a string naming a rule ({choices})"]
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError as exc:
        return None, [f"'batch' does not parse: {exc.msg}"]
    if isinstance(tree, ast.Name):
        name, args, keywords = tree.id, [], []
    elif isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name):
        name, args, keywords = tree.func.id, tree.args, tree.keywords
    else:
        return None, [f"'batch' must be a rule name or a call of one ({choices}), got {text!r}"]
    if name not in RULES:
        return None, [
            f"'batch': unknown rule '{name}'{did_you_mean(name, RULES)}; one of {choices}"
        ]
    params = {a.name: a for a in sig.arguments}
    problems: list[str] = []
    values = [*args, *(k.value for k in keywords)]
    for value in values:
        problems += _check_value(value, params)
    if name in _BARE and (args or keywords):
        problems.append(f"'batch': rule '{name}' takes no arguments")
    if name == "stacked":
        ranks = [a for a in args if isinstance(a, ast.Constant) and type(a.value) is int]
        if keywords or len(ranks) != len(args) or len(args) != len(sig.tensor_inputs):
            problems.append(
                f"'batch': stacked(...) gives one int per Tensor input "
                f"({len(sig.tensor_inputs)}: {', '.join(a.name for a in sig.tensor_inputs)})"
            )
    if name == "solve":
        tensors = {a.name for a in sig.tensor_inputs}
        if len(args) != 1 or not isinstance(args[0], ast.Name) or args[0].id not in tensors:
            problems.append("'batch': solve(b) names the Tensor input that is the right-hand side")
        for keyword in keywords:
            if keyword.arg not in tensors or not isinstance(keyword.value, ast.Constant):
                problems.append(
                    f"'batch': solve(...) keywords give a Tensor input's core rank (piv=1), "
                    f"not {keyword.arg}="
                )
    if name == "axis":
        for arg in args:
            param = params.get(arg.id) if isinstance(arg, ast.Name) else None
            if param is None or param.type not in _INT_TYPES:
                problems.append("'batch': axis(...) names the op's int or int[] axis parameters")
        for keyword in keywords:
            if keyword.arg != "shape":
                problems.append(f"'batch': axis(...) takes only shape=, not {keyword.arg}=")
    if problems:
        return None, problems
    return BatchRule(ast.unparse(tree), name, False, location), []


def _check_value(value: ast.expr, params: dict[str, object]) -> list[str]:
    if isinstance(value, ast.Tuple):
        return [p for item in value.elts for p in _check_value(item, params)]
    if isinstance(value, ast.Name):
        if value.id not in params:
            hint = did_you_mean(value.id, params)
            return [f"'batch': '{value.id}' is not a parameter of the op{hint}"]
        return []
    if isinstance(value, ast.Constant) and type(value.value) is int:
        return []
    return [f"'batch': arguments are parameter names or ints, got {ast.unparse(value)!r}"]
