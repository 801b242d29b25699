import type { LoadSettings } from '../config.ts';
import { UserInputError } from '../../user-input-error.ts';
import type { OptionReader } from '../option-reader.ts';
import { parseNameList } from '../parse-values.ts';

/** Costs added to requests on purpose: calibration's losses and the tests' slow, crashing or noisy servers. */
export type Injections = Required<
  Pick<
    LoadSettings,
    | 'injectCpuMicroseconds'
    | 'injectWorkIterations'
    | 'injectCpuShare'
    | 'injectCrashPerRequests'
    | 'injectNoiseMicroseconds'
  >
>;

export function injections(
  { parsed, given }: OptionReader,
  servers: string[],
  measuredScenarios: string[],
): Injections {
  const onServers: InjectionTargets = { kind: 'SERVER', names: servers };
  return {
    injectCpuMicroseconds: parsed(
      'inject-cpu-us',
      (l, t) => parseInjections(l, t, onServers, CPU_INJECTION),
      {},
    ),
    injectWorkIterations: parsed(
      'inject-work',
      (l, t) => parseInjections(l, t, onServers, WORK_INJECTION),
      {},
    ),
    injectCpuShare: parsed(
      'inject-cpu-share',
      (l, t) => parseCpuShares(l, t, onServers, given('inject-cpu-us')),
      {},
    ),
    injectCrashPerRequests: parsed(
      'inject-crash-per-requests',
      (l, t) => parseInjections(l, t, onServers, CRASH_INJECTION),
      {},
    ),
    injectNoiseMicroseconds: parsed(
      'inject-noise-us',
      (l, t) => parseInjections(l, t, { kind: 'SCENARIO', names: measuredScenarios }, CPU_INJECTION),
      {},
    ),
  };
}

interface InjectionUnit {
  name: string;
  integer: boolean;
  max: number;
}

/**
 * inject-cpu-us "fastify=300,mion=0.5": microseconds of CPU burnt per request. Fractions are
 * allowed: mion serves a request in about 28 µs here, so a 2 percent loss is about half a microsecond.
 */
const CPU_INJECTION: InjectionUnit = { name: 'MICROSECONDS', integer: false, max: 1_000_000 };
/** inject-work "mion=300": loop iterations per request, the same work however slowly it runs. */
const WORK_INJECTION: InjectionUnit = { name: 'ITERATIONS', integer: true, max: 100_000_000 };
/** inject-crash-per-requests "mion=100000": the process exits on about one request in that many. */
const CRASH_INJECTION: InjectionUnit = { name: 'REQUESTS', integer: true, max: 1_000_000_000_000 };
/** inject-cpu-share "mion=0.4": the share of the server's processes that burn its inject-cpu-us. */
const SHARE_INJECTION: InjectionUnit = { name: 'SHARE', integer: false, max: 1 };

/** What an injection is keyed by: a server (most), or a scenario (inject-noise-us). */
interface InjectionTargets {
  kind: 'SERVER' | 'SCENARIO';
  names: string[];
}

/** A share of processes applies only to a server that has a cost to burn. */
function parseCpuShares(
  label: string,
  text: string,
  servers: InjectionTargets,
  cpuText: string | undefined,
): Record<string, number> {
  const shares = parseInjections(label, text, servers, SHARE_INJECTION);
  const burning =
    cpuText === undefined ? {} : parseInjections('--inject-cpu-us', cpuText, servers, CPU_INJECTION);
  for (const server of Object.keys(shares)) {
    if (!Object.hasOwn(burning, server)) {
      throw new UserInputError(
        `${label}: "${server}" has no --inject-cpu-us to burn in a share of its processes`,
      );
    }
  }
  return shares;
}

/** "TARGET=AMOUNT,...": a cost added to every request of the named servers (or scenarios). */
function parseInjections(
  label: string,
  text: string,
  targets: InjectionTargets,
  unit: InjectionUnit,
): Record<string, number> {
  const injections: Record<string, number> = {};
  const amountPattern = unit.integer ? /^([^=]+)=(\d+)$/ : /^([^=]+)=(\d+(?:\.\d+)?)$/;
  for (const entry of parseNameList(label, text)) {
    const match = amountPattern.exec(entry);
    if (!match) throw new UserInputError(`${label}: "${entry}" must look like ${targets.kind}=${unit.name}`);
    const [, target = '', amountText = ''] = match;
    if (!targets.names.includes(target)) {
      const among = targets.kind === 'SERVER' ? 'the servers' : 'the scenarios measured';
      throw new UserInputError(`${label}: "${target}" is not among ${among}`);
    }
    const amount = Number(amountText);
    if (!(amount > 0 && amount <= unit.max)) {
      throw new UserInputError(`${label}: "${amountText}" must be above 0 and at most ${unit.max}`);
    }
    injections[target] = amount;
  }
  return injections;
}
