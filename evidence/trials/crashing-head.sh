#!/usr/bin/env bash
# Makes a head that crashes now and then, for the fail-closed trials (evidence/trials/fail-closed-trials.sh):
# a copy of a mion checkout whose dispatchRoute exits the process with code 70 on one request in
# ONE_IN, drawn request by request. At ONE_IN 100,000 nearly every gate process meets it; at
# 500,000 about one process in nine (a process serves about 60,000 requests), so most never do.
#
# Usage: evidence/trials/crashing-head.sh <mion checkout> <new folder> [ONE_IN, default 100000]
set -euo pipefail
source_dir=${1:?mion checkout to copy}
head_dir=${2:?folder to write the crashing copy to}
one_in=${3:-100000}
dispatch="packages/router/src/dispatch.ts"
signature='): Promise<MionResponse> {'
[ -f "$source_dir/$dispatch" ] || { echo "crashing-head: $source_dir has no $dispatch (not a mion checkout?)" >&2; exit 2; }
grep -qF "$signature" "$source_dir/$dispatch" || { echo "crashing-head: $dispatch has no dispatchRoute of the shape v0.8.10 has" >&2; exit 2; }
[[ $one_in =~ ^[1-9][0-9]*$ ]] || { echo "crashing-head: ONE_IN must be a whole number above 0, got $one_in" >&2; exit 2; }
[ -e "$head_dir" ] && { echo "crashing-head: $head_dir exists already; choose a new folder" >&2; exit 2; }
cp -r "$source_dir" "$head_dir"
rm -rf "$head_dir/.git"
# The first line of dispatchRoute's body: every request passes it.
awk -v signature="$signature" -v one_in="$one_in" '
  { print }
  !done && index($0, signature) { print "    if (Math.random() * " one_in " < 1) process.exit(70); // trial head: a rare crash"; done = 1 }
' "$source_dir/$dispatch" > "$head_dir/$dispatch"
echo "crashing head written to $head_dir (exits on one request in $one_in)"
