"""The generic batching rules: elementwise, axis, stacked, forward and loop (see docs/vmap.md).

Each takes a ``BatchCall`` whose batched values are raw arrays with the batch axis first and
returns the op's result with the batch axis first on every array output. They only call
NumPy (and the op itself, through core.apply_bound) on the values, which may be traced by an
outer transformation.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import warnings
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

from derivgen.batching.batched import Batched, any_batched, broadcast, per_example
from derivgen.batching.rules import BatchCall, rule
from derivgen.ops.binding import Prepared
from derivgen.trace import core


def _ndim(value: Any) -> int:
    return value.ndim if type(value) is np.ndarray else int(np.ndim(value))


def _shape(value: Any) -> tuple[int, ...]:
    return value.shape if type(value) is np.ndarray else tuple(np.shape(value))


def lift(value: Any, extra: int) -> Any:
    """A batched raw value with ``extra`` size-1 axes inserted right after the batch axis."""
    if extra <= 0:
        return value
    shape = _shape(value)
    new = (shape[0], *(1,) * extra, *shape[1:])
    return value.reshape(new) if type(value) is np.ndarray else np.reshape(value, new)


def _refuse_batched_options(call: BatchCall, name: str) -> None:
    """Generic rules batch Tensor inputs only: a batched axis, shape or index is an error."""
    for i, flag in enumerate(call.batched):
        if i not in call.prep.tensor_set and any_batched(flag):
            raise TypeError(
                f"vmap: argument {call.prep.params[i]!r} of {call.prep.name} is batched, but "
                f"its batch rule ({name}) batches only its Tensor inputs "
                f"({call.prep.info.signature}); pass a value that does not vary over the batch"
            )


@rule("elementwise")
def elementwise(call: BatchCall) -> Any:
    """NumPy broadcasting: batched inputs get size-1 axes after the batch axis up to the
    largest per-example rank, so that the batch axis stays first and aligned."""
    prep, bound, flags = call.prep, call.bound, call.batched
    _refuse_batched_options(call, "elementwise")
    ranks: list[int] = []
    for i in prep.tensor_pos:
        value, flag = bound[i], flags[i]
        if type(flag) is tuple:
            ranks.extend(_ndim(v) - (f is True) for v, f in zip(value, flag, strict=True))
        else:
            ranks.append(_ndim(value) - (flag is True))
    rank = max(ranks)
    new = list(bound)
    for i in prep.tensor_pos:
        value, flag = bound[i], flags[i]
        if flag is True:
            new[i] = lift(value, rank - _ndim(value) + 1)
        elif type(flag) is tuple:
            new[i] = type(value)(
                lift(v, rank - _ndim(v) + 1) if f is True else v
                for v, f in zip(value, flag, strict=True)
            )
    return core.apply_bound(prep, new)


@cache
def _param_type(prep: Prepared, name: str) -> str:
    """The declared type of a parameter (``int[]?``), read from the op's signature."""
    text = prep.info.signature.split("(", 1)[1].rsplit("->", 1)[0]
    tokens = text.replace(",", " ").replace(")", " ").split()
    for k, token in enumerate(tokens):
        if k and (token == name or token.startswith(name + "=")):
            return tokens[k - 1]
    return ""


def _shift(axis: Any, ndim: int) -> Any:
    """Axes counted past the batch axis: nonnegative ones +1, negative ones unchanged. A
    negative axis past the example's ``ndim`` axes is refused as NumPy refuses it: on the
    batch it would name the batch axis (np.sum(x, axis=-3) of 2-d examples summed over it)."""
    if isinstance(axis, int | np.integer):
        if axis < -ndim:
            raise np.exceptions.AxisError(int(axis), ndim)
        return int(axis) + 1 if axis >= 0 else int(axis)
    return tuple(_shift(a, ndim) for a in axis)


@rule("axis")
def axis_rule(call: BatchCall) -> Any:
    """The op acts along its axis parameters: every Tensor input gets the batch axis, the
    axes shift past it, None means every per-example axis (``int[]?``) or the flattened
    example (``int?``), and ``shape=`` parameters gain the batch size in front."""
    prep, size = call.prep, call.size
    _refuse_batched_options(call, "axis")
    bound = list(call.bound)
    for i in prep.tensor_pos:
        value, flag = bound[i], call.batched[i]
        if type(flag) is tuple:
            bound[i] = type(value)(
                v if f is True else broadcast(v, size) for v, f in zip(value, flag, strict=True)
            )
        elif flag is not True:
            bound[i] = broadcast(value, size)
    first = bound[prep.tensor_pos[0]]
    if type(first) is list or type(first) is tuple:
        first = first[0]
    ndim = _ndim(first) - 1
    shapes = call.keywords.get("shape", ())
    if shapes:  # the axes are those of the result, of the per-example shape given
        value = bound[prep.index[shapes if isinstance(shapes, str) else shapes[0]]]
        limit = 1 if isinstance(value, int | np.integer) else len(value)
    else:
        limit = ndim
    flatten = False
    for name in call.args:
        i = prep.index[name]
        value = bound[i]
        if value is None:
            if _param_type(prep, name).startswith("int[]"):
                bound[i] = tuple(range(1, ndim + 1))
            else:
                flatten = True
                bound[i] = 1
        else:
            bound[i] = _shift(value, limit)
    if flatten:
        for i in prep.tensor_pos:
            value = bound[i]
            if type(value) is list or type(value) is tuple:
                bound[i] = type(value)(np.reshape(v, (size, -1)) for v in value)
            else:
                bound[i] = np.reshape(value, (size, -1))
    for name in (shapes,) if isinstance(shapes, str) else shapes:
        i = prep.index[name]
        value = bound[i]
        bound[i] = (size, *((value,) if isinstance(value, int | np.integer) else tuple(value)))
    return core.apply_bound(prep, bound)


@rule("stacked")
def stacked(call: BatchCall) -> Any:
    """Linear algebra on the last c_i axes of Tensor input i, stacked over leading axes:
    batched inputs get size-1 axes after the batch axis to align the stack ranks."""
    prep, bound, flags = call.prep, call.bound, call.batched
    _refuse_batched_options(call, "stacked")
    cores = call.args
    stack = []
    for i, c in zip(prep.tensor_pos, cores, strict=True):
        if type(flags[i]) is tuple:
            raise TypeError(f"vmap: stacked rule of {prep.name} on a list of arrays")
        stack.append(_ndim(bound[i]) - (flags[i] is True) - int(c))
    top = max(stack)
    new = list(bound)
    for i, s in zip(prep.tensor_pos, stack, strict=True):
        if flags[i] is True:
            new[i] = lift(bound[i], top - s)
    return core.apply_bound(prep, new)


_RUNNING: set[tuple[str, int]] = set()  # (op, vmap level) of the forwards running batched


@rule("forward")
def forward(call: BatchCall) -> Any:
    """The op's forward is NumPy code: it runs on the Batched values, and every call inside
    batches by its own rule. An op whose forward comes back to itself needs a rule."""
    prep, trace = call.prep, call.trace
    key = (prep.name, trace.level)
    if key in _RUNNING:
        raise TypeError(
            f"vmap: {prep.name} is batched by running its forward (batch: forward), but its "
            f"forward calls {prep.name} itself; it needs a batch: rule of its own in "
            f"derivatives.yaml:{prep.info.line}"
        )
    args = [_rewrap(v, f, trace) for v, f in zip(call.bound, call.batched, strict=True)]
    _RUNNING.add(key)
    try:
        out = prep.call_forward(args) if _body(prep) is None else _call_body(prep, args)
    finally:
        _RUNNING.discard(key)
    return _raw(out, trace, call.size)


def _rewrap(value: Any, flag: Any, trace: Any) -> Any:
    if flag is True:
        return Batched(value, trace)
    if type(flag) is tuple:
        return type(value)(_rewrap(v, f, trace) for v, f in zip(value, flag, strict=True))
    return value


def _raw(out: Any, trace: Any, size: int) -> Any:
    if type(out) is Batched and out.owner is trace:
        return out.value
    if isinstance(out, tuple) and hasattr(out, "_make"):
        return out._make(_raw(o, trace, size) for o in out)
    if type(out) is tuple or type(out) is list:
        return type(out)(_raw(o, trace, size) for o in out)
    return broadcast(out, size)  # the result does not depend on the batched inputs


def _call_body(prep: Prepared, args: list[Any]) -> Any:
    body = _body(prep)
    assert body is not None
    if prep.kwonly:
        kw = dict(zip(prep.kwonly, args[prep.n_pos :], strict=True))
        return body(*args[: prep.n_pos], **kw)
    return body(*args)


@cache
def _body(prep: Prepared) -> Callable[..., Any] | None:
    """The generated forward without its first statement, the check that hands a traced
    call back to the tracer (which would come back here): the op's own NumPy code."""
    forward = prep.info.forward
    try:
        source = textwrap.dedent(inspect.getsource(forward))
    except (OSError, TypeError):
        return None
    tree = ast.parse(source)
    function = tree.body[0]
    if not isinstance(function, ast.FunctionDef):
        return None
    statements = function.body
    start = 1 if statements and isinstance(statements[0], ast.Expr) else 0  # the docstring
    guard = statements[start] if len(statements) > start else None
    if not (isinstance(guard, ast.If) and "tracer_among" in ast.unparse(guard.test)):
        return None
    function.body = statements[:start] + statements[start + 1 :]
    function.decorator_list = []
    namespace: dict[str, Any] = {}
    code = compile(tree, inspect.getsourcefile(forward) or "<forward>", "exec")
    exec(code, forward.__globals__, namespace)  # noqa: S102 (the generated forward's own code)
    return namespace[function.name]


_WARNED: set[str] = set()


@rule("loop")
def loop(call: BatchCall) -> Any:
    """No batched form: the op runs once per example and the results are stacked."""
    prep = call.prep
    check_loop(call.trace, prep.name, f"derivatives.yaml:{prep.info.line} says batch: loop")
    outs = [
        core.apply_bound(prep, per_example(call.bound, call.batched, b)) for b in range(call.size)
    ]
    return stack_results(outs, prep.name)


def check_loop(trace: Any, name: str, why: str) -> None:
    """Warn once per function that it runs in a Python loop; refuse with fallback="error"."""
    if trace is not None and trace.fallback == "error":
        raise TypeError(
            f"vmap: {name} has no batched form ({why}) and vmap(..., fallback='error') refuses "
            "to run it once per example; call vmap with fallback='warn' to allow it"
        )
    if name not in _WARNED:
        _WARNED.add(name)
        warnings.warn(
            f"vmap: {name} has no batched form ({why}); it runs once per example in a Python "
            "loop, which is slow. vmap(..., fallback='error') refuses it instead",
            UserWarning,
            stacklevel=2,
        )


def stack_results(outs: list[Any], name: str) -> Any:
    """Per-example results stacked along a new first axis (tuples and lists item by item)."""
    if not outs:
        raise ValueError(
            f"vmap over an axis of size 0: {name} has no batched form, so it runs once per "
            "example, and with no example the shape of its result is unknown"
        )
    first = outs[0]
    if isinstance(first, tuple | list):
        items = [stack_results([o[k] for o in outs], name) for k in range(len(first))]
        if hasattr(first, "_make"):
            return first._make(items)
        return type(first)(items)
    shapes = {_shape(o) for o in outs}
    if len(shapes) > 1:
        raise ValueError(
            f"vmap: {name} gives results of different shapes for different examples "
            f"({', '.join(map(str, sorted(shapes)))}), which cannot be stacked into one "
            "batched array; keep the result's shape independent of the values (pad, or use "
            "a mask with np.where)"
        )
    return np.stack(outs)
