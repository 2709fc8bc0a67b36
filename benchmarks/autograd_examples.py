"""HIPS autograd's example programs run on derivgen and on autograd, their numbers compared.

``python -m benchmarks.autograd_examples PATH [NAME ...]``: PATH is an autograd checkout (its
``examples/`` folder). Each example runs twice in a fresh process, once with autograd itself
and once with ``benchmarks/autograd_shim`` first on ``sys.path`` (``autograd`` mapped onto
derivgen). In both runs matplotlib is a stub that draws nothing, MNIST is small synthetic data
of MNIST's shape, PNG images are synthetic arrays of the files' shapes, and iteration counts
are cut (optimizers and ``scipy.optimize.minimize`` to ``ITERS`` steps, ``range(N)`` loops
with a literal N to ``LOOP``, ``num_epochs`` to 1), so that each runs in seconds. The numbers
an example prints and the arrays it leaves in its globals are compared: each example
*agrees*, *differs*, *crashes*, or is *unsupported* (derivgen's shim refuses it with a
message naming what is missing). The time of each run (the example's own code, without
imports) gives derivgen / autograd.
"""

from __future__ import annotations

import ast
import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
SHIM = ROOT / "benchmarks" / "autograd_shim"
ITERS, LOOP, TRAIN, TEST = 10, 10, 512, 100
# Numbers as printed (not the digits of names such as np.float64); absolute differences below
# ATOL are rounding residues (a gradient at a stationary point), the examples' own numbers
# being O(1e-3) and up.
NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|\bnan\b|\binf\b")
ATOL = 1e-9
# Messages of refusals that name what the shim or derivgen lacks (the 'unsupported' verdict).
UNSUPPORTED = ("derivgen has no", "no derivgen equivalent", "autograd's tracing internals")


class _Stub:
    """matplotlib without drawing: every attribute and call gives another stub."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __getattr__(self, name: str) -> _Stub:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Stub()

    def __call__(self, *args: Any, **kwargs: Any) -> _Stub:
        return _Stub()

    def __iter__(self) -> Any:
        return iter(())

    def __getitem__(self, key: Any) -> _Stub:
        return _Stub()


def _png_shape(path: str) -> tuple[int, ...]:
    with open(path, "rb") as file:
        width, height, _depth, color = struct.unpack(">IIBB", file.read(26)[16:26])
    channels = {0: 0, 2: 3, 3: 3, 4: 2, 6: 4}[color]
    return (height, width, channels) if channels else (height, width)


def _imread(path: str, *args: Any, **kwargs: Any) -> np.ndarray:
    """A synthetic image of the file's shape, values in [0, 1] as matplotlib reads PNGs."""
    return np.random.default_rng(len(os.path.basename(path))).uniform(size=_png_shape(path))


def _stub_matplotlib() -> None:
    for name in ("matplotlib", "matplotlib.pyplot", "matplotlib.image", "matplotlib.cm"):
        module = types.ModuleType(name)
        module.__getattr__ = lambda attr: _Stub()  # type: ignore[method-assign]
        sys.modules[name] = module
    sys.modules["matplotlib.pyplot"].imread = _imread  # type: ignore[attr-defined]
    sys.modules["matplotlib.image"].imread = _imread  # type: ignore[attr-defined]


def _mnist() -> tuple[np.ndarray, ...]:
    """MNIST's shapes and dtypes (28×28 uint8 images, labels 0-9), TRAIN + TEST of them."""
    rng = np.random.default_rng(0)
    images = [rng.integers(0, 256, (n, 28, 28), dtype=np.uint8) for n in (TRAIN, TEST)]
    labels = [rng.integers(0, 10, n).astype(np.uint8) for n in (TRAIN, TEST)]
    return images[0], labels[0], images[1], labels[1]


def _capped(optimizer: Any) -> Any:
    def run(grad: Any, x0: Any, callback: Any = None, *args: Any, **kwargs: Any) -> Any:
        if args:
            args = (min(args[0], ITERS), *args[1:])
        else:
            kwargs["num_iters"] = min(kwargs.get("num_iters", ITERS), ITERS)
        return optimizer(grad, x0, callback, *args, **kwargs)

    return run


class _Seeded(np.random.RandomState):
    """RandomState() seeded with 0 when no seed is given, so both runs draw the same."""

    def __init__(self, seed: Any = None) -> None:
        super().__init__(0 if seed is None else seed)


def _seed_everything() -> None:
    default_rng = np.random.default_rng
    np.random.RandomState = _Seeded  # type: ignore[misc]
    np.random.default_rng = lambda seed=None: default_rng(0 if seed is None else seed)
    np.random.seed(0)


def _cap_iterations() -> None:
    import autograd.misc.optimizers as optimizers
    import scipy.optimize

    for name in ("adam", "sgd", "rmsprop"):
        setattr(optimizers, name, _capped(getattr(optimizers, name)))
    minimize = scipy.optimize.minimize

    def capped_minimize(*args: Any, options: Any = None, **kwargs: Any) -> Any:
        options = dict(options or {})
        options["maxiter"] = min(options.get("maxiter", ITERS), ITERS)
        return minimize(*args, options=options, **kwargs)

    scipy.optimize.minimize = capped_minimize


# Sizes the examples set as literals, cut: epochs over the data, a simulation's time steps.
CUT_NAMES = {"num_epochs": 1, "simulation_timesteps": 20}


class _Cut(ast.NodeTransformer):
    """``range(N)`` with a literal N above LOOP made ``range(LOOP)``, ``while`` loops run at
    most LOOP times, the CUT_NAMES set to their cut values."""

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id == "range" and len(node.args) == 1:
            (arg,) = node.args
            if isinstance(arg, ast.Constant) and isinstance(arg.value, int) and arg.value > LOOP:
                node.args = [ast.copy_location(ast.Constant(LOOP), arg)]
        return node

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        names = [t.id for t in node.targets if isinstance(t, ast.Name)]
        if len(names) == 1 and names[0] in CUT_NAMES and isinstance(node.value, ast.Constant):
            node.value = ast.copy_location(ast.Constant(CUT_NAMES[names[0]]), node.value)
        return node

    def visit_While(self, node: ast.While) -> ast.AST:
        """``while test: body`` run at most LOOP times (EM to convergence, ...)."""
        self.generic_visit(node)
        stop = ast.If(ast.UnaryOp(ast.Not(), node.test), [ast.Break()], [])
        loop = ast.For(ast.Name("_cut_iteration", ast.Store()),
                       ast.Call(ast.Name("range", ast.Load()), [ast.Constant(LOOP)], []),
                       [stop, *node.body], [])  # fmt: skip
        return ast.copy_location(loop, node)


def _leaves(value: Any, depth: int = 0) -> list[Any] | None:
    """The numeric leaves of a result tree; None for values that are not results."""
    if isinstance(value, (list, tuple)) and depth < 4:
        parts = [_leaves(v, depth + 1) for v in value]
    elif isinstance(value, dict) and depth < 4:
        parts = [_leaves(v, depth + 1) for _, v in sorted(value.items(), key=lambda kv: str(kv))]
    elif isinstance(value, np.ndarray) and value.dtype.kind in "fc":
        return [value]
    elif isinstance(value, float):
        return [value]
    elif type(value).__name__ in ("Box", "ForwardBox", "ArrayBox"):
        return [f"traced {type(value).__name__}"]
    else:
        return None
    found = [leaf for part in parts if part for leaf in part]
    return found or None


def _numbers(leaf: Any) -> list[float]:
    return [float(np.sum(np.abs(leaf))), float(np.sum(leaf).real)]


def _summary(namespace: dict[str, Any]) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for name, value in namespace.items():
        leaves = None if name.startswith("_") else _leaves(value)
        if leaves:
            out[name] = [leaf if isinstance(leaf, str) else _numbers(leaf) for leaf in leaves]
    return out


def prepare(mode: str) -> None:
    """This process made ready to run examples: the shim first (mode derivgen), stubs, caps."""
    if mode == "derivgen":
        sys.path.insert(0, str(SHIM))
    _stub_matplotlib()
    sys.modules["data_mnist"] = types.SimpleNamespace(mnist=_mnist)  # type: ignore[assignment]
    os.system = lambda command: 0  # the examples' ImageMagick calls
    _seed_everything()
    _cap_iterations()


def run(path: Path) -> dict[str, Any]:
    """Run one example in this prepared process: what it printed and left in its globals."""
    import contextlib
    import io

    folder = str(path.parent)
    sys.path.insert(0, folder)
    np.random.seed(0)
    tree = _Cut().visit(ast.parse(path.read_text(), str(path)))
    code = compile(ast.fix_missing_locations(tree), str(path), "exec")
    namespace: dict[str, Any] = {"__name__": "__main__", "__file__": str(path)}
    printed = io.StringIO()
    start = time.perf_counter()
    error = None
    try:
        with contextlib.redirect_stdout(printed):
            exec(code, namespace)
    except BaseException as exc:  # noqa: BLE001 (the verdict records any failure)
        error = f"{type(exc).__name__}: {exc}"[:600]
    seconds = time.perf_counter() - start
    sys.path.remove(folder)
    for name, module in list(sys.modules.items()):  # the example's helpers, fresh for the next
        if str(getattr(module, "__file__", "") or "").startswith(folder):
            del sys.modules[name]
    return {
        "error": error,
        "seconds": seconds,
        "printed": NUMBER.findall(printed.getvalue()),
        "globals": _summary(namespace),
        "autograd": str(getattr(sys.modules.get("autograd"), "__file__", "")),
    }


def run_isolated(paths: list[Path], mode: str, timeout: float = 600) -> list[dict[str, Any]]:
    """run() of each example in one fresh process, one BLAS thread, in a scratch directory."""
    env = {**os.environ, **{f"{k}_NUM_THREADS": "1" for k in ("OMP", "OPENBLAS", "MKL")}}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    command = [sys.executable, "-m", "benchmarks.autograd_examples", "--run", mode]
    command += [str(p) for p in paths]
    with tempfile.TemporaryDirectory() as scratch:
        try:
            done = subprocess.run(command, cwd=scratch, env=env, capture_output=True, text=True,
                                  timeout=timeout)  # fmt: skip
        except subprocess.TimeoutExpired:
            return [{"error": f"timeout after {timeout:.0f} s", "seconds": timeout}] * len(paths)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        return [{"error": f"process failed: {done.stderr[-600:]}", "seconds": 0.0}] * len(paths)
    return list(json.loads(lines[-1]))


def _unit(token: str) -> float:
    """One unit of the last digit printed (0.01 for '1.25', 1e-15 for '9.09e-13')."""
    mantissa, _, exponent = token.lower().partition("e")
    decimals = len(mantissa.partition(".")[2])
    return 10.0 ** (int(exponent or 0) - decimals) if "." in mantissa else 0.0


def _close(a: str, b: str, rtol: float) -> bool:
    """Two printed numbers equal to rtol, to one unit of the shorter one's last digit, or ATOL."""
    if a == b:
        return True
    x, y = float(a), float(b)
    if math.isnan(x) or math.isnan(y):
        return False
    return abs(x - y) <= rtol * max(abs(x), abs(y)) + max(_unit(a), _unit(b)) + ATOL


def compare(ours: dict[str, Any], theirs: dict[str, Any], rtol: float = 1e-6) -> tuple[str, str]:
    """The verdict (agrees, differs, crashes, unsupported, autograd fails) and a note."""
    if theirs["error"]:
        return "autograd fails", theirs["error"]
    if ours["error"]:
        unsupported = any(word in ours["error"] for word in UNSUPPORTED)
        return ("unsupported" if unsupported else "crashes"), ours["error"]
    a, b = ours["printed"], theirs["printed"]
    if len(a) != len(b):
        return "differs", f"printed {len(a)} numbers, autograd {len(b)}"
    for k, (x, y) in enumerate(zip(a, b, strict=True)):
        if not _close(x, y, rtol):
            return "differs", f"printed number {k}: {x} where autograd prints {y}"
    for name, leaves in theirs["globals"].items():
        mine = ours["globals"].get(name)
        if mine is None or len(mine) != len(leaves):
            return "differs", f"global {name}: {mine} where autograd has {leaves}"
        for m, t in zip(mine, leaves, strict=True):
            if isinstance(m, str) or not np.allclose(m, t, rtol=rtol * 10, atol=ATOL):
                return "differs", f"global {name}: {m} where autograd has {t}"
    return "agrees", f"{len(a)} printed numbers, {len(theirs['globals'])} globals"


def examples(checkout: Path) -> list[Path]:
    """The example programs (helpers that other examples import, like data.py, excluded)."""
    folder = checkout / "examples"
    helpers = {"__init__.py", "data.py", "data_mnist.py"}
    return sorted(p for p in folder.rglob("*.py") if p.name not in helpers)


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m benchmarks.autograd_examples")
    parser.add_argument("checkout", nargs="?", type=Path)
    parser.add_argument("names", nargs="*", help="example names (default: all)")
    parser.add_argument("--run", metavar="MODE", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.run:
        prepare(args.run)
        results = [run(Path(p)) for p in [args.checkout, *args.names]]
        print("\n" + json.dumps(results))
        return 0
    chosen = [p for p in examples(args.checkout) if not args.names or p.stem in args.names]
    print("| example | verdict | derivgen | autograd | ratio | note |")
    print("| --- | --- | --- | --- | --- | --- |")
    for path in chosen:
        (theirs,), (ours,) = run_isolated([path], "autograd"), run_isolated([path], "derivgen")
        verdict, note = compare(ours, theirs)
        ran = theirs["seconds"] and not ours["error"]
        ratio = f"×{ours['seconds'] / theirs['seconds']:.2f}" if ran else "—"
        print(f"| {path.stem} | {verdict} | {ours['seconds']:.2f} s | {theirs['seconds']:.2f} s "
              f"| {ratio} | {note[:160]} |", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
