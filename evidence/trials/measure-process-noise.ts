/**
 * Benchmark (not a test): how much fresh processes of one server differ, the noise a gate has to see
 * through, in either measure the gate judges (--measure, as the CLI's flag; wall-time by default).
 *
 * wall-time: where the noise of a server's requests/s sits, and whether fixing the server's
 * randomness or a longer warm-up lowers the spread between processes. For each variant (V8 seeds
 * random or fixed; address-space randomisation on or off; warm-up seconds), PROCESSES processes of
 * the server, two rounds each, are measured with the variants interleaved process by process, so
 * drift falls on all alike.
 *
 * instructions: how many instructions per request each server spends, and how much that count moves
 * between fresh processes. PROCESSES fresh processes of each server are counted under callgrind in
 * every scenario, the servers of one process number side by side, as the gate counts them.
 *
 * How to run it, and its environment: USAGE below (--help prints it).
 */
import { mean, median, sampleStandardDeviation } from 'simple-statistics';
import { buildCliConfig } from '../../src/cli/cli-config.ts';
import { parseCliArgs } from '../../src/cli/parse-cli-args.ts';
import type { Config, LoadSettings } from '../../src/config/config.ts';
import { MEASURE_NAMES, type Measure } from '../../src/gate/gate-types.ts';
import { findCallgrindTools } from '../../src/instructions/callgrind-tools.ts';
import { countInstructions } from '../../src/instructions/count-instructions.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import type { InstructionSettings } from '../../src/results/instruction-counting.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { serversNamed } from '../../src/servers/base-side.ts';
import { measuring } from '../../src/stages/measure.ts';
import { prepare } from '../../src/stages/prepare.ts';

const USAGE = `Usage: npm run bench:noise -- --mion-source tarballs:<dir>                 (wall time)
       npm run bench:instructions -- --servers http-node,mion --mion-source tarballs:<dir>
       node --import tsx evidence/trials/measure-process-noise.ts [--measure wall-time|instructions] [run's flags]

--measure wall-time (the default; bench:noise). Environment: PROCESSES (10), SERVER (mion),
SCENARIO (hello), ROUNDS (rounds a process, 2), WARMUPS (seconds, comma-separated: each is a
variant too), RANDOMNESS (which randomness variants, by name, separated by ';'), ROUND_PROFILE (set:
each round against the first, on stderr).

--measure instructions (bench:instructions; servers http-node,mion and every scenario unless given).
Environment: PROCESSES (4); NODE_FLAGS, variants of the servers' Node flags separated by ';' ('none'
for no flag), counted side by side like the servers (default: the gate's own flags only); COUNTING,
JSON of counting settings that replace the gate's (e.g. '{"chunkRequests":10000}'), to try another rule.`;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * This script's --measure, taken out before the other flags go to the CLI's parser: run, whose
 * flags the rest are, measures wall time only and refuses --measure instructions.
 */
function takeMeasure(args: string[]): { measure: Measure; runArgs: string[] } {
  let measure = 'wall-time';
  const runArgs: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--measure') measure = args[++index] ?? '';
    else if (arg.startsWith('--measure=')) measure = arg.slice('--measure='.length);
    else runArgs.push(arg);
  }
  if (!MEASURE_NAMES.some((name) => name === measure)) {
    console.error(`--measure: "${measure}" is not ${MEASURE_NAMES.join(' or ')}\n\n${USAGE}`);
    process.exit(2);
  }
  return { measure: measure as Measure, runArgs };
}

const { measure, runArgs } = takeMeasure(process.argv.slice(2));
const PROCESSES = Number(process.env.PROCESSES ?? (measure === 'instructions' ? 4 : 10));
const SERVER = process.env.SERVER ?? 'mion';
const SCENARIO = process.env.SCENARIO ?? 'hello';
const defaultServers =
  measure === 'instructions'
    ? ['--servers', 'http-node,mion']
    : ['--servers', SERVER, '--scenario', SCENARIO];
const parsed = parseCliArgs(['run', ...defaultServers, ...runArgs]);
if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}
const config = buildCliConfig('run', parsed.raw);
if (measure === 'instructions') await instructionsNoise(config);
else await wallTimeNoise(config);

/** Requests/s of PROCESSES processes of SERVER in SCENARIO, ROUNDS rounds each, per variant. */
async function wallTimeNoise(config: Config): Promise<void> {
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

  const quiet = { info: () => {}, warn: (line: string) => console.error(line), status: () => {} };
  const run = await prepare(config, quiet);
  const { prepared, cleanUp } = run;
  const measures = await measuring(config, run, quiet);

  const runs = new Map<string, ResultsFile[]>(VARIANTS.map((variant) => [variant.name, []]));
  try {
    for (let index = 0; index < PROCESSES; index++) {
      const order = index % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
      for (const variant of order) {
        runs.get(variant.name)!.push(
          await measures.measure(serversNamed(prepared, [SERVER]), {
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
}

/** Instructions per request of PROCESSES fresh processes of each server, per variant of Node flags. */
async function instructionsNoise(config: Config): Promise<void> {
  const FLAG_VARIANTS = (process.env.NODE_FLAGS ?? DEFAULT_INSTRUCTION_COUNTING.nodeFlags.join(' '))
    .split(';')
    .map((variant) =>
      variant
        .trim()
        .split(/\s+/)
        .filter((flag) => flag !== '' && flag !== 'none'),
    );
  // Looked for before anything is built: without valgrind there is nothing to count.
  const tools = await findCallgrindTools();
  const progress = {
    info: () => {},
    warn: (line: string) => console.error(line),
    status: (line: string) => console.error(line),
  };
  const { prepared, node, cleanUp } = await prepare(config, progress, tools);
  for (const run of prepared.unavailable)
    console.error(`${run.name} not counted: ${run.failure?.message ?? run.status}`);
  const startedMs = Date.now();
  let variantCounts;
  try {
    variantCounts = await Promise.all(
      FLAG_VARIANTS.map((nodeFlags) =>
        countInstructions(
          {
            servers: prepared.built,
            scenarios: config.load.scenarios,
            processes: PROCESSES,
            settings: {
              ...DEFAULT_INSTRUCTION_COUNTING,
              nodeFlags,
              ...(JSON.parse(process.env.COUNTING ?? '{}') as Partial<InstructionSettings>),
              valgrindVersion: tools.version,
            },
            tools,
            load: config.load,
            loadNodePath: node.path,
          },
          progress,
        ),
      ),
    );
  } finally {
    cleanUp();
  }
  const label = (index: number) => FLAG_VARIANTS[index]!.join(' ') || 'no flags';

  console.log(
    `\n${PROCESSES} processes per server, counted side by side; ${tools.version}, Node ${node.version}; ` +
      `${Math.round((Date.now() - startedMs) / 1000)} s in all\n`,
  );
  console.log(
    '| Node flags | Server | Scenario | Instructions/request (median) | Between processes (sd of logs) | Range (max/min - 1) | Warm-up chunks (median) | Seconds per process (median) | Counted |',
  );
  console.log('| :-- | :-- | :-- | --: | --: | --: | --: | --: | --: |');
  for (const [index, counts] of variantCounts.entries())
    for (const { scenario, servers } of counts) {
      for (const { server, samples } of servers) {
        const valid = samples.filter((sample) => sample.valid);
        const values = valid.map((sample) => sample.instructionsPerRequest);
        const logs = values.map(Math.log);
        console.log(
          `| ${label(index)} | ${server} | ${scenario} | ${values.length ? Math.round(median(values)).toLocaleString('en-US') : '-'} | ` +
            `${logs.length > 1 ? percent(sampleStandardDeviation(logs)) : '-'} | ` +
            `${values.length > 1 ? percent(Math.max(...values) / Math.min(...values) - 1) : '-'} | ` +
            `${valid.length ? median(valid.map((sample) => sample.warmupInstructionsPerRequest.length)) : '-'} | ` +
            `${samples.length ? Math.round(median(samples.map((sample) => sample.wallSeconds))) : '-'} | ${valid.length}/${samples.length} |`,
        );
      }
    }
  for (const [index, counts] of variantCounts.entries())
    for (const { scenario, servers } of counts) {
      for (const { server, samples } of servers) {
        for (const sample of samples) {
          console.error(
            `${label(index)}: ${server} ${scenario} process ${sample.process}: ${sample.valid ? Math.round(sample.instructionsPerRequest) : sample.invalidReason}; warm-up ${sample.warmupInstructionsPerRequest.map((count) => Math.round(count)).join(' ')}; measured ${sample.measuredInstructionsPerRequest.map((count) => Math.round(count)).join(' ')}; other threads ${Math.round(sample.otherThreadsInstructionsPerRequest)}`,
          );
        }
      }
    }
}
