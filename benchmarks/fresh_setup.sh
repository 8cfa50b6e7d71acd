#!/usr/bin/env bash
# Time the README's two commands as a new user meets them: a fresh clone of this repository's
# HEAD, an empty pip cache, `make run` then `make test`. Prints wall time, the venv's size after
# each, and the largest single process's peak memory (the llama.cpp compiler, for make test).
#
#   bash benchmarks/fresh_setup.sh [WORKDIR]      # WORKDIR defaults to a new temporary folder
#
# It compiles llama.cpp once (make test): about 20 minutes on 2 cores. Never run two at once on a
# small machine. Figures are recorded in docs/benchmarks.md (section set-up).
set -euo pipefail
repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=${1:-$(mktemp -d)}
mkdir -p "$work"
rm -rf "$work/clone" "$work/pip-cache"
mkdir "$work/pip-cache"
git clone --quiet "$repo" "$work/clone"
cd "$work/clone"
export PIP_CACHE_DIR="$work/pip-cache"

for target in run test; do
    start=$(date +%s)
    status=0
    /usr/bin/time -v -o "$work/make-$target.time" make "$target" >"$work/make-$target.log" 2>&1 \
        || status=$?
    end=$(date +%s)
    peak_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/make-$target.time")
    printf 'make %-4s exit %d  %5d s  .venv %5d MB  pip cache %5d MB  largest process %5d MB\n' \
        "$target" "$status" "$((end - start))" "$(du -sm .venv | cut -f1)" \
        "$(du -sm "$PIP_CACHE_DIR" | cut -f1)" "$((peak_kb / 1024))"
done
echo "logs: $work/make-run.log $work/make-test.log"
