"""The generator's command line: ``python -m codegen [--check] [--spec PATH] [--out DIR]``."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from .errors import SpecErrors
from .render import op_views, render_docs, render_package
from .spec import Spec, load_spec
from .write import Plan, apply, plan

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SPEC = ROOT / "derivatives.yaml"
DEFAULT_OUT = ROOT / "generated"
DEFAULT_DOCS = ROOT / "docs" / "ops.md"


def display_path(path: Path) -> str:
    """The path as a user would type it: relative to the working directory when inside it."""
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def render_all(spec: Spec, out: Path, docs: Path | None) -> dict[Path, str]:
    """Every file the spec produces, keyed by its path."""
    views = op_views(spec)  # shared by the package and the docs
    files = {out / name: text for name, text in render_package(spec, views).items()}
    if docs is not None:
        files[docs] = render_docs(spec, views)
    return files


def run(spec_path: Path, out: Path, check: bool, docs: Path | None = None) -> int:
    """Generate (or check) one spec; print errors as file:line and return the exit code."""
    display = display_path(spec_path)
    try:
        spec = load_spec(spec_path, display)
    except SpecErrors as exc:
        for error in exc.errors:
            print(error, file=sys.stderr)
        count = len(exc.errors)
        print(f"{count} error{'s' if count > 1 else ''}; nothing was written.", file=sys.stderr)
        return 1
    files = render_all(spec, out, docs)
    todo = plan(files, (out,))
    if check:
        return _report_check(todo, [display_path(p) for p in (out, docs) if p is not None])
    apply(files, todo)
    written = len(todo.changed) + len(todo.stale)
    summary = f"{len(spec.ops)} ops; {len(todo.changed)} written, {len(todo.stale)} removed"
    print(f"{display_path(out)}: {summary}" if written else f"{display_path(out)}: up to date")
    return 0


def _report_check(todo: Plan, targets: list[str]) -> int:
    if todo.clean:
        print(f"{' and '.join(targets)} match the spec.")
        return 0
    for path in todo.changed:
        state = "stale" if path.exists() else "missing"
        print(f"{state}: {display_path(path)}", file=sys.stderr)
    for path in todo.stale:
        print(f"orphaned: {display_path(path)}", file=sys.stderr)
    print("Run 'python -m codegen' to regenerate.", file=sys.stderr)
    return 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m codegen", description="Generate NumPy ops and derivatives from a spec."
    )
    parser.add_argument("--spec", type=Path, default=DEFAULT_SPEC, help="the spec (YAML)")
    parser.add_argument("--out", type=Path, default=None, help="the package directory to write")
    parser.add_argument("--docs", type=Path, default=None, help="where to write the op reference")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    out = args.out if args.out is not None else DEFAULT_OUT
    docs = args.docs
    if docs is None and args.out is None and args.spec.resolve() == DEFAULT_SPEC:
        docs = DEFAULT_DOCS  # the bundled spec keeps its reference in docs/
    return run(args.spec, out, args.check, docs)
