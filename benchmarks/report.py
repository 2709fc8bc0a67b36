"""The report: Markdown tables naming the machine and versions, and a PNG of time against N."""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks import composite, machine, peers, png
from benchmarks.generator import GeneratorResult
from benchmarks.machine import OtherLoad
from benchmarks.memory import MemoryResult
from benchmarks.results import Entry
from benchmarks.startup import StartupResult
from benchmarks.timing import Settings, format_seconds


def header(settings: Settings, load: OtherLoad) -> list[str]:
    """The machine, versions, environment and method, as Markdown lines."""
    import derivgen as dg

    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    coretype = os.environ.get("OPENBLAS_CORETYPE")
    versions = ", ".join(f"{name} {peers.version(name)}" for name in peers.PEERS)
    mode = "quick (`--quick`: tiny N, few repeats)" if settings.quick else "full"
    return [
        "# derivgen benchmarks",
        "",
        f"- Run: {mode}, {time.strftime('%Y-%m-%d %H:%M %Z')}, commit {machine.commit()}",
        f"- Machine: {machine.cpu_model()}, {os.cpu_count()} cores ({usable} usable), "
        f"{platform.system()} {platform.release()}; {load.describe()}. BLAS-backed rows "
        "(matmul, det, MLP) and multi-threaded peers suffer most from such load.",
        f"- Python {platform.python_version()}, numpy {np.__version__} (BLAS: {machine.blas()}), "
        f"derivgen {peers.version('derivgen')} ({len(dg.list_ops())} ops registered)",
        f"- Peers: {versions}",
        f"- OPENBLAS_CORETYPE={coretype} is set and left as is (it may slow NumPy's BLAS)"
        if coretype
        else "- OPENBLAS_CORETYPE: not set",
        f"- Method: per-call median of {settings.repeats} runs; each run repeats the call for at "
        f"least {settings.min_time * 1000:g} ms (timeit-style autoranging, time.perf_counter), "
        "after a warm-up call (which also does JAX's compilation). float64 everywhere.",
        "",
    ]


# ---------------------------------------------------------------- tables


def _cell(entry: Entry | None) -> str:
    if entry is None:
        return "—"
    if entry.status:
        return entry.status.replace("|", "\\|")
    return format_seconds(entry.seconds) + (" ⚠" if entry.note else "")


def _ratio(ours: Entry | None, theirs: Entry | None) -> str:
    if ours is None or theirs is None or ours.seconds is None or theirs.seconds is None:
        return "—"
    return f"{ours.seconds / theirs.seconds:.2f}"


def _groups(entries: Iterable[Entry]) -> dict[tuple[str, str], dict[str, Entry]]:
    """Entries by (case, size), in the order measured, then by implementation."""
    groups: dict[tuple[str, str], dict[str, Entry]] = {}
    for e in entries:
        groups.setdefault((e.case, e.size), {})[e.impl] = e
    return groups


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return lines + ["| " + " | ".join(row) + " |" for row in rows] + [""]


def _warnings(entries: list[Entry]) -> list[str]:
    return [f"- ⚠ {e.case}, {e.size}, {e.impl}: {e.note}" for e in entries if e.note]


def kernel_section(entries: list[Entry]) -> list[str]:
    rows = [
        [
            case,
            size,
            _cell(g.get("derivgen")),
            _cell(g.get("numpy")),
            _ratio(g.get("derivgen"), g.get("numpy")),
            _cell(g.get("numexpr")),
        ]
        for (case, size), g in _groups(entries).items()
    ]
    head = ["op", "N", "derivgen", "NumPy floor", "derivgen / NumPy", "numexpr"]
    intro = [
        "## 1. Single-op backward kernels",
        "",
        "`dg.get_backward(op)(grad, *saved)`, called with exactly the values "
        "`dg.op_info(op).saved` lists (computed beforehand), against the same formula written "
        "by hand in NumPy. numexpr evaluates the element-wise formulas fused, with its own "
        "threads. The det floor is the textbook det(A)·A⁻ᵀ; derivgen's formula uses the SVD "
        "adjugate, which stays exact for singular matrices.",
        "",
    ]
    return intro + _table(head, rows) + _warnings(entries)


def composite_section(entries: list[Entry]) -> list[str]:
    softmax = (
        "each library's own log-softmax (derivgen's log_softmax op)"
        if composite.registered_log_softmax()
        else "log-softmax built from max, exp, sum and log (derivgen has no log_softmax op yet)"
    )
    labels = [r.label for r in composite.RUNNERS]
    rows = []
    for (case, size), g in _groups(entries).items():
        ours = g.get("derivgen")
        row = [case, size, _cell(ours)]
        for label in labels[1:]:
            theirs = g.get(label)
            ratio = _ratio(ours, theirs)
            row.append(_cell(theirs) + (f" (×{ratio})" if ratio != "—" else ""))
        rows.append(row)
    intro = [
        "## 2. Composite gradients",
        "",
        "The same function, written once over an array namespace, differentiated by each "
        "library: the 10-op chain is sin, tanh, exp(0.5·), ·x, +x, cos, square, log1p, "
        "arctan, sqrt(·+1), then sum; the MLP loss is the cross-entropy of "
        f"log_softmax(tanh(x @ W1 + b1) @ W2 + b2) with 10 classes, {softmax}, "
        "gradients for W1, b1, W2, b2. "
        "(×r) is derivgen's time / that library's: above 1, derivgen is slower.",
        "",
    ]
    return intro + _table(["case", "size", *labels], rows) + _warnings(entries)


def generator_section(r: GeneratorResult) -> list[str]:
    rows = [["bundled derivatives.yaml", str(r.bundled_ops), format_seconds(r.bundled)]]
    for clones, seconds in r.synthetic.items():
        ops = r.synthetic_ops[clones]
        rows.append([f"bundled + {clones} clones of sin", str(ops), format_seconds(seconds)])
    lines = [
        "## 3. The generator",
        "",
        "`python -m codegen --out <new empty dir>` (and `--spec FILE`), wall time of the whole "
        "process, interpreter start included; median of fresh processes.",
        "",
        *_table(["spec", "ops", "wall time"], rows),
    ]
    if len(r.synthetic) == 2:
        (small, t_small), (big, t_big) = r.synthetic.items()
        lines.append(
            f"- Scaling {big} / {small} clones: ×{t_big / t_small:.2f} in time for "
            f"×{r.synthetic_ops[big] / r.synthetic_ops[small]:.2f} ops."
        )
    for clones in r.import_seconds:
        lines.append(
            f"- {r.synthetic_ops[clones]} ops: peak memory {r.peak_mb[clones]:.0f} MB, "
            f"registry.py {r.registry_mb[clones]:.1f} MB, importing the generated package "
            f"without .pyc files {format_seconds(r.import_seconds[clones])}."
        )
    if r.unchanged_writes_nothing is not None:
        verdict = (
            "writes no file (all mtimes unchanged)"
            if r.unchanged_writes_nothing
            else ("REWROTE FILES (mtimes changed)")
        )
        lines.append(f"- Regenerating with no change {verdict}.")
    lines += [f"- failed: {e}" for e in r.errors]
    return lines + [""]


def startup_section(r: StartupResult) -> list[str]:
    numpy_time = r.medians["import numpy"]
    rows = [
        [
            f"`{label}`",
            format_seconds(t),
            f"{t / numpy_time:.2f}",
            format_seconds(t - numpy_time) if label != "import numpy" else "—",
        ]
        for label, t in r.medians.items()
    ]
    intro = [
        "## 4. Import time",
        "",
        f"Timed inside fresh processes (interpreter start excluded), median of {r.runs}.",
        "",
    ]
    return intro + _table(["statement", "median", "/ import numpy", "beyond numpy"], rows)


def memory_section(r: MemoryResult) -> list[str]:
    rows = [
        [
            name,
            "not installed" if peak is None else f"{peak / 1e6:.1f} MB",
            "—" if peak is None else f"{peak / r.result_bytes:.2f}",
        ]
        for name, peak in r.peaks.items()
    ]
    intro = [
        f"## 5. Peak memory of the tanh backward at N = {r.n:,}",
        "",
        "Peak bytes tracemalloc saw allocated during the call, inputs (grad, result) excluded "
        "and the output included, as multiples of one result-sized array "
        f"({r.result_bytes / 1e6:.0f} MB).",
        "",
    ]
    return intro + _table(["implementation", "peak beyond inputs", "× result size"], rows)


SECTIONS = {
    "kernels": kernel_section,
    "composite": composite_section,
    "generator": generator_section,
    "startup": startup_section,
    "memory": memory_section,
}


def markdown(
    settings: Settings,
    results: dict[str, Any],
    load: OtherLoad,
    loads: dict[str, OtherLoad],
    plot: str,
) -> str:
    """The whole report; a section whose run failed shows its error."""
    lines = header(settings, load) + [f"Plot: results.png, {plot}.", ""]
    for name, render in SECTIONS.items():
        value = results.get(name)
        if isinstance(value, str):
            lines += [f"## {name}", "", value, ""]
        elif value is not None:
            lines += render(value)
        if name in loads:
            lines += [
                f"_{loads[name].seconds:.0f} s; other processes kept {loads[name].percent()} "
                "of the cores busy meanwhile._",
                "",
            ]
    return "\n".join(lines).rstrip() + "\n"


# ---------------------------------------------------------------- the plot


def _series(
    entries: list[Entry], impls: list[str]
) -> list[tuple[str, str, list[tuple[int, float]]]]:
    """(case, impl, [(n, seconds), ...]) for every case measured at two sizes or more."""
    out = []
    for case in dict.fromkeys(e.case for e in entries):
        for impl in impls:
            pts = [
                (e.n, e.seconds) for e in entries if e.case == case and e.impl == impl and e.seconds
            ]
            if len(pts) >= 2:
                out.append((case, impl, pts))
    return out


def plot(results: dict[str, Any], path: Path) -> str:
    """Time against N, kernels (solid: derivgen, dashed: NumPy) and composite; says how drawn."""
    kernels = results.get("kernels") if isinstance(results.get("kernels"), list) else []
    comp = results.get("composite") if isinstance(results.get("composite"), list) else []
    kernel_lines = _series(kernels, ["derivgen", "numpy"])
    comp_lines = _series(comp, [r.label for r in composite.RUNNERS])
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        colors = {
            c: png.PALETTE[i % 8]
            for i, c in enumerate(dict.fromkeys(c for c, _, _ in kernel_lines))
        }
        left = [(pts, colors[c], impl != "derivgen") for c, impl, pts in kernel_lines]
        right = [(pts, png.PALETTE[i % 8], False) for i, (_, _, pts) in enumerate(comp_lines)]
        png.plot(path, [left, right])
        return "drawn without matplotlib (not installed): lines only, no labels"
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 5.5))
    cases = list(dict.fromkeys(c for c, _, _ in kernel_lines))
    for case, impl, pts in kernel_lines:
        color = f"C{cases.index(case) % 10}"
        style = "-o" if impl == "derivgen" else "--x"
        ax1.plot(*zip(*pts, strict=True), style, color=color, label=f"{case}: {impl}")
    for i, (case, impl, pts) in enumerate(comp_lines):
        ax2.plot(*zip(*pts, strict=True), "-o", color=f"C{i % 10}", label=f"{case}: {impl}")
    for ax, title in (
        (ax1, "single-op backward (solid: derivgen, dashed: NumPy)"),
        (ax2, "composite gradient"),
    ):
        ax.set(
            xscale="log",
            yscale="log",
            xlabel="N (elements; k² for k×k matrices)",
            ylabel="seconds per call",
        )
        ax.set_title(title, fontsize=10)
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=7, ncol=2 if ax is ax1 else 1)
    fig.suptitle(
        f"derivgen benchmarks on {machine.cpu_model()}, {os.cpu_count()} cores", fontsize=11
    )
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return f"drawn with matplotlib {peers.version('matplotlib')}"
