"""The recorded graph: the Var and Node IR of a staged computation, and its output tree."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


class _Retrace(Exception):
    """Raised by generated code when a guard recorded while tracing does not hold."""


class Var:
    """One value computed by the generated code: an input, a constant or a node's output."""

    __slots__ = ("name", "node", "value", "fresh", "aliased", "uses")

    def __init__(self, name: str, node: Node | None, value: Any) -> None:
        self.name = name
        self.node = node  # None for inputs
        self.value = value  # the value seen while tracing
        self.fresh = False  # a new array owned by the generated code (a ufunc's result)
        self.aliased = False  # some other value may share its memory (views, inputs)
        self.uses = 0


class Node:
    """One recorded call: ``outputs = func(*args, **kwargs)``, or a guard or an assignment."""

    __slots__ = (
        "kind", "func", "call", "args", "kwargs", "outputs", "paths", "comment", "check", "read",
    )  # fmt: skip

    def __init__(
        self, kind: str, func: Any, call: str, args: Any, kwargs: dict[str, Any], comment: str
    ) -> None:
        self.kind = kind  # "call" (call text + args), "method", "getitem", "setitem", "guard"
        self.func = func  # what CSE compares: the function object (or method name)
        self.call = call  # how the function is written in the source
        self.args = args  # a structure of Vars and constants
        self.kwargs = kwargs
        self.outputs: list[Var] = []
        self.paths: list[tuple[int, ...]] = []  # where each output sits in the result
        self.comment = comment
        self.check: Any = None  # for guards: (how, expected value)
        # _node_inputs' answer, with the args and kwargs it was found in (every pass asks)
        self.read: tuple[Any, Any, tuple[Var, ...]] | None = None


def _vars_in(structure: Any) -> list[Var]:
    """The Vars in a structure of arguments (lists, tuples, dicts, slices, tree outputs)."""
    out: list[Var] = []
    _collect_vars(structure, out)
    return out


def _collect_vars(structure: Any, out: list[Var]) -> None:
    # a loop with the common cases first, not nested generators: the passes call this for
    # every node, several times, and it was a seventh of a long loop's compile time
    t = type(structure)
    if t is Var:
        out.append(structure)
    elif t is tuple or t is list or isinstance(structure, list | tuple):
        for item in structure:
            kind = type(item)
            if kind is Var:
                out.append(item)
            elif kind is not int and kind is not float and kind is not str and item is not None:
                _collect_vars(item, out)
    elif isinstance(structure, dict):
        for item in structure.values():
            _collect_vars(item, out)
    elif t is slice:
        _collect_vars((structure.start, structure.stop, structure.step), out)
    elif t is _TreeOutput:
        _collect_vars(structure.leaves, out)


def _substitute(structure: Any, rename: dict[Var, Var]) -> Any:
    """The structure with each Var in ``rename`` replaced; the structure itself (the same
    object, which keeps _node_inputs' cache) where nothing in it is renamed."""
    if not rename:
        return structure
    t = type(structure)
    if t is Var:
        return rename.get(structure, structure)
    if t is tuple or t is list:  # the common case: a node's arguments
        items = [
            rename.get(i, i) if type(i) is Var else _substitute(i, rename)
            for i in structure
        ]  # fmt: skip
        if all(a is b for a, b in zip(items, structure, strict=True)):
            return structure
        return t(items)
    if hasattr(structure, "_fields"):
        return t(*(_substitute(i, rename) for i in structure))
    if t is _TreeOutput:
        return _TreeOutput(structure.treedef, _substitute(structure.leaves, rename))
    if isinstance(structure, list | tuple):
        return t(_substitute(i, rename) for i in structure)
    if isinstance(structure, dict):
        renamed = {k: _substitute(v, rename) for k, v in structure.items()}
        if type(structure) is dict and all(renamed[k] is v for k, v in structure.items()):
            return structure
        return renamed
    if t is slice:
        parts = (structure.start, structure.stop, structure.step)
        start, stop, step = new = _substitute(parts, rename)
        return structure if new is parts else slice(start, stop, step)
    return structure


def _rename_inputs(node: Node, rename: dict[Var, Var]) -> None:
    """Each Var the node reads that ``rename`` maps replaced, in its args and kwargs (left as
    they are, unrebuilt, where it reads none of them)."""
    if rename and any(v in rename for v in _node_inputs(node)):
        node.args = _substitute(node.args, rename)
        node.kwargs = _substitute(node.kwargs, rename)


def _node_inputs(node: Node) -> tuple[Var, ...]:
    """The Vars a node reads, in order (repeats included); found once per args and kwargs."""
    read = node.read
    if read is not None and read[0] is node.args and read[1] is node.kwargs:
        return read[2]
    out: list[Var] = []
    _collect_vars(node.args, out)
    _collect_vars(node.kwargs, out)
    found = tuple(out)
    node.read = (node.args, node.kwargs, found)
    return found


def _leaves_of(x: Any, out: list[Any]) -> None:
    """Append the leaves of a structure of arguments (Vars and constants) to ``out``."""
    t = type(x)
    if t is Var:
        out.append(x)
    elif t is tuple or t is list or (isinstance(x, tuple) and hasattr(x, "_fields")):
        for item in x:
            if type(item) is Var:
                out.append(item)
            else:
                _leaves_of(item, out)
    elif t is dict:
        for item in x.values():
            _leaves_of(item, out)
    elif t is slice:
        _leaves_of((x.start, x.stop, x.step), out)
    else:
        out.append(x)


def _rebuild(x: Any, leaves: Any) -> Any:
    """The structure ``x`` holding the next items of the iterator ``leaves`` as its leaves."""
    t = type(x)
    if t in (tuple, list):
        return t(_rebuild(item, leaves) for item in x)
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return t(*(_rebuild(item, leaves) for item in x))
    if t is dict:
        return {k: _rebuild(v, leaves) for k, v in x.items()}
    if t is slice:
        return slice(*_rebuild((x.start, x.stop, x.step), leaves))
    return next(leaves)


@dataclass(frozen=True)
class _TreeOutput:
    """An output pytree of a kind the source cannot spell as a literal."""

    treedef: Any
    leaves: list[Any]


class Spelling(Protocol):
    """What the block writers (blocking.py, fusion.py) ask of the source writer (writer.py)."""

    namespace: dict[str, Any]  # the names the generated code reads: constants, functions

    def constant(self, value: Any, hint: str = "const") -> str: ...

    def render(self, x: Any) -> str: ...

    def call_text(self, node: Node) -> str: ...

    def _index(self, index: Any) -> str: ...
    def statement(self, node: Node) -> list[str]: ...
