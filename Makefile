# derivgen: `make run` sets everything up and runs the demo; `make test` runs every check.
# On another Python: make PYTHON=python3.10 VENV=.venv310 test
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
# setuptools warns on every editable install of a package whose folders are mapped (ours map
# derivgen.generated onto generated/), even under --quiet; the filter reaches its build process.
# --no-compile: pip would byte-compile every module of every package (17 s of the test extra's
# 44 s install here); Python compiles the ones imported when they are first imported.
PIP := PYTHONWARNINGS="ignore:Editable installation" $(PY) -m pip
# `make run` installs what running needs: derivgen and the generator's extra (pyyaml, jinja2).
RUN_STAMP := $(VENV)/.installed-run
# `make test` adds the test extra (pytest, pytest-xdist, ruff, sympy, jax, ...).
STAMP := $(VENV)/.installed
# pytest's worker processes (pytest-xdist), each running whole files, so that every file's
# tests run in their order (module fixtures once, module-level random draws the same each
# run): one per core of the 2-core machine the suite is budgeted for; `PYTEST_WORKERS=0`
# runs in one process. --no-loadscope-reorder keeps the files in the order tests/conftest.py
# sorts them (the longest first): pytest-xdist 3.7+ would start the files with the most tests.
PYTEST_WORKERS ?= 2
# Bytecode is cached in the venv, not beside the sources, even where PYTHONDONTWRITEBYTECODE is
# set: the workers and the tests' subprocesses import derivgen and the tests a hundred times.
PYTEST := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(abspath $(VENV))/pycache \
	$(PY) -m pytest -q -n $(PYTEST_WORKERS) --dist loadfile --no-loadscope-reorder \
	--ignore=tests/oracle

.PHONY: run test test-fast generate check lint bench test-oracle clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(RUN_STAMP): pyproject.toml | $(PY)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet --no-compile -e '.[generate]'
	touch $(RUN_STAMP)

$(STAMP): $(RUN_STAMP)
	$(PIP) install --quiet --no-compile -e '.[test]'
	touch $(STAMP)

run: $(RUN_STAMP)
	$(PY) -m codegen
	$(PY) -m derivgen demo

generate: $(RUN_STAMP)
	$(PY) -m codegen

check: $(RUN_STAMP)
	$(PY) -m codegen --check

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy -p derivgen
	$(PY) -m mypy -p codegen

# make lint's mypy and `derivgen verify` run as tests (tests/test_static.py), beside the others.
test: $(STAMP) check
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PYTEST) $(PYTEST_ARGS)

# The edit-test loop: pytest without the whole-library sweeps of .ci/slow-files (make test and
# CI run them); no mypy or verify (tests/test_static.py).
test-fast: $(STAMP)
	$(PYTEST) $(addprefix --ignore=,$(shell cat .ci/slow-files) tests/test_static.py) $(PYTEST_ARGS)

# Compare every op that PyTorch also has with torch.autograd (installs the CPU build of torch).
test-oracle: $(STAMP)
	$(PIP) install --quiet torch==2.13.0
	$(PY) -m pytest -q tests/oracle

# Benchmarks against NumPy and the peers of the `bench` extra; `make bench BENCH_ARGS=--quick`.
bench: $(STAMP)
	$(PIP) install -e '.[test,bench]'
	$(PY) -m benchmarks $(BENCH_ARGS)
	$(PY) -m benchmarks.scaling $(BENCH_ARGS)  # out of core on Dask: minutes at the full 32 GB

# Everything the targets above and an install leave behind (every .venv* made with VENV=).
clean:
	rm -rf .venv* $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis build dist
	rm -rf *.egg-info
	find . -name __pycache__ -type d -not -path './.git/*' -prune -exec rm -rf {} +
