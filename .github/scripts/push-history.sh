#!/usr/bin/env bash
# Appends one commit's figures to the history branch, one writer at a time: fetch the branch's tip,
# append with `history append` (which skips lines already there), commit, push. A push that lost a
# race to another writer starts again from the new tip; a branch that does not exist yet is created.
# Runs no npm code: the action's committed bundle with plain node, and git.
#
# Usage: push-history.sh REMOTE BRANCH RESULTS_FILE COMMIT [FILE] [PREVIOUS_COMMIT]
# With PREVIOUS_COMMIT, the results are a paired run of COMMIT against it (a change point's
# confirmation) and go to FILE (confirmations.jsonl) with `history confirm` instead.
# A token in GH_TOKEN reaches git through its environment (git-token-env.sh), never REMOTE.
set -euo pipefail
. "$(dirname "$0")/git-token-env.sh"
remote=$1 branch=$2 results=$(realpath "$3") commit=$4 file=${5:-history.jsonl} previous=${6:-}
cli="$(cd "$(dirname "$0")/../.." && pwd)/dist/cli.js"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git -C "$work" init -q
git -C "$work" config user.name 'github-actions[bot]'
git -C "$work" config user.email '41898282+github-actions[bot]@users.noreply.github.com'
for attempt in 1 2 3 4 5 6 7 8; do
  if git -C "$work" fetch -q "$remote" "refs/heads/$branch" 2>/dev/null; then
    git -C "$work" checkout -q -f -B "$branch" FETCH_HEAD
  else
    git -C "$work" checkout -q -f --orphan "$branch"
    git -C "$work" rm -rq --cached --ignore-unmatch . >/dev/null
    rm -f "$work/$file"
  fi
  if [ -n "$previous" ]; then
    node "$cli" history confirm --confirmations "$work/$file" --results "$results" \
      --commit "$commit" --previous-commit "$previous"
  else
    node "$cli" history append --history "$work/$file" --results "$results" --commit "$commit"
  fi
  git -C "$work" add "$file"
  if git -C "$work" diff --cached --quiet; then
    echo "history: $commit was already recorded"
    exit 0
  fi
  git -C "$work" commit -q -m "perf history: $commit${previous:+ against $previous}"
  if git -C "$work" push -q "$remote" "HEAD:refs/heads/$branch" 2>/dev/null; then
    echo "history: pushed $commit to $branch (attempt $attempt)"
    exit 0
  fi
  echo "history: the push of attempt $attempt lost a race; starting again from the new tip"
  sleep "$((attempt + RANDOM % 3))"
done
echo "history: gave up after 8 attempts" >&2
exit 1
