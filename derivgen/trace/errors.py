"""Error messages for traced arrays turned into plain ones, naming the user's call that did it.

NumPy converts with ``__array__`` or ``__float__`` from C (``np.asarray``, ``np.array``,
``ndarray.__setitem__``, compiled extensions), so no dispatch protocol names the caller.
The Python frame that made the call does: its current instruction is the call (or the
``y[i] = ...`` store), and its source position gives the expression.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import numpy as np

from derivgen.ops.binding import Prepared
from derivgen.trace.frames import (
    _arguments,
    _expression,
    _holds_traced,
    _instruction,
    _place,
    _raised_by_derivgen,
    _user_frame,
)

_ARRAY_MAKERS = ("array", "asarray", "asanyarray", "ascontiguousarray", "asfortranarray")
_SCALAR_TYPES = frozenset(
    "int8 int16 int32 int64 uint8 uint16 uint32 uint64 intp uintp int_ uint float16 float32 "
    "float64 longdouble complex64 complex128 clongdouble bool_ bool double single half".split()
)


def conversion_error(how: str) -> TracedConversionError:
    """The error for ``__array__`` / ``__float__`` / ``__int__`` (``how``) of a traced array."""
    frame = _user_frame()
    scipy_call = _scipy_call(frame)
    if scipy_call is not None:
        expression = _expression(frame) if frame is not None else None
        where = f"{expression} ({_place(frame)}): " if expression and frame else ""
        return TracedConversionError(where + scipy_advice(scipy_call, how))
    if frame is not None and _instruction(frame) == "STORE_SUBSCR":
        expression = _expression(frame)
        target = f"{expression}: " if expression else ""
        return TracedConversionError(
            f"{target}index assignment of a traced value into a plain NumPy array (made by "
            "np.zeros, np.empty, np.array, derivgen.stop_gradient, ...), which cannot hold its "
            "derivative. Make the array from the traced input instead: y = "
            "np.zeros_like(x, shape=...) (or np.ones_like, np.full_like, np.empty_like; for a "
            "constant copy of x, np.zeros_like(x) + derivgen.stop_gradient(x)); its result is "
            "traced and accepts y[...] = ... (see 'Index assignment' in the README)"
        )
    expression = _expression(frame) if frame is not None else None
    if frame is None or expression is None:
        return TracedConversionError(
            f"{how} of a traced array would drop its derivative: the function being "
            "differentiated called something derivgen cannot trace (np.asarray, a compiled "
            "extension, ...); call it on derivgen.stop_gradient(x) if that is intended"
        )
    return TracedConversionError(
        f"{expression} ({_place(frame)}) turned a traced array into a plain one ({how}), which "
        f"would drop its derivative. {_advice(expression)}"
    )


def user_call() -> tuple[str | None, str | None]:
    """(the user's expression that made this conversion with its file:line, or None; the
    instruction making it: STORE_SUBSCR for ``y[i] = ...``, BINARY_SUBSCR for ``a[i]``), for
    messages of values that cannot convert."""
    frame = _user_frame()
    if frame is None:
        return None, None
    expression = _expression(frame)
    where = f"{expression} ({_place(frame)})" if expression else None
    return where, _instruction(frame)


def library_write() -> tuple[FrameType, str | None] | None:
    """The user's frame and call expression when a write into a traced array is made from
    inside a call (NumPy's compiled ``shuffle`` swapping rows), None for the user's own
    ``x[i] = ...``."""
    frame = _user_frame()
    if frame is None or not (_instruction(frame) or "").startswith("CALL"):
        return None
    return frame, _expression(frame)


def writer_call(message: str) -> str:
    """``message`` (a refused write into a traced array) prefixed by the user's call that made
    the write from compiled code (``rng.shuffle(x)``), with the spelling that works for it."""
    found = library_write()
    if found is None:
        return message
    frame, expression = found
    if expression is None:
        return message
    call = _call(expression)
    callee = ast.unparse(call.func) if call is not None else ""
    if call is not None and callee.rsplit(".", 1)[-1] == "shuffle":
        target = ast.unparse(call.args[0]) if call.args else "x"
        rng = callee.rsplit(".", 1)[0]
        rng = "np.random" if rng.endswith(("np.random", "numpy.random")) else rng
        return (
            f"{expression} ({_place(frame)}) shuffles a traced array in place: NumPy swaps the "
            "rows of anything but its own ndarray through views, as a Python sequence, which "
            "gives neither NumPy's result nor a derivative. Permute by indexing instead: "
            f"{target} = {target}[{rng}.permutation(len({target}))], which is traced"
        )
    return f"{expression} ({_place(frame)}) writes into a traced array in place: {message}"


def refuse_sequence_write(target: Any, value: Any) -> None:
    """Raise when a library call writes a view of a staged array into it (np.random.shuffle):
    NumPy treats anything but its ndarray as a Python sequence there, so the result compiled
    from it would not be NumPy's."""
    if np.may_share_memory(value, target) and library_write() is not None:
        raise ValueError(writer_call(_SEQUENCE_WRITE))


_SEQUENCE_WRITE = (
    "compile: a NumPy function given a staged array writes a view of it into itself, as it "
    "does for a Python sequence, not as for an ndarray, so the compiled function would not "
    "give NumPy's result; call it on a copy outside fn, or write the step with indexing"
)


def advice(expression: str) -> str:
    """What to write instead of ``expression``, a call that made a traced array plain."""
    return _advice(expression)


def _advice(expression: str) -> str:
    call = _call(expression)
    if call is None:
        return _untraceable(expression)
    callee = ast.unparse(call.func)
    short = callee.rsplit(".", 1)[-1]
    if short in _ARRAY_MAKERS:
        if call.args and isinstance(call.args[0], ast.List | ast.Tuple):
            return (
                "Build an array from traced values with np.stack([...]) instead, or call "
                f"{short} from derivgen.numpy (import derivgen.numpy as np), "
                "whose constructors take traced values."
            )
        return (
            f"A traced array needs no {callee}(): it already behaves as an array; pass "
            "derivgen.stop_gradient(x) to drop the derivative on purpose."
        )
    if "vectorize" in callee:
        return (
            "np.vectorize calls the function on plain elements, which carry no derivative; call "
            "the function on the traced array itself (NumPy code works elementwise), or build "
            "the result with np.stack([f(t) for t in x])."
        )
    if short in _SCALAR_TYPES:
        return (
            f"{callee}() makes a plain NumPy scalar, which cannot carry a derivative: write "
            f"x.astype({callee}) for an array (derivgen.numpy.asarray(x, {callee}) also takes "
            f"lists), or {callee}(derivgen.stop_gradient(x)) if dropping it is intended."
        )
    if short in ("full", "full_like", "append"):
        return (
            f"{callee} cannot hold traced values; call {short} from "
            "derivgen.numpy (import derivgen.numpy as np), which builds a traced array."
        )
    if any(isinstance(a, ast.List | ast.Tuple) for a in call.args):
        return (
            f"{callee} was given a list, which NumPy converts to a plain array; stack traced "
            f"values first ({callee}(np.stack([...]))), or call {short} from "
            "derivgen.numpy (import derivgen.numpy as np), which takes lists of traced values."
        )
    if callee in ("float", "int", "complex"):
        return f"Call {callee}() on derivgen.stop_gradient(x) if dropping it is intended."
    return _untraceable(callee)


def _untraceable(name: str) -> str:
    return (
        f"{name} converts its input to a plain NumPy array (compiled code, or Python code "
        "calling np.asarray), so derivgen cannot trace through it; write it with NumPy "
        "functions that have derivatives (`derivgen list`), or pass derivgen.stop_gradient(x) "
        "to drop the derivative on purpose."
    )


def scipy_caller() -> str | None:
    """The public name of the SciPy function the user's code is in a call of, if any."""
    return _scipy_call(_user_frame())


def _scipy_call(user: FrameType | None) -> str | None:
    """The public name of the SciPy function the user called (``scipy.stats.norm.logpdf``).

    That is the outermost SciPy frame below the user's (see ``_public_name``).
    """
    frame: FrameType | None = sys._getframe(1)
    outermost = None
    while frame is not None and frame is not user:
        if frame.f_globals.get("__name__", "").startswith("scipy."):
            outermost = frame
        frame = frame.f_back
    return None if outermost is None else _public_name(outermost)


def _public_name(outermost: FrameType) -> str | None:
    """The public name of the SciPy function running in ``outermost``; when that is a
    decorator of scipy._lib's (which some SciPy functions run in before their body), the
    function it wraps."""
    module = outermost.f_globals["__name__"]
    name = outermost.f_code.co_name
    if module.startswith("scipy._"):
        wrapped = [outermost.f_locals.get(variable) for variable in outermost.f_code.co_freevars]
        functions: list[Any] = [f for f in wrapped if _is_public_scipy(f)]
        if not functions:
            return None
        module, name = functions[0].__module__, functions[0].__name__
    public = module.split("._")[0]  # scipy.sparse.linalg._dsolve.linsolve: scipy.sparse.linalg
    owner = outermost.f_locals.get("self")
    if name == "__init__" and owner is not None:  # a class: scipy.interpolate.interp1d
        return f"{public}.{type(owner).__name__}"
    if owner is not None and type(owner).__module__.startswith("scipy.stats"):
        distribution = getattr(owner, "name", None) or type(owner).__name__.removesuffix("_gen")
        return f"{public}.{distribution}.{name}"
    return f"{public}.{name}"


def scipy_failure(error: BaseException) -> TracedConversionError | None:
    """derivgen's error for ``error`` raised inside a SciPy function that the user's code
    called with a traced value in any argument, None otherwise.

    SciPy's compiled code often swallows the conversion error of a traced argument and raises
    its own ("could not convert b, a, and x to a common type"); what is decided here is the
    runtime value of the SciPy function's arguments, whatever their position or spelling.
    """
    if isinstance(error, TracedConversionError) or _raised_by_derivgen(error):
        return None
    traceback, caller = error.__traceback__, None
    while traceback is not None:
        frame = traceback.tb_frame
        if frame.f_globals.get("__name__", "").startswith("scipy."):
            break
        caller, traceback = frame, traceback.tb_next
    if traceback is None:
        return None
    frame = traceback.tb_frame
    path = _public_name(frame)
    traced = [name for name, value in _arguments(frame) if _holds_traced(value)]
    if path is None or not traced:
        return None
    expression = _expression(caller) if caller is not None else None
    where = f"{expression} ({_place(caller)}): " if expression and caller else ""
    names = ", ".join(repr(name) for name in traced)
    return TracedConversionError(
        f"{where}{path} was given a traced array (argument {names}) and failed inside SciPy "
        f"({type(error).__name__}: {error}): SciPy's Python functions convert their inputs to "
        f"plain arrays, which would drop the derivative; {_scipy_fix(path)}"
    )


def _is_public_scipy(function: object) -> bool:
    module = getattr(function, "__module__", None) or ""
    name = getattr(function, "__name__", None) or "_"
    return callable(function) and module.startswith("scipy.") and not name.startswith("_")


def scipy_advice(path: str, how: str) -> str:
    """The error text for SciPy's ``path`` converting a traced array, naming derivgen's spelling."""
    return (
        f"{path} turned a traced array into a plain one ({how}), which would drop its "
        f"derivative (SciPy's Python functions convert their inputs with np.asarray); "
        f"{_scipy_fix(path)}"
    )


def _scipy_fix(path: str) -> str:
    """What to call instead of SciPy's ``path``: derivgen.scipy's spelling when it exists."""
    ours = "derivgen." + path
    found = _resolve(ours)
    numpy_name = path.replace("scipy.linalg.", "np.linalg.", 1)
    if found:
        fix = f"call {ours} instead: it takes SciPy's arguments and traced arrays"
    elif path.startswith("scipy.linalg.") and _resolve(numpy_name.replace("np.", "numpy.", 1)):
        fix = f"{numpy_name} is traced (check that its defaults are the ones you mean)"
    elif path.rsplit(".", 1)[-1] in _ROOT_FINDERS and path.startswith("scipy.optimize."):
        fix = (
            f"derivgen has no {ours}; solve with dg.root(f, x0, *params) or "
            "dg.fixed_point(f, x0, *params), which differentiate the solution in params (the "
            "implicit function theorem), passing the traced values as params"
        )
    else:
        fix = (
            f"derivgen has no {ours}; write it with NumPy and scipy.special functions that "
            "have derivatives (`derivgen list`), or pass derivgen.stop_gradient(x) to drop the "
            "derivative on purpose"
        )
    return fix


_ROOT_FINDERS = frozenset(
    "brentq brenth ridder bisect toms748 newton root_scalar fsolve root fixed_point".split()
)


def _resolve(path: str) -> bool:
    import importlib

    parts = path.split(".")
    for cut in range(len(parts), 1, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            try:
                found = getattr(found, part)
            except (AttributeError, ImportError):
                return False
        return True
    return False


def _call(expression: str) -> ast.Call | None:
    try:
        tree = ast.parse(expression, mode="eval").body
    except SyntaxError:
        return None
    return tree if isinstance(tree, ast.Call) else None


class TracedConversionError(TypeError):
    """A traced array was turned into a plain value (the error of ``conversion_error``)."""


def call_traced(f: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Call the user's traced function, showing conversion errors that NumPy replaced.

    ``a[0] = x[0]`` into a plain array reaches ``x[0].__float__`` from NumPy's C code, which
    replaces the error with "setting an array element with a sequence" (a traced array has
    ``__getitem__``) and keeps ours only as the cause: the cause is what the user needs.
    """
    try:
        return f(*args, **kwargs)
    except ValueError as error:
        cause = error.__cause__
        if isinstance(cause, TracedConversionError):
            raise cause.with_traceback(error.__traceback__) from None
        found = scipy_failure(error)
        if found is not None:
            raise found.with_traceback(error.__traceback__) from error
        raise
    except TypeError as error:
        # Before Python 3.12 a class has no hook for memoryview(x) (Box.__buffer__ is 3.12's),
        # so Python's own message is replaced here, off the hot path.
        if str(error) != "memoryview: a bytes-like object is required, not 'Box'":
            found = scipy_failure(error)
            if found is not None:
                raise found.with_traceback(error.__traceback__) from error
            raise
        traceback = error.__traceback__
        while traceback is not None and traceback.tb_next is not None:
            traceback = traceback.tb_next
        frame = traceback.tb_frame if traceback is not None else None
        expression = _expression(frame) if frame is not None else None
        where = f"{expression} ({_place(frame)}): " if expression and frame else ""
        raise TracedConversionError(where + MEMORYVIEW).with_traceback(
            error.__traceback__
        ) from None
    except Exception as error:  # noqa: BLE001 (re-raised unless SciPy's, with a traced argument)
        found = scipy_failure(error)
        if found is not None:
            raise found.with_traceback(error.__traceback__) from error
        raise


MEMORYVIEW = (
    "memoryview(x) of a traced array would expose its plain memory without the derivative, a "
    "silently wrong gradient wherever that memory reaches the result. Keep the computation in "
    "NumPy calls on x; for the plain memory on purpose, use "
    "memoryview(np.asarray(derivgen.stop_gradient(x)))."
)


def _call_name(info: Any) -> str:
    """How a user calls an op: np.linalg.det, scipy.special.erf, or the op's own name."""
    numpy_name = info.numpy_name
    if numpy_name is None:
        return info.name
    return numpy_name if numpy_name.startswith("scipy.") else f"np.{numpy_name}"


def _complex_input(prep: Prepared, position: int) -> TypeError:
    return TypeError(
        f"{_call_name(prep.info)}: derivgen has no derivative of '{prep.name}' for "
        f"complex input '{prep.params[position]}' (its entry in derivatives.yaml is not marked "
        "'complex: true'); differentiate real and imaginary parts separately "
        "(np.real, np.imag) or add complex support to the entry"
    )


def _no_derivative_for(prep: Prepared, position: int) -> TypeError:
    """The error for a traced float at an input whose derivative the spec does not give.

    Dropping it would be a silently zero gradient (np.interp's xp, np.corrcoef's y).
    """
    info = prep.info
    name = prep.params[position]
    call = _call_name(info)
    others = ", ".join(info.differentiable) or "none"
    return TypeError(
        f"{call}: argument {name!r} is traced, but derivgen has no derivative with respect to "
        f"it (only for: {others}); pass derivgen.stop_gradient({name}) if a zero gradient is "
        "what you mean"
    )


def _masked(value: Any) -> bool:
    """Whether value is a masked array, without importing numpy.ma (~20 ms) to find out:
    a masked array can only exist once something imported numpy.ma."""
    ma = sys.modules.get("numpy.ma")
    return ma is not None and isinstance(value, ma.MaskedArray)


def _refuse_subclass(prep: Prepared, value: Any) -> None:
    """Masked arrays and np.matrix met inside traced code (as constants) are refused: the
    recorded derivatives follow plain ndarray semantics, so they would ignore the mask, or
    differ from a matrix's * and reductions."""
    if _masked(value):
        kind, fix = "a masked array", "m.filled(np.nan) with NaN-aware functions (np.nanmean, ...)"
    elif isinstance(value, np.matrix):
        kind, fix = "an np.matrix", "np.asarray(m), and @ for matrix products"
    elif overrides_numpy(type(value)):
        kind = f"a {type(value).__name__}, an ndarray subclass that overrides NumPy functions"
        fix = "np.asarray(a) (the override's own derivative cannot be known)"
    else:
        return
    raise TypeError(
        f"{_call_name(prep.info)} on a traced array gave {kind}, whose derivative derivgen "
        f"would get wrong (it follows plain ndarray semantics); use {fix}"
    )


def overrides_numpy(cls: type) -> bool:
    """Whether an ndarray subclass replaces what NumPy functions compute on it."""
    return issubclass(cls, np.ndarray) and (
        cls.__array_ufunc__ is not np.ndarray.__array_ufunc__
        or cls.__array_function__ is not np.ndarray.__array_function__
    )
