/**
 * The options every entry point understands, by their CLI flag name. The action maps its
 * input names onto these, so the checks live in one place (build-config.ts).
 */
export const OPTION_NAMES = [
  'scenario',
  'servers',
  'rounds',
  'rounds-per-block',
  'duration',
  'warmup',
  'connections',
  'pipelining',
  'out',
  'markdown',
  'baseline',
  'subject',
  'reference',
  'rps-threshold',
  'latency-threshold',
  'confidence',
  'max-rounds',
  'baseline-rounds',
  'time-budget',
  'fail-on-inconclusive',
  'inject-cpu-us',
  'mion-source',
  'node',
  'verbose',
  'trials',
] as const;

export type OptionName = (typeof OPTION_NAMES)[number];
export type RawOptions = Partial<Record<OptionName, string>>;
