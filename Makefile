# Two entry points (see README.md): `make run` and `make test`. Both create .venv from the pinned
# lock file on first use, so a fresh clone needs nothing but Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
SAMPLE_DIR ?= .agent-memory-sample

.PHONY: install run test lint typecheck bench soak clean

$(STAMP): pyproject.toml requirements/lock.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements/lock.txt
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

install: $(STAMP)

# The sample's own data directory, made afresh on every run so that the run is repeatable.
run: $(STAMP)
	rm -rf $(SAMPLE_DIR)
	$(BIN)/agent-memory run examples/week.jsonl --data-dir $(SAMPLE_DIR)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

test: lint typecheck
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python -m benchmarks

soak: $(STAMP)
	$(BIN)/pytest -m slow -p no:cacheprovider

clean:
	rm -rf $(VENV) $(SAMPLE_DIR) .mypy_cache .pytest_cache .ruff_cache
