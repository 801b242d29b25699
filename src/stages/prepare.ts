import type { Config } from '../config/config.ts';
import { UserInputError } from '../user-input-error.ts';
import type { CallgrindTools } from '../instructions/callgrind-tools.ts';
import type { GitInfo } from '../results/results-types.ts';
import { missingVariant } from '../scenarios/scenario-cases.ts';
import { addBaseSide, baseServerName, type WithBaseSide } from '../servers/base-side.ts';
import { readCatalog } from '../servers/catalog.ts';
import { resolveNodeRuntime, type NodeRuntime } from '../servers/node-runtime.ts';
import { prepareServers, type PreparedServers } from '../servers/prepare-servers.ts';
import { readGitInfo } from './git-info.ts';
import { requiredCountingTools } from './counting-tools.ts';
import type { Progress } from './measure-types.ts';

/** What the prepare stage hands the measure stage: the servers built once, and what they run on. */
export interface PreparedRun {
  prepared: WithBaseSide;
  /** The Node under test: it built the servers, runs them and the load generator. */
  node: NodeRuntime;
  /** The commit measured, read when the run began. */
  git: GitInfo;
  /** When the run's time budget ends. */
  deadlineMs: number;
  /** Found before anything was built when the run counts instructions. */
  callgrind?: CallgrindTools;
  /** Removes the base side's folder. */
  cleanUp: () => void;
}

/**
 * The prepare stage: checks that the scenarios can be asked of the servers, finds the Node under
 * test (and the counting tools when instructions are measured) before anything is built, then
 * builds every configured server and the subject's base side.
 */
export async function prepare(
  config: Config,
  progress: Progress,
  /** The counting tools, looked for by the caller; without them, looked for when the measure is instructions. */
  tools?: CallgrindTools,
): Promise<PreparedRun> {
  const deadlineMs = Date.now() + config.gate.timeBudgetMinutes * 60_000;
  // The commit measured is the one checked out now: a run lasts long enough for the checkout to move.
  const git = readGitInfo(process.cwd());
  const catalog = readCatalog(config.serversDir);
  const { load } = config;
  const unaskable = missingVariant(
    load.scenarioCatalog,
    load.scenarios,
    catalog
      .filter((server) => load.servers.includes(server.name))
      .map((server) => ({ name: server.name, wireFormat: server.meta.wireFormat })),
  );
  if (unaskable) throw new UserInputError(`scenarios file ${load.scenariosFile}: ${unaskable}`);
  const node = await resolveNodeRuntime(config.nodePath).catch((error: Error) => {
    throw new UserInputError(error.message);
  });
  const callgrind =
    tools ?? (config.gate.measure === 'instructions' ? await requiredCountingTools() : undefined);
  progress.info(`Node under test: ${node.version} (${node.path})`);
  const { subject, baseSource, baseServersDir } = config.gate;
  const { prepared, remove: cleanUp } = await addBaseSide(
    await prepareServers(load.servers, catalog, config.mionSource, progress.info, node),
    subject,
    baseSource,
    progress.info,
    node,
    baseServersDir,
  );
  if (prepared.base?.status === 'unavailable') {
    progress.warn(`${baseServerName(subject)}: ${prepared.base.failure}`);
  }
  return { prepared, node, git, deadlineMs, ...(callgrind ? { callgrind } : {}), cleanUp };
}

/** The servers of the comparison table: every configured server, the base side left out. */
export function tableServers(prepared: WithBaseSide): PreparedServers {
  return { built: prepared.built, unavailable: prepared.unavailable };
}
