"""Gradient steps shaped like HIPS autograd's examples (MLP, GAN, VAE, RNN, LSTM) vs autograd.

Each loss is written once over an array namespace with ``dot`` (as those examples write
it) and timed interleaved, single-threaded, in a fresh process:
``python -m benchmarks.examples [--quick]`` prints the table.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

import numpy as np

from benchmarks import peers
from benchmarks.composite import ONE_THREAD, limit_threads
from benchmarks.results import Entry
from benchmarks.timing import (
    Settings,
    command,
    format_seconds,
    last_json_line,
    measure_side_by_side,
)

Loss = Callable[..., Any]


def _layers(xp: Any, params: list[Any], x: Any, act: Callable[[Any], Any]) -> Any:
    for w, b in zip(params[::2], params[1::2], strict=True):
        x = act(xp.dot(x, w) + b)
    return x


def _log_softmax(xp: Any, z: Any) -> Any:
    z = z - xp.max(z, axis=1, keepdims=True)
    return z - xp.log(xp.sum(xp.exp(z), axis=1, keepdims=True))


def mlp(xp: Any, *args: Any) -> Any:
    """Cross-entropy of a tanh MLP classifier plus an L2 penalty."""
    *params, x, onehot = args
    hidden = _layers(xp, params[:-2], x, xp.tanh)
    logp = _log_softmax(xp, xp.dot(hidden, params[-2]) + params[-1])
    return -xp.sum(logp * onehot) / x.shape[0] + 1e-3 * sum(xp.sum(p * p) for p in params)


def gan(xp: Any, *args: Any) -> Any:
    """The generator's loss through a leaky-relu discriminator, gradients for both nets."""
    g1, c1, g2, c2, d1, e1, d2, e2, noise, real = args

    def leaky(z: Any) -> Any:
        return xp.maximum(0.0, z) + 0.01 * xp.minimum(0.0, z)

    fake = xp.tanh(xp.dot(leaky(xp.dot(noise, g1) + c1), g2) + c2)

    def disc(x: Any) -> Any:
        return xp.dot(leaky(xp.dot(x, d1) + e1), d2) + e2

    def log_sigmoid(z: Any) -> Any:
        return -xp.logaddexp(0.0, -z)

    return -xp.mean(log_sigmoid(disc(real))) - xp.mean(log_sigmoid(-disc(fake)))


def vae(xp: Any, *args: Any) -> Any:
    """A Gaussian encoder, reparameterised sample, Bernoulli decoder: minus the ELBO."""
    w1, b1, wm, bm, ws, bs, v1, c1, v2, c2, x, eps = args
    h = xp.tanh(xp.dot(x, w1) + b1)
    mean, log_std = xp.dot(h, wm) + bm, xp.dot(h, ws) + bs
    z = mean + xp.exp(log_std) * eps
    logits = xp.dot(xp.tanh(xp.dot(z, v1) + c1), v2) + c2
    log_lik = xp.sum(x * logits - xp.logaddexp(0.0, logits))
    kl = 0.5 * xp.sum(xp.exp(2 * log_std) + mean**2 - 1.0 - 2 * log_std)
    return (kl - log_lik) / x.shape[0]


def rnn(xp: Any, *args: Any) -> Any:
    """A tanh RNN over a sequence, predicting the next one-hot symbol at each step."""
    wx, wh, b, wo, bo, h0, seq = args
    h, total = xp.dot(xp.ones((seq.shape[1], 1)), h0), 0.0
    for t in range(seq.shape[0] - 1):
        h = xp.tanh(xp.dot(seq[t], wx) + xp.dot(h, wh) + b)
        total = total - xp.sum(_log_softmax(xp, xp.dot(h, wo) + bo) * seq[t + 1])
    return total / seq.shape[1]


def lstm(xp: Any, *args: Any) -> Any:
    """An LSTM over a sequence, four gates from one dot of [input, state]."""
    w, b, wo, bo, seq = args
    n = wo.shape[0]
    h = c = xp.zeros((seq.shape[1], n))
    total = 0.0
    for t in range(seq.shape[0] - 1):
        gates = xp.dot(xp.concatenate([seq[t], h], axis=1), w) + b
        i, f, o = (0.5 * (xp.tanh(gates[:, k * n : (k + 1) * n]) + 1.0) for k in range(3))
        c = f * c + i * xp.tanh(gates[:, 3 * n :])
        h = o * xp.tanh(c)
        total = total - xp.sum(_log_softmax(xp, xp.dot(h, wo) + bo) * seq[t + 1])
    return total / seq.shape[1]


def problems(quick: bool) -> list[tuple[str, str, Loss, tuple[np.ndarray, ...], int]]:
    """(case, size, loss, args, number of leading args that are parameters)."""
    rng = np.random.default_rng(0)

    def weights(*shapes: tuple[int, ...]) -> list[np.ndarray]:
        return [0.1 * rng.standard_normal(s) for s in shapes]

    def net(sizes: list[int]) -> list[np.ndarray]:
        return [p for m, n in zip(sizes, sizes[1:], strict=False) for p in weights((m, n), (n,))]

    batch = 16 if quick else 256
    width, hidden = (32, 16) if quick else (784, 200)
    onehot = np.eye(10)[rng.integers(0, 10, batch)]
    out = []
    params = net([width, hidden, hidden, 10])
    x = rng.standard_normal((batch, width))
    out.append(("MLP", f"{batch}×{width}→{hidden}→{hidden}→10", mlp, (*params, x, onehot), 6))
    latent = 10
    params = net([latent, hidden, width]) + net([width, hidden, 1])
    noise = rng.standard_normal((batch, latent))
    out.append(("GAN", f"{batch}×{latent}→{hidden}→{width}", gan, (*params, noise, x), 8))
    params = net([width, hidden]) + net([hidden, latent]) + net([hidden, latent])
    params += net([latent, hidden, width])
    data = (rng.uniform(size=(batch, width)) > 0.5).astype(float)
    eps = rng.standard_normal((batch, latent))
    out.append(("VAE", f"{batch}×{width}→{hidden}→{latent}", vae, (*params, data, eps), 10))
    steps, symbols, state = (5, 8, 8) if quick else (30, 64, 128)
    seq = np.eye(symbols)[rng.integers(0, symbols, (steps, 32))]
    params = [*weights((symbols, state), (state, state), (state,), (state, symbols), (symbols,))]
    params.append(np.zeros((1, state)))
    out.append(("RNN", f"{steps} steps, 32×{symbols}→{state}", rnn, (*params, seq), 6))
    params = weights((symbols + state, 4 * state), (4 * state,), (state, symbols), (symbols,))
    out.append(("LSTM", f"{steps} steps, 32×{symbols}→{state}", lstm, (*params, seq), 4))
    return out


def _builds(loss: Loss, args: tuple[np.ndarray, ...], k: int) -> dict[str, Callable[[], Any]]:
    calls: dict[str, Callable[[], Any]] = {}
    import derivgen as dg

    grad = dg.grad(lambda *a: loss(np, *a), argnums=tuple(range(k)))
    calls["derivgen"] = lambda: grad(*args)
    autograd, _ = peers.load("autograd")
    if autograd is not None:
        import autograd.numpy as anp

        agrad = autograd.grad(lambda *a: loss(anp, *a), argnum=tuple(range(k)))
        calls["autograd"] = lambda: agrad(*args)
    return calls


def measure_here(settings: Settings) -> list[Entry]:
    """Every problem, derivgen and autograd interleaved, BLAS limited to one thread."""
    limit_threads()  # threadpoolctl (the bench extra) where installed; ONE_THREAD's variables
    entries = []
    for case, size, loss, args, k in problems(settings.quick):
        calls = _builds(loss, args, k)
        values = {name: call() for name, call in calls.items()}
        note = ""
        if "autograd" in values and not all(
            np.allclose(a, b, rtol=1e-7, atol=1e-10)
            for a, b in zip(values["derivgen"], values["autograd"], strict=True)
        ):
            note = "gradient differs from derivgen's"
        for name, timing in measure_side_by_side(calls, settings).items():
            entries.append(Entry(case, size, int(args[k].size), name, timing.median, note=note))
    return entries


def run(settings: Settings) -> list[Entry]:
    """The table, measured in a fresh single-threaded process."""
    env = {**os.environ, **ONE_THREAD}
    args = [sys.executable, "-m", "benchmarks.examples", "--here"]
    return [Entry(**e) for e in last_json_line(args + (["--quick"] if settings.quick else []), env)]


def ratios(entries: list[Entry]) -> dict[str, float]:
    """derivgen's time / autograd's, per case (below 1: derivgen is faster)."""
    times = {(e.case, e.impl): e.seconds for e in entries if e.seconds}
    return {
        case: times[(case, "derivgen")] / times[(case, "autograd")]
        for case, impl in times
        if impl == "autograd" and (case, "derivgen") in times
    }


def section(entries: list[Entry]) -> list[str]:
    """The Markdown section of ``make bench``."""
    lines = [
        "## Autograd's example programs",
        "",
        "One gradient step of losses shaped like HIPS autograd's examples (MLP classifier, "
        "GAN, VAE, RNN, LSTM), written with `dot`, derivgen vs autograd, timed interleaved "
        "in one single-threaded process; ratio = derivgen / autograd (below 1: derivgen "
        "is faster).",
        "",
        "| case | size | derivgen | autograd | ratio |",
        "| --- | --- | --- | --- | --- |",
    ]
    rows = ratios(entries)
    for case in dict.fromkeys(e.case for e in entries):
        got = {e.impl: e for e in entries if e.case == case}
        ours, theirs = got.get("derivgen"), got.get("autograd")
        ratio = f"×{rows[case]:.2f}" if case in rows else "—"
        note = " ⚠ " + ours.note if ours is not None and ours.note else ""
        lines.append(
            f"| {case} | {ours.size if ours else ''} "
            f"| {format_seconds(ours.seconds if ours else None)} "
            f"| {format_seconds(theirs.seconds if theirs else None)} | {ratio}{note} |"
        )
    return [*lines, ""]


def main(argv: list[str] | None = None) -> int:
    return command(
        "python -m benchmarks.examples", __doc__, argv, measure_here,
        lambda settings: section(run(settings)), Settings.make,
    )  # fmt: skip


if __name__ == "__main__":
    raise SystemExit(main())
