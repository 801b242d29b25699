#!/usr/bin/env bash
# Real paired gates of the pull request, interleaved by condition, as a user runs them: each is
# `compare` at the defaults (all three scenarios) of a head made from mion v0.8.10 against v0.8.10.
# Long (5 to 12 minutes a gate): run it alone on the machine, in the background, then summarise
# with evidence/trials/summarise-fail-closed-trials.ts. It starts no gate after UNTIL (an HH:MM time).
#
# Usage: MION=<v0.8.10 checkout> HEADS=<dir with crashing/, rare-crash/, erratic30/ and pausing20/ copies> OUT=<dir> \
#          UNTIL=12:30 [ROUND=1] [CONDITIONS="aa loss5 crashing loss8 erratic30 noisy-loss8"] evidence/trials/fail-closed-trials.sh
# Conditions: aa (v0.8.10 itself), loss5 / loss8 (v0.8.10 with 0.55 / 1.05 µs of CPU injected per
# request: about 5% / 8% fewer requests/s in hello and 3% / 5% in the others, as measured), crashing
# (HEADS/crashing: dispatchRoute exits on one request in 100,000; evidence/trials/crashing-head.sh makes
# it), rare-crash (HEADS/rare-crash: the same at one in 500,000, so most processes never meet it), crash-2m /
# crash-3pc (HEADS/crash-2m, HEADS/crash-3pc: one in 2,000,000, and one in the number that fails 3% of
# this machine's gate processes, as the report of an A/A here gives it: 850,000 on 2026-11-28), erratic30 (HEADS/erratic30: a 10 µs
# loop taken by a process with probability 0.4), noisy-loss8 (hello made too noisy to judge on both
# sides, 40 µs per request in about half of every process, beside 1.8 µs injected into the head:
# about 8% fewer requests/s in update-user, as measured), noisy-same-loss8 (the same loss, with update-user
# itself the noisy scenario), noisy7-aa (v0.8.10 itself, update-user made noisy on both sides: 7 µs
# per request in about half of every process, pairs spread about 23%, a noisy runner), noisy7-loss8
# (the same noise beside 1.8 µs injected into the head). At a fixed rate (p99 gated, --profile never):
# rate-aa / rate25-aa (v0.8.10 itself at 50% / 25% of the capacity), rate-pause20 / rate25-pause20
# (HEADS/pausing20, evidence/trials/pausing-head.sh: the router blocks 20 ms a second), rate-cost5us /
# rate25-cost5us (5 µs injected per request, p50 and p99 gated). At a quarter of the capacity with the
# defaults of 2026-11-28 (p99 and the event loop gated): rate25-loop-aa, and with --profile never
# rate25-loop-pause20, rate25-loop-cost5us.
set -u
: "${MION:?the v0.8.10 checkout}" "${HEADS:?the folder of the changed heads}" "${OUT:?the output folder}"
deadline=$(date -d "${UNTIL:?the time after which no gate starts, HH:MM}" +%s)
cli="$(cd "$(dirname "$0")/../.." && pwd)/dist/cli.js"
round=${ROUND:-1}
mkdir -p "$OUT"
# rate25-… at a quarter of the base's capacity, rate-… at half.
rate_of() { case $1 in rate25-*) echo 25% ;; *) echo 50% ;; esac; }
while :; do
  for condition in ${CONDITIONS:-aa loss5 crashing loss8 erratic30}; do
    [ "$(date +%s)" -ge "$deadline" ] && exit 0
    head=$MION extra=()
    case $condition in
      crashing | rare-crash | crash-2m | crash-3pc | erratic30) head=$HEADS/$condition ;;
      loss5) extra=(--inject-cpu-us mion=0.55) ;;
      loss8) extra=(--inject-cpu-us mion=1.05) ;;
      noisy-loss8) extra=(--inject-noise-us hello=40 --inject-cpu-us mion=1.8) ;;
      noisy-same-loss8) extra=(--inject-noise-us update-user=40 --inject-cpu-us mion=1.8) ;;
      noisy7-aa) extra=(--inject-noise-us update-user=7) ;;
      noisy7-loss8) extra=(--inject-noise-us update-user=7 --inject-cpu-us mion=1.8) ;;
      rate-aa | rate25-aa) extra=(--rate "$(rate_of "$condition")" --profile never) ;;
      rate-pause20 | rate25-pause20) head=$HEADS/pausing20 extra=(--rate "$(rate_of "$condition")" --profile never) ;;
      rate25-loop-aa) extra=(--rate 25%) ;;
      rate25-loop-pause20) head=$HEADS/pausing20 extra=(--rate 25% --profile never) ;;
      rate25-loop-cost5us) extra=(--rate 25% --profile never --inject-cpu-us mion=5) ;;
      rate-cost5us | rate25-cost5us)
        extra=(--rate "$(rate_of "$condition")" --profile never --inject-cpu-us mion=5 --gate-metrics latency-p50,latency-p99) ;;
    esac
    name=$condition-$round
    mkdir -p "$OUT/$name"
    start=$(date +%s)
    timeout 2400 node "$cli" compare --servers http-node,mion --mion-source "path:$head" \
      --baseline-source "path:$MION" "${extra[@]}" \
      --out "$OUT/$name/results.json" --markdown "$OUT/$name/report.md" > "$OUT/$name.log" 2>&1
    echo "$name exit $? seconds $(($(date +%s) - start)) started $(date -u -d "@$start" +%H:%M)" >> "$OUT/summary.txt"
  done
  round=$((round + 1))
done
