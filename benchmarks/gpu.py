"""On a GPU: derivgen on CuPy arrays against torch on CUDA and JAX jit, the same functions.

``python -m benchmarks.gpu [--cpu] [--n N] [--repeats R] [--out FILE]``

Two problems, each written once over an array namespace (benchmarks/composite.py):

- the chain's gradient (``composite.chain``: sin, tanh, exp, products, cos, square, log1p,
  arctan, sqrt, then a sum) at N = 1e8 float64 elements;
- one SGD step of the MLP (``composite.mlp``: the cross-entropy of a tanh hidden layer
  and a log-softmax), its gradient for every parameter and the update.

derivgen runs the NumPy spelling on cupy.ndarray inputs (NumPy's protocols send every call
to CuPy), eagerly and under ``dg.compile``; torch runs on CUDA tensors; JAX runs
``jax.jit(jax.grad(...))`` on its default (GPU) device. Every call ends with its library's
device synchronisation, the libraries are timed interleaved, and each gradient is checked
against the chain's gradient written by hand (``composite.hand_chain``, run on CuPy) or, for
the MLP, against derivgen's. ``--cpu`` is a dry run of the same logic on this machine:
NumPy in place of CuPy, torch and JAX on the CPU, small sizes.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from benchmarks.composite import Lib, chain, hand_chain, mlp

LR = 0.1  # the SGD step's learning rate


@dataclass(frozen=True)
class Setup:
    """Where the run happens: the array module derivgen gets (cupy or numpy), the devices."""

    xp: ModuleType
    sync: Callable[[], None]
    torch_device: str
    label: str


def setup(cpu: bool) -> Setup:
    if cpu:
        return Setup(np, lambda: None, "cpu", "CPU dry run (NumPy in place of CuPy)")
    import cupy

    name = cupy.cuda.runtime.getDeviceProperties(0)["name"]
    name = name.decode() if isinstance(name, bytes) else str(name)
    return Setup(cupy, cupy.cuda.Device().synchronize, "cuda", name)


def _rowmax(xp: Any) -> Callable[[Any], Any]:
    return functools.partial(xp.max, axis=1, keepdims=True)


# ---------------------------------------------------------------------- each library
# A builder takes the host inputs and returns (a call that runs one gradient or step and
# waits for the device, a function reading that call's result back as NumPy arrays).

Built = tuple[Callable[[], Any], Callable[[Any], list[np.ndarray]]]


def _host(s: Setup, values: Any) -> list[np.ndarray]:
    items = values if isinstance(values, tuple | list) else (values,)
    return [s.xp.asnumpy(v) if s.xp is not np else np.asarray(v) for v in items]


def derivgen_chain(s: Setup, x: np.ndarray, compiled: bool) -> Built:
    import derivgen as dg

    grad = dg.grad(functools.partial(chain, Lib(xp=np, rowmax=_rowmax(np))))
    grad = dg.compile(grad) if compiled else grad
    xd = s.xp.asarray(x)

    def call() -> Any:
        g = grad(xd)
        s.sync()
        return g

    return call, functools.partial(_host, s)


def derivgen_mlp(s: Setup, args: tuple[np.ndarray, ...], compiled: bool) -> Built:
    import derivgen as dg

    loss = functools.partial(mlp, Lib(xp=np, rowmax=_rowmax(np)))
    grad = dg.grad(loss, argnums=(0, 1, 2, 3))
    grad = dg.compile(grad) if compiled else grad
    params, data = [s.xp.asarray(a) for a in args[:4]], [s.xp.asarray(a) for a in args[4:]]

    def call() -> Any:
        grads = grad(*params, *data)
        new = [p - LR * g for p, g in zip(params, grads, strict=True)]
        s.sync()
        return new

    return call, functools.partial(_host, s)


def torch_chain(s: Setup, x: np.ndarray) -> Built:
    import torch

    lib = Lib(xp=torch, rowmax=functools.partial(torch.amax, dim=1, keepdim=True))
    xt = torch.from_numpy(x).to(s.torch_device).requires_grad_()

    def call() -> Any:
        (g,) = torch.autograd.grad(chain(lib, xt), xt)
        _torch_sync(s)
        return g

    return call, lambda g: [g.detach().cpu().numpy()]


def torch_mlp(s: Setup, args: tuple[np.ndarray, ...]) -> Built:
    import torch

    lib = Lib(xp=torch, rowmax=functools.partial(torch.amax, dim=1, keepdim=True))
    tensors = [torch.from_numpy(a).to(s.torch_device) for a in args]
    params = [t.requires_grad_() for t in tensors[:4]]

    def call() -> Any:
        grads = torch.autograd.grad(mlp(lib, *params, *tensors[4:]), params)
        with torch.no_grad():
            new = [p - LR * g for p, g in zip(params, grads, strict=True)]
        _torch_sync(s)
        return new

    return call, lambda ps: [p.detach().cpu().numpy() for p in ps]


def _torch_sync(s: Setup) -> None:
    if s.torch_device == "cuda":
        import torch

        torch.cuda.synchronize()


def _jax() -> Any:
    import jax

    jax.config.update("jax_enable_x64", True)  # float64, as derivgen and torch here
    return jax


def jax_chain(s: Setup, x: np.ndarray) -> Built:
    jax = _jax()
    import jax.numpy as jnp

    grad = jax.jit(jax.grad(functools.partial(chain, Lib(xp=jnp, rowmax=_rowmax(jnp)))))
    xj = jax.device_put(x)
    return (lambda: jax.block_until_ready(grad(xj))), lambda g: [np.asarray(g)]


def jax_mlp(s: Setup, args: tuple[np.ndarray, ...]) -> Built:
    jax = _jax()
    import jax.numpy as jnp

    loss = functools.partial(mlp, Lib(xp=jnp, rowmax=_rowmax(jnp)))

    @jax.jit
    def step(*a: Any) -> Any:
        grads = jax.grad(loss, argnums=(0, 1, 2, 3))(*a)
        return [p - LR * g for p, g in zip(a[:4], grads, strict=True)]

    values = [jax.device_put(a) for a in args]
    return (lambda: jax.block_until_ready(step(*values))), lambda ps: [np.asarray(p) for p in ps]


# ---------------------------------------------------------------------- measuring


@dataclass
class Row:
    problem: str
    library: str
    seconds: float | None = None  # the median of the repeats
    status: str = ""


def _timed(call: Callable[[], Any]) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def side_by_side(
    problem: str,
    builders: dict[str, Callable[[], Built]],
    reference: Callable[[], list[np.ndarray]] | None,
    repeats: int,
    say: Callable[[str], None],
) -> list[Row]:
    """Build, warm up and check every library, then time them interleaved."""
    calls: dict[str, Callable[[], Any]] = {}
    rows: dict[str, Row] = {}
    expected = reference() if reference is not None else None
    for name, build in builders.items():
        rows[name] = Row(problem, name)
        try:
            call, read = build()
            started = time.perf_counter()
            got = read(call())  # the first call: compilation, kernel caches
            say(f"gpu: {problem}, {name}: first call {time.perf_counter() - started:.2f} s")
        except Exception as exc:
            rows[name].status = f"failed: {type(exc).__name__}: {str(exc)[:160]}"
            say(f"gpu: {problem}, {name}: {rows[name].status}")
            continue
        if expected is None:
            expected = got  # the first library's result is the others' reference
        elif not all(
            np.allclose(a, b, rtol=1e-7, atol=1e-9) for a, b in zip(got, expected, strict=True)
        ):
            rows[name].status = "result differs from the reference"
        calls[name] = call
    times: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(repeats):
        for name, call in calls.items():
            times[name].append(_timed(call))
    for name, runs in times.items():
        rows[name].seconds = float(np.median(runs))
        say(f"gpu: {problem}, {name}: {rows[name].seconds * 1e3:.2f} ms (median of {repeats})")
    return list(rows.values())


def run(cpu: bool, n: int, batch: int, repeats: int, say: Callable[[str], None]) -> str:
    s = setup(cpu)
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, n)
    width, hidden, classes = (64, 32, 10) if cpu else (784, 1024, 10)
    mlp_args = (
        rng.standard_normal((width, hidden)) / np.sqrt(width),
        np.zeros(hidden),
        rng.standard_normal((hidden, classes)) / np.sqrt(hidden),
        np.zeros(classes),
        rng.standard_normal((batch, width)),
        np.eye(classes)[rng.integers(0, classes, batch)],
    )

    def by_hand() -> list[np.ndarray]:
        out = hand_chain(s.xp.asarray(x))  # NumPy's protocols run it on CuPy
        s.sync()
        return _host(s, out)

    chain_rows = side_by_side(
        f"chain gradient, N = {n:.0e}".replace("e+0", "e"),
        {
            "derivgen (CuPy)": lambda: derivgen_chain(s, x, compiled=False),
            "derivgen compiled (CuPy)": lambda: derivgen_chain(s, x, compiled=True),
            "torch": lambda: torch_chain(s, x),
            "jax (jit)": lambda: jax_chain(s, x),
        },
        by_hand,
        repeats,
        say,
    )
    mlp_rows = side_by_side(
        f"MLP step, {batch}×{width}→{hidden}→{classes}",
        {
            "derivgen (CuPy)": lambda: derivgen_mlp(s, mlp_args, compiled=False),
            "derivgen compiled (CuPy)": lambda: derivgen_mlp(s, mlp_args, compiled=True),
            "torch": lambda: torch_mlp(s, mlp_args),
            "jax (jit)": lambda: jax_mlp(s, mlp_args),
        },
        None,
        repeats,
        say,
    )
    return markdown(s, chain_rows + mlp_rows, repeats)


def markdown(s: Setup, rows: list[Row], repeats: int) -> str:
    lines = [
        f"Device: {s.label}; float64; median of {repeats} interleaved calls, each ending "
        "with its library's device synchronisation.",
        "",
        "| problem | library | time (ms) | / derivgen (CuPy) | note |",
        "|---|---|---|---|---|",
    ]
    base = {r.problem: r.seconds for r in rows if r.library == "derivgen (CuPy)"}
    for r in rows:
        ms = "" if r.seconds is None else f"{r.seconds * 1e3:.2f}"
        b = base.get(r.problem)
        ratio = "" if r.seconds is None or not b else f"{r.seconds / b:.2f}"
        lines.append(f"| {r.problem} | {r.library} | {ms} | {ratio} | {r.status} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.gpu", description=__doc__)
    parser.add_argument("--cpu", action="store_true", help="dry run: NumPy for CuPy, small N")
    parser.add_argument("--n", type=float, help="elements of the chain (default 1e8; --cpu 1e5)")
    parser.add_argument("--batch", type=int, help="MLP batch (default 8192; --cpu 64)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--out", type=Path, help="also write the Markdown table here")
    args = parser.parse_args(argv)
    n = int(args.n or (1e5 if args.cpu else 1e8))
    batch = args.batch or (64 if args.cpu else 8192)
    text = run(args.cpu, n, batch, args.repeats, lambda m: print(m, file=sys.stderr, flush=True))
    print(text, flush=True)
    if args.out is not None:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
