/**
 * Benchmark (not a test): where the noise of a server's requests/s sits, and whether fixing the
 * server's randomness lowers the spread between processes. For each variant (V8 seeds random or
 * fixed; address-space randomisation on or off), PROCESSES processes of the server, two rounds
 * each, are measured with the variants interleaved process by process, so drift falls on all alike.
 *
 * Run: npm run bench:noise -- --mion-source tarballs:<dir>   (PROCESSES, SERVER, SCENARIO in the env)
 */
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { buildConfig } from '../src/config/build-config.ts';
import type { LoadSettings } from '../src/config/config.ts';
import { parseCliArgs } from '../src/cli/parse-cli-args.ts';
import { prepareMeasurement, only } from '../src/pipeline.ts';
import { SERVERS_DIR } from '../src/repo-paths.ts';
import type { ResultsFile } from '../src/results/results-types.ts';
import { serverNames } from '../src/servers/catalog.ts';

const PROCESSES = Number(process.env.PROCESSES ?? 10);
const SERVER = process.env.SERVER ?? 'mion';
const SCENARIO = process.env.SCENARIO ?? 'hello';
const ROUNDS_PER_PROCESS = 2;

const VARIANTS: Array<{ name: string; load: Partial<LoadSettings> }> = [
  {
    name: 'as V8 starts (random seeds, ASLR on)',
    load: { serverSeeds: 'random', serverAddressSpace: 'random' },
  },
  { name: 'fixed V8 seeds', load: { serverSeeds: 'fixed', serverAddressSpace: 'random' } },
  { name: 'fixed V8 seeds, ASLR off', load: { serverSeeds: 'fixed', serverAddressSpace: 'fixed' } },
];

const parsed = parseCliArgs(['run', '--servers', SERVER, '--scenario', SCENARIO, ...process.argv.slice(2)]);
if (parsed.help) throw new Error('see the comment at the top of this script');
const config = buildConfig(parsed.raw, {
  command: 'run',
  defaultServersDir: SERVERS_DIR,
  listServers: serverNames,
  workspaceDir: process.cwd(),
  confineToWorkspace: false,
  label: (option) => `--${option}`,
});
const quiet = { info: () => {}, warn: (line: string) => console.error(line), status: () => {} };
const { prepared, measure, cleanUp } = await prepareMeasurement(config, quiet);

const runs = new Map<string, ResultsFile[]>(VARIANTS.map((variant) => [variant.name, []]));
try {
  for (let index = 0; index < PROCESSES; index++) {
    const order = index % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      runs.get(variant.name)!.push(
        await measure(only(prepared, [SERVER]), {
          ...variant.load,
          rounds: ROUNDS_PER_PROCESS,
          roundsPerBlock: ROUNDS_PER_PROCESS,
        }),
      );
    }
    console.error(`process ${index + 1}/${PROCESSES} of each variant measured`);
  }
} finally {
  cleanUp();
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
console.log(
  `\n${SERVER} ${SCENARIO}, ${PROCESSES} processes per variant, ${ROUNDS_PER_PROCESS} rounds of ${config.load.durationSeconds} s each after ${config.load.warmupSeconds} s warm-up\n`,
);
console.log(
  '| Variant | Within a process (sd of log req/s) | Between processes (sd of process means) | Process sd of CPU s/request | Median req/s |',
);
console.log('| :-- | --: | --: | --: | --: |');
for (const variant of VARIANTS) {
  const processes = runs
    .get(variant.name)!
    .map((file) => file.scenarios[0]!.servers[0]!.rounds.filter((round) => round.valid));
  const whole = processes.filter((rounds) => rounds.length === ROUNDS_PER_PROCESS);
  const logs = whole.map((rounds) => rounds.map((round) => Math.log(round.requestsPerSecond)));
  // Two rounds a process: (a - b) / sqrt(2) estimates the within-process sd.
  const within = Math.sqrt(mean(logs.map(([a, b]) => ((a! - b!) / Math.SQRT2) ** 2)));
  const between = sampleStandardDeviation(logs.map((pair) => mean(pair)));
  const cpuPerRequest = whole.flatMap((rounds) => {
    const values = rounds
      .map((round) => round.serverCpuSecondsPerRequest)
      .filter((value) => value !== undefined);
    return values.length === 0 ? [] : [Math.log(mean(values))];
  });
  const rps = whole
    .flat()
    .map((round) => round.requestsPerSecond)
    .sort((a, b) => a - b);
  console.log(
    `| ${variant.name} | ${percent(within)} | ${percent(between)} | ${cpuPerRequest.length > 1 ? percent(sampleStandardDeviation(cpuPerRequest)) : 'n/a'} | ${Math.round(rps[Math.floor(rps.length / 2)] ?? 0)} |`,
  );
}
