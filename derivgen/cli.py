"""The ``derivgen`` command: generate, check, list and show ops."""

from __future__ import annotations

import argparse
import inspect
import os
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from derivgen import registry


def _generate(args: argparse.Namespace, check: bool) -> int:
    from derivgen.codegen.cli import DEFAULT_DOCS, DEFAULT_OUT, DEFAULT_SPEC, run

    default = args.out is None and args.spec.resolve() == DEFAULT_SPEC
    return run(args.spec, args.out or DEFAULT_OUT, check, DEFAULT_DOCS if default else None)


def _list(args: argparse.Namespace) -> int:
    groups: dict[str, list[str]] = defaultdict(list)
    for name, info in registry.ops().items():
        groups[info.category].append(name)
    for category in sorted(groups):
        names = sorted(groups[category])
        print(f"{category} ({len(names)}): {', '.join(names)}")
    print(f"{len(registry.ops())} ops in {len(groups)} categories")
    return 0


def show_text(info: Any) -> str:
    """What `derivgen show OP` prints."""
    lines = [info.signature, f"  defined at {info.spec}:{info.line}"]
    if info.numpy_name:
        prefix = "" if info.numpy_name.startswith("scipy.") else "np."
        lines.append(f"  mirrors {prefix}{info.numpy_name}")
    lines.append("backward formulas:")
    lines += [f"  {inputs}: {text}" for inputs, text in info.formulas.items()]
    lines.append(f"forward mode ({info.jvp_kind}): {info.jvp_formula}")
    saved = ", ".join(info.saved) or "nothing"
    lines.append(f"the backward saves: {saved}")
    if info.conventions:
        lines.append(f"conventions: {info.conventions}")
    lines.append("generated backward:")
    lines += ["  " + line for line in inspect.getsource(info.backward).rstrip().splitlines()]
    symbolic = _symbolic(info)
    if symbolic:
        lines += symbolic
    return "\n".join(lines)


def _symbolic(info: Any) -> list[str]:
    try:
        from derivgen.symbolic import derivative
    except ImportError:
        return []
    try:
        expr = derivative(info)
    except (ImportError, ValueError):
        return []
    import sympy

    return [f"derivative (SymPy): {expr}", f"derivative (LaTeX): {sympy.latex(expr)}"]


def _show(args: argparse.Namespace) -> int:
    try:
        info = registry.lookup(args.op)
    except TypeError as exc:
        print(f"derivgen: {exc}", file=sys.stderr)
        return 2
    print(show_text(info))
    return 0


def _demo(args: argparse.Namespace) -> int:
    from derivgen.demo import main as demo

    return demo()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="derivgen", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    for name, help_text in (
        ("generate", "regenerate generated/ from derivatives.yaml"),
        ("check", "exit 1 if generated/ does not match derivatives.yaml"),
    ):
        sub = commands.add_parser(name, help=help_text)
        sub.add_argument(
            "--spec", type=Path, default=Path(__file__).parent.parent / "derivatives.yaml"
        )
        sub.add_argument("--out", type=Path, default=None)
        sub.set_defaults(func=lambda a, check=(name == "check"): _generate(a, check))
    listing = commands.add_parser("list", help="list the ops by category")
    listing.set_defaults(func=_list)
    show = commands.add_parser("show", help="show an op's formulas and generated backward")
    show.add_argument("op")
    show.set_defaults(func=_show)
    for sub in (listing, show):
        sub.add_argument(
            "--package",
            action="append",
            default=[],
            metavar="NAME",
            help="register this package generated from your own spec first (repeatable)",
        )
    commands.add_parser("demo", help="query backwards by name and check them").set_defaults(
        func=_demo
    )
    return parser


def _register(packages: list[str]) -> str | None:
    """Register packages named on the command line; the error to print, if any."""
    if packages and "" not in sys.path and os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())  # as `python -c` would, so ./mypkg is found
    for name in packages:
        try:
            registry.register(name)
        except ImportError as exc:
            return f"cannot import package {name!r}: {exc}"
        except (TypeError, ValueError) as exc:
            return str(exc)
    return None


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    problem = _register(getattr(args, "package", []))
    if problem is not None:
        print(f"derivgen: {problem}", file=sys.stderr)
        return 2
    return int(args.func(args))
