"""The ``derivgen`` command: generate, check, list, show and verify ops."""

from __future__ import annotations

import argparse
import ast
import importlib
import importlib.util
import inspect
import itertools
import os
import re
import sys
import textwrap
from collections import defaultdict
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import derivgen
from derivgen.ops import registry, scipy_names

LOCAL_SPEC = Path("derivatives.yaml")
LOCAL_OUT = Path("generated")
# Short names for categories, as NumPy's modules name them.
CATEGORY_ALIASES = {"linalg": "linear algebra", "nn": "neural network", "stats": "statistics"}


def _generate(args: argparse.Namespace, check: bool) -> int:
    """``generate`` and ``check``: the spec given, else ./derivatives.yaml, else the bundled one.

    Without a spec of the user's, ``check`` compares the bundled spec with the installed
    package; ``generate`` refuses, naming what it looked for, so that it never writes into
    the installed package.
    """
    from derivgen.codegen.cli import DEFAULT_DOCS, DEFAULT_SPEC, SOURCE_TREE, run

    command = "check" if check else "generate"
    spec: Path | None = args.spec
    if spec is None and LOCAL_SPEC.is_file():
        spec = LOCAL_SPEC
    if spec is None:
        if not check:
            print(
                f"derivgen generate: no {LOCAL_SPEC} in {Path.cwd()}; give --spec PATH "
                "(and --out DIR, by default ./generated)",
                file=sys.stderr,
            )
            return 2
        spec = DEFAULT_SPEC
    bundled = os.path.realpath(spec) == os.path.realpath(DEFAULT_SPEC)
    out = args.out
    if out is None and not bundled:
        out = LOCAL_OUT
    docs = args.docs
    if docs is None and bundled and out is None and SOURCE_TREE:
        docs = DEFAULT_DOCS
    if bundled and out is None and not check and not SOURCE_TREE:
        print(
            f"derivgen {command}: {spec} is the bundled spec of the installed package; "
            "give --out DIR to generate it elsewhere",
            file=sys.stderr,
        )
        return 2
    regenerate = ["derivgen generate"]
    if args.spec is not None:
        regenerate.append(f"--spec {args.spec}")
    if args.out is not None:
        regenerate.append(f"--out {args.out}")
    if args.chunk_size is not None:
        regenerate.append(f"--chunk-size {args.chunk_size}")
    return run(
        spec,
        out,
        check,
        docs,
        args.chunk_size,
        prog=f"derivgen {command}",
        regenerate=" ".join(regenerate),
    )


def _list(args: argparse.Namespace) -> int:
    """The ops by category, with counts; ``--category`` and ``--grep`` narrow them down."""
    try:
        pattern = re.compile(args.grep, re.IGNORECASE) if args.grep else None
    except re.error as exc:
        print(
            f"derivgen list: --grep {args.grep!r} is not a regular expression: {exc}",
            file=sys.stderr,
        )
        return 2
    wanted = args.category and CATEGORY_ALIASES.get(args.category.lower(), args.category.lower())
    groups: dict[str, list[str]] = defaultdict(list)
    for name, info in registry.ops().items():
        if wanted and wanted not in info.category.lower():
            continue
        if pattern and not (pattern.search(name) or pattern.search(info.numpy_name or "")):
            continue
        groups[info.category].append(name)
    if not groups:
        categories = sorted({info.category for info in registry.ops().values()})
        print(f"derivgen list: no op matches; the categories are: {', '.join(categories)}")
        return 1
    for category in sorted(groups):
        names = sorted(groups[category])
        print(f"{category} ({len(names)}): {', '.join(names)}")
    total = sum(len(names) for names in groups.values())
    print(f"{_count(total, 'op')} in {_count(len(groups), 'category', 'categories')}")
    return 0


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else many or one + 's'}"


def resolve(name: str) -> Any:
    """The OpInfo a command-line name means: an op name, ``np.tanh``, ``linalg.solve``, ...

    Raises TypeError naming the closest ops when nothing matches.
    """
    info = registry.find(name)
    if info is not None:
        return info
    bare = name.removeprefix("numpy.").removeprefix("np.").removeprefix("derivgen.")
    for info in registry.ops().values():
        if info.numpy_name in (bare, name):
            return info
    route = scipy_names.route_at(name)
    if route is not None and route.op in registry.ops():
        return registry.ops()[route.op]
    return registry.lookup(bare)


def show_text(info: Any, generated: bool = False) -> str:
    """What `derivgen show OP` prints: the backward as the plain function its formulas
    become, or, with ``generated``, the generated source with its fast paths."""
    lines = [info.signature, f"  defined at {info.spec}:{info.line}"]
    if info.numpy_name:
        prefix = "" if info.numpy_name.startswith("scipy.") else "np."
        lines.append(f"  mirrors {prefix}{info.numpy_name}")
    lines.append("backward formulas:")
    lines += [f"  {inputs}: {text}" for inputs, text in info.formulas.items()]
    lines.append(f"forward mode ({info.jvp_kind}): {info.jvp_formula}")
    saved = ", ".join(info.saved) or "nothing"
    lines.append(f"the backward saves: {saved}")
    lines.append(f"batching (vmap): {info.batch} - {_batch_meaning(info.batch)}")
    for engine, message in info.engines.items():
        lines.append(f"not on {engine}: {message}")
    for engine, spelling in info.engine_forwards.items():
        lines.append(f"on {engine}: {spelling}")
    if info.conventions:
        lines.append(f"conventions: {info.conventions}")
    if generated:
        lines.append("generated backward (with its in-place and numexpr fast paths):")
        source = inspect.getsource(info.backward)
    else:
        lines.append("backward (the formulas as a plain function; --generated: the optimised one):")
        source = plain_backward(info.backward)
    lines += ["  " + line for line in source.rstrip().splitlines()]
    lines.append(_symbolic_line(info))
    return "\n".join(lines)


def plain_backward(function: Callable[..., Any]) -> str:
    """A generated backward's source without its fast paths (the ``if`` blocks that test
    ``kernels.``: in place on large arrays, numexpr) and without its docstring: what its
    formulas become, which is what the fast paths compute too."""
    lines = inspect.getsource(function).splitlines()
    definition = ast.parse(textwrap.dedent("\n".join(lines))).body[0]
    assert isinstance(definition, ast.FunctionDef)  # inspect.getsource of a generated def
    dropped: set[int] = set()
    for statement in definition.body:
        docstring = statement is definition.body[0] and isinstance(statement, ast.Expr)
        fast = isinstance(statement, ast.If) and any(
            isinstance(node, ast.Name) and node.id == "kernels" for node in ast.walk(statement.test)
        )
        if docstring or fast:
            dropped.update(range(statement.lineno - 1, (statement.end_lineno or 0)))
    return "\n".join(line for n, line in enumerate(lines) if n not in dropped) + "\n"


def _batch_meaning(rule: str) -> str:
    from derivgen.codegen.model.batching import RULES

    return RULES.get(rule.partition("(")[0], "a rule this version of derivgen does not know")


def _symbolic_line(info: Any) -> str:
    from derivgen.checking.verify import check_symbolic

    outcome = check_symbolic(info)
    if outcome.agrees is True:
        return f"verified symbolically: yes. {outcome.detail}"
    if outcome.agrees is False:
        return f"verified symbolically: NO, the formula looks wrong. {outcome.detail}"
    return f"verified symbolically: no ({outcome.detail})"


def latex_line(info: Any) -> str:
    """The op's derivative in LaTeX, ``\\frac{d}{dx} f(x) = f'(x)``, as SymPy differentiates it.

    The forward is read into SymPy as `verify` reads it (derivgen/checking/symbolic.py), so
    this exists for the unary elementwise ops whose functions SymPy knows; `show`'s line
    "verified symbolically" says whether the spec's formula agrees. Otherwise ValueError.
    """
    if not info.elementwise or len(info.inputs) != 1 or len(info.outputs) != 1:
        raise ValueError(f"{info.name} is not a unary elementwise op")
    try:
        import sympy
    except ImportError:
        raise ValueError("--latex needs SymPy (pip install sympy)") from None
    from derivgen.checking import symbolic

    x = sympy.Symbol("x", real=True)
    forward = symbolic.forward_expression(info, x)
    return (
        f"derivative (LaTeX): \\frac{{d}}{{dx}} {sympy.latex(forward)} = "
        f"{sympy.latex(sympy.diff(forward, x))}"
    )


def _show(args: argparse.Namespace) -> int:
    from derivgen.solvers.rules import all_rules, rule_text

    solver = all_rules().get(args.op)
    if solver is not None:
        print(rule_text(solver))
        return 0
    try:
        info = resolve(args.op)
    except TypeError as exc:
        print(f"derivgen: {exc}", file=sys.stderr)
        return 2
    latex = None
    if args.latex:  # checked first: nothing is printed when it cannot be given
        try:
            latex = latex_line(info)
        except ValueError as exc:
            print(f"derivgen: show {args.op} --latex: {exc}", file=sys.stderr)
            return 2
    print(show_text(info, generated=args.generated))
    if latex is not None:
        print(latex)
    return 0


def _load_package(folder: Path) -> Any:
    """A generated package in a folder (see ``derivgen generate --out``), imported."""
    init = folder / "__init__.py"
    if not init.is_file():
        raise FileNotFoundError(f"{folder} holds no generated package (no __init__.py)")
    name = f"_derivgen_verified_package_{next(_LOADED)}"  # one name per load: no stale modules
    where = [str(folder)]
    spec = importlib.util.spec_from_file_location(name, init, submodule_search_locations=where)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(f"{folder} cannot be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_LOADED = itertools.count()
RESULT = {True: "ok", False: "FAIL", None: "-"}


def _verify(args: argparse.Namespace) -> int:

    try:
        package = _load_package(args.generated) if args.generated else None
    except (FileNotFoundError, ImportError) as exc:
        print(f"derivgen verify: {exc}", file=sys.stderr)
        return 2
    if package is None:
        package_registry = importlib.import_module("derivgen.generated.registry")
        return _verify_ops(args, package_registry.OPS, package_registry.SPEC_FILE)
    # Second order traces the backward, so the runtime must use the package's rules.
    registry.register(package, replace=True)
    try:
        return _verify_ops(args, package.registry.OPS, package.registry.SPEC_FILE)
    finally:
        registry.unregister(package)


def _verify_ops(args: argparse.Namespace, ops: Mapping[str, Any], spec_file: str) -> int:
    from derivgen.checking.verify import verify_op

    names = list(args.ops) or sorted(ops)
    unknown = [n for n in names if n not in ops]
    infos = []
    for name in names:
        if name in unknown and not args.generated:
            try:
                infos.append(resolve(name))
            except TypeError as exc:
                print(f"derivgen verify: {exc}", file=sys.stderr)
                return 2
        elif name in unknown:
            print(f"derivgen verify: {name!r} is not an op of {args.generated}", file=sys.stderr)
            return 2
        else:
            infos.append(ops[name])
    width = max(len(info.name) for info in infos)
    header = f"{'op':<{width}}  {'spec line':<22}  first order  second order  SymPy"
    print(header)
    failures = []
    for info in infos:
        findings = verify_op(info, symbolic=not args.no_sympy)
        failures += [f for f in findings if f.ok is False]

        def column(check: str, found: list[Any] = findings) -> str:
            results = [f.ok for f in found if f.check == check]
            if not results:
                return RESULT[None]
            if False in results:
                return RESULT[False]
            return f"ok ({len(results)})" if None not in results else RESULT[None]

        where = f"{spec_file}:{info.line}"
        print(
            f"{info.name:<{width}}  {where:<22}  {column('first order'):<11}  "
            f"{column('second order'):<12}  {column('SymPy')}"
        )
    for failure in failures:
        case = f" {failure.case}:" if failure.case else ""
        print(
            f"{spec_file}:{failure.line}: {failure.op}:{case} {failure.check}: {failure.detail}",
            file=sys.stderr,
        )
    checked = len(infos)
    if failures:
        ops_failed = sorted({f.op for f in failures})
        print(
            f"{len(ops_failed)} of {checked} ops failed: {', '.join(ops_failed)}", file=sys.stderr
        )
        return 1
    print(f"{checked} ops verified")
    return 0


def _demo(args: argparse.Namespace) -> int:
    from derivgen.cli.demo import main as demo

    return demo()


def build_parser() -> argparse.ArgumentParser:
    from derivgen.codegen.cli import add_output_options

    parser = argparse.ArgumentParser(prog="derivgen", description=__doc__)
    parser.add_argument("--version", action="version", version=f"derivgen {derivgen.__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name, help_text in (
        ("generate", "generate a package from ./derivatives.yaml or --spec"),
        ("check", "exit 1 if a generated package does not match its spec"),
    ):
        sub = commands.add_parser(name, help=help_text)
        sub.add_argument(
            "--spec",
            type=Path,
            default=None,
            help=f"the spec (default: ./{LOCAL_SPEC} if there is one, else the bundled spec "
            "for check)",
        )
        sub.add_argument(
            "--out", type=Path, default=None, help=f"the package folder (default: ./{LOCAL_OUT})"
        )
        add_output_options(sub)
        sub.set_defaults(func=lambda a, check=(name == "check"): _generate(a, check))
    listing = commands.add_parser("list", help="list the ops by category")
    listing.add_argument("--category", help="only the categories whose name contains this")
    listing.add_argument("--grep", help="only the ops whose name matches this regular expression")
    listing.set_defaults(func=_list)
    show = commands.add_parser("show", help="show an op's formulas and generated backward")
    show.add_argument(
        "op", help="an op name, the NumPy function it mirrors (np.tanh), or a solver (odeint)"
    )
    show.add_argument(
        "--latex", action="store_true", help="also print the derivative in LaTeX (needs SymPy)"
    )
    show.add_argument(
        "--generated",
        action="store_true",
        help="print the generated backward with its fast paths instead of the plain function",
    )
    show.set_defaults(func=_show)
    verify = commands.add_parser(
        "verify", help="check ops' derivatives from the tests: of their spec entries"
    )
    verify.add_argument("ops", nargs="*", metavar="OP", help="the ops to check (default: all)")
    verify.add_argument(
        "--generated", type=Path, default=None, help="a generated package folder to check instead"
    )
    verify.add_argument("--no-sympy", action="store_true", help="skip the SymPy comparison")
    verify.set_defaults(func=_verify)
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
    command: Callable[[argparse.Namespace], int] = args.func
    try:
        code = int(command(args))
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`derivgen list | head`): stop quietly, as other tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    return code
