"""Scalar code's repeated element reads of a parameter (``w[0, 1]``) loaded once into a local.

The scalar tier (``derivgen.compile.passes.scalar_loops``) writes a matrix product of small
arrays as one statement per element, so each element of a weight matrix is read by many
statements; Numba types and lowers every subscript on its own (bounds, wrap-around, the
load), which was about a third of its compile time on the tests' networks. A parameter is
never written in that code, so a read of a constant index gives the same value wherever it
stands: ``hoisted`` reads each element used more than once into a local at the top of the
function and names that local instead. The statements are found with ``ast`` and edited at
their source positions, so the rest of the text is unchanged.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable

_Spot = tuple[int, int, int]  # (line, first column, end column) of a subscript in the text


def hoisted(lines: list[str], params: Iterable[str]) -> list[str]:
    """``lines`` (a function body, unindented) with each parameter element read twice or
    more loaded once, first; a parameter the body writes or rebinds is left as it is."""
    if any("\n" in line for line in lines):  # positions below are counted in lines
        return lines
    names, subscripts = _names_and_subscripts(ast.parse("\n".join(lines)))
    candidates = set(params) - _written(names, subscripts)
    used = {node.id for node in names}
    reads: dict[tuple[str, tuple[int, ...]], list[_Spot]] = {}
    for node in subscripts:
        key = _element(node, candidates)
        if key is not None and node.end_col_offset is not None:
            spot = (node.lineno - 1, node.col_offset, node.end_col_offset)
            reads.setdefault(key, []).append(spot)
    loads: list[str] = []
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for (name, index), spots in sorted(reads.items(), key=lambda item: min(item[1])):
        local = "_".join(["e", name, *map(str, index)])
        if len(spots) < 2 or local in used:  # read once, or the name is taken
            continue
        used.add(local)
        loads.append(f"{local} = {name}[{', '.join(map(str, index)) or '()'}]")
        for line, start, end in spots:
            edits.setdefault(line, []).append((start, end, local))
    out = list(lines)
    for line, spans in edits.items():
        text = out[line]
        for start, end, local in sorted(spans, reverse=True):  # right to left: columns hold
            text = text[:start] + local + text[end:]
        out[line] = text
    return loads + out


def _names_and_subscripts(tree: ast.AST) -> tuple[list[ast.Name], list[ast.Subscript]]:
    """Every name and every subscript of the body, in one walk (a long body has thousands)."""
    names: list[ast.Name] = []
    subscripts: list[ast.Subscript] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.append(node)
        elif isinstance(node, ast.Subscript):
            subscripts.append(node)
    return names, subscripts


def _written(names: list[ast.Name], subscripts: list[ast.Subscript]) -> set[str]:
    """Names stored to, or whose elements are stored to, anywhere in the body."""
    stored = {node.id for node in names if not isinstance(node.ctx, ast.Load)}
    for node in subscripts:
        if not isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name):
            stored.add(node.value.id)
    return stored


def _element(node: ast.Subscript, names: set[str]) -> tuple[str, tuple[int, ...]] | None:
    """``(name, index)`` for a read ``name[i, j]`` of constant ints (``name[()]`` too)."""
    if not isinstance(node.ctx, ast.Load):
        return None
    if not isinstance(node.value, ast.Name) or node.value.id not in names:
        return None
    parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    index = []
    for part in parts:
        if not isinstance(part, ast.Constant) or type(part.value) is not int or part.value < 0:
            return None
        index.append(part.value)
    return node.value.id, tuple(index)
