import { DEFAULT_SERVERS } from '../config/config.ts';
import { SETTINGS_PAGE_SERVERS } from '../config/pages.ts';
import { HISTORY_USAGE } from '../history/run-history.ts';

export const CLI_USAGE = `Usage: mion-perf-gate <command> [flags]   (mion-perf-gate --version: the tool's version)

Commands:
  run        build the servers and benchmark them; print the comparison table
  baseline   run, then record the results as the baseline (atomically; never from a failed run)
  compare    run, compare the subject with the baseline, and decide: exit 0 pass, 1 regression, 2 error
  calibrate  measure this machine's false-alarm and detection rates (A/A and A/B trials)
  merge      merge SHARD.json...: join the results of compare --shard runs into one verdict and report
  history    append a results file to main's history, or find its change points (docs/history.md):
${HISTORY_USAGE.replace(/^/gm, '               ').trimEnd()}

Flags of every command:
  --scenario NAME,…|all              scenarios of the scenarios file (built in: hello, update-user,
                                     heavy-validation; default all)
  --scenarios-file FILE              your own scenarios, YAML or JSON (docs/scenarios-format.md; default
                                     the built-in servers/scenarios.yaml)
  --servers-dir DIR                  folder whose subfolders are the servers (default: this tool's servers/)
  --servers a,b,c                    server folders to run (default: ${DEFAULT_SERVERS.join(', ')}, those present)
  --rounds N                         rounds per server and scenario (default 4)
  --rounds-per-block N               rounds between server restarts (default 2)
  --duration S                       seconds per round (default 2)
  --warmup S                         warm-up seconds per server and scenario after each start (default 1)
  --connections N                    autocannon connections (default 100)
  --pipelining N                     autocannon pipelining (default 10)
  --rate N|P%                        open loop: send N requests/s on a fixed schedule, or P% of the base's
                                     capacity (measured first, closed-loop, no pipelining); latency counted
                                     from each request's intended send time (HdrHistogram, µs)
  --out FILE.json                    write the results JSON (any path; written atomically)
  --markdown FILE.md                 write the results page (the published tables' format)
  --page results|settings            run: the page --markdown writes (default results); settings is mion's
                                     settings page (mion with each setting against http-node and plain mion),
                                     and runs exactly its servers: ${SETTINGS_PAGE_SERVERS.join(', ')}
  --source SOURCE                    where the packages a server folder builds from come from (mion's, or its
                                     sourcePackages): npm:<version> | path:<checkout> | tarballs:<dir>
                                     (default: npm, the pinned release; former name --mion-source)
  --inject-cpu-us SERVER=US          burn US microseconds (fractions allowed) of CPU per request in SERVER (calibration, tests)
  --inject-work SERVER=N             run N loop iterations per request in SERVER: a fixed work, for instruction counting
  --inject-cpu-share SERVER=F        burn --inject-cpu-us in a share F of SERVER's processes only (a slow path some take)
  --inject-crash-per-requests SERVER=N
                                     SERVER's process exits on about one request in N (a crash now and then)
  --inject-noise-us SCENARIO=US      every server process burns US µs per SCENARIO request with probability 1/2
                                     (drawn at start, both sides alike): a scenario too noisy to judge
  --server-seeds fixed|random        fixed: same V8 random and hash seeds in every Node server (default random)
  --node PATH                        Node binary for servers, builds and load (default: node on PATH)
  --time-budget MIN                  stop starting rounds after MIN minutes (default 20)
  --verbose                          print stack traces of errors

Flags of baseline and compare:
  --baseline FILE                    the stored baseline file, results JSON (default baseline/baseline.json);
                                     not the base commit, which --base-source builds
  --if-no-baseline notice|fail       compare with no baseline file: report and exit 0, or exit 2 (default notice)
  --profile auto|always|never        paired compare: profile head and base after the verdict and report where
                                     the time changed, by function (auto: on regression or inconclusive)
  --profile-pairs N                  process pairs profiled per scenario, each for twice --duration (default 5)
  --subject NAME                     server under judgement (default mion, or the only one of --servers)
  --reference NAME                   stored-baseline mode in wall time: the server measured beside the subject
                                     (default http-node); paired mode and --measure instructions need none
  --baseline-processes N             baseline: processes of subject and reference, one round each (default 30;
                                     8 counted processes of the subject with --measure instructions)
  --measure wall-time|instructions   what the gate measures (default wall-time); instructions: instructions per
                                     request counted under valgrind's callgrind (8 processes in a baseline)

Flags of compare:
  --rps-threshold P%                 requests/s loss that counts as a regression (default 5%);
                                     per scenario: hello=5%,update-user=3% (a plain value covers the rest)
  --latency-threshold P%             latency rise that counts as a regression (default 5%); per scenario, or
                                     per percentile: p50=10%,p99=50%,p99.9=60% (the defaults with --rate)
  --gate-metrics a,b                 requests-per-second, latency-mean, latency-p50, latency-p99, latency-p999
                                     (default requests-per-second,latency-mean; with --rate latency-p99)
  --confidence C                     confidence for the whole pull request: every scenario, metric and look at once (default 0.95)
  --instructions-threshold P%        instructions/request rise that counts as a regression (default 0.3%)
  --base-source SOURCE               paired mode: the source of the pull request's base commit (same forms as
                                     --source); base and head are measured side by side, no stored baseline
                                     file and no reference needed (former name --baseline-source)
  --base-servers-dir DIR             paired mode: the base checkout's servers folder; the base side is the subject's
                                     folder from there (a framework other than mion, or a changed server folder;
                                     former name --baseline-servers-dir)
  --max-processes N                  most server processes of the subject while inconclusive (default 24;
                                     10 with --measure instructions)
  --fail-on-inconclusive             exit 1 when the answer stays unclear
  --allow-build-difference           --measure instructions: compare a head and base built by different methods
  --history FILE                     compare: main's history (history.jsonl); the report sets the head against
                                     main's last 20 commits, one line per scenario (docs/history.md)
  --shard K/N                        gate shard K of N of the scenarios (every Nth from the Kth), under the error
                                     budget of all of them; --out then carries this shard's verdict for merge
  --pull-request-measures M,M        with --shard: every measure the pull request gates (wall-time,instructions),
                                     a shard per share and measure; this one gates --measure, under the budget
                                     of every scenario, metric and measure

Flags of merge (after the shard files): --out FILE.json, --markdown FILE.md, --fail-on-inconclusive, --verbose.
  The shards must be of one pull request (shard count, scenarios, measures, tool, head commit, settings),
  each (share, measure) once; a missing shard or one that ended in error makes the verdict error (exit 2),
  naming it.

Flags of calibrate (it also takes those of compare; it uses the first scenario only):
  --trials N                         trials per condition: A/A, and injected losses of about 3% and 8% (default 12)
  --modes LIST                       modes to calibrate in wall time: paired (the only one gated; the default)

Exit codes: 0 no regression (or no baseline yet), 1 regression, 2 error (bad input, server failed,
subject not measured, no baseline with --if-no-baseline fail).
`;
