import type { GateOutcome } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { shortMessage } from './single-line-text.ts';
import { summariseScenario } from './summarise-rounds.ts';

/**
 * Sentences the reader must see before trusting the figures. Plain text: the markdown report
 * escapes them, the terminal prints them as they are.
 */

/** Set when CPU work was added on purpose (A/B runs): such figures describe the test, not the servers. */
export function injectionNotice(results: ResultsFile): string | undefined {
  const { injectCpuShare = {}, injectCrashPerRequests = {} } = results.settings;
  const burnt = Object.entries(results.settings.injectCpuMicroseconds)
    .filter(([, micros]) => micros > 0)
    .map(([server, micros]) => {
      const share = injectCpuShare[server];
      const inWhich = share === undefined ? '' : ` in ${Math.round(share * 100)}% of its processes`;
      return `${server} +${micros} µs of CPU per request${inWhich}`;
    });
  const crashes = Object.entries(injectCrashPerRequests).map(
    ([server, requests]) => `${server} exits on about one request in ${requests.toLocaleString('en-US')}`,
  );
  const noisy = Object.entries(results.settings.injectNoiseMicroseconds ?? {}).map(
    ([scenario, micros]) =>
      `${scenario} +${micros} µs of CPU per request in about half of every server's processes`,
  );
  const injected = [...burnt, ...crashes, ...noisy];
  if (injected.length === 0) return undefined;
  return `Artificial changes injected: ${injected.join(', ')}. These figures test the gate; they do not describe the servers.`;
}

export function driftNotice(gate: GateOutcome | undefined): string | undefined {
  if (!gate || gate.environmentDrift.length === 0) return undefined;
  return `Baseline recorded on a different machine: ${gate.environmentDrift.map(shortMessage).join('; ')}; the gate decided on the ratio to the reference, which removes the machine's speed.`;
}

/** Rounds whose load generator was CPU-bound: their requests/s is the client's ceiling. */
export function saturationWarnings(results: ResultsFile): string[] {
  return results.scenarios.flatMap((scenario) =>
    summariseScenario(results, scenario)
      .filter((s) => s.clientSaturatedRounds > 0)
      .map(
        (s) =>
          `${s.scenario}, ${s.server}: the load generator was saturated in ${s.clientSaturatedRounds} of ` +
          `${s.validRounds} valid rounds, so those figures describe the client, not the server.`,
      ),
  );
}

/** Invalid rounds are left out of every figure; saying how many keeps that visible. */
export function invalidRoundWarnings(results: ResultsFile): string[] {
  return results.scenarios.flatMap((scenario) =>
    summariseScenario(results, scenario)
      .filter((s) => s.invalidRounds > 0)
      .map(
        (s) =>
          `${s.scenario}, ${s.server}: ${s.invalidRounds} of ${s.invalidRounds + s.validRounds} rounds were ` +
          `invalid and left out${s.firstInvalidReason ? ` (first: ${shortMessage(s.firstInvalidReason)})` : ''}.`,
      ),
  );
}

export function allWarnings(results: ResultsFile): string[] {
  return [
    ...saturationWarnings(results),
    ...invalidRoundWarnings(results),
    ...results.warnings.map(shortMessage),
  ];
}
