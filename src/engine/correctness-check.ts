import { isDeepStrictEqual } from 'node:util';
import type { CorrectnessCase, Scenario, UnknownKeys, WireFormat } from '../scenarios/scenario.ts';
import { correctnessCases } from '../scenarios/scenario-cases.ts';
import { probe } from './http-probe.ts';

const CHECK_TIMEOUT_MS = 5000;
const SHOWN_BODY_CHARS = 160;

/** Whether one answer is the one a correct server gives; the reason names what differed. */
export async function checkCase(baseUrl: string, testCase: CorrectnessCase): Promise<string | undefined> {
  const answer = await probe(baseUrl, testCase.request, CHECK_TIMEOUT_MS);
  const { min, max } = testCase.expect.status;
  if (answer.status < min || answer.status > max) {
    const expected = min === max ? String(min) : `${min}-${max}`;
    return `expected status ${expected}, got ${answer.status} (${shorten(answer.bodyText)})`;
  }
  if (testCase.expect.json === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.bodyText);
  } catch {
    return `answer is not JSON: ${shorten(answer.bodyText)}`;
  }
  if (!isDeepStrictEqual(body, testCase.expect.json)) {
    return `expected ${shorten(JSON.stringify(testCase.expect.json))}, got ${shorten(answer.bodyText)}`;
  }
  return undefined;
}

/**
 * Correctness before speed: every case of every scenario must pass before a server is
 * timed. Returns the first failure as "scenario: case: reason", or undefined when all pass.
 */
export async function checkServerAnswers(
  baseUrl: string,
  format: WireFormat,
  scenarios: Scenario[],
  unknownKeys: UnknownKeys = 'reject',
): Promise<string | undefined> {
  for (const scenario of scenarios) {
    for (const testCase of correctnessCases(scenario, format, unknownKeys)) {
      let problem: string | undefined;
      try {
        problem = await checkCase(baseUrl, testCase);
      } catch (error) {
        problem = (error as Error).message;
      }
      if (problem) return `${scenario.name}: ${testCase.name}: ${problem}`;
    }
  }
  return undefined;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > SHOWN_BODY_CHARS ? `${oneLine.slice(0, SHOWN_BODY_CHARS)}…` : oneLine;
}
