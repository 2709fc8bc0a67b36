"""One JSON file in the user's cache folder holding a memo of a pure generator function."""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..model.names import cache_folder, read_cache, write_cache


class MemoFile:
    """The file of one memo: named by ``prefix`` and keyed by the code its results depend on
    (``sources``) and the Python version. A run without a cache folder reads and writes none,
    whatever an earlier run in the process found."""

    def __init__(self, prefix: str, sources: Sequence[Path], limit: int) -> None:
        self.prefix = prefix
        self.sources = sources
        self.limit = limit  # beyond this many entries the file starts again from the new ones
        self.where: tuple[Path, str] | None = None

    def load(self, field: str) -> Any:
        """The stored entries of ``field``, or None; ``where`` is set for save()."""
        folder = cache_folder()
        if folder is None:
            self.where = None
            return None
        digest = hashlib.sha256(f"{sys.version}\0".encode())
        for source in self.sources:
            digest.update(source.read_bytes() + b"\0")
        location = hashlib.sha256(str(self.sources[0]).encode()).hexdigest()[:16]
        path, key = folder / f"{self.prefix}-{location}.json", digest.hexdigest()
        self.where = path, key
        return (read_cache(path, key) or {}).get(field)

    def save(
        self,
        field: str,
        remembered: dict[Any, Any],
        learned: dict[Any, Any],
        encode: Callable[[dict[Any, Any]], Any] = dict,
    ) -> None:
        """Write what this run learned, with what was remembered, then remember it."""
        if not learned or self.where is None:
            return
        known = {**remembered, **learned}
        if len(known) > self.limit:
            known = dict(learned)
        path, key = self.where
        write_cache(path, {"key": key, field: encode(known)})
        remembered.update(learned)
        learned.clear()
