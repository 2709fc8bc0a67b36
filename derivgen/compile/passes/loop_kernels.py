"""Rolled loops as Numba kernels: each re-rolled loop of ``backend="numba"``'s code in one @njit.

A body whose values all have a few elements is scalar code
(``derivgen.compile.passes.scalar_loops``). Any other body is the loop's own NumPy source
(``derivgen.compile.passes.rolled``'s lines) rewritten by ``derivgen.compile.passes.njit``,
the rewrite behind whole-function native code, so a loop kernel knows every spelling the
whole function knows: element-wise ops, indexing and in-place updates, ``@``, reshapes, sums
by any axis, ``np.concatenate``, ``ops.sum_to``, ``ops.expand_reduced``, ``ops.index_add``
with basic indices, ``np.split`` and ``ops.unconcatenate``. The per-step values the NumPy
loop keeps in lists are arrays here (``steps[k]`` reads them as a list would); its scalars
are converted back to the NumPy scalars the NumPy code holds.
"""

from __future__ import annotations

import ast
from typing import Any

import numpy as np

from derivgen.compile import native
from derivgen.compile.fusion import Unfusable
from derivgen.compile.graph import Node, Spelling, Var, _leaves_of
from derivgen.compile.passes.njit import NotNative, Rewriter, assigned
from derivgen.compile.passes.rolled import Loop, SavedRead
from derivgen.compile.passes.scalar_loops import kernel_lines, module_text

_FLOAT64 = np.dtype(np.float64)
_KNOWN = {"np", "math", "_Retrace", "range", "float", "int", "bool", "complex", "len", "abs"}


class LoopKernels:
    """Writes the rolled loops of one generated function as Numba kernels where it can;
    ``lines`` gives None for a loop left to NumPy.

    Each kernel is compiled (or loaded) and run once while the code is written, on copies
    of the values seen while tracing, and its results are compared with theirs: a loop
    whose kernel cannot compile, or gives another type, shape or value (beyond rounding),
    stays NumPy code, so a result never changes silently.
    """

    def __init__(self) -> None:
        self.values: dict[int, Any] = {}  # Var id -> the value a compiled loop gave it
        self.reasons: list[str] = []  # why loops stayed NumPy code

    def lines(self, node: Node, writer: Spelling) -> list[str] | None:
        try:
            return self._lines(node, writer)
        except (Unfusable, NotNative) as error:
            self.reasons.append(str(error))
            native.debug("numba loop left to NumPy", error)
            return None

    def _lines(self, node: Node, writer: Spelling) -> list[str]:
        loop: Loop = node.check
        try:  # small values: every element a scalar local, no array made per op
            source, params = _scalar_kernel(loop, self.values)
        except Exception as error:  # noqa: BLE001 - anything else is written with array ops
            native.debug("numba loop not as scalars", error)
            source, params = _kernel(loop, writer, self.values)
        outputs = [steps for steps, _ in loop.saved] + [var for var, _ in loop.after]
        try:
            kernel = native._module(source).kernel
            got = kernel(*(_copied(v, self.values) for v in params.values()))
        except Exception as error:  # noqa: BLE001 - any failure leaves the loop to NumPy
            first = " ".join(str(error).split())[:200]
            why = f"Numba could not compile a loop: {type(error).__name__}: {first}"
            raise Unfusable(why) from error
        for var, _ in loop.after:
            _check_same(var.name, got[outputs.index(var)], var.value)
        for var, value in zip(outputs, got, strict=True):
            self.values[id(var)] = value
        name = writer.constant(kernel, "loop_kernel")
        arguments = ", ".join(
            writer.render(x) if type(x) is not Var else x.name for x in params.values()
        )
        targets = ", ".join(v.name for v in outputs) + ("," if len(outputs) == 1 else "")
        lines = [f"    # Numba runs this loop: {node.comment}"]
        lines += [f"    #   {line}" for copy in loop.body for line in writer.statement(copy)]
        lines.append(f"    {targets} = {name}({arguments})")
        for var, _ in loop.after:
            if isinstance(var.value, np.generic):  # Numba gives Python scalars back
                lines.append(f"    {var.name} = np.{var.value.dtype.name}({var.name})")
            elif type(var.value) is np.ndarray and var.value.ndim == 0:  # as np.where gave it
                lines.append(f"    {var.name} = np.asarray({var.name})")
        return lines


def _kernel(loop: Loop, writer: Spelling, compiled: dict[int, Any]) -> tuple[str, dict[str, Any]]:
    """The kernel module's source, and its parameters: name -> the Var (a value from before
    the loop) or the constant each receives."""
    values: dict[str, Any] = {}
    for copy in loop.body:
        _floats_only(copy)
        values.update((v.name, v.value) for v in copy.outputs)
    values.update((name, init.value) for name, init, _ in loop.carries)
    rewriter = Rewriter(values)
    body: list[ast.stmt] = []
    for copy in loop.body:
        for statement in ast.parse("\n".join(writer.statement(copy))).body:
            body += rewriter.statement(statement)
    head = []
    for steps, var in loop.saved:
        shape, dtype = _shape_dtype(var.value)
        head.append(f"{steps.name} = np.empty({(loop.trips, *shape)!r}, np.{dtype})")
        body.append(ast.parse(f"{steps.name}[{loop.index}] = {var.name}").body[0])
    for name, init, new in loop.carries:
        zero_d = type(init.value) is np.ndarray and init.value.ndim == 0  # np.where's result
        head.append(f"{name} = {init.name}{'[()]' if zero_d else ''}")
        body.append(ast.parse(f"{name} = {new.name}").body[0])
    returned = [steps.name for steps, _ in loop.saved] + [text for _, text in loop.after]
    statements = [ast.parse(line).body[0] for line in head]
    statements.append(ast.For(ast.Name(loop.index, ast.Store()), _call_range(loop.trips), body, []))
    statements.append(ast.parse(f"return ({', '.join(returned)},)").body[0])
    params = _parameters(loop, statements, writer, compiled, set(rewriter.helpers))
    function = ast.FunctionDef(
        "kernel", ast.arguments([], [ast.arg(p) for p in params], None, [], [], None, []),
        statements, [ast.parse(native.NJIT, mode="eval").body], None,
    )  # fmt: skip
    module = ast.fix_missing_locations(ast.Module([function], []))
    return f"{rewriter.header()}\n\n{ast.unparse(module)}\n", params


def _scalar_kernel(loop: Loop, compiled: dict[int, Any]) -> tuple[str, dict[str, Any]]:
    """The kernel as scalar code (``derivgen.compile.passes.scalar_loops``), where it can be."""
    lines, params = kernel_lines(loop, compiled)
    return module_text("kernel", list(params), lines), params


def _call_range(trips: int) -> ast.expr:
    return ast.parse(f"range({trips})", mode="eval").body


def _parameters(
    loop: Loop, statements: list[ast.stmt], writer: Spelling, compiled: dict[int, Any],
    helpers: set[str],
) -> dict[str, Any]:  # fmt: skip
    """Each name the kernel reads but does not assign: a value from before the loop (a Var,
    or an earlier compiled loop's array of steps) or a constant of the writer's namespace."""
    found: list[Any] = []
    _leaves_of([(copy.args, copy.kwargs) for copy in loop.body], found)
    found += [init for _, init, _ in loop.carries]
    outside = {x.name: x for x in found if type(x) is Var}
    outside |= {x.steps.name: x.steps for x in found if type(x) is SavedRead}
    local = assigned(statements) | {loop.index} | _KNOWN | helpers
    loaded = [
        node.id
        for statement in statements
        for node in ast.walk(statement)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in local
    ]
    params: dict[str, Any] = {}
    for name in dict.fromkeys(loaded):
        var = outside.get(name)
        if var is not None:
            if var.node is not None and var.node.kind == "loop" and id(var) not in compiled:
                raise Unfusable(f"{name} comes from a loop left to NumPy")
            params[name] = var
            continue
        value = writer.namespace.get(name)
        if type(value) is tuple and all(isinstance(v, int | float | np.number) for v in value):
            value = np.asarray(value)  # per-step constants
        if not isinstance(value, np.ndarray | np.generic) or value.dtype.kind not in "biuf":
            raise Unfusable(f"{name} is a {type(value).__name__}, which Numba cannot take")
        params[name] = value
    return params


def _floats_only(node: Node) -> None:
    """Calls must give float64 (Numba's integer and float32 arithmetic may differ)."""
    if node.kind not in ("call", "method"):
        return
    for var in node.outputs:
        value = var.value
        if isinstance(value, np.ndarray | np.generic) and value.dtype != _FLOAT64:
            raise Unfusable(f"{node.call} gives a {value.dtype} {type(value).__name__}")
        if not isinstance(value, np.ndarray | np.generic | float):
            raise Unfusable(f"{node.call} gives a {type(value).__name__} that is not float")


def _shape_dtype(value: Any) -> tuple[tuple[int, ...], str]:
    array = np.asarray(value)
    if array.dtype.kind not in "biufc":
        raise Unfusable("a per-step value that is not a number")
    return array.shape, array.dtype.name


def _copied(value: Any, values: dict[int, Any]) -> Any:
    """A copy of the value a kernel parameter had while tracing (or an earlier kernel gave)."""
    if type(value) is Var:
        value = values[id(value)] if id(value) in values else value.value
    return value.copy() if isinstance(value, np.ndarray) else value


def _check_same(name: str, got: Any, expected: Any) -> None:
    """A loop kernel's result against the value seen while tracing: same kind, shape, dtype,
    and value to rounding, else the loop stays NumPy code."""
    want = np.asarray(expected)
    have = np.asarray(got)
    if have.shape != want.shape:
        raise Unfusable(f"the kernel's {name} has another shape")
    if have.dtype != want.dtype:
        raise Unfusable(f"the kernel's {name} is {have.dtype}, the NumPy code's {want.dtype}")
    if not np.allclose(have, want, rtol=1e-9, atol=1e-12, equal_nan=True):
        raise Unfusable(f"the kernel's {name} differs from the NumPy code's")
