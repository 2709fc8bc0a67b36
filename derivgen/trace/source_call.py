"""The source text of the call (or index assignment target) a frame is at, read from its AST
where Python 3.10 has no ``co_positions``.

The k-th call instruction of a code object is matched with the k-th call of its scope's AST
in evaluation order (a call after its function and arguments; nested functions, lambdas,
classes and comprehensions are code objects of their own), the k-th STORE_SUBSCR with the
k-th subscript assigned to. When the counts differ or the
match is not on the frame's line, nothing is returned: a message without the call's text,
never one naming the wrong call.
"""

from __future__ import annotations

import ast
import dis
import linecache
from collections.abc import Iterator, Sequence
from functools import lru_cache
from types import CodeType, FrameType

_CALL_OPS = frozenset({"CALL_FUNCTION", "CALL_FUNCTION_KW", "CALL_FUNCTION_EX", "CALL_METHOD"})
_STORE = "STORE_SUBSCR"
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def call_text(frame: FrameType) -> str | None:
    """The source of the call ``frame`` is executing, or None when it cannot be told."""
    code = frame.f_code
    source = "".join(linecache.getlines(code.co_filename, frame.f_globals))
    if not source:
        return None
    opname = dis.opname[code.co_code[frame.f_lasti]] if frame.f_lasti >= 0 else ""
    kind = ast.Call if opname in _CALL_OPS else ast.Subscript if opname == _STORE else None
    if kind is None:
        return None
    ops = _CALL_OPS if kind is ast.Call else {_STORE}
    calls = [i.offset for i in dis.get_instructions(code) if i.opname in ops]
    k = calls.index(frame.f_lasti)
    scopes = [[n for n in nodes if _is(n, kind)] for nodes in _scopes(_parse(source), code)]
    found = [s for s in scopes if len(s) == len(calls)]
    if len(found) != 1:
        return None
    node = found[0][k]
    assert isinstance(node, ast.expr)
    end = node.end_lineno if node.end_lineno is not None else node.lineno
    if not node.lineno <= frame.f_lineno <= end:
        return None
    text = ast.get_source_segment(source, node)
    return None if text is None else " ".join(part.strip() for part in text.splitlines())


@lru_cache(maxsize=16)
def _parse(source: str) -> ast.Module | None:
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError):
        return None


def _is(node: ast.AST, kind: type) -> bool:
    if kind is ast.Subscript:
        return isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store)
    return isinstance(node, kind)


def _scopes(tree: ast.Module | None, code: CodeType) -> list[list[ast.AST]]:
    """The calls and subscripts of each AST scope that may have compiled to ``code``."""
    if tree is None:
        return []
    if code.co_name == "<module>":
        return [list(_calls(tree.body))]
    candidates: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Lambda) and code.co_name == "<lambda>":
            if node.lineno == code.co_firstlineno:
                candidates.append(node)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == code.co_name:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            if code.co_firstlineno in (first, node.lineno):
                candidates.append(node)
    return [list(_calls(_body(node))) for node in candidates]


def _body(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.Lambda):
        return [node.body]
    assert isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    return list(node.body)


def _calls(nodes: Sequence[ast.AST]) -> Iterator[ast.AST]:
    """The nodes of ``nodes`` in the order they complete, without nested code objects'."""
    for node in nodes:
        yield from _calls_of(node)


def _calls_of(node: ast.AST) -> Iterator[ast.AST]:
    if isinstance(node, _COMPREHENSIONS):
        # Only the first iterable is evaluated here; the rest runs in the comprehension.
        yield from _calls_of(node.generators[0].iter)
        return
    if isinstance(node, _DEFINITIONS):
        # Decorators, defaults and bases are evaluated here; the body is a code object.
        outer: list[ast.AST] = list(getattr(node, "decorator_list", []))
        if isinstance(node, ast.ClassDef):
            outer += [*node.bases, *(k.value for k in node.keywords)]
        else:
            outer += [*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]
        yield from _calls(outer)
        return
    for child in ast.iter_child_nodes(node):
        yield from _calls_of(child)
    yield node
