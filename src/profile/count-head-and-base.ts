import { existsSync, readFileSync } from 'node:fs';
import type { BenchmarkProgress } from '../engine/benchmark-progress.ts';
import { selfInstructionsByFunction } from '../instructions/callgrind-functions.ts';
import { functionDumpPath, jitCodeMapFile } from '../instructions/function-dump-files.ts';
import { REPO_ROOT } from '../repo-paths.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { ProfiledFunction, ScenarioWhere } from '../results/where-it-changed.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import { functionChanges, type CostByFunction, type ProfiledPair } from './function-changes.ts';
import { codeAt, jitFunction, parseJitCodeMap, type JitCodeMap } from './jit-code-map.ts';
import { functionKey } from './profiled-function.ts';
import { sourceLocation } from './source-location.ts';

/**
 * Counts `processes` processes of each of `servers` under callgrind in `scenarios`, keeping dumps by
 * function in `functionDumpsDir`.
 */
export type CountByFunction = (
  servers: PreparedServers,
  processes: number,
  options: { functionDumpsDir: string; scenarios: ScenarioName[] },
) => Promise<ResultsFile>;

export interface CountSettings {
  pairs: number;
  dir: string;
  confidence: number;
  rows: number;
}

/**
 * What callgrind calls code it has no symbol for: the address of its first instruction, with "'2"
 * and so on after it for a second context of the same code (a recursive call).
 */
const JIT_ADDRESS = /^0x([0-9a-f]+)(?:'\d+)?$/;

/**
 * Where the head's instructions per request differ from the base's, per scenario: fresh pairs of
 * processes counted under callgrind as the gate counts them (the verdict's own counts stay as they
 * were), each measured chunk's main-thread dump read by function, JIT code named through V8's code
 * map, and head compared with base function by function, pair by pair.
 */
export async function countHeadAndBase(
  count: CountByFunction,
  head: BuiltServer,
  base: BuiltServer,
  scenarios: readonly ScenarioName[],
  settings: CountSettings,
  progress: BenchmarkProgress,
): Promise<ScenarioWhere[]> {
  progress.info(
    `where: counting ${settings.pairs} pairs of ${head.definition.name} and ${base.definition.name} by function in ${scenarios.join(', ')}`,
  );
  let results: ResultsFile;
  const startedAtMs = Date.now();
  try {
    // Only the scenarios asked about: a counted process takes about a minute a scenario.
    results = await count({ built: [head, base], unavailable: [] }, settings.pairs, {
      functionDumpsDir: settings.dir,
      scenarios: [...scenarios],
    });
    progress.info(`where: counted by function in ${Math.round((Date.now() - startedAtMs) / 1000)} s`);
  } catch (error) {
    const message = (error as Error).message;
    progress.warn(`where: not counted by function: ${message}`);
    return scenarios.map((scenario) => ({ scenario, measure: 'instructions', error: message }));
  }
  return scenarios.map((scenario): ScenarioWhere => {
    try {
      return compareScenario(results, head, base, scenario, settings);
    } catch (error) {
      const message = (error as Error).message;
      progress.warn(`where: ${scenario} not counted by function: ${message}`);
      return { scenario, measure: 'instructions', error: message };
    }
  });
}

function compareScenario(
  results: ResultsFile,
  head: BuiltServer,
  base: BuiltServer,
  scenario: ScenarioName,
  settings: CountSettings,
): ScenarioWhere {
  const chunks = results.instructions?.settings.measuredChunks ?? 0;
  const samplesOf = (server: BuiltServer) =>
    results.instructions?.scenarios
      .find((entry) => entry.scenario === scenario)
      ?.servers.find((entry) => entry.server === server.definition.name)?.samples ?? [];
  const headSamples = samplesOf(head);
  const baseSamples = samplesOf(base);
  const pairs: ProfiledPair[] = [];
  const artifacts = { headDumps: [] as string[], baseDumps: [] as string[] };
  for (const headSample of headSamples) {
    const baseSample = baseSamples.find((sample) => sample.process === headSample.process);
    if (!headSample.valid || !baseSample?.valid) continue;
    const side = (server: BuiltServer, dumps: string[]) =>
      countsOfProcess(settings.dir, server, headSample.process, scenario, chunks, dumps);
    pairs.push({
      head: side(head, artifacts.headDumps),
      base: side(base, artifacts.baseDumps),
      headRequests: headSample.measuredRequests,
      baseRequests: baseSample.measuredRequests,
    });
  }
  if (pairs.length < 2) {
    const failed = [...headSamples, ...baseSamples].find((sample) => !sample.valid)?.invalidReason;
    throw new Error(
      `${pairs.length} of ${settings.pairs} pairs counted whole${failed ? ` (${failed})` : ''}; at least 2 are needed`,
    );
  }
  const changes = functionChanges(pairs, { confidence: settings.confidence, rows: settings.rows });
  return {
    scenario,
    measure: 'instructions',
    requestsPerProcess: pairs[0]!.headRequests,
    ...changes,
    rows: changes.rows.map((row) => {
      const source = sourceLocation(row.fn, head.definition.dir);
      return source ? { ...row, source } : row;
    }),
    artifacts,
  };
}

/** One process's instructions by function over its measured chunks, its JIT code named. */
function countsOfProcess(
  dir: string,
  server: BuiltServer,
  processNumber: number,
  scenario: ScenarioName,
  chunks: number,
  dumps: string[],
): CostByFunction {
  const name = server.definition.name;
  const mapPath = jitCodeMapFile(dir, name, processNumber, scenario);
  const codeMap = parseJitCodeMap(existsSync(mapPath) ? readFileSync(mapPath, 'utf8') : '');
  const folders = [server.definition.dir, REPO_ROOT];
  const functions: CostByFunction['functions'] = new Map();
  let totalCost = 0;
  for (let chunk = 0; chunk < chunks; chunk++) {
    const path = functionDumpPath(dir, name, processNumber, scenario, chunk);
    dumps.push(path);
    for (const counted of selfInstructionsByFunction(readFileSync(path, 'utf8')).values()) {
      const fn = functionOf(counted.name, codeMap, folders);
      const key = functionKey(fn);
      const entry = functions.get(key);
      if (entry) entry.cost += counted.selfInstructions;
      else functions.set(key, { fn, cost: counted.selfInstructions });
      totalCost += counted.selfInstructions;
    }
  }
  return { functions, totalCost };
}

/** A callgrind function name as a reader knows it: JIT code by V8's name for it, native code by its symbol. */
function functionOf(name: string, codeMap: JitCodeMap, folders: readonly string[]): ProfiledFunction {
  const address = JIT_ADDRESS.exec(name);
  if (!address) return { name: withoutArguments(name.replace(/'\d+$/, '')), file: '', line: 0, column: 0 };
  const code = codeAt(codeMap, Number.parseInt(address[1]!, 16));
  return code
    ? jitFunction(code, folders)
    : { name: '(JIT code V8 did not name)', file: '', line: 0, column: 0 };
}

/**
 * A C++ symbol without its parameter list: "v8::internal::Heap::Scavenge(int) const" is
 * v8::internal::Heap::Scavenge. The list is the last balanced parentheses; "(anonymous namespace)"
 * inside the name stays.
 */
export function withoutArguments(symbol: string): string {
  const trimmed = symbol.replace(/\s+const$/, '');
  if (!trimmed.endsWith(')')) return trimmed;
  let depth = 0;
  for (let index = trimmed.length - 1; index >= 0; index--) {
    if (trimmed[index] === ')') depth++;
    else if (trimmed[index] === '(' && --depth === 0) return index > 0 ? trimmed.slice(0, index) : trimmed;
  }
  return trimmed;
}
