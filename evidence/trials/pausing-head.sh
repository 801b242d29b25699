#!/usr/bin/env bash
# Makes a head that pauses now and then, for the latency-at-a-rate trials (docs/open-loop-latency.md):
# a copy of a mion checkout whose router blocks its event loop for PAUSE_MS (default 20) once a
# second. About 2% of a second's throughput: under the 5% throughput threshold, plain in p99 at a rate.
#
# Usage: evidence/trials/pausing-head.sh <mion checkout> <new folder> [PAUSE_MS]
set -euo pipefail
source_dir=${1:?mion checkout to copy}
head_dir=${2:?folder to write the pausing copy to}
pause_ms=${3:-20}
dispatch="packages/router/src/dispatch.ts"
[ -f "$source_dir/$dispatch" ] || { echo "pausing-head: $source_dir has no $dispatch (not a mion checkout?)" >&2; exit 2; }
[ -e "$head_dir" ] && { echo "pausing-head: $head_dir exists already; choose a new folder" >&2; exit 2; }
cp -r "$source_dir" "$head_dir"
rm -rf "$head_dir/.git"
cat >> "$head_dir/$dispatch" <<TS

// Trial head (mion-perf-gate): the event loop blocked for ${pause_ms} ms once a second, as a
// synchronous flush or a full garbage collection would block it.
setInterval(() => {
    const until = performance.now() + ${pause_ms};
    while (performance.now() < until) {
        // blocked on purpose
    }
}, 1000).unref();
TS
echo "pausing head written to $head_dir ($pause_ms ms a second)"
