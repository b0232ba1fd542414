# Every target runs inside .venv, which `make setup` creates from the repository's own files.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEPS := requirements-dev.txt layers/common/requirements.txt layers/common/requirements-local.txt \
	layers/common/requirements-ocr.txt layers/common/pyproject.toml devstack/pyproject.toml

.PHONY: setup dev test build lint typecheck unit format openapi schema e2e clean \
	reader-data reader-train reader-mine reader-finetune reader-ship bench bench-answers bench-ocr bench-quality bench-ingest bench-latency bench-graph-recall bench-coldstart bench-folder bench-load bench-peer bench-respell bench-places

setup: $(STAMP)

# The installers' output (setuptools' banners) goes to .venv/setup.log, shown only on a failure.
QUIETLY = > $(VENV)/setup.log 2>&1 || (cat $(VENV)/setup.log; exit 1)
$(STAMP): $(DEPS)
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ is required"'
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@echo "installing into $(VENV) (about 90 s the first time)"
	@$(BIN)/python -m pip install --quiet --upgrade pip $(QUIETLY)
	@$(BIN)/python -m pip install --quiet -r requirements-dev.txt -e 'layers/common[local]' -e devstack $(QUIETLY)
	@$(BIN)/python -m pip install --quiet --no-deps -r layers/common/requirements-ocr.txt $(QUIETLY)
	touch $(STAMP)

# The README's main command: the whole backend on this machine, offline, with a demo project.
PORT ?= 3000
dev: setup
	$(BIN)/ragctl up --demo --port $(PORT)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/cfn-lint template.yaml
	$(BIN)/lint-imports --no-cache

typecheck: setup
	$(BIN)/mypy

format: setup
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

# The real build: `sam validate --lint` and `sam build` (the layer by layers/common/Makefile, for
# Python 3.12 on arm64, without Docker); tests/built loads every function from what it built.
.venv-sam/.installed: requirements-sam.txt
	test -x .venv-sam/bin/python || $(PYTHON) -m venv .venv-sam
	.venv-sam/bin/python -m pip install --quiet -r requirements-sam.txt
	touch $@

build: .venv-sam/.installed
	.venv-sam/bin/sam validate --lint --region us-east-1
	.venv-sam/bin/sam build --template template.yaml

# The tests start their own throwaway PostgreSQL (embedded, with pgvector) unless DATABASE_URL is set.
test: lint typecheck build
	$(BIN)/python -m pytest

schema: setup  ## regenerate the schema snapshot from the migrations (a test checks it is current)
	$(BIN)/python -m devstack.schema layers/common/ragkit/db/schema.sql

openapi: setup  ## regenerate the committed OpenAPI document from the routes (a test checks it is current)
	$(BIN)/python -m ragkit.api.openapi > layers/common/ragkit/api/openapi.json

# The browser test: Debian's chromium + chromium-driver (installed here when missing) and selenium.
e2e: setup
	command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
		(apt-get update -q && apt-get install -y -q chromium chromium-driver)
	$(BIN)/python -m pip install --quiet 'selenium==4.40.0'
	$(BIN)/python -m pytest -m e2e tests/e2e

unit: setup
	$(BIN)/python -m pytest tests/unit

# Benchmarks (not part of `make test`); each prints a table and writes bench/results/*.json.
DATASET ?= ../shared/datasets/scifact
bench: bench-answers bench-ocr bench-ingest bench-quality bench-latency bench-graph-recall bench-coldstart bench-folder bench-load bench-peer bench-respell bench-places

# The peer framework lives in its own venv so the product never depends on it.
.venv-peer/.installed: bench/peer/requirements.txt $(DEPS)
	test -x .venv-peer/bin/python || $(PYTHON) -m venv .venv-peer
	.venv-peer/bin/python -m pip install --quiet -r bench/peer/requirements.txt -e 'layers/common[local]'
	touch $@

bench-peer: .venv-peer/.installed
	.venv-peer/bin/python -m bench.peer.run

bench-quality: setup
	$(BIN)/python -m bench.quality --dataset $(DATASET) --reuse --sweep $(if $(OUT),--out $(OUT))

bench-answers bench-ocr bench-ingest bench-latency bench-folder bench-load bench-respell bench-places: setup
	$(BIN)/python -m bench.$(subst bench-,,$@)

bench-graph-recall: setup
	$(BIN)/python -m bench.graph_recall

bench-coldstart: setup build
	$(BIN)/python -m bench.coldstart

clean:
	rm -rf $(VENV) .venv-peer .venv-sam .aws-sam .pytest_cache .mypy_cache .ruff_cache .hypothesis

# The reader (README "Answers"): its training environment, data, training run and shipping.
# torch lives in .venv-train only; the product and its layer never install it.
.venv-train/.installed: requirements-train.txt
	test -x .venv-train/bin/python || $(PYTHON) -m venv .venv-train
	.venv-train/bin/python -m pip install --quiet -r requirements-train.txt
	touch $@

reader-data: setup
	$(BIN)/python -m bench.reader.data

# stage 1, the sampled groups: the shipped model's run was TRAIN_ARGS="--epochs 1", then
# resumed with TRAIN_ARGS="--epochs 2" to step 1,560; "--epochs 2 --until 1500" stops where
# stage 2 starts from
reader-train: .venv-train/.installed reader-data
	PYTHONPATH=layers/common .venv-train/bin/python -m bench.reader.train $(TRAIN_ARGS)

# stage 2, the candidates the product reads for the train split's questions, from stage 1's
# weights: the shipped model (docs/reader.md)
reader-mine: setup
	$(BIN)/python -m bench.reader.mine --parts mined

reader-finetune: .venv-train/.installed reader-mine
	PYTHONPATH=layers/common .venv-train/bin/python -m bench.reader.train \
		--init .local/reader/checkpoint.pt --checkpoint .local/reader/mined-checkpoint.pt \
		--data mined-train --lr 2e-5 --epochs 1 $(FINETUNE_ARGS)

reader-ship: setup
	$(BIN)/python -m bench.reader.ship --ship
	$(BIN)/python -m bench.reader.calibrate --write
	$(BIN)/python -m bench.reader.calibrate --write --without-sentence-vectors
	EMBEDDING_MODEL=multilingual-e5-small-q4 $(BIN)/python -m bench.reader.calibrate --write --database answers-e5dev
	$(BIN)/python -m bench.reader.calibrate --write --other-languages
	EMBEDDING_MODEL=multilingual-e5-small-q4 $(BIN)/python -m bench.reader.calibrate --write --database answers-e5dev --other-languages
