"""Out of core: the gradient of a logistic-regression NLL over X larger than memory, on Dask.

``python -m benchmarks.scaling [--quick] [--rows N] [--repeats R] [--out DIR]``: the table
goes to DIR/SCALING.md (default: this folder), as ``python -m benchmarks`` writes RESULTS.md.

X (rows x 16 float64) and y are drawn lazily from seeded ``da.random`` generators in chunks
of about 128 MB, so that no process ever holds more than a few chunks; the full size,
2.5e8 rows, is 32 GB, more than this 24 GB machine's memory. On one LocalCluster (worker
processes with a memory limit) it times, interleaved, each building its graph and the
cluster computing it:

- ``dg.grad`` of the NLL written in NumPy, as dask-glm's ``Logistic.pointwise_loss`` writes
  it (``sum(z + log1p(exp(-z))) - y . z``, z = X w), Dask data and a NumPy w;
- ``dg.compile`` of that gradient;
- dask-glm's hand-written gradient, ``dask_glm.families.Logistic.pointwise_gradient``;

checks each result against a chunk-by-chunk NumPy reference (X_i^T (sigmoid(X_i w) - y_i)
summed over the chunks, run as plain NumPy on the same cluster), samples the resident
memory of the whole process tree (this process and every worker), and reports GB/s of X.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

FEATURES = 16
CHUNK_BYTES = 128 * 2**20
FULL_ROWS = 250_000_000  # 32 GB of float64
QUICK_ROWS = 2_000_000
MEMORY_BOUND = 4 * 2**30  # the process tree's peak resident memory must stay below
TARGET = 1.25  # derivgen's time / dask-glm's


def nll(w: Any, x: Any, y: Any) -> Any:
    """dask-glm's Logistic.pointwise_loss, in NumPy: sum(z + log1p(exp(-z))) - y . z."""
    z = x @ w
    return np.sum(z + np.log1p(np.exp(-z))) - np.dot(y, z)


def data(rows: int, chunk_rows: int, seed: int = 0) -> tuple[Any, Any]:
    """X uniform on (-1, 1) and y in {0, 1}, lazily, from seeded generators."""
    import dask.array as da

    x = da.random.default_rng(seed).random((rows, FEATURES), chunks=(chunk_rows, FEATURES))
    x = 2.0 * x - 1.0
    y = (da.random.default_rng(seed + 1).random(rows, chunks=chunk_rows) < 0.5).astype(float)
    return x, y


class PeakMemory:
    """The peak resident memory of this process and all its descendants, sampled."""

    def __init__(self, every: float = 0.05) -> None:
        import psutil

        self.process = psutil.Process()
        self.every = every
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _rss(self) -> int:
        total = 0
        for p in [self.process, *self.process.children(recursive=True)]:
            try:
                total += p.memory_info().rss
            except Exception:  # a process that ended between the listing and the read
                continue
        return total

    def _sample(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, self._rss())
            self._stop.wait(self.every)

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


@dataclass
class Result:
    """What one run measured; ``seconds`` holds every repeat of every method."""

    rows: int
    chunk_rows: int
    workers: int
    memory_limit: str
    seconds: dict[str, list[float]] = field(default_factory=dict)
    tasks: dict[str, int] = field(default_factory=dict)
    agrees: dict[str, bool] = field(default_factory=dict)
    peak_bytes: int = 0
    load: str = ""
    reference_seconds: float = 0.0

    @property
    def nbytes(self) -> int:
        return self.rows * FEATURES * 8

    def best(self, method: str) -> float:
        return min(self.seconds[method])


def _methods(x: Any, y: Any, w: np.ndarray, compiled: bool) -> dict[str, Callable[[], Any]]:
    """Each way to build the gradient's graph (dask-glm's where it is installed)."""
    import derivgen as dg

    grad = dg.grad(nll)
    methods: dict[str, Callable[[], Any]] = {"derivgen: dg.grad": lambda: grad(w, x, y)}
    if compiled:
        compiled_grad = dg.compile(dg.grad(nll))
        methods["derivgen: dg.compile(dg.grad)"] = lambda: compiled_grad(w, x, y)
    try:
        from dask_glm.families import Logistic
    except ImportError:  # the bench extra installs it; the section says so
        pass
    else:
        methods["dask-glm: Logistic.pointwise_gradient"] = lambda: Logistic.pointwise_gradient(
            w, x, y
        )
    return methods


def _reference(client: Any, x: Any, y: Any, w: np.ndarray) -> np.ndarray:
    """The chunk-by-chunk NumPy reference, one plain NumPy task per chunk on the cluster."""
    import dask
    from distributed import as_completed

    def chunk_gradient(xi: np.ndarray, yi: np.ndarray, w: np.ndarray) -> np.ndarray:
        # nested, so that it is pickled by value: the workers import nothing of derivgen's
        return xi.T @ (1.0 / (1.0 + np.exp(-(xi @ w))) - yi)

    task = dask.delayed(chunk_gradient, pure=True)
    parts = client.compute([task(x.blocks[i], y.blocks[i], w) for i in range(x.numblocks[0])])
    total = np.zeros(FEATURES)
    for part in as_completed(parts):  # summed as they arrive
        total += part.result()
        part.release()
    return total


def run(
    rows: int,
    chunk_rows: int | None = None,
    repeats: int = 2,
    workers: int = 2,
    memory_limit: str = "1.5GiB",
    processes: bool = True,
    progress: Callable[[str], None] = print,
    compiled: bool = True,
) -> Result:
    """Time every method on one cluster, interleaved, ``repeats`` times each."""
    from distributed import Client, LocalCluster

    from benchmarks.machine import OtherLoad

    chunk_rows = chunk_rows or CHUNK_BYTES // (FEATURES * 8)
    result = Result(rows, chunk_rows, workers, memory_limit)
    load = OtherLoad().start()
    w = np.linspace(-0.5, 0.5, FEATURES)
    with PeakMemory() as memory:
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=processes,
            memory_limit=memory_limit,
            dashboard_address=":0",
        )
        with cluster, Client(cluster) as client:
            x, y = data(rows, chunk_rows)
            client.compute(x.blocks[0].sum()).result()  # warm-up: the workers' imports
            started = time.perf_counter()
            expected = _reference(client, x, y, w)
            result.reference_seconds = time.perf_counter() - started
            progress(f"scaling: reference {result.reference_seconds:.1f} s")
            methods = _methods(x, y, w, compiled)
            for _ in range(repeats):
                for name, build in methods.items():
                    started = time.perf_counter()
                    graph = build()
                    value = client.compute(graph).result()
                    seconds = time.perf_counter() - started
                    result.seconds.setdefault(name, []).append(seconds)
                    result.tasks[name] = len(dict(graph.__dask_graph__()))
                    result.agrees[name] = bool(np.allclose(value, expected, rtol=1e-9))
                    progress(f"scaling: {name} {seconds:.1f} s")
        result.peak_bytes = memory.peak
    result.load = load.stop().describe()
    return result


def markdown(r: Result) -> str:
    """The result as the table docs/scaling.md shows."""
    gb = r.nbytes / 1e9
    glm = "dask-glm: Logistic.pointwise_gradient"
    lines = [
        f"X: {r.rows:,} x {FEATURES} float64 ({gb:.1f} GB) in chunks of {r.chunk_rows:,} rows "
        f"({r.chunk_rows * FEATURES * 8 / 2**20:.0f} MiB), generated lazily; a LocalCluster "
        f"of {r.workers} worker processes (1 thread, {r.memory_limit} each).",
        "",
        "| method | best time (s) | GB/s of X | / dask-glm | tasks | equals reference |",
        "|---|---|---|---|---|---|",
    ]
    for name in r.seconds:
        ratio = f"{r.best(name) / r.best(glm):.2f}" if glm in r.seconds else "n/a"
        lines.append(
            f"| {name} | {r.best(name):.2f} | {gb / r.best(name):.2f} | {ratio} | "
            f"{r.tasks[name]} | {'yes' if r.agrees[name] else 'NO'} |"
        )
    lines.append(
        f"| chunk-by-chunk NumPy reference | {r.reference_seconds:.2f} | "
        f"{gb / r.reference_seconds:.2f} | | | |"
    )
    peak, bound = r.peak_bytes / 2**30, MEMORY_BOUND / 2**30
    held = "met" if r.peak_bytes <= MEMORY_BOUND else "NOT MET"
    repeats = max(len(runs) for runs in r.seconds.values())
    lines += [
        "",
        f"Best of {repeats} interleaved run(s) each, graph building included. Peak resident "
        f"memory of the process tree: {peak:.2f} GiB (bound {bound:.0f} GiB: {held}).",
    ]
    if glm in r.seconds:
        ratio = r.best("derivgen: dg.grad") / r.best(glm)
        verdict = "met" if ratio <= TARGET else "NOT MET"
        lines.append(f"dg.grad / dask-glm: {ratio:.2f} (target ≤ {TARGET}: {verdict}).")
    else:
        lines.append("dask-glm is not installed (pip install dask-glm): no comparison.")
    lines.append(f"Load: {r.load}.")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scaling", description=__doc__)
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_ROWS:,} rows, 1 repeat")
    parser.add_argument("--rows", type=int, help=f"rows of X (default {FULL_ROWS:,})")
    parser.add_argument("--repeats", type=int, help="runs of each method (default 2)")
    parser.add_argument("--no-compile", action="store_true", help="leave dg.compile out")
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).resolve().parent, help="where SCALING.md goes"
    )
    args = parser.parse_args(argv)
    rows = args.rows or (QUICK_ROWS if args.quick else FULL_ROWS)
    chunk_rows = CHUNK_BYTES // (FEATURES * 8) // (8 if args.quick else 1)
    repeats = args.repeats or (1 if args.quick else 2)
    result = run(rows, chunk_rows, repeats, progress=_stderr, compiled=not args.no_compile)
    text = markdown(result)
    print(text)
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "SCALING.md").write_text(text, encoding="utf-8")
    return 0


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    raise SystemExit(main())
