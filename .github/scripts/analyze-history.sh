#!/usr/bin/env bash
# Reads the history branch (history.jsonl and, once a change point was confirmed, confirmations.jsonl)
# and analyzes it with the action's committed bundle into $RUNNER_TEMP: change-points.json,
# history.md (also appended to the job summary) and history-page/index.html.
#
# Usage: analyze-history.sh REMOTE BRANCH   (a token in GH_TOKEN, as push-history.sh takes it)
set -euo pipefail
. "$(dirname "$0")/git-token-env.sh"
remote=$1 branch=$2
cli="$(cd "$(dirname "$0")/../.." && pwd)/dist/cli.js"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$work" init -q
git -C "$work" fetch -q "$remote" "refs/heads/$branch"
git -C "$work" show FETCH_HEAD:history.jsonl > "$RUNNER_TEMP/history.jsonl"
git -C "$work" show FETCH_HEAD:confirmations.jsonl > "$RUNNER_TEMP/confirmations.jsonl" 2>/dev/null ||
  : > "$RUNNER_TEMP/confirmations.jsonl"
mkdir -p "$RUNNER_TEMP/history-page"
node "$cli" history analyze --history "$RUNNER_TEMP/history.jsonl" \
  --confirmations "$RUNNER_TEMP/confirmations.jsonl" \
  --markdown "$RUNNER_TEMP/history.md" --out "$RUNNER_TEMP/change-points.json" \
  --html "$RUNNER_TEMP/history-page/index.html"
cat "$RUNNER_TEMP/history.md" >> "${GITHUB_STEP_SUMMARY:-/dev/null}"
