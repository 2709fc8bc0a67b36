"""Which variant of a compiled function runs fastest on this machine: measured once, cached.

``dg.compile`` may write a function's code in several ways (plain NumPy, numexpr fusion,
cache-blocked loops) that compute the same values; which is fastest depends on the CPU
(numexpr's ``tanh`` is several times slower than NumPy's SIMD loop on some), the sizes and
the mix of ops. So the first call of a signature times every variant on its own arguments,
interleaved, and keeps the fastest (with ``backend="auto"``, when the whole function is to run
as native code once hot, only if that native code does not take over: ``whole.Hot``); a
fused variant must beat plain NumPy (``"off"``) by 5% or more, so that timing noise does not
pick it when they are as fast. The choice is cached per process and on disk, keyed by the
variants' source (shapes included), the library versions, numexpr's thread count and the
machine, so a later process with the same function skips the measurement. The file is
``$DERIVGEN_CACHE_DIR/calibration.json`` (default ``$XDG_CACHE_HOME/derivgen``, else
``~/.cache/derivgen``, as the generator's caches); setting
``DERIVGEN_CACHE_DIR`` to an empty string keeps the cache in memory only.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

BUDGET = 0.001  # seconds each timed run of a variant lasts at least (small functions loop)
ROUNDS = 3  # interleaved rounds; the fastest run of each variant counts
SLOW = 0.05  # seconds: a variant this slow is timed for two rounds only
MARGIN = 0.95  # a fused variant must take at most this much of plain NumPy's time to win
POLICY = "2"  # part of the key: a change of how variants are chosen invalidates old choices
_chosen: dict[str, str] = {}  # this process's choices, by key


def key(sources: dict[str, str]) -> str:
    """A digest of the variants' code and of what else decides their speed."""
    parts = [POLICY, platform.machine(), platform.processor(), str(os.cpu_count()), np.__version__]
    try:
        import numexpr

        parts += [numexpr.__version__, str(numexpr.get_num_threads())]
    except ImportError:
        parts.append("no numexpr")
    if "numba" in sources:  # Numba (which imports SciPy) only when a Numba variant competes
        from derivgen.compile import native

        parts.append(native.version())
    parts += [f"{name}\n{source}" for name, source in sorted(sources.items())]
    return hashlib.sha256("\n\n".join(parts).encode()).hexdigest()


def choose(variants: dict[str, Callable[..., Any]], args: tuple[Any, ...], digest: str) -> str:
    """The name of the fastest variant on ``args`` (a cached choice when there is one)."""
    known = made(digest)
    if known in variants:
        _chosen[digest] = known
        return known
    loops, best = {}, {}
    for name, run in variants.items():
        start = time.perf_counter()
        run(*args)  # a warm-up that also says how many calls make one timed run
        once = time.perf_counter() - start
        loops[name] = max(1, min(1000, int(BUDGET / max(once, 1e-9))))
        best[name] = once
    rounds = 2 if max(best.values()) > SLOW else ROUNDS
    for _ in range(rounds):
        for name, run in variants.items():
            start = time.perf_counter()
            for _ in range(loops[name]):
                run(*args)
            best[name] = min(best[name], (time.perf_counter() - start) / loops[name])
    chosen = min(best, key=best.__getitem__)
    if "off" in best and best[chosen] > MARGIN * best["off"]:
        chosen = "off"  # within the noise of the plain code: keep the simplest
    _chosen[digest] = chosen
    _store(digest, chosen)
    return chosen


def made(digest: str) -> str | None:
    """The choice made for these variants before, in this process or on disk (None: none)."""
    return _chosen.get(digest) or _load().get(digest)


def _path() -> Path | None:
    """The file in derivgen's cache folder, found as the generator finds it (codegen/model/
    names.py's cache_folder): $DERIVGEN_CACHE_DIR (empty: none), else $XDG_CACHE_HOME/derivgen,
    else ~/.cache/derivgen."""
    folder = os.environ.get("DERIVGEN_CACHE_DIR")
    if folder == "":
        return None
    if folder:
        return Path(folder) / "calibration.json"
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "derivgen" / "calibration.json"


def _load() -> dict[str, str]:
    path = _path()
    if path is None:
        return {}
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _store(digest: str, chosen: str) -> None:
    """Adds one choice to the file; a cache that cannot be written is only a slower start."""
    path = _path()
    if path is None:
        return
    data = _load()
    data[digest] = chosen
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(data))
        temporary.replace(path)
    except OSError:
        pass
