"""The machine: CPU model, BLAS, commit, and how busy other processes kept it during a run."""

from __future__ import annotations

import os
import platform
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent


def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo, else what platform says."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def commit() -> str:
    """``git describe --always --dirty`` of the repository, or "unknown"."""
    try:
        done = subprocess.run(
            ["git", "describe", "--always", "--dirty"], cwd=ROOT, capture_output=True, text=True
        )
        return done.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def blas() -> str:
    """The BLAS numpy was built with, e.g. "scipy-openblas 0.3.31"."""
    try:
        info = np.__config__.CONFIG["Build Dependencies"]["blas"]
        return f"{info['name']} {info['version']}"
    except (AttributeError, KeyError, TypeError):
        return "unknown"


def _busy_seconds() -> float | None:
    """CPU seconds all processes have used since boot, from /proc/stat (None elsewhere)."""
    try:
        fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    except OSError:
        return None
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(f) for f in fields[:8])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def _own_seconds() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


@dataclass
class OtherLoad:
    """Measures the CPU other processes used between start() and stop(), as a machine share."""

    wall: float = 0.0
    busy: float | None = None
    own: float = 0.0
    share: float | None = None  # 0.25: others kept a quarter of all cores busy
    load_before: float = 0.0

    def start(self) -> OtherLoad:
        self.load_before = os.getloadavg()[0]
        self.wall, self.busy, self.own = time.perf_counter(), _busy_seconds(), _own_seconds()
        return self

    def stop(self) -> OtherLoad:
        busy = _busy_seconds()
        if busy is not None and self.busy is not None:
            others = (busy - self.busy) - (_own_seconds() - self.own)
            wall = time.perf_counter() - self.wall
            self.share = max(others, 0.0) / (wall * (os.cpu_count() or 1))
        return self

    def describe(self) -> str:
        share = "unknown" if self.share is None else f"{self.share:.0%}"
        return (
            f"other processes kept {share} of the cores busy during the run (load average "
            f"{self.load_before:.2f} before, {os.getloadavg()[0]:.2f} after)"
        )
