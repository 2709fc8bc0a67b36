"""Reading the user's frames: which frame is the user's, its place, its call's source text.

The source text comes from ``co_positions`` where Python has it (3.11+). On Python 3.10 it is
read from the AST: the k-th call instruction of a code object is matched with the k-th call of
its scope's AST in evaluation order (a call after its function and arguments; nested
functions, lambdas, classes and comprehensions are code objects of their own), the k-th
STORE_SUBSCR with the k-th subscript assigned to. When the counts differ or the match is not
on the frame's line, nothing is returned: a message without the call's text, never one naming
the wrong call.
"""

from __future__ import annotations

import ast
import dis
import linecache
import sys
from collections.abc import Iterator, Sequence
from functools import lru_cache
from types import CodeType, FrameType
from typing import Any

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


# Frames of these packages are the conversion's machinery, not the user's call.
_LIBRARIES = (
    "numpy",
    "scipy",
    "derivgen.trace",  # the tape, dispatch, surface, these messages
    "derivgen.compile",
    "derivgen.batching",
    "derivgen.numpy",  # its wrappers of NumPy's functions
    "derivgen.ops",  # the registry, binding and SciPy names: their messages find the user
)


def _raised_by_derivgen(error: BaseException) -> bool:
    """Whether derivgen's own code raised ``error`` (its message already names the call)."""
    traceback = error.__traceback__
    while traceback is not None and traceback.tb_next is not None:
        traceback = traceback.tb_next
    if traceback is None:
        return False
    return bool(traceback.tb_frame.f_globals.get("__name__", "").startswith("derivgen."))


def _arguments(frame: FrameType) -> list[tuple[str, Any]]:
    """The (name, value) of each parameter of the function running in ``frame``, *args and
    **kwargs included."""
    code = frame.f_code
    count = code.co_argcount + code.co_kwonlyargcount
    count += bool(code.co_flags & 0x04) + bool(code.co_flags & 0x08)  # *args, **kwargs
    local = frame.f_locals
    return [(name, local[name]) for name in code.co_varnames[:count] if name in local]


def _holds_traced(value: Any, depth: int = 0) -> bool:
    """Whether a value is, or a list/tuple/dict (a few levels deep) holds, a traced array."""
    if hasattr(type(value), "__derivgen_apply__") or hasattr(type(value), "__derivgen_staged__"):
        return True
    if depth < 3 and isinstance(value, list | tuple):
        return any(_holds_traced(v, depth + 1) for v in value)
    if depth < 3 and isinstance(value, dict):
        return any(_holds_traced(v, depth + 1) for v in value.values())
    return False


def _user_frame() -> FrameType | None:
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and frame.f_globals.get("__name__", "").startswith(_LIBRARIES):
        frame = frame.f_back
    return frame


def _instruction(frame: FrameType) -> str | None:
    try:
        return dis.opname[frame.f_code.co_code[frame.f_lasti]]
    except IndexError:
        return None


def _expression(frame: FrameType) -> str | None:
    """The source text of the expression the frame is evaluating, when it can be read."""
    positions = getattr(frame.f_code, "co_positions", None)  # Python 3.11+
    if positions is None:
        return call_text(frame)
    try:
        line, end_line, column, end_column = list(positions())[frame.f_lasti // 2]
    except IndexError:
        return None
    if line is None or end_line is None or column is None or end_column is None:
        return None
    lines = [linecache.getline(frame.f_code.co_filename, n) for n in range(line, end_line + 1)]
    if not all(lines):
        return None
    lines[-1] = lines[-1].encode()[:end_column].decode(errors="replace")
    lines[0] = lines[0].encode()[column:].decode(errors="replace")
    return " ".join(part.strip() for part in lines)


def expression(frame: FrameType) -> str | None:
    """The source text of the call a frame is making (for dg.compile's messages)."""
    return _expression(frame)


def _place(frame: FrameType) -> str:
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"
