"""The batching rules: each op's ``batch:`` rule (see codegen/model/batching.py) found by name.

A rule runs one op on a whole batch. It receives a ``BatchCall`` (the op, its arguments in
signature order with every batched value replaced by its raw array, the batch axis first)
and returns the op's result with the batch axis first on every array output. Rules are
registered with ``@rule("name")`` from the modules beside this one.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from derivgen.ops.binding import Prepared

RuleArgs = tuple[Any, ...]  # the parsed arguments of a rule: parameter names (str) or ints


@dataclass(frozen=True)
class BatchCall:
    """One op called on a batch: what a rule receives."""

    prep: Prepared
    bound: list[Any]  # in signature order; batched values are raw, batch axis first
    batched: tuple[Any, ...]  # per position: bool, or a tuple of bools for a Tensor[] list
    size: int  # the batch size B
    args: RuleArgs  # the rule's positional arguments, e.g. ("axis",) for axis(axis)
    keywords: dict[str, Any]  # the rule's keyword arguments, e.g. {"shape": "shape"}


Rule = Callable[[BatchCall], Any]
_RULES: dict[str, Rule] = {}


def rule(name: str) -> Callable[[Rule], Rule]:
    """Register a rule under the name a ``batch:`` key uses."""

    def register(fn: Rule) -> Rule:
        if name in _RULES:
            raise ValueError(f"batching rule {name!r} is registered twice")
        _RULES[name] = fn
        return fn

    return register


def registered() -> frozenset[str]:
    """The names of every implemented rule (a test compares them with the generator's)."""
    return frozenset(_RULES)


@cache
def parse(text: str) -> tuple[str, RuleArgs, tuple[tuple[str, Any], ...]]:
    """A rule's text as the registry holds it: ``axis(axis, shape=shape)`` ->
    ("axis", ("axis",), (("shape", "shape"),))."""
    tree = ast.parse(text, mode="eval").body
    if isinstance(tree, ast.Name):
        return tree.id, (), ()
    assert isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name), text
    args = tuple(_value(a) for a in tree.args)
    keywords = tuple((k.arg or "", _value(k.value)) for k in tree.keywords)
    return tree.func.id, args, keywords


def _value(node: ast.expr) -> Any:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Tuple):
        return tuple(_value(e) for e in node.elts)
    return ast.literal_eval(node)


def batch_call(prep: Prepared, bound: list[Any], batched: Sequence[Any], size: int) -> Any:
    """Run ``prep``'s op on a batch by its rule."""
    name, args, keywords = parse(prep.info.batch)
    fn = _RULES.get(name)
    if fn is None:
        raise TypeError(
            f"vmap: {prep.name} is batched by rule {name!r}, which this derivgen does not "
            "implement (a generated package newer than the runtime?)"
        )
    return fn(BatchCall(prep, bound, tuple(batched), size, args, dict(keywords)))
