/**
 * Benchmark (not a test): how many instructions per request each server spends, and how much that
 * count moves between fresh processes (the noise --measure instructions has to see through).
 * PROCESSES fresh processes of each server are counted under callgrind in every scenario, the
 * servers of one process number side by side, as the gate counts them.
 *
 * Run: npm run bench:instructions -- --servers http-node,mion --mion-source tarballs:<dir>
 * Environment: PROCESSES (4); NODE_FLAGS, variants of the servers' Node flags separated by ';' ('none'
 * for no flag), counted side by side like the servers (default: the gate's own flags only); COUNTING,
 * JSON of counting settings that replace the gate's (e.g. '{"chunkRequests":10000}'), to try another rule.
 */
import { median, sampleStandardDeviation } from 'simple-statistics';
import { buildCliConfig } from '../src/cli/cli-config.ts';
import { parseCliArgs } from '../src/cli/parse-cli-args.ts';
import { countInstructions } from '../src/instructions/count-instructions.ts';
import { findCallgrindTools } from '../src/instructions/callgrind-tools.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../src/instructions/instruction-settings.ts';
import type { InstructionSettings } from '../src/results/instruction-counting.ts';
import { prepare } from '../src/stages/prepare.ts';
import { resolveNodeRuntime } from '../src/servers/node-runtime.ts';

const PROCESSES = Number(process.env.PROCESSES ?? 4);
const FLAG_VARIANTS = (process.env.NODE_FLAGS ?? DEFAULT_INSTRUCTION_COUNTING.nodeFlags.join(' '))
  .split(';')
  .map((variant) =>
    variant
      .trim()
      .split(/\s+/)
      .filter((flag) => flag !== '' && flag !== 'none'),
  );

const parsed = parseCliArgs(['run', '--servers', 'http-node,mion', ...process.argv.slice(2)]);
if (parsed.help) throw new Error('see the comment at the top of this script');
const config = buildCliConfig('run', parsed.raw);
const tools = await findCallgrindTools();
const node = await resolveNodeRuntime(config.nodePath);
const progress = {
  info: () => {},
  warn: (line: string) => console.error(line),
  status: (line: string) => console.error(line),
};
const { prepared, cleanUp } = await prepare(config, progress);
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

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
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
