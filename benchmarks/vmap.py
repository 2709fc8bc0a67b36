"""Issue 18's table: per-example gradients, a Jacobian and a Hessian, derivgen vs its peers.

Every library computes the same function, written once over an array namespace, in one
fresh single-threaded process, timed interleaved: ``python -m benchmarks.vmap [--quick]``
prints the table and the ratio for each target of issue 18 §4.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks import composite, peers
from benchmarks.results import Entry
from benchmarks.timing import (
    Settings,
    command,
    format_seconds,
    last_json_line,
    measure_side_by_side,
)

Call = Callable[[], Any]
GRADS, JACOBIAN, HESSIAN = "per-example gradients", "Jacobian", "Hessian"


def example_loss(xp: Any, params: Any, x: Any, y: Any) -> Any:
    """Squared error of one example through the MLP 20 -> 32 (tanh) -> 1."""
    w1, b1, w2, b2 = params
    out = xp.tanh(x @ w1 + b1) @ w2 + b2
    return xp.sum((out - y) ** 2)


def mapping(xp: Any, w: Any, x: Any) -> Any:
    """R^n -> R^n: tanh(W x) + sin(x) * x, a dense Jacobian."""
    return xp.tanh(w @ x) + xp.sin(x) * x


def energy(xp: Any, x: Any) -> Any:
    """The composite table's smooth function of a vector, whose Hessian is dense."""
    return composite.energy(composite.Lib(xp=xp), x)


@dataclass(frozen=True)
class Sizes:
    """The problem sizes: the issue's, or small ones for ``--quick``."""

    batch: int
    jac_n: int
    hess_n: int

    @classmethod
    def make(cls, quick: bool) -> Sizes:
        return cls(8, 20, 10) if quick else cls(64, 200, 50)


def _data(sizes: Sizes) -> dict[str, Any]:
    rng = np.random.default_rng(0)
    params = (
        rng.standard_normal((20, 32)) / np.sqrt(20),
        rng.standard_normal(32) * 0.1,
        rng.standard_normal((32, 1)) / np.sqrt(32),
        rng.standard_normal(1) * 0.1,
    )
    n = sizes.jac_n
    return {
        "params": params,
        "xs": rng.standard_normal((sizes.batch, 20)),
        "ys": rng.standard_normal((sizes.batch, 1)),
        "w": rng.standard_normal((n, n)) / np.sqrt(n),
        "x": rng.standard_normal(n),
        "h": rng.standard_normal(sizes.hess_n),
    }


# ---------------------------------------------------------------- one builder per library
# A builder returns {(case, label): call}; each call's result is read with np.asarray per leaf.


def _derivgen(d: dict[str, Any]) -> dict[tuple[str, str], Call]:
    import derivgen as dg

    def loss(params: Any, x: Any, y: Any) -> Any:
        return example_loss(np, params, x, y)

    grad = dg.grad(loss)
    p, xs, ys = d["params"], d["xs"], d["ys"]

    def loop() -> Any:
        rows = [grad(p, x, y) for x, y in zip(xs, ys, strict=True)]
        return tuple(np.stack(leaf) for leaf in zip(*rows, strict=True))

    calls: dict[tuple[str, str], Call] = {(GRADS, "derivgen: loop of dg.grad"): loop}
    vmap = getattr(dg, "vmap", None)
    if vmap is not None:
        batched = vmap(grad, in_axes=(None, 0, 0))
        compiled = dg.compile(batched)
        calls[(GRADS, "derivgen: dg.vmap(dg.grad)")] = lambda: batched(p, xs, ys)
        calls[(GRADS, "derivgen: compile(vmap(grad))")] = lambda: compiled(p, xs, ys)
    w, x, h = d["w"], d["x"], d["h"]

    def f(x: Any) -> Any:
        return mapping(np, w, x)

    def vjp_loop() -> Any:
        _, pullback = dg.vjp(f, x)
        return np.stack([pullback(e)[0] for e in np.eye(x.size)])

    jac, jac_fwd = dg.jacobian(f), dg.jacfwd(f)
    calls[(JACOBIAN, "derivgen: dg.jacobian")] = lambda: jac(x)
    calls[(JACOBIAN, "derivgen: dg.jacfwd")] = lambda: jac_fwd(x)
    calls[(JACOBIAN, "derivgen: loop of dg.vjp")] = vjp_loop
    hess = dg.hessian(lambda x: energy(np, x))
    compiled_hess = dg.compile(hess)
    calls[(HESSIAN, "derivgen: dg.hessian")] = lambda: hess(h)
    calls[(HESSIAN, "derivgen: compile(hessian)")] = lambda: compiled_hess(h)
    return calls


def _autograd(d: dict[str, Any]) -> dict[tuple[str, str], Call]:
    import autograd
    import autograd.numpy as anp

    w, x, h = d["w"], d["x"], d["h"]
    jac = autograd.jacobian(lambda x: mapping(anp, w, x))
    hess = autograd.hessian(lambda x: energy(anp, x))
    return {
        (JACOBIAN, "autograd: jacobian"): lambda: jac(x),
        (HESSIAN, "autograd: hessian"): lambda: hess(h),
    }


def _torch(d: dict[str, Any]) -> dict[tuple[str, str], Call]:
    import torch
    import torch.func

    def loss(params: Any, x: Any, y: Any) -> Any:
        return example_loss(torch, params, x, y)

    p = tuple(torch.from_numpy(a) for a in d["params"])
    xs, ys = torch.from_numpy(d["xs"]), torch.from_numpy(d["ys"])
    batched = torch.func.vmap(torch.func.grad(loss), in_dims=(None, 0, 0))
    return {(GRADS, "torch.func.vmap(grad)"): lambda: tuple(g.numpy() for g in batched(p, xs, ys))}


def _jax(d: dict[str, Any]) -> dict[tuple[str, str], Call]:
    import jax
    import jax.numpy as jnp

    jax.config.update("jax_enable_x64", True)  # float64, as NumPy and derivgen here

    def loss(params: Any, x: Any, y: Any) -> Any:
        return example_loss(jnp, params, x, y)

    p = tuple(jnp.asarray(a) for a in d["params"])
    xs, ys, w, x, h = (jnp.asarray(d[k]) for k in ("xs", "ys", "w", "x", "h"))
    batched = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))
    jitted = jax.jit(batched)
    jac = jax.jacrev(lambda x: mapping(jnp, w, x))
    hess = jax.hessian(lambda x: energy(jnp, x))
    jit_hess = jax.jit(hess)
    ready = jax.block_until_ready
    return {
        (GRADS, "jax.vmap(grad), no jit"): lambda: ready(batched(p, xs, ys)),
        (GRADS, "jax.jit(vmap(grad))"): lambda: ready(jitted(p, xs, ys)),
        (JACOBIAN, "jax.jacrev, no jit"): lambda: ready(jac(x)),
        (HESSIAN, "jax.hessian, no jit"): lambda: ready(hess(h)),
        (HESSIAN, "jax.jit(hessian)"): lambda: ready(jit_hess(h)),
    }


BUILDERS = (("derivgen", _derivgen), ("autograd", _autograd), ("torch", _torch), ("jax", _jax))


def _leaves(value: Any) -> list[np.ndarray]:
    return [np.asarray(v) for v in (value if isinstance(value, tuple | list) else (value,))]


def _same(a: list[np.ndarray], b: list[np.ndarray]) -> bool:
    return len(a) == len(b) and all(
        x.shape == y.shape and np.allclose(x, y, rtol=1e-7, atol=1e-10)
        for x, y in zip(a, b, strict=True)
    )


def _fallbacks() -> int:
    """How often jacobian/hessian fell back from vmap to a loop over the basis so far."""
    try:
        from derivgen.transforms import basis
    except ImportError:
        return 0
    return sum(basis.FALLBACKS.values())


def measure_here(settings: Settings) -> list[Entry]:
    """Every case through every library, in this process, results checked against the first."""
    composite.limit_threads()
    sizes = Sizes.make(settings.quick)
    d = _data(sizes)
    shown = {GRADS: f"batch {sizes.batch}", JACOBIAN: f"n = {sizes.jac_n}"}
    shown[HESSIAN] = f"n = {sizes.hess_n}"
    calls: dict[tuple[str, str], Call] = {}
    failed: list[Entry] = []
    for module, build in BUILDERS:
        found, status = peers.load(module)
        if found is None:
            failed.append(Entry("all", "", 0, module, status=status))
            continue
        try:
            calls.update(build(d))
        except Exception as exc:
            status = f"failed: {type(exc).__name__}: {str(exc)[:160]}"
            failed.append(Entry("all", "", 0, module, status=status))
    entries = list(failed)
    for case in (GRADS, JACOBIAN, HESSIAN):
        mine = {label: call for (c, label), call in calls.items() if c == case}
        reference: list[np.ndarray] | None = None
        notes: dict[str, str] = {}
        timed: dict[str, Call] = {}
        for label, call in mine.items():
            looped = _fallbacks()
            try:
                got = _leaves(call())
            except Exception as exc:
                status = f"failed: {type(exc).__name__}: {str(exc)[:160]}"
                entries.append(Entry(case, shown[case], 0, label, status=status))
                continue
            if _fallbacks() != looped:
                notes[label] = "vmap could not batch the basis: it ran row by row"
            if reference is None:
                reference = got
            elif not _same(reference, got):
                notes[label] = f"differs from {next(iter(timed))}"
            timed[label] = call
        for label, timing in measure_side_by_side(timed, settings).items():
            note = notes.get(label, "")
            if timing.spread > composite.NOISY:
                note = "; ".join(filter(None, [note, f"noisy ×{timing.spread:.1f}"]))
            entries.append(Entry(case, shown[case], 0, label, timing.median, note=note))
    return entries


def run(settings: Settings) -> list[Entry]:
    """The table, measured in a fresh process with every library single-threaded."""
    env = {**os.environ, **composite.ONE_THREAD}
    code = "from benchmarks.vmap import main; raise SystemExit(main())"
    args = [sys.executable, "-c", code, "--here"]
    return [Entry(**e) for e in last_json_line(args + (["--quick"] if settings.quick else []), env)]


# ---------------------------------------------------------------- issue 18's targets


@dataclass(frozen=True)
class Target:
    """One target of issue 18 §4: ours / theirs must be at most ``bound``."""

    what: str
    case: str
    ours: str
    theirs: str
    bound: float


TARGETS = (
    Target("per-example gradients vs a loop of dg.grad: ≥ 10× faster", GRADS,
           "derivgen: dg.vmap(dg.grad)", "derivgen: loop of dg.grad", 1 / 10),
    Target("per-example gradients vs torch.func.vmap(grad): no slower", GRADS,
           "derivgen: dg.vmap(dg.grad)", "torch.func.vmap(grad)", 1.0),
    Target("per-example gradients vs jax.vmap(grad) without jit: ≥ 3× faster", GRADS,
           "derivgen: dg.vmap(dg.grad)", "jax.vmap(grad), no jit", 1 / 3),
    Target("compiled per-example gradients vs JAX jit: ≤ 2× the time", GRADS,
           "derivgen: compile(vmap(grad))", "jax.jit(vmap(grad))", 2.0),
    Target("Jacobian R^{n} → R^{n} vs HIPS autograd: ≥ 10× faster", JACOBIAN,
           "derivgen: dg.jacobian", "autograd: jacobian", 1 / 10),
    Target("Jacobian R^{n} → R^{n} vs jax.jacrev without jit: ≥ 3× faster", JACOBIAN,
           "derivgen: dg.jacobian", "jax.jacrev, no jit", 1 / 3),
    Target("Hessian of a {n}-dim function vs HIPS autograd: ≥ 10× faster", HESSIAN,
           "derivgen: dg.hessian", "autograd: hessian", 1 / 10),
    Target("compiled Hessian of a {n}-dim function vs JAX jit: ≤ 3× the time", HESSIAN,
           "derivgen: compile(hessian)", "jax.jit(hessian)", 3.0),
)  # fmt: skip
FULL = Sizes.make(quick=False)  # the sizes issue 18's targets are stated at


def verdicts(entries: list[Entry]) -> list[tuple[str, Target, float | None, str]]:
    """Each target, named at the size measured, with its ratio (None when a side is missing)
    and verdict; a ratio measured at other sizes than the target's (``--quick``) is shown
    but not judged."""
    times = {(e.case, e.impl): e.seconds for e in entries if e.seconds}
    sizes = {e.case: e.size for e in entries if e.seconds}
    full = {GRADS: f"batch {FULL.batch}", JACOBIAN: f"n = {FULL.jac_n}"}
    full[HESSIAN] = f"n = {FULL.hess_n}"
    out = []
    for t in TARGETS:
        ours, theirs = times.get((t.case, t.ours)), times.get((t.case, t.theirs))
        ratio = ours / theirs if ours and theirs else None
        size = sizes.get(t.case, full[t.case])
        what = t.what.format(n=size.removeprefix("n = "))
        if ratio is None:
            verdict = "not measured"
        elif size != full[t.case]:
            verdict = f"not judged ({size}; the target is at {full[t.case]})"
        else:
            verdict = "met" if ratio <= t.bound else "NOT MET"
        out.append((what, t, ratio, verdict))
    return out


def _factor(ratio: float) -> str:
    return f"{1 / ratio:.1f}× faster" if ratio < 1 else f"{ratio:.2f}× the time"


def section(entries: list[Entry]) -> list[str]:
    """The Markdown section of ``make bench``: the timings, then the targets."""
    lines = [
        "## vmap, Jacobians and Hessians (issue 18)",
        "",
        "Per-example gradients of the squared error of an MLP 20→32 (tanh)→1 over a batch, "
        "the reverse-mode Jacobian of tanh(W x) + sin(x)·x, and the Hessian of the composite "
        "table's energy function; every library in one fresh single-threaded process "
        "(OMP/OPENBLAS/MKL threads 1, XLA intra-op parallelism off, torch.set_num_threads(1)), "
        "timed interleaved, float64, each result checked against the row's first.",
        "",
        "| case | size | implementation | time | note |",
        "|---|---|---|---|---|",
    ]
    for e in entries:
        time = format_seconds(e.seconds) if e.seconds is not None else e.status
        lines.append(f"| {e.case} | {e.size} | {e.impl} | {time} | {e.note} |")
    lines += ["", "| target (issue 18 §4) | measured | bound | verdict |", "|---|---|---|---|"]
    for what, t, ratio, verdict in verdicts(entries):
        shown = "—" if ratio is None else f"{ratio:.3g} ({_factor(ratio)})"
        lines.append(f"| {what} | {shown} | {t.bound:.3g} | {verdict} |")
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    return command(
        "python -m benchmarks.vmap", __doc__, argv, measure_here,
        lambda settings: section(run(settings)), Settings.make,
    )  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
