import { gateMeasuring } from '../gate/gate-defaults.ts';
import type { Config } from './config.ts';
import { advanced, sharedBudget } from './groups/advanced.ts';
import { againstWhat } from './groups/against-what.ts';
import { publishing } from './groups/publishing.ts';
import { thresholds } from './groups/thresholds.ts';
import { whatToMeasure } from './groups/what-to-measure.ts';
import type { RawOptions } from './option-names.ts';
import { optionReader, type BuildConfigContext } from './option-reader.ts';

export type { BuildConfigContext } from './option-reader.ts';

/**
 * The one place where raw options become a validated Config; every error names its option. Each
 * group of options is read, checked and given its defaults by its own file in groups/, in this
 * order: what to measure, against what, thresholds, advanced, publishing.
 */
export function buildConfig(raw: RawOptions, context: BuildConfigContext): Config {
  const options = optionReader(raw, context);
  const measured = whatToMeasure(options);
  const against = againstWhat(options, measured);
  const decide = thresholds(options, measured);
  const rest = advanced(options, measured);
  const gate = gateMeasuring(
    { ...against.gate, ...decide, ...rest.gate, measure: measured.measure },
    measured.measure,
  );
  return {
    command: context.command,
    load: {
      ...measured.load,
      scenarios: rest.measuredScenarios,
      scenariosFile: measured.scenariosFile,
      scenarioCatalog: measured.scenarioCatalog,
      servers: measured.servers,
      ...rest.load,
    },
    gate: sharedBudget(gate, rest.shard),
    mionSource: against.mionSource,
    serversDir: measured.serversDir,
    page: measured.page,
    ...publishing(options),
    ...rest.config,
    ...(rest.shard ? { shard: rest.shard } : {}),
  };
}
