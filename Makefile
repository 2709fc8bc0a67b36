# derivgen: `make run` sets everything up and runs the demo; `make test` runs every check.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test generate check lint bench test-oracle clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m codegen
	$(PY) -m derivgen demo

generate: $(STAMP)
	$(PY) -m codegen

check: $(STAMP)
	$(PY) -m codegen --check

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy -p derivgen

test: $(STAMP) check lint
	$(PY) -m pytest -q --ignore=tests/oracle
	$(PY) -m derivgen verify > /dev/null  # prints each failure (op, input, spec line) to stderr

# Compare every op that PyTorch also has with torch.autograd (installs the CPU build of torch).
test-oracle: $(STAMP)
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pytest -q tests/oracle

# Benchmarks against NumPy and the peers of the `bench` extra; `make bench BENCH_ARGS=--quick`.
bench: $(STAMP)
	$(PY) -m pip install -e '.[test,bench]'
	$(PY) -m benchmarks $(BENCH_ARGS)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache
