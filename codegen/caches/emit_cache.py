"""Formulas emitted by earlier runs, kept in the user's cache folder beside the layout cache.

Emitting a formula (rewriting its tree and unparsing it) is a fifth of a regeneration. What
it gives depends on the formula's text, its renames and shape reads, the calls table (every
op's name, mirror, arguments and module: ``Calls.digest``), the emitting code and Python's
``ast``: each entry is keyed by the first four, the file by a hash of emit/formula.py,
views/common.py and the Python version. A spec whose ops change starts afresh. Only a
generator run (``codegen.cli.render_all``) reads and writes it; a file that is not one is
ignored, and ``DERIVGEN_CACHE_DIR`` set empty turns it off.
"""

from __future__ import annotations

from pathlib import Path

from ..emit import formula
from ..views import common as view_common
from .memo_file import MemoFile

MAX_FORMULAS = 20_000
_FILE = MemoFile("emitted", [Path(formula.__file__), Path(view_common.__file__)], MAX_FORMULAS)


def load() -> None:
    """Fill view_common.remembered from the file, when there is one for this code."""
    entries = _FILE.load("formulas")
    if not isinstance(entries, dict):
        return
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in entries.items()):
        return  # not ours: ignore it all
    view_common.remembered.update(entries)


def save() -> None:
    """Write what this run emitted into the file (nothing when it learned nothing)."""
    _FILE.save("formulas", view_common.remembered, view_common.learned)
