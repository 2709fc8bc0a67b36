"""Whole-function native code: a generated specialisation compiled as one ``numba.njit`` function.

``backend="numba"`` (at the first call of a signature) and ``backend="auto"`` (once a
specialisation has spent ``TIER_SECONDS`` in its NumPy code, see ``Tier``) compile the
generated NumPy source (``derivgen.compile.writer``, re-rolled ``for`` loops included) as one
njit function, so that straight-line scalar code and loops run as machine code instead of one
NumPy call per op from Python. ``derivgen.compile.passes.njit`` rewrites the source on its
``ast`` into what Numba types as NumPy runs it; here constants of the namespace (arrays,
NumPy scalars) become parameters, and the output's structure (tuples, pytrees) is rebuilt in
Python around the flat tuple the njit function returns.

What the rewrite does not know, or Numba cannot type, raises ``NotNative`` with the reason:
the caller keeps the NumPy code (or the per-run kernels of ``derivgen.compile.native``). The
first native run is compared with the NumPy code's result (same type, shape and dtype, values
to rounding), so a difference never reaches the user. Modules are cached on disk as
``native`` caches its kernels (named by the digest of their text, ``cache=True``).
"""

from __future__ import annotations

import ast
import functools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from derivgen.compile import fusion, native
from derivgen.compile.graph import Node, Var, _Retrace, _vars_in
from derivgen.compile.passes import array_exprs, scalar_loops
from derivgen.compile.passes.njit import NotNative, Rewriter, assigned
from derivgen.compile.writer import Writer, write

TIER_SECONDS = 1.0  # NumPy-code seconds after which backend="auto" tries the whole function
TIER_LARGEST = 1 << 12  # elements: larger values leave element-wise runs to per-run kernels
LONGEST = 120  # array values from which a function stays NumPy code (compiles for minutes)
_KNOWN = {"np", "math", "_Retrace", "range", "float", "int", "bool", "complex", "len", "abs"}
RTOL = 1e-9  # a native float64 result differing more from the NumPy code's is refused


@dataclass
class Tier:
    """The njit module of one specialisation."""

    text: str  # the njit module's source
    params: list[str]  # namespace names passed after the inputs
    leaves: list[str]  # the names the njit returns
    output: str  # the return expression, rebuilt in Python from the leaves
    namespace: dict[str, Any]


@dataclass
class Hot:
    """``backend="auto"``: the native code a specialisation tries once it is hot, and how hot
    it is: the whole function (``tier``, written by ``whole`` when first asked for: most
    specialisations never get hot, and writing it was a tenth of a long loop's first call),
    else its code with Numba kernels for its element-wise runs and loops (``loops`` writes it,
    compiling them: ``(run, source)``)."""

    whole: Callable[[], Tier | None] | None
    loops: Callable[[], tuple[Callable[..., Any], str]] | None
    seconds: float = 0.0  # time spent in the NumPy code so far
    tried: bool = False  # backend="auto" tries it once
    # the fusion variants, timed only where the native code does not take over: given the
    # call's arrays, the fastest variant's Specialisation (None: chosen on the first call)
    untimed: Callable[[Sequence[Any]], Any] | None = None

    @functools.cached_property
    def tier(self) -> Tier | None:
        """The whole function's njit module, or None where it cannot be written."""
        return None if self.whole is None else self.whole()


def possible(nodes: list[Node], inputs: list[Var], backend: str, inplace: bool) -> tuple[bool, str]:
    """Whether Numba may run the whole function (``backend="numba"``, or ``"auto"`` with Numba
    installed, and only small arrays); else why not ("" where that is no failure)."""
    if not inplace:
        return False, "the code runs without in-place reuse (inplace=False, fn writes into arrays)"
    if not (backend == "numba" or backend == "auto" and native.available()):
        return False, ""
    # large arrays: element-wise runs as per-run kernels
    return small(values_by_name(nodes, inputs)), ""


def prepare(
    nodes: list[Node], inputs: list[Var], output: Any, name: str
) -> tuple[Tier | None, str]:
    """The whole function's njit module, where ``possible`` allows it; else None and why not."""
    values = values_by_name(nodes, inputs)
    try:  # every value a few elements: each element a scalar local, no array made per op
        return scalar_tier(nodes, inputs, output), ""
    except Exception as error:  # noqa: BLE001 - anything else: the rewrite of the NumPy code
        native.debug("whole function not as scalars", error)
    source, namespace = write(nodes, inputs, output, name, True, "off", 0, True)
    try:
        return rewrite(source, namespace, values), ""
    except NotNative as error:
        native.debug("whole function left to NumPy", error)
        return None, str(error)
    except Exception as error:  # noqa: BLE001 - a spelling the rewrite does not expect
        return None, f"the rewrite for Numba failed: {type(error).__name__}: {error}"


def scalar_tier(nodes: list[Node], inputs: list[Var], output: Any) -> Tier:
    """The njit module of a function whose values are all small, as scalar code
    (``derivgen.compile.passes.scalar_loops``); ``Unfusable`` where it cannot be."""
    writer = Writer()
    returned = writer.render(output)  # rebuilt in Python from the leaves
    leaves = list({id(v): v for v in _vars_in(output)}.values())
    lines, params = scalar_loops.function_lines(nodes, inputs, leaves)
    constants = [name for name in params if name not in {v.name for v in inputs}]
    namespace = {**writer.namespace, **{name: params[name] for name in constants}}
    text = scalar_loops.module_text("whole", [*(v.name for v in inputs), *constants], lines)
    return Tier(text, constants, [v.name for v in leaves], returned, namespace)


def values_by_name(nodes: list[Node], inputs: list[Var]) -> dict[str, Any]:
    """Each name of the generated code with the value it had while tracing."""
    values: dict[str, Any] = {v.name: v.value for v in inputs}
    for node in nodes:
        for var in node.outputs:
            values[var.name] = var.value
        if node.kind == "loop":
            loop = node.check
            values.update(values_by_name(loop.body, []))
            for name, init, _ in loop.carries:
                values[name] = init.value
            for steps, var in loop.saved:
                values[steps.name] = ("steps", var.value)
    return values


def small(values: dict[str, Any]) -> bool:
    """Whether every value is small enough that one scalar loop nest beats NumPy calls."""
    return all(np.size(v) <= TIER_LARGEST for v in values.values() if isinstance(v, np.ndarray))


def rewrite(source: str, namespace: dict[str, Any], values: dict[str, Any]) -> Tier:
    """The njit module of a generated function's source (``NotNative`` where it cannot)."""
    tree = ast.parse(source)
    function = tree.body[0]
    assert isinstance(function, ast.FunctionDef)
    *body, last = function.body
    if not isinstance(last, ast.Return) or last.value is None:
        raise NotNative("the generated code does not end in one return")
    constants = {k: v for k, v in namespace.items() if isinstance(v, np.ndarray)}
    rewriter = Rewriter({**constants, **values})  # the shapes of the constants' operations too
    statements: list[ast.stmt] = []
    for statement in body:
        statements += rewriter.statement(statement)
    arrays = sum(isinstance(values.get(n), np.ndarray) for n in assigned(statements))
    if arrays > LONGEST:  # Numba's compile time grows with each array op's loop nest
        raise NotNative(f"{arrays} array values: too many for Numba to compile quickly")
    inputs = [a.arg for a in function.args.args]
    local = set(inputs) | assigned(statements)
    leaves = [n.id for n in ast.walk(last.value) if isinstance(n, ast.Name) and n.id in local]
    leaves = list(dict.fromkeys(leaves))
    statements.append(ast.Return(ast.Tuple([ast.Name(n, ast.Load()) for n in leaves], ast.Load())))
    statements = array_exprs.nested(statements, rewriter.values)  # Numba fuses the chains
    params = []
    for name in sorted(_loaded(statements) - local - _KNOWN - set(rewriter.helpers)):
        value = namespace.get(name)
        if type(value) is tuple and all(isinstance(v, int | float | np.number) for v in value):
            value = namespace[name] = np.asarray(value)  # per-step constants of a loop
        if not isinstance(value, np.ndarray | np.generic) or value.dtype.kind not in "biuf":
            raise NotNative(f"{name} is a {type(value).__name__}, which Numba cannot take")
        params.append(name)
    function.body = statements
    function.name = "whole"
    function.args.args = [ast.arg(n) for n in [*inputs, *params]]
    function.decorator_list = [ast.parse(native.NJIT, mode="eval").body]
    text = rewriter.header() + "\n\n" + ast.unparse(ast.fix_missing_locations(tree)) + "\n"
    return Tier(text, params, leaves, ast.unparse(last.value), namespace)


def build(tier: Tier, arrays: tuple[Any, ...], expected: Any) -> Callable[..., Any]:
    """The native run of a tier: compiled (or loaded from the disk cache), run once on
    ``arrays`` and compared with ``expected`` (the NumPy code's result); ``NotNative`` if it
    cannot compile or differs."""
    try:
        kernel = native._module(tier.text).whole
    except Exception as error:  # noqa: BLE001 - any failure is a fallback with its reason
        raise NotNative(_reason("Numba could not load the function", error)) from error
    constants = tuple(tier.namespace[p] for p in tier.params)
    try:
        got = kernel(*arrays, *constants)
    except _Retrace:
        raise NotNative("a guard failed on its first native run") from None
    except Exception as error:  # noqa: BLE001 - a typing error from Numba
        raise NotNative(_reason("Numba could not compile the function", error)) from error
    try:
        return _wrapped(tier, kernel, constants, got, _leaf_values(tier, expected))
    except NotNative:
        raise
    except Exception as error:  # noqa: BLE001 - an output Numba gives in another form
        raise NotNative(_reason("the native output could not be compared", error)) from error


def _wrapped(
    tier: Tier, kernel: Any, constants: tuple[Any, ...], got: tuple[Any, ...], wanted: list[Any]
) -> Callable[..., Any]:
    """The Python function around the njit one: each leaf converted to the type the NumPy
    code gives (checked on this first run), the output's structure rebuilt."""
    namespace = dict(tier.namespace)
    names = [f"leaf_{k}" for k in range(len(tier.leaves))]
    for k, (value, want) in enumerate(zip(got, wanted, strict=True)):
        convert = _converter(want)
        if convert is not None:
            namespace[f"convert_{k}"] = convert
            value = convert(value)
            names[k] = f"convert_{k}(leaf_{k})"
        _check_same(tier.leaves[k], value, want)
    namespace["whole_kernel"] = kernel
    namespace["whole_constants"] = constants
    unpack = ", ".join(f"leaf_{k}" for k in range(len(names))) + ","
    source = "\n".join(
        [
            "def run(*arrays):",
            f"    {unpack} = whole_kernel(*arrays, *whole_constants)",
            f"    ({', '.join(tier.leaves)},) = ({', '.join(names)},)",
            f"    return {tier.output}",
        ]
    )
    exec(compile(source, "<derivgen.compile whole>", "exec"), namespace)  # generated text only
    run = namespace["run"]
    if tier.leaves == [tier.output] and names == ["leaf_0"]:  # one array, returned as it is
        run.__dict__["whole_parts"] = (kernel, constants)
    return run


def parts(run: Callable[..., Any]) -> tuple[Any, tuple[Any, ...]] | None:
    """``(kernel, constants)`` of a native run that returns one array as the njit function
    gives it: ``run(*arrays)`` is ``kernel(*arrays, *constants)[0]``; else None."""
    return getattr(run, "__dict__", {}).get("whole_parts")


def _leaf_values(tier: Tier, expected: Any) -> list[Any]:
    """The values of the returned names in ``expected`` (the output structure's leaves)."""
    namespace = dict(tier.namespace)
    marks = {name: _Mark(name) for name in tier.leaves}
    shape = eval(tier.output, namespace, marks)  # noqa: S307 - the generated return expression
    found: dict[str, Any] = {}
    _match(shape, expected, found)
    missing = [n for n in tier.leaves if n not in found]
    if missing:
        raise NotNative(f"cannot find {missing[0]} in the output's structure")
    return [found[n] for n in tier.leaves]


class _Mark:
    def __init__(self, name: str) -> None:
        self.name = name


def _match(shape: Any, value: Any, found: dict[str, Any]) -> None:
    if type(shape) is _Mark:
        found[shape.name] = value
    elif isinstance(shape, list | tuple) and isinstance(value, list | tuple):
        for s, v in zip(shape, value, strict=True):
            _match(s, v, found)
    elif type(shape) is dict and type(value) is dict:
        for k in shape:
            _match(shape[k], value[k], found)
    else:
        from derivgen import tree

        shape_leaves, value_leaves = tree.tree_leaves(shape), tree.tree_leaves(value)
        if len(shape_leaves) == len(value_leaves) and shape_leaves != [shape]:
            for s, v in zip(shape_leaves, value_leaves, strict=True):
                _match(s, v, found)


def _converter(want: Any) -> Callable[[Any], Any] | None:
    """How a leaf Numba returns becomes the type the NumPy code returns."""
    if isinstance(want, np.generic):
        return want.dtype.type
    if type(want) is np.ndarray and want.ndim == 0:
        dtype = want.dtype
        return lambda x: np.asarray(x, dtype)
    if type(want) in (float, int, bool, complex):
        return type(want)
    return None


def _check_same(name: str, got: Any, want: Any) -> None:
    if type(got) is not type(want):
        raise NotNative(
            f"{name} is a {type(got).__name__}, the NumPy code's a {type(want).__name__}"
        )
    have, expected = np.asarray(got), np.asarray(want)
    if have.shape != expected.shape or have.dtype != expected.dtype:
        raise NotNative(f"{name} has another shape or dtype than the NumPy code's")
    if have.dtype.kind in "fc":
        scale = float(np.max(np.abs(expected[np.isfinite(expected)]), initial=1.0))
        rtol = max(RTOL, 1000 * float(np.finfo(have.dtype).eps))  # float32
        atol = rtol * 1e-3 * scale
        if not np.allclose(have, expected, rtol=rtol, atol=atol, equal_nan=True):
            raise NotNative(f"{name} differs from the NumPy code's beyond rounding")
    elif not np.array_equal(have, expected):
        raise NotNative(f"{name} differs from the NumPy code's")


def _reason(what: str, error: Exception) -> str:
    first = " ".join(str(error).split())[:300]
    return f"{what}: {type(error).__name__}: {first}"


def promote(
    tier: Tier, numpy_run: Callable[..., Any], arrays: tuple[Any, ...], result: Any
) -> tuple[Callable[..., Any] | None, str]:
    """The native run of a hot specialisation where it is faster than the NumPy code's
    (``result``: what the NumPy code gave on ``arrays``); else None and why."""
    try:
        run = build(tier, arrays, result)
    except NotNative as error:
        return None, str(error)
    return (run, "") if faster(numpy_run, run, arrays) else (None, "the NumPy code was faster")


def promote_hot(
    hot: Hot, numpy_run: Callable[..., Any], arrays: tuple[Any, ...], result: Any
) -> tuple[Callable[..., Any] | None, str, str]:
    """A hot specialisation's native run and its source (the whole function's module where it
    compiles and is faster, else the code with loop kernels where they are), or None and why."""
    why = ""
    if hot.tier is not None:
        run, why = promote(hot.tier, numpy_run, arrays, result)
        if run is not None or hot.loops is None:
            return run, hot.tier.text, why
    if hot.loops is None:
        return None, "", why
    try:
        run, source = hot.loops()  # each loop kernel is checked against the traced values
        got = run(*arrays)
        for k, (have, want) in enumerate(zip(*map(_tree_leaves, (got, result)), strict=True)):
            _check_same(f"output leaf {k}", have, want)
    except (fusion.Unfusable, NotNative, ValueError, _Retrace) as error:
        return None, "", f"{why}; loop kernels: {error}" if why else str(error)
    if not faster(numpy_run, run, arrays):
        return None, "", "the NumPy code was faster"
    return run, source, ""


def _tree_leaves(x: Any) -> list[Any]:
    from derivgen import tree

    return tree.tree_leaves(x)


def faster(numpy_run: Callable[..., Any], native_run: Callable[..., Any], arrays: Any) -> bool:
    """Whether the native run is faster on these arrays (interleaved, best of a few)."""
    best = {numpy_run: float("inf"), native_run: float("inf")}
    for _ in range(5):
        for run in best:
            start = time.perf_counter()
            run(*arrays)
            best[run] = min(best[run], time.perf_counter() - start)
    return best[native_run] < best[numpy_run]


def _loaded(statements: list[ast.stmt]) -> set[str]:
    return {
        node.id
        for statement in statements
        for node in ast.walk(statement)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
    }
