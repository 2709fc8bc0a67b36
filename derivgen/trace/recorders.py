"""The fast-path recorders, built at run time from each registered op's plan of saved values."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from derivgen.ops import registry
from derivgen.ops.binding import Prepared, by_name
from derivgen.trace import core
from derivgen.trace.core import Box, apply
from derivgen.trace.tape import ReverseTrace

_REAL = (np.ndarray, np.float64)  # values a fast recorder takes (a float dtype is checked too)


_SCALARS = (float, int)  # plain Python numbers it takes beside them (not bool, not complex)


_UNARY_SOURCE = """
def record(a{params}):
    if {guard}type(a) is Box:
        trace = a.owner
        x = a.value
        if type(trace) is ReverseTrace and type(x) in _REAL and x.dtype.kind == "f":
            out = forward(x{arguments})
            if type(out) in _REAL and out.dtype.kind == "f":
                node = {node}
                trace.tape.append(node)
                box = new_box(Box)  # Box() would run __init__ as a Python frame: slower
                box.value = out
                box.owner = trace
                box.node = node
                box.index = 0
                if out.base is not None:
                    trace.note_view(box, a)
                return box
            # any other result (an integer or complex array, a subclass): apply's path, which
            # runs the (pure) forward again and handles it
    return apply(prep, (a{passed}), None)
"""


_BINARY_SOURCE = """
def record(a, b):
    if type(a) is Box:
        trace = a.owner
        x = a.value
        pa = a.node
        ia = a.index
        if type(b) is Box:
            if b.owner is not trace:
                return apply(prep, (a, b), None)
            y = b.value
            pb = b.node
            ib = b.index
        else:
            y = b
            pb = None
            ib = 0
    elif type(b) is Box:
        trace = b.owner
        y = b.value
        pb = b.node
        ib = b.index
        x = a
        pa = None
        ia = 0
    else:
        return apply(prep, (a, b), None)
    if (
        type(trace) is ReverseTrace
        and (type(x) in _REAL and x.dtype.kind == "f" or pa is None and type(x) in _SCALARS)
        and (type(y) in _REAL and y.dtype.kind == "f" or pb is None and type(y) in _SCALARS)
    ):
        out = forward(x, y)
        if type(out) in _REAL and out.dtype.kind == "f":
            if pa is not None and pb is not None:
                node = [None, backward, ({saved}), (), pa, ia, pb, ib]
            else:  # needs, which inputs need their gradients, goes last (see record_simple)
                needs = (pa is not None, pb is not None)
                node = [None, backward_needs_last, ({saved}needs), needs, pa, ia, pb, ib]
            trace.tape.append(node)
            box = new_box(Box)
            box.value = out
            box.owner = trace
            box.node = node
            box.index = 0
            if out.base is not None:
                trace.note_view(box, a if pa is not None else b)
            return box
    return apply(prep, (a, b), None)
"""


_SAVED_NAMES = ("x", "y")


def _unary_node(parts: list[str], saved: str) -> str:
    """The simple node a one-input recorder makes, as source."""
    if len(parts) == 1:
        return f"[None, backward, {parts[0]}, a.node, a.index]"
    return f"[None, backward, ({saved}), (), a.node, a.index]"


def _function_recorder(prep: Prepared) -> Callable[..., Any]:
    """The recorder of a NumPy function's calls without keywords (np.sum(x), np.mean(x, 0)).

    An op of one Tensor input (the first) whose other arguments all have defaults gets a
    specialised recorder as the unary ops do: its positional options are parameters with
    the op's defaults, its keyword-only ones their defaults. More arguments, or any call
    it does not take, go to apply().
    """
    n = len(prep.params)
    if core.DEBUG_APPLY or not (
        prep.fast
        and n >= 2
        and prep.n_required == 1
        and prep.tensor_pos == prep.diff_pos == (0,)
        and prep.n_params == n
    ):
        return lambda *args: apply(prep, args, None)
    options = [f"o{k}" for k in range(1, n)]
    positional = options[: prep.n_pos - 1]
    parts = []
    for i in prep.saved_index:  # type: ignore[union-attr]  # set: prep.fast
        if i == 0:
            parts.append("x")
        elif i > 0:
            parts.append(options[i - 1])
        elif i == -1:
            parts.append("out")
        elif i == -2:
            parts.append("x.shape")  # an ndarray or a NumPy scalar: both have a shape
        else:
            parts.append(f'getattr({options[-3 - i]}, "shape", ())')
    saved = "".join(f"{part}, " for part in parts)
    source = _UNARY_SOURCE.format(
        node=_unary_node(parts, saved),
        params="".join(f", {name}=d_{name}" for name in positional) + ", *more",
        guard="not more and ",
        arguments="".join(f", {name}" for name in options),
        passed="".join(f", {name}" for name in positional) + ", *more",
    )
    namespace = _namespace(prep)
    for name, default in zip(options, prep.defaults[1:], strict=True):
        namespace[f"d_{name}"] = namespace[name] = default  # keyword-only ones: a constant
    exec(compile(source, f"<derivgen recorder of {prep.name}>", "exec"), namespace)  # noqa: S102
    return namespace["record"]


def _namespace(prep: Prepared) -> dict[str, Any]:
    """The names a generated recorder uses."""
    return {
        "Box": Box,
        "new_box": object.__new__,
        "ReverseTrace": ReverseTrace,
        "apply": apply,
        "prep": prep,
        "forward": prep.direct,
        "backward": prep.backward,
        "backward_needs_last": prep.backward_needs_last,
        "_REAL": _REAL,
        "_SCALARS": _SCALARS,
    }


def _recorder(prep: Prepared) -> Callable[..., Any]:
    """The function recording a call of the op: a specialised one when the op allows it."""
    n = len(prep.params)
    if core.DEBUG_APPLY or not (
        prep.fast
        and not prep.kwonly
        and n in (1, 2)
        and prep.tensor_pos == prep.diff_pos == tuple(range(n))
    ):
        return lambda *args: apply(prep, args, None)
    parts = []
    for i in prep.saved_index:  # type: ignore[union-attr]  # set: prep.fast
        if i >= 0:
            parts.append(_SAVED_NAMES[i])
        elif i == -1:
            parts.append("out")
        else:
            parts.append(f'getattr({_SAVED_NAMES[-2 - i]}, "shape", ())')
    saved = "".join(f"{part}, " for part in parts)
    if n == 1:
        source = _UNARY_SOURCE.format(
            node=_unary_node(parts, saved), params="", guard="", arguments="", passed=","
        )
    else:
        source = _BINARY_SOURCE.format(saved=saved)
    namespace = _namespace(prep)
    exec(compile(source, f"<derivgen recorder of {prep.name}>", "exec"), namespace)  # noqa: S102
    return namespace["record"]


# NumPy functions traced as another one: an uninitialized array may hold zeros, and a
# traced one must be traced so that index assignment into it is recorded.
_SAME_OP = {np.empty_like: np.zeros_like}


# The recorders of the registered ufuncs seen so far, for the fast path.
_UFUNCS: dict[Any, Callable[..., Any]] = {}


# The ops of the registered NumPy functions seen so far whose calls without keywords go to
# their op as they are (no keywords.rewrite form), for __array_function__'s fast path.
_FUNCTIONS: dict[Any, Callable[..., Any]] = {}  # their recorders


# The recorders of the ops behind Python's operators, made on first use.
_OPERATOR: dict[str, Callable[..., Any] | None] = dict.fromkeys(
    ("add", "subtract", "multiply", "divide", "power", "matmul", "negative", "absolute")
)


def _forget_ops() -> None:
    """Registering a package may replace any op, the ufuncs and operators included."""
    _UFUNCS.clear()
    _FUNCTIONS.clear()
    _OPERATOR.update(dict.fromkeys(_OPERATOR))


registry.on_change(_forget_ops)


def _operator(name: str) -> Callable[..., Any]:
    record = _OPERATOR[name] = _recorder(by_name(name))
    return record
