"""Ops laid out for fast calls: argument binding and the plan for what each backward saves."""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Sequence
from inspect import Parameter, signature
from types import FunctionType
from typing import Any

import numpy as np
from numpy._globals import _NoValue  # typed in NumPy 2.2's stubs, unlike np._NoValue

from derivgen.numeric.engines import saved_shape
from derivgen.ops import registry
from derivgen.ops.arraylike import saved_array

# Where a saved value comes from: an argument, an argument's shape, an output, a tangent.
ARG, SHAPE, OUT, TANGENT = range(4)
_EMPTY = Parameter.empty


class Prepared:
    """An op's registry entry with its signature laid out for binding calls quickly."""

    __slots__ = (
        "info", "name", "params", "index", "defaults", "n_params", "n_pos", "kwonly",
        "tensor_pos", "diff_pos", "diff_set", "list_pos", "result_index", "multi",
        "direct", "backward", "saved_plan", "jvp_plan", "single_input", "simple", "saved_index",
        "complex", "module", "returns_list", "fast", "n_required", "backward_needs_last",
        "n_quick", "tensor_set",
    )  # fmt: skip

    def __init__(self, info: Any) -> None:
        self.info = info
        self.name = info.name
        self.module = info.forward.__module__  # where the op's generated functions live
        params = list(signature(info.forward).parameters.values())
        self.params = tuple(p.name for p in params)
        # Variadic ops always bind, to pack their spread arguments.
        self.n_params = -1 if info.variadic else len(params)
        self.index = {name: i for i, name in enumerate(self.params)}
        self.defaults = tuple(p.default for p in params)
        # Calls with at least this many positional arguments (and no keywords) bind by
        # appending the defaults: every later parameter has one.
        self.n_required = max(
            [i + 1 for i, p in enumerate(params) if p.default is _EMPTY], default=0
        )
        self.n_pos = sum(p.kind is not Parameter.KEYWORD_ONLY for p in params)
        self.kwonly = self.params[self.n_pos :]
        # Calls with at most this many positional arguments (and no keywords) may bind by
        # appending defaults: positional arguments never fill keyword-only parameters.
        self.n_quick = -1 if info.variadic else self.n_pos
        self.tensor_pos = tuple(self.index[n] for n in info.inputs)
        self.tensor_set = frozenset(self.tensor_pos)
        self.diff_pos = tuple(self.index[n] for n in info.differentiable)
        self.diff_set = frozenset(self.diff_pos)
        self.list_pos = frozenset(
            self.index[n] for n in info.inputs if f"Tensor[] {n}" in info.signature
        )
        # Position of each Tensor input in the tuple a multi-input backward returns.
        self.result_index = {pos: k for k, pos in enumerate(self.tensor_pos)}
        self.single_input = len(self.tensor_pos) == 1
        self.multi = len(info.outputs) > 1
        self.complex = info.complex
        # Mirrors with a plain positional signature are called directly (np.sin(x)).
        # An op some engine refuses or spells its own way (spec key engines:) goes through its
        # generated forward, which says so or branches, rather than into NumPy's function.
        plain = (
            not self.kwonly and not info.variadic and not info.engines and not info.engine_forwards
        )
        self.direct = info.numpy if info.numpy is not None and plain else info.forward
        if self.kwonly and not info.variadic:
            self.direct = _positional(info.forward, self.n_pos, self.kwonly)
        self.backward = positional(info.backward, len(info.saved))
        # The backward taking ``needs`` by position after the saved values: the tape passes
        # it in the node's tuple of arguments, without a keyword (a dict) per call.
        self.backward_needs_last = _needs_last(self.backward)
        self.saved_plan = self._plan(info.saved)
        # The common case, recorded without the general machinery: Tensors passed as plain
        # positional arrays, one array out, and a backward that saves arguments or the output.
        # A Tensor[] output may come back as a list or, like np.broadcast_arrays', a tuple.
        self.returns_list = returns_list = info.signature.endswith("-> Tensor[]")
        self.simple = (
            not info.variadic and not self.list_pos and not self.multi and not returns_list
        )
        # Saved values by where they come from: argument i (i), the output (-1), or the
        # shape of argument i (-2 - i), so that add and subtract take the fast path too.
        codes = {ARG: lambda i: i, OUT: lambda i: -1, SHAPE: lambda i: -2 - i}
        self.saved_index = (
            tuple(codes[kind](i) for kind, i in self.saved_plan)
            if all(kind in codes for kind, _ in self.saved_plan)
            else None
        )
        # Recorded by Trace.record_simple, which checks complex inputs in its own loop.
        self.fast = self.simple and self.saved_index is not None
        self.jvp_plan = self._plan(signature(info.jvp).parameters) if info.jvp else ()

    def _plan(self, names: Iterable[str]) -> tuple[tuple[int, int], ...]:
        plan: list[tuple[int, int]] = []
        outputs = self.info.outputs
        for name in names:
            if name in self.index:
                plan.append((ARG, self.index[name]))
            elif name.endswith("_shape") and name[:-6] in self.index:
                plan.append((SHAPE, self.index[name[:-6]]))
            elif name.endswith("_t") and name[:-2] in self.index:
                plan.append((TANGENT, self.index[name[:-2]]))
            elif name in outputs:
                plan.append((OUT, outputs.index(name) if self.multi else -1))
            else:
                raise RuntimeError(f"op {self.name}: cannot supply saved value {name!r}")
        return tuple(plan)

    def spelled_out(
        self, args: Sequence[Any], kwargs: dict[str, Any] | None
    ) -> tuple[Sequence[Any], dict[str, Any] | None]:
        """A call of the op by name (get_grad("std")(x, 0, 1)) may give every parameter by
        position, the keyword-only ones included: those become keywords."""
        if self.n_quick < 0 or len(args) <= self.n_pos:
            return args, kwargs
        if len(args) > len(self.params):
            raise TypeError(
                f"{self.name}() takes {len(self.params)} arguments ({self.info.signature}), "
                f"got {len(args)}"
            )
        named = dict(zip(self.params[self.n_pos :], args[self.n_pos :], strict=False))
        for key in named.keys() & (kwargs or {}).keys():
            raise TypeError(f"{self.name}() got multiple values for argument '{key}'")
        return args[: self.n_pos], {**named, **(kwargs or {})}

    def bind(self, args: Sequence[Any], kwargs: dict[str, Any] | None) -> list[Any]:
        """Arguments in signature order, defaults filled in; bad calls raise TypeError."""
        name = self.name
        if self.info.variadic and len(args) >= self.n_pos:
            tail = args[self.n_pos - 1 :]
            if not (len(tail) == 1 and isinstance(tail[0], list)):  # np.einsum(s, a, b, ...)
                args = [*args[: self.n_pos - 1], list(tail)]
        if len(args) > self.n_pos:
            raise TypeError(
                f"{name}() takes {self.n_pos} positional arguments ({self.info.signature}), "
                f"got {len(args)}"
            )
        bound = [*args, *self.defaults[len(args) :]]
        for i, value in enumerate(args):
            if value is _NoValue:  # NumPy's own "not given", passed on explicitly
                bound[i] = self.defaults[i]
        for key, value in (kwargs or {}).items():
            at = self.index.get(key)
            if value is _NoValue:
                continue
            if at is None:
                if value is None:
                    continue  # one of NumPy's own optional arguments, left at its default
                raise TypeError(
                    f"{name}(): argument {key}={value!r} is not supported by derivgen's op "
                    f"'{name}' ({self.info.signature})"
                )
            if at < len(args):
                raise TypeError(f"{name}() got multiple values for argument '{key}'")
            bound[at] = value
        for i, value in enumerate(bound):
            if value is _EMPTY:
                raise TypeError(f"{name}() is missing argument '{self.params[i]}'")
        return bound

    def call_forward(self, bound: Sequence[Any]) -> Any:
        if self.kwonly:
            kw = dict(zip(self.kwonly, bound[self.n_pos :], strict=True))
            return self.info.forward(*bound[: self.n_pos], **kw)
        return self.direct(*bound)

    def fetch(self, plan: Sequence[tuple[int, int]], args: Sequence[Any], value: Any) -> list[Any]:
        """The values a backward or jvp takes, from the call's arguments and its output."""
        out = []
        for kind, i in plan:
            if kind == ARG:
                arg = args[i]
                if type(arg) is not np.ndarray and i in self.tensor_set:
                    arg = saved_array(arg, value, i in self.list_pos)
                out.append(arg)
            elif kind == SHAPE:
                arg = args[i]
                out.append(arg.shape if type(arg) is np.ndarray else saved_shape(arg))
            elif kind == OUT:
                out.append(value if i < 0 else value[i])
            else:
                raise RuntimeError("tangents are supplied by the forward trace")
        return out


def _positional(forward: Any, n_pos: int, kwonly: tuple[str, ...]) -> Any:
    """forward called with every argument by position, keyword-only ones included.

    A generated forward gets a twin taking them by position (see ``positional``), which
    costs nothing per call; any other function a wrapper that passes them by keyword.
    """
    code = getattr(forward, "__code__", None)
    if (
        type(forward) is FunctionType
        and code is not None
        and code.co_kwonlyargcount == len(kwonly)
        and not code.co_freevars
        and not code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS)
    ):
        return positional(forward, len(kwonly))

    def call(*bound: Any) -> Any:
        return forward(*bound[:n_pos], **dict(zip(kwonly, bound[n_pos:], strict=True)))

    return call


def positional(function: FunctionType, n_saved: int) -> FunctionType:
    """A generated backward whose keyword-only saved values may also be passed by position.

    Saved values are keyword-only for people, so that get_backward("tanh")(g, x) is an
    error; the runtime calls every backward with the values in the saved order it
    fetched, and keywords there would cost a dict per node in the hot loop. The twin runs
    the same code object, so it costs nothing per call. A multi-input backward's ``needs``,
    the last keyword-only parameter, becomes positional too (after the saved values, with
    its default), so that the tape passes it without a keyword; ``needs=`` still works.
    """
    code = function.__code__
    if code.co_kwonlyargcount < n_saved:
        return function  # not a generated backward
    kwdefaults = dict(function.__kwdefaults__ or {})
    moved = n_saved
    defaults = None
    names = code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
    if code.co_kwonlyargcount == n_saved + 1 and names[-1] == "needs" and "needs" in kwdefaults:
        moved += 1
        defaults = (kwdefaults.pop("needs"),)
    if moved == 0:
        return function  # nothing to move
    twin_code = code.replace(
        co_argcount=code.co_argcount + moved,
        co_kwonlyargcount=code.co_kwonlyargcount - moved,
    )
    twin = FunctionType(twin_code, function.__globals__, function.__name__, defaults)
    twin.__kwdefaults__ = kwdefaults or None
    twin.__doc__ = function.__doc__
    return twin


def _needs_last(backward: Any) -> Any:
    """backward called as backward(grad, *saved, needs): the positional twin, or a wrapper."""
    code = getattr(backward, "__code__", None)
    if code is not None and "needs" in code.co_varnames[: code.co_argcount]:
        return backward

    def call(*args: Any) -> Any:
        return backward(*args[:-1], needs=args[-1])

    return call


_prepared: dict[str, Prepared] = {}
_by_function: dict[Any, Prepared | None] = {}
_generated: dict[tuple[str, str], Prepared] = {}  # (name, module) of ops that are shadowed


def _forget() -> None:
    _prepared.clear()
    _by_function.clear()
    _generated.clear()


registry.on_change(_forget)


def prepared(info: Any) -> Prepared:
    """The Prepared form of a registry entry, built once (an entry shadowed since is not kept)."""
    name = info.name
    prep = _prepared.get(name)
    if prep is None or prep.info is not info:
        prep = Prepared(info)
        if registry.find(name) is info:
            _prepared[name] = prep
    return prep


def by_name(name: str, module: str | None = None) -> Prepared:
    """The op of that name; with ``module``, the one generated into that module.

    Generated forwards pass their module: a traced call of a package's function takes
    that package's rule even where another package's op of the same name replaced it,
    and a package never registered is a TypeError, not a silent call to another op.
    """
    prep = _prepared.get(name)
    if module is None:
        return prep if prep is not None else prepared(registry.lookup(name))
    if prep is None or prep.module != module:
        prep = _generated.get((name, module))
        if prep is None:
            prep = _generated[name, module] = Prepared(registry.generated_op(name, module))
    return prep


def by_function(func: Any) -> Prepared | None:
    """The op mirroring a NumPy (or generated) function, or None (remembered either way)."""
    try:
        return _by_function[func]
    except KeyError:
        info = registry.find(func)
        prep = _by_function[func] = prepared(info) if info is not None else None
        return prep
