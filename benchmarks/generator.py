"""The generator: regenerating the bundled spec and synthetic specs of many ops, timed."""

from __future__ import annotations

import copy
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from benchmarks.timing import Settings

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "derivatives.yaml"


@dataclass
class GeneratorResult:
    """CPU seconds of ``python -m codegen`` (process start included) and the no-op check.

    CPU time (user + system of the process), not wall time: the machines these run on are
    shared, and another process's load stretches wall time but hardly the CPU time.
    """

    bundled_ops: int = 0
    bundled: float | None = None
    synthetic: dict[int, float] = field(default_factory=dict)  # clones -> seconds
    synthetic_ops: dict[int, int] = field(default_factory=dict)  # clones -> ops in the spec
    unchanged_writes_nothing: bool | None = None
    # For the synthetic specs: peak memory of the generator, the package's size (a spec of
    # many ops is written in chunks), and the CPU time to import the generated package and
    # look one op up in a fresh process without .pyc files.
    peak_mb: dict[int, float] = field(default_factory=dict)
    package_mb: dict[int, float] = field(default_factory=dict)
    largest_module_mb: dict[int, float] = field(default_factory=dict)
    modules: dict[int, int] = field(default_factory=dict)
    import_seconds: dict[int, float] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)


# Runs its arguments (one generation) and prints the child's CPU seconds and peak memory (KiB):
# a fresh process each, so the maximum is that run's own.
_MEASURE = (
    "import resource, subprocess, sys; "
    "done = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
    "sys.stderr.write(done.stderr); "
    "usage = resource.getrusage(resource.RUSAGE_CHILDREN); "
    "print(usage.ru_utime + usage.ru_stime, usage.ru_maxrss); "
    "sys.exit(done.returncode)"
)


def _codegen(out: Path, spec: Path | None = None) -> tuple[float, float]:
    """CPU seconds and peak resident MB of one ``python -m codegen`` run, in a fresh process;
    raises on failure."""
    command = [sys.executable, "-m", "codegen", "--out", str(out)]
    if spec is not None:
        command += ["--spec", str(spec)]
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, *command], capture_output=True, text=True, cwd=ROOT
    )
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise RuntimeError(f"python -m codegen exited with {done.returncode}: {last}")
    seconds, kib = done.stdout.split()
    return float(seconds), int(kib) / 1024  # ru_maxrss is in KiB on Linux


# Imports a generated package from a folder, as `derivgen verify --generated` does, and
# builds one OpInfo; -B keeps Python from reading or writing .pyc files.
_IMPORT = """
import sys, time
start = time.process_time()
from derivgen.cli.commands import _load_package
package = _load_package(__import__("pathlib").Path(sys.argv[1]))
package.OPS["sin"]
print(time.process_time() - start)
"""


def import_seconds(out: Path) -> float:
    """CPU seconds to import a generated package (and look one op up) without .pyc files."""
    done = subprocess.run(
        [sys.executable, "-B", "-c", _IMPORT, str(out)], capture_output=True, text=True, cwd=ROOT
    )
    if done.returncode != 0:
        raise RuntimeError(f"importing {out} failed: {done.stderr.strip().splitlines()[-1:]}")
    return float(done.stdout.strip())


def _fresh_runs(tmp: Path, runs: int, spec: Path | None = None) -> list[tuple[float, float]]:
    """CPU time and peak MB of ``runs`` generations, each into a new, empty directory (a full
    render)."""
    return [_codegen(Path(tempfile.mkdtemp(dir=tmp)), spec) for _ in range(runs)]


def _load(text: str) -> Any:
    """The spec's plain data, parsed by libyaml where PyYAML has it (as the generator's own
    loader is): the pure-Python parser takes seconds for the bundled spec."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def synthetic_spec(clones: int, path: Path) -> int:
    """The bundled spec plus ``clones`` copies of sin as sin_0001, ...; returns its op count."""
    text = SPEC.read_text(encoding="utf-8")
    entries = _load(text)
    sin = next(e for e in entries if e["name"].startswith("sin("))
    extra = []
    for i in range(1, clones + 1):
        # A copy each: shared objects would be dumped as YAML aliases, which specs refuse.
        clone = copy.deepcopy({k: v for k, v in sin.items() if k != "numpy"})
        clone["name"] = sin["name"].replace("sin(", f"sin_{i:04d}(", 1)
        clone["forward"] = "np.sin(self)"
        extra.append(clone)
    path.write_text(text + "\n" + yaml.safe_dump(extra, sort_keys=False), encoding="utf-8")
    return len(entries) + clones


def _unchanged_writes_nothing(tmp: Path) -> tuple[float, bool]:
    """Generate twice into one directory: the second run must leave every mtime alone.

    Returns the first (fresh) run's CPU time too, one more sample of the bundled spec.
    """
    out = tmp / "again"
    first, _ = _codegen(out)
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*")}
    time.sleep(0.05)  # past the file system's timestamp granularity
    _codegen(out)
    after = {p: p.stat().st_mtime_ns for p in out.rglob("*")}
    return first, bool(before) and before == after


def run(settings: Settings) -> GeneratorResult:
    """Time the bundled spec, then synthetic specs; a failure is recorded, not raised."""
    result = GeneratorResult()
    runs = 1 if settings.quick else 5
    sizes = (10, 100) if settings.quick else (1000, 10_000)
    with tempfile.TemporaryDirectory(prefix="derivgen-bench-") as name:
        tmp = Path(name)
        try:
            result.bundled_ops = len(_load(SPEC.read_text(encoding="utf-8")))
            first, result.unchanged_writes_nothing = _unchanged_writes_nothing(tmp)
            more = [seconds for seconds, _ in _fresh_runs(tmp, runs - 1)]
            result.bundled = statistics.median([first, *more])
        except Exception as exc:
            result.errors.append(f"bundled spec: {exc}")
        for clones in sizes:
            try:
                spec = tmp / f"spec_{clones}.yaml"
                result.synthetic_ops[clones] = synthetic_spec(clones, spec)
                out = Path(tempfile.mkdtemp(dir=tmp))
                measured = [_codegen(out, spec)]  # into out: the package measured below
                measured += _fresh_runs(tmp, min(runs, 3) - 1, spec)
                result.synthetic[clones] = statistics.median(seconds for seconds, _ in measured)
                result.peak_mb[clones] = max(mb for _, mb in measured)
                sizes_mb = [p.stat().st_size / 1e6 for p in out.glob("*.py")]
                result.package_mb[clones] = sum(sizes_mb)
                result.largest_module_mb[clones] = max(sizes_mb)
                result.modules[clones] = len(sizes_mb)
                result.import_seconds[clones] = import_seconds(out)
            except Exception as exc:
                result.errors.append(f"{clones} clones: {exc}")
    return result
