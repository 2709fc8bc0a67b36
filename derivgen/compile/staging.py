"""The staging tracer: Staged arrays record every NumPy call made on them into the graph."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from derivgen.compile import refusals
from derivgen.compile.graph import Node, Var, _node_inputs
from derivgen.compile.naming import (
    _OPS_MODULE,
    _identifier,
    _namespaced,
    engine_spelled,
    leaves,
    spelling,
)
from derivgen.compile.passes import cheaper
from derivgen.ops import binding, kinds, scipy_names, sparse_operands
from derivgen.trace import core, surface
from derivgen.trace import errors as conversion

# Functions whose result depends only on shapes and dtypes, which the signature fixes.
_STATIC = {np.shape, np.ndim, np.size, np.result_type, np.iscomplexobj, np.isrealobj}

# Functions and methods whose result shape depends on the values: their shape is guarded.
_DATA_SHAPED = {np.nonzero, np.flatnonzero, np.argwhere, np.unique, np.compress, np.extract}

_PURE_METHODS = frozenset(
    "all any argmax argmin argsort astype clip conj conjugate copy cumprod cumsum diagonal dot "
    "flatten item max mean min nonzero prod ptp ravel repeat reshape round squeeze std sum "
    "swapaxes take tolist trace transpose var".split()
)

_MUTATING_METHODS = frozenset("fill sort partition put itemset resize setfield byteswap".split())

# values that stage as themselves: no wrapper, nothing inside to look at
_AS_IS = frozenset(
    (int, float, bool, complex, str, type(None), type(Ellipsis), np.ndarray, np.float64)
)


class Tracer:
    """Records the NumPy calls made on staged values while fn runs once."""

    def __init__(self) -> None:
        self.nodes: list[Node] = []
        self.inputs: list[Var] = []
        self.counts: dict[str, int] = {}  # hint -> the last number given to a name of it
        self.used: set[str] = set()
        self.effects = False  # an in-place assignment was recorded: keep the order as traced
        self.spellings: dict[tuple[Any, str | None], tuple[str, str]] = {}  # see spelling()

    def fresh_name(self, hint: str, plain: bool = False) -> str:
        """A new variable name from a hint (``sin_3``); ``plain`` tries the hint itself first."""
        hint = _identifier(hint)
        name = hint
        if not plain or name in self.used:
            n = self.counts.get(hint, 0) + 1
            name = f"{hint}_{n}"
            while name in self.used:
                n += 1
                name = f"{hint}_{n}"
            self.counts[hint] = n
        self.used.add(name)
        return name

    def spelling(self, func: Any, method: str | None) -> tuple[str, str]:
        """How a call of ``func`` (or of a ufunc's ``method``) is written, and its comment:
        found once a trace (naming.spelling)."""
        found = self.spellings.get((func, method))
        if found is None:
            found = self.spellings[(func, method)] = spelling(func, method)
        return found

    def input(self, value: Any, name: str) -> Staged:
        var = Var(name, None, value)
        var.aliased = True  # the caller owns it: never written in place
        self.inputs.append(var)
        return Staged(self, var)

    # -- recording ------------------------------------------------------------------
    def unstage(self, structure: Any) -> tuple[Any, Any]:
        """(the structure with Vars for staged values, the same with concrete values)."""
        t = type(structure)
        if t is tuple or t is list:  # a call's arguments: one pass, scalars as they are
            symbols, values = [], []
            for item in structure:
                kind = type(item)
                if kind is Staged:
                    if item.tracer is not self:
                        raise TypeError("compile: a value staged by another compile call leaked in")
                    symbols.append(item.var)
                    values.append(item.var.value)
                elif kind in _AS_IS:
                    symbols.append(item)
                    values.append(item)
                else:
                    symbol, value = self.unstage(item)
                    symbols.append(symbol)
                    values.append(value)
            return t(symbols), t(values)
        if t is dict and not structure:
            return {}, {}
        if t is Staged:
            if structure.tracer is not self:
                raise TypeError("compile: a value staged by another compile call leaked in")
            return structure.var, structure.var.value
        if type(structure) is core.Box:
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
        if kind != "getitem":
            refusals.refuse_operands(func, args)  # np.dot(A, x) with a scipy.sparse A, ...
        sym_args, args_value = self.unstage(args)
        sym_kwargs, kwargs_value = self.unstage(kwargs) if kwargs else ({}, {})
        result = core.run_checked(call, run, args_value, kwargs_value)
        node = Node(kind, func, call, sym_args, sym_kwargs, comment)
        self.nodes.append(node)
        staged = self._stage_result(node, result, (), hint)
        fresh = kind == "call" and type(result) is np.ndarray and isinstance(func, np.ufunc)
        if fresh:
            node.outputs[0].fresh = True  # a ufunc without out= returns a new array
        if isinstance(result, tuple | list):
            node.check = len(result)  # for unpacking the result in the source
        for out in () if fresh else node.outputs:  # a new array is no view of an input
            if isinstance(out.value, np.ndarray):
                for var in _node_inputs(node):
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
        if (
            type(result) is np.ndarray
            or isinstance(result, np.ndarray | np.generic)
            or kinds.is_engine_array(result)
        ):
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
        shown = " ".join(repr(expected).split())  # one line: it is a comment of the code
        node = Node("guard", None, how, (var,), {}, f"guard: {how} was {shown} when traced")
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


def _has_traced_mask(value: Any) -> bool:
    """Whether an index is or holds a traced boolean array."""
    if type(value) is Staged:
        return getattr(value.var.value, "dtype", None) == np.bool_
    return isinstance(value, tuple | list) and any(map(_has_traced_mask, value))


class Staged:
    """An array seen by the tracer: NumPy calls on it are run and recorded."""

    __slots__ = ("tracer", "var")
    __derivgen_staged__ = True  # numeric helpers that read data must not unwrap it
    __array_priority__ = 500  # below core.Box, so that derivgen's boxes handle mixed calls

    def __init__(self, tracer: Tracer, var: Var) -> None:
        self.tracer = tracer
        self.var = var

    @property
    def chunks(self) -> Any:
        """A staged Dask array's chunks (compile specialises on them), else None: what the
        tape saves with its shape, so that broadcasts back to it come in its chunks."""
        return getattr(self.var.value, "chunks", None)

    # -- NumPy dispatch -----------------------------------------------------------------
    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if _has_box(inputs) or _has_box(kwargs.get("out", ())):
            return NotImplemented
        if method == "__call__" and not kwargs and ufunc in (np.multiply, np.true_divide):
            operands = [x.var if type(x) is Staged else x for x in inputs]
            kept = cheaper.times_one(ufunc, operands)
            if kept is not None:
                return next(x for x, var in zip(inputs, operands, strict=True) if var is kept)
        func = ufunc if method == "__call__" else getattr(ufunc, method)
        call, comment = self.tracer.spelling(ufunc, method)
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
        if any(issubclass(t, core.Box) or hasattr(t, "__derivgen_batched__") for t in types):
            return NotImplemented
        if func in _STATIC:
            _, args_value = self.tracer.unstage(args)
            _, kwargs_value = self.tracer.unstage(kwargs)
            return func(*args_value, **kwargs_value)
        if "out" in kwargs and kwargs["out"] is not None:
            raise TypeError(f"compile: {func.__name__}(..., out=...) writes in place; not traced")
        spelled = engine_spelled(func, lambda: [
            v.var.value if type(v) is Staged else v for v in leaves((args, kwargs))
        ])  # fmt: skip
        if spelled is not None:  # the op's generated forward, which branches to the spelling
            return self.__derivgen_apply__(spelled.name, tuple(spelled.bind(args, kwargs)))
        call, comment = self.tracer.spelling(func, None)
        return self.tracer.record("call", func, call, args, kwargs, func, comment, func.__name__,
                                  shape_guard=func in _DATA_SHAPED)  # fmt: skip

    def __derivgen_apply__(self, name: str, args: Any, module: str | None = None) -> Any:
        """An op defined by a ``forward:`` expression: recorded as one call of its forward
        (``ops.NAME`` for derivgen's own ops; a user's generated package is named by module)."""
        prep = binding.by_name(name, module)
        if _has_box(args):
            return core.apply_spelled_out(prep, args)
        if name in ("sum_to", "broadcast_to") and type(args[0]) is Staged:
            if tuple(args[0].var.value.shape) == tuple(args[1]):
                return args[0]  # shapes already match: nothing to do
        info = prep.info
        positional, keywords = prep.spelled_out(tuple(args), None)
        call = f"ops.{name}" if prep.module == _OPS_MODULE else _namespaced(info.forward)
        # A traced boolean index (x[x > 0]) makes the result's shape depend on the values.
        masked = "Index" in info.signature and any(map(_has_traced_mask, positional))
        return self.tracer.record("call", info.forward, call, tuple(positional),
                                  dict(keywords or {}), info.forward,
                                  f"{name}, derivatives.yaml:{info.line}", name,
                                  shape_guard=masked)  # fmt: skip

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        """The value as a plain array, for derivgen's own code (a backward formula calling a
        plain array's method, np.take(fp, index)) and for an element of a list fn converts
        (np.array([c[0], c[1]]), built in C where no protocol can stage it): a constant of the
        generated code, guarded by its value. fn's other conversions are refused by name."""
        if (handed := sparse_operands.array_of_traced("__array__")) is not None:
            return handed  # scipy.sparse's A @ x hands over to x.__rmatmul__
        frame = refusals.caller_outside_numpy()
        name = frame.f_globals.get("__name__", "") if frame is not None else ""
        if not name.startswith("derivgen.") and not (
            frame is not None and conversion.converts_sequence(frame)
        ):
            scipy_call = scipy_names.scipy_caller()  # SciPy's: name derivgen.scipy's spelling
            if scipy_call is not None:
                raise TypeError("compile: " + scipy_names.scipy_advice(scipy_call, "__array__"))
            raise refusals.conversion_refused(frame)
        value = self.var.value
        kinds.refuse_lazy_decision(value, "np.asarray()")
        value = np.asarray(value) if isinstance(value, np.generic) else value  # a NumPy scalar
        self.tracer.guard(self.var, "value", value.copy())
        return value.copy() if dtype is None else value.astype(dtype)

    # -- Python decisions become guards ----------------------------------------------------
    def _decide(self, how: str, convert: Callable[[Any], Any]) -> Any:
        kinds.refuse_lazy_decision(self.var.value, f"{how}()")
        value = convert(self.var.value)
        self.tracer.guard(self.var, how, value)
        return value

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
        if name == "at":
            raise AttributeError(surface.AT)
        raise AttributeError(f"traced arrays under compile have no attribute {name!r}")

    def __getitem__(self, index: Any) -> Any:
        parts = index if isinstance(index, tuple) else (index,)
        if _has_box(index):
            if core.BATCH_LEVELS and core.Box not in map(type, parts):  # vmap's
                return core.apply(binding.by_name("getitem"), (self, index), None)
            return NotImplemented
        masked = any(getattr(i, "dtype", None) == np.bool_ for i in parts)
        return self.tracer.record("getitem", "getitem", "getitem", (self, index), {},
                                  lambda value, i: value[i], "getitem", "item",
                                  shape_guard=masked)  # fmt: skip

    def __setitem__(self, index: Any, value: Any) -> None:
        if _has_box(index) or _has_box(value):
            raise TypeError("compile: assigning a derivgen-traced value into an array")
        if type(value) is Staged:  # np.random.shuffle swapping rows through views
            conversion.refuse_sequence_write(self.var.value, value.var.value)

        def run(target: Any, i: Any, v: Any) -> None:
            target[i] = v

        self.tracer.mutate(self, "setitem", "setitem", (self, index, value), {}, run,
                           "setitem (in place)")  # fmt: skip


def _binary(ufunc: np.ufunc, reflected: bool = False) -> Callable[[Staged, Any], Any]:
    def method(self: Staged, other: Any) -> Any:
        if type(other) is core.Box:
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
sparse_operands.guard_operators(Staged)  # A @ x with a scipy.sparse A


for _name, _ufunc in {
    "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "eq": np.equal, "ne": np.not_equal,
}.items():  # fmt: skip
    setattr(Staged, f"__{_name}__", _binary(_ufunc))


def _inplace(ufunc: np.ufunc) -> Callable[[Staged, Any], Staged]:
    def method(self: Staged, other: Any) -> Staged:
        ufunc(self, other, out=self)
        return self

    return method


for _name, _ufunc in {
    "iadd": np.add, "isub": np.subtract, "imul": np.multiply, "itruediv": np.true_divide,
}.items():  # fmt: skip
    setattr(Staged, f"__{_name}__", _inplace(_ufunc))


def _decision(how: str, convert: Callable[[Any], Any]) -> Callable[[Staged], Any]:
    return lambda self: self._decide(how, convert)


_CONVERSIONS: dict[str, Callable[[Any], Any]] = {
    "bool": bool, "int": int, "float": float, "complex": complex, "index": operator.index,
}  # fmt: skip
for _name, _convert in _CONVERSIONS.items():
    setattr(Staged, f"__{_name}__", _decision(_name, _convert))


def _unary(ufunc: np.ufunc) -> Callable[[Staged], Any]:
    def method(self: Staged) -> Any:
        return ufunc(self)

    return method


for _name, _ufunc in {
    "neg": np.negative, "pos": np.positive, "abs": np.absolute, "invert": np.invert,
}.items():  # fmt: skip
    setattr(Staged, f"__{_name}__", _unary(_ufunc))


def _has_box(structure: Any) -> bool:
    """Whether a box or a vmap's batched value (which handle calls first) is among these."""
    t = type(structure)
    if t is Staged or t in _AS_IS:
        return False
    if t is tuple or t is list:
        for item in structure:
            kind = type(item)
            if kind is not Staged and kind not in _AS_IS and _has_box(item):
                return True
        return False
    if t is core.Box or hasattr(t, "__derivgen_batched__"):
        return True
    if isinstance(structure, list | tuple | dict):
        items = structure.values() if isinstance(structure, dict) else structure
        return any(_has_box(item) for item in items)
    return False
