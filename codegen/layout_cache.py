"""Statements laid out by earlier runs, kept in the user's cache folder beside the names cache.

Laying statements out is a third of a regeneration, and it is a pure function of the
statement's text, its indentation and the layout code: the file is keyed by a hash of
layout.py and the Python version, so a changed layout starts afresh. Only a generator run
(``codegen.cli.render_all``) reads and writes it; a file that is not one is ignored.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from . import layout
from .names import cache_folder, read_cache, write_cache

MAX_STATEMENTS = 20_000  # beyond this the file starts again from the last run's new ones
_PATH: list[Path] = []  # where load() found (or would write) the file
_KEY: list[str] = []


def _where() -> tuple[Path, str] | None:
    folder = cache_folder()
    if folder is None:
        return None
    source = Path(layout.__file__)
    digest = hashlib.sha256(f"{sys.version}\0".encode() + source.read_bytes())
    location = hashlib.sha256(str(source).encode()).hexdigest()[:16]
    return folder / f"layout-{location}.json", digest.hexdigest()


def load() -> None:
    """Fill layout.remembered from the file, when there is one for this layout code."""
    where = _where()
    _PATH.clear()  # a run without a cache folder writes none, whatever an earlier run found
    _KEY.clear()
    if where is None:
        return
    path, key = where
    _PATH[:], _KEY[:] = [path], [key]
    data = read_cache(path, key) or {}
    entries = data.get("statements")
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


def save() -> None:
    """Write what this run laid out into the file (nothing when it learned nothing)."""
    if not layout.learned or not _PATH:
        return
    known = {**layout.remembered, **layout.learned}
    if len(known) > MAX_STATEMENTS:
        known = dict(layout.learned)
    entries = [
        [indent, text, list(lines), sorted(names)]
        for (text, indent), (lines, names) in sorted(known.items())
    ]
    write_cache(_PATH[0], {"key": _KEY[0], "statements": entries})
    layout.remembered.update(layout.learned)
    layout.learned.clear()
