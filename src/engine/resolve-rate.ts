/**
 * --rate: the one rate per scenario every server is loaded at. Given in requests per second it is
 * that; given as a share it is that share of one server's capacity (the base side in paired mode,
 * else the subject, else the first server), measured here before anything else: closed-loop, the configured connections,
 * no pipelining (the open loop sends none), one process, one round per scenario after its warm-up.
 */
import type { LoadSettings, MeasuredCapacity, RateSetting } from '../config/config.ts';
import type { WithBaseSide } from '../servers/base-side.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import type { BenchmarkOutcome } from './benchmark-plan.ts';
import type { BenchmarkProgress } from './benchmark-progress.ts';

export type AtRateLoad = Pick<LoadSettings, 'ratePerSecondByScenario' | 'capacity'>;

/**
 * The server whose capacity a share is of: the base side when there is one, else the subject, else
 * (a run without it) the first server built.
 */
export function capacityServer(subject: string, prepared: WithBaseSide): PreparedServers {
  const base = prepared.base?.status === 'built' ? prepared.base.server : undefined;
  const chosen =
    base ?? prepared.built.find((built) => built.definition.name === subject) ?? prepared.built[0];
  if (!chosen) throw new Error('rate: no server was built whose capacity the rate could be a share of');
  return { built: [chosen], unavailable: [] };
}

export async function resolveRate(
  load: LoadSettings,
  rate: RateSetting,
  server: PreparedServers,
  run: (servers: PreparedServers, load: LoadSettings) => Promise<BenchmarkOutcome>,
  progress: BenchmarkProgress,
): Promise<AtRateLoad> {
  if ('perSecond' in rate) {
    return {
      ratePerSecondByScenario: Object.fromEntries(
        load.scenarios.map((scenario) => [scenario, rate.perSecond]),
      ),
    };
  }
  const name = server.built[0]!.definition.name;
  progress.info(
    `rate: measuring ${name}'s capacity (closed loop, no pipelining) to load at ${rate.shareOfCapacity * 100}% of it`,
  );
  const outcome = await run(server, {
    ...load,
    rounds: 1,
    roundsPerBlock: 1,
    pipelining: 1,
    loadTogether: false,
    restartFailedServers: false,
  });
  const capacity: MeasuredCapacity = { server: name, perSecondByScenario: {} };
  const ratePerSecondByScenario: Partial<Record<string, number>> = {};
  for (const scenario of load.scenarios) {
    const rounds = outcome.scenarios.find((result) => result.scenario === scenario)?.servers[0]?.rounds ?? [];
    const round = rounds.find((candidate) => candidate.valid);
    if (!round) {
      const why =
        rounds[0]?.invalidReason ?? outcome.servers.find((run) => run.name === name)?.failure?.message;
      throw new Error(`rate: could not measure ${name}'s capacity in "${scenario}"${why ? `: ${why}` : ''}`);
    }
    capacity.perSecondByScenario[scenario] = Math.round(round.requestsPerSecond);
    ratePerSecondByScenario[scenario] = Math.max(
      1,
      Math.round(round.requestsPerSecond * rate.shareOfCapacity),
    );
  }
  progress.info(
    `rate: ${load.scenarios
      .map(
        (scenario) =>
          `${scenario} ${ratePerSecondByScenario[scenario]}/s (capacity ${capacity.perSecondByScenario[scenario]}/s)`,
      )
      .join(', ')}`,
  );
  return { ratePerSecondByScenario, capacity };
}
