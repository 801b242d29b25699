import { DEFAULT_SERVERS } from './config.ts';
import { SETTINGS_PAGE_SERVERS } from './pages.ts';

/**
 * Every option of the CLI and input of the action, one entry each. The names the code reads
 * (option-names.ts, action-inputs.ts), the CLI's --help (cli/cli-usage.ts), action.yml's inputs
 * and docs/inputs.md's table all come from here: adding an option is one entry, then
 * `npm run docs:inputs` writes action.yml and docs/inputs.md (a test fails while they differ).
 *
 * An entry is one of three kinds:
 *   option and input   `option` is the CLI flag build-config reads; the action input has the same
 *                      name unless `input` gives another
 *   CLI only           `input: false`: experiments and pages a workflow has no use for
 *   action only        no `option`: publishing and the action's modes, which the CLI does not have
 */

/**
 * The groups of src/config/groups/, in the order docs/inputs.md and action.yml list them. An
 * action-only input sits in the group a reader looks in for it (mode first, fail-on-regression
 * beside the thresholds).
 */
export const OPTION_GROUPS = {
  'what-to-measure': 'What to measure',
  'against-what': 'Against what',
  thresholds: 'Thresholds and the verdict',
  publishing: 'The comment and the files',
  advanced: 'Advanced: shards, sampling and profiling',
  injections: 'Injected costs (CLI only: calibration and tests)',
} as const;
export type OptionGroup = keyof typeof OPTION_GROUPS;

/** The CLI commands a flag is listed under in --help (calibrate also takes compare's). */
export const CLI_SECTIONS = {
  every: 'Flags of every command',
  'baseline-and-compare': 'Flags of baseline and compare',
  compare: 'Flags of compare',
  calibrate: 'Flags of calibrate (it also takes those of compare; it uses the first scenario only)',
} as const;
export type CliSection = keyof typeof CLI_SECTIONS;

interface CliFlag {
  /** What follows the flag in --help (`N`, `FILE.json`); none for a switch. */
  value?: string;
  /** --help's line: terse, in the CLI's terms (--flags), with the default. */
  help: string;
  section: CliSection;
}

interface ActionInput {
  /** action.yml's default: what the step reads when the workflow leaves the input out. */
  default: string;
  /** With an empty default: what the tool then takes, in words (docs/inputs.md's Default column). */
  whenEmpty?: string;
  /** One paragraph, markdown, links relative to docs/; action.yml gets it as plain text. */
  meaning: string;
}

type Entry = { group: OptionGroup } & (
  | ({ option: string; input?: string; formerNames?: readonly string[]; cli: CliFlag } & ActionInput)
  | { option: string; input: false; cli: CliFlag }
  | ({ input: string } & ActionInput)
);

export const INPUTS_TABLE = [
  // What to measure
  {
    input: 'mode',
    group: 'what-to-measure',
    default: 'compare',
    meaning:
      "`compare` (benchmark and gate against the base or the stored baseline), `baseline` (record a new baseline), `comment` (post a saved comment payload from a `workflow_run` job), `merge` (join the results of shards, compare with `shard: k/n`, into one verdict), `rejudge` (a label changed on the pull request: judge the payload a `compare` of this head saved at `payload-path` again, with the labels it has now, measuring nothing), `history-record` (a trusted job on a push to main: append the results at `results-path` to the history branch, find its change points, open an issue per confirmed slowdown, write the page; needs a token with `contents: write` and `issues: write`; [docs/history.md](history.md)), `history-confirm` (the same job for a change point's paired run, `change-point`) or `calibrate` (this runner's own A/A and injected-loss trials of the gate, [once per runner kind](calibration.md#on-your-runner)).",
  },
  {
    option: 'scenario',
    input: 'scenarios',
    group: 'what-to-measure',
    default: 'all',
    meaning:
      'Comma-separated scenarios of the scenarios file (built in: `hello`, `update-user`, `heavy-validation`), or `all`.',
    cli: {
      value: 'NAME,…|all',
      help: 'scenarios of the scenarios file (built in: hello, update-user, heavy-validation; default all)',
      section: 'every',
    },
  },
  {
    option: 'scenarios-file',
    group: 'what-to-measure',
    default: '',
    whenEmpty: 'the built-in `servers/scenarios.yaml`',
    meaning:
      "A scenarios file of your own, YAML or JSON, inside the workspace ([docs/scenarios-format.md](scenarios-format.md)): each scenario's request, body template and correctness cases.",
    cli: {
      value: 'FILE',
      help: 'your own scenarios, YAML or JSON (docs/scenarios-format.md; default the built-in servers/scenarios.yaml)',
      section: 'every',
    },
  },
  {
    option: 'servers-dir',
    group: 'what-to-measure',
    default: '',
    whenEmpty: "the action's own `servers/`",
    meaning:
      "Folder whose subfolders are the servers, inside the workspace (see the README's [Your own servers](../README.md#your-own-servers)).",
    cli: {
      value: 'DIR',
      help: "folder whose subfolders are the servers (default: this tool's servers/)",
      section: 'every',
    },
  },
  {
    option: 'servers',
    group: 'what-to-measure',
    default: '',
    whenEmpty: 'the published set',
    meaning: `Comma-separated server folders of \`servers-dir\`. Empty: ${DEFAULT_SERVERS.join(', ')}, those present.`,
    cli: {
      value: 'a,b,c',
      help: `server folders to run (default: ${DEFAULT_SERVERS.join(', ')}, those present)`,
      section: 'every',
    },
  },
  // CLI only: the action writes the gate's report, not a published page.
  {
    option: 'page',
    input: false,
    group: 'what-to-measure',
    cli: {
      value: 'results|settings',
      help: `run: the page --markdown writes (default results); settings is mion's settings page (mion with each setting against http-node and plain mion), and runs exactly its servers: ${SETTINGS_PAGE_SERVERS.join(', ')}`,
      section: 'every',
    },
  },
  {
    option: 'measure',
    group: 'what-to-measure',
    default: '',
    whenEmpty: 'chosen per run',
    meaning:
      'What the gate measures: `wall-time` (requests/s and latency under load), or `instructions` (instructions per request counted under valgrind, which must be installed; [docs/instructions.md](instructions.md)). Empty: wall time in paired mode; against a stored baseline that cannot be built again, `instructions` when the baseline has counts and valgrind is here, else nothing is gated (verdict `not-gated`). `mode: baseline` records both where valgrind is here; naming one records that one alone.',
    cli: {
      value: 'wall-time|instructions',
      help: "what the gate measures (default wall-time); instructions: instructions per request counted under valgrind's callgrind (8 processes in a baseline)",
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'rate',
    group: 'what-to-measure',
    default: '',
    whenEmpty: 'the published closed-loop load',
    meaning:
      "Gate latency at a fixed rate instead of throughput at saturation: requests sent on a schedule (open loop), latency from each request's intended send time. Requests per second (`5000`) or a share of the base's capacity measured at the start of the run (`25%`, the share the README recommends); paired mode only. `gate-metrics` then picks among `latency-p50`, `latency-p99` and `latency-p999`, and `event-loop-delay`, the server's own event loop watched from inside each process (the default: `latency-p99,event-loop-delay`; [docs/open-loop-latency.md](open-loop-latency.md)).",
    cli: {
      value: 'N|P%',
      help: "open loop: send N requests/s on a fixed schedule, or P% of the base's capacity (measured first, closed-loop, no pipelining); latency counted from each request's intended send time (HdrHistogram, µs)",
      section: 'every',
    },
  },
  {
    option: 'arrivals',
    group: 'what-to-measure',
    default: 'even',
    meaning:
      'With `rate`: how the schedule spaces its requests. `even`, one every 1/rate seconds; `poisson`, gaps drawn from the exponential distribution at the rate, as many independent users arrive (bursts and lulls, which a server with a queue answers worse). Every round draws the same schedule, so head and base meet the same bursts.',
    cli: {
      value: 'even|poisson',
      help: 'with --rate: requests one every 1/rate s (default even), or as Poisson arrivals, the same drawn schedule in every round',
      section: 'every',
    },
  },
  {
    option: 'rounds',
    group: 'what-to-measure',
    default: '4',
    meaning: 'Rounds per server and scenario of the comparison table (the gate runs processes of its own).',
    cli: { value: 'N', help: 'rounds per server and scenario (default 4)', section: 'every' },
  },
  {
    option: 'rounds-per-block',
    group: 'what-to-measure',
    default: '2',
    meaning: 'Rounds of the comparison table run in one server process before it is restarted.',
    cli: { value: 'N', help: 'rounds between server restarts (default 2)', section: 'every' },
  },
  {
    option: 'duration',
    group: 'what-to-measure',
    default: '2',
    meaning: 'Seconds of load per round.',
    cli: { value: 'S', help: 'seconds per round (default 2)', section: 'every' },
  },
  {
    option: 'warmup',
    group: 'what-to-measure',
    default: '1',
    meaning: 'Seconds of warm-up load per server and scenario after each start.',
    cli: {
      value: 'S',
      help: 'warm-up seconds per server and scenario after each start (default 1)',
      section: 'every',
    },
  },
  {
    option: 'connections',
    group: 'what-to-measure',
    default: '100',
    meaning: 'autocannon connections (the published method uses 100).',
    cli: { value: 'N', help: 'autocannon connections (default 100)', section: 'every' },
  },
  {
    option: 'pipelining',
    group: 'what-to-measure',
    default: '10',
    meaning: 'autocannon pipelining factor (the published method uses 10).',
    cli: { value: 'N', help: 'autocannon pipelining (default 10)', section: 'every' },
  },

  // Against what
  {
    option: 'subject',
    group: 'against-what',
    default: '',
    whenEmpty: 'the only server, or `mion`',
    meaning:
      'The server folder the gate judges. Empty: the only server when `servers` names one, else `mion`.',
    cli: {
      value: 'NAME',
      help: 'server under judgement (default mion, or the only one of --servers)',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'reference',
    group: 'against-what',
    default: '',
    whenEmpty: 'the `http-node` server when present',
    meaning:
      "Stored-baseline mode in wall time only: the server measured beside each subject process, to follow the machine's speed. Paired mode (`base-source`, or a pull request's base) and `measure: instructions` need none; a stored compare in wall time without one is an error naming it.",
    cli: {
      value: 'NAME',
      help: 'stored-baseline mode in wall time: the server measured beside the subject (default http-node); paired mode and --measure instructions need none',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'source',
    formerNames: ['mion-source'],
    group: 'against-what',
    default: '',
    whenEmpty: 'npm, the version pinned in the server folder',
    meaning:
      'Where the packages the server folders build from come from (mion, or the framework a folder names in `benchmark.sourcePackages`): `npm:<version>`, `path:<checkout>` or `tarballs:<dir of .tgz files>`, a folder inside the workspace.',
    cli: {
      value: 'SOURCE',
      help: "where the packages a server folder builds from come from (mion's, or its sourcePackages): npm:<version> | path:<checkout> | tarballs:<dir> (default: npm, the pinned release)",
      section: 'every',
    },
  },
  {
    option: 'base-source',
    formerNames: ['baseline-source'],
    group: 'against-what',
    default: '',
    meaning:
      "Paired mode: where the pull request's **base commit** gets those packages (same forms as `source`); base and head are then built and measured side by side in this run, no stored baseline file and no reference needed. Left empty on a pull request, the action checks out the base commit itself when `source` is a `path:` (or `servers-dir` is set); elsewhere the run is in stored-baseline mode.",
    cli: {
      value: 'SOURCE',
      help: "paired mode: the source of the pull request's base commit (same forms as --source); base and head are measured side by side, no stored baseline file and no reference needed",
      section: 'compare',
    },
  },
  {
    option: 'base-servers-dir',
    formerNames: ['baseline-servers-dir'],
    group: 'against-what',
    default: '',
    whenEmpty: "the head's own folder",
    meaning:
      "Paired mode when the pull request changes the subject's server folder itself (a framework other than mion, or mion's own benchmark servers): the base checkout's servers folder, inside the workspace. The base side is the subject's folder from there, built with `base-source` (empty: the head's `source`).",
    cli: {
      value: 'DIR',
      help: "paired mode: the base checkout's servers folder; the base side is the subject's folder from there (a framework other than mion, or a changed server folder)",
      section: 'compare',
    },
  },
  {
    option: 'baseline',
    input: 'baseline-path',
    group: 'against-what',
    default: '',
    whenEmpty: 'the file `baseline/baseline.json`',
    meaning:
      'The **stored baseline file** (results JSON recorded by `mode: baseline`), inside the workspace: not the base commit, which `base-source` builds. Read by `compare`, written by `baseline`. Left empty on a pull request whose `source` is a `path:` checkout (or with a `servers-dir` of its own), `compare` is paired against the base commit, which the action checks out into `.perf-gate-base` itself; given, the stored baseline stays.',
    cli: {
      value: 'FILE',
      help: 'the stored baseline file, results JSON (default baseline/baseline.json); not the base commit, which --base-source builds',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'history',
    input: 'history-path',
    group: 'against-what',
    default: '',
    meaning:
      "`compare`: main's history (`history.jsonl` of the `perf-history` branch, [docs/history.md](history.md)); the comment then sets the head against main's last 20 commits, one line per scenario.",
    cli: {
      value: 'FILE',
      help: "compare: main's history (history.jsonl); the report sets the head against main's last 20 commits, one line per scenario (docs/history.md)",
      section: 'compare',
    },
  },
  {
    option: 'if-no-baseline',
    group: 'against-what',
    default: 'notice',
    meaning:
      '`compare` with no file at `baseline-path`: `notice` measures, reports, sets the verdict `no-baseline` and passes; `fail` fails the step.',
    cli: {
      value: 'notice|fail',
      help: 'compare with no baseline file: report and exit 0, or exit 2 (default notice)',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'allow-build-difference',
    group: 'against-what',
    default: 'false',
    meaning:
      '`measure: instructions`: compare counts of a head and base (or a stored baseline) built by different methods (`npm:`, `path:`, `tarballs:`), which otherwise refuses ([docs/instructions.md](instructions.md)).',
    cli: {
      help: '--measure instructions: compare a head and base built by different methods',
      section: 'compare',
    },
  },

  // Thresholds and the verdict
  {
    option: 'rps-threshold',
    group: 'thresholds',
    default: '5%',
    meaning:
      'Throughput loss that counts as a regression, in percent (`5` or `5%`); per scenario: `hello=5%,update-user=3%` (a plain value covers the others).',
    cli: {
      value: 'P%',
      help: 'requests/s loss that counts as a regression (default 5%); per scenario: hello=5%,update-user=3% (a plain value covers the rest)',
      section: 'compare',
    },
  },
  {
    option: 'latency-threshold',
    group: 'thresholds',
    default: '',
    whenEmpty: '5% (with `rate`: p50 10%, p99 50%, p99.9 60%, event loop 50%)',
    meaning:
      "Latency rise that counts as a regression, in percent; per scenario like `rps-threshold`, or per percentile: `p50=10%,p99=50%,p99.9=60%`; `event-loop=50%` sets the event loop's at a rate (a single value leaves it at 50%: it is the server's own loop, not its answers' time).",
    cli: {
      value: 'P%',
      help: 'latency rise that counts as a regression (default 5%); per scenario, or per percentile: p50=10%,p99=50%,p99.9=60%,event-loop=50% (the defaults with --rate)',
      section: 'compare',
    },
  },
  {
    option: 'gate-metrics',
    group: 'thresholds',
    default: '',
    whenEmpty: 'requests/s and mean latency; paired: requests/s; with `rate`: `latency-p99`',
    meaning:
      'Comma-separated metrics that decide the verdict: `requests-per-second`, `latency-mean`, `latency-p99`, and with `rate` `latency-p50`, `latency-p999` and `event-loop-delay` (with `rate` only these and `latency-p99` may be named; the camelCase spellings `requestsPerSecond`… still work). Paired mode leaves mean latency out by default: with requests in flight fixed it is their number divided by requests/s, and head and base loaded together it also carries the load generators sharing their CPU.',
    cli: {
      value: 'a,b',
      help: 'requests-per-second, latency-mean, latency-p50, latency-p99, latency-p999, event-loop-delay (default requests-per-second,latency-mean; with --rate latency-p99,event-loop-delay)',
      section: 'compare',
    },
  },
  {
    option: 'instructions-threshold',
    group: 'thresholds',
    default: '0.3%',
    meaning:
      'Rise of instructions per request that counts as a regression (`measure: instructions`); per scenario as `hello=0.5%,update-user=1%`. Against a stored baseline it is judged at this plus 0.1%, the offset one source shows between runs.',
    cli: {
      value: 'P%',
      help: 'instructions/request rise that counts as a regression (default 0.3%)',
      section: 'compare',
    },
  },
  {
    option: 'confidence',
    group: 'thresholds',
    default: '0.95',
    meaning:
      'Confidence level that holds for the whole pull request (every scenario, metric and look at once), between 0 and 1.',
    cli: {
      value: 'C',
      help: 'confidence for the whole pull request: every scenario, metric and look at once (default 0.95)',
      section: 'compare',
    },
  },
  {
    option: 'max-processes',
    group: 'thresholds',
    default: '',
    whenEmpty: '192, or 10 with `measure: instructions`',
    meaning:
      'Most server processes of the subject per scenario while the verdict is inconclusive; past 24, only a comparison not yet 99% surely within its threshold is measured further (a noisy runner), while the time budget lasts.',
    cli: {
      value: 'N',
      help: 'most server processes of the subject while inconclusive; past 24 only a comparison not 99% surely within its threshold (default 192; 10 with --measure instructions)',
      section: 'compare',
    },
  },
  {
    option: 'baseline-processes',
    group: 'thresholds',
    default: '',
    whenEmpty: '30, or 8 with `measure: instructions`',
    meaning:
      '`mode: baseline`: processes of subject and reference, one round each (the other servers get `rounds`); with `measure: instructions`, counted processes of the subject.',
    cli: {
      value: 'N',
      help: 'baseline: processes of subject and reference, one round each (default 30; 8 counted processes of the subject with --measure instructions)',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'time-budget',
    input: 'time-budget-minutes',
    group: 'thresholds',
    default: '30',
    meaning: 'No round starts after this many minutes; skipped rounds are reported.',
    cli: { value: 'MIN', help: 'stop starting rounds after MIN minutes (default 30)', section: 'every' },
  },
  {
    input: 'fail-on-regression',
    group: 'thresholds',
    default: 'true',
    meaning:
      'Fail the step when the verdict is `regression` or `unstable` (a head more erratic across processes than its base).',
  },
  {
    option: 'fail-on-inconclusive',
    group: 'thresholds',
    default: 'false',
    meaning: 'Fail the step when the verdict is `inconclusive`.',
    cli: { help: 'exit 1 when the answer stays unclear', section: 'compare' },
  },

  // The comment and the files
  {
    input: 'comment',
    group: 'publishing',
    default: 'true',
    meaning: 'Comment the report on the pull request (one comment per configuration, updated on every push).',
  },
  {
    input: 'comment-on',
    group: 'publishing',
    default: 'always',
    meaning:
      "When a new comment is posted: `always`, `change` (any verdict but a pass with every metric unchanged) or `regression`. An existing comment is always updated. Without a token, set it on the comment workflow's `mode: comment` step.",
  },
  {
    input: 'github-token',
    group: 'publishing',
    default: '',
    meaning:
      "`mode: comment`'s token, which needs `pull-requests: write`; the history modes' token, which needs `contents: write` and `issues: write`. Without one, `compare` and `baseline` run the pull request's code and save the comment's data to `payload-path` for the comment workflow to post.",
  },
  {
    input: 'token-beside-pull-request-code',
    group: 'publishing',
    default: 'false',
    meaning:
      "`true` lets `compare` and `baseline` take a `github-token` and post the comment themselves, where the pull request's servers and install scripts could read it: only for repositories whose pull requests all come from people with write access.",
  },
  {
    input: 'payload-path',
    group: 'publishing',
    default: 'perf-gate-results/comment-payload.json',
    meaning:
      "`compare`: where the comment's data is saved when it is not posted. `comment`: the payload file to render and post. `rejudge`: the saved data to judge again, saved there again with the new judgement.",
  },
  {
    option: 'out',
    input: 'results-path',
    group: 'publishing',
    default: 'perf-gate-results/results.json',
    meaning:
      'Where the results JSON ([docs/results-format.md](results-format.md)) is written, inside the workspace.',
    cli: {
      value: 'FILE.json',
      help: 'write the results JSON (any path; written atomically)',
      section: 'every',
    },
  },
  {
    option: 'markdown',
    input: 'report-path',
    group: 'publishing',
    default: 'perf-gate-results/report.md',
    meaning: 'Where the markdown report is written, inside the workspace.',
    cli: {
      value: 'FILE.md',
      help: "write the results page (the published tables' format)",
      section: 'every',
    },
  },
  {
    input: 'shards-dir',
    group: 'publishing',
    default: '',
    meaning:
      "`mode: merge`: the folder holding every shard's results file (`compare` with `shard: k/n`), e.g. the matrix jobs' artifacts downloaded into one folder.",
  },
  {
    input: 'history-branch',
    group: 'publishing',
    default: 'perf-history',
    meaning:
      "`history-record`, `history-confirm`: the branch of this repository that holds main's history (`history.jsonl`, `confirmations.jsonl`; [docs/history.md](history.md)), pushed with `github-token`.",
  },
  {
    input: 'change-point',
    group: 'publishing',
    default: '',
    meaning:
      '`history-confirm`: the change point the paired run at `results-path` measured, as `history-record`\'s output `confirm` gives it (`{"commit","previousCommit","scenarios"}`).',
  },
  {
    input: 'history-output-dir',
    group: 'publishing',
    default: 'perf-gate-results/history',
    meaning:
      '`history-record`, `history-confirm`: where `change-points.json`, `history.md` and the page (`page/index.html`) are written, inside the workspace.',
  },
  {
    option: 'verbose',
    group: 'publishing',
    default: 'false',
    meaning: 'Log every round, and the stack trace of an unexpected error.',
    cli: { help: 'print stack traces of errors', section: 'every' },
  },

  // Advanced: shards, sampling and profiling
  {
    option: 'node',
    group: 'advanced',
    default: '',
    whenEmpty: 'the first `node` on PATH (what `actions/setup-node` installed)',
    meaning: 'The Node binary that runs the servers, their builds and the load generator.',
    cli: {
      value: 'PATH',
      help: 'Node binary for servers, builds and load (default: node on PATH)',
      section: 'every',
    },
  },
  {
    option: 'server-seeds',
    group: 'advanced',
    default: 'random',
    meaning:
      '`fixed` starts every Node server with the same V8 random and hash seeds; `random` lets V8 draw them.',
    cli: {
      value: 'fixed|random',
      help: 'fixed: same V8 random and hash seeds in every Node server (default random)',
      section: 'every',
    },
  },
  {
    option: 'shard',
    group: 'advanced',
    default: '',
    whenEmpty: 'every scenario here',
    meaning:
      '`k/n`: gate shard k of n of the scenarios (a matrix job each) under the error budget of all of them; its results file carries its verdict for the merge step (`mode: merge`, or the CLI `mion-perf-gate merge`).',
    cli: {
      value: 'K/N',
      help: "gate shard K of N of the scenarios (every Nth from the Kth), under the error budget of all of them; --out then carries this shard's verdict for merge",
      section: 'compare',
    },
  },
  {
    option: 'pull-request-measures',
    group: 'advanced',
    default: '',
    whenEmpty: "this shard's measure alone",
    meaning:
      'With `shard`: every measure the pull request gates (`wall-time,instructions`), a matrix job per share of the scenarios and measure; the shard gates `measure` (required then) under the error budget of every scenario, metric and measure.',
    cli: {
      value: 'M,M',
      help: 'with --shard: every measure the pull request gates (wall-time,instructions), a shard per share and measure; this one gates --measure, under the budget of every scenario, metric and measure',
      section: 'compare',
    },
  },
  {
    option: 'profile',
    group: 'advanced',
    default: 'auto',
    meaning:
      'Paired mode: profile head and base side by side after the verdict and say where the time changed, by function (the "Where" section, profiles and a differential flame graph beside the results; [docs/where.md](where.md)): `auto` on a regression or inconclusive speed (not on crashes alone), `always`, `never`.',
    cli: {
      value: 'auto|always|never',
      help: 'paired compare: profile head and base after the verdict and report where the time changed, by function (auto: on regression or inconclusive)',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'profile-pairs',
    group: 'advanced',
    default: '5',
    meaning:
      'Process pairs of head and base profiled per scenario (at least 2), each loaded for twice `duration`; with `measure: instructions` at most 2 pairs are counted by function.',
    cli: {
      value: 'N',
      help: 'process pairs profiled per scenario, each for twice --duration (default 5)',
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'crash-watch-once-in',
    group: 'advanced',
    default: 'auto',
    meaning:
      'Paired mode: a check that would pass first has the head serve enough requests in the run (the table, the gate, profiling, then the head alone: at most 3 minutes, within `time-budget-minutes`) to catch 9 times in 10 a crash once in this many requests; a crash anywhere fails the check. `auto`: the crash that fails the head in 3% of its gate processes, in requests at the pace this run measured (the report says how many), so a slower runner watches for a commoner crash in about the same minutes. `0` turns the watch off.',
    cli: {
      value: 'N|auto',
      help: "paired compare: before passing, serve enough head requests to catch a crash once in N requests 9 times in 10 (default auto: a crash in 3% of the gate processes at this run's pace; 0: off)",
      section: 'baseline-and-compare',
    },
  },
  {
    option: 'trials',
    group: 'advanced',
    default: '',
    whenEmpty: '12 (about 90 minutes on 2 CPUs)',
    meaning:
      '`mode: calibrate`: trials per condition (A/A, and injected losses of about 3% and 8%), interleaved.',
    cli: {
      value: 'N',
      help: 'trials per condition: A/A, and injected losses of about 3% and 8% (default 12)',
      section: 'calibrate',
    },
  },
  // CLI only: a workflow calibrates the paired gate, the one it gets.
  {
    option: 'modes',
    input: false,
    group: 'advanced',
    cli: {
      value: 'LIST',
      help: 'modes to calibrate in wall time: paired (the only one gated; the default)',
      section: 'calibrate',
    },
  },

  // Injected costs: experiments on the gate itself, never a workflow's.
  {
    option: 'inject-cpu-us',
    input: false,
    group: 'injections',
    cli: {
      value: 'SERVER=US',
      help: 'burn US microseconds (fractions allowed) of CPU per request in SERVER (calibration, tests)',
      section: 'every',
    },
  },
  {
    option: 'inject-work',
    input: false,
    group: 'injections',
    cli: {
      value: 'SERVER=N',
      help: 'run N loop iterations per request in SERVER: a fixed work, for instruction counting',
      section: 'every',
    },
  },
  {
    option: 'inject-cpu-share',
    input: false,
    group: 'injections',
    cli: {
      value: 'SERVER=F',
      help: "burn --inject-cpu-us in a share F of SERVER's processes only (a slow path some take)",
      section: 'every',
    },
  },
  {
    option: 'inject-crash-per-requests',
    input: false,
    group: 'injections',
    cli: {
      value: 'SERVER=N',
      help: "SERVER's process exits on about one request in N (a crash now and then)",
      section: 'every',
    },
  },
  {
    option: 'inject-noise-us',
    input: false,
    group: 'injections',
    cli: {
      value: 'SCENARIO=US',
      help: 'every server process burns US µs per SCENARIO request with probability 1/2 (drawn at start, both sides alike): a scenario too noisy to judge',
      section: 'every',
    },
  },
] as const satisfies readonly Entry[];

export type InputsTableEntry = (typeof INPUTS_TABLE)[number];
/** An entry the CLI has as a flag (and the config reads). */
export type OptionEntry = Extract<InputsTableEntry, { option: string }>;
/** An entry action.yml declares (under its own name, or as an option's input). */
export type ActionInputEntry = Extract<InputsTableEntry, { meaning: string }>;

/** Every entry action.yml declares, by input name. */
export function actionInputEntries(): { input: string; entry: ActionInputEntry }[] {
  return INPUTS_TABLE.flatMap((entry) =>
    'meaning' in entry ? [{ input: ('input' in entry ? entry.input : entry.option) as string, entry }] : [],
  );
}

/** action.yml's default of an input: what the code falls back to when the workflow leaves it out. */
export function actionDefault(input: string): string {
  const found = actionInputEntries().find((candidate) => candidate.input === input);
  if (!found) throw new Error(`${input} is no input of the table`);
  return found.entry.default;
}
