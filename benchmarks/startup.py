"""Import time of derivgen against numpy, each in fresh processes."""

from __future__ import annotations

import statistics
import subprocess
import sys
from dataclasses import dataclass

from benchmarks.timing import Settings

# What each fresh process times, in process: the interpreter's own start is left out.
STATEMENTS = {
    "import numpy": "import numpy",
    "import derivgen": "import derivgen",
    "import derivgen; get_backward('sin')": "import derivgen; derivgen.get_backward('sin')",
}
FIRST_GRAD = "import derivgen; first grad"
STATEMENTS[FIRST_GRAD] = (
    "import numpy as np, derivgen; derivgen.grad(lambda x: np.sum(np.sin(x) * x))(np.ones(3))"
)


@dataclass(frozen=True)
class StartupResult:
    """Median seconds of each statement in STATEMENTS, over ``runs`` fresh processes."""

    medians: dict[str, float]
    runs: int


def _once(statement: str) -> float:
    code = f"import time; t = time.perf_counter()\n{statement}\nprint(time.perf_counter() - t)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def run(settings: Settings) -> StartupResult:
    """Interleave the statements run by run, so drifting machine load hits them alike."""
    runs = 2 if settings.quick else 15
    times: dict[str, list[float]] = {label: [] for label in STATEMENTS}
    for _ in range(runs):
        for label, statement in STATEMENTS.items():
            times[label].append(_once(statement))
    return StartupResult({k: statistics.median(v) for k, v in times.items()}, runs)
