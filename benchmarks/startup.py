"""Import time of derivgen against numpy, each in fresh processes with a bytecode cache."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
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


def _environment(cache: str) -> dict[str, str]:
    """As users run: bytecode cached (here in a private folder), even if this shell says not to.

    Without it every start compiles the half-megabyte generated registry from source again.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = cache
    return env


def _once(statement: str, env: dict[str, str]) -> float:
    code = f"import time; t = time.perf_counter()\n{statement}\nprint(time.perf_counter() - t)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    return float(done.stdout.strip().splitlines()[-1])


def run(settings: Settings) -> StartupResult:
    """Interleave the statements run by run, so drifting machine load hits them alike."""
    runs = 2 if settings.quick else 15
    times: dict[str, list[float]] = {label: [] for label in STATEMENTS}
    with tempfile.TemporaryDirectory(prefix="derivgen-pycache-") as cache:
        env = _environment(cache)
        for statement in STATEMENTS.values():
            _once(statement, env)  # writes the bytecode cache; not timed
        for _ in range(runs):
            for label, statement in STATEMENTS.items():
                times[label].append(_once(statement, env))
    return StartupResult({k: statistics.median(v) for k, v in times.items()}, runs)
