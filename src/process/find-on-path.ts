import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The first executable named `program` in the folders of PATH, as a shell would find it, leaving
 * out the folders `skip` names.
 */
export function findOnPath(
  program: string,
  skip: (dir: string) => boolean = () => false,
): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir === '' || skip(dir)) continue;
    const candidate = join(dir, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder of PATH; try the next.
    }
  }
  return undefined;
}
