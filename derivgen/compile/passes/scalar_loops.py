"""Functions and rolled loops over small arrays as scalar Numba code: every element a local.

Code whose values all have a few elements (an ODE step on a 3-body state, a tiny network) spends
its time making and freeing tiny arrays, one per op. Here each value is evaluated symbolically:
NumPy itself runs the indexing, reshapes, splits, concatenations and index_adds on object arrays
whose elements are the names of scalar locals, so views, broadcasting and in-place writes follow
NumPy's own rules, and each arithmetic op or sum writes one scalar statement per element. A loop
keeps its carries in scalar locals within a step (in a small array between steps) and its per-
step values in the arrays it fills; no other array is made. ``kernel_lines`` writes one rolled
loop (``derivgen.compile.passes.loop_kernels``), ``function_lines`` a whole function
(``derivgen.compile.whole``). Anything else (a guard, an index that moves with the step, a large
value) raises ``Unfusable``, and the caller writes array operations instead.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from derivgen.compile import native
from derivgen.compile.fusion import Unfusable
from derivgen.compile.graph import Node, Var
from derivgen.compile.passes import scalar_calls
from derivgen.compile.passes.hoist import hoisted
from derivgen.compile.passes.rolled import Affine, CarryRead, Loop, PerStep, SavedRead
from derivgen.numeric.indexing import _basic, unconcatenate
from derivgen.numeric.shapes import expand_reduced, normalize_axes

LARGEST = 64  # elements: a body value larger than this is left to array operations
LONGEST = 40_000  # scalar statements: more would take Numba minutes to compile
_RESHAPES = {"np.reshape", "reshape", "np.squeeze", "squeeze", "np.expand_dims", "np.ravel"}
_TRANSPOSES = {"ops.matrix_transpose", "swapaxes"}
_PACKED = {"float64": "np.float64", "bool": "np.bool_", "int64": "np.int64"}  # returned arrays


class ScalarBody:
    """Scalar statements for loops and straight-line nodes: ``lines`` gets them, ``params``
    (name -> the Var or constant each parameter receives) what they read from outside."""

    def __init__(self, compiled: dict[int, Any]) -> None:
        self.compiled = compiled  # Var id -> the value a compiled loop gave it
        self.params: dict[str, Any] = {}
        self.lines: list[str] = []
        self.env: dict[int, np.ndarray] = {}  # id(Var) -> its elements' scalar expressions
        self.carried: dict[str, np.ndarray] = {}
        self.steps: dict[str, tuple[int, ...]] = {}  # per-step arrays made here, their shapes
        self.inputs: list[np.ndarray] = []  # elements of parameters: never written
        self.count = 0

    def fresh(self, expression: str) -> str:
        self.count += 1
        if self.count > LONGEST:
            raise Unfusable(f"more than {LONGEST} scalar statements")
        name = f"s{self.count}"
        self.lines.append(f"{name} = {expression}")
        return name

    def loop(self, loop: Loop) -> tuple[list[str], list[str]]:
        """The lines before a loop and of one step; the values read after it are bound."""
        head: list[str] = []
        outer, self.lines = self.lines, []
        try:
            for name, init, _ in loop.carries:
                # Carries live in a float64 array between steps, each step reading them into
                # locals of its own: no local is assigned twice, so Numba's SSA
                # reconstruction (a pass over the whole function per such local) is not run.
                elements = self.read(init)
                local = np.empty(elements.shape, object)
                head.append(f"{name} = np.empty({elements.size})")
                for k, index in enumerate(np.ndindex(elements.shape)):
                    local[index] = f"{name}_{k}"
                    head.append(f"{name}[{k}] = {elements[index]}")
                    self.lines.append(f"{name}_{k} = {name}[{k}]")
                self.carried[name] = local
            for copy in loop.body:
                self.node(copy)
            self.finish(loop, head)
            return head, self.lines
        finally:
            self.lines = outer

    def finish(self, loop: Loop, head: list[str]) -> None:
        """A step's per-step stores, its values read after the loop, its carries' update."""
        names = {v.name: v for copy in loop.body for v in copy.outputs}
        for steps, var in loop.saved:
            shape, dtype = _shape_dtype(var.value)
            head.append(f"{steps.name} = np.empty({(loop.trips, *shape)!r}, np.{dtype})")
            for index, element in _items(self.env[id(var)]):
                self.lines.append(f"{steps.name}[{_at(loop.index, *index)}] = {element}")
            self.steps[steps.name] = shape
        for var, text in loop.after:
            if text in names:  # the last step's value, kept in locals of its own
                elements = self.env[id(names[text])]
                kept = np.empty(elements.shape, object)
                head.append(f"{text}_out = np.zeros({elements.size})")
                for k, (index, element) in enumerate(_items(elements)):
                    kept[index] = f"{text}_out[{k}]"
                    self.lines.append(f"{text}_out[{k}] = {element}")
                self.env[id(var)] = kept
            else:
                found = [s for s, _ in loop.saved if text.startswith(f"{s.name}[")]
                if not found or not text[len(found[0].name) + 1 : -1].isdigit():
                    raise Unfusable(f"a value read after the loop as {text}")
                at, steps_name = text[len(found[0].name) + 1 : -1], found[0].name
                self.env[id(var)] = _elements(
                    self.steps[steps_name], lambda i, s=steps_name, at=at: f"{s}[{_at(at, *i)}]"
                )
        news = [(name, self.read(new)) for name, _, new in loop.carries]
        for name, elements in news:  # all new values first: a carry may read another's
            for k, index in enumerate(np.ndindex(elements.shape)):
                self.lines.append(f"{name}_next_{k} = {elements[index]}")
        for name, elements in news:
            for k in range(elements.size):
                self.lines.append(f"{name}[{k}] = {name}_next_{k}")

    def packed(self, var: Var, name: str) -> list[str]:
        """Lines that make ``name`` the value of ``var`` as the NumPy code holds it (an array
        of its elements, or a scalar)."""
        elements = self.read(var)
        if isinstance(var.value, np.ndarray) and var.value.ndim:
            dtype = _PACKED.get(var.value.dtype.name)
            if dtype is None:
                raise Unfusable(f"a {var.value.dtype} value returned")
            lines = [f"{name} = np.empty({elements.shape!r}, {dtype})"]
            return lines + [f"{name}[{_at(*i)}] = {e}" for i, e in _items(elements)]
        return [f"{name} = {elements[()]}"]

    # ---------------------------------------------------------------- reads

    def read(self, x: Any) -> np.ndarray:
        """The elements of one argument leaf, as an object array of scalar expressions."""
        if type(x) is Var:
            if id(x) in self.env:
                return self.env[id(x)]
            return self.parameter(x.name, x, x.value)
        if type(x) is CarryRead:
            return self.carried[x.name]
        if type(x) is SavedRead:
            at = x.at.__derivgen_render__(None)
            if x.steps.name in self.steps:  # made by a loop of this function
                shape = self.steps[x.steps.name]
            elif id(x.steps) in self.compiled:
                self.params.setdefault(x.steps.name, x.steps)
                shape = np.shape(self.compiled[id(x.steps)])[1:]
            else:
                raise Unfusable(f"{x.steps.name} is not an array of a compiled loop")
            return _elements(shape, lambda i: f"{x.steps.name}[{_at(at, *i)}]")
        if type(x) is PerStep:
            values = np.asarray(x.values)
            if values.dtype.kind not in "biuf":
                raise Unfusable("a per-step constant that is not a number")
            name = f"per_step_{len(self.params)}"
            self.params[name] = values
            index = x.index
            return _elements(values.shape[1:], lambda i: f"{name}[{_at(index, *i)}]")
        if type(x) is Affine:
            raise Unfusable("an integer that moves with the step")
        if type(x) in (bool, int) or type(x) is float and math.isfinite(x):
            return _scalar(repr(float(x)) if type(x) is float else repr(x))
        if isinstance(x, np.ndarray | np.generic):
            return self.parameter(f"constant_{len(self.params)}", x, x)
        raise Unfusable(f"a constant of type {type(x).__name__}")

    def parameter(self, name: str, receives: Any, value: Any) -> np.ndarray:
        if not isinstance(value, np.ndarray | np.generic | float | int) or np.size(value) > 4096:
            raise Unfusable(f"{name} is not a small array or a number")
        if np.asarray(value).dtype.kind not in "biuf":
            raise Unfusable(f"{name} is not a number")
        self.params.setdefault(name, receives)
        if isinstance(value, np.ndarray) and value.ndim:
            elements = _elements(value.shape, lambda i: f"{name}[{_at(*i)}]")
        else:
            elements = _scalar(f"{name}[()]" if isinstance(value, np.ndarray) else name)
        self.inputs.append(elements)
        return elements

    # ---------------------------------------------------------------- ops

    def node(self, node: Node) -> None:
        value = node.outputs[0].value if node.outputs else None
        if node.kind in ("update", "accumulate"):
            target, index, new = node.args
            elements = self.read(target)
            if any(np.shares_memory(elements, p) for p in self.inputs):
                raise Unfusable("an in-place update of a value from before the loop")
            where = _static(index)
            if node.kind == "update":
                elements[where] = self.read(new)
            else:
                old = elements[where]
                elements[where] = self.ufunc(np.add, [old, self.read(new)])
            self.env[id(node.outputs[0])] = elements
            return
        if scalar_calls.spell(self, node):
            return
        _floats_only(node)
        call, args = node.call, node.args
        if node.kind == "getitem" or call == "ops.getitem":
            picked = self.read(args[0])[_static(args[1])]
            self.bind(node, picked if type(picked) is np.ndarray else _scalar(picked))
        elif call in _RESHAPES and type(value) is np.ndarray:
            self.bind(node, self.read(args[0]).reshape(value.shape))
        elif call in _TRANSPOSES and not node.kwargs:
            self.bind(node, np.swapaxes(self.read(args[0]), -1, -2))
        elif call == "np.concatenate" and type(args[0]) in (list, tuple):
            axis = args[1] if len(args) > 1 else node.kwargs.get("axis", 0)
            self.bind(node, np.concatenate([self.read(a) for a in args[0]], axis))
        elif call == "ops.unconcatenate":
            pieces = unconcatenate(self.read(args[0]), *args[1:])
            for var, piece in zip(node.outputs, pieces, strict=True):
                self.env[id(var)] = piece
        elif call == "np.split" and set(node.kwargs) <= {"axis"}:
            axis = args[2] if len(args) > 2 else node.kwargs.get("axis", 0)
            pieces = np.split(self.read(args[0]), args[1], axis)
            for var, piece in zip(node.outputs, pieces, strict=True):
                self.env[id(var)] = piece
        elif call == "ops.expand_reduced":
            kept = expand_reduced(self.read(args[0]), *args[1:])
            self.bind(node, np.array(kept, dtype=object))  # a copy, never a broadcast view
        elif call == "ops.index_add" and _basic(args[2]):
            out = np.full(args[1], "0.0", dtype=object)
            out[args[2]] = self.read(args[0])
            self.bind(node, out)
        elif call == "ops.sum_to":
            x, shape = self.read(args[0]), tuple(args[1])
            lead = x.ndim - len(shape)
            axes = [*range(lead)]
            axes += [lead + i for i, n in enumerate(shape) if n == 1 and x.shape[lead + i] != 1]
            self.bind(node, self.sum(x, tuple(axes)).reshape(shape) if axes else x)
        elif node.func is np.sum and len(args) <= 2 and set(node.kwargs) <= {"axis", "keepdims"}:
            x = self.read(args[0])
            axis = args[1] if len(args) > 1 else node.kwargs.get("axis")
            total = self.sum(x, normalize_axes(axis, x.ndim))
            self.bind(node, total.reshape(np.shape(value)))  # type: ignore[arg-type]
        elif node.func in (np.matmul, np.dot) and len(args) == 2 and not node.kwargs:
            # np.dot of vectors and matrices is np.matmul (0-d or stacked operands refused)
            self.bind(node, self.matmul(self.read(args[0]), self.read(args[1])))
        elif node.kind == "call" and not node.kwargs and _ufunc(node.func):
            operands = [self.read(a) for a in args]
            self.bind(node, self.ufunc(node.func, operands))
        else:
            raise Unfusable(f"{call} (no scalar spelling)")

    def bind(self, node: Node, elements: np.ndarray) -> None:
        if len(node.outputs) != 1 or node.paths != [()]:
            raise Unfusable(f"{node.call} with several results")
        value = node.outputs[0].value
        if elements.shape != np.shape(value) or elements.size > LARGEST:
            raise Unfusable(f"{node.call}: not a small value of the traced shape")
        self.env[id(node.outputs[0])] = elements

    def bind_var(self, var: Var, name: str, value: Any) -> None:
        """``var`` is the value of the local ``name`` (an array's elements read from it)."""
        if isinstance(value, np.ndarray) and value.ndim:
            self.env[id(var)] = _elements(value.shape, lambda i: f"{name}[{_at(*i)}]")
        else:
            self.env[id(var)] = _scalar(name)

    def pack(self, elements: np.ndarray) -> str:
        """A local float64 array holding ``elements`` (for a call that takes arrays)."""
        name = self.fresh(f"np.empty({elements.shape!r})")
        self.lines += [f"{name}[{_at(*i)}] = {e}" for i, e in _items(elements)]
        return name

    def ufunc(self, func: Any, operands: list[np.ndarray]) -> np.ndarray:
        spread = np.broadcast_arrays(*operands)
        out = np.empty(spread[0].shape, object)
        for index in np.ndindex(out.shape):
            out[index] = self.fresh(native._expression(func, [str(a[index]) for a in spread]))
        return out

    def sum(self, x: np.ndarray, axes: tuple[int, ...]) -> np.ndarray:
        groups = scalar_calls.groups(x, axes)
        out = np.empty(groups.shape[:-1], object)
        for index in np.ndindex(out.shape):
            terms = [str(t) for t in groups[index]]
            out[index] = self.fresh(" + ".join(terms)) if terms else "0.0"
        return out

    def matmul(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        if a.ndim > 2 or b.ndim > 2 or a.ndim == 0 or b.ndim == 0:
            raise Unfusable("a product of stacked matrices")
        a2 = a.reshape(1, -1) if a.ndim == 1 else a
        b2 = b.reshape(-1, 1) if b.ndim == 1 else b
        out = np.empty((a2.shape[0], b2.shape[1]), object)
        for i, j in np.ndindex(out.shape):
            terms = [f"{a2[i, k]} * {b2[k, j]}" for k in range(a2.shape[1])]
            out[i, j] = self.fresh(" + ".join(terms))
        shape = a.shape[:1] if a.ndim == 2 else ()
        shape += b.shape[1:] if b.ndim == 2 else ()
        return out.reshape(shape)


def _ufunc(func: Any) -> bool:
    return func in native._INFIX or func in native._UNARY or func in native._BINARY


def _static(index: Any) -> Any:
    """An index of constants (ints, slices, None, ...), as NumPy takes it."""
    parts = index if type(index) is tuple else (index,)
    for part in parts:
        bounds = (part.start, part.stop, part.step) if type(part) is slice else (part,)
        if any(b is not None and b is not Ellipsis and type(b) is not int for b in bounds):
            raise Unfusable("an index that is not a constant")
    return index


def _at(*index: Any) -> str:
    """A subscript's text: ``i, 0, 2``."""
    return ", ".join(map(str, index))


def _elements(shape: tuple[int, ...], name: Any) -> np.ndarray:
    out = np.empty(shape, object)
    for index in np.ndindex(shape):
        out[index] = name(index)
    return out


def _scalar(text: str) -> np.ndarray:
    out = np.empty((), object)
    out[()] = text
    return out


def _items(elements: np.ndarray) -> list[tuple[tuple[int, ...], str]]:
    return [(index, str(elements[index])) for index in np.ndindex(elements.shape)]


def _shape_dtype(value: Any) -> tuple[tuple[int, ...], str]:
    array = np.asarray(value)
    if array.dtype != np.float64:
        raise Unfusable("a per-step value that is not float64")
    return array.shape, array.dtype.name


def _floats_only(node: Node) -> None:
    for var in node.outputs:
        value = var.value
        if isinstance(value, np.ndarray | np.generic) and value.dtype != np.float64:
            raise Unfusable(f"{node.call} gives a {value.dtype} value")
        if not isinstance(value, np.ndarray | np.generic | float):
            raise Unfusable(f"{node.call} gives a {type(value).__name__}")


def module_text(name: str, params: list[str], lines: list[str]) -> str:
    """The source of a module defining the njit function ``name(*params)`` of scalar code."""
    head = ["import math", "import numpy as np", "import numba", ""]
    head += ["from derivgen.compile.graph import _Retrace", "", "", f"@{native.NJIT}"]
    body = [f"def {name}({', '.join(params)}):", *(f"    {line}" for line in lines)]
    return "\n".join([*head, *body, ""])


def kernel_lines(loop: Loop, compiled: dict[int, Any]) -> tuple[list[str], dict[str, Any]]:
    """A loop kernel's body (``def`` and decorator left out) as scalar code, and its params."""
    scalar = ScalarBody(compiled)
    head, body = scalar.loop(loop)
    tail: list[str] = []
    returned = [steps.name for steps, _ in loop.saved]
    for k, (var, _) in enumerate(loop.after):
        tail += scalar.packed(var, f"after_{k}")
        returned.append(f"after_{k}")
    lines = [*head, f"for {loop.index} in range({loop.trips}):"]
    lines += [f"    {line}" for line in body] + tail + [f"return ({', '.join(returned)},)"]
    return hoisted(lines, scalar.params), scalar.params


def function_lines(
    nodes: list[Node], inputs: list[Var], leaves: list[Var]
) -> tuple[list[str], dict[str, Any]]:
    """A whole function as scalar code: its body, returning ``leaves`` (as the NumPy code
    holds them) in a tuple, and its params (the inputs first)."""
    scalar = ScalarBody({})
    for var in inputs:
        scalar.parameter(var.name, var, var.value)
    for node in nodes:
        if node.kind == "loop":
            head, body = scalar.loop(node.check)
            scalar.lines += [*head, f"for {node.check.index} in range({node.check.trips}):"]
            scalar.lines += [f"    {line}" for line in body]
        else:
            scalar.node(node)
    names = {var.name for var in inputs}
    for var in leaves:
        if var.name not in names:
            scalar.lines += scalar.packed(var, var.name)
    scalar.lines.append(f"return ({', '.join(v.name for v in leaves)},)")
    return hoisted(scalar.lines, scalar.params), scalar.params
