import { format, resolveConfig } from 'prettier';

/**
 * A value as the repository keeps its JSON: in prettier's style, so that a data file a script writes
 * passes `npm run lint` (part of `npm test`) as written. JSON.stringify's layout does not: prettier
 * keeps short arrays of numbers on one line.
 */
export async function repositoryJson(value: unknown, path: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(JSON.stringify(value), { ...options, filepath: path });
}
