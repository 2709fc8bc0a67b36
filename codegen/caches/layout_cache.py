"""Statements laid out by earlier runs, kept in the user's cache folder beside the names cache.

Laying statements out is a third of a regeneration, and it is a pure function of the
statement's text, its indentation and the layout code: the file is keyed by a hash of
layout.py and the Python version, so a changed layout starts afresh. Only a generator run
(``codegen.cli.render_all``) reads and writes it; a file that is not one is ignored.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..emit import document, layout, syntax
from .memo_file import MemoFile

MAX_STATEMENTS = 20_000
_FILE = MemoFile(
    "layout", [Path(str(m.__file__)) for m in (layout, document, syntax)], MAX_STATEMENTS
)


def load() -> None:
    """Fill layout.remembered from the file, when there is one for this layout code."""
    entries = _FILE.load("statements")
    if not isinstance(entries, list):
        return
    for entry in entries:
        # [indent, text, lines, names]; anything else means the file is not ours: ignore it.
        if not (isinstance(entry, list) and len(entry) == 4):
            layout.remembered.clear()
            return
        indent, text, lines, names = entry
        if not (
            isinstance(indent, int)
            and isinstance(text, str)
            and isinstance(lines, list)
            and isinstance(names, list)
            and all(isinstance(line, str) for line in lines)
            and all(isinstance(name, str) for name in names)
        ):
            layout.remembered.clear()
            return
        layout.remembered[text, indent] = tuple(lines), frozenset(names)


def _entries(known: dict[Any, Any]) -> list[list[Any]]:
    return [
        [indent, text, list(lines), sorted(names)]
        for (text, indent), (lines, names) in sorted(known.items())
    ]


def save() -> None:
    """Write what this run laid out into the file (nothing when it learned nothing)."""
    _FILE.save("statements", layout.remembered, layout.learned, _entries)
