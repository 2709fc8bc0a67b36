"""The one way spec text reaches generated files: as a literal, or as escaped docstring text."""

from __future__ import annotations

import math


def _escape_unprintable(text: str) -> str:
    """Backslash escapes for every character that could end a line or hide text."""
    return "".join(
        char if char.isprintable() else char.encode("unicode_escape").decode("ascii")
        for char in text
    )


def docstring_line(text: str) -> str:
    """One line of a generated docstring that no text can close or extend.

    The docstring is an ordinary string literal: a backslash is doubled, control
    characters become escapes, and a quote is escaped when another quote or the end of
    the line follows it, so no two unescaped quotes ever meet. Python reads the line back
    as exactly ``text``.
    """
    escaped = text.replace("\\", "\\\\")
    if not escaped.isprintable():
        escaped = _escape_unprintable(escaped)
    if '"' not in escaped:
        return escaped  # the common case, without looking at each character
    out: list[str] = []
    for i, char in enumerate(escaped):
        following = escaped[i + 1 : i + 2]
        out.append('\\"' if char == '"' and following in ('"', "") else char)
    return "".join(out)


def comment_text(text: str) -> str:
    """Text for a ``#`` comment: on one line whatever it holds."""
    return _escape_unprintable(text)


def py_literal(value: object) -> str:
    """A Python literal for plain data (str, int, float, bool, None, list, tuple, dict).

    Strings take double quotes unless that needs more escapes, as ``ruff format`` writes
    them; YAML mappings print as ordinary dicts. Anything else is a bug upstream: the spec
    validator admits only plain data.
    """
    if value is None or isinstance(value, bool | int):
        return repr(value)
    if isinstance(value, float):
        return repr(value) if math.isfinite(value) else f'float("{value}")'
    if isinstance(value, str):
        text = repr(value)
        if text.startswith("'") and '"' not in value:
            text = '"' + text[1:-1].replace("\\'", "'") + '"'
        return text
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + "".join(f"{py_literal(v)}, " for v in value) + ")"
    raise TypeError(f"not plain data: {type(value).__name__}")
