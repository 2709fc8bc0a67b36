"""NumPy's protocols on traced arrays (ufuncs, functions, operators, methods) routed to ops."""

from __future__ import annotations

import dis
import operator
import sys
import types
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from derivgen.ops import sparse_operands
from derivgen.ops.binding import by_function, by_name
from derivgen.trace import keywords, writes
from derivgen.trace.core import (
    _DISPATCH,
    _NO_VALUE,
    Box,
    _is_float,
    _plain_index,
    _read_only,
    apply,
    stop_gradient,
)
from derivgen.trace.recorders import (
    _FUNCTIONS,
    _OPERATOR,
    _SAME_OP,
    _UFUNCS,
    _function_recorder,
    _operator,
    _recorder,
)
from derivgen.trace.tape import ReverseTrace, is_leaf
from derivgen.trace.unregistered import public_path, unregistered_error

_METHODS = {
    name: getattr(np, function)
    for name, function in {
        "std": "std", "var": "var", "cumsum": "cumsum", "cumprod": "cumprod",
        "repeat": "repeat", "diagonal": "diagonal", "trace": "trace", "clip": "clip",
        "round": "round", "conj": "conjugate", "conjugate": "conjugate", "take": "take",
        "swapaxes": "swapaxes", "argmax": "argmax", "argmin": "argmin", "argsort": "argsort",
        "nonzero": "nonzero", "any": "any", "all": "all", "copy": "copy",
    }.items()
}  # fmt: skip


def _augmented_operator(binary: Callable[[Any, Any], Any]) -> Callable[[Box, Any], Any]:
    def method(self: Box, other: Any) -> Any:
        return _augmented(self, binary(self, other))

    return method


for _name, _binary in {
    "__iadd__": operator.add, "__isub__": operator.sub, "__imul__": operator.mul,
    "__itruediv__": operator.truediv, "__ipow__": operator.pow, "__imatmul__": operator.matmul,
    "__imod__": operator.mod, "__ifloordiv__": operator.floordiv, "__iand__": operator.and_,
    "__ior__": operator.or_, "__ixor__": operator.xor, "__ilshift__": operator.lshift,
    "__irshift__": operator.rshift,
}.items():  # fmt: skip
    setattr(Box, _name, _augmented_operator(_binary))


def _array_method(function: Any) -> Callable[..., Any]:
    """An array method that means the NumPy function of the same name: x.std() is np.std(x)."""

    def method(self: Box, *args: Any, **kwargs: Any) -> Any:
        return _dispatch(function, (self, *args), kwargs)

    method.__name__ = method.__qualname__ = function.__name__
    return method


# Real methods rather than a __getattr__: a class with __getattr__ makes every attribute read
# slower (CPython then cannot specialize box.value, box.owner, ... to a slot read), and the
# tape reads them several times per recorded op.
for _name, _function in _METHODS.items():
    setattr(Box, _name, _array_method(_function))


for _name, _method in writes.in_place_methods().items():
    setattr(Box, _name, _method)


def _augmented(box: Box, result: Any) -> Box:
    """``box op= other``: the result written into ``box`` (NumPy casts it to box's dtype).

    In ``x[i] += v`` Python stores the result back with ``x[i] = ...`` next, which records
    the write into x; the temporary view x[i] then needs no write of its own.
    """
    if _stores_into_subscript(sys._getframe(2)):
        return result
    box[...] = result
    return box


def _stores_into_subscript(frame: Any) -> bool:
    code = frame.f_code.co_code
    for at in range(frame.f_lasti + 2, len(code), 2):
        name = dis.opname[code[at]]
        if name not in ("CACHE", "SWAP", "COPY", "EXTENDED_ARG", "ROT_THREE"):  # 3.10: ROT_THREE
            return name == "STORE_SUBSCR"
    return False


def _ufunc_into(ufunc: np.ufunc, inputs: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    """A ufunc called with ``out=``, as ``acc += x`` does: the result is a new traced array.

    A traced ``out`` is updated in place by index assignment, so every name for it sees the
    result. A plain ``out`` cannot hold a derivative: ``acc += x`` still works, because
    Python binds ``acc`` to what ``__iadd__`` returns; an explicit ``np.add(a, x, out=a)``
    whose result is dropped would leave ``a`` without it, so it is an error.
    """
    (out, *more), rest = kwargs["out"], {k: v for k, v in kwargs.items() if k != "out"}
    references = sys.getrefcount(out)  # before the op's node may save it
    if more:
        raise TypeError(f"np.{ufunc.__name__} with several out= arrays cannot be traced")
    where = rest.pop("where", True)
    if type(out) is Box and where is not True:  # NumPy leaves out's other elements as they are
        where = np.broadcast_to(stop_gradient(where), np.shape(out.value))
        result = np.broadcast_to(_dispatch(ufunc, inputs, rest), where.shape)
        out[where] = result[where]
        return out
    if where is not True:
        rest["where"] = where
    result = _dispatch(ufunc, inputs, rest)
    if type(out) is Box:
        out[...] = result
        return out
    if isinstance(out, np.ndarray) and out.base is not None:
        raise TypeError(
            f"np.{ufunc.__name__}(..., out=a) (or a += ...) into a view a of a plain array, with "
            "a traced input: NumPy would write through to the plain array, which cannot hold "
            "the derivative. Make the array from the traced input (np.zeros_like(x, shape=...), "
            "np.ones_like, x.copy()) so that the write is recorded"
        )
    instruction = _caller_instruction(2) or ""
    # `acc += x` runs BINARY_OP (Python 3.11+) or INPLACE_ADD (3.10); a call is CALL
    if instruction != "BINARY_OP" and not instruction.startswith("INPLACE_"):
        raise TypeError(
            f"np.{ufunc.__name__}(..., out=a) with a plain array a and a traced input: a cannot "
            f"hold the derivative. Use the result instead: a = np.{ufunc.__name__}(...)"
        )
    if _REFS_OF_A_SOLE_ARRAY and references > _REFS_OF_A_SOLE_ARRAY[0]:
        raise TypeError(
            "a += x (and the other augmented operators) with a plain array a that something "
            "else still refers to (an alias b = a, a caller's array, a list, ...), and a traced "
            "x: NumPy would update it in place for every reference, but a plain array cannot "
            "hold the derivative (NumPy's protocols cannot make it traced). Make a from the "
            "traced input (a = np.zeros_like(x, shape=...), x.copy()), or write a = a + x "
            "and use a"
        )
    if not _REFS_OF_A_SOLE_ARRAY:  # the call of count_references below
        _REFS_OF_A_SOLE_ARRAY.append(references)
    return result


# How many references a plain array a has, seen from _ufunc_into, when `a += x` runs with
# no other name for a: counted once on a real trace (derivgen/trace/__init__.py calls
# count_references when every module has set its methods), so that it holds on every CPython.
_REFS_OF_A_SOLE_ARRAY: list[int] = []


def count_references() -> None:
    """Count the references of a sole plain array under ``a *= x``, once."""
    trace = ReverseTrace()
    x = trace.leaf(np.zeros(1))
    a = np.zeros(1)
    a *= x


def _caller_instruction(depth: int) -> str | None:
    """The bytecode instruction the Python frame ``depth`` levels up is executing."""
    frame = sys._getframe(depth + 1)
    try:
        return dis.opname[frame.f_code.co_code[frame.f_lasti]]
    except (IndexError, AttributeError):  # another interpreter: not known
        return None


def _dispatch(func: Any, args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
    """Route a NumPy call on traced arrays to its registered op."""
    func = _SAME_OP.get(func, func)
    if kwargs and any(v is _NO_VALUE for v in kwargs.values()):
        kwargs = {k: v for k, v in kwargs.items() if v is not _NO_VALUE}  # NumPy's "not given"
    if writes.is_writer(func):  # np.copyto, np.put, ...: recorded as index assignment
        return writes.write(func, args, kwargs, Box, stop_gradient)
    out = kwargs.get("out")
    if type(out) is Box and not isinstance(func, np.ufunc):
        # np.cumsum(x, out=o), np.einsum(..., out=o), ...: the result written into o
        out[...] = _dispatch(func, args, {k: v for k, v in kwargs.items() if k != "out"})
        return out
    rewritten, result = keywords.rewrite(func, args, kwargs)
    if rewritten:
        return result
    prep = by_function(func)
    if prep is not None:
        # The fast paths' recorders, built once per function (a call with keywords comes
        # here every time, and building one compiles source).
        if isinstance(func, np.ufunc):
            if func not in _UFUNCS:
                if func.nin == len(prep.params):
                    _UFUNCS[func] = _recorder(prep)
                else:  # an op with more arguments than the ufunc takes inputs (defaults)
                    _UFUNCS[func] = lambda *args: apply(prep, args, None)
        elif func not in _FUNCTIONS and not keywords.has_form(func):
            _FUNCTIONS[func] = _function_recorder(prep)
        return apply(prep, args, kwargs)
    # No derivative: fine when the result carries none (comparisons, argmax, shape, ...).
    try:  # read-only values: a function that writes into a traced array fails, not the tape
        result = func(
            *[_read_only(a) for a in args], **{k: _read_only(v) for k, v in kwargs.items()}
        )
    except ValueError as error:
        if "read-only" not in str(error):
            raise
        raise TypeError(
            f"{public_path(func)} writes into a traced array in place, which derivgen does not "
            "record; use a form that returns a new array (for np.nan_to_num, copy=True), or "
            "assign its result: y[...] = f(...)"
        ) from error
    outputs = result if isinstance(result, tuple) else (result,)
    if not any(_is_float(o) or _holds_objects(o) for o in outputs):
        return result
    if isinstance(func, np.ufunc) and all("O" in types for types in func.types):
        raise _python_ufunc_error(func)
    raise unregistered_error(func)


def _holds_objects(value: Any) -> bool:
    """An object array (np.frompyfunc's result): its elements may be floats with no derivative."""
    return getattr(getattr(value, "dtype", None), "kind", None) == "O"


def _python_ufunc_error(func: np.ufunc) -> TypeError:
    return TypeError(
        f"np.frompyfunc's ufunc {func.__name__!r} on a traced array: it calls the Python "
        "function on each element as a plain number, which drops the derivative. Call the "
        "function on the traced array itself (NumPy code works elementwise), or build the "
        "result with np.stack([f(t) for t in x])"
    )


# Ufunc methods on traced arrays, as the NumPy functions (or ops) that compute the same.
_REDUCE: dict[np.ufunc, Callable[..., Any]] = {
    np.add: np.sum,
    np.multiply: np.prod,
    np.maximum: np.max,
    np.minimum: np.min,
}


_ACCUMULATE: dict[np.ufunc, Callable[..., Any]] = {np.add: np.cumsum, np.multiply: np.cumprod}


_METHOD_ARGUMENTS = {
    "reduce": ("axis", "dtype", "out", "keepdims", "initial", "where"),
    "accumulate": ("axis", "dtype", "out"),
}


def _ufunc_method(ufunc: np.ufunc, method: str, inputs: Sequence[Any], kwargs: Any) -> Any:
    """np.add.reduce, np.add.accumulate, np.add.outer, np.add.at, ... on traced arrays."""
    name = f"np.{ufunc.__name__}.{method}"
    if method in _METHOD_ARGUMENTS:
        x, *rest = inputs
        options = dict(zip(_METHOD_ARGUMENTS[method], rest, strict=False)) | kwargs
        axis = options.pop("axis", 0)  # a ufunc method's default axis is 0, not None
        options = {k: v for k, v in options.items() if v is not None}
        if method == "reduce" and ufunc is np.logaddexp and set(options) <= {"keepdims"}:
            return apply(by_name("logsumexp"), (x, axis), options or None)
        target = (_REDUCE if method == "reduce" else _ACCUMULATE).get(ufunc)
        if target is not None:
            return _dispatch(target, (x, axis), options)
    elif method == "outer" and len(inputs) == 2:
        a, b = inputs
        spread = np.reshape(a, np.shape(stop_gradient(a)) + (1,) * np.ndim(stop_gradient(b)))
        return ufunc(spread, b, **kwargs)
    elif method == "at" and ufunc is np.add and not kwargs:
        _add_at(*inputs)
        return None
    elif method == "at" and not kwargs and type(inputs[0]) is Box and ufunc.nin <= 2:
        a, index, *b = inputs
        writes.ufunc_at(ufunc, a, _plain_index(index), b[0] if b else None, stop_gradient)
        return None
    elif method == "at" and type(inputs[0]) is not Box:
        raise TypeError(
            f"{name} cannot write traced values into a plain array in place; make the array "
            "from the traced input (np.zeros_like(x, shape=...), x.copy()) so that the write "
            "is recorded"
        )
    raise TypeError(
        f"{name} has no registered derivative; use the equivalent function (np.sum for "
        "np.add.reduce, np.cumsum for np.add.accumulate, ...) or add it to derivatives.yaml"
    )


def _add_at(a: Any, index: Any, b: Any = None) -> None:
    """np.add.at(a, index, b) into a traced ``a``: the box is rebound to a + scatter(b)."""
    if b is None:
        raise TypeError("np.add.at needs the values to add")
    if type(a) is not Box:
        raise TypeError(
            "np.add.at cannot write traced values into a plain array in place; accumulate "
            "into a traced array instead (buf = np.zeros_like(x, shape=...) from a traced x), "
            "or use x + np.bincount(index, weights=b, minlength=n) for 1-D sums"
        )
    if type(a.owner) is ReverseTrace and is_leaf(a.node):
        raise TypeError(
            "np.add.at would modify an input of the function being differentiated in place; "
            "add into a copy (x = x.copy()) or into a new array"
        )
    index = _plain_index(index)
    target = np.shape(stop_gradient(a)[index])
    scattered = apply(
        by_name("index_add"), (np.broadcast_to(b, target), np.shape(a.value), index), None
    )
    updated = a + scattered
    # The caller's array now holds the sum: rebind the box (np.add.at returns None).
    if type(updated) is Box and updated.owner is a.owner:
        a.value, a.node, a.index = updated.value, updated.node, updated.index
    else:
        raise TypeError("np.add.at: the values belong to a different derivative trace than a")


class _BoxMethods:
    """Box's NumPy protocols, operators and NumPy-named methods; set on Box below."""

    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        sparse_operands.refuse_in_numpy(ufunc, inputs, matrices=False)  # np.matrix: tape's
        if method == "__call__" and not kwargs:
            record = _UFUNCS.get(ufunc)
            if record is not None:
                return record(*inputs)
        if method == "__call__" and "out" in kwargs:
            return _ufunc_into(ufunc, inputs, kwargs)
        if method != "__call__":
            return _ufunc_method(ufunc, method, inputs, kwargs)
        return _dispatch(ufunc, inputs, kwargs)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        sparse_operands.refuse_in_numpy(func, args, matrices=False)
        if not kwargs:
            record = _FUNCTIONS.get(func)
            if record is not None:
                return record(*args)
        return _dispatch(func, args, kwargs)

    # Operators go straight to their ops; comparisons carry no derivative.
    def __add__(self, other: Any) -> Any:
        return (_OPERATOR["add"] or _operator("add"))(self, other)

    def __radd__(self, other: Any) -> Any:
        return (_OPERATOR["add"] or _operator("add"))(other, self)

    def __sub__(self, other: Any) -> Any:
        return (_OPERATOR["subtract"] or _operator("subtract"))(self, other)

    def __rsub__(self, other: Any) -> Any:
        return (_OPERATOR["subtract"] or _operator("subtract"))(other, self)

    def __mul__(self, other: Any) -> Any:
        return (_OPERATOR["multiply"] or _operator("multiply"))(self, other)

    def __rmul__(self, other: Any) -> Any:
        return (_OPERATOR["multiply"] or _operator("multiply"))(other, self)

    def __truediv__(self, other: Any) -> Any:
        return (_OPERATOR["divide"] or _operator("divide"))(self, other)

    def __rtruediv__(self, other: Any) -> Any:
        return (_OPERATOR["divide"] or _operator("divide"))(other, self)

    def __pow__(self, other: Any) -> Any:
        return (_OPERATOR["power"] or _operator("power"))(self, other)

    def __rpow__(self, other: Any) -> Any:
        return (_OPERATOR["power"] or _operator("power"))(other, self)

    def __matmul__(self, other: Any) -> Any:
        return (_OPERATOR["matmul"] or _operator("matmul"))(self, other)

    def __rmatmul__(self, other: Any) -> Any:
        return (_OPERATOR["matmul"] or _operator("matmul"))(other, self)

    def __mod__(self, other: Any) -> Any:
        return _dispatch(np.remainder, (self, other), {})

    def __rmod__(self, other: Any) -> Any:
        return _dispatch(np.remainder, (other, self), {})

    def __floordiv__(self, other: Any) -> Any:
        return _dispatch(np.floor_divide, (self, other), {})

    def __rfloordiv__(self, other: Any) -> Any:
        return _dispatch(np.floor_divide, (other, self), {})

    def __divmod__(self, other: Any) -> Any:
        return _dispatch(np.divmod, (self, other), {})

    def __rdivmod__(self, other: Any) -> Any:
        return _dispatch(np.divmod, (other, self), {})

    def __neg__(self) -> Any:
        return (_OPERATOR["negative"] or _operator("negative"))(self)

    def __abs__(self) -> Any:
        return (_OPERATOR["absolute"] or _operator("absolute"))(self)

    real = property(lambda self: _dispatch(np.real, (self,), {}))

    imag = property(lambda self: _dispatch(np.imag, (self,), {}))

    def sum(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.sum, (self, axis), {"keepdims": keepdims, **kw})

    def mean(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.mean, (self, axis), {"keepdims": keepdims, **kw})

    def max(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.max, (self, axis), {"keepdims": keepdims, **kw})

    def min(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.min, (self, axis), {"keepdims": keepdims, **kw})

    def prod(self, axis: Any = None, keepdims: bool = False, **kw: Any) -> Any:
        return _dispatch(np.prod, (self, axis), {"keepdims": keepdims, **kw})

    def reshape(self, *shape: Any) -> Any:
        if len(shape) == 1 and not isinstance(shape[0], int):
            shape = tuple(shape[0])
        return _dispatch(np.reshape, (self, shape), {})

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and not isinstance(axes[0], int):
            axes = tuple(axes[0]) if axes[0] is not None else ()
        return _dispatch(np.transpose, (self, axes or None), {})

    def dot(self, other: Any) -> Any:
        sparse_operands.refuse_in_numpy(np.dot, (other,), matrices=False)
        return _dispatch(np.dot, (self, other), {})

    def ravel(self) -> Any:
        return _dispatch(np.reshape, (self, (-1,)), {})

    flatten = ravel

    def squeeze(self, axis: Any = None) -> Any:
        return _dispatch(np.squeeze, (self, axis), {})


for _name, _member in vars(_BoxMethods).items():
    if isinstance(_member, types.FunctionType):
        _member.__qualname__ = f"Box.{_name}"  # as tracebacks showed them when defined in Box
    if isinstance(_member, types.FunctionType | property):
        setattr(Box, _name, _member)
sparse_operands.guard_operators(Box)  # A @ x with a scipy.sparse A
_DISPATCH.append(_dispatch)
