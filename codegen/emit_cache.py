"""Formulas emitted by earlier runs, kept in the user's cache folder beside the layout cache.

Emitting a formula (rewriting its tree and unparsing it) is a fifth of a regeneration. What
it gives depends on the formula's text, its renames and shape reads, the calls table (every
op's name, mirror, arguments and module: ``Calls.digest``), the emitting code and Python's
``ast``: each entry is keyed by the first four, the file by a hash of formula.py,
view_common.py and the Python version. A spec whose ops change starts afresh. Only a
generator run (``codegen.cli.render_all``) reads and writes it; a file that is not one is
ignored, and ``DERIVGEN_CACHE_DIR`` set empty turns it off.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from . import formula, view_common
from .names import cache_folder, read_cache, write_cache

MAX_FORMULAS = 20_000  # beyond this the file starts again from the last run's new ones
_PATH: list[Path] = []  # where load() found (or would write) the file
_KEY: list[str] = []


def _where() -> tuple[Path, str] | None:
    folder = cache_folder()
    if folder is None:
        return None
    sources = [Path(formula.__file__), Path(view_common.__file__)]
    digest = hashlib.sha256(f"{sys.version}\0".encode())
    for source in sources:
        digest.update(source.read_bytes() + b"\0")
    location = hashlib.sha256(str(sources[0]).encode()).hexdigest()[:16]
    return folder / f"emitted-{location}.json", digest.hexdigest()


def load() -> None:
    """Fill view_common.remembered from the file, when there is one for this code."""
    where = _where()
    _PATH.clear()  # a run without a cache folder writes none, whatever an earlier run found
    _KEY.clear()
    if where is None:
        return
    path, key = where
    _PATH[:], _KEY[:] = [path], [key]
    entries = (read_cache(path, key) or {}).get("formulas")
    if not isinstance(entries, dict):
        return
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in entries.items()):
        return  # not ours: ignore it all
    view_common.remembered.update(entries)


def save() -> None:
    """Write what this run emitted into the file (nothing when it learned nothing)."""
    if not view_common.learned or not _PATH:
        return
    known = {**view_common.remembered, **view_common.learned}
    if len(known) > MAX_FORMULAS:
        known = dict(view_common.learned)
    write_cache(_PATH[0], {"key": _KEY[0], "formulas": known})
    view_common.remembered.update(view_common.learned)
    view_common.learned.clear()
