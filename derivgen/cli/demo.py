"""The `make run` demo: query backward functions by op name, check them by finite differences."""

from __future__ import annotations

import inspect

import numpy as np

import derivgen as dg


def _central_difference(f, x: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    """d sum(f(x)) / dx by central differences, one element at a time."""
    g = np.zeros_like(x)
    for i in np.ndindex(x.shape):
        step = np.zeros_like(x)
        step[i] = eps
        g[i] = (np.sum(f(x + step)) - np.sum(f(x - step))) / (2 * eps)
    return g


def main() -> int:
    rng = np.random.default_rng(0)
    x = rng.uniform(-1.5, 1.5, size=(4, 2, 3))
    print(f"derivgen knows {len(dg.list_ops())} ops.\n")
    worst = 0.0
    for name in ("sin", "tanh", "expit", "absolute", "arctan"):
        info = dg.op_info(name)
        print(f"{info.signature}")
        print(f"  backward formula: {info.formulas['self']}   (saves: {', '.join(info.saved)})")
        exact = dg.get_grad(name)(x)
        numeric = _central_difference(info.forward, x)
        error = float(np.max(np.abs(exact - numeric)))
        worst = max(worst, error)
        print(
            f"  get_grad({name!r}) on shape {x.shape}: "
            f"max |exact - finite difference| = {error:.1e}"
        )
    w = rng.normal(size=(3, 5))

    def loss(x: np.ndarray, w: np.ndarray) -> np.ndarray:
        return np.tanh(x @ w).sum()

    gx, gw = dg.grad(loss, argnums=(0, 1))(x[0], w)
    fd = _central_difference(lambda w_: loss(x[0], w_), w)
    error = float(np.max(np.abs(gw - fd)))
    worst = max(worst, error)
    print(
        "\ngrad(lambda x, w: np.tanh(x @ w).sum(), argnums=(0, 1)): "
        f"|dw - finite difference| = {error:.1e}"
    )
    print("\nsin's backward, as generated in generated/backward.py:\n")
    print(inspect.getsource(dg.get_backward("sin")))
    ok = worst < 1e-6
    print("all derivatives agree with finite differences" if ok else "MISMATCH")
    return 0 if ok else 1
