"""What the public names of NumPy, scipy.special and derivgen.numeric are, cached on disk.

Checking a spec asks of many dotted names (``np.linalg.det``, ``special.erf``,
``numeric.sum_to``) whether each is a public function, a constant, a module or a ufunc.
Importing the three libraries to answer is half of a bundled regeneration, so the answers
for every public name are kept in the user's cache folder (``$DERIVGEN_CACHE_DIR``, else
``$XDG_CACHE_HOME/derivgen``, else ``~/.cache/derivgen``), one file per library, keyed by
the library's location, version and files. A name the cache does not hold is looked up
in the library itself, so the cache can make a check faster but never different: it holds
only what a lookup in the same library files gave. Where the folder cannot be written (or
``DERIVGEN_CACHE_DIR`` is empty), every run imports.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import sys
import tempfile
import types
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

FORMAT = 2  # bump when the kinds or the file layout change
# Kinds of name: a ufunc is a callable whose kernels can write into ``out=`` (nin, nout).
MODULE, CALLABLE, CONSTANT, OTHER, UFUNC = "module", "callable", "constant", "other", "ufunc"
# NumPy namespaces a forward expression or a `numpy:` mirror may reach into (np.linalg.det).
NUMPY_SUBMODULES = ("linalg", "fft")
NUMPY_DEPTH = 3  # np.linalg.X at most in practice; deeper chains are looked up live
ROOTS = ("np", "scipy", "numeric")


def kind_of(obj: Any) -> str:
    """The kind of a looked-up object, as the checks distinguish them."""
    import numpy as np  # imported already: every object looked up comes with it

    if isinstance(obj, types.ModuleType):
        return MODULE
    if isinstance(obj, np.ufunc):
        core = " core" if obj.signature else ""  # a generalized ufunc (matmul, vecdot)
        return f"{UFUNC} {obj.nin} {obj.nout}{core}"
    if callable(obj):
        return CALLABLE
    if isinstance(obj, int | float) and not isinstance(obj, bool):
        return CONSTANT
    return OTHER


def is_public(name: str) -> bool:
    """Whether a name may be looked up at all: an identifier, not private, not a test runner."""
    return name.isidentifier() and not name.startswith("_") and name != "test"


def is_callable(kind: str | None) -> bool:
    return kind == CALLABLE or (kind or "").startswith(UFUNC)


def ufunc_arity(kind: str | None) -> tuple[int, int] | None:
    """(nin, nout) of a ufunc's kind, else None."""
    if kind is None or not kind.startswith(UFUNC):
        return None
    _, nin, nout, *_core = kind.split()
    return int(nin), int(nout)


def is_plain_ufunc(kind: str | None) -> bool:
    """Whether a kind is a ufunc acting element by element (not a generalized one)."""
    return ufunc_arity(kind) is not None and not (kind or "").endswith(" core")


# Looking a name up in the library itself.


def _root_object(root: str) -> Any:
    if root == "np":
        import numpy

        return numpy
    if root == "scipy":
        import scipy.special

        return scipy
    from derivgen import numeric

    return numeric


def live_kind(root: str, parts: list[str]) -> str | None:
    """The kind of ``root.parts`` found by importing; None when it is missing (or None).

    Under ``numeric`` only the names of its ``__all__`` count.
    """
    obj = _root_object(root)
    if root == "numeric" and (len(parts) != 1 or parts[0] not in obj.__all__):
        return None
    for part in parts:
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return kind_of(obj)


def _public_kinds(obj: Any, prefix: str) -> Iterator[tuple[str, str, Any]]:
    for name in dir(obj):
        if is_public(name):
            value = getattr(obj, name, None)
            if value is not None:
                yield f"{prefix}{name}", kind_of(value), value


def build(root: str) -> dict[str, str]:
    """Every public name under a root and its kind, dotted after the root ('linalg.det')."""
    obj = _root_object(root)
    kinds: dict[str, str] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # deprecated attributes warn when read
        if root == "numeric":
            for name in obj.__all__:
                value = getattr(obj, name, None)
                if value is not None:
                    kinds[name] = kind_of(value)
        elif root == "scipy":
            kinds.update((path, kind) for path, kind, _ in _public_kinds(obj.special, "special."))
        else:
            todo, seen = [(obj, "", 0)], {id(obj)}
            while todo:
                namespace, prefix, depth = todo.pop()
                for path, kind, value in _public_kinds(namespace, prefix):
                    kinds[path] = kind
                    name = path.rpartition(".")[2]
                    if name in NUMPY_SUBMODULES and depth < NUMPY_DEPTH and id(value) not in seen:
                        seen.add(id(value))
                        todo.append((value, f"{path}.", depth + 1))
    return kinds


# The cache files.


def cache_folder() -> Path | None:
    """$DERIVGEN_CACHE_DIR (as for compile's calibration; empty: no cache, None), else
    $XDG_CACHE_HOME/derivgen, else ~/.cache/derivgen; None when none can be named."""
    chosen = os.environ.get("DERIVGEN_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # the XDG spec says to ignore a relative path
        try:
            base = str(Path.home() / ".cache")
        except RuntimeError:
            return None
    return Path(base) / "derivgen"


def _package_files(name: str) -> tuple[Path, list[Path]] | None:
    """The folder of a top-level package, found without importing it, and the files whose
    change changes its public names."""
    found = importlib.util.find_spec(name)
    if found is None or not found.submodule_search_locations:
        return None
    folder = Path(next(iter(found.submodule_search_locations)))
    if name == "derivgen":  # numeric's names: its own files, and the package it imports
        return folder, sorted(folder.glob("*.py")) + sorted(folder.glob("numeric/*.py"))
    return folder, [folder / "__init__.py", folder / "version.py"]


def _fingerprint(files: list[Path], digest: Any) -> None:
    """Each file's path, size, time and bytes: derivgen's own files change without a version."""
    for path in files:
        try:
            stat = path.stat()
            digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
            digest.update(path.read_bytes())
        except OSError:
            digest.update(f"{path}\0missing\0".encode())


def cache_key(root: str) -> tuple[str, str] | None:
    """(the cache file's stem, the key its contents must carry), or None when the library's
    files cannot be found."""
    libraries = {
        "np": ("numpy",), "scipy": ("scipy", "numpy"), "numeric": ("derivgen", "numpy", "scipy")
    }  # fmt: skip
    digest = hashlib.sha256(f"{FORMAT} {sys.version}\0".encode())
    location = ""
    for library in libraries[root]:
        found = _package_files(library)
        if found is None:
            return None
        folder, files = found
        location = location or str(folder)
        _fingerprint(files, digest)
    stem = f"{root}-{hashlib.sha256(location.encode()).hexdigest()[:16]}"
    return stem, digest.hexdigest()


def read_cache(path: Path, key: str) -> dict[str, Any] | None:
    """A cache file's JSON object, or None when it is missing, unreadable or not for ``key``."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("key") == key else None


def write_cache(path: Path, data: dict[str, Any]) -> None:
    """Write a cache file atomically; a folder that cannot be written is left alone."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, sort_keys=True)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise


def _read(path: Path, key: str) -> dict[str, str] | None:
    kinds = (read_cache(path, key) or {}).get("kinds")
    if not isinstance(kinds, dict) or not all(
        isinstance(name, str) and isinstance(kind, str) for name, kind in kinds.items()
    ):
        return None
    return kinds


_catalogues: dict[str, dict[str, str] | None] = {}


def catalogue(root: str) -> dict[str, str] | None:
    """The kinds of a root's public names, from the cache (written on a miss) or None."""
    if root not in _catalogues:
        _catalogues[root] = _load(root)
    return _catalogues[root]


def _load(root: str) -> dict[str, str] | None:
    folder, key = cache_folder(), cache_key(root)
    if folder is None or key is None:
        return None
    path = folder / f"{key[0]}.json"
    kinds = _read(path, key[1])
    if kinds is None:
        kinds = build(root)
        write_cache(path, {"key": key[1], "kinds": kinds})
    return kinds


def kind(root: str, parts: list[str]) -> str | None:
    """The kind of ``root.parts`` ('np', ['linalg', 'det']), or None when it is missing.

    The caller has already refused the paths its check refuses by their spelling (private
    names, intermediate parts that are not namespaces); the cache answers for the public
    names it holds, the library itself for every other.
    """
    known = catalogue(root)
    if known is not None:
        found = known.get(".".join(parts))
        if found is not None:
            return found
    return live_kind(root, parts)
