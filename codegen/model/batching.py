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
}
# Rules that take no arguments.
_BARE = frozenset({"elementwise", "forward", "loop"})
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
    choices = ", ".join(RULES)
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
