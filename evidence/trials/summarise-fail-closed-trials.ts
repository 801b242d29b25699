/**
 * Summarises the gates of evidence/trials/fail-closed-trials.sh into a dated trial file for evidence/data/;
 * `npm run simulate:rates` then writes the README's column and docs/statistics.md's table from it.
 *
 *   node --import tsx evidence/trials/summarise-fail-closed-trials.ts <OUT folder> <trial file.json> [<earlier trial file.json>]
 *
 * An earlier file's trials are kept as they are (merged across days). Summarising the same folder
 * again replaces its trials; a new trial whose name an earlier one holds (the trial script numbers
 * rounds from 1 each time it starts) takes its condition's next free round instead, said so.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { conditionKeyOf, type RealTrial } from '../../test/helpers/real-trials.ts';
import { repositoryJson } from '../../scripts/repository-json.ts';

const CONDITIONS: Record<string, string> = {
  aa: 'A/A: v0.8.10 against itself',
  loss5:
    'v0.8.10 with CPU injected per request (0.55 µs here; 0.65 µs and 1.8 µs in earlier rounds, see the trial)',
  loss8: 'v0.8.10 with CPU injected per request (1.05 µs)',
  crashing: 'head crashes now and then (dispatchRoute exits with code 70 on one request in 100,000)',
  'rare-crash':
    'head crashes rarely (evidence/trials/crashing-head.sh: dispatchRoute exits with code 70 on one request in 500,000; one process in nine meets it)',
  'crash-2m':
    'head crashes very rarely (evidence/trials/crashing-head.sh: dispatchRoute exits with code 70 on one request in 2,000,000; one gate process in 33 meets it, the crash watch on)',
  'crash-3pc':
    'head fails in about 3% of its gate processes on this machine (evidence/trials/crashing-head.sh: dispatchRoute exits with code 70 on one request in 850,000, the rarity an A/A here gave auto; crash-watch-once-in: auto)',
  erratic30:
    'head slow in some processes (a 10 µs busy loop in dispatchRoute taken by a process with probability 0.4)',
  erratic: 'head slow in some processes (a 130 µs busy loop in dispatchRoute, probability 0.4)',
  'noisy-loss8':
    'hello too noisy on both sides (40 µs per request in about half of every process) beside 1.8 µs injected into the head',
  'noisy-same-loss8':
    'update-user too noisy on both sides (40 µs per request in about half of every process) and 1.8 µs injected into the head: about 8% fewer requests/s in that noisy scenario',
  'noisy7-aa':
    'A/A on a noisy runner: v0.8.10 against itself, update-user made noisy on both sides (7 µs per request in about half of every process: pairs spread about 23%)',
  'noisy7-loss8':
    'update-user noisy on both sides (7 µs per request in about half of every process) and 1.8 µs injected into the head: about 8% fewer requests/s there',
  'rate-aa': 'p99 at 50% of the capacity, A/A: v0.8.10 against itself (compare --rate 50%, the defaults)',
  'rate-pause20':
    'p99 at 50% of the capacity: v0.8.10 that pauses 20 ms a second (evidence/trials/pausing-head.sh) against v0.8.10 (compare --rate 50%, the defaults)',
  'rate-cost5us':
    'p50 and p99 at 50% of the capacity: v0.8.10 with 5 µs of CPU injected per request against v0.8.10 (compare --rate 50% --gate-metrics latency-p50,latency-p99)',
  'rate25-aa': 'p99 at 25% of the capacity, A/A: v0.8.10 against itself (compare --rate 25%, the defaults)',
  'rate25-pause20':
    'p99 at 25% of the capacity: v0.8.10 that pauses 20 ms a second (evidence/trials/pausing-head.sh) against v0.8.10 (compare --rate 25%, the defaults)',
  'rate25-loop-aa':
    'p99 and the event loop at 25% of the capacity, A/A: v0.8.10 against itself (compare --rate 25%, the defaults since 2026-11-28)',
  'rate25-loop-pause20':
    'p99 and the event loop at 25% of the capacity: v0.8.10 that pauses 20 ms a second (evidence/trials/pausing-head.sh) against v0.8.10 (compare --rate 25% --profile never, the defaults otherwise)',
  'rate25-loop-cost5us':
    'p99 and the event loop at 25% of the capacity: v0.8.10 with 5 µs of CPU injected per request against v0.8.10 (compare --rate 25% --profile never, the defaults otherwise)',
  'rate25-cost5us':
    'p50 and p99 at 25% of the capacity: v0.8.10 with 5 µs of CPU injected per request against v0.8.10 (compare --rate 25% --gate-metrics latency-p50,latency-p99)',
};

/** A trial as the file keeps it: its condition's key is read from its name (real-trials.ts). */
type Trial = Omit<RealTrial, 'conditionKey'>;

/**
 * "hello -4.8% (…), …; update-user -3.3% …" as { hello: '-4.8%', 'update-user': '-3.3%' }. A gate of
 * several percentiles at a rate ("hello p50 latency +0.7% …; hello p99 latency +125.2% …") keeps
 * each scenario's p99, or its only percentile.
 */
function changesOf(headline: string): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const match of headline.matchAll(/(?:^|; )([a-z][a-z-]*) (?:(p\d+) latency )?([+-]\d+\.\d%)/g)) {
    const [, scenario, percentile, change] = match;
    if (percentile === undefined || percentile === 'p99' || !(scenario! in changes))
      changes[scenario!] = change!;
  }
  return changes;
}

/**
 * `trial` as it joins `kept`: the name it was kept under when it is the same gate (its createdAt),
 * its own when that is free, else its condition's next round, so a second day's round 1 never
 * overwrites the first day's.
 */
function numberedAfter(trial: Trial, kept: Trial[]): Trial {
  const condition = conditionKeyOf(trial.trial);
  const sameGate = kept.find(
    (one) =>
      trial.createdAt !== undefined &&
      one.createdAt === trial.createdAt &&
      conditionKeyOf(one.trial) === condition,
  );
  if (sameGate) return { ...trial, trial: sameGate.trial };
  if (!kept.some((one) => one.trial === trial.trial)) return trial;
  const rounds = kept
    .filter((one) => conditionKeyOf(one.trial) === condition)
    .map((one) => Number(/-(\d+)$/.exec(one.trial)?.[1] ?? 0));
  const name = `${condition}-${Math.max(0, ...rounds) + 1}`;
  console.log(`${trial.trial}: an earlier trial holds the name, kept as ${name}`);
  return { ...trial, trial: name };
}

const [out, target, earlier] = process.argv.slice(2);
if (!out || !target) {
  console.error(
    'usage: summarise-fail-closed-trials.ts <OUT folder> <trial file.json> [<earlier trial file.json>]',
  );
  process.exit(2);
}
const summary = readFileSync(join(out, 'summary.txt'), 'utf8').trim().split('\n');
const trials: Trial[] = summary.flatMap((line) => {
  const [trial, , exit, , seconds] = line.split(' ');
  const report = join(out, trial!, 'report.md');
  if (!existsSync(report)) return [];
  const lines = readFileSync(report, 'utf8').split('\n');
  const resultsPath = join(out, trial!, 'results.json');
  const results = existsSync(resultsPath)
    ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as {
        createdAt: string;
        durationSeconds: number;
        git?: { commit?: string };
        settings: { injectCpuMicroseconds?: Record<string, number> };
      })
    : undefined;
  const injected = results?.settings.injectCpuMicroseconds?.mion;
  return [
    {
      trial: trial!,
      condition: CONDITIONS[conditionKeyOf(trial!)] ?? trial!,
      ...(results?.git?.commit ? { toolCommit: results.git.commit.slice(0, 12) } : {}),
      ...(injected ? { injectedMicroseconds: injected } : {}),
      ...(results
        ? { createdAt: results.createdAt, measuringSeconds: Math.round(results.durationSeconds) }
        : {}),
      exitCode: Number(exit),
      secondsWithBuilds: Number(seconds),
      title: lines[0]!.replace(/^### /, ''),
      headline: lines.find((text, index) => index > 0 && /^[a-z-]+ [+-−]?\d/.test(text)) ?? '',
    },
  ];
});
const kept =
  earlier && existsSync(earlier)
    ? (JSON.parse(readFileSync(earlier, 'utf8')) as { trials: Trial[] }).trials
    : [];
const renamed: Trial[] = [];
for (const one of trials) renamed.push(numberedAfter(one, [...kept, ...renamed]));
const names = new Set(renamed.map((one) => one.trial));
const all = [...kept.filter((one) => !names.has(one.trial)), ...renamed].map((one) => ({
  ...one,
  changes: changesOf(one.headline),
}));
writeFileSync(
  target,
  await repositoryJson(
    {
      description:
        'Real paired gates of the pull request, tried as a user would (evidence/trials/fail-closed-trials.sh): compare at the defaults, all three scenarios, a head made from mion v0.8.10 against v0.8.10, on the 2-core development machine, one after another. toolCommit is the gate code each ran.',
      trials: all,
    },
    target,
  ),
);
console.log(`${target}: ${all.length} trials`);
