"""Pytrees: nested containers of arrays, flattened to a list of leaves and a structure to rebuild.

The same model as JAX's ``jax.tree_util``: tuples, lists, dicts (leaves in sorted key order),
``None`` (a node with no children), namedtuples, dataclass instances and any class given to
``register_pytree_node`` are nodes; everything else (arrays, floats, traced arrays) is a leaf.
"""

from __future__ import annotations

import collections
import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeVar

__all__ = [
    "PyTreeDef",
    "register_pytree_node",
    "tree_flatten",
    "tree_leaves",
    "tree_map",
    "tree_structure",
    "tree_unflatten",
]

Node = TypeVar("Node")  # a registered container type


@dataclass(frozen=True)
class NodeKind:
    """How a container type splits into children and is rebuilt: JAX's two functions."""

    flatten: Callable[[Any], tuple[Iterable[Any], Any]]
    unflatten: Callable[[Any, Iterable[Any]], Any]


def _sorted_keys(d: dict[Any, Any]) -> tuple[Any, ...]:
    try:
        return tuple(sorted(d))
    except TypeError:  # keys of mixed types: keep the dict's own order
        return tuple(d)


_KINDS: dict[type, NodeKind] = {
    tuple: NodeKind(lambda t: (t, None), lambda _, children: tuple(children)),
    list: NodeKind(lambda t: (t, None), lambda _, children: list(children)),
    dict: NodeKind(
        lambda d: ([d[k] for k in _sorted_keys(d)], _sorted_keys(d)),
        lambda keys, children: dict(zip(keys, children, strict=True)),
    ),
    collections.OrderedDict: NodeKind(
        lambda d: (list(d.values()), tuple(d)),
        lambda keys, children: collections.OrderedDict(zip(keys, children, strict=True)),
    ),
    collections.defaultdict: NodeKind(
        lambda d: ([d[k] for k in _sorted_keys(d)], (d.default_factory, _sorted_keys(d))),
        lambda aux, children: collections.defaultdict(aux[0], zip(aux[1], children, strict=True)),
    ),
    type(None): NodeKind(lambda _: ((), None), lambda _, children: None),
}

# Namedtuples and dataclasses are nodes without registration; their aux data is the type
# (and, for a dataclass, its field names), so the rebuilt value has the same type.
_NAMEDTUPLE = NodeKind(lambda t: (tuple(t), type(t)), lambda cls, children: cls(*children))
_DATACLASS = NodeKind(
    lambda obj: (
        [getattr(obj, f.name) for f in dataclasses.fields(obj) if f.init],
        (type(obj), tuple(f.name for f in dataclasses.fields(obj) if f.init)),
    ),
    lambda aux, children: aux[0](**dict(zip(aux[1], children, strict=True))),
)


def register_pytree_node(
    nodetype: type[Node],
    flatten_func: Callable[[Node], tuple[Iterable[Any], Any]],
    unflatten_func: Callable[[Any, Iterable[Any]], Node],
) -> None:
    """Make ``nodetype`` a pytree node, as ``jax.tree_util.register_pytree_node``.

    ``flatten_func(obj)`` returns ``(children, aux_data)``; ``unflatten_func(aux_data,
    children)`` rebuilds the object. aux_data should be hashable and comparable: two trees
    have the same structure only when their aux data are equal.
    """
    if not isinstance(nodetype, type):
        raise TypeError(f"register_pytree_node needs a class, got {nodetype!r}")
    if nodetype in _KINDS:
        raise ValueError(f"{nodetype.__name__} is already registered as a pytree node")
    _KINDS[nodetype] = NodeKind(flatten_func, unflatten_func)
    _KIND_CACHE.pop(nodetype, None)


_KIND_CACHE: dict[type, NodeKind | None] = {}  # every type seen, so a leaf costs one lookup


def _kind_of(cls: type) -> NodeKind | None:
    try:
        return _KIND_CACHE[cls]
    except KeyError:
        pass
    kind = _KINDS.get(cls)
    if kind is None and issubclass(cls, tuple) and hasattr(cls, "_fields"):
        kind = _NAMEDTUPLE
    elif kind is None and dataclasses.is_dataclass(cls):
        kind = _DATACLASS
    _KIND_CACHE[cls] = kind
    return kind


@dataclass(frozen=True)
class PyTreeDef:
    """The structure of a pytree: a leaf (``node_type`` None) or a node with its children."""

    node_type: type | None
    aux: Any = None
    children: tuple[PyTreeDef, ...] = ()
    num_leaves: int = field(init=False, compare=False, repr=False)
    shallow: bool = field(init=False, compare=False, repr=False)  # a node of leaves only

    def __post_init__(self) -> None:  # counted once, when built
        count = 1 if self.node_type is None else sum(c.num_leaves for c in self.children)
        object.__setattr__(self, "num_leaves", count)
        shallow = self.node_type is not None and all(c.node_type is None for c in self.children)
        object.__setattr__(self, "shallow", shallow)

    @property
    def is_leaf(self) -> bool:
        return self.node_type is None

    def unflatten(self, leaves: Iterable[Any]) -> Any:
        """The tree of this structure holding ``leaves`` in order."""
        leaves = list(leaves)
        if len(leaves) != self.num_leaves:
            raise ValueError(f"{self} has {self.num_leaves} leaves, but {len(leaves)} were given")
        if self.node_type is None:
            return leaves[0]
        if self.shallow:
            kind = _kind_of(self.node_type)
            if kind is not None:
                return kind.unflatten(self.aux, leaves)
        return self._build(iter(leaves))

    def _build(self, leaves: Any) -> Any:
        if self.node_type is None:
            return next(leaves)
        kind = _kind_of(self.node_type)
        if kind is None:
            raise TypeError(f"{self.node_type.__name__} is no longer a pytree node")
        return kind.unflatten(self.aux, [child._build(leaves) for child in self.children])

    def flatten_up_to(
        self, tree: Any, what: str = "the tree", none_is_zero: bool = False
    ) -> list[Any]:
        """The subtrees of ``tree`` at this structure's leaves; the nodes above must match.

        With ``none_is_zero``, a None in place of a whole subtree gives None for each leaf
        below it: how a cotangent or tangent of zeros may be written.
        """
        out: list[Any] = []
        self._up_to(tree, out, what, "", none_is_zero)
        return out

    def _up_to(self, tree: Any, out: list[Any], what: str, path: str, none_is_zero: bool) -> None:
        if self.node_type is None:
            out.append(tree)
            return
        if tree is None and none_is_zero and self.node_type is not type(None):
            out.extend([None] * self.num_leaves)
            return
        kind = _kind_of(type(tree))
        children, aux = kind.flatten(tree) if kind is not None else ((), None)
        children = list(children)
        if type(tree) is tuple and _kind_of(self.node_type) is _NAMEDTUPLE:
            aux = self.aux  # a plain tuple may stand for a namedtuple: the order is the same
        elif type(tree) is not self.node_type:
            aux = _MISMATCH
        if aux != self.aux or len(children) != len(self.children):
            raise ValueError(
                f"{what} does not have the expected structure at {path or 'its root'}: "
                f"expected {self._describe()}, got {_describe_value(tree)}"
            )
        for k, (child, sub) in enumerate(zip(self.children, children, strict=True)):
            where = path + _child_path(self.node_type, self.aux, k)
            child._up_to(sub, out, what, where, none_is_zero)

    def paths(self) -> list[str]:
        """How each leaf is reached from the root, for messages: ``['W'][0]``, ``.field``."""
        if self.node_type is None:
            return [""]
        return [
            _child_path(self.node_type, self.aux, k) + rest
            for k, child in enumerate(self.children)
            for rest in child.paths()
        ]

    def _describe(self) -> str:
        if self.node_type is None:
            return "a leaf"
        return f"a {self.node_type.__name__} of {len(self.children)}"

    def __str__(self) -> str:
        if self.node_type is None:
            return "*"
        if self.node_type is type(None):
            return "None"
        inner = [str(child) for child in self.children]
        if self.node_type in (dict, collections.OrderedDict, collections.defaultdict):
            keys = self.aux[1] if self.node_type is collections.defaultdict else self.aux
            body = ", ".join(f"{k!r}: {v}" for k, v in zip(keys, inner, strict=True))
            text = "{" + body + "}"
            return text if self.node_type is dict else f"{self.node_type.__name__}({text})"
        if self.node_type is list:
            return "[" + ", ".join(inner) + "]"
        if self.node_type is tuple:
            return "(" + ", ".join(inner) + ("," if len(inner) == 1 else "") + ")"
        return f"{self.node_type.__name__}(" + ", ".join(inner) + ")"

    def __repr__(self) -> str:
        return f"PyTreeDef({self})"


_MISMATCH = object()
LEAF = PyTreeDef(None)  # the structure of every leaf


def _describe_value(tree: Any) -> str:
    kind = _kind_of(type(tree))
    if kind is None:
        return f"a leaf ({type(tree).__name__})"
    return f"a {type(tree).__name__} of {len(list(kind.flatten(tree)[0]))}"


def _child_path(node_type: type, aux: Any, k: int) -> str:
    """How the k-th child of a node is reached, for error messages: [0], ['W'] or .field."""
    if node_type in (dict, collections.OrderedDict):
        return f"[{aux[k]!r}]"
    if node_type is collections.defaultdict:
        return f"[{aux[1][k]!r}]"
    if _kind_of(node_type) is _DATACLASS:
        return f".{aux[1][k]}"
    if issubclass(node_type, tuple) and hasattr(node_type, "_fields"):
        return f".{node_type._fields[k]}"
    return f"[{k}]"


def _flatten(tree: Any, is_leaf: Callable[[Any], bool] | None, leaves: list[Any]) -> PyTreeDef:
    kind = None if is_leaf is not None and is_leaf(tree) else _kind_of(type(tree))
    if kind is None:
        leaves.append(tree)
        return LEAF
    children, aux = kind.flatten(tree)
    defs = tuple(_flatten(child, is_leaf, leaves) for child in children)
    return PyTreeDef(type(tree), aux, defs)


def tree_flatten_with_paths(
    tree: Any, is_leaf: Callable[[Any], bool] | None = None
) -> tuple[list[Any], list[str], PyTreeDef]:
    """The leaves, how each is reached (``['W'][0]``, for error messages), and the structure."""
    leaves, treedef = tree_flatten(tree, is_leaf)
    return leaves, treedef.paths(), treedef


def tree_flatten(
    tree: Any, is_leaf: Callable[[Any], bool] | None = None
) -> tuple[list[Any], PyTreeDef]:
    """``(leaves, treedef)``, as ``jax.tree_util.tree_flatten``."""
    leaves: list[Any] = []
    treedef = _flatten(tree, is_leaf, leaves)
    return leaves, treedef


def tree_unflatten(treedef: PyTreeDef, leaves: Iterable[Any]) -> Any:
    """The tree of structure ``treedef`` holding ``leaves``, as ``jax.tree_util.tree_unflatten``."""
    return treedef.unflatten(leaves)


def tree_leaves(tree: Any, is_leaf: Callable[[Any], bool] | None = None) -> list[Any]:
    """The leaves of ``tree``, left to right."""
    return tree_flatten(tree, is_leaf)[0]


def tree_structure(tree: Any, is_leaf: Callable[[Any], bool] | None = None) -> PyTreeDef:
    """The structure of ``tree`` without its leaves."""
    return tree_flatten(tree, is_leaf)[1]


def tree_map(
    f: Callable[..., Any], tree: Any, *rest: Any, is_leaf: Callable[[Any], bool] | None = None
) -> Any:
    """``f`` applied leaf by leaf: ``f(leaf, *leaves of rest at the same place)``.

    Each tree in ``rest`` must have the structure of ``tree`` (or extend it below its
    leaves, as in JAX).
    """
    leaves, treedef = tree_flatten(tree, is_leaf)
    others = [
        treedef.flatten_up_to(r, what=f"tree_map's argument {k + 2}") for k, r in enumerate(rest)
    ]
    return treedef.unflatten(f(*xs) for xs in zip(leaves, *others, strict=True))
