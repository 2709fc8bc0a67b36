"""Formulas printed as code: a checked formula rewritten into the Python a generated module runs."""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping


class _Copying(ast.NodeTransformer):
    """A NodeTransformer that leaves its input alone: every visited node is a shallow copy."""

    def generic_visit(self, node: ast.AST) -> ast.AST:
        # What copy.copy does for a node, without its generic reduce protocol (the copying
        # was half of emitting a formula).
        new = node.__class__.__new__(node.__class__)
        new.__dict__.update(node.__dict__)
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, list):
                items = [self.visit(v) if isinstance(v, ast.AST) else v for v in value]
                setattr(new, name, [v for v in items if v is not None])
            elif isinstance(value, ast.AST):
                setattr(new, name, self.visit(value))
        return new


class _Emitter(_Copying):
    """Rewrites a checked formula into the Python that the generated module runs."""

    def __init__(
        self, renames: Mapping[str, str], shapes: frozenset[str], call: CallEmitter
    ) -> None:
        self.renames = renames
        self.shapes = shapes
        self.call = call

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.Name(self.renames.get(node.id, node.id), ast.Load())

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        if isinstance(node.value, ast.Name) and node.value.id in self.shapes:
            shape = ast.Name(f"{node.value.id}_shape", ast.Load())
            if node.attr == "shape":
                return shape
            helper = "len" if node.attr == "ndim" else "math.prod"
            return ast.parse(f"{helper}({shape.id})", mode="eval").body
        return self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        # grads[i] names the cotangent of output i.
        if isinstance(node.value, ast.Name) and node.value.id == "grads":
            index = node.slice
            if isinstance(index, ast.Constant) and f"grads[{index.value!s}]" in self.renames:
                return ast.Name(self.renames[f"grads[{index.value!s}]"], ast.Load())
        return self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        visited = self.generic_visit(node)
        if isinstance(visited, ast.Call) and isinstance(visited.func, ast.Name):
            return self.call(visited)
        return visited


CallEmitter = Callable[[ast.Call], ast.expr]


def emit(
    tree: ast.Expression,
    renames: Mapping[str, str],
    shapes: frozenset[str],
    call: CallEmitter,
) -> str:
    """The formula as generated Python source."""
    new = _Emitter(renames, shapes, call).visit(tree)
    return ast.unparse(new)  # unparse reads no line numbers: none are filled in


class _Rename(_Copying):
    def __init__(self, replacements: Mapping[str, str]) -> None:
        self.replacements = replacements

    def visit_Name(self, node: ast.Name) -> ast.AST:
        return ast.Name(self.replacements.get(node.id, node.id), ast.Load())


def substitute(tree: ast.Expression, replacements: Mapping[str, str]) -> ast.Expression:
    """A copy of tree with names replaced, e.g. ``grad`` by a tangent for derived jvps."""
    return _Rename(replacements).visit(tree)
