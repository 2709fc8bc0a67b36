"""The source pass behind whole-function native code: generated NumPy source rewritten (``ast``)
into what Numba types and runs as NumPy would (``derivgen.compile.whole`` compiles it).

Spellings Numba lacks or types differently become explicit code for the shapes and dtypes seen
while tracing: ``np.stack`` of scalars, ``np.where`` and ``np.clip`` on scalars, scipy.special's
``expit`` (and ``erf`` of numbers) as the scalar tier spells them, ``np.zeros_like(.., shape=)``,
``ops.sum_to``, ``ops.expand_reduced``, ``ops.index_add``, ``ops.unconcatenate``,
``ops.unstack``, ``np.split``, ``ops.matrix_transpose``, ``np.reshape`` of views, ``np.matmul``
(into ``out`` too), reductions with ``keepdims``, ``np.transpose``/``flip``/``roll``/``diff`` as
slices, ``np.diagonal`` and its adjoint, a real ``np.conjugate``, and ``np.linalg``'s ``solve``,
``inv``, ``det``, ``cholesky``, ``eigh`` and ``slogdet`` of one float64 matrix, ``ops.tril_part``
and ``ops.fold_triangle`` of a real matrix as ``np.tril``/``np.triu``. A 0-d array of
NumPy's code may be a scalar in Numba's, so such values are read through ``scalar``
(``derivgen.compile.passes.jitted``). Anything else raises ``NotNative`` with the spelling, and
the function stays NumPy code.
"""

from __future__ import annotations

import ast
from typing import Any

import numpy as np

from derivgen.compile import naming
from derivgen.compile.passes import scalar_calls
from derivgen.compile.passes.syntax import (
    LINALG,
    REORDERS,
    NotNative,
    assigned,
    basic,
    call_name,
    is_none,
    literal,
    parse,
    refuse,
    subscript,
    transposed,
)

__all__ = ["NotNative", "Rewriter", "assigned"]


class Rewriter:
    """Rewrites statements of the generated NumPy code into what Numba types the same way."""

    def __init__(self, values: dict[str, Any]) -> None:
        self.values = values
        self.helpers: set[str] = set()
        self.steps = {n for n, v in values.items() if type(v) is tuple and _steps(v)}
        self.counters: set[str] = set()  # the rolled loops' step variables (ints)
        self.math = False  # whether the code calls the math module (a special function)

    def header(self) -> str:
        """The imports of a module of rewritten code (with the helpers the rewrite used)."""
        head = "import numpy as np\nimport numba\n" + ("import math\n" if self.math else "")
        head += "\nfrom derivgen.compile.graph import _Retrace\n"
        if self.helpers:
            names = ", ".join(sorted(self.helpers))
            head += f"from derivgen.compile.passes.jitted import {names}\n"
        return head

    def value(self, node: ast.expr) -> Any:
        if isinstance(node, ast.Name):
            return self.values.get(node.id)
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and node.value.id in self.steps
        ):  # one step's value of a loop's saved list: the value it had while tracing
            return self.values[node.value.id][1]
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant):
            return literal(node)  # -1.0
        return None

    def scalarish(self, node: ast.expr) -> bool:
        """A value NumPy holds as a scalar or a 0-d array: Numba may hold either."""
        value = self.value(node)
        return value is not None and not (isinstance(value, np.ndarray) and value.ndim > 0)

    def scalar(self, node: ast.expr) -> ast.expr:
        if isinstance(node, ast.Constant):
            return node
        self.helpers.add("scalar")
        return ast.Call(ast.Name("scalar", ast.Load()), [node], [])

    def statement(self, statement: ast.stmt) -> list[ast.stmt]:
        if isinstance(statement, ast.Delete):
            return []
        if isinstance(statement, ast.For | ast.If):
            if isinstance(statement, ast.For) and isinstance(statement.target, ast.Name):
                self.counters.add(statement.target.id)
            body: list[ast.stmt] = []
            for inner in statement.body:
                body += self.statement(inner)
            statement.body = body
            if isinstance(statement, ast.If):
                statement.test = self.expression(statement.test)
                refuse(statement.test)
            return [statement]
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
            target = statement.targets[0]
            if isinstance(target, ast.Name) and target.id in self.steps:
                return [ast.Assign([target], ast.List([], ast.Load()))]
            if (
                isinstance(target, ast.Subscript)
                and isinstance(target.value, ast.Name)
                and target.value.id in self.steps
            ):  # steps[i] = value, in order i = 0, 1, ...: appended
                append = ast.Attribute(target.value, "append", ast.Load())
                return [ast.Expr(ast.Call(append, [statement.value], []))]
            if isinstance(target, ast.Name) and isinstance(statement.value, ast.Call):
                return self.assign(target.id, statement.value)
            if isinstance(target, ast.Name) and self.new_axes(statement.value):
                value = self.values.get(target.id)  # x[None] of a number: Numba's is a float
                if not isinstance(value, np.ndarray):
                    raise NotNative(f"{target.id}: a new axis of a number, of no traced shape")
                number = ast.unparse(self.scalar(statement.value.value))  # type: ignore[attr-defined]
                return [ast.parse(f"{target.id} = np.full({value.shape!r}, {number})").body[0]]
            if isinstance(target, ast.Tuple) and isinstance(statement.value, ast.Call):
                return self.pieces(target, statement.value)
        if isinstance(statement, ast.Assign | ast.AugAssign | ast.Expr | ast.Raise):
            return [self.generic(statement)]
        raise NotNative(f"a {type(statement).__name__} statement")

    def fresh(self, hint: str) -> str:
        """A name for a local of the rewrite that no name of the code takes."""
        name, n = hint, 0
        while name in self.values or name in self.counters:
            n += 1
            name = f"{hint}_{n}"
        self.values[name] = None  # taken
        return name

    def listed(self, node: ast.expr) -> bool:
        """Whether ``node`` names a list of a loop's steps (``rolled.joined``'s too)."""
        return isinstance(node, ast.Name) and (
            node.id in self.steps or isinstance(self.values.get(node.id), list)
        )

    def new_axes(self, node: ast.expr) -> bool:
        """Whether ``node`` is ``x[None]`` (``None`` only) of a number."""
        if not isinstance(node, ast.Subscript) or not self.scalarish(node.value):
            return False
        return all(is_none(part) for part in getattr(node.slice, "elts", [node.slice]))

    def generic(self, statement: ast.stmt) -> ast.stmt:
        if isinstance(statement, ast.Assign | ast.AugAssign | ast.Expr):
            statement.value = self.expression(statement.value)
        refuse(statement)
        return statement

    def expression(self, node: ast.expr) -> ast.expr:
        """Calls inside an expression: float(x) of a 0-d array, np.matmul, ops.getitem."""
        name = call_name(node)
        if isinstance(node, ast.Compare):
            node.left = self.expression(node.left)
            return node
        if isinstance(node, ast.UnaryOp):
            node.operand = self.expression(node.operand)
            return node
        if not isinstance(node, ast.Call):
            return node
        if name in ("float", "int", "bool", "complex") and len(node.args) == 1:
            node.args = [self.scalar(node.args[0])]
        elif name == "np.matmul" and len(node.args) == 2 and not node.keywords:
            return ast.BinOp(node.args[0], ast.MatMult(), node.args[1])
        elif name == "ops.getitem" and len(node.args) == 2:
            return ast.Subscript(node.args[0], subscript(node.args[1]), ast.Load())
        elif name.startswith("fn_") and len(node.args) == 1 and not node.keywords:
            # scipy.special's ufuncs as the scalar code spells them: those of np functions
            # (expit) on arrays too, math's (erf) on numbers
            formula = scalar_calls.special_formula(naming.namespaced(name))
            if formula is not None and ("math." not in formula or self.scalarish(node.args[0])):
                self.math = self.math or "math." in formula
                x = self.scalar(node.args[0]) if "math." in formula else node.args[0]
                return parse(formula.format(f"({ast.unparse(self.expression(x))})"))
        return node

    def assign(self, target: str, call: ast.Call) -> list[ast.stmt]:
        name = call_name(call)
        value = self.values.get(target)
        args = call.args
        keywords = {k.arg: k.value for k in call.keywords}
        shape = value.shape if isinstance(value, np.ndarray) else None
        dtype = f"np.{value.dtype.name}" if isinstance(value, np.ndarray | np.generic) else None

        def done(text: str, *more: str) -> list[ast.stmt]:
            return [ast.parse(f"{target} = {text}").body[0], *(ast.parse(m).body[0] for m in more)]

        def shown(node: ast.expr) -> str:
            return ast.unparse(node)

        if name in ("np.zeros_like", "np.ones_like", "np.empty_like") and shape is not None:
            return done(f"np.{name[3:-5]}({shape!r}, {dtype})")
        if name == "np.clip" and len(args) == 3 and all(self.scalarish(a) for a in args):
            clipped = shown(args[0])  # Numba's np.clip takes arrays only: NumPy's definition
            if not is_none(args[1]):
                clipped = f"np.maximum({clipped}, {shown(args[1])})"
            if not is_none(args[2]):
                clipped = f"np.minimum({clipped}, {shown(args[2])})"
            return done(clipped)
        if name == "np.where" and len(args) == 3 and all(self.scalarish(a) for a in args):
            a, b, c = (shown(self.scalar(x)) for x in args)
            return done(f"({b} if {a} else {c})")
        source = self.value(args[0]) if name == "ops.unstack" and args else None
        if isinstance(source, np.ndarray) and source.ndim and not keywords:  # the whole tuple
            if (literal(args[1]) if len(args) > 1 else 0) % source.ndim:
                raise NotNative("ops.unstack along an axis other than the first, kept whole")
            rows = f"np.ascontiguousarray({shown(args[0])})"  # parts[k]: row k, as NumPy's
            return done(f"{rows}.copy()" if source.ndim > 1 else rows)  # a copy: parts own theirs
        if name == "fn_derivgen_joined" and isinstance(value, list):
            return self.joined(target, value, args)
        listed = name == "np.stack" and args and self.listed(args[0])
        if listed and shape is not None and len(args) <= 2 and not keywords:
            if literal(args[1]) if len(args) > 1 else 0:
                raise NotNative("np.stack of a loop's steps along an axis other than the first")
            rows, row = shown(args[0]), self.fresh(f"{target}_k")  # a loop's steps: one row each
            fill = f"for {row} in range({shape[0]}):\n    {target}[{row}] = {rows}[{row}]"
            return done(f"np.empty({shape!r}, {dtype})", fill)
        if name == "np.stack" and isinstance(args[0], ast.List | ast.Tuple):
            items = args[0].elts
            if all(self.scalarish(x) for x in items) and shape is not None and len(shape) == 1:
                return done(f"np.array([{', '.join(shown(self.scalar(x)) for x in items)}])")
            axis = shown(args[1]) if len(args) > 1 else shown(keywords.get("axis", parse("0")))
            return done(f"np.stack(({', '.join(map(shown, items))},), {axis})")
        if name == "np.concatenate" and isinstance(args[0], ast.List | ast.Tuple):
            joined = ", ".join(shown(x) for x in args[0].elts)
            axis = shown(args[1]) if len(args) > 1 else shown(keywords.get("axis", parse("0")))
            return done(f"np.concatenate(({joined},), {axis})")
        if shape is not None and (
            name
            in ("np.reshape", ".reshape", "np.squeeze", ".squeeze", "np.expand_dims", "np.ravel")
            or name in ("ops.matrix_transpose", ".swapaxes", "np.broadcast_to")
        ):
            source = args[0] if name.startswith(("np.", "ops.")) else call.func.value  # type: ignore[attr-defined]
            if self.scalarish(source):
                return done(f"np.full({shape!r}, {shown(self.scalar(source))})")
            if name in ("ops.matrix_transpose", ".swapaxes"):
                # passes/cheaper.py writes ops.matrix_transpose as x.swapaxes(-1, -2)
                first, second = (literal(a) for a in args) if name == ".swapaxes" else (-1, -2)
                axes = list(range(len(shape)))
                axes[first], axes[second] = axes[second], axes[first]
                return done(transposed(shown(source), tuple(axes), shape))
            if name == "np.broadcast_to":
                return done(f"np.empty({shape!r}, {dtype})", f"{target}[...] = {shown(source)}")
            return done(f"np.ascontiguousarray({shown(source)}).reshape({shape!r})")
        if name in (".astype", "ops.astype") and dtype is not None:
            source = args[0] if name == "ops.astype" else call.func.value  # type: ignore[attr-defined]
            if self.scalarish(source):
                return done(f"{dtype}({shown(self.scalar(source))})")
            return done(f"{shown(source)}.astype({dtype})")
        if name == "ops.sum_to" and len(args) == 2:
            return done(self.sum_to(args[0], literal(args[1])))
        if name == "ops.expand_reduced" and shape is not None:
            axis = literal(args[2])  # keepdims or not, the reduced axes have length one here:
            reduced = range(len(shape)) if axis is None else list(np.atleast_1d(axis) % len(shape))
            kept = tuple(1 if i in reduced else n for i, n in enumerate(shape))
            if self.scalarish(args[0]):
                return done(f"np.full({shape!r}, {shown(self.scalar(args[0]))})")
            source = f"np.ascontiguousarray({shown(args[0])}).reshape({kept!r})"
            return done(f"np.empty({shape!r}, {dtype})", f"{target}[...] = {source}")
        if name == "ops.index_add" and shape is not None and basic(args[2], self.counters):
            store = ast.Subscript(ast.Name(target, ast.Load()), subscript(args[2]), ast.Store())
            added = self.scalar(args[0]) if self.scalarish(args[0]) else args[0]
            return [*done(f"np.zeros({shape!r}, {dtype})"), ast.Assign([store], added)]
        if name == "np.add.reduce" and len(args) == 5 and not keywords:
            # passes/cheaper.py's spelling of a float np.sum: (x, axis, None, None, keepdims)
            axis, keepdims = literal(args[1]), literal(args[4])
            if axis is not None or keepdims:
                return done(self.sum_to(args[0], shape or (), axis))
            return done(f"np.sum({shown(args[0])})")
        if name == "np.sum" and len(args) <= 2 and set(keywords) <= {"axis", "keepdims"}:
            axis = literal(args[1] if len(args) > 1 else keywords.get("axis", parse("None")))
            if axis is not None or literal(keywords.get("keepdims", parse("False"))):
                return done(self.sum_to(args[0], shape or (), axis))
            return done(f"np.sum({shown(args[0])})")
        if name in ("np.diagonal", "ops.diagonal_embed") and shape is not None:
            return done(*self.diagonal(target, name, args, keywords, dtype))
        if name == "ops.tril_part" and shape is not None and len(shape) == 2 and not keywords:
            offset = literal(args[1]) if len(args) > 1 else 0  # its forward: np.tril(x, k)
            if type(offset) is int and not self.scalarish(args[0]):
                return done(f"np.tril(np.ascontiguousarray({shown(args[0])}), {offset})")
        if name == "ops.fold_triangle" and shape is not None and len(shape) == 2 and not keywords:
            uplo = str(literal(args[1])).upper() if len(args) > 1 else "L"
            source = self.value(args[0])  # real: tril(x) + tril(x.T, -1) (triu, 1 for "U")
            if isinstance(source, np.ndarray) and source.dtype == np.float64 and uplo in "LU":
                part, k = ("np.tril", -1) if uplo == "L" else ("np.triu", 1)
                x = shown(args[0])
                flipped = f"np.ascontiguousarray({x}.T)"
                return done(f"{part}(np.ascontiguousarray({x})) + {part}({flipped}, {k})")
        if name == "np.matmul" and len(args) == 3 and isinstance(args[2], ast.Name):
            out = args[2].id  # into out (which may be an operand: the product is made first)
            return done(out, f"{out}[...] = {shown(args[0])} @ {shown(args[1])}")
        if name in REORDERS and shape is not None and not self.scalarish(args[0]):
            return done(self.reorder(name, args, keywords, shape))
        if name in ("np.conjugate", "np.conj") and len(args) in (1, 2) and not keywords:
            if isinstance(value, np.ndarray | np.generic) and value.dtype.kind in "fiu":
                return done(*self.real_conjugate(args))  # the conjugate of a real value: itself
        if name in LINALG and len(args) == LINALG[name] and not keywords:
            operands = [self.value(a) for a in args]
            if all(isinstance(o, np.ndarray) and o.dtype == np.float64 for o in operands) and (
                operands[0].ndim == 2 and all(o.ndim <= 2 for o in operands)
            ):
                packed = ", ".join(f"np.ascontiguousarray({shown(a)})" for a in args)
                return done(f"{name}({packed})")
        return [self.generic(ast.Assign([ast.Name(target, ast.Store())], call))]

    def diagonal(
        self, target: str, name: str, args: list[ast.expr],
        keywords: dict[str | None, ast.expr], dtype: str | None,
    ) -> tuple[str, ...]:  # fmt: skip
        """``np.diagonal`` of a matrix and its adjoint ``ops.diagonal_embed`` (zeros with the
        diagonal set), for the first two axes in order, as ``np.diag`` and a loop."""
        source = self.value(args[0])
        rest = [literal(a) for a in args[1:]]
        if keywords or not isinstance(source, np.ndarray):
            raise NotNative(f"{name} of these arguments")
        if name == "np.diagonal":
            offset, axis1, axis2 = (*rest, *(0, 0, 1)[len(rest) :])[:3]
            if source.ndim != 2 or (axis1 % 2, axis2 % 2) != (0, 1) or type(offset) is not int:
                raise NotNative(f"{name} of these arguments")
            return (f"np.diag({ast.unparse(args[0])}, {offset})",)
        full, offset, axis1, axis2 = rest
        if len(full) != 2 or (axis1 % 2, axis2 % 2) != (0, 1) or source.ndim != 1:
            raise NotNative(f"{name} of these arguments")
        row, column, x = max(-offset, 0), max(offset, 0), ast.unparse(args[0])
        fill = f"for _k in range({source.shape[0]}): {target}[_k + {row}, _k + {column}] = {x}[_k]"
        return (f"np.zeros({tuple(full)!r}, {dtype})", fill)

    def real_conjugate(self, args: list[ast.expr]) -> tuple[str, ...]:
        """``np.conjugate(x)`` of a real value is a copy of it; ``np.conjugate(x, out)``
        writes x into ``out`` and is ``out`` (so ``np.conjugate(x, x)`` is x itself)."""
        source = ast.unparse(args[0])
        if len(args) == 1:
            return (ast.unparse(self.scalar(args[0])) if self.scalarish(args[0]) else
                    f"{source}.copy()",)  # fmt: skip
        out = args[1]
        if not isinstance(out, ast.Name) or not isinstance(self.value(out), np.ndarray):
            raise NotNative("np.conjugate into a value that is not an array")
        if isinstance(args[0], ast.Name) and args[0].id == out.id:
            return (out.id,)
        return (out.id, f"{out.id}[...] = {source}")

    def reorder(
        self, name: str, args: list[ast.expr], keywords: dict[str | None, ast.expr],
        shape: tuple[int, ...],
    ) -> str:  # fmt: skip
        """``np.transpose``, ``np.flip``, ``np.roll`` and ``np.diff`` with constant arguments, as
        the slices and concatenations NumPy's own code takes (Numba's take fewer arguments)."""
        source = self.value(args[0])
        x = ast.unparse(args[0])
        if not isinstance(source, np.ndarray) or set(keywords) - set(REORDERS[name]):
            raise NotNative(f"{name} of these arguments")
        given = dict(zip(REORDERS[name], args[1:], strict=False)) | keywords
        ndim = source.ndim

        def at(axis: int, part: str, text: str = x) -> str:
            return f"{text}[{', '.join([':'] * axis + [part])}]"

        if name == "np.transpose":
            axes = literal(given.get("axes", parse("None")))
            order = tuple(reversed(range(ndim))) if axes is None else tuple(a % ndim for a in axes)
            return transposed(x, order, tuple(source.shape[a] for a in order))
        if name == "np.flip":
            axis = literal(given.get("axis", parse("None")))
            flipped = range(ndim) if axis is None else [a % ndim for a in np.atleast_1d(axis)]
            return f"{x}[{', '.join('::-1' if a in flipped else ':' for a in range(ndim))}]"
        if name == "np.roll":
            shift, axis = literal(given["shift"]), literal(given.get("axis", parse("None")))
            if type(shift) is not int or axis is not None and type(axis) is not int:
                raise NotNative(f"{name} by several shifts")
            if axis is None:  # NumPy rolls the flattened array, then restores the shape
                flat, axis, n = (
                    f"np.ascontiguousarray({x}).reshape(({source.size},))",
                    0,
                    source.size,
                )
            else:
                flat, axis = x, axis % ndim
                n = source.shape[axis]
            if n == 0 or shift % n == 0:
                return f"np.ascontiguousarray({x}).reshape({shape!r})"  # a copy
            cut = n - shift % n
            first, second = at(axis, f"{cut}:", flat), at(axis, f":{cut}", flat)
            return f"np.concatenate(({first}, {second}), {axis}).reshape({shape!r})"
        n, axis = literal(given.get("n", parse("1"))), literal(given.get("axis", parse("-1")))
        if type(n) is not int or n < 1 or type(axis) is not int or source.dtype.kind not in "fiu":
            raise NotNative(f"{name} of these arguments")
        axis %= ndim
        text = x
        for _ in range(n):  # NumPy's np.diff: a[1:] - a[:-1] along the axis, n times
            text = f"({at(axis, '1:', text)} - {at(axis, ':-1', text)})"
        return f"np.ascontiguousarray({text})"

    def sum_to(self, x: ast.expr, shape: tuple[int, ...], axis: Any = "broadcast") -> str:
        value = self.value(x)
        text = ast.unparse(x)
        if not isinstance(value, np.ndarray) or value.ndim == 0:
            raise NotNative("a sum of a scalar")
        have = value.shape
        if axis == "broadcast":
            lead = len(have) - len(shape)
            axes = list(range(lead)) + [
                lead + i for i, n in enumerate(shape) if n == 1 and have[lead + i] != 1
            ]
        else:
            axes = list(range(len(have))) if axis is None else list(np.atleast_1d(axis) % len(have))
        if len(axes) == len(have):
            return f"np.full({tuple(shape)!r}, np.sum({text}))" if shape else f"np.sum({text})"
        for a in sorted(axes, reverse=True):
            text = f"np.sum({text}, axis={a})"
        return (
            f"np.ascontiguousarray({text}).reshape({tuple(shape)!r})" if axes else f"{text}.copy()"
        )

    def joined(self, target: str, value: list[Any], args: list[ast.expr]) -> list[ast.stmt]:
        """``rolled.joined``'s list (a loop's steps, in order or reversed, and single values) as
        one list built by appends; numbers as numbers, so that Numba types one list of them."""
        numbers = all(np.ndim(v) == 0 for v in value)
        self.helpers.update(["scalar"] if numbers else [])
        item = "scalar({})" if numbers else "{}"
        lines = [f"{target} = []"]
        for how, part in zip(literal(args[0]), map(ast.unparse, args[1:]), strict=True):
            if how == "value":
                lines.append(f"{target}.append({item.format(part)})")
            else:
                steps = (
                    f"range(len({part}))" if how == "steps" else f"range(len({part}) - 1, -1, -1)"
                )
                k = self.fresh(f"{target}_k")
                lines.append(
                    f"for {k} in {steps}:\n    {target}.append({item.format(f'{part}[{k}]')})"
                )
        return [ast.parse(line).body[0] for line in lines]

    def pieces(self, targets: ast.Tuple, call: ast.Call) -> list[ast.stmt]:
        """``a, b = np.split(x, cuts)``, ``ops.unstack(x, axis)``, ``ops.unconcatenate``."""
        name = call_name(call)
        source = self.value(call.args[0])
        keywords = {k.arg: k.value for k in call.keywords}
        if name in ("np.linalg.eigh", "np.linalg.slogdet") and [
            ast.unparse(a) for a in call.args[1:]
        ] in ([], ["'L'"]):  # Numba's eigh reads the lower triangle
            # Numba's: NumPy's LAPACK drivers on one 2-D matrix, the same results' layout
            if keywords or not isinstance(source, np.ndarray) or source.ndim != 2:
                raise NotNative(f"{name} of a stack of matrices")
            if source.dtype != np.float64 or len(targets.elts) != 2:
                raise NotNative(f"{name} of a {source.dtype} matrix")
            if name == "np.linalg.slogdet" and len(call.args) > 1:
                raise NotNative(f"{name} with {len(call.args)} arguments")
            matrix = f"np.ascontiguousarray({ast.unparse(call.args[0])})"
            return [ast.parse(f"{ast.unparse(targets)} = {name}({matrix})").body[0]]
        if not isinstance(source, np.ndarray) or set(keywords) - {"axis"}:
            raise NotNative(f"{name} with several results")
        ndim = source.ndim
        if name == "np.split" and len(call.args) in (2, 3):
            given = call.args[2] if len(call.args) == 3 else keywords.get("axis", parse("0"))
            axis = literal(given)
            cuts = literal(call.args[1])
            n = source.shape[axis]
            cuts = list(range(n // cuts, n, n // cuts)) if type(cuts) is int else list(cuts)
            bounds = list(zip([0, *cuts], [*cuts, n], strict=True))
            reads: list[tuple[int, str, Any]] = [(axis % ndim, f"{a}:{b}", None) for a, b in bounds]
        elif keywords:
            raise NotNative(f"{name} with several results")
        elif name == "ops.unstack":
            axis = literal(call.args[1]) % ndim if len(call.args) > 1 else 0
            reads = [(axis, str(k), None) for k in range(source.shape[axis])]
        elif name == "ops.unconcatenate":
            layouts, shapes, axis = (literal(a) for a in call.args[1:4])
            ends = np.cumsum([s[axis] for s in layouts])
            starts = [0, *ends[:-1]]
            reads = [
                (axis % ndim, f"{a}:{b}", tuple(s))
                for a, b, s in zip(starts, ends, shapes, strict=True)
            ]
        else:
            raise NotNative(f"{name} with several results")
        text = ast.unparse(call.args[0])
        statements = []
        for target, (axis, at, shape) in zip(targets.elts, reads, strict=True):
            if not isinstance(target, ast.Name):
                raise NotNative(f"{name} into a {type(target).__name__}")
            piece = f"{text}[{', '.join([':'] * axis + [at])}]"
            if shape is not None:
                piece = f"np.ascontiguousarray({piece}).reshape({shape!r})"
            elif ":" not in at and ndim > 1:
                piece += ".copy()"  # np.take's copy
            statements.append(ast.parse(f"{target.id} = {piece}").body[0])
        return statements


def _steps(value: tuple[Any, ...]) -> bool:
    """Whether a value of ``whole.values_by_name`` stands for a loop's per-step list (not a
    tuple of a node's outputs, whose arrays do not compare with a string)."""
    return len(value) == 2 and isinstance(value[0], str) and value[0] == "steps"
