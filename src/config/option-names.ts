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
  'rate',
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
  'allow-build-difference',
  'if-no-baseline',
  'inject-cpu-us',
  'inject-work',
  'inject-cpu-share',
  'inject-crash-per-requests',
  'inject-noise-us',
  'measure',
  'instructions-threshold',
  'source',
  'base-source',
  'base-servers-dir',
  'server-seeds',
  'node',
  'verbose',
  'trials',
  'modes',
  'shard',
  'profile',
  'profile-pairs',
  'pull-request-measures',
  'history',
] as const;

export type OptionName = (typeof OPTION_NAMES)[number];

/**
 * Names of the first releases, still accepted: they said mion where any framework's source is meant,
 * and "baseline" for the pull request's base commit, which is not the stored baseline file.
 */
export const FORMER_NAMES = {
  'mion-source': 'source',
  'baseline-source': 'base-source',
  'baseline-servers-dir': 'base-servers-dir',
} as const satisfies Record<string, OptionName>;
export type FormerName = keyof typeof FORMER_NAMES;
/** An option under its name or its former one: what a user may type or set. */
export type SpelledOption = OptionName | FormerName;
export type RawOptions = Partial<Record<SpelledOption, string>>;
