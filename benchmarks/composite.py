"""Composite gradients: one function, written once, differentiated by derivgen and each peer."""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from types import SimpleNamespace
from typing import Any

import numpy as np

from benchmarks import peers
from benchmarks.results import Entry
from benchmarks.timing import Settings, last_json_line, measure_side_by_side

Lib = SimpleNamespace  # xp: the array namespace; rowmax: the one call that differs by library


def chain(lib: Lib, x: Any) -> Any:
    """Ten element-wise ops, then a sum."""
    xp = lib.xp
    y = xp.sin(x)
    y = xp.tanh(y)
    y = xp.exp(0.5 * y)
    y = y * x
    y = y + x
    y = xp.cos(y)
    y = xp.square(y)
    y = xp.log1p(y)
    y = xp.arctan(y)
    y = xp.sqrt(y + 1.0)
    return xp.sum(y)


def log_softmax(lib: Lib, z: Any) -> Any:
    """Row-wise log-softmax from exp, sum and log, shifted by the row maximum for stability."""
    xp = lib.xp
    shifted = z - lib.rowmax(z)
    return shifted - xp.log(xp.sum(xp.exp(shifted), axis=1, keepdims=True))


def mlp(lib: Lib, w1: Any, b1: Any, w2: Any, b2: Any, x: Any, onehot: Any) -> Any:
    """Cross-entropy of a 2-layer MLP: tanh(x @ w1 + b1) @ w2 + b2, then log-softmax.

    Every library runs this same log-softmax built from max, exp, sum and log, so that none
    gets a fused kernel the others do not.
    """
    xp = lib.xp
    hidden = xp.tanh(x @ w1 + b1)
    logp = log_softmax(lib, hidden @ w2 + b2)
    return -xp.mean(xp.sum(onehot * logp, axis=1))


def energy(lib: Lib, x: Any) -> Any:
    """A smooth function of a vector with neighbour couplings: its Hessian is dense."""
    xp = lib.xp
    return (
        xp.sum(xp.tanh(x) ** 2) + xp.sum(xp.sin(x) * xp.exp(0.1 * x)) + xp.sum(x[:-1] * x[1:]) ** 2
    )


@dataclass(frozen=True)
class Problem:
    """A function with its inputs and the arguments to differentiate."""

    case: str
    size: str
    n: int
    fn: Callable[..., Any]
    args: tuple[np.ndarray, ...]
    argnums: tuple[int, ...]
    order: int = 1  # 2: the Hessian instead of the gradient

    @property
    def wrt(self) -> int | tuple[int, ...]:
        """argnums as each library's hessian takes it: one int (they differ on tuples)."""
        return self.argnums[0] if self.order == 2 else self.argnums


def problems(settings: Settings) -> list[Problem]:
    """The 10-op chain at two sizes, the MLP loss, and the Hessian of a 20-dim function."""
    rng = np.random.default_rng(0)
    out = [
        Problem(
            "10-op chain", f"{n:.0e}".replace("e+0", "e"), n, chain, (rng.uniform(-1, 1, n),), (0,)
        )
        for n in ((100, 10_000) if settings.quick else (100, 1_000_000))
    ]
    batch, width, classes = (8, 32, 10) if settings.quick else (64, 784, 10)
    hidden = 32 if settings.quick else 256
    params = (
        rng.standard_normal((width, hidden)) / np.sqrt(width),
        np.zeros(hidden),
        rng.standard_normal((hidden, classes)) / np.sqrt(hidden),
        np.zeros(classes),
    )
    data = (rng.standard_normal((batch, width)), np.eye(classes)[rng.integers(0, classes, batch)])
    size = f"{batch}×{width}→{hidden}→{classes}"
    out.append(Problem("MLP loss", size, batch * width, mlp, params + data, (0, 1, 2, 3)))
    n = 5 if settings.quick else 20
    out.append(Problem("Hessian", f"n = {n}", n, energy, (rng.standard_normal(n),), (0,), 2))
    return out


# ---------------------------------------------------------------- one runner per library
# A runner builds, from a problem, a call computing the gradients, and returns it with
# a way to read its result as NumPy arrays; it raises ImportError when the library is absent.

Built = tuple[Callable[[], Any], Callable[[Any], list[np.ndarray]]]


def _as_list(grads: Any) -> list[np.ndarray]:
    return [np.asarray(g) for g in (grads if isinstance(grads, tuple | list) else (grads,))]


def _np_rowmax(z: Any) -> Any:
    return np.max(z, axis=1, keepdims=True)


def _derivgen(compiled: bool) -> Callable[[Problem], Built]:
    def build(p: Problem) -> Built:
        import derivgen as dg

        derivative = dg.hessian if p.order == 2 else dg.grad
        fn = functools.partial(p.fn, Lib(xp=np, rowmax=_np_rowmax))
        grad = derivative(fn, argnums=p.wrt)
        if compiled:
            grad = dg.compile(grad)
        return (lambda: grad(*p.args)), _as_list

    return build


def hand_chain(x: np.ndarray) -> np.ndarray:
    """The chain's gradient written by hand in NumPy: the floor any autodiff pays on top of."""
    s = np.sin(x)
    t = np.tanh(s)
    e = np.exp(0.5 * t)
    a = e * x + x
    c = np.cos(a)
    q = np.square(c)
    lg = np.log1p(q)
    r = np.sqrt(np.arctan(lg) + 1.0)
    g = 0.5 / r / (1.0 + lg * lg) / (1.0 + q) * (2.0 * c) * -np.sin(a)
    return g * (1.0 + e) + g * x * e * 0.5 * (1.0 - t * t) * np.cos(x)


def _hand(p: Problem) -> Built:
    if p.fn is not chain:
        raise NotImplementedError("written by hand for the chain only")
    return (lambda: hand_chain(*p.args)), _as_list


def _autograd(p: Problem) -> Built:
    import autograd
    import autograd.numpy as anp

    lib = Lib(xp=anp, rowmax=functools.partial(anp.max, axis=1, keepdims=True))
    derivative = autograd.hessian if p.order == 2 else autograd.grad
    grad = derivative(functools.partial(p.fn, lib), argnum=p.wrt)
    return (lambda: grad(*p.args)), _as_list


def _torch(p: Problem) -> Built:
    import torch

    lib = Lib(xp=torch, rowmax=functools.partial(torch.amax, dim=1, keepdim=True))
    if p.order == 2:
        x = torch.from_numpy(p.args[0])
        hessian = torch.autograd.functional.hessian
        return (lambda: hessian(functools.partial(p.fn, lib), x)), lambda h: [h.numpy()]
    args = [torch.from_numpy(a).requires_grad_(i in p.argnums) for i, a in enumerate(p.args)]
    wrt = [args[i] for i in p.argnums]

    def call() -> Any:
        return torch.autograd.grad(p.fn(lib, *args), wrt)

    return call, lambda grads: [g.detach().numpy() for g in grads]


def _jax(jit: bool) -> Callable[[Problem], Built]:
    def build(p: Problem) -> Built:
        import jax
        import jax.numpy as jnp

        jax.config.update("jax_enable_x64", True)  # float64, as NumPy, derivgen and torch here
        lib = Lib(xp=jnp, rowmax=functools.partial(jnp.max, axis=1, keepdims=True))
        derivative = jax.hessian if p.order == 2 else jax.grad
        grad = derivative(functools.partial(p.fn, lib), argnums=p.wrt)
        grad = jax.jit(grad) if jit else grad
        args = [jnp.asarray(a) for a in p.args]
        return (lambda: jax.block_until_ready(grad(*args))), _as_list

    return build


@dataclass(frozen=True)
class Runner:
    """A library as it appears in the table."""

    label: str
    module: str  # imported first, to tell "not installed" from a failure
    build: Callable[[Problem], Built]


RUNNERS = (
    Runner("derivgen", "derivgen", _derivgen(compiled=False)),
    Runner("derivgen compiled", "derivgen", _derivgen(compiled=True)),
    Runner("numpy by hand", "numpy", _hand),
    Runner("autograd", "autograd", _autograd),
    Runner("torch", "torch", _torch),
    Runner("jax (jit)", "jax", _jax(jit=True)),
    Runner("jax (no jit)", "jax", _jax(jit=False)),
)
QUICK_SKIPS = ("jax (no jit)",)  # 20 ms a call whatever the size: too slow for the smoke test
NOISY = 1.5  # a row whose slowest run took this many times its fastest is flagged


def _close(ours: list[np.ndarray], theirs: list[np.ndarray]) -> bool:
    return len(ours) == len(theirs) and all(
        np.allclose(a, b, rtol=1e-6, atol=1e-9) for a, b in zip(ours, theirs, strict=True)
    )


def _problem_entries(p: Problem, settings: Settings) -> list[Entry]:
    """Every runner on one problem, timed interleaved in one loop."""
    calls: dict[str, Callable[[], Any]] = {}
    entries: dict[str, Entry] = {}
    reference: list[np.ndarray] | None = None
    for runner in RUNNERS:
        if settings.quick and runner.label in QUICK_SKIPS:
            entries[runner.label] = Entry(
                p.case, p.size, p.n, runner.label, status="not in --quick"
            )
            continue
        module, status = peers.load(runner.module)
        if module is None:
            entries[runner.label] = Entry(p.case, p.size, p.n, runner.label, status=status)
            continue
        try:
            call, to_numpy = runner.build(p)
            grads = to_numpy(call())
        except NotImplementedError as exc:
            entries[runner.label] = Entry(p.case, p.size, p.n, runner.label, status=str(exc))
            continue
        except Exception as exc:
            status = f"failed: {type(exc).__name__}: {str(exc)[:120]}"
            entries[runner.label] = Entry(p.case, p.size, p.n, runner.label, status=status)
            continue
        if reference is None:
            reference = grads
        elif not _close(reference, grads):
            entries[runner.label] = Entry(
                p.case, p.size, p.n, runner.label, note="gradient differs from derivgen's"
            )
        calls[runner.label] = call
    timings = measure_side_by_side(calls, settings)
    out = []
    for runner in RUNNERS:
        timing = timings.get(runner.label)
        entry = entries.get(runner.label)
        if timing is None:
            out.append(entry if entry is not None else Entry(p.case, p.size, p.n, runner.label))
            continue
        notes = [entry.note] if entry is not None and entry.note else []
        if timing.spread > NOISY:
            notes.append(f"noisy: slowest run ×{timing.spread:.1f} the fastest")
        out.append(Entry(p.case, p.size, p.n, runner.label, timing.median, note="; ".join(notes)))
    return out


# Environment that makes every library single-threaded. It must be set before NumPy, numexpr,
# torch or JAX is imported, so the measurement runs in a fresh process.
ONE_THREAD = {
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "NUMEXPR_NUM_THREADS": "1",
    "NUMEXPR_MAX_THREADS": "1",
    "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1",
}


def limit_threads() -> None:
    """One thread for torch, numexpr and BLAS in this process (ONE_THREAD did most of it)."""
    torch, _ = peers.load("torch")
    if torch is not None:
        torch.set_num_threads(1)
        torch.set_num_interop_threads(1)
    numexpr, _ = peers.load("numexpr")
    if numexpr is not None:
        numexpr.set_num_threads(1)
    try:
        from threadpoolctl import threadpool_limits

        threadpool_limits(1)
    except ImportError:
        pass


def measure_here(settings: Settings, one_thread: bool) -> list[Entry]:
    """Every problem through every runner, in this process (see ``run`` for the threads)."""
    if one_thread:
        limit_threads()
    return [e for p in problems(settings) for e in _problem_entries(p, settings)]


def thread_report() -> str:
    """The thread pools NumPy's BLAS, numexpr and torch use in this process."""
    parts = []
    try:
        from threadpoolctl import threadpool_info

        parts += [f"{i['internal_api']} {i['num_threads']}" for i in threadpool_info()]
    except ImportError:
        parts.append("threadpoolctl not installed")
    numexpr, _ = peers.load("numexpr")
    if numexpr is not None:
        parts.append(f"numexpr {numexpr.get_num_threads()}")
    torch, _ = peers.load("torch")
    if torch is not None:
        parts.append(f"torch {torch.get_num_threads()}")
    return ", ".join(parts)


@dataclass(frozen=True)
class CompositeResult:
    """The composite table for one threading setup."""

    threads: str  # "1 thread" or "default threads"
    pools: str  # the thread pools seen in the measuring process
    entries: list[Entry]


def _in_subprocess(settings: Settings, one_thread: bool) -> CompositeResult:
    env = dict(os.environ)
    if one_thread:
        env.update(ONE_THREAD)
    else:
        for name in ONE_THREAD:
            env.pop(name, None)
    code = "from benchmarks.composite import main; raise SystemExit(main())"
    args = [sys.executable, "-c", code, "--threads", "1" if one_thread else "0"]
    data = last_json_line(args + (["--quick"] if settings.quick else []), env)
    entries = [Entry(**e) for e in data["entries"]]
    return CompositeResult("1 thread" if one_thread else "default threads", data["pools"], entries)


def run(settings: Settings) -> list[CompositeResult]:
    """The single-threaded table, then the default-threads one (not with --quick)."""
    single = _in_subprocess(settings, one_thread=True)
    return [single] if settings.quick else [single, _in_subprocess(settings, one_thread=False)]


def main(argv: list[str] | None = None) -> int:
    import argparse

    from benchmarks.timing import Settings as Make

    parser = argparse.ArgumentParser(prog="python -m benchmarks.composite")
    parser.add_argument("--threads", type=int, default=0, help="1: single-threaded; 0: default")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    entries = measure_here(Make.make(args.quick), one_thread=args.threads == 1)
    data = {"pools": thread_report(), "entries": [asdict(e) for e in entries]}
    print(json.dumps(data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
