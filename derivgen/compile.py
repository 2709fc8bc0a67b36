"""derivgen.compile: trace a function once per signature and run it as generated NumPy code.

``compile(fn)`` returns a callable. On the first call with a new signature (array shapes and
dtypes, the values of every other argument, and the structure of nested tuples, lists and
dicts) it runs ``fn`` on *staged* arrays: wrappers holding the real values that record every
NumPy call made on them. Transformations inside ``fn`` (``grad``, ``vjp``, ``jvp``,
``hessian``) trace their own boxes around the staged values, so the backward formulas they
run are recorded too: the whole computation, forward and backward, becomes one list of NumPy
calls. That list is optimised (dead code, common subexpressions, in-place reuse of dead
temporaries), printed as straight-line Python source and compiled with ``compile()``; later
calls with the same signature run only that code.

Any Python decision taken on a staged value while tracing (``bool``, ``int``, ``float``,
``__index__``, a comparison used in ``if``, a data-dependent shape) becomes a guard in the
generated code; a failing guard makes the call trace again, so a stale branch never runs.
"""

from __future__ import annotations

import builtins
import collections
import inspect
import math
import operator
import sys
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen import (
    blocking,
    calibration,
    conversion,
    fusion,
    random_draws,
    registry,
    trace,
    tree,
)

__all__ = ["CacheInfo", "Compiled", "compile"]


FUSE = ("auto", "off", "numexpr", "blocked")


class _Retrace(Exception):
    """Raised by generated code when a guard recorded while tracing does not hold."""


@dataclass(frozen=True)
class CacheInfo:
    """How a compiled function's specialisations were used."""

    hits: int  # calls answered by generated code
    traces: int  # calls that traced fn (first calls of a signature and failed guards)
    guard_failures: int
    size: int  # specialisations currently cached
    maxsize: int


# ---------------------------------------------------------------- the recorded graph


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

    __slots__ = ("kind", "func", "call", "args", "kwargs", "outputs", "paths", "comment", "check")

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


def _vars_in(structure: Any) -> Iterator[Var]:
    if type(structure) is Var:
        yield structure
    elif isinstance(structure, list | tuple):
        for item in structure:
            yield from _vars_in(item)
    elif isinstance(structure, dict):
        for item in structure.values():
            yield from _vars_in(item)
    elif isinstance(structure, slice):
        yield from _vars_in((structure.start, structure.stop, structure.step))
    elif type(structure) is _TreeOutput:
        yield from _vars_in(structure.leaves)


def _node_inputs(node: Node) -> list[Var]:
    return [*_vars_in(node.args), *_vars_in(node.kwargs)]


# Functions whose result depends only on shapes and dtypes, which the signature fixes.
_STATIC = {np.shape, np.ndim, np.size, np.result_type, np.iscomplexobj, np.isrealobj}
# Functions and methods whose result shape depends on the values: their shape is guarded.
_DATA_SHAPED = {np.nonzero, np.flatnonzero, np.argwhere, np.unique, np.compress, np.extract}
_RESERVED = frozenset(("np", "ops", "math", "operator", "_Retrace", "del", "return"))
_PURE_METHODS = frozenset(
    "all any argmax argmin argsort astype clip conj conjugate copy cumprod cumsum diagonal dot "
    "flatten item max mean min nonzero prod ptp ravel repeat reshape round squeeze std sum "
    "swapaxes take tolist trace transpose var".split()
)
_MUTATING_METHODS = frozenset("fill sort partition put itemset resize setfield byteswap".split())


class Tracer:
    """Records the NumPy calls made on staged values while fn runs once."""

    def __init__(self) -> None:
        self.nodes: list[Node] = []
        self.inputs: list[Var] = []
        self.counts: collections.Counter[str] = collections.Counter()
        self.used: set[str] = set()
        self.effects = False  # an in-place assignment was recorded: keep the order as traced

    def fresh_name(self, hint: str, plain: bool = False) -> str:
        """A new variable name from a hint (``sin_3``); ``plain`` tries the hint itself first."""
        hint = "".join(c if c.isalnum() or c == "_" else "_" for c in hint).strip("_") or "t"
        if hint[0].isdigit() or hint in _RESERVED:
            hint = "t_" + hint
        name = hint
        while not plain or name in self.used:
            plain = True
            self.counts[hint] += 1
            name = f"{hint}_{self.counts[hint]}"
        self.used.add(name)
        return name

    def input(self, value: Any, name: str) -> Staged:
        var = Var(name, None, value)
        var.aliased = True  # the caller owns it: never written in place
        self.inputs.append(var)
        return Staged(self, var)

    # -- recording ------------------------------------------------------------------
    def unstage(self, structure: Any) -> tuple[Any, Any]:
        """(the structure with Vars for staged values, the same with concrete values)."""
        if type(structure) is Staged:
            if structure.tracer is not self:
                raise TypeError("compile: a value staged by another compile call leaked in")
            return structure.var, structure.var.value
        if type(structure) is trace.Box:
            raise TypeError(
                "compile: a value traced by a derivgen transformation reached NumPy directly"
            )
        if isinstance(structure, list | tuple) and not hasattr(structure, "_fields"):
            pairs = [self.unstage(item) for item in structure]
            return type(structure)(p[0] for p in pairs), type(structure)(p[1] for p in pairs)
        if isinstance(structure, dict):
            pairs_d = {k: self.unstage(v) for k, v in structure.items()}
            return {k: p[0] for k, p in pairs_d.items()}, {k: p[1] for k, p in pairs_d.items()}
        if isinstance(structure, slice):
            (start, stop, step), (a, b, c) = self.unstage(
                (structure.start, structure.stop, structure.step)
            )
            return slice(start, stop, step), slice(a, b, c)
        return structure, structure

    def record(
        self,
        kind: str,
        func: Any,
        call: str,
        args: Any,
        kwargs: dict[str, Any],
        run: Callable[..., Any],
        comment: str,
        hint: str,
        shape_guard: bool = False,
    ) -> Any:
        """Run ``run`` on the concrete arguments, record the node, and stage its result."""
        sym_args, args_value = self.unstage(args)
        sym_kwargs, kwargs_value = self.unstage(kwargs)
        result = run(*args_value, **kwargs_value)
        node = Node(kind, func, call, sym_args, sym_kwargs, comment)
        self.nodes.append(node)
        inputs = _node_inputs(node)
        staged = self._stage_result(node, result, (), hint)
        if kind == "call" and isinstance(func, np.ufunc) and type(result) is np.ndarray:
            node.outputs[0].fresh = True  # a ufunc without out= returns a new array
        if isinstance(result, tuple | list):
            node.check = len(result)  # for unpacking the result in the source
        for out in node.outputs:
            if isinstance(out.value, np.ndarray):
                for var in inputs:
                    if isinstance(var.value, np.ndarray) and np.may_share_memory(
                        out.value, var.value
                    ):
                        out.aliased = var.aliased = True  # a view: neither is written in place
        if shape_guard:
            for out in node.outputs:
                if isinstance(out.value, np.ndarray):
                    self.guard(out, "shape", out.value.shape)
        return staged

    def _stage_result(self, node: Node, result: Any, path: tuple[int, ...], hint: str) -> Any:
        if isinstance(result, np.ndarray | np.generic):
            var = Var(self.fresh_name(hint), node, result)
            node.outputs.append(var)
            node.paths.append(path)
            return Staged(self, var)
        if isinstance(result, tuple | list) and not hasattr(result, "_fields"):
            return type(result)(
                self._stage_result(node, item, (*path, k), hint) for k, item in enumerate(result)
            )
        if hasattr(result, "_fields"):  # a named tuple (slogdet, frexp, ...)
            items = [self._stage_result(node, v, (*path, k), hint) for k, v in enumerate(result)]
            return type(result)(*items)
        if result is None or isinstance(result, bool | int | float | complex | str):
            # A Python value computed from staged values: the code checks it stays the same.
            var = Var(self.fresh_name(hint), node, result)
            node.outputs.append(var)
            node.paths.append(path)
            self.guard(var, "eq", result)
            return result
        raise TypeError(
            f"compile: {node.call} returned a {type(result).__name__}, which compile cannot "
            "specialise on"
        )

    def guard(self, var: Var, how: str, expected: Any) -> None:
        """Record that the generated code must check ``var`` (its bool, int, shape...)."""
        node = Node("guard", None, how, (var,), {}, f"guard: {how} was {expected!r} when traced")
        node.check = (how, expected)
        self.nodes.append(node)

    def mutate(self, target: Staged, kind: str, call: str, args: Any, kwargs: dict[str, Any],
               run: Callable[..., Any], comment: str) -> None:  # fmt: skip
        """Record an in-place assignment into a staged array created inside fn."""
        var = target.var
        for source in self.inputs:
            if isinstance(source.value, np.ndarray) and np.may_share_memory(
                var.value, source.value
            ):
                raise TypeError(
                    f"compile: fn writes into its argument {source.name!r} (or a view of it) in "
                    "place, a side effect the compiled code would not reproduce faithfully; "
                    "write into a copy instead"
                )
        sym_args, args_value = self.unstage(args)
        sym_kwargs, kwargs_value = self.unstage(kwargs)
        run(*args_value, **kwargs_value)
        node = Node(kind, call, call, sym_args, sym_kwargs, comment)
        self.nodes.append(node)
        self.effects = True


def _numpy_name(func: Any) -> str | None:
    """``np.sin``, ``np.linalg.det``: how a NumPy function is written, if it is NumPy's."""
    name = getattr(func, "__name__", None)
    if name is None:
        return None
    if getattr(np, name, None) is func:
        return f"np.{name}"
    for sub in ("linalg", "fft"):
        if getattr(getattr(np, sub), name, None) is func:
            return f"np.{sub}.{name}"
    return None


def _spec_comment(func: Any, fallback: str) -> str:
    info = registry.find(func)
    if info is None:
        return f"{fallback} (no derivative registered)"
    return f"{info.name}, derivatives.yaml:{info.line}"


class Staged:
    """An array seen by the tracer: NumPy calls on it are run and recorded."""

    __slots__ = ("tracer", "var")
    __derivgen_staged__ = True  # numeric helpers that read data must not unwrap it
    __array_priority__ = 500  # below trace.Box, so that derivgen's boxes handle mixed calls

    def __init__(self, tracer: Tracer, var: Var) -> None:
        self.tracer = tracer
        self.var = var

    # -- NumPy dispatch -----------------------------------------------------------------
    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if _has_box(inputs) or _has_box(kwargs.get("out", ())):
            return NotImplemented
        name = _numpy_name(ufunc) or f"np.{ufunc.__name__}"
        if getattr(np, ufunc.__name__, None) is not ufunc:
            name = _namespaced(ufunc)
        if method == "__call__" and not kwargs and ufunc in (np.multiply, np.true_divide):
            kept = _times_one(ufunc, inputs)
            if kept is not None:
                return kept
        func = ufunc if method == "__call__" else getattr(ufunc, method)
        call = name if method == "__call__" else f"{name}.{method}"
        comment = _spec_comment(ufunc, call)
        out = kwargs.pop("out", None)
        if out is not None or method == "at":
            targets = out if isinstance(out, tuple) else (out,)
            if method == "at":
                targets = (inputs[0],)
            if not all(type(t) is Staged for t in targets):
                raise TypeError(
                    f"compile: {call} writes traced values into a plain NumPy array (made by "
                    "np.zeros, np.empty, ...), which would freeze them into the compiled code; "
                    "make the target from a traced array instead: np.zeros_like(x, shape=...)"
                )
            if out is not None:
                kwargs["out"] = out if isinstance(out, tuple) else (out,)
            self.tracer.mutate(targets[0], "effect", call, inputs, kwargs, func, comment)
            if out is None:
                return None
            return out if isinstance(out, tuple) and len(out) > 1 else targets[0]
        return self.tracer.record("call", func, call, inputs, kwargs, func, comment,
                                  ufunc.__name__)  # fmt: skip

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        if any(issubclass(t, trace.Box) for t in types):
            return NotImplemented
        if func in _STATIC:
            _, args_value = self.tracer.unstage(args)
            _, kwargs_value = self.tracer.unstage(kwargs)
            return func(*args_value, **kwargs_value)
        if "out" in kwargs and kwargs["out"] is not None:
            raise TypeError(f"compile: {func.__name__}(..., out=...) writes in place; not traced")
        call = _numpy_name(func) or _namespaced(func)
        return self.tracer.record("call", func, call, args, kwargs, func,
                                  _spec_comment(func, call), func.__name__,
                                  shape_guard=func in _DATA_SHAPED)  # fmt: skip

    def __derivgen_apply__(self, name: str, args: Any, module: str | None = None) -> Any:
        """An op defined by a ``forward:`` expression: recorded as one call of its forward
        (``ops.NAME`` for derivgen's own ops; a user's generated package is named by module)."""
        prep = trace.by_name(name, module)
        if _has_box(args):
            return trace.apply_spelled_out(prep, args)
        if name in ("sum_to", "broadcast_to") and type(args[0]) is Staged:
            if tuple(args[0].var.value.shape) == tuple(args[1]):
                return args[0]  # shapes already match: nothing to do
        info = prep.info
        positional, keywords = prep.spelled_out(tuple(args), None)
        call = f"ops.{name}" if prep.module == _OPS_MODULE else _namespaced(info.forward)
        return self.tracer.record("call", info.forward, call, tuple(positional),
                                  dict(keywords or {}), info.forward,
                                  f"{name}, derivatives.yaml:{info.line}", name)  # fmt: skip

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        """The value as a plain array, when derivgen's own code asks (a backward formula
        passing it to a plain array's method, as np.take(fp, index) does): what is computed
        from it becomes a constant of the generated code, so the code checks the value stays
        the same and traces again when it does not. fn's own conversions are refused by
        name: the compiled code would trace again whenever its argument changes."""
        frame = _caller_outside_numpy()
        if frame is None or not frame.f_globals.get("__name__", "").startswith("derivgen."):
            from derivgen.conversion import scipy_advice, scipy_caller

            scipy_call = scipy_caller()  # SciPy's own function: name derivgen.scipy's spelling
            if scipy_call is not None:
                raise TypeError("compile: " + scipy_advice(scipy_call, "__array__"))
            raise _conversion_refused(frame)
        value = self.var.value
        self.tracer.guard(self.var, "value", value.copy())
        return value.copy() if dtype is None else value.astype(dtype)

    # -- Python decisions become guards ----------------------------------------------------
    def _decide(self, how: str, convert: Callable[[Any], Any]) -> Any:
        value = convert(self.var.value)
        self.tracer.guard(self.var, how, value)
        return value

    def __bool__(self) -> bool:
        return self._decide("bool", bool)

    def __int__(self) -> int:
        return self._decide("int", int)

    def __float__(self) -> float:
        return self._decide("float", float)

    def __complex__(self) -> complex:
        return self._decide("complex", complex)

    def __index__(self) -> int:
        return self._decide("index", operator.index)

    def __len__(self) -> int:
        return len(self.var.value)

    def __iter__(self) -> Iterator[Any]:
        return (self[i] for i in range(len(self.var.value)))

    def __repr__(self) -> str:
        raise TypeError(
            "compile: fn printed or formatted a traced value, a side effect the compiled code "
            "would not repeat; print outside the compiled function"
        )

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return self.__repr__()

    __hash__ = None  # type: ignore[assignment]

    # -- attributes and methods --------------------------------------------------------------
    shape = property(lambda self: self.var.value.shape)
    dtype = property(lambda self: self.var.value.dtype)
    ndim = property(lambda self: self.var.value.ndim)
    size = property(lambda self: self.var.value.size)
    itemsize = property(lambda self: self.var.value.itemsize)
    nbytes = property(lambda self: self.var.value.nbytes)
    T = property(lambda self: np.transpose(self))
    mT = property(lambda self: np.matrix_transpose(self))
    real = property(lambda self: np.real(self))
    imag = property(lambda self: np.imag(self))

    def __getattr__(self, name: str) -> Any:
        if name in _PURE_METHODS:

            def method(*args: Any, **kwargs: Any) -> Any:
                if _has_box(args) or _has_box(kwargs):
                    raise TypeError(f"compile: .{name}() of a traced array with a derivgen box")
                return self.tracer.record(
                    "method", name, name, (self, *args), kwargs,
                    lambda value, *a, **k: getattr(value, name)(*a, **k),
                    f"ndarray.{name}", name, shape_guard=name == "nonzero",
                )  # fmt: skip

            return method
        if name in _MUTATING_METHODS:
            raise TypeError(f"compile: .{name}() changes a traced array in place; not supported")
        raise AttributeError(f"traced arrays under compile have no attribute {name!r}")

    def __getitem__(self, index: Any) -> Any:
        if _has_box(index):
            return NotImplemented
        masked = any(
            getattr(i, "dtype", None) == np.bool_
            for i in (index if isinstance(index, tuple) else (index,))
        )
        return self.tracer.record("getitem", "getitem", "getitem", (self, index), {},
                                  lambda value, i: value[i], "getitem", "item",
                                  shape_guard=masked)  # fmt: skip

    def __setitem__(self, index: Any, value: Any) -> None:
        if _has_box(index) or _has_box(value):
            raise TypeError("compile: assigning a derivgen-traced value into an array")

        def run(target: Any, i: Any, v: Any) -> None:
            target[i] = v

        self.tracer.mutate(self, "setitem", "setitem", (self, index, value), {}, run,
                           "setitem (in place)")  # fmt: skip

    def _inplace(self, ufunc: np.ufunc, other: Any) -> Staged:
        ufunc(self, other, out=self)
        return self

    def __iadd__(self, other: Any) -> Staged:
        return self._inplace(np.add, other)

    def __isub__(self, other: Any) -> Staged:
        return self._inplace(np.subtract, other)

    def __imul__(self, other: Any) -> Staged:
        return self._inplace(np.multiply, other)

    def __itruediv__(self, other: Any) -> Staged:
        return self._inplace(np.true_divide, other)


def _caller_outside_numpy() -> types.FrameType | None:
    """The frame that made NumPy convert a staged array (NumPy's own frames skipped)."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_globals.get("__name__", "").startswith("numpy"):
        frame = frame.f_back
    return frame


def _conversion_refused(frame: types.FrameType | None) -> TypeError:
    expression = conversion.expression(frame) if frame is not None else None
    where = (
        f"{expression} ({frame.f_code.co_filename}:{frame.f_lineno})"
        if expression is not None and frame is not None
        else "fn"
    )
    what_to_write = (
        conversion.advice(expression)
        if expression is not None
        else "A traced array needs no np.asarray(): it behaves as an array."
    )
    return TypeError(
        f"compile: {where} turned a traced array into a plain NumPy array (np.asarray, a "
        "compiled extension, ...), so its value would be frozen into the compiled code and "
        f"every new argument would trace fn again. {what_to_write} Otherwise call fn without "
        "compile."
    )


def _binary(ufunc: np.ufunc, reflected: bool = False) -> Callable[[Staged, Any], Any]:
    def method(self: Staged, other: Any) -> Any:
        if type(other) is trace.Box:
            return NotImplemented
        return ufunc(other, self) if reflected else ufunc(self, other)

    return method


for _name, _ufunc in {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "truediv": np.true_divide,
    "floordiv": np.floor_divide, "mod": np.remainder, "pow": np.power, "matmul": np.matmul,
    "divmod": np.divmod, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
}.items():  # fmt: skip
    setattr(Staged, f"__{_name}__", _binary(_ufunc))
    setattr(Staged, f"__r{_name}__", _binary(_ufunc, reflected=True))
for _name, _ufunc in {
    "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "eq": np.equal, "ne": np.not_equal,
}.items():  # fmt: skip
    setattr(Staged, f"__{_name}__", _binary(_ufunc))
Staged.__neg__ = lambda self: np.negative(self)  # type: ignore[attr-defined]
Staged.__pos__ = lambda self: np.positive(self)  # type: ignore[attr-defined]
Staged.__abs__ = lambda self: np.absolute(self)  # type: ignore[attr-defined]
Staged.__invert__ = lambda self: np.invert(self)  # type: ignore[attr-defined]


def _times_one(ufunc: np.ufunc, inputs: tuple[Any, ...]) -> Staged | None:
    """The staged operand of ``x * ones`` or ``x / ones`` when the result is exactly x.

    Backward passes multiply by the ones they were seeded with; x * 1 is x in IEEE
    arithmetic (signed zeros, infinities and NaN included), so no call is needed when
    the shape and dtype do not change either.
    """
    if len(inputs) != 2:
        return None
    pairs = [(inputs[0], inputs[1])] if ufunc is np.true_divide else [inputs, inputs[::-1]]
    for x, c in pairs:
        if type(x) is not Staged or not x.var.fresh or type(c) in (Staged, bool):
            continue  # only private temporaries: the result must not alias fn's arguments
        value = x.var.value
        if type(value) is not np.ndarray:
            continue
        if isinstance(c, int | float):
            same = c == 1 and value.dtype.kind in "fc"
        elif type(c) is np.ndarray and c.size <= value.size:
            same = (
                np.result_type(value, c) == value.dtype
                and np.broadcast_shapes(c.shape, value.shape) == value.shape
                and bool(np.all(c == 1))
            )
        else:
            same = False
        if same:
            return x
    return None


def _has_box(structure: Any) -> bool:
    if type(structure) is trace.Box:
        return True
    if isinstance(structure, list | tuple):
        return any(_has_box(item) for item in structure)
    if isinstance(structure, dict):
        return any(_has_box(item) for item in structure.values())
    return False


_OPS_MODULE = "derivgen.generated.ops"  # where the generated code's ``ops`` comes from
_NAMESPACED: dict[int, tuple[str, Any]] = {}  # functions that are not NumPy's own, by id


def _namespaced(func: Any) -> str:
    """A name under which the generated code's namespace holds a non-NumPy function."""
    entry = _NAMESPACED.get(id(func))
    if entry is None or entry[1] is not func:
        base = getattr(func, "__name__", "function")
        base = "".join(c if c.isalnum() else "_" for c in base)
        entry = (f"fn_{base}_{len(_NAMESPACED)}", func)
        _NAMESPACED[id(func)] = entry
    return entry[0]


# ---------------------------------------------------------------- optimisation


_PURE_KINDS = ("call", "method", "getitem")


def _cse_key(node: Node, rename: dict[Var, Var]) -> Any:
    def key(x: Any) -> Any:
        if type(x) is Var:
            return ("v", id(rename.get(x, x)))
        if isinstance(x, list | tuple):
            return (type(x).__name__, tuple(key(i) for i in x))
        if isinstance(x, dict):
            return ("d", tuple((k, key(v)) for k, v in x.items()))
        if isinstance(x, slice):
            return ("s", key(x.start), key(x.stop), key(x.step))
        if x is None or isinstance(x, bool | int | float | str | complex):
            return (type(x).__name__, x)
        return ("o", id(x))

    return (node.kind, node.call, id(node.func), key(node.args), key(node.kwargs))


def _substitute(structure: Any, rename: dict[Var, Var]) -> Any:
    if type(structure) is Var:
        return rename.get(structure, structure)
    if hasattr(structure, "_fields"):
        return type(structure)(*(_substitute(i, rename) for i in structure))
    if type(structure) is _TreeOutput:
        return _TreeOutput(structure.treedef, _substitute(structure.leaves, rename))
    if isinstance(structure, list | tuple) and not hasattr(structure, "_fields"):
        return type(structure)(_substitute(i, rename) for i in structure)
    if isinstance(structure, dict):
        return {k: _substitute(v, rename) for k, v in structure.items()}
    if isinstance(structure, slice):
        start, stop, step = _substitute((structure.start, structure.stop, structure.step), rename)
        return slice(start, stop, step)
    return structure


def optimise(nodes: list[Node], roots: list[Var], effects: bool) -> tuple[list[Node], Any]:
    """Common subexpressions merged (unless fn assigns in place), then dead code removed."""
    rename: dict[Var, Var] = {}
    if not effects:
        seen: dict[Any, Node] = {}
        kept = []
        for node in nodes:
            node.args = _substitute(node.args, rename)
            node.kwargs = _substitute(node.kwargs, rename)
            _uniform_constants_as_scalars(node)
            if node.kind in _PURE_KINDS and not _has_random(node):
                key = _cse_key(node, rename)
                first = seen.get(key)
                if first is not None and len(first.outputs) == len(node.outputs):
                    for mine, theirs in zip(node.outputs, first.outputs, strict=True):
                        rename[mine] = theirs
                    continue
                seen[key] = node
            kept.append(node)
        nodes = kept
    live: set[int] = {id(rename.get(v, v)) for v in roots}
    result: list[Node] = []
    for node in reversed(nodes):
        needed = node.kind in ("guard", "setitem", "effect") or any(
            id(v) in live for v in node.outputs
        )
        if needed:
            result.append(node)
            live.update(id(v) for v in _node_inputs(node))
    result.reverse()
    if not effects:
        result = _absorb_negations(result, [rename.get(v, v) for v in roots], rename)
    return result, rename


def _absorb_negations(nodes: list[Node], roots: list[Var], rename: dict[Var, Var]) -> list[Node]:
    """``-(c * a * b)`` computed as ``(-c * a) * b``: one pass fewer, and exact.

    Rounding to nearest is symmetric in sign, so negating a product's constant factor
    negates the product exactly; the backward of ``cos`` and of subtraction negate products
    that way. Only values read by nothing else change sign. ``rename`` gains the negations'
    outputs (now the products themselves).
    """
    producer = {id(v): node for node in nodes for v in node.outputs}
    uses = collections.Counter(id(v) for node in nodes for v in _node_inputs(node))
    uses.update(id(v) for v in roots)

    def negate(var: Var) -> bool:
        node = producer.get(id(var))
        if node is None or node.kind != "call" or node.func is not np.multiply or node.kwargs:
            return False
        if uses[id(var)] != 1 or len(node.args) != 2:
            return False
        args = list(node.args)
        for k, arg in enumerate(args):
            if type(arg) in (int, float):
                args[k] = -arg
                node.args = tuple(args)
                return True
        return any(type(arg) is Var and negate(arg) for arg in args)

    kept, absorbed = [], {}
    for node in nodes:
        node.args = _substitute(node.args, absorbed)
        same = _same_value_operand(node, roots)
        if same is not None:
            absorbed[node.outputs[0]] = same
            continue
        (arg,) = node.args if node.func is np.negative and len(node.args) == 1 else (None,)
        if (
            node.kind == "call"
            and not node.kwargs
            and type(arg) is Var
            and type(arg.value) is np.ndarray
            and arg.value.dtype.kind in "fc"
            and arg.value.shape == node.outputs[0].value.shape
            and negate(arg)
        ):
            absorbed[node.outputs[0]] = arg
            continue
        kept.append(node)
    for var, target in list(rename.items()):
        rename[var] = absorbed.get(target, target)
    rename.update(absorbed)
    return kept


def _same_value_operand(node: Node, roots: list[Var]) -> Var | None:
    """x in ``x * 1.0`` or ``x / 1.0`` (exact in IEEE arithmetic) when the product is not
    returned: compile's code never writes into a value that may be an argument, so reading
    x itself is safe where the copy was only read."""
    if node.kind != "call" or node.func not in (np.multiply, np.true_divide) or node.kwargs:
        return None
    if len(node.args) != 2 or len(node.outputs) != 1 or any(node.outputs[0] is r for r in roots):
        return None
    out = node.outputs[0].value
    pairs = [node.args] if node.func is np.true_divide else [node.args, node.args[::-1]]
    for x, one in pairs:
        if (
            type(x) is Var
            and type(one) is float
            and one == 1.0
            and type(x.value) is np.ndarray
            and type(out) is np.ndarray
            and x.value.dtype == out.dtype
            and x.value.dtype.kind in "fc"
            and x.value.shape == out.shape
        ):
            return x
    return None


def _uniform_constants_as_scalars(node: Node) -> None:
    """A ufunc's constant array operand holding one value (the backward's seed of ones)
    becomes that value as a Python scalar, when neither the result's shape nor its dtype
    changes: the same arithmetic, without reading a full array of ones every call. Only
    element-wise ufuncs broadcast a scalar: a generalised one (np.matmul) needs its core
    dimensions."""
    if node.kind != "call" or not isinstance(node.func, np.ufunc) or node.kwargs:
        return
    if node.func.signature is not None:
        return
    out = node.outputs[0].value if len(node.outputs) == 1 else None
    if type(out) is not np.ndarray or out.dtype.kind not in "fc":
        return
    args = list(node.args)
    for k, arg in enumerate(args):
        if type(arg) is not np.ndarray or arg.dtype != out.dtype or arg.size == 0:
            continue
        others = [a.value if type(a) is Var else a for j, a in enumerate(args) if j != k]
        arrays = [a for a in others if isinstance(a, np.ndarray | np.generic)]
        if any(a.dtype != out.dtype for a in arrays):
            continue  # a Python scalar takes the other operand's dtype: keep the array
        if np.broadcast_shapes(*(np.shape(a) for a in arrays)) != out.shape:
            continue
        first = arg.flat[0]
        if first == first and bool(np.all(arg == first)):  # one value, and not NaN
            args[k] = first.item()
    node.args = type(node.args)(args)


def _has_random(node: Node) -> bool:
    return "random" in node.call


# ---------------------------------------------------------------- writing the source


class Writer:
    """Prints nodes as Python lines and collects the constants they refer to."""

    def __init__(self) -> None:
        self.namespace: dict[str, Any] = {"np": np, "_Retrace": _Retrace, "math": math}
        self.constants: dict[int, str] = {}

    def constant(self, value: Any, hint: str = "const") -> str:
        name = self.constants.get(id(value))
        if name is None:
            name = f"{hint}_{len(self.constants)}"
            self.constants[id(value)] = name
            self.namespace[name] = value
        return name

    def render(self, x: Any) -> str:
        if type(x) is Var:
            return x.name
        if x is None or x is Ellipsis or type(x) in (bool, str):
            return "..." if x is Ellipsis else repr(x)
        if type(x) is int:
            return repr(x)
        if type(x) in (float, complex) and math.isfinite(abs(x)):
            return repr(x)
        if type(x) is tuple:
            inner = ", ".join(self.render(i) for i in x)
            return f"({inner},)" if len(x) == 1 else f"({inner})"
        if type(x) is list:
            return "[" + ", ".join(self.render(i) for i in x) + "]"
        if type(x) is dict and all(type(k) is str for k in x):
            return "{" + ", ".join(f"{k!r}: {self.render(v)}" for k, v in x.items()) + "}"
        if type(x) is _TreeOutput:
            leaves = ", ".join(self.render(leaf) for leaf in x.leaves)
            return f"{self.constant(x.treedef, 'tree')}.unflatten([{leaves}])"
        if isinstance(x, tuple) and hasattr(x, "_fields"):
            return (
                f"{self.constant(type(x), 'tuple_type')}("
                + ", ".join(self.render(i) for i in x)
                + ")"
            )
        if type(x) is slice:
            parts = (x.start, x.stop, x.step)
            return "slice(" + ", ".join(self.render(p) for p in parts) + ")"
        return self.constant(x)

    def call_text(self, node: Node) -> str:
        args = list(node.args)
        kwargs = "".join(f", {k}={self.render(v)}" for k, v in node.kwargs.items())
        if node.kind == "method":
            rest = ", ".join(self.render(a) for a in args[1:])
            if not rest:
                kwargs = kwargs.lstrip(", ")
            return f"{self.render(args[0])}.{node.call}({rest}{kwargs})"
        if node.kind == "getitem":
            return f"{self.render(args[0])}[{self._index(args[1])}]"
        positional = ", ".join(self.render(a) for a in args)
        if not positional:
            kwargs = kwargs.lstrip(", ")
        if node.call.startswith("fn_"):
            self.namespace[node.call] = node.func
        if node.call.startswith("ops."):
            from derivgen.generated import ops

            self.namespace["ops"] = ops
        return f"{node.call}({positional}{kwargs})"

    def _index(self, index: Any) -> str:
        if type(index) is tuple and index:
            return ", ".join(self._index(i) for i in index)
        if type(index) is slice:
            parts = [
                "" if p is None else self.render(p) for p in (index.start, index.stop, index.step)
            ]
            return ":".join(parts[:2]) + (f":{parts[2]}" if parts[2] else "")
        return self.render(index)

    def guard_lines(self, node: Node) -> list[str]:
        (var,) = node.args
        how, expected = node.check
        if how == "bool":
            test = f"not {var.name}" if expected else var.name
        elif how == "shape":
            test = f"{var.name}.shape != {self.render(expected)}"
        elif how == "value":
            self.namespace["_same_value"] = _same_value
            test = f"not _same_value({var.name}, {self.constant(expected, 'traced')})"
        elif how in ("int", "index", "float", "complex", "eq"):
            convert = {"int": "int", "index": "operator.index", "float": "float",
                       "complex": "complex", "eq": ""}[how]  # fmt: skip
            if convert == "operator.index":
                self.namespace["operator"] = operator
            value = f"{convert}({var.name})" if convert else var.name
            if isinstance(expected, float) and math.isnan(expected):
                test = f"{value} == {value}"
            else:
                test = f"{value} != {self.render(expected)}"
        else:
            raise AssertionError(how)
        return [f"if {test}:  # {node.comment}", "    raise _Retrace"]


def _same_value(value: Any, expected: np.ndarray) -> bool:
    """Whether a value converted to a plain array while tracing is the same again."""
    return (
        type(value) is type(expected)
        and value.shape == expected.shape
        and value.dtype == expected.dtype
        and np.array_equal(value, expected, equal_nan=expected.dtype.kind in "fc")
    )


def _last_uses(nodes: list[Node]) -> dict[int, int]:
    last: dict[int, int] = {}
    for i, node in enumerate(nodes):
        for var in _node_inputs(node):
            last[id(var)] = i
    return last


def write(
    nodes: list[Node],
    inputs: list[Var],
    output: Any,
    name: str,
    inplace: bool,
    fuse: str = "off",
    chunk: int = 0,
) -> tuple[str, dict[str, Any]]:
    """The source of the generated function, and the namespace it runs in.

    ``fuse="blocked"`` runs long element-wise stretches as loops over chunks of about
    ``chunk`` elements (``derivgen.blocking``); ``fuse="numexpr"`` computes runs of float64
    element-wise ops with numexpr (``derivgen.fusion``). Both need ``inplace``.
    """
    writer = Writer()
    out_text = writer.render(output)
    out_vars = {id(v) for v in _vars_in(output)}
    if fuse == "blocked" and inplace:
        nodes = blocking.plan(nodes, out_vars, chunk)
    elif fuse == "numexpr" and inplace:
        nodes = blocking.plan(nodes, out_vars, 0, fusion.fusable_shape)
    last = _last_uses(nodes)
    input_ids = {id(v) for v in inputs}
    lines = [f"def {name}({', '.join(v.name for v in inputs)}):"]
    for i, node in enumerate(nodes):
        if node.kind == "guard":
            lines += ["    " + line for line in writer.guard_lines(node)]
            continue
        if node.kind == "setitem":
            target, index, value = node.args
            text = f"{target.name}[{writer._index(index)}] = {writer.render(value)}"
            lines.append(f"    {text}  # {node.comment}")
            continue
        if node.kind == "block":
            write_block = fusion.lines if fuse == "numexpr" else blocking.lines
            lines += write_block(node.check, writer)
            call = ""
        else:
            call = writer.call_text(node)
        if node.kind == "effect":
            lines.append(f"    {call}  # {node.comment}")
            continue
        reused = _reusable_input(node, i, last, out_vars) if inplace else None
        if reused is not None:
            # out= given by position, faster to parse, except where NumPy deprecates that
            out = f"out={reused.name}" if node.func in (np.maximum, np.minimum) else reused.name
            call = call[:-1] + f", {out})"
            node.outputs[0].fresh = True
        if node.kind != "block":
            targets, unpack = _targets(node)
            lines.append(f"    {targets} = {call}  # {node.comment}")
            lines += [f"    {line}" for line in unpack]
        dead = [
            v.name
            for v in dict.fromkeys(_node_inputs(node))
            if last.get(id(v)) == i and id(v) not in out_vars and id(v) not in input_ids
            and v.node is not None
        ]  # fmt: skip
        dead += [v.name for v in node.outputs if id(v) not in last and id(v) not in out_vars]
        if dead:
            lines.append(f"    del {', '.join(sorted(set(dead)))}")
    lines.append(f"    return {out_text}")
    return "\n".join(lines) + "\n", writer.namespace


def _targets(node: Node) -> tuple[str, list[str]]:
    """What a call's result is assigned to, and the lines taking its pieces apart."""
    if node.paths == [()]:
        return node.outputs[0].name, []
    if [p for p in node.paths] == [(k,) for k in range(len(node.paths))] and _flat_length(node):
        names = ", ".join(v.name for v in node.outputs)
        return names + ("," if len(node.outputs) == 1 else ""), []
    whole = f"{node.outputs[0].name}_parts"
    pieces = [
        f"{v.name} = {whole}" + "".join(f"[{k}]" for k in path)
        for v, path in zip(node.outputs, node.paths, strict=True)
    ]
    return whole, pieces


def _flat_length(node: Node) -> bool:
    """Whether the traced result had exactly one element per output (so it unpacks)."""
    return node.check == len(node.outputs)


def _reusable_input(node: Node, i: int, last: dict[int, int], out_vars: set[int]) -> Var | None:
    """A dead, private temporary of the output's shape and dtype that a ufunc may write into."""
    if node.kind != "call" or not isinstance(node.func, np.ufunc) or node.kwargs:
        return None
    if node.func.nout != 1 or len(node.outputs) != 1:
        return None
    out = node.outputs[0]
    if type(out.value) is not np.ndarray or out.value.ndim == 0 or out.aliased:
        return None
    for var in _vars_in(node.args):
        if (
            var.fresh
            and not var.aliased
            and last.get(id(var)) == i
            and id(var) not in out_vars
            and type(var.value) is np.ndarray
            and var.value.shape == out.value.shape
            and var.value.dtype == out.value.dtype
        ):
            return var
    return None


# ---------------------------------------------------------------- the compiled function


@dataclass(frozen=True)
class Specialisation:
    """Generated code for one signature (and one outcome of its guards)."""

    run: Callable[..., Any]
    source: str
    fusion: str = "off"  # how element-wise runs are computed: "off", "numexpr" or "blocked"


class Compiled:
    """A function that runs generated code for each signature it has seen; see ``compile``."""

    def __init__(
        self, fn: Callable[..., Any], maxsize: int, inplace: bool, fuse: str, chunk: int
    ) -> None:
        if not callable(fn):
            raise TypeError(f"compile needs a function, got {registry.describe(fn)}")
        if maxsize < 1:
            raise ValueError(f"maxsize must be at least 1, got {maxsize}")
        self.fn = fn
        self.maxsize = maxsize
        self.inplace = inplace
        if fuse not in FUSE:
            raise ValueError(f"fuse must be one of {', '.join(FUSE)}, got {fuse!r}")
        if chunk < 1:
            raise ValueError(f"chunk must be a positive number of elements, got {chunk}")
        self.fuse = fuse
        self.chunk = chunk
        self._cache: collections.OrderedDict[Any, list[Specialisation]] = collections.OrderedDict()
        self._hits = 0
        self._traces = 0
        self._guard_failures = 0
        self._latest: Specialisation | None = None
        self._recent: tuple[Any, Any] = (None, None)  # (key, specialisation) of the last hit
        self.__name__ = getattr(fn, "__name__", "compiled")
        self.__doc__ = getattr(fn, "__doc__", None)

    @property
    def source(self) -> str:
        """The generated source of the latest specialisation ("" before the first call)."""
        return self._latest.source if self._latest is not None else ""

    @property
    def fusion(self) -> str:
        """How the latest specialisation computes element-wise runs ("off" before a call)."""
        return self._latest.fusion if self._latest is not None else "off"

    def cache_info(self) -> CacheInfo:
        size = sum(len(specs) for specs in self._cache.values())
        return CacheInfo(self._hits, self._traces, self._guard_failures, size, self.maxsize)

    def cache_clear(self) -> None:
        self._cache.clear()
        self._recent = (None, None)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key = _fast_key(args) if not kwargs else None
        recent = self._recent
        if key is not None and recent[0] == key:  # the signature of the previous hit
            try:
                result = recent[1].run(*args)
            except _Retrace:
                pass  # counted below, where every specialisation of the key is tried
            else:
                self._hits += 1
                return result
        if key is None:
            try:
                key, leaves = _signature(args, kwargs)
            except _NotStaticError:
                return self.fn(*args, **kwargs)  # traced from outside: run fn as it is
        else:
            leaves = args
        specs = self._cache.get(key)
        if specs is not None:
            self._cache.move_to_end(key)
            for spec in specs:
                try:
                    result = spec.run(*leaves)
                except _Retrace:
                    self._guard_failures += 1
                    continue
                self._hits += 1
                self._recent = (key, spec)
                return result
        return self._trace(key, args, kwargs)

    def _variants(self, nodes: list[Node], inputs: list[Var], output: Any, name: str,
                  inplace: bool) -> dict[str, Specialisation]:  # fmt: skip
        """The generated code without fusion, and each kind of fusion ``fuse`` allows."""
        kinds = ["off"]
        if inplace and self.fuse in ("auto", "numexpr") and fusion.available():
            kinds.append("numexpr")
        if inplace and self.fuse in ("auto", "blocked"):
            kinds.append("blocked")
        variants: dict[str, Specialisation] = {}
        for kind in kinds:
            try:
                source, namespace = write(nodes, inputs, output, name, inplace, kind, self.chunk)
            except fusion.Unfusable:
                continue
            if kind != "off" and source == variants["off"].source:
                continue  # nothing to fuse
            code = builtins.compile(source, f"<derivgen.compile {self.__name__}>", "exec")
            exec(code, namespace)  # generated text only: names and literals come from the trace
            variants[kind] = Specialisation(namespace[name], source, kind)
        return variants

    def _trace(self, key: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        self._traces += 1
        tracer = Tracer()
        names = _input_names(self.fn)
        leaves, treedef = tree.tree_flatten((args, kwargs))
        top_level = len(leaves) == len(args) and not kwargs
        staged = []
        for k, leaf in enumerate(leaves):
            if _is_array(leaf):
                name = names[k] if top_level and k < len(names) else f"x{k}"
                leaf = tracer.input(leaf, tracer.fresh_name(name, plain=True))
            staged.append(leaf)
        staged_args, staged_kwargs = treedef.unflatten(staged)
        with random_draws.Watch(self.fn) as draws:
            out = self.fn(*staged_args, **staged_kwargs)
        draws.check(registry.describe(self.fn))
        symbolic, concrete = _output(tracer, out)
        nodes, rename = optimise(tracer.nodes, list(_vars_in(symbolic)), tracer.effects)
        symbolic = _substitute(symbolic, rename)
        name = "compiled_" + "".join(c if c.isalnum() else "_" for c in self.__name__)
        inplace = self.inplace and not tracer.effects
        variants = self._variants(nodes, tracer.inputs, symbolic, name, inplace)
        chosen = "off"
        if self.fuse in variants:
            chosen = self.fuse
        elif self.fuse == "auto" and len(variants) > 1:
            arrays = [leaf for leaf in leaves if _is_array(leaf)]
            runs = {k: v.run for k, v in variants.items()}
            digest = calibration.key({k: v.source for k, v in variants.items()})
            chosen = calibration.choose(runs, tuple(arrays), digest)
        spec = variants[chosen]
        self._latest = spec
        self._recent = (None, None)
        specs = self._cache.setdefault(key, [])
        specs.insert(0, spec)
        del specs[8:]  # a few guard outcomes per signature
        self._cache.move_to_end(key)
        while len(self._cache) > self.maxsize:
            self._cache.popitem(last=False)
        return concrete


def _input_names(fn: Callable[..., Any]) -> list[str]:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return []
    return [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]


def _output(tracer: Tracer, out: Any) -> tuple[Any, Any]:
    """The output as a structure of Vars and constants, and as concrete values."""
    if type(out) is Staged:
        return out.var, out.var.value
    if type(out) is trace.Box:
        raise TypeError(
            "compile: fn returned a value still traced by a derivgen transformation inside it"
        )
    if isinstance(out, list | tuple) and not hasattr(out, "_fields"):
        pairs = [_output(tracer, o) for o in out]
        return type(out)(p[0] for p in pairs), type(out)(p[1] for p in pairs)
    if hasattr(out, "_fields"):
        pairs = [_output(tracer, o) for o in out]
        return type(out)(*(p[0] for p in pairs)), type(out)(*(p[1] for p in pairs))
    if type(out) is dict and all(type(k) is str for k in out):
        pairs_d = {k: _output(tracer, v) for k, v in out.items()}
        return {k: p[0] for k, p in pairs_d.items()}, {k: p[1] for k, p in pairs_d.items()}
    leaves, treedef = tree.tree_flatten(out)
    if not treedef.is_leaf:  # another pytree node: rebuilt from its leaves by its treedef
        pairs = [_output(tracer, leaf) for leaf in leaves]
        return _TreeOutput(treedef, [p[0] for p in pairs]), treedef.unflatten(p[1] for p in pairs)
    if isinstance(out, np.ndarray):
        # A constant array: the generated code returns a copy, so callers cannot alter it.
        node = Node("method", "copy", "copy", (out,), {}, "a constant result, copied")
        var = Var(tracer.fresh_name("constant"), node, out)
        node.outputs.append(var)
        node.paths.append(())
        tracer.nodes.append(node)
        return var, out.copy()
    return out, out


@dataclass(frozen=True)
class _TreeOutput:
    """An output pytree of a kind the source cannot spell as a literal."""

    treedef: Any
    leaves: list[Any]


class _NotStaticError(Exception):
    pass


def _fast_key(args: tuple[Any, ...]) -> Any:
    """The signature of a call with plain arrays only, found without flattening a tree."""
    if len(args) == 1:  # the common case, without building a list
        a = args[0]
        return (a.shape, a.dtype) if type(a) is np.ndarray else None
    key = []
    for a in args:
        if type(a) is not np.ndarray:
            return None
        key.append(a.shape)
        key.append(a.dtype)
    return tuple(key)


def _is_array(x: Any) -> bool:
    return isinstance(x, np.ndarray | np.generic)


def _signature(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, list[Any]]:
    """(a hashable key: tree structure, array shapes and dtypes, other leaves' values; arrays)."""
    leaves, treedef = tree.tree_flatten((args, kwargs))
    arrays = []
    parts: list[Any] = [treedef]
    top_level = len(leaves) == len(args) and not kwargs
    for k, leaf in enumerate(leaves):
        if type(leaf) is not np.ndarray and type(leaf) not in (trace.Box, Staged):
            _refuse_input(leaf, f"argument {k}" if top_level else f"leaf {k} of the arguments")
        if _is_array(leaf):
            arrays.append(leaf)
            parts.append((type(leaf), leaf.shape, leaf.dtype))
        elif type(leaf) in (trace.Box, Staged):
            raise _NotStaticError
        else:
            parts.append((type(leaf), leaf))
    key = tuple(parts)
    try:
        hash(key)
    except TypeError:
        raise TypeError(
            "compile: an argument is neither an array nor hashable (nor a pytree of them), so it "
            "cannot be part of the cache key; pass arrays, numbers, or pytrees of them"
        ) from None
    return key, arrays


_NDARRAY_BEHAVIOUR = ("__array_ufunc__", "__array_function__", "__mul__", "__getitem__", "sum")


def _refuse_input(leaf: Any, where: str) -> None:
    """Arguments compile cannot stage faithfully, refused before tracing, by name."""
    random_draws.refuse_argument(leaf, where)
    if isinstance(leaf, np.ndarray) and type(leaf) is not np.ndarray:
        kind = type(leaf).__name__
        if isinstance(leaf, np.matrix):
            fix = "pass np.asarray(m), and use @ for matrix products"
        elif trace._masked(leaf):
            fix = "pass m.filled(np.nan) to NaN-aware functions (np.nanmean, ...)"
        elif any(getattr(type(leaf), n) is not getattr(np.ndarray, n) for n in _NDARRAY_BEHAVIOUR):
            fix = "pass np.asarray(x), or call fn without compile"
        else:
            return  # a subclass that behaves as ndarray does
        raise TypeError(
            f"compile: {where} is a {kind}, whose operators or reductions differ from a plain "
            f"ndarray's, and the generated code follows ndarray semantics; {fix}"
        )
    if isinstance(leaf, memoryview):
        raise TypeError(
            f"compile: {where} is a memoryview; pass np.asarray(m) (compile specialises on "
            "NumPy arrays)"
        )
    if (
        not _is_array(leaf)
        and (hasattr(leaf, "__array_function__") or hasattr(leaf, "__array__"))
        and not isinstance(leaf, type)
    ):
        name = f"{type(leaf).__module__}.{type(leaf).__name__}"
        lazy = " (a dask array: x.compute())" if name.startswith("dask.") else ""
        raise TypeError(
            f"compile: {where} is a {name}, not a NumPy array, and compile specialises on "
            f"NumPy arrays; pass np.asarray(x){lazy}, or call fn without compile (derivgen's "
            "transformations run on it eagerly)"
        )


def compile(  # noqa: A001
    fn: Callable[..., Any],
    *,
    maxsize: int = 32,
    inplace: bool = True,
    fuse: str = "auto",
    chunk: int = 16384,
) -> Compiled:
    """``fn`` traced once per signature into straight-line NumPy code, then cached.

    ``fn`` may be a plain NumPy function or any derivgen transformation of one
    (``grad``, ``value_and_grad``, ``vjp``, ``jvp``, ``hessian``). The signature is the
    shapes and dtypes of the array arguments, the values of the other arguments and the
    structure of tuples, lists and dicts among them; ``maxsize`` signatures are kept (least
    recently used first out). ``inplace=False`` turns off the reuse of dead temporaries.
    ``fuse`` says how runs of element-wise ops may be computed: ``"numexpr"`` in one numexpr
    pass (float64 only; numexpr is optional), ``"blocked"`` as a loop over chunks of about
    ``chunk`` elements that stay in cache, ``"off"`` one NumPy call per op; ``"auto"`` (the
    default) times each possible way on the first call of a signature and keeps the
    fastest, a choice cached on disk (see ``derivgen.calibration``).
    The result's ``source`` holds the generated code and ``cache_info()`` counts hits and
    traces. Random draws inside fn and in-place writes into its arguments are refused.
    """
    return Compiled(fn, maxsize, inplace, fuse, chunk)
