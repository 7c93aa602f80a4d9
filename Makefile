# Boardroom: `make run` starts everything (`make run PORT=8001` on another port), `make test` runs the whole
# suite. Both set up .venv first.
PYTHON ?= python3
# empty: boardroom run's default (BOARDROOM_PORT, else 8000)
PORT ?=
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: setup run test test-under-load check-chromium lint bench bench-deps openapi sdk-models freeze clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

run: setup
	$(BIN)/boardroom run $(if $(PORT),--port $(PORT))

# Two pytest workers, one per core, each test file whole on one of them (its module fixtures start once), the
# longest files first (tests/conftest.py, by tests/file_seconds.json) so that no long file starts last; the
# end-to-end tests that need no isolation share one stack of real processes per worker (shared_service). A third
# worker gained little (946 s against 961 s for two, the same quiet machine) and failed a timing-bound test: the
# batch worker that plays all-bot tables runs in SCHED_IDLE, and a third CPU-bound pytest process starved it.
TEST_WORKERS ?= 2

# tests/browser drives Debian's Chromium at this path (Playwright cannot download its own here): say so before the
# suite runs, not as browser failures after ten minutes.
CHROMIUM ?= /usr/bin/chromium

check-chromium:
	@test -x $(CHROMIUM) || { echo "make test: $(CHROMIUM) is missing; the browser tests need Debian's Chromium." \
		"Install it (as root) with:" >&2; echo "    apt-get install -y chromium" >&2; exit 1; }

# `make test TESTS=tests/games/test_sprt.py` runs only those (files, directories or node ids); empty: the whole suite
TESTS ?=

test: check-chromium setup
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder $(TESTS)

# The suite beside two CPU-bound processes, started and stopped by their pids (tests/support/cpu_load.py).
test-under-load: check-chromium setup
	$(BIN)/python -m tests.support.cpu_load --burners 2 -- $(MAKE) test

lint: setup
	$(BIN)/ruff check .

# `make bench` runs every benchmark; `make bench BENCH="peer_writers --quick"` the ones named (python -m bench --help)
BENCH ?=

bench-deps: setup
	$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[dev,bench]'

bench: bench-deps
	$(BIN)/python -m bench $(BENCH)

openapi: setup
	$(BIN)/python -m service.http.openapi > openapi.yaml

# the archives of earlier rules versions (games/frozen), rebuilt from the commits games/frozen/manifest.json names
freeze: setup
	$(BIN)/python -m games.frozen build

# boardroom_sdk's pydantic models, from openapi.yaml: after `make openapi` changed it
sdk-models: setup
	$(BIN)/python clients/python/generate_models.py

clean:
	rm -rf $(VENV) var .pytest_cache .hypothesis
