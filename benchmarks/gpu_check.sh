#!/usr/bin/env bash
# The one prepared check for a lent GPU machine: the CuPy tests, then benchmarks/gpu.py.
#
#   bash benchmarks/gpu_check.sh          # on the GPU machine, from a checkout (not installed)
#   bash benchmarks/gpu_check.sh --cpu    # a dry run of the same steps on a machine without one
#
# It expects python3 with NumPy, SciPy, pytest, PyYAML and Jinja2, and on the GPU machine
# CuPy, CUDA torch and CUDA JAX; it reaches no network and installs nothing. derivgen runs
# from the checkout: a small import hook (written to a temporary folder) maps
# derivgen.generated, derivgen.codegen and derivgen.templates onto generated/, codegen/ and
# templates/, as the installed package lays them out. Everything it writes goes to $OUT
# (default ./gpu-check-out), 6 files: environment.txt, tests_transforms.log,
# tests_ops.log, benchmark.log, gpu_benchmark.md, summary.md. Each step has its own
# timeout (30 + 50 + 110 + 75 s), so that the whole run ends within 4.5 minutes whatever
# happens.
set -u
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${OUT:-$ROOT/gpu-check-out}
PY=${PYTHON:-python3}
CPU=""
if [ "${1:-}" = "--cpu" ]; then CPU="--cpu"; fi
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
START=$SECONDS

SHIM=$(mktemp -d)
trap 'rm -rf "$SHIM"' EXIT
cat > "$SHIM/derivgen_checkout.py" <<'PYTHON'
"""Import derivgen from a checkout: derivgen.generated, .codegen, .templates -> the top folders."""
import importlib.abc
import importlib.util
import os
import sys

ROOT = os.environ["DERIVGEN_ROOT"]
FOLDERS = {f"derivgen.{name}": os.path.join(ROOT, name) for name in ("generated", "codegen", "templates")}


class CheckoutFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        folder = FOLDERS.get(name)
        if folder is None:
            return None
        init = os.path.join(folder, "__init__.py")
        if not os.path.exists(init):  # templates/ holds no Python: a namespace of files
            return importlib.util.spec_from_loader(name, None, is_package=True)
        return importlib.util.spec_from_file_location(name, init, submodule_search_locations=[folder])


sys.meta_path.append(CheckoutFinder())
PYTHON
export DERIVGEN_ROOT="$ROOT"
export PYTHONPATH="$SHIM:$ROOT${PYTHONPATH:+:$PYTHONPATH}"

step() {  # step NAME SECONDS LOG COMMAND...: run one step under its timeout, log it, keep going
  local name=$1 limit=$2 log=$3
  shift 3
  echo "== $name (at most ${limit} s; $((SECONDS - START)) s so far)"
  local began=$SECONDS
  timeout --kill-after=3 "$limit" "$@" 2>&1 | tee "$OUT/$log"
  local rc=${PIPESTATUS[0]}
  local verdict="exit $rc"
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then verdict="TIMED OUT after ${limit} s"; fi
  echo "| $name | $verdict | $((SECONDS - began)) s | $log |" >> "$OUT/summary.rows"
}

: > "$OUT/summary.rows"
step environment 30 environment.txt "$PY" - <<'PYTHON'
import importlib, platform, subprocess, sys, time
print("date:", time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()))
print("python:", sys.version.split()[0], platform.platform())
try:
    print(subprocess.run(["nvidia-smi", "--query-gpu=name,memory.total,driver_version",
                          "--format=csv,noheader"], capture_output=True, text=True,
                         timeout=20).stdout.strip() or "nvidia-smi: no output")
except Exception as exc:
    print("nvidia-smi:", type(exc).__name__, exc)
for name in ("numpy", "scipy", "cupy", "torch", "jax", "jaxlib", "dask", "pytest"):
    try:
        print(f"{name}:", importlib.import_module(name).__version__)
    except Exception as exc:
        print(f"{name}: not importable ({type(exc).__name__})")
try:
    import cupy
    props = cupy.cuda.runtime.getDeviceProperties(0)
    print("cupy device:", props["name"].decode() if isinstance(props["name"], bytes) else props["name"])
except Exception as exc:
    print("cupy device: none", type(exc).__name__, exc)
try:
    import torch
    print("torch cuda:", torch.cuda.is_available(), torch.cuda.get_device_name(0) if torch.cuda.is_available() else "")
except Exception as exc:
    print("torch cuda: none", type(exc).__name__)
try:
    import jax
    print("jax devices:", jax.devices())
except Exception as exc:
    print("jax devices: none", type(exc).__name__)
import derivgen_checkout, derivgen, numpy as np
print("derivgen from the checkout:", derivgen.__file__, derivgen.grad(np.sin)(0.0) == 1.0)
PYTHON

PYTEST=("$PY" -c "import derivgen_checkout, sys, pytest; sys.exit(pytest.main(sys.argv[1:]))")
step "tests/gpu: transformations" 50 tests_transforms.log \
  "${PYTEST[@]}" tests/gpu/test_cupy_transforms.py -q -rfEs -p no:cacheprovider
step "tests/gpu: every other file (the op sweep)" 110 tests_ops.log \
  "${PYTEST[@]}" tests/gpu -q -rfEs -p no:cacheprovider --durations=10 \
  --ignore=tests/gpu/test_cupy_transforms.py
step "benchmarks/gpu.py" 75 benchmark.log \
  "$PY" -c "import derivgen_checkout, sys; from benchmarks.gpu import main; sys.exit(main(sys.argv[1:]))" \
  $CPU --out "$OUT/gpu_benchmark.md"

{
  echo "# GPU check ($(date -u '+%Y-%m-%d %H:%M UTC'), $((SECONDS - START)) s${CPU:+, dry run: $CPU})"
  echo
  echo "| step | result | time | log |"
  echo "|---|---|---|---|"
  cat "$OUT/summary.rows"
  echo
  for log in tests_transforms.log tests_ops.log; do
    echo "$log: $(grep -E '(passed|failed|skipped|error|no tests ran)' "$OUT/$log" | tail -1)"
    echo
  done
  if [ -f "$OUT/gpu_benchmark.md" ]; then cat "$OUT/gpu_benchmark.md"; fi
} > "$OUT/summary.md"
rm -f "$OUT/summary.rows"
cat "$OUT/summary.md"
echo "== done in $((SECONDS - START)) s"
