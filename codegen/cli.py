"""The generator's command line: ``python -m codegen [--check] [--spec PATH] [--out DIR]``.

Installed, the same module is ``python -m derivgen.codegen``, and ``derivgen generate`` and
``derivgen check`` call :func:`run` with their own name, so every message names the command
the user typed.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib.util
import os
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from .model.errors import SpecErrors
from .write import (
    OutputError,
    Plan,
    apply,
    check_folder,
    locked,
    manifest_for,
    plan,
    remove_leftovers,
    sha256,
    up_to_date,
)

if TYPE_CHECKING:
    from .model.spec import Spec

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SPEC = ROOT / "derivatives.yaml"
DEFAULT_OUT = ROOT / "generated"
DEFAULT_DOCS = ROOT / "docs" / "ops.md"
TEMPLATES = ROOT / "templates"
# Installed, codegen sits in site-packages/derivgen, which it must never rewrite.
SOURCE_TREE = (ROOT / "pyproject.toml").is_file()

# Exit codes, documented in docs/spec.md ("What the generator guarantees").
EXIT_OK = 0
EXIT_SPEC = 1  # errors in the spec, or --check found files that differ
EXIT_OUTPUT = 2  # bad command line, or an output folder that cannot be written as asked
EXIT_INTERNAL = 3  # a bug in the generator
INTERNAL_ERROR = "internal error, please report it with the traceback above"
# The command as the user typed it: in a checkout `python -m codegen`, installed the module
# lives inside the derivgen package.
PROG = "python -m codegen" if __package__ == "codegen" else "python -m derivgen.codegen"


def display_path(path: Path) -> str:
    """The path as a user would type it: relative to the working directory when inside it."""
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def generator_fingerprint(chunk_size: int | None = None) -> str:
    """A hash of everything that decides the output besides the spec: code, templates, the
    chunk size asked for, and the bundled spec (which a spec saying ``extends: derivgen``
    calls into).

    Not the Python version: the output is the same text on every supported Python (CI checks
    the committed package on the lowest and the default one), so a manifest written on one
    is up to date on another.
    """
    digest = hashlib.sha256(b"derivgen codegen\0")
    if chunk_size is not None:  # None, the default, keeps the bundled manifest as it was
        digest.update(f"chunk size {chunk_size}\0".encode())
    here = Path(__file__).parent
    sources = sorted(here.rglob("*.py")) + sorted(TEMPLATES.glob("*.jinja"))
    sources.append(DEFAULT_SPEC)
    for path in sources:
        name = path.relative_to(here).as_posix() if path.is_relative_to(here) else path.name
        digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def render_all(
    spec: Spec, out: Path, docs: Path | None, chunk_size: int | None = None
) -> dict[Path, str]:
    """Every file the spec produces, keyed by its path."""
    from .caches import emit_cache, layout_cache
    from .render import CHUNK_SIZE, op_views, render_docs, render_package

    layout_cache.load()
    emit_cache.load()
    views = op_views(spec)  # shared by the package and the docs
    package = render_package(spec, views, chunk_size or CHUNK_SIZE)
    files = {out / name: text for name, text in package.items()}
    if docs is not None:
        files[docs] = render_docs(spec, views)
    layout_cache.save()
    emit_cache.save()
    return files


def run(
    spec_path: Path,
    out: Path | None,
    check: bool,
    docs: Path | None = None,
    chunk_size: int | None = None,
    prog: str = PROG,
    regenerate: str | None = None,
) -> int:
    """Generate (or check) one spec; print errors as file:line and return the exit code.

    Whatever goes wrong, the user sees one line per problem, never a traceback, except for
    a bug in the generator itself, which exits with EXIT_INTERNAL. Messages start with
    ``prog``; a failed check advises ``regenerate`` (by default ``prog`` with the same spec
    and folder).
    """
    # The generator makes millions of small objects (YAML nodes, ASTs, layout documents)
    # and no reference cycles that matter; the cyclic collector rescanned the growing heap
    # again and again (a sixth of a 1,000-op run), while reference counting frees the rest.
    collecting = gc.isenabled()
    gc.disable()
    try:
        if regenerate is None:
            regenerate = _command(prog, spec_path, out, chunk_size)
        return _run(spec_path, out, check, docs, chunk_size, prog, regenerate)
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130
    except Exception:
        traceback.print_exc()
        print(f"{prog}: {INTERNAL_ERROR}", file=sys.stderr)
        return EXIT_INTERNAL
    finally:
        if collecting:
            gc.enable()


def _command(prog: str, spec: Path, out: Path | None, chunk_size: int | None) -> str:
    """The command that regenerates a spec's package: prog with the same spec and folder."""
    words = [prog]
    if not _same_file(spec, DEFAULT_SPEC):
        words += ["--spec", display_path(spec)]
    if out is not None:
        words += ["--out", display_path(out)]
    if chunk_size is not None:
        words += ["--chunk-size", str(chunk_size)]
    return " ".join(words)


def _same_file(a: Path, b: Path) -> bool:
    return os.path.realpath(a) == os.path.realpath(b)


def _run(
    spec_path: Path,
    out: Path | None,
    check: bool,
    docs: Path | None,
    chunk_size: int | None,
    prog: str,
    regenerate: str,
) -> int:
    bundled = _same_file(spec_path, DEFAULT_SPEC)
    if out is None and not bundled:
        print(f"{prog}: give --out DIR for a spec of your own", file=sys.stderr)
        return EXIT_OUTPUT
    out = DEFAULT_OUT if out is None else out
    if _same_file(out, DEFAULT_OUT) and not bundled:
        print(
            f"{prog}: {display_path(out)} is the bundled package, generated only "
            f"from {display_path(DEFAULT_SPEC)}; give --out DIR for {display_path(spec_path)}",
            file=sys.stderr,
        )
        return EXIT_OUTPUT
    try:
        return _generate(spec_path, out, check, docs, chunk_size, regenerate)
    except OutputError as exc:
        outcome = "the package is incomplete; run again" if exc.partial else "nothing was changed"
        print(f"{prog}: {exc}; {outcome}.", file=sys.stderr)
        return EXIT_OUTPUT


def _generate(
    spec_path: Path,
    out: Path,
    check: bool,
    docs: Path | None,
    chunk_size: int | None,
    regenerate: str,
) -> int:
    display = display_path(spec_path)
    check_folder(out, writing=not check)
    generator = generator_fingerprint(chunk_size)
    try:
        spec_hash: str | None = sha256(spec_path.read_bytes())
    except OSError:
        spec_hash = None  # load_spec reports it
    extras = (docs,) if docs is not None else ()
    if spec_hash is not None and up_to_date(out, spec_hash, generator, extras):
        targets = [display_path(p) for p in (out, docs) if p is not None]
        done = f"{' and '.join(targets)} match the spec." if check else f"{targets[0]}: up to date"
        print(done)
        return EXIT_OK
    missing = [name for name in ("yaml", "jinja2") if importlib.util.find_spec(name) is None]
    if missing:  # a runtime-only install (numpy and scipy)
        raise OutputError(
            f"reading {display} needs {' and '.join(missing)}: "
            "pip install 'derivgen[generate]' (PyYAML and Jinja2)"
        )
    from .model.spec import load_spec  # NumPy and friends: only when the spec must be read

    try:
        spec = load_spec(spec_path, display)
    except SpecErrors as exc:
        for error in exc.errors:
            print(error, file=sys.stderr)
        count = len(exc.errors)
        print(f"{count} error{'s' if count > 1 else ''}; nothing was written.", file=sys.stderr)
        return EXIT_SPEC
    files = render_all(spec, out, docs, chunk_size)
    manifest = manifest_for(sha256(spec.text.encode("utf-8")), generator, files, out)
    if check:
        todo = plan(files, out, manifest)
        targets = [display_path(p) for p in (out, docs) if p is not None]
        return _report_check(todo, targets, regenerate)
    with locked(out):
        remove_leftovers({out, *(path.parent for path in files)})
        todo = plan(files, out, manifest)  # under the lock: another run may have just written
        apply(files, todo, manifest)
    written = len(todo.changed) + len(todo.stale)
    summary = f"{len(spec.ops)} ops; {len(todo.changed)} written, {len(todo.stale)} removed"
    print(f"{display_path(out)}: {summary}" if written else f"{display_path(out)}: up to date")
    return EXIT_OK


def _report_check(todo: Plan, targets: list[str], regenerate: str) -> int:
    if todo.clean and not todo.foreign:
        print(f"{' and '.join(targets)} match the spec.")
        return 0
    for path in todo.changed:
        state = "stale" if path.exists() else "missing"
        print(f"{state}: {display_path(path)}", file=sys.stderr)
    for path in todo.stale:
        print(f"orphaned: {display_path(path)}", file=sys.stderr)
    for path in todo.foreign:
        print(f"not written by the generator: {display_path(path)}", file=sys.stderr)
    print(f"Run '{regenerate}' to regenerate.", file=sys.stderr)
    return EXIT_SPEC


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Generate NumPy ops and derivatives from a spec."
    )
    parser.add_argument("--spec", type=Path, default=DEFAULT_SPEC, help="the spec (YAML)")
    parser.add_argument("--out", type=Path, default=None, help="the package directory to write")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    add_output_options(parser)
    return parser


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """``--docs`` and ``--chunk-size``, shared with ``derivgen generate`` and ``check``."""
    parser.add_argument("--docs", type=Path, default=None, help="where to write the op reference")
    parser.add_argument(
        "--chunk-size",
        type=_positive,
        default=None,
        metavar="N",
        help="ops per module (default 500); a spec of more ops is written as chunk modules "
        "that are imported when first used",
    )


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of ops, at least 1: {text!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    docs = args.docs
    bundled = args.out is None and _same_file(args.spec, DEFAULT_SPEC)
    if bundled and not SOURCE_TREE and not args.check:
        print(
            f"{PROG}: the bundled spec regenerates the installed package only in a "
            "source checkout; give --spec PATH --out DIR",
            file=sys.stderr,
        )
        return EXIT_OUTPUT
    if docs is None and bundled and SOURCE_TREE:
        docs = DEFAULT_DOCS  # the bundled spec keeps its reference in docs/
    return run(args.spec, args.out, args.check, docs, args.chunk_size)
