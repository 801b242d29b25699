#!/usr/bin/env bash
# Runs test files one at a time on the given Node, with what the files share: a mark on every
# process they start (test/zz-after-all checks none outlives the suite) and one build cache, so a
# mion checkout is built once per run of the suite rather than once per test file that needs it.
# Usage: scripts/run-test-files.sh <node binary> <test files...>
set -euo pipefail
node_binary="$1"
shift
export PERF_GATE_TEST_RUN="$$-$(date +%s)"
# Always a new folder, never one set outside: test/mion/mion-checkout.test.ts is the first to
# build a mion commit, and its tarballs test packs what that build left in the checkout.
PERF_GATE_BUILD_CACHE="$(mktemp -d -t perf-gate-build-cache-XXXXXX)"
export PERF_GATE_BUILD_CACHE
trap 'rm -rf "$PERF_GATE_BUILD_CACHE"' EXIT
"$node_binary" --import tsx --test --test-concurrency=1 "$@"
