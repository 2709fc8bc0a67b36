"""The generated registry's table: one JSON row per op, turned into an OpInfo on first use.

A generated ``registry.py`` holds only its columns, its rows and the dotted path of the
function each op mirrors; building every OpInfo (and resolving its functions) at import
would cost time in proportion to the spec, and importing the modules of every mirror would
import SciPy, so each OpInfo is built lazily. A row's ``flags`` column lists which of
elementwise, broadcast, linear, variadic, complex and jvp (the op has a generated jvp
function) hold.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any


@dataclass(frozen=True)
class OpInfo:
    """One op: its signature, functions, formulas and where it is defined."""

    name: str
    signature: str
    forward: Callable[..., Any]
    backward: Callable[..., Any]
    jvp: Callable[..., Any] | None
    jvp_kind: str
    jvp_formula: str
    formulas: Mapping[str, str]
    saved: tuple[str, ...]
    grads: tuple[str, ...]
    inputs: tuple[str, ...]
    differentiable: tuple[str, ...]
    arguments: tuple[str, ...]
    outputs: tuple[str, ...]
    numpy: Callable[..., Any] | None
    numpy_name: str | None
    elementwise: bool
    broadcast: bool
    linear: bool
    variadic: bool
    complex: bool  # complex inputs are differentiated; otherwise a traced call refuses them
    category: str
    conventions: str
    tests: Mapping[str, Any]
    line: int
    spec: str  # the spec file the op is defined in, at that line
    batch: str = "loop"  # how vmap runs it: a rule of codegen.model.batching.RULES
    # The array engines that refuse the op (spec key `engines:`): engine -> what to do instead.
    engines: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    # The engines whose own spelling of the forward the op runs (`engines: {dask: {forward:}}`)
    engine_forwards: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))


_ELEMENTWISE = {"elementwise", "broadcast"}


def mirror_module(path: str) -> tuple[str, str]:
    """The module and attribute a mirror's dotted path names: 'np.linalg.det' -> numpy.linalg."""
    module, _, attr = path.rpartition(".")
    root, dot, rest = module.partition(".")
    if root == "np":
        module = f"numpy{dot}{rest}"
    return module, attr


def _mirrored(path: str) -> Callable[..., Any]:
    """The NumPy or SciPy function a dotted path such as 'np.linalg.det' names (importing it)."""
    module, attr = mirror_module(path)
    return getattr(importlib.import_module(module), attr)


def loaded_mirror(path: str) -> Callable[..., Any] | None:
    """The function a mirror's path names if its module is imported already, else None.

    A function object can only reach a traced call once its module has been imported, so
    a mirror whose module is not yet in sys.modules cannot be the function being looked up.
    """
    module, attr = mirror_module(path)
    loaded = sys.modules.get(module)
    return None if loaded is None else getattr(loaded, attr)


def chunk_module(module: str, chunk: int) -> str:
    """The chunk module of a generated module: 'pkg.ops', 3 -> 'pkg._ops_003'."""
    package, _, kind = module.rpartition(".")
    return f"{package}._{kind}_{chunk:03d}"


def chunk_getattr(
    module: str, names: Sequence[str], size: int, suffix: str, namespace: dict[str, Any]
) -> Callable[[str], Any]:
    """The ``__getattr__`` of a generated module written in chunks (a spec of many ops).

    Op ``names[i]`` (its function named ``name + suffix``) lives in chunk ``i // size``,
    which is imported, and so compiled, only when one of its functions is first asked for;
    the function is then kept in ``namespace``, the module's globals.
    """
    chunk_of = {f"{name}{suffix}": i // size for i, name in enumerate(names)}

    def __getattr__(name: str) -> Any:
        chunk = chunk_of.get(name)
        if chunk is None:
            raise AttributeError(f"module {module!r} has no attribute {name!r}")
        found = getattr(importlib.import_module(chunk_module(module, chunk)), name)
        namespace[name] = found
        return found

    return __getattr__


class ChunkedRows(Mapping[str, str]):
    """The rows of a registry written in chunks: op ``names[i]``'s row is in chunk
    ``i // size`` (``pkg._registry_003.ROWS``), imported when one of its rows is first read."""

    def __init__(self, module: str, names: Sequence[str], size: int) -> None:
        self._module = module
        self._chunk_of = {name: i // size for i, name in enumerate(names)}
        self._chunks: dict[int, Mapping[str, str]] = {}

    def __getitem__(self, name: str) -> str:
        chunk = self._chunk_of[name]
        rows = self._chunks.get(chunk)
        if rows is None:
            module = importlib.import_module(chunk_module(self._module, chunk))
            rows = self._chunks[chunk] = module.ROWS
        return rows[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._chunk_of)

    def __len__(self) -> int:
        return len(self._chunk_of)

    def __contains__(self, name: object) -> bool:
        return name in self._chunk_of


class OpTable(Mapping[str, OpInfo]):
    """A read-only mapping from op name to OpInfo, decoding each row when first asked for."""

    def __init__(
        self,
        columns: tuple[str, ...],
        rows: Mapping[str, str],
        mirrors: Mapping[str, str],
        ops: ModuleType,
        backward: ModuleType,
        jvp: ModuleType,
        spec: str,
    ) -> None:
        self._spec = spec
        self._columns = columns
        self._rows = rows
        self.mirrors = mirrors  # op name -> dotted path of the NumPy or SciPy function
        self._modules = (ops, backward, jvp)
        self._built: dict[str, OpInfo] = {}

    def __getitem__(self, name: str) -> OpInfo:
        info = self._built.get(name)
        if info is None:
            info = self._built[name] = self._build(name, self._rows[name])
        return info

    def __iter__(self) -> Iterator[str]:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, name: object) -> bool:
        return name in self._rows

    def forward(self, name: str) -> Callable[..., Any]:
        """The generated forward function of an op, without building its OpInfo."""
        return getattr(self._modules[0], name.replace(".", "_"))

    def _build(self, name: str, row: str) -> OpInfo:
        import json  # an op's row is read when it is first used, not at import

        fields = dict(zip(self._columns, json.loads(row), strict=True))
        flags = set(fields.pop("flags"))
        mirror = self.mirrors.get(name)
        ops, backward, jvp = self._modules
        py_name = name.replace(".", "_")
        return OpInfo(
            name=name,
            forward=self.forward(name),
            backward=getattr(backward, f"{py_name}_backward"),
            jvp=getattr(jvp, f"{py_name}_jvp") if "jvp" in flags else None,
            numpy=_mirrored(mirror) if mirror else None,
            numpy_name=mirror.removeprefix("np.") if mirror else None,
            elementwise="elementwise" in flags,
            broadcast="broadcast" in flags,
            linear="linear" in flags,
            variadic="variadic" in flags,
            complex="complex" in flags,
            signature=fields["signature"],
            jvp_kind=fields["jvp_kind"],
            jvp_formula=fields["jvp_formula"],
            formulas=MappingProxyType(fields["formulas"]),
            saved=tuple(fields["saved"]),
            grads=tuple(fields["grads"]),
            inputs=tuple(fields["inputs"]),
            differentiable=tuple(fields["differentiable"]),
            arguments=tuple(fields["arguments"]),
            outputs=tuple(fields["outputs"]),
            category=fields["category"],
            conventions=fields["conventions"],
            tests=MappingProxyType(fields["tests"]),
            line=fields["line"],
            spec=self._spec,
            # A package generated before batching rules existed: the rule its flags imply.
            batch=fields.get("batch", "elementwise" if flags & _ELEMENTWISE else "loop"),
            engines=MappingProxyType(fields.get("engines", {})),
            engine_forwards=MappingProxyType(fields.get("engine_forwards", {})),
        )

    def __repr__(self) -> str:
        return f"<OpTable of {len(self)} ops>"
