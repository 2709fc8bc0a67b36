"""Second order in detail: Hessians at n = 20 and 100, hvp, and derivgen's old Hessian.

``python -m benchmarks.second_order [--quick]`` prints the table; ``run(settings)`` returns
its entries. ``make bench`` shows only the n = 20 Hessian, as a row of the composite table.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

import numpy as np

from benchmarks import composite, peers
from benchmarks.results import Entry
from benchmarks.timing import Settings, format_seconds, measure


def energy(xp: Any, x: Any) -> Any:
    """The composite table's Hessian function, on the array namespace ``xp``."""
    return composite.energy(composite.Lib(xp=xp), x)


Build = Callable[[np.ndarray, np.ndarray], dict[str, Callable[[], Any]]]


def _derivgen(x: np.ndarray, v: np.ndarray) -> dict[str, Callable[[], Any]]:
    import derivgen as dg

    def f(x: Any) -> Any:
        return energy(np, x)

    hessian, old = dg.hessian(f), dg.jacfwd(dg.grad(f))
    return {
        "hessian": lambda: hessian(x),
        "hessian (jacfwd of grad)": lambda: old(x),
        "hvp": lambda: dg.hvp(f, (x,), (v,)),
    }


def _autograd(x: np.ndarray, v: np.ndarray) -> dict[str, Callable[[], Any]]:
    import autograd
    import autograd.numpy as anp

    def f(x: Any) -> Any:
        return energy(anp, x)

    hessian, hvp = autograd.hessian(f), autograd.hessian_vector_product(f)
    return {"hessian": lambda: hessian(x), "hvp": lambda: hvp(x, v)}


def _jax(jit: bool) -> Build:
    def build(x: np.ndarray, v: np.ndarray) -> dict[str, Callable[[], Any]]:
        import jax
        import jax.numpy as jnp

        jax.config.update("jax_enable_x64", True)

        def f(x: Any) -> Any:
            return energy(jnp, x)

        def hvp(x: Any, v: Any) -> Any:
            return jax.jvp(jax.grad(f), (x,), (v,))[1]

        hessian = jax.jit(jax.hessian(f)) if jit else jax.hessian(f)
        hvp = jax.jit(hvp) if jit else hvp
        xj, vj = jnp.asarray(x), jnp.asarray(v)
        return {
            "hessian": lambda: jax.block_until_ready(hessian(xj)),
            "hvp": lambda: jax.block_until_ready(hvp(xj, vj)),
        }

    return build


def _torch(x: np.ndarray, v: np.ndarray) -> dict[str, Callable[[], Any]]:
    import torch
    from torch.autograd.functional import hessian, hvp

    def f(x: Any) -> Any:
        return energy(torch, x)

    xt, vt = torch.from_numpy(x), torch.from_numpy(v)
    return {"hessian": lambda: hessian(f, xt), "hvp": lambda: hvp(f, xt, vt)[1]}


RUNNERS: tuple[tuple[str, str, Build], ...] = (
    ("derivgen", "derivgen", _derivgen),
    ("autograd", "autograd", _autograd),
    ("torch", "torch", _torch),
    ("jax (jit)", "jax", _jax(jit=True)),
    ("jax (no jit)", "jax", _jax(jit=False)),
)


def run(settings: Settings) -> list[Entry]:
    """Each library's Hessian and hvp at n = 20 and 100 (n = 5 when quick), values checked."""
    rng = np.random.default_rng(0)
    entries = []
    for n in (5,) if settings.quick else (20, 100):
        x, v = rng.standard_normal(n), rng.standard_normal(n)
        reference: dict[str, np.ndarray] = {}
        for label, module, build in RUNNERS:
            found, status = peers.load(module)
            if found is None:
                entries.append(Entry("hessian", str(n), n, label, status=status))
                continue
            try:
                calls = build(x, v)
            except Exception as exc:
                status = f"failed: {type(exc).__name__}: {str(exc)[:120]}"
                entries.append(Entry("hessian", str(n), n, label, status=status))
                continue
            for case, call in calls.items():
                name = f"{label}: {case}" if case.startswith("hessian (") else label
                kind = "hessian" if case.startswith("hessian") else case
                value = np.asarray(call())
                note = ""
                if kind in reference and not np.allclose(value, reference[kind], atol=1e-10):
                    note = "differs from derivgen's"
                reference.setdefault(kind, value)
                seconds = measure(call, settings).median
                entries.append(Entry(kind, str(n), n, name, seconds, note=note))
    return entries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.second_order", description=__doc__)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    for e in run(Settings.make(args.quick)):
        time = format_seconds(e.seconds) if e.seconds is not None else e.status
        print(f"{e.case:8} n={e.size:4} {e.impl:36} {time:>12} {e.note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
