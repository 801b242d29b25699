/**
 * Where a pause goes: for every round at a rate of a results file, its p99 and slowest request, and
 * the longest event-loop delay each server process had during it (with the number of 100 ms windows
 * over 10 ms), from the records of evidence/trials/event-loop-trial/node. A head that blocks its event loop
 * shows it in every window it blocks, loaded or idle; a round whose requests missed the pause shows
 * a long delay beside a short slowest request.
 *
 *   node --import tsx evidence/trials/event-loop-trial/pauses-by-round.ts results.json evidence/trials/event-loop-trial/records
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readResultsFile } from '../../../src/results/results-file.ts';

const [resultsPath, recordsDir] = process.argv.slice(2);
if (!resultsPath || !recordsDir) {
  console.error('usage: pauses-by-round.ts results.json RECORDS_DIR');
  process.exit(2);
}
const LONG_DELAY_MS = 10;
const WINDOW_MS = 100;

const processes = readdirSync(recordsDir).flatMap((name) => {
  const [first, ...lines] = readFileSync(join(recordsDir, name), 'utf8').trim().split('\n');
  const script = first?.slice(2) ?? '';
  const folder = script.split('/').at(script.includes('/build/') ? -3 : -2) ?? script;
  const label = script.includes('perf-gate-base') ? `${folder}(base)` : folder;
  const windows = lines.map((line) => line.split(' ').map(Number) as [number, number, number]);
  return windows.length > 0 ? [{ label, windows }] : [];
});

const results = readResultsFile(resultsPath);
const roundMs = results.settings.durationSeconds * 1000;
for (const scenario of results.scenarios) {
  console.log(
    `# ${scenario.scenario}: sequence server block valid p99 max | process:longest delay (windows over ${LONG_DELAY_MS} ms)`,
  );
  const rounds = scenario.servers
    .flatMap((entry) =>
      entry.rounds.filter((round) => round.atRate).map((round) => ({ server: entry.server, round })),
    )
    .sort((a, b) => a.round.sequence - b.round.sequence);
  for (const { server, round } of rounds) {
    const startMs = Date.parse(round.startedAt);
    const delays = processes.flatMap(({ label, windows }) => {
      const during = windows.filter(([atMs]) => atMs > startMs && atMs <= startMs + roundMs + WINDOW_MS);
      if (during.length === 0) return [];
      const longest = Math.max(...during.map(([, maxMs]) => maxMs));
      return [
        `${label}:${longest.toFixed(1)}(${during.filter(([, maxMs]) => maxMs > LONG_DELAY_MS).length})`,
      ];
    });
    console.log(
      [
        String(round.sequence).padStart(3),
        server.padEnd(10),
        `b${round.block}`.padEnd(4),
        round.valid ? 'ok ' : 'BAD',
        `p99 ${round.latencyMs.p99.toFixed(2).padStart(6)}`,
        `max ${round.latencyMs.max.toFixed(2).padStart(6)} |`,
        ...delays,
        round.invalidReason ?? '',
      ].join(' '),
    );
  }
}
