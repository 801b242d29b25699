/**
 * Benchmark (not a test): where the noise of a server's requests/s sits, and whether fixing the
 * server's randomness or a longer warm-up lowers the spread between processes. For each variant
 * (V8 seeds random or fixed; address-space randomisation on or off; warm-up seconds), PROCESSES
 * processes of the server, two rounds each, are measured with the variants interleaved process by
 * process, so drift falls on all alike.
 *
 * Run: npm run bench:noise -- --mion-source tarballs:<dir>
 * Environment: PROCESSES (10), SERVER (mion), SCENARIO (hello), WARMUPS (seconds, comma-separated:
 * each is a variant too), RANDOMNESS (which randomness variants, by name, separated by ';').
 */
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { buildCliConfig } from '../src/cli/cli-config.ts';
import type { LoadSettings } from '../src/config/config.ts';
import { parseCliArgs } from '../src/cli/parse-cli-args.ts';
import { measuring } from '../src/stages/measure.ts';
import { prepare } from '../src/stages/prepare.ts';
import { serversNamed } from '../src/servers/base-side.ts';
import type { ResultsFile } from '../src/results/results-types.ts';

const PROCESSES = Number(process.env.PROCESSES ?? 10);
const SERVER = process.env.SERVER ?? 'mion';
const SCENARIO = process.env.SCENARIO ?? 'hello';
const ROUNDS_PER_PROCESS = Number(process.env.ROUNDS ?? 2);

const RANDOMNESS: Array<{ name: string; load: Partial<LoadSettings> }> = [
  { name: 'random seeds', load: { serverSeeds: 'random', serverAddressSpace: 'random' } },
  { name: 'fixed V8 seeds', load: { serverSeeds: 'fixed', serverAddressSpace: 'random' } },
  { name: 'fixed V8 seeds, ASLR off', load: { serverSeeds: 'fixed', serverAddressSpace: 'fixed' } },
];
const chosenRandomness = (
  process.env.RANDOMNESS ?? RANDOMNESS.map((variant) => variant.name).join(';')
).split(';');
const WARMUPS_SECONDS = (process.env.WARMUPS ?? '1').split(',').map(Number);
const VARIANTS = WARMUPS_SECONDS.flatMap((warmupSeconds) =>
  RANDOMNESS.filter((variant) => chosenRandomness.includes(variant.name)).map((variant) => ({
    name: `${variant.name}, ${warmupSeconds} s warm-up`,
    load: { ...variant.load, warmupSeconds },
  })),
);

const parsed = parseCliArgs(['run', '--servers', SERVER, '--scenario', SCENARIO, ...process.argv.slice(2)]);
if (parsed.help) throw new Error('see the comment at the top of this script');
const config = buildCliConfig('run', parsed.raw);
const quiet = { info: () => {}, warn: (line: string) => console.error(line), status: () => {} };
const run = await prepare(config, quiet);
const { prepared, cleanUp } = run;
const { measure } = await measuring(config, run, quiet);

const runs = new Map<string, ResultsFile[]>(VARIANTS.map((variant) => [variant.name, []]));
try {
  for (let index = 0; index < PROCESSES; index++) {
    const order = index % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      runs.get(variant.name)!.push(
        await measure(serversNamed(prepared, [SERVER]), {
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
  `\n${SERVER} ${SCENARIO}, ${PROCESSES} processes per variant, ${ROUNDS_PER_PROCESS} rounds of ${config.load.durationSeconds} s each after its warm-up\n`,
);
console.log(
  '| Variant | Within a process (sd of log req/s) | Second round against first (mean) | Between processes (sd of process means) | Process sd of CPU s/request | Median req/s |',
);
console.log('| :-- | --: | --: | --: | --: | --: |');
for (const variant of VARIANTS) {
  const processes = runs
    .get(variant.name)!
    .map((file) => file.scenarios[0]!.servers[0]!.rounds.filter((round) => round.valid));
  const whole = processes.filter((rounds) => rounds.length === ROUNDS_PER_PROCESS);
  const logs = whole.map((rounds) => rounds.map((round) => Math.log(round.requestsPerSecond)));
  // Two rounds a process: (a - b) / sqrt(2) estimates the within-process sd.
  const within = Math.sqrt(mean(logs.map(([a, b]) => ((a! - b!) / Math.SQRT2) ** 2)));
  const between = sampleStandardDeviation(logs.map((pair) => mean(pair)));
  // A second round faster than the first on average: the warm-up left the JIT unfinished.
  const drift = Math.expm1(mean(logs.map(([a, b]) => b! - a!)));
  const cpuPerRequest = whole.flatMap((rounds) => {
    const values = rounds
      .map((round) => round.serverCpuSecondsPerRequest)
      .filter((value) => value !== undefined);
    return values.length === 0 ? [] : [Math.log(mean(values))];
  });
  if (process.env.ROUND_PROFILE) {
    const profile = Array.from({ length: ROUNDS_PER_PROCESS }, (_, position) =>
      Math.expm1(mean(logs.map((rounds) => rounds[position]! - rounds[0]!))),
    );
    console.error(`${variant.name}: rounds against the first: ${profile.map(percent).join(', ')}`);
  }
  const rps = whole
    .flat()
    .map((round) => round.requestsPerSecond)
    .sort((a, b) => a - b);
  console.log(
    `| ${variant.name} | ${percent(within)} | ${drift >= 0 ? '+' : ''}${percent(drift)} | ${percent(between)} | ${cpuPerRequest.length > 1 ? percent(sampleStandardDeviation(cpuPerRequest)) : 'n/a'} | ${Math.round(rps[Math.floor(rps.length / 2)] ?? 0)} |`,
  );
}
