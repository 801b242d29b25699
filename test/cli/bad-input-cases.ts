import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildResults } from '../helpers/results-fixture.ts';
import { BAD_SCENARIOS_FILES, badScenariosText } from '../scenarios/bad-scenarios-files.ts';

/**
 * Bad inputs to the CLI. Each must end with exit 2 and one line that names what is wrong,
 * before any server starts and without changing a file. docs/bad-input.md is generated
 * from this list (npm run docs:bad-input), so the documented messages are the real ones.
 */
export interface BadInputCase {
  name: string;
  args: string[];
  /** Files written into the temporary workspace before the run (path -> content). */
  files?: Record<string, string>;
  /** The message must match: it names the flag, file or server at fault. */
  expect: RegExp;
}

/** Writes a case's files into its workspace, with the folders they sit in. */
export function writeCaseFiles(workspace: string, badInput: BadInputCase): void {
  for (const [name, content] of Object.entries(badInput.files ?? {})) {
    mkdirSync(dirname(join(workspace, name)), { recursive: true });
    writeFileSync(join(workspace, name), content);
  }
}

const SERVERS = [
  { name: 'http-node', requestsPerSecond: 18000 },
  { name: 'fastify', requestsPerSecond: 16000 },
];
const goodBaseline = () =>
  buildResults({
    scenarios: ['hello', 'update-user'],
    servers: SERVERS,
    subject: 'fastify',
    reference: 'http-node',
  });
const baselineText = (edit: (baseline: ReturnType<typeof goodBaseline>) => unknown = (b) => b) =>
  JSON.stringify(edit(goodBaseline()), null, 2);
/** A server folder's package.json with `extra` in its benchmark field. */
const serverFolderText = (extra: Record<string, unknown>) =>
  JSON.stringify({
    name: 'app',
    private: true,
    benchmark: {
      framework: 'my-framework',
      router: true,
      validation: '✗',
      description: 'an app',
      wireFormat: 'rest',
      entry: 'server.js',
      ...extra,
    },
  });
const compare = [
  'compare',
  '--servers',
  'http-node,fastify',
  '--subject',
  'fastify',
  '--baseline',
  'base.json',
];

export const BAD_INPUT_CASES: BadInputCase[] = [
  { name: 'unknown command', args: ['frobnicate'], expect: /unknown command "frobnicate"/ },
  { name: 'no command', args: [], expect: /no command given/ },
  { name: 'unknown flag', args: ['run', '--roundz', '3'], expect: /unknown flag --roundz/ },
  {
    name: 'unknown server',
    args: ['run', '--servers', 'http-node,nginx'],
    expect: /--servers: unknown server "nginx"/,
  },
  {
    name: 'unknown scenario',
    args: ['run', '--scenario', 'hi'],
    expect: /--scenario: unknown scenario "hi"/,
  },
  { name: 'negative duration', args: ['run', '--duration=-1'], expect: /--duration: -1 is outside/ },
  { name: 'zero duration', args: ['run', '--duration', '0'], expect: /--duration: 0 is outside/ },
  { name: 'zero rounds', args: ['run', '--rounds', '0'], expect: /--rounds: 0 is outside/ },
  {
    name: 'rounds not a number',
    args: ['run', '--rounds', 'many'],
    expect: /--rounds: "many" is not a whole number/,
  },
  { name: 'negative warm-up', args: ['run', '--warmup=-2'], expect: /--warmup: -2 is outside/ },
  { name: 'zero connections', args: ['run', '--connections', '0'], expect: /--connections: 0 is outside/ },
  {
    name: 'threshold not a number',
    args: [...compare, '--rps-threshold', 'abc'],
    expect: /--rps-threshold: "abc" is not a percentage/,
  },
  {
    name: 'threshold 150%',
    args: [...compare, '--latency-threshold', '150%'],
    expect: /--latency-threshold: 150% is outside/,
  },
  {
    name: 'confidence above 1',
    args: [...compare, '--confidence', '1.5'],
    expect: /--confidence: "1.5" must be a number between 0 and 1/,
  },
  {
    name: 'confidence 0',
    args: [...compare, '--confidence', '0'],
    expect: /--confidence: "0" must be a number between 0 and 1/,
  },
  { name: 'empty server list', args: ['run', '--servers', ' , '], expect: /--servers: the list is empty/ },
  {
    name: 'duplicate servers',
    args: ['run', '--servers', 'fastify,fastify'],
    expect: /--servers: "fastify" is listed twice/,
  },
  {
    name: 'unknown calibration mode',
    args: ['calibrate', '--modes', 'paired,stored'],
    expect: /--modes: "stored" is not one of paired, stored-baseline/,
  },
  {
    name: 'unknown page',
    args: ['run', '--page', 'options', '--markdown', 'page.md'],
    expect: /--page: "options" is not one of results, settings/,
  },
  {
    name: 'page without --markdown',
    args: ['run', '--page', 'settings'],
    expect: /--page: the settings page is written to --markdown FILE.md: give one/,
  },
  {
    name: 'page from a command other than run',
    args: ['compare', '--page', 'settings', '--markdown', 'page.md'],
    expect: /--page: only run writes the settings page \(compare writes its own report\)/,
  },
  {
    name: 'page with a server list of its own',
    args: ['run', '--page', 'settings', '--markdown', 'page.md', '--servers', 'mion'],
    expect: /--servers: the settings page runs its own servers \(http-node, mion, .*\); leave --servers out/,
  },
  {
    name: 'subject not among the servers',
    args: ['compare', '--servers', 'http-node,fastify', '--subject', 'express'],
    expect: /--subject: "express" is not among the servers/,
  },
  {
    name: 'reference missing',
    args: ['compare', '--servers', 'fastify,express', '--subject', 'fastify'],
    expect: /--reference: "http-node" is not among the servers/,
  },
  {
    name: 'subject is the reference',
    args: ['compare', '--servers', 'http-node,fastify', '--subject', 'http-node'],
    expect: /--subject: the subject cannot be the reference/,
  },
  {
    name: 'stored compare of one server of ones own, with no reference',
    args: ['compare', '--servers-dir', 'own', '--servers', 'app'],
    files: { 'own/app/package.json': serverFolderText({}) },
    expect:
      /--reference: "http-node" is not among the servers \(app\): a stored baseline is compared in wall time beside a reference server; name one, or give --base-source to compare the subject with its base$/,
  },
  {
    name: 'base source under its name and its former one, differing',
    args: ['compare', '--base-source', 'npm:0.8.10', '--baseline-source', 'npm:0.8.9'],
    expect:
      /--base-source and --baseline-source \(its former name\) differ \("npm:0.8.10" and "npm:0.8.9"\): give one$/,
  },
  {
    name: 'max processes below two',
    args: [...compare, '--max-processes', '1'],
    expect: /--max-processes: 1 is too few: an interval needs at least 2 processes/,
  },
  {
    name: 'empty flag value',
    args: ['run', '--servers', ''],
    expect: /--servers: the value is empty \(leave the flag out for its default\)$/,
  },
  {
    name: 'servers folder missing',
    args: ['run', '--servers-dir', 'no-such-dir'],
    expect: /--servers-dir: .*no-such-dir is not a directory/,
  },
  {
    name: 'unknown gated metric',
    args: [...compare, '--gate-metrics', 'requestsPerSecond,latencyP95'],
    expect:
      /--gate-metrics: unknown metric "latencyP95" \(known: requests-per-second, latency-mean, latency-p50, latency-p99, latency-p999, event-loop-delay\)/,
  },
  {
    name: 'rate of zero',
    args: ['run', '--rate', '0'],
    expect: /--rate: 0 is outside 1..1000000/,
  },
  {
    name: 'rate above the capacity',
    args: ['run', '--rate', '150%'],
    expect: /--rate: 150% is outside the range 0% to 100% \(exclusive\)/,
  },
  {
    name: 'rate neither a number nor a share',
    args: ['run', '--rate', 'fast'],
    expect:
      /--rate: "fast" is neither requests per second \(5000\) nor a share of the base's capacity \(50%\)/,
  },
  {
    name: 'requests/s gated at a fixed rate',
    args: [...compare, '--rate', '50%', '--gate-metrics', 'requests-per-second'],
    expect:
      /--gate-metrics: "requests-per-second" is not gated at a fixed rate \(--rate\); choose among latency-p50, latency-p99, latency-p999, event-loop-delay/,
  },
  {
    name: 'arrivals of no known kind',
    args: ['run', '--rate', '5000', '--arrivals', 'bursty'],
    expect: /--arrivals: "bursty" is not one of even, poisson/,
  },
  {
    name: 'Poisson arrivals without a rate',
    args: ['run', '--arrivals', 'poisson'],
    expect: /--arrivals: spaces the requests of --rate: give a rate too/,
  },
  {
    name: 'p99.9 without a rate',
    args: [...compare, '--gate-metrics', 'latency-p999'],
    expect: /--gate-metrics: "latency-p999" is measured only at a fixed rate; give --rate too/,
  },
  {
    name: 'rate with counted instructions',
    args: [...compare, '--rate', '5000', '--measure', 'instructions'],
    expect: /--rate: a rate is for wall time; instructions are counted per request/,
  },
  {
    name: 'rate against a stored baseline',
    args: [...compare, '--rate', '5000'],
    expect: /rate: latency at a rate is compared with a base measured in the same run; give base-source/,
  },
  {
    name: 'threshold for an unknown scenario',
    args: [...compare, '--rps-threshold', 'hello=5%,goodbye=3%'],
    expect: /--rps-threshold: unknown scenario "goodbye" in "goodbye=3%"/,
  },
  {
    name: 'unknown if-no-baseline choice',
    args: [...compare, '--if-no-baseline', 'skip'],
    expect: /--if-no-baseline: "skip" is not one of notice, fail/,
  },
  {
    name: 'unknown profile choice',
    args: [...compare, '--profile', 'sometimes'],
    expect: /--profile: "sometimes" is not one of auto, always, never/,
  },
  {
    name: 'one profiled pair',
    args: [...compare, '--profile-pairs', '1'],
    expect: /--profile-pairs: 1 pair gives no interval; at least 2/,
  },
  {
    name: 'crash rarity neither auto nor a number',
    args: [...compare, '--crash-watch-once-in', 'often'],
    expect: /--crash-watch-once-in: "often" is neither auto, 0 nor a whole number of requests/,
  },
  {
    name: 'malformed injection',
    args: ['run', '--inject-cpu-us', 'fastify=lots'],
    expect: /--inject-cpu-us: "fastify=lots" must look like SERVER=MICROSECONDS/,
  },
  {
    name: 'injection into a server not run',
    args: ['run', '--servers', 'http-node', '--inject-cpu-us', 'fastify=50'],
    expect: /--inject-cpu-us: "fastify" is not among the servers/,
  },
  {
    name: 'noise injected into a scenario not measured',
    args: ['run', '--scenario', 'hello', '--inject-noise-us', 'update-user=40'],
    expect: /--inject-noise-us: "update-user" is not among the scenarios measured/,
  },
  {
    name: 'work injection that is not a whole number of iterations',
    args: ['run', '--inject-work', 'fastify=1.5'],
    expect: /--inject-work: "fastify=1\.5" must look like SERVER=ITERATIONS/,
  },
  {
    name: 'unknown measure',
    args: ['compare', '--measure', 'cycles'],
    expect: /--measure: "cycles" must be one of wall-time, instructions/,
  },
  {
    name: 'instructions asked of run',
    args: ['run', '--measure', 'instructions'],
    expect:
      /--measure: run always measures wall time; instructions are counted by compare, baseline and calibrate/,
  },
  {
    name: 'instructions threshold that is not a percentage',
    args: ['compare', '--instructions-threshold', 'tiny'],
    expect: /--instructions-threshold: /,
  },
  {
    name: 'unknown source',
    args: ['run', '--source', 'git:main'],
    expect: /--source: "git:main" is not one of npm:/,
  },
  {
    name: 'source path missing, under its former name',
    args: ['run', '--mion-source', 'path:no/such/dir'],
    expect: /--mion-source: .*no\/such\/dir is not a directory/,
  },
  {
    name: 'node binary missing',
    args: ['run', '--node', 'no/such/node'],
    expect: /--node: .*no\/such\/node is not a file/,
  },
  {
    name: 'node binary not executable',
    args: ['run', '--node', 'not-a-program'],
    files: { 'not-a-program': 'hello' },
    expect: /--node: .*not-a-program is not executable/,
  },
  {
    name: 'baseline not JSON',
    args: compare,
    files: { 'base.json': 'hello' },
    expect: /base.json: not valid JSON/,
  },
  {
    name: 'baseline truncated',
    args: compare,
    files: { 'base.json': baselineText().slice(0, 500) },
    expect: /base.json: not valid JSON/,
  },
  {
    name: 'baseline with NaN',
    args: compare,
    files: { 'base.json': baselineText().replace(/"requestsPerSecond": [\d.]+/, '"requestsPerSecond": NaN') },
    expect: /base.json: not valid JSON/,
  },
  {
    name: 'wrong schema version',
    args: compare,
    files: { 'base.json': baselineText((b) => ({ ...b, schemaVersion: 99 })) },
    expect: /base.json: schemaVersion 99 is not supported/,
  },
  {
    name: 'huge number (Infinity)',
    args: compare,
    files: {
      'base.json': baselineText().replace(/"requestsPerSecond": [\d.]+/, '"requestsPerSecond": 1e400'),
    },
    expect: /base.json: \/scenarios\/0\/servers\/0\/rounds\/0\/requestsPerSecond must be number/,
  },
  {
    name: 'negative number',
    args: compare,
    files: { 'base.json': baselineText().replace(/"requestsPerSecond": [\d.]+/, '"requestsPerSecond": -5') },
    expect: /base.json: .*requestsPerSecond must be >= 0/,
  },
  {
    name: 'baseline missing a scenario',
    args: [...compare, '--scenario', 'all'],
    files: {
      'base.json': JSON.stringify(
        buildResults({ scenarios: ['hello'], servers: SERVERS, subject: 'fastify' }),
      ),
    },
    expect: /base.json has no results for scenario "update-user"/,
  },
  {
    name: 'baseline missing the subject',
    args: compare,
    files: {
      'base.json': JSON.stringify(
        buildResults({
          scenarios: ['hello', 'update-user'],
          servers: [SERVERS[0]!, { name: 'express', requestsPerSecond: 5000 }],
        }),
      ),
    },
    expect: /base.json has no rounds for subject "fastify" in scenario "hello"/,
  },
  {
    name: 'baseline with empty samples',
    args: compare,
    files: {
      'base.json': baselineText((b) => ({
        ...b,
        scenarios: b.scenarios.map((s) => ({ ...s, servers: s.servers.map((e) => ({ ...e, rounds: [] })) })),
      })),
    },
    expect: /base.json has no rounds for subject "fastify" in scenario "hello"/,
  },
  {
    name: 'base servers folder without the subject',
    args: [...compare, '--baseline-servers-dir', '.'],
    expect:
      /--baseline-servers-dir: .* has no server folder "fastify" \(the subject\) to build the base from/,
  },
  {
    name: 'base servers folder for run',
    args: ['run', '--baseline-servers-dir', '.'],
    expect: /--baseline-servers-dir: only compare and calibrate build a base side/,
  },
  {
    name: 'recorded subject source that is not a commit',
    args: compare,
    files: {
      'base.json': baselineText((b) => ({
        ...b,
        servers: b.servers.map((run) =>
          run.name === 'fastify' ? { ...run, rebuildFrom: { kind: 'git', commit: 'main' } } : run,
        ),
      })),
    },
    expect: /base.json.*rebuildFrom/,
  },
  {
    name: 'server folder naming its source packages in both spellings',
    args: ['run', '--servers-dir', 'own', '--servers', 'app'],
    files: {
      'own/app/package.json': serverFolderText({
        sourcePackages: { 'my-framework': '1.0.0' },
        mionPackages: { '@mionjs/router': '0.8.10' },
      }),
    },
    expect: /own\/app\/package.json: benchmark has both sourcePackages and mionPackages/,
  },
  {
    name: 'server folder with a source package that is no npm name',
    args: ['run', '--servers-dir', 'own', '--servers', 'app'],
    files: { 'own/app/package.json': serverFolderText({ sourcePackages: { 'My Framework': '1.0.0' } }) },
    expect: /own\/app\/package.json: benchmark.sourcePackages "My Framework" is not a package name$/,
  },
  {
    name: 'server folder whose setup script is outside the folder',
    args: ['run', '--servers-dir', 'own', '--servers', 'app'],
    files: { 'own/app/package.json': serverFolderText({ setup: '../seed-database.js' }) },
    expect:
      /own\/app\/package.json: benchmark.setup "..\/seed-database.js" is not a path inside the folder \(letters, digits, _ . \/ - and no ".."\)$/,
  },
  {
    name: 'scenarios file that does not exist',
    args: ['run', '--scenarios-file', 'scenarios.yaml'],
    expect: /--scenarios-file: .*scenarios.yaml is not a file/,
  },
  ...BAD_SCENARIOS_FILES.filter((bad) => bad.content !== undefined).map((bad): BadInputCase => ({
    name: `scenarios file: ${bad.name}`,
    args: ['run', '--scenarios-file', 'scenarios.yaml'],
    files: { 'scenarios.yaml': badScenariosText(bad) },
    expect: bad.expect,
  })),
  {
    name: 'scenarios file without a variant for a server',
    args: ['run', '--servers', 'http-node,mion', '--scenarios-file', 'scenarios.yaml'],
    files: {
      'scenarios.yaml': [
        'scenarios:',
        '  - name: ping',
        '    description: rest servers only',
        '    rest:',
        '      request: { method: GET, path: /hello }',
        '      cases: [{ name: answers, expect: { status: 200 } }]',
      ].join('\n'),
    },
    expect: /scenario "ping" has no rpc variant, the wire format of server mion/,
  },
  {
    name: 'shard not k/n',
    args: ['compare', '--shard', '3/2', '--baseline', 'none.json'],
    expect: /--shard: "3\/2" is not "<k>\/<n>" with 1 <= k <= n/,
  },
  {
    name: 'more shards than scenarios',
    args: ['compare', '--shard', '1/5', '--scenario', 'hello', '--baseline', 'none.json'],
    expect: /--shard: 5 shards for 1 scenarios \(hello\) would leave a shard with nothing to gate/,
  },
  { name: 'shard of a run', args: ['run', '--shard', '1/2'], expect: /--shard: only compare is sharded/ },
  {
    name: 'pull-request measures without a shard',
    args: ['compare', '--measure', 'wall-time', '--pull-request-measures', 'wall-time,instructions'],
    expect:
      /--pull-request-measures: only a shard shares its budget with the other measures' shards; give --shard too/,
  },
  {
    name: 'a shard of several measures that names none',
    args: ['compare', '--shard', '1/3', '--pull-request-measures', 'wall-time,instructions'],
    expect:
      /--measure: a shard of a pull request gated in several measures \(--pull-request-measures\) must name the one it gates/,
  },
  {
    name: 'an unknown pull-request measure',
    args: [
      'compare',
      '--shard',
      '1/3',
      '--measure',
      'wall-time',
      '--pull-request-measures',
      'wall-time,cycles',
    ],
    expect: /--pull-request-measures: "cycles" must be one of wall-time, instructions/,
  },
  {
    name: "a shard's measure outside the pull request's",
    args: ['compare', '--shard', '1/3', '--measure', 'instructions', '--pull-request-measures', 'wall-time'],
    expect: /--pull-request-measures: this run's measure instructions is not among wall-time/,
  },
  { name: 'merge of nothing', args: ['merge'], expect: /merge: no shard files given/ },
  {
    name: 'merge with a flag of compare',
    args: ['merge', 'shard-1.json', '--servers', 'mion'],
    expect: /--servers: merge takes only --out, --markdown, --fail-on-inconclusive and --verbose/,
  },
  {
    name: 'merge of a missing file',
    args: ['merge', 'shard-9.json'],
    expect: /shard-9\.json: cannot read \(no such file\)/,
  },
  {
    name: 'merge of results that are not a shard',
    args: ['merge', 'base.json'],
    files: { 'base.json': baselineText() },
    expect: /base\.json: not a shard's results \(compare --shard k\/n --out FILE writes them\)/,
  },
  {
    name: 'history with an unknown action',
    args: ['history', 'rewrite', '--history', 'h.jsonl'],
    expect: /history: "rewrite" is not append, analyze, confirm, export or alert/,
  },
  {
    name: 'history analyze without its file',
    args: ['history', 'analyze'],
    expect: /history analyze: --history FILE is required/,
  },
  {
    name: 'a history line with a value of 0',
    args: ['history', 'analyze', '--history', 'h.jsonl', '--out', 'out.json'],
    files: {
      'h.jsonl':
        '{"commit":"abcdef1","date":"2026-11-26T08:00:00Z","scenario":"hello","measure":"instructions","value":0}\n',
    },
    expect: /h\.jsonl line 1: \/value must be > 0/,
  },
  {
    name: 'history append of a file that is not results',
    args: ['history', 'append', '--history', 'h.jsonl', '--results', 'notes.json'],
    files: { 'notes.json': '{"hello": 1}' },
    expect: /notes\.json: schemaVersion undefined is not supported/,
  },
  {
    name: 'history confirm with a branch name for the commit before',
    args: [
      'history',
      'confirm',
      '--results',
      'r.json',
      '--confirmations',
      'c.jsonl',
      '--previous-commit',
      'main',
    ],
    files: { 'r.json': baselineText() },
    expect: /history confirm: --previous-commit must be a commit's hex SHA, not "main"/,
  },
  {
    name: 'compare with a history file that does not exist',
    args: ['compare', '--history', 'missing.jsonl'],
    expect: /--history: .*missing\.jsonl.* (does not exist|no such file|not a file)/,
  },
  {
    name: 'compare with a bad line in its history, refused before anything is built',
    args: ['compare', '--history', 'h.jsonl'],
    files: {
      'h.jsonl':
        '{"commit":"main","date":"2026-11-26T08:00:00Z","scenario":"hello","measure":"instructions","value":1}\n',
    },
    expect: /h\.jsonl line 1: \/commit must match pattern/,
  },
  {
    name: 'run with a history file',
    args: ['run', '--history', 'h.jsonl'],
    files: { 'h.jsonl': '' },
    expect: /--history: only compare sets a head against main's history/,
  },
  {
    name: 'calibrate of the stored wall-time gate no user gets',
    args: ['calibrate', '--modes', 'paired,stored-baseline'],
    expect:
      /--modes: stored-baseline is not calibrated in wall time: compare never gates wall time against a stored baseline/,
  },
];
