/**
 * The options every entry point understands, by their CLI flag name. The action maps its
 * input names onto these, so the checks live in one place (build-config.ts).
 */
export const OPTION_NAMES = [
  'scenario',
  'scenarios-file',
  'servers',
  'servers-dir',
  'rounds',
  'rounds-per-block',
  'duration',
  'warmup',
  'connections',
  'pipelining',
  'out',
  'markdown',
  'page',
  'baseline',
  'subject',
  'reference',
  'rps-threshold',
  'latency-threshold',
  'gate-metrics',
  'confidence',
  'max-processes',
  'baseline-processes',
  'time-budget',
  'fail-on-inconclusive',
  'if-no-baseline',
  'inject-cpu-us',
  'inject-work',
  'measure',
  'instructions-threshold',
  'mion-source',
  'baseline-source',
  'baseline-servers-dir',
  'server-seeds',
  'node',
  'verbose',
  'trials',
  'modes',
  'shard',
  'pull-request-measures',
] as const;

export type OptionName = (typeof OPTION_NAMES)[number];
export type RawOptions = Partial<Record<OptionName, string>>;
