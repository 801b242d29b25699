import type { Config } from '../config.ts';
import type { OptionReader } from '../option-reader.ts';
import { parseBoolean } from '../parse-values.ts';

/** Where a run writes what it found, and how much it says while it runs. */
export type Publishing = Pick<Config, 'outPath' | 'markdownPath' | 'verbose'>;

export function publishing({ parsed, path }: OptionReader): Publishing {
  return {
    outPath: parsed('out', path, undefined),
    markdownPath: parsed('markdown', path, undefined),
    verbose: parsed('verbose', parseBoolean, false),
  };
}
