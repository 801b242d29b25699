export const CLI_USAGE = `Usage: mion-perf-gate <command> [flags]

Commands:
  run        build the servers and benchmark them; print the comparison table
  baseline   run, then record the results as the baseline (atomically; never from a failed run)
  compare    run, compare the subject with the baseline, and decide: exit 0 pass, 1 regression, 2 error
  calibrate  measure this machine's false-alarm and detection rates (A/A and A/B trials)

Flags of every command:
  --scenario hello|update-user|all   scenarios (comma-separated; default all)
  --servers a,b,c                    server folders of servers/ (default: all of them)
  --rounds N                         rounds per server and scenario (default 4)
  --rounds-per-block N               rounds between server restarts (default 2)
  --duration S                       seconds per round (default 3)
  --warmup S                         warm-up seconds per server and scenario after each start (default 2)
  --connections N                    autocannon connections (default 100)
  --pipelining N                     autocannon pipelining (default 10)
  --out FILE.json                    write the results JSON
  --markdown FILE.md                 write the results page (the published tables' format)
  --mion-source SOURCE               npm:<version> | path:<mion checkout> | tarballs:<dir> (default: npm, pinned)
  --node PATH                        Node binary for servers, builds and load (default: node on PATH)
  --inject-cpu-us SERVER=US          burn US microseconds of CPU per request in SERVER (calibration, tests)
  --time-budget MIN                  stop starting rounds after MIN minutes (default 20)
  --verbose                          print stack traces of errors

Flags of baseline and compare:
  --baseline FILE                    baseline JSON (default baseline/baseline.json)
  --subject NAME                     server under judgement (default mion)
  --reference NAME                   server every round is divided by (default http-node)
  --baseline-rounds N                baseline: rounds of subject and reference (default 30)

Flags of compare:
  --rps-threshold P%                 requests/s loss that counts as a regression (default 5%)
  --latency-threshold P%             mean latency rise that counts as a regression (default 5%)
  --confidence C                     confidence of the intervals (default 0.95)
  --max-rounds N                     most rounds of the subject while inconclusive (default 24)
  --fail-on-inconclusive             exit 1 when the answer stays unclear

Flags of calibrate (it also takes those of compare; it uses the first scenario only):
  --trials N                         trials per condition: A/A and each injected slowdown (default 10)

Exit codes: 0 no regression, 1 regression, 2 error (bad input, server failed, subject not measured).
`;
