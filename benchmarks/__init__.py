"""derivgen's benchmarks: ``python -m benchmarks [--quick]`` or ``benchmarks.run(quick=True)``."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks.machine import OtherLoad
from benchmarks.timing import Settings

HERE = Path(__file__).resolve().parent
# The modules whose run(settings) make up `make bench`, in order; imported by run(), not here,
# so that `python -m benchmarks.vmap` does not find its module imported by the package first.
STEPS = (
    "kernels",
    "composite",
    "examples",
    "vmap",
    "native",
    "sparse",
    "generator",
    "startup",
    "memory",
    "checkpoint",
    "ode",
)


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def run(
    quick: bool = False,
    out_dir: str | os.PathLike[str] | None = None,
    progress: Callable[[str], None] | None = _stderr,
    steps: tuple[str, ...] = STEPS,
) -> str:
    """Run the benchmarks (``steps``: some of STEPS, default all); write RESULTS.md and
    results.png into out_dir; return the Markdown.

    ``out_dir`` defaults to this package's folder. A step that fails is reported in the
    Markdown rather than raised, so the files are always written.
    """
    unknown = [name for name in steps if name not in STEPS]
    if unknown:
        raise ValueError(f"no benchmark step {', '.join(unknown)}; the steps: {', '.join(STEPS)}")
    settings = Settings.make(quick)
    out = Path(out_dir) if out_dir is not None else HERE
    out.mkdir(parents=True, exist_ok=True)
    load = OtherLoad().start()
    results: dict[str, Any] = {}
    loads: dict[str, OtherLoad] = {}
    for name in steps:
        loads[name] = OtherLoad().start()
        try:
            results[name] = importlib.import_module(f"benchmarks.{name}").run(settings)
        except Exception as exc:
            results[name] = f"failed: {type(exc).__name__}: {exc}"
        loads[name].stop()
        if progress is not None:
            progress(f"benchmarks: {name} done in {loads[name].seconds:.1f} s")
    load.stop()
    from benchmarks import report

    drawn = report.plot(results, out / "results.png")
    text = report.markdown(settings, results, load, loads, drawn)
    (out / "RESULTS.md").write_text(text, encoding="utf-8")
    return text
