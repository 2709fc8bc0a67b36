"""Composite gradients: one function, written once, differentiated by derivgen and each peer."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import numpy as np

from benchmarks import peers
from benchmarks.results import Entry
from benchmarks.timing import Settings, measure

Lib = SimpleNamespace  # xp: the array namespace; rowmax, log_softmax: what differs by library


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
    """Cross-entropy of a 2-layer MLP: tanh(x @ w1 + b1) @ w2 + b2, then log-softmax."""
    xp = lib.xp
    hidden = xp.tanh(x @ w1 + b1)
    logp = lib.log_softmax(hidden @ w2 + b2)
    return -xp.mean(xp.sum(onehot * logp, axis=1))


@dataclass(frozen=True)
class Problem:
    """A function with its inputs and the arguments to differentiate."""

    case: str
    size: str
    n: int
    fn: Callable[..., Any]
    args: tuple[np.ndarray, ...]
    argnums: tuple[int, ...]


def problems(settings: Settings) -> list[Problem]:
    """The 10-op chain at two sizes and the MLP loss."""
    rng = np.random.default_rng(0)
    out = [
        Problem(
            "10-op chain", f"{n:.0e}".replace("e+0", "e"), n, chain, (rng.uniform(-1, 1, n),), (0,)
        )
        for n in ((100, 10_000) if settings.quick else (100, 1_000_000))
    ]
    batch, width, classes = (8, 32, 10) if settings.quick else (64, 256, 10)
    params = (
        rng.standard_normal((width, width)) / np.sqrt(width),
        np.zeros(width),
        rng.standard_normal((width, classes)) / np.sqrt(width),
        np.zeros(classes),
    )
    data = (rng.standard_normal((batch, width)), np.eye(classes)[rng.integers(0, classes, batch)])
    size = f"batch {batch}, width {width}"
    out.append(Problem("MLP loss", size, batch * width, mlp, params + data, (0, 1, 2, 3)))
    return out


# ---------------------------------------------------------------- one runner per library
# A runner builds, from a problem, a call computing the gradients, and returns it with
# a way to read its result as NumPy arrays; it raises ImportError when the library is absent.

Built = tuple[Callable[[], Any], Callable[[Any], list[np.ndarray]]]


def _as_list(grads: Any) -> list[np.ndarray]:
    return [np.asarray(g) for g in (grads if isinstance(grads, tuple | list) else (grads,))]


@functools.cache
def registered_log_softmax() -> Callable[[Any], Any] | None:
    """derivgen's own log_softmax op, if it is registered and computes the row-wise one.

    While it is not, every library runs the log-softmax built from max, exp, sum and log;
    once it is, every library runs its own (autograd: z - logsumexp(z)).
    """
    import derivgen as dg

    if "log_softmax" not in dg.list_ops():
        return None
    forward = dg.op_info("log_softmax").forward
    z = np.random.default_rng(1).standard_normal((3, 4))
    try:
        agrees = np.allclose(forward(z), log_softmax(Lib(xp=np, rowmax=_np_rowmax), z))
    except Exception:
        agrees = False
    return forward if agrees else None


def _np_rowmax(z: Any) -> Any:
    return np.max(z, axis=1, keepdims=True)


def _lib(xp: Any, rowmax: Callable[[Any], Any], native: Callable[[Any], Any]) -> Lib:
    lib = Lib(xp=xp, rowmax=rowmax)
    own = registered_log_softmax() is not None
    lib.log_softmax = native if own else functools.partial(log_softmax, lib)
    return lib


def _derivgen(p: Problem) -> Built:
    import derivgen as dg

    # max is used for stability only where derivgen registers it: the shift cancels anyway.
    rowmax = _np_rowmax if "max" in dg.list_ops() else (lambda z: 0.0)
    lib = _lib(np, rowmax, registered_log_softmax())
    grad = dg.grad(functools.partial(p.fn, lib), argnums=p.argnums)
    return (lambda: grad(*p.args)), _as_list


def _autograd(p: Problem) -> Built:
    import autograd
    import autograd.numpy as anp
    from autograd.scipy.special import logsumexp

    rowmax = functools.partial(anp.max, axis=1, keepdims=True)
    lib = _lib(anp, rowmax, lambda z: z - logsumexp(z, axis=1, keepdims=True))
    grad = autograd.grad(functools.partial(p.fn, lib), argnum=p.argnums)
    return (lambda: grad(*p.args)), _as_list


def _torch(threads: int | None) -> Callable[[Problem], Built]:
    def build(p: Problem) -> Built:
        import torch

        rowmax = functools.partial(torch.amax, dim=1, keepdim=True)
        lib = _lib(torch, rowmax, functools.partial(torch.log_softmax, dim=1))
        args = [torch.from_numpy(a).requires_grad_(i in p.argnums) for i, a in enumerate(p.args)]
        wrt = [args[i] for i in p.argnums]

        def call() -> Any:
            return torch.autograd.grad(p.fn(lib, *args), wrt)

        return call, lambda grads: [g.detach().numpy() for g in grads]

    return build


def _jax(jit: bool) -> Callable[[Problem], Built]:
    def build(p: Problem) -> Built:
        import jax
        import jax.numpy as jnp

        jax.config.update("jax_enable_x64", True)  # float64, as NumPy, derivgen and torch here
        rowmax = functools.partial(jnp.max, axis=1, keepdims=True)
        lib = _lib(jnp, rowmax, functools.partial(jax.nn.log_softmax, axis=1))
        grad = jax.grad(functools.partial(p.fn, lib), argnums=p.argnums)
        grad = jax.jit(grad) if jit else grad
        args = [jnp.asarray(a) for a in p.args]
        return (lambda: jax.block_until_ready(grad(*args))), _as_list

    return build


@contextlib.contextmanager
def _torch_threads(threads: int | None) -> Iterator[None]:
    """Run torch with ``threads`` intra-op threads (None: its default), then restore it."""
    if threads is None:
        yield
        return
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        yield
    finally:
        torch.set_num_threads(before)


@dataclass(frozen=True)
class Runner:
    """A library as it appears in the table."""

    label: str
    module: str  # imported first, to tell "not installed" from a failure
    build: Callable[[Problem], Built]
    torch_threads: int | None = None


# torch's default threads run before its 1-thread runs: going back from 1 thread to the
# default made the next calls 10-25x slower for a while on this machine.
RUNNERS = (
    Runner("derivgen", "derivgen", _derivgen),
    Runner("autograd", "autograd", _autograd),
    Runner("torch (default threads)", "torch", _torch(None)),
    Runner("torch (1 thread)", "torch", _torch(1), torch_threads=1),
    Runner("jax (jit)", "jax", _jax(jit=True)),
    Runner("jax (no jit)", "jax", _jax(jit=False)),
)


def _close(ours: list[np.ndarray], theirs: list[np.ndarray]) -> bool:
    return len(ours) == len(theirs) and all(
        np.allclose(a, b, rtol=1e-6, atol=1e-9) for a, b in zip(ours, theirs, strict=True)
    )


def _one(
    runner: Runner, p: Problem, reference: list[np.ndarray] | None, settings: Settings
) -> tuple[Entry, list[np.ndarray] | None]:
    """The runner's entry for a problem, and its gradients (None when it failed)."""
    try:
        call, to_numpy = runner.build(p)
        grads = to_numpy(call())
        seconds = measure(call, settings).median
    except Exception as exc:
        status = f"failed: {type(exc).__name__}: {str(exc)[:120]}"
        return Entry(p.case, p.size, p.n, runner.label, status=status), None
    agree = reference is None or _close(reference, grads)
    note = "" if agree else "gradient differs from derivgen's"
    return Entry(p.case, p.size, p.n, runner.label, seconds, note=note), grads


def run(settings: Settings) -> list[Entry]:
    """Every problem through every runner, runner by runner; a missing library is reported."""
    todo = problems(settings)
    found: dict[tuple[int, str], Entry] = {}
    reference: dict[int, list[np.ndarray]] = {}  # derivgen's gradients, by problem
    for runner in RUNNERS:
        module, status = peers.load(runner.module)
        with _torch_threads(runner.torch_threads) if module else contextlib.nullcontext():
            for i, p in enumerate(todo):
                if module is None:
                    found[i, runner.label] = Entry(p.case, p.size, p.n, runner.label, status=status)
                    continue
                found[i, runner.label], grads = _one(runner, p, reference.get(i), settings)
                if runner.label == "derivgen" and grads is not None:
                    reference[i] = grads
    return [found[i, r.label] for i in range(len(todo)) for r in RUNNERS]
