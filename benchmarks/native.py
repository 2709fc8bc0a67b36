"""Issue 24's table: compiled gradients of loops and element-wise chains vs JAX jit and others.

Programs written as a new user would (GARCH(1,1) with ``sigma2[t] = ...``, SIR Euler steps,
RK4 on a 3-body system, an RNN), the median of ``tests/programs.py``, a 50-dim Hessian,
per-example gradients and the 14-op chain at N = 1e6: derivgen's ``dg.compile`` against
``jax.jit`` of the ``lax.scan`` version (and torch.compile where it runs). Each library runs
in one fresh process single-threaded, then in another with all cores, timed interleaved; the
first call (trace, code generation, native compile) is reported apart from the steady state,
with derivgen's disk caches in a fresh folder so that nothing is reused from an earlier run.
``python -m benchmarks.native [--quick]`` prints the table and the verdict of each target.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks import composite, peers, vmap
from benchmarks.memory import peak_bytes
from benchmarks.results import Entry
from benchmarks.timing import (
    Settings,
    command,
    format_seconds,
    last_json_line,
    measure_side_by_side,
)

Call = Callable[[], Any]
FIRST = " (first call)"
GARCH, SIR, RK4, RNN = "GARCH(1,1)", "SIR Euler", "RK4 3-body", "RNN"
PROGRAMS, HESSIAN, GRADS = "tests/programs.py", "Hessian", "per-example gradients"
CHAIN, MEMORY = "14-op chain", "peak memory"
DG, DG_NUMPY, DG_NUMBA = "derivgen compile", "derivgen compile numpy", "derivgen compile numba"
JAX, TORCH = "jax.jit", "torch.compile"


@dataclass(frozen=True)
class Sizes:
    """The problem sizes: the issue's, or small ones for ``--quick``."""

    garch: int
    sir: int
    rk4: int
    rnn: int
    chain: int
    programs: int  # how many programs of tests/programs.py (0: all)
    # seconds of calls before the steady state is timed: backend="auto" compiles a
    # specialisation natively once it has run 1 s of NumPy code (a smoke run leaves that out)
    warm: float
    # cases whose backend="numba" row a smoke run leaves out: RK4's and the RNN's native
    # compiles take ~20 s and ~8 s, and tests/test_compile_native_programs.py compiles and
    # checks both programs natively already (GARCH's and SIR's rows run that path here)
    numba_left_out: tuple[str, ...]

    @classmethod
    def make(cls, quick: bool) -> Sizes:
        if quick:
            return cls(40, 20, 8, 10, 10_000, 3, 0.0, (RK4, RNN))
        return cls(1000, 200, 100, 100, 10**6, 0, 1.5, ())


# ---------------------------------------------------------------- the programs, NumPy style


def garch(params: Any, r: Any) -> Any:
    """Negative log-likelihood of GARCH(1,1), the variance recursion as a Python loop."""
    omega, alpha, beta = params[0], params[1], params[2]
    sigma2 = np.zeros_like(params, shape=r.shape[0])
    sigma2[0] = np.var(r)
    for t in range(1, r.shape[0]):
        sigma2[t] = omega + alpha * r[t - 1] ** 2 + beta * sigma2[t - 1]
    return 0.5 * np.sum(np.log(sigma2) + r**2 / sigma2)


def sir(params: Any, observed: Any) -> Any:
    """Squared error of an SIR epidemic's infected fraction, Euler steps in a loop."""
    beta, gamma = params[0], params[1]
    s, i = 1.0 - observed[0], observed[0]
    loss = 0.0
    for t in range(observed.shape[0]):
        infected, recovered = beta * s * i * 0.1, gamma * i * 0.1
        s, i = s - infected, i + infected - recovered
        loss = loss + (i - observed[t]) ** 2
    return loss


def accelerations(xp: Any, pos: Any, masses: Any) -> Any:
    d = pos[None, :, :] - pos[:, None, :]
    r2 = xp.sum(d**2, axis=-1) + xp.eye(3)
    weights = masses[None, :] / r2**1.5 * (1.0 - xp.eye(3))
    return xp.sum(weights[:, :, None] * d, axis=1)


def rk4_step(xp: Any, y: Any, masses: Any) -> Any:
    def rhs(y: Any) -> Any:
        pos, vel = y[:6].reshape(3, 2), y[6:]
        return xp.concatenate([vel, accelerations(xp, pos, masses).reshape(6)])

    h = 0.01
    k1 = rhs(y)
    k2 = rhs(y + h / 2 * k1)
    k3 = rhs(y + h / 2 * k2)
    k4 = rhs(y + h * k3)
    return y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def rk4(y0: Any, masses: Any, steps: int) -> Any:
    y = y0
    for _ in range(steps):
        y = rk4_step(np, y, masses)
    return np.sum(y[:6] ** 2)


def rnn_cell(xp: Any, params: Any, h: Any, x: Any) -> Any:
    w, u, b = params
    return xp.tanh(w @ h + u @ x + b)


def rnn(params: Any, xs: Any) -> Any:
    h = np.zeros_like(params[2])
    for t in range(xs.shape[0]):
        h = rnn_cell(np, params, h, xs[t])
    return np.sum(h**2)


def chain14(xp: Any, x: Any) -> Any:
    """Fourteen element-wise ops, then a sum."""
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
    y = xp.log(y + 2.0)
    y = y * xp.tanh(x)
    return xp.sum(y)


def _data(sizes: Sizes) -> dict[str, Any]:
    rng = np.random.default_rng(0)
    sir_path = 0.01 + 0.2 * np.sin(np.linspace(0, 3, sizes.sir)) ** 2
    return {
        GARCH: (np.array([0.05, 0.1, 0.85]), rng.standard_normal(sizes.garch)),
        SIR: (np.array([0.9, 0.3]), sir_path),
        RK4: (
            np.array([1.0, 0.0, -0.5, 0.8, -0.5, -0.8, 0.0, 0.4, -0.3, -0.2, 0.3, -0.2]),
            np.array([1.0, 0.9, 1.1]),
        ),
        RNN: (
            (
                rng.standard_normal((16, 16)) * 0.3,
                rng.standard_normal((16, 8)) * 0.3,
                rng.standard_normal(16) * 0.1,
            ),
            rng.standard_normal((sizes.rnn, 8)),
        ),
        CHAIN: rng.uniform(-1, 1, sizes.chain),
    }


# ---------------------------------------------------------------- builders


def _derivgen(d: dict[str, Any], sizes: Sizes) -> dict[tuple[str, str], Call]:
    import derivgen as dg

    calls: dict[tuple[str, str], Call] = {}
    cases: dict[str, tuple[Callable[..., Any], tuple[Any, ...]]] = {
        GARCH: (garch, d[GARCH]),
        SIR: (sir, d[SIR]),
        RK4: (lambda y0, m: rk4(y0, m, sizes.rk4), d[RK4]),
        RNN: (rnn, d[RNN]),
    }
    from derivgen.compile import native

    for case, (f, args) in cases.items():
        calls[(case, DG)] = _first(dg.compile(dg.grad(f)), args, warm=sizes.warm)
        if native.available() and case not in sizes.numba_left_out:
            calls[(case, DG_NUMBA)] = _first(dg.compile(dg.grad(f), backend="numba"), args)
    x = d[CHAIN]
    grad = dg.grad(lambda x: chain14(np, x))
    calls[(CHAIN, DG)] = _first(dg.compile(grad), (x,), warm=sizes.warm)
    calls[(CHAIN, DG_NUMPY)] = _first(dg.compile(grad, backend="numpy"), (x,))

    if native.available():
        calls[(CHAIN, DG_NUMBA)] = _first(dg.compile(grad, backend="numba"), (x,))
    calls[(CHAIN, "derivgen eager")] = _first(grad, (x,))
    return calls


def _jax(d: dict[str, Any], sizes: Sizes) -> dict[tuple[str, str], Call]:
    import jax
    import jax.numpy as jnp
    from jax import lax

    jax.config.update("jax_enable_x64", True)

    def garch_jax(params: Any, r: Any) -> Any:
        omega, alpha, beta = params[0], params[1], params[2]

        def step(s: Any, r_prev: Any) -> Any:
            s = omega + alpha * r_prev**2 + beta * s
            return s, s

        s0 = jnp.var(r)
        _, rest = lax.scan(step, s0, r[:-1])
        sigma2 = jnp.concatenate([s0[None], rest])
        return 0.5 * jnp.sum(jnp.log(sigma2) + r**2 / sigma2)

    def sir_jax(params: Any, observed: Any) -> Any:
        beta, gamma = params[0], params[1]

        def step(carry: Any, obs: Any) -> Any:
            s, i, loss = carry
            infected, recovered = beta * s * i * 0.1, gamma * i * 0.1
            s, i = s - infected, i + infected - recovered
            return (s, i, loss + (i - obs) ** 2), None

        (_, _, loss), _ = lax.scan(step, (1.0 - observed[0], observed[0], 0.0), observed)
        return loss

    def rk4_jax(y0: Any, masses: Any) -> Any:
        y, _ = lax.scan(lambda y, _: (rk4_step(jnp, y, masses), None), y0, None, sizes.rk4)
        return jnp.sum(y[:6] ** 2)

    def rnn_jax(params: Any, xs: Any) -> Any:
        h, _ = lax.scan(lambda h, x: (rnn_cell(jnp, params, h, x), None), jnp.zeros(16), xs)
        return jnp.sum(h**2)

    ready = jax.block_until_ready
    calls: dict[tuple[str, str], Call] = {}
    for case, f in ((GARCH, garch_jax), (SIR, sir_jax), (RK4, rk4_jax), (RNN, rnn_jax)):
        args = jax.tree_util.tree_map(jnp.asarray, d[case])
        jitted = jax.jit(jax.grad(f))
        calls[(case, JAX)] = _first(lambda *a, j=jitted: ready(j(*a)), args)
    x = jnp.asarray(d[CHAIN])
    chain_grad = jax.jit(jax.grad(lambda x: chain14(jnp, x)))
    calls[(CHAIN, JAX)] = _first(lambda x: ready(chain_grad(x)), (x,))
    return calls


def _torch(d: dict[str, Any], sizes: Sizes) -> dict[tuple[str, str], Call]:
    """torch.compile (Inductor, CPU) of each gradient: the loops as written in Python, which
    Dynamo unrolls into one graph, as derivgen's tracing does."""
    import torch

    def garch_torch(params: Any, r: Any) -> Any:
        omega, alpha, beta = params[0], params[1], params[2]
        sigma2 = [torch.var(r, correction=0)]
        for t in range(1, r.shape[0]):
            sigma2.append(omega + alpha * r[t - 1] ** 2 + beta * sigma2[-1])
        s = torch.stack(sigma2)
        return 0.5 * torch.sum(torch.log(s) + r**2 / s)

    def sir_torch(params: Any, observed: Any) -> Any:
        beta, gamma = params[0], params[1]
        s, i = 1.0 - observed[0], observed[0]
        loss = torch.zeros((), dtype=observed.dtype)
        for t in range(observed.shape[0]):
            infected, recovered = beta * s * i * 0.1, gamma * i * 0.1
            s, i = s - infected, i + infected - recovered
            loss = loss + (i - observed[t]) ** 2
        return loss

    def rk4_torch(y0: Any, masses: Any) -> Any:
        y = y0
        for _ in range(sizes.rk4):
            y = rk4_step(torch, y, masses)
        return torch.sum(y[:6] ** 2)

    def rnn_torch(params: Any, xs: Any) -> Any:
        h = torch.zeros_like(params[2])
        for t in range(xs.shape[0]):
            h = rnn_cell(torch, params, h, xs[t])
        return torch.sum(h**2)

    def gradient_of(f: Callable[..., Any]) -> Callable[..., Any]:
        def grad(first: Any, *rest: Any) -> Any:
            leaves = first if isinstance(first, tuple) else (first,)
            leaves = tuple(x.detach().requires_grad_(True) for x in leaves)
            got = torch.autograd.grad(
                f(leaves if isinstance(first, tuple) else leaves[0], *rest), leaves
            )
            return got if isinstance(first, tuple) else got[0]

        return torch.compile(grad)

    def tensors(value: Any) -> Any:
        if isinstance(value, tuple):
            return tuple(tensors(v) for v in value)
        return torch.from_numpy(np.ascontiguousarray(value))

    calls: dict[tuple[str, str], Call] = {}
    programs = {GARCH: garch_torch, SIR: sir_torch, RK4: rk4_torch, RNN: rnn_torch}
    for case, f in programs.items():
        compiled, args = gradient_of(f), tensors(d[case])
        first = _first(lambda *a, c=compiled: _numpy(c(*a)), args)
        calls[(case, TORCH)] = _limited(first, TORCH_LIMIT, "torch.compile's first call")
    compiled = gradient_of(lambda x: chain14(torch, x))
    calls[(CHAIN, TORCH)] = _first(lambda x: compiled(x).numpy(), (tensors(d[CHAIN]),))
    return calls


# Dynamo unrolls a Python loop into one graph for Inductor, whose compile grows faster than the
# trip count (SIR's 20 steps took 53 s here): a first call still compiling after this long is
# stopped and reported as such.
TORCH_LIMIT = 180.0


def _limited(call: Call, seconds: float, what: str) -> Call:
    """``call`` whose first run raises TimeoutError after ``seconds`` (SIGALRM: the main
    thread's Python code, where Dynamo and Inductor spend their time, is interrupted)."""
    import signal

    first = call.first  # type: ignore[attr-defined]

    def stop(signum: int, frame: Any) -> None:
        raise TimeoutError(f"{what} had not finished after {seconds:.0f} s; stopped")

    def limited_first() -> Any:
        previous = signal.signal(signal.SIGALRM, stop)
        signal.setitimer(signal.ITIMER_REAL, seconds)
        try:
            return first()
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)

    call.first = limited_first  # type: ignore[attr-defined]
    return call


def _numpy(value: Any) -> Any:
    return tuple(v.numpy() for v in value) if isinstance(value, tuple) else value.numpy()


def _first(fn: Callable[..., Any], args: tuple[Any, ...], warm: float = 0.0) -> Call:
    """A call of fn on args whose first run is timed (``_FIRST_CALLS``) before any other;
    ``warm``: seconds of calls after it, untimed (backend="auto" compiles natively once a
    specialisation has run 1 s of NumPy code: the steady state is timed, as jit's)."""

    def call() -> Any:
        return fn(*args)

    def warmed() -> None:
        start = time.perf_counter()
        while time.perf_counter() - start < warm:
            fn(*args)

    call.first = lambda: fn(*args)  # type: ignore[attr-defined]
    call.warm = warmed  # type: ignore[attr-defined]
    return call


BUILDERS = (("derivgen", _derivgen), ("jax", _jax), ("torch", _torch))
QUICK_SKIPS = {"torch": "left out of --quick: Inductor's C++ compile takes a minute"}
SKIP = "DERIVGEN_BENCH_SKIP"  # peers to leave out, comma-separated (a loaded machine's run)


def _leaves(value: Any) -> list[np.ndarray]:
    if isinstance(value, tuple | list):
        return [leaf for v in value for leaf in _leaves(v)]
    return [np.asarray(value)]


def _same(a: list[np.ndarray], b: list[np.ndarray]) -> bool:
    return len(a) == len(b) and all(
        x.shape == y.shape and np.allclose(x, y, rtol=1e-7, atol=1e-10)
        for x, y in zip(a, b, strict=True)
    )


# A program whose gradient's jaxpr is longer than this (a Python loop unrolled by JAX's
# tracing; its users would write lax.scan) is left out of the median and named: XLA's compile
# of one took more than 15 minutes here.
LONGEST_JAXPR = 5000


def _programs_median(settings: Settings, sizes: Sizes) -> list[Entry]:
    """Compiled gradient / JAX jit gradient of each JAX-runnable program of tests/programs.py."""
    import derivgen as dg

    jax, status = peers.load("jax")
    if jax is None:
        return [Entry(PROGRAMS, "", 0, JAX, status=status)]
    import jax.numpy as jnp

    from tests.programs import JAX_FREE, REFUSED
    from tests.programs import PROGRAMS as ALL

    names = sorted(set(ALL) - JAX_FREE - set(REFUSED))
    if sizes.programs:
        names = names[: sizes.programs]
    ratios, firsts, skipped = [], [], []
    lighter = Settings(settings.quick, min(settings.repeats, 5), settings.min_time / 3)
    for name in names:
        prog, inputs = ALL[name]
        p, *data = inputs(np.random.default_rng(0))
        try:
            ours = dg.compile(dg.grad(lambda q, prog=prog, data=data: prog(np, q, *data)))
            jdata = [jnp.asarray(x) if isinstance(x, np.ndarray) else x for x in data]
            jp = jax.tree_util.tree_map(jnp.asarray, p)
            grad = jax.grad(lambda q, prog=prog, jdata=jdata: prog(jnp, q, *jdata))
            if len(jax.make_jaxpr(grad)(jp).jaxpr.eqns) > LONGEST_JAXPR:
                skipped.append(f"{name} (a Python loop JAX unrolls: XLA compiles it for minutes)")
                continue
            theirs = jax.jit(grad)
            start = time.perf_counter()
            ours(p)
            first_ours = time.perf_counter() - start
            start = time.perf_counter()
            jax.block_until_ready(theirs(jp))
            first_theirs = time.perf_counter() - start
            _first(ours, (p,), warm=sizes.warm).warm()  # type: ignore[attr-defined]
            pair = {
                "ours": lambda ours=ours, p=p: ours(p),
                "theirs": lambda theirs=theirs, jp=jp: jax.block_until_ready(theirs(jp)),
            }
            timed = measure_side_by_side(pair, lighter)
        except Exception as exc:  # a program one side cannot run is left out, and named
            skipped.append(f"{name} ({type(exc).__name__})")
            continue
        ratios.append(timed["ours"].median / timed["theirs"].median)
        firsts.append(first_ours / first_theirs)
    note = f"{len(ratios)} programs" + (f"; left out: {', '.join(skipped)}" if skipped else "")
    shown = _programs_shown(sizes.programs)
    return [
        Entry(PROGRAMS, shown, len(ratios), DG, statistics.median(ratios), note=note),
        Entry(PROGRAMS + FIRST, shown, len(ratios), DG, statistics.median(firsts)),
    ]


def _hessian_and_per_example(settings: Settings) -> list[Entry]:
    """Issue 18's compiled Hessian (n = 50) and per-example gradients (batch 64) against
    JAX jit, the same functions as ``benchmarks.vmap``, timed interleaved."""
    import derivgen as dg

    jax, status = peers.load("jax")
    if jax is None:
        return [Entry(vmap.HESSIAN, "", 0, JAX, status=status)]
    import jax.numpy as jnp

    jax.config.update("jax_enable_x64", True)
    sizes = vmap.Sizes.make(settings.quick)
    d = vmap._data(sizes)
    p, xs, ys, h = d["params"], d["xs"], d["ys"], d["h"]

    def loss(params: Any, x: Any, y: Any) -> Any:
        return vmap.example_loss(np, params, x, y)

    def jloss(params: Any, x: Any, y: Any) -> Any:
        return vmap.example_loss(jnp, params, x, y)

    ours_grads = dg.compile(dg.vmap(dg.grad(loss), in_axes=(None, 0, 0)))
    theirs_grads = jax.jit(jax.vmap(jax.grad(jloss), in_axes=(None, 0, 0)))
    ours_hess = dg.compile(dg.hessian(lambda x: vmap.energy(np, x)))
    theirs_hess = jax.jit(jax.hessian(lambda x: vmap.energy(jnp, x)))
    jp = tuple(jnp.asarray(a) for a in p)
    jxs, jys, jh = jnp.asarray(xs), jnp.asarray(ys), jnp.asarray(h)
    ready = jax.block_until_ready
    cases = {
        vmap.GRADS: (f"batch {sizes.batch}", {
            "derivgen: compile(vmap(grad))": lambda: ours_grads(p, xs, ys),
            "jax.jit(vmap(grad))": lambda: ready(theirs_grads(jp, jxs, jys)),
        }),
        vmap.HESSIAN: (f"n = {sizes.hess_n}", {
            "derivgen: compile(hessian)": lambda: ours_hess(h),
            "jax.jit(hessian)": lambda: ready(theirs_hess(jh)),
        }),
    }  # fmt: skip
    entries = []
    warm = Sizes.make(settings.quick).warm  # the steady state, as for the loops
    for case, (size, calls) in cases.items():
        results = [_leaves(call()) for call in calls.values()]
        for label, call in calls.items():
            if label.startswith("derivgen"):
                _first(call, (), warm=warm).warm()  # type: ignore[attr-defined]
        note = "" if _same(results[0], results[1]) else "results differ"
        for label, timing in measure_side_by_side(calls, settings).items():
            entries.append(Entry(case, size, 0, label, timing.median, note=note))
    return entries


def _memory(d: dict[str, Any]) -> list[Entry]:
    """Peak bytes (tracemalloc) of the compiled chain gradient and of the eager one."""
    import derivgen as dg

    x = d[CHAIN]
    grad = dg.grad(lambda x: chain14(np, x))
    compiled = dg.compile(grad, backend="numpy")
    compiled(x)
    grad(x)
    size = f"N = {x.size:.0e}"
    return [
        Entry(MEMORY, size, x.size, DG, float(peak_bytes(lambda: compiled(x)))),
        Entry(MEMORY, size, x.size, "derivgen eager", float(peak_bytes(lambda: grad(x)))),
    ]


def _shown(sizes: Sizes, quick: bool) -> dict[str, str]:
    """Each case's size as its rows show it (``quick``: ``--quick``'s sizes)."""
    shown = {GARCH: f"T = {sizes.garch}", SIR: f"{sizes.sir} steps", RK4: f"{sizes.rk4} steps"}
    shown |= {RNN: f"{sizes.rnn} steps", CHAIN: f"N = {sizes.chain:.0e}"}
    shown |= {MEMORY: shown[CHAIN], PROGRAMS: _programs_shown(sizes.programs)}
    hessian = vmap.Sizes.make(quick)  # the vmap step's sizes alike
    return shown | {vmap.HESSIAN: f"n = {hessian.hess_n}", vmap.GRADS: f"batch {hessian.batch}"}


def _programs_shown(count: int) -> str:
    return f"first {count} programs" if count else "all programs"


def measure_here(settings: Settings) -> list[Entry]:
    """Every case through every library in this process, results checked against the first."""
    if os.environ.get("OMP_NUM_THREADS") == "1":
        composite.limit_threads()
    sizes = Sizes.make(settings.quick)
    d = _data(sizes)
    shown = _shown(sizes, settings.quick)
    calls: dict[tuple[str, str], Call] = {}
    entries: list[Entry] = []
    for module, build in BUILDERS:
        if settings.quick and module in QUICK_SKIPS:
            entries.append(Entry("all", "", 0, module, status=QUICK_SKIPS[module]))
            continue
        if module in os.environ.get(SKIP, "").split(","):
            entries.append(Entry("all", "", 0, module, status=f"left out ({SKIP})"))
            continue
        found, status = peers.load(module)
        if found is None:
            entries.append(Entry("all", "", 0, module, status=status))
            continue
        try:
            calls.update(build(d, sizes))
        except Exception as exc:
            entries.append(Entry("all", "", 0, module, status=_failed(exc)))
    for case in sizes.numba_left_out:
        why = "left out of --quick: tests/test_compile_native_programs.py compiles it"
        entries.append(Entry(case, shown[case], 0, DG_NUMBA, status=why))
    for case in (GARCH, SIR, RK4, RNN, CHAIN):
        mine = {label: call for (c, label), call in calls.items() if c == case}
        reference: list[np.ndarray] | None = None
        timed: dict[str, Call] = {}
        notes: dict[str, str] = {}
        # Every row's first call before any warm-up: backend="auto" compiles natively once
        # it is hot, and a later row's first call would then find that module in the process
        for label, call in mine.items():
            print(f"native: {case}, {label}", file=sys.stderr, flush=True)
            start = time.perf_counter()
            try:
                got = _leaves(call.first())  # type: ignore[attr-defined]
            except Exception as exc:
                entries.append(Entry(case, shown[case], 0, label, status=_failed(exc)))
                continue
            first = time.perf_counter() - start
            entries.append(Entry(case + FIRST, shown[case], 0, label, first))
            if reference is None:
                reference = got
            elif not _same(reference, got):
                notes[label] = f"differs from {next(iter(timed))}"
            timed[label] = call
        for call in timed.values():
            call.warm()  # type: ignore[attr-defined]
        for label, timing in measure_side_by_side(timed, settings).items():
            note = notes.get(label, "")
            if timing.spread > composite.NOISY:
                note = "; ".join(filter(None, [note, f"noisy ×{timing.spread:.1f}"]))
            entries.append(Entry(case, shown[case], 0, label, timing.median, note=note))
    entries += _programs_median(settings, sizes)
    entries += _hessian_and_per_example(settings)
    entries += _memory(d)
    return entries


def _failed(exc: Exception) -> str:
    return f"failed: {type(exc).__name__}: {' '.join(str(exc).split())[:160]}"


THREADS = {"1 thread": {**composite.ONE_THREAD, "NUMBA_NUM_THREADS": "1"}, "all cores": {}}


def run(settings: Settings) -> dict[str, list[Entry]]:
    """The table, measured in a fresh process single-threaded, then in one with all cores."""
    code = "from benchmarks.native import main; raise SystemExit(main())"
    args = [sys.executable, "-c", code, "--here"] + (["--quick"] if settings.quick else [])
    out = {}
    with tempfile.TemporaryDirectory(prefix="derivgen-bench-") as cache:
        for name, threads in THREADS.items():
            env = {**os.environ, **threads, "DERIVGEN_CACHE_DIR": os.path.join(cache, name)}
            env["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(cache, name, "inductor")
            env["DERIVGEN_BENCH_ONLY_LOOPS"] = "" if name == "1 thread" else "1"
            out[name] = [Entry(**e) for e in last_json_line(args, env)]
    return out


# ---------------------------------------------------------------- issue 24's targets


@dataclass(frozen=True)
class Target:
    """One target of issue 24 §4: ours / theirs must be at most ``bound``."""

    what: str
    threads: str
    case: str
    ours: str
    theirs: str | None  # None: ``ours`` is already a ratio
    bound: float


TARGETS = (
    *(
        Target(f"{case} compiled vs JAX jit of lax.scan: ≤ 2×", "1 thread", case, DG, JAX, 2.0)
        for case in (GARCH, SIR, RK4, RNN)
    ),
    *(
        Target(f"{case} first call vs JAX's jit compile: ≤ 1×", "1 thread", case + FIRST, DG,
               JAX, 1.0)
        for case in (GARCH, SIR, RK4, RNN)
    ),
    Target("tests/programs.py: median compiled / JAX jit ≤ 1.0", "1 thread", PROGRAMS, DG, None,
           1.0),
    Target("compiled 50-dim Hessian vs JAX jit: ≤ 0.8×", "1 thread", vmap.HESSIAN,
           "derivgen: compile(hessian)", "jax.jit(hessian)", 0.8),
    Target("compiled per-example gradients vs JAX jit: ≤ 0.8×", "1 thread", vmap.GRADS,
           "derivgen: compile(vmap(grad))", "jax.jit(vmap(grad))", 0.8),
    Target("14-op chain gradient N = 1e6, 1 thread, vs JAX jit: ≤ 1.25×", "1 thread", CHAIN, DG,
           JAX, 1.25),
    Target("14-op chain gradient N = 1e6, all cores, vs JAX jit: ≤ 1×", "all cores", CHAIN, DG,
           JAX, 1.0),
    Target("peak memory of a compiled gradient vs eager: ≤ 1×", "1 thread", MEMORY, DG,
           "derivgen eager", 1.0),
)  # fmt: skip


FULL = _shown(Sizes.make(quick=False), quick=False)  # the sizes issue 24's targets are stated at


def verdicts(results: dict[str, list[Entry]]) -> list[tuple[Target, float | None, str]]:
    """Each target's ratio (None when a side is missing) and verdict; a ratio measured at
    other sizes than the target's (``--quick``) is shown but not judged."""
    out = []
    for t in TARGETS:
        entries = [e for e in results.get(t.threads, []) if e.seconds]
        times = {(e.case, e.impl): e.seconds for e in entries}
        ours = times.get((t.case, t.ours))
        theirs = times.get((t.case, t.theirs)) if t.theirs is not None else 1.0
        ratio = ours / theirs if ours and theirs else None
        case = t.case.removesuffix(FIRST)
        size = next((e.size for e in entries if e.case == t.case), FULL[case])
        if ratio is None:
            verdict = "not measured"
        elif size != FULL[case]:
            verdict = f"not judged ({size}; the target is at {FULL[case]})"
        else:
            verdict = "MET" if ratio <= t.bound else "NOT MET"
        out.append((t, ratio, verdict))
    return out


def section(results: dict[str, list[Entry]]) -> list[str]:
    """The Markdown section of ``make bench``: the timings per thread count, then the targets."""
    lines = [
        "## Compiled loops and chains vs JAX jit (issue 24)",
        "",
        "Gradients of GARCH(1,1), SIR, RK4 on 3 bodies and an RNN written with Python loops "
        "(JAX: the lax.scan version), the 14-op chain, and the median over tests/programs.py; "
        "each library in a fresh process, timed interleaved, float64, results checked against "
        "the row's first. *(first call)* rows: trace, code generation and compile of a new "
        "function, caches empty.",
        "",
    ]
    for threads, entries in results.items():
        lines += [f"### {threads}", "", "| case | size | implementation | time | note |"]
        lines.append("|---|---|---|---|---|")
        for e in entries:
            if e.case == MEMORY:
                shown = f"{e.seconds / 1e6:.0f} MB" if e.seconds else e.status
            elif e.case.startswith(PROGRAMS):
                shown = f"{e.seconds:.3g}× JAX" if e.seconds else e.status
            else:
                shown = format_seconds(e.seconds) if e.seconds is not None else e.status
            lines.append(f"| {e.case} | {e.size} | {e.impl} | {shown} | {e.note} |")
        lines.append("")
    lines += ["| target (issue 24 §4) | measured | bound | verdict |", "|---|---|---|---|"]
    for t, ratio, verdict in verdicts(results):
        shown = "—" if ratio is None else f"{ratio:.3g}"
        lines.append(f"| {t.what} | {shown} | {t.bound:.3g} | {verdict} |")
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    return command(
        "python -m benchmarks.native", __doc__, argv, _measure_for_threads,
        lambda settings: section(run(settings)), Settings.make,
    )  # fmt: skip


def _measure_for_threads(settings: Settings) -> list[Entry]:
    if os.environ.get("DERIVGEN_BENCH_ONLY_LOOPS"):
        return _all_cores(settings)
    return measure_here(settings)


def _all_cores(settings: Settings) -> list[Entry]:
    """With all cores, only what threads can change: the chain (and the loops, for the record)."""
    sizes = Sizes.make(settings.quick)
    d = _data(sizes)
    calls: dict[str, Call] = {}
    for module, build in BUILDERS:
        skipped = module in os.environ.get(SKIP, "").split(",")
        if peers.load(module)[0] is None or (settings.quick and module in QUICK_SKIPS) or skipped:
            continue
        try:
            built = build(d, sizes)
            calls.update({label: c for (case, label), c in built.items() if case == CHAIN})
        except Exception:  # reported by the single-threaded run
            continue
    shown = f"N = {sizes.chain:.0e}"
    entries = []
    for call in calls.values():
        call.first()  # type: ignore[attr-defined]
    for call in calls.values():
        call.warm()  # type: ignore[attr-defined]
    for label, timing in measure_side_by_side(calls, settings).items():
        entries.append(Entry(CHAIN, shown, 0, label, timing.median))
    return entries


if __name__ == "__main__":
    raise SystemExit(main())
